// bblas C++ API: scoped enumerations and scalar traits.
#pragma once

#include <complex>
#include <cstdint>
#include <type_traits>

// Exported from the library, which hides everything else: namespace-scope declarations in the
// public headers are exported by their visibility pragmas; the C++ API's function templates and
// the container class carry this too, as the pragmas do not reach template instantiations.
#define BBLAS_API __attribute__((visibility("default")))

#pragma GCC visibility push(default)  // the public interface; the library hides the rest
namespace bblas {

// Same numeric values as the C enumerations (and CBLAS), so a C value converts by a cast.
enum class Layout : int { RowMajor = 101, ColMajor = 102 };
enum class Op : int { NoTrans = 111, Trans = 112, ConjTrans = 113 };
enum class Uplo : int { Upper = 121, Lower = 122 };
enum class Diag : int { NonUnit = 131, Unit = 132 };
enum class Side : int { Left = 141, Right = 142 };

template <class T>
struct real_type {
    using type = T;
};
template <class T>
struct real_type<std::complex<T>> {
    using type = T;
};
template <class T>
struct real_type<const T> {
    using type = const typename real_type<T>::type;
};
// The real type behind T: double for std::complex<double>, T itself for real T.
template <class T>
using real_t = typename real_type<T>::type;

template <class T>
inline constexpr bool is_complex_v = !std::is_same_v<std::remove_const_t<T>, std::remove_const_t<real_t<T>>>;

// The four scalar types every routine is instantiated for.
template <class T>
concept Scalar = std::is_same_v<T, float> || std::is_same_v<T, double> ||
    std::is_same_v<T, std::complex<float>> || std::is_same_v<T, std::complex<double>>;

// A type matrices may be stored in: a Scalar, or half precision (r16: _Float16, c16:
// std::complex<_Float16>; storage only, computed in single precision) where the compiler has it.
template <class T>
concept Storage = Scalar<T>
#if defined(__FLT16_MAX__)
    || std::is_same_v<T, _Float16> || std::is_same_v<T, std::complex<_Float16>>
#endif
    ;

}  // namespace bblas
#pragma GCC visibility pop
