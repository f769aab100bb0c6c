/* A simple evaluation: square weights and mobility. The first searcher's
 * evaluation, and the fallback when no trained weights can be loaded. */
#ifndef FRONTIER_EVAL_BASIC_H
#define FRONTIER_EVAL_BASIC_H

#include "board.h"
#include "eval.h"


/* Score of b in centi-discs for the side to move; fills why if not NULL. */
int eval_basic(const Board *b, EvalBreakdown *why);

#endif
