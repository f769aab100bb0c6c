/* A review in JSON, for scripts: doc/review.md gives its fields. */
#ifndef FRONTIER_REVIEW_JSON_H
#define FRONTIER_REVIEW_JSON_H

#include <stdio.h>
#include "review.h"

/* The reviews of a file as {"games": [...]}, one object a game, written
 * as each game's review ends: begin, each game (index from 0), end. */
void review_json_begin(FILE *f);
void review_json_game(FILE *f, const Review *r, int index);
void review_json_end(FILE *f);

#endif
