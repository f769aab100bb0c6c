/* The program's command line when it runs a front end: the protocol, the
 * config file, and engine options (--level 4, --hash=256). */
#ifndef FRONTIER_COMMAND_LINE_H
#define FRONTIER_COMMAND_LINE_H

#include <stdbool.h>
#include <stddef.h>
#include "start_settings.h"

typedef struct {
    const char *protocol; /* NULL: the input's first command chooses */
    const char *config;   /* --config FILE; NULL: the default file */
    bool no_config;       /* --no-config: no file at all */
    bool help, version;   /* --help or --version came first */
    StartSettings settings; /* the engine options given, in order */
} CommandLine;

/* Reads argv[1..argc-1] into cl; false with err on a word it does not
 * know or an option without its value or with a bad one. Parsing stops at
 * --help or --version. */
bool command_line_parse(int argc, char **argv, CommandLine *cl, char *err, size_t errlen);

#endif
