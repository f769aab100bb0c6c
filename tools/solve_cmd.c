/* Solves every position of an OBF file (one position a line: 64 squares,
 * the side to move, then "; move:score" pairs, best first) through the
 * engine façade, and compares the score and the move with the file's. */
#include "solve_cmd.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "engine.h"
#include "engine_open.h"

typedef struct {
    Move best;
    SearchReport final;
} SolveResult;

static void on_bestmove(void *ctx, Move best, Move ponder, const SearchReport *final)
{
    SolveResult *r = ctx;
    (void)ponder;
    r->best = best;
    r->final = *final;
}

static int usage(void)
{
    fprintf(stderr, "usage: frontier solve [--hash MIB] [--threads N] [--eval-file EVAL.bin] [--wld] FILE.obf\n");
    return 2;
}

/* What an OBF line says of its position: the scores of the moves it
 * lists ("f5:+2"; a pass as PA or --, which move_parse reads), best first
 * by the format's rule. */
typedef struct {
    Move moves[64];
    int scores[64];
    int count;
    int best; /* the highest listed score, valid when count > 0 */
} ObfScores;

/* Reads "<board> <side>; m:s; ..." into pos and the listed scores. */
static bool parse_obf_line(char *line, Position *pos, ObfScores *listed, char *err, size_t errlen)
{
    char *semi = strchr(line, ';');
    if (semi)
        *semi = '\0';
    char squares[128], side[16];
    if (sscanf(line, "%127s %15s", squares, side) != 2) {
        snprintf(err, errlen, "expected a board and a side");
        return false;
    }
    if (!position_parse(squares, side, pos, err, errlen))
        return false;
    listed->count = 0;
    listed->best = 0;
    char *save = NULL;
    for (char *pair = semi ? strtok_r(semi + 1, ";", &save) : NULL; pair && listed->count < 64;
         pair = strtok_r(NULL, ";", &save)) {
        char move[8];
        int score;
        if (sscanf(pair, " %7[^:]:%d", move, &score) != 2)
            continue; /* a blank tail, or a comment */
        Move m = move_parse(move);
        if (m == MOVE_NONE) {
            snprintf(err, errlen, "bad move '%s' in the scores", move);
            return false;
        }
        if (listed->count == 0 || score > listed->best)
            listed->best = score;
        listed->moves[listed->count] = m;
        listed->scores[listed->count++] = score;
    }
    return true;
}

/* A score as the search reports it: the disc difference, or its sign in a
 * win/draw/loss solve. */
static int told(int score, bool wld) { return wld ? (score > 0) - (score < 0) : score; }

/* The move is right if the file gives it the best score, or does not list
 * it (files may list the best moves only). */
static bool move_matches(const ObfScores *listed, Move best, bool wld)
{
    for (int i = 0; i < listed->count; i++)
        if (listed->moves[i] == best)
            return told(listed->scores[i], wld) == told(listed->best, wld);
    return true;
}

int solve_command(int argc, char **argv)
{
    const char *path = NULL, *hash = NULL, *threads = NULL, *eval_file = NULL;
    bool wld = false;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--hash") == 0 && i + 1 < argc)
            hash = argv[++i];
        else if (strcmp(argv[i], "--threads") == 0 && i + 1 < argc)
            threads = argv[++i];
        else if (strcmp(argv[i], "--eval-file") == 0 && i + 1 < argc)
            eval_file = argv[++i];
        else if (strcmp(argv[i], "--wld") == 0)
            wld = true;
        else if (argv[i][0] != '-' && !path)
            path = argv[i];
        else
            return usage();
    }
    if (!path)
        return usage();
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "frontier: cannot open %s\n", path);
        return 2;
    }
    Engine *e = engine_new();
    char err[256];
    if (!e || (hash && !engine_set_option(e, "Hash", hash, err, sizeof err))
        || (threads && !engine_set_option(e, "Threads", threads, err, sizeof err))
        || (eval_file && !engine_set_option(e, "EvalFile", eval_file, err, sizeof err))) {
        fprintf(stderr, "frontier: %s\n", e ? err : "out of memory");
        engine_free(e);
        fclose(f);
        return 2;
    }
    /* Without the trained weights the solver orders by a rough value and
     * searches several times the nodes: say so rather than look slow. */
    io_report_engine_warning(e);
    char line[4096];
    int number = 0, mismatches = 0, errors = 0, solved = 0;
    uint64_t total_nodes = 0;
    int64_t total_ms = 0;
    printf("  #  empties move score  file  ok     time(s)        nodes        nps\n");
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '%' || line[0] == '#' || strspn(line, " \t\r\n") == strlen(line))
            continue;
        number++;
        if (!strchr(line, '\n') && !feof(f)) {
            int c;
            while ((c = fgetc(f)) != EOF && c != '\n')
                ;
            printf("%3d  error: a line longer than %zu characters\n", number, sizeof line - 2);
            errors++;
            continue;
        }
        Position pos;
        ObfScores listed;
        if (!parse_obf_line(line, &pos, &listed, err, sizeof err)) {
            printf("%3d  error: %s\n", number, err);
            errors++;
            continue;
        }
        engine_new_game(e);
        if (!engine_set_position(e, &pos, NULL, 0, err, sizeof err)) {
            printf("%3d  error: %s\n", number, err);
            errors++;
            continue;
        }
        SolveResult r = {MOVE_NONE, {0}};
        SearchLimits limits = {.solve = !wld, .wld = wld};
        if (!engine_go(e, &limits, &(EngineCallbacks){NULL, on_bestmove, &r}, err, sizeof err)) {
            printf("%3d  error: %s\n", number, err);
            errors++;
            continue;
        }
        engine_wait(e);
        int score = r.final.score;
        bool checked = listed.count > 0;
        int expect = told(listed.best, wld);
        bool ok = !checked || (score == expect && move_matches(&listed, r.best, wld));
        mismatches += !ok;
        solved++;
        char name[8], file[16];
        if (checked)
            snprintf(file, sizeof file, "%+5d", expect);
        else
            snprintf(file, sizeof file, "    -");
        double secs = (double)r.final.time_ms / 1000.0;
        uint64_t nps = r.final.time_ms > 0 ? r.final.nodes * 1000 / (uint64_t)r.final.time_ms : 0;
        printf("%3d  %5d    %-4s %+5d %s  %-3s %9.3f %14" PRIu64 " %10" PRIu64 "\n", number,
               board_empty_count(&pos.board), move_name(r.best, name), score, file, !checked ? "-" : ok ? "yes" : "NO",
               secs, r.final.nodes, nps);
        fflush(stdout);
        total_nodes += r.final.nodes;
        total_ms += r.final.time_ms;
    }
    fclose(f);
    engine_free(e);
    uint64_t nps = total_ms > 0 ? total_nodes * 1000 / (uint64_t)total_ms : 0;
    printf("total: %d positions, %d mismatches, %d errors, %.3f s, %" PRIu64 " nodes, %" PRIu64 " nodes/s\n", solved,
           mismatches, errors, (double)total_ms / 1000.0, total_nodes, nps);
    return mismatches || errors ? 1 : 0;
}
