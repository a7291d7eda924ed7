// trmm and trsm tasks with this ISA's kernels. Every side and transposition becomes the
// left-side kernel on views: the right side is the transposed problem B^T = alpha op(A)^T B^T.
#include <complex>

#include "kernels/interleave.hh"
#include "kernels/triangular.hh"
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

template void run(const TrxmTask<float, false>&, int64_t, int64_t);
template void run(const TrxmTask<double, false>&, int64_t, int64_t);
template void run(const TrxmTask<std::complex<float>, false>&, int64_t, int64_t);
template void run(const TrxmTask<std::complex<double>, false>&, int64_t, int64_t);
template void run(const TrxmTask<float, true>&, int64_t, int64_t);
template void run(const TrxmTask<double, true>&, int64_t, int64_t);
template void run(const TrxmTask<std::complex<float>, true>&, int64_t, int64_t);
template void run(const TrxmTask<std::complex<double>, true>&, int64_t, int64_t);

BBLAS_TARGET_END
