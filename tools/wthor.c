/* Game record readers. */
#include "wthor.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "notation.h"
#include "array_grow.h"

void game_list_init(GameList *list) { memset(list, 0, sizeof *list); }

void game_list_free(GameList *list)
{
    free(list->games);
    game_list_init(list);
}

static GameRecord *game_list_add(GameList *list)
{
    GameRecord *g = array_grow(list->games, &list->capacity, list->count, sizeof *g, 1024);
    if (!g)
        return NULL;
    list->games = g;
    return &list->games[list->count++];
}

bool wthor_read(GameList *list, const char *path, char *err, size_t errlen)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "cannot open %s: %s", path, strerror(errno));
        return false;
    }
    unsigned char header[16], rec[68];
    if (fread(header, 1, 16, f) != 16 || (header[12] != 8 && header[12] != 0)) {
        snprintf(err, errlen, "%s is not an 8x8 WTHOR game file", path);
        fclose(f);
        return false;
    }
    unsigned long declared = header[4] | header[5] << 8 | (unsigned long)header[6] << 16 | (unsigned long)header[7] << 24;
    unsigned long read = 0;
    while (fread(rec, 1, 68, f) == 68) {
        GameRecord *g = game_list_add(list);
        if (!g) {
            snprintf(err, errlen, "out of memory");
            fclose(f);
            return false;
        }
        g->black_discs = rec[6];
        /* Empties go to the winner, so the difference is 2 * black - 64. */
        g->label = 2 * rec[7] - 64;
        g->label_empties = rec[7] <= 64 ? header[14] : -1;
        g->length = 0;
        for (int i = 0; i < 60 && rec[8 + i]; i++) {
            int col = rec[8 + i] % 10, row = rec[8 + i] / 10;
            if (col < 1 || col > 8 || row < 1 || row > 8)
                break;
            g->moves[g->length++] = (row - 1) * 8 + (col - 1);
        }
        read++;
    }
    fclose(f);
    if (read != declared) {
        snprintf(err, errlen, "%s declares %lu games but holds %lu", path, declared, read);
        return false;
    }
    return true;
}

bool movelist_read(GameList *list, const char *path, size_t *skipped, char *err, size_t errlen)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err, errlen, "cannot open %s: %s", path, strerror(errno));
        return false;
    }
    char line[1024];
    *skipped = 0;
    while (fgets(line, sizeof line, f)) {
        /* Drop colour marks and anything after a colon or comment. */
        char clean[1024];
        size_t n = 0;
        for (char *p = line; *p && *p != ':' && *p != '#' && *p != '%'; p++)
            if (*p != '+' && *p != '-' && *p != '\n' && *p != '\r')
                clean[n++] = *p;
        clean[n] = '\0';
        Move moves[61];
        size_t bad;
        int count = move_list_parse(clean, moves, 61, &bad);
        if (count <= 0 || count > 60) {
            if (count != 0)
                (*skipped)++;
            continue;
        }
        GameRecord *g = game_list_add(list);
        if (!g) {
            fclose(f);
            snprintf(err, errlen, "out of memory");
            return false;
        }
        memcpy(g->moves, moves, (size_t)count * sizeof *moves);
        g->length = count;
        g->black_discs = -1;
        g->label_empties = -1;
        const char *colon = strchr(line, ':');
        char *end;
        long score = colon ? strtol(colon + 1, &end, 10) : 0;
        if (colon && end != colon + 1 && score >= -64 && score <= 64) {
            g->label = (int)score;
            g->label_empties = 0;
        }
    }
    fclose(f);
    return true;
}

bool game_file_read(GameList *list, const char *path, size_t *skipped, char *err, size_t errlen)
{
    size_t n = strlen(path);
    *skipped = 0;
    if (n >= 4 && strcasecmp(path + n - 4, ".wtb") == 0) /* WTH_1990.WTB too */
        return wthor_read(list, path, err, errlen);
    return movelist_read(list, path, skipped, err, errlen);
}
