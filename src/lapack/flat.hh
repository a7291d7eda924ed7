// The flat interface (bblas_flat.h, paper 000 section 6) of getrf: per-problem arrays become
// groups of equal consecutive problems (core/flat.hh) for the group API's Spec.
#pragma once

#include "core/flat.hh"
#include "lapack/lu.hh"

namespace bblas::impl {

template <class T>
void getrf_flat(const int64_t* m, const int64_t* n, T* const* A, const int64_t* lda,
                int64_t* const* ipiv, int64_t batch_count, int batch_opts, int64_t* info) {
    static constexpr auto positions = flat_positions<9>(true);
    static constexpr const char* names[8] = {"m", "n", "arrayA", "lda", "ipiv", "batch_count",
                                             "batch_opts", "info"};
    FlatCall call(batch_count, batch_opts, info, 6);
    if (!call.ok()) return;
    FlatRuns r(call.variable(), batch_count, {flat_array(m), flat_array(n), flat_array(lda)},
               {flat_pointers(A, batch_count), flat_pointers(ipiv, batch_count)});
    const LuSpec<T, LuOp::Getrf> s{Layout::ColMajor, {nullptr}, r.per_group(m), r.per_group(n), nullptr,
                                   Mats<T>::pointers(A), r.per_group(lda),
                                   Mats<int64_t>::pointers(ipiv), Mats<T>{}, nullptr};
    call.run(s, r, positions, names);
}

}  // namespace bblas::impl
