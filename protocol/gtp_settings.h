/* GoGui's param command over the engine options (frontier-settings): the
 * options as "[type] key value" lines, and one set by its key. */
#ifndef FRONTIER_GTP_SETTINGS_H
#define FRONTIER_GTP_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>
#include "engine.h"

/* Every option with its value now, one a line: "[bool] OwnBook 0" for a
 * true/false option (GoGui shows a check box), "[string] Hash 64" for the
 * others. */
void gtp_settings_list(const Engine *e, char *buf, size_t size);

/* Sets the option args[0] to the words after it joined by blanks (a path
 * may hold one); a bool's 0 and 1 read as false and true. False, the
 * option unchanged, with err. */
bool gtp_settings_set(Engine *e, char **args, int n, char *err, size_t errlen);

#endif
