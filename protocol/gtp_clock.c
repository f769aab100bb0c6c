#include "gtp_clock.h"

void gtp_clock_init(GtpClock *c)
{
    *c = (GtpClock){0};
}

void gtp_clock_settings(GtpClock *c, int64_t main_ms, int64_t byo_ms, int byo_moves)
{
    /* GTP: byo-yomi time for no stones, without main time, is no limit,
     * whatever time_left says later. */
    c->no_limit = main_ms == 0 && byo_ms > 0 && byo_moves == 0;
    /* A new clock for both: main time first, else the first period. */
    GameClock fresh = {0};
    if (main_ms > 0)
        fresh = (GameClock){.on = true, .time_left = main_ms};
    else if (byo_ms > 0 && byo_moves > 0)
        fresh = (GameClock){.on = true, .time_left = byo_ms, .moves_to_go = byo_moves};
    c->side[0] = c->side[1] = fresh;
}

void gtp_clock_left(GtpClock *c, int colour, int64_t ms, int moves)
{
    /* Stones 0: main time, the rest of the game. */
    c->side[colour] = (GameClock){.on = true, .time_left = ms, .moves_to_go = moves > 0 ? moves : 0};
}

SearchLimits gtp_clock_limits(const GtpClock *c, int colour)
{
    if (c->no_limit)
        return (SearchLimits){0};
    return engine_clock_limits(&c->side[colour], (SearchLimits){0});
}
