/* A node's moves as both searches keep them (search_pvs.c and the
 * solver's endgame_search.c): each with its flips and its ordering key,
 * picked lowest key first one at a time; and the pattern indices of the
 * child a move leads to.
 *
 * Header-only and inline: the searches are compiled once per
 * instruction-set path (isa.h), and the move generator and pattern
 * updates used here must become that path's code. */
#ifndef FRONTIER_MOVE_LIST_H
#define FRONTIER_MOVE_LIST_H

#include <stdbool.h>
#include "board.h"
#include "eval.h"
#include "eval_pattern.h"
#include "pattern_state.h"

typedef struct {
    Bitboard flips;
    int square;
    int key; /* set by the search; the lowest is searched first */
} MoveListEntry;

/* Fills list with the moves of the side to move (p) in moves, in square
 * order, and their flips (keys unset); their number. */
static inline int move_list_generate(MoveListEntry *list, Bitboard p, Bitboard o, Bitboard moves)
{
    int n = 0;
    while (moves) {
        int sq = bb_first(moves);
        moves = bb_pop(moves);
        list[n].square = sq;
        list[n].flips = board_flips(p, o, sq);
        n++;
    }
    return n;
}

/* Swaps into list[k] the first entry of least key among list[k..n-1], k <
 * n: one step of a selection sort. Moves are picked one at a time, since
 * most nodes that cut off do so on their first move or two and sorting
 * the rest would be wasted.
 *
 * Ties: the first of equal keys in the list as it stands, and each pick
 * moves the entry it replaces at k to the picked one's place, so among
 * equal keys the order is not that of generation. A search that wants
 * the generation order (a stable sort) keys with move_list_stable_key.
 *
 * Branch-free (conditional moves): the keys come in no order a branch
 * predictor could learn. */
static inline void move_list_pick_best(MoveListEntry *list, int k, int n)
{
    int best = k, least = list[k].key;
    for (int i = k + 1; i < n; i++) {
        int key = list[i].key;
        best = key < least ? i : best;
        least = key < least ? key : least;
    }
    MoveListEntry t = list[k];
    list[k] = list[best];
    list[best] = t;
}

/* A key that orders as key does, equal keys by index (the entry's place
 * when generated, below MOVE_LIST_STABLE_SPAN), and that gives the index
 * back through move_list_stable_index. |key| must stay below
 * INT_MAX / MOVE_LIST_STABLE_SPAN. */
#define MOVE_LIST_STABLE_SPAN BOARD_MAX_MOVES
static inline int move_list_stable_key(int key, int index)
{
    return key * MOVE_LIST_STABLE_SPAN + index;
}

static inline int move_list_stable_index(int stable_key)
{
    return (int)((unsigned)stable_key % MOVE_LIST_STABLE_SPAN);
}

/* Moves list[i] to the front, the entries before it keeping their order. */
static inline void move_list_to_front(MoveListEntry *list, int i)
{
    MoveListEntry t = list[i];
    for (int j = i; j > 0; j--)
        list[j] = list[j - 1];
    list[0] = t;
}

/* Takes list[i] out of the n entries: the last takes its place. The new
 * number of entries. */
static inline int move_list_remove(MoveListEntry *list, int i, int n)
{
    list[i] = list[n - 1];
    return n - 1;
}

/* The pattern indices of the child after the move to sq turning flips, in
 * *child, from its parent's in st; NULL (and child untouched) where the
 * parent keeps none (st NULL: not the pattern evaluation, whose weights
 * eval holds). A child that is only evaluated (leaf) gets its mover's
 * view alone, all the evaluation reads. */
static inline const PatternState *child_pattern_state(const Evaluator *eval, const PatternState *st, int sq,
                                                      Bitboard flips, bool leaf, PatternState *child)
{
    if (!st)
        return NULL;
    const PatternCoefficients *c = &eval->patterns->coefficients;
    if (leaf)
        pattern_state_play_leaf(c, st, sq, flips, child);
    else
        pattern_state_play(c, st, sq, flips, child);
    return child;
}

#endif
