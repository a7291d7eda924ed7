// Tasks run through the kernels of the active instruction set (core/isa.hh). This header is
// baseline code: it only declares the per-ISA entry points and picks one.
#pragma once

#include <cstdint>

#include "core/isa.hh"

namespace bblas::impl {

template <class T> struct GemmTask;
template <class T, bool Herm> struct SymmTask;
template <class T, bool Herm> struct SyrkTask;
template <class T, bool Herm> struct Syr2kTask;
template <class T, bool Solve> struct TrxmTask;
template <class T> struct LayoutTask;
enum class Update;
enum class Reduce;
template <class T, Update K> struct UpdateTask;
template <class T, Reduce K> struct ReduceTask;
template <class T> struct GemvTask;
template <class T> struct GerTask;
template <class T, bool Herm> struct SymvTask;
template <class T, bool Solve> struct TrxvTask;
template <class T> struct LuTask;
template <class T> struct CholTask;

// The build defines BBLAS_HAVE_<ISA> for each instruction set it compiled kernels for
// (CMake's BBLAS_ISAS; generic always); core/isa.cc never chooses another.
namespace generic {
#include "kernels/runners.inc"
}
#if BBLAS_HAVE_AVX2
namespace avx2 {
#include "kernels/runners.inc"
}
#endif
#if BBLAS_HAVE_AVX512
namespace avx512 {
#include "kernels/runners.inc"
}
#endif

template <class Task>
void run_task(const Task& t, int64_t lo, int64_t hi) {
    switch (active_isa()) {
#if BBLAS_HAVE_AVX512
        case Isa::Avx512: return avx512::run(t, lo, hi);
#endif
#if BBLAS_HAVE_AVX2
        case Isa::Avx2: return avx2::run(t, lo, hi);
#endif
        default: return generic::run(t, lo, hi);
    }
}

}  // namespace bblas::impl
