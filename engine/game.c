/* The game record kept by the façade. */
#include "game.h"

#include <stdio.h>
#include <string.h>
#include "notation.h"

void game_reset(Game *g, const Position *start)
{
    g->start = *start;
    g->current = *start;
    g->count = 0;
    g->redo_count = 0;
}

/* Plays moves from pos into out (room for GAME_MAX_MOVES), after
 * already_played moves; the number played, or -1 with err. */
static int apply(Position *pos, const Move *moves, int n, int already_played, Move *out, char *err, size_t errlen)
{
    if (n < 0 || already_played + n > GAME_MAX_MOVES) {
        snprintf(err, errlen, "too many moves (%d)", already_played + n);
        return -1;
    }
    /* Each move may bring a pass with it. */
    Move played[2 * GAME_MAX_MOVES];
    int bad = -1;
    int count = position_apply_moves(pos, moves, n, &bad, played);
    if (count < 0) {
        char name[8];
        snprintf(err, errlen, "illegal move %s", move_name(moves[bad], name));
        return -1;
    }
    if (already_played + count > GAME_MAX_MOVES) {
        snprintf(err, errlen, "too many moves (%d)", already_played + count);
        return -1;
    }
    memcpy(out, played, (size_t)count * sizeof *played);
    return count;
}

bool game_set(Game *g, const Position *start, const Move *moves, int n, char *err, size_t errlen)
{
    Position pos = *start;
    Move played[GAME_MAX_MOVES];
    int count = apply(&pos, moves, n, 0, played, err, errlen);
    if (count < 0)
        return false;
    game_reset(g, start);
    memcpy(g->moves, played, (size_t)count * sizeof *played);
    g->count = count;
    g->current = pos;
    return true;
}

bool game_play(Game *g, const Move *moves, int n, char *err, size_t errlen)
{
    Position pos = g->current;
    Move played[GAME_MAX_MOVES];
    int count = apply(&pos, moves, n, g->count, played, err, errlen);
    if (count < 0)
        return false;
    memcpy(g->moves + g->count, played, (size_t)count * sizeof *played);
    g->count += count;
    g->current = pos;
    g->redo_count = 0;
    return true;
}

bool game_undo(Game *g, char *err, size_t errlen)
{
    if (g->count == 0) {
        snprintf(err, errlen, "nothing to undo");
        return false;
    }
    g->redo[g->redo_count++] = g->moves[--g->count];
    /* Replayed from the start: a position does not tell what a move
     * flipped. Every move of the record was legal, so this cannot fail. */
    Position pos = g->start;
    for (int i = 0; i < g->count; i++)
        position_play(&pos, g->moves[i]);
    g->current = pos;
    return true;
}

bool game_redo(Game *g, char *err, size_t errlen)
{
    if (g->redo_count == 0) {
        snprintf(err, errlen, "nothing to redo");
        return false;
    }
    /* The record led to the position the move was played in, so the move
     * is legal there again. */
    Move m = g->redo[g->redo_count - 1];
    if (!position_play(&g->current, m)) {
        snprintf(err, errlen, "cannot redo");
        return false;
    }
    g->moves[g->count++] = m;
    g->redo_count--;
    return true;
}
