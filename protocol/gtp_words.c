/* GTP's checks of a command's words: control characters, numbers. */
#include "gtp_words.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include "word_check.h"

/* The i-th name of usage, its brackets dropped; the last for any i past
 * it; false for a usage of none. */
static bool usage_name(const char *usage, int i, char *buf, size_t size)
{
    const char *p = usage, *name = NULL;
    size_t len = 0;
    for (int k = 0; *p && k <= i; k++) {
        p += strspn(p, " []");
        if (!*p)
            break;
        name = p;
        len = strcspn(p, " ");
        p += len;
    }
    if (!name)
        return false;
    while (len && strchr("<>[]", name[len - 1]))
        len--;
    while (len && strchr("<>[]", *name)) {
        name++;
        len--;
    }
    snprintf(buf, size, "%.*s", (int)len, name);
    return len > 0;
}

bool gtp_control_error(const char *command, const char *usage, char **args, int n, char *err, size_t size)
{
    for (int i = 0; i < n; i++) {
        if (word_control_char(args[i]) < 0)
            continue;
        char what[48];
        if (!usage_name(usage, i, what, sizeof what))
            snprintf(what, sizeof what, "%.24s's argument", command);
        return word_control_error(args[i], what, err, size);
    }
    return false;
}

/* "command: " before what, or nothing without a command. */
#define PREFIX(command) (command) ? (command) : "", (command) ? ": " : ""

bool gtp_whole(const char *command, const char *what, const char *word, int64_t min, int64_t max, int64_t *out,
               char *err, size_t size)
{
    switch (word_number(word, min, max, out)) {
    case WORD_NUMBER_OK:
        return true;
    case WORD_TOO_LARGE:
        snprintf(err, size, "%s%s%s %.24s is too large (the most is %" PRId64 ")", PREFIX(command), what, word, max);
        return false;
    case WORD_TOO_SMALL:
        snprintf(err, size, "%s%s%s %.24s is too small (the least is %" PRId64 ")", PREFIX(command), what, word, min);
        return false;
    default:
        snprintf(err, size, "syntax error");
        return false;
    }
}

bool gtp_decimal(const char *command, const char *what, const char *word, double min, double max, double *out,
                 char *err, size_t size)
{
    switch (word_decimal(word, min, max, out)) {
    case WORD_NUMBER_OK:
        return true;
    case WORD_TOO_LARGE:
        snprintf(err, size, "%s%s%s %.24s is too large (the most is %.15g)", PREFIX(command), what, word, max);
        return false;
    case WORD_TOO_SMALL:
        snprintf(err, size, "%s%s%s %.24s is too small (the least is %.15g)", PREFIX(command), what, word, min);
        return false;
    default:
        snprintf(err, size, "syntax error");
        return false;
    }
}
