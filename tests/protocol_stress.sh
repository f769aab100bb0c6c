#!/bin/sh
# Random protocol sessions, good and bad commands mixed (protocol_stress.py):
# no crash, no hang, no sanitizer report, and a refused command leaves the
# board as it was. The seed is fixed so that a failure can be replayed.
set -eu
frontier=${FRONTIER:-protocol/frontier}
src=${TESTS_SRCDIR:-tests}
exec python3 "$src/protocol_stress.py" "$frontier" --seed 1 --sessions 12 --commands 30
