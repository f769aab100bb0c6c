/* The engine's notation.h as the layers above the engine see it: their include
 * path names this folder alone, so that they reach the engine through its
 * façade (engine.h and the types it names) and nothing else. */
#include "../notation.h"
