// C entry points of nrm2 (bblas/c_level12.h): one forwarder per type and interface
// (group and strided).
#include "bblas.h"
#include "core/half.hh"
#include "level12/reduce.hh"

using bblas::impl::Reduce;

extern "C" {

void BLAS_nrm2_batched_r32(const int64_t* n, const float* const* x, const int64_t* incx, float* result,
                           int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::reduce_batched<float, Reduce::Nrm2>(n, x, incx, nullptr, nullptr, result, group_count,
                                                     group_sizes, info);
}

void BLAS_nrm2_batched_strided_r32(int64_t n, const float* x, int64_t incx, int64_t x_stride, float* result,
                                   int64_t batch_count, int64_t* info) {
    bblas::impl::reduce_strided<float, Reduce::Nrm2>(n, x, incx, x_stride, nullptr, 1, 0, result, batch_count,
                                                     info);
}

void BLAS_nrm2_batched_r64(const int64_t* n, const double* const* x, const int64_t* incx, double* result,
                           int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::reduce_batched<double, Reduce::Nrm2>(n, x, incx, nullptr, nullptr, result, group_count,
                                                      group_sizes, info);
}

void BLAS_nrm2_batched_strided_r64(int64_t n, const double* x, int64_t incx, int64_t x_stride, double* result,
                                   int64_t batch_count, int64_t* info) {
    bblas::impl::reduce_strided<double, Reduce::Nrm2>(n, x, incx, x_stride, nullptr, 1, 0, result,
                                                      batch_count, info);
}

void BLAS_nrm2_batched_c32(const int64_t* n, const bblas_complex_float* const* x, const int64_t* incx,
                           float* result, int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::reduce_batched<bblas_complex_float, Reduce::Nrm2>(n, x, incx, nullptr, nullptr, result,
                                                                   group_count, group_sizes, info);
}

void BLAS_nrm2_batched_strided_c32(int64_t n, const bblas_complex_float* x, int64_t incx, int64_t x_stride,
                                   float* result, int64_t batch_count, int64_t* info) {
    bblas::impl::reduce_strided<bblas_complex_float, Reduce::Nrm2>(n, x, incx, x_stride, nullptr, 1, 0,
                                                                   result, batch_count, info);
}

void BLAS_nrm2_batched_c64(const int64_t* n, const bblas_complex_double* const* x, const int64_t* incx,
                           double* result, int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::reduce_batched<bblas_complex_double, Reduce::Nrm2>(n, x, incx, nullptr, nullptr, result,
                                                                    group_count, group_sizes, info);
}

void BLAS_nrm2_batched_strided_c64(int64_t n, const bblas_complex_double* x, int64_t incx, int64_t x_stride,
                                   double* result, int64_t batch_count, int64_t* info) {
    bblas::impl::reduce_strided<bblas_complex_double, Reduce::Nrm2>(n, x, incx, x_stride, nullptr, 1, 0,
                                                                    result, batch_count, info);
}

#if BBLAS_HAVE_HALF
// Half precision (r16, c16: docs/half.md): vectors and matrices in half, the scalars and
// results in single precision.
void BLAS_nrm2_batched_r16(const int64_t* n, const bblas_half* const* x, const int64_t* incx, float* result,
                           int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::reduce_batched<bblas_half, Reduce::Nrm2>(n, x, incx, nullptr, nullptr, result, group_count,
                                                          group_sizes, info);
}

void BLAS_nrm2_batched_strided_r16(int64_t n, const bblas_half* x, int64_t incx, int64_t x_stride,
                                   float* result, int64_t batch_count, int64_t* info) {
    bblas::impl::reduce_strided<bblas_half, Reduce::Nrm2>(n, x, incx, x_stride, nullptr, 1, 0, result,
                                                          batch_count, info);
}

void BLAS_nrm2_batched_c16(const int64_t* n, const bblas_complex_half* const* x, const int64_t* incx,
                           float* result, int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::reduce_batched<bblas_complex_half, Reduce::Nrm2>(n, x, incx, nullptr, nullptr, result,
                                                                  group_count, group_sizes, info);
}

void BLAS_nrm2_batched_strided_c16(int64_t n, const bblas_complex_half* x, int64_t incx, int64_t x_stride,
                                   float* result, int64_t batch_count, int64_t* info) {
    bblas::impl::reduce_strided<bblas_complex_half, Reduce::Nrm2>(n, x, incx, x_stride, nullptr, 1, 0, result,
                                                                  batch_count, info);
}
#endif
}  // extern "C"
