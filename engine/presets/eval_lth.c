/* lth: 0.7 x corner captivity + 0.2 x mobility + 0.1 x coin parity. */
#include "eval_seed.h"

/* The three squares next to each corner, a1 h1 a8 h8 in that order. */
static const Bitboard CORNER_SQUARES[4] = {0x1ULL, 0x80ULL, 0x0100000000000000ULL, 0x8000000000000000ULL};
static const Bitboard NEXT_TO_CORNER[4] = {0x0302ULL, 0xc040ULL, 0x0203000000000000ULL, 0x40c0000000000000ULL};

/* +25 a corner owned, -8 an owned square next to a corner not owned. */
static int captivity(Bitboard mine)
{
    int v = 0;
    for (int c = 0; c < 4; c++) {
        if (mine & CORNER_SQUARES[c])
            v += 25;
        else
            v -= 8 * bb_count(mine & NEXT_TO_CORNER[c]);
    }
    return v;
}

static double ratio(int mine, int theirs)
{
    return mine + theirs ? 100.0 * (mine - theirs) / (mine + theirs) : 0.0;
}

int eval_lth(const void *data, const Board *b, EvalBreakdown *why)
{
    (void)data;
    if (board_is_game_over(b)) {
        int s = board_final_score(b);
        int v = s > 0 ? SEED_WIN : s < 0 ? -SEED_WIN : 0;
        if (why)
            eval_breakdown_add(why, "game over", v);
        return v;
    }
    double corners = 0.7 * (captivity(b->player) - captivity(b->opponent));
    double mobility = 0.2 * ratio(bb_count(board_moves(b->player, b->opponent)),
                                  bb_count(board_moves(b->opponent, b->player)));
    double parity = 0.1 * ratio(bb_count(b->player), bb_count(b->opponent));
    /* Tenths, so the fractions of the weights survive in an int. */
    int c = (int)(corners * 10 + (corners < 0 ? -0.5 : 0.5));
    int m = (int)(mobility * 10 + (mobility < 0 ? -0.5 : 0.5));
    int p = (int)(parity * 10 + (parity < 0 ? -0.5 : 0.5));
    if (why) {
        eval_breakdown_add(why, "corner captivity", c);
        eval_breakdown_add(why, "mobility", m);
        eval_breakdown_add(why, "coin parity", p);
    }
    return c + m + p;
}
