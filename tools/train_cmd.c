/* frontier train set|fit|measure|relabel (see train_cmd.h). */
#include "train_cmd.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include "engine.h"
#include "mpc.h"
#include "parse_number.h"
#include "presets/eval_seed.h"
#include "train.h"
#include "train_positions.h"
#include "train_relabel.h"

static int usage(void)
{
    fprintf(stderr,
            "usage: frontier train set OUT.set [--solve N] [--bridge] [--hash MIB] GAMES...\n"
            "         positions of WTHOR .wtb files or move lists (one game a line, optional\n"
            "         ': score' as in Logistello's logbook), labelled by the game's score or,\n"
            "         with N or fewer empties (default 14), by an exact solve; with --bridge,\n"
            "         those in between by the game's first solved position; .pos files of\n"
            "         scripts/selfplay-games: their labelled positions, solved with N or fewer\n"
            "         empties unless their label is already exact\n"
            "       frontier train fit SET... --out EVAL.bin [--iterations N] [--lambda X]\n"
            "         [--fraction F] [--holdout M] [--window W] [--exact-weight X] [--huber D]\n"
            "         [--weight N] [--prior EVAL.bin] [--threads T]\n"
            "         fits the pattern weights; one game in M (default 20) is held out and\n"
            "         the mean absolute errors by stage are printed; the positions of the\n"
            "         sets after --weight N count N times (1 to 100; default 1); with\n"
            "         --huber D (discs, 0 to 64; default 0, least squares) the Huber loss\n"
            "         bent at D; with --prior, the fit starts from EVAL.bin's weights and\n"
            "         the ridge (lambda) pulls toward them instead of toward 0; T threads\n"
            "         (1 to 8, default 1) share each stage's passes, the weights the same\n"
            "       frontier train measure SET... (--eval-file EVAL.bin | --eval NAME) [--holdout M]\n"
            "         [--skip K]\n"
            "         errors of an evaluation on the held-out positions; the first K sets only\n"
            "         number the games (held out as in a fit over the same list)\n"
            "       frontier train relabel IN.set OUT.set --eval-file EVAL.bin [--depth D]\n"
            "         [--mix M] [--min-empties E] [--selectivity S]\n"
            "         labels of positions with E or more empties (default 24) that are not\n"
            "         exact become M (default 0.5) times a depth-D (default 6) search's value\n"
            "         with EVAL.bin plus 1 - M times the old label\n");
    return 2;
}

static void progress(void *ctx, const char *what, size_t done, size_t total)
{
    const char *label = ctx;
    fprintf(stderr, "\r%s: %zu/%zu %s", label, done, total, what);
    if (done == total)
        fputc('\n', stderr);
}

/* A file's kind is its name's ending in any case, as label-games reads it. */
static bool has_suffix(const char *s, const char *suffix)
{
    size_t n = strlen(s), k = strlen(suffix);
    return n >= k && strcasecmp(s + n - k, suffix) == 0;
}

static int train_set_command(int argc, char **argv)
{
    if (argc < 4)
        return usage();
    const char *out = argv[2];
    int solve_empties = 14;
    bool bridge = false;
    long hash = 64;
    /* The solver's table comes with the first file, at --hash MiB. */
    EndgameSolver *sv = endgame_new(0);
    if (!sv) {
        fprintf(stderr, "frontier: out of memory\n");
        return 1;
    }
    TrainSet set;
    train_set_init(&set);
    char err[512];
    int status = 0;
    for (int i = 3; i < argc && status == 0; i++) {
        int64_t v;
        if (i + 1 < argc && strcmp(argv[i], "--solve") == 0) {
            if (!io_parse_int(argv[++i], 0, 30, &v)) {
                status = usage();
                break;
            }
            solve_empties = (int)v;
            continue;
        }
        if (strcmp(argv[i], "--bridge") == 0) {
            bridge = true;
            continue;
        }
        if (i + 1 < argc && strcmp(argv[i], "--hash") == 0) {
            if (!io_parse_int(argv[++i], 1, 1 << 20, &v)) {
                status = usage();
                break;
            }
            hash = (long)v;
            continue;
        }
        if (argv[i][0] == '-') {
            status = usage();
            break;
        }
        if (!endgame_has_table(sv) && !endgame_set_hash(sv, (size_t)hash)) {
            fprintf(stderr, "frontier: cannot allocate %ld MiB\n", hash);
            status = 1;
            break;
        }
        size_t skipped = 0, before = set.count;
        if (has_suffix(argv[i], ".pos")) {
            uint32_t games_before = set.games;
            if (!train_set_add_position_file(&set, argv[i], solve_empties, sv, err, sizeof err)) {
                fprintf(stderr, "frontier: %s\n", err);
                status = 1;
            } else
                fprintf(stderr, "%s: %u games, %zu positions\n", argv[i], set.games - games_before, set.count - before);
            continue;
        }
        GameList games;
        game_list_init(&games);
        bool ok = game_file_read(&games, argv[i], &skipped, err, sizeof err);
        if (!ok) {
            fprintf(stderr, "frontier: %s\n", err);
            status = 1;
        } else if (!train_set_add_games(&set, &games, solve_empties, bridge, sv, progress, argv[i], err, sizeof err)) {
            fprintf(stderr, "frontier: %s\n", err);
            status = 1;
        } else {
            fprintf(stderr, "%s: %zu games, %zu positions", argv[i], games.count, set.count - before);
            if (skipped)
                fprintf(stderr, ", %zu unreadable lines", skipped);
            fputc('\n', stderr);
        }
        game_list_free(&games);
    }
    if (status == 0 && !train_set_save(&set, out, err, sizeof err)) {
        fprintf(stderr, "frontier: %s\n", err);
        status = 1;
    }
    if (status == 0)
        printf("%s: %zu positions from %u games\n", out, set.count, set.games);
    train_set_free(&set);
    endgame_delete(sv);
    return status;
}

/* Loads several set files as one, game numbers kept apart, each set's
 * positions given its weight; the first skip sets add their games' numbers
 * and no positions. */
static bool load_sets(TrainSet *all, char **paths, const int *weights, int n, int skip)
{
    char err[512];
    for (int i = 0; i < n; i++) {
        TrainSet one;
        train_set_init(&one);
        if (!train_set_load(&one, paths[i], err, sizeof err)) {
            fprintf(stderr, "frontier: %s\n", err);
            return false;
        }
        if (i < skip)
            one.count = 0;
        TrainPosition *items = realloc(all->items, (all->count + one.count + 1) * sizeof *items);
        if (!items) {
            train_set_free(&one);
            fprintf(stderr, "frontier: out of memory\n");
            return false;
        }
        all->items = items;
        for (size_t k = 0; k < one.count; k++) {
            items[all->count + k] = one.items[k];
            items[all->count + k].game += all->games;
            items[all->count + k].weight = (uint8_t)weights[i];
        }
        all->count += one.count;
        all->capacity = all->count;
        all->games += one.games;
        train_set_free(&one);
    }
    return n > 0;
}

static void print_errors(const char *title, const TrainError *e)
{
    printf("%-22s", title);
    size_t count = 0;
    double sum = 0;
    for (int s = 0; s < TRAIN_GROUPS; s++) {
        if (e[s].count)
            printf(" %5.2f", e[s].abs_error / (double)e[s].count);
        else
            printf("     -");
        count += e[s].count;
        sum += e[s].abs_error;
    }
    printf("  | %5.2f (%zu positions)\n", count ? sum / (double)count : 0.0, count);
}

static void print_report(const TrainReport *r, bool with_fit)
{
    printf("%-22s", "empties");
    for (int s = 0; s < TRAIN_GROUPS; s++)
        printf(" %2d-%-2d", TRAIN_GROUP_EMPTIES * s, s == TRAIN_GROUPS - 1 ? 60 : TRAIN_GROUP_EMPTIES * s + TRAIN_GROUP_EMPTIES - 1);
    printf("  | all\n");
    if (with_fit)
        print_errors("fitted (discs)", r->fit);
    print_errors("held out (discs)", r->test);
    print_errors("held out, exact", r->exact);
}

typedef struct {
    TrainParams params;
    const char *out, *eval_file, *eval_name, *prior_file;
    char **sets;
    int *weights; /* each set's, from the --weight before it (default 1) */
    int set_count, skip;
} FitArgs;

static bool parse_fit_args(int argc, char **argv, FitArgs *a)
{
    memset(a, 0, sizeof *a);
    train_params_default(&a->params);
    a->sets = calloc((size_t)argc, sizeof *a->sets);
    a->weights = calloc((size_t)argc, sizeof *a->weights);
    if (!a->sets || !a->weights)
        return false;
    int64_t weight = 1;
    for (int i = 2; i < argc; i++) {
        const char *opt = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (opt[0] != '-') {
            a->weights[a->set_count] = (int)weight;
            a->sets[a->set_count++] = argv[i];
            continue;
        }
        if (!val)
            return false;
        i++;
        bool ok = true;
        if (strcmp(opt, "--out") == 0)
            a->out = val;
        else if (strcmp(opt, "--eval-file") == 0)
            a->eval_file = val;
        else if (strcmp(opt, "--eval") == 0)
            a->eval_name = val;
        else if (strcmp(opt, "--prior") == 0)
            a->prior_file = val;
        else if (strcmp(opt, "--iterations") == 0)
            ok = io_parse_int32(val, &a->params.iterations);
        else if (strcmp(opt, "--lambda") == 0)
            ok = io_parse_double(val, 0, 1e6, &a->params.lambda);
        else if (strcmp(opt, "--fraction") == 0)
            ok = io_parse_double(val, 0, 1, &a->params.fraction);
        else if (strcmp(opt, "--holdout") == 0)
            ok = io_parse_int32(val, &a->params.holdout);
        else if (strcmp(opt, "--window") == 0)
            ok = io_parse_int32(val, &a->params.window);
        else if (strcmp(opt, "--skip") == 0)
            ok = io_parse_int32(val, &a->skip);
        else if (strcmp(opt, "--exact-weight") == 0)
            ok = io_parse_double(val, 0.01, 100, &a->params.exact_weight);
        else if (strcmp(opt, "--huber") == 0)
            ok = io_parse_double(val, 0, 64, &a->params.huber);
        else if (strcmp(opt, "--weight") == 0)
            ok = io_parse_int(val, 1, 100, &weight);
        else if (strcmp(opt, "--threads") == 0)
            ok = io_parse_int32(val, &a->params.threads) && a->params.threads >= 1 && a->params.threads <= 8;
        else
            ok = false;
        if (!ok)
            return false;
    }
    const TrainParams *p = &a->params;
    return a->set_count > 0 && a->skip >= 0 && a->skip < a->set_count && p->iterations >= 0 && p->iterations <= 10000 && p->lambda >= 0
           && p->fraction > 0 && p->fraction <= 1 && p->holdout >= 0 && p->window >= 0 && p->window <= 20;
}

static int train_fit_command(int argc, char **argv)
{
    FitArgs a;
    if (!parse_fit_args(argc, argv, &a) || !a.out || a.skip) {
        free(a.sets);
        free(a.weights);
        return usage();
    }
    TrainSet set;
    train_set_init(&set);
    PatternWeights *w = pattern_weights_new(), *prior = a.prior_file ? pattern_weights_new() : NULL;
    int status = 1;
    char err[512];
    bool prior_ok = !a.prior_file || (prior && pattern_weights_load(prior, a.prior_file, err, sizeof err));
    if (a.prior_file && prior && !prior_ok)
        fprintf(stderr, "frontier: %s\n", err);
    a.params.prior = prior;
    if (w && prior_ok && load_sets(&set, a.sets, a.weights, a.set_count, 0)) {
        fprintf(stderr, "%zu positions, %d CG iterations, lambda %g, %.0f%% of the games, 1 in %d held out",
                set.count, a.params.iterations, a.params.lambda, 100 * a.params.fraction, a.params.holdout);
        if (a.prior_file)
            fprintf(stderr, ", pulled to %s", a.prior_file);
        if (a.params.huber > 0)
            fprintf(stderr, ", Huber loss bent at %g discs", a.params.huber);
        if (a.params.threads > 1)
            fprintf(stderr, ", %d threads", a.params.threads);
        fprintf(stderr, "\n");
        TrainReport report;
        time_t start = time(NULL);
        if (!train_fit(&set, &a.params, w, &report, progress, "fit"))
            fprintf(stderr, "frontier: out of memory\n");
        else if (!pattern_weights_save(w, a.out, err, sizeof err))
            fprintf(stderr, "frontier: %s\n", err);
        else {
            printf("wrote %s in %ld s; mean absolute error by stage:\n", a.out, (long)(time(NULL) - start));
            print_report(&report, true);
            status = 0;
        }
    }
    free(w);
    free(prior);
    free(a.sets);
    free(a.weights);
    train_set_free(&set);
    return status;
}

static int train_measure_command(int argc, char **argv)
{
    FitArgs a;
    if (!parse_fit_args(argc, argv, &a) || (!a.eval_file == !a.eval_name)) {
        free(a.sets);
        free(a.weights);
        return usage();
    }
    PatternWeights *w = pattern_weights_new();
    Evaluator ev;
    char err[512];
    int status = 1;
    TrainSet set;
    train_set_init(&set);
    if (!w)
        fprintf(stderr, "frontier: out of memory\n");
    else if (a.eval_file && !pattern_weights_load(w, a.eval_file, err, sizeof err))
        fprintf(stderr, "frontier: %s\n", err);
    else if (a.eval_name && !evaluator_by_name(a.eval_name, &ev))
        fprintf(stderr, "frontier: unknown evaluation %s\n", a.eval_name);
    else if (load_sets(&set, a.sets, a.weights, a.set_count, a.skip)) {
        if (a.eval_file)
            ev = evaluator_pattern(w);
        TrainReport report;
        memset(&report, 0, sizeof report);
        train_measure(&set, &a.params, &ev, &report);
        printf("%s: mean absolute error by stage:\n", a.eval_file ? a.eval_file : a.eval_name);
        print_report(&report, false);
        status = 0;
    }
    free(w);
    free(a.sets);
    free(a.weights);
    train_set_free(&set);
    return status;
}

static int train_relabel_command(int argc, char **argv)
{
    if (argc < 4)
        return usage();
    const char *in = argv[2], *out = argv[3], *eval_file = NULL;
    RelabelParams p;
    relabel_params_default(&p);
    for (int i = 4; i < argc; i++) {
        int64_t v;
        double x;
        const char *opt = argv[i];
        if (i + 1 >= argc)
            return usage();
        const char *val = argv[++i];
        if (strcmp(opt, "--eval-file") == 0)
            eval_file = val;
        else if (strcmp(opt, "--depth") == 0 && io_parse_int(val, 1, 30, &v))
            p.depth = (int)v;
        else if (strcmp(opt, "--selectivity") == 0 && io_parse_int(val, 0, MPC_LEVELS, &v))
            p.selectivity = (int)v;
        else if (strcmp(opt, "--min-empties") == 0 && io_parse_int(val, 0, 60, &v))
            p.min_empties = (int)v;
        else if (strcmp(opt, "--mix") == 0 && io_parse_double(val, 0, 1, &x))
            p.mix = x;
        else
            return usage();
    }
    if (!eval_file)
        return usage();
    PatternWeights *w = pattern_weights_new();
    TrainSet set;
    train_set_init(&set);
    char err[512];
    int status = 1;
    if (!w)
        fprintf(stderr, "frontier: out of memory\n");
    else if (!pattern_weights_load(w, eval_file, err, sizeof err))
        fprintf(stderr, "frontier: %s\n", err);
    else if (!train_set_load(&set, in, err, sizeof err))
        fprintf(stderr, "frontier: %s\n", err);
    else {
        Evaluator ev = evaluator_pattern(w);
        time_t start = time(NULL);
        if (!train_set_relabel(&set, &p, &ev, progress, "relabel"))
            fprintf(stderr, "frontier: out of memory\n");
        else if (!train_set_save(&set, out, err, sizeof err))
            fprintf(stderr, "frontier: %s\n", err);
        else {
            printf("%s: %zu positions relabelled in %ld s\n", out, set.count, (long)(time(NULL) - start));
            status = 0;
        }
    }
    free(w);
    train_set_free(&set);
    return status;
}

int train_command(int argc, char **argv)
{
    if (argc >= 2 && strcmp(argv[1], "relabel") == 0)
        return train_relabel_command(argc, argv);
    if (argc >= 2 && strcmp(argv[1], "set") == 0)
        return train_set_command(argc, argv);
    if (argc >= 2 && strcmp(argv[1], "fit") == 0)
        return train_fit_command(argc, argv);
    if (argc >= 2 && strcmp(argv[1], "measure") == 0)
        return train_measure_command(argc, argv);
    return usage();
}
