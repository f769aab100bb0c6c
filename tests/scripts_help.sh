#!/bin/sh
# Every command in scripts/, run as a program, answers --help: status 0
# and a text on standard output whose first line says what it does, run in
# an empty folder that it leaves empty (a generator must not take --help
# for its output file). The commands' names are hyphenated, without .py;
# the package's modules are the only Python files.
set -eu
srcdir=${TESTS_SRCDIR:-tests}
scripts=$(cd "$srcdir/../scripts" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/cwd"
count=0
for path in "$scripts"/*; do
    [ -f "$path" ] || continue
    name=${path##*/}
    case $name in
        *.py | *_*) echo "scripts/$name: a command is named with hyphens and no .py" >&2; exit 1 ;;
    esac
    if [ ! -x "$path" ]; then
        echo "scripts/$name: not executable" >&2
        exit 1
    fi
    status=0
    (cd "$work/cwd" && "$path" --help > "$work/out" 2> "$work/err") || status=$?
    if [ "$status" -ne 0 ]; then
        echo "scripts/$name --help: status $status" >&2
        cat "$work/err" >&2
        exit 1
    fi
    # The first line that is not argparse's usage says what it does.
    first=$(grep -v '^usage:\|^ \|^$' "$work/out" | head -n 1)
    if [ -z "$first" ]; then
        echo "scripts/$name --help: says nothing of what it does" >&2
        exit 1
    fi
    if [ -n "$(ls -A "$work/cwd")" ]; then
        echo "scripts/$name --help: wrote $(ls -A "$work/cwd")" >&2
        exit 1
    fi
    echo "$name: $first"
    count=$((count + 1))
done
[ "$count" -ge 20 ]
# A default shows in the help (argparse's options get theirs from the
# package's formatter): one script of each kind.
python3 "$scripts/make-tactical" --help | grep -q -- '--empties EMPTIES.*(default 12)'
sh "$scripts/bench-perft" --help | grep -q 'defaults: 11, 5'
echo "ok: $count scripts"
