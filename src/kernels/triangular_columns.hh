// trsm and trmm on one matrix at a time with whole columns in SIMD registers, for real types,
// the left side, op(A) = A and m up to one pack: B = alpha * A^-1 B or alpha * A B, A lower or
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
    return {[&]<size_t... I>(std::index_sequence<I...>) {
        return __builtin_shufflevector(x.v, x.v, ((void)I, P)...);
    }(std::make_index_sequence<W>{})};
}
// x with lanes outside [From, To) zero; and x with lane P taken from y.
template <int From, int To, class R, int W>
BBLAS_INLINE Pack<R, W> keep_lanes(Pack<R, W> x) {
    const typename Pack<R, W>::Vec zero{};
    return {[&]<size_t... I>(std::index_sequence<I...>) {
        return __builtin_shufflevector(x.v, zero, (int(I) >= From && int(I) < To ? int(I) : W + int(I))...);
    }(std::make_index_sequence<W>{})};
}
template <int P, class R, int W>
BBLAS_INLINE Pack<R, W> with_lane(Pack<R, W> x, Pack<R, W> y) {
    return {[&]<size_t... I>(std::index_sequence<I...>) {
        return __builtin_shufflevector(x.v, y.v, (int(I) == P ? W + int(I) : int(I))...);
    }(std::make_index_sequence<W>{})};
}

// Columns of B solved or multiplied together.
inline constexpr int kTrxmColumnsBlock = 8;

// The NC columns of B at B (a block), with the M columns of A prepared in t.
template <int M, int NC, bool Solve, bool Lower, bool Unit, class R, int W>
BBLAS_INLINE void trxm_columns_block(const ColumnsTrxm<R>& g, const Pack<R, W> (&t)[M], Pack<R, W> dinv, R* B) {
    using P = Pack<R, W>;
    P b[NC];
    for (int c = 0; c < NC; ++c) b[c] = g.alpha * load_first<M, R, W>(B + c * g.ldb);
    if constexpr (Solve) {
        // forward (lower) or backward (upper); the last step has nothing left to update
        [&]<size_t... S>(std::index_sequence<S...>) {
            ([&] {
                constexpr int p = Lower ? int(S) : M - 1 - int(S);
                for (int c = 0; c < NC; ++c) b[c] -= splat_lane<p>(b[c]) * t[p];
            }(), ...);
        }(std::make_index_sequence<M - 1>{});
        if constexpr (!Unit)
            for (int c = 0; c < NC; ++c) b[c] = b[c] * dinv;
    } else {
        P acc[NC];
        for (int c = 0; c < NC; ++c) acc[c] = splat_lane<0>(b[c]) * t[0];
        [&]<size_t... S>(std::index_sequence<S...>) {
            ([&] {
                constexpr int p = int(S) + 1;
                for (int c = 0; c < NC; ++c) acc[c] += splat_lane<p>(b[c]) * t[p];
            }(), ...);
        }(std::make_index_sequence<M - 1>{});
        for (int c = 0; c < NC; ++c) b[c] = acc[c];
    }
    for (int c = 0; c < NC; ++c) store_first<M>(b[c], B + c * g.ldb);
}

// The last nc < 2 H columns, in blocks of H, H / 2, ..., 1 (as gemm_columns_tail).
template <int M, int H, bool Solve, bool Lower, bool Unit, class R, int W>
BBLAS_INLINE void trxm_columns_tail(int64_t nc, const ColumnsTrxm<R>& g, const Pack<R, W> (&t)[M], Pack<R, W> dinv, R* B) {
    if (nc & H) {
        trxm_columns_block<M, H, Solve, Lower, Unit>(g, t, dinv, B);
        B += H * g.ldb;
    }
    if constexpr (H > 1) trxm_columns_tail<M, H / 2, Solve, Lower, Unit>(nc, g, t, dinv, B);
}

template <int M, bool Solve, bool Lower, bool Unit, class R>
BBLAS_INLINE void trxm_columns_matrix(const ColumnsTrxm<R>& g, const R* A, R* B) {
    constexpr int W = kColumnLanes<R, M>;
    using P = Pack<R, W>;
    P t[M], diag{};
    [&]<size_t... S>(std::index_sequence<S...>) {
        ((t[S] = load_first<M, R, W>(A + int64_t(S) * g.lda), diag = with_lane<int(S)>(diag, t[S])), ...);
    }(std::make_index_sequence<M>{});
    P dinv{};
    if constexpr (Solve) {
        if constexpr (!Unit) dinv = P::broadcast(R(1)) / diag;
        [&]<size_t... S>(std::index_sequence<S...>) {
            ((t[S] = keep_lanes<Lower ? int(S) + 1 : 0, Lower ? M : int(S)>(
                  Unit ? t[S] : t[S] * splat_lane<int(S)>(dinv))), ...);
        }(std::make_index_sequence<M>{});
    } else {
        [&]<size_t... S>(std::index_sequence<S...>) {
            ((t[S] = keep_lanes<Lower ? int(S) : 0, Lower ? M : int(S) + 1>(t[S]),
              t[S] = Unit ? with_lane<int(S)>(t[S], P::broadcast(R(1))) : t[S]), ...);
        }(std::make_index_sequence<M>{});
    }
    constexpr int NB = kTrxmColumnsBlock;
    int64_t j = 0;
    for (; j + NB <= g.n; j += NB) trxm_columns_block<M, NB, Solve, Lower, Unit>(g, t, dinv, B + j * g.ldb);
    if (j < g.n) trxm_columns_tail<M, NB / 2, Solve, Lower, Unit>(g.n - j, g, t, dinv, B + j * g.ldb);
}

template <int M, bool Solve, bool Lower, bool Unit, class R>
void trxm_columns_loop(const ColumnsTrxm<R>& g, const Mats<const R>& A, const Mats<R>& B, int64_t lo, int64_t hi) {
    with_matrices([&](auto a, auto b) {
        for (int64_t i = lo; i < hi; ++i) trxm_columns_matrix<M, Solve, Lower, Unit>(g, a[i], b[i]);
    }, A, B);
}

// The largest m the triangular column kernels take: one pack.
template <class R> inline constexpr int kTrxmColumnsMaxRows = kLanes<R>;

// B = alpha * op(A)^-1 B (Solve) or alpha * A B on matrices [lo, hi) with m <= one pack; A as
// stored (left side, no transpose). Instantiated in run_trxm.cc for float and double.
template <class R>
void trxm_columns(bool solve, bool lower, bool unit, int64_t m, const ColumnsTrxm<R>& g,
                  const Mats<const R>& A, const Mats<R>& B, int64_t lo, int64_t hi);

BBLAS_TARGET_END
