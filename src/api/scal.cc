// C entry points of scal (bblas/c_level12.h): one forwarder per type and interface
// (group and strided).
#include "bblas.h"
#include "core/half.hh"
#include "level12/update.hh"

using bblas::impl::Update;

extern "C" {

void BLAS_scal_batched_r32(const int64_t* n, const float* alpha, float* const* x, const int64_t* incx,
                           int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::update_batched<float, Update::Scal>(n, alpha, x, incx, nullptr, nullptr, group_count,
                                                     group_sizes, info);
}

void BLAS_scal_batched_strided_r32(int64_t n, float alpha, float* x, int64_t incx, int64_t x_stride,
                                   int64_t batch_count, int64_t* info) {
    bblas::impl::update_strided<float, Update::Scal>(n, alpha, x, incx, x_stride, nullptr, 1, 0, batch_count,
                                                     info);
}

void BLAS_scal_batched_r64(const int64_t* n, const double* alpha, double* const* x, const int64_t* incx,
                           int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::update_batched<double, Update::Scal>(n, alpha, x, incx, nullptr, nullptr, group_count,
                                                      group_sizes, info);
}

void BLAS_scal_batched_strided_r64(int64_t n, double alpha, double* x, int64_t incx, int64_t x_stride,
                                   int64_t batch_count, int64_t* info) {
    bblas::impl::update_strided<double, Update::Scal>(n, alpha, x, incx, x_stride, nullptr, 1, 0, batch_count,
                                                      info);
}

void BLAS_scal_batched_c32(const int64_t* n, const bblas_complex_float* alpha, bblas_complex_float* const* x,
                           const int64_t* incx, int64_t group_count, const int64_t* group_sizes,
                           int64_t* info) {
    bblas::impl::update_batched<bblas_complex_float, Update::Scal>(n, alpha, x, incx, nullptr, nullptr,
                                                                   group_count, group_sizes, info);
}

void BLAS_scal_batched_strided_c32(int64_t n, bblas_complex_float alpha, bblas_complex_float* x, int64_t incx,
                                   int64_t x_stride, int64_t batch_count, int64_t* info) {
    bblas::impl::update_strided<bblas_complex_float, Update::Scal>(n, alpha, x, incx, x_stride, nullptr, 1, 0,
                                                                   batch_count, info);
}

void BLAS_scal_batched_c64(const int64_t* n, const bblas_complex_double* alpha,
                           bblas_complex_double* const* x, const int64_t* incx, int64_t group_count,
                           const int64_t* group_sizes, int64_t* info) {
    bblas::impl::update_batched<bblas_complex_double, Update::Scal>(n, alpha, x, incx, nullptr, nullptr,
                                                                    group_count, group_sizes, info);
}

void BLAS_scal_batched_strided_c64(int64_t n, bblas_complex_double alpha, bblas_complex_double* x,
                                   int64_t incx, int64_t x_stride, int64_t batch_count, int64_t* info) {
    bblas::impl::update_strided<bblas_complex_double, Update::Scal>(n, alpha, x, incx, x_stride, nullptr, 1,
                                                                    0, batch_count, info);
}

#if BBLAS_HAVE_HALF
// Half precision (r16, c16: docs/half.md): vectors and matrices in half, the scalars and
// results in single precision.
void BLAS_scal_batched_r16(const int64_t* n, const float* alpha, bblas_half* const* x, const int64_t* incx,
                           int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::update_batched<bblas_half, Update::Scal>(n, alpha, x, incx, nullptr, nullptr, group_count,
                                                          group_sizes, info);
}

void BLAS_scal_batched_strided_r16(int64_t n, float alpha, bblas_half* x, int64_t incx, int64_t x_stride,
                                   int64_t batch_count, int64_t* info) {
    bblas::impl::update_strided<bblas_half, Update::Scal>(n, alpha, x, incx, x_stride, nullptr, 1, 0,
                                                          batch_count, info);
}

void BLAS_scal_batched_c16(const int64_t* n, const bblas_complex_float* alpha, bblas_complex_half* const* x,
                           const int64_t* incx, int64_t group_count, const int64_t* group_sizes,
                           int64_t* info) {
    bblas::impl::update_batched<bblas_complex_half, Update::Scal>(n, alpha, x, incx, nullptr, nullptr,
                                                                  group_count, group_sizes, info);
}

void BLAS_scal_batched_strided_c16(int64_t n, bblas_complex_float alpha, bblas_complex_half* x, int64_t incx,
                                   int64_t x_stride, int64_t batch_count, int64_t* info) {
    bblas::impl::update_strided<bblas_complex_half, Update::Scal>(n, alpha, x, incx, x_stride, nullptr, 1, 0,
                                                                  batch_count, info);
}
#endif
}  // extern "C"
