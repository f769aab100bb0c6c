/* Stable discs: discs that no sequence of moves can flip. */
#ifndef FRONTIER_STABILITY_H
#define FRONTIER_STABILITY_H

#include "board.h"

/* A subset of p's stable discs (a lower bound, found from full lines and
 * from corners outwards). */
Bitboard board_stable(Bitboard p, Bitboard o);

#endif
