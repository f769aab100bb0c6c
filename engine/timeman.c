/* The clock room (timeman.h): the plan of a clock over the moves, the
 * solver's expected times and what its solves teach them, and a level
 * game's reserve for its solve. */
#include "timeman.h"

#include <math.h>
#include <stdbool.h>
#include "endgame.h"
#include "isa.h"

/* The clock's plan. The moves that share it are the side's moves until
 * the solve point, the most empties at which the solver is expected to
 * take over when the game gets there with the time kept for it; the time
 * left when it has settled the game is lost, so the plan keeps little.
 * An exact solve starts when three times its expected time fits the third
 * of the clock a move may take (search_solve.c): it is kept
 * PLAN_SOLVE_RESERVE times that time. From ENDGAME_SELECTIVE_EMPTIES the
 * solver's first selective pass takes over, at about a sixteenth of the
 * solve's time, and the exact solve a move or two later finds most of its
 * tree in the table: PLAN_SELECTIVE_RESERVE times the solve's time. What
 * the solve keeps is at most PLAN_SOLVE_FRACTION of the clock: perfect
 * play from 24 empties changes the result of a game at these speeds
 * little (doc/search.md), so the midgame gets the rest. */
#define PLAN_SOLVE_RESERVE 9.0
#define PLAN_SELECTIVE_RESERVE (9.0 / 16)
#define PLAN_SOLVE_FRACTION 0.15
#define PLAN_SOLVE_MIN_EMPTIES 14
#define PLAN_SOLVE_MAX_EMPTIES 30
/* The early midgame, where the game is shaped and every ply of search
 * pays, gets a larger share; each later move plans again from what is
 * left, so the rest of the game gets correspondingly less. */
#define PLAN_EARLY_EMPTIES 36
#define PLAN_EARLY_WEIGHT 1.25
/* An iteration starts until PLAN_SOFT of the share is spent, and may run
 * to PLAN_HARD times the share (a third of the clock at most) to finish:
 * the next iteration costs a few times the last, so stopping at the share
 * itself threw away half the clock. */
#define PLAN_SOFT 0.6
#define PLAN_HARD 2.0

/* Never spent: a twentieth of the clock, and the overhead of the moves
 * still to play. */
static int64_t clock_reserve(const SearchLimits *l, int moves, int64_t overhead)
{
    return l->time_left / 20 + 50 + overhead * moves;
}

SearchLimits timeman_clock_limits(const GameClock *clock, SearchLimits limits)
{
    limits.time_left = limits.increment = 0;
    limits.moves_to_go = 0;
    if (!clock->on)
        return limits;
    /* A spent clock still asks for a move: the least time there is. */
    limits.time_left = clock->time_left > 0 ? clock->time_left : 1;
    limits.increment = clock->increment > 0 ? clock->increment : 0;
    limits.moves_to_go = clock->moves_to_go > 0 ? clock->moves_to_go : 0;
    return limits;
}

SolvePlan timeman_solve_plan(TimeManager *tm, const IsaPaths *paths, int threads, const SearchLimits *l,
                             int empties)
{
    SolvePlan plan = {PLAN_SOLVE_MIN_EMPTIES, 0};
    /* Moves to go refill the clock: the solve needs no time kept. */
    if (l->time_left <= 0 || l->moves_to_go > 0 || l->infinite || l->movetime > 0)
        return plan;
    double most = (double)(l->time_left - clock_reserve(l, 0, 0)) * PLAN_SOLVE_FRACTION;
    int top = empties < PLAN_SOLVE_MAX_EMPTIES ? empties : PLAN_SOLVE_MAX_EMPTIES;
    for (int e = top; e > PLAN_SOLVE_MIN_EMPTIES; e--) {
        double times = e >= ENDGAME_SELECTIVE_EMPTIES ? PLAN_SELECTIVE_RESERVE : PLAN_SOLVE_RESERVE;
        /* The fastest machine's estimate first: no speed measure while
         * even that does not fit. */
        if (timeman_solve_estimate_ms(NULL, NULL, e, threads) * times > most)
            continue;
        double kept = timeman_solve_estimate_ms(tm, paths, e, threads) * times;
        if (kept <= most)
            return (SolvePlan){e, (int64_t)kept};
    }
    return plan;
}

/* The side's moves that share the clock (see above). */
int timeman_planned_moves(const SearchLimits *l, int empties, SolvePlan plan)
{
    if (l->moves_to_go > 0)
        return l->moves_to_go;
    int midgame = (empties - plan.empties + 1) / 2;
    int moves = midgame > 0 ? midgame : (empties + 1) / 2;
    return moves > 0 ? moves : 1;
}

/* Time for this move: a move time less the overhead, or a share of the
 * clock (above), never more than a third of it. A solve may take the
 * whole third: it settles the rest of the game. */
MoveDeadlines timeman_deadlines(const SearchLimits *l, int empties, int64_t start_ms, int overhead_ms,
                                SolvePlan plan)
{
    MoveDeadlines d = {0, 0, 0};
    /* The overhead is lost on every move, never more than half of it. */
    int64_t overhead = overhead_ms > 0 ? overhead_ms : 0;
    if (l->movetime > 0) {
        int64_t kept = overhead < l->movetime / 2 ? overhead : l->movetime / 2;
        int64_t budget = l->movetime - kept;
        d.soft_ms = d.hard_ms = d.solve_ms = start_ms + budget;
    } else if (l->time_left > 0 && !l->infinite) {
        int moves = timeman_planned_moves(l, empties, plan);
        int64_t reserve = clock_reserve(l, moves, overhead);
        int64_t usable = l->time_left > reserve ? l->time_left - reserve : l->time_left / 4;
        /* The midgame's moves share what the solve does not keep. */
        int64_t shared = usable;
        if (empties > plan.empties && l->moves_to_go <= 0 && plan.reserve_ms < usable / 2)
            shared -= plan.reserve_ms;
        double weight = empties >= PLAN_EARLY_EMPTIES && l->moves_to_go <= 0 ? PLAN_EARLY_WEIGHT : 1.0;
        int64_t share = (int64_t)((double)shared / moves * weight) + l->increment * 3 / 4;
        /* A period that ends within one or two moves (a byo-yomi period,
         * movestogo) leaves nothing to save for: its moves share it all. */
        bool last_moves = l->moves_to_go > 0 && l->moves_to_go < 3;
        int64_t cap = usable / (last_moves ? l->moves_to_go : 3);
        if (share > cap)
            share = cap;
        if (share < 1)
            share = 1;
        int64_t hard = last_moves ? share : (int64_t)((double)share * PLAN_HARD);
        if (hard > cap)
            hard = cap;
        d.soft_ms = start_ms + (int64_t)((double)share * PLAN_SOFT);
        d.hard_ms = start_ms + hard;
        d.solve_ms = start_ms + cap;
    }
    return d;
}

/* The solver's median time for a position of 20 empties from a real game,
 * one thread, the table cleared, in probes (timeman_probe_ms): both are
 * the solver's own work, so the ratio, measured once (75 ms against a
 * probe of 4.0 ms, doc/endgame.md), holds on any machine and instruction
 * set, and the estimate follows the speed measured where the engine runs.
 * The median about doubles per extra empty. */
#define SOLVE_PROBES_AT_20 18.75

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
    while (c < TIMEMAN_THREAD_CLASSES - 1 && threads >= 2 << c)
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
static double class_ratio(const TimeManager *tm, int c)
{
    if (tm->solve_times[c].count < LEARN_MIN_SOLVES)
        return 0;
    return exp(tm->solve_times[c].log_ratio_sum / tm->solve_times[c].count);
}

double timeman_solve_speedup(const TimeManager *tm, int threads)
{
    int c = thread_class(threads);
    if (c == 0)
        return 1;
    double many = class_ratio(tm, c), one = class_ratio(tm, 0);
    if (many <= 0)
        return 1;
    /* The threads against one thread's solves, or against the estimate
     * itself (the median of one thread) while those are unseen. */
    double speedup = (one > 0 ? one : 1) / many;
    /* Never slower than one thread (that one is used instead), nor faster
     * than every thread at full use. */
    return speedup < 1 ? 1 : speedup > threads ? threads : speedup;
}

void timeman_learn_solve(TimeManager *tm, int empties, int threads, int64_t ms)
{
    if (ms < LEARN_MIN_MS || tm->probe_ms <= 0)
        return;
    int c = thread_class(threads);
    tm->solve_times[c].log_ratio_sum += log((double)ms / one_thread_estimate(tm->probe_ms, empties));
    tm->solve_times[c].count++;
}

int timeman_solves_learnt(const TimeManager *tm, int threads)
{
    return tm->solve_times[thread_class(threads)].count;
}

double timeman_probe_ms(TimeManager *tm, const IsaPaths *paths)
{
    if (tm->probe_ms > 0 && tm->probe_isa == paths->isa)
        return tm->probe_ms;
    double ms = endgame_speed_ms(paths);
    timeman_set_probe_ms(tm, paths, ms < TIMEMAN_PROBE_MS_MIN ? TIMEMAN_PROBE_MS_MIN
                                    : ms > TIMEMAN_PROBE_MS_MAX ? TIMEMAN_PROBE_MS_MAX : ms);
    return tm->probe_ms;
}

void timeman_set_probe_ms(TimeManager *tm, const IsaPaths *paths, double ms)
{
    tm->probe_ms = ms;
    tm->probe_isa = paths->isa;
}

double timeman_solve_estimate_ms(TimeManager *tm, const IsaPaths *paths, int empties, int threads)
{
    /* Unmeasured, the fastest machine: threads at full use. */
    if (!tm || !paths)
        return one_thread_estimate(TIMEMAN_PROBE_MS_MIN, empties) / (threads > 1 ? threads : 1);
    return one_thread_estimate(timeman_probe_ms(tm, paths), empties) / timeman_solve_speedup(tm, threads);
}

/* A level game on a clock solves when three times the solve's expected
 * time fits a third of the clock (search_solve.c and the deadlines
 * above), so the midgame keeps nine times it, at most half the clock. */
#define LEVEL_SOLVE_RESERVE 9.0

int64_t timeman_level_time_left(TimeManager *tm, const IsaPaths *paths, int solve_empties, int threads,
                                int64_t time_left)
{
    double reserve = timeman_solve_estimate_ms(tm, paths, solve_empties, threads) * LEVEL_SOLVE_RESERVE;
    if (reserve > (double)time_left / 2)
        reserve = (double)time_left / 2;
    return time_left - (int64_t)reserve;
}
