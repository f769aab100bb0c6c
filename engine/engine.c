/* The engine façade: game state, options and the search thread. */
#include "engine.h"
#include "isa.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>
#include "bench.h"
#include "book.h"
#include "data_dir.h"
#include "eval_pattern.h"
#include "game.h"
#include "perft.h"
#include "presets/eval_seed.h"
#include "presets/preset.h"
#include "search.h"
#include "tables.h"
#include "timeman.h"

/* An option's handler takes a value already checked against its row (a
 * spin within min and max, number holding it; a check true or false) and
 * applies it, or refuses it with err, the engine unchanged. */
typedef bool (*OptionHandler)(Engine *e, const char *text, long number, char *err, size_t errlen);

static bool set_hash(Engine *e, const char *text, long v, char *err, size_t errlen);
static bool set_searcher(Engine *e, const char *value, long number, char *err, size_t errlen);
static bool set_eval(Engine *e, const char *value, long number, char *err, size_t errlen);
static bool set_eval_file(Engine *e, const char *value, long number, char *err, size_t errlen);
static bool set_preset(Engine *e, const char *value, long number, char *err, size_t errlen);
static bool set_seed(Engine *e, const char *text, long v, char *err, size_t errlen);
static bool set_own_book(Engine *e, const char *value, long number, char *err, size_t errlen);
static bool set_book_file(Engine *e, const char *value, long number, char *err, size_t errlen);
static bool set_book_randomness(Engine *e, const char *text, long v, char *err, size_t errlen);


struct Engine {
    Game game;              /* the record, and the position it leads to */
    int level; /* default depth of a go without limits */
    Evaluator eval;
    const PatternWeights *weights; /* the trained evaluation; NULL: none could be read */
    PatternWeights *own_weights;   /* weights this engine read itself, freed with it */
    EngineData *data;              /* the shared data this engine holds, or NULL */
    char eval_file[1024];    /* where the weights came from */
    char eval_warning[512];  /* why the default weights could not be read */
    const Preset *preset;   /* NULL: the engine's own search */
    uint64_t preset_rng;
    Tables tables;          /* the midgame's, the solver's and the helpers' under Hash */
    TimeManager time;       /* what the clock learnt of the solver */
    bool plain;             /* the Searcher option: the first plain searcher */
    int threads;            /* the Threads option: lazy SMP helpers plus one */
    int selectivity;        /* the Selectivity option: Multi-ProbCut level */
    int multipv;            /* the MultiPV option: lines a search reports */
    int contempt;           /* the Contempt option: a draw's worth to the engine, centi-discs */
    int move_overhead;      /* the MoveOverhead option: ms kept back from each move's time */
    int table_contempt;     /* the size of the contempt behind the table's values */

    Book book;
    bool book_shared;       /* book's entries are the shared data's, not freed here */
    bool own_book;          /* go answers from the book when it can */
    bool book_tried;        /* the book file was looked for */
    bool book_loaded;       /* a book file was read */
    char book_warning[300]; /* why the default book could not be read */
    char book_file[1024];   /* empty: the default file */
    int book_randomness;    /* centi-discs: pick among moves this close to the best */
    uint64_t rng;
    Move book_move;         /* the answer of this go, when the book had one */
    BookMove book_choice;

    pthread_mutex_t lock;   /* guards searching and thread_live */
    pthread_t thread;
    bool thread_live;       /* a thread was started and not yet joined */
    bool searching;         /* the thread has not yet sent bestmove */
    atomic_bool stop;
    Search search;
    EngineCallbacks callbacks;
    EngineSearch run[ENGINE_MAX_SEARCHES]; /* engine_go_searches' run */
    int run_count, run_index;
    EngineRunCallbacks run_callbacks;
    int perft_depth;        /* the count engine_perft_go runs */
    PerftDoneFn perft_done;
    void *perft_ctx;
    char option_value[][1024]; /* one an option, as last taken, for engine_option_value */
};

/* One row per option: what front ends list (engine_option) and its
 * handler; a spin option without one is kept as it comes in the int field
 * of Engine at offset field, and engine_new starts it at its default (the
 * others start from what engine_new sets up). */
typedef struct {
    OptionInfo info;
    OptionHandler apply; /* NULL: the value goes to the int at field */
    size_t field;
} OptionRow;
#define INT_FIELD(name) NULL, offsetof(Engine, name)

static const OptionRow OPTIONS[] = {
    {{"Hash", OPTION_SPIN, "64", 1, 65536}, set_hash, 0},
    {{"Threads", OPTION_SPIN, "1", 1, 64}, INT_FIELD(threads)},
    {{"Selectivity", OPTION_SPIN, "4", 0, 4}, INT_FIELD(selectivity)},
    {{"MultiPV", OPTION_SPIN, "1", 1, SEARCH_MAX_MULTIPV}, INT_FIELD(multipv)},
    {{"Contempt", OPTION_SPIN, "0", -SEARCH_MAX_CONTEMPT, SEARCH_MAX_CONTEMPT}, INT_FIELD(contempt)},
    {{"Level", OPTION_SPIN, "8", 1, 60}, INT_FIELD(level)},
    {{"Searcher", OPTION_STRING, "pvs", 0, 0}, set_searcher, 0},
    {{"Eval", OPTION_STRING, "default", 0, 0}, set_eval, 0},
    {{"EvalFile", OPTION_STRING, "<default>", 0, 0}, set_eval_file, 0},
    {{"Preset", OPTION_STRING, "none", 0, 0}, set_preset, 0},
    {{"Seed", OPTION_SPIN, "0", 0, 2147483647}, set_seed, 0},
    {{"OwnBook", OPTION_CHECK, "false", 0, 0}, set_own_book, 0},
    {{"BookFile", OPTION_STRING, "<default>", 0, 0}, set_book_file, 0},
    {{"BookRandomness", OPTION_SPIN, "0", 0, 64}, set_book_randomness, 0},
    {{"MoveOverhead", OPTION_SPIN, "10", 0, 5000}, INT_FIELD(move_overhead)},
};
#define OPTION_COUNT ((int)(sizeof OPTIONS / sizeof *OPTIONS))
#undef INT_FIELD

_Static_assert(ENGINE_MAX_GAME == GAME_MAX_MOVES, "the façade's game is the game record");

int engine_option_count(void) { return OPTION_COUNT; }

const OptionInfo *engine_option(int i)
{
    return i >= 0 && i < OPTION_COUNT ? &OPTIONS[i].info : NULL;
}

static bool apply_option(Engine *e, const OptionRow *row, const char *value, char *err, size_t errlen);

/* The evaluation the engine uses unless told otherwise: the trained
 * patterns, or the basic evaluation when no weights could be read. */
static Evaluator evaluator_default(Engine *e)
{
    return e->weights ? evaluator_pattern(e->weights) : evaluator_basic();
}

/* Reads weights from path (NULL: eval.bin of the data folder); on failure
 * the engine keeps what it had. */
static bool load_weights(Engine *e, const char *path, char *err, size_t errlen)
{
    PatternWeights *w = pattern_weights_new();
    if (!w) {
        snprintf(err, errlen, "out of memory");
        return false;
    }
    char default_path[1024];
    if (!path)
        path = data_dir_file("eval.bin", default_path, sizeof default_path);
    if (!pattern_weights_load(w, path, err, errlen)) {
        free(w);
        return false;
    }
    bool was_default = e->weights && e->eval.data == e->weights;
    free(e->own_weights);
    e->own_weights = w;
    e->weights = w;
    snprintf(e->eval_file, sizeof e->eval_file, "%s", path);
    if (was_default || !e->eval.fn || e->eval.fn == evaluator_basic().fn)
        e->eval = evaluator_default(e);
    return true;
}

/* Data read once and then only read: the weights and the book that every
 * engine made from it uses in place of copies of its own. Each engine
 * holds a reference, so that the opener may release it at any time. */
struct EngineData {
    PatternWeights *weights;
    Book book;
    bool book_loaded;
    char eval_file[1024]; /* as long as the engine's own, which copies it */
    char book_file[1024];
    char book_warning[300];
    atomic_int holders;
};

EngineData *engine_data_open(const char *dir, char *err, size_t errlen)
{
    EngineData *d = calloc(1, sizeof *d);
    if (!d || !(d->weights = pattern_weights_new())) {
        free(d);
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    char folder[4096];
    if (!dir)
        dir = data_dir(folder, sizeof folder);
    int n1 = snprintf(d->eval_file, sizeof d->eval_file, "%s/eval.bin", dir);
    int n2 = snprintf(d->book_file, sizeof d->book_file, "%s/book.bin", dir);
    if (n1 < 0 || (size_t)n1 >= sizeof d->eval_file || n2 < 0 || (size_t)n2 >= sizeof d->book_file) {
        snprintf(err, errlen, "the data folder's name is too long");
        engine_data_release(d);
        return NULL;
    }
    if (!pattern_weights_load(d->weights, d->eval_file, err, errlen)) {
        engine_data_release(d);
        return NULL;
    }
    /* A folder without a book still plays, as an engine without one does. */
    book_init(&d->book);
    char why[256];
    d->book_loaded = book_load(&d->book, d->book_file, why, sizeof why);
    if (!d->book_loaded)
        snprintf(d->book_warning, sizeof d->book_warning, "no opening book: %s", why);
    atomic_init(&d->holders, 1);
    return d;
}

void engine_data_release(EngineData *d)
{
    /* The last holder frees: the opener or the last engine made from it. */
    if (!d || atomic_fetch_sub(&d->holders, 1) > 1)
        return;
    book_free(&d->book);
    free(d->weights);
    free(d);
}

static void share_data(Engine *e, EngineData *d)
{
    atomic_fetch_add(&d->holders, 1);
    e->data = d;
    e->weights = d->weights;
    e->eval = evaluator_default(e);
    snprintf(e->eval_file, sizeof e->eval_file, "%s", d->eval_file);
    e->book = d->book;
    e->book_shared = true;
    e->book_tried = true;
    e->book_loaded = d->book_loaded;
    if (d->book_loaded)
        snprintf(e->book_file, sizeof e->book_file, "%s", d->book_file);
    snprintf(e->book_warning, sizeof e->book_warning, "%s", d->book_warning);
}

/* EvalFile and BookFile show the files the shared data was read from. */
static void record_data_options(Engine *e, const EngineData *d)
{
    for (int i = 0; i < OPTION_COUNT; i++)
        if (OPTIONS[i].apply == set_eval_file)
            snprintf(e->option_value[i], sizeof e->option_value[i], "%s", d->eval_file);
        else if (OPTIONS[i].apply == set_book_file && d->book_loaded)
            snprintf(e->option_value[i], sizeof e->option_value[i], "%s", d->book_file);
}

const PatternWeights *engine_weights(const Engine *e) { return e->weights; }

const BookEntry *engine_book_entries(const Engine *e) { return e->book.entries; }

const char *engine_eval_warning(const Engine *e) { return e->eval_warning[0] ? e->eval_warning : NULL; }

const char *engine_data_dir(char *buf, size_t size) { return data_dir(buf, size); }

/* An engine over shared data (NULL: the engine reads its own weights, and
 * its book when it first needs it). */
static Engine *engine_make(EngineData *data)
{
    Engine *e = calloc(1, sizeof *e + OPTION_COUNT * sizeof e->option_value[0]);
    if (!e)
        return NULL;
    pthread_mutex_init(&e->lock, NULL);
    atomic_init(&e->stop, false);
    /* The options kept in plain fields start at their defaults in
     * OPTIONS, the one place those are written. */
    for (int i = 0; i < OPTION_COUNT; i++) {
        char unused[128];
        if (!OPTIONS[i].apply)
            apply_option(e, &OPTIONS[i], OPTIONS[i].info.default_value, unused, sizeof unused);
    }
    e->eval = evaluator_basic();
    char err[400];
    if (data)
        share_data(e, data);
    else if (!load_weights(e, NULL, err, sizeof err))
        snprintf(e->eval_warning, sizeof e->eval_warning, "no trained evaluation (%s); using the basic one", err);
    /* The tables take the Hash option's default through its handler, the
     * default written in OPTIONS alone. */
    const OptionRow *hash = OPTIONS;
    while (hash->apply != set_hash)
        hash++;
    char unused[128];
    if (!tables_init(&e->tables) || !apply_option(e, hash, hash->info.default_value, unused, sizeof unused)) {
        engine_free(e);
        return NULL;
    }
    endgame_set_eval(e->tables.solver, &e->eval);
    if (!data)
        book_init(&e->book);
    e->rng = (uint64_t)time(NULL) * 0x9e3779b97f4a7c15ULL | 1;
    e->preset_rng = e->rng;
    for (int i = 0; i < OPTION_COUNT; i++)
        snprintf(e->option_value[i], sizeof e->option_value[i], "%s", OPTIONS[i].info.default_value);
    if (data)
        record_data_options(e, data);
    engine_new_game(e);
    return e;
}

Engine *engine_new(void) { return engine_make(NULL); }

Engine *engine_new_with_data(EngineData *data) { return data ? engine_make(data) : NULL; }

void engine_free(Engine *e)
{
    if (!e)
        return;
    engine_stop(e);
    engine_wait(e);
    pthread_mutex_destroy(&e->lock);
    if (!e->book_shared)
        book_free(&e->book);
    free(e->own_weights);
    engine_data_release(e->data);
    tables_free(&e->tables);
    free(e);
}

static bool parse_long(const char *s, long *out)
{
    if (!s || !*s)
        return false;
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno || *end)
        return false;
    *out = v;
    return true;
}

/* A whole number past a bound is told as such, however many digits it
 * has (a long's overflow included); anything else is not a number. */
static bool spin_value(const OptionInfo *o, const char *value, long *v, char *err, size_t errlen)
{
    bool parsed = parse_long(value, v);
    if (parsed && *v >= o->min && *v <= o->max)
        return true;
    const char *digits = value && (*value == '-' || *value == '+') ? value + 1 : value;
    bool whole = digits && *digits && strspn(digits, "0123456789") == strlen(digits);
    bool below = parsed ? *v < o->min : value && *value == '-';
    if (whole && below)
        snprintf(err, errlen, "option %s: %.40s is too small (the least is %ld)", o->name, value, o->min);
    else if (whole)
        snprintf(err, errlen, "option %s: %.40s is too large (the most is %ld)", o->name, value, o->max);
    else
        snprintf(err, errlen, "option %s needs an integer from %ld to %ld", o->name, o->min, o->max);
    return false;
}

/* What a search works on (options, the game, the book) stays as it is
 * until the search ends: every front end gets the same refusal. */
static bool refuse_while_searching(Engine *e, char *err, size_t errlen)
{
    if (!engine_is_searching(e))
        return false;
    snprintf(err, errlen, "a search is running; stop it first");
    return true;
}

bool engine_set_option(Engine *e, const char *name, const char *value, char *err, size_t errlen)
{
    if (refuse_while_searching(e, err, errlen))
        return false;
    for (int i = 0; i < OPTION_COUNT; i++)
        if (strcasecmp(name, OPTIONS[i].info.name) == 0) {
            if (!apply_option(e, &OPTIONS[i], value, err, errlen))
                return false;
            snprintf(e->option_value[i], sizeof e->option_value[i], "%s", value);
            return true;
        }
    snprintf(err, errlen, "unknown option '%.64s'", name);
    return false;
}

const char *engine_option_value(const Engine *e, int i)
{
    return i >= 0 && i < OPTION_COUNT ? e->option_value[i] : NULL;
}

/* The names set_eval takes, NULL-ended; its error lists them. */
static const char *const EVAL_NAMES[] = {"default", "pattern", "basic", "despacito", "lth", "jack", "cs15", "annlee",
                                         NULL};

const char *engine_option_choice(int option, int i)
{
    static const char *const CHECK[] = {"true", "false", NULL};
    static const char *const SEARCHERS[] = {"pvs", "plain", NULL};
    if (option < 0 || option >= OPTION_COUNT || i < 0)
        return NULL;
    const OptionRow *row = &OPTIONS[option];
    const char *const *names = row->info.type == OPTION_CHECK ? CHECK
                             : row->apply == set_searcher     ? SEARCHERS
                             : row->apply == set_eval         ? EVAL_NAMES
                                                              : NULL;
    if (names) {
        for (int k = 0; k < i; k++)
            if (!names[k])
                return NULL;
        return names[i];
    }
    if (row->apply == set_preset)
        return i == 0 ? "none" : i <= preset_count() ? preset_at(i - 1)->name : NULL;
    return NULL;
}

/* Checks the value against the row, then hands it to the row's handler:
 * engine_set_option without the record. */
static bool apply_option(Engine *e, const OptionRow *row, const char *value, char *err, size_t errlen)
{
    const OptionInfo *o = &row->info;
    long v = 0;
    if (o->type == OPTION_SPIN && !spin_value(o, value, &v, err, errlen))
        return false;
    if (o->type == OPTION_CHECK && (!value || (strcmp(value, "true") && strcmp(value, "false")))) {
        snprintf(err, errlen, "option %s needs true or false", o->name);
        return false;
    }
    if (!row->apply) {
        *(int *)((char *)e + row->field) = (int)v;
        return true;
    }
    return row->apply(e, value, v, err, errlen);
}

static bool set_hash(Engine *e, const char *text, long v, char *err, size_t errlen)
{
    (void)text;
    if (!tables_set_hash(&e->tables, (size_t)v)) {
        snprintf(err, errlen, "cannot allocate %ld MiB for the hash tables", v);
        return false;
    }
    return true;
}

static bool set_eval(Engine *e, const char *value, long number, char *err, size_t errlen)
{
    (void)number;
    Evaluator ev;
    bool pattern = value && strcasecmp(value, "pattern") == 0;
    if (pattern && !e->weights) {
        snprintf(err, errlen, "no trained evaluation is loaded (see EvalFile)");
        return false;
    }
    if (!value || !(strcasecmp(value, "default") == 0 || pattern ? (ev = evaluator_default(e), true)
                                                                  : evaluator_by_name(value, &ev))) {
        snprintf(err, errlen, "unknown evaluation '%.64s' (", value ? value : "");
        for (int k = 0; EVAL_NAMES[k]; k++)
            snprintf(err + strlen(err), errlen - strlen(err), "%s%s", k ? " " : "", EVAL_NAMES[k]);
        snprintf(err + strlen(err), errlen - strlen(err), ")");
        return false;
    }
    e->eval = ev;
    return true;
}

static bool set_eval_file(Engine *e, const char *value, long number, char *err, size_t errlen)
{
    (void)number;
    if (!value || !*value) {
        snprintf(err, errlen, "option EvalFile needs a path or <default>");
        return false;
    }
    if (!load_weights(e, strcmp(value, "<default>") == 0 ? NULL : value, err, errlen))
        return false;
    e->eval_warning[0] = '\0';
    return true;
}

static bool set_preset(Engine *e, const char *value, long number, char *err, size_t errlen)
{
    (void)number;
    const Preset *p = value && strcasecmp(value, "none") ? preset_find(value) : NULL;
    if (!value || (strcasecmp(value, "none") && !p)) {
        snprintf(err, errlen, "unknown preset '%.64s' (none", value ? value : "");
        for (int k = 0; k < preset_count(); k++)
            snprintf(err + strlen(err), errlen - strlen(err), " %s", preset_at(k)->name);
        snprintf(err + strlen(err), errlen - strlen(err), ")");
        return false;
    }
    e->preset = p;
    /* A preset brings its own evaluation; none goes back to ours. */
    if (!p || !p->eval_name || !evaluator_by_name(p->eval_name, &e->eval))
        e->eval = evaluator_default(e);
    return true;
}

static bool set_seed(Engine *e, const char *text, long v, char *err, size_t errlen)
{
    (void)text, (void)err, (void)errlen;
    e->preset_rng = (uint64_t)v * 0x9e3779b97f4a7c15ULL + 1;
    return true;
}

static bool set_searcher(Engine *e, const char *value, long number, char *err, size_t errlen)
{
    (void)number;
    if (!value || (strcmp(value, "pvs") && strcmp(value, "plain"))) {
        snprintf(err, errlen, "option Searcher is pvs or plain");
        return false;
    }
    e->plain = strcmp(value, "plain") == 0;
    return true;
}

static bool set_own_book(Engine *e, const char *value, long number, char *err, size_t errlen)
{
    (void)number;
    /* Refused without a book: go would search in silence instead. */
    char why[400];
    bool on = strcmp(value, "true") == 0;
    if (on && !e->book_loaded && !engine_load_book(e, NULL, why, sizeof why)) {
        snprintf(err, errlen, "OwnBook needs an opening book: %s", why);
        return false;
    }
    e->own_book = on;
    return true;
}

static bool set_book_randomness(Engine *e, const char *text, long v, char *err, size_t errlen)
{
    (void)text, (void)err, (void)errlen;
    e->book_randomness = (int)v * 100;
    return true;
}

static bool set_book_file(Engine *e, const char *value, long number, char *err, size_t errlen)
{
    (void)number;
    return engine_load_book(e, value, err, errlen);
}

void engine_new_game(Engine *e)
{
    engine_stop(e); /* a new game ends the search of the old one */
    engine_wait(e);
    Position start;
    position_start(&start);
    game_reset(&e->game, &start);
    tables_clear(&e->tables);
}

bool engine_set_position(Engine *e, const Position *start, const Move *moves, int n, char *err, size_t errlen)
{
    return !refuse_while_searching(e, err, errlen) && game_set(&e->game, start, moves, n, err, errlen);
}

bool engine_play(Engine *e, Move move, char *err, size_t errlen)
{
    return engine_play_moves(e, &move, 1, err, errlen);
}

bool engine_play_moves(Engine *e, const Move *moves, int n, char *err, size_t errlen)
{
    return !refuse_while_searching(e, err, errlen) && game_play(&e->game, moves, n, err, errlen);
}

bool engine_undo(Engine *e, char *err, size_t errlen)
{
    return !refuse_while_searching(e, err, errlen) && game_undo(&e->game, err, errlen);
}

bool engine_redo(Engine *e, char *err, size_t errlen)
{
    return !refuse_while_searching(e, err, errlen) && game_redo(&e->game, err, errlen);
}

int engine_redo_count(const Engine *e) { return e->game.redo_count; }

const Position *engine_position(const Engine *e) { return &e->game.current; }
const Position *engine_game_start(const Engine *e) { return &e->game.start; }

int engine_game_moves(const Engine *e, const Move **moves)
{
    *moves = e->game.moves;
    return e->game.count;
}

bool engine_load_book(Engine *e, const char *path, char *err, size_t errlen)
{
    if (refuse_while_searching(e, err, errlen))
        return false;
    Book fresh;
    book_init(&fresh);
    bool named = path && *path && strcmp(path, "<default>") != 0;
    char default_path[1024];
    if (!book_load(&fresh, named ? path : data_dir_file("book.bin", default_path, sizeof default_path), err, errlen))
        return false;
    snprintf(e->book_file, sizeof e->book_file, "%s", named ? path : "");
    if (!e->book_shared)
        book_free(&e->book);
    e->book = fresh;
    e->book_shared = false;
    e->book_tried = true;
    e->book_loaded = true;
    return true;
}

/* The book is read the first time it is needed, so that a missing file
 * costs nothing to those who never use it. */
static void ensure_book(Engine *e)
{
    if (!e->book_tried) {
        char err[256];
        e->book_tried = true;
        if (!engine_load_book(e, NULL, err, sizeof err))
            snprintf(e->book_warning, sizeof e->book_warning, "no opening book: %s", err);
    }
}

const char *engine_book_warning(const Engine *e) { return e->book_warning[0] ? e->book_warning : NULL; }

int engine_book_moves(Engine *e, BookMove *out)
{
    ensure_book(e);
    return book_moves(&e->book, &e->game.current.board, out);
}

static Move book_answer(Engine *e, SearchReport *final)
{
    memset(final, 0, sizeof *final);
    final->kind = SCORE_CD;
    final->score = e->book_choice.score;
    final->depth = e->book_choice.depth;
    final->selectivity = 100;
    final->hashfull = -1;
    final->pv_len = 1;
    final->pv[0] = e->book_move;
    final->multipv = e->multipv > 1; /* the book's choice is the one line */
    e->search.report(e->search.report_ctx, final);
    return e->book_move;
}

static Move preset_answer(Engine *e, SearchReport *final)
{
    int64_t start = clock_monotonic_ms();
    Move m = preset_choose(e->preset, &e->search.root, &e->preset_rng, &e->stop, final);
    final->time_ms = clock_monotonic_ms() - start;
    e->search.report(e->search.report_ctx, final);
    return m;
}

/* The answer to the search set up in e->search: the book's, a preset's,
 * or the search's. */
static Move answer(Engine *e, SearchReport *final)
{
    if (e->book_move != MOVE_NONE)
        return book_answer(e, final);
    if (e->preset && board_legal_moves(&e->search.root))
        return preset_answer(e, final);
    return search_run(&e->search, final);
}

static void *search_thread(void *arg)
{
    Engine *e = arg;
    SearchReport final;
    Move best = answer(e, &final);
    /* go infinite: the answer waits for stop even when the search is done. */
    while (e->search.limits.infinite && !atomic_load(&e->stop)) {
        struct timespec pause = {0, 2000000};
        nanosleep(&pause, NULL);
    }
    Move ponder = MOVE_NONE;
    if (final.pv_len > 1 && final.pv[0] == best)
        ponder = final.pv[1];
    /* Idle before the answer goes out: whoever reads bestmove may send the
     * next command at once. engine_go joins this thread before reusing it. */
    pthread_mutex_lock(&e->lock);
    e->searching = false;
    pthread_mutex_unlock(&e->lock);
    if (e->callbacks.on_bestmove)
        e->callbacks.on_bestmove(e->callbacks.ctx, best, ponder, &final);
    return NULL;
}

/* Runs fn on the search thread; false, with err, if it cannot start. The
 * search thread, and the helpers it starts, take no signals: a front
 * end's handler (the console's Ctrl-C) runs on its own thread, at once,
 * and not on a thread deep in a search. */
static bool start_search_thread(Engine *e, void *(*fn)(void *), char *err, size_t errlen)
{
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &old);
    pthread_mutex_lock(&e->lock);
    e->searching = true;
    int started = pthread_create(&e->thread, NULL, fn, e);
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    if (started != 0) {
        e->searching = false;
        pthread_mutex_unlock(&e->lock);
        snprintf(err, errlen, "cannot start the search thread");
        return false;
    }
    e->thread_live = true;
    pthread_mutex_unlock(&e->lock);
    return true;
}

static void report_trampoline(void *ctx, const SearchReport *r)
{
    Engine *e = ctx;
    if (e->callbacks.on_report)
        e->callbacks.on_report(e->callbacks.ctx, r);
}

static void run_report_trampoline(void *ctx, const SearchReport *r)
{
    Engine *e = ctx;
    if (e->run_callbacks.on_report)
        e->run_callbacks.on_report(e->run_callbacks.ctx, e->run_index, r);
}

bool engine_go(Engine *e, const SearchLimits *limits, const EngineCallbacks *cb, char *err, size_t errlen)
{
    return engine_go_position(e, &e->game.current, limits, cb, true, err, errlen);
}

/* Refuses a go while a search runs (a run's thread sets e->search up for
 * each of its searches: nothing of it may be read then). */
static bool refuse_busy(Engine *e, char *err, size_t errlen)
{
    pthread_mutex_lock(&e->lock);
    bool busy = e->searching;
    pthread_mutex_unlock(&e->lock);
    if (busy)
        snprintf(err, errlen, "a search is running; send stop first");
    return busy;
}

/* Sets e->search up for a search of pos that arrived at arrived_ms, with
 * the engine's options but for multipv and contempt. */
static void setup_search(Engine *e, const Position *pos, const SearchLimits *limits, int multipv, int contempt,
                         int64_t arrived_ms)
{
    memset(&e->search, 0, sizeof e->search);
    e->search.root = pos->board;
    e->search.limits = *limits;
    e->search.eval = &e->eval;
    e->search.endgame = e->tables.solver;
    e->search.time = &e->time;
    e->search.tt = &e->tables.tt;
    e->search.plain = e->plain;
    e->search.threads = e->threads;
    /* The helpers' tables are made when the thread count changes, not at
     * each go, within Hash; without them (memory short) the search makes
     * its own. */
    e->search.helper_state = tables_set_threads(&e->tables, e->threads) ? tables_helpers(&e->tables) : NULL;
    e->search.selectivity = e->selectivity;
    e->search.multipv = multipv;
    e->search.contempt = contempt;
    e->search.move_overhead_ms = e->move_overhead;
    e->search.go_ms = arrived_ms;
    /* The table's values hold the draws of the searches that stored them,
     * keyed by the sign of a draw's worth to the side to move
     * (search_hash): a contempt of another size makes them wrong. */
    int contempt_size = abs(contempt);
    if (contempt_size != e->table_contempt) {
        tt_clear(&e->tables.tt);
        e->table_contempt = contempt_size;
    }
    bool limited = limits->depth || limits->nodes || limits->movetime || limits->time_left
                || limits->infinite || limits->solve || limits->wld;
    if (!limited)
        e->search.limits.depth = e->level;
    e->search.stop = &e->stop;
    e->search.report_ctx = e;
    e->book_move = MOVE_NONE;
}

bool engine_go_position(Engine *e, const Position *pos, const SearchLimits *limits, const EngineCallbacks *cb,
                        bool use_book, char *err, size_t errlen)
{
    if (refuse_busy(e, err, errlen))
        return false;
    /* The wait for the last thread to end is the move's time too. */
    int64_t arrived = clock_now_ms(e->search.clock);
    engine_wait(e);
    setup_search(e, pos, limits, e->multipv, e->contempt, arrived);
    e->search.report = report_trampoline;
    e->callbacks = *cb;
    atomic_store(&e->stop, false);
    if (use_book && e->own_book && !limits->solve && !limits->wld) {
        ensure_book(e);
        e->book_move = book_choose(&e->book, &pos->board, e->book_randomness, &e->rng, &e->book_choice);
    }

    return start_search_thread(e, search_thread, err, errlen);
}

/* The run's searches one after another until the last or a stop; a stop
 * set between two searches keeps the next from starting (it stays set
 * until the next go). */
static void *run_thread(void *arg)
{
    Engine *e = arg;
    const EngineRunCallbacks *cb = &e->run_callbacks;
    for (e->run_index = 0; e->run_index < e->run_count && !atomic_load(&e->stop); e->run_index++) {
        const EngineSearch *s = &e->run[e->run_index];
        setup_search(e, &s->position, &s->limits, s->multipv, s->contempt, clock_monotonic_ms());
        e->search.report = run_report_trampoline;
        SearchReport final;
        Move best = answer(e, &final);
        if (atomic_load(&e->stop))
            break;
        if (cb->on_result)
            cb->on_result(cb->ctx, e->run_index, best, &final);
    }
    pthread_mutex_lock(&e->lock);
    e->searching = false;
    pthread_mutex_unlock(&e->lock);
    if (cb->on_done)
        cb->on_done(cb->ctx);
    return NULL;
}

bool engine_go_searches(Engine *e, const EngineSearch *searches, int n, const EngineRunCallbacks *cb, char *err,
                        size_t errlen)
{
    if (n < 0 || n > ENGINE_MAX_SEARCHES) {
        snprintf(err, errlen, "a run has 0 to %d searches, not %d", ENGINE_MAX_SEARCHES, n);
        return false;
    }
    for (int i = 0; i < n; i++)
        if (searches[i].multipv < 1 || searches[i].multipv > SEARCH_MAX_MULTIPV
            || searches[i].contempt < -SEARCH_MAX_CONTEMPT || searches[i].contempt > SEARCH_MAX_CONTEMPT) {
            snprintf(err, errlen, "search %d of the run: multipv 1 to %d and contempt within %d", i,
                     SEARCH_MAX_MULTIPV, SEARCH_MAX_CONTEMPT);
            return false;
        }
    if (refuse_busy(e, err, errlen))
        return false;
    engine_wait(e); /* join the finished thread of the previous go */
    if (n > 0)
        memcpy(e->run, searches, (size_t)n * sizeof *searches);
    e->run_count = n;
    e->run_callbacks = *cb;
    atomic_store(&e->stop, false);
    return start_search_thread(e, run_thread, err, errlen);
}

static void *perft_thread(void *arg)
{
    Engine *e = arg;
    PerftResult r = {.depth = e->perft_depth};
    int64_t start = clock_monotonic_ms();
    bool stopped;
    r.leaves = perft_stoppable(&e->game.current.board, e->perft_depth, &e->stop, &stopped);
    r.complete = !stopped;
    r.time_ms = clock_monotonic_ms() - start;
    pthread_mutex_lock(&e->lock);
    e->searching = false;
    pthread_mutex_unlock(&e->lock);
    e->perft_done(e->perft_ctx, &r);
    return NULL;
}

bool engine_perft_go(Engine *e, int depth, PerftDoneFn on_done, void *ctx, char *err, size_t errlen)
{
    if (refuse_while_searching(e, err, errlen))
        return false;
    engine_wait(e); /* join the finished thread of the previous go */
    e->perft_depth = depth;
    e->perft_done = on_done;
    e->perft_ctx = ctx;
    atomic_store(&e->stop, false);
    return start_search_thread(e, perft_thread, err, errlen);
}

/* Up to level 10 the solve comes at twice the level's plies: there the
 * solve of 2 * level empties takes about as long as the level's midgame
 * search, or less. From 10 on (20 empties, tens of milliseconds) the
 * solver's time doubles with each empty while a midgame ply costs a few
 * times more, so each level adds one empty; the board's 60 is the most. */
int engine_level_solve_empties(int level)
{
    int empties = level <= 10 ? 2 * level : level + 10;
    return empties > 60 ? 60 : empties < 0 ? 0 : empties;
}

SearchLimits engine_clock_limits(const GameClock *clock, SearchLimits limits)
{
    return timeman_clock_limits(clock, limits);
}

SearchLimits engine_level_limits(Engine *e, int level, const Position *pos, const GameClock *clock)
{
    SearchLimits limits = clock ? timeman_clock_limits(clock, (SearchLimits){0}) : (SearchLimits){0};
    int empties = board_empty_count(&pos->board);
    int solve = engine_level_solve_empties(level);
    if (limits.time_left > 0) {
        if (empties <= solve + ENGINE_LEVEL_WLD_EMPTIES)
            return limits;
        limits.time_left =
            timeman_level_time_left(&e->time, endgame_paths(e->tables.solver), solve, e->threads, limits.time_left);
        /* The moves still to play before the solve share the rest. */
        limits.moves_to_go = (empties - solve - ENGINE_LEVEL_WLD_EMPTIES) / 2 + 1;
    }
    if (empties <= solve)
        limits.solve = true;
    else if (empties <= solve + ENGINE_LEVEL_WLD_EMPTIES)
        limits.wld = true;
    else
        limits.depth = level;
    return limits;
}

void engine_stop(Engine *e) { atomic_store(&e->stop, true); }

void engine_wait(Engine *e)
{
    pthread_mutex_lock(&e->lock);
    bool live = e->thread_live;
    e->thread_live = false;
    pthread_mutex_unlock(&e->lock);
    if (live)
        pthread_join(e->thread, NULL);
}

bool engine_is_searching(Engine *e)
{
    pthread_mutex_lock(&e->lock);
    bool s = e->searching;
    pthread_mutex_unlock(&e->lock);
    return s;
}

uint64_t engine_bench(Engine *e, int depth, int threads, BenchFn per_position, void *ctx, int64_t *ms)
{
    uint64_t total = 0;
    *ms = 0;
    /* The bench's helpers take their tables within Hash too. */
    SearchHelperState *helpers = tables_set_threads(&e->tables, threads) ? tables_helpers(&e->tables) : NULL;
    for (int i = 0; i < bench_count(); i++) {
        Position pos;
        if (!bench_position(i, &pos))
            continue;
        tables_clear(&e->tables);
        Search *s = calloc(1, sizeof *s);
        if (!s)
            break;
        s->root = pos.board;
        s->limits.depth = depth;
        s->eval = &e->eval;
        s->endgame = e->tables.solver;
        s->tt = &e->tables.tt;
        s->plain = e->plain;
        s->threads = threads;
        s->helper_state = helpers;
        s->selectivity = e->selectivity;
        SearchReport r;
        Move best = search_run(s, &r);
        total += r.nodes;
        *ms += r.time_ms;
        if (per_position)
            per_position(ctx, i, &pos, best, &r);
        free(s);
    }
    return total;
}

/* Solves of a few tens of milliseconds, where the solver spends its time
 * as in real ones. */
#define BENCH_SOLVE_EMPTIES 20
#define BENCH_SOLVE_POSITIONS 12

uint64_t engine_bench_solver(Engine *e, CpuIsa isa, int64_t *ms)
{
    *ms = 0;
    if (!cpu_isa_available(isa))
        return 0;
    EndgameSolver *sv = endgame_new(16);
    if (!sv)
        return 0;
    endgame_set_paths(sv, isa_paths(isa));
    endgame_set_eval(sv, &e->eval);
    Board positions[BENCH_SOLVE_POSITIONS];
    endgame_fixed_positions(positions, BENCH_SOLVE_POSITIONS, BENCH_SOLVE_EMPTIES);
    uint64_t nodes = 0;
    for (int k = 0; k < BENCH_SOLVE_POSITIONS; k++) {
        endgame_clear(sv);
        EndgameResult solved;
        int64_t start = clock_monotonic_ms();
        endgame_solve(sv, &positions[k], -65, 65, NULL, &solved);
        *ms += clock_monotonic_ms() - start;
        nodes += solved.nodes;
    }
    endgame_delete(sv);
    return nodes;
}

double engine_bench_eval(Engine *e, uint64_t *evaluations)
{
    /* The bench positions and the positions two moves after them. */
    enum { MAX_BOARDS = 8192, ROUNDS = 200 };
    Board *boards = malloc(MAX_BOARDS * sizeof *boards);
    int n = 0;
    for (int i = 0; boards && i < bench_count(); i++) {
        Position pos;
        if (!bench_position(i, &pos))
            continue;
        Board b = pos.board;
        for (Bitboard m1 = board_legal_moves(&b); m1 && n < MAX_BOARDS; m1 = bb_pop(m1)) {
            Board c = b;
            board_apply(&c, bb_first(m1), board_flips(c.player, c.opponent, bb_first(m1)));
            for (Bitboard m2 = board_legal_moves(&c); m2 && n < MAX_BOARDS; m2 = bb_pop(m2)) {
                boards[n] = c;
                board_apply(&boards[n], bb_first(m2), board_flips(c.player, c.opponent, bb_first(m2)));
                n++;
            }
        }
    }
    int64_t sink = 0;
    int64_t t0 = clock_monotonic_us();
    for (int r = 0; r < ROUNDS; r++)
        for (int i = 0; i < n; i++)
            sink += e->eval.fn(e->eval.data, &boards[i], NULL);
    int64_t t1 = clock_monotonic_us();
    free(boards);
    *evaluations = (uint64_t)n * ROUNDS + (sink == INT64_MIN);
    double ns = (double)(t1 - t0) * 1e3;
    return n ? ns / ((double)n * ROUNDS) : 0;
}

uint64_t engine_perft(Engine *e, int depth) { return perft(&e->game.current.board, depth); }

int engine_eval(Engine *e, EvalBreakdown *why)
{
    if (why)
        memset(why, 0, sizeof *why);
    return e->eval.fn(e->eval.data, &e->game.current.board, why);
}
