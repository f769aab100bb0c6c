#!/bin/sh
# Protocol transcripts: each tests/transcripts/NAME.in is piped into
# frontier (with the arguments in NAME.args, default --protocol=uoi) and the
# answers must equal NAME.out once times, node counts and speeds, which vary
# from run to run, are replaced by fixed words (speeds dropped: a search
# under a millisecond has none).
set -u
frontier=${FRONTIER:-protocol/frontier}
case $frontier in /*) ;; *) frontier=$PWD/$frontier ;; esac
dir=$(cd "${TESTS_SRCDIR:-tests}/transcripts" && pwd)
passed=0
failed=0
normalise() {
    sed -E -e 's/ nps [0-9]+//g' \
           -e 's/(time|nodes|hashfull) [0-9]+/\1 N/g' \
           -e 's#^(search [^ ]+ [^ ]+ 0 [^ ]+).*#\1#' \
           -e 's#^(nodestats) .*#\1 N#' \
           -e 's#[0-9]+\.[0-9]+ s  #T s  #' \
           -e 's#^(=== [^/ ]+)[/ ].*#\1#'
}
for input in "$dir"/*.in; do
    name=$(basename "$input" .in)
    args="--protocol=uoi"
    [ -f "$dir/$name.args" ] && args=$(cat "$dir/$name.args")
    # Searches cut short by stop print as many info lines as time allows:
    # the *_async transcripts compare everything else.
    # Their moves depend on how deep the time allowed: one bestmove per go
    # is what they check.
    drop='^info '
    move='s/^bestmove .*/bestmove M/'
    case $name in *_async) ;; *) drop='^this line never matches$'; move='' ;; esac
    # Run from the transcripts' folder, so that files a transcript names
    # (../data/...) are found wherever the build is.
    # shellcheck disable=SC2086 # args holds several words on purpose
    actual=$(cd "$dir" && timeout 60 "$frontier" $args < "$input" 2>/dev/null | normalise | { grep -v -e "$drop" || true; } | sed -e "$move")
    expected=$(normalise < "$dir/$name.out" | { grep -v -e "$drop" || true; } | sed -e "$move")
    if [ "$actual" = "$expected" ]; then
        passed=$((passed + 1))
        echo "PASS: $name"
    else
        failed=$((failed + 1))
        echo "FAIL: $name"
        printf '%s\n' "$expected" > "${TMPDIR:-/tmp}/transcript-expected.$$"
        printf '%s\n' "$actual" | diff -u "${TMPDIR:-/tmp}/transcript-expected.$$" - | head -40
        rm -f "${TMPDIR:-/tmp}/transcript-expected.$$"
    fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
