// Half precision (paper 003's r16): _Float16 storage, computed in single precision
// (docs/half.md). Only where the compiler has the type (GCC 12 and Clang 15 on x86-64: the
// __FLT16_MAX__ test bblas.h makes too); a library built without it has no r16 entry points.
// Kept apart from core/types.hh while only some routine families have a half form: the kernel
// files of the others do not depend on it.
#pragma once

#include <complex>
#include <type_traits>

// M(A, T) for every real half storage type (for the families that have one: docs/half.md).
#if defined(__FLT16_MAX__)
#define BBLAS_HAVE_HALF 1
#define BBLAS_FOR_EACH_HALF(M, A) M(A, _Float16)
// ... and every complex half storage type (paper 003's c16: the families that have one)
#define BBLAS_FOR_EACH_COMPLEX_HALF(M, A) M(A, std::complex<_Float16>)
// ... both (the families that have r16 and c16 alike)
#define BBLAS_FOR_EACH_ANY_HALF(M, A) M(A, _Float16) M(A, std::complex<_Float16>)
#else
#define BBLAS_HAVE_HALF 0
#define BBLAS_FOR_EACH_HALF(M, A)
#define BBLAS_FOR_EACH_COMPLEX_HALF(M, A)
#define BBLAS_FOR_EACH_ANY_HALF(M, A)
#endif

namespace bblas::impl {

// The type a routine computes in, and takes its scalars (alpha, beta) in, for storage type T:
// float for half, T itself for the four standard types.
template <class T>
struct compute_type {
    using type = T;
};
#if BBLAS_HAVE_HALF
template <>
struct compute_type<_Float16> {
    using type = float;
};
template <>
struct compute_type<std::complex<_Float16>> {
    using type = std::complex<float>;
};
#endif
template <class T>
using compute_t = typename compute_type<T>::type;

// T is stored in a narrower type than it is computed in.
template <class T>
inline constexpr bool is_half_v = !std::is_same_v<compute_t<T>, T>;

}  // namespace bblas::impl
