#!/bin/sh
# frontier train set on a self-play .pos file: every position whose side
# to move has a move becomes one of the set, with its board, its label and
# its game (a run of lines of one game number is one game); an "exact"
# label is kept, a "result" one is replaced by the solver's value from
# --solve empties. A malformed line is refused with its line number and
# no set is written. train measure --skip K measures the later sets with
# the game numbers of the whole list. scripts/selfplay-games starts games
# from openings, with random moves after them where asked.
set -eu
frontier=${FRONTIER:-protocol/frontier}
src=${TESTS_SRCDIR:-tests}
scripts="$src/../scripts"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Positions of random games after 20 random moves, their expected entries
# in the set (board bits, game, score, empties, exact) beside them.
PYTHONPATH="$scripts" python3 - "$work" <<'PY'
import json, random, sys
from frontier_scripts.rules import BLACK, WHITE, Position

work = sys.argv[1]
SOLVE = 4


def value(pos):
    """Perfect-play disc difference for the side to move (empties to the winner)."""
    if pos.game_over():
        s = pos.black_score()
        return s if pos.side == BLACK else -s
    if pos.must_pass():
        p = pos.copy()
        p.play(None)
        return -value(p)
    best = -65
    for m in pos.moves():
        p = pos.copy()
        p.play(m)
        best = max(best, -value(p))
    return best


def bits(pos, colour):
    return sum(1 << i for i, c in enumerate(pos.cells) if c == colour)


rng = random.Random(5)
lines, expected, game_id = [], [], -1
for number in (3, 8, 9, 40):
    game_id += 1
    pos = Position()
    history = []
    while not pos.game_over():
        if pos.must_pass():
            pos.play(None)
            continue
        history.append(pos.copy())
        pos.play(rng.choice(sorted(pos.moves())))
    result = pos.black_score()
    for at, p in enumerate(history[20:]):
        empties = p.squares().count("-")
        side = "X" if p.side == BLACK else "O"
        own = result if p.side == BLACK else -result
        if empties <= SOLVE and at % 2:
            kind, score, exact = "exact", value(p), 1
        elif empties <= SOLVE:
            # A result that is not the position's value: the solver's wins.
            kind, score, exact = "result", value(p), 1
            own = 64 if value(p) != 64 else -64
        else:
            kind, score, exact = "result", own, 0
        label = score if kind == "exact" else own
        lines.append("%s %s; %+d %s; game %d" % (p.squares(), side, label, kind, number))
        me, other = (BLACK, WHITE) if p.side == BLACK else (WHITE, BLACK)
        expected.append([bits(p, me), bits(p, other), game_id, score, empties, exact])
    if number == 8:
        # Black to move with no move: left out, the game goes on.
        lines.append("-" * 62 + "XO X; +0 result; game 8")
with open(work + "/games.pos", "w") as f:
    f.write("".join(line + "\n" for line in lines))
with open(work + "/expected.json", "w") as f:
    json.dump({"games": game_id + 1, "positions": expected}, f)
PY

"$frontier" train set "$work/games.set" --solve 4 "$work/games.pos" > "$work/set.out" 2> "$work/set.err"
grep -q '4 games' "$work/set.err"
# The ending in capitals names the same kind of file.
cp "$work/games.pos" "$work/GAMES.POS"
"$frontier" train set "$work/caps.set" --solve 4 "$work/GAMES.POS" > /dev/null 2>&1
cmp "$work/games.set" "$work/caps.set"
python3 - "$work" <<'PY'
import json, struct, sys
work = sys.argv[1]
want = json.load(open(work + "/expected.json"))
data = open(work + "/games.set", "rb").read()
magic, count, games = struct.unpack_from("<8sQI", data)
assert magic == b"FRNTSET1" and games == want["games"], (magic, games)
got = [list(struct.unpack_from("<QQIbBBx", data, 20 + 24 * i)) for i in range(count)]
assert 20 + 24 * count == len(data)
assert got == want["positions"], [(g, w) for g, w in zip(got, want["positions"]) if g != w][:3]
exact = sum(p[5] for p in got)
print("train set: %d positions of %d games as written, %d exact (some solved)" % (count, games, exact))
assert 0 < exact < count
PY

# Malformed lines, each after a good one: refused with the file, line and
# reason; no set written.
good=$(head -n 1 "$work/games.pos")
squares=${good%% *}
n=0
for bad in "$squares X; +4" "$squares X; +4 result" "$squares X; +4 exact; game" "$squares X; +4 exact; game 1x" \
    "$squares X; +4 exact; game -1" "$squares X; +65 result; game 1" "$squares X; 4x result; game 1" \
    "$squares X; +4 exakt; game 1" "$squares Z; +4 result; game 1" "${squares%?} X; +4 result; game 1" \
    "${squares%?}Q X; +4 result; game 1" "" "$squares X;+4 result; game 1" "$squares X; +4 result; game 99999999999"; do
    n=$((n + 1))
    printf '%s\n%s\n' "$good" "$bad" > "$work/bad$n.pos"
    status=0
    "$frontier" train set "$work/bad$n.set" "$work/bad$n.pos" > /dev/null 2> "$work/bad.err" || status=$?
    if [ "$status" -ne 1 ] || ! grep -q "bad$n.pos:2: " "$work/bad.err" || [ -e "$work/bad$n.set" ]; then
        echo "not refused (status $status): '$bad'"
        cat "$work/bad.err"
        exit 1
    fi
done
# The last line cut short (a run stopped while writing), and a line too long.
printf '%s\n%s' "$good" "$good" > "$work/cut.pos"
"$frontier" train set "$work/cut.set" "$work/cut.pos" > /dev/null 2> "$work/bad.err" && exit 1
grep -q 'cut.pos:2: no end of line' "$work/bad.err"
printf '%s\n%0300d\n' "$good" 0 > "$work/long.pos"
"$frontier" train set "$work/long.set" "$work/long.pos" > /dev/null 2> "$work/bad.err" && exit 1
grep -q 'long.pos:2: line too long' "$work/bad.err"
echo "train set: $((n + 2)) kinds of malformed line refused with their line"

# measure --skip 1: the held-out positions of the second set, numbered
# after the first set's games; with those of the first alone, they are
# those of the two sets together.
PYTHONPATH="$scripts" python3 - "$work" <<'PY'
import random, sys
from frontier_scripts.rules import random_game
from frontier_scripts.selfplay import labelled_positions
work = sys.argv[1]
rng = random.Random(9)
for half in ("one", "two"):
    with open("%s/%s.pos" % (work, half), "w") as f:
        for game in range(150):
            moves, score = random_game(rng)
            for line in labelled_positions(moves, 10, score, game, 0):
                f.write(line + "\n")
PY
for half in one two; do "$frontier" train set "$work/$half.set" --solve 0 "$work/$half.pos" > /dev/null 2>&1; done
held() { # sets and options of train measure
    "$frontier" train measure "$@" --eval basic | sed -n 's/^held out (discs).*(\([0-9]*\) positions)$/\1/p'
}
both=$(held "$work/one.set" "$work/two.set")
first=$(held "$work/one.set")
second=$(held "$work/one.set" "$work/two.set" --skip 1)
echo "held out: $first + $second of $both positions"
test "$first" -gt 0 && test "$second" -gt 0 && test $((first + second)) -eq "$both"
status=0
"$frontier" train measure "$work/one.set" --skip 1 --eval basic > /dev/null 2>&1 || status=$?
test "$status" -eq 2
echo "train measure --skip: the later sets' held-out games as in the whole list"

# selfplay-games from openings: every game starts with one of them, then
# --random's moves where it is given (the .pos file's first position of a
# game has that many more discs, its start left out), none where it is not.
printf 'f5d6c3d3c4f4f6f3\nf5f6e6f4e3c5c4e7\n' > "$work/openings.txt"
for extra in 0 3; do
    random=
    if [ "$extra" -gt 0 ]; then random="--random $extra-$extra"; fi
    # shellcheck disable=SC2086 # $random is two words or none
    python3 "$scripts/selfplay-games" --frontier "$frontier" --out "$work/sp$extra" --games 4 --depth 1 \
        --solve 6 --seed 3 --openings "$work/openings.txt" $random > /dev/null 2>&1
    test "$(wc -l < "$work/sp$extra/shard-0000.games")" -eq 4
    while read -r game; do
        case $game in f5d6c3d3c4f4f6f3* | f5f6e6f4e3c5c4e7*) ;; *) echo "not from an opening: $game"; exit 1 ;; esac
    done < "$work/sp$extra/shard-0000.games"
    discs=$(awk -F'; ' '$3 != last { last = $3; n = split($1, sq, ""); c = 0;
        for (i = 1; i <= 64; i++) if (sq[i] == "X" || sq[i] == "O") c++; print c }' "$work/sp$extra/shard-0000.pos" | sort -u)
    test "$discs" = "$((12 + extra))"
done
echo "selfplay-games --openings: games start from the openings, then --random's moves"
