#!/bin/sh
# The scripts' package, unit by unit (tests/scripts_lib.py): the Othello
# rules every script plays by, and the UOI client against this build.
set -eu
srcdir=${TESTS_SRCDIR:-tests}
FRONTIER=${FRONTIER:-protocol/frontier}
export FRONTIER
exec python3 "$srcdir/scripts_lib.py" -v
