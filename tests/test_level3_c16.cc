// Complex half precision (c16) in the Level-3 routines besides gemm (test_gemm_c16.cc):
// BLAS_{symm,hemm,syrk,herk,syr2k,her2k,trmm,trsm}_batched_c16, their strided forms, the flat
// interface's k routines (bblas_ksymm_batch, ...) and the C++ API's std::complex<_Float16>
// overloads (docs/half.md).
//
// A c16 routine computes what the c32 routine computes on the same values widened to complex
// single precision, then rounds both parts of each element it writes to half once. So the
// reference is the c32 routine on widened copies of the same buffers (NaN padding, guards, the
// unreferenced triangle of A and a unit diagonal as NaN, the same leading dimensions and
// strides): every element of the output buffer must be, bit for bit, the c32 buffer rounded
// (what c32 leaves alone, the other triangle of C and the padding, comes back as it was; herk's
// and her2k's diagonal imaginary parts are zero in both), A and B unchanged, and info equal to
// c32's. The c32 results meet STYLE.md's bounds in their own suites. Both routines take the same
// kernels here: the c16 staging hands its single-precision copies to the c32 task, OpenBLAS
// included (no vendor choice depends on the storage type: core/plan.hh).
#include <bblas.h>
#include <bblas_flat.h>
#include <gtest/gtest.h>

#include <bblas.hh>
#include <complex>
#include <cstdint>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

#include "c16_batch.hh"

#if defined(__FLT16_MAX__)

namespace {
using namespace c16;

enum class R { Symm, Hemm, Syrk, Herk, Syr2k, Her2k, Trmm, Trsm };
constexpr R kRoutines[] = {R::Symm, R::Hemm, R::Syrk, R::Herk, R::Syr2k, R::Her2k, R::Trmm, R::Trsm};
const char* name(R r) {
    constexpr const char* names[] = {"symm", "hemm", "syrk", "herk", "syr2k", "her2k", "trmm", "trsm"};
    return names[int(r)];
}
bool triangular(R r) { return r == R::Trmm || r == R::Trsm; }
bool symmetric(R r) { return r == R::Symm || r == R::Hemm; }
bool hermitian(R r) { return r == R::Hemm || r == R::Herk || r == R::Her2k; }
bool two_operands(R r) { return r != R::Syrk && r != R::Herk; }  // reads B

// One group of routine r: options, sizes, scalars (herk's alpha and beta and her2k's beta are
// the real parts), and its operands; trmm and trsm write B, the others C.
struct Case {
    R r;
    BLAS_Layout L;
    BLAS_Side side;
    BLAS_Uplo uplo;
    BLAS_Trans trans;
    BLAS_Diag diag;
    int64_t m = 0, n = 0, k = 0, count = 0;
    cf alpha, beta;
    Batch A, B, C;
    std::string what;
    Batch& out() { return triangular(r) ? B : C; }
};

constexpr int64_t kDims[] = {0, 1, 2, 3, 4, 5, 8, 9, 16, 17, 33};

// special 1: alpha = 0 (A and B not read: NaN there must not reach the output); 2: beta = 0
// (C not read: NaN there must not survive).
Case make_case(std::mt19937_64& rng, R r, BLAS_Layout L, bool integers, int special) {
    Case c;
    c.r = r, c.L = L, c.trans = BlasNoTrans;
    c.side = rng() % 2 ? BlasLeft : BlasRight;
    c.uplo = rng() % 2 ? BlasUpper : BlasLower;
    c.diag = rng() % 2 ? BlasUnit : BlasNonUnit;
    constexpr BLAS_Trans any[] = {BlasNoTrans, BlasTrans, BlasConjTrans};
    if (triangular(r)) c.trans = any[rng() % 3];
    else if (!symmetric(r)) c.trans = rng() % 2 ? BlasNoTrans : hermitian(r) ? BlasConjTrans : BlasTrans;
    auto dim = [&] { return kDims[rng() % std::size(kDims)]; };
    c.m = dim(), c.n = dim(), c.k = dim();
    c.count = int64_t(rng() % 20);
    std::uniform_real_distribution<float> u(-2, 2);
    c.alpha = integers ? cf(2, -1) : cf(u(rng), u(rng));
    c.beta = integers ? cf(-1, 1) : cf(u(rng), u(rng));
    if (special == 1) c.alpha = 0;
    if (special == 2) c.beta = 0;
    const bool row = L == BlasRowMajor, nt = c.trans == BlasNoTrans;
    const int64_t order = c.side == BlasLeft ? c.m : c.n;
    auto batch = [&](int64_t rows, int64_t cols) {
        return make_batch(rng, rows, cols, c.count, row, integers);
    };
    if (symmetric(r) || triangular(r)) {
        c.A = batch(order, order), c.B = batch(c.m, c.n);
        if (symmetric(r)) c.C = batch(c.m, c.n);
        const bool upper = c.uplo == BlasUpper;
        for (int64_t i = 0; i < c.count; ++i)
            for (int64_t col = 0; col < order; ++col)
                for (int64_t rr = 0; rr < order; ++rr) {
                    ch& a = c.A.at(i, rr, col);
                    if (upper ? rr > col : rr < col) a = nan_ch();  // the triangle never read
                    if (triangular(r) && rr == col)  // far from zero: trsm's solution stays in range
                        a = c.diag == BlasUnit ? nan_ch() : ch(_Float16(a.real() < 0 ? -3 : 3), a.imag());
                }
    } else {
        c.m = c.n;
        c.A = batch(nt ? c.n : c.k, nt ? c.k : c.n);
        if (two_operands(r)) c.B = batch(nt ? c.n : c.k, nt ? c.k : c.n);
        c.C = batch(c.n, c.n);
    }
    if (special == 1)
        for (Batch* b : {&c.A, &c.B})
            for (int64_t i = 0; i < b->count && b->rows * b->cols > 0; ++i) b->at(i)[0] = nan_ch();
    if (special == 2)
        for (int64_t i = 0; i < c.C.count && c.C.rows > 0; ++i) c.C.at(i)[0] = nan_ch();
    c.what = std::string(name(r)) + (row ? " row" : " col") + " side=" + std::to_string(c.side) +
             " uplo=" + std::to_string(c.uplo) + " trans=" + std::to_string(c.trans) +
             " diag=" + std::to_string(c.diag) + " m=" + std::to_string(c.m) + " n=" + std::to_string(c.n) +
             " k=" + std::to_string(c.k) + " count=" + std::to_string(c.count) +
             " special=" + std::to_string(special);
    return c;
}

// The c32 copies of a case's buffers, laid out as the c16 ones.
struct Wide {
    std::vector<cf> A, B, C;
    explicit Wide(const Case& c) : A(widened(c.A)), B(widened(c.B)), C(widened(c.C)) {}
};

// Matrix pointers of element type E into (c16) a case's buffers or (c32) their copies.
template <class E>
struct Operands {
    std::vector<const E*> A, B;
    std::vector<E*> Bout, C;
    void add(Case& c, Wide* w) {
        for (int64_t i = 0; i < c.count; ++i) {
            if constexpr (std::is_same_v<E, ch>) {
                A.push_back(c.A.at(i)), B.push_back(c.B.at(i)), Bout.push_back(c.B.at(i)),
                    C.push_back(c.C.at(i));
            } else {
                A.push_back(w->A.data() + i * c.A.stride), B.push_back(w->B.data() + i * c.B.stride);
                Bout.push_back(w->B.data() + i * c.B.stride), C.push_back(w->C.data() + i * c.C.stride);
            }
        }
    }
};

// BLAS_<name>_batched[_strided]_c16 for complex-half operands, _c32 for complex single: the
// same argument list.
#define BBLAS_C16_OR_C32(fn, ...)                                   \
    do {                                                            \
        if constexpr (std::is_same_v<E, ch>) fn##_c16(__VA_ARGS__); \
        else fn##_c32(__VA_ARGS__);                                 \
    } while (0)

// One call of the group API over the cases (a group each), on c16 buffers or their c32 copies
// (E = cf, wide[g] for case g); returns info (mode, an entry per matrix, a guard).
template <class E>
std::vector<int64_t> call_group(R r, BLAS_Layout L, std::vector<Case>& cs, std::vector<Wide>* wide) {
    const size_t G = cs.size();
    std::vector<BLAS_Side> side(G);
    std::vector<BLAS_Uplo> uplo(G);
    std::vector<BLAS_Trans> trans(G);
    std::vector<BLAS_Diag> diag(G);
    std::vector<int64_t> m(G), n(G), k(G), lda(G), ldb(G), ldc(G), sizes(G);
    std::vector<cf> alpha(G), beta(G);
    std::vector<float> ralpha(G), rbeta(G);
    Operands<E> p;
    int64_t total = 0;
    for (size_t g = 0; g < G; ++g) {
        Case& c = cs[g];
        side[g] = c.side, uplo[g] = c.uplo, trans[g] = c.trans, diag[g] = c.diag;
        m[g] = c.m, n[g] = c.n, k[g] = c.k, sizes[g] = c.count, total += c.count;
        lda[g] = c.A.ld, ldb[g] = c.B.ld, ldc[g] = c.C.ld;
        alpha[g] = c.alpha, beta[g] = c.beta, ralpha[g] = c.alpha.real(), rbeta[g] = c.beta.real();
        p.add(c, wide ? &(*wide)[g] : nullptr);
    }
    std::vector<int64_t> info(size_t(total + 2), 7777);
    info[0] = BblasErrorsReportAll;
    const int64_t gc = int64_t(G);
    int64_t* const i = info.data();
    switch (r) {
        case R::Symm:
            BBLAS_C16_OR_C32(BLAS_symm_batched, L, side.data(), uplo.data(), m.data(), n.data(), alpha.data(),
                             p.A.data(), lda.data(), p.B.data(), ldb.data(), beta.data(), p.C.data(),
                             ldc.data(), gc, sizes.data(), i);
            break;
        case R::Hemm:
            BBLAS_C16_OR_C32(BLAS_hemm_batched, L, side.data(), uplo.data(), m.data(), n.data(), alpha.data(),
                             p.A.data(), lda.data(), p.B.data(), ldb.data(), beta.data(), p.C.data(),
                             ldc.data(), gc, sizes.data(), i);
            break;
        case R::Syrk:
            BBLAS_C16_OR_C32(BLAS_syrk_batched, L, uplo.data(), trans.data(), n.data(), k.data(),
                             alpha.data(), p.A.data(), lda.data(), beta.data(), p.C.data(), ldc.data(), gc,
                             sizes.data(), i);
            break;
        case R::Herk:
            BBLAS_C16_OR_C32(BLAS_herk_batched, L, uplo.data(), trans.data(), n.data(), k.data(),
                             ralpha.data(), p.A.data(), lda.data(), rbeta.data(), p.C.data(), ldc.data(), gc,
                             sizes.data(), i);
            break;
        case R::Syr2k:
            BBLAS_C16_OR_C32(BLAS_syr2k_batched, L, uplo.data(), trans.data(), n.data(), k.data(),
                             alpha.data(), p.A.data(), lda.data(), p.B.data(), ldb.data(), beta.data(),
                             p.C.data(), ldc.data(), gc, sizes.data(), i);
            break;
        case R::Her2k:
            BBLAS_C16_OR_C32(BLAS_her2k_batched, L, uplo.data(), trans.data(), n.data(), k.data(),
                             alpha.data(), p.A.data(), lda.data(), p.B.data(), ldb.data(), rbeta.data(),
                             p.C.data(), ldc.data(), gc, sizes.data(), i);
            break;
        case R::Trmm:
            BBLAS_C16_OR_C32(BLAS_trmm_batched, L, side.data(), uplo.data(), trans.data(), diag.data(),
                             m.data(), n.data(), alpha.data(), p.A.data(), lda.data(), p.Bout.data(),
                             ldb.data(), gc, sizes.data(), i);
            break;
        case R::Trsm:
            BBLAS_C16_OR_C32(BLAS_trsm_batched, L, side.data(), uplo.data(), trans.data(), diag.data(),
                             m.data(), n.data(), alpha.data(), p.A.data(), lda.data(), p.Bout.data(),
                             ldb.data(), gc, sizes.data(), i);
            break;
    }
    return info;
}

// The strided form of one case on c16 buffers or their c32 copies (w); returns info.
template <class E>
int64_t call_strided(Case& c, Wide* w) {
    int64_t info = BblasErrorsReportAny;
    auto ptr = [&](Batch& b, std::vector<cf>* wide) {
        if constexpr (std::is_same_v<E, ch>) return b.buf.data();
        else return wide->data();
    };
    E* const A = ptr(c.A, w ? &w->A : nullptr);
    E* const B = ptr(c.B, w ? &w->B : nullptr);
    E* const C = ptr(c.C, w ? &w->C : nullptr);
    const float ra = c.alpha.real(), rb = c.beta.real();
    const BLAS_Layout L = c.L;
    switch (c.r) {
        case R::Symm:
            BBLAS_C16_OR_C32(BLAS_symm_batched_strided, L, c.side, c.uplo, c.m, c.n, c.alpha, A, c.A.ld,
                             c.A.stride, B, c.B.ld, c.B.stride, c.beta, C, c.C.ld, c.C.stride, c.count,
                             &info);
            break;
        case R::Hemm:
            BBLAS_C16_OR_C32(BLAS_hemm_batched_strided, L, c.side, c.uplo, c.m, c.n, c.alpha, A, c.A.ld,
                             c.A.stride, B, c.B.ld, c.B.stride, c.beta, C, c.C.ld, c.C.stride, c.count,
                             &info);
            break;
        case R::Syrk:
            BBLAS_C16_OR_C32(BLAS_syrk_batched_strided, L, c.uplo, c.trans, c.n, c.k, c.alpha, A, c.A.ld,
                             c.A.stride, c.beta, C, c.C.ld, c.C.stride, c.count, &info);
            break;
        case R::Herk:
            BBLAS_C16_OR_C32(BLAS_herk_batched_strided, L, c.uplo, c.trans, c.n, c.k, ra, A, c.A.ld,
                             c.A.stride, rb, C, c.C.ld, c.C.stride, c.count, &info);
            break;
        case R::Syr2k:
            BBLAS_C16_OR_C32(BLAS_syr2k_batched_strided, L, c.uplo, c.trans, c.n, c.k, c.alpha, A, c.A.ld,
                             c.A.stride, B, c.B.ld, c.B.stride, c.beta, C, c.C.ld, c.C.stride, c.count,
                             &info);
            break;
        case R::Her2k:
            BBLAS_C16_OR_C32(BLAS_her2k_batched_strided, L, c.uplo, c.trans, c.n, c.k, c.alpha, A, c.A.ld,
                             c.A.stride, B, c.B.ld, c.B.stride, rb, C, c.C.ld, c.C.stride, c.count, &info);
            break;
        case R::Trmm:
            BBLAS_C16_OR_C32(BLAS_trmm_batched_strided, L, c.side, c.uplo, c.trans, c.diag, c.m, c.n, c.alpha,
                             A, c.A.ld, c.A.stride, B, c.B.ld, c.B.stride, c.count, &info);
            break;
        case R::Trsm:
            BBLAS_C16_OR_C32(BLAS_trsm_batched_strided, L, c.side, c.uplo, c.trans, c.diag, c.m, c.n, c.alpha,
                             A, c.A.ld, c.A.stride, B, c.B.ld, c.B.stride, c.count, &info);
            break;
    }
    return info;
}
#undef BBLAS_C16_OR_C32

// bblas_k<name>_batch for complex-half operands, bblas_c<name>_batch for complex single.
#define BBLAS_K_OR_C(fn, ...)                                                  \
    do {                                                                       \
        if constexpr (std::is_same_v<E, ch>) bblas_k##fn##_batch(__VA_ARGS__); \
        else bblas_c##fn##_batch(__VA_ARGS__);                                 \
    } while (0)

// The flat interface (bblas_flat.h, column-major) over the cases' problems, each matrix its own
// arguments (BATCH_VARIABLE), on c16 buffers or their c32 copies; returns info (an entry per
// matrix and a guard).
template <class E>
std::vector<int64_t> call_flat(R r, std::vector<Case>& cs, std::vector<Wide>* wide) {
    std::vector<BLAS_Side> side;
    std::vector<BLAS_Uplo> uplo;
    std::vector<BLAS_Trans> trans;
    std::vector<BLAS_Diag> diag;
    std::vector<int64_t> m, n, k, lda, ldb, ldc;
    std::vector<cf> alpha, beta;
    std::vector<float> ralpha, rbeta;
    Operands<E> p;
    for (size_t g = 0; g < cs.size(); ++g) {
        Case& c = cs[g];
        p.add(c, wide ? &(*wide)[g] : nullptr);
        for (int64_t i = 0; i < c.count; ++i) {
            side.push_back(c.side), uplo.push_back(c.uplo), trans.push_back(c.trans), diag.push_back(c.diag);
            m.push_back(c.m), n.push_back(c.n), k.push_back(c.k);
            lda.push_back(c.A.ld), ldb.push_back(c.B.ld), ldc.push_back(c.C.ld);
            alpha.push_back(c.alpha), beta.push_back(c.beta);
            ralpha.push_back(c.alpha.real()), rbeta.push_back(c.beta.real());
        }
    }
    const int64_t count = int64_t(m.size());
    std::vector<int64_t> info(size_t(count + 1), 7777);
    const bblas_batch_opts v = BATCH_VARIABLE;
    int64_t* const i = info.data();
    switch (r) {
        case R::Symm:
            BBLAS_K_OR_C(symm, side.data(), uplo.data(), m.data(), n.data(), alpha.data(), p.A.data(),
                         lda.data(), p.B.data(), ldb.data(), beta.data(), p.C.data(), ldc.data(), count, v,
                         i);
            break;
        case R::Hemm:
            BBLAS_K_OR_C(hemm, side.data(), uplo.data(), m.data(), n.data(), alpha.data(), p.A.data(),
                         lda.data(), p.B.data(), ldb.data(), beta.data(), p.C.data(), ldc.data(), count, v,
                         i);
            break;
        case R::Syrk:
            BBLAS_K_OR_C(syrk, uplo.data(), trans.data(), n.data(), k.data(), alpha.data(), p.A.data(),
                         lda.data(), beta.data(), p.C.data(), ldc.data(), count, v, i);
            break;
        case R::Herk:
            BBLAS_K_OR_C(herk, uplo.data(), trans.data(), n.data(), k.data(), ralpha.data(), p.A.data(),
                         lda.data(), rbeta.data(), p.C.data(), ldc.data(), count, v, i);
            break;
        case R::Syr2k:
            BBLAS_K_OR_C(syr2k, uplo.data(), trans.data(), n.data(), k.data(), alpha.data(), p.A.data(),
                         lda.data(), p.B.data(), ldb.data(), beta.data(), p.C.data(), ldc.data(), count, v,
                         i);
            break;
        case R::Her2k:
            BBLAS_K_OR_C(her2k, uplo.data(), trans.data(), n.data(), k.data(), alpha.data(), p.A.data(),
                         lda.data(), p.B.data(), ldb.data(), rbeta.data(), p.C.data(), ldc.data(), count, v,
                         i);
            break;
        case R::Trmm:
            BBLAS_K_OR_C(trmm, side.data(), uplo.data(), trans.data(), diag.data(), m.data(), n.data(),
                         alpha.data(), p.A.data(), lda.data(), p.Bout.data(), ldb.data(), count, v, i);
            break;
        case R::Trsm:
            BBLAS_K_OR_C(trsm, side.data(), uplo.data(), trans.data(), diag.data(), m.data(), n.data(),
                         alpha.data(), p.A.data(), lda.data(), p.Bout.data(), ldb.data(), count, v, i);
            break;
    }
    return info;
}
#undef BBLAS_K_OR_C

// The C++ API on a case's c16 buffers: the fixed-batch form on StridedBatch views, or the
// grouped form (one group). Errors throw.
void call_cpp(Case& c, bool grouped) {
    // (casts, so that an invalid option reaches the library)
    const auto L = bblas::Layout(int(c.L));
    const auto side = bblas::Side(int(c.side));
    const auto uplo = bblas::Uplo(int(c.uplo));
    const auto op = bblas::Op(int(c.trans));
    const auto diag = bblas::Diag(int(c.diag));
    const float ra = c.alpha.real(), rb = c.beta.real();
    if (!grouped) {
        auto view = [&](Batch& b) {
            return bblas::StridedBatch<ch>(b.at(0), c.count, b.rows, b.cols, b.ld, b.stride, L);
        };
        auto in = [&](Batch& b) -> bblas::BatchView<const ch> { return view(b); };
        switch (c.r) {
            case R::Symm:
                return bblas::symm(side, uplo, c.alpha, in(c.A), in(c.B), c.beta, view(c.C));
            case R::Hemm:
                return bblas::hemm(side, uplo, c.alpha, in(c.A), in(c.B), c.beta, view(c.C));
            case R::Syrk:
                return bblas::syrk(uplo, op, c.alpha, in(c.A), c.beta, view(c.C));
            case R::Herk:
                return bblas::herk(uplo, op, ra, in(c.A), rb, view(c.C));
            case R::Syr2k:
                return bblas::syr2k(uplo, op, c.alpha, in(c.A), in(c.B), c.beta, view(c.C));
            case R::Her2k:
                return bblas::her2k(uplo, op, c.alpha, in(c.A), in(c.B), rb, view(c.C));
            case R::Trmm:
                return bblas::trmm(side, uplo, op, diag, c.alpha, in(c.A), view(c.B));
            case R::Trsm:
                return bblas::trsm(side, uplo, op, diag, c.alpha, in(c.A), view(c.B));
        }
    }
    Operands<ch> p;
    p.add(c, nullptr);
    const bblas::Side sides[1] = {side};
    const bblas::Uplo uplos[1] = {uplo};
    const bblas::Op ops[1] = {op};
    const bblas::Diag diags[1] = {diag};
    const int64_t m[1] = {c.m}, n[1] = {c.n}, k[1] = {c.k}, lda[1] = {c.A.ld}, ldb[1] = {c.B.ld},
                  ldc[1] = {c.C.ld}, sizes[1] = {c.count};
    const cf alpha[1] = {c.alpha}, beta[1] = {c.beta};
    const float ralpha[1] = {ra}, rbeta[1] = {rb};
    switch (c.r) {
        case R::Symm:
            return bblas::symm(L, sides, uplos, m, n, alpha, p.A, lda, p.B, ldb, beta, p.C, ldc, sizes);
        case R::Hemm:
            return bblas::hemm(L, sides, uplos, m, n, alpha, p.A, lda, p.B, ldb, beta, p.C, ldc, sizes);
        case R::Syrk:
            return bblas::syrk(L, uplos, ops, n, k, alpha, p.A, lda, beta, p.C, ldc, sizes);
        case R::Herk:
            return bblas::herk(L, uplos, ops, n, k, ralpha, p.A, lda, rbeta, p.C, ldc, sizes);
        case R::Syr2k:
            return bblas::syr2k(L, uplos, ops, n, k, alpha, p.A, lda, p.B, ldb, beta, p.C, ldc, sizes);
        case R::Her2k:
            return bblas::her2k(L, uplos, ops, n, k, alpha, p.A, lda, p.B, ldb, rbeta, p.C, ldc, sizes);
        case R::Trmm:
            return bblas::trmm(L, sides, uplos, ops, diags, m, n, alpha, p.A, lda, p.Bout, ldb, sizes);
        case R::Trsm:
            return bblas::trsm(L, sides, uplos, ops, diags, m, n, alpha, p.A, lda, p.Bout, ldb, sizes);
    }
}

// A case's c16 buffers after the call against the c32 copies rounded (output) and the buffers
// before the call (inputs).
::testing::AssertionResult check(Case& c, const Case& before, const Wide& w) {
    const Batch& out = triangular(c.r) ? c.B : c.C;
    const std::vector<cf>& ref = triangular(c.r) ? w.B : w.C;
    auto same = [](const Batch& x, const Batch& y) {
        if (x.buf.size() != y.buf.size()) return false;
        for (size_t i = 0; i < x.buf.size(); ++i)
            if (bits(x.buf[i]) != bits(y.buf[i])) return false;
        return true;
    };
    for (size_t i = 0; i < out.buf.size(); ++i)
        if (bits(out.buf[i]) != bits(round_half(ref[i])))
            return ::testing::AssertionFailure()
                   << c.what << ": output element " << i << " is (" << float(out.buf[i].real()) << ", "
                   << float(out.buf[i].imag()) << "), c32's rounded (" << float(round_half(ref[i]).real())
                   << ", " << float(round_half(ref[i]).imag()) << ")";
    if (!same(c.A, before.A)) return ::testing::AssertionFailure() << c.what << ": A written";
    if (!triangular(c.r) && !same(c.B, before.B))
        return ::testing::AssertionFailure() << c.what << ": B written";
    return ::testing::AssertionSuccess();
}

class Level3C16 : public ::testing::TestWithParam<R> {};

// Up to four groups per call of the group API, c16 against c32.
void sweep_group(R r, BLAS_Layout L, bool integers, uint64_t seed, int calls) {
    std::mt19937_64 rng(seed);
    for (int call = 0; call < calls; ++call) {
        std::vector<Case> cs;
        const int G = 1 + int(rng() % 4);
        for (int g = 0; g < G; ++g) cs.push_back(make_case(rng, r, L, integers, int(rng() % 4)));
        const std::vector<Case> before = cs;
        std::vector<Wide> wide(cs.begin(), cs.end());
        const std::vector<int64_t> got = call_group<ch>(r, L, cs, nullptr);
        const std::vector<int64_t> want = call_group<cf>(r, L, cs, &wide);
        ASSERT_EQ(got, want) << "info differs from c32's";
        ASSERT_EQ(got[0], 0);
        EXPECT_EQ(got.back(), 7777) << "info written past its entries";
        for (size_t g = 0; g < cs.size(); ++g) ASSERT_TRUE(check(cs[g], before[g], wide[g])) << "group " << g;
    }
}
TEST_P(Level3C16, GroupedColMajorRandom) { sweep_group(GetParam(), BlasColMajor, false, 4601, 30); }
TEST_P(Level3C16, GroupedRowMajorRandom) { sweep_group(GetParam(), BlasRowMajor, false, 4602, 30); }
TEST_P(Level3C16, GroupedColMajorExactIntegers) { sweep_group(GetParam(), BlasColMajor, true, 4603, 20); }

// The strided form, c16 against c32; then the C++ API's two forms on the same case give the
// strided form's buffers, bit for bit.
void sweep_strided(R r, BLAS_Layout L, bool integers, uint64_t seed, int cases) {
    std::mt19937_64 rng(seed);
    for (int i = 0; i < cases; ++i) {
        Case c = make_case(rng, r, L, integers, int(rng() % 4));
        const Case before = c;
        Case viewed = c, grouped = c;
        Wide w(c);
        EXPECT_EQ(call_strided<ch>(c, nullptr), call_strided<cf>(c, &w)) << c.what;
        ASSERT_TRUE(check(c, before, w));
        ASSERT_NO_THROW(call_cpp(viewed, false)) << c.what;
        ASSERT_NO_THROW(call_cpp(grouped, true)) << c.what;
        for (Case* x : {&viewed, &grouped})
            for (size_t e = 0; e < c.out().buf.size(); ++e)
                ASSERT_EQ(bits(x->out().buf[e]), bits(c.out().buf[e]))
                    << (x == &viewed ? "fixed-batch" : "grouped") << " C++ form, element " << e << ": "
                    << c.what;
    }
}
TEST_P(Level3C16, StridedColMajorRandom) { sweep_strided(GetParam(), BlasColMajor, false, 4604, 40); }
TEST_P(Level3C16, StridedRowMajorExactIntegers) { sweep_strided(GetParam(), BlasRowMajor, true, 4605, 40); }

// The flat interface: the k routines against the c routines, column-major, every problem its
// own arguments.
void sweep_flat(R r, bool integers, uint64_t seed, int calls) {
    std::mt19937_64 rng(seed);
    for (int call = 0; call < calls; ++call) {
        std::vector<Case> cs;
        for (int g = 0; g < 3; ++g) cs.push_back(make_case(rng, r, BlasColMajor, integers, int(rng() % 4)));
        const std::vector<Case> before = cs;
        std::vector<Wide> wide(cs.begin(), cs.end());
        const std::vector<int64_t> got = call_flat<ch>(r, cs, nullptr);
        ASSERT_EQ(got, call_flat<cf>(r, cs, &wide)) << "info differs from the c routine's";
        for (size_t e = 0; e + 1 < got.size(); ++e) ASSERT_EQ(got[e], 0) << "info[" << e << "]";
        EXPECT_EQ(got.back(), 7777) << "info written past batch_count entries";
        for (size_t g = 0; g < cs.size(); ++g)
            ASSERT_TRUE(check(cs[g], before[g], wide[g])) << "problem group " << g;
    }
}
TEST_P(Level3C16, FlatRandom) { sweep_flat(GetParam(), false, 4607, 20); }
TEST_P(Level3C16, FlatExactIntegers) { sweep_flat(GetParam(), true, 4608, 20); }

// Invalid arguments: c16 reports as c32, position for position, and the C++ API throws.
TEST_P(Level3C16, InvalidArgumentsAsC32) {
    std::mt19937_64 rng(4606);
    for (int mutation = 0; mutation < 3; ++mutation) {
        std::vector<Case> cs;
        for (int g = 0; g < 3; ++g) {
            cs.push_back(make_case(rng, GetParam(), BlasColMajor, true, 0));
            while (cs.back().count == 0 || cs.back().n == 0)
                cs.back() = make_case(rng, GetParam(), BlasColMajor, true, 0);
        }
        Case& bad = cs[1];
        if (mutation == 0) bad.uplo = BLAS_Uplo(7);
        if (mutation == 1) bad.n = -1;
        if (mutation == 2) bad.A.ld = 0;
        std::vector<Wide> wide(cs.begin(), cs.end());
        const std::vector<int64_t> got = call_group<ch>(GetParam(), BlasColMajor, cs, nullptr);
        EXPECT_EQ(got, call_group<cf>(GetParam(), BlasColMajor, cs, &wide)) << "mutation " << mutation;
        EXPECT_NE(got[0], 0) << "mutation " << mutation << " went undetected";
        EXPECT_THROW(call_cpp(bad, true), bblas::Error) << "mutation " << mutation;
    }
}

INSTANTIATE_TEST_SUITE_P(C16, Level3C16, ::testing::ValuesIn(kRoutines),
                         [](const ::testing::TestParamInfo<R>& i) { return std::string(name(i.param)); });

}  // namespace

#else

TEST(Level3C16, NeedsFloat16) {
    GTEST_SKIP() << "this compiler has no _Float16: the c16 routines are not built";
}

#endif
