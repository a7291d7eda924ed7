// OpenBLAS's Level 2 for the kernels of gemv, ger, symv/hemv, trmv and trsv (vendor/cblas.hh has
// the rest): column-major, one problem per call, from the crossovers of the Level-2 families
// (core/plan.hh level2_path), with positive increments only (level2_vendor_can). The scalars
// come by reference from the task, so that complex ones reach CBLAS as the task's own addresses.
#pragma once

#include "vendor/cblas.hh"

namespace bblas::impl::vendor {

// op(A) of a task's transpose and conjugate flags (a conjugate without a transpose has no CBLAS
// form)
inline Op op(bool trans, bool conj) { return !trans ? Op::NoTrans : conj ? Op::ConjTrans : Op::Trans; }

template <class T>
inline void gemv(Op trans, int64_t m, int64_t n, const T& alpha, const T* A, int64_t lda, const T* x,
                 int64_t incx, const T& beta, T* y, int64_t incy) {
    auto f = [] {
        if constexpr (std::is_same_v<T, float>) return cblas_sgemv;
        else if constexpr (std::is_same_v<T, double>) return cblas_dgemv;
        else if constexpr (std::is_same_v<T, cf>) return cblas_cgemv;
        else return cblas_zgemv;
    }();
    f(order, tr(trans), i(m), i(n), s(alpha), A, i(lda), x, i(incx), s(beta), y, i(incy));
}

// A += alpha x y^T, or x y^H where conj (complex only)
template <class T>
inline void ger(bool conj, int64_t m, int64_t n, const T& alpha, const T* x, int64_t incx, const T* y,
                int64_t incy, T* A, int64_t lda) {
    auto f = [conj] {
        if constexpr (std::is_same_v<T, float>) return cblas_sger;
        else if constexpr (std::is_same_v<T, double>) return cblas_dger;
        else if constexpr (std::is_same_v<T, cf>) return conj ? cblas_cgerc : cblas_cgeru;
        else return conj ? cblas_zgerc : cblas_zgeru;
    }();
    f(order, i(m), i(n), s(alpha), x, i(incx), y, i(incy), A, i(lda));
}

// symv for real types, hemv for complex ones (CBLAS has no complex symv)
template <class T>
inline void symv(Uplo uplo, int64_t n, const T& alpha, const T* A, int64_t lda, const T* x, int64_t incx,
                 const T& beta, T* y, int64_t incy) {
    auto f = [] {
        if constexpr (std::is_same_v<T, float>) return cblas_ssymv;
        else if constexpr (std::is_same_v<T, double>) return cblas_dsymv;
        else if constexpr (std::is_same_v<T, cf>) return cblas_chemv;
        else return cblas_zhemv;
    }();
    f(order, up(uplo), i(n), s(alpha), A, i(lda), x, i(incx), s(beta), y, i(incy));
}

// x = op(A) x, or op(A)^-1 x where solve
template <class T>
inline void trxv(bool solve, Uplo uplo, Op trans, Diag diag, int64_t n, const T* A, int64_t lda, T* x,
                 int64_t incx) {
    auto f = [solve] {
        if constexpr (std::is_same_v<T, float>) return solve ? cblas_strsv : cblas_strmv;
        else if constexpr (std::is_same_v<T, double>) return solve ? cblas_dtrsv : cblas_dtrmv;
        else if constexpr (std::is_same_v<T, cf>) return solve ? cblas_ctrsv : cblas_ctrmv;
        else return solve ? cblas_ztrsv : cblas_ztrmv;
    }();
    f(order, up(uplo), tr(trans), dg(diag), i(n), A, i(lda), x, i(incx));
}

}  // namespace bblas::impl::vendor
