// The symm and hemm task: C = alpha * A * B + beta * C (Left) or alpha * B * A + beta * C
// (Right) on one group, column-major, A symmetric or Hermitian (its uplo triangle stored).
#pragma once

#include <cstdint>

#include "core/half.hh"
#include "kernels/dispatch.hh"
#include "tasks/task.hh"

namespace bblas::impl {

template <class T>
inline bool symm_noop(int64_t m, int64_t n, T alpha, T beta) {
    return m == 0 || n == 0 || (alpha == T(0) && beta == T(1));
}

template <class T, bool Herm>
struct SymmTask {
    using S = compute_t<T>;  // the scalars' type, T itself but for half storage
    Side side;
    Uplo uplo;
    int64_t m, n;
    S alpha, beta;
    Mats<const T> A;
    int64_t lda;
    Mats<const T> B;
    int64_t ldb;
    Mats<T> C;
    int64_t ldc;
    int64_t count;
    Path path = Path::Direct;

    int64_t order() const { return side == Side::Left ? m : n; }  // A is order x order
    bool empty() const { return symm_noop(m, n, alpha, beta); }
    int64_t cost() const { return gemm_cost(m, n, order()); }
    bool uses_vendor() const { return path == Path::Vendor; }
    int64_t granule() const { return path_granule(path, C); }
    void run(int64_t lo, int64_t hi) const { run_task(*this, lo, hi); }

    // The same problem on matrices of the compute type (for half storage: the staged copies).
    SymmTask<S, Herm> on(Mats<const S> a, int64_t a_ld, Mats<const S> b, int64_t b_ld, Mats<S> c,
                         int64_t c_ld, int64_t matrices) const {
        return {side, uplo, m, n, alpha, beta, a, a_ld, b, b_ld, c, c_ld, matrices, path};
    }
};

}  // namespace bblas::impl
