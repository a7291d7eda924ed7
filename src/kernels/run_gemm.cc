// gemm tasks with this ISA's kernels.
#include <algorithm>
#include <complex>

#include "kernels/gemm.hh"
#include "kernels/gemm_columns.hh"
#include "kernels/instantiate.hh"
#include "kernels/interleave.hh"
#include "kernels/stage.hh"
#include "kernels/view.hh"
#include "tasks/gemm.hh"
#include "vendor/cblas.hh"

BBLAS_TARGET_BEGIN

// The column kernels on a task of a real type, or of half storage where kHalfPacks (the
// planner took A as stored, m within the kernels' rows, alpha != 0 and k > 0).
template <class T>
void run_columns(const GemmTask<T>& t, int64_t lo, int64_t hi) {
    const ColumnsGemm<compute_t<T>> g{t.n, t.k, t.alpha, t.beta, t.lda, t.ldb, t.ldc};
    gemm_columns(t.m, g, t.tb != Op::NoTrans, t.A, t.B, t.C, lo, hi);
}

// A task whose operands are of its computing type: the path the planner chose.
template <class T>
void run_compute(const GemmTask<T>& t, int64_t lo, int64_t hi) {
    if (t.path == Path::Vendor) {
        for (int64_t i = lo; i < hi; ++i)
            vendor::gemm(t.ta, t.tb, t.m, t.n, t.k, t.alpha, t.A[i], t.lda, t.B[i], t.ldb, t.beta, t.C[i],
                         t.ldc);
        return;
    }
    if constexpr (!is_complex_v<T>)
        if (t.path == Path::Columns) return run_columns(t, lo, hi);
    const bool ta = t.ta != Op::NoTrans, tb = t.tb != Op::NoTrans;
    auto compute = [&](auto a, auto b, auto c) {
        with_op(t.ta, a, [&](auto opa) {
            with_op(t.tb, b, [&](auto opb) { gemm_kernel(t.m, t.n, t.k, t.alpha, opa, opb, t.beta, c); });
        });
    };
    run_views<T>(t.path, lo, hi, compute,
                 Operand<const T>{t.A, ta ? t.k : t.m, ta ? t.m : t.k, t.lda, true, false},
                 Operand<const T>{t.B, tb ? t.n : t.k, tb ? t.k : t.n, t.ldb, true, false},
                 Operand<T>{t.C, t.m, t.n, t.ldc, t.beta != T(0), true});
}

// Half storage: the single-precision task on copies of a pass of matrices (kernels/stage.hh).
// What is read is what the single-precision task reads: A and B only for a product (alpha != 0,
// k > 0), C only when beta != 0.
template <class T>
void run_half(const GemmTask<T>& t, int64_t lo, int64_t hi) {
    using S = compute_t<T>;
    const bool ta = t.ta != Op::NoTrans, tb = t.tb != Op::NoTrans, product = t.alpha != S(0) && t.k > 0;
    const Operand<const T> a{t.A, ta ? t.k : t.m, ta ? t.m : t.k, t.lda, product, false};
    const Operand<const T> b{t.B, tb ? t.n : t.k, tb ? t.k : t.n, t.ldb, product, false};
    const Operand<T> c{t.C, t.m, t.n, t.ldc, t.beta != S(0), true};
    run_staged(
        lo, hi, t.path,
        [&](int64_t count, Mats<const S> A, Mats<const S> B, Mats<S> C) {
            run(t.on(A, staged_ld(a), B, staged_ld(b), C, staged_ld(c), count), 0, count);
        },
        a, b, c);
}

// Half storage on the column path reads and writes half in the kernels' registers where the
// instruction set converts (kHalfPacks): staged, n <= 16 in memory ran at 0.6-0.8x the r32
// routine's matrices per second, where half the bytes should make it faster. The kernels widen
// each B into the stack: a larger one (n * k over 64 * 64) is staged.
template <class T>
void run(const GemmTask<T>& t, int64_t lo, int64_t hi) {
    if constexpr (is_half_v<T>) {
        if constexpr (kHalfPacks && !is_complex_v<T>)
            if (t.path == Path::Columns && t.n * t.k <= kColumnsWideB) return run_columns(t, lo, hi);
        run_half(t, lo, hi);
    } else {
        run_compute(t, lo, hi);
    }
}

// m beyond one kernel's rows: row blocks of A and C (kernels/gemm_columns.hh), a matrix at a
// time, so that each is streamed from memory once (in passes over several matrices, a pass
// reading half of every column of A and C left dger m = n = 64 at 0.7x the OpenBLAS loop), with
// all of the next one's lines prefetched, except for products whose operands stream (as
// gemm_columns_loop decides for one block): there the prefetches only took load slots from the
// broadcasts, and without them AVX2's dgemm n = 17 / 24 / 32 in memory went from 0.55 / 0.62 /
// 0.63x LIBXSMM to 0.77 / 0.91 / 0.78x (Zen 3, 2026-11-28).
template <class R, class H>
void gemm_columns(int64_t m, const ColumnsGemm<R>& g, bool tb, const Mats<const H>& A, const Mats<const H>& B,
                  const Mats<H>& C, int64_t lo, int64_t hi) {
    // Half storage compiles shapes up to 32 rows, blocks beyond: its 64 shapes with AVX-512 had
    // doubled this file's compile time (100 s to 210 s, GCC 12).
    constexpr int most = std::is_same_v<H, R> ? kColumnsMaxRows<R> : std::min(32, kColumnsMaxRows<R>);
    if (m <= most)
        return with_length<most>(int(m), [&]<int M>() { gemm_columns_batch<M>(g, tb, A, B, C, lo, hi); });
    const int64_t rb = columns_block_rows(m, most, kLanes<R>);
    const bool prefetch = !(g.n > 1 && g.k > 1 && streams(lo, hi, A, B, C));
    for (int64_t i = lo; i < hi; ++i) {
        if (prefetch && i + 1 < hi) {
            prefetch_matrix(A[i + 1], m, g.k, g.lda, false);
            prefetch_matrix(B[i + 1], tb ? g.n : g.k, tb ? g.k : g.n, g.ldb, false);
            prefetch_matrix(C[i + 1], m, g.n, g.ldc, true);
        }
        for (int64_t r0 = 0; r0 < m; r0 += rb)
            gemm_columns(std::min(rb, m - r0), g, tb, A.shifted(A.shift + r0), B, C.shifted(C.shift + r0), i,
                         i + 1);
    }
}

template void gemm_columns(int64_t, const ColumnsGemm<float>&, bool, const Mats<const float>&,
                           const Mats<const float>&, const Mats<float>&, int64_t, int64_t);
template void gemm_columns(int64_t, const ColumnsGemm<double>&, bool, const Mats<const double>&,
                           const Mats<const double>&, const Mats<double>&, int64_t, int64_t);

BBLAS_FOR_EACH_SCALAR(BBLAS_INSTANTIATE_RUN, GemmTask)
BBLAS_FOR_EACH_HALF(BBLAS_INSTANTIATE_RUN, GemmTask)
BBLAS_FOR_EACH_COMPLEX_HALF(BBLAS_INSTANTIATE_RUN, GemmTask)

BBLAS_TARGET_END
