/* libfrontier from the outside: a program that sees frontier/frontier.h
 * alone, linked against the shared library (the build tree's in make
 * check, the installed one through pkg-config in make installcheck).
 * Exits 0 when every check holds, 1 with the failed ones named. */
#define _POSIX_C_SOURCE 200809L /* nanosleep */
#include <frontier/frontier.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int failures;

#define CHECK(cond) do { \
        if (!(cond)) { \
            fprintf(stderr, "api_test.c:%d: failed: %s\n", __LINE__, #cond); \
            failures++; \
        } \
    } while (0)

static frontier_engine *new_engine(const frontier_data *data)
{
    frontier_engine *e = NULL;
    int status = frontier_engine_new(data, &e);
    if (status != FRONTIER_OK) {
        fprintf(stderr, "frontier_engine_new: %s\n", frontier_strerror(status));
        exit(1);
    }
    /* Small tables keep the test light; one thread keeps it repeatable. */
    CHECK(frontier_engine_set_option(e, "Hash", "16") == FRONTIER_OK);
    CHECK(frontier_engine_set_option(e, "Threads", "1") == FRONTIER_OK);
    return e;
}

static void test_version(void)
{
    char macro[32];
    snprintf(macro, sizeof macro, "%d.%d.%d", FRONTIER_VERSION_MAJOR, FRONTIER_VERSION_MINOR,
             FRONTIER_VERSION_PATCH);
    CHECK(strcmp(frontier_version(), FRONTIER_VERSION_STRING) == 0);
    CHECK(strcmp(frontier_version(), macro) == 0);
    CHECK(frontier_version_number() == FRONTIER_VERSION_NUMBER);
    CHECK(strcmp(frontier_strerror(FRONTIER_E_BUSY), frontier_strerror(FRONTIER_OK)) != 0);
    CHECK(frontier_strerror(12345) != NULL);
}

/* The published counts of the move tree from the start (passes counted
 * as plies). */
static void test_perft(frontier_engine *e)
{
    static const uint64_t counts[] = {1, 4, 12, 56, 244, 1396, 8200, 55092, 390216};
    frontier_position start;
    frontier_position_start(&start);
    for (int depth = 1; depth <= 8; depth++) {
        uint64_t leaves = 0;
        CHECK(frontier_engine_perft(e, &start, depth, &leaves) == FRONTIER_OK);
        if (leaves != counts[depth])
            fprintf(stderr, "perft %d: %llu, not %llu\n", depth, (unsigned long long)leaves,
                    (unsigned long long)counts[depth]);
        CHECK(leaves == counts[depth]);
    }
}

static void test_positions(void)
{
    frontier_position start, read;
    frontier_position_start(&start);
    char text[80];
    CHECK(frontier_position_format(&start, text, sizeof text) == FRONTIER_OK);
    CHECK(strlen(text) == 66 && text[64] == ' ');
    text[64] = '\0'; /* the squares, then the side as a word of its own */
    CHECK(frontier_position_parse(text, text + 65, &read, NULL, 0) == FRONTIER_OK);
    CHECK(read.black == start.black && read.white == start.white && read.side == start.side);
    CHECK(frontier_position_moves(&start) == ((1ULL << 19) | (1ULL << 26) | (1ULL << 37) | (1ULL << 44)));
    int moves[8], n = 0;
    CHECK(frontier_moves_parse("f5 d6c3", moves, 8, &n) == FRONTIER_OK && n == 3);
    CHECK(moves[0] == frontier_move_parse("F5"));
    CHECK(frontier_moves_format(moves, n, text, sizeof text) == FRONTIER_OK && strcmp(text, "f5d6c3") == 0);

    frontier_game *g = NULL;
    CHECK(frontier_game_new(NULL, &g) == FRONTIER_OK);
    CHECK(frontier_game_play_text(g, "f5d6c3d3c4") == FRONTIER_OK);
    CHECK(frontier_game_moves(g, NULL, 0) == 5);
    CHECK(frontier_game_play(g, frontier_move_parse("a1")) == FRONTIER_E_ILLEGAL);
    CHECK(frontier_game_moves(g, NULL, 0) == 5);
    CHECK(frontier_game_undo(g) == FRONTIER_OK);
    frontier_position pos;
    frontier_game_position(g, &pos);
    frontier_position after = start;
    for (int i = 0; i < 4; i++)
        CHECK(frontier_position_play(&after, frontier_move_parse((const char *[]){"f5", "d6", "c3", "d3"}[i]))
              == FRONTIER_OK);
    CHECK(pos.black == after.black && pos.white == after.white && pos.side == after.side);
    frontier_game_free(g);

    /* GGF, as NBoard sends it, and back. */
    char why[128] = "", ggf[1024];
    CHECK(frontier_game_from_ggf("(;GM[Othello]PC[NBoard]PB[a]PW[b]TI[5:00]TY[8]"
                                 "BO[8 ---------------------------O*------*O--------------------------- *]"
                                 "B[F5/0.50/1.2]W[D6//3]B[C3];)", &g, why, sizeof why) == FRONTIER_OK);
    CHECK(frontier_game_moves(g, moves, 8) == 3 && moves[2] == frontier_move_parse("c3"));
    CHECK(frontier_game_to_ggf(g, "a", "b", ggf, sizeof ggf) == FRONTIER_OK);
    CHECK(strstr(ggf, "B[F5]W[D6]B[C3];)") != NULL);
    frontier_game *again = NULL;
    CHECK(frontier_game_from_ggf(ggf, &again, why, sizeof why) == FRONTIER_OK);
    CHECK(frontier_game_moves(again, NULL, 0) == 3);
    frontier_game_position(g, &pos);
    frontier_game_position(again, &after);
    CHECK(pos.black == after.black && pos.white == after.white && pos.side == after.side);
    frontier_game_free(g);
    frontier_game_free(again);
    g = NULL;
    CHECK(frontier_game_from_ggf("(;GM[Chess]B[F5];)", &g, why, sizeof why) == FRONTIER_E_PARSE && g == NULL);
    CHECK(frontier_game_from_ggf("(;GM[Othello]B[F5]W[F5];)", &g, why, sizeof why) == FRONTIER_E_ILLEGAL);
    CHECK(strcmp(why, "illegal move f5 (move 2)") == 0 && g == NULL);
    CHECK(frontier_game_from_ggf("(;GM[Othello]B[F5]", &g, why, sizeof why) == FRONTIER_E_PARSE);
}

static bool is_legal(const frontier_position *pos, int move)
{
    return move >= 0 && move < 64 && (frontier_position_moves(pos) >> move & 1);
}

static void test_search(frontier_engine *e)
{
    frontier_position start;
    frontier_position_start(&start);
    frontier_limits limits;
    frontier_limits_init(&limits);
    limits.depth = 6;
    frontier_info result;
    frontier_info_init(&result);
    CHECK(frontier_engine_search(e, &start, &limits, NULL, NULL, &result) == FRONTIER_OK);
    CHECK(is_legal(&start, result.best_move));
    CHECK(result.depth == 6 && result.nodes > 0 && result.pv_length > 0 && result.pv[0] == result.best_move);

    frontier_analysis analysis;
    frontier_analysis_init(&analysis);
    limits.depth = 3;
    CHECK(frontier_engine_analyze(e, &start, &limits, &analysis) == FRONTIER_OK);
    CHECK(analysis.count == 4);
    for (int i = 1; i < analysis.count; i++)
        CHECK(analysis.moves[i - 1].score >= analysis.moves[i].score);

    frontier_eval eval;
    frontier_eval_init(&eval);
    CHECK(frontier_engine_evaluate(e, &start, &eval) == FRONTIER_OK);
    int sum = 0;
    for (int i = 0; i < eval.term_count; i++)
        sum += eval.terms[i].value;
    CHECK(eval.term_count > 0 && sum == eval.score);
    frontier_position batch[2] = {start, start};
    CHECK(frontier_position_play(&batch[1], frontier_move_parse("f5")) == FRONTIER_OK);
    int32_t scores[2] = {0, 0};
    CHECK(frontier_engine_evaluate_batch(e, batch, 2, scores) == FRONTIER_OK);
    CHECK(scores[0] == eval.score);

    frontier_book_moves book;
    frontier_book_moves_init(&book);
    CHECK(frontier_engine_book_moves(e, &start, &book) == FRONTIER_OK);
    for (int i = 0; i < book.count; i++)
        CHECK(is_legal(&start, book.moves[i].move));
}

/* The info callback: gets its user pointer, and a non-zero return stops. */
typedef struct {
    int calls;
    int stop_after;
} InfoCount;

static int count_info(void *user, const frontier_info *info)
{
    InfoCount *c = user;
    c->calls++;
    return info->depth > 0 && c->calls >= c->stop_after;
}

static void test_callback(frontier_engine *e)
{
    frontier_position start;
    frontier_position_start(&start);
    frontier_limits limits;
    frontier_limits_init(&limits);
    limits.depth = 30; /* far past what runs before the callback stops it */
    InfoCount count = {0, 3};
    frontier_info result;
    frontier_info_init(&result);
    CHECK(frontier_engine_search(e, &start, &limits, count_info, &count, &result) == FRONTIER_OK);
    CHECK(count.calls >= 3);
    CHECK(is_legal(&start, result.best_move));
    CHECK(result.depth < 30);
}

/* A search that would take hours, stopped from another thread. */
typedef struct {
    frontier_engine *engine;
    frontier_info result;
    int status;
} Job;

static void *deep_search(void *arg)
{
    Job *job = arg;
    frontier_position start;
    frontier_position_start(&start);
    frontier_limits limits;
    frontier_limits_init(&limits);
    limits.depth = 60;
    frontier_info_init(&job->result);
    job->status = frontier_engine_search(job->engine, &start, &limits, NULL, NULL, &job->result);
    return NULL;
}

static void test_stop(frontier_engine *e)
{
    Job job = {.engine = e};
    pthread_t thread;
    CHECK(pthread_create(&thread, NULL, deep_search, &job) == 0);
    nanosleep(&(struct timespec){0, 300 * 1000 * 1000}, NULL);
    frontier_engine_stop(e);
    pthread_join(thread, NULL);
    frontier_position start;
    frontier_position_start(&start);
    CHECK(job.status == FRONTIER_OK);
    CHECK(is_legal(&start, job.result.best_move));
}

/* Two engines searching at once, each giving what it gives alone: each
 * with weights of its own (data NULL), or both reading one data's. */
typedef struct {
    frontier_engine *engine;
    frontier_position pos;
    frontier_info result;
    int status;
} Pair;

static void *search_to_depth(void *arg)
{
    Pair *p = arg;
    frontier_limits limits;
    frontier_limits_init(&limits);
    limits.depth = 8;
    frontier_info_init(&p->result);
    CHECK(frontier_engine_clear(p->engine) == FRONTIER_OK);
    p->status = frontier_engine_search(p->engine, &p->pos, &limits, NULL, NULL, &p->result);
    return NULL;
}

static void test_two_engines(const frontier_data *data, frontier_info results[2])
{
    Pair alone[2], together[2];
    frontier_position start;
    frontier_position_start(&start);
    frontier_position other = start;
    CHECK(frontier_position_play(&other, frontier_move_parse("f5")) == FRONTIER_OK);
    CHECK(frontier_position_play(&other, frontier_move_parse("d6")) == FRONTIER_OK);
    frontier_engine *engines[2] = {new_engine(data), new_engine(data)};
    for (int i = 0; i < 2; i++) {
        alone[i] = (Pair){.engine = engines[i], .pos = i ? other : start};
        search_to_depth(&alone[i]);
        together[i] = alone[i];
    }
    pthread_t threads[2];
    for (int i = 0; i < 2; i++)
        CHECK(pthread_create(&threads[i], NULL, search_to_depth, &together[i]) == 0);
    for (int i = 0; i < 2; i++)
        pthread_join(threads[i], NULL);
    for (int i = 0; i < 2; i++) {
        CHECK(alone[i].status == FRONTIER_OK && together[i].status == FRONTIER_OK);
        CHECK(together[i].result.best_move == alone[i].result.best_move);
        CHECK(together[i].result.score == alone[i].result.score);
        CHECK(together[i].result.nodes == alone[i].result.nodes);
        results[i] = together[i].result;
        frontier_engine_free(engines[i]);
    }
}

/* Bad input: an error code, the engine unchanged and still usable. */
static void test_bad_input(frontier_engine *e)
{
    frontier_position start, bad;
    frontier_position_start(&start);
    char why[128] = "";
    CHECK(frontier_position_parse("not a board", "b", &bad, why, sizeof why) == FRONTIER_E_PARSE);
    CHECK(why[0] != '\0');
    CHECK(frontier_position_parse(NULL, NULL, &bad, NULL, 0) == FRONTIER_E_ARGUMENT);
    CHECK(frontier_move_parse("z9") == FRONTIER_E_PARSE);
    bad = start;
    bad.white |= bad.black; /* squares of both colours */
    uint64_t leaves;
    CHECK(frontier_engine_perft(e, &bad, 2, &leaves) == FRONTIER_E_ILLEGAL);
    CHECK(frontier_engine_error(e)[0] != '\0');
    bad = start;
    bad.side = 7;
    CHECK(frontier_engine_evaluate(e, &bad, NULL) == FRONTIER_E_ARGUMENT);
    CHECK(frontier_engine_perft(e, &start, 21, &leaves) == FRONTIER_E_ARGUMENT);
    CHECK(frontier_engine_set_option(e, "NoSuchOption", "1") == FRONTIER_E_OPTION);
    CHECK(frontier_engine_set_option(e, "Hash", "many") == FRONTIER_E_OPTION);
    char value[64];
    CHECK(frontier_engine_get_option(e, "Hash", value, sizeof value) == FRONTIER_OK && strcmp(value, "16") == 0);
    frontier_limits limits;
    frontier_limits_init(&limits);
    limits.depth = -3;
    CHECK(frontier_engine_search(e, &start, &limits, NULL, NULL, NULL) == FRONTIER_E_ARGUMENT);
    limits.depth = 2;
    limits.size = 4; /* smaller than any version's */
    CHECK(frontier_engine_search(e, &start, &limits, NULL, NULL, NULL) == FRONTIER_E_ARGUMENT);
    frontier_game *g = NULL;
    CHECK(frontier_game_new(&bad, &g) == FRONTIER_E_ARGUMENT && g == NULL);
    CHECK(frontier_game_new(NULL, &g) == FRONTIER_OK);
    CHECK(frontier_game_undo(g) == FRONTIER_E_EMPTY);
    CHECK(frontier_game_play_text(g, "f5 zz") == FRONTIER_E_PARSE);
    CHECK(frontier_game_play_text(g, "f5 f5") == FRONTIER_E_ILLEGAL);
    CHECK(frontier_game_moves(g, NULL, 0) == 0);
    frontier_game_free(g);
    frontier_data *data = NULL;
    CHECK(frontier_data_open("/nonexistent/frontier", &data) == FRONTIER_E_FILE && data == NULL);
    CHECK(frontier_engine_new(NULL, NULL) == FRONTIER_E_ARGUMENT);
    /* Still usable. */
    CHECK(frontier_engine_perft(e, &start, 3, &leaves) == FRONTIER_OK && leaves == 56);
    CHECK(frontier_engine_error(e)[0] == '\0');
}

int main(void)
{
    test_version();
    test_positions();
    frontier_engine *e = new_engine(NULL);
    test_perft(e);
    test_search(e);
    test_callback(e);
    test_stop(e);
    test_bad_input(e);
    frontier_engine_free(e);
    frontier_info own[2], shared[2];
    test_two_engines(NULL, own);
    /* Engines reading one copy of the default folder's weights search as
     * those that read their own. */
    frontier_data *data = NULL;
    CHECK(frontier_data_open(NULL, &data) == FRONTIER_OK);
    if (data) {
        test_two_engines(data, shared);
        for (int i = 0; i < 2; i++)
            CHECK(shared[i].best_move == own[i].best_move && shared[i].score == own[i].score
                  && shared[i].nodes == own[i].nodes);
    }
    frontier_data_close(data);
    if (failures) {
        fprintf(stderr, "%d checks failed\n", failures);
        return 1;
    }
    printf("libfrontier %s: every check holds\n", frontier_version());
    return 0;
}
