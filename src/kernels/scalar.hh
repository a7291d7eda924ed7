// Scalar helpers the kernels use, overloaded for real and complex values (and, in the
// interleaved engine, for SIMD packs of them).
#pragma once

#include <complex>

#include "kernels/target.hh"

BBLAS_TARGET_BEGIN

template <class T>
T conj_value(T x) {
    return x;
}
template <class T>
std::complex<T> conj_value(std::complex<T> x) {
    return std::conj(x);
}

// x with its imaginary part dropped (herk's diagonal, hemm's diagonal).
template <class T>
T real_value(T x) {
    return x;
}
template <class T>
std::complex<T> real_value(std::complex<T> x) {
    return {x.real(), T(0)};
}

BBLAS_TARGET_END
