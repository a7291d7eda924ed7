// C entry points of trmv (bblas/c_level12.h): one forwarder per type and interface
// (group and strided).
#include "bblas.h"
#include "core/half.hh"
#include "level12/trxv.hh"

extern "C" {

void BLAS_trmv_batched_r32(BLAS_Layout layout, const BLAS_Uplo* uplo, const BLAS_Trans* trans,
                           const BLAS_Diag* diag, const int64_t* n, const float* const* A,
                           const int64_t* A_ld, float* const* x, const int64_t* incx, int64_t group_count,
                           const int64_t* group_sizes, int64_t* info) {
    bblas::impl::trxv_batched<float, false>(layout, uplo, trans, diag, n, A, A_ld, x, incx, group_count,
                                            group_sizes, info);
}

void BLAS_trmv_batched_strided_r32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, BLAS_Diag diag,
                                   int64_t n, const float* A, int64_t A_ld, int64_t A_stride, float* x,
                                   int64_t incx, int64_t x_stride, int64_t batch_count, int64_t* info) {
    bblas::impl::trxv_strided<float, false>(layout, uplo, trans, diag, n, A, A_ld, A_stride, x, incx,
                                            x_stride, batch_count, info);
}

void BLAS_trmv_batched_r64(BLAS_Layout layout, const BLAS_Uplo* uplo, const BLAS_Trans* trans,
                           const BLAS_Diag* diag, const int64_t* n, const double* const* A,
                           const int64_t* A_ld, double* const* x, const int64_t* incx, int64_t group_count,
                           const int64_t* group_sizes, int64_t* info) {
    bblas::impl::trxv_batched<double, false>(layout, uplo, trans, diag, n, A, A_ld, x, incx, group_count,
                                             group_sizes, info);
}

void BLAS_trmv_batched_strided_r64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, BLAS_Diag diag,
                                   int64_t n, const double* A, int64_t A_ld, int64_t A_stride, double* x,
                                   int64_t incx, int64_t x_stride, int64_t batch_count, int64_t* info) {
    bblas::impl::trxv_strided<double, false>(layout, uplo, trans, diag, n, A, A_ld, A_stride, x, incx,
                                             x_stride, batch_count, info);
}

void BLAS_trmv_batched_c32(BLAS_Layout layout, const BLAS_Uplo* uplo, const BLAS_Trans* trans,
                           const BLAS_Diag* diag, const int64_t* n, const bblas_complex_float* const* A,
                           const int64_t* A_ld, bblas_complex_float* const* x, const int64_t* incx,
                           int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::trxv_batched<bblas_complex_float, false>(layout, uplo, trans, diag, n, A, A_ld, x, incx,
                                                          group_count, group_sizes, info);
}

void BLAS_trmv_batched_strided_c32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, BLAS_Diag diag,
                                   int64_t n, const bblas_complex_float* A, int64_t A_ld, int64_t A_stride,
                                   bblas_complex_float* x, int64_t incx, int64_t x_stride,
                                   int64_t batch_count, int64_t* info) {
    bblas::impl::trxv_strided<bblas_complex_float, false>(layout, uplo, trans, diag, n, A, A_ld, A_stride, x,
                                                          incx, x_stride, batch_count, info);
}

void BLAS_trmv_batched_c64(BLAS_Layout layout, const BLAS_Uplo* uplo, const BLAS_Trans* trans,
                           const BLAS_Diag* diag, const int64_t* n, const bblas_complex_double* const* A,
                           const int64_t* A_ld, bblas_complex_double* const* x, const int64_t* incx,
                           int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::trxv_batched<bblas_complex_double, false>(layout, uplo, trans, diag, n, A, A_ld, x, incx,
                                                           group_count, group_sizes, info);
}

void BLAS_trmv_batched_strided_c64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, BLAS_Diag diag,
                                   int64_t n, const bblas_complex_double* A, int64_t A_ld, int64_t A_stride,
                                   bblas_complex_double* x, int64_t incx, int64_t x_stride,
                                   int64_t batch_count, int64_t* info) {
    bblas::impl::trxv_strided<bblas_complex_double, false>(layout, uplo, trans, diag, n, A, A_ld, A_stride, x,
                                                           incx, x_stride, batch_count, info);
}

#if BBLAS_HAVE_HALF
// Half precision (r16, c16: docs/half.md): vectors and matrices in half, the scalars and
// results in single precision.
void BLAS_trmv_batched_r16(BLAS_Layout layout, const BLAS_Uplo* uplo, const BLAS_Trans* trans,
                           const BLAS_Diag* diag, const int64_t* n, const bblas_half* const* A,
                           const int64_t* A_ld, bblas_half* const* x, const int64_t* incx,
                           int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::trxv_batched<bblas_half, false>(layout, uplo, trans, diag, n, A, A_ld, x, incx, group_count,
                                                 group_sizes, info);
}

void BLAS_trmv_batched_strided_r16(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, BLAS_Diag diag,
                                   int64_t n, const bblas_half* A, int64_t A_ld, int64_t A_stride,
                                   bblas_half* x, int64_t incx, int64_t x_stride, int64_t batch_count,
                                   int64_t* info) {
    bblas::impl::trxv_strided<bblas_half, false>(layout, uplo, trans, diag, n, A, A_ld, A_stride, x, incx,
                                                 x_stride, batch_count, info);
}

void BLAS_trmv_batched_c16(BLAS_Layout layout, const BLAS_Uplo* uplo, const BLAS_Trans* trans,
                           const BLAS_Diag* diag, const int64_t* n, const bblas_complex_half* const* A,
                           const int64_t* A_ld, bblas_complex_half* const* x, const int64_t* incx,
                           int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::trxv_batched<bblas_complex_half, false>(layout, uplo, trans, diag, n, A, A_ld, x, incx,
                                                         group_count, group_sizes, info);
}

void BLAS_trmv_batched_strided_c16(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, BLAS_Diag diag,
                                   int64_t n, const bblas_complex_half* A, int64_t A_ld, int64_t A_stride,
                                   bblas_complex_half* x, int64_t incx, int64_t x_stride, int64_t batch_count,
                                   int64_t* info) {
    bblas::impl::trxv_strided<bblas_complex_half, false>(layout, uplo, trans, diag, n, A, A_ld, A_stride, x,
                                                         incx, x_stride, batch_count, info);
}
#endif
}  // extern "C"
