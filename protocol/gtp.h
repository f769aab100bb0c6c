/* GTP version 2 with the Othello meanings (protocols.md, section 2). */
#ifndef FRONTIER_GTP_H
#define FRONTIER_GTP_H

#include <stdbool.h>
#include <stdio.h>

int gtp_run(FILE *in, FILE *out);

/* Whether name is one of the commands Frontier's GTP answers. */
bool gtp_knows_command(const char *name);

#endif
