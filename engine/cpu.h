/* The instruction-set paths the hot code (move generation, perft, the
 * solver, the midgame search) is compiled for (isa.h), and which of them
 * the CPU runs: one check for every module, so that they pick alike. */
#ifndef FRONTIER_CPU_H
#define FRONTIER_CPU_H

#include <stdbool.h>

/* In order: each path needs what the one before it needs. AVX2 with
 * popcnt and BMI1; AVX-512 F/VL/CD/BW/DQ with BMI2 (every AVX-512 CPU
 * but the Xeon Phi has them all). */
typedef enum { CPU_ISA_PORTABLE, CPU_ISA_AVX2, CPU_ISA_AVX512 } CpuIsa;
#define CPU_ISA_COUNT 3

/* Whether this build has the path and the CPU runs it. */
bool cpu_isa_available(CpuIsa isa);

/* The last path available: the one a module takes. */
CpuIsa cpu_best_isa(void);

/* "portable", "avx2" or "avx512". */
const char *cpu_isa_name(CpuIsa isa);

#endif
