/* Text built piece by piece in a buffer of fixed size: text_append adds
 * printf-style text; once a piece does not fit, the text is marked as
 * overflowed and later pieces are dropped. */
#ifndef FRONTIER_TEXT_BUILDER_H
#define FRONTIER_TEXT_BUILDER_H

#include <stdbool.h>
#include <stddef.h>

typedef struct {
    char *buf;
    size_t size, used;
    bool overflow;
} TextBuilder;

static inline TextBuilder text_builder(char *buf, size_t size)
{
    if (size)
        buf[0] = '\0';
    return (TextBuilder){buf, size, 0, size == 0};
}
void text_append(TextBuilder *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#endif
