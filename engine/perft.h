/* Counting the leaves of the move tree: a correctness and speed test of the
 * move generator. */
#ifndef FRONTIER_PERFT_H
#define FRONTIER_PERFT_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include "board.h"
#include "cpu.h"

/* Leaves depth plies below b. A forced pass uses up one ply; a finished
 * game reached early counts as one leaf (the convention of the standard
 * table in tests/data/perft.txt). */
uint64_t perft(const Board *b, int depth);

/* perft with one given instruction-set path (perft() takes the CPU's
 * best), which must be available (cpu_isa_available). */
uint64_t perft_isa(const Board *b, int depth, CpuIsa isa);

/* perft that can be stopped: it looks at *stop between subtrees of a few
 * milliseconds each. When *stop was seen, *stopped is set and the count is
 * of the part of the tree visited (less than perft's). */
uint64_t perft_stoppable(const Board *b, int depth, const atomic_bool *stop, bool *stopped);

#endif
