// C entry points of posv (bblas.h): one forwarder per type.
#include "bblas.h"
#include "lapack/chol.hh"

extern "C" {

void BLAS_posv_batched_r32(BLAS_Layout layout, const BLAS_Uplo* uplo, const int64_t* n, const int64_t* nrhs,
                           float* const* A, const int64_t* A_ld, float* const* B, const int64_t* B_ld,
                           int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::chol_batched<float, bblas::impl::CholOp::Posv>(layout, uplo, n, nrhs, A, A_ld, B, B_ld,
                                                                group_count, group_sizes, info);
}

void BLAS_posv_batched_r64(BLAS_Layout layout, const BLAS_Uplo* uplo, const int64_t* n, const int64_t* nrhs,
                           double* const* A, const int64_t* A_ld, double* const* B, const int64_t* B_ld,
                           int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::chol_batched<double, bblas::impl::CholOp::Posv>(layout, uplo, n, nrhs, A, A_ld, B, B_ld,
                                                                 group_count, group_sizes, info);
}

void BLAS_posv_batched_c32(BLAS_Layout layout, const BLAS_Uplo* uplo, const int64_t* n, const int64_t* nrhs,
                           bblas_complex_float* const* A, const int64_t* A_ld, bblas_complex_float* const* B,
                           const int64_t* B_ld, int64_t group_count, const int64_t* group_sizes,
                           int64_t* info) {
    bblas::impl::chol_batched<bblas_complex_float, bblas::impl::CholOp::Posv>(
        layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count, group_sizes, info);
}

void BLAS_posv_batched_c64(BLAS_Layout layout, const BLAS_Uplo* uplo, const int64_t* n, const int64_t* nrhs,
                           bblas_complex_double* const* A, const int64_t* A_ld,
                           bblas_complex_double* const* B, const int64_t* B_ld, int64_t group_count,
                           const int64_t* group_sizes, int64_t* info) {
    bblas::impl::chol_batched<bblas_complex_double, bblas::impl::CholOp::Posv>(
        layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count, group_sizes, info);
}

}  // extern "C"
