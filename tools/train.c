/* Training the pattern evaluation (see train.h). */
#include "train.h"
#include "array_grow.h"
#include "file_write.h"

#include <errno.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void train_set_init(TrainSet *set) { memset(set, 0, sizeof *set); }

void train_set_free(TrainSet *set)
{
    free(set->items);
    train_set_init(set);
}

bool train_set_push(TrainSet *set, const TrainPosition *p)
{
    TrainPosition *items = array_grow(set->items, &set->capacity, set->count, sizeof *items, 1 << 16);
    if (!items)
        return false;
    set->items = items;
    set->items[set->count++] = *p;
    return true;
}

bool train_set_add_games(TrainSet *set, const GameList *games, int solve_empties, bool bridge, EndgameSolver *sv,
                         TrainProgress progress, void *ctx, char *err, size_t errlen)
{
    for (size_t g = 0; g < games->count; g++) {
        const GameRecord *rec = &games->games[g];
        uint32_t id = set->games++;
        Board b;
        board_start(&b);
        bool black = true;
        /* With bridge, the positions between the labelled and the solved
         * ones wait here (black to move or not) for the game's first solve. */
        size_t waiting = 0;
        uint64_t waiting_black = 0;
        for (int i = 0; i < rec->length; i++) {
            Bitboard legal = board_legal_moves(&b);
            if (!legal) {
                board_pass(&b);
                black = !black;
                legal = board_legal_moves(&b);
            }
            int sq = rec->moves[i];
            if (sq < 0 || sq > 63 || !(legal & BB_SQUARE(sq)))
                break;
            int empties = board_empty_count(&b);
            TrainPosition pos = {b.player, b.opponent, id, 0, (uint8_t)empties, 0, 0};
            bool keep = true;
            if (rec->label_empties >= 0 && empties >= rec->label_empties) {
                pos.score = (int8_t)(black ? rec->label : -rec->label);
                pos.exact = empties == rec->label_empties && rec->label_empties > 0;
            } else if (sv && empties <= solve_empties) {
                pos.score = (int8_t)endgame_solve(sv, &b, -65, 65, NULL, NULL);
                pos.exact = 1;
                for (size_t k = 0; k < waiting; k++) {
                    bool same = ((waiting_black >> k) & 1) == black;
                    set->items[set->count - waiting + k].score = (int8_t)(same ? pos.score : -pos.score);
                }
                waiting = 0;
            } else if (bridge && sv) {
                waiting_black |= (uint64_t)black << waiting++;
            } else
                keep = false;
            if (keep && !train_set_push(set, &pos)) {
                snprintf(err, errlen, "out of memory after %zu positions", set->count);
                return false;
            }
            board_apply(&b, sq, board_flips(b.player, b.opponent, sq));
            black = !black;
        }
        /* A game that ended before its first solve: no label for those. */
        set->count -= waiting;
        if (progress && (g % 4096 == 0 || g + 1 == games->count))
            progress(ctx, "games", g + 1, games->count);
    }
    return true;
}

/* Set files: "FRNTSET1", count (u64), the positions as in memory. They are
 * scratch files for one machine, not an exchange format. */
bool train_set_save(const TrainSet *set, const char *path, char *err, size_t errlen)
{
    FileWrite w;
    if (!file_write_open(&w, path, err, errlen))
        return false;
    FILE *f = w.f;
    uint64_t n = set->count;
    bool ok = fwrite("FRNTSET1", 1, 8, f) == 8 && fwrite(&n, sizeof n, 1, f) == 1
              && fwrite(&set->games, sizeof set->games, 1, f) == 1
              && fwrite(set->items, sizeof *set->items, set->count, f) == set->count;
    return file_write_finish(&w, ok, err, errlen);
}

bool train_set_load(TrainSet *set, const char *path, char *err, size_t errlen)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "cannot open %s: %s", path, strerror(errno));
        return false;
    }
    char magic[8];
    uint64_t n = 0;
    uint32_t games = 0;
    bool ok = fread(magic, 1, 8, f) == 8 && memcmp(magic, "FRNTSET1", 8) == 0 && fread(&n, sizeof n, 1, f) == 1
              && fread(&games, sizeof games, 1, f) == 1 && n < ((uint64_t)1 << 32);
    TrainPosition *items = ok ? malloc((size_t)n * sizeof *items + 1) : NULL;
    ok = ok && items && fread(items, sizeof *items, (size_t)n, f) == n && fgetc(f) == EOF;
    fclose(f);
    if (!ok) {
        free(items);
        snprintf(err, errlen, "%s is not a complete training set file", path);
        return false;
    }
    train_set_free(set);
    set->items = items;
    set->count = set->capacity = (size_t)n;
    set->games = games;
    return true;
}

void train_params_default(TrainParams *p)
{
    p->iterations = 100;
    p->lambda = 4.0;
    p->holdout = 20;
    p->fraction = 1.0;
    p->window = 2;
    p->exact_weight = 1.0;
    p->huber = 0;
    p->prior = NULL;
    p->threads = 1;
}

static uint32_t game_hash(uint32_t game) { return (uint32_t)(((uint64_t)game * 0x9e3779b97f4a7c15ULL) >> 32); }

bool train_game_held_out(uint32_t game, const TrainParams *p)
{
    return p->holdout > 0 && game_hash(game) % (uint32_t)p->holdout == 0;
}

bool train_game_used(uint32_t game, const TrainParams *p)
{
    if (train_game_held_out(game, p))
        return false;
    return (game_hash(game) >> 8) % 1000 < (uint32_t)(p->fraction * 1000 + 0.5);
}

static void add_error(TrainError *e, double error)
{
    e->count++;
    e->abs_error += fabs(error);
}

static double evaluate_discs(const Evaluator *ev, const TrainPosition *t)
{
    Board b = {t->player, t->opponent};
    return ev->fn(ev->data, &b, NULL) / 100.0;
}

void train_measure(const TrainSet *set, const TrainParams *p, const Evaluator *ev, TrainReport *report)
{
    memset(report->test, 0, sizeof report->test);
    memset(report->exact, 0, sizeof report->exact);
    for (size_t i = 0; i < set->count; i++) {
        const TrainPosition *t = &set->items[i];
        if (!train_game_held_out(t->game, p))
            continue;
        int group = train_group(t->empties);
        double error = evaluate_discs(ev, t) - t->score;
        add_error(&report->test[group], error);
        if (t->exact)
            add_error(&report->exact[group], error);
    }
}

/* One stage's least-squares problem: rows of FEATURE_COUNT weight numbers
 * (each with value 1) and the labels. */
typedef struct {
    uint32_t *cols;
    float *y;
    float *scale; /* each row's square-root weight: y and the row's ones are scaled by it */
    size_t rows;
} Problem;

/* Row r's value under the weights x, before its scale: the evaluation. */
static inline float row_value(const Problem *pr, const float *x, size_t r)
{
    const uint32_t *c = pr->cols + r * FEATURE_COUNT;
    float sum = 0;
    for (int k = 0; k < FEATURE_COUNT; k++)
        sum += x[c[k]];
    return sum;
}

/* The fit's threads: A p by rows (each row's value is its own), A^T r by
 * weights, each thread owning a range of them and walking every row in
 * order. Every weight's sum then adds the same terms in the same order as
 * on one thread, so any number of threads gives the very same weights
 * (float sums depend on their order), those of the one-thread fit. */
#define FIT_MAX_THREADS 8

typedef struct {
    const Problem *pr;
    const float *in;    /* p for A p, r for A^T r */
    float *out;         /* q, or s (holding - lambda (x - x0)) for A^T r */
    bool transposed;
    size_t first, last; /* the rows for A p, the weights for A^T r */
} FitPass;

static void *fit_thread(void *arg)
{
    const FitPass *job = arg;
    const Problem *pr = job->pr;
    if (!job->transposed) {
        for (size_t r = job->first; r < job->last; r++)
            job->out[r] = pr->scale[r] * row_value(pr, job->in, r);
        return NULL;
    }
    uint32_t lo = (uint32_t)job->first, span = (uint32_t)(job->last - job->first);
    for (size_t row = 0; row < pr->rows; row++) {
        const uint32_t *c = pr->cols + row * FEATURE_COUNT;
        float v = pr->scale[row] * job->in[row];
        for (int k = 0; k < FEATURE_COUNT; k++)
            if (c[k] - lo < span)
                job->out[c[k]] += v;
    }
    return NULL;
}

/* Runs a pass on up to threads threads (the caller one of them); a thread
 * that does not start leaves its share to the caller. Weights are split at
 * feature tables so that each thread meets about as many of a row's
 * features. */
static void fit_pass(const Problem *pr, const float *in, float *out, bool transposed, int threads)
{
    if (threads > FIT_MAX_THREADS)
        threads = FIT_MAX_THREADS;
    if (threads < 1)
        threads = 1;
    FitPass jobs[FIT_MAX_THREADS];
    pthread_t ids[FIT_MAX_THREADS];
    bool started[FIT_MAX_THREADS] = {false};
    size_t prev = 0;
    for (int t = 0; t < threads; t++) {
        size_t last;
        if (t == threads - 1)
            last = transposed ? STAGE_WEIGHTS : pr->rows;
        else if (transposed)
            last = FEATURE_OFFSET[FEATURE_COUNT * (t + 1) / threads];
        else
            last = pr->rows * (size_t)(t + 1) / (size_t)threads;
        if (last < prev)
            last = prev;
        jobs[t] = (FitPass){pr, in, out, transposed, prev, last};
        prev = last;
    }
    for (int t = 1; t < threads; t++)
        started[t] = pthread_create(&ids[t], NULL, fit_thread, &jobs[t]) == 0;
    fit_thread(&jobs[0]);
    for (int t = 1; t < threads; t++) {
        if (started[t])
            pthread_join(ids[t], NULL);
        else
            fit_thread(&jobs[t]);
    }
}

/* q = A p */
static void times(const Problem *pr, const float *p, float *q, int threads)
{
    fit_pass(pr, p, q, false, threads);
}

/* s = A^T r - lambda (x - x0) */
static void times_transposed(const Problem *pr, const float *r, const float *x, const float *x0, double lambda,
                             float *s, int threads)
{
    for (size_t i = 0; i < STAGE_WEIGHTS; i++)
        s[i] = (float)(-lambda * (x[i] - x0[i]));
    fit_pass(pr, r, s, true, threads);
}

static double dot(const float *a, const float *b, size_t n)
{
    double sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += (double)a[i] * b[i];
    return sum;
}

/* Conjugate gradients on the damped normal equations (CGLS), from the x
 * it is given, the ridge pulling toward x0: min |Ax - y|^2 + lambda |x - x0|^2. */
static bool solve_stage(const Problem *pr, int iterations, double lambda, const float *x0, float *x, int threads)
{
    float *r = malloc((pr->rows ? pr->rows : 1) * sizeof *r), *q = malloc((pr->rows ? pr->rows : 1) * sizeof *q);
    float *s = malloc(STAGE_WEIGHTS * sizeof *s), *p = malloc(STAGE_WEIGHTS * sizeof *p);
    bool ok = r && q && s && p;
    if (ok) {
        times(pr, x, q, threads);
        for (size_t i = 0; i < pr->rows; i++)
            r[i] = pr->y[i] - q[i];
        times_transposed(pr, r, x, x0, lambda, s, threads);
        memcpy(p, s, STAGE_WEIGHTS * sizeof *p);
        double gamma = dot(s, s, STAGE_WEIGHTS);
        for (int it = 0; it < iterations && gamma > 1e-12; it++) {
            times(pr, p, q, threads);
            double delta = dot(q, q, pr->rows) + lambda * dot(p, p, STAGE_WEIGHTS);
            if (delta <= 0)
                break;
            float alpha = (float)(gamma / delta);
            for (size_t i = 0; i < STAGE_WEIGHTS; i++)
                x[i] += alpha * p[i];
            for (size_t i = 0; i < pr->rows; i++)
                r[i] -= alpha * q[i];
            times_transposed(pr, r, x, x0, lambda, s, threads);
            double fresh = dot(s, s, STAGE_WEIGHTS);
            float beta = (float)(fresh / gamma);
            for (size_t i = 0; i < STAGE_WEIGHTS; i++)
                p[i] = s[i] + beta * p[i];
            gamma = fresh;
        }
    }
    free(r);
    free(q);
    free(s);
    free(p);
    return ok;
}

/* Reweighted fits after the least-squares one, each of half its steps:
 * the weights move little after the second. */
#define HUBER_ROUNDS 2

/* The Huber loss by reweighting: a row whose residual r (in discs) is
 * beyond delta weighs delta / |r| of its base weight in the next least
 * squares, so that a label far off (a blunder after the position) pulls
 * as a constant force rather than by its square. */
static void huber_reweight(Problem *pr, const float *x, double delta, const float *base_scale)
{
    for (size_t r = 0; r < pr->rows; r++) {
        float label = pr->y[r] / pr->scale[r];
        float off = fabsf(label - row_value(pr, x, r));
        float w = off > delta ? (float)(delta / off) : 1.0f;
        pr->scale[r] = base_scale[r] * sqrtf(w);
        pr->y[r] = pr->scale[r] * label;
    }
}

/* Any constant can move between one family's table and another's without
 * changing a single score. For a breakdown a person can read, each family
 * gets a mean contribution of zero over the stage's positions, and the
 * constant goes to the parity table, which every position reads once. */
static void center_families(const Problem *pr, const uint32_t *twin, float *x)
{
    enum { GROUPS = PF_FAMILIES + SF_FEATURES };
    double sum[GROUPS] = {0};
    for (size_t r = 0; r < pr->rows; r++) {
        const uint32_t *c = pr->cols + r * FEATURE_COUNT;
        for (int k = 0; k < FEATURE_COUNT; k++)
            sum[feature_family(k)] += x[c[k]];
    }
    if (pr->rows == 0)
        return;
    double moved = 0;
    for (int g = 0; g < GROUPS - 1; g++) {
        double mean = sum[g] / (double)pr->rows;
        uint32_t first, size;
        int instances = 1;
        if (g < PF_FAMILIES) {
            first = (uint32_t)PATTERN_FAMILY[g].offset;
            size = PATTERN_FAMILY[g].size;
            instances = PATTERN_FAMILY[g].instances;
        } else {
            int k = SCALAR_FIRST + g - PF_FAMILIES; /* the next table follows */
            first = FEATURE_OFFSET[k];
            size = FEATURE_OFFSET[k + 1] - first;
        }
        for (uint32_t i = first; i < first + size; i++)
            if (twin[i] == i)
                x[i] -= (float)(mean / instances);
        moved += mean;
    }
    x[PO_PARITY] += (float)moved;
    x[PO_PARITY + 1] += (float)moved;
}

bool train_fit(const TrainSet *set, const TrainParams *params, PatternWeights *out, TrainReport *report,
               TrainProgress progress, void *ctx)
{
    memset(report, 0, sizeof *report);
    uint32_t *twin = pattern_twins();
    float *x = calloc(STAGE_WEIGHTS, sizeof *x), *x0 = calloc(STAGE_WEIGHTS, sizeof *x0);
    bool ok = twin && x && x0;
    PatternTables tables;
    pattern_tables_init(&tables);
    /* Weighted least squares: a row weighing w is the row and its label
     * times sqrt(w). */
    float exact_scale = (float)sqrt(params->exact_weight);
    for (int stage = 0; ok && stage < STAGE_COUNT; stage++) {
        int lo = STAGE_EMPTIES * stage - params->window, hi = STAGE_EMPTIES * stage + STAGE_EMPTIES - 1 + params->window;
        if (stage == STAGE_COUNT - 1)
            hi = 60;
        /* Without a prior a stage starts from the previous stage's weights (a
         * good start) and is pulled to 0; with one, it starts from the prior's
         * weights of this stage and is pulled to them, so that what earlier
         * data taught stays where the new data says little. */
        if (ok && params->prior) {
            for (size_t i = 0; i < STAGE_WEIGHTS; i++)
                x0[i] = params->prior->weights[stage][i] / 100.0f;
            memcpy(x, x0, STAGE_WEIGHTS * sizeof *x);
        }
        Problem pr = {NULL, NULL, NULL, 0};
        size_t rows = 0;
        for (size_t i = 0; i < set->count; i++) {
            const TrainPosition *t = &set->items[i];
            rows += t->empties >= lo && t->empties <= hi && train_game_used(t->game, params);
        }
        pr.cols = malloc((rows ? rows : 1) * FEATURE_COUNT * sizeof *pr.cols);
        pr.y = malloc((rows ? rows : 1) * sizeof *pr.y);
        pr.scale = malloc((rows ? rows : 1) * sizeof *pr.scale);
        float *base_scale = params->huber > 0 ? malloc((rows ? rows : 1) * sizeof *base_scale) : NULL;
        if (!pr.cols || !pr.y || !pr.scale || (params->huber > 0 && !base_scale)) {
            ok = false;
        } else {
            for (size_t i = 0; i < set->count; i++) {
                const TrainPosition *t = &set->items[i];
                if (!(t->empties >= lo && t->empties <= hi && train_game_used(t->game, params)))
                    continue;
                Board b = {t->player, t->opponent};
                uint32_t f[FEATURE_COUNT];
                pattern_features(&tables, &b, f);
                uint32_t *c = pr.cols + pr.rows * FEATURE_COUNT;
                for (int k = 0; k < FEATURE_COUNT; k++)
                    c[k] = twin[FEATURE_OFFSET[k] + f[k]];
                float scale = (t->exact ? exact_scale : 1.0f) * (t->weight > 1 ? sqrtf(t->weight) : 1.0f);
                pr.scale[pr.rows] = scale;
                if (base_scale)
                    base_scale[pr.rows] = scale;
                pr.y[pr.rows++] = scale * t->score;
            }
            ok = solve_stage(&pr, params->iterations, params->lambda, x0, x, params->threads);
            for (int round = 0; ok && params->huber > 0 && round < HUBER_ROUNDS; round++) {
                huber_reweight(&pr, x, params->huber, base_scale);
                ok = solve_stage(&pr, params->iterations / 2, params->lambda, x0, x, params->threads);
            }
            if (ok)
                center_families(&pr, twin, x);
        }
        for (size_t i = 0; ok && i < STAGE_WEIGHTS; i++) {
            double v = round(100.0 * x[twin[i]]);
            out->weights[stage][i] = (int16_t)(v > 32000 ? 32000 : v < -32000 ? -32000 : v);
        }
        free(pr.cols);
        free(pr.y);
        free(pr.scale);
        free(base_scale);
        if (progress)
            progress(ctx, "stages", (size_t)stage + 1, STAGE_COUNT);
    }
    free(twin);
    free(x);
    free(x0);
    if (!ok)
        return false;
    Evaluator ev = evaluator_pattern(out);
    for (size_t i = 0; i < set->count; i++) {
        const TrainPosition *t = &set->items[i];
        if (train_game_used(t->game, params))
            add_error(&report->fit[train_group(t->empties)], evaluate_discs(&ev, t) - t->score);
    }
    train_measure(set, params, &ev, report);
    return true;
}
