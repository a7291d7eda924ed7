// syrk, herk, syr2k, her2k: every precision, layout, uplo x trans allowed for the routine and
// (n, k) of kSizes in one call per test. Only the uplo triangle may be read or written (the
// other triangle is NaN and must stay bit-identical); herk/her2k leave C's diagonal real (its
// input imaginary parts are garbage); quick return leaves C untouched; NaN padding; alpha/beta
// special values; exactness with small integers.
#include "harness.hh"

namespace {
using namespace bt;

enum class Rank { Syrk, Herk, Syr2k, Her2k };
constexpr bool two(Rank r) { return r == Rank::Syr2k || r == Rank::Her2k; }
constexpr bool herm(Rank r) { return r == Rank::Herk || r == Rank::Her2k; }
constexpr const char* rank_name(Rank r) {
    return r == Rank::Syrk ? "syrk" : r == Rank::Herk ? "herk" : r == Rank::Syr2k ? "syr2k" : "her2k";
}

// The transposes a routine accepts for type T.
template <class T>
std::vector<BLAS_Trans> rank_ops(Rank r) {
    if (!is_complex_v<T>) return {BlasNoTrans, BlasTrans, BlasConjTrans};
    if (herm(r)) return {BlasNoTrans, BlasConjTrans};
    return {BlasNoTrans, BlasTrans};
}

template <class T>
struct RankGroup {
    BLAS_Uplo uplo = BlasUpper;
    BLAS_Trans trans = BlasNoTrans;
    int64_t n = 0, k = 0, count = 0;
    T alpha{}, beta{};  // herk: both real; her2k: beta real
    Batch<T> A, B, C, A0, B0, C0, Cin;
    uint64_t Ahash = 0, Bhash = 0;
    std::string trace;
};

template <class T>
RankGroup<T> make_group(Rank R, BLAS_Layout L, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k,
                        Special sp, Fill fill, uint64_t seed, bool few) {
    Rng rng(seed);
    RankGroup<T> g;
    g.uplo = uplo, g.trans = trans, g.n = n, g.k = k;
    g.count = few ? 1 + rng.integer(0, 1) : count_for(rng, n * n * k, (two(R) ? 2 : 1) * n * k + n * n);
    g.alpha = alpha_for<T>(sp, rng, fill);
    g.beta = beta_for<T>(sp, rng, fill);
    if (R == Rank::Herk) g.alpha = T(re(g.alpha));
    if (herm(R)) g.beta = T(re(g.beta));
    const int64_t ar = trans == BlasNoTrans ? n : k, ac = trans == BlasNoTrans ? k : n;
    g.A0 = Batch<T>(g.count, ar, ac, ld_for(L, ar, ac, rng.integer(0, 3)), L, rng.integer(0, 2));
    g.A0.fill(rng, fill);
    if (two(R)) {
        g.B0 = Batch<T>(g.count, ar, ac, ld_for(L, ar, ac, rng.integer(0, 3)), L, rng.integer(0, 2));
        g.B0.fill(rng, fill);
    }
    g.C0 = Batch<T>(g.count, n, n, ld_for(L, n, n, rng.integer(0, 3)), L, rng.integer(0, 2));
    g.C0.fill(rng, fill);
    const bool quick = (g.alpha == T(0) || k == 0) && g.beta == T(1);
    if (quick)  // -0.0 would become +0.0 if C were computed as 1*C + 0
        g.C0.each([&](int64_t, int64_t r, int64_t c, T& x) {
            if ((r + c) % 2 == 0) x = T(-0.0);
        });
    g.A = g.A0, g.B = g.B0, g.C = g.C0;
    const Region reg = region_of(uplo);
    g.C.each([&](int64_t, int64_t r, int64_t c, T& x) {
        if (!in_region(reg, r, c) || !reads_c(sp)) x = nan_value<T>();
    });
    if (!reads_ab(sp)) {
        g.A.each([](int64_t, int64_t, int64_t, T& x) { x = nan_value<T>(); });
        g.B.each([](int64_t, int64_t, int64_t, T& x) { x = nan_value<T>(); });
    }
    g.Cin = g.C, g.Ahash = hash_bits(g.A), g.Bhash = hash_bits(g.B);
    g.trace = trace(rank_name(R), " ", type_name<T>(), " ", layout_name(L), " uplo=", uplo_name(uplo),
                    " trans=", op_name(trans), " n=", n, " k=", k, " count=", g.count, " lda=", g.A.ld,
                    " ldb=", g.B.ld, " ldc=", g.C.ld, " alpha=", str(g.alpha), " beta=", str(g.beta), " [",
                    special_name(sp), "] ", fill_name(fill), " seed=", seed);
    return g;
}

template <class T>
void call_rank(Rank R, Api api, BLAS_Layout L, std::vector<RankGroup<T>>& groups, int64_t mode) {
    using Re = real_t<T>;
    const size_t G = groups.size();
    std::vector<BLAS_Uplo> uplo(G);
    std::vector<BLAS_Trans> trans(G);
    std::vector<int64_t> n(G), k(G), lda(G), ldb(G), ldc(G), sizes(G);
    std::vector<T> alpha(G), beta(G);
    std::vector<Re> ralpha(G), rbeta(G);
    std::vector<const T*> A, B;
    std::vector<T*> C;
    for (size_t i = 0; i < G; ++i) {
        auto& g = groups[i];
        uplo[i] = g.uplo, trans[i] = g.trans, n[i] = g.n, k[i] = g.k, sizes[i] = g.count;
        lda[i] = g.A.ld, ldb[i] = g.B.ld, ldc[i] = g.C.ld, alpha[i] = g.alpha, beta[i] = g.beta;
        ralpha[i] = re(g.alpha), rbeta[i] = re(g.beta);
        for (int64_t j = 0; j < g.count; ++j) {
            A.push_back(g.A.ptr(j));
            if (two(R)) B.push_back(g.B.ptr(j));
            C.push_back(g.C.ptr(j));
        }
    }
    if (api == Api::C) {
        const size_t entries = mode == BblasErrorsReportAll     ? C.size()
                               : mode == BblasErrorsReportGroup ? G
                                                                : 0;
        std::vector<int64_t> info(1 + entries + 1, 7777);
        info[0] = mode;
        if constexpr (is_complex_v<T>) {
            if (R == Rank::Herk)
                capi::herk<T>(L, uplo.data(), trans.data(), n.data(), k.data(), ralpha.data(), A.data(),
                              lda.data(), rbeta.data(), C.data(), ldc.data(), int64_t(G), sizes.data(),
                              info.data());
            if (R == Rank::Her2k)
                capi::her2k<T>(L, uplo.data(), trans.data(), n.data(), k.data(), alpha.data(), A.data(),
                               lda.data(), B.data(), ldb.data(), rbeta.data(), C.data(), ldc.data(),
                               int64_t(G), sizes.data(), info.data());
        }
        if (R == Rank::Syrk)
            capi::syrk<T>(L, uplo.data(), trans.data(), n.data(), k.data(), alpha.data(), A.data(),
                          lda.data(), beta.data(), C.data(), ldc.data(), int64_t(G), sizes.data(),
                          info.data());
        if (R == Rank::Syr2k)
            capi::syr2k<T>(L, uplo.data(), trans.data(), n.data(), k.data(), alpha.data(), A.data(),
                           lda.data(), B.data(), ldb.data(), beta.data(), C.data(), ldc.data(), int64_t(G),
                           sizes.data(), info.data());
        EXPECT_EQ(info[0], 0);
        for (size_t i = 1; i <= entries; ++i) ASSERT_EQ(info[i], 0) << "info[" << i << "]";
        EXPECT_EQ(info.back(), 7777) << "info written past its " << 1 + entries << " entries in mode "
                                     << mode;
    } else if (api == Api::CppGrouped) {
        const auto cu = cpp_vec<BLAS_Uplo>(uplo);
        const auto ct = cpp_vec<BLAS_Trans>(trans);
        const bblas::Layout cl = cpp(L);
        if constexpr (is_complex_v<T>) {
            if (R == Rank::Herk) bblas::herk<T>(cl, cu, ct, n, k, ralpha, A, lda, rbeta, C, ldc, sizes);
            if (R == Rank::Her2k)
                bblas::her2k<T>(cl, cu, ct, n, k, alpha, A, lda, B, ldb, rbeta, C, ldc, sizes);
        }
        if (R == Rank::Syrk) bblas::syrk<T>(cl, cu, ct, n, k, alpha, A, lda, beta, C, ldc, sizes);
        if (R == Rank::Syr2k) bblas::syr2k<T>(cl, cu, ct, n, k, alpha, A, lda, B, ldb, beta, C, ldc, sizes);
    } else {
        Rng pick(G);
        for (auto& g : groups) {
            std::vector<std::vector<T*>> keep;
            const auto vA = view_of(g.A, pick.integer(0, 1) == 1, keep);
            const auto vC = view_of(g.C, pick.integer(0, 1) == 1, keep);
            const bblas::Uplo u = cpp(g.uplo);
            const bblas::Op t = cpp(g.trans);
            if (R == Rank::Syrk) bblas::syrk(u, t, g.alpha, vA, g.beta, vC);
            if (two(R)) {
                const auto vB = view_of(g.B, pick.integer(0, 1) == 1, keep);
                if (R == Rank::Syr2k) bblas::syr2k(u, t, g.alpha, vA, vB, g.beta, vC);
                if constexpr (is_complex_v<T>)
                    if (R == Rank::Her2k) bblas::her2k(u, t, g.alpha, vA, vB, re(g.beta), vC);
            }
            if constexpr (is_complex_v<T>)
                if (R == Rank::Herk) bblas::herk(u, t, re(g.alpha), vA, re(g.beta), vC);
        }
    }
}

template <class T>
bool check_group(Rank R, BLAS_Layout L, RankGroup<T>& g, bool exact) {
    SCOPED_TRACE(g.trace);
    bool ok = true;
    BT_CHECK(ok, input_untouched(g.A, g.Ahash, "A"));
    BT_CHECK(ok, input_untouched(g.B, g.Bhash, "B"));
    const bool quick = g.n == 0 || ((g.alpha == T(0) || g.k == 0) && g.beta == T(1));
    if (quick) {
        BT_CHECK(ok, untouched(g.C, g.Cin, "C (quick return)"));
        return ok;
    }
    const Region reg = region_of(g.uplo);
    BT_CHECK(ok, untouched_except(g.C, g.Cin, "C outside the uplo triangle",
                                  [&](int64_t, int64_t r, int64_t c) { return in_region(reg, r, c); }));
    Batch<T> Cref = g.C0;
    for (int64_t i = 0; i < g.count; ++i) {
        const T* a = g.A0.ptr(i);
        T* c = Cref.ptr(i);
        if constexpr (is_complex_v<T>) {
            if (R == Rank::Herk)
                ref::herk<T>(L, g.uplo, g.trans, g.n, g.k, re(g.alpha), a, g.A0.ld, re(g.beta), c, Cref.ld);
            if (R == Rank::Her2k)
                ref::her2k<T>(L, g.uplo, g.trans, g.n, g.k, g.alpha, a, g.A0.ld, g.B0.ptr(i), g.B0.ld,
                              re(g.beta), c, Cref.ld);
        }
        if (R == Rank::Syrk)
            ref::syrk<T>(L, g.uplo, g.trans, g.n, g.k, g.alpha, a, g.A0.ld, g.beta, c, Cref.ld);
        if (R == Rank::Syr2k)
            ref::syr2k<T>(L, g.uplo, g.trans, g.n, g.k, g.alpha, a, g.A0.ld, g.B0.ptr(i), g.B0.ld, g.beta, c,
                          Cref.ld);
        if (herm(R)) {
            for (int64_t j = 0; j < g.n; ++j)
                if (im(g.C.at(i, j, j)) != 0) {
                    ok = false;
                    ADD_FAILURE() << "matrix " << i << ": C(" << j << "," << j
                                  << ") = " << str(g.C.at(i, j, j))
                                  << ", its imaginary part must be exactly 0";
                    break;
                }
        }
        if (exact) {
            BT_CHECK(ok, check_values(g.C, Cref, i, reg, nullptr, true));
        } else {
            // op(A) is n x k; P = |op(A)| |op(A)|^T (rank k) or |op(A)||op(B)|^T + |op(B)||op(A)|^T
            const Dense<T> oa = op_of(g.A0, i, g.trans == BlasNoTrans ? BlasNoTrans : BlasTrans, g.n, g.k);
            Dense<double> P(g.n, g.n);
            if (!two(R)) {
                P = abs_product(oa, transpose(oa, false));
            } else {
                const Dense<T> ob =
                    op_of(g.B0, i, g.trans == BlasNoTrans ? BlasNoTrans : BlasTrans, g.n, g.k);
                const Dense<double> P1 = abs_product(oa, transpose(ob, false)),
                                    P2 = abs_product(ob, transpose(oa, false));
                for (size_t e = 0; e < P.v.size(); ++e) P.v[e] = P1.v[e] + P2.v[e];
            }
            const double mult = two(R) ? double(2 * g.k + 2) : double(g.k + 2);
            const Dense<double> den = bound(mult, g.alpha, P, g.beta, g.C0, i);
            BT_CHECK(ok, check_values(g.C, Cref, i, reg, &den, false));
        }
    }
    return ok;
}

// uplo x allowed trans x every (n, k) of kSizes (few: every other pair), a few hundred groups
// per call.
template <class T>
void rank_sweep(Rank R, Api api, BLAS_Layout L, Fill fill, uint64_t seed, bool few = false,
                int64_t mode = BblasErrorsReportAny, Sizes S = kSizes) {
    const int ns = int(S.size());
    SCOPED_TRACE(trace("api=", api_name(api), " seed=", seed));
    std::vector<std::function<RankGroup<T>()>> makers;
    int64_t idx = 0;
    for (BLAS_Uplo u : kUplos)
        for (BLAS_Trans t : rank_ops<T>(R))
            for (int i = 0; i < ns; ++i)
                for (int j = 0; j < ns; ++j, ++idx) {
                    if ((few && (i + j + idx / (ns * ns)) % 2) || (S[size_t(i)] > 64 && S[size_t(j)] > 64))
                        continue;
                    const Special sp = special_for(idx + int64_t(seed));
                    const uint64_t gseed = seed * 1000003 + uint64_t(idx);
                    makers.push_back([=] {
                        return make_group<T>(R, L, u, t, S[size_t(i)], S[size_t(j)], sp, fill, gseed, few);
                    });
                }
    run_chunked(
        makers, [&](std::vector<RankGroup<T>>& groups) { call_rank(R, api, L, groups, mode); },
        [&](RankGroup<T>& g) { return check_group(R, L, g, fill == Fill::Int); });
}

template <class T>
class Syrk : public ::testing::Test {};
TYPED_TEST_SUITE(Syrk, AllTypes, TypeNames);
template <class T>
class Syr2k : public ::testing::Test {};
TYPED_TEST_SUITE(Syr2k, AllTypes, TypeNames);
template <class T>
class Herk : public ::testing::Test {};
TYPED_TEST_SUITE(Herk, ComplexTypes, TypeNames);
template <class T>
class Her2k : public ::testing::Test {};
TYPED_TEST_SUITE(Her2k, ComplexTypes, TypeNames);

// The info modes vary between tests (Any, None, an unknown value that acts as Any): a valid
// call sets info[0] = 0 and writes nothing else in each of them.
#define BT_RANK_TESTS(Suite, R, s)                                                                           \
    TYPED_TEST(Suite, ColMajorRandom) { rank_sweep<TypeParam>(R, Api::C, BlasColMajor, Fill::Real, s + 1); } \
    TYPED_TEST(Suite, RowMajorRandom) {                                                                      \
        rank_sweep<TypeParam>(R, Api::C, BlasRowMajor, Fill::Real, s + 2, false, BblasErrorsReportNone);     \
    }                                                                                                        \
    TYPED_TEST(Suite, ColMajorExactIntegers) {                                                               \
        rank_sweep<TypeParam>(R, Api::C, BlasColMajor, Fill::Int, s + 3, false, 42);                         \
    }                                                                                                        \
    TYPED_TEST(Suite, RowMajorExactIntegers) {                                                               \
        rank_sweep<TypeParam>(R, Api::C, BlasRowMajor, Fill::Int, s + 4);                                    \
    }                                                                                                        \
    TYPED_TEST(Suite, LongThinSizes) {                                                                       \
        rank_sweep<TypeParam>(R, Api::C, BlasColMajor, Fill::Real, s + 9, false, -1, kLongSizes);            \
        rank_sweep<TypeParam>(R, Api::C, BlasRowMajor, Fill::Int, s + 9, false, -2, kLongSizes);             \
    }                                                                                                        \
    TYPED_TEST(Suite, CppGroupedForm) {                                                                      \
        rank_sweep<TypeParam>(R, Api::CppGrouped, BlasColMajor, Fill::Real, s + 5, true);                    \
        rank_sweep<TypeParam>(R, Api::CppGrouped, BlasRowMajor, Fill::Int, s + 6, true);                     \
    }                                                                                                        \
    TYPED_TEST(Suite, CppFixedPointerAndStridedViews) {                                                      \
        rank_sweep<TypeParam>(R, Api::CppFixed, BlasColMajor, Fill::Int, s + 7, true);                       \
        rank_sweep<TypeParam>(R, Api::CppFixed, BlasRowMajor, Fill::Real, s + 8, true);                      \
    }

BT_RANK_TESTS(Syrk, Rank::Syrk, 40)
BT_RANK_TESTS(Syr2k, Rank::Syr2k, 50)
BT_RANK_TESTS(Herk, Rank::Herk, 60)
BT_RANK_TESTS(Her2k, Rank::Her2k, 70)

// herk and her2k do not read the imaginary parts of C's diagonal (reference BLAS takes
// DBLE(C(J,J))): NaN there gives exactly the result of zeros there, with beta != 0, on every
// path the planner may take (sizes from tiny to vendor-sized, batches that interleave).
template <class T>
void herm_diagonal_not_read(bool two_terms) {
    using R = real_t<T>;
    for (const int64_t n : {1, 2, 5, 16, 40, 70})
        for (const int64_t k : {0, 1, 7})
            for (const BLAS_Uplo uplo : {BlasUpper, BlasLower})
                for (const BLAS_Trans trans : {BlasNoTrans, BlasConjTrans}) {
                    SCOPED_TRACE(trace(two_terms ? "her2k " : "herk ", type_name<T>(), " n=", n, " k=", k,
                                       " uplo=", uplo == BlasUpper ? "U" : "L", " trans=", op_name(trans)));
                    const int64_t count = 40, ar = trans == BlasNoTrans ? n : k,
                                  ac = trans == BlasNoTrans ? k : n;
                    const int64_t lda = std::max<int64_t>(1, ar), sa = lda * ac, sc = n * n;
                    Rng rng(uint64_t(n * 131 + k));
                    std::vector<T> A(size_t(std::max<int64_t>(1, count * sa))), B(A.size()),
                        C0(size_t(count * sc));
                    for (T& x : A) x = T(R(rng.uniform()), R(rng.uniform()));
                    for (T& x : B) x = T(R(rng.uniform()), R(rng.uniform()));
                    for (T& x : C0) x = T(R(rng.uniform()), R(rng.uniform()));
                    std::vector<T> with_nan = C0, with_zero = C0;
                    for (int64_t p = 0; p < count; ++p)
                        for (int64_t i = 0; i < n; ++i) {
                            with_nan[size_t(p * sc + i * (n + 1))].imag(std::numeric_limits<R>::quiet_NaN());
                            with_zero[size_t(p * sc + i * (n + 1))].imag(R(0));
                        }
                    const R beta = R(2);
                    const T alpha(R(0.5), R(-0.25));
                    for (std::vector<T>* C : {&with_nan, &with_zero}) {
                        int64_t info = 0;
                        const auto L = BlasColMajor;
                        if constexpr (std::is_same_v<T, std::complex<float>>) {
                            if (two_terms)
                                BLAS_her2k_batched_strided_c32(L, uplo, trans, n, k, alpha, A.data(), lda, sa,
                                                               B.data(), lda, sa, beta, C->data(), n, sc,
                                                               count, &info);
                            else
                                BLAS_herk_batched_strided_c32(L, uplo, trans, n, k, std::real(alpha),
                                                              A.data(), lda, sa, beta, C->data(), n, sc,
                                                              count, &info);
                        } else {
                            if (two_terms)
                                BLAS_her2k_batched_strided_c64(L, uplo, trans, n, k, alpha, A.data(), lda, sa,
                                                               B.data(), lda, sa, beta, C->data(), n, sc,
                                                               count, &info);
                            else
                                BLAS_herk_batched_strided_c64(L, uplo, trans, n, k, std::real(alpha),
                                                              A.data(), lda, sa, beta, C->data(), n, sc,
                                                              count, &info);
                        }
                        ASSERT_EQ(info, 0);
                    }
                    for (size_t e = 0; e < with_nan.size(); ++e)
                        ASSERT_TRUE(same_bits(with_nan[e], with_zero[e])) << "element " << e;
                }
}

template <class T>
class HermDiagonal : public ::testing::Test {};
TYPED_TEST_SUITE(HermDiagonal, ComplexTypes, TypeNames);
TYPED_TEST(HermDiagonal, HerkDoesNotReadImaginaryParts) { herm_diagonal_not_read<TypeParam>(false); }
TYPED_TEST(HermDiagonal, Her2kDoesNotReadImaginaryParts) { herm_diagonal_not_read<TypeParam>(true); }

// k = 0 with alpha != 0 leaves beta C on the uplo triangle, as netlib's loop does: a zero of C
// times a negative beta is -0 (beta C + alpha 0 would be +0); the other triangle is not written.
template <class T>
class RankReal : public ::testing::Test {};
TYPED_TEST_SUITE(RankReal, RealTypes, TypeNames);

TYPED_TEST(RankReal, KZeroLeavesBetaTimesC) {
    using T = TypeParam;
    for (const bool pair : {false, true})
        for (const BLAS_Uplo u : {BlasLower, BlasUpper})
            for (const int64_t n : {1, 3, 8, 16, 33})
                for (const T beta : {T(-1), T(0)}) {
                    SCOPED_TRACE(trace(pair ? "syr2k" : "syrk", u == BlasLower ? " lower" : " upper",
                                       " n=", n, " beta=", str(beta)));
                    KZeroCall<T> c(2, n);
                    const BLAS_Trans no = BlasNoTrans;
                    const T alpha = T(2);
                    const int64_t k = 0;
                    if (pair)
                        capi::syr2k<T>(BlasColMajor, &u, &no, &n, &k, &alpha, c.A.data(), &n, c.A.data(), &n,
                                       &beta, c.Cp.data(), &n, 1, &c.count, c.info.data());
                    else
                        capi::syrk<T>(BlasColMajor, &u, &no, &n, &k, &alpha, c.A.data(), &n, &beta,
                                      c.Cp.data(), &n, 1, &c.count, c.info.data());
                    ASSERT_TRUE(c.check([&](size_t e) {
                        const int64_t r = int64_t(e) % n, col = int64_t(e) / n % n;
                        const bool in = u == BlasLower ? r >= col : r <= col;
                        return !in ? c.Cin[e] : beta == T(0) ? T(0) : beta * c.Cin[e];
                    }));
                }
}

}  // namespace
