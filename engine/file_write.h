/* Writing a file whole or not at all: the bytes go to a temporary file
 * beside it, which is renamed over the file only once it is complete and
 * closed. A write that is interrupted (a crash, a kill, a full disk) leaves
 * the old file as it was, never a truncated one. */
#ifndef FRONTIER_FILE_WRITE_H
#define FRONTIER_FILE_WRITE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

typedef struct {
    FILE *f;         /* write here between file_write_open and the end */
    char path[1024]; /* the file to replace */
    char temp[1100]; /* the temporary beside it */
} FileWrite;

/* Opens the temporary file of path ("wb"); false (with err) when it
 * cannot be made. */
bool file_write_open(FileWrite *w, const char *path, char *err, size_t errlen);

/* Closes the temporary and, if ok and everything reached the disk, renames
 * it over the file; else removes it and leaves the file as it was.
 * Returns whether the file was replaced (err says why not). */
bool file_write_finish(FileWrite *w, bool ok, char *err, size_t errlen);

#endif
