/* Set-up boards where the side to move has as many moves as a hill-climb
 * can find (33 and more, beyond any list sized for real games), run
 * through every path that lists a position's moves: the midgame search,
 * the plain searcher, each preset, MultiPV, the solver, hints, perft and
 * the book. A list sized too small shows as a crash, or under
 * --enable-sanitizers as an overflow report. */
#include <stdlib.h>
#include <string.h>
#include "engine.h"
#include "presets/preset.h"
#include "suites.h"

/* Fewer moves than any wide board the climb must find: real games stay
 * at or under 33, and the crash it guards against came at 33. */
#define WIDE_MOVES 33

static int move_count(const Board *b) { return bb_count(board_legal_moves(b)); }

/* Changes random squares of a random board to empty, player or opponent,
 * keeping each change that does not lower the side to move's count. */
static Board climb_wide_board(unsigned *seed)
{
    Board b = test_random_setup(seed);
    int best = move_count(&b);
    for (int step = 0; step < 20000; step++) {
        Board next = b;
        int sq = rand_r(seed) % 64;
        Bitboard bit = BB_SQUARE(sq);
        next.player &= ~bit;
        next.opponent &= ~bit;
        int r = rand_r(seed) % 3;
        if (r == 1)
            next.player |= bit;
        else if (r == 2)
            next.opponent |= bit;
        int n = move_count(&next);
        if (n >= best) {
            best = n;
            b = next;
        }
    }
    return b;
}

static Board wide_board(unsigned seed)
{
    Board b;
    do
        b = climb_wide_board(&seed);
    while (move_count(&b) <= WIDE_MOVES);
    return b;
}

static uint64_t reference_perft(const Board *b, int depth)
{
    if (depth == 0)
        return 1;
    Bitboard moves = board_legal_moves(b);
    if (!moves) {
        Board passed = *b;
        board_pass(&passed);
        if (!board_legal_moves(&passed))
            return 1;
        return reference_perft(&passed, depth - 1);
    }
    uint64_t n = 0;
    int sq;
    BB_FOREACH(sq, moves) {
        Board next = *b;
        board_play(&next, sq);
        n += reference_perft(&next, depth - 1);
    }
    return n;
}

typedef struct {
    int reports;
    Move best;
} GoResult;

static void on_report(void *ctx, const SearchReport *r)
{
    (void)r;
    ((GoResult *)ctx)->reports++;
}

static void on_bestmove(void *ctx, Move best, Move ponder, const SearchReport *final)
{
    (void)ponder;
    (void)final;
    ((GoResult *)ctx)->best = best;
}

static void set_option(Engine *e, const char *name, const char *value)
{
    char err[256];
    ck_assert_msg(engine_set_option(e, name, value, err, sizeof err), "%s %s: %s", name, value, err);
}

static Engine *engine_on(const Board *b)
{
    Engine *e = engine_new();
    ck_assert_ptr_nonnull(e);
    Position start = {*b, BLACK};
    char err[256];
    ck_assert_msg(engine_set_position(e, &start, NULL, 0, err, sizeof err), "%s", err);
    return e;
}

/* A search of the engine's position must end with one of its moves. */
static void go_and_check(Engine *e, const SearchLimits *limits, const Board *b)
{
    GoResult result = {0, MOVE_NONE};
    EngineCallbacks cb = {on_report, on_bestmove, &result};
    char err[256];
    ck_assert_msg(engine_go(e, limits, &cb, err, sizeof err), "%s", err);
    engine_wait(e);
    ck_assert_int_lt(result.best, 64);
    ck_assert(board_legal_moves(b) & BB_SQUARE(result.best));
}

START_TEST(test_climb_finds_wide_boards)
{
    Board b = wide_board(1000 + (unsigned)_i);
    ck_assert_int_gt(move_count(&b), WIDE_MOVES);
}
END_TEST

START_TEST(test_midgame_searches_take_wide_boards)
{
    Board b = wide_board(2000 + (unsigned)_i);
    Engine *e = engine_on(&b);
    SearchLimits limits = {.depth = 6};
    go_and_check(e, &limits, &b);
    set_option(e, "Threads", "2");
    go_and_check(e, &limits, &b);
    set_option(e, "Threads", "1");
    set_option(e, "Searcher", "plain");
    limits.depth = 3;
    go_and_check(e, &limits, &b);
    set_option(e, "Searcher", "pvs");
    set_option(e, "MultiPV", "64");
    go_and_check(e, &limits, &b);
    engine_free(e);
}
END_TEST

START_TEST(test_presets_take_wide_boards)
{
    Board b = wide_board(3000 + (unsigned)_i);
    Engine *e = engine_on(&b);
    SearchLimits limits = {.depth = 4};
    for (int i = 0; i < preset_count(); i++) {
        set_option(e, "Preset", preset_at(i)->name);
        go_and_check(e, &limits, &b);
    }
    engine_free(e);
}
END_TEST

START_TEST(test_solver_takes_wide_boards)
{
    /* The solve cannot end on so many empties: the node limit stops it,
     * after the solver has listed and ordered the root's moves. */
    Board b = wide_board(4000 + (unsigned)_i);
    Engine *e = engine_on(&b);
    SearchLimits limits = {.solve = true, .nodes = 200000};
    go_and_check(e, &limits, &b);
    limits.solve = false;
    limits.wld = true;
    set_option(e, "MultiPV", "4");
    go_and_check(e, &limits, &b);
    engine_free(e);
}
END_TEST

START_TEST(test_hints_perft_and_book_take_wide_boards)
{
    Board b = wide_board(5000 + (unsigned)_i);
    Engine *e = engine_on(&b);
    ck_assert_uint_eq(engine_perft(e, 2), reference_perft(&b, 2));
    BookMove book[BOARD_MAX_MOVES];
    ck_assert_int_ge(engine_book_moves(e, book), 0);
    Position pos = {b, BLACK};
    set_option(e, "MultiPV", "64");
    SearchLimits limits = {.depth = 3};
    GoResult result = {0, MOVE_NONE};
    EngineCallbacks cb = {on_report, on_bestmove, &result};
    char err[256];
    ck_assert_msg(engine_go_position(e, &pos, &limits, &cb, true, err, sizeof err), "%s", err);
    engine_wait(e);
    ck_assert(board_legal_moves(&b) & BB_SQUARE(result.best));
    ck_assert_int_gt(result.reports, 0);
    engine_free(e);
}
END_TEST

Suite *wide_boards_suite(void)
{
    Suite *s = suite_create("wide_boards");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, test_climb_finds_wide_boards, 0, 4);
    tcase_add_loop_test(tc, test_midgame_searches_take_wide_boards, 0, 2);
    tcase_add_loop_test(tc, test_presets_take_wide_boards, 0, 2);
    tcase_add_loop_test(tc, test_solver_takes_wide_boards, 0, 2);
    tcase_add_loop_test(tc, test_hints_perft_and_book_take_wide_boards, 0, 2);
    suite_add_tcase(s, tc);
    return s;
}
