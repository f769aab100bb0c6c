/* The exact endgame solver: limits, the root and the principal variation.
 * The recursion itself is in endgame_search.c, compiled once per
 * instruction-set path (isa.h; the solver holds the one it runs); its
 * tables are in endgame_table.h. */
#include "endgame.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "busy_table.h"
#include "endgame_internal.h"
#include "endgame_table.h"
#include "helper_threads.h"
#include "isa.h"
#include "score.h"
#include "table_memory.h"

/* The confidence of a selective pass, in percent: that a normal error
 * stays within the cut's width (98 at 2.0 sigmas, 88 at 1.2). */
static int pass_confidence(int level)
{
    double width = PASS_WIDTH_X10[level] / 10.0;
    return level ? (int)lround(50.0 * (1.0 + erf(width / sqrt(2.0)))) : 100;
}

void endgame_check_limits(EndgameSolver *sv)
{
    if ((sv->stop && atomic_load_explicit(sv->stop, memory_order_relaxed))
        || (sv->node_limit && sv->nodes >= sv->node_limit))
        sv->aborted = true;
    if (!sv->deadline_ms && !sv->progress)
        return;
    int64_t now = clock_now_ms(sv->clock);
    if (sv->deadline_ms && now >= sv->deadline_ms)
        sv->aborted = true;
    if (sv->progress && now - sv->last_progress_ms >= 1000) {
        sv->last_progress_ms = now;
        sv->progress(sv->progress_ctx, sv->nodes, NULL);
    }
}

EndgameSolver *endgame_new(size_t hash_mb)
{
    EndgameSolver *sv = calloc(1, sizeof *sv);
    if (!sv)
        return NULL;
    sv->threads = 1;
    sv->paths = isa_paths_best();
    sv->local = calloc(LOCAL_ENTRIES, sizeof *sv->local); /* may be NULL: the search goes without */
    if (!endgame_set_hash(sv, hash_mb)) {
        endgame_delete(sv);
        return NULL;
    }
    return sv;
}

void endgame_delete(EndgameSolver *sv)
{
    if (!sv)
        return;
    table_memory_free(sv->table);
    free(sv->local);
    free(sv);
}

void endgame_set_eval(EndgameSolver *sv, const Evaluator *eval) { sv->eval = eval; }

const Evaluator *endgame_eval(const EndgameSolver *sv) { return sv->eval; }

void endgame_set_paths(EndgameSolver *sv, const IsaPaths *paths) { sv->paths = paths; }

const IsaPaths *endgame_paths(const EndgameSolver *sv) { return sv->paths; }

bool endgame_has_table(const EndgameSolver *sv) { return sv->table != NULL; }

#define MIB ((size_t)1 << 20)

bool endgame_set_hash(EndgameSolver *sv, size_t hash_mb)
{
    return hash_mb <= SIZE_MAX / MIB && endgame_set_table_bytes(sv, hash_mb * MIB);
}

bool endgame_set_table_bytes(EndgameSolver *sv, size_t bytes)
{
    /* The new table comes before the old goes: a size refused leaves the
     * solver as it was. */
    size_t entries = 0;
    EndgameEntry *table = NULL;
    if (bytes >= 2 * sizeof(EndgameEntry)) {
        entries = 2;
        while (entries <= bytes / 2 / sizeof(EndgameEntry))
            entries *= 2;
        table = table_memory_alloc(entries, sizeof(EndgameEntry));
        if (!table)
            return false;
    }
    table_memory_free(sv->table);
    sv->table = table;
    sv->table_mask = entries ? entries - 1 : 0;
    sv->table_used = false;
    return true;
}

size_t endgame_table_bytes(const EndgameSolver *sv)
{
    return sv->table ? (sv->table_mask + 1) * sizeof(EndgameEntry) : 0;
}

void endgame_clear(EndgameSolver *sv)
{
    sv->table_used = false;
    if (sv->table)
        memset(sv->table, 0, (sv->table_mask + 1) * sizeof(EndgameEntry));
    if (sv->local)
        memset(sv->local, 0, LOCAL_ENTRIES * sizeof *sv->local);
}

static int solve_window(EndgameSolver *sv, Bitboard p, Bitboard o, int alpha, int beta)
{
    int n = bb_count(~(p | o));
    if (n == 0)
        return final_score(p, o);
    return sv->paths->solve(sv, p, o, alpha, beta, n);
}

/* A wide window far from the end: null-window probes (on the even scores
 * between) from the evaluation's estimate, each moved to the bound the last
 * one returned, until the score is known or the window is reached; the
 * table keeps what each probe learnt for the next. */
static int probe_window(EndgameSolver *sv, Bitboard p, Bitboard o, int alpha, int beta, int guess)
{
    int lo = alpha, hi = beta; /* the score is within (lo, hi) */
    for (int probes = 0; probes < ASPIRATION_PROBES; probes++) {
        if (guess <= lo)
            guess = lo + 1;
        if (guess >= hi)
            guess = hi - 1;
        if (hi - lo <= 2)
            break;
        int v = solve_window(sv, p, o, guess - 1, guess + 1);
        if (sv->aborted)
            return v;
        if (v >= guess + 1) {
            if (v >= hi)
                return v;
            lo = v - 1;
            guess = v + (v & 1); /* scores are even; fail-hard bounds may not be */
        } else if (v <= guess - 1) {
            if (v <= lo)
                return v;
            hi = v + 1;
            guess = v - (v & 1);
        } else {
            return v;
        }
    }
    return solve_window(sv, p, o, lo, hi);
}

static int line_moves(EndgameSolver *sv, const Board *b, Bitboard moves, int order[64]);
static Move keeping_move(EndgameSolver *sv, const Board *b, const int *order, int count, int want, Board *child);

/* The move that keeps a selective pass's score v, at the pass's
 * selectivity (the table's move nearly always does, at the cost of a probe
 * the table answers), else the first in line; MOVE_NONE if there is no
 * move or a limit stopped the checks. */
static Move pass_move(EndgameSolver *sv, Bitboard p, Bitboard o, int v)
{
    Board b = {p, o}, child;
    int order[64];
    int count = line_moves(sv, &b, board_moves(p, o), order);
    Move m = keeping_move(sv, &b, order, count, v, &child);
    return m == MOVE_NONE && !sv->aborted && count ? (Move)order[0] : m;
}

/* Far from the end, the selective passes first (each a guess for the
 * next), then the exact solve around the last guess. Each pass's move is
 * kept in case a limit stops a later one. Nearer the end the first pass
 * alone, and only on a clock: it costs a small part of the solve, and
 * where the clock stops the solve its move beats the shallow search's. */
static int solve_root(EndgameSolver *sv, Bitboard p, Bitboard o, int alpha, int beta)
{
    int n = bb_count(~(p | o));
    sv->selectivity = 0;
    int last_level = n >= SELECTIVE_EMPTIES                               ? 1
                   : sv->on_clock && n >= ENDGAME_CLOCKED_PASS_EMPTIES ? SELECTIVE_LEVELS
                                                                       : SELECTIVE_LEVELS + 1;
    /* A win/draw/loss window goes without them, unless a clock may stop its proof. */
    bool passes = beta - alpha > 2 || sv->on_clock;
    if (!sv->eval || n < ASPIRATION_EMPTIES || !passes)
        return solve_window(sv, p, o, alpha, beta);
    PatternState st;
    int est = sv->paths->solve_eval(sv, p, o, pattern_state_of(sv, p, o, &st), ASPIRATION_DEPTH, -SCORE_INF, SCORE_INF);
    int guess = est >= 0 ? (est + 100) / 200 * 2 : -((-est + 100) / 200 * 2);
    for (int level = SELECTIVE_LEVELS; level >= last_level; level--) {
        sv->selectivity = level;
        int v = probe_window(sv, p, o, -65, 65, guess);
        Move move = sv->aborted ? MOVE_NONE : pass_move(sv, p, o, v);
        sv->selectivity = 0;
        if (sv->aborted)
            return v;
        if (move != MOVE_NONE) { /* none when the side to move must pass */
            sv->pass = (EndgamePass){move, v, pass_confidence(level)};
            if (sv->progress)
                sv->progress(sv->progress_ctx, sv->nodes, &sv->pass);
        }
        guess = v > 64 ? 64 : v < -64 ? -64 : v + (v & 1);
    }
    return probe_window(sv, p, o, alpha, beta, guess);
}

/* A parallel solve: helpers solve the same root through the shared table,
 * every thread putting off the children another is searching, so that they
 * split the tree; the main thread's answer is the result, and it stops the
 * helpers when it has one. */
typedef struct {
    EndgameSolver sv;
    Bitboard player, opponent;
    int alpha, beta;
} EndgameHelper;

_Static_assert(ENDGAME_MAX_THREADS - 1 <= HELPER_THREADS_MAX, "the pool holds every helper");

static uint64_t helper_solve(void *arg)
{
    EndgameHelper *h = arg;
    solve_root(&h->sv, h->player, h->opponent, h->alpha, h->beta);
    return h->sv.nodes;
}

static int solve_root_parallel(EndgameSolver *sv, Bitboard p, Bitboard o, int alpha, int beta)
{
    int count = (sv->threads > ENDGAME_MAX_THREADS ? ENDGAME_MAX_THREADS : sv->threads) - 1;
    if (count <= 0 || !sv->table || bb_count(~(p | o)) <= DEFER_EMPTIES)
        return solve_root(sv, p, o, alpha, beta);
    BusyTable *busy = calloc(1, sizeof *busy);
    EndgameHelper *helpers = calloc((size_t)count, sizeof *helpers);
    if (!busy || !helpers) {
        free(busy);
        free(helpers);
        return solve_root(sv, p, o, alpha, beta);
    }
    HelperThreads pool;
    helper_threads_init(&pool);
    sv->busy = busy;
    for (int i = 0; i < count; i++) {
        EndgameHelper *h = &helpers[i];
        h->sv = *sv;
        h->sv.stop = helper_threads_stop_flag(&pool);
        h->sv.node_limit = 0;
        h->sv.nodes = 0;
        h->sv.aborted = false;
        h->sv.progress = NULL;
        h->sv.local = calloc(LOCAL_ENTRIES, sizeof *h->sv.local);
        h->player = p;
        h->opponent = o;
        h->alpha = alpha;
        h->beta = beta;
    }
    helper_threads_start(&pool, count, helper_solve, helpers, sizeof *helpers);
    int v = solve_root(sv, p, o, alpha, beta);
    sv->nodes += helper_threads_join(&pool);
    for (int i = 0; i < count; i++)
        free(helpers[i].sv.local);
    sv->busy = NULL;
    free(busy);
    free(helpers);
    return v;
}

/* The solver takes the limits of one solve, its count standing at
 * nodes. */
static void take_limits(EndgameSolver *sv, const EndgameLimits *limits, uint64_t nodes)
{
    static const EndgameLimits none = {0};
    if (!limits)
        limits = &none;
    sv->stop = limits->stop;
    sv->nodes = nodes;
    sv->node_limit = 0;
    if (limits->node_limit) /* at least one node, as a limit already spent stops at once */
        sv->node_limit = nodes + (limits->node_limit > limits->nodes_before ? limits->node_limit - limits->nodes_before : 1);
    sv->deadline_ms = limits->deadline_ms;
    sv->clock = limits->clock;
    sv->threads = limits->threads > 1 ? limits->threads : 1;
    sv->on_clock = limits->on_clock;
    sv->progress = limits->progress;
    sv->progress_ctx = limits->progress_ctx;
    sv->last_progress_ms = limits->progress_from_ms;
    sv->aborted = false;
    sv->pass.confidence = 0;
}

/* The result of the solve that began with the count at nodes; the solver
 * keeps no pointer of the caller's after it. */
static void give_result(EndgameSolver *sv, int score, uint64_t nodes, bool fresh, EndgameResult *result)
{
    if (result) {
        result->score = score;
        result->nodes = sv->nodes - nodes;
        result->aborted = sv->aborted;
        result->fresh_table = fresh;
        result->pass = sv->pass;
    }
    sv->stop = NULL;
    sv->clock = NULL;
    sv->progress = NULL;
    sv->progress_ctx = NULL;
}

int endgame_solve(EndgameSolver *sv, const Board *b, int alpha, int beta, const EndgameLimits *limits,
                  EndgameResult *result)
{
    uint64_t start = sv->nodes;
    take_limits(sv, limits, start);
    bool fresh = !sv->table_used;
    sv->table_used = true;
    int score = solve_root(sv, b->player, b->opponent, alpha, beta);
    if (result)
        result->pv_len = 0;
    give_result(sv, score, start, fresh, result);
    return score;
}

/* The moves of b in the order a line tries them: the table's best move
 * first, since it nearly always keeps the score, while each of the others
 * may take a long search to fall short (proving that a move does not
 * keep a wipe-out can cost more than the solve itself). */
static int line_moves(EndgameSolver *sv, const Board *b, Bitboard moves, int order[64])
{
    int n = 0, first = 64, sq;
    TableData d;
    if (sv->table && table_probe(table_bucket(sv, b->player, b->opponent), b->player, b->opponent, &d) >= 0
        && d.move < 64 && (moves & BB_SQUARE(d.move)))
        first = d.move;
    if (first < 64)
        order[n++] = first;
    BB_FOREACH(sq, moves) {
        if (sq != first)
            order[n++] = sq;
    }
    return n;
}

/* The first of the count moves of b in order whose child keeps the score
 * want (a value of want or more, at the solver's selectivity), with that
 * child; MOVE_NONE if none does or a limit stopped the checks. */
static Move keeping_move(EndgameSolver *sv, const Board *b, const int *order, int count, int want, Board *child)
{
    for (int i = 0; i < count; i++) {
        *child = *b;
        board_apply(child, order[i], board_flips(b->player, b->opponent, order[i]));
        int v = -solve_window(sv, child->player, child->opponent, -want - 1, -want + 1);
        if (sv->aborted)
            return MOVE_NONE;
        if (v >= want)
            return (Move)order[i];
    }
    return MOVE_NONE;
}

/* A line that keeps a bounded result (a win, a loss or a draw within a WLD
 * window): at each position the move with the best value in the window. */
static void bounded_line(EndgameSolver *sv, Board cur, int alpha, int beta, Move *pv, int *pv_len)
{
    while (*pv_len < 64 && !sv->aborted) {
        Bitboard moves = board_legal_moves(&cur);
        if (!moves) {
            Board passed = cur;
            board_pass(&passed);
            if (!board_legal_moves(&passed))
                return;
            pv[(*pv_len)++] = MOVE_PASS;
            cur = passed;
        } else {
            int best = -SCORE_NONE, order[64];
            Board next = cur;
            Move found = MOVE_NONE;
            int count = line_moves(sv, &cur, moves, order);
            for (int i = 0; i < count; i++) {
                int sq = order[i];
                Board child = cur;
                board_apply(&child, sq, board_flips(cur.player, cur.opponent, sq));
                int v = -solve_window(sv, child.player, child.opponent, -beta, -alpha);
                if (v > best) {
                    best = v;
                    found = sq;
                    next = child;
                    if (v >= beta)
                        break;
                }
            }
            pv[(*pv_len)++] = found;
            cur = next;
        }
        int t = alpha;
        alpha = -beta;
        beta = -t;
    }
}

/* The line of a finished solve of b that scored score in (alpha, beta). */
static void solve_line(EndgameSolver *sv, const Board *b, int alpha, int beta, int score, Move *pv, int *pv_len)
{
    if (score <= alpha || score >= beta) {
        bounded_line(sv, *b, alpha, beta, pv, pv_len);
        return;
    }
    /* Walk down: at each position the move that keeps the score. The
     * table makes these null-window checks cheap. */
    Board cur = *b;
    int want = score;
    while (*pv_len < 64 && !sv->aborted) {
        Bitboard moves = board_legal_moves(&cur);
        if (!moves) {
            Board passed = cur;
            board_pass(&passed);
            if (!board_legal_moves(&passed))
                break;
            pv[(*pv_len)++] = MOVE_PASS;
            cur = passed;
            want = -want;
            continue;
        }
        int order[64];
        int count = line_moves(sv, &cur, moves, order);
        Board child;
        Move found = keeping_move(sv, &cur, order, count, want, &child);
        if (found == MOVE_NONE)
            break; /* a stop; with an exact score every position has one */
        cur = child;
        pv[(*pv_len)++] = found;
        want = -want;
    }
}

int endgame_solve_pv(EndgameSolver *sv, const Board *b, int alpha, int beta, const EndgameLimits *limits,
                     EndgameResult *result)
{
    uint64_t start = limits ? limits->nodes_before : 0;
    take_limits(sv, limits, start);
    bool fresh = !sv->table_used;
    sv->table_used = true;
    result->pv_len = 0;
    int score = solve_root_parallel(sv, b->player, b->opponent, alpha, beta);
    if (!sv->aborted)
        solve_line(sv, b, alpha, beta, score, result->pv, &result->pv_len);
    give_result(sv, score, start, fresh, result);
    return score;
}
