/* The engine's own game, as the front ends play it, and the other
 * positions that calls visit while that game waits. */
#include <string.h>
#include "frontier_internal.h"

int lib_engine_enter(frontier_engine *e, const frontier_position *pos, SavedGame *saved)
{
    saved->saved = false;
    Position p;
    if (pos) {
        int status = lib_position_in(pos, &p);
        if (status != FRONTIER_OK)
            return lib_fail(e, status, "bad position");
    }
    if (engine_is_searching(e->engine))
        return lib_fail(e, FRONTIER_E_BUSY, "a search is running; send stop first");
    engine_wait(e->engine); /* a finished search's thread joined */
    lib_multipv_restore(e);
    if (!pos)
        return FRONTIER_OK;
    saved->start = *engine_game_start(e->engine);
    const Move *moves;
    saved->count = engine_game_moves(e->engine, &moves);
    memcpy(saved->moves, moves, (size_t)saved->count * sizeof *moves);
    char err[256];
    if (!engine_set_position(e->engine, &p, NULL, 0, err, sizeof err))
        return lib_fail(e, FRONTIER_E_BUSY, err);
    saved->saved = true;
    return FRONTIER_OK;
}

void lib_engine_leave(frontier_engine *e, const SavedGame *saved)
{
    char err[256];
    /* The moves were legal from that start a moment ago. */
    if (saved->saved)
        engine_set_position(e->engine, &saved->start, saved->moves, saved->count, err, sizeof err);
}

int frontier_engine_new_game(frontier_engine *engine)
{
    SavedGame unused;
    if (!engine)
        return FRONTIER_E_ARGUMENT;
    int status = lib_engine_enter(engine, NULL, &unused);
    if (status != FRONTIER_OK)
        return status;
    engine_new_game(engine->engine);
    return lib_ok(engine);
}

int frontier_engine_set_game(frontier_engine *engine, const frontier_position *start, const int *moves, int count)
{
    if (!engine || count < 0 || count > ENGINE_MAX_GAME || (count > 0 && !moves))
        return lib_fail(engine, FRONTIER_E_ARGUMENT, "no engine or moves, or too many moves");
    Position s;
    if (start) {
        int status = lib_position_in(start, &s);
        if (status != FRONTIER_OK)
            return lib_fail(engine, status, "bad start position");
    } else {
        position_start(&s);
    }
    Move m[ENGINE_MAX_GAME];
    for (int i = 0; i < count; i++) {
        if (moves[i] < 0 || moves[i] > FRONTIER_PASS)
            return lib_fail(engine, FRONTIER_E_ILLEGAL, "a move outside the board");
        m[i] = moves[i];
    }
    SavedGame unused;
    int status = lib_engine_enter(engine, NULL, &unused);
    if (status != FRONTIER_OK)
        return status;
    char err[256];
    if (!engine_set_position(engine->engine, &s, m, count, err, sizeof err))
        return lib_fail(engine, FRONTIER_E_ILLEGAL, err);
    return lib_ok(engine);
}

int frontier_engine_play(frontier_engine *engine, int move)
{
    if (!engine)
        return FRONTIER_E_ARGUMENT;
    if (move < 0 || move > FRONTIER_PASS)
        return lib_fail(engine, FRONTIER_E_ILLEGAL, "a move outside the board");
    SavedGame unused;
    int status = lib_engine_enter(engine, NULL, &unused);
    if (status != FRONTIER_OK)
        return status;
    char err[256];
    if (!engine_play(engine->engine, move, err, sizeof err))
        return lib_fail(engine, FRONTIER_E_ILLEGAL, err);
    return lib_ok(engine);
}

int frontier_engine_undo(frontier_engine *engine)
{
    if (!engine)
        return FRONTIER_E_ARGUMENT;
    SavedGame unused;
    int status = lib_engine_enter(engine, NULL, &unused);
    if (status != FRONTIER_OK)
        return status;
    char err[256];
    if (!engine_undo(engine->engine, err, sizeof err))
        return lib_fail(engine, FRONTIER_E_EMPTY, err);
    return lib_ok(engine);
}

int frontier_engine_position(const frontier_engine *engine, frontier_position *pos)
{
    if (!engine || !pos)
        return FRONTIER_E_ARGUMENT;
    lib_position_out(engine_position(engine->engine), pos);
    return FRONTIER_OK;
}

int frontier_engine_game_moves(const frontier_engine *engine, int *moves, int max)
{
    if (!engine || max < 0 || (!moves && max > 0))
        return FRONTIER_E_ARGUMENT;
    const Move *played;
    int count = engine_game_moves(engine->engine, &played);
    for (int i = 0; i < count && i < max; i++)
        moves[i] = played[i];
    return count;
}
