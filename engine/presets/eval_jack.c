/* jack: discs weighted by the evaporation ratio (few discs early, the full
 * count from move 25), square bonuses (corners +500, squares touching an
 * empty corner -80, other edge squares -30, the second ring -20) and a
 * frontier malus. Jack's search adds move values along the path; the
 * position form below scores every disc as if just played. */
#include "eval_seed.h"

#define EVAPORATION_MOVES 25

static const Bitboard CORNERS_OF[4] = {0x1ULL, 0x80ULL, 0x0100000000000000ULL, 0x8000000000000000ULL};
static const Bitboard TOUCHING[4] = {0x0302ULL, 0xc040ULL, 0x0203000000000000ULL, 0x40c0000000000000ULL};
#define BORDER 0xff818181818181ffULL
#define SECOND_RING 0x007e424242427e00ULL

/* Evaporation: the disc count weighs moves / 25 of its value before move
 * 25 (moves played = discs - 4), all of it after. */
static int weighted_discs(const Board *b, int diff)
{
    int moves = bb_count(b->player | b->opponent) - 4;
    return moves >= EVAPORATION_MOVES ? diff * 10 : diff * 10 * moves / EVAPORATION_MOVES;
}

static int square_bonus(const Board *b, int sq)
{
    Bitboard bit = BB_SQUARE(sq), empty = board_empties(b);
    for (int c = 0; c < 4; c++) {
        if (bit & CORNERS_OF[c])
            return 500;
        if ((bit & TOUCHING[c]) && (empty & CORNERS_OF[c]))
            return -80;
    }
    if (bit & BORDER)
        return -30;
    if (bit & SECOND_RING)
        return -20;
    return 0;
}

/* Empty squares around sq: the frontier a disc there opens. */
static int frontier(const Board *b, int sq) { return bb_count(board_neighbours(BB_SQUARE(sq)) & board_empties(b)); }

int jack_move_value(const Board *b, int sq)
{
    Board after = *b;
    if (!board_play(&after, sq))
        return 0;
    /* After the move the mover's discs are after.opponent. */
    int diff = bb_count(after.opponent) - bb_count(after.player);
    return weighted_discs(&after, diff) + square_bonus(b, sq) - 10 * frontier(&after, sq);
}

int eval_jack(const void *data, const Board *b, EvalBreakdown *why)
{
    (void)data;
    if (board_is_game_over(b)) {
        int s = board_final_score(b);
        int v = s > 0 ? SEED_WIN : s < 0 ? -SEED_WIN : 0;
        if (why)
            eval_breakdown_add(why, "game over", v);
        return v;
    }
    int discs = weighted_discs(b, bb_count(b->player) - bb_count(b->opponent));
    int squares = 0, front = 0, sq;
    BB_FOREACH(sq, b->player) {
        squares += square_bonus(b, sq);
        front -= 10 * frontier(b, sq);
    }
    BB_FOREACH(sq, b->opponent) {
        squares -= square_bonus(b, sq);
        front += 10 * frontier(b, sq);
    }
    if (why) {
        eval_breakdown_add(why, "evaporated discs", discs);
        eval_breakdown_add(why, "squares", squares);
        eval_breakdown_add(why, "frontier", front);
    }
    return discs + squares + front;
}
