/* The solver's speed on the machine it runs on (endgame_speed_ms), and
 * the clock's estimates of whole solves: these are counted in that
 * measure, since other CPUs, the portable path and sanitizer builds run
 * the same solves faster or slower, and divided by the speed-up the
 * solver's finished solves have shown for their threads. */
#include <math.h>
#include <stdint.h>
#include <time.h>
#include "endgame.h"
#include "random.h"

/* Positions below the main table, so that nothing left from an earlier
 * solve is timed: the lean search and the last empties, where a solve
 * spends most of its time. On the development machine these took 2.5
 * times as long on the portable path, and whole solves of 20-24 empties
 * 2.0-2.3 times. */
#define SPEED_EMPTIES 12
#define SPEED_POSITIONS 16
/* The fastest round counts: load from other programs only slows one. */
#define SPEED_ROUNDS 3

void endgame_fixed_positions(Board *out, int n, int empties)
{
    uint64_t state = 0; /* a fixed sequence: every machine times the same solves */
    for (int k = 0; k < n;) {
        Board b;
        board_start(&b);
        while (board_empty_count(&b) > empties) {
            Bitboard moves = board_legal_moves(&b);
            if (!moves) {
                board_pass(&b);
                moves = board_legal_moves(&b);
                if (!moves)
                    break;
            }
            for (int skip = (int)(random_next(&state) % (uint64_t)bb_count(moves)); skip > 0; skip--)
                moves = bb_pop(moves);
            board_play(&b, bb_first(moves));
        }
        if (board_empty_count(&b) == empties && board_legal_moves(&b))
            out[k++] = b;
    }
}

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

double endgame_speed_ms(EndgameSolver *probe)
{
    Board positions[SPEED_POSITIONS];
    endgame_fixed_positions(positions, SPEED_POSITIONS, SPEED_EMPTIES);
    double fastest = 0;
    for (int round = 0; round < SPEED_ROUNDS; round++) {
        endgame_clear(probe);
        double start = now_ms();
        for (int i = 0; i < SPEED_POSITIONS; i++)
            endgame_solve(probe, &positions[i], -64, 64, NULL, NULL);
        double took = now_ms() - start;
        if (round == 0 || took < fastest)
            fastest = took;
    }
    return fastest;
}

/* The solver's median time for a position of 20 empties from a real game,
 * one thread, the table cleared, in probes (endgame_probe_ms): both are
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

double endgame_solve_speedup(const EndgameSolver *sv, int threads)
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

void endgame_learn_solve_time(EndgameSolver *sv, int empties, int threads, int64_t ms)
{
    if (ms < LEARN_MIN_MS || sv->probe_ms <= 0)
        return;
    int c = thread_class(threads);
    sv->solve_times[c].log_ratio_sum += log((double)ms / one_thread_estimate(sv->probe_ms, empties));
    sv->solve_times[c].count++;
}

int endgame_solves_learnt(const EndgameSolver *sv, int threads)
{
    return sv->solve_times[thread_class(threads)].count;
}

double endgame_estimate_ms(EndgameSolver *sv, int empties, int threads)
{
    /* Without a solver, the fastest machine: threads at full use. */
    if (!sv)
        return one_thread_estimate(ENDGAME_PROBE_MS_MIN, empties) / (threads > 1 ? threads : 1);
    return one_thread_estimate(endgame_probe_ms(sv), empties) / endgame_solve_speedup(sv, threads);
}
