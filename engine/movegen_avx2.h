/* AVX2 move generation and flips: the four shift directions (1, 7, 8, 9)
 * side by side in one 256-bit register, each way. For code compiled with
 * -mavx2 (movegen.h picks them there) and run after a CPU check. */
#ifndef FRONTIER_MOVEGEN_AVX2_H
#define FRONTIER_MOVEGEN_AVX2_H

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define FRONTIER_MOVEGEN_AVX2 1
#include <immintrin.h>
#include "bitboard.h"

#define AVX2_TARGET __attribute__((target("avx2,popcnt")))

/* Lanes: shift 1 (row), 7 and 9 (diagonals) need the wrap mask, 8 not. */
AVX2_TARGET static inline __m256i avx2_run_mask(Bitboard o)
{
    const __m256i edges = _mm256_set_epi64x(0x7e7e7e7e7e7e7e7eLL, 0x7e7e7e7e7e7e7e7eLL, -1LL, 0x7e7e7e7e7e7e7e7eLL);
    return _mm256_and_si256(_mm256_set1_epi64x((long long)o), edges);
}

AVX2_TARGET static inline Bitboard avx2_or_lanes(__m256i v)
{
    __m128i x = _mm_or_si128(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
    x = _mm_or_si128(x, _mm_unpackhi_epi64(x, x));
    return (Bitboard)_mm_cvtsi128_si64(x);
}

AVX2_TARGET static inline Bitboard board_moves_avx2(Bitboard p, Bitboard o)
{
    const __m256i shift = _mm256_set_epi64x(9, 7, 8, 1);
    const __m256i shift2 = _mm256_add_epi64(shift, shift);
    __m256i mask = avx2_run_mask(o);
    __m256i pv = _mm256_set1_epi64x((long long)p);

    __m256i l = _mm256_and_si256(mask, _mm256_sllv_epi64(pv, shift));
    __m256i r = _mm256_and_si256(mask, _mm256_srlv_epi64(pv, shift));
    l = _mm256_or_si256(l, _mm256_and_si256(mask, _mm256_sllv_epi64(l, shift)));
    r = _mm256_or_si256(r, _mm256_and_si256(mask, _mm256_srlv_epi64(r, shift)));
    __m256i pl = _mm256_and_si256(mask, _mm256_sllv_epi64(mask, shift));
    __m256i pr = _mm256_and_si256(mask, _mm256_srlv_epi64(mask, shift));
    l = _mm256_or_si256(l, _mm256_and_si256(pl, _mm256_sllv_epi64(l, shift2)));
    r = _mm256_or_si256(r, _mm256_and_si256(pr, _mm256_srlv_epi64(r, shift2)));
    l = _mm256_or_si256(l, _mm256_and_si256(pl, _mm256_sllv_epi64(l, shift2)));
    r = _mm256_or_si256(r, _mm256_and_si256(pr, _mm256_srlv_epi64(r, shift2)));
    __m256i m = _mm256_or_si256(_mm256_sllv_epi64(l, shift), _mm256_srlv_epi64(r, shift));
    return avx2_or_lanes(m) & ~(p | o);
}

/* Runs of opponent discs from sq in each direction; a run flips when the
 * square after it is the player's. */
AVX2_TARGET static inline Bitboard board_flips_avx2(Bitboard p, Bitboard o, int sq)
{
    const __m256i shift = _mm256_set_epi64x(9, 7, 8, 1);
    const __m256i shift2 = _mm256_add_epi64(shift, shift);
    const __m256i zero = _mm256_setzero_si256();
    __m256i mask = avx2_run_mask(o);
    __m256i pv = _mm256_set1_epi64x((long long)p);
    __m256i mv = _mm256_set1_epi64x((long long)BB_SQUARE(sq));

    __m256i l = _mm256_and_si256(mask, _mm256_sllv_epi64(mv, shift));
    __m256i r = _mm256_and_si256(mask, _mm256_srlv_epi64(mv, shift));
    l = _mm256_or_si256(l, _mm256_and_si256(mask, _mm256_sllv_epi64(l, shift)));
    r = _mm256_or_si256(r, _mm256_and_si256(mask, _mm256_srlv_epi64(r, shift)));
    __m256i pl = _mm256_and_si256(mask, _mm256_sllv_epi64(mask, shift));
    __m256i pr = _mm256_and_si256(mask, _mm256_srlv_epi64(mask, shift));
    l = _mm256_or_si256(l, _mm256_and_si256(pl, _mm256_sllv_epi64(l, shift2)));
    r = _mm256_or_si256(r, _mm256_and_si256(pr, _mm256_srlv_epi64(r, shift2)));
    l = _mm256_or_si256(l, _mm256_and_si256(pl, _mm256_sllv_epi64(l, shift2)));
    r = _mm256_or_si256(r, _mm256_and_si256(pr, _mm256_srlv_epi64(r, shift2)));
    __m256i end_l = _mm256_and_si256(_mm256_sllv_epi64(l, shift), pv);
    __m256i end_r = _mm256_and_si256(_mm256_srlv_epi64(r, shift), pv);
    l = _mm256_andnot_si256(_mm256_cmpeq_epi64(end_l, zero), l);
    r = _mm256_andnot_si256(_mm256_cmpeq_epi64(end_r, zero), r);
    return avx2_or_lanes(_mm256_or_si256(l, r));
}

#endif
#endif
