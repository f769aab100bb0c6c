/* Rules: flips in every direction, edges, wrap-around, passes, game end. */
#include <stdlib.h>
#include "last_flip.h"
#include "suites.h"

/* The obvious implementation, square by square, to check the fast one. */
static Bitboard slow_flips(Bitboard p, Bitboard o, int sq)
{
    if ((p | o) & BB_SQUARE(sq))
        return 0;
    Bitboard flips = 0;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            if (!dx && !dy)
                continue;
            Bitboard run = 0;
            int x = sq % 8 + dx, y = sq / 8 + dy;
            while (x >= 0 && x < 8 && y >= 0 && y < 8 && (o & BB_SQUARE(y * 8 + x))) {
                run |= BB_SQUARE(y * 8 + x);
                x += dx;
                y += dy;
            }
            if (run && x >= 0 && x < 8 && y >= 0 && y < 8 && (p & BB_SQUARE(y * 8 + x)))
                flips |= run;
        }
    return flips;
}

static Bitboard slow_moves(Bitboard p, Bitboard o)
{
    Bitboard m = 0;
    for (int sq = 0; sq < 64; sq++)
        if (slow_flips(p, o, sq))
            m |= BB_SQUARE(sq);
    return m;
}

START_TEST(test_start_position)
{
    Position pos;
    position_start(&pos);
    ck_assert_int_eq(pos.side, BLACK);
    /* Black's moves from the start: d3 c4 f5 e6. */
    Bitboard want = BB_SQUARE(19) | BB_SQUARE(26) | BB_SQUARE(37) | BB_SQUARE(44);
    ck_assert_uint_eq(board_legal_moves(&pos.board), want);
}
END_TEST

/* A black disc in the middle (d4) surrounded by white runs ending in black
 * discs, one per direction; playing d4 flips exactly the runs. */
START_TEST(test_flips_eight_directions)
{
    Position pos = test_position(
        "X--X--X-"
        "-O-O-O--"
        "--OOO---"
        "XOO-OOOX"
        "--OOO---"
        "-O-O-O--"
        "X--X--X-"
        "--------", BLACK);
    Bitboard flips = board_flips(pos.board.player, pos.board.opponent, square_parse("d4"));
    ck_assert_uint_eq(flips, pos.board.opponent);
    ck_assert_int_eq(bb_count(flips), 17);
    ck_assert_uint_eq(flips, slow_flips(pos.board.player, pos.board.opponent, square_parse("d4")));
}
END_TEST

/* A run that reaches the edge without a closing disc flips nothing, and no
 * run wraps from the h-file to the a-file of the next row. */
START_TEST(test_flips_edges_and_wrap)
{
    Position pos = test_position(
        "-OOOOOOO"
        "X-------"
        "--------"
        "-------O"
        "X-------"
        "--------"
        "--------"
        "--------", BLACK);
    /* a1: the row run b1..h1 reaches the edge with no black disc. */
    ck_assert_uint_eq(board_flips(pos.board.player, pos.board.opponent, 0), 0);
    /* g4 east: h4 is white, then the edge; a5 (next row) must not close it. */
    ck_assert_uint_eq(board_flips(pos.board.player, pos.board.opponent, square_parse("g4")), 0);
    ck_assert(!(board_legal_moves(&pos.board) & BB_SQUARE(square_parse("g4"))));
}
END_TEST

START_TEST(test_flips_match_slow_version)
{
    /* Random games: every position's moves and flips agree with the slow
     * implementation. */
    srand(12345);
    for (int game = 0; game < 300; game++) {
        Board b;
        board_start(&b);
        while (!board_is_game_over(&b)) {
            Bitboard moves = board_legal_moves(&b);
            ck_assert_uint_eq(moves, slow_moves(b.player, b.opponent));
            int sq;
            BB_FOREACH(sq, board_empties(&b))
                ck_assert_uint_eq(board_flips(b.player, b.opponent, sq), slow_flips(b.player, b.opponent, sq));
            if (!moves) {
                board_pass(&b);
                continue;
            }
            int k = rand() % bb_count(moves);
            while (k--)
                moves = bb_pop(moves);
            ck_assert(board_play(&b, bb_first(moves)));
        }
    }
}
END_TEST

START_TEST(test_last_flip_count)
{
    /* Random full boards with one empty square: the count the solver's
     * last ply uses is the size of the slow flips, for either side. */
#ifdef FRONTIER_HAVE_BMI2_LAST_FLIP
    if (!__builtin_cpu_supports("bmi2"))
        return;
    srand(777);
    for (int i = 0; i < 200000; i++) {
        Bitboard mine = 0;
        for (int k = 0; k < 64; k++)
            if (rand() % (1 + i % 5) == 0)
                mine |= BB_SQUARE(k);
        int sq = rand() % 64;
        mine &= ~BB_SQUARE(sq);
        Bitboard theirs = ~mine & ~BB_SQUARE(sq);
        ck_assert_int_eq(last_flip_count_bmi2(mine, sq), bb_count(slow_flips(mine, theirs, sq)));
        ck_assert_int_eq(last_flip_count_bmi2(theirs, sq), bb_count(slow_flips(theirs, mine, sq)));
    }
#endif
}
END_TEST

START_TEST(test_illegal_play_changes_nothing)
{
    Board b, before;
    board_start(&b);
    before = b;
    ck_assert(!board_play(&b, 0));                   /* no flips */
    ck_assert(!board_play(&b, square_parse("d4")));  /* occupied */
    ck_assert(!board_play(&b, 64));
    ck_assert(!board_play(&b, -1));
    ck_assert(board_equal(&b, &before));
}
END_TEST

START_TEST(test_pass_and_game_end)
{
    /* White to move has no move; black has one (a1 black, b1 white, c1
     * c1 black). */
    Position pos = test_position(
        "XO------"
        "--------"
        "--------"
        "--------"
        "--------"
        "--------"
        "--------"
        "--------", WHITE);
    ck_assert_uint_eq(board_legal_moves(&pos.board), 0);
    ck_assert(!board_is_game_over(&pos.board));
    Position before = pos;
    ck_assert(!position_play(&pos, 2));
    ck_assert(board_equal(&pos.board, &before.board));
    ck_assert(position_play(&pos, MOVE_PASS));
    ck_assert_int_eq(pos.side, BLACK);
    ck_assert(!position_play(&pos, MOVE_PASS)); /* black has a move */
    ck_assert(position_play(&pos, 2));
    ck_assert(board_is_game_over(&pos.board));
    ck_assert(!position_play(&pos, MOVE_PASS)); /* no pass after the end */
    /* White to move, black owns 3 discs, 61 empties go to the winner. */
    ck_assert_int_eq(board_final_score(&pos.board), -64);
}
END_TEST

START_TEST(test_final_score_draw_and_empties)
{
    /* Neither side can move: black 3, white 1, 60 empties to black. */
    Position pos = test_position(
        "XXX-----" "--------" "--------" "--------"
        "--------" "--------" "--------" "-------O", BLACK);
    ck_assert(board_is_game_over(&pos.board));
    ck_assert_int_eq(board_final_score(&pos.board), 62);
    pos.side = WHITE;
    board_pass(&pos.board);
    ck_assert_int_eq(board_final_score(&pos.board), -62);
    Position draw = test_position(
        "XXXXXXXX" "XXXXXXXX" "XXXXXXXX" "XXXXXXXX"
        "OOOOOOOO" "OOOOOOOO" "OOOOOOOO" "OOOOOOOO", WHITE);
    ck_assert(board_is_game_over(&draw.board));
    ck_assert_int_eq(board_final_score(&draw.board), 0);
}
END_TEST

START_TEST(test_hash_distinguishes)
{
    Board a, b;
    board_start(&a);
    b = a;
    board_pass(&b);
    ck_assert_uint_ne(board_hash(&a), board_hash(&b));
    Board c = a;
    ck_assert_uint_eq(board_hash(&a), board_hash(&c));
    /* The midgame table trusts the hash alone, so positions a move apart
     * must not collide: turning any one disc to the other colour, on
     * random boards, changes the hash (an earlier hash did not for the
     * discs on g8 and h8, and the search took one position's value for
     * another's). */
    uint64_t seed = 0x2545f4914f6cdd1dULL;
    for (int k = 0; k < 2000; k++) {
        seed ^= seed << 13, seed ^= seed >> 7, seed ^= seed << 17;
        Bitboard occupied = seed | 0xc000000000000000ULL;
        seed ^= seed << 13, seed ^= seed >> 7, seed ^= seed << 17;
        Board r = {occupied & seed, occupied & ~seed};
        int sq;
        BB_FOREACH(sq, occupied) {
            Board t = r;
            t.player ^= BB_SQUARE(sq);
            t.opponent ^= BB_SQUARE(sq);
            ck_assert_uint_ne(board_hash(&r), board_hash(&t));
        }
    }
}
END_TEST

Suite *board_suite(void)
{
    Suite *s = suite_create("board");
    TCase *tc = tcase_create("rules");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_start_position);
    tcase_add_test(tc, test_flips_eight_directions);
    tcase_add_test(tc, test_flips_edges_and_wrap);
    tcase_add_test(tc, test_flips_match_slow_version);
    tcase_add_test(tc, test_last_flip_count);
    tcase_add_test(tc, test_illegal_play_changes_nothing);
    tcase_add_test(tc, test_pass_and_game_end);
    tcase_add_test(tc, test_final_score_draw_and_empties);
    tcase_add_test(tc, test_hash_distinguishes);
    suite_add_tcase(s, tc);
    return s;
}
