/* perft: the recursion is in perft_leaves.c, once per instruction-set
 * path; these pick the path. */
#include "perft.h"
#include "isa.h"

/* The paths of isa, or the portable ones when this build lacks it. */
static const IsaPaths *paths_of(CpuIsa isa)
{
    const IsaPaths *paths = isa_paths(isa);
    return paths ? paths : isa_paths(CPU_ISA_PORTABLE);
}

uint64_t perft_isa(const Board *b, int depth, CpuIsa isa)
{
    if (depth <= 0)
        return 1;
    return paths_of(isa)->perft(b->player, b->opponent, depth);
}

uint64_t perft(const Board *b, int depth) { return perft_isa(b, depth, cpu_best_isa()); }

/* Subtrees of this many plies are counted whole by the path's recursion
 * between two looks at the stop flag: perft 9 from the start is 3 million
 * leaves, a few milliseconds. */
#define PERFT_STOP_GRAIN 9

static uint64_t perft_split(const IsaPaths *paths, const Board *b, int depth, const atomic_bool *stop, bool *stopped)
{
    if (depth <= PERFT_STOP_GRAIN) {
        if (atomic_load_explicit(stop, memory_order_relaxed)) {
            *stopped = true;
            return 0;
        }
        return depth <= 0 ? 1 : paths->perft(b->player, b->opponent, depth);
    }
    Bitboard moves = board_legal_moves(b);
    Board child = *b;
    if (!moves) {
        board_pass(&child);
        if (!board_legal_moves(&child))
            return 1; /* game over: one leaf at any depth, as in perft */
        return perft_split(paths, &child, depth - 1, stop, stopped);
    }
    uint64_t total = 0;
    for (; moves && !*stopped; moves = bb_pop(moves)) {
        child = *b;
        board_play(&child, bb_first(moves));
        total += perft_split(paths, &child, depth - 1, stop, stopped);
    }
    return total;
}

uint64_t perft_stoppable(const Board *b, int depth, const atomic_bool *stop, bool *stopped)
{
    *stopped = false;
    return perft_split(paths_of(cpu_best_isa()), b, depth, stop, stopped);
}
