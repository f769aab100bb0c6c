/* Reading game records: the WTHOR database format (.wtb) and text move
 * lists (one game a line, "f5d6c3..." or "f5 d6 c3", with optional
 * Logistello-style +/- colour marks and a trailing ": score"). */
#ifndef FRONTIER_WTHOR_H
#define FRONTIER_WTHOR_H

#include <stdbool.h>
#include <stddef.h>
#include "board.h"

typedef struct {
    Move moves[60];
    int length;
    int black_discs;   /* final black disc count as recorded, -1 if unknown */
    /* Black minus white discs with perfect play from the position with
     * label_empties empties on (WTHOR: the theoretical score from 24
     * empties; Logistello's self-play: the final result, label_empties 0);
     * label_empties is -1 when the record has no such score. */
    int label;
    int label_empties;
} GameRecord;

typedef struct {
    GameRecord *games;
    size_t count, capacity;
} GameList;

void game_list_init(GameList *list);
void game_list_free(GameList *list);

/* Appends the games of a .wtb file (16-byte header, 68 bytes a game).
 * Returns false with err set if the file cannot be read or is malformed. */
bool wthor_read(GameList *list, const char *path, char *err, size_t errlen);

/* Appends the games of a text file of move lists; unreadable lines are
 * skipped and counted in *skipped. */
bool movelist_read(GameList *list, const char *path, size_t *skipped, char *err, size_t errlen);

/* Appends the games of a file of either kind: WTHOR when the name ends in
 * .wtb, move lists otherwise. */
bool game_file_read(GameList *list, const char *path, size_t *skipped, char *err, size_t errlen);

#endif
