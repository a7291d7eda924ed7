// The one place that calls OpenBLAS's BLAS: column-major, one matrix per call, for the sizes
// where it beats bblas's own kernels. Sizes must fit OpenBLAS's 32-bit integers (fits()).
#pragma once

#include <complex>
#include <cstdint>
#include <type_traits>

#include <cblas.h>

#include "bblas/types.hh"

namespace bblas::impl::vendor {

inline bool fits(int64_t v) { return v <= INT32_MAX; }

namespace detail {

using cf = std::complex<float>;
using cd = std::complex<double>;

// CBLAS takes real scalars by value and complex ones by address.
template <class T>
inline auto s(const T& x) {
    if constexpr (is_complex_v<T>) return static_cast<const void*>(&x);
    else return x;
}
constexpr auto order = CblasColMajor;
inline CBLAS_TRANSPOSE tr(Op o) { return CBLAS_TRANSPOSE(int(o)); }
inline CBLAS_UPLO up(Uplo u) { return CBLAS_UPLO(int(u)); }
inline CBLAS_SIDE sd(Side x) { return CBLAS_SIDE(int(x)); }
inline CBLAS_DIAG dg(Diag d) { return CBLAS_DIAG(int(d)); }
inline blasint i(int64_t v) { return blasint(v); }

}  // namespace detail
using namespace detail;

template <class T>
inline void gemm(Op ta, Op tb, int64_t m, int64_t n, int64_t k, T alpha, const T* A, int64_t lda, const T* B,
                 int64_t ldb, T beta, T* C, int64_t ldc) {
    auto f = [] {
        if constexpr (std::is_same_v<T, float>) return cblas_sgemm;
        else if constexpr (std::is_same_v<T, double>) return cblas_dgemm;
        else if constexpr (std::is_same_v<T, cf>) return cblas_cgemm;
        else return cblas_zgemm;
    }();
    f(order, tr(ta), tr(tb), i(m), i(n), i(k), s(alpha), A, i(lda), B, i(ldb), s(beta), C, i(ldc));
}

template <class T>
inline void symm(bool herm, Side side, Uplo uplo, int64_t m, int64_t n, T alpha, const T* A, int64_t lda,
                 const T* B, int64_t ldb, T beta, T* C, int64_t ldc) {
    auto f = [herm] {
        if constexpr (std::is_same_v<T, float>) return cblas_ssymm;
        else if constexpr (std::is_same_v<T, double>) return cblas_dsymm;
        else if constexpr (std::is_same_v<T, cf>) return herm ? cblas_chemm : cblas_csymm;
        else return herm ? cblas_zhemm : cblas_zsymm;
    }();
    f(order, sd(side), up(uplo), i(m), i(n), s(alpha), A, i(lda), B, i(ldb), s(beta), C, i(ldc));
}

template <class T>
inline void syrk(Uplo uplo, Op trans, int64_t n, int64_t k, T alpha, const T* A, int64_t lda, T beta, T* C,
                 int64_t ldc) {
    auto f = [] {
        if constexpr (std::is_same_v<T, float>) return cblas_ssyrk;
        else if constexpr (std::is_same_v<T, double>) return cblas_dsyrk;
        else if constexpr (std::is_same_v<T, cf>) return cblas_csyrk;
        else return cblas_zsyrk;
    }();
    f(order, up(uplo), tr(trans), i(n), i(k), s(alpha), A, i(lda), s(beta), C, i(ldc));
}

template <class T>
inline void herk(Uplo uplo, Op trans, int64_t n, int64_t k, real_t<T> alpha, const T* A, int64_t lda,
                 real_t<T> beta, T* C, int64_t ldc) {
    auto f = [] {
        if constexpr (std::is_same_v<T, cf>) return cblas_cherk;
        else return cblas_zherk;
    }();
    f(order, up(uplo), tr(trans), i(n), i(k), alpha, A, i(lda), beta, C, i(ldc));
}

template <class T>
inline void syr2k(Uplo uplo, Op trans, int64_t n, int64_t k, T alpha, const T* A, int64_t lda, const T* B,
                  int64_t ldb, T beta, T* C, int64_t ldc) {
    auto f = [] {
        if constexpr (std::is_same_v<T, float>) return cblas_ssyr2k;
        else if constexpr (std::is_same_v<T, double>) return cblas_dsyr2k;
        else if constexpr (std::is_same_v<T, cf>) return cblas_csyr2k;
        else return cblas_zsyr2k;
    }();
    f(order, up(uplo), tr(trans), i(n), i(k), s(alpha), A, i(lda), B, i(ldb), s(beta), C, i(ldc));
}

template <class T>
inline void her2k(Uplo uplo, Op trans, int64_t n, int64_t k, T alpha, const T* A, int64_t lda, const T* B,
                  int64_t ldb, real_t<T> beta, T* C, int64_t ldc) {
    auto f = [] {
        if constexpr (std::is_same_v<T, cf>) return cblas_cher2k;
        else return cblas_zher2k;
    }();
    f(order, up(uplo), tr(trans), i(n), i(k), s(alpha), A, i(lda), B, i(ldb), beta, C, i(ldc));
}

template <class T>
inline void trmm(Side side, Uplo uplo, Op ta, Diag diag, int64_t m, int64_t n, T alpha, const T* A,
                 int64_t lda, T* B, int64_t ldb) {
    auto f = [] {
        if constexpr (std::is_same_v<T, float>) return cblas_strmm;
        else if constexpr (std::is_same_v<T, double>) return cblas_dtrmm;
        else if constexpr (std::is_same_v<T, cf>) return cblas_ctrmm;
        else return cblas_ztrmm;
    }();
    f(order, sd(side), up(uplo), tr(ta), dg(diag), i(m), i(n), s(alpha), A, i(lda), B, i(ldb));
}

template <class T>
inline void trsm(Side side, Uplo uplo, Op ta, Diag diag, int64_t m, int64_t n, T alpha, const T* A,
                 int64_t lda, T* B, int64_t ldb) {
    auto f = [] {
        if constexpr (std::is_same_v<T, float>) return cblas_strsm;
        else if constexpr (std::is_same_v<T, double>) return cblas_dtrsm;
        else if constexpr (std::is_same_v<T, cf>) return cblas_ctrsm;
        else return cblas_ztrsm;
    }();
    f(order, sd(side), up(uplo), tr(ta), dg(diag), i(m), i(n), s(alpha), A, i(lda), B, i(ldb));
}

}  // namespace bblas::impl::vendor
