// Memory bounds (docs/engine.md): once a thread's scratch arena has grown to what a call needs,
// calls of any batch size allocate nothing, in every path and info mode; and when scratch memory
// cannot be allocated, the call reports BBLAS_ERROR_MEMORY instead of crashing or throwing
// through C (the C++ API throws std::bad_alloc).
//
// The process's allocation functions are replaced here (counting every byte, and failing on
// request), forwarding to glibc's own. Under AddressSanitizer, which replaces them itself, the
// tests are skipped.
#include <bblas_flat.h>
#include <omp.h>

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <new>
#include <thread>

#include "harness.hh"

#if defined(__SANITIZE_ADDRESS__)
#define BBLAS_TEST_COUNTS_ALLOCATIONS 0
#else
#define BBLAS_TEST_COUNTS_ALLOCATIONS 1
#endif

namespace {
std::atomic<int64_t> allocated_bytes{0}, allocations{0};
std::atomic<bool> fail_allocations{false};  // aligned allocations (bblas's scratch) return null
}  // namespace

#if BBLAS_TEST_COUNTS_ALLOCATIONS
extern "C" {
void* __libc_malloc(size_t);
void* __libc_calloc(size_t, size_t);
void* __libc_realloc(void*, size_t);
void* __libc_memalign(size_t, size_t);
void __libc_free(void*);

static void* counted(void* p, size_t bytes) {
    if (p) allocated_bytes += int64_t(bytes), ++allocations;
    return p;
}
// bblas's scratch comes from aligned_alloc: only the aligned allocations fail on request.
void* malloc(size_t n) { return counted(__libc_malloc(n), n); }
void* calloc(size_t k, size_t n) { return counted(__libc_calloc(k, n), k * n); }
void* realloc(void* p, size_t n) { return counted(__libc_realloc(p, n), n); }
void* aligned_alloc(size_t a, size_t n) {
    return fail_allocations ? nullptr : counted(__libc_memalign(a, n), n);
}
void* memalign(size_t a, size_t n) { return fail_allocations ? nullptr : counted(__libc_memalign(a, n), n); }
int posix_memalign(void** out, size_t a, size_t n) {
    if (fail_allocations) return ENOMEM;
    *out = counted(__libc_memalign(a, n), n);
    return *out ? 0 : ENOMEM;
}
void free(void* p) { __libc_free(p); }
}
#endif

namespace {

using bt::Rng;

struct Batch {
    int64_t n, count;
    std::vector<double> a, b, c;
    std::vector<const double*> pa, pb;
    std::vector<double*> pc, pw;  // pw: a's matrices, written by the factorisations
    Batch(int64_t n_, int64_t count_) : n(n_), count(count_) {
        const size_t e = size_t(n * n * count);
        a.resize(e), b.resize(e), c.resize(e);
        Rng r(5);
        for (auto* v : {&a, &b, &c})
            for (double& x : *v) x = r.uniform();
        for (int64_t i = 0; i < count; ++i) {
            double* m = a.data() + i * n * n;
            for (int64_t d = 0; d < n; ++d) m[d + d * n] += double(n);  // positive definite enough
            for (int64_t col = 0; col < n; ++col)
                for (int64_t row = 0; row < col; ++row) m[col + row * n] = m[row + col * n];
            pa.push_back(m), pb.push_back(b.data() + i * n * n), pc.push_back(c.data() + i * n * n),
                pw.push_back(m);
        }
    }
};

// Bytes the call allocates the second time it runs (the first grows the arenas).
template <class F>
int64_t bytes_of_repeated_call(F&& call) {
    call();
    const int64_t before = allocated_bytes;
    call();
    return allocated_bytes - before;
}

#define SKIP_UNDER_ASAN() \
    if (!BBLAS_TEST_COUNTS_ALLOCATIONS) GTEST_SKIP() << "AddressSanitizer replaces the allocation functions"

TEST(Memory, ManyGroupsAllocateNothingOnceTheArenasHaveGrown) {
    SKIP_UNDER_ASAN();
    for (int64_t n : {2, 8}) {
        const int64_t G = 200000;
        Batch x(n, G);
        const std::vector<BLAS_Trans> t(G, BlasNoTrans);
        const std::vector<int64_t> dim(G, n), sizes(G, 1);
        std::vector<double> alpha(G, 1.0);
        const std::vector<double> beta(G, 0.5);
        for (int64_t i = 0; i < G; ++i) alpha[size_t(i)] = 1.0 + double(i) * 1e-6;  // one task per group
        std::vector<int64_t> info(size_t(1 + G));
        for (int mode : {BblasErrorsReportAll, BblasErrorsReportGroup, BblasErrorsReportAny}) {
            const int64_t bytes = bytes_of_repeated_call([&] {
                info[0] = mode;
                BLAS_gemm_batched_r64(BlasColMajor, t.data(), t.data(), dim.data(), dim.data(), dim.data(),
                                      alpha.data(), x.pa.data(), dim.data(), x.pb.data(), dim.data(),
                                      beta.data(), x.pc.data(), dim.data(), G, sizes.data(), info.data());
            });
            EXPECT_EQ(bytes, 0) << "n " << n << ", mode " << mode;
            EXPECT_EQ(info[0], 0);
        }
        // the flat interface, every problem its own group
        const int64_t bytes = bytes_of_repeated_call([&] {
            bblas_dgemm_batch(t.data(), t.data(), dim.data(), dim.data(), dim.data(), alpha.data(),
                              x.pa.data(), dim.data(), x.pb.data(), dim.data(), beta.data(), x.pc.data(),
                              dim.data(), G, BATCH_VARIABLE, info.data());
        });
        EXPECT_EQ(bytes, 0) << "flat, n " << n;
    }
}

// potrf's numerical codes in ReportGroup and ReportAny used to take 8 bytes per matrix.
TEST(Memory, FactorisationsAllocateNothingOnceTheArenasHaveGrown) {
    SKIP_UNDER_ASAN();
    for (int64_t n : {4, 16, 70}) {  // interleaved kernels, and LAPACKE from 64 on
        const int64_t count = n < 64 ? 100000 : 300;
        Batch x(n, count);
        const BLAS_Uplo lo = BlasLower;
        std::vector<int64_t> piv(size_t(n * count));
        std::vector<int64_t*> pp;
        for (int64_t i = 0; i < count; ++i) pp.push_back(piv.data() + i * n);
        for (int mode :
             {BblasErrorsReportAll, BblasErrorsReportGroup, BblasErrorsReportAny, BblasErrorsReportNone}) {
            std::vector<int64_t> info(size_t(1 + count));
            const std::vector<double> a0 = x.a;
            const int64_t potrf = bytes_of_repeated_call([&] {
                x.a = a0;
                info[0] = mode;
                BLAS_potrf_batched_r64(BlasColMajor, &lo, &n, x.pw.data(), &n, 1, &count, info.data());
            });
            EXPECT_EQ(potrf, 0) << "potrf n " << n << ", mode " << mode;
            const int64_t getrf = bytes_of_repeated_call([&] {
                x.a = a0;
                info[0] = mode;
                BLAS_getrf_batched_r64(BlasColMajor, &n, &n, x.pw.data(), &n, pp.data(), 1, &count,
                                       info.data());
            });
            EXPECT_EQ(getrf, 0) << "getrf n " << n << ", mode " << mode;
        }
    }
}

// A thread whose arena is empty, with every allocation failing: the call reports, never crashes.
TEST(Memory, OutOfMemoryIsReportedThroughInfo) {
    SKIP_UNDER_ASAN();
    std::thread([] {
        omp_set_num_threads(1);  // only this thread's (empty) arena
        const int64_t n = 8, count = 64;
        Batch x(n, count);
        const BLAS_Side left = BlasLeft;
        const BLAS_Uplo lo = BlasLower;
        const double alpha = 1.0, beta = 0.0;
        std::vector<int64_t> info(size_t(1 + count), BblasErrorsReportAll);
        info[0] = BblasErrorsReportAll;
        fail_allocations = true;
        BLAS_symm_batched_r64(BlasColMajor, &left, &lo, &n, &n, &alpha, x.pa.data(), &n, x.pb.data(), &n,
                              &beta, x.pc.data(), &n, 1, &count, info.data());
        int64_t any = BblasErrorsReportAny;
        BLAS_potrf_batched_r64(BlasColMajor, &lo, &n, x.pw.data(), &n, 1, &count, &any);
        fail_allocations = false;
        EXPECT_EQ(info[0], BBLAS_ERROR_MEMORY);
        for (int64_t i = 1; i <= count; ++i) EXPECT_EQ(info[size_t(i)], BBLAS_ERROR_MEMORY) << i;
        EXPECT_EQ(any, BBLAS_ERROR_MEMORY);
        // the C++ API throws std::bad_alloc; the next call, with memory, works
        std::vector<const double*> pa(x.pa);
        fail_allocations = true;
        bool threw = false;
        try {
            bblas::potrf<double>(bblas::Uplo::Lower, bblas::PointerBatch<double>(x.pw, n, n, n));
        } catch (const std::bad_alloc&) {
            threw = true;
        }
        fail_allocations = false;
        EXPECT_TRUE(threw);
        info[0] = BblasErrorsReportAll;
        BLAS_symm_batched_r64(BlasColMajor, &left, &lo, &n, &n, &alpha, x.pa.data(), &n, x.pb.data(), &n,
                              &beta, x.pc.data(), &n, 1, &count, info.data());
        EXPECT_EQ(info[0], 0);
    }).join();
}

}  // namespace
