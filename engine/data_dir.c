/* Where the engine reads its default data files. The folders come from
 * frontier_dirs.h, which make rewrites whenever configure or make changes
 * one of them, so a new --prefix always reaches the objects. */
#include "data_dir.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "frontier_dirs.h"

/* True when path is dir or lies below it (both without links). */
static bool is_within(const char *path, const char *dir)
{
    size_t n = strlen(dir);
    return strncmp(path, dir, n) == 0 && (path[n] == '\0' || path[n] == '/');
}

bool data_dir_in_build_tree(void)
{
    /* Linux names the running program in /proc; elsewhere every program
     * counts as installed, which is never wrong for an installed one. */
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0)
        return false;
    exe[n] = '\0';
    char *slash = strrchr(exe, '/');
    if (!slash)
        return false;
    *slash = '\0';
    char build[PATH_MAX], bin[PATH_MAX];
    if (!realpath(FRONTIER_BUILDDIR, build) || !is_within(exe, build))
        return false;
    /* A prefix inside the build tree: its bin folder holds an installed copy. */
    return !(realpath(FRONTIER_BINDIR, bin) && strcmp(exe, bin) == 0);
}

const char *data_dir(char *buf, size_t size)
{
    snprintf(buf, size, "%s", data_dir_in_build_tree() ? FRONTIER_SRCDIR "/data" : FRONTIER_PKGDATADIR);
    return buf;
}

const char *data_dir_file(const char *name, char *buf, size_t size)
{
    char dir[PATH_MAX];
    snprintf(buf, size, "%s/%s", data_dir(dir, sizeof dir), name);
    return buf;
}
