// The rank-k and rank-2k update tasks on one group, column-major: syrk and herk (the uplo
// triangle of C = alpha * op(A) * op(A)^T + beta * C, ^H and real alpha, beta for herk), syr2k
// and her2k (alpha * op(A) op(B)^T + alpha * op(B) op(A)^T + beta * C, ^H, conj(alpha) in the
// second term and real beta for her2k).
#pragma once

#include <cstdint>
#include <type_traits>

#include "core/half.hh"
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
    using S = std::conditional_t<Herm, real_t<compute_t<T>>, compute_t<T>>;  // the scalars' type
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

    // The same problem on matrices of the compute type (for half storage: the staged copies).
    SyrkTask<compute_t<T>, Herm> on(Mats<const compute_t<T>> a, int64_t a_ld, Mats<compute_t<T>> c,
                                    int64_t c_ld, int64_t matrices) const {
        return {uplo, trans, n, k, alpha, beta, a, a_ld, c, c_ld, matrices, path};
    }
};

template <class T, bool Herm>
struct Syr2kTask {
    using S = compute_t<T>;                             // alpha's type
    using SB = std::conditional_t<Herm, real_t<S>, S>;  // beta's type
    Uplo uplo;
    Op trans;
    int64_t n, k;
    S alpha;
    SB beta;
    Mats<const T> A;
    int64_t lda;
    Mats<const T> B;
    int64_t ldb;
    Mats<T> C;
    int64_t ldc;
    int64_t count;
    Path path = Path::Direct;

    bool empty() const { return rank_noop(n, k, alpha, S(beta)); }
    int64_t cost() const { return 2 * n * (n + 1) * k + n * n + kMatrixOverhead; }
    bool uses_vendor() const { return path == Path::Vendor; }
    int64_t granule() const { return path_granule(path, C); }
    void run(int64_t lo, int64_t hi) const { run_task(*this, lo, hi); }

    // The same problem on matrices of the compute type (for half storage: the staged copies).
    Syr2kTask<S, Herm> on(Mats<const S> a, int64_t a_ld, Mats<const S> b, int64_t b_ld, Mats<S> c,
                          int64_t c_ld, int64_t matrices) const {
        return {uplo, trans, n, k, alpha, beta, a, a_ld, b, b_ld, c, c_ld, matrices, path};
    }
};

}  // namespace bblas::impl
