/* Counting the leaves of the move tree: a correctness and speed test of the
 * move generator. */
#ifndef FRONTIER_PERFT_H
#define FRONTIER_PERFT_H

#include <stdint.h>
#include "board.h"

/* Leaves depth plies below b. A forced pass uses up one ply; a finished
 * game reached early counts as one leaf (the convention of the standard
 * table in tests/data/perft.txt). */
uint64_t perft(const Board *b, int depth);

#endif
