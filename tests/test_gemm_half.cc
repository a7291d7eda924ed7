// Half-precision gemm (BLAS_gemm_batched_r16, BLAS_gemm_batched_strided_r16): matrices stored in
// half, computed in single precision, C rounded to half once (docs/half.md).
//
// The reference is computed in double from the same half inputs (exact: every half is a
// double), and each element of C is judged by the ratio (STYLE.md's form, docs/half.md)
//   |C - Cref| / (u16 |Cref| + (k + 2) u32 M + eta16),   M = |alpha| |op(A)| |op(B)| + |beta| |C0|,
// u16 = 2^-11 and u32 = 2^-24 (the unit roundoffs of half and single), eta16 = 2^-25 (half the
// smallest subnormal half: the most that rounding a tiny result can lose). A single-precision
// product costs at most (k + 2) u32 M and one rounding to half at most u16 |C| + eta16, so a
// correct result's ratio is at most 1 + u16; the tests ask for below 1.5. A product accumulated
// in half, rounded to half more than once, or rounded toward zero (up to 2 u16 |C|) fails it.
// On small integers (-3..3, alpha and beta from {-2, -1, 2, 3}) every result is an integer below
// 2048, exact in half: those runs compare with zero tolerance.
//
// Everything outside the logical elements (guards, rows beyond m in each column, gaps between
// strided matrices) is NaN and must come back bit-identical; inputs are never written; beta = 0
// puts NaN in C, alpha = 0 puts NaN in A and B, and neither may propagate.
#include "half_batch.hh"
#include "harness.hh"

#if defined(__FLT16_MAX__)

namespace {
using namespace bt;

// One group: its arguments, operands, and C as it was before the call.
struct Group {
    BLAS_Trans ta, tb;
    int64_t m, n, k, size;
    float alpha, beta;
    Special special;
    HBatch A, B, C, C0;
    std::string what;
};

// Matrices per group: the sizes that fill interleaved blocks (16 and 8 lanes of float), leave
// them partial, or do not fill one; 0 included. Fewer for large products.
int64_t group_size(Rng& r, int64_t work) {
    static constexpr int64_t many[] = {0, 1, 2, 3, 5, 8, 16, 17, 33};
    if (work > 8192) return r.integer(0, 2);
    return many[r.integer(0, int64_t(std::size(many)) - 1)];
}

Group make_group(BLAS_Layout L, BLAS_Trans ta, BLAS_Trans tb, int64_t m, int64_t n, int64_t k, Special s,
                 Fill f, Rng& rng, int64_t pad, int64_t gap) {
    const bool tA = ta != BlasNoTrans, tB = tb != BlasNoTrans;
    const int64_t ra = tA ? k : m, ca = tA ? m : k, rb = tB ? n : k, cb = tB ? k : n;
    const int64_t size = group_size(rng, m * n * k);
    Group g{ta,
            tb,
            m,
            n,
            k,
            size,
            alpha_for<float>(s, rng, f),
            beta_for<float>(s, rng, f),
            s,
            HBatch(size, ra, ca, ld_for(L, ra, ca, pad), L, gap),
            HBatch(size, rb, cb, ld_for(L, rb, cb, pad), L, gap),
            HBatch(size, m, n, ld_for(L, m, n, pad), L, gap),
            HBatch(0, 0, 0, 1, L, 0),
            {}};
    if (reads_ab(s)) g.A.fill(rng, f), g.B.fill(rng, f);
    if (reads_c(s)) g.C.fill(rng, f);
    g.C0 = g.C;
    g.what =
        trace(layout_name(L), " ", op_name(ta), op_name(tb), " m=", m, " n=", n, " k=", k, " size=", size,
              " ", special_name(s), " alpha=", g.alpha, " beta=", g.beta, " pad=", pad, " gap=", gap);
    return g;
}

// Checks group g after the call: C against the double reference (exact: zero tolerance),
// the padding of C, and the inputs untouched.
::testing::AssertionResult check_group(const Group& g, const HBatch& A0, const HBatch& B0, bool exact) {
    const bool tA = g.ta != BlasNoTrans, tB = g.tb != BlasNoTrans;
    double worst = 0;
    std::ostringstream msg;
    int bad = 0;
    const bool quick = (g.alpha == 0 || g.k == 0) && g.beta == 1;
    for (int64_t i = 0; i < g.size; ++i)
        for (int64_t c = 0; c < g.n; ++c)
            for (int64_t r = 0; r < g.m; ++r) {
                double ref = 0, bound = 0;
                if (g.alpha != 0)
                    for (int64_t l = 0; l < g.k; ++l) {
                        const double a = tA ? g.A.get(i, l, r) : g.A.get(i, r, l);
                        const double b = tB ? g.B.get(i, c, l) : g.B.get(i, l, c);
                        ref += a * b;
                        bound += std::fabs(a * b);
                    }
                ref *= g.alpha;
                bound *= std::fabs(g.alpha);
                if (g.beta != 0) {
                    const double c0 = g.C0.get(i, r, c);
                    ref += g.beta * c0;
                    bound += std::fabs(g.beta * c0);
                }
                const double got = g.C.get(i, r, c);
                if (quick) {
                    if (!same_half(g.C.ptr(i)[g.C.offset(r, c)], g.C0.ptr(i)[g.C0.offset(r, c)]) && bad++ < 4)
                        msg << "\n  quick return wrote C(" << r << "," << c << ") of matrix " << i;
                    continue;
                }
                const double ratio = exact ? (got == ref ? 0 : INFINITY)
                                           : std::fabs(got - ref) / (kU16 * std::fabs(ref) +
                                                                     double(g.k + 2) * kU32 * bound + kEta16);
                if (!(ratio < kMaxRatio)) {
                    if (bad++ < 4)
                        msg << "\n  matrix " << i << " C(" << r << "," << c << ") = " << got << ", reference "
                            << ref << ", ratio " << ratio;
                } else {
                    worst = std::max(worst, ratio);
                }
            }
    int64_t padding = 0;  // counted apart: a value error must not hide it
    for (size_t idx = 0; idx < g.C.buf.size(); ++idx)
        padding += !g.C.logical(int64_t(idx)) && !same_half(g.C.buf[idx], g.C0.buf[idx]);
    if (padding > 0) {
        ++bad;
        msg << "\n  " << padding << " element(s) of C's padding or guards were written";
    }
    if (A0.buf.size() != g.A.buf.size() ||
        !std::equal(A0.buf.begin(), A0.buf.end(), g.A.buf.begin(), same_half) ||
        !std::equal(B0.buf.begin(), B0.buf.end(), g.B.buf.begin(), same_half))
        if (bad++ < 4) msg << "\n  an input (A or B) was written";
    if (bad == 0) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << g.what << ": " << bad << " bad element(s):" << msg.str();
}

// Dimensions: tiny (column kernels, every partial vector of half), beyond a pack, 64 (where
// OpenBLAS serves single precision with A transposed) and 80 (beyond the column kernels' rows,
// and a B beyond the copy they widen it into).
constexpr int64_t kDims[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 14, 16, 17, 33, 64, 80};

// Square orders with compact operands (lda = ldb = ldc = n), which the column kernels run with
// n, k and the strides compiled in (up to 8, and 10, 12 and 16 in single precision and half).
constexpr int64_t kSquare[] = {1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 16};

// The groups of one sweep: every transpose combination, the specials, several sizes (compact:
// the square orders of kSquare, no padding).
std::vector<Group> make_groups(BLAS_Layout L, Fill f, uint64_t seed, int per_combination, bool compact) {
    Rng rng(seed);
    std::vector<Group> groups;
    int64_t i = 0;
    for (BLAS_Trans ta : kOps)
        for (BLAS_Trans tb : kOps)
            for (int r = 0; r < per_combination; ++r, ++i) {
                const auto dim = [&] { return kDims[rng.integer(0, int64_t(std::size(kDims)) - 1)]; };
                int64_t m = dim(), n = dim(), k = dim();
                if (m * n * k > 64 * 64 * 17) k = 2;  // keeps the double reference short
                if (compact) m = n = k = kSquare[i % int64_t(std::size(kSquare))];
                groups.push_back(make_group(L, ta, tb, m, n, k, special_for(i), f, rng,
                                            !compact && i % 3 == 0 ? 3 : 0, 0));
            }
    return groups;
}

void check_all(const std::vector<Group>& groups, const std::vector<HBatch>& A0, const std::vector<HBatch>& B0,
               bool exact) {
    int failures = 0;
    for (size_t g = 0; g < groups.size() && failures < 10; ++g) {
        const auto r = check_group(groups[g], A0[g], B0[g], exact);
        EXPECT_TRUE(r) << "group " << g;
        failures += !r;
    }
}

// All groups in one call of the group API.
void run_grouped(BLAS_Layout L, Fill f, uint64_t seed, bool compact = false) {
    std::vector<Group> groups = make_groups(L, f, seed, compact ? 10 : 8, compact);
    std::vector<HBatch> A0, B0;
    std::vector<BLAS_Trans> ta, tb;
    std::vector<int64_t> m, n, k, lda, ldb, ldc, sizes;
    std::vector<float> alpha, beta;
    std::vector<const half*> A, B;
    std::vector<half*> C;
    for (Group& g : groups) {
        A0.push_back(g.A);
        B0.push_back(g.B);
        ta.push_back(g.ta), tb.push_back(g.tb), m.push_back(g.m), n.push_back(g.n), k.push_back(g.k);
        lda.push_back(g.A.ld), ldb.push_back(g.B.ld), ldc.push_back(g.C.ld), sizes.push_back(g.size);
        alpha.push_back(g.alpha), beta.push_back(g.beta);
        for (int64_t i = 0; i < g.size; ++i)
            A.push_back(g.A.ptr(i)), B.push_back(g.B.ptr(i)), C.push_back(g.C.ptr(i));
    }
    int64_t total = 0;
    for (int64_t s : sizes) total += s;
    std::vector<int64_t> info(size_t(1 + total), 7);
    info[0] = BblasErrorsReportAll;
    BLAS_gemm_batched_r16(L, ta.data(), tb.data(), m.data(), n.data(), k.data(), alpha.data(), A.data(),
                          lda.data(), B.data(), ldb.data(), beta.data(), C.data(), ldc.data(),
                          int64_t(groups.size()), sizes.data(), info.data());
    for (size_t i = 0; i < info.size(); ++i) ASSERT_EQ(info[i], 0) << "info[" << i << "]";
    check_all(groups, A0, B0, f == Fill::Int);
}

// Each group as one call of the strided API, with NaN gaps between the matrices.
void run_strided(BLAS_Layout L, Fill f, uint64_t seed, bool compact = false) {
    std::vector<Group> groups;
    Rng rng(seed);
    int64_t i = 0;
    for (BLAS_Trans ta : kOps)
        for (BLAS_Trans tb : kOps)
            for (int r = 0; r < (compact ? 10 : 4); ++r, ++i) {
                const auto dim = [&] { return kDims[rng.integer(0, int64_t(std::size(kDims)) - 1)]; };
                int64_t m = dim(), n = dim(), k = dim();
                if (m * n * k > 64 * 64 * 17) k = 2;
                if (compact) m = n = k = kSquare[i % int64_t(std::size(kSquare))];
                groups.push_back(make_group(L, ta, tb, m, n, k, special_for(i), f, rng, compact ? 0 : i % 2,
                                            i % 3 == 0 ? 0 : 5));
            }
    std::vector<HBatch> A0, B0;
    for (Group& g : groups) {
        A0.push_back(g.A);
        B0.push_back(g.B);
        int64_t info[2] = {BblasErrorsReportGroup, 7};
        BLAS_gemm_batched_strided_r16(L, g.ta, g.tb, g.m, g.n, g.k, g.alpha, g.A.ptr(0), g.A.ld, g.A.stride,
                                      g.B.ptr(0), g.B.ld, g.B.stride, g.beta, g.C.ptr(0), g.C.ld, g.C.stride,
                                      g.size, info);
        EXPECT_EQ(info[0], 0) << g.what;
        EXPECT_EQ(info[1], 0) << g.what;
    }
    check_all(groups, A0, B0, f == Fill::Int);
}

TEST(GemmHalf, GroupedColMajorRandom) { run_grouped(BlasColMajor, Fill::Real, 1601); }
TEST(GemmHalf, GroupedRowMajorRandom) { run_grouped(BlasRowMajor, Fill::Real, 1602); }
TEST(GemmHalf, GroupedColMajorExactIntegers) { run_grouped(BlasColMajor, Fill::Int, 1603); }
TEST(GemmHalf, GroupedRowMajorExactIntegers) { run_grouped(BlasRowMajor, Fill::Int, 1604); }
TEST(GemmHalf, StridedColMajorRandom) { run_strided(BlasColMajor, Fill::Real, 1605); }
TEST(GemmHalf, StridedRowMajorExactIntegers) { run_strided(BlasRowMajor, Fill::Int, 1606); }
TEST(GemmHalf, CompactSquareShapes) {
    run_grouped(BlasColMajor, Fill::Int, 1607, true);
    run_grouped(BlasRowMajor, Fill::Real, 1608, true);
    run_strided(BlasColMajor, Fill::Int, 1609, true);
    run_strided(BlasRowMajor, Fill::Real, 1610, true);
}

// One rounding, to nearest even: 1 + 2^-11 is halfway between two halves and rounds to 1; the
// product computed in single keeps digits that a half accumulation would lose: with k = 2048
// products 1 * 2^-12 added to 1 (beta = 1, C0 = 1), single precision gives 1.5 exactly, a sum in
// half would stay at 1 (each step's 2^-12 is below half an ulp of 1).
TEST(GemmHalf, RoundsOnceAtTheEnd) {
    const int64_t k = 2048;
    std::vector<half> A(size_t(k), half(1)), B(size_t(k), half(0x1p-12f));
    half C[2] = {half(1), half_nan()};
    int64_t info[1] = {BblasErrorsReportAny};
    BLAS_gemm_batched_strided_r16(BlasColMajor, BlasNoTrans, BlasNoTrans, 1, 1, k, 1.0f, A.data(), 1, 0,
                                  B.data(), k, 0, 1.0f, C, 1, 1, 1, info);
    EXPECT_EQ(info[0], 0);
    EXPECT_EQ(float(C[0]), 1.5f);
    EXPECT_TRUE(same_half(C[1], half_nan()));
    // alpha = 1 + 2^-11 (a float, not a half): 1 * 1 * alpha rounds to even, 1
    half a1 = half(1), c1 = half_nan();
    BLAS_gemm_batched_strided_r16(BlasColMajor, BlasNoTrans, BlasNoTrans, 1, 1, 1, 1.0f + 0x1p-11f, &a1, 1, 0,
                                  &a1, 1, 0, 0.0f, &c1, 1, 1, 1, info);
    EXPECT_EQ(float(c1), 1.0f);
    // 3 * alpha with alpha = 1 + 2^-11 kept in single: 3 + 0.75 ulp rounds up to 3 + 2^-9 (had alpha
    // been rounded to half first, to 1, the result would be 3)
    half a3 = half(3);
    BLAS_gemm_batched_strided_r16(BlasColMajor, BlasNoTrans, BlasNoTrans, 1, 1, 1, 1.0f + 0x1p-11f, &a3, 1, 0,
                                  &a1, 1, 0, 0.0f, &c1, 1, 1, 1, info);
    EXPECT_EQ(float(c1), 3.0f + 0x1p-9f);
    // beyond the half range: infinity
    half big = half(256);
    BLAS_gemm_batched_strided_r16(BlasColMajor, BlasNoTrans, BlasNoTrans, 1, 1, 1, 1.0f, &big, 1, 0, &big, 1,
                                  0, 0.0f, &c1, 1, 1, 1, info);
    EXPECT_EQ(float(c1), INFINITY);
}

// ----------------------------------------------------------------------------------------------
// Arguments: r16 checks and reports exactly as r32 (one validation for both). A valid call of
// three groups (2, 3, 2 matrices, small integers), mutated one argument at a time; the same
// mutated call goes to BLAS_gemm_batched_r32 on the same values in single precision, and info
// must be identical, entry for entry, in every mode, and C of every group the r32 result
// rounded to half (exact: small integers). The expected positions are also spelled out, so that
// the two cannot agree on a wrong answer.
struct Call {
    BLAS_Layout layout = BlasColMajor;
    std::vector<BLAS_Trans> ta{BlasNoTrans, BlasTrans, BlasConjTrans},
        tb{BlasTrans, BlasNoTrans, BlasNoTrans};
    std::vector<int64_t> m{3, 4, 2}, n{2, 3, 4}, k{4, 2, 3}, lda, ldb, ldc, sizes{2, 3, 2};
    std::vector<float> alpha{2, -1, 3}, beta{-1, 2, 0};
    int64_t group_count = 3;
    std::string null;  // the argument passed as a null array
};

struct Mutation {
    const char* name;
    int pos;       // expected position (0: the call stays valid)
    int group;     // the first group it makes invalid (-1: the counts, nothing is computed)
    bool pointer;  // a null pointer array: not looked at in BblasErrorsReportNone
    void (*apply)(Call&);
};

const Mutation kMutations[] = {
    {"none", 0, 0, false, [](Call&) {}},
    {"layout", 1, 0, false, [](Call& c) { c.layout = BLAS_Layout(7); }},
    {"transA", 2, 1, false, [](Call& c) { c.ta[1] = BLAS_Trans(0); }},
    {"transB", 3, 1, false, [](Call& c) { c.tb[1] = BLAS_Trans(200); }},
    {"m", 4, 1, false, [](Call& c) { c.m[1] = -1; }},
    {"n", 5, 1, false, [](Call& c) { c.n[1] = -2; }},
    {"k", 6, 1, false, [](Call& c) { c.k[1] = -1; }},
    {"alpha", 7, 0, false, [](Call& c) { c.null = "alpha"; }},
    {"A", 8, 0, true, [](Call& c) { c.null = "A"; }},
    {"A_ld", 9, 1, false, [](Call& c) { --c.lda[1]; }},
    {"B", 10, 0, true, [](Call& c) { c.null = "B"; }},
    {"B_ld", 11, 1, false, [](Call& c) { c.ldb[1] = 0; }},
    {"beta", 12, 0, false, [](Call& c) { c.null = "beta"; }},
    {"C", 13, 0, true, [](Call& c) { c.null = "C"; }},
    {"C_ld", 14, 1, false, [](Call& c) { --c.ldc[1]; }},
    {"group_count", 15, -1, false, [](Call& c) { c.group_count = -1; }},
    {"group_sizes", 16, -1, false, [](Call& c) { c.sizes[1] = -3; }},
    {"A_ld and m", 4, 1, false, [](Call& c) { --c.lda[1], c.m[1] = -1; }},  // the first in argument order
    {"alpha = 0, A null", 0, 0, true,
     [](Call& c) {
         c.alpha = {0, 0, 0}, c.null = "A";
     }},  // A is not read
};

// Runs call c in precision T (half or float) on storage made from one seed; returns info and
// the groups' C, as doubles.
template <class T>
std::pair<std::vector<int64_t>, std::vector<double>> run_call(const Call& c, int64_t mode) {
    Rng rng(99);
    std::vector<std::vector<T>> store;
    std::vector<const T*> A, B;
    std::vector<T*> C;
    std::vector<size_t> c_store;
    for (int g = 0; g < 3; ++g) {
        const size_t i = size_t(g);
        const bool tA = c.ta[i] != BlasNoTrans, tB = c.tb[i] != BlasNoTrans;
        const int64_t M = std::max<int64_t>(c.m[i], 0), N = std::max<int64_t>(c.n[i], 0),
                      K = std::max<int64_t>(c.k[i], 0);
        const int64_t outer_a = (c.layout == BlasRowMajor) != tA ? M : K;
        const int64_t outer_b = (c.layout == BlasRowMajor) != tB ? K : N;
        const int64_t outer_c = c.layout == BlasRowMajor ? M : N;
        for (int64_t j = 0; j < std::max<int64_t>(c.sizes[i], 0); ++j) {
            const auto make = [&](int64_t ld, int64_t outer) {
                store.emplace_back(size_t(std::max<int64_t>(ld, 1) * std::max<int64_t>(outer, 1) + 4));
                for (T& x : store.back()) x = T(rng.integer(-3, 3));
                return store.back().data();
            };
            A.push_back(make(c.lda[i], outer_a));
            B.push_back(make(c.ldb[i], outer_b));
            C.push_back(make(c.ldc[i], outer_c));
            c_store.push_back(store.size() - 1);
        }
    }
    int64_t total = 0;
    for (int64_t s : c.sizes) total += std::max<int64_t>(s, 0);
    std::vector<int64_t> info(size_t(1 + std::max<int64_t>(total, 3)), 77);
    info[0] = mode;
    const auto arr = [&](const auto& v, const char* name) { return c.null == name ? nullptr : v.data(); };
    if constexpr (std::is_same_v<T, float>)
        BLAS_gemm_batched_r32(c.layout, c.ta.data(), c.tb.data(), c.m.data(), c.n.data(), c.k.data(),
                              arr(c.alpha, "alpha"), arr(A, "A"), c.lda.data(), arr(B, "B"), c.ldb.data(),
                              arr(c.beta, "beta"), arr(C, "C"), c.ldc.data(), c.group_count, c.sizes.data(),
                              info.data());
    else
        BLAS_gemm_batched_r16(c.layout, c.ta.data(), c.tb.data(), c.m.data(), c.n.data(), c.k.data(),
                              arr(c.alpha, "alpha"), arr(A, "A"), c.lda.data(), arr(B, "B"), c.ldb.data(),
                              arr(c.beta, "beta"), arr(C, "C"), c.ldc.data(), c.group_count, c.sizes.data(),
                              info.data());
    std::vector<double> out;
    for (size_t s : c_store)
        for (T x : store[s]) out.push_back(double(x));
    return {info, out};
}

TEST(GemmHalf, InfoAsSinglePrecision) {
    for (BLAS_Layout L : kLayouts)
        for (const Mutation& mu : kMutations)
            for (int64_t mode : {int64_t(BblasErrorsReportAll), int64_t(BblasErrorsReportGroup),
                                 int64_t(BblasErrorsReportAny), int64_t(BblasErrorsReportNone)}) {
                Call c;
                c.layout = L;
                for (size_t i = 0; i < 3; ++i) {
                    const bool tA = c.ta[i] != BlasNoTrans, tB = c.tb[i] != BlasNoTrans;
                    const bool row = L == BlasRowMajor;
                    c.lda.push_back(std::max<int64_t>(1, row != tA ? c.k[i] : c.m[i]));
                    c.ldb.push_back(std::max<int64_t>(1, row != tB ? c.n[i] : c.k[i]));
                    c.ldc.push_back(std::max<int64_t>(1, row ? c.n[i] : c.m[i]));
                }
                mu.apply(c);
                if (mu.pointer && mode == BblasErrorsReportNone) continue;
                SCOPED_TRACE(trace(layout_name(L), " mutation ", mu.name, " mode ", mode));
                const auto [info16, c16] = run_call<half>(c, mode);
                const auto [info32, c32] = run_call<float>(c, mode);
                EXPECT_EQ(info16, info32);
                ASSERT_EQ(c16.size(), c32.size());
                for (size_t i = 0; i < c16.size(); ++i)
                    if (!(c16[i] == c32[i] || (std::isnan(c16[i]) && std::isnan(c32[i])))) {
                        ADD_FAILURE() << "C element " << i << ": r16 " << c16[i] << ", r32 " << c32[i];
                        break;
                    }
                // the position as bblas.h numbers it
                if (mode == BblasErrorsReportNone) continue;
                if (mu.pos == 0) {
                    EXPECT_EQ(info16[0], 0);
                } else if (mu.group < 0) {
                    EXPECT_EQ(info16[0], -mu.pos);
                } else {
                    EXPECT_EQ(info16[0], mu.group + 1) << "the first invalid group, counted from 1";
                    if (mode == BblasErrorsReportGroup) {
                        EXPECT_EQ(info16[size_t(1 + mu.group)], -mu.pos);
                    }
                }
            }
}

// The strided form's own argument, its output stride, and one standard argument at the
// strided form's position (bblas.h: layout 1, ..., A_ld 9, A_stride 10, ..., C_stride 17,
// batch_count 18), as r32 reports them.
TEST(GemmHalf, StridedInfo) {
    std::vector<half> A(64, half(1)), B(64, half(1)), C(64, half(0));
    std::vector<float> A32(64, 1), B32(64, 1), C32(64, 0);
    struct Case {
        int64_t lda, c_stride, count, expect;
    };
    for (const Case& t : {Case{2, 4, 3, 0}, Case{1, 4, 3, -9}, Case{2, 3, 3, -17}, Case{2, 4, -1, -18},
                          Case{1, 3, 3, -9}, Case{2, 0, 1, 0}}) {
        int64_t info16[2] = {BblasErrorsReportGroup, 7}, info32[2] = {BblasErrorsReportGroup, 7};
        BLAS_gemm_batched_strided_r16(BlasColMajor, BlasNoTrans, BlasNoTrans, 2, 2, 2, 1.0f, A.data(), t.lda,
                                      4, B.data(), 2, 4, 0.0f, C.data(), 2, t.c_stride, t.count, info16);
        BLAS_gemm_batched_strided_r32(BlasColMajor, BlasNoTrans, BlasNoTrans, 2, 2, 2, 1.0f, A32.data(),
                                      t.lda, 4, B32.data(), 2, 4, 0.0f, C32.data(), 2, t.c_stride, t.count,
                                      info32);
        SCOPED_TRACE(trace("lda ", t.lda, " C_stride ", t.c_stride, " batch_count ", t.count));
        EXPECT_EQ(info16[0], info32[0]);
        EXPECT_EQ(info16[1], info32[1]);
        EXPECT_EQ(t.expect == 0 ? info16[0] : t.count < 0 ? info16[0] : info16[1], t.expect);
    }
}

}  // namespace

#else

TEST(GemmHalf, NeedsFloat16) {
    GTEST_SKIP() << "this compiler has no _Float16: the r16 routines are not built";
}

#endif
