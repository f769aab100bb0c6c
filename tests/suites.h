/* The Check suites of the unit test program. */
#ifndef FRONTIER_TEST_SUITES_H
#define FRONTIER_TEST_SUITES_H

#include <check.h>
#include "board.h"
#include "notation.h"
#include "search.h"

Suite *board_suite(void);
Suite *book_suite(void);
Suite *command_suite(void);
Suite *endgame_suite(void);
Suite *endgame_limits_suite(void);
Suite *engine_game_suite(void);
Suite *engine_options_suite(void);
Suite *engine_run_suite(void);
Suite *file_write_suite(void);
Suite *ggf_suite(void);
Suite *gtp_clock_suite(void);
Suite *helper_threads_suite(void);
Suite *isa_paths_suite(void);
Suite *move_list_suite(void);
Suite *notation_suite(void);
Suite *pattern_suite(void);
Suite *perft_suite(void);
Suite *presets_suite(void);
Suite *search_suite(void);
Suite *search_incremental_suite(void);
Suite *search_lines_suite(void);
Suite *search_tactical_suite(void);
Suite *sgf_suite(void);
Suite *tables_suite(void);
Suite *timeman_suite(void);
Suite *train_relabel_suite(void);
Suite *wide_boards_suite(void);

/* Builds a position from a picture of the board (64 squares, blanks
 * ignored) and a side; fails the test on a bad picture. */
Position test_position(const char *picture, Color side);

/* Plays uniformly random legal moves (passes when forced) from the start
 * until at most `empties` squares are empty or the game is over; *seed is
 * the rand_r state. */
Board test_random_board(unsigned *seed, int empties);

/* Each square empty, the player's or the opponent's, at random: a set-up
 * board, not necessarily one a game can reach. */
Board test_random_setup(unsigned *seed);

/* The exact score of the game by plain minimax (empties to the winner):
 * the obviously correct reference for the searches. */
int test_minimax(const Board *b);

/* The reports of a search that have a depth, the first TEST_LOG_REPORTS
 * of them: test_log_report is the search's report function, its context
 * a ReportLog. */
#define TEST_LOG_REPORTS 256
typedef struct {
    int n;
    SearchReport r[TEST_LOG_REPORTS];
} ReportLog;
void test_log_report(void *ctx, const SearchReport *r);

/* Pattern weights drawn at random from -spread..spread, tied between
 * mirror twins as training ties them; free with free(). */
struct PatternWeights *test_random_weights(unsigned seed, int spread);

/* Plays the line of len moves out from root: each a legal move, or a pass
 * where the side to move has none, to a finished game (else the test
 * fails). The final score from root's side to move. */
int test_line_score(const Board *root, const Move *line, int len);

/* The trained evaluation (data/eval.bin), loaded once: the probcut table
 * is fitted for it, and the engine's solver orders moves with it. */
const Evaluator *test_trained_evaluator(void);

/* A path under the test source folder (TESTS_SRCDIR, or "tests"). */
const char *test_data_path(const char *name, char *buf, size_t size);

/* Reads one line of an OBF file (squares, side, then each move's score,
 * the best first) into *pos; the best score. Fails the test on a bad line. */
int test_obf_parse(char *line, Position *pos);

#endif
