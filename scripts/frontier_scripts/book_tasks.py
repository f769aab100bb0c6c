"""The searches of an opening-book build as tasks. `frontier book build
--values FILE` builds the book from values searched elsewhere and, while
some are missing, names the searches it needs next (the leaves to screen,
then those to search deeply, then an expansion round's new leaves); the
searches go out in batches, each one `frontier book search` process, on
this machine's threads or a Dask cluster (tasks.run), and their values
come back to the file, until the build has them all. A value is a
function of the position and the depth alone, so the book is the one
that `frontier book build` makes in one process with the same settings."""

import glob
import os
import subprocess
import tempfile
import threading

from . import tasks
from .files import whole_file


# The settings of scripts/build-book, read from the environment: the
# variable, the option of `frontier book build` and the default (the
# recipe of data/book.bin).
SETTINGS = [("PLIES", "--plies", 16), ("MIN_GAMES", "--min-games", 300), ("DEPTH", "--depth", 14),
            ("SCREEN", "--screen-depth", 6), ("MARGIN", "--margin", 400), ("EXPAND", "--expand", 2),
            ("EXPAND_MARGIN", "--expand-margin", 100)]


def environment_settings():
    """{variable: value} of SETTINGS from the environment, the defaults
    where it has none; ValueError for one that is not a whole number."""
    settings = {}
    for variable, _, default in SETTINGS:
        text = os.environ.get(variable, str(default))
        try:
            settings[variable] = int(text)
        except ValueError:
            raise ValueError("%s needs a whole number, not %r" % (variable, text)) from None
    return settings


def game_files(names):
    """The game files of names: a folder's WTH_*.wtb files in order, other
    names as they are; ValueError for a name that is neither."""
    files = []
    for name in names:
        if os.path.isdir(name):
            found = sorted(glob.glob(os.path.join(name, "WTH_*.wtb")))
            if not found:
                raise ValueError("no WTH_*.wtb file in %s" % name)
            files += found
        elif os.path.isfile(name):
            files.append(name)
        else:
            raise ValueError("no file or folder %s" % name)
    return files


def search_positions(frontier, lines):
    """The task: lines "SQUARES X DEPTH" searched by frontier, one thread
    each, given back with their values ("SQUARES X DEPTH VALUE")."""
    done = subprocess.run([frontier, "book", "search"], input="".join(line + "\n" for line in lines),
                          capture_output=True, text=True, check=False)
    values = done.stdout.splitlines()
    if done.returncode != 0 or len(values) != len(lines):
        raise RuntimeError("%s book search failed (status %d): %s" %
                           (frontier, done.returncode, done.stderr.strip()[-500:]))
    return values


def keep_whole_lines(path):
    """Rewrites the values file without a last line cut short (a run
    stopped while writing), so that values appended later start a line;
    returns the lines kept."""
    if not os.path.exists(path):
        open(path, "w", encoding="ascii").close()  # pylint: disable=consider-using-with
        return 0
    with open(path, encoding="ascii", errors="replace") as f:
        text = f.read()
    whole = text[:text.rfind("\n") + 1]
    if whole != text:
        with whole_file(path, "w", encoding="ascii") as f:
            f.write(whole)
    return whole.count("\n")


class Progress:
    """One line on stderr for each tenth of a round's searches."""

    def __init__(self, log, round_number, total):
        self.log = log
        self.round = round_number
        self.total = total
        self.done = 0
        self.shown = 0

    def add(self, count):
        self.done += count
        if self.done * 10 >= (self.shown + 1) * self.total:
            self.shown = self.done * 10 // self.total
            self.log("[%d/%d] searches of round %d" % (self.done, self.total, self.round))


class BuildError(Exception):
    """The book build itself failed (its message is on stderr)."""


def build(frontier, build_args, values_path, batch, threads=1, cluster=None, log=print):
    """Runs `frontier book build BUILD_ARGS --values VALUES_PATH` until it
    writes its book, searching what it asks for in tasks of batch
    positions; returns the number of searches made. Raises BuildError,
    tasks.TaskError, tasks.ClusterError or KeyboardInterrupt (the values
    found so far stay in the file)."""
    kept = keep_whole_lines(values_path)
    if kept:
        log("%s: %d values kept" % (values_path, kept))
    searched = 0
    with tempfile.TemporaryDirectory(prefix="build-book.") as work:
        needed_path = os.path.join(work, "needed")
        for round_number in range(1, 10000):
            done = subprocess.run([frontier, "book", "build"] + build_args +
                                  ["--values", values_path, "--needed", needed_path],
                                  stderr=subprocess.PIPE, text=True, check=False)
            said = done.stderr.splitlines()
            if done.returncode == 0:
                log("\n".join(said))
                return searched
            if done.returncode != 3:
                raise BuildError("frontier book build failed (status %d): %s" %
                                 (done.returncode, "\n".join(said)))
            # Past its settings: unreadable lines of the values file, if
            # any, and how many searches are needed.
            log("round %d: %s" % (round_number, "\n".join(said[1:])))
            with open(needed_path, encoding="ascii") as f:
                needed = f.read().splitlines()
            # Locally, small rounds are spread over every thread too.
            size = batch if cluster else max(1, min(batch, -(-len(needed) // (4 * threads))))
            jobs = ((i, (frontier, needed[i:i + size])) for i in range(0, len(needed), size))
            progress = Progress(log, round_number, len(needed))
            stop = threading.Event()
            with open(values_path, "a", encoding="ascii") as values:

                def record(_key, lines, values=values, progress=progress):
                    values.write("".join(line + "\n" for line in lines))
                    values.flush()
                    progress.add(len(lines))

                tasks.run(search_positions, jobs, record, stop, threads=threads, cluster=cluster)
            searched += len(needed)
    raise BuildError("the build asked for searches without end")
