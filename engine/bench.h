/* The fixed positions of the bench: a search signature and speed test. */
#ifndef FRONTIER_BENCH_H
#define FRONTIER_BENCH_H

#include <stdbool.h>
#include "board.h"

int bench_count(void);

/* Position i of the bench (0 <= i < bench_count()). */
bool bench_position(int i, Position *out);

#endif
