/* What help CMD says of a console command beyond its one line in the
 * command table: how it behaves, its arguments and an example. */
#ifndef FRONTIER_CONSOLE_HELP_H
#define FRONTIER_CONSOLE_HELP_H

/* The explanation of command (lines joined by newlines, no newline at
 * the end), or NULL when it has none beyond its line. */
const char *console_help_text(const char *command);

#endif
