/* Presets: a seed program's evaluation with its own search and depth, so
 * that one can play against the programs Frontier grew from. */
#ifndef FRONTIER_PRESET_H
#define FRONTIER_PRESET_H

#include <stdatomic.h>
#include <stdint.h>
#include "eval.h"
#include "search.h"

typedef enum {
    PRESET_ALPHABETA, /* alpha-beta to depth, exact near the end */
    PRESET_NEGAMAX,   /* full negamax to depth, no pruning */
    PRESET_PATHSUM,   /* jack: move values added along the path */
    PRESET_FEWEST_FLIPS, /* lth's weak level: least the opponent can flip */
    PRESET_RANDOM,
} PresetStyle;

typedef struct {
    const char *name;
    const char *eval_name;  /* for evaluator_by_name; NULL for none */
    PresetStyle style;
    int depth;
    int exact_empties;      /* solve to the end from this many empties */
} Preset;

/* The preset of that name, or NULL. preset_count/preset_at list them. */
const Preset *preset_find(const char *name);
int preset_count(void);
const Preset *preset_at(int i);

/* Chooses a move for b (which must have one) the preset's way; fills
 * report (depth, score in the preset's units, nodes, pv of one move).
 * *rng is the random state of the random preset and of nothing else. */
Move preset_choose(const Preset *p, const Board *b, uint64_t *rng, const atomic_bool *stop, SearchReport *report);

#endif
