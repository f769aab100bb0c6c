/* The seed programs' searches. They are small on purpose: these are the
 * opponents the default engine is measured against. */
#include "preset.h"

#include <string.h>
#include <strings.h>
#include "eval_seed.h"

static const Preset PRESETS[] = {
    {"despacito", "despacito", PRESET_ALPHABETA, 4, 0},
    {"lth", "lth", PRESET_ALPHABETA, 4, 0},
    {"lth-greedy", NULL, PRESET_FEWEST_FLIPS, 2, 0},
    {"lth-random", NULL, PRESET_RANDOM, 0, 0},
    {"jack", "jack", PRESET_PATHSUM, 3, 0},
    {"cs15-1", "cs15", PRESET_NEGAMAX, 1, 0},
    {"cs15-2", "cs15", PRESET_NEGAMAX, 2, 0},
    {"cs15", "cs15", PRESET_NEGAMAX, 3, 0},
    {"annlee", "annlee", PRESET_ALPHABETA, 5, 7},
    {"random", NULL, PRESET_RANDOM, 0, 0},
};

int preset_count(void) { return (int)(sizeof PRESETS / sizeof *PRESETS); }
const Preset *preset_at(int i) { return i >= 0 && i < preset_count() ? &PRESETS[i] : NULL; }

const Preset *preset_find(const char *name)
{
    for (int i = 0; i < preset_count(); i++)
        if (!strcasecmp(name, PRESETS[i].name))
            return &PRESETS[i];
    return NULL;
}

typedef struct {
    Evaluator eval;
    uint64_t nodes;
    const atomic_bool *stop;
} PresetSearch;

static bool stopped(const PresetSearch *ps)
{
    return ps->stop && atomic_load_explicit(ps->stop, memory_order_relaxed);
}

/* Negamax with optional alpha-beta; an exact end when few squares are
 * left (in the evaluation's game-end units). */
static int negamax(PresetSearch *ps, const Board *b, int depth, int alpha, int beta, bool prune)
{
    ps->nodes++;
    Bitboard moves = board_legal_moves(b);
    if (!moves) {
        Board passed = *b;
        board_pass(&passed);
        if (!board_legal_moves(&passed))
            return evaluate(&ps->eval, b);
        return -negamax(ps, &passed, depth, -beta, -alpha, prune);
    }
    if (depth <= 0 || stopped(ps))
        return evaluate(&ps->eval, b);
    int best = -2 * SEED_WIN, sq;
    BB_FOREACH(sq, moves) {
        Board next = *b;
        board_play(&next, sq);
        int floor = prune && best > alpha ? best : alpha;
        int v = -negamax(ps, &next, depth - 1, -beta, -floor, prune);
        if (v > best) {
            best = v;
            if (prune && best >= beta)
                break;
        }
    }
    return best;
}

/* Jack: the best sum of move values, own added, the opponent's taken off. */
static int path_sum(PresetSearch *ps, const Board *b, int depth)
{
    ps->nodes++;
    if (depth <= 0)
        return 0;
    Bitboard moves = board_legal_moves(b);
    if (!moves) {
        Board passed = *b;
        board_pass(&passed);
        if (!board_legal_moves(&passed)) {
            int s = board_final_score(b);
            return s > 0 ? SEED_WIN : s < 0 ? -SEED_WIN : 0;
        }
        return -path_sum(ps, &passed, depth - 1);
    }
    int best = -4 * SEED_WIN, sq;
    BB_FOREACH(sq, moves) {
        Board next = *b;
        board_play(&next, sq);
        int v = jack_move_value(b, sq) - path_sum(ps, &next, depth - 1);
        if (v > best)
            best = v;
    }
    return best;
}

/* The most discs the opponent can flip with one move. */
static int most_flips(const Board *b)
{
    int best = 0, sq;
    BB_FOREACH(sq, board_legal_moves(b)) {
        int n = bb_count(board_flips(b->player, b->opponent, sq));
        if (n > best)
            best = n;
    }
    return best;
}

static uint64_t next_random(uint64_t *state)
{
    uint64_t x = *state ? *state : 0x853c49e6748fea9bULL;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    *state = x;
    return x * 0x2545f4914f6cdd1dULL;
}

Move preset_choose(const Preset *p, const Board *b, uint64_t *rng, const atomic_bool *stop, SearchReport *report)
{
    memset(report, 0, sizeof *report);
    report->selectivity = 100;
    report->hashfull = -1;
    report->depth = p->depth > 0 ? p->depth : 1;
    Bitboard moves = board_legal_moves(b);
    PresetSearch ps = {evaluator_basic(), 0, stop};
    if (p->eval_name)
        evaluator_by_name(p->eval_name, &ps.eval);
    Move best = bb_first(moves);
    int best_value = 0;
    if (p->style == PRESET_RANDOM) {
        int k = (int)(next_random(rng) % (uint64_t)bb_count(moves));
        while (k--)
            moves = bb_pop(moves);
        best = bb_first(moves);
    } else {
        int depth = p->depth;
        if (p->exact_empties && board_empty_count(b) <= p->exact_empties)
            depth = 64; /* to the end: game-end values decide */
        best_value = -8 * SEED_WIN;
        int sq;
        BB_FOREACH(sq, moves) {
            Board next = *b;
            board_play(&next, sq);
            int v;
            switch (p->style) {
            case PRESET_PATHSUM:
                v = jack_move_value(b, sq) - path_sum(&ps, &next, depth - 1);
                break;
            case PRESET_FEWEST_FLIPS:
                v = -most_flips(&next);
                break;
            case PRESET_NEGAMAX:
                v = -negamax(&ps, &next, depth - 1, -4 * SEED_WIN, 4 * SEED_WIN, false);
                break;
            default:
                v = -negamax(&ps, &next, depth - 1, -4 * SEED_WIN, -best_value, true);
                break;
            }
            if (v > best_value) {
                best_value = v;
                best = sq;
            }
        }
    }
    report->score = best_value;
    report->nodes = ps.nodes;
    report->pv_len = 1;
    report->pv[0] = best;
    return best;
}
