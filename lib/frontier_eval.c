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
    int status = lib_engine_at(engine, pos);
    if (status != FRONTIER_OK)
        return status;
    EvalBreakdown why;
    int score = engine_eval(engine->engine, &why);
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
    for (size_t i = 0; i < count; i++) {
        int status = lib_engine_at(engine, &positions[i]);
        if (status != FRONTIER_OK)
            return status;
        scores[i] = engine_eval(engine->engine, NULL);
    }
    return lib_ok(engine);
}

typedef struct {
    PerftResult result;
} PerftCall;

static void perft_done(void *ctx, const PerftResult *result) { ((PerftCall *)ctx)->result = *result; }

int frontier_engine_perft(frontier_engine *engine, const frontier_position *pos, int depth, uint64_t *leaves)
{
    if (!engine || !leaves || depth < 0 || depth > 20)
        return lib_fail(engine, FRONTIER_E_ARGUMENT, "no engine or leaves, or a depth outside 0-20");
    int status = lib_engine_at(engine, pos);
    if (status != FRONTIER_OK)
        return status;
    PerftCall call = {{0}};
    char err[256];
    atomic_store(&engine->stop_asked, false);
    /* On the search thread, so that frontier_engine_stop ends it. */
    if (!engine_perft_go(engine->engine, depth, perft_done, &call, err, sizeof err))
        return lib_fail(engine, FRONTIER_E_THREAD, err);
    if (atomic_load(&engine->stop_asked))
        engine_stop(engine->engine);
    engine_wait(engine->engine);
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
    int status = lib_engine_at(engine, pos);
    if (status != FRONTIER_OK)
        return status;
    BookMove found[64];
    int n = engine_book_moves(engine->engine, found);
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
