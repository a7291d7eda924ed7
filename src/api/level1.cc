// C entry points of the batched Level-1 routines (bblas/c_level12.h): one forwarder per
// type, routine and interface (group and strided).
#include "bblas.h"
#include "level12/level1.hh"

using bblas::impl::Reduce;
using bblas::impl::Update;

extern "C" {

void BLAS_axpy_batched_r32(const int64_t* n, const float* alpha, const float* const* x,
    const int64_t* incx, float* const* y, const int64_t* incy, int64_t group_count,
    const int64_t* group_sizes, int64_t* info) {
    bblas::impl::update_batched<float, Update::Axpy>(n, alpha, x, incx, y, incy, group_count, group_sizes, info);
}

void BLAS_axpy_batched_strided_r32(int64_t n, float alpha, const float* x, int64_t incx,
    int64_t x_stride, float* y, int64_t incy, int64_t y_stride, int64_t batch_count,
    int64_t* info) {
    bblas::impl::update_strided<float, Update::Axpy>(n, alpha, x, incx, x_stride, y, incy, y_stride, batch_count, info);
}

void BLAS_scal_batched_r32(const int64_t* n, const float* alpha, float* const* x,
    const int64_t* incx, int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::update_batched<float, Update::Scal>(n, alpha, x, incx, nullptr, nullptr, group_count, group_sizes, info);
}

void BLAS_scal_batched_strided_r32(int64_t n, float alpha, float* x, int64_t incx, int64_t x_stride,
    int64_t batch_count, int64_t* info) {
    bblas::impl::update_strided<float, Update::Scal>(n, alpha, x, incx, x_stride, nullptr, 1, 0, batch_count, info);
}

void BLAS_copy_batched_r32(const int64_t* n, const float* const* x, const int64_t* incx,
    float* const* y, const int64_t* incy, int64_t group_count, const int64_t* group_sizes,
    int64_t* info) {
    bblas::impl::update_batched<float, Update::Copy>(n, nullptr, x, incx, y, incy, group_count, group_sizes, info);
}

void BLAS_copy_batched_strided_r32(int64_t n, const float* x, int64_t incx, int64_t x_stride,
    float* y, int64_t incy, int64_t y_stride, int64_t batch_count, int64_t* info) {
    bblas::impl::update_strided<float, Update::Copy>(n, float(1), x, incx, x_stride, y, incy, y_stride, batch_count, info);
}

void BLAS_swap_batched_r32(const int64_t* n, float* const* x, const int64_t* incx, float* const* y,
    const int64_t* incy, int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::update_batched<float, Update::Swap>(n, nullptr, x, incx, y, incy, group_count, group_sizes, info);
}

void BLAS_swap_batched_strided_r32(int64_t n, float* x, int64_t incx, int64_t x_stride, float* y,
    int64_t incy, int64_t y_stride, int64_t batch_count, int64_t* info) {
    bblas::impl::update_strided<float, Update::Swap>(n, float(1), x, incx, x_stride, y, incy, y_stride, batch_count, info);
}

void BLAS_dot_batched_r32(const int64_t* n, const float* const* x, const int64_t* incx,
    const float* const* y, const int64_t* incy, float* result, int64_t group_count,
    const int64_t* group_sizes, int64_t* info) {
    bblas::impl::reduce_batched<float, Reduce::Dot>(n, x, incx, y, incy, result, group_count, group_sizes, info);
}

void BLAS_dot_batched_strided_r32(int64_t n, const float* x, int64_t incx, int64_t x_stride,
    const float* y, int64_t incy, int64_t y_stride, float* result, int64_t batch_count,
    int64_t* info) {
    bblas::impl::reduce_strided<float, Reduce::Dot>(n, x, incx, x_stride, y, incy, y_stride, result, batch_count, info);
}

void BLAS_nrm2_batched_r32(const int64_t* n, const float* const* x, const int64_t* incx,
    float* result, int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::reduce_batched<float, Reduce::Nrm2>(n, x, incx, nullptr, nullptr, result, group_count, group_sizes, info);
}

void BLAS_nrm2_batched_strided_r32(int64_t n, const float* x, int64_t incx, int64_t x_stride,
    float* result, int64_t batch_count, int64_t* info) {
    bblas::impl::reduce_strided<float, Reduce::Nrm2>(n, x, incx, x_stride, nullptr, 1, 0, result, batch_count, info);
}

void BLAS_asum_batched_r32(const int64_t* n, const float* const* x, const int64_t* incx,
    float* result, int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::reduce_batched<float, Reduce::Asum>(n, x, incx, nullptr, nullptr, result, group_count, group_sizes, info);
}

void BLAS_asum_batched_strided_r32(int64_t n, const float* x, int64_t incx, int64_t x_stride,
    float* result, int64_t batch_count, int64_t* info) {
    bblas::impl::reduce_strided<float, Reduce::Asum>(n, x, incx, x_stride, nullptr, 1, 0, result, batch_count, info);
}

void BLAS_iamax_batched_r32(const int64_t* n, const float* const* x, const int64_t* incx,
    int64_t* result, int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::reduce_batched<float, Reduce::Iamax>(n, x, incx, nullptr, nullptr, result, group_count, group_sizes, info);
}

void BLAS_iamax_batched_strided_r32(int64_t n, const float* x, int64_t incx, int64_t x_stride,
    int64_t* result, int64_t batch_count, int64_t* info) {
    bblas::impl::reduce_strided<float, Reduce::Iamax>(n, x, incx, x_stride, nullptr, 1, 0, result, batch_count, info);
}

void BLAS_axpy_batched_r64(const int64_t* n, const double* alpha, const double* const* x,
    const int64_t* incx, double* const* y, const int64_t* incy, int64_t group_count,
    const int64_t* group_sizes, int64_t* info) {
    bblas::impl::update_batched<double, Update::Axpy>(n, alpha, x, incx, y, incy, group_count, group_sizes, info);
}

void BLAS_axpy_batched_strided_r64(int64_t n, double alpha, const double* x, int64_t incx,
    int64_t x_stride, double* y, int64_t incy, int64_t y_stride, int64_t batch_count,
    int64_t* info) {
    bblas::impl::update_strided<double, Update::Axpy>(n, alpha, x, incx, x_stride, y, incy, y_stride, batch_count, info);
}

void BLAS_scal_batched_r64(const int64_t* n, const double* alpha, double* const* x,
    const int64_t* incx, int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::update_batched<double, Update::Scal>(n, alpha, x, incx, nullptr, nullptr, group_count, group_sizes, info);
}

void BLAS_scal_batched_strided_r64(int64_t n, double alpha, double* x, int64_t incx,
    int64_t x_stride, int64_t batch_count, int64_t* info) {
    bblas::impl::update_strided<double, Update::Scal>(n, alpha, x, incx, x_stride, nullptr, 1, 0, batch_count, info);
}

void BLAS_copy_batched_r64(const int64_t* n, const double* const* x, const int64_t* incx,
    double* const* y, const int64_t* incy, int64_t group_count, const int64_t* group_sizes,
    int64_t* info) {
    bblas::impl::update_batched<double, Update::Copy>(n, nullptr, x, incx, y, incy, group_count, group_sizes, info);
}

void BLAS_copy_batched_strided_r64(int64_t n, const double* x, int64_t incx, int64_t x_stride,
    double* y, int64_t incy, int64_t y_stride, int64_t batch_count, int64_t* info) {
    bblas::impl::update_strided<double, Update::Copy>(n, double(1), x, incx, x_stride, y, incy, y_stride, batch_count, info);
}

void BLAS_swap_batched_r64(const int64_t* n, double* const* x, const int64_t* incx,
    double* const* y, const int64_t* incy, int64_t group_count, const int64_t* group_sizes,
    int64_t* info) {
    bblas::impl::update_batched<double, Update::Swap>(n, nullptr, x, incx, y, incy, group_count, group_sizes, info);
}

void BLAS_swap_batched_strided_r64(int64_t n, double* x, int64_t incx, int64_t x_stride, double* y,
    int64_t incy, int64_t y_stride, int64_t batch_count, int64_t* info) {
    bblas::impl::update_strided<double, Update::Swap>(n, double(1), x, incx, x_stride, y, incy, y_stride, batch_count, info);
}

void BLAS_dot_batched_r64(const int64_t* n, const double* const* x, const int64_t* incx,
    const double* const* y, const int64_t* incy, double* result, int64_t group_count,
    const int64_t* group_sizes, int64_t* info) {
    bblas::impl::reduce_batched<double, Reduce::Dot>(n, x, incx, y, incy, result, group_count, group_sizes, info);
}

void BLAS_dot_batched_strided_r64(int64_t n, const double* x, int64_t incx, int64_t x_stride,
    const double* y, int64_t incy, int64_t y_stride, double* result, int64_t batch_count,
    int64_t* info) {
    bblas::impl::reduce_strided<double, Reduce::Dot>(n, x, incx, x_stride, y, incy, y_stride, result, batch_count, info);
}

void BLAS_nrm2_batched_r64(const int64_t* n, const double* const* x, const int64_t* incx,
    double* result, int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::reduce_batched<double, Reduce::Nrm2>(n, x, incx, nullptr, nullptr, result, group_count, group_sizes, info);
}

void BLAS_nrm2_batched_strided_r64(int64_t n, const double* x, int64_t incx, int64_t x_stride,
    double* result, int64_t batch_count, int64_t* info) {
    bblas::impl::reduce_strided<double, Reduce::Nrm2>(n, x, incx, x_stride, nullptr, 1, 0, result, batch_count, info);
}

void BLAS_asum_batched_r64(const int64_t* n, const double* const* x, const int64_t* incx,
    double* result, int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::reduce_batched<double, Reduce::Asum>(n, x, incx, nullptr, nullptr, result, group_count, group_sizes, info);
}

void BLAS_asum_batched_strided_r64(int64_t n, const double* x, int64_t incx, int64_t x_stride,
    double* result, int64_t batch_count, int64_t* info) {
    bblas::impl::reduce_strided<double, Reduce::Asum>(n, x, incx, x_stride, nullptr, 1, 0, result, batch_count, info);
}

void BLAS_iamax_batched_r64(const int64_t* n, const double* const* x, const int64_t* incx,
    int64_t* result, int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::reduce_batched<double, Reduce::Iamax>(n, x, incx, nullptr, nullptr, result, group_count, group_sizes, info);
}

void BLAS_iamax_batched_strided_r64(int64_t n, const double* x, int64_t incx, int64_t x_stride,
    int64_t* result, int64_t batch_count, int64_t* info) {
    bblas::impl::reduce_strided<double, Reduce::Iamax>(n, x, incx, x_stride, nullptr, 1, 0, result, batch_count, info);
}

void BLAS_axpy_batched_c32(const int64_t* n, const bblas_complex_float* alpha,
    const bblas_complex_float* const* x, const int64_t* incx, bblas_complex_float* const* y,
    const int64_t* incy, int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::update_batched<bblas_complex_float, Update::Axpy>(n, alpha, x, incx, y, incy, group_count, group_sizes, info);
}

void BLAS_axpy_batched_strided_c32(int64_t n, bblas_complex_float alpha,
    const bblas_complex_float* x, int64_t incx, int64_t x_stride, bblas_complex_float* y,
    int64_t incy, int64_t y_stride, int64_t batch_count, int64_t* info) {
    bblas::impl::update_strided<bblas_complex_float, Update::Axpy>(n, alpha, x, incx, x_stride, y, incy, y_stride, batch_count, info);
}

void BLAS_scal_batched_c32(const int64_t* n, const bblas_complex_float* alpha,
    bblas_complex_float* const* x, const int64_t* incx, int64_t group_count,
    const int64_t* group_sizes, int64_t* info) {
    bblas::impl::update_batched<bblas_complex_float, Update::Scal>(n, alpha, x, incx, nullptr, nullptr, group_count, group_sizes, info);
}

void BLAS_scal_batched_strided_c32(int64_t n, bblas_complex_float alpha, bblas_complex_float* x,
    int64_t incx, int64_t x_stride, int64_t batch_count, int64_t* info) {
    bblas::impl::update_strided<bblas_complex_float, Update::Scal>(n, alpha, x, incx, x_stride, nullptr, 1, 0, batch_count, info);
}

void BLAS_copy_batched_c32(const int64_t* n, const bblas_complex_float* const* x,
    const int64_t* incx, bblas_complex_float* const* y, const int64_t* incy, int64_t group_count,
    const int64_t* group_sizes, int64_t* info) {
    bblas::impl::update_batched<bblas_complex_float, Update::Copy>(n, nullptr, x, incx, y, incy, group_count, group_sizes, info);
}

void BLAS_copy_batched_strided_c32(int64_t n, const bblas_complex_float* x, int64_t incx,
    int64_t x_stride, bblas_complex_float* y, int64_t incy, int64_t y_stride, int64_t batch_count,
    int64_t* info) {
    bblas::impl::update_strided<bblas_complex_float, Update::Copy>(n, bblas_complex_float(1), x, incx, x_stride, y, incy, y_stride, batch_count, info);
}

void BLAS_swap_batched_c32(const int64_t* n, bblas_complex_float* const* x, const int64_t* incx,
    bblas_complex_float* const* y, const int64_t* incy, int64_t group_count,
    const int64_t* group_sizes, int64_t* info) {
    bblas::impl::update_batched<bblas_complex_float, Update::Swap>(n, nullptr, x, incx, y, incy, group_count, group_sizes, info);
}

void BLAS_swap_batched_strided_c32(int64_t n, bblas_complex_float* x, int64_t incx,
    int64_t x_stride, bblas_complex_float* y, int64_t incy, int64_t y_stride, int64_t batch_count,
    int64_t* info) {
    bblas::impl::update_strided<bblas_complex_float, Update::Swap>(n, bblas_complex_float(1), x, incx, x_stride, y, incy, y_stride, batch_count, info);
}

void BLAS_dotu_batched_c32(const int64_t* n, const bblas_complex_float* const* x,
    const int64_t* incx, const bblas_complex_float* const* y, const int64_t* incy,
    bblas_complex_float* result, int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::reduce_batched<bblas_complex_float, Reduce::Dot>(n, x, incx, y, incy, result, group_count, group_sizes, info);
}

void BLAS_dotu_batched_strided_c32(int64_t n, const bblas_complex_float* x, int64_t incx,
    int64_t x_stride, const bblas_complex_float* y, int64_t incy, int64_t y_stride,
    bblas_complex_float* result, int64_t batch_count, int64_t* info) {
    bblas::impl::reduce_strided<bblas_complex_float, Reduce::Dot>(n, x, incx, x_stride, y, incy, y_stride, result, batch_count, info);
}

void BLAS_dotc_batched_c32(const int64_t* n, const bblas_complex_float* const* x,
    const int64_t* incx, const bblas_complex_float* const* y, const int64_t* incy,
    bblas_complex_float* result, int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::reduce_batched<bblas_complex_float, Reduce::Dotc>(n, x, incx, y, incy, result, group_count, group_sizes, info);
}

void BLAS_dotc_batched_strided_c32(int64_t n, const bblas_complex_float* x, int64_t incx,
    int64_t x_stride, const bblas_complex_float* y, int64_t incy, int64_t y_stride,
    bblas_complex_float* result, int64_t batch_count, int64_t* info) {
    bblas::impl::reduce_strided<bblas_complex_float, Reduce::Dotc>(n, x, incx, x_stride, y, incy, y_stride, result, batch_count, info);
}

void BLAS_nrm2_batched_c32(const int64_t* n, const bblas_complex_float* const* x,
    const int64_t* incx, float* result, int64_t group_count, const int64_t* group_sizes,
    int64_t* info) {
    bblas::impl::reduce_batched<bblas_complex_float, Reduce::Nrm2>(n, x, incx, nullptr, nullptr, result, group_count, group_sizes, info);
}

void BLAS_nrm2_batched_strided_c32(int64_t n, const bblas_complex_float* x, int64_t incx,
    int64_t x_stride, float* result, int64_t batch_count, int64_t* info) {
    bblas::impl::reduce_strided<bblas_complex_float, Reduce::Nrm2>(n, x, incx, x_stride, nullptr, 1, 0, result, batch_count, info);
}

void BLAS_asum_batched_c32(const int64_t* n, const bblas_complex_float* const* x,
    const int64_t* incx, float* result, int64_t group_count, const int64_t* group_sizes,
    int64_t* info) {
    bblas::impl::reduce_batched<bblas_complex_float, Reduce::Asum>(n, x, incx, nullptr, nullptr, result, group_count, group_sizes, info);
}

void BLAS_asum_batched_strided_c32(int64_t n, const bblas_complex_float* x, int64_t incx,
    int64_t x_stride, float* result, int64_t batch_count, int64_t* info) {
    bblas::impl::reduce_strided<bblas_complex_float, Reduce::Asum>(n, x, incx, x_stride, nullptr, 1, 0, result, batch_count, info);
}

void BLAS_iamax_batched_c32(const int64_t* n, const bblas_complex_float* const* x,
    const int64_t* incx, int64_t* result, int64_t group_count, const int64_t* group_sizes,
    int64_t* info) {
    bblas::impl::reduce_batched<bblas_complex_float, Reduce::Iamax>(n, x, incx, nullptr, nullptr, result, group_count, group_sizes, info);
}

void BLAS_iamax_batched_strided_c32(int64_t n, const bblas_complex_float* x, int64_t incx,
    int64_t x_stride, int64_t* result, int64_t batch_count, int64_t* info) {
    bblas::impl::reduce_strided<bblas_complex_float, Reduce::Iamax>(n, x, incx, x_stride, nullptr, 1, 0, result, batch_count, info);
}

void BLAS_axpy_batched_c64(const int64_t* n, const bblas_complex_double* alpha,
    const bblas_complex_double* const* x, const int64_t* incx, bblas_complex_double* const* y,
    const int64_t* incy, int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::update_batched<bblas_complex_double, Update::Axpy>(n, alpha, x, incx, y, incy, group_count, group_sizes, info);
}

void BLAS_axpy_batched_strided_c64(int64_t n, bblas_complex_double alpha,
    const bblas_complex_double* x, int64_t incx, int64_t x_stride, bblas_complex_double* y,
    int64_t incy, int64_t y_stride, int64_t batch_count, int64_t* info) {
    bblas::impl::update_strided<bblas_complex_double, Update::Axpy>(n, alpha, x, incx, x_stride, y, incy, y_stride, batch_count, info);
}

void BLAS_scal_batched_c64(const int64_t* n, const bblas_complex_double* alpha,
    bblas_complex_double* const* x, const int64_t* incx, int64_t group_count,
    const int64_t* group_sizes, int64_t* info) {
    bblas::impl::update_batched<bblas_complex_double, Update::Scal>(n, alpha, x, incx, nullptr, nullptr, group_count, group_sizes, info);
}

void BLAS_scal_batched_strided_c64(int64_t n, bblas_complex_double alpha, bblas_complex_double* x,
    int64_t incx, int64_t x_stride, int64_t batch_count, int64_t* info) {
    bblas::impl::update_strided<bblas_complex_double, Update::Scal>(n, alpha, x, incx, x_stride, nullptr, 1, 0, batch_count, info);
}

void BLAS_copy_batched_c64(const int64_t* n, const bblas_complex_double* const* x,
    const int64_t* incx, bblas_complex_double* const* y, const int64_t* incy, int64_t group_count,
    const int64_t* group_sizes, int64_t* info) {
    bblas::impl::update_batched<bblas_complex_double, Update::Copy>(n, nullptr, x, incx, y, incy, group_count, group_sizes, info);
}

void BLAS_copy_batched_strided_c64(int64_t n, const bblas_complex_double* x, int64_t incx,
    int64_t x_stride, bblas_complex_double* y, int64_t incy, int64_t y_stride, int64_t batch_count,
    int64_t* info) {
    bblas::impl::update_strided<bblas_complex_double, Update::Copy>(n, bblas_complex_double(1), x, incx, x_stride, y, incy, y_stride, batch_count, info);
}

void BLAS_swap_batched_c64(const int64_t* n, bblas_complex_double* const* x, const int64_t* incx,
    bblas_complex_double* const* y, const int64_t* incy, int64_t group_count,
    const int64_t* group_sizes, int64_t* info) {
    bblas::impl::update_batched<bblas_complex_double, Update::Swap>(n, nullptr, x, incx, y, incy, group_count, group_sizes, info);
}

void BLAS_swap_batched_strided_c64(int64_t n, bblas_complex_double* x, int64_t incx,
    int64_t x_stride, bblas_complex_double* y, int64_t incy, int64_t y_stride, int64_t batch_count,
    int64_t* info) {
    bblas::impl::update_strided<bblas_complex_double, Update::Swap>(n, bblas_complex_double(1), x, incx, x_stride, y, incy, y_stride, batch_count, info);
}

void BLAS_dotu_batched_c64(const int64_t* n, const bblas_complex_double* const* x,
    const int64_t* incx, const bblas_complex_double* const* y, const int64_t* incy,
    bblas_complex_double* result, int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::reduce_batched<bblas_complex_double, Reduce::Dot>(n, x, incx, y, incy, result, group_count, group_sizes, info);
}

void BLAS_dotu_batched_strided_c64(int64_t n, const bblas_complex_double* x, int64_t incx,
    int64_t x_stride, const bblas_complex_double* y, int64_t incy, int64_t y_stride,
    bblas_complex_double* result, int64_t batch_count, int64_t* info) {
    bblas::impl::reduce_strided<bblas_complex_double, Reduce::Dot>(n, x, incx, x_stride, y, incy, y_stride, result, batch_count, info);
}

void BLAS_dotc_batched_c64(const int64_t* n, const bblas_complex_double* const* x,
    const int64_t* incx, const bblas_complex_double* const* y, const int64_t* incy,
    bblas_complex_double* result, int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::reduce_batched<bblas_complex_double, Reduce::Dotc>(n, x, incx, y, incy, result, group_count, group_sizes, info);
}

void BLAS_dotc_batched_strided_c64(int64_t n, const bblas_complex_double* x, int64_t incx,
    int64_t x_stride, const bblas_complex_double* y, int64_t incy, int64_t y_stride,
    bblas_complex_double* result, int64_t batch_count, int64_t* info) {
    bblas::impl::reduce_strided<bblas_complex_double, Reduce::Dotc>(n, x, incx, x_stride, y, incy, y_stride, result, batch_count, info);
}

void BLAS_nrm2_batched_c64(const int64_t* n, const bblas_complex_double* const* x,
    const int64_t* incx, double* result, int64_t group_count, const int64_t* group_sizes,
    int64_t* info) {
    bblas::impl::reduce_batched<bblas_complex_double, Reduce::Nrm2>(n, x, incx, nullptr, nullptr, result, group_count, group_sizes, info);
}

void BLAS_nrm2_batched_strided_c64(int64_t n, const bblas_complex_double* x, int64_t incx,
    int64_t x_stride, double* result, int64_t batch_count, int64_t* info) {
    bblas::impl::reduce_strided<bblas_complex_double, Reduce::Nrm2>(n, x, incx, x_stride, nullptr, 1, 0, result, batch_count, info);
}

void BLAS_asum_batched_c64(const int64_t* n, const bblas_complex_double* const* x,
    const int64_t* incx, double* result, int64_t group_count, const int64_t* group_sizes,
    int64_t* info) {
    bblas::impl::reduce_batched<bblas_complex_double, Reduce::Asum>(n, x, incx, nullptr, nullptr, result, group_count, group_sizes, info);
}

void BLAS_asum_batched_strided_c64(int64_t n, const bblas_complex_double* x, int64_t incx,
    int64_t x_stride, double* result, int64_t batch_count, int64_t* info) {
    bblas::impl::reduce_strided<bblas_complex_double, Reduce::Asum>(n, x, incx, x_stride, nullptr, 1, 0, result, batch_count, info);
}

void BLAS_iamax_batched_c64(const int64_t* n, const bblas_complex_double* const* x,
    const int64_t* incx, int64_t* result, int64_t group_count, const int64_t* group_sizes,
    int64_t* info) {
    bblas::impl::reduce_batched<bblas_complex_double, Reduce::Iamax>(n, x, incx, nullptr, nullptr, result, group_count, group_sizes, info);
}

void BLAS_iamax_batched_strided_c64(int64_t n, const bblas_complex_double* x, int64_t incx,
    int64_t x_stride, int64_t* result, int64_t batch_count, int64_t* info) {
    bblas::impl::reduce_strided<bblas_complex_double, Reduce::Iamax>(n, x, incx, x_stride, nullptr, 1, 0, result, batch_count, info);
}

}  // extern "C"
