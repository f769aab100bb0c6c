/* The front ends' command rows: lookup and the argument count. */
#include <string.h>
#include "command.h"
#include "suites.h"

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

Suite *command_suite(void)
{
    Suite *s = suite_create("command");
    TCase *tc = tcase_create("rows");
    tcase_add_test(tc, test_counts_and_names);
    suite_add_tcase(s, tc);
    return s;
}
