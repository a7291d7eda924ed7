// bblas-groups: what a batch given as many groups costs beside one group (docs/interfaces.md).
// For each order n, dgemm C = alpha A B + 0.5 C on `batch` n x n problems, called as:
//   one group         the group API, one group of all problems
//   groups, equal     one group per problem, every group alike (bblas coalesces them)
//   groups, alpha     one group per problem, alpha different in each (one task per group, the
//                     same arithmetic: the per-group cost itself)
//   flat fixed        bblas_dgemm_batch BATCH_FIXED
//   flat variable     BATCH_VARIABLE, every problem alike
//   flat alpha        BATCH_VARIABLE, alpha different in every problem
//   sizes, groups     orders n - 3 .. n + 3 in turn, one group per problem (MAGMA's vbatched)
//   sizes, sorted     the same problems as one group per order (the best grouping of them)
// Prints the median time of each over --repeat runs, its ratio to one group (sizes: to the
// sorted grouping) and the cost per group beyond that; checks every result against CBLAS and
// that the equal and coalesced forms agree bit for bit with one group.
//   bblas-groups [--dim 2,8] [--batch 200000] [--repeat 9]
#include <cblas.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include <bblas.h>
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

double median_seconds(int repeat, const std::function<void()>& run) {
    std::vector<double> t;
    for (int r = 0; r < repeat; ++r) {
        const auto t0 = std::chrono::steady_clock::now();
        run();
        t.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
    }
    std::sort(t.begin(), t.end());
    return t[t.size() / 2];
}

// A batch of problems of the given orders, back to back, with their per-problem arrays.
struct Problems {
    std::vector<int64_t> n;
    std::vector<int64_t> offset;  // of each problem's matrices in a, b, c
    std::vector<double> a, b, c0, c, alpha;
    std::vector<const double*> pa, pb;
    std::vector<double*> pc;

    Problems(std::vector<int64_t> orders, bool distinct_alpha) : n(std::move(orders)) {
        const size_t N = n.size();
        offset.resize(N + 1);
        for (size_t i = 0; i < N; ++i) offset[i + 1] = offset[i] + n[i] * n[i];
        const size_t e = size_t(offset[N]);
        a.resize(e), b.resize(e), c0.resize(e), c.resize(e);
        unsigned s = 12345;
        for (auto* v : {&a, &b, &c0})
            for (double& x : *v) x = double((s = s * 1103515245u + 12345u) >> 16 & 0xff) / 64.0 - 2.0;
        alpha.resize(N);
        for (size_t i = 0; i < N; ++i)
            alpha[i] = distinct_alpha ? 1.0 + double(i % 64) / 64.0 + double(i / 64) / 65536.0 : 1.5;
        pa.resize(N), pb.resize(N), pc.resize(N);
        for (size_t i = 0; i < N; ++i)
            pa[i] = &a[size_t(offset[i])], pb[i] = &b[size_t(offset[i])], pc[i] = &c[size_t(offset[i])];
    }
    void reset() { std::memcpy(c.data(), c0.data(), c.size() * sizeof(double)); }
    // every result against CBLAS (entries at most 2, alpha below 2: |C| < 8n + 1)
    bool right() const {
        std::vector<double> r(c0);
        for (size_t i = 0; i < n.size(); ++i) {
            const int k = int(n[i]);
            cblas_dgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, k, k, k, alpha[i], pa[i], k, pb[i], k, 0.5,
                        &r[size_t(offset[i])], k);
            for (int64_t j = offset[i]; j < offset[i + 1]; ++j)
                if (std::fabs(r[size_t(j)] - c[size_t(j)]) > 1e-13 * double(8 * k + 1)) return false;
        }
        return true;
    }
};

// The group API with the given groups (each a run of consecutive problems of one order and alpha;
// `order` maps group problems to the problems' storage, identity unless sorted).
struct GroupCall {
    std::vector<int64_t> sizes, n;
    std::vector<double> alpha, beta;
    std::vector<BLAS_Trans> trans;
    std::vector<const double*> pa, pb;
    std::vector<double*> pc;

    GroupCall(const Problems& p, const std::vector<std::vector<size_t>>& groups) {
        for (const auto& g : groups) {
            sizes.push_back(int64_t(g.size()));
            n.push_back(p.n[g[0]]);
            alpha.push_back(p.alpha[g[0]]);
            for (size_t i : g) pa.push_back(p.pa[i]), pb.push_back(p.pb[i]), pc.push_back(p.pc[i]);
        }
        beta.assign(sizes.size(), 0.5);
        trans.assign(sizes.size(), BlasNoTrans);
    }
    void operator()() const {
        int64_t info = BblasErrorsReportAny;
        BLAS_gemm_batched_r64(BlasColMajor, trans.data(), trans.data(), n.data(), n.data(), n.data(),
                              alpha.data(), pa.data(), n.data(), pb.data(), n.data(), beta.data(), pc.data(),
                              n.data(), int64_t(sizes.size()), sizes.data(), &info);
        if (info != 0) std::fprintf(stderr, "info = %lld\n", (long long)info), std::exit(2);
    }
};

void flat(Problems& p, bblas_batch_opts opts, std::vector<int64_t>& info) {
    const size_t N = p.n.size();
    static std::vector<BLAS_Trans> tr;
    static std::vector<double> beta;
    tr.assign(N, BlasNoTrans), beta.assign(N, 0.5);
    bblas_dgemm_batch(tr.data(), tr.data(), p.n.data(), p.n.data(), p.n.data(), p.alpha.data(), p.pa.data(),
                      p.n.data(), p.pb.data(), p.n.data(), beta.data(), p.pc.data(), p.n.data(), int64_t(N),
                      opts, info.data());
}

std::vector<std::vector<size_t>> one_group(size_t N) {
    std::vector<std::vector<size_t>> g(1);
    for (size_t i = 0; i < N; ++i) g[0].push_back(i);
    return g;
}
std::vector<std::vector<size_t>> singles(size_t N) {
    std::vector<std::vector<size_t>> g(N);
    for (size_t i = 0; i < N; ++i) g[i] = {i};
    return g;
}

struct Row {
    const char* name;
    double seconds;
    bool ok;
    int64_t groups;  // groups of the call (1: no per-group cost to show)
};

void print(int64_t n, int64_t batch, const Row& r, double base) {
    const double per_group_ns = r.groups > 1 ? (r.seconds - base) / double(r.groups) * 1e9 : 0;
    std::printf("%4lld %8lld  %-16s %10.1f %8.2f %10.1f  %s\n", (long long)n, (long long)batch, r.name,
                r.seconds * 1e6, r.seconds / base, per_group_ns, r.ok ? "pass" : "FAILED");
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<int64_t> dims{2, 8};
    int64_t batch = 200000;
    int repeat = 9;
    for (int a = 1; a + 1 < argc; a += 2) {
        const std::string opt = argv[a];
        if (opt == "--dim") dims = parse_list(argv[a + 1]);
        else if (opt == "--batch") batch = std::atoll(argv[a + 1]);
        else if (opt == "--repeat") repeat = std::atoi(argv[a + 1]);
        else {
            std::fprintf(stderr, "usage: %s [--dim 2,8] [--batch 200000] [--repeat 9]\n", argv[0]);
            return 2;
        }
    }
    openblas_set_num_threads(1);
    std::printf("%4s %8s  %-16s %10s %8s %10s  %s\n", "n", "batch", "form", "us", "ratio", "ns/group",
                "check");
    bool all_ok = true;
    for (const int64_t n : dims) {
        const size_t N = size_t(batch);
        std::vector<int64_t> info(N);
        // equal problems
        Problems eq(std::vector<int64_t>(N, n), false);
        const GroupCall one(eq, one_group(N)), many(eq, singles(N));
        const auto timed = [&](Problems& p, const std::function<void()>& call) {
            return median_seconds(repeat, [&] {
                p.reset();
                call();
            });
        };
        const double t_one = timed(eq, one);
        const std::vector<double> ref = eq.c;
        const bool one_ok = eq.right();
        const double t_many = timed(eq, many);
        const bool many_ok = eq.c == ref;
        const double t_ffix = timed(eq, [&] { flat(eq, BATCH_FIXED, info); });
        const bool ffix_ok = eq.c == ref;
        const double t_fvar = timed(eq, [&] { flat(eq, BATCH_VARIABLE, info); });
        const bool fvar_ok = eq.c == ref;
        // alpha different in every problem
        Problems da(std::vector<int64_t>(N, n), true);
        const GroupCall distinct(da, singles(N));
        const double t_alpha = timed(da, distinct);
        const bool alpha_ok = da.right();
        const double t_falpha = timed(da, [&] { flat(da, BATCH_VARIABLE, info); });
        const bool falpha_ok = da.right();
        // orders n - 3 .. n + 3 in turn
        std::vector<int64_t> orders(N);
        for (size_t i = 0; i < N; ++i) orders[i] = std::max<int64_t>(1, n - 3 + int64_t(i % 7));
        Problems sz(orders, false);
        std::vector<std::vector<size_t>> by_order;
        for (int64_t o = 1; o <= n + 3; ++o) {
            std::vector<size_t> g;
            for (size_t i = 0; i < N; ++i)
                if (orders[i] == o) g.push_back(i);
            if (!g.empty()) by_order.push_back(g);
        }
        const GroupCall sorted(sz, by_order), vb(sz, singles(N));
        const double t_sorted = timed(sz, sorted);
        const bool sorted_ok = sz.right();
        const double t_vb = timed(sz, vb);
        const bool vb_ok = sz.right();

        const Row rows[] = {{"one group", t_one, one_ok, 1},
                            {"groups, equal", t_many, many_ok, batch},
                            {"groups, alpha", t_alpha, alpha_ok, batch},
                            {"flat fixed", t_ffix, ffix_ok, 1},
                            {"flat variable", t_fvar, fvar_ok, batch},
                            {"flat alpha", t_falpha, falpha_ok, batch}};
        for (const Row& r : rows) print(n, batch, r, t_one), all_ok = all_ok && r.ok;
        print(n, batch, {"sizes, sorted", t_sorted, sorted_ok, 1}, t_sorted);
        print(n, batch, {"sizes, groups", t_vb, vb_ok, batch}, t_sorted);
        all_ok = all_ok && sorted_ok && vb_ok;
    }
    return all_ok ? 0 : 1;
}
