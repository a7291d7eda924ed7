// Tasks run through the kernels of the active instruction set (core/isa.hh). This header is
// baseline code: it declares each instruction set's entry points (kernels/runners.inc, defined
// in src/kernels/run_*.cc) and what its kernels can take (Capabilities, read by the planner),
// and picks the active set's.
#pragma once

#include <cstdint>

#include "core/isa.hh"

namespace bblas::impl {

template <class T>
struct GemmTask;
template <class T, bool Herm>
struct SymmTask;
template <class T, bool Herm>
struct SyrkTask;
template <class T, bool Herm>
struct Syr2kTask;
template <class T, bool Solve>
struct TrxmTask;
template <class T>
struct LayoutTask;
enum class Update;
enum class Reduce;
template <class T, Update K>
struct UpdateTask;
template <class T, Reduce K>
struct ReduceTask;
template <class T>
struct GemvTask;
template <class T>
struct GerTask;
template <class T, bool Herm>
struct SymvTask;
template <class T, bool Solve>
struct TrxvTask;
template <class T>
struct LuTask;
template <class T>
struct CholTask;

// What one instruction set's kernels take, per real type (index 0: float, 1: double): the
// planner chooses the column path from these, never from a copy of the kernels' constants.
struct Capabilities {
    int vector_bytes;
    int columns_rows[2];          // rows of the gemm column kernels' widest shape
    int columns_blocked_rows[2];  // the most rows they take in row blocks
    int trxm_columns_rows[2];     // the most rows the triangular column kernels take (blocked)
    bool half_columns;            // the gemm column kernels read and write half (kernels/half_pack.hh)
};

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
        case Isa::Avx512:
            return avx512::run(t, lo, hi);
#endif
#if BBLAS_HAVE_AVX2
        case Isa::Avx2:
            return avx2::run(t, lo, hi);
#endif
        default:
            return generic::run(t, lo, hi);
    }
}

inline const Capabilities& kernel_capabilities() {
    switch (active_isa()) {
#if BBLAS_HAVE_AVX512
        case Isa::Avx512:
            return avx512::capabilities;
#endif
#if BBLAS_HAVE_AVX2
        case Isa::Avx2:
            return avx2::capabilities;
#endif
        default:
            return generic::capabilities;
    }
}

}  // namespace bblas::impl
