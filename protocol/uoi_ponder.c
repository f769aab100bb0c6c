/* go ponder's state, between the command reader and the search thread. */
#include "uoi_ponder.h"

#include <string.h>

void uoi_ponder_init(UoiPonder *p)
{
    memset(p, 0, sizeof *p);
    pthread_mutex_init(&p->lock, NULL);
    p->state = PONDER_OFF;
}

void uoi_ponder_destroy(UoiPonder *p) { pthread_mutex_destroy(&p->lock); }

frontier_limits uoi_ponder_begin(UoiPonder *p, const frontier_limits *go)
{
    frontier_limits ponder = *go;
    bool clock = go->movetime_ms || go->time_left_ms;
    ponder.movetime_ms = 0;
    ponder.time_left_ms = 0;
    ponder.increment_ms = 0;
    ponder.moves_to_go = 0;
    /* Without a limit of its own the search would stop at the Level
     * option's depth, and wait for ponderhit doing nothing. */
    bool limited = ponder.depth || ponder.nodes || ponder.exact || ponder.wld || ponder.infinite;
    if (!limited)
        ponder.infinite = true;
    pthread_mutex_lock(&p->lock);
    p->state = PONDER_SEARCHING;
    p->hit_limits = *go;
    /* From ponderhit the go's own limits apply: a search of its own when
     * they differ from the pondering search's (a clock, or none at all). */
    p->restart = clock || !limited;
    p->until_stopped = !limited || go->infinite;
    pthread_mutex_unlock(&p->lock);
    return ponder;
}

void uoi_ponder_cancel(UoiPonder *p)
{
    pthread_mutex_lock(&p->lock);
    p->state = PONDER_OFF;
    pthread_mutex_unlock(&p->lock);
}

bool uoi_ponder_result(UoiPonder *p, const frontier_info *result)
{
    pthread_mutex_lock(&p->lock);
    bool send = p->state == PONDER_OFF;
    if (p->state == PONDER_SEARCHING) {
        p->held = *result;
        p->state = PONDER_HELD;
    }
    pthread_mutex_unlock(&p->lock);
    return send;
}

PonderHit uoi_ponder_hit(UoiPonder *p, frontier_info *held, frontier_limits *limits)
{
    pthread_mutex_lock(&p->lock);
    PonderHit hit = PONDERHIT_NONE;
    if (p->state == PONDER_HELD) {
        *held = p->held;
        p->state = PONDER_OFF;
        hit = PONDERHIT_HELD;
    } else if (p->state == PONDER_SEARCHING) {
        *limits = p->hit_limits;
        p->state = p->restart ? PONDER_DROPPING : PONDER_OFF;
        hit = p->restart ? PONDERHIT_RESTART : PONDERHIT_CONTINUE;
    }
    pthread_mutex_unlock(&p->lock);
    return hit;
}

void uoi_ponder_restarted(UoiPonder *p) { uoi_ponder_cancel(p); }

bool uoi_ponder_stop(UoiPonder *p, frontier_info *held)
{
    pthread_mutex_lock(&p->lock);
    bool send = p->state == PONDER_HELD;
    if (send)
        *held = p->held;
    /* A search still running sends its bestmove as it stops. */
    if (p->state != PONDER_DROPPING)
        p->state = PONDER_OFF;
    pthread_mutex_unlock(&p->lock);
    return send;
}

bool uoi_ponder_active(UoiPonder *p)
{
    pthread_mutex_lock(&p->lock);
    bool active = p->state != PONDER_OFF;
    pthread_mutex_unlock(&p->lock);
    return active;
}

bool uoi_ponder_endless(UoiPonder *p)
{
    pthread_mutex_lock(&p->lock);
    bool endless = p->state == PONDER_SEARCHING && p->until_stopped;
    pthread_mutex_unlock(&p->lock);
    return endless;
}
