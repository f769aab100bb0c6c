/* Opening the engine for a person or a program at the other end: the
 * engine core never prints, so its warning is printed here. */
#include "engine_open.h"

#include <stdio.h>
#include "engine.h"

/* Set once by main before any front end starts, read only after: the one
 * way the program's settings reach the front ends whose engine is made
 * here (GTP, NBoard, the console) without each taking them as a
 * parameter. */
static struct {
    const IoStartSetting *settings;
    int count;
} start;

void io_set_start_settings(const IoStartSetting *settings, int count)
{
    start.settings = settings;
    start.count = count;
}

void io_report_engine_warning(const struct Engine *e)
{
    const char *warning = engine_eval_warning(e);
    if (warning)
        fprintf(stderr, "frontier: %s\n", warning);
}

struct Engine *io_engine_new(void)
{
    Engine *e = engine_new();
    if (!e)
        return NULL;
    for (int i = 0; i < start.count; i++) {
        char err[256];
        /* main has checked them on an engine of its own: one that fails
         * here (memory for Hash, a file gone since) is told, not fatal. */
        if (!engine_set_option(e, start.settings[i].name, start.settings[i].value, err, sizeof err))
            fprintf(stderr, "frontier: %s: %s\n", start.settings[i].name, err);
    }
    io_report_engine_warning(e);
    return e;
}
