/* The helper threads both searches run on (helper_threads.h). */
#include <sched.h>
#include <stdatomic.h>
#include "helper_threads.h"
#include "suites.h"

typedef struct {
    int index;
    atomic_int *ran;             /* workers that ran, all together */
    const atomic_bool *stop;     /* NULL: the work returns at once */
    bool saw_stop;
} Work;

/* Counts itself in, waits for the stop when it has one to wait for, and
 * reports index + 1 nodes, so that the sum tells which workers counted. */
static uint64_t work(void *arg)
{
    Work *w = arg;
    atomic_fetch_add(w->ran, 1);
    while (w->stop && !atomic_load(w->stop))
        sched_yield();
    w->saw_stop = w->stop != NULL;
    return (uint64_t)w->index + 1;
}

static void set_up(Work *w, int count, atomic_int *ran, const atomic_bool *stop)
{
    for (int i = 0; i < count; i++)
        w[i] = (Work){.index = i, .ran = ran, .stop = stop};
}

START_TEST(test_every_worker_runs_and_counts)
{
    enum { COUNT = 7 };
    HelperThreads h;
    helper_threads_init(&h);
    atomic_int ran;
    atomic_init(&ran, 0);
    Work w[COUNT];
    set_up(w, COUNT, &ran, NULL);
    ck_assert_int_eq(helper_threads_start(&h, COUNT, work, w, sizeof *w), COUNT);
    ck_assert_uint_eq(helper_threads_join(&h), COUNT * (COUNT + 1) / 2);
    ck_assert_int_eq(atomic_load(&ran), COUNT);
    /* Joined and emptied: a second join has nothing left to count. */
    ck_assert_uint_eq(helper_threads_join(&h), 0);
}
END_TEST

/* Workers that run until told to stop end at the join, which tells them. */
START_TEST(test_workers_see_the_stop)
{
    enum { COUNT = 4 };
    HelperThreads h;
    helper_threads_init(&h);
    ck_assert(!atomic_load(helper_threads_stop_flag(&h)));
    atomic_int ran;
    atomic_init(&ran, 0);
    Work w[COUNT];
    set_up(w, COUNT, &ran, helper_threads_stop_flag(&h));
    ck_assert_int_eq(helper_threads_start(&h, COUNT, work, w, sizeof *w), COUNT);
    ck_assert_uint_eq(helper_threads_join(&h), COUNT * (COUNT + 1) / 2);
    for (int i = 0; i < COUNT; i++)
        ck_assert(w[i].saw_stop);
    ck_assert_int_eq(atomic_load(&ran), COUNT);
}
END_TEST

/* None asked, none run; more than the pool holds, the pool's most. */
START_TEST(test_counts_out_of_range)
{
    static Work w[HELPER_THREADS_MAX + 5];
    HelperThreads h;
    helper_threads_init(&h);
    atomic_int ran;
    atomic_init(&ran, 0);
    set_up(w, HELPER_THREADS_MAX + 5, &ran, NULL);
    ck_assert_int_eq(helper_threads_start(&h, 0, work, w, sizeof *w), 0);
    ck_assert_uint_eq(helper_threads_join(&h), 0);
    ck_assert_int_eq(atomic_load(&ran), 0);
    helper_threads_init(&h);
    ck_assert_int_eq(helper_threads_start(&h, HELPER_THREADS_MAX + 5, work, w, sizeof *w), HELPER_THREADS_MAX);
    ck_assert_uint_eq(helper_threads_join(&h), (uint64_t)HELPER_THREADS_MAX * (HELPER_THREADS_MAX + 1) / 2);
    ck_assert_int_eq(atomic_load(&ran), HELPER_THREADS_MAX);
}
END_TEST

Suite *helper_threads_suite(void)
{
    Suite *s = suite_create("helper_threads");
    TCase *tc = tcase_create("pool");
    tcase_add_test(tc, test_every_worker_runs_and_counts);
    tcase_add_test(tc, test_workers_see_the_stop);
    tcase_add_test(tc, test_counts_out_of_range);
    suite_add_tcase(s, tc);
    return s;
}
