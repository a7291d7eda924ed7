// bblas-flat-cost: what a fully heterogeneous flat batch costs beside a fixed one (docs/interfaces.md).
// For each order n, dgemm on batch_count n x n problems three ways through bblas_dgemm_batch:
//   fixed     BATCH_FIXED: one group;
//   variable  BATCH_VARIABLE, every problem alike: grouped back into one group;
//   distinct  BATCH_VARIABLE, alpha different in every problem: one group per problem, the
//             same work as the others.
// Prints the median time of each over --repeat runs and its ratio to fixed; checks that fixed
// and variable agree bit for bit and that distinct matches OpenBLAS on every problem.
//   bblas-flat-cost [--dim 4,16] [--batch 10000] [--repeat 9]
#include <cblas.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include <bblas_flat.h>

namespace {

std::vector<int64_t> parse_list(const char* s) {
    std::vector<int64_t> v;
    for (const char* p = s; *p;) {
        char* end = nullptr;
        v.push_back(std::strtoll(p, &end, 10));
        p = *end == ',' ? end + 1 : end;
        if (end == p && *p) break;
    }
    return v;
}

template <class F>
double median_seconds(int repeat, F&& run) {
    std::vector<double> t;
    for (int r = 0; r < repeat; ++r) {
        const auto t0 = std::chrono::steady_clock::now();
        run();
        t.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
    }
    std::sort(t.begin(), t.end());
    return t[t.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<int64_t> dims{4, 16};
    int64_t batch = 10000;
    int repeat = 9;
    for (int a = 1; a + 1 < argc; a += 2) {
        const std::string opt = argv[a];
        if (opt == "--dim") dims = parse_list(argv[a + 1]);
        else if (opt == "--batch") batch = std::atoll(argv[a + 1]);
        else if (opt == "--repeat") repeat = std::atoi(argv[a + 1]);
        else {
            std::fprintf(stderr, "usage: %s [--dim 4,16] [--batch 10000] [--repeat 9]\n", argv[0]);
            return 2;
        }
    }
    openblas_set_num_threads(1);
    std::printf("%4s %8s %12s %12s %12s %9s %9s  %s\n", "n", "batch", "fixed_us", "variable_us",
                "distinct_us", "var/fix", "dist/fix", "check");
    bool ok = true;
    for (const int64_t n : dims) {
        const size_t N = size_t(batch), e = size_t(n * n);
        std::vector<double> A(N * e), B(N * e), C0(N * e), C(N * e), R(N * e);
        unsigned s = 12345;
        for (auto* v : {&A, &B, &C0})
            for (double& x : *v) x = double((s = s * 1103515245u + 12345u) >> 16 & 0xff) / 64.0 - 2.0;
        std::vector<const double*> pa(N), pb(N);
        std::vector<double*> pc(N);
        for (size_t i = 0; i < N; ++i) pa[i] = &A[i * e], pb[i] = &B[i * e], pc[i] = &C[i * e];
        const std::vector<BLAS_Trans> tr(N, BlasNoTrans);
        const std::vector<int64_t> dim(N, n);
        const std::vector<double> same(N, 1.5), beta(N, 0.5);
        std::vector<double> alpha(N);
        for (size_t i = 0; i < N; ++i) alpha[i] = 1.0 + double(i % 64) / 64.0 + double(i / 64) / 65536.0;
        std::vector<int64_t> info(N);

        const auto call = [&](const double* al, bblas_batch_opts opts) {
            bblas_dgemm_batch(tr.data(), tr.data(), dim.data(), dim.data(), dim.data(), al, pa.data(),
                              dim.data(), pb.data(), dim.data(), beta.data(), pc.data(), dim.data(),
                              batch, opts, info.data());
        };
        const auto timed = [&](const double* al, bblas_batch_opts opts) {
            return median_seconds(repeat, [&] {
                std::memcpy(C.data(), C0.data(), C.size() * sizeof(double));
                call(al, opts);
            });
        };
        const double fixed = timed(same.data(), BATCH_FIXED);
        const std::vector<double> fixed_out = C;
        const double variable = timed(same.data(), BATCH_VARIABLE);
        bool good = C == fixed_out;
        const double distinct = timed(alpha.data(), BATCH_VARIABLE);
        for (size_t i = 0; i < N; ++i) {
            std::memcpy(&R[i * e], &C0[i * e], e * sizeof(double));
            cblas_dgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, int(n), int(n), int(n), alpha[i],
                        pa[i], int(n), pb[i], int(n), 0.5, &R[i * e], int(n));
        }
        // entries are at most 2 in magnitude and alpha below 2: |C| stays below 8n + 1, and
        // any order of the sums is within a few ulps of that
        const double tol = 1e-13 * double(8 * n + 1);
        for (size_t j = 0; j < R.size() && good; ++j) good = std::fabs(R[j] - C[j]) <= tol;
        for (size_t i = 0; i < N && good; ++i) good = info[i] == 0;
        ok = ok && good;
        std::printf("%4lld %8lld %12.1f %12.1f %12.1f %9.2f %9.2f  %s\n", (long long)n,
                    (long long)batch, fixed * 1e6, variable * 1e6, distinct * 1e6, variable / fixed,
                    distinct / fixed, good ? "pass" : "FAILED");
    }
    return ok ? 0 : 1;
}
