#include "clock.h"

#include <time.h>

int64_t clock_monotonic_us(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000000 + t.tv_nsec / 1000;
}

int64_t clock_monotonic_ms(void) { return clock_monotonic_us() / 1000; }
