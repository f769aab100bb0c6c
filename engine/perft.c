/* perft with bulk counting: the last ply is a popcount, not a loop. */
#include "perft.h"

static uint64_t perft_rec(Bitboard p, Bitboard o, int depth)
{
    Bitboard moves = board_moves(p, o);
    if (!moves) {
        if (!board_moves(o, p))
            return 1; /* game over: one leaf at any depth */
        return depth == 1 ? 1 : perft_rec(o, p, depth - 1);
    }
    if (depth == 1)
        return (uint64_t)bb_count(moves);
    uint64_t total = 0;
    do {
        int sq = bb_first(moves);
        moves = bb_pop(moves);
        Bitboard flips = board_flips(p, o, sq);
        Bitboard np = o ^ flips;
        Bitboard no = p ^ flips ^ BB_SQUARE(sq);
        total += perft_rec(np, no, depth - 1);
    } while (moves);
    return total;
}

uint64_t perft(const Board *b, int depth)
{
    if (depth <= 0)
        return 1;
    return perft_rec(b->player, b->opponent, depth);
}
