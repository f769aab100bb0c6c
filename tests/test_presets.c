/* The seed evaluations on a hand-made position, worked out by hand from
 * the definitions in doc/presets.md, and the presets' move choice. */
#include "presets/eval_seed.h"
#include "presets/preset.h"
#include "suites.h"

/* Black a1 d4 e5, white b2 e4 d5, black to move. By hand: black's moves
 * c3 e3 f4 c5 d6 (5), white's c4 d3 f5 e6 (4). */
static Position hand_position(void)
{
    return test_position(
        "X-------"
        "-O------"
        "--------"
        "---XO---"
        "---OX---"
        "--------"
        "--------"
        "--------", BLACK);
}

START_TEST(test_mobility_by_hand)
{
    Position p = hand_position();
    ck_assert_int_eq(bb_count(board_legal_moves(&p.board)), 5);
    ck_assert_int_eq(bb_count(board_moves(p.board.opponent, p.board.player)), 4);
}
END_TEST

START_TEST(test_cs15)
{
    /* black 200 + 2 + 2, white -100 + 2 + 2: 204 - (-96) = 300 */
    Position p = hand_position();
    ck_assert_int_eq(eval_cs15(NULL, &p.board, NULL), 300);
}
END_TEST

START_TEST(test_annlee)
{
    /* squares 10 x ((12 + 3 + 3) - (-40 + 3 + 3)) = 520, mobility 5 x (5 - 4)
     * = 5, stable discs: a1 only, 40 x 1 = 40; 565 in all */
    Position p = hand_position();
    EvalBreakdown why = {0};
    ck_assert_int_eq(eval_annlee(NULL, &p.board, &why), 565);
    ck_assert_int_eq(why.count, 3);
    ck_assert_int_eq(why.terms[0].value, 520);
    ck_assert_int_eq(why.terms[2].value, 40);
}
END_TEST

START_TEST(test_lth)
{
    /* captivity: black +25 (a1), white -8 (b2 next to a1 it does not own):
     * 0.7 x 33 = 23.1; mobility 0.2 x 100 x 1/9 = 2.2; parity 0: 25.3,
     * kept in tenths: 253 */
    Position p = hand_position();
    ck_assert_int_eq(eval_lth(NULL, &p.board, NULL), 253);
}
END_TEST

START_TEST(test_despacito)
{
    /* static: (100 - 5 - 5) - (-30 - 5 - 5) = 130; booster with the normal
     * weights: 0.4 x 1/9 (mobility) + 0.3 x 1 (corners) + 0.2 x 0 (edges)
     * + 0.1 x 0 (discs) = 0.3444, x 130 = 44.8 -> 45; tie-break +1:
     * 16 x (130 + 45) + 1 = 2801 */
    Position p = hand_position();
    ck_assert_int_eq(eval_despacito(NULL, &p.board, NULL), 2801);
}
END_TEST

START_TEST(test_jack)
{
    /* discs 3 - 3 = 0; squares: a1 +500, b2 (second ring, corner taken)
     * -20 for white: 520; frontier: black 2 + 5 + 5 = 12 empties, white 7
     * + 5 + 5 = 17: -120 + 170 = 50; 570 in all */
    Position p = hand_position();
    ck_assert_int_eq(eval_jack(NULL, &p.board, NULL), 570);
    /* Black c3 flips b2: 5 - 2 = 3 discs, 3 moves in: 10 x 3 x 3 / 25 = 3;
     * c3 has no bonus; 6 empty squares around it: -60. */
    ck_assert_int_eq(jack_move_value(&p.board, square_parse("c3")), -57);
}
END_TEST

START_TEST(test_game_end_overrides)
{
    Position won = test_position(
        "XXX-----" "--------" "--------" "--------"
        "--------" "--------" "--------" "-------O", BLACK);
    ck_assert_int_eq(eval_cs15(NULL, &won.board, NULL), SEED_WIN);
    ck_assert_int_eq(eval_despacito(NULL, &won.board, NULL), SEED_WIN);
    ck_assert_int_eq(eval_lth(NULL, &won.board, NULL), SEED_WIN);
    board_pass(&won.board);
    ck_assert_int_eq(eval_annlee(NULL, &won.board, NULL), -SEED_WIN);
    ck_assert_int_eq(eval_jack(NULL, &won.board, NULL), -SEED_WIN);
}
END_TEST

START_TEST(test_presets_choose_legal_moves)
{
    unsigned seed = 31;
    for (int i = 0; i < preset_count(); i++) {
        const Preset *p = preset_at(i);
        uint64_t rng = 7;
        for (int k = 0; k < 6; k++) {
            Board b = test_random_board(&seed, 20 + 6 * k);
            if (!board_legal_moves(&b))
                continue;
            SearchReport r;
            Move m = preset_choose(p, &b, &rng, NULL, &r);
            ck_assert_msg(board_legal_moves(&b) & BB_SQUARE(m), "%s played an illegal move", p->name);
        }
    }
    /* cs15 at depth 1 from the hand position: c3 would flip b2 (-100 to
     * its owner): 300 - 198 = 102; e3, f4, c5 and d6 each add a 2-square
     * and flip a 2-square: 306. The first of the best in square order is
     * e3. */
    Position hp = hand_position();
    SearchReport r;
    uint64_t rng = 1;
    ck_assert_int_eq(preset_choose(preset_find("cs15-1"), &hp.board, &rng, NULL, &r), square_parse("e3"));
    ck_assert_ptr_null(preset_find("nonsense"));
}
END_TEST

Suite *presets_suite(void)
{
    Suite *s = suite_create("presets");
    TCase *tc = tcase_create("seed evaluations");
    tcase_add_test(tc, test_mobility_by_hand);
    tcase_add_test(tc, test_cs15);
    tcase_add_test(tc, test_annlee);
    tcase_add_test(tc, test_lth);
    tcase_add_test(tc, test_despacito);
    tcase_add_test(tc, test_jack);
    tcase_add_test(tc, test_game_end_overrides);
    tcase_add_test(tc, test_presets_choose_legal_moves);
    suite_add_tcase(s, tc);
    return s;
}
