// Batched LAPACK beyond the numerics: the C++ API (pointer, strided and interleaved batches) gives
// the C API's results bit for bit and its info per matrix; every invalid argument of every routine
// in every error-reporting mode; numerical info in every mode (bblas.h's header comment).
#include "lapack_harness.hh"  // pick, BT_C

namespace {

using namespace bt;

// ----- C++ API against the C API -----

template <class T>
class LapackCpp : public ::testing::Test {};
TYPED_TEST_SUITE(LapackCpp, AllTypes, TypeNames);

template <class T>
bool same(const std::vector<T>& a, const std::vector<T>& b) {
    return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(T)) == 0;
}

TYPED_TEST(LapackCpp, ViewsAndContainersMatchTheCApi) {
    using T = TypeParam;
    constexpr int64_t n = 5, nrhs = 2, count = 21;
    Rng rng(5);
    std::vector<T> A0(size_t(n * n * count)), B0(size_t(n * nrhs * count));
    for (auto& x : A0) x = rng.value<T>(Fill::Real);
    for (auto& x : B0) x = rng.value<T>(Fill::Real);
    // Hermitian positive definite copies for the Cholesky routines (diagonally dominant)
    std::vector<T> S0 = A0;
    for (int64_t i = 0; i < count; ++i)
        for (int64_t c = 0; c < n; ++c)
            for (int64_t r = 0; r < n; ++r) {
                T& x = S0[size_t(i * n * n + r + c * n)];
                x = r == c ? T(real_t<T>(2 * n)) : r > c ? x : conj_if(S0[size_t(i * n * n + c + r * n)]);
            }
    for (int64_t r = 0; r < n; ++r) A0[size_t(3 * n * n + r + 1 * n)] = T(0);  // matrix 3: singular
    S0[size_t(4 * n * n + 2 + 2 * n)] = T(-1);                                 // matrix 4: indefinite
    auto ptrs = [](std::vector<T>& v, int64_t stride) {
        std::vector<T*> p;
        for (int64_t i = 0; i < count; ++i) p.push_back(v.data() + i * stride);
        return p;
    };
    const int64_t gs = count, N = n, R = nrhs;
    // C API results
    std::vector<T> Ac = A0, Bc = B0, Sc = S0, Xc = B0;
    std::vector<int64_t> pivc(size_t(n * count)), infoc(1 + count), sinfoc(1 + count);
    std::vector<int64_t*> pp;
    for (int64_t i = 0; i < count; ++i) pp.push_back(pivc.data() + i * n);
    infoc[0] = sinfoc[0] = BblasErrorsReportAll;
    BT_C(gesv)
    (BlasColMajor, &N, &R, ptrs(Ac, n * n).data(), &N, pp.data(), ptrs(Bc, n * nrhs).data(), &N, 1, &gs,
     infoc.data());
    const BLAS_Uplo lo = BlasLower;
    BT_C(posv)
    (BlasColMajor, &lo, &N, &R, ptrs(Sc, n * n).data(), &N, ptrs(Xc, n * nrhs).data(), &N, 1, &gs,
     sinfoc.data());
    const std::vector<int64_t> expect(infoc.begin() + 1, infoc.end()),
        sexpect(sinfoc.begin() + 1, sinfoc.end());
    EXPECT_EQ(expect[3], 2);
    EXPECT_EQ(sexpect[4], 3);

    // how 3: blocks three packs wide, so that the kernels' lane groups (two packs, run_lapack.cc)
    // meet both a group inside a block and one past the last matrix
    for (int how = 0; how < 4; ++how) {
        SCOPED_TRACE(how == 0   ? "PointerBatch"
                     : how == 1 ? "StridedBatch"
                     : how == 2 ? "InterleavedBatch"
                                : "InterleavedBatch 3 packs");
        std::vector<T> A = A0, B = B0, S = S0, X = B0;
        std::vector<int64_t> piv(size_t(n * count), -1), info, sinfo;
        bblas::StridedBatch<int64_t> P(piv.data(), count, n, 1, n, n);
        if (how >= 2) {
            const int64_t w = how == 3 ? 3 * bblas::InterleavedBatch<T>::default_block : 0;
            const auto col = bblas::Layout::ColMajor;
            bblas::InterleavedBatch<T> IA(count, n, n, col, w), IB(count, n, nrhs, col, w),
                IS(count, n, n, col, w), IX(count, n, nrhs, col, w);
            IA.pack(bblas::StridedBatch<const T>(A.data(), count, n, n, n, n * n));
            IB.pack(bblas::StridedBatch<const T>(B.data(), count, n, nrhs, n, n * nrhs));
            IS.pack(bblas::StridedBatch<const T>(S.data(), count, n, n, n, n * n));
            IX.pack(bblas::StridedBatch<const T>(X.data(), count, n, nrhs, n, n * nrhs));
            info = bblas::gesv<T>(IA, P, IB);
            sinfo = bblas::posv<T>(bblas::Uplo::Lower, IS, IX);
            IA.unpack(bblas::StridedBatch<T>(A.data(), count, n, n, n, n * n));
            IB.unpack(bblas::StridedBatch<T>(B.data(), count, n, nrhs, n, n * nrhs));
            IS.unpack(bblas::StridedBatch<T>(S.data(), count, n, n, n, n * n));
            IX.unpack(bblas::StridedBatch<T>(X.data(), count, n, nrhs, n, n * nrhs));
        } else if (how == 0) {
            auto pa = ptrs(A, n * n), pb = ptrs(B, n * nrhs), ps = ptrs(S, n * n), px = ptrs(X, n * nrhs);
            info = bblas::gesv<T>(bblas::PointerBatch<T>(pa, n, n, n), P,
                                  bblas::PointerBatch<T>(pb, n, nrhs, n));
            sinfo = bblas::posv<T>(bblas::Uplo::Lower, bblas::PointerBatch<T>(ps, n, n, n),
                                   bblas::PointerBatch<T>(px, n, nrhs, n));
        } else {
            info = bblas::gesv<T>(bblas::StridedBatch<T>(A.data(), count, n, n, n, n * n), P,
                                  bblas::StridedBatch<T>(B.data(), count, n, nrhs, n, n * nrhs));
            sinfo =
                bblas::posv<T>(bblas::Uplo::Lower, bblas::StridedBatch<T>(S.data(), count, n, n, n, n * n),
                               bblas::StridedBatch<T>(X.data(), count, n, nrhs, n, n * nrhs));
        }
        EXPECT_EQ(info, expect);
        EXPECT_EQ(sinfo, sexpect);
        EXPECT_TRUE(same(A, Ac));
        EXPECT_TRUE(same(B, Bc));
        EXPECT_TRUE(same(piv, pivc));
        EXPECT_TRUE(same(X, Xc));
        for (int64_t i = 0; i < count; ++i)  // the Cholesky factor: its triangle
            for (int64_t c = 0; c < n; ++c)
                for (int64_t r = c; r < n; ++r)
                    ASSERT_TRUE(
                        same_bits(S[size_t(i * n * n + r + c * n)], Sc[size_t(i * n * n + r + c * n)]));
        // the other routines through the same views, against gesv's and posv's pieces
        if (how == 1) {
            std::vector<T> F = A0, Y = B0, G = S0, Z = B0, I = A0, J = A0;
            std::vector<int64_t> p2(size_t(n * count));
            bblas::StridedBatch<T> FV(F.data(), count, n, n, n, n * n),
                YV(Y.data(), count, n, nrhs, n, n * nrhs);
            bblas::StridedBatch<int64_t> P2(p2.data(), count, n, 1, n, n);
            EXPECT_EQ(bblas::getrf<T>(FV, P2), expect);
            bblas::getrs<T>(bblas::Op::NoTrans, FV, P2, YV);
            EXPECT_TRUE(same(F, Ac));
            EXPECT_TRUE(same(p2, pivc));
            for (int64_t i = 0; i < count; ++i)
                if (i != 3) {
                    for (int64_t e = 0; e < n * nrhs; ++e)
                        ASSERT_TRUE(same_bits(Y[size_t(i * n * nrhs + e)], Bc[size_t(i * n * nrhs + e)]));
                }
            bblas::StridedBatch<T> GV(G.data(), count, n, n, n, n * n),
                ZV(Z.data(), count, n, nrhs, n, n * nrhs);
            EXPECT_EQ(bblas::potrf<T>(bblas::Uplo::Lower, GV), sexpect);
            bblas::potrs<T>(bblas::Uplo::Lower, GV, ZV);
            for (int64_t i = 0; i < count; ++i)
                if (i != 4) {
                    for (int64_t e = 0; e < n * nrhs; ++e)
                        ASSERT_TRUE(same_bits(Z[size_t(i * n * nrhs + e)], Xc[size_t(i * n * nrhs + e)]));
                }
            // getri on getrf's factors equals getrf_inv
            bblas::StridedBatch<T> IV(I.data(), count, n, n, n, n * n), JV(J.data(), count, n, n, n, n * n);
            bblas::getrf<T>(IV, P2);
            EXPECT_EQ(bblas::getri<T>(IV, P2), expect);
            EXPECT_EQ(bblas::getrf_inv<T>(JV), expect);
            for (int64_t i = 0; i < count; ++i)
                if (i != 3) {
                    for (int64_t e = 0; e < n * n; ++e)
                        ASSERT_TRUE(same_bits(I[size_t(i * n * n + e)], J[size_t(i * n * n + e)]));
                }
            std::vector<T> K = A0;
            for (int64_t i = 0; i < count; ++i) K[size_t(i * n * n)] = T(0);
            EXPECT_EQ(bblas::getrf_nopiv<T>(bblas::StridedBatch<T>(K.data(), count, n, n, n, n * n)),
                      std::vector<int64_t>(count, 1));
        }
    }
    // argument errors throw bblas::Error before anything is computed
    std::vector<T> A = A0;
    std::vector<int64_t> piv(size_t(n * count));
    bblas::StridedBatch<T> AV(A.data(), count, n, n, n, n * n), AV_bad(A.data(), count, n, n, n - 1, n * n);
    EXPECT_THROW(bblas::getrf<T>(AV_bad, bblas::StridedBatch<int64_t>(piv.data(), count, n, 1, n, n)),
                 bblas::Error);
    EXPECT_THROW(bblas::getrf<T>(AV, bblas::StridedBatch<int64_t>(piv.data(), count - 1, n, 1, n, n)),
                 bblas::Error);
    EXPECT_THROW(bblas::getrf<T>(AV, bblas::StridedBatch<int64_t>(piv.data(), count, n - 1, 1, n, n)),
                 bblas::Error);
    EXPECT_THROW(bblas::potrf<T>(bblas::Uplo(0), AV), bblas::Error);
    EXPECT_THROW(bblas::gesv<T>(AV, bblas::StridedBatch<int64_t>(piv.data(), count, n, 1, n, n),
                                bblas::StridedBatch<T>(A.data(), count, n + 1, 1, n + 1, n * n)),
                 bblas::Error);
    EXPECT_TRUE(same(A, A0));
}

// ----- invalid arguments, every routine, every mode -----

enum class R { Getrf, Getrs, Gesv, Getri, Inv, NoPiv, Potrf, Potrs, Posv };
constexpr R kRoutines[] = {R::Getrf, R::Getrs, R::Gesv,  R::Getri, R::Inv,
                           R::NoPiv, R::Potrf, R::Potrs, R::Posv};
const char* rname(R r) {
    static const char* n[] = {"getrf",       "getrs", "gesv",  "getri", "getrf_inv",
                              "getrf_nopiv", "potrf", "potrs", "posv"};
    return n[int(r)];
}
// The positions of each argument in each routine's list (0: the routine has none).
struct Positions {
    int layout, trans, uplo, m, n, nrhs, A, lda, ipiv, B, ldb, gc, gs;
};
Positions positions(R r) {
    switch (r) {
        case R::Getrf:
            return {1, 0, 0, 2, 3, 0, 4, 5, 6, 0, 0, 7, 8};
        case R::Getrs:
            return {1, 2, 0, 0, 3, 4, 5, 6, 7, 8, 9, 10, 11};
        case R::Gesv:
            return {1, 0, 0, 0, 2, 3, 4, 5, 6, 7, 8, 9, 10};
        case R::Getri:
            return {1, 0, 0, 0, 2, 0, 3, 4, 5, 0, 0, 6, 7};
        case R::Inv:
            return {1, 0, 0, 0, 2, 0, 3, 4, 0, 0, 0, 5, 6};
        case R::NoPiv:
            return {1, 0, 0, 2, 3, 0, 4, 5, 0, 0, 0, 6, 7};
        case R::Potrf:
            return {1, 0, 2, 0, 3, 0, 4, 5, 0, 0, 0, 6, 7};
        default:
            return {1, 0, 2, 0, 3, 4, 5, 6, 0, 7, 8, 9, 10};
    }
}

// Two groups of two 3x3 matrices (nrhs 2); group 0 takes the changes of a case.
struct Call {
    BLAS_Layout layout = BlasColMajor;
    BLAS_Trans trans[2] = {BlasNoTrans, BlasNoTrans};
    BLAS_Uplo uplo[2] = {BlasLower, BlasLower};
    int64_t m[2] = {3, 3}, n[2] = {3, 3}, nrhs[2] = {2, 2}, lda[2] = {3, 3}, ldb[2] = {3, 3};
    int64_t gc = 2, sizes[2] = {2, 2};
    bool null_A = false, null_piv = false, null_B = false, null_matrix = false;
    std::vector<double> a = std::vector<double>(36), b = std::vector<double>(24);
    std::vector<int64_t> piv = std::vector<int64_t>(12, 1);

    void run(R r, int64_t* info) {
        for (int i = 0; i < 4; ++i)
            for (int d = 0; d < 3; ++d) a[size_t(i * 9 + d * 4)] = 4, piv[size_t(i * 3 + d)] = d + 1;
        double* ap[4];
        const double* cap[4];
        double* bp[4];
        int64_t* pp[4];
        const int64_t* cpp[4];
        for (int i = 0; i < 4; ++i)
            ap[i] = a.data() + 9 * i, cap[i] = ap[i], bp[i] = b.data() + 6 * i, pp[i] = piv.data() + 3 * i,
            cpp[i] = pp[i];
        if (null_matrix) ap[1] = nullptr, cap[1] = nullptr;
        double* const* A = null_A ? nullptr : ap;
        const double* const* CA = null_A ? nullptr : cap;
        double* const* B = null_B ? nullptr : bp;
        int64_t* const* P = null_piv ? nullptr : pp;
        const int64_t* const* CP = null_piv ? nullptr : cpp;
        switch (r) {
            case R::Getrf:
                return BLAS_getrf_batched_r64(layout, m, n, A, lda, P, gc, sizes, info);
            case R::Getrs:
                return BLAS_getrs_batched_r64(layout, trans, n, nrhs, CA, lda, CP, B, ldb, gc, sizes, info);
            case R::Gesv:
                return BLAS_gesv_batched_r64(layout, n, nrhs, A, lda, P, B, ldb, gc, sizes, info);
            case R::Getri:
                return BLAS_getri_batched_r64(layout, n, A, lda, CP, gc, sizes, info);
            case R::Inv:
                return BLAS_getrf_inv_batched_r64(layout, n, A, lda, gc, sizes, info);
            case R::NoPiv:
                return BLAS_getrf_nopiv_batched_r64(layout, m, n, A, lda, gc, sizes, info);
            case R::Potrf:
                return BLAS_potrf_batched_r64(layout, uplo, n, A, lda, gc, sizes, info);
            case R::Potrs:
                return BLAS_potrs_batched_r64(layout, uplo, n, nrhs, CA, lda, B, ldb, gc, sizes, info);
            case R::Posv:
                return BLAS_posv_batched_r64(layout, uplo, n, nrhs, A, lda, B, ldb, gc, sizes, info);
        }
    }
};

struct Bad {
    const char* what;
    int Positions::*pos;
    void (*apply)(Call&);
    bool counts = false;  // group_count / group_sizes: info[0] only
};
const Bad kBad[] = {
    {"layout", &Positions::layout, [](Call& c) { c.layout = BLAS_Layout(7); }},
    {"trans", &Positions::trans, [](Call& c) { c.trans[0] = BLAS_Trans(0); }},
    {"uplo", &Positions::uplo, [](Call& c) { c.uplo[0] = BLAS_Uplo(0); }},
    {"m < 0", &Positions::m, [](Call& c) { c.m[0] = -1; }},
    {"n < 0", &Positions::n, [](Call& c) { c.n[0] = -1; }},
    {"nrhs < 0", &Positions::nrhs, [](Call& c) { c.nrhs[0] = -1; }},
    {"null A", &Positions::A, [](Call& c) { c.null_A = true; }},
    {"null matrix", &Positions::A, [](Call& c) { c.null_matrix = true; }},
    {"A_ld small", &Positions::lda, [](Call& c) { c.lda[0] = 2; }},
    {"null ipiv", &Positions::ipiv, [](Call& c) { c.null_piv = true; }},
    {"null B", &Positions::B, [](Call& c) { c.null_B = true; }},
    {"B_ld small", &Positions::ldb, [](Call& c) { c.ldb[0] = 2; }},
    {"group_count < 0", &Positions::gc, [](Call& c) { c.gc = -1; }, true},
    {"group_sizes < 0", &Positions::gs, [](Call& c) { c.sizes[1] = -1; }, true},
};

TEST(LapackArguments, EveryInvalidArgumentInEveryMode) {
    for (R r : kRoutines)
        for (const Bad& bad : kBad) {
            const int pos = positions(r).*bad.pos;
            if (pos == 0) continue;
            for (int mode : {BblasErrorsReportAll, BblasErrorsReportGroup, BblasErrorsReportAny,
                             BblasErrorsReportNone}) {
                if (mode == BblasErrorsReportNone && std::string(bad.what) == "null matrix")
                    continue;  // not scanned
                SCOPED_TRACE(std::string(rname(r)) + ": " + bad.what + " mode " + std::to_string(mode));
                Call c;
                bad.apply(c);
                std::vector<int64_t> info(5, 77);
                info[0] = mode;
                c.run(r, info.data());
                if (mode == BblasErrorsReportNone) {
                    EXPECT_EQ(info[0], 0);
                    continue;
                }
                if (bad.counts) {
                    EXPECT_EQ(info[0], -pos);
                    continue;
                }
                // the layout and the pointer arrays are every group's
                const std::string w = bad.what;
                const bool both = w == "layout" || w == "null A" || w == "null ipiv" || w == "null B";
                EXPECT_EQ(info[0], 1);
                if (mode == BblasErrorsReportAll) {
                    EXPECT_EQ(info[1], -pos);
                    EXPECT_EQ(info[2], -pos);
                    EXPECT_EQ(info[3], both ? -pos : 0);
                    EXPECT_EQ(info[4], both ? -pos : 0);
                } else if (mode == BblasErrorsReportGroup) {
                    EXPECT_EQ(info[1], -pos);
                    EXPECT_EQ(info[2], both ? -pos : 0);
                }
            }
        }
}

// ----- numerical info in every mode -----

TEST(LapackInfo, NumericalInfoInEveryMode) {
    // three groups of 4 2x2 matrices: group 0 regular, group 1 matrix 2 singular in column 2,
    // group 2 matrices 0 (column 1) and 3 (column 2) singular
    for (int mode :
         {BblasErrorsReportAll, BblasErrorsReportGroup, BblasErrorsReportAny, BblasErrorsReportNone}) {
        for (bool bad_group0 : {false, true}) {
            SCOPED_TRACE("mode " + std::to_string(mode) + (bad_group0 ? " with group 0 invalid" : ""));
            std::vector<double> a(12 * 4);
            std::vector<int64_t> piv(12 * 2);
            std::vector<double*> ap;
            std::vector<int64_t*> pp;
            for (int i = 0; i < 12; ++i) {
                double* m = a.data() + 4 * i;
                m[0] = 2, m[1] = 1, m[2] = 1, m[3] = 3;
                ap.push_back(m), pp.push_back(piv.data() + 2 * i);
            }
            auto col = [&](int i, int c) { a[size_t(4 * i + 2 * c)] = 0, a[size_t(4 * i + 2 * c + 1)] = 0; };
            col(6, 1), col(8, 0), col(11, 1);
            const int64_t m[3] = {2, 2, 2}, lda[3] = {bad_group0 ? 1 : 2, 2, 2}, sizes[3] = {4, 4, 4};
            std::vector<int64_t> info(13, 77);
            info[0] = mode;
            BLAS_getrf_batched_r64(BlasColMajor, m, m, ap.data(), lda, pp.data(), 3, sizes, info.data());
            if (mode == BblasErrorsReportNone) {
                EXPECT_EQ(info[0], 0);
                EXPECT_EQ(info[1], 77);
                continue;
            }
            EXPECT_EQ(info[0], bad_group0 ? 1 : 2);
            if (mode == BblasErrorsReportAll) {
                const std::vector<int64_t> expect = {bad_group0 ? -5 : 0,
                                                     bad_group0 ? -5 : 0,
                                                     bad_group0 ? -5 : 0,
                                                     bad_group0 ? -5 : 0,
                                                     0,
                                                     0,
                                                     2,
                                                     0,
                                                     1,
                                                     0,
                                                     0,
                                                     2};
                EXPECT_EQ(std::vector<int64_t>(info.begin() + 1, info.end()), expect);
            } else if (mode == BblasErrorsReportGroup) {
                EXPECT_EQ(info[1], bad_group0 ? -5 : 0);
                EXPECT_EQ(info[2], 2);
                EXPECT_EQ(info[3], 1);
                EXPECT_EQ(info[4], 77);
            } else {
                EXPECT_EQ(info[1], 77);
            }
        }
    }
    // potrf: an indefinite minor of order 2 in matrix 1, reported the same way
    std::vector<double> s = {4, 1, 1, 3, 4, 3, 3, 1};
    double* sp[2] = {s.data(), s.data() + 4};
    const int64_t n = 2, ld = 2, size = 2;
    const BLAS_Uplo lo = BlasLower;
    std::vector<int64_t> info(3, 77);
    info[0] = BblasErrorsReportAll;
    BLAS_potrf_batched_r64(BlasColMajor, &lo, &n, sp, &ld, 1, &size, info.data());
    EXPECT_EQ(info, (std::vector<int64_t>{1, 0, 2}));
    EXPECT_EQ(s[4], 2.0);         // the first column of matrix 1 factored
    EXPECT_EQ(s[7], 1.0 - 2.25);  // the failed pivot stored, as LAPACK does
}

}  // namespace
