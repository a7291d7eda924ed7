// The parallel split (src/core/execute.hh): a call whose cost passes kParallelMinCost is cut
// into per-thread shares along its groups' cumulative cost, at pack-width granules where a group
// runs interleaved. Every matrix must come out bit-identical whatever the thread count, and no
// matrix may be computed twice or skipped (beta = 1 would show either).
#include <omp.h>

#include <cstring>

#include "harness.hh"

namespace {

struct Groups {
    std::vector<int64_t> n, size;  // order and count of each group (leading dimension n)
    int64_t total() const {
        int64_t t = 0;
        for (int64_t s : size) t += s;
        return t;
    }
};

// Matrices of every group back to back: n x n each, filled with seeded small integers (exact
// sums, so that the reference check below can ask for equality).
struct Operands {
    std::vector<double> a, b, c;
    std::vector<const double*> pa, pb;
    std::vector<double*> pc;
    Operands(const Groups& g, unsigned seed) {
        int64_t elems = 0;
        for (size_t k = 0; k < g.n.size(); ++k) elems += g.size[k] * g.n[k] * g.n[k];
        std::mt19937 rng(seed);
        std::uniform_int_distribution<int> d(-3, 3);
        for (auto* v : {&a, &b, &c}) {
            v->resize(size_t(elems));
            for (double& e : *v) e = d(rng);
        }
        int64_t off = 0;
        for (size_t k = 0; k < g.n.size(); ++k)
            for (int64_t i = 0; i < g.size[k]; ++i, off += g.n[k] * g.n[k])
                pa.push_back(&a[size_t(off)]), pb.push_back(&b[size_t(off)]), pc.push_back(&c[size_t(off)]);
    }
};

// Groups of unequal cost, together far above one thread's share, with sizes that are not
// multiples of any pack width: dgemm takes the column kernels (n <= 8 here) and OpenBLAS (n = 40),
// dsymm the interleaved path.
const Groups kGroups{{2, 7, 5, 40, 3}, {5001, 37, 1003, 3, 999}};

void gemm_call(Operands& o, const Groups& g) {
    const size_t G = g.n.size();
    std::vector<BLAS_Trans> tr(G, BlasNoTrans);
    std::vector<double> alpha(G, 1.0), beta(G, 1.0);
    std::vector<int64_t> infos(size_t(1 + g.total()), BblasErrorsReportAll);
    BLAS_gemm_batched_r64(BlasColMajor, tr.data(), tr.data(), g.n.data(), g.n.data(), g.n.data(),
                          alpha.data(), o.pa.data(), g.n.data(), o.pb.data(), g.n.data(), beta.data(),
                          o.pc.data(), g.n.data(), int64_t(G), g.size.data(), infos.data());
    for (int64_t v : infos) ASSERT_EQ(v, 0);
}

void symm_call(Operands& o, const Groups& g) {
    const size_t G = g.n.size();
    std::vector<BLAS_Side> side(G, BlasLeft);
    std::vector<BLAS_Uplo> uplo(G, BlasLower);
    std::vector<double> alpha(G, 1.0), beta(G, 1.0);
    std::vector<int64_t> infos(size_t(1 + g.total()), BblasErrorsReportAll);
    BLAS_symm_batched_r64(BlasColMajor, side.data(), uplo.data(), g.n.data(), g.n.data(), alpha.data(),
                          o.pa.data(), g.n.data(), o.pb.data(), g.n.data(), beta.data(), o.pc.data(),
                          g.n.data(), int64_t(G), g.size.data(), infos.data());
    for (int64_t v : infos) ASSERT_EQ(v, 0);
}

template <class Call>
void same_bits_for_every_thread_count(Call call, bool symmetric) {
    const int saved = omp_get_max_threads();
    omp_set_num_threads(1);
    Operands one(kGroups, 7);
    call(one, kGroups);
    // the single-thread result is right: each matrix against CBLAS (exact on these integers)
    const Operands fresh(kGroups, 7);
    int64_t m = 0;
    for (size_t k = 0; k < kGroups.n.size(); ++k) {
        const int n = int(kGroups.n[k]);
        for (int64_t i = 0; i < kGroups.size[k]; ++i, ++m) {
            if (i % 97 != 0 && i + 1 != kGroups.size[k]) continue;  // a sample, the last included
            std::vector<double> c(fresh.pc[size_t(m)], fresh.pc[size_t(m)] + n * n);
            if (symmetric)
                cblas_dsymm(CblasColMajor, CblasLeft, CblasLower, n, n, 1.0, fresh.pa[size_t(m)], n,
                            fresh.pb[size_t(m)], n, 1.0, c.data(), n);
            else
                cblas_dgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0, fresh.pa[size_t(m)], n,
                            fresh.pb[size_t(m)], n, 1.0, c.data(), n);
            ASSERT_EQ(0, std::memcmp(c.data(), one.pc[size_t(m)], sizeof(double) * size_t(n * n)))
                << "group " << k << " matrix " << i;
        }
    }
    for (int threads : {2, 3, 5}) {
        omp_set_num_threads(threads);
        Operands many(kGroups, 7);
        call(many, kGroups);
        EXPECT_EQ(0, std::memcmp(one.c.data(), many.c.data(), sizeof(double) * one.c.size()))
            << threads << " threads";
    }
    omp_set_num_threads(saved);
}

TEST(ParallelSplit, GemmGroupsOfUnequalCostBitIdenticalOnAnyThreadCount) {
    same_bits_for_every_thread_count(gemm_call, false);
}

TEST(ParallelSplit, SymmInterleavedGroupsBitIdenticalOnAnyThreadCount) {
    same_bits_for_every_thread_count(symm_call, true);
}

}  // namespace
