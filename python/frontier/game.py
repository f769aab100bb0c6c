"""Game records: the start, the moves as played (passes included), GGF."""
import ctypes

from . import _native
from .errors import check
from .library import LIB
from .position import Position, parse_move


class Game:
    """A game from start (None: the standard one). A forced pass may be
    left out when a move is played; it goes into the record."""

    def __init__(self, start=None, _handle=None):
        self._handle = _handle or ctypes.c_void_p()
        if not _handle:
            native = ctypes.byref(start.to_native()) if start is not None else None
            check(LIB.frontier_game_new(native, ctypes.byref(self._handle)), LIB)

    @classmethod
    def from_ggf(cls, text):
        handle = ctypes.c_void_p()
        why = ctypes.create_string_buffer(128)
        check(LIB.frontier_game_from_ggf(text.encode(), ctypes.byref(handle), why, len(why)), LIB, why.value.decode())
        return cls(_handle=handle)

    def to_ggf(self, black="", white=""):
        buf = ctypes.create_string_buffer(4096)
        check(LIB.frontier_game_to_ggf(self._handle, black.encode(), white.encode(), buf, len(buf)), LIB)
        return buf.value.decode()

    def __del__(self):
        if self._handle:
            LIB.frontier_game_free(self._handle)
            self._handle = ctypes.c_void_p()

    def play(self, moves):
        """One move (a square, PASS or its text) or a move list, all or none."""
        if isinstance(moves, int):
            check(LIB.frontier_game_play(self._handle, moves), LIB, "illegal move %d" % moves)
        else:
            check(LIB.frontier_game_play_text(self._handle, moves.encode()), LIB, "cannot play %r" % moves)

    def undo(self):
        check(LIB.frontier_game_undo(self._handle), LIB, "nothing to undo")

    def position(self):
        native = _native.Position()
        LIB.frontier_game_position(self._handle, ctypes.byref(native))
        return Position.from_native(native)

    def start(self):
        native = _native.Position()
        LIB.frontier_game_start(self._handle, ctypes.byref(native))
        return Position.from_native(native)

    def moves(self):
        array = (ctypes.c_int * 128)()
        count = check(LIB.frontier_game_moves(self._handle, array, 128), LIB)
        return list(array[:count])

    def must_pass(self):
        return bool(LIB.frontier_game_must_pass(self._handle))

    def is_over(self):
        return bool(LIB.frontier_game_is_over(self._handle))


__all__ = ["Game", "parse_move"]
