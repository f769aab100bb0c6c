/* The config file read at start: "name = value" lines of engine options,
 * blank lines and # comments. */
#ifndef FRONTIER_CONFIG_FILE_H
#define FRONTIER_CONFIG_FILE_H

#include <stdbool.h>
#include <stddef.h>
#include "start_settings.h"

/* The default file's path into buf: $XDG_CONFIG_HOME/frontier/frontier.conf,
 * or ~/.config/frontier/frontier.conf without XDG_CONFIG_HOME; "" when
 * neither it nor HOME is set. */
const char *config_file_default_path(char *buf, size_t size);

/* Adds the settings of the file at path to s. A missing file is no error
 * when optional (the default file); any bad line is, and err then says
 * "path:line: why". */
bool config_file_read(const char *path, bool optional, StartSettings *s, char *err, size_t errlen);

#endif
