#!/bin/sh
# The example sessions of doc/protocols.md, replayed through frontier
# (doc_sessions.py): the document shows what the program answers.
set -eu
frontier=${FRONTIER:-protocol/frontier}
src=${TESTS_SRCDIR:-tests}
exec python3 "$src/doc_sessions.py" "$frontier" "$src/../doc/protocols.md"
