// Kernel code is compiled once per instruction set (generic, avx2, avx512), each time inside its
// own namespace bblas::impl::<isa> and under `#pragma GCC target`, so that nothing compiled for
// one ISA can be linked in place of another's. Only code between BBLAS_TARGET_BEGIN and
// BBLAS_TARGET_END gets the ISA; headers (standard or bblas's own baseline ones) must be
// included before BEGIN, never inside, so their inline functions stay baseline.
//
// The build defines, per compilation of a kernel file:
//   BBLAS_ISA_NS      the namespace: generic, avx2 or avx512
//   BBLAS_ISA_TARGET  the target string for the pragma ("" for generic)
#pragma once

#ifndef BBLAS_ISA_NS
#error "kernel headers are compiled per ISA: include them only from src/kernels/*.cc"
#endif

#define BBLAS_PRAGMA(x) _Pragma(#x)
#define BBLAS_TARGET_PRAGMA(t) BBLAS_PRAGMA(GCC target(t))

#if defined(BBLAS_ISA_TARGET_NONE)
#define BBLAS_TARGET_BEGIN namespace bblas::impl::BBLAS_ISA_NS {
#define BBLAS_TARGET_END }
#else
#define BBLAS_TARGET_BEGIN \
    _Pragma("GCC push_options") BBLAS_TARGET_PRAGMA(BBLAS_ISA_TARGET) namespace bblas::impl::BBLAS_ISA_NS {
#define BBLAS_TARGET_END \
    }                    \
    _Pragma("GCC pop_options")
#endif

// Every function that takes or returns a SIMD pack is inlined, even without optimisation: GCC
// (12) can disagree between caller and callee on how a vector is returned when the ISA comes
// from a target pragma, so no pack may cross a real call.
#define BBLAS_INLINE inline __attribute__((always_inline))
