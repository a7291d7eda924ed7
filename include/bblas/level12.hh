// bblas C++ API: batched Level 1 and Level 2 BLAS.
//
// As for Level 3 (bblas/level3.hh), two forms per routine, for T in float, double,
// std::complex<float>, std::complex<double>:
// - a fixed batch: vectors in vector views (PointerVectorBatch, StridedVectorBatch) and matrices
//   in matrix views (PointerBatch, StridedBatch); lengths and shapes are taken from the views
//   and must agree, every view must have the same count;
// - the grouped form of the standard, with spans in place of the C arrays (call it with an
//   explicit type, `bblas::axpy<double>(n, alpha, x, incx, y, incy, group_sizes)`).
// Vectors follow BLAS: element j of vector i is at x[i][j * inc], or x[i][(n - 1 - j) * |inc|]
// for a negative inc; inc = 0 is an argument error. Results of dot, nrm2, asum and iamax go to a
// span with one entry per problem; iamax's are 0-based, as CBLAS returns them.
// Names and operations are those of the C API (bblas/c_level12.h): dot and ger for real T,
// dotu/dotc and geru/gerc for complex T. An output in a strided view must not overlap the next
// one (c_level12.h gives the rule). Invalid arguments throw bblas::Error before anything is
// computed.
#pragma once

#include <cstdint>
#include <span>
#include <type_traits>

#include "bblas/batch.hh"
#include "bblas/level3.hh"
#include "bblas/types.hh"

#pragma GCC visibility push(default)  // the public interface; the library hides the rest
namespace bblas {

// A batch of `count` vectors of n elements with increment inc. Vector i starts at pointers()[i]
// (pointer batch) or base() + i * stride() (strided batch). Owns and checks nothing.
template <class T>
class VectorBatchView {
public:
    int64_t count() const noexcept { return count_; }
    int64_t n() const noexcept { return n_; }
    int64_t inc() const noexcept { return inc_; }
    T* const* pointers() const noexcept { return ptrs_; }
    T* base() const noexcept { return base_; }
    int64_t stride() const noexcept { return stride_; }
    T* operator[](int64_t i) const noexcept { return ptrs_ ? ptrs_[i] : base_ + i * stride_; }

    // A view of const elements from a view of mutable ones.
    template <class U>
    requires std::is_same_v<const U, T> &&
        (!std::is_same_v<U, T>)VectorBatchView(const VectorBatchView<U>& v) noexcept
        : ptrs_(v.pointers()),
          base_(v.base()),
          stride_(v.stride()),
          count_(v.count()),
          n_(v.n()),
          inc_(v.inc()) {}

protected:
    VectorBatchView(T* const* ptrs, T* base, int64_t stride, int64_t count, int64_t n, int64_t inc) noexcept
        : ptrs_(ptrs), base_(base), stride_(stride), count_(count), n_(n), inc_(inc) {}

private:
    T* const* ptrs_;
    T* base_;
    int64_t stride_, count_, n_, inc_;
};

// Vectors anywhere in memory, one pointer each.
template <class T>
class PointerVectorBatch : public VectorBatchView<T> {
public:
    PointerVectorBatch(std::span<T* const> ptrs, int64_t n, int64_t inc = 1) noexcept
        : VectorBatchView<T>(ptrs.data(), nullptr, 0, int64_t(ptrs.size()), n, inc) {}
};

// Vectors at a constant distance `stride` (in elements) from `base`: vector i at base + i * stride.
template <class T>
class StridedVectorBatch : public VectorBatchView<T> {
public:
    StridedVectorBatch(T* base, int64_t count, int64_t n, int64_t inc, int64_t stride) noexcept
        : VectorBatchView<T>(nullptr, base, stride, count, n, inc) {}
};

template <class T>
using InVec = std::type_identity_t<VectorBatchView<const T>>;
template <class T>
using OutVec = std::type_identity_t<VectorBatchView<T>>;

// ----- Level 1, fixed batch -----

// y = alpha * x + y
template <Scalar T>
BBLAS_API void axpy(Val<T> alpha, const InVec<T>& x, const OutVec<T>& y);
// x = alpha * x
template <Scalar T>
BBLAS_API void scal(Val<T> alpha, const OutVec<T>& x);
// y = x
template <Scalar T>
BBLAS_API void copy(const InVec<T>& x, const OutVec<T>& y);
// x <-> y
template <Scalar T>
BBLAS_API void swap(const OutVec<T>& x, const OutVec<T>& y);
// result[i] = x_i^T y_i (real T)
template <Scalar T>
requires(!is_complex_v<T>) BBLAS_API void dot(const InVec<T>& x, const InVec<T>& y, std::span<T> result);
// result[i] = x_i^T y_i (complex T)
template <Scalar T>
requires is_complex_v<T> BBLAS_API void dotu(const InVec<T>& x, const InVec<T>& y, std::span<T> result);
// result[i] = x_i^H y_i (complex T)
template <Scalar T>
requires is_complex_v<T> BBLAS_API void dotc(const InVec<T>& x, const InVec<T>& y, std::span<T> result);
// result[i] = ||x_i||_2, without overflow or underflow in the intermediate sums
template <Scalar T>
BBLAS_API void nrm2(const InVec<T>& x, std::span<real_t<T>> result);
// result[i] = sum |Re x_ij| + |Im x_ij|
template <Scalar T>
BBLAS_API void asum(const InVec<T>& x, std::span<real_t<T>> result);
// result[i] = the first 0-based j with the largest |Re x_ij| + |Im x_ij|; 0 for n = 0
template <Scalar T>
BBLAS_API void iamax(const InVec<T>& x, std::span<int64_t> result);

// ----- Level 2, fixed batch (A's layout is that of its view) -----

// y = alpha * op(A) * x + beta * y
template <Scalar T>
BBLAS_API void gemv(Op trans, Val<T> alpha, const In<T>& A, const InVec<T>& x, Val<T> beta,
                    const OutVec<T>& y);
// A = alpha * x * y^T + A (real T)
template <Scalar T>
requires(!is_complex_v<T>) BBLAS_API
    void ger(Val<T> alpha, const InVec<T>& x, const InVec<T>& y, const BatchView<T>& A);
// A = alpha * x * y^T + A (complex T)
template <Scalar T>
requires is_complex_v<T> BBLAS_API void geru(Val<T> alpha, const InVec<T>& x, const InVec<T>& y,
                                             const BatchView<T>& A);
// A = alpha * x * y^H + A (complex T)
template <Scalar T>
requires is_complex_v<T> BBLAS_API void gerc(Val<T> alpha, const InVec<T>& x, const InVec<T>& y,
                                             const BatchView<T>& A);
// y = alpha * A * x + beta * y, A symmetric (its uplo triangle read)
template <Scalar T>
BBLAS_API void symv(Uplo uplo, Val<T> alpha, const In<T>& A, const InVec<T>& x, Val<T> beta,
                    const OutVec<T>& y);
// y = alpha * A * x + beta * y, A Hermitian (its uplo triangle read, the diagonal taken as real)
template <Scalar T>
BBLAS_API void hemv(Uplo uplo, Val<T> alpha, const In<T>& A, const InVec<T>& x, Val<T> beta,
                    const OutVec<T>& y);
// x = op(A) * x, A triangular
template <Scalar T>
BBLAS_API void trmv(Uplo uplo, Op trans, Diag diag, const In<T>& A, const OutVec<T>& x);
// x = op(A)^-1 * x, A triangular
template <Scalar T>
BBLAS_API void trsv(Uplo uplo, Op trans, Diag diag, const In<T>& A, const OutVec<T>& x);

// ----- grouped forms: the C group API's arrays as spans (per group: one entry per group;
// vectors and matrices: one pointer per problem, group after group; Groups, Sizes, InPtrs and
// OutPtrs as in bblas/level3.hh) -----

template <Scalar T>
BBLAS_API void axpy(Sizes n, Groups<T> alpha, InPtrs<T> x, Sizes incx, OutPtrs<T> y, Sizes incy,
                    Sizes group_sizes);
template <Scalar T>
BBLAS_API void scal(Sizes n, Groups<T> alpha, OutPtrs<T> x, Sizes incx, Sizes group_sizes);
template <Scalar T>
BBLAS_API void copy(Sizes n, InPtrs<T> x, Sizes incx, OutPtrs<T> y, Sizes incy, Sizes group_sizes);
template <Scalar T>
BBLAS_API void swap(Sizes n, OutPtrs<T> x, Sizes incx, OutPtrs<T> y, Sizes incy, Sizes group_sizes);
template <Scalar T>
requires(!is_complex_v<T>) BBLAS_API void dot(Sizes n, InPtrs<T> x, Sizes incx, InPtrs<T> y, Sizes incy,
                                              std::span<T> result, Sizes group_sizes);
template <Scalar T>
requires is_complex_v<T> BBLAS_API void dotu(Sizes n, InPtrs<T> x, Sizes incx, InPtrs<T> y, Sizes incy,
                                             std::span<T> result, Sizes group_sizes);
template <Scalar T>
requires is_complex_v<T> BBLAS_API void dotc(Sizes n, InPtrs<T> x, Sizes incx, InPtrs<T> y, Sizes incy,
                                             std::span<T> result, Sizes group_sizes);
template <Scalar T>
BBLAS_API void nrm2(Sizes n, InPtrs<T> x, Sizes incx, std::span<real_t<T>> result, Sizes group_sizes);
template <Scalar T>
BBLAS_API void asum(Sizes n, InPtrs<T> x, Sizes incx, std::span<real_t<T>> result, Sizes group_sizes);
template <Scalar T>
BBLAS_API void iamax(Sizes n, InPtrs<T> x, Sizes incx, std::span<int64_t> result, Sizes group_sizes);

template <Scalar T>
BBLAS_API void gemv(Layout layout, Groups<Op> trans, Sizes m, Sizes n, Groups<T> alpha, InPtrs<T> A,
                    Sizes A_ld, InPtrs<T> x, Sizes incx, Groups<T> beta, OutPtrs<T> y, Sizes incy,
                    Sizes group_sizes);
template <Scalar T>
requires(!is_complex_v<T>) BBLAS_API
    void ger(Layout layout, Sizes m, Sizes n, Groups<T> alpha, InPtrs<T> x, Sizes incx, InPtrs<T> y,
             Sizes incy, OutPtrs<T> A, Sizes A_ld, Sizes group_sizes);
template <Scalar T>
requires is_complex_v<T> BBLAS_API void geru(Layout layout, Sizes m, Sizes n, Groups<T> alpha, InPtrs<T> x,
                                             Sizes incx, InPtrs<T> y, Sizes incy, OutPtrs<T> A, Sizes A_ld,
                                             Sizes group_sizes);
template <Scalar T>
requires is_complex_v<T> BBLAS_API void gerc(Layout layout, Sizes m, Sizes n, Groups<T> alpha, InPtrs<T> x,
                                             Sizes incx, InPtrs<T> y, Sizes incy, OutPtrs<T> A, Sizes A_ld,
                                             Sizes group_sizes);
template <Scalar T>
BBLAS_API void symv(Layout layout, Groups<Uplo> uplo, Sizes n, Groups<T> alpha, InPtrs<T> A, Sizes A_ld,
                    InPtrs<T> x, Sizes incx, Groups<T> beta, OutPtrs<T> y, Sizes incy, Sizes group_sizes);
template <Scalar T>
BBLAS_API void hemv(Layout layout, Groups<Uplo> uplo, Sizes n, Groups<T> alpha, InPtrs<T> A, Sizes A_ld,
                    InPtrs<T> x, Sizes incx, Groups<T> beta, OutPtrs<T> y, Sizes incy, Sizes group_sizes);
template <Scalar T>
BBLAS_API void trmv(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Groups<Diag> diag, Sizes n,
                    InPtrs<T> A, Sizes A_ld, OutPtrs<T> x, Sizes incx, Sizes group_sizes);
template <Scalar T>
BBLAS_API void trsv(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Groups<Diag> diag, Sizes n,
                    InPtrs<T> A, Sizes A_ld, OutPtrs<T> x, Sizes incx, Sizes group_sizes);

// ----- half storage (docs/half.md): the routines above on _Float16 (r16) and complex_half (c16)
// vectors and matrices, with single-precision scalars and results (float, cfloat), as the C
// routines BLAS_<routine>_batched_r16 and _c16 (where the compiler has _Float16) -----
#if defined(__FLT16_MAX__)
BBLAS_API void axpy(float alpha, const InVec<_Float16>& x, const OutVec<_Float16>& y);
BBLAS_API void scal(float alpha, const OutVec<_Float16>& x);
BBLAS_API void copy(const InVec<_Float16>& x, const OutVec<_Float16>& y);
BBLAS_API void swap(const OutVec<_Float16>& x, const OutVec<_Float16>& y);
BBLAS_API void axpy(Sizes n, Groups<float> alpha, InPtrs<_Float16> x, Sizes incx, OutPtrs<_Float16> y,
                    Sizes incy, Sizes group_sizes);
BBLAS_API void scal(Sizes n, Groups<float> alpha, OutPtrs<_Float16> x, Sizes incx, Sizes group_sizes);
BBLAS_API void copy(Sizes n, InPtrs<_Float16> x, Sizes incx, OutPtrs<_Float16> y, Sizes incy,
                    Sizes group_sizes);
BBLAS_API void swap(Sizes n, OutPtrs<_Float16> x, Sizes incx, OutPtrs<_Float16> y, Sizes incy,
                    Sizes group_sizes);
BBLAS_API void axpy(cfloat alpha, const InVec<complex_half>& x, const OutVec<complex_half>& y);
BBLAS_API void scal(cfloat alpha, const OutVec<complex_half>& x);
BBLAS_API void copy(const InVec<complex_half>& x, const OutVec<complex_half>& y);
BBLAS_API void swap(const OutVec<complex_half>& x, const OutVec<complex_half>& y);
BBLAS_API void axpy(Sizes n, Groups<cfloat> alpha, InPtrs<complex_half> x, Sizes incx,
                    OutPtrs<complex_half> y, Sizes incy, Sizes group_sizes);
BBLAS_API void scal(Sizes n, Groups<cfloat> alpha, OutPtrs<complex_half> x, Sizes incx, Sizes group_sizes);
BBLAS_API void copy(Sizes n, InPtrs<complex_half> x, Sizes incx, OutPtrs<complex_half> y, Sizes incy,
                    Sizes group_sizes);
BBLAS_API void swap(Sizes n, OutPtrs<complex_half> x, Sizes incx, OutPtrs<complex_half> y, Sizes incy,
                    Sizes group_sizes);
BBLAS_API void dot(const InVec<_Float16>& x, const InVec<_Float16>& y, std::span<float> result);
BBLAS_API void nrm2(const InVec<_Float16>& x, std::span<float> result);
BBLAS_API void asum(const InVec<_Float16>& x, std::span<float> result);
BBLAS_API void iamax(const InVec<_Float16>& x, std::span<int64_t> result);
BBLAS_API void dot(Sizes n, InPtrs<_Float16> x, Sizes incx, InPtrs<_Float16> y, Sizes incy,
                   std::span<float> result, Sizes group_sizes);
BBLAS_API void nrm2(Sizes n, InPtrs<_Float16> x, Sizes incx, std::span<float> result, Sizes group_sizes);
BBLAS_API void asum(Sizes n, InPtrs<_Float16> x, Sizes incx, std::span<float> result, Sizes group_sizes);
BBLAS_API void iamax(Sizes n, InPtrs<_Float16> x, Sizes incx, std::span<int64_t> result, Sizes group_sizes);
BBLAS_API void dotu(const InVec<complex_half>& x, const InVec<complex_half>& y, std::span<cfloat> result);
BBLAS_API void dotc(const InVec<complex_half>& x, const InVec<complex_half>& y, std::span<cfloat> result);
BBLAS_API void nrm2(const InVec<complex_half>& x, std::span<float> result);
BBLAS_API void asum(const InVec<complex_half>& x, std::span<float> result);
BBLAS_API void iamax(const InVec<complex_half>& x, std::span<int64_t> result);
BBLAS_API void dotu(Sizes n, InPtrs<complex_half> x, Sizes incx, InPtrs<complex_half> y, Sizes incy,
                    std::span<cfloat> result, Sizes group_sizes);
BBLAS_API void dotc(Sizes n, InPtrs<complex_half> x, Sizes incx, InPtrs<complex_half> y, Sizes incy,
                    std::span<cfloat> result, Sizes group_sizes);
BBLAS_API void nrm2(Sizes n, InPtrs<complex_half> x, Sizes incx, std::span<float> result, Sizes group_sizes);
BBLAS_API void asum(Sizes n, InPtrs<complex_half> x, Sizes incx, std::span<float> result, Sizes group_sizes);
BBLAS_API void iamax(Sizes n, InPtrs<complex_half> x, Sizes incx, std::span<int64_t> result,
                     Sizes group_sizes);
BBLAS_API void gemv(Op trans, float alpha, const In<_Float16>& A, const InVec<_Float16>& x, float beta,
                    const OutVec<_Float16>& y);
BBLAS_API void gemv(Layout layout, Groups<Op> trans, Sizes m, Sizes n, Groups<float> alpha,
                    InPtrs<_Float16> A, Sizes A_ld, InPtrs<_Float16> x, Sizes incx, Groups<float> beta,
                    OutPtrs<_Float16> y, Sizes incy, Sizes group_sizes);
BBLAS_API void gemv(Op trans, cfloat alpha, const In<complex_half>& A, const InVec<complex_half>& x,
                    cfloat beta, const OutVec<complex_half>& y);
BBLAS_API void gemv(Layout layout, Groups<Op> trans, Sizes m, Sizes n, Groups<cfloat> alpha,
                    InPtrs<complex_half> A, Sizes A_ld, InPtrs<complex_half> x, Sizes incx,
                    Groups<cfloat> beta, OutPtrs<complex_half> y, Sizes incy, Sizes group_sizes);
BBLAS_API void ger(float alpha, const InVec<_Float16>& x, const InVec<_Float16>& y,
                   const BatchView<_Float16>& A);
BBLAS_API void ger(Layout layout, Sizes m, Sizes n, Groups<float> alpha, InPtrs<_Float16> x, Sizes incx,
                   InPtrs<_Float16> y, Sizes incy, OutPtrs<_Float16> A, Sizes A_ld, Sizes group_sizes);
BBLAS_API void geru(cfloat alpha, const InVec<complex_half>& x, const InVec<complex_half>& y,
                    const BatchView<complex_half>& A);
BBLAS_API void gerc(cfloat alpha, const InVec<complex_half>& x, const InVec<complex_half>& y,
                    const BatchView<complex_half>& A);
BBLAS_API void geru(Layout layout, Sizes m, Sizes n, Groups<cfloat> alpha, InPtrs<complex_half> x, Sizes incx,
                    InPtrs<complex_half> y, Sizes incy, OutPtrs<complex_half> A, Sizes A_ld,
                    Sizes group_sizes);
BBLAS_API void gerc(Layout layout, Sizes m, Sizes n, Groups<cfloat> alpha, InPtrs<complex_half> x, Sizes incx,
                    InPtrs<complex_half> y, Sizes incy, OutPtrs<complex_half> A, Sizes A_ld,
                    Sizes group_sizes);
BBLAS_API void symv(Uplo uplo, float alpha, const In<_Float16>& A, const InVec<_Float16>& x, float beta,
                    const OutVec<_Float16>& y);
BBLAS_API void hemv(Uplo uplo, float alpha, const In<_Float16>& A, const InVec<_Float16>& x, float beta,
                    const OutVec<_Float16>& y);
BBLAS_API void symv(Layout layout, Groups<Uplo> uplo, Sizes n, Groups<float> alpha, InPtrs<_Float16> A,
                    Sizes A_ld, InPtrs<_Float16> x, Sizes incx, Groups<float> beta, OutPtrs<_Float16> y,
                    Sizes incy, Sizes group_sizes);
BBLAS_API void hemv(Layout layout, Groups<Uplo> uplo, Sizes n, Groups<float> alpha, InPtrs<_Float16> A,
                    Sizes A_ld, InPtrs<_Float16> x, Sizes incx, Groups<float> beta, OutPtrs<_Float16> y,
                    Sizes incy, Sizes group_sizes);
BBLAS_API void symv(Uplo uplo, cfloat alpha, const In<complex_half>& A, const InVec<complex_half>& x,
                    cfloat beta, const OutVec<complex_half>& y);
BBLAS_API void hemv(Uplo uplo, cfloat alpha, const In<complex_half>& A, const InVec<complex_half>& x,
                    cfloat beta, const OutVec<complex_half>& y);
BBLAS_API void symv(Layout layout, Groups<Uplo> uplo, Sizes n, Groups<cfloat> alpha, InPtrs<complex_half> A,
                    Sizes A_ld, InPtrs<complex_half> x, Sizes incx, Groups<cfloat> beta,
                    OutPtrs<complex_half> y, Sizes incy, Sizes group_sizes);
BBLAS_API void hemv(Layout layout, Groups<Uplo> uplo, Sizes n, Groups<cfloat> alpha, InPtrs<complex_half> A,
                    Sizes A_ld, InPtrs<complex_half> x, Sizes incx, Groups<cfloat> beta,
                    OutPtrs<complex_half> y, Sizes incy, Sizes group_sizes);
BBLAS_API void trmv(Uplo uplo, Op trans, Diag diag, const In<_Float16>& A, const OutVec<_Float16>& x);
BBLAS_API void trsv(Uplo uplo, Op trans, Diag diag, const In<_Float16>& A, const OutVec<_Float16>& x);
BBLAS_API void trmv(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Groups<Diag> diag, Sizes n,
                    InPtrs<_Float16> A, Sizes A_ld, OutPtrs<_Float16> x, Sizes incx, Sizes group_sizes);
BBLAS_API void trsv(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Groups<Diag> diag, Sizes n,
                    InPtrs<_Float16> A, Sizes A_ld, OutPtrs<_Float16> x, Sizes incx, Sizes group_sizes);
BBLAS_API void trmv(Uplo uplo, Op trans, Diag diag, const In<complex_half>& A, const OutVec<complex_half>& x);
BBLAS_API void trsv(Uplo uplo, Op trans, Diag diag, const In<complex_half>& A, const OutVec<complex_half>& x);
BBLAS_API void trmv(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Groups<Diag> diag, Sizes n,
                    InPtrs<complex_half> A, Sizes A_ld, OutPtrs<complex_half> x, Sizes incx,
                    Sizes group_sizes);
BBLAS_API void trsv(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Groups<Diag> diag, Sizes n,
                    InPtrs<complex_half> A, Sizes A_ld, OutPtrs<complex_half> x, Sizes incx,
                    Sizes group_sizes);
#endif

}  // namespace bblas
#pragma GCC visibility pop
