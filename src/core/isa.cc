#include "core/isa.hh"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <initializer_list>

// Defined to 1 by the build for the instruction sets it compiled kernels for.
#ifndef BBLAS_HAVE_AVX2
#define BBLAS_HAVE_AVX2 0
#endif
#ifndef BBLAS_HAVE_AVX512
#define BBLAS_HAVE_AVX512 0
#endif

namespace bblas::impl {
namespace {

// The CPU runs it and this build has its kernels (BBLAS_HAVE_*, kernels/dispatch.hh).
bool supported(Isa isa) {
    switch (isa) {
        case Isa::Avx512:
            return BBLAS_HAVE_AVX512 && __builtin_cpu_supports("avx512f") &&
                   __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl") &&
                   __builtin_cpu_supports("avx512bw");
        case Isa::Avx2:
            return BBLAS_HAVE_AVX2 && __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
        default:
            return true;
    }
}

Isa choose() {
    __builtin_cpu_init();
    if (const char* env = std::getenv("BBLAS_ISA"); env && *env) {
        bool known = false;
        for (Isa isa : {Isa::Generic, Isa::Avx2, Isa::Avx512}) {
            if (std::strcmp(env, isa_name(isa)) != 0) continue;
            if (supported(isa)) return isa;
            known = true;
        }
        std::fprintf(stderr, "bblas: BBLAS_ISA=%s is %s, ignored\n", env,
                     known ? "not supported by this CPU or not built" : "not one of generic, avx2, avx512");
    }
    for (Isa isa : {Isa::Avx512, Isa::Avx2})
        if (supported(isa)) return isa;
    return Isa::Generic;
}

}  // namespace

Isa active_isa() {
    static const Isa isa = choose();
    return isa;
}

const char* isa_name(Isa isa) {
    switch (isa) {
        case Isa::Avx512:
            return "avx512";
        case Isa::Avx2:
            return "avx2";
        default:
            return "generic";
    }
}

int vector_bytes(Isa isa) {
    switch (isa) {
        case Isa::Avx512:
            return 64;
        case Isa::Avx2:
            return 32;
        default:
            return 16;
    }
}

}  // namespace bblas::impl
