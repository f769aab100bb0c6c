/* GTP's clock as search limits: main time, byo-yomi periods, no limit. */
#include "gtp_clock.h"
#include "suites.h"

START_TEST(test_no_clock_no_limit)
{
    GtpClock c;
    gtp_clock_init(&c);
    SearchLimits l = gtp_clock_limits(&c, BLACK);
    ck_assert_int_eq(l.time_left, 0);
    /* Byo-yomi time for no stones is GTP's "no time limit". */
    gtp_clock_settings(&c, 0, 5000, 0);
    l = gtp_clock_limits(&c, WHITE);
    ck_assert_int_eq(l.time_left, 0);
    ck_assert_int_eq(l.moves_to_go, 0);
}
END_TEST

START_TEST(test_main_time_is_a_clock)
{
    GtpClock c;
    gtp_clock_init(&c);
    gtp_clock_settings(&c, 300000, 0, 0);
    SearchLimits l = gtp_clock_limits(&c, BLACK);
    ck_assert_int_eq(l.time_left, 300000);
    ck_assert_int_eq(l.moves_to_go, 0);
    gtp_clock_left(&c, WHITE, 100000, 0);
    ck_assert_int_eq(gtp_clock_limits(&c, WHITE).time_left, 100000);
    ck_assert_int_eq(gtp_clock_limits(&c, BLACK).time_left, 300000);
}
END_TEST

START_TEST(test_byo_yomi_period)
{
    /* A time per move, as the tournament runner sends it: a period of
     * one move, all of it for that move. */
    GtpClock c;
    gtp_clock_init(&c);
    gtp_clock_settings(&c, 0, 200, 1);
    SearchLimits l = gtp_clock_limits(&c, BLACK);
    ck_assert_int_eq(l.time_left, 200);
    ck_assert_int_eq(l.moves_to_go, 1);
    gtp_clock_left(&c, BLACK, 150, 1);
    l = gtp_clock_limits(&c, BLACK);
    ck_assert_int_eq(l.time_left, 150);
    ck_assert_int_eq(l.moves_to_go, 1);
    /* In a period of five moves with three left. */
    gtp_clock_left(&c, WHITE, 6000, 3);
    l = gtp_clock_limits(&c, WHITE);
    ck_assert_int_eq(l.time_left, 6000);
    ck_assert_int_eq(l.moves_to_go, 3);
}
END_TEST

Suite *gtp_clock_suite(void)
{
    Suite *s = suite_create("gtp_clock");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, test_no_clock_no_limit);
    tcase_add_test(tc, test_main_time_is_a_clock);
    tcase_add_test(tc, test_byo_yomi_period);
    suite_add_tcase(s, tc);
    return s;
}
