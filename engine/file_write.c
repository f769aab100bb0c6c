#include "file_write.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

bool file_write_open(FileWrite *w, const char *path, char *err, size_t errlen)
{
    w->f = NULL;
    if (strlen(path) >= sizeof w->path) {
        snprintf(err, errlen, "file name too long: %.40s...", path);
        return false;
    }
    snprintf(w->path, sizeof w->path, "%s", path);
    /* The process id keeps two programs writing the same file apart; a
     * temporary left by a crash of an earlier process of the same id is
     * stale, and goes. */
    snprintf(w->temp, sizeof w->temp, "%s.%ld.tmp", path, (long)getpid());
    int fd = open(w->temp, O_WRONLY | O_CREAT | O_EXCL, 0666);
    if (fd < 0 && errno == EEXIST && unlink(w->temp) == 0)
        fd = open(w->temp, O_WRONLY | O_CREAT | O_EXCL, 0666);
    if (fd < 0) {
        snprintf(err, errlen, "cannot write %s: %s", path, strerror(errno));
        return false;
    }
    w->f = fdopen(fd, "wb");
    if (!w->f) {
        snprintf(err, errlen, "cannot write %s: %s", path, strerror(errno));
        close(fd);
        unlink(w->temp);
        return false;
    }
    return true;
}

bool file_write_finish(FileWrite *w, bool ok, char *err, size_t errlen)
{
    if (!w->f)
        return false;
    ok = ok && fflush(w->f) == 0 && fsync(fileno(w->f)) == 0;
    int saved = errno;
    if (fclose(w->f) != 0 && ok) {
        ok = false;
        saved = errno;
    }
    w->f = NULL;
    if (ok && rename(w->temp, w->path) == 0)
        return true;
    if (ok)
        saved = errno;
    unlink(w->temp);
    snprintf(err, errlen, "error writing %s: %s", w->path, saved ? strerror(saved) : "incomplete");
    return false;
}
