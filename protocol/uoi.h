/* UOI, Frontier's native UCI-like protocol (doc: protocols.md section 4). */
#ifndef FRONTIER_UOI_H
#define FRONTIER_UOI_H

#include <stdio.h>

/* Reads commands from in until quit or end of input; returns the exit
 * status. */
int uoi_run(FILE *in, FILE *out);

#endif
