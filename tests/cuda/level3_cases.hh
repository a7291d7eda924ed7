// What the GPU library's Level-3 suites (test_cuda_level3.cc, test_cuda_interleaved.cc) share:
// the routines and their option combinations; a problem's scalars, operands and references (the
// error bound of tests/harness.hh for every routine, trsm's backward error); and both libraries'
// C entries side by side (the CPU's and the GPU's, which takes the same arguments and then the
// queue), chosen by type.
#pragma once

#include <bblas_cuda.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <limits>
#include <sstream>
#include <string>
#include <type_traits>
#include <vector>

#include <gtest/gtest.h>

#include "harness.hh"

namespace bt {

// ----------------------------------------------------------------------------------------------
// The routines and their options

enum class Rt { Gemm, Symm, Hemm, Syrk, Herk, Syr2k, Her2k, Trmm, Trsm };
inline const char* rt_name(Rt r) {
    static const char* n[] = {"gemm", "symm", "hemm", "syrk", "herk", "syr2k", "her2k", "trmm", "trsm"};
    return n[int(r)];
}
inline bool is_tr(Rt r) { return r == Rt::Trmm || r == Rt::Trsm; }
inline bool is_rank(Rt r) { return r == Rt::Syrk || r == Rt::Herk || r == Rt::Syr2k || r == Rt::Her2k; }
inline bool two(Rt r) { return r == Rt::Syr2k || r == Rt::Her2k; }
inline bool herm(Rt r) { return r == Rt::Hemm || r == Rt::Herk || r == Rt::Her2k; }
// B is an input of its own (trmm's and trsm's B is their output: the suites keep it as C)
inline bool has_b(Rt r) { return r == Rt::Gemm || r == Rt::Symm || r == Rt::Hemm || two(r); }

// The routines of type T (herk and her2k are complex only; hemm on real types is symm), gemm
// among them where with_gemm.
template <class T>
std::vector<Rt> routines(bool with_gemm) {
    std::vector<Rt> v;
    if (with_gemm) v.push_back(Rt::Gemm);
    for (Rt r : {Rt::Symm, Rt::Hemm, Rt::Syrk, Rt::Herk, Rt::Syr2k, Rt::Her2k, Rt::Trmm, Rt::Trsm})
        if (is_complex_v<T> || (r != Rt::Herk && r != Rt::Her2k)) v.push_back(r);
    return v;
}

// trans: gemm's transA, the rank updates' trans, trmm's and trsm's transA
struct Opts {
    BLAS_Side side = BlasLeft;
    BLAS_Uplo uplo = BlasUpper;
    BLAS_Trans trans = BlasNoTrans, transB = BlasNoTrans;
    BLAS_Diag diag = BlasNonUnit;
};

// The transposes a rank update accepts for type T.
template <class T>
std::vector<BLAS_Trans> rank_ops(Rt r) {
    if (!is_complex_v<T>) return {BlasNoTrans, BlasTrans, BlasConjTrans};
    if (herm(r)) return {BlasNoTrans, BlasConjTrans};
    return {BlasNoTrans, BlasTrans};
}

// Every option combination routine r takes for type T.
template <class T>
std::vector<Opts> options(Rt r) {
    std::vector<Opts> v;
    if (r == Rt::Gemm) {
        for (BLAS_Trans ta : kOps)
            for (BLAS_Trans tb : kOps) v.push_back({BlasLeft, BlasUpper, ta, tb, BlasNonUnit});
    } else if (is_tr(r)) {
        for (BLAS_Side s : kSides)
            for (BLAS_Uplo u : kUplos)
                for (BLAS_Trans t : kOps)
                    for (BLAS_Diag d : kDiags) v.push_back({s, u, t, BlasNoTrans, d});
    } else if (is_rank(r)) {
        for (BLAS_Uplo u : kUplos)
            for (BLAS_Trans t : rank_ops<T>(r)) v.push_back({BlasLeft, u, t, BlasNoTrans, BlasNonUnit});
    } else {
        for (BLAS_Side s : kSides)
            for (BLAS_Uplo u : kUplos) v.push_back({s, u, BlasNoTrans, BlasNoTrans, BlasNonUnit});
    }
    return v;
}

inline std::string opts_text(Rt r, const Opts& o) {
    if (r == Rt::Gemm) return trace(" transA=", op_name(o.trans), " transB=", op_name(o.transB));
    std::string s;
    if (!is_rank(r)) s += trace(" side=", side_name(o.side));
    s += trace(" uplo=", uplo_name(o.uplo));
    if (is_rank(r)) s += trace(" trans=", op_name(o.trans));
    if (is_tr(r)) s += trace(" transA=", op_name(o.trans), " diag=", diag_name(o.diag));
    return s;
}

// ----------------------------------------------------------------------------------------------
// A problem: one routine with one option set on count matrices, its scalars and its clean
// operands (A0; B0 for the routines with a B of its own; C0, trmm's and trsm's B), from which
// the references are computed. The suites' groups and cases add the arrays both libraries get.

template <class T>
struct Problem {
    Rt r = Rt::Symm;
    Opts o;
    int64_t m = 0, n = 0, k = 0, count = 0;  // rank updates: m = n; symm, hemm, trmm, trsm: k = 0
    T alpha{}, beta{};                       // herk: both real; her2k: beta real; trmm, trsm: beta 0
    Batch<T> A0, B0, C0;
};

// The order of A (symm, hemm, trmm, trsm).
template <class T>
int64_t order(const Problem<T>& p) {
    return p.o.side == BlasLeft ? p.m : p.n;
}

// alpha and beta for the special values sp (herk's both real, her2k's beta real, trmm's and
// trsm's beta 0); trsm on small integers keeps alpha X0 small (+-1, +-2).
template <class T>
void set_scalars(Problem<T>& p, Special sp, Rng& rng, Fill fill) {
    p.alpha = alpha_for<T>(sp, rng, fill);
    p.beta = is_tr(p.r) ? T(0) : beta_for<T>(sp, rng, fill);
    if (p.r == Rt::Herk) p.alpha = T(re(p.alpha));
    if (p.r == Rt::Herk || p.r == Rt::Her2k) p.beta = T(re(p.beta));
    if (p.r == Rt::Trsm && fill == Fill::Int && p.alpha != T(0)) {
        static constexpr int v[] = {1, -1, 2, -2};
        p.alpha = T(real_t<T>(v[rng.integer(0, 3)]));
    }
}

// A full symmetric (Hermitian) matrix from the uplo triangle of A0(i); Hermitian: diagonal real.
template <class T>
Dense<T> full_symmetric(const Batch<T>& A0, int64_t i, BLAS_Uplo uplo, bool hermitian) {
    return dense<T>(A0.rows, A0.cols, [&](int64_t r, int64_t c) {
        if (r == c) return hermitian ? T(re(A0.at(i, r, r))) : A0.at(i, r, r);
        if ((uplo == BlasUpper) == (r < c)) return A0.at(i, r, c);
        return hermitian ? conj_if(A0.at(i, c, r)) : A0.at(i, c, r);
    });
}

// op(triangular A(i)) as a dense matrix: other triangle 0, unit diagonal 1.
template <class T>
Dense<T> op_tri(const Batch<T>& A, int64_t i, const Opts& o) {
    const Dense<T> tri = dense<T>(A.rows, A.cols, [&](int64_t r, int64_t c) {
        if (r == c) return o.diag == BlasUnit ? T(1) : A.at(i, r, r);
        return (o.uplo == BlasUpper) == (r < c) ? A.at(i, r, c) : T(0);
    });
    return o.trans == BlasNoTrans ? tri : transpose(tri, o.trans == BlasConjTrans);
}

// trmm's and trsm's A0 and C0 (allocated): trmm random. trsm: a well-conditioned A (|diagonal|
// >= 1, off-diagonal entries below 1/order), or with small integers a +-1 diagonal, sparse +-1
// off-diagonal entries and B = op(A) X0 (X0 small integers): every operation of a substitution
// stays in small integers, so that both libraries are exact.
template <class T>
void tr_operands(Problem<T>& p, Rng& rng, Fill fill) {
    const int64_t ka = order(p);
    if (p.r == Rt::Trmm) {
        p.A0.fill(rng, fill);
        p.C0.fill(rng, fill);
    } else if (fill == Fill::Real) {
        p.A0.each([&](int64_t, int64_t r, int64_t c, T& x) {
            x = rng.value<T>(Fill::Real) / real_t<T>(std::max<int64_t>(ka, 1));
            if (r == c) {
                const real_t<T> s = rng.uniform() < 0 ? -1 : 1;
                x = T(s * real_t<T>(1 + std::fabs(rng.uniform()))) + x;
            }
        });
        p.C0.fill(rng, fill);
    } else {
        p.A0.each([&](int64_t, int64_t r, int64_t c, T& x) {
            if (r == c) x = T(rng.integer(0, 1) ? 1 : -1);
            else x = rng.integer(0, std::max<int64_t>(ka, 2)) < 2 ? T(rng.integer(0, 1) ? 1 : -1) : T(0);
        });
        Batch<T> X0 = p.C0;
        X0.fill(rng, fill);
        for (int64_t i = 0; i < p.count; ++i) {
            const Dense<T> oa = op_tri(p.A0, i, p.o);
            for (int64_t c = 0; c < p.n; ++c)
                for (int64_t r = 0; r < p.m; ++r) {
                    T s(0);
                    if (p.o.side == BlasLeft)
                        for (int64_t l = 0; l < p.m; ++l) s += oa(r, l) * X0.at(i, l, c);
                    else
                        for (int64_t l = 0; l < p.n; ++l) s += X0.at(i, r, l) * oa(l, c);
                    p.C0.at(i, r, c) = s;
                }
        }
    }
}

// The element-wise error bound of matrix i (tests/harness.hh's bound): the sum of products of
// absolute values of what the routine multiplies, and its length.
template <class T>
Dense<double> error_bound(const Problem<T>& p, int64_t i) {
    if (p.r == Rt::Gemm) {
        const Dense<double> P =
            abs_product(op_of(p.A0, i, p.o.trans, p.m, p.k), op_of(p.B0, i, p.o.transB, p.k, p.n));
        return bound(double(p.k + 2), p.alpha, P, p.beta, p.C0, i);
    }
    if (is_rank(p.r)) {
        // op(A) is n x k; P = |op(A)| |op(A)|^T (rank k) or |op(A)||op(B)|^T + |op(B)||op(A)|^T
        const BLAS_Trans t = p.o.trans == BlasNoTrans ? BlasNoTrans : BlasTrans;
        const Dense<T> oa = op_of(p.A0, i, t, p.n, p.k);
        Dense<double> P(p.n, p.n);
        if (!two(p.r)) {
            P = abs_product(oa, transpose(oa, false));
        } else {
            const Dense<T> ob = op_of(p.B0, i, t, p.n, p.k);
            const Dense<double> P1 = abs_product(oa, transpose(ob, false)),
                                P2 = abs_product(ob, transpose(oa, false));
            for (size_t e = 0; e < P.v.size(); ++e) P.v[e] = P1.v[e] + P2.v[e];
        }
        return bound(two(p.r) ? double(2 * p.k + 2) : double(p.k + 2), p.alpha, P, p.beta, p.C0, i);
    }
    const bool left = p.o.side == BlasLeft;
    const Dense<T> a = is_tr(p.r) ? op_tri(p.A0, i, p.o) : full_symmetric(p.A0, i, p.o.uplo, p.r == Rt::Hemm);
    const Dense<T> b = op_of(is_tr(p.r) ? p.C0 : p.B0, i, BlasNoTrans, p.m, p.n);
    const Dense<double> P = left ? abs_product(a, b) : abs_product(b, a);
    return bound(double(order(p) + 2), p.alpha, P, p.beta, p.C0, i);
}

// trsm: the solution X of matrix i by its backward error (tests/harness.hh), as
// test_triangular.cc judges it. Xcpu: the CPU library's X, for the message.
template <class T>
::testing::AssertionResult backward_error(const Problem<T>& p, const Batch<T>& X, const Batch<T>& Xcpu,
                                          int64_t i) {
    return solve_backward_error(
        p.o.side == BlasLeft, op_tri(p.A0, i, p.o), op_of(X, i, BlasNoTrans, p.m, p.n), p.alpha, p.C0, i,
        [&](int64_t r, int64_t c) { return " (CPU library " + str(Xcpu.at(i, r, c)) + ")"; });
}

// ----------------------------------------------------------------------------------------------
// Both libraries' C entries (bt::pick chooses by type)

template <class Cpu, class Gpu>
struct Entry {
    Cpu cpu;
    Gpu gpu;
};
template <class Cpu, class Gpu>
Entry(Cpu, Gpu) -> Entry<Cpu, Gpu>;

// Where a call goes: the CPU library, or the GPU library on `queue` (which may be null).
struct Target {
    bool gpu = false;
    bblas_cuda_queue_t queue = nullptr;
};
inline constexpr Target kCpu{false, nullptr};

template <class Cpu, class Gpu, class... A>
void invoke(const Target& t, const Entry<Cpu, Gpu>& e, A... a) {
    if (t.gpu) e.gpu(a..., t.queue);
    else e.cpu(a...);
}

}  // namespace bt
