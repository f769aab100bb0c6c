#include "cpu.h"

#include "isa.h"

/* The tables of the paths this build has (Makefile.am compiles a copy of
 * the hot code for each). */
extern const IsaPaths isa_paths_portable;
#ifdef FRONTIER_HAVE_AVX2_PATH
extern const IsaPaths isa_paths_avx2;
#endif
#ifdef FRONTIER_HAVE_AVX512_PATH
extern const IsaPaths isa_paths_avx512;
#endif

/* Each check covers the flags its copy is compiled with (configure.ac). */
bool cpu_isa_available(CpuIsa isa)
{
    switch (isa) {
    case CPU_ISA_PORTABLE:
        return true;
#ifdef FRONTIER_HAVE_AVX2_PATH
    case CPU_ISA_AVX2:
        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("popcnt") && __builtin_cpu_supports("bmi");
#endif
#ifdef FRONTIER_HAVE_AVX512_PATH
    case CPU_ISA_AVX512:
        return cpu_isa_available(CPU_ISA_AVX2) && __builtin_cpu_supports("avx512f")
               && __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512cd")
               && __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512dq")
               && __builtin_cpu_supports("bmi2");
#endif
    default:
        return false;
    }
}

CpuIsa cpu_best_isa(void)
{
    CpuIsa best = CPU_ISA_PORTABLE;
    for (int isa = CPU_ISA_AVX2; isa < CPU_ISA_COUNT; isa++)
        if (cpu_isa_available((CpuIsa)isa))
            best = (CpuIsa)isa;
    return best;
}

const char *cpu_isa_name(CpuIsa isa)
{
    static const char *const NAMES[CPU_ISA_COUNT] = {"portable", "avx2", "avx512"};
    return isa < CPU_ISA_COUNT ? NAMES[isa] : "none";
}

const IsaPaths *isa_paths(CpuIsa isa)
{
    if (!cpu_isa_available(isa))
        return NULL;
    switch (isa) {
#ifdef FRONTIER_HAVE_AVX2_PATH
    case CPU_ISA_AVX2:
        return &isa_paths_avx2;
#endif
#ifdef FRONTIER_HAVE_AVX512_PATH
    case CPU_ISA_AVX512:
        return &isa_paths_avx512;
#endif
    default:
        return &isa_paths_portable;
    }
}
