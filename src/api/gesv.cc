// C entry points of gesv (bblas.h): one forwarder per type.
#include "bblas.h"
#include "lapack/lu.hh"

extern "C" {

void BLAS_gesv_batched_r32(BLAS_Layout layout, const int64_t* n, const int64_t* nrhs, float* const* A,
                           const int64_t* A_ld, int64_t* const* ipiv, float* const* B, const int64_t* B_ld,
                           int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::lu_batched<float, bblas::impl::LuOp::Gesv>(layout, nullptr, n, n, nrhs, A, A_ld, ipiv, B,
                                                            B_ld, group_count, group_sizes, info);
}

void BLAS_gesv_batched_r64(BLAS_Layout layout, const int64_t* n, const int64_t* nrhs, double* const* A,
                           const int64_t* A_ld, int64_t* const* ipiv, double* const* B, const int64_t* B_ld,
                           int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    bblas::impl::lu_batched<double, bblas::impl::LuOp::Gesv>(layout, nullptr, n, n, nrhs, A, A_ld, ipiv, B,
                                                             B_ld, group_count, group_sizes, info);
}

void BLAS_gesv_batched_c32(BLAS_Layout layout, const int64_t* n, const int64_t* nrhs,
                           bblas_complex_float* const* A, const int64_t* A_ld, int64_t* const* ipiv,
                           bblas_complex_float* const* B, const int64_t* B_ld, int64_t group_count,
                           const int64_t* group_sizes, int64_t* info) {
    bblas::impl::lu_batched<bblas_complex_float, bblas::impl::LuOp::Gesv>(
        layout, nullptr, n, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count, group_sizes, info);
}

void BLAS_gesv_batched_c64(BLAS_Layout layout, const int64_t* n, const int64_t* nrhs,
                           bblas_complex_double* const* A, const int64_t* A_ld, int64_t* const* ipiv,
                           bblas_complex_double* const* B, const int64_t* B_ld, int64_t group_count,
                           const int64_t* group_sizes, int64_t* info) {
    bblas::impl::lu_batched<bblas_complex_double, bblas::impl::LuOp::Gesv>(
        layout, nullptr, n, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count, group_sizes, info);
}

}  // extern "C"
