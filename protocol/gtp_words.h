/* The words of a GTP command checked before it runs: a control character
 * named with the argument it is in (GoGui logs what it is sent back), a
 * number above or below its range told so rather than "syntax error". */
#ifndef FRONTIER_GTP_WORDS_H
#define FRONTIER_GTP_WORDS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* "control character U+0001 in move" for the first of args holding one,
 * the argument named by its place in usage ("<colour> <move>"; the words
 * past the last name belong to it, those of a usage of none to
 * "<command>'s argument"): true. False when none holds one. */
bool gtp_control_error(const char *command, const char *usage, char **args, int n, char *err, size_t size);

/* word as a whole number from min to max into *out: true. False with err:
 * "<command>: <what> <word> is too large (the most is <max>)", "... too
 * small (the least is <min>)" ("<what> <word> ..." without a command), or
 * "syntax error" for no number at all. */
bool gtp_whole(const char *command, const char *what, const char *word, int64_t min, int64_t max, int64_t *out,
               char *err, size_t size);

/* The same for a decimal number ("0.5"). */
bool gtp_decimal(const char *command, const char *what, const char *word, double min, double max, double *out,
                 char *err, size_t size);

#endif
