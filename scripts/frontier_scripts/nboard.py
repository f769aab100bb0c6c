"""The NBoard client: an engine told the whole game as GGF (set game),
searching to a depth or on the game's clock, answering `=== move/eval`.
The clock goes as the NBoard GUI tells it: the game's time control in
TI[] and each move's time in the move list (B[F5//1.25]), from which the
engine counts its own clock; GGF clocks are whole seconds."""

from .engine_process import Engine, parse_engine_move
from .ggf import game_to_ggf, ggf_clock

# The depth of an NBoard engine on a clock.
CLOCK_DEPTH = 12


class NBoardEngine(Engine):
    def __init__(self, spec, startup_timeout=10.0):
        super().__init__(spec, startup_timeout)
        self.ping = 0

    def handshake(self, deadline):
        self.proc.send("nboard 2")
        self.sync(deadline)

    def sync(self, deadline):
        self.ping += 1
        self.proc.send("ping %d" % self.ping)
        target = "pong %d" % self.ping
        self.wait_for(lambda l: l == target, deadline)

    def new_game(self, start, limits, deadline):
        pass

    def choose(self, start, moves, limits, clock, deadline, times=None, evals=None, **_):
        # On a clock the depth is a cap, as the GUI's level is.
        self.proc.send("set depth %d" % (limits.value if limits.kind == "depth" else CLOCK_DEPTH))
        ti = ggf_clock(limits) if limits.kind == "clock" else None
        self.proc.send("set game " + game_to_ggf(start, moves, "?", "?", evals=evals, times=times, clock=ti))
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
