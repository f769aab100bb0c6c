/* frontier analyze [options] FILE: reads every game of FILE first (a bad
 * one refuses the file before any search), then reviews each in turn,
 * writing its text or JSON as it ends, and its chart where --svg asks. */
#include "review_cmd.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "engine.h"
#include "engine_open.h"
#include "game_records.h"
#include "parse_number.h"
#include "review.h"
#include "review_json.h"
#include "review_svg.h"
#include "review_text.h"

typedef struct {
    ReviewLimits limits;
    const char *svg;
    const char *file;
    bool json;
    const char *threads, *hash;
} Options;

static void usage(FILE *f)
{
    fprintf(f,
            "usage: frontier analyze [--depth N | --time SECONDS] [--solve EMPTIES] [--json] [--svg FILE|DIR]\n"
            "                        [--threads N] [--hash MIB] GAMEFILE\n"
            "Reviews every game of GAMEFILE (GGF or SGF records, or move lists one a line): for each move\n"
            "the score after it, the engine's best move and its score, and the discs lost, all for the\n"
            "player who moves; then each side's total loss, mistakes and blunders, and the result.\n"
            "  --depth N        midgame search depth, 1 to 60 (default %d)\n"
            "  --time SECONDS   each search's time instead of a depth (a review that varies run to run)\n"
            "  --solve EMPTIES  solve exactly from this many empty squares, 0 to 60 (default %d)\n"
            "  --json           JSON for scripts instead of text\n"
            "  --svg PATH       a chart of the score from Black's point of view, mistakes marked; for a\n"
            "                   file of several games (or PATH a folder) PATH/game-N.svg for each game\n"
            "  --threads N      search threads, 1 to 64 (default 1; more vary from run to run)\n"
            "  --hash MIB       the transposition table's size\n"
            "A move that loses %.0f discs or more is a mistake, %.0f or more a blunder.\n",
            REVIEW_DEFAULT_DEPTH, REVIEW_DEFAULT_SOLVE, REVIEW_MISTAKE_DISCS, REVIEW_BLUNDER_DISCS);
}

static int refuse(const char *fmt, const char *what)
{
    fprintf(stderr, "frontier: analyze: ");
    fprintf(stderr, fmt, what);
    fprintf(stderr, " (frontier analyze --help lists the options)\n");
    return 2;
}

/* 0 when the options are good, else the exit status (help: 0 too, with
 * *done set). */
static int parse_options(int argc, char **argv, Options *o, bool *done)
{
    *o = (Options){{REVIEW_DEFAULT_DEPTH, 0, REVIEW_DEFAULT_SOLVE}, NULL, NULL, false, "1", NULL};
    *done = false;
    bool depth_given = false;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *value = i + 1 < argc ? argv[i + 1] : NULL;
        int64_t n;
        double seconds;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage(stdout);
            *done = true;
            return 0;
        } else if (strcmp(a, "--json") == 0) {
            o->json = true;
            continue;
        }
        static const char *const with_value[] = {"--depth", "--time", "--solve", "--svg", "--threads", "--hash"};
        for (size_t k = 0; k < sizeof with_value / sizeof *with_value; k++)
            if (strcmp(a, with_value[k]) == 0 && !value)
                return refuse("%s needs a value", a);
        if (strcmp(a, "--depth") == 0) {
            if (!io_parse_int(value, 1, 60, &n))
                return refuse("--depth takes 1 to 60, not '%s'", value);
            o->limits.depth = (int)n;
            depth_given = true;
        } else if (strcmp(a, "--time") == 0) {
            if (!io_parse_double(value, 0.001, 86400, &seconds))
                return refuse("--time takes seconds, more than 0 and at most 86400, not '%s'", value);
            o->limits.movetime = (int64_t)(seconds * 1000 + 0.5);
        } else if (strcmp(a, "--solve") == 0) {
            if (!io_parse_int(value, 0, 60, &n))
                return refuse("--solve takes 0 to 60 empties, not '%s'", value);
            o->limits.solve_empties = (int)n;
        } else if (strcmp(a, "--svg") == 0) {
            o->svg = value;
        } else if (strcmp(a, "--threads") == 0) {
            o->threads = value;
        } else if (strcmp(a, "--hash") == 0) {
            o->hash = value;
        } else if (a[0] == '-' && a[1]) {
            return refuse("unknown option '%s'", a);
        } else if (o->file) {
            return refuse("one game file, not also '%s'", a);
        } else {
            o->file = a;
            continue;
        }
        i++; /* the option's value */
    }
    if (depth_given && o->limits.movetime)
        return refuse("%s", "--depth or --time, not both");
    if (!o->file)
        return refuse("%s", "which game file?");
    return 0;
}

static bool is_folder(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* The engine with the options' threads and hash; NULL (said) if not. */
static Engine *open_engine(const Options *o, int *status)
{
    Engine *e = io_engine_new();
    *status = 1;
    if (!e)
        return NULL;
    char err[256];
    if (!engine_set_option(e, "Threads", o->threads, err, sizeof err)
        || (o->hash && !engine_set_option(e, "Hash", o->hash, err, sizeof err))) {
        fprintf(stderr, "frontier: analyze: %s\n", err);
        engine_free(e);
        *status = 2;
        return NULL;
    }
    return e;
}

/* Where game index's chart goes ("" for none); false if the name is too
 * long. */
static bool chart_path(const Options *o, bool folder, int index, char *path, size_t size)
{
    if (!o->svg) {
        path[0] = '\0';
        return true;
    }
    int n = folder ? snprintf(path, size, "%s/game-%d.svg", o->svg, index + 1) : snprintf(path, size, "%s", o->svg);
    return n >= 0 && (size_t)n < size;
}

static int review_all(Engine *e, const Options *o, const GameRecords *games, bool folder)
{
    Review *r = malloc(sizeof *r);
    if (!r)
        return 1;
    int status = 0;
    if (o->json)
        review_json_begin(stdout);
    for (int i = 0; i < games->count && status == 0; i++) {
        const GameRecord *g = &games->games[i];
        char err[1200], path[1100];
        if (!review_game(e, &g->start, g->moves, g->count, &o->limits, NULL, r, err, sizeof err)) {
            fprintf(stderr, "frontier: analyze: game %d: %s\n", i + 1, err);
            status = 1;
            break;
        }
        review_set_names(r, g->black, g->white);
        if (o->json) {
            review_json_game(stdout, r, i);
        } else {
            char title[64];
            snprintf(title, sizeof title, "Game %d of %d", i + 1, games->count);
            review_write_text(stdout, r, games->count > 1 ? title : NULL);
            if (i + 1 < games->count)
                putchar('\n');
        }
        fflush(stdout);
        if (!chart_path(o, folder, i, path, sizeof path)) {
            fprintf(stderr, "frontier: analyze: the chart's path is too long\n");
            status = 2;
        } else if (path[0] && !review_save_svg(path, r, err, sizeof err)) {
            fprintf(stderr, "frontier: analyze: %s\n", err);
            status = 1;
        }
    }
    if (o->json)
        review_json_end(stdout);
    free(r);
    return status;
}

int review_command(int argc, char **argv)
{
    Options o;
    bool done;
    int status = parse_options(argc, argv, &o, &done);
    if (status || done)
        return status;
    GameRecords games;
    char err[1400];
    if (!game_records_read(o.file, &games, err, sizeof err)) {
        fprintf(stderr, "frontier: analyze: %s\n", err);
        return 2;
    }
    /* Several games' charts go into a folder, made if need be. */
    bool folder = o.svg && (games.count > 1 || is_folder(o.svg));
    if (folder && !is_folder(o.svg) && mkdir(o.svg, 0777) != 0) {
        fprintf(stderr, "frontier: analyze: cannot make the folder %s: %s\n", o.svg, strerror(errno));
        game_records_free(&games);
        return 2;
    }
    Engine *e = open_engine(&o, &status);
    if (e) {
        status = review_all(e, &o, &games, folder);
        engine_free(e);
    }
    game_records_free(&games);
    return status;
}
