/* NBoard: the GUI sends the game (set game, move), the depth, then ping
 * and a request (go, hint, analyze, learn). Searches run on the engine's
 * search thread (a go, or a run of searches for hint and analyze) so that
 * ping always answers. Evals are in discs. The depth is a
 * level (engine_level_limits): a midgame depth, and the empties from
 * which the endgame is solved. The GUI cannot set options, and a player
 * expects the openings of the book: go plays the book's best move where
 * the position is in the book, and hint shows the book's moves and
 * searches only the others. */
#include "nboard.h"

#include <ctype.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "clock.h"
#include "command.h"
#include "engine.h"
#include "ggf.h"
#include "engine_open.h"
#include "line_reader.h"
#include "locked_output.h"
#include "word_check.h"

#define NBOARD_MAX_CONTEMPT 10000

/* The game's clocks, as set game gave them less the times of the moves
 * since; the game itself is the engine's. */
typedef struct {
    double start[2]; /* black's and white's, seconds; below 0: none */
    double left[2];
    double increment;
} GuiClocks;

typedef struct {
    Engine *engine;
    Output out;
    GuiClocks clock;
    int depth;
    int contempt; /* centi-discs a proven draw is worth to black (set contempt) */
    bool book_warned; /* a missing book has been told, once */
    /* The hint in progress: the empties of its root. */
    int hint_empties;
    /* The analysis in progress: the game's position each search of its
     * run is, its nodes so far and its start. */
    int analyze_position[ENGINE_MAX_SEARCHES];
    uint64_t analyze_nodes;
    int64_t analyze_start_ms;
    /* The go in progress. */
    int64_t go_start_ms;
    int go_empties; /* of the position go searches */
    bool quit;
} NBoard;

/* "F5D6PA": one token, as NBoard wants a PV. */
static void pv_text(const Move *pv, int n, char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < n && used + 3 < size; i++) {
        char name[8];
        const char *t = pv[i] == MOVE_PASS ? "PA" : move_name(pv[i], name);
        buf[used++] = (char)toupper((unsigned char)t[0]);
        buf[used++] = (char)toupper((unsigned char)t[1]);
        buf[used] = '\0';
    }
}

static double report_discs(const SearchReport *r)
{
    return r->kind == SCORE_CD ? r->score / 100.0 : r->kind == SCORE_WLD ? r->score : (double)r->score;
}

/* The depth field of a search line, empties being those of the searched
 * root: 100% for an exact score, 100%W for a proved win, draw or loss, and
 * the depth with its confidence (24@98%) for a selective search to the end
 * of the game, which NBoard shows as a probable solve. */
static const char *report_depth(const SearchReport *r, int empties, char *buf, size_t size)
{
    if (r->kind == SCORE_DISC)
        return "100%";
    if (r->kind == SCORE_WLD)
        return "100%W";
    if (r->depth >= empties && search_report_selective(r))
        snprintf(buf, size, "%d@%d%%", r->depth, r->selectivity);
    else
        snprintf(buf, size, "%d", r->depth);
    return buf;
}

/* A search's line: "search <pv> <eval> 0 <depth>" (empties: the root's). */
static void send_search_line(NBoard *nb, const SearchReport *r, int empties)
{
    char pv[160], depth[16];
    pv_text(r->pv, r->pv_len, pv, sizeof pv);
    output_line(&nb->out, "search %s %.2f 0 %s", pv, report_discs(r), report_depth(r, empties, depth, sizeof depth));
}

/* NBoard has no error reply, and the GUI hides stderr: an error goes to
 * the GUI's status line too, where the user sees it. */
static void report_error(NBoard *nb, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void report_error(NBoard *nb, const char *fmt, ...)
{
    char text[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    /* One line, whatever the reason quotes: a control character goes as
     * its code. */
    char shown[512];
    word_printable(text, shown, sizeof shown);
    fprintf(stderr, "frontier: %s\n", shown);
    output_line(&nb->out, "status %s", shown);
}

static void send_nodestats(NBoard *nb, uint64_t nodes, int64_t ms)
{
    output_line(&nb->out, "nodestats %llu %.2f", (unsigned long long)nodes, (double)ms / 1000.0);
}

/* A book move's line: "book <move> <eval> <games> <depth>". */
static void send_book_line(NBoard *nb, const BookMove *m)
{
    char move[4];
    pv_text(&m->move, 1, move, sizeof move);
    output_line(&nb->out, "book %s %.2f %u %d", move, m->score / 100.0, m->games, m->depth);
}

/* Stops whatever runs and waits until it has ended, its last line out. */
static void stop_everything(NBoard *nb)
{
    engine_stop(nb->engine);
    engine_wait(nb->engine);
}

/* --- go --------------------------------------------------------------- */

static void go_report(void *ctx, const SearchReport *r)
{
    NBoard *nb = ctx;
    if (r->depth > 0)
        send_search_line(nb, r, nb->go_empties);
    send_nodestats(nb, r->nodes, r->time_ms);
}

static void go_bestmove(void *ctx, Move best, Move ponder, const SearchReport *final)
{
    NBoard *nb = ctx;
    (void)ponder;
    char name[8];
    const char *m = best == MOVE_PASS || best == MOVE_NONE ? "PA" : move_name(best, name);
    char upper[3] = {(char)toupper((unsigned char)m[0]), (char)toupper((unsigned char)m[1]), '\0'};
    double secs = (double)(clock_monotonic_ms() - nb->go_start_ms) / 1000.0;
    if (final->depth > 0)
        output_line(&nb->out, "=== %s/%.2f/%.2f", upper, report_discs(final), secs);
    else
        output_line(&nb->out, "=== %s//%.2f", upper, secs);
    output_line(&nb->out, "status");
}

/* The mover's clock: the game's starting clock less its recorded times;
 * none where the game has none, nor once it is spent (the GUI plays on,
 * and the level alone decides). */
static GameClock side_clock(const NBoard *nb, Color side)
{
    double left = nb->clock.start[side] < 0 ? -1 : nb->clock.left[side];
    int64_t left_ms = left > 0 ? (int64_t)(left * 1000) : 0;
    if (left_ms <= 0)
        return (GameClock){0};
    return (GameClock){.on = true, .time_left = left_ms, .increment = (int64_t)(nb->clock.increment * 1000)};
}

/* The GUI's contempt is black's; the engine's belongs to the side it
 * searches for, and is held within what the engine allows. */
static int contempt_for(const NBoard *nb, Color side)
{
    int c = side == BLACK ? nb->contempt : -nb->contempt;
    return c > SEARCH_MAX_CONTEMPT ? SEARCH_MAX_CONTEMPT : c < -SEARCH_MAX_CONTEMPT ? -SEARCH_MAX_CONTEMPT : c;
}

/* NBoard plays from the book: one without it is told so, once. */
static void warn_missing_book(NBoard *nb)
{
    const char *why = engine_book_warning(nb->engine);
    if (why && !nb->book_warned) {
        nb->book_warned = true;
        report_error(nb, "%s", why);
    }
}

/* go in a position of the book: its best move at once. */
static bool book_go(NBoard *nb)
{
    BookMove moves[64];
    int n = engine_book_moves(nb->engine, moves);
    warn_missing_book(nb);
    if (n == 0)
        return false;
    char move[4];
    pv_text(&moves[0].move, 1, move, sizeof move);
    send_book_line(nb, &moves[0]);
    output_line(&nb->out, "=== %s/%.2f/0.00", move, moves[0].score / 100.0);
    output_line(&nb->out, "status");
    return true;
}

static void start_go(NBoard *nb)
{
    stop_everything(nb);
    if (book_go(nb))
        return;
    const Position *pos = engine_position(nb->engine);
    char value[16], err[256];
    snprintf(value, sizeof value, "%d", contempt_for(nb, pos->side));
    engine_set_option(nb->engine, "Contempt", value, err, sizeof err);
    GameClock clock = side_clock(nb, pos->side);
    SearchLimits limits = engine_level_limits(nb->engine, nb->depth, pos, &clock);
    output_line(&nb->out, "status thinking");
    nb->go_start_ms = clock_monotonic_ms();
    nb->go_empties = board_empty_count(&pos->board);
    if (!engine_go(nb->engine, &limits, &(EngineCallbacks){go_report, go_bestmove, nb}, err, sizeof err))
        output_line(&nb->out, "status %s", err);
}

/* --- hint and analyze: runs of searches on the engine's thread -------- */

/* A search of pos at the level, leaving out the moves in skip. */
static EngineSearch level_search(const NBoard *nb, const Position *pos, Bitboard skip, int lines)
{
    EngineSearch s = {*pos, engine_level_limits(nb->engine, nb->depth, pos, NULL), lines, contempt_for(nb, pos->side)};
    s.limits.skip = skip;
    return s;
}

/* Starts the run; its end (or its refusal) is the request's "status". */
static void start_run(NBoard *nb, const EngineSearch *searches, int n, const EngineRunCallbacks *cb)
{
    char err[256];
    if (!engine_go_searches(nb->engine, searches, n, cb, err, sizeof err))
        output_line(&nb->out, "status %s", err);
}

static void run_done(void *ctx)
{
    NBoard *nb = ctx;
    output_line(&nb->out, "status");
}

/* Each depth's lines, as the search finds them. */
static void hint_report(void *ctx, int index, const SearchReport *r)
{
    NBoard *nb = ctx;
    (void)index;
    if (r->depth > 0)
        send_search_line(nb, r, nb->hint_empties);
    send_nodestats(nb, r->nodes, r->time_ms);
}

/* The hint: the book's moves, best first, then a search of as many of
 * the other moves as count asks for and the position has (the engine's
 * MultiPV), each depth's lines sent as it ends; where the side must pass,
 * the one line starts with the pass. */
static void hint(NBoard *nb, int count)
{
    output_line(&nb->out, "status thinking");
    const Position *root = engine_position(nb->engine);
    EngineSearch search;
    int n = 0;
    if (!board_is_game_over(&root->board)) {
        BookMove moves[64];
        int booked_count = engine_book_moves(nb->engine, moves);
        warn_missing_book(nb);
        Bitboard legal = board_legal_moves(&root->board), booked = 0;
        int sent = 0;
        for (int i = 0; i < booked_count; i++) {
            booked |= BB_SQUARE(moves[i].move) & legal;
            if (sent < count) {
                send_book_line(nb, &moves[i]);
                sent++;
            }
        }
        int lines = count - sent, others = bb_count(legal & ~booked);
        if (lines > others)
            lines = others;
        if (lines > 0 || !legal) { /* with no move, the pass */
            search = level_search(nb, root, booked, lines > 0 ? lines : 1);
            n = 1;
        }
    }
    nb->hint_empties = board_empty_count(&root->board);
    start_run(nb, &search, n, &(EngineRunCallbacks){hint_report, NULL, run_done, nb});
}

/* The analysis counts the nodes of all its searches. */
static void analyze_report(void *ctx, int index, const SearchReport *r)
{
    NBoard *nb = ctx;
    (void)index;
    send_nodestats(nb, nb->analyze_nodes + r->nodes, clock_monotonic_ms() - nb->analyze_start_ms);
}

static void analyze_result(void *ctx, int index, Move best, const SearchReport *final)
{
    NBoard *nb = ctx;
    (void)best;
    nb->analyze_nodes += final->nodes;
    output_line(&nb->out, "analysis %d %.2f", nb->analyze_position[index], report_discs(final));
}

/* An analysis line for each position of the game, from the end back to
 * the start, as the answers are cheapest there. */
static void analyze_game(NBoard *nb)
{
    output_line(&nb->out, "status thinking");
    nb->analyze_nodes = 0;
    nb->analyze_start_ms = clock_monotonic_ms();
    const Move *moves;
    int count = engine_game_moves(nb->engine, &moves);
    Position positions[ENGINE_MAX_GAME + 1];
    positions[0] = *engine_game_start(nb->engine);
    for (int i = 0; i < count; i++) {
        positions[i + 1] = positions[i];
        position_play(&positions[i + 1], moves[i]);
    }
    EngineSearch searches[ENGINE_MAX_SEARCHES];
    int n = 0;
    for (int i = count; i >= 0; i--) {
        /* Only the game's last position can be over: its line comes at
         * once, before the searches of the others. */
        if (board_is_game_over(&positions[i].board)) {
            output_line(&nb->out, "analysis %d %.2f", i, (double)board_final_score(&positions[i].board));
            continue;
        }
        nb->analyze_position[n] = i;
        searches[n++] = level_search(nb, &positions[i], 0, 1);
    }
    start_run(nb, searches, n, &(EngineRunCallbacks){analyze_report, analyze_result, run_done, nb});
}

/* --- the game ---------------------------------------------------------- */

static void set_game(NBoard *nb, const char *ggf)
{
    GgfGame g;
    char err[256];
    if (!ggf_parse(ggf, &g, err, sizeof err)) {
        report_error(nb, "set game: %s", err);
        return;
    }
    Move moves[ENGINE_MAX_GAME];
    for (int i = 0; i < g.count; i++)
        moves[i] = g.moves[i].move;
    stop_everything(nb);
    if (!engine_set_position(nb->engine, &g.start, moves, g.count, err, sizeof err)) {
        report_error(nb, "set game: %s", err);
        return;
    }
    nb->clock = (GuiClocks){{g.clock[BLACK], g.clock[WHITE]}, {g.clock[BLACK], g.clock[WHITE]}, g.increment};
    Position pos = g.start;
    for (int i = 0; i < g.count; i++) {
        nb->clock.left[pos.side] -= g.moves[i].time;
        position_play(&pos, g.moves[i].move);
    }
}

static void play_move(NBoard *nb, const char *text)
{
    GgfMove m;
    char err[256];
    if (!ggf_parse_move(text, &m, err, sizeof err)) {
        report_error(nb, "move: %s", err);
        return;
    }
    const Move *played;
    if (engine_game_moves(nb->engine, &played) + 2 > ENGINE_MAX_GAME) { /* room for a pass put in too */
        report_error(nb, "move: the game is full");
        return;
    }
    stop_everything(nb);
    if (!engine_play(nb->engine, m.move, err, sizeof err)) {
        report_error(nb, "move: %s", err);
        return;
    }
    /* The mover is the side not to move now, whether or not the engine
     * put in a pass the GUI left out. */
    nb->clock.left[1 - engine_position(nb->engine)->side] -= m.time;
}

/* The value of "set <name> <value>" when arg starts with the word name. */
static const char *set_field(const char *arg, const char *name)
{
    size_t n = strlen(name);
    if (strncmp(arg, name, n) != 0 || (arg[n] != ' ' && arg[n] != '\0'))
        return NULL;
    arg += n;
    while (*arg == ' ')
        arg++;
    return arg;
}

/* --- the commands: each takes the rest of its line whole --------------- */

/* A control character in the text of command what is told, by its code:
 * true. NBoard would show the text itself in its log as a valid-looking
 * move or number. */
static bool refuse_control(NBoard *nb, const char *text, const char *what)
{
    char err[96];
    if (!word_control_error(text, what, err, sizeof err))
        return false;
    report_error(nb, "%s", err);
    return true;
}

/* The whole number of command what from min to max: true. False, told:
 * "<what> <n> is too large (the most is <max>)", "... too small (the least
 * is <min>)", or needs for anything else. */
static bool read_number(NBoard *nb, const char *what, const char *text, int64_t min, int64_t max, const char *needs,
                        int64_t *out)
{
    if (refuse_control(nb, text, what))
        return false;
    switch (word_number(text, min, max, out)) {
    case WORD_NUMBER_OK:
        return true;
    case WORD_TOO_LARGE:
        report_error(nb, "%s %.24s is too large (the most is %" PRId64 ")", what, text, max);
        return false;
    case WORD_TOO_SMALL:
        report_error(nb, "%s %.24s is too small (the least is %" PRId64 ")", what, text, min);
        return false;
    default:
        report_error(nb, "%s", needs);
        return false;
    }
}

static void cmd_nboard(const CommandCall *call)
{
    NBoard *nb = call->front;
    output_line(&nb->out, "set myname %s", ENGINE_NAME);
}

static void cmd_set(const CommandCall *call)
{
    NBoard *nb = call->front;
    int64_t v;
    const char *value;
    if ((value = set_field(call->rest, "depth"))) {
        if (read_number(nb, "set depth", value, 1, 60, "set depth needs a number from 1 to 60", &v))
            nb->depth = (int)v;
    } else if ((value = set_field(call->rest, "game"))) {
        if (!refuse_control(nb, value, "set game"))
            set_game(nb, value);
    } else if ((value = set_field(call->rest, "contempt"))) {
        char needs[64];
        snprintf(needs, sizeof needs, "set contempt needs a number from %d to %d", -NBOARD_MAX_CONTEMPT,
                 NBOARD_MAX_CONTEMPT);
        if (read_number(nb, "set contempt", value, -NBOARD_MAX_CONTEMPT, NBOARD_MAX_CONTEMPT, needs, &v))
            nb->contempt = (int)v;
    }
}

static void cmd_move(const CommandCall *call)
{
    if (!refuse_control(call->front, call->rest, "move"))
        play_move(call->front, call->rest);
}

/* The pong echoes the number, which must be one: a GUI waits for its own. */
static void cmd_ping(const CommandCall *call)
{
    NBoard *nb = call->front;
    int64_t n;
    if (!read_number(nb, "ping", call->rest, 0, INT64_MAX, "ping needs a whole number, 0 or more", &n))
        return;
    stop_everything(nb);
    output_line(&nb->out, "pong %s", call->rest);
}

static void cmd_go(const CommandCall *call) { start_go(call->front); }

static void cmd_hint(const CommandCall *call)
{
    NBoard *nb = call->front;
    /* The GUI's "value all moves" asks for more than there are. */
    int64_t k;
    if (!read_number(nb, "hint", call->rest, 1, INT64_MAX, "hint needs a number of moves, 1 or more", &k))
        return;
    stop_everything(nb);
    hint(nb, k > SEARCH_MAX_MULTIPV ? SEARCH_MAX_MULTIPV : (int)k);
}

static void cmd_analyze(const CommandCall *call)
{
    NBoard *nb = call->front;
    stop_everything(nb);
    analyze_game(nb);
}

static void cmd_learn(const CommandCall *call)
{
    NBoard *nb = call->front;
    output_line(&nb->out, "learned");
}

static void cmd_quit(const CommandCall *call)
{
    NBoard *nb = call->front;
    nb->quit = true;
}

/* NBoard's commands take the rest of the line (a GGF game, a move with
 * its time, ping's number), not words: no count to check. NBoard has no
 * help command. */
#define ANY COMMAND_ANY_ARGS
static const Command COMMANDS[] = {
    {"nboard", cmd_nboard, 0, ANY, "<version>", NULL},
    {"set", cmd_set, 0, ANY, "depth <1-60>|game <ggf>|contempt <centi-discs>", NULL},
    {"move", cmd_move, 0, ANY, "<move>[/<eval>[/<time>]]", NULL},
    {"ping", cmd_ping, 0, ANY, "<n>", NULL},
    {"go", cmd_go, 0, ANY, "", NULL},
    {"hint", cmd_hint, 0, ANY, "<moves>", NULL},
    {"analyze", cmd_analyze, 0, ANY, "", NULL},
    {"learn", cmd_learn, 0, ANY, "", NULL},
    {"quit", cmd_quit, 0, ANY, "", NULL},
};
#undef ANY

/* Splits the line into its command word and the rest, trimmed, and runs
 * it. */
static void execute(NBoard *nb, char *line)
{
    /* Trailing blanks are no part of a move or a number. */
    size_t end = strlen(line);
    while (end > 0 && line[end - 1] == ' ')
        line[--end] = '\0';
    char *rest = line;
    while (*rest == ' ')
        rest++;
    char word[32];
    size_t n = strcspn(rest, " ");
    if (n == 0 || n >= sizeof word)
        return;
    memcpy(word, rest, n);
    word[n] = '\0';
    char *arg = rest + n;
    while (*arg == ' ')
        arg++;

    /* An unknown command is ignored, as the protocol asks. */
    command_run(COMMANDS, sizeof COMMANDS / sizeof *COMMANDS, word, &(CommandCall){nb, -1, NULL, 0, arg}, NULL);
}

int nboard_run(FILE *in, FILE *out)
{
    NBoard *nb = calloc(1, sizeof *nb);
    char *line = malloc(IO_MAX_LINE);
    if (!nb || !line || !(nb->engine = io_engine_new())) {
        free(nb);
        free(line);
        return 1;
    }
    output_init(&nb->out, out);
    nb->depth = 12;
    nb->clock.start[BLACK] = nb->clock.start[WHITE] = -1;
    while (!nb->quit) {
        LineStatus st = io_read_line(in, line);
        if (st == LINE_EOF)
            break;
        /* A GUI shows status lines; silence would leave it waiting. */
        if (st == LINE_TOO_LONG)
            report_error(nb, "line too long: at most %d characters", IO_MAX_LINE - 1);
        else
            execute(nb, line);
    }
    stop_everything(nb);
    engine_free(nb->engine);
    output_destroy(&nb->out);
    free(nb);
    free(line);
    return 0;
}
