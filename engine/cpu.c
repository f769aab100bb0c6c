#include "cpu.h"

#include "movegen_avx512.h"

bool cpu_isa_available(CpuIsa isa)
{
    switch (isa) {
    case CPU_ISA_PORTABLE:
        return true;
#ifdef FRONTIER_HAVE_AVX2_PATH
    case CPU_ISA_AVX2:
        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("popcnt");
#endif
#ifdef FRONTIER_HAVE_AVX512_PATH
    case CPU_ISA_AVX512:
        return cpu_isa_available(CPU_ISA_AVX2) && __builtin_cpu_supports("avx512vl")
               && __builtin_cpu_supports("avx512cd") && __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2");
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
