/* Parsing and printing squares, moves, move lists and positions. */
#include <string.h>
#include "suites.h"

START_TEST(test_squares)
{
    ck_assert_int_eq(square_parse("a1"), 0);
    ck_assert_int_eq(square_parse("H1"), 7);
    ck_assert_int_eq(square_parse("a8"), 56);
    ck_assert_int_eq(square_parse("h8"), 63);
    ck_assert_int_eq(square_parse("F5"), 37);
    ck_assert_int_eq(square_parse("i1"), -1);
    ck_assert_int_eq(square_parse("a9"), -1);
    ck_assert_int_eq(square_parse("a0"), -1);
    ck_assert_int_eq(square_parse("a"), -1);
    ck_assert_int_eq(square_parse("a12"), -1);
    char buf[8];
    ck_assert_str_eq(move_name(37, buf), "f5");
    ck_assert_str_eq(move_name(MOVE_PASS, buf), "pass");
    for (int sq = 0; sq < 64; sq++)
        ck_assert_int_eq(square_parse(move_name(sq, buf)), sq);
}
END_TEST

START_TEST(test_pass_spellings)
{
    const char *ok[] = {"pass", "PASS", "PA", "pa", "ps", "--", "@@", "@@@@"};
    for (size_t i = 0; i < sizeof ok / sizeof *ok; i++)
        ck_assert_int_eq(move_parse(ok[i]), MOVE_PASS);
    ck_assert_int_eq(move_parse("pas"), MOVE_NONE);
    ck_assert_int_eq(move_parse(""), MOVE_NONE);
    ck_assert_int_eq(move_parse("z9"), MOVE_NONE);
}
END_TEST

START_TEST(test_move_lists)
{
    Move m[16];
    size_t bad;
    ck_assert_int_eq(move_list_parse("f5 d6 c3", m, 16, &bad), 3);
    ck_assert_int_eq(m[0], 37);
    ck_assert_int_eq(m[2], square_parse("c3"));
    ck_assert_int_eq(move_list_parse("F5d6C3passD3", m, 16, &bad), 5);
    ck_assert_int_eq(m[3], MOVE_PASS);
    ck_assert_int_eq(m[4], square_parse("d3"));
    ck_assert_int_eq(move_list_parse("f5 PA", m, 16, &bad), 2);
    ck_assert_int_eq(m[1], MOVE_PASS);
    ck_assert_int_eq(move_list_parse("f5d6x3", m, 16, &bad), -1);
    ck_assert_uint_eq(bad, 4);
    ck_assert_int_eq(move_list_parse("f5d6c", m, 16, &bad), -1);
    ck_assert_int_eq(move_list_parse("f5d6c3", m, 2, &bad), -1);
    ck_assert_int_eq(move_list_parse("", m, 16, &bad), 0);
}
END_TEST

START_TEST(test_position_roundtrip)
{
    const char *start = "---------------------------OX------XO---------------------------";
    Position pos, ref;
    char err[128], buf[80];
    position_start(&ref);
    ck_assert(position_parse(start, "b", &pos, err, sizeof err));
    ck_assert(board_equal(&pos.board, &ref.board));
    ck_assert_int_eq(pos.side, BLACK);
    ck_assert_str_eq(position_to_string(&pos, buf),
                     "---------------------------OX------XO--------------------------- X");
    /* Alternative spellings: * and O, . for empty, 65-character form. */
    ck_assert(position_parse("...........................O*......*O...........................*", NULL, &pos, err,
                             sizeof err));
    ck_assert(board_equal(&pos.board, &ref.board));
    ck_assert(position_parse(start, "white", &pos, err, sizeof err));
    ck_assert_int_eq(pos.side, WHITE);
    ck_assert_uint_eq(position_white(&pos), ref.board.opponent);
}
END_TEST

START_TEST(test_position_errors)
{
    Position pos;
    char err[128];
    const char *start = "---------------------------OX------XO---------------------------";
    char short_board[64];
    memcpy(short_board, start, 63);
    short_board[63] = '\0';
    ck_assert(!position_parse(short_board, "b", &pos, err, sizeof err));
    ck_assert_ptr_nonnull(strstr(err, "64"));
    ck_assert(!position_parse(start, "q", &pos, err, sizeof err));
    ck_assert(!position_parse(start, NULL, &pos, err, sizeof err));
    char bad[65];
    memcpy(bad, start, 65);
    bad[10] = 'z';
    ck_assert(!position_parse(bad, "b", &pos, err, sizeof err));
}
END_TEST

START_TEST(test_apply_moves_with_omitted_pass)
{
    /* White to move must pass; black then plays c1. */
    Position pos = test_position(
        "XO------" "--------" "--------" "--------"
        "--------" "--------" "--------" "--------", WHITE);
    Position before = pos;
    Move moves[1] = {2};
    Move played[2];
    int bad;
    ck_assert_int_eq(position_apply_moves(&pos, moves, 1, &bad, played), 2);
    ck_assert_int_eq(played[0], MOVE_PASS);
    ck_assert_int_eq(played[1], 2);
    /* An illegal move anywhere rejects the whole list. */
    Position start;
    position_start(&start);
    before = start;
    Move seq[3] = {square_parse("f5"), square_parse("d6"), square_parse("a1")};
    ck_assert_int_eq(position_apply_moves(&start, seq, 3, &bad, NULL), -1);
    ck_assert_int_eq(bad, 2);
    ck_assert(board_equal(&start.board, &before.board));
    ck_assert_int_eq(start.side, before.side);
}
END_TEST

Suite *notation_suite(void)
{
    Suite *s = suite_create("notation");
    TCase *tc = tcase_create("parse and print");
    tcase_add_test(tc, test_squares);
    tcase_add_test(tc, test_pass_spellings);
    tcase_add_test(tc, test_move_lists);
    tcase_add_test(tc, test_position_roundtrip);
    tcase_add_test(tc, test_position_errors);
    tcase_add_test(tc, test_apply_moves_with_omitted_pass);
    suite_add_tcase(s, tc);
    return s;
}
