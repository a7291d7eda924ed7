// gemm: C = alpha * op(A) * op(B) + beta * C. The group's checks (GemmSpec::check), its
// column-major form (GemmTask) and the C entry's implementation, shared by every interface.
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

// netlib's quick return: C is neither read nor written
template <class T>
inline bool gemm_noop(int64_t m, int64_t n, int64_t k, T alpha, T beta) {
    return m == 0 || n == 0 || ((alpha == T(0) || k == 0) && beta == T(1));
}

// One group, folded to column-major.
template <class T>
struct GemmTask {
    Op ta, tb;
    int64_t m, n, k;
    T alpha, beta;
    Mats<const T> A;
    int64_t lda;
    Mats<const T> B;
    int64_t ldb;
    Mats<T> C;
    int64_t ldc;
    int64_t count;
    Path path = Path::Direct;

    bool empty() const { return gemm_noop(m, n, k, alpha, beta); }
    int64_t cost() const { return gemm_cost(m, n, k); }
    bool uses_vendor() const { return path == Path::Vendor; }
    int64_t granule() const { return path_granule(path, C); }
    void run(int64_t lo, int64_t hi) const { run_task(*this, lo, hi); }
};

template <class T>
struct GemmSpec {
    static constexpr const char* name = "gemm";
    static constexpr std::array<const char*, 17> args{
        "layout", "transA", "transB", "m", "n", "k", "alpha", "A", "A_ld", "B", "B_ld", "beta",
        "C", "C_ld", "group_count", "group_sizes", "info"};

    Layout layout;
    EnumArray<Op> transA, transB;
    const int64_t *m, *n, *k;
    const T* alpha;
    Mats<const T> A;
    const int64_t* A_ld;
    Mats<const T> B;
    const int64_t* B_ld;
    const T* beta;
    Mats<T> C;
    const int64_t* C_ld;

    Fault check(int64_t g, int64_t p, int64_t size, bool scan) const {
        if (!valid(layout)) return {1};
        if (!valid_at(transA, g)) return {2};
        if (!valid_at(transB, g)) return {3};
        if (!nonneg_at(m, g)) return {4};
        if (!nonneg_at(n, g)) return {5};
        if (!nonneg_at(k, g)) return {6};
        if (!alpha) return {7};
        const int64_t M = m[g], N = n[g], K = k[g];
        const bool ta = transA[g] != Op::NoTrans, tb = transB[g] != Op::NoTrans;
        const bool reads_ab = M > 0 && N > 0 && K > 0 && alpha[g] != T(0);
        const GroupChecks c{g, p, size, layout, scan};
        if (Fault f = c.matrix(A, A_ld, reads_ab, 8, ta ? K : M, ta ? M : K)) return f;
        if (Fault f = c.matrix(B, B_ld, reads_ab, 10, tb ? N : K, tb ? K : N)) return f;
        if (!beta) return {12};
        return c.matrix(C, C_ld, !gemm_noop(M, N, K, alpha[g], beta[g]), 13, M, N);
    }

    GemmTask<T> task(int64_t g, int64_t p, int64_t size) const {
        GemmTask<T> t{transA[g], transB[g], m[g], n[g], k[g], alpha[g], beta[g], A.offset(p),
                      A_ld[g], B.offset(p), B_ld[g], C.offset(p), C_ld[g], size};
        if (layout == Layout::RowMajor) {  // C^T = op(B)^T op(A)^T
            std::swap(t.ta, t.tb);
            std::swap(t.m, t.n);
            std::swap(t.A, t.B);
            std::swap(t.lda, t.ldb);
        }
        const bool product = t.alpha != T(0) && t.k > 0, container = t.C.is_interleaved();
        if (product && !container && columns_pay<T>(t.ta, t.m, t.n, t.k)) {
            t.path = Path::Direct;  // the column kernels
        } else {
            const bool vendor = vendor_pays(t.m * t.n * t.k, vendor_min<T>(kVendorGemm), t.m, t.n,
                                            t.k, t.lda, t.ldb, t.ldc);
            t.path = plan_path<T>(product, vendor, std::max({t.m, t.n, t.k}), t.count, container);
        }
        return t;
    }
};

template <class T>
void gemm_batched(BLAS_Layout layout, const BLAS_Trans* transA, const BLAS_Trans* transB,
                  const int64_t* m, const int64_t* n, const int64_t* k, const T* alpha,
                  const T* const* A, const int64_t* A_ld, const T* const* B, const int64_t* B_ld,
                  const T* beta, T* const* C, const int64_t* C_ld, int64_t group_count,
                  const int64_t* group_sizes, int64_t* info) {
    const GemmSpec<T> s{Layout(int(layout)), {transA}, {transB}, m, n, k, alpha,
                        Mats<const T>::pointers(A), A_ld, Mats<const T>::pointers(B), B_ld,
                        beta, Mats<T>::pointers(C), C_ld};
    run_grouped(s, group_count, group_sizes, info, report_mode(info));
}

// The C interface on interleaved arrays (BLAS_gemm_batched_interleaved_*): one group.
template <class T>
void gemm_interleaved(BLAS_Layout layout, BLAS_Trans transA, BLAS_Trans transB, int64_t m,
                      int64_t n, int64_t k, T alpha, const real_t<T>* A, const real_t<T>* B,
                      T beta, real_t<T>* C, int64_t count, int64_t block, int64_t* info) {
    static constexpr int positions[17] = {1, 2, 3, 4, 5, 6, 7, 8, 0, 9, 0, 10, 11, 0, 0, 12, 14};
    static constexpr const char* names[14] = {"layout", "transA", "transB", "m", "n", "k", "alpha",
                                              "A", "B", "beta", "C", "count", "block", "info"};
    const Interface iface{positions, names, block_ok<T>(block) ? 0 : 13};
    const Layout L = Layout(int(layout));
    const int64_t w = block_or_default<T>(block);
    const bool ta = Op(int(transA)) != Op::NoTrans, tb = Op(int(transB)) != Op::NoTrans;
    const int64_t ra = ta ? k : m, ca = ta ? m : k, rb = tb ? n : k, cb = tb ? k : n;
    const int64_t lda = stored_ld(L, ra, ca), ldb = stored_ld(L, rb, cb), ldc = stored_ld(L, m, n);
    const GemmSpec<T> s{L, {&transA}, {&transB}, &m, &n, &k, &alpha,
                        interleaved_operand<const T>(A, ra, ca, w), &lda,
                        interleaved_operand<const T>(B, rb, cb, w), &ldb, &beta,
                        interleaved_operand<T>(C, m, n, w), &ldc};
    run_grouped(s, 1, &count, info, report_mode(info), &iface);
}

// The strided C interface (BLAS_gemm_batched_strided_*): one group of batch_count problems,
// matrix i of X at X + i * X_stride (core/strided_args.hh for the stride rules).
template <class T>
void gemm_strided(BLAS_Layout layout, BLAS_Trans transA, BLAS_Trans transB, int64_t m, int64_t n,
                  int64_t k, T alpha, const T* A, int64_t A_ld, int64_t A_stride, const T* B,
                  int64_t B_ld, int64_t B_stride, T beta, T* C, int64_t C_ld, int64_t C_stride,
                  int64_t batch_count, int64_t* info) {
    static constexpr int positions[17] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 14, 15, 16, 0, 18, 19};
    static constexpr const char* names[19] = {
        "layout", "transA", "transB", "m", "n", "k", "alpha", "A", "A_ld", "A_stride", "B", "B_ld",
        "B_stride", "beta", "C", "C_ld", "C_stride", "batch_count", "info"};
    const Layout L = Layout(int(layout));
    const Interface iface{positions, names, output_stride_ok(C_stride, L, C_ld, m, n, batch_count) ? 0 : 17};
    const GemmSpec<T> s{L, {&transA}, {&transB}, &m, &n, &k, &alpha,
                        Mats<const T>::strided(A, A_stride), &A_ld,
                        Mats<const T>::strided(B, B_stride), &B_ld, &beta,
                        Mats<T>::strided(C, C_stride), &C_ld};
    run_grouped(s, 1, &batch_count, info, report_mode(info), &iface);
}

}  // namespace bblas::impl
