/* frontier solve FILE.obf: exact solves of a test suite. */
#ifndef FRONTIER_SOLVE_CMD_H
#define FRONTIER_SOLVE_CMD_H

/* argv[0] is "solve"; returns 0 when every score matches the file. */
int solve_command(int argc, char **argv);

#endif
