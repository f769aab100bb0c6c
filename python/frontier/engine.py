"""Engines: options, the engine's game, search, analysis, evaluation."""
import collections
import ctypes

from . import _native
from .errors import FrontierError, check
from .library import LIB
from .position import Position

SCORE_CD, SCORE_DISCS, SCORE_WLD = 0, 1, 2

# A progress report or a search's result. best_move and ponder_move are
# NO_MOVE in progress reports; score_kind tells how score counts.
Info = collections.namedtuple(
    "Info", "best_move ponder_move depth selectivity score_kind score multipv nodes time_ms hashfull pv")
AnalysedMove = collections.namedtuple("AnalysedMove", "move score_kind score depth nodes")
BookMove = collections.namedtuple("BookMove", "move score depth games")


def version():
    """The library's version, "MAJOR.MINOR.PATCH"."""
    return LIB.frontier_version().decode()


def version_number():
    return LIB.frontier_version_number()


def _info(native):
    return Info(native.best_move, native.ponder_move, native.depth, native.selectivity, native.score_kind,
                native.score, native.multipv, native.nodes, native.time_ms, native.hashfull,
                list(native.pv[:native.pv_length]))


def _native_position(position):
    return ctypes.byref(position.to_native()) if position is not None else None


class Engine:
    """An engine with its own table, threads and stop flag. One call at a
    time; stop() may come from any thread. data_dir: the folder of eval.bin
    and book.bin (None: the installed one). options: name to value."""

    def __init__(self, data_dir=None, options=None):
        self._handle = ctypes.c_void_p()
        data = ctypes.c_void_p()
        if data_dir is not None:
            check(LIB.frontier_data_open(str(data_dir).encode(), ctypes.byref(data)), LIB,
                  "cannot read the data in %s" % data_dir)
        try:
            check(LIB.frontier_engine_new(data, ctypes.byref(self._handle)), LIB)
        finally:
            if data:
                LIB.frontier_data_close(data)
        for name, value in (options or {}).items():
            self.set_option(name, value)

    def close(self):
        if self._handle:
            LIB.frontier_engine_free(self._handle)
            self._handle = ctypes.c_void_p()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        self.close()

    def _check(self, status):
        if status < 0:
            why = LIB.frontier_engine_error(self._handle)
            check(status, LIB, why.decode() if why else None)
        return status

    @property
    def warning(self):
        """Why the engine plays weaker than it should, or None."""
        warning = LIB.frontier_engine_warning(self._handle)
        return warning.decode() if warning else None

    # Options, by the protocols' names.
    @staticmethod
    def options():
        """(name, type, default, min, max) of every option."""
        found = []
        for i in range(LIB.frontier_option_count()):
            info = _native.OptionInfo(size=ctypes.sizeof(_native.OptionInfo))
            check(LIB.frontier_option_info_get(i, ctypes.byref(info)), LIB)
            found.append((info.name.decode(), ("check", "spin", "string")[info.type], info.default_value.decode(),
                          info.min, info.max))
        return found

    def set_option(self, name, value):
        if isinstance(value, bool):
            value = "true" if value else "false"
        self._check(LIB.frontier_engine_set_option(self._handle, name.encode(), str(value).encode()))

    def get_option(self, name):
        buf = ctypes.create_string_buffer(4096)
        self._check(LIB.frontier_engine_get_option(self._handle, name.encode(), buf, len(buf)))
        return buf.value.decode()

    def clear(self):
        self._check(LIB.frontier_engine_clear(self._handle))

    # The engine's own game.
    def new_game(self):
        self._check(LIB.frontier_engine_new_game(self._handle))

    def set_game(self, start=None, moves=()):
        moves = [m if isinstance(m, int) else LIB.frontier_move_parse(m.encode()) for m in moves]
        array = (ctypes.c_int * max(len(moves), 1))(*moves)
        self._check(LIB.frontier_engine_set_game(self._handle, _native_position(start), array, len(moves)))

    def play(self, move):
        if isinstance(move, str):
            move = self._check(LIB.frontier_move_parse(move.encode()))
        self._check(LIB.frontier_engine_play(self._handle, move))

    def undo(self):
        self._check(LIB.frontier_engine_undo(self._handle))

    def position(self):
        native = _native.Position()
        self._check(LIB.frontier_engine_position(self._handle, ctypes.byref(native)))
        return Position.from_native(native)

    def moves(self):
        array = (ctypes.c_int * 128)()
        count = self._check(LIB.frontier_engine_game_moves(self._handle, array, 128))
        return list(array[:count])

    # Search.
    @staticmethod
    def _limits(depth=0, nodes=0, movetime_ms=0, time_left_ms=0, increment_ms=0, moves_to_go=0, exact=False,
                wld=False, use_book=False, infinite=False, multipv=0):
        return _native.Limits(ctypes.sizeof(_native.Limits), depth, nodes, movetime_ms, time_left_ms, increment_ms,
                              moves_to_go, exact, wld, use_book, infinite, multipv)

    def search(self, position=None, on_info=None, **limits):
        """Searches position (None: the engine's game's) and returns the
        result as an Info. on_info(info) is called from the search thread
        with each progress report; a true answer stops the search, as
        stop() does from any thread. limits: depth, nodes, movetime_ms,
        time_left_ms, increment_ms, moves_to_go, exact, wld, use_book,
        infinite, multipv."""
        raised = []

        def report(_user, info):
            try:
                return 1 if on_info(_info(info.contents)) else 0
            except BaseException as error:  # re-raised in the caller's thread
                raised.append(error)
                return 1

        callback = _native.INFO_FN(report) if on_info else _native.INFO_FN()
        result = _native.Info(size=ctypes.sizeof(_native.Info))
        native_limits = self._limits(**limits)
        status = LIB.frontier_engine_search(self._handle, _native_position(position), ctypes.byref(native_limits),
                                            callback, None, ctypes.byref(result))
        if raised:
            raise raised[0]
        self._check(status)
        return _info(result)

    def stop(self):
        """Ends this engine's search, from any thread; it returns its best
        move so far."""
        LIB.frontier_engine_stop(self._handle)

    def analyze(self, position=None, **limits):
        """Every legal move searched with limits, best first."""
        analysis = _native.Analysis(size=ctypes.sizeof(_native.Analysis))
        native_limits = self._limits(**limits)
        self._check(LIB.frontier_engine_analyze(self._handle, _native_position(position), ctypes.byref(native_limits),
                                                ctypes.byref(analysis)))
        return [AnalysedMove(m.move, m.score_kind, m.score, m.depth, m.nodes)
                for m in analysis.moves[:analysis.count]]

    # Without search.
    def evaluate(self, position=None):
        """(score, {term: value}): centi-discs for the side to move."""
        native = _native.Eval(size=ctypes.sizeof(_native.Eval))
        self._check(LIB.frontier_engine_evaluate(self._handle, _native_position(position), ctypes.byref(native)))
        return native.score, {t.name.decode(): t.value for t in native.terms[:native.term_count]}

    def evaluate_batch(self, positions):
        """The static evaluation of each position, in one call."""
        positions = list(positions)
        if not positions:
            return []
        natives = (_native.Position * len(positions))(*(p.to_native() for p in positions))
        scores = (ctypes.c_int32 * len(positions))()
        self._check(LIB.frontier_engine_evaluate_batch(self._handle, natives, len(positions), scores))
        return list(scores)

    def perft(self, position=None, depth=1):
        leaves = ctypes.c_uint64()
        self._check(LIB.frontier_engine_perft(self._handle, _native_position(position), depth, ctypes.byref(leaves)))
        return leaves.value

    def book_moves(self, position=None):
        native = _native.BookMoves(size=ctypes.sizeof(_native.BookMoves))
        self._check(LIB.frontier_engine_book_moves(self._handle, _native_position(position), ctypes.byref(native)))
        return [BookMove(m.move, m.score, m.depth, m.games) for m in native.moves[:native.count]]


__all__ = ["Engine", "Info", "AnalysedMove", "BookMove", "FrontierError", "version", "version_number"]
