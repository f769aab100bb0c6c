"""The scripts' one UOI client: starts an engine, shakes hands (uoi, the
options, isready; an `error` reply to any of them is an error, not a
ready engine), sets positions, searches with limits and reads the `info`
lines and the `bestmove`, and quits, killing an engine that does not.
Tournaments, self-play, benchmarks and the table fitters all use it."""

import shlex

from .engine_process import Engine, EngineError, OptionRefused, parse_engine_move
from .engine_spec import EngineSpec
from .rules import BLACK, move_name


class Search:
    """What a `go` gave: the bestmove's word and move (None: a pass, or
    no move where the word is `none`), the last score (discs), every
    `info` line as its words and the `ponder` word (the reply it expects,
    None without one)."""

    def __init__(self, word, score, infos, ponder=None):
        self.word = word
        self.move = None if word == "none" else parse_engine_move(word)
        self.ponder = ponder
        self.score = score
        self.infos = infos

    def last_info(self, word):
        """The words of the last info line holding word, or None."""
        for words in reversed(self.infos):
            if word in words:
                return words
        return None


def info_value(words, name):
    """The number after name in an info line's words, or None."""
    if words is None or name not in words:
        return None
    i = words.index(name)
    return int(words[i + 1]) if i + 1 < len(words) else None


def go_command(limits, clock, moves_to_go=0, ponder=False):
    """The go line of limits (kind solve, depth, nodes, movetime or clock;
    clock: the black and white clocks in ms; moves_to_go: the moves the
    clock is for, 0 for the rest of the game); ponder: `go ponder`."""
    if ponder:
        return go_command(limits, clock, moves_to_go).replace("go", "go ponder", 1)
    if limits.kind == "solve":  # self-play's exact endgame, no tournament time control
        return "go solve"
    if limits.kind == "depth":
        return "go depth %d" % limits.value
    if limits.kind == "nodes":
        return "go nodes %d" % limits.value
    if limits.kind == "movetime":
        return "go movetime %d" % limits.value
    line = "go wtime %d btime %d winc %d binc %d" % (clock[1], clock[0], limits.increment, limits.increment)
    return line + (" movestogo %d" % moves_to_go if moves_to_go else "")


class Go:
    """A search limit for go_command outside a tournament's time control:
    Go("depth", 12), Go("movetime", 200), Go("solve")."""

    def __init__(self, kind, value=0):
        self.kind = kind
        self.value = value
        self.increment = 0


def position_command(start, moves):
    side = "b" if start.side == BLACK else "w"
    line = "position board %s %s" % (start.squares(), side)
    if moves:
        line += " moves " + " ".join(move_name(m) for m in moves)
    return line


class UoiEngine(Engine):
    expected = None  # the ponder word of the last bestmove of a game's move

    def handshake(self, deadline):
        self.proc.send("uoi")
        # An error instead of uoiok: the engine speaks another protocol.
        offered = set()
        while True:
            line = self.proc.read(deadline)
            if line == "uoiok":
                break
            if line.startswith("error"):
                raise EngineError("no uoiok: the engine does not speak UOI")
            words = line.split()
            if words[:2] == ["option", "name"] and len(words) > 2:
                offered.add(words[2])
        options = dict(self.spec.options)
        if getattr(self.spec, "ponder", False):
            # UCI's rule: an engine that can think on the opponent's time
            # offers the option Ponder, and is told it may.
            if "Ponder" not in offered:
                raise OptionRefused("it cannot ponder: its uoi reply offers no option Ponder")
            options.setdefault("Ponder", "true")
        for name, value in options.items():
            self.proc.send("setoption name %s value %s" % (name, value))
        if not options:
            self.sync(deadline)
            return
        # Every refusal, not only the first: the engine answers each
        # setoption it refuses with an error, and readyok after them all.
        self.proc.send("isready")
        errors = []
        try:
            while True:
                line = self.proc.read(deadline)
                if line == "readyok":
                    break
                if line.startswith("error"):
                    errors.append(line)
        except EngineError:
            if not errors:
                raise
        if errors:
            raise OptionRefused("the engine refused its options (%s): %s" % (
                " ".join("option.%s=%s" % o for o in options.items()), "; ".join(errors)))

    def sync(self, deadline):
        """isready, then its readyok; an error said before it (an option
        refused, a bad command) raises EngineError."""
        self.proc.send("isready")
        line = self.wait_for(lambda l: l == "readyok" or l.startswith("error"), deadline)
        if line != "readyok":
            raise EngineError("the engine refused: %s" % line)

    def command(self, text, until, deadline):
        """Sends text and gives back the lines up to the first for which
        until(line) holds, that one included; `error` raises EngineError."""
        self.proc.send(text)
        lines = []
        while True:
            line = self.proc.read(deadline)
            if line.startswith("error"):
                raise EngineError("%r: %s" % (text, line))
            lines.append(line)
            if until(line):
                return lines

    def new_game(self, start, limits, deadline):
        self.proc.send("newgame")

    def position(self, start, moves):
        self.proc.send(position_command(start, moves))

    def go(self, limits, clock, deadline, moves_to_go=0):
        """Searches the position set last; the Search once bestmove comes."""
        self.proc.send(go_command(limits, clock, moves_to_go))
        return self.read_search(deadline)

    def read_search(self, deadline):
        """The info lines and the bestmove of the search under way."""
        score = None
        infos = []
        while True:
            text = self.proc.read(deadline)
            if text.startswith("info "):
                words = text.split()
                infos.append(words)
                if "score" in words:
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
                ponder = words[3] if len(words) > 3 and words[2] == "ponder" else None
                return Search(words[1], score, infos, ponder)
            elif text.startswith("error"):
                raise EngineError(text)

    def choose(self, start, moves, limits, clock, deadline, moves_to_go=0, **_):
        self.position(start, moves)
        return self.chosen(self.go(limits, clock, deadline, moves_to_go))

    def chosen(self, result):
        """The move and score of a game's search; its ponder word is kept
        in self.expected for a runner that lets the engine ponder."""
        if result.word == "none":
            raise EngineError("bestmove none in a game that is not over")
        self.expected = result.ponder
        return result.move, result.score

    def ponder(self, start, moves, limits, clock, moves_to_go=0):
        """Sets the position after the predicted reply (the last of moves)
        and thinks on it until ponder_hit or ponder_stop."""
        self.position(start, moves)
        self.proc.send(go_command(limits, clock, moves_to_go, ponder=True))

    def ponder_hit(self, deadline):
        """The prediction came true: the pondering search is the move's,
        on the clock from now; (move, score) as choose gives them."""
        self.proc.send("ponderhit")
        return self.chosen(self.read_search(deadline))

    def ponder_stop(self, deadline):
        """The prediction was wrong (or the game is over): ends the
        pondering search and throws its bestmove away."""
        self.proc.send("stop")
        self.read_search(deadline)


def start_frontier(frontier, options=(), startup_timeout=10.0):
    """Frontier at the path frontier under UOI, options (NAME, VALUE)
    pairs set, ready to search; EngineError when it cannot start or
    refuses an option."""
    spec = EngineSpec("name=frontier", lambda proto: shlex.quote(frontier) + " --protocol=uoi")
    for name, value in options:
        spec.options[name] = value
    engine = UoiEngine(spec, startup_timeout)
    engine.ensure_started()
    return engine

