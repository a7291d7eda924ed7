// The Level-1 vector-update task on one group: axpy, scal, copy, swap (the operation a template
// parameter). Vectors are addressed as in BLAS: element i of x at x[i * incx], counted from the
// end for a negative increment (Mats::shift).
#pragma once

#include <cstdint>
#include <type_traits>

#include "core/half.hh"
#include "kernels/dispatch.hh"
#include "tasks/task.hh"

namespace bblas::impl {

enum class Update { Axpy, Scal, Copy, Swap };

template <Update K>
inline constexpr bool has_alpha = K == Update::Axpy || K == Update::Scal;
template <Update K>
inline constexpr bool has_y = K != Update::Scal;
// x is only read by axpy and copy; scal and swap write it
template <class T, Update K>
using update_x_t = std::conditional_t<K == Update::Axpy || K == Update::Copy, const T, T>;

template <class T, Update K>
struct UpdateTask {
    int64_t n;
    compute_t<T> alpha;  // (single precision for half storage)
    Mats<update_x_t<T, K>> x;
    int64_t incx;
    Mats<T> y;
    int64_t incy;
    int64_t count;

    bool empty() const { return n == 0 || (K == Update::Axpy && alpha == compute_t<T>(0)); }
    int64_t cost() const { return has_y<K> ? vector_cost<T>(n, {incx, incy}) : vector_cost<T>(n, {incx}); }
    bool uses_vendor() const { return false; }
    void run(int64_t lo, int64_t hi) const { run_task(*this, lo, hi); }
};

}  // namespace bblas::impl
