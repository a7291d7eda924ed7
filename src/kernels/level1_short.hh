// Level-1 kernels on contiguous vectors of a compile-time length N <= kShortLength: the common
// batch of many short vectors. A vector's L = N reals (2N when complex, as (re, im) pairs) sit
// in K registers of W lanes, the last one loaded and stored partially (load_first/store_first:
// nothing past the vector is read or written). No loop, no branch, and reductions are a tree
// over just the lanes in use; the general kernels (level1.hh) spend most of a short vector's
// time on their loop set-up and on reducing a whole register.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <utility>

#include "bblas/types.hh"
#include "kernels/pack.hh"
#include "kernels/target.hh"

BBLAS_TARGET_BEGIN

// 32 with AVX-512's 32 registers: a complex double vector of 32 is 8 of them per operand. At
// n = 24 the general kernels ran ddot at 0.72x and cdotu at 0.87x the OpenBLAS loop (Xeon 0xA7
// VM, session 20), these 0.97x and 1.29x. 16 with 16 registers (AVX2, SSE), where two operands
// of 32 complex doubles would not fit.
inline constexpr int kShortLength = kRegisters >= 32 ? 32 : 16;

template <int L, class R>
struct Short {
    // the narrowest power-of-two width of at least 16 bytes holding L, at most a register
    static constexpr int W =
        std::min(kLanes<R>, std::max(int(std::bit_ceil(unsigned(L))), 16 / int(sizeof(R))));
    static constexpr int K = (L + W - 1) / W, Last = L - (K - 1) * W;
    using P = Pack<R, W>;
    P p[K];

    BBLAS_INLINE static Short load(const R* x) {
        Short s;
        for (int k = 0; k + 1 < K; ++k) s.p[k] = P::load(x + k * W);
        s.p[K - 1] = load_first<Last, R, W>(x + (K - 1) * W);
        return s;
    }
    BBLAS_INLINE void store(R* x) const {
        for (int k = 0; k + 1 < K; ++k) p[k].store(x + k * W);
        store_first<Last>(p[K - 1], x + (K - 1) * W);
    }
    template <class F>
    BBLAS_INLINE Short map(F&& f) const {
        Short r;
        for (int k = 0; k < K; ++k) r.p[k] = f(p[k], k);
        return r;
    }
    // the packs added lane by lane (lanes past L are zero)
    BBLAS_INLINE P sum() const {
        P s = p[0];
        for (int k = 1; k < K; ++k) s += p[k];
        return s;
    }
};

// alpha * q for q holding T's reals: complex as ar q + ai (-im, re)
template <class T, class R, int W>
BBLAS_INLINE Pack<R, W> scaled(T alpha, Pack<R, W> q) {
    if constexpr (!is_complex_v<T>) {
        return alpha * q;
    } else {
        const auto s = swap_pairs(q);
        typename Pack<R, W>::Vec sign;
        for (int l = 0; l < W; ++l) sign[l] = l % 2 ? R(1) : R(-1);
        return alpha.real() * q + alpha.imag() * Pack<R, W>{s.v * sign};
    }
}

template <class T>
inline constexpr int kRealsPer = is_complex_v<T> ? 2 : 1;
template <class T, int N>
using ShortOf = Short<N * kRealsPer<T>, real_t<T>>;

template <class T>
BBLAS_INLINE real_t<T>* reals(T* p) {
    return reinterpret_cast<real_t<T>*>(p);
}
template <class T>
BBLAS_INLINE const real_t<T>* reals(const T* p) {
    return reinterpret_cast<const real_t<T>*>(p);
}

template <int N, class T>
BBLAS_INLINE void axpy_short(T alpha, const T* x, T* y) {
    using S = ShortOf<T, N>;
    const S a = S::load(reals(x));
    S::load(reals(y)).map([&](auto q, int k) { return q + scaled(alpha, a.p[k]); }).store(reals(y));
}
template <int N, class T>
BBLAS_INLINE void scal_short(T alpha, T* x) {
    using S = ShortOf<T, N>;
    S::load(reals(x)).map([&](auto q, int) { return scaled(alpha, q); }).store(reals(x));
}
template <int N, class T>
BBLAS_INLINE void copy_short(const T* x, T* y) {
    using S = ShortOf<T, N>;
    S::load(reals(x)).store(reals(y));
}
template <int N, class T>
BBLAS_INLINE void swap_short(T* x, T* y) {
    using S = ShortOf<T, N>;
    const S a = S::load(reals(x)), b = S::load(reals(y));
    b.store(reals(x));
    a.store(reals(y));
}

template <int N, bool Conj, class T>
BBLAS_INLINE T dot_short(const T* x, const T* y) {
    using S = ShortOf<T, N>;
    const S a = S::load(reals(x)), b = S::load(reals(y));
    const auto same = a.map([&](auto q, int k) { return q * b.p[k]; }).sum();
    if constexpr (!is_complex_v<T>) {
        return fold<1>(same).v[0];
    } else {
        // re*re and im*im in `same`, re*im and im*re in `cross` (as in dot_kernel)
        const auto cross = a.map([&](auto q, int k) { return q * swap_pairs(b.p[k]); }).sum();
        const auto s = fold<2>(same), c = fold<2>(cross);
        return Conj ? T(s.v[0] + s.v[1], c.v[0] - c.v[1]) : T(s.v[0] - s.v[1], c.v[0] + c.v[1]);
    }
}

// sum over the reals of x of f (a pack to a pack)
template <int N, class T, class F>
BBLAS_INLINE real_t<T> sum_reals_short(const T* x, F&& f) {
    using S = ShortOf<T, N>;
    return fold<1>(S::load(reals(x)).map([&](auto q, int) { return f(q); }).sum()).v[0];
}

// Contiguous vectors of at most kShortLength elements go to the compile-time-length kernels,
// the length dispatched once for the whole range of problems.
inline bool is_short(int64_t n, int64_t incx, int64_t incy) {
    return n >= 1 && n <= kShortLength && incx == 1 && incy == 1;
}
template <class F>
BBLAS_INLINE void with_short_length(int64_t n, F&& f) {
    with_length<kShortLength>(int(n), f);
}

BBLAS_TARGET_END
