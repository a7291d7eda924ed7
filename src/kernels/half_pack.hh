// Half-precision storage (docs/half.md): the conversions between half and single precision.
//
// widen and narrow convert runs of elements, for every instruction set: F16C (vcvtph2ps,
// vcvtps2ph) in the AVX2 and AVX-512 builds, whose target strings include it, 16 or 8 elements
// an instruction and the last few with the same instruction's scalar form; the generic build
// element by element (libgcc's __extendhfsf2 and __truncsfhf2). The staged routines
// (kernels/stage.hh) use them.
//
// With F16C (kHalfPacks), the single-precision packs also load and store half directly: the
// first N of a pack's W float lanes from N halves (widened exactly), back as N halves (rounded
// to nearest, ties to even, whatever MXCSR says), and one half broadcast to every lane. With
// these overloads beside pack.hh's load_first, store_first and broadcast_at, the gemm column
// kernels (kernels/gemm_columns.hh) run on half operands with no staged copy.
#pragma once

#include <complex>
#include <cstdint>
#include <cstring>
#include <type_traits>

#include <immintrin.h>

#include "core/half.hh"
#include "kernels/pack.hh"
#include "kernels/target.hh"

BBLAS_TARGET_BEGIN

#if BBLAS_HAVE_HALF

// The 16 bits of a half, and a half from its bits: F16C's intrinsics take them as integers.
inline unsigned short half_bits(_Float16 h) { return __builtin_bit_cast(unsigned short, h); }
inline _Float16 half_of(unsigned short b) { return __builtin_bit_cast(_Float16, b); }

// n halves at src as floats at dst (exact: every half is a float). (The 512-bit forms masked
// with all lanes: the unmasked ones start from an undefined register, which GCC 12 warns of.)
inline void widen(const _Float16* src, float* dst, int64_t n) {
    int64_t i = 0;
    if constexpr (kVectorBytes >= 32) {
        if constexpr (kVectorBytes >= 64)
            for (; i + 16 <= n; i += 16)
                _mm512_storeu_ps(dst + i, _mm512_maskz_cvtph_ps(
                                              __mmask16(-1),
                                              _mm256_loadu_si256(reinterpret_cast<const __m256i*>(src + i))));
        for (; i + 8 <= n; i += 8)
            _mm256_storeu_ps(dst + i,
                             _mm256_cvtph_ps(_mm_loadu_si128(reinterpret_cast<const __m128i*>(src + i))));
        for (; i < n; ++i) dst[i] = _cvtsh_ss(half_bits(src[i]));
    } else {
        for (; i < n; ++i) dst[i] = float(src[i]);
    }
}

// n floats at src rounded to halves at dst: to nearest, ties to even, whatever MXCSR says (the
// instruction's own rounding control; the generic build's conversion rounds the same way under
// the default rounding mode); beyond the half range to infinity, NaN stays NaN.
inline void narrow(const float* src, _Float16* dst, int64_t n) {
    int64_t i = 0;
    if constexpr (kVectorBytes >= 32) {
        constexpr int round = _MM_FROUND_TO_NEAREST_INT;
        if constexpr (kVectorBytes >= 64)
            for (; i + 16 <= n; i += 16)
                _mm256_storeu_si256(reinterpret_cast<__m256i*>(dst + i),
                                    _mm512_maskz_cvtps_ph(__mmask16(-1), _mm512_loadu_ps(src + i), round));
        for (; i + 8 <= n; i += 8)
            _mm_storeu_si128(reinterpret_cast<__m128i*>(dst + i),
                             _mm256_cvtps_ph(_mm256_loadu_ps(src + i), round));
        for (; i < n; ++i) dst[i] = half_of(_cvtss_sh(src[i], round));
    } else {
        for (; i < n; ++i) dst[i] = _Float16(src[i]);
    }
}

// Complex half (c16): n elements are 2n halves, real then imaginary, as in std::complex<float>.
inline void widen(const std::complex<_Float16>* src, std::complex<float>* dst, int64_t n) {
    widen(reinterpret_cast<const _Float16*>(src), reinterpret_cast<float*>(dst), 2 * n);
}
inline void narrow(const std::complex<float>* src, std::complex<_Float16>* dst, int64_t n) {
    narrow(reinterpret_cast<const float*>(src), reinterpret_cast<_Float16*>(dst), 2 * n);
}

#endif

#if BBLAS_HAVE_HALF && BBLAS_VECTOR_BYTES >= 32
inline constexpr bool kHalfPacks = true;

namespace halves {
// The first N <= 8 halves at p in an xmm register's low lanes (the rest zero), nothing past them
// read: 8-, 4- and 2-byte pieces joined by inserts (SSE4.1, which every F16C target has; through
// pack.hh's load_bytes, SSE2's unpacks, r16 gemm at odd orders ran 4-9% slower, 1 thread, Xeon
// 0xA7, 2026-11-28). (Not AVX-512's masked loads and stores: a masked load of the next column of
// C after a masked store to this one waited for the store, on Zen 4, and took r16 gemm n = 4 in
// memory from 0.6x to 0.35x the r32 routine's speed.)
template <int N>
BBLAS_INLINE __m128i load(const _Float16* p) {
    static_assert(N >= 1 && N <= 8);
    if constexpr (N == 8) {
        return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    } else {
        constexpr int at2 = N >= 4 ? 4 : 0, at1 = at2 + (N % 4 >= 2 ? 2 : 0);
        __m128i h = _mm_setzero_si128();
        if constexpr (N >= 4) h = _mm_loadl_epi64(reinterpret_cast<const __m128i*>(p));
        if constexpr (N % 4 >= 2) {
            int32_t x;
            std::memcpy(&x, p + at2, 4);
            h = N >= 4 ? _mm_insert_epi32(h, x, at2 / 2) : _mm_cvtsi32_si128(x);
        }
        if constexpr (N % 2) {
            uint16_t x;
            std::memcpy(&x, p + at1, 2);
            h = _mm_insert_epi16(h, x, at1);
        }
        return h;
    }
}
// The low N <= 8 halves of h to p, nothing past them written.
template <int N>
BBLAS_INLINE void store(__m128i h, _Float16* p) {
    static_assert(N >= 1 && N <= 8);
    if constexpr (N == 8) {
        _mm_storeu_si128(reinterpret_cast<__m128i*>(p), h);
    } else {
        constexpr int at2 = N >= 4 ? 4 : 0, at1 = at2 + (N % 4 >= 2 ? 2 : 0);
        if constexpr (N >= 4) {
            _mm_storel_epi64(reinterpret_cast<__m128i*>(p), h);
            h = _mm_srli_si128(h, 8);
        }
        if constexpr (N % 4 >= 2) {
            const int32_t x = _mm_cvtsi128_si32(h);
            std::memcpy(p + at2, &x, 4);
            h = _mm_srli_si128(h, 4);
        }
        if constexpr (N % 2) {
            const uint16_t x = uint16_t(_mm_extract_epi16(h, 0));
            std::memcpy(p + at1, &x, 2);
        }
    }
}
constexpr int kRound = _MM_FROUND_TO_NEAREST_INT;  // the instruction's rounding, not MXCSR's
}  // namespace halves

// The first N of W single-precision lanes from N halves (the others zero).
template <int N, class R, int W>
requires std::is_same_v<R, float> BBLAS_INLINE Pack<float, W> load_first(const _Float16* p) {
    using V = typename Pack<float, W>::Vec;
    if constexpr (W == 16) {
        // (masked with all lanes: the unmasked conversion starts from an undefined register,
        // which GCC 12 warns of)
        __m256i h;
        if constexpr (N == 16) h = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p));
        else if constexpr (N <= 8) h = _mm256_zextsi128_si256(halves::load<N>(p));
        else
            h = _mm256_inserti128_si256(_mm256_zextsi128_si256(halves::load<8>(p)),
                                        halves::load<N - 8>(p + 8), 1);
        return {V(_mm512_maskz_cvtph_ps(__mmask16(-1), h))};
    } else if constexpr (W == 8) {
        return {V(_mm256_cvtph_ps(halves::load<N>(p)))};
    } else {
        static_assert(W == 4);
        return {V(_mm_cvtph_ps(halves::load<N>(p)))};
    }
}

// The first N of x's W lanes rounded to halves at p.
template <int N, int W>
BBLAS_INLINE void store_first(Pack<float, W> x, _Float16* p) {
    if constexpr (W == 16) {
        const __m256i h = _mm512_maskz_cvtps_ph(__mmask16(-1), __m512(x.v), halves::kRound);
        if constexpr (N == 16) {
            _mm256_storeu_si256(reinterpret_cast<__m256i*>(p), h);
        } else if constexpr (N <= 8) {
            halves::store<N>(_mm256_castsi256_si128(h), p);
        } else {
            halves::store<8>(_mm256_castsi256_si128(h), p);
            halves::store<N - 8>(_mm256_extracti128_si256(h, 1), p + 8);
        }
    } else if constexpr (W == 8) {
        halves::store<N>(_mm256_cvtps_ph(__m256(x.v), halves::kRound), p);
    } else {
        static_assert(W == 4);
        halves::store<N>(_mm_cvtps_ph(__m128(x.v), halves::kRound), p);
    }
}

// *p in every lane: the half broadcast, then widened (one conversion, not one per lane).
template <class P>
requires std::is_same_v<typename P::Vec,
                        typename Pack<float, sizeof(typename P::Vec) / 4>::Vec> BBLAS_INLINE P
broadcast_at(const _Float16* p) {
    using V = typename P::Vec;
    constexpr int W = sizeof(V) / 4;
    const short bits = short(half_bits(*p));
    if constexpr (W == 16) return {V(_mm512_maskz_cvtph_ps(__mmask16(-1), _mm256_set1_epi16(bits)))};
    else if constexpr (W == 8) return {V(_mm256_cvtph_ps(_mm_set1_epi16(bits)))};
    else return {V(_mm_cvtph_ps(_mm_set1_epi16(bits)))};
}

// N halves at p widened into floats at q, a full pack at a time.
template <int N>
BBLAS_INLINE void widen_run(const _Float16* p, float* q) {
    constexpr int W = kLanes<float>;
    if constexpr (N >= W) {
        store_first<W>(load_first<W, float, W>(p), q);
        widen_run<N - W>(p + W, q + W);
    } else if constexpr (N > 0) {
        constexpr int w = N <= 4 ? 4 : N <= 8 ? 8 : 16;
        store_first<N>(load_first<N, float, w>(p), q);
    }
}
// A Rows x Cols matrix of halves (leading dimension ld, or Rows where Compact) widened into q,
// leading dimension Rows.
template <int Rows, int Cols, bool Compact>
BBLAS_INLINE void widen_block(const _Float16* p, int64_t ld, float* q) {
    if constexpr (Compact) {
        widen_run<Rows * Cols>(p, q);
    } else {
        for (int j = 0; j < Cols; ++j) widen_run<Rows>(p + j * ld, q + j * Rows);
    }
}
#else
inline constexpr bool kHalfPacks = false;
#endif

BBLAS_TARGET_END
