"""Engine processes over UOI, GTP or NBoard, with timeouts on every read."""

import queue
import shlex
import subprocess
import threading
import time

from .board import BLACK, Position, parse_square, square_name
from .ggf import game_to_ggf

# The time controls each protocol can tell an engine: GTP has clocks and
# byo-yomi but no depth or node limit, NBoard a depth and a game clock but
# no time per move or node limit.
CARRIED = {"uoi": ("depth", "nodes", "movetime", "clock"),
           "gtp": ("movetime", "clock"),
           "nboard": ("depth", "clock")}


class EngineError(Exception):
    """The engine crashed, hung, or said something that makes no sense."""


def refusal(spec, limits):
    """Why the engine's protocol cannot carry the time control, or None."""
    if limits.kind in CARRIED[spec.proto]:
        return None
    return "proto=%s cannot carry --tc %s (engine %s): it takes --tc %s" % (
        spec.proto, limits.kind, spec.name, " or ".join(k + "=..." for k in CARRIED[spec.proto]))


class EngineSpec:
    """name=..., cmd=..., proto=uoi|gtp|nboard, option.NAME=VALUE ...;
    without cmd=, default_cmd(proto) gives the command (None: cmd= needed)."""

    def __init__(self, text, default_cmd=None):
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
        if not self.cmd and default_cmd:
            self.cmd = default_cmd(self.proto)
        if not self.cmd:
            raise ValueError("an engine needs cmd= (or a --frontier binary)")
        if not self.name:
            self.name = self.cmd.split()[0].rsplit("/", 1)[-1]

    def fields(self):
        """The spec as plain data, as a task sent to a worker carries it."""
        return {"name": self.name, "cmd": self.cmd, "proto": self.proto, "depth": self.depth,
                "options": dict(self.options)}

    @classmethod
    def from_fields(cls, fields):
        spec = cls.__new__(cls)
        spec.name, spec.cmd, spec.proto, spec.depth = fields["name"], fields["cmd"], fields["proto"], fields["depth"]
        spec.options = dict(fields["options"])
        return spec

    def key(self):
        """What tells one engine process from another."""
        return (self.name, self.cmd, self.proto, self.depth, tuple(sorted(self.options.items())))


class Process:
    """A child process whose output lines arrive through a queue."""

    def __init__(self, cmd):
        try:
            self.proc = subprocess.Popen(shlex.split(cmd), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         stderr=subprocess.DEVNULL, text=True, bufsize=1)
        except (OSError, ValueError) as exc:  # no such program, not executable, bad quoting
            raise EngineError("cannot run %r: %s" % (cmd, exc)) from exc
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
        # The end of its input stops an engine that waits for more after quit.
        try:
            self.proc.stdin.close()
        except (BrokenPipeError, OSError):
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
                self.proc = None
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
        # An error instead of uoiok: the engine speaks another protocol.
        if self.wait_for(lambda l: l == "uoiok" or l.startswith("error"), deadline) != "uoiok":
            raise EngineError("no uoiok: the engine does not speak UOI")
        for name, value in self.spec.options.items():
            self.proc.send("setoption name %s value %s" % (name, value))
        self.proc.send("isready")
        self.wait_for(lambda l: l == "readyok" or l.startswith("error"), deadline)

    def new_game(self, start, limits, deadline):
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


def seconds(ms):
    """Milliseconds as seconds, whole where they are (GTP's grammar has
    whole seconds; Frontier also reads decimals)."""
    if ms % 1000 == 0:
        return "%d" % (ms // 1000)
    return ("%.3f" % (ms / 1000.0)).rstrip("0")


def uoi_go(limits, clock):
    if limits.kind == "solve":  # self-play's exact endgame, no tournament time control
        return "go solve"
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

    def new_game(self, start, limits, deadline):
        if start.squares() != Position().squares() or start.side != BLACK:
            raise EngineError("a GTP engine can only start from the standard position")
        self.command("clear_board", deadline)
        self.played = []
        # A clock is sudden death; a time per move is byo-yomi of one move
        # with no main time.
        if limits.kind == "clock":
            self.command("time_settings %s 0 0" % seconds(limits.value), deadline)
        elif limits.kind == "movetime":
            self.command("time_settings 0 %s 1" % seconds(limits.value), deadline)

    def choose(self, start, moves, limits, clock, deadline):
        colour_names = ("black", "white")
        # Bring the engine's board up to date with the moves it has not seen.
        pos = start.copy()
        for i, m in enumerate(moves):
            if i >= len(self.played):
                if m is not None:
                    self.command("play %s %s" % (colour_names[pos.side], move_text(m)), deadline)
                self.played.append(m)
            pos.play(m)
        if limits.kind == "clock":
            self.command("time_left %s %s 0" % (colour_names[pos.side], seconds(clock[pos.side])), deadline)
        elif limits.kind == "movetime":
            self.command("time_left %s %s 1" % (colour_names[pos.side], seconds(limits.value)), deadline)
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

    def new_game(self, start, limits, deadline):
        pass

    def choose(self, start, moves, limits, clock, deadline):
        if limits.kind == "depth":
            self.proc.send("set depth %d" % limits.value)
        clocks = None
        if limits.kind == "clock":
            # Each side's clock as it stands now (TB, TW), the moves without
            # times. No increment: a GGF reader adds it for every move of
            # the record, already counted here. At least 1 ms: a clock of 0
            # reads as no clock to some engines.
            clocks = tuple(seconds(max(1, c)) for c in clock)
        self.proc.send("set game " + game_to_ggf(start, moves, "?", "?", clocks=clocks))
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
