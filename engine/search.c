/* Plain iterative deepening alpha-beta with fastest-first ordering. */
#include "search.h"

#include <string.h>
#include <time.h>

#define SCORE_INF 1000000
/* Game-over scores are whole discs times 100, like heuristic centi-discs. */
#define DISC 100

int64_t search_now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

static void check_limits(Search *s)
{
    if (s->stop && atomic_load_explicit(s->stop, memory_order_relaxed))
        s->aborted = true;
    else if (s->limits.nodes && s->nodes >= s->limits.nodes)
        s->aborted = true;
    else if (s->hard_deadline_ms && search_now_ms() >= s->hard_deadline_ms)
        s->aborted = true;
}

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

static int negamax(Search *s, const Board *b, int depth, int alpha, int beta, int ply)
{
    s->pv_len[ply] = 0;
    if ((++s->nodes & 1023) == 0)
        check_limits(s);
    if (s->aborted)
        return 0;

    Bitboard moves = board_legal_moves(b);
    if (!moves) {
        Board passed = *b;
        board_pass(&passed);
        if (!board_legal_moves(&passed))
            return board_final_score(b) * DISC;
        /* A pass uses no depth, so a search as deep as the empties is exact. */
        int v = -negamax(s, &passed, depth, -beta, -alpha, ply + 1);
        s->pv[ply][0] = MOVE_PASS;
        memcpy(&s->pv[ply][1], s->pv[ply + 1], (size_t)s->pv_len[ply + 1] * sizeof(Move));
        s->pv_len[ply] = s->pv_len[ply + 1] + 1;
        return v;
    }
    if (depth <= 0 || ply >= SEARCH_MAX_PLY - 2)
        return evaluate(s->eval, b);

    Move list[64];
    int n = depth > 2 ? order_moves(b, moves, list) : 0;
    if (n == 0) {
        int sq;
        BB_FOREACH(sq, moves) list[n++] = sq;
    }
    int best = -SCORE_INF;
    for (int i = 0; i < n; i++) {
        Board next = *b;
        board_apply(&next, list[i], board_flips(b->player, b->opponent, list[i]));
        int v = -negamax(s, &next, depth - 1, -beta, -alpha, ply + 1);
        if (s->aborted)
            return 0;
        if (v > best) {
            best = v;
            if (v > alpha) {
                alpha = v;
                s->pv[ply][0] = list[i];
                memcpy(&s->pv[ply][1], s->pv[ply + 1], (size_t)s->pv_len[ply + 1] * sizeof(Move));
                s->pv_len[ply] = s->pv_len[ply + 1] + 1;
                if (alpha >= beta)
                    break;
            }
        }
    }
    return best;
}

/* Time for this move from the clock: an even share of what is left over
 * the moves still to play, never more than a third of the clock. */
static void set_deadlines(Search *s, int empties)
{
    const SearchLimits *l = &s->limits;
    s->soft_deadline_ms = s->hard_deadline_ms = 0;
    if (l->movetime > 0) {
        int64_t budget = l->movetime > 100 ? l->movetime - 50 : l->movetime / 2 + 1;
        s->soft_deadline_ms = s->hard_deadline_ms = s->start_ms + budget;
    } else if (l->time_left > 0 && !l->infinite) {
        int moves = l->moves_to_go > 0 ? l->moves_to_go : (empties + 1) / 2;
        if (moves < 1)
            moves = 1;
        int64_t share = l->time_left / moves + l->increment * 3 / 4;
        int64_t cap = l->time_left / 3;
        if (share > cap)
            share = cap;
        if (share < 1)
            share = 1;
        s->soft_deadline_ms = s->start_ms + share / 2;
        s->hard_deadline_ms = s->start_ms + share;
    }
}

/* The exact (or win/draw/loss) solve that ends a search near the end of
 * the game. On a stop the answer of the shallower search stays. */
static Move solve_to_the_end(Search *s, SearchReport *result, Move fallback)
{
    EndgameSolver *sv = s->endgame;
    bool wld = s->limits.wld && !s->limits.solve;
    sv->stop = s->stop;
    sv->deadline_ms = s->hard_deadline_ms;
    sv->node_limit = s->limits.nodes ? (s->limits.nodes > s->nodes ? s->limits.nodes - s->nodes : 1) : 0;
    sv->nodes = 0;
    Move pv[64];
    int pv_len = 0;
    int score = endgame_solve_pv(sv, &s->root, wld ? -1 : -65, wld ? 1 : 65, pv, &pv_len);
    s->nodes += sv->nodes;
    if (sv->aborted || pv_len == 0)
        return fallback;
    result->depth = board_empty_count(&s->root);
    result->selectivity = 100;
    result->kind = wld ? SCORE_WLD : SCORE_DISC;
    result->score = wld ? (score > 0) - (score < 0) : score;
    result->nodes = s->nodes;
    result->time_ms = search_now_ms() - s->start_ms;
    result->hashfull = -1;
    result->pv_len = pv_len;
    memcpy(result->pv, pv, (size_t)pv_len * sizeof(Move));
    if (s->report)
        s->report(s->report_ctx, result);
    return pv[0];
}

Move search_run(Search *s, SearchReport *result)
{
    memset(result, 0, sizeof *result);
    s->nodes = 0;
    s->aborted = false;
    s->start_ms = search_now_ms();
    int empties = board_empty_count(&s->root);
    set_deadlines(s, empties);

    Bitboard moves = board_legal_moves(&s->root);
    if (!moves) {
        Board passed = s->root;
        board_pass(&passed);
        result->kind = SCORE_DISC;
        if (!board_legal_moves(&passed)) {
            result->score = board_final_score(&s->root);
            return MOVE_NONE;
        }
        result->pv_len = 1;
        result->pv[0] = MOVE_PASS;
        return MOVE_PASS;
    }

    int max_depth = s->limits.depth > 0 ? s->limits.depth : SEARCH_MAX_PLY;
    if (s->limits.solve || s->limits.wld)
        max_depth = empties;
    if (max_depth > empties)
        max_depth = empties;
    Move best = (Move)bb_first(moves);
    result->pv[0] = best;
    result->pv_len = 1;
    bool exact = s->endgame && (s->limits.solve || s->limits.wld || max_depth >= empties);
    if (exact && max_depth > 6)
        max_depth = empties > 6 ? 6 : empties; /* a first answer before the solve */
    for (int depth = 1; depth <= max_depth; depth++) {
        int score = negamax(s, &s->root, depth, -SCORE_INF, SCORE_INF, 0);
        if (s->aborted)
            break;
        best = s->pv[0][0];
        result->depth = depth;
        result->selectivity = 100;
        if (depth >= empties) {
            result->kind = s->limits.wld && !s->limits.solve ? SCORE_WLD : SCORE_DISC;
            result->score = score / DISC;
            if (result->kind == SCORE_WLD)
                result->score = (score > 0) - (score < 0);
        } else {
            result->kind = SCORE_CD;
            result->score = score;
        }
        result->nodes = s->nodes;
        result->time_ms = search_now_ms() - s->start_ms;
        result->hashfull = -1;
        result->pv_len = s->pv_len[0];
        memcpy(result->pv, s->pv[0], (size_t)s->pv_len[0] * sizeof(Move));
        if (s->report)
            s->report(s->report_ctx, result);
        if (s->soft_deadline_ms && search_now_ms() >= s->soft_deadline_ms)
            break;
    }
    if (exact && !s->aborted)
        best = solve_to_the_end(s, result, best);
    result->nodes = s->nodes;
    result->time_ms = search_now_ms() - s->start_ms;
    return best;
}
