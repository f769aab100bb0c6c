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

#define EVAL_FILE_VERSION 1

typedef struct {
    PatternTables tables;
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

#endif
