#include "peers.hh"

#include <omp.h>

#include <utility>

#include "machine.hh"
#include "scalar.hh"

#if BBLAS_TESTER_XSMM
#include <libxsmm.h>
#endif
#if BBLAS_TESTER_EIGEN
#include <Eigen/Core>
#endif

namespace tester {

#if BBLAS_TESTER_EIGEN
// eigen_gemm.cc, one copy per instruction set.
namespace eigen_generic {
GemmPlan<float> eigen_plan(const GemmBatch<float>& b);
GemmPlan<double> eigen_plan(const GemmBatch<double>& b);
}  // namespace eigen_generic
namespace eigen_avx2 {
GemmPlan<float> eigen_plan(const GemmBatch<float>& b);
GemmPlan<double> eigen_plan(const GemmBatch<double>& b);
}  // namespace eigen_avx2
namespace eigen_avx512 {
GemmPlan<float> eigen_plan(const GemmBatch<float>& b);
GemmPlan<double> eigen_plan(const GemmBatch<double>& b);
}  // namespace eigen_avx512
#endif

namespace {

// Row-major C = op(A) op(B) is the column-major C^T = op(B)^T op(A)^T on the same memory: the
// peers see column-major problems only.
template <class T>
GemmBatch<T> column_major(GemmBatch<T> b) {
    if (b.layout == Layout::ColMajor) return b;
    std::swap(b.A, b.B), std::swap(b.lda, b.ldb), std::swap(b.transA, b.transB), std::swap(b.m, b.n);
    b.layout = Layout::ColMajor;
    return b;
}

template <class T>
GemmPlan<T> not_built(Peer peer) {
    return {{}, std::string(name(peer)) + " was not found at configure time", ""};
}

#if BBLAS_TESTER_XSMM
// One JIT kernel per case (libxsmm_?mmdispatch), called in an OpenMP loop over the batch. On
// the 2-core development machine (double, 96 MiB batches, best of 15) it was 1.2x (n = 16, 32)
// to 13x (n = 2) faster than libxsmm_dgemm_batch_omp on the same pointers, so it is the form
// timed.
template <class T>
GemmPlan<T> xsmm_plan(const GemmBatch<T>& b) {
    if constexpr (is_complex_v<T>) {
        return {{}, "LIBXSMM 1.17 has no complex gemm kernels", ""};
    } else {
        if (b.alpha != T(1) || (b.beta != T(0) && b.beta != T(1)))
            return {{}, "LIBXSMM kernels take alpha = 1 and beta = 0 or 1 only (--alpha, --beta)", ""};
        const int flags = (b.transA != Op::NoTrans ? LIBXSMM_GEMM_FLAG_TRANS_A : 0) |
                          (b.transB != Op::NoTrans ? LIBXSMM_GEMM_FLAG_TRANS_B : 0);
        const libxsmm_blasint m = b.m, n = b.n, k = b.k, lda = b.lda, ldb = b.ldb, ldc = b.ldc;
        const auto kernel = [&] {
            if constexpr (std::is_same_v<T, double>)
                return libxsmm_dmmdispatch(m, n, k, &lda, &ldb, &ldc, &b.alpha, &b.beta, &flags, nullptr);
            else return libxsmm_smmdispatch(m, n, k, &lda, &ldb, &ldc, &b.alpha, &b.beta, &flags, nullptr);
        }();
        if (!kernel)
            return {{},
                    b.transA != Op::NoTrans ? "LIBXSMM 1.17 has no kernel for a transposed A"
                                            : "LIBXSMM 1.17 returned no kernel for this case",
                    ""};
        return {[kernel, b](T* const* C) {
                    const int64_t count = b.count;
#pragma omp parallel for schedule(static)
                    for (int64_t i = 0; i < count; ++i) kernel(b.A[i], b.B[i], C[i]);
                },
                "", ""};
    }
}
#endif

#if BBLAS_TESTER_EIGEN
// The copy of eigen_gemm.cc for the instruction set of the bblas kernels, so that both sides of
// a comparison vectorise alike (BBLAS_ISA moves both).
template <class T>
GemmPlan<T> eigen_dispatch(const GemmBatch<T>& b) {
    if constexpr (is_complex_v<T>) {
        return {{}, "the Eigen peer is built for real types only", ""};
    } else {
        const std::string isa = bblas_kernels();
        if (isa == "avx512") return eigen_avx512::eigen_plan(b);
        if (isa == "avx2") return eigen_avx2::eigen_plan(b);
        return eigen_generic::eigen_plan(b);
    }
}
#endif

template <class T>
GemmPlan<T> plan(Peer peer, const GemmBatch<T>& batch) {
    [[maybe_unused]] const GemmBatch<T> b = column_major(batch);  // unused without peers
    switch (peer) {
        case Peer::Xsmm:
#if BBLAS_TESTER_XSMM
            return xsmm_plan(b);
#else
            return not_built<T>(peer);
#endif
        case Peer::Eigen:
#if BBLAS_TESTER_EIGEN
            return eigen_dispatch(b);
#else
            return not_built<T>(peer);
#endif
        case Peer::OpenBlas:
            break;
    }
    return {{}, "OpenBLAS runs through the routine table", ""};
}

}  // namespace

bool peer_built(Peer peer) {
    switch (peer) {
        case Peer::OpenBlas:
            return true;
        case Peer::Xsmm:
            return BBLAS_TESTER_XSMM;
        case Peer::Eigen:
            return BBLAS_TESTER_EIGEN;
    }
    return false;
}

std::string peer_description(Peer peer) {
    switch (peer) {
        case Peer::OpenBlas:
            return "openblas: " + openblas_config() +
                   (openblas_core_note().empty() ? "" : " (" + openblas_core_note() + ")") +
                   ", single-threaded, one matrix per call in omp parallel for";
        case Peer::Xsmm:
#if BBLAS_TESTER_XSMM
            libxsmm_init();
            return "xsmm: LIBXSMM, JIT target " + std::string(libxsmm_get_target_arch()) +
                   ", one libxsmm_?mmdispatch kernel per case in omp parallel for (gemm)";
#else
            return "xsmm: not built (libxsmm.h or libxsmm.a not found at configure time)";
#endif
        case Peer::Eigen:
#if BBLAS_TESTER_EIGEN
            return "eigen: Eigen " + std::to_string(EIGEN_WORLD_VERSION) + "." +
                   std::to_string(EIGEN_MAJOR_VERSION) + "." + std::to_string(EIGEN_MINOR_VERSION) + " for " +
                   bblas_kernels() +
                   ", Map of fixed-size Matrix<T,N,N> (N = 2-6, 8, 12, 16, 24, 32; else dynamic)"
                   " in omp parallel for (gemm, real types)";
#else
            return "eigen: not built (Eigen/Core not found at configure time)";
#endif
    }
    return "";
}

GemmPlan<float> gemm_plan(Peer peer, const GemmBatch<float>& b) { return plan(peer, b); }
GemmPlan<double> gemm_plan(Peer peer, const GemmBatch<double>& b) { return plan(peer, b); }
GemmPlan<std::complex<float>> gemm_plan(Peer peer, const GemmBatch<std::complex<float>>& b) {
    return plan(peer, b);
}
GemmPlan<std::complex<double>> gemm_plan(Peer peer, const GemmBatch<std::complex<double>>& b) {
    return plan(peer, b);
}

}  // namespace tester
