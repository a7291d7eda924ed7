// symv and hemv tasks with this ISA's kernels: gemm's kernel reading A through a symmetric view.
#include <cmath>
#include <complex>

#include "kernels/gemm.hh"
#include "kernels/instantiate.hh"
#include "kernels/interleave.hh"
#include "kernels/stage.hh"
#include "kernels/view.hh"
#include "tasks/symv.hh"
#include "vendor/cblas_level2.hh"

BBLAS_TARGET_BEGIN

template <class T, bool Herm>
void run_compute(const SymvTask<T, Herm>& t, int64_t lo, int64_t hi) {
    if (t.path == Path::Vendor) {  // (complex: Herm, core/plan.hh level2_vendor_can)
        for (int64_t i = lo; i < hi; ++i)
            vendor::symv(t.uplo, t.n, t.alpha, t.A[i], t.lda, t.x[i], t.incx, t.beta, t.y[i], t.incy);
        return;
    }
    const bool upper = t.uplo == Uplo::Upper;
    auto compute = [&](auto a, auto x, auto y) {
        with_conj<T>(t.conj, a, [&](auto av) {
            const SymView<decltype(av), Herm && is_complex_v<T>> s{av, upper};
            gemm_kernel<1>(t.n, 1, t.n, t.alpha, s, x.t(), t.beta, y.t());
        });
    };
    run_views<T>(t.path, lo, hi, compute,
                 Operand<const T>{t.A, t.n, t.n, t.lda, true, false, upper ? Part::Upper : Part::Lower},
                 Operand<const T>{t.x, 1, t.n, t.incx, true, false},
                 Operand<T>{t.y, 1, t.n, t.incy, t.beta != T(0), true});
}

// Half storage: the single-precision task on copies of a pass of problems (kernels/stage.hh): A's
// uplo triangle, the vectors as in run_update.cc; A and x read only for a product (alpha != 0),
// y only when beta != 0.
template <class T, bool Herm>
void run_half(const SymvTask<T, Herm>& t, int64_t lo, int64_t hi) {
    using S = compute_t<T>;
    const bool product = t.alpha != S(0);
    const Operand<const T> a{
        t.A, t.n, t.n, t.lda, product, false, t.uplo == Uplo::Upper ? Part::Upper : Part::Lower};
    const Operand<const T> x{t.x, 1, t.n, t.incx, product, false};
    const Operand<T> y{t.y, 1, t.n, t.incy, t.beta != S(0), true};
    run_staged(
        lo, hi, t.path,
        [&](int64_t count, Mats<const S> as, Mats<const S> xs, Mats<S> ys) {
            const SymvTask<S, Herm> c{t.uplo, t.conj, t.n, t.alpha, t.beta, as,    staged_ld(a),
                                      xs,     1,      ys,  1,       count,  t.path};
            run_compute(c, 0, count);
        },
        a, x, y);
}

template <class T, bool Herm>
void run(const SymvTask<T, Herm>& t, int64_t lo, int64_t hi) {
    if constexpr (is_half_v<T>) run_half(t, lo, hi);
    else run_compute(t, lo, hi);
}

template <class T>
using Symv = SymvTask<T, false>;
template <class T>
using Hemv = SymvTask<T, true>;
BBLAS_FOR_EACH_SCALAR(BBLAS_INSTANTIATE_RUN, Symv)
BBLAS_FOR_EACH_SCALAR(BBLAS_INSTANTIATE_RUN, Hemv)
BBLAS_FOR_EACH_ANY_HALF(BBLAS_INSTANTIATE_RUN, Symv)
BBLAS_FOR_EACH_ANY_HALF(BBLAS_INSTANTIATE_RUN, Hemv)

BBLAS_TARGET_END
