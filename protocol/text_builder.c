/* Appending to a fixed buffer without ever writing past it. */
#include "text_builder.h"

#include <stdarg.h>
#include <stdio.h>

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
