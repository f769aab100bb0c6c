/* The features of the trained evaluation: thirteen pattern families of
 * discs and two of legal moves, read at every place the board's symmetries
 * put them (54 disc pattern instances, 8 mobility lines), and five small
 * global features (mobility, potential mobility, parity). The evaluation
 * and the trainer share this file, so they cannot disagree on what a
 * weight means.
 *
 * A disc pattern's index is base 3, digit i being its i-th square: 0
 * empty, 1 the side to move, 2 the opponent. Every instance of a family
 * reads the family's squares on one symmetric image of the board, so a
 * single table of weights serves all of them. A mobility line's index is
 * binary: the side to move's legal moves on the line's eight squares in
 * bits 0-7, the opponent's in bits 8-15. Where on the edge a side can move
 * (a corner, or a C-square next to an empty corner) tells more than how
 * many moves it has. */
#ifndef FRONTIER_PATTERN_H
#define FRONTIER_PATTERN_H

#include <stdbool.h>
#include <stdint.h>
#include "board.h"
#include "symmetry.h"

enum {
    PF_EDGE2X,   /* a1..h1 with the X-squares b2, g2 */
    PF_CORNER3,  /* the 3x3 block at a1 */
    PF_CORNER25, /* the 2x5 block a1..e1, a2..e2 */
    PF_ROW2,     /* a2..h2 */
    PF_ROW3,
    PF_ROW4,
    PF_DIAG8,    /* a1..h8 */
    PF_DIAG7,    /* b1..h7 */
    PF_DIAG6,
    PF_DIAG5,
    PF_DIAG4,    /* e1..h4 */
    PF_TRIANGLE, /* a1..d1, a2..c2, a3, b3, a4 */
    PF_EDGE_BLOCK, /* a1, c1..f1, h1, c2..f2 */
    PF_EDGE_MOBILITY, /* legal moves on a1..h1 */
    PF_ROW2_MOBILITY, /* legal moves on a2..h2 */
    PF_FAMILIES
};

/* Global features, each a small table indexed by a count. */
enum { SF_MOBILITY, SF_OPP_MOBILITY, SF_POTENTIAL, SF_OPP_POTENTIAL, SF_PARITY, SF_FEATURES };

/* Features in order: the disc patterns' instances (the ones pattern_state.h
 * carries move by move), the mobility lines', then the global features. */
#define PATTERN_INSTANCES 54
#define MOBILITY_INSTANCES 8
#define SCALAR_FIRST (PATTERN_INSTANCES + MOBILITY_INSTANCES)
#define FEATURE_COUNT (SCALAR_FIRST + SF_FEATURES)

/* Offsets of each family's table within one stage's weights. The
 * families added after the first weights files (PO_APPENDED on) come last,
 * so that an older file is this layout cut short: it loads with their
 * weights at zero and serves as the prior of a fit. */
enum {
    PO_EDGE2X = 0,
    PO_CORNER3 = PO_EDGE2X + 59049,
    PO_CORNER25 = PO_CORNER3 + 19683,
    PO_ROW2 = PO_CORNER25 + 59049,
    PO_ROW3 = PO_ROW2 + 6561,
    PO_ROW4 = PO_ROW3 + 6561,
    PO_DIAG8 = PO_ROW4 + 6561,
    PO_DIAG7 = PO_DIAG8 + 6561,
    PO_DIAG6 = PO_DIAG7 + 2187,
    PO_DIAG5 = PO_DIAG6 + 729,
    PO_DIAG4 = PO_DIAG5 + 243,
    PO_EDGE_MOBILITY = PO_DIAG4 + 81,
    PO_ROW2_MOBILITY = PO_EDGE_MOBILITY + 65536,
    PO_MOBILITY = PO_ROW2_MOBILITY + 65536,
    PO_OPP_MOBILITY = PO_MOBILITY + 32,
    PO_POTENTIAL = PO_OPP_MOBILITY + 32,
    PO_OPP_POTENTIAL = PO_POTENTIAL + 48,
    PO_PARITY = PO_OPP_POTENTIAL + 48,
    PO_APPENDED = PO_PARITY + 2,
    PO_TRIANGLE = PO_APPENDED,
    PO_EDGE_BLOCK = PO_TRIANGLE + 59049,
    STAGE_WEIGHTS = PO_EDGE_BLOCK + 59049
};

/* Stages: STAGE_EMPTIES empties each (0-3, 4-7, ..., 56-60 with 4), the
 * last one taking 60 too. */
#define STAGE_EMPTIES 4
#define STAGE_COUNT (59 / STAGE_EMPTIES + 1)
static inline int pattern_stage(int empties) { return (empties > 59 ? 59 : empties) / STAGE_EMPTIES; }

typedef struct {
    const char *name;
    int squares;   /* squares read; digits of a disc pattern's index */
    unsigned size; /* entries of its table: 3^squares, or 2^16 for a mobility line */
    int offset;    /* PO_* */
    int first;     /* first instance number */
    int instances;
} PatternFamily;

extern const PatternFamily PATTERN_FAMILY[PF_FAMILIES];
extern const char *const SCALAR_FEATURE_NAME[SF_FEATURES];

/* Which family each of the FEATURE_COUNT features belongs to: a pattern
 * family, or PF_FAMILIES + SF_* for the global features. */
int feature_family(int feature);

/* A family of legal moves (binary index) rather than of discs (base 3). */
static inline bool pattern_family_is_mobility(int family) { return family >= PF_EDGE_MOBILITY && family < PF_FAMILIES; }

/* The digit permutation under which a disc family is its own mirror image
 * (weights of mirrored indices are tied in training); perm[i] = i when it
 * has none. (A mobility line's mirror reverses both bytes.) */
void pattern_mirror(int family, int perm[10]);

/* For every weight of a stage, the one it shares its value with: a pattern
 * index's mirror twin when that is smaller, else itself (STAGE_WEIGHTS
 * entries, to free(); NULL if out of memory). */
uint32_t *pattern_twins(void);

/* Base-3 value of each 10-bit set: ternary[m] = sum of 3^i over bits i of m. */
typedef struct {
    uint16_t ternary[1024];
} PatternTables;

void pattern_tables_init(PatternTables *t);

/* The families' squares gathered into the low bits, digit order. */
static inline unsigned gather_edge2x(Bitboard x) { return (unsigned)((x & 0xFF) | ((x >> 1) & 0x100) | ((x >> 5) & 0x200)); }
static inline unsigned gather_corner3(Bitboard x) { return (unsigned)((x & 7) | ((x >> 5) & 0x38) | ((x >> 10) & 0x1C0)); }
static inline unsigned gather_corner25(Bitboard x) { return (unsigned)((x & 0x1F) | ((x >> 3) & 0x3E0)); }
static inline unsigned gather_triangle(Bitboard x)
{
    return (unsigned)((x & 0xF) | ((x >> 4) & 0x70) | ((x >> 9) & 0x180) | ((x >> 15) & 0x200));
}
static inline unsigned gather_edge_block(Bitboard x)
{
    return (unsigned)((x & 1) | ((x >> 1) & 0x1E) | ((x >> 2) & 0x20) | ((x >> 4) & 0x3C0));
}
static inline unsigned gather_row(Bitboard x, int row) { return (unsigned)((x >> (8 * row)) & 0xFF); }
/* Squares of a diagonal lie in distinct columns: one multiplication
 * stacks them into the top byte without carries. */
static inline unsigned gather_diag(Bitboard x, Bitboard mask, int shift)
{
    return (unsigned)(((x & mask) * 0x0101010101010101ULL) >> shift);
}

/* The mobility lines' indices (instance order: the edges a1-h1, a8-h8,
 * a1-a8, h1-h8, then rows 2 and 7, columns b and g, each read from its
 * corner along the line as the disc patterns' images read it), given both
 * sides' legal moves. */
static inline void pattern_mobility_features(Bitboard moves, Bitboard opp_moves, uint32_t f[MOBILITY_INSTANCES])
{
    /* A row's squares are a byte; a column's are stacked into one by a
     * multiplication, bit k of the column landing in bit 56 + k without
     * carries. */
#define ROW(x, r) ((uint32_t)((x) >> (8 * (r)) & 0xFF))
#define COLUMN(x, c) ((uint32_t)(((((x) >> (c)) & 0x0101010101010101ULL) * 0x0102040810204080ULL) >> 56))
#define LINE(kind, k) (kind(moves, k) | kind(opp_moves, k) << 8)
    f[0] = LINE(ROW, 0);
    f[1] = LINE(ROW, 7);
    f[2] = LINE(COLUMN, 0);
    f[3] = LINE(COLUMN, 7);
    f[4] = LINE(ROW, 1);
    f[5] = LINE(ROW, 6);
    f[6] = LINE(COLUMN, 1);
    f[7] = LINE(COLUMN, 6);
#undef ROW
#undef COLUMN
#undef LINE
}

/* The global features (SF_*) of the position (p, o), given the counts of
 * legal moves of the side to move and of the other side. */
static inline void pattern_scalar_features(Bitboard p, Bitboard o, int mob, int opp_mob, uint32_t f[SF_FEATURES])
{
    Bitboard empty = ~(p | o);
    int pot = bb_count(board_neighbours(o) & empty);
    int opp_pot = bb_count(board_neighbours(p) & empty);
    f[SF_MOBILITY] = (uint32_t)(mob > 31 ? 31 : mob);
    f[SF_OPP_MOBILITY] = (uint32_t)(opp_mob > 31 ? 31 : opp_mob);
    f[SF_POTENTIAL] = (uint32_t)(pot > 47 ? 47 : pot);
    f[SF_OPP_POTENTIAL] = (uint32_t)(opp_pot > 47 ? 47 : opp_pot);
    f[SF_PARITY] = (uint32_t)(bb_count(empty) & 1);
}

/* All features of b: pattern indices (within their family's table) in
 * instance order, the mobility lines', then the global features' counts. */
static inline void pattern_features(const PatternTables *t, const Board *b, uint32_t f[FEATURE_COUNT])
{
    Bitboard p[8], o[8];
    p[0] = b->player;
    o[0] = b->opponent;
    p[4] = bb_transpose(p[0]);
    o[4] = bb_transpose(o[0]);
    for (int k = 0; k < 8; k += 4) {
        p[k + 1] = bb_mirror_horizontal(p[k]);
        o[k + 1] = bb_mirror_horizontal(o[k]);
        p[k + 2] = bb_mirror_vertical(p[k]);
        o[k + 2] = bb_mirror_vertical(o[k]);
        p[k + 3] = bb_mirror_vertical(p[k + 1]);
        o[k + 3] = bb_mirror_vertical(o[k + 1]);
    }
    const uint16_t *T = t->ternary;
#define IDX(g, k) ((uint32_t)T[g(p[k])] + 2u * T[g(o[k])])
#define ROW(k, r) ((uint32_t)T[gather_row(p[k], r)] + 2u * T[gather_row(o[k], r)])
#define DIAG(k, m, s) ((uint32_t)T[gather_diag(p[k], m, s)] + 2u * T[gather_diag(o[k], m, s)])
    int n = 0;
    for (int k = 0; k < 8; k += 2)
        f[n++] = IDX(gather_edge2x, k);
    for (int k = 0; k < 4; k++)
        f[n++] = IDX(gather_corner3, k);
    for (int k = 0; k < 8; k++)
        f[n++] = IDX(gather_corner25, k);
    for (int r = 1; r <= 3; r++)
        for (int k = 0; k < 8; k += 2)
            f[n++] = ROW(k, r);
    for (int k = 0; k < 2; k++)
        f[n++] = DIAG(k, 0x8040201008040201ULL, 56);
    for (int k = 0; k < 4; k++)
        f[n++] = DIAG(k, 0x0080402010080402ULL, 57);
    for (int k = 0; k < 4; k++)
        f[n++] = DIAG(k, 0x0000804020100804ULL, 58);
    for (int k = 0; k < 4; k++)
        f[n++] = DIAG(k, 0x0000008040201008ULL, 59);
    for (int k = 0; k < 4; k++)
        f[n++] = DIAG(k, 0x0000000080402010ULL, 60);
    for (int k = 0; k < 4; k++)
        f[n++] = IDX(gather_triangle, k);
    for (int k = 0; k < 8; k += 2)
        f[n++] = IDX(gather_edge_block, k);
#undef IDX
#undef ROW
#undef DIAG
    Bitboard moves = board_moves(b->player, b->opponent), opp_moves = board_moves(b->opponent, b->player);
    pattern_mobility_features(moves, opp_moves, f + n);
    pattern_scalar_features(b->player, b->opponent, bb_count(moves), bb_count(opp_moves), f + n + MOBILITY_INSTANCES);
}

/* The offset of each feature's table within a stage (PO_*); defined here
 * so that the evaluation's loops see constants. */
#define FEATURE_OFFSET_X4(o) o, o, o, o
static const uint32_t FEATURE_OFFSET[FEATURE_COUNT] = {
    FEATURE_OFFSET_X4(PO_EDGE2X), FEATURE_OFFSET_X4(PO_CORNER3), FEATURE_OFFSET_X4(PO_CORNER25),
    FEATURE_OFFSET_X4(PO_CORNER25), FEATURE_OFFSET_X4(PO_ROW2), FEATURE_OFFSET_X4(PO_ROW3),
    FEATURE_OFFSET_X4(PO_ROW4), PO_DIAG8, PO_DIAG8, FEATURE_OFFSET_X4(PO_DIAG7),
    FEATURE_OFFSET_X4(PO_DIAG6), FEATURE_OFFSET_X4(PO_DIAG5), FEATURE_OFFSET_X4(PO_DIAG4),
    FEATURE_OFFSET_X4(PO_TRIANGLE), FEATURE_OFFSET_X4(PO_EDGE_BLOCK),
    FEATURE_OFFSET_X4(PO_EDGE_MOBILITY), FEATURE_OFFSET_X4(PO_ROW2_MOBILITY),
    PO_MOBILITY, PO_OPP_MOBILITY, PO_POTENTIAL, PO_OPP_POTENTIAL, PO_PARITY,
};
#undef FEATURE_OFFSET_X4

#endif
