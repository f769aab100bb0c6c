/* Opening book storage and lookup.
 *
 * File format (all integers little-endian):
 *   bytes 0-7    magic "FRBOOK\0\1"
 *   bytes 8-11   format version, 1
 *   bytes 12-15  number of entries N
 *   bytes 16-23  FNV-1a 64-bit checksum of the N entry records
 *   then N records of 24 bytes, sorted by (player, opponent):
 *     uint64 player discs, uint64 opponent discs (the canonical symmetry,
 *     see symmetry.h), int16 score (centi-discs, side to move),
 *     uint8 depth, uint8 reserved (0), uint32 games.
 */
#include "book.h"
#include "file_write.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "notation.h"
#include "random.h"
#include "symmetry.h"

#define BOOK_MAGIC "FRBOOK\0\1"
#define BOOK_VERSION 1
#define RECORD_SIZE 24
#define HEADER_SIZE 24
#define BOOK_MAX_ENTRIES (1u << 26)

void book_init(Book *book)
{
    book->entries = NULL;
    book->count = 0;
}

void book_free(Book *book)
{
    free(book->entries);
    book_init(book);
}

static void put_u64(unsigned char *p, uint64_t v)
{
    for (int i = 0; i < 8; i++)
        p[i] = (unsigned char)(v >> (8 * i));
}

static uint64_t get_u64(const unsigned char *p)
{
    uint64_t v = 0;
    for (int i = 7; i >= 0; i--)
        v = v << 8 | p[i];
    return v;
}

static void put_u32(unsigned char *p, uint32_t v)
{
    for (int i = 0; i < 4; i++)
        p[i] = (unsigned char)(v >> (8 * i));
}

static uint32_t get_u32(const unsigned char *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static void encode(const BookEntry *e, unsigned char *r)
{
    put_u64(r, e->board.player);
    put_u64(r + 8, e->board.opponent);
    uint16_t s = (uint16_t)e->score;
    r[16] = (unsigned char)(s & 0xff);
    r[17] = (unsigned char)(s >> 8);
    r[18] = e->depth;
    r[19] = 0;
    put_u32(r + 20, e->games);
}

static void decode(const unsigned char *r, BookEntry *e)
{
    e->board.player = get_u64(r);
    e->board.opponent = get_u64(r + 8);
    e->score = (int16_t)(uint16_t)(r[16] | r[17] << 8);
    e->depth = r[18];
    e->games = get_u32(r + 20);
}

static uint64_t fnv1a(uint64_t h, const unsigned char *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        h ^= p[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

static int compare_boards(const Board *a, const Board *b)
{
    if (a->player != b->player)
        return a->player < b->player ? -1 : 1;
    if (a->opponent != b->opponent)
        return a->opponent < b->opponent ? -1 : 1;
    return 0;
}

static int compare_entries(const void *a, const void *b)
{
    return compare_boards(&((const BookEntry *)a)->board, &((const BookEntry *)b)->board);
}

void book_sort(Book *book)
{
    if (book->count)
        qsort(book->entries, book->count, sizeof *book->entries, compare_entries);
}

bool book_load(Book *book, const char *path, char *err, size_t errlen)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "cannot open book %s: %s", path, strerror(errno));
        return false;
    }
    unsigned char header[HEADER_SIZE];
    BookEntry *entries = NULL;
    bool ok = false;
    if (fread(header, 1, HEADER_SIZE, f) != HEADER_SIZE || memcmp(header, BOOK_MAGIC, 8) != 0) {
        snprintf(err, errlen, "%s is not a Frontier book", path);
        goto done;
    }
    if (get_u32(header + 8) != BOOK_VERSION) {
        snprintf(err, errlen, "book %s has version %u, expected %d", path, get_u32(header + 8), BOOK_VERSION);
        goto done;
    }
    uint32_t n = get_u32(header + 12);
    if (n > BOOK_MAX_ENTRIES) {
        snprintf(err, errlen, "book %s claims %u entries", path, n);
        goto done;
    }
    entries = malloc((n ? n : 1) * sizeof *entries);
    if (!entries) {
        snprintf(err, errlen, "out of memory for book %s", path);
        goto done;
    }
    uint64_t sum = 0xcbf29ce484222325ULL;
    for (uint32_t i = 0; i < n; i++) {
        unsigned char r[RECORD_SIZE];
        if (fread(r, 1, RECORD_SIZE, f) != RECORD_SIZE) {
            snprintf(err, errlen, "book %s is truncated (%u of %u entries)", path, i, n);
            goto done;
        }
        sum = fnv1a(sum, r, RECORD_SIZE);
        decode(r, &entries[i]);
        if ((entries[i].board.player & entries[i].board.opponent)
            || (i > 0 && compare_entries(&entries[i - 1], &entries[i]) >= 0)) {
            snprintf(err, errlen, "book %s is corrupt at entry %u", path, i);
            goto done;
        }
    }
    if (fgetc(f) != EOF) {
        snprintf(err, errlen, "book %s is longer than its header says", path);
        goto done;
    }
    if (sum != get_u64(header + 16)) {
        snprintf(err, errlen, "book %s fails its checksum", path);
        goto done;
    }
    book_free(book);
    book->entries = entries;
    book->count = n;
    entries = NULL;
    ok = true;
done:
    free(entries);
    fclose(f);
    return ok;
}

bool book_save(const Book *book, const char *path, char *err, size_t errlen)
{
    FileWrite w;
    if (!file_write_open(&w, path, err, errlen))
        return false;
    FILE *f = w.f;
    uint64_t sum = 0xcbf29ce484222325ULL;
    unsigned char r[RECORD_SIZE];
    for (size_t i = 0; i < book->count; i++) {
        encode(&book->entries[i], r);
        sum = fnv1a(sum, r, RECORD_SIZE);
    }
    unsigned char header[HEADER_SIZE];
    memcpy(header, BOOK_MAGIC, 8);
    put_u32(header + 8, BOOK_VERSION);
    put_u32(header + 12, (uint32_t)book->count);
    put_u64(header + 16, sum);
    bool ok = fwrite(header, 1, HEADER_SIZE, f) == HEADER_SIZE;
    for (size_t i = 0; ok && i < book->count; i++) {
        encode(&book->entries[i], r);
        ok = fwrite(r, 1, RECORD_SIZE, f) == RECORD_SIZE;
    }
    return file_write_finish(&w, ok, err, errlen);
}

const BookEntry *book_find(const Book *book, const Board *b)
{
    BookEntry key = {.board = board_canonical(b, NULL)};
    return book->count ? bsearch(&key, book->entries, book->count, sizeof key, compare_entries) : NULL;
}

int book_moves(const Book *book, const Board *b, BookMove *out)
{
    int n = 0, sq;
    BB_FOREACH(sq, board_legal_moves(b)) {
        Board child = *b;
        board_play(&child, sq);
        const BookEntry *e = book_find(book, &child);
        if (!e)
            continue;
        BookMove m = {sq, -e->score, e->depth, e->games};
        int i = n++;
        while (i > 0 && out[i - 1].score < m.score) {
            out[i] = out[i - 1];
            i--;
        }
        out[i] = m;
    }
    return n;
}

Move book_choose(const Book *book, const Board *b, int spread, uint64_t *rng, BookMove *chosen)
{
    /* A move that leaves the book may be the best one: the position's own
     * value (the best of all its moves) says so, and then the search, not
     * a worse book move, should answer. */
    const BookEntry *here = book_find(book, b);
    if (!here)
        return MOVE_NONE;
    BookMove moves[64];
    int n = book_moves(book, b, moves);
    if (n == 0 || moves[0].score < here->score)
        return MOVE_NONE;
    int near = 1;
    while (near < n && moves[0].score - moves[near].score <= spread)
        near++;
    int pick = near > 1 ? (int)(random_next(rng) % (uint64_t)near) : 0;
    if (chosen)
        *chosen = moves[pick];
    return moves[pick].move;
}
