// bblas C++ API: the Level-3 Batched BLAS.
//
// Two forms per routine, both for T in float, double, std::complex<float>, std::complex<double>:
// - a fixed batch: views of equally shaped matrices (PointerBatch, StridedBatch), one operation
//   per matrix index; shapes are taken from the views and must agree with each other, and every
//   view must have the same count and layout;
// - the grouped form of the standard, with spans in place of the C arrays (call it with an
//   explicit type, `bblas::gemm<double>(Layout::ColMajor, ...)`); per-group spans need at least
//   group_sizes.size() entries, pointer spans at least sum(group_sizes).
// Operations and argument rules are those of the C API (bblas.h). Invalid arguments throw
// bblas::Error before anything is computed.
#pragma once

#include <cstdint>
#include <span>
#include <type_traits>

#include "bblas/batch.hh"
#include "bblas/interleaved.hh"
#include "bblas/types.hh"

#pragma GCC visibility push(default)  // the public interface; the library hides the rest
namespace bblas {

template <class T>
using In = std::type_identity_t<BatchView<const T>>;  // input batch
template <class T>
using Val = std::type_identity_t<T>;  // scalar, not deduced
template <class T>
using RealVal = std::type_identity_t<real_t<T>>;

// C = alpha * op(A) * op(B) + beta * C
template <Scalar T>
BBLAS_API void gemm(Op transA, Op transB, Val<T> alpha, const In<T>& A, const In<T>& B, Val<T> beta,
                    const BatchView<T>& C);

// C = alpha * A * B + beta * C (Left) or alpha * B * A + beta * C (Right), A symmetric
template <Scalar T>
BBLAS_API void symm(Side side, Uplo uplo, Val<T> alpha, const In<T>& A, const In<T>& B, Val<T> beta,
                    const BatchView<T>& C);

// As symm with A Hermitian (symm for real T)
template <Scalar T>
BBLAS_API void hemm(Side side, Uplo uplo, Val<T> alpha, const In<T>& A, const In<T>& B, Val<T> beta,
                    const BatchView<T>& C);

// C = alpha * op(A) * op(A)^T + beta * C on the uplo triangle
template <Scalar T>
BBLAS_API void syrk(Uplo uplo, Op trans, Val<T> alpha, const In<T>& A, Val<T> beta, const BatchView<T>& C);

// C = alpha * op(A) * op(A)^H + beta * C on the uplo triangle, complex T
template <Scalar T>
requires is_complex_v<T> BBLAS_API void herk(Uplo uplo, Op trans, RealVal<T> alpha, const In<T>& A,
                                             RealVal<T> beta, const BatchView<T>& C);

// C = alpha * op(A) * op(B)^T + alpha * op(B) * op(A)^T + beta * C on the uplo triangle
template <Scalar T>
BBLAS_API void syr2k(Uplo uplo, Op trans, Val<T> alpha, const In<T>& A, const In<T>& B, Val<T> beta,
                     const BatchView<T>& C);

// C = alpha * op(A) * op(B)^H + conj(alpha) * op(B) * op(A)^H + beta * C, complex T
template <Scalar T>
requires is_complex_v<T> BBLAS_API void her2k(Uplo uplo, Op trans, Val<T> alpha, const In<T>& A,
                                              const In<T>& B, RealVal<T> beta, const BatchView<T>& C);

// B = alpha * op(A) * B (Left) or alpha * B * op(A) (Right), A triangular
template <Scalar T>
BBLAS_API void trmm(Side side, Uplo uplo, Op transA, Diag diag, Val<T> alpha, const In<T>& A,
                    const BatchView<T>& B);

// Solves op(A) * X = alpha * B (Left) or X * op(A) = alpha * B (Right); X overwrites B
template <Scalar T>
BBLAS_API void trsm(Side side, Uplo uplo, Op transA, Diag diag, Val<T> alpha, const In<T>& A,
                    const BatchView<T>& B);

// ----- the same on interleaved containers (all operands with the same count, layout and block
// width; computed in place, without conversion) -----
template <class T>
using IB = InterleavedBatch<T>;

template <Scalar T>
BBLAS_API void gemm(Op transA, Op transB, Val<T> alpha, const IB<T>& A, const IB<T>& B, Val<T> beta,
                    IB<T>& C);
template <Scalar T>
BBLAS_API void symm(Side side, Uplo uplo, Val<T> alpha, const IB<T>& A, const IB<T>& B, Val<T> beta,
                    IB<T>& C);
template <Scalar T>
BBLAS_API void hemm(Side side, Uplo uplo, Val<T> alpha, const IB<T>& A, const IB<T>& B, Val<T> beta,
                    IB<T>& C);
template <Scalar T>
BBLAS_API void syrk(Uplo uplo, Op trans, Val<T> alpha, const IB<T>& A, Val<T> beta, IB<T>& C);
template <Scalar T>
requires is_complex_v<T> BBLAS_API void herk(Uplo uplo, Op trans, RealVal<T> alpha, const IB<T>& A,
                                             RealVal<T> beta, IB<T>& C);
template <Scalar T>
BBLAS_API void syr2k(Uplo uplo, Op trans, Val<T> alpha, const IB<T>& A, const IB<T>& B, Val<T> beta,
                     IB<T>& C);
template <Scalar T>
requires is_complex_v<T> BBLAS_API void her2k(Uplo uplo, Op trans, Val<T> alpha, const IB<T>& A,
                                              const IB<T>& B, RealVal<T> beta, IB<T>& C);
template <Scalar T>
BBLAS_API void trmm(Side side, Uplo uplo, Op transA, Diag diag, Val<T> alpha, const IB<T>& A, IB<T>& B);
template <Scalar T>
BBLAS_API void trsm(Side side, Uplo uplo, Op transA, Diag diag, Val<T> alpha, const IB<T>& A, IB<T>& B);

// ----- grouped forms (the standard's arrays as spans) -----
template <class T>
using Groups = std::span<const T>;
using Sizes = std::span<const int64_t>;
template <class T>
using InPtrs = std::span<const T* const>;
template <class T>
using OutPtrs = std::span<T* const>;

template <Scalar T>
BBLAS_API void gemm(Layout layout, Groups<Op> transA, Groups<Op> transB, Sizes m, Sizes n, Sizes k,
                    Groups<T> alpha, InPtrs<T> A, Sizes A_ld, InPtrs<T> B, Sizes B_ld, Groups<T> beta,
                    OutPtrs<T> C, Sizes C_ld, Sizes group_sizes);

template <Scalar T>
BBLAS_API void symm(Layout layout, Groups<Side> side, Groups<Uplo> uplo, Sizes m, Sizes n, Groups<T> alpha,
                    InPtrs<T> A, Sizes A_ld, InPtrs<T> B, Sizes B_ld, Groups<T> beta, OutPtrs<T> C,
                    Sizes C_ld, Sizes group_sizes);

template <Scalar T>
BBLAS_API void hemm(Layout layout, Groups<Side> side, Groups<Uplo> uplo, Sizes m, Sizes n, Groups<T> alpha,
                    InPtrs<T> A, Sizes A_ld, InPtrs<T> B, Sizes B_ld, Groups<T> beta, OutPtrs<T> C,
                    Sizes C_ld, Sizes group_sizes);

template <Scalar T>
BBLAS_API void syrk(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Sizes n, Sizes k, Groups<T> alpha,
                    InPtrs<T> A, Sizes A_ld, Groups<T> beta, OutPtrs<T> C, Sizes C_ld, Sizes group_sizes);

template <Scalar T>
requires is_complex_v<T> BBLAS_API void herk(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Sizes n,
                                             Sizes k, Groups<real_t<T>> alpha, InPtrs<T> A, Sizes A_ld,
                                             Groups<real_t<T>> beta, OutPtrs<T> C, Sizes C_ld,
                                             Sizes group_sizes);

template <Scalar T>
BBLAS_API void syr2k(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Sizes n, Sizes k, Groups<T> alpha,
                     InPtrs<T> A, Sizes A_ld, InPtrs<T> B, Sizes B_ld, Groups<T> beta, OutPtrs<T> C,
                     Sizes C_ld, Sizes group_sizes);

template <Scalar T>
requires is_complex_v<T> BBLAS_API void her2k(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Sizes n,
                                              Sizes k, Groups<T> alpha, InPtrs<T> A, Sizes A_ld, InPtrs<T> B,
                                              Sizes B_ld, Groups<real_t<T>> beta, OutPtrs<T> C, Sizes C_ld,
                                              Sizes group_sizes);

template <Scalar T>
BBLAS_API void trmm(Layout layout, Groups<Side> side, Groups<Uplo> uplo, Groups<Op> transA, Groups<Diag> diag,
                    Sizes m, Sizes n, Groups<T> alpha, InPtrs<T> A, Sizes A_ld, OutPtrs<T> B, Sizes B_ld,
                    Sizes group_sizes);

template <Scalar T>
BBLAS_API void trsm(Layout layout, Groups<Side> side, Groups<Uplo> uplo, Groups<Op> transA, Groups<Diag> diag,
                    Sizes m, Sizes n, Groups<T> alpha, InPtrs<T> A, Sizes A_ld, OutPtrs<T> B, Sizes B_ld,
                    Sizes group_sizes);

// ----- half precision (docs/half.md): _Float16 matrices, float alpha and beta, computed in single
// precision and each output element rounded to half once; the real routines' fixed-batch and
// grouped forms, as the C routines BLAS_<routine>_batched_r16 (where the compiler has _Float16) -----
#if defined(__FLT16_MAX__)
BBLAS_API void gemm(Op transA, Op transB, float alpha, const BatchView<const _Float16>& A,
                    const BatchView<const _Float16>& B, float beta, const BatchView<_Float16>& C);
BBLAS_API void symm(Side side, Uplo uplo, float alpha, const BatchView<const _Float16>& A,
                    const BatchView<const _Float16>& B, float beta, const BatchView<_Float16>& C);
BBLAS_API void syrk(Uplo uplo, Op trans, float alpha, const BatchView<const _Float16>& A, float beta,
                    const BatchView<_Float16>& C);
BBLAS_API void syr2k(Uplo uplo, Op trans, float alpha, const BatchView<const _Float16>& A,
                     const BatchView<const _Float16>& B, float beta, const BatchView<_Float16>& C);
BBLAS_API void trmm(Side side, Uplo uplo, Op transA, Diag diag, float alpha,
                    const BatchView<const _Float16>& A, const BatchView<_Float16>& B);
BBLAS_API void trsm(Side side, Uplo uplo, Op transA, Diag diag, float alpha,
                    const BatchView<const _Float16>& A, const BatchView<_Float16>& B);

BBLAS_API void gemm(Layout layout, Groups<Op> transA, Groups<Op> transB, Sizes m, Sizes n, Sizes k,
                    Groups<float> alpha, InPtrs<_Float16> A, Sizes A_ld, InPtrs<_Float16> B, Sizes B_ld,
                    Groups<float> beta, OutPtrs<_Float16> C, Sizes C_ld, Sizes group_sizes);
BBLAS_API void symm(Layout layout, Groups<Side> side, Groups<Uplo> uplo, Sizes m, Sizes n,
                    Groups<float> alpha, InPtrs<_Float16> A, Sizes A_ld, InPtrs<_Float16> B, Sizes B_ld,
                    Groups<float> beta, OutPtrs<_Float16> C, Sizes C_ld, Sizes group_sizes);
BBLAS_API void syrk(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Sizes n, Sizes k, Groups<float> alpha,
                    InPtrs<_Float16> A, Sizes A_ld, Groups<float> beta, OutPtrs<_Float16> C, Sizes C_ld,
                    Sizes group_sizes);
BBLAS_API void syr2k(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Sizes n, Sizes k,
                     Groups<float> alpha, InPtrs<_Float16> A, Sizes A_ld, InPtrs<_Float16> B, Sizes B_ld,
                     Groups<float> beta, OutPtrs<_Float16> C, Sizes C_ld, Sizes group_sizes);
BBLAS_API void trmm(Layout layout, Groups<Side> side, Groups<Uplo> uplo, Groups<Op> transA, Groups<Diag> diag,
                    Sizes m, Sizes n, Groups<float> alpha, InPtrs<_Float16> A, Sizes A_ld,
                    OutPtrs<_Float16> B, Sizes B_ld, Sizes group_sizes);
BBLAS_API void trsm(Layout layout, Groups<Side> side, Groups<Uplo> uplo, Groups<Op> transA, Groups<Diag> diag,
                    Sizes m, Sizes n, Groups<float> alpha, InPtrs<_Float16> A, Sizes A_ld,
                    OutPtrs<_Float16> B, Sizes B_ld, Sizes group_sizes);

// complex half (c16): std::complex<_Float16> matrices (storage only), std::complex<float> alpha
// and beta, computed in complex single precision, as BLAS_gemm_batched_c16
using complex_half = std::complex<_Float16>;
BBLAS_API void gemm(Op transA, Op transB, std::complex<float> alpha, const BatchView<const complex_half>& A,
                    const BatchView<const complex_half>& B, std::complex<float> beta,
                    const BatchView<complex_half>& C);
BBLAS_API void gemm(Layout layout, Groups<Op> transA, Groups<Op> transB, Sizes m, Sizes n, Sizes k,
                    Groups<std::complex<float>> alpha, InPtrs<complex_half> A, Sizes A_ld,
                    InPtrs<complex_half> B, Sizes B_ld, Groups<std::complex<float>> beta,
                    OutPtrs<complex_half> C, Sizes C_ld, Sizes group_sizes);
// ... and the other routines in c16, as BLAS_<routine>_batched_c16 (herk's alpha and beta, her2k's
// beta: float)
using cfloat = std::complex<float>;
BBLAS_API void symm(Side side, Uplo uplo, cfloat alpha, const BatchView<const complex_half>& A,
                    const BatchView<const complex_half>& B, cfloat beta, const BatchView<complex_half>& C);
BBLAS_API void hemm(Side side, Uplo uplo, cfloat alpha, const BatchView<const complex_half>& A,
                    const BatchView<const complex_half>& B, cfloat beta, const BatchView<complex_half>& C);
BBLAS_API void syrk(Uplo uplo, Op trans, cfloat alpha, const BatchView<const complex_half>& A, cfloat beta,
                    const BatchView<complex_half>& C);
BBLAS_API void herk(Uplo uplo, Op trans, float alpha, const BatchView<const complex_half>& A, float beta,
                    const BatchView<complex_half>& C);
BBLAS_API void syr2k(Uplo uplo, Op trans, cfloat alpha, const BatchView<const complex_half>& A,
                     const BatchView<const complex_half>& B, cfloat beta, const BatchView<complex_half>& C);
BBLAS_API void her2k(Uplo uplo, Op trans, cfloat alpha, const BatchView<const complex_half>& A,
                     const BatchView<const complex_half>& B, float beta, const BatchView<complex_half>& C);
BBLAS_API void trmm(Side side, Uplo uplo, Op transA, Diag diag, cfloat alpha,
                    const BatchView<const complex_half>& A, const BatchView<complex_half>& B);
BBLAS_API void trsm(Side side, Uplo uplo, Op transA, Diag diag, cfloat alpha,
                    const BatchView<const complex_half>& A, const BatchView<complex_half>& B);
BBLAS_API void symm(Layout layout, Groups<Side> side, Groups<Uplo> uplo, Sizes m, Sizes n,
                    Groups<cfloat> alpha, InPtrs<complex_half> A, Sizes A_ld, InPtrs<complex_half> B,
                    Sizes B_ld, Groups<cfloat> beta, OutPtrs<complex_half> C, Sizes C_ld, Sizes group_sizes);
BBLAS_API void hemm(Layout layout, Groups<Side> side, Groups<Uplo> uplo, Sizes m, Sizes n,
                    Groups<cfloat> alpha, InPtrs<complex_half> A, Sizes A_ld, InPtrs<complex_half> B,
                    Sizes B_ld, Groups<cfloat> beta, OutPtrs<complex_half> C, Sizes C_ld, Sizes group_sizes);
BBLAS_API void syrk(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Sizes n, Sizes k,
                    Groups<cfloat> alpha, InPtrs<complex_half> A, Sizes A_ld, Groups<cfloat> beta,
                    OutPtrs<complex_half> C, Sizes C_ld, Sizes group_sizes);
BBLAS_API void herk(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Sizes n, Sizes k, Groups<float> alpha,
                    InPtrs<complex_half> A, Sizes A_ld, Groups<float> beta, OutPtrs<complex_half> C,
                    Sizes C_ld, Sizes group_sizes);
BBLAS_API void syr2k(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Sizes n, Sizes k,
                     Groups<cfloat> alpha, InPtrs<complex_half> A, Sizes A_ld, InPtrs<complex_half> B,
                     Sizes B_ld, Groups<cfloat> beta, OutPtrs<complex_half> C, Sizes C_ld, Sizes group_sizes);
BBLAS_API void her2k(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Sizes n, Sizes k,
                     Groups<cfloat> alpha, InPtrs<complex_half> A, Sizes A_ld, InPtrs<complex_half> B,
                     Sizes B_ld, Groups<float> beta, OutPtrs<complex_half> C, Sizes C_ld, Sizes group_sizes);
BBLAS_API void trmm(Layout layout, Groups<Side> side, Groups<Uplo> uplo, Groups<Op> transA, Groups<Diag> diag,
                    Sizes m, Sizes n, Groups<cfloat> alpha, InPtrs<complex_half> A, Sizes A_ld,
                    OutPtrs<complex_half> B, Sizes B_ld, Sizes group_sizes);
BBLAS_API void trsm(Layout layout, Groups<Side> side, Groups<Uplo> uplo, Groups<Op> transA, Groups<Diag> diag,
                    Sizes m, Sizes n, Groups<cfloat> alpha, InPtrs<complex_half> A, Sizes A_ld,
                    OutPtrs<complex_half> B, Sizes B_ld, Sizes group_sizes);
// the routines on interleaved containers of r16 and c16 matrices (InterleavedBatch<_Float16>,
// InterleavedBatch<complex_half>), as BLAS_<routine>_batched_interleaved_r16 and _c16
BBLAS_API void gemm(Op transA, Op transB, float alpha, const IB<_Float16>& A, const IB<_Float16>& B,
                    float beta, IB<_Float16>& C);
BBLAS_API void gemm(Op transA, Op transB, cfloat alpha, const IB<complex_half>& A, const IB<complex_half>& B,
                    cfloat beta, IB<complex_half>& C);
BBLAS_API void symm(Side side, Uplo uplo, float alpha, const IB<_Float16>& A, const IB<_Float16>& B,
                    float beta, IB<_Float16>& C);
BBLAS_API void symm(Side side, Uplo uplo, cfloat alpha, const IB<complex_half>& A, const IB<complex_half>& B,
                    cfloat beta, IB<complex_half>& C);
BBLAS_API void hemm(Side side, Uplo uplo, cfloat alpha, const IB<complex_half>& A, const IB<complex_half>& B,
                    cfloat beta, IB<complex_half>& C);
BBLAS_API void syrk(Uplo uplo, Op trans, float alpha, const IB<_Float16>& A, float beta, IB<_Float16>& C);
BBLAS_API void syrk(Uplo uplo, Op trans, cfloat alpha, const IB<complex_half>& A, cfloat beta,
                    IB<complex_half>& C);
BBLAS_API void herk(Uplo uplo, Op trans, float alpha, const IB<complex_half>& A, float beta,
                    IB<complex_half>& C);
BBLAS_API void syr2k(Uplo uplo, Op trans, float alpha, const IB<_Float16>& A, const IB<_Float16>& B,
                     float beta, IB<_Float16>& C);
BBLAS_API void syr2k(Uplo uplo, Op trans, cfloat alpha, const IB<complex_half>& A, const IB<complex_half>& B,
                     cfloat beta, IB<complex_half>& C);
BBLAS_API void her2k(Uplo uplo, Op trans, cfloat alpha, const IB<complex_half>& A, const IB<complex_half>& B,
                     float beta, IB<complex_half>& C);
BBLAS_API void trmm(Side side, Uplo uplo, Op transA, Diag diag, float alpha, const IB<_Float16>& A,
                    IB<_Float16>& B);
BBLAS_API void trsm(Side side, Uplo uplo, Op transA, Diag diag, float alpha, const IB<_Float16>& A,
                    IB<_Float16>& B);
BBLAS_API void trmm(Side side, Uplo uplo, Op transA, Diag diag, cfloat alpha, const IB<complex_half>& A,
                    IB<complex_half>& B);
BBLAS_API void trsm(Side side, Uplo uplo, Op transA, Diag diag, cfloat alpha, const IB<complex_half>& A,
                    IB<complex_half>& B);
#endif

}  // namespace bblas
#pragma GCC visibility pop
