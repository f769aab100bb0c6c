#!/bin/sh
# The console on a pseudo-terminal (console_pty.py): tab completion of
# commands and legal moves, a history file that the next run recalls, and
# Ctrl-C and Ctrl-D, each keystroke sent once the console has answered the
# one before it.
set -eu
frontier=${FRONTIER:-protocol/frontier}
src=${TESTS_SRCDIR:-tests}
exec python3 "$src/console_pty.py" "$frontier"
