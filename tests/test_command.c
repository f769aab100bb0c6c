/* The front ends' command rows: lookup and the argument count. */
#include <string.h>
#include "command.h"
#include "console_commands.h"
#include "console_help.h"
#include "suites.h"
#include "word_check.h"

typedef struct {
    int runs;
    int last_n;
} Counter;

static void count_run(const CommandCall *call)
{
    Counter *c = call->front;
    c->runs++;
    c->last_n = call->n;
}

static const Command ROWS[] = {
    {"none", count_run, 0, 0, "", NULL},
    {"two", count_run, 2, 2, "<a> <b>", NULL},
    {"some", count_run, 1, COMMAND_ANY_ARGS, "<a>...", "one or more"},
};
#define ROW_COUNT (sizeof ROWS / sizeof *ROWS)

/* A row runs only with a count within its bounds; the row is returned
 * either way, and an unknown name runs nothing. */
START_TEST(test_counts_and_names)
{
    Counter c = {0, -1};
    char *words[] = {"x", "y", "z"};
    const Command *found;
    CommandCall call = {&c, -1, words, 0, NULL};
    ck_assert_int_eq(command_run(ROWS, ROW_COUNT, "none", &call, &found), COMMAND_RAN);
    ck_assert_ptr_eq(found, &ROWS[0]);
    call.n = 1;
    ck_assert_int_eq(command_run(ROWS, ROW_COUNT, "none", &call, &found), COMMAND_BAD_COUNT);
    ck_assert_ptr_eq(found, &ROWS[0]);
    ck_assert_int_eq(command_run(ROWS, ROW_COUNT, "two", &call, NULL), COMMAND_BAD_COUNT);
    call.n = 3;
    ck_assert_int_eq(command_run(ROWS, ROW_COUNT, "two", &call, NULL), COMMAND_BAD_COUNT);
    call.n = 2;
    ck_assert_int_eq(command_run(ROWS, ROW_COUNT, "two", &call, NULL), COMMAND_RAN);
    ck_assert_int_eq(c.last_n, 2);
    call.n = 0;
    ck_assert_int_eq(command_run(ROWS, ROW_COUNT, "some", &call, NULL), COMMAND_BAD_COUNT);
    call.n = 3;
    ck_assert_int_eq(command_run(ROWS, ROW_COUNT, "some", &call, NULL), COMMAND_RAN);
    ck_assert_int_eq(command_run(ROWS, ROW_COUNT, "Some", &call, &found), COMMAND_UNKNOWN);
    ck_assert_ptr_null(found);
    ck_assert_int_eq(c.runs, 3);
    ck_assert_ptr_eq(command_find(ROWS, ROW_COUNT, "some"), &ROWS[2]);
    ck_assert_ptr_null(command_find(ROWS, ROW_COUNT, ""));
}
END_TEST

/* A number too large for its type is told as too large, not as no
 * number; words that are not whole numbers are no number at all. */
START_TEST(test_word_numbers)
{
    int64_t v = -7;
    ck_assert_int_eq(word_number("99999999999999999999999", 0, INT64_MAX / 4, &v), WORD_TOO_LARGE);
    ck_assert_int_eq(word_number("61", 0, 60, &v), WORD_TOO_LARGE);
    ck_assert_int_eq(word_number("-99999999999999999999999", 0, 60, &v), WORD_TOO_SMALL);
    ck_assert_int_eq(word_number("-1", 0, 60, &v), WORD_TOO_SMALL);
    ck_assert_int_eq(v, -7); /* untouched by a refusal */
    ck_assert_int_eq(word_number("1x", 0, 60, &v), WORD_NOT_A_NUMBER);
    ck_assert_int_eq(word_number("", 0, 60, &v), WORD_NOT_A_NUMBER);
    ck_assert_int_eq(word_number("-", 0, 60, &v), WORD_NOT_A_NUMBER);
    ck_assert_int_eq(word_number(" 5", 0, 60, &v), WORD_NOT_A_NUMBER);
    ck_assert_int_eq(word_number(NULL, 0, 60, &v), WORD_NOT_A_NUMBER);
    ck_assert_int_eq(word_number("99999999999999999999999x", 0, 60, &v), WORD_NOT_A_NUMBER);
    ck_assert_int_eq(word_number("+60", 0, 60, &v), WORD_NUMBER_OK);
    ck_assert_int_eq(v, 60);
    ck_assert_int_eq(word_number("9223372036854775807", 0, INT64_MAX, &v), WORD_NUMBER_OK);
    ck_assert(v == INT64_MAX);
}
END_TEST

/* A control character is named by its code, never echoed. */
START_TEST(test_word_control_characters)
{
    char buf[64] = "untouched";
    ck_assert_int_eq(word_control_char("f5"), -1);
    ck_assert(!word_control_error("f5d6", "move", buf, sizeof buf));
    ck_assert_str_eq(buf, "untouched");
    ck_assert_int_eq(word_control_char("f5\x7f"), 0x7f);
    ck_assert(word_control_error("\001f5", "move", buf, sizeof buf));
    ck_assert_str_eq(buf, "control character U+0001 in move");
    ck_assert(word_control_error("f\033[5", "command", buf, sizeof buf));
    ck_assert_str_eq(buf, "control character U+001B in command");
    /* Bytes of UTF-8 above 0x7f are letters of some script, not controls. */
    ck_assert_int_eq(word_control_char("\xc3\xa9"), -1);
}
END_TEST

/* help CMD explains every command of the console's table, those added
 * later included. */
START_TEST(test_console_help_covers_commands)
{
    for (size_t i = 0; i < CONSOLE_COMMAND_COUNT; i++) {
        const char *text = console_help_text(CONSOLE_COMMANDS[i].name);
        ck_assert_msg(text && *text, "no help text for %s", CONSOLE_COMMANDS[i].name);
    }
    ck_assert_ptr_null(console_help_text("nosuch"));
}
END_TEST

Suite *command_suite(void)
{
    Suite *s = suite_create("command");
    TCase *tc = tcase_create("rows");
    tcase_add_test(tc, test_counts_and_names);
    tcase_add_test(tc, test_word_numbers);
    tcase_add_test(tc, test_word_control_characters);
    tcase_add_test(tc, test_console_help_covers_commands);
    suite_add_tcase(s, tc);
    return s;
}
