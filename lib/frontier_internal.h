/* What the library's files share: the handles' insides, and the
 * conversions between the public types and the façade's. */
#ifndef FRONTIER_LIB_INTERNAL_H
#define FRONTIER_LIB_INTERNAL_H

#include <stdatomic.h>
#include "engine.h"
#include "frontier/frontier.h"

struct frontier_engine {
    Engine *engine;
    /* A stop asked for while the search was being set up: the façade
     * clears its own flag as a search starts, which would lose it. */
    atomic_bool stop_asked;
    char error[256]; /* why the last call failed; "" when it did not */
};

struct frontier_data {
    char dir[4096];
    char eval_file[4096];
    char book_file[4096];
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

/* The engine's current position set to pos, for the façade's calls that
 * work on it. */
int lib_engine_at(frontier_engine *e, const frontier_position *pos);

/* The façade's report in the public form (the size field of out kept). */
void lib_info_out(const SearchReport *r, Move best, Move ponder, frontier_info *out);

#endif
