/* The score bounds the midgame search and the solver share. The search
 * counts in centi-discs (a proven result is its disc difference times
 * 100), the solver in whole discs; each bound below lies beyond every
 * score of its unit, so that it starts a maximum or stands for "none". */
#ifndef FRONTIER_SCORE_H
#define FRONTIER_SCORE_H

#define SCORE_INF 1000000 /* centi-discs: beyond any evaluation or result */
#define SCORE_NONE 100    /* discs: beyond any disc difference (64 at most) */

#endif
