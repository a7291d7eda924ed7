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
void gemm_flat(const BLAS_Trans* transa, const BLAS_Trans* transb, const int64_t* m, const int64_t* n,
               const int64_t* k, const compute_t<T>* alpha, const T* const* A, const int64_t* lda,
               const T* const* B, const int64_t* ldb, const compute_t<T>* beta, T* const* C,
               const int64_t* ldc, int64_t batch_count, int batch_opts, int64_t* info) {
    using F = FaceArgs<kGemmArgs, Face::Flat>;
    FlatCall(batch_count, batch_opts, info, F::at("batch_count"))
        .run(F::positions, F::names.span(), [&](FlatWindow& w) {
            return GemmSpec<T>{Layout::ColMajor,
                               {w.per_group(transa)},
                               {w.per_group(transb)},
                               w.per_group(m),
                               w.per_group(n),
                               w.per_group(k),
                               w.per_group(alpha),
                               Mats<const T>::pointers(w.matrices(A)),
                               w.per_group(lda),
                               Mats<const T>::pointers(w.matrices(B)),
                               w.per_group(ldb),
                               w.per_group(beta),
                               Mats<T>::pointers(w.matrices(C)),
                               w.per_group(ldc)};
        });
}

template <class T, bool Herm>
void symm_flat(const BLAS_Side* side, const BLAS_Uplo* uplo, const int64_t* m, const int64_t* n,
               const compute_t<T>* alpha, const T* const* A, const int64_t* lda, const T* const* B,
               const int64_t* ldb, const compute_t<T>* beta, T* const* C, const int64_t* ldc,
               int64_t batch_count, int batch_opts, int64_t* info) {
    using F = FaceArgs<kSymmArgs, Face::Flat>;
    FlatCall(batch_count, batch_opts, info, F::at("batch_count"))
        .run(F::positions, F::names.span(), [&](FlatWindow& w) {
            return SymmSpec<T, Herm>{Layout::ColMajor,
                                     {w.per_group(side)},
                                     {w.per_group(uplo)},
                                     w.per_group(m),
                                     w.per_group(n),
                                     w.per_group(alpha),
                                     Mats<const T>::pointers(w.matrices(A)),
                                     w.per_group(lda),
                                     Mats<const T>::pointers(w.matrices(B)),
                                     w.per_group(ldb),
                                     w.per_group(beta),
                                     Mats<T>::pointers(w.matrices(C)),
                                     w.per_group(ldc)};
        });
}

template <class T, bool Herm>
void syrk_flat(const BLAS_Uplo* uplo, const BLAS_Trans* trans, const int64_t* n, const int64_t* k,
               const typename SyrkSpec<T, Herm>::S* alpha, const T* const* A, const int64_t* lda,
               const typename SyrkSpec<T, Herm>::S* beta, T* const* C, const int64_t* ldc,
               int64_t batch_count, int batch_opts, int64_t* info) {
    using F = FaceArgs<kSyrkArgs, Face::Flat>;
    FlatCall(batch_count, batch_opts, info, F::at("batch_count"))
        .run(F::positions, F::names.span(), [&](FlatWindow& w) {
            return SyrkSpec<T, Herm>{Layout::ColMajor,
                                     {w.per_group(uplo)},
                                     {w.per_group(trans)},
                                     w.per_group(n),
                                     w.per_group(k),
                                     w.per_group(alpha),
                                     Mats<const T>::pointers(w.matrices(A)),
                                     w.per_group(lda),
                                     w.per_group(beta),
                                     Mats<T>::pointers(w.matrices(C)),
                                     w.per_group(ldc)};
        });
}

template <class T, bool Herm>
void syr2k_flat(const BLAS_Uplo* uplo, const BLAS_Trans* trans, const int64_t* n, const int64_t* k,
                const compute_t<T>* alpha, const T* const* A, const int64_t* lda, const T* const* B,
                const int64_t* ldb, const typename Syr2kSpec<T, Herm>::SB* beta, T* const* C,
                const int64_t* ldc, int64_t batch_count, int batch_opts, int64_t* info) {
    using F = FaceArgs<kSyr2kArgs, Face::Flat>;
    FlatCall(batch_count, batch_opts, info, F::at("batch_count"))
        .run(F::positions, F::names.span(), [&](FlatWindow& w) {
            return Syr2kSpec<T, Herm>{Layout::ColMajor,
                                      {w.per_group(uplo)},
                                      {w.per_group(trans)},
                                      w.per_group(n),
                                      w.per_group(k),
                                      w.per_group(alpha),
                                      Mats<const T>::pointers(w.matrices(A)),
                                      w.per_group(lda),
                                      Mats<const T>::pointers(w.matrices(B)),
                                      w.per_group(ldb),
                                      w.per_group(beta),
                                      Mats<T>::pointers(w.matrices(C)),
                                      w.per_group(ldc)};
        });
}

template <class T, bool Solve>
void trxm_flat(const BLAS_Side* side, const BLAS_Uplo* uplo, const BLAS_Trans* transa, const BLAS_Diag* diag,
               const int64_t* m, const int64_t* n, const compute_t<T>* alpha, const T* const* A,
               const int64_t* lda, T* const* B, const int64_t* ldb, int64_t batch_count, int batch_opts,
               int64_t* info) {
    using F = FaceArgs<kTrxmArgs, Face::Flat>;
    FlatCall(batch_count, batch_opts, info, F::at("batch_count"))
        .run(F::positions, F::names.span(), [&](FlatWindow& w) {
            return TrxmSpec<T, Solve>{Layout::ColMajor,
                                      {w.per_group(side)},
                                      {w.per_group(uplo)},
                                      {w.per_group(transa)},
                                      {w.per_group(diag)},
                                      w.per_group(m),
                                      w.per_group(n),
                                      w.per_group(alpha),
                                      Mats<const T>::pointers(w.matrices(A)),
                                      w.per_group(lda),
                                      Mats<T>::pointers(w.matrices(B)),
                                      w.per_group(ldb)};
        });
}

}  // namespace bblas::impl
