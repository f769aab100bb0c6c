/* Reading lines safely and writing them atomically. */
#include "io.h"

#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "engine.h"

/* The line given back by io_unread_line. Only main's choice of protocol
 * reads ahead, once, before any front end starts. */
static struct {
    FILE *in;
    LineStatus status;
    char line[IO_MAX_LINE];
} read_ahead;

void io_unread_line(FILE *in, const char *line, LineStatus status)
{
    read_ahead.in = in;
    read_ahead.status = status;
    snprintf(read_ahead.line, sizeof read_ahead.line, "%s", line);
}

LineStatus io_read_line(FILE *in, char *buf)
{
    if (read_ahead.in && read_ahead.in == in) {
        read_ahead.in = NULL;
        memcpy(buf, read_ahead.line, strlen(read_ahead.line) + 1);
        return read_ahead.status;
    }
    size_t len = 0;
    int too_long = 0, c;
    while ((c = getc(in)) != EOF && c != '\n') {
        if (len + 1 < IO_MAX_LINE)
            buf[len++] = (char)(c == '\t' ? ' ' : c);
        else
            too_long = 1;
    }
    if (c == EOF && len == 0 && !too_long)
        return LINE_EOF;
    if (len > 0 && buf[len - 1] == '\r')
        len--;
    buf[len] = '\0';
    return too_long ? LINE_TOO_LONG : LINE_OK;
}

void output_init(Output *o, FILE *out)
{
    o->out = out;
    pthread_mutex_init(&o->lock, NULL);
}

void output_destroy(Output *o) { pthread_mutex_destroy(&o->lock); }

void output_line(Output *o, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    pthread_mutex_lock(&o->lock);
    vfprintf(o->out, fmt, ap);
    fputc('\n', o->out);
    fflush(o->out);
    pthread_mutex_unlock(&o->lock);
    va_end(ap);
}

void output_text(Output *o, const char *text)
{
    pthread_mutex_lock(&o->lock);
    fputs(text, o->out);
    fflush(o->out);
    pthread_mutex_unlock(&o->lock);
}

bool io_parse_int(const char *s, int64_t min, int64_t max, int64_t *out)
{
    if (!s || !*s)
        return false;
    char *end;
    errno = 0;
    long long v = strtoll(s, &end, 10);
    if (errno || *end || v < min || v > max)
        return false;
    *out = v;
    return true;
}

bool io_parse_int32(const char *s, int *out)
{
    int64_t v;
    if (!io_parse_int(s, INT_MIN, INT_MAX, &v))
        return false;
    *out = (int)v;
    return true;
}

bool io_parse_double(const char *s, double min, double max, double *out)
{
    if (!s || !*s)
        return false;
    char *end;
    double v = strtod(s, &end);
    if (*end || !(v >= min && v <= max)) /* NaN fails too */
        return false;
    *out = v;
    return true;
}

int io_split_words(char *s, char **words, int max)
{
    int n = 0;
    char *save = NULL;
    for (char *w = strtok_r(s, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
        if (n == max)
            return -1;
        words[n++] = w;
    }
    return n;
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
    if (e)
        io_report_engine_warning(e);
    return e;
}

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

void text_append(TextBuilder *t, const char *fmt, ...)
{
    if (t->overflow)
        return;
    va_list ap;
    va_start(ap, fmt);
    int w = vsnprintf(t->buf + t->used, t->size - t->used, fmt, ap);
    va_end(ap);
    if (w < 0 || (size_t)w >= t->size - t->used) {
        t->buf[t->used] = '\0';
        t->overflow = true;
        return;
    }
    t->used += (size_t)w;
}
