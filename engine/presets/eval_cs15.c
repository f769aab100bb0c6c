/* cs15: a square table, the player's weights minus the opponent's. */
#include "eval_seed.h"

static const int CS15_TABLE[64] = {
    200, -70, 30, 25, 25, 30, -70, 200,
    -70, -100, -10, -10, -10, -10, -100, -70,
    30, -10, 2, 2, 2, 2, -10, 30,
    25, -10, 2, 2, 2, 2, -10, 25,
    25, -10, 2, 2, 2, 2, -10, 25,
    30, -10, 2, 2, 2, 2, -10, 30,
    -70, -100, -10, -10, -10, -10, -100, -70,
    200, -70, 30, 25, 25, 30, -70, 200,
};

int eval_cs15(const void *data, const Board *b, EvalBreakdown *why)
{
    (void)data;
    if (board_is_game_over(b)) {
        int s = board_final_score(b);
        int v = s > 0 ? SEED_WIN : s < 0 ? -SEED_WIN : 0;
        if (why)
            eval_breakdown_add(why, "game over", v);
        return v;
    }
    int v = seed_table_sum(CS15_TABLE, b->player) - seed_table_sum(CS15_TABLE, b->opponent);
    if (why)
        eval_breakdown_add(why, "squares", v);
    return v;
}
