/* A board diagram for people: used by UOI's d and by the console. */
#ifndef FRONTIER_BOARD_TEXT_H
#define FRONTIER_BOARD_TEXT_H

#include <stdbool.h>
#include <stddef.h>
#include "engine.h"

/* Writes the diagram (rows 1-8 from the top, X black, O white, . empty,
 * * legal moves, the last move in brackets), the side to move, the disc
 * counts and the position as a "position board" line. With colour, ANSI
 * escapes paint the discs. Each line starts with prefix. */
void board_text(const Position *pos, Move last, bool colour, const char *prefix, char *buf, size_t size);

#endif
