/* The values of book searches as text lines, and a table of them that the
 * build looks its values up in. */
#include "book_values.h"

#include <stdlib.h>
#include <string.h>
#include "line_reader.h"
#include "notation.h"
#include "parse_number.h"
#include "symmetry.h"
#include "array_grow.h"

void book_values_init(BookValues *v) { memset(v, 0, sizeof *v); }

void book_values_free(BookValues *v)
{
    free(v->items);
    book_values_init(v);
}

bool book_values_add(BookValues *v, const Board *b, int depth, int value)
{
    BookValue *items = array_grow(v->items, &v->capacity, v->count, sizeof *items, 256);
    if (!items)
        return false;
    v->items = items;
    v->items[v->count++] = (BookValue){*b, depth, value};
    v->sorted = false;
    return true;
}

/* By position and depth; the value last, so that the order is total. */
static int compare_values(const void *pa, const void *pb)
{
    const BookValue *a = pa, *b = pb;
    if (a->board.player != b->board.player)
        return a->board.player < b->board.player ? -1 : 1;
    if (a->board.opponent != b->board.opponent)
        return a->board.opponent < b->board.opponent ? -1 : 1;
    if (a->depth != b->depth)
        return (a->depth > b->depth) - (a->depth < b->depth);
    return (a->value > b->value) - (a->value < b->value);
}

static void sort_values(BookValues *v)
{
    if (!v->sorted && v->count)
        qsort(v->items, v->count, sizeof *v->items, compare_values);
    v->sorted = true;
}

bool book_values_find(BookValues *v, const Board *b, int depth, int *value)
{
    sort_values(v);
    size_t low = 0, high = v->count; /* the first item not below the key */
    BookValue key = {*b, depth, -100000};
    while (low < high) {
        size_t mid = low + (high - low) / 2;
        if (compare_values(&v->items[mid], &key) < 0)
            low = mid + 1;
        else
            high = mid;
    }
    if (low == v->count || !board_equal(&v->items[low].board, b) || v->items[low].depth != depth)
        return false;
    *value = v->items[low].value;
    return true;
}

bool book_value_parse(const char *line, Board *b, int *depth, int *value, char *err, size_t errlen)
{
    char copy[256];
    char *words[5];
    if (strlen(line) >= sizeof copy) {
        snprintf(err, errlen, "line too long");
        return false;
    }
    strcpy(copy, line);
    int wanted = value ? 4 : 3, n = io_split_words(copy, words, 5);
    if (n != wanted) {
        snprintf(err, errlen, "expected %s", value ? "SQUARES SIDE DEPTH VALUE" : "SQUARES SIDE DEPTH");
        return false;
    }
    Position pos;
    char why[128];
    if (!position_parse(words[0], words[1], &pos, why, sizeof why)) {
        snprintf(err, errlen, "%s", why);
        return false;
    }
    if (!io_parse_int32(words[2], depth) || *depth < 1 || *depth > 60) {
        snprintf(err, errlen, "depth '%.16s' is not 1 to 60", words[2]);
        return false;
    }
    if (value && (!io_parse_int32(words[3], value) || *value < -32000 || *value > 32000)) {
        snprintf(err, errlen, "value '%.16s' is not -32000 to 32000 centi-discs", words[3]);
        return false;
    }
    *b = board_canonical(&pos.board, NULL);
    return true;
}

void book_value_print(FILE *out, const BookValue *v, bool with_value)
{
    char squares[68];
    position_to_string(&(Position){v->board, BLACK}, squares);
    if (with_value)
        fprintf(out, "%s %d %d\n", squares, v->depth, v->value);
    else
        fprintf(out, "%s %d\n", squares, v->depth);
}

bool book_values_read(BookValues *v, const char *path, size_t *skipped, char *err, size_t errlen)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err, errlen, "cannot read %s", path);
        return false;
    }
    char line[256];
    size_t number = 0;
    bool ok = true;
    while (ok && fgets(line, sizeof line, f)) {
        number++;
        size_t len = strlen(line);
        bool whole = len > 0 && line[len - 1] == '\n';
        if (!whole && !feof(f)) { /* too long: skip to its end */
            int c;
            while ((c = fgetc(f)) != EOF && c != '\n')
                ;
        }
        line[strcspn(line, "\r\n")] = '\0';
        Board b;
        int depth, value;
        char why[160];
        /* A last line without its newline may be a value cut short. */
        bool good = whole && book_value_parse(line, &b, &depth, &value, why, sizeof why);
        if (!whole)
            snprintf(why, sizeof why, "%s", len + 1 < sizeof line ? "cut short" : "line too long");
        if (good)
            ok = book_values_add(v, &b, depth, value);
        else if ((*skipped)++ == 0)
            snprintf(err, errlen, "%s line %zu: %s", path, number, why);
    }
    bool read_error = ferror(f);
    fclose(f);
    if (!ok)
        snprintf(err, errlen, "out of memory");
    else if (read_error)
        snprintf(err, errlen, "cannot read %s", path);
    return ok && !read_error;
}

bool book_values_print_needed(BookValues *v, FILE *out)
{
    sort_values(v);
    for (size_t i = 0; i < v->count; i++) {
        const BookValue *a = &v->items[i];
        if (i == 0 || !board_equal(&a->board, &v->items[i - 1].board) || a->depth != v->items[i - 1].depth)
            book_value_print(out, a, false);
    }
    return fflush(out) == 0 && !ferror(out);
}
