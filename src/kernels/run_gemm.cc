// gemm tasks with this ISA's kernels.
#include <complex>

#include "kernels/gemm.hh"
#include "kernels/view.hh"
#include "level3/gemm.hh"
#include "vendor/cblas.hh"

BBLAS_TARGET_BEGIN

template <class T>
void run(const GemmTask<T>& t, int64_t lo, int64_t hi) {
    for (int64_t i = lo; i < hi; ++i) {
        if (t.path == Path::Vendor) {
            vendor::gemm(t.ta, t.tb, t.m, t.n, t.k, t.alpha, t.A[i], t.lda, t.B[i], t.ldb, t.beta,
                         t.C[i], t.ldc);
            continue;
        }
        with_op(t.ta, col_major(t.A[i], t.lda), [&](auto a) {
            with_op(t.tb, col_major(t.B[i], t.ldb), [&](auto b) {
                gemm_kernel(t.m, t.n, t.k, t.alpha, a, b, t.beta, col_major(t.C[i], t.ldc));
            });
        });
    }
}

template void run(const GemmTask<float>&, int64_t, int64_t);
template void run(const GemmTask<double>&, int64_t, int64_t);
template void run(const GemmTask<std::complex<float>>&, int64_t, int64_t);
template void run(const GemmTask<std::complex<double>>&, int64_t, int64_t);

BBLAS_TARGET_END
