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

static void usage(FILE *f)
{
    fprintf(f,
            "usage: frontier [--protocol=uoi|nboard|gtp|console] [--console]\n"
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

/* Reads the first command on standard input to pick the protocol, and
 * gives it back for the front end to answer. Blank lines before it are
 * dropped: every protocol ignores them. */
static const char *recognise_protocol(void)
{
    char *line = malloc(IO_MAX_LINE);
    if (!line)
        return "uoi";
    LineStatus st;
    while ((st = io_read_line(stdin, line)) == LINE_OK && strspn(line, " ") == strlen(line))
        ;
    const char *protocol = st == LINE_OK ? protocol_of(line) : "uoi";
    if (st != LINE_EOF)
        io_unread_line(stdin, line, st);
    free(line);
    return protocol;
}

int main(int argc, char **argv)
{
    const char *protocol = NULL;
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
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(a, "--version") == 0) {
            printf("%s %s\n", ENGINE_NAME, PACKAGE_VERSION);
            return 0;
        } else if (strcmp(a, "--console") == 0) {
            protocol = "console";
        } else if (strncmp(a, "--protocol=", 11) == 0) {
            protocol = a + 11;
        } else {
            fprintf(stderr, "frontier: unknown argument '%s'\n", a);
            usage(stderr);
            return 2;
        }
    }
    if (!protocol)
        protocol = isatty(STDIN_FILENO) ? "console" : recognise_protocol();
    if (strcasecmp(protocol, "console") == 0)
        return console_run(stdin, stdout, isatty(STDIN_FILENO) && isatty(STDOUT_FILENO));
    if (strcasecmp(protocol, "uoi") == 0)
        return uoi_run(stdin, stdout);
    if (strcasecmp(protocol, "nboard") == 0)
        return nboard_run(stdin, stdout);
    if (strcasecmp(protocol, "gtp") == 0)
        return gtp_run(stdin, stdout);
    fprintf(stderr, "frontier: unknown protocol '%s' (uoi, nboard, gtp or console)\n", protocol);
    return 2;
}
