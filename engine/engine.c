/* The engine façade: game state, options and the search thread. */
#include "engine.h"

#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "perft.h"

struct Engine {
    Position start;
    Move moves[ENGINE_MAX_GAME];
    int move_count;
    Position current;

    int level; /* default depth of a go without limits */
    Evaluator eval;

    pthread_mutex_t lock;   /* guards searching and thread_live */
    pthread_t thread;
    bool thread_live;       /* a thread was started and not yet joined */
    bool searching;         /* the thread has not yet sent bestmove */
    atomic_bool stop;
    Search search;
    EngineCallbacks callbacks;
};

static const OptionInfo OPTIONS[] = {
    {"Level", OPTION_SPIN, "8", 1, 60},
};

int engine_option_count(void) { return (int)(sizeof OPTIONS / sizeof *OPTIONS); }

const OptionInfo *engine_option(int i)
{
    return i >= 0 && i < engine_option_count() ? &OPTIONS[i] : NULL;
}

Engine *engine_new(void)
{
    Engine *e = calloc(1, sizeof *e);
    if (!e)
        return NULL;
    pthread_mutex_init(&e->lock, NULL);
    atomic_init(&e->stop, false);
    e->level = 8;
    e->eval = evaluator_basic();
    engine_new_game(e);
    return e;
}

void engine_free(Engine *e)
{
    if (!e)
        return;
    engine_stop(e);
    engine_wait(e);
    pthread_mutex_destroy(&e->lock);
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

bool engine_set_option(Engine *e, const char *name, const char *value, char *err, size_t errlen)
{
    for (int i = 0; i < engine_option_count(); i++) {
        const OptionInfo *o = &OPTIONS[i];
        if (strcasecmp(name, o->name) != 0)
            continue;
        long v = 0;
        if (o->type == OPTION_SPIN && (!parse_long(value, &v) || v < o->min || v > o->max)) {
            snprintf(err, errlen, "option %s needs an integer from %ld to %ld", o->name, o->min, o->max);
            return false;
        }
        if (strcmp(o->name, "Level") == 0)
            e->level = (int)v;
        return true;
    }
    snprintf(err, errlen, "unknown option '%.64s'", name);
    return false;
}

void engine_new_game(Engine *e)
{
    position_start(&e->start);
    e->current = e->start;
    e->move_count = 0;
}

bool engine_set_position(Engine *e, const Position *start, const Move *moves, int n, char *err, size_t errlen)
{
    if (n > ENGINE_MAX_GAME) {
        snprintf(err, errlen, "too many moves (%d)", n);
        return false;
    }
    Position pos = *start;
    Move played[2 * ENGINE_MAX_GAME];
    int bad = -1;
    int count = position_apply_moves(&pos, moves, n, &bad, played);
    if (count < 0) {
        char name[8];
        snprintf(err, errlen, "illegal move %s", move_name(moves[bad], name));
        return false;
    }
    if (count > ENGINE_MAX_GAME) {
        snprintf(err, errlen, "too many moves (%d)", count);
        return false;
    }
    e->start = *start;
    memcpy(e->moves, played, (size_t)count * sizeof(Move));
    e->move_count = count;
    e->current = pos;
    return true;
}

const Position *engine_position(const Engine *e) { return &e->current; }
const Position *engine_game_start(const Engine *e) { return &e->start; }

int engine_game_moves(const Engine *e, const Move **moves)
{
    *moves = e->moves;
    return e->move_count;
}

static void *search_thread(void *arg)
{
    Engine *e = arg;
    SearchReport final;
    Move best = search_run(&e->search, &final);
    /* go infinite: the answer waits for stop even when the search is done. */
    while (e->search.limits.infinite && !atomic_load(&e->stop)) {
        struct timespec pause = {0, 2000000};
        nanosleep(&pause, NULL);
    }
    Move ponder = MOVE_NONE;
    if (final.pv_len > 1 && final.pv[0] == best)
        ponder = final.pv[1];
    if (e->callbacks.on_bestmove)
        e->callbacks.on_bestmove(e->callbacks.ctx, best, ponder, &final);
    pthread_mutex_lock(&e->lock);
    e->searching = false;
    pthread_mutex_unlock(&e->lock);
    return NULL;
}

static void report_trampoline(void *ctx, const SearchReport *r)
{
    Engine *e = ctx;
    if (e->callbacks.on_report)
        e->callbacks.on_report(e->callbacks.ctx, r);
}

bool engine_go(Engine *e, const SearchLimits *limits, const EngineCallbacks *cb, char *err, size_t errlen)
{
    pthread_mutex_lock(&e->lock);
    bool busy = e->searching;
    pthread_mutex_unlock(&e->lock);
    if (busy) {
        snprintf(err, errlen, "a search is running; send stop first");
        return false;
    }
    engine_wait(e); /* join the finished thread of the previous go */

    memset(&e->search, 0, sizeof e->search);
    e->search.root = e->current.board;
    e->search.limits = *limits;
    e->search.eval = &e->eval;
    bool limited = limits->depth || limits->nodes || limits->movetime || limits->time_left
                || limits->infinite || limits->solve || limits->wld;
    if (!limited)
        e->search.limits.depth = e->level;
    e->search.stop = &e->stop;
    e->search.report = report_trampoline;
    e->search.report_ctx = e;
    e->callbacks = *cb;
    atomic_store(&e->stop, false);

    pthread_mutex_lock(&e->lock);
    e->searching = true;
    if (pthread_create(&e->thread, NULL, search_thread, e) != 0) {
        e->searching = false;
        pthread_mutex_unlock(&e->lock);
        snprintf(err, errlen, "cannot start the search thread");
        return false;
    }
    e->thread_live = true;
    pthread_mutex_unlock(&e->lock);
    return true;
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

uint64_t engine_perft(Engine *e, int depth) { return perft(&e->current.board, depth); }

int engine_eval(Engine *e, EvalBreakdown *why)
{
    if (why)
        memset(why, 0, sizeof *why);
    return e->eval.fn(e->eval.data, &e->current.board, why);
}
