/* The first searcher, kept for comparison: plain alpha-beta with
 * fastest-first ordering, no table. */
#include <string.h>
#include "search_internal.h"

/* Moves sorted so that those leaving the opponent fewest replies come first. */
static int order_moves(const Board *b, Bitboard moves, Move *out)
{
    int keys[64], n = 0;
    int sq;
    BB_FOREACH(sq, moves) {
        Bitboard flips = board_flips(b->player, b->opponent, sq);
        Board next = *b;
        board_apply(&next, sq, flips);
        int key = bb_count(board_legal_moves(&next)) * 4 - ((BB_SQUARE(sq) & BB_CORNERS) ? 16 : 0);
        int i = n++;
        while (i > 0 && keys[i - 1] > key) {
            keys[i] = keys[i - 1];
            out[i] = out[i - 1];
            i--;
        }
        keys[i] = key;
        out[i] = sq;
    }
    return n;
}

int search_plain(Search *s, const Board *b, int depth, int alpha, int beta, int ply)
{
    s->pv_len[ply] = 0;
    if ((++s->nodes & 1023) == 0)
        search_check_limits(s);
    if (s->aborted)
        return 0;

    Bitboard moves = board_legal_moves(b);
    if (!moves) {
        Board passed = *b;
        board_pass(&passed);
        if (!board_legal_moves(&passed))
            return search_final_value(s, b, ply);
        /* A pass uses no depth, so a search as deep as the empties is exact. */
        int v = -search_plain(s, &passed, depth, -beta, -alpha, ply + 1);
        search_update_pv(s, ply, MOVE_PASS);
        return v;
    }
    if (depth <= 0 || ply >= SEARCH_MAX_PLY - 2)
        return evaluate(s->eval, b);

    if (ply == 0)
        moves &= ~s->root_excluded;
    Move list[BOARD_MAX_MOVES];
    int n = depth > 2 ? order_moves(b, moves, list) : 0;
    if (n == 0) {
        int sq;
        BB_FOREACH(sq, moves) list[n++] = sq;
    }
    int best = -SCORE_INF;
    for (int i = 0; i < n; i++) {
        Board next = *b;
        board_apply(&next, list[i], board_flips(b->player, b->opponent, list[i]));
        int v = -search_plain(s, &next, depth - 1, -beta, -alpha, ply + 1);
        if (s->aborted)
            return 0;
        if (v > best) {
            best = v;
            if (v > alpha) {
                alpha = v;
                search_update_pv(s, ply, list[i]);
                if (alpha >= beta)
                    break;
            }
        }
    }
    return best;
}

