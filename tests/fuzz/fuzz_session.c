/* Bounds on what one fuzzed session may cost, put between the front ends
 * and the engine with the linker's --wrap (each __wrap_f below stands in
 * for f wherever a front end calls it, and calls the engine's f as
 * __real_f). The front ends run unchanged; only the costly requests they
 * pass on are made small:
 *   - every search gets a node limit of FUZZ_MAX_NODES, or its own if
 *     lower (the other limits stay, so go infinite still waits for stop);
 *   - perft depths above FUZZ_MAX_PERFT become FUZZ_MAX_PERFT;
 *   - Hash and Threads above FUZZ_MAX_HASH and FUZZ_MAX_THREADS become
 *     those (values out of the option's range still reach the engine);
 *   - EvalFile and BookFile name one of three fixed files (the weights,
 *     the book, a missing file), chosen by the value, so that no input
 *     reads a device or a file outside the source tree;
 *   - GTP's loadsgf reads its file name as the record itself:
 *     "loadsgf (;GM[2];B[f5])" loads that game.
 * Each session starts a new engine; what makes that slow under the
 * sanitizers is made cheap, the engine being the same otherwise:
 *   - a weights file that loaded is kept in memory, and later loads of
 *     that file copy it (files do not change while fuzzing);
 *   - the tables start within FUZZ_MAX_HASH MiB, as with Hash;
 *   - table memory comes from calloc, untouched until used, instead of
 *     huge pages cleared at once. */
#include "fuzz_session.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "engine.h"
#include "eval_pattern.h"
#include "file_read.h"
#include "tables.h"

bool __real_engine_go(Engine *e, const SearchLimits *limits, const EngineCallbacks *cb, char *err, size_t errlen);
bool __real_engine_go_position(Engine *e, const Position *pos, const SearchLimits *limits,
                               const EngineCallbacks *cb, bool use_book, char *err, size_t errlen);
bool __real_engine_go_searches(Engine *e, const EngineSearch *searches, int n, const EngineRunCallbacks *cb,
                               char *err, size_t errlen);
uint64_t __real_engine_perft(Engine *e, int depth);
bool __real_engine_set_option(Engine *e, const char *name, const char *value, char *err, size_t errlen);

bool __wrap_engine_go(Engine *e, const SearchLimits *limits, const EngineCallbacks *cb, char *err, size_t errlen);
bool __wrap_engine_go_position(Engine *e, const Position *pos, const SearchLimits *limits,
                               const EngineCallbacks *cb, bool use_book, char *err, size_t errlen);
bool __wrap_engine_go_searches(Engine *e, const EngineSearch *searches, int n, const EngineRunCallbacks *cb,
                               char *err, size_t errlen);
uint64_t __wrap_engine_perft(Engine *e, int depth);
bool __wrap_engine_set_option(Engine *e, const char *name, const char *value, char *err, size_t errlen);
char *__wrap_io_read_file(const char *path, size_t max, char *err, size_t errlen);

bool __real_pattern_weights_load(PatternWeights *w, const char *path, char *err, size_t errlen);
bool __real_tables_set_hash(Tables *t, size_t hash_mb);
bool __wrap_pattern_weights_load(PatternWeights *w, const char *path, char *err, size_t errlen);
bool __wrap_tables_set_hash(Tables *t, size_t hash_mb);
void *__wrap_table_memory_alloc(size_t count, size_t size);

static SearchLimits bounded(const SearchLimits *limits)
{
    SearchLimits b = *limits;
    if (!b.nodes || b.nodes > FUZZ_MAX_NODES)
        b.nodes = FUZZ_MAX_NODES;
    return b;
}

bool __wrap_engine_go(Engine *e, const SearchLimits *limits, const EngineCallbacks *cb, char *err, size_t errlen)
{
    SearchLimits b = bounded(limits);
    return __real_engine_go(e, &b, cb, err, errlen);
}

bool __wrap_engine_go_position(Engine *e, const Position *pos, const SearchLimits *limits,
                               const EngineCallbacks *cb, bool use_book, char *err, size_t errlen)
{
    SearchLimits b = bounded(limits);
    return __real_engine_go_position(e, pos, &b, cb, use_book, err, errlen);
}

/* Each search of a run bounded as a go is (at most ENGINE_MAX_SEARCHES
 * of them; more reach the engine as they are, to be refused). */
bool __wrap_engine_go_searches(Engine *e, const EngineSearch *searches, int n, const EngineRunCallbacks *cb,
                               char *err, size_t errlen)
{
    EngineSearch b[ENGINE_MAX_SEARCHES];
    if (n < 0 || n > ENGINE_MAX_SEARCHES)
        return __real_engine_go_searches(e, searches, n, cb, err, errlen);
    for (int i = 0; i < n; i++) {
        b[i] = searches[i];
        b[i].limits = bounded(&searches[i].limits);
    }
    return __real_engine_go_searches(e, b, n, cb, err, errlen);
}

uint64_t __wrap_engine_perft(Engine *e, int depth)
{
    return __real_engine_perft(e, depth > FUZZ_MAX_PERFT ? FUZZ_MAX_PERFT : depth);
}

/* value, or cap when value is a number above cap within the option's range. */
static const char *capped(const char *name, const char *value, long cap, char *buf, size_t size)
{
    char *end;
    errno = 0;
    long v = strtol(value, &end, 10);
    if (errno || end == value || *end || v <= cap)
        return value;
    for (int i = 0; i < engine_option_count(); i++)
        if (strcasecmp(engine_option(i)->name, name) == 0 && v > engine_option(i)->max)
            return value;
    snprintf(buf, size, "%ld", cap);
    return buf;
}

static const char *fixed_file(const char *value)
{
    static const char *const FILES[] = {FRONTIER_SRCDATADIR "/eval.bin", FRONTIER_SRCDATADIR "/book.bin",
                                        FRONTIER_SRCDATADIR "/no-such-file"};
    if (!*value || strcmp(value, "<default>") == 0)
        return value;
    return FILES[(unsigned char)value[0] % (sizeof FILES / sizeof *FILES)];
}

bool __wrap_engine_set_option(Engine *e, const char *name, const char *value, char *err, size_t errlen)
{
    char buf[32];
    if (value && strcasecmp(name, "Hash") == 0)
        value = capped(name, value, FUZZ_MAX_HASH, buf, sizeof buf);
    else if (value && strcasecmp(name, "Threads") == 0)
        value = capped(name, value, FUZZ_MAX_THREADS, buf, sizeof buf);
    else if (value && (strcasecmp(name, "EvalFile") == 0 || strcasecmp(name, "BookFile") == 0))
        value = fixed_file(value);
    return __real_engine_set_option(e, name, value, err, errlen);
}

char *__wrap_io_read_file(const char *path, size_t max, char *err, size_t errlen)
{
    if (strlen(path) > max) {
        snprintf(err, errlen, "longer than %zu bytes", max);
        return NULL;
    }
    char *text = strdup(path);
    if (!text)
        snprintf(err, errlen, "out of memory");
    return text;
}

bool __wrap_pattern_weights_load(PatternWeights *w, const char *path, char *err, size_t errlen)
{
    static char loaded_path[1024];
    static PatternWeights *loaded;
    if (loaded && strcmp(path, loaded_path) == 0) {
        *w = *loaded;
        return true;
    }
    if (!__real_pattern_weights_load(w, path, err, errlen))
        return false;
    if (strlen(path) < sizeof loaded_path && (loaded || (loaded = malloc(sizeof *loaded)))) {
        *loaded = *w;
        strcpy(loaded_path, path);
    }
    return true;
}

bool __wrap_tables_set_hash(Tables *t, size_t hash_mb)
{
    return __real_tables_set_hash(t, hash_mb > FUZZ_MAX_HASH ? FUZZ_MAX_HASH : hash_mb);
}

void *__wrap_table_memory_alloc(size_t count, size_t size) { return calloc(count, size); }

int fuzz_session(int (*run)(FILE *in, FILE *out), const uint8_t *data, size_t size)
{
    static FILE *sink;
    if (!sink && !(sink = fopen("/dev/null", "w")))
        abort();
    if (size == 0)
        return -1; /* fmemopen wants at least a byte */
    /* fmemopen may write to its buffer, and libFuzzer's is read-only. */
    char *copy = malloc(size);
    if (!copy)
        return -1;
    memcpy(copy, data, size);
    FILE *in = fmemopen(copy, size, "r");
    if (!in) {
        free(copy);
        return -1;
    }
    int status = run(in, sink);
    fclose(in);
    free(copy);
    return status;
}
