/* Bit tricks on 64-bit boards: a1 = bit 0, h1 = bit 7, a8 = bit 56, h8 = bit 63. */
#ifndef FRONTIER_BITBOARD_H
#define FRONTIER_BITBOARD_H

#include <stdint.h>

typedef uint64_t Bitboard;

#define BB_SQUARE(sq) ((Bitboard)1 << (sq))
#define BB_NOT_A_FILE 0xfefefefefefefefeULL /* clears a-file after a shift towards h */
#define BB_NOT_H_FILE 0x7f7f7f7f7f7f7f7fULL /* clears h-file after a shift towards a */
#define BB_CORNERS 0x8100000000000081ULL
#define BB_X_SQUARES 0x0042000000004200ULL /* diagonally next to a corner */
#define BB_C_SQUARES 0x4281000000008142ULL /* next to a corner along an edge */

/* The popcnt instruction is not part of baseline x86-64, so a portable
 * binary uses the SWAR count unless the build targets a CPU that has it
 * (--enable-native). */
static inline int bb_count(Bitboard b)
{
#if defined(__POPCNT__) || !defined(__x86_64__)
    return __builtin_popcountll(b);
#else
    b = b - ((b >> 1) & 0x5555555555555555ULL);
    b = (b & 0x3333333333333333ULL) + ((b >> 2) & 0x3333333333333333ULL);
    b = (b + (b >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
    return (int)((b * 0x0101010101010101ULL) >> 56);
#endif
}

/* Index of the lowest set bit; b must not be 0. */
static inline int bb_first(Bitboard b) { return __builtin_ctzll(b); }

/* Index of the highest set bit; b must not be 0. */
static inline int bb_last(Bitboard b) { return 63 - __builtin_clzll(b); }

/* Clears the lowest set bit. */
static inline Bitboard bb_pop(Bitboard b) { return b & (b - 1); }

#define BB_FOREACH(sq, bb) for (Bitboard bb_iter_ = (bb); bb_iter_ && ((sq) = bb_first(bb_iter_), 1); bb_iter_ = bb_pop(bb_iter_))

#endif
