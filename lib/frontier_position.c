/* Positions and moves in the public form, and their text forms, over the
 * façade's board and notation. */
#include <stdio.h>
#include <string.h>
#include "frontier_internal.h"

int lib_position_in(const frontier_position *in, Position *out)
{
    if (!in || !out || (in->side != FRONTIER_BLACK && in->side != FRONTIER_WHITE))
        return FRONTIER_E_ARGUMENT;
    if (in->black & in->white)
        return FRONTIER_E_ILLEGAL;
    bool black = in->side == FRONTIER_BLACK;
    out->side = black ? BLACK : WHITE;
    out->board.player = black ? in->black : in->white;
    out->board.opponent = black ? in->white : in->black;
    return FRONTIER_OK;
}

void lib_position_out(const Position *in, frontier_position *out)
{
    out->black = position_black(in);
    out->white = position_white(in);
    out->side = in->side == BLACK ? FRONTIER_BLACK : FRONTIER_WHITE;
}

void frontier_position_start(frontier_position *pos)
{
    if (!pos)
        return;
    Position p;
    position_start(&p);
    lib_position_out(&p, pos);
}

int frontier_position_parse(const char *squares, const char *side, frontier_position *pos, char *why,
                            size_t why_size)
{
    char err[128];
    Position p;
    if (!squares || !pos) {
        snprintf(err, sizeof err, "no text or no position");
    } else if (position_parse(squares, side, &p, err, sizeof err)) {
        lib_position_out(&p, pos);
        return FRONTIER_OK;
    }
    if (why && why_size > 0)
        snprintf(why, why_size, "%s", err);
    return squares && pos ? FRONTIER_E_PARSE : FRONTIER_E_ARGUMENT;
}

int frontier_position_format(const frontier_position *pos, char *buf, size_t size)
{
    Position p;
    int status = lib_position_in(pos, &p);
    if (status != FRONTIER_OK)
        return status;
    if (!buf || size < 67)
        return buf ? FRONTIER_E_SPACE : FRONTIER_E_ARGUMENT;
    position_to_string(&p, buf);
    return FRONTIER_OK;
}

uint64_t frontier_position_moves(const frontier_position *pos)
{
    Position p;
    return lib_position_in(pos, &p) == FRONTIER_OK ? board_legal_moves(&p.board) : 0;
}

bool frontier_position_is_over(const frontier_position *pos)
{
    Position p;
    return lib_position_in(pos, &p) == FRONTIER_OK && board_is_game_over(&p.board);
}

int frontier_position_final_score(const frontier_position *pos)
{
    Position p;
    return lib_position_in(pos, &p) == FRONTIER_OK ? position_final_score(&p) : 0;
}

int frontier_position_play(frontier_position *pos, int move)
{
    Position p;
    int status = lib_position_in(pos, &p);
    if (status != FRONTIER_OK)
        return status;
    if (move < 0 || move > FRONTIER_PASS || !position_play(&p, move))
        return FRONTIER_E_ILLEGAL;
    lib_position_out(&p, pos);
    return FRONTIER_OK;
}

int frontier_move_parse(const char *text)
{
    if (!text)
        return FRONTIER_E_ARGUMENT;
    Move m = move_parse(text);
    return m == MOVE_NONE ? FRONTIER_E_PARSE : m;
}

int frontier_move_format(int move, char *buf, size_t size)
{
    if (!buf || move < 0 || move > FRONTIER_NO_MOVE)
        return FRONTIER_E_ARGUMENT;
    char name[8];
    move_name(move, name);
    if (strlen(name) >= size)
        return FRONTIER_E_SPACE;
    memcpy(buf, name, strlen(name) + 1);
    return FRONTIER_OK;
}

int frontier_moves_parse(const char *text, int *moves, int max, int *count)
{
    if (!text || !count || max < 0 || (!moves && max > 0))
        return FRONTIER_E_ARGUMENT;
    Move read[FRONTIER_MAX_GAME + 1];
    size_t bad;
    /* One more than the record holds tells a list too long for it. */
    int n = move_list_parse(text, read, FRONTIER_MAX_GAME + 1, &bad);
    if (n < 0)
        return FRONTIER_E_PARSE;
    if (n > max)
        return FRONTIER_E_SPACE;
    for (int i = 0; i < n; i++)
        moves[i] = read[i];
    *count = n;
    return FRONTIER_OK;
}

int frontier_moves_format(const int *moves, int count, char *buf, size_t size)
{
    if (!buf || size == 0 || count < 0 || (!moves && count > 0))
        return FRONTIER_E_ARGUMENT;
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < count; i++) {
        if (moves[i] < 0 || moves[i] > FRONTIER_PASS)
            return FRONTIER_E_ARGUMENT;
        char name[8];
        move_name(moves[i], name);
        size_t len = strlen(name);
        if (used + len >= size)
            return FRONTIER_E_SPACE;
        memcpy(buf + used, name, len + 1);
        used += len;
    }
    return FRONTIER_OK;
}
