/* The config file: engine options as "name = value" lines. */
#include "config_file.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "engine.h"

const char *config_file_default_path(char *buf, size_t size)
{
    const char *xdg = getenv("XDG_CONFIG_HOME");
    const char *home = getenv("HOME");
    /* The XDG rule: a relative XDG_CONFIG_HOME is ignored. */
    if (xdg && xdg[0] == '/')
        snprintf(buf, size, "%s/frontier/frontier.conf", xdg);
    else if (home && *home)
        snprintf(buf, size, "%s/.config/frontier/frontier.conf", home);
    else if (size)
        buf[0] = '\0';
    return buf;
}

static char *trim(char *s)
{
    s += strspn(s, " \t");
    size_t len = strlen(s);
    while (len > 0 && strchr(" \t\r\n", s[len - 1]))
        s[--len] = '\0';
    return s;
}

/* One line: nothing, a comment, or name = value. */
static bool read_line(char *line, StartSettings *s, char *why, size_t size)
{
    char *hash = strchr(line, '#');
    if (hash)
        *hash = '\0';
    char *text = trim(line);
    if (!*text)
        return true;
    char *eq = strchr(text, '=');
    if (!eq) {
        snprintf(why, size, "expected 'name = value', not '%.64s'", text);
        return false;
    }
    *eq = '\0';
    char *name = trim(text), *value = trim(eq + 1);
    int option = start_option_find(name);
    if (option < 0) {
        snprintf(why, size, "unknown option '%.64s' (frontier --help lists them)", name);
        return false;
    }
    if (!*value) {
        snprintf(why, size, "%s has no value", engine_option(option)->name);
        return false;
    }
    return start_settings_set(s, option, value, why, size);
}

bool config_file_read(const char *path, bool optional, StartSettings *s, char *err, size_t errlen)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        if (optional && errno == ENOENT)
            return true;
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
        return false;
    }
    char line[START_VALUE_MAX + 256];
    bool ok = true;
    for (int number = 1; ok && fgets(line, sizeof line, f); number++) {
        char why[512];
        size_t len = strlen(line);
        if (len == sizeof line - 1 && line[len - 1] != '\n' && !feof(f)) {
            snprintf(why, sizeof why, "line too long");
            ok = false;
        } else {
            ok = read_line(line, s, why, sizeof why);
        }
        if (!ok)
            snprintf(err, errlen, "%s:%d: %s", path, number, why);
    }
    if (ok && ferror(f)) {
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
        ok = false;
    }
    fclose(f);
    return ok;
}
