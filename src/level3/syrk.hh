// syrk and herk: the uplo triangle of C = alpha * op(A) * op(A)^T + beta * C (syrk) or with
// op(A)^H and real alpha, beta (herk, complex only; C's diagonal stays real).
#pragma once

#include <algorithm>
#include <array>
#include <tuple>
#include <type_traits>

#include "bblas.h"
#include "core/args.hh"
#include "core/check.hh"
#include "core/grouped.hh"
#include "core/half.hh"
#include "core/interleaved_args.hh"
#include "core/plan.hh"
#include "core/strided_args.hh"
#include "tasks/rank.hh"

namespace bblas::impl {

// The transposition a rank update may take: syrk and syr2k NoTrans or Trans (also ConjTrans
// for real types), herk and her2k NoTrans or ConjTrans.
template <class T, bool Herm>
inline bool rank_trans_ok(Op t) {
    if (!valid(t)) return false;
    if constexpr (Herm) return t != Op::Trans;
    else if constexpr (is_complex_v<T>) return t != Op::ConjTrans;
    else return true;
}

// Row-major: C^T is updated with the other transposition.
template <bool Herm>
inline Op rank_flip(Op t) {
    if (t == Op::NoTrans) return Herm ? Op::ConjTrans : Op::Trans;
    return Op::NoTrans;
}

inline constexpr ArgList kSyrkArgs{"layout", "uplo", "trans", "n",    "k",           "alpha",       "A",
                                   "A_ld",   "beta", "C",     "C_ld", "group_count", "group_sizes", "info"};

template <class T, bool Herm>
struct SyrkSpec {
    using S =
        std::conditional_t<Herm, real_t<compute_t<T>>, compute_t<T>>;  // the scalars' type (half: float)
    static constexpr const char* name = Herm ? "herk" : "syrk";
    static constexpr auto args = spec_args<T>(kSyrkArgs);

    Layout layout;
    EnumArray<Uplo> uplo;
    EnumArray<Op> trans;
    const int64_t *n, *k;
    const S* alpha;
    Mats<const T> A;
    const int64_t* A_ld;
    const S* beta;
    Mats<T> C;
    const int64_t* C_ld;

    Fault check(int64_t g, int64_t p, int64_t size, bool scan) const {
        if (!valid(layout)) return {args["layout"]};
        if (!valid_at(uplo, g)) return {args["uplo"]};
        if (trans.null() || !rank_trans_ok<T, Herm>(trans[g])) return {args["trans"]};
        if (!nonneg_at(n, g)) return {args["n"]};
        if (!nonneg_at(k, g)) return {args["k"]};
        if (!alpha) return {args["alpha"]};
        const int64_t N = n[g], K = k[g];
        const bool nt = trans[g] == Op::NoTrans;
        const bool reads_a = N > 0 && K > 0 && alpha[g] != S(0);
        const GroupChecks c{g, p, size, layout, scan};
        if (Fault f = c.matrix(A, A_ld, reads_a, args["A"], nt ? N : K, nt ? K : N)) return f;
        if (!beta) return {args["beta"]};
        return c.output(C, C_ld, !rank_noop(N, K, alpha[g], beta[g]), args["C"], N, N);
    }

    // the per-group arrays (run detection, core/grouped.hh)
    auto group_arrays() const { return std::tuple{uplo, trans, n, k, alpha, A_ld, beta, C_ld}; }

    // Group g's matrices [p, p + size) as the column-major problem, before planning: the CPU's
    // task and the GPU library's kernels (cuda/rank.cc) start from it.
    SyrkTask<T, Herm> oriented(int64_t g, int64_t p, int64_t size) const {
        SyrkTask<T, Herm> t{uplo[g],     trans[g], n[g],        k[g],    alpha[g], beta[g],
                            A.offset(p), A_ld[g],  C.offset(p), C_ld[g], size};
        if (t.trans == Op::ConjTrans && !Herm) t.trans = Op::Trans;  // real syrk
        if (layout == Layout::RowMajor) {
            t.uplo = flip(t.uplo);
            t.trans = rank_flip<Herm>(t.trans);
        }
        return t;
    }

    SyrkTask<T, Herm> task(int64_t g, int64_t p, int64_t size) const {
        SyrkTask<T, Herm> t = oriented(g, p, size);
        // netlib: k = 0 leaves C = beta C exactly, as alpha = 0 does (beta C + alpha 0 loses -0); from
        // here on "alpha != 0" means a product
        if (t.k == 0) t.alpha = 0;
        const bool vendor = vendor_pays(t.n * t.n * t.k, vendor_min<compute_t<T>>(tuning().rank_k), t.n, t.n,
                                        t.k, t.lda, t.ldc, t.ldc);
        t.path = plan_path<compute_t<T>>(t.alpha != S(0), vendor, std::max(t.n, t.k), t.count,
                                         t.C.is_interleaved());
        return t;
    }
};

template <class T, bool Herm, class Run = RunOnCpu>
void syrk_batched(BLAS_Layout layout, const BLAS_Uplo* uplo, const BLAS_Trans* trans, const int64_t* n,
                  const int64_t* k, const typename SyrkSpec<T, Herm>::S* alpha, const T* const* A,
                  const int64_t* A_ld, const typename SyrkSpec<T, Herm>::S* beta, T* const* C,
                  const int64_t* C_ld, int64_t group_count, const int64_t* group_sizes, int64_t* info,
                  Run run = {}) {
    const SyrkSpec<T, Herm> s{
        Layout(int(layout)),  {uplo}, {trans}, n, k, alpha, Mats<const T>::pointers(A), A_ld, beta,
        Mats<T>::pointers(C), C_ld};
    run(s, group_count, group_sizes, info, nullptr);
}

// The C interface on interleaved arrays (BLAS_syrk/herk_batched_interleaved_*): one group.
template <class T, bool Herm, class Run = RunOnCpu>
void syrk_interleaved(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k,
                      std::conditional_t<Herm, real_t<compute_t<T>>, compute_t<T>> alpha, const real_t<T>* A,
                      std::conditional_t<Herm, real_t<compute_t<T>>, compute_t<T>> beta, real_t<T>* C,
                      int64_t count, int64_t block, int64_t* info, Run run = {}) {
    using F = FaceArgs<kSyrkArgs, Face::Interleaved>;
    const Interface iface{F::positions, F::names.span(), block_ok<T>(block) ? 0 : F::at("block")};
    const Layout L = Layout(int(layout));
    const int64_t w = block_or_default<T>(block);
    const bool nt = Op(int(trans)) == Op::NoTrans;
    const int64_t ra = nt ? n : k, ca = nt ? k : n;
    const int64_t lda = stored_ld(L, ra, ca), ldc = n;
    const SyrkSpec<T, Herm> s{L,
                              {&uplo},
                              {&trans},
                              &n,
                              &k,
                              &alpha,
                              interleaved_operand<const T>(A, ra, ca, w),
                              &lda,
                              &beta,
                              interleaved_operand<T>(C, n, n, w),
                              &ldc};
    run(s, 1, &count, info, &iface);
}

// The strided C interface (BLAS_syrk/herk_batched_strided_*): one group of batch_count problems,
// matrix i of X at X + i * X_stride (core/strided_args.hh for the stride rules).
template <class T, bool Herm, class Run = RunOnCpu>
void syrk_strided(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k,
                  typename SyrkSpec<T, Herm>::S alpha, const T* A, int64_t A_ld, int64_t A_stride,
                  typename SyrkSpec<T, Herm>::S beta, T* C, int64_t C_ld, int64_t C_stride,
                  int64_t batch_count, int64_t* info, Run run = {}) {
    using F = FaceArgs<kSyrkArgs, Face::Strided>;
    const Layout L = Layout(int(layout));
    const Interface iface{F::positions, F::names.span(),
                          output_stride_ok(C_stride, L, C_ld, n, n, batch_count) ? 0 : F::at("C_stride")};
    const SyrkSpec<T, Herm> s{L,
                              {&uplo},
                              {&trans},
                              &n,
                              &k,
                              &alpha,
                              Mats<const T>::strided(A, A_stride),
                              &A_ld,
                              &beta,
                              Mats<T>::strided(C, C_stride),
                              &C_ld};
    run(s, 1, &batch_count, info, &iface);
}

}  // namespace bblas::impl
