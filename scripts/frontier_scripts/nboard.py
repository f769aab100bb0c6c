"""The NBoard client: an engine told the whole game as GGF (set game),
searching to a depth or on the game's clocks, answering `=== move/eval`."""

from .engine_process import Engine, parse_engine_move, seconds
from .ggf import game_to_ggf


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
