/* SGF game records of Othello (GM[2] of the Smart Game Format, as Edax
 * writes them and GTP's loadsgf reads them): the main line of the first
 * game of a file. */
#ifndef FRONTIER_SGF_H
#define FRONTIER_SGF_H

#include <stdbool.h>
#include <stddef.h>
#include "engine.h"

/* Records longer than this are refused: comments aside, a game is a few
 * hundred bytes. */
#define SGF_MAX_FILE (1 << 20)

typedef struct {
    Position start;            /* the standard start changed by AB, AW, AE and PL */
    Move moves[ENGINE_MAX_GAME];
    int count;                 /* moves as played, passes the record leaves out put in */
    int written;               /* B and W properties in the record */
    int played_after[ENGINE_MAX_GAME]; /* moves[] played once the record's i-th move is */
    char black[64], white[64];
} SgfGame;

/* Reads the main line (the first variation at every branch) of the first
 * game in text. Squares are written "f5" or, as in Go, two letters
 * column-row from the top left ("fe" is f5); a pass is "", "tt" or "PA".
 * Setup (AB, AW, AE, PL) must come before the first move; text before the
 * record's "(;" is skipped. The moves are checked by replaying them, each by
 * the colour the record names. On error nothing is promised about g and err
 * says why. */
bool sgf_parse(const char *text, SgfGame *g, char *err, size_t errlen);

/* Writes g as one SGF record in the form Edax writes ("f5" squares, "PA"
 * for a pass, AB/AW/PL only when the start is not the standard one), which
 * sgf_parse reads back as the same game; false if buf is too small. */
bool sgf_write(const SgfGame *g, char *buf, size_t size);

/* How many of g->moves come before the record's move number k (1 is the
 * first): GTP's "loadsgf file k" sets up the position before move k. */
int sgf_moves_before(const SgfGame *g, int k);

#endif
