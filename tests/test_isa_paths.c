/* Every instruction-set path the CPU can run gives the portable path's
 * results: move generation and flips on random boards (game positions
 * and arbitrary set-ups), and the solver's scores, moves and node counts.
 * Whichever path a machine picks, it must be one that was checked here;
 * a path the CPU lacks is skipped, not passed. (Perft compares its paths
 * in test_perft.c.) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "endgame.h"
#include "engine.h"
#include "movegen_avx512.h"
#include "suites.h"

static void compare_movegen(const Board *b)
{
    Bitboard moves = board_moves(b->player, b->opponent);
    Bitboard empties = board_empties(b);
#ifdef FRONTIER_HAVE_AVX2_PATH
    if (cpu_isa_available(CPU_ISA_AVX2)) {
        ck_assert_uint_eq(board_moves_avx2(b->player, b->opponent), moves);
        int sq;
        BB_FOREACH(sq, empties) ck_assert_uint_eq(board_flips_avx2(b->player, b->opponent, sq),
                                                  board_flips(b->player, b->opponent, sq));
    }
#endif
#ifdef FRONTIER_HAVE_AVX512_PATH
    if (cpu_isa_available(CPU_ISA_AVX512)) {
        ck_assert_uint_eq(board_moves_avx512(b->player, b->opponent), moves);
        int sq;
        BB_FOREACH(sq, empties) ck_assert_uint_eq(board_flips_avx512(b->player, b->opponent, sq),
                                                  board_flips(b->player, b->opponent, sq));
    }
#endif
    (void)moves;
    (void)empties;
}

START_TEST(test_movegen_paths_agree)
{
    unsigned seed = 61;
    for (int k = 0; k < 3000; k++) {
        Board game = test_random_board(&seed, rand_r(&seed) % 60);
        compare_movegen(&game);
        Board setup = test_random_setup(&seed); /* any two disjoint sets, reachable or not */
        compare_movegen(&setup);
    }
    if (!cpu_isa_available(CPU_ISA_AVX2))
        printf("test_movegen_paths_agree: this CPU has no AVX2 path; the portable one alone ran\n");
}
END_TEST

static int solve_on(EndgameSolver *sv, CpuIsa isa, const Board *b, Move *pv, uint64_t *nodes)
{
    sv->isa = isa;
    endgame_clear(sv);
    sv->nodes = 0;
    int len = 0;
    int score = endgame_solve_pv(sv, b, -65, 65, pv, &len);
    ck_assert_int_gt(len, 0);
    *nodes = sv->nodes;
    return score;
}

START_TEST(test_solver_paths_agree)
{
    EndgameSolver sv;
    endgame_init(&sv);
    ck_assert(endgame_set_hash(&sv, 4));
    int paths = 0;
    for (CpuIsa isa = CPU_ISA_AVX2; isa < CPU_ISA_COUNT; isa++)
        paths += cpu_isa_available(isa);
    if (!paths) {
        printf("test_solver_paths_agree: this CPU has no SIMD solver path; the portable one alone ran\n");
        endgame_free(&sv);
        return;
    }
    /* With the trained evaluation ordering moves near the root as the
     * engine's solver does, and without it. */
    unsigned seed = 97;
    for (int k = 0; k < 24; k++) {
        Board b = test_random_board(&seed, 14 + k % 6);
        if (board_is_game_over(&b))
            continue;
        sv.eval = k % 2 ? test_trained_evaluator() : NULL;
        Move pv_portable[64], pv_simd[64];
        uint64_t nodes_portable, nodes_simd;
        int portable = solve_on(&sv, CPU_ISA_PORTABLE, &b, pv_portable, &nodes_portable);
        for (CpuIsa isa = CPU_ISA_AVX2; isa < CPU_ISA_COUNT; isa++) {
            if (!cpu_isa_available(isa))
                continue;
            int simd = solve_on(&sv, isa, &b, pv_simd, &nodes_simd);
            ck_assert_msg(simd == portable, "%s: %d, portable %d", cpu_isa_name(isa), simd, portable);
            ck_assert_int_eq(pv_simd[0], pv_portable[0]);
            ck_assert_uint_eq(nodes_simd, nodes_portable);
        }
    }
    endgame_free(&sv);
}
END_TEST

Suite *isa_paths_suite(void)
{
    Suite *s = suite_create("isa_paths");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_movegen_paths_agree);
    tcase_add_test(tc, test_solver_paths_agree);
    suite_add_tcase(s, tc);
    return s;
}
