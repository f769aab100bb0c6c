/* Splitting a file into its games: each top-level "(;...)" is a record
 * (GGF when it names its game Othello or gives its board in BO, else
 * SGF), read by the GGF or SGF reader; a file without records is move
 * lists, one a line. */
#include "game_records.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "file_read.h"
#include "ggf.h"
#include "sgf.h"

/* The end of the record that opens at text (a '('): just past its
 * matching ')', or NULL when it never closes. Brackets hold property
 * values, in which parentheses do not count and '\' escapes. */
static const char *record_end(const char *text)
{
    int depth = 0;
    bool in_value = false;
    for (const char *p = text; *p; p++) {
        if (in_value) {
            if (*p == '\\' && p[1])
                p++;
            else if (*p == ']')
                in_value = false;
        } else if (*p == '[') {
            in_value = true;
        } else if (*p == '(') {
            depth++;
        } else if (*p == ')' && --depth == 0) {
            return p + 1;
        }
    }
    return NULL;
}

static bool parse_record(const char *text, GameRecord *g, char *err, size_t errlen)
{
    if (strstr(text, "GM[Othello]") || strstr(text, "BO[")) {
        GgfGame ggf;
        if (!ggf_parse(text, &ggf, err, errlen))
            return false;
        g->start = ggf.start;
        g->count = ggf.count;
        for (int i = 0; i < ggf.count; i++)
            g->moves[i] = ggf.moves[i].move;
        snprintf(g->black, sizeof g->black, "%s", ggf.black);
        snprintf(g->white, sizeof g->white, "%s", ggf.white);
        return true;
    }
    SgfGame sgf;
    if (!sgf_parse(text, &sgf, err, errlen))
        return false;
    g->start = sgf.start;
    g->count = sgf.count;
    memcpy(g->moves, sgf.moves, (size_t)sgf.count * sizeof *sgf.moves);
    snprintf(g->black, sizeof g->black, "%s", sgf.black);
    snprintf(g->white, sizeof g->white, "%s", sgf.white);
    return true;
}

/* A move list from the standard start, its moves checked by replaying
 * them (a forced pass may be left out, as the engine's game allows). */
static bool parse_move_list(const char *line, GameRecord *g, char *err, size_t errlen)
{
    Move listed[ENGINE_MAX_GAME];
    size_t bad;
    int n = move_list_parse(line, listed, ENGINE_MAX_GAME, &bad);
    if (n < 0) {
        snprintf(err, errlen, "cannot read the move list at character %zu", bad + 1);
        return false;
    }
    position_start(&g->start);
    Position pos = g->start;
    int bad_index;
    Move played[2 * ENGINE_MAX_GAME]; /* the passes put in */
    int count = position_apply_moves(&pos, listed, n, &bad_index, played);
    if (count < 0) {
        char name[8];
        snprintf(err, errlen, "move %d (%s) is illegal", bad_index + 1, move_name(listed[bad_index], name));
        return false;
    }
    if (count > ENGINE_MAX_GAME) {
        snprintf(err, errlen, "more than %d moves", ENGINE_MAX_GAME);
        return false;
    }
    g->count = count;
    memcpy(g->moves, played, (size_t)count * sizeof *played);
    g->black[0] = g->white[0] = '\0';
    return true;
}

/* Room for one more game. */
static GameRecord *new_game(GameRecords *out, int *room)
{
    if (out->count == *room) {
        int more = *room ? 2 * *room : 16;
        GameRecord *grown = realloc(out->games, (size_t)more * sizeof *grown);
        if (!grown)
            return NULL;
        out->games = grown;
        *room = more;
    }
    return &out->games[out->count++];
}

bool game_records_parse(const char *text, GameRecords *out, char *err, size_t errlen)
{
    *out = (GameRecords){NULL, 0};
    int room = 0;
    bool records = strstr(text, "(;") != NULL;
    char why[300] = "";
    int failed = 0; /* the game that could not be read, from 1 */
    const char *p = text;
    while (*p) {
        const char *end;
        if (records) {
            p = strstr(p, "(;"); /* text between records is skipped */
            if (!p)
                break;
            end = record_end(p);
            if (!end) {
                snprintf(why, sizeof why, "the record never ends (no closing parenthesis)");
                failed = out->count + 1;
                break;
            }
        } else {
            end = p + strcspn(p, "\n");
            if (strspn(p, " \t\r") >= (size_t)(end - p)) { /* a blank line */
                p = *end ? end + 1 : end;
                continue;
            }
        }
        char *one = strndup(p, (size_t)(end - p));
        GameRecord *g = one ? new_game(out, &room) : NULL;
        if (!g) {
            free(one);
            snprintf(why, sizeof why, "out of memory");
            break;
        }
        bool ok = records ? parse_record(one, g, why, sizeof why) : parse_move_list(one, g, why, sizeof why);
        free(one);
        if (!ok) {
            failed = out->count;
            break;
        }
        p = records || !*end ? end : end + 1;
    }
    if (!why[0] && out->count == 0)
        snprintf(why, sizeof why, "no game in it");
    if (why[0]) {
        if (failed)
            snprintf(err, errlen, "game %d: %s", failed, why);
        else
            snprintf(err, errlen, "%s", why);
        game_records_free(out);
        return false;
    }
    return true;
}

bool game_records_read(const char *path, GameRecords *out, char *err, size_t errlen)
{
    *out = (GameRecords){NULL, 0};
    char why[300];
    char *text = io_read_file(path, GAME_RECORDS_MAX_FILE, why, sizeof why);
    if (!text) {
        snprintf(err, errlen, "%s", why);
        return false;
    }
    bool ok = game_records_parse(text, out, why, sizeof why);
    free(text);
    if (!ok)
        snprintf(err, errlen, "%s: %s", path, why);
    return ok;
}

void game_records_free(GameRecords *records)
{
    free(records->games);
    *records = (GameRecords){NULL, 0};
}
