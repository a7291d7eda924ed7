// The gemm task: C = alpha * op(A) * op(B) + beta * C on one group, column-major.
#pragma once

#include <cstdint>

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
    Op ta, tb;
    int64_t m, n, k;
    T alpha, beta;
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
};

}  // namespace bblas::impl
