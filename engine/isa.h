/* The instruction-set paths of the hot code: move generation and perft,
 * the solver's recursion, and the midgame search with its evaluation.
 *
 * One mechanism: those translation units are compiled once per path, each
 * time with the path's compiler flags (Makefile.am: the portable build's
 * own, then -mavx2..., then the AVX-512 set), so that the inline move
 * generator, popcount and pattern updates they include become that path's
 * code (movegen.h picks by the flags). Each copy names its entry points
 * with ISA_NAME and gathers them in one const table, IsaPaths; a solver or
 * a search holds a pointer to the table it runs, chosen at start from what
 * the CPU has (cpu.h), or set by hand to compare the paths. */
#ifndef FRONTIER_ISA_H
#define FRONTIER_ISA_H

#include <stdint.h>
#include "bitboard.h"
#include "cpu.h"
#include "pattern_state.h"
#include "search.h"

/* The copy being compiled: set by Makefile.am for the SIMD copies; the
 * engine's own objects are the portable one. */
#ifndef FRONTIER_ISA
#define FRONTIER_ISA portable
#define FRONTIER_ISA_ID CPU_ISA_PORTABLE
#endif
#define ISA_CAT2(name, isa) name##_##isa
#define ISA_CAT(name, isa) ISA_CAT2(name, isa)
/* name_portable, name_avx2 or name_avx512: an entry point of this copy. */
#define ISA_NAME(name) ISA_CAT(name, FRONTIER_ISA)

typedef struct IsaPaths {
    CpuIsa isa;
    Bitboard (*moves)(Bitboard p, Bitboard o);
    Bitboard (*flips)(Bitboard p, Bitboard o, int sq);
    /* Leaves depth plies below (p, o), depth at least 1 (perft.h). */
    uint64_t (*perft)(Bitboard p, Bitboard o, int depth);
    /* The solver's search of (p, o) with n empties, 1 or more. */
    int (*solve)(EndgameSolver *sv, Bitboard p, Bitboard o, int alpha, int beta, int n);
    /* The solver's shallow search on the evaluation (centi-discs); s holds
     * the pattern indices of (p, o), or NULL. */
    int (*solve_eval)(EndgameSolver *sv, Bitboard p, Bitboard o, const PatternState *s, int depth, int alpha,
                      int beta);
    /* Principal variation search (search_internal.h). */
    int (*pvs)(Search *s, const Board *b, int depth, int alpha, int beta, int ply);
} IsaPaths;

/* The entry points of the copy being compiled, and its table. */
uint64_t ISA_NAME(perft_leaves)(Bitboard p, Bitboard o, int depth);
int ISA_NAME(endgame_search)(EndgameSolver *sv, Bitboard p, Bitboard o, int alpha, int beta, int n);
int ISA_NAME(endgame_eval_search)(EndgameSolver *sv, Bitboard p, Bitboard o, const PatternState *s, int depth,
                                  int alpha, int beta);
int ISA_NAME(search_pvs)(Search *s, const Board *b, int depth, int alpha, int beta, int ply);
extern const IsaPaths ISA_NAME(isa_paths);

/* The table of a path, NULL when this build lacks it or the CPU cannot
 * run it; the portable one is always there. */
const IsaPaths *isa_paths(CpuIsa isa);

/* The CPU's best path. */
static inline const IsaPaths *isa_paths_best(void) { return isa_paths(cpu_best_isa()); }

#endif
