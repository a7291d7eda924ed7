// trmm and trsm tasks with this ISA's kernels. Every side and transposition becomes the
// left-side kernel on views: the right side is the transposed problem B^T = alpha op(A)^T B^T.
#include <algorithm>
#include <complex>

#include "kernels/instantiate.hh"
#include "kernels/interleave.hh"
#include "kernels/stage.hh"
#include "kernels/triangular.hh"
#include "kernels/triangular_columns.hh"
#include "kernels/view.hh"
#include "tasks/trxm.hh"
#include "vendor/cblas.hh"

BBLAS_TARGET_BEGIN

template <class T, bool Solve>
void run_compute(const TrxmTask<T, Solve>& t, int64_t lo, int64_t hi) {
    if (t.path == Path::Vendor) {
        for (int64_t i = lo; i < hi; ++i) {
            if constexpr (Solve)
                vendor::trsm(t.side, t.uplo, t.ta, t.diag, t.m, t.n, t.alpha, t.A[i], t.lda, t.B[i], t.ldb);
            else vendor::trmm(t.side, t.uplo, t.ta, t.diag, t.m, t.n, t.alpha, t.A[i], t.lda, t.B[i], t.ldb);
        }
        return;
    }
    if constexpr (!is_complex_v<T>)
        if (t.path == Path::Columns) {  // the left side, A as stored, alpha != 0
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
    run_views<T>(
        t.path, lo, hi, compute,
        Operand<const T>{t.A, o, o, t.lda, true, false, t.uplo == Uplo::Upper ? Part::Upper : Part::Lower},
        Operand<T>{t.B, t.m, t.n, t.ldb, true, true});
}

// Matrices [lo, hi) of order m <= kTrxmColumnsMaxRows on the column kernels.
template <class R>
void trxm_columns_kernel(bool solve, bool lower, bool unit, int64_t m, const ColumnsTrxm<R>& g,
                         const Mats<const R>& A, const Mats<R>& B, int64_t lo, int64_t hi) {
    auto rows = [&]<bool S, bool L>() {
        with_length<kTrxmColumnsMaxRows<R>>(int(m), [&]<int M>() {
            if constexpr (M > kColumnsFixedMax)
                trxm_columns_loop<M, S, L, Opt::Runtime>(g, unit, A, B, lo, hi);
            else if (unit) trxm_columns_loop<M, S, L, Opt::Yes>(g, unit, A, B, lo, hi);
            else trxm_columns_loop<M, S, L, Opt::No>(g, unit, A, B, lo, hi);
        });
    };
    auto triangle = [&]<bool S>() {
        lower ? rows.template operator()<S, true>() : rows.template operator()<S, false>();
    };
    solve ? triangle.template operator()<true>() : triangle.template operator()<false>();
}

// Matrices blocked per row, a few matrices at a time so that they stay in cache through the
// passes. The diagonal blocks run on the triangular kernels, the off-diagonal ones as gemm on the
// gemm column kernels, each block's rows in one product:
//   solve, lower: top down, B_b = alpha B_b - A(b, 0:b) X(0:b), then X_b = A_bb^-1 B_b;
//   solve, upper: bottom up, with A(b, b+1:) X(b+1:);
//   multiply, lower: bottom up (the rows above are still B's), B_b = alpha A_bb B_b, then
//     B_b += alpha A(b, 0:b) B(0:b); multiply, upper: top down, with A(b, b+1:) B(b+1:).
// Row blocks as columns_block_rows makes them (32 rows of double are 16 + 16, not 24 + 8, so
// more of the work is gemm's), addressed as shifted operands (Mats::shifted).
template <class R>
void trxm_columns_blocked(bool solve, bool lower, bool unit, int64_t m, const ColumnsTrxm<R>& g,
                          const Mats<const R>& A, const Mats<R>& B, int64_t lo, int64_t hi) {
    const int64_t rb = columns_block_rows(m, kTrxmColumnsMaxRows<R>, kLanes<R>);
    const int64_t rows_blocks = (m + rb - 1) / rb;
    const int64_t chunk = columns_chunk(int64_t(sizeof(R)) * m * (m + g.n));
    const bool top_down = solve == lower;
    const R one(1);
    for (int64_t c0 = lo; c0 < hi; c0 += chunk) {
        const int64_t c1 = std::min(hi, c0 + chunk);
        for (int64_t s = 0; s < rows_blocks; ++s) {
            const int64_t b = top_down ? s : rows_blocks - 1 - s;
            const int64_t r0 = b * rb, r1 = std::min(m, r0 + rb);
            // the columns of A's rows r0..r1 outside the diagonal block that the product takes:
            // left of it (lower) or right of it (upper), and the matching rows of B
            const int64_t k0 = lower ? 0 : r1, k = lower ? r0 : m - r1;
            const Mats<R> Bb = B.shifted(B.shift + r0);
            const Mats<const R> Ak = A.shifted(A.shift + r0 + k0 * g.lda), Bk = B.shifted(B.shift + k0);
            const Mats<const R> Ad = A.shifted(A.shift + r0 + r0 * g.lda);
            if (solve) {
                // the first block solved (k = 0) is scaled by alpha; the others by their product
                if (k > 0)
                    gemm_columns(r1 - r0, ColumnsGemm<R>{g.n, k, -one, g.alpha, g.lda, g.ldb, g.ldb}, false,
                                 Ak, Bk, Bb, c0, c1);
                trxm_columns_kernel(true, lower, unit, r1 - r0,
                                    ColumnsTrxm<R>{g.n, k > 0 ? one : g.alpha, g.lda, g.ldb}, Ad, Bb, c0, c1);
            } else {
                trxm_columns_kernel(false, lower, unit, r1 - r0, ColumnsTrxm<R>{g.n, g.alpha, g.lda, g.ldb},
                                    Ad, Bb, c0, c1);
                if (k > 0)
                    gemm_columns(r1 - r0, ColumnsGemm<R>{g.n, k, g.alpha, one, g.lda, g.ldb, g.ldb}, false,
                                 Ak, Bk, Bb, c0, c1);
            }
        }
    }
}

template <class R>
void trxm_columns(bool solve, bool lower, bool unit, int64_t m, const ColumnsTrxm<R>& g,
                  const Mats<const R>& A, const Mats<R>& B, int64_t lo, int64_t hi) {
    if (m <= kTrxmColumnsMaxRows<R>) return trxm_columns_kernel(solve, lower, unit, m, g, A, B, lo, hi);
    trxm_columns_blocked(solve, lower, unit, m, g, A, B, lo, hi);
}

template void trxm_columns(bool, bool, bool, int64_t, const ColumnsTrxm<float>&, const Mats<const float>&,
                           const Mats<float>&, int64_t, int64_t);
template void trxm_columns(bool, bool, bool, int64_t, const ColumnsTrxm<double>&, const Mats<const double>&,
                           const Mats<double>&, int64_t, int64_t);

// Half storage: the single-precision task on copies of a pass of matrices (kernels/stage.hh);
// alpha = 0 reads neither A nor B (B = 0, netlib).
template <class T, bool Solve>
void run_half(const TrxmTask<T, Solve>& t, int64_t lo, int64_t hi) {
    using S = compute_t<T>;
    const bool product = t.alpha != S(0);
    const int64_t o = t.order();
    const Operand<const T> a{
        t.A, o, o, t.lda, product, false, t.uplo == Uplo::Upper ? Part::Upper : Part::Lower};
    const Operand<T> b{t.B, t.m, t.n, t.ldb, product, true};
    run_staged(
        lo, hi, t.path,
        [&](int64_t count, Mats<const S> A, Mats<S> B) {
            run(t.on(A, staged_ld(a), B, staged_ld(b), count), 0, count);
        },
        a, b);
}

template <class T, bool Solve>
void run(const TrxmTask<T, Solve>& t, int64_t lo, int64_t hi) {
    if constexpr (is_half_v<T>) run_half(t, lo, hi);
    else run_compute(t, lo, hi);
}

template <class T>
using Trmm = TrxmTask<T, false>;
template <class T>
using Trsm = TrxmTask<T, true>;
BBLAS_FOR_EACH_SCALAR(BBLAS_INSTANTIATE_RUN, Trmm)
BBLAS_FOR_EACH_SCALAR(BBLAS_INSTANTIATE_RUN, Trsm)
BBLAS_FOR_EACH_HALF(BBLAS_INSTANTIATE_RUN, Trmm)
BBLAS_FOR_EACH_HALF(BBLAS_INSTANTIATE_RUN, Trsm)
BBLAS_FOR_EACH_COMPLEX_HALF(BBLAS_INSTANTIATE_RUN, Trmm)
BBLAS_FOR_EACH_COMPLEX_HALF(BBLAS_INSTANTIATE_RUN, Trsm)

BBLAS_TARGET_END
