// gemm: C = alpha * op(A) * op(B) + beta * C. The group's checks (GemmSpec::check), its
// planning into a task (tasks/gemm.hh) and the C entries' implementation, shared by every
// interface.
#pragma once

#include <algorithm>
#include <array>
#include <tuple>
#include <utility>

#include "bblas.h"
#include "core/args.hh"
#include "core/check.hh"
#include "core/grouped.hh"
#include "core/half.hh"
#include "core/interleaved_args.hh"
#include "core/plan.hh"
#include "core/strided_args.hh"
#include "tasks/gemm.hh"

namespace bblas::impl {

inline constexpr ArgList kGemmArgs{"layout", "transA", "transB",      "m",           "n",    "k",
                                   "alpha",  "A",      "A_ld",        "B",           "B_ld", "beta",
                                   "C",      "C_ld",   "group_count", "group_sizes", "info"};

// T: the matrices' type; the scalars are compute_t<T> (single precision for half storage, which
// is checked as single precision and planned as the single-precision group would be).
template <class T>
struct GemmSpec {
    using S = compute_t<T>;
    static constexpr const char* name = "gemm";
    static constexpr auto args = spec_args<T>(kGemmArgs);

    Layout layout;
    EnumArray<Op> transA, transB;
    const int64_t *m, *n, *k;
    const S* alpha;
    Mats<const T> A;
    const int64_t* A_ld;
    Mats<const T> B;
    const int64_t* B_ld;
    const S* beta;
    Mats<T> C;
    const int64_t* C_ld;

    Fault check(int64_t g, int64_t p, int64_t size, bool scan) const {
        if (!valid(layout)) return {args["layout"]};
        if (!valid_at(transA, g)) return {args["transA"]};
        if (!valid_at(transB, g)) return {args["transB"]};
        if (!nonneg_at(m, g)) return {args["m"]};
        if (!nonneg_at(n, g)) return {args["n"]};
        if (!nonneg_at(k, g)) return {args["k"]};
        if (!alpha) return {args["alpha"]};
        const int64_t M = m[g], N = n[g], K = k[g];
        const bool ta = transA[g] != Op::NoTrans, tb = transB[g] != Op::NoTrans;
        const bool reads_ab = M > 0 && N > 0 && K > 0 && alpha[g] != S(0);
        const GroupChecks c{g, p, size, layout, scan};
        if (Fault f = c.matrix(A, A_ld, reads_ab, args["A"], ta ? K : M, ta ? M : K)) return f;
        if (Fault f = c.matrix(B, B_ld, reads_ab, args["B"], tb ? N : K, tb ? K : N)) return f;
        if (!beta) return {args["beta"]};
        return c.output(C, C_ld, !gemm_noop(M, N, K, alpha[g], beta[g]), args["C"], M, N);
    }

    // the per-group arrays (run detection, core/grouped.hh)
    auto group_arrays() const { return std::tuple{transA, transB, m, n, k, alpha, A_ld, B_ld, beta, C_ld}; }

    // Group g's matrices [p, p + size) as the column-major problem, before planning: the CPU's
    // task and the GPU library's interleaved form (cuda/level3_plan.hh) start from it.
    GemmTask<T> oriented(int64_t g, int64_t p, int64_t size) const {
        GemmTask<T> t{transA[g],   transB[g], m[g],        n[g],    k[g],        alpha[g], beta[g],
                      A.offset(p), A_ld[g],   B.offset(p), B_ld[g], C.offset(p), C_ld[g],  size};
        if (layout == Layout::RowMajor) {  // C^T = op(B)^T op(A)^T
            std::swap(t.ta, t.tb);
            std::swap(t.m, t.n);
            std::swap(t.A, t.B);
            std::swap(t.lda, t.ldb);
        }
        return t;
    }

    GemmTask<T> task(int64_t g, int64_t p, int64_t size) const {
        GemmTask<T> t = oriented(g, p, size);
        // netlib: k = 0 leaves C = beta C exactly, as alpha = 0 does (beta C + alpha 0 loses -0); from
        // here on "alpha != 0" means a product
        if (t.k == 0) t.alpha = 0;
        const bool product = t.alpha != S(0), container = t.C.is_interleaved();
        if (product && !container && columns_pay<T>(t.ta, t.m, t.n, t.k)) {
            t.path = Path::Columns;
        } else {
            // Where the column kernels fit but lose to OpenBLAS, their crossover hands the group
            // to it: that is what it measured (the interleaved kernels, whose own crossover may
            // be higher, ran 0.5-0.8x the loop there: dgemm 16 and 24 on Emerald Rapids).
            const Crossover& hand_over = columns_fit<T>(t.ta, t.m) ? tuning().gemm_columns : tuning().gemm;
            const bool vendor =
                vendor_pays(t.m * t.n * t.k, vendor_min<S>(hand_over), t.m, t.n, t.k, t.lda, t.ldb, t.ldc);
            t.path = plan_path<S>(product, vendor, std::max({t.m, t.n, t.k}), t.count, container);
        }
        return t;
    }
};

// The group interface's Spec on the caller's arrays: the CPU library's and the GPU library's
// (cuda/gemm.cc), so that both check alike.
template <class T>
GemmSpec<T> gemm_group_spec(BLAS_Layout layout, const BLAS_Trans* transA, const BLAS_Trans* transB,
                            const int64_t* m, const int64_t* n, const int64_t* k, const compute_t<T>* alpha,
                            const T* const* A, const int64_t* A_ld, const T* const* B, const int64_t* B_ld,
                            const compute_t<T>* beta, T* const* C, const int64_t* C_ld) {
    return {Layout(int(layout)),
            {transA},
            {transB},
            m,
            n,
            k,
            alpha,
            Mats<const T>::pointers(A),
            A_ld,
            Mats<const T>::pointers(B),
            B_ld,
            beta,
            Mats<T>::pointers(C),
            C_ld};
}

template <class T>
void gemm_batched(BLAS_Layout layout, const BLAS_Trans* transA, const BLAS_Trans* transB, const int64_t* m,
                  const int64_t* n, const int64_t* k, const compute_t<T>* alpha, const T* const* A,
                  const int64_t* A_ld, const T* const* B, const int64_t* B_ld, const compute_t<T>* beta,
                  T* const* C, const int64_t* C_ld, int64_t group_count, const int64_t* group_sizes,
                  int64_t* info) {
    run_grouped(gemm_group_spec<T>(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld),
                group_count, group_sizes, info, report_mode(info));
}

// The C interface on interleaved arrays (BLAS_gemm_batched_interleaved_*): one group.
template <class T, class Run = RunOnCpu>
void gemm_interleaved(BLAS_Layout layout, BLAS_Trans transA, BLAS_Trans transB, int64_t m, int64_t n,
                      int64_t k, compute_t<T> alpha, const real_t<T>* A, const real_t<T>* B,
                      compute_t<T> beta, real_t<T>* C, int64_t count, int64_t block, int64_t* info,
                      Run run = {}) {
    using F = FaceArgs<kGemmArgs, Face::Interleaved>;
    const Interface iface{F::positions, F::names.span(), block_ok<T>(block) ? 0 : F::at("block")};
    const Layout L = Layout(int(layout));
    const int64_t w = block_or_default<T>(block);
    const bool ta = Op(int(transA)) != Op::NoTrans, tb = Op(int(transB)) != Op::NoTrans;
    const int64_t ra = ta ? k : m, ca = ta ? m : k, rb = tb ? n : k, cb = tb ? k : n;
    const int64_t lda = stored_ld(L, ra, ca), ldb = stored_ld(L, rb, cb), ldc = stored_ld(L, m, n);
    const GemmSpec<T> s{L,
                        {&transA},
                        {&transB},
                        &m,
                        &n,
                        &k,
                        &alpha,
                        interleaved_operand<const T>(A, ra, ca, w),
                        &lda,
                        interleaved_operand<const T>(B, rb, cb, w),
                        &ldb,
                        &beta,
                        interleaved_operand<T>(C, m, n, w),
                        &ldc};
    run(s, 1, &count, info, &iface);
}

// The strided interface's one group (matrix i of X at X + i * X_stride, core/strided_args.hh for
// the stride rules): its Spec, pointing at the caller's arguments (which outlive it), and its
// Interface (argument positions, the C_stride check). The CPU library's and the GPU library's.
template <class T>
GemmSpec<T> gemm_strided_spec(BLAS_Layout layout, const BLAS_Trans& transA, const BLAS_Trans& transB,
                              const int64_t& m, const int64_t& n, const int64_t& k, const compute_t<T>& alpha,
                              const T* A, const int64_t& A_ld, int64_t A_stride, const T* B,
                              const int64_t& B_ld, int64_t B_stride, const compute_t<T>& beta, T* C,
                              const int64_t& C_ld, int64_t C_stride) {
    return {Layout(int(layout)),
            {&transA},
            {&transB},
            &m,
            &n,
            &k,
            &alpha,
            Mats<const T>::strided(A, A_stride),
            &A_ld,
            Mats<const T>::strided(B, B_stride),
            &B_ld,
            &beta,
            Mats<T>::strided(C, C_stride),
            &C_ld};
}
using GemmStridedArgs = FaceArgs<kGemmArgs, Face::Strided>;
inline Interface gemm_strided_interface(BLAS_Layout layout, int64_t m, int64_t n, int64_t C_ld,
                                        int64_t C_stride, int64_t batch_count) {
    using F = GemmStridedArgs;
    const bool ok = output_stride_ok(C_stride, Layout(int(layout)), C_ld, m, n, batch_count);
    return {F::positions, F::names.span(), ok ? 0 : F::at("C_stride")};
}

template <class T>
void gemm_strided(BLAS_Layout layout, BLAS_Trans transA, BLAS_Trans transB, int64_t m, int64_t n, int64_t k,
                  compute_t<T> alpha, const T* A, int64_t A_ld, int64_t A_stride, const T* B, int64_t B_ld,
                  int64_t B_stride, compute_t<T> beta, T* C, int64_t C_ld, int64_t C_stride,
                  int64_t batch_count, int64_t* info) {
    const Interface iface = gemm_strided_interface(layout, m, n, C_ld, C_stride, batch_count);
    run_grouped(gemm_strided_spec<T>(layout, transA, transB, m, n, k, alpha, A, A_ld, A_stride, B, B_ld,
                                     B_stride, beta, C, C_ld, C_stride),
                1, &batch_count, info, report_mode(info), &iface);
}

}  // namespace bblas::impl
