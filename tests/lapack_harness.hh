// What the batched LAPACK suites (test_lapack.cc, cuda/test_cuda_lapack.cc) judge with: the
// routine of a type by name, complex-double copies of matrices and the STYLE.md residual ratio.
#pragma once

#include <algorithm>
#include <complex>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "harness.hh"

namespace bt {

using Z = std::complex<double>;

// The CPU library's group entry of routine r for type T.
#define BT_C(r)                                                                         \
    bt::pick<T>(BLAS_##r##_batched_r32, BLAS_##r##_batched_r64, BLAS_##r##_batched_c32, \
                BLAS_##r##_batched_c64)

template <class T>
Z z(T x) {
    if constexpr (is_complex_v<T>) return Z(x.real(), x.imag());
    else return Z(double(x), 0);
}
template <class T>
T from_z(Z x) {
    if constexpr (is_complex_v<T>) return T(real_t<T>(x.real()), real_t<T>(x.imag()));
    else return T(x.real());
}
template <class T>
double eps() {
    return double(std::numeric_limits<real_t<T>>::epsilon());
}

// Dense complex-double copy of matrix i of X (logical rows x cols).
template <class T>
Dense<Z> zd(const Batch<T>& X, int64_t i) {
    return dense<Z>(X.rows, X.cols, [&](int64_t r, int64_t c) { return z(X.at(i, r, c)); });
}
inline Dense<Z> mul(const Dense<Z>& X, const Dense<Z>& Y) {
    Dense<Z> P(X.rows, Y.cols);
    for (int64_t c = 0; c < Y.cols; ++c)
        for (int64_t l = 0; l < X.cols; ++l)
            for (int64_t r = 0; r < X.rows; ++r) P(r, c) += X(r, l) * Y(l, c);
    return P;
}
inline double norm1(const Dense<Z>& X) {
    double best = 0;
    for (int64_t c = 0; c < X.cols; ++c) {
        double s = 0;
        for (int64_t r = 0; r < X.rows; ++r) s += std::abs(X(r, c));
        best = std::max(best, s);
    }
    return best;
}
inline Dense<Z> minus(Dense<Z> X, const Dense<Z>& Y) {
    for (size_t e = 0; e < X.v.size(); ++e) X.v[e] -= Y.v[e];
    return X;
}
inline Dense<Z> adjoint(const Dense<Z>& X) {
    return dense<Z>(X.cols, X.rows, [&](int64_t r, int64_t c) { return std::conj(X(c, r)); });
}
// |residual| / (n |A| |X| eps), 0 when everything is zero
inline double ratio(double res, double n, double a, double x, double e) {
    const double den = std::max(n, 1.0) * a * x * e;
    return den == 0 ? (res == 0 ? 0 : 1e300) : res / den;
}

}  // namespace bt
