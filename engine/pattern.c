/* The pattern families' description (see pattern.h). */
#include "pattern.h"

#include <stdlib.h>
#include <string.h>

const PatternFamily PATTERN_FAMILY[PF_FAMILIES] = {
    {"edge+2X", 10, 59049, PO_EDGE2X, 0, 4},
    {"corner 3x3", 9, 19683, PO_CORNER3, 4, 4},
    {"corner 2x5", 10, 59049, PO_CORNER25, 8, 8},
    {"row 2", 8, 6561, PO_ROW2, 16, 4},
    {"row 3", 8, 6561, PO_ROW3, 20, 4},
    {"row 4", 8, 6561, PO_ROW4, 24, 4},
    {"diagonal 8", 8, 6561, PO_DIAG8, 28, 2},
    {"diagonal 7", 7, 2187, PO_DIAG7, 30, 4},
    {"diagonal 6", 6, 729, PO_DIAG6, 34, 4},
    {"diagonal 5", 5, 243, PO_DIAG5, 38, 4},
    {"diagonal 4", 4, 81, PO_DIAG4, 42, 4},
    {"corner triangle", 10, 59049, PO_TRIANGLE, 46, 4},
    {"edge block", 10, 59049, PO_EDGE_BLOCK, 50, 4},
    {"edge mobility", 8, 65536, PO_EDGE_MOBILITY, 54, 4},
    {"row 2 mobility", 8, 65536, PO_ROW2_MOBILITY, 58, 4},
};

const char *const SCALAR_FEATURE_NAME[SF_FEATURES] = {
    "mobility", "opponent mobility", "potential mobility", "opponent potential mobility", "parity and stage mean",
};

int feature_family(int feature)
{
    if (feature >= SCALAR_FIRST)
        return PF_FAMILIES + feature - SCALAR_FIRST;
    int f = 0;
    while (f + 1 < PF_FAMILIES && PATTERN_FAMILY[f + 1].first <= feature)
        f++;
    return f;
}

void pattern_mirror(int family, int perm[10])
{
    int n = PATTERN_FAMILY[family].squares;
    for (int i = 0; i < 10; i++)
        perm[i] = i;
    switch (family) {
    case PF_EDGE2X: /* left-right: a1..h1 reversed, b2 <-> g2 */
        for (int i = 0; i < 8; i++)
            perm[i] = 7 - i;
        perm[8] = 9;
        perm[9] = 8;
        break;
    case PF_CORNER3: /* the a1-c3 diagonal: row r, column c <-> row c, column r */
        for (int i = 0; i < 9; i++)
            perm[i] = i % 3 * 3 + i / 3;
        break;
    case PF_CORNER25:
        break;
    case PF_TRIANGLE: { /* the a1-h8 diagonal: b1 <-> a2, c1 <-> a3, d1 <-> a4, c2 <-> b3 */
        static const int across[10] = {0, 4, 7, 9, 1, 5, 8, 2, 6, 3};
        memcpy(perm, across, sizeof across);
        break;
    }
    case PF_EDGE_BLOCK: { /* left-right: a1 <-> h1, c1..f1 and c2..f2 reversed */
        static const int across[10] = {5, 4, 3, 2, 1, 0, 9, 8, 7, 6};
        memcpy(perm, across, sizeof across);
        break;
    }
    default: /* rows and diagonals read backwards */
        for (int i = 0; i < n; i++)
            perm[i] = n - 1 - i;
    }
}

void pattern_tables_init(PatternTables *t)
{
    for (unsigned m = 0; m < 1024; m++) {
        unsigned v = 0, power = 1;
        for (int i = 0; i < 10; i++, power *= 3)
            if (m >> i & 1)
                v += power;
        t->ternary[m] = (uint16_t)v;
    }
}

/* The mirror twin of index idx of a family. */
static unsigned mirror_index(int family, unsigned idx)
{
    if (pattern_family_is_mobility(family)) {
        /* The line read from its other end: each side's byte reversed. */
        unsigned out = 0;
        for (int i = 0; i < 8; i++)
            out |= (idx >> i & 0x101u) << (7 - i);
        return out;
    }
    int perm[10], n = PATTERN_FAMILY[family].squares;
    pattern_mirror(family, perm);
    unsigned digits[10], out = 0;
    for (int i = 0; i < n; i++, idx /= 3)
        digits[i] = idx % 3;
    for (int i = n - 1; i >= 0; i--)
        out = out * 3 + digits[perm[i]];
    return out;
}

uint32_t *pattern_twins(void)
{
    uint32_t *t = malloc(STAGE_WEIGHTS * sizeof *t);
    if (!t)
        return NULL;
    for (uint32_t i = 0; i < STAGE_WEIGHTS; i++)
        t[i] = i;
    for (int f = 0; f < PF_FAMILIES; f++) {
        for (unsigned idx = 0; idx < PATTERN_FAMILY[f].size; idx++) {
            unsigned m = mirror_index(f, idx);
            if (m < idx)
                t[PATTERN_FAMILY[f].offset + idx] = PATTERN_FAMILY[f].offset + m;
        }
    }
    return t;
}
