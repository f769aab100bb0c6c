/* The one scheme of the front ends' commands (UOI, GTP, NBoard and the
 * console): a table of rows, each a name, its handler, how many
 * arguments it takes, their shape and a line of help. command_run finds a
 * line's command and checks the count; the front end says its own errors
 * in its own protocol's words. */
#ifndef FRONTIER_COMMAND_H
#define FRONTIER_COMMAND_H

#include <stdbool.h>
#include <stddef.h>

#define COMMAND_ANY_ARGS (-1) /* max_args: as many as come; the handler checks */

/* One command as it came: the handler's front end, its words. */
typedef struct {
    void *front;      /* the front end's state (Uoi, Gtp, NBoard, Console) */
    int id;           /* GTP's command number; -1 where there is none */
    char **args;      /* the words after the name */
    int n;
    const char *rest; /* the line after the name as sent, blanks kept (NBoard's set game) */
} CommandCall;

typedef struct {
    const char *name;
    void (*run)(const CommandCall *call);
    int min_args, max_args;
    const char *args; /* their shape, for help ("" without) */
    const char *help; /* one line; NULL where the protocol has no help */
} Command;

typedef enum { COMMAND_RAN, COMMAND_UNKNOWN, COMMAND_BAD_COUNT } CommandStatus;

/* The row named name, or NULL. */
const Command *command_find(const Command *table, size_t count, const char *name);

/* Runs the command name with call, when the table has it and call->n is
 * within its count; *found (if not NULL) receives its row, or NULL. */
CommandStatus command_run(const Command *table, size_t count, const char *name, const CommandCall *call,
                          const Command **found);

#endif
