/* bblas: batched Level 1 and Level 2 BLAS. Included by bblas.h; see there for groups, leading
 * dimensions and the info modes. Argument order as BLAS's (CBLAS's, with layout first for
 * Level 2), then group_count, group_sizes, info; every per-group argument is an array of
 * group_count entries, every vector argument an array of sum(group_sizes) pointers.
 *
 * Vectors: element i of x is x[i * incx]; a negative incx walks backwards, element i at
 * x[(n - 1 - i) * |incx|], as in BLAS (for every routine, nrm2, asum, iamax and scal included);
 * incx = 0 is an argument error (paper 000, section 5), also when n = 0.
 *
 * Each routine also comes in a strided form, BLAS_<routine>_batched_strided_<type>: one group
 * of batch_count problems, options and scalars by value, problem i's vector at x + i * x_stride
 * and its matrix at A + i * A_stride (see the Level-3 strided routines in bblas.h). Input strides
 * may be anything (0 shares one vector or matrix); the strides of outputs must keep problems
 * apart: a vector output needs |stride| >= 1 + (n - 1) * |inc| (one after the other) or
 * |inc| >= batch_count * |stride| > 0 (interleaved element by element); ger's matrix output
 * needs the Level-3 rule. Otherwise the stride is an invalid argument.
 */
#ifndef BBLAS_LEVEL12_C_H
#define BBLAS_LEVEL12_C_H

#ifdef __cplusplus
extern "C" {
#endif

#pragma GCC visibility push(default)

/* ---------------------------------------------------------------------------------------------
 * AXPY: y = alpha * x + y (vectors of n elements). alpha = 0: nothing is read or written.
 * Positions: n 1, alpha 2, x 3, incx 4, y 5, incy 6, group_count 7, group_sizes 8, info 9.
 * Strided: n 1, alpha 2, x 3, incx 4, x_stride 5, y 6, incy 7, y_stride 8, batch_count 9, info 10. */
void BLAS_axpy_batched_r32(const int64_t *n, const float *alpha, const float *const *x,
    const int64_t *incx, float *const *y, const int64_t *incy, int64_t group_count,
    const int64_t *group_sizes, int64_t *info);
void BLAS_axpy_batched_r16(const int64_t *n, const float *alpha, const bblas_half *const *x,
    const int64_t *incx, bblas_half *const *y, const int64_t *incy, int64_t group_count,
    const int64_t *group_sizes, int64_t *info);
void BLAS_axpy_batched_strided_r32(int64_t n, float alpha, const float *x, int64_t incx,
    int64_t x_stride, float *y, int64_t incy, int64_t y_stride, int64_t batch_count, int64_t *info);
void BLAS_axpy_batched_strided_r16(int64_t n, float alpha, const bblas_half *x, int64_t incx,
    int64_t x_stride, bblas_half *y, int64_t incy, int64_t y_stride, int64_t batch_count, int64_t *info);
void BLAS_axpy_batched_r64(const int64_t *n, const double *alpha, const double *const *x,
    const int64_t *incx, double *const *y, const int64_t *incy, int64_t group_count,
    const int64_t *group_sizes, int64_t *info);
void BLAS_axpy_batched_strided_r64(int64_t n, double alpha, const double *x, int64_t incx,
    int64_t x_stride, double *y, int64_t incy, int64_t y_stride, int64_t batch_count,
    int64_t *info);
void BLAS_axpy_batched_c32(const int64_t *n, const bblas_complex_float *alpha,
    const bblas_complex_float *const *x, const int64_t *incx, bblas_complex_float *const *y,
    const int64_t *incy, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_axpy_batched_c16(const int64_t *n, const bblas_complex_float *alpha,
    const bblas_complex_half *const *x, const int64_t *incx, bblas_complex_half *const *y,
    const int64_t *incy, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_axpy_batched_strided_c32(int64_t n, bblas_complex_float alpha,
    const bblas_complex_float *x, int64_t incx, int64_t x_stride, bblas_complex_float *y,
    int64_t incy, int64_t y_stride, int64_t batch_count, int64_t *info);
void BLAS_axpy_batched_strided_c16(int64_t n, bblas_complex_float alpha,
    const bblas_complex_half *x, int64_t incx, int64_t x_stride, bblas_complex_half *y,
    int64_t incy, int64_t y_stride, int64_t batch_count, int64_t *info);
void BLAS_axpy_batched_c64(const int64_t *n, const bblas_complex_double *alpha,
    const bblas_complex_double *const *x, const int64_t *incx, bblas_complex_double *const *y,
    const int64_t *incy, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_axpy_batched_strided_c64(int64_t n, bblas_complex_double alpha,
    const bblas_complex_double *x, int64_t incx, int64_t x_stride, bblas_complex_double *y,
    int64_t incy, int64_t y_stride, int64_t batch_count, int64_t *info);

/* ---------------------------------------------------------------------------------------------
 * SCAL: x = alpha * x (computed as the product even for alpha = 0, as the reference BLAS).
 * Positions: n 1, alpha 2, x 3, incx 4, group_count 5, group_sizes 6, info 7.
 * Strided: n 1, alpha 2, x 3, incx 4, x_stride 5, batch_count 6, info 7. */
void BLAS_scal_batched_r32(const int64_t *n, const float *alpha, float *const *x,
    const int64_t *incx, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_scal_batched_r16(const int64_t *n, const float *alpha, bblas_half *const *x,
    const int64_t *incx, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_scal_batched_strided_r32(int64_t n, float alpha, float *x, int64_t incx, int64_t x_stride,
    int64_t batch_count, int64_t *info);
void BLAS_scal_batched_strided_r16(int64_t n, float alpha, bblas_half *x, int64_t incx, int64_t x_stride,
    int64_t batch_count, int64_t *info);
void BLAS_scal_batched_r64(const int64_t *n, const double *alpha, double *const *x,
    const int64_t *incx, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_scal_batched_strided_r64(int64_t n, double alpha, double *x, int64_t incx,
    int64_t x_stride, int64_t batch_count, int64_t *info);
void BLAS_scal_batched_c32(const int64_t *n, const bblas_complex_float *alpha,
    bblas_complex_float *const *x, const int64_t *incx, int64_t group_count,
    const int64_t *group_sizes, int64_t *info);
void BLAS_scal_batched_c16(const int64_t *n, const bblas_complex_float *alpha,
    bblas_complex_half *const *x, const int64_t *incx, int64_t group_count,
    const int64_t *group_sizes, int64_t *info);
void BLAS_scal_batched_strided_c32(int64_t n, bblas_complex_float alpha, bblas_complex_float *x,
    int64_t incx, int64_t x_stride, int64_t batch_count, int64_t *info);
void BLAS_scal_batched_strided_c16(int64_t n, bblas_complex_float alpha, bblas_complex_half *x,
    int64_t incx, int64_t x_stride, int64_t batch_count, int64_t *info);
void BLAS_scal_batched_c64(const int64_t *n, const bblas_complex_double *alpha,
    bblas_complex_double *const *x, const int64_t *incx, int64_t group_count,
    const int64_t *group_sizes, int64_t *info);
void BLAS_scal_batched_strided_c64(int64_t n, bblas_complex_double alpha, bblas_complex_double *x,
    int64_t incx, int64_t x_stride, int64_t batch_count, int64_t *info);

/* ---------------------------------------------------------------------------------------------
 * COPY: y = x.  SWAP (below): x <-> y.
 * Positions: n 1, x 2, incx 3, y 4, incy 5, group_count 6, group_sizes 7, info 8.
 * Strided: n 1, x 2, incx 3, x_stride 4, y 5, incy 6, y_stride 7, batch_count 8, info 9. */
void BLAS_copy_batched_r32(const int64_t *n, const float *const *x, const int64_t *incx,
    float *const *y, const int64_t *incy, int64_t group_count, const int64_t *group_sizes,
    int64_t *info);
void BLAS_copy_batched_r16(const int64_t *n, const bblas_half *const *x, const int64_t *incx,
    bblas_half *const *y, const int64_t *incy, int64_t group_count, const int64_t *group_sizes,
    int64_t *info);
void BLAS_copy_batched_strided_r32(int64_t n, const float *x, int64_t incx, int64_t x_stride,
    float *y, int64_t incy, int64_t y_stride, int64_t batch_count, int64_t *info);
void BLAS_copy_batched_strided_r16(int64_t n, const bblas_half *x, int64_t incx, int64_t x_stride,
    bblas_half *y, int64_t incy, int64_t y_stride, int64_t batch_count, int64_t *info);
void BLAS_copy_batched_r64(const int64_t *n, const double *const *x, const int64_t *incx,
    double *const *y, const int64_t *incy, int64_t group_count, const int64_t *group_sizes,
    int64_t *info);
void BLAS_copy_batched_strided_r64(int64_t n, const double *x, int64_t incx, int64_t x_stride,
    double *y, int64_t incy, int64_t y_stride, int64_t batch_count, int64_t *info);
void BLAS_copy_batched_c32(const int64_t *n, const bblas_complex_float *const *x,
    const int64_t *incx, bblas_complex_float *const *y, const int64_t *incy, int64_t group_count,
    const int64_t *group_sizes, int64_t *info);
void BLAS_copy_batched_c16(const int64_t *n, const bblas_complex_half *const *x,
    const int64_t *incx, bblas_complex_half *const *y, const int64_t *incy, int64_t group_count,
    const int64_t *group_sizes, int64_t *info);
void BLAS_copy_batched_strided_c32(int64_t n, const bblas_complex_float *x, int64_t incx,
    int64_t x_stride, bblas_complex_float *y, int64_t incy, int64_t y_stride, int64_t batch_count,
    int64_t *info);
void BLAS_copy_batched_strided_c16(int64_t n, const bblas_complex_half *x, int64_t incx,
    int64_t x_stride, bblas_complex_half *y, int64_t incy, int64_t y_stride, int64_t batch_count,
    int64_t *info);
void BLAS_copy_batched_c64(const int64_t *n, const bblas_complex_double *const *x,
    const int64_t *incx, bblas_complex_double *const *y, const int64_t *incy, int64_t group_count,
    const int64_t *group_sizes, int64_t *info);
void BLAS_copy_batched_strided_c64(int64_t n, const bblas_complex_double *x, int64_t incx,
    int64_t x_stride, bblas_complex_double *y, int64_t incy, int64_t y_stride, int64_t batch_count,
    int64_t *info);

void BLAS_swap_batched_r32(const int64_t *n, float *const *x, const int64_t *incx, float *const *y,
    const int64_t *incy, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_swap_batched_r16(const int64_t *n, bblas_half *const *x, const int64_t *incx, bblas_half *const *y,
    const int64_t *incy, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_swap_batched_strided_r32(int64_t n, float *x, int64_t incx, int64_t x_stride, float *y,
    int64_t incy, int64_t y_stride, int64_t batch_count, int64_t *info);
void BLAS_swap_batched_strided_r16(int64_t n, bblas_half *x, int64_t incx, int64_t x_stride, bblas_half *y,
    int64_t incy, int64_t y_stride, int64_t batch_count, int64_t *info);
void BLAS_swap_batched_r64(const int64_t *n, double *const *x, const int64_t *incx,
    double *const *y, const int64_t *incy, int64_t group_count, const int64_t *group_sizes,
    int64_t *info);
void BLAS_swap_batched_strided_r64(int64_t n, double *x, int64_t incx, int64_t x_stride, double *y,
    int64_t incy, int64_t y_stride, int64_t batch_count, int64_t *info);
void BLAS_swap_batched_c32(const int64_t *n, bblas_complex_float *const *x, const int64_t *incx,
    bblas_complex_float *const *y, const int64_t *incy, int64_t group_count,
    const int64_t *group_sizes, int64_t *info);
void BLAS_swap_batched_c16(const int64_t *n, bblas_complex_half *const *x, const int64_t *incx,
    bblas_complex_half *const *y, const int64_t *incy, int64_t group_count,
    const int64_t *group_sizes, int64_t *info);
void BLAS_swap_batched_strided_c32(int64_t n, bblas_complex_float *x, int64_t incx,
    int64_t x_stride, bblas_complex_float *y, int64_t incy, int64_t y_stride, int64_t batch_count,
    int64_t *info);
void BLAS_swap_batched_strided_c16(int64_t n, bblas_complex_half *x, int64_t incx,
    int64_t x_stride, bblas_complex_half *y, int64_t incy, int64_t y_stride, int64_t batch_count,
    int64_t *info);
void BLAS_swap_batched_c64(const int64_t *n, bblas_complex_double *const *x, const int64_t *incx,
    bblas_complex_double *const *y, const int64_t *incy, int64_t group_count,
    const int64_t *group_sizes, int64_t *info);
void BLAS_swap_batched_strided_c64(int64_t n, bblas_complex_double *x, int64_t incx,
    int64_t x_stride, bblas_complex_double *y, int64_t incy, int64_t y_stride, int64_t batch_count,
    int64_t *info);

/* ---------------------------------------------------------------------------------------------
 * DOT (real), DOTU (complex, x^T y), DOTC (complex, x^H y): result[p] = the product of problem
 * p (p counts from the call's first problem, group after group; 0 for n = 0).
 * Positions: n 1, x 2, incx 3, y 4, incy 5, result 6, group_count 7, group_sizes 8, info 9.
 * Strided: n 1, x 2, incx 3, x_stride 4, y 5, incy 6, y_stride 7, result 8, batch_count 9, info 10. */
void BLAS_dot_batched_r32(const int64_t *n, const float *const *x, const int64_t *incx,
    const float *const *y, const int64_t *incy, float *result, int64_t group_count,
    const int64_t *group_sizes, int64_t *info);
void BLAS_dot_batched_r16(const int64_t *n, const bblas_half *const *x, const int64_t *incx,
    const bblas_half *const *y, const int64_t *incy, float *result, int64_t group_count,
    const int64_t *group_sizes, int64_t *info);
void BLAS_dot_batched_strided_r32(int64_t n, const float *x, int64_t incx, int64_t x_stride,
    const float *y, int64_t incy, int64_t y_stride, float *result, int64_t batch_count,
    int64_t *info);
void BLAS_dot_batched_strided_r16(int64_t n, const bblas_half *x, int64_t incx, int64_t x_stride,
    const bblas_half *y, int64_t incy, int64_t y_stride, float *result, int64_t batch_count,
    int64_t *info);
void BLAS_dot_batched_r64(const int64_t *n, const double *const *x, const int64_t *incx,
    const double *const *y, const int64_t *incy, double *result, int64_t group_count,
    const int64_t *group_sizes, int64_t *info);
void BLAS_dot_batched_strided_r64(int64_t n, const double *x, int64_t incx, int64_t x_stride,
    const double *y, int64_t incy, int64_t y_stride, double *result, int64_t batch_count,
    int64_t *info);
void BLAS_dotu_batched_c32(const int64_t *n, const bblas_complex_float *const *x,
    const int64_t *incx, const bblas_complex_float *const *y, const int64_t *incy,
    bblas_complex_float *result, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_dotu_batched_c16(const int64_t *n, const bblas_complex_half *const *x,
    const int64_t *incx, const bblas_complex_half *const *y, const int64_t *incy,
    bblas_complex_float *result, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_dotu_batched_strided_c32(int64_t n, const bblas_complex_float *x, int64_t incx,
    int64_t x_stride, const bblas_complex_float *y, int64_t incy, int64_t y_stride,
    bblas_complex_float *result, int64_t batch_count, int64_t *info);
void BLAS_dotu_batched_strided_c16(int64_t n, const bblas_complex_half *x, int64_t incx,
    int64_t x_stride, const bblas_complex_half *y, int64_t incy, int64_t y_stride,
    bblas_complex_float *result, int64_t batch_count, int64_t *info);
void BLAS_dotc_batched_c32(const int64_t *n, const bblas_complex_float *const *x,
    const int64_t *incx, const bblas_complex_float *const *y, const int64_t *incy,
    bblas_complex_float *result, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_dotc_batched_c16(const int64_t *n, const bblas_complex_half *const *x,
    const int64_t *incx, const bblas_complex_half *const *y, const int64_t *incy,
    bblas_complex_float *result, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_dotc_batched_strided_c32(int64_t n, const bblas_complex_float *x, int64_t incx,
    int64_t x_stride, const bblas_complex_float *y, int64_t incy, int64_t y_stride,
    bblas_complex_float *result, int64_t batch_count, int64_t *info);
void BLAS_dotc_batched_strided_c16(int64_t n, const bblas_complex_half *x, int64_t incx,
    int64_t x_stride, const bblas_complex_half *y, int64_t incy, int64_t y_stride,
    bblas_complex_float *result, int64_t batch_count, int64_t *info);
void BLAS_dotu_batched_c64(const int64_t *n, const bblas_complex_double *const *x,
    const int64_t *incx, const bblas_complex_double *const *y, const int64_t *incy,
    bblas_complex_double *result, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_dotu_batched_strided_c64(int64_t n, const bblas_complex_double *x, int64_t incx,
    int64_t x_stride, const bblas_complex_double *y, int64_t incy, int64_t y_stride,
    bblas_complex_double *result, int64_t batch_count, int64_t *info);
void BLAS_dotc_batched_c64(const int64_t *n, const bblas_complex_double *const *x,
    const int64_t *incx, const bblas_complex_double *const *y, const int64_t *incy,
    bblas_complex_double *result, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_dotc_batched_strided_c64(int64_t n, const bblas_complex_double *x, int64_t incx,
    int64_t x_stride, const bblas_complex_double *y, int64_t incy, int64_t y_stride,
    bblas_complex_double *result, int64_t batch_count, int64_t *info);

/* ---------------------------------------------------------------------------------------------
 * NRM2: result[p] = ||x||_2, without overflow or underflow in the intermediate sums (values
 * near the limits of the type are scaled, as the reference BLAS does). ASUM: result[p] =
 * sum |re(x_i)| + |im(x_i)|. IAMAX: result[p] = the 0-based index (as CBLAS's cblas_i?amax) of
 * the first element of largest |re| + |im|; 0 for n = 0.
 * Positions: n 1, x 2, incx 3, result 4, group_count 5, group_sizes 6, info 7.
 * Strided: n 1, x 2, incx 3, x_stride 4, result 5, batch_count 6, info 7. */
void BLAS_nrm2_batched_r32(const int64_t *n, const float *const *x, const int64_t *incx,
    float *result, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_nrm2_batched_r16(const int64_t *n, const bblas_half *const *x, const int64_t *incx,
    float *result, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_nrm2_batched_strided_r32(int64_t n, const float *x, int64_t incx, int64_t x_stride,
    float *result, int64_t batch_count, int64_t *info);
void BLAS_nrm2_batched_strided_r16(int64_t n, const bblas_half *x, int64_t incx, int64_t x_stride,
    float *result, int64_t batch_count, int64_t *info);
void BLAS_nrm2_batched_r64(const int64_t *n, const double *const *x, const int64_t *incx,
    double *result, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_nrm2_batched_strided_r64(int64_t n, const double *x, int64_t incx, int64_t x_stride,
    double *result, int64_t batch_count, int64_t *info);
void BLAS_nrm2_batched_c32(const int64_t *n, const bblas_complex_float *const *x,
    const int64_t *incx, float *result, int64_t group_count, const int64_t *group_sizes,
    int64_t *info);
void BLAS_nrm2_batched_c16(const int64_t *n, const bblas_complex_half *const *x,
    const int64_t *incx, float *result, int64_t group_count, const int64_t *group_sizes,
    int64_t *info);
void BLAS_nrm2_batched_strided_c32(int64_t n, const bblas_complex_float *x, int64_t incx,
    int64_t x_stride, float *result, int64_t batch_count, int64_t *info);
void BLAS_nrm2_batched_strided_c16(int64_t n, const bblas_complex_half *x, int64_t incx,
    int64_t x_stride, float *result, int64_t batch_count, int64_t *info);
void BLAS_nrm2_batched_c64(const int64_t *n, const bblas_complex_double *const *x,
    const int64_t *incx, double *result, int64_t group_count, const int64_t *group_sizes,
    int64_t *info);
void BLAS_nrm2_batched_strided_c64(int64_t n, const bblas_complex_double *x, int64_t incx,
    int64_t x_stride, double *result, int64_t batch_count, int64_t *info);

void BLAS_asum_batched_r32(const int64_t *n, const float *const *x, const int64_t *incx,
    float *result, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_asum_batched_r16(const int64_t *n, const bblas_half *const *x, const int64_t *incx,
    float *result, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_asum_batched_strided_r32(int64_t n, const float *x, int64_t incx, int64_t x_stride,
    float *result, int64_t batch_count, int64_t *info);
void BLAS_asum_batched_strided_r16(int64_t n, const bblas_half *x, int64_t incx, int64_t x_stride,
    float *result, int64_t batch_count, int64_t *info);
void BLAS_asum_batched_r64(const int64_t *n, const double *const *x, const int64_t *incx,
    double *result, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_asum_batched_strided_r64(int64_t n, const double *x, int64_t incx, int64_t x_stride,
    double *result, int64_t batch_count, int64_t *info);
void BLAS_asum_batched_c32(const int64_t *n, const bblas_complex_float *const *x,
    const int64_t *incx, float *result, int64_t group_count, const int64_t *group_sizes,
    int64_t *info);
void BLAS_asum_batched_c16(const int64_t *n, const bblas_complex_half *const *x,
    const int64_t *incx, float *result, int64_t group_count, const int64_t *group_sizes,
    int64_t *info);
void BLAS_asum_batched_strided_c32(int64_t n, const bblas_complex_float *x, int64_t incx,
    int64_t x_stride, float *result, int64_t batch_count, int64_t *info);
void BLAS_asum_batched_strided_c16(int64_t n, const bblas_complex_half *x, int64_t incx,
    int64_t x_stride, float *result, int64_t batch_count, int64_t *info);
void BLAS_asum_batched_c64(const int64_t *n, const bblas_complex_double *const *x,
    const int64_t *incx, double *result, int64_t group_count, const int64_t *group_sizes,
    int64_t *info);
void BLAS_asum_batched_strided_c64(int64_t n, const bblas_complex_double *x, int64_t incx,
    int64_t x_stride, double *result, int64_t batch_count, int64_t *info);

void BLAS_iamax_batched_r32(const int64_t *n, const float *const *x, const int64_t *incx,
    int64_t *result, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_iamax_batched_r16(const int64_t *n, const bblas_half *const *x, const int64_t *incx,
    int64_t *result, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_iamax_batched_strided_r32(int64_t n, const float *x, int64_t incx, int64_t x_stride,
    int64_t *result, int64_t batch_count, int64_t *info);
void BLAS_iamax_batched_strided_r16(int64_t n, const bblas_half *x, int64_t incx, int64_t x_stride,
    int64_t *result, int64_t batch_count, int64_t *info);
void BLAS_iamax_batched_r64(const int64_t *n, const double *const *x, const int64_t *incx,
    int64_t *result, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_iamax_batched_strided_r64(int64_t n, const double *x, int64_t incx, int64_t x_stride,
    int64_t *result, int64_t batch_count, int64_t *info);
void BLAS_iamax_batched_c32(const int64_t *n, const bblas_complex_float *const *x,
    const int64_t *incx, int64_t *result, int64_t group_count, const int64_t *group_sizes,
    int64_t *info);
void BLAS_iamax_batched_c16(const int64_t *n, const bblas_complex_half *const *x,
    const int64_t *incx, int64_t *result, int64_t group_count, const int64_t *group_sizes,
    int64_t *info);
void BLAS_iamax_batched_strided_c32(int64_t n, const bblas_complex_float *x, int64_t incx,
    int64_t x_stride, int64_t *result, int64_t batch_count, int64_t *info);
void BLAS_iamax_batched_strided_c16(int64_t n, const bblas_complex_half *x, int64_t incx,
    int64_t x_stride, int64_t *result, int64_t batch_count, int64_t *info);
void BLAS_iamax_batched_c64(const int64_t *n, const bblas_complex_double *const *x,
    const int64_t *incx, int64_t *result, int64_t group_count, const int64_t *group_sizes,
    int64_t *info);
void BLAS_iamax_batched_strided_c64(int64_t n, const bblas_complex_double *x, int64_t incx,
    int64_t x_stride, int64_t *result, int64_t batch_count, int64_t *info);

/* ---------------------------------------------------------------------------------------------
 * GEMV: y = alpha * op(A) * x + beta * y, A m x n (stored; ld as the Level-3 rules), x of
 * n elements and y of m (op = NoTrans) or x of m and y of n. m = 0 or n = 0: y is untouched.
 * beta = 0: y is not read; alpha = 0: A and x are not read.
 * Positions: layout 1, trans 2, m 3, n 4, alpha 5, A 6, A_ld 7, x 8, incx 9, beta 10, y 11,
 * incy 12, group_count 13, group_sizes 14, info 15. Strided: layout 1, trans 2, m 3, n 4,
 * alpha 5, A 6, A_ld 7, A_stride 8, x 9, incx 10, x_stride 11, beta 12, y 13, incy 14,
 * y_stride 15, batch_count 16, info 17. */
void BLAS_gemv_batched_r32(BLAS_Layout layout, const BLAS_Trans *trans, const int64_t *m,
    const int64_t *n, const float *alpha, const float *const *A, const int64_t *A_ld,
    const float *const *x, const int64_t *incx, const float *beta, float *const *y,
    const int64_t *incy, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_gemv_batched_r16(BLAS_Layout layout, const BLAS_Trans *trans, const int64_t *m,
    const int64_t *n, const float *alpha, const bblas_half *const *A, const int64_t *A_ld,
    const bblas_half *const *x, const int64_t *incx, const float *beta, bblas_half *const *y,
    const int64_t *incy, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_gemv_batched_strided_r32(BLAS_Layout layout, BLAS_Trans trans, int64_t m, int64_t n,
    float alpha, const float *A, int64_t A_ld, int64_t A_stride, const float *x, int64_t incx,
    int64_t x_stride, float beta, float *y, int64_t incy, int64_t y_stride, int64_t batch_count,
    int64_t *info);
void BLAS_gemv_batched_strided_r16(BLAS_Layout layout, BLAS_Trans trans, int64_t m, int64_t n,
    float alpha, const bblas_half *A, int64_t A_ld, int64_t A_stride, const bblas_half *x, int64_t incx,
    int64_t x_stride, float beta, bblas_half *y, int64_t incy, int64_t y_stride, int64_t batch_count,
    int64_t *info);
void BLAS_gemv_batched_r64(BLAS_Layout layout, const BLAS_Trans *trans, const int64_t *m,
    const int64_t *n, const double *alpha, const double *const *A, const int64_t *A_ld,
    const double *const *x, const int64_t *incx, const double *beta, double *const *y,
    const int64_t *incy, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_gemv_batched_strided_r64(BLAS_Layout layout, BLAS_Trans trans, int64_t m, int64_t n,
    double alpha, const double *A, int64_t A_ld, int64_t A_stride, const double *x, int64_t incx,
    int64_t x_stride, double beta, double *y, int64_t incy, int64_t y_stride, int64_t batch_count,
    int64_t *info);
void BLAS_gemv_batched_c32(BLAS_Layout layout, const BLAS_Trans *trans, const int64_t *m,
    const int64_t *n, const bblas_complex_float *alpha, const bblas_complex_float *const *A,
    const int64_t *A_ld, const bblas_complex_float *const *x, const int64_t *incx,
    const bblas_complex_float *beta, bblas_complex_float *const *y, const int64_t *incy,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_gemv_batched_c16(BLAS_Layout layout, const BLAS_Trans *trans, const int64_t *m,
    const int64_t *n, const bblas_complex_float *alpha, const bblas_complex_half *const *A,
    const int64_t *A_ld, const bblas_complex_half *const *x, const int64_t *incx,
    const bblas_complex_float *beta, bblas_complex_half *const *y, const int64_t *incy,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_gemv_batched_strided_c32(BLAS_Layout layout, BLAS_Trans trans, int64_t m, int64_t n,
    bblas_complex_float alpha, const bblas_complex_float *A, int64_t A_ld, int64_t A_stride,
    const bblas_complex_float *x, int64_t incx, int64_t x_stride, bblas_complex_float beta,
    bblas_complex_float *y, int64_t incy, int64_t y_stride, int64_t batch_count, int64_t *info);
void BLAS_gemv_batched_strided_c16(BLAS_Layout layout, BLAS_Trans trans, int64_t m, int64_t n,
    bblas_complex_float alpha, const bblas_complex_half *A, int64_t A_ld, int64_t A_stride,
    const bblas_complex_half *x, int64_t incx, int64_t x_stride, bblas_complex_float beta,
    bblas_complex_half *y, int64_t incy, int64_t y_stride, int64_t batch_count, int64_t *info);
void BLAS_gemv_batched_c64(BLAS_Layout layout, const BLAS_Trans *trans, const int64_t *m,
    const int64_t *n, const bblas_complex_double *alpha, const bblas_complex_double *const *A,
    const int64_t *A_ld, const bblas_complex_double *const *x, const int64_t *incx,
    const bblas_complex_double *beta, bblas_complex_double *const *y, const int64_t *incy,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_gemv_batched_strided_c64(BLAS_Layout layout, BLAS_Trans trans, int64_t m, int64_t n,
    bblas_complex_double alpha, const bblas_complex_double *A, int64_t A_ld, int64_t A_stride,
    const bblas_complex_double *x, int64_t incx, int64_t x_stride, bblas_complex_double beta,
    bblas_complex_double *y, int64_t incy, int64_t y_stride, int64_t batch_count, int64_t *info);

/* ---------------------------------------------------------------------------------------------
 * GER (real), GERU (complex): A = alpha * x * y^T + A; GERC: A = alpha * x * y^H + A; A is
 * m x n, x of m elements, y of n. alpha = 0: nothing is read or written.
 * Positions: layout 1, m 2, n 3, alpha 4, x 5, incx 6, y 7, incy 8, A 9, A_ld 10,
 * group_count 11, group_sizes 12, info 13. Strided: layout 1, m 2, n 3, alpha 4, x 5, incx 6,
 * x_stride 7, y 8, incy 9, y_stride 10, A 11, A_ld 12, A_stride 13, batch_count 14, info 15. */
void BLAS_ger_batched_r32(BLAS_Layout layout, const int64_t *m, const int64_t *n,
    const float *alpha, const float *const *x, const int64_t *incx, const float *const *y,
    const int64_t *incy, float *const *A, const int64_t *A_ld, int64_t group_count,
    const int64_t *group_sizes, int64_t *info);
void BLAS_ger_batched_r16(BLAS_Layout layout, const int64_t *m, const int64_t *n,
    const float *alpha, const bblas_half *const *x, const int64_t *incx, const bblas_half *const *y,
    const int64_t *incy, bblas_half *const *A, const int64_t *A_ld, int64_t group_count,
    const int64_t *group_sizes, int64_t *info);
void BLAS_ger_batched_strided_r32(BLAS_Layout layout, int64_t m, int64_t n, float alpha,
    const float *x, int64_t incx, int64_t x_stride, const float *y, int64_t incy, int64_t y_stride,
    float *A, int64_t A_ld, int64_t A_stride, int64_t batch_count, int64_t *info);
void BLAS_ger_batched_strided_r16(BLAS_Layout layout, int64_t m, int64_t n, float alpha,
    const bblas_half *x, int64_t incx, int64_t x_stride, const bblas_half *y, int64_t incy, int64_t y_stride,
    bblas_half *A, int64_t A_ld, int64_t A_stride, int64_t batch_count, int64_t *info);
void BLAS_ger_batched_r64(BLAS_Layout layout, const int64_t *m, const int64_t *n,
    const double *alpha, const double *const *x, const int64_t *incx, const double *const *y,
    const int64_t *incy, double *const *A, const int64_t *A_ld, int64_t group_count,
    const int64_t *group_sizes, int64_t *info);
void BLAS_ger_batched_strided_r64(BLAS_Layout layout, int64_t m, int64_t n, double alpha,
    const double *x, int64_t incx, int64_t x_stride, const double *y, int64_t incy,
    int64_t y_stride, double *A, int64_t A_ld, int64_t A_stride, int64_t batch_count,
    int64_t *info);
void BLAS_geru_batched_c32(BLAS_Layout layout, const int64_t *m, const int64_t *n,
    const bblas_complex_float *alpha, const bblas_complex_float *const *x, const int64_t *incx,
    const bblas_complex_float *const *y, const int64_t *incy, bblas_complex_float *const *A,
    const int64_t *A_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_geru_batched_c16(BLAS_Layout layout, const int64_t *m, const int64_t *n,
    const bblas_complex_float *alpha, const bblas_complex_half *const *x, const int64_t *incx,
    const bblas_complex_half *const *y, const int64_t *incy, bblas_complex_half *const *A,
    const int64_t *A_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_geru_batched_strided_c32(BLAS_Layout layout, int64_t m, int64_t n,
    bblas_complex_float alpha, const bblas_complex_float *x, int64_t incx, int64_t x_stride,
    const bblas_complex_float *y, int64_t incy, int64_t y_stride, bblas_complex_float *A,
    int64_t A_ld, int64_t A_stride, int64_t batch_count, int64_t *info);
void BLAS_geru_batched_strided_c16(BLAS_Layout layout, int64_t m, int64_t n,
    bblas_complex_float alpha, const bblas_complex_half *x, int64_t incx, int64_t x_stride,
    const bblas_complex_half *y, int64_t incy, int64_t y_stride, bblas_complex_half *A,
    int64_t A_ld, int64_t A_stride, int64_t batch_count, int64_t *info);
void BLAS_gerc_batched_c32(BLAS_Layout layout, const int64_t *m, const int64_t *n,
    const bblas_complex_float *alpha, const bblas_complex_float *const *x, const int64_t *incx,
    const bblas_complex_float *const *y, const int64_t *incy, bblas_complex_float *const *A,
    const int64_t *A_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_gerc_batched_c16(BLAS_Layout layout, const int64_t *m, const int64_t *n,
    const bblas_complex_float *alpha, const bblas_complex_half *const *x, const int64_t *incx,
    const bblas_complex_half *const *y, const int64_t *incy, bblas_complex_half *const *A,
    const int64_t *A_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_gerc_batched_strided_c32(BLAS_Layout layout, int64_t m, int64_t n,
    bblas_complex_float alpha, const bblas_complex_float *x, int64_t incx, int64_t x_stride,
    const bblas_complex_float *y, int64_t incy, int64_t y_stride, bblas_complex_float *A,
    int64_t A_ld, int64_t A_stride, int64_t batch_count, int64_t *info);
void BLAS_gerc_batched_strided_c16(BLAS_Layout layout, int64_t m, int64_t n,
    bblas_complex_float alpha, const bblas_complex_half *x, int64_t incx, int64_t x_stride,
    const bblas_complex_half *y, int64_t incy, int64_t y_stride, bblas_complex_half *A,
    int64_t A_ld, int64_t A_stride, int64_t batch_count, int64_t *info);
void BLAS_geru_batched_c64(BLAS_Layout layout, const int64_t *m, const int64_t *n,
    const bblas_complex_double *alpha, const bblas_complex_double *const *x, const int64_t *incx,
    const bblas_complex_double *const *y, const int64_t *incy, bblas_complex_double *const *A,
    const int64_t *A_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_geru_batched_strided_c64(BLAS_Layout layout, int64_t m, int64_t n,
    bblas_complex_double alpha, const bblas_complex_double *x, int64_t incx, int64_t x_stride,
    const bblas_complex_double *y, int64_t incy, int64_t y_stride, bblas_complex_double *A,
    int64_t A_ld, int64_t A_stride, int64_t batch_count, int64_t *info);
void BLAS_gerc_batched_c64(BLAS_Layout layout, const int64_t *m, const int64_t *n,
    const bblas_complex_double *alpha, const bblas_complex_double *const *x, const int64_t *incx,
    const bblas_complex_double *const *y, const int64_t *incy, bblas_complex_double *const *A,
    const int64_t *A_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_gerc_batched_strided_c64(BLAS_Layout layout, int64_t m, int64_t n,
    bblas_complex_double alpha, const bblas_complex_double *x, int64_t incx, int64_t x_stride,
    const bblas_complex_double *y, int64_t incy, int64_t y_stride, bblas_complex_double *A,
    int64_t A_ld, int64_t A_stride, int64_t batch_count, int64_t *info);

/* ---------------------------------------------------------------------------------------------
 * SYMV / HEMV: y = alpha * A * x + beta * y, A n x n symmetric (symv) or Hermitian (hemv;
 * diagonal taken as real), only its uplo triangle read; hemv on real types is symv.
 * Positions: layout 1, uplo 2, n 3, alpha 4, A 5, A_ld 6, x 7, incx 8, beta 9, y 10, incy 11,
 * group_count 12, group_sizes 13, info 14. Strided: layout 1, uplo 2, n 3, alpha 4, A 5,
 * A_ld 6, A_stride 7, x 8, incx 9, x_stride 10, beta 11, y 12, incy 13, y_stride 14,
 * batch_count 15, info 16. */
void BLAS_symv_batched_r32(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n,
    const float *alpha, const float *const *A, const int64_t *A_ld, const float *const *x,
    const int64_t *incx, const float *beta, float *const *y, const int64_t *incy,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_symv_batched_r16(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n,
    const float *alpha, const bblas_half *const *A, const int64_t *A_ld, const bblas_half *const *x,
    const int64_t *incx, const float *beta, bblas_half *const *y, const int64_t *incy,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_symv_batched_strided_r32(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, float alpha,
    const float *A, int64_t A_ld, int64_t A_stride, const float *x, int64_t incx, int64_t x_stride,
    float beta, float *y, int64_t incy, int64_t y_stride, int64_t batch_count, int64_t *info);
void BLAS_symv_batched_strided_r16(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, float alpha,
    const bblas_half *A, int64_t A_ld, int64_t A_stride, const bblas_half *x, int64_t incx, int64_t x_stride,
    float beta, bblas_half *y, int64_t incy, int64_t y_stride, int64_t batch_count, int64_t *info);
void BLAS_hemv_batched_r32(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n,
    const float *alpha, const float *const *A, const int64_t *A_ld, const float *const *x,
    const int64_t *incx, const float *beta, float *const *y, const int64_t *incy,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_hemv_batched_r16(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n,
    const float *alpha, const bblas_half *const *A, const int64_t *A_ld, const bblas_half *const *x,
    const int64_t *incx, const float *beta, bblas_half *const *y, const int64_t *incy,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_hemv_batched_strided_r32(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, float alpha,
    const float *A, int64_t A_ld, int64_t A_stride, const float *x, int64_t incx, int64_t x_stride,
    float beta, float *y, int64_t incy, int64_t y_stride, int64_t batch_count, int64_t *info);
void BLAS_hemv_batched_strided_r16(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, float alpha,
    const bblas_half *A, int64_t A_ld, int64_t A_stride, const bblas_half *x, int64_t incx, int64_t x_stride,
    float beta, bblas_half *y, int64_t incy, int64_t y_stride, int64_t batch_count, int64_t *info);
void BLAS_symv_batched_r64(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n,
    const double *alpha, const double *const *A, const int64_t *A_ld, const double *const *x,
    const int64_t *incx, const double *beta, double *const *y, const int64_t *incy,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_symv_batched_strided_r64(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, double alpha,
    const double *A, int64_t A_ld, int64_t A_stride, const double *x, int64_t incx,
    int64_t x_stride, double beta, double *y, int64_t incy, int64_t y_stride, int64_t batch_count,
    int64_t *info);
void BLAS_hemv_batched_r64(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n,
    const double *alpha, const double *const *A, const int64_t *A_ld, const double *const *x,
    const int64_t *incx, const double *beta, double *const *y, const int64_t *incy,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_hemv_batched_strided_r64(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, double alpha,
    const double *A, int64_t A_ld, int64_t A_stride, const double *x, int64_t incx,
    int64_t x_stride, double beta, double *y, int64_t incy, int64_t y_stride, int64_t batch_count,
    int64_t *info);
void BLAS_symv_batched_c32(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n,
    const bblas_complex_float *alpha, const bblas_complex_float *const *A, const int64_t *A_ld,
    const bblas_complex_float *const *x, const int64_t *incx, const bblas_complex_float *beta,
    bblas_complex_float *const *y, const int64_t *incy, int64_t group_count,
    const int64_t *group_sizes, int64_t *info);
void BLAS_symv_batched_c16(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n,
    const bblas_complex_float *alpha, const bblas_complex_half *const *A, const int64_t *A_ld,
    const bblas_complex_half *const *x, const int64_t *incx, const bblas_complex_float *beta,
    bblas_complex_half *const *y, const int64_t *incy, int64_t group_count,
    const int64_t *group_sizes, int64_t *info);
void BLAS_symv_batched_strided_c32(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n,
    bblas_complex_float alpha, const bblas_complex_float *A, int64_t A_ld, int64_t A_stride,
    const bblas_complex_float *x, int64_t incx, int64_t x_stride, bblas_complex_float beta,
    bblas_complex_float *y, int64_t incy, int64_t y_stride, int64_t batch_count, int64_t *info);
void BLAS_symv_batched_strided_c16(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n,
    bblas_complex_float alpha, const bblas_complex_half *A, int64_t A_ld, int64_t A_stride,
    const bblas_complex_half *x, int64_t incx, int64_t x_stride, bblas_complex_float beta,
    bblas_complex_half *y, int64_t incy, int64_t y_stride, int64_t batch_count, int64_t *info);
void BLAS_hemv_batched_c32(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n,
    const bblas_complex_float *alpha, const bblas_complex_float *const *A, const int64_t *A_ld,
    const bblas_complex_float *const *x, const int64_t *incx, const bblas_complex_float *beta,
    bblas_complex_float *const *y, const int64_t *incy, int64_t group_count,
    const int64_t *group_sizes, int64_t *info);
void BLAS_hemv_batched_c16(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n,
    const bblas_complex_float *alpha, const bblas_complex_half *const *A, const int64_t *A_ld,
    const bblas_complex_half *const *x, const int64_t *incx, const bblas_complex_float *beta,
    bblas_complex_half *const *y, const int64_t *incy, int64_t group_count,
    const int64_t *group_sizes, int64_t *info);
void BLAS_hemv_batched_strided_c32(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n,
    bblas_complex_float alpha, const bblas_complex_float *A, int64_t A_ld, int64_t A_stride,
    const bblas_complex_float *x, int64_t incx, int64_t x_stride, bblas_complex_float beta,
    bblas_complex_float *y, int64_t incy, int64_t y_stride, int64_t batch_count, int64_t *info);
void BLAS_hemv_batched_strided_c16(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n,
    bblas_complex_float alpha, const bblas_complex_half *A, int64_t A_ld, int64_t A_stride,
    const bblas_complex_half *x, int64_t incx, int64_t x_stride, bblas_complex_float beta,
    bblas_complex_half *y, int64_t incy, int64_t y_stride, int64_t batch_count, int64_t *info);
void BLAS_symv_batched_c64(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n,
    const bblas_complex_double *alpha, const bblas_complex_double *const *A, const int64_t *A_ld,
    const bblas_complex_double *const *x, const int64_t *incx, const bblas_complex_double *beta,
    bblas_complex_double *const *y, const int64_t *incy, int64_t group_count,
    const int64_t *group_sizes, int64_t *info);
void BLAS_symv_batched_strided_c64(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n,
    bblas_complex_double alpha, const bblas_complex_double *A, int64_t A_ld, int64_t A_stride,
    const bblas_complex_double *x, int64_t incx, int64_t x_stride, bblas_complex_double beta,
    bblas_complex_double *y, int64_t incy, int64_t y_stride, int64_t batch_count, int64_t *info);
void BLAS_hemv_batched_c64(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n,
    const bblas_complex_double *alpha, const bblas_complex_double *const *A, const int64_t *A_ld,
    const bblas_complex_double *const *x, const int64_t *incx, const bblas_complex_double *beta,
    bblas_complex_double *const *y, const int64_t *incy, int64_t group_count,
    const int64_t *group_sizes, int64_t *info);
void BLAS_hemv_batched_strided_c64(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n,
    bblas_complex_double alpha, const bblas_complex_double *A, int64_t A_ld, int64_t A_stride,
    const bblas_complex_double *x, int64_t incx, int64_t x_stride, bblas_complex_double beta,
    bblas_complex_double *y, int64_t incy, int64_t y_stride, int64_t batch_count, int64_t *info);

/* ---------------------------------------------------------------------------------------------
 * TRMV: x = op(A) * x; TRSV: x = op(A)^-1 * x (no test for singularity, as BLAS); A n x n
 * triangular (uplo; diag = BlasUnit: its diagonal is taken as 1 and not read).
 * Positions: layout 1, uplo 2, trans 3, diag 4, n 5, A 6, A_ld 7, x 8, incx 9, group_count 10,
 * group_sizes 11, info 12. Strided: layout 1, uplo 2, trans 3, diag 4, n 5, A 6, A_ld 7,
 * A_stride 8, x 9, incx 10, x_stride 11, batch_count 12, info 13. */
void BLAS_trmv_batched_r32(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans,
    const BLAS_Diag *diag, const int64_t *n, const float *const *A, const int64_t *A_ld,
    float *const *x, const int64_t *incx, int64_t group_count, const int64_t *group_sizes,
    int64_t *info);
void BLAS_trmv_batched_r16(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans,
    const BLAS_Diag *diag, const int64_t *n, const bblas_half *const *A, const int64_t *A_ld,
    bblas_half *const *x, const int64_t *incx, int64_t group_count, const int64_t *group_sizes,
    int64_t *info);
void BLAS_trmv_batched_strided_r32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans,
    BLAS_Diag diag, int64_t n, const float *A, int64_t A_ld, int64_t A_stride, float *x,
    int64_t incx, int64_t x_stride, int64_t batch_count, int64_t *info);
void BLAS_trmv_batched_strided_r16(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans,
    BLAS_Diag diag, int64_t n, const bblas_half *A, int64_t A_ld, int64_t A_stride, bblas_half *x,
    int64_t incx, int64_t x_stride, int64_t batch_count, int64_t *info);
void BLAS_trsv_batched_r32(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans,
    const BLAS_Diag *diag, const int64_t *n, const float *const *A, const int64_t *A_ld,
    float *const *x, const int64_t *incx, int64_t group_count, const int64_t *group_sizes,
    int64_t *info);
void BLAS_trsv_batched_r16(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans,
    const BLAS_Diag *diag, const int64_t *n, const bblas_half *const *A, const int64_t *A_ld,
    bblas_half *const *x, const int64_t *incx, int64_t group_count, const int64_t *group_sizes,
    int64_t *info);
void BLAS_trsv_batched_strided_r32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans,
    BLAS_Diag diag, int64_t n, const float *A, int64_t A_ld, int64_t A_stride, float *x,
    int64_t incx, int64_t x_stride, int64_t batch_count, int64_t *info);
void BLAS_trsv_batched_strided_r16(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans,
    BLAS_Diag diag, int64_t n, const bblas_half *A, int64_t A_ld, int64_t A_stride, bblas_half *x,
    int64_t incx, int64_t x_stride, int64_t batch_count, int64_t *info);
void BLAS_trmv_batched_r64(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans,
    const BLAS_Diag *diag, const int64_t *n, const double *const *A, const int64_t *A_ld,
    double *const *x, const int64_t *incx, int64_t group_count, const int64_t *group_sizes,
    int64_t *info);
void BLAS_trmv_batched_strided_r64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans,
    BLAS_Diag diag, int64_t n, const double *A, int64_t A_ld, int64_t A_stride, double *x,
    int64_t incx, int64_t x_stride, int64_t batch_count, int64_t *info);
void BLAS_trsv_batched_r64(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans,
    const BLAS_Diag *diag, const int64_t *n, const double *const *A, const int64_t *A_ld,
    double *const *x, const int64_t *incx, int64_t group_count, const int64_t *group_sizes,
    int64_t *info);
void BLAS_trsv_batched_strided_r64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans,
    BLAS_Diag diag, int64_t n, const double *A, int64_t A_ld, int64_t A_stride, double *x,
    int64_t incx, int64_t x_stride, int64_t batch_count, int64_t *info);
void BLAS_trmv_batched_c32(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans,
    const BLAS_Diag *diag, const int64_t *n, const bblas_complex_float *const *A,
    const int64_t *A_ld, bblas_complex_float *const *x, const int64_t *incx, int64_t group_count,
    const int64_t *group_sizes, int64_t *info);
void BLAS_trmv_batched_c16(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans,
    const BLAS_Diag *diag, const int64_t *n, const bblas_complex_half *const *A,
    const int64_t *A_ld, bblas_complex_half *const *x, const int64_t *incx, int64_t group_count,
    const int64_t *group_sizes, int64_t *info);
void BLAS_trmv_batched_strided_c32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans,
    BLAS_Diag diag, int64_t n, const bblas_complex_float *A, int64_t A_ld, int64_t A_stride,
    bblas_complex_float *x, int64_t incx, int64_t x_stride, int64_t batch_count, int64_t *info);
void BLAS_trmv_batched_strided_c16(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans,
    BLAS_Diag diag, int64_t n, const bblas_complex_half *A, int64_t A_ld, int64_t A_stride,
    bblas_complex_half *x, int64_t incx, int64_t x_stride, int64_t batch_count, int64_t *info);
void BLAS_trsv_batched_c32(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans,
    const BLAS_Diag *diag, const int64_t *n, const bblas_complex_float *const *A,
    const int64_t *A_ld, bblas_complex_float *const *x, const int64_t *incx, int64_t group_count,
    const int64_t *group_sizes, int64_t *info);
void BLAS_trsv_batched_c16(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans,
    const BLAS_Diag *diag, const int64_t *n, const bblas_complex_half *const *A,
    const int64_t *A_ld, bblas_complex_half *const *x, const int64_t *incx, int64_t group_count,
    const int64_t *group_sizes, int64_t *info);
void BLAS_trsv_batched_strided_c32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans,
    BLAS_Diag diag, int64_t n, const bblas_complex_float *A, int64_t A_ld, int64_t A_stride,
    bblas_complex_float *x, int64_t incx, int64_t x_stride, int64_t batch_count, int64_t *info);
void BLAS_trsv_batched_strided_c16(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans,
    BLAS_Diag diag, int64_t n, const bblas_complex_half *A, int64_t A_ld, int64_t A_stride,
    bblas_complex_half *x, int64_t incx, int64_t x_stride, int64_t batch_count, int64_t *info);
void BLAS_trmv_batched_c64(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans,
    const BLAS_Diag *diag, const int64_t *n, const bblas_complex_double *const *A,
    const int64_t *A_ld, bblas_complex_double *const *x, const int64_t *incx, int64_t group_count,
    const int64_t *group_sizes, int64_t *info);
void BLAS_trmv_batched_strided_c64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans,
    BLAS_Diag diag, int64_t n, const bblas_complex_double *A, int64_t A_ld, int64_t A_stride,
    bblas_complex_double *x, int64_t incx, int64_t x_stride, int64_t batch_count, int64_t *info);
void BLAS_trsv_batched_c64(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans,
    const BLAS_Diag *diag, const int64_t *n, const bblas_complex_double *const *A,
    const int64_t *A_ld, bblas_complex_double *const *x, const int64_t *incx, int64_t group_count,
    const int64_t *group_sizes, int64_t *info);
void BLAS_trsv_batched_strided_c64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans,
    BLAS_Diag diag, int64_t n, const bblas_complex_double *A, int64_t A_ld, int64_t A_stride,
    bblas_complex_double *x, int64_t incx, int64_t x_stride, int64_t batch_count, int64_t *info);

#pragma GCC visibility pop

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* BBLAS_LEVEL12_C_H */
