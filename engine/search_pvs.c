/* Principal variation search: null windows after the first move, the
 * transposition table, move ordering, passes, and exact solves where the
 * depth comes near the end of the game.
 *
 * With the trained pattern evaluation each node carries its pattern
 * indices (pattern_state.h), derived from its parent's and the flipped
 * discs, so that no evaluation gathers the patterns from the board; with
 * any other evaluation the node's state is NULL and evaluate() scores it.
 *
 * Compiled once per instruction-set path (isa.h): the move generator,
 * popcount, pattern updates and evaluation inlined here are the path's. */
#include <limits.h>
#include <string.h>
#include "mpc.h"
#include "busy_table.h"
#include "eval_pattern.h"
#include "isa.h"
#include "move_list.h"
#include "search_internal.h"

/* From this depth the moves are ordered by a shallow search. */
#define SHALLOW_ORDER_DEPTH 10
/* The ordering search's window: the node's, widened by this many
 * centi-discs each side. Moves far outside it need not be told apart,
 * and a narrower search costs less. */
#define ORDER_WINDOW 800
/* From this depth the evaluation helps to order moves; below, mobility alone. */
#define ORDER_EVAL_DEPTH 3
/* Shallower nodes skip the table: a memory access costs more than they save. */
#define TT_MIN_DEPTH 2
/* From this depth a null-window node first looks its children up in the
 * table (enhanced transposition cutoff). */
#define ETC_MIN_DEPTH 6
/* From this depth threads put off children another thread is searching. */
#define BUSY_MIN_DEPTH 3

/* The moves are keyed with move_list_stable_key: of equal keys the first
 * generated is searched first, and the key gives back the move's index in
 * the list as generated, where the child's legal moves are kept. Ordering
 * keys stay within SCORE_INF and the reply weights. */
_Static_assert(SCORE_INF + 40 * BOARD_MAX_MOVES < INT_MAX / MOVE_LIST_STABLE_SPAN, "ordering keys overflow");

/* The search of b, whose legal moves the caller has found (every parent
 * finds its children's to order them) and whose pattern indices st holds. */
static int pvs(Search *s, const Board *b, Bitboard moves, const PatternState *st, int depth, int alpha, int beta,
               int ply);

/* The evaluation of b, whose indices st holds (NULL: none kept) and whose
 * side to move has the legal moves moves. */
static inline int node_value(const Search *s, const Board *b, const PatternState *st, Bitboard moves)
{
    if (!st)
        return evaluate(s->eval, b);
    return eval_pattern_state(s->eval->patterns, st, b->player, b->opponent, moves,
                              board_moves(b->opponent, b->player));
}

/* The evaluation of a child after m, with the legal moves replies, whose
 * parent's indices st holds: from the child's mover's view alone, all the
 * evaluation reads. */
static inline int leaf_value(const Search *s, const Board *child, const MoveListEntry *m, Bitboard replies,
                             const PatternState *st)
{
    PatternState leaf;
    return node_value(s, child, child_pattern_state(s->eval, st, m->square, m->flips, true, &leaf), replies);
}

/* The ordering key of a child (its value is the opponent's: low is good
 * for us): a shallow search of it far from the leaves, its evaluation
 * nearer them, each with fewer replies (mobility) counting too. */
static int ordering_key(Search *s, const Board *child, const MoveListEntry *m, Bitboard child_moves,
                        const PatternState *st, int depth, int alpha, int beta, int ply)
{
    int replies = bb_count(child_moves);
    if (depth >= SHALLOW_ORDER_DEPTH) {
        /* The child's own search overwrites these plies' lines later. */
        int lo = beta < SCORE_INF - ORDER_WINDOW ? -beta - ORDER_WINDOW : -SCORE_INF;
        int hi = alpha > -SCORE_INF + ORDER_WINDOW ? -alpha + ORDER_WINDOW : SCORE_INF;
        PatternState child_st;
        return pvs(s, child, child_moves, child_pattern_state(s->eval, st, m->square, m->flips, false, &child_st),
                   depth / 2 - 1, lo, hi, ply + 1)
             + 20 * replies;
    }
    return leaf_value(s, child, m, child_moves, st) + 40 * replies;
}

/* The moves of b in moves appended to list from list[n], keyed, and the
 * children's legal moves in replies at the same index; the list's new
 * length. */
static int order_moves(Search *s, const Board *b, const PatternState *st, Bitboard moves, int tt_move, int depth,
                       int alpha, int beta, int ply, MoveListEntry *list, Bitboard *replies, int n)
{
    /* The children that will probe the table: their buckets are loaded
     * while the others are ordered. */
    bool prefetch = s->tt && depth - 1 >= TT_MIN_DEPTH;
    /* And their sets of the busy table, which the search reads for every
     * child after the first where threads share the tree. */
    bool busy_prefetch = s->busy && depth >= BUSY_MIN_DEPTH;
    int end = n + move_list_generate(list + n, b->player, b->opponent, moves);
    for (int i = n; i < end; i++) {
        MoveListEntry *m = &list[i];
        Board child = *b;
        board_apply(&child, m->square, m->flips);
        if (prefetch) {
            uint64_t hash = search_hash(s, &child, ply + 1);
            tt_prefetch(s->tt, hash);
            if (busy_prefetch)
                busy_table_prefetch(s->busy, hash);
        }
        replies[i] = board_legal_moves(&child);
        int key;
        if (m->square == tt_move) {
            key = -SCORE_INF;
        } else if (depth >= ORDER_EVAL_DEPTH) {
            key = ordering_key(s, &child, m, replies[i], st, depth, alpha, beta, ply);
        } else {
            key = 40 * bb_count(replies[i]);
        }
        m->key = move_list_stable_key(key, i);
    }
    return end;
}

/* Enhanced transposition cutoff: a child whose stored upper bound is at
 * most -beta, at enough depth, refutes this node before any search. */
static bool etc_cutoff(const Search *s, const Board *b, Bitboard moves, int depth, int ply, int beta, int *value,
                       int *move)
{
    int sq;
    BB_FOREACH(sq, moves) {
        Board child = *b;
        board_apply(&child, sq, board_flips(b->player, b->opponent, sq));
        TTData hit;
        if (tt_probe(s->tt, search_hash(s, &child, ply + 1), &hit) && hit.depth >= depth - 1
            && (hit.bound == BOUND_UPPER || hit.bound == BOUND_EXACT) && -hit.value >= beta) {
            *value = -hit.value;
            *move = sq;
            return true;
        }
    }
    return false;
}

/* Multi-ProbCut: true (with *value) when a shallow null-window probe says
 * the deep value is beyond the window with the confidence of the level.
 * A row of shallow depth 0 probes with the evaluation itself, one call for
 * both bounds. Only for the evaluation the table was fitted on, never
 * where the search reaches the end of the game. */
static bool mpc_cutoff(Search *s, const Board *b, Bitboard moves, const PatternState *st, int depth, int empties, int alpha, int beta,
                       int ply, int *value)
{
    const MpcTable *t = s->mpc;
    if (!t || depth > t->max_depth || depth < t->min_depth || depth >= empties)
        return false;
    int stage = 0;
    while (stage < t->stages - 1 && empties < t->stage_min_empties[stage])
        stage++;
    const MpcPair *p = &t->pair[stage][depth];
    if (p->a <= 0.1)
        return false;
    double margin = mpc_width(s->selectivity) * p->sigma;
    int eval = p->shallow == 0 ? node_value(s, b, st, moves) : 0;
    /* The shallow value that predicts deep >= beta: (beta + margin - b) / a. */
    if (beta < 64 * DISC) {
        int bound = (int)((beta + margin - p->b) / p->a + 0.999);
        if (bound < 64 * DISC) {
            int v = p->shallow ? pvs(s, b, moves, st, p->shallow, bound - 1, bound, ply) : eval;
            if (s->aborted)
                return false;
            if (v >= bound) {
                *value = beta;
                return true;
            }
        }
    }
    if (alpha > -64 * DISC) {
        int bound = (int)((alpha - margin - p->b) / p->a - 0.999);
        if (bound > -64 * DISC) {
            int v = p->shallow ? pvs(s, b, moves, st, p->shallow, bound, bound + 1, ply) : eval;
            if (s->aborted)
                return false;
            if (v <= bound) {
                *value = alpha;
                return true;
            }
        }
    }
    return false;
}

/* An exact solve inside the tree, in discs turned to centi-discs, a draw
 * valued by the contempt. At a node of the principal variation the solver
 * gives its line too, so that a line reported short of the end goes on
 * through the solved part: only those nodes pay for it. */
static int solve_here(Search *s, const Board *b, int alpha, int beta, int ply)
{
    bool pv_node = beta - alpha > 1;
    int a = alpha <= -64 * DISC ? -65 : alpha / DISC - (alpha < 0 && alpha % DISC ? 1 : 0);
    int bb = beta >= 64 * DISC ? 65 : beta / DISC + (beta > 0 && beta % DISC ? 1 : 0);
    /* A draw's value lies between the disc bounds -1 and 1: where the
     * window may hold it, the solve must tell a draw from a bound. */
    if (s->contempt && a <= 0 && bb >= 0) {
        a = a < -1 ? a : -1;
        bb = bb > 1 ? bb : 1;
    }
    EndgameLimits limits = {.stop = s->stop, .deadline_ms = s->hard_deadline_ms, .clock = s->clock};
    EndgameResult solved;
    int v = pv_node ? endgame_solve_pv(s->endgame, b, a, bb, &limits, &solved)
                    : endgame_solve(s->endgame, b, a, bb, &limits, &solved);
    s->nodes += solved.nodes;
    if (solved.aborted) {
        s->aborted = true;
    } else if (pv_node) {
        int n = solved.pv_len < SEARCH_MAX_PLY - ply ? solved.pv_len : SEARCH_MAX_PLY - ply;
        memcpy(s->pv[ply], solved.pv, (size_t)n * sizeof(Move));
        s->pv_len[ply] = n;
    }
    return v == 0 ? search_draw_value(s, ply) : v * DISC;
}

/* Counts a node, as every search call does first; true when the search
 * must stop. */
static inline bool count_node(Search *s)
{
    if ((++s->nodes & 1023) == 0)
        search_check_limits(s);
    return s->aborted;
}

/* The value of a child (after m, at ply, with the legal moves replies)
 * searched to depth, st being its parent's indices. A child of no depth
 * that has moves is evaluated here, as pvs would evaluate it, with its
 * side to move's indices alone. */
static int child_value(Search *s, const Board *child, const MoveListEntry *m, Bitboard replies,
                       const PatternState *st, int depth, int alpha, int beta, int ply)
{
    if (depth <= 0 && replies) {
        s->pv_len[ply] = 0;
        if (count_node(s))
            return 0;
        return leaf_value(s, child, m, replies, st);
    }
    PatternState child_st;
    return pvs(s, child, replies, child_pattern_state(s->eval, st, m->square, m->flips, false, &child_st), depth,
               alpha, beta, ply);
}

int ISA_NAME(search_pvs)(Search *s, const Board *b, int depth, int alpha, int beta, int ply)
{
    const PatternWeights *w = s->eval ? s->eval->patterns : NULL;
    PatternState st;
    if (w)
        pattern_state_set(&w->coefficients, b->player, b->opponent, &st);
    return pvs(s, b, board_legal_moves(b), w ? &st : NULL, depth, alpha, beta, ply);
}

static int pvs(Search *s, const Board *b, Bitboard moves, const PatternState *st, int depth, int alpha, int beta,
               int ply)
{
    s->pv_len[ply] = 0;
    if (count_node(s))
        return 0;

    int empties = board_empty_count(b);
    if (!moves) {
        Board passed = *b;
        board_pass(&passed);
        Bitboard passed_moves = board_legal_moves(&passed);
        if (!passed_moves)
            return search_final_value(s, b, ply);
        PatternState passed_st;
        if (st)
            pattern_state_pass(st, &passed_st);
        /* A pass uses no depth, so a search as deep as the empties is exact. */
        int v = -pvs(s, &passed, passed_moves, st ? &passed_st : NULL, depth, -beta, -alpha, ply + 1);
        search_update_pv(s, ply, MOVE_PASS);
        return v;
    }
    if (s->endgame && depth >= empties - SEARCH_SOLVE_LEAF_EMPTIES && empties <= SEARCH_INSIDE_SOLVE_EMPTIES
        && ply > 0)
        return solve_here(s, b, alpha, beta, ply);
    if (depth <= 0 || ply >= SEARCH_MAX_PLY - 22)
        return node_value(s, b, st, moves);
    if (ply == 0)
        moves &= ~s->root_excluded;

    bool pv_node = beta - alpha > 1;
    uint64_t hash = search_hash(s, b, ply);
    TTData hit;
    int tt_move = 64;
    /* A root without some of its moves has a value of its own. */
    bool use_tt = s->tt && depth >= TT_MIN_DEPTH && (ply > 0 || !s->root_excluded);
    if (use_tt && tt_probe(s->tt, hash, &hit)) {
        tt_move = hit.move;
        if (!pv_node && hit.depth >= depth && ply > 0) {
            if (hit.bound == BOUND_EXACT || (hit.bound == BOUND_LOWER && hit.value >= beta)
                || (hit.bound == BOUND_UPPER && hit.value <= alpha))
                return hit.value;
        }
    }
    if (use_tt && !pv_node && depth >= ETC_MIN_DEPTH && ply > 0) {
        int v, m;
        if (etc_cutoff(s, b, moves, depth, ply, beta, &v, &m)) {
            tt_store(s->tt, hash, depth, v, BOUND_LOWER, m);
            return v;
        }
    }

    if (s->selectivity && s->mpc && !pv_node && ply > 0) {
        int v;
        bool cut = mpc_cutoff(s, b, moves, st, depth, empties, alpha, beta, ply, &v);
        s->pv_len[ply] = 0;
        if (s->aborted)
            return 0;
        if (cut)
            return v;
    }

    MoveListEntry list[BOARD_MAX_MOVES];
    Bitboard replies[BOARD_MAX_MOVES];
    /* The table's move is searched before the others are ordered: most
     * nodes with one cut off on it, and their ordering (a shallow search
     * of every child far from the leaves) would be wasted. */
    Bitboard unordered = moves;
    if (tt_move < 64 && (moves & BB_SQUARE(tt_move)))
        unordered = BB_SQUARE(tt_move);
    int n = order_moves(s, b, st, unordered, tt_move, depth, alpha, beta, ply, list, replies, 0);
    unordered ^= moves;
    /* The moves put off because another thread was searching them, by
     * their place in the list: searched after it, not put off again. */
    uint8_t later[BOARD_MAX_MOVES];
    int n_later = 0;
    bool share = s->busy && depth >= BUSY_MIN_DEPTH;
    int best = -SCORE_INF, best_move = 64, low = alpha;
    for (int k = 0; k < n + n_later || unordered; k++) {
        if (k == n && unordered) {
            n = order_moves(s, b, st, unordered, tt_move, depth, alpha > best ? alpha : best, beta, ply, list, replies,
                            n);
            unordered = 0;
        }
        if (k < n)
            move_list_pick_best(list, k, n);
        const MoveListEntry *m = &list[k < n ? k : later[k - n]];
        Bitboard child_moves = replies[move_list_stable_index(m->key)];
        Board child = *b;
        board_apply(&child, m->square, m->flips);
        uint64_t child_hash = 0;
        if (share && k > 0 && k < n) {
            child_hash = search_hash(s, &child, ply + 1);
            if (busy_table_has(s->busy, child_hash)) {
                later[n_later++] = (uint8_t)k;
                continue;
            }
            busy_table_enter(s->busy, child_hash);
        }
        int floor = alpha > best ? alpha : best;
        int v;
        if (k == 0) {
            v = -child_value(s, &child, m, child_moves, st, depth - 1, -beta, -floor, ply + 1);
        } else {
            v = -child_value(s, &child, m, child_moves, st, depth - 1, -floor - 1, -floor, ply + 1);
            /* A leaf's value does not depend on the window: its re-search
             * would find the same, and is only counted, as it was. */
            if (v > floor && v < beta && depth == 1 && child_moves)
                count_node(s);
            else if (v > floor && v < beta)
                v = -child_value(s, &child, m, child_moves, st, depth - 1, -beta, -floor, ply + 1);
        }
        if (child_hash)
            busy_table_leave(s->busy, child_hash);
        if (s->aborted)
            return 0;
        if (v > best) {
            best = v;
            best_move = m->square;
            if (v > alpha)
                search_update_pv(s, ply, m->square);
            if (v >= beta)
                break;
        }
    }
    if (use_tt) {
        int bound = best >= beta ? BOUND_LOWER : best > low ? BOUND_EXACT : BOUND_UPPER;
        tt_store(s->tt, hash, depth, best, bound, best_move);
    }
    return best;
}
