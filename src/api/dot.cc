// C entry points of dot, dotu and dotc (bblas/c_level12.h): one forwarder per type and interface
// (group and strided).
#include "bblas.h"
#include "core/half.hh"
#include "level12/reduce.hh"

using bblas::impl::Reduce;

extern "C" {

void BLAS_dot_batched_r32(const int64_t* n, const float* const* x, const int64_t* incx, const float* const* y,
                          const int64_t* incy, float* result, int64_t group_count, const int64_t* group_sizes,
                          int64_t* info) {
    bblas::impl::reduce_batched<float, Reduce::Dot>(n, x, incx, y, incy, result, group_count, group_sizes,
                                                    info);
}

void BLAS_dot_batched_strided_r32(int64_t n, const float* x, int64_t incx, int64_t x_stride, const float* y,
                                  int64_t incy, int64_t y_stride, float* result, int64_t batch_count,
                                  int64_t* info) {
    bblas::impl::reduce_strided<float, Reduce::Dot>(n, x, incx, x_stride, y, incy, y_stride, result,
                                                    batch_count, info);
}

void BLAS_dot_batched_r64(const int64_t* n, const double* const* x, const int64_t* incx,
                          const double* const* y, const int64_t* incy, double* result, int64_t group_count,
                          const int64_t* group_sizes, int64_t* info) {
    bblas::impl::reduce_batched<double, Reduce::Dot>(n, x, incx, y, incy, result, group_count, group_sizes,
                                                     info);
}

void BLAS_dot_batched_strided_r64(int64_t n, const double* x, int64_t incx, int64_t x_stride, const double* y,
                                  int64_t incy, int64_t y_stride, double* result, int64_t batch_count,
                                  int64_t* info) {
    bblas::impl::reduce_strided<double, Reduce::Dot>(n, x, incx, x_stride, y, incy, y_stride, result,
                                                     batch_count, info);
}

void BLAS_dotu_batched_c32(const int64_t* n, const bblas_complex_float* const* x, const int64_t* incx,
                           const bblas_complex_float* const* y, const int64_t* incy,
                           bblas_complex_float* result, int64_t group_count, const int64_t* group_sizes,
                           int64_t* info) {
    bblas::impl::reduce_batched<bblas_complex_float, Reduce::Dot>(n, x, incx, y, incy, result, group_count,
                                                                  group_sizes, info);
}

void BLAS_dotu_batched_strided_c32(int64_t n, const bblas_complex_float* x, int64_t incx, int64_t x_stride,
                                   const bblas_complex_float* y, int64_t incy, int64_t y_stride,
                                   bblas_complex_float* result, int64_t batch_count, int64_t* info) {
    bblas::impl::reduce_strided<bblas_complex_float, Reduce::Dot>(n, x, incx, x_stride, y, incy, y_stride,
                                                                  result, batch_count, info);
}

void BLAS_dotc_batched_c32(const int64_t* n, const bblas_complex_float* const* x, const int64_t* incx,
                           const bblas_complex_float* const* y, const int64_t* incy,
                           bblas_complex_float* result, int64_t group_count, const int64_t* group_sizes,
                           int64_t* info) {
    bblas::impl::reduce_batched<bblas_complex_float, Reduce::Dotc>(n, x, incx, y, incy, result, group_count,
                                                                   group_sizes, info);
}

void BLAS_dotc_batched_strided_c32(int64_t n, const bblas_complex_float* x, int64_t incx, int64_t x_stride,
                                   const bblas_complex_float* y, int64_t incy, int64_t y_stride,
                                   bblas_complex_float* result, int64_t batch_count, int64_t* info) {
    bblas::impl::reduce_strided<bblas_complex_float, Reduce::Dotc>(n, x, incx, x_stride, y, incy, y_stride,
                                                                   result, batch_count, info);
}

void BLAS_dotu_batched_c64(const int64_t* n, const bblas_complex_double* const* x, const int64_t* incx,
                           const bblas_complex_double* const* y, const int64_t* incy,
                           bblas_complex_double* result, int64_t group_count, const int64_t* group_sizes,
                           int64_t* info) {
    bblas::impl::reduce_batched<bblas_complex_double, Reduce::Dot>(n, x, incx, y, incy, result, group_count,
                                                                   group_sizes, info);
}

void BLAS_dotu_batched_strided_c64(int64_t n, const bblas_complex_double* x, int64_t incx, int64_t x_stride,
                                   const bblas_complex_double* y, int64_t incy, int64_t y_stride,
                                   bblas_complex_double* result, int64_t batch_count, int64_t* info) {
    bblas::impl::reduce_strided<bblas_complex_double, Reduce::Dot>(n, x, incx, x_stride, y, incy, y_stride,
                                                                   result, batch_count, info);
}

void BLAS_dotc_batched_c64(const int64_t* n, const bblas_complex_double* const* x, const int64_t* incx,
                           const bblas_complex_double* const* y, const int64_t* incy,
                           bblas_complex_double* result, int64_t group_count, const int64_t* group_sizes,
                           int64_t* info) {
    bblas::impl::reduce_batched<bblas_complex_double, Reduce::Dotc>(n, x, incx, y, incy, result, group_count,
                                                                    group_sizes, info);
}

void BLAS_dotc_batched_strided_c64(int64_t n, const bblas_complex_double* x, int64_t incx, int64_t x_stride,
                                   const bblas_complex_double* y, int64_t incy, int64_t y_stride,
                                   bblas_complex_double* result, int64_t batch_count, int64_t* info) {
    bblas::impl::reduce_strided<bblas_complex_double, Reduce::Dotc>(n, x, incx, x_stride, y, incy, y_stride,
                                                                    result, batch_count, info);
}

#if BBLAS_HAVE_HALF
// Half precision (r16, c16: docs/half.md): vectors and matrices in half, the scalars and
// results in single precision.
void BLAS_dot_batched_r16(const int64_t* n, const bblas_half* const* x, const int64_t* incx,
                          const bblas_half* const* y, const int64_t* incy, float* result, int64_t group_count,
                          const int64_t* group_sizes, int64_t* info) {
    bblas::impl::reduce_batched<bblas_half, Reduce::Dot>(n, x, incx, y, incy, result, group_count,
                                                         group_sizes, info);
}

void BLAS_dot_batched_strided_r16(int64_t n, const bblas_half* x, int64_t incx, int64_t x_stride,
                                  const bblas_half* y, int64_t incy, int64_t y_stride, float* result,
                                  int64_t batch_count, int64_t* info) {
    bblas::impl::reduce_strided<bblas_half, Reduce::Dot>(n, x, incx, x_stride, y, incy, y_stride, result,
                                                         batch_count, info);
}

void BLAS_dotu_batched_c16(const int64_t* n, const bblas_complex_half* const* x, const int64_t* incx,
                           const bblas_complex_half* const* y, const int64_t* incy,
                           bblas_complex_float* result, int64_t group_count, const int64_t* group_sizes,
                           int64_t* info) {
    bblas::impl::reduce_batched<bblas_complex_half, Reduce::Dot>(n, x, incx, y, incy, result, group_count,
                                                                 group_sizes, info);
}

void BLAS_dotu_batched_strided_c16(int64_t n, const bblas_complex_half* x, int64_t incx, int64_t x_stride,
                                   const bblas_complex_half* y, int64_t incy, int64_t y_stride,
                                   bblas_complex_float* result, int64_t batch_count, int64_t* info) {
    bblas::impl::reduce_strided<bblas_complex_half, Reduce::Dot>(n, x, incx, x_stride, y, incy, y_stride,
                                                                 result, batch_count, info);
}

void BLAS_dotc_batched_c16(const int64_t* n, const bblas_complex_half* const* x, const int64_t* incx,
                           const bblas_complex_half* const* y, const int64_t* incy,
                           bblas_complex_float* result, int64_t group_count, const int64_t* group_sizes,
                           int64_t* info) {
    bblas::impl::reduce_batched<bblas_complex_half, Reduce::Dotc>(n, x, incx, y, incy, result, group_count,
                                                                  group_sizes, info);
}

void BLAS_dotc_batched_strided_c16(int64_t n, const bblas_complex_half* x, int64_t incx, int64_t x_stride,
                                   const bblas_complex_half* y, int64_t incy, int64_t y_stride,
                                   bblas_complex_float* result, int64_t batch_count, int64_t* info) {
    bblas::impl::reduce_strided<bblas_complex_half, Reduce::Dotc>(n, x, incx, x_stride, y, incy, y_stride,
                                                                  result, batch_count, info);
}
#endif
}  // extern "C"
