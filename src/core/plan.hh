// Planning: which path serves a group (tasks/task.hh Path), decided once per group here and
// never again in the kernels. Below the crossovers of the table or tuning file in force
// (core/tuning.hh tuning()) bblas's own kernels win, above them OpenBLAS called once per matrix.
// What the kernels can take comes from the active instruction set's kernel table
// (kernels/dispatch.hh Capabilities).
#pragma once

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <type_traits>

#include "bblas/types.hh"
#include "core/half.hh"
#include "core/tuning.hh"
#include "kernels/dispatch.hh"
#include "tasks/task.hh"
#include "vendor/cblas.hh"

namespace bblas::impl {

// The multiply-adds of the square problem of a crossover's order for type T: a group goes to
// OpenBLAS when its own reach them.
template <class T>
int64_t vendor_order(const Crossover& c) {
    return std::is_same_v<real_t<T>, float> ? (is_complex_v<T> ? c.c : c.s) : (is_complex_v<T> ? c.z : c.d);
}
template <class T>
int64_t vendor_min(const Crossover& c) {
    const int64_t n = vendor_order<T>(c);
    return n * n * n;
}

// BBLAS_NO_VENDOR=1 in the environment (read once) keeps every group off OpenBLAS and LAPACKE
// wherever bblas's own kernels can take it: a measuring aid for the crossovers (bblas-tester
// with and without it shows both sides of each one; bblas-tune runs under it), not a setting
// for production.
bool vendor_disabled();

inline bool vendor_pays(int64_t mul_adds, int64_t threshold, int64_t m, int64_t n, int64_t k, int64_t lda,
                        int64_t ldb, int64_t ldc) {
    return mul_adds >= threshold && !vendor_disabled() && vendor::fits(m) && vendor::fits(n) &&
           vendor::fits(k) && vendor::fits(lda) && vendor::fits(ldb) && vendor::fits(ldc);
}

// The interleaved path computes W matrices at once in per-thread scratch; it pays while the
// operands of one block stay in cache and the product is not trivial (alpha = 0 or k = 0 leave
// only C = beta * C, which the direct path does without gathering anything).
inline constexpr int64_t kInterleavedMaxDim = 64;

// Operands in an interleaved container (in_container) are always computed in place.

// Index of real type R in the kernels' per-type capabilities.
template <class T>
inline constexpr int kRealIndex = std::is_same_v<real_t<T>, float> ? 0 : 1;

// Matrices in one pack of scalar type T with the active instruction set (kernels/pack.hh kLanes).
template <class T>
int64_t pack_lanes() {
    return kernel_capabilities().vector_bytes / int64_t(sizeof(real_t<T>));
}

// A group of `count` matrices that would not fill one pack runs one matrix at a time: in the
// interleaved layout it would compute a whole pack for fewer results and gather and scatter a
// block for them. Fully heterogeneous flat batches are made of such groups, one per problem.
template <class T>
Path fit_group(Path path, int64_t count) {
    return path == Path::Interleaved && count < pack_lanes<T>() ? Path::Direct : path;
}

// gemm on pointer and strided batches with op(A) = A in a real type: the column kernels
// (kernels/gemm_columns.hh, one matrix at a time, no conversion) serve it below their crossover
// with OpenBLAS (tuning().gemm_columns; without OpenBLAS, at every size) while m fits their
// registers (the kernels' columns_blocked_rows). T: the stored type. Half storage, where the
// kernels convert in their registers, takes them at every m they fit: the vendor path would
// stage single-precision copies of every operand first (r16 m = n = k = 32 in memory through
// them: 0.61x the r32 routine's matrices per second, Zen 4; in registers: 0.81x).
template <class T>
bool columns_fit(Op ta, int64_t m) {
    using S = compute_t<T>;
    return !is_complex_v<T> && ta == Op::NoTrans &&
           m <= kernel_capabilities().columns_blocked_rows[kRealIndex<S>];
}
template <class T>
bool columns_pay(Op ta, int64_t m, int64_t n, int64_t k) {
    using S = compute_t<T>;
    if (!columns_fit<T>(ta, m)) return false;
    if (is_half_v<T> && kernel_capabilities().half_columns) return true;
    return vendor_disabled() || m * n * k < vendor_min<S>(tuning().gemm_columns);
}

// The triangular column kernels (kernels/triangular_columns.hh) take a real left-side problem
// with A as stored up to the order the kernels export (64 at most: measured up to there,
// 3.5-4.2x the OpenBLAS loop at 48 and 64 where the interleaved path gave 1-2.7x).
template <class T>
bool trxm_columns_fit(int64_t m) {
    return !is_complex_v<T> && m <= kernel_capabilities().trxm_columns_rows[kRealIndex<T>];
}

// trsm and trmm: the left side, no transpose, something to compute (alpha = 0 sets B to zero
// without reading A), operands in their own storage.
template <class Task>
bool trxm_columns_pay(const Task& t) {
    using T = std::remove_const_t<decltype(t.alpha)>;
    return t.side == Side::Left && t.ta == Op::NoTrans && t.alpha != T(0) && !t.B.is_interleaved() &&
           trxm_columns_fit<T>(t.m);
}

// Level 2: the largest dimension served by the interleaved path (beyond it the direct path, one
// matrix at a time through gemm's general kernel), for what the column kernels do not take
// (gemv with op(A) = A^T, strided vectors, symv/hemv, complex trmv/trsv). It was 32 (provisional:
// "a matrix-vector product streams A once either way"); measured, the interleaved kernels ran
// 1.6-2.4x the direct path at 40-64 (gemv A^T s/d/c/z, symv s/d, trmv/trsv c/z, in cache and in
// memory; Xeon 0xA7, 2026-11-28, docs/performance.md session 21), so Level 3's bound.
inline constexpr int64_t kLevel2InterleavedMaxDim = kInterleavedMaxDim;

// Whether OpenBLAS can take a Level-2 problem as it is stored: a type it has, operands in their
// own storage (not an interleaved container), increments it reads the same way (positive:
// bblas's start at the logical first element, CBLAS's negative ones at the last) and sizes
// within its 32-bit integers. `cblas_form`: the routine has the operation at all (CBLAS has no
// conjugate without a transpose, no complex symmetric symv). Half storage keeps bblas's kernels:
// on staged single-precision copies OpenBLAS's gemv rounds differently with the copies' leading
// dimension and alignment, where the half routines give the single-precision kernels' results,
// rounded (docs/half.md).
template <class Stored, class... M>
bool level2_vendor_can(bool cblas_form, int64_t largest_dim, int64_t lda, std::initializer_list<int64_t> incs,
                       const M&... operands) {
    if (is_half_v<std::remove_const_t<Stored>> || !cblas_form || (operands.is_interleaved() || ...))
        return false;
    for (int64_t inc : incs)
        if (inc <= 0 || !vendor::fits(inc)) return false;
    return vendor::fits(largest_dim) && vendor::fits(lda);
}

// OpenBLAS 0.3.21 (Debian 12's) reads past the end of A in its complex gemv kernel with A as
// stored (OpenBLAS issue 4013, fixed in later releases): bblas's fuzzer, which puts a guard page
// after each operand, met it at zgemv m = 126, n = 123, lda = 190. Its trmv and trsv call that
// kernel beyond their first diagonal block. So complex gemv goes to OpenBLAS only with A
// transposed, and complex trmv and trsv not at all; real types and complex ger and hemv do.
template <class T>
bool cblas_gemv_safe(bool trans) {
    return !is_complex_v<T> || trans;
}

// From the crossover of its family (tuning().gemv_ger or symv_trxv) OpenBLAS per matrix serves
// what it can take (can: level2_vendor_can); below it, or without a product (alpha = 0: y =
// beta y alone), bblas's kernels.
template <class T>
Path level2_path(Crossover Tuning::*family, bool product, int64_t largest_dim, int64_t count, bool can) {
    if (product && can && largest_dim >= vendor_order<T>(tuning().*family) && !vendor_disabled())
        return Path::Vendor;
    return fit_group<T>(product && largest_dim <= kLevel2InterleavedMaxDim ? Path::Interleaved : Path::Direct,
                        count);
}

// A vector the Level-2 kernels see with increment 1: a contiguous one, or any vector stored in
// half (which runs on contiguous single-precision copies: kernels/stage.hh).
template <class Stored>
bool unit_increment(int64_t inc) {
    return inc == 1 || is_half_v<std::remove_const_t<Stored>>;
}

// gemv (y = alpha A x + beta y, y contiguous) and ger (A += alpha x y^T, x contiguous) in a
// real type are gemm with one column or one rank: the column kernels take them where they take
// that gemm (kernels/gemm_columns.hh), one matrix at a time with no conversion.
// Complex gemv with op(A) = A or conj(A) takes them as a real product with two columns, A's
// 2m real rows by n (kernels/level2_complex_columns.hh), up to kComplexColumnsMaxRows rows
// of A, with x's increment positive (the real view of x has twice it as leading dimension) and
// y at any increment (written by a pass of its own). Half storage (c16) takes them wherever
// c32 would on contiguous vectors, as the staged copies are: the same kernels, so the same
// sums, rounded (docs/half.md).
inline constexpr int64_t kComplexColumnsMaxRows = 64;
// Real gemv with op(A) = A^T and x contiguous: dot products down A's columns, one matrix at a
// time with no conversion (kernels/gemv_dot_columns.hh), to order 64 (the interleaved path's
// reach): on Zen 3 1.1-3.5x the interleaved path or OpenBLAS in cache, 1.1-2.2x in memory,
// 1.03-4.7x the loop at every order from 2 (session 27; not measured with AVX-512).
inline constexpr int64_t kDotColumnsMaxDim = 64;
template <class Task>
bool gemv_columns_pay(const Task& t) {
    using T = decltype(t.alpha);
    using Stored = typename decltype(t.y)::value_type;
    if (t.alpha == T(0) || t.n <= 0) return false;
    if (t.trans) {
        if constexpr (is_complex_v<T>) return false;
        else return t.m > 0 && unit_increment<Stored>(t.incx) && std::max(t.m, t.n) <= kDotColumnsMaxDim;
    }
    if constexpr (is_complex_v<T>)  // x read in place (half: staged contiguously)
        return t.m <= kComplexColumnsMaxRows && (t.incx > 0 || is_half_v<Stored>);
    else return unit_increment<Stored>(t.incy) && columns_pay<T>(Op::NoTrans, t.m, 1, t.n);
}
// Complex ger takes them as a real product of rank two (the same file) at the same orders, its
// vectors at any increment (copied into the kernels' operands), n up to
// kComplexGerColumnsMaxCols (the copy of alpha v sits in a fixed scratch beside u's).
inline constexpr int64_t kComplexGerColumnsMaxCols = 1024;
template <class Task>
bool ger_columns_pay(const Task& t) {
    using T = decltype(t.alpha);
    if (t.alpha == T(0)) return false;
    if constexpr (is_complex_v<T>) return t.m <= kComplexColumnsMaxRows && t.n <= kComplexGerColumnsMaxCols;
    else
        return unit_increment<typename decltype(t.u)::value_type>(t.incu) &&
               columns_pay<T>(Op::NoTrans, t.m, t.n, 1);
}
// ... up to the order m of its own crossover (tuning().ger_complex), from which OpenBLAS per
// matrix serves it where it can (can: level2_vendor_can).
template <class Task>
bool ger_complex_vendor(const Task& t, bool can) {
    using T = decltype(t.alpha);
    if constexpr (!is_complex_v<T>) return false;
    else return can && t.alpha != T(0) && t.m >= vendor_order<T>(tuning().ger_complex) && !vendor_disabled();
}
// trmv and trsv take trmm's and trsm's column kernels with one column: x contiguous, no
// transpose (kernels/triangular_columns.hh).
template <class Task>
bool trxv_columns_pay(const Task& t) {
    using Stored = typename decltype(t.x)::value_type;
    return !t.trans && unit_increment<Stored>(t.incx) && !t.x.is_interleaved() &&
           trxm_columns_fit<compute_t<Stored>>(t.n);
}

template <class T>
Path plan_path(bool product, bool vendor, int64_t largest_dim, int64_t count, bool in_container = false) {
    if (in_container) return Path::Interleaved;
    if (!product) return Path::Direct;
    if (vendor) return Path::Vendor;
    return fit_group<T>(largest_dim <= kInterleavedMaxDim ? Path::Interleaved : Path::Direct, count);
}

}  // namespace bblas::impl
