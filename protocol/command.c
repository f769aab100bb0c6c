/* The front ends' command tables: lookup and the argument count. */
#include "command.h"

#include <string.h>

const Command *command_find(const Command *table, size_t count, const char *name)
{
    for (size_t i = 0; i < count; i++)
        if (strcmp(name, table[i].name) == 0)
            return &table[i];
    return NULL;
}

CommandStatus command_run(const Command *table, size_t count, const char *name, const CommandCall *call,
                          const Command **found)
{
    const Command *c = command_find(table, count, name);
    if (found)
        *found = c;
    if (!c)
        return COMMAND_UNKNOWN;
    if (call->n < c->min_args || (c->max_args != COMMAND_ANY_ARGS && call->n > c->max_args))
        return COMMAND_BAD_COUNT;
    c->run(call);
    return COMMAND_RAN;
}
