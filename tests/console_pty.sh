#!/bin/sh
# The console on a pseudo-terminal (script(1)): tab completion of
# commands and legal moves, a history file that the next run recalls, and
# Ctrl-C and Ctrl-D.
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

# Ctrl-C during a long solve (58 empties) stops the search and keeps the
# game; at the prompt it drops the line being typed; Ctrl-D leaves.
{ sleep 1; printf 'play f5 d6\n'; sleep 0.5; printf 'go solve\n'; sleep 2; printf '\003'; sleep 1
  printf 'history\n'; sleep 0.5; printf 'play c3 zz'; sleep 0.5; printf '\003'; sleep 0.5
  printf 'history\n'; sleep 0.5; printf '\004'; sleep 0.5; } |
    HOME=$home TERM=dumb timeout 60 script -q -e -c "$frontier --console" /dev/null > "$home/run3" 2>&1 ||
    { echo "Ctrl-C or Ctrl-D ended the console badly (status $?)"; exit 1; }
grep -q 'search interrupted; best move so far: [a-h][1-8]' "$home/run3" ||
    { echo "Ctrl-C did not stop the search"; exit 1; }
kept=$(grep -c '^2 moves: f5 d6' "$home/run3" || true)
[ "$kept" -eq 2 ] || { echo "the game or the line after Ctrl-C is wrong ($kept of 2 histories)"; exit 1; }
echo "Ctrl-C stops a search and clears the line"
