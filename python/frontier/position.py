"""Positions (two bitboards and the side to move) and moves."""
import ctypes

from . import _native
from .errors import check
from .library import LIB

BLACK, WHITE = 0, 1
PASS, NO_MOVE = 64, 65


def parse_move(text):
    """The square (0 a1 .. 63 h8) or PASS a move's text names."""
    return check(LIB.frontier_move_parse(text.encode()), LIB, "not a move: %r" % text)


def move_name(move):
    """"a1".."h8", "pass" or "none"."""
    buf = ctypes.create_string_buffer(8)
    check(LIB.frontier_move_format(move, buf, len(buf)), LIB)
    return buf.value.decode()


class Position:
    """Bit n of black and white is square n (a1 = 0, h8 = 63)."""

    __slots__ = ("black", "white", "side")

    def __init__(self, black, white, side=BLACK):
        self.black, self.white, self.side = black, white, side

    @classmethod
    def start(cls):
        native = _native.Position()
        LIB.frontier_position_start(ctypes.byref(native))
        return cls.from_native(native)

    @classmethod
    def parse(cls, squares, side=None):
        """64 squares a1..h8 and the side to move (or a 65th character)."""
        native = _native.Position()
        why = ctypes.create_string_buffer(128)
        status = LIB.frontier_position_parse(squares.encode(), side.encode() if side is not None else None,
                                             ctypes.byref(native), why, len(why))
        check(status, LIB, why.value.decode())
        return cls.from_native(native)

    @classmethod
    def from_native(cls, native):
        return cls(native.black, native.white, native.side)

    def to_native(self):
        return _native.Position(self.black, self.white, self.side)

    def __eq__(self, other):
        return isinstance(other, Position) and (self.black, self.white, self.side) == (
            other.black, other.white, other.side)

    def __repr__(self):
        return "Position.parse(%r)" % str(self)

    def __str__(self):
        buf = ctypes.create_string_buffer(80)
        check(LIB.frontier_position_format(ctypes.byref(self.to_native()), buf, len(buf)), LIB)
        return buf.value.decode()

    def diagram(self, last=NO_MOVE):
        buf = ctypes.create_string_buffer(2048)
        check(LIB.frontier_position_diagram(ctypes.byref(self.to_native()), last, buf, len(buf)), LIB)
        return buf.value.decode()

    def moves(self):
        """The legal moves of the side to move, as squares."""
        bits = LIB.frontier_position_moves(ctypes.byref(self.to_native()))
        return [square for square in range(64) if bits >> square & 1]

    def play(self, move):
        """The position after move (a square, PASS or its text)."""
        if isinstance(move, str):
            move = parse_move(move)
        native = self.to_native()
        check(LIB.frontier_position_play(ctypes.byref(native), move), LIB, "illegal move %s" % move)
        return Position.from_native(native)

    def is_over(self):
        return bool(LIB.frontier_position_is_over(ctypes.byref(self.to_native())))

    def final_score(self):
        """Black's discs less white's, the empties to the winner."""
        return LIB.frontier_position_final_score(ctypes.byref(self.to_native()))
