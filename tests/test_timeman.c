/* The clock room (timeman.h): a move's deadlines from its limits, the
 * plan of a clock over the moves, the solver's expected times and what its
 * solves teach them, and a level game's reserve. Times are given, not
 * read: nothing here depends on the machine's speed or load. */
#include <math.h>
#include "endgame.h"
#include "isa.h"
#include "suites.h"
#include "timeman.h"

/* A move time, less the overhead (half of a move time too short for it),
 * counted from the start; every deadline the same. */
static const SolvePlan NO_PLAN = {0, 0};

START_TEST(test_move_time_deadlines)
{
    MoveDeadlines d = timeman_deadlines(&(SearchLimits){.movetime = 200}, 40, 1000, 10, NO_PLAN);
    ck_assert_int_eq(d.soft_ms, 1190);
    ck_assert_int_eq(d.hard_ms, 1190);
    ck_assert_int_eq(d.solve_ms, 1190);
    d = timeman_deadlines(&(SearchLimits){.movetime = 12}, 40, 1000, 10, NO_PLAN);
    ck_assert_int_eq(d.hard_ms, 1006);
    d = timeman_deadlines(&(SearchLimits){.movetime = 200}, 40, 1000, -5, NO_PLAN);
    ck_assert_int_eq(d.hard_ms, 1200);
    /* No time limit, or an infinite search: no deadline. */
    d = timeman_deadlines(&(SearchLimits){.depth = 8}, 40, 1000, 10, NO_PLAN);
    ck_assert(d.soft_ms == 0 && d.hard_ms == 0 && d.solve_ms == 0);
    d = timeman_deadlines(&(SearchLimits){.time_left = 5000, .infinite = true}, 40, 1000, 10, NO_PLAN);
    ck_assert(d.soft_ms == 0 && d.hard_ms == 0 && d.solve_ms == 0);
}
END_TEST

/* The moves that share a clock: those until the plan's solve, or the
 * moves to go when told; past the solve point, every move left. */
START_TEST(test_planned_moves)
{
    SearchLimits clock = {.time_left = 60000};
    SolvePlan at20 = {20, 1000}, at24 = {24, 1000};
    ck_assert_int_eq(timeman_planned_moves(&clock, 50, at20), 15);
    ck_assert_int_eq(timeman_planned_moves(&clock, 50, at24), 13);
    ck_assert_int_eq(timeman_planned_moves(&clock, 30, at20), 5);
    ck_assert_int_eq(timeman_planned_moves(&clock, 21, at20), 1);
    ck_assert_int_eq(timeman_planned_moves(&clock, 12, at20), 6);
    ck_assert_int_eq(timeman_planned_moves(&clock, 0, at20), 1);
    clock.moves_to_go = 7;
    ck_assert_int_eq(timeman_planned_moves(&clock, 50, at20), 7);
}
END_TEST

/* Whether the solver takes over at plan's point when the game gets there
 * with plan's time: the exact solve's margin of three times its estimate
 * within the third of the clock a move may take, or the first selective
 * pass's (a sixteenth of it) from 22 empties. */
static bool plan_fits(TimeManager *tm, const IsaPaths *paths, SolvePlan plan)
{
    double third = (double)plan.reserve_ms / 3 + 1;
    double solve = timeman_solve_estimate_ms(tm, paths, plan.empties, 1) * 3;
    return plan.empties >= ENDGAME_SELECTIVE_EMPTIES ? solve / 16 <= third : solve <= third;
}

/* The solve point: on a whole-game clock the most empties whose solve the
 * time it keeps lets in, the time kept a small part of the clock; further
 * from the end the longer the clock and the faster the solver; nothing
 * kept on a move time or moves to go, whose clocks refill. */
START_TEST(test_solve_plan)
{
    TimeManager tm = {0};
    const IsaPaths *paths = isa_paths(CPU_ISA_PORTABLE);
    timeman_set_probe_ms(&tm, paths, 4.0);
    int last = 0;
    for (int64_t ms = 500; ms <= 3600000; ms *= 2) {
        SearchLimits clock = {.time_left = ms};
        SolvePlan plan = timeman_solve_plan(&tm, paths, 1, &clock, 52);
        ck_assert_msg(plan.empties >= last, "%lld ms: %d empties after %d", (long long)ms, plan.empties, last);
        ck_assert_int_le(plan.reserve_ms, ms * 15 / 100);
        ck_assert_msg(plan.reserve_ms == 0 || plan_fits(&tm, paths, plan), "%lld ms: %d empties, %lld ms kept",
                      (long long)ms, plan.empties, (long long)plan.reserve_ms);
        /* One empty more would not fit in the most it may keep. */
        if (plan.reserve_ms > 0 && plan.empties < 30) {
            SolvePlan further = {plan.empties + 1, (ms - ms / 20 - 50) * 15 / 100};
            ck_assert_msg(!plan_fits(&tm, paths, further),
                          "%lld ms: %d empties would fit", (long long)ms, plan.empties + 1);
        }
        last = plan.empties;
    }
    ck_assert_int_ge(last, 26);
    /* 30 s: a selective pass at 26 empties (4.8 s a solve), 2.7 s kept. */
    SolvePlan half_minute = timeman_solve_plan(&tm, paths, 1, &(SearchLimits){.time_left = 30000}, 52);
    ck_assert_int_eq(half_minute.empties, 26);
    ck_assert_int_eq(half_minute.reserve_ms, 4800 * 9 / 16);
    /* A slower solver plans its solve nearer the end. */
    TimeManager slow = {0};
    timeman_set_probe_ms(&slow, paths, 16.0);
    ck_assert_int_eq(timeman_solve_plan(&slow, paths, 1, &(SearchLimits){.time_left = 30000}, 52).empties, 24);
    /* Never more empties than the board has. */
    ck_assert_int_le(timeman_solve_plan(&tm, paths, 1, &(SearchLimits){.time_left = 3600000}, 20).empties, 20);
    SearchLimits refilled[] = {{.movetime = 1000}, {.time_left = 30000, .moves_to_go = 10}, {.depth = 10}};
    for (size_t i = 0; i < sizeof refilled / sizeof *refilled; i++)
        ck_assert_int_eq(timeman_solve_plan(&tm, paths, 1, &refilled[i], 52).reserve_ms, 0);
}
END_TEST

/* A clock's deadlines: soft before hard, hard within a third of the
 * clock, the solve's at that third; the overhead of the moves to play kept
 * back; the early midgame's share larger; a period's last move takes it
 * all but the reserve. */
START_TEST(test_clock_deadlines)
{
    SearchLimits clock = {.time_left = 30000};
    SolvePlan plan = {20, 0};
    MoveDeadlines d = timeman_deadlines(&clock, 50, 500, 0, plan);
    ck_assert_int_gt(d.soft_ms, 500);
    ck_assert_int_gt(d.hard_ms, d.soft_ms);
    ck_assert_int_le(d.hard_ms, d.solve_ms);
    ck_assert_int_le(d.solve_ms - 500, 30000 / 3);
    ck_assert_int_gt(d.solve_ms - 500, 30000 / 4);
    MoveDeadlines kept = timeman_deadlines(&clock, 50, 500, 50, plan);
    ck_assert_int_lt(kept.hard_ms, d.hard_ms);
    /* The time kept for the solve is not the midgame's to share; once
     * there, the solve's. */
    MoveDeadlines solve_kept = timeman_deadlines(&clock, 50, 500, 0, (SolvePlan){20, 3000});
    ck_assert_int_lt(solve_kept.soft_ms, d.soft_ms);
    MoveDeadlines solve_come = timeman_deadlines(&clock, 20, 500, 0, (SolvePlan){20, 3000});
    ck_assert_int_eq(solve_come.soft_ms, timeman_deadlines(&clock, 20, 500, 0, plan).soft_ms);
    /* The same clock per share still to plan: the early move's is larger. */
    MoveDeadlines late = timeman_deadlines(&(SearchLimits){.time_left = 30000 * 5 / 15}, 30, 500, 0, plan);
    ck_assert_int_gt(d.soft_ms, late.soft_ms);
    /* An increment adds to each share. */
    MoveDeadlines more = timeman_deadlines(&(SearchLimits){.time_left = 30000, .increment = 1000}, 50, 500, 0, plan);
    ck_assert_int_gt(more.soft_ms, d.soft_ms);
    /* The last move of a period. */
    MoveDeadlines last = timeman_deadlines(&(SearchLimits){.time_left = 30000, .moves_to_go = 1}, 50, 500, 0, plan);
    ck_assert_int_eq(last.hard_ms, last.solve_ms);
    ck_assert_int_gt(last.hard_ms - 500, 30000 * 9 / 10);
    ck_assert_int_lt(last.hard_ms - 500, 30000);
}
END_TEST

/* Each protocol's clock as its GameClock, with the limits and the
 * deadlines (at 40 and 16 empties, from 1000 ms, 10 ms overhead, with
 * the fastest solver's plan) that its front end gives: engine_clock_limits
 * is the one way there, and the search's time on every clock is pinned.
 * (At 40 empties the whole-game clocks' shares grew when the plan began
 * to count the moves to the solve point only.) */
static const struct {
    const char *what;
    GameClock clock;
    int64_t time_left, increment;
    int moves_to_go;
    MoveDeadlines at40, at16;
} CLOCKS[] = {
    {"no clock", {0}, 0, 0, 0, {0, 0, 0}, {0, 0, 0}},
    {"UOI btime 60000 binc 1000", {true, 60000, 1000, 0}, 60000, 1000, 0, {9337, 19966, 19966}, {5714, 16716, 19956}},
    {"UOI btime 0", {true, 0, 0, 0}, 1, 0, 0, {1000, 1000, 1000}, {1000, 1000, 1000}},
    {"UOI wtime 30000 movestogo 10", {true, 30000, 0, 10}, 30000, 0, 10, {2701, 6670, 10450}, {2701, 6670, 10450}},
    {"UOI wtime 5000 movestogo 2", {true, 5000, 0, 2}, 5000, 0, 2, {2404, 3340, 3340}, {2404, 3340, 3340}},
    {"GTP main time 300 s", {true, 300000, 0, 0}, 300000, 0, 0, {43087, 95966, 95966}, {22364, 72216, 95956}},
    {"GTP byo-yomi 0.2 s a move", {true, 200, 0, 1}, 200, 0, 1, {1078, 1130, 1130}, {1078, 1130, 1130}},
    {"GTP time_left spent", {true, -3, 0, 0}, 1, 0, 0, {1000, 1000, 1000}, {1000, 1000, 1000}},
    {"NBoard 120.5 s, 10 s a move", {true, 120500, 10000, 0}, 120500, 10000, 0, {22007, 39125, 39125},
     {14075, 39115, 39115}},
    {"a clock that is off", {false, 5000, 100, 3}, 0, 0, 0, {0, 0, 0}, {0, 0, 0}},
};

START_TEST(test_clock_limits)
{
    for (size_t i = 0; i < sizeof CLOCKS / sizeof *CLOCKS; i++) {
        /* The limits that are not the clock's stay. */
        SearchLimits l = timeman_clock_limits(&CLOCKS[i].clock, (SearchLimits){.depth = 7, .time_left = 99});
        ck_assert_msg(l.time_left == CLOCKS[i].time_left && l.increment == CLOCKS[i].increment
                          && l.moves_to_go == CLOCKS[i].moves_to_go && l.depth == 7,
                      "%s: %lld %lld %d", CLOCKS[i].what, (long long)l.time_left, (long long)l.increment,
                      l.moves_to_go);
        const MoveDeadlines *want[2] = {&CLOCKS[i].at40, &CLOCKS[i].at16};
        int empties[2] = {40, 16};
        l.depth = 0;
        for (int k = 0; k < 2; k++) {
            SolvePlan plan = timeman_solve_plan(NULL, NULL, 1, &l, empties[k]);
            MoveDeadlines d = timeman_deadlines(&l, empties[k], 1000, 10, plan);
            ck_assert_msg(d.soft_ms == want[k]->soft_ms && d.hard_ms == want[k]->hard_ms
                              && d.solve_ms == want[k]->solve_ms,
                          "%s at %d empties: %lld %lld %lld", CLOCKS[i].what, empties[k], (long long)d.soft_ms,
                          (long long)d.hard_ms, (long long)d.solve_ms);
        }
    }
}
END_TEST

/* The estimate doubles with each empty and scales with the speed
 * measure; unmeasured, it is the fastest machine's, with threads at full
 * use. */
START_TEST(test_solve_estimates)
{
    TimeManager tm = {0};
    const IsaPaths *paths = isa_paths(CPU_ISA_PORTABLE);
    timeman_set_probe_ms(&tm, paths, 4.0);
    ck_assert_double_eq_tol(timeman_solve_estimate_ms(&tm, paths, 20, 1), 75.0, 1e-9);
    ck_assert_double_eq_tol(timeman_solve_estimate_ms(&tm, paths, 22, 1), 300.0, 1e-9);
    ck_assert_double_eq_tol(timeman_solve_estimate_ms(&tm, paths, 19, 4), 37.5, 1e-9); /* threads unproven */
    double fastest = timeman_solve_estimate_ms(NULL, NULL, 20, 1);
    ck_assert_double_eq_tol(fastest, 75.0 * TIMEMAN_PROBE_MS_MIN / 4.0, 1e-9);
    ck_assert_double_eq_tol(timeman_solve_estimate_ms(NULL, paths, 20, 4), fastest / 4, 1e-9);
}
END_TEST

/* The speed-up of more threads is believed once a few of their finished
 * solves show it: then it is what they took against one thread's solves
 * (or against the one-thread estimate while none is seen), never below 1
 * nor above the thread count. Solves too short to time teach nothing. */
START_TEST(test_threads_speed_up_once_measured)
{
    TimeManager tm = {0};
    const IsaPaths *paths = isa_paths(CPU_ISA_PORTABLE);
    timeman_learn_solve(&tm, 20, 2, 5000); /* nothing measured: nothing learnt */
    ck_assert_int_eq(timeman_solves_learnt(&tm, 2), 0);
    timeman_set_probe_ms(&tm, paths, 20.0);
    double one = timeman_solve_estimate_ms(&tm, paths, 20, 1);
    ck_assert(timeman_solve_estimate_ms(&tm, paths, 20, 2) == one);
    for (int k = 0; k < 10; k++)
        timeman_learn_solve(&tm, 10, 2, 1); /* too short to count */
    ck_assert(timeman_solve_speedup(&tm, 2) == 1);
    for (int k = 0; k < 3; k++)
        timeman_learn_solve(&tm, 20, 2, (int64_t)(one / 2));
    ck_assert_int_eq(timeman_solves_learnt(&tm, 3), 3);
    ck_assert_double_eq_tol(timeman_solve_speedup(&tm, 2), 2.0, 0.01);
    ck_assert_double_eq_tol(timeman_solve_estimate_ms(&tm, paths, 20, 3), one / 2, one * 0.01);
    ck_assert(timeman_solve_speedup(&tm, 4) == 1); /* another class: unseen */
    for (int k = 0; k < 3; k++)
        timeman_learn_solve(&tm, 21, 1, (int64_t)(one * 2 * 0.8));
    ck_assert_double_eq_tol(timeman_solve_speedup(&tm, 2), 1.6, 0.01);
    for (int k = 0; k < 3; k++)
        timeman_learn_solve(&tm, 22, 4, (int64_t)(one * 4 * 4));
    ck_assert(timeman_solve_speedup(&tm, 4) == 1); /* slower: one thread's estimate */
    for (int k = 0; k < 30; k++)
        timeman_learn_solve(&tm, 20, 2, 20);
    ck_assert(timeman_solve_speedup(&tm, 2) == 2); /* no more than the threads */
}
END_TEST

/* A level game keeps nine times the solve's estimate for it, at most half
 * the clock. */
START_TEST(test_level_reserve)
{
    TimeManager tm = {0};
    const IsaPaths *paths = isa_paths(CPU_ISA_PORTABLE);
    timeman_set_probe_ms(&tm, paths, 4.0);
    ck_assert_int_eq(timeman_level_time_left(&tm, paths, 20, 1, 100000), 100000 - 9 * 75);
    ck_assert_int_eq(timeman_level_time_left(&tm, paths, 20, 1, 1000), 500);
}
END_TEST

/* The solver's speed is measured once and kept, within its bounds, for
 * each instruction set. (How the paths' speeds compare is a benchmark's
 * question, not a test's.) */
START_TEST(test_probe_measured_once)
{
    TimeManager tm = {0};
    const IsaPaths *best = isa_paths_best(), *portable = isa_paths(CPU_ISA_PORTABLE);
    double native = timeman_probe_ms(&tm, best);
    ck_assert(native >= TIMEMAN_PROBE_MS_MIN && native <= TIMEMAN_PROBE_MS_MAX);
    ck_assert(timeman_probe_ms(&tm, best) == native);
    if (best != portable) {
        double slow = timeman_probe_ms(&tm, portable);
        ck_assert(slow >= TIMEMAN_PROBE_MS_MIN && slow <= TIMEMAN_PROBE_MS_MAX);
        ck_assert(timeman_probe_ms(&tm, portable) == slow);
    }
}
END_TEST

Suite *timeman_suite(void)
{
    Suite *s = suite_create("timeman");
    TCase *tc = tcase_create("clock");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_move_time_deadlines);
    tcase_add_test(tc, test_planned_moves);
    tcase_add_test(tc, test_solve_plan);
    tcase_add_test(tc, test_clock_deadlines);
    tcase_add_test(tc, test_clock_limits);
    tcase_add_test(tc, test_solve_estimates);
    tcase_add_test(tc, test_threads_speed_up_once_measured);
    tcase_add_test(tc, test_level_reserve);
    tcase_add_test(tc, test_probe_measured_once);
    suite_add_tcase(s, tc);
    return s;
}
