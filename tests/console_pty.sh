#!/bin/sh
# The console on a pseudo-terminal (script(1)): tab completion of
# commands and legal moves, and a history file that the next run recalls.
set -eu
frontier=${FRONTIER:-protocol/frontier}
if ! command -v script > /dev/null 2>&1; then
    echo "script(1) is missing: skipped"
    exit 77
fi
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
after_f5='position board ---------------------------OX------XXX-------------------------- w'

# "hel<TAB>" completes to help; "play f<TAB>" to the only legal f-move.
{ printf 'hel\t\n'; sleep 0.5; printf 'play f\t'; sleep 0.3; printf '\n'; sleep 0.5; printf 'quit\n'; } |
    HOME=$home TERM=dumb script -q -c "$frontier --console" /dev/null > "$home/run1" 2>&1
grep -q 'list the commands' "$home/run1" || { echo "tab did not complete help"; exit 1; }
grep -q "$after_f5" "$home/run1" || { echo "tab did not complete f5"; exit 1; }
grep -q '^play f5' "$home/.frontier_history" || { echo "history file lacks play f5"; exit 1; }

# Control-P twice recalls "play f5" from the last run's history.
{ printf '\020\020\n'; sleep 0.5; printf 'quit\n'; } |
    HOME=$home TERM=dumb script -q -c "$frontier --console" /dev/null > "$home/run2" 2>&1
grep -q "$after_f5" "$home/run2" || { echo "history was not recalled"; exit 1; }
echo "completion and history work"
