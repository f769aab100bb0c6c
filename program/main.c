/* frontier: picks a front end from the command line, or runs a one-shot
 * command (perft, bench) or an offline tool (solve, book, train). The one
 * file that sees both the front ends and the tools. */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>
#include "config.h"
#include "book_cmd.h"
#include "clock.h"
#include "command_line.h"
#include "config_file.h"
#include "console.h"
#include "engine.h"
#include "engine_open.h"
#include "frontier_dirs.h"
#include "gtp.h"
#include "line_reader.h"
#include "nboard.h"
#include "review_cmd.h"
#include "solve_cmd.h"
#include "train_cmd.h"
#include "uoi.h"
#include "uoi_start_stream.h"

/* The engine options as the command line and the config file name them,
 * from the engine's table, and where the file is. */
static void engine_options_usage(FILE *f)
{
    fprintf(f, "\nEngine options, for every front end, as --level 4 or --level=4 (the protocols'\n"
               "names in any case, hyphens optional; a true|false one alone means true):\n");
    for (int i = 0; i < engine_option_count(); i++) {
        const OptionInfo *o = engine_option(i);
        char flag[64], range[64] = "TEXT";
        if (o->type == OPTION_SPIN)
            snprintf(range, sizeof range, "%ld..%ld", o->min, o->max);
        else if (o->type == OPTION_CHECK)
            snprintf(range, sizeof range, "true|false");
        fprintf(f, "  %-18s %-14s (%s, default %s)\n", start_option_flag(i, flag, sizeof flag), range, o->name,
                o->default_value);
    }
    fprintf(f, "  --book             true|false     (OwnBook, as --own-book: the opening book used or not)\n");
    char path[1024];
    config_file_default_path(path, sizeof path);
    fprintf(f, "\nConfig file, read first (the command line wins): %s\n"
               "  lines of 'name = value' (Hash = 256); # starts a comment\n",
            path[0] ? path : "none (neither XDG_CONFIG_HOME nor HOME is set)");
}

static void usage(FILE *f)
{
    fprintf(f,
            "usage: frontier [--protocol=uoi|nboard|gtp|console] [--console] [--config FILE | --no-config]\n"
            "                [--OPTION VALUE ...]\n"
            "       frontier perft N          the leaves of the move tree N plies deep from the start\n"
            "       frontier bench [DEPTH [THREADS]]  fixed positions (default depth 10, one thread)\n"
            "       frontier bench eval       the cost of each evaluation\n"
            "       frontier bench solver     the solver's speed on each instruction set the CPU runs\n"
            "       frontier solve [--hash MIB] [--threads N] [--eval-file EVAL.bin] [--wld] FILE.obf\n"
            "                                 exact (or win/draw/loss) solves, checked against the file\n"
            "       frontier book build|search|show ...   (frontier book for help)\n"
            "       frontier train set|fit|measure|relabel ...   (frontier train for help)\n"
            "       frontier analyze [--depth N] [--json] [--svg FILE] ... GAMEFILE   a review of each game\n"
            "       frontier --help | --version\n"
            "\n"
            "With no option Frontier opens its console when standard input is a\n"
            "terminal; otherwise it speaks the protocol of the first command: NBoard\n"
            "(nboard), GTP (a GTP command), else UOI, its UCI-like protocol.\n");
    engine_options_usage(f);
    /* The build tree's program reads the source tree's data and docs. */
    char data[1024];
    bool installed = strcmp(engine_data_dir(data, sizeof data), FRONTIER_PKGDATADIR) == 0;
    fprintf(f, "\nData (eval.bin, book.bin): %s\n", data);
    if (installed)
        fprintf(f, "Manual: man frontier; README.md and doc/ in %s\n", FRONTIER_DOCDIR);
    else
        fprintf(f, "Manual: man -l %s/doc/frontier.1; README.md and doc/ in %s\n", FRONTIER_SRCDIR, FRONTIER_SRCDIR);
}

static int run_perft(int argc, char **argv)
{
    char *end;
    errno = 0;
    long depth = argc == 3 ? strtol(argv[2], &end, 10) : -1;
    if (argc != 3 || errno || *end || depth < 0 || depth > 20) {
        fprintf(stderr, "frontier: perft needs a depth from 0 to 20\n");
        return 2;
    }
    Engine *e = engine_new();
    if (!e)
        return 1;
    int64_t t0 = clock_monotonic_ms();
    uint64_t n = engine_perft(e, (int)depth);
    int64_t ms = clock_monotonic_ms() - t0;
    printf("perft %ld %" PRIu64 " time %" PRId64 "\n", depth, n, ms);
    engine_free(e);
    return 0;
}

static void bench_line(void *ctx, int index, const Position *pos, Move best, const SearchReport *r)
{
    (void)ctx;
    char text[80], name[8];
    printf("%2d %s  %-4s %6d %12" PRIu64 " nodes %6" PRId64 " ms\n", index + 1, position_to_string(pos, text),
           move_name(best, name), r->score, r->nodes, r->time_ms);
}

/* frontier bench eval: the cost of each evaluation. */
static int run_bench_eval(void)
{
    Engine *e = io_engine_new();
    if (!e)
        return 1;
    static const char *const names[] = {"default", "basic", "despacito", "lth", "jack", "cs15", "annlee"};
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
        char err[256];
        if (!engine_set_option(e, "Eval", names[i], err, sizeof err))
            continue;
        uint64_t calls;
        double ns = engine_bench_eval(e, &calls);
        printf("%-10s %7.1f ns/eval  %6.2f M evals/s  (%" PRIu64 " calls)\n", names[i], ns, ns > 0 ? 1e3 / ns : 0.0,
               calls);
    }
    engine_free(e);
    return 0;
}

/* frontier bench solver: the solver on each instruction-set path the CPU
 * runs, the same solves, so that the paths' speeds compare. */
static int run_bench_solver(void)
{
    Engine *e = io_engine_new();
    if (!e)
        return 1;
    int64_t portable_ms = 0;
    for (int i = 0; i < CPU_ISA_COUNT; i++) {
        CpuIsa isa = (CpuIsa)i;
        int64_t ms;
        uint64_t nodes = engine_bench_solver(e, isa, &ms);
        if (!nodes) {
            printf("%-9s not on this CPU\n", cpu_isa_name(isa));
            continue;
        }
        if (isa == CPU_ISA_PORTABLE)
            portable_ms = ms;
        printf("%-9s %7" PRId64 " ms %12" PRIu64 " nodes %6.1f M nodes/s  %.2f times the portable speed\n",
               cpu_isa_name(isa), ms, nodes, ms > 0 ? (double)nodes / (double)ms / 1e3 : 0.0,
               ms > 0 ? (double)portable_ms / (double)ms : 0.0);
    }
    engine_free(e);
    return 0;
}

static int run_bench(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[2], "eval") == 0)
        return run_bench_eval();
    if (argc == 3 && strcmp(argv[2], "solver") == 0)
        return run_bench_solver();
    char *end;
    long depth = argc >= 3 ? strtol(argv[2], &end, 10) : 10;
    if (argc > 4 || (argc >= 3 && (*end || depth < 1 || depth > 30))) {
        fprintf(stderr, "frontier: bench takes a depth from 1 to 30 and a thread count from 1 to 64, or eval\n");
        return 2;
    }
    long threads = argc >= 4 ? strtol(argv[3], &end, 10) : 1;
    if (argc >= 4 && (*end || threads < 1 || threads > 64)) {
        fprintf(stderr, "frontier: bench takes a depth from 1 to 30 and a thread count from 1 to 64\n");
        return 2;
    }
    Engine *e = io_engine_new();
    if (!e)
        return 1;
    int64_t ms;
    uint64_t nodes = engine_bench(e, (int)depth, (int)threads, bench_line, NULL, &ms);
    printf("Total time (ms) : %" PRId64 "\n", ms);
    printf("Nodes searched  : %" PRIu64 "\n", nodes);
    printf("Nodes/second    : %" PRIu64 "\n", ms > 0 ? nodes * 1000 / (uint64_t)ms : 0);
    engine_free(e);
    return 0;
}

/* The protocol a program at the other end of a pipe speaks, from its first
 * command: NBoard's "nboard", a GTP command (maybe numbered), else UOI. */
static const char *protocol_of(const char *first_line)
{
    char word[64] = "";
    sscanf(first_line, "%63s", word);
    if (strcmp(word, "nboard") == 0)
        return "nboard";
    if (word[0] && strspn(word, "0123456789") == strlen(word))
        return "gtp"; /* a GTP command's id */
    if (strncmp(word, "gogui-", 6) == 0)
        return "gtp";
    /* quit is every protocol's, and tells nothing. */
    return gtp_knows_command(word) && strcmp(word, "quit") != 0 ? "gtp" : "uoi";
}

/* Whether a line asks for help as a person would, rather than being a
 * protocol's command: none of the protocols has one of these words. */
static bool asks_for_help(const char *line)
{
    char word[16] = "";
    sscanf(line, "%15s", word);
    static const char *const words[] = {"help", "-h", "--help", "-help", "?"};
    for (size_t i = 0; i < sizeof words / sizeof *words; i++)
        if (strcasecmp(word, words[i]) == 0)
            return true;
    return false;
}

/* A person typing help into a pipe gets the ways in rather than a
 * protocol's "unknown command". */
static void pipe_help(FILE *f)
{
    fprintf(f, "Without a terminal Frontier speaks the protocol of its first command: NBoard\n"
               "(nboard), GTP (a GTP command, list_commands lists them), else UOI (uoi lists\n"
               "the engine options, quit leaves). The console, with help for its commands:\n"
               "frontier --console. The command line, engine options and config file:\n"
               "frontier --help.\n");
    fflush(f);
}

/* Reads the first command on standard input to pick the protocol, and
 * gives it back for the front end to answer. Blank lines before it are
 * dropped: every protocol ignores them; a request for help is answered
 * here. */
static const char *recognise_protocol(void)
{
    char *line = malloc(IO_MAX_LINE);
    if (!line)
        return "uoi";
    LineStatus st;
    while ((st = io_read_line(stdin, line)) == LINE_OK && (strspn(line, " ") == strlen(line) || asks_for_help(line)))
        if (asks_for_help(line))
            pipe_help(stdout);
    const char *protocol = st == LINE_OK ? protocol_of(line) : "uoi";
    if (st != LINE_EOF)
        io_unread_line(stdin, line, st);
    free(line);
    return protocol;
}

/* UOI on standard input, its engine given the settings as commands. */
static int run_uoi(StartSettings *settings)
{
    if (settings->count == 0)
        return uoi_run(stdin, stdout);
    FILE *in = uoi_start_stream(stdin, start_settings_list(settings), settings->count);
    if (!in)
        return 1;
    int status = uoi_run(in, stdout);
    fclose(in);
    return status;
}

/* What the config file and the command line set, the file first; the
 * program stops with status 2 on a bad line, a bad argument or a setting
 * the engine refuses, before any front end starts. */
static bool gather_settings(const CommandLine *cl, StartSettings *settings)
{
    char err[1400];
    char path[1024];
    if (!cl->no_config) {
        const char *file = cl->config ? cl->config : config_file_default_path(path, sizeof path);
        if (*file && !config_file_read(file, !cl->config, settings, err, sizeof err)) {
            fprintf(stderr, "frontier: %s\n", err);
            return false;
        }
    }
    for (int i = 0; i < cl->settings.count; i++)
        if (!start_settings_set(settings, cl->settings.option[i], cl->settings.value[i], err, sizeof err)) {
            fprintf(stderr, "frontier: %s\n", err);
            return false;
        }
    if (!start_settings_check(settings, err, sizeof err)) {
        fprintf(stderr, "frontier: %s\n", err);
        return false;
    }
    return true;
}

static int start_front_end(int argc, char **argv, CommandLine *cl, StartSettings *settings)
{
    char err[1200];
    if (!command_line_parse(argc, argv, cl, err, sizeof err)) {
        fprintf(stderr, "frontier: %s (frontier --help lists the options)\n", err);
        return 2;
    }
    if (cl->help) {
        usage(stdout);
        return 0;
    }
    if (cl->version) {
        printf("%s %s\n", ENGINE_NAME, PACKAGE_VERSION);
        return 0;
    }
    if (!gather_settings(cl, settings))
        return 2;
    io_set_start_settings(start_settings_list(settings), settings->count);
    const char *protocol = cl->protocol;
    if (!protocol)
        protocol = isatty(STDIN_FILENO) ? "console" : recognise_protocol();
    if (strcasecmp(protocol, "console") == 0)
        return console_run(stdin, stdout, isatty(STDIN_FILENO) && isatty(STDOUT_FILENO));
    if (strcasecmp(protocol, "uoi") == 0)
        return run_uoi(settings);
    if (strcasecmp(protocol, "nboard") == 0)
        return nboard_run(stdin, stdout);
    if (strcasecmp(protocol, "gtp") == 0)
        return gtp_run(stdin, stdout);
    fprintf(stderr, "frontier: unknown protocol '%s' (uoi, nboard, gtp or console)\n", protocol);
    return 2;
}

int main(int argc, char **argv)
{
    if (argc >= 2 && strcmp(argv[1], "perft") == 0)
        return run_perft(argc, argv);
    if (argc >= 2 && strcmp(argv[1], "bench") == 0)
        return run_bench(argc, argv);
    if (argc >= 2 && strcmp(argv[1], "solve") == 0)
        return solve_command(argc - 1, argv + 1);
    if (argc >= 2 && strcmp(argv[1], "book") == 0)
        return book_command(argc - 1, argv + 1);
    if (argc >= 2 && strcmp(argv[1], "train") == 0)
        return train_command(argc - 1, argv + 1);
    if (argc >= 2 && strcmp(argv[1], "analyze") == 0)
        return review_command(argc - 1, argv + 1);
    CommandLine *cl = malloc(sizeof *cl);
    StartSettings *settings = calloc(1, sizeof *settings);
    if (!cl || !settings) {
        free(cl);
        free(settings);
        return 1;
    }
    int status = start_front_end(argc, argv, cl, settings);
    free(cl);
    free(settings);
    return status;
}
