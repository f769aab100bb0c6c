#!/bin/sh
# UOI's go ponder on a clock searches on until ponderhit (uoi_ponder.py).
set -eu
frontier=${FRONTIER:-protocol/frontier}
src=${TESTS_SRCDIR:-tests}
exec python3 "$src/uoi_ponder.py" "$frontier"
