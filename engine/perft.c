/* perft with bulk counting: the last ply is a popcount. The
 * recursion is compiled for each instruction set (portable, AVX2,
 * AVX-512) and the CPU it runs on picks one, so a portable binary is as
 * fast as a native one. */
#include "perft.h"
#include "movegen_avx512.h"

/* The last two plies are a loop with a popcount inside, not calls: most
 * of the work is there. A child without moves is a pass (one leaf) or the
 * end of the game (one leaf too). */
#define DEFINE_PERFT(NAME, ATTR, MOVES, FLIPS, COUNT) \
    ATTR static uint64_t NAME(Bitboard p, Bitboard o, int depth) \
    { \
        Bitboard moves = MOVES(p, o); \
        if (!moves) { \
            if (!MOVES(o, p)) \
                return 1; /* game over: one leaf at any depth */ \
            return depth == 1 ? 1 : NAME(o, p, depth - 1); \
        } \
        if (depth == 1) \
            return (uint64_t)COUNT(moves); \
        uint64_t total = 0; \
        if (depth == 2) { \
            do { \
                int sq = bb_first(moves); \
                moves = bb_pop(moves); \
                Bitboard flips = FLIPS(p, o, sq); \
                Bitboard replies = MOVES(o ^ flips, p ^ flips ^ BB_SQUARE(sq)); \
                total += replies ? (uint64_t)COUNT(replies) : 1; \
            } while (moves); \
            return total; \
        } \
        do { \
            int sq = bb_first(moves); \
            moves = bb_pop(moves); \
            Bitboard flips = FLIPS(p, o, sq); \
            total += NAME(o ^ flips, p ^ flips ^ BB_SQUARE(sq), depth - 1); \
        } while (moves); \
        return total; \
    }

DEFINE_PERFT(perft_portable, , board_moves, board_flips, bb_count)

#ifdef FRONTIER_HAVE_AVX2_PATH
DEFINE_PERFT(perft_avx2, AVX2_TARGET, board_moves_avx2, board_flips_avx2, __builtin_popcountll)
#endif

#ifdef FRONTIER_HAVE_AVX512_PATH
DEFINE_PERFT(perft_avx512, AVX512_TARGET, board_moves_avx512, board_flips_avx512, __builtin_popcountll)
#endif

uint64_t perft_isa(const Board *b, int depth, CpuIsa isa)
{
    if (depth <= 0)
        return 1;
#ifdef FRONTIER_HAVE_AVX512_PATH
    if (isa == CPU_ISA_AVX512)
        return perft_avx512(b->player, b->opponent, depth);
#endif
#ifdef FRONTIER_HAVE_AVX2_PATH
    if (isa == CPU_ISA_AVX2)
        return perft_avx2(b->player, b->opponent, depth);
#endif
    return perft_portable(b->player, b->opponent, depth);
}

uint64_t perft(const Board *b, int depth) { return perft_isa(b, depth, cpu_best_isa()); }
