/* The engine options the program starts with, gathered from its config
 * file and its command line (the later of two for one option wins), for
 * every front end. Options are found in the engine's option table, so a
 * new option has its command-line and config-file forms without code. */
#ifndef FRONTIER_START_SETTINGS_H
#define FRONTIER_START_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>
#include "engine_open.h"

#define START_SETTINGS_MAX 64
#define START_VALUE_MAX 1024

typedef struct {
    int count;
    int option[START_SETTINGS_MAX]; /* index in the engine's table, in order of setting */
    char value[START_SETTINGS_MAX][START_VALUE_MAX];
    IoStartSetting list[START_SETTINGS_MAX]; /* what start_settings_list gives */
} StartSettings;

/* The engine option a word names, or -1: its name in any case, with or
 * without hyphens and underscores between its words ("hash", "MultiPV",
 * "book-file", "own_book"). */
int start_option_find(const char *word);

/* The command-line form of option i, "--book-file", into buf. */
const char *start_option_flag(int i, char *buf, size_t size);

/* Sets option i to value, replacing what it had; checks the value's form
 * against the table (a number in the range, true or false), or returns
 * false with err. */
bool start_settings_set(StartSettings *s, int option, const char *value, char *err, size_t errlen);

/* Whether an engine takes every setting that is not a number, in order
 * (a file that cannot be read, an unknown evaluation, OwnBook without a
 * book); the first refused one in err. */
bool start_settings_check(const StartSettings *s, char *err, size_t errlen);

/* The settings as io_set_start_settings takes them, pointing into s. */
const IoStartSetting *start_settings_list(StartSettings *s);

#endif
