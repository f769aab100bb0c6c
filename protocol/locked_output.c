/* Writing whole lines atomically. */
#include "locked_output.h"

#include <stdarg.h>

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
