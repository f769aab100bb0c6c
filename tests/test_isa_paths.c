/* Every instruction-set path the CPU can run gives the portable path's
 * results, each through its own table (isa.h), so the code compared is the
 * code the engine runs: move generation and flips on random boards (game
 * positions and arbitrary set-ups), perft counts, the solver's scores,
 * moves and node counts, and the midgame search's scores, lines and node
 * counts. Whichever path a machine picks, it must be one that was checked
 * here; a path the CPU lacks is skipped, not passed, and said so. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "endgame.h"
#include "engine.h"
#include "isa.h"
#include "perft.h"
#include "suites.h"

/* The paths besides the portable one that this build has and the CPU
 * runs; says so when there are none. */
static int simd_paths(const char *test)
{
    int paths = 0;
    for (CpuIsa isa = CPU_ISA_AVX2; isa < CPU_ISA_COUNT; isa++)
        paths += isa_paths(isa) != NULL;
    if (!paths)
        printf("%s: no SIMD path on this build or CPU; the portable one alone ran\n", test);
    return paths;
}

START_TEST(test_tables_are_their_paths)
{
    for (CpuIsa isa = CPU_ISA_PORTABLE; isa < CPU_ISA_COUNT; isa++) {
        const IsaPaths *paths = isa_paths(isa);
        ck_assert_msg((paths != NULL) == cpu_isa_available(isa), "%s", cpu_isa_name(isa));
        if (paths)
            ck_assert_int_eq(paths->isa, isa);
    }
    ck_assert_ptr_nonnull(isa_paths(CPU_ISA_PORTABLE));
    ck_assert_ptr_eq(isa_paths_best(), isa_paths(cpu_best_isa()));
}
END_TEST

static void compare_movegen(const Board *b)
{
    const IsaPaths *portable = isa_paths(CPU_ISA_PORTABLE);
    Bitboard moves = portable->moves(b->player, b->opponent);
    ck_assert_uint_eq(moves, board_legal_moves(b));
    for (CpuIsa isa = CPU_ISA_AVX2; isa < CPU_ISA_COUNT; isa++) {
        const IsaPaths *paths = isa_paths(isa);
        if (!paths)
            continue;
        ck_assert_uint_eq(paths->moves(b->player, b->opponent), moves);
        int sq;
        BB_FOREACH(sq, board_empties(b)) ck_assert_uint_eq(paths->flips(b->player, b->opponent, sq),
                                                           portable->flips(b->player, b->opponent, sq));
    }
}

START_TEST(test_movegen_paths_agree)
{
    simd_paths("test_movegen_paths_agree");
    unsigned seed = 61;
    for (int k = 0; k < 3000; k++) {
        Board game = test_random_board(&seed, rand_r(&seed) % 60);
        compare_movegen(&game);
        Board setup = test_random_setup(&seed); /* any two disjoint sets, reachable or not */
        compare_movegen(&setup);
    }
}
END_TEST

START_TEST(test_perft_paths_agree)
{
    simd_paths("test_perft_paths_agree");
    unsigned seed = 11;
    for (int k = 0; k < 12; k++) {
        Board b = test_random_board(&seed, 20 + 3 * k);
        uint64_t want = perft_isa(&b, 6, CPU_ISA_PORTABLE);
        for (CpuIsa isa = CPU_ISA_AVX2; isa < CPU_ISA_COUNT; isa++)
            if (isa_paths(isa))
                ck_assert_uint_eq(perft_isa(&b, 6, isa), want);
    }
}
END_TEST

static int solve_on(EndgameSolver *sv, CpuIsa isa, const Board *b, Move *pv, int *len, uint64_t *nodes)
{
    endgame_set_paths(sv, isa_paths(isa));
    endgame_clear(sv);
    EndgameResult r;
    int score = endgame_solve_pv(sv, b, -65, 65, NULL, &r);
    ck_assert_int_gt(r.pv_len, 0);
    *len = r.pv_len;
    memcpy(pv, r.pv, (size_t)r.pv_len * sizeof *pv);
    *nodes = r.nodes;
    return score;
}

START_TEST(test_solver_paths_agree)
{
    if (!simd_paths("test_solver_paths_agree"))
        return;
    EndgameSolver *sv = endgame_new(4);
    ck_assert_ptr_nonnull(sv);
    /* With the trained evaluation ordering moves near the root as the
     * engine's solver does, and without it: two positions of each count
     * from 14 to 19 empties (the odd counts with the evaluation). */
    unsigned seed = 97;
    for (int k = 0; k < 12; k++) {
        Board b = test_random_board(&seed, 14 + k % 6);
        if (board_is_game_over(&b))
            continue;
        endgame_set_eval(sv, k % 2 ? test_trained_evaluator() : NULL);
        Move pv_portable[64], pv_simd[64];
        int len_portable, len_simd;
        uint64_t nodes_portable, nodes_simd;
        int portable = solve_on(sv, CPU_ISA_PORTABLE, &b, pv_portable, &len_portable, &nodes_portable);
        for (CpuIsa isa = CPU_ISA_AVX2; isa < CPU_ISA_COUNT; isa++) {
            if (!isa_paths(isa))
                continue;
            int simd = solve_on(sv, isa, &b, pv_simd, &len_simd, &nodes_simd);
            ck_assert_msg(simd == portable, "%s: %d, portable %d", cpu_isa_name(isa), simd, portable);
            ck_assert_int_eq(len_simd, len_portable);
            ck_assert_mem_eq(pv_simd, pv_portable, (size_t)len_portable * sizeof *pv_portable);
            ck_assert_uint_eq(nodes_simd, nodes_portable);
        }
    }
    endgame_delete(sv);
}
END_TEST

/* A fixed-depth search on one path, with the table, the solver inside the
 * tree and Multi-ProbCut, as the engine searches. */
static SearchReport search_on(CpuIsa isa, const Board *b, int depth, int selectivity, TransTable *tt,
                              EndgameSolver *sv)
{
    tt_clear(tt);
    endgame_clear(sv);
    endgame_set_paths(sv, isa_paths(isa));
    Search *s = calloc(1, sizeof *s);
    ck_assert_ptr_nonnull(s);
    s->root = *b;
    s->eval = test_trained_evaluator();
    s->tt = tt;
    s->endgame = sv;
    s->paths = isa_paths(isa);
    s->selectivity = selectivity;
    s->limits.depth = depth;
    SearchReport r;
    search_run(s, &r);
    ck_assert_uint_eq(r.nodes, s->nodes);
    free(s);
    return r;
}

START_TEST(test_midgame_paths_agree)
{
    if (!simd_paths("test_midgame_paths_agree"))
        return;
    TransTable tt;
    memset(&tt, 0, sizeof tt);
    ck_assert(tt_init(&tt, 4));
    EndgameSolver *sv = endgame_new(32);
    ck_assert_ptr_nonnull(sv);
    endgame_set_eval(sv, test_trained_evaluator());
    unsigned seed = 23;
    for (int k = 0; k < 8; k++) {
        /* From the early midgame to where the solver joins in. */
        Board b = test_random_board(&seed, 16 + 5 * k);
        if (!board_legal_moves(&b))
            continue;
        int selectivity = k % 2 ? 2 : 0;
        SearchReport want = search_on(CPU_ISA_PORTABLE, &b, 7, selectivity, &tt, sv);
        for (CpuIsa isa = CPU_ISA_AVX2; isa < CPU_ISA_COUNT; isa++) {
            if (!isa_paths(isa))
                continue;
            SearchReport got = search_on(isa, &b, 7, selectivity, &tt, sv);
            ck_assert_msg(got.score == want.score, "%s: %d, portable %d", cpu_isa_name(isa), got.score, want.score);
            ck_assert_uint_eq(got.nodes, want.nodes);
            ck_assert_int_eq(got.pv_len, want.pv_len);
            ck_assert_mem_eq(got.pv, want.pv, (size_t)want.pv_len * sizeof *want.pv);
        }
    }
    endgame_delete(sv);
    tt_free(&tt);
}
END_TEST

Suite *isa_paths_suite(void)
{
    Suite *s = suite_create("isa_paths");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_tables_are_their_paths);
    tcase_add_test(tc, test_movegen_paths_agree);
    tcase_add_test(tc, test_perft_paths_agree);
    tcase_add_test(tc, test_solver_paths_agree);
    tcase_add_test(tc, test_midgame_paths_agree);
    suite_add_tcase(s, tc);
    return s;
}
