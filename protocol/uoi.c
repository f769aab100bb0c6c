/* The UOI loop: tokenise a line, call the engine façade, format answers. */
#include "uoi.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "board_text.h"
#include "command.h"
#include "config.h"
#include "engine.h"
#include "engine_open.h"
#include "line_reader.h"
#include "locked_output.h"
#include "parse_number.h"

#define MAX_WORDS 512

typedef struct {
    Engine *engine;
    Output out;
    bool quit;
    bool infinite; /* the last go was infinite: only stop ends it */
} Uoi;

static void uoi_error(Uoi *u, const char *reason) { output_line(&u->out, "error %s", reason); }

/* Refuses commands that would change what a running search works on. */
static bool idle_or_error(Uoi *u)
{
    if (!engine_is_searching(u->engine))
        return true;
    uoi_error(u, "a search is running; send stop first");
    return false;
}

static void cmd_uoi(const CommandCall *call)
{
    Uoi *u = call->front;
    static const char *const TYPES[] = {"check", "spin", "string"};
    output_line(&u->out, "id name %s %s", ENGINE_NAME, PACKAGE_VERSION);
    output_line(&u->out, "id author %s", ENGINE_AUTHOR);
    for (int i = 0; i < engine_option_count(); i++) {
        const OptionInfo *o = engine_option(i);
        if (o->type == OPTION_SPIN)
            output_line(&u->out, "option name %s type spin default %s min %ld max %ld", o->name,
                        o->default_value, o->min, o->max);
        else
            output_line(&u->out, "option name %s type %s default %s", o->name, TYPES[o->type],
                        o->default_value);
    }
    output_line(&u->out, "uoiok");
}

static void cmd_isready(const CommandCall *call)
{
    Uoi *u = call->front;
    output_line(&u->out, "readyok");
}

/* Joins words[from..to) with single blanks into buf. */
static void join_words(char **words, int from, int to, char *buf, size_t size)
{
    buf[0] = '\0';
    size_t used = 0;
    for (int i = from; i < to; i++) {
        int w = snprintf(buf + used, size - used, "%s%s", i > from ? " " : "", words[i]);
        if (w < 0 || (size_t)w >= size - used)
            break;
        used += (size_t)w;
    }
}

static void cmd_setoption(const CommandCall *call)
{
    Uoi *u = call->front;
    char **args = call->args;
    int n = call->n;
    if (n < 2 || strcmp(args[0], "name") != 0) {
        uoi_error(u, "usage: setoption name <id> [value <x>]");
        return;
    }
    int value_at = n;
    for (int i = 1; i < n; i++)
        if (strcmp(args[i], "value") == 0) {
            value_at = i;
            break;
        }
    if (value_at == 1) {
        uoi_error(u, "setoption: missing option name");
        return;
    }
    if (!idle_or_error(u))
        return;
    char name[256], value[IO_MAX_LINE];
    join_words(args, 1, value_at, name, sizeof name);
    join_words(args, value_at + 1, n, value, sizeof value);
    char err[256];
    if (!engine_set_option(u->engine, name, value_at < n ? value : NULL, err, sizeof err))
        uoi_error(u, err);
}

static void cmd_newgame(const CommandCall *call)
{
    Uoi *u = call->front;
    if (idle_or_error(u))
        engine_new_game(u->engine);
}

static void cmd_position(const CommandCall *call)
{
    Uoi *u = call->front;
    char **args = call->args;
    int n = call->n;
    Position start;
    int i;
    char err[256];
    if (n >= 1 && strcmp(args[0], "startpos") == 0) {
        position_start(&start);
        i = 1;
    } else if (n >= 2 && strcmp(args[0], "board") == 0) {
        /* The side may be a separate word or the 65th character. */
        bool has_side = n >= 3 && strcmp(args[2], "moves") != 0;
        if (!position_parse(args[1], has_side ? args[2] : NULL, &start, err, sizeof err)) {
            uoi_error(u, err);
            return;
        }
        i = has_side ? 3 : 2;
    } else {
        uoi_error(u, "usage: position startpos|board <64 squares> <side> [moves <move>...]");
        return;
    }
    Move moves[ENGINE_MAX_GAME + 1];
    int count = 0;
    if (i < n) {
        if (strcmp(args[i], "moves") != 0) {
            snprintf(err, sizeof err, "position: expected 'moves', got '%.32s'", args[i]);
            uoi_error(u, err);
            return;
        }
        for (i++; i < n; i++) {
            size_t bad;
            int got = move_list_parse(args[i], moves + count, ENGINE_MAX_GAME - count, &bad);
            if (got < 0) {
                snprintf(err, sizeof err, "bad move '%.32s'", args[i]);
                uoi_error(u, err);
                return;
            }
            count += got;
        }
    }
    if (!idle_or_error(u))
        return;
    if (!engine_set_position(u->engine, &start, moves, count, err, sizeof err))
        uoi_error(u, err);
}

static void print_report(Uoi *u, const SearchReport *r, bool with_depth)
{
    char line[IO_MAX_LINE];
    size_t used = 0;
#define PUT(...) do { \
        int w_ = snprintf(line + used, sizeof line - used, __VA_ARGS__); \
        if (w_ > 0 && (size_t)w_ < sizeof line - used) used += (size_t)w_; \
    } while (0)
    PUT("info");
    if (with_depth) {
        PUT(" depth %d", r->depth);
        if (search_report_selective(r))
            PUT(" selectivity %d", r->selectivity);
        if (r->multipv > 0)
            PUT(" multipv %d", r->multipv);
        if (r->kind == SCORE_DISC)
            PUT(" score disc %d", r->score);
        else if (r->kind == SCORE_WLD)
            PUT(" score wld %s", r->score > 0 ? "win" : r->score < 0 ? "loss" : "draw");
        else
            PUT(" score cd %d", r->score);
    }
    int64_t nps = r->time_ms > 0 ? (int64_t)(r->nodes * 1000 / (uint64_t)r->time_ms) : 0;
    PUT(" nodes %" PRIu64 " nps %" PRId64 " time %" PRId64, r->nodes, nps, r->time_ms);
    if (r->hashfull >= 0)
        PUT(" hashfull %d", r->hashfull);
    if (with_depth && r->pv_len > 0) {
        PUT(" pv");
        for (int i = 0; i < r->pv_len; i++) {
            char name[8];
            PUT(" %s", move_name(r->pv[i], name));
        }
    }
#undef PUT
    output_line(&u->out, "%s", line);
}

static void on_report(void *ctx, const SearchReport *r) { print_report(ctx, r, r->depth > 0); }

static void on_bestmove(void *ctx, Move best, Move ponder, const SearchReport *final)
{
    Uoi *u = ctx;
    (void)final;
    char a[8], b[8];
    if (ponder != MOVE_NONE)
        output_line(&u->out, "bestmove %s ponder %s", move_name(best, a), move_name(ponder, b));
    else
        output_line(&u->out, "bestmove %s", move_name(best, a));
}

static void cmd_go(const CommandCall *call)
{
    Uoi *u = call->front;
    char **args = call->args;
    int n = call->n;
    SearchLimits limits = {0};
    GameClock clocks[2] = {{0}}; /* by Color */
    int moves_to_go = 0;
    char err[256];
    for (int i = 0; i < n; i++) {
        const char *w = args[i];
        if (strcmp(w, "infinite") == 0) {
            limits.infinite = true;
            continue;
        }
        if (strcmp(w, "solve") == 0) {
            limits.solve = true;
            continue;
        }
        if (strcmp(w, "wld") == 0) {
            limits.wld = true;
            continue;
        }
        int64_t v;
        int64_t max = strcmp(w, "depth") == 0 ? 60 : strcmp(w, "movestogo") == 0 ? 1000 : INT64_MAX / 4;
        bool known = !strcmp(w, "depth") || !strcmp(w, "nodes") || !strcmp(w, "movetime") || !strcmp(w, "wtime")
                  || !strcmp(w, "btime") || !strcmp(w, "winc") || !strcmp(w, "binc") || !strcmp(w, "movestogo");
        if (!known) {
            snprintf(err, sizeof err, "go: unknown limit '%.32s'", w);
            uoi_error(u, err);
            return;
        }
        if (i + 1 >= n || !io_parse_int(args[i + 1], 0, max, &v)) {
            snprintf(err, sizeof err, "go: %s needs a number from 0 to %" PRId64, w, max);
            uoi_error(u, err);
            return;
        }
        i++;
        if (!strcmp(w, "depth"))
            limits.depth = (int)(v ? v : 1);
        else if (!strcmp(w, "nodes"))
            limits.nodes = (uint64_t)(v ? v : 1);
        else if (!strcmp(w, "movetime"))
            limits.movetime = v ? v : 1;
        else if (!strcmp(w, "movestogo"))
            moves_to_go = (int)v;
        else { /* btime, wtime, binc, winc */
            GameClock *c = &clocks[w[0] == 'w' ? WHITE : BLACK];
            if (w[1] == 't') {
                c->on = true;
                c->time_left = v;
            } else {
                c->increment = v;
            }
        }
    }
    GameClock *clock = &clocks[engine_position(u->engine)->side];
    clock->moves_to_go = moves_to_go;
    limits = engine_clock_limits(clock, limits);
    if (!engine_go(u->engine, &limits, &(EngineCallbacks){on_report, on_bestmove, u}, err, sizeof err))
        uoi_error(u, err);
    else
        u->infinite = limits.infinite;
}

static void cmd_stop(const CommandCall *call)
{
    Uoi *u = call->front;
    engine_stop(u->engine);
    u->infinite = false;
}

static void cmd_eval(const CommandCall *call)
{
    Uoi *u = call->front;
    EvalBreakdown why;
    int score = engine_eval(u->engine, &why);
    for (int i = 0; i < why.count; i++)
        output_line(&u->out, "info string %s %d", why.terms[i].name, why.terms[i].value);
    output_line(&u->out, "eval cd %d", score);
}

/* perft counts on the search thread, so that stop and quit are heard
 * while a deep count runs; its line comes when it ends, as bestmove does. */
static void perft_done(void *ctx, const PerftResult *r)
{
    Uoi *u = ctx;
    if (r->complete)
        output_line(&u->out, "perft %d %" PRIu64 " time %" PRId64, r->depth, r->leaves, r->time_ms);
    else
        output_line(&u->out, "perft %d stopped time %" PRId64, r->depth, r->time_ms);
}

static void cmd_perft(const CommandCall *call)
{
    Uoi *u = call->front;
    char **args = call->args;
    int n = call->n;
    int64_t depth;
    if (n != 1 || !io_parse_int(args[0], 0, 20, &depth)) {
        uoi_error(u, "usage: perft <depth 0-20>");
        return;
    }
    if (!idle_or_error(u))
        return;
    char err[256];
    if (engine_perft_go(u->engine, (int)depth, perft_done, u, err, sizeof err))
        u->infinite = false;
    else
        uoi_error(u, err);
}

static void cmd_d(const CommandCall *call)
{
    Uoi *u = call->front;
    const Move *moves;
    int count = engine_game_moves(u->engine, &moves);
    char text[4096];
    board_text(engine_position(u->engine), count ? moves[count - 1] : MOVE_NONE, false, "", text, sizeof text);
    output_text(&u->out, text);
}

/* Not in UCI: lets a script that pipes commands in wait for bestmove
 * before sending the next position. */
static void cmd_wait(const CommandCall *call)
{
    Uoi *u = call->front;
    if (u->infinite && engine_is_searching(u->engine))
        uoi_error(u, "wait: the search is infinite; send stop");
    else
        engine_wait(u->engine);
}

static void cmd_quit(const CommandCall *call)
{
    Uoi *u = call->front;
    u->quit = true;
}

/* UOI has no help command: the rows carry no help. */
#define ANY COMMAND_ANY_ARGS
static const Command COMMANDS[] = {
    {"uoi", cmd_uoi, 0, 0, "", NULL},
    {"isready", cmd_isready, 0, 0, "", NULL},
    {"setoption", cmd_setoption, 0, ANY, "name <id> [value <x>]", NULL},
    {"newgame", cmd_newgame, 0, 0, "", NULL},
    {"position", cmd_position, 0, ANY, "startpos|board <64 squares> <side> [moves <move>...]", NULL},
    {"go", cmd_go, 0, ANY, "[limits]", NULL},
    {"stop", cmd_stop, 0, 0, "", NULL},
    {"eval", cmd_eval, 0, 0, "", NULL},
    {"perft", cmd_perft, 0, ANY, "<depth 0-20>", NULL},
    {"d", cmd_d, 0, 0, "", NULL},
    {"wait", cmd_wait, 0, 0, "", NULL},
    {"quit", cmd_quit, 0, ANY, "", NULL},
};
#undef ANY

static void uoi_execute(Uoi *u, char *line)
{
    char *words[MAX_WORDS];
    int n = io_split_words(line, words, MAX_WORDS);
    if (n < 0) {
        uoi_error(u, "too many words on the line");
        return;
    }
    if (n == 0)
        return;
    const Command *c;
    CommandCall call = {u, -1, words + 1, n - 1, NULL};
    CommandStatus st = command_run(COMMANDS, sizeof COMMANDS / sizeof *COMMANDS, words[0], &call, &c);
    char err[128];
    if (st == COMMAND_UNKNOWN)
        snprintf(err, sizeof err, "unknown command '%.64s'", words[0]);
    else if (st == COMMAND_BAD_COUNT)
        snprintf(err, sizeof err, "%s takes no arguments", c->name); /* the rows with a count take none */
    if (st != COMMAND_RAN)
        uoi_error(u, err);
}

int uoi_run(FILE *in, FILE *out)
{
    Uoi u = {.engine = io_engine_new(), .quit = false};
    if (!u.engine)
        return 1;
    output_init(&u.out, out);
    char *line = malloc(IO_MAX_LINE);
    if (!line) {
        engine_free(u.engine);
        return 1;
    }
    while (!u.quit) {
        LineStatus st = io_read_line(in, line);
        if (st == LINE_EOF)
            break;
        if (st == LINE_TOO_LONG)
            uoi_error(&u, "line too long");
        else
            uoi_execute(&u, line);
    }
    engine_stop(u.engine);
    engine_wait(u.engine);
    engine_free(u.engine);
    output_destroy(&u.out);
    free(line);
    return 0;
}
