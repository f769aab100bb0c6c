/* The UOI loop: tokenise a line, call libfrontier's public API (as any
 * program linking the library would), format answers. */
#include "uoi.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "command.h"
#include "config.h"
#include "frontier/frontier.h"
#include "line_reader.h"
#include "locked_output.h"
#include "uoi_ponder.h"
#include "word_check.h"

#define MAX_WORDS 512

typedef struct {
    frontier_engine *engine;
    Output out;
    bool quit;
    bool infinite; /* the last go was infinite: only stop ends it */
    UoiPonder ponder;
} Uoi;

static void uoi_error(Uoi *u, const char *reason) { output_line(&u->out, "error %s", reason); }

/* Refuses commands that would change what a running search works on. */
static bool idle_or_error(Uoi *u)
{
    /* A go ponder whose bestmove is held runs on until ponderhit or stop. */
    if (!frontier_engine_is_searching(u->engine) && !uoi_ponder_active(&u->ponder))
        return true;
    uoi_error(u, "a search is running; send stop first");
    return false;
}

static void cmd_uoi(const CommandCall *call)
{
    Uoi *u = call->front;
    static const char *const TYPES[] = {"check", "spin", "string"};
    output_line(&u->out, "id name %s %s", frontier_engine_name(), PACKAGE_VERSION);
    output_line(&u->out, "id author %s", frontier_engine_author());
    for (int i = 0; i < frontier_option_count(); i++) {
        frontier_option_info o = {.size = sizeof o};
        frontier_option_info_get(i, &o);
        /* The value the engine starts from: the table's, or the one the
         * command line or config file set (a GUI that shows defaults then
         * shows what the user chose when starting the program). */
        char now[256];
        const char *value = frontier_engine_get_option(u->engine, o.name, now, sizeof now) == FRONTIER_OK
                                ? now
                                : o.default_value;
        if (o.type == FRONTIER_OPTION_SPIN)
            output_line(&u->out, "option name %s type spin default %s min %ld max %ld", o.name, value, o.min,
                        o.max);
        else
            output_line(&u->out, "option name %s type %s default %s", o.name, TYPES[o.type], value);
    }
    /* UCI's sign that the engine can think on the opponent's time (go
     * ponder, ponderhit); the GUI sets it to say whether it may. */
    output_line(&u->out, "option name Ponder type check default false");
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
    /* The protocol's option, not the engine's: go ponder works whatever
     * the GUI sets it to. */
    if (strcasecmp(name, "Ponder") == 0) {
        if (value_at == n || (strcmp(value, "true") && strcmp(value, "false")))
            uoi_error(u, "option Ponder needs true or false");
        return;
    }
    if (frontier_engine_set_option(u->engine, name, value_at < n ? value : NULL) != FRONTIER_OK)
        uoi_error(u, frontier_engine_error(u->engine));
}

static void cmd_newgame(const CommandCall *call)
{
    Uoi *u = call->front;
    if (idle_or_error(u))
        frontier_engine_new_game(u->engine);
}

static void cmd_position(const CommandCall *call)
{
    Uoi *u = call->front;
    char **args = call->args;
    int n = call->n;
    frontier_position start;
    int i;
    char err[256];
    if (n >= 1 && strcmp(args[0], "startpos") == 0) {
        frontier_position_start(&start);
        i = 1;
    } else if (n >= 2 && strcmp(args[0], "board") == 0) {
        /* The side may be a separate word or the 65th character. */
        bool has_side = n >= 3 && strcmp(args[2], "moves") != 0;
        if (word_control_error(args[1], "board", err, sizeof err)
            || (has_side && word_control_error(args[2], "side to move", err, sizeof err))) {
            uoi_error(u, err);
            return;
        }
        if (frontier_position_parse(args[1], has_side ? args[2] : NULL, &start, err, sizeof err) != FRONTIER_OK) {
            uoi_error(u, err);
            return;
        }
        i = has_side ? 3 : 2;
    } else {
        uoi_error(u, "usage: position startpos|board <64 squares> <side> [moves <move>...]");
        return;
    }
    int moves[FRONTIER_MAX_GAME + 1];
    int count = 0;
    if (i < n) {
        if (strcmp(args[i], "moves") != 0) {
            snprintf(err, sizeof err, "position: expected 'moves', got '%.32s'", args[i]);
            uoi_error(u, err);
            return;
        }
        for (i++; i < n; i++) {
            int got;
            if (word_control_error(args[i], "move", err, sizeof err)) {
                uoi_error(u, err);
                return;
            }
            if (frontier_moves_parse(args[i], moves + count, FRONTIER_MAX_GAME - count, &got) != FRONTIER_OK) {
                snprintf(err, sizeof err, "bad move '%.32s'", args[i]);
                uoi_error(u, err);
                return;
            }
            count += got;
        }
    }
    if (!idle_or_error(u))
        return;
    if (frontier_engine_set_game(u->engine, &start, moves, count) != FRONTIER_OK)
        uoi_error(u, frontier_engine_error(u->engine));
}

/* A score from a selective search (probcut), not proven: shown with its
 * confidence. */
static bool selective(const frontier_info *r)
{
    return r->score_kind == FRONTIER_SCORE_CD && r->selectivity > 0 && r->selectivity < 100;
}

static void print_report(Uoi *u, const frontier_info *r, bool with_depth)
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
        if (selective(r))
            PUT(" selectivity %d", r->selectivity);
        if (r->multipv > 0)
            PUT(" multipv %d", r->multipv);
        if (r->score_kind == FRONTIER_SCORE_DISCS)
            PUT(" score disc %d", r->score);
        else if (r->score_kind == FRONTIER_SCORE_WLD)
            PUT(" score wld %s", r->score > 0 ? "win" : r->score < 0 ? "loss" : "draw");
        else
            PUT(" score cd %d", r->score);
    }
    /* Under a millisecond there is no speed to tell (nodes / 0): nps is
     * left out rather than given as 0. */
    PUT(" nodes %" PRIu64, r->nodes);
    if (r->time_ms > 0)
        PUT(" nps %" PRIu64, r->nodes * 1000 / (uint64_t)r->time_ms);
    PUT(" time %" PRId64, r->time_ms);
    if (r->hashfull >= 0)
        PUT(" hashfull %d", r->hashfull);
    if (with_depth && r->pv_length > 0) {
        PUT(" pv");
        for (int i = 0; i < r->pv_length; i++) {
            char name[8];
            frontier_move_format(r->pv[i], name, sizeof name);
            PUT(" %s", name);
        }
    }
#undef PUT
    output_line(&u->out, "%s", line);
}

static int on_report(void *ctx, const frontier_info *r)
{
    print_report(ctx, r, r->depth > 0);
    return 0;
}

static void send_bestmove(Uoi *u, const frontier_info *result)
{
    char a[8], b[8];
    frontier_move_format(result->best_move, a, sizeof a);
    if (result->ponder_move != FRONTIER_NO_MOVE) {
        frontier_move_format(result->ponder_move, b, sizeof b);
        output_line(&u->out, "bestmove %s ponder %s", a, b);
    } else {
        output_line(&u->out, "bestmove %s", a);
    }
}

/* From the search thread: a pondering search's bestmove waits for
 * ponderhit or stop. */
static void on_bestmove(void *ctx, const frontier_info *result)
{
    Uoi *u = ctx;
    if (uoi_ponder_result(&u->ponder, result))
        send_bestmove(u, result);
}

static void cmd_go(const CommandCall *call)
{
    Uoi *u = call->front;
    char **args = call->args;
    int n = call->n;
    frontier_limits limits;
    frontier_limits_init(&limits);
    limits.use_book = true; /* the OwnBook option decides */
    int64_t wtime = 0, btime = 0, winc = 0, binc = 0;
    bool ponder = false;
    char err[256];
    for (int i = 0; i < n; i++) {
        const char *w = args[i];
        if (strcmp(w, "infinite") == 0) {
            limits.infinite = true;
            continue;
        }
        if (strcmp(w, "ponder") == 0) {
            ponder = true;
            continue;
        }
        if (strcmp(w, "solve") == 0) {
            limits.exact = true;
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
            if (!word_control_error(w, "go's limit", err, sizeof err))
                snprintf(err, sizeof err, "go: unknown limit '%.32s'", w);
            uoi_error(u, err);
            return;
        }
        WordNumber got = i + 1 < n ? word_number(args[i + 1], 0, max, &v) : WORD_NOT_A_NUMBER;
        if (got == WORD_TOO_LARGE) {
            snprintf(err, sizeof err, "go: %s %.24s is too large (the most is %" PRId64 ")", w, args[i + 1], max);
            uoi_error(u, err);
            return;
        }
        if (got != WORD_NUMBER_OK) {
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
            limits.movetime_ms = v ? v : 1;
        else if (!strcmp(w, "wtime"))
            wtime = v ? v : 1;
        else if (!strcmp(w, "btime"))
            btime = v ? v : 1;
        else if (!strcmp(w, "winc"))
            winc = v;
        else if (!strcmp(w, "binc"))
            binc = v;
        else
            limits.moves_to_go = (int)v;
    }
    frontier_position pos;
    frontier_engine_position(u->engine, &pos);
    bool black = pos.side == FRONTIER_BLACK;
    limits.time_left_ms = black ? btime : wtime;
    limits.increment_ms = black ? binc : winc;
    /* A held ponder bestmove is a search still under way. A search is idle
     * just before its bestmove goes out: a pondering one waits for it, or
     * it would take that bestmove for its own. */
    if ((ponder || uoi_ponder_active(&u->ponder)) && !idle_or_error(u))
        return;
    if (ponder)
        frontier_engine_wait(u->engine);
    frontier_limits searched = ponder ? uoi_ponder_begin(&u->ponder, &limits) : limits;
    if (frontier_engine_go(u->engine, &searched, on_report, on_bestmove, u) != FRONTIER_OK) {
        if (ponder)
            uoi_ponder_cancel(&u->ponder);
        uoi_error(u, frontier_engine_error(u->engine));
    } else {
        u->infinite = !ponder && limits.infinite;
    }
}

/* The predicted move was played: the pondering search becomes the go's
 * own, its clock running from now. */
static void cmd_ponderhit(const CommandCall *call)
{
    Uoi *u = call->front;
    frontier_info held;
    frontier_limits limits;
    switch (uoi_ponder_hit(&u->ponder, &held, &limits)) {
    case PONDERHIT_NONE:
        uoi_error(u, "ponderhit: no search is pondering");
        break;
    case PONDERHIT_HELD:
        send_bestmove(u, &held);
        break;
    case PONDERHIT_CONTINUE:
        u->infinite = limits.infinite;
        break;
    case PONDERHIT_RESTART:
        /* The time limits start now: a search of its own, which finds the
         * pondering search's work in the table. */
        frontier_engine_stop(u->engine);
        frontier_engine_wait(u->engine);
        uoi_ponder_restarted(&u->ponder);
        if (frontier_engine_go(u->engine, &limits, on_report, on_bestmove, u) != FRONTIER_OK)
            uoi_error(u, frontier_engine_error(u->engine));
        else
            u->infinite = limits.infinite;
        break;
    }
}

static void cmd_stop(const CommandCall *call)
{
    Uoi *u = call->front;
    frontier_info held;
    if (uoi_ponder_stop(&u->ponder, &held))
        send_bestmove(u, &held);
    frontier_engine_stop(u->engine);
    u->infinite = false;
}

static void cmd_eval(const CommandCall *call)
{
    Uoi *u = call->front;
    frontier_eval why;
    frontier_eval_init(&why);
    if (frontier_engine_evaluate(u->engine, NULL, &why) != FRONTIER_OK) {
        uoi_error(u, frontier_engine_error(u->engine));
        return;
    }
    for (int i = 0; i < why.term_count; i++)
        output_line(&u->out, "info string %s %d", why.terms[i].name, why.terms[i].value);
    output_line(&u->out, "eval cd %d", why.score);
}

/* perft counts on the search thread, so that stop and quit are heard
 * while a deep count runs; its line comes when it ends, as bestmove does. */
static void perft_done(void *ctx, int depth, uint64_t leaves, bool complete, int64_t time_ms)
{
    Uoi *u = ctx;
    if (complete)
        output_line(&u->out, "perft %d %" PRIu64 " time %" PRId64, depth, leaves, time_ms);
    else
        output_line(&u->out, "perft %d stopped time %" PRId64, depth, time_ms);
}

static void cmd_perft(const CommandCall *call)
{
    Uoi *u = call->front;
    char **args = call->args;
    int n = call->n;
    int64_t depth;
    WordNumber got = n == 1 ? word_number(args[0], 0, 20, &depth) : WORD_NOT_A_NUMBER;
    if (got == WORD_TOO_LARGE) {
        char err[64];
        snprintf(err, sizeof err, "perft %.24s is too large (the most is 20)", args[0]);
        uoi_error(u, err);
        return;
    }
    if (got != WORD_NUMBER_OK) {
        uoi_error(u, "usage: perft <depth 0-20>");
        return;
    }
    if (!idle_or_error(u))
        return;
    if (frontier_engine_perft_start(u->engine, (int)depth, perft_done, u) == FRONTIER_OK)
        u->infinite = false;
    else
        uoi_error(u, frontier_engine_error(u->engine));
}

static void cmd_d(const CommandCall *call)
{
    Uoi *u = call->front;
    int moves[FRONTIER_MAX_GAME];
    int count = frontier_engine_game_moves(u->engine, moves, FRONTIER_MAX_GAME);
    frontier_position pos;
    frontier_engine_position(u->engine, &pos);
    char text[4096];
    frontier_position_diagram(&pos, count > 0 ? moves[count - 1] : FRONTIER_NO_MOVE, text, sizeof text);
    output_text(&u->out, text);
}

/* Not in UCI: lets a script that pipes commands in wait for bestmove
 * before sending the next position. */
static void cmd_wait(const CommandCall *call)
{
    Uoi *u = call->front;
    if (u->infinite && frontier_engine_is_searching(u->engine))
        uoi_error(u, "wait: the search is infinite; send stop");
    else if (uoi_ponder_endless(&u->ponder))
        uoi_error(u, "wait: the search ponders; send ponderhit or stop");
    else
        frontier_engine_wait(u->engine);
}

static void cmd_quit(const CommandCall *call)
{
    Uoi *u = call->front;
    /* As stop: a pondering search's bestmove comes before the end. */
    frontier_info held;
    if (uoi_ponder_stop(&u->ponder, &held))
        send_bestmove(u, &held);
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
    {"ponderhit", cmd_ponderhit, 0, 0, "", NULL},
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
    /* An argument with a control character is refused by name, never
     * echoed (position and go name their moves and limits themselves). */
    char err[128];
    for (int i = 1; i < n && strcmp(words[0], "position") && strcmp(words[0], "go"); i++) {
        char what[48];
        snprintf(what, sizeof what, "%.24s's argument", words[0]);
        if (command_find(COMMANDS, sizeof COMMANDS / sizeof *COMMANDS, words[0])
            && word_control_error(words[i], what, err, sizeof err)) {
            uoi_error(u, err);
            return;
        }
    }
    const Command *c;
    CommandCall call = {u, -1, words + 1, n - 1, NULL};
    CommandStatus st = command_run(COMMANDS, sizeof COMMANDS / sizeof *COMMANDS, words[0], &call, &c);
    if (st == COMMAND_UNKNOWN && !word_control_error(words[0], "command", err, sizeof err))
        snprintf(err, sizeof err, "unknown command '%.64s'", words[0]);
    else if (st == COMMAND_BAD_COUNT)
        snprintf(err, sizeof err, "%s takes no arguments", c->name); /* the rows with a count take none */
    if (st != COMMAND_RAN)
        uoi_error(u, err);
}

int uoi_run(FILE *in, FILE *out)
{
    Uoi u = {.engine = NULL, .quit = false};
    if (frontier_engine_new(NULL, &u.engine) != FRONTIER_OK)
        return 1;
    uoi_ponder_init(&u.ponder);
    /* The library never prints: its warning is told here, as the other
     * front ends tell theirs. */
    if (frontier_engine_warning(u.engine))
        fprintf(stderr, "frontier: %s\n", frontier_engine_warning(u.engine));
    output_init(&u.out, out);
    char *line = malloc(IO_MAX_LINE);
    if (!line) {
        frontier_engine_free(u.engine);
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
    /* The end of input ends a go ponder as quit does. */
    frontier_info held;
    if (uoi_ponder_stop(&u.ponder, &held))
        send_bestmove(&u, &held);
    frontier_engine_free(u.engine); /* stops the search and waits for it */
    uoi_ponder_destroy(&u.ponder);
    output_destroy(&u.out);
    free(line);
    return 0;
}
