/* The eight symmetries of the board (rotations and reflections). */
#ifndef FRONTIER_SYMMETRY_H
#define FRONTIER_SYMMETRY_H

#include "board.h"

/* Mirror left-right (a1 <-> h1). */
static inline Bitboard bb_mirror_horizontal(Bitboard b)
{
    b = ((b >> 1) & 0x5555555555555555ULL) | ((b & 0x5555555555555555ULL) << 1);
    b = ((b >> 2) & 0x3333333333333333ULL) | ((b & 0x3333333333333333ULL) << 2);
    b = ((b >> 4) & 0x0f0f0f0f0f0f0f0fULL) | ((b & 0x0f0f0f0f0f0f0f0fULL) << 4);
    return b;
}

/* Mirror top-bottom (a1 <-> a8). */
static inline Bitboard bb_mirror_vertical(Bitboard b) { return __builtin_bswap64(b); }

/* Transpose along the a1-h8 diagonal (b1 <-> a2). */
static inline Bitboard bb_transpose(Bitboard b)
{
    Bitboard t;
    t = (b ^ (b >> 7)) & 0x00aa00aa00aa00aaULL;
    b ^= t ^ (t << 7);
    t = (b ^ (b >> 14)) & 0x0000cccc0000ccccULL;
    b ^= t ^ (t << 14);
    t = (b ^ (b >> 28)) & 0x00000000f0f0f0f0ULL;
    b ^= t ^ (t << 28);
    return b;
}

/* Symmetry k (0..7) of a bitboard: bit 0 mirrors left-right, bit 1
 * top-bottom, bit 2 transposes first. */
static inline Bitboard bb_symmetry(Bitboard b, int k)
{
    if (k & 4)
        b = bb_transpose(b);
    if (k & 1)
        b = bb_mirror_horizontal(b);
    if (k & 2)
        b = bb_mirror_vertical(b);
    return b;
}

/* Square sq under symmetry k, consistent with bb_symmetry. */
static inline int square_symmetry(int sq, int k)
{
    return bb_first(bb_symmetry(BB_SQUARE(sq), k));
}

/* The representative of b's symmetry class (smallest player, then
 * opponent); *k_out, if not NULL, receives the symmetry that maps b to it. */
Board board_canonical(const Board *b, int *k_out);

#endif
