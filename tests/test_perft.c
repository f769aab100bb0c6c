/* perft against the standard table, to depth 9 (deeper is a benchmark). */
#include <inttypes.h>
#include <stdio.h>
#include "engine.h"
#include "perft.h"
#include "suites.h"

#define CHECKED_DEPTH 9

START_TEST(test_perft_table)
{
    char path[512];
    FILE *f = fopen(test_data_path("perft.txt", path, sizeof path), "r");
    ck_assert_msg(f != NULL, "cannot open %s", path);
    Board b;
    board_start(&b);
    char line[256];
    int checked = 0;
    while (fgets(line, sizeof line, f)) {
        int depth;
        uint64_t want;
        if (line[0] == '#' || sscanf(line, "%d %" SCNu64, &depth, &want) != 2 || depth > CHECKED_DEPTH)
            continue;
        ck_assert_msg(perft(&b, depth) == want, "perft %d", depth);
        checked++;
    }
    fclose(f);
    ck_assert_int_eq(checked, CHECKED_DEPTH);
}
END_TEST

/* Every compiled instruction set the CPU has gives the same counts, from
 * the start and from positions with passes and game ends close. */
START_TEST(test_perft_every_isa)
{
    unsigned seed = 5;
    for (int k = 0; k < 20; k++) {
        Board b = test_random_board(&seed, k < 10 ? 40 : 10);
        uint64_t want = perft_isa(&b, 6, CPU_ISA_PORTABLE);
        for (CpuIsa isa = CPU_ISA_AVX2; isa < CPU_ISA_COUNT; isa++)
            if (cpu_isa_available(isa))
                ck_assert_uint_eq(perft_isa(&b, 6, isa), want);
    }
    Board start;
    board_start(&start);
    for (CpuIsa isa = CPU_ISA_PORTABLE; isa < CPU_ISA_COUNT; isa++)
        if (cpu_isa_available(isa))
            ck_assert_uint_eq(perft_isa(&start, 8, isa), 390216);
}
END_TEST

START_TEST(test_perft_finished_game_counts_once)
{
    /* Game over at the root: one leaf at every depth. */
    Position pos = test_position(
        "XXX-----" "--------" "--------" "--------"
        "--------" "--------" "--------" "-------O", BLACK);
    ck_assert_uint_eq(perft(&pos.board, 0), 1);
    ck_assert_uint_eq(perft(&pos.board, 5), 1);
    /* White must pass, then black has one move that ends the game. */
    Position pass = test_position(
        "XO------" "--------" "--------" "--------"
        "--------" "--------" "--------" "--------", WHITE);
    ck_assert_uint_eq(perft(&pass.board, 1), 1);
    ck_assert_uint_eq(perft(&pass.board, 2), 1);
    ck_assert_uint_eq(perft(&pass.board, 6), 1);
}
END_TEST

/* perft_stoppable, never stopped, counts b as perft does. */
static void check_counts_as_perft(const Board *b, int depth)
{
    atomic_bool stop;
    atomic_init(&stop, false);
    bool stopped = true;
    ck_assert_uint_eq(perft_stoppable(b, depth, &stop, &stopped), perft(b, depth));
    ck_assert(!stopped);
}

/* The stoppable count splits the tree above its grain itself: it must
 * count as perft does, passes and finished games included. */
START_TEST(test_perft_stoppable_counts)
{
    Board start;
    board_start(&start);
    check_counts_as_perft(&start, 10);
    unsigned seed = 11;
    for (int k = 0; k < 12; k++) {
        Board b = test_random_board(&seed, 10 + k % 3);
        check_counts_as_perft(&b, 11);
    }
    /* Passes and game ends above the grain: roots whose side must pass. */
    int passes = 0;
    for (int k = 0; k < 5000 && passes < 4; k++) {
        Board b = test_random_board(&seed, 11);
        if (board_legal_moves(&b))
            continue;
        check_counts_as_perft(&b, 11);
        passes++;
    }
    ck_assert_int_eq(passes, 4);
}
END_TEST

START_TEST(test_perft_stoppable_stops)
{
    atomic_bool stop;
    atomic_init(&stop, true);
    bool stopped = false;
    Board start;
    board_start(&start);
    ck_assert_uint_lt(perft_stoppable(&start, 20, &stop, &stopped), perft(&start, 9));
    ck_assert(stopped);
}
END_TEST

static void keep_result(void *ctx, const PerftResult *r) { *(PerftResult *)ctx = *r; }

/* On the search thread, a count runs to its end or until engine_stop,
 * and the position cannot be changed while it runs. */
START_TEST(test_engine_perft_go)
{
    Engine *e = engine_new();
    char err[256];
    PerftResult r = {0};
    ck_assert(engine_perft_go(e, 7, keep_result, &r, err, sizeof err));
    engine_wait(e);
    ck_assert(r.complete);
    ck_assert_int_eq(r.depth, 7);
    ck_assert_uint_eq(r.leaves, 55092);

    r = (PerftResult){0};
    ck_assert(engine_perft_go(e, 20, keep_result, &r, err, sizeof err));
    Position start;
    position_start(&start);
    Move f5 = move_parse("f5");
    ck_assert(!engine_set_position(e, &start, &f5, 1, err, sizeof err));
    ck_assert(!engine_perft_go(e, 3, keep_result, &r, err, sizeof err));
    engine_stop(e);
    engine_wait(e);
    ck_assert(!r.complete);
    ck_assert_int_eq(r.depth, 20);
    ck_assert(!engine_is_searching(e));
    ck_assert(engine_set_position(e, &start, &f5, 1, err, sizeof err));
    engine_free(e);
}
END_TEST

Suite *perft_suite(void)
{
    Suite *s = suite_create("perft");
    TCase *tc = tcase_create("counts");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_perft_table);
    tcase_add_test(tc, test_perft_finished_game_counts_once);
    tcase_add_test(tc, test_perft_every_isa);
    tcase_add_test(tc, test_perft_stoppable_counts);
    tcase_add_test(tc, test_perft_stoppable_stops);
    tcase_add_test(tc, test_engine_perft_go);
    suite_add_tcase(s, tc);
    return s;
}
