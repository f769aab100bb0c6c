/* The exact endgame solver: final disc differences with perfect play. */
#ifndef FRONTIER_ENDGAME_H
#define FRONTIER_ENDGAME_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include "board.h"

typedef struct {
    const atomic_bool *stop; /* may be NULL; set by another thread to abort */
    uint64_t node_limit;     /* 0 = none */
    int64_t deadline_ms;     /* 0 = none; compared with search_now_ms() */
    uint64_t nodes;          /* counted by the solver */
    bool aborted;            /* a limit ended the solve; the result is void */
} EndgameSolver;

void endgame_init(EndgameSolver *sv);
void endgame_free(EndgameSolver *sv);

/* Final disc difference for the side to move (empties to the winner),
 * fail-soft within the window (alpha, beta): a result <= alpha is an upper
 * bound, >= beta a lower bound. A WLD solve is the window (-1, 1). */
int endgame_solve(EndgameSolver *sv, const Board *b, int alpha, int beta);

/* Like endgame_solve, and writes the best line (passes included) to pv,
 * up to 64 moves; returns the score. */
int endgame_solve_pv(EndgameSolver *sv, const Board *b, int alpha, int beta, Move *pv, int *pv_len);

#endif
