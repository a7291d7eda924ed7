// Batched LAPACK: getrf, getrs, gesv, getri, getrf_inv, getrf_nopiv, potrf, potrs, posv in every
// precision and layout, through the C API (several groups per call, one group per size) and the
// C++ API (pointer, strided and interleaved batches). Judged as STYLE.md says: ||P L U - A||,
// ||L L^H - A||, ||B - A X|| and ||A inv(A) - I|| ratios; info compared exactly with LAPACKE on
// planted singular and indefinite matrices; padding (NaN) and the unreferenced triangle untouched.
#include <complex>
#define lapack_complex_float std::complex<float>
#define lapack_complex_double std::complex<double>
#include <lapacke.h>

#include "lapack_harness.hh"

namespace {

using namespace bt;
#define BT_L(r) pick<T>(LAPACKE_s##r, LAPACKE_d##r, LAPACKE_c##r, LAPACKE_z##r)

// Storage of one operand of one C call: every group's matrices in one Batch per group.
template <class T>
struct Operand {
    std::vector<Batch<T>> groups;
    std::vector<T*> ptrs;
    std::vector<int64_t> lds;
    void add(Batch<T> b) {
        lds.push_back(b.ld);
        groups.push_back(std::move(b));
    }
    T* const* pointers() {
        ptrs.clear();
        for (auto& g : groups)
            for (T* p : g.pointers()) ptrs.push_back(p);
        return ptrs.data();
    }
};
struct PivotStore {
    std::vector<std::vector<int64_t>> piv;
    std::vector<int64_t*> ptrs;
    void add(int64_t count, int64_t k) {
        for (int64_t i = 0; i < count; ++i) piv.emplace_back(size_t(std::max<int64_t>(k, 1)), -7);
    }
    int64_t* const* pointers() {
        ptrs.clear();
        for (auto& p : piv) ptrs.push_back(p.data());
        return ptrs.data();
    }
};

constexpr int64_t kLapackSizes[] = {0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 100};
inline int64_t count_for(int64_t n) { return n <= 17 ? 19 : n <= 64 ? 5 : 2; }
// The matrix of each group (index 1) that gets a planted zero pivot or indefinite minor, at
// column planted_at(n) (0-based).
inline int64_t planted_at(int64_t n) { return n / 2; }

template <class T>
class Lapack : public ::testing::Test {};
TYPED_TEST_SUITE(Lapack, AllTypes, TypeNames);

// ----- LU: getrf (square and rectangular), then getrs, gesv, getri, getrf_inv on the same data -----

struct Shape {
    int64_t m, n;
};
inline std::vector<Shape> lu_shapes(bool square) {
    std::vector<Shape> s;
    for (int64_t n : kLapackSizes) s.push_back({n, n});
    if (!square)
        for (Shape r : {Shape{5, 3}, Shape{3, 5}, Shape{17, 9}, Shape{9, 33}, Shape{64, 31}, Shape{1, 7},
                        Shape{70, 20}})
            s.push_back(r);
    return s;
}

template <class T>
Operand<T> random_matrices(const std::vector<Shape>& shapes, BLAS_Layout layout, uint64_t seed,
                           bool plant_zero_column) {
    Operand<T> A;
    Rng rng(seed);
    for (Shape s : shapes) {
        Batch<T> b(count_for(std::max(s.m, s.n)), s.m, s.n, ld_for(layout, s.m, s.n, 2), layout, 3);
        b.fill(rng, Fill::Real);
        const int64_t k = std::min(s.m, s.n);
        if (plant_zero_column && k >= 1 && b.count > 1)
            for (int64_t r = 0; r < s.m; ++r) b.at(1, r, planted_at(k)) = T(0);
        A.add(std::move(b));
    }
    return A;
}

// A = P L U with our factors and pivots (1-based, LAPACK's order): ||P L U - A|| / (n ||A|| eps)
template <class T>
double lu_ratio(const Batch<T>& F, const Batch<T>& A0, int64_t i, const int64_t* piv) {
    const int64_t m = F.rows, n = F.cols, k = std::min(m, n);
    Dense<Z> L = dense<Z>(m, k, [&](int64_t r, int64_t c) {
        return r == c ? Z(1) : r > c ? z(F.at(i, r, c)) : Z(0);
    });
    Dense<Z> U = dense<Z>(k, n, [&](int64_t r, int64_t c) { return r <= c ? z(F.at(i, r, c)) : Z(0); });
    Dense<Z> LU = mul(L, U);
    for (int64_t j = k - 1; j >= 0; --j)
        for (int64_t c = 0; c < n; ++c) std::swap(LU(j, c), LU(piv[j] - 1, c));
    const Dense<Z> A = zd(A0, i);
    return ratio(norm1(minus(LU, A)), double(std::max(m, n)), norm1(A), 1, eps<T>());
}

template <class T>
void check_getrf(BLAS_Layout layout, int report) {
    SCOPED_TRACE(layout_name(layout));
    const auto shapes = lu_shapes(false);
    Operand<T> A = random_matrices<T>(shapes, layout, 11, true);
    const Operand<T> A0 = A;
    std::vector<int64_t> m, n, sizes;
    PivotStore piv;
    int64_t total = 0;
    for (const auto& g : A.groups)
        m.push_back(g.rows), n.push_back(g.cols), sizes.push_back(g.count), total += g.count,
            piv.add(g.count, std::min(g.rows, g.cols));
    std::vector<int64_t> info(size_t(1 + total), 99);
    info[0] = report;
    BT_C(getrf)
    (layout, m.data(), n.data(), A.pointers(), A.lds.data(), piv.pointers(), int64_t(sizes.size()),
     sizes.data(), info.data());
    int64_t p = 0, first_bad_group = 0;
    const double lmax = is_complex_v<T> ? std::sqrt(2.0) * (1 + 4 * eps<T>()) : 1.0;
    for (size_t g = 0; g < A.groups.size(); ++g) {
        const Batch<T>& F = A.groups[g];
        const Batch<T>& F0 = A0.groups[g];
        const int64_t k = std::min(F.rows, F.cols);
        SCOPED_TRACE("m=" + std::to_string(F.rows) + " n=" + std::to_string(F.cols));
        EXPECT_TRUE(padding_untouched(F, F0, "A"));
        for (int64_t i = 0; i < F.count; ++i) {
            // LAPACKE on a copy: info must agree exactly
            Batch<T> R = F0;
            std::vector<lapack_int> rp(size_t(std::max<int64_t>(k, 1)));
            const lapack_int rinfo =
                BT_L(getrf)(layout == BlasColMajor ? LAPACK_COL_MAJOR : LAPACK_ROW_MAJOR, lapack_int(F.rows),
                            lapack_int(F.cols), R.ptr(i), lapack_int(F.ld), rp.data());
            if (report == BblasErrorsReportAll) {
                EXPECT_EQ(info[size_t(1 + p + i)], rinfo) << "matrix " << i;
            }
            if (rinfo > 0 && first_bad_group == 0) first_bad_group = int64_t(g) + 1;
            if (i == 1 && k >= 1) {
                EXPECT_EQ(rinfo, planted_at(k) + 1);
            }
            const int64_t* ip = piv.piv[size_t(p + i)].data();
            for (int64_t j = 0; j < k; ++j)
                ASSERT_TRUE(ip[j] >= j + 1 && ip[j] <= F.rows) << "pivot " << j << " = " << ip[j];
            EXPECT_LT(lu_ratio(F, F0, i, ip), kRatioLimit) << "matrix " << i;
            for (int64_t c = 0; c < k; ++c)  // partial pivoting bounds the multipliers
                for (int64_t r = c + 1; r < F.rows; ++r)
                    ASSERT_LE(absd(F.at(i, r, c)), lmax) << r << "," << c;
        }
        p += F.count;
    }
    EXPECT_EQ(info[0], report == BblasErrorsReportNone ? 0 : first_bad_group);
}

TYPED_TEST(Lapack, GetrfColMajor) { check_getrf<TypeParam>(BlasColMajor, BblasErrorsReportAll); }
TYPED_TEST(Lapack, GetrfRowMajor) { check_getrf<TypeParam>(BlasRowMajor, BblasErrorsReportAll); }

// gesv (factor and solve at once), then getrs with every trans on gesv's factors, then getri
// and getrf_inv; singular matrices keep B (gesv) or A (getri) unchanged and report LAPACK's info.
template <class T>
void check_lu_solvers(BLAS_Layout layout) {
    SCOPED_TRACE(layout_name(layout));
    const auto shapes = lu_shapes(true);
    Operand<T> A = random_matrices<T>(shapes, layout, 21, true), B;
    Rng rng(22);
    std::vector<int64_t> n, nrhs, sizes;
    PivotStore piv;
    int64_t total = 0;
    for (const auto& g : A.groups) {
        const int64_t r = g.rows % 3 == 0 ? 1 : 3;
        // B compact (no padding) at even orders: several right-hand sides then move as one run
        // per matrix (kernels/gather.hh), padded ones column by column
        Batch<T> b(g.count, g.rows, r, ld_for(layout, g.rows, r, g.rows % 2), layout, 2);
        b.fill(rng, Fill::Real);
        B.add(std::move(b));
        n.push_back(g.rows), nrhs.push_back(r), sizes.push_back(g.count), total += g.count;
        piv.add(g.count, g.rows);
    }
    const Operand<T> A0 = A, B0 = B;
    const int64_t gc = int64_t(sizes.size());
    std::vector<int64_t> info(size_t(1 + total), 99);
    info[0] = BblasErrorsReportAll;
    BT_C(gesv)
    (layout, n.data(), nrhs.data(), A.pointers(), A.lds.data(), piv.pointers(), B.pointers(), B.lds.data(),
     gc, sizes.data(), info.data());
    // solution check: ||B0 - A0 X|| / (n ||A0|| ||X|| eps)
    auto solve_ratio = [](const Batch<T>& A0g, const Batch<T>& B0g, const Batch<T>& X, int64_t i,
                          BLAS_Trans t) {
        Dense<Z> a = zd(A0g, i);
        if (t != BlasNoTrans) a = t == BlasConjTrans ? adjoint(a) : transpose(a, false);
        const Dense<Z> x = zd(X, i), b = zd(B0g, i);
        return ratio(norm1(minus(mul(a, x), b)), double(a.rows), norm1(a), norm1(x), eps<T>());
    };
    int64_t p = 0;
    for (size_t g = 0; g < A.groups.size(); ++g) {
        const int64_t N = n[g];
        SCOPED_TRACE("gesv n=" + std::to_string(N));
        EXPECT_TRUE(padding_untouched(A.groups[g], A0.groups[g], "A"));
        EXPECT_TRUE(padding_untouched(B.groups[g], B0.groups[g], "B"));
        for (int64_t i = 0; i < sizes[g]; ++i) {
            const bool singular = i == 1 && N >= 1;
            EXPECT_EQ(info[size_t(1 + p + i)], singular ? planted_at(N) + 1 : 0) << "matrix " << i;
            if (singular) {
                for (int64_t c = 0; c < nrhs[g]; ++c)
                    for (int64_t r = 0; r < N; ++r)
                        ASSERT_TRUE(same_bits(B.groups[g].at(i, r, c), B0.groups[g].at(i, r, c)));
            } else {
                EXPECT_LT(solve_ratio(A0.groups[g], B0.groups[g], B.groups[g], i, BlasNoTrans), kRatioLimit)
                    << "matrix " << i;
            }
        }
        p += sizes[g];
    }
    // getrs with each trans on the factors gesv left (singular matrices give Inf/NaN: skipped)
    for (BLAS_Trans t : kOps) {
        SCOPED_TRACE(op_name(t));
        Operand<T> X = B0;
        std::vector<BLAS_Trans> trans(size_t(gc), t);
        std::vector<int64_t> inf(size_t(1 + total), 99);
        inf[0] = BblasErrorsReportAll;
        std::vector<const T*> ap;
        for (T* q : std::span(A.pointers(), size_t(total))) ap.push_back(q);
        std::vector<const int64_t*> pp;
        for (int64_t* q : std::span(piv.pointers(), size_t(total))) pp.push_back(q);
        BT_C(getrs)
        (layout, trans.data(), n.data(), nrhs.data(), ap.data(), A.lds.data(), pp.data(), X.pointers(),
         X.lds.data(), gc, sizes.data(), inf.data());
        EXPECT_EQ(inf[0], 0);
        for (size_t g = 0; g < A.groups.size(); ++g) {
            SCOPED_TRACE("getrs n=" + std::to_string(n[g]));
            EXPECT_TRUE(padding_untouched(X.groups[g], B0.groups[g], "B"));
            for (int64_t i = 0; i < sizes[g]; ++i)
                if (!(i == 1 && n[g] >= 1)) {
                    EXPECT_LT(solve_ratio(A0.groups[g], B0.groups[g], X.groups[g], i, t), kRatioLimit)
                        << "matrix " << i;
                }
        }
    }
    // getri on the factors; getrf_inv on the original matrices: ||A inv(A) - I|| / (n ||A|| ||inv(A)|| eps)
    auto inverse_ratio = [](const Batch<T>& A0g, const Batch<T>& Inv, int64_t i) {
        const Dense<Z> a = zd(A0g, i), x = zd(Inv, i);
        const Dense<Z> I = dense<Z>(a.rows, a.rows, [](int64_t r, int64_t c) { return Z(r == c ? 1 : 0); });
        return ratio(norm1(minus(mul(a, x), I)), double(a.rows), norm1(a), norm1(x), eps<T>());
    };
    for (bool combined : {false, true}) {
        SCOPED_TRACE(combined ? "getrf_inv" : "getri");
        Operand<T> Inv = combined ? A0 : A;
        const Operand<T> Inv0 = Inv;
        std::vector<int64_t> inf(size_t(1 + total), 99);
        inf[0] = BblasErrorsReportAll;
        std::vector<const int64_t*> pp;
        for (int64_t* q : std::span(piv.pointers(), size_t(total))) pp.push_back(q);
        if (combined) {
            BT_C(getrf_inv)(layout, n.data(), Inv.pointers(), Inv.lds.data(), gc, sizes.data(), inf.data());
        } else {
            BT_C(getri)
            (layout, n.data(), Inv.pointers(), Inv.lds.data(), pp.data(), gc, sizes.data(), inf.data());
        }
        p = 0;
        for (size_t g = 0; g < A.groups.size(); ++g) {
            SCOPED_TRACE("n=" + std::to_string(n[g]));
            EXPECT_TRUE(padding_untouched(Inv.groups[g], Inv0.groups[g], "A"));
            for (int64_t i = 0; i < sizes[g]; ++i) {
                const bool singular = i == 1 && n[g] >= 1;
                EXPECT_EQ(inf[size_t(1 + p + i)], singular ? planted_at(n[g]) + 1 : 0) << "matrix " << i;
                if (singular && !combined) {
                    EXPECT_TRUE(untouched_except(Inv.groups[g], Inv0.groups[g], "singular A",
                                                 [i](int64_t ii, int64_t, int64_t) { return ii != i; }));
                }
                if (!singular) {
                    EXPECT_LT(inverse_ratio(A0.groups[g], Inv.groups[g], i), kRatioLimit) << "matrix " << i;
                }
            }
            p += sizes[g];
        }
    }
}

TYPED_TEST(Lapack, LuSolversColMajor) { check_lu_solvers<TypeParam>(BlasColMajor); }
TYPED_TEST(Lapack, LuSolversRowMajor) { check_lu_solvers<TypeParam>(BlasRowMajor); }

// getrf without pivoting on diagonally dominant matrices, and a zero pivot at (0, 0)
TYPED_TEST(Lapack, GetrfNoPiv) {
    using T = TypeParam;
    for (BLAS_Layout layout : kLayouts) {
        SCOPED_TRACE(layout_name(layout));
        Operand<T> A = random_matrices<T>(lu_shapes(false), layout, 31, false);
        for (auto& g : A.groups)
            for (int64_t i = 0; i < g.count; ++i)
                for (int64_t d = 0; d < std::min(g.rows, g.cols); ++d)
                    g.at(i, d, d) = T(real_t<T>(g.rows + 1));
        for (auto& g : A.groups)
            if (g.count > 1 && g.rows > 0 && g.cols > 0) g.at(1, 0, 0) = T(0);
        const Operand<T> A0 = A;
        std::vector<int64_t> m, n, sizes;
        int64_t total = 0;
        for (const auto& g : A.groups)
            m.push_back(g.rows), n.push_back(g.cols), sizes.push_back(g.count), total += g.count;
        std::vector<int64_t> info(size_t(1 + total), 99);
        info[0] = BblasErrorsReportAll;
        BT_C(getrf_nopiv)
        (layout, m.data(), n.data(), A.pointers(), A.lds.data(), int64_t(sizes.size()), sizes.data(),
         info.data());
        int64_t p = 0;
        for (size_t g = 0; g < A.groups.size(); ++g) {
            const int64_t k = std::min(m[g], n[g]);
            std::vector<int64_t> identity(size_t(std::max<int64_t>(k, 1)));
            for (int64_t j = 0; j < k; ++j) identity[size_t(j)] = j + 1;
            EXPECT_TRUE(padding_untouched(A.groups[g], A0.groups[g], "A"));
            for (int64_t i = 0; i < sizes[g]; ++i) {
                const bool zero = i == 1 && k > 0;
                EXPECT_EQ(info[size_t(1 + p + i)], zero ? 1 : 0);
                if (!zero) {
                    EXPECT_LT(lu_ratio(A.groups[g], A0.groups[g], i, identity.data()), kRatioLimit)
                        << m[g] << "x" << n[g];
                }
            }
            p += sizes[g];
        }
    }
}

// ----- Cholesky -----

// A random Hermitian positive definite n x n matrix: M M^H + n I.
template <class T>
Dense<Z> random_spd(Rng& rng, int64_t n) {
    Dense<Z> M = dense<Z>(n, n, [&](int64_t, int64_t) { return z(rng.value<T>(Fill::Real)); });
    Dense<Z> S = mul(M, adjoint(M));
    for (int64_t d = 0; d < n; ++d) S(d, d) = Z(S(d, d).real() + double(n), 0);
    return S;
}

// Matrix i of A as the Hermitian matrix its `uplo` triangle stores (real diagonal).
template <class T>
Dense<Z> hermitian_of(const Batch<T>& A, int64_t i, int64_t n, BLAS_Uplo uplo) {
    const Region tri = region_of(uplo);
    return dense<Z>(n, n, [&](int64_t r, int64_t c) {
        const bool stored = in_region(tri, r, c);
        const Z v = z(A.at(i, stored ? r : c, stored ? c : r));
        return r == c ? Z(v.real(), 0) : stored ? v : std::conj(v);
    });
}

// The lower factor L of A = L L^H from potrf's output, matrix i of F (U^H for BlasUpper).
template <class T>
Dense<Z> cholesky_factor(const Batch<T>& F, int64_t i, int64_t n, BLAS_Uplo uplo) {
    return dense<Z>(n, n, [&](int64_t r, int64_t c) {
        if (uplo == BlasLower) return r >= c ? z(F.at(i, r, c)) : Z(0);
        return r >= c ? std::conj(z(F.at(i, c, r))) : Z(0);
    });
}

template <class T>
Operand<T> spd_matrices(BLAS_Layout layout, uint64_t seed, bool plant) {
    Operand<T> A;
    Rng rng(seed);
    for (int64_t n : kLapackSizes) {
        Batch<T> b(count_for(n), n, n, ld_for(layout, n, n, 2), layout, 3);
        for (int64_t i = 0; i < b.count; ++i) {
            Dense<Z> S = random_spd<T>(rng, n);
            if (plant && i == 1 && n > 0) S(planted_at(n), planted_at(n)) = Z(-1, 0);
            for (int64_t c = 0; c < n; ++c)
                for (int64_t r = 0; r < n; ++r) b.at(i, r, c) = from_z<T>(S(r, c));
        }
        A.add(std::move(b));
    }
    return A;
}

template <class T>
void check_cholesky(BLAS_Layout layout, BLAS_Uplo uplo) {
    SCOPED_TRACE(std::string(layout_name(layout)) + " " + uplo_name(uplo));
    Operand<T> A = spd_matrices<T>(layout, 41, true), B;
    Rng rng(42);
    std::vector<int64_t> n, nrhs, sizes;
    int64_t total = 0;
    for (const auto& g : A.groups) {
        const int64_t r = g.rows % 2 ? 2 : 1;
        // B compact at odd orders (two right-hand sides), as in check_lu_solvers
        Batch<T> b(g.count, g.rows, r, ld_for(layout, g.rows, r, (g.rows + 1) % 2), layout, 2);
        b.fill(rng, Fill::Real);
        B.add(std::move(b));
        n.push_back(g.rows), nrhs.push_back(r), sizes.push_back(g.count), total += g.count;
    }
    const Operand<T> A0 = A, B0 = B;
    const int64_t gc = int64_t(sizes.size());
    std::vector<BLAS_Uplo> up(size_t(gc), uplo);
    const Region tri = region_of(uplo);
    // potrf on a copy; posv on A and B
    Operand<T> F = A;
    std::vector<int64_t> info(size_t(1 + total), 99);
    info[0] = BblasErrorsReportAll;
    BT_C(potrf)(layout, up.data(), n.data(), F.pointers(), F.lds.data(), gc, sizes.data(), info.data());
    std::vector<int64_t> sinfo(size_t(1 + total), 99);
    sinfo[0] = BblasErrorsReportAll;
    BT_C(posv)
    (layout, up.data(), n.data(), nrhs.data(), A.pointers(), A.lds.data(), B.pointers(), B.lds.data(), gc,
     sizes.data(), sinfo.data());
    int64_t p = 0;
    for (size_t g = 0; g < A.groups.size(); ++g) {
        const int64_t N = n[g];
        SCOPED_TRACE("n=" + std::to_string(N));
        const Batch<T>& Fg = F.groups[g];
        EXPECT_TRUE(untouched_except(Fg, A0.groups[g], "A (other triangle)",
                                     [&](int64_t, int64_t r, int64_t c) { return in_region(tri, r, c); }));
        EXPECT_TRUE(untouched_except(A.groups[g], A0.groups[g], "posv A (other triangle)",
                                     [&](int64_t, int64_t r, int64_t c) { return in_region(tri, r, c); }));
        EXPECT_TRUE(padding_untouched(B.groups[g], B0.groups[g], "B"));
        for (int64_t i = 0; i < sizes[g]; ++i) {
            Batch<T> R = A0.groups[g];
            const lapack_int rinfo =
                BT_L(potrf)(layout == BlasColMajor ? LAPACK_COL_MAJOR : LAPACK_ROW_MAJOR,
                            uplo == BlasUpper ? 'U' : 'L', lapack_int(N), R.ptr(i), lapack_int(R.ld));
            EXPECT_EQ(info[size_t(1 + p + i)], rinfo) << "matrix " << i;
            EXPECT_EQ(sinfo[size_t(1 + p + i)], rinfo) << "matrix " << i;
            if (i == 1 && N > 0) {
                EXPECT_EQ(rinfo, planted_at(N) + 1);
            }
            if (rinfo > 0) {
                // LAPACK's partial factorisation: the failed pivot stored and, for bblas's own
                // kernels (LAPACK's unblocked potf2, n <= 63; LAPACKE's blocked potrf serves
                // n >= 64 and updates further), later columns untouched
                const int64_t j = rinfo - 1;
                for (int64_t c = j + 1; c < (N <= 63 ? N : 0); ++c)
                    for (int64_t r = 0; r < N; ++r)
                        if (in_region(tri, r, c) && (uplo == BlasLower || r > j)) {
                            ASSERT_TRUE(same_bits(Fg.at(i, r, c), A0.groups[g].at(i, r, c))) << r << "," << c;
                        }
                EXPECT_LT(std::abs(z(Fg.at(i, j, j)) - z(R.at(i, j, j))),
                          1e-3 * (1 + std::abs(z(R.at(i, j, j)))));
                for (int64_t c = 0; c < nrhs[g]; ++c)
                    for (int64_t r = 0; r < N; ++r)
                        ASSERT_TRUE(same_bits(B.groups[g].at(i, r, c), B0.groups[g].at(i, r, c)));
                continue;
            }
            // ||L L^H - A|| / (n ||A|| eps)
            const Dense<Z> L = cholesky_factor(Fg, i, N, uplo), a = hermitian_of(A0.groups[g], i, N, uplo);
            EXPECT_LT(ratio(norm1(minus(mul(L, adjoint(L)), a)), double(N), norm1(a), 1, eps<T>()),
                      kRatioLimit)
                << "potrf matrix " << i;
            // posv's factor is potrf's, bit for bit (the same kernels)
            for (int64_t c = 0; c < N; ++c)
                for (int64_t r = 0; r < N; ++r)
                    if (in_region(tri, r, c)) {
                        ASSERT_TRUE(same_bits(A.groups[g].at(i, r, c), Fg.at(i, r, c)));
                    }
            const Dense<Z> x = zd(B.groups[g], i), b = zd(B0.groups[g], i);
            EXPECT_LT(ratio(norm1(minus(mul(a, x), b)), double(N), norm1(a), norm1(x), eps<T>()), kRatioLimit)
                << "posv matrix " << i;
        }
        p += sizes[g];
    }
    // potrs on potrf's factors gives posv's solution bit for bit
    Operand<T> X = B0;
    std::vector<const T*> fp;
    for (T* q : std::span(F.pointers(), size_t(total))) fp.push_back(q);
    std::vector<int64_t> rinfo(size_t(1 + total), 99);
    rinfo[0] = BblasErrorsReportAll;
    BT_C(potrs)
    (layout, up.data(), n.data(), nrhs.data(), fp.data(), F.lds.data(), X.pointers(), X.lds.data(), gc,
     sizes.data(), rinfo.data());
    EXPECT_EQ(rinfo[0], 0);
    for (size_t g = 0; g < A.groups.size(); ++g)
        for (int64_t i = 0; i < sizes[g]; ++i)
            if (!(i == 1 && n[g] > 0)) {
                for (int64_t c = 0; c < nrhs[g]; ++c)
                    for (int64_t r = 0; r < n[g]; ++r)
                        ASSERT_TRUE(same_bits(X.groups[g].at(i, r, c), B.groups[g].at(i, r, c)))
                            << "potrs n=" << n[g];
            }
}

// Compact matrices (ld = n, back to back) whose other triangle is NaN: the interleaved path reads
// such a matrix whole when its columns are shorter than a vector (kernels/interleave.hh), so the
// factor must not depend on the other triangle, and that triangle must keep its bits.
template <class T>
void check_cholesky_compact(BLAS_Layout layout, BLAS_Uplo uplo) {
    SCOPED_TRACE(std::string(layout_name(layout)) + " " + uplo_name(uplo));
    const Region tri = region_of(uplo);
    Rng rng(43);
    for (int64_t n = 1; n <= 17; ++n) {
        SCOPED_TRACE("n=" + std::to_string(n));
        const int64_t count = 19;
        Batch<T> A(count, n, n, n, layout);  // every element NaN until set
        for (int64_t i = 0; i < count; ++i) {
            const Dense<Z> S = random_spd<T>(rng, n);
            for (int64_t c = 0; c < n; ++c)
                for (int64_t r = 0; r < n; ++r)
                    if (in_region(tri, r, c)) A.at(i, r, c) = from_z<T>(S(r, c));
        }
        const Batch<T> A0 = A;
        std::vector<T*> ptrs = A.pointers();
        std::vector<int64_t> info(size_t(1 + count), 99);
        info[0] = BblasErrorsReportAll;
        BT_C(potrf)(layout, &uplo, &n, ptrs.data(), &A.ld, 1, &count, info.data());
        EXPECT_TRUE(untouched_except(A, A0, "A (other triangle)",
                                     [&](int64_t, int64_t r, int64_t c) { return in_region(tri, r, c); }));
        for (int64_t i = 0; i < count; ++i) {
            ASSERT_EQ(info[size_t(1 + i)], 0) << "matrix " << i;
            const Dense<Z> L = cholesky_factor(A, i, n, uplo), a = hermitian_of(A0, i, n, uplo);
            EXPECT_LT(ratio(norm1(minus(mul(L, adjoint(L)), a)), double(n), norm1(a), 1, eps<T>()),
                      kRatioLimit)
                << "matrix " << i;
        }
    }
}

TYPED_TEST(Lapack, CholeskyCompactOtherTriangleNaN) {
    for (BLAS_Layout layout : {BlasColMajor, BlasRowMajor})
        for (BLAS_Uplo uplo : {BlasLower, BlasUpper}) check_cholesky_compact<TypeParam>(layout, uplo);
}

TYPED_TEST(Lapack, CholeskyColMajorLower) { check_cholesky<TypeParam>(BlasColMajor, BlasLower); }
TYPED_TEST(Lapack, CholeskyColMajorUpper) { check_cholesky<TypeParam>(BlasColMajor, BlasUpper); }
TYPED_TEST(Lapack, CholeskyRowMajorLower) { check_cholesky<TypeParam>(BlasRowMajor, BlasLower); }
TYPED_TEST(Lapack, CholeskyRowMajorUpper) { check_cholesky<TypeParam>(BlasRowMajor, BlasUpper); }

}  // namespace
