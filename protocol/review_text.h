/* A review in words, for a person: one line a move, then each side's
 * losses and the result. */
#ifndef FRONTIER_REVIEW_TEXT_H
#define FRONTIER_REVIEW_TEXT_H

#include <stdio.h>
#include "review.h"

/* Writes r to f; title heads it (NULL: none), as "game 2 of 5". */
void review_write_text(FILE *f, const Review *r, const char *title);

/* A score in discs: a whole number when exact ("+4"), else two decimals. */
const char *review_score_text(double score, bool exact, char *buf, size_t size);

#endif
