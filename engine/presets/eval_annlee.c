/* annlee: 10 x weighted squares + 5 x mobility + 40 x stable discs, each
 * the player's minus the opponent's. */
#include "eval_seed.h"
#include "stability.h"

static const int ANNLEE_TABLE[64] = {
    12, -6, 3, 2, 2, 3, -6, 12,
    -6, -40, -5, -5, -5, -5, -40, -6,
    3, -5, 15, 3, 3, 15, -5, 3,
    2, -5, 3, 3, 3, 3, -5, 2,
    2, -5, 3, 3, 3, 3, -5, 2,
    3, -5, 15, 3, 3, 15, -5, 3,
    -6, -40, -5, -5, -5, -5, -40, -6,
    12, -6, 3, 2, 2, 3, -6, 12,
};

int eval_annlee(const void *data, const Board *b, EvalBreakdown *why)
{
    (void)data;
    if (board_is_game_over(b)) {
        int s = board_final_score(b);
        int v = s > 0 ? SEED_WIN : s < 0 ? -SEED_WIN : 0;
        if (why)
            eval_breakdown_add(why, "game over", v);
        return v;
    }
    int squares = 10 * (seed_table_sum(ANNLEE_TABLE, b->player) - seed_table_sum(ANNLEE_TABLE, b->opponent));
    int mobility = 5 * (bb_count(board_moves(b->player, b->opponent)) - bb_count(board_moves(b->opponent, b->player)));
    int stable = 40 * (bb_count(board_stable(b->player, b->opponent)) - bb_count(board_stable(b->opponent, b->player)));
    if (why) {
        eval_breakdown_add(why, "squares", squares);
        eval_breakdown_add(why, "mobility", mobility);
        eval_breakdown_add(why, "stability", stable);
    }
    return squares + mobility + stable;
}
