// Many groups in one call (src/core/grouped.hh): runs of equal groups are checked, planned and
// run as one task, and every matrix must still come out bit-identical to its group called
// alone, on every path; a fault in one group of a run stays with that group; and outputs that
// repeat the matrix before them are argument errors at the output's position in every interface.
#include <bblas_flat.h>

#include <cstring>
#include <functional>

#include "harness.hh"

namespace {

using bt::Rng;

// n x n matrices, `count` of them back to back, uniform in [-1, 1) (or made symmetric positive
// definite), with their pointers.
struct Mats {
    std::vector<double> v;
    std::vector<double*> p;
    Mats(int64_t n, int64_t count, unsigned seed, bool spd = false) : v(size_t(n * n * count)) {
        Rng r(seed);
        for (double& x : v) x = r.uniform();
        for (int64_t i = 0; i < count; ++i) {
            double* m = v.data() + i * n * n;
            p.push_back(m);
            if (spd)
                for (int64_t c = 0; c < n; ++c) {
                    for (int64_t q = 0; q < c; ++q) m[c + q * n] = m[q + c * n];
                    m[c + c * n] += double(n);
                }
        }
    }
    const double* const* in() const { return const_cast<const double* const*>(p.data()); }
};

// One routine called on `count` n x n problems split into groups of the given sizes, all with
// the same arguments; call(first, sizes) runs the groups over problems [first, ...).
using Call = std::function<void(int64_t first, const std::vector<int64_t>& sizes, int64_t* info)>;

// Every matrix of the run-coalesced call bit-identical to the same groups called one at a time.
void expect_same_as_one_group_at_a_time(const char* what, const std::vector<int64_t>& sizes, Mats& out,
                                        const std::vector<double>& init, const Call& call) {
    SCOPED_TRACE(what);
    out.v = init;
    std::vector<int64_t> info(1 + 1000, BblasErrorsReportAll);
    info[0] = BblasErrorsReportAll;
    call(0, sizes, info.data());
    EXPECT_EQ(info[0], 0);
    const std::vector<double> together = out.v;
    out.v = init;
    int64_t first = 0;
    for (int64_t s : sizes) {
        int64_t one = BblasErrorsReportAny;
        call(first, {s}, &one);
        EXPECT_EQ(one, 0);
        first += s;
    }
    EXPECT_EQ(0, std::memcmp(together.data(), out.v.data(), together.size() * sizeof(double)));
}

// Group sizes that make runs (equal sizes) and break them (a different size); the last two have
// enough groups (kParallelGroups, src/core/grouped.hh) for every thread to check and plan a part.
std::vector<int64_t> alternating(int64_t groups) {
    std::vector<int64_t> s(static_cast<size_t>(groups));
    for (int64_t g = 0; g < groups; ++g) s[size_t(g)] = 1 + g % 2;
    return s;
}
const std::vector<std::vector<int64_t>> kSplits = {std::vector<int64_t>(40, 1),
                                                   std::vector<int64_t>(13, 3),
                                                   {1, 1, 1, 3, 3, 1, 1, 9, 9, 1},
                                                   std::vector<int64_t>(700, 1),
                                                   alternating(600)};

int64_t total(const std::vector<int64_t>& s) {
    int64_t t = 0;
    for (int64_t x : s) t += x;
    return t;
}

void gemm_case(const char* what, int64_t n, BLAS_Trans ta) {
    for (const auto& sizes : kSplits) {
        const int64_t count = total(sizes);
        const Mats A(n, count, 1), B(n, count, 2);
        Mats C(n, count, 3);
        const std::vector<double> init = C.v;
        expect_same_as_one_group_at_a_time(
            what, sizes, C, init, [&](int64_t first, const std::vector<int64_t>& gs, int64_t* info) {
                const size_t G = gs.size();
                const std::vector<BLAS_Trans> tA(G, ta), tB(G, BlasNoTrans);
                const std::vector<int64_t> dim(G, n);
                const std::vector<double> alpha(G, 1.25), beta(G, -0.5);
                BLAS_gemm_batched_r64(BlasColMajor, tA.data(), tB.data(), dim.data(), dim.data(), dim.data(),
                                      alpha.data(), A.in() + first, dim.data(), B.in() + first, dim.data(),
                                      beta.data(), C.p.data() + first, dim.data(), int64_t(G), gs.data(),
                                      info);
            });
    }
}

TEST(Runs, GemmOnEveryPathAsOneGroupAtATime) {
    gemm_case("gemm column kernels", 3, BlasNoTrans);
    gemm_case("gemm column kernels in row blocks", 40, BlasNoTrans);
    gemm_case("gemm interleaved or direct", 6, BlasTrans);
    gemm_case("gemm OpenBLAS", 70, BlasTrans);
}

TEST(Runs, SymmTrsmAndGemvAsOneGroupAtATime) {
    for (const auto& sizes : kSplits) {
        const int64_t count = total(sizes), n = 5;
        const Mats A(n, count, 4, true), B(n, count, 5);
        Mats C(n, count, 6);
        const std::vector<double> init = C.v;
        expect_same_as_one_group_at_a_time(
            "symm", sizes, C, init, [&](int64_t first, const std::vector<int64_t>& gs, int64_t* info) {
                const size_t G = gs.size();
                const std::vector<BLAS_Side> side(G, BlasLeft);
                const std::vector<BLAS_Uplo> uplo(G, BlasUpper);
                const std::vector<int64_t> dim(G, n);
                const std::vector<double> alpha(G, 0.75), beta(G, 2.0);
                BLAS_symm_batched_r64(BlasColMajor, side.data(), uplo.data(), dim.data(), dim.data(),
                                      alpha.data(), A.in() + first, dim.data(), B.in() + first, dim.data(),
                                      beta.data(), C.p.data() + first, dim.data(), int64_t(G), gs.data(),
                                      info);
            });
        expect_same_as_one_group_at_a_time(
            "trsm", sizes, C, init, [&](int64_t first, const std::vector<int64_t>& gs, int64_t* info) {
                const size_t G = gs.size();
                const std::vector<BLAS_Side> side(G, BlasLeft);
                const std::vector<BLAS_Uplo> uplo(G, BlasLower);
                const std::vector<BLAS_Trans> t(G, BlasNoTrans);
                const std::vector<BLAS_Diag> d(G, BlasNonUnit);
                const std::vector<int64_t> dim(G, n);
                const std::vector<double> alpha(G, 0.5);
                BLAS_trsm_batched_r64(BlasColMajor, side.data(), uplo.data(), t.data(), d.data(), dim.data(),
                                      dim.data(), alpha.data(), A.in() + first, dim.data(),
                                      C.p.data() + first, dim.data(), int64_t(G), gs.data(), info);
            });
        expect_same_as_one_group_at_a_time(
            "gemv", sizes, C, init, [&](int64_t first, const std::vector<int64_t>& gs, int64_t* info) {
                const size_t G = gs.size();
                const std::vector<BLAS_Trans> t(G, BlasTrans);
                const std::vector<int64_t> dim(G, n), inc(G, 1);
                const std::vector<double> alpha(G, 0.5), beta(G, 1.5);
                BLAS_gemv_batched_r64(BlasColMajor, t.data(), dim.data(), dim.data(), alpha.data(),
                                      A.in() + first, dim.data(), B.in() + first, inc.data(), beta.data(),
                                      C.p.data() + first, inc.data(), int64_t(G), gs.data(), info);
            });
    }
}

// potrf with a planted indefinite matrix: codes per matrix the same as one group at a time, and
// per group (ReportGroup) each group's first.
TEST(Runs, PotrfNumericalCodesAsOneGroupAtATime) {
    for (int64_t n : {4, 70}) {
        for (const auto& sizes : kSplits) {
            const int64_t count = total(sizes);
            Mats A(n, count, 7, true);
            A.p[size_t(count / 2)][n + 1] = -1.0;  // the leading minor of order 2 of one matrix
            const std::vector<double> init = A.v;
            std::vector<int64_t> codes_together;
            const Call call = [&](int64_t first, const std::vector<int64_t>& gs, int64_t* info) {
                const size_t G = gs.size();
                const std::vector<BLAS_Uplo> uplo(G, BlasLower);
                const std::vector<int64_t> dim(G, n);
                BLAS_potrf_batched_r64(BlasColMajor, uplo.data(), dim.data(), A.p.data() + first, dim.data(),
                                       int64_t(G), gs.data(), info);
            };
            std::vector<int64_t> together(size_t(1 + count), BblasErrorsReportAll);
            call(0, sizes, together.data());
            const std::vector<double> factors = A.v;
            A.v = init;
            std::vector<int64_t> alone(1, 0);
            int64_t first = 0;
            for (int64_t s : sizes) {
                std::vector<int64_t> info(size_t(1 + s), BblasErrorsReportAll);
                call(first, {s}, info.data());
                alone.insert(alone.end(), info.begin() + 1, info.end());
                first += s;
            }
            EXPECT_EQ(0, std::memcmp(factors.data(), A.v.data(), factors.size() * sizeof(double)))
                << "n " << n;
            EXPECT_EQ(std::vector<int64_t>(together.begin() + 1, together.end()),
                      std::vector<int64_t>(alone.begin() + 1, alone.end()))
                << "n " << n;
            EXPECT_EQ(together[size_t(1 + count / 2)], 2);
            A.v = init;
            std::vector<int64_t> per_group(1 + sizes.size(), 77);
            per_group[0] = BblasErrorsReportGroup;
            call(0, sizes, per_group.data());
            EXPECT_EQ(0, std::memcmp(factors.data(), A.v.data(), factors.size() * sizeof(double)))
                << "n " << n;
            for (size_t g = 0, q = 1; g < sizes.size(); q += size_t(sizes[g++])) {
                int64_t first_code = 0;
                for (size_t i = q; i < q + size_t(sizes[g]) && !first_code; ++i) first_code = alone[i];
                EXPECT_EQ(per_group[1 + g], first_code) << "n " << n << " group " << g;
            }
        }
    }
}

// A null matrix pointer in one group of a run of equal groups: that group alone reports it (with
// 600 groups, a second one in another thread's part of the groups too).
TEST(Runs, AFaultInOneGroupOfARunStaysThere) {
    for (const int64_t G : {50, 600}) {
        const int64_t n = 2, s = 2, count = G * s, second = G > 50 ? G - 7 : 2;
        const Mats A(n, count, 8), B(n, count, 9);
        for (int mode : {BblasErrorsReportAll, BblasErrorsReportGroup}) {
            Mats C(n, count, 10);
            const std::vector<double> init = C.v;
            std::vector<const double*> pa(A.p.begin(), A.p.end());
            pa[size_t(2 * s + 1)] = nullptr;  // group 2, its matrix 1
            pa[size_t(second * s)] = nullptr;
            const std::vector<BLAS_Trans> t(G, BlasNoTrans);
            const std::vector<int64_t> dim(G, n), sizes(G, s);
            const std::vector<double> alpha(G, 1.0), beta(G, 0.0);
            std::vector<int64_t> info(size_t(1 + count), 77);
            info[0] = mode;
            BLAS_gemm_batched_r64(BlasColMajor, t.data(), t.data(), dim.data(), dim.data(), dim.data(),
                                  alpha.data(), pa.data(), dim.data(), B.in(), dim.data(), beta.data(),
                                  C.p.data(), dim.data(), G, sizes.data(), info.data());
            EXPECT_EQ(info[0], 3);  // group 2, 1-based
            for (int64_t g = 0; g < G; ++g) {
                const bool bad = g == 2 || g == second;
                const int64_t expect = bad ? -8 : 0;  // A's position
                if (mode == BblasErrorsReportAll)
                    for (int64_t i = 0; i < s; ++i)
                        EXPECT_EQ(info[size_t(1 + g * s + i)], expect) << "group " << g;
                else EXPECT_EQ(info[size_t(1 + g)], expect) << "group " << g;
                // group 2 untouched, the others computed
                const bool same = std::memcmp(C.p[size_t(g * s)], init.data() + g * s * n * n,
                                              sizeof(double) * size_t(s * n * n)) == 0;
                EXPECT_EQ(same, bad) << "group " << g;
            }
        }
    }
}

// ----- outputs that repeat the matrix before them -----

// gemm with C's pointers of group 1 (of 3) repeating: -13 (C) for that group, the others computed.
TEST(RepeatedOutputs, GroupApiReportsTheOutputsPosition) {
    const int64_t n = 3, G = 3, s = 4, count = G * s;
    const Mats A(n, count, 11), B(n, count, 12);
    for (int mode : {BblasErrorsReportAll, BblasErrorsReportGroup, BblasErrorsReportAny}) {
        Mats C(n, count, 13);
        std::vector<double*> pc = C.p;
        pc[size_t(s + 2)] = pc[size_t(s + 1)];
        const std::vector<BLAS_Trans> t(G, BlasNoTrans);
        const std::vector<int64_t> dim(G, n), sizes(G, s);
        const std::vector<double> alpha(G, 1.0), beta(G, 1.0);
        std::vector<int64_t> info(size_t(1 + count), 77);
        info[0] = mode;
        BLAS_gemm_batched_r64(BlasColMajor, t.data(), t.data(), dim.data(), dim.data(), dim.data(),
                              alpha.data(), A.in(), dim.data(), B.in(), dim.data(), alpha.data(), pc.data(),
                              dim.data(), G, sizes.data(), info.data());
        EXPECT_EQ(info[0], 2);
        if (mode == BblasErrorsReportAll) {
            for (int64_t i = 0; i < count; ++i) EXPECT_EQ(info[size_t(1 + i)], i / s == 1 ? -13 : 0) << i;
        } else if (mode == BblasErrorsReportGroup) {
            EXPECT_EQ(info[1], 0);
            EXPECT_EQ(info[2], -13);
            EXPECT_EQ(info[3], 0);
        }
    }
    // equal inputs are allowed: every A the same matrix
    Mats C(n, count, 13);
    const std::vector<const double*> same_a(size_t(count), A.p[0]);
    const BLAS_Trans t = BlasNoTrans;
    const double one = 1.0;
    int64_t info = BblasErrorsReportAny;
    BLAS_gemm_batched_r64(BlasColMajor, &t, &t, &n, &n, &n, &one, same_a.data(), &n, B.in(), &n, &one,
                          C.p.data(), &n, 1, &count, &info);
    EXPECT_EQ(info, 0);
}

TEST(RepeatedOutputs, EveryRoutineFamilyAndInterface) {
    const int64_t n = 3, count = 5;
    const Mats A(n, count, 14, true), X(n, count, 15);
    Mats Y(n, count, 16);
    std::vector<double*> py = Y.p;
    py[3] = py[2];
    const int64_t one = 1;
    int64_t info[1 + count];
    auto all = [&] {
        for (int64_t& i : info) i = 77;
        info[0] = BblasErrorsReportAll;
    };
    // Level 1: axpy writes y (position 5), scal x (3)
    const double alpha = 2.0;
    all();
    BLAS_axpy_batched_r64(&n, &alpha, X.in(), &one, py.data(), &one, 1, &count, info);
    EXPECT_EQ(info[1], -5);
    all();
    BLAS_scal_batched_r64(&n, &alpha, py.data(), &one, 1, &count, info);
    EXPECT_EQ(info[1], -3);
    // Level 2: gemv writes y (11), trsv x (8), ger A (9)
    const BLAS_Trans nt = BlasNoTrans;
    all();
    BLAS_gemv_batched_r64(BlasColMajor, &nt, &n, &n, &alpha, A.in(), &n, X.in(), &one, &alpha, py.data(),
                          &one, 1, &count, info);
    EXPECT_EQ(info[1], -11);
    const BLAS_Uplo lo = BlasLower;
    const BLAS_Diag nu = BlasNonUnit;
    all();
    BLAS_trsv_batched_r64(BlasColMajor, &lo, &nt, &nu, &n, A.in(), &n, py.data(), &one, 1, &count, info);
    EXPECT_EQ(info[1], -8);
    all();
    BLAS_ger_batched_r64(BlasColMajor, &n, &n, &alpha, X.in(), &one, X.in(), &one, py.data(), &n, 1, &count,
                         info);
    EXPECT_EQ(info[1], -9);
    // LAPACK: potrf writes A (4), getrs B (8) but only reads A
    all();
    BLAS_potrf_batched_r64(BlasColMajor, &lo, &n, py.data(), &n, 1, &count, info);
    EXPECT_EQ(info[1], -4);
    std::vector<int64_t> piv(size_t(n * count), 1);
    std::vector<int64_t*> pp;
    for (int64_t i = 0; i < count; ++i) pp.push_back(piv.data() + i * n);
    std::vector<double*> same_a(size_t(count), Y.p[0]);
    all();
    BLAS_getrs_batched_r64(BlasColMajor, &nt, &n, &n, same_a.data(), &n, pp.data(), py.data(), &n, 1, &count,
                           info);
    EXPECT_EQ(info[1], -8);
    all();
    BLAS_getrs_batched_r64(BlasColMajor, &nt, &n, &n, same_a.data(), &n, pp.data(), Y.p.data(), &n, 1, &count,
                           info);
    EXPECT_EQ(info[0], 0) << "the same factors for every right-hand side are allowed";
    // the flat interface: per problem, arrayC at its flat position 12, the problem that repeats
    const std::vector<BLAS_Trans> t(count, BlasNoTrans);
    const std::vector<int64_t> dim(count, n);
    const std::vector<double> al(count, 1.0), be(count, 0.0);
    std::vector<int64_t> flat(count, 77);
    bblas_dgemm_batch(t.data(), t.data(), dim.data(), dim.data(), dim.data(), al.data(), X.in(), dim.data(),
                      X.in(), dim.data(), be.data(), py.data(), dim.data(), count, BATCH_FIXED, flat.data());
    EXPECT_EQ(flat, (std::vector<int64_t>{-12, -12, -12, -12, -12})) << "a fixed batch is one group";
    // the C++ API: bblas::Error naming C and the matrix
    const std::vector<const double*> xa(X.p.begin(), X.p.end());
    try {
        bblas::gemm<double>(
            bblas::Op::NoTrans, bblas::Op::NoTrans, 1.0, bblas::PointerBatch<const double>(xa, n, n, n),
            bblas::PointerBatch<const double>(xa, n, n, n), 0.0, bblas::PointerBatch<double>(py, n, n, n));
        ADD_FAILURE() << "no exception";
    } catch (const bblas::Error& e) {
        EXPECT_EQ(e.argument(), "C");
        EXPECT_EQ(e.matrix(), 3);
    }
    // unpack writes its destination matrices (position 7)
    std::vector<double> blocks(size_t(bblas_interleaved_size_r64(count, n, n, 0)));
    int64_t pinfo = 0;
    bblas_interleaved_pack_r64(BlasColMajor, count, n, n, X.in(), n, blocks.data(), 0, &pinfo);
    EXPECT_EQ(pinfo, 0);
    bblas_interleaved_unpack_r64(BlasColMajor, count, n, n, blocks.data(), 0, py.data(), n, &pinfo);
    EXPECT_EQ(pinfo, -7);
}

}  // namespace
