/* The façade's option table: each row's default, range and check, the
 * names as the front ends list them, and values refused without change. */
#include <stdio.h>
#include <string.h>
#include "engine.h"
#include "suites.h"

/* Every option takes its own default, and engine_option_value reports
 * what was taken. */
START_TEST(test_defaults_are_accepted)
{
    Engine *e = engine_new();
    char err[512];
    ck_assert_int_gt(engine_option_count(), 0);
    for (int i = 0; i < engine_option_count(); i++) {
        const OptionInfo *o = engine_option(i);
        ck_assert_str_eq(engine_option_value(e, i), o->default_value);
        /* OwnBook and BookFile read the book; the default of both works
         * only with the data folder's book, which the build has. */
        ck_assert_msg(engine_set_option(e, o->name, o->default_value, err, sizeof err), "%s: %s", o->name, err);
        ck_assert_str_eq(engine_option_value(e, i), o->default_value);
    }
    ck_assert_ptr_null(engine_option(-1));
    ck_assert_ptr_null(engine_option(engine_option_count()));
    ck_assert_ptr_null(engine_option_value(e, engine_option_count()));
    engine_free(e);
}
END_TEST

/* A spin option takes its bounds and refuses one past either, with the
 * same error text whatever the option, its value left as it was. */
START_TEST(test_spin_bounds)
{
    Engine *e = engine_new();
    char err[512], value[32], want[128];
    int spins = 0;
    for (int i = 0; i < engine_option_count(); i++) {
        const OptionInfo *o = engine_option(i);
        if (o->type != OPTION_SPIN || !strcmp(o->name, "Hash") || !strcmp(o->name, "Threads"))
            continue; /* the largest tables and thread counts are too costly here */
        spins++;
        const long bad[] = {o->min - 1, o->max + 1};
        for (int k = 0; k < 2; k++) {
            snprintf(value, sizeof value, "%ld", bad[k]);
            if (k == 0)
                snprintf(want, sizeof want, "option %s: %s is too small (the least is %ld)", o->name, value, o->min);
            else
                snprintf(want, sizeof want, "option %s: %s is too large (the most is %ld)", o->name, value, o->max);
            ck_assert(!engine_set_option(e, o->name, value, err, sizeof err));
            ck_assert_str_eq(err, want);
            ck_assert_str_eq(engine_option_value(e, i), o->default_value);
        }
        /* Past a long, the digits still say which bound. */
        ck_assert(!engine_set_option(e, o->name, "99999999999999999999999", err, sizeof err));
        snprintf(want, sizeof want, "option %s: 99999999999999999999999 is too large (the most is %ld)", o->name, o->max);
        ck_assert_str_eq(err, want);
        ck_assert(!engine_set_option(e, o->name, "-99999999999999999999999", err, sizeof err));
        ck_assert(strstr(err, "is too small"));
        snprintf(want, sizeof want, "option %s needs an integer from %ld to %ld", o->name, o->min, o->max);
        ck_assert(!engine_set_option(e, o->name, "7x", err, sizeof err));
        ck_assert_str_eq(err, want);
        const long good[] = {o->min, o->max};
        for (int k = 0; k < 2; k++) {
            snprintf(value, sizeof value, "%ld", good[k]);
            ck_assert_msg(engine_set_option(e, o->name, value, err, sizeof err), "%s %s: %s", o->name, value, err);
            ck_assert_str_eq(engine_option_value(e, i), value);
        }
    }
    ck_assert_int_ge(spins, 5);
    engine_free(e);
}
END_TEST

/* Names in any case; an unknown one, a bad check or a bad string value
 * is refused with its error. */
START_TEST(test_names_and_refusals)
{
    Engine *e = engine_new();
    char err[512];
    ck_assert_msg(engine_set_option(e, "level", "3", err, sizeof err), "%s", err);
    ck_assert(!engine_set_option(e, "Depth", "3", err, sizeof err));
    ck_assert_str_eq(err, "unknown option 'Depth'");
    ck_assert(!engine_set_option(e, "OwnBook", "yes", err, sizeof err));
    ck_assert_str_eq(err, "option OwnBook needs true or false");
    ck_assert(!engine_set_option(e, "Searcher", "mcts", err, sizeof err));
    ck_assert_str_eq(err, "option Searcher is pvs or plain");
    ck_assert(!engine_set_option(e, "Eval", "oracle", err, sizeof err));
    ck_assert_ptr_nonnull(strstr(err, "unknown evaluation 'oracle'"));
    ck_assert(!engine_set_option(e, "Preset", "nobody", err, sizeof err));
    ck_assert_ptr_nonnull(strstr(err, "unknown preset 'nobody' (none"));
    for (int i = 0; i < engine_option_count(); i++)
        if (!strcmp(engine_option(i)->name, "Level"))
            ck_assert_str_eq(engine_option_value(e, i), "3");
        else
            ck_assert_str_eq(engine_option_value(e, i), engine_option(i)->default_value);
    engine_free(e);
}
END_TEST

Suite *engine_options_suite(void)
{
    Suite *s = suite_create("engine_options");
    TCase *tc = tcase_create("options");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_defaults_are_accepted);
    tcase_add_test(tc, test_spin_bounds);
    tcase_add_test(tc, test_names_and_refusals);
    suite_add_tcase(s, tc);
    return s;
}
