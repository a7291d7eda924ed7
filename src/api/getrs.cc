// C entry points of getrs (bblas.h): one forwarder per type.
#include "bblas.h"
#include "lapack/lu.hh"

extern "C" {

void BLAS_getrs_batched_r32(BLAS_Layout layout, const BLAS_Trans* trans, const int64_t* n,
                            const int64_t* nrhs, const float* const* A, const int64_t* A_ld,
                            const int64_t* const* ipiv, float* const* B, const int64_t* B_ld,
                            int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::lu_batched<float, bblas::impl::LuOp::Getrs>(
        layout, trans, n, n, nrhs, const_cast<float* const*>(A), A_ld, const_cast<int64_t* const*>(ipiv), B,
        B_ld, group_count, group_sizes, info);
}

void BLAS_getrs_batched_r64(BLAS_Layout layout, const BLAS_Trans* trans, const int64_t* n,
                            const int64_t* nrhs, const double* const* A, const int64_t* A_ld,
                            const int64_t* const* ipiv, double* const* B, const int64_t* B_ld,
                            int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::lu_batched<double, bblas::impl::LuOp::Getrs>(
        layout, trans, n, n, nrhs, const_cast<double* const*>(A), A_ld, const_cast<int64_t* const*>(ipiv), B,
        B_ld, group_count, group_sizes, info);
}

void BLAS_getrs_batched_c32(BLAS_Layout layout, const BLAS_Trans* trans, const int64_t* n,
                            const int64_t* nrhs, const bblas_complex_float* const* A, const int64_t* A_ld,
                            const int64_t* const* ipiv, bblas_complex_float* const* B, const int64_t* B_ld,
                            int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::lu_batched<bblas_complex_float, bblas::impl::LuOp::Getrs>(
        layout, trans, n, n, nrhs, const_cast<bblas_complex_float* const*>(A), A_ld,
        const_cast<int64_t* const*>(ipiv), B, B_ld, group_count, group_sizes, info);
}

void BLAS_getrs_batched_c64(BLAS_Layout layout, const BLAS_Trans* trans, const int64_t* n,
                            const int64_t* nrhs, const bblas_complex_double* const* A, const int64_t* A_ld,
                            const int64_t* const* ipiv, bblas_complex_double* const* B, const int64_t* B_ld,
                            int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::lu_batched<bblas_complex_double, bblas::impl::LuOp::Getrs>(
        layout, trans, n, n, nrhs, const_cast<bblas_complex_double* const*>(A), A_ld,
        const_cast<int64_t* const*>(ipiv), B, B_ld, group_count, group_sizes, info);
}

}  // extern "C"
