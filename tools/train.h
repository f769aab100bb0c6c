/* Training the pattern evaluation: labelled positions from game records
 * (relabelled by exact solves near the end) and a ridge least-squares fit of
 * the weights of each stage by conjugate gradients. Nothing here prints:
 * progress goes through a callback. */
#ifndef FRONTIER_TRAIN_H
#define FRONTIER_TRAIN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "endgame.h"
#include "eval_pattern.h"
#include "wthor.h"

typedef struct {
    Bitboard player, opponent;
    uint32_t game;   /* number of the game it comes from (for splits) */
    int8_t score;    /* final disc difference for the side to move */
    uint8_t empties;
    uint8_t exact;   /* score is this very position's perfect-play value */
    uint8_t weight;  /* its weight in the fit, 0 read as 1: set files hold 0, train fit --weight sets it */
} TrainPosition;

typedef struct {
    TrainPosition *items;
    size_t count, capacity;
    uint32_t games;  /* games added so far: the next game's number */
} TrainSet;

typedef void (*TrainProgress)(void *ctx, const char *what, size_t done, size_t total);

void train_set_init(TrainSet *set);
void train_set_free(TrainSet *set);

/* Appends one position; false when memory runs out. */
bool train_set_push(TrainSet *set, const TrainPosition *p);

/* Adds the positions of games whose side to move has a move: labelled by
 * the game's score where it applies (label_empties and more empties), by an
 * exact solve when solve_empties or fewer squares are empty, else left out;
 * with bridge, those in between are labelled by the game's first solved
 * position instead (perfect play from there, as the game's score is from
 * label_empties). Games with an illegal move stop there. */
bool train_set_add_games(TrainSet *set, const GameList *games, int solve_empties, bool bridge, EndgameSolver *sv,
                         TrainProgress progress, void *ctx, char *err, size_t errlen);

bool train_set_save(const TrainSet *set, const char *path, char *err, size_t errlen);
bool train_set_load(TrainSet *set, const char *path, char *err, size_t errlen);

typedef struct {
    int iterations;   /* conjugate gradient steps per stage */
    double lambda;    /* ridge penalty on every weight (discs^2) */
    int holdout;      /* one game in holdout is kept out for testing (0: none) */
    double fraction;  /* share of the other games used for fitting */
    int window;       /* a stage also learns from positions this many empties either side */
    double exact_weight; /* weight of a position with an exact label in the least squares, the others' being 1 */
    double huber;     /* 0: least squares; else the Huber loss's bend in discs, fitted by reweighting */
    const PatternWeights *prior; /* NULL: the ridge pulls every weight to 0; else to these weights, the fit's start */
    int threads;      /* the fit's passes over a stage's rows share this many threads (1-8); the weights are the same */
} TrainParams;

void train_params_default(TrainParams *p);

/* Whether a game is held out for testing, and whether it is among the
 * fraction used for fitting: a hash of its number decides, so splits are
 * the same on every run and spread over the whole archive. */
bool train_game_held_out(uint32_t game, const TrainParams *p);
bool train_game_used(uint32_t game, const TrainParams *p);

typedef struct {
    size_t count;
    double abs_error;   /* sum of |evaluation - label| in discs */
} TrainError;

/* Errors are reported by groups of 4 empties (0-3, ..., 56-60) whatever
 * the stages, so that models with other stages compare column by column. */
#define TRAIN_GROUP_EMPTIES 4
#define TRAIN_GROUPS (59 / TRAIN_GROUP_EMPTIES + 1)
static inline int train_group(int empties) { return (empties > 59 ? 59 : empties) / TRAIN_GROUP_EMPTIES; }

typedef struct {
    TrainError fit[TRAIN_GROUPS];   /* positions it learnt from, by group of empties */
    TrainError test[TRAIN_GROUPS];  /* held-out positions */
    TrainError exact[TRAIN_GROUPS]; /* held-out positions with exact labels */
} TrainReport;

/* Fits out's weights to the set; fills report (errors of out's own integer
 * weights). False only when memory runs out. */
bool train_fit(const TrainSet *set, const TrainParams *p, PatternWeights *out, TrainReport *report,
               TrainProgress progress, void *ctx);

/* Errors of an evaluation on the held-out positions of the set. */
void train_measure(const TrainSet *set, const TrainParams *p, const Evaluator *ev, TrainReport *report);

#endif
