/* Bootstrapped labels (see train_relabel.h). */
#include "train_relabel.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "search.h"
#include "tt.h"

void relabel_params_default(RelabelParams *p)
{
    p->depth = 6;
    p->selectivity = 0;
    p->min_empties = 24;
    p->mix = 0.5;
}

/* The search's value of the position in discs, side to move. */
static double search_value(Search *s, const Board *b, const RelabelParams *p, const Evaluator *ev, TransTable *tt)
{
    memset(s, 0, sizeof *s);
    s->root = *b;
    s->limits.depth = p->depth;
    s->eval = ev;
    s->tt = tt;
    s->selectivity = p->selectivity;
    SearchReport r;
    search_run(s, &r);
    return r.kind == SCORE_CD ? r.score / 100.0 : r.score;
}

bool train_set_relabel(TrainSet *set, const RelabelParams *p, const Evaluator *ev, TrainProgress progress, void *ctx)
{
    Search *s = malloc(sizeof *s);
    TransTable tt = {0};
    if (!s || !tt_init(&tt, 16)) {
        free(s);
        return false;
    }
    size_t report_every = set->count / 100 + 1;
    for (size_t i = 0; i < set->count; i++) {
        TrainPosition *t = &set->items[i];
        if (!t->exact && t->empties >= p->min_empties) {
            Board b = {.player = t->player, .opponent = t->opponent};
            double v = search_value(s, &b, p, ev, &tt);
            double label = p->mix * v + (1 - p->mix) * t->score;
            label = fmax(-64, fmin(64, label));
            t->score = (int8_t)lround(label);
        }
        if (progress && (i % report_every == 0 || i + 1 == set->count))
            progress(ctx, "positions relabelled", i + 1, set->count);
    }
    tt_free(&tt);
    free(s);
    return true;
}
