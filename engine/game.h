/* A game record: where the game started, its moves as played (forced
 * passes in), the position they lead to, and the moves taken back that
 * redo plays again. The façade (engine.h) keeps one; front ends read it
 * from there. */
#ifndef FRONTIER_GAME_H
#define FRONTIER_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include "board.h"

#define GAME_MAX_MOVES 128 /* 60 moves and at most as many passes */

typedef struct {
    Position start;
    Position current;
    Move moves[GAME_MAX_MOVES];
    int count;
    Move redo[GAME_MAX_MOVES]; /* the last one taken back last */
    int redo_count;
} Game;

/* An empty game from start. */
void game_reset(Game *g, const Position *start);

/* Makes the game start, then moves; nothing to redo. Forced passes may be
 * left out (position_apply_moves puts them in). On an illegal move or too
 * many moves nothing changes and err says why. */
bool game_set(Game *g, const Position *start, const Move *moves, int n, char *err, size_t errlen);

/* Plays moves after the current position, all of them or, on an illegal
 * one, none (err names it); forced passes as in game_set. A move played
 * clears what redo would have played. */
bool game_play(Game *g, const Move *moves, int n, char *err, size_t errlen);

/* Takes back the last move of the record (a pass is one); redo plays it
 * again. False, changing nothing, when there is none. */
bool game_undo(Game *g, char *err, size_t errlen);
bool game_redo(Game *g, char *err, size_t errlen);

#endif
