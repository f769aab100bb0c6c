/* The games of a file, as a review reads them: every GGF or SGF record of
 * a file (a GGF file holds one game a line, an SGF collection several
 * records), or move lists from the standard start, one game a line. */
#ifndef FRONTIER_GAME_RECORDS_H
#define FRONTIER_GAME_RECORDS_H

#include <stdbool.h>
#include <stddef.h>
#include "engine.h"

/* Files longer than this are refused: a game record is a few hundred
 * bytes, so this holds thousands of games. */
#define GAME_RECORDS_MAX_FILE (16 << 20)

typedef struct {
    Position start;
    Move moves[ENGINE_MAX_GAME];
    int count;                 /* passes included */
    char black[64], white[64]; /* "" when the record names nobody */
} GameRecord;

typedef struct {
    GameRecord *games;
    int count;
} GameRecords;

/* Reads every game of text, all or none: on error (a bad record, an
 * illegal move, no game at all) returns false with err naming the game
 * and why, and leaves *out empty. */
bool game_records_parse(const char *text, GameRecords *out, char *err, size_t errlen);

/* The same for a file (at most GAME_RECORDS_MAX_FILE bytes). */
bool game_records_read(const char *path, GameRecords *out, char *err, size_t errlen);

void game_records_free(GameRecords *records);

#endif
