/* GTP's clock, as time_settings and time_left tell it, turned into the
 * limits of a search: main time, then Canadian byo-yomi (a period of time
 * for a number of stones, here moves). */
#ifndef FRONTIER_GTP_CLOCK_H
#define FRONTIER_GTP_CLOCK_H

#include <stdint.h>
#include "engine.h"

typedef struct {
    int64_t main_ms, byo_ms; /* time_settings; byo_ms 0: none */
    int byo_moves;           /* moves of a byo-yomi period */
    int64_t left_ms[2];      /* time_left per colour; -1: not told */
    int moves_left[2];       /* its moves still to play in the period; 0: in main time */
} GtpClock;

/* No clock until time_settings or time_left. */
void gtp_clock_init(GtpClock *c);
void gtp_clock_settings(GtpClock *c, int64_t main_ms, int64_t byo_ms, int byo_moves);
void gtp_clock_left(GtpClock *c, int colour, int64_t ms, int moves);

/* The limits of a search for colour: no time limit without a clock, or
 * where time_settings gives byo-yomi time for no moves (GTP's "no time
 * limit"); in a byo-yomi period, the time left over the moves left. */
SearchLimits gtp_clock_limits(const GtpClock *c, int colour);

#endif
