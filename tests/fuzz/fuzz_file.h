/* The loaders read files by name: a fuzz target writes its input to a file
 * of its own, made once per process and removed at exit. */
#ifndef FRONTIER_FUZZ_FILE_H
#define FRONTIER_FUZZ_FILE_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static char fuzz_file_name[2][64];

static void fuzz_file_remove(void)
{
    for (int i = 0; i < 2; i++)
        if (fuzz_file_name[i][0])
            unlink(fuzz_file_name[i]);
}

/* The path of the process's file number which (0 or 1), made on first use. */
static inline const char *fuzz_file_path(int which)
{
    if (!fuzz_file_name[which][0]) {
        snprintf(fuzz_file_name[which], sizeof fuzz_file_name[which], "/tmp/frontier-fuzz-XXXXXX");
        int fd = mkstemp(fuzz_file_name[which]);
        if (fd < 0)
            abort();
        close(fd);
        static int registered;
        if (!registered++)
            atexit(fuzz_file_remove);
    }
    return fuzz_file_name[which];
}

/* Writes size bytes to file 0 and returns its path. */
static inline const char *fuzz_file_write(const void *data, size_t size)
{
    const char *path = fuzz_file_path(0);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(data, 1, size, f) != size || fclose(f) != 0)
        abort();
    return path;
}

#endif
