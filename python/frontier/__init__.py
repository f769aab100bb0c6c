"""Frontier, the Othello engine, from Python: libfrontier over ctypes.

    import frontier
    with frontier.Engine(options={"Hash": "16"}) as engine:
        result = engine.search(frontier.Position.start(), depth=8)
        print(frontier.move_name(result.best_move), result.score)

The library is loaded by its soname, libfrontier.so.0, or from the file
that the environment variable FRONTIER_LIBRARY names. Errors come as
FrontierError and its subclasses, one for each of the library's codes.
"""
from .errors import (ArgumentError, BusyError, EmptyError, FileError, FrontierError, IllegalError, MemoryError_,
                     OptionError, ParseError, SpaceError, StoppedError, ThreadError)
from .position import BLACK, NO_MOVE, PASS, WHITE, Position, move_name, parse_move
from .game import Game
from .engine import AnalysedMove, Engine, Info, SCORE_CD, SCORE_DISCS, SCORE_WLD, version, version_number

__all__ = [
    "ArgumentError", "BusyError", "EmptyError", "FileError", "FrontierError", "IllegalError", "MemoryError_",
    "OptionError", "ParseError", "SpaceError", "StoppedError", "ThreadError",
    "BLACK", "WHITE", "PASS", "NO_MOVE", "Game", "Position", "move_name", "parse_move",
    "AnalysedMove", "Engine", "Info", "SCORE_CD", "SCORE_DISCS", "SCORE_WLD", "version", "version_number",
]
