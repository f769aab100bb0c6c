/* UOI's go ponder, as UCI's: the search of the position after the move
 * the engine predicted runs on the opponent's time, its clock stopped,
 * until ponderhit (the prediction came true: the go's limits apply from
 * then on, the clock running from ponderhit) or stop (bestmove at once).
 * Its bestmove never comes before either; one the search found earlier is
 * held. The search thread and the command reader share this state. */
#ifndef FRONTIER_UOI_PONDER_H
#define FRONTIER_UOI_PONDER_H

#include <pthread.h>
#include <stdbool.h>
#include "frontier/frontier.h"

typedef enum {
    PONDER_OFF,       /* no go ponder, or it has become a plain search */
    PONDER_SEARCHING, /* its search runs; its bestmove is to be held */
    PONDER_HELD,      /* its search ended: the bestmove waits in held */
    PONDER_DROPPING,  /* ponderhit stops it for a search of the go's limits */
} PonderState;

typedef struct {
    pthread_mutex_t lock;
    PonderState state;
    frontier_limits hit_limits; /* the go's limits, for the search from ponderhit */
    bool restart;               /* ponderhit needs a search of its own (below) */
    bool until_stopped;         /* the pondering search has no limit of its own */
    frontier_info held;
} UoiPonder;

void uoi_ponder_init(UoiPonder *p);
void uoi_ponder_destroy(UoiPonder *p);

/* A go ponder with the go's limits: returns the limits to ponder with,
 * those without the clock (movetime, the time left), until stopped when
 * that leaves none. */
frontier_limits uoi_ponder_begin(UoiPonder *p, const frontier_limits *go);

/* The go did not start after all: no pondering. */
void uoi_ponder_cancel(UoiPonder *p);

/* From the search thread as a search ends: true when its bestmove is to
 * be sent now; false when it is held (p->held) or dropped. */
bool uoi_ponder_result(UoiPonder *p, const frontier_info *result);

typedef enum {
    PONDERHIT_NONE,     /* nothing ponders: an error */
    PONDERHIT_HELD,     /* *held is the bestmove to send now */
    PONDERHIT_CONTINUE, /* the search goes on as the go's own (same limits) */
    PONDERHIT_RESTART,  /* stop the search, wait for it, then search with *limits */
} PonderHit;
PonderHit uoi_ponder_hit(UoiPonder *p, frontier_info *held, frontier_limits *limits);

/* After PONDERHIT_RESTART's stop and wait: pondering is over. */
void uoi_ponder_restarted(UoiPonder *p);

/* stop, quit: true with *held when a held bestmove is to be sent now;
 * otherwise the search's bestmove comes as a plain search's does. */
bool uoi_ponder_stop(UoiPonder *p, frontier_info *held);

/* Whether a go ponder is under way (its search, or its held bestmove). */
bool uoi_ponder_active(UoiPonder *p);

/* Whether only ponderhit or stop can end it (a wait would never return). */
bool uoi_ponder_endless(UoiPonder *p);

#endif
