/* Split points: the search's threads share the moves of a node (Young
 * Brothers Wait). Every node deep enough keeps its moves in a SplitPoint
 * on its thread's stack and lists it among the thread's frames. When a
 * thread is idle, the working thread that sees it, at its next move,
 * shares the highest of its own nodes whose first move is searched and
 * which has moves left: big subtrees are worth the hand-over, small ones
 * would keep the idle thread coming back. From then on each thread there
 * takes the next move in order, searches it with the window the node has
 * reached, and reports what it found; a move that refutes the node cuts
 * the split point, and every thread below it stops.
 *
 * The thread whose node it is (its owner) comes back to it when its own
 * move is done, takes its share of what is left, then waits until the
 * others have left. While it waits it may join split points below its
 * own (the threads still busy there are working for it), never others:
 * it must be free to return as soon as its own is done. */
#ifndef FRONTIER_SEARCH_SPLIT_H
#define FRONTIER_SEARCH_SPLIT_H

#include <stdalign.h>
#include <stdatomic.h>
#include <stdbool.h>
#include "pattern_state.h"
#include "search.h"

/* A move of a node with what its search needs: its flips and the child's
 * legal moves (its parent finds them while ordering). */
typedef struct {
    Move move;
    Bitboard flips;
    Bitboard replies;
} OrderedMove;

/* A move's place in the order: its ordering key (low first) times 64 plus
 * its index in the list, so that the least of them is the first of the
 * moves of least key; PICKED once the move is taken. */
typedef int64_t OrderKey;
#define ORDER_KEY(key, index) ((OrderKey)(key) * 64 + (index))
#define ORDER_KEY_PICKED INT64_MAX

typedef struct SplitPoint {
    /* Read at every node below a shared one: a cache line of their own,
     * which the writes to the fields further down leave alone. */
    alignas(64) struct SplitPoint *parent; /* the split point the node lies under; NULL: none */
    atomic_bool cut; /* shared: a move refuted the node, or its owner stopped */

    /* The node, set by its thread as it comes to its moves. */
    alignas(64) bool shared;
    const Board *board;
    const PatternState *state; /* NULL: none kept */
    int depth, alpha, beta, ply;
    int done;                  /* its thread's moves searched to the end */
    OrderedMove list[BOARD_MAX_MOVES];
    int n;

    /* Its thread's alone until shared, then under lock. */
    alignas(64) atomic_flag lock;
    OrderKey keys[BOARD_MAX_MOVES];
    int left; /* moves not yet taken */
    int best, best_move;
    int pv_len; /* shared: the line of the best move, when above alpha */
    Move pv[SEARCH_MAX_PLY];
    atomic_int workers; /* shared: other threads still on it */
} SplitPoint;

/* One thread of the search: its Search, and the work handed to it. */
typedef struct {
    Search *s;
    _Atomic(SplitPoint *) work;             /* a split point to join; NULL: none yet */
    atomic_bool idle;                       /* may be handed work */
    _Atomic(SplitPoint *) waiting_at;       /* while it waits as an owner: work only below this */
} SplitThread;

#define SPLIT_MAX_THREADS 64

typedef struct SplitPool {
    int count;
    SplitThread thread[SPLIT_MAX_THREADS];
    atomic_int idle_count; /* a hint: threads that may be idle */
} SplitPool;

static inline void split_lock(SplitPoint *sp)
{
    while (atomic_flag_test_and_set_explicit(&sp->lock, memory_order_acquire))
        ;
}

static inline void split_unlock(SplitPoint *sp) { atomic_flag_clear_explicit(&sp->lock, memory_order_release); }

/* Whether sp or a split point above it was cut: the work there is void. */
static inline bool split_cut(const SplitPoint *sp)
{
    for (; sp; sp = sp->parent) {
        if (atomic_load_explicit(&sp->cut, memory_order_relaxed))
            return true;
    }
    return false;
}

static inline bool split_idle_threads(const Search *s)
{
    return atomic_load_explicit(&s->split->idle_count, memory_order_relaxed) > 0;
}

/* Called by a thread at the move of its node cur (a frame): shares the
 * highest of its frames that can be shared, if any, with the idle
 * threads. */
void split_offer(Search *s, SplitPoint *cur);

/* What a thread found for move i of the shared node sp: value v, its line
 * in the thread's line of sp's ply + 1. */
void split_record(Search *s, SplitPoint *sp, int i, int v);

/* The owner's wait until the others have left sp, joining split points
 * below it meanwhile; then its aborted flag tells a stop or a cut above. */
void split_wait(SplitPool *pool, int self, SplitPoint *sp);

/* A helper thread's life: joins the split points handed to it until stop. */
void split_thread_loop(SplitPool *pool, int self, const atomic_bool *stop);

#endif
