/* Self-play position files for training: the .pos files of
 * scripts/selfplay-games, one labelled position a line,
 *   <64 squares a1..h8> <X|O>; <score> <exact|result>; game <k>
 * score being the game's final disc difference from the side to move's
 * view: "exact" when it is this position's perfect-play value (the game
 * was solved from here on), "result" when it is only the game's result.
 * Consecutive lines of one game number are one game (held out together). */
#ifndef FRONTIER_TRAIN_POSITIONS_H
#define FRONTIER_TRAIN_POSITIONS_H

#include <stdbool.h>
#include <stddef.h>
#include "endgame.h"
#include "train.h"

/* Adds the positions of the file whose side to move has a move, each game
 * numbered as the next of the set: an "exact" label is kept as exact; a
 * "result" one is replaced by an exact solve when solve_empties or fewer
 * squares are empty (and sv is given), else kept as the game's score. A
 * file with any malformed line adds nothing: false, with the line and the
 * reason in err. */
bool train_set_add_position_file(TrainSet *set, const char *path, int solve_empties, EndgameSolver *sv,
                                 char *err, size_t errlen);

#endif
