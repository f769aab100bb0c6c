/* perft against the standard table, to depth 9 (deeper is a benchmark). */
#include <inttypes.h>
#include <stdio.h>
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

Suite *perft_suite(void)
{
    Suite *s = suite_create("perft");
    TCase *tc = tcase_create("counts");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_perft_table);
    tcase_add_test(tc, test_perft_finished_game_counts_once);
    tcase_add_test(tc, test_perft_every_isa);
    suite_add_tcase(s, tc);
    return s;
}
