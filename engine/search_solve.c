/* The hand-over to the exact solver: when a solve fits a search's limits
 * or its clock, and the solve itself (one line, or several with MultiPV),
 * with its progress and results told as the search's reports. */
#include <math.h>
#include <string.h>
#include "search_internal.h"

/* The solver's median time for a position of 20 empties from a real game,
 * one thread, the table cleared, in probes (endgame_probe_ms): both are
 * the solver's own work, so the ratio, measured once (75 ms against a
 * probe of 4.0 ms, doc/endgame.md), holds on any machine and instruction
 * set, and the estimate follows the speed measured where the engine runs.
 * The median about doubles per extra empty. */
#define SOLVE_PROBES_AT_20 18.75

/* A solve starts when three times its median fits the move's time: few
 * positions take longer than that, and one that overruns plays the move
 * of its last selective pass, or else of the search before it, so the
 * margin trades a few such moves for solving a couple of empties
 * sooner. */
#define SOLVE_TIME_MARGIN 3.0

/* A solve teaches the clock only when it took this long at least: a
 * shorter one is mostly the clock's granularity and the start of the
 * threads. */
#define LEARN_MIN_MS 20
/* Solves of a thread class before its speed-up is believed; until then
 * more threads are taken to solve no faster than one. */
#define LEARN_MIN_SOLVES 3

/* 1, 2-3, 4-7, 8 or more threads. */
static int thread_class(int threads)
{
    int c = 0;
    while (c < ENDGAME_THREAD_CLASSES - 1 && threads >= 2 << c)
        c++;
    return c;
}

/* The one-thread median of a solve of this many empties, in ms. */
static double one_thread_estimate(double probe_ms, int empties)
{
    return ldexp(SOLVE_PROBES_AT_20 * probe_ms, empties - 20);
}

/* The geometric mean of a class's time over estimate, or 0 when too few
 * solves have been seen. */
static double class_ratio(const EndgameSolver *sv, int c)
{
    if (sv->solve_times[c].count < LEARN_MIN_SOLVES)
        return 0;
    return exp(sv->solve_times[c].log_ratio_sum / sv->solve_times[c].count);
}

double search_solve_speedup(const EndgameSolver *sv, int threads)
{
    int c = thread_class(threads);
    if (c == 0)
        return 1;
    double many = class_ratio(sv, c), one = class_ratio(sv, 0);
    if (many <= 0)
        return 1;
    /* The threads against one thread's solves, or against the estimate
     * itself (the median of one thread) while those are unseen. */
    double speedup = (one > 0 ? one : 1) / many;
    /* Never slower than one thread (that one is used instead), nor faster
     * than every thread at full use. */
    return speedup < 1 ? 1 : speedup > threads ? threads : speedup;
}

void search_solve_learn(EndgameSolver *sv, int empties, int threads, int64_t ms)
{
    if (ms < LEARN_MIN_MS || sv->probe_ms <= 0)
        return;
    int c = thread_class(threads);
    sv->solve_times[c].log_ratio_sum += log((double)ms / one_thread_estimate(sv->probe_ms, empties));
    sv->solve_times[c].count++;
}

double search_solve_estimate_ms(EndgameSolver *sv, int empties, int threads)
{
    /* Without a solver, the fastest machine: threads at full use. */
    if (!sv)
        return one_thread_estimate(ENDGAME_PROBE_MS_MIN, empties) / (threads > 1 ? threads : 1);
    return one_thread_estimate(endgame_probe_ms(sv), empties) / search_solve_speedup(sv, threads);
}

/* Whether part of a solve of this many empties (share of its expected
 * time, the margin included) fits the time until deadline_ms. */
static bool solve_part_fits(const Search *s, int empties, double share, int64_t deadline_ms)
{
    double budget = (double)(deadline_ms - s->start_ms);
    /* This machine's speed is measured (once, in endgame_probe_ms) only
     * once a solve could fit on the fastest machine it allows. */
    if (search_solve_estimate_ms(NULL, empties, s->threads) * share > budget)
        return false;
    return search_solve_estimate_ms(s->endgame, empties, s->threads) * share <= budget;
}

/* Whether the search's only limit is the clock: a depth or node limit
 * ends it first, whatever a solve's time. */
static bool clock_alone(const Search *s)
{
    return s->hard_deadline_ms && !s->limits.depth && !s->limits.nodes;
}

/* Whether a solve of this many empties fits the time of a move. */
static bool solve_fits_time(const Search *s, int empties)
{
    return solve_part_fits(s, empties, SOLVE_TIME_MARGIN, s->solve_deadline_ms);
}

/* Whether an exact solve fits the limits of this search. */
bool search_solve_fits(const Search *s, int empties)
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

/* The solver's first selective pass (probcut at 1.2 sigmas) takes about
 * this fraction of its exact solve's time, or less: a twentieth to a
 * fifteenth at 24 and 26 empties, a smaller part the more empties. */
#define SELECTIVE_PASS_SHARE (1.0 / 16)

bool search_selective_fits(const Search *s, int empties)
{
    if (!clock_alone(s) || empties < ENDGAME_SELECTIVE_EMPTIES || !s->endgame || !s->endgame->eval)
        return false;
    /* Its move is the move's, not the rest of the game's: the move's time. */
    return solve_part_fits(s, empties, SELECTIVE_PASS_SHARE * SOLVE_TIME_MARGIN, s->hard_deadline_ms);
}

/* On the clock, a win/draw/loss solve where the exact one does not fit,
 * when an exact solve of WLD_EASIER fewer empties would. A typical proof
 * is far cheaper than the exact solve, but a close position's takes a
 * third to two thirds of it, and close positions are where the proof
 * matters: two empties fewer (a quarter, times the margin of three) cover
 * them. */
#define WLD_EASIER 2
bool search_wld_fits(const Search *s, int empties)
{
    return clock_alone(s) && solve_fits_time(s, empties - WLD_EASIER);
}

/* A result of the solver: searched to the end of the game, so its depth
 * is the empties. */
static void solve_report(const Search *s, int selectivity, ScoreKind kind, int score, uint64_t nodes, SearchReport *r)
{
    r->depth = board_empty_count(&s->root);
    r->selectivity = selectivity;
    r->kind = kind;
    r->score = score;
    search_report_counts(s, nodes, clock_now_ms(s->clock), r);
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
        search_report_counts(s, s->nodes + solver_nodes, clock_now_ms(s->clock), &r);
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
    sv->clock = s->clock;
    sv->node_limit = s->limits.nodes ? (s->limits.nodes > s->nodes ? s->limits.nodes - s->nodes : 1) : 0;
    sv->nodes = 0;
    /* A solve that a limit stopped leaves these set; the lines' loop
     * checks aborted before its first solve. */
    sv->aborted = false;
    sv->pass_confidence = 0;
    /* On the clock a proof may not end in time: the passes first. */
    sv->passes_before_wld = s->hard_deadline_ms != 0;
    sv->progress = solve_progress;
    sv->progress_ctx = s;
    sv->last_progress_ms = clock_now_ms(s->clock);
    return sv;
}

/* The solver is the engine's: it is left without this search's limits. */
static void solver_end(Search *s, EndgameSolver *sv)
{
    sv->progress = NULL;
    sv->passes_before_wld = false;
    sv->deadline_ms = 0;
    sv->node_limit = 0;
    s->nodes += sv->nodes;
}

/* The exact (or win/draw/loss) solve that ends a search near the end of
 * the game. On a stop the answer of the shallower search stays, or that
 * of the solver's last selective pass. */
Move search_solve_to_the_end(Search *s, SearchReport *result, Move fallback, bool wld, bool keep_loss)
{
    EndgameSolver *sv = solver_begin(s);
    Move pv[64];
    int pv_len = 0;
    int64_t began = clock_now_ms(s->clock);
    bool from_scratch = !sv->table_used;
    int score = endgame_solve_pv(sv, &s->root, wld ? -1 : -65, wld ? 1 : 65, pv, &pv_len);
    /* Whole exact solves with the table cleared are what the estimate is
     * for: a later solve of the same game finds most of its tree stored. */
    if (!sv->aborted && !wld && from_scratch)
        search_solve_learn(sv, board_empty_count(&s->root), s->threads, clock_now_ms(s->clock) - began);
    solver_end(s, sv);
    if (sv->aborted && sv->pass_confidence)
        return pass_result(s, result, sv);
    if (sv->aborted || pv_len == 0)
        return fallback;
    /* Every move loses with perfect play: the search's choice, and its
     * line, set the opponent the hardest task; better still the last
     * selective pass's, which searched to the end for the most discs. The
     * proof is still told. */
    bool keep_search_line = keep_loss && score < 0;
    if (keep_search_line && sv->pass_confidence) {
        fallback = (Move)sv->pass_move;
        result->pv[0] = fallback;
        result->pv_len = 1;
    }
    solve_report(s, 100, wld ? SCORE_WLD : SCORE_DISC, search_told_score(score, wld), s->nodes, result);
    if (!keep_search_line) {
        result->pv_len = pv_len;
        memcpy(result->pv, pv, (size_t)pv_len * sizeof(Move));
    }
    if (s->report)
        s->report(s->report_ctx, result);
    return keep_search_line ? fallback : pv[0];
}

/* The exact solve of several lines (or of one, when the search leaves
 * some root moves out): each root move solved on its own, the
 * moves of the search's lines first, in a window that starts at the worst
 * line kept once there are enough (a move below it has no line to show).
 * On a stop the search's lines stand. */
Move search_solve_lines(Search *s, SearchReport *result, int count, const Move *first, Move fallback, bool wld,
                        bool keep_loss)
{
    Move order[64];
    int n = 0, sq;
    Bitboard rest = board_legal_moves(&s->root) & ~s->limits.skip;
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
        RootLine line = {0};
        int len = 0;
        int v = -endgame_solve_pv(sv, &child, -hi, -lo, line.report.pv + 1, &len);
        if (sv->aborted || (!wld && v <= lo))
            continue;
        line.value = search_told_score(v, wld);
        solve_report(s, 100, wld ? SCORE_WLD : SCORE_DISC, line.value, s->nodes + sv->nodes, &line.report);
        line.report.pv[0] = order[i];
        line.report.pv_len = len + 1;
        search_keep_line(lines, &found, count, &line);
    }
    solver_end(s, sv);
    if (sv->aborted || found == 0)
        return fallback;
    for (int i = 0; i < found; i++) {
        lines[i].report.multipv = count > 1 ? i + 1 : 0;
        search_report_counts(s, s->nodes, clock_now_ms(s->clock), &lines[i].report);
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

