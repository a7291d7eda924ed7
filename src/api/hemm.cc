// C entry points of hemm (bblas.h): one forwarder per type and interface.
#include "bblas.h"
#include "core/half.hh"
#include "level3/symm.hh"

extern "C" {

void BLAS_hemm_batched_r32(BLAS_Layout layout, const BLAS_Side* side, const BLAS_Uplo* uplo, const int64_t* m,
                           const int64_t* n, const float* alpha, const float* const* A, const int64_t* A_ld,
                           const float* const* B, const int64_t* B_ld, const float* beta, float* const* C,
                           const int64_t* C_ld, int64_t group_count, const int64_t* group_sizes,
                           int64_t* info) {
    bblas::impl::symm_batched<float, true>(layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                                           group_count, group_sizes, info);
}

void BLAS_hemm_batched_r64(BLAS_Layout layout, const BLAS_Side* side, const BLAS_Uplo* uplo, const int64_t* m,
                           const int64_t* n, const double* alpha, const double* const* A, const int64_t* A_ld,
                           const double* const* B, const int64_t* B_ld, const double* beta, double* const* C,
                           const int64_t* C_ld, int64_t group_count, const int64_t* group_sizes,
                           int64_t* info) {
    bblas::impl::symm_batched<double, true>(layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                                            group_count, group_sizes, info);
}

void BLAS_hemm_batched_c32(BLAS_Layout layout, const BLAS_Side* side, const BLAS_Uplo* uplo, const int64_t* m,
                           const int64_t* n, const bblas_complex_float* alpha,
                           const bblas_complex_float* const* A, const int64_t* A_ld,
                           const bblas_complex_float* const* B, const int64_t* B_ld,
                           const bblas_complex_float* beta, bblas_complex_float* const* C,
                           const int64_t* C_ld, int64_t group_count, const int64_t* group_sizes,
                           int64_t* info) {
    bblas::impl::symm_batched<bblas_complex_float, true>(layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld,
                                                         beta, C, C_ld, group_count, group_sizes, info);
}

void BLAS_hemm_batched_c64(BLAS_Layout layout, const BLAS_Side* side, const BLAS_Uplo* uplo, const int64_t* m,
                           const int64_t* n, const bblas_complex_double* alpha,
                           const bblas_complex_double* const* A, const int64_t* A_ld,
                           const bblas_complex_double* const* B, const int64_t* B_ld,
                           const bblas_complex_double* beta, bblas_complex_double* const* C,
                           const int64_t* C_ld, int64_t group_count, const int64_t* group_sizes,
                           int64_t* info) {
    bblas::impl::symm_batched<bblas_complex_double, true>(layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld,
                                                          beta, C, C_ld, group_count, group_sizes, info);
}

// The same operation on interleaved arrays (see bblas.h).

void BLAS_hemm_batched_interleaved_r32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m,
                                       int64_t n, float alpha, const float* A, const float* B, float beta,
                                       float* C, int64_t count, int64_t block, int64_t* info) {
    bblas::impl::symm_interleaved<float, true>(layout, side, uplo, m, n, alpha, A, B, beta, C, count, block,
                                               info);
}

void BLAS_hemm_batched_interleaved_r64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m,
                                       int64_t n, double alpha, const double* A, const double* B, double beta,
                                       double* C, int64_t count, int64_t block, int64_t* info) {
    bblas::impl::symm_interleaved<double, true>(layout, side, uplo, m, n, alpha, A, B, beta, C, count, block,
                                                info);
}

void BLAS_hemm_batched_interleaved_c32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m,
                                       int64_t n, bblas_complex_float alpha, const float* A, const float* B,
                                       bblas_complex_float beta, float* C, int64_t count, int64_t block,
                                       int64_t* info) {
    bblas::impl::symm_interleaved<bblas_complex_float, true>(layout, side, uplo, m, n, alpha, A, B, beta, C,
                                                             count, block, info);
}

void BLAS_hemm_batched_interleaved_c64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m,
                                       int64_t n, bblas_complex_double alpha, const double* A,
                                       const double* B, bblas_complex_double beta, double* C, int64_t count,
                                       int64_t block, int64_t* info) {
    bblas::impl::symm_interleaved<bblas_complex_double, true>(layout, side, uplo, m, n, alpha, A, B, beta, C,
                                                              count, block, info);
}

// The same operation on strided batches (see bblas.h).

void BLAS_hemm_batched_strided_r32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n,
                                   float alpha, const float* A, int64_t A_ld, int64_t A_stride,
                                   const float* B, int64_t B_ld, int64_t B_stride, float beta, float* C,
                                   int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t* info) {
    bblas::impl::symm_strided<float, true>(layout, side, uplo, m, n, alpha, A, A_ld, A_stride, B, B_ld,
                                           B_stride, beta, C, C_ld, C_stride, batch_count, info);
}

void BLAS_hemm_batched_strided_r64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n,
                                   double alpha, const double* A, int64_t A_ld, int64_t A_stride,
                                   const double* B, int64_t B_ld, int64_t B_stride, double beta, double* C,
                                   int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t* info) {
    bblas::impl::symm_strided<double, true>(layout, side, uplo, m, n, alpha, A, A_ld, A_stride, B, B_ld,
                                            B_stride, beta, C, C_ld, C_stride, batch_count, info);
}

void BLAS_hemm_batched_strided_c32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n,
                                   bblas_complex_float alpha, const bblas_complex_float* A, int64_t A_ld,
                                   int64_t A_stride, const bblas_complex_float* B, int64_t B_ld,
                                   int64_t B_stride, bblas_complex_float beta, bblas_complex_float* C,
                                   int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t* info) {
    bblas::impl::symm_strided<bblas_complex_float, true>(layout, side, uplo, m, n, alpha, A, A_ld, A_stride,
                                                         B, B_ld, B_stride, beta, C, C_ld, C_stride,
                                                         batch_count, info);
}

void BLAS_hemm_batched_strided_c64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n,
                                   bblas_complex_double alpha, const bblas_complex_double* A, int64_t A_ld,
                                   int64_t A_stride, const bblas_complex_double* B, int64_t B_ld,
                                   int64_t B_stride, bblas_complex_double beta, bblas_complex_double* C,
                                   int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t* info) {
    bblas::impl::symm_strided<bblas_complex_double, true>(layout, side, uplo, m, n, alpha, A, A_ld, A_stride,
                                                          B, B_ld, B_stride, beta, C, C_ld, C_stride,
                                                          batch_count, info);
}
#if BBLAS_HAVE_HALF
// Half precision: A, B, C in half, the scalars in single (docs/half.md); on real types hemm is
// symm (the same arguments, checks and result), run as symm.
void BLAS_hemm_batched_r16(BLAS_Layout layout, const BLAS_Side* side, const BLAS_Uplo* uplo, const int64_t* m,
                           const int64_t* n, const float* alpha, const bblas_half* const* A,
                           const int64_t* A_ld, const bblas_half* const* B, const int64_t* B_ld,
                           const float* beta, bblas_half* const* C, const int64_t* C_ld, int64_t group_count,
                           const int64_t* group_sizes, int64_t* info) {
    bblas::impl::symm_batched<bblas_half, false>(layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta, C,
                                                 C_ld, group_count, group_sizes, info);
}

void BLAS_hemm_batched_strided_r16(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n,
                                   float alpha, const bblas_half* A, int64_t A_ld, int64_t A_stride,
                                   const bblas_half* B, int64_t B_ld, int64_t B_stride, float beta,
                                   bblas_half* C, int64_t C_ld, int64_t C_stride, int64_t batch_count,
                                   int64_t* info) {
    bblas::impl::symm_strided<bblas_half, false>(layout, side, uplo, m, n, alpha, A, A_ld, A_stride, B, B_ld,
                                                 B_stride, beta, C, C_ld, C_stride, batch_count, info);
}

void BLAS_hemm_batched_c16(BLAS_Layout layout, const BLAS_Side* side, const BLAS_Uplo* uplo, const int64_t* m,
                           const int64_t* n, const bblas_complex_float* alpha,
                           const bblas_complex_half* const* A, const int64_t* A_ld,
                           const bblas_complex_half* const* B, const int64_t* B_ld,
                           const bblas_complex_float* beta, bblas_complex_half* const* C, const int64_t* C_ld,
                           int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::symm_batched<bblas_complex_half, true>(layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld,
                                                        beta, C, C_ld, group_count, group_sizes, info);
}

void BLAS_hemm_batched_strided_c16(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n,
                                   bblas_complex_float alpha, const bblas_complex_half* A, int64_t A_ld,
                                   int64_t A_stride, const bblas_complex_half* B, int64_t B_ld,
                                   int64_t B_stride, bblas_complex_float beta, bblas_complex_half* C,
                                   int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t* info) {
    bblas::impl::symm_strided<bblas_complex_half, true>(layout, side, uplo, m, n, alpha, A, A_ld, A_stride, B,
                                                        B_ld, B_stride, beta, C, C_ld, C_stride, batch_count,
                                                        info);
}
#endif

#if BBLAS_HAVE_HALF
// Half storage (r16, c16: docs/half.md): half arrays, single-precision scalars.
void BLAS_hemm_batched_interleaved_c16(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m,
                                       int64_t n, bblas_complex_float alpha, const bblas_half* A,
                                       const bblas_half* B, bblas_complex_float beta, bblas_half* C,
                                       int64_t count, int64_t block, int64_t* info) {
    bblas::impl::symm_interleaved<bblas_complex_half, true>(layout, side, uplo, m, n, alpha, A, B, beta, C,
                                                            count, block, info);
}
#endif
}  // extern "C"
