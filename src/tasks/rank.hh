// The rank-k and rank-2k update tasks on one group, column-major: syrk and herk (the uplo
// triangle of C = alpha * op(A) * op(A)^T + beta * C, ^H and real alpha, beta for herk), syr2k
// and her2k (alpha * op(A) op(B)^T + alpha * op(B) op(A)^T + beta * C, ^H, conj(alpha) in the
// second term and real beta for her2k).
#pragma once

#include <cstdint>
#include <type_traits>

#include "kernels/dispatch.hh"
#include "tasks/task.hh"

namespace bblas::impl {

// netlib's quick return for the rank-k and rank-2k updates
template <class S>
inline bool rank_noop(int64_t n, int64_t k, S alpha, S beta) {
    return n == 0 || ((alpha == S(0) || k == 0) && beta == S(1));
}

template <class T, bool Herm>
struct SyrkTask {
    using S = std::conditional_t<Herm, real_t<T>, T>;
    Uplo uplo;
    Op trans;
    int64_t n, k;
    S alpha, beta;
    Mats<const T> A;
    int64_t lda;
    Mats<T> C;
    int64_t ldc;
    int64_t count;
    Path path = Path::Direct;

    bool empty() const { return rank_noop(n, k, alpha, beta); }
    int64_t cost() const { return n * (n + 1) * k + n * n + kMatrixOverhead; }
    bool uses_vendor() const { return path == Path::Vendor; }
    int64_t granule() const { return path_granule(path, C); }
    void run(int64_t lo, int64_t hi) const { run_task(*this, lo, hi); }
};

template <class T, bool Herm>
struct Syr2kTask {
    using SB = std::conditional_t<Herm, real_t<T>, T>;  // beta's type
    Uplo uplo;
    Op trans;
    int64_t n, k;
    T alpha;
    SB beta;
    Mats<const T> A;
    int64_t lda;
    Mats<const T> B;
    int64_t ldb;
    Mats<T> C;
    int64_t ldc;
    int64_t count;
    Path path = Path::Direct;

    bool empty() const { return rank_noop(n, k, alpha, T(beta)); }
    int64_t cost() const { return 2 * n * (n + 1) * k + n * n + kMatrixOverhead; }
    bool uses_vendor() const { return path == Path::Vendor; }
    int64_t granule() const { return path_granule(path, C); }
    void run(int64_t lo, int64_t hi) const { run_task(*this, lo, hi); }
};

}  // namespace bblas::impl
