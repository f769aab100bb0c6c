/* The solver's speed on the machine it runs on (endgame_speed_ms): the
 * clock's solve estimates (timeman.c) are counted in this measure, since
 * other CPUs, the portable path and sanitizer builds run the same solves
 * faster or slower. */
#include <stdint.h>
#include "clock.h"
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

double endgame_speed_ms(const struct IsaPaths *paths)
{
    EndgameSolver *probe = endgame_new(0);
    if (!probe)
        return 0; /* no measure: the clock takes the fastest machine's */
    endgame_set_paths(probe, paths);
    Board positions[SPEED_POSITIONS];
    endgame_fixed_positions(positions, SPEED_POSITIONS, SPEED_EMPTIES);
    double fastest = 0;
    for (int round = 0; round < SPEED_ROUNDS; round++) {
        endgame_clear(probe);
        int64_t start = clock_monotonic_us();
        for (int i = 0; i < SPEED_POSITIONS; i++)
            endgame_solve(probe, &positions[i], -64, 64, NULL, NULL);
        double took = (double)(clock_monotonic_us() - start) / 1e3;
        if (round == 0 || took < fastest)
            fastest = took;
    }
    endgame_delete(probe);
    return fastest;
}

