// C entry points of the flat interface (bblas_flat.h): one forwarder per type and routine.
#include "lapack/flat.hh"
#include "bblas_flat.h"
#include "core/half.hh"
#include "level12/flat.hh"
#include "level3/flat.hh"

extern "C" {

void bblas_sgemm_batch(const BLAS_Trans* transa, const BLAS_Trans* transb, const int64_t* m, const int64_t* n,
                       const int64_t* k, const float* alpha, const float* const* arrayA, const int64_t* lda,
                       const float* const* arrayB, const int64_t* ldb, const float* beta,
                       float* const* arrayC, const int64_t* ldc, int64_t batch_count,
                       bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::gemm_flat<float>(transa, transb, m, n, k, alpha, arrayA, lda, arrayB, ldb, beta, arrayC, ldc,
                                  batch_count, int(batch_opts), info);
}

void bblas_dgemm_batch(const BLAS_Trans* transa, const BLAS_Trans* transb, const int64_t* m, const int64_t* n,
                       const int64_t* k, const double* alpha, const double* const* arrayA, const int64_t* lda,
                       const double* const* arrayB, const int64_t* ldb, const double* beta,
                       double* const* arrayC, const int64_t* ldc, int64_t batch_count,
                       bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::gemm_flat<double>(transa, transb, m, n, k, alpha, arrayA, lda, arrayB, ldb, beta, arrayC,
                                   ldc, batch_count, int(batch_opts), info);
}

void bblas_cgemm_batch(const BLAS_Trans* transa, const BLAS_Trans* transb, const int64_t* m, const int64_t* n,
                       const int64_t* k, const bblas_complex_float* alpha,
                       const bblas_complex_float* const* arrayA, const int64_t* lda,
                       const bblas_complex_float* const* arrayB, const int64_t* ldb,
                       const bblas_complex_float* beta, bblas_complex_float* const* arrayC,
                       const int64_t* ldc, int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::gemm_flat<bblas_complex_float>(transa, transb, m, n, k, alpha, arrayA, lda, arrayB, ldb,
                                                beta, arrayC, ldc, batch_count, int(batch_opts), info);
}

void bblas_zgemm_batch(const BLAS_Trans* transa, const BLAS_Trans* transb, const int64_t* m, const int64_t* n,
                       const int64_t* k, const bblas_complex_double* alpha,
                       const bblas_complex_double* const* arrayA, const int64_t* lda,
                       const bblas_complex_double* const* arrayB, const int64_t* ldb,
                       const bblas_complex_double* beta, bblas_complex_double* const* arrayC,
                       const int64_t* ldc, int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::gemm_flat<bblas_complex_double>(transa, transb, m, n, k, alpha, arrayA, lda, arrayB, ldb,
                                                 beta, arrayC, ldc, batch_count, int(batch_opts), info);
}

void bblas_ssymm_batch(const BLAS_Side* side, const BLAS_Uplo* uplo, const int64_t* m, const int64_t* n,
                       const float* alpha, const float* const* arrayA, const int64_t* lda,
                       const float* const* arrayB, const int64_t* ldb, const float* beta,
                       float* const* arrayC, const int64_t* ldc, int64_t batch_count,
                       bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::symm_flat<float, false>(side, uplo, m, n, alpha, arrayA, lda, arrayB, ldb, beta, arrayC, ldc,
                                         batch_count, int(batch_opts), info);
}

void bblas_dsymm_batch(const BLAS_Side* side, const BLAS_Uplo* uplo, const int64_t* m, const int64_t* n,
                       const double* alpha, const double* const* arrayA, const int64_t* lda,
                       const double* const* arrayB, const int64_t* ldb, const double* beta,
                       double* const* arrayC, const int64_t* ldc, int64_t batch_count,
                       bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::symm_flat<double, false>(side, uplo, m, n, alpha, arrayA, lda, arrayB, ldb, beta, arrayC,
                                          ldc, batch_count, int(batch_opts), info);
}

void bblas_csymm_batch(const BLAS_Side* side, const BLAS_Uplo* uplo, const int64_t* m, const int64_t* n,
                       const bblas_complex_float* alpha, const bblas_complex_float* const* arrayA,
                       const int64_t* lda, const bblas_complex_float* const* arrayB, const int64_t* ldb,
                       const bblas_complex_float* beta, bblas_complex_float* const* arrayC,
                       const int64_t* ldc, int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::symm_flat<bblas_complex_float, false>(side, uplo, m, n, alpha, arrayA, lda, arrayB, ldb,
                                                       beta, arrayC, ldc, batch_count, int(batch_opts), info);
}

void bblas_chemm_batch(const BLAS_Side* side, const BLAS_Uplo* uplo, const int64_t* m, const int64_t* n,
                       const bblas_complex_float* alpha, const bblas_complex_float* const* arrayA,
                       const int64_t* lda, const bblas_complex_float* const* arrayB, const int64_t* ldb,
                       const bblas_complex_float* beta, bblas_complex_float* const* arrayC,
                       const int64_t* ldc, int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::symm_flat<bblas_complex_float, true>(side, uplo, m, n, alpha, arrayA, lda, arrayB, ldb, beta,
                                                      arrayC, ldc, batch_count, int(batch_opts), info);
}

void bblas_zsymm_batch(const BLAS_Side* side, const BLAS_Uplo* uplo, const int64_t* m, const int64_t* n,
                       const bblas_complex_double* alpha, const bblas_complex_double* const* arrayA,
                       const int64_t* lda, const bblas_complex_double* const* arrayB, const int64_t* ldb,
                       const bblas_complex_double* beta, bblas_complex_double* const* arrayC,
                       const int64_t* ldc, int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::symm_flat<bblas_complex_double, false>(side, uplo, m, n, alpha, arrayA, lda, arrayB, ldb,
                                                        beta, arrayC, ldc, batch_count, int(batch_opts),
                                                        info);
}

void bblas_zhemm_batch(const BLAS_Side* side, const BLAS_Uplo* uplo, const int64_t* m, const int64_t* n,
                       const bblas_complex_double* alpha, const bblas_complex_double* const* arrayA,
                       const int64_t* lda, const bblas_complex_double* const* arrayB, const int64_t* ldb,
                       const bblas_complex_double* beta, bblas_complex_double* const* arrayC,
                       const int64_t* ldc, int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::symm_flat<bblas_complex_double, true>(side, uplo, m, n, alpha, arrayA, lda, arrayB, ldb,
                                                       beta, arrayC, ldc, batch_count, int(batch_opts), info);
}

void bblas_ssyrk_batch(const BLAS_Uplo* uplo, const BLAS_Trans* trans, const int64_t* n, const int64_t* k,
                       const float* alpha, const float* const* arrayA, const int64_t* lda, const float* beta,
                       float* const* arrayC, const int64_t* ldc, int64_t batch_count,
                       bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::syrk_flat<float, false>(uplo, trans, n, k, alpha, arrayA, lda, beta, arrayC, ldc,
                                         batch_count, int(batch_opts), info);
}

void bblas_dsyrk_batch(const BLAS_Uplo* uplo, const BLAS_Trans* trans, const int64_t* n, const int64_t* k,
                       const double* alpha, const double* const* arrayA, const int64_t* lda,
                       const double* beta, double* const* arrayC, const int64_t* ldc, int64_t batch_count,
                       bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::syrk_flat<double, false>(uplo, trans, n, k, alpha, arrayA, lda, beta, arrayC, ldc,
                                          batch_count, int(batch_opts), info);
}

void bblas_csyrk_batch(const BLAS_Uplo* uplo, const BLAS_Trans* trans, const int64_t* n, const int64_t* k,
                       const bblas_complex_float* alpha, const bblas_complex_float* const* arrayA,
                       const int64_t* lda, const bblas_complex_float* beta,
                       bblas_complex_float* const* arrayC, const int64_t* ldc, int64_t batch_count,
                       bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::syrk_flat<bblas_complex_float, false>(uplo, trans, n, k, alpha, arrayA, lda, beta, arrayC,
                                                       ldc, batch_count, int(batch_opts), info);
}

void bblas_cherk_batch(const BLAS_Uplo* uplo, const BLAS_Trans* trans, const int64_t* n, const int64_t* k,
                       const float* alpha, const bblas_complex_float* const* arrayA, const int64_t* lda,
                       const float* beta, bblas_complex_float* const* arrayC, const int64_t* ldc,
                       int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::syrk_flat<bblas_complex_float, true>(uplo, trans, n, k, alpha, arrayA, lda, beta, arrayC,
                                                      ldc, batch_count, int(batch_opts), info);
}

void bblas_zsyrk_batch(const BLAS_Uplo* uplo, const BLAS_Trans* trans, const int64_t* n, const int64_t* k,
                       const bblas_complex_double* alpha, const bblas_complex_double* const* arrayA,
                       const int64_t* lda, const bblas_complex_double* beta,
                       bblas_complex_double* const* arrayC, const int64_t* ldc, int64_t batch_count,
                       bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::syrk_flat<bblas_complex_double, false>(uplo, trans, n, k, alpha, arrayA, lda, beta, arrayC,
                                                        ldc, batch_count, int(batch_opts), info);
}

void bblas_zherk_batch(const BLAS_Uplo* uplo, const BLAS_Trans* trans, const int64_t* n, const int64_t* k,
                       const double* alpha, const bblas_complex_double* const* arrayA, const int64_t* lda,
                       const double* beta, bblas_complex_double* const* arrayC, const int64_t* ldc,
                       int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::syrk_flat<bblas_complex_double, true>(uplo, trans, n, k, alpha, arrayA, lda, beta, arrayC,
                                                       ldc, batch_count, int(batch_opts), info);
}

void bblas_ssyr2k_batch(const BLAS_Uplo* uplo, const BLAS_Trans* trans, const int64_t* n, const int64_t* k,
                        const float* alpha, const float* const* arrayA, const int64_t* lda,
                        const float* const* arrayB, const int64_t* ldb, const float* beta,
                        float* const* arrayC, const int64_t* ldc, int64_t batch_count,
                        bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::syr2k_flat<float, false>(uplo, trans, n, k, alpha, arrayA, lda, arrayB, ldb, beta, arrayC,
                                          ldc, batch_count, int(batch_opts), info);
}

void bblas_dsyr2k_batch(const BLAS_Uplo* uplo, const BLAS_Trans* trans, const int64_t* n, const int64_t* k,
                        const double* alpha, const double* const* arrayA, const int64_t* lda,
                        const double* const* arrayB, const int64_t* ldb, const double* beta,
                        double* const* arrayC, const int64_t* ldc, int64_t batch_count,
                        bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::syr2k_flat<double, false>(uplo, trans, n, k, alpha, arrayA, lda, arrayB, ldb, beta, arrayC,
                                           ldc, batch_count, int(batch_opts), info);
}

void bblas_csyr2k_batch(const BLAS_Uplo* uplo, const BLAS_Trans* trans, const int64_t* n, const int64_t* k,
                        const bblas_complex_float* alpha, const bblas_complex_float* const* arrayA,
                        const int64_t* lda, const bblas_complex_float* const* arrayB, const int64_t* ldb,
                        const bblas_complex_float* beta, bblas_complex_float* const* arrayC,
                        const int64_t* ldc, int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::syr2k_flat<bblas_complex_float, false>(uplo, trans, n, k, alpha, arrayA, lda, arrayB, ldb,
                                                        beta, arrayC, ldc, batch_count, int(batch_opts),
                                                        info);
}

void bblas_cher2k_batch(const BLAS_Uplo* uplo, const BLAS_Trans* trans, const int64_t* n, const int64_t* k,
                        const bblas_complex_float* alpha, const bblas_complex_float* const* arrayA,
                        const int64_t* lda, const bblas_complex_float* const* arrayB, const int64_t* ldb,
                        const float* beta, bblas_complex_float* const* arrayC, const int64_t* ldc,
                        int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::syr2k_flat<bblas_complex_float, true>(uplo, trans, n, k, alpha, arrayA, lda, arrayB, ldb,
                                                       beta, arrayC, ldc, batch_count, int(batch_opts), info);
}

void bblas_zsyr2k_batch(const BLAS_Uplo* uplo, const BLAS_Trans* trans, const int64_t* n, const int64_t* k,
                        const bblas_complex_double* alpha, const bblas_complex_double* const* arrayA,
                        const int64_t* lda, const bblas_complex_double* const* arrayB, const int64_t* ldb,
                        const bblas_complex_double* beta, bblas_complex_double* const* arrayC,
                        const int64_t* ldc, int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::syr2k_flat<bblas_complex_double, false>(uplo, trans, n, k, alpha, arrayA, lda, arrayB, ldb,
                                                         beta, arrayC, ldc, batch_count, int(batch_opts),
                                                         info);
}

void bblas_zher2k_batch(const BLAS_Uplo* uplo, const BLAS_Trans* trans, const int64_t* n, const int64_t* k,
                        const bblas_complex_double* alpha, const bblas_complex_double* const* arrayA,
                        const int64_t* lda, const bblas_complex_double* const* arrayB, const int64_t* ldb,
                        const double* beta, bblas_complex_double* const* arrayC, const int64_t* ldc,
                        int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::syr2k_flat<bblas_complex_double, true>(uplo, trans, n, k, alpha, arrayA, lda, arrayB, ldb,
                                                        beta, arrayC, ldc, batch_count, int(batch_opts),
                                                        info);
}

void bblas_strmm_batch(const BLAS_Side* side, const BLAS_Uplo* uplo, const BLAS_Trans* transa,
                       const BLAS_Diag* diag, const int64_t* m, const int64_t* n, const float* alpha,
                       const float* const* arrayA, const int64_t* lda, float* const* arrayB,
                       const int64_t* ldb, int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::trxm_flat<float, false>(side, uplo, transa, diag, m, n, alpha, arrayA, lda, arrayB, ldb,
                                         batch_count, int(batch_opts), info);
}

void bblas_strsm_batch(const BLAS_Side* side, const BLAS_Uplo* uplo, const BLAS_Trans* transa,
                       const BLAS_Diag* diag, const int64_t* m, const int64_t* n, const float* alpha,
                       const float* const* arrayA, const int64_t* lda, float* const* arrayB,
                       const int64_t* ldb, int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::trxm_flat<float, true>(side, uplo, transa, diag, m, n, alpha, arrayA, lda, arrayB, ldb,
                                        batch_count, int(batch_opts), info);
}

void bblas_dtrmm_batch(const BLAS_Side* side, const BLAS_Uplo* uplo, const BLAS_Trans* transa,
                       const BLAS_Diag* diag, const int64_t* m, const int64_t* n, const double* alpha,
                       const double* const* arrayA, const int64_t* lda, double* const* arrayB,
                       const int64_t* ldb, int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::trxm_flat<double, false>(side, uplo, transa, diag, m, n, alpha, arrayA, lda, arrayB, ldb,
                                          batch_count, int(batch_opts), info);
}

void bblas_dtrsm_batch(const BLAS_Side* side, const BLAS_Uplo* uplo, const BLAS_Trans* transa,
                       const BLAS_Diag* diag, const int64_t* m, const int64_t* n, const double* alpha,
                       const double* const* arrayA, const int64_t* lda, double* const* arrayB,
                       const int64_t* ldb, int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::trxm_flat<double, true>(side, uplo, transa, diag, m, n, alpha, arrayA, lda, arrayB, ldb,
                                         batch_count, int(batch_opts), info);
}

void bblas_ctrmm_batch(const BLAS_Side* side, const BLAS_Uplo* uplo, const BLAS_Trans* transa,
                       const BLAS_Diag* diag, const int64_t* m, const int64_t* n,
                       const bblas_complex_float* alpha, const bblas_complex_float* const* arrayA,
                       const int64_t* lda, bblas_complex_float* const* arrayB, const int64_t* ldb,
                       int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::trxm_flat<bblas_complex_float, false>(side, uplo, transa, diag, m, n, alpha, arrayA, lda,
                                                       arrayB, ldb, batch_count, int(batch_opts), info);
}

void bblas_ctrsm_batch(const BLAS_Side* side, const BLAS_Uplo* uplo, const BLAS_Trans* transa,
                       const BLAS_Diag* diag, const int64_t* m, const int64_t* n,
                       const bblas_complex_float* alpha, const bblas_complex_float* const* arrayA,
                       const int64_t* lda, bblas_complex_float* const* arrayB, const int64_t* ldb,
                       int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::trxm_flat<bblas_complex_float, true>(side, uplo, transa, diag, m, n, alpha, arrayA, lda,
                                                      arrayB, ldb, batch_count, int(batch_opts), info);
}

void bblas_ztrmm_batch(const BLAS_Side* side, const BLAS_Uplo* uplo, const BLAS_Trans* transa,
                       const BLAS_Diag* diag, const int64_t* m, const int64_t* n,
                       const bblas_complex_double* alpha, const bblas_complex_double* const* arrayA,
                       const int64_t* lda, bblas_complex_double* const* arrayB, const int64_t* ldb,
                       int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::trxm_flat<bblas_complex_double, false>(side, uplo, transa, diag, m, n, alpha, arrayA, lda,
                                                        arrayB, ldb, batch_count, int(batch_opts), info);
}

void bblas_ztrsm_batch(const BLAS_Side* side, const BLAS_Uplo* uplo, const BLAS_Trans* transa,
                       const BLAS_Diag* diag, const int64_t* m, const int64_t* n,
                       const bblas_complex_double* alpha, const bblas_complex_double* const* arrayA,
                       const int64_t* lda, bblas_complex_double* const* arrayB, const int64_t* ldb,
                       int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::trxm_flat<bblas_complex_double, true>(side, uplo, transa, diag, m, n, alpha, arrayA, lda,
                                                       arrayB, ldb, batch_count, int(batch_opts), info);
}

void bblas_saxpy_batch(const int64_t* n, const float* alpha, const float* const* x, const int64_t* incx,
                       float* const* y, const int64_t* incy, int64_t batch_count, bblas_batch_opts batch_opts,
                       int64_t* info) {
    bblas::impl::axpy_flat<float>(n, alpha, x, incx, y, incy, batch_count, int(batch_opts), info);
}

void bblas_daxpy_batch(const int64_t* n, const double* alpha, const double* const* x, const int64_t* incx,
                       double* const* y, const int64_t* incy, int64_t batch_count,
                       bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::axpy_flat<double>(n, alpha, x, incx, y, incy, batch_count, int(batch_opts), info);
}

void bblas_caxpy_batch(const int64_t* n, const bblas_complex_float* alpha,
                       const bblas_complex_float* const* x, const int64_t* incx,
                       bblas_complex_float* const* y, const int64_t* incy, int64_t batch_count,
                       bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::axpy_flat<bblas_complex_float>(n, alpha, x, incx, y, incy, batch_count, int(batch_opts),
                                                info);
}

void bblas_zaxpy_batch(const int64_t* n, const bblas_complex_double* alpha,
                       const bblas_complex_double* const* x, const int64_t* incx,
                       bblas_complex_double* const* y, const int64_t* incy, int64_t batch_count,
                       bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::axpy_flat<bblas_complex_double>(n, alpha, x, incx, y, incy, batch_count, int(batch_opts),
                                                 info);
}

void bblas_sgemv_batch(const BLAS_Trans* trans, const int64_t* m, const int64_t* n, const float* alpha,
                       const float* const* arrayA, const int64_t* lda, const float* const* x,
                       const int64_t* incx, const float* beta, float* const* y, const int64_t* incy,
                       int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::gemv_flat<float>(trans, m, n, alpha, arrayA, lda, x, incx, beta, y, incy, batch_count,
                                  int(batch_opts), info);
}

void bblas_dgemv_batch(const BLAS_Trans* trans, const int64_t* m, const int64_t* n, const double* alpha,
                       const double* const* arrayA, const int64_t* lda, const double* const* x,
                       const int64_t* incx, const double* beta, double* const* y, const int64_t* incy,
                       int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::gemv_flat<double>(trans, m, n, alpha, arrayA, lda, x, incx, beta, y, incy, batch_count,
                                   int(batch_opts), info);
}

void bblas_cgemv_batch(const BLAS_Trans* trans, const int64_t* m, const int64_t* n,
                       const bblas_complex_float* alpha, const bblas_complex_float* const* arrayA,
                       const int64_t* lda, const bblas_complex_float* const* x, const int64_t* incx,
                       const bblas_complex_float* beta, bblas_complex_float* const* y, const int64_t* incy,
                       int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::gemv_flat<bblas_complex_float>(trans, m, n, alpha, arrayA, lda, x, incx, beta, y, incy,
                                                batch_count, int(batch_opts), info);
}

void bblas_zgemv_batch(const BLAS_Trans* trans, const int64_t* m, const int64_t* n,
                       const bblas_complex_double* alpha, const bblas_complex_double* const* arrayA,
                       const int64_t* lda, const bblas_complex_double* const* x, const int64_t* incx,
                       const bblas_complex_double* beta, bblas_complex_double* const* y, const int64_t* incy,
                       int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::gemv_flat<bblas_complex_double>(trans, m, n, alpha, arrayA, lda, x, incx, beta, y, incy,
                                                 batch_count, int(batch_opts), info);
}

void bblas_sgetrf_batch(const int64_t* m, const int64_t* n, float* const* arrayA, const int64_t* lda,
                        int64_t* const* ipiv, int64_t batch_count, bblas_batch_opts batch_opts,
                        int64_t* info) {
    bblas::impl::getrf_flat<float>(m, n, arrayA, lda, ipiv, batch_count, int(batch_opts), info);
}

void bblas_dgetrf_batch(const int64_t* m, const int64_t* n, double* const* arrayA, const int64_t* lda,
                        int64_t* const* ipiv, int64_t batch_count, bblas_batch_opts batch_opts,
                        int64_t* info) {
    bblas::impl::getrf_flat<double>(m, n, arrayA, lda, ipiv, batch_count, int(batch_opts), info);
}

void bblas_cgetrf_batch(const int64_t* m, const int64_t* n, bblas_complex_float* const* arrayA,
                        const int64_t* lda, int64_t* const* ipiv, int64_t batch_count,
                        bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::getrf_flat<bblas_complex_float>(m, n, arrayA, lda, ipiv, batch_count, int(batch_opts), info);
}

void bblas_zgetrf_batch(const int64_t* m, const int64_t* n, bblas_complex_double* const* arrayA,
                        const int64_t* lda, int64_t* const* ipiv, int64_t batch_count,
                        bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::getrf_flat<bblas_complex_double>(m, n, arrayA, lda, ipiv, batch_count, int(batch_opts),
                                                  info);
}

#if BBLAS_HAVE_HALF
// Half precision (docs/half.md): matrices in half, alpha and beta in single.
void bblas_hgemm_batch(const BLAS_Trans* transa, const BLAS_Trans* transb, const int64_t* m, const int64_t* n,
                       const int64_t* k, const float* alpha, const bblas_half* const* arrayA,
                       const int64_t* lda, const bblas_half* const* arrayB, const int64_t* ldb,
                       const float* beta, bblas_half* const* arrayC, const int64_t* ldc, int64_t batch_count,
                       bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::gemm_flat<bblas_half>(transa, transb, m, n, k, alpha, arrayA, lda, arrayB, ldb, beta, arrayC,
                                       ldc, batch_count, batch_opts, info);
}
void bblas_hsymm_batch(const BLAS_Side* side, const BLAS_Uplo* uplo, const int64_t* m, const int64_t* n,
                       const float* alpha, const bblas_half* const* arrayA, const int64_t* lda,
                       const bblas_half* const* arrayB, const int64_t* ldb, const float* beta,
                       bblas_half* const* arrayC, const int64_t* ldc, int64_t batch_count,
                       bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::symm_flat<bblas_half, false>(side, uplo, m, n, alpha, arrayA, lda, arrayB, ldb, beta, arrayC,
                                              ldc, batch_count, batch_opts, info);
}
void bblas_hsyrk_batch(const BLAS_Uplo* uplo, const BLAS_Trans* trans, const int64_t* n, const int64_t* k,
                       const float* alpha, const bblas_half* const* arrayA, const int64_t* lda,
                       const float* beta, bblas_half* const* arrayC, const int64_t* ldc, int64_t batch_count,
                       bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::syrk_flat<bblas_half, false>(uplo, trans, n, k, alpha, arrayA, lda, beta, arrayC, ldc,
                                              batch_count, batch_opts, info);
}
void bblas_hsyr2k_batch(const BLAS_Uplo* uplo, const BLAS_Trans* trans, const int64_t* n, const int64_t* k,
                        const float* alpha, const bblas_half* const* arrayA, const int64_t* lda,
                        const bblas_half* const* arrayB, const int64_t* ldb, const float* beta,
                        bblas_half* const* arrayC, const int64_t* ldc, int64_t batch_count,
                        bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::syr2k_flat<bblas_half, false>(uplo, trans, n, k, alpha, arrayA, lda, arrayB, ldb, beta,
                                               arrayC, ldc, batch_count, batch_opts, info);
}
void bblas_htrmm_batch(const BLAS_Side* side, const BLAS_Uplo* uplo, const BLAS_Trans* transa,
                       const BLAS_Diag* diag, const int64_t* m, const int64_t* n, const float* alpha,
                       const bblas_half* const* arrayA, const int64_t* lda, bblas_half* const* arrayB,
                       const int64_t* ldb, int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::trxm_flat<bblas_half, false>(side, uplo, transa, diag, m, n, alpha, arrayA, lda, arrayB, ldb,
                                              batch_count, batch_opts, info);
}
void bblas_htrsm_batch(const BLAS_Side* side, const BLAS_Uplo* uplo, const BLAS_Trans* transa,
                       const BLAS_Diag* diag, const int64_t* m, const int64_t* n, const float* alpha,
                       const bblas_half* const* arrayA, const int64_t* lda, bblas_half* const* arrayB,
                       const int64_t* ldb, int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::trxm_flat<bblas_half, true>(side, uplo, transa, diag, m, n, alpha, arrayA, lda, arrayB, ldb,
                                             batch_count, batch_opts, info);
}
// Complex half precision (docs/half.md): matrices in complex half, the scalars in (complex) single.
void bblas_kgemm_batch(const BLAS_Trans* transa, const BLAS_Trans* transb, const int64_t* m, const int64_t* n,
                       const int64_t* k, const bblas_complex_float* alpha,
                       const bblas_complex_half* const* arrayA, const int64_t* lda,
                       const bblas_complex_half* const* arrayB, const int64_t* ldb,
                       const bblas_complex_float* beta, bblas_complex_half* const* arrayC, const int64_t* ldc,
                       int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::gemm_flat<bblas_complex_half>(transa, transb, m, n, k, alpha, arrayA, lda, arrayB, ldb, beta,
                                               arrayC, ldc, batch_count, int(batch_opts), info);
}
void bblas_ksymm_batch(const BLAS_Side* side, const BLAS_Uplo* uplo, const int64_t* m, const int64_t* n,
                       const bblas_complex_float* alpha, const bblas_complex_half* const* arrayA,
                       const int64_t* lda, const bblas_complex_half* const* arrayB, const int64_t* ldb,
                       const bblas_complex_float* beta, bblas_complex_half* const* arrayC, const int64_t* ldc,
                       int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::symm_flat<bblas_complex_half, false>(side, uplo, m, n, alpha, arrayA, lda, arrayB, ldb, beta,
                                                      arrayC, ldc, batch_count, int(batch_opts), info);
}
void bblas_khemm_batch(const BLAS_Side* side, const BLAS_Uplo* uplo, const int64_t* m, const int64_t* n,
                       const bblas_complex_float* alpha, const bblas_complex_half* const* arrayA,
                       const int64_t* lda, const bblas_complex_half* const* arrayB, const int64_t* ldb,
                       const bblas_complex_float* beta, bblas_complex_half* const* arrayC, const int64_t* ldc,
                       int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::symm_flat<bblas_complex_half, true>(side, uplo, m, n, alpha, arrayA, lda, arrayB, ldb, beta,
                                                     arrayC, ldc, batch_count, int(batch_opts), info);
}
void bblas_ksyrk_batch(const BLAS_Uplo* uplo, const BLAS_Trans* trans, const int64_t* n, const int64_t* k,
                       const bblas_complex_float* alpha, const bblas_complex_half* const* arrayA,
                       const int64_t* lda, const bblas_complex_float* beta, bblas_complex_half* const* arrayC,
                       const int64_t* ldc, int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::syrk_flat<bblas_complex_half, false>(uplo, trans, n, k, alpha, arrayA, lda, beta, arrayC,
                                                      ldc, batch_count, int(batch_opts), info);
}
void bblas_kherk_batch(const BLAS_Uplo* uplo, const BLAS_Trans* trans, const int64_t* n, const int64_t* k,
                       const float* alpha, const bblas_complex_half* const* arrayA, const int64_t* lda,
                       const float* beta, bblas_complex_half* const* arrayC, const int64_t* ldc,
                       int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::syrk_flat<bblas_complex_half, true>(uplo, trans, n, k, alpha, arrayA, lda, beta, arrayC, ldc,
                                                     batch_count, int(batch_opts), info);
}
void bblas_ksyr2k_batch(const BLAS_Uplo* uplo, const BLAS_Trans* trans, const int64_t* n, const int64_t* k,
                        const bblas_complex_float* alpha, const bblas_complex_half* const* arrayA,
                        const int64_t* lda, const bblas_complex_half* const* arrayB, const int64_t* ldb,
                        const bblas_complex_float* beta, bblas_complex_half* const* arrayC,
                        const int64_t* ldc, int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::syr2k_flat<bblas_complex_half, false>(uplo, trans, n, k, alpha, arrayA, lda, arrayB, ldb,
                                                       beta, arrayC, ldc, batch_count, int(batch_opts), info);
}
void bblas_kher2k_batch(const BLAS_Uplo* uplo, const BLAS_Trans* trans, const int64_t* n, const int64_t* k,
                        const bblas_complex_float* alpha, const bblas_complex_half* const* arrayA,
                        const int64_t* lda, const bblas_complex_half* const* arrayB, const int64_t* ldb,
                        const float* beta, bblas_complex_half* const* arrayC, const int64_t* ldc,
                        int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::syr2k_flat<bblas_complex_half, true>(uplo, trans, n, k, alpha, arrayA, lda, arrayB, ldb,
                                                      beta, arrayC, ldc, batch_count, int(batch_opts), info);
}
void bblas_ktrmm_batch(const BLAS_Side* side, const BLAS_Uplo* uplo, const BLAS_Trans* transa,
                       const BLAS_Diag* diag, const int64_t* m, const int64_t* n,
                       const bblas_complex_float* alpha, const bblas_complex_half* const* arrayA,
                       const int64_t* lda, bblas_complex_half* const* arrayB, const int64_t* ldb,
                       int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::trxm_flat<bblas_complex_half, false>(side, uplo, transa, diag, m, n, alpha, arrayA, lda,
                                                      arrayB, ldb, batch_count, int(batch_opts), info);
}
void bblas_ktrsm_batch(const BLAS_Side* side, const BLAS_Uplo* uplo, const BLAS_Trans* transa,
                       const BLAS_Diag* diag, const int64_t* m, const int64_t* n,
                       const bblas_complex_float* alpha, const bblas_complex_half* const* arrayA,
                       const int64_t* lda, bblas_complex_half* const* arrayB, const int64_t* ldb,
                       int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::trxm_flat<bblas_complex_half, true>(side, uplo, transa, diag, m, n, alpha, arrayA, lda,
                                                     arrayB, ldb, batch_count, int(batch_opts), info);
}
// Level 1 and 2 in half: vectors and matrices in half, the scalars in (complex) single.
void bblas_haxpy_batch(const int64_t* n, const float* alpha, const bblas_half* const* x, const int64_t* incx,
                       bblas_half* const* y, const int64_t* incy, int64_t batch_count,
                       bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::axpy_flat<bblas_half>(n, alpha, x, incx, y, incy, batch_count, int(batch_opts), info);
}
void bblas_kaxpy_batch(const int64_t* n, const bblas_complex_float* alpha, const bblas_complex_half* const* x,
                       const int64_t* incx, bblas_complex_half* const* y, const int64_t* incy,
                       int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::axpy_flat<bblas_complex_half>(n, alpha, x, incx, y, incy, batch_count, int(batch_opts),
                                               info);
}
void bblas_hgemv_batch(const BLAS_Trans* trans, const int64_t* m, const int64_t* n, const float* alpha,
                       const bblas_half* const* arrayA, const int64_t* lda, const bblas_half* const* x,
                       const int64_t* incx, const float* beta, bblas_half* const* y, const int64_t* incy,
                       int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::gemv_flat<bblas_half>(trans, m, n, alpha, arrayA, lda, x, incx, beta, y, incy, batch_count,
                                       int(batch_opts), info);
}
void bblas_kgemv_batch(const BLAS_Trans* trans, const int64_t* m, const int64_t* n,
                       const bblas_complex_float* alpha, const bblas_complex_half* const* arrayA,
                       const int64_t* lda, const bblas_complex_half* const* x, const int64_t* incx,
                       const bblas_complex_float* beta, bblas_complex_half* const* y, const int64_t* incy,
                       int64_t batch_count, bblas_batch_opts batch_opts, int64_t* info) {
    bblas::impl::gemv_flat<bblas_complex_half>(trans, m, n, alpha, arrayA, lda, x, incx, beta, y, incy,
                                               batch_count, int(batch_opts), info);
}
#endif
}  // extern "C"
