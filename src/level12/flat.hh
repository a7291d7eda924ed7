// The flat interface (bblas_flat.h, paper 000 section 5) of axpy and gemv: per-problem arrays
// become groups of equal consecutive problems (core/flat.hh) for the group API's Specs.
#pragma once

#include "core/flat.hh"
#include "level12/gemv.hh"
#include "level12/update.hh"

namespace bblas::impl {

template <class T>
void axpy_flat(const int64_t* n, const compute_t<T>* alpha, const T* const* x, const int64_t* incx,
               T* const* y, const int64_t* incy, int64_t batch_count, int batch_opts, int64_t* info) {
    using F = FaceArgs<kUpdateArgs<Update::Axpy>, Face::Flat>;
    FlatCall(batch_count, batch_opts, info, F::at("batch_count"))
        .run(F::positions, F::names.span(), [&](FlatWindow& w) {
            return UpdateSpec<T, Update::Axpy>{w.per_group(n),
                                               w.per_group(alpha),
                                               Mats<const T>::pointers(w.matrices(x)),
                                               w.per_group(incx),
                                               Mats<T>::pointers(w.matrices(y)),
                                               w.per_group(incy)};
        });
}

template <class T>
void gemv_flat(const BLAS_Trans* trans, const int64_t* m, const int64_t* n, const compute_t<T>* alpha,
               const T* const* A, const int64_t* lda, const T* const* x, const int64_t* incx,
               const compute_t<T>* beta, T* const* y, const int64_t* incy, int64_t batch_count,
               int batch_opts, int64_t* info) {
    using F = FaceArgs<kGemvArgs, Face::Flat>;
    FlatCall(batch_count, batch_opts, info, F::at("batch_count"))
        .run(F::positions, F::names.span(), [&](FlatWindow& w) {
            return GemvSpec<T>{Layout::ColMajor,
                               {w.per_group(trans)},
                               w.per_group(m),
                               w.per_group(n),
                               w.per_group(alpha),
                               Mats<const T>::pointers(w.matrices(A)),
                               w.per_group(lda),
                               Mats<const T>::pointers(w.matrices(x)),
                               w.per_group(incx),
                               w.per_group(beta),
                               Mats<T>::pointers(w.matrices(y)),
                               w.per_group(incy)};
        });
}

}  // namespace bblas::impl
