/* Opening the engine for a person or a program at the other end: the
 * engine core never prints, so its warning is printed here. */
#include "engine_open.h"

#include <stdio.h>
#include "engine.h"

void io_report_engine_warning(const struct Engine *e)
{
    const char *warning = engine_eval_warning(e);
    if (warning)
        fprintf(stderr, "frontier: %s\n", warning);
}

struct Engine *io_engine_new(void)
{
    Engine *e = engine_new();
    if (e)
        io_report_engine_warning(e);
    return e;
}
