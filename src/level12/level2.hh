// Batched Level 2: gemv, ger (geru/gerc), symv/hemv, trmv/trsv. Vectors are 1 x n matrices
// whose leading dimension is the increment, so that the Level-3 machinery serves them as they
// are: run_views gathers blocks of them for the interleaved path, and the kernels are gemm's
// (gemv, ger, symv, hemv) and trmm's/trsm's (trmv, trsv) with one column. Row-major folds into
// column-major as in Level 3; where that leaves a conjugate without a transpose (gemv and
// trmv/trsv with ConjTrans, gerc, hemv), the task carries it as a separate flag.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <utility>

#include "bblas.h"
#include "core/check.hh"
#include "core/grouped.hh"
#include "core/plan.hh"
#include "core/strided_args.hh"
#include "kernels/dispatch.hh"
#include "level12/level1.hh"

namespace bblas::impl {

// Largest dimension served by the interleaved path: beyond it a matrix-vector product streams
// A once either way and gathering it first only adds a pass. Provisional (half of Level 3's
// kInterleavedMaxDim), not tuned on its own: it serves what the column kernels do not take
// (gemv with op(A) = A^T, strided vectors, symv/hemv, complex), whose tester rows
// (`bblas-tester gemv --trans t`, `symv`) are where to tune it.
inline constexpr int64_t kLevel2InterleavedMaxDim = 32;

template <class T>
Path level2_path(bool product, int64_t largest_dim, int64_t count) {
    return fit_group<T>(product && largest_dim <= kLevel2InterleavedMaxDim ? Path::Interleaved : Path::Direct, count);
}

// gemv (y = alpha A x + beta y, y contiguous) and ger (A += alpha x y^T, x contiguous) in a
// real type are gemm with one column or one rank: the column kernels take them where they take
// that gemm (kernels/gemm_columns.hh), one matrix at a time with no conversion.
template <class Task>
bool gemv_columns_fit(const Task& t) {
    return !is_complex_v<decltype(t.alpha)> && !t.trans && t.incy == 1 && t.alpha != decltype(t.alpha)(0) &&
           t.n > 0 && columns_pay<decltype(t.alpha)>(Op::NoTrans, t.m, 1, t.n);
}
template <class Task>
bool ger_columns_fit(const Task& t) {
    return !is_complex_v<decltype(t.alpha)> && t.incu == 1 && t.alpha != decltype(t.alpha)(0) &&
           columns_pay<decltype(t.alpha)>(Op::NoTrans, t.m, t.n, 1);
}

// ---- gemv: y = alpha * op(A) * x + beta * y
template <class T>
struct GemvTask {
    bool trans, conj;  // the kernel multiplies by A, A^T or A^H, or (row-major ConjTrans) conj(A)
    int64_t m, n;      // column-major A
    T alpha, beta;
    Mats<const T> A;
    int64_t lda;
    Mats<const T> x;
    int64_t incx;
    Mats<T> y;
    int64_t incy;
    int64_t count;
    Path path = Path::Direct;

    int64_t out_len() const { return trans ? n : m; }
    int64_t in_len() const { return trans ? m : n; }
    bool empty() const { return m == 0 || n == 0 || (alpha == T(0) && beta == T(1)); }
    int64_t cost() const { return 2 * m * n + out_len() + kMatrixOverhead; }
    bool uses_vendor() const { return false; }
    int64_t granule() const { return path_granule(path, y); }
    void run(int64_t lo, int64_t hi) const { run_task(*this, lo, hi); }
};

template <class T>
struct GemvSpec {
    static constexpr const char* name = "gemv";
    static constexpr std::array<const char*, 15> args{
        "layout", "trans", "m", "n", "alpha", "A", "A_ld", "x", "incx", "beta", "y", "incy",
        "group_count", "group_sizes", "info"};

    Layout layout;
    EnumArray<Op> trans;
    const int64_t *m, *n;
    const T* alpha;
    Mats<const T> A;
    const int64_t* A_ld;
    Mats<const T> x;
    const int64_t* incx;
    const T* beta;
    Mats<T> y;
    const int64_t* incy;

    Fault check(int64_t g, int64_t p, int64_t size, bool scan) const {
        if (!valid(layout)) return {1};
        if (!valid_at(trans, g)) return {2};
        if (!nonneg_at(m, g)) return {3};
        if (!nonneg_at(n, g)) return {4};
        if (!alpha) return {5};
        const int64_t M = m[g], N = n[g];
        const bool reads = M > 0 && N > 0 && alpha[g] != T(0);
        const GroupChecks c{g, p, size, layout, scan};
        if (Fault f = c.matrix(A, A_ld, reads, 6, M, N)) return f;
        if (Fault f = c.vector(x, incx, reads, 8)) return f;
        if (!beta) return {10};
        const bool writes = M > 0 && N > 0 && !(alpha[g] == T(0) && beta[g] == T(1));
        return c.vector(y, incy, writes, 11);
    }

    GemvTask<T> task(int64_t g, int64_t p, int64_t size) const {
        const Op op = trans[g];
        GemvTask<T> t{op != Op::NoTrans, is_complex_v<T> && op == Op::ConjTrans, m[g], n[g],
                      alpha[g], beta[g], A.offset(p), A_ld[g], x.offset(p), incx[g], y.offset(p),
                      incy[g], size};
        if (layout == Layout::RowMajor) {  // A is the column-major A^T
            std::swap(t.m, t.n);
            t.trans = !t.trans;
        }
        t.x = t.x.shifted(vector_shift(t.in_len(), t.incx));
        t.y = t.y.shifted(vector_shift(t.out_len(), t.incy));
        t.path = gemv_columns_fit(t) ? Path::Direct : level2_path<T>(t.alpha != T(0), std::max(t.m, t.n), t.count);
        return t;
    }
};

// ---- ger: A = alpha * x * y^T + A (geru; ger for real types), alpha * x * y^H + A (gerc)
template <class T>
struct GerTask {
    int64_t m, n;  // column-major A
    T alpha;
    Mats<const T> u;  // A += alpha * op(u) * op(v)^T, op conjugating where conj_u / conj_v
    int64_t incu;
    Mats<const T> v;
    int64_t incv;
    bool conj_u, conj_v;
    Mats<T> A;
    int64_t lda;
    int64_t count;
    Path path = Path::Direct;

    bool empty() const { return m == 0 || n == 0 || alpha == T(0); }
    int64_t cost() const { return 2 * m * n + kMatrixOverhead; }
    bool uses_vendor() const { return false; }
    int64_t granule() const { return path_granule(path, A); }
    void run(int64_t lo, int64_t hi) const { run_task(*this, lo, hi); }
};

template <class T, bool Conj>
struct GerSpec {
    static constexpr const char* name = !is_complex_v<T> ? "ger" : Conj ? "gerc" : "geru";
    static constexpr std::array<const char*, 13> args{
        "layout", "m", "n", "alpha", "x", "incx", "y", "incy", "A", "A_ld",
        "group_count", "group_sizes", "info"};

    Layout layout;
    const int64_t *m, *n;
    const T* alpha;
    Mats<const T> x;
    const int64_t* incx;
    Mats<const T> y;
    const int64_t* incy;
    Mats<T> A;
    const int64_t* A_ld;

    Fault check(int64_t g, int64_t p, int64_t size, bool scan) const {
        if (!valid(layout)) return {1};
        if (!nonneg_at(m, g)) return {2};
        if (!nonneg_at(n, g)) return {3};
        if (!alpha) return {4};
        const int64_t M = m[g], N = n[g];
        const bool used = M > 0 && N > 0 && alpha[g] != T(0);
        const GroupChecks c{g, p, size, layout, scan};
        if (Fault f = c.vector(x, incx, used, 5)) return f;
        if (Fault f = c.vector(y, incy, used, 7)) return f;
        return c.matrix(A, A_ld, used, 9, M, N);
    }

    GerTask<T> task(int64_t g, int64_t p, int64_t size) const {
        const int64_t M = m[g], N = n[g];
        const Mats<const T> X = x.offset(p).shifted(vector_shift(M, incx[g]));
        const Mats<const T> Y = y.offset(p).shifted(vector_shift(N, incy[g]));
        const bool cj = is_complex_v<T> && Conj;
        GerTask<T> t{M, N, alpha[g], X, incx[g], Y, incy[g], false, cj, A.offset(p), A_ld[g], size};
        if (layout == Layout::RowMajor)  // A^T += alpha * op(y) * x^T
            t = {N, M, alpha[g], Y, incy[g], X, incx[g], cj, false, A.offset(p), A_ld[g], size};
        t.path = ger_columns_fit(t) ? Path::Direct : level2_path<T>(t.alpha != T(0), std::max(t.m, t.n), t.count);
        return t;
    }
};

// ---- symv / hemv: y = alpha * A * x + beta * y, A symmetric or Hermitian (uplo triangle read)
template <class T, bool Herm>
struct SymvTask {
    Uplo uplo;
    bool conj;  // row-major Hermitian: the stored triangle is that of conj(A)
    int64_t n;
    T alpha, beta;
    Mats<const T> A;
    int64_t lda;
    Mats<const T> x;
    int64_t incx;
    Mats<T> y;
    int64_t incy;
    int64_t count;
    Path path = Path::Direct;

    bool empty() const { return n == 0 || (alpha == T(0) && beta == T(1)); }
    int64_t cost() const { return 2 * n * n + n + kMatrixOverhead; }
    bool uses_vendor() const { return false; }
    int64_t granule() const { return path_granule(path, y); }
    void run(int64_t lo, int64_t hi) const { run_task(*this, lo, hi); }
};

template <class T, bool Herm>
struct SymvSpec {
    static constexpr const char* name = Herm ? "hemv" : "symv";
    static constexpr std::array<const char*, 14> args{
        "layout", "uplo", "n", "alpha", "A", "A_ld", "x", "incx", "beta", "y", "incy",
        "group_count", "group_sizes", "info"};

    Layout layout;
    EnumArray<Uplo> uplo;
    const int64_t* n;
    const T* alpha;
    Mats<const T> A;
    const int64_t* A_ld;
    Mats<const T> x;
    const int64_t* incx;
    const T* beta;
    Mats<T> y;
    const int64_t* incy;

    Fault check(int64_t g, int64_t p, int64_t size, bool scan) const {
        if (!valid(layout)) return {1};
        if (!valid_at(uplo, g)) return {2};
        if (!nonneg_at(n, g)) return {3};
        if (!alpha) return {4};
        const int64_t N = n[g];
        const bool reads = N > 0 && alpha[g] != T(0);
        const GroupChecks c{g, p, size, layout, scan};
        if (Fault f = c.matrix(A, A_ld, reads, 5, N, N)) return f;
        if (Fault f = c.vector(x, incx, reads, 7)) return f;
        if (!beta) return {9};
        return c.vector(y, incy, N > 0 && !(alpha[g] == T(0) && beta[g] == T(1)), 10);
    }

    SymvTask<T, Herm> task(int64_t g, int64_t p, int64_t size) const {
        const int64_t N = n[g];
        SymvTask<T, Herm> t{uplo[g], false, N, alpha[g], beta[g], A.offset(p), A_ld[g],
                            x.offset(p).shifted(vector_shift(N, incx[g])), incx[g],
                            y.offset(p).shifted(vector_shift(N, incy[g])), incy[g], size};
        if (layout == Layout::RowMajor) {  // A^T: the other triangle; conj(A) when Hermitian
            t.uplo = flip(t.uplo);
            t.conj = Herm && is_complex_v<T>;
        }
        t.path = level2_path<T>(t.alpha != T(0), N, t.count);
        return t;
    }
};

// ---- trmv / trsv: x = op(A) * x, x = op(A)^-1 * x, A triangular n x n
template <class T, bool Solve>
struct TrxvTask {
    Uplo uplo;
    bool trans, conj;
    Diag diag;
    int64_t n;
    Mats<const T> A;
    int64_t lda;
    Mats<T> x;
    int64_t incx;
    int64_t count;
    Path path = Path::Direct;

    // trmm's and trsm's column kernels take it with one column: x contiguous, no transpose
    // (kernels/triangular_columns.hh).
    bool columns() const {
        return !is_complex_v<T> && !trans && incx == 1 && n <= trxm_columns_max_rows<T>() && !x.is_interleaved();
    }
    bool empty() const { return n == 0; }
    int64_t cost() const { return n * n + n + kMatrixOverhead; }
    bool uses_vendor() const { return false; }
    int64_t granule() const { return path_granule(path, x); }
    void run(int64_t lo, int64_t hi) const { run_task(*this, lo, hi); }
};

template <class T, bool Solve>
struct TrxvSpec {
    static constexpr const char* name = Solve ? "trsv" : "trmv";
    static constexpr std::array<const char*, 12> args{
        "layout", "uplo", "trans", "diag", "n", "A", "A_ld", "x", "incx",
        "group_count", "group_sizes", "info"};

    Layout layout;
    EnumArray<Uplo> uplo;
    EnumArray<Op> trans;
    EnumArray<Diag> diag;
    const int64_t* n;
    Mats<const T> A;
    const int64_t* A_ld;
    Mats<T> x;
    const int64_t* incx;

    Fault check(int64_t g, int64_t p, int64_t size, bool scan) const {
        if (!valid(layout)) return {1};
        if (!valid_at(uplo, g)) return {2};
        if (!valid_at(trans, g)) return {3};
        if (!valid_at(diag, g)) return {4};
        if (!nonneg_at(n, g)) return {5};
        const int64_t N = n[g];
        const GroupChecks c{g, p, size, layout, scan};
        if (Fault f = c.matrix(A, A_ld, N > 0, 6, N, N)) return f;
        return c.vector(x, incx, N > 0, 8);
    }

    TrxvTask<T, Solve> task(int64_t g, int64_t p, int64_t size) const {
        const int64_t N = n[g];
        const Op op = trans[g];
        TrxvTask<T, Solve> t{uplo[g], op != Op::NoTrans, is_complex_v<T> && op == Op::ConjTrans,
                             diag[g], N, A.offset(p), A_ld[g],
                             x.offset(p).shifted(vector_shift(N, incx[g])), incx[g], size};
        if (layout == Layout::RowMajor) {  // A is the column-major A^T
            t.uplo = flip(t.uplo);
            t.trans = !t.trans;
        }
        t.path = t.columns() ? Path::Direct : level2_path<T>(true, N, t.count);
        return t;
    }
};

// ---- entry templates: group API and strided API (one group of batch_count problems)

template <class T>
void gemv_batched(BLAS_Layout layout, const BLAS_Trans* trans, const int64_t* m, const int64_t* n,
                  const T* alpha, const T* const* A, const int64_t* A_ld, const T* const* x,
                  const int64_t* incx, const T* beta, T* const* y, const int64_t* incy,
                  int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    const GemvSpec<T> s{Layout(int(layout)), {trans}, m, n, alpha, Mats<const T>::pointers(A), A_ld,
                        Mats<const T>::pointers(x), incx, beta, Mats<T>::pointers(y), incy};
    run_grouped(s, group_count, group_sizes, info, report_mode(info));
}

template <class T>
void gemv_strided(BLAS_Layout layout, BLAS_Trans trans, int64_t m, int64_t n, T alpha, const T* A,
                  int64_t A_ld, int64_t A_stride, const T* x, int64_t incx, int64_t x_stride,
                  T beta, T* y, int64_t incy, int64_t y_stride, int64_t batch_count, int64_t* info) {
    static constexpr int positions[15] = {1, 2, 3, 4, 5, 6, 7, 9, 10, 12, 13, 14, 0, 16, 17};
    static constexpr const char* names[17] = {
        "layout", "trans", "m", "n", "alpha", "A", "A_ld", "A_stride", "x", "incx", "x_stride",
        "beta", "y", "incy", "y_stride", "batch_count", "info"};
    const int64_t ylen = Op(int(trans)) == Op::NoTrans ? m : n;
    const Interface iface{positions, names, vector_stride_ok(y_stride, incy, ylen, batch_count) ? 0 : 15};
    const GemvSpec<T> s{Layout(int(layout)), {&trans}, &m, &n, &alpha,
                        Mats<const T>::strided(A, A_stride), &A_ld,
                        Mats<const T>::strided(x, x_stride), &incx, &beta,
                        Mats<T>::strided(y, y_stride), &incy};
    run_grouped(s, 1, &batch_count, info, report_mode(info), &iface);
}

template <class T, bool Conj>
void ger_batched(BLAS_Layout layout, const int64_t* m, const int64_t* n, const T* alpha,
                 const T* const* x, const int64_t* incx, const T* const* y, const int64_t* incy,
                 T* const* A, const int64_t* A_ld, int64_t group_count, const int64_t* group_sizes,
                 int64_t* info) {
    const GerSpec<T, Conj> s{Layout(int(layout)), m, n, alpha, Mats<const T>::pointers(x), incx,
                             Mats<const T>::pointers(y), incy, Mats<T>::pointers(A), A_ld};
    run_grouped(s, group_count, group_sizes, info, report_mode(info));
}

template <class T, bool Conj>
void ger_strided(BLAS_Layout layout, int64_t m, int64_t n, T alpha, const T* x, int64_t incx,
                 int64_t x_stride, const T* y, int64_t incy, int64_t y_stride, T* A, int64_t A_ld,
                 int64_t A_stride, int64_t batch_count, int64_t* info) {
    static constexpr int positions[13] = {1, 2, 3, 4, 5, 6, 8, 9, 11, 12, 0, 14, 15};
    static constexpr const char* names[15] = {
        "layout", "m", "n", "alpha", "x", "incx", "x_stride", "y", "incy", "y_stride", "A",
        "A_ld", "A_stride", "batch_count", "info"};
    const Layout L = Layout(int(layout));
    const Interface iface{positions, names, output_stride_ok(A_stride, L, A_ld, m, n, batch_count) ? 0 : 13};
    const GerSpec<T, Conj> s{L, &m, &n, &alpha, Mats<const T>::strided(x, x_stride), &incx,
                             Mats<const T>::strided(y, y_stride), &incy,
                             Mats<T>::strided(A, A_stride), &A_ld};
    run_grouped(s, 1, &batch_count, info, report_mode(info), &iface);
}

template <class T, bool Herm>
void symv_batched(BLAS_Layout layout, const BLAS_Uplo* uplo, const int64_t* n, const T* alpha,
                  const T* const* A, const int64_t* A_ld, const T* const* x, const int64_t* incx,
                  const T* beta, T* const* y, const int64_t* incy, int64_t group_count,
                  const int64_t* group_sizes, int64_t* info) {
    const SymvSpec<T, Herm> s{Layout(int(layout)), {uplo}, n, alpha, Mats<const T>::pointers(A),
                              A_ld, Mats<const T>::pointers(x), incx, beta, Mats<T>::pointers(y), incy};
    run_grouped(s, group_count, group_sizes, info, report_mode(info));
}

template <class T, bool Herm>
void symv_strided(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, T alpha, const T* A, int64_t A_ld,
                  int64_t A_stride, const T* x, int64_t incx, int64_t x_stride, T beta, T* y,
                  int64_t incy, int64_t y_stride, int64_t batch_count, int64_t* info) {
    static constexpr int positions[14] = {1, 2, 3, 4, 5, 6, 8, 9, 11, 12, 13, 0, 15, 16};
    static constexpr const char* names[16] = {
        "layout", "uplo", "n", "alpha", "A", "A_ld", "A_stride", "x", "incx", "x_stride", "beta",
        "y", "incy", "y_stride", "batch_count", "info"};
    const Interface iface{positions, names, vector_stride_ok(y_stride, incy, n, batch_count) ? 0 : 14};
    const SymvSpec<T, Herm> s{Layout(int(layout)), {&uplo}, &n, &alpha,
                              Mats<const T>::strided(A, A_stride), &A_ld,
                              Mats<const T>::strided(x, x_stride), &incx, &beta,
                              Mats<T>::strided(y, y_stride), &incy};
    run_grouped(s, 1, &batch_count, info, report_mode(info), &iface);
}

template <class T, bool Solve>
void trxv_batched(BLAS_Layout layout, const BLAS_Uplo* uplo, const BLAS_Trans* trans,
                  const BLAS_Diag* diag, const int64_t* n, const T* const* A, const int64_t* A_ld,
                  T* const* x, const int64_t* incx, int64_t group_count,
                  const int64_t* group_sizes, int64_t* info) {
    const TrxvSpec<T, Solve> s{Layout(int(layout)), {uplo}, {trans}, {diag}, n,
                               Mats<const T>::pointers(A), A_ld, Mats<T>::pointers(x), incx};
    run_grouped(s, group_count, group_sizes, info, report_mode(info));
}

template <class T, bool Solve>
void trxv_strided(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, BLAS_Diag diag, int64_t n,
                  const T* A, int64_t A_ld, int64_t A_stride, T* x, int64_t incx, int64_t x_stride,
                  int64_t batch_count, int64_t* info) {
    static constexpr int positions[12] = {1, 2, 3, 4, 5, 6, 7, 9, 10, 0, 12, 13};
    static constexpr const char* names[13] = {
        "layout", "uplo", "trans", "diag", "n", "A", "A_ld", "A_stride", "x", "incx", "x_stride",
        "batch_count", "info"};
    const Interface iface{positions, names, vector_stride_ok(x_stride, incx, n, batch_count) ? 0 : 11};
    const TrxvSpec<T, Solve> s{Layout(int(layout)), {&uplo}, {&trans}, {&diag}, &n,
                               Mats<const T>::strided(A, A_stride), &A_ld,
                               Mats<T>::strided(x, x_stride), &incx};
    run_grouped(s, 1, &batch_count, info, report_mode(info), &iface);
}

}  // namespace bblas::impl
