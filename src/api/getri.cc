// C entry points of getri (bblas.h): one forwarder per type.
#include "bblas.h"
#include "lapack/lu.hh"

extern "C" {

void BLAS_getri_batched_r32(BLAS_Layout layout, const int64_t* n, float* const* A, const int64_t* A_ld,
                            const int64_t* const* ipiv, int64_t group_count, const int64_t* group_sizes,
                            int64_t* info) {
    bblas::impl::lu_batched<float, bblas::impl::LuOp::Getri>(layout, nullptr, n, n, nullptr, A, A_ld,
                                                             const_cast<int64_t* const*>(ipiv), nullptr,
                                                             nullptr, group_count, group_sizes, info);
}

void BLAS_getri_batched_r64(BLAS_Layout layout, const int64_t* n, double* const* A, const int64_t* A_ld,
                            const int64_t* const* ipiv, int64_t group_count, const int64_t* group_sizes,
                            int64_t* info) {
    bblas::impl::lu_batched<double, bblas::impl::LuOp::Getri>(layout, nullptr, n, n, nullptr, A, A_ld,
                                                              const_cast<int64_t* const*>(ipiv), nullptr,
                                                              nullptr, group_count, group_sizes, info);
}

void BLAS_getri_batched_c32(BLAS_Layout layout, const int64_t* n, bblas_complex_float* const* A,
                            const int64_t* A_ld, const int64_t* const* ipiv, int64_t group_count,
                            const int64_t* group_sizes, int64_t* info) {
    bblas::impl::lu_batched<bblas_complex_float, bblas::impl::LuOp::Getri>(
        layout, nullptr, n, n, nullptr, A, A_ld, const_cast<int64_t* const*>(ipiv), nullptr, nullptr,
        group_count, group_sizes, info);
}

void BLAS_getri_batched_c64(BLAS_Layout layout, const int64_t* n, bblas_complex_double* const* A,
                            const int64_t* A_ld, const int64_t* const* ipiv, int64_t group_count,
                            const int64_t* group_sizes, int64_t* info) {
    bblas::impl::lu_batched<bblas_complex_double, bblas::impl::LuOp::Getri>(
        layout, nullptr, n, n, nullptr, A, A_ld, const_cast<int64_t* const*>(ipiv), nullptr, nullptr,
        group_count, group_sizes, info);
}

}  // extern "C"
