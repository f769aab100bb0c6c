"""The Python module against a libfrontier (FRONTIER_LIBRARY names the
build tree's in make check); FRONTIER_DATA_DIR is the data folder."""
import os
import threading
import time
import unittest

import frontier

DATA = os.environ.get("FRONTIER_DATA_DIR")


def new_engine():
    return frontier.Engine(data_dir=DATA, options={"Hash": 16, "Threads": 1})


class Positions(unittest.TestCase):
    def test_start_and_text(self):
        start = frontier.Position.start()
        self.assertEqual(sorted(frontier.move_name(m) for m in start.moves()), ["c4", "d3", "e6", "f5"])
        text = str(start)
        self.assertEqual(frontier.Position.parse(text[:64], text[65]), start)
        self.assertEqual(start.play("f5").play("d6").side, frontier.BLACK)

    def test_bad_input_raises(self):
        with self.assertRaises(frontier.ParseError):
            frontier.Position.parse("x" * 10, "b")
        with self.assertRaises(frontier.ParseError):
            frontier.parse_move("z9")
        with self.assertRaises(frontier.IllegalError):
            frontier.Position.start().play("a1")
        with self.assertRaises(frontier.FileError):
            frontier.Engine(data_dir="/nonexistent/frontier")


class Games(unittest.TestCase):
    def test_play_undo_and_ggf(self):
        game = frontier.Game()
        game.play("f5d6c3")
        game.play(frontier.parse_move("d3"))
        self.assertEqual([frontier.move_name(m) for m in game.moves()], ["f5", "d6", "c3", "d3"])
        with self.assertRaises(frontier.IllegalError):
            game.play("a1")
        game.undo()
        again = frontier.Game.from_ggf(game.to_ggf("me", "you"))
        self.assertEqual(again.moves(), game.moves())
        self.assertEqual(again.position(), frontier.Position.start().play("f5").play("d6").play("c3"))
        with self.assertRaises(frontier.ParseError):
            frontier.Game.from_ggf("(;GM[Chess];)")
        with self.assertRaises(frontier.EmptyError):
            frontier.Game().undo()


class Engines(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.engine = new_engine()

    @classmethod
    def tearDownClass(cls):
        cls.engine.close()

    def test_version(self):
        self.assertRegex(frontier.version(), r"^\d+\.\d+\.\d+$")
        major, minor, patch = (int(x) for x in frontier.version().split("."))
        self.assertEqual(frontier.version_number(), major * 10000 + minor * 100 + patch)

    def test_perft(self):
        start = frontier.Position.start()
        self.assertEqual([self.engine.perft(start, d) for d in range(1, 7)], [4, 12, 56, 244, 1396, 8200])

    def test_search_returns_a_legal_move(self):
        start = frontier.Position.start()
        result = self.engine.search(start, depth=6)
        self.assertIn(result.best_move, start.moves())
        self.assertEqual(result.depth, 6)
        self.assertEqual(result.pv[0], result.best_move)

    def test_callback_and_its_stop(self):
        seen = []

        def on_info(info):
            seen.append(info.depth)
            return len(seen) >= 3

        result = self.engine.search(frontier.Position.start(), on_info=on_info, depth=30)
        self.assertGreaterEqual(len(seen), 3)
        self.assertLess(result.depth, 30)

    def test_callback_exception_reaches_caller(self):
        def on_info(_info):
            raise KeyError("from the callback")

        with self.assertRaises(KeyError):
            self.engine.search(frontier.Position.start(), on_info=on_info, depth=20)
        self.assertEqual(self.engine.perft(frontier.Position.start(), 3), 56)

    def test_stop_from_another_thread(self):
        start = frontier.Position.start()
        results = []
        thread = threading.Thread(target=lambda: results.append(self.engine.search(start, depth=60)))
        thread.start()
        time.sleep(0.3)
        self.engine.stop()
        thread.join(60)
        self.assertFalse(thread.is_alive())
        self.assertIn(results[0].best_move, start.moves())

    def test_bad_options_raise_and_change_nothing(self):
        with self.assertRaises(frontier.OptionError):
            self.engine.set_option("Hash", "many")
        with self.assertRaises(frontier.OptionError):
            self.engine.set_option("NoSuchOption", 1)
        self.assertEqual(self.engine.get_option("Hash"), "16")
        self.assertIn("Level", [o[0] for o in frontier.Engine.options()])

    def test_game(self):
        self.engine.set_game(None, ["f5", "d6"])
        self.assertEqual([frontier.move_name(m) for m in self.engine.moves()], ["f5", "d6"])
        with self.assertRaises(frontier.IllegalError):
            self.engine.play("a1")
        self.engine.undo()
        self.assertEqual(self.engine.position(), frontier.Position.start().play("f5"))
        self.engine.new_game()
        with self.assertRaises(frontier.EmptyError):
            self.engine.undo()

    def test_evaluation(self):
        start = frontier.Position.start()
        score, terms = self.engine.evaluate(start)
        self.assertEqual(sum(terms.values()), score)
        self.assertEqual(self.engine.evaluate_batch([start, start.play("f5")])[0], score)
        moves = self.engine.analyze(start, depth=3)
        self.assertEqual(sorted(m.move for m in moves), sorted(start.moves()))


class TwoEngines(unittest.TestCase):
    def test_side_by_side_as_alone(self):
        positions = [frontier.Position.start(), frontier.Position.start().play("f5").play("d6")]
        engines = [new_engine(), new_engine()]

        def run(i, out):
            engines[i].clear()
            out[i] = engines[i].search(positions[i], depth=8)

        alone = [None, None]
        for i in range(2):
            run(i, alone)
        together = [None, None]
        threads = [threading.Thread(target=run, args=(i, together)) for i in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        for i in range(2):
            self.assertEqual((together[i].best_move, together[i].score, together[i].nodes),
                             (alone[i].best_move, alone[i].score, alone[i].nodes))
            engines[i].close()


if __name__ == "__main__":
    unittest.main()
