/* The data folder: where the trained evaluation and the book are read.
 * The façade loads the weights into each engine it makes (it has no call
 * to share one copy), so a frontier_data holds the checked paths that
 * every engine made from it reads. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "frontier_internal.h"

static bool readable(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return false;
    fclose(f);
    return true;
}

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
    int n1 = snprintf(d->eval_file, sizeof d->eval_file, "%s/eval.bin", d->dir);
    int n2 = snprintf(d->book_file, sizeof d->book_file, "%s/book.bin", d->dir);
    if (strlen(d->dir) != strlen(dir ? dir : d->dir) || n1 < 0 || (size_t)n1 >= sizeof d->eval_file || n2 < 0
        || (size_t)n2 >= sizeof d->book_file) {
        free(d);
        return FRONTIER_E_ARGUMENT;
    }
    if (!readable(d->eval_file)) {
        free(d);
        return FRONTIER_E_FILE;
    }
    *data = d;
    return FRONTIER_OK;
}

void frontier_data_close(frontier_data *data) { free(data); }

const char *frontier_data_dir(const frontier_data *data) { return data ? data->dir : NULL; }
