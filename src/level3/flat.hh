// The flat interface (bblas_flat.h, paper 000 section 4) of the Level-3 routines: per-problem
// arrays become groups of equal consecutive problems (core/flat.hh) for the same Specs as the
// group API; column-major, as the paper's interface has no layout argument.
#pragma once

#include "core/flat.hh"
#include "level3/gemm.hh"
#include "level3/symm.hh"
#include "level3/syr2k.hh"
#include "level3/syrk.hh"
#include "level3/trxm.hh"

namespace bblas::impl {

template <class T>
void gemm_flat(const BLAS_Trans* transa, const BLAS_Trans* transb, const int64_t* m,
               const int64_t* n, const int64_t* k, const T* alpha, const T* const* A,
               const int64_t* lda, const T* const* B, const int64_t* ldb, const T* beta,
               T* const* C, const int64_t* ldc, int64_t batch_count, int batch_opts, int64_t* info) {
    static constexpr auto positions = flat_positions<17>(true);
    static constexpr const char* names[16] = {"transa", "transb", "m", "n", "k", "alpha",
        "arrayA", "lda", "arrayB", "ldb", "beta", "arrayC", "ldc", "batch_count", "batch_opts", "info"};
    FlatCall call(batch_count, batch_opts, info, 14);
    if (!call.ok()) return;
    FlatRuns r(call.variable(), batch_count,
               {flat_array(transa), flat_array(transb), flat_array(m), flat_array(n), flat_array(k),
                flat_array(alpha), flat_array(lda), flat_array(ldb), flat_array(beta), flat_array(ldc)},
               {flat_pointers(A, batch_count), flat_pointers(B, batch_count), flat_pointers(C, batch_count)});
    const GemmSpec<T> s{Layout::ColMajor, {r.per_group(transa)}, {r.per_group(transb)},
                        r.per_group(m), r.per_group(n), r.per_group(k), r.per_group(alpha),
                        Mats<const T>::pointers(A), r.per_group(lda), Mats<const T>::pointers(B),
                        r.per_group(ldb), r.per_group(beta), Mats<T>::pointers(C), r.per_group(ldc)};
    call.run(s, r, positions, names);
}

template <class T, bool Herm>
void symm_flat(const BLAS_Side* side, const BLAS_Uplo* uplo, const int64_t* m, const int64_t* n,
               const T* alpha, const T* const* A, const int64_t* lda, const T* const* B,
               const int64_t* ldb, const T* beta, T* const* C, const int64_t* ldc,
               int64_t batch_count, int batch_opts, int64_t* info) {
    static constexpr auto positions = flat_positions<16>(true);
    static constexpr const char* names[15] = {"side", "uplo", "m", "n", "alpha", "arrayA", "lda",
        "arrayB", "ldb", "beta", "arrayC", "ldc", "batch_count", "batch_opts", "info"};
    FlatCall call(batch_count, batch_opts, info, 13);
    if (!call.ok()) return;
    FlatRuns r(call.variable(), batch_count,
               {flat_array(side), flat_array(uplo), flat_array(m), flat_array(n), flat_array(alpha),
                flat_array(lda), flat_array(ldb), flat_array(beta), flat_array(ldc)},
               {flat_pointers(A, batch_count), flat_pointers(B, batch_count), flat_pointers(C, batch_count)});
    const SymmSpec<T, Herm> s{Layout::ColMajor, {r.per_group(side)}, {r.per_group(uplo)},
                              r.per_group(m), r.per_group(n), r.per_group(alpha),
                              Mats<const T>::pointers(A), r.per_group(lda),
                              Mats<const T>::pointers(B), r.per_group(ldb), r.per_group(beta),
                              Mats<T>::pointers(C), r.per_group(ldc)};
    call.run(s, r, positions, names);
}

template <class T, bool Herm>
void syrk_flat(const BLAS_Uplo* uplo, const BLAS_Trans* trans, const int64_t* n, const int64_t* k,
               const std::conditional_t<Herm, real_t<T>, T>* alpha, const T* const* A,
               const int64_t* lda, const std::conditional_t<Herm, real_t<T>, T>* beta,
               T* const* C, const int64_t* ldc, int64_t batch_count, int batch_opts, int64_t* info) {
    static constexpr auto positions = flat_positions<14>(true);
    static constexpr const char* names[13] = {"uplo", "trans", "n", "k", "alpha", "arrayA", "lda",
        "beta", "arrayC", "ldc", "batch_count", "batch_opts", "info"};
    FlatCall call(batch_count, batch_opts, info, 11);
    if (!call.ok()) return;
    FlatRuns r(call.variable(), batch_count,
               {flat_array(uplo), flat_array(trans), flat_array(n), flat_array(k), flat_array(alpha),
                flat_array(lda), flat_array(beta), flat_array(ldc)},
               {flat_pointers(A, batch_count), flat_pointers(C, batch_count)});
    const SyrkSpec<T, Herm> s{Layout::ColMajor, {r.per_group(uplo)}, {r.per_group(trans)},
                              r.per_group(n), r.per_group(k), r.per_group(alpha),
                              Mats<const T>::pointers(A), r.per_group(lda), r.per_group(beta),
                              Mats<T>::pointers(C), r.per_group(ldc)};
    call.run(s, r, positions, names);
}

template <class T, bool Herm>
void syr2k_flat(const BLAS_Uplo* uplo, const BLAS_Trans* trans, const int64_t* n, const int64_t* k,
                const T* alpha, const T* const* A, const int64_t* lda, const T* const* B,
                const int64_t* ldb, const std::conditional_t<Herm, real_t<T>, T>* beta,
                T* const* C, const int64_t* ldc, int64_t batch_count, int batch_opts, int64_t* info) {
    static constexpr auto positions = flat_positions<16>(true);
    static constexpr const char* names[15] = {"uplo", "trans", "n", "k", "alpha", "arrayA", "lda",
        "arrayB", "ldb", "beta", "arrayC", "ldc", "batch_count", "batch_opts", "info"};
    FlatCall call(batch_count, batch_opts, info, 13);
    if (!call.ok()) return;
    FlatRuns r(call.variable(), batch_count,
               {flat_array(uplo), flat_array(trans), flat_array(n), flat_array(k), flat_array(alpha),
                flat_array(lda), flat_array(ldb), flat_array(beta), flat_array(ldc)},
               {flat_pointers(A, batch_count), flat_pointers(B, batch_count), flat_pointers(C, batch_count)});
    const Syr2kSpec<T, Herm> s{Layout::ColMajor, {r.per_group(uplo)}, {r.per_group(trans)},
                               r.per_group(n), r.per_group(k), r.per_group(alpha),
                               Mats<const T>::pointers(A), r.per_group(lda),
                               Mats<const T>::pointers(B), r.per_group(ldb), r.per_group(beta),
                               Mats<T>::pointers(C), r.per_group(ldc)};
    call.run(s, r, positions, names);
}

template <class T, bool Solve>
void trxm_flat(const BLAS_Side* side, const BLAS_Uplo* uplo, const BLAS_Trans* transa,
               const BLAS_Diag* diag, const int64_t* m, const int64_t* n, const T* alpha,
               const T* const* A, const int64_t* lda, T* const* B, const int64_t* ldb,
               int64_t batch_count, int batch_opts, int64_t* info) {
    static constexpr auto positions = flat_positions<15>(true);
    static constexpr const char* names[14] = {"side", "uplo", "transa", "diag", "m", "n", "alpha",
        "arrayA", "lda", "arrayB", "ldb", "batch_count", "batch_opts", "info"};
    FlatCall call(batch_count, batch_opts, info, 12);
    if (!call.ok()) return;
    FlatRuns r(call.variable(), batch_count,
               {flat_array(side), flat_array(uplo), flat_array(transa), flat_array(diag),
                flat_array(m), flat_array(n), flat_array(alpha), flat_array(lda), flat_array(ldb)},
               {flat_pointers(A, batch_count), flat_pointers(B, batch_count)});
    const TrxmSpec<T, Solve> s{Layout::ColMajor, {r.per_group(side)}, {r.per_group(uplo)},
                               {r.per_group(transa)}, {r.per_group(diag)}, r.per_group(m),
                               r.per_group(n), r.per_group(alpha), Mats<const T>::pointers(A),
                               r.per_group(lda), Mats<T>::pointers(B), r.per_group(ldb)};
    call.run(s, r, positions, names);
}

}  // namespace bblas::impl
