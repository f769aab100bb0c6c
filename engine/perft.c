/* perft: the recursion is in perft_leaves.c, once per instruction-set
 * path; these pick the path. */
#include "perft.h"
#include "isa.h"

uint64_t perft_isa(const Board *b, int depth, CpuIsa isa)
{
    if (depth <= 0)
        return 1;
    const IsaPaths *paths = isa_paths(isa);
    if (!paths)
        paths = isa_paths(CPU_ISA_PORTABLE);
    return paths->perft(b->player, b->opponent, depth);
}

uint64_t perft(const Board *b, int depth) { return perft_isa(b, depth, cpu_best_isa()); }
