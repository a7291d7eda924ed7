// trmm (B = alpha * op(A) * B or alpha * B * op(A)) and trsm (the same with op(A)^-1), A
// triangular. Every side and transposition becomes the left-side kernel on views: the right
// side is the transposed problem B^T = alpha * op(A)^T * B^T.
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
#include "tasks/trxm.hh"

namespace bblas::impl {

inline constexpr ArgList kTrxmArgs{"layout", "side", "uplo",        "transA",      "diag",
                                   "m",      "n",    "alpha",       "A",           "A_ld",
                                   "B",      "B_ld", "group_count", "group_sizes", "info"};

// T: the matrices' type; alpha is compute_t<T> (single precision for half storage, which is
// checked as single precision and planned as the single-precision group would be).
template <class T, bool Solve>
struct TrxmSpec {
    using S = compute_t<T>;
    static constexpr const char* name = Solve ? "trsm" : "trmm";
    static constexpr auto args = spec_args<T>(kTrxmArgs);

    Layout layout;
    EnumArray<Side> side;
    EnumArray<Uplo> uplo;
    EnumArray<Op> transA;
    EnumArray<Diag> diag;
    const int64_t *m, *n;
    const S* alpha;
    Mats<const T> A;
    const int64_t* A_ld;
    Mats<T> B;
    const int64_t* B_ld;

    Fault check(int64_t g, int64_t p, int64_t size, bool scan) const {
        if (!valid(layout)) return {args["layout"]};
        if (!valid_at(side, g)) return {args["side"]};
        if (!valid_at(uplo, g)) return {args["uplo"]};
        if (!valid_at(transA, g)) return {args["transA"]};
        if (!valid_at(diag, g)) return {args["diag"]};
        if (!nonneg_at(m, g)) return {args["m"]};
        if (!nonneg_at(n, g)) return {args["n"]};
        if (!alpha) return {args["alpha"]};
        const int64_t M = m[g], N = n[g], order = side[g] == Side::Left ? M : N;
        const bool touches_b = M > 0 && N > 0;
        const bool reads_a = touches_b && alpha[g] != S(0);
        const GroupChecks c{g, p, size, layout, scan};
        if (Fault f = c.matrix(A, A_ld, reads_a, args["A"], order, order)) return f;
        return c.output(B, B_ld, touches_b, args["B"], M, N);
    }

    // the per-group arrays (run detection, core/grouped.hh)
    auto group_arrays() const { return std::tuple{side, uplo, transA, diag, m, n, alpha, A_ld, B_ld}; }

    // Group g's matrices [p, p + size) as the column-major problem, before planning: the CPU's
    // task and the GPU library's kernels (cuda/trxm.cc) start from it.
    TrxmTask<T, Solve> oriented(int64_t g, int64_t p, int64_t size) const {
        TrxmTask<T, Solve> t{side[g],  uplo[g],     transA[g], diag[g],     m[g],    n[g],
                             alpha[g], A.offset(p), A_ld[g],   B.offset(p), B_ld[g], size};
        if (layout == Layout::RowMajor) {  // B^T: the other side, A^T's triangle, same op
            t.side = flip(t.side);
            t.uplo = flip(t.uplo);
            std::swap(t.m, t.n);
        }
        return t;
    }

    TrxmTask<T, Solve> task(int64_t g, int64_t p, int64_t size) const {
        TrxmTask<T, Solve> t = oriented(g, p, size);
        if (trxm_columns_pay(t)) {
            t.path = Path::Columns;
            return t;
        }
        const int64_t o = t.order();
        const bool vendor = vendor_pays(o * t.m * t.n, vendor_min<S>(Solve ? tuning().trsm : tuning().trmm),
                                        t.m, t.n, o, t.lda, t.ldb, t.ldb);
        t.path = plan_path<S>(t.alpha != S(0), vendor, std::max(t.m, t.n), t.count, t.B.is_interleaved());
        return t;
    }
};

template <class T, bool Solve, class Run = RunOnCpu>
void trxm_batched(BLAS_Layout layout, const BLAS_Side* side, const BLAS_Uplo* uplo, const BLAS_Trans* transA,
                  const BLAS_Diag* diag, const int64_t* m, const int64_t* n, const compute_t<T>* alpha,
                  const T* const* A, const int64_t* A_ld, T* const* B, const int64_t* B_ld,
                  int64_t group_count, const int64_t* group_sizes, int64_t* info, Run run = {}) {
    const TrxmSpec<T, Solve> s{
        Layout(int(layout)),  {side}, {uplo}, {transA}, {diag}, m, n, alpha, Mats<const T>::pointers(A), A_ld,
        Mats<T>::pointers(B), B_ld};
    run(s, group_count, group_sizes, info, nullptr);
}

// The C interface on interleaved arrays (BLAS_trmm/trsm_batched_interleaved_*): one group.
template <class T, bool Solve, class Run = RunOnCpu>
void trxm_interleaved(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag,
                      int64_t m, int64_t n, compute_t<T> alpha, const real_t<T>* A, real_t<T>* B,
                      int64_t count, int64_t block, int64_t* info, Run run = {}) {
    using F = FaceArgs<kTrxmArgs, Face::Interleaved>;
    const Interface iface{F::positions, F::names.span(), block_ok<T>(block) ? 0 : F::at("block")};
    const Layout L = Layout(int(layout));
    const int64_t w = block_or_default<T>(block);
    const int64_t o = Side(int(side)) == Side::Left ? m : n, ldb = stored_ld(L, m, n);
    const TrxmSpec<T, Solve> s{L,
                               {&side},
                               {&uplo},
                               {&transA},
                               {&diag},
                               &m,
                               &n,
                               &alpha,
                               interleaved_operand<const T>(A, o, o, w),
                               &o,
                               interleaved_operand<T>(B, m, n, w),
                               &ldb};
    run(s, 1, &count, info, &iface);
}

// The strided C interface (BLAS_trmm/trsm_batched_strided_*): one group of batch_count problems,
// matrix i of X at X + i * X_stride (core/strided_args.hh for the stride rules).
template <class T, bool Solve, class Run = RunOnCpu>
void trxm_strided(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag,
                  int64_t m, int64_t n, compute_t<T> alpha, const T* A, int64_t A_ld, int64_t A_stride, T* B,
                  int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t* info, Run run = {}) {
    using F = FaceArgs<kTrxmArgs, Face::Strided>;
    const Layout L = Layout(int(layout));
    const Interface iface{F::positions, F::names.span(),
                          output_stride_ok(B_stride, L, B_ld, m, n, batch_count) ? 0 : F::at("B_stride")};
    const TrxmSpec<T, Solve> s{L,
                               {&side},
                               {&uplo},
                               {&transA},
                               {&diag},
                               &m,
                               &n,
                               &alpha,
                               Mats<const T>::strided(A, A_stride),
                               &A_ld,
                               Mats<T>::strided(B, B_stride),
                               &B_ld};
    run(s, 1, &batch_count, info, &iface);
}

}  // namespace bblas::impl
