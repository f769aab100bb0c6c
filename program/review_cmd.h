/* frontier analyze: the review of every game of a file. */
#ifndef FRONTIER_REVIEW_CMD_H
#define FRONTIER_REVIEW_CMD_H

/* argv[0] is "analyze"; returns the program's exit status (2: bad
 * arguments or a file that cannot be read, 1: a failure on the way). */
int review_command(int argc, char **argv);

#endif
