"""A tournament's time controls, as the runner's --tc and an engine's own
fields write them, held in milliseconds."""

import re

# What --help shows; the unit of every form is the second but in the
# older movetime= and clock=, which take milliseconds.
FORMS = ("depth=N | nodes=N | st=SECONDS (a move) | [MOVES/]SECONDS[+INC] or tc=[MOVES/]SECONDS[+INC] "
         "(a clock: MOVES moves in SECONDS, refilled after them, INC seconds added after each move; "
         "without MOVES the whole game) | movetime=MS | clock=MS[+INC_MS]")

# The fields of an engine (and of --each) that set its time control.
FIELDS = ("tc", "st", "depth", "nodes", "movetime", "clock")

CLOCK = re.compile(r"^(?:(\d+)/)?(\d+(?:\.\d+)?)(?:\+(\d+(?:\.\d+)?))?$")


def milliseconds(text):
    """Decimal seconds as whole milliseconds."""
    return int(round(float(text) * 1000))


class Limits:
    """One time control: kind depth, nodes, movetime or clock; value the
    depth, the nodes or the milliseconds (of the move, or of the clock);
    increment the ms added after each move; moves how many moves the
    clock is for before it is refilled (0: the whole game). text is the
    form it was given in. ValueError when the text is no time control."""

    def __init__(self, text):
        self.text = text
        self.increment = 0
        self.moves = 0
        key, equals, value = text.partition("=")
        if not equals:
            key, value = "tc", text
        try:
            if key in ("depth", "nodes"):
                self.kind, self.value = key, int(value)
            elif key == "movetime":
                self.kind, self.value = "movetime", int(value)
            elif key == "st":
                self.kind, self.value = "movetime", milliseconds(value)
            elif key == "clock":
                main, _, inc = value.partition("+")
                self.kind, self.value, self.increment = "clock", int(main), int(inc or 0)
            elif key == "tc":
                match = CLOCK.match(value)
                if not match:
                    raise ValueError(text)
                moves, main, inc = match.groups()
                self.kind, self.value = "clock", milliseconds(main)
                self.moves = int(moves or 0)
                self.increment = milliseconds(inc or 0)
            else:
                raise ValueError(text)
        except ValueError as exc:
            raise ValueError("%r is no time control; one is %s" % (text, FORMS)) from exc
        if self.value <= 0 or self.increment < 0 or (key == "tc" and "/" in value and self.moves <= 0):
            raise ValueError("%r: a time control needs numbers above zero" % text)

    def describe(self):
        """The time control in words, for messages."""
        if self.kind in ("depth", "nodes"):
            return "%s %d" % (self.kind, self.value)
        if self.kind == "movetime":
            return "%g s a move" % (self.value / 1000.0)
        moves = "%d moves in " % self.moves if self.moves else ""
        inc = " + %g s a move" % (self.increment / 1000.0) if self.increment else ""
        return "%s%g s%s" % (moves, self.value / 1000.0, inc)

    def __eq__(self, other):
        return isinstance(other, Limits) and (self.kind, self.value, self.increment, self.moves) == (
            other.kind, other.value, other.increment, other.moves)

    def __hash__(self):
        return hash((self.kind, self.value, self.increment, self.moves))
