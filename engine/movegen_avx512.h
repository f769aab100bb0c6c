/* AVX-512 (VL, CD) move generation and flips on 256-bit lanes: ternary
 * logic fuses the fills, and lzcnt finds the end of a run in the
 * directions towards lower bits. For code compiled with the AVX-512 flags
 * (movegen.h picks them there) and run after a CPU check. */
#ifndef FRONTIER_MOVEGEN_AVX512_H
#define FRONTIER_MOVEGEN_AVX512_H

#include "movegen_avx2.h"

#ifdef FRONTIER_MOVEGEN_AVX2
#define FRONTIER_MOVEGEN_AVX512 1
#include "ray_masks.h"

#define AVX512_TARGET __attribute__((target("avx2,popcnt,avx512f,avx512vl,avx512cd")))

/* a | (b & c) */
#define OR_AND(a, b, c) _mm256_ternarylogic_epi64((a), (b), (c), 0xf8)

AVX512_TARGET static inline Bitboard board_moves_avx512(Bitboard p, Bitboard o)
{
    const __m256i shift = _mm256_set_epi64x(9, 7, 8, 1);
    const __m256i shift2 = _mm256_add_epi64(shift, shift);
    __m256i mask = avx2_run_mask(o);
    __m256i pv = _mm256_set1_epi64x((long long)p);

    __m256i l = _mm256_and_si256(mask, _mm256_sllv_epi64(pv, shift));
    __m256i r = _mm256_and_si256(mask, _mm256_srlv_epi64(pv, shift));
    l = OR_AND(l, mask, _mm256_sllv_epi64(l, shift));
    r = OR_AND(r, mask, _mm256_srlv_epi64(r, shift));
    __m256i pl = _mm256_and_si256(mask, _mm256_sllv_epi64(mask, shift));
    __m256i pr = _mm256_and_si256(mask, _mm256_srlv_epi64(mask, shift));
    l = OR_AND(l, pl, _mm256_sllv_epi64(l, shift2));
    r = OR_AND(r, pr, _mm256_srlv_epi64(r, shift2));
    l = OR_AND(l, pl, _mm256_sllv_epi64(l, shift2));
    r = OR_AND(r, pr, _mm256_srlv_epi64(r, shift2));
    __m256i m = _mm256_or_si256(_mm256_sllv_epi64(l, shift), _mm256_srlv_epi64(r, shift));
    return avx2_or_lanes(m) & ~(p | o);
}

AVX512_TARGET static inline Bitboard board_flips_avx512(Bitboard p, Bitboard o, int sq)
{
    const __m256i zero = _mm256_setzero_si256();
    const __m256i ov = _mm256_set1_epi64x((long long)o);
    const __m256i pv = _mm256_set1_epi64x((long long)p);
    const __m256i up = _mm256_loadu_si256((const __m256i *)&RAY_MASKS[sq][0]);
    const __m256i down = _mm256_loadu_si256((const __m256i *)&RAY_MASKS[sq][4]);

    /* Towards higher bits the run ends at the lowest non-opponent square. */
    __m256i stop = _mm256_andnot_si256(ov, up);
    __m256i first = _mm256_and_si256(stop, _mm256_sub_epi64(zero, stop));
    __mmask8 closed = _mm256_test_epi64_mask(first, pv);
    __m256i flips = _mm256_maskz_and_epi64(closed, _mm256_add_epi64(first, _mm256_set1_epi64x(-1)), up);

    /* Towards lower bits, at the highest one. */
    stop = _mm256_andnot_si256(ov, down);
    __m256i last = _mm256_srlv_epi64(_mm256_set1_epi64x((long long)0x8000000000000000ULL), _mm256_lzcnt_epi64(stop));
    closed = _mm256_test_epi64_mask(last, pv);
    flips = _mm256_mask_or_epi64(flips, closed, flips,
                                 _mm256_and_si256(down, _mm256_sub_epi64(zero, _mm256_add_epi64(last, last))));
    return avx2_or_lanes(flips);
}

#endif
#endif
