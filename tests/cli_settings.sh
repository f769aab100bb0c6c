#!/bin/sh
# Engine options from the command line and the config file: every option
# of the engine's table has its --flag (in any case, = or a space before
# the value); the config file (XDG_CONFIG_HOME/frontier/frontier.conf,
# --config FILE, --no-config) is read first and the command line wins; a
# bad argument, a bad line (named file:line) or a value the engine
# refuses stops the program with status 2 before any front end answers;
# the settings reach the console, UOI and GTP; --protocol takes its value
# after a space too.
set -u
frontier=${FRONTIER:-protocol/frontier}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
XDG_CONFIG_HOME=$work/config
export XDG_CONFIG_HOME
mkdir -p "$XDG_CONFIG_HOME/frontier"
conf=$XDG_CONFIG_HOME/frontier/frontier.conf
failed=0
fail() {
    echo "FAIL: $*"
    failed=1
}

# The console's value of option $1, started with the arguments after it.
console_value() {
    name=$1
    shift
    printf 'options\n' | "$frontier" --console "$@" 2> "$work/err" | awk -v n="$name" '$1 == n { print $2 }'
}

# Every option of the table has its flag, in the case the table gives too.
for option in $(printf 'uoi\n' | "$frontier" --protocol=uoi | sed -n -E 's/^option name ([^ ]+) type ([a-z]+) default ([^ ]+).*/\1:\2:\3/p'); do
    name=${option%%:*}
    # Ponder is UOI's own (it thinks on the opponent's time), no engine option.
    [ "$name" = Ponder ] && continue
    default=${option##*:}
    [ "$(console_value "$name" "--$name" "$default")" = "$default" ] || fail "--$name $default was not taken"
done
[ "$(console_value Level --level 5)" = 5 ] || fail "--level 5 did not set Level"
# UOI's option list gives the value the program started with as the default.
[ "$(printf 'uoi\n' | "$frontier" --protocol=uoi --level 5 | awk '$3 == "Level" { print $7 }')" = 5 ] ||
    fail "UOI's option list does not show --level 5"
[ "$(console_value MultiPV --multi-pv=3)" = 3 ] || fail "--multi-pv=3 did not set MultiPV"
[ "$(console_value OwnBook --own-book)" = true ] || fail "--own-book alone is not true"
[ "$(console_value OwnBook --own-book false --level 4)" = false ] || fail "--own-book false was not false"

# The config file, and the command line over it.
printf '# a comment\n\n  Level = 6   # the depth\nmulti-pv=2\n' > "$conf"
[ "$(console_value Level)" = 6 ] || fail "the config file's Level = 6 was not read"
[ "$(console_value MultiPV)" = 2 ] || fail "the config file's multi-pv=2 was not read"
[ "$(console_value Level --level 3)" = 3 ] || fail "--level 3 did not beat the config file"
[ "$(console_value Level --no-config)" = 8 ] || fail "--no-config read the config file"
printf 'Level = 9\n' > "$work/other.conf"
[ "$(console_value Level --config "$work/other.conf")" = 9 ] || fail "--config FILE was not read"
[ "$(console_value Level --config="$work/other.conf" --level 2)" = 2 ] || fail "--config=FILE beat the command line"

# Refusals: status 2, nothing on standard output, the reason on stderr.
refused() {
    expect=$1
    shift
    out=$(printf 'uoi\n' | "$frontier" "$@" 2> "$work/err")
    rc=$?
    if [ "$rc" -ne 2 ] || [ -n "$out" ] || ! grep -q -- "$expect" "$work/err"; then
        fail "frontier $* exited $rc, printed '$out', said '$(cat "$work/err")' (expected '$expect')"
    fi
}
printf 'Level = 6\nHash 64\n' > "$conf"
refused "$conf:2: expected 'name = value'"
printf 'Level = 6\n\nBogus = 1\n' > "$conf"
refused "$conf:3: unknown option 'Bogus'"
printf 'Level = 61\n' > "$conf"
refused "$conf:1: Level takes a number from 1 to 60"
refused "$conf:1:" --level 4
rm -f "$conf"
refused "$work/missing.conf" --config "$work/missing.conf"
refused "Level takes a number from 1 to 60" --level 0
refused "Threads takes a number" --threads=many
refused "OwnBook takes true or false" --own-book=yes
refused "unknown evaluation" --eval nonsense
refused "EvalFile $work/none.bin" --eval-file "$work/none.bin"
refused "--hash needs a value" --hash
refused "did you mean --own-book, --book-file" --boo
[ "$(console_value OwnBook --book)" = true ] || fail "--book alone did not turn OwnBook on"
[ "$(console_value OwnBook --book false)" = false ] || fail "--book false did not turn OwnBook off"
refused "needs a value" --protocol

# The settings reach UOI (its searches stop at Level) and GTP.
depth=$(printf 'uoi\ngo\nisready\n' | "$frontier" --level 3 | sed -n -E 's/^info depth ([0-9]+) .*/\1/p' | tail -n 1)
[ "$depth" = 3 ] || fail "UOI's go searched to depth '$depth' with --level 3"
answer=$(printf '1 name\n' | "$frontier" --protocol gtp --level 4 2> "$work/err" | head -n 1)
[ "$answer" = "=1 Frontier" ] || fail "--protocol gtp --level 4 answered '$answer': $(cat "$work/err")"

[ "$failed" -eq 0 ] || exit 1
echo "PASS: command-line and config-file settings"
