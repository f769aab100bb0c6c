/* The evaluation interface: the search scores its leaves through an
 * Evaluator, so evaluations (the trained patterns, the seed presets, the
 * basic fallback) can be swapped without touching the search. */
#ifndef FRONTIER_EVAL_H
#define FRONTIER_EVAL_H

#include <stddef.h>
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

static inline void eval_breakdown_add(EvalBreakdown *why, const char *name, int value)
{
    if (why->count < EVAL_MAX_TERMS) {
        why->terms[why->count].name = name;
        why->terms[why->count].value = value;
        why->count++;
    }
    why->total += value;
}

/* Score of b in centi-discs for the side to move; fills why (if not NULL)
 * with terms that add up to the score. data is the evaluator's own state
 * (weights), never changed by the call. */
typedef int (*EvalFn)(const void *data, const Board *b, EvalBreakdown *why);

struct PatternWeights;

typedef struct {
    const char *name;
    EvalFn fn;
    const void *data;
    /* The weights when this is the trained pattern evaluation, which a
     * search may then update move by move (pattern_state.h); else NULL. */
    const struct PatternWeights *patterns;
} Evaluator;

static inline int evaluate(const Evaluator *ev, const Board *b) { return ev->fn(ev->data, b, NULL); }

/* The basic evaluation as an Evaluator. */
Evaluator evaluator_basic(void);

#endif
