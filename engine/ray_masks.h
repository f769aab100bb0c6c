/* Rays from each square to the edge, one per direction (generated table). */
#ifndef FRONTIER_RAY_MASKS_H
#define FRONTIER_RAY_MASKS_H

#include "bitboard.h"

/* [square][direction]: directions 0-3 run towards higher bit indices
 * (east, south-west, south, south-east), 4-7 towards lower ones. */
extern const Bitboard RAY_MASKS[64][8];

#endif
