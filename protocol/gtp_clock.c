#include "gtp_clock.h"

void gtp_clock_init(GtpClock *c)
{
    *c = (GtpClock){.left_ms = {-1, -1}};
}

void gtp_clock_settings(GtpClock *c, int64_t main_ms, int64_t byo_ms, int byo_moves)
{
    c->main_ms = main_ms;
    c->byo_ms = byo_ms;
    c->byo_moves = byo_moves;
    /* A new clock for both: main time first, else the first period. */
    for (int i = 0; i < 2; i++) {
        c->left_ms[i] = main_ms > 0 ? main_ms : byo_ms > 0 && byo_moves > 0 ? byo_ms : -1;
        c->moves_left[i] = main_ms > 0 ? 0 : byo_moves;
    }
}

void gtp_clock_left(GtpClock *c, int colour, int64_t ms, int moves)
{
    c->left_ms[colour] = ms > 0 ? ms : 1; /* nothing left still asks for a move */
    c->moves_left[colour] = moves > 0 ? moves : 0;
}

SearchLimits gtp_clock_limits(const GtpClock *c, int colour)
{
    SearchLimits limits = {0};
    if (c->main_ms == 0 && c->byo_ms > 0 && c->byo_moves == 0)
        return limits; /* GTP: byo-yomi time for no stones is no limit */
    if (c->left_ms[colour] <= 0)
        return limits;
    limits.time_left = c->left_ms[colour];
    limits.moves_to_go = c->moves_left[colour];
    return limits;
}
