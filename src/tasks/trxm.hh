// The trmm and trsm task on one group, column-major: B = alpha * op(A) * B or alpha * B * op(A)
// (trmm), the same with op(A)^-1 (trsm), A triangular.
#pragma once

#include <cstdint>

#include "core/half.hh"
#include "kernels/dispatch.hh"
#include "tasks/task.hh"

namespace bblas::impl {

template <class T, bool Solve>
struct TrxmTask {
    using S = compute_t<T>;  // alpha's type, T itself but for half storage
    Side side;
    Uplo uplo;
    Op ta;
    Diag diag;
    int64_t m, n;
    S alpha;
    Mats<const T> A;
    int64_t lda;
    Mats<T> B;
    int64_t ldb;
    int64_t count;
    Path path = Path::Direct;

    int64_t order() const { return side == Side::Left ? m : n; }
    bool empty() const { return m == 0 || n == 0; }
    int64_t cost() const { return order() * m * n + m * n + kMatrixOverhead; }
    bool uses_vendor() const { return path == Path::Vendor; }
    int64_t granule() const { return path_granule(path, B); }
    void run(int64_t lo, int64_t hi) const { run_task(*this, lo, hi); }

    // The same problem on matrices of the compute type (for half storage: the staged copies).
    TrxmTask<S, Solve> on(Mats<const S> a, int64_t a_ld, Mats<S> b, int64_t b_ld, int64_t matrices) const {
        return {side, uplo, ta, diag, m, n, alpha, a, a_ld, b, b_ld, matrices, path};
    }
};

}  // namespace bblas::impl
