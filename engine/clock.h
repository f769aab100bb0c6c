/* Time in milliseconds as the search and the solver see it: the monotonic
 * clock, or one the caller supplies (a test's clock that advances with the
 * work done, so that a deadline falls at the same node on every machine,
 * however loaded). */
#ifndef FRONTIER_CLOCK_H
#define FRONTIER_CLOCK_H

#include <stdint.h>

typedef struct {
    int64_t (*now_ms)(void *ctx);
    void *ctx;
} Clock;

/* The monotonic clock of the system, the engine's one: in ms, and in
 * microseconds for measures of short work (the solver's speed probe, the
 * evaluation bench). */
int64_t clock_monotonic_ms(void);
int64_t clock_monotonic_us(void);

/* c's time; NULL (or no function) is the monotonic clock. */
static inline int64_t clock_now_ms(const Clock *c)
{
    return c && c->now_ms ? c->now_ms(c->ctx) : clock_monotonic_ms();
}

#endif
