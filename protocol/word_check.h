/* The words of a command checked for what a plain "bad value" would hide:
 * a number too large for its type, a control character that a terminal
 * would not show (so that "\x01f5" is not echoed as a valid-looking f5). */
#ifndef FRONTIER_WORD_CHECK_H
#define FRONTIER_WORD_CHECK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum {
    WORD_NUMBER_OK,
    WORD_NOT_A_NUMBER, /* not a whole decimal number at all */
    WORD_TOO_SMALL,    /* a whole number below min */
    WORD_TOO_LARGE,    /* a whole number above max, however many digits */
} WordNumber;

/* Reads s as a whole decimal number from min to max into *out (untouched
 * unless the answer is WORD_NUMBER_OK). */
WordNumber word_number(const char *s, int64_t min, int64_t max, int64_t *out);

/* The same for a finite decimal number ("0.5", "1e3"): "inf" and a number
 * past what a double holds are too large (or too small), "nan" is none. */
WordNumber word_decimal(const char *s, double min, double max, double *out);

/* The first control character of s (below U+0020, or U+007F), or -1. */
int word_control_char(const char *s);

/* "control character U+0001 in <what>" into buf when s holds one: true;
 * false, buf untouched, when it holds none. */
bool word_control_error(const char *s, const char *what, char *buf, size_t size);

/* s into buf with each control character written as its code, "<U+000A>":
 * a reason quoting a file or a command is then one line a GUI can log. */
void word_printable(const char *s, char *buf, size_t size);

#endif
