// C entry points of her2k (bblas.h): one forwarder per type and interface.
#include "bblas.h"
#include "core/half.hh"
#include "level3/syr2k.hh"

extern "C" {

void BLAS_her2k_batched_c32(BLAS_Layout layout, const BLAS_Uplo* uplo, const BLAS_Trans* trans,
                            const int64_t* n, const int64_t* k, const bblas_complex_float* alpha,
                            const bblas_complex_float* const* A, const int64_t* A_ld,
                            const bblas_complex_float* const* B, const int64_t* B_ld, const float* beta,
                            bblas_complex_float* const* C, const int64_t* C_ld, int64_t group_count,
                            const int64_t* group_sizes, int64_t* info) {
    bblas::impl::syr2k_batched<bblas_complex_float, true>(layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld,
                                                          beta, C, C_ld, group_count, group_sizes, info);
}

void BLAS_her2k_batched_c64(BLAS_Layout layout, const BLAS_Uplo* uplo, const BLAS_Trans* trans,
                            const int64_t* n, const int64_t* k, const bblas_complex_double* alpha,
                            const bblas_complex_double* const* A, const int64_t* A_ld,
                            const bblas_complex_double* const* B, const int64_t* B_ld, const double* beta,
                            bblas_complex_double* const* C, const int64_t* C_ld, int64_t group_count,
                            const int64_t* group_sizes, int64_t* info) {
    bblas::impl::syr2k_batched<bblas_complex_double, true>(layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld,
                                                           beta, C, C_ld, group_count, group_sizes, info);
}

// The same operation on interleaved arrays (see bblas.h).

void BLAS_her2k_batched_interleaved_c32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n,
                                        int64_t k, bblas_complex_float alpha, const float* A, const float* B,
                                        float beta, float* C, int64_t count, int64_t block, int64_t* info) {
    bblas::impl::syr2k_interleaved<bblas_complex_float, true>(layout, uplo, trans, n, k, alpha, A, B, beta, C,
                                                              count, block, info);
}

void BLAS_her2k_batched_interleaved_c64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n,
                                        int64_t k, bblas_complex_double alpha, const double* A,
                                        const double* B, double beta, double* C, int64_t count, int64_t block,
                                        int64_t* info) {
    bblas::impl::syr2k_interleaved<bblas_complex_double, true>(layout, uplo, trans, n, k, alpha, A, B, beta,
                                                               C, count, block, info);
}

// The same operation on strided batches (see bblas.h).

void BLAS_her2k_batched_strided_c32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n,
                                    int64_t k, bblas_complex_float alpha, const bblas_complex_float* A,
                                    int64_t A_ld, int64_t A_stride, const bblas_complex_float* B,
                                    int64_t B_ld, int64_t B_stride, float beta, bblas_complex_float* C,
                                    int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t* info) {
    bblas::impl::syr2k_strided<bblas_complex_float, true>(layout, uplo, trans, n, k, alpha, A, A_ld, A_stride,
                                                          B, B_ld, B_stride, beta, C, C_ld, C_stride,
                                                          batch_count, info);
}

void BLAS_her2k_batched_strided_c64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n,
                                    int64_t k, bblas_complex_double alpha, const bblas_complex_double* A,
                                    int64_t A_ld, int64_t A_stride, const bblas_complex_double* B,
                                    int64_t B_ld, int64_t B_stride, double beta, bblas_complex_double* C,
                                    int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t* info) {
    bblas::impl::syr2k_strided<bblas_complex_double, true>(layout, uplo, trans, n, k, alpha, A, A_ld,
                                                           A_stride, B, B_ld, B_stride, beta, C, C_ld,
                                                           C_stride, batch_count, info);
}
#if BBLAS_HAVE_HALF
// Complex half precision: A, B, C in complex half, the scalars in (complex) single (docs/half.md).
void BLAS_her2k_batched_c16(BLAS_Layout layout, const BLAS_Uplo* uplo, const BLAS_Trans* trans,
                            const int64_t* n, const int64_t* k, const bblas_complex_float* alpha,
                            const bblas_complex_half* const* A, const int64_t* A_ld,
                            const bblas_complex_half* const* B, const int64_t* B_ld, const float* beta,
                            bblas_complex_half* const* C, const int64_t* C_ld, int64_t group_count,
                            const int64_t* group_sizes, int64_t* info) {
    bblas::impl::syr2k_batched<bblas_complex_half, true>(layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld,
                                                         beta, C, C_ld, group_count, group_sizes, info);
}

void BLAS_her2k_batched_strided_c16(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n,
                                    int64_t k, bblas_complex_float alpha, const bblas_complex_half* A,
                                    int64_t A_ld, int64_t A_stride, const bblas_complex_half* B, int64_t B_ld,
                                    int64_t B_stride, float beta, bblas_complex_half* C, int64_t C_ld,
                                    int64_t C_stride, int64_t batch_count, int64_t* info) {
    bblas::impl::syr2k_strided<bblas_complex_half, true>(layout, uplo, trans, n, k, alpha, A, A_ld, A_stride,
                                                         B, B_ld, B_stride, beta, C, C_ld, C_stride,
                                                         batch_count, info);
}
#endif

#if BBLAS_HAVE_HALF
// Half storage (r16, c16: docs/half.md): half arrays, single-precision scalars.
void BLAS_her2k_batched_interleaved_c16(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n,
                                        int64_t k, bblas_complex_float alpha, const bblas_half* A,
                                        const bblas_half* B, float beta, bblas_half* C, int64_t count,
                                        int64_t block, int64_t* info) {
    bblas::impl::syr2k_interleaved<bblas_complex_half, true>(layout, uplo, trans, n, k, alpha, A, B, beta, C,
                                                             count, block, info);
}
#endif
}  // extern "C"
