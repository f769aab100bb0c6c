/* despacito: a static table whose rings around the corners alternate in
 * sign, boosted by a factor in [-1, 1] from mobility, corners, edges and
 * discs: value = static + booster x |static|. Two weight sets: normal and
 * late (fewer than DESPACITO_LATE empties). Ties go to mobility: the value
 * is scaled by 16 and the mobility difference (within +-15) added. */
#include <math.h>
#include <stdlib.h>
#include "eval_seed.h"

#define DESPACITO_LATE 16

/* Ring 0 (corner) +100, ring 1 -25 (the X-square -30), ring 2 +10,
 * ring 3 -5; a corner outweighs its three neighbours (25 + 25 + 30). */
static const int DESPACITO_TABLE[64] = {
    100, -25, 10, -5, -5, 10, -25, 100,
    -25, -30, 10, -5, -5, 10, -30, -25,
    10, 10, 10, -5, -5, 10, 10, 10,
    -5, -5, -5, -5, -5, -5, -5, -5,
    -5, -5, -5, -5, -5, -5, -5, -5,
    10, 10, 10, -5, -5, 10, 10, 10,
    -25, -30, 10, -5, -5, 10, -30, -25,
    100, -25, 10, -5, -5, 10, -25, 100,
};

/* Weights of mobility, corners, edges, discs in the booster. */
static const double NORMAL_WEIGHTS[4] = {0.4, 0.3, 0.2, 0.1};
static const double LATE_WEIGHTS[4] = {0.2, 0.3, 0.2, 0.3};

#define BORDER 0xff818181818181ffULL
#define RANK_1 0xffULL
#define RANK_8 0xff00000000000000ULL
#define FILE_A 0x0101010101010101ULL
#define FILE_H 0x8080808080808080ULL

static double share(int mine, int theirs) { return mine + theirs ? (double)(mine - theirs) / (mine + theirs) : 0.0; }

/* Border discs with a disc of the same colour next to them along the
 * border, rows and columns counted alike. */
static int edge_runs(Bitboard d)
{
    Bitboard rows = d & (RANK_1 | RANK_8);
    Bitboard cols = d & (FILE_A | FILE_H);
    Bitboard h = rows & ((((rows << 1) & ~FILE_A)) | ((rows >> 1) & ~FILE_H));
    Bitboard v = cols & ((cols << 8) | (cols >> 8));
    return bb_count(h) + bb_count(v);
}

int eval_despacito(const void *data, const Board *b, EvalBreakdown *why)
{
    (void)data;
    Bitboard pm = board_moves(b->player, b->opponent), om = board_moves(b->opponent, b->player);
    if (!pm && !om) {
        int s = board_final_score(b);
        int v = s > 0 ? SEED_WIN : s < 0 ? -SEED_WIN : 0;
        if (why)
            eval_breakdown_add(why, "game over", v);
        return v;
    }
    int stat = seed_table_sum(DESPACITO_TABLE, b->player) - seed_table_sum(DESPACITO_TABLE, b->opponent);
    int mp = bb_count(pm), mo = bb_count(om);
    double mobility = !mp ? -1.0 : share(mp, mo);
    double corners = share(bb_count(b->player & BB_CORNERS), bb_count(b->opponent & BB_CORNERS));
    double edges = share(edge_runs(b->player), edge_runs(b->opponent));
    double discs = share(bb_count(b->player), bb_count(b->opponent));
    const double *w = board_empty_count(b) < DESPACITO_LATE ? LATE_WEIGHTS : NORMAL_WEIGHTS;
    double booster = w[0] * mobility + w[1] * corners + w[2] * edges + w[3] * discs;
    int boost = (int)lround(booster * abs(stat));
    int tie = mp - mo > 15 ? 15 : mp - mo < -15 ? -15 : mp - mo;
    if (why) {
        eval_breakdown_add(why, "static x16", 16 * stat);
        eval_breakdown_add(why, "booster x16", 16 * boost);
        eval_breakdown_add(why, "mobility tie-break", tie);
    }
    return 16 * (stat + boost) + tie;
}
