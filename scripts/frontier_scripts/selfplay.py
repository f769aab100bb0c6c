"""Self-play for training data: where each game starts (random legal moves
or an opening, drawn from the game's own seed), the game itself (Frontier
on both sides at a fixed depth, the endgame solved exactly), and the
positions it yields. A game is a function of its start and the settings,
so it is the same in any thread, process or Dask worker."""

import hashlib
import math
import random
import shlex
import time

from .rules import (BLACK, Position, bits_game_over, bits_position, disc_count, flip_mask, legal_squares,
                    parse_moves, replay, square_name, squares_text)
from .engines import EngineError, EngineSpec
from .match import thread_engine
from .uoi import Go


def opening_lines(path):
    """The move lists of an openings file (one a line, "#" starts a
    comment, spaces ignored); ValueError naming the line when one is not
    a legal line from the start or the file has none, OSError when it
    does not read."""
    lines = []
    with open(path, encoding="ascii", errors="replace") as f:
        for number, line in enumerate(f, 1):
            line = "".join(line.split("#")[0].split())
            if not line:
                continue
            try:
                with_passes(moves_text(parse_moves(line)))
            except ValueError as exc:
                raise ValueError("%s:%d: not a move list from the start: %s" % (path, number, exc)) from exc
            lines.append(line)
    if not lines:
        raise ValueError("%s: no openings" % path)
    return lines


def openings_digest(lines):
    """The name of an opening list in a run's settings and shards'
    headers: the SHA-256 of its lines."""
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


def game_rng(seed, shard, index):
    # A string seed is hashed the same way on every run and machine.
    return random.Random("selfplay %d %d %d" % (seed, shard, index))


def random_start(rng, low, high, opening=""):
    """Squares of the opening (a move list), then low..high random legal
    moves (passes where forced, not counted); drawn again when the game
    would end first."""
    while True:
        wanted = rng.randint(low, high)
        moves, _, (black, white, side) = replay(opening)
        played = 0
        while played < wanted:
            own, opp = (black, white) if side == BLACK else (white, black)
            legal = legal_squares(own, opp)
            if not legal:
                if not legal_squares(opp, own):
                    break
                moves.append(None)
                side = 1 - side
                continue
            # The squares in order, as Position.moves() gives them: the
            # draws of a seed must not change with the representation.
            m = rng.choice([sq for sq in range(64) if legal >> sq & 1])
            flips = flip_mask(own, opp, m)
            own, opp = own | flips | 1 << m, opp & ~flips
            black, white = (own, opp) if side == BLACK else (opp, own)
            side = 1 - side
            moves.append(m)
            played += 1
        if played == wanted and not bits_game_over(black, white):
            return moves


def game_start(seed, shard, index, low, high, openings):
    """The moves a game starts with: an opening of the list drawn by the
    game's seed, or none, then low..high random moves."""
    rng = game_rng(seed, shard, index)
    if openings:
        opening = rng.choice(openings)
        # An opening alone draws nothing more, as before random moves
        # could follow one: runs made then are made again the same.
        if high == 0:
            return parse_moves(opening)
        return random_start(rng, low, high, opening)
    return random_start(rng, low, high)


def moves_text(moves):
    """f5d6c3..., passes left out (the reader infers them)."""
    return "".join(square_name(m) for m in moves if m is not None)


def with_passes(text):
    """The squares of a move list with its passes put back; ValueError
    when a move is illegal."""
    moves, _, final = replay(text)
    return moves, bits_position(*final)


def play_selfplay(frontier, start_text, depth, solve, timeout_s):
    """The task of one game: Frontier plays both sides from the start (a
    move list) to the end, searching depth plies while more than solve
    squares are empty and solving exactly from there. Returns the whole
    game's move list, black's final score and the searches' scores (see
    play_out). An engine that fails is started again for one more try at
    the game."""
    spec = EngineSpec.from_fields({"name": "selfplay", "cmd": shlex.quote(frontier), "proto": "uoi",
                                   "depth": None, "options": {}})
    for attempt in (1, 2):
        # Its start has the move's limit, not a match's 10 s: the games of
        # scripts/selfplay-background run at the lowest priority, and on a
        # busy machine a start may wait for the CPU much longer than that.
        engine = thread_engine(spec, timeout_s)
        try:
            moves, pos, scores = play_out(engine, start_text, depth, solve, timeout_s)
            return {"moves": moves_text(moves), "score": pos.black_score(), "searched": scores}
        except EngineError as exc:
            engine.kill()
            if attempt == 2:
                raise RuntimeError("Frontier failed twice in the game from %s: %s" % (start_text, exc)) from exc
    return None


def whole_discs(value):
    """A reported score (discs, maybe fractional) as whole discs, halves
    away from zero, so that black's and white's views round alike."""
    return int(math.floor(abs(value) + 0.5)) * (1 if value >= 0 else -1)


def play_out(engine, start_text, depth, solve, timeout_s):
    """The game's moves and final position, and the score of each depth
    search (black's view, whole discs), in the order of the moves."""
    moves, pos = with_passes(start_text)
    scores = []
    engine.ensure_started()
    engine.new_game(Position(), None, time.monotonic() + timeout_s)
    while not pos.game_over():
        if pos.must_pass():
            pos.play(None)
            moves.append(None)
            continue
        empties = 64 - pos.count(0) - pos.count(1)
        limit = Go("solve") if empties <= solve else Go("depth", depth)
        move, score = engine.choose(Position(), moves, limit, [0, 0], time.monotonic() + timeout_s)
        if limit.kind == "depth":
            if score is None:
                raise EngineError("a search of depth %d reported no score" % depth)
            scores.append(whole_discs(score if pos.side == BLACK else -score))
        try:
            pos.play(move)
        except ValueError as exc:
            raise EngineError("illegal move: %s" % exc) from exc
        moves.append(move)
    return moves, pos, scores


def searched_count(game_text, start_length, solve):
    """How many positions of the game Frontier searched rather than
    solved: those after the start where the side to move has a move and
    more than solve squares are empty (the scores a game's line holds)."""
    moves, before, _ = replay(game_text)
    return searched_in(moves, before, start_length, solve)


def searched_in(moves, before, start_length, solve):
    """searched_count of a game already replayed (rules.replay)."""
    return sum(1 for i in range(start_length, len(moves))
               if moves[i] is not None and 64 - disc_count(before[i][0] | before[i][1]) > solve)


def labelled_positions(game_text, start_length, black_score, game, solve, searched=None, search_weight=0.0):
    """The positions after the start where the side to move has a move,
    each as '64 squares (a1..h8, X O -), the side to move; its final score
    from that side's view, "exact" where the game was solved from there
    (solve or fewer empties) else "result"; game NUMBER', e.g.
    '---...OX--- X; +12 result; game 7'. With the game's search scores
    (searched, black's view, one for each "result" position) and a
    search_weight w, a "result" position's score is (1 - w) times the
    result plus w times its search's score, in whole discs."""
    moves, before, _ = replay(game_text)
    lines = []
    searched_index = 0
    for i in range(start_length, len(moves)):
        if moves[i] is None:
            continue
        black, white, side = before[i]
        value = black_score
        kind = "exact" if 64 - disc_count(black | white) <= solve else "result"
        if kind == "result" and searched is not None:
            value = whole_discs((1 - search_weight) * black_score + search_weight * searched[searched_index])
            searched_index += 1
        score = value if side == BLACK else -value
        lines.append("%s %s; %+d %s; game %d" % (squares_text(black, white), "X" if side == BLACK else "O", score,
                                                 kind, game))
    return lines
