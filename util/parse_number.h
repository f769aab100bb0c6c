/* Numbers read from a word of a command or a text file, whole or refused. */
#ifndef FRONTIER_PARSE_NUMBER_H
#define FRONTIER_PARSE_NUMBER_H

#include <stdbool.h>
#include <stdint.h>

/* A whole decimal integer from min to max into *out; false (and *out
 * untouched) for anything else: "20x10" is not 20. */
bool io_parse_int(const char *s, int64_t min, int64_t max, int64_t *out);
/* io_parse_int over the whole range of an int. */
bool io_parse_int32(const char *s, int *out);
/* The same for a finite decimal number: "0.5" but not "0.5x" or "nan". */
bool io_parse_double(const char *s, double min, double max, double *out);

#endif
