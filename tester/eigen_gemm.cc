// The Eigen peer of gemm: Eigen::Map over the tester's column-major matrices, fixed-size
// Matrix<T, N, N> products for the square sizes of kFixedSizes (Eigen unrolls those), a
// dynamic-size Map for every other shape, in an OpenMP loop over the batch. Compiled once per
// instruction set (tester/CMakeLists.txt), inside namespace BBLAS_TESTER_EIGEN_NS, so that
// Eigen vectorises for the same instruction set as the bblas kernels it is compared with.
#include <utility>

// The loop over the batch is the parallelism: Eigen's own must stay off inside it.
#define EIGEN_DONT_PARALLELIZE
#include <Eigen/Core>

#include "peers.hh"

namespace tester::BBLAS_TESTER_EIGEN_NS {
namespace {

// The square sizes with a fixed-size instantiation: the small sizes of the sweep.
using FixedSizes = std::integer_sequence<int, 2, 3, 4, 5, 6, 8, 12, 16, 24, 32>;

// C = alpha A B + beta C in the form Eigen evaluates best: beta 0 and 1 never read C twice.
template <class T, class MA, class MB, class MC>
void update(const MA& A, const MB& B, T alpha, T beta, MC& C) {
    if (beta == T(0)) {
        C.noalias() = alpha * A * B;
    } else if (beta == T(1)) {
        C.noalias() += alpha * A * B;
    } else {
        C *= beta;
        C.noalias() += alpha * A * B;
    }
}

template <class T, int N>
void fixed(const GemmBatch<T>& b, T* const* C) {
    using M = Eigen::Matrix<T, N, N>;
#pragma omp parallel for schedule(static)
    for (int64_t i = 0; i < b.count; ++i) {
        const Eigen::Map<const M> A(b.A[i]), B(b.B[i]);
        Eigen::Map<M> Ci(C[i]);
        update(A, B, b.alpha, b.beta, Ci);
    }
}

template <class T>
void dynamic(const GemmBatch<T>& b, T* const* C) {
    using M = Eigen::Matrix<T, Eigen::Dynamic, Eigen::Dynamic>;
    using In = Eigen::Map<const M, Eigen::Unaligned, Eigen::OuterStride<>>;
    using Out = Eigen::Map<M, Eigen::Unaligned, Eigen::OuterStride<>>;
    const bool tA = b.transA != Op::NoTrans, tB = b.transB != Op::NoTrans;
#pragma omp parallel for schedule(static)
    for (int64_t i = 0; i < b.count; ++i) {
        // Stored shapes: op(A) is m x k, op(B) is k x n.
        const In A(b.A[i], tA ? b.k : b.m, tA ? b.m : b.k, Eigen::OuterStride<>(b.lda));
        const In B(b.B[i], tB ? b.n : b.k, tB ? b.k : b.n, Eigen::OuterStride<>(b.ldb));
        Out Ci(C[i], b.m, b.n, Eigen::OuterStride<>(b.ldc));
        if (tA && tB) update(A.transpose(), B.transpose(), b.alpha, b.beta, Ci);
        else if (tA) update(A.transpose(), B, b.alpha, b.beta, Ci);
        else if (tB) update(A, B.transpose(), b.alpha, b.beta, Ci);
        else update(A, B, b.alpha, b.beta, Ci);
    }
}

// The fixed-size product for n, if n is one of Sizes.
template <class T, int... Sizes>
void (*fixed_for(int64_t n, std::integer_sequence<int, Sizes...>))(const GemmBatch<T>&, T* const*) {
    void (*f)(const GemmBatch<T>&, T* const*) = nullptr;
    ((n == Sizes ? (f = &fixed<T, Sizes>, 0) : 0), ...);
    return f;
}

template <class T>
GemmPlan<T> make_plan(const GemmBatch<T>& b) {
    // b is column-major (peers.cc folds row-major); transposes of real types: t and c alike.
    const bool square = b.m == b.n && b.n == b.k && b.lda == b.m && b.ldb == b.m && b.ldc == b.m;
    const bool plain = b.transA == Op::NoTrans && b.transB == Op::NoTrans;
    if (auto f = square && plain ? fixed_for<T>(b.n, FixedSizes{}) : nullptr)
        return {[f, b](T* const* C) { f(b, C); }, "", "fixed " + std::to_string(b.n)};
    return {[b](T* const* C) { dynamic(b, C); }, "", "dynamic Map"};
}

}  // namespace

GemmPlan<float> eigen_plan(const GemmBatch<float>& b) { return make_plan(b); }
GemmPlan<double> eigen_plan(const GemmBatch<double>& b) { return make_plan(b); }

}  // namespace tester::BBLAS_TESTER_EIGEN_NS
