// Complex half precision (c16) gemm: BLAS_gemm_batched_c16, BLAS_gemm_batched_strided_c16, the flat
// interface's bblas_kgemm_batch and the C++ API's std::complex<_Float16> overloads (docs/half.md).
//
// A c16 routine computes what the c32 routine computes on the same values widened to complex
// single precision, then rounds both parts of each output element to half once. So the
// reference is BLAS_gemm_batched_c32 on widened copies of the same buffers (NaN padding between
// columns and matrices and guards after the last one included, the same leading dimensions and
// strides): every element of C must be, bit for bit, the c32 result rounded to half, and
// everything else (padding, guards, A and B) must come back bit-identical; info must equal
// c32's. The c32 results meet STYLE.md's bounds in their own suites.
#include <bblas.h>
#include <bblas_flat.h>
#include <gtest/gtest.h>

#include <bblas.hh>
#include <complex>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "c16_batch.hh"

#if defined(__FLT16_MAX__)

namespace {
using namespace c16;

// One group: options, sizes, scalars and operands.
struct Case {
    BLAS_Layout L;
    BLAS_Trans ta, tb;
    int64_t m, n, k;
    cf alpha, beta;
    Batch A, B, C;
    std::string what;
};

constexpr int64_t kDims[] = {0, 1, 2, 3, 5, 8, 9, 16, 17, 33};
constexpr BLAS_Trans kTrans[] = {BlasNoTrans, BlasTrans, BlasConjTrans};

Case make_case(std::mt19937_64& rng, BLAS_Layout L, bool integers, int special) {
    Case c;
    c.L = L;
    c.ta = kTrans[rng() % 3], c.tb = kTrans[rng() % 3];
    auto dim = [&] { return kDims[rng() % std::size(kDims)]; };
    c.m = dim(), c.n = dim(), c.k = dim();
    const int64_t count = int64_t(rng() % 34);
    std::uniform_real_distribution<float> u(-2, 2);
    c.alpha = integers ? cf(2, -1) : cf(u(rng), u(rng));
    c.beta = integers ? cf(-1, 1) : cf(u(rng), u(rng));
    if (special == 1) c.alpha = 0;  // A and B not read: NaN there must not reach C
    if (special == 2) c.beta = 0;   // C not read: NaN there must not survive
    const bool row = L == BlasRowMajor, ta = c.ta != BlasNoTrans, tb = c.tb != BlasNoTrans;
    c.A = make_batch(rng, ta ? c.k : c.m, ta ? c.m : c.k, count, row, integers);
    c.B = make_batch(rng, tb ? c.n : c.k, tb ? c.k : c.n, count, row, integers);
    c.C = make_batch(rng, c.m, c.n, count, row, integers);
    const _Float16 nan = std::numeric_limits<_Float16>::quiet_NaN();
    if (special == 1)
        for (auto* b : {&c.A, &c.B})
            for (int64_t i = 0; i < count; ++i) b->at(i)[0] = ch{nan, nan};
    if (special == 2)
        for (int64_t i = 0; i < count; ++i) c.C.at(i)[0] = ch{nan, nan};
    c.what = std::string(row ? "row" : "col") + " tA=" + std::to_string(c.ta) +
             " tB=" + std::to_string(c.tb) + " m=" + std::to_string(c.m) + " n=" + std::to_string(c.n) +
             " k=" + std::to_string(c.k) + " count=" + std::to_string(count) +
             " special=" + std::to_string(special);
    return c;
}

// Every element of the c16 buffers against the c32 ones rounded: C's written elements are
// c32's results rounded; everything else, and A and B, unchanged.
void expect_round_half(const Case& c, const std::vector<ch>& A0, const std::vector<ch>& B0,
                       const std::vector<cf>& fC) {
    int bad = 0;
    for (size_t i = 0; i < c.C.buf.size() && bad < 4; ++i)
        if (bits(c.C.buf[i]) != bits(round_half(fC[i]))) {
            ADD_FAILURE() << c.what << ": C element " << i << " is not c32's rounded";
            ++bad;
        }
    for (size_t i = 0; i < A0.size() && bad < 4; ++i)
        if (bits(c.A.buf[i]) != bits(A0[i])) ADD_FAILURE() << c.what << ": A written", ++bad;
    for (size_t i = 0; i < B0.size() && bad < 4; ++i)
        if (bits(c.B.buf[i]) != bits(B0[i])) ADD_FAILURE() << c.what << ": B written", ++bad;
}

// The group form: up to four groups in one call, then c32 on the widened copies.
void sweep_group(BLAS_Layout L, bool integers, uint64_t seed, int calls) {
    std::mt19937_64 rng(seed);
    for (int call = 0; call < calls; ++call) {
        const int G = 1 + int(rng() % 4);
        std::vector<Case> cs;
        for (int g = 0; g < G; ++g) cs.push_back(make_case(rng, L, integers, int(rng() % 4)));
        std::vector<BLAS_Trans> ta, tb;
        std::vector<int64_t> m, n, k, lda, ldb, ldc, sizes;
        std::vector<cf> alpha, beta;
        std::vector<const ch*> hA, hB;
        std::vector<ch*> hC;
        std::vector<std::vector<cf>> fA, fB, fC;
        std::vector<const cf*> pA, pB;
        std::vector<cf*> pC;
        for (Case& c : cs) {
            fA.push_back(widened(c.A)), fB.push_back(widened(c.B)), fC.push_back(widened(c.C));
        }
        for (int g = 0; g < G; ++g) {
            Case& c = cs[size_t(g)];
            ta.push_back(c.ta), tb.push_back(c.tb), m.push_back(c.m), n.push_back(c.n), k.push_back(c.k);
            lda.push_back(c.A.ld), ldb.push_back(c.B.ld), ldc.push_back(c.C.ld), sizes.push_back(c.A.count);
            alpha.push_back(c.alpha), beta.push_back(c.beta);
            for (int64_t i = 0; i < c.A.count; ++i) {
                hA.push_back(c.A.at(i)), hB.push_back(c.B.at(i)), hC.push_back(c.C.at(i));
                pA.push_back(fA[size_t(g)].data() + i * c.A.stride);
                pB.push_back(fB[size_t(g)].data() + i * c.B.stride);
                pC.push_back(fC[size_t(g)].data() + i * c.C.stride);
            }
        }
        std::vector<std::vector<ch>> A0, B0;
        for (Case& c : cs) A0.push_back(c.A.buf), B0.push_back(c.B.buf);
        // info[0] (the mode: an entry per matrix), the entries, a guard
        int64_t total = 0;
        for (int64_t s : sizes) total += s;
        std::vector<int64_t> info16(size_t(total + 2), 7777), info32(info16);
        info16[0] = info32[0] = BblasErrorsReportAll;
        BLAS_gemm_batched_c16(L, ta.data(), tb.data(), m.data(), n.data(), k.data(), alpha.data(), hA.data(),
                              lda.data(), hB.data(), ldb.data(), beta.data(), hC.data(), ldc.data(), G,
                              sizes.data(), info16.data());
        BLAS_gemm_batched_c32(L, ta.data(), tb.data(), m.data(), n.data(), k.data(), alpha.data(), pA.data(),
                              lda.data(), pB.data(), ldb.data(), beta.data(), pC.data(), ldc.data(), G,
                              sizes.data(), info32.data());
        EXPECT_EQ(info16, info32);
        EXPECT_EQ(info16.back(), 7777) << "info written past its entries";
        for (int g = 0; g < G; ++g)
            expect_round_half(cs[size_t(g)], A0[size_t(g)], B0[size_t(g)], fC[size_t(g)]);
    }
}

// The strided form and the C++ fixed-batch form (on StridedBatch views) of one case each.
void sweep_strided(BLAS_Layout L, bool integers, uint64_t seed, int calls, bool cpp) {
    std::mt19937_64 rng(seed);
    for (int call = 0; call < calls; ++call) {
        Case c = make_case(rng, L, integers, int(rng() % 4));
        // one stride for the whole batch per operand (as generated); count may be 0
        std::vector<cf> fA = widened(c.A), fB = widened(c.B), fC = widened(c.C);
        const std::vector<ch> A0 = c.A.buf, B0 = c.B.buf;
        int64_t info16 = BblasErrorsReportAny, info32 = BblasErrorsReportAny;
        if (cpp) {
            const bblas::Layout CL = L == BlasRowMajor ? bblas::Layout::RowMajor : bblas::Layout::ColMajor;
            auto op = [](BLAS_Trans t) {
                return t == BlasNoTrans ? bblas::Op::NoTrans
                       : t == BlasTrans ? bblas::Op::Trans
                                        : bblas::Op::ConjTrans;
            };
            auto view = [&](Batch& b) {
                return bblas::StridedBatch<ch>(b.at(0), b.count, b.rows, b.cols, b.ld, b.stride, CL);
            };
            bblas::gemm(op(c.ta), op(c.tb), c.alpha, bblas::BatchView<const ch>(view(c.A)),
                        bblas::BatchView<const ch>(view(c.B)), c.beta, view(c.C));
            info16 = 0;
        } else {
            BLAS_gemm_batched_strided_c16(L, c.ta, c.tb, c.m, c.n, c.k, c.alpha, c.A.buf.data(), c.A.ld,
                                          c.A.stride, c.B.buf.data(), c.B.ld, c.B.stride, c.beta,
                                          c.C.buf.data(), c.C.ld, c.C.stride, c.A.count, &info16);
        }
        BLAS_gemm_batched_strided_c32(L, c.ta, c.tb, c.m, c.n, c.k, c.alpha, fA.data(), c.A.ld, c.A.stride,
                                      fB.data(), c.B.ld, c.B.stride, c.beta, fC.data(), c.C.ld, c.C.stride,
                                      c.A.count, &info32);
        EXPECT_EQ(info16, info32) << c.what;
        expect_round_half(c, A0, B0, fC);
    }
}

TEST(GemmC16, GroupedColMajorRandom) { sweep_group(BlasColMajor, false, 3601, 40); }
TEST(GemmC16, GroupedRowMajorRandom) { sweep_group(BlasRowMajor, false, 3602, 40); }
TEST(GemmC16, GroupedColMajorExactIntegers) { sweep_group(BlasColMajor, true, 3603, 30); }
TEST(GemmC16, StridedColMajorRandom) { sweep_strided(BlasColMajor, false, 3604, 60, false); }
TEST(GemmC16, StridedRowMajorExactIntegers) { sweep_strided(BlasRowMajor, true, 3605, 60, false); }
TEST(GemmC16, CppFixedBatch) { sweep_strided(BlasColMajor, false, 3606, 40, true); }

// The flat interface's bblas_kgemm_batch against bblas_cgemm_batch (column-major, each matrix
// its own arguments: BATCH_VARIABLE).
TEST(GemmC16, FlatAsC) {
    std::mt19937_64 rng(3607);
    for (int call = 0; call < 20; ++call) {
        std::vector<Case> cs;
        for (int g = 0; g < 3; ++g) cs.push_back(make_case(rng, BlasColMajor, call % 2 == 1, int(rng() % 4)));
        std::vector<BLAS_Trans> ta, tb;
        std::vector<int64_t> m, n, k, lda, ldb, ldc;
        std::vector<cf> alpha, beta;
        std::vector<const ch*> hA, hB;
        std::vector<ch*> hC;
        std::vector<std::vector<cf>> fA, fB, fC;
        std::vector<const cf*> pA, pB;
        std::vector<cf*> pC;
        std::vector<std::vector<ch>> A0, B0;
        for (Case& c : cs) {
            fA.push_back(widened(c.A)), fB.push_back(widened(c.B)), fC.push_back(widened(c.C));
            A0.push_back(c.A.buf), B0.push_back(c.B.buf);
        }
        for (size_t g = 0; g < cs.size(); ++g) {
            Case& c = cs[g];
            for (int64_t i = 0; i < c.A.count; ++i) {
                ta.push_back(c.ta), tb.push_back(c.tb), m.push_back(c.m), n.push_back(c.n), k.push_back(c.k);
                lda.push_back(c.A.ld), ldb.push_back(c.B.ld), ldc.push_back(c.C.ld);
                alpha.push_back(c.alpha), beta.push_back(c.beta);
                hA.push_back(c.A.at(i)), hB.push_back(c.B.at(i)), hC.push_back(c.C.at(i));
                pA.push_back(fA[g].data() + i * c.A.stride), pB.push_back(fB[g].data() + i * c.B.stride);
                pC.push_back(fC[g].data() + i * c.C.stride);
            }
        }
        const int64_t count = int64_t(m.size());
        std::vector<int64_t> info16(size_t(count + 1), 7777), info32(info16);
        bblas_kgemm_batch(ta.data(), tb.data(), m.data(), n.data(), k.data(), alpha.data(), hA.data(),
                          lda.data(), hB.data(), ldb.data(), beta.data(), hC.data(), ldc.data(), count,
                          BATCH_VARIABLE, info16.data());
        bblas_cgemm_batch(ta.data(), tb.data(), m.data(), n.data(), k.data(), alpha.data(), pA.data(),
                          lda.data(), pB.data(), ldb.data(), beta.data(), pC.data(), ldc.data(), count,
                          BATCH_VARIABLE, info32.data());
        EXPECT_EQ(info16, info32);
        EXPECT_EQ(info16.back(), 7777) << "info written past batch_count entries";
        for (size_t g = 0; g < cs.size(); ++g) expect_round_half(cs[g], A0[g], B0[g], fC[g]);
    }
}

// Arguments are checked as c32's, position for position (alpha and beta are complex single).
TEST(GemmC16, InfoAsComplexSingle) {
    const BLAS_Trans bad = BLAS_Trans(0), n = BlasNoTrans;
    const int64_t two = 2, neg = -1, one = 1, size = 1;
    const cf alpha = 1, beta = 0;
    ch a[4] = {}, b[4] = {}, c[4] = {};
    const ch* pa = a;
    const ch* pb = b;
    ch* pc = c;
    cf fa[4] = {}, fb[4] = {}, fc[4] = {};
    const cf* qa = fa;
    const cf* qb = fb;
    cf* qc = fc;
    struct Args {
        const BLAS_Trans *ta, *tb;
        const int64_t *m, *lda;
    };
    for (Args x : {Args{&bad, &n, &two, &two}, Args{&n, &bad, &two, &two}, Args{&n, &n, &neg, &two},
                   Args{&n, &n, &two, &one}}) {
        int64_t i16 = BblasErrorsReportAny, i32 = BblasErrorsReportAny;
        BLAS_gemm_batched_c16(BlasColMajor, x.ta, x.tb, x.m, &two, &two, &alpha, &pa, x.lda, &pb, &two, &beta,
                              &pc, &two, 1, &size, &i16);
        BLAS_gemm_batched_c32(BlasColMajor, x.ta, x.tb, x.m, &two, &two, &alpha, &qa, x.lda, &qb, &two, &beta,
                              &qc, &two, 1, &size, &i32);
        EXPECT_NE(i32, 0);
        EXPECT_EQ(i16, i32);
    }
}

}  // namespace

#else

TEST(GemmC16, NeedsFloat16) {
    GTEST_SKIP() << "this compiler has no _Float16: the c16 routines are not built";
}

#endif
