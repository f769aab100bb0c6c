/* The clock room: how long a move may take, and when an exact solve fits.
 * The deadlines of a move (a move time, or a share of the clock planned
 * over the moves until the solver takes over), the solver's expected
 * times (in units of its speed measured where it runs, divided by the
 * speed-up its threads have shown), and the reserve a level game keeps
 * for its solve. Times are in ms on the search's clock (clock.h). */
#ifndef FRONTIER_TIMEMAN_H
#define FRONTIER_TIMEMAN_H

#include <stdint.h>
#include "cpu.h"
#include "search_types.h"

struct IsaPaths;

#define TIMEMAN_THREAD_CLASSES 4 /* 1, 2-3, 4-7, 8 or more threads */

/* What the clock learns of the solver, kept from one search to the next
 * (and across table clears): its speed measure, and how long its solves
 * took against their one-thread estimate per thread class, as the sum of
 * the logarithms of time over estimate, and how many. Zeroed: nothing
 * learnt yet. */
typedef struct TimeManager {
    double probe_ms;  /* timeman_probe_ms's measure, 0 before it */
    CpuIsa probe_isa; /* the instruction set it was measured on */
    struct {
        double log_ratio_sum;
        int count;
    } solve_times[TIMEMAN_THREAD_CLASSES];
} TimeManager;

/* A move's deadlines on the clock, 0 for none: the soft one stops
 * starting iterations, the hard one stops the search, and a solve that
 * settles the game may run to the solve one. */
typedef struct {
    int64_t soft_ms, hard_ms, solve_ms;
} MoveDeadlines;

/* Where a clock's plan expects the exact solve to take over (its empties)
 * and the time it keeps for that solve; the moves before it share the
 * rest. */
typedef struct {
    int empties;
    int64_t reserve_ms;
} SolvePlan;

/* The plan of the clock in limits, at this many empties, for a solver on
 * paths with this many threads (tm and paths as for
 * timeman_solve_estimate_ms); the least plan, keeping nothing, where
 * there is no whole-game clock. */
SolvePlan timeman_solve_plan(TimeManager *tm, const struct IsaPaths *paths, int threads, const SearchLimits *limits,
                             int empties);

/* The deadlines of a search that starts at start_ms with this many
 * empties under limits, keeping overhead_ms back for the pipe on each
 * move, with plan as the clock's (see timeman.c). */
MoveDeadlines timeman_deadlines(const SearchLimits *limits, int empties, int64_t start_ms, int overhead_ms,
                                SolvePlan plan);

/* limits with the time of clock in place of theirs: the limits of a
 * search on that clock (its other limits, a depth or nodes, stay). Every
 * protocol's clock comes here as a GameClock (engine_clock_limits). */
SearchLimits timeman_clock_limits(const GameClock *clock, SearchLimits limits);

/* The side's moves that share the clock: moves_to_go when given, else
 * those until plan's solve. */
int timeman_planned_moves(const SearchLimits *limits, int empties, SolvePlan plan);

/* The solver's speed on paths where it runs (the time in ms of the fixed
 * small solves of endgame_speed_ms), measured on the first call for that
 * instruction set (three rounds, the fastest kept) and kept, within
 * bounds against a clock that misbehaves. */
double timeman_probe_ms(TimeManager *tm, const struct IsaPaths *paths);
#define TIMEMAN_PROBE_MS_MIN 0.4
#define TIMEMAN_PROBE_MS_MAX 400

/* Takes ms as the speed measure on paths instead of measuring it: for
 * tests on a clock of their own. */
void timeman_set_probe_ms(TimeManager *tm, const struct IsaPaths *paths, double ms);

/* What an exact solve of this many empties is expected to take on this
 * many threads with the solver on paths, in ms: the median of real game
 * positions. tm or paths NULL: on the fastest machine the measure
 * allows, threads at full use. */
double timeman_solve_estimate_ms(TimeManager *tm, const struct IsaPaths *paths, int empties, int threads);

/* How many times faster this many threads solve than one, as the solves
 * learnt show; 1 until a few of that thread count's solves are seen. */
double timeman_solve_speedup(const TimeManager *tm, int threads);

/* A whole exact solve of this many empties, from a cleared table, took
 * ms on this many threads: the speed-up of the threads is learnt from it
 * (not from one too short to time). */
void timeman_learn_solve(TimeManager *tm, int empties, int threads, int64_t ms);

/* How many solves of this many threads' class were learnt from. */
int timeman_solves_learnt(const TimeManager *tm, int threads);

/* The clock a level game's midgame may use, time_left less what it keeps
 * for the solve of solve_empties at the level (at most half the clock). */
int64_t timeman_level_time_left(TimeManager *tm, const struct IsaPaths *paths, int solve_empties, int threads,
                                int64_t time_left);

#endif
