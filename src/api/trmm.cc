// C entry points of trmm (bblas.h): one forwarder per type and interface.
#include "bblas.h"
#include "core/half.hh"
#include "level3/trxm.hh"

extern "C" {

void BLAS_trmm_batched_r32(BLAS_Layout layout, const BLAS_Side* side, const BLAS_Uplo* uplo,
                           const BLAS_Trans* transA, const BLAS_Diag* diag, const int64_t* m,
                           const int64_t* n, const float* alpha, const float* const* A, const int64_t* A_ld,
                           float* const* B, const int64_t* B_ld, int64_t group_count,
                           const int64_t* group_sizes, int64_t* info) {
    bblas::impl::trxm_batched<float, false>(layout, side, uplo, transA, diag, m, n, alpha, A, A_ld, B, B_ld,
                                            group_count, group_sizes, info);
}

void BLAS_trmm_batched_r64(BLAS_Layout layout, const BLAS_Side* side, const BLAS_Uplo* uplo,
                           const BLAS_Trans* transA, const BLAS_Diag* diag, const int64_t* m,
                           const int64_t* n, const double* alpha, const double* const* A, const int64_t* A_ld,
                           double* const* B, const int64_t* B_ld, int64_t group_count,
                           const int64_t* group_sizes, int64_t* info) {
    bblas::impl::trxm_batched<double, false>(layout, side, uplo, transA, diag, m, n, alpha, A, A_ld, B, B_ld,
                                             group_count, group_sizes, info);
}

void BLAS_trmm_batched_c32(BLAS_Layout layout, const BLAS_Side* side, const BLAS_Uplo* uplo,
                           const BLAS_Trans* transA, const BLAS_Diag* diag, const int64_t* m,
                           const int64_t* n, const bblas_complex_float* alpha,
                           const bblas_complex_float* const* A, const int64_t* A_ld,
                           bblas_complex_float* const* B, const int64_t* B_ld, int64_t group_count,
                           const int64_t* group_sizes, int64_t* info) {
    bblas::impl::trxm_batched<bblas_complex_float, false>(layout, side, uplo, transA, diag, m, n, alpha, A,
                                                          A_ld, B, B_ld, group_count, group_sizes, info);
}

void BLAS_trmm_batched_c64(BLAS_Layout layout, const BLAS_Side* side, const BLAS_Uplo* uplo,
                           const BLAS_Trans* transA, const BLAS_Diag* diag, const int64_t* m,
                           const int64_t* n, const bblas_complex_double* alpha,
                           const bblas_complex_double* const* A, const int64_t* A_ld,
                           bblas_complex_double* const* B, const int64_t* B_ld, int64_t group_count,
                           const int64_t* group_sizes, int64_t* info) {
    bblas::impl::trxm_batched<bblas_complex_double, false>(layout, side, uplo, transA, diag, m, n, alpha, A,
                                                           A_ld, B, B_ld, group_count, group_sizes, info);
}

// The same operation on interleaved arrays (see bblas.h).

void BLAS_trmm_batched_interleaved_r32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA,
                                       BLAS_Diag diag, int64_t m, int64_t n, float alpha, const float* A,
                                       float* B, int64_t count, int64_t block, int64_t* info) {
    bblas::impl::trxm_interleaved<float, false>(layout, side, uplo, transA, diag, m, n, alpha, A, B, count,
                                                block, info);
}

void BLAS_trmm_batched_interleaved_r64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA,
                                       BLAS_Diag diag, int64_t m, int64_t n, double alpha, const double* A,
                                       double* B, int64_t count, int64_t block, int64_t* info) {
    bblas::impl::trxm_interleaved<double, false>(layout, side, uplo, transA, diag, m, n, alpha, A, B, count,
                                                 block, info);
}

void BLAS_trmm_batched_interleaved_c32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA,
                                       BLAS_Diag diag, int64_t m, int64_t n, bblas_complex_float alpha,
                                       const float* A, float* B, int64_t count, int64_t block,
                                       int64_t* info) {
    bblas::impl::trxm_interleaved<bblas_complex_float, false>(layout, side, uplo, transA, diag, m, n, alpha,
                                                              A, B, count, block, info);
}

void BLAS_trmm_batched_interleaved_c64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA,
                                       BLAS_Diag diag, int64_t m, int64_t n, bblas_complex_double alpha,
                                       const double* A, double* B, int64_t count, int64_t block,
                                       int64_t* info) {
    bblas::impl::trxm_interleaved<bblas_complex_double, false>(layout, side, uplo, transA, diag, m, n, alpha,
                                                               A, B, count, block, info);
}

// The same operation on strided batches (see bblas.h).

void BLAS_trmm_batched_strided_r32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA,
                                   BLAS_Diag diag, int64_t m, int64_t n, float alpha, const float* A,
                                   int64_t A_ld, int64_t A_stride, float* B, int64_t B_ld, int64_t B_stride,
                                   int64_t batch_count, int64_t* info) {
    bblas::impl::trxm_strided<float, false>(layout, side, uplo, transA, diag, m, n, alpha, A, A_ld, A_stride,
                                            B, B_ld, B_stride, batch_count, info);
}

void BLAS_trmm_batched_strided_r64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA,
                                   BLAS_Diag diag, int64_t m, int64_t n, double alpha, const double* A,
                                   int64_t A_ld, int64_t A_stride, double* B, int64_t B_ld, int64_t B_stride,
                                   int64_t batch_count, int64_t* info) {
    bblas::impl::trxm_strided<double, false>(layout, side, uplo, transA, diag, m, n, alpha, A, A_ld, A_stride,
                                             B, B_ld, B_stride, batch_count, info);
}

void BLAS_trmm_batched_strided_c32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA,
                                   BLAS_Diag diag, int64_t m, int64_t n, bblas_complex_float alpha,
                                   const bblas_complex_float* A, int64_t A_ld, int64_t A_stride,
                                   bblas_complex_float* B, int64_t B_ld, int64_t B_stride,
                                   int64_t batch_count, int64_t* info) {
    bblas::impl::trxm_strided<bblas_complex_float, false>(layout, side, uplo, transA, diag, m, n, alpha, A,
                                                          A_ld, A_stride, B, B_ld, B_stride, batch_count,
                                                          info);
}

void BLAS_trmm_batched_strided_c64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA,
                                   BLAS_Diag diag, int64_t m, int64_t n, bblas_complex_double alpha,
                                   const bblas_complex_double* A, int64_t A_ld, int64_t A_stride,
                                   bblas_complex_double* B, int64_t B_ld, int64_t B_stride,
                                   int64_t batch_count, int64_t* info) {
    bblas::impl::trxm_strided<bblas_complex_double, false>(layout, side, uplo, transA, diag, m, n, alpha, A,
                                                           A_ld, A_stride, B, B_ld, B_stride, batch_count,
                                                           info);
}

#if BBLAS_HAVE_HALF
// Half precision: A, B, C in half, alpha and beta in single (docs/half.md).
void BLAS_trmm_batched_r16(BLAS_Layout layout, const BLAS_Side* side, const BLAS_Uplo* uplo,
                           const BLAS_Trans* transA, const BLAS_Diag* diag, const int64_t* m,
                           const int64_t* n, const float* alpha, const bblas_half* const* A,
                           const int64_t* A_ld, bblas_half* const* B, const int64_t* B_ld,
                           int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::trxm_batched<bblas_half, false>(layout, side, uplo, transA, diag, m, n, alpha, A, A_ld, B,
                                                 B_ld, group_count, group_sizes, info);
}
void BLAS_trmm_batched_strided_r16(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA,
                                   BLAS_Diag diag, int64_t m, int64_t n, float alpha, const bblas_half* A,
                                   int64_t A_ld, int64_t A_stride, bblas_half* B, int64_t B_ld,
                                   int64_t B_stride, int64_t batch_count, int64_t* info) {
    bblas::impl::trxm_strided<bblas_half, false>(layout, side, uplo, transA, diag, m, n, alpha, A, A_ld,
                                                 A_stride, B, B_ld, B_stride, batch_count, info);
}
#endif
#if BBLAS_HAVE_HALF
// Complex half precision: A, B, C in complex half, the scalars in (complex) single (docs/half.md).
void BLAS_trmm_batched_c16(BLAS_Layout layout, const BLAS_Side* side, const BLAS_Uplo* uplo,
                           const BLAS_Trans* transA, const BLAS_Diag* diag, const int64_t* m,
                           const int64_t* n, const bblas_complex_float* alpha,
                           const bblas_complex_half* const* A, const int64_t* A_ld,
                           bblas_complex_half* const* B, const int64_t* B_ld, int64_t group_count,
                           const int64_t* group_sizes, int64_t* info) {
    bblas::impl::trxm_batched<bblas_complex_half, false>(layout, side, uplo, transA, diag, m, n, alpha, A,
                                                         A_ld, B, B_ld, group_count, group_sizes, info);
}

void BLAS_trmm_batched_strided_c16(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA,
                                   BLAS_Diag diag, int64_t m, int64_t n, bblas_complex_float alpha,
                                   const bblas_complex_half* A, int64_t A_ld, int64_t A_stride,
                                   bblas_complex_half* B, int64_t B_ld, int64_t B_stride, int64_t batch_count,
                                   int64_t* info) {
    bblas::impl::trxm_strided<bblas_complex_half, false>(layout, side, uplo, transA, diag, m, n, alpha, A,
                                                         A_ld, A_stride, B, B_ld, B_stride, batch_count,
                                                         info);
}
#endif

#if BBLAS_HAVE_HALF
// Half storage (r16, c16: docs/half.md): half arrays, single-precision scalars.
void BLAS_trmm_batched_interleaved_r16(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA,
                                       BLAS_Diag diag, int64_t m, int64_t n, float alpha, const bblas_half* A,
                                       bblas_half* B, int64_t count, int64_t block, int64_t* info) {
    bblas::impl::trxm_interleaved<bblas_half, false>(layout, side, uplo, transA, diag, m, n, alpha, A, B,
                                                     count, block, info);
}

void BLAS_trmm_batched_interleaved_c16(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA,
                                       BLAS_Diag diag, int64_t m, int64_t n, bblas_complex_float alpha,
                                       const bblas_half* A, bblas_half* B, int64_t count, int64_t block,
                                       int64_t* info) {
    bblas::impl::trxm_interleaved<bblas_complex_half, false>(layout, side, uplo, transA, diag, m, n, alpha, A,
                                                             B, count, block, info);
}
#endif
}  // extern "C"
