/* The solver's contract (endgame.h): limits in, a result out. A limit
 * stops a solve and says so, a stopped solve leaves the solver ready for
 * the next, and a solve's nodes are its own. */
#include <stdatomic.h>
#include "endgame.h"
#include "suites.h"

/* Results agree with minimax: the score, the line, no abort. */
START_TEST(test_result_is_exact)
{
    EndgameSolver *sv = endgame_new(32);
    ck_assert_ptr_nonnull(sv);
    unsigned seed = 4242;
    for (int k = 0; k < 200; k++) {
        Board b = test_random_board(&seed, 1 + k % 10);
        int want = test_minimax(&b);
        EndgameResult r = {.score = 99, .aborted = true, .pv_len = 99};
        ck_assert_int_eq(endgame_solve(sv, &b, -65, 65, NULL, &r), want);
        ck_assert_int_eq(r.score, want);
        ck_assert(!r.aborted);
        ck_assert_int_eq(r.pv_len, 0);
        ck_assert_int_eq(r.pass.confidence, 0);
        ck_assert_int_eq(endgame_solve_pv(sv, &b, -65, 65, NULL, &r), want);
        ck_assert_int_eq(r.score, want);
        ck_assert(!r.aborted);
        ck_assert_int_eq(test_line_score(&b, r.pv, r.pv_len), want);
        if (!board_is_game_over(&b))
            ck_assert_uint_gt(r.nodes, 0);
    }
    endgame_delete(sv);
}
END_TEST

/* A solve after the table was cleared or resized is told as one from
 * nothing; the next is not. */
START_TEST(test_fresh_table_told)
{
    EndgameSolver *sv = endgame_new(1);
    ck_assert_ptr_nonnull(sv);
    unsigned seed = 5;
    Board b = test_random_board(&seed, 12);
    EndgameResult r;
    endgame_solve(sv, &b, -65, 65, NULL, &r);
    ck_assert(r.fresh_table);
    endgame_solve(sv, &b, -65, 65, NULL, &r);
    ck_assert(!r.fresh_table);
    endgame_clear(sv);
    endgame_solve_pv(sv, &b, -65, 65, NULL, &r);
    ck_assert(r.fresh_table);
    endgame_solve_pv(sv, &b, -65, 65, NULL, &r);
    ck_assert(!r.fresh_table);
    ck_assert(endgame_set_hash(sv, 2));
    endgame_solve(sv, &b, -65, 65, NULL, &r);
    ck_assert(r.fresh_table);
    endgame_delete(sv);
}
END_TEST

/* A clock standing at 100 ms. */
static int64_t at_100(void *ctx)
{
    (void)ctx;
    return 100;
}
static const Clock CLOCK_AT_100 = {at_100, NULL};

/* A position of 20 empties, its unlimited solve's score and nodes: enough
 * nodes that the solver reads its limits many times. */
static Board deep_position(EndgameSolver *sv, int *score, uint64_t *nodes)
{
    unsigned seed = 808;
    Board b;
    do
        b = test_random_board(&seed, 20);
    while (!board_legal_moves(&b));
    EndgameResult r;
    endgame_clear(sv);
    *score = endgame_solve_pv(sv, &b, -65, 65, NULL, &r);
    *nodes = r.nodes;
    ck_assert_uint_gt(*nodes, 40 * 4096);
    return b;
}

/* Each limit, the node count, the stop flag and the deadline, ends the
 * solve early, and the result says it was stopped; the solver, stopped,
 * then solves the position exactly without limits. */
START_TEST(test_limits_stop_a_solve)
{
    EndgameSolver *sv = endgame_new(4);
    ck_assert_ptr_nonnull(sv);
    int score;
    uint64_t full;
    Board b = deep_position(sv, &score, &full);
    atomic_bool stop;
    atomic_init(&stop, true);
    const EndgameLimits limits[] = {
        {.node_limit = full / 10},
        {.stop = &stop},
        {.clock = &CLOCK_AT_100, .deadline_ms = 50},
        {.node_limit = full / 10, .threads = 2},
    };
    for (size_t k = 0; k < sizeof limits / sizeof *limits; k++) {
        for (int pv = 0; pv < 2; pv++) {
            EndgameResult r;
            endgame_clear(sv);
            if (pv)
                endgame_solve_pv(sv, &b, -65, 65, &limits[k], &r);
            else
                endgame_solve(sv, &b, -65, 65, &limits[k], &r);
            ck_assert_msg(r.aborted, "limits %zu", k);
            ck_assert_uint_lt(r.nodes, full);
            if (limits[k].node_limit)
                ck_assert_uint_ge(r.nodes, limits[k].node_limit);
            ck_assert_int_eq(endgame_solve_pv(sv, &b, -65, 65, NULL, &r), score);
            ck_assert(!r.aborted);
        }
    }
    /* Limits not reached leave the solve whole. */
    EndgameResult r;
    endgame_clear(sv);
    EndgameLimits loose = {.node_limit = 2 * full, .clock = &CLOCK_AT_100, .deadline_ms = 101};
    ck_assert_int_eq(endgame_solve_pv(sv, &b, -65, 65, &loose, &r), score);
    ck_assert(!r.aborted);
    ck_assert_uint_eq(r.nodes, full);
    endgame_delete(sv);
}
END_TEST

/* The lowest node count a progress line told. */
static void least_nodes(void *ctx, uint64_t nodes, const EndgamePass *pass)
{
    uint64_t *least = ctx;
    if (!pass && nodes < *least)
        *least = nodes;
}

/* A root solve of a series counts on from the nodes before it: they count
 * against the node limit and in its progress lines, not in its result. */
START_TEST(test_series_counts_on)
{
    EndgameSolver *sv = endgame_new(4);
    ck_assert_ptr_nonnull(sv);
    int score;
    uint64_t full;
    Board b = deep_position(sv, &score, &full);
    const uint64_t before = 1000000;
    uint64_t least = UINT64_MAX;
    /* A progress line at every reading of the clock: it stands still. */
    EndgameLimits limits = {.nodes_before = before, .clock = &CLOCK_AT_100, .progress = least_nodes,
                            .progress_ctx = &least, .progress_from_ms = -1000};
    EndgameResult r;
    endgame_clear(sv);
    ck_assert_int_eq(endgame_solve_pv(sv, &b, -65, 65, &limits, &r), score);
    ck_assert_uint_eq(r.nodes, full);
    ck_assert_uint_ne(least, UINT64_MAX);
    ck_assert_uint_gt(least, before);
    /* A limit the nodes before have spent stops the solve at once. */
    limits.node_limit = before;
    endgame_clear(sv);
    endgame_solve_pv(sv, &b, -65, 65, &limits, &r);
    ck_assert(r.aborted);
    ck_assert_uint_lt(r.nodes, full / 4);
    endgame_delete(sv);
}
END_TEST

/* The node count at which the first selective pass ended, and how many
 * passes ended. */
typedef struct {
    uint64_t first;
    int count;
} PassesSeen;

static void count_passes(void *ctx, uint64_t nodes, const EndgamePass *pass)
{
    PassesSeen *seen = ctx;
    if (pass && !seen->count++)
        seen->first = nodes;
}

/* On a clock, a solve of ENDGAME_CLOCKED_PASS_EMPTIES (18) to 21 empties
 * runs the first selective pass before the exact solve, so that one the
 * clock stops still has a move of its own, at 88%; off the clock, or
 * nearer the end, it goes straight to the exact solve. A node limit stands
 * in for the clock, so that the stop is the same on every machine. */
START_TEST(test_clocked_solve_passes_first)
{
    EndgameSolver *sv = endgame_new(4);
    ck_assert_ptr_nonnull(sv);
    endgame_set_eval(sv, test_trained_evaluator());
    int score;
    uint64_t full;
    Board b = deep_position(sv, &score, &full);
    PassesSeen seen = {0, 0};
    EndgameLimits clocked = {.on_clock = true, .progress = count_passes, .progress_ctx = &seen};
    EndgameResult r;
    endgame_clear(sv);
    ck_assert_int_eq(endgame_solve_pv(sv, &b, -65, 65, &clocked, &r), score);
    ck_assert_int_eq(seen.count, 1);
    ck_assert_int_eq(r.pass.confidence, 88);
    ck_assert_uint_lt(seen.first, r.nodes / 2);
    /* Stopped past the pass: its move stands. */
    clocked.node_limit = seen.first + (r.nodes - seen.first) / 2;
    endgame_clear(sv);
    endgame_solve_pv(sv, &b, -65, 65, &clocked, &r);
    ck_assert(r.aborted);
    ck_assert_int_eq(r.pass.confidence, 88);
    ck_assert(board_legal_moves(&b) & BB_SQUARE(r.pass.move));
    /* Off the clock, the same stop leaves no move. */
    EndgameLimits plain = {.node_limit = clocked.node_limit};
    endgame_clear(sv);
    endgame_solve_pv(sv, &b, -65, 65, &plain, &r);
    ck_assert(r.aborted);
    ck_assert_int_eq(r.pass.confidence, 0);
    /* Below 18 empties no pass, on the clock too. */
    unsigned seed = 77;
    Board near;
    do
        near = test_random_board(&seed, ENDGAME_CLOCKED_PASS_EMPTIES - 1);
    while (!board_legal_moves(&near));
    seen = (PassesSeen){0, 0};
    endgame_clear(sv);
    endgame_solve_pv(sv, &near, -65, 65, &(EndgameLimits){.on_clock = true, .progress = count_passes,
                                                          .progress_ctx = &seen}, &r);
    ck_assert_int_eq(seen.count, 0);
    ck_assert_int_eq(r.pass.confidence, 0);
    endgame_delete(sv);
}
END_TEST

Suite *endgame_limits_suite(void)
{
    Suite *s = suite_create("endgame_limits");
    TCase *tc = tcase_create("contract");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_result_is_exact);
    tcase_add_test(tc, test_fresh_table_told);
    tcase_add_test(tc, test_limits_stop_a_solve);
    tcase_add_test(tc, test_series_counts_on);
    tcase_add_test(tc, test_clocked_solve_passes_first);
    suite_add_tcase(s, tc);
    return s;
}
