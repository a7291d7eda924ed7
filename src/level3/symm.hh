// symm and hemm: C = alpha * A * B + beta * C (Left) or alpha * B * A + beta * C (Right) with A
// symmetric or Hermitian (only its uplo triangle stored). The kernel is gemm's, reading A
// through a symmetric view. hemm on real types is symm.
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
#include "tasks/symm.hh"

namespace bblas::impl {

inline constexpr ArgList kSymmArgs{"layout", "side",        "uplo",        "m",    "n",    "alpha",
                                   "A",      "A_ld",        "B",           "B_ld", "beta", "C",
                                   "C_ld",   "group_count", "group_sizes", "info"};

// T: the matrices' type; the scalars are compute_t<T> (single precision for half storage, which
// is checked as single precision and planned as the single-precision group would be).
template <class T, bool Herm>
struct SymmSpec {
    using S = compute_t<T>;
    static constexpr const char* name = Herm ? "hemm" : "symm";
    static constexpr auto args = spec_args<T>(kSymmArgs);

    Layout layout;
    EnumArray<Side> side;
    EnumArray<Uplo> uplo;
    const int64_t *m, *n;
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
        if (!valid_at(side, g)) return {args["side"]};
        if (!valid_at(uplo, g)) return {args["uplo"]};
        if (!nonneg_at(m, g)) return {args["m"]};
        if (!nonneg_at(n, g)) return {args["n"]};
        if (!alpha) return {args["alpha"]};
        const int64_t M = m[g], N = n[g], order = side[g] == Side::Left ? M : N;
        const bool reads_ab = M > 0 && N > 0 && alpha[g] != S(0);
        const GroupChecks c{g, p, size, layout, scan};
        if (Fault f = c.matrix(A, A_ld, reads_ab, args["A"], order, order)) return f;
        if (Fault f = c.matrix(B, B_ld, reads_ab, args["B"], M, N)) return f;
        if (!beta) return {args["beta"]};
        return c.output(C, C_ld, !symm_noop(M, N, alpha[g], beta[g]), args["C"], M, N);
    }

    // the per-group arrays (run detection, core/grouped.hh)
    auto group_arrays() const { return std::tuple{side, uplo, m, n, alpha, A_ld, B_ld, beta, C_ld}; }

    // Group g's matrices [p, p + size) as the column-major problem, before planning: the CPU's
    // task and the GPU library's kernels (cuda/symm.cc) start from it.
    SymmTask<T, Herm> oriented(int64_t g, int64_t p, int64_t size) const {
        SymmTask<T, Herm> t{side[g], uplo[g],     m[g],    n[g],        alpha[g], beta[g], A.offset(p),
                            A_ld[g], B.offset(p), B_ld[g], C.offset(p), C_ld[g],  size};
        if (layout == Layout::RowMajor) {  // C^T = B^T A^T: the other side, A^T's triangle
            t.side = flip(t.side);
            t.uplo = flip(t.uplo);
            std::swap(t.m, t.n);
        }
        return t;
    }

    SymmTask<T, Herm> task(int64_t g, int64_t p, int64_t size) const {
        SymmTask<T, Herm> t = oriented(g, p, size);
        const int64_t o = t.order();
        const bool vendor =
            vendor_pays(o * t.m * t.n, vendor_min<S>(tuning().symm), t.m, t.n, o, t.lda, t.ldb, t.ldc);
        t.path = plan_path<S>(t.alpha != S(0), vendor, std::max(t.m, t.n), t.count, t.C.is_interleaved());
        return t;
    }
};

template <class T, bool Herm, class Run = RunOnCpu>
void symm_batched(BLAS_Layout layout, const BLAS_Side* side, const BLAS_Uplo* uplo, const int64_t* m,
                  const int64_t* n, const compute_t<T>* alpha, const T* const* A, const int64_t* A_ld,
                  const T* const* B, const int64_t* B_ld, const compute_t<T>* beta, T* const* C,
                  const int64_t* C_ld, int64_t group_count, const int64_t* group_sizes, int64_t* info,
                  Run run = {}) {
    const SymmSpec<T, Herm> s{Layout(int(layout)),
                              {side},
                              {uplo},
                              m,
                              n,
                              alpha,
                              Mats<const T>::pointers(A),
                              A_ld,
                              Mats<const T>::pointers(B),
                              B_ld,
                              beta,
                              Mats<T>::pointers(C),
                              C_ld};
    run(s, group_count, group_sizes, info, nullptr);
}

// The C interface on interleaved arrays (BLAS_symm/hemm_batched_interleaved_*): one group.
template <class T, bool Herm, class Run = RunOnCpu>
void symm_interleaved(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n,
                      compute_t<T> alpha, const real_t<T>* A, const real_t<T>* B, compute_t<T> beta,
                      real_t<T>* C, int64_t count, int64_t block, int64_t* info, Run run = {}) {
    using F = FaceArgs<kSymmArgs, Face::Interleaved>;
    const Interface iface{F::positions, F::names.span(), block_ok<T>(block) ? 0 : F::at("block")};
    const Layout L = Layout(int(layout));
    const int64_t w = block_or_default<T>(block);
    const int64_t o = Side(int(side)) == Side::Left ? m : n, ld = stored_ld(L, m, n);
    const SymmSpec<T, Herm> s{L,
                              {&side},
                              {&uplo},
                              &m,
                              &n,
                              &alpha,
                              interleaved_operand<const T>(A, o, o, w),
                              &o,
                              interleaved_operand<const T>(B, m, n, w),
                              &ld,
                              &beta,
                              interleaved_operand<T>(C, m, n, w),
                              &ld};
    run(s, 1, &count, info, &iface);
}

// The strided C interface (BLAS_symm/hemm_batched_strided_*): one group of batch_count problems,
// matrix i of X at X + i * X_stride (core/strided_args.hh for the stride rules).
template <class T, bool Herm, class Run = RunOnCpu>
void symm_strided(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n,
                  compute_t<T> alpha, const T* A, int64_t A_ld, int64_t A_stride, const T* B, int64_t B_ld,
                  int64_t B_stride, compute_t<T> beta, T* C, int64_t C_ld, int64_t C_stride,
                  int64_t batch_count, int64_t* info, Run run = {}) {
    using F = FaceArgs<kSymmArgs, Face::Strided>;
    const Layout L = Layout(int(layout));
    const Interface iface{F::positions, F::names.span(),
                          output_stride_ok(C_stride, L, C_ld, m, n, batch_count) ? 0 : F::at("C_stride")};
    const SymmSpec<T, Herm> s{L,
                              {&side},
                              {&uplo},
                              &m,
                              &n,
                              &alpha,
                              Mats<const T>::strided(A, A_stride),
                              &A_ld,
                              Mats<const T>::strided(B, B_stride),
                              &B_ld,
                              &beta,
                              Mats<T>::strided(C, C_stride),
                              &C_ld};
    run(s, 1, &batch_count, info, &iface);
}

}  // namespace bblas::impl
