/* The move list both searches pick from (engine/move_list.h): its moves
 * are the board's legal moves with their flips, the picks come lowest key
 * first with ties as documented, and the pattern indices after a move are
 * those gathered from the child's board. */
#include <stdlib.h>
#include <string.h>
#include "eval_pattern.h"
#include "move_list.h"
#include "score.h"
#include "suites.h"

/* A list of n moves on squares 0..n-1 with random keys in [lo, lo + spread). */
static int random_list(unsigned *seed, MoveListEntry *list, int lo, int spread)
{
    int n = 1 + rand_r(seed) % BOARD_MAX_MOVES;
    for (int i = 0; i < n; i++)
        list[i] = (MoveListEntry){.flips = 0, .square = i, .key = lo + rand_r(seed) % spread};
    return n;
}

/* The documented rule on a list worked by hand: the first of least key as
 * the list stands, the entry at k going to the picked one's place. */
START_TEST(test_pick_ties_follow_the_swaps)
{
    MoveListEntry list[] = {{0, 10, 2}, {0, 11, 2}, {0, 12, 1}, {0, 13, 2}};
    int want[] = {12, 11, 10, 13};
    for (int k = 0; k < 4; k++) {
        move_list_pick_best(list, k, 4);
        ck_assert_int_eq(list[k].square, want[k]);
    }
    MoveListEntry equal[] = {{0, 5, 7}, {0, 3, 7}, {0, 9, 7}};
    int same[] = {5, 3, 9};
    for (int k = 0; k < 3; k++) {
        move_list_pick_best(equal, k, 3);
        ck_assert_int_eq(equal[k].square, same[k]);
    }
}
END_TEST

/* On random lists with many ties: the keys come out in order, each move
 * once, and each pick is the first of least key in list[k..n-1]. */
START_TEST(test_pick_lowest_first)
{
    unsigned seed = 71;
    for (int round = 0; round < 500; round++) {
        MoveListEntry list[BOARD_MAX_MOVES];
        int n = random_list(&seed, list, -3, 1 + round % 8);
        bool seen[BOARD_MAX_MOVES] = {false};
        for (int k = 0; k < n; k++) {
            int first = k;
            for (int i = k + 1; i < n; i++)
                if (list[i].key < list[first].key)
                    first = i;
            int want = list[first].square;
            move_list_pick_best(list, k, n);
            ck_assert_int_eq(list[k].square, want);
            if (k > 0)
                ck_assert_int_le(list[k - 1].key, list[k].key);
            ck_assert(!seen[list[k].square]);
            seen[list[k].square] = true;
        }
    }
}
END_TEST

typedef struct {
    int key, index;
} KeyIndex;

static int by_key_then_index(const void *a, const void *b)
{
    const KeyIndex *x = a, *y = b;
    if (x->key != y->key)
        return x->key < y->key ? -1 : 1;
    return (x->index > y->index) - (x->index < y->index);
}

/* Stable keys pick in the order of a stable sort, negative keys and the
 * search's extremes included, and give the generation index back. */
START_TEST(test_stable_keys_sort_stably)
{
    unsigned seed = 7;
    for (int round = 0; round < 500; round++) {
        MoveListEntry list[BOARD_MAX_MOVES];
        int n = random_list(&seed, list, -4, 9);
        KeyIndex want[BOARD_MAX_MOVES];
        for (int i = 0; i < n; i++) {
            int key = list[i].key;
            if (round % 5 == 0 && i % 7 == 3)
                key = i % 2 ? -SCORE_INF : SCORE_INF;
            want[i] = (KeyIndex){key, i};
            list[i].key = move_list_stable_key(key, i);
        }
        qsort(want, (size_t)n, sizeof *want, by_key_then_index);
        for (int k = 0; k < n; k++) {
            move_list_pick_best(list, k, n);
            ck_assert_int_eq(list[k].square, want[k].index);
            ck_assert_int_eq(move_list_stable_index(list[k].key), want[k].index);
        }
    }
}
END_TEST

START_TEST(test_to_front_and_remove)
{
    MoveListEntry list[5];
    for (int i = 0; i < 5; i++)
        list[i] = (MoveListEntry){.flips = 0, .square = 20 + i, .key = 0};
    move_list_to_front(list, 3);
    int front[] = {23, 20, 21, 22, 24};
    for (int i = 0; i < 5; i++)
        ck_assert_int_eq(list[i].square, front[i]);
    int n = move_list_remove(list, 1, 5);
    int left[] = {23, 24, 21, 22};
    ck_assert_int_eq(n, 4);
    for (int i = 0; i < n; i++)
        ck_assert_int_eq(list[i].square, left[i]);
    ck_assert_int_eq(move_list_remove(list, 3, n), 3);
    ck_assert_int_eq(list[2].square, 21);
}
END_TEST

/* The list of a board checked against the board's own rules: the squares
 * are its legal moves in square order, and each entry's flips make the
 * board board_play makes. */
static void check_generated(const Board *b)
{
    Bitboard legal = board_legal_moves(b);
    MoveListEntry list[BOARD_MAX_MOVES];
    int n = move_list_generate(list, b->player, b->opponent, legal);
    ck_assert_int_eq(n, bb_count(legal));
    Bitboard listed = 0;
    for (int i = 0; i < n; i++) {
        if (i > 0)
            ck_assert_int_lt(list[i - 1].square, list[i].square);
        listed |= BB_SQUARE(list[i].square);
        Board played = *b, applied = *b;
        ck_assert(board_play(&played, list[i].square));
        ck_assert_uint_ne(list[i].flips, 0);
        board_apply(&applied, list[i].square, list[i].flips);
        ck_assert_uint_eq(applied.player, played.player);
        ck_assert_uint_eq(applied.opponent, played.opponent);
    }
    ck_assert_uint_eq(listed, legal);
}

START_TEST(test_generate_is_the_legal_moves)
{
    unsigned seed = 1234;
    int checked = 0;
    for (int round = 0; round < 300; round++) {
        Board b = round % 2 ? test_random_setup(&seed) : test_random_board(&seed, rand_r(&seed) % 61);
        check_generated(&b);
        checked += board_legal_moves(&b) != 0;
    }
    ck_assert_int_gt(checked, 200);
}
END_TEST

/* The indices after each move of random positions against those set from
 * the child's board; the leaf's mover's view alone. */
START_TEST(test_child_state_is_rebuilt_state)
{
    PatternWeights *w = pattern_weights_new();
    ck_assert_ptr_nonnull(w);
    Evaluator ev = evaluator_pattern(w);
    unsigned seed = 99;
    int moves = 0;
    for (int round = 0; round < 200; round++) {
        Board b = test_random_board(&seed, 4 + rand_r(&seed) % 57);
        PatternState st;
        pattern_state_set(&w->coefficients, b.player, b.opponent, &st);
        MoveListEntry list[BOARD_MAX_MOVES];
        int n = move_list_generate(list, b.player, b.opponent, board_legal_moves(&b));
        for (int i = 0; i < n; i++) {
            Board child = b;
            board_apply(&child, list[i].square, list[i].flips);
            PatternState want, got, leaf;
            pattern_state_set(&w->coefficients, child.player, child.opponent, &want);
            ck_assert_ptr_eq(child_pattern_state(&ev, &st, list[i].square, list[i].flips, false, &got), &got);
            ck_assert(memcmp(&got, &want, sizeof got) == 0);
            ck_assert_ptr_eq(child_pattern_state(&ev, &st, list[i].square, list[i].flips, true, &leaf), &leaf);
            ck_assert(memcmp(&leaf.mover, &want.mover, sizeof leaf.mover) == 0);
            moves++;
        }
    }
    ck_assert_int_gt(moves, 1000);
    free(w);
}
END_TEST

/* Without indices to carry (another evaluation) there is no child state,
 * and the evaluation is not read. */
START_TEST(test_child_state_none_without_indices)
{
    Evaluator basic = evaluator_basic();
    PatternState child;
    memset(&child, 0xa5, sizeof child);
    PatternState before = child;
    ck_assert_ptr_null(child_pattern_state(&basic, NULL, 19, BB_SQUARE(27), false, &child));
    ck_assert_ptr_null(child_pattern_state(NULL, NULL, 19, BB_SQUARE(27), true, &child));
    ck_assert(memcmp(&child, &before, sizeof child) == 0);
}
END_TEST

Suite *move_list_suite(void)
{
    Suite *s = suite_create("move_list");
    TCase *tc = tcase_create("move_list");
    tcase_add_test(tc, test_pick_ties_follow_the_swaps);
    tcase_add_test(tc, test_pick_lowest_first);
    tcase_add_test(tc, test_stable_keys_sort_stably);
    tcase_add_test(tc, test_to_front_and_remove);
    tcase_add_test(tc, test_generate_is_the_legal_moves);
    tcase_add_test(tc, test_child_state_is_rebuilt_state);
    tcase_add_test(tc, test_child_state_none_without_indices);
    suite_add_tcase(s, tc);
    return s;
}
