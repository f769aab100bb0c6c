/* The threads' side of split points (search_split.h): sharing a node,
 * handing it to idle threads, an idle thread's loop, an owner's wait. The
 * search of a split point's moves is the instruction-set path's
 * (search_pvs.c, IsaPaths.split_work). */
#include "search_split.h"

#include <string.h>
#include "isa.h"
#include "search_internal.h"

static inline void split_pause(void)
{
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#endif
}

/* Whether sp is top or lies below it. */
static bool split_below(const SplitPoint *sp, const SplitPoint *top)
{
    for (; sp; sp = sp->parent) {
        if (sp == top)
            return true;
    }
    return false;
}

/* Hands sp to the idle threads that may take it. */
static void split_hand_out(SplitPool *pool, int self, SplitPoint *sp)
{
    for (int i = 0; i < pool->count; i++) {
        SplitThread *t = &pool->thread[i];
        if (i == self || !atomic_load_explicit(&t->idle, memory_order_relaxed))
            continue;
        bool expected = true;
        if (!atomic_compare_exchange_strong(&t->idle, &expected, false))
            continue;
        /* The thread is ours now: its wait cannot end or move meanwhile. */
        SplitPoint *top = atomic_load_explicit(&t->waiting_at, memory_order_relaxed);
        if (top && !split_below(sp, top)) {
            atomic_store(&t->idle, true);
            continue;
        }
        atomic_fetch_sub_explicit(&pool->idle_count, 1, memory_order_relaxed);
        atomic_fetch_add_explicit(&sp->workers, 1, memory_order_relaxed);
        atomic_store_explicit(&t->work, sp, memory_order_release);
    }
}

void split_offer(Search *s, SplitPoint *cur)
{
    /* The thread's own frames below the split point it works under, the
     * highest first. One whose first move is searched and that has moves
     * left; the current one needs two: it takes the next itself. */
    int i = s->frame_count;
    while (i > 0 && s->frames[i - 1]->parent == s->sp)
        i--;
    for (; i < s->frame_count; i++) {
        SplitPoint *f = s->frames[i];
        if (f->done >= 1 && f->left >= (f == cur ? 2 : 1))
            break;
    }
    if (i == s->frame_count)
        return;
    SplitPoint *f = s->frames[i];
    atomic_init(&f->cut, false);
    atomic_init(&f->workers, 0);
    atomic_flag_clear(&f->lock);
    f->pv_len = f->best > f->alpha ? s->pv_len[f->ply] : 0;
    memcpy(f->pv, s->pv[f->ply], (size_t)f->pv_len * sizeof(Move));
    f->shared = true;
    /* The thread's work below it is now the split point's: a cut there
     * stops it too. */
    for (int j = i + 1; j < s->frame_count; j++)
        s->frames[j]->parent = f;
    s->sp = f;
    split_hand_out(s->split, s->thread_index, f);
}

void split_record(Search *s, SplitPoint *sp, int i, int v)
{
    split_lock(sp);
    if (v > sp->best) {
        sp->best = v;
        sp->best_move = sp->list[i].move;
        if (v > sp->alpha) {
            int ply = sp->ply;
            sp->pv[0] = sp->list[i].move;
            memcpy(&sp->pv[1], s->pv[ply + 1], (size_t)s->pv_len[ply + 1] * sizeof(Move));
            sp->pv_len = s->pv_len[ply + 1] + 1;
        }
        if (v >= sp->beta)
            atomic_store_explicit(&sp->cut, true, memory_order_relaxed);
    }
    split_unlock(sp);
}

/* Searches the moves of a split point handed to this thread, then leaves
 * it; the thread's own place is as before. */
static void split_join(SplitPool *pool, int self, SplitPoint *sp)
{
    SplitThread *t = &pool->thread[self];
    Search *s = t->s;
    const IsaPaths *paths = s->paths ? s->paths : isa_paths_best();
    SplitPoint *at = s->sp;
    /* Taken: a split point of its own below waits on the next. */
    atomic_store_explicit(&t->work, NULL, memory_order_relaxed);
    paths->split_work(s, sp);
    s->sp = at;
    s->aborted = s->stopped || split_cut(at);
    /* The owner may return, and sp go, as soon as this is seen. */
    atomic_fetch_sub_explicit(&sp->workers, 1, memory_order_release);
}

static void split_go_idle(SplitPool *pool, SplitThread *t)
{
    atomic_fetch_add_explicit(&pool->idle_count, 1, memory_order_relaxed);
    atomic_store(&t->idle, true);
}

void split_thread_loop(SplitPool *pool, int self, const atomic_bool *stop)
{
    SplitThread *t = &pool->thread[self];
    while (!atomic_load_explicit(stop, memory_order_relaxed)) {
        SplitPoint *sp = atomic_load_explicit(&t->work, memory_order_acquire);
        if (!sp) {
            split_pause();
            continue;
        }
        split_join(pool, self, sp);
        split_go_idle(pool, t);
    }
}

void split_wait(SplitPool *pool, int self, SplitPoint *sp)
{
    SplitThread *t = &pool->thread[self];
    Search *s = t->s;
    /* A stopped owner's split point is void: the others leave it. */
    if (s->stopped)
        atomic_store(&sp->cut, true);
    atomic_store_explicit(&t->waiting_at, sp, memory_order_relaxed);
    split_go_idle(pool, t);
    for (unsigned spins = 1;; spins++) {
        SplitPoint *w = atomic_load_explicit(&t->work, memory_order_acquire);
        if (w) {
            split_join(pool, self, w);
            if (s->stopped)
                atomic_store(&sp->cut, true);
            split_go_idle(pool, t);
            continue;
        }
        if (atomic_load_explicit(&sp->workers, memory_order_acquire) == 0) {
            bool expected = true;
            if (atomic_compare_exchange_strong(&t->idle, &expected, false)) {
                atomic_fetch_sub_explicit(&pool->idle_count, 1, memory_order_relaxed);
                break;
            }
            continue; /* handed work meanwhile: it comes next */
        }
        /* The limits hold while the others work. */
        if (spins % 256 == 0 && !s->stopped) {
            search_check_limits(s);
            if (s->stopped)
                atomic_store(&sp->cut, true);
        }
        split_pause();
    }
    atomic_store_explicit(&t->waiting_at, NULL, memory_order_relaxed);
    s->aborted = s->stopped || split_cut(sp->parent);
}
