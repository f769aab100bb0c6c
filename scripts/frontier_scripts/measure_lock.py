"""The measurement lock, which keeps background self-play
(scripts/selfplay-background) off the CPU while a timing or a match runs.

Two files, one per machine and user, so that every worktree and build on
the machine shares them (the CPU is what they share):
  LOCK          a measurement holds a shared flock on it while it runs
                (several at once may); the generator probes it with a
                non-blocking exclusive flock, which fails while any is held
  LOCK.running  the generator holds an exclusive flock on it while its
                games run, and lets it go once it has stopped them, so a
                measurement that takes LOCK then waits on LOCK.running
                starts only after the games have stopped; without a
                generator it waits for nothing

LOCK is $FRONTIER_MEASURE_LOCK, else $XDG_RUNTIME_DIR/frontier-measure.lock,
else /tmp/frontier-measure-UID.lock. A lock dies with the process that
holds it, so a killed measurement or generator leaves nothing stale."""

import contextlib
import fcntl
import os

ENV_PATH = "FRONTIER_MEASURE_LOCK"
# Set in the environment of a command run with the lock held, so that a
# shell script re-run under scripts/selfplay-pause does not take it again.
ENV_HELD = "FRONTIER_MEASURE_LOCKED"


def lock_path():
    path = os.environ.get(ENV_PATH)
    if path:
        return path
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime and os.path.isdir(runtime) and os.access(runtime, os.W_OK):
        return os.path.join(runtime, "frontier-measure.lock")
    return "/tmp/frontier-measure-%d.lock" % os.getuid()


def open_lock(path):
    # 0o600: another user's lock file would be one this user cannot open.
    return os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)


@contextlib.contextmanager
def measuring():
    """Held around a timing or a match: background self-play stays stopped
    until the block ends. A lock that cannot be opened (a read-only /tmp)
    is no reason to refuse a measurement: it runs unguarded."""
    path = lock_path()
    try:
        fd = open_lock(path)
    except OSError:
        yield
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_SH)
        # Wait until the generator, if one runs, has stopped its games.
        try:
            running = open_lock(path + ".running")
        except OSError:
            running = None
        if running is not None:
            try:
                fcntl.flock(running, fcntl.LOCK_SH)
            finally:
                os.close(running)
        yield
    finally:
        os.close(fd)


class Generator:
    """The generator's side: measuring() asks whether a measurement holds
    the lock, and claim()/release() say when the games run."""

    def __init__(self, path=None):
        self.path = path or lock_path()
        self.fd = open_lock(self.path)
        self.running = open_lock(self.path + ".running")
        self.claimed = False

    def measuring(self):
        """Whether a measurement holds the lock (probed without waiting)."""
        try:
            fcntl.flock(self.fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return True
        fcntl.flock(self.fd, fcntl.LOCK_UN)
        return False

    def claim(self):
        """Marks the games as running, unless a measurement holds the lock
        (then False). The exclusive lock on LOCK while claiming closes the
        gap in which a measurement could start between the probe and the
        claim and find nothing to wait for."""
        try:
            fcntl.flock(self.fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        try:
            fcntl.flock(self.running, fcntl.LOCK_EX)
            self.claimed = True
        finally:
            fcntl.flock(self.fd, fcntl.LOCK_UN)
        return True

    def release(self):
        """Called once the games have stopped: measurements may start."""
        if self.claimed:
            fcntl.flock(self.running, fcntl.LOCK_UN)
            self.claimed = False

    def close(self):
        self.release()
        os.close(self.fd)
        os.close(self.running)
