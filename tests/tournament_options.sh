#!/bin/sh
# An option an engine refuses stops the tournament before its first game,
# with one message naming every refusal and status 2; options given to an
# engine whose protocol cannot set them are refused too; options it takes
# reach it.
set -eu
# shellcheck source=tests/tournament_setup.sh
. "${TESTS_SRCDIR:-tests}/tournament_setup.sh"

for options in "option.Levle=1" "option.Levle=1 option.Hash=999999" "option.Hash=999999"; do
    status=0
    python3 "$runner" --frontier "$frontier" --engine "name=a $options" --engine name=b \
        --openings "$work/openings.txt" --tc depth=1 --json "$work/refused.json" > "$work/refused.out" \
        2> "$work/refused.err" || status=$?
    test "$status" -eq 2
    test "$(wc -l < "$work/refused.err")" -eq 1
    grep -q "^tournament: engine a: the engine refused its options ($options): error " "$work/refused.err"
    case $options in *Levle*) grep -q "unknown option 'Levle'" "$work/refused.err" ;; esac
    case $options in *Hash*) grep -q "option Hash: 999999 is too large" "$work/refused.err" ;; esac
    test ! -e "$work/refused.json"
done
echo "refused options: the run stops before any game, every refusal said"

status=0
python3 "$runner" --frontier "$frontier" --engine "name=a proto=nboard option.Hash=16" --engine name=b \
    --openings "$work/openings.txt" --tc depth=1 > /dev/null 2> "$work/nboard.err" || status=$?
test "$status" -eq 2
grep -q 'proto=nboard has no options to set (engine a)' "$work/nboard.err"

python3 "$runner" --engine "name=a option.Hash=16 option.Searcher=plain cmd='python3 $recorder $work/a.in $frontier'" \
    --engine "name=b cmd=$frontier" --openings "$work/openings.txt" --tc depth=1 --json "$work/ok.json" 2> /dev/null
grep -q '^setoption name Hash value 16$' "$work/a.in" && grep -q '^setoption name Searcher value plain$' "$work/a.in"
python3 -c 'import json, sys; assert all(g["reason"] == "game over" for g in json.load(open(sys.argv[1]))["games"])' \
    "$work/ok.json"
echo "options: refused where the protocol has none, sent where it has"
