/* Searches that block their caller: the façade's search thread started,
 * its reports handed on, and its end waited for. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "frontier_internal.h"

void frontier_limits_init(frontier_limits *limits)
{
    if (limits) {
        memset(limits, 0, sizeof *limits);
        limits->size = sizeof *limits;
    }
}

void frontier_info_init(frontier_info *info)
{
    if (info) {
        memset(info, 0, sizeof *info);
        info->size = sizeof *info;
    }
}

void lib_info_out(const SearchReport *r, Move best, Move ponder, frontier_info *out)
{
    size_t size = out->size;
    memset(out, 0, sizeof *out);
    out->size = size;
    out->best_move = best;
    out->ponder_move = ponder;
    out->depth = r->depth;
    out->selectivity = r->selectivity;
    out->score_kind = r->kind == SCORE_DISC ? FRONTIER_SCORE_DISCS
                    : r->kind == SCORE_WLD  ? FRONTIER_SCORE_WLD
                                            : FRONTIER_SCORE_CD;
    out->score = r->score;
    out->multipv = r->multipv;
    out->nodes = r->nodes;
    out->time_ms = r->time_ms;
    out->hashfull = r->hashfull;
    int n = r->pv_len < FRONTIER_MAX_PV ? r->pv_len : FRONTIER_MAX_PV;
    out->pv_length = n < 0 ? 0 : n;
    for (int i = 0; i < out->pv_length; i++)
        out->pv[i] = r->pv[i];
}

/* What the search thread hands back to the blocked caller. */
typedef struct {
    frontier_engine *engine;
    frontier_info_fn on_info;
    void *user;
    Move best, ponder;
    SearchReport final;
} SearchCall;

/* A progress report handed on; a non-zero answer stops the search. */
static void report_info(frontier_engine *e, frontier_info_fn on_info, void *user, const SearchReport *r)
{
    if (!on_info)
        return;
    frontier_info info = {.size = sizeof info};
    lib_info_out(r, MOVE_NONE, MOVE_NONE, &info);
    if (on_info(user, &info) != 0)
        engine_stop(e->engine);
}

static void on_report(void *ctx, const SearchReport *r)
{
    SearchCall *call = ctx;
    report_info(call->engine, call->on_info, call->user, r);
}

static void on_bestmove(void *ctx, Move best, Move ponder, const SearchReport *final)
{
    SearchCall *call = ctx;
    call->best = best;
    call->ponder = ponder;
    if (final)
        call->final = *final;
}

static void on_report_async(void *ctx, const SearchReport *r)
{
    frontier_engine *e = ctx;
    report_info(e, e->on_info, e->user, r);
}

static void on_bestmove_async(void *ctx, Move best, Move ponder, const SearchReport *final)
{
    frontier_engine *e = ctx;
    if (!e->on_done)
        return;
    frontier_info result = {.size = sizeof result};
    SearchReport none = {.hashfull = -1};
    lib_info_out(final ? final : &none, best, ponder, &result);
    e->on_done(e->user, &result);
}

/* The public limits checked and turned into the façade's. */
static int limits_in(const frontier_limits *in, SearchLimits *out, int *multipv, bool *use_book)
{
    frontier_limits l;
    frontier_limits_init(&l);
    if (in) {
        if (!lib_size_ok(in->size, sizeof l))
            return FRONTIER_E_ARGUMENT;
        memcpy(&l, in, sizeof l);
    }
    if (l.depth < 0 || l.depth > 60 || l.movetime_ms < 0 || l.time_left_ms < 0 || l.increment_ms < 0
        || l.moves_to_go < 0 || l.moves_to_go > 1000 || l.multipv < 0 || l.multipv > SEARCH_MAX_MULTIPV)
        return FRONTIER_E_ARGUMENT;
    memset(out, 0, sizeof *out);
    out->depth = l.depth;
    out->nodes = l.nodes;
    out->movetime = l.movetime_ms;
    /* A clock becomes a search's time in one place, as for the protocols. */
    GameClock clock = {l.time_left_ms > 0, l.time_left_ms, l.increment_ms, l.moves_to_go};
    *out = engine_clock_limits(&clock, *out);
    out->infinite = l.infinite;
    out->solve = l.exact;
    out->wld = l.wld;
    *multipv = l.multipv;
    *use_book = l.use_book;
    return FRONTIER_OK;
}

void lib_multipv_restore(frontier_engine *e)
{
    char err[128];
    if (e->multipv_before[0])
        engine_set_option(e->engine, "MultiPV", e->multipv_before, err, sizeof err);
    e->multipv_before[0] = '\0';
}

/* Sets the MultiPV option for one search (0: as it is), to be put back by
 * lib_multipv_restore once it has ended. */
static int set_multipv(frontier_engine *e, int multipv)
{
    if (multipv < 1)
        return FRONTIER_OK;
    int status = frontier_engine_get_option(e, "MultiPV", e->multipv_before, sizeof e->multipv_before);
    char value[16], err[128];
    snprintf(value, sizeof value, "%d", multipv);
    if (status != FRONTIER_OK || !engine_set_option(e->engine, "MultiPV", value, err, sizeof err)) {
        e->multipv_before[0] = '\0';
        return lib_fail(e, FRONTIER_E_OPTION, "MultiPV refused");
    }
    return FRONTIER_OK;
}

/* What a search needs checked before it starts: the engine idle, the
 * position (NULL: the game's) and the limits readable. */
static int search_setup(frontier_engine *e, const frontier_position *pos, const frontier_limits *limits,
                        Position *p, SearchLimits *l, bool *use_book)
{
    SavedGame unused;
    int status = lib_engine_enter(e, NULL, &unused);
    if (status != FRONTIER_OK)
        return status;
    if (!pos)
        *p = *engine_position(e->engine);
    else if ((status = lib_position_in(pos, p)) != FRONTIER_OK)
        return lib_fail(e, status, "bad position");
    int multipv;
    if (limits_in(limits, l, &multipv, use_book) != FRONTIER_OK)
        return lib_fail(e, FRONTIER_E_ARGUMENT, "bad limits");
    return set_multipv(e, multipv);
}

int frontier_engine_search(frontier_engine *engine, const frontier_position *pos, const frontier_limits *limits,
                           frontier_info_fn on_info, void *user, frontier_info *result)
{
    if (!engine)
        return FRONTIER_E_ARGUMENT;
    if (result && !lib_size_ok(result->size, sizeof *result))
        return lib_fail(engine, FRONTIER_E_ARGUMENT, "result size too small");
    Position p;
    SearchLimits l;
    bool use_book = false;
    int status = search_setup(engine, pos, limits, &p, &l, &use_book);
    if (status != FRONTIER_OK)
        return status;
    SearchCall call = {.engine = engine, .on_info = on_info, .user = user, .best = MOVE_NONE, .ponder = MOVE_NONE,
                       .final = {.hashfull = -1}};
    char err[256];
    atomic_store(&engine->stop_asked, false);
    bool started = engine_go_position(engine->engine, &p, &l, &(EngineCallbacks){on_report, on_bestmove, &call},
                                      use_book, err, sizeof err);
    if (started && atomic_load(&engine->stop_asked))
        engine_stop(engine->engine);
    if (started)
        engine_wait(engine->engine);
    lib_multipv_restore(engine);
    if (!started)
        return lib_fail(engine, FRONTIER_E_THREAD, err);
    if (result)
        lib_info_out(&call.final, call.best, call.ponder, result);
    return lib_ok(engine);
}

int frontier_engine_go(frontier_engine *engine, const frontier_limits *limits, frontier_info_fn on_info,
                       frontier_done_fn on_done, void *user)
{
    if (!engine)
        return FRONTIER_E_ARGUMENT;
    Position p;
    SearchLimits l;
    bool use_book = false;
    int status = search_setup(engine, NULL, limits, &p, &l, &use_book);
    if (status != FRONTIER_OK)
        return status;
    engine->on_info = on_info;
    engine->on_done = on_done;
    engine->user = user;
    char err[256];
    atomic_store(&engine->stop_asked, false);
    /* The game's own search: the façade's engine_go when the book may
     * answer, as the front ends have always asked. */
    EngineCallbacks cb = {on_report_async, on_bestmove_async, engine};
    bool started = use_book ? engine_go(engine->engine, &l, &cb, err, sizeof err)
                            : engine_go_position(engine->engine, &p, &l, &cb, false, err, sizeof err);
    if (!started) {
        lib_multipv_restore(engine);
        return lib_fail(engine, FRONTIER_E_THREAD, err);
    }
    if (atomic_load(&engine->stop_asked))
        engine_stop(engine->engine);
    return lib_ok(engine);
}

void frontier_engine_wait(frontier_engine *engine)
{
    if (!engine)
        return;
    engine_wait(engine->engine);
    lib_multipv_restore(engine);
}

bool frontier_engine_is_searching(frontier_engine *engine) { return engine && engine_is_searching(engine->engine); }

void frontier_engine_stop(frontier_engine *engine)
{
    if (!engine)
        return;
    atomic_store(&engine->stop_asked, true);
    engine_stop(engine->engine);
}

void frontier_analysis_init(frontier_analysis *analysis)
{
    if (analysis) {
        memset(analysis, 0, sizeof *analysis);
        analysis->size = sizeof *analysis;
    }
}

/* One scale for sorting scores of different kinds: a disc is 100
 * centi-discs, and a proven win beats any disc count. */
static long sort_value(const frontier_move_value *v)
{
    return v->score_kind == FRONTIER_SCORE_CD ? v->score
         : v->score_kind == FRONTIER_SCORE_DISCS ? 100L * v->score
                                                 : 10000L * v->score;
}

static int by_value(const void *a, const void *b)
{
    long x = sort_value(a), y = sort_value(b);
    return (x < y) - (x > y);
}

int frontier_engine_analyze(frontier_engine *engine, const frontier_position *pos, const frontier_limits *limits,
                            frontier_analysis *analysis)
{
    if (!engine || !analysis || !lib_size_ok(analysis->size, sizeof *analysis))
        return lib_fail(engine, FRONTIER_E_ARGUMENT, "no analysis struct, or one too small");
    Position p;
    int status = lib_position_in(pos, &p);
    if (status != FRONTIER_OK)
        return lib_fail(engine, status, "bad position");
    frontier_limits child_limits;
    frontier_limits_init(&child_limits);
    if (limits) {
        if (!lib_size_ok(limits->size, sizeof child_limits))
            return lib_fail(engine, FRONTIER_E_ARGUMENT, "bad limits");
        memcpy(&child_limits, limits, sizeof child_limits);
        child_limits.size = sizeof child_limits;
    }
    /* The reply is searched one ply less deep, so that each move is seen
     * as deep as a search of pos would see it (one ply at least). */
    if (child_limits.depth > 1)
        child_limits.depth--;
    child_limits.multipv = 0;
    child_limits.use_book = false;
    frontier_analysis out;
    frontier_analysis_init(&out);
    Bitboard moves = board_legal_moves(&p.board);
    for (int sq = 0; sq < 64; sq++) {
        if (!(moves >> sq & 1))
            continue;
        Position child = p;
        position_play(&child, sq);
        frontier_move_value *v = &out.moves[out.count++];
        v->move = sq;
        if (board_is_game_over(&child.board)) {
            /* The final score, told for the mover. */
            int black = position_final_score(&child);
            v->score_kind = FRONTIER_SCORE_DISCS;
            v->score = p.side == BLACK ? black : -black;
            v->depth = 0;
            continue;
        }
        frontier_position c;
        lib_position_out(&child, &c);
        frontier_info r;
        frontier_info_init(&r);
        status = frontier_engine_search(engine, &c, &child_limits, NULL, NULL, &r);
        if (status != FRONTIER_OK)
            return status;
        v->score_kind = r.score_kind;
        v->score = -r.score;
        v->depth = r.depth + 1;
        v->nodes = r.nodes;
        if (atomic_load(&engine->stop_asked))
            break;
    }
    qsort(out.moves, (size_t)out.count, sizeof out.moves[0], by_value);
    lib_copy_out(analysis, &out, sizeof out);
    return lib_ok(engine);
}
