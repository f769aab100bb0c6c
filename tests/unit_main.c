/* Runs every Check suite. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "eval_pattern.h"
#include "suites.h"

Position test_position(const char *picture, Color side)
{
    char squares[65];
    int n = 0;
    for (const char *p = picture; *p; p++)
        if (*p != ' ' && *p != '\n') {
            ck_assert_int_lt(n, 64);
            squares[n++] = *p;
        }
    squares[n] = '\0';
    Position pos;
    char err[128];
    ck_assert_msg(position_parse(squares, side == BLACK ? "b" : "w", &pos, err, sizeof err), "%s", err);
    return pos;
}

Board test_random_board(unsigned *seed, int empties)
{
    Board b;
    board_start(&b);
    while (board_empty_count(&b) > empties && !board_is_game_over(&b)) {
        Bitboard moves = board_legal_moves(&b);
        if (!moves) {
            board_pass(&b);
            continue;
        }
        int k = rand_r(seed) % bb_count(moves);
        while (k--)
            moves = bb_pop(moves);
        board_play(&b, bb_first(moves));
    }
    return b;
}

int test_minimax(const Board *b)
{
    Bitboard moves = board_legal_moves(b);
    if (!moves) {
        Board passed = *b;
        board_pass(&passed);
        return board_legal_moves(&passed) ? -test_minimax(&passed) : board_final_score(b);
    }
    int best = -64, sq;
    BB_FOREACH(sq, moves) {
        Board next = *b;
        board_play(&next, sq);
        int v = -test_minimax(&next);
        if (v > best)
            best = v;
    }
    return best;
}

void test_log_report(void *ctx, const SearchReport *r)
{
    ReportLog *log = ctx;
    if (r->depth > 0 && log->n < TEST_LOG_REPORTS)
        log->r[log->n++] = *r;
}

const char *test_data_path(const char *name, char *buf, size_t size)
{
    const char *dir = getenv("TESTS_SRCDIR");
    snprintf(buf, size, "%s/data/%s", dir ? dir : "tests", name);
    return buf;
}

int test_obf_parse(char *line, Position *pos)
{
    char squares[80], side[8];
    int best;
    char *semi = strchr(line, ';');
    ck_assert_ptr_nonnull(semi);
    *semi = '\0';
    ck_assert_int_eq(sscanf(line, "%79s %7s", squares, side), 2);
    ck_assert_int_eq(sscanf(semi + 1, " %*[^:]:%d", &best), 1);
    char err[128];
    ck_assert_msg(position_parse(squares, side, pos, err, sizeof err), "%s", err);
    return best;
}

const Evaluator *test_trained_evaluator(void)
{
    static PatternWeights *weights;
    static Evaluator ev;
    if (!weights) {
        char path[512], err[512];
        weights = pattern_weights_new();
        ck_assert_ptr_nonnull(weights);
        ck_assert_msg(pattern_weights_load(weights, test_data_path("../../data/eval.bin", path, sizeof path), err,
                                           sizeof err),
                      "%s", err);
        ev = evaluator_pattern(weights);
    }
    return &ev;
}

int main(void)
{
    SRunner *runner = srunner_create(board_suite());
    srunner_add_suite(runner, book_suite());
    srunner_add_suite(runner, endgame_suite());
    srunner_add_suite(runner, file_write_suite());
    srunner_add_suite(runner, ggf_suite());
    srunner_add_suite(runner, gtp_clock_suite());
    srunner_add_suite(runner, isa_paths_suite());
    srunner_add_suite(runner, notation_suite());
    srunner_add_suite(runner, pattern_suite());
    srunner_add_suite(runner, perft_suite());
    srunner_add_suite(runner, presets_suite());
    srunner_add_suite(runner, search_suite());
    srunner_add_suite(runner, search_lines_suite());
    srunner_add_suite(runner, search_tactical_suite());
    srunner_add_suite(runner, sgf_suite());
    srunner_add_suite(runner, wide_boards_suite());
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
