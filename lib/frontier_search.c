/* Searches that block their caller: the façade's search thread started,
 * its reports handed on, and its end waited for. */
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
    bool done;
    Move best, ponder;
    SearchReport final;
} SearchCall;

static void on_report(void *ctx, const SearchReport *r)
{
    SearchCall *call = ctx;
    if (!call->on_info)
        return;
    frontier_info info = {.size = sizeof info};
    lib_info_out(r, MOVE_NONE, MOVE_NONE, &info);
    if (call->on_info(call->user, &info) != 0)
        engine_stop(call->engine->engine);
}

static void on_bestmove(void *ctx, Move best, Move ponder, const SearchReport *final)
{
    SearchCall *call = ctx;
    call->best = best;
    call->ponder = ponder;
    if (final)
        call->final = *final;
    call->done = true;
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
    out->time_left = l.time_left_ms;
    out->increment = l.increment_ms;
    out->moves_to_go = l.moves_to_go;
    out->solve = l.exact;
    out->wld = l.wld;
    *multipv = l.multipv;
    *use_book = l.use_book;
    return FRONTIER_OK;
}

/* Sets the MultiPV option for one search; *old receives its value. */
static int set_multipv(frontier_engine *e, int multipv, char *old, size_t size)
{
    if (frontier_engine_get_option(e, "MultiPV", old, size) != FRONTIER_OK)
        return FRONTIER_E_OPTION;
    if (multipv < 1)
        return FRONTIER_OK;
    char value[16];
    snprintf(value, sizeof value, "%d", multipv);
    return frontier_engine_set_option(e, "MultiPV", value);
}

int frontier_engine_search(frontier_engine *engine, const frontier_position *pos, const frontier_limits *limits,
                           frontier_info_fn on_info, void *user, frontier_info *result)
{
    if (!engine)
        return FRONTIER_E_ARGUMENT;
    Position p;
    SearchLimits l;
    int multipv;
    bool use_book;
    int status = lib_position_in(pos, &p);
    if (status != FRONTIER_OK)
        return lib_fail(engine, status, "bad position");
    if (limits_in(limits, &l, &multipv, &use_book) != FRONTIER_OK)
        return lib_fail(engine, FRONTIER_E_ARGUMENT, "bad limits");
    if (result && !lib_size_ok(result->size, sizeof *result))
        return lib_fail(engine, FRONTIER_E_ARGUMENT, "result size too small");
    if (board_is_game_over(&p.board))
        return lib_fail(engine, FRONTIER_E_ILLEGAL, "the game is over");
    char old_multipv[16];
    status = set_multipv(engine, multipv, old_multipv, sizeof old_multipv);
    if (status != FRONTIER_OK)
        return status;
    SearchCall call = {.engine = engine, .on_info = on_info, .user = user, .best = MOVE_NONE, .ponder = MOVE_NONE};
    char err[256];
    atomic_store(&engine->stop_asked, false);
    bool started = engine_go_position(engine->engine, &p, &l, &(EngineCallbacks){on_report, on_bestmove, &call},
                                      use_book, err, sizeof err);
    if (started && atomic_load(&engine->stop_asked))
        engine_stop(engine->engine);
    if (started)
        engine_wait(engine->engine);
    if (multipv >= 1)
        frontier_engine_set_option(engine, "MultiPV", old_multipv);
    if (!started)
        return lib_fail(engine, engine_is_searching(engine->engine) ? FRONTIER_E_BUSY : FRONTIER_E_THREAD, err);
    if (result)
        lib_info_out(&call.final, call.best, call.ponder, result);
    return lib_ok(engine);
}

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
