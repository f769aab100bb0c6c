/* SGF records: the main line of a game with branches, set-up positions,
 * the square forms, passes left out, errors, GTP's move numbers, and
 * writing a game and reading it back. */
#include <stdlib.h>
#include <string.h>
#include "file_read.h"
#include "sgf.h"
#include "suites.h"

/* The game of both record files in tests/data, written out in the usual
 * notation: 60 moves and black's pass before white's g1. */
static const char GAME[] = "c4 c5 f6 c3 b5 g7 e3 e6 c2 f3 g3 a5 h8 b3 f4 f2 b4 f5 f7 h3 a3 d2 e2 e1 a6 e7 d7 c1 c6 "
                           "g8 f1 g4 d1 b6 b1 d3 g6 b7 f8 a7 c7 h6 a8 b2 g5 g2 a1 d6 h2 h5 a4 d8 c8 h7 e8 a2 h4 b8 "
                           "pass g1 h1";

static int game_moves(Move *moves)
{
    size_t bad;
    int n = move_list_parse(GAME, moves, ENGINE_MAX_GAME, &bad);
    ck_assert_int_eq(n, 61);
    return n;
}

static void read_record_file(const char *name, SgfGame *g)
{
    char path[512], err[300];
    char *text = io_read_file(test_data_path(name, path, sizeof path), SGF_MAX_FILE, err, sizeof err);
    ck_assert_msg(text != NULL, "%s", err);
    bool ok = sgf_parse(text, g, err, sizeof err);
    free(text);
    ck_assert_msg(ok, "%s: %s", name, err);
}

static void parse_ok(const char *text, SgfGame *g)
{
    char err[256];
    ck_assert_msg(sgf_parse(text, g, err, sizeof err), "%s: %s", text, err);
}

START_TEST(test_main_line_in_go_squares)
{
    /* Squares in the Go form, a branch after move 10 whose second
     * variation is not the game, the pass left out. */
    static SgfGame g;
    read_record_file("sgf-main-line.sgf", &g);
    Move want[ENGINE_MAX_GAME];
    int n = game_moves(want);
    Position start;
    position_start(&start);
    ck_assert(board_equal(&g.start.board, &start.board) && g.start.side == BLACK);
    ck_assert_int_eq(g.written, 60);
    ck_assert_int_eq(g.count, n);
    for (int i = 0; i < n; i++)
        ck_assert_int_eq(g.moves[i], want[i]);
    ck_assert_str_eq(g.black, "Random black");
    ck_assert_str_eq(g.white, "Random white");
}
END_TEST

START_TEST(test_setup_position_and_written_pass)
{
    /* The same game from the position after 40 moves, set up by AB, AW
     * and PL, squares written "C7", the pass written PA. */
    static SgfGame g;
    read_record_file("sgf-setup.sgf", &g);
    Move want[ENGINE_MAX_GAME];
    int n = game_moves(want), bad;
    Position after40;
    position_start(&after40);
    ck_assert_int_eq(position_apply_moves(&after40, want, 40, &bad, NULL), 40);
    ck_assert(board_equal(&g.start.board, &after40.board));
    ck_assert_int_eq(g.start.side, after40.side);
    ck_assert_int_eq(g.written, n - 40);
    ck_assert_int_eq(g.count, n - 40);
    for (int i = 40; i < n; i++)
        ck_assert_int_eq(g.moves[i - 40], want[i]);
}
END_TEST

START_TEST(test_square_and_pass_forms)
{
    static SgfGame g;
    const char *f5[] = {"(;GM[2];B[f5])", "(;GM[2];B[F5])", "(;GM[2];B[fe])", "(;GM[2]SZ[8:8];B[ f5 ])"};
    for (size_t i = 0; i < sizeof f5 / sizeof *f5; i++) {
        parse_ok(f5[i], &g);
        ck_assert_int_eq(g.count, 1);
        ck_assert_int_eq(g.moves[0], square_parse("f5"));
    }
    /* After black's c1 white has no move and black has h8: each pass
     * spelling, and the pass left out. */
    const char *passes[] = {";W[]", ";W[tt]", ";W[PA]", ";W[pass]", ""};
    for (size_t i = 0; i < sizeof passes / sizeof *passes; i++) {
        char text[128];
        snprintf(text, sizeof text, "(;GM[2]AE[d4:e5]AB[a1][h1:h6]AW[b1][h7]PL[B];B[c1]%s;B[h8])", passes[i]);
        parse_ok(text, &g);
        ck_assert_int_eq(g.count, 3);
        ck_assert_int_eq(g.moves[1], MOVE_PASS);
        ck_assert_int_eq(g.moves[2], square_parse("h8"));
        ck_assert_int_eq(g.written, passes[i][0] ? 3 : 2);
    }
}
END_TEST

START_TEST(test_setup_properties)
{
    /* A rectangle of black discs, the centre changed, white to move. */
    static SgfGame g;
    parse_ok("(;FF[4]GM[2]SZ[8]AB[aa:bb]AW[d5]AE[e5]PL[W])", &g);
    ck_assert_int_eq(g.start.side, WHITE);
    ck_assert_int_eq(g.count, 0);
    Bitboard black = BB_SQUARE(0) | BB_SQUARE(1) | BB_SQUARE(8) | BB_SQUARE(9) | BB_SQUARE(square_parse("e4"));
    Bitboard white = BB_SQUARE(square_parse("d4")) | BB_SQUARE(square_parse("d5"));
    ck_assert(g.start.board.opponent == black);
    ck_assert(g.start.board.player == white);
    /* Without PL the first move's colour starts. */
    parse_ok("(;GM[2]AB[b1]AW[a1]AE[d4][e5];W[c1])", &g);
    ck_assert_int_eq(g.start.side, WHITE);
    ck_assert_int_eq(g.moves[0], square_parse("c1"));
}
END_TEST

START_TEST(test_branches)
{
    static SgfGame g;
    parse_ok("(;GM[2];B[f5](;W[f6];B[e6])(;W[d6]))", &g);
    ck_assert_int_eq(g.count, 3);
    ck_assert_int_eq(g.moves[2], square_parse("e6"));
    /* Nested, with brackets and parentheses in the skipped branches. */
    parse_ok("(;GM[2](;B[f5]C[(]\n(;W[d6]C[a \\] b])(;W[f4]C[)]))(;B[d3]C[((]))", &g);
    ck_assert_int_eq(g.count, 2);
    ck_assert_int_eq(g.moves[0], square_parse("f5"));
    ck_assert_int_eq(g.moves[1], square_parse("d6"));
    /* A byte-order mark or a header before the record is not read. */
    parse_ok("\xef\xbb\xbfGame of the day:\n(;GM[2];B[d3])", &g);
    ck_assert_int_eq(g.count, 1);
    /* Only the first game of a collection. */
    parse_ok("(;GM[2];B[d3])(;GM[2];B[f5];W[f4])", &g);
    ck_assert_int_eq(g.count, 1);
    ck_assert_int_eq(g.moves[0], square_parse("d3"));
}
END_TEST

START_TEST(test_errors)
{
    static SgfGame g;
    char err[256];
    const char *bad[] = {
        "",
        "(",
        "()",
        ";B[f5]",
        "(;GM[1];B[f5])",          /* Go */
        "(;SZ[19])",               /* not 8x8 */
        "(;GM[2];B[f5];AB[a1])",   /* set-up after a move */
        "(;GM[2];B[f5];W[a1])",    /* illegal */
        "(;GM[2];B[f5];B[d6])",    /* white is to move and can */
        "(;GM[2];B[z9])",          /* not a square */
        "(;GM[2];B[ii])",          /* off the board */
        "(;GM[2];B[f5][d6])",      /* two moves in one property */
        "(;GM[2];B[f5]",           /* not closed */
        "(;GM[2]C[open)",          /* unterminated value */
        "(;GM[2];B[f5](;W[f6])",   /* a branch not closed */
        "(;GM[2]PL[X])",
        "(;GM[2]AB[i9])",
        "(;GM[2]AB)",              /* no value */
        "(;GM[2];B[f5];W[f6];B[e6];W[f4];B[e3];W[f2]x)",
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        err[0] = '\0';
        ck_assert_msg(!sgf_parse(bad[i], &g, err, sizeof err), "accepted bad record %zu", i);
        ck_assert_msg(err[0] != '\0', "no reason for bad record %zu", i);
    }
}
END_TEST

START_TEST(test_moves_before_a_move_number)
{
    /* The record's move 59 is white's g1, which follows black's pass. */
    static SgfGame g;
    read_record_file("sgf-main-line.sgf", &g);
    ck_assert_int_eq(sgf_moves_before(&g, 1), 0);
    ck_assert_int_eq(sgf_moves_before(&g, 2), 1);
    ck_assert_int_eq(sgf_moves_before(&g, 59), 58);
    ck_assert_int_eq(sgf_moves_before(&g, 60), 60);
    ck_assert_int_eq(sgf_moves_before(&g, 61), 61);
    ck_assert_int_eq(sgf_moves_before(&g, 1000), 61);
    parse_ok("(;GM[2])", &g);
    ck_assert_int_eq(sgf_moves_before(&g, 5), 0);
}
END_TEST

/* Read back, a written game is the same game. */
static void check_round_trip(const SgfGame *g)
{
    char text[4096];
    static SgfGame again;
    ck_assert(sgf_write(g, text, sizeof text));
    parse_ok(text, &again);
    ck_assert_msg(board_equal(&again.start.board, &g->start.board) && again.start.side == g->start.side, "%s", text);
    ck_assert_int_eq(again.count, g->count);
    for (int i = 0; i < g->count; i++)
        ck_assert_int_eq(again.moves[i], g->moves[i]);
    ck_assert_str_eq(again.black, g->black);
    ck_assert_str_eq(again.white, g->white);
}

START_TEST(test_write_and_read_back)
{
    static SgfGame g;
    /* An escaped backslash and an escaped bracket in a name. */
    parse_ok("(;GM[2]PB[a]PW[b \\\\ c \\] d];B[f5];W[d6])", &g);
    ck_assert_str_eq(g.white, "b \\ c ] d");
    char text[256];
    ck_assert(sgf_write(&g, text, sizeof text));
    ck_assert_str_eq(text, "(;FF[4]GM[2]SZ[8]AP[Frontier]PB[a]PW[b \\\\ c \\] d];B[f5];W[d6])");
    ck_assert(!sgf_write(&g, text, 40));
    check_round_trip(&g);
    /* Written passes, set-up starts, a centre square left empty. */
    read_record_file("sgf-main-line.sgf", &g);
    check_round_trip(&g);
    read_record_file("sgf-setup.sgf", &g);
    check_round_trip(&g);
    parse_ok("(;GM[2]AE[d4:e5]AB[a1][h1:h6]AW[b1][h7]PL[B];B[c1];B[h8])", &g);
    check_round_trip(&g);
    parse_ok("(;GM[2]PL[W])", &g);
    check_round_trip(&g);
    /* A long name is cut where blanks follow; it reads back the same. */
    char text2[200];
    snprintf(text2, sizeof text2, "(;GM[2]PB[%s          x])",
             "123456789012345678901234567890123456789012345678901234567890");
    parse_ok(text2, &g);
    ck_assert_int_eq((int)strlen(g.black), 60);
    check_round_trip(&g);
}
END_TEST

Suite *sgf_suite(void)
{
    Suite *s = suite_create("sgf");
    TCase *tc = tcase_create("records");
    tcase_add_test(tc, test_main_line_in_go_squares);
    tcase_add_test(tc, test_setup_position_and_written_pass);
    tcase_add_test(tc, test_square_and_pass_forms);
    tcase_add_test(tc, test_setup_properties);
    tcase_add_test(tc, test_branches);
    tcase_add_test(tc, test_errors);
    tcase_add_test(tc, test_moves_before_a_move_number);
    tcase_add_test(tc, test_write_and_read_back);
    suite_add_tcase(s, tc);
    return s;
}
