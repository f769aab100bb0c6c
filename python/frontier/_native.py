"""The C library and its structs, as ctypes sees them (frontier/frontier.h)."""
import ctypes
import os

MAX_PV = 128
MAX_MOVES = 64
MAX_TERMS = 32


def load():
    """libfrontier.so.0 by its soname, or the file FRONTIER_LIBRARY names."""
    return ctypes.CDLL(os.environ.get("FRONTIER_LIBRARY") or "libfrontier.so.0")


class Position(ctypes.Structure):
    _fields_ = [("black", ctypes.c_uint64), ("white", ctypes.c_uint64), ("side", ctypes.c_int)]


class Limits(ctypes.Structure):
    _fields_ = [
        ("size", ctypes.c_size_t),
        ("depth", ctypes.c_int),
        ("nodes", ctypes.c_uint64),
        ("movetime_ms", ctypes.c_int64),
        ("time_left_ms", ctypes.c_int64),
        ("increment_ms", ctypes.c_int64),
        ("moves_to_go", ctypes.c_int),
        ("exact", ctypes.c_bool),
        ("wld", ctypes.c_bool),
        ("use_book", ctypes.c_bool),
        ("infinite", ctypes.c_bool),
        ("multipv", ctypes.c_int),
    ]


class Info(ctypes.Structure):
    _fields_ = [
        ("size", ctypes.c_size_t),
        ("best_move", ctypes.c_int),
        ("ponder_move", ctypes.c_int),
        ("depth", ctypes.c_int),
        ("selectivity", ctypes.c_int),
        ("score_kind", ctypes.c_int),
        ("score", ctypes.c_int),
        ("multipv", ctypes.c_int),
        ("nodes", ctypes.c_uint64),
        ("time_ms", ctypes.c_int64),
        ("hashfull", ctypes.c_int),
        ("pv_length", ctypes.c_int),
        ("pv", ctypes.c_int * MAX_PV),
    ]


class MoveValue(ctypes.Structure):
    _fields_ = [
        ("move", ctypes.c_int),
        ("score_kind", ctypes.c_int),
        ("score", ctypes.c_int),
        ("depth", ctypes.c_int),
        ("nodes", ctypes.c_uint64),
    ]


class Analysis(ctypes.Structure):
    _fields_ = [("size", ctypes.c_size_t), ("count", ctypes.c_int), ("moves", MoveValue * MAX_MOVES)]


class Term(ctypes.Structure):
    _fields_ = [("name", ctypes.c_char * 32), ("value", ctypes.c_int)]


class Eval(ctypes.Structure):
    _fields_ = [
        ("size", ctypes.c_size_t),
        ("score", ctypes.c_int),
        ("term_count", ctypes.c_int),
        ("terms", Term * MAX_TERMS),
    ]


class BookMove(ctypes.Structure):
    _fields_ = [
        ("move", ctypes.c_int),
        ("score", ctypes.c_int),
        ("depth", ctypes.c_int),
        ("games", ctypes.c_uint32),
    ]


class BookMoves(ctypes.Structure):
    _fields_ = [("size", ctypes.c_size_t), ("count", ctypes.c_int), ("moves", BookMove * MAX_MOVES)]


class OptionInfo(ctypes.Structure):
    _fields_ = [
        ("size", ctypes.c_size_t),
        ("name", ctypes.c_char_p),
        ("type", ctypes.c_int),
        ("default_value", ctypes.c_char_p),
        ("min", ctypes.c_long),
        ("max", ctypes.c_long),
    ]


INFO_FN = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(Info))


def declare(lib):
    """The signatures of the calls the module makes."""
    p, c_int, c_char_p = ctypes.POINTER, ctypes.c_int, ctypes.c_char_p
    handle = ctypes.c_void_p
    table = {
        "frontier_version": (c_char_p, []),
        "frontier_version_number": (c_int, []),
        "frontier_strerror": (c_char_p, [c_int]),
        "frontier_position_start": (None, [p(Position)]),
        "frontier_position_parse": (c_int, [c_char_p, c_char_p, p(Position), c_char_p, ctypes.c_size_t]),
        "frontier_position_format": (c_int, [p(Position), c_char_p, ctypes.c_size_t]),
        "frontier_position_diagram": (c_int, [p(Position), c_int, c_char_p, ctypes.c_size_t]),
        "frontier_position_moves": (ctypes.c_uint64, [p(Position)]),
        "frontier_position_play": (c_int, [p(Position), c_int]),
        "frontier_position_is_over": (ctypes.c_bool, [p(Position)]),
        "frontier_position_final_score": (c_int, [p(Position)]),
        "frontier_move_parse": (c_int, [c_char_p]),
        "frontier_move_format": (c_int, [c_int, c_char_p, ctypes.c_size_t]),
        "frontier_moves_parse": (c_int, [c_char_p, p(c_int), c_int, p(c_int)]),
        "frontier_game_new": (c_int, [p(Position), p(handle)]),
        "frontier_game_free": (None, [handle]),
        "frontier_game_play": (c_int, [handle, c_int]),
        "frontier_game_play_text": (c_int, [handle, c_char_p]),
        "frontier_game_undo": (c_int, [handle]),
        "frontier_game_position": (None, [handle, p(Position)]),
        "frontier_game_start": (None, [handle, p(Position)]),
        "frontier_game_moves": (c_int, [handle, p(c_int), c_int]),
        "frontier_game_must_pass": (ctypes.c_bool, [handle]),
        "frontier_game_is_over": (ctypes.c_bool, [handle]),
        "frontier_game_from_ggf": (c_int, [c_char_p, p(handle), c_char_p, ctypes.c_size_t]),
        "frontier_game_to_ggf": (c_int, [handle, c_char_p, c_char_p, c_char_p, ctypes.c_size_t]),
        "frontier_data_open": (c_int, [c_char_p, p(handle)]),
        "frontier_data_close": (None, [handle]),
        "frontier_engine_new": (c_int, [handle, p(handle)]),
        "frontier_engine_free": (None, [handle]),
        "frontier_engine_error": (c_char_p, [handle]),
        "frontier_engine_warning": (c_char_p, [handle]),
        "frontier_engine_set_option": (c_int, [handle, c_char_p, c_char_p]),
        "frontier_engine_get_option": (c_int, [handle, c_char_p, c_char_p, ctypes.c_size_t]),
        "frontier_option_count": (c_int, []),
        "frontier_option_info_get": (c_int, [c_int, p(OptionInfo)]),
        "frontier_engine_clear": (c_int, [handle]),
        "frontier_engine_new_game": (c_int, [handle]),
        "frontier_engine_set_game": (c_int, [handle, p(Position), p(c_int), c_int]),
        "frontier_engine_play": (c_int, [handle, c_int]),
        "frontier_engine_undo": (c_int, [handle]),
        "frontier_engine_position": (c_int, [handle, p(Position)]),
        "frontier_engine_game_moves": (c_int, [handle, p(c_int), c_int]),
        "frontier_engine_search": (c_int, [handle, p(Position), p(Limits), INFO_FN, ctypes.c_void_p, p(Info)]),
        "frontier_engine_stop": (None, [handle]),
        "frontier_engine_analyze": (c_int, [handle, p(Position), p(Limits), p(Analysis)]),
        "frontier_engine_evaluate": (c_int, [handle, p(Position), p(Eval)]),
        "frontier_engine_evaluate_batch": (c_int, [handle, p(Position), ctypes.c_size_t, p(ctypes.c_int32)]),
        "frontier_engine_perft": (c_int, [handle, p(Position), c_int, p(ctypes.c_uint64)]),
        "frontier_engine_book_moves": (c_int, [handle, p(Position), p(BookMoves)]),
    }
    for name, (restype, argtypes) in table.items():
        function = getattr(lib, name)
        function.restype = restype
        function.argtypes = argtypes
    return lib
