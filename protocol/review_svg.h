/* A review as a chart (SVG): the score after each move from Black's point
 * of view, the mistakes and blunders marked with their moves, the part of
 * the game solved exactly shaded, the players' names in the title. */
#ifndef FRONTIER_REVIEW_SVG_H
#define FRONTIER_REVIEW_SVG_H

#include <stdio.h>
#include "review.h"

void review_write_svg(FILE *f, const Review *r);

/* Writes the chart to path whole or not at all; false, with err, when it
 * cannot. */
bool review_save_svg(const char *path, const Review *r, char *err, size_t errlen);

#endif
