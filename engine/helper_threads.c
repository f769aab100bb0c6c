/* The helper threads of both searches (helper_threads.h). */
#include "helper_threads.h"

static void *worker_main(void *arg)
{
    HelperWorker *w = arg;
    w->nodes = w->work(w->arg);
    return NULL;
}

void helper_threads_init(HelperThreads *h)
{
    atomic_init(&h->stop, false);
    h->count = 0;
}

int helper_threads_start(HelperThreads *h, int count, HelperWork work, void *args, size_t arg_size)
{
    if (count > HELPER_THREADS_MAX)
        count = HELPER_THREADS_MAX;
    int started = 0;
    for (int i = 0; i < count; i++) {
        HelperWorker *w = &h->worker[i];
        w->work = work;
        w->arg = (char *)args + (size_t)i * arg_size;
        w->nodes = 0;
        w->started = pthread_create(&w->thread, NULL, worker_main, w) == 0;
        started += w->started;
    }
    h->count = count > 0 ? count : 0;
    return started;
}

uint64_t helper_threads_join(HelperThreads *h)
{
    atomic_store(&h->stop, true);
    uint64_t nodes = 0;
    for (int i = 0; i < h->count; i++) {
        HelperWorker *w = &h->worker[i];
        if (w->started)
            pthread_join(w->thread, NULL);
        nodes += w->nodes;
    }
    h->count = 0;
    return nodes;
}
