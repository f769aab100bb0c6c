#!/usr/bin/env python3
"""Random protocol sessions, good and bad commands mixed, against one engine.

Every command is answered (nothing hangs), the engine never crashes and
exits 0, a sanitizer build reports nothing, and a refused command leaves
the position as it was: after each UOI command the board is shown with `d`,
after each GTP command with `showboard`, and a refused command's board must
equal the one before it. NBoard and the console have no such display in
their own grammar; for them the check is that each command is followed by
the answer to a synchronising command (`ping`, `isready`).

Usage: protocol_stress.py FRONTIER [--seed N] [--sessions N] [--commands N]
"""
import argparse
import atexit
import os
import queue
import random
import re
import shutil
import subprocess
import sys
import tempfile
import threading

TIMEOUT = 60  # seconds for any one answer; a sanitizer build is slow

SQUARES = [c + r for c in "abcdefgh" for r in "12345678"]
OPENING = ["f5", "d6", "c3", "d3", "c4", "f4", "c5", "b4", "e6", "f6", "e3", "g5"]
DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")
RECORDS = [os.path.join(DATA, name) for name in ("sgf-main-line.sgf", "sgf-setup.sgf", "sgf-illegal.sgf",
                                                 "fforum-1-19.obf", "no-such-file.sgf")] + [DATA, ""]
JUNK = ["", "x", "-1", "0", "99999999999999999999", "1e9", "nan", "-0", "\t", "\x01", "\u00e9", "a0", "i9",
        "pass", "PA", "//", "/", "=", "9" * 300, "A" * 3000, "%s%n%x", "\\", "\"", "(;", ";)", "B[", "W[pa]",
        "2147483648", "-2147483649", "4294967296", "0x10", "\r"]


def legal_moves(cells, me):
    """The squares (indices 0..63, a1 = 0, row by row) where `me` may play
    on a board of 64 cells "X", "O" or "-"."""
    you = "O" if me == "X" else "X"
    found = []
    for sq in range(64):
        if cells[sq] != "-":
            continue
        r0, c0 = divmod(sq, 8)
        for dr, dc in ((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)):
            r, c, seen = r0 + dr, c0 + dc, 0
            while 0 <= r < 8 and 0 <= c < 8 and cells[r * 8 + c] == you:
                r, c, seen = r + dr, c + dc, seen + 1
            if seen and 0 <= r < 8 and 0 <= c < 8 and cells[r * 8 + c] == me:
                found.append(sq)
                break
    return found


def wide_board(rng):
    """A set-up board where X, to move, has more moves than any real game
    gives (33 or more): a hill-climb over random boards, keeping each
    change of a square that does not lower X's count."""
    while True:
        cells = [rng.choice("XO-") for _ in range(64)]
        best = len(legal_moves(cells, "X"))
        for _ in range(3000):
            sq, was = rng.randrange(64), None
            was, cells[sq] = cells[sq], rng.choice("XO-")
            n = len(legal_moves(cells, "X"))
            if n >= best:
                best = n
            else:
                cells[sq] = was
        if best >= 33:
            return "".join(cells)


WIDE = [wide_board(random.Random("wide %d" % i)) for i in range(3)]


def wide_sgf(cells):
    """An SGF set-up record of a wide board, X (black) to move."""
    squares = {c: "".join("[%s%d]" % ("abcdefgh"[sq % 8], sq // 8 + 1) for sq in range(64) if cells[sq] == c)
               for c in "XO"}
    return "(;FF[4]GM[2]SZ[8]AB%sAW%sPL[B])\n" % (squares["X"], squares["O"])


def wide_records():
    """The wide boards as SGF files in a temporary folder, for GTP's loadsgf."""
    folder = tempfile.mkdtemp(prefix="protocol_stress-")
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    paths = []
    for i, cells in enumerate(WIDE):
        path = os.path.join(folder, "wide-%d.sgf" % i)
        with open(path, "w") as out:
            out.write(wide_sgf(cells))
        paths.append(path)
    return paths


WIDE_RECORDS = wide_records()


class Engine:
    """One engine process; its stdout and stderr read by threads, so that a
    silent engine is a timeout and not a blocked test."""

    def __init__(self, frontier, protocol):
        self.proc = subprocess.Popen([frontier, "--protocol=" + protocol], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.lines = queue.Queue()
        self.stderr = []
        threading.Thread(target=self._read_out, daemon=True).start()
        threading.Thread(target=self._read_err, daemon=True).start()
        self.sent = []

    def _read_out(self):
        for raw in self.proc.stdout:
            self.lines.put(raw.decode("utf-8", "replace").rstrip("\n"))
        self.lines.put(None)

    def _read_err(self):
        for raw in self.proc.stderr:
            self.stderr.append(raw.decode("utf-8", "replace"))

    def send(self, line):
        self.sent.append(line)
        self.proc.stdin.write(line.encode("utf-8", "surrogateescape") + b"\n")
        self.proc.stdin.flush()

    def read_until(self, done):
        """The lines up to and including the first one done() accepts."""
        got = []
        while True:
            try:
                line = self.lines.get(timeout=TIMEOUT)
            except queue.Empty:
                raise Failure("no answer within %d s; the last commands %r" % (TIMEOUT, self.sent[-6:]))
            if line is None:
                raise Failure("the engine's output ended; the last commands %r" % self.sent[-6:])
            got.append(line)
            if done(line):
                return got

    def finish(self):
        self.proc.stdin.close()
        try:
            code = self.proc.wait(timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            raise Failure("no exit within %d s of the end of input" % TIMEOUT)
        err = "".join(self.stderr)
        if code != 0:
            raise Failure("exit status %d\n%s" % (code, err[-2000:]))
        if "runtime error" in err or "Sanitizer" in err:
            raise Failure("sanitizer report\n" + err[-3000:])


class Failure(Exception):
    pass


def mangle(rng, line):
    """Now and then, junk spliced into an otherwise well-formed command;
    never into a search, which junk could turn into an endless one."""
    if rng.random() < 0.15 and not line.startswith(("go", "genmove", "reg_genmove", "hint")):
        k = rng.randint(0, len(line))
        line = line[:k] + rng.choice(JUNK) + line[k + rng.randint(0, 3):]
    return line.replace("\n", " ").replace("\x00", " ")


def moves(rng):
    return " ".join(rng.choice(SQUARES + ["pass", "zz"]) if rng.random() < 0.2 else rng.choice(OPENING)
                    for _ in range(rng.randint(0, 10)))


def uoi_command(rng):
    kind = rng.choice(["position", "position", "board", "go", "go", "eval", "perft", "setoption", "newgame",
                       "stop", "junk"])
    if kind == "position":
        return "position startpos" + (" moves " + moves(rng) if rng.random() < 0.9 else "")
    if kind == "board" and rng.random() < 0.3:
        return "position board %s X" % rng.choice(WIDE)
    if kind == "board":
        cells = "".join(rng.choice("XXOO--.xo*") for _ in range(rng.choice([64, 64, 64, 63, 65])))
        return "position board %s %s" % (cells, rng.choice(["b", "w", "black", "O", "q", ""]))
    if kind == "go":
        limit = rng.choice(["depth %d" % rng.randint(-1, 4), "nodes %d" % rng.randint(0, 20000),
                            "movetime %d" % rng.randint(1, 60), "wtime 200 btime 200", "depth 3 wld", "depth 2 solve",
                            "sideways 3", "depth"])
        return "go " + limit
    if kind == "perft":
        return "perft %s" % rng.choice(["-1", "0", "3", "x", ""])
    if kind == "setoption":
        name, value = rng.choice([("Level", str(rng.randint(-1, 5))), ("Hash", rng.choice(["1", "0", "-4", "x"])),
                                  ("Threads", rng.choice(["1", "2", "4", "0", "999"])), ("MultiPV", rng.choice(["2", "0", "65"])),
                                  ("Contempt", rng.choice(["50", "-100", "101", "x"])), ("OwnBook", rng.choice(["false", "maybe"])),
                                  ("EvalFile", "/nonexistent/eval.bin"), ("Nonsense", "1")])
        return "setoption name %s value %s" % (name, value)
    if kind == "junk":
        return " ".join(rng.choice(JUNK) for _ in range(rng.randint(1, 3)))
    return kind


def uoi_board(engine):
    engine.send("d")
    engine.send("isready")
    return [l for l in engine.read_until(lambda l: l == "readyok") if not l.startswith("error")]


def uoi_session(e, rng, count):
    board = uoi_board(e)
    for _ in range(count):
        line = mangle(rng, uoi_command(rng))
        e.send(line)
        e.send("wait")  # a search's bestmove comes before the readyok below
        e.send("isready")
        answer = e.read_until(lambda l: l == "readyok")
        refused = any(l.startswith("error") for l in answer)
        searched = sum(l.startswith("bestmove") for l in answer)
        if searched > 1:
            raise Failure("%r answered %d bestmoves" % (line, searched))
        after = uoi_board(e)
        words = line.split()  # tabs are blanks to the engine too
        if after != board and (refused or not words or words[0] not in ("position", "newgame")):
            raise Failure("%r (answer %r) moved the board from\n%s\nto\n%s" % (
                line, answer, "\n".join(board), "\n".join(after)))
        board = after
    e.send("quit")
    e.finish()


def gtp_command(rng):
    colour = rng.choice(["b", "w", "black", "white", "x", ""])
    kind = rng.choice(["play", "play", "play", "genmove", "undo", "undo", "clear_board", "boardsize", "komi",
                       "final_score", "time_settings", "reg_genmove", "list_games", "known_command", "gogui", "loadsgf",
                       "junk"])
    if kind == "play":
        return "play %s %s" % (colour, rng.choice(OPENING + SQUARES + ["pass", "zz", "a9", ""]))
    if kind in ("genmove", "reg_genmove"):
        return "%s %s" % (kind, colour)
    if kind == "boardsize":
        return "boardsize " + rng.choice(["8", "9", "x", ""])
    if kind == "komi":
        return "komi " + rng.choice(["0", "6.5", "x", ""])
    if kind == "time_settings":
        return "time_settings %d %d %d" % (rng.randint(-1, 2), rng.randint(-1, 1), rng.randint(-1, 1))
    if kind == "known_command":
        return "known_command " + rng.choice(["play", "fly", ""])
    if kind == "gogui":
        return "gogui-rules_" + rng.choice(["legal_moves", "board", "side_to_move", "final_result", "nothing"])
    if kind == "loadsgf":
        number = rng.choice(["", "", "1", "30", "59", "60", "999", "0", "-3", "x"])
        record = rng.choice(WIDE_RECORDS) if rng.random() < 0.4 else rng.choice(RECORDS)
        return ("loadsgf %s %s" % (record, number)).strip()
    if kind == "junk":
        return " ".join(rng.choice(JUNK) for _ in range(rng.randint(1, 3)))
    return kind


def gtp_exchange(e, line):
    e.send(line)
    answer = e.read_until(lambda l: l == "")
    return answer


def gtp_session(e, rng, count):
    gtp_exchange(e, "time_settings 3 0 0")
    board = gtp_exchange(e, "showboard")
    long_clock = False
    for _ in range(count):
        line = mangle(rng, gtp_command(rng))
        # GTP drops control characters and comments, then ignores a blank
        # line without an answer.
        kept = "".join(c for c in line if c == "\t" or ord(c) >= 32 and ord(c) != 127).split("#")[0]
        if not kept.strip() or kept.split()[0] == "quit":
            continue
        # GTP cannot stop a genmove: under a clock a mangled number made
        # long (time_settings 1e9 0 1), the session leaves moves alone.
        if long_clock and kept.split()[0] in ("genmove", "reg_genmove"):
            continue
        answer = gtp_exchange(e, line)
        if kept.split()[0] == "time_settings" and answer[0].startswith("="):
            long_clock = float(kept.split()[1]) > 10
        if not answer[0].startswith(("=", "?")) and line.strip():
            raise Failure("%r answered %r" % (line, answer))
        after = gtp_exchange(e, "showboard")
        verb = kept.split()[0]
        changes = verb in ("play", "genmove", "undo", "clear_board", "boardsize", "loadsgf")
        if after != board and (answer[0].startswith("?") or not changes):
            raise Failure("%r (answer %r) moved the board from\n%s\nto\n%s" % (
                line, answer, "\n".join(board), "\n".join(after)))
        board = after
    gtp_exchange(e, "quit")
    e.finish()


def ggf(rng):
    start = "---------------------------O*------*O---------------------------"
    if rng.random() < 0.3:
        # Black to move on a wide board, with no moves after it (the
        # opening's moves would not be legal there).
        return "(;GM[Othello]PB[a]PW[b]TY[8]BO[8 %s *];)" % rng.choice(WIDE).replace("X", "*")
    game = ["(;GM[Othello]PB[a]PW[b]TY[8]BO[8 %s *]" % start]
    colour = "B"
    for _ in range(rng.randint(0, 16)):
        game.append("%s[%s]" % (colour, rng.choice(OPENING + ["pa", "zz", "", "a1"]).upper()))
        colour = "W" if colour == "B" else "B"
    return "".join(game) + rng.choice([";)", ";)", ")", ""])


def nboard_command(rng):
    kind = rng.choice(["game", "game", "move", "move", "go", "hint", "depth", "contempt", "learn", "analyze", "junk"])
    if kind == "game":
        return "set game " + ggf(rng)
    if kind == "move":
        return "move %s%s" % (rng.choice(OPENING + ["PA", "ZZ", "A1", ""]).upper(),
                              rng.choice(["", "//1.2", "/-1.00/3.5", "/x/y"]))
    if kind == "hint":
        return "hint %d" % rng.randint(-1, 3)
    if kind == "depth":
        return "set depth %d" % rng.randint(-1, 4)
    if kind == "contempt":
        return "set contempt " + rng.choice(["100", "-5", "x"])
    if kind == "junk":
        return " ".join(rng.choice(JUNK) for _ in range(rng.randint(1, 3)))
    return kind


def nboard_session(e, rng, count):
    e.send("nboard 2")
    e.send("set depth 3")
    depth = 3
    for i in range(count):
        line = mangle(rng, nboard_command(rng))
        if line.split(" ", 1)[0] in ("quit", "ping"):
            continue
        e.send(line)
        accepted = re.fullmatch(r"set depth ([1-9]|[1-5][0-9]|60)", line)
        if accepted:
            depth = int(accepted.group(1))
        # A search is let end before the ping stops it, if its depth is
        # short (a mangled one may be 40); a refused hint (its count not
        # from 1 to 60) answers nothing.
        if depth <= 6 and (line == "go" or re.fullmatch(r"hint ([1-9]|[1-5][0-9]|60)", line)):
            e.read_until(lambda l: l.startswith(("===", "status")) and l != "status thinking")
        e.send("ping %d" % i)
        e.read_until(lambda l, i=i: l == "pong %d" % i)
    e.send("quit")
    e.finish()


def console_command(rng):
    return "setboard %s %s" % (rng.choice(WIDE), rng.choice(["b", "w"]))


def console_session(e, rng, count):
    for _ in range(count):
        line = mangle(rng, rng.choice([uoi_command, gtp_command, nboard_command, console_command])(rng))
        if line.split(" ", 1)[0] in ("quit", "exit"):
            continue
        e.send(line)
    e.send("quit")
    e.finish()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("frontier")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--sessions", type=int, default=12)
    ap.add_argument("--commands", type=int, default=30)
    args = ap.parse_args()
    failures = 0
    for protocol, session in (("uoi", uoi_session), ("gtp", gtp_session), ("nboard", nboard_session),
                              ("console", console_session)):
        for s in range(args.sessions):
            rng = random.Random("%d %s %d" % (args.seed, protocol, s))
            e = Engine(args.frontier, protocol)
            try:
                session(e, rng, args.commands)
            except Failure as f:
                failures += 1
                if e.proc.poll() is None:
                    e.proc.kill()
                replay = os.path.join(os.environ.get("TMPDIR", "/tmp"),
                                      "protocol_stress-%s-%d-%d.in" % (protocol, args.seed, s))
                with open(replay, "wb") as out:
                    out.write("".join(l + "\n" for l in e.sent).encode("utf-8", "surrogateescape"))
                print("FAIL %s session %d (seed %d; its input: %s): %s" % (protocol, s, args.seed, replay, f))
        print("%s: %d sessions of %d commands" % (protocol, args.sessions, args.commands))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
