// trsm and trmm on one matrix at a time with whole columns in SIMD registers, for real types,
// the left side, op(A) = A and m up to 24 (kTrxmColumnsMaxRows; up to 64 blocked):
// B = alpha * A^-1 B or alpha * A B, A lower or
// upper, unit or not. Like the gemm column kernels (gemm_columns.hh) they read the matrices in
// place, so small solves need no conversion to the interleaved layout.
//
// trsm: column p of A, scaled by 1 / A(p, p) and cut to the rows below (lower) or above (upper)
// p, is v_p; for p in order, b -= b[p] * v_p, with b[p] broadcast from its lane; finally
// b *= 1 / diag(A). Each step is one lane broadcast and one FMA per column of B: the same
// operations as LAPACK's column-oriented solve, b[i] -= A(i, p) * (b[p] / A(p, p)), with the
// division taken once per matrix.
// trmm: b = sum_p t_p * b[p], t_p column p of A cut to its triangle (diagonal 1 if unit).
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <utility>

#include "core/mats.hh"
#include "kernels/gemm_columns.hh"
#include "kernels/pack.hh"
#include "kernels/target.hh"

BBLAS_TARGET_BEGIN

template <class R>
struct ColumnsTrxm {
    int64_t n;
    R alpha;
    int64_t lda, ldb;
};

// Lane P of x in every lane.
template <int P, class R, int W>
BBLAS_INLINE Pack<R, W> splat_lane(Pack<R, W> x) {
    const auto splat = [&]<size_t... I>(std::index_sequence<I...>) {
        return __builtin_shufflevector(x.v, x.v, ((void)I, P)...);
    };
    return {splat(std::make_index_sequence<W>{})};
}
// x with lanes outside [From, To) zero; and x with lane P taken from y.
template <int From, int To, class R, int W>
BBLAS_INLINE Pack<R, W> keep_lanes(Pack<R, W> x) {
    const typename Pack<R, W>::Vec zero{};
    const auto kept = [&]<size_t... I>(std::index_sequence<I...>) {
        return __builtin_shufflevector(x.v, zero, (int(I) >= From && int(I) < To ? int(I) : W + int(I))...);
    };
    return {kept(std::make_index_sequence<W>{})};
}
template <int P, class R, int W>
BBLAS_INLINE Pack<R, W> with_lane(Pack<R, W> x, Pack<R, W> y) {
    const auto merged = [&]<size_t... I>(std::index_sequence<I...>) {
        return __builtin_shufflevector(x.v, y.v, (int(I) == P ? W + int(I) : int(I))...);
    };
    return {merged(std::make_index_sequence<W>{})};
}

// Rows [From, To) of pack v of a column (W rows per pack) kept, the others zero.
template <int From, int To, int v, class R, int W>
BBLAS_INLINE Pack<R, W> keep_rows(Pack<R, W> x) {
    constexpr int lo = std::clamp(From - v * W, 0, W), hi = std::clamp(To - v * W, 0, W);
    return keep_lanes<lo, hi>(x);
}

// The kernels take up to 24 rows per column (three packs of double with AVX-512, two of float),
// each order a compile-time kernel; larger orders (up to 64: kTrxmColumnsBlockedMaxRows) run
// blocked in run_trxm.cc: the diagonal blocks on these kernels, the rest as gemm on the gemm
// column kernels. Kernels up to 32 rows cost 6 minutes of compile time per instruction set (3
// with 24, 1.3 with 16); blocked 32 = 16 + 16 is as fast as the 32-row kernel in cache and within
// 10-20% in memory, and 17..24 blocked lost 30-40% in memory (2 threads, 2-core Zen 5).
// Two vectors with 16 registers (AVX2: d 8, s 16), as before the gemm kernels took four there:
// each more order is another kernel to compile.
template <class R>
inline constexpr int kTrxmColumnsMaxRows = std::min((kRegisters >= 32 ? 4 : 2) * kLanes<R>, 24);
// The largest order the blocked column path takes: four row blocks, at most 64.
template <class R>
inline constexpr int kTrxmColumnsBlockedMaxRows = std::min(64, 4 * kTrxmColumnsMaxRows<R>);

// Columns of B solved or multiplied together: up to 8, so that each step's splats and FMAs
// cover the latency of the chain from one row of b to the next (splat, FMA: about 8 cycles),
// with b in at most half the registers (32 with AVX-512, 16 otherwise).
template <int MV>
inline constexpr int kTrxmColumnsBlock = std::bit_floor(unsigned(std::min(8, (kVectorBytes == 64 ? 16 : 8) /
                                                                                 MV)));

// The NC columns of B at B (a block), with the M columns of A prepared in t (MV packs each).
// Step p reads row p of b (lane p mod W of pack p / W) and updates only the packs that hold
// rows of column p's triangle.
template <int M, int NC, bool Solve, bool Lower, class R, int W, int MV>
BBLAS_INLINE void trxm_columns_block(const ColumnsTrxm<R>& g, bool unit, const Pack<R, W> (&t)[M][MV],
                                     const Pack<R, W> (&dinv)[MV], R* B) {
    using P = Pack<R, W>;
    P b[NC][MV];
    if constexpr (Solve) {
        for (int c = 0; c < NC; ++c) {
            load_column<M>(B + c * g.ldb, b[c]);
            for (int v = 0; v < MV; ++v) b[c][v] = g.alpha * b[c][v];
        }
        // step p: b -= b[p] * t_p on the packs holding rows of column p's triangle, b[p]
        // splat from its lane (it was updated by the steps before)
        // forward (lower) or backward (upper); the last step has nothing left to update
        for_constexpr<M - 1>([&](auto s) __attribute__((always_inline)) {
            constexpr int p = Lower ? decltype(s)::value : M - 1 - decltype(s)::value;
            constexpr int pv = p / W, first = Lower ? pv : 0, last = Lower ? MV : pv + 1;
            for (int c = 0; c < NC; ++c) {
                const P x = splat_lane<p % W>(b[c][pv]);
                for (int v = first; v < last; ++v) b[c][v] -= x * t[p][v];
            }
        });
        if (!unit)
            for (int c = 0; c < NC; ++c)
                for (int v = 0; v < MV; ++v) b[c][v] = b[c][v] * dinv[v];
    } else {
        // b = alpha * sum_p t_p * B(p, c): B's elements broadcast from memory, independent
        // FMAs (no lane shuffles, which share a port with the FMAs on some x86 cores)
        for (int c = 0; c < NC; ++c)
            for (int v = 0; v < MV; ++v) b[c][v] = P{};
        for_constexpr<M>([&](auto s) __attribute__((always_inline)) {
            constexpr int p = decltype(s)::value, pv = p / W, first = Lower ? pv : 0,
                          last = Lower ? MV : pv + 1;
            for (int c = 0; c < NC; ++c) {
                const P x = P::broadcast(B[p + c * g.ldb]);
                for (int v = first; v < last; ++v) b[c][v] += x * t[p][v];
            }
        });
        for (int c = 0; c < NC; ++c)
            for (int v = 0; v < MV; ++v) b[c][v] = g.alpha * b[c][v];
    }
    for (int c = 0; c < NC; ++c) store_column<M>(b[c], B + c * g.ldb);
}

// The last nc < 2 H columns, in blocks of H, H / 2, ..., 1 (as gemm_columns_tail).
template <int M, int H, bool Solve, bool Lower, class R, int W, int MV>
BBLAS_INLINE void trxm_columns_tail(int64_t nc, const ColumnsTrxm<R>& g, bool unit,
                                    const Pack<R, W> (&t)[M][MV], const Pack<R, W> (&dinv)[MV], R* B) {
    if (nc & H) {
        trxm_columns_block<M, H, Solve, Lower>(g, unit, t, dinv, B);
        B += H * g.ldb;
    }
    if constexpr (H > 1) trxm_columns_tail<M, H / 2, Solve, Lower>(nc, g, unit, t, dinv, B);
}

// A unit diagonal: the solve then neither scales the columns nor the results (its reciprocal
// diagonal is 1), and the product's diagonal lanes are set to 1 while the columns are prepared.
// Compiled in for orders up to kColumnsFixedMax, where a test per matrix made dtrsm n = 2 7-20%
// slower (1 thread, Zen 4, 2026-11-25), a run-time flag (Opt::Runtime) beyond.
template <int M, bool Solve, bool Lower, Opt Unit, class R>
BBLAS_INLINE void trxm_columns_matrix(const ColumnsTrxm<R>& g, bool unit_flag, const R* A, R* B) {
    const bool unit = Unit == Opt::Runtime ? unit_flag : Unit == Opt::Yes;
    constexpr int W = kColumnLanes<R, M>, MV = (M + W - 1) / W;
    using P = Pack<R, W>;
    P t[M][MV], diag[MV] = {};
    for_constexpr<M>([&](auto s) __attribute__((always_inline)) {
        constexpr int j = decltype(s)::value;
        load_column<M>(A + j * g.lda, t[j]);
        diag[j / W] = with_lane<j % W>(diag[j / W], t[j][j / W]);
    });
    P dinv[MV] = {};
    if constexpr (Solve) {
        if (unit) {
            for (int v = 0; v < MV; ++v) dinv[v] = P::broadcast(R(1));
        } else {
            for (int v = 0; v < MV; ++v) dinv[v] = P::broadcast(R(1)) / diag[v];
            for_constexpr<M>([&](auto s) __attribute__((always_inline)) {
                constexpr int j = decltype(s)::value;
                const P d = splat_lane<j % W>(dinv[j / W]);
                for (int v = 0; v < MV; ++v) t[j][v] = t[j][v] * d;
            });
        }
    }
    // column j cut to its triangle: below the diagonal (solve) or with it (multiply), or above
    for_constexpr<M>([&](auto s) __attribute__((always_inline)) {
        constexpr int j = decltype(s)::value;
        constexpr int from = Lower ? (Solve ? j + 1 : j) : 0, to = Lower ? M : (Solve ? j : j + 1);
        for_constexpr<MV>([&](auto v) __attribute__((always_inline)) {
            t[j][v] = keep_rows<from, to, decltype(v)::value>(t[j][v]);
        });
        if constexpr (!Solve)
            if (unit) t[j][j / W] = with_lane<j % W>(t[j][j / W], P::broadcast(R(1)));
    });
    constexpr int NB = kTrxmColumnsBlock<MV>;
    int64_t j = 0;
    for (; j + NB <= g.n; j += NB) trxm_columns_block<M, NB, Solve, Lower>(g, unit, t, dinv, B + j * g.ldb);
    if (j < g.n) trxm_columns_tail<M, NB / 2, Solve, Lower>(g.n - j, g, unit, t, dinv, B + j * g.ldb);
}

template <int M, bool Solve, bool Lower, Opt Unit, class R>
void trxm_columns_loop(const ColumnsTrxm<R>& g, bool unit, const Mats<const R>& A, const Mats<R>& B,
                       int64_t lo, int64_t hi) {
    with_matrices(
        [&](auto a, auto b) {
            for (int64_t i = lo; i < hi; ++i) {
                prefetch_ahead(i, hi, a, b);
                trxm_columns_matrix<M, Solve, Lower, Unit>(g, unit, a[i], b[i]);
            }
        },
        A, B);
}

// B = alpha * op(A)^-1 B (Solve) or alpha * A B on matrices [lo, hi) with m <= 64 and
// alpha != 0; A as stored (left side, no transpose). Instantiated in
// run_trxm.cc for float and double.
template <class R>
void trxm_columns(bool solve, bool lower, bool unit, int64_t m, const ColumnsTrxm<R>& g,
                  const Mats<const R>& A, const Mats<R>& B, int64_t lo, int64_t hi);

BBLAS_TARGET_END
