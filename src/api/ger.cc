// C entry points of ger, geru and gerc (bblas/c_level12.h): one forwarder per type and interface
// (group and strided).
#include "level12/ger.hh"
#include "bblas.h"
#include "core/half.hh"

extern "C" {

void BLAS_ger_batched_r32(BLAS_Layout layout, const int64_t* m, const int64_t* n, const float* alpha,
                          const float* const* x, const int64_t* incx, const float* const* y,
                          const int64_t* incy, float* const* A, const int64_t* A_ld, int64_t group_count,
                          const int64_t* group_sizes, int64_t* info) {
    bblas::impl::ger_batched<float, false>(layout, m, n, alpha, x, incx, y, incy, A, A_ld, group_count,
                                           group_sizes, info);
}

void BLAS_ger_batched_strided_r32(BLAS_Layout layout, int64_t m, int64_t n, float alpha, const float* x,
                                  int64_t incx, int64_t x_stride, const float* y, int64_t incy,
                                  int64_t y_stride, float* A, int64_t A_ld, int64_t A_stride,
                                  int64_t batch_count, int64_t* info) {
    bblas::impl::ger_strided<float, false>(layout, m, n, alpha, x, incx, x_stride, y, incy, y_stride, A, A_ld,
                                           A_stride, batch_count, info);
}

void BLAS_ger_batched_r64(BLAS_Layout layout, const int64_t* m, const int64_t* n, const double* alpha,
                          const double* const* x, const int64_t* incx, const double* const* y,
                          const int64_t* incy, double* const* A, const int64_t* A_ld, int64_t group_count,
                          const int64_t* group_sizes, int64_t* info) {
    bblas::impl::ger_batched<double, false>(layout, m, n, alpha, x, incx, y, incy, A, A_ld, group_count,
                                            group_sizes, info);
}

void BLAS_ger_batched_strided_r64(BLAS_Layout layout, int64_t m, int64_t n, double alpha, const double* x,
                                  int64_t incx, int64_t x_stride, const double* y, int64_t incy,
                                  int64_t y_stride, double* A, int64_t A_ld, int64_t A_stride,
                                  int64_t batch_count, int64_t* info) {
    bblas::impl::ger_strided<double, false>(layout, m, n, alpha, x, incx, x_stride, y, incy, y_stride, A,
                                            A_ld, A_stride, batch_count, info);
}

void BLAS_geru_batched_c32(BLAS_Layout layout, const int64_t* m, const int64_t* n,
                           const bblas_complex_float* alpha, const bblas_complex_float* const* x,
                           const int64_t* incx, const bblas_complex_float* const* y, const int64_t* incy,
                           bblas_complex_float* const* A, const int64_t* A_ld, int64_t group_count,
                           const int64_t* group_sizes, int64_t* info) {
    bblas::impl::ger_batched<bblas_complex_float, false>(layout, m, n, alpha, x, incx, y, incy, A, A_ld,
                                                         group_count, group_sizes, info);
}

void BLAS_geru_batched_strided_c32(BLAS_Layout layout, int64_t m, int64_t n, bblas_complex_float alpha,
                                   const bblas_complex_float* x, int64_t incx, int64_t x_stride,
                                   const bblas_complex_float* y, int64_t incy, int64_t y_stride,
                                   bblas_complex_float* A, int64_t A_ld, int64_t A_stride,
                                   int64_t batch_count, int64_t* info) {
    bblas::impl::ger_strided<bblas_complex_float, false>(layout, m, n, alpha, x, incx, x_stride, y, incy,
                                                         y_stride, A, A_ld, A_stride, batch_count, info);
}

void BLAS_gerc_batched_c32(BLAS_Layout layout, const int64_t* m, const int64_t* n,
                           const bblas_complex_float* alpha, const bblas_complex_float* const* x,
                           const int64_t* incx, const bblas_complex_float* const* y, const int64_t* incy,
                           bblas_complex_float* const* A, const int64_t* A_ld, int64_t group_count,
                           const int64_t* group_sizes, int64_t* info) {
    bblas::impl::ger_batched<bblas_complex_float, true>(layout, m, n, alpha, x, incx, y, incy, A, A_ld,
                                                        group_count, group_sizes, info);
}

void BLAS_gerc_batched_strided_c32(BLAS_Layout layout, int64_t m, int64_t n, bblas_complex_float alpha,
                                   const bblas_complex_float* x, int64_t incx, int64_t x_stride,
                                   const bblas_complex_float* y, int64_t incy, int64_t y_stride,
                                   bblas_complex_float* A, int64_t A_ld, int64_t A_stride,
                                   int64_t batch_count, int64_t* info) {
    bblas::impl::ger_strided<bblas_complex_float, true>(layout, m, n, alpha, x, incx, x_stride, y, incy,
                                                        y_stride, A, A_ld, A_stride, batch_count, info);
}

void BLAS_geru_batched_c64(BLAS_Layout layout, const int64_t* m, const int64_t* n,
                           const bblas_complex_double* alpha, const bblas_complex_double* const* x,
                           const int64_t* incx, const bblas_complex_double* const* y, const int64_t* incy,
                           bblas_complex_double* const* A, const int64_t* A_ld, int64_t group_count,
                           const int64_t* group_sizes, int64_t* info) {
    bblas::impl::ger_batched<bblas_complex_double, false>(layout, m, n, alpha, x, incx, y, incy, A, A_ld,
                                                          group_count, group_sizes, info);
}

void BLAS_geru_batched_strided_c64(BLAS_Layout layout, int64_t m, int64_t n, bblas_complex_double alpha,
                                   const bblas_complex_double* x, int64_t incx, int64_t x_stride,
                                   const bblas_complex_double* y, int64_t incy, int64_t y_stride,
                                   bblas_complex_double* A, int64_t A_ld, int64_t A_stride,
                                   int64_t batch_count, int64_t* info) {
    bblas::impl::ger_strided<bblas_complex_double, false>(layout, m, n, alpha, x, incx, x_stride, y, incy,
                                                          y_stride, A, A_ld, A_stride, batch_count, info);
}

void BLAS_gerc_batched_c64(BLAS_Layout layout, const int64_t* m, const int64_t* n,
                           const bblas_complex_double* alpha, const bblas_complex_double* const* x,
                           const int64_t* incx, const bblas_complex_double* const* y, const int64_t* incy,
                           bblas_complex_double* const* A, const int64_t* A_ld, int64_t group_count,
                           const int64_t* group_sizes, int64_t* info) {
    bblas::impl::ger_batched<bblas_complex_double, true>(layout, m, n, alpha, x, incx, y, incy, A, A_ld,
                                                         group_count, group_sizes, info);
}

void BLAS_gerc_batched_strided_c64(BLAS_Layout layout, int64_t m, int64_t n, bblas_complex_double alpha,
                                   const bblas_complex_double* x, int64_t incx, int64_t x_stride,
                                   const bblas_complex_double* y, int64_t incy, int64_t y_stride,
                                   bblas_complex_double* A, int64_t A_ld, int64_t A_stride,
                                   int64_t batch_count, int64_t* info) {
    bblas::impl::ger_strided<bblas_complex_double, true>(layout, m, n, alpha, x, incx, x_stride, y, incy,
                                                         y_stride, A, A_ld, A_stride, batch_count, info);
}

#if BBLAS_HAVE_HALF
// Half precision (r16, c16: docs/half.md): vectors and matrices in half, the scalars and
// results in single precision.
void BLAS_ger_batched_r16(BLAS_Layout layout, const int64_t* m, const int64_t* n, const float* alpha,
                          const bblas_half* const* x, const int64_t* incx, const bblas_half* const* y,
                          const int64_t* incy, bblas_half* const* A, const int64_t* A_ld, int64_t group_count,
                          const int64_t* group_sizes, int64_t* info) {
    bblas::impl::ger_batched<bblas_half, false>(layout, m, n, alpha, x, incx, y, incy, A, A_ld, group_count,
                                                group_sizes, info);
}

void BLAS_ger_batched_strided_r16(BLAS_Layout layout, int64_t m, int64_t n, float alpha, const bblas_half* x,
                                  int64_t incx, int64_t x_stride, const bblas_half* y, int64_t incy,
                                  int64_t y_stride, bblas_half* A, int64_t A_ld, int64_t A_stride,
                                  int64_t batch_count, int64_t* info) {
    bblas::impl::ger_strided<bblas_half, false>(layout, m, n, alpha, x, incx, x_stride, y, incy, y_stride, A,
                                                A_ld, A_stride, batch_count, info);
}

void BLAS_geru_batched_c16(BLAS_Layout layout, const int64_t* m, const int64_t* n,
                           const bblas_complex_float* alpha, const bblas_complex_half* const* x,
                           const int64_t* incx, const bblas_complex_half* const* y, const int64_t* incy,
                           bblas_complex_half* const* A, const int64_t* A_ld, int64_t group_count,
                           const int64_t* group_sizes, int64_t* info) {
    bblas::impl::ger_batched<bblas_complex_half, false>(layout, m, n, alpha, x, incx, y, incy, A, A_ld,
                                                        group_count, group_sizes, info);
}

void BLAS_geru_batched_strided_c16(BLAS_Layout layout, int64_t m, int64_t n, bblas_complex_float alpha,
                                   const bblas_complex_half* x, int64_t incx, int64_t x_stride,
                                   const bblas_complex_half* y, int64_t incy, int64_t y_stride,
                                   bblas_complex_half* A, int64_t A_ld, int64_t A_stride, int64_t batch_count,
                                   int64_t* info) {
    bblas::impl::ger_strided<bblas_complex_half, false>(layout, m, n, alpha, x, incx, x_stride, y, incy,
                                                        y_stride, A, A_ld, A_stride, batch_count, info);
}

void BLAS_gerc_batched_c16(BLAS_Layout layout, const int64_t* m, const int64_t* n,
                           const bblas_complex_float* alpha, const bblas_complex_half* const* x,
                           const int64_t* incx, const bblas_complex_half* const* y, const int64_t* incy,
                           bblas_complex_half* const* A, const int64_t* A_ld, int64_t group_count,
                           const int64_t* group_sizes, int64_t* info) {
    bblas::impl::ger_batched<bblas_complex_half, true>(layout, m, n, alpha, x, incx, y, incy, A, A_ld,
                                                       group_count, group_sizes, info);
}

void BLAS_gerc_batched_strided_c16(BLAS_Layout layout, int64_t m, int64_t n, bblas_complex_float alpha,
                                   const bblas_complex_half* x, int64_t incx, int64_t x_stride,
                                   const bblas_complex_half* y, int64_t incy, int64_t y_stride,
                                   bblas_complex_half* A, int64_t A_ld, int64_t A_stride, int64_t batch_count,
                                   int64_t* info) {
    bblas::impl::ger_strided<bblas_complex_half, true>(layout, m, n, alpha, x, incx, x_stride, y, incy,
                                                       y_stride, A, A_ld, A_stride, batch_count, info);
}
#endif
}  // extern "C"
