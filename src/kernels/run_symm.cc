// symm and hemm tasks with this ISA's kernels: gemm's kernel reading A through a symmetric view.
#include <complex>

#include "kernels/gemm.hh"
#include "kernels/view.hh"
#include "level3/symm.hh"
#include "vendor/cblas.hh"

BBLAS_TARGET_BEGIN

template <class T, bool Herm>
void run(const SymmTask<T, Herm>& t, int64_t lo, int64_t hi) {
    for (int64_t i = lo; i < hi; ++i) {
        if (t.path == Path::Vendor) {
            vendor::symm(Herm, t.side, t.uplo, t.m, t.n, t.alpha, t.A[i], t.lda, t.B[i], t.ldb,
                         t.beta, t.C[i], t.ldc);
            continue;
        }
        const SymView<View<const T>, Herm && is_complex_v<T>> a{col_major(t.A[i], t.lda),
                                                                 t.uplo == Uplo::Upper};
        const auto b = col_major(t.B[i], t.ldb);
        const auto c = col_major(t.C[i], t.ldc);
        if (t.side == Side::Left) gemm_kernel(t.m, t.n, t.m, t.alpha, a, b, t.beta, c);
        else gemm_kernel(t.m, t.n, t.n, t.alpha, b, a, t.beta, c);
    }
}

template void run(const SymmTask<float, false>&, int64_t, int64_t);
template void run(const SymmTask<double, false>&, int64_t, int64_t);
template void run(const SymmTask<std::complex<float>, false>&, int64_t, int64_t);
template void run(const SymmTask<std::complex<double>, false>&, int64_t, int64_t);
template void run(const SymmTask<float, true>&, int64_t, int64_t);
template void run(const SymmTask<double, true>&, int64_t, int64_t);
template void run(const SymmTask<std::complex<float>, true>&, int64_t, int64_t);
template void run(const SymmTask<std::complex<double>, true>&, int64_t, int64_t);

BBLAS_TARGET_END
