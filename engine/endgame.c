/* Exact endgame solver: plain fail-soft alpha-beta to the end of the game. */
#include "endgame.h"

#include <string.h>
#include "search.h"

void endgame_init(EndgameSolver *sv)
{
    memset(sv, 0, sizeof *sv);
}

void endgame_free(EndgameSolver *sv) { (void)sv; }

static void check_limits(EndgameSolver *sv)
{
    if ((sv->stop && atomic_load_explicit(sv->stop, memory_order_relaxed))
        || (sv->node_limit && sv->nodes >= sv->node_limit)
        || (sv->deadline_ms && search_now_ms() >= sv->deadline_ms))
        sv->aborted = true;
}

static int solve(EndgameSolver *sv, const Board *b, int alpha, int beta, Move *pv, int *pv_len)
{
    if ((++sv->nodes & 4095) == 0)
        check_limits(sv);
    if (pv_len)
        *pv_len = 0;
    if (sv->aborted)
        return 0;
    Bitboard moves = board_legal_moves(b);
    Move line[64];
    int line_len = 0;
    if (!moves) {
        Board passed = *b;
        board_pass(&passed);
        if (!board_legal_moves(&passed))
            return board_final_score(b);
        int v = -solve(sv, &passed, -beta, -alpha, pv ? line : NULL, pv ? &line_len : NULL);
        if (pv) {
            pv[0] = MOVE_PASS;
            memcpy(pv + 1, line, (size_t)(line_len < 63 ? line_len : 63) * sizeof(Move));
            *pv_len = 1 + (line_len < 63 ? line_len : 63);
        }
        return v;
    }
    int best = -65, sq;
    BB_FOREACH(sq, moves) {
        Board next = *b;
        board_apply(&next, sq, board_flips(b->player, b->opponent, sq));
        int v = -solve(sv, &next, -beta, -(alpha > best ? alpha : best), pv ? line : NULL, pv ? &line_len : NULL);
        if (sv->aborted)
            return 0;
        if (v > best) {
            best = v;
            if (pv) {
                pv[0] = sq;
                memcpy(pv + 1, line, (size_t)(line_len < 63 ? line_len : 63) * sizeof(Move));
                *pv_len = 1 + (line_len < 63 ? line_len : 63);
            }
            if (best >= beta)
                break;
        }
    }
    return best;
}

int endgame_solve(EndgameSolver *sv, const Board *b, int alpha, int beta)
{
    sv->aborted = false;
    return solve(sv, b, alpha, beta, NULL, NULL);
}

int endgame_solve_pv(EndgameSolver *sv, const Board *b, int alpha, int beta, Move *pv, int *pv_len)
{
    sv->aborted = false;
    return solve(sv, b, alpha, beta, pv, pv_len);
}
