/* The library's version and the words for its error codes. */
#include <string.h>
#include "config.h"
#include "frontier_internal.h"

const char *frontier_version(void) { return PACKAGE_VERSION; }

const char *frontier_engine_name(void) { return ENGINE_NAME; }

const char *frontier_engine_author(void) { return ENGINE_AUTHOR; }

int frontier_version_number(void)
{
    int major = 0, minor = 0, patch = 0;
    /* PACKAGE_VERSION is "MAJOR.MINOR.PATCH": configure's, the same that
     * the header's macros must spell (the library's test checks both). */
    const char *s = PACKAGE_VERSION;
    int *part[] = {&major, &minor, &patch};
    for (int i = 0; i < 3 && *s; i++) {
        while (*s >= '0' && *s <= '9')
            *part[i] = *part[i] * 10 + (*s++ - '0');
        if (*s == '.')
            s++;
    }
    return major * 10000 + minor * 100 + patch;
}

const char *frontier_strerror(int code)
{
    switch (code) {
    case FRONTIER_OK: return "success";
    case FRONTIER_E_ARGUMENT: return "invalid argument";
    case FRONTIER_E_MEMORY: return "out of memory";
    case FRONTIER_E_PARSE: return "text that cannot be read";
    case FRONTIER_E_ILLEGAL: return "illegal move or position";
    case FRONTIER_E_OPTION: return "unknown option or refused value";
    case FRONTIER_E_BUSY: return "the engine is searching";
    case FRONTIER_E_FILE: return "a data file cannot be read";
    case FRONTIER_E_EMPTY: return "nothing to undo";
    case FRONTIER_E_SPACE: return "buffer too small";
    case FRONTIER_E_THREAD: return "the search thread could not start";
    case FRONTIER_E_STOPPED: return "stopped before the end";
    default: return "unknown error code";
    }
}

bool lib_size_ok(size_t size_field, size_t min_size) { return size_field >= min_size; }

void lib_copy_out(void *dst, const void *src, size_t own_size)
{
    /* The caller's struct may be an older, shorter one (at least the
     * first version's size, checked before) or a newer, longer one. */
    size_t size = *(const size_t *)dst;
    size_t keep = size;
    memcpy(dst, src, size < own_size ? size : own_size);
    memcpy(dst, &keep, sizeof keep);
}
