// gemm: every precision, layout, transpose pair (ConjTrans included) and size of kSizes, as many
// groups of different shapes in one call; NaN guards (padding, gaps between matrices, C with
// beta = 0, A and B with alpha = 0), quick return, exactness with small integers.
#include "harness.hh"

namespace {
using namespace bt;

template <class T>
struct GemmGroup {
    BLAS_Trans ta = BlasNoTrans, tb = BlasNoTrans;
    int64_t m = 0, n = 0, k = 0, count = 0;
    T alpha{}, beta{};
    Special special = Special::Normal;
    Batch<T> A, B, C;     // the library's operands (C: output)
    Batch<T> A0, B0, C0;  // clean operands for the reference
    Batch<T> Cin;         // the library's C before the call
    uint64_t Ahash = 0, Bhash = 0;
    std::string trace;
};

// Builds one group: operands stored per layout and transposes, padded lds (compact: none),
// NaN where the library must not read.
template <class T>
GemmGroup<T> make_group(BLAS_Layout L, BLAS_Trans ta, BLAS_Trans tb, int64_t m, int64_t n, int64_t k,
                        Special sp, Fill fill, uint64_t seed, bool few, bool compact = false) {
    Rng rng(seed);
    GemmGroup<T> g;
    g.ta = ta, g.tb = tb, g.m = m, g.n = n, g.k = k, g.special = sp;
    g.count = few ? 1 + rng.integer(0, 1) : count_for(rng, m * n * k, m * k + k * n + m * n);
    g.alpha = alpha_for<T>(sp, rng, fill);
    g.beta = beta_for<T>(sp, rng, fill);
    const int64_t ar = ta == BlasNoTrans ? m : k, ac = ta == BlasNoTrans ? k : m;
    const int64_t br = tb == BlasNoTrans ? k : n, bc = tb == BlasNoTrans ? n : k;
    const auto pad = [&] { return compact ? 0 : rng.integer(0, 3); };
    g.A0 = Batch<T>(g.count, ar, ac, ld_for(L, ar, ac, pad()), L, rng.integer(0, 2));
    g.B0 = Batch<T>(g.count, br, bc, ld_for(L, br, bc, pad()), L, rng.integer(0, 2));
    g.C0 = Batch<T>(g.count, m, n, ld_for(L, m, n, pad()), L, rng.integer(0, 2));
    g.A0.fill(rng, fill);
    g.B0.fill(rng, fill);
    g.C0.fill(rng, fill);
    if (sp == Special::Quick)  // -0.0 would become +0.0 if C were computed as 1*C + 0
        g.C0.each([&](int64_t, int64_t r, int64_t c, T& x) {
            if ((r + c) % 2 == 0) x = T(-0.0);
        });
    g.A = g.A0, g.B = g.B0, g.C = g.C0;
    if (!reads_ab(sp)) {
        g.A.each([](int64_t, int64_t, int64_t, T& x) { x = nan_value<T>(); });
        g.B.each([](int64_t, int64_t, int64_t, T& x) { x = nan_value<T>(); });
    }
    if (!reads_c(sp)) g.C.each([](int64_t, int64_t, int64_t, T& x) { x = nan_value<T>(); });
    g.Cin = g.C, g.Ahash = hash_bits(g.A), g.Bhash = hash_bits(g.B);
    g.trace = trace("gemm ", type_name<T>(), " ", layout_name(L), " transA=", op_name(ta),
                    " transB=", op_name(tb), " m=", m, " n=", n, " k=", k, " count=", g.count,
                    " lda=", g.A.ld, " ldb=", g.B.ld, " ldc=", g.C.ld, " alpha=", str(g.alpha),
                    " beta=", str(g.beta), " [", special_name(sp), "] ", fill_name(fill), " seed=", seed);
    return g;
}

template <class T>
void call_gemm(Api api, BLAS_Layout L, std::vector<GemmGroup<T>>& groups) {
    const size_t G = groups.size();
    std::vector<BLAS_Trans> ta(G), tb(G);
    std::vector<int64_t> m(G), n(G), k(G), lda(G), ldb(G), ldc(G), sizes(G);
    std::vector<T> alpha(G), beta(G);
    std::vector<const T*> A, B;
    std::vector<T*> C;
    for (size_t i = 0; i < G; ++i) {
        auto& g = groups[i];
        ta[i] = g.ta, tb[i] = g.tb, m[i] = g.m, n[i] = g.n, k[i] = g.k, sizes[i] = g.count;
        lda[i] = g.A.ld, ldb[i] = g.B.ld, ldc[i] = g.C.ld, alpha[i] = g.alpha, beta[i] = g.beta;
        for (int64_t j = 0; j < g.count; ++j) {
            A.push_back(g.A.ptr(j));
            B.push_back(g.B.ptr(j));
            C.push_back(g.C.ptr(j));
        }
    }
    if (api == Api::C) {
        std::vector<int64_t> info(1 + C.size() + 1, 7777);
        info[0] = BblasErrorsReportAll;
        capi::gemm<T>(L, ta.data(), tb.data(), m.data(), n.data(), k.data(), alpha.data(), A.data(),
                      lda.data(), B.data(), ldb.data(), beta.data(), C.data(), ldc.data(), int64_t(G),
                      sizes.data(), info.data());
        EXPECT_EQ(info[0], 0);
        for (size_t i = 1; i <= C.size(); ++i) ASSERT_EQ(info[i], 0) << "info[" << i << "]";
        EXPECT_EQ(info.back(), 7777) << "info written past 1 + sum(group_sizes)";
    } else if (api == Api::CppGrouped) {
        const auto cta = cpp_vec<BLAS_Trans>(ta), ctb = cpp_vec<BLAS_Trans>(tb);
        bblas::gemm<T>(cpp(L), cta, ctb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, sizes);
    } else {
        Rng pick(G);
        for (auto& g : groups) {
            std::vector<std::vector<T*>> keep;
            const auto vA = view_of(g.A, pick.integer(0, 1) == 1, keep);
            const auto vB = view_of(g.B, pick.integer(0, 1) == 1, keep);
            const auto vC = view_of(g.C, pick.integer(0, 1) == 1, keep);
            bblas::gemm(cpp(g.ta), cpp(g.tb), g.alpha, vA, vB, g.beta, vC);
        }
    }
}

template <class T>
bool check_group(BLAS_Layout L, GemmGroup<T>& g, bool exact) {
    SCOPED_TRACE(g.trace);
    bool ok = true;
    BT_CHECK(ok, input_untouched(g.A, g.Ahash, "A"));
    BT_CHECK(ok, input_untouched(g.B, g.Bhash, "B"));
    const bool quick = g.m == 0 || g.n == 0 || ((g.alpha == T(0) || g.k == 0) && g.beta == T(1));
    if (quick) {
        BT_CHECK(ok, untouched(g.C, g.Cin, "C (quick return)"));
    } else {
        BT_CHECK(ok, padding_untouched(g.C, g.Cin, "C"));
        Batch<T> Cref = g.C0;
        for (int64_t i = 0; i < g.count; ++i) {
            ref::gemm<T>(L, g.ta, g.tb, g.m, g.n, g.k, g.alpha, g.A0.ptr(i), g.A0.ld, g.B0.ptr(i), g.B0.ld,
                         g.beta, Cref.ptr(i), Cref.ld);
            if (exact) {
                BT_CHECK(ok, check_values(g.C, Cref, i, Region::Full, nullptr, true));
            } else {
                const Dense<double> P =
                    abs_product(op_of(g.A0, i, g.ta, g.m, g.k), op_of(g.B0, i, g.tb, g.k, g.n));
                const Dense<double> den = bound(double(g.k + 2), g.alpha, P, g.beta, g.C0, i);
                BT_CHECK(ok, check_values(g.C, Cref, i, Region::Full, &den, false));
            }
        }
    }
    return ok;
}

// Every transpose pair x every (m, n) of kSizes, k cycling through kSizes, a few hundred groups
// per call. few: one or two matrices per group and every other size pair (the C++ API sweeps).
template <class T>
void gemm_sweep(Api api, BLAS_Layout L, Fill fill, uint64_t seed, bool few = false, Sizes S = kSizes) {
    const int ns = int(S.size());
    SCOPED_TRACE(trace("api=", api_name(api), " seed=", seed));
    std::vector<std::function<GemmGroup<T>()>> makers;
    int64_t idx = 0;
    for (int a = 0; a < 3; ++a)
        for (int b = 0; b < 3; ++b)
            for (int i = 0; i < ns; ++i)
                for (int j = 0; j < ns; ++j) {
                    if ((few && (i + j + a + b) % 2) || (S[size_t(i)] > 64 && S[size_t(j)] > 64)) continue;
                    const int64_t k = S[size_t((5 * i + 3 * j + 7 * (3 * a + b) + int(seed)) % ns)];
                    const Special sp = special_for(idx + int64_t(seed));
                    const uint64_t gseed = seed * 1000003 + uint64_t(idx);
                    makers.push_back([=] {
                        return make_group<T>(L, kOps[a], kOps[b], S[size_t(i)], S[size_t(j)], k, sp, fill,
                                             gseed, few);
                    });
                    ++idx;
                }
    run_chunked(
        makers, [&](std::vector<GemmGroup<T>>& groups) { call_gemm(api, L, groups); },
        [&](GemmGroup<T>& g) { return check_group(L, g, fill == Fill::Int); });
}

template <class T>
class Gemm : public ::testing::Test {};
TYPED_TEST_SUITE(Gemm, AllTypes, TypeNames);

TYPED_TEST(Gemm, ColMajorRandom) { gemm_sweep<TypeParam>(Api::C, BlasColMajor, Fill::Real, 11); }
TYPED_TEST(Gemm, RowMajorRandom) { gemm_sweep<TypeParam>(Api::C, BlasRowMajor, Fill::Real, 12); }
TYPED_TEST(Gemm, LongThinSizes) {
    gemm_sweep<TypeParam>(Api::C, BlasColMajor, Fill::Real, 19, false, kLongSizes);
    gemm_sweep<TypeParam>(Api::C, BlasRowMajor, Fill::Int, 20, false, kLongSizes);
}
TYPED_TEST(Gemm, ColMajorExactIntegers) { gemm_sweep<TypeParam>(Api::C, BlasColMajor, Fill::Int, 13); }
TYPED_TEST(Gemm, RowMajorExactIntegers) { gemm_sweep<TypeParam>(Api::C, BlasRowMajor, Fill::Int, 14); }

// Square products with compact operands (lda = ldb = ldc = n), which the column kernels run
// with n, k and the strides compiled in (orders up to 8; 10, 12 and 16 in single precision and
// half), and orders whose last pack of a column is a narrower load (20: 16 + 4 floats) or a
// whole one overlapping the pack before it (14: 8 + 6 doubles): every transpose pair, both
// layouts, every special of special_for, exact values.
TYPED_TEST(Gemm, CompactSquareShapes) {
    using T = TypeParam;
    for (const Api api : {Api::C, Api::CppFixed})  // pointer arrays; pointer or strided views
        for (const BLAS_Layout L : {BlasColMajor, BlasRowMajor}) {
            SCOPED_TRACE(trace("api=", api_name(api)));
            std::vector<GemmGroup<T>> groups;
            int64_t idx = 0;
            for (const int64_t n : {1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16, 20})
                for (const BLAS_Trans ta : kOps)
                    for (const BLAS_Trans tb : kOps) {
                        groups.push_back(make_group<T>(L, ta, tb, n, n, n, special_for(idx), Fill::Int,
                                                       uint64_t(1000 + idx), false, true));
                        ++idx;
                        // and the update C += A op(B), a form of its own in these kernels
                        groups.push_back(make_group<T>(L, ta, tb, n, n, n, Special::Alpha1Beta1, Fill::Int,
                                                       uint64_t(1000 + idx), false, true));
                        ++idx;
                    }
            call_gemm<T>(api, L, groups);
            for (GemmGroup<T>& g : groups) EXPECT_TRUE(check_group(L, g, true));
        }
}

// The update C += op(A) op(B) (alpha = beta = 1), whose sums the column kernels start from C:
// square and other shapes, compact and padded operands, every transpose pair, exact integers and
// random values against the error bound.
TYPED_TEST(Gemm, AccumulateUpdate) {
    using T = TypeParam;
    for (const BLAS_Layout L : {BlasColMajor, BlasRowMajor})
        for (const Fill fill : {Fill::Int, Fill::Real}) {
            SCOPED_TRACE(trace("fill=", fill_name(fill)));
            std::vector<GemmGroup<T>> groups;
            uint64_t seed = 5000;
            for (const int64_t n : {1, 2, 3, 5, 8, 9, 12, 13, 16, 24, 33, 64})
                for (const BLAS_Trans ta : kOps)
                    for (const BLAS_Trans tb : kOps) {
                        const int64_t k = seed % 3 == 0 ? n : seed % 3 == 1 ? n + 3 : (n + 1) / 2;
                        groups.push_back(make_group<T>(L, ta, tb, n, n, k, Special::Alpha1Beta1, fill, seed,
                                                       false, seed % 2 == 0));
                        ++seed;
                    }
            call_gemm<T>(Api::C, L, groups);
            for (GemmGroup<T>& g : groups) EXPECT_TRUE(check_group(L, g, fill == Fill::Int));
        }
}

// Groups whose matrices alias nothing but share one call with a group of count 0 and with an
// empty call: count-0 groups are skipped and group_count = 0 is a valid no-op.
TYPED_TEST(Gemm, EmptyGroupsAndEmptyCall) {
    using T = TypeParam;
    std::vector<GemmGroup<T>> groups;
    groups.push_back(
        make_group<T>(BlasColMajor, BlasNoTrans, BlasTrans, 3, 4, 5, Special::Normal, Fill::Int, 1, true));
    groups.push_back(
        make_group<T>(BlasColMajor, BlasTrans, BlasNoTrans, 2, 2, 2, Special::Normal, Fill::Int, 2, true));
    groups.push_back(make_group<T>(BlasColMajor, BlasConjTrans, BlasConjTrans, 6, 1, 3, Special::Normal,
                                   Fill::Int, 3, true));
    groups[1].count = 0;  // its operands stay allocated; no pointer is passed for them
    call_gemm<T>(Api::C, BlasColMajor, groups);
    check_group(BlasColMajor, groups[0], true);
    check_group(BlasColMajor, groups[2], true);
    EXPECT_TRUE(untouched(groups[1].C, groups[1].Cin, "C of the group of size 0"));

    int64_t info = BblasErrorsReportAll;
    capi::gemm<T>(BlasColMajor, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr,
                  nullptr, nullptr, nullptr, nullptr, nullptr, 0, nullptr, &info);
    EXPECT_EQ(info, 0) << "group_count = 0 with null arrays is a valid empty call";
}

// The C++ API forms over a smaller sweep (every other size pair, one or two matrices a group).
TYPED_TEST(Gemm, CppGroupedForm) {
    gemm_sweep<TypeParam>(Api::CppGrouped, BlasColMajor, Fill::Real, 15, true);
    gemm_sweep<TypeParam>(Api::CppGrouped, BlasRowMajor, Fill::Int, 16, true);
}
TYPED_TEST(Gemm, CppFixedPointerAndStridedViews) {
    gemm_sweep<TypeParam>(Api::CppFixed, BlasColMajor, Fill::Int, 17, true);
    gemm_sweep<TypeParam>(Api::CppFixed, BlasRowMajor, Fill::Real, 18, true);
}

// k = 0 with alpha != 0 leaves beta C, as netlib's loop does (C scaled, no product added): a
// zero of C times a negative beta is -0, where beta C + alpha 0 would be +0; beta = 0 gives +0.
// Real types: the sign of a zero of a complex product depends on the multiplication's form.
template <class T>
class GemmReal : public ::testing::Test {};
TYPED_TEST_SUITE(GemmReal, RealTypes, TypeNames);

TYPED_TEST(GemmReal, KZeroLeavesBetaTimesC) {
    using T = TypeParam;
    for (const BLAS_Layout L : {BlasColMajor, BlasRowMajor})
        for (const int64_t n : {1, 2, 4, 7, 8, 12, 16, 33})
            for (const T beta : {T(-1), T(2), T(0)}) {
                SCOPED_TRACE(trace(layout_name(L), " n=", n, " beta=", str(beta)));
                KZeroCall<T> c(3, n);
                const BLAS_Trans no = BlasNoTrans;
                const T alpha = T(3);
                const int64_t k = 0;
                capi::gemm<T>(L, &no, &no, &n, &n, &k, &alpha, c.A.data(), &n, c.A.data(), &n, &beta,
                              c.Cp.data(), &n, 1, &c.count, c.info.data());
                ASSERT_TRUE(c.check([&](size_t e) { return beta == T(0) ? T(0) : beta * c.Cin[e]; }));
            }
}

}  // namespace
