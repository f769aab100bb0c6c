/* GTP version 2 with the Othello meanings (protocols.md, section 2). */
#ifndef FRONTIER_GTP_H
#define FRONTIER_GTP_H

#include <stdio.h>

int gtp_run(FILE *in, FILE *out);

#endif
