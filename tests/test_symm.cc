// symm and hemm: every precision, layout, side x uplo and (m, n) of kSizes in one call per test;
// A's other triangle is NaN (only the uplo triangle may be read), hemm's diagonal imaginary
// parts are NaN (taken as real), NaN padding and the alpha/beta special values.
#include "harness.hh"

namespace {
using namespace bt;

template <class T>
struct SymmGroup {
    BLAS_Side side = BlasLeft;
    BLAS_Uplo uplo = BlasUpper;
    int64_t m = 0, n = 0, count = 0;
    T alpha{}, beta{};
    Batch<T> A, B, C, A0, B0, C0, Cin;
    uint64_t Ahash = 0, Bhash = 0;
    std::string trace;
};

// A full symmetric (Hermitian) matrix from the uplo triangle of A0(i); hemm's diagonal real.
template <class T>
Dense<T> full_symmetric(const Batch<T>& A0, int64_t i, BLAS_Uplo uplo, bool herm) {
    return dense<T>(A0.rows, A0.cols, [&](int64_t r, int64_t c) {
        if (r == c) return herm ? T(re(A0.at(i, r, r))) : A0.at(i, r, r);
        const bool stored = (uplo == BlasUpper) == (r < c);
        if (stored) return A0.at(i, r, c);
        return herm ? conj_if(A0.at(i, c, r)) : A0.at(i, c, r);
    });
}

template <class T>
SymmGroup<T> make_group(bool herm, BLAS_Layout L, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n,
                        Special sp, Fill fill, uint64_t seed, bool few) {
    Rng rng(seed);
    SymmGroup<T> g;
    g.side = side, g.uplo = uplo, g.m = m, g.n = n;
    const int64_t ka = side == BlasLeft ? m : n;
    g.count = few ? 1 + rng.integer(0, 1) : count_for(rng, m * n * ka, ka * ka + 2 * m * n);
    g.alpha = alpha_for<T>(sp, rng, fill);
    g.beta = beta_for<T>(sp, rng, fill);
    g.A0 = Batch<T>(g.count, ka, ka, ld_for(L, ka, ka, rng.integer(0, 3)), L, rng.integer(0, 2));
    g.B0 = Batch<T>(g.count, m, n, ld_for(L, m, n, rng.integer(0, 3)), L, rng.integer(0, 2));
    g.C0 = Batch<T>(g.count, m, n, ld_for(L, m, n, rng.integer(0, 3)), L, rng.integer(0, 2));
    g.A0.fill(rng, fill);
    g.B0.fill(rng, fill);
    g.C0.fill(rng, fill);
    if (herm)  // the reference sees a real diagonal; the library gets NaN imaginary parts
        g.A0.each([](int64_t, int64_t r, int64_t c, T& x) {
            if (r == c) x = T(re(x));
        });
    g.A = g.A0, g.B = g.B0, g.C = g.C0;
    g.A.each([&](int64_t, int64_t r, int64_t c, T& x) {
        if (r != c && (uplo == BlasUpper) != (r < c)) x = nan_value<T>();
        if constexpr (is_complex_v<T>)
            if (herm && r == c) x = T(re(x), std::numeric_limits<real_t<T>>::quiet_NaN());
    });
    if (!reads_ab(sp)) {
        g.A.each([](int64_t, int64_t, int64_t, T& x) { x = nan_value<T>(); });
        g.B.each([](int64_t, int64_t, int64_t, T& x) { x = nan_value<T>(); });
    }
    if (!reads_c(sp)) g.C.each([](int64_t, int64_t, int64_t, T& x) { x = nan_value<T>(); });
    g.Cin = g.C, g.Ahash = hash_bits(g.A), g.Bhash = hash_bits(g.B);
    g.trace = trace(herm ? "hemm " : "symm ", type_name<T>(), " ", layout_name(L), " side=", side_name(side),
                    " uplo=", uplo_name(uplo), " m=", m, " n=", n, " count=", g.count, " lda=", g.A.ld,
                    " ldb=", g.B.ld, " ldc=", g.C.ld, " alpha=", str(g.alpha), " beta=", str(g.beta), " [",
                    special_name(sp), "] ", fill_name(fill), " seed=", seed);
    return g;
}

template <class T>
void call_symm(bool herm, Api api, BLAS_Layout L, std::vector<SymmGroup<T>>& groups) {
    const size_t G = groups.size();
    std::vector<BLAS_Side> side(G);
    std::vector<BLAS_Uplo> uplo(G);
    std::vector<int64_t> m(G), n(G), lda(G), ldb(G), ldc(G), sizes(G);
    std::vector<T> alpha(G), beta(G);
    std::vector<const T*> A, B;
    std::vector<T*> C;
    for (size_t i = 0; i < G; ++i) {
        auto& g = groups[i];
        side[i] = g.side, uplo[i] = g.uplo, m[i] = g.m, n[i] = g.n, sizes[i] = g.count;
        lda[i] = g.A.ld, ldb[i] = g.B.ld, ldc[i] = g.C.ld, alpha[i] = g.alpha, beta[i] = g.beta;
        for (int64_t j = 0; j < g.count; ++j) {
            A.push_back(g.A.ptr(j));
            B.push_back(g.B.ptr(j));
            C.push_back(g.C.ptr(j));
        }
    }
    if (api == Api::C) {
        std::vector<int64_t> info(1 + G + 1, 7777);
        info[0] = BblasErrorsReportGroup;
        capi::symm<T>(herm, L, side.data(), uplo.data(), m.data(), n.data(), alpha.data(), A.data(),
                      lda.data(), B.data(), ldb.data(), beta.data(), C.data(), ldc.data(), int64_t(G),
                      sizes.data(), info.data());
        EXPECT_EQ(info[0], 0);
        for (size_t i = 1; i <= G; ++i) ASSERT_EQ(info[i], 0) << "info[" << i << "]";
        EXPECT_EQ(info.back(), 7777) << "info written past 1 + group_count";
    } else if (api == Api::CppGrouped) {
        const auto cs = cpp_vec<BLAS_Side>(side);
        const auto cu = cpp_vec<BLAS_Uplo>(uplo);
        if (herm) bblas::hemm<T>(cpp(L), cs, cu, m, n, alpha, A, lda, B, ldb, beta, C, ldc, sizes);
        else bblas::symm<T>(cpp(L), cs, cu, m, n, alpha, A, lda, B, ldb, beta, C, ldc, sizes);
    } else {
        Rng pick(G);
        for (auto& g : groups) {
            std::vector<std::vector<T*>> keep;
            const auto vA = view_of(g.A, pick.integer(0, 1) == 1, keep);
            const auto vB = view_of(g.B, pick.integer(0, 1) == 1, keep);
            const auto vC = view_of(g.C, pick.integer(0, 1) == 1, keep);
            if (herm) bblas::hemm(cpp(g.side), cpp(g.uplo), g.alpha, vA, vB, g.beta, vC);
            else bblas::symm(cpp(g.side), cpp(g.uplo), g.alpha, vA, vB, g.beta, vC);
        }
    }
}

template <class T>
bool check_group(bool herm, BLAS_Layout L, SymmGroup<T>& g, bool exact) {
    SCOPED_TRACE(g.trace);
    bool ok = true;
    BT_CHECK(ok, input_untouched(g.A, g.Ahash, "A"));
    BT_CHECK(ok, input_untouched(g.B, g.Bhash, "B"));
    if (g.m == 0 || g.n == 0) {
        BT_CHECK(ok, untouched(g.C, g.Cin, "C (m = 0 or n = 0)"));
        return ok;
    }
    BT_CHECK(ok, padding_untouched(g.C, g.Cin, "C"));
    const int64_t ka = g.side == BlasLeft ? g.m : g.n;
    Batch<T> Cref = g.C0;
    for (int64_t i = 0; i < g.count; ++i) {
        ref::symm<T>(herm, L, g.side, g.uplo, g.m, g.n, g.alpha, g.A0.ptr(i), g.A0.ld, g.B0.ptr(i), g.B0.ld,
                     g.beta, Cref.ptr(i), Cref.ld);
        if (exact) {
            BT_CHECK(ok, check_values(g.C, Cref, i, Region::Full, nullptr, true));
        } else {
            const Dense<T> Af = full_symmetric(g.A0, i, g.uplo, herm);
            const Dense<T> Bd = op_of(g.B0, i, BlasNoTrans, g.m, g.n);
            const Dense<double> P = g.side == BlasLeft ? abs_product(Af, Bd) : abs_product(Bd, Af);
            const Dense<double> den = bound(double(ka + 2), g.alpha, P, g.beta, g.C0, i);
            BT_CHECK(ok, check_values(g.C, Cref, i, Region::Full, &den, false));
        }
    }
    return ok;
}

// side x uplo x every (m, n) of kSizes (few: every other pair), a few hundred groups per call.
template <class T>
void symm_sweep(bool herm, Api api, BLAS_Layout L, Fill fill, uint64_t seed, bool few = false,
                Sizes S = kSizes) {
    const int ns = int(S.size());
    SCOPED_TRACE(trace("api=", api_name(api), " seed=", seed));
    std::vector<std::function<SymmGroup<T>()>> makers;
    int64_t idx = 0;
    for (BLAS_Side s : kSides)
        for (BLAS_Uplo u : kUplos)
            for (int i = 0; i < ns; ++i)
                for (int j = 0; j < ns; ++j, ++idx) {
                    if ((few && (i + j + idx / (ns * ns)) % 2) || (S[size_t(i)] > 64 && S[size_t(j)] > 64))
                        continue;
                    const Special sp = special_for(idx + int64_t(seed));
                    const uint64_t gseed = seed * 1000003 + uint64_t(idx);
                    makers.push_back([=] {
                        return make_group<T>(herm, L, s, u, S[size_t(i)], S[size_t(j)], sp, fill, gseed, few);
                    });
                }
    run_chunked(
        makers, [&](std::vector<SymmGroup<T>>& groups) { call_symm(herm, api, L, groups); },
        [&](SymmGroup<T>& g) { return check_group(herm, L, g, fill == Fill::Int); });
}

template <class T>
class Symm : public ::testing::Test {};
TYPED_TEST_SUITE(Symm, AllTypes, TypeNames);
template <class T>
class Hemm : public ::testing::Test {};
TYPED_TEST_SUITE(Hemm, AllTypes, TypeNames);  // real types: hemm is symm

TYPED_TEST(Symm, ColMajorRandom) { symm_sweep<TypeParam>(false, Api::C, BlasColMajor, Fill::Real, 21); }
TYPED_TEST(Symm, RowMajorRandom) { symm_sweep<TypeParam>(false, Api::C, BlasRowMajor, Fill::Real, 22); }
TYPED_TEST(Symm, LongThinSizes) {
    symm_sweep<TypeParam>(false, Api::C, BlasColMajor, Fill::Real, 29, false, kLongSizes);
    symm_sweep<TypeParam>(false, Api::C, BlasRowMajor, Fill::Int, 30, false, kLongSizes);
}
TYPED_TEST(Symm, ColMajorExactIntegers) { symm_sweep<TypeParam>(false, Api::C, BlasColMajor, Fill::Int, 23); }
TYPED_TEST(Symm, RowMajorExactIntegers) { symm_sweep<TypeParam>(false, Api::C, BlasRowMajor, Fill::Int, 24); }
TYPED_TEST(Symm, CppGroupedForm) {
    symm_sweep<TypeParam>(false, Api::CppGrouped, BlasColMajor, Fill::Real, 25, true);
    symm_sweep<TypeParam>(false, Api::CppGrouped, BlasRowMajor, Fill::Int, 26, true);
}
TYPED_TEST(Symm, CppFixedPointerAndStridedViews) {
    symm_sweep<TypeParam>(false, Api::CppFixed, BlasColMajor, Fill::Int, 27, true);
    symm_sweep<TypeParam>(false, Api::CppFixed, BlasRowMajor, Fill::Real, 28, true);
}

TYPED_TEST(Hemm, ColMajorRandom) { symm_sweep<TypeParam>(true, Api::C, BlasColMajor, Fill::Real, 31); }
TYPED_TEST(Hemm, RowMajorRandom) { symm_sweep<TypeParam>(true, Api::C, BlasRowMajor, Fill::Real, 32); }
TYPED_TEST(Hemm, LongThinSizes) {
    symm_sweep<TypeParam>(true, Api::C, BlasColMajor, Fill::Real, 39, false, kLongSizes);
    symm_sweep<TypeParam>(true, Api::C, BlasRowMajor, Fill::Int, 40, false, kLongSizes);
}
TYPED_TEST(Hemm, ColMajorExactIntegers) { symm_sweep<TypeParam>(true, Api::C, BlasColMajor, Fill::Int, 33); }
TYPED_TEST(Hemm, RowMajorExactIntegers) { symm_sweep<TypeParam>(true, Api::C, BlasRowMajor, Fill::Int, 34); }
TYPED_TEST(Hemm, CppGroupedForm) {
    symm_sweep<TypeParam>(true, Api::CppGrouped, BlasColMajor, Fill::Real, 35, true);
    symm_sweep<TypeParam>(true, Api::CppGrouped, BlasRowMajor, Fill::Int, 36, true);
}
TYPED_TEST(Hemm, CppFixedPointerAndStridedViews) {
    symm_sweep<TypeParam>(true, Api::CppFixed, BlasColMajor, Fill::Int, 37, true);
    symm_sweep<TypeParam>(true, Api::CppFixed, BlasRowMajor, Fill::Real, 38, true);
}

}  // namespace
