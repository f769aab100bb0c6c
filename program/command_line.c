/* Reading the command line of a front end's run. */
#include "command_line.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include "engine.h"

/* Whether arg is --NAME or --NAME=VALUE; *value is then what follows the
 * '=', or NULL. */
static bool is_flag(const char *arg, const char *name, const char **value)
{
    size_t len = strlen(name);
    if (strncmp(arg, name, len) != 0 || (arg[len] && arg[len] != '='))
        return false;
    *value = arg[len] ? arg + len + 1 : NULL;
    return true;
}

/* The value of a flag: after its '=', else the next argument (*i moves
 * past it); NULL when there is none. */
static const char *flag_value(const char *inline_value, int argc, char **argv, int *i)
{
    if (inline_value)
        return inline_value;
    if (*i + 1 < argc)
        return argv[++*i];
    return NULL;
}

/* The error for an argument that names nothing, with the engine options
 * whose names hold the word (--book: --own-book, --book-file, ...). */
static void unknown_argument(const char *arg, const char *word, char *err, size_t errlen)
{
    size_t used = (size_t)snprintf(err, errlen, "unknown argument '%.64s'", arg);
    int found = 0;
    for (int i = 0; i < engine_option_count() && word[0] && used < errlen; i++) {
        char flag[64], lower[64];
        start_option_flag(i, flag, sizeof flag);
        size_t k = 0;
        for (; word[k] && k + 1 < sizeof lower; k++)
            lower[k] = (char)tolower((unsigned char)word[k]);
        lower[k] = '\0';
        if (strstr(flag, lower))
            used += (size_t)snprintf(err + used, errlen - used, "%s%s", found++ ? ", " : "; did you mean ", flag);
    }
}

/* --NAME[=VALUE] [VALUE] for the engine option NAME names. A true/false
 * option alone means true (--own-book), as a switch would. */
static bool engine_flag(int argc, char **argv, int *i, StartSettings *s, char *err, size_t errlen)
{
    const char *arg = argv[*i];
    char name[64];
    size_t len = strcspn(arg + 2, "=");
    if (len >= sizeof name) {
        unknown_argument(arg, "", err, errlen);
        return false;
    }
    memcpy(name, arg + 2, len);
    name[len] = '\0';
    int option = start_option_find(name);
    if (option < 0 || !name[0]) {
        unknown_argument(arg, name, err, errlen);
        return false;
    }
    const char *value = arg[2 + len] ? arg + 3 + len : NULL;
    const OptionInfo *o = engine_option(option);
    if (!value && o->type == OPTION_CHECK) {
        const char *next = *i + 1 < argc ? argv[*i + 1] : "";
        value = strcmp(next, "true") == 0 || strcmp(next, "false") == 0 ? argv[++*i] : "true";
    }
    if (!value && !(value = flag_value(NULL, argc, argv, i))) {
        snprintf(err, errlen, "%.64s needs a value", arg);
        return false;
    }
    return start_settings_set(s, option, value, err, errlen);
}

bool command_line_parse(int argc, char **argv, CommandLine *cl, char *err, size_t errlen)
{
    memset(cl, 0, sizeof *cl);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *value;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            cl->help = true;
            return true;
        } else if (strcmp(a, "--version") == 0) {
            cl->version = true;
            return true;
        } else if (strcmp(a, "--console") == 0) {
            cl->protocol = "console";
        } else if (strcmp(a, "--no-config") == 0) {
            cl->no_config = true;
        } else if (is_flag(a, "--protocol", &value) || is_flag(a, "--config", &value)) {
            bool protocol = a[2] == 'p';
            if (!(value = flag_value(value, argc, argv, &i)) || !*value) {
                snprintf(err, errlen, "%s needs a value", protocol ? "--protocol" : "--config");
                return false;
            }
            *(protocol ? &cl->protocol : &cl->config) = value;
        } else if (strncmp(a, "--", 2) == 0) {
            if (!engine_flag(argc, argv, &i, &cl->settings, err, errlen))
                return false;
        } else {
            snprintf(err, errlen, "unknown argument '%.64s'", a);
            return false;
        }
    }
    return true;
}
