/* The settings the program starts with: engine options by name, as its
 * command line and config file give them. */
#include "start_settings.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include "engine.h"
#include "parse_number.h"

/* Compares names letter by letter, case and word separators ignored. */
static bool same_name(const char *word, const char *name)
{
    for (;;) {
        while (*word == '-' || *word == '_')
            word++;
        if (!*word || !*name)
            return !*word && !*name;
        if (tolower((unsigned char)*word) != tolower((unsigned char)*name))
            return false;
        word++;
        name++;
    }
}

/* Other programs' names for an option, so that their users' habits work:
 * --book turns the opening book on or off, as Edax's -book-usage does. */
static const struct {
    const char *word, *option;
} ALIASES[] = {{"book", "OwnBook"}};

int start_option_find(const char *word)
{
    for (size_t k = 0; k < sizeof ALIASES / sizeof *ALIASES; k++)
        if (same_name(word, ALIASES[k].word))
            word = ALIASES[k].option;
    for (int i = 0; i < engine_option_count(); i++)
        if (same_name(word, engine_option(i)->name))
            return i;
    return -1;
}

const char *start_option_flag(int i, char *buf, size_t size)
{
    const char *name = engine_option(i)->name;
    size_t used = (size_t)snprintf(buf, size, "--");
    /* A hyphen where a lower-case letter meets a capital: BookFile,
     * book-file; MultiPV, multi-pv. */
    for (size_t k = 0; name[k] && used + 2 < size; k++) {
        if (k > 0 && isupper((unsigned char)name[k]) && islower((unsigned char)name[k - 1]))
            buf[used++] = '-';
        buf[used++] = (char)tolower((unsigned char)name[k]);
    }
    buf[used] = '\0';
    return buf;
}

bool start_settings_set(StartSettings *s, int option, const char *value, char *err, size_t errlen)
{
    const OptionInfo *o = engine_option(option);
    int64_t v;
    if (o->type == OPTION_SPIN && !io_parse_int(value, o->min, o->max, &v)) {
        snprintf(err, errlen, "%s takes a number from %ld to %ld, not '%.64s'", o->name, o->min, o->max, value);
        return false;
    }
    if (o->type == OPTION_CHECK && strcmp(value, "true") != 0 && strcmp(value, "false") != 0) {
        snprintf(err, errlen, "%s takes true or false, not '%.64s'", o->name, value);
        return false;
    }
    if (strlen(value) >= START_VALUE_MAX) {
        snprintf(err, errlen, "%s: a value has at most %d characters", o->name, START_VALUE_MAX - 1);
        return false;
    }
    /* A setting given again moves to the end: settings apply in the
     * order last given (BookFile before OwnBook true, say). */
    int at = 0;
    while (at < s->count && s->option[at] != option)
        at++;
    if (at == s->count && s->count == START_SETTINGS_MAX) {
        snprintf(err, errlen, "too many settings");
        return false;
    }
    for (int k = at; k + 1 < s->count; k++) {
        s->option[k] = s->option[k + 1];
        memcpy(s->value[k], s->value[k + 1], sizeof s->value[k]);
    }
    if (at < s->count)
        s->count--;
    s->option[s->count] = option;
    snprintf(s->value[s->count], sizeof s->value[s->count], "%s", value);
    s->count++;
    return true;
}

/* A number's range, checked when it was set, is all the engine asks of
 * it, but for the memory Hash takes: a scratch engine would allocate and
 * clear that much for nothing, so numbers are left out here (a Hash the
 * machine cannot give is told when the front end's engine is made). */
static bool needs_engine(const StartSettings *s, int i)
{
    return engine_option(s->option[i])->type != OPTION_SPIN;
}

bool start_settings_check(const StartSettings *s, char *err, size_t errlen)
{
    int checks = 0;
    for (int i = 0; i < s->count; i++)
        checks += needs_engine(s, i);
    if (checks == 0)
        return true;
    Engine *e = engine_new();
    if (!e) {
        snprintf(err, errlen, "out of memory");
        return false;
    }
    bool ok = true;
    for (int i = 0; i < s->count && ok; i++) {
        if (!needs_engine(s, i))
            continue;
        char why[256];
        const char *name = engine_option(s->option[i])->name;
        ok = engine_set_option(e, name, s->value[i], why, sizeof why);
        if (!ok)
            snprintf(err, errlen, "%s %s: %s", name, s->value[i], why);
    }
    engine_free(e);
    return ok;
}

const IoStartSetting *start_settings_list(StartSettings *s)
{
    for (int i = 0; i < s->count; i++)
        s->list[i] = (IoStartSetting){engine_option(s->option[i])->name, s->value[i]};
    return s->list;
}
