/* The book builder's command line: reads game files, scores leaves with
 * the engine's search through the façade, writes the book. */
#include "book_cmd.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "book_build.h"
#include "engine.h"
#include "io.h"
#include "search.h"
#include "wthor.h"

typedef struct {
    Engine *engine;
    int depth, screen_depth;  /* of the deep and the screening searches */
    int score;                /* of the last search, centi-discs */
    size_t deep, shallow;     /* searches made */
} Scorer;

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
            "                           --out FILE GAMES...\n"
            "       frontier book show FILE [MOVES]\n"
            "GAMES are WTHOR .wtb files or text files of move lists (one game a line).\n"
            "Leaves are searched at depth D; with --screen-depth S, first at S, and again at D only\n"
            "where within CD centi-discs (default 400) of their parent's best. --keep-leaves stores the\n"
            "leaves searched at D as entries, so that the book can play them. --expand R: R times, the\n"
            "leaves within CD centi-discs (default 0) of their parent's best become book positions.\n");
    return 2;
}

static int book_build_command(int argc, char **argv)
{
    int plies = 16, min_games = 20, depth = 8, screen_depth = 0, margin = 400, expand = 0, expand_margin = 0;
    bool keep_leaves = false;
    const char *threads = "1";
    const char *out = NULL;
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
    for (int i = 2; i < argc; i++) {
        int *number = NULL;
        for (size_t k = 0; k < sizeof numbers / sizeof *numbers; k++)
            if (strcmp(argv[i], numbers[k].name) == 0)
                number = numbers[k].value;
        if (number && i + 1 < argc) {
            if (!io_parse_int32(argv[i + 1], number)) {
                fprintf(stderr, "frontier: %s needs a whole number, not '%s'\n", argv[i], argv[i + 1]);
                game_list_free(&games);
                return 2;
            }
            i++;
        } else if (strcmp(argv[i], "--keep-leaves") == 0)
            keep_leaves = true;
        else if (i + 1 < argc && strcmp(argv[i], "--threads") == 0)
            threads = argv[++i];
        else if (i + 1 < argc && strcmp(argv[i], "--out") == 0)
            out = argv[++i];
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
        || games.count == 0) {
        game_list_free(&games);
        return usage();
    }
    const Move **lines = malloc(games.count * sizeof *lines);
    int *lengths = malloc(games.count * sizeof *lengths);
    Scorer scorer = {engine_new(), depth, screen_depth, 0, 0, 0};
    if (!lines || !lengths || !scorer.engine) {
        fprintf(stderr, "frontier: out of memory\n");
        return 1;
    }
    if (!engine_set_option(scorer.engine, "Threads", threads, err, sizeof err)) {
        fprintf(stderr, "frontier: %s\n", err);
        engine_free(scorer.engine);
        free(lines);
        free(lengths);
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
    fputc('\n', stderr);
    BookBuildSpec spec = {lines, lengths, games.count, plies, min_games, depth, score_by_search, progress, &scorer,
                          screen_depth, margin, keep_leaves, expand, expand_margin};
    int64_t started = clock_monotonic_ms();
    Book book;
    book_init(&book);
    int status = 0;
    if (!book_build(&book, &spec, err, sizeof err) || !book_save(&book, out, err, sizeof err)) {
        fprintf(stderr, "frontier: %s\n", err);
        status = 1;
    } else {
        fprintf(stderr, "wrote %zu positions to %s: %zu searches at depth %d, %zu at depth %d, %.0f s\n", book.count,
                out, scorer.deep, depth, scorer.shallow, screen_depth, (clock_monotonic_ms() - started) / 1000.0);
    }
    book_free(&book);
    engine_free(scorer.engine);
    free(lines);
    free(lengths);
    game_list_free(&games);
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
    return usage();
}
