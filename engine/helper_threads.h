/* The helper threads of both searches: N workers started on one function,
 * each with its own argument, a stop flag they share, and a join that
 * adds up the nodes they searched. The midgame's lazy-SMP helpers
 * (search.c) and a parallel solve's (endgame.c) both run on it. */
#ifndef FRONTIER_HELPER_THREADS_H
#define FRONTIER_HELPER_THREADS_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Both searches run 64 threads at most, the caller's own included. A
 * fixed array: starting the helpers cannot run out of memory. */
#define HELPER_THREADS_MAX 63

/* A worker's work: runs until done or until it sees the stop flag (which
 * its argument reaches through helper_threads_stop_flag); returns the
 * nodes it searched. */
typedef uint64_t (*HelperWork)(void *arg);

typedef struct {
    pthread_t thread;
    bool started;
    HelperWork work;
    void *arg;
    uint64_t nodes; /* what work returned; read after the join */
} HelperWorker;

typedef struct {
    atomic_bool stop;
    int count;
    HelperWorker worker[HELPER_THREADS_MAX];
} HelperThreads;

/* No workers, the stop flag down; call before handing out the flag. */
void helper_threads_init(HelperThreads *h);

/* The flag the workers watch: set by helper_threads_join. */
static inline const atomic_bool *helper_threads_stop_flag(const HelperThreads *h) { return &h->stop; }

/* Starts count workers (HELPER_THREADS_MAX at most), worker i running
 * work on the i-th of the args, an array of elements of arg_size bytes;
 * returns how many threads the system started (a worker whose thread
 * could not start counts no nodes). */
int helper_threads_start(HelperThreads *h, int count, HelperWork work, void *args, size_t arg_size);

/* Raises the stop flag, waits for every worker and returns the sum of
 * their nodes; the pool is empty afterwards. */
uint64_t helper_threads_join(HelperThreads *h);

#endif
