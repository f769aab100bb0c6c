/* The position tables under one Hash budget (tables.h): the split, the
 * budget held with any thread count, and a refused size that changes
 * nothing. The unit test program is linked with the table allocator
 * wrapped (Makefile.am), so that a test can refuse the n-th table. */
#include <stdint.h>
#include "tables.h"
#include "suites.h"

#define MIB ((size_t)1 << 20)

void *__real_table_memory_alloc(size_t count, size_t size);
void *__wrap_table_memory_alloc(size_t count, size_t size);

/* Tables the allocator still gives before it refuses; -1: no end. */
static int tables_left = -1;

void *__wrap_table_memory_alloc(size_t count, size_t size)
{
    if (tables_left == 0)
        return NULL;
    if (tables_left > 0)
        tables_left--;
    return __real_table_memory_alloc(count, size);
}

/* On one thread the split is the one the pinned node counts were
 * measured with: half each, the odd MiB to the midgame table. */
START_TEST(test_one_thread_split)
{
    static const struct {
        size_t hash_mb, tt, solver;
    } CASES[] = {{64, 32 * MIB, 32 * MIB}, {16, 8 * MIB, 8 * MIB}, {3, 2 * MIB, MIB}, {1, MIB / 2, MIB / 2}};
    for (size_t i = 0; i < sizeof CASES / sizeof *CASES; i++) {
        TableShares s = tables_shares(CASES[i].hash_mb, 0);
        ck_assert_uint_eq(s.tt_bytes, CASES[i].tt);
        ck_assert_uint_eq(s.solver_bytes, CASES[i].solver);
        ck_assert_uint_eq(s.helper_bytes, 0);
        Tables t;
        ck_assert(tables_init(&t));
        ck_assert(tables_set_hash(&t, CASES[i].hash_mb));
        ck_assert_uint_eq(tt_bytes(&t.tt), CASES[i].tt);
        ck_assert_uint_eq(endgame_table_bytes(t.solver), CASES[i].solver);
        ck_assert_ptr_null(tables_helpers(&t));
        tables_free(&t);
    }
}
END_TEST

/* Every table, the helpers' included, within Hash, whatever the
 * threads; every helper has a table. */
START_TEST(test_budget_holds)
{
    static const size_t HASH[] = {1, 3, 16, 37};
    static const int THREADS[] = {1, 2, 5, 64, 1};
    Tables t;
    ck_assert(tables_init(&t));
    for (size_t h = 0; h < sizeof HASH / sizeof *HASH; h++) {
        ck_assert(tables_set_hash(&t, HASH[h]));
        for (size_t k = 0; k < sizeof THREADS / sizeof *THREADS; k++) {
            ck_assert(tables_set_threads(&t, THREADS[k]));
            size_t total = tables_bytes(&t);
            ck_assert_uint_le(total, HASH[h] * MIB);
            ck_assert_uint_gt(tt_bytes(&t.tt), 0);
            ck_assert(endgame_has_table(t.solver));
            size_t sum = tt_bytes(&t.tt) + endgame_table_bytes(t.solver);
            SearchHelperState *helpers = tables_helpers(&t);
            ck_assert_int_eq(helpers ? helpers->count : 0, THREADS[k] - 1);
            for (int i = 0; helpers && i < helpers->count; i++) {
                ck_assert(endgame_has_table(helpers->endgame[i]));
                sum += endgame_table_bytes(helpers->endgame[i]);
            }
            ck_assert_uint_eq(sum, total);
        }
    }
    tables_free(&t);
}
END_TEST

/* A midgame entry the tables hold, and a solve the solver still does. */
static void store_mark(Tables *t) { tt_store(&t->tt, 0x1234567890abcdefULL, 7, 42, BOUND_EXACT, 19); }

static void check_working(Tables *t)
{
    TTData d;
    ck_assert(tt_probe(&t->tt, 0x1234567890abcdefULL, &d));
    ck_assert_int_eq(d.value, 42);
    ck_assert_int_eq(d.move, 19);
    ck_assert(endgame_has_table(t->solver));
    unsigned seed = 3;
    Board b = test_random_board(&seed, 10);
    ck_assert_int_eq(endgame_solve(t->solver, &b, -65, 65, NULL, NULL), test_minimax(&b));
}

/* A budget refused at each table in turn (or one too big to count)
 * leaves the tables as they were, and working. */
START_TEST(test_refused_hash_changes_nothing)
{
    Tables t;
    ck_assert(tables_init(&t));
    ck_assert(tables_set_hash(&t, 4));
    ck_assert(tables_set_threads(&t, 3));
    store_mark(&t);
    size_t before = tables_bytes(&t);
    int refusals = 0;
    for (int allowed = 0;; allowed++) {
        tables_left = allowed;
        bool ok = tables_set_hash(&t, 8);
        tables_left = -1;
        if (ok)
            break;
        refusals++;
        ck_assert_uint_eq(tables_bytes(&t), before);
        ck_assert_int_eq(tables_helpers(&t)->count, 2);
        check_working(&t);
    }
    /* The midgame table, two helpers' and the solver's. */
    ck_assert_int_eq(refusals, 4);
    ck_assert_uint_gt(tables_bytes(&t), before);
    ck_assert_uint_le(tables_bytes(&t), 8 * MIB);
    ck_assert(!tables_set_hash(&t, SIZE_MAX));
    ck_assert_uint_le(tables_bytes(&t), 8 * MIB);
    tables_free(&t);
}
END_TEST

/* Threads that need new tables and cannot have them keep the old ones;
 * the midgame table, whose size stays, keeps its entries either way. */
START_TEST(test_refused_threads_change_nothing)
{
    Tables t;
    ck_assert(tables_init(&t));
    ck_assert(tables_set_hash(&t, 8));
    store_mark(&t);
    size_t before = tables_bytes(&t);
    tables_left = 0;
    ck_assert(!tables_set_threads(&t, 4));
    tables_left = -1;
    ck_assert_uint_eq(tables_bytes(&t), before);
    ck_assert_ptr_null(tables_helpers(&t));
    check_working(&t);
    ck_assert(tables_set_threads(&t, 4));
    ck_assert_int_eq(tables_helpers(&t)->count, 3);
    check_working(&t);
    tables_free(&t);
}
END_TEST

/* tables_clear empties every table. */
START_TEST(test_clear_empties)
{
    Tables t;
    ck_assert(tables_init(&t));
    ck_assert(tables_set_hash(&t, 2));
    store_mark(&t);
    tables_clear(&t);
    TTData d;
    ck_assert(!tt_probe(&t.tt, 0x1234567890abcdefULL, &d));
    tables_free(&t);
}
END_TEST

Suite *tables_suite(void)
{
    Suite *s = suite_create("tables");
    TCase *tc = tcase_create("budget");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_one_thread_split);
    tcase_add_test(tc, test_budget_holds);
    tcase_add_test(tc, test_refused_hash_changes_nothing);
    tcase_add_test(tc, test_refused_threads_change_nothing);
    tcase_add_test(tc, test_clear_empties);
    suite_add_tcase(s, tc);
    return s;
}
