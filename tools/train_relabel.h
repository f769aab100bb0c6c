/* Bootstrapped labels: a position's label becomes a blend of its game's
 * result and a search of the position with the current evaluation. A
 * game's result, or its score at 24 empties, carries every mistake played
 * after the position; a search of a few plies carries only the
 * evaluation's own errors, which the fit then averages out. */
#ifndef FRONTIER_TRAIN_RELABEL_H
#define FRONTIER_TRAIN_RELABEL_H

#include <stdbool.h>
#include "eval.h"
#include "train.h"

typedef struct {
    int depth;        /* plies of the search */
    int selectivity;  /* its Multi-ProbCut level (mpc.h) */
    int min_empties;  /* positions with fewer empties keep their labels */
    double mix;       /* label = mix * search + (1 - mix) * old label; 0..1 */
} RelabelParams;

void relabel_params_default(RelabelParams *p);

/* Relabels the set's positions with min_empties or more empties whose
 * labels are not exact, in place, searching with ev; the positions'
 * order, games and exact labels are untouched. False when memory for
 * the search runs out (the set is then unchanged). */
bool train_set_relabel(TrainSet *set, const RelabelParams *p, const Evaluator *ev, TrainProgress progress,
                       void *ctx);

#endif
