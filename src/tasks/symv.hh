// The symv and hemv task on one group: y = alpha * A * x + beta * y, A symmetric or Hermitian
// (its uplo triangle read), column-major.
#pragma once

#include <cstdint>

#include "core/half.hh"
#include "kernels/dispatch.hh"
#include "tasks/task.hh"

namespace bblas::impl {

template <class T, bool Herm>
struct SymvTask {
    Uplo uplo;
    bool conj;  // row-major Hermitian: the stored triangle is that of conj(A)
    int64_t n;
    compute_t<T> alpha, beta;  // (single precision for half storage)
    Mats<const T> A;
    int64_t lda;
    Mats<const T> x;
    int64_t incx;
    Mats<T> y;
    int64_t incy;
    int64_t count;
    Path path = Path::Direct;

    bool empty() const { return n == 0 || (alpha == compute_t<T>(0) && beta == compute_t<T>(1)); }
    int64_t cost() const { return 2 * n * n + n + kMatrixOverhead; }
    bool uses_vendor() const { return path == Path::Vendor; }
    int64_t granule() const { return path_granule(path, y); }
    void run(int64_t lo, int64_t hi) const { run_task(*this, lo, hi); }
};

}  // namespace bblas::impl
