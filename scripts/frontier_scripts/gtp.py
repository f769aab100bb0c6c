"""The GTP client: an engine playing Othello through the Go Text Protocol
(boardsize 8), told a clock or a time per move in GTP's own terms."""

from .engine_process import Engine, EngineError, parse_engine_move, seconds
from .rules import BLACK, Position, move_name


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
        # A clock is sudden death, or byo-yomi of MOVES moves with no main
        # time where it is refilled; a time per move is byo-yomi of one move.
        if limits.kind == "clock" and limits.moves:
            self.command("time_settings 0 %s %d" % (seconds(limits.value), limits.moves), deadline)
        elif limits.kind == "clock":
            self.command("time_settings %s 0 0" % seconds(limits.value), deadline)
        elif limits.kind == "movetime":
            self.command("time_settings 0 %s 1" % seconds(limits.value), deadline)

    def choose(self, start, moves, limits, clock, deadline, moves_to_go=0, **_):
        colour_names = ("black", "white")
        # Bring the engine's board up to date with the moves it has not seen.
        pos = start.copy()
        for i, m in enumerate(moves):
            if i >= len(self.played):
                if m is not None:
                    self.command("play %s %s" % (colour_names[pos.side], move_name(m)), deadline)
                self.played.append(m)
            pos.play(m)
        if limits.kind == "clock":
            self.command("time_left %s %s %d" % (colour_names[pos.side], seconds(clock[pos.side]), moves_to_go),
                         deadline)
        elif limits.kind == "movetime":
            self.command("time_left %s %s 1" % (colour_names[pos.side], seconds(limits.value)), deadline)
        answer = self.command("genmove %s" % colour_names[pos.side], deadline)
        move = parse_engine_move(answer)
        self.played.append(move)
        return move, None
