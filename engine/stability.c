/* Stability, found by growing from what surely cannot flip. A disc cannot
 * be flipped along a line if the line is full, or if on one side along it
 * lies the edge or a stable disc of the same colour. A disc safe along all
 * four lines is stable. */
#include "stability.h"

#define FILE_A 0x0101010101010101ULL
#define FILE_H 0x8080808080808080ULL
#define RANK_1 0x00000000000000ffULL
#define RANK_8 0xff00000000000000ULL

/* The squares at most k - 1 steps from the edge that a step along
 * (dx, dy) leaves the board by: the last k files or ranks that way. */
static inline Bitboard near_edge(int dx, int dy, int k)
{
    Bitboard m = 0;
    for (int i = 0; i < k; i++) {
        if (dx > 0)
            m |= FILE_H >> i;
        if (dx < 0)
            m |= FILE_A << i;
        if (dy > 0)
            m |= RANK_8 >> 8 * i;
        if (dy < 0)
            m |= RANK_1 << 8 * i;
    }
    return m;
}

/* Squares whose run to the edge along (dx, dy), a shift of s bits towards
 * higher bits (or lower if s < 0), is all filled: each round doubles the
 * run checked, and a square nearer the edge than the run is done. The
 * shifted-in bits that wrap round only reach squares the edge mask
 * already accepts. */
static inline Bitboard filled_to_edge(Bitboard filled, int dx, int dy, int s)
{
    Bitboard f = filled;
    for (int k = 1; k < 8; k *= 2) {
        Bitboard next = s > 0 ? f >> (s * k) : f << (-s * k);
        f &= next | near_edge(dx, dy, k);
    }
    return f;
}

Bitboard board_stable(Bitboard p, Bitboard o)
{
    const Bitboard filled = p | o;

    /* Full rows and columns by folding, full diagonals by filling. */
    Bitboard r = filled & (filled >> 1);
    r &= r >> 2;
    r &= r >> 4;
    Bitboard full_h = (r & FILE_A) * 0xff;
    Bitboard c = filled & (filled >> 8);
    c &= c >> 16;
    c &= c >> 32;
    Bitboard full_v = (c & RANK_1) * FILE_A;
    Bitboard full_d9 = filled_to_edge(filled, 1, 1, 9) & filled_to_edge(filled, -1, -1, -9);
    Bitboard full_d7 = filled_to_edge(filled, -1, 1, 7) & filled_to_edge(filled, 1, -1, -7);

    /* Safe by the edge or by a full line, before any stable neighbour. */
    Bitboard safe_h = full_h | FILE_A | FILE_H;
    Bitboard safe_v = full_v | RANK_1 | RANK_8;
    Bitboard safe_d9 = full_d9 | FILE_A | FILE_H | RANK_1 | RANK_8;
    Bitboard safe_d7 = full_d7 | FILE_A | FILE_H | RANK_1 | RANK_8;

    Bitboard stable = p & safe_h & safe_v & safe_d9 & safe_d7;
    if (!stable)
        return 0;
    for (;;) {
        Bitboard h = safe_h | ((stable << 1) & ~FILE_A) | ((stable >> 1) & ~FILE_H);
        Bitboard v = safe_v | (stable << 8) | (stable >> 8);
        Bitboard d9 = safe_d9 | ((stable << 9) & ~FILE_A) | ((stable >> 9) & ~FILE_H);
        Bitboard d7 = safe_d7 | ((stable << 7) & ~FILE_H) | ((stable >> 7) & ~FILE_A);
        Bitboard grown = stable | (p & h & v & d9 & d7);
        if (grown == stable)
            return stable;
        stable = grown;
    }
}
