#!/usr/bin/env python3
"""UOI's go ponder keeps thinking past its clock until ponderhit.

go ponder movetime 1 must not stop after a millisecond: the test waits
for an info line of depth 10, which no search reaches in a millisecond,
and for no bestmove before ponderhit; after ponderhit the move's
millisecond runs and the bestmove comes. Each step waits on the engine's
answer, never on a fixed sleep, so that a loaded machine cannot make it
flake.

Usage: uoi_ponder.py FRONTIER
"""
import queue
import subprocess
import sys
import threading

TIMEOUT = 60  # seconds for any one expected line; a sanitizer build is slow


def main():
    proc = subprocess.Popen([sys.argv[1], "--protocol=uoi"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            text=True, bufsize=1)
    lines = queue.Queue()
    threading.Thread(target=lambda: [lines.put(l.rstrip("\n")) for l in proc.stdout], daemon=True).start()

    def send(text):
        proc.stdin.write(text + "\n")
        proc.stdin.flush()

    def expect(prefix, what):
        """The next line starting with prefix; fails on a bestmove before
        it, or after TIMEOUT."""
        while True:
            try:
                line = lines.get(timeout=TIMEOUT)
            except queue.Empty:
                raise SystemExit("FAIL: %s never came" % what)
            if line.startswith(prefix):
                return line
            if line.startswith("bestmove"):
                raise SystemExit("FAIL: %r came before %s" % (line, what))

    try:
        send("position startpos moves f5")
        send("go ponder movetime 1")
        expect("info depth 10 ", "depth 10 of the pondering search")
        send("ponderhit")
        expect("bestmove ", "the bestmove after ponderhit")
        send("isready")
        expect("readyok", "readyok")
    finally:
        proc.stdin.close()
        proc.wait(timeout=TIMEOUT)
    print("PASS: go ponder thinks past its clock until ponderhit")
    return 0


if __name__ == "__main__":
    sys.exit(main())
