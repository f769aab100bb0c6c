/* The evaluations of the five student programs Frontier grew from, kept
 * as presets (doc/presets.md). Each fills an EvalBreakdown with its terms;
 * values are in each program's own units, not centi-discs. */
#ifndef FRONTIER_EVAL_SEED_H
#define FRONTIER_EVAL_SEED_H

#include "eval.h"

/* Game-end values the seeds use to override everything else. */
#define SEED_WIN 100000

int eval_despacito(const void *data, const Board *b, EvalBreakdown *why);
int eval_lth(const void *data, const Board *b, EvalBreakdown *why);
int eval_jack(const void *data, const Board *b, EvalBreakdown *why);
int eval_cs15(const void *data, const Board *b, EvalBreakdown *why);
int eval_annlee(const void *data, const Board *b, EvalBreakdown *why);

/* Jack scores moves, not positions: the value of playing sq on b (before
 * the move), for the player who plays it. */
int jack_move_value(const Board *b, int sq);

/* Sum of a per-square table over the discs of a bitboard (tables are
 * given for a1..h8). */
int seed_table_sum(const int table[64], Bitboard discs);

/* The evaluator named name (default, basic and the seeds), or false. */
bool evaluator_by_name(const char *name, Evaluator *out);

#endif
