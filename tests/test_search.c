/* The searcher: legal answers, exact results at the end, limits obeyed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "engine.h"
#include "isa.h"
#include "mpc.h"
#include "eval_pattern.h"
#include "suites.h"
#include "timeman.h"

static Move run(const Board *b, SearchLimits limits, SearchReport *r)
{
    Search *s = calloc(1, sizeof *s);
    s->root = *b;
    s->limits = limits;
    Evaluator ev = evaluator_basic();
    s->eval = &ev;
    Move m = search_run(s, r);
    free(s);
    return m;
}

START_TEST(test_exact_at_the_end)
{
    /* Random positions with 8 empties: a search to the end gives the
     * minimax score and a best move that achieves it. */
    unsigned seed = 99;
    for (int k = 0; k < 40; k++) {
        Board b = test_random_board(&seed, 8);
        if (!board_legal_moves(&b))
            continue;
        SearchReport r;
        Move m = run(&b, (SearchLimits){.solve = true}, &r);
        ck_assert_int_eq(r.kind, SCORE_DISC);
        int want = test_minimax(&b);
        ck_assert_int_eq(r.score, want);
        Board next = b;
        ck_assert(board_play(&next, m));
        ck_assert_int_eq(-test_minimax(&next), want);
    }
}
END_TEST

START_TEST(test_pass_and_none)
{
    Position must_pass = test_position(
        "XO------" "--------" "--------" "--------"
        "--------" "--------" "--------" "--------", WHITE);
    SearchReport r;
    ck_assert_int_eq(run(&must_pass.board, (SearchLimits){.depth = 3}, &r), MOVE_PASS);
    ck_assert_int_eq(r.pv[0], MOVE_PASS);
    ck_assert_int_lt(r.score, 0); /* black takes c1 and every disc */
    Position over = test_position(
        "XXX-----" "--------" "--------" "--------"
        "--------" "--------" "--------" "-------O", BLACK);
    ck_assert_int_eq(run(&over.board, (SearchLimits){.depth = 3}, &r), MOVE_NONE);
    ck_assert_int_eq(r.score, 62);
}
END_TEST

/* A side that must pass at the root: a solve gives the exact score of the
 * game (the opponent's position searched, its score negated) and a line
 * that starts with the pass, in its reports too; on a move time the pass
 * comes at once. */
START_TEST(test_forced_pass_is_solved)
{
    unsigned seed = 4242;
    int found = 0;
    Evaluator ev = evaluator_basic();
    for (int k = 0; k < 200000 && found < 8; k++) {
        Board b = test_random_board(&seed, 10);
        Board passed = b;
        board_pass(&passed);
        if (board_legal_moves(&b) || !board_legal_moves(&passed))
            continue;
        found++;
        int want = test_minimax(&b);
        static ReportLog log;
        log.n = 0;
        Search *s = calloc(1, sizeof *s);
        s->root = b;
        s->eval = &ev;
        s->limits = (SearchLimits){.solve = true};
        s->report = test_log_report;
        s->report_ctx = &log;
        SearchReport r;
        ck_assert_int_eq(search_run(s, &r), MOVE_PASS);
        ck_assert_int_eq(r.kind, SCORE_DISC);
        ck_assert_int_eq(r.score, want);
        ck_assert_int_ge(r.pv_len, 2);
        ck_assert_int_eq(r.pv[0], MOVE_PASS);
        Board next = passed;
        ck_assert(board_play(&next, r.pv[1]));
        ck_assert_int_eq(test_minimax(&next), want); /* the opponent's reply keeps the score */
        ck_assert_int_gt(log.n, 0);
        for (int i = 0; i < log.n; i++)
            ck_assert_int_eq(log.r[i].pv[0], MOVE_PASS);
        ck_assert_int_eq(log.r[log.n - 1].score, want);

        s->limits = (SearchLimits){.movetime = 1000};
        ck_assert_int_eq(search_run(s, &r), MOVE_PASS);
        ck_assert_int_eq(r.nodes, 0);
        free(s);
    }
    ck_assert_int_eq(found, 8);
}
END_TEST

START_TEST(test_depth_and_node_limits)
{
    Board b;
    board_start(&b);
    SearchReport r;
    Move m = run(&b, (SearchLimits){.depth = 4}, &r);
    ck_assert(board_legal_moves(&b) & BB_SQUARE(m));
    ck_assert_int_eq(r.depth, 4);
    ck_assert_int_eq(r.kind, SCORE_CD);
    ck_assert_int_ge(r.pv_len, 4);
    m = run(&b, (SearchLimits){.nodes = 5000}, &r);
    ck_assert(board_legal_moves(&b) & BB_SQUARE(m));
    ck_assert_uint_lt(r.nodes, 5000 + 1024);
}
END_TEST

START_TEST(test_threads_answer_legally)
{
    /* Lazy SMP helpers share the table; the main thread still reports the
     * requested depth and a legal move, and the helpers' nodes count. */
    TransTable tt;
    memset(&tt, 0, sizeof tt);
    ck_assert(tt_init(&tt, 4));
    EndgameSolver *sv = endgame_new(32);
    ck_assert_ptr_nonnull(sv);
    unsigned seed = 7;
    int searched = 0;
    for (int k = 0; k < 8; k++) {
        Board b = test_random_board(&seed, 12 + 6 * k);
        if (!board_legal_moves(&b))
            continue;
        int depth = 7 < board_empty_count(&b) ? 7 : board_empty_count(&b);
        Search *s = calloc(1, sizeof *s);
        Evaluator ev = evaluator_basic();
        s->root = b;
        s->eval = &ev;
        s->tt = &tt;
        s->endgame = sv;
        s->threads = 2;
        s->limits.depth = depth;
        SearchReport r;
        Move m = search_run(s, &r);
        ck_assert(board_legal_moves(&b) & BB_SQUARE(m));
        ck_assert_int_eq(r.depth, depth);
        ck_assert_int_eq(r.pv[0], m);
        ck_assert_uint_eq(r.nodes, s->nodes);
        free(s);
        searched++;
    }
    ck_assert_int_ge(searched, 6);
    endgame_delete(sv);
    tt_free(&tt);

    Engine *e = engine_new();
    char err[128];
    ck_assert(engine_set_option(e, "Threads", "2", err, sizeof err));
    ck_assert(!engine_set_option(e, "Threads", "0", err, sizeof err));
    ck_assert(!engine_set_option(e, "Threads", "65", err, sizeof err));
    engine_free(e);
}
END_TEST

/* A clock that moves one millisecond each time it is read: the search
 * reads it every 1024 nodes and the solver every 4096, so a move's time
 * ends at the same node on every machine, however loaded, and the tests of
 * the clock's rules cannot flake. It runs about five times as slow as real
 * time on the development machine: the clock tests give the solver that
 * machine's speed measure times five, and so the same rules as a real
 * machine. */
static int64_t work_ms;
static int64_t work_clock_now(void *ctx) { return ++*(int64_t *)ctx; }
static const Clock WORK_CLOCK = {work_clock_now, &work_ms};
#define WORK_CLOCK_PROBE_MS 20.0

/* The clock's measures of the work-clock tests' solver, which their
 * searches learn into. */
static TimeManager work_time;

static void use_work_clock(EndgameSolver *sv)
{
    work_time = (TimeManager){0};
    timeman_set_probe_ms(&work_time, endgame_paths(sv), WORK_CLOCK_PROBE_MS);
}

/* The deadlines a search of b sets itself under limits (from its start),
 * keeping overhead_ms back for the pipe. */
static void deadlines(const Board *b, SearchLimits limits, int overhead_ms, int64_t *soft, int64_t *hard)
{
    Search *s = calloc(1, sizeof *s);
    s->root = *b;
    Evaluator ev = evaluator_basic();
    s->eval = &ev;
    s->limits = limits;
    s->limits.depth = 1; /* the deadlines are set before the first ply */
    s->clock = &WORK_CLOCK;
    s->move_overhead_ms = overhead_ms;
    SearchReport r;
    search_run(s, &r);
    *soft = s->soft_deadline_ms - s->start_ms;
    *hard = s->hard_deadline_ms - s->start_ms;
    free(s);
}

static int64_t move_budget(SearchLimits limits, int overhead_ms)
{
    Board b;
    board_start(&b);
    int64_t soft, hard;
    deadlines(&b, limits, overhead_ms, &soft, &hard);
    return hard;
}

/* A move time keeps back the move overhead and no more (half of a move
 * time too short for it), counted from the go's arrival; a clock keeps it
 * back for every move still to play. The engine takes the overhead as the
 * MoveOverhead option. */
START_TEST(test_move_overhead)
{
    ck_assert_int_eq(move_budget((SearchLimits){.movetime = 200}, 10), 190);
    ck_assert_int_eq(move_budget((SearchLimits){.movetime = 200}, 0), 200);
    ck_assert_int_eq(move_budget((SearchLimits){.movetime = 12}, 10), 6);
    SearchLimits clock = {.time_left = 10000, .moves_to_go = 10};
    int64_t none = move_budget(clock, 0), kept = move_budget(clock, 50);
    ck_assert_int_lt(kept, none);
    ck_assert_int_gt(kept, none / 2);

    /* The time counts from the go's arrival, when the front end tells it. */
    Search *s = calloc(1, sizeof *s);
    board_start(&s->root);
    Evaluator ev = evaluator_basic();
    s->eval = &ev;
    s->limits = (SearchLimits){.movetime = 200, .depth = 1};
    s->clock = &WORK_CLOCK;
    s->move_overhead_ms = 10;
    work_ms += 100;
    s->go_ms = work_ms - 40;
    SearchReport r;
    search_run(s, &r);
    ck_assert_int_eq(s->start_ms, s->go_ms);
    ck_assert_int_eq(s->hard_deadline_ms, s->go_ms + 190);
    free(s);

    Engine *e = engine_new();
    char err[128];
    ck_assert(engine_set_option(e, "MoveOverhead", "0", err, sizeof err));
    ck_assert(!engine_set_option(e, "MoveOverhead", "-1", err, sizeof err));
    ck_assert(!engine_set_option(e, "MoveOverhead", "ten", err, sizeof err));
    engine_free(e);
}
END_TEST

/* The clock's plan: the moves until the solver takes over share the
 * clock, not every move to the end of the game, and the early midgame
 * gets more of it than the late one; no move may take more than a third
 * of the clock, so that the solve always finds its time. */
START_TEST(test_clock_plan)
{
    unsigned seed = 3;
    Board early, late;
    do
        early = test_random_board(&seed, 50);
    while (!board_legal_moves(&early));
    do
        late = test_random_board(&seed, 30);
    while (!board_legal_moves(&late));
    int64_t soft, hard;
    deadlines(&early, (SearchLimits){.time_left = 30000}, 10, &soft, &hard);
    /* More than half of an even share over the 25 moves left. */
    ck_assert_int_gt(soft, 30000 / 25 / 2);
    ck_assert_int_gt(hard, soft);
    ck_assert_int_le(hard, 30000 / 3);
    /* The same clock for each share still to plan (18 at 50 empties: 15
     * moves before the solve and 3 for it; 8 at 30): the early move's
     * share is larger. */
    int64_t late_soft, late_hard;
    deadlines(&late, (SearchLimits){.time_left = 30000 * 8 / 18}, 0, &late_soft, &late_hard);
    deadlines(&early, (SearchLimits){.time_left = 30000}, 0, &soft, &hard);
    ck_assert_int_gt(soft, late_soft);
    /* A short clock: never more than a third of it. */
    deadlines(&early, (SearchLimits){.time_left = 600}, 10, &soft, &hard);
    ck_assert_int_le(hard, 600 / 3);
}
END_TEST

/* The reports of a search that carry a result (a depth), in order. */
/* A search of b within limits that solves with sv (its table cleared
 * first) and evaluates with sv's evaluation; its reports go to log
 * unless it is NULL. */
static Move run_solving(EndgameSolver *sv, const Board *b, SearchLimits limits, SearchReport *r, ReportLog *log)
{
    endgame_clear(sv);
    Search *s = calloc(1, sizeof *s);
    s->root = *b;
    s->eval = endgame_eval(sv);
    s->endgame = sv;
    s->time = &work_time;
    s->limits = limits;
    s->clock = &WORK_CLOCK;
    if (log) {
        s->report = test_log_report;
        s->report_ctx = log;
    }
    Move m = search_run(s, r);
    free(s);
    return m;
}

static void ignore_bestmove(void *ctx, Move best, Move ponder, const SearchReport *final)
{
    (void)ctx;
    (void)best;
    (void)ponder;
    (void)final;
}

/* While a search runs, the engine itself keeps what it works on: options,
 * the game and the book are refused whatever the front end, and a new game
 * stops the search first. */
START_TEST(test_engine_refuses_changes_while_searching)
{
    Engine *e = engine_new();
    EngineCallbacks cb = {NULL, ignore_bestmove, NULL};
    SearchLimits infinite = {.infinite = true};
    char err[256] = "";
    ck_assert(engine_go(e, &infinite, &cb, err, sizeof err));
    ck_assert(engine_is_searching(e));
    ck_assert(!engine_set_option(e, "Hash", "1", err, sizeof err));
    ck_assert_ptr_nonnull(strstr(err, "search is running"));
    Position start;
    position_start(&start);
    Move f5 = 37;
    ck_assert(!engine_set_position(e, &start, &f5, 1, err, sizeof err));
    ck_assert(!engine_load_book(e, NULL, err, sizeof err));
    ck_assert_int_eq(engine_game_moves(e, &(const Move *){NULL}), 0);
    engine_new_game(e);
    ck_assert(!engine_is_searching(e));
    ck_assert_msg(engine_set_option(e, "Hash", "1", err, sizeof err), "%s", err);
    ck_assert_msg(engine_set_position(e, &start, &f5, 1, err, sizeof err), "%s", err);
    engine_free(e);
}
END_TEST

/* The first limit reached ends the search: a depth short of the end
 * stops a solve or a win/draw/loss request there; one that reaches the
 * end solves. */
START_TEST(test_depth_limits_a_solve)
{
    EndgameSolver *sv = endgame_new(32);
    ck_assert_ptr_nonnull(sv);
    Evaluator basic = evaluator_basic();
    endgame_set_eval(sv, &basic);
    unsigned seed = 7;
    Board b = test_random_board(&seed, 14);
    while (!board_legal_moves(&b))
        b = test_random_board(&seed, 14);
    SearchReport r;
    run_solving(sv, &b, (SearchLimits){.depth = 3, .wld = true}, &r, NULL);
    ck_assert_int_eq(r.kind, SCORE_CD);
    ck_assert_int_eq(r.depth, 3);
    run_solving(sv, &b, (SearchLimits){.depth = 3, .solve = true}, &r, NULL);
    ck_assert_int_eq(r.kind, SCORE_CD);
    ck_assert_int_eq(r.depth, 3);
    run_solving(sv, &b, (SearchLimits){.solve = true}, &r, NULL);
    ck_assert_int_eq(r.kind, SCORE_DISC);
    int exact = r.score;
    run_solving(sv, &b, (SearchLimits){.depth = 14, .wld = true}, &r, NULL);
    ck_assert_int_eq(r.kind, SCORE_WLD);
    ck_assert_int_eq(r.score, (exact > 0) - (exact < 0));
    endgame_delete(sv);
}
END_TEST

/* A period that ends after this move (movestogo 1: a byo-yomi period of
 * one move, GTP's time per move) is spent on it, not a third of it; with
 * moves to go beyond, a move takes at most a third. On the work clock, so
 * that the time used is the same on every machine. */
START_TEST(test_last_move_of_a_period_takes_it)
{
    Board b;
    board_start(&b);
    SearchReport r;
    Search *s = calloc(1, sizeof *s);
    s->root = b;
    Evaluator ev = evaluator_basic();
    s->eval = &ev;
    s->clock = &WORK_CLOCK;
    s->limits = (SearchLimits){.time_left = 3000, .moves_to_go = 1};
    search_run(s, &r);
    int64_t usable = 3000 - (3000 / 20 + 50);
    ck_assert_int_gt(r.time_ms, usable / 3);
    ck_assert_int_le(r.time_ms, usable + 2);
    s->limits = (SearchLimits){.time_left = 3000, .moves_to_go = 10};
    search_run(s, &r);
    ck_assert_int_le(r.time_ms, usable / 3 + 2);
    free(s);
}
END_TEST

/* On the clock, where an exact solve does not fit the time of the move
 * but a win/draw/loss solve does, the search proves the result and tells
 * it, a loss too; in a position that is not lost it plays a move that
 * keeps the result. The move's time is set from the clock's own estimate,
 * between what the two solves need. Close positions are left out: random
 * boards are harder than those of games, and their proofs outlast the
 * move; decided ones take a few milliseconds. */
#define WLD_CLOCK_EMPTIES 20
START_TEST(test_wld_on_the_clock)
{
    EndgameSolver *sv = endgame_new(32);
    ck_assert_ptr_nonnull(sv);
    endgame_set_eval(sv, test_trained_evaluator()); /* as the engine's solver has */
    use_work_clock(sv);
    unsigned seed = 5;
    int won = 0, lost = 0;
    int64_t movetime = (int64_t)(2.5 * timeman_solve_estimate_ms(&work_time, endgame_paths(sv), WLD_CLOCK_EMPTIES, 1)) + 50;
    for (int k = 0; k < 8; k++) {
        Board b = test_random_board(&seed, WLD_CLOCK_EMPTIES);
        if (!board_legal_moves(&b))
            continue;
        int exact = endgame_solve(sv, &b, -65, 65, NULL, NULL);
        if (abs(exact) < 10)
            continue;
        int wld = exact > 0 ? 1 : -1;
        SearchReport r;
        Move m = run_solving(sv, &b, (SearchLimits){.movetime = movetime}, &r, NULL);
        ck_assert_int_eq(r.kind, SCORE_WLD);
        ck_assert_int_eq(r.score, wld);
        ck_assert_int_eq(r.depth, WLD_CLOCK_EMPTIES);
        Board next = b;
        ck_assert(board_play(&next, m));
        if (wld < 0) {
            lost++;
            continue;
        }
        ck_assert_int_gt(-endgame_solve(sv, &next, -65, 65, NULL, NULL), 0);
        won++;
    }
    ck_assert_int_gt(won, 1);
    ck_assert_int_gt(lost, 0);
    endgame_delete(sv);
}
END_TEST

/* On a clock with many moves to go, an exact solve that does not fit the
 * move's share of the time but fits the third of the clock that a move may
 * take runs anyway: it settles the rest of the game. (With the share
 * alone, the clock would pick the win/draw/loss solve here.) */
#define CLOCK_SOLVE_EMPTIES 18
START_TEST(test_solve_takes_the_clock)
{
    EndgameSolver *sv = endgame_new(32);
    ck_assert_ptr_nonnull(sv);
    endgame_set_eval(sv, test_trained_evaluator());
    use_work_clock(sv);
    unsigned seed = 11;
    int solved = 0;
    /* A share of about 24 ms, a third of the clock over 3 s. */
    SearchLimits clock = {.time_left = 10000, .moves_to_go = 400};
    ck_assert(timeman_solve_estimate_ms(&work_time, endgame_paths(sv), CLOCK_SOLVE_EMPTIES, 1) * 3 > 24);
    for (int k = 0; k < 4; k++) {
        Board b = test_random_board(&seed, CLOCK_SOLVE_EMPTIES);
        if (!board_legal_moves(&b))
            continue;
        int exact = endgame_solve(sv, &b, -65, 65, NULL, NULL);
        SearchReport r;
        Move m = run_solving(sv, &b, clock, &r, NULL);
        ck_assert_int_eq(r.kind, SCORE_DISC);
        ck_assert_int_eq(r.score, exact);
        ck_assert_int_eq(r.depth, CLOCK_SOLVE_EMPTIES);
        Board next = b;
        ck_assert(board_play(&next, m));
        ck_assert_int_eq(-endgame_solve(sv, &next, -65, 65, NULL, NULL), exact);
        solved++;
    }
    ck_assert_int_gt(solved, 2);
    endgame_delete(sv);
}
END_TEST

/* A clock that jumps a second at every reading: every solve takes long
 * enough to be timed, whatever the threads do. */
static int64_t slow_ms;
static int64_t slow_clock_now(void *ctx) { return *(int64_t *)ctx += 1000; }
static const Clock SLOW_CLOCK = {slow_clock_now, &slow_ms};

/* A search's finished exact solve with the table cleared teaches its
 * thread class, and only that; a win/draw/loss solve, or a solve that
 * finds an earlier solve's tree in the table, both cheaper than the
 * estimate is for, teach nothing. */
START_TEST(test_finished_solves_teach_the_clock)
{
    EndgameSolver *sv = endgame_new(32);
    ck_assert_ptr_nonnull(sv);
    endgame_set_eval(sv, test_trained_evaluator());
    use_work_clock(sv);
    unsigned seed = 31;
    Board b;
    do
        b = test_random_board(&seed, 16);
    while (!board_legal_moves(&b));
    Search *s = calloc(1, sizeof *s);
    const SearchLimits kinds[] = {{.wld = true}, {.solve = true}, {.solve = true}};
    for (int k = 0; k < 3; k++) {
        if (k < 2)
            endgame_clear(sv);
        memset(s, 0, sizeof *s);
        s->root = b;
        s->eval = endgame_eval(sv);
        s->endgame = sv;
        s->time = &work_time;
        s->threads = 2;
        s->limits = kinds[k];
        s->clock = &SLOW_CLOCK;
        SearchReport r;
        search_run(s, &r);
        ck_assert_int_eq(r.kind, k == 0 ? SCORE_WLD : SCORE_DISC);
    }
    ck_assert_int_eq(timeman_solves_learnt(&work_time, 1), 0);
    ck_assert_int_eq(timeman_solves_learnt(&work_time, 2), 1);
    ck_assert_int_eq(timeman_solves_learnt(&work_time, 4), 0);
    free(s);
    endgame_delete(sv);
}
END_TEST

/* The clock's rule scales with the solver's measured speed: a move time
 * that fits an exact solve here fits neither solve on a machine ten times
 * as slow (its measure set by hand), which searches instead. */
START_TEST(test_slower_machine_solves_later)
{
    EndgameSolver *sv = endgame_new(32);
    ck_assert_ptr_nonnull(sv);
    endgame_set_eval(sv, test_trained_evaluator());
    use_work_clock(sv);
    double estimate = timeman_solve_estimate_ms(&work_time, endgame_paths(sv), CLOCK_SOLVE_EMPTIES, 1);
    /* A board whose solve takes at most twice the estimate: random boards
     * are harder than those of games. */
    unsigned seed = 23;
    Board b;
    bool found = false;
    for (int k = 0; k < 20 && !found; k++) {
        b = test_random_board(&seed, CLOCK_SOLVE_EMPTIES);
        if (!board_legal_moves(&b))
            continue;
        endgame_clear(sv);
        /* The solver reads the clock only with a deadline. */
        EndgameLimits timed = {.clock = &WORK_CLOCK, .deadline_ms = INT64_MAX};
        int64_t start = work_ms;
        endgame_solve(sv, &b, -65, 65, &timed, NULL);
        found = work_ms - start <= 2 * estimate;
    }
    ck_assert(found);
    /* Three times the estimate fits; thirty times it, or thirty times that
     * of two empties fewer (the win/draw/loss rule), would not. */
    SearchLimits limits = {.movetime = (int64_t)(7 * estimate) + 1};
    SearchReport r;
    run_solving(sv, &b, limits, &r, NULL);
    ck_assert_int_eq(r.kind, SCORE_DISC);
    timeman_set_probe_ms(&work_time, endgame_paths(sv), work_time.probe_ms * 10);
    run_solving(sv, &b, limits, &r, NULL);
    ck_assert_int_eq(r.kind, SCORE_CD);
    ck_assert_int_lt(r.depth, CLOCK_SOLVE_EMPTIES);
    endgame_delete(sv);
}
END_TEST

/* A solve tells each selective pass's result as it ends (its move, its
 * score in centi-discs at full depth, its confidence), before the exact
 * one. One that a limit stops after its passes plays their move and tells
 * their result, not the 8-ply search's answer. A node limit stands in for
 * the clock, so that where it stops is the same on every machine: half the
 * nodes of the whole solve, past the passes. FFO #41 (22 empties). */
START_TEST(test_stopped_solve_keeps_the_passes)
{
    char path[512], line[512];
    FILE *f = fopen(test_data_path("fforum-40-59.obf", path, sizeof path), "r");
    ck_assert_ptr_nonnull(f);
    ck_assert_ptr_nonnull(fgets(line, sizeof line, f));
    ck_assert_ptr_nonnull(fgets(line, sizeof line, f));
    fclose(f);
    Position pos;
    int best = test_obf_parse(line, &pos);
    int empties = board_empty_count(&pos.board);
    EndgameSolver *sv = endgame_new(16);
    ck_assert_ptr_nonnull(sv);
    endgame_set_eval(sv, test_trained_evaluator());
    SearchReport r[2];
    Move m[2];
    uint64_t limit = 0;
    static ReportLog log;
    for (int k = 0; k < 2; k++) {
        m[k] = run_solving(sv, &pos.board, (SearchLimits){.solve = true, .nodes = limit}, &r[k], k ? NULL : &log);
        limit = r[k].nodes / 2;
    }
    ck_assert_int_eq(r[0].kind, SCORE_DISC);
    ck_assert_int_eq(r[0].score, best);
    /* The whole solve's last three reports: the passes at 88% and 98%,
     * then the exact result. */
    ck_assert_int_ge(log.n, 3);
    const SearchReport *passes = &log.r[log.n - 3];
    for (int i = 0; i < 2; i++) {
        ck_assert_int_eq(passes[i].depth, empties);
        ck_assert_int_eq(passes[i].kind, SCORE_CD);
        ck_assert_int_eq(passes[i].selectivity, i ? 98 : 88);
        ck_assert_int_eq(passes[i].pv_len, 1);
        ck_assert(board_legal_moves(&pos.board) & BB_SQUARE(passes[i].pv[0]));
    }
    ck_assert_int_eq(log.r[log.n - 1].kind, SCORE_DISC);
    ck_assert_int_eq(log.r[log.n - 1].score, best);
    ck_assert_int_eq(r[1].kind, SCORE_CD);
    ck_assert_int_eq(r[1].depth, empties);
    ck_assert(r[1].selectivity == 98 || r[1].selectivity == 88);
    ck_assert_int_eq(r[1].pv_len, 1);
    ck_assert_int_eq(r[1].pv[0], m[1]);
    ck_assert(board_legal_moves(&pos.board) & BB_SQUARE(m[1]));
    ck_assert_int_le(abs(r[1].score / 100 - best), 8);
    endgame_delete(sv);
}
END_TEST

/* On the clock, where neither the exact nor the win/draw/loss solve fits
 * the move's time but the solver's first selective pass does, the move is
 * the solver's: a selective pass's (its score at full depth, 88% or 98%)
 * or the exact solve's, never the midgame search's, which stops at the
 * evaluation. A proof that the clock stops plays a pass's move too, not
 * the 8-ply search's. FFO #45-#47 (24 and 25 empties), with move times of
 * 0.3 and 0.8 of the clock's estimate of the exact solve (the first pass
 * needs 0.19, the proof of two empties fewer 0.75, the exact solve 3); on
 * the work clock, so that a solve stops at the same node on every
 * machine. */
START_TEST(test_selective_solve_on_the_clock)
{
    char path[512], line[512];
    FILE *f = fopen(test_data_path("fforum-40-59.obf", path, sizeof path), "r");
    ck_assert_ptr_nonnull(f);
    EndgameSolver *sv = endgame_new(32);
    ck_assert_ptr_nonnull(sv);
    endgame_set_eval(sv, test_trained_evaluator());
    use_work_clock(sv);
    int passes = 0;
    for (int k = 0; k < 8 && fgets(line, sizeof line, f); k++) {
        if (k < 5)
            continue;
        Position pos;
        int best = test_obf_parse(line, &pos);
        int empties = board_empty_count(&pos.board);
        for (int proof = 0; proof < 2; proof++) {
            double share = proof ? 0.8 : 0.3;
            int64_t movetime = (int64_t)(share * timeman_solve_estimate_ms(&work_time, endgame_paths(sv), empties, 1));
            SearchReport r;
            Move m = run_solving(sv, &pos.board, (SearchLimits){.movetime = movetime}, &r, NULL);
            ck_assert(board_legal_moves(&pos.board) & BB_SQUARE(m));
            ck_assert_int_eq(r.depth, empties);
            ck_assert_int_eq(r.pv[0], m);
            if (r.kind == SCORE_DISC || r.kind == SCORE_WLD) {
                ck_assert_int_eq(r.kind, proof ? SCORE_WLD : SCORE_DISC);
                ck_assert_int_eq(r.score, proof ? (best > 0) - (best < 0) : best);
                continue;
            }
            ck_assert_int_eq(r.kind, SCORE_CD);
            ck_assert(r.selectivity == 88 || r.selectivity == 98);
            ck_assert_int_le(abs(r.score / 100 - best), 8);
            passes++;
        }
    }
    fclose(f);
    ck_assert_int_gt(passes, 0);
    endgame_delete(sv);
}
END_TEST

/* On the clock a solve of 18 to 21 empties runs the solver's first
 * selective pass before the exact solve, so one that the clock stops plays
 * the pass's move (its score at full depth, 88%), not the 8-ply search's.
 * Random boards of 20 empties, harder than those of games (many outlast
 * the move), at a move time where the exact solve starts (three times its
 * estimate); on the work clock, so that each stops at the same node on
 * every machine. About one board in thirty outlasts its move (with the
 * weights of December 2026 the first is the 23rd), so up to 64 are tried
 * and the first stopped one is checked. */
START_TEST(test_stopped_clocked_solve_plays_the_pass)
{
    EndgameSolver *sv = endgame_new(32);
    ck_assert_ptr_nonnull(sv);
    endgame_set_eval(sv, test_trained_evaluator());
    use_work_clock(sv);
    const int empties = 20;
    int64_t movetime = (int64_t)(3 * timeman_solve_estimate_ms(&work_time, endgame_paths(sv), empties, 1)) + 1;
    unsigned seed = 99;
    int stopped = 0;
    for (int k = 0; k < 64 && !stopped; k++) {
        Board b = test_random_board(&seed, empties);
        if (!board_legal_moves(&b))
            continue;
        SearchReport r;
        Move m = run_solving(sv, &b, (SearchLimits){.movetime = movetime}, &r, NULL);
        ck_assert(board_legal_moves(&b) & BB_SQUARE(m));
        ck_assert_int_eq(r.depth, empties);
        ck_assert_int_eq(r.pv[0], m);
        if (r.kind == SCORE_DISC)
            continue;
        ck_assert_int_eq(r.kind, SCORE_CD);
        ck_assert_int_eq(r.selectivity, 88);
        stopped++;
    }
    ck_assert_int_gt(stopped, 0);
    endgame_delete(sv);
}
END_TEST

static Move run_selective(const Board *b, int depth, int selectivity, EndgameSolver *sv, SearchReport *r)
{
    TransTable tt;
    memset(&tt, 0, sizeof tt);
    ck_assert(tt_init(&tt, 4));
    Search *s = calloc(1, sizeof *s);
    s->root = *b;
    s->eval = test_trained_evaluator();
    s->tt = &tt;
    s->endgame = sv;
    s->selectivity = selectivity;
    s->limits.depth = depth;
    Move m = search_run(s, r);
    free(s);
    tt_free(&tt);
    return m;
}

START_TEST(test_threads_search_exactly)
{
    /* Two threads that put off each other's children (no solver, so the
     * whole tree is theirs) still find the minimax value at full depth,
     * and a line that gives it. */
    TransTable tt;
    memset(&tt, 0, sizeof tt);
    ck_assert(tt_init(&tt, 4));
    unsigned seed = 23;
    int searched = 0;
    Board b;
    for (int k = 0; k < 48; k++) {
        if (k % 2 == 0)
            b = test_random_board(&seed, 9);
        if (!board_legal_moves(&b))
            continue;
        Search *s = calloc(1, sizeof *s);
        Evaluator ev = evaluator_basic();
        s->root = b;
        s->eval = &ev;
        s->tt = &tt;
        s->threads = 1 + k % 2; /* one thread: the line's check itself */
        s->limits.depth = 9;
        SearchReport r;
        Move m = search_run(s, &r);
        ck_assert_int_eq(r.kind, SCORE_DISC);
        int want = test_minimax(&b);
        ck_assert_int_eq(r.score, want);
        Board next = b;
        ck_assert(board_play(&next, m));
        ck_assert_int_eq(-test_minimax(&next), want);
        ck_assert_int_eq(r.pv[0], m);
        /* Its line played out ends the game with that score. */
        ck_assert_int_eq(test_line_score(&b, r.pv, r.pv_len), r.score);
        free(s);
        searched++;
    }
    ck_assert_int_ge(searched, 32);
    tt_free(&tt);
}
END_TEST

START_TEST(test_multi_probcut)
{
    /* Midgame: fewer nodes, a legal move, the confidence in the report
     * (from depth MPC_MIN_DEPTH + 1, where cuts below the root begin). */
    unsigned seed = 21;
    uint64_t full = 0, selective = 0;
    for (int k = 0; k < 6; k++) {
        Board b = test_random_board(&seed, 30 + 4 * k);
        if (!board_legal_moves(&b))
            continue;
        SearchReport r0, r2;
        run_selective(&b, 9, 0, NULL, &r0);
        Move m = run_selective(&b, 9, 2, NULL, &r2);
        ck_assert(board_legal_moves(&b) & BB_SQUARE(m));
        ck_assert_int_eq(r0.selectivity, 100);
        ck_assert_int_eq(r2.selectivity, 98);
        ck_assert_int_eq(r2.depth, 9);
        full += r0.nodes;
        selective += r2.nodes;
    }
    ck_assert_uint_lt(selective, full * 3 / 4);

    /* Tables for the basic and pattern evaluations; none for the others,
     * which then search without cuts. */
    ck_assert_ptr_nonnull(mpc_table_for("basic"));
    ck_assert_ptr_nonnull(mpc_table_for("pattern"));
    ck_assert_ptr_null(mpc_table_for("despacito"));
    ck_assert_ptr_null(mpc_table_for(NULL));

    /* To the end of the game it stays exact: the minimax score. */
    EndgameSolver *sv = endgame_new(32);
    ck_assert_ptr_nonnull(sv);
    for (int k = 0; k < 10; k++) {
        Board b = test_random_board(&seed, 9);
        if (!board_legal_moves(&b))
            continue;
        SearchReport r;
        run_selective(&b, 9, MPC_LEVELS, sv, &r);
        ck_assert_int_eq(r.kind, SCORE_DISC);
        ck_assert_int_eq(r.selectivity, 100);
        ck_assert_int_eq(r.score, test_minimax(&b));
        run_selective(&b, 9, MPC_LEVELS, NULL, &r);
        ck_assert_int_eq(r.score, test_minimax(&b));
    }
    endgame_delete(sv);
}
END_TEST

START_TEST(test_solves_above_the_leaves)
{
    /* A search whose leaves would lie at SEARCH_SOLVE_LEAF_EMPTIES empties
     * solves its nodes of SEARCH_INSIDE_SOLVE_EMPTIES empties instead:
     * without cuts, its score short of the end is the exact one. */
    unsigned seed = 31;
    int empties = SEARCH_INSIDE_SOLVE_EMPTIES + 4, checked = 0;
    EndgameSolver *sv = endgame_new(32);
    ck_assert_ptr_nonnull(sv);
    for (int k = 0; k < 8; k++) {
        Board b = test_random_board(&seed, empties);
        if (!board_legal_moves(&b))
            continue;
        int exact = endgame_solve(sv, &b, -65, 65, NULL, NULL);
        SearchReport r;
        run_selective(&b, empties - SEARCH_SOLVE_LEAF_EMPTIES, 0, sv, &r);
        ck_assert_int_eq(r.kind, SCORE_CD);
        ck_assert_int_eq(r.depth, empties - SEARCH_SOLVE_LEAF_EMPTIES);
        ck_assert_int_eq(r.score, exact * 100);
        checked++;
    }
    ck_assert_int_ge(checked, 6);
    endgame_delete(sv);
}
END_TEST

START_TEST(test_pvs_equals_plain)
{
    /* Without a table, selectivity or solver, the PVS (null windows,
     * ordering searches) is still alpha-beta: the same
     * value as the plain searcher at every fixed depth. */
    unsigned seed = 5;
    Evaluator ev = evaluator_basic();
    for (int k = 0; k < 12; k++) {
        Board b = test_random_board(&seed, 20 + 3 * k);
        if (!board_legal_moves(&b))
            continue;
        for (int depth = 1; depth <= 6; depth++) {
            int score[2];
            for (int plain = 0; plain < 2; plain++) {
                Search *s = calloc(1, sizeof *s);
                s->root = b;
                s->eval = &ev;
                s->plain = plain;
                s->limits.depth = depth;
                SearchReport r;
                search_run(s, &r);
                ck_assert_int_eq(r.depth, depth);
                score[plain] = r.score;
                free(s);
            }
            ck_assert_int_eq(score[0], score[1]);
        }
    }
}
END_TEST

Suite *search_suite(void)
{
    Suite *s = suite_create("search");
    TCase *tc = tcase_create("alpha-beta");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_exact_at_the_end);
    tcase_add_test(tc, test_finished_solves_teach_the_clock);
    tcase_add_test(tc, test_last_move_of_a_period_takes_it);
    tcase_add_test(tc, test_engine_refuses_changes_while_searching);
    tcase_add_test(tc, test_pass_and_none);
    tcase_add_test(tc, test_forced_pass_is_solved);
    tcase_add_test(tc, test_depth_limits_a_solve);
    tcase_add_test(tc, test_depth_and_node_limits);
    tcase_add_test(tc, test_move_overhead);
    tcase_add_test(tc, test_clock_plan);
    tcase_add_test(tc, test_wld_on_the_clock);
    tcase_add_test(tc, test_selective_solve_on_the_clock);
    tcase_add_test(tc, test_stopped_clocked_solve_plays_the_pass);
    tcase_add_test(tc, test_solve_takes_the_clock);
    tcase_add_test(tc, test_slower_machine_solves_later);
    tcase_add_test(tc, test_stopped_solve_keeps_the_passes);
    tcase_add_test(tc, test_threads_answer_legally);
    tcase_add_test(tc, test_threads_search_exactly);
    tcase_add_test(tc, test_multi_probcut);
    tcase_add_test(tc, test_solves_above_the_leaves);
    tcase_add_test(tc, test_pvs_equals_plain);
    suite_add_tcase(s, tc);
    return s;
}
