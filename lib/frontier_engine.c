/* Engines: made, freed, their options, and why a call failed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "frontier_internal.h"

int lib_fail(frontier_engine *e, int code, const char *why)
{
    if (e)
        snprintf(e->error, sizeof e->error, "%s", why && *why ? why : frontier_strerror(code));
    return code;
}

int lib_ok(frontier_engine *e)
{
    if (e)
        e->error[0] = '\0';
    return FRONTIER_OK;
}

int frontier_engine_new(const frontier_data *data, frontier_engine **engine)
{
    if (!engine)
        return FRONTIER_E_ARGUMENT;
    *engine = NULL;
    frontier_engine *e = calloc(1, sizeof *e);
    if (!e)
        return FRONTIER_E_MEMORY;
    e->engine = data ? engine_new_with_data(data->shared) : engine_new();
    if (!e->engine) {
        free(e);
        return FRONTIER_E_MEMORY;
    }
    atomic_init(&e->stop_asked, false);
    *engine = e;
    return FRONTIER_OK;
}

void frontier_engine_free(frontier_engine *engine)
{
    if (!engine)
        return;
    engine_free(engine->engine);
    free(engine);
}

const char *frontier_engine_error(const frontier_engine *engine) { return engine ? engine->error : ""; }

const char *frontier_engine_warning(const frontier_engine *engine)
{
    return engine ? engine_eval_warning(engine->engine) : NULL;
}

static int option_index(const char *name)
{
    for (int i = 0; i < engine_option_count(); i++)
        if (strcasecmp(engine_option(i)->name, name) == 0)
            return i;
    return -1;
}

int frontier_engine_set_option(frontier_engine *engine, const char *name, const char *value)
{
    if (!engine || !name)
        return FRONTIER_E_ARGUMENT;
    char err[256];
    /* The façade names what it refuses, in the words the protocols use. */
    if (!engine_set_option(engine->engine, name, value, err, sizeof err))
        return lib_fail(engine, engine_is_searching(engine->engine) ? FRONTIER_E_BUSY : FRONTIER_E_OPTION, err);
    return lib_ok(engine);
}

int frontier_engine_get_option(const frontier_engine *engine, const char *name, char *buf, size_t size)
{
    if (!engine || !name || !buf)
        return FRONTIER_E_ARGUMENT;
    int i = option_index(name);
    if (i < 0)
        return FRONTIER_E_OPTION;
    const char *value = engine_option_value(engine->engine, i);
    if (strlen(value) >= size)
        return FRONTIER_E_SPACE;
    memcpy(buf, value, strlen(value) + 1);
    return FRONTIER_OK;
}

int frontier_option_count(void) { return engine_option_count(); }

int frontier_option_info_get(int index, frontier_option_info *info)
{
    const OptionInfo *o = engine_option(index);
    if (!o || !info || !lib_size_ok(info->size, sizeof *info))
        return FRONTIER_E_ARGUMENT;
    frontier_option_info out = {
        .size = sizeof out,
        .name = o->name,
        .type = o->type == OPTION_CHECK ? FRONTIER_OPTION_CHECK
              : o->type == OPTION_SPIN  ? FRONTIER_OPTION_SPIN
                                        : FRONTIER_OPTION_STRING,
        .default_value = o->default_value,
        .min = o->min,
        .max = o->max,
    };
    lib_copy_out(info, &out, sizeof out);
    return FRONTIER_OK;
}

int frontier_engine_clear(frontier_engine *engine)
{
    if (!engine)
        return FRONTIER_E_ARGUMENT;
    if (engine_is_searching(engine->engine))
        return lib_fail(engine, FRONTIER_E_BUSY, "a search is running; send stop first");
    engine_new_game(engine->engine);
    return lib_ok(engine);
}

