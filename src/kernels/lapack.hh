// Batched LAPACK kernels, written once over a view (kernels/view.hh): with scalar views they
// factor one matrix (the direct path), with interleaved views W matrices at once, one per lane.
// Everything that depends on the data of one matrix (the pivot row, a zero pivot, a failed
// Cholesky step) is a per-lane value or mask: pivot indices and info codes are carried as real
// values lane by lane (exact: orders stay far below 2^24), row interchanges are blends, and a
// lane whose factorisation stops keeps its values through blended stores.
#pragma once

#include <cmath>
#include <complex>
#include <cstdint>
#include <type_traits>

#include <immintrin.h>

#include "kernels/pack.hh"
#include "kernels/scalar.hh"
#include "kernels/target.hh"
#include "kernels/triangular.hh"

BBLAS_TARGET_BEGIN

// ----- per-lane value helpers: scalars (one matrix) and packs (one matrix per lane) -----
template <class V>
struct RealPart {
    using type = V;
};
template <class R>
struct RealPart<std::complex<R>> {
    using type = R;
};
template <class R, int W>
struct RealPart<CPack<R, W>> {
    using type = Pack<R, W>;
};
// The real companion of a value type: |x|, pivot indices and info codes, lane by lane.
template <class V>
using real_part_t = typename RealPart<V>::type;

template <class RV>
inline constexpr int lanes_of = 1;
template <class R, int W>
inline constexpr int lanes_of<Pack<R, W>> = W;

template <class R>
BBLAS_INLINE R rconst(R, double c) {
    return R(c);
}
template <class R, int W>
BBLAS_INLINE Pack<R, W> rconst(Pack<R, W>, double c) {
    return Pack<R, W>::broadcast(R(c));
}
template <class RV>
BBLAS_INLINE RV rc(double c) {
    return rconst(RV{}, c);
}

// |re| + |im|, LAPACK's measure for choosing a pivot (izamax)
template <class R>
BBLAS_INLINE R abs1(R x) {
    return std::fabs(x);
}
template <class R>
BBLAS_INLINE R abs1(std::complex<R> x) {
    return std::fabs(x.real()) + std::fabs(x.imag());
}
template <class R, int W>
BBLAS_INLINE Pack<R, W> abs1(Pack<R, W> x) {
    return abs_pack(x);  // one AND per candidate of getrf's pivot search, not three instructions
}
template <class R, int W>
BBLAS_INLINE Pack<R, W> abs1(CPack<R, W> x) {
    return abs1(x.re) + abs1(x.im);
}

template <class R>
BBLAS_INLINE R re_of(R x) {
    return x;
}
template <class R>
BBLAS_INLINE R re_of(std::complex<R> x) {
    return x.real();
}
template <class R, int W>
BBLAS_INLINE Pack<R, W> re_of(CPack<R, W> x) {
    return x.re;
}

template <class R>
BBLAS_INLINE R abs2(R x) {
    return x * x;
}
template <class R>
BBLAS_INLINE R abs2(std::complex<R> x) {
    return x.real() * x.real() + x.imag() * x.imag();
}
template <class R, int W>
BBLAS_INLINE Pack<R, W> abs2(CPack<R, W> x) {
    return x.re * x.re + x.im * x.im;
}

// the value type V holding real r
template <class V, class RV>
BBLAS_INLINE V from_real(RV r) {
    if constexpr (std::is_same_v<V, RV>) return r;
    else if constexpr (requires { V{r, RV{}}.re; }) return V{r, RV{}};
    else return V(r, 0);
}

// comparisons give bool for scalars and lane masks for packs
template <class R>
BBLAS_INLINE bool gt(R a, R b) {
    return a > b;
}
template <class R, int W>
BBLAS_INLINE auto gt(Pack<R, W> a, Pack<R, W> b) {
    return a.v > b.v;
}
template <class R>
BBLAS_INLINE bool eq(R a, R b) {
    return a == b;
}
template <class R, int W>
BBLAS_INLINE auto eq(Pack<R, W> a, Pack<R, W> b) {
    return a.v == b.v;
}
BBLAS_INLINE bool mnot(bool m) { return !m; }
template <class M>
BBLAS_INLINE M mnot(M m) {
    return ~m;
}
BBLAS_INLINE bool mand(bool a, bool b) { return a && b; }
template <class M>
BBLAS_INLINE M mand(M a, M b) {
    return a & b;
}
BBLAS_INLINE bool any(bool m) { return m; }
template <class M>
BBLAS_INLINE bool any(M m) {
    bool r = false;
    for (int l = 0; l < int(sizeof(M) / sizeof(m[0])); ++l) r = r || m[l];
    return r;
}

// m ? a : b, lane by lane
template <class X>
BBLAS_INLINE X sel(bool m, X a, X b) {
    return m ? a : b;
}
template <class M, class R, int W>
BBLAS_INLINE Pack<R, W> sel(M m, Pack<R, W> a, Pack<R, W> b) {
    return {m ? a.v : b.v};
}
template <class M, class R, int W>
BBLAS_INLINE CPack<R, W> sel(M m, CPack<R, W> a, CPack<R, W> b) {
    return {sel(m, a.re, b.re), sel(m, a.im, b.im)};
}

// sqrt(x) and 1 / sqrt(x) for x > 0 (finite). With AVX-512 from the 14-bit reciprocal square
// root estimate and Newton steps y <- y (3/2 - x/2 y^2) (one for float, two for double: 14 ->
// 28 -> 56 bits), all on the FMA units: a vector square root and division each take a divider
// for 12-16 cycles per 512-bit vector on x86 cores, which made them the cost of a small Cholesky
// step. The results are within a few ulps, not correctly rounded (LAPACK's potf2 divides by
// sqrt(x); the factorisation's backward error bound is unchanged). Elsewhere sqrt and division.
template <class RV>
struct RootPair {
    RV root, inverse;
};
template <class RV>
inline constexpr int value_bytes = sizeof(RV);
template <class R, int W>
inline constexpr int value_bytes<Pack<R, W>> = sizeof(R) * W;
template <class RV>
BBLAS_INLINE RootPair<RV> sqrt_and_inverse(RV x) {
    if constexpr (lanes_of < RV >> 1 && value_bytes<RV> == 64 && kVectorBytes == 64) {
        using Vec = typename RV::Vec;
        using R = std::remove_cvref_t<decltype(x.v[0])>;
        constexpr bool dbl = sizeof(R) == 8;
        // (maskz: the unmasked forms start from an undefined register, which GCC 12 warns of)
        RV y{dbl ? (Vec)_mm512_maskz_rsqrt14_pd(__mmask8(-1), (__m512d)x.v)
                 : (Vec)_mm512_maskz_rsqrt14_ps(__mmask16(-1), (__m512)x.v)};
        const RV half_x = R(0.5) * x, three_halves = RV::broadcast(R(1.5));
        for (int it = 0; it < (dbl ? 2 : 1); ++it) y = y * (three_halves - (half_x * y) * y);
        return {x * y, y};
    } else {
        const RV root = sqrt_of(x);
        return {root, rc<RV>(1) / root};
    }
}

// 1 as the scalar that scales a value type (trsm_kernel's alpha)
template <class V>
struct ScalarOf {
    using type = V;
};
template <class R, int W>
struct ScalarOf<Pack<R, W>> {
    using type = R;
};
template <class R, int W>
struct ScalarOf<CPack<R, W>> {
    using type = std::complex<R>;
};
template <class V>
BBLAS_INLINE typename ScalarOf<V>::type scalar_one() {
    return typename ScalarOf<V>::type(1);
}

template <class R>
BBLAS_INLINE R lane(R x, int) {
    return x;
}
template <class R, int W>
BBLAS_INLINE R lane(Pack<R, W> x, int l) {
    return x.v[l];
}
template <class R>
BBLAS_INLINE void set_lane(R& x, int, R v) {
    x = v;
}
template <class R, int W>
BBLAS_INLINE void set_lane(Pack<R, W>& x, int l, R v) {
    x.v[l] = v;
}

// The same helpers on a Twin (kernels/pack.hh): two blocks of lanes, each its own value.
template <class P>
struct RealPart<Twin<P>> {
    using type = Twin<real_part_t<P>>;
};
template <class P>
struct ScalarOf<Twin<P>> {
    using type = typename ScalarOf<P>::type;
};
template <class P>
inline constexpr int lanes_of<Twin<P>> = 2 * lanes_of<P>;
template <class P>
inline constexpr int value_bytes<Twin<P>> = 2 * value_bytes<P>;
template <class P>
BBLAS_INLINE Twin<P> rconst(Twin<P>, double c) {
    return {rconst(P{}, c), rconst(P{}, c)};
}
template <class P>
BBLAS_INLINE auto abs1(Twin<P> x) {
    return Twin<decltype(abs1(x.a))>{abs1(x.a), abs1(x.b)};
}
template <class P>
BBLAS_INLINE auto abs2(Twin<P> x) {
    return Twin<decltype(abs2(x.a))>{abs2(x.a), abs2(x.b)};
}
template <class P>
BBLAS_INLINE auto re_of(Twin<P> x) {
    return Twin<decltype(re_of(x.a))>{re_of(x.a), re_of(x.b)};
}
template <class V, class P>
BBLAS_INLINE V from_real(Twin<P> r) {
    return {from_real<typename V::part>(r.a), from_real<typename V::part>(r.b)};
}
template <class P>
BBLAS_INLINE auto gt(Twin<P> x, Twin<P> y) {
    return Twin<decltype(gt(x.a, y.a))>{gt(x.a, y.a), gt(x.b, y.b)};
}
template <class P>
BBLAS_INLINE auto eq(Twin<P> x, Twin<P> y) {
    return Twin<decltype(eq(x.a, y.a))>{eq(x.a, y.a), eq(x.b, y.b)};
}
template <class M>
BBLAS_INLINE Twin<M> mnot(Twin<M> m) {
    return {mnot(m.a), mnot(m.b)};
}
template <class M>
BBLAS_INLINE Twin<M> mand(Twin<M> x, Twin<M> y) {
    return {mand(x.a, y.a), mand(x.b, y.b)};
}
template <class M>
BBLAS_INLINE bool any(Twin<M> m) {
    return any(m.a) || any(m.b);
}
template <class M, class P>
BBLAS_INLINE Twin<P> sel(Twin<M> m, Twin<P> x, Twin<P> y) {
    return {sel(m.a, x.a, y.a), sel(m.b, x.b, y.b)};
}
template <class P>
BBLAS_INLINE RootPair<Twin<P>> sqrt_and_inverse(Twin<P> x) {
    const auto a = sqrt_and_inverse(x.a), b = sqrt_and_inverse(x.b);
    return {{a.root, b.root}, {a.inverse, b.inverse}};
}
template <class P>
BBLAS_INLINE auto lane(Twin<P> x, int l) {
    return l < lanes_of<P> ? lane(x.a, l) : lane(x.b, l - lanes_of<P>);
}
template <class P, class R>
BBLAS_INLINE void set_lane(Twin<P>& x, int l, R v) {
    if (l < lanes_of<P>) set_lane(x.a, l, v);
    else set_lane(x.b, l - lanes_of<P>, v);
}

// A stored upper triangle seen as the lower one of its conjugate transpose (A = U^H U becomes
// A = L L^H with L = U^H), for reading and writing.
template <class VA>
struct AdjointView {
    using value = typename VA::value;
    static constexpr bool complex = VA::complex;
    VA a;
    BBLAS_INLINE value load(int64_t i, int64_t j) const { return conj_value(a.load(j, i)); }
    BBLAS_INLINE void store(int64_t i, int64_t j, value v) const { a.store(j, i, conj_value(v)); }
};

// ----- LU -----

// Row k and row idx (>= k, per lane) of column j of a exchanged, lane by lane; rows < `rows`.
template <class VA, class RV>
BBLAS_INLINE void exchange(VA a, int64_t k, RV idx, int64_t rows, int64_t j) {
    using V = typename VA::value;
    if constexpr (lanes_of<RV> == 1) {
        const int64_t p = int64_t(idx);
        if (p != k) {
            const V x = a.load(k, j);
            a.store(k, j, a.load(p, j));
            a.store(p, j, x);
        }
    } else {
        const V ak = a.load(k, j);
        V ap = ak;
        RV row = rc<RV>(double(k + 1));  // r as a running value: no conversion per row
        for (int64_t r = k + 1; r < rows; ++r, row = row + rc<RV>(1)) {
            const V x = a.load(r, j);
            const auto hit = eq(idx, row);
            ap = sel(hit, x, ap);
            a.store(r, j, sel(hit, ak, x));
        }
        a.store(k, j, ap);
    }
}

// Whether any lane of idx differs from k (a row exchange is needed).
template <class RV>
BBLAS_INLINE bool moves(RV idx, int64_t k) {
    return any(mnot(eq(idx, rc<RV>(double(k)))));
}

// Step k of getrf_kernel on interleaved lanes, after the pivot search (pv: the pivot, row idx
// per lane; inv = 1 / pv): the interchange of rows k and idx fused into the scaling of column k
// and the update of the columns right of it, so that each of their elements is loaded and
// stored once, not once by the interchange and again by the update (Swap: some lane moves;
// without it, as without pivoting, the step is the plain scaling and update).
// The interchange, lane by lane a blend per row, had been half of dgetrf n = 8's time (perf,
// Intel Xeon with AVX-512, 2026-11-27).
template <bool Swap, class VA, class RV, class M, class N>
BBLAS_INLINE void getrf_step(int64_t k, M m, N n, VA a, RV idx, typename VA::value pv,
                             typename VA::value inv) {
    using V = typename VA::value;
    if constexpr (Swap)
        for (int64_t j = 0; j < k; ++j) exchange(a, k, idx, m, j);
    // row r's lanes that take row k's values (as a running row number: no conversion per row)
    const auto hit = [&](RV row) {
        if constexpr (Swap) return eq(idx, row);
        else return false;
    };
    const auto pick = [&](auto h, V from_k, V x) {
        if constexpr (Swap) return sel(h, from_k, x);
        else return x;
    };
    const RV first = rc<RV>(double(k + 1)), step = rc<RV>(1);
    const V akk = a.load(k, k);
    if constexpr (Swap) a.store(k, k, pv);  // else pv is A(k, k) in every lane
    RV row = first;
    for (int64_t r = k + 1; r < m; ++r, row = row + step)
        a.store(r, k, pick(hit(row), akk, a.load(r, k)) * inv);
    for (int64_t j = k + 1; j < n; ++j) {
        const V ak = a.load(k, j);
        V u = ak;  // row idx's value: the new row k
        if constexpr (Swap) {
            row = first;
            for (int64_t r = k + 1; r < m; ++r, row = row + step) u = sel(hit(row), a.load(r, j), u);
        }
        a.store(k, j, u);
        row = first;
        for (int64_t r = k + 1; r < m; ++r, row = row + step)
            a.store(r, j, pick(hit(row), ak, a.load(r, j)) - a.load(r, k) * u);
    }
}

// P A = L U of the m x n matrix a, right-looking and unblocked (LAPACK's getf2): the pivot of
// column k is its first entry of largest |re| + |im| at or below the diagonal (Pivot) or the
// diagonal itself; piv[k] gets its 0-based row. A zero pivot sets info to k + 1 (first one only),
// leaves its column unscaled, and the factorisation goes on, as LAPACK's.
// m and n: int64_t, or std::integral_constant for the orders unrolled at compile time.
template <bool Pivot, class VA, class RV, class M, class N>
void getrf_kernel(M m, N n, VA a, RV* piv, RV& info) {
    using V = typename VA::value;
    const int64_t kmax = int64_t(m) < int64_t(n) ? int64_t(m) : int64_t(n);
    for_steps<N>(
        kmax, [&](int64_t k) __attribute__((always_inline)) {
            V pv = a.load(k, k);
            RV best = abs1(pv), idx = rc<RV>(double(k));
            if constexpr (Pivot)
                for (int64_t r = k + 1; r < m; ++r) {
                    const V x = a.load(r, k);
                    const RV ax = abs1(x);
                    const auto bigger = gt(ax, best);
                    best = sel(bigger, ax, best);
                    idx = sel(bigger, rc<RV>(double(r)), idx);
                    pv = sel(bigger, x, pv);
                }
            piv[k] = idx;
            const auto zero = eq(best, rc<RV>(0));
            info = sel(mand(zero, eq(info, rc<RV>(0))), rc<RV>(double(k + 1)), info);
            const V one = from_real<V>(rc<RV>(1));
            const V inv = one / sel(zero, one, pv);
            if constexpr (lanes_of < RV >> 1) {
                if (Pivot && moves(idx, k)) getrf_step<true>(k, m, n, a, idx, pv, inv);
                else getrf_step<false>(k, m, n, a, idx, pv, inv);
                return true;
            }
            // one matrix: the interchange is a plain swap of two rows
            if (Pivot && moves(idx, k))
                for (int64_t j = 0; j < n; ++j) exchange(a, k, idx, m, j);
            for (int64_t r = k + 1; r < m; ++r) a.store(r, k, a.load(r, k) * inv);
            for (int64_t j = k + 1; j < n; ++j) {
                const V u = a.load(k, j);
                for (int64_t r = k + 1; r < m; ++r) a.store(r, j, a.load(r, j) - a.load(r, k) * u);
            }
            return true;
        });
}

// op(A) X = B from getrf's factors (LAPACK's getrs): the interchanges, then two triangular
// solves with the unit lower and the upper factor (in reverse for the transposed systems).
template <class VA, class VB, class RV, class N>
void getrs_kernel(Op trans, N n, int64_t nrhs, VA a, VB b, const RV* piv) {
    using V = typename VB::value;
    if (trans == Op::NoTrans) {
        for_steps<N>(
            int64_t(n), [&](int64_t k) __attribute__((always_inline)) {
                if (moves(piv[k], k))
                    for (int64_t j = 0; j < nrhs; ++j) exchange(b, k, piv[k], n, j);
                return true;
            });
        trsm_kernel(true, true, n, nrhs, scalar_one<V>(), a, b);
        trsm_kernel(false, false, n, nrhs, scalar_one<V>(), a, b);
        return;
    }
    auto solve = [&](auto at) {
        trsm_kernel(true, false, n, nrhs, scalar_one<V>(), at, b);
        trsm_kernel(false, true, n, nrhs, scalar_one<V>(), at, b);
    };
    if (VA::complex && trans == Op::ConjTrans) solve(a.t().conjugated());
    else solve(a.t());
    for (int64_t k = n - 1; k >= 0; --k)
        if (moves(piv[k], k))
            for (int64_t j = 0; j < nrhs; ++j) exchange(b, k, piv[k], n, j);
}

// inv(A) from getrf's factors, in place (LAPACK's getri, unblocked): inv(U), then
// inv(A) L = inv(U) column by column from the right, then the interchanges on columns.
// Lanes with info != 0 (a zero on U's diagonal) are left as they are, with info set to the
// first such column. work: n values.
template <class VA, class RV, class N>
void getri_kernel(N n, VA a, const RV* piv, RV& info, typename VA::value* work) {
    using V = typename VA::value;
    for (int64_t j = 0; j < n; ++j)
        info = sel(mand(eq(info, rc<RV>(0)), eq(abs1(a.load(j, j)), rc<RV>(0))), rc<RV>(double(j + 1)), info);
    const auto ok = eq(info, rc<RV>(0));
    const bool guard = any(mnot(ok));
    if constexpr (lanes_of<RV> == 1)
        if (guard) return;
    auto put = [&](int64_t i, int64_t j, V x) { a.store(i, j, guard ? sel(ok, x, a.load(i, j)) : x); };
    const V one = from_real<V>(rc<RV>(1));
    // inv(U), column by column (trti2): column j of inv(U) is -inv(U(0:j,0:j)) U(0:j,j) / U(j,j)
    for (int64_t j = 0; j < n; ++j) {
        const V d = one / sel(ok, a.load(j, j), one);
        put(j, j, d);
        const V neg = V{} - d;
        for (int64_t i = 0; i < j; ++i) {
            V s = a.load(i, i) * a.load(i, j);
            for (int64_t l = i + 1; l < j; ++l) s += a.load(i, l) * a.load(l, j);
            put(i, j, neg * s);
        }
    }
    // inv(A) = inv(U) inv(L), from the last column on
    for (int64_t j = n - 2; j >= 0; --j) {
        for (int64_t i = j + 1; i < n; ++i) {
            work[i] = a.load(i, j);
            put(i, j, V{});
        }
        for (int64_t i = 0; i < n; ++i) {
            V s = a.load(i, j);
            for (int64_t l = j + 1; l < n; ++l) s -= a.load(i, l) * work[l];
            put(i, j, s);
        }
    }
    // column interchanges in reverse; lanes left alone exchange nothing
    const auto at = a.t();
    for (int64_t j = n - 2; j >= 0; --j) {
        const RV idx = sel(ok, piv[j], rc<RV>(double(j)));
        if (moves(idx, j))
            for (int64_t i = 0; i < n; ++i) exchange(at, j, idx, n, i);
    }
}

// ----- Cholesky -----

// A = L L^H of the lower triangle of a, left-looking and unblocked (LAPACK's potf2). At the
// first step j whose pivot is not positive (or NaN) a lane stops: its A(j, j) holds that value,
// info = j + 1, and nothing after it changes, as in LAPACK. Lanes with info != 0 on entry are
// not touched.
template <class VA, class RV, class N>
void potrf_kernel(N n, VA a, RV& info) {
    using V = typename VA::value;
    auto alive = eq(info, rc<RV>(0));
    for (int64_t j = 0; j < n; ++j) {
        RV d = re_of(a.load(j, j));
        for (int64_t l = 0; l < j; ++l) d -= abs2(a.load(j, l));
        const auto bad = mand(alive, mnot(gt(d, rc<RV>(0))));
        info = sel(bad, rc<RV>(double(j + 1)), info);
        const auto ok = mand(alive, mnot(bad));
        if constexpr (lanes_of<RV> == 1)
            if (bad) {
                a.store(j, j, from_real<V>(d));
                return;
            }
        const auto [s, r] = sqrt_and_inverse(sel(ok, d, rc<RV>(1)));
        a.store(j, j, sel(bad, from_real<V>(d), sel(ok, from_real<V>(s), a.load(j, j))));
        const V inv = from_real<V>(r);
        for (int64_t i = j + 1; i < n; ++i) {
            const V old = a.load(i, j);
            V x = old;
            for (int64_t l = 0; l < j; ++l) x -= a.load(i, l) * conj_value(a.load(j, l));
            a.store(i, j, sel(ok, x * inv, old));
        }
        alive = ok;
        if (!any(alive)) return;
    }
}

// A X = B from the Cholesky factor in a's lower (A = L L^H) or upper (A = U^H U) triangle:
// L Y = B, L^H X = Y with L = U^H for the upper one.
// n: int64_t or std::integral_constant, as for potrf_kernel.
template <class VA, class VB, class N>
void potrs_kernel(bool upper, N n, int64_t nrhs, VA a, VB b) {
    using V = typename VB::value;
    if (upper) {
        trsm_kernel(true, false, n, nrhs, scalar_one<V>(), a.t().conjugated(), b);
        trsm_kernel(false, false, n, nrhs, scalar_one<V>(), a, b);
    } else {
        trsm_kernel(true, false, n, nrhs, scalar_one<V>(), a, b);
        trsm_kernel(false, false, n, nrhs, scalar_one<V>(), a.t().conjugated(), b);
    }
}

BBLAS_TARGET_END
