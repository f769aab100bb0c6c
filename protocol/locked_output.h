/* Output from several threads (the reader and the search) one whole line at
 * a time, flushed at once: GUIs read through pipes. */
#ifndef FRONTIER_LOCKED_OUTPUT_H
#define FRONTIER_LOCKED_OUTPUT_H

#include <pthread.h>
#include <stdio.h>

typedef struct {
    FILE *out;
    pthread_mutex_t lock;
} Output;

void output_init(Output *o, FILE *out);
void output_destroy(Output *o);
void output_line(Output *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Writes raw text (several lines) in one piece. */
void output_text(Output *o, const char *text);

#endif
