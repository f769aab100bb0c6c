/* The exact solver: agreement with plain minimax, the FFO sample, passes
 * and finished games, bounds outside the window. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "endgame.h"
#include "isa.h"
#include "stability.h"
#include "suites.h"

START_TEST(test_agrees_with_minimax)
{
    EndgameSolver *sv = endgame_new(32);
    ck_assert_ptr_nonnull(sv);
    unsigned seed = 2026;
    /* Twenty of each count: minimax of the eleven-empty ones is most of
     * the time, and the alpha-beta check below covers many more. */
    for (int k = 0; k < 220; k++) {
        int empties = 1 + k % 11; /* 1 to 11 empties */
        Board b = test_random_board(&seed, empties);
        int want = test_minimax(&b);
        ck_assert_int_eq(endgame_solve(sv, &b, -65, 65, NULL, NULL), want);
        /* Null windows around the answer give bounds on the right side. */
        ck_assert_int_ge(endgame_solve(sv, &b, want - 1, want, NULL, NULL), want);
        ck_assert_int_le(endgame_solve(sv, &b, want, want + 1, NULL, NULL), want);
        if (k % 3 == 0)
            endgame_clear(sv);
    }
    endgame_delete(sv);
}
END_TEST

/* A plain alpha-beta over the moves in square order: no table, no
 * ordering, no pruning beyond the window; as obviously right as minimax
 * and fast enough for thousands of positions. */
static int alphabeta(Bitboard p, Bitboard o, int alpha, int beta)
{
    Bitboard moves = board_moves(p, o);
    if (!moves) {
        if (!board_moves(o, p)) {
            Board end = {p, o};
            return board_final_score(&end);
        }
        return -alphabeta(o, p, -beta, -alpha);
    }
    int sq;
    BB_FOREACH(sq, moves) {
        Bitboard f = board_flips(p, o, sq);
        int v = -alphabeta(o ^ f, p ^ f ^ BB_SQUARE(sq), -beta, -alpha);
        if (v >= beta)
            return v;
        if (v > alpha)
            alpha = v;
    }
    return alpha;
}

/* 1200 random positions of 1 to 12 empties (a hundred of each), the
 * table kept between them (and cleared now and then), each solved
 * exactly. */
START_TEST(test_agrees_with_alphabeta)
{
    EndgameSolver *sv = endgame_new(32);
    ck_assert_ptr_nonnull(sv);
    unsigned seed = 31337;
    for (int k = 0; k < 1200; k++) {
        Board b = test_random_board(&seed, 1 + k % 12);
        int want = alphabeta(b.player, b.opponent, -65, 65);
        ck_assert_int_eq(endgame_solve(sv, &b, -65, 65, NULL, NULL), want);
        if (k % 50 == 0)
            endgame_clear(sv);
    }
    endgame_delete(sv);
}
END_TEST

START_TEST(test_pv_reaches_the_score)
{
    EndgameSolver *sv = endgame_new(32);
    ck_assert_ptr_nonnull(sv);
    unsigned seed = 77;
    for (int k = 0; k < 60; k++) {
        Board b = test_random_board(&seed, 10);
        EndgameResult r;
        int score = endgame_solve_pv(sv, &b, -65, 65, NULL, &r);
        ck_assert_int_eq(r.score, score);
        ck_assert(!r.aborted);
        /* Playing the line out ends the game with that score. */
        ck_assert_int_eq(test_line_score(&b, r.pv, r.pv_len), score);
    }
    endgame_delete(sv);
}
END_TEST

/* Counts the selective passes a solve reports as they end. */
static void count_pass_reports(void *ctx, uint64_t nodes, const EndgamePass *pass)
{
    (void)nodes;
    *(int *)ctx += pass != NULL;
}

START_TEST(test_pass_and_game_over)
{
    EndgameSolver *sv = endgame_new(32);
    ck_assert_ptr_nonnull(sv);
    /* White must pass; black plays c1 and wins 64-0. */
    Position must_pass = test_position(
        "XO------" "--------" "--------" "--------"
        "--------" "--------" "--------" "--------", WHITE);
    ck_assert_int_eq(endgame_solve(sv, &must_pass.board, -65, 65, NULL, NULL), -64);
    Position over = test_position(
        "XXX-----" "--------" "--------" "--------"
        "--------" "--------" "--------" "-------O", BLACK);
    ck_assert_int_eq(endgame_solve(sv, &over.board, -65, 65, NULL, NULL), 62);
    EndgameResult r;
    ck_assert_int_eq(endgame_solve_pv(sv, &over.board, -65, 65, NULL, &r), 62);
    ck_assert_int_eq(r.pv_len, 0);
    /* Far from the end, with the selective passes first: a side that must
     * pass has no move of a pass to report. */
    Evaluator basic = evaluator_basic();
    int pass_reports = 0;
    endgame_set_eval(sv, &basic);
    EndgameLimits limits = {.progress = count_pass_reports, .progress_ctx = &pass_reports};
    ck_assert_int_eq(endgame_solve_pv(sv, &must_pass.board, -65, 65, &limits, &r), -64);
    ck_assert_int_eq(r.pv_len, 2);
    ck_assert_int_eq(r.pv[0], MOVE_PASS);
    ck_assert_int_eq(r.pass.confidence, 0);
    ck_assert_int_eq(pass_reports, 0);
    endgame_delete(sv);
}
END_TEST

/* Solves the positions of an OBF file whose 1-based line numbers are in
 * lines (all of them when lines is NULL), each from an empty table so that
 * no score leans on another position's entries, and checks each best
 * score; the number solved. */
static int solve_obf(const char *name, const Evaluator *eval, const int *lines, int n_lines)
{
    char path[512];
    FILE *f = fopen(test_data_path(name, path, sizeof path), "r");
    ck_assert_msg(f != NULL, "cannot open %s", path);
    EndgameSolver *sv = endgame_new(32);
    ck_assert_ptr_nonnull(sv);
    endgame_set_eval(sv, eval);
    char line[512];
    int solved = 0, number = 0;
    while (fgets(line, sizeof line, f)) {
        number++;
        bool wanted = lines == NULL;
        for (int i = 0; i < n_lines; i++)
            wanted |= lines[i] == number;
        if (!wanted)
            continue;
        Position pos;
        int want = test_obf_parse(line, &pos);
        ck_assert_int_eq(endgame_solve(sv, &pos.board, -65, 65, NULL, NULL), want);
        endgame_clear(sv);
        solved++;
    }
    fclose(f);
    endgame_delete(sv);
    return solved;
}

/* FFO #1-#19 (14 to 16 empties): every best score, with or without an
 * evaluation to order the moves. */
START_TEST(test_ffo_1_19) { ck_assert_int_eq(solve_obf("fforum-1-19.obf", NULL, NULL, 0), 19); }
END_TEST

START_TEST(test_ffo_1_19_eval_ordering)
{
    Evaluator basic = evaluator_basic();
    ck_assert_int_eq(solve_obf("fforum-1-19.obf", &basic, NULL, 0), 19);
}
END_TEST

/* FFO #47 (25 empties) and #59 (34): the selective passes and the
 * five-ply ordering searches near the root. */
START_TEST(test_ffo_far_from_the_end)
{
    Evaluator basic = evaluator_basic();
    const int lines[] = {8, 20};
    ck_assert_int_eq(solve_obf("fforum-40-59.obf", &basic, lines, 2), 2);
}
END_TEST

/* With an evaluation ordering the moves (14 empties and more, through
 * searches of 0 to 5 plies), the scores and bounds are those of the solver
 * without one: a position of each count from 14 to 21 empties, past each
 * threshold of the ordering and the aspiration window. */
START_TEST(test_eval_ordering_agrees)
{
    Evaluator basic = evaluator_basic();
    EndgameSolver *plain = endgame_new(32), *ordered = endgame_new(32);
    ck_assert(plain && ordered);
    endgame_set_eval(ordered, &basic);
    unsigned seed = 77;
    for (int k = 0; k < 8; k++) {
        Board b = test_random_board(&seed, 14 + k % 8);
        int want = endgame_solve(plain, &b, -65, 65, NULL, NULL);
        ck_assert_int_eq(endgame_solve(ordered, &b, -65, 65, NULL, NULL), want);
        ck_assert_int_ge(endgame_solve(ordered, &b, want - 1, want, NULL, NULL), want);
        ck_assert_int_le(endgame_solve(ordered, &b, want, want + 1, NULL, NULL), want);
        /* Wide windows (probed from an estimate) with the score inside,
         * above and below. */
        ck_assert_int_eq(endgame_solve(ordered, &b, want - 7, want + 9, NULL, NULL), want);
        int v = endgame_solve(ordered, &b, want + 1, want + 13, NULL, NULL);
        ck_assert(v >= want && v <= want + 1);
        v = endgame_solve(ordered, &b, want - 12, want, NULL, NULL);
        ck_assert(v <= want && v >= want);
        endgame_clear(ordered);
    }
    endgame_delete(plain);
    endgame_delete(ordered);
}
END_TEST

/* Threads splitting the tree through one shared table (a small one, so
 * that entries are replaced while the threads run) find the one-thread
 * score, and a line that reaches it: a position of each count from 16 to
 * 22 empties, on two threads and three by turns. */
START_TEST(test_parallel_agrees)
{
    Evaluator basic = evaluator_basic();
    EndgameSolver *one = endgame_new(32), *many = endgame_new(1);
    ck_assert(one && many);
    endgame_set_eval(one, &basic);
    endgame_set_eval(many, &basic);
    unsigned seed = 2024;
    for (int k = 0; k < 7; k++) {
        Board b = test_random_board(&seed, 16 + k % 7);
        int want = endgame_solve(one, &b, -65, 65, NULL, NULL);
        EndgameLimits limits = {.threads = 2 + k % 2};
        EndgameResult r;
        ck_assert_int_eq(endgame_solve_pv(many, &b, -65, 65, &limits, &r), want);
        ck_assert_uint_gt(r.nodes, 0);
        ck_assert_int_eq(test_line_score(&b, r.pv, r.pv_len), want);
        endgame_clear(one);
        endgame_clear(many);
    }
    endgame_delete(one);
    endgame_delete(many);
}
END_TEST

/* board_stable spelled out square by square: a disc of p is stable when,
 * along each of the four lines through it, the line is full, or the next
 * square on one side is off the board or already stable; grown from
 * nothing until nothing changes. */
static bool on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

static bool line_full(Bitboard filled, int file, int rank, int dx, int dy)
{
    for (int side = -1; side <= 1; side += 2)
        for (int f = file, r = rank; on_board(f, r); f += side * dx, r += side * dy)
            if (!(filled & BB_SQUARE(r * 8 + f)))
                return false;
    return true;
}

static bool safe_side(Bitboard stable, int file, int rank, int dx, int dy)
{
    return !on_board(file + dx, rank + dy) || (stable & BB_SQUARE((rank + dy) * 8 + file + dx));
}

static Bitboard stable_reference(Bitboard p, Bitboard o)
{
    static const int dirs[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    Bitboard stable = 0;
    for (;;) {
        Bitboard grown = stable;
        int sq;
        BB_FOREACH(sq, p) {
            int file = sq % 8, rank = sq / 8;
            bool ok = true;
            for (int d = 0; d < 4 && ok; d++) {
                int dx = dirs[d][0], dy = dirs[d][1];
                ok = line_full(p | o, file, rank, dx, dy) || safe_side(stable, file, rank, dx, dy)
                  || safe_side(stable, file, rank, -dx, -dy);
            }
            if (ok)
                grown |= BB_SQUARE(sq);
        }
        if (grown == stable)
            return stable;
        stable = grown;
    }
}

/* The shifts and masks of board_stable against the plain definition, on
 * positions from games and on dense random ones (many full lines). */
START_TEST(test_stable_matches_reference)
{
    unsigned seed = 777;
    int stable_total = 0;
    for (int k = 0; k < 4000; k++) {
        Bitboard p, o;
        if (k % 2) {
            Board b = test_random_board(&seed, k % 30);
            p = b.player;
            o = b.opponent;
        } else {
            p = o = 0;
            for (int sq = 0; sq < 64; sq++) {
                int r = rand_r(&seed) % 16;
                if (r < 7)
                    p |= BB_SQUARE(sq);
                else if (r < 15)
                    o |= BB_SQUARE(sq);
            }
        }
        Bitboard want = stable_reference(p, o);
        ck_assert_uint_eq(board_stable(p, o), want);
        stable_total += bb_count(want);
    }
    ck_assert_int_gt(stable_total, 4000);
}
END_TEST

/* Stable discs never flip: random games from the position never turn one. */
START_TEST(test_stable_discs_never_flip)
{
    unsigned seed = 4242;
    int checked = 0;
    for (int k = 0; k < 300; k++) {
        Board b = test_random_board(&seed, 4 + k % 24);
        Bitboard stable = board_stable(b.player, b.opponent);
        checked += bb_count(stable);
        for (int game = 0; game < 10; game++) {
            Board cur = b;
            bool mover_is_player = true;
            while (!board_is_game_over(&cur)) {
                Bitboard moves = board_legal_moves(&cur);
                if (moves) {
                    int n = rand_r(&seed) % bb_count(moves);
                    while (n--)
                        moves = bb_pop(moves);
                    board_play(&cur, bb_first(moves));
                } else {
                    board_pass(&cur);
                }
                mover_is_player = !mover_is_player;
                Bitboard mine = mover_is_player ? cur.player : cur.opponent;
                ck_assert_uint_eq(stable & ~mine, 0);
            }
        }
    }
    ck_assert_int_gt(checked, 100);
}
END_TEST


Suite *endgame_suite(void)
{
    Suite *s = suite_create("endgame");
    TCase *tc = tcase_create("solver");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_agrees_with_minimax);
    tcase_add_test(tc, test_stable_matches_reference);
    tcase_add_test(tc, test_agrees_with_alphabeta);
    tcase_add_test(tc, test_pv_reaches_the_score);
    tcase_add_test(tc, test_pass_and_game_over);
    tcase_add_test(tc, test_ffo_1_19);
    tcase_add_test(tc, test_ffo_1_19_eval_ordering);
    tcase_add_test(tc, test_ffo_far_from_the_end);
    tcase_add_test(tc, test_eval_ordering_agrees);
    tcase_add_test(tc, test_parallel_agrees);
    tcase_add_test(tc, test_stable_discs_never_flip);
    suite_add_tcase(s, tc);
    return s;
}
