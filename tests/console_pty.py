#!/usr/bin/env python3
"""The console on a pseudo-terminal: tab completion of commands, legal
moves, option values and game's words, a history file (without blank
lines) that the next run recalls, and Ctrl-C and Ctrl-D.

Each keystroke is sent once the console has shown what the one before it
should bring (a prompt, a board, a search line), never after a fixed
sleep, so that a slow build or a loaded machine cannot make it flake.

Usage: console_pty.py FRONTIER
"""
import os
import pty
import re
import select
import shutil
import sys
import tempfile
import time

TIMEOUT = 60  # seconds for any one expected answer; a sanitizer build is slow
AFTER_F5 = "position board ---------------------------OX------XXX-------------------------- w"


class Failure(Exception):
    pass


class Console:
    def __init__(self, frontier, home):
        env = dict(os.environ, HOME=home, TERM="dumb")
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            try:
                os.execve(frontier, [frontier, "--console"], env)
            finally:
                os._exit(127)
        self.seen = ""  # everything shown so far
        self.mark = 0   # where the next expect starts looking

    def send(self, text):
        os.write(self.fd, text.encode())

    def expect(self, pattern, what):
        """Waits until pattern shows after the last match; fails after TIMEOUT."""
        regex = re.compile(pattern)
        end = time.monotonic() + TIMEOUT
        while True:
            found = regex.search(self.seen, self.mark)
            if found:
                self.mark = found.end()
                return found
            left = end - time.monotonic()
            if left <= 0 or not self.read(left):
                raise Failure("%s: %r never came; the console showed\n%s\n%s" % (
                    what, pattern, self.seen[-1500:], self.signals()))

    def signals(self):
        """The signal masks of the console's threads, for a failure's report."""
        lines = []
        try:
            for tid in sorted(os.listdir("/proc/%d/task" % self.pid)):
                with open("/proc/%d/task/%s/status" % (self.pid, tid)) as f:
                    masks = [l.strip() for l in f if l.startswith(("SigBlk", "SigIgn", "SigCgt", "SigPnd", "ShdPnd"))]
                lines.append("thread %s: %s" % (tid, " ".join(masks)))
        except OSError as e:
            lines.append("no signal masks: %s" % e)
        return "\n".join(lines)

    def read(self, wait):
        ready, _, _ = select.select([self.fd], [], [], wait)
        if not ready:
            return False
        try:
            data = os.read(self.fd, 65536)
        except OSError:  # the console has exited
            return False
        if not data:
            return False
        self.seen += data.decode("utf-8", "replace").replace("\r", "")
        return True

    def finish(self, what):
        """The console's exit status, once it has ended by itself."""
        end = time.monotonic() + TIMEOUT
        while time.monotonic() < end:
            self.read(0.1)
            done, status = os.waitpid(self.pid, os.WNOHANG)
            if done:
                os.close(self.fd)
                return os.waitstatus_to_exitcode(status)
        os.kill(self.pid, 9)
        raise Failure("%s: the console did not exit; it showed\n%s" % (what, self.seen[-1500:]))


PROMPT = r"(black|white)> "


def completion_and_history(frontier, home):
    c = Console(frontier, home)
    c.expect(PROMPT, "start")
    # "hel<TAB>" completes to help; "play f<TAB>" to the only legal f-move.
    c.send("hel\t\n")
    c.expect("list the commands", "tab did not complete help")
    c.expect(PROMPT, "prompt after help")
    # An option's values complete after its name: a name of a fixed set,
    # or the list of them on a second tab.
    c.send("set Searcher pl\t")
    c.expect("set Searcher plain", "tab did not complete the value plain")
    c.send("\noptions\n")
    c.expect(r"Searcher +plain", "set Searcher plain was not taken")
    c.expect(PROMPT, "prompt after options")
    c.send("set Preset \t\t")
    c.expect(r"despacito", "two tabs did not list the presets")
    c.send("no\t\n")
    c.expect(PROMPT, "prompt after set Preset none")
    c.send("game o\t")
    c.expect("game off", "tab did not complete game off")
    c.send("\n")
    c.expect("no game against the engine", "game off was not run")
    c.expect(PROMPT, "prompt after game off")
    # A blank line is no command for the history.
    c.send("   \n")
    c.expect(PROMPT, "prompt after a blank line")
    c.send("play f\t")
    c.expect("play f5", "tab did not complete f5")
    c.send("\n")
    c.expect(re.escape(AFTER_F5), "f5 was not played")
    c.expect(PROMPT, "prompt after f5")
    c.send("quit\n")
    if c.finish("quit") != 0:
        raise Failure("quit did not exit with status 0")
    with open(os.path.join(home, ".frontier_history")) as f:
        saved = f.read().splitlines()
    if not any(line.startswith("play f5") for line in saved):
        raise Failure("the history file lacks play f5")
    if any(not line.strip() for line in saved):
        raise Failure("the history file kept a blank line: %r" % saved)
    if not any(line.startswith("set Preset none") for line in saved):
        raise Failure("the history file lacks the completed set Preset none: %r" % saved)

    # Control-P twice recalls "play f5" from the last run's history.
    c = Console(frontier, home)
    c.expect(PROMPT, "start")
    c.send("\x10\x10\n")
    c.expect(re.escape(AFTER_F5), "history was not recalled")
    c.expect(PROMPT, "prompt after the recalled move")
    c.send("quit\n")
    c.finish("quit")
    print("completion and history work")


def interrupts(frontier, home):
    # Ctrl-C during a long solve (58 empties) or perft stops it and keeps
    # the game; at the prompt it drops the line being typed; Ctrl-D leaves.
    c = Console(frontier, home)
    c.expect(PROMPT, "start")
    c.send("play f5 d6\n")
    c.expect(PROMPT, "prompt after f5 d6")
    c.send("go solve\n")
    c.expect(r"depth +2 ", "the solve's search did not start")
    c.send("\x03")
    c.expect(r"search interrupted; best move so far: [a-h][1-8]", "Ctrl-C did not stop the search")
    c.expect(PROMPT, "prompt after the interrupted search")
    c.send("history\n")
    c.expect(r"2 moves: f5 d6", "the game was not kept after Ctrl-C")
    c.expect(PROMPT, "prompt after history")
    # A count of hours stops too; the echoed line ends once it is taken.
    c.send("perft 14\n")
    c.expect(r"perft 14\r?\n", "the perft line was not taken")
    c.send("\x03")
    c.expect(r"perft 14 interrupted", "Ctrl-C did not stop perft")
    c.expect(PROMPT, "prompt after the interrupted perft")
    c.send("play c3 zz")
    c.expect("play c3 zz", "the line being typed was not shown")
    c.send("\x03")
    c.expect(PROMPT, "no fresh prompt after Ctrl-C at the prompt")
    c.send("history\n")
    c.expect(r"2 moves: f5 d6", "the line typed before Ctrl-C was played")
    c.expect(PROMPT, "prompt after the second history")
    c.send("\x04")
    status = c.finish("Ctrl-D")
    if status != 0:
        raise Failure("Ctrl-C or Ctrl-D ended the console badly (status %d)" % status)
    print("Ctrl-C stops a search and perft, and clears the line")


def main():
    frontier = os.path.abspath(sys.argv[1])
    home = tempfile.mkdtemp(prefix="console_pty-")
    try:
        completion_and_history(frontier, home)
        interrupts(frontier, home)
    except Failure as f:
        print("FAIL:", f)
        return 1
    finally:
        shutil.rmtree(home, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
