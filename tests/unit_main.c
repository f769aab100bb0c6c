/* The unit test program: every Check suite, or those named. */
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

int test_line_score(const Board *root, const Move *line, int len)
{
    Board cur = *root;
    int sign = 1;
    for (int i = 0; i < len; i++) {
        if (line[i] == MOVE_PASS) {
            ck_assert_uint_eq(board_legal_moves(&cur), 0);
            board_pass(&cur);
        } else {
            ck_assert(board_play(&cur, line[i]));
        }
        sign = -sign;
    }
    ck_assert(board_is_game_over(&cur));
    return sign * board_final_score(&cur);
}

PatternWeights *test_random_weights(unsigned seed, int spread)
{
    PatternWeights *w = pattern_weights_new();
    uint32_t *twin = pattern_twins();
    ck_assert(w && twin);
    for (int s = 0; s < STAGE_COUNT; s++)
        for (uint32_t i = 0; i < STAGE_WEIGHTS; i++)
            w->weights[s][i] = twin[i] == i ? (int16_t)(rand_r(&seed) % (2 * spread + 1) - spread) : w->weights[s][twin[i]];
    free(twin);
    return w;
}

Board test_random_setup(unsigned *seed)
{
    Board b = {0, 0};
    for (int sq = 0; sq < 64; sq++) {
        int r = rand_r(seed) % 3;
        if (r == 1)
            b.player |= BB_SQUARE(sq);
        else if (r == 2)
            b.opponent |= BB_SQUARE(sq);
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

static const struct {
    const char *name;
    Suite *(*make)(void);
} SUITES[] = {
    {"board", board_suite},
    {"book", book_suite},
    {"command", command_suite},
    {"endgame", endgame_suite},
    {"endgame_limits", endgame_limits_suite},
    {"engine_game", engine_game_suite},
    {"engine_options", engine_options_suite},
    {"engine_run", engine_run_suite},
    {"file_write", file_write_suite},
    {"ggf", ggf_suite},
    {"gtp_clock", gtp_clock_suite},
    {"helper_threads", helper_threads_suite},
    {"isa_paths", isa_paths_suite},
    {"move_list", move_list_suite},
    {"notation", notation_suite},
    {"pattern", pattern_suite},
    {"perft", perft_suite},
    {"presets", presets_suite},
    {"search", search_suite},
    {"search_incremental", search_incremental_suite},
    {"search_lines", search_lines_suite},
    {"search_tactical", search_tactical_suite},
    {"sgf", sgf_suite},
    {"tables", tables_suite},
    {"timeman", timeman_suite},
    {"train_relabel", train_relabel_suite},
    {"wide_boards", wide_boards_suite},
};
enum { SUITE_COUNT = sizeof SUITES / sizeof *SUITES };

/* The suite an argument names: NAME, or the test harness's
 * tests/unit/NAME.suite; -1 when there is none. */
static int suite_index(const char *arg)
{
    const char *name = strrchr(arg, '/') ? strrchr(arg, '/') + 1 : arg;
    size_t len = strlen(name);
    if (len > 6 && strcmp(name + len - 6, ".suite") == 0)
        len -= 6;
    for (int i = 0; i < SUITE_COUNT; i++)
        if (strlen(SUITES[i].name) == len && strncmp(SUITES[i].name, name, len) == 0)
            return i;
    return -1;
}

/* Runs the suites named on the command line, or all of them; --list
 * prints their names. */
int main(int argc, char **argv)
{
    if (argc == 2 && strcmp(argv[1], "--list") == 0) {
        for (int i = 0; i < SUITE_COUNT; i++)
            printf("%s\n", SUITES[i].name);
        return EXIT_SUCCESS;
    }
    SRunner *runner = NULL;
    for (int i = 0; i < (argc > 1 ? argc - 1 : SUITE_COUNT); i++) {
        int k = argc > 1 ? suite_index(argv[i + 1]) : i;
        if (k < 0) {
            fprintf(stderr, "unit_tests: no suite '%s'; the suites:", argv[i + 1]);
            for (int j = 0; j < SUITE_COUNT; j++)
                fprintf(stderr, " %s", SUITES[j].name);
            fprintf(stderr, "\n");
            if (runner)
                srunner_free(runner);
            return 2;
        }
        if (runner)
            srunner_add_suite(runner, SUITES[k].make());
        else
            runner = srunner_create(SUITES[k].make());
    }
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
