// C entry points of potrs (bblas.h): one forwarder per type.
#include "bblas.h"
#include "lapack/chol.hh"

extern "C" {

void BLAS_potrs_batched_r32(BLAS_Layout layout, const BLAS_Uplo* uplo, const int64_t* n, const int64_t* nrhs,
                            const float* const* A, const int64_t* A_ld, float* const* B, const int64_t* B_ld,
                            int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::chol_batched<float, bblas::impl::CholOp::Potrs>(
        layout, uplo, n, nrhs, const_cast<float* const*>(A), A_ld, B, B_ld, group_count, group_sizes, info);
}

void BLAS_potrs_batched_r64(BLAS_Layout layout, const BLAS_Uplo* uplo, const int64_t* n, const int64_t* nrhs,
                            const double* const* A, const int64_t* A_ld, double* const* B,
                            const int64_t* B_ld, int64_t group_count, const int64_t* group_sizes,
                            int64_t* info) {
    bblas::impl::chol_batched<double, bblas::impl::CholOp::Potrs>(
        layout, uplo, n, nrhs, const_cast<double* const*>(A), A_ld, B, B_ld, group_count, group_sizes, info);
}

void BLAS_potrs_batched_c32(BLAS_Layout layout, const BLAS_Uplo* uplo, const int64_t* n, const int64_t* nrhs,
                            const bblas_complex_float* const* A, const int64_t* A_ld,
                            bblas_complex_float* const* B, const int64_t* B_ld, int64_t group_count,
                            const int64_t* group_sizes, int64_t* info) {
    bblas::impl::chol_batched<bblas_complex_float, bblas::impl::CholOp::Potrs>(
        layout, uplo, n, nrhs, const_cast<bblas_complex_float* const*>(A), A_ld, B, B_ld, group_count,
        group_sizes, info);
}

void BLAS_potrs_batched_c64(BLAS_Layout layout, const BLAS_Uplo* uplo, const int64_t* n, const int64_t* nrhs,
                            const bblas_complex_double* const* A, const int64_t* A_ld,
                            bblas_complex_double* const* B, const int64_t* B_ld, int64_t group_count,
                            const int64_t* group_sizes, int64_t* info) {
    bblas::impl::chol_batched<bblas_complex_double, bblas::impl::CholOp::Potrs>(
        layout, uplo, n, nrhs, const_cast<bblas_complex_double* const*>(A), A_ld, B, B_ld, group_count,
        group_sizes, info);
}

}  // extern "C"
