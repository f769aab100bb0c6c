/* Reading self-play position files into a training set (see train_positions.h). */
#include "train_positions.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "notation.h"

#define POSITION_FORMAT "'<64 squares> <X|O>; <score> <exact|result>; game <k>'"

typedef struct {
    Position pos;
    int score;
    bool exact;
    unsigned long game;
} PositionLine;

/* Reads a whole number of digits at *s, at most max; false otherwise. */
static bool read_number(const char **s, bool sign, long max, long *out)
{
    const char *p = *s;
    bool negative = false;
    if (sign && (*p == '+' || *p == '-'))
        negative = *p++ == '-';
    if (*p < '0' || *p > '9')
        return false;
    long v = 0;
    while (*p >= '0' && *p <= '9') {
        v = v * 10 + (*p++ - '0');
        if (v > max)
            return false;
    }
    *out = negative ? -v : v;
    *s = p;
    return true;
}

/* Parses one line without its newline; false with the reason in err. */
static bool parse_position_line(const char *line, PositionLine *out, char *err, size_t errlen)
{
    size_t len = strlen(line);
    if (len < 66 || line[64] != ' ') {
        snprintf(err, errlen, "expected " POSITION_FORMAT);
        return false;
    }
    char squares[65], side[2] = {line[65], 0};
    memcpy(squares, line, 64);
    squares[64] = 0;
    if (!position_parse(squares, side, &out->pos, err, errlen))
        return false;
    const char *p = line + 66;
    long score, game;
    if (strncmp(p, "; ", 2) != 0 || (p += 2, !read_number(&p, true, 64, &score)) || *p++ != ' ') {
        snprintf(err, errlen, "expected '; <score from -64 to +64> ' after the side to move");
        return false;
    }
    if (strncmp(p, "exact", 5) == 0)
        out->exact = true, p += 5;
    else if (strncmp(p, "result", 6) == 0)
        out->exact = false, p += 6;
    else {
        snprintf(err, errlen, "expected 'exact' or 'result' after the score");
        return false;
    }
    if (strncmp(p, "; game ", 7) != 0 || (p += 7, !read_number(&p, false, 0x7fffffffL, &game)) || *p) {
        snprintf(err, errlen, "expected '; game <number>' to end the line");
        return false;
    }
    out->score = (int)score;
    out->game = (unsigned long)game;
    return true;
}

bool train_set_add_position_file(TrainSet *set, const char *path, int solve_empties, EndgameSolver *sv,
                                 char *err, size_t errlen)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err, errlen, "cannot open %s: %s", path, strerror(errno));
        return false;
    }
    size_t count = set->count;
    uint32_t games = set->games;
    char line[256], why[160];
    unsigned long number = 0, last_game = 0;
    bool ok = true, started = false;
    while (ok && fgets(line, sizeof line, f)) {
        number++;
        size_t len = strlen(line);
        PositionLine pl;
        if (len == 0 || line[len - 1] != '\n') {
            /* Too long, or the file's last line cut short (a run stopped
             * while writing it): its game number may be cut short too. */
            snprintf(why, sizeof why, "%s", len + 1 == sizeof line ? "line too long" : "no end of line (cut short?)");
            ok = false;
        } else {
            line[len - 1] = 0;
            ok = parse_position_line(line, &pl, why, sizeof why);
        }
        if (!ok) {
            snprintf(err, errlen, "%s:%lu: %s", path, number, why);
            break;
        }
        if (!started || pl.game != last_game)
            set->games++;
        started = true;
        last_game = pl.game;
        Board *b = &pl.pos.board;
        if (!board_legal_moves(b))
            continue;
        int empties = board_empty_count(b);
        TrainPosition t = {b->player, b->opponent, set->games - 1, (int8_t)pl.score, (uint8_t)empties, pl.exact, 0};
        if (!pl.exact && sv && empties <= solve_empties) {
            t.score = (int8_t)endgame_solve(sv, b, -65, 65, NULL, NULL);
            t.exact = 1;
        }
        if (!train_set_push(set, &t)) {
            snprintf(err, errlen, "out of memory after %zu positions", set->count);
            ok = false;
        }
    }
    if (ok && ferror(f)) {
        snprintf(err, errlen, "cannot read %s", path);
        ok = false;
    }
    fclose(f);
    if (!ok) {
        set->count = count;
        set->games = games;
    }
    return ok;
}
