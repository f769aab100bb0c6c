/* The first searcher, kept for comparison: plain alpha-beta with
 * fastest-first ordering, no table. */
#include <string.h>
#include "move_list.h"
#include "search_internal.h"

/* Keys the n moves of b in list so that those leaving the opponent fewest
 * replies come first, of equal keys the first generated. */
static void key_moves(const Board *b, MoveListEntry *list, int n)
{
    for (int i = 0; i < n; i++) {
        Board next = *b;
        board_apply(&next, list[i].square, list[i].flips);
        int key = bb_count(board_legal_moves(&next)) * 4 - ((BB_SQUARE(list[i].square) & BB_CORNERS) ? 16 : 0);
        list[i].key = move_list_stable_key(key, i);
    }
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
    MoveListEntry list[BOARD_MAX_MOVES];
    int n = move_list_generate(list, b->player, b->opponent, moves);
    bool ordered = depth > 2;
    if (ordered)
        key_moves(b, list, n);
    int best = -SCORE_INF;
    for (int i = 0; i < n; i++) {
        if (ordered)
            move_list_pick_best(list, i, n);
        Board next = *b;
        board_apply(&next, list[i].square, list[i].flips);
        int v = -search_plain(s, &next, depth - 1, -beta, -alpha, ply + 1);
        if (s->aborted)
            return 0;
        if (v > best) {
            best = v;
            if (v > alpha) {
                alpha = v;
                search_update_pv(s, ply, list[i].square);
                if (alpha >= beta)
                    break;
            }
        }
    }
    return best;
}

