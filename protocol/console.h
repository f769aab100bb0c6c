/* The interactive console: readline editing, history, completion, a board
 * for people. Without a terminal it reads commands plainly (scripts). */
#ifndef FRONTIER_CONSOLE_H
#define FRONTIER_CONSOLE_H

#include <stdbool.h>
#include <stdio.h>

int console_run(FILE *in, FILE *out, bool interactive);

#endif
