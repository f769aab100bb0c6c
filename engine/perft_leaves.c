/* perft's recursion with bulk counting (the last ply is a popcount),
 * compiled once per instruction-set path (isa.h), so that a portable
 * binary counts as fast as a native one. */
#include "isa.h"
#include "movegen.h"

/* The last two plies are a loop with a popcount inside, not calls: most
 * of the work is there. A child without moves is a pass (one leaf) or the
 * end of the game (one leaf too). */
uint64_t ISA_NAME(perft_leaves)(Bitboard p, Bitboard o, int depth)
{
    Bitboard moves = board_moves(p, o);
    if (!moves) {
        if (!board_moves(o, p))
            return 1; /* game over: one leaf at any depth */
        return depth == 1 ? 1 : ISA_NAME(perft_leaves)(o, p, depth - 1);
    }
    if (depth == 1)
        return (uint64_t)bb_count(moves);
    uint64_t total = 0;
    if (depth == 2) {
        do {
            int sq = bb_first(moves);
            moves = bb_pop(moves);
            Bitboard flips = board_flips(p, o, sq);
            Bitboard replies = board_moves(o ^ flips, p ^ flips ^ BB_SQUARE(sq));
            total += replies ? (uint64_t)bb_count(replies) : 1;
        } while (moves);
        return total;
    }
    do {
        int sq = bb_first(moves);
        moves = bb_pop(moves);
        Bitboard flips = board_flips(p, o, sq);
        total += ISA_NAME(perft_leaves)(o ^ flips, p ^ flips ^ BB_SQUARE(sq), depth - 1);
    } while (moves);
    return total;
}
