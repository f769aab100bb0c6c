/* The data folder: the trained evaluation and the book, read once here
 * and only read by every engine made from it (the façade's EngineData,
 * which each engine holds until it is freed). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "frontier_internal.h"

int frontier_data_open(const char *dir, frontier_data **data)
{
    if (!data)
        return FRONTIER_E_ARGUMENT;
    *data = NULL;
    frontier_data *d = calloc(1, sizeof *d);
    if (!d)
        return FRONTIER_E_MEMORY;
    if (dir)
        snprintf(d->dir, sizeof d->dir, "%s", dir);
    else
        engine_data_dir(d->dir, sizeof d->dir);
    if (strlen(d->dir) != strlen(dir ? dir : d->dir)) {
        free(d);
        return FRONTIER_E_ARGUMENT;
    }
    char err[512];
    d->shared = engine_data_open(d->dir, err, sizeof err);
    if (!d->shared) {
        free(d);
        return FRONTIER_E_FILE;
    }
    *data = d;
    return FRONTIER_OK;
}

void frontier_data_close(frontier_data *data)
{
    if (!data)
        return;
    engine_data_release(data->shared);
    free(data);
}

const char *frontier_data_dir(const frontier_data *data) { return data ? data->dir : NULL; }
