// The SIMD value types the kernels are instantiated with: Pack<R, W> holds element (i, j) of W
// different matrices (one lane each); CPack<R, W> the same for complex matrices, real and
// imaginary parts in separate packs. This is the one place that knows the vector width; the
// operations are GCC vector extensions, compiled for the ISA of the enclosing namespace.
#pragma once

#include <bit>
#include <cmath>
#include <complex>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>
#include <utility>

#include <immintrin.h>

#include "kernels/target.hh"

#ifndef BBLAS_VECTOR_BYTES
#error "BBLAS_VECTOR_BYTES (16, 32 or 64) is defined by the build for each ISA"
#endif

BBLAS_TARGET_BEGIN

inline constexpr int kVectorBytes = BBLAS_VECTOR_BYTES;
// Vector registers: 32 with AVX-512, 16 otherwise.
inline constexpr int kRegisters = kVectorBytes == 64 ? 32 : 16;

// f(std::integral_constant<int, I>{}) for I = 0, 1, ..., N - 1: a loop unrolled with each index
// a compile-time constant (decltype(i)::value), for lanes, packs and rows fixed at compile time.
template <int N, class F>
BBLAS_INLINE void for_constexpr(F&& f) {
    const auto each = [&]<int... I>(std::integer_sequence<int, I...>) __attribute__((always_inline)) {
        (f(std::integral_constant<int, I>{}), ...);
    };
    each(std::make_integer_sequence<int, N>{});
}
// Matrices per pack for real type R (the same for std::complex<R>).
template <class R>
inline constexpr int kLanes = kVectorBytes / int(sizeof(R));

// The vector of W elements of R, with element alignment: packs live in registers and in scratch
// that callers align; on the stack (debug builds, sanitizers) a 64-byte requirement is not
// always honoured. `mem` is the same for loads and stores through a pointer to R.
template <class R, int W>
struct VecT {
    typedef R type __attribute__((vector_size(W * sizeof(R)), aligned(alignof(R))));
    typedef R mem __attribute__((vector_size(W * sizeof(R)), aligned(alignof(R)), may_alias));
};
// W elements from memory and back: one unaligned vector move each. (memcpy of a 32-byte vector
// was expanded under the AVX2 target's generic tuning into 16-byte moves through the stack and
// a 32-byte reload, a store-forwarding stall per load, which made the AVX2 column kernels slower
// than the generic ones: dgemm n = 8 193 ns a matrix against 69, Zen 4, 2026-11-25.)
template <class R, int W>
BBLAS_INLINE typename VecT<R, W>::type load_vec(const R* p) {
    return *reinterpret_cast<const typename VecT<R, W>::mem*>(p);
}
template <class R, int W>
BBLAS_INLINE void store_vec(typename VecT<R, W>::type v, R* p) {
    *reinterpret_cast<typename VecT<R, W>::mem*>(p) = v;
}

template <class R, int W>
struct Pack {
    using Vec = typename VecT<R, W>::type;
    Vec v;

    BBLAS_INLINE static Pack load(const R* p) { return {load_vec<R, W>(p)}; }
    // s - 0 folds to s (0 + s would not: -0 + 0 is +0), leaving a bare broadcast
    BBLAS_INLINE static Pack broadcast(R s) { return {s - Vec{}}; }
    BBLAS_INLINE void store(R* p) const { store_vec<R, W>(v, p); }

    BBLAS_INLINE friend Pack operator+(Pack a, Pack b) { return {a.v + b.v}; }
    BBLAS_INLINE friend Pack operator-(Pack a, Pack b) { return {a.v - b.v}; }
    BBLAS_INLINE friend Pack operator*(Pack a, Pack b) { return {a.v * b.v}; }
    BBLAS_INLINE friend Pack operator/(Pack a, Pack b) { return {a.v / b.v}; }
    BBLAS_INLINE friend Pack operator*(R s, Pack a) { return {s * a.v}; }
    BBLAS_INLINE friend Pack operator-(Pack a) { return {-a.v}; }
    BBLAS_INLINE Pack& operator+=(Pack b) {
        v += b.v;
        return *this;
    }
    BBLAS_INLINE Pack& operator-=(Pack b) {
        v -= b.v;
        return *this;
    }
};

template <class R, int W>
struct CPack {
    using Re = Pack<R, W>;
    Re re, im;

    BBLAS_INLINE friend CPack operator+(CPack a, CPack b) { return {a.re + b.re, a.im + b.im}; }
    BBLAS_INLINE friend CPack operator-(CPack a, CPack b) { return {a.re - b.re, a.im - b.im}; }
    BBLAS_INLINE friend CPack operator*(CPack a, CPack b) {
        return {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
    }
    BBLAS_INLINE friend CPack operator*(std::complex<R> s, CPack a) {
        return {s.real() * a.re - s.imag() * a.im, s.real() * a.im + s.imag() * a.re};
    }
    // Smith's algorithm lane by lane: scales by the larger part of the divisor, as LAPACK does,
    // so that |b|^2 cannot overflow.
    BBLAS_INLINE friend CPack operator/(CPack a, CPack b) {
        using Vec = typename Pack<R, W>::Vec;
        const Vec br = b.re.v, bi = b.im.v;
        const auto real_big = (br < 0 ? -br : br) >= (bi < 0 ? -bi : bi);
        const Vec big = real_big ? br : bi, small = real_big ? bi : br;
        const Vec ratio = small / big, den = big + small * ratio;
        const Vec ar = a.re.v, ai = a.im.v;
        // real_big: (ar + ai r + i (ai - ar r)) / den; else: (ar r + ai + i (ai r - ar)) / den
        const Vec x = real_big ? ar + ai * ratio : ar * ratio + ai;
        const Vec y = real_big ? ai - ar * ratio : ai * ratio - ar;
        return {{x / den}, {y / den}};
    }
    BBLAS_INLINE friend CPack operator-(CPack a) { return {-a.re, -a.im}; }
    BBLAS_INLINE CPack& operator+=(CPack b) {
        re += b.re;
        im += b.im;
        return *this;
    }
    BBLAS_INLINE CPack& operator-=(CPack b) {
        re -= b.re;
        im -= b.im;
        return *this;
    }
};

template <class R, int W>
BBLAS_INLINE Pack<R, W> conj_value(Pack<R, W> x) {
    return x;
}
template <class R, int W>
BBLAS_INLINE CPack<R, W> conj_value(CPack<R, W> x) {
    return {x.re, -x.im};
}
template <class R, int W>
BBLAS_INLINE Pack<R, W> real_value(Pack<R, W> x) {
    return x;
}
template <class R, int W>
BBLAS_INLINE CPack<R, W> real_value(CPack<R, W> x) {
    return {x.re, Pack<R, W>{}};
}

// In-register transposes, for moving W matrices into and out of the interleaved layout: the
// butterfly of log2(W) stages; stage H pairs pack i with pack i + H and swaps blocks of H lanes.
namespace shuffle {
// lane p of the low (High = false) or high result of stage H, as an index into a ++ b
template <int W, int H, bool High>
constexpr int butterfly(int p) {
    const int base = p / (2 * H) * 2 * H, w = p % (2 * H);
    if (High) return w < H ? base + H + w : W + base + w;
    return w < H ? base + w : W + base + w - H;
}
template <int W, int H, bool High, class Vec, size_t... P>
BBLAS_INLINE Vec butterfly(Vec a, Vec b, std::index_sequence<P...>) {
    return __builtin_shufflevector(a, b, butterfly<W, H, High>(int(P))...);
}
// even (Odd = false) or odd lanes of a ++ b; and the inverse, lanes of a and b alternating
template <bool Odd, class Vec, size_t... P>
BBLAS_INLINE Vec take(Vec a, Vec b, std::index_sequence<P...>) {
    return __builtin_shufflevector(a, b, int(2 * P + Odd)...);
}
template <int W, bool High, class Vec, size_t... P>
BBLAS_INLINE Vec zip(Vec a, Vec b, std::index_sequence<P...>) {
    return __builtin_shufflevector(a, b, int((High ? W / 2 : 0) + P / 2 + (P % 2 ? W : 0))...);
}
}  // namespace shuffle

// r[i] lane j becomes r[j] lane i.
template <int H = 0, class R, int W>
BBLAS_INLINE void transpose(Pack<R, W> (&r)[W]) {
    constexpr int h = H == 0 ? W / 2 : H;
    Pack<R, W> o[W];
    for (int i = 0; i < W; ++i)
        if ((i & h) == 0) {
            o[i].v = shuffle::butterfly<W, h, false>(r[i].v, r[i + h].v, std::make_index_sequence<W>{});
            o[i + h].v = shuffle::butterfly<W, h, true>(r[i].v, r[i + h].v, std::make_index_sequence<W>{});
        }
    for (int i = 0; i < W; ++i) r[i] = o[i];
    if constexpr (h > 1) transpose<h / 2>(r);
}

// W complex numbers stored as (re, im) pairs in a ++ b, split into a pack of real and one of
// imaginary parts; and back. load_split and store_joined do the same from and to memory.
template <class R, int W>
BBLAS_INLINE void deinterleave(Pack<R, W> a, Pack<R, W> b, Pack<R, W>& re, Pack<R, W>& im) {
    re.v = shuffle::take<false>(a.v, b.v, std::make_index_sequence<W>{});
    im.v = shuffle::take<true>(a.v, b.v, std::make_index_sequence<W>{});
}
template <class R, int W>
BBLAS_INLINE void interleave(Pack<R, W> re, Pack<R, W> im, Pack<R, W>& a, Pack<R, W>& b) {
    a.v = shuffle::zip<W, false>(re.v, im.v, std::make_index_sequence<W>{});
    b.v = shuffle::zip<W, true>(re.v, im.v, std::make_index_sequence<W>{});
}
template <class R, int W>
BBLAS_INLINE void load_split(const R* p, Pack<R, W>& re, Pack<R, W>& im) {
    deinterleave(Pack<R, W>::load(p), Pack<R, W>::load(p + W), re, im);
}
template <class R, int W>
BBLAS_INLINE void store_joined(R* p, Pack<R, W> re, Pack<R, W> im) {
    Pack<R, W> a, b;
    interleave(re, im, a, b);
    a.store(p);
    b.store(p + W);
}

// The first N of W lanes from memory (the others zero), and back: pieces joined in registers.
// (A partial memcpy into a whole pack compiles to a store and a wider reload, which stalls on
// store-to-load forwarding.)
namespace partial {
template <class V, size_t... P>
BBLAS_INLINE auto join(V lo, V hi, std::index_sequence<P...>) {
    return __builtin_shufflevector(lo, hi, int(P)...);
}
template <int From, class V, size_t... P>
BBLAS_INLINE auto half(V v, std::index_sequence<P...>) {
    return __builtin_shufflevector(v, v, int(From + P)...);
}

// With AVX-512 (VL), the first N of W floats or doubles load as one masked load: the halves
// joined by a shuffle cost a port-5 uop per column, which the 512-bit FMAs share on Intel cores
// (with it, dgemm n = 3 went from 0.76x to 1.10x LIBXSMM's speed and sgemm n = 3 from 1.17x
// to 1.67x, Emerald Rapids, docs/performance.md). Masked-off lanes are not read (no fault past
// the column) and are zeroed, as the halves were. Stores stay in halves: a masked store's whole
// width counts for store forwarding, so the next column's load, starting inside it, waited for
// it to retire (dgemm n = 3 from 0.70x LIBXSMM to 0.38x).
template <class R, int W>
inline constexpr bool kMasked = kVectorBytes == 64 && W * sizeof(R) >= 16 &&
                                (std::is_same_v<R, float> || std::is_same_v<R, double>);
template <int N, class R, int W>
BBLAS_INLINE typename VecT<R, W>::type masked_load(const R* p) {
    using V = typename VecT<R, W>::type;
    constexpr unsigned m = (1u << N) - 1;
    constexpr int bytes = W * int(sizeof(R));
    if constexpr (std::is_same_v<R, float>) {
        if constexpr (bytes == 64) return V(_mm512_maskz_loadu_ps(__mmask16(m), p));
        else if constexpr (bytes == 32) return V(_mm256_maskz_loadu_ps(__mmask8(m), p));
        else return V(_mm_maskz_loadu_ps(__mmask8(m), p));
    } else {
        if constexpr (bytes == 64) return V(_mm512_maskz_loadu_pd(__mmask8(m), p));
        else if constexpr (bytes == 32) return V(_mm256_maskz_loadu_pd(__mmask8(m), p));
        else return V(_mm_maskz_loadu_pd(__mmask8(m), p));
    }
}
// A pack of Wn < W lanes widened to W with zeros: no instruction after the narrower load, which
// zeroes the register's upper bits (a shuffle with a zero vector, or two steps of these, left
// GCC 12 emitting moves of a register to itself). The widening moves bits, so one form serves
// float and double. (From 256 bits not _mm512_zextpd256_pd512: it passes an undefined vector to
// the insert, which GCC 12's -Wmaybe-uninitialized reports; a zero pass-through is the same
// instruction.)
template <class R, int W, int Wn>
BBLAS_INLINE typename VecT<R, W>::type zero_extend(typename VecT<R, Wn>::type h) {
    using V = typename VecT<R, W>::type;
    constexpr int bytes = W * int(sizeof(R)), from = Wn * int(sizeof(R));
    if constexpr (bytes == 64 && from == 32)
        return V(__builtin_ia32_insertf64x4_mask(__v8df(_mm512_setzero_pd()), __v4df(h), 0,
                                                 __v8df(_mm512_setzero_pd()), __mmask8(-1)));
    else if constexpr (bytes == 64) return V(_mm512_zextps128_ps512(__m128(h)));
    else return V(_mm256_zextps128_ps256(__m128(h)));
}
// The narrowest pack of at least 16 bytes that holds N elements of R.
template <class R, int N>
inline constexpr int kNarrowLanes = std::max<int>(16 / int(sizeof(R)), std::bit_ceil(unsigned(N)));
// The first Bytes (even, at most 16) bytes at p in an xmm register's low bytes, the rest zero,
// nothing past them read: 8-, 4- and 2-byte loads joined by unpacks (SSE2). GCC's vectors of
// one float or double, which splitting a 16-byte pack in halves reached, went through the stack
// (a store and its reload per column of an odd order, AVX2 and generic kernels).
template <int Bytes>
BBLAS_INLINE __m128i load_bytes(const void* p) {
    static_assert(Bytes >= 2 && Bytes <= 16 && Bytes % 2 == 0);
    const char* c = static_cast<const char*>(p);
    if constexpr (Bytes == 16) {
        return _mm_loadu_si128(static_cast<const __m128i*>(p));
    } else if constexpr (Bytes == 8) {
        return _mm_loadl_epi64(static_cast<const __m128i*>(p));
    } else if constexpr (Bytes == 4) {
        int32_t x;
        std::memcpy(&x, c, 4);
        return _mm_cvtsi32_si128(x);
    } else if constexpr (Bytes == 2) {
        uint16_t x;
        std::memcpy(&x, c, 2);
        return _mm_cvtsi32_si128(x);
    } else if constexpr (Bytes > 8) {
        return _mm_unpacklo_epi64(load_bytes<8>(c), load_bytes<Bytes - 8>(c + 8));
    } else {
        return _mm_unpacklo_epi32(load_bytes<4>(c), load_bytes<Bytes - 4>(c + 4));
    }
}
template <int N, class R, int W>
BBLAS_INLINE typename VecT<R, W>::type load(const R* p) {
    using V = typename VecT<R, W>::type;
    constexpr int bytes = W * int(sizeof(R)), first_bytes = N * int(sizeof(R));
    if constexpr (N == W) {
        return load_vec<R, W>(p);
    } else if constexpr (bytes > 16 && bytes <= kVectorBytes && N <= W / 2) {
        constexpr int Wn = kNarrowLanes<R, N>;
        return zero_extend<R, W, Wn>(load<N, R, Wn>(p));
    } else if constexpr (kMasked<R, W>) {
        return masked_load<N, R, W>(p);
    } else if constexpr (bytes == 16) {
        return V(load_bytes<first_bytes>(p));
    } else {
        return join(load<W / 2, R, W / 2>(p), load<N - W / 2, R, W / 2>(p + W / 2),
                    std::make_index_sequence<W>{});
    }
}
template <int N, class R, int W>
BBLAS_INLINE void store(typename VecT<R, W>::type v, R* p) {
    if constexpr (N == W) {
        store_vec<R, W>(v, p);
    } else {
        const auto lo = half<0>(v, std::make_index_sequence<W / 2>{});
        if constexpr (N <= W / 2) {
            store<N, R, W / 2>(lo, p);
        } else {
            store<W / 2, R, W / 2>(lo, p);
            store<N - W / 2, R, W / 2>(half<W / 2>(v, std::make_index_sequence<W / 2>{}), p + W / 2);
        }
    }
}
}  // namespace partial

template <int N, class R, int W>
BBLAS_INLINE Pack<R, W> load_first(const R* p) {
    return {partial::load<N, R, W>(p)};
}
template <int N, class R, int W>
BBLAS_INLINE void store_first(Pack<R, W> x, R* p) {
    partial::store<N, R, W>(x.v, p);
}
// *p in every lane of a P (kernels/half_pack.hh has the form for half storage).
template <class P, class R>
BBLAS_INLINE P broadcast_at(const R* p) {
    return P::broadcast(*p);
}

// The lanes of v folded in halves by op down to Keep lanes (1, or 2 to keep the real and
// imaginary parts of (re, im) pairs apart).
// (Not std::plus: defined outside the target region, it would not inline and would pass vectors
// by another ABI.)
struct Add {
    template <class V>
    BBLAS_INLINE V operator()(V a, V b) const {
        return a + b;
    }
};
template <int Keep, class R, int W, class Op = Add>
BBLAS_INLINE auto fold(Pack<R, W> v, Op op = {}) {
    if constexpr (W <= Keep) {
        return v;
    } else {
        using H = Pack<R, W / 2>;
        return fold<Keep>(H{op(partial::half<0>(v.v, std::make_index_sequence<W / 2>{}),
                               partial::half<W / 2>(v.v, std::make_index_sequence<W / 2>{}))},
                          op);
    }
}

// (re, im) pairs swapped to (im, re)
template <class R, int W>
BBLAS_INLINE Pack<R, W> swap_pairs(Pack<R, W> q) {
    const auto swapped = [&]<size_t... I>(std::index_sequence<I...>) {
        return __builtin_shufflevector(q.v, q.v, int(I ^ 1)...);
    };
    return {swapped(std::make_index_sequence<W>{})};
}

// |q| lane by lane by clearing the sign bits: one AND (the compare-and-negate form took three
// instructions). NaNs stay NaNs.
template <class R, int W>
BBLAS_INLINE Pack<R, W> abs_pack(Pack<R, W> q) {
    using I = std::conditional_t<sizeof(R) == 8, int64_t, int32_t>;
    typedef I IVec __attribute__((vector_size(W * sizeof(R))));
    constexpr I magnitude = std::numeric_limits<I>::max();
    return {typename Pack<R, W>::Vec(IVec(q.v) & magnitude)};
}

// Lanes holding First, First + 1, ..., First + W - 1 (element indices carried as reals).
template <class R, int W>
BBLAS_INLINE Pack<R, W> iota_pack(R first) {
    const auto iota = []<size_t... I>(std::index_sequence<I...>) {
        return typename Pack<R, W>::Vec{R(I)...};
    };
    return {iota(std::make_index_sequence<W>{}) + first};
}

template <class R>
BBLAS_INLINE R sqrt_of(R x) {
    return std::sqrt(x);
}
// One vector square root instruction (a loop of std::sqrt stays scalar: errno); 16-byte
// vectors are SSE2, the x86-64 baseline, the wider ones exist only in the AVX builds.
template <class R, int W>
BBLAS_INLINE Pack<R, W> sqrt_of(Pack<R, W> x) {
    using Vec = typename Pack<R, W>::Vec;
    constexpr bool dbl = sizeof(R) == 8;
    if constexpr (sizeof(Vec) == 64) {
        // (maskz: the unmasked forms start from an undefined register, which GCC 12 warns of)
        if constexpr (dbl) return {(Vec)_mm512_maskz_sqrt_pd(__mmask8(-1), (__m512d)x.v)};
        else return {(Vec)_mm512_maskz_sqrt_ps(__mmask16(-1), (__m512)x.v)};
    } else if constexpr (sizeof(Vec) == 32) {
        if constexpr (dbl) return {(Vec)_mm256_sqrt_pd((__m256d)x.v)};
        else return {(Vec)_mm256_sqrt_ps((__m256)x.v)};
    } else if constexpr (sizeof(Vec) == 16) {
        if constexpr (dbl) return {(Vec)_mm_sqrt_pd((__m128d)x.v)};
        else return {(Vec)_mm_sqrt_ps((__m128)x.v)};
    } else {
        for (int l = 0; l < W; ++l) x.v[l] = std::sqrt(x.v[l]);
        return x;
    }
}

// Two values of a kernel's value type P (packs, complex packs, or their lane masks) processed
// as one: the batched LAPACK kernels run two blocks of matrices through every step, so that the
// blocks' dependency chains (square roots, divisions, pivot searches) overlap (run_lapack.cc).
// Each operation is P's, twice. (A GCC vector of twice the register width does the arithmetic
// as well, but GCC 12 turns its comparisons, blends and halves into one scalar instruction per
// lane.)
template <class P>
struct Twin {
    using part = P;
    P a, b;

    BBLAS_INLINE static Twin broadcast(auto s) requires requires { P::broadcast(s); }
    { return {P::broadcast(s), P::broadcast(s)}; }
    BBLAS_INLINE friend Twin operator+(Twin x, Twin y) { return {x.a + y.a, x.b + y.b}; }
    BBLAS_INLINE friend Twin operator-(Twin x, Twin y) { return {x.a - y.a, x.b - y.b}; }
    BBLAS_INLINE friend Twin operator*(Twin x, Twin y) { return {x.a * y.a, x.b * y.b}; }
    BBLAS_INLINE friend Twin operator/(Twin x, Twin y) { return {x.a / y.a, x.b / y.b}; }
    template <class S>
    BBLAS_INLINE friend Twin operator*(S s, Twin x) {
        return {s * x.a, s * x.b};
    }
    BBLAS_INLINE friend Twin operator-(Twin x) { return {-x.a, -x.b}; }
    BBLAS_INLINE Twin& operator+=(Twin y) {
        a += y.a;
        b += y.b;
        return *this;
    }
    BBLAS_INLINE Twin& operator-=(Twin y) {
        a -= y.a;
        b -= y.b;
        return *this;
    }
};
template <class P>
BBLAS_INLINE Twin<P> conj_value(Twin<P> x) {
    return {conj_value(x.a), conj_value(x.b)};
}
template <class P>
BBLAS_INLINE Twin<P> real_value(Twin<P> x) {
    return {real_value(x.a), real_value(x.b)};
}

// The pack type for scalar type T (real or complex) with W lanes.
template <class T, int W>
struct PackOf {
    using type = Pack<T, W>;
};
template <class R, int W>
struct PackOf<std::complex<R>, W> {
    using type = CPack<R, W>;
};

BBLAS_TARGET_END
