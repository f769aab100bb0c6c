/* UOI's input with the start settings before it, as a stdio stream of
 * its own (fopencookie), so that uoi_run reads it as any input. */
#define _GNU_SOURCE
#include "uoi_start_stream.h"

#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include "line_reader.h"

typedef struct {
    FILE *in;
    char *text; /* what is still to give: the settings, then a line of in */
    size_t len, at;
} StartStream;

static ssize_t stream_read(void *cookie, char *buf, size_t size)
{
    StartStream *s = cookie;
    if (s->at == s->len) {
        /* One line of in at a time, so that a reader is never kept
         * waiting for more than the line it asked for. */
        LineStatus st = io_read_line(s->in, s->text);
        if (st == LINE_EOF)
            return 0;
        s->len = strlen(s->text);
        /* A line too long for the front end stays too long for it. */
        if (st == LINE_TOO_LONG) {
            memset(s->text + s->len, 'x', IO_MAX_LINE - s->len);
            s->len = IO_MAX_LINE;
        }
        s->text[s->len++] = '\n';
        s->at = 0;
    }
    size_t n = s->len - s->at < size ? s->len - s->at : size;
    memcpy(buf, s->text + s->at, n);
    s->at += n;
    return (ssize_t)n;
}

static int stream_close(void *cookie)
{
    StartStream *s = cookie;
    free(s->text);
    free(s);
    return 0;
}

FILE *uoi_start_stream(FILE *in, const IoStartSetting *settings, int count)
{
    StartStream *s = calloc(1, sizeof *s);
    /* Room for a line too long and its newline, or the settings. */
    size_t size = IO_MAX_LINE + 2;
    for (int i = 0; i < count; i++)
        size += strlen(settings[i].name) + strlen(settings[i].value) + 32;
    if (!s || !(s->text = malloc(size))) {
        free(s);
        return NULL;
    }
    s->in = in;
    for (int i = 0; i < count; i++)
        s->len += (size_t)snprintf(s->text + s->len, size - s->len, "setoption name %s value %s\n", settings[i].name,
                                   settings[i].value);
    FILE *f = fopencookie(s, "r", (cookie_io_functions_t){stream_read, NULL, NULL, stream_close});
    if (!f) {
        free(s->text);
        free(s);
    }
    return f;
}
