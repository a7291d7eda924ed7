// trmv and trsv tasks with this ISA's kernels: trmm's and trsm's kernels with one column; real
// problems with A as stored and contiguous x on the triangular column kernels.
#include <cmath>
#include <complex>

#include "kernels/instantiate.hh"
#include "kernels/interleave.hh"
#include "kernels/stage.hh"
#include "kernels/triangular.hh"
#include "kernels/triangular_columns.hh"
#include "kernels/view.hh"
#include "tasks/trxv.hh"
#include "vendor/cblas_level2.hh"

BBLAS_TARGET_BEGIN

template <class T, bool Solve>
void run_compute(const TrxvTask<T, Solve>& t, int64_t lo, int64_t hi) {
    if (t.path == Path::Vendor) {
        for (int64_t i = lo; i < hi; ++i)
            vendor::trxv(Solve, t.uplo, vendor::op(t.trans, t.conj), t.diag, t.n, t.A[i], t.lda, t.x[i],
                         t.incx);
        return;
    }
    const bool lower = (t.uplo == Uplo::Lower) != t.trans;  // the triangle op(A) has
    const bool unit = t.diag == Diag::Unit;
    if constexpr (!is_complex_v<T>)
        if (t.path == Path::Columns)  // x as the one column of B
            return trxm_columns(Solve, lower, unit, t.n, ColumnsTrxm<T>{1, T(1), t.lda, 1}, t.A, t.x, lo, hi);
    auto compute = [&](auto a, auto x) {
        auto apply = [&](auto opa) {
            if constexpr (Solve) trsm_kernel(lower, unit, t.n, 1, T(1), opa, x.t());
            else trmm_kernel(lower, unit, t.n, 1, T(1), opa, x.t());
        };
        if (t.trans) with_conj<T>(t.conj, a.t(), apply);
        else with_conj<T>(t.conj, a, apply);
    };
    run_views<T>(t.path, lo, hi, compute,
                 Operand<const T>{t.A, t.n, t.n, t.lda, true, false,
                                  t.uplo == Uplo::Upper ? Part::Upper : Part::Lower},
                 Operand<T>{t.x, 1, t.n, t.incx, true, true});
}

// Half storage: the single-precision task on copies of a pass of problems (kernels/stage.hh): A's
// uplo triangle, x as in run_update.cc.
template <class T, bool Solve>
void run_half(const TrxvTask<T, Solve>& t, int64_t lo, int64_t hi) {
    using S = compute_t<T>;
    const Operand<const T> a{
        t.A, t.n, t.n, t.lda, true, false, t.uplo == Uplo::Upper ? Part::Upper : Part::Lower};
    const Operand<T> x{t.x, 1, t.n, t.incx, true, true};
    run_staged(
        lo, hi, t.path,
        [&](int64_t count, Mats<const S> as, Mats<S> xs) {
            const TrxvTask<S, Solve> c{t.uplo,       t.trans, t.conj, t.diag, t.n,   as,
                                       staged_ld(a), xs,      1,      count,  t.path};
            run_compute(c, 0, count);
        },
        a, x);
}

template <class T, bool Solve>
void run(const TrxvTask<T, Solve>& t, int64_t lo, int64_t hi) {
    if constexpr (is_half_v<T>) run_half(t, lo, hi);
    else run_compute(t, lo, hi);
}

template <class T>
using Trmv = TrxvTask<T, false>;
template <class T>
using Trsv = TrxvTask<T, true>;
BBLAS_FOR_EACH_SCALAR(BBLAS_INSTANTIATE_RUN, Trmv)
BBLAS_FOR_EACH_SCALAR(BBLAS_INSTANTIATE_RUN, Trsv)
BBLAS_FOR_EACH_ANY_HALF(BBLAS_INSTANTIATE_RUN, Trmv)
BBLAS_FOR_EACH_ANY_HALF(BBLAS_INSTANTIATE_RUN, Trsv)

BBLAS_TARGET_END
