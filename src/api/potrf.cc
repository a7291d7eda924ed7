// C entry points of potrf (bblas.h): one forwarder per type.
#include "bblas.h"
#include "lapack/chol.hh"

extern "C" {

void BLAS_potrf_batched_r32(BLAS_Layout layout, const BLAS_Uplo* uplo, const int64_t* n, float* const* A,
                            const int64_t* A_ld, int64_t group_count, const int64_t* group_sizes,
                            int64_t* info) {
    bblas::impl::chol_batched<float, bblas::impl::CholOp::Potrf>(layout, uplo, n, nullptr, A, A_ld, nullptr,
                                                                 nullptr, group_count, group_sizes, info);
}

void BLAS_potrf_batched_r64(BLAS_Layout layout, const BLAS_Uplo* uplo, const int64_t* n, double* const* A,
                            const int64_t* A_ld, int64_t group_count, const int64_t* group_sizes,
                            int64_t* info) {
    bblas::impl::chol_batched<double, bblas::impl::CholOp::Potrf>(layout, uplo, n, nullptr, A, A_ld, nullptr,
                                                                  nullptr, group_count, group_sizes, info);
}

void BLAS_potrf_batched_c32(BLAS_Layout layout, const BLAS_Uplo* uplo, const int64_t* n,
                            bblas_complex_float* const* A, const int64_t* A_ld, int64_t group_count,
                            const int64_t* group_sizes, int64_t* info) {
    bblas::impl::chol_batched<bblas_complex_float, bblas::impl::CholOp::Potrf>(
        layout, uplo, n, nullptr, A, A_ld, nullptr, nullptr, group_count, group_sizes, info);
}

void BLAS_potrf_batched_c64(BLAS_Layout layout, const BLAS_Uplo* uplo, const int64_t* n,
                            bblas_complex_double* const* A, const int64_t* A_ld, int64_t group_count,
                            const int64_t* group_sizes, int64_t* info) {
    bblas::impl::chol_batched<bblas_complex_double, bblas::impl::CholOp::Potrf>(
        layout, uplo, n, nullptr, A, A_ld, nullptr, nullptr, group_count, group_sizes, info);
}

}  // extern "C"
