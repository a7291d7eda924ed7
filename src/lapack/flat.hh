// The flat interface (bblas_flat.h, paper 000 section 6) of getrf: per-problem arrays become
// groups of equal consecutive problems (core/flat.hh) for the group API's Spec.
#pragma once

#include "core/flat.hh"
#include "lapack/lu.hh"

namespace bblas::impl {

template <class T>
void getrf_flat(const int64_t* m, const int64_t* n, T* const* A, const int64_t* lda, int64_t* const* ipiv,
                int64_t batch_count, int batch_opts, int64_t* info) {
    using S = LuSpec<T, LuOp::Getrf>;
    using F = FaceArgs<S::args, Face::Flat>;
    FlatCall(batch_count, batch_opts, info, F::at("batch_count"))
        .run(F::positions, F::names.span(), [&](FlatWindow& w) {
            return S{Layout::ColMajor, {nullptr},
                     w.per_group(m),   w.per_group(n),
                     nullptr,          Mats<T>::pointers(w.matrices(A)),
                     w.per_group(lda), Mats<int64_t>::pointers(w.matrices(ipiv)),
                     Mats<T>{},        nullptr};
        });
}

}  // namespace bblas::impl
