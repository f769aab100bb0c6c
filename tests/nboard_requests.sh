#!/bin/sh
# NBoard requests that run on the engine's thread and end with "status":
# hint (N search lines a depth, exact depths as 100%; one line, the pass,
# where the side must pass; contempt toward black; as many lines as there
# are moves for "value all moves"; the book's moves, and searches of the
# others only), analyze (one analysis line per position of the game, last
# move first), nodestats as they search, and ping answered after them;
# the level as a midgame depth with the solve from its empties on; a solve
# that ping stopped leaves the next ones exact; bad requests told on the
# status line; then a go that plays from the book, and one that solves,
# its selective passes shown as 22@88%.
# The driver waits for each answer instead of sleeping.
set -eu
frontier=${FRONTIER:-protocol/frontier}
src=${TESTS_SRCDIR:-tests}
python3 - "$frontier" "$src/../scripts" <<'PY'
import queue, subprocess, sys, threading
sys.path.insert(0, sys.argv[2])
from frontier_scripts.rules import Position, parse_moves, square_name

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
# FFO #1-like end of a game: 10 empties, black to move, out of any book.
ENDGAME = "--OOOOOO-OOOOOO*O*O*OOOOO**OOOOOO**OOOOOO*O*OOOO-*****-----**OO-"
# FFO #41, 22 empties, black to move.
FFO41 = "-OOOOO----OOOO*--OOOOOO-*****OO--**OO*--OO*O**----O**O---OOO--O-"

def game(board, side="*", moves=""):
    return "set game (;GM[Othello]PC[t]TY[8]BO[8 %s %s]%s;)" % (board, side, moves)

def legal_moves(board, side="*"):
    pos = Position.parse(board, side)
    return {square_name(sq).upper() for sq in pos.moves()}

send("nboard 2")
# Level 3: a midgame depth of 3 (10 empties are more than it solves).
send("set depth 3")
send(game(ENDGAME))
send("hint 3")
got = until(lambda l: l == "status", "end of hint")
search = [l.split() for l in got if l.startswith("search ")]
check(got[0] == "set myname Frontier" or "status thinking" in got, "no thinking status: %r" % got)
# Three lines a depth, depths 1 to 3, each depth's best first, three moves.
depths = [l[4] for l in search]
check(depths == [str(d) for d in range(1, 4) for _ in range(3)], "hint 3 at depth 3: %r" % got)
# The GUI's node counter follows the search.
stats = [int(l.split()[1]) for l in got if l.startswith("nodestats ")]
check(len(stats) >= 3 and stats == sorted(stats) and stats[-1] > 0, "nodestats of a hint: %r" % got)
for d in range(3):
    group = search[3 * d:3 * d + 3]
    evals = [float(l[2]) for l in group]
    check(evals == sorted(evals, reverse=True), "hints not best first: %r" % group)
    check(len({l[1][:2] for l in group}) == 3, "hint lines share a move: %r" % group)

# "Value all moves": as many lines a depth as there are moves.
send("hint 64")
got = until(lambda l: l == "status", "end of hint 64")
search = [l.split() for l in got if l.startswith("search ")]
last = {l[1][:2] for l in search if l[4] == "3"}
check(last == legal_moves(ENDGAME), "hint 64: %r" % got)
# A request that cannot be answered says why where the GUI shows it.
send("hint 0")
send("ping 1")
got = until(lambda l: l.startswith("pong"), "pong after hint 0")
check(any(l.startswith("status ") and "hint" in l for l in got), "hint 0: %r" % got)

# The level's endgame: at level 12 the 22 empties of FFO #41 are solved
# exactly, at level 10 (exact from 20) won, drawn or lost.
for level, depth in ((12, "100%"), (10, "100%W")):
    send("set depth %d" % level)
    send(game(FFO41))
    send("hint 1")
    got = until(lambda l: l == "status", "end of the hint at level %d" % level)
    search = [l.split() for l in got if l.startswith("search ")]
    check(search and search[-1][4] == depth and search[-1][1][:2] in ("G2", "H4"),
          "level %d at 22 empties: %r" % (level, got))

# A solve that ping stops: the next hint's solve of four lines is exact.
send("set depth 20")
send(game(FFO41))
send("hint 4")
got = until(lambda l: l.startswith("search ") and l.split()[4] == "8", "depth 8 of the hint")
send("ping 2")
got += until(lambda l: l.startswith("pong"), "pong during the solve")
check(not any(l.startswith("search ") and "100%" in l for l in got), "the solve ended before ping: %r" % got)
send(game(ENDGAME))
send("hint 4")
got = until(lambda l: l == "status", "end of the hint after a stopped solve")
search = [l.split() for l in got if l.startswith("search ")]
check(len(search) >= 4 and all(l[4] == "100%" for l in search[-4:]), "solve after a stopped one: %r" % got)

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
# black at 100, -1 at -100. Here (5 empties, level 1: a search of one ply)
# the one move ends the game drawn, the empties left out of reach.
DRAWISH = "--OOOOOO--OOOOOO***OOOOO****OOOO*****OOO***O**OO***-O**O***OOO**"
send("set depth 1")
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
stats = [int(l.split()[1]) for l in got if l.startswith("nodestats ")]
check(stats and stats == sorted(stats) and stats[-1] > 0, "nodestats of an analysis: %r" % got)

# In the book: hint shows the book's moves and searches the others only;
# go plays the book's best.
send(game(START, moves="B[F5]W[F6]B[E6]W[F4]"))
send("hint 64")
got = until(lambda l: l == "status", "end of the book hint")
book = [l.split()[1] for l in got if l.startswith("book ")]
searched = {l.split()[1][:2] for l in got if l.startswith("search ") and l.split()[4] == "3"}
pos = Position()
for m in parse_moves("f5f6e6f4"):
    pos.play(m)
legal = {square_name(sq).upper() for sq in pos.moves()}
check(book and not searched & set(book) and searched | set(book) == legal, "book hint: %r" % got)
send("hint 2")
got = until(lambda l: l == "status", "end of the short book hint")
check([l.split()[1] for l in got if l.startswith("book ")] == book[:2]
      and not any(l.startswith("search ") for l in got), "hint 2 in the book: %r" % got)
send("go")
got = until(lambda l: l.startswith("==="), "the book's move")
check(book and got[-1].startswith("=== %s/" % book[0]), "go in the book: %r" % got)

send("ping 7")
got = until(lambda l: l.startswith("pong"), "pong")
check(got[-1] == "pong 7", "pong: %r" % got)
# FFO #41, 22 empties: the solver's selective passes come first, each
# shown as a probable solve with its confidence, then the exact score.
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
