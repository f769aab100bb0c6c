/* The trained pattern evaluation: a table of weights per stage for every
 * feature of pattern.h, summed over the position's features. The weights
 * come from a file written by the trainer (frontier train); loading checks
 * its size, version and checksum. */
#ifndef FRONTIER_EVAL_PATTERN_H
#define FRONTIER_EVAL_PATTERN_H

#include <stdbool.h>
#include <stddef.h>
#include "eval.h"
#include "pattern.h"
#include "pattern_state.h"

#define EVAL_FILE_VERSION 2

typedef struct PatternWeights {
    PatternTables tables;
    PatternCoefficients coefficients;
    int16_t weights[STAGE_COUNT][STAGE_WEIGHTS]; /* centi-discs */
} PatternWeights;

/* A zeroed set of weights (heap; free with free()), NULL if out of memory. */
PatternWeights *pattern_weights_new(void);

/* Reads a weights file; false with err set (and *w untouched) if the file
 * is missing, truncated, of another version or fails its checksum. */
bool pattern_weights_load(PatternWeights *w, const char *path, char *err, size_t errlen);
bool pattern_weights_save(const PatternWeights *w, const char *path, char *err, size_t errlen);

/* Score in centi-discs for the side to move; why, if not NULL, receives a
 * term per pattern family and global feature. */
int eval_pattern(const PatternWeights *w, const Board *b, EvalBreakdown *why);

Evaluator evaluator_pattern(const PatternWeights *w);

/* The global features' and the mobility lines' part of the score, moves
 * and opp_moves being the legal moves of the side to move and of the other
 * side. */
static inline int pattern_move_sum(const int16_t *stage, Bitboard p, Bitboard o, Bitboard moves, Bitboard opp_moves)
{
    uint32_t f[MOBILITY_INSTANCES + SF_FEATURES];
    pattern_mobility_features(moves, opp_moves, f);
    pattern_scalar_features(p, o, bb_count(moves), bb_count(opp_moves), f + MOBILITY_INSTANCES);
    int sum = 0;
    for (int k = 0; k < MOBILITY_INSTANCES + SF_FEATURES; k++)
        sum += stage[FEATURE_OFFSET[PATTERN_INSTANCES + k] + f[k]];
    return sum;
}

/* eval_pattern of the position (p, o) whose indices s holds, with both
 * sides' legal moves given: the same score, without gathering the
 * patterns. */
static inline int eval_pattern_state(const PatternWeights *w, const PatternState *s, Bitboard p, Bitboard o,
                                     Bitboard moves, Bitboard opp_moves)
{
    const int16_t *stage = w->weights[pattern_stage(bb_count(~(p | o)))];
    int sum = pattern_move_sum(stage, p, o, moves, opp_moves);
    /* Unrolled, each lookup is a load at a constant offset. */
#pragma GCC unroll 46
    for (int i = 0; i < PATTERN_INSTANCES; i++)
        sum += stage[FEATURE_OFFSET[i] + s->mover.lane[i]];
    return sum > 6300 ? 6300 : sum < -6300 ? -6300 : sum;
}

#endif
