// C entry points of herk (bblas.h): one forwarder per type and interface.
#include "bblas.h"
#include "core/half.hh"
#include "level3/syrk.hh"

extern "C" {

void BLAS_herk_batched_c32(BLAS_Layout layout, const BLAS_Uplo* uplo, const BLAS_Trans* trans,
                           const int64_t* n, const int64_t* k, const float* alpha,
                           const bblas_complex_float* const* A, const int64_t* A_ld, const float* beta,
                           bblas_complex_float* const* C, const int64_t* C_ld, int64_t group_count,
                           const int64_t* group_sizes, int64_t* info) {
    bblas::impl::syrk_batched<bblas_complex_float, true>(layout, uplo, trans, n, k, alpha, A, A_ld, beta, C,
                                                         C_ld, group_count, group_sizes, info);
}

void BLAS_herk_batched_c64(BLAS_Layout layout, const BLAS_Uplo* uplo, const BLAS_Trans* trans,
                           const int64_t* n, const int64_t* k, const double* alpha,
                           const bblas_complex_double* const* A, const int64_t* A_ld, const double* beta,
                           bblas_complex_double* const* C, const int64_t* C_ld, int64_t group_count,
                           const int64_t* group_sizes, int64_t* info) {
    bblas::impl::syrk_batched<bblas_complex_double, true>(layout, uplo, trans, n, k, alpha, A, A_ld, beta, C,
                                                          C_ld, group_count, group_sizes, info);
}

// The same operation on interleaved arrays (see bblas.h).

void BLAS_herk_batched_interleaved_c32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n,
                                       int64_t k, float alpha, const float* A, float beta, float* C,
                                       int64_t count, int64_t block, int64_t* info) {
    bblas::impl::syrk_interleaved<bblas_complex_float, true>(layout, uplo, trans, n, k, alpha, A, beta, C,
                                                             count, block, info);
}

void BLAS_herk_batched_interleaved_c64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n,
                                       int64_t k, double alpha, const double* A, double beta, double* C,
                                       int64_t count, int64_t block, int64_t* info) {
    bblas::impl::syrk_interleaved<bblas_complex_double, true>(layout, uplo, trans, n, k, alpha, A, beta, C,
                                                              count, block, info);
}

// The same operation on strided batches (see bblas.h).

void BLAS_herk_batched_strided_c32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k,
                                   float alpha, const bblas_complex_float* A, int64_t A_ld, int64_t A_stride,
                                   float beta, bblas_complex_float* C, int64_t C_ld, int64_t C_stride,
                                   int64_t batch_count, int64_t* info) {
    bblas::impl::syrk_strided<bblas_complex_float, true>(layout, uplo, trans, n, k, alpha, A, A_ld, A_stride,
                                                         beta, C, C_ld, C_stride, batch_count, info);
}

void BLAS_herk_batched_strided_c64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k,
                                   double alpha, const bblas_complex_double* A, int64_t A_ld,
                                   int64_t A_stride, double beta, bblas_complex_double* C, int64_t C_ld,
                                   int64_t C_stride, int64_t batch_count, int64_t* info) {
    bblas::impl::syrk_strided<bblas_complex_double, true>(layout, uplo, trans, n, k, alpha, A, A_ld, A_stride,
                                                          beta, C, C_ld, C_stride, batch_count, info);
}
#if BBLAS_HAVE_HALF
// Complex half precision: A, B, C in complex half, the scalars in (complex) single (docs/half.md).
void BLAS_herk_batched_c16(BLAS_Layout layout, const BLAS_Uplo* uplo, const BLAS_Trans* trans,
                           const int64_t* n, const int64_t* k, const float* alpha,
                           const bblas_complex_half* const* A, const int64_t* A_ld, const float* beta,
                           bblas_complex_half* const* C, const int64_t* C_ld, int64_t group_count,
                           const int64_t* group_sizes, int64_t* info) {
    bblas::impl::syrk_batched<bblas_complex_half, true>(layout, uplo, trans, n, k, alpha, A, A_ld, beta, C,
                                                        C_ld, group_count, group_sizes, info);
}

void BLAS_herk_batched_strided_c16(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k,
                                   float alpha, const bblas_complex_half* A, int64_t A_ld, int64_t A_stride,
                                   float beta, bblas_complex_half* C, int64_t C_ld, int64_t C_stride,
                                   int64_t batch_count, int64_t* info) {
    bblas::impl::syrk_strided<bblas_complex_half, true>(layout, uplo, trans, n, k, alpha, A, A_ld, A_stride,
                                                        beta, C, C_ld, C_stride, batch_count, info);
}
#endif

#if BBLAS_HAVE_HALF
// Half storage (r16, c16: docs/half.md): half arrays, single-precision scalars.
void BLAS_herk_batched_interleaved_c16(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n,
                                       int64_t k, float alpha, const bblas_half* A, float beta, bblas_half* C,
                                       int64_t count, int64_t block, int64_t* info) {
    bblas::impl::syrk_interleaved<bblas_complex_half, true>(layout, uplo, trans, n, k, alpha, A, beta, C,
                                                            count, block, info);
}
#endif
}  // extern "C"
