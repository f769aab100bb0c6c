#!/usr/bin/env python3
"""A UOI engine that misbehaves on purpose, for the tournament runner's
tests: `illegal` answers a1 (never legal early), `sleep` never answers go,
`crash` exits on go, `mute` speaks another protocol (never says uoiok)."""
import sys
import time

mode = sys.argv[1] if len(sys.argv) > 1 else "illegal"
for line in sys.stdin:
    word = line.split()[0] if line.split() else ""
    if mode == "mute":
        print("error unknown command '%s'" % word, flush=True)
    elif word == "uoi":
        print("id name bad-%s" % mode)
        print("uoiok", flush=True)
    elif word == "isready":
        print("readyok", flush=True)
    elif word == "go":
        if mode == "sleep":
            time.sleep(3600)
        elif mode == "crash":
            sys.exit(3)
        print("bestmove a1", flush=True)
    elif word == "quit":
        break
