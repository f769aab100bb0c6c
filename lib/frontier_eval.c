/* What the engine tells of a position without searching it: its static
 * evaluation (one or many), its move tree's size and its book moves. */
#include <stdio.h>
#include <string.h>
#include "frontier_internal.h"

void frontier_eval_init(frontier_eval *eval)
{
    if (eval) {
        memset(eval, 0, sizeof *eval);
        eval->size = sizeof *eval;
    }
}

int frontier_engine_evaluate(frontier_engine *engine, const frontier_position *pos, frontier_eval *eval)
{
    if (!engine || (eval && !lib_size_ok(eval->size, sizeof *eval)))
        return lib_fail(engine, FRONTIER_E_ARGUMENT, "no engine, or an eval struct too small");
    SavedGame saved;
    int status = lib_engine_enter(engine, pos, &saved);
    if (status != FRONTIER_OK)
        return status;
    EvalBreakdown why;
    int score = engine_eval(engine->engine, &why);
    lib_engine_leave(engine, &saved);
    if (eval) {
        frontier_eval out;
        frontier_eval_init(&out);
        out.score = score;
        for (int i = 0; i < why.count && i < FRONTIER_MAX_TERMS; i++) {
            snprintf(out.terms[i].name, sizeof out.terms[i].name, "%s", why.terms[i].name);
            out.terms[i].value = why.terms[i].value;
            out.term_count++;
        }
        lib_copy_out(eval, &out, sizeof out);
    }
    return lib_ok(engine);
}

int frontier_engine_evaluate_batch(frontier_engine *engine, const frontier_position *positions, size_t count,
                                   int32_t *scores)
{
    if (!engine || (count > 0 && (!positions || !scores)))
        return lib_fail(engine, FRONTIER_E_ARGUMENT, "no engine, positions or scores");
    /* All positions are checked first, so that a bad one leaves scores
     * as they were. */
    for (size_t i = 0; i < count; i++) {
        Position p;
        int status = lib_position_in(&positions[i], &p);
        if (status != FRONTIER_OK)
            return lib_fail(engine, status, "bad position in the batch");
    }
    SavedGame saved;
    int status = lib_engine_enter(engine, count > 0 ? &positions[0] : NULL, &saved);
    if (status != FRONTIER_OK)
        return status;
    char err[256];
    for (size_t i = 0; i < count; i++) {
        Position p;
        lib_position_in(&positions[i], &p);
        engine_set_position(engine->engine, &p, NULL, 0, err, sizeof err);
        scores[i] = engine_eval(engine->engine, NULL);
    }
    lib_engine_leave(engine, &saved);
    return lib_ok(engine);
}

typedef struct {
    PerftResult result;
} PerftCall;

static void perft_done(void *ctx, const PerftResult *result) { ((PerftCall *)ctx)->result = *result; }

static void perft_done_async(void *ctx, const PerftResult *r)
{
    frontier_engine *e = ctx;
    if (e->on_perft)
        e->on_perft(e->user, r->depth, r->leaves, r->complete, r->time_ms);
}

int frontier_engine_perft_start(frontier_engine *engine, int depth, frontier_perft_fn on_done, void *user)
{
    if (!engine || depth < 0 || depth > 20)
        return lib_fail(engine, FRONTIER_E_ARGUMENT, "no engine, or a depth outside 0-20");
    SavedGame unused;
    int status = lib_engine_enter(engine, NULL, &unused);
    if (status != FRONTIER_OK)
        return status;
    engine->on_perft = on_done;
    engine->user = user;
    char err[256];
    atomic_store(&engine->stop_asked, false);
    if (!engine_perft_go(engine->engine, depth, perft_done_async, engine, err, sizeof err))
        return lib_fail(engine, FRONTIER_E_THREAD, err);
    if (atomic_load(&engine->stop_asked))
        engine_stop(engine->engine);
    return lib_ok(engine);
}

int frontier_engine_perft(frontier_engine *engine, const frontier_position *pos, int depth, uint64_t *leaves)
{
    if (!engine || !leaves || depth < 0 || depth > 20)
        return lib_fail(engine, FRONTIER_E_ARGUMENT, "no engine or leaves, or a depth outside 0-20");
    SavedGame saved;
    int status = lib_engine_enter(engine, pos, &saved);
    if (status != FRONTIER_OK)
        return status;
    PerftCall call = {{0}};
    char err[256];
    atomic_store(&engine->stop_asked, false);
    /* On the search thread, so that frontier_engine_stop ends it. */
    bool started = engine_perft_go(engine->engine, depth, perft_done, &call, err, sizeof err);
    if (started && atomic_load(&engine->stop_asked))
        engine_stop(engine->engine);
    engine_wait(engine->engine);
    lib_engine_leave(engine, &saved);
    if (!started)
        return lib_fail(engine, FRONTIER_E_THREAD, err);
    if (!call.result.complete)
        return lib_fail(engine, FRONTIER_E_STOPPED, "perft was stopped");
    *leaves = call.result.leaves;
    return lib_ok(engine);
}

void frontier_book_moves_init(frontier_book_moves *moves)
{
    if (moves) {
        memset(moves, 0, sizeof *moves);
        moves->size = sizeof *moves;
    }
}

int frontier_engine_book_moves(frontier_engine *engine, const frontier_position *pos, frontier_book_moves *moves)
{
    if (!engine || !moves || !lib_size_ok(moves->size, sizeof *moves))
        return lib_fail(engine, FRONTIER_E_ARGUMENT, "no engine, or a book struct too small");
    SavedGame saved;
    int status = lib_engine_enter(engine, pos, &saved);
    if (status != FRONTIER_OK)
        return status;
    BookMove found[64];
    int n = engine_book_moves(engine->engine, found);
    lib_engine_leave(engine, &saved);
    frontier_book_moves out;
    frontier_book_moves_init(&out);
    for (int i = 0; i < n && i < FRONTIER_MAX_MOVES; i++) {
        out.moves[i].move = found[i].move;
        out.moves[i].score = found[i].score;
        out.moves[i].depth = found[i].depth;
        out.moves[i].games = found[i].games;
        out.count++;
    }
    lib_copy_out(moves, &out, sizeof out);
    return lib_ok(engine);
}
