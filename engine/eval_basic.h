/* A simple evaluation: square weights and mobility. The first searcher's
 * evaluation, and the fallback when no trained weights can be loaded. */
#ifndef FRONTIER_EVAL_BASIC_H
#define FRONTIER_EVAL_BASIC_H

#include "board.h"

/* One named term of an evaluation, in centi-discs for the side to move. */
typedef struct {
    const char *name;
    int value;
} EvalTerm;

#define EVAL_MAX_TERMS 32

/* Why an evaluation gave its score: the terms add up to total. */
typedef struct {
    EvalTerm terms[EVAL_MAX_TERMS];
    int count;
    int total;
} EvalBreakdown;

void eval_breakdown_add(EvalBreakdown *why, const char *name, int value);

/* Score of b in centi-discs for the side to move; fills why if not NULL. */
int eval_basic(const Board *b, EvalBreakdown *why);

#endif
