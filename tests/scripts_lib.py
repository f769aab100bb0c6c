"""Unit tests of the scripts' package: the rules module (perft from the
start, passes, the end of a game, flips, move names, symmetries, rays) and
the UOI client against Frontier (FRONTIER: its path), whose handshake takes
an `error` reply for an error; and run_limited, whose limit counts only the
time its caller runs (the background generator stops it for measurements)."""

import os
import random
import signal
import subprocess
import sys
import tempfile
import time
import unittest

SCRIPTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, "scripts")
sys.path.insert(0, SCRIPTS)
from frontier_scripts import rules  # noqa: E402
from frontier_scripts.rules import BLACK, WHITE, Position  # noqa: E402
from frontier_scripts.running_time import run_limited  # noqa: E402
from frontier_scripts.uoi import EngineError, Go, start_frontier  # noqa: E402


def position(text, side):
    """A position from rows a..h of rank 1 first, '.' empty."""
    return Position.parse(text.replace("\n", "").replace(" ", ""), side)


def random_positions(count, seed):
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        pos = Position()
        for _ in range(rng.randint(0, 50)):
            if pos.game_over():
                break
            pos.play(rng.choice(pos.moves()) if pos.moves() else None)
        found.append(pos)
    return found


class Rules(unittest.TestCase):
    def test_perft_from_the_start(self):
        # The published counts of the standard start, depths 1 to 7.
        counts = [rules.perft(Position(), depth) for depth in range(1, 8)]
        self.assertEqual(counts, [4, 12, 56, 244, 1396, 8200, 55092])

    def test_a_forced_pass(self):
        # Black's only disc, b1, is beside White's a1 against the edge:
        # Black has no move, White takes c1.
        pos = position("OX......" + "." * 56, "b")
        self.assertEqual(pos.moves(), [])
        self.assertTrue(pos.must_pass())
        self.assertFalse(pos.game_over())
        with self.assertRaises(ValueError):
            pos.play(rules.parse_square("c1"))
        pos.play(None)
        self.assertEqual(pos.side, WHITE)
        self.assertEqual(pos.moves(), [rules.parse_square("c1")])
        with self.assertRaises(ValueError):
            pos.play(None)  # no pass while a move exists
        pos.play(rules.parse_square("c1"))
        self.assertTrue(pos.game_over())
        self.assertEqual(pos.black_score(), -64)  # three white discs, the empties to White

    def test_perft_counts_a_pass_as_a_ply_and_an_end_as_a_leaf(self):
        pos = position("OX......" + "." * 56, "b")
        self.assertEqual(rules.perft(pos, 1), 1)  # the pass
        self.assertEqual(rules.perft(pos, 2), 1)  # then c1
        self.assertEqual(rules.perft(pos, 5), 1)  # the game is over after it

    def test_game_over_scores_the_empties_to_the_winner(self):
        pos = position("XX......" + "." * 56, "w")
        self.assertTrue(pos.game_over())
        self.assertFalse(pos.must_pass())
        self.assertEqual(pos.black_score(), 2 + 62)
        self.assertEqual(pos.score(), -(2 + 62))
        self.assertEqual(rules.final_score(32, 32), 0)
        self.assertEqual(rules.final_score(10, 20), -44)

    def test_flips_of_the_first_move(self):
        pos = Position()
        self.assertEqual(sorted(pos.moves()), [rules.parse_square(s) for s in ("d3", "c4", "f5", "e6")])
        self.assertEqual(pos.flips(rules.parse_square("f5")), [rules.parse_square("e5")])
        pos.play(rules.parse_square("f5"))
        self.assertEqual((pos.count(BLACK), pos.count(WHITE), pos.side), (4, 1, WHITE))
        with self.assertRaises(ValueError):
            pos.play(rules.parse_square("a1"))

    def test_fast_moves_agree_with_the_flips(self):
        for pos in random_positions(200, 7):
            scan = [sq for sq in range(64) if pos.flips(sq)]
            self.assertEqual(pos.moves(), scan)

    def test_flip_masks_agree_with_the_flips(self):
        for pos in random_positions(200, 8):
            own = sum(1 << sq for sq, c in enumerate(pos.cells) if c == pos.side)
            opp = sum(1 << sq for sq, c in enumerate(pos.cells) if c == 1 - pos.side)
            for sq in range(64):
                self.assertEqual(rules.flip_mask(own, opp, sq), sum(1 << f for f in pos.flips(sq)))

    def test_replay_walks_the_game_as_position_plays_it(self):
        # Whole random games, passes left out of their text: the bit-mask
        # replay puts back the same passes and passes the same positions.
        rng = random.Random(11)
        passes = 0
        for _ in range(100):
            text, score = rules.random_game(rng)
            moves, before, final = rules.replay(text)
            pos = Position()
            for m, (black, white, side) in zip(moves, before):
                self.assertEqual(rules.squares_text(black, white), pos.squares())
                self.assertEqual(side, pos.side)
                self.assertEqual(m is None, pos.must_pass())
                pos.play(m)
            passes += moves.count(None)
            self.assertEqual(rules.bits_position(*final).squares(), pos.squares())
            self.assertTrue(rules.bits_game_over(final[0], final[1]))
            self.assertEqual(rules.final_score(rules.disc_count(final[0]), rules.disc_count(final[1])), score)
        self.assertGreater(passes, 0)
        with self.assertRaisesRegex(ValueError, "illegal move e5"):
            rules.replay("f5e5")
        with self.assertRaisesRegex(ValueError, "pass while moves exist"):
            rules.replay("f5pass")

    def test_move_names(self):
        self.assertEqual(rules.square_name(0), "a1")
        self.assertEqual(rules.square_name(63), "h8")
        self.assertEqual(rules.parse_square("F5"), 37)
        self.assertIsNone(rules.parse_square("i9"))
        self.assertIsNone(rules.parse_move("PA"))
        self.assertEqual(rules.move_name(None), "pass")
        with self.assertRaises(ValueError):
            rules.parse_move("zz")
        self.assertEqual(rules.parse_moves("f5 d6pass c3"), [37, 43, None, 18])
        with self.assertRaises(ValueError):
            rules.parse_moves("f5x9")

    def test_symmetries_map_moves_to_moves(self):
        maps = rules.symmetries()
        self.assertEqual(len({tuple(m) for m in maps}), 8)
        self.assertEqual(maps[0], list(range(64)))
        for m in maps:
            self.assertEqual(sorted(m), list(range(64)))
        for pos in random_positions(20, 3):
            for m in maps:
                image = Position([None] * 64, pos.side)
                for sq in range(64):
                    image.cells[m[sq]] = pos.cells[sq]
                self.assertEqual(sorted(m[sq] for sq in pos.moves()), image.moves())

    def test_rays(self):
        self.assertEqual(rules.ray_mask(0, 1, 0), 0xfe)
        self.assertEqual(rules.ray_mask(0, 1, 1), 0x8040201008040200)
        self.assertEqual(rules.ray_mask(7, 1, 0), 0)


class RunLimited(unittest.TestCase):
    def test_output_and_failures(self):
        self.assertEqual(run_limited(["sh", "-c", "echo 12"], 30), "12\n")
        with self.assertRaises(subprocess.CalledProcessError):
            run_limited(["sh", "-c", "exit 3"], 30)
        with self.assertRaises(subprocess.TimeoutExpired):
            run_limited(["sleep", "30"], 0.5)

    def test_a_stop_longer_than_the_limit_does_not_count(self):
        # A caller and its command stopped together, as the generator stops
        # a shard's process group, for longer than the limit: the command
        # still ends within it. A wall-clock limit fails here.
        with tempfile.TemporaryDirectory() as work:
            marker = os.path.join(work, "started")
            code = ("import sys; sys.path.insert(0, %r)\n"
                    "from frontier_scripts.running_time import run_limited\n"
                    "open(%r, 'w').close()\n"
                    "run_limited(['sleep', '2'], 6)\n"
                    "print('ended')\n") % (SCRIPTS, marker)
            with subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True,
                                  start_new_session=True) as child:
                while not os.path.exists(marker):
                    self.assertIsNone(child.poll(), "the caller ended before it started its command")
                    time.sleep(0.05)
                time.sleep(0.5)
                os.killpg(child.pid, signal.SIGSTOP)
                time.sleep(8)
                os.killpg(child.pid, signal.SIGCONT)
                out, _ = child.communicate(timeout=120)
            self.assertEqual(child.returncode, 0)
            self.assertEqual(out, "ended\n")


@unittest.skipUnless(os.environ.get("FRONTIER"), "FRONTIER names no program")
class UoiClient(unittest.TestCase):
    def test_a_search(self):
        engine = start_frontier(os.environ["FRONTIER"], [("Threads", "1")])
        try:
            pos = Position()
            engine.new_game(pos, None, None)
            engine.position(pos, [rules.parse_square("f5")])
            result = engine.go(Go("depth", 3), None, None)
            after = Position()
            after.play(rules.parse_square("f5"))
            self.assertIn(result.move, after.moves())
            self.assertIsNotNone(result.last_info("depth"))
        finally:
            engine.close()
        self.assertFalse(engine.running())

    def test_an_error_reply_is_no_handshake(self):
        with self.assertRaises(EngineError) as caught:
            start_frontier(os.environ["FRONTIER"], [("NoSuchOption", "1")])
        self.assertIn("NoSuchOption", str(caught.exception))

    def test_a_missing_program(self):
        with self.assertRaises(EngineError):
            start_frontier(os.path.join(os.sep, "nonexistent", "frontier"))


if __name__ == "__main__":
    unittest.main()
