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
// loops unroll: f gets std::integral_constant<int64_t, n> for those, the int64_t n for others.
inline constexpr int64_t kFixedOrders = 8;
template <class F, size_t... N>
void with_order_impl(int64_t n, F& f, std::index_sequence<N...>) {
    const bool fixed =
        ((n == int64_t(N + 1) ? (f(std::integral_constant<int64_t, N + 1>{}), true) : false) || ...);
    if (!fixed) f(n);
}
template <bool Interleaved, class F>
void with_order(int64_t n, F&& f) {
    if constexpr (Interleaved) with_order_impl(n, f, std::make_index_sequence<kFixedOrders>{});
    else f(n);
}

// With the AVX2 kernels the interleaved path runs two blocks of W matrices as one Twin value
// of 2W lanes (kernels/pack.hh): the steps of a small factorisation depend on each other (square
// root, division, pivot search, then the update that needs them), and a second, independent
// block fills that latency. Measured on Zen 4 (docs/lapack.md, "Two blocks per step"): 1.01-1.47x
// (median 1.18x) with the AVX2 kernels; with AVX-512 (on Zen 4 already two 256-bit halves per
// instruction) 0.87-1.22x, median 1.04x; with the generic ones (16 SSE registers, which two
// blocks overflow beyond n = 8) 0.72-1.39x. So two blocks with AVX2 only.
inline constexpr int kGroups = kVectorBytes == 32 ? 2 : 1;

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

template <class RV>
void write_status(const Status& status, int64_t first, int count, RV info) {
    if (!status) return;
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
        const auto a = row ? a_stored.t() : a_stored;
        using V = typename decltype(a)::value;
        using RV = real_part_t<V>;
        RV* piv = reinterpret_cast<RV*>(side);
        V* work = reinterpret_cast<V*>(side + k * kValueBytes);
        RV info = rc<RV>(0);
        if (!t.factors()) read_pivots(t.ipiv, first, count, k, piv);
        constexpr bool lanes = lanes_of < RV >> 1;
        if constexpr (sizeof...(b_stored) == 0) {
            if (t.op == LuOp::GetrfNoPiv) getrf_kernel<false>(t.m, t.n, a, piv, info);
            else if (t.op != LuOp::Getri && t.m != t.n) getrf_kernel<true>(t.m, t.n, a, piv, info);
            else if (t.op != LuOp::Getri)
                with_order<lanes>(n, [&](auto N) { getrf_kernel<true>(N, N, a, piv, info); });
            if (t.inverts()) with_order<lanes>(n, [&](auto N) { getri_kernel(N, a, piv, info, work); });
        } else {
            const auto b = [row](auto x) { return row ? x.t() : x; }(b_stored...);
            if (t.op == LuOp::Gesv)
                with_order<lanes>(n, [&](auto N) { getrf_kernel<true>(N, N, a, piv, info); });
            solve_where_factored(b, n, t.nrhs, info, [&] {
                with_order<lanes>(n, [&](auto N) { getrs_kernel(t.trans, N, t.nrhs, a, b, piv); });
            });
        }
        if (t.op == LuOp::Getrf || t.op == LuOp::Gesv)
            for (int l = 0; l < count; ++l)
                for (int64_t i = 0; i < k; ++i) t.ipiv[first + l][i] = int64_t(lane(piv[i], l)) + 1;
        write_status(t.status, first, count, info);
        (void)sizeof(R);
    };
    const int64_t ar = row ? t.n : t.m, ac = row ? t.m : t.n;
    const Operand<T> A{t.A, ar, ac, t.lda, true, t.op != LuOp::Getrs};
    if (t.solves()) {
        const int64_t br = row ? t.nrhs : t.n, bc = row ? t.n : t.nrhs;
        run_views_at<T, kGroups>(t.path, lo, hi, compute, A, Operand<T>{t.B, br, bc, t.ldb, true, true});
    } else {
        run_views_at<T, kGroups>(t.path, lo, hi, compute, A);
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
        const auto a = row ? a_stored.t() : a_stored;
        using V = typename decltype(a)::value;
        using RV = real_part_t<V>;
        RV info = rc<RV>(0);
        if (t.op != CholOp::Potrs)
            with_order<(lanes_of<RV> > 1)>(n, [&](auto N) {
                if (upper) potrf_kernel(N, AdjointView<std::remove_const_t<decltype(a)>>{a}, info);
                else potrf_kernel(N, a, info);
            });
        if constexpr (sizeof...(b_stored) == 1) {
            const auto b = [row](auto x) { return row ? x.t() : x; }(b_stored...);
            solve_where_factored(b, n, t.nrhs, info, [&] {
                with_order<(lanes_of<RV> > 1)>(n, [&](auto N) { potrs_kernel(upper, N, t.nrhs, a, b); });
            });
        }
        write_status(t.status, first, count, info);
    };
    // the stored triangle: the logical one, or the other for row-major
    const Part part = upper != row ? Part::Upper : Part::Lower;
    const Operand<T> A{t.A, n, n, t.lda, true, t.op != CholOp::Potrs, part};
    if (t.op == CholOp::Potrf) {
        run_views_at<T, kGroups>(t.path, lo, hi, compute, A);
    } else {
        const int64_t br = row ? t.nrhs : n, bc = row ? n : t.nrhs;
        run_views_at<T, kGroups>(t.path, lo, hi, compute, A, Operand<T>{t.B, br, bc, t.ldb, true, true});
    }
}

BBLAS_FOR_EACH_SCALAR(BBLAS_INSTANTIATE_RUN, LuTask)
BBLAS_FOR_EACH_SCALAR(BBLAS_INSTANTIATE_RUN, CholTask)

BBLAS_TARGET_END
