/* Numbers parsed strictly: the whole word or nothing. */
#include "parse_number.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>

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
