/* Canonical forms of positions, for tables keyed by position. */
#include "symmetry.h"

Board board_canonical(const Board *b, int *k_out)
{
    Board best = *b;
    int best_k = 0;
    for (int k = 1; k < 8; k++) {
        Board s = {bb_symmetry(b->player, k), bb_symmetry(b->opponent, k)};
        if (s.player < best.player || (s.player == best.player && s.opponent < best.opponent)) {
            best = s;
            best_k = k;
        }
    }
    if (k_out)
        *k_out = best_k;
    return best;
}
