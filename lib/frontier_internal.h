/* What the library's files share: the handles' insides, and the
 * conversions between the public types and the façade's. */
#ifndef FRONTIER_LIB_INTERNAL_H
#define FRONTIER_LIB_INTERNAL_H

#include <stdatomic.h>
#include "engine.h"
#include "frontier/frontier.h"

struct frontier_engine {
    Engine *engine;
    /* The one search started by frontier_engine_go: its callbacks. */
    frontier_info_fn on_info;
    frontier_done_fn on_done;
    frontier_perft_fn on_perft;
    void *user;
    /* The MultiPV option's value before a search that set it for itself;
     * put back when that search has ended ("" when none is pending). */
    char multipv_before[16];
    /* A stop asked for while the search was being set up: the façade
     * clears its own flag as a search starts, which would lose it. */
    atomic_bool stop_asked;
    char error[256]; /* why the last call failed; "" when it did not */
};

struct frontier_data {
    char dir[4096];
    EngineData *shared; /* the weights and book, read once for every engine */
};

/* A public position checked (no square of both colours, a known side) and
 * turned into the façade's; FRONTIER_E_ILLEGAL or FRONTIER_E_ARGUMENT. */
int lib_position_in(const frontier_position *in, Position *out);
void lib_position_out(const Position *in, frontier_position *out);

/* The caller's struct of size *size_field holding at least min_size
 * bytes: what the library fills with its own struct of own_size. */
bool lib_size_ok(size_t size_field, size_t min_size);
void lib_copy_out(void *dst, const void *src, size_t own_size);

/* Records why a call failed, returns code. */
int lib_fail(frontier_engine *e, int code, const char *why);
/* A call that succeeded clears the record; returns FRONTIER_OK. */
int lib_ok(frontier_engine *e);

/* The engine's game as it was, to be put back after a call that works on
 * another position (the façade evaluates, counts and looks up the book of
 * its game's position). */
typedef struct {
    bool saved;
    Position start;
    Move moves[ENGINE_MAX_GAME];
    int count;
} SavedGame;

/* Checks that the engine is idle and, unless pos is NULL, saves its game
 * and sets it to pos; lib_engine_leave puts the game back. */
int lib_engine_enter(frontier_engine *e, const frontier_position *pos, SavedGame *saved);
void lib_engine_leave(frontier_engine *e, const SavedGame *saved);

/* Puts back the MultiPV option of an ended search that set it. */
void lib_multipv_restore(frontier_engine *e);

/* The façade's report in the public form (the size field of out kept). */
void lib_info_out(const SearchReport *r, Move best, Move ponder, frontier_info *out);

#endif
