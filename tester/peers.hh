// The gemm peers beyond the reference: LIBXSMM's JIT kernels and Eigen's fixed-size products,
// each built only where configure found it (tester/CMakeLists.txt), so that neither the library
// nor the tests depend on them.
#pragma once

#include <complex>
#include <cstdint>
#include <functional>
#include <string>

#include "case.hh"

namespace tester {

// A batch of equally shaped gemm problems, C[i] = alpha op(A[i]) op(B[i]) + beta C[i], with the
// inputs fixed and the output given at each run.
template <class T>
struct GemmBatch {
    Layout layout;
    Op transA, transB;
    int64_t m, n, k;
    T alpha, beta;
    const T* const* A;
    int64_t lda;
    const T* const* B;
    int64_t ldb;
    int64_t ldc;
    int64_t count;
};

// A peer ready to run one case: run(C) is what is timed, whatever it needed (a JIT kernel) was
// made before. Without run, why_not says why the peer does not do the case; label says how it
// runs it when there is more than one way.
template <class T>
struct GemmPlan {
    std::function<void(T* const* C)> run;
    std::string why_not;
    std::string label;
};

// Whether the peer was built, and a line for the header: version and how it is called.
bool peer_built(Peer peer);
std::string peer_description(Peer peer);

// The plan of peer Xsmm or Eigen on a batch.
GemmPlan<float> gemm_plan(Peer peer, const GemmBatch<float>& b);
GemmPlan<double> gemm_plan(Peer peer, const GemmBatch<double>& b);
GemmPlan<std::complex<float>> gemm_plan(Peer peer, const GemmBatch<std::complex<float>>& b);
GemmPlan<std::complex<double>> gemm_plan(Peer peer, const GemmBatch<std::complex<double>>& b);

}  // namespace tester
