/* The book builder's command line: reads game files, scores leaves with
 * the engine's search through the façade (or with values searched
 * elsewhere, book search), writes the book. */
#include "book_cmd.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "book_build.h"
#include "book_values.h"
#include "engine.h"
#include "engine_open.h"
#include "line_reader.h"
#include "parse_number.h"
#include "search.h"
#include "wthor.h"

/* The search tables are cleared before every search, so that a value is a
 * function of the position and the depth alone, the same in this process
 * or another (book search); small tables keep the clearing cheap against
 * a search of the book's depths. */
#define BOOK_SEARCH_HASH "16"
/* The book is searched once and played in every game: its searches cut
 * at 2 sigmas (Multi-ProbCut level 2, 98%), not at the engine's default
 * for games, whose faster and coarser cuts made a weaker book
 * (doc/book.md). Fixed here, so that a change of the game default does
 * not change the book. */
#define BOOK_SEARCH_SELECTIVITY "2"

typedef struct {
    Engine *engine;
    int screen_depth;      /* searches this deep or less are screening */
    int score;             /* of the last search, centi-discs */
    size_t deep, shallow;  /* searches made or looked up */
    BookValues *known;     /* --values: the values to build from, no search */
    BookValues missing_screen, missing_deep; /* asked for and not known */
    bool out_of_memory;
} Scorer;

static bool scorer_init(Scorer *s, const char *threads, int screen_depth, char *err, size_t errlen)
{
    memset(s, 0, sizeof *s);
    s->screen_depth = screen_depth;
    s->engine = io_engine_new();
    if (!s->engine) {
        snprintf(err, errlen, "out of memory");
        return false;
    }
    return engine_set_option(s->engine, "Threads", threads, err, errlen)
        && engine_set_option(s->engine, "Hash", BOOK_SEARCH_HASH, err, errlen)
        && engine_set_option(s->engine, "Selectivity", BOOK_SEARCH_SELECTIVITY, err, errlen);
}

static void scorer_free(Scorer *s)
{
    engine_free(s->engine);
    book_values_free(&s->missing_screen);
    book_values_free(&s->missing_deep);
}

static void on_bestmove(void *ctx, Move best, Move ponder, const SearchReport *final)
{
    Scorer *s = ctx;
    (void)best;
    (void)ponder;
    s->score = final->kind == SCORE_CD ? final->score : final->score * 100;
}

static int score_by_search(void *ctx, const Board *b, int depth)
{
    Scorer *s = ctx;
    Position pos = {*b, BLACK};
    char err[256];
    engine_new_game(s->engine);
    if (!engine_set_position(s->engine, &pos, NULL, 0, err, sizeof err))
        return 0;
    SearchLimits limits = {.depth = depth};
    if (depth > s->screen_depth)
        s->deep++;
    else
        s->shallow++;
    s->score = 0;
    if (!engine_go(s->engine, &limits, &(EngineCallbacks){NULL, on_bestmove, s}, err, sizeof err))
        return 0;
    engine_wait(s->engine);
    return s->score;
}

/* With --values: the value given, or a guess that lets the build go on
 * and name the other searches it needs (its book is then not written). A
 * deep value is guessed as the screening value of the position, so that
 * the deep searches asked for next are nearly those the true values ask
 * for; deep searches asked for while screening values are missing rest
 * on guesses and are left for a later round. */
static int score_from_values(void *ctx, const Board *b, int depth)
{
    Scorer *s = ctx;
    bool deep = depth > s->screen_depth;
    if (deep)
        s->deep++;
    else
        s->shallow++;
    int value = 0;
    if (book_values_find(s->known, b, depth, &value))
        return value;
    if (deep && s->screen_depth)
        book_values_find(s->known, b, book_leaf_depth(b, s->screen_depth), &value);
    if (!book_values_add(deep ? &s->missing_deep : &s->missing_screen, b, depth, 0))
        s->out_of_memory = true;
    return value;
}

static bool values_complete(void *ctx)
{
    const Scorer *s = ctx;
    return !s->out_of_memory && s->missing_screen.count == 0 && s->missing_deep.count == 0;
}

static void progress(void *ctx, size_t done, size_t total)
{
    (void)ctx;
    if (done % 100 == 0 || done == total)
        fprintf(stderr, "\rscored %zu of %zu book positions", done, total);
    if (done == total)
        fputc('\n', stderr);
}

static int usage(void)
{
    fprintf(stderr,
            "usage: frontier book build [--plies N] [--min-games N] [--depth D] [--screen-depth S --margin CD]\n"
            "                           [--keep-leaves] [--expand R --expand-margin CD] [--threads N]\n"
            "                           [--values FILE [--needed FILE]] --out FILE GAMES...\n"
            "       frontier book search [--threads N] [FILE]\n"
            "       frontier book show FILE [MOVES]\n"
            "GAMES are WTHOR .wtb files or text files of move lists (one game a line).\n"
            "Leaves are searched at depth D; with --screen-depth S, first at S, and again at D only\n"
            "where within CD centi-discs (default 400) of their parent's best. --keep-leaves stores the\n"
            "leaves searched at D as entries, so that the book can play them. --expand R: R times, the\n"
            "leaves within CD centi-discs (default 0) of their parent's best become book positions.\n"
            "--values FILE: no search; the values of FILE's lines (\"SQUARES X DEPTH VALUE\", as book\n"
            "search prints them) score the leaves. When some are missing, the searches that come next\n"
            "are written to --needed FILE (default: standard output) as lines \"SQUARES X DEPTH\", no\n"
            "book is written and the status is 3. book search searches such lines (FILE or standard\n"
            "input) and prints them with their values; the book is the same as with the searches made\n"
            "in one process.\n");
    return 2;
}

/* Writes the searches a build from values still needs: the screening
 * ones, when some are missing, else the deep ones. */
static bool write_needed(Scorer *s, const char *path, size_t *count, char *err, size_t errlen)
{
    BookValues *needed = s->missing_screen.count ? &s->missing_screen : &s->missing_deep;
    FILE *out = path ? fopen(path, "w") : stdout;
    if (!out) {
        snprintf(err, errlen, "cannot write %s", path);
        return false;
    }
    bool ok = book_values_print_needed(needed, out);
    if (path && fclose(out) != 0)
        ok = false;
    if (!ok)
        snprintf(err, errlen, "cannot write %s", path ? path : "standard output");
    *count = needed->count;
    return ok;
}

static int book_build_command(int argc, char **argv)
{
    int plies = 16, min_games = 20, depth = 8, screen_depth = 0, margin = 400, expand = 0, expand_margin = 0;
    bool keep_leaves = false;
    const char *threads = "1";
    const char *out = NULL, *values_path = NULL, *needed_path = NULL;
    GameList games;
    game_list_init(&games);
    char err[512];
    const struct {
        const char *name;
        int *value;
    } numbers[] = {{"--plies", &plies},
                   {"--min-games", &min_games},
                   {"--depth", &depth},
                   {"--screen-depth", &screen_depth},
                   {"--margin", &margin},
                   {"--expand", &expand},
                   {"--expand-margin", &expand_margin}};
    const struct {
        const char *name;
        const char **value;
    } words[] = {{"--threads", &threads}, {"--out", &out}, {"--values", &values_path}, {"--needed", &needed_path}};
    for (int i = 2; i < argc; i++) {
        int *number = NULL;
        const char **word = NULL;
        for (size_t k = 0; k < sizeof numbers / sizeof *numbers; k++)
            if (strcmp(argv[i], numbers[k].name) == 0)
                number = numbers[k].value;
        for (size_t k = 0; k < sizeof words / sizeof *words; k++)
            if (strcmp(argv[i], words[k].name) == 0)
                word = words[k].value;
        if (number && i + 1 < argc) {
            if (!io_parse_int32(argv[i + 1], number)) {
                fprintf(stderr, "frontier: %s needs a whole number, not '%s'\n", argv[i], argv[i + 1]);
                game_list_free(&games);
                return 2;
            }
            i++;
        } else if (word && i + 1 < argc)
            *word = argv[++i];
        else if (strcmp(argv[i], "--keep-leaves") == 0)
            keep_leaves = true;
        else if (argv[i][0] == '-') {
            game_list_free(&games);
            return usage();
        } else {
            size_t skipped = 0;
            bool ok = game_file_read(&games, argv[i], &skipped, err, sizeof err);
            if (!ok)
                fprintf(stderr, "frontier: %s (skipped)\n", err);
            if (skipped)
                fprintf(stderr, "frontier: %zu unreadable lines in %s\n", skipped, argv[i]);
        }
    }
    if (!out || plies < 1 || plies > 60 || min_games < 1 || depth < 1 || depth > 60 || screen_depth < 0
        || screen_depth >= depth || margin < 0 || expand < 0 || expand > 60 || expand_margin < 0
        || games.count == 0 || (needed_path && !values_path)) {
        game_list_free(&games);
        return usage();
    }
    BookValues known;
    book_values_init(&known);
    if (values_path) {
        size_t skipped = 0;
        if (!book_values_read(&known, values_path, &skipped, err, sizeof err)) {
            fprintf(stderr, "frontier: %s\n", err);
            game_list_free(&games);
            return 1;
        }
        if (skipped)
            fprintf(stderr, "frontier: %zu unreadable lines skipped, the first: %s\n", skipped, err);
    }
    const Move **lines = malloc(games.count * sizeof *lines);
    int *lengths = malloc(games.count * sizeof *lengths);
    Scorer scorer;
    bool ready = scorer_init(&scorer, threads, screen_depth, err, sizeof err);
    if (!lines || !lengths || !ready) {
        fprintf(stderr, "frontier: %s\n", lines && lengths ? err : "out of memory");
        scorer_free(&scorer);
        free(lines);
        free(lengths);
        book_values_free(&known);
        game_list_free(&games);
        return 2;
    }
    for (size_t i = 0; i < games.count; i++) {
        lines[i] = games.games[i].moves;
        lengths[i] = games.games[i].length;
    }
    fprintf(stderr, "%zu games, first %d plies, positions of at least %d games, depth %d", games.count, plies,
            min_games, depth);
    if (screen_depth)
        fprintf(stderr, " (screened at depth %d, margin %d)", screen_depth, margin);
    if (expand)
        fprintf(stderr, ", %d expansions of leaves within %d", expand, expand_margin);
    if (values_path)
        fprintf(stderr, ", %zu values from %s", known.count, values_path);
    fputc('\n', stderr);
    BookBuildSpec spec = {lines, lengths, games.count, plies, min_games, depth, score_by_search, progress, &scorer,
                          screen_depth, margin, keep_leaves, expand, expand_margin, NULL};
    if (values_path) {
        scorer.known = &known;
        spec.score_fn = score_from_values;
        spec.progress_fn = NULL;
        spec.pass_fn = values_complete;
    }
    int64_t started = clock_monotonic_ms();
    Book book;
    book_init(&book);
    int status = 0;
    size_t needed = 0;
    if (!book_build(&book, &spec, err, sizeof err)) {
        bool missing = values_path && !scorer.out_of_memory && !values_complete(&scorer);
        status = 1;
        if (!missing)
            fprintf(stderr, "frontier: %s\n", scorer.out_of_memory ? "out of memory" : err);
        else if (!write_needed(&scorer, needed_path, &needed, err, sizeof err))
            fprintf(stderr, "frontier: %s\n", err);
        else {
            fprintf(stderr, "%zu searches needed%s%s: no book written\n", needed, needed_path ? ", in " : "",
                    needed_path ? needed_path : "");
            status = 3;
        }
    } else if (!book_save(&book, out, err, sizeof err)) {
        fprintf(stderr, "frontier: %s\n", err);
        status = 1;
    } else {
        fprintf(stderr, "wrote %zu positions to %s: %zu searches at depth %d, %zu at depth %d, %.0f s\n", book.count,
                out, scorer.deep, depth, scorer.shallow, screen_depth, (clock_monotonic_ms() - started) / 1000.0);
    }
    book_free(&book);
    scorer_free(&scorer);
    book_values_free(&known);
    free(lines);
    free(lengths);
    game_list_free(&games);
    return status;
}

/* Searches lines "SQUARES SIDE DEPTH" as the build does, and prints each
 * with its value, as it comes. */
static int book_search_command(int argc, char **argv)
{
    const char *threads = "1", *path = NULL;
    for (int i = 2; i < argc; i++) {
        if (strcmp(argv[i], "--threads") == 0 && i + 1 < argc)
            threads = argv[++i];
        else if (argv[i][0] == '-' && argv[i][1] != '\0')
            return usage();
        else if (!path)
            path = argv[i];
        else
            return usage();
    }
    FILE *in = !path || strcmp(path, "-") == 0 ? stdin : fopen(path, "r");
    if (!in) {
        fprintf(stderr, "frontier: cannot read %s\n", path);
        return 1;
    }
    char err[512];
    Scorer scorer;
    if (!scorer_init(&scorer, threads, 0, err, sizeof err)) {
        fprintf(stderr, "frontier: %s\n", err);
        scorer_free(&scorer);
        if (in != stdin)
            fclose(in);
        return 2;
    }
    int status = 0;
    char line[IO_MAX_LINE];
    LineStatus got;
    for (size_t number = 1; (got = io_read_line(in, line)) != LINE_EOF; number++) {
        BookValue v;
        if (got == LINE_TOO_LONG)
            snprintf(err, sizeof err, "line too long");
        if (got == LINE_TOO_LONG || !book_value_parse(line, &v.board, &v.depth, NULL, err, sizeof err)) {
            fprintf(stderr, "frontier: %s line %zu: %s (skipped)\n", path ? path : "input", number, err);
            status = 1;
            continue;
        }
        v.value = score_by_search(&scorer, &v.board, v.depth);
        book_value_print(stdout, &v, true);
        fflush(stdout);
    }
    scorer_free(&scorer);
    if (in != stdin)
        fclose(in);
    return status;
}

static int book_show_command(int argc, char **argv)
{
    if (argc < 3 || argc > 4)
        return usage();
    Book book;
    book_init(&book);
    char err[512];
    if (!book_load(&book, argv[2], err, sizeof err)) {
        fprintf(stderr, "frontier: %s\n", err);
        return 1;
    }
    Position pos;
    position_start(&pos);
    if (argc == 4) {
        Move moves[128];
        size_t bad_offset;
        int bad, n = move_list_parse(argv[3], moves, 128, &bad_offset);
        if (n < 0 || position_apply_moves(&pos, moves, n, &bad, NULL) < 0) {
            fprintf(stderr, "frontier: bad or illegal moves '%s'\n", argv[3]);
            book_free(&book);
            return 2;
        }
    }
    BookMove list[64];
    int n = book_moves(&book, &pos.board, list);
    printf("%zu positions; %d book moves here\n", book.count, n);
    for (int i = 0; i < n; i++) {
        char name[8];
        printf("%s %+.2f discs, %u games, depth %d\n", move_name(list[i].move, name), list[i].score / 100.0,
               list[i].games, list[i].depth);
    }
    book_free(&book);
    return 0;
}

int book_command(int argc, char **argv)
{
    if (argc >= 2 && strcmp(argv[1], "build") == 0)
        return book_build_command(argc, argv);
    if (argc >= 2 && strcmp(argv[1], "show") == 0)
        return book_show_command(argc, argv);
    if (argc >= 2 && strcmp(argv[1], "search") == 0)
        return book_search_command(argc, argv);
    return usage();
}
