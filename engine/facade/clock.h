/* The engine's clock.h as the layers above the engine see it: the one
 * monotonic clock, which the front ends' game clocks read too. */
#include "../clock.h"
