/* Reading a text file whole, bounded, refusing binary data. */
#include "file_read.h"

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *io_read_file(const char *path, size_t max, char *err, size_t errlen)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "cannot open %s: %s", path, strerror(errno));
        return NULL;
    }
    char *text = malloc(max + 1);
    size_t len = text ? fread(text, 1, max + 1, f) : 0;
    bool failed = !text || ferror(f);
    fclose(f);
    if (failed || len > max) {
        if (failed)
            snprintf(err, errlen, "cannot read %s", path);
        else
            snprintf(err, errlen, "%s is longer than %zu bytes", path, max);
        free(text);
        return NULL;
    }
    if (memchr(text, '\0', len)) {
        snprintf(err, errlen, "%s is not a text file", path);
        free(text);
        return NULL;
    }
    text[len] = '\0';
    return text;
}
