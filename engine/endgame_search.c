/* The solver's recursion, compiled once per instruction-set path (isa.h):
 * the move generator, popcount and pattern updates inlined here are the
 * path's. Scores are final disc differences for the side to move; windows
 * are fail-soft. */
#include "busy_table.h"
#include "endgame_internal.h"
#include "endgame_table.h"
#include "isa.h"
#include "last_flip.h"
#include "move_list.h"
#include "stability.h"

/* The last empty square: only flips need counting. */
static inline int last1(EndgameSolver *sv, Bitboard p, Bitboard o, int sq)
{
    sv->nodes++;
    int diff = 2 * bb_count(p) - 63;
    int n = last_flip_count(p, o, sq);
    if (n)
        return diff + 2 * n + 1;
    n = last_flip_count(o, p, sq);
    if (n)
        return diff - 2 * n - 1;
    return diff > 0 ? diff + 1 : diff - 1;
}

/* Two empty squares, sq1 < sq2 (the order the parity rule gives two
 * squares): no move generation; a pass tries the opponent's flips. */
static inline int last2(EndgameSolver *sv, Bitboard p, Bitboard o, int alpha, int beta, int sq1, int sq2)
{
    sv->nodes++;
    int best = -SCORE_NONE;
    Bitboard f = board_flips(p, o, sq1);
    if (f) {
        best = -last1(sv, o ^ f, p ^ f ^ BB_SQUARE(sq1), sq2);
        if (best >= beta)
            return best;
    }
    f = board_flips(p, o, sq2);
    if (f) {
        int v = -last1(sv, o ^ f, p ^ f ^ BB_SQUARE(sq2), sq1);
        if (v > best)
            best = v;
    }
    if (best != -SCORE_NONE)
        return best;
    /* A pass: the opponent's node, counted as the general code counts it. */
    Bitboard g1 = board_flips(o, p, sq1), g2 = board_flips(o, p, sq2);
    if (!g1 && !g2)
        return final_score(p, o);
    sv->nodes++;
    int ob = -SCORE_NONE;
    if (g1) {
        ob = -last1(sv, p ^ g1, o ^ g1 ^ BB_SQUARE(sq1), sq2);
        if (ob >= -alpha)
            return -ob;
    }
    if (g2) {
        int v = -last1(sv, p ^ g2, o ^ g2 ^ BB_SQUARE(sq2), sq1);
        if (v > ob)
            ob = v;
    }
    return -ob;
}

/* Three empty squares, the lone one of its quadrant first when two share
 * one (the parity rule), else in square order. */
static int last3(EndgameSolver *sv, Bitboard p, Bitboard o, int alpha, int beta, Bitboard empties)
{
    sv->nodes++;
    int a = bb_first(empties);
    Bitboard rest = bb_pop(empties);
    int b = bb_first(rest), c = bb_first(bb_pop(rest));
    int qa = (a >> 5 & 1) << 1 | (a >> 2 & 1), qb = (b >> 5 & 1) << 1 | (b >> 2 & 1), qc = (c >> 5 & 1) << 1 | (c >> 2 & 1);
    int sq[3] = {a, b, c};
    if (qa == qb && qb != qc) {
        sq[0] = c;
        sq[1] = a;
        sq[2] = b;
    } else if (qa == qc && qa != qb) {
        sq[0] = b;
        sq[1] = a;
        sq[2] = c;
    }
    int best = -SCORE_NONE;
    for (int i = 0; i < 3; i++) {
        int x = sq[i];
        Bitboard f = board_flips(p, o, x);
        if (!f)
            continue;
        int y = i == 0 ? sq[1] : sq[0], z = i == 2 ? sq[1] : sq[2];
        if (y > z) {
            int t = y;
            y = z;
            z = t;
        }
        int floor = alpha > best ? alpha : best;
        int v = -last2(sv, o ^ f, p ^ f ^ BB_SQUARE(x), -beta, -floor, y, z);
        if (v > best) {
            best = v;
            if (best >= beta)
                return best;
        }
    }
    if (best != -SCORE_NONE)
        return best;
    if (!board_moves(o, p))
        return final_score(p, o);
    return -last3(sv, o, p, -beta, -alpha, empties);
}

/* The squares of the quadrants with an odd number of empties: a move
 * there leaves the quadrant's last move to the mover (parity). */
static inline Bitboard odd_quadrants(Bitboard empties)
{
    Bitboard odd = 0;
    for (int q = 0; q < 4; q++)
        if (bb_count(empties & QUADRANTS[q]) & 1)
            odd |= QUADRANTS[q];
    return odd;
}

/* A few empties: try the empty squares directly, odd quadrants first
 * (parity), with no move list and no table. */
static int small(EndgameSolver *sv, Bitboard p, Bitboard o, int alpha, int beta, Bitboard empties, int n)
{
    if (n == 1)
        return last1(sv, p, o, bb_first(empties));
    if (n == 2) {
        int sq1 = bb_first(empties);
        return last2(sv, p, o, alpha, beta, sq1, bb_first(bb_pop(empties)));
    }
    if (n == 3)
        return last3(sv, p, o, alpha, beta, empties);
    sv->nodes++;
    Bitboard odd = odd_quadrants(empties);
    Bitboard near = empties & board_neighbours(o);
    int best = -SCORE_NONE;
    for (int pass = 0; pass < 2; pass++) {
        Bitboard candidates = near & (pass ? ~odd : odd);
        while (candidates) {
            int sq = bb_first(candidates);
            candidates = bb_pop(candidates);
            Bitboard f = board_flips(p, o, sq);
            if (!f)
                continue;
            int floor = alpha > best ? alpha : best;
            int v = -small(sv, o ^ f, p ^ f ^ BB_SQUARE(sq), -beta, -floor, empties ^ BB_SQUARE(sq), n - 1);
            if (v > best) {
                best = v;
                if (best >= beta)
                    return best;
            }
        }
    }
    if (best != -SCORE_NONE)
        return best;
    if (!board_moves(o, p))
        return final_score(p, o);
    return -small(sv, o, p, -beta, -alpha, empties, n);
}

/* small through the local table: the lean search's children of
 * SMALL_EMPTIES empties. */
static int small_local(EndgameSolver *sv, Bitboard p, Bitboard o, int alpha, int beta)
{
    EndgameLocalEntry *local = local_entry(sv, p, o);
    int value;
    if (local_probe(local, p, o, &alpha, &beta, &value))
        return value;
    int best = small(sv, p, o, alpha, beta, ~(p | o), SMALL_EMPTIES);
    local_store(local, p, o, alpha, beta, best, 64);
    return best;
}

/* A rough value of a position for move ordering: mobility and corners. */
static inline int rough_eval(Bitboard p, Bitboard o)
{
    Bitboard mp = board_moves(p, o), mo = board_moves(o, p);
    return 4 * (bb_count(mp) - bb_count(mo)) + 2 * (bb_count(mp & BB_CORNERS) - bb_count(mo & BB_CORNERS))
         + 8 * (bb_count(p & BB_CORNERS) - bb_count(o & BB_CORNERS))
         + bb_count(board_neighbours(o) & ~(p | o)) - bb_count(board_neighbours(p) & ~(p | o));
}

/* A shallow alpha-beta on the rough value, to order moves far from the
 * end where a good first move saves the most. */
static int shallow(Bitboard p, Bitboard o, int depth, int alpha, int beta)
{
    if (depth == 0)
        return rough_eval(p, o);
    Bitboard moves = board_moves(p, o);
    if (!moves) {
        if (!board_moves(o, p))
            return 16 * final_score(p, o);
        return -shallow(o, p, depth, -beta, -alpha);
    }
    int best = -100000;
    while (moves) {
        int sq = bb_first(moves);
        moves = bb_pop(moves);
        Bitboard f = board_flips(p, o, sq);
        int v = -shallow(o ^ f, p ^ f ^ BB_SQUARE(sq), depth - 1, -beta, -(alpha > best ? alpha : best));
        if (v > best) {
            best = v;
            if (best >= beta)
                break;
        }
    }
    return best;
}

/* A shallow alpha-beta on the midgame evaluation (centi-discs), counted in
 * the solver's nodes: the move ordering far from the end. s holds the
 * pattern indices of (p, o) when the evaluation is the pattern one (else
 * NULL), and is carried down move by move. */
static int eval_search(EndgameSolver *sv, Bitboard p, Bitboard o, const PatternState *s, int depth, int alpha,
                           int beta)
{
    sv->nodes++;
    if (depth == 0) {
        if (s)
            return eval_pattern_state(sv->eval->patterns, s, p, o, board_moves(p, o), board_moves(o, p));
        Board b = {p, o};
        return evaluate(sv->eval, &b);
    }
    Bitboard moves = board_moves(p, o);
    PatternState child;
    if (!moves) {
        if (!board_moves(o, p))
            return 100 * final_score(p, o);
        if (s)
            pattern_state_pass(s, &child);
        return -eval_search(sv, o, p, s ? &child : NULL, depth, -beta, -alpha);
    }
    /* Far from the leaves, the moves that leave the opponent fewest
     * replies first: most of these searches are null-window probes that
     * cut off on a good first move. */
    bool sorted = depth >= EVAL_SORT_DEPTH;
    MoveListEntry list[BOARD_MAX_MOVES];
    int count = move_list_generate(list, p, o, moves);
    for (int i = 0; sorted && i < count; i++) {
        Bitboard f = list[i].flips;
        list[i].key = bb_count(board_moves(o ^ f, p ^ f ^ BB_SQUARE(list[i].square)));
    }
    int best = -SCORE_INF;
    for (int k = 0; k < count; k++) {
        if (sorted)
            move_list_pick_best(list, k, count);
        int sq = list[k].square;
        Bitboard f = list[k].flips;
        const PatternState *cs = child_pattern_state(sv->eval, s, sq, f, depth == 1, &child);
        int v = -eval_search(sv, o ^ f, p ^ f ^ BB_SQUARE(sq), cs, depth - 1, -beta, -(alpha > best ? alpha : best));
        if (v > best) {
            best = v;
            if (best >= beta)
                break;
        }
    }
    return best;
}

/* Probcut in the selective passes: a shallow search on the evaluation
 * predicts the exact score within a few discs, so a prediction beyond the
 * window by the level's margin cuts the node (fail-hard, at that level). */
static bool probcut(EndgameSolver *sv, Bitboard p, Bitboard o, int alpha, int beta, int n, int *value)
{
    int depth = n >= PROBCUT_DEPTH4_EMPTIES ? 4 : n >= PROBCUT_DEPTH3_EMPTIES ? 3 : 2;
    int margin = probcut_margin(sv->selectivity, depth);
    PatternState st;
    const PatternState *s = pattern_state_of(sv, p, o, &st);
    if (beta < 64) {
        int bound = beta * 100 + margin;
        if (eval_search(sv, p, o, s, depth, bound - 1, bound) >= bound) {
            *value = beta;
            return true;
        }
    }
    if (alpha > -64) {
        int bound = alpha * 100 - margin;
        if (eval_search(sv, p, o, s, depth, bound, bound + 1) <= bound) {
            *value = alpha;
            return true;
        }
    }
    return false;
}

/* Keys the n moves of (p, o) in list far from the end: by a shallow
 * search on the evaluation of each child, with a bonus for leaving the
 * opponent few replies. The table's move never comes here: the search
 * puts it first without a key. */
static void key_eval(EndgameSolver *sv, Bitboard p, Bitboard o, int n_empties, int alpha, MoveListEntry *list,
                         int n)
{
    int floor = alpha * 100 - SORT_MARGIN;
    int depth = n_empties >= EVAL_DEPTH5_EMPTIES   ? 5
              : n_empties >= EVAL_DEPTH3_EMPTIES   ? 3
              : n_empties >= EVAL_DEPTH2_EMPTIES ? 2
              : n_empties >= EVAL_DEPTH1_EMPTIES ? 1
                                                 : 0;
    PatternState st, child;
    const PatternState *s = pattern_state_of(sv, p, o, &st);
    Bitboard open_c_squares = board_neighbours(~(p | o) & BB_CORNERS) & BB_C_SQUARES;
    for (int i = 0; i < n; i++) {
        int sq = list[i].square;
        Bitboard f = list[i].flips;
        Bitboard np = o ^ f, no = p ^ f ^ BB_SQUARE(sq);
        Bitboard replies = board_moves(np, no);
        const PatternState *cs = child_pattern_state(sv->eval, s, sq, f, depth == 0, &child);
        int value = -eval_search(sv, np, no, cs, depth, -SCORE_INF, -floor);
        /* Nor need the moves far below the best one so far be told apart:
         * they come after it in any order. */
        if (value - SORT_MARGIN > floor)
            floor = value - SORT_MARGIN;
        int key = -value
                + EVAL_MOBILITY_WEIGHT * bb_count(replies)
                + EVAL_POTENTIAL_WEIGHT * bb_count(board_neighbours(no) & ~(np | no))
                + EVAL_CORNER_REPLY_WEIGHT * bb_count(replies & BB_CORNERS)
                + ((BB_SQUARE(sq) & BB_X_SQUARES) ? EVAL_X_SQUARE_WEIGHT : 0)
                + ((BB_SQUARE(sq) & open_c_squares) ? EVAL_C_SQUARE_WEIGHT : 0);
        list[i].key = key;
    }
}

/* The fastest-first key of the move to sq, (np, no) the position after
 * it: the opponent's replies, his corner replies and his potential
 * mobility count against it; a corner and a square in an odd quadrant
 * count for it, an X-square (diagonally next to a corner) against. */
static inline int fastest_key(Bitboard np, Bitboard no, int sq, Bitboard odd)
{
    Bitboard replies = board_moves(np, no);
    return bb_count(replies) * 16 + bb_count(replies & BB_CORNERS) * 8 + bb_count(board_neighbours(no) & ~(np | no))
         - ((BB_SQUARE(sq) & BB_CORNERS) ? 8 : 0) + ((BB_SQUARE(sq) & BB_X_SQUARES) ? 4 : 0)
         - ((BB_SQUARE(sq) & odd) ? ORDER_PARITY_WEIGHT : 0);
}

/* Keys the n moves of (p, o) in list: the table's move first, then the
 * moves that leave the opponent fewest replies, corners before others and
 * X-squares (diagonally next to a corner) after; far from the end, by a
 * shallow search. */
static void key_moves(Bitboard p, Bitboard o, int tt_move, int n_empties, MoveListEntry *list, int n)
{
    int shallow_depth = n_empties >= SHALLOW2_EMPTIES ? 2 : n_empties >= SHALLOW1_EMPTIES ? 1 : -1;
    Bitboard odd = odd_quadrants(~(p | o));
    for (int i = 0; i < n; i++) {
        int sq = list[i].square;
        Bitboard f = list[i].flips;
        Bitboard np = o ^ f, no = p ^ f ^ BB_SQUARE(sq);
        int key = fastest_key(np, no, sq, odd);
        if (shallow_depth >= 0)
            key = 4 * shallow(np, no, shallow_depth, -100000, 100000) + key / 4;
        if (sq == tt_move)
            key = -1000;
        list[i].key = key;
    }
}

static int search_lean(EndgameSolver *sv, Bitboard p, Bitboard o, int alpha, int beta, int n);

/* A child (np, no) of a lean node, searched as the principal variation
 * search does: the first with the node's window (floor, beta), the others
 * with a null window first. The child's score from the node's side. */
static inline int lean_child(EndgameSolver *sv, Bitboard np, Bitboard no, int floor, int beta, bool first, int n)
{
    if (first)
        return -search_lean(sv, np, no, -beta, -floor, n);
    int v = -search_lean(sv, np, no, -floor - 1, -floor, n);
    if (v > floor && v < beta)
        v = -search_lean(sv, np, no, -beta, -v, n);
    return v;
}

/* Below the table (6 to 10 empties): the general search without the main
 * table, probcut or the parallel bookkeeping, whose frame and branches
 * these most numerous nodes need not carry; a node has at most n moves.
 * Its bounds go to the thread's small local table instead. */
static int search_lean(EndgameSolver *sv, Bitboard p, Bitboard o, int alpha, int beta, int n)
{
    if (n <= SMALL_EMPTIES) {
        if (n == SMALL_EMPTIES && sv->local)
            return small_local(sv, p, o, alpha, beta);
        return small(sv, p, o, alpha, beta, ~(p | o), n);
    }
    if ((++sv->nodes & 4095) == 0)
        endgame_check_limits(sv);
    if (sv->aborted)
        return 0;

    Bitboard moves = board_moves(p, o);
    if (!moves) {
        if (!board_moves(o, p))
            return final_score(p, o);
        return -search_lean(sv, o, p, -beta, -alpha, n);
    }
    EndgameLocalEntry *local = NULL;
    int tt_move = 64;
    if (sv->local) {
        local = local_entry(sv, p, o);
        int value;
        if (local_probe(local, p, o, &alpha, &beta, &value))
            return value;
        tt_move = local->move;
    }
    if (n >= STABILITY_EMPTIES && alpha >= 64 - 2 * bb_count(o) + STABILITY_SLACK) {
        int cap = 64 - 2 * bb_count(board_stable(o, p));
        if (cap <= alpha)
            return cap;
        if (cap < beta)
            beta = cap;
    }
    MoveListEntry list[LEAN_MAX_EMPTIES];
    int count = move_list_generate(list, p, o, moves);
    Bitboard odd = odd_quadrants(~(p | o));
    int best = -SCORE_NONE, best_move = 64, searched = 0;
    /* Keyed one at a time: a move that leaves the opponent one reply or
     * none (or the local table's move) would come first anyway, so it is
     * searched at once, and if it cuts off the other keys are never
     * worked out. Most of these nodes cut off on their first move. */
    for (int i = 0; i < count; i++) {
        int sq = list[i].square;
        Bitboard f = list[i].flips;
        Bitboard np = o ^ f, no = p ^ f ^ BB_SQUARE(sq);
        list[i].key = sq == tt_move ? -1000 : fastest_key(np, no, sq, odd);
        if (list[i].key >= LEAN_URGENT_KEY)
            continue;
        int v = lean_child(sv, np, no, alpha > best ? alpha : best, beta, searched++ == 0, n - 1);
        if (sv->aborted)
            return 0;
        if (v > best) {
            best = v;
            best_move = sq;
            if (best >= beta)
                goto store;
        }
        /* Searched: out of the list, whose last move comes here next. */
        count = move_list_remove(list, i, count);
        i--;
    }
    for (int k = 0; k < count; k++) {
        move_list_pick_best(list, k, count);
        Bitboard f = list[k].flips;
        int v = lean_child(sv, o ^ f, p ^ f ^ BB_SQUARE(list[k].square), alpha > best ? alpha : best, beta,
                               searched++ == 0, n - 1);
        if (sv->aborted)
            return 0;
        if (v > best) {
            best = v;
            best_move = list[k].square;
            if (best >= beta)
                break;
        }
    }
store:
    if (local)
        local_store(local, p, o, alpha, beta, best, best_move);
    return best;
}

static int search(EndgameSolver *sv, Bitboard p, Bitboard o, int alpha, int beta, int n)
{
    /* With today's tunables this is n < TABLE_EMPTIES; the other terms
     * keep the lean search out of nodes that need probcut or the
     * evaluation should the table move above them. */
    if (n < TABLE_EMPTIES && n < PROBCUT_EMPTIES && n < EVAL_ORDER_EMPTIES && n <= LEAN_MAX_EMPTIES)
        return search_lean(sv, p, o, alpha, beta, n);
    if (n <= SMALL_EMPTIES)
        return small(sv, p, o, alpha, beta, ~(p | o), n);
    if ((++sv->nodes & 4095) == 0)
        endgame_check_limits(sv);
    if (sv->aborted)
        return 0;

    Bitboard moves = board_moves(p, o);
    if (!moves) {
        if (!board_moves(o, p))
            return final_score(p, o);
        return -search(sv, o, p, -beta, -alpha, n);
    }

    /* The opponent's stable discs cap the score. */
    if (n >= STABILITY_EMPTIES && alpha >= 64 - 2 * bb_count(o) + STABILITY_SLACK) {
        int cap = 64 - 2 * bb_count(board_stable(o, p));
        if (cap <= alpha)
            return cap;
        if (cap < beta)
            beta = cap;
    }

    EndgameEntry *bucket = NULL;
    int tt_move = 64;
    uint64_t uses_before = sv->selective_uses, nodes_before = sv->nodes;
    if (sv->table && n >= TABLE_EMPTIES) {
        bucket = table_bucket(sv, p, o);
        TableData hit;
        if (table_probe(bucket, p, o, &hit) >= 0) {
            tt_move = hit.move;
            if (hit.level <= sv->selectivity) {
                /* Every use of the bounds below (a cutoff, or a narrower
                 * window) tightens the window first. */
                if (hit.lower > alpha || hit.upper < beta)
                    sv->selective_uses += hit.level > 0;
                if (hit.lower >= beta)
                    return hit.lower;
                if (hit.upper <= alpha)
                    return hit.upper;
                /* A known score ends the search: narrowed to an empty
                 * window, a result could not tell a lower bound from an
                 * upper one, and a wrong bound would be stored. */
                if (hit.lower == hit.upper)
                    return hit.lower;
                if (hit.lower > alpha)
                    alpha = hit.lower;
                if (hit.upper < beta)
                    beta = hit.upper;
            }
        }
    }

    MoveListEntry list[BOARD_MAX_MOVES];
    int count = move_list_generate(list, p, o, moves);

    /* Enhanced transposition cutoff: a child whose table entry already
     * refutes the opponent ends the search here. All the children's
     * buckets are fetched before the first is read, so that their cache
     * misses overlap. */
    EndgameEntry *cb[64];
    bool etc = bucket && n >= ETC_EMPTIES;
    if (etc) {
        for (int i = 0; i < count; i++) {
            Bitboard f = list[i].flips;
            cb[i] = table_bucket(sv, o ^ f, p ^ f ^ BB_SQUARE(list[i].square));
            __builtin_prefetch(cb[i]);
        }
    }

    /* The fastest-first keys are worked out while those fetches are under
     * way, not after they arrive: few of these nodes cut before they are
     * needed. With the evaluation ordering, the table's move goes first
     * and the others are keyed only if it does not cut off. */
    bool eval_order = sv->eval && n >= EVAL_ORDER_EMPTIES;
    if (!eval_order)
        key_moves(p, o, tt_move, n, list, count);

    if (etc) {
        for (int i = 0; i < count; i++) {
            Bitboard f = list[i].flips;
            TableData e;
            if (table_probe(cb[i], o ^ f, p ^ f ^ BB_SQUARE(list[i].square), &e) >= 0 && e.level <= sv->selectivity
                && -e.upper >= beta) {
                sv->selective_uses += e.level > 0;
                return -e.upper;
            }
        }
    }

    if (sv->selectivity && sv->eval && n >= PROBCUT_EMPTIES) {
        int v;
        if (probcut(sv, p, o, alpha, beta, n, &v)) {
            sv->selective_uses++;
            return v;
        }
        if (sv->aborted)
            return 0;
    }

    bool lazy = false;
    if (eval_order) {
        for (int i = 0; tt_move < 64 && i < count; i++) {
            if (list[i].square == tt_move) {
                move_list_to_front(list, i);
                lazy = true;
                break;
            }
        }
        if (!lazy)
            key_eval(sv, p, o, n, alpha, list, count);
    }
    /* In a parallel solve, a child another thread is searching waits
     * until its siblings are done (the first move is always searched). */
    bool shared = sv->busy && n >= DEFER_EMPTIES;
    uint64_t self = shared ? table_index(p, o) : 0;
    if (shared)
        busy_table_enter(sv->busy, self);
    int later[64], n_later = 0;
    int best = -SCORE_NONE, best_move = 64, low = alpha;
    for (int k = 0; k < count + n_later; k++) {
        if (k < count && !(lazy && k == 0))
            move_list_pick_best(list, k, count);
        int i = k < count ? k : later[k - count];
        Bitboard f = list[i].flips;
        Bitboard np = o ^ f, no = p ^ f ^ BB_SQUARE(list[i].square);
        /* Only children of DEFER_EMPTIES or more are marked when busy. */
        if (shared && k > 0 && k < count && n > DEFER_EMPTIES && busy_table_has(sv->busy, table_index(np, no))) {
            later[n_later++] = i;
            continue;
        }
        int floor = low > best ? low : best;
        int v;
        if (k == 0) {
            v = -search(sv, np, no, -beta, -floor, n - 1);
        } else {
            v = -search(sv, np, no, -floor - 1, -floor, n - 1);
            if (v > floor && v < beta)
                v = -search(sv, np, no, -beta, -v, n - 1);
        }
        if (sv->aborted) {
            if (shared)
                busy_table_leave(sv->busy, self);
            return 0;
        }
        if (v > best) {
            best = v;
            best_move = list[i].square;
            if (best >= beta)
                break;
        }
        if (lazy) {
            lazy = false;
            key_eval(sv, p, o, n, low > best ? low : best, list + 1, count - 1);
        }
    }
    if (shared)
        busy_table_leave(sv->busy, self);

    if (bucket) {
        /* A selective pass's result holds exactly when no probcut cut and
         * no selective bound was taken below this node. */
        int level = sv->selective_uses == uses_before ? 0 : sv->selectivity;
        /* Two entries a bucket: the position's own, else the one with
         * the smaller tree below it gives way (its cost: the bit length
         * of the nodes searched there). The tree's size, rather than the
         * empties, keeps the entries that would be dearest to search
         * again. */
        TableData d;
        int slot = table_probe(bucket, p, o, &d);
        if (slot >= 0 && d.level < level) {
            /* Surer bounds stay; only the move is news. */
            d.move = best_move;
            table_write(&bucket[slot], p, o, d);
            return best;
        }
        if (slot < 0 || d.level != level) {
            /* A new entry, or one whose bounds hold at a lower selectivity. */
            if (slot < 0)
                slot = table_cost(&bucket[0]) <= table_cost(&bucket[1]) ? 0 : 1;
            d.lower = -64;
            d.upper = 64;
            d.cost = 0;
        }
        d.level = level;
        int cost = bb_last((sv->nodes - nodes_before) | 1) + 1;
        if (cost > d.cost)
            d.cost = cost;
        d.move = best_move;
        if (best < beta && best > low)
            d.lower = d.upper = best;
        else if (best >= beta)
            d.lower = best;
        else
            d.upper = best;
        table_write(&bucket[slot], p, o, d);
    }
    return best;
}

int ISA_NAME(endgame_search)(EndgameSolver *sv, Bitboard p, Bitboard o, int alpha, int beta, int n)
{
    return search(sv, p, o, alpha, beta, n);
}

int ISA_NAME(endgame_eval_search)(EndgameSolver *sv, Bitboard p, Bitboard o, const PatternState *s, int depth,
                                  int alpha, int beta)
{
    return eval_search(sv, p, o, s, depth, alpha, beta);
}
