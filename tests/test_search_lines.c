/* Several lines at once (MultiPV) and the value of a draw (contempt):
 * each checked against searches of the root's children one at a time,
 * or against a plain minimax. */
#include <stdlib.h>
#include <string.h>
#include "engine.h"
#include "search_internal.h"
#include "suites.h"

/* Negamax to a depth, the basic evaluation at the leaves, a finished
 * game worth its disc count (a draw the contempt to the root's side). */
static int reference(const Board *b, int depth, int ply, int contempt)
{
    Bitboard moves = board_legal_moves(b);
    if (!moves) {
        Board passed = *b;
        board_pass(&passed);
        if (!board_legal_moves(&passed)) {
            int score = board_final_score(b);
            return score ? score * 100 : ply % 2 ? -contempt : contempt;
        }
        return -reference(&passed, depth, ply + 1, contempt);
    }
    if (depth == 0) {
        Evaluator ev = evaluator_basic();
        return evaluate(&ev, b);
    }
    int best = -1000000, sq;
    BB_FOREACH(sq, moves) {
        Board next = *b;
        board_play(&next, sq);
        int v = -reference(&next, depth - 1, ply + 1, contempt);
        if (v > best)
            best = v;
    }
    return best;
}

/* The reports of the last depth (or solve) that reported: those from
 * the last report of rank 1 (or the last report, of a single line). */
static int last_lines(const ReportLog *log, const SearchReport **first)
{
    int i = log->n - 1;
    while (i > 0 && log->r[i].multipv > 1)
        i--;
    *first = &log->r[i];
    return log->n - i;
}

static int by_value_desc(const void *a, const void *b) { return *(const int *)b - *(const int *)a; }

START_TEST(test_lines_rank_the_moves)
{
    /* At a fixed depth, without selective cuts, the k lines are the k best
     * of the root's moves, each scored as the search of its child gives. */
    unsigned seed = 77;
    Evaluator ev = evaluator_basic();
    TransTable tt;
    memset(&tt, 0, sizeof tt);
    ck_assert(tt_init(&tt, 4));
    int tested = 0;
    for (int k = 0; k < 10; k++) {
        Board b = test_random_board(&seed, 24 + 2 * k);
        int moves = bb_count(board_legal_moves(&b));
        if (moves < 2)
            continue;
        int depth = 3 + k % 3, want = 1 + k % 5;
        int child_value[64], n = 0, sq;
        BB_FOREACH(sq, board_legal_moves(&b)) {
            Board next = b;
            board_play(&next, sq);
            child_value[n++] = -reference(&next, depth - 1, 1, 0);
        }
        qsort(child_value, (size_t)n, sizeof *child_value, by_value_desc);

        static ReportLog log;
        log.n = 0;
        Search *s = calloc(1, sizeof *s);
        s->root = b;
        s->eval = &ev;
        s->tt = &tt;
        s->multipv = want;
        s->limits.depth = depth;
        s->report = test_log_report;
        s->report_ctx = &log;
        SearchReport r;
        Move best = search_run(s, &r);
        free(s);
        int lines = want < moves ? want : moves;
        const SearchReport *first;
        ck_assert_int_eq(last_lines(&log, &first), lines);
        Bitboard seen = 0;
        for (int i = 0; i < lines; i++) {
            const SearchReport *line = &first[i];
            ck_assert_int_eq(line->multipv, want > 1 ? i + 1 : 0);
            ck_assert_int_eq(line->depth, depth);
            ck_assert_int_eq(line->score, child_value[i]);
            Board next = b;
            ck_assert(board_play(&next, line->pv[0]));
            ck_assert_int_eq(-reference(&next, depth - 1, 1, 0), line->score);
            ck_assert(!(seen & BB_SQUARE(line->pv[0])));
            seen |= BB_SQUARE(line->pv[0]);
        }
        ck_assert_int_eq(best, first[0].pv[0]);
        ck_assert_int_eq(r.score, first[0].score);
        tested++;
    }
    ck_assert_int_ge(tested, 8);
    tt_free(&tt);
}
END_TEST

START_TEST(test_lines_of_a_solve)
{
    /* An exact solve (and a win/draw/loss one) of several lines: each the
     * minimax score of its move, best first, the best k of the moves. */
    unsigned seed = 313;
    Evaluator ev = evaluator_basic();
    EndgameSolver *sv = endgame_new(1);
    ck_assert_ptr_nonnull(sv);
    int tested = 0;
    for (int k = 0; k < 40 && tested < 8; k++) {
        Board b = test_random_board(&seed, 11);
        int moves = bb_count(board_legal_moves(&b));
        if (moves < 3)
            continue;
        /* Each move's minimax score, by square too: the lines' moves are
         * checked against these rather than solved again. */
        int exact[64], exact_of[64], n = 0, sq;
        BB_FOREACH(sq, board_legal_moves(&b)) {
            Board next = b;
            board_play(&next, sq);
            exact[n++] = exact_of[sq] = -test_minimax(&next);
        }
        qsort(exact, (size_t)n, sizeof *exact, by_value_desc);
        for (int wld = 0; wld < 2; wld++) {
            static ReportLog log;
            log.n = 0;
            Search *s = calloc(1, sizeof *s);
            s->root = b;
            s->eval = &ev;
            s->endgame = sv;
            s->multipv = 3;
            s->limits = (SearchLimits){.solve = !wld, .wld = wld == 1};
            s->report = test_log_report;
            s->report_ctx = &log;
            SearchReport r;
            Move best = search_run(s, &r);
            free(s);
            const SearchReport *first;
            ck_assert_int_eq(last_lines(&log, &first), 3);
            for (int i = 0; i < 3; i++) {
                const SearchReport *line = &first[i];
                ck_assert_int_eq(line->depth, 11);
                ck_assert_int_eq(line->kind, wld ? SCORE_WLD : SCORE_DISC);
                int want = wld ? (exact[i] > 0) - (exact[i] < 0) : exact[i];
                ck_assert_int_eq(line->score, want);
                ck_assert(board_legal_moves(&b) & BB_SQUARE(line->pv[0]));
                int got = exact_of[line->pv[0]];
                ck_assert_int_eq(wld ? (got > 0) - (got < 0) : got, want);
            }
            ck_assert_int_eq(best, first[0].pv[0]);
            ck_assert_int_eq(r.score, first[0].score);
            ck_assert_int_eq(r.multipv, 1);
        }
        tested++;
    }
    ck_assert_int_eq(tested, 8);
    endgame_delete(sv);
}
END_TEST

/* The value of a depth-limited search of b with this contempt, by the
 * PVS with a table (alone, and with a helper thread, which fills the
 * same table: tried a few times, as the threads' timing varies) and by
 * the plain searcher, checked to agree. */
enum { WAYS = 6, PLAIN_WAY = WAYS - 1 };
static int searched_value(const Board *b, int depth, int contempt, TransTable *tt)
{
    Evaluator ev = evaluator_basic();
    int value[WAYS];
    for (int way = 0; way < WAYS; way++) {
        bool plain = way == PLAIN_WAY;
        Search *s = calloc(1, sizeof *s);
        s->root = *b;
        s->eval = &ev;
        s->tt = plain ? NULL : tt;
        s->plain = plain;
        s->threads = way == 0 || plain ? 1 : 2;
        s->contempt = contempt;
        s->limits.depth = depth;
        SearchReport r;
        search_run(s, &r);
        free(s);
        tt_clear(tt); /* its values hold this contempt's draws */
        ck_assert_int_eq(r.kind, SCORE_CD);
        value[way] = r.score;
    }
    for (int way = 0; way < PLAIN_WAY; way++)
        ck_assert_int_eq(value[way], value[PLAIN_WAY]);
    return value[0];
}

/* Six empties, searched five plies: some lines end in a draw with a
 * square left that neither side can take, so the contempt changes the
 * value (found among random games by the reference below). */
static Position dead_square_draws(void)
{
    return test_position("OOOOOOOO"
                         "OOOOXOO-"
                         "OXX-OO-X"
                         "XXOOOXXX"
                         "XXXOXOOX"
                         "XXOXXXO-"
                         "OOXXOOOO"
                         "O-XXXXX-", BLACK);
}

START_TEST(test_contempt_values_draws)
{
    /* Short of the end, a finished game drawn in the tree is worth the
     * contempt to the side at the root (and its negation to the other):
     * the search's value is the reference negamax's. */
    TransTable tt;
    memset(&tt, 0, sizeof tt);
    ck_assert(tt_init(&tt, 1));
    Position pos = dead_square_draws();
    int depth = board_empty_count(&pos.board) - 1;
    for (int c = -SEARCH_MAX_CONTEMPT; c <= SEARCH_MAX_CONTEMPT; c += SEARCH_MAX_CONTEMPT / 4)
        ck_assert_int_eq(searched_value(&pos.board, depth, c, &tt), reference(&pos.board, depth, 0, c));
    ck_assert_int_ne(reference(&pos.board, depth, 0, SEARCH_MAX_CONTEMPT),
                     reference(&pos.board, depth, 0, -SEARCH_MAX_CONTEMPT));

    /* Random endgames, where such draws are rare: the same values. */
    unsigned seed = 2024;
    for (int k = 0; k < 60; k++) {
        Board b = test_random_board(&seed, 6 + k % 4);
        int empties = board_empty_count(&b);
        if (!board_legal_moves(&b) || empties < 3)
            continue;
        for (int c = -SEARCH_MAX_CONTEMPT; c <= SEARCH_MAX_CONTEMPT; c += SEARCH_MAX_CONTEMPT)
            ck_assert_int_eq(searched_value(&b, empties - 1, c, &tt), reference(&b, empties - 1, 0, c));
    }
    tt_free(&tt);
}
END_TEST

START_TEST(test_contempt_keeps_solves_exact)
{
    /* To the end of the game, through the solver inside the tree, the
     * score is still the game's exact disc count (a draw is 0) and the
     * move keeps it, whatever the contempt. */
    unsigned seed = 606;
    Evaluator ev = evaluator_basic();
    EndgameSolver *sv = endgame_new(32);
    ck_assert_ptr_nonnull(sv);
    int draws = 0;
    for (int k = 0; k < 300; k++) {
        Board b = test_random_board(&seed, 8);
        if (!board_legal_moves(&b))
            continue;
        int want = test_minimax(&b);
        draws += want == 0;
        for (int c = -SEARCH_MAX_CONTEMPT; c <= SEARCH_MAX_CONTEMPT; c += SEARCH_MAX_CONTEMPT) {
            Search *s = calloc(1, sizeof *s);
            s->root = b;
            s->eval = &ev;
            s->endgame = sv;
            s->contempt = c;
            s->limits.solve = true;
            SearchReport r;
            Move m = search_run(s, &r);
            free(s);
            ck_assert_int_eq(r.kind, SCORE_DISC);
            ck_assert_int_eq(r.score, want);
            Board next = b;
            ck_assert(board_play(&next, m));
            ck_assert_int_eq(-test_minimax(&next), want);
        }
    }
    ck_assert_int_gt(draws, 0);
    endgame_delete(sv);
}
END_TEST

static SearchReport engine_final;

static void keep_final(void *ctx, Move best, Move ponder, const SearchReport *final)
{
    (void)ctx, (void)best, (void)ponder;
    engine_final = *final;
}

/* The engine's score of pos at depth with this contempt, from its state. */
static int engine_score(Engine *e, const Position *pos, int depth, const char *contempt)
{
    char err[256];
    ck_assert(engine_set_option(e, "Contempt", contempt, err, sizeof err));
    /* The basic evaluation, whose values no weights file changes, and no
     * selective cuts: with them a search's value can depend on what the
     * table held before (a cut taken in one search and not in the next),
     * so a used engine could differ from a fresh one with no fault in
     * the keys. */
    ck_assert(engine_set_option(e, "Eval", "basic", err, sizeof err));
    ck_assert(engine_set_option(e, "Selectivity", "0", err, sizeof err));
    SearchLimits limits = {.depth = depth};
    ck_assert(engine_go_position(e, pos, &limits, &(EngineCallbacks){NULL, keep_final, NULL}, false, err, sizeof err));
    engine_wait(e);
    return engine_final.score;
}

START_TEST(test_contempt_changes_keep_the_table_right)
{
    /* A draw worth something else to the side to move (another contempt,
     * the same one turned round, or the colours swapped) must not meet the
     * table's old values: each search gives what a fresh engine gives.
     * The engine clears its table only when the contempt's size changes,
     * so between 100 and -100, and between the two colourings of one game,
     * the table's keys alone keep the values apart. */
    /* A drawn endgame: its best line ends in a draw, whose value the
     * contempt sets, even where the solver inside the tree settles it. */
    unsigned seed = 77;
    Board drawn;
    do
        drawn = test_random_board(&seed, 9);
    while (!board_legal_moves(&drawn) || test_minimax(&drawn) != 0);
    Position black = {.board = drawn, .side = BLACK};
    Position white = black; /* the colours swapped, white to move: the same game */
    white.side = WHITE;
    int depth = board_empty_count(&black.board) - 1;
    const char *contempts[] = {"100", "-100", "100", "0", "-100"};
    const Position *positions[] = {&black, &white};
    Engine *used = engine_new();
    int fresh_score[2][5];
    for (int p = 0; p < 2; p++)
        for (int c = 0; c < 5; c++) {
            Engine *fresh = engine_new();
            fresh_score[p][c] = engine_score(fresh, positions[p], depth, contempts[c]);
            engine_free(fresh);
        }
    for (int round = 0; round < 2; round++)
        for (int p = 0; p < 2; p++)
            for (int c = 0; c < 5; c++)
                ck_assert_int_eq(engine_score(used, positions[p], depth, contempts[c]), fresh_score[p][c]);
    engine_free(used);
    ck_assert_int_gt(fresh_score[0][0], fresh_score[0][1]);
    for (int c = 0; c < 5; c++) /* the engine's contempt is the side to move's */
        ck_assert_int_eq(fresh_score[0][c], fresh_score[1][c]);
}
END_TEST

START_TEST(test_contempt_keys_the_side)
{
    /* A table entry's value depends on what a draw is worth to the side
     * to move: with a contempt, a side that values draws below zero keys
     * its entries apart from one that values them above, whichever the
     * ply and the contempt's sign; without one, every node shares the
     * board's key. */
    unsigned seed = 77;
    for (int k = 0; k < 50; k++) {
        Board b = test_random_board(&seed, 10 + k % 30);
        Search s = {.contempt = 0}, turned;
        for (int ply = 0; ply < 4; ply++)
            ck_assert_uint_eq(search_hash(&s, &b, ply), board_hash(&b));
        s.contempt = k % 2 ? 37 : SEARCH_MAX_CONTEMPT;
        turned = (Search){.contempt = -s.contempt};
        for (int ply = 0; ply < 4; ply++) {
            ck_assert_uint_eq(search_hash(&s, &b, ply), ply & 1 ? search_hash(&s, &b, 1) : board_hash(&b));
            ck_assert_uint_ne(search_hash(&s, &b, ply), search_hash(&s, &b, ply + 1));
            ck_assert_uint_eq(search_hash(&turned, &b, ply), search_hash(&s, &b, ply + 1));
        }
    }
}
END_TEST

START_TEST(test_solve_after_an_interrupted_one)
{
    /* A solve that a limit stopped leaves the solver marked aborted; the
     * next search's solve of several lines must still run and be exact. */
    unsigned seed = 2024;
    Evaluator ev = evaluator_basic();
    EndgameSolver *sv = endgame_new(1);
    ck_assert_ptr_nonnull(sv);
    Board deep = test_random_board(&seed, 22);
    EndgameResult stopped;
    endgame_solve_pv(sv, &deep, -65, 65, &(EndgameLimits){.node_limit = 2000}, &stopped);
    ck_assert(stopped.aborted);

    Board b;
    do
        b = test_random_board(&seed, 11);
    while (bb_count(board_legal_moves(&b)) < 2);
    int best_exact = -65, sq;
    BB_FOREACH(sq, board_legal_moves(&b)) {
        Board next = b;
        board_play(&next, sq);
        int v = -test_minimax(&next);
        best_exact = v > best_exact ? v : best_exact;
    }
    static ReportLog log;
    log.n = 0;
    Search *s = calloc(1, sizeof *s);
    s->root = b;
    s->eval = &ev;
    s->endgame = sv;
    s->multipv = 2;
    s->limits.solve = true;
    s->report = test_log_report;
    s->report_ctx = &log;
    SearchReport r;
    search_run(s, &r);
    free(s);
    const SearchReport *first;
    ck_assert_int_eq(last_lines(&log, &first), 2);
    ck_assert_int_eq(first[0].kind, SCORE_DISC);
    ck_assert_int_eq(first[0].depth, 11);
    ck_assert_int_eq(r.kind, SCORE_DISC);
    ck_assert_int_eq(r.score, best_exact);
    endgame_delete(sv);
}
END_TEST

/* A position of a random game with this many empties, black or white to
 * move. */
static Position level_position(unsigned *seed, int empties)
{
    Position pos = {.side = BLACK};
    pos.board = test_random_board(seed, empties);
    ck_assert_int_eq(board_empty_count(&pos.board), empties);
    return pos;
}

START_TEST(test_level_limits)
{
    /* A level is a midgame depth and the empties from which the endgame
     * is solved, exactly or won/drawn/lost two empties before. */
    ck_assert_int_eq(engine_level_solve_empties(1), 2);
    ck_assert_int_eq(engine_level_solve_empties(10), 20);
    ck_assert_int_eq(engine_level_solve_empties(12), 22);
    ck_assert_int_eq(engine_level_solve_empties(60), 60);
    Engine *e = engine_new();
    unsigned seed = 5;
    Position far = level_position(&seed, 40), wld = level_position(&seed, 24), exact = level_position(&seed, 22);
    SearchLimits l = engine_level_limits(e, 12, &far, NULL);
    ck_assert(l.depth == 12 && !l.solve && !l.wld && !l.time_left);
    l = engine_level_limits(e, 12, &wld, NULL);
    ck_assert(l.depth == 0 && !l.solve && l.wld);
    l = engine_level_limits(e, 12, &exact, NULL);
    ck_assert(l.depth == 0 && l.solve && !l.wld);
    /* On a clock the midgame keeps time for the solve and shares the rest
     * among its own moves before it: (40 - 24) / 2 + 1. */
    l = engine_level_limits(e, 12, &far, &(GameClock){.on = true, .time_left = 60000, .increment = 1000});
    ck_assert(l.depth == 12 && !l.solve && !l.wld);
    ck_assert(l.time_left >= 30000 && l.time_left < 60000);
    ck_assert_int_eq(l.increment, 1000);
    ck_assert_int_eq(l.moves_to_go, 9);
    /* Near the end the clock decides what to solve. */
    l = engine_level_limits(e, 12, &wld, &(GameClock){.on = true, .time_left = 60000});
    ck_assert(l.depth == 0 && !l.solve && !l.wld && l.time_left == 60000 && !l.moves_to_go);
    /* A level at or above the empties on a clock: neither a depth (a
     * total depth would reach the end and start a solve that cannot end
     * in time) nor a solve forced on the clock. */
    Position start;
    position_start(&start);
    l = engine_level_limits(e, 60, &start, &(GameClock){.on = true, .time_left = 300000});
    ck_assert(l.depth == 0 && !l.solve && !l.wld && l.time_left == 300000);
    engine_free(e);
}
END_TEST

START_TEST(test_skip_leaves_moves_out)
{
    /* Root moves left out (those a book answers): a search's line, and a
     * solve's, is the best of the others. */
    unsigned seed = 99;
    Evaluator ev = evaluator_basic();
    EndgameSolver *sv = endgame_new(1);
    ck_assert_ptr_nonnull(sv);
    int tested = 0;
    for (int k = 0; k < 20 && tested < 4; k++) {
        Board b = test_random_board(&seed, 11);
        Bitboard moves = board_legal_moves(&b);
        if (bb_count(moves) < 3)
            continue;
        Bitboard skip = BB_SQUARE(bb_first(moves)) | BB_SQUARE(bb_first(bb_pop(moves)));
        for (int solve = 0; solve < 2; solve++) {
            int want = -1000000, sq;
            BB_FOREACH(sq, moves & ~skip) {
                Board next = b;
                board_play(&next, sq);
                int v = solve ? -test_minimax(&next) : -reference(&next, 2, 1, 0);
                want = v > want ? v : want;
            }
            Search *s = calloc(1, sizeof *s);
            s->root = b;
            s->eval = &ev;
            s->endgame = solve ? sv : NULL;
            s->limits = (SearchLimits){.depth = solve ? 0 : 3, .solve = solve == 1, .skip = skip};
            SearchReport r;
            Move best = search_run(s, &r);
            free(s);
            ck_assert(!(skip & BB_SQUARE(best)));
            ck_assert_int_eq(r.kind, solve ? SCORE_DISC : SCORE_CD);
            ck_assert_int_eq(r.score, want);
            ck_assert_int_eq(r.multipv, 0);
        }
        tested++;
    }
    ck_assert_int_eq(tested, 4);
    endgame_delete(sv);
}
END_TEST

START_TEST(test_options_are_checked)
{
    Engine *e = engine_new();
    char err[256];
    ck_assert(engine_set_option(e, "MultiPV", "4", err, sizeof err));
    ck_assert(!engine_set_option(e, "MultiPV", "0", err, sizeof err));
    ck_assert(!engine_set_option(e, "MultiPV", "65", err, sizeof err));
    ck_assert(engine_set_option(e, "Contempt", "-100", err, sizeof err));
    ck_assert(!engine_set_option(e, "Contempt", "101", err, sizeof err));
    ck_assert(!engine_set_option(e, "Contempt", "x", err, sizeof err));
    engine_free(e);
}
END_TEST

Suite *search_lines_suite(void)
{
    Suite *s = suite_create("search_lines");
    TCase *tc = tcase_create("lines and draws");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_lines_rank_the_moves);
    tcase_add_test(tc, test_lines_of_a_solve);
    tcase_add_test(tc, test_contempt_values_draws);
    tcase_add_test(tc, test_contempt_keeps_solves_exact);
    tcase_add_test(tc, test_contempt_changes_keep_the_table_right);
    tcase_add_test(tc, test_contempt_keys_the_side);
    tcase_add_test(tc, test_solve_after_an_interrupted_one);
    tcase_add_test(tc, test_level_limits);
    tcase_add_test(tc, test_skip_leaves_moves_out);
    tcase_add_test(tc, test_options_are_checked);
    suite_add_tcase(s, tc);
    return s;
}
