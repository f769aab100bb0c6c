/* The loaders read files by name: a fuzz target writes its input to a file
 * of its own, made once per process and removed at exit. */
#ifndef FRONTIER_FUZZ_FILE_H
#define FRONTIER_FUZZ_FILE_H

#include <fcntl.h>
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

/* Writes size bytes to file 0, made anew, and returns its path. Anew:
 * truncating the last input's file makes ext4 write its data out first
 * (auto_da_alloc), milliseconds an input on a busy disk. O_EXCL, as
 * mkstemp: the name is the process's own. */
static inline const char *fuzz_file_write(const void *data, size_t size)
{
    const char *path = fuzz_file_path(0);
    unlink(path);
    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0600);
    FILE *f = fd < 0 ? NULL : fdopen(fd, "wb");
    if (!f || fwrite(data, 1, size, f) != size || fclose(f) != 0)
        abort();
    return path;
}

#endif
