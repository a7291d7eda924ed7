// Scalar-type helpers: the four types as data, the per-type function of a C or CBLAS family,
// and the wider type the checks compute in.
#pragma once

#include <cblas.h>

#include <complex>
#include <tuple>
#include <type_traits>

#include <bblas.h>
#include <bblas.hh>

namespace tester {

using bblas::is_complex_v;
using bblas::real_t;

// s, d, c, z: the position of T in the list every per-type table follows.
template <class T>
inline constexpr int type_index = std::is_same_v<T, float>                 ? 0
                                  : std::is_same_v<T, double>              ? 1
                                  : std::is_same_v<T, std::complex<float>> ? 2
                                                                           : 3;

// The member of a family of per-type functions (s, d, c, z) that serves T.
template <class T, class S, class D, class C, class Z>
constexpr auto pick(S s, D d, C c, Z z) {
    return std::get<type_index<T>>(std::tuple{s, d, c, z});
}
// The same for families that exist only in complex (herk, her2k).
template <class T, class C, class Z>
constexpr auto pick_complex(C c, Z z) {
    return std::get<type_index<T> - 2>(std::tuple{c, z});
}

// CBLAS takes real scalars by value and complex ones by address.
template <class T>
auto by_value(const T& a) {
    if constexpr (is_complex_v<T>) return static_cast<const void*>(&a);
    else return a;
}

// The checks compute in double whatever the precision under test.
template <class T>
using wide_t = std::conditional_t<is_complex_v<T>, std::complex<double>, double>;

template <class W>
W conj_if(const W& x, bool conj) {
    if constexpr (is_complex_v<W>) return conj ? std::conj(x) : x;
    else return x;
}

// The three enumerations share their numeric values (bblas.h, bblas/types.hh, cblas.h).
inline CBLAS_ORDER cblas(bblas::Layout x) { return CBLAS_ORDER(int(x)); }
inline CBLAS_TRANSPOSE cblas(bblas::Op x) { return CBLAS_TRANSPOSE(int(x)); }
inline CBLAS_SIDE cblas(bblas::Side x) { return CBLAS_SIDE(int(x)); }
inline CBLAS_UPLO cblas(bblas::Uplo x) { return CBLAS_UPLO(int(x)); }
inline CBLAS_DIAG cblas(bblas::Diag x) { return CBLAS_DIAG(int(x)); }
inline BLAS_Layout c_enum(bblas::Layout x) { return BLAS_Layout(int(x)); }
inline BLAS_Trans c_enum(bblas::Op x) { return BLAS_Trans(int(x)); }
inline BLAS_Side c_enum(bblas::Side x) { return BLAS_Side(int(x)); }
inline BLAS_Uplo c_enum(bblas::Uplo x) { return BLAS_Uplo(int(x)); }
inline BLAS_Diag c_enum(bblas::Diag x) { return BLAS_Diag(int(x)); }

}  // namespace tester
