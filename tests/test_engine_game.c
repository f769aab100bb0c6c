/* The game the façade keeps: play, undo, redo, the pass rule, and the
 * refusals that leave it as it was. */
#include <stdlib.h>
#include <string.h>
#include "engine.h"
#include "suites.h"

/* A random legal move of pos (a pass when it must pass); MOVE_NONE at
 * the end of the game. */
static Move random_move(const Position *pos, unsigned *seed)
{
    Bitboard moves = board_legal_moves(&pos->board);
    if (!moves)
        return board_is_game_over(&pos->board) ? MOVE_NONE : MOVE_PASS;
    int k = rand_r(seed) % bb_count(moves);
    while (k--)
        moves = bb_pop(moves);
    return bb_first(moves);
}

static bool same_position(const Position *a, const Position *b)
{
    return board_equal(&a->board, &b->board) && a->side == b->side;
}

/* Sets the engine's game to the moves of a random game up to a position
 * where the side to move must pass (random games are played apart, the
 * engine's tables left alone); false if none of the seeds has one. */
static bool play_to_forced_pass(Engine *e)
{
    char err[256];
    for (unsigned seed = 1; seed < 2000; seed++) {
        Position start, pos;
        position_start(&start);
        pos = start;
        Move moves[ENGINE_MAX_GAME];
        int n = 0;
        unsigned s = seed;
        Move m;
        while ((m = random_move(&pos, &s)) != MOVE_NONE && m != MOVE_PASS) {
            ck_assert(position_play(&pos, m));
            moves[n++] = m;
        }
        if (m == MOVE_PASS) {
            ck_assert_msg(engine_set_position(e, &start, moves, n, err, sizeof err), "%s", err);
            return true;
        }
    }
    return false;
}

/* Undo walks back through the positions the moves went through, and redo
 * forward again to the same end. */
START_TEST(test_play_undo_redo_round_trip)
{
    Engine *e = engine_new();
    char err[256];
    unsigned seed = 11;
    Position seen[ENGINE_MAX_GAME + 1];
    int n = 0;
    seen[0] = *engine_position(e);
    Move m;
    while ((m = random_move(engine_position(e), &seed)) != MOVE_NONE) {
        ck_assert_msg(engine_play(e, m, err, sizeof err), "%s", err);
        seen[++n] = *engine_position(e);
    }
    ck_assert_int_gt(n, 50);
    const Move *moves;
    ck_assert_int_eq(engine_game_moves(e, &moves), n);
    for (int i = n; i > 0; i--) {
        ck_assert_msg(engine_undo(e, err, sizeof err), "%s", err);
        ck_assert(same_position(engine_position(e), &seen[i - 1]));
        ck_assert_int_eq(engine_game_moves(e, &moves), i - 1);
        ck_assert_int_eq(engine_redo_count(e), n - i + 1);
    }
    ck_assert(!engine_undo(e, err, sizeof err));
    ck_assert_ptr_nonnull(strstr(err, "nothing to undo"));
    for (int i = 1; i <= n; i++) {
        ck_assert_msg(engine_redo(e, err, sizeof err), "%s", err);
        ck_assert(same_position(engine_position(e), &seen[i]));
    }
    ck_assert(!engine_redo(e, err, sizeof err));
    ck_assert_ptr_nonnull(strstr(err, "nothing to redo"));
    ck_assert_int_eq(engine_game_moves(e, &moves), n);
    ck_assert(board_is_game_over(&engine_position(e)->board));
    engine_free(e);
}
END_TEST

/* A move played after an undo starts a new line: nothing is left to
 * redo; so does a game set whole. */
START_TEST(test_new_move_clears_redo)
{
    Engine *e = engine_new();
    char err[256];
    Move f5 = move_parse("f5"), d6 = move_parse("d6"), f6 = move_parse("f6");
    ck_assert(engine_play(e, f5, err, sizeof err));
    ck_assert(engine_play(e, d6, err, sizeof err));
    ck_assert(engine_undo(e, err, sizeof err));
    ck_assert_int_eq(engine_redo_count(e), 1);
    ck_assert_msg(engine_play(e, f6, err, sizeof err), "%s", err);
    ck_assert_int_eq(engine_redo_count(e), 0);
    ck_assert(!engine_redo(e, err, sizeof err));
    const Move *moves;
    ck_assert_int_eq(engine_game_moves(e, &moves), 2);
    ck_assert_int_eq(moves[1], f6);

    ck_assert(engine_undo(e, err, sizeof err));
    ck_assert_int_eq(engine_redo_count(e), 1);
    ck_assert(engine_set_position(e, engine_game_start(e), &f5, 1, err, sizeof err));
    ck_assert_int_eq(engine_redo_count(e), 0);
    engine_new_game(e);
    ck_assert_int_eq(engine_game_moves(e, &moves), 0);
    engine_free(e);
}
END_TEST

/* A pass is a move only when the side to move has none; a forced pass
 * left out is put in before the opponent's move; undo takes the two
 * back one at a time. */
START_TEST(test_pass_rules)
{
    Engine *e = engine_new();
    char err[256];
    ck_assert(!engine_play(e, MOVE_PASS, err, sizeof err));
    ck_assert_ptr_nonnull(strstr(err, "illegal move"));
    ck_assert_int_eq(engine_game_moves(e, &(const Move *){NULL}), 0);

    ck_assert_msg(play_to_forced_pass(e), "no random game has a forced pass");
    Position before = *engine_position(e);
    int count = engine_game_moves(e, &(const Move *){NULL});
    /* The opponent's move, the pass left out. */
    Position passed = before;
    ck_assert(position_play(&passed, MOVE_PASS));
    Move reply = bb_first(board_legal_moves(&passed.board));
    Position after = passed;
    ck_assert(position_play(&after, reply));
    ck_assert_msg(engine_play(e, reply, err, sizeof err), "%s", err);
    const Move *moves;
    ck_assert_int_eq(engine_game_moves(e, &moves), count + 2);
    ck_assert_int_eq(moves[count], MOVE_PASS);
    ck_assert_int_eq(moves[count + 1], reply);
    ck_assert(same_position(engine_position(e), &after));

    ck_assert(engine_undo(e, err, sizeof err));
    ck_assert(same_position(engine_position(e), &passed));
    ck_assert(engine_undo(e, err, sizeof err));
    ck_assert(same_position(engine_position(e), &before));
    /* The pass played as a move of its own. */
    ck_assert_msg(engine_play(e, MOVE_PASS, err, sizeof err), "%s", err);
    ck_assert(same_position(engine_position(e), &passed));
    /* Two passes in a row are never legal: the opponent has a move. */
    ck_assert(!engine_play(e, MOVE_PASS, err, sizeof err));
    ck_assert(same_position(engine_position(e), &passed));
    engine_free(e);
}
END_TEST

/* An illegal move, or a list with one, changes nothing: not the
 * position, the record nor what redo would play. */
START_TEST(test_illegal_move_changes_nothing)
{
    Engine *e = engine_new();
    char err[256];
    Move f5 = move_parse("f5"), d6 = move_parse("d6"), a1 = move_parse("a1");
    ck_assert(engine_play(e, f5, err, sizeof err));
    ck_assert(engine_play(e, d6, err, sizeof err));
    ck_assert(engine_undo(e, err, sizeof err));
    Position before = *engine_position(e);
    ck_assert(!engine_play(e, a1, err, sizeof err));
    ck_assert_str_eq(err, "illegal move a1");
    Move list[3] = {d6, move_parse("c3"), a1};
    ck_assert(!engine_play_moves(e, list, 3, err, sizeof err));
    ck_assert_str_eq(err, "illegal move a1");
    ck_assert(!engine_play(e, MOVE_NONE, err, sizeof err));
    ck_assert(same_position(engine_position(e), &before));
    const Move *moves;
    ck_assert_int_eq(engine_game_moves(e, &moves), 1);
    ck_assert_int_eq(engine_redo_count(e), 1);
    /* The whole list when it is legal. */
    ck_assert_msg(engine_play_moves(e, list, 2, err, sizeof err), "%s", err);
    ck_assert_int_eq(engine_game_moves(e, &moves), 3);
    engine_free(e);
}
END_TEST

static void ignore_bestmove(void *ctx, Move best, Move ponder, const SearchReport *final)
{
    (void)ctx, (void)best, (void)ponder, (void)final;
}

/* While a search runs the game stays as the search found it. */
START_TEST(test_refused_while_searching)
{
    Engine *e = engine_new();
    char err[256] = "";
    Move f5 = move_parse("f5"), d6 = move_parse("d6");
    ck_assert(engine_play(e, f5, err, sizeof err));
    ck_assert(engine_play(e, d6, err, sizeof err));
    ck_assert(engine_undo(e, err, sizeof err));
    Position before = *engine_position(e);
    SearchLimits infinite = {.infinite = true};
    ck_assert(engine_go(e, &infinite, &(EngineCallbacks){NULL, ignore_bestmove, NULL}, err, sizeof err));
    ck_assert(!engine_play(e, d6, err, sizeof err));
    ck_assert_ptr_nonnull(strstr(err, "search is running"));
    ck_assert(!engine_play_moves(e, &d6, 1, err, sizeof err));
    ck_assert(!engine_undo(e, err, sizeof err));
    ck_assert_ptr_nonnull(strstr(err, "search is running"));
    ck_assert(!engine_redo(e, err, sizeof err));
    ck_assert_ptr_nonnull(strstr(err, "search is running"));
    ck_assert(same_position(engine_position(e), &before));
    ck_assert_int_eq(engine_game_moves(e, &(const Move *){NULL}), 1);
    ck_assert_int_eq(engine_redo_count(e), 1);
    engine_stop(e);
    engine_wait(e);
    ck_assert_msg(engine_redo(e, err, sizeof err), "%s", err);
    ck_assert_int_eq(engine_game_moves(e, &(const Move *){NULL}), 2);
    engine_free(e);
}
END_TEST

Suite *engine_game_suite(void)
{
    Suite *s = suite_create("engine_game");
    TCase *tc = tcase_create("game");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_play_undo_redo_round_trip);
    tcase_add_test(tc, test_new_move_clears_redo);
    tcase_add_test(tc, test_pass_rules);
    tcase_add_test(tc, test_illegal_move_changes_nothing);
    tcase_add_test(tc, test_refused_while_searching);
    suite_add_tcase(s, tc);
    return s;
}
