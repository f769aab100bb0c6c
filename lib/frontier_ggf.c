/* Games in GGF, the Generic Game Format of GGS that NBoard sends:
 * "(;GM[Othello]PB[..]PW[..]BO[8 <64 squares> <* or O>]B[F5]W[D6/0.5/1.2];)".
 * The library reads the start and the moves (an evaluation or a time
 * after a move is skipped, as are the tags it does not use) and writes
 * the same form. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include "frontier_internal.h"

static int refuse(char *why, size_t why_size, const char *reason, const char *near)
{
    if (why && why_size > 0)
        snprintf(why, why_size, "%s%s%.20s%s", reason, near ? " near '" : "", near ? near : "", near ? "'" : "");
    return FRONTIER_E_PARSE;
}

/* BO[8 <squares> <mover>], blanks allowed between the squares. */
static int read_board(const char *v, size_t len, frontier_position *start, char *why, size_t why_size)
{
    const char *end = v + len;
    while (v < end && isspace((unsigned char)*v))
        v++;
    if (v == end || *v != '8')
        return refuse(why, why_size, "BO: only 8x8 boards", NULL);
    char squares[65];
    int n = 0;
    for (v++; v < end && n < 64; v++)
        if (!isspace((unsigned char)*v))
            squares[n++] = *v;
    squares[n] = '\0';
    while (v < end && isspace((unsigned char)*v))
        v++;
    if (n != 64 || v == end)
        return refuse(why, why_size, "BO: expected 64 squares and the side to move", NULL);
    /* GGF names the mover * (black) or O. */
    char side[2] = {*v == '*' ? 'x' : *v, '\0'};
    return frontier_position_parse(squares, side, start, why, why_size);
}

int frontier_game_from_ggf(const char *text, frontier_game **game, char *why, size_t why_size)
{
    if (!text || !game)
        return FRONTIER_E_ARGUMENT;
    *game = NULL;
    const char *p = strstr(text, "(;");
    if (!p)
        return refuse(why, why_size, "a GGF game starts with (;", NULL);
    p += 2;
    frontier_position start;
    frontier_position_start(&start);
    int moves[FRONTIER_MAX_GAME];
    int count = 0;
    for (;;) {
        while (isspace((unsigned char)*p))
            p++;
        if (strncmp(p, ";)", 2) == 0)
            break;
        const char *tag = p;
        while (isupper((unsigned char)*p))
            p++;
        size_t tag_len = (size_t)(p - tag);
        const char *close = *p == '[' ? strchr(p, ']') : NULL;
        if (tag_len == 0 || tag_len > 7 || !close)
            return refuse(why, why_size, *p ? "malformed GGF" : "a GGF game ends with ;)", tag);
        const char *value = p + 1;
        size_t len = (size_t)(close - value);
        p = close + 1;
        if (tag_len == 2 && strncmp(tag, "GM", 2) == 0 && !(len == 7 && strncasecmp(value, "Othello", 7) == 0))
            return refuse(why, why_size, "not an Othello game", value);
        if (tag_len == 2 && strncmp(tag, "BO", 2) == 0) {
            int status = read_board(value, len, &start, why, why_size);
            if (status != FRONTIER_OK)
                return status;
        } else if (tag_len == 1 && (*tag == 'B' || *tag == 'W')) {
            char move[8];
            size_t n = strcspn(value, "/]");
            if (n == 0 || n >= sizeof move)
                return refuse(why, why_size, "bad move", value);
            memcpy(move, value, n);
            move[n] = '\0';
            int m = frontier_move_parse(move);
            if (m < 0)
                return refuse(why, why_size, "bad move", value);
            if (count >= FRONTIER_MAX_GAME)
                return refuse(why, why_size, "too many moves", NULL);
            moves[count++] = m;
        }
    }
    frontier_game *g;
    int status = frontier_game_new(&start, &g);
    if (status != FRONTIER_OK)
        return status;
    /* One at a time, so that the one refused can be named. */
    for (int i = 0; i < count; i++) {
        status = frontier_game_play(g, moves[i]);
        if (status != FRONTIER_OK) {
            char name[8];
            frontier_move_format(moves[i], name, sizeof name);
            if (why && why_size > 0)
                snprintf(why, why_size, "illegal move %s (move %d)", name, i + 1);
            frontier_game_free(g);
            return status;
        }
    }
    *game = g;
    return FRONTIER_OK;
}

#define APPEND(...) do { \
        int n_ = snprintf(buf + used, used < size ? size - used : 0, __VA_ARGS__); \
        if (n_ > 0) used += (size_t)n_; \
    } while (0)

int frontier_game_to_ggf(const frontier_game *game, const char *black, const char *white, char *buf, size_t size)
{
    if (!game || !buf || size == 0 || (black && strchr(black, ']')) || (white && strchr(white, ']')))
        return FRONTIER_E_ARGUMENT;
    frontier_position pos;
    frontier_game_start(game, &pos);
    char squares[80];
    frontier_position_format(&pos, squares, sizeof squares);
    for (int i = 0; i < 64; i++)
        if (squares[i] == 'X')
            squares[i] = '*';
    squares[64] = '\0';
    size_t used = 0;
    APPEND("(;GM[Othello]PC[Frontier]PB[%s]PW[%s]TY[8]BO[8 %s %c]", black ? black : "", white ? white : "", squares,
           pos.side == FRONTIER_BLACK ? '*' : 'O');
    int moves[FRONTIER_MAX_GAME];
    int count = frontier_game_moves(game, moves, FRONTIER_MAX_GAME);
    for (int i = 0; i < count; i++) {
        char name[8];
        frontier_move_format(moves[i], name, sizeof name);
        name[0] = (char)toupper((unsigned char)name[0]); /* GGF writes F5 */
        APPEND("%c[%s]", pos.side == FRONTIER_BLACK ? 'B' : 'W', moves[i] == FRONTIER_PASS ? "PA" : name);
        frontier_position_play(&pos, moves[i]);
    }
    APPEND(";)");
    return used < size ? FRONTIER_OK : FRONTIER_E_SPACE;
}
