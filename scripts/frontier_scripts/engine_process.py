"""An engine as a child process: its output lines arrive through a queue,
every read has a deadline, and it is stopped with quit, then the end of
its input, then a kill. The protocol clients (uoi, gtp, nboard) build on
Engine."""

import queue
import shlex
import subprocess
import threading
import time

from .rules import parse_move


class EngineError(Exception):
    """The engine crashed, hung, refused, or said something that makes no sense."""


class EngineTimeout(EngineError):
    """No answer before the deadline: the engine is slow or hung. Its text
    stays "timeout", which the match logs record."""

    def __init__(self):
        super().__init__("timeout")


class OptionRefused(EngineError):
    """The engine refused an option it was given: a run must not start."""


# Seconds an engine has to leave after quit and the end of its input.
QUIT_TIMEOUT_S = 2.0


class Process:
    """A child process whose output lines arrive through a queue."""

    def __init__(self, cmd, transcript=None):
        # transcript: a list to which every line to and from the engine is
        # added as (time, ">" or "<", line), for a debug log; None: none.
        self.transcript = transcript
        try:
            self.proc = subprocess.Popen(shlex.split(cmd), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         stderr=subprocess.DEVNULL, text=True, bufsize=1)
        except (OSError, ValueError) as exc:  # no such program, not executable, bad quoting
            raise EngineError("cannot run %r: %s" % (cmd, exc)) from exc
        self.lines = queue.Queue()
        self.tail = []
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self):
        for line in self.proc.stdout:
            line = line.rstrip("\r\n")
            if self.transcript is not None:
                self.transcript.append((time.time(), "<", line))
            self.lines.put(line)
        self.lines.put(None)

    def send(self, line):
        if self.transcript is not None:
            self.transcript.append((time.time(), ">", line))
        try:
            self.proc.stdin.write(line + "\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError, ValueError) as exc:
            raise EngineError("cannot write to the engine: %s" % exc) from exc

    def read(self, deadline):
        """The next line; deadline None waits as long as it takes (a
        benchmark's search), else EngineTimeout once passed."""
        try:
            if deadline is None:
                line = self.lines.get()
            else:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise EngineTimeout()
                line = self.lines.get(timeout=remaining)
        except queue.Empty as exc:
            raise EngineTimeout() from exc
        if line is None:
            # The reader has seen the end: give the exit status a moment.
            try:
                self.proc.wait(timeout=QUIT_TIMEOUT_S)
            except subprocess.TimeoutExpired:
                pass
            self.lines.put(None)  # every later read sees the end too
            raise EngineError("the engine exited (status %s)" % self.proc.poll())
        self.tail = (self.tail + [line])[-10:]
        return line

    def close(self):
        try:
            self.send("quit")
        except EngineError:
            pass
        # The end of its input stops an engine that waits for more after quit.
        try:
            self.proc.stdin.close()
        except (BrokenPipeError, OSError):
            pass
        try:
            self.proc.wait(timeout=QUIT_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self._release()

    def kill(self):
        self.proc.kill()
        self.proc.wait()
        self._release()

    def _release(self):
        """Closes the pipes of an ended process once its reader is done."""
        self.reader.join(timeout=QUIT_TIMEOUT_S)
        if not self.reader.is_alive():
            self.proc.stdout.close()
        try:
            self.proc.stdin.close()
        except (BrokenPipeError, OSError):
            pass


def parse_engine_move(text):
    """A square, or None for a pass; EngineError for anything else."""
    try:
        return parse_move(text)
    except ValueError as exc:
        raise EngineError(str(exc)) from exc


def seconds(ms):
    """Milliseconds as seconds, whole where they are (GTP's grammar has
    whole seconds; Frontier also reads decimals)."""
    if ms % 1000 == 0:
        return "%d" % (ms // 1000)
    return ("%.3f" % (ms / 1000.0)).rstrip("0")


class Engine:
    """What every protocol client shares: start (and restart after a
    crash) with the protocol's handshake, the last lines for a log, quit
    and kill. A subclass gives handshake(deadline), new_game(start,
    limits, deadline) and choose(start, moves, limits, clock, deadline)."""

    def __init__(self, spec, startup_timeout=10.0):
        self.spec = spec
        self.startup_timeout = startup_timeout
        self.proc = None
        self.transcript = None

    def keep_transcript(self, on):
        """Starts (on) or stops keeping every line to and from the engine."""
        self.transcript = [] if on else None
        if self.proc:
            self.proc.transcript = self.transcript

    def take_transcript(self):
        """The lines kept since the last call, as (time, ">" or "<", line)."""
        if self.transcript is None:
            return []
        taken, self.transcript[:] = list(self.transcript), []
        return taken

    def ensure_started(self):
        if self.proc is None or self.proc.proc.poll() is not None:
            if self.proc is not None:
                self.proc.close()
                self.proc = None
            self.proc = Process(self.spec.cmd, self.transcript)
            self.handshake(time.monotonic() + self.startup_timeout)

    def running(self):
        return self.proc is not None and self.proc.proc.poll() is None

    def last_lines(self):
        return self.proc.tail if self.proc else []

    def kill(self):
        if self.proc:
            self.proc.kill()
            self.proc = None

    def close(self):
        if self.proc:
            self.proc.close()
            self.proc = None

    def wait_for(self, predicate, deadline):
        while True:
            line = self.proc.read(deadline)
            if predicate(line):
                return line
