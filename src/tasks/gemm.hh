// The gemm task: C = alpha * op(A) * op(B) + beta * C on one group, column-major. For half
// storage (core/half.hh) the scalars are single precision, and the task's path is the one the
// single-precision task of the same group would take: the kernels run that task on
// single-precision copies of a few matrices at a time (kernels/stage.hh).
#pragma once

#include <cstdint>

#include "core/half.hh"
#include "kernels/dispatch.hh"
#include "tasks/task.hh"

namespace bblas::impl {

// netlib's quick return: C is neither read nor written
template <class T>
inline bool gemm_noop(int64_t m, int64_t n, int64_t k, T alpha, T beta) {
    return m == 0 || n == 0 || ((alpha == T(0) || k == 0) && beta == T(1));
}

template <class T>
struct GemmTask {
    using S = compute_t<T>;  // the scalars' type, T itself but for half storage
    Op ta, tb;
    int64_t m, n, k;
    S alpha, beta;
    Mats<const T> A;
    int64_t lda;
    Mats<const T> B;
    int64_t ldb;
    Mats<T> C;
    int64_t ldc;
    int64_t count;
    Path path = Path::Direct;

    bool empty() const { return gemm_noop(m, n, k, alpha, beta); }
    int64_t cost() const { return gemm_cost(m, n, k); }
    bool uses_vendor() const { return path == Path::Vendor; }
    int64_t granule() const { return path_granule(path, C); }
    void run(int64_t lo, int64_t hi) const { run_task(*this, lo, hi); }

    // The same problem on matrices of the compute type (for half storage: the staged copies).
    GemmTask<S> on(Mats<const S> a, int64_t a_ld, Mats<const S> b, int64_t b_ld, Mats<S> c, int64_t c_ld,
                   int64_t matrices) const {
        return {ta, tb, m, n, k, alpha, beta, a, a_ld, b, b_ld, c, c_ld, matrices, path};
    }
};

}  // namespace bblas::impl
