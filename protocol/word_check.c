/* Numbers and control characters in the words of a command. */
#include "word_check.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

WordNumber word_number(const char *s, int64_t min, int64_t max, int64_t *out)
{
    if (!s)
        return WORD_NOT_A_NUMBER;
    /* The digits are checked first, so that a number strtoll cannot hold
     * is told as too large or too small rather than as no number. */
    const char *digits = s + (*s == '-' || *s == '+');
    if (!*digits)
        return WORD_NOT_A_NUMBER;
    for (const char *p = digits; *p; p++)
        if (!isdigit((unsigned char)*p))
            return WORD_NOT_A_NUMBER;
    errno = 0;
    long long v = strtoll(s, NULL, 10);
    if (errno == ERANGE)
        return *s == '-' ? WORD_TOO_SMALL : WORD_TOO_LARGE;
    if (v < min)
        return WORD_TOO_SMALL;
    if (v > max)
        return WORD_TOO_LARGE;
    *out = v;
    return WORD_NUMBER_OK;
}

WordNumber word_decimal(const char *s, double min, double max, double *out)
{
    if (!s || !*s)
        return WORD_NOT_A_NUMBER;
    char *end;
    double v = strtod(s, &end);
    if (*end || isnan(v))
        return WORD_NOT_A_NUMBER;
    /* strtod gives an infinity for a number past a double's range. */
    if (v > max)
        return WORD_TOO_LARGE;
    if (v < min)
        return WORD_TOO_SMALL;
    *out = v;
    return WORD_NUMBER_OK;
}

int word_control_char(const char *s)
{
    for (const unsigned char *p = (const unsigned char *)s; *p; p++)
        if (*p < 0x20 || *p == 0x7f)
            return *p;
    return -1;
}

bool word_control_error(const char *s, const char *what, char *buf, size_t size)
{
    int c = word_control_char(s);
    if (c < 0)
        return false;
    snprintf(buf, size, "control character U+%04X in %s", (unsigned)c, what);
    return true;
}

void word_printable(const char *s, char *buf, size_t size)
{
    size_t used = 0;
    if (size == 0)
        return;
    for (const unsigned char *p = (const unsigned char *)s; *p && used + 1 < size; p++) {
        if (*p >= 0x20 && *p != 0x7f) {
            buf[used++] = (char)*p;
            continue;
        }
        char code[16];
        int len = snprintf(code, sizeof code, "<U+%04X>", (unsigned)*p);
        if (used + (size_t)len >= size)
            break;
        memcpy(buf + used, code, (size_t)len);
        used += (size_t)len;
    }
    buf[used] = '\0';
}
