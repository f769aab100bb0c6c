#!/usr/bin/env python3
"""Replays the example sessions of a document through frontier.

A session is a fenced block whose info string is "text frontier ARGS".
In it, a line that starts with "> " is sent to `frontier ARGS`, one at a
time; the lines after it, up to the next "> " line, are what the program
must answer (standard output and standard error together) before the next
line is sent, so that the answers of a search are waited for as a GUI would.
After the last line standard input is closed: the lines left must follow,
then the program must exit with status 0.

Numbers that change from run to run or from machine to machine (times,
speeds, node counts, the table's fill, the version) are masked on both
sides; everything else must be equal. The commands GTP lists and the
options UOI lists must each be named in the document, between backquotes.

With --update, an answer line that differs is replaced in the document
by the program's (after new weights move scores and moves) and the replay
goes on; the number of lines an input answers must stay the same.

Usage: doc_sessions.py [--update] FRONTIER DOCUMENT
"""
import queue
import re
import shlex
import subprocess
import sys
import threading

TIMEOUT = 60  # seconds for any one line; a sanitizer build is slow
FENCE = re.compile(r"^```text frontier(?: (.*))?$")
MASKS = [
    (re.compile(r" nps \d+"), ""),  # a search under a millisecond has no speed
    (re.compile(r"\b(nodes|time|hashfull) \d+"), r"\1 N"),
    (re.compile(r"^nodestats \d+ [\d.]+$"), "nodestats N T"),
    (re.compile(r"^(=== [^/ ]*/[^/]*)/[\d.]+$"), r"\1/T"),
    (re.compile(r"\b\d+\.\d+\.\d+\b"), "VERSION"),
]


def mask(line):
    for pattern, replacement in MASKS:
        line = pattern.sub(replacement, line)
    return line


class Session:
    """One fenced block: its arguments and (input, expected answers) steps."""

    def __init__(self, line_number, args):
        self.line_number = line_number
        self.args = shlex.split(args or "")
        self.before = []  # answers expected before any input: (line number, line)
        self.steps = []   # [input line, [(line number, answer line)]]

    def add(self, number, line):
        if line.startswith("> "):
            self.steps.append([line[2:], []])
        elif self.steps:
            self.steps[-1][1].append((number, line))
        else:
            self.before.append((number, line))


def read_sessions(path):
    sessions, current = [], None
    with open(path, encoding="utf-8") as f:
        for number, raw in enumerate(f, 1):
            line = raw.rstrip("\n")
            if current is None:
                m = FENCE.match(line)
                if m:
                    current = Session(number, m.group(1))
            elif line.startswith("```"):
                sessions.append(current)
                current = None
            else:
                current.add(number, line)
    if current is not None:
        raise SystemExit("%s:%d: unclosed session block" % (path, current.line_number))
    return sessions


def replay(frontier, session, where, updates=None):
    """Runs one session; returns a list of failures (empty when it matched).
    With updates (a dict), a differing answer line goes there by its line
    number in place of a failure."""
    proc = subprocess.Popen([frontier] + session.args, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, bufsize=1)
    lines = queue.Queue()

    def pump():
        for line in proc.stdout:
            lines.put(line.rstrip("\n"))
        lines.put(None)

    threading.Thread(target=pump, daemon=True).start()
    failures = []

    def expect(sent, wanted):
        for number, want in wanted:
            try:
                got = lines.get(timeout=TIMEOUT)
            except queue.Empty:
                got = "(nothing within %d s)" % TIMEOUT
            if got is None:
                got = "(end of output)"
            if mask(got) != mask(want) and updates is not None and not got.startswith("("):
                updates[number] = got
            elif mask(got) != mask(want):
                failures.append("%s: after %r\n  expected: %s\n  got:      %s" % (where, sent, want, got))
                return False
        return True

    ok = expect("(start)", session.before)
    for sent, wanted in session.steps if ok else []:
        try:
            proc.stdin.write(sent + "\n")
            proc.stdin.flush()
        except BrokenPipeError:
            failures.append("%s: the program had ended before %r" % (where, sent))
            break
        if not expect(sent, wanted):
            break
    try:
        proc.stdin.close()
    except BrokenPipeError:
        pass
    if not failures:
        try:
            extra = lines.get(timeout=TIMEOUT)
        except queue.Empty:
            extra = "(no end of output within %d s)" % TIMEOUT
        if extra is not None:
            failures.append("%s: more output than the document shows: %s" % (where, extra))
    try:
        status = proc.wait(timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        proc.kill()
        status = proc.wait()
    if status != 0 and not failures:
        failures.append("%s: exit status %d" % (where, status))
    return failures


def listed_names(frontier, args, command, pattern):
    """The names the program lists in answer to command (GTP's commands, UOI's options)."""
    out = subprocess.run([frontier] + args, input=command + "\nquit\n", capture_output=True, text=True,
                         timeout=TIMEOUT).stdout
    return [m.group(1) for m in (re.match(pattern, line) for line in out.split("\n")) if m]


def write_updates(path, updates):
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    for number, line in updates.items():
        lines[number - 1] = line
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))


def main():
    args = sys.argv[1:]
    updates = {} if args[:1] == ["--update"] else None
    if updates is not None:
        args = args[1:]
    if len(args) != 2:
        raise SystemExit("usage: doc_sessions.py [--update] FRONTIER DOCUMENT")
    frontier, path = args
    with open(path, encoding="utf-8") as f:
        text = f.read()
    sessions = read_sessions(path)
    failures = []
    for protocol in ("uoi", "nboard", "gtp"):
        if not any("--protocol=" + protocol in s.args for s in sessions):
            failures.append("%s: no example session of %s" % (path, protocol))
    for s in sessions:
        failures += replay(frontier, s, "%s:%d" % (path, s.line_number), updates)
    gtp = listed_names(frontier, ["--protocol=gtp"], "list_commands", r"^(?:= )?([a-z_-]+)$")
    uoi = listed_names(frontier, ["--protocol=uoi"], "uoi", r"^option name (\S+) ")
    if not gtp or not uoi:
        failures.append("the program listed no GTP commands or no UOI options")
    for name in gtp + uoi:
        if not re.search("`%s[` ]" % re.escape(name), text):
            failures.append("%s: `%s` is not described" % (path, name))
    if updates:
        write_updates(path, updates)
        print("%s: %d answer lines updated" % (path, len(updates)))
    for failure in failures:
        print("FAIL:", failure)
    print("%d sessions replayed, %d failures" % (len(sessions), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
