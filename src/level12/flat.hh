// The flat interface (bblas_flat.h, paper 000 section 5) of axpy and gemv: per-problem arrays
// become groups of equal consecutive problems (core/flat.hh) for the group API's Specs.
#pragma once

#include "core/flat.hh"
#include "level12/level1.hh"
#include "level12/level2.hh"

namespace bblas::impl {

template <class T>
void axpy_flat(const int64_t* n, const T* alpha, const T* const* x, const int64_t* incx,
               T* const* y, const int64_t* incy, int64_t batch_count, int batch_opts, int64_t* info) {
    static constexpr auto positions = flat_positions<9>(false);
    static constexpr const char* names[9] = {"n", "alpha", "x", "incx", "y", "incy", "batch_count",
                                             "batch_opts", "info"};
    FlatCall call(batch_count, batch_opts, info, 7);
    if (!call.ok()) return;
    FlatRuns r(call.variable(), batch_count,
               {flat_array(n), flat_array(alpha), flat_array(incx), flat_array(incy)},
               {flat_pointers(x, batch_count), flat_pointers(y, batch_count)});
    const UpdateSpec<T, Update::Axpy> s{r.per_group(n), r.per_group(alpha), Mats<const T>::pointers(x),
                                        r.per_group(incx), Mats<T>::pointers(y), r.per_group(incy)};
    call.run(s, r, positions, names);
}

template <class T>
void gemv_flat(const BLAS_Trans* trans, const int64_t* m, const int64_t* n, const T* alpha,
               const T* const* A, const int64_t* lda, const T* const* x, const int64_t* incx,
               const T* beta, T* const* y, const int64_t* incy, int64_t batch_count,
               int batch_opts, int64_t* info) {
    static constexpr auto positions = flat_positions<15>(true);
    static constexpr const char* names[14] = {"trans", "m", "n", "alpha", "arrayA", "lda", "x",
        "incx", "beta", "y", "incy", "batch_count", "batch_opts", "info"};
    FlatCall call(batch_count, batch_opts, info, 12);
    if (!call.ok()) return;
    FlatRuns r(call.variable(), batch_count,
               {flat_array(trans), flat_array(m), flat_array(n), flat_array(alpha), flat_array(lda),
                flat_array(incx), flat_array(beta), flat_array(incy)},
               {flat_pointers(A, batch_count), flat_pointers(x, batch_count), flat_pointers(y, batch_count)});
    const GemvSpec<T> s{Layout::ColMajor, {r.per_group(trans)}, r.per_group(m), r.per_group(n),
                        r.per_group(alpha), Mats<const T>::pointers(A), r.per_group(lda),
                        Mats<const T>::pointers(x), r.per_group(incx), r.per_group(beta),
                        Mats<T>::pointers(y), r.per_group(incy)};
    call.run(s, r, positions, names);
}

}  // namespace bblas::impl
