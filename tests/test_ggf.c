/* GGF records: reading what NBoard sends, errors, writing and reading back. */
#include <string.h>
#include "ggf.h"
#include "suites.h"

#define START_BO "BO[8 ---------------------------O*------*O--------------------------- *]"

START_TEST(test_parse_nboard_game)
{
    GgfGame g;
    char err[256];
    const char *text = "1 (;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[black name]PW[white]RE[?]"
                       "TI[5:00/5]TY[8]" START_BO "B[F5]W[F6]B[D3//1.5]W[C5/-2.00/3.1];)";
    ck_assert_msg(ggf_parse(text, &g, err, sizeof err), "%s", err);
    ck_assert_int_eq(g.count, 4);
    ck_assert_str_eq(g.black, "black name");
    ck_assert_int_eq(g.moves[0].move, square_parse("f5"));
    ck_assert(!g.moves[0].has_eval);
    ck_assert(g.moves[3].has_eval);
    ck_assert(g.moves[3].eval == -2.0);
    ck_assert(g.moves[2].time == 1.5);
    ck_assert(g.clock[0] == 300.0 && g.clock[1] == 300.0);
    ck_assert(g.increment == 5.0);
    Position end = ggf_final_position(&g), want;
    position_start(&want);
    Move m[4] = {37, square_parse("f6"), square_parse("d3"), square_parse("c5")};
    int bad;
    ck_assert_int_eq(position_apply_moves(&want, m, 4, &bad, NULL), 4);
    ck_assert(board_equal(&end.board, &want.board));
}
END_TEST

START_TEST(test_parse_errors)
{
    GgfGame g;
    char err[256];
    const char *bad[] = {
        "",
        "(;GM[Othello]" START_BO "B[F5]",                   /* not closed */
        "(;GM[Chess]" START_BO ";)",                         /* not Othello */
        "(;GM[Othello]" START_BO "B[A1];)",                  /* illegal move */
        "(;GM[Othello]BO[8 ----];)",                         /* short board */
        "(;GM[Othello]BO[10 ---];)",                         /* not 8x8 */
        "(;GM[Othello]" START_BO "B[Z9];)",                  /* not a move */
        "(;GM[Othello]" START_BO "B[F5",                     /* unterminated */
        "(;GM[Othello]TI[abc]" START_BO ";)",                /* bad clock */
        "(;gm[Othello];)",                                   /* lowercase tag */
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        ck_assert_msg(!ggf_parse(bad[i], &g, err, sizeof err), "accepted bad record %zu", i);
}
END_TEST

START_TEST(test_missing_pass_and_unknown_tags)
{
    /* White must pass after black's c1; the record leaves the pass out and
     * carries tags we do not know. */
    GgfGame g;
    char err[256];
    const char *text = "(;GM[Othello]XX[whatever]KM[0]BO[8 XO--------------------------------------------------------------"
                       " O]W[PA]B[C1];)";
    ck_assert_msg(ggf_parse(text, &g, err, sizeof err), "%s", err);
    ck_assert_int_eq(g.count, 2);
    ck_assert_int_eq(g.moves[0].move, MOVE_PASS);
}
END_TEST

START_TEST(test_write_and_read_back)
{
    GgfGame g, back;
    char err[256], buf[4096];
    const char *text = "(;GM[Othello]PB[a]PW[b]" START_BO "B[F5/0.50/1.20]W[D6]B[C3]W[D3]B[C4];)";
    ck_assert_msg(ggf_parse(text, &g, err, sizeof err), "%s", err);
    ck_assert(ggf_write(&g, "?", buf, sizeof buf));
    ck_assert_msg(ggf_parse(buf, &back, err, sizeof err), "%s: %s", err, buf);
    ck_assert_int_eq(back.count, g.count);
    for (int i = 0; i < g.count; i++)
        ck_assert_int_eq(back.moves[i].move, g.moves[i].move);
    ck_assert(back.moves[0].has_eval && back.moves[0].eval == 0.5);
    ck_assert(!ggf_write(&g, "?", buf, 20)); /* too small a buffer */
}
END_TEST

START_TEST(test_clock_forms)
{
    double s, inc;
    ck_assert(ggf_parse_clock("15:00", &s, &inc) && s == 900 && inc == 0);
    ck_assert(ggf_parse_clock("1:00:00/10", &s, &inc) && s == 3600 && inc == 10);
    ck_assert(ggf_parse_clock("45", &s, &inc) && s == 45);
    ck_assert(!ggf_parse_clock("", &s, &inc));
    ck_assert(!ggf_parse_clock("5:xx", &s, &inc));
    /* A day is 24 hours, added once. */
    ck_assert(ggf_parse_clock("1.01:00:00", &s, &inc) && s == 90000);
    ck_assert(ggf_parse_clock("5:00//2:00", &s, &inc) && s == 300 && inc == 0);
    ck_assert(ggf_parse_clock("5:00/1:30/2:00", &s, &inc) && inc == 90);
    /* Nothing that is not a whole, finite, sane number of seconds. */
    const char *bad[] = {"nan", "inf", "1e300", "-5", "15:00x", "1:2:3:4", "5:00/x", "5:00/nan", "1e7:00", ":"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        s = inc = -1;
        ck_assert_msg(!ggf_parse_clock(bad[i], &s, &inc), "%s", bad[i]);
        ck_assert(s == -1 && inc == -1);
    }
}
END_TEST

START_TEST(test_move_fields)
{
    GgfMove m;
    char err[128];
    ck_assert(ggf_parse_move("F5", &m, err, sizeof err) && !m.has_eval && m.time == 0);
    ck_assert(ggf_parse_move("F5/-2.00", &m, err, sizeof err) && m.has_eval && m.eval == -2 && m.time == 0);
    ck_assert(ggf_parse_move("F5//1.5", &m, err, sizeof err) && !m.has_eval && m.time == 1.5);
    ck_assert(ggf_parse_move("PA/0.50/3.5", &m, err, sizeof err) && m.move == MOVE_PASS && m.eval == 0.5);
    const char *bad[] = {"F5/x", "F5//nan", "F5//-1", "F5/1e999", "F5//1e300", "F5//2s", "Z9//1", "/1/2", ""};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        ck_assert_msg(!ggf_parse_move(bad[i], &m, err, sizeof err), "%s", bad[i]);
}
END_TEST

Suite *ggf_suite(void)
{
    Suite *s = suite_create("ggf");
    TCase *tc = tcase_create("records");
    tcase_add_test(tc, test_parse_nboard_game);
    tcase_add_test(tc, test_parse_errors);
    tcase_add_test(tc, test_missing_pass_and_unknown_tags);
    tcase_add_test(tc, test_write_and_read_back);
    tcase_add_test(tc, test_clock_forms);
    tcase_add_test(tc, test_move_fields);
    suite_add_tcase(s, tc);
    return s;
}
