// Concurrent callers: any number of threads may call bblas at the same time on disjoint outputs,
// from std::thread, from an OpenMP parallel region, or from nested regions, and every result
// is bit-identical to the same call made alone. One workload per path (interleaved, column
// kernels, direct, OpenBLAS per matrix, batched LAPACK on both sides of its crossover, Level 2,
// the flat interface); every concurrent call is compared bit for bit with the call made alone.
//
// The OpenBLAS workloads (orders 66 and above) are the ones that failed before bblas's guard
// of OpenBLAS's thread count was made safe for concurrent callers (src/vendor/threads.cc): a
// caller whose vendor loop ran while another restored OpenBLAS's thread count called OpenBLAS
// multi-threaded, and its results differed in the last bits.
#include <cblas.h>
#include <omp.h>

#include <atomic>
#include <cstring>
#include <functional>
#include <memory>
#include <thread>

#include <bblas_flat.h>

#include "harness.hh"

namespace {

using bt::Rng;

// A call's inputs (never written) and its output, reset from `pristine` before every call.
struct Workload {
    const char* name;
    std::vector<double> pristine;                        // the output's initial contents
    std::function<void(std::vector<double>& out)> call;  // the bblas call on one output buffer
    std::vector<double> alone;                           // the output of the call made alone

    std::vector<double> run() const {
        std::vector<double> out = pristine;
        call(out);
        return out;
    }
};

// Inputs that stay alive as long as the workloads: n x n matrices, `count` of them, back to back.
struct Store {
    std::vector<std::unique_ptr<std::vector<double>>> keep;
    const std::vector<double>& random(int64_t elems, unsigned seed) {
        auto v = std::make_unique<std::vector<double>>(size_t(elems));
        Rng r(seed);
        for (double& e : *v) e = r.uniform();
        keep.push_back(std::move(v));
        return *keep.back();
    }
    // symmetric positive definite: random plus n on the diagonal
    const std::vector<double>& spd(int64_t n, int64_t count, unsigned seed) {
        auto v = std::make_unique<std::vector<double>>(random(n * n * count, seed));
        for (int64_t i = 0; i < count; ++i)
            for (int64_t c = 0; c < n; ++c) {
                for (int64_t r = 0; r < c; ++r)
                    (*v)[size_t(i * n * n + r + c * n)] = (*v)[size_t(i * n * n + c + r * n)];
                (*v)[size_t(i * n * n + c + c * n)] += double(n);
            }
        keep.push_back(std::move(v));
        return *keep.back();
    }
};

template <class T>
std::vector<T*> pointers(T* base, int64_t count, int64_t elems) {
    std::vector<T*> p(static_cast<size_t>(count));
    for (int64_t i = 0; i < count; ++i) p[size_t(i)] = base + i * elems;
    return p;
}

void expect_ok(const std::vector<int64_t>& info, const char* what) {
    for (size_t i = 0; i < info.size(); ++i)
        if (info[i] != 0) ADD_FAILURE() << what << ": info[" << i << "] = " << info[i];
}

// dgemm C = 1.5 A B + 0.5 C on `count` n x n matrices (OpenBLAS from order 65 on, the column
// kernels below).
Workload gemm_workload(Store& s, const char* name, int64_t n, int64_t count, unsigned seed) {
    const int64_t e = n * n;
    const auto& a = s.random(e * count, seed);
    const auto& b = s.random(e * count, seed + 1);
    Workload w{name, s.random(e * count, seed + 2), nullptr, {}};
    w.call = [&a, &b, n, count, e](std::vector<double>& c) {
        auto pa = pointers(a.data(), count, e), pb = pointers(b.data(), count, e);
        auto pc = pointers(c.data(), count, e);
        const BLAS_Trans t = BlasNoTrans;
        const double alpha = 1.5, beta = 0.5;
        std::vector<int64_t> info(size_t(1 + count), BblasErrorsReportAll);
        BLAS_gemm_batched_r64(BlasColMajor, &t, &t, &n, &n, &n, &alpha, (const double* const*)pa.data(), &n,
                              (const double* const*)pb.data(), &n, &beta, pc.data(), &n, 1, &count,
                              info.data());
        expect_ok(info, "gemm");
    };
    return w;
}

// dsymm (the interleaved path for small orders)
Workload symm_workload(Store& s, int64_t n, int64_t count, unsigned seed) {
    const int64_t e = n * n;
    const auto& a = s.random(e * count, seed);
    const auto& b = s.random(e * count, seed + 1);
    Workload w{"symm interleaved", s.random(e * count, seed + 2), nullptr, {}};
    w.call = [&a, &b, n, count, e](std::vector<double>& c) {
        auto pa = pointers(a.data(), count, e), pb = pointers(b.data(), count, e);
        auto pc = pointers(c.data(), count, e);
        const BLAS_Side side = BlasLeft;
        const BLAS_Uplo uplo = BlasLower;
        const double alpha = 1.5, beta = 0.5;
        std::vector<int64_t> info(size_t(1 + count), BblasErrorsReportAll);
        BLAS_symm_batched_r64(BlasColMajor, &side, &uplo, &n, &n, &alpha, (const double* const*)pa.data(), &n,
                              (const double* const*)pb.data(), &n, &beta, pc.data(), &n, 1, &count,
                              info.data());
        expect_ok(info, "symm");
    };
    return w;
}

// dtrsm, left, lower, A as stored (the triangular column kernels, blocked beyond 24 rows)
Workload trsm_workload(Store& s, int64_t n, int64_t count, unsigned seed) {
    const int64_t e = n * n;
    const auto& a = s.spd(n, count, seed);
    Workload w{"trsm columns", s.random(e * count, seed + 1), nullptr, {}};
    w.call = [&a, n, count, e](std::vector<double>& b) {
        auto pa = pointers(a.data(), count, e);
        auto pb = pointers(b.data(), count, e);
        const BLAS_Side side = BlasLeft;
        const BLAS_Uplo uplo = BlasLower;
        const BLAS_Trans t = BlasNoTrans;
        const BLAS_Diag d = BlasNonUnit;
        const double alpha = 0.75;
        std::vector<int64_t> info(size_t(1 + count), BblasErrorsReportAll);
        BLAS_trsm_batched_r64(BlasColMajor, &side, &uplo, &t, &d, &n, &n, &alpha,
                              (const double* const*)pa.data(), &n, pb.data(), &n, 1, &count, info.data());
        expect_ok(info, "trsm");
    };
    return w;
}

// dpotrf: the interleaved kernels up to order 63, LAPACKE from 64 on
Workload potrf_workload(Store& s, const char* name, int64_t n, int64_t count, unsigned seed) {
    Workload w{name, s.spd(n, count, seed), nullptr, {}};
    w.call = [n, count](std::vector<double>& a) {
        auto pa = pointers(a.data(), count, n * n);
        const BLAS_Uplo uplo = BlasLower;
        std::vector<int64_t> info(size_t(1 + count), BblasErrorsReportAll);
        BLAS_potrf_batched_r64(BlasColMajor, &uplo, &n, pa.data(), &n, 1, &count, info.data());
        expect_ok(info, "potrf");
    };
    return w;
}

// dgesv with 3 right-hand sides; the output holds A's factors, then B, then the pivots as doubles
Workload gesv_workload(Store& s, const char* name, int64_t n, int64_t count, unsigned seed) {
    const int64_t e = n * n, nrhs = 3, eb = n * nrhs;
    const auto& a = s.random(e * count, seed);
    const auto& b = s.random(eb * count, seed + 1);
    std::vector<double> init(a);
    init.insert(init.end(), b.begin(), b.end());
    init.resize(init.size() + size_t(n * count), 0.0);
    Workload w{name, init, nullptr, {}};
    w.call = [n, count, e, eb](std::vector<double>& out) {
        auto pa = pointers(out.data(), count, e);
        auto pb = pointers(out.data() + e * count, count, eb);
        std::vector<int64_t> piv(size_t(n * count));
        auto pp = pointers(piv.data(), count, n);
        const int64_t nrhs = 3;
        std::vector<int64_t> info(size_t(1 + count), BblasErrorsReportAll);
        BLAS_gesv_batched_r64(BlasColMajor, &n, &nrhs, pa.data(), &n, pp.data(), pb.data(), &n, 1, &count,
                              info.data());
        expect_ok(info, "gesv");
        for (size_t i = 0; i < piv.size(); ++i) out[size_t((e + eb) * count) + i] = double(piv[i]);
    };
    return w;
}

// dgemv y = 1.5 A x + 0.5 y
Workload gemv_workload(Store& s, int64_t n, int64_t count, unsigned seed) {
    const auto& a = s.random(n * n * count, seed);
    const auto& x = s.random(n * count, seed + 1);
    Workload w{"gemv", s.random(n * count, seed + 2), nullptr, {}};
    w.call = [&a, &x, n, count](std::vector<double>& y) {
        auto pa = pointers(a.data(), count, n * n), px = pointers(x.data(), count, n);
        auto py = pointers(y.data(), count, n);
        const BLAS_Trans t = BlasNoTrans;
        const double alpha = 1.5, beta = 0.5;
        const int64_t inc = 1;
        std::vector<int64_t> info(size_t(1 + count), BblasErrorsReportAll);
        BLAS_gemv_batched_r64(BlasColMajor, &t, &n, &n, &alpha, (const double* const*)pa.data(), &n,
                              (const double* const*)px.data(), &inc, &beta, py.data(), &inc, 1, &count,
                              info.data());
        expect_ok(info, "gemv");
    };
    return w;
}

// The flat interface, a variable batch of orders 1..70 (one group per problem, every path).
Workload flat_workload(Store& s, int64_t count, unsigned seed) {
    const size_t cu = size_t(count);
    std::vector<int64_t> n(cu), off(cu + 1, 0);
    for (int64_t i = 0; i < count; ++i) {
        n[size_t(i)] = 1 + (i * 37) % 70;
        off[size_t(i) + 1] = off[size_t(i)] + n[size_t(i)] * n[size_t(i)];
    }
    const int64_t total = off.back();
    const auto& a = s.random(total, seed);
    const auto& b = s.random(total, seed + 1);
    Workload w{"flat variable gemm", s.random(total, seed + 2), nullptr, {}};
    w.call = [&a, &b, n, off, count](std::vector<double>& c) {
        const size_t cu = size_t(count);
        std::vector<const double*> pa(cu), pb(cu);
        std::vector<double*> pc(cu);
        for (int64_t i = 0; i < count; ++i)
            pa[size_t(i)] = a.data() + off[size_t(i)], pb[size_t(i)] = b.data() + off[size_t(i)],
            pc[size_t(i)] = c.data() + off[size_t(i)];
        const std::vector<BLAS_Trans> t(size_t(count), BlasNoTrans);
        const std::vector<double> alpha(size_t(count), 1.5), beta(size_t(count), 0.5);
        std::vector<int64_t> info(size_t(count), -1);
        bblas_dgemm_batch(t.data(), t.data(), n.data(), n.data(), n.data(), alpha.data(), pa.data(), n.data(),
                          pb.data(), n.data(), beta.data(), pc.data(), n.data(), count, BATCH_VARIABLE,
                          info.data());
        expect_ok(info, "flat gemm");
    };
    return w;
}

// Every path, each once. The OpenBLAS workloads are several small calls' worth of work each, so
// that the calls of different threads overlap in their vendor loops.
std::vector<Workload>& workloads() {
    static Store store;
    static std::vector<Workload> all = [] {
        std::vector<Workload> w;
        w.push_back(gemm_workload(store, "gemm OpenBLAS", 96, 8, 11));
        w.push_back(potrf_workload(store, "potrf LAPACKE", 96, 8, 21));
        w.push_back(gesv_workload(store, "gesv LAPACKE", 80, 6, 31));
        w.push_back(gemm_workload(store, "gemm columns", 8, 3000, 41));
        w.push_back(symm_workload(store, 8, 3000, 51));
        w.push_back(trsm_workload(store, 40, 300, 61));
        w.push_back(potrf_workload(store, "potrf interleaved", 8, 3000, 71));
        w.push_back(gesv_workload(store, "gesv interleaved", 12, 1000, 81));
        w.push_back(gemv_workload(store, 16, 3000, 91));
        w.push_back(flat_workload(store, 300, 101));
        for (Workload& x : w) x.alone = x.run();
        return w;
    }();
    return all;
}

// Calls every workload `rounds` times (starting at a different one on each caller) and counts
// the results that differ from the call made alone, per workload.
struct Mismatches {
    std::vector<std::atomic<int>> count;
    explicit Mismatches(size_t n) : count(n) {}
    void check(const std::vector<Workload>& w, int caller, int rounds) {
        for (int r = 0; r < rounds; ++r)
            for (size_t k = 0; k < w.size(); ++k) {
                const Workload& x = w[(k + size_t(caller)) % w.size()];
                const std::vector<double> out = x.run();
                if (std::memcmp(out.data(), x.alone.data(), out.size() * sizeof(double)) != 0)
                    ++count[(k + size_t(caller)) % w.size()];
            }
    }
    void expect_none(const std::vector<Workload>& w, int calls_each) const {
        for (size_t k = 0; k < w.size(); ++k)
            EXPECT_EQ(count[k].load(), 0) << w[k].name << ": " << count[k].load() << " of " << calls_each
                                          << " concurrent calls differ from the call made alone";
    }
};

constexpr int kCallers = 4, kRounds = 12;

// OpenBLAS's thread count as the application set it survives concurrent calls.
struct OpenblasThreads {
    int saved = openblas_get_num_threads();
    OpenblasThreads() { openblas_set_num_threads(2); }
    ~OpenblasThreads() {
        EXPECT_EQ(openblas_get_num_threads(), 2) << "bblas left OpenBLAS's thread count changed";
        openblas_set_num_threads(saved);
    }
};

TEST(Concurrency, PthreadsCallersGetTheResultsOfCallsMadeAlone) {
    OpenblasThreads openblas;
    const auto& w = workloads();
    Mismatches bad(w.size());
    std::vector<std::thread> callers;
    for (int c = 0; c < kCallers; ++c) callers.emplace_back([&, c] { bad.check(w, c, kRounds); });
    for (auto& t : callers) t.join();
    bad.expect_none(w, kCallers * kRounds);
}

TEST(Concurrency, OpenMPRegionCallersGetTheResultsOfCallsMadeAlone) {
    OpenblasThreads openblas;
    const auto& w = workloads();
    Mismatches bad(w.size());
#pragma omp parallel num_threads(kCallers)
    bad.check(w, omp_get_thread_num(), kRounds);
    bad.expect_none(w, kCallers * kRounds);
}

TEST(Concurrency, NestedOpenMPRegionCallersGetTheResultsOfCallsMadeAlone) {
    OpenblasThreads openblas;
    const auto& w = workloads();
    Mismatches bad(w.size());
    const int levels = omp_get_max_active_levels();
    omp_set_max_active_levels(2);
#pragma omp parallel num_threads(2)
    {
        const int outer = omp_get_thread_num();
#pragma omp parallel num_threads(2)
        bad.check(w, 2 * outer + omp_get_thread_num(), kRounds / 2);
    }
    omp_set_max_active_levels(levels);
    bad.expect_none(w, kCallers * (kRounds / 2));
}

// A thread that is itself in a bblas call while the others come and go: the calls of a mix of
// callers that start and finish at different times.
TEST(Concurrency, CallersStartingAndStoppingAtRandomTimes) {
    OpenblasThreads openblas;
    const auto& w = workloads();
    Mismatches bad(w.size());
    std::vector<std::thread> callers;
    for (int c = 0; c < kCallers; ++c)
        callers.emplace_back([&, c] {
            std::this_thread::sleep_for(std::chrono::microseconds(300 * c));
            bad.check(w, c, 2 + 3 * c);
        });
    for (auto& t : callers) t.join();
    bad.expect_none(w, 2 * kCallers + 3 * kCallers * (kCallers - 1) / 2);
}

}  // namespace
