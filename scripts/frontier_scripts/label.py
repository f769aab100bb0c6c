"""The labelling step of training as tasks: a chunk of games becomes a
training set through `frontier train set`, which labels each position by
the game's score or, from a number of empties, by an exact solve. The
solves are the long part, and chunks are independent, so they run on this
machine's cores or on a Dask cluster (tasks.run).

A chunk travels as bytes in the format of its archive (a WTHOR .wtb file
cut to some of its games, with the header's count changed; lines of a
move-list file; or the lines of some whole games of a self-play .pos
file), and its set comes back as bytes: a worker needs only the frontier
binary."""

import os
import re
import subprocess
import tempfile

WTHOR_HEADER = 16
WTHOR_GAME = 68


def kind_of(path):
    """The file's kind as `frontier train set` tells it: by its name's end."""
    if path.lower().endswith(".wtb"):
        return ".wtb"
    return ".pos" if path.lower().endswith(".pos") else ".txt"


def wthor_chunks(data, size):
    """The games of a WTHOR file in files of at most size games each."""
    if len(data) < WTHOR_HEADER or (len(data) - WTHOR_HEADER) % WTHOR_GAME:
        raise ValueError("not a whole number of WTHOR game records")
    header = data[:WTHOR_HEADER]
    games = (len(data) - WTHOR_HEADER) // WTHOR_GAME
    for first in range(0, games, size):
        count = min(size, games - first)
        part = bytearray(header)
        part[4:8] = count.to_bytes(4, "little")
        start = WTHOR_HEADER + first * WTHOR_GAME
        yield bytes(part) + data[start:start + count * WTHOR_GAME]


def text_chunks(data, size):
    """The lines of a move-list file in groups of at most size lines."""
    lines = data.splitlines(keepends=True)
    for first in range(0, len(lines), size):
        yield b"".join(lines[first:first + size])


def position_chunks(data, size):
    """The lines of a .pos file in groups of at most size games, each
    game's lines (those of one '; game K' end in a row) in one group, so
    that the chunks number the games as the whole file does."""
    chunk, games, last = [], 0, None
    for line in data.splitlines(keepends=True):
        game = line.rpartition(b"; game ")[2].rstrip(b"\n")
        if game != last:
            if games == size:
                yield b"".join(chunk)
                chunk, games = [], 0
            games += 1
            last = game
        chunk.append(line)
    if chunk:
        yield b"".join(chunk)


def chunks_of(path, size):
    with open(path, "rb") as f:
        data = f.read()
    kind = kind_of(path)
    if kind == ".wtb":
        return wthor_chunks(data, size)
    return position_chunks(data, size) if kind == ".pos" else text_chunks(data, size)


def label_chunk(frontier, chunk, kind, solve, bridge, hash_mb):
    """The task: the training set of one chunk (of a file of kind, as
    kind_of tells), as the bytes of its file, and what frontier said of it."""
    with tempfile.TemporaryDirectory(prefix="frontier-label-") as work:
        games = os.path.join(work, "games" + kind)
        out = os.path.join(work, "chunk.set")
        with open(games, "wb") as f:
            f.write(chunk)
        command = [frontier, "train", "set", out, "--solve", str(solve), "--hash", str(hash_mb)]
        if bridge:
            command.append("--bridge")
        done = subprocess.run(command + [games], stdin=subprocess.DEVNULL, capture_output=True, check=False)
        if done.returncode != 0:
            raise RuntimeError("frontier train set failed (%d): %s" %
                               (done.returncode, done.stderr.decode(errors="replace").strip()[-400:]))
        with open(out, "rb") as f:
            said = re.search(r"\d+ positions from \d+ games", done.stdout.decode(errors="replace"))
            return {"set": f.read(), "positions": said.group(0) if said else ""}
