/* Bootstrapped labels: the search's value blended with the old label,
 * only where asked, everything else about the set kept. */
#include <stdlib.h>
#include <math.h>
#include "eval_pattern.h"
#include "suites.h"
#include "train_relabel.h"

/* Random game positions with empties from 20 to 44 and their labels;
 * every third one marked exact. */
static void random_set(TrainSet *set, unsigned seed, int n)
{
    train_set_init(set);
    for (int k = 0; k < n; k++) {
        Board b = test_random_board(&seed, 20 + k % 25);
        if (!board_legal_moves(&b))
            continue;
        TrainPosition t = {.player = b.player, .opponent = b.opponent, .game = (uint32_t)k / 3,
                           .score = (int8_t)(rand_r(&seed) % 41 - 20),
                           .empties = (uint8_t)board_empty_count(&b), .exact = k % 3 == 0};
        ck_assert(train_set_push(set, &t));
    }
}

/* The one-ply value, from the evaluation of each child: what a depth-1
 * search must find, computed without the search. */
static double one_ply_value(const Evaluator *ev, const Board *b)
{
    int best = -1000000;
    for (Bitboard m = board_legal_moves(b); m; m &= m - 1) {
        Board child = *b;
        ck_assert(board_play(&child, __builtin_ctzll(m)));
        int v = -evaluate(ev, &child);
        if (v > best)
            best = v;
    }
    return best / 100.0;
}

/* A random set of n positions as drawn (before) and relabelled with p by
 * random weights (set); the weights, to be freed. */
static PatternWeights *relabel_random_set(unsigned seed, int n, const RelabelParams *p, TrainSet *before,
                                          TrainSet *set)
{
    PatternWeights *w = test_random_weights(seed, 300);
    Evaluator ev = evaluator_pattern(w);
    random_set(before, seed, n);
    random_set(set, seed, n);
    ck_assert(train_set_relabel(set, p, &ev, NULL, NULL));
    ck_assert_uint_eq(set->count, before->count);
    return w;
}

START_TEST(test_relabel_blends_search_and_label)
{
    RelabelParams p = {.depth = 1, .selectivity = 0, .min_empties = 30, .mix = 0.25};
    TrainSet before, set;
    PatternWeights *w = relabel_random_set(11, 90, &p, &before, &set);
    Evaluator ev = evaluator_pattern(w);
    int changed = 0;
    for (size_t i = 0; i < set.count; i++) {
        const TrainPosition *a = &before.items[i], *t = &set.items[i];
        ck_assert(a->player == t->player && a->opponent == t->opponent);
        ck_assert_uint_eq(a->game, t->game);
        ck_assert_uint_eq(a->exact, t->exact);
        if (a->exact || a->empties < p.min_empties) {
            ck_assert_int_eq(t->score, a->score);
            continue;
        }
        Board b = {a->player, a->opponent};
        double want = fmax(-64, fmin(64, 0.25 * one_ply_value(&ev, &b) + 0.75 * a->score));
        ck_assert_int_eq(t->score, (int)lround(want));
        changed += t->score != a->score;
    }
    ck_assert_int_gt(changed, 10);
    train_set_free(&before);
    train_set_free(&set);
    free(w);
}
END_TEST

START_TEST(test_relabel_mix_zero_keeps_labels)
{
    RelabelParams p;
    relabel_params_default(&p);
    p.depth = 2;
    p.min_empties = 0;
    p.mix = 0;
    TrainSet before, set;
    PatternWeights *w = relabel_random_set(12, 40, &p, &before, &set);
    for (size_t i = 0; i < set.count; i++)
        ck_assert_int_eq(set.items[i].score, before.items[i].score);
    train_set_free(&before);
    train_set_free(&set);
    free(w);
}
END_TEST

Suite *train_relabel_suite(void)
{
    Suite *s = suite_create("train_relabel");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, test_relabel_blends_search_and_label);
    tcase_add_test(tc, test_relabel_mix_zero_keeps_labels);
    suite_add_tcase(s, tc);
    return s;
}
