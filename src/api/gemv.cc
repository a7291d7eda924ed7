// C entry points of gemv (bblas/c_level12.h): one forwarder per type and interface
// (group and strided).
#include "level12/gemv.hh"
#include "bblas.h"
#include "core/half.hh"

extern "C" {

void BLAS_gemv_batched_r32(BLAS_Layout layout, const BLAS_Trans* trans, const int64_t* m, const int64_t* n,
                           const float* alpha, const float* const* A, const int64_t* A_ld,
                           const float* const* x, const int64_t* incx, const float* beta, float* const* y,
                           const int64_t* incy, int64_t group_count, const int64_t* group_sizes,
                           int64_t* info) {
    bblas::impl::gemv_batched<float>(layout, trans, m, n, alpha, A, A_ld, x, incx, beta, y, incy, group_count,
                                     group_sizes, info);
}

void BLAS_gemv_batched_strided_r32(BLAS_Layout layout, BLAS_Trans trans, int64_t m, int64_t n, float alpha,
                                   const float* A, int64_t A_ld, int64_t A_stride, const float* x,
                                   int64_t incx, int64_t x_stride, float beta, float* y, int64_t incy,
                                   int64_t y_stride, int64_t batch_count, int64_t* info) {
    bblas::impl::gemv_strided<float>(layout, trans, m, n, alpha, A, A_ld, A_stride, x, incx, x_stride, beta,
                                     y, incy, y_stride, batch_count, info);
}

void BLAS_gemv_batched_r64(BLAS_Layout layout, const BLAS_Trans* trans, const int64_t* m, const int64_t* n,
                           const double* alpha, const double* const* A, const int64_t* A_ld,
                           const double* const* x, const int64_t* incx, const double* beta, double* const* y,
                           const int64_t* incy, int64_t group_count, const int64_t* group_sizes,
                           int64_t* info) {
    bblas::impl::gemv_batched<double>(layout, trans, m, n, alpha, A, A_ld, x, incx, beta, y, incy,
                                      group_count, group_sizes, info);
}

void BLAS_gemv_batched_strided_r64(BLAS_Layout layout, BLAS_Trans trans, int64_t m, int64_t n, double alpha,
                                   const double* A, int64_t A_ld, int64_t A_stride, const double* x,
                                   int64_t incx, int64_t x_stride, double beta, double* y, int64_t incy,
                                   int64_t y_stride, int64_t batch_count, int64_t* info) {
    bblas::impl::gemv_strided<double>(layout, trans, m, n, alpha, A, A_ld, A_stride, x, incx, x_stride, beta,
                                      y, incy, y_stride, batch_count, info);
}

void BLAS_gemv_batched_c32(BLAS_Layout layout, const BLAS_Trans* trans, const int64_t* m, const int64_t* n,
                           const bblas_complex_float* alpha, const bblas_complex_float* const* A,
                           const int64_t* A_ld, const bblas_complex_float* const* x, const int64_t* incx,
                           const bblas_complex_float* beta, bblas_complex_float* const* y,
                           const int64_t* incy, int64_t group_count, const int64_t* group_sizes,
                           int64_t* info) {
    bblas::impl::gemv_batched<bblas_complex_float>(layout, trans, m, n, alpha, A, A_ld, x, incx, beta, y,
                                                   incy, group_count, group_sizes, info);
}

void BLAS_gemv_batched_strided_c32(BLAS_Layout layout, BLAS_Trans trans, int64_t m, int64_t n,
                                   bblas_complex_float alpha, const bblas_complex_float* A, int64_t A_ld,
                                   int64_t A_stride, const bblas_complex_float* x, int64_t incx,
                                   int64_t x_stride, bblas_complex_float beta, bblas_complex_float* y,
                                   int64_t incy, int64_t y_stride, int64_t batch_count, int64_t* info) {
    bblas::impl::gemv_strided<bblas_complex_float>(layout, trans, m, n, alpha, A, A_ld, A_stride, x, incx,
                                                   x_stride, beta, y, incy, y_stride, batch_count, info);
}

void BLAS_gemv_batched_c64(BLAS_Layout layout, const BLAS_Trans* trans, const int64_t* m, const int64_t* n,
                           const bblas_complex_double* alpha, const bblas_complex_double* const* A,
                           const int64_t* A_ld, const bblas_complex_double* const* x, const int64_t* incx,
                           const bblas_complex_double* beta, bblas_complex_double* const* y,
                           const int64_t* incy, int64_t group_count, const int64_t* group_sizes,
                           int64_t* info) {
    bblas::impl::gemv_batched<bblas_complex_double>(layout, trans, m, n, alpha, A, A_ld, x, incx, beta, y,
                                                    incy, group_count, group_sizes, info);
}

void BLAS_gemv_batched_strided_c64(BLAS_Layout layout, BLAS_Trans trans, int64_t m, int64_t n,
                                   bblas_complex_double alpha, const bblas_complex_double* A, int64_t A_ld,
                                   int64_t A_stride, const bblas_complex_double* x, int64_t incx,
                                   int64_t x_stride, bblas_complex_double beta, bblas_complex_double* y,
                                   int64_t incy, int64_t y_stride, int64_t batch_count, int64_t* info) {
    bblas::impl::gemv_strided<bblas_complex_double>(layout, trans, m, n, alpha, A, A_ld, A_stride, x, incx,
                                                    x_stride, beta, y, incy, y_stride, batch_count, info);
}

#if BBLAS_HAVE_HALF
// Half precision (r16, c16: docs/half.md): vectors and matrices in half, the scalars and
// results in single precision.
void BLAS_gemv_batched_r16(BLAS_Layout layout, const BLAS_Trans* trans, const int64_t* m, const int64_t* n,
                           const float* alpha, const bblas_half* const* A, const int64_t* A_ld,
                           const bblas_half* const* x, const int64_t* incx, const float* beta,
                           bblas_half* const* y, const int64_t* incy, int64_t group_count,
                           const int64_t* group_sizes, int64_t* info) {
    bblas::impl::gemv_batched<bblas_half>(layout, trans, m, n, alpha, A, A_ld, x, incx, beta, y, incy,
                                          group_count, group_sizes, info);
}

void BLAS_gemv_batched_strided_r16(BLAS_Layout layout, BLAS_Trans trans, int64_t m, int64_t n, float alpha,
                                   const bblas_half* A, int64_t A_ld, int64_t A_stride, const bblas_half* x,
                                   int64_t incx, int64_t x_stride, float beta, bblas_half* y, int64_t incy,
                                   int64_t y_stride, int64_t batch_count, int64_t* info) {
    bblas::impl::gemv_strided<bblas_half>(layout, trans, m, n, alpha, A, A_ld, A_stride, x, incx, x_stride,
                                          beta, y, incy, y_stride, batch_count, info);
}

void BLAS_gemv_batched_c16(BLAS_Layout layout, const BLAS_Trans* trans, const int64_t* m, const int64_t* n,
                           const bblas_complex_float* alpha, const bblas_complex_half* const* A,
                           const int64_t* A_ld, const bblas_complex_half* const* x, const int64_t* incx,
                           const bblas_complex_float* beta, bblas_complex_half* const* y, const int64_t* incy,
                           int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::gemv_batched<bblas_complex_half>(layout, trans, m, n, alpha, A, A_ld, x, incx, beta, y, incy,
                                                  group_count, group_sizes, info);
}

void BLAS_gemv_batched_strided_c16(BLAS_Layout layout, BLAS_Trans trans, int64_t m, int64_t n,
                                   bblas_complex_float alpha, const bblas_complex_half* A, int64_t A_ld,
                                   int64_t A_stride, const bblas_complex_half* x, int64_t incx,
                                   int64_t x_stride, bblas_complex_float beta, bblas_complex_half* y,
                                   int64_t incy, int64_t y_stride, int64_t batch_count, int64_t* info) {
    bblas::impl::gemv_strided<bblas_complex_half>(layout, trans, m, n, alpha, A, A_ld, A_stride, x, incx,
                                                  x_stride, beta, y, incy, y_stride, batch_count, info);
}
#endif
}  // extern "C"
