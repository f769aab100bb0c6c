/* A text file read whole, bounded in size. */
#ifndef FRONTIER_FILE_READ_H
#define FRONTIER_FILE_READ_H

#include <stddef.h>

/* The whole of a text file of at most max bytes, NUL-terminated, to free;
 * NULL with the reason in err when it cannot be read or is longer. */
char *io_read_file(const char *path, size_t max, char *err, size_t errlen);

#endif
