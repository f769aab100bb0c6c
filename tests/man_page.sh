#!/bin/sh
# frontier(1) names every mode of --help, every console command of help and
# every engine option that UOI lists, each as an item of its section; and groff
# renders it without a warning (skipped where groff is missing).
set -u
frontier=${FRONTIER:-protocol/frontier}
src=${TESTS_SRCDIR:-tests}
page=$src/../doc/frontier.1
failed=0

# The lines of section $1 that start an item (.B, .BI, .BR), font changes
# and quotes removed, \- read as -.
items() {
    awk -v section="$1" '/^\.SH/ { inside = ($0 == ".SH " section); next } inside' "$page" |
        grep -E '^\.B[IR]? ' | sed -e 's/^\.B[IR]* //' -e 's/\\f[BIRP]//g' -e 's/\\-/-/g' -e 's/"//g'
}

# Fails unless section $1 has an item for the word $2 (an item may name
# several, separated by commas).
need() {
    if ! items "$1" | grep -qE "(^|, +)$2( |$|,)"; then
        echo "FAIL: $1 has no item for '$2'"
        failed=1
    fi
}

modes=$("$frontier" --help | sed -n -E 's/^(usage:)? +frontier +([a-z-]+).*/\2/p' | sort -u)
commands=$(printf 'help\n' | "$frontier" --console | sed -n -E 's/^  ([a-z]+) .*/\1/p' | grep -v '^a$')
options=$(printf 'uoi\n' | "$frontier" --protocol=uoi | sed -n -E 's/^option name ([^ ]+) .*/\1/p')
if [ -z "$modes" ] || [ -z "$commands" ] || [ -z "$options" ]; then
    echo "FAIL: frontier listed no modes, console commands or options"
    exit 1
fi
for mode in $modes; do
    case $mode in --protocol*) mode=--protocol=uoi ;; esac
    need MODES "$mode"
done
for protocol in uoi nboard gtp console; do
    need MODES "--protocol=$protocol"
done
for command in $commands; do
    need CONSOLE "$command"
done
for option in $options; do
    need "ENGINE OPTIONS" "$option"
done
[ "$failed" -eq 0 ] || exit 1

if ! command -v groff > /dev/null 2>&1; then
    echo "SKIP: groff is not installed"
    exit 77
fi
warnings=$(groff -man -Tutf8 -ww -z "$page" 2>&1)
if [ -n "$warnings" ]; then
    printf 'FAIL: groff warns:\n%s\n' "$warnings"
    exit 1
fi
echo "PASS: frontier(1) lists $(echo "$commands" | wc -l) console commands and $(echo "$options" | wc -l) options and renders cleanly"
