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

namespace generic {
#include "kernels/runners.inc"
}
namespace avx2 {
#include "kernels/runners.inc"
}
namespace avx512 {
#include "kernels/runners.inc"
}

template <class Task>
void run_task(const Task& t, int64_t lo, int64_t hi) {
    switch (active_isa()) {
        case Isa::Avx512: return avx512::run(t, lo, hi);
        case Isa::Avx2: return avx2::run(t, lo, hi);
        default: return generic::run(t, lo, hi);
    }
}

}  // namespace bblas::impl
