/* The root of the search: limits and time, iterative deepening with
 * aspiration windows, the hand-over to the exact solver, reports. */
#include "search.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "search_busy.h"
#include "search_internal.h"

int64_t search_now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

/* One line of a search of several: the report, and the score in
 * centi-discs that ranks it. */
typedef struct {
    SearchReport report;
    int value;
} RootLine;

/* The counts every report carries: nodes, time since the start, table use. */
static void report_counts(const Search *s, uint64_t nodes, int64_t now, SearchReport *r)
{
    r->nodes = nodes;
    r->time_ms = now - s->start_ms;
    r->hashfull = s->tt ? tt_hashfull(s->tt) : -1;
}

static void report_progress(Search *s, int64_t now)
{
    SearchReport r = {0};
    report_counts(s, s->nodes, now, &r);
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
    int64_t now = search_now_ms();
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

/* Time for this move from the clock: an even share of what is left over
 * the moves still to play, never more than a third of the clock. The
 * soft deadline stops starting iterations, the hard one stops the search.
 * A solve may take the whole third: it settles the rest of the game, whose
 * moves then cost next to nothing. */
static void set_deadlines(Search *s, int empties)
{
    const SearchLimits *l = &s->limits;
    s->soft_deadline_ms = s->hard_deadline_ms = s->solve_deadline_ms = 0;
    if (l->movetime > 0) {
        int64_t budget = l->movetime > 100 ? l->movetime - 50 : l->movetime / 2 + 1;
        s->soft_deadline_ms = s->hard_deadline_ms = s->solve_deadline_ms = s->start_ms + budget;
    } else if (l->time_left > 0 && !l->infinite) {
        int moves = l->moves_to_go > 0 ? l->moves_to_go : (empties + 1) / 2;
        if (moves < 1)
            moves = 1;
        int64_t reserve = l->time_left / 20 + 50; /* never spend the last of the clock */
        int64_t usable = l->time_left > reserve ? l->time_left - reserve : l->time_left / 4;
        int64_t share = usable / moves + l->increment * 3 / 4;
        int64_t cap = usable / 3;
        if (share > cap)
            share = cap;
        if (share < 1)
            share = 1;
        s->soft_deadline_ms = s->start_ms + share / 2;
        s->hard_deadline_ms = s->start_ms + share;
        s->solve_deadline_ms = s->start_ms + (cap > share ? cap : share);
    }
}

/* The solver's median time at 20 empties, in ms: one thread of the
 * development machine (a shared 2-core EPYC) on the AVX-512 path, 16
 * positions from WTHOR 2021 games, the table cleared; other machines and
 * paths take endgame_slowdown times as long. The median about doubles per
 * extra empty (0.28-0.30 s at 22, 0.91 s at 24, 4.2 s at 26, 18.6 s at
 * 28). */
#define SOLVE_MS_AT_20 75.0

/* A solve starts when three times its median fits the move's time: at
 * each count of the positions above, at most one in eight took longer (the
 * slowest took 3.3 to 6.6 times the median). One that overruns plays
 * the move of its last selective pass, or else of the search before it,
 * so the margin trades a few such moves for solving a couple of empties
 * sooner. */
#define SOLVE_TIME_MARGIN 3.0

/* Two threads solved the positions of 22 and 24 empties 1.6-1.8 times as
 * fast in all (medians 1.4-1.7 times); more threads are not counted on,
 * since this machine has no more cores to measure them. */
#define SOLVE_TWO_THREADS_SPEEDUP 1.6

double search_solve_estimate_ms(EndgameSolver *sv, int empties, int threads)
{
    double estimate = ldexp(SOLVE_MS_AT_20 * (sv ? endgame_slowdown(sv) : 1.0), empties - 20);
    return threads > 1 ? estimate / SOLVE_TWO_THREADS_SPEEDUP : estimate;
}

/* Whether a solve of this many empties fits the time of a move. */
static bool solve_fits_time(const Search *s, int empties)
{
    double budget = (double)(s->solve_deadline_ms - s->start_ms);
    /* This machine's speed is measured (once, in endgame_slowdown) only
     * once a solve could fit on the fastest machine it allows. */
    if (search_solve_estimate_ms(NULL, empties, s->threads) * ENDGAME_SLOWDOWN_MIN * SOLVE_TIME_MARGIN > budget)
        return false;
    return search_solve_estimate_ms(s->endgame, empties, s->threads) * SOLVE_TIME_MARGIN <= budget;
}

/* Whether an exact solve fits the limits of this search. */
static bool solve_fits(const Search *s, int empties)
{
    /* A depth short of the end is reached first, even with solve or wld:
     * the first limit reached ends the search. */
    if (s->limits.depth)
        return s->limits.depth >= empties;
    if (s->limits.solve || s->limits.wld)
        return true;
    if (s->limits.nodes)
        return empties <= 14;
    if (!s->hard_deadline_ms)
        return empties <= 20; /* infinite: solve what a person would wait for */
    return solve_fits_time(s, empties);
}

/* On the clock, a win/draw/loss solve where the exact one does not fit,
 * when an exact solve of WLD_EASIER fewer empties would. Of the positions
 * above, the median proof at 22 and 24 empties took a fifteenth of the
 * exact solve, but a close position's took a third to two thirds of it
 * (random boards of 20 empties), and close positions are where the proof
 * matters: two empties fewer (a quarter, times the margin of three) cover
 * them. */
#define WLD_EASIER 2
static bool wld_fits(const Search *s, int empties)
{
    return s->hard_deadline_ms && !s->limits.depth && !s->limits.nodes && solve_fits_time(s, empties - WLD_EASIER);
}

/* A result of the solver: searched to the end of the game, so its depth
 * is the empties. */
static void solve_report(const Search *s, int selectivity, ScoreKind kind, int score, uint64_t nodes, SearchReport *r)
{
    r->depth = board_empty_count(&s->root);
    r->selectivity = selectivity;
    r->kind = kind;
    r->score = score;
    report_counts(s, nodes, search_now_ms(), r);
}

/* The solver's last selective pass as a result, with the pass's
 * confidence. Its score is not proven, so it is told in centi-discs. */
static void pass_report(const Search *s, const EndgameSolver *sv, uint64_t nodes, SearchReport *r)
{
    solve_report(s, sv->pass_confidence, SCORE_CD, sv->pass_score * DISC, nodes, r);
    r->pv[0] = (Move)sv->pass_move;
    r->pv_len = 1;
}

/* Progress lines during a long solve, as during the midgame search, and
 * each selective pass's result as it ends. */
static void solve_progress(void *ctx, uint64_t solver_nodes, bool pass_ended)
{
    Search *s = ctx;
    SearchReport r = {0};
    if (pass_ended && s->multipv > 1)
        return; /* the pass of one root move's solve, not the root's */
    if (pass_ended)
        pass_report(s, s->endgame, s->nodes + solver_nodes, &r);
    else
        report_counts(s, s->nodes + solver_nodes, search_now_ms(), &r);
    if (s->report)
        s->report(s->report_ctx, &r);
}

/* A solve stopped by the clock after a selective pass ended: the pass's
 * move stands over the shallower search's. */
static Move pass_result(Search *s, SearchReport *result, const EndgameSolver *sv)
{
    pass_report(s, sv, s->nodes, result);
    if (s->report)
        s->report(s->report_ctx, result);
    return (Move)sv->pass_move;
}

/* The solver takes this search's limits and progress lines. */
static EndgameSolver *solver_begin(Search *s)
{
    EndgameSolver *sv = s->endgame;
    sv->stop = s->stop;
    sv->threads = s->threads;
    sv->deadline_ms = s->solve_deadline_ms;
    sv->node_limit = s->limits.nodes ? (s->limits.nodes > s->nodes ? s->limits.nodes - s->nodes : 1) : 0;
    sv->nodes = 0;
    sv->progress = solve_progress;
    sv->progress_ctx = s;
    sv->last_progress_ms = search_now_ms();
    return sv;
}

/* The solver is the engine's: it is left without this search's limits. */
static void solver_end(Search *s, EndgameSolver *sv)
{
    sv->progress = NULL;
    sv->deadline_ms = 0;
    sv->node_limit = 0;
    s->nodes += sv->nodes;
}

/* The exact (or win/draw/loss) solve that ends a search near the end of
 * the game. On a stop the answer of the shallower search stays, or that
 * of the solver's last selective pass. */
static Move solve_to_the_end(Search *s, SearchReport *result, Move fallback, bool wld, bool keep_loss)
{
    EndgameSolver *sv = solver_begin(s);
    Move pv[64];
    int pv_len = 0;
    int score = endgame_solve_pv(sv, &s->root, wld ? -1 : -65, wld ? 1 : 65, pv, &pv_len);
    solver_end(s, sv);
    if (sv->aborted && sv->pass_confidence)
        return pass_result(s, result, sv);
    if (sv->aborted || pv_len == 0)
        return fallback;
    /* Every move loses with perfect play: the search's choice, and its
     * line, set the opponent the hardest task. The proof is still told. */
    bool keep_search_line = keep_loss && score < 0;
    solve_report(s, 100, wld ? SCORE_WLD : SCORE_DISC, wld ? (score > 0) - (score < 0) : score, s->nodes, result);
    if (!keep_search_line) {
        result->pv_len = pv_len;
        memcpy(result->pv, pv, (size_t)pv_len * sizeof(Move));
    }
    if (s->report)
        s->report(s->report_ctx, result);
    return keep_search_line ? fallback : pv[0];
}

/* Puts a line among the count best found so far (found of them, best
 * first; one that ties keeps its elders ahead); false when it falls below
 * them all. */
static bool keep_line(RootLine *lines, int *found, int count, const RootLine *line)
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

/* The exact solve of several lines: each root move solved on its own, the
 * moves of the search's lines first, in a window that starts at the worst
 * line kept once there are enough (a move below it has no line to show).
 * On a stop the search's lines stand. */
static Move solve_lines(Search *s, SearchReport *result, int count, const Move *first, Move fallback, bool wld,
                        bool keep_loss)
{
    Move order[64];
    int n = 0, sq;
    Bitboard rest = board_legal_moves(&s->root);
    for (int i = 0; i < count; i++) {
        order[n++] = first[i];
        rest &= ~BB_SQUARE(first[i]);
    }
    BB_FOREACH(sq, rest) order[n++] = sq;

    EndgameSolver *sv = solver_begin(s);
    RootLine lines[SEARCH_MAX_MULTIPV];
    int found = 0;
    for (int i = 0; i < n && !sv->aborted; i++) {
        int lo = wld ? -1 : -65, hi = wld ? 1 : 65;
        if (!wld && found == count && lines[count - 1].value > lo)
            lo = lines[count - 1].value;
        Board child = s->root;
        board_apply(&child, order[i], board_flips(child.player, child.opponent, order[i]));
        RootLine line;
        int len = 0;
        int v = -endgame_solve_pv(sv, &child, -hi, -lo, line.report.pv + 1, &len);
        if (sv->aborted || (!wld && v <= lo))
            continue;
        line.value = wld ? (v > 0) - (v < 0) : v;
        solve_report(s, 100, wld ? SCORE_WLD : SCORE_DISC, line.value, s->nodes + sv->nodes, &line.report);
        line.report.pv[0] = order[i];
        line.report.pv_len = len + 1;
        keep_line(lines, &found, count, &line);
    }
    solver_end(s, sv);
    if (sv->aborted || found == 0)
        return fallback;
    for (int i = 0; i < found; i++) {
        lines[i].report.multipv = i + 1;
        report_counts(s, s->nodes, search_now_ms(), &lines[i].report);
        if (s->report)
            s->report(s->report_ctx, &lines[i].report);
    }
    bool keep_search_line = keep_loss && lines[0].value < 0;
    SearchReport searched = *result;
    *result = lines[0].report;
    if (keep_search_line) {
        result->pv_len = searched.pv_len;
        memcpy(result->pv, searched.pv, (size_t)searched.pv_len * sizeof(Move));
    }
    return keep_search_line ? fallback : lines[0].report.pv[0];
}

/* One iteration: a window around the last score, widened on failure. */
static int search_iteration(Search *s, int depth, int last, bool have_last)
{
    if (s->plain)
        return search_plain(s, &s->root, depth, -SCORE_INF, SCORE_INF, 0);
    if (!have_last || depth < 4)
        return search_pvs(s, &s->root, depth, -SCORE_INF, SCORE_INF, 0);
    int delta = 60;
    int alpha = last - delta, beta = last + delta;
    for (;;) {
        int v = search_pvs(s, &s->root, depth, alpha, beta, 0);
        if (s->aborted)
            return v;
        if (v <= alpha && alpha > -SCORE_INF) {
            delta *= 3;
            alpha = delta > 2000 ? -SCORE_INF : v - delta;
        } else if (v >= beta && beta < SCORE_INF) {
            delta *= 3;
            beta = delta > 2000 ? SCORE_INF : v + delta;
        } else {
            return v;
        }
    }
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
        r->score = r->kind == SCORE_WLD ? (discs > 0) - (discs < 0) : discs;
    } else {
        r->kind = SCORE_CD;
        r->score = score;
    }
    r->pv_len = s->pv_len[0];
    memcpy(r->pv, s->pv[0], (size_t)s->pv_len[0] * sizeof(Move));
}

/* The lines of one depth, best first: each a search of the root without
 * the first moves of the lines before it, around its rank's last score.
 * False when a limit stopped the depth before its last line. */
static bool search_lines(Search *s, int depth, int count, const int *last, bool have_last, bool wld,
                         RootLine *lines)
{
    s->root_excluded = 0;
    for (int i = 0; i < count; i++) {
        int score = search_iteration(s, depth, last[i], have_last);
        if (s->aborted)
            break;
        RootLine line = {.value = score};
        iteration_report(s, depth, score, wld, &line.report);
        s->root_excluded |= BB_SQUARE(s->pv[0][0]);
        /* A later line can come out above an earlier one: the earlier
         * search's window or its selective cuts hid the move's score. */
        int k = i;
        while (k > 0 && lines[k - 1].value < score) {
            lines[k] = lines[k - 1];
            k--;
        }
        lines[k] = line;
    }
    s->root_excluded = 0;
    for (int i = 0; i < count && count > 1; i++)
        lines[i].report.multipv = i + 1;
    return !s->aborted;
}

/* Parallel search: helper threads search the same root through the shared
 * table (lazy SMP), every second one a ply ahead, and all of them put off
 * children another thread is searching (search_busy.h), so that the
 * threads split the tree instead of walking it in step. The helpers'
 * results are dropped; what they store makes the main thread faster.
 * Each has its own exact solver (the solver's table is not shared). */
#define SEARCH_MAX_THREADS 64
#define HELPER_ENDGAME_MB 2

typedef struct {
    Search s;
    EndgameSolver endgame;
    int first_depth, max_depth;
    pthread_t thread;
    bool started;
} Helper;

typedef struct {
    Helper *helpers;
    int count;
    atomic_bool stop;
    SearchBusy *busy;
} HelperPool;

static void *helper_main(void *arg)
{
    Helper *h = arg;
    int last = 0;
    for (int depth = h->first_depth; depth <= h->max_depth; depth++) {
        int v = search_iteration(&h->s, depth, last, depth > h->first_depth);
        if (h->s.aborted)
            break;
        last = v;
    }
    return NULL;
}

static void start_helpers(Search *s, HelperPool *pool, int max_depth)
{
    atomic_init(&pool->stop, false);
    pool->count = 0;
    pool->helpers = NULL;
    pool->busy = NULL;
    int count = s->threads > SEARCH_MAX_THREADS ? SEARCH_MAX_THREADS - 1 : s->threads - 1;
    if (count <= 0 || s->plain || !s->tt)
        return;
    pool->helpers = calloc((size_t)count, sizeof *pool->helpers);
    pool->busy = calloc(1, sizeof *pool->busy);
    if (!pool->helpers || !pool->busy) {
        free(pool->helpers);
        free(pool->busy);
        pool->helpers = NULL;
        pool->busy = NULL;
        return;
    }
    s->busy = pool->busy;
    pool->count = count;
    for (int i = 0; i < count; i++) {
        Helper *h = &pool->helpers[i];
        h->s.root = s->root;
        h->s.eval = s->eval;
        h->s.selectivity = s->selectivity;
        h->s.mpc = s->mpc;
        h->s.tt = s->tt;
        h->s.busy = pool->busy;
        h->s.stop = &pool->stop;
        h->s.start_ms = h->s.last_report_ms = s->start_ms;
        if (s->endgame) {
            endgame_init(&h->endgame);
            endgame_set_hash(&h->endgame, HELPER_ENDGAME_MB);
            h->s.endgame = &h->endgame;
        }
        h->first_depth = 1 + (i % 2 == 1);
        h->max_depth = max_depth;
        h->started = pthread_create(&h->thread, NULL, helper_main, h) == 0;
    }
}

/* Stops and joins the helpers; returns the nodes they searched. */
static uint64_t stop_helpers(Search *s, HelperPool *pool)
{
    s->busy = NULL;
    uint64_t nodes = 0;
    atomic_store(&pool->stop, true);
    for (int i = 0; i < pool->count; i++) {
        Helper *h = &pool->helpers[i];
        if (h->started)
            pthread_join(h->thread, NULL);
        nodes += h->s.nodes;
        if (h->s.endgame)
            endgame_free(&h->endgame);
    }
    free(pool->helpers);
    free(pool->busy);
    pool->helpers = NULL;
    pool->busy = NULL;
    pool->count = 0;
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

Move search_run(Search *s, SearchReport *result)
{
    memset(result, 0, sizeof *result);
    s->nodes = 0;
    s->aborted = false;
    s->mpc = s->selectivity && !s->plain && s->eval ? mpc_table_for(s->eval->name) : NULL;
    s->start_ms = s->last_report_ms = search_now_ms();
    int empties = board_empty_count(&s->root);
    set_deadlines(s, empties);
    if (s->tt)
        tt_new_search(s->tt);

    Bitboard moves = board_legal_moves(&s->root);
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
    bool exact = can_solve && solve_fits(s, empties);
    bool wld = s->limits.wld && !s->limits.solve;
    bool auto_wld = can_solve && !exact && wld_fits(s, empties);
    if (auto_wld)
        exact = wld = true;
    if (exact && max_depth > 8)
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
    int last[SEARCH_MAX_MULTIPV] = {0};
    Move line_moves[SEARCH_MAX_MULTIPV]; /* the first moves of the last depth's lines */
    bool have_last = false;
    HelperPool pool;
    start_helpers(s, &pool, max_depth);
    for (int depth = 1; depth <= max_depth; depth++) {
        RootLine lines[SEARCH_MAX_MULTIPV];
        if (!search_lines(s, depth, count, last, have_last, wld, lines))
            break;
        have_last = true;
        for (int i = 0; i < count; i++) {
            last[i] = lines[i].value;
            report_counts(s, s->nodes, search_now_ms(), &lines[i].report);
            if (s->report)
                s->report(s->report_ctx, &lines[i].report);
        }
        *result = lines[0].report;
        best = result->pv[0];
        for (int i = 0; i < count; i++)
            line_moves[i] = lines[i].report.pv[0];
        if (s->soft_deadline_ms && search_now_ms() >= s->soft_deadline_ms)
            break;
    }
    s->nodes += stop_helpers(s, &pool);
    if (exact && !s->aborted && have_last && max_depth < empties)
        best = count > 1 ? solve_lines(s, result, count, line_moves, best, wld, auto_wld)
                         : solve_to_the_end(s, result, best, wld, auto_wld);
    result->nodes = s->nodes;
    result->time_ms = search_now_ms() - s->start_ms;
    return best;
}
