// The C entry points the fuzzer calls, one overload set per routine and face over the scalar
// type (the C names carry it: r32, r64, c32, c64; s, d, c, z in the flat interface).
#pragma once

#include <bblas.h>
#include <bblas_flat.h>

#include <complex>
#include <type_traits>

namespace fuzz {

// The one of four functions that takes scalar type T.
template <class T, class S, class D, class C, class Z>
auto pick(S s, D d, C c, Z z) {
    if constexpr (std::is_same_v<T, float>) return s;
    else if constexpr (std::is_same_v<T, double>) return d;
    else if constexpr (std::is_same_v<T, std::complex<float>>) return c;
    else return z;
}

namespace api {

template <class T>
auto gemm() {
    return pick<T>(BLAS_gemm_batched_r32, BLAS_gemm_batched_r64, BLAS_gemm_batched_c32,
                   BLAS_gemm_batched_c64);
}
template <class T>
auto gemm_strided() {
    return pick<T>(BLAS_gemm_batched_strided_r32, BLAS_gemm_batched_strided_r64,
                   BLAS_gemm_batched_strided_c32, BLAS_gemm_batched_strided_c64);
}
template <class T>
auto gemm_flat() {
    return pick<T>(bblas_sgemm_batch, bblas_dgemm_batch, bblas_cgemm_batch, bblas_zgemm_batch);
}

template <class T>
auto trsm() {
    return pick<T>(BLAS_trsm_batched_r32, BLAS_trsm_batched_r64, BLAS_trsm_batched_c32,
                   BLAS_trsm_batched_c64);
}
template <class T>
auto trsm_strided() {
    return pick<T>(BLAS_trsm_batched_strided_r32, BLAS_trsm_batched_strided_r64,
                   BLAS_trsm_batched_strided_c32, BLAS_trsm_batched_strided_c64);
}
template <class T>
auto trsm_flat() {
    return pick<T>(bblas_strsm_batch, bblas_dtrsm_batch, bblas_ctrsm_batch, bblas_ztrsm_batch);
}

template <class T>
auto gemv() {
    return pick<T>(BLAS_gemv_batched_r32, BLAS_gemv_batched_r64, BLAS_gemv_batched_c32,
                   BLAS_gemv_batched_c64);
}
template <class T>
auto gemv_strided() {
    return pick<T>(BLAS_gemv_batched_strided_r32, BLAS_gemv_batched_strided_r64,
                   BLAS_gemv_batched_strided_c32, BLAS_gemv_batched_strided_c64);
}
template <class T>
auto gemv_flat() {
    return pick<T>(bblas_sgemv_batch, bblas_dgemv_batch, bblas_cgemv_batch, bblas_zgemv_batch);
}

template <class T>
auto potrf() {
    return pick<T>(BLAS_potrf_batched_r32, BLAS_potrf_batched_r64, BLAS_potrf_batched_c32,
                   BLAS_potrf_batched_c64);
}

template <class T>
auto getrf() {
    return pick<T>(BLAS_getrf_batched_r32, BLAS_getrf_batched_r64, BLAS_getrf_batched_c32,
                   BLAS_getrf_batched_c64);
}
template <class T>
auto getrf_flat() {
    return pick<T>(bblas_sgetrf_batch, bblas_dgetrf_batch, bblas_cgetrf_batch, bblas_zgetrf_batch);
}

}  // namespace api
}  // namespace fuzz
