/* Line input and locked line output shared by the front ends. */
#ifndef FRONTIER_IO_H
#define FRONTIER_IO_H

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#define IO_MAX_LINE 16384

typedef enum { LINE_OK, LINE_TOO_LONG, LINE_EOF } LineStatus;

/* Reads one line into buf (IO_MAX_LINE bytes): the newline and a trailing
 * carriage return are dropped, tabs become spaces. A longer line is read
 * to its end and thrown away (LINE_TOO_LONG). */
LineStatus io_read_line(FILE *in, char *buf);
/* Gives back a line already read from in (the one the protocol was
 * recognised by), with its status: the next io_read_line on in returns it
 * first. One line at a time. */
void io_unread_line(FILE *in, const char *line, LineStatus status);

/* Output from several threads (the reader and the search) one whole line at
 * a time, flushed at once: GUIs read through pipes. */
typedef struct {
    FILE *out;
    pthread_mutex_t lock;
} Output;

void output_init(Output *o, FILE *out);
void output_destroy(Output *o);
void output_line(Output *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Writes raw text (several lines) in one piece. */
void output_text(Output *o, const char *text);

/* Splits s in place into blank-separated words; returns their number, or
 * -1 when there are more than max. */
int io_split_words(char *s, char **words, int max);

/* A whole decimal integer from min to max into *out; false (and *out
 * untouched) for anything else: "20x10" is not 20. */
bool io_parse_int(const char *s, int64_t min, int64_t max, int64_t *out);
/* io_parse_int over the whole range of an int. */
bool io_parse_int32(const char *s, int *out);
/* The same for a finite decimal number: "0.5" but not "0.5x" or "nan". */
bool io_parse_double(const char *s, double min, double max, double *out);

/* Text built piece by piece in a buffer of fixed size: text_append adds
 * printf-style text; once a piece does not fit, the text is marked as
 * overflowed and later pieces are dropped. */
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

/* The whole of a text file of at most max bytes, NUL-terminated, to free;
 * NULL with the reason in err when it cannot be read or is longer. */
char *io_read_file(const char *path, size_t max, char *err, size_t errlen);

/* Tells the person at stderr why the engine starts weaker than it should
 * (no trained evaluation found), if it does. */
struct Engine;
void io_report_engine_warning(const struct Engine *e);

/* A new engine, the warning above reported for it; NULL when out of
 * memory. The front ends and the commands that evaluate start with one;
 * frontier solve reports after its options (--eval-file) instead, and
 * perft, which never evaluates, does not report. */
struct Engine *io_engine_new(void);

#endif
