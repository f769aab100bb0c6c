"""One game between two engines, the tournament's unit of work: the same
function plays it in a local thread and in a Dask worker, so that the
same schedule gives the same games on one machine and on a cluster."""

import threading
import time

from .rules import BLACK, Position, parse_moves
from .engines import EngineError, EngineSpec, EngineTimeout, make_engine
from .pondering import STOP_TIMEOUT_S, Pondering
from .time_control import Limits

START_FAILURE = "crash at start-up"


def parse_opening(line):
    """(line, start position, moves) of a move list (f5d6c3...) or of 64
    squares and a side; ValueError or IndexError when it is neither."""
    words = line.replace(";", " ").split()
    if len(words[0]) in (64, 65):
        squares = words[0][:64]
        side = words[1] if len(words) > 1 else words[0][64]
        start = Position.parse(squares, side)
        moves = []
    else:
        start = Position()
        moves = parse_moves("".join(words))
    pos = start.copy()
    for m in moves:
        pos.play(m)
    return line, start, moves


def play_game(black, white, opening, limits, margin_ms, timeout_s):
    """Plays one game, limits the black and white engines' time controls;
    returns a dict with the result and the record, and where an engine
    ponders each side's ponder hits and misses under "ponder"."""
    pondering = Pondering((black, white))
    try:
        game = play_moves(black, white, opening, limits, margin_ms, timeout_s, pondering)
    finally:
        pondering.end(time.monotonic() + min(STOP_TIMEOUT_S, timeout_s))
    if pondering.wanted():
        game["ponder"] = pondering.counts()
    return game


def told_clocks(clock, limits, side):
    """The clocks a go of side tells: never below zero (a side within its
    margin has run below it), and an opponent without a clock told to
    have the side's own."""
    told = [max(0, c) for c in clock]
    if limits[1 - side].kind != "clock":
        told[1 - side] = told[side]
    return told


def play_moves(black, white, opening, limits, margin_ms, timeout_s, pondering):
    _, start, opening_moves = opening
    engines = (black, white)
    pos = start.copy()
    moves = []
    for m in opening_moves:
        pos.play(m)
        moves.append(m)
    evals = [None] * len(moves)
    times = [None] * len(moves)
    clock = [lim.value if lim.kind == "clock" else 0 for lim in limits]
    played = [0, 0]  # each side's moves, for clocks refilled every so many
    for side, e in enumerate(engines):
        try:
            e.ensure_started()
            e.new_game(start, limits[side], time.monotonic() + timeout_s)
        except EngineError as exc:
            # One that cannot start (a wrong command, another protocol)
            # loses, and not its opponent.
            return forfeit(side, "%s: %s" % (START_FAILURE, exc), moves, evals, times, e)
    while not pos.game_over():
        if pos.must_pass():
            pos.play(None)
            moves.append(None)
            evals.append(None)
            times.append(None)
            failed = pondering.follow(moves, time.monotonic() + min(STOP_TIMEOUT_S, timeout_s))
            if failed is not None:
                return forfeit(failed, "crash: no bestmove after stop", moves, evals, times, engines[failed])
            continue
        side = pos.side
        engine = engines[side]
        own = limits[side]
        if own.kind == "clock":
            allowed = clock[side] + margin_ms
        elif own.kind == "movetime":
            allowed = own.value + margin_ms
        else:
            allowed = timeout_s * 1000
        told = told_clocks(clock, limits, side)
        to_go = own.moves - played[side] % own.moves if own.moves else 0
        # A pondering search on the moves played becomes the move's, its
        # clock running from the ponderhit.
        began = time.monotonic()
        try:
            if pondering.hit(side, moves):
                move, score = pondering.take_hit(side, began + allowed / 1000.0)
            else:
                move, score = engine.choose(start, moves, own, told, began + allowed / 1000.0,
                                            times=times, evals=evals, moves_to_go=to_go)
        except EngineError as exc:
            late = isinstance(exc, EngineTimeout)
            return forfeit(side, "time" if late else "crash: %s" % exc, moves, evals, times, engine)
        used_ms = int((time.monotonic() - began) * 1000)
        played[side] += 1
        if own.kind == "clock":
            clock[side] -= used_ms
            if clock[side] < -margin_ms:
                return forfeit(side, "time (%d ms over)" % -clock[side], moves, evals, times, engine)
            clock[side] += own.increment
            if own.moves and played[side] % own.moves == 0:
                clock[side] += own.value
        elif own.kind == "movetime" and used_ms > own.value + margin_ms:
            return forfeit(side, "late move (%d ms)" % used_ms, moves, evals, times, engine)
        try:
            pos.play(move)
        except ValueError as exc:
            return forfeit(side, "illegal move: %s" % exc, moves, evals, times, engine)
        moves.append(move)
        evals.append(score)
        times.append(used_ms / 1000.0)
        failed = pondering.follow(moves, time.monotonic() + min(STOP_TIMEOUT_S, timeout_s))
        if failed is not None:
            return forfeit(failed, "crash: no bestmove after stop", moves, evals, times, engines[failed])
        if own.kind == "clock":
            try:
                pondering.start(side, start, pos, moves, own, told_clocks(clock, limits, side),
                                own.moves - played[side] % own.moves if own.moves else 0)
            except EngineError as exc:
                return forfeit(side, "crash: %s" % exc, moves, evals, times, engine)
    return {"black_score": pos.black_score(), "reason": "game over", "moves": moves, "evals": evals,
            "times": times, "log": []}


def forfeit(side, reason, moves, evals, times, engine):
    # The side that failed loses by the largest margin; its last lines are
    # kept for the log before it is stopped (a new game restarts it).
    log = list(engine.last_lines())
    engine.kill()
    return {"black_score": -64 if side == BLACK else 64, "reason": reason, "moves": moves, "evals": evals,
            "times": times, "log": log}


def thread_engines():
    """The engines this thread has started, by spec: kept on the thread
    object itself, which outlives the copies of this module that a Dask
    worker unpickles with each task."""
    thread = threading.current_thread()
    if not hasattr(thread, "frontier_engines"):
        thread.frontier_engines = {}
    return thread.frontier_engines


# Engines a thread keeps between games: a Dask worker's threads outlive
# the runs that send them games, and each engine holds its tables.
KEPT_ENGINES = 4


def thread_engine(spec, startup_timeout):
    """This thread's running engine of spec, started when it has none;
    the one unused longest is closed when too many run."""
    engines = thread_engines()
    key = spec.key()
    engine = engines.pop(key, None)
    if engine is None:
        engine = make_engine(spec, startup_timeout)
        while len(engines) >= KEPT_ENGINES:
            oldest = next(iter(engines))
            try:
                engines.pop(oldest).close()
            except Exception:  # pylint: disable=broad-except  # a failing close must not lose the game
                pass
    engines[key] = engine  # last: the most recently used
    return engine


def close_thread_engines():
    engines = thread_engines()
    for e in engines.values():
        try:
            e.close()
        except Exception:  # closing after a failure must not hide it
            pass
    engines.clear()


def play_pairing(black_spec, white_spec, opening_line, tc, margin_ms, timeout_s, debug=False):
    """The task of one game, in plain data both ways: the specs' fields,
    the opening's text and the time controls' (black's and white's);
    returns the game's dict, with every line to and from the engines
    under "io" as [time, engine name, ">" or "<", line] where debug.
    The engines stay running in this thread for its next game."""
    players = [thread_engine(EngineSpec.from_fields(fields), min(10.0, timeout_s))
               for fields in (black_spec, white_spec)]
    for e in players:
        e.keep_transcript(debug)
    try:
        game = play_game(players[0], players[1], parse_opening(opening_line), [Limits(t) for t in tc], margin_ms,
                         timeout_s)
    except EngineError as exc:
        # Failing at start-up or new game: the engine that failed loses.
        black = players[0]
        failed_black = not black.running()
        for e in players:
            e.kill()
        game = {"black_score": -64 if failed_black else 64, "reason": "crash: %s" % exc,
                "moves": [], "evals": [], "times": [], "log": []}
    if debug:
        game["io"] = sorted([t, e.spec.name, d, line] for e in players for t, d, line in e.take_transcript())
    return game
