// bblas C++ API: batched LAPACK (LU and Cholesky factorisations, solves and inverses).
//
// A fixed batch per call, for T in float, double, std::complex<float>, std::complex<double>:
// matrices as views (PointerBatch, StridedBatch) or interleaved containers, all with the same
// count and layout. Pivots are a batch of int64_t vectors of min(m, n) entries, 1-based as in
// LAPACK: a PointerBatch<int64_t> or StridedBatch<int64_t> of rows >= min(m, n), cols 1 (its
// layout is ignored). Operations, pivots and numerical codes are those of the C API
// (bblas/c_lapack.h).
//
// Invalid arguments throw bblas::Error before anything is computed. Numerical outcomes are never
// exceptions: the routines that can meet them return one LAPACK info per matrix (0: success;
// k > 0: zero pivot U(k, k) for the LU routines, leading minor of order k not positive definite
// for the Cholesky ones).
#pragma once

#include <cstdint>
#include <vector>

#include "bblas/batch.hh"
#include "bblas/interleaved.hh"
#include "bblas/level3.hh"
#include "bblas/types.hh"

#pragma GCC visibility push(default)  // the public interface; the library hides the rest
namespace bblas {

using Pivots = BatchView<int64_t>;
using InPivots = BatchView<const int64_t>;

// A = P L U (partial pivoting), L and U overwrite A, pivots in ipiv
template <Scalar T>
BBLAS_API std::vector<int64_t> getrf(const BatchView<T>& A, const Pivots& ipiv);
// A = L U without pivoting: for batches known to need none (see BLAS_getrf_nopiv_batched)
template <Scalar T>
BBLAS_API std::vector<int64_t> getrf_nopiv(const BatchView<T>& A);
// op(A) X = B with A and ipiv from getrf; X overwrites B
template <Scalar T>
BBLAS_API void getrs(Op trans, const In<T>& A, const InPivots& ipiv, const BatchView<T>& B);
// A X = B: getrf and getrs in one pass; B left unchanged where A is singular
template <Scalar T>
BBLAS_API std::vector<int64_t> gesv(const BatchView<T>& A, const Pivots& ipiv, const BatchView<T>& B);
// A^-1 from getrf's factors, in place
template <Scalar T>
BBLAS_API std::vector<int64_t> getri(const BatchView<T>& A, const InPivots& ipiv);
// A^-1 in one call (getrf and getri, pivots internal)
template <Scalar T>
BBLAS_API std::vector<int64_t> getrf_inv(const BatchView<T>& A);

// A = L L^H (Lower) or U^H U (Upper) on the uplo triangle
template <Scalar T>
BBLAS_API std::vector<int64_t> potrf(Uplo uplo, const BatchView<T>& A);
// A X = B with A from potrf
template <Scalar T>
BBLAS_API void potrs(Uplo uplo, const In<T>& A, const BatchView<T>& B);
// A X = B: potrf and potrs in one pass; B left unchanged where A is not positive definite
template <Scalar T>
BBLAS_API std::vector<int64_t> posv(Uplo uplo, const BatchView<T>& A, const BatchView<T>& B);

// ----- the same on interleaved containers, computed in place -----
template <Scalar T>
BBLAS_API std::vector<int64_t> getrf(IB<T>& A, const Pivots& ipiv);
template <Scalar T>
BBLAS_API std::vector<int64_t> getrf_nopiv(IB<T>& A);
template <Scalar T>
BBLAS_API void getrs(Op trans, const IB<T>& A, const InPivots& ipiv, IB<T>& B);
template <Scalar T>
BBLAS_API std::vector<int64_t> gesv(IB<T>& A, const Pivots& ipiv, IB<T>& B);
template <Scalar T>
BBLAS_API std::vector<int64_t> getri(IB<T>& A, const InPivots& ipiv);
template <Scalar T>
BBLAS_API std::vector<int64_t> getrf_inv(IB<T>& A);
template <Scalar T>
BBLAS_API std::vector<int64_t> potrf(Uplo uplo, IB<T>& A);
template <Scalar T>
BBLAS_API void potrs(Uplo uplo, const IB<T>& A, IB<T>& B);
template <Scalar T>
BBLAS_API std::vector<int64_t> posv(Uplo uplo, IB<T>& A, IB<T>& B);

}  // namespace bblas
#pragma GCC visibility pop
