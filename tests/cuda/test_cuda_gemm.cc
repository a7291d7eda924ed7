// The GPU library's gemm (bblas_cuda.h), group and strided forms, against the CPU library
// (bblas.h) on the same inputs: every precision, layout and transpose pair (ConjTrans included),
// sizes 0..70 (both tile kernels and cuBLAS), many groups of different shapes per call, padded
// leading dimensions with NaN in the padding and between matrices, NaN in C with beta = 0 and in
// A and B with alpha = 0, quick returns, small integers compared bit for bit, batches beyond
// 65,535 matrices and offsets beyond 2^31 elements. Error ratios and storage: tests/harness.hh.
//
// The argument checks run before anything touches a device, so those tests (and the queue's
// wrapping of a stream) run without a GPU: every invalid argument, alone and in pairs, in every
// info mode, gives exactly the CPU library's info. The tests that need a GPU skip without one.
#include <bblas_cuda.h>
#include <cuda_runtime_api.h>

#include <bblas_cuda.hh>
#include <memory>
#include <stdexcept>

#include "cuda_harness.hh"
#include "harness.hh"

namespace {
using namespace bt;

// ----------------------------------------------------------------------------------------------
// The GPU's C API, one overload set (forwarders by type)
namespace gpu {
using cf = std::complex<float>;
using cd = std::complex<double>;

template <class T>
void gemm(BLAS_Layout L, const BLAS_Trans* ta, const BLAS_Trans* tb, const int64_t* m, const int64_t* n,
          const int64_t* k, const T* alpha, const T* const* A, const int64_t* lda, const T* const* B,
          const int64_t* ldb, const T* beta, T* const* C, const int64_t* ldc, int64_t gc, const int64_t* gs,
          int64_t* info, bblas_cuda_queue_t q) {
    if constexpr (std::is_same_v<T, float>)
        bblas_cuda_gemm_batched_r32(L, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, gc, gs, info, q);
    else if constexpr (std::is_same_v<T, double>)
        bblas_cuda_gemm_batched_r64(L, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, gc, gs, info, q);
    else if constexpr (std::is_same_v<T, cf>)
        bblas_cuda_gemm_batched_c32(L, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, gc, gs, info, q);
    else
        bblas_cuda_gemm_batched_c64(L, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, gc, gs, info, q);
}

template <class T>
void gemm_strided(BLAS_Layout L, BLAS_Trans ta, BLAS_Trans tb, int64_t m, int64_t n, int64_t k, T alpha,
                  const T* A, int64_t lda, int64_t sa, const T* B, int64_t ldb, int64_t sb, T beta, T* C,
                  int64_t ldc, int64_t sc, int64_t count, int64_t* info, bblas_cuda_queue_t q) {
    if constexpr (std::is_same_v<T, float>)
        bblas_cuda_gemm_batched_strided_r32(L, ta, tb, m, n, k, alpha, A, lda, sa, B, ldb, sb, beta, C, ldc,
                                            sc, count, info, q);
    else if constexpr (std::is_same_v<T, double>)
        bblas_cuda_gemm_batched_strided_r64(L, ta, tb, m, n, k, alpha, A, lda, sa, B, ldb, sb, beta, C, ldc,
                                            sc, count, info, q);
    else if constexpr (std::is_same_v<T, cf>)
        bblas_cuda_gemm_batched_strided_c32(L, ta, tb, m, n, k, alpha, A, lda, sa, B, ldb, sb, beta, C, ldc,
                                            sc, count, info, q);
    else
        bblas_cuda_gemm_batched_strided_c64(L, ta, tb, m, n, k, alpha, A, lda, sa, B, ldb, sb, beta, C, ldc,
                                            sc, count, info, q);
}
}  // namespace gpu

// The CPU library's strided gemm, the reference of the strided form.
template <class T>
void cpu_gemm_strided(BLAS_Layout L, BLAS_Trans ta, BLAS_Trans tb, int64_t m, int64_t n, int64_t k, T alpha,
                      const T* A, int64_t lda, int64_t sa, const T* B, int64_t ldb, int64_t sb, T beta, T* C,
                      int64_t ldc, int64_t sc, int64_t count, int64_t* info) {
    if constexpr (std::is_same_v<T, float>)
        BLAS_gemm_batched_strided_r32(L, ta, tb, m, n, k, alpha, A, lda, sa, B, ldb, sb, beta, C, ldc, sc,
                                      count, info);
    else if constexpr (std::is_same_v<T, double>)
        BLAS_gemm_batched_strided_r64(L, ta, tb, m, n, k, alpha, A, lda, sa, B, ldb, sb, beta, C, ldc, sc,
                                      count, info);
    else if constexpr (std::is_same_v<T, std::complex<float>>)
        BLAS_gemm_batched_strided_c32(L, ta, tb, m, n, k, alpha, A, lda, sa, B, ldb, sb, beta, C, ldc, sc,
                                      count, info);
    else
        BLAS_gemm_batched_strided_c64(L, ta, tb, m, n, k, alpha, A, lda, sa, B, ldb, sb, beta, C, ldc, sc,
                                      count, info);
}

// ----------------------------------------------------------------------------------------------
// Numerical sweeps (need a GPU)

// Sizes 0..70: the Elements kernel (m n <= 256), the Tiles kernel and cuBLAS, and their edges.
constexpr int64_t kGpuSizes[] = {0, 1, 2, 3, 5, 8, 9, 13, 16, 17, 31, 32, 33, 40, 48, 63, 64, 65, 70};
constexpr int kNumGpuSizes = int(std::size(kGpuSizes));

template <class T>
struct Group {
    BLAS_Trans ta = BlasNoTrans, tb = BlasNoTrans;
    int64_t m = 0, n = 0, k = 0, count = 0;
    T alpha{}, beta{};
    Batch<T> A, B, C;     // the inputs of both libraries (NaN where they must not read); C: the GPU's result
    Batch<T> A0, B0, C0;  // clean operands, for the error bound
    Batch<T> Cin;         // C before the call
    Batch<T> Ccpu;        // the CPU library's result on the same inputs
    Batch<T> A_after, B_after;  // the GPU's A and B after the call
    std::string trace;
};

template <class T>
Group<T> make_group(BLAS_Layout L, BLAS_Trans ta, BLAS_Trans tb, int64_t m, int64_t n, int64_t k, Special sp,
                    Fill fill, uint64_t seed, int64_t count = 0) {
    Rng rng(seed);
    Group<T> g;
    g.ta = ta, g.tb = tb, g.m = m, g.n = n, g.k = k;
    g.count = count > 0 ? count : 1 + rng.integer(0, 3);
    g.alpha = alpha_for<T>(sp, rng, fill);
    g.beta = beta_for<T>(sp, rng, fill);
    const int64_t ar = ta == BlasNoTrans ? m : k, ac = ta == BlasNoTrans ? k : m;
    const int64_t br = tb == BlasNoTrans ? k : n, bc = tb == BlasNoTrans ? n : k;
    g.A0 = Batch<T>(g.count, ar, ac, ld_for(L, ar, ac, rng.integer(0, 3)), L, rng.integer(0, 2));
    g.B0 = Batch<T>(g.count, br, bc, ld_for(L, br, bc, rng.integer(0, 3)), L, rng.integer(0, 2));
    g.C0 = Batch<T>(g.count, m, n, ld_for(L, m, n, rng.integer(0, 3)), L, rng.integer(0, 2));
    g.A0.fill(rng, fill);
    g.B0.fill(rng, fill);
    g.C0.fill(rng, fill);
    if (sp == Special::Quick)  // -0.0 would become +0.0 if C were computed as 1*C + 0
        g.C0.each([&](int64_t, int64_t r, int64_t c, T& x) {
            if ((r + c) % 2 == 0) x = T(-0.0);
        });
    g.A = g.A0, g.B = g.B0, g.C = g.C0;
    if (!reads_ab(sp)) {
        g.A.each([](int64_t, int64_t, int64_t, T& x) { x = nan_value<T>(); });
        g.B.each([](int64_t, int64_t, int64_t, T& x) { x = nan_value<T>(); });
    }
    if (!reads_c(sp)) g.C.each([](int64_t, int64_t, int64_t, T& x) { x = nan_value<T>(); });
    g.Cin = g.C, g.Ccpu = g.C;
    g.trace = trace("gemm ", type_name<T>(), " ", layout_name(L), " transA=", op_name(ta),
                    " transB=", op_name(tb), " m=", m, " n=", n, " k=", k, " count=", g.count,
                    " lda=", g.A.ld, " ldb=", g.B.ld, " ldc=", g.C.ld, " alpha=", str(g.alpha),
                    " beta=", str(g.beta), " [", special_name(sp), "] ", fill_name(fill), " seed=", seed);
    return g;
}

// The GPU's result against the CPU library's: padding, gaps and guards of C untouched, A and B
// untouched, values exact (small integers) or within the error ratio.
template <class T>
bool check_group(Group<T>& g, bool exact) {
    SCOPED_TRACE(g.trace);
    bool ok = true;
    BT_CHECK(ok, untouched(g.A_after, g.A, "A"));
    BT_CHECK(ok, untouched(g.B_after, g.B, "B"));
    const bool quick = g.m == 0 || g.n == 0 || ((g.alpha == T(0) || g.k == 0) && g.beta == T(1));
    if (quick) {
        BT_CHECK(ok, untouched(g.C, g.Cin, "C (quick return)"));
        return ok;
    }
    BT_CHECK(ok, padding_untouched(g.C, g.Cin, "C"));
    for (int64_t i = 0; i < g.count; ++i) {
        if (exact) {
            BT_CHECK(ok, check_values(g.C, g.Ccpu, i, Region::Full, nullptr, true));
        } else {
            const Dense<double> P =
                abs_product(op_of(g.A0, i, g.ta, g.m, g.k), op_of(g.B0, i, g.tb, g.k, g.n));
            const Dense<double> den = bound(double(g.k + 2), g.alpha, P, g.beta, g.C0, i);
            BT_CHECK(ok, check_values(g.C, g.Ccpu, i, Region::Full, &den, false));
        }
    }
    return ok;
}

// One group-form call of the GPU library and one of the CPU library over the same groups; the
// GPU's outputs (and its A and B, to see that they are untouched) come back into the groups.
template <class T>
void call_both(BLAS_Layout L, std::vector<Group<T>>& groups, bblas_cuda_queue_t q) {
    const size_t G = groups.size();
    std::vector<BLAS_Trans> ta(G), tb(G);
    std::vector<int64_t> m(G), n(G), k(G), lda(G), ldb(G), ldc(G), sizes(G);
    std::vector<T> alpha(G), beta(G);
    std::vector<const T*> hA, hB, dA, dB;
    std::vector<T*> hC, dC;
    std::vector<std::unique_ptr<DeviceBatch<T>>> devA, devB, devC;
    for (size_t i = 0; i < G; ++i) {
        Group<T>& g = groups[i];
        ta[i] = g.ta, tb[i] = g.tb, m[i] = g.m, n[i] = g.n, k[i] = g.k, sizes[i] = g.count;
        lda[i] = g.A.ld, ldb[i] = g.B.ld, ldc[i] = g.C.ld, alpha[i] = g.alpha, beta[i] = g.beta;
        devA.push_back(std::make_unique<DeviceBatch<T>>(g.A));
        devB.push_back(std::make_unique<DeviceBatch<T>>(g.B));
        devC.push_back(std::make_unique<DeviceBatch<T>>(g.C));
        for (int64_t j = 0; j < g.count; ++j) {
            hA.push_back(g.A.ptr(j)), hB.push_back(g.B.ptr(j)), hC.push_back(g.Ccpu.ptr(j));
            dA.push_back(devA.back()->ptr(g.A, j)), dB.push_back(devB.back()->ptr(g.B, j));
            dC.push_back(devC.back()->ptr(g.C, j));
        }
    }
    DeviceArray<const T*> pA(dA.size()), pB(dB.size());
    DeviceArray<T*> pC(dC.size());
    pA.upload(dA.data(), dA.size());
    pB.upload(dB.data(), dB.size());
    pC.upload(dC.data(), dC.size());

    std::vector<int64_t> info(1 + dC.size() + 1, 7777);
    info[0] = BblasErrorsReportAll;
    gpu::gemm<T>(L, ta.data(), tb.data(), m.data(), n.data(), k.data(), alpha.data(), pA.get(), lda.data(),
                 pB.get(), ldb.data(), beta.data(), pC.get(), ldc.data(), int64_t(G), sizes.data(),
                 info.data(), q);
    cuda_ok(cudaError_t(bblas_cuda_queue_sync(q)), "queue sync");
    EXPECT_EQ(info[0], 0);
    for (size_t i = 1; i <= dC.size(); ++i) ASSERT_EQ(info[i], 0) << "info[" << i << "]";
    EXPECT_EQ(info.back(), 7777) << "info written past 1 + sum(group_sizes)";

    std::vector<int64_t> cpu_info(1 + hC.size(), 0);
    cpu_info[0] = BblasErrorsReportAll;
    capi::gemm<T>(L, ta.data(), tb.data(), m.data(), n.data(), k.data(), alpha.data(), hA.data(), lda.data(),
                  hB.data(), ldb.data(), beta.data(), hC.data(), ldc.data(), int64_t(G), sizes.data(),
                  cpu_info.data());
    ASSERT_EQ(cpu_info[0], 0) << "the CPU library's call failed";

    for (size_t i = 0; i < G; ++i) {
        Group<T>& g = groups[i];
        g.A_after = g.A, g.B_after = g.B;
        devA[i]->download(g.A_after);
        devB[i]->download(g.B_after);
        devC[i]->download(g.C);
    }
}

// The same groups through the strided form, one call per group (GPU and CPU).
template <class T>
void call_both_strided(BLAS_Layout L, Group<T>& g, bblas_cuda_queue_t q) {
    DeviceBatch<T> dA(g.A), dB(g.B), dC(g.C);
    // ReportAll: info[0] and one entry per matrix, and a guard after them
    std::vector<int64_t> info(1 + size_t(g.count) + 1, 7777);
    info[0] = BblasErrorsReportAll;
    gpu::gemm_strided<T>(L, g.ta, g.tb, g.m, g.n, g.k, g.alpha, dA.ptr(g.A, 0), g.A.ld, g.A.stride,
                         dB.ptr(g.B, 0), g.B.ld, g.B.stride, g.beta, dC.ptr(g.C, 0), g.C.ld, g.C.stride,
                         g.count, info.data(), q);
    cuda_ok(cudaError_t(bblas_cuda_queue_sync(q)), "queue sync");
    EXPECT_EQ(info[0], 0) << g.trace;
    for (size_t i = 1; i <= size_t(g.count); ++i) ASSERT_EQ(info[i], 0) << "info[" << i << "] " << g.trace;
    EXPECT_EQ(info.back(), 7777) << "info written past 1 + batch_count";
    std::vector<int64_t> cpu_info(1 + size_t(g.count), 0);
    cpu_info[0] = BblasErrorsReportAll;
    cpu_gemm_strided<T>(L, g.ta, g.tb, g.m, g.n, g.k, g.alpha, g.A.ptr(0), g.A.ld, g.A.stride, g.B.ptr(0),
                        g.B.ld, g.B.stride, g.beta, g.Ccpu.ptr(0), g.Ccpu.ld, g.Ccpu.stride, g.count,
                        cpu_info.data());
    ASSERT_EQ(cpu_info[0], 0) << "the CPU library's call failed: " << g.trace;
    g.A_after = g.A, g.B_after = g.B;
    dA.download(g.A_after);
    dB.download(g.B_after);
    dC.download(g.C);
}

// Every transpose pair x half of the (m, n) pairs of kGpuSizes, k cycling through them, the
// specials cycling: group form in calls of up to 150 groups (several launches of each tile
// kernel and cuBLAS in one call), or strided form (every third group, one call each).
template <class T>
void sweep(BLAS_Layout L, Fill fill, uint64_t seed, bool strided) {
    SCOPED_TRACE(trace(strided ? "strided" : "group", " form, seed=", seed));
    bblas::cuda::Queue q;
    std::vector<std::function<Group<T>()>> makers;
    int64_t idx = 0;
    for (int a = 0; a < 3; ++a)
        for (int b = 0; b < 3; ++b)
            for (int i = 0; i < kNumGpuSizes; ++i)
                for (int j = 0; j < kNumGpuSizes; ++j) {
                    if ((i + j + a + b) % 2 || (strided && (i + 2 * j + a) % 3)) continue;
                    const int64_t k = kGpuSizes[(5 * i + 3 * j + 7 * (3 * a + b) + int(seed)) % kNumGpuSizes];
                    const Special sp = special_for(idx + int64_t(seed));
                    const uint64_t gseed = seed * 1000003 + uint64_t(idx);
                    makers.push_back([=] {
                        return make_group<T>(L, kOps[a], kOps[b], kGpuSizes[i], kGpuSizes[j], k, sp, fill,
                                             gseed);
                    });
                    ++idx;
                }
    run_chunked(
        makers,
        [&](std::vector<Group<T>>& groups) {
            if (!strided) return call_both(L, groups, q.get());
            for (size_t i = 0; i < groups.size() && !::testing::Test::HasFatalFailure(); ++i)
                call_both_strided(L, groups[i], q.get());
        },
        [&](Group<T>& g) { return check_group(g, fill == Fill::Int); }, 150);
}

template <class T>
class GpuGemm : public ::testing::Test {
protected:
    void SetUp() override {
        if (!have_gpu()) GTEST_SKIP() << kNoGpu;
    }
};
TYPED_TEST_SUITE(GpuGemm, AllTypes, TypeNames);

TYPED_TEST(GpuGemm, GroupColMajorRandom) { sweep<TypeParam>(BlasColMajor, Fill::Real, 31, false); }
TYPED_TEST(GpuGemm, GroupRowMajorRandom) { sweep<TypeParam>(BlasRowMajor, Fill::Real, 32, false); }
TYPED_TEST(GpuGemm, GroupColMajorExactIntegers) { sweep<TypeParam>(BlasColMajor, Fill::Int, 33, false); }
TYPED_TEST(GpuGemm, GroupRowMajorExactIntegers) { sweep<TypeParam>(BlasRowMajor, Fill::Int, 34, false); }
TYPED_TEST(GpuGemm, StridedColMajorRandom) { sweep<TypeParam>(BlasColMajor, Fill::Real, 35, true); }
TYPED_TEST(GpuGemm, StridedRowMajorExactIntegers) { sweep<TypeParam>(BlasRowMajor, Fill::Int, 36, true); }

// More matrices than grid.y and grid.z take (65,535): one group of 70,000 matrices through each
// form, exact integers.
TYPED_TEST(GpuGemm, BatchBeyond65535) {
    using T = TypeParam;
    bblas::cuda::Queue q;
    for (const bool strided : {false, true}) {
        SCOPED_TRACE(strided ? "strided form" : "group form");
        std::vector<Group<T>> groups;
        groups.push_back(make_group<T>(BlasColMajor, BlasNoTrans, BlasTrans, 3, 2, 4, Special::Normal,
                                       Fill::Int, 41 + strided, 70000));
        if (strided) call_both_strided(BlasColMajor, groups[0], q.get());
        else call_both(BlasColMajor, groups, q.get());
        if (this->HasFatalFailure()) return;
        check_group(groups[0], true);
    }
}

// Offsets beyond 2^31 elements: three 4 x 3 products (A and B at stride 0, one matrix each) whose
// C matrices lie 2^30 + 7 elements apart, 2^31 + 14 for the last (beta = 0: C is only written).
TEST(GpuGemmLarge, OffsetsBeyond2To31Elements) {
    if (!have_gpu()) GTEST_SKIP() << kNoGpu;
    using T = float;
    constexpr int64_t m = 4, n = 3, k = 5, count = 3, stride = (int64_t(1) << 30) + 7;
    const size_t total = size_t(stride * (count - 1) + m * n);
    size_t free_bytes = 0, all_bytes = 0;
    cuda_ok(cudaMemGetInfo(&free_bytes, &all_bytes), "cudaMemGetInfo");
    if (free_bytes < total * sizeof(T) + (size_t(1) << 30))
        GTEST_SKIP() << "needs " << total * sizeof(T) / (1 << 20) << " MiB of device memory";
    Rng rng(51);
    std::vector<T> A(m * k), B(k * n), C(size_t(count * m * n), 0), Cref(size_t(m * n));
    for (T& x : A) x = rng.value<T>(Fill::Int);
    for (T& x : B) x = rng.value<T>(Fill::Int);
    DeviceArray<T> dA(A.size()), dB(B.size()), dC(total);
    dA.upload(A.data(), A.size());
    dB.upload(B.data(), B.size());
    bblas::cuda::Queue q;
    int64_t info = BblasErrorsReportAny;
    gpu::gemm_strided<T>(BlasColMajor, BlasNoTrans, BlasNoTrans, m, n, k, T(2), dA.get(), m, 0, dB.get(), k,
                         0, T(0), dC.get(), m, stride, count, &info, q.get());
    q.sync();
    EXPECT_EQ(info, 0);
    ref::gemm<T>(BlasColMajor, BlasNoTrans, BlasNoTrans, m, n, k, T(2), A.data(), m, B.data(), k, T(0),
                 Cref.data(), m);
    for (int64_t i = 0; i < count; ++i) {
        dC.download(C.data() + i * m * n, size_t(m * n), size_t(i * stride));
        for (int64_t e = 0; e < m * n; ++e)
            EXPECT_EQ(C[size_t(i * m * n + e)], Cref[size_t(e)]) << "matrix " << i << " element " << e;
    }
}

// ----------------------------------------------------------------------------------------------
// Queues

TEST(GpuQueue, AroundAStreamNeedsNoDevice) {
    const cudaStream_t s = cudaStreamPerThread;
    bblas::cuda::Queue q = bblas::cuda::Queue::around(s);
    EXPECT_EQ(q.stream(), s);
    bblas::cuda::Queue moved = std::move(q);
    EXPECT_EQ(moved.stream(), s);
    EXPECT_EQ(q.get(), nullptr);
    bblas_cuda_queue_t raw = nullptr;
    EXPECT_EQ(bblas_cuda_queue_create_from_stream(nullptr, &raw), 0);
    EXPECT_EQ(bblas_cuda_queue_stream(raw), nullptr);
    bblas_cuda_queue_destroy(raw);
    bblas_cuda_queue_destroy(nullptr);
}

TEST(GpuQueue, OwnStreamAndCallersStream) {
    if (!have_gpu()) GTEST_SKIP() << kNoGpu;
    {
        bblas::cuda::Queue q(0);
        EXPECT_NE(q.stream(), nullptr);
        q.sync();
    }
    cudaStream_t mine = nullptr;
    cuda_ok(cudaStreamCreate(&mine), "cudaStreamCreate");
    {
        bblas::cuda::Queue q = bblas::cuda::Queue::around(mine);
        // a call that needs cuBLAS (70 x 70) and one that does not, on the caller's stream
        std::vector<Group<double>> groups;
        groups.push_back(make_group<double>(BlasColMajor, BlasTrans, BlasNoTrans, 70, 65, 66, Special::Normal,
                                            Fill::Int, 61, 2));
        groups.push_back(make_group<double>(BlasColMajor, BlasNoTrans, BlasNoTrans, 7, 5, 3, Special::Normal,
                                            Fill::Int, 62, 2));
        call_both(BlasColMajor, groups, q.get());
        for (auto& g : groups) check_group(g, true);
    }
    EXPECT_EQ(cudaStreamQuery(mine), cudaSuccess) << "the caller's stream outlives the queue";
    cudaStreamDestroy(mine);
}

// ----------------------------------------------------------------------------------------------
// Argument checks and info (no GPU needed): the GPU library's info equals the CPU library's for
// the same invalid call, in every mode. Groups 0 and 2 have m = 0 (valid, nothing to compute), so
// that no call launches anything; each case makes group 1 invalid. The pointer arrays are host
// arrays: the GPU's checks never read inside them, and nothing is launched.

constexpr int64_t kSizes3[] = {2, 3, 2};

template <class T>
struct Call {
    BLAS_Layout L = BlasColMajor;
    std::vector<BLAS_Trans> ta{BlasNoTrans, BlasNoTrans, BlasNoTrans}, tb{BlasTrans, BlasTrans, BlasTrans};
    std::vector<int64_t> m{0, 3, 0}, n{4, 4, 4}, k{5, 5, 5}, lda, ldb, ldc, sizes{2, 3, 2};
    std::vector<T> alpha{T(2), T(2), T(2)}, beta{T(1), T(-1), T(1)};
    Batch<T> A, B, C;
    std::vector<const T*> pA, pB;
    std::vector<T*> pC;
    bool null_alpha = false, null_beta = false, null_A = false, null_B = false, null_C = false,
         null_sizes = false, null_queue = false;
    int64_t group_count = 3;

    explicit Call(BLAS_Layout layout) : L(layout) {
        // stored A 3 x 5, B (Trans) 4 x 5, C 3 x 4 for group 1; the same lds for all groups
        lda.assign(3, ld_for(L, 3, 5, 0)), ldb.assign(3, ld_for(L, 4, 5, 0)),
            ldc.assign(3, ld_for(L, 3, 4, 0));
        A = Batch<T>(7, 3, 5, lda[0], L), B = Batch<T>(7, 4, 5, ldb[0], L), C = Batch<T>(7, 3, 4, ldc[0], L);
        Rng rng(71);
        A.fill(rng, Fill::Int), B.fill(rng, Fill::Int), C.fill(rng, Fill::Int);
        pA = A.const_pointers(), pB = B.const_pointers(), pC = C.pointers();
    }
    // the minimal lds of group 1 less one
    int64_t short_ld(int64_t rows, int64_t cols) const { return ld_for(L, rows, cols, 0) - 1; }
};

template <class T>
std::vector<int64_t> run_call(Call<T>& c, bool on_gpu, int64_t mode, bool null_info) {
    const size_t entries = mode == BblasErrorsReportAll ? 7 : mode == BblasErrorsReportGroup ? 3 : 0;
    std::vector<int64_t> info(1 + entries + 1, 7777);
    info[0] = mode;
    int64_t* const pinfo = null_info ? nullptr : info.data();
    const auto* alpha = c.null_alpha ? nullptr : c.alpha.data();
    const auto* beta = c.null_beta ? nullptr : c.beta.data();
    const auto* A = c.null_A ? nullptr : c.pA.data();
    const auto* B = c.null_B ? nullptr : c.pB.data();
    auto* C = c.null_C ? nullptr : c.pC.data();
    const auto* sizes = c.null_sizes ? nullptr : c.sizes.data();
    if (on_gpu) {
        const bblas::cuda::Queue q = bblas::cuda::Queue::around(nullptr);
        gpu::gemm<T>(c.L, c.ta.data(), c.tb.data(), c.m.data(), c.n.data(), c.k.data(), alpha, A,
                     c.lda.data(), B, c.ldb.data(), beta, C, c.ldc.data(), c.group_count, sizes, pinfo,
                     c.null_queue ? nullptr : q.get());
    } else {
        capi::gemm<T>(c.L, c.ta.data(), c.tb.data(), c.m.data(), c.n.data(), c.k.data(), alpha, A,
                      c.lda.data(), B, c.ldb.data(), beta, C, c.ldc.data(), c.group_count, sizes, pinfo);
    }
    return info;
}

template <class T>
using Mutator = std::function<void(Call<T>&)>;

// The group form's invalid arguments, one at a time.
template <class T>
std::vector<std::pair<std::string, Mutator<T>>> group_mutations() {
    return {
        {"layout", [](Call<T>& c) { c.L = BLAS_Layout(0); }},
        {"transA", [](Call<T>& c) { c.ta[1] = BLAS_Trans(0); }},
        {"transB", [](Call<T>& c) { c.tb[1] = BLAS_Trans(114); }},
        {"m", [](Call<T>& c) { c.m[1] = -1; }},
        {"n", [](Call<T>& c) { c.n[1] = -2; }},
        {"k", [](Call<T>& c) { c.k[1] = -1; }},
        {"alpha", [](Call<T>& c) { c.null_alpha = true; }},
        {"A", [](Call<T>& c) { c.null_A = true; }},
        {"A_ld", [](Call<T>& c) { c.lda[1] = c.short_ld(3, 5); }},
        {"B", [](Call<T>& c) { c.null_B = true; }},
        {"B_ld", [](Call<T>& c) { c.ldb[1] = c.short_ld(4, 5); }},
        {"beta", [](Call<T>& c) { c.null_beta = true; }},
        {"C", [](Call<T>& c) { c.null_C = true; }},
        {"C_ld", [](Call<T>& c) { c.ldc[1] = c.short_ld(3, 4); }},
        {"group_count", [](Call<T>& c) { c.group_count = -1; }},
        {"group_sizes (null)", [](Call<T>& c) { c.null_sizes = true; }},
        {"group_sizes (negative)", [](Call<T>& c) { c.sizes[1] = -1; }},
    };
}

template <class T>
class GpuGemmArgs : public ::testing::Test {};
TYPED_TEST_SUITE(GpuGemmArgs, AllTypes, TypeNames);

// Every invalid argument alone and in every pair (the first in argument order wins), both
// layouts, every mode and a null info: the GPU's info is the CPU's, entry for entry.
TYPED_TEST(GpuGemmArgs, GroupFormInfoAsTheCpuLibrary) {
    using T = TypeParam;
    const auto muts = group_mutations<T>();
    for (const BLAS_Layout L : kLayouts)
        for_each_pair(muts, layout_name(L), [&](const auto& first, const auto& second) {
            Call<T> c(L);
            first(c);
            second(c);
            expect_info_as_cpu(
                [&](bool gpu, int64_t mode, bool null) { return run_call(c, gpu, mode, null); });
        });
}

// The queue, after info: position 18; an invalid group_count or group_sizes is reported first.
TYPED_TEST(GpuGemmArgs, GroupFormNullQueue) {
    using T = TypeParam;
    Call<T> c(BlasColMajor);
    c.null_queue = true;
    std::vector<int64_t> info = run_call(c, true, BblasErrorsReportAll, false);
    EXPECT_EQ(info[0], -18);
    for (size_t i = 1; i < info.size(); ++i) EXPECT_EQ(info[i], 7777) << "info[" << i << "] written";
    c.group_count = -1;
    EXPECT_EQ(run_call(c, true, BblasErrorsReportAll, false)[0], -15);
    c.group_count = 3, c.sizes[2] = -4;
    EXPECT_EQ(run_call(c, true, BblasErrorsReportGroup, false)[0], -16);
    c.sizes[2] = 2, c.ta[1] = BLAS_Trans(0);  // a group's argument comes after the queue's check
    EXPECT_EQ(run_call(c, true, BblasErrorsReportAny, false)[0], -18);
}

// A valid call with nothing to compute (m = 0, n = 0, alpha = 0 with beta = 1, no groups)
// touches no device.
TYPED_TEST(GpuGemmArgs, NothingToComputeNeedsNoDevice) {
    using T = TypeParam;
    Call<T> c(BlasRowMajor);
    c.m[1] = 3, c.alpha[1] = T(0), c.beta[1] = T(1);
    const Batch<T> before = c.C;
    EXPECT_EQ(run_call(c, true, BblasErrorsReportAll, false),
              run_call(c, false, BblasErrorsReportAll, false));
    EXPECT_TRUE(untouched(c.C, before, "C"));
    EXPECT_EQ(run_call(c, true, BblasErrorsReportAll, false)[0], 0);
    c.group_count = 0;
    EXPECT_EQ(run_call(c, true, BblasErrorsReportAll, false)[0], 0);
}

// The strided form: one group of 3 problems (m 3, n 4, k 5, transB Trans).
template <class T>
struct StridedCall {
    BLAS_Layout L;
    BLAS_Trans ta = BlasNoTrans, tb = BlasTrans;
    int64_t m = 3, n = 4, k = 5, lda, ldb, ldc, sa, sb, sc, count = 3;
    T alpha = T(2), beta = T(-1);
    Batch<T> A, B, C;
    const T *pA, *pB;
    T* pC;
    bool null_queue = false;

    explicit StridedCall(BLAS_Layout layout) : L(layout) {
        lda = ld_for(L, 3, 5, 0), ldb = ld_for(L, 4, 5, 0), ldc = ld_for(L, 3, 4, 0);
        A = Batch<T>(3, 3, 5, lda, L), B = Batch<T>(3, 4, 5, ldb, L), C = Batch<T>(3, 3, 4, ldc, L);
        Rng rng(72);
        A.fill(rng, Fill::Int), B.fill(rng, Fill::Int), C.fill(rng, Fill::Int);
        sa = A.stride, sb = B.stride, sc = C.stride;
        pA = A.ptr(0), pB = B.ptr(0), pC = C.ptr(0);
    }
    int64_t short_ld(int64_t rows, int64_t cols) const { return ld_for(L, rows, cols, 0) - 1; }
};

template <class T>
std::vector<int64_t> run_strided(StridedCall<T>& c, bool on_gpu, int64_t mode) {
    const size_t entries = mode == BblasErrorsReportAll     ? size_t(std::max<int64_t>(0, c.count))
                           : mode == BblasErrorsReportGroup ? 1
                                                            : 0;
    std::vector<int64_t> info(1 + entries + 1, 7777);
    info[0] = mode;
    if (on_gpu) {
        const bblas::cuda::Queue q = bblas::cuda::Queue::around(nullptr);
        gpu::gemm_strided<T>(c.L, c.ta, c.tb, c.m, c.n, c.k, c.alpha, c.pA, c.lda, c.sa, c.pB, c.ldb, c.sb,
                             c.beta, c.pC, c.ldc, c.sc, c.count, info.data(),
                             c.null_queue ? nullptr : q.get());
    } else {
        cpu_gemm_strided<T>(c.L, c.ta, c.tb, c.m, c.n, c.k, c.alpha, c.pA, c.lda, c.sa, c.pB, c.ldb, c.sb,
                            c.beta, c.pC, c.ldc, c.sc, c.count, info.data());
    }
    return info;
}

TYPED_TEST(GpuGemmArgs, StridedFormInfoAsTheCpuLibrary) {
    using T = TypeParam;
    using M = std::function<void(StridedCall<T>&)>;
    const std::vector<std::pair<std::string, M>> muts = {
        {"layout", [](StridedCall<T>& c) { c.L = BLAS_Layout(7); }},
        {"transA", [](StridedCall<T>& c) { c.ta = BLAS_Trans(0); }},
        {"transB", [](StridedCall<T>& c) { c.tb = BLAS_Trans(0); }},
        {"m", [](StridedCall<T>& c) { c.m = -1; }},
        {"n", [](StridedCall<T>& c) { c.n = -1; }},
        {"k", [](StridedCall<T>& c) { c.k = -3; }},
        {"A", [](StridedCall<T>& c) { c.pA = nullptr; }},
        {"A_ld", [](StridedCall<T>& c) { c.lda = c.short_ld(3, 5); }},
        {"B", [](StridedCall<T>& c) { c.pB = nullptr; }},
        {"B_ld", [](StridedCall<T>& c) { c.ldb = c.short_ld(4, 5); }},
        {"C", [](StridedCall<T>& c) { c.pC = nullptr; }},
        {"C_ld", [](StridedCall<T>& c) { c.ldc = c.short_ld(3, 4); }},
        {"C_stride", [](StridedCall<T>& c) { c.sc = c.ldc * (c.L == BlasColMajor ? c.n : c.m) - 1; }},
        {"batch_count", [](StridedCall<T>& c) { c.count = -1; }},
    };
    for (const BLAS_Layout L : kLayouts)
        for_each_pair(muts, layout_name(L), [&](const auto& first, const auto& second) {
            StridedCall<T> c(L);
            first(c);
            second(c);
            expect_info_as_cpu([&](bool gpu, int64_t mode, bool) { return run_strided(c, gpu, mode); },
                               false);
        });
    StridedCall<T> c(BlasColMajor);
    c.null_queue = true;
    EXPECT_EQ(run_strided(c, true, BblasErrorsReportAll)[0], -20) << "the queue is argument 20";
    c.count = -1;
    EXPECT_EQ(run_strided(c, true, BblasErrorsReportAll)[0], -18) << "batch_count (18) before the queue";
}

}  // namespace
