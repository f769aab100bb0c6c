/* The midgame search with the pattern indices kept move by move gives
 * what it gives when every evaluation gathers the patterns from the board:
 * the same score, line, move and node count, at every depth and option
 * that changes which nodes it evaluates and how (move ordering by the
 * evaluation and by shallow searches, passes, Multi-ProbCut probes, the
 * root moves left out by MultiPV). Random weights make every wrong index
 * a wrong score, and the node count moves as soon as one ordering or
 * cutoff does. */
#include <stdlib.h>
#include <string.h>
#include "eval_pattern.h"
#include "suites.h"

/* The same weights scored from the board at every call. */
static int count_calls;
static int gathering_fn(const void *data, const Board *b, EvalBreakdown *why)
{
    count_calls++;
    return eval_pattern(data, b, why);
}

typedef struct {
    int depth, selectivity, multipv;
} Setting;

/* Every report of a search with a depth, and its move. */
typedef struct {
    Move move;
    ReportLog log;
} Outcome;

static Outcome *run(const Board *b, const Evaluator *ev, Setting set)
{
    TransTable tt;
    memset(&tt, 0, sizeof tt);
    ck_assert(tt_init(&tt, 2));
    Search *s = calloc(1, sizeof *s);
    ck_assert_ptr_nonnull(s);
    Outcome *out = calloc(1, sizeof *out);
    ck_assert_ptr_nonnull(out);
    s->root = *b;
    s->eval = ev;
    s->tt = &tt;
    s->selectivity = set.selectivity;
    s->multipv = set.multipv;
    s->limits.depth = set.depth;
    s->report = test_log_report;
    s->report_ctx = &out->log;
    SearchReport last;
    out->move = search_run(s, &last);
    free(s);
    tt_free(&tt);
    return out;
}

static void assert_same(const Outcome *kept, const Outcome *gathered, const Board *b, Setting set)
{
    ck_assert_msg(kept->move == gathered->move && kept->log.n == gathered->log.n,
                  "depth %d selectivity %d multipv %d, board %016llx %016llx: move %d / %d, reports %d / %d",
                  set.depth, set.selectivity, set.multipv, (unsigned long long)b->player,
                  (unsigned long long)b->opponent, kept->move, gathered->move, kept->log.n, gathered->log.n);
    ck_assert_int_gt(kept->log.n, 0);
    for (int i = 0; i < kept->log.n; i++) {
        const SearchReport *k = &kept->log.r[i], *g = &gathered->log.r[i];
        ck_assert_msg(k->score == g->score && k->nodes == g->nodes && k->pv_len == g->pv_len
                          && memcmp(k->pv, g->pv, (size_t)k->pv_len * sizeof *k->pv) == 0,
                      "depth %d selectivity %d multipv %d report %d, board %016llx %016llx: score %d / %d, nodes "
                      "%llu / %llu",
                      set.depth, set.selectivity, set.multipv, i, (unsigned long long)b->player,
                      (unsigned long long)b->opponent, k->score, g->score, (unsigned long long)k->nodes,
                      (unsigned long long)g->nodes);
    }
}

static void compare_on(const PatternWeights *w, unsigned seed, int empties_low, int empties_high, int positions, const Setting *settings,
                       int setting_count, int min_evaluations)
{
    Evaluator kept = evaluator_pattern(w);
    Evaluator gathered = {kept.name, gathering_fn, w, NULL};
    count_calls = 0;
    int searched = 0;
    for (int n = 0; n < positions; n++) {
        int empties = empties_low + (int)(rand_r(&seed) % (unsigned)(empties_high - empties_low + 1));
        Board b = test_random_board(&seed, empties);
        if (board_is_game_over(&b))
            continue;
        for (int k = 0; k < setting_count; k++) {
            Outcome *a = run(&b, &kept, settings[k]);
            Outcome *g = run(&b, &gathered, settings[k]);
            assert_same(a, g, &b, settings[k]);
            free(a);
            free(g);

        }
        searched++;
    }
    ck_assert_int_ge(searched, positions * 3 / 4);
    /* The comparison means something only where the search evaluated. */
    ck_assert_int_ge(count_calls, min_evaluations);
}

START_TEST(test_midgame_depths)
{
    /* Depths around the ordering thresholds (mobility alone, then the
     * evaluation), probcut on and off, several lines. */
    static const Setting settings[] = {{1, 0, 1}, {4, 0, 1}, {5, 0, 1}, {7, 0, 1}, {7, 2, 1}, {8, 3, 3}};
    PatternWeights *w = test_random_weights(31, 100);
    compare_on(w, 31, 26, 50, 6, settings, sizeof settings / sizeof *settings, 1000000);
    free(w);
}
END_TEST

START_TEST(test_shallow_search_ordering)
{
    /* Deep enough that moves are ordered by shallow searches of the
     * children, which start from the children's indices. The trained
     * weights order well enough for such depths to be quick. */
    static const Setting settings[] = {{10, 0, 1}, {11, 2, 2}};
    compare_on(test_trained_evaluator()->patterns, 41, 30, 44, 3, settings, 2, 100000);
}
END_TEST

START_TEST(test_near_the_end)
{
    /* Few empties: passes are common and the search runs to the end,
     * with no solver to take over. */
    static const Setting settings[] = {{6, 0, 1}, {9, 0, 2}, {12, 0, 1}};
    PatternWeights *w = test_random_weights(37, 100);
    compare_on(w, 37, 8, 14, 24, settings, sizeof settings / sizeof *settings, 100000);
    free(w);
}
END_TEST

Suite *search_incremental_suite(void)
{
    Suite *s = suite_create("search_incremental");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_midgame_depths);
    tcase_add_test(tc, test_shallow_search_ordering);
    tcase_add_test(tc, test_near_the_end);
    suite_add_tcase(s, tc);
    return s;
}
