// The gemv task on one group: y = alpha * op(A) * x + beta * y, A column-major. Row-major folds
// into column-major as in Level 3; where that leaves a conjugate without a transpose (row-major
// ConjTrans), the task carries it as a separate flag.
#pragma once

#include <cstdint>

#include "core/half.hh"
#include "kernels/dispatch.hh"
#include "tasks/task.hh"

namespace bblas::impl {

template <class T>
struct GemvTask {
    bool trans, conj;          // the kernel multiplies by A, A^T or A^H, or (row-major ConjTrans) conj(A)
    int64_t m, n;              // column-major A
    compute_t<T> alpha, beta;  // (single precision for half storage)
    Mats<const T> A;
    int64_t lda;
    Mats<const T> x;
    int64_t incx;
    Mats<T> y;
    int64_t incy;
    int64_t count;
    Path path = Path::Direct;

    int64_t out_len() const { return trans ? n : m; }
    int64_t in_len() const { return trans ? m : n; }
    bool empty() const { return m == 0 || n == 0 || (alpha == compute_t<T>(0) && beta == compute_t<T>(1)); }
    int64_t cost() const { return 2 * m * n + out_len() + kMatrixOverhead; }
    bool uses_vendor() const { return path == Path::Vendor; }
    int64_t granule() const { return path_granule(path, y); }
    void run(int64_t lo, int64_t hi) const { run_task(*this, lo, hi); }
};

}  // namespace bblas::impl
