// trmm (B = alpha * op(A) * B or alpha * B * op(A)) and trsm (the same with op(A)^-1), A
// triangular. Every side and transposition becomes the left-side kernel on views: the right
// side is the transposed problem B^T = alpha * op(A)^T * B^T.
#pragma once

#include <algorithm>
#include <array>
#include <utility>

#include "bblas.h"
#include "core/check.hh"
#include "core/grouped.hh"
#include "core/interleaved_args.hh"
#include "core/plan.hh"
#include "core/strided_args.hh"
#include "kernels/dispatch.hh"

namespace bblas::impl {

template <class T, bool Solve>
struct TrxmTask {
    Side side;
    Uplo uplo;
    Op ta;
    Diag diag;
    int64_t m, n;
    T alpha;
    Mats<const T> A;
    int64_t lda;
    Mats<T> B;
    int64_t ldb;
    int64_t count;
    Path path = Path::Direct;

    int64_t order() const { return side == Side::Left ? m : n; }
    // The triangular column kernels (kernels/triangular_columns.hh) take it: a real type, the
    // left side without transpose, m within trxm_columns_max_rows (at most 64), something to
    // compute (alpha = 0 sets B to zero without reading it), operands in their own storage.
    bool columns() const {
        return !is_complex_v<T> && side == Side::Left && ta == Op::NoTrans && alpha != T(0) &&
               m <= trxm_columns_max_rows<T>() && !B.is_interleaved();
    }
    bool empty() const { return m == 0 || n == 0; }
    int64_t cost() const { return order() * m * n + m * n + kMatrixOverhead; }
    bool uses_vendor() const { return path == Path::Vendor; }
    int64_t granule() const { return path_granule(path, B); }
    void run(int64_t lo, int64_t hi) const { run_task(*this, lo, hi); }
};

template <class T, bool Solve>
struct TrxmSpec {
    static constexpr const char* name = Solve ? "trsm" : "trmm";
    static constexpr std::array<const char*, 15> args{
        "layout", "side", "uplo", "transA", "diag", "m", "n", "alpha", "A", "A_ld", "B", "B_ld",
        "group_count", "group_sizes", "info"};

    Layout layout;
    EnumArray<Side> side;
    EnumArray<Uplo> uplo;
    EnumArray<Op> transA;
    EnumArray<Diag> diag;
    const int64_t *m, *n;
    const T* alpha;
    Mats<const T> A;
    const int64_t* A_ld;
    Mats<T> B;
    const int64_t* B_ld;

    Fault check(int64_t g, int64_t p, int64_t size, bool scan) const {
        if (!valid(layout)) return {1};
        if (!valid_at(side, g)) return {2};
        if (!valid_at(uplo, g)) return {3};
        if (!valid_at(transA, g)) return {4};
        if (!valid_at(diag, g)) return {5};
        if (!nonneg_at(m, g)) return {6};
        if (!nonneg_at(n, g)) return {7};
        if (!alpha) return {8};
        const int64_t M = m[g], N = n[g], order = side[g] == Side::Left ? M : N;
        const bool touches_b = M > 0 && N > 0;
        const bool reads_a = touches_b && alpha[g] != T(0);
        const GroupChecks c{g, p, size, layout, scan};
        if (Fault f = c.matrix(A, A_ld, reads_a, 9, order, order)) return f;
        return c.matrix(B, B_ld, touches_b, 11, M, N);
    }

    TrxmTask<T, Solve> task(int64_t g, int64_t p, int64_t size) const {
        TrxmTask<T, Solve> t{side[g], uplo[g], transA[g], diag[g], m[g], n[g], alpha[g],
                             A.offset(p), A_ld[g], B.offset(p), B_ld[g], size};
        if (layout == Layout::RowMajor) {  // B^T: the other side, A^T's triangle, same op
            t.side = flip(t.side);
            t.uplo = flip(t.uplo);
            std::swap(t.m, t.n);
        }
        if (t.columns()) {
            t.path = Path::Direct;
            return t;
        }
        const int64_t o = t.order();
        const bool vendor = vendor_pays(o * t.m * t.n, vendor_min<T>(Solve ? kVendorTrsm : kVendorTrmm), t.m, t.n, o, t.lda,
                                        t.ldb, t.ldb);
        t.path = plan_path<T>(t.alpha != T(0), vendor, std::max(t.m, t.n), t.count, t.B.is_interleaved());
        return t;
    }
};

template <class T, bool Solve>
void trxm_batched(BLAS_Layout layout, const BLAS_Side* side, const BLAS_Uplo* uplo,
                  const BLAS_Trans* transA, const BLAS_Diag* diag, const int64_t* m,
                  const int64_t* n, const T* alpha, const T* const* A, const int64_t* A_ld,
                  T* const* B, const int64_t* B_ld, int64_t group_count,
                  const int64_t* group_sizes, int64_t* info) {
    const TrxmSpec<T, Solve> s{Layout(int(layout)), {side}, {uplo}, {transA}, {diag}, m, n,
                               alpha, Mats<const T>::pointers(A), A_ld, Mats<T>::pointers(B), B_ld};
    run_grouped(s, group_count, group_sizes, info, report_mode(info));
}

// The C interface on interleaved arrays (BLAS_trmm/trsm_batched_interleaved_*): one group.
template <class T, bool Solve>
void trxm_interleaved(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA,
                      BLAS_Diag diag, int64_t m, int64_t n, T alpha, const real_t<T>* A,
                      real_t<T>* B, int64_t count, int64_t block, int64_t* info) {
    static constexpr int positions[15] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 10, 0, 0, 11, 13};
    static constexpr const char* names[13] = {"layout", "side", "uplo", "transA", "diag", "m", "n",
                                              "alpha", "A", "B", "count", "block", "info"};
    const Interface iface{positions, names, block_ok<T>(block) ? 0 : 12};
    const Layout L = Layout(int(layout));
    const int64_t w = block_or_default<T>(block);
    const int64_t o = Side(int(side)) == Side::Left ? m : n, ldb = stored_ld(L, m, n);
    const TrxmSpec<T, Solve> s{L, {&side}, {&uplo}, {&transA}, {&diag}, &m, &n, &alpha,
                               interleaved_operand<const T>(A, o, o, w), &o,
                               interleaved_operand<T>(B, m, n, w), &ldb};
    run_grouped(s, 1, &count, info, report_mode(info), &iface);
}

// The strided C interface (BLAS_trmm/trsm_batched_strided_*): one group of batch_count problems,
// matrix i of X at X + i * X_stride (core/strided_args.hh for the stride rules).
template <class T, bool Solve>
void trxm_strided(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA,
                  BLAS_Diag diag, int64_t m, int64_t n, T alpha, const T* A, int64_t A_ld,
                  int64_t A_stride, T* B, int64_t B_ld, int64_t B_stride, int64_t batch_count,
                  int64_t* info) {
    static constexpr int positions[15] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13, 0, 15, 16};
    static constexpr const char* names[16] = {
        "layout", "side", "uplo", "transA", "diag", "m", "n", "alpha", "A", "A_ld", "A_stride",
        "B", "B_ld", "B_stride", "batch_count", "info"};
    const Layout L = Layout(int(layout));
    const Interface iface{positions, names, output_stride_ok(B_stride, L, B_ld, m, n, batch_count) ? 0 : 14};
    const TrxmSpec<T, Solve> s{L, {&side}, {&uplo}, {&transA}, {&diag}, &m, &n, &alpha,
                               Mats<const T>::strided(A, A_stride), &A_ld,
                               Mats<T>::strided(B, B_stride), &B_ld};
    run_grouped(s, 1, &batch_count, info, report_mode(info), &iface);
}

}  // namespace bblas::impl
