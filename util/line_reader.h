/* Lines of text read safely, one given back, one split into words: the
 * front ends' commands and the tools' text files. */
#ifndef FRONTIER_LINE_READER_H
#define FRONTIER_LINE_READER_H

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

/* Splits s in place into blank-separated words; returns their number, or
 * -1 when there are more than max. */
int io_split_words(char *s, char **words, int max);

#endif
