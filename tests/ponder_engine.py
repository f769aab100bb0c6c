#!/usr/bin/env python3
"""A stand-in UOI engine for the tournament runner's pondering test: it
plays the first legal move at once (after --delay SECS), predicts the
reply in its bestmove (the opponent's first legal move after an even
number of moves, its last after an odd one, so that some predictions
miss) and holds a `go ponder` search until `ponderhit` or `stop`. It
appends every line it receives to LOG, and a line "VIOLATION: ..." for
each thing the runner does against UCI's pondering:
- go ponder on another position than the game's moves, its bestmove X
  and the predicted Y, or with a clock other than the one it will have
  (its own as after X, the opponent's not yet charged for Y);
- ponderhit when the opponent did not play Y, or with nothing pondering;
- after stop, a move other than its own taken for it, or its clock
  charged for the time it pondered;
- position or go while a search ponders.
--no-ponder-option leaves the option Ponder out of its uoi reply.

usage: ponder_engine.py LOG [--delay SECS] [--no-ponder-option]"""
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scripts"))

from frontier_scripts.rules import BLACK, Position, move_name, parse_move  # noqa: E402


class StandIn:
    def __init__(self, log):
        self.log = log
        self.start = None   # the game's position before its moves
        self.moves = []     # the moves of the position set last, as words
        self.answered = None  # (moves, bestmove, ponder) of the last move it gave
        self.pondering = None  # (moves, clock) of a go ponder under way
        self.after_ponder = None  # ("hit" or "stop", moves, clock) until the next go
        self.last_clock = None  # the clock of the last plain go

    def say(self, text):
        sys.stdout.write(text + "\n")
        sys.stdout.flush()

    def violation(self, text):
        self.log.write("VIOLATION: %s\n" % text)
        self.log.flush()

    def position_now(self, moves):
        pos = self.start.copy()
        for word in moves:
            pos.play(parse_move(word))
        return pos

    def answer(self, moves, first_reply):
        """bestmove: the first legal move of the position after moves, and
        the predicted reply after it."""
        pos = self.position_now(moves)
        legal = pos.moves()
        move = legal[0] if legal else None
        pos.play(move)
        replies = pos.moves()
        words = "bestmove %s" % move_name(move)
        reply = None
        if replies and not pos.game_over():
            reply = move_name(replies[0] if first_reply else replies[-1])
            words += " ponder %s" % reply
        self.answered = (list(moves), move_name(move), reply)
        return words

    def clock(self, words, moves):
        """(own ms, opponent's ms) of a go's words, or None without a clock."""
        if "wtime" not in words:
            return None
        times = {words[i]: int(words[i + 1]) for i in range(len(words) - 1) if words[i] in ("wtime", "btime")}
        black = self.position_now(moves).side == BLACK
        return (times["btime"], times["wtime"]) if black else (times["wtime"], times["btime"])

    def set_position(self, words):
        if self.pondering:
            self.violation("position while a search ponders")
        side = words[3] if len(words) > 3 else "b"
        self.start = Position.parse(words[2], side)
        self.moves = [w.lower() for w in words[5:]] if len(words) > 4 and words[4] == "moves" else []
        if self.after_ponder:
            kind, moves, _ = self.after_ponder
            if kind == "hit" and self.moves[:len(moves) + 1] != moves + [self.answered[1]]:
                self.violation("after ponderhit the game went %s, not %s" %
                               (" ".join(self.moves), " ".join(moves + [self.answered[1]])))
            if kind == "stop" and self.moves[:len(moves)] == moves:
                self.violation("stop though the opponent played the predicted %s" % moves[-1])
        if self.answered and self.moves[:len(self.answered[0]) + 1] != self.answered[0] + [self.answered[1]]:
            self.violation("the game went %s, but this engine answered %s there" %
                           (" ".join(self.moves), self.answered[1]))

    def go(self, words):
        if self.pondering:
            self.violation("go while a search ponders")
        clock = self.clock(words, self.moves)
        if "ponder" in words:
            moves, move, reply = self.answered or ([], None, None)
            if self.moves != moves + [move, reply]:
                self.violation("go ponder on %s, not on the game's moves, %s and %s" %
                               (" ".join(self.moves), move, reply))
            if clock and self.last_clock and clock[1] != self.last_clock[1]:
                self.violation("go ponder tells the opponent %d ms, not the %d ms it had before its move" %
                               (clock[1], self.last_clock[1]))
            self.pondering = (list(self.moves), clock)
            self.last_clock = None
            return
        if self.after_ponder and self.after_ponder[0] == "stop" and clock and self.after_ponder[2]:
            if clock[0] != self.after_ponder[2][0]:
                self.violation("after stop its clock is %d ms, not the %d ms of go ponder" %
                               (clock[0], self.after_ponder[2][0]))
        self.after_ponder = None
        self.last_clock = clock
        time.sleep(DELAY)
        self.say(self.answer(self.moves, len(self.moves) % 2 == 0))

    def ponderhit(self):
        if not self.pondering:
            self.violation("ponderhit with nothing pondering")
            return
        moves, clock = self.pondering
        self.pondering = None
        self.after_ponder = ("hit", moves, clock)
        self.say(self.answer(moves, len(moves) % 2 == 0))

    def stop(self):
        if not self.pondering:
            return
        moves, clock = self.pondering
        self.pondering = None
        pos = self.position_now(moves)
        legal = pos.moves()
        # The last legal move, not the first this engine plays: a runner
        # that took it for a move would be seen.
        self.say("bestmove %s" % move_name(legal[-1] if legal else None))
        self.after_ponder = ("stop", moves, clock)


DELAY = 0.0


def main():
    global DELAY  # pylint: disable=global-statement  # set once from the arguments
    args = sys.argv[1:]
    if not args:
        sys.exit(__doc__)
    log_path = args.pop(0)
    offers_ponder = "--no-ponder-option" not in args
    if "--delay" in args:
        DELAY = float(args[args.index("--delay") + 1])
    with open(log_path, "a", encoding="ascii") as log:
        engine = StandIn(log)
        for line in sys.stdin:
            log.write(line)
            log.flush()
            words = line.split()
            if not words:
                continue
            if words[0] == "uoi":
                engine.say("id name ponder-stand-in")
                if offers_ponder:
                    engine.say("option name Ponder type check default false")
                engine.say("uoiok")
            elif words[0] == "isready":
                engine.say("readyok")
            elif words[0] == "newgame":
                engine.answered = engine.after_ponder = engine.last_clock = None
            elif words[0] == "position":
                engine.set_position(words)
            elif words[0] == "go":
                engine.go(words)
            elif words[0] == "ponderhit":
                engine.ponderhit()
            elif words[0] == "stop":
                engine.stop()
            elif words[0] == "quit":
                break


if __name__ == "__main__":
    main()
