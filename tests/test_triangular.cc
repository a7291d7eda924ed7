// trmm and trsm: every precision, layout, side x uplo x transA x diag and (m, n) of kSizes.
// A's other triangle is NaN, and so is its diagonal with diag = Unit (neither may be read);
// alpha = 0 sets B = 0 without reading A or B (both NaN); NaN padding. trmm is judged by the
// product ratio against OpenBLAS, trsm by the backward error |op(A) X - alpha B| / ((n+2) u
// |op(A)| |X|) computed in wider precision; with small integers (trsm: +-1 diagonals and
// B = op(A) X0) both are exact and compared with OpenBLAS (and trsm with alpha X0).
#include "harness.hh"

namespace {
using namespace bt;

template <class T>
struct TrGroup {
    BLAS_Side side = BlasLeft;
    BLAS_Uplo uplo = BlasUpper;
    BLAS_Trans trans = BlasNoTrans;
    BLAS_Diag diag = BlasNonUnit;
    int64_t m = 0, n = 0, count = 0;
    T alpha{};
    Batch<T> A, B, A0, B0, Bin;
    uint64_t Ahash = 0;
    Batch<T> X0;  // trsm with integers: the exact solution before alpha
    std::string trace;
};

// op(triangular A(i)) as a dense matrix: other triangle 0, unit diagonal 1.
template <class T>
Dense<T> op_tri(const Batch<T>& A, int64_t i, BLAS_Uplo uplo, BLAS_Trans t, BLAS_Diag d) {
    const Dense<T> tri = dense<T>(A.rows, A.cols, [&](int64_t r, int64_t c) {
        if (r == c) return d == BlasUnit ? T(1) : A.at(i, r, r);
        return (uplo == BlasUpper) == (r < c) ? A.at(i, r, c) : T(0);
    });
    return t == BlasNoTrans ? tri : transpose(tri, t == BlasConjTrans);
}

template <class T>
TrGroup<T> make_group(bool solve, BLAS_Layout L, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans trans,
                      BLAS_Diag diag, int64_t m, int64_t n, Special sp, Fill fill, uint64_t seed, bool few) {
    Rng rng(seed);
    TrGroup<T> g;
    g.side = side, g.uplo = uplo, g.trans = trans, g.diag = diag, g.m = m, g.n = n;
    const int64_t ka = side == BlasLeft ? m : n;
    g.count = few ? 1 + rng.integer(0, 1) : count_for(rng, m * n * ka, ka * ka + 2 * m * n);
    g.alpha = reads_ab(sp) ? (sp == Special::Alpha1Beta0 ? T(1) : rng.scalar<T>(fill)) : T(0);
    if (solve && fill == Fill::Int && g.alpha != T(0)) {  // keep alpha * X0 small: +-1, +-2
        static constexpr int v[] = {1, -1, 2, -2};
        g.alpha = T(real_t<T>(v[rng.integer(0, 3)]));
    }
    g.A0 = Batch<T>(g.count, ka, ka, ld_for(L, ka, ka, rng.integer(0, 3)), L, rng.integer(0, 2));
    g.B0 = Batch<T>(g.count, m, n, ld_for(L, m, n, rng.integer(0, 3)), L, rng.integer(0, 2));
    if (!solve) {
        g.A0.fill(rng, fill);
        g.B0.fill(rng, fill);
    } else if (fill == Fill::Real) {
        // well conditioned: off-diagonal entries below 1/ka, |diagonal| >= 1
        g.A0.each([&](int64_t, int64_t r, int64_t c, T& x) {
            x = rng.value<T>(Fill::Real) / real_t<T>(std::max<int64_t>(ka, 1));
            if (r == c) {
                const real_t<T> s = rng.uniform() < 0 ? -1 : 1;
                x = T(s * real_t<T>(1 + std::fabs(rng.uniform()))) + x;
            }
        });
        g.B0.fill(rng, fill);
    } else {
        // +-1 diagonal, sparse off-diagonal entries in {-1, 1}, B = op(A) X0: every operation
        // of a substitution (or of an inverse of A) stays in small integers
        g.A0.each([&](int64_t, int64_t r, int64_t c, T& x) {
            if (r == c) x = T(rng.integer(0, 1) ? 1 : -1);
            else x = rng.integer(0, std::max<int64_t>(ka, 2)) < 2 ? T(rng.integer(0, 1) ? 1 : -1) : T(0);
        });
        g.X0 = g.B0;
        g.X0.fill(rng, fill);
        for (int64_t i = 0; i < g.count; ++i) {
            const Dense<T> oa = op_tri(g.A0, i, uplo, trans, diag);
            for (int64_t c = 0; c < n; ++c)
                for (int64_t r = 0; r < m; ++r) {
                    T s(0);
                    if (side == BlasLeft)
                        for (int64_t l = 0; l < m; ++l) s += oa(r, l) * g.X0.at(i, l, c);
                    else
                        for (int64_t l = 0; l < n; ++l) s += g.X0.at(i, r, l) * oa(l, c);
                    g.B0.at(i, r, c) = s;
                }
        }
    }
    g.A = g.A0, g.B = g.B0;
    g.A.each([&](int64_t, int64_t r, int64_t c, T& x) {
        if ((r != c && (uplo == BlasUpper) != (r < c)) || (r == c && diag == BlasUnit)) x = nan_value<T>();
    });
    if (!reads_ab(sp)) {
        g.A.each([](int64_t, int64_t, int64_t, T& x) { x = nan_value<T>(); });
        g.B.each([](int64_t, int64_t, int64_t, T& x) { x = nan_value<T>(); });
    }
    g.Bin = g.B, g.Ahash = hash_bits(g.A);
    g.trace =
        trace(solve ? "trsm " : "trmm ", type_name<T>(), " ", layout_name(L), " side=", side_name(side),
              " uplo=", uplo_name(uplo), " transA=", op_name(trans), " diag=", diag_name(diag), " m=", m,
              " n=", n, " count=", g.count, " lda=", g.A.ld, " ldb=", g.B.ld, " alpha=", str(g.alpha),
              reads_ab(sp) ? "" : " (NaN in A, B)", " ", fill_name(fill), " seed=", seed);
    return g;
}

template <class T>
void call_tr(bool solve, Api api, BLAS_Layout L, std::vector<TrGroup<T>>& groups) {
    const size_t G = groups.size();
    std::vector<BLAS_Side> side(G);
    std::vector<BLAS_Uplo> uplo(G);
    std::vector<BLAS_Trans> trans(G);
    std::vector<BLAS_Diag> diag(G);
    std::vector<int64_t> m(G), n(G), lda(G), ldb(G), sizes(G);
    std::vector<T> alpha(G);
    std::vector<const T*> A;
    std::vector<T*> B;
    for (size_t i = 0; i < G; ++i) {
        auto& g = groups[i];
        side[i] = g.side, uplo[i] = g.uplo, trans[i] = g.trans, diag[i] = g.diag;
        m[i] = g.m, n[i] = g.n, sizes[i] = g.count, lda[i] = g.A.ld, ldb[i] = g.B.ld, alpha[i] = g.alpha;
        for (int64_t j = 0; j < g.count; ++j) {
            A.push_back(g.A.ptr(j));
            B.push_back(g.B.ptr(j));
        }
    }
    if (api == Api::C) {
        std::vector<int64_t> info(1 + B.size() + 1, 7777);
        info[0] = BblasErrorsReportAll;
        capi::trxm<T>(solve, L, side.data(), uplo.data(), trans.data(), diag.data(), m.data(), n.data(),
                      alpha.data(), A.data(), lda.data(), B.data(), ldb.data(), int64_t(G), sizes.data(),
                      info.data());
        EXPECT_EQ(info[0], 0);
        for (size_t i = 1; i <= B.size(); ++i) ASSERT_EQ(info[i], 0) << "info[" << i << "]";
        EXPECT_EQ(info.back(), 7777) << "info written past 1 + sum(group_sizes)";
    } else if (api == Api::CppGrouped) {
        const auto cs = cpp_vec<BLAS_Side>(side);
        const auto cu = cpp_vec<BLAS_Uplo>(uplo);
        const auto ct = cpp_vec<BLAS_Trans>(trans);
        const auto cd = cpp_vec<BLAS_Diag>(diag);
        if (solve) bblas::trsm<T>(cpp(L), cs, cu, ct, cd, m, n, alpha, A, lda, B, ldb, sizes);
        else bblas::trmm<T>(cpp(L), cs, cu, ct, cd, m, n, alpha, A, lda, B, ldb, sizes);
    } else {
        Rng pick(G);
        for (auto& g : groups) {
            std::vector<std::vector<T*>> keep;
            const auto vA = view_of(g.A, pick.integer(0, 1) == 1, keep);
            const auto vB = view_of(g.B, pick.integer(0, 1) == 1, keep);
            if (solve) bblas::trsm(cpp(g.side), cpp(g.uplo), cpp(g.trans), cpp(g.diag), g.alpha, vA, vB);
            else bblas::trmm(cpp(g.side), cpp(g.uplo), cpp(g.trans), cpp(g.diag), g.alpha, vA, vB);
        }
    }
}

// trsm's backward error (tests/harness.hh).
template <class T>
::testing::AssertionResult backward_error(const TrGroup<T>& g, int64_t i) {
    return solve_backward_error(g.side == BlasLeft, op_tri(g.A0, i, g.uplo, g.trans, g.diag),
                                op_of(g.B, i, BlasNoTrans, g.m, g.n), g.alpha, g.B0, i,
                                [](int64_t, int64_t) { return ""; });
}

template <class T>
bool check_group(bool solve, BLAS_Layout L, TrGroup<T>& g, bool exact) {
    SCOPED_TRACE(g.trace);
    bool ok = true;
    BT_CHECK(ok, input_untouched(g.A, g.Ahash, "A"));
    if (g.m == 0 || g.n == 0) {
        BT_CHECK(ok, untouched(g.B, g.Bin, "B (m = 0 or n = 0)"));
        return ok;
    }
    BT_CHECK(ok, padding_untouched(g.B, g.Bin, "B"));
    const int64_t ka = g.side == BlasLeft ? g.m : g.n;
    Batch<T> Bref = g.B0;
    for (int64_t i = 0; i < g.count; ++i) {
        ref::trxm<T>(solve, L, g.side, g.uplo, g.trans, g.diag, g.m, g.n, g.alpha, g.A0.ptr(i), g.A0.ld,
                     Bref.ptr(i), Bref.ld);
        if (g.alpha == T(0) || exact) {
            BT_CHECK(ok, check_values(g.B, Bref, i, Region::Full, nullptr, true));
            if (solve && exact && g.alpha != T(0)) {
                Batch<T> expect = g.X0;
                expect.each([&](int64_t, int64_t, int64_t, T& x) { x = g.alpha * x; });
                BT_CHECK(ok, check_values(g.B, expect, i, Region::Full, nullptr, true));
            }
        } else if (solve) {
            BT_CHECK(ok, backward_error(g, i));
        } else {
            const Dense<T> oa = op_tri(g.A0, i, g.uplo, g.trans, g.diag);
            const Dense<T> Bd = op_of(g.B0, i, BlasNoTrans, g.m, g.n);
            const Dense<double> P = g.side == BlasLeft ? abs_product(oa, Bd) : abs_product(Bd, oa);
            const Dense<double> den = bound(double(ka + 2), g.alpha, P, 0.0, g.B0, i);
            BT_CHECK(ok, check_values(g.B, Bref, i, Region::Full, &den, false));
        }
    }
    return ok;
}

// side x uplo x transA x diag x half of the (m, n) pairs of kSizes (a checkerboard that moves
// with the combination, so every size is in every position for each combination; few: a
// quarter), a few hundred groups per call.
template <class T>
void tr_sweep(bool solve, Api api, BLAS_Layout L, Fill fill, uint64_t seed, bool few = false,
              Sizes S = kSizes) {
    const int ns = int(S.size());
    SCOPED_TRACE(trace("api=", api_name(api), " seed=", seed));
    std::vector<std::function<TrGroup<T>()>> makers;
    int64_t idx = 0, combo = 0;
    for (BLAS_Side s : kSides)
        for (BLAS_Uplo u : kUplos)
            for (BLAS_Trans t : kOps)
                for (BLAS_Diag d : kDiags) {
                    for (int i = 0; i < ns; ++i)
                        for (int j = 0; j < ns; ++j, ++idx) {
                            if ((i + j + combo) % (few ? 4 : 2) || (S[size_t(i)] > 64 && S[size_t(j)] > 64))
                                continue;
                            const Special sp = special_for(idx + int64_t(seed));
                            const uint64_t gseed = seed * 1000003 + uint64_t(idx);
                            makers.push_back([=] {
                                return make_group<T>(solve, L, s, u, t, d, S[size_t(i)], S[size_t(j)], sp,
                                                     fill, gseed, few);
                            });
                        }
                    ++combo;
                }
    run_chunked(
        makers, [&](std::vector<TrGroup<T>>& groups) { call_tr(solve, api, L, groups); },
        [&](TrGroup<T>& g) { return check_group(solve, L, g, fill == Fill::Int); });
}

template <class T>
class Trmm : public ::testing::Test {};
TYPED_TEST_SUITE(Trmm, AllTypes, TypeNames);
template <class T>
class Trsm : public ::testing::Test {};
TYPED_TEST_SUITE(Trsm, AllTypes, TypeNames);

#define BT_TR_TESTS(Suite, solve, s)                                                            \
    TYPED_TEST(Suite, ColMajorRandom) {                                                         \
        tr_sweep<TypeParam>(solve, Api::C, BlasColMajor, Fill::Real, s + 1);                    \
    }                                                                                           \
    TYPED_TEST(Suite, RowMajorRandom) {                                                         \
        tr_sweep<TypeParam>(solve, Api::C, BlasRowMajor, Fill::Real, s + 2);                    \
    }                                                                                           \
    TYPED_TEST(Suite, ColMajorExactIntegers) {                                                  \
        tr_sweep<TypeParam>(solve, Api::C, BlasColMajor, Fill::Int, s + 3);                     \
    }                                                                                           \
    TYPED_TEST(Suite, RowMajorExactIntegers) {                                                  \
        tr_sweep<TypeParam>(solve, Api::C, BlasRowMajor, Fill::Int, s + 4);                     \
    }                                                                                           \
    TYPED_TEST(Suite, LongThinSizes) {                                                          \
        tr_sweep<TypeParam>(solve, Api::C, BlasColMajor, Fill::Real, s + 9, false, kLongSizes); \
        tr_sweep<TypeParam>(solve, Api::C, BlasRowMajor, Fill::Int, s + 9, false, kLongSizes);  \
    }                                                                                           \
    TYPED_TEST(Suite, CppGroupedForm) {                                                         \
        tr_sweep<TypeParam>(solve, Api::CppGrouped, BlasColMajor, Fill::Real, s + 5, true);     \
        tr_sweep<TypeParam>(solve, Api::CppGrouped, BlasRowMajor, Fill::Int, s + 6, true);      \
    }                                                                                           \
    TYPED_TEST(Suite, CppFixedPointerAndStridedViews) {                                         \
        tr_sweep<TypeParam>(solve, Api::CppFixed, BlasColMajor, Fill::Int, s + 7, true);        \
        tr_sweep<TypeParam>(solve, Api::CppFixed, BlasRowMajor, Fill::Real, s + 8, true);       \
    }

BT_TR_TESTS(Trmm, false, 80)
BT_TR_TESTS(Trsm, true, 90)

}  // namespace
