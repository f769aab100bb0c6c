#!/bin/sh
# scripts/balanced-openings, against a stand-in zebra-gtp whose score is
# the disc difference: every line written is legal, has no pass, scores
# within the margin, and reaches a position (up to symmetry) of no other
# line and of no line of an --exclude file; the same seed gives the same
# file; bad options are refused; a hung or missing zebra-gtp is one clear
# error. With --frontier, Frontier's score at its depth is within the
# margin too, and lines Zebra alone keeps are left out.
set -eu
src=${TESTS_SRCDIR:-tests}
frontier=${FRONTIER:-protocol/frontier}
case $frontier in /*) ;; *) frontier=$PWD/$frontier ;; esac
scripts="$src/../scripts"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
zebra=$work/zebra-gtp
printf '#!/bin/sh\nexec python3 "%s" "$@"\n' "$src/data/stand_in_zebra_gtp.py" > "$zebra"
chmod +x "$zebra"
run() { # output, options...
    out=$1
    shift
    python3 "$scripts/balanced-openings" --zebra "$zebra" --depth 4 --screen-depth 2 "$@" > "$work/$out" 2> "$work/$out.err"
}

run first.txt --count 8 --seed 3 --margin 1.5
run again.txt --count 8 --seed 3 --margin 1.5
cmp "$work/first.txt" "$work/again.txt"
run other.txt --count 8 --seed 4 --margin 1.5
if cmp -s "$work/first.txt" "$work/other.txt"; then
    echo "seeds 3 and 4 gave the same openings" >&2
    exit 1
fi
# The first three lines of seed 3, one of them as a mirror image, excluded.
head -n 2 "$work/first.txt" > "$work/exclude.txt"
sed -n 3p "$work/first.txt" | python3 -c '
import sys
line = sys.stdin.read().strip()
print("".join("abcdefgh"[int(line[i + 1]) - 1] + str("abcdefgh".index(line[i]) + 1) for i in range(0, len(line), 2)))
' >> "$work/exclude.txt"
run excluded.txt --count 8 --seed 3 --margin 1.5 --exclude "$work/exclude.txt"
run wide.txt --count 8 --seed 5 --margin 2 --plies 6
run judged.txt --count 4 --seed 3 --margin 1.5 --frontier "$frontier" --frontier-depth 4 --frontier-screen-depth 2

PYTHONPATH="$scripts" python3 - "$work" "$frontier" << 'PY'
import subprocess
import sys
from frontier_scripts.rules import Position, parse_moves, symmetric_key, symmetries

work, frontier = sys.argv[1], sys.argv[2]
maps = symmetries()


def frontier_score(text, depth):
    """Frontier's last score (discs, side to move) at depth, asked here
    over a pipe of its own rather than through the script's client."""
    moves = " ".join(text[i:i + 2] for i in range(0, len(text), 2))
    commands = "position startpos moves %s\ngo depth %d\n" % (moves, depth)
    proc = subprocess.Popen([frontier, "--protocol=uoi"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    proc.stdin.write(commands)
    proc.stdin.flush()
    score = None
    for line in proc.stdout:
        words = line.split()
        if "cd" in words:
            score = int(words[words.index("cd") + 1]) / 100
        if line.startswith("bestmove"):
            break
    proc.stdin.close()
    proc.wait()
    assert score is not None, text
    return score


def lines(name):
    with open("%s/%s" % (work, name)) as f:
        return [line.strip() for line in f]


def check(name, plies, margin, excluded=(), count=8):
    found = lines(name)
    assert len(found) == count, (name, found)
    keys = set()
    for text in found:
        pos = Position()
        moves = parse_moves(text)
        assert len(moves) == plies, (name, text)
        for move in moves:
            assert move in pos.moves(), (name, text)
            pos.play(move)
        assert pos.moves(), (name, text, "the side to move must pass")
        score = pos.count(pos.side) - pos.count(1 - pos.side)
        assert abs(score) <= margin, (name, text, score)
        key = symmetric_key(pos, maps)
        assert key not in keys, (name, text, "a position seen before")
        keys.add(key)
    for text in excluded:
        pos = Position()
        for move in parse_moves(text):
            pos.play(move)
        assert symmetric_key(pos, maps) not in keys, (name, text, "excluded but written")
    return found


first = check("first.txt", 8, 1.5)
check("other.txt", 8, 1.5)
check("excluded.txt", 8, 1.5, first[:3])
check("wide.txt", 6, 2)
assert any(text not in first for text in lines("excluded.txt"))
judged = check("judged.txt", 8, 1.5, count=4)
for text in judged:
    score = frontier_score(text, 4)
    assert abs(score) <= 1.5, (text, score)
# Lines Zebra alone keeps, left out by Frontier's judgement.
assert judged != first[:4], judged
PY

# A zebra-gtp that hangs after its handshake, one that cannot run, and a
# frontier that cannot run: one clear error each, naming the program,
# status 2, no opening written.
one_error() { # program's name in the error, options...
    name=$1
    shift
    status=0
    python3 "$scripts/balanced-openings" --timeout 2 --count 2 "$@" > "$work/broken.out" 2> "$work/broken.err" || status=$?
    cat "$work/broken.err"
    [ "$status" -eq 2 ] || { echo "balanced-openings $*: status $status" >&2; exit 1; }
    [ ! -s "$work/broken.out" ] || { echo "balanced-openings $*: wrote openings" >&2; exit 1; }
    [ "$(wc -l < "$work/broken.err")" -eq 1 ] || { echo "balanced-openings $*: not one line" >&2; exit 1; }
    grep -q "^balanced-openings: $name: " "$work/broken.err"
}
hung=$work/hung-zebra-gtp
printf '#!/bin/sh\nexec python3 "%s" --hang-after 3 "$@"\n' "$src/data/stand_in_zebra_gtp.py" > "$hung"
chmod +x "$hung"
one_error zebra-gtp --zebra "$hung"
one_error zebra-gtp --zebra "$work/no-such-zebra"
one_error frontier --zebra "$zebra" --frontier "$work/no-such-frontier"

for bad in "--screen-depth 9 --depth 8" "--frontier-screen-depth 5 --frontier-depth 4" "--plies 0" "--count 0" "--margin -1" "--timeout 0"; do
    # shellcheck disable=SC2086 # the options are words on purpose
    if python3 "$scripts/balanced-openings" --zebra "$zebra" $bad > "$work/bad.out" 2> "$work/bad.err"; then
        echo "balanced-openings $bad: accepted" >&2
        exit 1
    fi
    [ ! -s "$work/bad.out" ] || { echo "balanced-openings $bad: wrote openings" >&2; exit 1; }
done
echo "balanced_openings: ok"
