#!/usr/bin/env python3
"""Fits the Multi-ProbCut table of the midgame search.

Plays each chosen opening (a move list per line, e.g. XOT) and random moves
on to a random number of empties, then asks frontier (UOI, Selectivity 0,
tables cleared) to search the position to depth min(MAX_DEPTH, empties -
10). Iterative deepening reports the value at every depth, which gives
pairs (value at the shallow depth, value at the deep depth). For every
stage (empties) and deep depth d, the shallow depth is about d/2 with the
parity of d (for depths 1 and 2, depth 0: the evaluation itself, from the
eval command); a least-squares line deep = a * shallow + b and the standard
deviation sigma of its error are fitted and written as a C table
(engine/mpc_table_NAME.h, NAME the evaluation searched; the search uses a
table with the evaluation it was fitted for, and makes no cuts without).

usage: scripts/fit-mpc.py --openings FILE [--positions N] [--shallow-positions N] [--max-depth D] [--jobs N]
                          [--seed S] [--frontier PATH] [--eval NAME] [--out FILE] [--pairs FILE]
(--frontier: default protocol/frontier of this script's build tree; --jobs:
engines searching at once, the table is the same for any number)
The tables here: --eval basic --positions 480 --max-depth 12 --seed 1 (fitted
before the rows from the evaluation: its rows start at depth 3);
--eval pattern --positions 240 --max-depth 15 --seed 2 (--jobs 2: 10 minutes).
"""
import argparse
import json
import importlib.util
import math
import os
import random
import re
import subprocess
import sys
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from tournament_lib.files import whole_file  # noqa: E402
from tournament_lib.frontier import add_frontier_option, check_frontier  # noqa: E402
_spec = importlib.util.spec_from_file_location("tactical", os.path.join(HERE, "make-tactical.py"))
rules = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(rules)

MIN_DEPTH = 1
EVAL_PROBED_DEPTH = 2  # depths 1 and 2 are predicted from the evaluation
STAGE_MIN_EMPTIES = [42, 32, 0]  # stage k holds positions with >= this many empties
MIN_SAMPLES = 12


def shallow_of(d):
    if d <= EVAL_PROBED_DEPTH:
        return 0
    s = d // 2
    if (d - s) % 2:
        s -= 1
    return max(s, 1)


def stage_of(empties):
    for k, m in enumerate(STAGE_MIN_EMPTIES):
        if empties >= m:
            return k
    return len(STAGE_MIN_EMPTIES) - 1


def square(name):
    return "abcdefgh".index(name[0]) + 8 * (int(name[1]) - 1)


def position(rng, openings, empties):
    """A position with `empties` empties and a legal move, or None."""
    line = rng.choice(openings)
    board = ["."] * 64
    board[27], board[28], board[35], board[36] = "O", "X", "X", "O"
    me = "X"
    moves = [line[i:i + 2] for i in range(0, len(line), 2)]
    while board.count(".") > empties:
        legal = rules.legal(board, me)
        if not legal:
            if not rules.legal(board, rules.other(me)):
                return None, None
            me = rules.other(me)
            continue
        sq = square(moves.pop(0)) if moves else rng.choice(legal)
        if sq not in legal:
            return None, None
        board = rules.play(board, me, sq)
        me = rules.other(me)
    if not rules.legal(board, me):
        return None, None
    return board, me


def depth_values(engine, board, me, depth):
    side = "b" if me == "X" else "w"
    engine.stdin.write(f"newgame\nposition board {''.join(board).replace('.', '-')} {side}\n"
                       f"eval\ngo depth {depth}\nwait\n")
    engine.stdin.flush()
    values = {}
    while True:
        line = engine.stdout.readline()
        if not line or line.startswith("error"):
            raise RuntimeError(line.strip() or "engine ended")
        w = line.split()
        if w[:2] == ["eval", "cd"]:
            values[0] = int(w[2])
        if w[0] == "info" and "depth" in w and "cd" in w:
            values[int(w[w.index("depth") + 1])] = int(w[w.index("cd") + 1])
        if w[0] == "bestmove":
            return values


def search_all(args, chosen):
    """The values by depth of every chosen position, args.jobs engines at once."""
    values = [None] * len(chosen)
    next_index = iter(range(len(chosen)))
    lock = threading.Lock()
    failures = []

    def work():
        engine = subprocess.Popen([args.frontier, "--protocol=uoi"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
        try:
            engine.stdin.write(f"setoption name Selectivity value 0\nsetoption name Eval value {args.eval}\n")
            while not failures:
                with lock:
                    i = next(next_index, None)
                if i is None:
                    break
                board, me, _, depth = chosen[i]
                values[i] = depth_values(engine, board, me, depth)
                with lock:
                    done = sum(v is not None for v in values)
                    if done % 20 == 0:
                        print(f"{done}/{len(chosen)} positions", file=sys.stderr, flush=True)
        except (RuntimeError, OSError) as e:
            failures.append(e)
        finally:
            try:
                engine.stdin.write("quit\n")
                engine.stdin.close()
            except OSError:
                pass  # the engine has gone: its failure is already kept
            engine.wait()

    workers = [threading.Thread(target=work) for _ in range(max(1, args.jobs))]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    if failures or None in values:
        sys.exit(f"fit-mpc.py: {failures[0] if failures else 'a search did not end'}")
    return values


def fit(pairs):
    n = len(pairs)
    mx = sum(x for x, _ in pairs) / n
    my = sum(y for _, y in pairs) / n
    sxx = sum((x - mx) ** 2 for x, _ in pairs)
    sxy = sum((x - mx) * (y - my) for x, y in pairs)
    a = sxy / sxx if sxx > 0 else 1.0
    b = my - a * mx
    sigma = math.sqrt(sum((y - a * x - b) ** 2 for x, y in pairs) / max(n - 2, 1))
    return a, b, sigma


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--positions", type=int, default=240)
    ap.add_argument("--openings", required=True, help="move lists, one a line (e.g. XOT's)")
    ap.add_argument("--max-depth", type=int, default=12)
    ap.add_argument("--shallow-positions", type=int, default=2000,
                    help="more positions searched only for the rows predicted from the evaluation")
    ap.add_argument("--min-empties", type=int, default=20)
    ap.add_argument("--max-empties", type=int, default=52)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1, help="engines searching at once (default 1)")
    add_frontier_option(ap, "the binary")
    ap.add_argument("--eval", default="pattern",
                    help="the evaluation searched (Eval option value, also the table's tag): pattern, basic...")
    ap.add_argument("--out", default=None, help="default: engine/mpc_table_NAME.h for the evaluation's name")
    ap.add_argument("--pairs", default=None, help="also write the (shallow, deep) pairs here as JSON")
    args = ap.parse_args()
    check_frontier(ap, args.frontier)
    if args.positions < 1 or args.jobs < 1 or args.max_depth < MIN_DEPTH or args.shallow_positions < 0:
        ap.error(f"--positions and --jobs must be at least 1, --max-depth at least {MIN_DEPTH}, "
                 "--shallow-positions at least 0")
    if not 0 <= args.min_empties <= args.max_empties <= 60:
        ap.error("--min-empties and --max-empties must satisfy 0 <= min <= max <= 60")
    try:
        with open(args.openings) as f:
            openings = [ln.strip() for ln in f if ln.strip() and not ln.startswith("#")]
    except (OSError, UnicodeDecodeError) as e:
        ap.error(f"cannot read --openings {args.openings}: {e}")
    if not openings:
        ap.error(f"no opening in {args.openings}")
    for n, line in enumerate(openings, 1):
        if not re.fullmatch(r"([a-h][1-8])*", line):
            ap.error(f"{args.openings}: opening {n} is not a move list like f5d6c3: {line[:40]}")
    rng = random.Random(args.seed)
    # The positions are drawn first, in the seed's order, so that the
    # engines can share them out and the pairs still come in that order.
    # The rows predicted from the evaluation cost next to nothing to fit, so
    # more positions, drawn after the others, are searched for them alone.
    chosen = []
    misses = 0
    while len(chosen) < args.positions + args.shallow_positions:
        empties = rng.randint(args.min_empties, args.max_empties)
        board, me = position(rng, openings, empties)
        if board is not None:
            deepest = args.max_depth if len(chosen) < args.positions else EVAL_PROBED_DEPTH
            chosen.append((board, me, empties, min(deepest, empties - 10)))
        else:
            misses += 1
            if misses > 1000 * args.positions:
                sys.exit(f"fit-mpc: the openings of {args.openings} give no playable position "
                         f"with {args.min_empties}-{args.max_empties} empties (illegal moves?)")
    values = search_all(args, chosen)
    pairs = {}  # (stage, deep depth) -> [(shallow value, deep value)]
    for (_, _, empties, depth), vals in zip(chosen, values):
        stage = stage_of(empties)
        for d in range(MIN_DEPTH, depth + 1):
            s = shallow_of(d)
            if d in vals and s in vals:
                pairs.setdefault((stage, d), []).append((vals[s], vals[d]))

    if args.pairs:
        with whole_file(args.pairs, "w") as f:
            json.dump({f"{k} {d}": v for (k, d), v in pairs.items()}, f)
    write_table(args, pairs)


def write_table(args, pairs):
    stages = len(STAGE_MIN_EMPTIES)
    rows = []
    for k in range(stages):
        row = []
        for d in range(args.max_depth + 1):
            p = pairs.get((k, d), [])
            if d < MIN_DEPTH or len(p) < MIN_SAMPLES:
                row.append("{0, 0, 0, 0}")
                continue
            a, b, sigma = fit(p)
            row.append(f"{{{shallow_of(d)}, {a:.4f}, {b:.1f}, {sigma:.1f}}}")
            print(f"stage {k} (>= {STAGE_MIN_EMPTIES[k]} empties) depth {d} from {shallow_of(d)}: "
                  f"n {len(p)} a {a:.3f} b {b:.1f} sigma {sigma:.1f}", file=sys.stderr)
        rows.append("        {" + ",\n         ".join(row) + "},")
    name = args.eval
    upper = name.upper()
    out = args.out or os.path.join("engine", f"mpc_table_{name}.h")
    with whole_file(out, "w") as f:
        f.write(f"""/* Generated by scripts/fit-mpc.py: do not edit. Fitted on {args.positions} positions
 * and {args.shallow_positions} more for depths 1-{EVAL_PROBED_DEPTH} (seed {args.seed}, {args.min_empties}..{args.max_empties} empties, depths up to {args.max_depth}) searched with
 * the {name} evaluation; rerun the script when the evaluation or the search changes.
 * pair[stage][deep depth] = {{shallow depth, a, b, sigma}}: deep ~ a * shallow + b. */
#ifndef FRONTIER_MPC_TABLE_{upper}_H
#define FRONTIER_MPC_TABLE_{upper}_H

#include "mpc.h"

static const MpcTable MPC_TABLE_{upper} = {{
    "{name}", {MIN_DEPTH}, {args.max_depth}, {stages},
    {{{", ".join(map(str, STAGE_MIN_EMPTIES))}}},
    {{
{chr(10).join(rows)}
    }},
}};

#endif
""")

if __name__ == "__main__":
    main()
