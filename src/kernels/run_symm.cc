// symm and hemm tasks with this ISA's kernels: gemm's kernel reading A through a symmetric view.
#include <complex>

#include "kernels/gemm.hh"
#include "kernels/instantiate.hh"
#include "kernels/interleave.hh"
#include "kernels/stage.hh"
#include "kernels/view.hh"
#include "tasks/symm.hh"
#include "vendor/cblas.hh"

BBLAS_TARGET_BEGIN

template <class T, bool Herm>
void run_compute(const SymmTask<T, Herm>& t, int64_t lo, int64_t hi) {
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

// Half storage: the single-precision task on copies of a pass of matrices (kernels/stage.hh); A
// and B are read only for a product (alpha != 0), C only when beta != 0.
template <class T, bool Herm>
void run_half(const SymmTask<T, Herm>& t, int64_t lo, int64_t hi) {
    using S = compute_t<T>;
    const bool product = t.alpha != S(0);
    const int64_t o = t.order();
    const Operand<const T> a{
        t.A, o, o, t.lda, product, false, t.uplo == Uplo::Upper ? Part::Upper : Part::Lower};
    const Operand<const T> b{t.B, t.m, t.n, t.ldb, product, false};
    const Operand<T> c{t.C, t.m, t.n, t.ldc, t.beta != S(0), true};
    run_staged(
        lo, hi, t.path,
        [&](int64_t count, Mats<const S> A, Mats<const S> B, Mats<S> C) {
            run(t.on(A, staged_ld(a), B, staged_ld(b), C, staged_ld(c), count), 0, count);
        },
        a, b, c);
}

template <class T, bool Herm>
void run(const SymmTask<T, Herm>& t, int64_t lo, int64_t hi) {
    if constexpr (is_half_v<T>) run_half(t, lo, hi);
    else run_compute(t, lo, hi);
}

template <class T>
using Symm = SymmTask<T, false>;
template <class T>
using Hemm = SymmTask<T, true>;
BBLAS_FOR_EACH_SCALAR(BBLAS_INSTANTIATE_RUN, Symm)
BBLAS_FOR_EACH_HALF(BBLAS_INSTANTIATE_RUN, Symm)
BBLAS_FOR_EACH_SCALAR(BBLAS_INSTANTIATE_RUN, Hemm)
BBLAS_FOR_EACH_COMPLEX_HALF(BBLAS_INSTANTIATE_RUN, Symm)
BBLAS_FOR_EACH_COMPLEX_HALF(BBLAS_INSTANTIATE_RUN, Hemm)

BBLAS_TARGET_END
