// symm and hemm tasks with this ISA's kernels: gemm's kernel reading A through a symmetric view.
#include <complex>

#include "kernels/gemm.hh"
#include "kernels/instantiate.hh"
#include "kernels/interleave.hh"
#include "kernels/view.hh"
#include "tasks/symm.hh"
#include "vendor/cblas.hh"

BBLAS_TARGET_BEGIN

template <class T, bool Herm>
void run(const SymmTask<T, Herm>& t, int64_t lo, int64_t hi) {
    if (t.path == Path::Vendor) {
        for (int64_t i = lo; i < hi; ++i)
            vendor::symm(Herm, t.side, t.uplo, t.m, t.n, t.alpha, t.A[i], t.lda, t.B[i], t.ldb, t.beta,
                         t.C[i], t.ldc);
        return;
    }
    const bool upper = t.uplo == Uplo::Upper;
    auto compute = [&](auto a, auto b, auto c) {
        const SymView<decltype(a), Herm && is_complex_v<T>> s{a, upper};
        if (t.side == Side::Left) gemm_kernel(t.m, t.n, t.m, t.alpha, s, b, t.beta, c);
        else gemm_kernel(t.m, t.n, t.n, t.alpha, b, s, t.beta, c);
    };
    const int64_t o = t.order();
    run_views<T>(t.path, lo, hi, compute,
                 Operand<const T>{t.A, o, o, t.lda, true, false, upper ? Part::Upper : Part::Lower},
                 Operand<const T>{t.B, t.m, t.n, t.ldb, true, false},
                 Operand<T>{t.C, t.m, t.n, t.ldc, t.beta != T(0), true});
}

template <class T>
using Symm = SymmTask<T, false>;
template <class T>
using Hemm = SymmTask<T, true>;
BBLAS_FOR_EACH_SCALAR(BBLAS_INSTANTIATE_RUN, Symm)
BBLAS_FOR_EACH_SCALAR(BBLAS_INSTANTIATE_RUN, Hemm)

BBLAS_TARGET_END
