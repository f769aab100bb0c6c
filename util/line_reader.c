/* Reading lines safely. */
#include "line_reader.h"

#include <string.h>

/* The line given back by io_unread_line. Only main's choice of protocol
 * reads ahead, once, before any front end starts. */
static struct {
    FILE *in;
    LineStatus status;
    char line[IO_MAX_LINE];
} read_ahead;

void io_unread_line(FILE *in, const char *line, LineStatus status)
{
    read_ahead.in = in;
    read_ahead.status = status;
    snprintf(read_ahead.line, sizeof read_ahead.line, "%s", line);
}

LineStatus io_read_line(FILE *in, char *buf)
{
    if (read_ahead.in && read_ahead.in == in) {
        read_ahead.in = NULL;
        memcpy(buf, read_ahead.line, strlen(read_ahead.line) + 1);
        return read_ahead.status;
    }
    size_t len = 0;
    int too_long = 0, c;
    while ((c = getc(in)) != EOF && c != '\n') {
        if (len + 1 < IO_MAX_LINE)
            buf[len++] = (char)(c == '\t' ? ' ' : c);
        else
            too_long = 1;
    }
    if (c == EOF && len == 0 && !too_long)
        return LINE_EOF;
    if (len > 0 && buf[len - 1] == '\r')
        len--;
    buf[len] = '\0';
    return too_long ? LINE_TOO_LONG : LINE_OK;
}

int io_split_words(char *s, char **words, int max)
{
    int n = 0;
    char *save = NULL;
    for (char *w = strtok_r(s, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
        if (n == max)
            return -1;
        words[n++] = w;
    }
    return n;
}
