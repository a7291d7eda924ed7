// Half-precision values for the half suites (test_gemm_c16, test_level3_c16, test_level12_half,
// test_interleaved_half): the storage types, their single-precision types, widening, rounding
// once, and bit-for-bit comparison.
#pragma once

#include <complex>
#include <cstring>
#include <type_traits>

#if defined(__FLT16_MAX__)

namespace half_values {

using ch = std::complex<_Float16>;
using cf = std::complex<float>;

// storage type H -> the type it is computed in
template <class H>
using wide_t = std::conditional_t<std::is_same_v<H, _Float16>, float, cf>;

inline float widen(_Float16 x) { return float(x); }
inline cf widen(ch x) { return {float(x.real()), float(x.imag())}; }
inline _Float16 round_half(float x) { return _Float16(x); }
inline ch round_half(cf x) { return {_Float16(x.real()), _Float16(x.imag())}; }
template <class H>
bool same_bits(H a, H b) {
    return std::memcmp(&a, &b, sizeof(H)) == 0;
}

}  // namespace half_values

#endif
