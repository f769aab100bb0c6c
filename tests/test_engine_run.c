/* A run of searches on the engine's thread (engine_go_searches): the
 * searches one after another as go would make them, each with its own
 * lines and contempt, ended by a stop, refused when it cannot run. */
#include <string.h>
#include "engine.h"
#include "suites.h"

#define RUN_MAX 8

/* What the callbacks saw, read once engine_wait has joined the thread. */
typedef struct {
    int reports, last_index, out_of_order;
    int max_rank[RUN_MAX]; /* the highest multipv rank each search reported */
    int results;
    int result_index[RUN_MAX];
    Move best[RUN_MAX];
    SearchReport final[RUN_MAX];
    int done;
} Seen;

static void on_report(void *ctx, int index, const SearchReport *r)
{
    Seen *s = ctx;
    s->reports++;
    if (index < s->last_index || index < 0 || index >= RUN_MAX)
        s->out_of_order++;
    else if (r->multipv > s->max_rank[index])
        s->max_rank[index] = r->multipv;
    s->last_index = index;
}

static void on_result(void *ctx, int index, Move best, const SearchReport *final)
{
    Seen *s = ctx;
    if (s->results < RUN_MAX) {
        s->result_index[s->results] = index;
        s->best[s->results] = best;
        s->final[s->results] = *final;
    }
    s->results++;
}

static void on_done(void *ctx)
{
    Seen *s = ctx;
    s->done++;
}

static void keep_final(void *ctx, Move best, Move ponder, const SearchReport *final)
{
    (void)ponder;
    Seen *s = ctx;
    s->best[s->results] = best;
    s->final[s->results++] = *final;
}

/* Positions a few plies apart along the first legal moves. */
static int some_positions(Position *out, int n)
{
    Position pos;
    position_start(&pos);
    for (int i = 0; i < n; i++) {
        out[i] = pos;
        for (int ply = 0; ply < 3; ply++)
            position_play(&pos, bb_first(board_legal_moves(&pos.board)));
    }
    return n;
}

/* A run gives what go_position gives for the same searches one after
 * another on a fresh engine, to the node. */
START_TEST(test_run_is_searches_in_turn)
{
    Position pos[3];
    int n = some_positions(pos, 3);
    EngineSearch run[3];
    for (int i = 0; i < n; i++)
        run[i] = (EngineSearch){pos[i], {.depth = 4}, 1, 0};
    char err[256];
    Engine *e = engine_new();
    Seen seen = {0};
    ck_assert_msg(engine_go_searches(e, run, n, &(EngineRunCallbacks){on_report, on_result, on_done, &seen}, err,
                                     sizeof err),
                  "%s", err);
    engine_wait(e);
    ck_assert(!engine_is_searching(e));
    ck_assert_int_eq(seen.done, 1);
    ck_assert_int_eq(seen.results, n);
    ck_assert_int_eq(seen.out_of_order, 0);
    ck_assert_int_gt(seen.reports, n);
    engine_free(e);

    Engine *one = engine_new();
    Seen alone = {0};
    for (int i = 0; i < n; i++) {
        ck_assert(engine_go_position(one, &pos[i], &run[i].limits, &(EngineCallbacks){NULL, keep_final, &alone}, false,
                                     err, sizeof err));
        engine_wait(one);
    }
    engine_free(one);
    for (int i = 0; i < n; i++) {
        ck_assert_int_eq(seen.result_index[i], i);
        ck_assert_int_eq(seen.best[i], alone.best[i]);
        ck_assert_int_eq(seen.final[i].score, alone.final[i].score);
        ck_assert_uint_eq(seen.final[i].nodes, alone.final[i].nodes);
    }
}
END_TEST

/* Each search has its own lines; the options stay as they were. */
START_TEST(test_lines_per_search)
{
    Position pos[2];
    some_positions(pos, 2);
    EngineSearch run[2] = {{pos[0], {.depth = 3}, 3, 0}, {pos[1], {.depth = 3}, 1, 50}};
    Engine *e = engine_new();
    Seen seen = {0};
    char err[256];
    ck_assert(engine_go_searches(e, run, 2, &(EngineRunCallbacks){on_report, on_result, on_done, &seen}, err,
                                 sizeof err));
    engine_wait(e);
    ck_assert_int_eq(seen.max_rank[0], 3);
    ck_assert_int_eq(seen.max_rank[1], 0);
    ck_assert_int_eq(seen.results, 2);
    for (int i = 0; i < engine_option_count(); i++)
        if (!strcmp(engine_option(i)->name, "MultiPV") || !strcmp(engine_option(i)->name, "Contempt"))
            ck_assert_str_eq(engine_option_value(e, i), engine_option(i)->default_value);
    engine_free(e);
}
END_TEST

/* A stop ends the run: the search under way gives no result, no later
 * one starts, and the end still comes, once. */
START_TEST(test_stop_ends_run)
{
    Position pos[3];
    some_positions(pos, 3);
    EngineSearch run[3];
    for (int i = 0; i < 3; i++)
        run[i] = (EngineSearch){pos[i], {.infinite = true}, 1, 0};
    Engine *e = engine_new();
    Seen seen = {0};
    char err[256];
    ck_assert(engine_go_searches(e, run, 3, &(EngineRunCallbacks){on_report, on_result, on_done, &seen}, err,
                                 sizeof err));
    ck_assert(engine_is_searching(e));
    /* Nothing else starts, and the game and options stay, while it runs. */
    ck_assert(!engine_go_searches(e, run, 1, &(EngineRunCallbacks){0}, err, sizeof err));
    ck_assert(!engine_go(e, &(SearchLimits){.depth = 1}, &(EngineCallbacks){0}, err, sizeof err));
    ck_assert(!engine_set_option(e, "MultiPV", "2", err, sizeof err));
    engine_stop(e);
    engine_wait(e);
    ck_assert(!engine_is_searching(e));
    ck_assert_int_eq(seen.results, 0);
    ck_assert_int_eq(seen.done, 1);
    ck_assert_int_le(seen.last_index, 0);
    engine_free(e);
}
END_TEST

/* Bad runs are refused with a reason and run nothing; an empty run ends
 * at once. */
START_TEST(test_bad_runs_refused)
{
    Position pos;
    position_start(&pos);
    Engine *e = engine_new();
    Seen seen = {0};
    EngineRunCallbacks cb = {on_report, on_result, on_done, &seen};
    char err[256];
    EngineSearch one = {pos, {.depth = 1}, 1, 0};
    err[0] = '\0';
    ck_assert(!engine_go_searches(e, &one, -1, &cb, err, sizeof err));
    ck_assert(err[0]);
    ck_assert(!engine_go_searches(e, &one, ENGINE_MAX_SEARCHES + 1, &cb, err, sizeof err));
    EngineSearch bad = one;
    bad.multipv = 0;
    ck_assert(!engine_go_searches(e, &bad, 1, &cb, err, sizeof err));
    bad.multipv = SEARCH_MAX_MULTIPV + 1;
    ck_assert(!engine_go_searches(e, &bad, 1, &cb, err, sizeof err));
    bad = one;
    bad.contempt = SEARCH_MAX_CONTEMPT + 1;
    ck_assert(!engine_go_searches(e, &bad, 1, &cb, err, sizeof err));
    ck_assert(!engine_is_searching(e));
    ck_assert_int_eq(seen.done, 0);
    ck_assert(engine_go_searches(e, NULL, 0, &cb, err, sizeof err));
    engine_wait(e);
    ck_assert_int_eq(seen.done, 1);
    ck_assert_int_eq(seen.reports + seen.results, 0);
    engine_free(e);
}
END_TEST

Suite *engine_run_suite(void)
{
    Suite *s = suite_create("engine_run");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_run_is_searches_in_turn);
    tcase_add_test(tc, test_lines_per_search);
    tcase_add_test(tc, test_stop_ends_run);
    tcase_add_test(tc, test_bad_runs_refused);
    suite_add_tcase(s, tc);
    return s;
}
