/* The NBoard protocol, version 2 (protocols.md, section 1). */
#ifndef FRONTIER_NBOARD_H
#define FRONTIER_NBOARD_H

#include <stdio.h>

int nboard_run(FILE *in, FILE *out);

#endif
