/* The console's analyze command: the review of the game on its board. */
#ifndef FRONTIER_CONSOLE_ANALYZE_H
#define FRONTIER_CONSOLE_ANALYZE_H

#include "command.h"

void console_cmd_analyze(const CommandCall *call);

#endif
