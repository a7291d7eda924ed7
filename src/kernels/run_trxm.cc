// trmm and trsm tasks with this ISA's kernels. Every side and transposition becomes the
// left-side kernel on views: the right side is the transposed problem B^T = alpha op(A)^T B^T.
#include <complex>

#include "kernels/triangular.hh"
#include "kernels/view.hh"
#include "level3/trxm.hh"
#include "vendor/cblas.hh"

BBLAS_TARGET_BEGIN

template <class T, bool Solve>
void run(const TrxmTask<T, Solve>& t, int64_t lo, int64_t hi) {
    const bool left = t.side == Side::Left;
    const bool transposed = left == (t.ta != Op::NoTrans);  // the kernel sees A^T
    const bool lower = (t.uplo == Uplo::Lower) != transposed;
    const bool unit = t.diag == Diag::Unit;
    const int64_t rows = left ? t.m : t.n, cols = left ? t.n : t.m;
    for (int64_t i = lo; i < hi; ++i) {
        if (t.path == Path::Vendor) {
            if constexpr (Solve) vendor::trsm(t.side, t.uplo, t.ta, t.diag, t.m, t.n, t.alpha, t.A[i], t.lda, t.B[i], t.ldb);
            else vendor::trmm(t.side, t.uplo, t.ta, t.diag, t.m, t.n, t.alpha, t.A[i], t.lda, t.B[i], t.ldb);
            continue;
        }
        const auto a = transposed ? col_major(t.A[i], t.lda).t() : col_major(t.A[i], t.lda);
        const auto b = left ? col_major(t.B[i], t.ldb) : col_major(t.B[i], t.ldb).t();
        auto apply = [&](auto av) {
            if constexpr (Solve) trsm_kernel(lower, unit, rows, cols, t.alpha, av, b);
            else trmm_kernel(lower, unit, rows, cols, t.alpha, av, b);
        };
        if (is_complex_v<T> && t.ta == Op::ConjTrans) apply(a.conjugated());
        else apply(a);
    }
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
