# shellcheck shell=sh disable=SC2034 # the names are for the test that sources this
# Sourced by the tournament runner's tests (tests/tournament_*.sh), after
# their set -eu: the engine and the runner, the stand-in engines, and a
# work folder removed on exit, where openings.txt holds the first
# $tournament_openings (1 unless set before) of two eight-move openings.
# A test that starts background processes replaces the EXIT trap with its
# own, which must remove $work too.
frontier=${FRONTIER:-protocol/frontier}
src=${TESTS_SRCDIR:-tests}
scripts="$src/../scripts"
runner="$scripts/tournament"
recorder="$src/data/recording_engine.py"
standin="$src/ponder_engine.py"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'f5d6c3d3c4f4f6f3\nf5f6e6f4e3c5c4e7\n' | head -n "${tournament_openings:-1}" > "$work/openings.txt"
