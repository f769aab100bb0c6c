/* GTP: one response per command, "=[id] result" or "?[id] reason", each
 * followed by an empty line. The engine keeps the game (play, undo). */
#include "gtp.h"
#include "gtp_clock.h"
#include "gtp_settings.h"
#include "gtp_words.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "board_text.h"
#include "command.h"
#include "config.h"
#include "engine.h"
#include "engine_open.h"
#include "file_read.h"
#include "line_reader.h"
#include "sgf.h"
#include "word_check.h"

typedef struct {
    Engine *engine;
    FILE *out;
    GtpClock clock;
    bool quit;
} Gtp;

static void respond(Gtp *g, int id, bool ok, const char *text)
{
    /* An error is one line, whatever it quotes: a newline in it would end
     * the answer early, and what follows would read as another. */
    char shown[1024];
    if (!ok && text) {
        word_printable(text, shown, sizeof shown);
        text = shown;
    }
    /* A diagram starts on its own line, with no blank after the id. */
    if (text && text[0] == '\n') {
        if (id >= 0)
            fprintf(g->out, "%c%d%s\n\n", ok ? '=' : '?', id, text);
        else
            fprintf(g->out, "%c%s\n\n", ok ? '=' : '?', text);
        fflush(g->out);
        return;
    }
    if (id >= 0)
        fprintf(g->out, "%c%d%s%s\n\n", ok ? '=' : '?', id, text && *text ? " " : "", text ? text : "");
    else
        fprintf(g->out, "%c%s%s\n\n", ok ? '=' : '?', text && *text ? " " : "", text ? text : "");
    fflush(g->out);
}

static int parse_colour(const char *s)
{
    if (!strcasecmp(s, "b") || !strcasecmp(s, "black"))
        return BLACK;
    if (!strcasecmp(s, "w") || !strcasecmp(s, "white"))
        return WHITE;
    return -1;
}

/* Plays m for colour; the forced pass of the side to move is put in when
 * the other colour is named. */
static bool play_for(Gtp *g, int colour, Move m)
{
    const Position *pos = engine_position(g->engine);
    if ((int)pos->side != colour
        && (board_legal_moves(&pos->board) || board_is_game_over(&pos->board) || m == MOVE_PASS))
        return false;
    char err[256];
    return engine_play(g->engine, m, err, sizeof err);
}

/* The last move of the game, MOVE_NONE before the first. */
static Move last_move(const Gtp *g)
{
    const Move *moves;
    int count = engine_game_moves(g->engine, &moves);
    return count ? moves[count - 1] : MOVE_NONE;
}

static void cmd_protocol_version(const CommandCall *call)
{
    Gtp *g = call->front;
    int id = call->id;
    respond(g, id, true, "2");
}

static void cmd_name(const CommandCall *call)
{
    Gtp *g = call->front;
    int id = call->id;
    respond(g, id, true, ENGINE_NAME);
}

static void cmd_version(const CommandCall *call)
{
    Gtp *g = call->front;
    int id = call->id;
    respond(g, id, true, PACKAGE_VERSION);
}

static void cmd_quit(const CommandCall *call)
{
    Gtp *g = call->front;
    int id = call->id;
    respond(g, id, true, "");
    g->quit = true;
}

/* Othello has no komi: a number is accepted and ignored. */
static void cmd_komi(const CommandCall *call)
{
    Gtp *g = call->front;
    int id = call->id;
    char **a = call->args;
    double komi;
    char err[128];
    bool ok = gtp_decimal(NULL, "komi", a[0], -1e6, 1e6, &komi, err, sizeof err);
    respond(g, id, ok, ok ? "" : err);
}

static void cmd_boardsize(const CommandCall *call)
{
    Gtp *g = call->front;
    int id = call->id;
    char **a = call->args;
    /* GTP's "unacceptable size" for a size other than 8, and why. */
    int64_t size;
    char err[128];
    bool ok = gtp_whole(NULL, "unacceptable size:", a[0], 8, 8, &size, err, sizeof err);
    respond(g, id, ok, ok ? "" : err);
}

static void cmd_clear_board(const CommandCall *call)
{
    Gtp *g = call->front;
    int id = call->id;
    engine_new_game(g->engine);
    respond(g, id, true, "");
}

static void cmd_play(const CommandCall *call)
{
    Gtp *g = call->front;
    int id = call->id;
    char **a = call->args;
    int colour = parse_colour(a[0]);
    Move m = move_parse(a[1]);
    if (colour < 0 || m == MOVE_NONE) {
        respond(g, id, false, "syntax error");
        return;
    }
    bool ok = play_for(g, colour, m);
    respond(g, id, ok, ok ? "" : "illegal move");
}

typedef struct {
    Move best;
} GenmoveResult;

static void on_bestmove(void *ctx, Move best, Move ponder, const SearchReport *final)
{
    (void)ponder;
    (void)final;
    ((GenmoveResult *)ctx)->best = best;
}

/* genmove and reg_genmove: the engine's move for the colour call names,
 * played or not. */
static void genmove(const CommandCall *call, bool play)
{
    Gtp *g = call->front;
    int id = call->id;
    int colour = parse_colour(call->args[0]);
    if (colour < 0) {
        respond(g, id, false, "syntax error");
        return;
    }
    const Position *pos = engine_position(g->engine);
    /* Another colour's turn: this colour moves only after a forced pass
     * of the side to move; otherwise, and at the end, it passes. */
    bool must_pass = !board_is_game_over(&pos->board) && !board_legal_moves(&pos->board);
    if (board_is_game_over(&pos->board) || ((int)pos->side != colour && !must_pass)) {
        respond(g, id, true, "pass");
        return;
    }
    Position search_pos = *pos;
    if ((int)search_pos.side != colour)
        position_play(&search_pos, MOVE_PASS);
    SearchLimits limits = gtp_clock_limits(&g->clock, colour);
    GenmoveResult r = {MOVE_NONE};
    char err[256];
    if (!engine_go_position(g->engine, &search_pos, &limits, &(EngineCallbacks){NULL, on_bestmove, &r}, true, err,
                            sizeof err)) {
        respond(g, id, false, err);
        return;
    }
    engine_wait(g->engine);
    if (r.best == MOVE_NONE || r.best == MOVE_PASS) {
        if (play && r.best == MOVE_PASS)
            play_for(g, colour, MOVE_PASS);
        respond(g, id, true, "pass");
        return;
    }
    if (play && !play_for(g, colour, r.best)) {
        respond(g, id, false, "internal error: engine move rejected");
        return;
    }
    char name[8];
    move_name(r.best, name);
    name[0] = (char)toupper((unsigned char)name[0]);
    respond(g, id, true, name);
}

static void cmd_genmove(const CommandCall *call) { genmove(call, true); }
static void cmd_reg_genmove(const CommandCall *call) { genmove(call, false); }

static void cmd_undo(const CommandCall *call)
{
    Gtp *g = call->front;
    int id = call->id;
    char err[256];
    bool ok = engine_undo(g->engine, err, sizeof err);
    respond(g, id, ok, ok ? "" : "cannot undo");
}

static void cmd_showboard(const CommandCall *call)
{
    Gtp *g = call->front;
    int id = call->id;
    char text[4096];
    text[0] = '\n';
    board_text(engine_position(g->engine), last_move(g), false, "", text + 1,
               sizeof text - 1);
    size_t len = strlen(text);
    if (len && text[len - 1] == '\n')
        text[len - 1] = '\0';
    respond(g, id, true, text);
}

static void cmd_final_score(const CommandCall *call)
{
    Gtp *g = call->front;
    int id = call->id;
    const Position *pos = engine_position(g->engine);
    if (!board_is_game_over(&pos->board)) {
        respond(g, id, false, "cannot score");
        return;
    }
    int score = position_final_score(pos);
    char text[16];
    if (score == 0)
        snprintf(text, sizeof text, "0");
    else
        snprintf(text, sizeof text, "%c+%d", score > 0 ? 'B' : 'W', score > 0 ? score : -score);
    respond(g, id, true, text);
}

/* Byo-yomi periods of more moves than a game has are as good as main time. */
#define GTP_MAX_STONES 1000

static bool parse_seconds(const char *command, const char *what, const char *s, int64_t *ms, char *err, size_t size)
{
    double v;
    if (!gtp_decimal(command, what, s, 0, 1e9, &v, err, size))
        return false;
    *ms = (int64_t)(v * 1000);
    return true;
}

static void cmd_time_settings(const CommandCall *call)
{
    Gtp *g = call->front;
    int id = call->id;
    char **a = call->args;
    int64_t main_ms, byo_ms;
    int64_t stones;
    char err[128];
    if (!parse_seconds("time_settings", "main time", a[0], &main_ms, err, sizeof err)
        || !parse_seconds("time_settings", "byo-yomi time", a[1], &byo_ms, err, sizeof err)
        || !gtp_whole("time_settings", "stones", a[2], 0, GTP_MAX_STONES, &stones, err, sizeof err)) {
        respond(g, id, false, err);
        return;
    }
    gtp_clock_settings(&g->clock, main_ms, byo_ms, (int)stones);
    respond(g, id, true, "");
}

static void cmd_time_left(const CommandCall *call)
{
    Gtp *g = call->front;
    int id = call->id;
    char **a = call->args;
    int colour = parse_colour(a[0]);
    int64_t ms;
    int64_t stones;
    char err[128] = "syntax error";
    if (colour < 0 || !parse_seconds("time_left", "time", a[1], &ms, err, sizeof err)
        || !gtp_whole("time_left", "stones", a[2], 0, GTP_MAX_STONES, &stones, err, sizeof err)) {
        respond(g, id, false, err);
        return;
    }
    gtp_clock_left(&g->clock, colour, ms, (int)stones);
    respond(g, id, true, "");
}

/* loadsgf file [k]: the record's game up to the position before its move
 * k (to the end without k). Nothing changes when the file cannot be read
 * or its moves are not legal. */
static void cmd_loadsgf(const CommandCall *call)
{
    Gtp *g = call->front;
    int id = call->id;
    char **a = call->args;
    int n = call->n;
    int64_t k = ENGINE_MAX_GAME + 1;
    char reason[256], err[300];
    if (n == 2 && !gtp_whole("loadsgf", "move", a[1], 1, INT32_MAX, &k, err, sizeof err)) {
        respond(g, id, false, err);
        return;
    }
    char *text = io_read_file(a[0], SGF_MAX_FILE, reason, sizeof reason);
    SgfGame record;
    bool ok = text && sgf_parse(text, &record, reason, sizeof reason);
    free(text);
    if (ok && !engine_set_position(g->engine, &record.start, record.moves, sgf_moves_before(&record, (int)k), reason,
                                   sizeof reason)) {
        ok = false;
        snprintf(reason, sizeof reason, "the engine refused the position");
    }
    snprintf(err, sizeof err, "cannot load file: %s", reason);
    respond(g, id, ok, ok ? "" : err);
}

static void cmd_list_games(const CommandCall *call)
{
    Gtp *g = call->front;
    int id = call->id;
    respond(g, id, true, "Othello");
}

static void cmd_set_game(const CommandCall *call)
{
    Gtp *g = call->front;
    int id = call->id;
    char **a = call->args;
    int n = call->n;
    bool ok = n == 1 && strcasecmp(a[0], "Othello") == 0;
    respond(g, id, ok, ok ? "" : "unsupported game");
}

/* GoGui's rules extension (gogui-rules_*): a GoGui built for games other
 * than Go asks the engine for the board, the side to move, the legal moves
 * and the result. GoGui draws its row 1 at the bottom, so the board goes
 * out row 8 first: the squares it shows then carry the names the engine
 * gives them (the board looks mirrored top to bottom, as with Egaroucid). */
static void cmd_rules_game_id(const CommandCall *call)
{
    Gtp *g = call->front;
    int id = call->id;
    respond(g, id, true, "Othello");
}

static void cmd_rules_board_size(const CommandCall *call)
{
    Gtp *g = call->front;
    int id = call->id;
    respond(g, id, true, "8");
}

static void cmd_rules_side_to_move(const CommandCall *call)
{
    Gtp *g = call->front;
    int id = call->id;
    respond(g, id, true, engine_position(g->engine)->side == BLACK ? "black" : "white");
}

/* The legal moves in square order, upper case as GoGui names points;
 * "pass" when that is the one move, nothing once the game is over. */
static void cmd_rules_legal_moves(const CommandCall *call)
{
    Gtp *g = call->front;
    int id = call->id;
    const Board *b = &engine_position(g->engine)->board;
    char text[256] = "";
    size_t used = 0;
    int sq;
    BB_FOREACH(sq, board_legal_moves(b)) {
        char name[8];
        move_name(sq, name);
        used += (size_t)snprintf(text + used, sizeof text - used, "%s%c%c", used ? " " : "",
                                 toupper((unsigned char)name[0]), name[1]);
    }
    if (!used && !board_is_game_over(b))
        snprintf(text, sizeof text, "pass");
    respond(g, id, true, text);
}

static void cmd_rules_board(const CommandCall *call)
{
    Gtp *g = call->front;
    int id = call->id;
    const Position *pos = engine_position(g->engine);
    Bitboard black = position_black(pos), white = (pos->board.player | pos->board.opponent) & ~black;
    char text[8 * 17 + 2];
    size_t used = 0;
    for (int row = 7; row >= 0; row--) {
        text[used++] = '\n';
        for (int col = 0; col < 8; col++) {
            Bitboard square = BB_SQUARE(row * 8 + col);
            text[used++] = black & square ? 'X' : white & square ? 'O' : '.';
            if (col < 7)
                text[used++] = ' ';
        }
    }
    text[used] = '\0';
    respond(g, id, true, text);
}

/* The winner's colour, draw, or unknown while the game goes on. */
static void cmd_rules_final_result(const CommandCall *call)
{
    Gtp *g = call->front;
    int id = call->id;
    const Position *pos = engine_position(g->engine);
    int score = position_final_score(pos);
    respond(g, id, true,
            !board_is_game_over(&pos->board) ? "unknown" : score > 0 ? "black" : score < 0 ? "white" : "draw");
}

/* GoGui's analyze commands: what its Tools menu offers for this engine,
 * one "type/label/command" a line. */
static void cmd_analyze_commands(const CommandCall *call)
{
    respond(call->front, call->id, true,
            "param/Frontier Settings/frontier-settings\n"
            "string/Frontier Evaluation/frontier-evaluation");
}

/* GoGui's param command: no arguments list the options, "key value" sets
 * one. */
static void cmd_settings(const CommandCall *call)
{
    Gtp *g = call->front;
    if (call->n == 0) {
        char text[8192];
        gtp_settings_list(g->engine, text, sizeof text);
        respond(g, call->id, true, text);
        return;
    }
    char err[300];
    bool ok = gtp_settings_set(g->engine, call->args, call->n, err, sizeof err);
    respond(g, call->id, ok, ok ? "" : err);
}

typedef struct {
    SearchReport final;
    Move best;
} Evaluation;

static void on_evaluated(void *ctx, Move best, Move ponder, const SearchReport *final)
{
    (void)ponder;
    Evaluation *ev = ctx;
    ev->best = best;
    if (final)
        ev->final = *final;
}

/* The position as a search at the Level option's depth sees it, for the
 * side to move: its best move, the score in discs, the depth. */
static void cmd_evaluation(const CommandCall *call)
{
    Gtp *g = call->front;
    const Position *pos = engine_position(g->engine);
    char text[160];
    if (board_is_game_over(&pos->board)) {
        int score = position_final_score(pos);
        snprintf(text, sizeof text, "game over: %s", score > 0 ? "black wins" : score < 0 ? "white wins" : "draw");
        respond(g, call->id, true, text);
        return;
    }
    Evaluation ev = {.best = MOVE_NONE};
    char err[256];
    if (!engine_go_position(g->engine, pos, &(SearchLimits){0}, &(EngineCallbacks){NULL, on_evaluated, &ev}, false,
                            err, sizeof err)) {
        respond(g, call->id, false, err);
        return;
    }
    engine_wait(g->engine);
    const SearchReport *r = &ev.final;
    char move[8];
    if (ev.best == MOVE_PASS || ev.best == MOVE_NONE)
        snprintf(move, sizeof move, "pass");
    else
        move_name(ev.best, move);
    move[0] = (char)toupper((unsigned char)move[0]);
    if (r->kind == SCORE_WLD)
        snprintf(text, sizeof text, "%s to move: %s, %s (solved)", pos->side == BLACK ? "black" : "white", move,
                 r->score > 0 ? "a win" : r->score < 0 ? "a loss" : "a draw");
    else
        snprintf(text, sizeof text, "%s to move: %s, %+.2f discs (depth %d%s)", pos->side == BLACK ? "black" : "white",
                 move, r->kind == SCORE_CD ? r->score / 100.0 : (double)r->score, r->depth,
                 r->kind == SCORE_DISC ? ", exact" : "");
    respond(g, call->id, true, text);
}

static void cmd_known_command(const CommandCall *call);
static void cmd_list_commands(const CommandCall *call);

/* A wrong number of arguments is a syntax error; the rows of any count
 * check their own or take none. GTP lists names only: no help. */
#define ANY COMMAND_ANY_ARGS
static const Command COMMANDS[] = {
    {"protocol_version", cmd_protocol_version, 0, ANY, "", NULL},
    {"name", cmd_name, 0, ANY, "", NULL},
    {"version", cmd_version, 0, ANY, "", NULL},
    {"known_command", cmd_known_command, 0, ANY, "<command>", NULL},
    {"list_commands", cmd_list_commands, 0, ANY, "", NULL},
    {"quit", cmd_quit, 0, ANY, "", NULL},
    {"boardsize", cmd_boardsize, 1, 1, "<size>", NULL},
    {"clear_board", cmd_clear_board, 0, ANY, "", NULL},
    {"komi", cmd_komi, 1, 1, "<komi>", NULL},
    {"play", cmd_play, 2, 2, "<colour> <move>", NULL},
    {"genmove", cmd_genmove, 1, 1, "<colour>", NULL},
    {"reg_genmove", cmd_reg_genmove, 1, 1, "<colour>", NULL},
    {"undo", cmd_undo, 0, ANY, "", NULL},
    {"showboard", cmd_showboard, 0, ANY, "", NULL},
    {"final_score", cmd_final_score, 0, ANY, "", NULL},
    {"time_settings", cmd_time_settings, 3, 3, "<main> <byo-yomi> <stones>", NULL},
    {"time_left", cmd_time_left, 3, 3, "<colour> <time> <stones>", NULL},
    {"loadsgf", cmd_loadsgf, 1, 2, "<file> [move]", NULL},
    {"list_games", cmd_list_games, 0, ANY, "", NULL},
    {"set_game", cmd_set_game, 0, ANY, "<game>", NULL},
    {"gogui-rules_game_id", cmd_rules_game_id, 0, ANY, "", NULL},
    {"gogui-rules_board_size", cmd_rules_board_size, 0, ANY, "", NULL},
    {"gogui-rules_side_to_move", cmd_rules_side_to_move, 0, ANY, "", NULL},
    {"gogui-rules_legal_moves", cmd_rules_legal_moves, 0, ANY, "", NULL},
    {"gogui-rules_board", cmd_rules_board, 0, ANY, "", NULL},
    {"gogui-rules_final_result", cmd_rules_final_result, 0, ANY, "", NULL},
    {"gogui-analyze_commands", cmd_analyze_commands, 0, ANY, "", NULL},
    {"frontier-settings", cmd_settings, 0, ANY, "[<option> <value>]", NULL},
    {"frontier-evaluation", cmd_evaluation, 0, ANY, "", NULL},
};
#undef ANY
#define COMMAND_COUNT (sizeof COMMANDS / sizeof *COMMANDS)

bool gtp_knows_command(const char *name)
{
    return command_find(COMMANDS, COMMAND_COUNT, name) != NULL;
}

static void cmd_known_command(const CommandCall *call)
{
    Gtp *g = call->front;
    int id = call->id;
    char **a = call->args;
    int n = call->n;
    respond(g, id, true, n == 1 && gtp_knows_command(a[0]) ? "true" : "false");
}

static void cmd_list_commands(const CommandCall *call)
{
    Gtp *g = call->front;
    int id = call->id;
    char text[1024];
    size_t used = 0;
    for (size_t i = 0; i < COMMAND_COUNT; i++)
        used += (size_t)snprintf(text + used, sizeof text - used, "%s%s", i ? "\n" : "", COMMANDS[i].name);
    respond(g, id, true, text);
}

/* # starts a comment; returns false for a line that is then empty. Other
 * control characters stay, to be named in the answer: GTP would drop them,
 * but then "play b \x01f5" would play f5 unseen. */
static bool preprocess(char *line)
{
    char *hash = strchr(line, '#');
    if (hash)
        *hash = '\0';
    for (char *r = line; *r; r++)
        if (*r == '\t')
            *r = ' ';
    return strspn(line, " ") != strlen(line);
}

#define GTP_BAD_ID (-2)
#define GTP_MAX_ID 1000000000

/* The id a line starts with: -1 without one (the first word, past any
 * blanks, is not a number), GTP_BAD_ID, with err, for a number out of
 * range, with more glued to it or with a control character. Read before
 * the line is cut into words, after the comment is gone. */
static int leading_id(const char *line, char *err, size_t size)
{
    line += strspn(line, " ");
    if (!isdigit((unsigned char)*line))
        return -1;
    char word[64];
    size_t len = strcspn(line, " ");
    snprintf(word, sizeof word, "%.*s", (int)(len < sizeof word ? len : sizeof word - 1), line);
    if (word_control_error(word, "id", err, size))
        return GTP_BAD_ID;
    int64_t v;
    /* A number longer than the copy is too large all the same. */
    if (len >= sizeof word && word_number(word, 0, GTP_MAX_ID, &v) == WORD_TOO_LARGE) {
        snprintf(err, size, "id %.24s is too large (the most is %d)", word, GTP_MAX_ID);
        return GTP_BAD_ID;
    }
    if (!gtp_whole(NULL, "id", word, 0, GTP_MAX_ID, &v, err, size))
        return GTP_BAD_ID;
    return (int)v;
}

int gtp_run(FILE *in, FILE *out)
{
    Gtp g = {.engine = io_engine_new(), .out = out};
    gtp_clock_init(&g.clock);
    char *line = malloc(IO_MAX_LINE);
    if (!g.engine || !line) {
        engine_free(g.engine);
        free(line);
        return 1;
    }
    while (!g.quit) {
        LineStatus st = io_read_line(in, line);
        if (st == LINE_EOF)
            break;
        /* The id comes first, so that every answer carries it: one to a
         * line too long or of too many words too. */
        bool blank = !preprocess(line);
        char err[160];
        int id = leading_id(line, err, sizeof err);
        if (id == GTP_BAD_ID) {
            respond(&g, -1, false, err);
            continue;
        }
        if (st == LINE_TOO_LONG) {
            respond(&g, id, false, "line too long");
            continue;
        }
        if (blank)
            continue;
        char *words[64];
        int n = io_split_words(line, words, 64);
        if (n <= 0) {
            respond(&g, id, false, n < 0 ? "too many words" : "syntax error");
            continue;
        }
        int first = id >= 0;
        if (first >= n) {
            respond(&g, id, false, "syntax error");
            continue;
        }
        CommandCall call = {&g, id, words + first + 1, n - first - 1, NULL};
        const Command *known = command_find(COMMANDS, COMMAND_COUNT, words[first]);
        if (known ? gtp_control_error(known->name, known->args, call.args, call.n, err, sizeof err)
                  : word_control_error(words[first], "command", err, sizeof err)) {
            respond(&g, id, false, err);
            continue;
        }
        CommandStatus ran = command_run(COMMANDS, COMMAND_COUNT, words[first], &call, NULL);
        if (ran != COMMAND_RAN)
            respond(&g, id, false, ran == COMMAND_UNKNOWN ? "unknown command" : "syntax error");
    }
    engine_free(g.engine);
    free(line);
    return 0;
}

