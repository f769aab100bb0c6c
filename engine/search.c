/* The root of the search: limits and time, iterative deepening, the
 * hand-over to the exact solver, reports. */
#include "search.h"

#include <stdlib.h>
#include <string.h>
#include "busy_table.h"
#include "helper_threads.h"
#include "search_internal.h"
#include "timeman.h"

/* The counts every report carries: nodes, time since the start, table use. */
void search_report_counts(const Search *s, uint64_t nodes, int64_t now, SearchReport *r)
{
    r->nodes = nodes;
    r->time_ms = now - s->start_ms;
    r->hashfull = s->tt ? tt_hashfull(s->tt) : -1;
}

static void report_progress(Search *s, int64_t now)
{
    SearchReport r = {0};
    search_report_counts(s, s->nodes, now, &r);
    s->last_report_ms = now;
    if (s->report)
        s->report(s->report_ctx, &r);
}

void search_check_limits(Search *s)
{
    if (s->stop && atomic_load_explicit(s->stop, memory_order_relaxed)) {
        s->aborted = true;
        return;
    }
    if (s->limits.nodes && s->nodes >= s->limits.nodes) {
        s->aborted = true;
        return;
    }
    int64_t now = clock_now_ms(s->clock);
    if (s->hard_deadline_ms && now >= s->hard_deadline_ms)
        s->aborted = true;
    else if (now - s->last_report_ms >= 1000)
        report_progress(s, now);
}

void search_update_pv(Search *s, int ply, Move m)
{
    s->pv[ply][0] = m;
    memcpy(&s->pv[ply][1], s->pv[ply + 1], (size_t)s->pv_len[ply + 1] * sizeof(Move));
    s->pv_len[ply] = s->pv_len[ply + 1] + 1;
}

/* The move's deadlines, from its start (timeman.c). */
static void set_deadlines(Search *s, int empties)
{
    const struct IsaPaths *paths = s->endgame ? endgame_paths(s->endgame) : NULL;
    SolvePlan plan = timeman_solve_plan(s->time, paths, s->threads, &s->limits, empties);
    MoveDeadlines d = timeman_deadlines(&s->limits, empties, s->start_ms, s->move_overhead_ms, plan);
    s->soft_deadline_ms = d.soft_ms;
    s->hard_deadline_ms = d.hard_ms;
    s->solve_deadline_ms = d.solve_ms;
}

/* Near the end a solve takes next to nothing and gives the whole line,
 * where a search to the end gives only its first move (the solver below
 * it tells no line): such a solve comes at once, without a search first.
 * (A win/draw/loss solve keeps its search: in a lost position the
 * search picks the move that sets the opponent the hardest task.) */
#define SOLVE_AT_ONCE_EMPTIES 10

/* Puts a line among the count best found so far (found of them, best
 * first; one that ties keeps its elders ahead); false when it falls below
 * them all. */
bool search_keep_line(RootLine *lines, int *found, int count, const RootLine *line)
{
    int k;
    if (*found < count)
        k = (*found)++;
    else if (line->value > lines[count - 1].value)
        k = count - 1;
    else
        return false;
    while (k > 0 && lines[k - 1].value < line->value) {
        lines[k] = lines[k - 1];
        k--;
    }
    lines[k] = *line;
    return true;
}

/* One iteration, with the full window: an aspiration window around the
 * last depth's score searched more nodes to the same depth, not fewer
 * (doc/experiments.md). */
static int search_iteration(Search *s, int depth)
{
    if (s->plain)
        return search_plain(s, &s->root, depth, -SCORE_INF, SCORE_INF, 0);
    return search_pvs(s, &s->root, depth, -SCORE_INF, SCORE_INF, 0);
}

/* The report of an iteration's line, its score told as the depth allows:
 * exact (discs, or win/draw/loss) once the depth reaches the end. */
static void iteration_report(const Search *s, int depth, int score, bool wld, SearchReport *r)
{
    int empties = board_empty_count(&s->root);
    memset(r, 0, sizeof *r);
    r->depth = depth;
    r->selectivity = depth >= empties ? 100 : search_selectivity(s, depth);
    if (depth >= empties) {
        /* Exact scores are even disc counts; a draw's is the contempt,
         * under a disc either way. */
        int discs = score / (2 * DISC) * 2;
        r->kind = wld && !s->plain ? SCORE_WLD : SCORE_DISC;
        r->score = search_told_score(discs, r->kind == SCORE_WLD);
    } else {
        r->kind = SCORE_CD;
        r->score = score;
    }
    r->pv_len = s->pv_len[0];
    memcpy(r->pv, s->pv[0], (size_t)s->pv_len[0] * sizeof(Move));
}

/* The lines of one depth, best first: each a search of the root without
 * the first moves of the lines before it.
 * False when a limit stopped the depth before its last line. */
static bool search_lines(Search *s, int depth, int count, bool wld, RootLine *lines)
{
    s->root_excluded = s->limits.skip;
    int found = 0;
    for (int i = 0; i < count; i++) {
        int score = search_iteration(s, depth);
        if (s->aborted)
            break;
        RootLine line = {.value = score};
        iteration_report(s, depth, score, wld, &line.report);
        s->root_excluded |= BB_SQUARE(s->pv[0][0]);
        /* A later line can come out above an earlier one: the earlier
         * search's selective cuts hid the move's score. */
        search_keep_line(lines, &found, count, &line);
    }
    s->root_excluded = s->limits.skip;
    for (int i = 0; i < count && count > 1; i++)
        lines[i].report.multipv = i + 1;
    return !s->aborted;
}

/* Parallel search: helper threads search the same root through the shared
 * table (lazy SMP), every second one a ply ahead, and all of them put off
 * children another thread is searching (busy_table.h), so that the
 * threads split the tree instead of walking it in step. The helpers'
 * results are dropped; what they store makes the main thread faster.
 * Each has its own exact solver (the solver's table is not shared). */
#define SEARCH_MAX_THREADS 64

_Static_assert(SEARCH_MAX_THREADS - 1 <= HELPER_THREADS_MAX, "the pool holds every helper");

typedef struct {
    Search s;
    int first_depth, max_depth;
} Helper;

typedef struct {
    HelperThreads threads;
    Helper *helpers;
    SearchHelperState *state;
    SearchHelperState own; /* the state, when the search brought none */
} HelperPool;

bool search_helper_state_init(SearchHelperState *st, int count, size_t table_bytes)
{
    st->count = count;
    st->endgame = calloc((size_t)count, sizeof *st->endgame);
    st->busy = calloc(1, sizeof *st->busy);
    bool ok = st->endgame && st->busy;
    for (int i = 0; ok && i < count; i++) {
        st->endgame[i] = endgame_new(0);
        ok = st->endgame[i] && endgame_set_table_bytes(st->endgame[i], table_bytes)
          && endgame_has_table(st->endgame[i]);
    }
    if (!ok)
        search_helper_state_free(st);
    return ok;
}

void search_helper_state_free(SearchHelperState *st)
{
    for (int i = 0; st->endgame && i < st->count; i++)
        endgame_delete(st->endgame[i]);
    free(st->endgame);
    free(st->busy);
    memset(st, 0, sizeof *st);
}

static uint64_t helper_search(void *arg)
{
    Helper *h = arg;
    for (int depth = h->first_depth; depth <= h->max_depth; depth++) {
        search_iteration(&h->s, depth);
        if (h->s.aborted)
            break;
    }
    return h->s.nodes;
}

static void start_helpers(Search *s, HelperPool *pool, int max_depth)
{
    helper_threads_init(&pool->threads);
    pool->helpers = NULL;
    pool->state = NULL;
    memset(&pool->own, 0, sizeof pool->own);
    int count = s->threads > SEARCH_MAX_THREADS ? SEARCH_MAX_THREADS - 1 : s->threads - 1;
    if (count <= 0 || s->plain || !s->tt)
        return;
    pool->state = s->helper_state;
    if (!pool->state || pool->state->count < count) {
        if (!search_helper_state_init(&pool->own, count, (size_t)SEARCH_HELPER_TABLE_MB << 20))
            return;
        pool->state = &pool->own;
    }
    pool->helpers = calloc((size_t)count, sizeof *pool->helpers);
    if (!pool->helpers) {
        search_helper_state_free(&pool->own);
        pool->state = NULL;
        return;
    }
    /* A search that ends clears its marks; a fresh start costs little. */
    memset(pool->state->busy, 0, sizeof *pool->state->busy);
    s->busy = pool->state->busy;
    for (int i = 0; i < count; i++) {
        Helper *h = &pool->helpers[i];
        h->s.root = s->root;
        h->s.eval = s->eval;
        h->s.selectivity = s->selectivity;
        h->s.contempt = s->contempt; /* the table holds their values too */
        h->s.mpc = s->mpc;
        h->s.tt = s->tt;
        h->s.paths = s->paths;
        h->s.busy = pool->state->busy;
        h->s.stop = helper_threads_stop_flag(&pool->threads);
        h->s.start_ms = h->s.last_report_ms = s->start_ms;
        if (s->endgame)
            h->s.endgame = pool->state->endgame[i];
        h->first_depth = 1 + (i % 2 == 1);
        h->max_depth = max_depth;
    }
    helper_threads_start(&pool->threads, count, helper_search, pool->helpers, sizeof *pool->helpers);
}

/* Stops and joins the helpers; returns the nodes they searched. */
static uint64_t stop_helpers(Search *s, HelperPool *pool)
{
    s->busy = NULL;
    uint64_t nodes = helper_threads_join(&pool->threads);
    free(pool->helpers);
    search_helper_state_free(&pool->own);
    pool->helpers = NULL;
    pool->state = NULL;
    return nodes;
}

/* A report of the opponent's search after a forced pass, told from the
 * side that passes: the score negated (a win/draw/loss too), the pass put
 * in front of the line. */
static void turn_for_pass(const SearchReport *r, SearchReport *out, int multipv)
{
    *out = *r;
    out->score = -r->score;
    out->multipv = multipv > 1 ? 1 : 0; /* the pass is the one line */
    if (r->pv_len > 0) {
        out->pv[0] = MOVE_PASS;
        out->pv_len = r->pv_len < SEARCH_MAX_PLY ? r->pv_len + 1 : SEARCH_MAX_PLY;
        memcpy(out->pv + 1, r->pv, (size_t)(out->pv_len - 1) * sizeof *out->pv);
    }
}

typedef struct {
    SearchReportFn report;
    void *ctx;
    int multipv;
} PassedReports;

static void report_after_pass(void *ctx, const SearchReport *r)
{
    const PassedReports *to = ctx;
    SearchReport turned;
    turn_for_pass(r, &turned, to->multipv);
    to->report(to->ctx, &turned);
}

/* The side to move must pass. On a clock or a move time the pass is played
 * at once, scored by the evaluation: the move is forced, and the time is
 * the game's. Otherwise (a depth, a node count, a solve, an analysis) the
 * opponent's position is searched within the same limits, so that the
 * score and the line are as exact as those of any other position. */
static Move search_forced_pass(Search *s, const Board *passed, SearchReport *result)
{
    if (s->limits.time_left > 0 || s->limits.movetime > 0) {
        result->multipv = s->multipv > 1 ? 1 : 0;
        result->kind = SCORE_CD;
        result->score = s->eval ? -evaluate(s->eval, passed) : 0;
        result->pv_len = 1;
        result->pv[0] = MOVE_PASS;
        return MOVE_PASS;
    }
    /* The opponent's search: their best line alone, and a draw worth to
     * them what it costs the side that passes. */
    Board root = s->root;
    int multipv = s->multipv, contempt = s->contempt;
    PassedReports to = {s->report, s->report_ctx, multipv};
    s->root = *passed;
    s->multipv = 1;
    s->contempt = -s->contempt;
    if (s->report) {
        s->report = report_after_pass;
        s->report_ctx = &to;
    }
    SearchReport theirs;
    search_run(s, &theirs);
    s->root = root;
    s->multipv = multipv;
    s->contempt = contempt;
    s->report = to.report;
    s->report_ctx = to.ctx;
    turn_for_pass(&theirs, result, multipv);
    return MOVE_PASS;
}

static Move run(Search *s, SearchReport *result)
{
    memset(result, 0, sizeof *result);
    s->nodes = 0;
    s->aborted = false;
    s->mpc = s->selectivity && !s->plain && s->eval ? mpc_table_for(s->eval->name) : NULL;
    /* The time the front end waited for the search to start (its thread,
     * the book) is the move's time too. */
    s->start_ms = s->last_report_ms = s->go_ms > 0 ? s->go_ms : clock_now_ms(s->clock);
    int empties = board_empty_count(&s->root);
    set_deadlines(s, empties);
    if (s->tt)
        tt_new_search(s->tt);

    Bitboard moves = board_legal_moves(&s->root);
    /* Left out, moves that are not there, or all of them, are none. */
    s->limits.skip &= moves;
    if (s->limits.skip == moves)
        s->limits.skip = 0;
    moves &= ~s->limits.skip;
    if (!moves) {
        Board passed = s->root;
        board_pass(&passed);
        result->kind = SCORE_DISC;
        if (!board_legal_moves(&passed)) {
            result->score = board_final_score(&s->root);
            return MOVE_NONE;
        }
        return search_forced_pass(s, &passed, result);
    }

    int max_depth = s->limits.depth > 0 ? s->limits.depth : SEARCH_MAX_PLY;
    if (max_depth > empties)
        max_depth = empties;
    bool can_solve = s->endgame && !s->plain;
    bool exact = can_solve && search_solve_fits(s, empties);
    bool wld = s->limits.wld && !s->limits.solve;
    bool auto_wld = can_solve && !exact && search_wld_fits(s, empties);
    if (auto_wld)
        exact = wld = true;
    /* Where neither solve fits, the exact one runs all the same when its
     * first selective pass fits: the clock stops it, and the last pass's
     * move stands. That move is the move's, not the rest of the game's,
     * so the solve gets the move's time. */
    if (can_solve && !exact && s->multipv <= 1 && !s->limits.skip && search_selective_fits(s, empties)) {
        exact = true;
        s->solve_deadline_ms = s->hard_deadline_ms;
    }
    if (exact && !wld && empties <= SOLVE_AT_ONCE_EMPTIES)
        max_depth = 0;
    else if (exact && max_depth > 8)
        max_depth = empties > 8 ? 8 : empties; /* a first answer before the solve */
    /* That first answer must not spend the time of the solve: it may run
     * to the solve's deadline, and only the soft one ends it early. */
    if (exact && s->solve_deadline_ms)
        s->hard_deadline_ms = s->solve_deadline_ms;

    Move best = (Move)bb_first(moves);
    result->pv[0] = best;
    result->pv_len = 1;
    int count = s->multipv > 1 ? s->multipv : 1;
    if (count > bb_count(moves))
        count = bb_count(moves);
    Move line_moves[SEARCH_MAX_MULTIPV]; /* the first moves of the last depth's lines */
    Bitboard first_moves = moves; /* the skipped ones already left out */
    for (int i = 0; i < count; i++) { /* until a depth has ordered them */
        line_moves[i] = first_moves ? bb_first(first_moves) : best;
        first_moves = bb_pop(first_moves);
    }
    bool depth_done = false; /* a depth completed, so the solve has its lines */
    HelperPool pool;
    start_helpers(s, &pool, max_depth);
    for (int depth = 1; depth <= max_depth; depth++) {
        RootLine lines[SEARCH_MAX_MULTIPV];
        if (!search_lines(s, depth, count, wld, lines))
            break;
        depth_done = true;
        for (int i = 0; i < count; i++) {
            search_report_counts(s, s->nodes, clock_now_ms(s->clock), &lines[i].report);
            if (s->report)
                s->report(s->report_ctx, &lines[i].report);
        }
        *result = lines[0].report;
        best = result->pv[0];
        for (int i = 0; i < count; i++)
            line_moves[i] = lines[i].report.pv[0];
        if (s->soft_deadline_ms && clock_now_ms(s->clock) >= s->soft_deadline_ms)
            break;
    }
    s->nodes += stop_helpers(s, &pool);
    if (exact && !s->aborted && (depth_done || max_depth == 0) && max_depth < empties)
        best = count > 1 || s->limits.skip ? search_solve_lines(s, result, count, line_moves, best, wld, auto_wld)
                                : search_solve_to_the_end(s, result, best, wld, auto_wld);
    result->nodes = s->nodes;
    result->time_ms = clock_now_ms(s->clock) - s->start_ms;
    return best;
}

Move search_run(Search *s, SearchReport *result)
{
    if (s->time)
        return run(s, result);
    /* Without the engine's measures the search learns for itself. */
    TimeManager own = {0};
    s->time = &own;
    Move best = run(s, result);
    s->time = NULL;
    return best;
}
