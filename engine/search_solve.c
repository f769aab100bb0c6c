/* The hand-over to the exact solver: when a solve fits a search's limits
 * or its clock, and the solve itself (one line, or several with MultiPV),
 * with its progress and results told as the search's reports. */
#include <string.h>
#include "search_internal.h"
#include "timeman.h"

/* A solve starts when three times its median fits the move's time: few
 * positions take longer than that, and one that overruns plays the move
 * of its last selective pass, or else of the search before it, so the
 * margin trades a few such moves for solving a couple of empties
 * sooner. */
#define SOLVE_TIME_MARGIN 3.0

/* Whether part of a solve of this many empties (share of its expected
 * time, the margin included) fits the time until deadline_ms. */
static bool solve_part_fits(const Search *s, int empties, double share, int64_t deadline_ms)
{
    double budget = (double)(deadline_ms - s->start_ms);
    /* This machine's speed is measured (once, in timeman_probe_ms) only
     * once a solve could fit on the fastest machine it allows. */
    if (timeman_solve_estimate_ms(NULL, NULL, empties, s->threads) * share > budget)
        return false;
    const struct IsaPaths *paths = s->endgame ? endgame_paths(s->endgame) : NULL;
    return timeman_solve_estimate_ms(s->time, paths, empties, s->threads) * share <= budget;
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
    if (!clock_alone(s) || empties < ENDGAME_SELECTIVE_EMPTIES || !s->endgame || !endgame_eval(s->endgame))
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
static void pass_report(const Search *s, const EndgamePass *pass, uint64_t nodes, SearchReport *r)
{
    solve_report(s, pass->confidence, SCORE_CD, pass->score * DISC, nodes, r);
    r->pv[0] = (Move)pass->move;
    r->pv_len = 1;
}

/* Progress lines during a long solve, as during the midgame search, and
 * each selective pass's result as it ends. */
static void solve_progress(void *ctx, uint64_t solver_nodes, const EndgamePass *pass)
{
    Search *s = ctx;
    SearchReport r = {0};
    if (pass && s->multipv > 1)
        return; /* the pass of one root move's solve, not the root's */
    if (pass)
        pass_report(s, pass, s->nodes + solver_nodes, &r);
    else
        search_report_counts(s, s->nodes + solver_nodes, clock_now_ms(s->clock), &r);
    if (s->report)
        s->report(s->report_ctx, &r);
}

/* A solve stopped by the clock after a selective pass ended: the pass's
 * move stands over the shallower search's. */
static Move pass_result(Search *s, SearchReport *result, const EndgamePass *pass)
{
    pass_report(s, pass, s->nodes, result);
    if (s->report)
        s->report(s->report_ctx, result);
    return (Move)pass->move;
}

/* The solver's limits for this search: what is left of its nodes and its
 * clock, with its progress lines. */
static EndgameLimits solve_limits(Search *s)
{
    return (EndgameLimits){
        .stop = s->stop,
        .node_limit = s->limits.nodes ? (s->limits.nodes > s->nodes ? s->limits.nodes - s->nodes : 1) : 0,
        .deadline_ms = s->solve_deadline_ms,
        .clock = s->clock,
        .threads = s->threads,
        /* On the clock a solve may not end in time: the passes first. */
        .on_clock = s->hard_deadline_ms != 0,
        .progress = solve_progress,
        .progress_ctx = s,
        .progress_from_ms = clock_now_ms(s->clock),
    };
}

/* The exact (or win/draw/loss) solve that ends a search near the end of
 * the game. On a stop the answer of the shallower search stays, or that
 * of the solver's last selective pass. */
Move search_solve_to_the_end(Search *s, SearchReport *result, Move fallback, bool wld, bool keep_loss)
{
    EndgameLimits limits = solve_limits(s);
    EndgameResult solved;
    int64_t began = clock_now_ms(s->clock);
    int score = endgame_solve_pv(s->endgame, &s->root, wld ? -1 : -65, wld ? 1 : 65, &limits, &solved);
    /* Whole exact solves with the table cleared are what the estimate is
     * for: a later solve of the same game finds most of its tree stored. */
    if (!solved.aborted && !wld && solved.fresh_table && s->time)
        timeman_learn_solve(s->time, board_empty_count(&s->root), s->threads, clock_now_ms(s->clock) - began);
    s->nodes += solved.nodes;
    if (solved.aborted && solved.pass.confidence)
        return pass_result(s, result, &solved.pass);
    if (solved.aborted || solved.pv_len == 0)
        return fallback;
    /* Every move loses with perfect play: the search's choice, and its
     * line, set the opponent the hardest task; better still the last
     * selective pass's, which searched to the end for the most discs. The
     * proof is still told. */
    bool keep_search_line = keep_loss && score < 0;
    if (keep_search_line && solved.pass.confidence) {
        fallback = (Move)solved.pass.move;
        result->pv[0] = fallback;
        result->pv_len = 1;
    }
    solve_report(s, 100, wld ? SCORE_WLD : SCORE_DISC, search_told_score(score, wld), s->nodes, result);
    if (!keep_search_line) {
        result->pv_len = solved.pv_len;
        memcpy(result->pv, solved.pv, (size_t)solved.pv_len * sizeof(Move));
    }
    if (s->report)
        s->report(s->report_ctx, result);
    return keep_search_line ? fallback : solved.pv[0];
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

    /* The lines' solves count their nodes, and read their limits, as one. */
    EndgameLimits limits = solve_limits(s);
    EndgameResult solved = {.aborted = false};
    RootLine lines[SEARCH_MAX_MULTIPV];
    int found = 0;
    for (int i = 0; i < n && !solved.aborted; i++) {
        int lo = wld ? -1 : -65, hi = wld ? 1 : 65;
        if (!wld && found == count && lines[count - 1].value > lo)
            lo = lines[count - 1].value;
        Board child = s->root;
        board_apply(&child, order[i], board_flips(child.player, child.opponent, order[i]));
        RootLine line = {0};
        int v = -endgame_solve_pv(s->endgame, &child, -hi, -lo, &limits, &solved);
        limits.nodes_before += solved.nodes;
        if (solved.aborted || (!wld && v <= lo))
            continue;
        line.value = search_told_score(v, wld);
        solve_report(s, 100, wld ? SCORE_WLD : SCORE_DISC, line.value, s->nodes + limits.nodes_before, &line.report);
        line.report.pv[0] = order[i];
        memcpy(line.report.pv + 1, solved.pv, (size_t)solved.pv_len * sizeof(Move));
        line.report.pv_len = solved.pv_len + 1;
        search_keep_line(lines, &found, count, &line);
    }
    s->nodes += limits.nodes_before;
    if (solved.aborted || found == 0)
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

