/* xorshift64*: a small, fast generator for choices that need no more,
 * reproducible from its seed. */
#ifndef FRONTIER_RANDOM_H
#define FRONTIER_RANDOM_H

#include <stdint.h>

/* The next number of the sequence in *state (a zero state starts it). */
static inline uint64_t random_next(uint64_t *state)
{
    uint64_t x = *state ? *state : 0x9e3779b97f4a7c15ULL;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    *state = x;
    return x * 0x2545f4914f6cdd1dULL;
}

#endif
