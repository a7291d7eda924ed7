// The one place that calls LAPACKE (OpenBLAS's LAPACK): one matrix per call, for the sizes where
// it beats bblas's own kernels. Its pivots are 32-bit and go through `work`, a caller's buffer of
// min(m, n) lapack_int; bblas's are int64_t. Sizes must fit (vendor::fits). The _work variants
// skip LAPACKE's NaN scans, which the batched routines do not promise either.
#pragma once

#include <complex>
#include <cstdint>
#include <type_traits>

#define lapack_complex_float std::complex<float>
#define lapack_complex_double std::complex<double>
#include <lapacke.h>

#include "bblas/types.hh"
#include "vendor/cblas.hh"

namespace bblas::impl::vendor {

namespace lapack_detail {
using cf = std::complex<float>;
using cd = std::complex<double>;
inline int lay(Layout l) { return l == Layout::ColMajor ? LAPACK_COL_MAJOR : LAPACK_ROW_MAJOR; }
inline char trans_char(Op o) { return o == Op::NoTrans ? 'N' : o == Op::Trans ? 'T' : 'C'; }
inline char uplo_char(Uplo u) { return u == Uplo::Upper ? 'U' : 'L'; }
inline lapack_int li(int64_t v) { return lapack_int(v); }
}  // namespace lapack_detail

// LU with partial pivoting; ipiv (1-based, min(m, n) entries) as int64_t. Returns LAPACK's info.
template <class T>
inline int64_t getrf(Layout layout, int64_t m, int64_t n, T* A, int64_t lda, int64_t* ipiv,
                     lapack_int* work) {
    using namespace lapack_detail;
    auto f = [] {
        if constexpr (std::is_same_v<T, float>) return LAPACKE_sgetrf_work;
        else if constexpr (std::is_same_v<T, double>) return LAPACKE_dgetrf_work;
        else if constexpr (std::is_same_v<T, cf>) return LAPACKE_cgetrf_work;
        else return LAPACKE_zgetrf_work;
    }();
    const lapack_int info = f(lay(layout), li(m), li(n), A, li(lda), work);
    for (int64_t k = 0; k < (m < n ? m : n); ++k) ipiv[k] = work[k];
    return info;
}

template <class T>
inline int64_t getrs(Layout layout, Op trans, int64_t n, int64_t nrhs, const T* A, int64_t lda,
                     const int64_t* ipiv, T* B, int64_t ldb, lapack_int* work) {
    using namespace lapack_detail;
    auto f = [] {
        if constexpr (std::is_same_v<T, float>) return LAPACKE_sgetrs_work;
        else if constexpr (std::is_same_v<T, double>) return LAPACKE_dgetrs_work;
        else if constexpr (std::is_same_v<T, cf>) return LAPACKE_cgetrs_work;
        else return LAPACKE_zgetrs_work;
    }();
    for (int64_t k = 0; k < n; ++k) work[k] = lapack_int(ipiv[k]);
    return f(lay(layout), trans_char(trans), li(n), li(nrhs), A, li(lda), work, B, li(ldb));
}

// Inverse from the LU factors; `scratch` holds n * n scalars (LAPACK's work array).
template <class T>
inline int64_t getri(Layout layout, int64_t n, T* A, int64_t lda, const int64_t* ipiv, lapack_int* work,
                     T* scratch) {
    using namespace lapack_detail;
    auto f = [] {
        if constexpr (std::is_same_v<T, float>) return LAPACKE_sgetri_work;
        else if constexpr (std::is_same_v<T, double>) return LAPACKE_dgetri_work;
        else if constexpr (std::is_same_v<T, cf>) return LAPACKE_cgetri_work;
        else return LAPACKE_zgetri_work;
    }();
    for (int64_t k = 0; k < n; ++k) work[k] = lapack_int(ipiv[k]);
    return f(lay(layout), li(n), A, li(lda), work, scratch, li(n * n));
}

template <class T>
inline int64_t potrf(Layout layout, Uplo uplo, int64_t n, T* A, int64_t lda) {
    using namespace lapack_detail;
    auto f = [] {
        if constexpr (std::is_same_v<T, float>) return LAPACKE_spotrf_work;
        else if constexpr (std::is_same_v<T, double>) return LAPACKE_dpotrf_work;
        else if constexpr (std::is_same_v<T, cf>) return LAPACKE_cpotrf_work;
        else return LAPACKE_zpotrf_work;
    }();
    return f(lay(layout), uplo_char(uplo), li(n), A, li(lda));
}

template <class T>
inline int64_t potrs(Layout layout, Uplo uplo, int64_t n, int64_t nrhs, const T* A, int64_t lda, T* B,
                     int64_t ldb) {
    using namespace lapack_detail;
    auto f = [] {
        if constexpr (std::is_same_v<T, float>) return LAPACKE_spotrs_work;
        else if constexpr (std::is_same_v<T, double>) return LAPACKE_dpotrs_work;
        else if constexpr (std::is_same_v<T, cf>) return LAPACKE_cpotrs_work;
        else return LAPACKE_zpotrs_work;
    }();
    return f(lay(layout), uplo_char(uplo), li(n), li(nrhs), A, li(lda), B, li(ldb));
}

}  // namespace bblas::impl::vendor
