/* The console's commands: one table drives the parser, help and
 * completion. The engine keeps the game (play, undo, redo, its record). */
#include "console_commands.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <poll.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>
#include "board_text.h"
#include "console_analyze.h"
#include "console_help.h"
#include "engine.h"
#include "ggf.h"
#include "sgf.h"
#include "engine_open.h"
#include "file_read.h"
#include "line_reader.h"
#include "locked_output.h"
#include "text_builder.h"
#include "word_check.h"

struct Console {
    Engine *engine;
    Output out;
    bool interactive;
    bool colour;
    bool quit;
    int engine_side; /* the colour the engine plays in a game, -1 if none */
    SearchLimits limits; /* for go and the engine's moves; none: the Level option */
    int wake_read, wake_write; /* the pipe of console_set_interrupt; -1: none */
    volatile sig_atomic_t *interrupt_unheard;
    bool interrupted; /* the last search was stopped by Ctrl-C */
};

static void say(Console *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void say(Console *c, const char *fmt, ...)
{
    char buf[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    output_line(&c->out, "%s", buf);
}

/* The moves of the game so far; their number. */
static int game_moves(const Console *c, const Move **moves) { return engine_game_moves(c->engine, moves); }

static int game_length(const Console *c)
{
    const Move *moves;
    return game_moves(c, &moves);
}

static void show_board(Console *c)
{
    const Move *moves;
    int count = game_moves(c, &moves);
    char text[8192];
    board_text(engine_position(c->engine), count ? moves[count - 1] : MOVE_NONE, c->colour, "", text, sizeof text);
    output_text(&c->out, text);
}

/* --- searching ---------------------------------------------------------- */

typedef struct {
    Console *console;
    Move best;
    SearchReport final;
} Thinking;

/* A score as the console shows it: discs (an evaluation's centi-discs
 * divided), or a win/draw/loss solve's result in the words UOI gives it. */
static void score_text(const SearchReport *r, char *buf, size_t size)
{
    if (r->kind == SCORE_WLD)
        snprintf(buf, size, "%s", r->score > 0 ? "win" : r->score < 0 ? "loss" : "draw");
    else
        snprintf(buf, size, "%+.2f", r->kind == SCORE_CD ? r->score / 100.0 : r->score);
}

/* Beside the score: proven results, or the confidence of a selective
 * search (as UOI's selectivity); nothing for a full-width depth. */
static void kind_text(const SearchReport *r, char *buf, size_t size)
{
    if (r->kind != SCORE_CD)
        snprintf(buf, size, "%s", r->kind == SCORE_DISC ? "exact" : "wld");
    else if (search_report_selective(r))
        snprintf(buf, size, "%d%%", r->selectivity);
    else
        buf[0] = '\0';
}

static void think_report(void *ctx, const SearchReport *r)
{
    Thinking *t = ctx;
    if (r->depth <= 0)
        return;
    char line[1024], name[8];
    size_t used = 0;
    char kind[8], score[16];
    kind_text(r, kind, sizeof kind);
    score_text(r, score, sizeof score);
    used += (size_t)snprintf(line, sizeof line, "depth %2d  %7s %-5s %10" PRIu64 " nodes %7.2f s  ", r->depth, score,
                             kind, r->nodes, r->time_ms / 1000.0);
    if (r->multipv > 0) /* the line's rank, with MultiPV above 1 */
        used += (size_t)snprintf(line + used, sizeof line - used, "#%d ", r->multipv);
    for (int i = 0; i < r->pv_len && used + 6 < sizeof line; i++)
        used += (size_t)snprintf(line + used, sizeof line - used, "%s ", move_name(r->pv[i], name));
    say(t->console, "%s", line);
}

/* Called from the search thread as a search or a count ends: wakes
 * wait_for_search. The pipe holds this byte and at most one unheard
 * Ctrl-C (a second one quits): the write cannot fail. */
static void wake_search_done(Console *c)
{
    if (c->wake_write >= 0 && write(c->wake_write, &(char){CONSOLE_WAKE_DONE}, 1) != 1)
        abort();
}

static void think_done(void *ctx, Move best, Move ponder, const SearchReport *final)
{
    Thinking *t = ctx;
    (void)ponder;
    t->best = best;
    t->final = *final;
    wake_search_done(t->console);
}

/* Waits for the running search to end, stopping it on Ctrl-C; whether it
 * was stopped. */
static bool wait_for_search(Console *c)
{
    bool interrupted = false;
    char wake;
    while (c->wake_read >= 0) {
        /* poll, then read: a Ctrl-C must interrupt the wait itself, which
         * under ThreadSanitizer only a blocking call it knows (poll, not a
         * pipe's read) lets through at once. */
        struct pollfd p = {.fd = c->wake_read, .events = POLLIN};
        if (poll(&p, 1, -1) < 0) {
            if (errno == EINTR)
                continue;
            break;
        }
        ssize_t got = read(c->wake_read, &wake, 1);
        if (got < 0 && errno == EINTR)
            continue;
        if (got != 1 || wake == CONSOLE_WAKE_DONE)
            break;
        *c->interrupt_unheard = 0;
        interrupted = true;
        engine_stop(c->engine);
    }
    engine_wait(c->engine);
    return interrupted;
}

/* Searches the current position, showing the search; returns the move
 * (the best so far when Ctrl-C stopped it: c->interrupted). */
static Move think(Console *c, const SearchLimits *limits)
{
    Thinking t = {c, MOVE_NONE, {0}};
    char err[256];
    c->interrupted = false;
    if (!engine_go(c->engine, limits, &(EngineCallbacks){think_report, think_done, &t}, err, sizeof err)) {
        say(c, "error: %s", err);
        return MOVE_NONE;
    }
    c->interrupted = wait_for_search(c);
    if (c->interrupted) {
        char name[8];
        /* On a line of its own, after the terminal's ^C. */
        say(c, "\nsearch interrupted; best move so far: %s", t.best == MOVE_NONE ? "none" : move_name(t.best, name));
    }
    return t.best;
}

static bool has_limits(const SearchLimits *l) { return l->depth || l->movetime || l->nodes || l->solve || l->wld; }

/* An engine option's number (Level, Contempt); its default if unset. */
static int option_number(const Console *c, const char *name)
{
    for (int i = 0; i < engine_option_count(); i++)
        if (!strcmp(engine_option(i)->name, name))
            return atoi(engine_option_value(c->engine, i));
    return 0;
}

/* What go, think, hint and the engine's moves in a game search with no
 * limits of their own: those of limit, else the Level option played as
 * NBoard's level is (a midgame depth, the exact solve from 2 x level
 * empties and win/draw/loss two before), so that level 4 at 8 empties
 * solves rather than stops at 4 plies. */
static SearchLimits own_limits(Console *c)
{
    if (has_limits(&c->limits))
        return c->limits;
    return engine_level_limits(c->engine, option_number(c, "Level"), engine_position(c->engine), NULL);
}

/* The limits as limit takes them ("depth 4 solve"), into text. */
static void limits_text(const SearchLimits *l, char *text, size_t size)
{
    TextBuilder t = text_builder(text, size);
    if (l->depth)
        text_append(&t, " depth %d", l->depth);
    if (l->movetime)
        text_append(&t, " movetime %" PRId64, l->movetime);
    if (l->nodes)
        text_append(&t, " nodes %" PRIu64, l->nodes);
    if (l->solve || l->wld)
        text_append(&t, "%s%s", l->solve ? " solve" : "", l->wld ? " wld" : "");
}

/* Plays the moves, all or none (the error said). */
static bool play_moves(Console *c, const Move *list, int n)
{
    char err[256];
    if (!engine_play_moves(c->engine, list, n, err, sizeof err)) {
        say(c, "error: %s", err);
        return false;
    }
    return true;
}

/* In a game against the engine, the engine answers until it is the
 * person's turn again or the game ends. */
static void engine_turns(Console *c)
{
    while (c->engine_side >= 0) {
        const Position *pos = engine_position(c->engine);
        if (board_is_game_over(&pos->board)) {
            int score = position_final_score(pos);
            say(c, "game over: %s", score > 0 ? "black wins" : score < 0 ? "white wins" : "draw");
            say(c, "final score (black - white): %+d; new plays again, game off stops playing", score);
            return;
        }
        if ((int)pos->side != c->engine_side) {
            if (!board_legal_moves(&pos->board)) {
                say(c, "you must pass");
                Move p = MOVE_PASS;
                play_moves(c, &p, 1);
                continue;
            }
            return;
        }
        SearchLimits limits = own_limits(c);
        Move m = think(c, &limits);
        char name[8];
        if (c->interrupted)
            say(c, "the engine has not moved: go lets it move, game off stops the game");
        if (m == MOVE_NONE || c->interrupted)
            return;
        say(c, "frontier plays %s", move_name(m, name));
        play_moves(c, &m, 1);
        show_board(c);
    }
}

/* --- commands ----------------------------------------------------------- */

static void cmd_help(const CommandCall *call);
static void say_game_mode(Console *c);

static void cmd_board(const CommandCall *call)
{
    Console *c = call->front;
    show_board(c);
}

static void cmd_new(const CommandCall *call)
{
    Console *c = call->front;
    engine_new_game(c->engine);
    show_board(c);
    /* A game against the engine goes on with the same colours. */
    if (c->engine_side >= 0) {
        say_game_mode(c);
        engine_turns(c);
    }
}

static void cmd_play(const CommandCall *call)
{
    Console *c = call->front;
    char **args = call->args;
    int n = call->n;
    if (n == 0) {
        say(c, "usage: play <moves>   e.g. play f5 d6 or play f5d6c3");
        return;
    }
    Move list[ENGINE_MAX_GAME];
    int count = 0;
    for (int i = 0; i < n; i++) {
        size_t bad;
        char why[64];
        if (word_control_error(args[i], "move", why, sizeof why)) {
            say(c, "error: %s", why);
            return;
        }
        int got = move_list_parse(args[i], list + count, ENGINE_MAX_GAME - count, &bad);
        if (got < 0) {
            say(c, "error: cannot read moves '%s'", args[i]);
            return;
        }
        count += got;
    }
    if (play_moves(c, list, count)) {
        show_board(c);
        engine_turns(c);
    }
}

/* The optional count of undo and redo, 1 to most (1 when absent); false,
 * with the error said, when there is none to take. */
static bool parse_steps(Console *c, char **args, int n, int most, const char *verb, int *steps)
{
    int64_t asked = 1;
    if (most == 0) {
        say(c, "error: nothing to %s", verb);
        return false;
    }
    WordNumber got = n == 1 ? word_number(args[0], 1, INT64_MAX, &asked) : WORD_NUMBER_OK;
    if (got == WORD_NUMBER_OK && asked > most)
        got = WORD_TOO_LARGE;
    if (n > 1 || got != WORD_NUMBER_OK) {
        char range[32] = "1 move";
        if (most > 1)
            snprintf(range, sizeof range, "1 to %d moves", most);
        if (got == WORD_TOO_LARGE)
            say(c, "error: %s %.24s is too large: can %s %s", verb, args[0], verb, range);
        else
            say(c, "error: can %s %s", verb, range);
        return false;
    }
    *steps = (int)asked;
    return true;
}

/* The moves back to the person's last turn in a game against the engine
 * (the engine's answers and the person's move before them); 0 if the
 * person has not moved yet. */
static int moves_to_persons_turn(const Console *c)
{
    const Move *moves;
    int count = game_moves(c, &moves);
    Position pos = *engine_game_start(c->engine);
    int turn = -1;
    for (int i = 0; i < count; i++) {
        if ((int)pos.side != c->engine_side && moves[i] != MOVE_PASS)
            turn = i;
        position_play(&pos, moves[i]);
    }
    return turn < 0 ? 0 : count - turn;
}

static void cmd_undo(const CommandCall *call)
{
    Console *c = call->front;
    char **args = call->args;
    int n = call->n;
    int steps;
    if (n == 0 && c->engine_side >= 0) {
        /* In a game, undo takes back the person's move, not just the
         * engine's answer, which the engine would only play again. */
        steps = moves_to_persons_turn(c);
        if (steps == 0) {
            say(c, "error: no move of yours to undo (undo N takes back N moves)");
            return;
        }
    } else if (!parse_steps(c, args, n, game_length(c), "undo", &steps)) {
        return;
    }
    /* steps is at most the moves of the game: each undo takes one. */
    char err[256];
    for (int i = 0; i < steps; i++)
        engine_undo(c->engine, err, sizeof err);
    show_board(c);
    engine_turns(c);
}

static void cmd_redo(const CommandCall *call)
{
    Console *c = call->front;
    char **args = call->args;
    int n = call->n;
    int steps;
    if (!parse_steps(c, args, n, engine_redo_count(c->engine), "redo", &steps))
        return;
    /* steps is at most what undo took back, which plays again. */
    char err[256];
    for (int i = 0; i < steps; i++)
        engine_redo(c->engine, err, sizeof err);
    show_board(c);
    engine_turns(c);
}

static void cmd_setboard(const CommandCall *call)
{
    Console *c = call->front;
    char **args = call->args;
    int n = call->n;
    Position pos;
    char err[256];
    if (n < 1 || n > 2 || !position_parse(args[0], n == 2 ? args[1] : NULL, &pos, err, sizeof err)) {
        say(c, "error: %s", n < 1 || n > 2 ? "usage: setboard <64 squares> <b|w>" : err);
        return;
    }
    engine_set_position(c->engine, &pos, NULL, 0, err, sizeof err);
    show_board(c);
    engine_turns(c);
}

/* Limits as UOI writes them: depth N, movetime MS, nodes N, solve, wld;
 * as in UOI, 0 counts as 1. */
static bool parse_limits(Console *c, char **args, int n, SearchLimits *limits)
{
    /* Searches from a millisecond or a node up to a span no clock reaches. */
    enum { DEPTH, MOVETIME, NODES };
    static const struct {
        const char *name;
        int64_t most;
    } NUMBERED[] = {[DEPTH] = {"depth", 60}, [MOVETIME] = {"movetime", INT64_MAX / 4}, [NODES] = {"nodes", INT64_MAX / 4}};
    memset(limits, 0, sizeof *limits);
    for (int i = 0; i < n; i++) {
        if (!strcmp(args[i], "solve")) {
            limits->solve = true;
            continue;
        }
        if (!strcmp(args[i], "wld")) {
            limits->wld = true;
            continue;
        }
        size_t k = 0;
        while (k < sizeof NUMBERED / sizeof *NUMBERED && strcmp(args[i], NUMBERED[k].name))
            k++;
        if (k == sizeof NUMBERED / sizeof *NUMBERED) {
            say(c, "error: unknown limit '%s' (depth N, movetime MS, nodes N, solve, wld)", args[i]);
            return false;
        }
        int64_t v = 0;
        WordNumber got = i + 1 < n ? word_number(args[i + 1], 0, NUMBERED[k].most, &v) : WORD_NOT_A_NUMBER;
        if (got == WORD_TOO_LARGE) {
            say(c, "error: %s %.24s is too large (the most is %" PRId64 ")", args[i], args[i + 1], NUMBERED[k].most);
            return false;
        }
        if (got != WORD_NUMBER_OK) {
            if (k == DEPTH)
                say(c, "error: depth needs a whole number from 0 to %" PRId64, NUMBERED[k].most);
            else
                say(c, "error: %s needs a whole number, 0 or more", args[i]);
            return false;
        }
        if (v == 0)
            v = 1;
        if (k == DEPTH)
            limits->depth = (int)v;
        else if (k == MOVETIME)
            limits->movetime = v;
        else
            limits->nodes = (uint64_t)v;
        i++;
    }
    return true;
}

/* The limits of go or think: those given, else the console's own. */
static bool command_limits(Console *c, char **args, int n, SearchLimits *limits)
{
    if (!parse_limits(c, args, n, limits))
        return false;
    if (n == 0)
        *limits = own_limits(c);
    return true;
}

static void cmd_go(const CommandCall *call)
{
    Console *c = call->front;
    char **args = call->args;
    int n = call->n;
    SearchLimits limits;
    if (!command_limits(c, args, n, &limits))
        return;
    Move m = think(c, &limits);
    char name[8];
    if (c->interrupted) {
        say(c, "not played; the game is as it was");
        return;
    }
    if (m == MOVE_NONE) {
        say(c, "the game is over");
        return;
    }
    say(c, "frontier plays %s", move_name(m, name));
    play_moves(c, &m, 1);
    show_board(c);
}

static void cmd_think(const CommandCall *call)
{
    Console *c = call->front;
    char **args = call->args;
    int n = call->n;
    SearchLimits limits;
    if (!command_limits(c, args, n, &limits))
        return;
    char name[8];
    Move m = think(c, &limits);
    if (!c->interrupted)
        say(c, "best move: %s", move_name(m, name));
}

/* What go and think do without limits: the limit's, or the level's. */
static void say_limit(Console *c)
{
    char text[128];
    if (has_limits(&c->limits)) {
        limits_text(&c->limits, text, sizeof text);
        say(c, "limit:%s (limit off goes back to the level)", text);
        return;
    }
    int level = option_number(c, "Level");
    int solve = engine_level_solve_empties(level);
    say(c, "limit: off; level %d: depth %d, exact from %d empties, win/draw/loss from %d", level, level, solve,
        solve + ENGINE_LEVEL_WLD_EMPTIES > 60 ? 60 : solve + ENGINE_LEVEL_WLD_EMPTIES);
}

/* --- hint: the best moves with their scores ------------------------------ */

#define HINT_DEFAULT_MOVES 3

typedef struct {
    Console *console;
    SearchReport lines[SEARCH_MAX_MULTIPV]; /* the last report of each rank */
    int ranks;
} Hint;

static void hint_report(void *ctx, int index, const SearchReport *r)
{
    Hint *h = ctx;
    (void)index;
    if (r->depth <= 0)
        return;
    Thinking t = {h->console, MOVE_NONE, {0}};
    think_report(&t, r);
    int rank = r->multipv > 0 ? r->multipv : 1; /* 0: the one line */
    if (rank <= SEARCH_MAX_MULTIPV && r->pv_len > 0) {
        h->lines[rank - 1] = *r;
        if (rank > h->ranks)
            h->ranks = rank;
    }
}

static void hint_done(void *ctx)
{
    Hint *h = ctx;
    wake_search_done(h->console);
}

static void cmd_hint(const CommandCall *call)
{
    Console *c = call->front;
    char **args = call->args;
    int n = call->n;
    int64_t moves = HINT_DEFAULT_MOVES;
    int first = 0;
    if (n > 0) {
        WordNumber got = word_number(args[0], 1, SEARCH_MAX_MULTIPV, &moves);
        if (got == WORD_TOO_LARGE) {
            say(c, "error: hint %.24s is too large (the most is %d moves)", args[0], SEARCH_MAX_MULTIPV);
            return;
        }
        if (got == WORD_TOO_SMALL) {
            say(c, "error: hint needs a number of moves from 1 to %d", SEARCH_MAX_MULTIPV);
            return;
        }
        first = got == WORD_NUMBER_OK;
    }
    EngineSearch search = {*engine_position(c->engine), {0}, (int)moves, option_number(c, "Contempt")};
    if (!command_limits(c, args + first, n - first, &search.limits))
        return;
    if (board_is_game_over(&search.position.board)) {
        say(c, "the game is over");
        return;
    }
    if (!board_legal_moves(&search.position.board)) {
        say(c, "hint: pass (no move to play)");
        return;
    }
    Hint *h = calloc(1, sizeof *h); /* the search thread writes it until wait_for_search ends */
    if (!h) {
        say(c, "error: out of memory");
        return;
    }
    h->console = c;
    char err[256];
    c->interrupted = false;
    if (!engine_go_searches(c->engine, &search, 1, &(EngineRunCallbacks){hint_report, NULL, hint_done, h}, err,
                            sizeof err)) {
        say(c, "error: %s", err);
        free(h);
        return;
    }
    c->interrupted = wait_for_search(c);
    char count[16] = "";
    if (h->ranks != 1)
        snprintf(count, sizeof count, " %d", h->ranks);
    say(c, "%shint: the%s best move%s%s", c->interrupted ? "\n" : "", count, h->ranks == 1 ? "" : "s",
        c->interrupted ? " so far (interrupted)" : "");
    for (int i = 0; i < h->ranks; i++) {
        const SearchReport *r = &h->lines[i];
        char name[8], score[16], kind[8];
        score_text(r, score, sizeof score);
        kind_text(r, kind, sizeof kind);
        say(c, "  %2d. %-4s %7s %-5s depth %d", i + 1, move_name(r->pv[0], name), score, kind, r->depth);
    }
    free(h);
}

static void cmd_limit(const CommandCall *call)
{
    Console *c = call->front;
    char **args = call->args;
    int n = call->n;
    SearchLimits limits;
    if (n == 1 && !strcmp(args[0], "off")) {
        memset(&c->limits, 0, sizeof c->limits);
    } else if (n > 0) {
        if (!parse_limits(c, args, n, &limits))
            return;
        c->limits = limits;
    }
    say_limit(c);
}

static void cmd_eval(const CommandCall *call)
{
    Console *c = call->front;
    EvalBreakdown why;
    int score = engine_eval(c->engine, &why);
    for (int i = 0; i < why.count; i++)
        say(c, "  %-28s %+7.2f", why.terms[i].name, why.terms[i].value / 100.0);
    say(c, "  %-28s %+7.2f discs for the side to move", "total", score / 100.0);
}

static void cmd_set(const CommandCall *call)
{
    Console *c = call->front;
    char **args = call->args;
    int n = call->n;
    if (n < 2) {
        say(c, "usage: set <option> <value>   (options lists them)");
        return;
    }
    /* The value's words joined again; one too long for the buffer is
     * refused rather than cut. */
    char value[1024];
    size_t len = 0;
    for (int i = 1; i < n; i++) {
        int w = snprintf(value + len, sizeof value - len, "%s%s", i > 1 ? " " : "", args[i]);
        if (w < 0 || (size_t)w >= sizeof value - len) {
            say(c, "error: a value has at most %zu characters", sizeof value - 1);
            return;
        }
        len += (size_t)w;
    }
    char err[256];
    if (!engine_set_option(c->engine, args[0], value, err, sizeof err))
        say(c, "error: %s", err);
}

static void cmd_options(const CommandCall *call)
{
    Console *c = call->front;
    for (int i = 0; i < engine_option_count(); i++)
        say(c, "  %-16s %-12s default %s", engine_option(i)->name, engine_option_value(c->engine, i),
            engine_option(i)->default_value);
    if (has_limits(&c->limits)) {
        char text[128];
        limits_text(&c->limits, text, sizeof text);
        say(c, "go and think without limits stop at the limit:%s, not Level (level N goes back to it)", text);
    }
}

static void cmd_level(const CommandCall *call)
{
    Console *c = call->front;
    char **args = call->args;
    int n = call->n;
    char err[256];
    if (n != 1 || !engine_set_option(c->engine, "Level", args[0], err, sizeof err)) {
        say(c, "usage: level <1-60>");
        return;
    }
    /* The engine searches to its Level when given no limits. */
    memset(&c->limits, 0, sizeof c->limits);
}

static void say_game_mode(Console *c)
{
    if (c->engine_side < 0)
        say(c, "no game against the engine: it plays on go (game black|white starts one)");
    else
        say(c, "you play %s against the engine, which answers your moves; game off stops it",
            c->engine_side == WHITE ? "black" : "white");
}

static void cmd_game(const CommandCall *call)
{
    Console *c = call->front;
    char **args = call->args;
    int n = call->n;
    if (n == 0) {
        say_game_mode(c);
        return;
    }
    if (n == 1 && !strcasecmp(args[0], "off")) {
        c->engine_side = -1;
        say_game_mode(c);
        return;
    }
    int colour = n == 1 && (!strcasecmp(args[0], "black") || !strcasecmp(args[0], "b")) ? BLACK
               : n == 1 && (!strcasecmp(args[0], "white") || !strcasecmp(args[0], "w")) ? WHITE
                                                                                        : -1;
    if (colour < 0) {
        say(c, "usage: game [black|white|off]   (the colour you play, or no game; alone: which)");
        return;
    }
    c->engine_side = 1 - colour;
    say(c, "you play %s; type moves with play, or just the move; game off stops the engine's answers",
        colour == BLACK ? "black" : "white");
    engine_turns(c);
}

/* The game as a move list ("f5 d6 c3 ..."); false if it does not fit. */
static bool write_move_list(const Console *c, char *text, size_t size)
{
    const Move *moves;
    int count = game_moves(c, &moves);
    TextBuilder t = text_builder(text, size);
    for (int i = 0; i < count; i++) {
        char name[8];
        text_append(&t, "%s%s", i ? " " : "", move_name(moves[i], name));
    }
    return !t.overflow;
}

static const char *player_name(const Console *c, Color side)
{
    return c->engine_side == (int)side ? ENGINE_NAME : "player";
}

/* Writes a game record (text, or NULL if it did not fit) to path. */
static void save_record(Console *c, const char *path, const char *text)
{
    if (!text) {
        say(c, "error: cannot write %s: the record is too long", path);
        return;
    }
    FileWrite w;
    char err[1200];
    bool ok = file_write_open(&w, path, err, sizeof err);
    if (ok)
        ok = file_write_finish(&w, fprintf(w.f, "%s\n", text) >= 0, err, sizeof err);
    if (ok)
        say(c, "saved %d moves to %s", game_length(c), path);
    else
        say(c, "error: %s", err);
}

static void cmd_save(const CommandCall *call)
{
    Console *c = call->front;
    char **args = call->args;
    int n = call->n;
    if (n != 1) {
        say(c, "usage: save <file>   (GGF; SGF when the name ends in .sgf, a move list in .txt)");
        return;
    }
    size_t len = strlen(args[0]);
    const char *ending = len > 4 ? args[0] + len - 4 : "";
    const Position *start = engine_game_start(c->engine);
    const Move *moves;
    int count = game_moves(c, &moves);
    char text[8192];
    bool made;
    if (strcmp(ending, ".txt") == 0) {
        /* A move list can only start from the standard position. */
        Position standard;
        position_start(&standard);
        if (!board_equal(&start->board, &standard.board) || start->side != standard.side) {
            say(c, "error: a move list starts from the standard position; save this game as GGF or SGF");
            return;
        }
        made = write_move_list(c, text, sizeof text);
    } else if (strcmp(ending, ".sgf") == 0) {
        SgfGame g = {.start = *start, .count = count};
        memcpy(g.moves, moves, (size_t)count * sizeof *moves);
        snprintf(g.black, sizeof g.black, "%s", player_name(c, BLACK));
        snprintf(g.white, sizeof g.white, "%s", player_name(c, WHITE));
        made = sgf_write(&g, text, sizeof text);
    } else {
        GgfGame g = {.start = *start, .count = count};
        for (int i = 0; i < count; i++)
            g.moves[i].move = moves[i];
        snprintf(g.black, sizeof g.black, "%s", player_name(c, BLACK));
        snprintf(g.white, sizeof g.white, "%s", player_name(c, WHITE));
        made = ggf_write(&g, "?", text, sizeof text);
    }
    save_record(c, args[0], made ? text : NULL);
}

/* A game record: GGF names its game Othello and gives its board in BO;
 * any other "(;" record is read as SGF. */
static bool read_record(const char *text, Position *start, Move *moves, int *count, char *err, size_t errlen)
{
    if (strstr(text, "GM[Othello]") || strstr(text, "BO[")) {
        GgfGame g;
        if (!ggf_parse(text, &g, err, errlen))
            return false;
        *start = g.start;
        *count = g.count;
        for (int i = 0; i < g.count; i++)
            moves[i] = g.moves[i].move;
        return true;
    }
    SgfGame g;
    if (!sgf_parse(text, &g, err, errlen))
        return false;
    *start = g.start;
    *count = g.count;
    memcpy(moves, g.moves, (size_t)g.count * sizeof *moves);
    return true;
}

static void cmd_load(const CommandCall *call)
{
    Console *c = call->front;
    char **args = call->args;
    int n = call->n;
    if (n != 1) {
        say(c, "usage: load <file>   (a GGF or SGF game, or a move list)");
        return;
    }
    char err[300];
    char *text = io_read_file(args[0], SGF_MAX_FILE, err, sizeof err);
    if (!text) {
        say(c, "error: %s", err);
        return;
    }
    Position start;
    Move moves[ENGINE_MAX_GAME];
    int count;
    bool ok = true;
    if (strstr(text, "(;")) {
        ok = read_record(text, &start, moves, &count, err, sizeof err);
    } else {
        size_t bad;
        position_start(&start);
        count = move_list_parse(text, moves, ENGINE_MAX_GAME, &bad);
        if (count < 0) {
            snprintf(err, sizeof err, "cannot read the move list at character %zu", bad + 1);
            ok = false;
        }
    }
    free(text);
    if (!ok || !engine_set_position(c->engine, &start, moves, count, err, sizeof err)) {
        say(c, "error: %s", err);
        return;
    }
    show_board(c);
    engine_turns(c);
}

typedef struct {
    Console *console;
    PerftResult *result;
} PerftWait;

/* Ctrl-C stops a count as it stops a search. */
static void perft_done(void *ctx, const PerftResult *r)
{
    PerftWait *w = ctx;
    *w->result = *r;
    wake_search_done(w->console);
}

static void cmd_perft(const CommandCall *call)
{
    Console *c = call->front;
    char **args = call->args;
    int n = call->n;
    int64_t depth;
    WordNumber got = n == 1 ? word_number(args[0], 0, 14, &depth) : WORD_NOT_A_NUMBER;
    if (got == WORD_TOO_LARGE) {
        say(c, "error: perft %.24s is too large (the most is 14)", args[0]);
        return;
    }
    if (got != WORD_NUMBER_OK) {
        say(c, "usage: perft <0-14>");
        return;
    }
    PerftResult r = {0};
    PerftWait w = {c, &r}; /* the search thread writes through it until wait_for_search ends */
    char err[256];
    if (!engine_perft_go(c->engine, (int)depth, perft_done, &w, err, sizeof err)) {
        say(c, "error: %s", err);
        return;
    }
    if (wait_for_search(c) || !r.complete)
        say(c, "\nperft %d interrupted", (int)depth);
    else
        say(c, "perft %d: %" PRIu64, (int)depth, r.leaves);
}

static void cmd_colour(const CommandCall *call)
{
    Console *c = call->front;
    char **args = call->args;
    int n = call->n;
    if (n != 1 || (strcmp(args[0], "on") && strcmp(args[0], "off"))) {
        say(c, "usage: colour on|off");
        return;
    }
    c->colour = !strcmp(args[0], "on");
    show_board(c);
}

static void cmd_history(const CommandCall *call)
{
    Console *c = call->front;
    const Move *moves;
    int count = game_moves(c, &moves);
    char line[1024];
    size_t used = 0;
    line[0] = '\0';
    for (int i = 0; i < count && used + 8 < sizeof line; i++) {
        char name[8];
        used += (size_t)snprintf(line + used, sizeof line - used, "%s ", move_name(moves[i], name));
    }
    say(c, "%d move%s: %s", count, count == 1 ? "" : "s", line);
}

static void cmd_quit(const CommandCall *call)
{
    Console *c = call->front;
    c->quit = true;
}

const Command CONSOLE_COMMANDS[] = {
    {"help", cmd_help, 0, COMMAND_ANY_ARGS, "[command]", "list the commands, or explain one"},
    {"board", cmd_board, 0, COMMAND_ANY_ARGS, "", "show the board"},
    {"new", cmd_new, 0, COMMAND_ANY_ARGS, "", "start a new game from the standard position"},
    {"play", cmd_play, 0, COMMAND_ANY_ARGS, "<moves>", "play moves (f5 d6 or f5d6, pass)"},
    {"undo", cmd_undo, 0, COMMAND_ANY_ARGS, "[n]", "take back n moves (default 1; in a game, your last move)"},
    {"redo", cmd_redo, 0, COMMAND_ANY_ARGS, "[n]", "play again n undone moves"},
    {"setboard", cmd_setboard, 0, COMMAND_ANY_ARGS, "<64 squares> <b|w>",
     "set up a position (X black, O white, - empty)"},
    {"go", cmd_go, 0, COMMAND_ANY_ARGS, "[depth N|movetime MS|nodes N|solve|wld]", "let the engine think and play"},
    {"think", cmd_think, 0, COMMAND_ANY_ARGS, "[limits]", "let the engine think without playing"},
    {"hint", cmd_hint, 0, COMMAND_ANY_ARGS, "[n] [limits]", "the n best moves with their scores (default 3)"},
    {"limit", cmd_limit, 0, COMMAND_ANY_ARGS, "[depth N|movetime MS|nodes N|off]",
     "how long the engine thinks by default, instead of its level"},
    {"level", cmd_level, 0, COMMAND_ANY_ARGS, "<1-60>", "the depth go and think search to, solving the endgame"},
    {"game", cmd_game, 0, COMMAND_ANY_ARGS, "[black|white|off]",
     "play a game against the engine with that colour, or stop"},
    {"eval", cmd_eval, 0, COMMAND_ANY_ARGS, "", "the evaluation of the position, term by term"},
    {"set", cmd_set, 0, COMMAND_ANY_ARGS, "<option> <value>", "set an engine option (Preset, Eval, Hash, ...)"},
    {"options", cmd_options, 0, COMMAND_ANY_ARGS, "", "list the engine options"},
    {"load", cmd_load, 0, COMMAND_ANY_ARGS, "<file>", "load a GGF or SGF game or a move list"},
    {"save", cmd_save, 0, COMMAND_ANY_ARGS, "<file>",
     "save the game as GGF (SGF if the name ends in .sgf, a move list in .txt)"},
    {"history", cmd_history, 0, COMMAND_ANY_ARGS, "", "the moves of the game"},
    {"analyze", console_cmd_analyze, 0, COMMAND_ANY_ARGS, "[depth N|movetime MS] [solve E] [svg FILE] [json]",
     "review the game: each move's loss, mistakes, the result"},
    {"perft", cmd_perft, 0, COMMAND_ANY_ARGS, "<depth>", "count the move tree from here"},
    {"colour", cmd_colour, 0, COMMAND_ANY_ARGS, "on|off", "paint the board with terminal colours"},
    {"quit", cmd_quit, 0, COMMAND_ANY_ARGS, "", "leave (as Ctrl-D does)"},
};
const size_t CONSOLE_COMMAND_COUNT = sizeof CONSOLE_COMMANDS / sizeof *CONSOLE_COMMANDS;

static void cmd_help(const CommandCall *call)
{
    Console *c = call->front;
    char **args = call->args;
    int n = call->n;
    bool found = false;
    for (size_t i = 0; i < CONSOLE_COMMAND_COUNT; i++)
        if (n == 0 || !strcmp(args[0], CONSOLE_COMMANDS[i].name)) {
            say(c, "  %-9s %-40s %s", CONSOLE_COMMANDS[i].name, CONSOLE_COMMANDS[i].args, CONSOLE_COMMANDS[i].help);
            found = true;
        }
    const char *text = n == 1 && found ? console_help_text(args[0]) : NULL;
    /* One command's explanation, each line indented under its line. */
    while (text && *text) {
        size_t len = strcspn(text, "\n");
        say(c, "    %.*s", (int)len, text);
        text += len + (text[len] == '\n');
    }
    if (n == 0) {
        say(c, "  a move alone (f5) plays it");
    } else if (!found) {
        char names[512];
        TextBuilder t = text_builder(names, sizeof names);
        for (size_t i = 0; i < CONSOLE_COMMAND_COUNT; i++)
            text_append(&t, " %s", CONSOLE_COMMANDS[i].name);
        say(c, "error: no command '%s'; the commands are:%s", args[0], names);
    }
}

void console_execute(Console *c, char *line)
{
    char *words[256];
    int n = io_split_words(line, words, 256);
    if (n < 0) {
        say(c, "error: too many words");
        return;
    }
    if (n == 0)
        return;
    /* An argument with a control character is refused by name before any
     * command echoes it (play names its moves itself). */
    for (int i = 1; i < n && strcmp(words[0], "play"); i++) {
        char why[96], what[48];
        snprintf(what, sizeof what, "%.24s's argument", words[0]);
        if (command_find(CONSOLE_COMMANDS, CONSOLE_COMMAND_COUNT, words[0])
            && word_control_error(words[i], what, why, sizeof why)) {
            say(c, "error: %s", why);
            return;
        }
    }
    /* The console's rows take any count: each command says its usage. */
    if (command_run(CONSOLE_COMMANDS, CONSOLE_COMMAND_COUNT, words[0], &(CommandCall){c, -1, words + 1, n - 1, NULL},
                    NULL) == COMMAND_RAN)
        return;
    Move m[ENGINE_MAX_GAME];
    size_t bad;
    if (move_list_parse(words[0], m, ENGINE_MAX_GAME, &bad) > 0) {
        cmd_play(&(CommandCall){c, -1, words, n, NULL});
        return;
    }
    char why[64];
    if (word_control_error(words[0], "command or move", why, sizeof why))
        say(c, "error: %s", why);
    else
        say(c, "unknown command '%s' (help lists the commands)", words[0]);
}

Console *console_new(FILE *out, bool interactive)
{
    Console *c = calloc(1, sizeof *c);
    if (!c || !(c->engine = io_engine_new())) {
        free(c);
        return NULL;
    }
    output_init(&c->out, out);
    c->interactive = interactive;
    c->colour = interactive;
    c->engine_side = -1;
    c->wake_read = c->wake_write = -1;
    return c;
}

void console_free(Console *c)
{
    engine_free(c->engine);
    output_destroy(&c->out);
    free(c);
}

void console_greet(Console *c)
{
    say(c, "%s console; help lists the commands, tab completes, Ctrl-C stops a search, quit or Ctrl-D leaves",
        ENGINE_NAME);
    show_board(c);
}

void console_set_interrupt(Console *c, int read_fd, int write_fd, volatile sig_atomic_t *unheard)
{
    c->wake_read = read_fd;
    c->wake_write = write_fd;
    c->interrupt_unheard = unheard;
}

void console_say_error(Console *c, const char *what) { say(c, "error: %s", what); }

bool console_done(const Console *c) { return c->quit; }

const Position *console_position(const Console *c) { return engine_position(c->engine); }

struct Engine *console_engine(Console *c) { return c->engine; }
void console_say_text(Console *c, const char *text) { output_text(&c->out, text); }
bool console_wait_search(Console *c) { return wait_for_search(c); }
void console_search_done(Console *c) { wake_search_done(c); }
