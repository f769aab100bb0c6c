/* The engine options as GoGui's param command shows and sets them. */
#include "gtp_settings.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>
#include "word_check.h"

void gtp_settings_list(const Engine *e, char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < engine_option_count() && used < size; i++) {
        const OptionInfo *o = engine_option(i);
        const char *value = engine_option_value(e, i);
        if (o->type == OPTION_CHECK)
            value = strcmp(value, "true") == 0 ? "1" : "0";
        used += (size_t)snprintf(buf + used, size - used, "%s[%s] %s %s", i ? "\n" : "",
                                 o->type == OPTION_CHECK ? "bool" : "string", o->name, value);
    }
}

bool gtp_settings_set(Engine *e, char **args, int n, char *err, size_t errlen)
{
    if (n < 2) {
        snprintf(err, errlen, "frontier-settings takes an option and its value, or nothing to list them");
        return false;
    }
    char value[1024];
    size_t len = 0;
    for (int i = 1; i < n; i++) {
        int w = snprintf(value + len, sizeof value - len, "%s%s", i > 1 ? " " : "", args[i]);
        if (w < 0 || (size_t)w >= sizeof value - len) {
            snprintf(err, errlen, "a value has at most %zu characters", sizeof value - 1);
            return false;
        }
        len += (size_t)w;
    }
    for (int i = 0; i < engine_option_count(); i++)
        if (strcasecmp(engine_option(i)->name, args[0]) == 0 && engine_option(i)->type == OPTION_CHECK
            && (strcmp(value, "0") == 0 || strcmp(value, "1") == 0))
            snprintf(value, sizeof value, "%s", value[0] == '1' ? "true" : "false");
    /* A whole number out of a number option's range says which end, as
     * GTP's other numbers do; anything else is the engine's to refuse. */
    for (int i = 0; i < engine_option_count(); i++) {
        const OptionInfo *o = engine_option(i);
        int64_t v;
        if (strcasecmp(o->name, args[0]) != 0 || o->type != OPTION_SPIN)
            continue;
        WordNumber got = word_number(value, o->min, o->max, &v);
        if (got == WORD_TOO_LARGE)
            snprintf(err, errlen, "option %s %.24s is too large (the most is %ld)", o->name, value, o->max);
        else if (got == WORD_TOO_SMALL)
            snprintf(err, errlen, "option %s %.24s is too small (the least is %ld)", o->name, value, o->min);
        if (got == WORD_TOO_LARGE || got == WORD_TOO_SMALL)
            return false;
    }
    return engine_set_option(e, args[0], value, err, errlen);
}
