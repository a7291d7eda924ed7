// Level-1 kernels on one vector (pair) each, written once over an accessor: Unit (increment 1,
// which the compiler vectorises) or Stride (any other increment, negative ones included: the
// accessor's base is the logical first element).
#pragma once

#include <cmath>
#include <complex>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <utility>

#include "bblas/types.hh"
#include "kernels/pack.hh"
#include "kernels/target.hh"

BBLAS_TARGET_BEGIN

template <class T>
struct UnitVec {
    T* p;
    BBLAS_INLINE T& operator[](int64_t i) const { return p[i]; }
};
template <class T>
struct StrideVec {
    T* p;
    int64_t inc;
    BBLAS_INLINE T& operator[](int64_t i) const { return p[i * inc]; }
};

// f(accessor of x) with the accessor type chosen by the increment.
template <class T, class F>
BBLAS_INLINE decltype(auto) with_vec(T* p, int64_t inc, F&& f) {
    if (inc == 1) return f(UnitVec<T>{p});
    return f(StrideVec<T>{p, inc});
}
template <class T, class U, class F>
BBLAS_INLINE decltype(auto) with_vecs(T* x, int64_t incx, U* y, int64_t incy, F&& f) {
    if (incx == 1 && incy == 1) return f(UnitVec<T>{x}, UnitVec<U>{y});
    return f(StrideVec<T>{x, incx}, StrideVec<U>{y, incy});
}

template <class T>
BBLAS_INLINE real_t<T> abs1(T v) {
    if constexpr (is_complex_v<T>) return std::abs(v.real()) + std::abs(v.imag());
    else return std::abs(v);
}

template <class T, class X, class Y>
void axpy_kernel(int64_t n, T alpha, X x, Y y) {
    for (int64_t i = 0; i < n; ++i) y[i] += alpha * x[i];
}
template <class T, class X>
void scal_kernel(int64_t n, T alpha, X x) {
    for (int64_t i = 0; i < n; ++i) x[i] = alpha * x[i];
}
template <class X, class Y>
void copy_kernel(int64_t n, X x, Y y) {
    for (int64_t i = 0; i < n; ++i) y[i] = x[i];
}
template <class X, class Y>
void swap_kernel(int64_t n, X x, Y y) {
    for (int64_t i = 0; i < n; ++i) std::swap(x[i], y[i]);
}

// Reductions over contiguous data run in SIMD: sum over i < len of term(i), a pack of the
// elements [i, i + W), in four accumulators, and of scalar(i) for the last len mod W. (A scalar
// loop stays one dependent chain of additions: the compiler may not reorder them. Two
// accumulators left dasum n = 64 at 0.73x and dzasum at 0.64x the OpenBLAS loop: a chain of
// 4-cycle additions per accumulator.) The order of the additions is not the reference BLAS's, as
// in every vectorised BLAS.
template <class R, class F, class G>
BBLAS_INLINE auto simd_sums(int64_t len, F&& term, G&& scalar) {
    constexpr int W = kLanes<R>;
    using P = decltype(term(int64_t(0)));
    P a{}, b{}, c{}, d{};
    int64_t i = 0;
    for (; i + 4 * W <= len; i += 4 * W)
        a += term(i), b += term(i + W), c += term(i + 2 * W), d += term(i + 3 * W);
    if (i + 2 * W <= len) a += term(i), b += term(i + W), i += 2 * W;
    if (i + W <= len) c += term(i), i += W;
    a += b, c += d, a += c;
    return std::pair{a, [&] {
                         R t = 0;
                         for (; i < len; ++i) t += scalar(i);
                         return t;
                     }()};
}
// Two sums in one pass (simd_sums's term returning both).
template <class P>
struct PackPair {
    P a, b;
    BBLAS_INLINE PackPair& operator+=(PackPair o) {
        a += o.a, b += o.b;
        return *this;
    }
};
template <class R>
using SimdPack = Pack<R, kLanes<R>>;

// Contiguous vectors: real ones directly; complex ones as 2n reals, x * y giving the products
// re*re and im*im of each pair, x * swap(y) re*im and im*re.
template <bool Conj, class T, class U, class V>
T dot_kernel(int64_t n, UnitVec<U> x, UnitVec<V> y) {
    using R = real_t<T>;
    using P = SimdPack<R>;
    const R* xr = reinterpret_cast<const R*>(x.p);
    const R* yr = reinterpret_cast<const R*>(y.p);
    if constexpr (!is_complex_v<T>) {
        const auto [v, tail] = simd_sums<R>(
            n, [&](int64_t i) { return P::load(xr + i) * P::load(yr + i); },
            [&](int64_t i) { return xr[i] * yr[i]; });
        return fold<1>(v).v[0] + tail;
    } else {
        constexpr int W = kLanes<R>;
        const int64_t len = n / (W / 2) * W;  // whole packs of complex numbers
        // one pass for both sums (two passes read x and y twice: zdotc n = 64 ran 0.83x the
        // OpenBLAS loop)
        const auto [sums, none] = simd_sums<R>(
            len,
            [&](int64_t i) {
                const P u = P::load(xr + i), v = P::load(yr + i);
                return PackPair<P>{u * v, u * swap_pairs(v)};
            },
            [](int64_t) { return R(0); });
        (void)none;
        const P same = sums.a, cross = sums.b;
        // dotu: re = sum re*re - im*im, im = sum re*im + im*re; dotc: re = sum re*re + im*im,
        // im = sum re*im - im*re
        const auto sp = fold<2>(same), cp = fold<2>(cross);
        const R even = sp.v[0], odd = sp.v[1], ce = cp.v[0], co = cp.v[1];
        T s = Conj ? T(even + odd, ce - co) : T(even - odd, ce + co);
        for (int64_t i = len / 2; i < n; ++i) {
            if constexpr (Conj) s += std::conj(x[i]) * y[i];
            else s += x[i] * y[i];
        }
        return s;
    }
}

// sum of f over the reals of a contiguous vector (2n of them when complex); f takes a pack or a
// scalar alike.
template <class T, class U, class F>
real_t<T> sum_reals(int64_t n, UnitVec<U> x, F&& f) {
    using R = real_t<T>;
    using P = SimdPack<R>;
    const R* xr = reinterpret_cast<const R*>(x.p);
    const auto [v, tail] = simd_sums<R>(
        n * (is_complex_v<T> ? 2 : 1),
        [&](int64_t i) __attribute__((always_inline)) { return f(P::load(xr + i)); },
        [&](int64_t i) { return f(xr[i]); });
    return fold<1>(v).v[0] + tail;
}

template <class T, class U>
real_t<T> asum_kernel(int64_t n, UnitVec<U> x) {
    return sum_reals<T>(
        n, x, [](auto q) __attribute__((always_inline)) {
            if constexpr (std::is_floating_point_v<decltype(q)>) return std::abs(q);
            else return abs_pack(q);
        });
}

// Reductions over strided vectors: sum over i < n of term(i); from 16 terms in four independent
// sums, each taking every fourth term (one sum is one chain of dependent additions: sasum and
// snrm2 n = 64 at increment 2 ran 0.8x the OpenBLAS loop in memory, Zen 3, session 30; below 16
// the four sums and their final additions cost more than the chain). As in simd_sums, the order
// of the additions is not the reference BLAS's.
template <class S, class F>
BBLAS_INLINE S chain_sums(int64_t n, F&& term) {
    S s[4] = {};
    int64_t i = 0;
    if (n >= 16)
        for (; i + 4 <= n; i += 4)
            for (int c = 0; c < 4; ++c) s[c] += term(i + c);
    for (; i < n; ++i) s[0] += term(i);
    s[0] += s[1], s[2] += s[3], s[0] += s[2];
    return s[0];
}

// A strided complex element's (re, im) as one pack of two lanes, one load: strided complex
// reductions work on both parts at once (as two scalar sums, casum / cnrm2 / cdot n = 32 at
// increment 2 ran 0.42-0.53x the OpenBLAS loop in cache, Zen 3, session 30).
template <class R>
BBLAS_INLINE Pack<R, 2> parts(const std::complex<R>& v) {
    return Pack<R, 2>::load(reinterpret_cast<const R*>(&v));
}

// sum of |x_i|^2 over a vector: in SIMD when contiguous
template <class T, class X>
real_t<T> sum_squares(int64_t n, X x) {
    using R = real_t<T>;
    if constexpr (is_complex_v<T>) {
        const auto squares = [&](int64_t i) {
            const Pack<R, 2> v = parts(x[i]);
            return v * v;
        };
        return fold<1>(chain_sums<Pack<R, 2>>(n, squares)).v[0];
    } else {
        return chain_sums<R>(n, [&](int64_t i) {
            const T v = x[i];
            return v * v;
        });
    }
}
template <class T, class U>
real_t<T> sum_squares(int64_t n, UnitVec<U> x) {
    return sum_reals<T>(
        n, x, [](auto q) __attribute__((always_inline)) { return q * q; });
}

// Complex: the sums of x * y (re*re, im*im) and of x * swap(y) (re*im, im*re), as the
// contiguous kernel above forms them.
template <bool Conj, class T, class X, class Y>
T dot_kernel(int64_t n, X x, Y y) {
    if constexpr (is_complex_v<T>) {
        using P = Pack<real_t<T>, 2>;
        const PackPair<P> s = chain_sums<PackPair<P>>(n, [&](int64_t i) {
            const P u = parts(x[i]), v = parts(y[i]);
            return PackPair<P>{u * v, u * swap_pairs(v)};
        });
        return Conj ? T(s.a.v[0] + s.a.v[1], s.b.v[0] - s.b.v[1])
                    : T(s.a.v[0] - s.a.v[1], s.b.v[0] + s.b.v[1]);
    } else {
        return chain_sums<T>(n, [&](int64_t i) { return T(x[i] * y[i]); });
    }
}

template <class T, class X>
real_t<T> asum_kernel(int64_t n, X x) {
    using R = real_t<T>;
    if constexpr (is_complex_v<T>)
        return fold<1>(chain_sums<Pack<R, 2>>(n, [&](int64_t i) { return abs_pack(parts(x[i])); })).v[0];
    else return chain_sums<R>(n, [&](int64_t i) { return abs1(x[i]); });
}

// First index of the largest |re| + |im| (0-based; 0 for n = 0), as the reference BLAS.
template <class T, class X>
int64_t iamax_kernel(int64_t n, X x) {
    if (n <= 0) return 0;
    int64_t best = 0;
    real_t<T> m = abs1(x[0]);
    for (int64_t i = 1; i < n; ++i) {
        const real_t<T> a = abs1(x[i]);
        if (a > m) m = a, best = i;
    }
    return best;
}

// Contiguous vectors in SIMD: per lane the largest magnitude so far and its first index (a NaN is
// never larger, so it is skipped, as above), in C independent chains taking every C-th pack (one
// chain's compare-and-blend per pack was a dependent chain: idamax n = 64 at 0.8x the OpenBLAS
// loop); then the largest over chains and lanes, the smallest index holding it, and the last
// elements after the whole packs. Complex vectors (Cx) are 2n reals: a pack's |re| + |im| sums
// the lanes of each pair into both (the same magnitude twice), their index the element's, carried
// as (real offset) / 2, so the even lane holds it exactly and the odd one half more: the smallest
// index at the top is always the even lane's (izamax n = 64 ran 0.88x the loop on the scalar
// loop). Indices travel as reals, exact below 2^digits (2^24 in float; half that for complex);
// longer vectors take the scalar loop.
template <int C, bool Cx, class R>
int64_t iamax_simd(int64_t n, const R* x) {
    constexpr int W = kLanes<R>;
    using P = Pack<R, W>;
    using V = typename P::Vec;
    const int64_t reals = Cx ? 2 * n : n;
    const R scale = Cx ? R(0.5) : R(1);  // element index per real offset
    // every chain index c a constant (fold expressions), so that the chains stay in registers
    return [&]<int... c>(std::integer_sequence<int, c...>) __attribute__((always_inline)) {
        V m[C], at[C], index[C];
        auto init = [&](int k) __attribute__((always_inline)) {
            m[k] = P::broadcast(R(-1)).v, at[k] = V{}, index[k] = iota_pack<R, W>(R(k * W)).v * scale;
        };
        auto step = [&](int k, int64_t i) __attribute__((always_inline)) {
            P a = abs_pack(P::load(x + i));
            if constexpr (Cx) a = P{a.v + swap_pairs(a).v};
            const auto larger = a.v > m[k];
            m[k] = larger ? a.v : m[k];
            at[k] = larger ? index[k] : at[k];
        };
        (init(c), ...);
        int64_t i = 0;
        for (; i + C * W <= reals; i += C * W) {
            (step(c, i + c * W), ...);
            ((index[c] += R(C * W) * scale), ...);
        }
        // the last whole packs (fewer than C), chain c taking pack i + c W, where index[c] is
        ((i + (c + 1) * W <= reals && (step(c, i + c * W), true)), ...);
        V top_lanes = m[0];
        ((top_lanes = m[c] > top_lanes ? m[c] : top_lanes), ...);
        auto max = [](auto u, auto v) { return u > v ? u : v; };
        auto min = [](auto u, auto v) { return u < v ? u : v; };
        R top = fold<1>(P{top_lanes}, max).v[0];
        const V none = P::broadcast(R(n)).v, top_v = P::broadcast(top).v;
        V first = none;
        ((first = min(first, m[c] == top_v ? at[c] : none)), ...);
        int64_t best = int64_t(fold<1>(P{first}, min).v[0]);
        // the packs above took every whole one
        for (int64_t j = reals / W * W / (Cx ? 2 : 1); j < n; ++j) {
            const R a = Cx ? std::abs(x[2 * j]) + std::abs(x[2 * j + 1]) : std::abs(x[j]);
            if (a > top) top = a, best = j;
        }
        return best;
    }
    (std::make_integer_sequence<int, C>{});
}

template <class T, class U>
int64_t iamax_kernel(int64_t n, UnitVec<U> x) {
    using R = real_t<T>;
    constexpr int W = kLanes<R>;
    constexpr bool cx = is_complex_v<T>;
    constexpr int per_pack = cx ? W / 2 : W;  // elements
    const R* xr = reinterpret_cast<const R*>(x.p);
    if (n > 0 && std::isnan(abs1(T(x[0])))) return 0;  // nothing is larger than the first NaN
    if (n >= per_pack && n < (int64_t(1) << (std::numeric_limits<R>::digits - (cx ? 1 : 0))))
        return n >= 4 * per_pack ? iamax_simd<4, cx>(n, xr) : iamax_simd<1, cx>(n, xr);
    return iamax_kernel<T>(n, StrideVec<U>{x.p, 1});
}

// Euclidean norm. The plain sum of squares is exact enough whenever it is finite and so large
// that squares lost to underflow (each below the smallest normal number) cannot matter; only
// otherwise (overflow, underflow, NaN) the scaled sum of squares of the reference BLAS runs.
// (nrm2_finish: from the plain sum of squares ssq of x.)
// (nrm2_plain_floor: the least plain sum of squares of n elements that is used as it is.)
template <class R>
BBLAS_INLINE R nrm2_plain_floor(int64_t n) {
    return R(2 * n) * (std::numeric_limits<R>::min() / std::numeric_limits<R>::epsilon());
}
template <class T, class X>
real_t<T> nrm2_finish(real_t<T> ssq, int64_t n, X x) {
    using R = real_t<T>;
    if (std::isfinite(ssq) && ssq >= nrm2_plain_floor<R>(n)) return std::sqrt(ssq);
    R scale = 0, sum = 1;
    auto add = [&](R c) {
        const R a = std::abs(c);
        if (a == R(0)) return;
        if (scale < a) {
            const R r = scale / a;
            sum = 1 + sum * r * r;
            scale = a;
        } else {
            const R r = a / scale;
            sum += r * r;
        }
    };
    for (int64_t i = 0; i < n; ++i) {
        const T v = x[i];
        if constexpr (is_complex_v<T>) add(v.real()), add(v.imag());
        else add(v);
    }
    return scale * std::sqrt(sum);
}

template <class T, class X>
real_t<T> nrm2_kernel(int64_t n, X x) {
    return nrm2_finish<T>(sum_squares<T>(n, x), n, x);
}

BBLAS_TARGET_END
