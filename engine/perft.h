/* Counting the leaves of the move tree: a correctness and speed test of the
 * move generator. */
#ifndef FRONTIER_PERFT_H
#define FRONTIER_PERFT_H

#include <stdbool.h>
#include <stdint.h>
#include "board.h"

/* Leaves depth plies below b. A forced pass uses up one ply; a finished
 * game reached early counts as one leaf (the convention of the standard
 * table in tests/data/perft.txt). */
uint64_t perft(const Board *b, int depth);

/* The instruction sets perft is compiled for; perft() takes the best one
 * the CPU has. */
typedef enum { PERFT_PORTABLE, PERFT_AVX2, PERFT_AVX512 } PerftIsa;

bool perft_isa_available(PerftIsa isa);

/* perft with one given instruction set, which must be available. */
uint64_t perft_isa(const Board *b, int depth, PerftIsa isa);

#endif
