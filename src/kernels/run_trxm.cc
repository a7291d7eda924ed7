// trmm and trsm tasks with this ISA's kernels. Every side and transposition becomes the
// left-side kernel on views: the right side is the transposed problem B^T = alpha op(A)^T B^T.
#include <complex>

#include "kernels/interleave.hh"
#include "kernels/triangular.hh"
#include "kernels/triangular_columns.hh"
#include "kernels/view.hh"
#include "level3/trxm.hh"
#include "vendor/cblas.hh"

BBLAS_TARGET_BEGIN

template <class T, bool Solve>
void run(const TrxmTask<T, Solve>& t, int64_t lo, int64_t hi) {
    if (t.path == Path::Vendor) {
        for (int64_t i = lo; i < hi; ++i) {
            if constexpr (Solve) vendor::trsm(t.side, t.uplo, t.ta, t.diag, t.m, t.n, t.alpha, t.A[i], t.lda, t.B[i], t.ldb);
            else vendor::trmm(t.side, t.uplo, t.ta, t.diag, t.m, t.n, t.alpha, t.A[i], t.lda, t.B[i], t.ldb);
        }
        return;
    }
    if constexpr (!is_complex_v<T>)
        if (t.path == Path::Direct && t.columns()) {
            const ColumnsTrxm<T> g{t.n, t.alpha, t.lda, t.ldb};
            return trxm_columns(Solve, t.uplo == Uplo::Lower, t.diag == Diag::Unit, t.m, g, t.A, t.B, lo, hi);
        }
    const bool left = t.side == Side::Left;
    const bool transposed = left == (t.ta != Op::NoTrans);  // the kernel sees A^T
    const bool lower = (t.uplo == Uplo::Lower) != transposed;
    const bool unit = t.diag == Diag::Unit;
    const bool conj = is_complex_v<T> && t.ta == Op::ConjTrans;
    const int64_t rows = left ? t.m : t.n, cols = left ? t.n : t.m;
    auto compute = [&](auto a, auto b) {
        const auto av = transposed ? a.t() : a;
        const auto bv = left ? b : b.t();
        auto apply = [&](auto op_a) {
            if constexpr (Solve) trsm_kernel(lower, unit, rows, cols, t.alpha, op_a, bv);
            else trmm_kernel(lower, unit, rows, cols, t.alpha, op_a, bv);
        };
        if (conj) apply(av.conjugated());
        else apply(av);
    };
    const int64_t o = t.order();
    run_views<T>(t.path, lo, hi, compute,
                 Operand<const T>{t.A, o, o, t.lda, true, false,
                                  t.uplo == Uplo::Upper ? Part::Upper : Part::Lower},
                 Operand<T>{t.B, t.m, t.n, t.ldb, true, true});
}

template <class R>
void trxm_columns(bool solve, bool lower, bool unit, int64_t m, const ColumnsTrxm<R>& g,
                  const Mats<const R>& A, const Mats<R>& B, int64_t lo, int64_t hi) {
    auto rows = [&]<bool S, bool L, bool U>() {
        with_length<kTrxmColumnsMaxRows<R>>(int(m), [&]<int M>() { trxm_columns_loop<M, S, L, U>(g, A, B, lo, hi); });
    };
    auto diag = [&]<bool S, bool L>() {
        unit ? rows.template operator()<S, L, true>() : rows.template operator()<S, L, false>();
    };
    auto triangle = [&]<bool S>() {
        lower ? diag.template operator()<S, true>() : diag.template operator()<S, false>();
    };
    solve ? triangle.template operator()<true>() : triangle.template operator()<false>();
}

template void trxm_columns(bool, bool, bool, int64_t, const ColumnsTrxm<float>&, const Mats<const float>&,
                           const Mats<float>&, int64_t, int64_t);
template void trxm_columns(bool, bool, bool, int64_t, const ColumnsTrxm<double>&, const Mats<const double>&,
                           const Mats<double>&, int64_t, int64_t);

template void run(const TrxmTask<float, false>&, int64_t, int64_t);
template void run(const TrxmTask<double, false>&, int64_t, int64_t);
template void run(const TrxmTask<std::complex<float>, false>&, int64_t, int64_t);
template void run(const TrxmTask<std::complex<double>, false>&, int64_t, int64_t);
template void run(const TrxmTask<float, true>&, int64_t, int64_t);
template void run(const TrxmTask<double, true>&, int64_t, int64_t);
template void run(const TrxmTask<std::complex<float>, true>&, int64_t, int64_t);
template void run(const TrxmTask<std::complex<double>, true>&, int64_t, int64_t);

BBLAS_TARGET_END
