"""Engine processes over UOI, GTP or NBoard, with timeouts on every read."""

import queue
import shlex
import subprocess
import threading
import time

from .board import BLACK, parse_square, square_name


class EngineError(Exception):
    """The engine crashed, hung, or said something that makes no sense."""


class EngineSpec:
    """name=..., cmd=..., proto=uoi|gtp|nboard, option.NAME=VALUE ..."""

    def __init__(self, text):
        self.options = {}
        self.name = None
        self.cmd = None
        self.proto = "uoi"
        self.depth = None
        for token in shlex.split(text):
            key, _, value = token.partition("=")
            if key == "name":
                self.name = value
            elif key == "cmd":
                self.cmd = value
            elif key == "proto":
                if value not in ("uoi", "gtp", "nboard"):
                    raise ValueError("proto is uoi, gtp or nboard")
                self.proto = value
            elif key == "depth":
                self.depth = int(value)
            elif key.startswith("option."):
                self.options[key[len("option."):]] = value
            else:
                raise ValueError("unknown engine field %r" % key)
        if not self.cmd:
            raise ValueError("an engine needs cmd=")
        if not self.name:
            self.name = self.cmd.split()[0].rsplit("/", 1)[-1]


class Process:
    """A child process whose output lines arrive through a queue."""

    def __init__(self, cmd):
        self.proc = subprocess.Popen(shlex.split(cmd), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.lines = queue.Queue()
        self.tail = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.proc.stdout:
            self.lines.put(line.rstrip("\r\n"))
        self.lines.put(None)

    def send(self, line):
        try:
            self.proc.stdin.write(line + "\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError) as exc:
            raise EngineError("cannot write to the engine: %s" % exc) from exc

    def read(self, deadline):
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise EngineError("timeout")
        try:
            line = self.lines.get(timeout=remaining)
        except queue.Empty as exc:
            raise EngineError("timeout") from exc
        if line is None:
            raise EngineError("the engine exited (status %s)" % self.proc.poll())
        self.tail = (self.tail + [line])[-10:]
        return line

    def close(self):
        try:
            self.send("quit")
        except EngineError:
            pass
        try:
            self.proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


def move_text(move):
    return "pass" if move is None else square_name(move)


def parse_engine_move(text):
    """A square, or None for a pass; EngineError for anything else."""
    t = text.strip().lower()
    if t in ("pass", "pa", "ps", "--", "@@", "@@@@"):
        return None
    sq = parse_square(t)
    if sq is None:
        raise EngineError("not a move: %r" % text)
    return sq


class Engine:
    """Common part: start, restart, the last lines for the log."""

    def __init__(self, spec, startup_timeout=10.0):
        self.spec = spec
        self.startup_timeout = startup_timeout
        self.proc = None

    def ensure_started(self):
        if self.proc is None or self.proc.proc.poll() is not None:
            if self.proc is not None:
                self.proc.close()
            self.proc = Process(self.spec.cmd)
            self.handshake(time.monotonic() + self.startup_timeout)

    def last_lines(self):
        return self.proc.tail if self.proc else []

    def kill(self):
        if self.proc:
            self.proc.proc.kill()
            self.proc.proc.wait()
            self.proc = None

    def close(self):
        if self.proc:
            self.proc.close()
            self.proc = None

    def wait_for(self, predicate, deadline):
        while True:
            line = self.proc.read(deadline)
            if predicate(line):
                return line


class UoiEngine(Engine):
    def handshake(self, deadline):
        self.proc.send("uoi")
        self.wait_for(lambda l: l == "uoiok", deadline)
        for name, value in self.spec.options.items():
            self.proc.send("setoption name %s value %s" % (name, value))
        self.proc.send("isready")
        self.wait_for(lambda l: l == "readyok" or l.startswith("error"), deadline)

    def new_game(self, start, deadline):
        self.proc.send("newgame")

    def choose(self, start, moves, limits, clock, deadline):
        squares = start.squares()
        side = "b" if start.side == BLACK else "w"
        line = "position board %s %s" % (squares, side)
        if moves:
            line += " moves " + " ".join(move_text(m) for m in moves)
        self.proc.send(line)
        self.proc.send(uoi_go(limits, clock))
        score = None
        while True:
            text = self.proc.read(deadline)
            if text.startswith("info ") and " score " in text:
                words = text.split()
                i = words.index("score")
                if i + 2 < len(words):
                    unit, value = words[i + 1], words[i + 2]
                    if unit == "cd":
                        score = int(value) / 100.0
                    elif unit == "disc":
                        score = float(value)
            elif text.startswith("bestmove"):
                words = text.split()
                if len(words) < 2:
                    raise EngineError("empty bestmove")
                if words[1] == "none":
                    raise EngineError("bestmove none in a game that is not over")
                return parse_engine_move(words[1]), score
            elif text.startswith("error"):
                raise EngineError(text)


def uoi_go(limits, clock):
    if limits.kind == "depth":
        return "go depth %d" % limits.value
    if limits.kind == "nodes":
        return "go nodes %d" % limits.value
    if limits.kind == "movetime":
        return "go movetime %d" % limits.value
    return "go wtime %d btime %d winc %d binc %d" % (clock[1], clock[0], limits.increment, limits.increment)


class GtpEngine(Engine):
    def __init__(self, spec, startup_timeout=10.0):
        super().__init__(spec, startup_timeout)
        self.counter = 0
        self.played = []

    def command(self, text, deadline):
        self.counter += 1
        self.proc.send("%d %s" % (self.counter, text))
        lines = []
        while True:
            line = self.proc.read(deadline)
            if line == "" and lines:
                break
            if line == "" and not lines:
                continue
            lines.append(line)
        head = lines[0]
        ok = head.startswith("=")
        body = head[1:].lstrip("0123456789").strip()
        rest = [body] + lines[1:] if body else lines[1:]
        if not ok:
            raise EngineError("GTP error to %r: %s" % (text, " ".join(rest)))
        return "\n".join(rest)

    def handshake(self, deadline):
        self.command("protocol_version", deadline)
        self.command("boardsize 8", deadline)
        self.played = []

    def new_game(self, start, deadline):
        if start.squares() != start.__class__().squares() or start.side != BLACK:
            raise EngineError("a GTP engine can only start from the standard position")
        self.command("clear_board", deadline)
        self.played = []

    def choose(self, start, moves, limits, clock, deadline):
        colour_names = ("black", "white")
        # Bring the engine's board up to date with the moves it has not seen.
        from .board import Position  # local: keeps the module order simple
        pos = start.copy()
        for i, m in enumerate(moves):
            if i >= len(self.played):
                if m is not None:
                    self.command("play %s %s" % (colour_names[pos.side], move_text(m)), deadline)
                self.played.append(m)
            pos.play(m)
        if limits.kind == "clock":
            self.command("time_left %s %d 0" % (colour_names[pos.side], max(1, clock[pos.side] // 1000)), deadline)
        answer = self.command("genmove %s" % colour_names[pos.side], deadline)
        move = parse_engine_move(answer)
        self.played.append(move)
        return move, None


class NBoardEngine(Engine):
    def __init__(self, spec, startup_timeout=10.0):
        super().__init__(spec, startup_timeout)
        self.ping = 0

    def handshake(self, deadline):
        self.proc.send("nboard 2")
        self.proc.send("set depth %d" % (self.spec.depth or 12))
        self.sync(deadline)

    def sync(self, deadline):
        self.ping += 1
        self.proc.send("ping %d" % self.ping)
        target = "pong %d" % self.ping
        self.wait_for(lambda l: l == target, deadline)

    def new_game(self, start, deadline):
        pass

    def choose(self, start, moves, limits, clock, deadline):
        from .ggf import game_to_ggf
        if limits.kind == "depth":
            self.proc.send("set depth %d" % limits.value)
        clock_text = None
        if limits.kind == "clock":
            clock_text = "%d" % max(1, min(clock) // 1000)
        self.proc.send("set game " + game_to_ggf(start, moves, "?", "?", clock_text=clock_text))
        self.sync(deadline)
        self.proc.send("go")
        line = self.wait_for(lambda l: l.startswith("==="), deadline)
        fields = line[3:].strip().replace(" ", "/").split("/")
        score = None
        if len(fields) > 1 and fields[1]:
            try:
                score = float(fields[1])
            except ValueError:
                score = None
        return parse_engine_move(fields[0]), score


def make_engine(spec, startup_timeout=10.0):
    return {"uoi": UoiEngine, "gtp": GtpEngine, "nboard": NBoardEngine}[spec.proto](spec, startup_timeout)
