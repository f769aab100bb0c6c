#!/bin/sh
# NBoard requests that run on the worker thread and end with "status":
# hint (N search lines a depth, exact depths as 100%; one line, the pass,
# where the side must pass; contempt toward black), analyze (one analysis line
# per position of the game, last move first), and ping answered after them;
# then a go that solves, its selective passes shown as 22@88%.
# The driver waits for each answer instead of sleeping.
set -eu
frontier=${FRONTIER:-protocol/frontier}
src=${TESTS_SRCDIR:-tests}
python3 - "$frontier" "$src/../scripts" <<'PY'
import queue, subprocess, sys, threading
sys.path.insert(0, sys.argv[2])
from tournament_lib.board import Position, parse_moves, square_name

proc = subprocess.Popen([sys.argv[1], "--protocol=nboard"], stdin=subprocess.PIPE,
                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, bufsize=1)
lines = queue.Queue()
threading.Thread(target=lambda: [lines.put(l.rstrip("\r\n")) for l in proc.stdout], daemon=True).start()
failures = []

def send(text):
    proc.stdin.write(text + "\n")
    proc.stdin.flush()

def until(pred, what, timeout=60):
    got = []
    while True:
        try:
            line = lines.get(timeout=timeout)
        except queue.Empty:
            failures.append("no %s; got %r" % (what, got))
            return got
        got.append(line)
        if pred(line):
            return got

def check(cond, text):
    if not cond:
        failures.append(text)

START = "---------------------------O*------*O---------------------------"
# FFO #1-like middle of a game: 14 empties, black to move, out of any book.
ENDGAME = "--OOOOOO-OOOOOO*O*O*OOOOO**OOOOOO**OOOOOO*O*OOOO-*****-----**OO-"

send("nboard 2")
send("set depth 4")
send("set game (;GM[Othello]PC[t]TY[8]BO[8 %s *];)" % ENDGAME)
send("hint 3")
got = until(lambda l: l == "status", "end of hint")
search = [l.split() for l in got if l.startswith("search ")]
check(got[0] == "set myname Frontier" or "status thinking" in got, "no thinking status: %r" % got)
# Three lines a depth, depths 1 to 4, each depth's best first, three moves.
depths = [l[4] for l in search]
check(depths == [str(d) for d in range(1, 5) for _ in range(3)], "hint 3 at depth 4: %r" % got)
for d in range(4):
    group = search[3 * d:3 * d + 3]
    evals = [float(l[2]) for l in group]
    check(evals == sorted(evals, reverse=True), "hints not best first: %r" % group)
    check(len({l[1][:2] for l in group}) == 3, "hint lines share a move: %r" % group)

send("set depth 30")
send("hint 2")
got = until(lambda l: l == "status", "end of the exact hint")
search = [l for l in got if l.startswith("search ")]
# Each deeper pass sends the hints again; the last pass is exact.
check(len(search) >= 2 and all(l.split()[4] == "100%" for l in search[-2:]),
      "exact hints should say 100%%: %r" % search)

# Black must pass (white's c1 then takes every disc): one line a depth,
# the pass first, scored as the game's end.
send("set depth 4")
send("set game (;GM[Othello]PC[t]TY[8]BO[8 O*%s *];)" % ("-" * 62))
send("hint 3")
got = until(lambda l: l == "status", "end of the pass hint")
search = [l.split() for l in got if l.startswith("search ")]
check(len(search) == 4 and all(l[1] == "PAC1" and float(l[2]) == -64 for l in search),
      "hint where black must pass: %r" % got)

# Contempt, in centi-discs toward black: a drawn line is worth +1 disc to
# black at 100, -1 at -100. Here (9 empties, depth 8, found among random
# endgames) it changes the hint's score and move, for white the other way.
DRAWISH = "OOOOOOOO****OOOO**O*OOOO****O----****OO-**O*OO-**O-O****--O*****"
send("set depth 8")
evals = {}
for side, board in (("*", DRAWISH), ("O", DRAWISH.translate(str.maketrans("*O", "O*")))):
    send("set game (;GM[Othello]PC[t]TY[8]BO[8 %s %s];)" % (board, side))
    for contempt in (100, -100):
        send("set contempt %d" % contempt)
        send("hint 1")
        got = until(lambda l: l == "status", "end of the contempt hint")
        search = [l.split() for l in got if l.startswith("search ")]
        evals[side, contempt] = float(search[-1][2]) if search else None
check(evals["*", 100] is not None and evals["*", 100] > evals["*", -100], "black's contempt: %r" % evals)
check(evals["*", 100] == evals["O", -100] and evals["*", -100] == evals["O", 100],
      "white's contempt mirrors black's: %r" % evals)
send("set contempt 0")

send("set depth 3")
send("set game (;GM[Othello]PC[t]TY[8]BO[8 %s *]B[F5]W[F6]B[E6]W[F4];)" % START)
send("analyze")
got = until(lambda l: l == "status", "end of analyze")
analysis = [l.split()[1] for l in got if l.startswith("analysis ")]
check(analysis == ["4", "3", "2", "1", "0"], "analysis of a 4-move game: %r" % got)

send("ping 7")
got = until(lambda l: l.startswith("pong"), "pong")
check(got[-1] == "pong 7", "pong: %r" % got)
send("go")
got = until(lambda l: l.startswith("==="), "the move of go")
pos = Position()
for m in parse_moves("f5f6e6f4"):
    pos.play(m)
legal = [square_name(sq).upper() for sq in pos.moves()]
check(got[-1].split()[1].split("/")[0].upper() in legal, "go: %r, legal %r" % (got, legal))
# FFO #41, 22 empties: the solver's selective passes come first, each
# shown as a probable solve with its confidence, then the exact score.
FFO41 = "-OOOOO----OOOO*--OOOOOO-*****OO--**OO*--OO*O**----O**O---OOO--O-"
send("set depth 30")
send("set game (;GM[Othello]PC[t]TY[8]BO[8 %s *];)" % FFO41)
send("go")
got = until(lambda l: l.startswith("==="), "the move of the solve")
depths = [l.split()[4] for l in got if l.startswith("search ")]
check(depths[-3:] == ["22@88%", "22@98%", "100%"], "a solve's passes, then its score: %r" % got)
check(got[-1].startswith("=== H4/0.00/"), "the solve's move and score: %r" % got)
proc.stdin.close()
proc.wait(timeout=30)
for f in failures:
    print("FAIL:", f)
sys.exit(1 if failures else 0)
PY
