// The trmv and trsv task on one group: x = op(A) * x or op(A)^-1 * x, A triangular n x n,
// column-major.
#pragma once

#include <cstdint>

#include "kernels/dispatch.hh"
#include "tasks/task.hh"

namespace bblas::impl {

template <class T, bool Solve>
struct TrxvTask {
    Uplo uplo;
    bool trans, conj;
    Diag diag;
    int64_t n;
    Mats<const T> A;
    int64_t lda;
    Mats<T> x;
    int64_t incx;
    int64_t count;
    Path path = Path::Direct;

    bool empty() const { return n == 0; }
    int64_t cost() const { return n * n + n + kMatrixOverhead; }
    bool uses_vendor() const { return path == Path::Vendor; }
    int64_t granule() const { return path_granule(path, x); }
    void run(int64_t lo, int64_t hi) const { run_task(*this, lo, hi); }
};

}  // namespace bblas::impl
