/* The console's commands, for the console's front (console.c): one
 * table (the front ends' Command rows) drives the parser, help and
 * completion; the game is the engine's. */
#ifndef FRONTIER_CONSOLE_COMMANDS_H
#define FRONTIER_CONSOLE_COMMANDS_H

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include "board.h"
#include "command.h"

typedef struct Console Console;

extern const Command CONSOLE_COMMANDS[];
extern const size_t CONSOLE_COMMAND_COUNT;

/* A console writing to out, its engine started; NULL if that fails. */
Console *console_new(FILE *out, bool interactive);
void console_free(Console *c);

/* Ctrl-C at a terminal: the front's signal handler writes
 * CONSOLE_WAKE_INTERRUPT to a pipe and sets a flag; a running search reads
 * it, stops as UOI's stop does and clears the flag. The console writes
 * CONSOLE_WAKE_DONE on the same pipe when a search ends, so that waiting
 * for either is one read. Without it (fds of -1) searches run to their end. */
#define CONSOLE_WAKE_INTERRUPT 'I'
#define CONSOLE_WAKE_DONE 'D'
void console_set_interrupt(Console *c, int read_fd, int write_fd, volatile sig_atomic_t *unheard);

/* Runs one line: a command, or moves alone; an error is one line. */
void console_execute(Console *c, char *line);

/* The greeting and the board, for a person at a terminal. */
void console_greet(Console *c);
void console_say_error(Console *c, const char *what);

/* Whether quit was asked for. */
bool console_done(const Console *c);
const Position *console_position(const Console *c);

/* For the commands in files of their own (console_analyze.c): the engine,
 * text written whole, and the wait for a search Ctrl-C stops (true when
 * it did), which console_search_done, called from the search thread as
 * the search ends, wakes. */
struct Engine *console_engine(Console *c);
void console_say_text(Console *c, const char *text);
bool console_wait_search(Console *c);
void console_search_done(Console *c);

#endif
