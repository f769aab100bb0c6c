/* The pattern indices of a position kept up to date move by move, so that
 * a search evaluating many positions near one another need not gather
 * every pattern from scratch (the gathering is half the evaluation's cost).
 *
 * An index is linear in the board: the sum, over the pattern's squares, of
 * 3^digit times 1 for a disc of the side to move and 2 for the other's. So
 * each square has a vector of coefficients (3^digit in every instance that
 * holds it, 0 elsewhere), and a move adds multiples of them. Both sides'
 * views are kept, since a move hands the turn over: the side to move's view
 * of the child is the other's view of the parent, updated. */
#ifndef FRONTIER_PATTERN_STATE_H
#define FRONTIER_PATTERN_STATE_H

#include "bitboard.h"
#include "pattern.h"

#define PATTERN_LANES 64 /* the PATTERN_INSTANCES, padded to whole vectors */
#define PATTERN_VECTORS (PATTERN_LANES / 16)

typedef uint16_t PatternVector __attribute__((vector_size(32), aligned(16)));

typedef union {
    PatternVector v[PATTERN_VECTORS];
    uint16_t lane[PATTERN_LANES]; /* instance order of pattern_features */
} PatternIndices;

typedef struct {
    PatternIndices square[64];
} PatternCoefficients;

typedef struct {
    PatternIndices mover, other;
} PatternState;

/* Reads each square's coefficients off pattern_features itself, so the two
 * cannot disagree on where a square's digit is. */
void pattern_coefficients_init(const PatternTables *t, PatternCoefficients *c);

static inline void pattern_state_set(const PatternCoefficients *c, Bitboard p, Bitboard o, PatternState *s)
{
    PatternIndices own = {0}, theirs = {0};
    int sq;
    BB_FOREACH(sq, p) {
        for (int k = 0; k < PATTERN_VECTORS; k++)
            own.v[k] += c->square[sq].v[k];
    }
    BB_FOREACH(sq, o) {
        for (int k = 0; k < PATTERN_VECTORS; k++)
            theirs.v[k] += c->square[sq].v[k];
    }
    for (int k = 0; k < PATTERN_VECTORS; k++) {
        s->mover.v[k] = own.v[k] + 2 * theirs.v[k];
        s->other.v[k] = 2 * own.v[k] + theirs.v[k];
    }
}

/* The coefficients of the flipped discs, summed. */
static inline void pattern_flips_sum(const PatternCoefficients *c, Bitboard flips, PatternIndices *d)
{
    *d = (PatternIndices){0};
    int f;
    BB_FOREACH(f, flips) {
        for (int k = 0; k < PATTERN_VECTORS; k++)
            d->v[k] += c->square[f].v[k];
    }
}

/* The side to move plays sq, turning flips: in the child, the mover (the
 * parent's other side) sees sq and the flips as 2, the other as 1. */
static inline void pattern_state_play(const PatternCoefficients *c, const PatternState *s, int sq, Bitboard flips,
                                      PatternState *out)
{
    PatternIndices d;
    pattern_flips_sum(c, flips, &d);
    const PatternIndices *m = &c->square[sq];
    for (int k = 0; k < PATTERN_VECTORS; k++) {
        out->mover.v[k] = s->other.v[k] + 2 * m->v[k] + d.v[k];
        out->other.v[k] = s->mover.v[k] + m->v[k] - d.v[k];
    }
}

/* pattern_state_play for a child that is only evaluated: its mover's
 * view alone, which is all the evaluation reads. */
static inline void pattern_state_play_leaf(const PatternCoefficients *c, const PatternState *s, int sq, Bitboard flips,
                                           PatternState *out)
{
    PatternIndices d;
    pattern_flips_sum(c, flips, &d);
    const PatternIndices *m = &c->square[sq];
    for (int k = 0; k < PATTERN_VECTORS; k++)
        out->mover.v[k] = s->other.v[k] + 2 * m->v[k] + d.v[k];
}

static inline void pattern_state_pass(const PatternState *s, PatternState *out)
{
    out->mover = s->other;
    out->other = s->mover;
}

#endif
