"""Thinking on the opponent's time in a game of the runner, as UCI GUIs
run it: after an engine's `bestmove X ponder Y` it searches the position
after X and Y with `go ponder`; when the opponent plays Y it gets
`ponderhit` and its clock runs from then, when the opponent plays another
move (or the game ends) it gets `stop` and its bestmove is thrown away."""

from .engine_process import EngineError, parse_engine_move

# Seconds an engine has to answer `stop` with the bestmove thrown away.
STOP_TIMEOUT_S = 10.0


class Pondering:
    """The pondering searches of a game's two engines (black, white): the
    moves each one's search is on (None: none under way) and each one's
    hits and misses. Engines whose spec has no ponder never ponder."""

    def __init__(self, engines):
        self.engines = engines
        self.lines = [None, None]
        self.hits = [0, 0]
        self.misses = [0, 0]

    def wanted(self):
        return any(getattr(e.spec, "ponder", False) for e in self.engines)

    def start(self, side, start, pos, moves, limits, clock, moves_to_go):
        """After side's move (pos and moves with it played): ponders on
        the reply its bestmove predicted, if it gave one that the
        opponent can play and after which side has a move. clock: the
        black and white clocks as side's next go would tell them, its
        own charged for its move, the opponent's not yet for the reply."""
        engine = self.engines[side]
        if not getattr(engine.spec, "ponder", False) or not engine.expected:
            return
        try:
            reply = parse_engine_move(engine.expected)
        except EngineError:
            return  # a prediction that is no move: nothing to ponder on
        if reply is None or pos.game_over() or pos.must_pass():
            return
        after = pos.copy()
        try:
            after.play(reply)
        except ValueError:
            return
        if after.game_over() or after.must_pass():
            return
        engine.ponder(start, moves + [reply], limits, clock, moves_to_go)
        self.lines[side] = moves + [reply]

    def hit(self, side, moves):
        """Whether side's pondering search is on the game's moves: its
        move is the ponder_hit's."""
        return self.lines[side] is not None and self.lines[side] == moves

    def take_hit(self, side, deadline):
        """ponderhit: the move of side's pondering search, (move, score)."""
        self.lines[side] = None
        self.hits[side] += 1
        return self.engines[side].ponder_hit(deadline)

    def follow(self, moves, deadline):
        """After a move of the game (or a pass): stops each search pondering
        on other moves, a miss. The side whose stop fails, or None."""
        for side in (0, 1):
            if self.lines[side] is not None and self.lines[side] != moves:
                self.misses[side] += 1
                if not self.stop(side, deadline):
                    return side
        return None

    def stop(self, side, deadline):
        """Ends side's pondering search; False when the engine fails to."""
        self.lines[side] = None
        try:
            self.engines[side].ponder_stop(deadline)
        except EngineError:
            return False
        return True

    def end(self, deadline):
        """The game is over: stops every search still pondering (neither a
        hit nor a miss); an engine that fails to stop is killed, so that
        its next game starts it afresh."""
        for side in (0, 1):
            if self.lines[side] is not None:
                engine = self.engines[side]
                if not engine.running() or not self.stop(side, deadline):
                    engine.kill()
                self.lines[side] = None

    def counts(self):
        """The hits and misses of black and white, for the game's result."""
        return [{"hits": h, "misses": m} for h, m in zip(self.hits, self.misses)]
