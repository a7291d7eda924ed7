// One entry per routine: operand shapes, operation count, the calls to bblas (C API, C++ views,
// C++ groups) and to the reference (CBLAS on one matrix), and the error ratio of one matrix.
// Everything is a template over the scalar type; runner.hh runs a case the same way for all.
#include "routines.hh"

#include <complex>

#include "runner.hh"

namespace tester {
namespace {

template <class T>
using In = bblas::BatchView<const T>;
template <class T>
using Out = bblas::BatchView<T>;
template <class T>
using IB = bblas::InterleavedBatch<T>;

struct Shapes {
    Dims2 A, B, C;  // C: the output (B for trmm/trsm); {0, 0}: not an operand
};

Dims2 stored(Op op, int64_t rows, int64_t cols) {
    return op == Op::NoTrans ? Dims2{rows, cols} : Dims2{cols, rows};
}
bool complex_type(const Case& c) { return c.type == 'c' || c.type == 'z'; }

// What most routines are: defined for every type and option, on plain random data.
struct Defaults {
    static constexpr bool complex_only = false;
    static constexpr Fill fill_A = Fill::General, fill_C = Fill::General;
    static const char* skip(const Case&) { return nullptr; }
};

struct Gemm : Defaults {
    static constexpr unsigned uses = kTransA | kTransB | kM | kN | kK;
    static constexpr bool gemm_peers = true;
    static Shapes shapes(const Case& c) {
        return {stored(c.transA, c.m, c.k), stored(c.transB, c.k, c.n), {c.m, c.n}};
    }
    static Flops flops(const Case& c) { return gemm_flops(c.m, c.n, c.k); }

    template <class T>
    static void c_api(const Call<T>& x, int64_t* info) {
        const auto& g = x.g;
        pick<T>(BLAS_gemm_batched_r32, BLAS_gemm_batched_r64, BLAS_gemm_batched_c32, BLAS_gemm_batched_c64)(
            c_enum(x.c.layout), g.c_transA.data(), g.c_transB.data(), g.m.data(), g.n.data(), g.k.data(),
            g.alpha.data(), x.A.ptrs(), g.lda.data(), x.B.ptrs(), g.ldb.data(), g.beta.data(), x.C.ptrs(),
            g.ldc.data(), g.count(), g.sizes.data(), info);
    }
    template <class T>
    static void cpp_api(const Call<T>& x, const In<T>& A, const In<T>& B, const Out<T>& C) {
        bblas::gemm<T>(x.c.transA, x.c.transB, x.alpha, A, B, x.beta, C);
    }
    template <class T>
    static void interleaved(const Call<T>& x, const IB<T>& A, const IB<T>& B, IB<T>& C) {
        bblas::gemm<T>(x.c.transA, x.c.transB, x.alpha, A, B, x.beta, C);
    }
    template <class T>
    static void cpp_groups(const Call<T>& x) {
        const auto& g = x.g;
        bblas::gemm<T>(x.c.layout, g.transA, g.transB, g.m, g.n, g.k, g.alpha, x.A.in_ptrs(), g.lda,
                       x.B.in_ptrs(), g.ldb, g.beta, x.C.out_ptrs(), g.ldc, g.sizes);
    }
    template <class T>
    static void openblas(const Call<T>& x, int64_t i) {
        const Case& c = x.c;
        pick<T>(cblas_sgemm, cblas_dgemm, cblas_cgemm, cblas_zgemm)(
            cblas(c.layout), cblas(c.transA), cblas(c.transB), c.m, c.n, c.k, by_value(x.alpha), x.A[i],
            x.A.ld(), x.B[i], x.B.ld(), by_value(x.beta), x.C[i], x.C.ld());
    }
    template <class T>
    static double check(const Call<T>& x, const Operand<T>& ref, int64_t i) {
        const Case& c = x.c;
        const ProductCheck<T> chk{.m = c.m,
                                  .n = c.n,
                                  .k = c.k,
                                  .alpha = std::abs(x.alpha),
                                  .beta = std::abs(x.beta),
                                  .terms = {Product<T>{mat(x.A, i, c.transA), mat(x.B, i, c.transB)}},
                                  .C0 = mat(x.C0, i)};
        return product_ratio(chk, mat(x.C, i), mat(ref, i));
    }
};

// symm, and hemm (Hermitian A; symm on real types).
template <bool Hermitian>
struct Symm : Defaults {
    static constexpr unsigned uses = kSide | kUplo | kM | kN;
    static constexpr Fill fill_A = Hermitian ? Fill::RealDiagonal : Fill::General;
    static int64_t order(const Case& c) { return c.side == Side::Left ? c.m : c.n; }
    static Shapes shapes(const Case& c) { return {{order(c), order(c)}, {c.m, c.n}, {c.m, c.n}}; }
    static Flops flops(const Case& c) { return symm_flops(c.side == Side::Left, c.m, c.n); }

    template <class T>
    static void c_api(const Call<T>& x, int64_t* info) {
        const auto& g = x.g;
        const auto f = [] {
            if constexpr (Hermitian)
                return pick<T>(BLAS_hemm_batched_r32, BLAS_hemm_batched_r64, BLAS_hemm_batched_c32,
                               BLAS_hemm_batched_c64);
            else
                return pick<T>(BLAS_symm_batched_r32, BLAS_symm_batched_r64, BLAS_symm_batched_c32,
                               BLAS_symm_batched_c64);
        }();
        f(c_enum(x.c.layout), g.c_side.data(), g.c_uplo.data(), g.m.data(), g.n.data(), g.alpha.data(),
          x.A.ptrs(), g.lda.data(), x.B.ptrs(), g.ldb.data(), g.beta.data(), x.C.ptrs(), g.ldc.data(),
          g.count(), g.sizes.data(), info);
    }
    template <class T>
    static void cpp_api(const Call<T>& x, const In<T>& A, const In<T>& B, const Out<T>& C) {
        if constexpr (Hermitian) bblas::hemm<T>(x.c.side, x.c.uplo, x.alpha, A, B, x.beta, C);
        else bblas::symm<T>(x.c.side, x.c.uplo, x.alpha, A, B, x.beta, C);
    }
    template <class T>
    static void interleaved(const Call<T>& x, const IB<T>& A, const IB<T>& B, IB<T>& C) {
        if constexpr (Hermitian) bblas::hemm<T>(x.c.side, x.c.uplo, x.alpha, A, B, x.beta, C);
        else bblas::symm<T>(x.c.side, x.c.uplo, x.alpha, A, B, x.beta, C);
    }
    template <class T>
    static void cpp_groups(const Call<T>& x) {
        const auto& g = x.g;
        if constexpr (Hermitian)
            bblas::hemm<T>(x.c.layout, g.side, g.uplo, g.m, g.n, g.alpha, x.A.in_ptrs(), g.lda, x.B.in_ptrs(),
                           g.ldb, g.beta, x.C.out_ptrs(), g.ldc, g.sizes);
        else
            bblas::symm<T>(x.c.layout, g.side, g.uplo, g.m, g.n, g.alpha, x.A.in_ptrs(), g.lda, x.B.in_ptrs(),
                           g.ldb, g.beta, x.C.out_ptrs(), g.ldc, g.sizes);
    }
    template <class T>
    static void openblas(const Call<T>& x, int64_t i) {
        const Case& c = x.c;
        pick<T>(cblas_ssymm, cblas_dsymm, Hermitian ? cblas_chemm : cblas_csymm,
                Hermitian ? cblas_zhemm : cblas_zsymm)(cblas(c.layout), cblas(c.side), cblas(c.uplo), c.m,
                                                       c.n, by_value(x.alpha), x.A[i], x.A.ld(), x.B[i],
                                                       x.B.ld(), by_value(x.beta), x.C[i], x.C.ld());
    }
    template <class T>
    static double check(const Call<T>& x, const Operand<T>& ref, int64_t i) {
        const Case& c = x.c;
        const auto A = mat(x.A, i, Op::NoTrans, Hermitian ? Shape::Hermitian : Shape::Symmetric, c.uplo);
        const auto B = mat(x.B, i);
        const ProductCheck<T> chk{.m = c.m,
                                  .n = c.n,
                                  .k = order(c),
                                  .alpha = std::abs(x.alpha),
                                  .beta = std::abs(x.beta),
                                  .terms = {c.side == Side::Left ? Product<T>{A, B} : Product<T>{B, A}},
                                  .C0 = mat(x.C0, i)};
        return product_ratio(chk, mat(x.C, i), mat(ref, i));
    }
};

// The transposition of stored A that gives op(A)^T (syrk, syr2k) or op(A)^H (herk, her2k).
Op transposed(Op trans, bool hermitian) {
    return trans != Op::NoTrans ? Op::NoTrans : hermitian ? Op::ConjTrans : Op::Trans;
}

// The trans values the rank updates leave undefined in complex.
template <bool Hermitian>
const char* rank_skip(const Case& c) {
    if (!complex_type(c)) return nullptr;
    if (Hermitian && c.trans == Op::Trans) return "trans=t is not defined for complex herk/her2k";
    if (!Hermitian && c.trans == Op::ConjTrans) return "trans=c is not defined for complex syrk/syr2k";
    return nullptr;
}

// syrk, and herk (complex only, real alpha and beta).
template <bool Hermitian>
struct Rank1 : Defaults {
    static constexpr bool complex_only = Hermitian;
    static constexpr unsigned uses = kUplo | kTrans | kN | kK;
    static constexpr Fill fill_C = Hermitian ? Fill::RealDiagonal : Fill::General;
    static const char* skip(const Case& c) { return rank_skip<Hermitian>(c); }
    static Shapes shapes(const Case& c) { return {stored(c.trans, c.n, c.k), {}, {c.n, c.n}}; }
    static Flops flops(const Case& c) { return syrk_flops(c.n, c.k); }

    template <class T>
    static void c_api(const Call<T>& x, int64_t* info) {
        const auto& g = x.g;
        if constexpr (Hermitian)
            pick_complex<T>(BLAS_herk_batched_c32, BLAS_herk_batched_c64)(
                c_enum(x.c.layout), g.c_uplo.data(), g.c_trans.data(), g.n.data(), g.k.data(),
                g.alpha_r.data(), x.A.ptrs(), g.lda.data(), g.beta_r.data(), x.C.ptrs(), g.ldc.data(),
                g.count(), g.sizes.data(), info);
        else
            pick<T>(BLAS_syrk_batched_r32, BLAS_syrk_batched_r64, BLAS_syrk_batched_c32,
                    BLAS_syrk_batched_c64)(c_enum(x.c.layout), g.c_uplo.data(), g.c_trans.data(), g.n.data(),
                                           g.k.data(), g.alpha.data(), x.A.ptrs(), g.lda.data(),
                                           g.beta.data(), x.C.ptrs(), g.ldc.data(), g.count(), g.sizes.data(),
                                           info);
    }
    template <class T>
    static void cpp_api(const Call<T>& x, const In<T>& A, const In<T>&, const Out<T>& C) {
        if constexpr (Hermitian) bblas::herk<T>(x.c.uplo, x.c.trans, x.alpha_r, A, x.beta_r, C);
        else bblas::syrk<T>(x.c.uplo, x.c.trans, x.alpha, A, x.beta, C);
    }
    template <class T>
    static void interleaved(const Call<T>& x, const IB<T>& A, const IB<T>&, IB<T>& C) {
        if constexpr (Hermitian) bblas::herk<T>(x.c.uplo, x.c.trans, x.alpha_r, A, x.beta_r, C);
        else bblas::syrk<T>(x.c.uplo, x.c.trans, x.alpha, A, x.beta, C);
    }
    template <class T>
    static void cpp_groups(const Call<T>& x) {
        const auto& g = x.g;
        if constexpr (Hermitian)
            bblas::herk<T>(x.c.layout, g.uplo, g.trans, g.n, g.k, g.alpha_r, x.A.in_ptrs(), g.lda, g.beta_r,
                           x.C.out_ptrs(), g.ldc, g.sizes);
        else
            bblas::syrk<T>(x.c.layout, g.uplo, g.trans, g.n, g.k, g.alpha, x.A.in_ptrs(), g.lda, g.beta,
                           x.C.out_ptrs(), g.ldc, g.sizes);
    }
    template <class T>
    static void openblas(const Call<T>& x, int64_t i) {
        const Case& c = x.c;
        if constexpr (Hermitian)
            pick_complex<T>(cblas_cherk, cblas_zherk)(cblas(c.layout), cblas(c.uplo), cblas(c.trans), c.n,
                                                      c.k, x.alpha_r, x.A[i], x.A.ld(), x.beta_r, x.C[i],
                                                      x.C.ld());
        else
            pick<T>(cblas_ssyrk, cblas_dsyrk, cblas_csyrk, cblas_zsyrk)(
                cblas(c.layout), cblas(c.uplo), cblas(c.trans), c.n, c.k, by_value(x.alpha), x.A[i], x.A.ld(),
                by_value(x.beta), x.C[i], x.C.ld());
    }
    template <class T>
    static double check(const Call<T>& x, const Operand<T>& ref, int64_t i) {
        const Case& c = x.c;
        const ProductCheck<T> chk{
            .m = c.n,
            .n = c.n,
            .k = c.k,
            .alpha = Hermitian ? std::abs(x.alpha_r) : std::abs(x.alpha),
            .beta = Hermitian ? std::abs(x.beta_r) : std::abs(x.beta),
            .terms = {Product<T>{mat(x.A, i, c.trans), mat(x.A, i, transposed(c.trans, Hermitian))}},
            .C0 = mat(x.C0, i),
            .triangle = true,
            .uplo = c.uplo,
            .real_diagonal = Hermitian};
        return product_ratio(chk, mat(x.C, i), mat(ref, i));
    }
};

// syr2k, and her2k (complex only, real beta).
template <bool Hermitian>
struct Rank2 : Defaults {
    static constexpr bool complex_only = Hermitian;
    static constexpr unsigned uses = kUplo | kTrans | kN | kK;
    static constexpr Fill fill_C = Hermitian ? Fill::RealDiagonal : Fill::General;
    static const char* skip(const Case& c) { return rank_skip<Hermitian>(c); }
    static Shapes shapes(const Case& c) {
        return {stored(c.trans, c.n, c.k), stored(c.trans, c.n, c.k), {c.n, c.n}};
    }
    static Flops flops(const Case& c) { return syr2k_flops(c.n, c.k); }

    template <class T>
    static void c_api(const Call<T>& x, int64_t* info) {
        const auto& g = x.g;
        if constexpr (Hermitian)
            pick_complex<T>(BLAS_her2k_batched_c32, BLAS_her2k_batched_c64)(
                c_enum(x.c.layout), g.c_uplo.data(), g.c_trans.data(), g.n.data(), g.k.data(), g.alpha.data(),
                x.A.ptrs(), g.lda.data(), x.B.ptrs(), g.ldb.data(), g.beta_r.data(), x.C.ptrs(), g.ldc.data(),
                g.count(), g.sizes.data(), info);
        else
            pick<T>(BLAS_syr2k_batched_r32, BLAS_syr2k_batched_r64, BLAS_syr2k_batched_c32,
                    BLAS_syr2k_batched_c64)(c_enum(x.c.layout), g.c_uplo.data(), g.c_trans.data(), g.n.data(),
                                            g.k.data(), g.alpha.data(), x.A.ptrs(), g.lda.data(), x.B.ptrs(),
                                            g.ldb.data(), g.beta.data(), x.C.ptrs(), g.ldc.data(), g.count(),
                                            g.sizes.data(), info);
    }
    template <class T>
    static void cpp_api(const Call<T>& x, const In<T>& A, const In<T>& B, const Out<T>& C) {
        if constexpr (Hermitian) bblas::her2k<T>(x.c.uplo, x.c.trans, x.alpha, A, B, x.beta_r, C);
        else bblas::syr2k<T>(x.c.uplo, x.c.trans, x.alpha, A, B, x.beta, C);
    }
    template <class T>
    static void interleaved(const Call<T>& x, const IB<T>& A, const IB<T>& B, IB<T>& C) {
        if constexpr (Hermitian) bblas::her2k<T>(x.c.uplo, x.c.trans, x.alpha, A, B, x.beta_r, C);
        else bblas::syr2k<T>(x.c.uplo, x.c.trans, x.alpha, A, B, x.beta, C);
    }
    template <class T>
    static void cpp_groups(const Call<T>& x) {
        const auto& g = x.g;
        if constexpr (Hermitian)
            bblas::her2k<T>(x.c.layout, g.uplo, g.trans, g.n, g.k, g.alpha, x.A.in_ptrs(), g.lda,
                            x.B.in_ptrs(), g.ldb, g.beta_r, x.C.out_ptrs(), g.ldc, g.sizes);
        else
            bblas::syr2k<T>(x.c.layout, g.uplo, g.trans, g.n, g.k, g.alpha, x.A.in_ptrs(), g.lda,
                            x.B.in_ptrs(), g.ldb, g.beta, x.C.out_ptrs(), g.ldc, g.sizes);
    }
    template <class T>
    static void openblas(const Call<T>& x, int64_t i) {
        const Case& c = x.c;
        if constexpr (Hermitian)
            pick_complex<T>(cblas_cher2k, cblas_zher2k)(cblas(c.layout), cblas(c.uplo), cblas(c.trans), c.n,
                                                        c.k, by_value(x.alpha), x.A[i], x.A.ld(), x.B[i],
                                                        x.B.ld(), x.beta_r, x.C[i], x.C.ld());
        else
            pick<T>(cblas_ssyr2k, cblas_dsyr2k, cblas_csyr2k, cblas_zsyr2k)(
                cblas(c.layout), cblas(c.uplo), cblas(c.trans), c.n, c.k, by_value(x.alpha), x.A[i], x.A.ld(),
                x.B[i], x.B.ld(), by_value(x.beta), x.C[i], x.C.ld());
    }
    template <class T>
    static double check(const Call<T>& x, const Operand<T>& ref, int64_t i) {
        const Case& c = x.c;
        const Op t = transposed(c.trans, Hermitian);
        const ProductCheck<T> chk{.m = c.n,
                                  .n = c.n,
                                  .k = c.k,
                                  .alpha = std::abs(x.alpha),
                                  .beta = Hermitian ? std::abs(x.beta_r) : std::abs(x.beta),
                                  .terms = {Product<T>{mat(x.A, i, c.trans), mat(x.B, i, t)},
                                            Product<T>{mat(x.B, i, c.trans), mat(x.A, i, t)}},
                                  .nterms = 2,
                                  .C0 = mat(x.C0, i),
                                  .triangle = true,
                                  .uplo = c.uplo,
                                  .real_diagonal = Hermitian};
        return product_ratio(chk, mat(x.C, i), mat(ref, i));
    }
};

// trmm, and trsm (a diagonally dominant A; judged by its backward error). B is the output.
template <bool Solve>
struct Triangular : Defaults {
    static constexpr unsigned uses = kSide | kUplo | kTransA | kDiag | kM | kN;
    static constexpr Fill fill_A = Solve ? Fill::Dominant : Fill::General;
    static int64_t order(const Case& c) { return c.side == Side::Left ? c.m : c.n; }
    static Shapes shapes(const Case& c) { return {{order(c), order(c)}, {}, {c.m, c.n}}; }
    static Flops flops(const Case& c) { return trmm_flops(c.side == Side::Left, c.m, c.n); }

    template <class T>
    static void c_api(const Call<T>& x, int64_t* info) {
        const auto& g = x.g;
        const auto f = [] {
            if constexpr (Solve)
                return pick<T>(BLAS_trsm_batched_r32, BLAS_trsm_batched_r64, BLAS_trsm_batched_c32,
                               BLAS_trsm_batched_c64);
            else
                return pick<T>(BLAS_trmm_batched_r32, BLAS_trmm_batched_r64, BLAS_trmm_batched_c32,
                               BLAS_trmm_batched_c64);
        }();
        f(c_enum(x.c.layout), g.c_side.data(), g.c_uplo.data(), g.c_transA.data(), g.c_diag.data(),
          g.m.data(), g.n.data(), g.alpha.data(), x.A.ptrs(), g.lda.data(), x.C.ptrs(), g.ldc.data(),
          g.count(), g.sizes.data(), info);
    }
    template <class T>
    static void cpp_api(const Call<T>& x, const In<T>& A, const In<T>&, const Out<T>& B) {
        const Case& c = x.c;
        if constexpr (Solve) bblas::trsm<T>(c.side, c.uplo, c.transA, c.diag, x.alpha, A, B);
        else bblas::trmm<T>(c.side, c.uplo, c.transA, c.diag, x.alpha, A, B);
    }
    template <class T>
    static void interleaved(const Call<T>& x, const IB<T>& A, const IB<T>&, IB<T>& B) {
        const Case& c = x.c;
        if constexpr (Solve) bblas::trsm<T>(c.side, c.uplo, c.transA, c.diag, x.alpha, A, B);
        else bblas::trmm<T>(c.side, c.uplo, c.transA, c.diag, x.alpha, A, B);
    }
    template <class T>
    static void cpp_groups(const Call<T>& x) {
        const auto& g = x.g;
        if constexpr (Solve)
            bblas::trsm<T>(x.c.layout, g.side, g.uplo, g.transA, g.diag, g.m, g.n, g.alpha, x.A.in_ptrs(),
                           g.lda, x.C.out_ptrs(), g.ldc, g.sizes);
        else
            bblas::trmm<T>(x.c.layout, g.side, g.uplo, g.transA, g.diag, g.m, g.n, g.alpha, x.A.in_ptrs(),
                           g.lda, x.C.out_ptrs(), g.ldc, g.sizes);
    }
    template <class T>
    static void openblas(const Call<T>& x, int64_t i) {
        const Case& c = x.c;
        const auto f = [] {
            if constexpr (Solve) return pick<T>(cblas_strsm, cblas_dtrsm, cblas_ctrsm, cblas_ztrsm);
            else return pick<T>(cblas_strmm, cblas_dtrmm, cblas_ctrmm, cblas_ztrmm);
        }();
        f(cblas(c.layout), cblas(c.side), cblas(c.uplo), cblas(c.transA), cblas(c.diag), c.m, c.n,
          by_value(x.alpha), x.A[i], x.A.ld(), x.C[i], x.C.ld());
    }
    template <class T>
    static double check(const Call<T>& x, const Operand<T>& ref, int64_t i) {
        const Case& c = x.c;
        const auto A = mat(x.A, i, c.transA, Shape::Triangular, c.uplo, c.diag);
        const auto B0 = mat(x.C0, i);
        if constexpr (Solve) {
            return solve_ratio(c.side, c.m, c.n, x.alpha, A, mat(x.C, i), B0);
        } else {
            const ProductCheck<T> chk{.m = c.m,
                                      .n = c.n,
                                      .k = order(c),
                                      .alpha = std::abs(x.alpha),
                                      .beta = 0,
                                      .terms = {c.side == Side::Left ? Product<T>{A, B0} : Product<T>{B0, A}},
                                      .C0 = B0};
            return product_ratio(chk, mat(x.C, i), mat(ref, i));
        }
    }
};

template <class R, class T>
constexpr RunFn runner() {
    if constexpr (R::complex_only && !is_complex_v<T>) return nullptr;
    else return &run_case<R, T>;
}

// Bytes of one matrix's operands A, B and C: what --batch-bytes divides.
template <class R>
int64_t matrix_bytes(const Case& c) {
    const Shapes s = R::shapes(c);
    const int64_t scalar = c.type == 's' ? 4 : c.type == 'z' ? 16 : 8;
    return (s.A.rows * s.A.cols + s.B.rows * s.B.cols + s.C.rows * s.C.cols) * scalar;
}

template <class R>
constexpr Routine entry(std::string_view name) {
    return {name,
            R::uses,
            &R::skip,
            {runner<R, float>(), runner<R, double>(), runner<R, std::complex<float>>(),
             runner<R, std::complex<double>>()},
            &matrix_bytes<R>};
}

const Routine kRoutines[] = {
    entry<Gemm>("gemm"),         entry<Symm<false>>("symm"),       entry<Symm<true>>("hemm"),
    entry<Rank1<false>>("syrk"), entry<Rank1<true>>("herk"),       entry<Rank2<false>>("syr2k"),
    entry<Rank2<true>>("her2k"), entry<Triangular<false>>("trmm"), entry<Triangular<true>>("trsm"),
};

}  // namespace

std::span<const Routine> routines() { return kRoutines; }

const Routine* find_routine(std::string_view name) {
    for (const Routine& r : kRoutines)
        if (r.name == name) return &r;
    for (const Routine& r : lapack_routines())
        if (r.name == name) return &r;
    for (const Routine& r : level12_routines())
        if (r.name == name) return &r;
    return nullptr;
}

}  // namespace tester
