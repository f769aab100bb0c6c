/* frontier book ...: building and inspecting the opening book. */
#ifndef FRONTIER_BOOK_CMD_H
#define FRONTIER_BOOK_CMD_H

/* argv[0] is "book"; returns the exit status. */
int book_command(int argc, char **argv);

#endif
