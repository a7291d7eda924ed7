// C entry points of copy (bblas/c_level12.h): one forwarder per type and interface
// (group and strided).
#include "bblas.h"
#include "core/half.hh"
#include "level12/update.hh"

using bblas::impl::Update;

extern "C" {

void BLAS_copy_batched_r32(const int64_t* n, const float* const* x, const int64_t* incx, float* const* y,
                           const int64_t* incy, int64_t group_count, const int64_t* group_sizes,
                           int64_t* info) {
    bblas::impl::update_batched<float, Update::Copy>(n, nullptr, x, incx, y, incy, group_count, group_sizes,
                                                     info);
}

void BLAS_copy_batched_strided_r32(int64_t n, const float* x, int64_t incx, int64_t x_stride, float* y,
                                   int64_t incy, int64_t y_stride, int64_t batch_count, int64_t* info) {
    bblas::impl::update_strided<float, Update::Copy>(n, float(1), x, incx, x_stride, y, incy, y_stride,
                                                     batch_count, info);
}

void BLAS_copy_batched_r64(const int64_t* n, const double* const* x, const int64_t* incx, double* const* y,
                           const int64_t* incy, int64_t group_count, const int64_t* group_sizes,
                           int64_t* info) {
    bblas::impl::update_batched<double, Update::Copy>(n, nullptr, x, incx, y, incy, group_count, group_sizes,
                                                      info);
}

void BLAS_copy_batched_strided_r64(int64_t n, const double* x, int64_t incx, int64_t x_stride, double* y,
                                   int64_t incy, int64_t y_stride, int64_t batch_count, int64_t* info) {
    bblas::impl::update_strided<double, Update::Copy>(n, double(1), x, incx, x_stride, y, incy, y_stride,
                                                      batch_count, info);
}

void BLAS_copy_batched_c32(const int64_t* n, const bblas_complex_float* const* x, const int64_t* incx,
                           bblas_complex_float* const* y, const int64_t* incy, int64_t group_count,
                           const int64_t* group_sizes, int64_t* info) {
    bblas::impl::update_batched<bblas_complex_float, Update::Copy>(n, nullptr, x, incx, y, incy, group_count,
                                                                   group_sizes, info);
}

void BLAS_copy_batched_strided_c32(int64_t n, const bblas_complex_float* x, int64_t incx, int64_t x_stride,
                                   bblas_complex_float* y, int64_t incy, int64_t y_stride,
                                   int64_t batch_count, int64_t* info) {
    bblas::impl::update_strided<bblas_complex_float, Update::Copy>(
        n, bblas_complex_float(1), x, incx, x_stride, y, incy, y_stride, batch_count, info);
}

void BLAS_copy_batched_c64(const int64_t* n, const bblas_complex_double* const* x, const int64_t* incx,
                           bblas_complex_double* const* y, const int64_t* incy, int64_t group_count,
                           const int64_t* group_sizes, int64_t* info) {
    bblas::impl::update_batched<bblas_complex_double, Update::Copy>(n, nullptr, x, incx, y, incy, group_count,
                                                                    group_sizes, info);
}

void BLAS_copy_batched_strided_c64(int64_t n, const bblas_complex_double* x, int64_t incx, int64_t x_stride,
                                   bblas_complex_double* y, int64_t incy, int64_t y_stride,
                                   int64_t batch_count, int64_t* info) {
    bblas::impl::update_strided<bblas_complex_double, Update::Copy>(
        n, bblas_complex_double(1), x, incx, x_stride, y, incy, y_stride, batch_count, info);
}

#if BBLAS_HAVE_HALF
// Half precision (r16, c16: docs/half.md): vectors and matrices in half, the scalars and
// results in single precision.
void BLAS_copy_batched_r16(const int64_t* n, const bblas_half* const* x, const int64_t* incx,
                           bblas_half* const* y, const int64_t* incy, int64_t group_count,
                           const int64_t* group_sizes, int64_t* info) {
    bblas::impl::update_batched<bblas_half, Update::Copy>(n, nullptr, x, incx, y, incy, group_count,
                                                          group_sizes, info);
}

void BLAS_copy_batched_strided_r16(int64_t n, const bblas_half* x, int64_t incx, int64_t x_stride,
                                   bblas_half* y, int64_t incy, int64_t y_stride, int64_t batch_count,
                                   int64_t* info) {
    bblas::impl::update_strided<bblas_half, Update::Copy>(n, 1.0f, x, incx, x_stride, y, incy, y_stride,
                                                          batch_count, info);
}

void BLAS_copy_batched_c16(const int64_t* n, const bblas_complex_half* const* x, const int64_t* incx,
                           bblas_complex_half* const* y, const int64_t* incy, int64_t group_count,
                           const int64_t* group_sizes, int64_t* info) {
    bblas::impl::update_batched<bblas_complex_half, Update::Copy>(n, nullptr, x, incx, y, incy, group_count,
                                                                  group_sizes, info);
}

void BLAS_copy_batched_strided_c16(int64_t n, const bblas_complex_half* x, int64_t incx, int64_t x_stride,
                                   bblas_complex_half* y, int64_t incy, int64_t y_stride, int64_t batch_count,
                                   int64_t* info) {
    bblas::impl::update_strided<bblas_complex_half, Update::Copy>(
        n, bblas_complex_float(1), x, incx, x_stride, y, incy, y_stride, batch_count, info);
}
#endif
}  // extern "C"
