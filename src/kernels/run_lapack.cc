// The LU and Cholesky families with this ISA's kernels: a block of matrices is gathered once,
// every step of the routine (factor, solve, invert) runs on it, and it is scattered once.
#include <algorithm>
#include <complex>
#include <cstdlib>
#include <memory>
#include <type_traits>
#include <utility>

#include "core/scratch.hh"
#include "kernels/instantiate.hh"
#include "kernels/interleave.hh"
#include "kernels/lapack.hh"
#include "kernels/view.hh"
#include "tasks/chol.hh"
#include "tasks/lu.hh"
#include "vendor/lapacke.hh"

BBLAS_TARGET_BEGIN

namespace {

// Orders up to this are compile-time constants in the interleaved factorisations, so that their
// loops unroll: f gets std::integral_constant<int64_t, n> for those, the int64_t n for others
// (unless General is false: a kernel instantiated only for the small orders).
inline constexpr int64_t kFixedOrders = 8;
template <bool General, class F, size_t... N>
void with_order_impl(int64_t n, F& f, std::index_sequence<N...>) {
    const bool fixed =
        ((n == int64_t(N + 1) ? (f(std::integral_constant<int64_t, N + 1>{}), true) : false) || ...);
    if constexpr (General)
        if (!fixed) f(n);
}

template <class RV>
inline constexpr bool is_twin = false;
template <class P>
inline constexpr bool is_twin<Twin<P>> = true;

// The interleaved path can run two blocks of W matrices as one Twin value of 2W lanes
// (kernels/pack.hh): the steps of a small factorisation depend on each other (square root,
// division, pivot search, then the update that needs them), and a second, independent block
// fills that latency. With the AVX2 kernels it does at every order (Zen 4, docs/lapack.md "Two
// blocks per step": 1.01-1.47x, median 1.18x); with the generic ones never (16 SSE registers,
// which two blocks overflow beyond n = 8: 0.72-1.39x); with AVX-512 only where the chain is most
// of the work, the factorisations of the smallest orders (Intel Xeon, model 0xA7, session 18,
// docs/lapack.md: dpotrf n = 2-8 1.12-1.20x; dgetrf n = 2-4 1.13-1.27x, dgesv 1.05-1.18x; getri,
// posv and the orders above these neutral or slower, dgetrf n = 16 0.87x, dgetri n = 2 0.90x; on
// Zen 4's 256-bit halves twins at every order measured 0.87-1.22x). The orders up to which a
// kernel runs on twins (their instantiations have only those):
inline constexpr int64_t kTwinAll = INT64_MAX;
inline constexpr int64_t kTwinLu = kVectorBytes == 32 ? kTwinAll : 4;      // getrf, getrs, gesv
inline constexpr int64_t kTwinChol = kVectorBytes == 32 ? kTwinAll : 8;    // potrf alone
inline constexpr int64_t kTwinOthers = kVectorBytes == 32 ? kTwinAll : 0;  // getri, potrs
inline constexpr int kGroups = kVectorBytes >= 32 ? 2 : 1;  // the most blocks a kernel runs at once

// f(n) with n a compile-time constant where the kernel unrolls it (see kFixedOrders); a kernel on
// twins limited to orders up to TwinUpTo is instantiated for those only. Order > 0: the views'
// order (run_order), the only one instantiated.
template <class RV, int64_t TwinUpTo, int64_t Order = 0, class F>
void with_order(int64_t n, F&& f) {
    if constexpr (Order > 0) {
        if constexpr (!is_twin<RV> || Order <= TwinUpTo) f(std::integral_constant<int64_t, Order>{});
    } else if constexpr (lanes_of<RV> == 1) {
        f(n);
    } else if constexpr (is_twin<RV> && TwinUpTo < kFixedOrders) {
        with_order_impl<false>(n, f, std::make_index_sequence<size_t(TwinUpTo)>{});
    } else {
        with_order_impl<true>(n, f, std::make_index_sequence<kFixedOrders>{});
    }
}

// run_views_at on G blocks at once for operands of `order` rows (0: not all square of one order):
// - the order compiled into the gathers and scatters up to kUnrolledMoves (kernels/gather.hh
//   for_chunks_fixed): there the general walk over a block's chunks cost more instructions than
//   the chunks' moves (callgrind, AVX2, dpotrf n = 4: per matrix 79 in the gather, 76 in the
//   scatter, 54 in the factorisation). At larger orders GCC 12 kept the unrolled walk's packs in
//   memory, stored in halves and reloaded whole (dpotrf n = 8: 0.6x the speed of the general walk).
// - with `fixed_views` (column-major, every operand of `order` rows), up to kFixedViews, the
//   kernels see the blocks through views whose strides are constants: with a runtime column
//   stride the unrolled kernels computed and spilled element addresses (callgrind, AVX2, n = 8:
//   230 scalar moves in getrf's 1,352 instructions a block). compute is instantiated per order
//   with that order's kernels only (with_order's Order; about 1.6x the compile time of this file
//   for AVX2 and AVX-512). Not for the generic kernels, the fallback for CPUs without AVX2.
inline constexpr int64_t kUnrolledMoves = 4;
inline constexpr int64_t kFixedViews = kVectorBytes >= 32 ? kFixedOrders : 0;
template <class T, int G, class F, class... Ops>
void run_order(int64_t order, bool fixed_views, Path path, int64_t lo, int64_t hi, F& compute,
               const Operand<Ops>&... ops) {
    bool done = false;
    auto at_order = [&](auto N) {
        constexpr int64_t K = N.value, Moves = K <= kUnrolledMoves ? K : 0;
        if constexpr (K <= kFixedViews) {
            if (fixed_views && ((ops.rows == K) && ...)) {
                run_views_at<T, G, Moves, K>(path, lo, hi, compute, ops...);
                done = true;
                return;
            }
        }
        if constexpr (Moves > 0) {
            run_views_at<T, G, Moves>(path, lo, hi, compute, ops...);
            done = true;
        }
    };
    constexpr int64_t kMost = std::max(kUnrolledMoves, kFixedViews);
    if (path == Path::Interleaved && !in_containers(ops...))
        with_order_impl<false>(order, at_order, std::make_index_sequence<size_t(kMost)>{});
    if (!done) run_views_at<T, G>(path, lo, hi, compute, ops...);
}

// run_views_at with two blocks at once: always with AVX2; with AVX-512 where the call may
// (Twins) and `small` says it should; never with the generic kernels.
template <class T, bool Twins, class F, class... Ops>
void run_blocks(bool small, int64_t order, bool fixed_views, Path path, int64_t lo, int64_t hi, F&& compute,
                const Operand<Ops>&... ops) {
    const auto blocks = [&]<int G>() { run_order<T, G>(order, fixed_views, path, lo, hi, compute, ops...); };
    if constexpr (kVectorBytes == 32) blocks.template operator()<2>();
    else if constexpr (kVectorBytes == 64 && Twins) {
        if (small) blocks.template operator()<2>();
        else blocks.template operator()<1>();
    } else blocks.template operator()<1>();
}

// The view of a stored operand as the kernels see it: transposed for row-major (where the
// block holds op^T); views of a fixed order only ever come column-major (run_order).
template <class V>
BBLAS_INLINE auto oriented(bool row, V v) {
    if constexpr ((fixed_order<V>) > 0) return v;
    else return row ? v.t() : v;
}

// Bytes of the largest value a kernel keeps per element: a complex pack of kGroups vectors.
constexpr int64_t kValueBytes = 2 * kVectorBytes * kGroups;

// Runs solve() on b where the factorisation succeeded: lanes with info != 0 keep their right-hand
// sides, as LAPACK's gesv and posv leave B alone when the factor is singular or not definite.
// Memory beside the operands comes from the thread's scratch (core/scratch.hh); without it the
// work is skipped, and the executor reports the call out of memory.
template <class VB, class RV, class F>
void solve_where_factored(VB b, int64_t n, int64_t nrhs, RV info, F&& solve) {
    using V = typename VB::value;
    const auto ok = eq(info, rc<RV>(0));
    if (!any(mnot(ok))) return solve();
    if constexpr (lanes_of < RV >> 1) {
        ScratchFrame frame;
        V* saved = frame.take_array<V>(size_t(n * nrhs));
        if (!saved) return;
        for (int64_t j = 0; j < nrhs; ++j)
            for (int64_t i = 0; i < n; ++i) saved[i + j * n] = b.load(i, j);
        solve();
        for (int64_t j = 0; j < nrhs; ++j)
            for (int64_t i = 0; i < n; ++i) b.store(i, j, sel(ok, b.load(i, j), saved[i + j * n]));
    }
}

// Pivots of matrices [first, first + count) into lanes (0-based); padding lanes take the first's.
template <class RV>
void read_pivots(Mats<int64_t> ipiv, int64_t first, int count, int64_t k, RV* piv) {
    using R = std::remove_cvref_t<decltype(lane(RV{}, 0))>;
    for (int l = 0; l < lanes_of<RV>; ++l) {
        const int64_t* p = ipiv[first + (l < count ? l : 0)];
        for (int64_t i = 0; i < k; ++i) set_lane(piv[i], l, R(p[i] - 1));
    }
}

// Pivots of W lanes, lane(at(i), l) for i < k, to the 1-based integer pivots dst[l][0, k) of
// matrices l < count: W pivots at a time transposed in registers, so that pack l holds matrix
// l's, and read out as integers through x + 1 + 2^p (p the mantissa's width), whose low bits hold
// x + 1 for the whole numbers 0 <= x < 2^p that pivots are. (A lane taken out of a register for
// each pivot cost dgetrf n = 2 a fifth of its time; staged through memory lane by lane, it was
// still a fifth of dgetrf n = 2-4's instructions, callgrind, AVX2.) K: k, a compile-time constant
// for the fixed orders.
template <class R, int W, class K, class At>
BBLAS_INLINE void write_pivot_lanes(int64_t* const* dst, int count, K k, At at) {
    using I = std::conditional_t<sizeof(R) == 8, int64_t, int32_t>;
    typedef I IVec __attribute__((vector_size(W * sizeof(R))));
    constexpr int H = int(kVectorBytes / 8) < W ? int(kVectorBytes / 8) : W;  // integers a register
    using J = typename VecT<int64_t, H>::type;
    constexpr R magic = sizeof(R) == 8 ? R(0x1p52) : R(0x1p23);
    const IVec bits = IVec(typename Pack<R, W>::Vec{} + magic);
    for (int64_t i0 = 0; i0 < k; i0 += W) {
        const int64_t m = std::min<int64_t>(W, k - i0);
        Pack<R, W> p[W];
        for (int q = 0; q < W; ++q) p[q] = at(i0 + std::min<int64_t>(q, m - 1));
        for (int q = 0; q < W; ++q) p[q].v += magic + 1;
        transpose(p);
        for (int l = 0; l < count; ++l) {
            const IVec x = IVec(p[l].v) - bits;
            int64_t* d = dst[l] + i0;
            // H integers at a time, from lane h on (widened from 32 bits for floats)
            const auto run = [&]<int h, size_t... E>(std::index_sequence<E...>) {
                const J y = __builtin_convertvector(__builtin_shufflevector(x, x, int(h + E)...), J);
                if (m == W) store_vec<int64_t, H>(y, d + h);
                else
                    for (int64_t i = h; i < std::min<int64_t>(m, h + H); ++i) d[i] = y[i - h];
            };
            run.template operator()<0>(std::make_index_sequence<H>{});
            if constexpr (H < W) {
                static_assert(W == 2 * H);
                run.template operator()<H>(std::make_index_sequence<H>{});
            }
        }
    }
}

// Pivots of lanes [0, count) (0-based) to matrices [first, first + count) of ipiv (1-based).
template <class RV, class K>
void write_pivots(Mats<int64_t> ipiv, int64_t first, int count, K k, const RV* piv) {
    constexpr int L = lanes_of<RV>;
    if constexpr (L == 1) {
        for (int64_t i = 0; i < k; ++i) ipiv[first][i] = int64_t(piv[i]) + 1;
    } else {
        int64_t* dst[L];
        for (int l = 0; l < count; ++l) dst[l] = ipiv[first + l];
        if constexpr (is_twin<RV>) {
            using P = typename RV::part;
            constexpr int W = lanes_of<P>;
            using R = std::remove_cvref_t<decltype(lane(P{}, 0))>;
            write_pivot_lanes<R, W>(dst, std::min(count, W), k, [piv](int64_t i) { return piv[i].a; });
            if (count > W)
                write_pivot_lanes<R, W>(dst + W, count - W, k, [piv](int64_t i) { return piv[i].b; });
        } else {
            using R = std::remove_cvref_t<decltype(lane(RV{}, 0))>;
            write_pivot_lanes<R, L>(dst, count, k, [piv](int64_t i) { return piv[i]; });
        }
    }
}

template <class RV>
void write_status(const Status& status, int64_t first, int count, RV info) {
    if (!status || !any(gt(info, rc<RV>(0)))) return;  // (the common case: every lane succeeded)
    for (int l = 0; l < count; ++l) {
        const int64_t v = int64_t(lane(info, l));
        if (v > 0) status.report(first + l, v);
    }
}

template <class T>
void lu_vendor(const LuTask<T>& t, int64_t lo, int64_t hi) {
    const int64_t n = t.n, k = std::min(t.m, t.n);
    ScratchFrame frame;
    auto* work = frame.take_array<lapack_int>(size_t(k));
    T* scratch = t.inverts() ? frame.take_array<T>(size_t(n * n)) : nullptr;
    int64_t* own = t.op == LuOp::Inverse ? frame.take_array<int64_t>(size_t(n)) : nullptr;
    if (!work || (t.inverts() && !scratch) || (t.op == LuOp::Inverse && !own)) return;
    for (int64_t i = lo; i < hi; ++i) {
        int64_t info = 0;
        int64_t* piv = own ? own : t.ipiv[i];
        if (t.factors()) info = vendor::getrf(t.layout, t.m, t.n, t.A[i], t.lda, piv, work);
        if (info == 0 && t.solves())
            vendor::getrs(t.layout, t.trans, n, t.nrhs, t.A[i], t.lda, piv, t.B[i], t.ldb, work);
        if (info == 0 && t.inverts()) info = vendor::getri(t.layout, n, t.A[i], t.lda, piv, work, scratch);
        if (info > 0) t.status.report(i, info);
    }
}

}  // namespace

template <class T>
void run(const LuTask<T>& t, int64_t lo, int64_t hi) {
    if (t.path == Path::Vendor) return lu_vendor(t, lo, hi);
    using R = real_t<T>;
    const bool row = t.layout == Layout::RowMajor;
    const int64_t n = t.n, k = std::min(t.m, t.n);
    ScratchFrame frame;
    char* side = frame.take_array<char>(size_t(k + n + 1) * kValueBytes);
    if (!side) return;
    auto compute = [&](int64_t first, int count, auto a_stored, auto... b_stored) {
        if (count == 0) return;  // a container's padding
        constexpr int64_t K = fixed_order<decltype(a_stored)>;
        const auto a = oriented(row, a_stored);
        using V = typename decltype(a)::value;
        using RV = real_part_t<V>;
        RV* piv = reinterpret_cast<RV*>(side);
        V* work = reinterpret_cast<V*>(side + k * kValueBytes);
        RV info = rc<RV>(0);
        if (!t.factors()) read_pivots(t.ipiv, first, count, k, piv);
        if constexpr (sizeof...(b_stored) == 0 && K > 0) {
            with_order<RV, kTwinLu, K>(n, [&](auto N) { getrf_kernel<true>(N, N, a, piv, info); });  // getrf
        } else if constexpr (sizeof...(b_stored) == 0) {
            if (t.op == LuOp::GetrfNoPiv) getrf_kernel<false>(t.m, t.n, a, piv, info);
            else if (t.op != LuOp::Getri && t.m != t.n) getrf_kernel<true>(t.m, t.n, a, piv, info);
            else if (t.op != LuOp::Getri)
                with_order<RV, kTwinLu>(n, [&](auto N) { getrf_kernel<true>(N, N, a, piv, info); });
            if (t.inverts())
                with_order<RV, kTwinOthers>(n, [&](auto N) { getri_kernel(N, a, piv, info, work); });
        } else {
            const auto b = oriented(row, b_stored...);
            if (t.op == LuOp::Gesv)
                with_order<RV, kTwinLu, K>(n, [&](auto N) { getrf_kernel<true>(N, N, a, piv, info); });
            solve_where_factored(b, n, t.nrhs, info, [&] {
                with_order<RV, kTwinLu, K>(n, [&](auto N) { getrs_kernel(t.trans, N, t.nrhs, a, b, piv); });
            });
        }
        if (t.op == LuOp::Getrf || t.op == LuOp::Gesv) {
            if constexpr (K > 0)
                write_pivots(t.ipiv, first, count, std::integral_constant<int64_t, K>{}, piv);
            else write_pivots(t.ipiv, first, count, k, piv);
        }
        write_status(t.status, first, count, info);
        (void)sizeof(R);
    };
    const int64_t ar = row ? t.n : t.m, ac = row ? t.m : t.n;
    const Operand<T> A{t.A, ar, ac, t.lda, true, t.op != LuOp::Getrs};
    const int64_t order = t.m == t.n ? n : 0;
    // constant-stride views for getrf, gesv and getrs (compute's instances of those orders have
    // no other kernels)
    const bool fixed_views = !row && (t.op == LuOp::Getrf || t.solves());
    if (t.solves()) {
        const int64_t br = row ? t.nrhs : t.n, bc = row ? t.n : t.nrhs;
        run_blocks<T, true>(std::max(t.m, t.n) <= kTwinLu, order, fixed_views, t.path, lo, hi, compute, A,
                            Operand<T>{t.B, br, bc, t.ldb, true, true});
    } else {
        run_blocks<T, true>(std::max(t.m, t.n) <= kTwinLu && !t.inverts(), order, fixed_views, t.path, lo, hi,
                            compute, A);
    }
}

template <class T>
void run(const CholTask<T>& t, int64_t lo, int64_t hi) {
    const bool upper = t.uplo == Uplo::Upper, row = t.layout == Layout::RowMajor;
    const int64_t n = t.n;
    if (t.path == Path::Vendor) {
        for (int64_t i = lo; i < hi; ++i) {
            int64_t info = 0;
            if (t.op != CholOp::Potrs) info = vendor::potrf(t.layout, t.uplo, n, t.A[i], t.lda);
            if (info == 0 && t.op != CholOp::Potrf)
                vendor::potrs(t.layout, t.uplo, n, t.nrhs, t.A[i], t.lda, t.B[i], t.ldb);
            if (info > 0) t.status.report(i, info);
        }
        return;
    }
    auto compute = [&](int64_t first, int count, auto a_stored, auto... b_stored) {
        if (count == 0) return;
        constexpr int64_t K = fixed_order<decltype(a_stored)>;
        const auto a = oriented(row, a_stored);
        using V = typename decltype(a)::value;
        using RV = real_part_t<V>;
        RV info = rc<RV>(0);
        if (t.op != CholOp::Potrs)
            with_order<RV, kTwinChol, K>(n, [&](auto N) {
                if (upper) potrf_kernel(N, AdjointView<std::remove_const_t<decltype(a)>>{a}, info);
                else potrf_kernel(N, a, info);
            });
        if constexpr (sizeof...(b_stored) == 1) {
            const auto b = oriented(row, b_stored...);
            solve_where_factored(b, n, t.nrhs, info, [&] {
                with_order<RV, kTwinOthers, K>(n, [&](auto N) { potrs_kernel(upper, N, t.nrhs, a, b); });
            });
        }
        write_status(t.status, first, count, info);
    };
    // the stored triangle: the logical one, or the other for row-major
    const Part part = upper != row ? Part::Upper : Part::Lower;
    // A compact triangle of up to two chunks a column is gathered whole with AVX2: the whole
    // matrix is one run of full chunks, where the triangle's columns end in partial ones (n = 8
    // doubles: 16 chunks in one loop against 12 in 8 columns; dpotrf -8.5% instructions; timed,
    // 9 rounds, spotrf / sposv n = 9-16 1.06-1.22x, Zen 3; kernels/gather.hh). Not with AVX-512,
    // where reading n = 16 whole cost dposv and sposv 0.89-0.92x (Intel Xeon, session 18), nor
    // with the generic kernels (not measured).
    const bool whole = kVectorBytes == 32 && t.lda == n && n <= 2 * kLanes<real_t<T>>;
    const Operand<T> A{t.A, n, n, t.lda, true, t.op != CholOp::Potrs, part, whole};
    if (t.op == CholOp::Potrf) {
        run_blocks<T, true>(n <= kTwinChol, n, !row, t.path, lo, hi, compute, A);
    } else {
        const int64_t br = row ? t.nrhs : n, bc = row ? n : t.nrhs;
        run_blocks<T, false>(false, n, !row, t.path, lo, hi, compute, A,
                             Operand<T>{t.B, br, bc, t.ldb, true, true});
    }
}

BBLAS_FOR_EACH_SCALAR(BBLAS_INSTANTIATE_RUN, LuTask)
BBLAS_FOR_EACH_SCALAR(BBLAS_INSTANTIATE_RUN, CholTask)

BBLAS_TARGET_END
