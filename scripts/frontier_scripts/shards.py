"""Packed self-play shards, the form in which games are kept in the
repository (data/selfplay/): an xz file (lzma) of text lines,

  #frontier-selfplay 2 {"bench": 649799, "commit": "...", ...}
  d3c3f5f6e6e3b2c5d2 d6g7c1d7e7b6a7...h5 +8 -1,0,2,1,...,6

the header (JSON after the format's name and version) and then one game a
line: its start (the random moves, with an opening first where the run
had openings; "-" when empty), the moves Frontier played from there,
black's final disc difference (empties to the winner) and, from version 2,
the scores of its searches: one for each position after the start where
the side to move had a move and more than the header's solve empties, in
order, the value the depth-`depth` search reported for the move it
played, from black's view in whole discs (rounded half away from zero),
joined by commas ("-" when there are none). Moves are squares a1..h8 with
the passes left out, as everywhere in the scripts. A game costs about 50
bytes packed in version 1, 63 with its scores (depth 12, solved from 20).

The header says how the games were made, so that a check can play them
again: the generator's settings (seed, shard, depth, solve, random,
openings), the games' count, the commit whose scripts played them (and
whether its tree had changes), and the build's signature, the node count
of `frontier bench`: a build with the same count plays the same games.
Version 1 shards (no scores) are read as games without scores."""

import json
import lzma
import os
import re
import subprocess

from .running_time import run_limited
from .rules import bits_game_over, disc_count, final_score, replay
from .selfplay import game_start, labelled_positions, moves_text, searched_in

MAGIC = "#frontier-selfplay"
VERSION = 2
# Versions a reader accepts: 1 has no search scores.
READABLE = (1, 2)
SUFFIX = ".games.xz"
NAME = re.compile(r"^shard-(\d{4,})\.games\.xz$")
# The header's fields and their types; a shard without one of them, or
# with another type, is refused.
FIELDS = {"seed": int, "shard": int, "games": int, "depth": int, "solve": int, "random": (list, type(None)),
          "openings": (str, type(None)), "commit": str, "dirty": bool, "bench": int}
SETTINGS = ("seed", "depth", "solve", "random", "openings", "bench")


class ShardError(Exception):
    """A shard that is not what its header and the rules say."""


def shard_name(number):
    return "shard-%04d%s" % (number, SUFFIX)


def shard_number(path):
    """The number in a shard's file name; None for another file."""
    match = NAME.match(os.path.basename(path))
    return int(match.group(1)) if match else None


def shard_files(paths):
    """The shard files of paths (files, or folders searched all the way
    down), each folder's in the order of their numbers."""
    found = []
    for path in paths:
        if not os.path.isdir(path):
            found.append(path)
            continue
        for root, dirs, files in os.walk(path):
            dirs.sort()
            named = sorted((shard_number(f), f) for f in files if shard_number(f) is not None)
            found.extend(os.path.join(root, f) for _, f in named)
    return found


def bench_signature(frontier):
    """The node count of `frontier bench`: equal counts play equal games."""
    try:
        # The background generator may stop this process for a measurement
        # at any moment: the limit counts running time only.
        out = run_limited([frontier, "bench"], 600)
    except (OSError, subprocess.SubprocessError) as exc:
        raise ShardError("%s bench failed: %s" % (frontier, exc)) from exc
    match = re.search(r"^Nodes searched\s*:\s*(\d+)", out, re.M)
    if not match:
        raise ShardError("%s bench printed no node count" % frontier)
    return int(match.group(1))


def source_commit(folder):
    """The commit checked out where folder lies, and whether its tracked
    files differ from it; ("unknown", False) outside git (a tarball)."""
    def git(*args):
        return run_limited(["git", "-C", folder] + list(args), 60).strip()
    try:
        return git("rev-parse", "HEAD"), bool(git("status", "--porcelain", "--untracked-files=no"))
    except (OSError, subprocess.SubprocessError):
        return "unknown", False


def scores_text(scores):
    """A game's search scores as the shard holds them: "1,-2,0", or "-"."""
    return ",".join("%d" % v for v in scores) if scores else "-"


def game_line(start, moves, score, scores):
    return "%s %s %+d %s\n" % (start or "-", moves or "-", score, scores_text(scores))


def write_shard(path, header, games):
    """Writes the shard whole: a temporary beside path, renamed over it
    once complete, so a reader never sees half a shard. games are
    (start, moves after it, score, search scores) texts and numbers."""
    temp = "%s.%d.tmp" % (path, os.getpid())
    try:
        with lzma.open(temp, "wt", encoding="ascii", preset=9 | lzma.PRESET_EXTREME) as f:
            f.write("%s %d %s\n" % (MAGIC, VERSION, json.dumps(header, sort_keys=True)))
            for start, moves, score, scores in games:
                f.write(game_line(start, moves, score, scores))
        with open(temp, "rb") as f:
            os.fsync(f.fileno())
        os.replace(temp, path)
    finally:
        if os.path.exists(temp):
            os.remove(temp)


def read_header(line, path):
    """The header's fields, with "version" added."""
    match = re.match(r"%s (\d+) " % MAGIC, line)
    if not match or int(match.group(1)) not in READABLE:
        raise ShardError("%s:1: not a self-play shard of version %s (%r)" %
                         (path, " or ".join(str(v) for v in READABLE), line[:40]))
    try:
        header = json.loads(line[match.end():])
    except ValueError as exc:
        raise ShardError("%s:1: header: %s" % (path, exc)) from exc
    if not isinstance(header, dict):
        raise ShardError("%s:1: the header is not an object" % path)
    for name, kind in FIELDS.items():
        # bool is an int to isinstance: a count of true is no count.
        value = header.get(name)
        if name not in header or not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise ShardError("%s:1: header field %s missing or not %s" % (path, name, kind))
    random = header["random"]
    if random is not None and not (len(random) == 2 and all(isinstance(v, int) for v in random)
                                   and 0 <= random[0] <= random[1] <= 59):
        raise ShardError("%s:1: header field random is not [LOW, HIGH] within 0-59" % path)
    if header["games"] < 0 or not 1 <= header["depth"] <= 60 or not 0 <= header["solve"] <= 60:
        raise ShardError("%s:1: header games, depth or solve out of range" % path)
    number = shard_number(path)
    if number is not None and number != header["shard"]:
        raise ShardError("%s:1: header names shard %d" % (path, header["shard"]))
    header["version"] = int(match.group(1))
    return header


GAME_LINE = {1: re.compile(r"(\S+) (\S+) ([+-]\d{1,2})"),
             2: re.compile(r"(\S+) (\S+) ([+-]\d{1,2}) (-|-?\d{1,2}(?:,-?\d{1,2})*)")}
GAME_FORM = {1: "START MOVES SCORE", 2: "START MOVES SCORE SCORES"}


def read_shard(path):
    """The header and the games (start, moves, score, search scores) of a
    shard, every line checked for its form; ShardError with the line
    otherwise. A version 1 shard's games have None for their scores."""
    try:
        with lzma.open(path, "rt", encoding="ascii") as f:
            text = f.read()
    except (OSError, EOFError, lzma.LZMAError, UnicodeDecodeError) as exc:
        raise ShardError("%s: not a readable xz file of text: %s" % (path, exc)) from exc
    lines = text.split("\n")
    if lines[-1] != "":
        raise ShardError("%s:%d: no end of line" % (path, len(lines)))
    header = read_header(lines[0], path)
    games = []
    form = GAME_LINE[header["version"]]
    for number, line in enumerate(lines[1:-1], 2):
        match = form.fullmatch(line)
        if not match:
            raise ShardError("%s:%d: not '%s': %r" % (path, number, GAME_FORM[header["version"]], line[:60]))
        start, moves = ("" if f == "-" else f for f in match.group(1, 2))
        scores = None
        if header["version"] >= 2:
            scores = [] if match.group(4) == "-" else [int(v) for v in match.group(4).split(",")]
        games.append((start, moves, int(match.group(3)), scores))
    if len(games) != header["games"]:
        raise ShardError("%s: %d games where the header says %d" % (path, len(games), header["games"]))
    return header, games


def expected_start(header, index):
    """The start the generator draws for game index of the shard; None
    when the run had openings (the list is not in the shard)."""
    if header["openings"] is not None:
        return None
    low, high = header["random"] or (0, 0)
    return moves_text(game_start(header["seed"], header["shard"], index, low, high, None))


def check_game(header, index, game):
    """Why game index of the shard is wrong (its start is not the one the
    seed draws, a move is illegal, it does not end, its score is not its
    final position's, its search scores are not one a searched position
    or lie beyond +-64), or None."""
    start, moves, score, searched = game
    wanted = expected_start(header, index)
    if wanted is not None and start != wanted:
        return "the start is not the one seed %d draws (%s)" % (header["seed"], wanted or "-")
    try:
        played, before, (black, white, _) = replay(start + moves)
        begin = len(replay(start)[0])
    except ValueError as exc:
        return str(exc)
    if not bits_game_over(black, white):
        return "the game does not end"
    final = final_score(disc_count(black), disc_count(white))
    if score != final:
        return "score %+d where the final position counts %+d" % (score, final)
    if searched is not None:
        wanted = searched_in(played, before, begin, header["solve"])
        if len(searched) != wanted:
            return "%d search scores for %d searched positions" % (len(searched), wanted)
        if any(abs(v) > 64 for v in searched):
            return "a search score beyond 64 discs"
    return None


def positions_of(header, games, search_weight=0.0):
    """The .pos lines (scripts/selfplay-games' format, which `frontier train
    set` reads) of a shard's games: the positions after each start,
    "exact" from the header's solve empties. With a search_weight and
    games that hold their search scores, a "result" position's label
    blends the result with its search's score (labelled_positions)."""
    for index, (start, moves, score, searched) in enumerate(games):
        begin = len(replay(start)[0])
        yield from labelled_positions(start + moves, begin, score, index, header["solve"],
                                      searched if search_weight else None, search_weight)
