/* Move generation and flips: the hottest code of the engine, kept inline.
 * board_moves and board_flips are the best code the translation unit's
 * compiler flags allow: the portable one below, or the AVX2 or AVX-512
 * one of movegen_avx2.h and movegen_avx512.h in the copies of the hot
 * code compiled for those paths (isa.h), or everywhere in a build for
 * the build machine's CPU (--enable-native). */
#ifndef FRONTIER_MOVEGEN_H
#define FRONTIER_MOVEGEN_H

#include "bitboard.h"
#include "ray_masks.h"

/* Opponent discs that a run starting next to one of p's discs can cross in
 * direction +d (left shift). Runs are at most six discs long; the second
 * half doubles the step so the fill takes four shifts instead of six. */
static inline Bitboard moves_shift_left(Bitboard p, Bitboard mask, int d)
{
    Bitboard t = mask & (p << d);
    t |= mask & (t << d);
    Bitboard pairs = mask & (mask << d);
    t |= pairs & (t << (2 * d));
    t |= pairs & (t << (2 * d));
    return t << d;
}

static inline Bitboard moves_shift_right(Bitboard p, Bitboard mask, int d)
{
    Bitboard t = mask & (p >> d);
    t |= mask & (t >> d);
    Bitboard pairs = mask & (mask >> d);
    t |= pairs & (t >> (2 * d));
    t |= pairs & (t >> (2 * d));
    return t >> d;
}

/* Legal moves of the player owning p against the opponent owning o. */
static inline Bitboard board_moves_portable(Bitboard p, Bitboard o)
{
    /* Inner columns only for directions with a horizontal part, so runs do
     * not wrap from the h-file to the a-file. */
    const Bitboard inner = o & 0x7e7e7e7e7e7e7e7eULL;
    Bitboard m = moves_shift_left(p, inner, 1) | moves_shift_right(p, inner, 1)
               | moves_shift_left(p, o, 8) | moves_shift_right(p, o, 8)
               | moves_shift_left(p, inner, 7) | moves_shift_right(p, inner, 7)
               | moves_shift_left(p, inner, 9) | moves_shift_right(p, inner, 9);
    return m & ~(p | o);
}

/* Discs flipped when the player owning p plays on square sq (assumed
 * empty). Returns 0 when the move is illegal. Each ray is scanned for the
 * first square that is not the opponent's; the run before it flips when
 * that square is the player's. */
static inline Bitboard board_flips_portable(Bitboard p, Bitboard o, int sq)
{
    const Bitboard *ray = RAY_MASKS[sq];
    Bitboard flips = 0;
    for (int d = 0; d < 4; d++) {
        Bitboard stop = ray[d] & ~o;
        Bitboard first = stop & (0 - stop);
        Bitboard run = (first - 1) & ray[d];
        flips |= (first & p) ? run : 0;
    }
    for (int d = 4; d < 8; d++) {
        Bitboard stop = (ray[d] & ~o) | 1; /* bit 0 as sentinel: never both stop and own */
        Bitboard first = (Bitboard)1 << bb_last(stop);
        Bitboard run = ray[d] & (0 - (first << 1));
        flips |= (first & p & ray[d]) ? run : 0;
    }
    return flips;
}

#if defined(__AVX512VL__) && defined(__AVX512CD__) && defined(__x86_64__)
#include "movegen_avx512.h"
static inline Bitboard board_moves(Bitboard p, Bitboard o) { return board_moves_avx512(p, o); }
static inline Bitboard board_flips(Bitboard p, Bitboard o, int sq) { return board_flips_avx512(p, o, sq); }
#elif defined(__AVX2__) && defined(__x86_64__)
#include "movegen_avx2.h"
static inline Bitboard board_moves(Bitboard p, Bitboard o) { return board_moves_avx2(p, o); }
static inline Bitboard board_flips(Bitboard p, Bitboard o, int sq) { return board_flips_avx2(p, o, sq); }
#else
static inline Bitboard board_moves(Bitboard p, Bitboard o) { return board_moves_portable(p, o); }
static inline Bitboard board_flips(Bitboard p, Bitboard o, int sq) { return board_flips_portable(p, o, sq); }
#endif

/* Squares next to a disc of o: where moves may appear (potential mobility). */
static inline Bitboard board_neighbours(Bitboard b)
{
    Bitboard h = ((b << 1) & BB_NOT_A_FILE) | ((b >> 1) & BB_NOT_H_FILE);
    Bitboard row = b | h;
    return h | (row << 8) | (row >> 8);
}

#endif
