/* GTP's clock, as time_settings and time_left tell it: main time, then
 * Canadian byo-yomi (a period of time for a number of stones, here
 * moves), kept as each colour's GameClock for the engine to plan. */
#ifndef FRONTIER_GTP_CLOCK_H
#define FRONTIER_GTP_CLOCK_H

#include <stdbool.h>
#include <stdint.h>
#include "engine.h"

typedef struct {
    bool no_limit;     /* time_settings gave byo-yomi time for no moves */
    GameClock side[2]; /* per colour; in a period, its moves left to go */
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
