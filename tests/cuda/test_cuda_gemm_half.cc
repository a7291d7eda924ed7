// The GPU library's r16 gemm (bblas_cuda.h: bblas_cuda_gemm_batched_r16 and its strided form)
// against the CPU library's BLAS_gemm_batched_r16 / _strided_r16 on the same half inputs:
// both layouts, every transpose pair, orders 0..64 (the Elements kernel, cuBLAS's gemmEx
// computed in float, the Tiles kernel for alpha = 0), several groups per call, padded leading
// dimensions with NaN in the padding, NaN in A and B with alpha = 0 and in C with beta = 0.
// Small integers (every sum exact in float and in half) must match bit for bit; random values
// within twice docs/half.md's bound (each side rounds once and sums in float). The argument
// checks run without a GPU: every invalid argument gives exactly the CPU library's info.
#include <bblas.h>
#include <bblas_cuda.h>
#include <cuda_runtime_api.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "cuda_harness.hh"

#if defined(__FLT16_MAX__)

namespace {
using bt::cuda_ok;
using bt::DeviceArray;
using bt::have_gpu;
using bt::kNoGpu;
using half = _Float16;

// count matrices of rows x cols in layout L, leading dimension ld (one more than needed, the
// padding NaN), stride ld * (columns or rows as stored) + 3 (a NaN gap between matrices).
struct HalfBatch {
    int64_t count = 0, rows = 0, cols = 0, ld = 0, stride = 0;
    bool row_major = false;
    std::vector<half> v;
    HalfBatch(int64_t count_, int64_t rows_, int64_t cols_, bool row_major_)
        : count(count_), rows(rows_), cols(cols_), row_major(row_major_) {
        const int64_t fast = row_major ? cols : rows, slow = row_major ? rows : cols;
        ld = fast + 1;
        stride = ld * std::max<int64_t>(slow, 1) + 3;
        v.assign(size_t(stride * std::max<int64_t>(count, 1)), std::numeric_limits<half>::quiet_NaN());
    }
    half& at(int64_t i, int64_t r, int64_t c) {
        return v[size_t(i * stride + (row_major ? r * ld + c : r + c * ld))];
    }
    template <class F>
    void each(F f) {
        for (int64_t i = 0; i < count; ++i)
            for (int64_t c = 0; c < cols; ++c)
                for (int64_t r = 0; r < rows; ++r) f(at(i, r, c));
    }
};

bool same_bits(half a, half b) { return std::memcmp(&a, &b, sizeof a) == 0; }

struct Case {
    bool row_major;
    BLAS_Trans ta, tb;
    int64_t m, n, k, count;
    float alpha, beta;
    bool integers;
};

// The strided form, GPU and CPU, on the same inputs; C compared as the header says.
void run_strided(const Case& c, std::mt19937& rng) {
    SCOPED_TRACE(testing::Message() << "r16 strided " << (c.row_major ? "row" : "col") << " ta=" << int(c.ta)
                                    << " tb=" << int(c.tb) << " m=" << c.m << " n=" << c.n << " k=" << c.k
                                    << " alpha=" << c.alpha << " beta=" << c.beta
                                    << (c.integers ? " integers" : " random"));
    const bool na = c.ta == BlasNoTrans, nb = c.tb == BlasNoTrans;
    HalfBatch A(c.count, na ? c.m : c.k, na ? c.k : c.m, c.row_major);
    HalfBatch B(c.count, nb ? c.k : c.n, nb ? c.n : c.k, c.row_major);
    HalfBatch C(c.count, c.m, c.n, c.row_major);
    std::uniform_int_distribution<int> ints(-3, 3);
    std::uniform_real_distribution<float> reals(-1.f, 1.f);
    const auto value = [&] { return c.integers ? half(float(ints(rng))) : half(reals(rng)); };
    if (c.alpha != 0) A.each([&](half& x) { x = value(); }), B.each([&](half& x) { x = value(); });
    if (c.beta != 0) C.each([&](half& x) { x = value(); });
    HalfBatch Ccpu = C;
    const BLAS_Layout L = c.row_major ? BlasRowMajor : BlasColMajor;
    std::vector<int64_t> cpu_info(1 + size_t(c.count), 0);
    cpu_info[0] = BblasErrorsReportAll;
    BLAS_gemm_batched_strided_r16(L, c.ta, c.tb, c.m, c.n, c.k, c.alpha, A.v.data(), A.ld, A.stride,
                                  B.v.data(), B.ld, B.stride, c.beta, Ccpu.v.data(), Ccpu.ld, Ccpu.stride,
                                  c.count, cpu_info.data());
    ASSERT_EQ(cpu_info[0], 0);

    DeviceArray<half> dA(A.v.size()), dB(B.v.size()), dC(C.v.size());
    dA.upload(A.v.data(), A.v.size());
    dB.upload(B.v.data(), B.v.size());
    dC.upload(C.v.data(), C.v.size());
    bblas_cuda_queue_t q = nullptr;
    ASSERT_EQ(bblas_cuda_queue_create(0, &q), 0);
    std::vector<int64_t> info(2 + size_t(c.count), 7777);
    info[0] = BblasErrorsReportAll;
    bblas_cuda_gemm_batched_strided_r16(L, c.ta, c.tb, c.m, c.n, c.k, c.alpha, dA.get(), A.ld, A.stride,
                                        dB.get(), B.ld, B.stride, c.beta, dC.get(), C.ld, C.stride, c.count,
                                        info.data(), q);
    cuda_ok(cudaError_t(bblas_cuda_queue_sync(q)), "queue sync");
    bblas_cuda_queue_destroy(q);
    EXPECT_EQ(info[0], 0);
    EXPECT_EQ(info.back(), 7777) << "info written past 1 + batch_count";
    std::vector<half> Aafter(A.v.size()), Bafter(B.v.size());
    dA.download(Aafter.data(), Aafter.size());
    dB.download(Bafter.data(), Bafter.size());
    dC.download(C.v.data(), C.v.size());
    for (size_t e = 0; e < A.v.size(); ++e) ASSERT_TRUE(same_bits(Aafter[e], A.v[e])) << "A changed at " << e;
    for (size_t e = 0; e < B.v.size(); ++e) ASSERT_TRUE(same_bits(Bafter[e], B.v[e])) << "B changed at " << e;
    // inputs' parts in [-1, 1] (or small integers): |C| <= |alpha| k + |beta|
    const double bound_m = std::abs(c.alpha) * double(c.k) * (c.integers ? 9 : 1) + std::abs(c.beta) * 3;
    for (size_t e = 0; e < C.v.size(); ++e) {
        const half g = C.v[e], w = Ccpu.v[e];
        if (c.integers || std::isnan(float(w))) {  // the padding and gaps stay NaN
            ASSERT_TRUE(same_bits(g, w)) << "C element " << e << ": " << float(g) << " against " << float(w);
        } else {
            const double d = std::abs(double(g) - double(w));
            const double tol =
                2 * (0x1p-11 * std::abs(double(w)) + 2.0 * double(c.k + 2) * 0x1p-24 * bound_m) + 0x1p-24;
            ASSERT_LE(d, tol) << "C element " << e;
        }
    }
}

TEST(GpuGemmHalf, StridedEveryOptionAgainstTheCpuLibrary) {
    if (!have_gpu()) GTEST_SKIP() << kNoGpu;
    std::mt19937 rng(20261127);
    const BLAS_Trans ops[] = {BlasNoTrans, BlasTrans, BlasConjTrans};
    for (const bool row : {false, true})
        for (const BLAS_Trans ta : ops)
            for (const BLAS_Trans tb : ops)
                for (const int64_t n : {1, 2, 3, 5, 8, 12, 16, 17, 33})
                    for (const bool integers : {true, false}) {
                        run_strided({row, ta, tb, n, n + 1, n, 5, 1.5f, 0.5f, integers}, rng);
                        if (testing::Test::HasFatalFailure()) return;
                    }
}

TEST(GpuGemmHalf, StridedScalarCases) {
    if (!have_gpu()) GTEST_SKIP() << kNoGpu;
    std::mt19937 rng(11);
    for (const int64_t n : {0, 1, 4, 9, 24, 64})
        for (const bool row : {false, true}) {
            run_strided({row, BlasNoTrans, BlasTrans, n, n, n, 3, 0.f, 0.5f, true}, rng);  // A, B NaN: unread
            run_strided({row, BlasTrans, BlasNoTrans, n, n, n, 3, 2.f, 0.f, true}, rng);   // C NaN: unread
            run_strided({row, BlasNoTrans, BlasNoTrans, n, n, 0, 3, 2.f, -1.f, true}, rng);  // k = 0
            run_strided({row, BlasNoTrans, BlasNoTrans, n, 3, n, 70000 / std::max<int64_t>(1, n * n), 1.f,
                         1.f, false},
                        rng);
            if (testing::Test::HasFatalFailure()) return;
        }
}

// The group form: three groups of different shapes in one call, equal to three strided calls
// of the CPU library (small integers: bit for bit).
TEST(GpuGemmHalf, GroupFormAgainstTheCpuLibrary) {
    if (!have_gpu()) GTEST_SKIP() << kNoGpu;
    std::mt19937 rng(3);
    std::uniform_int_distribution<int> ints(-3, 3);
    const int64_t m[] = {2, 7, 20}, n[] = {3, 7, 16}, k[] = {4, 7, 33}, sizes[] = {5, 1, 4};
    const BLAS_Trans ta[] = {BlasNoTrans, BlasTrans, BlasConjTrans},
                     tb[] = {BlasTrans, BlasNoTrans, BlasNoTrans};
    const float alpha[] = {1.5f, 2.f, 0.f}, beta[] = {0.f, -1.f, 2.f};
    std::vector<std::vector<half>> hA, hB, hC;
    std::vector<int64_t> lda, ldb, ldc;
    for (int g = 0; g < 3; ++g)
        for (int64_t i = 0; i < sizes[g]; ++i) {
            const int64_t ra = ta[g] == BlasNoTrans ? m[g] : k[g], rb = tb[g] == BlasNoTrans ? k[g] : n[g];
            const int64_t ca = ta[g] == BlasNoTrans ? k[g] : m[g], cb = tb[g] == BlasNoTrans ? n[g] : k[g];
            hA.emplace_back(size_t((ra + 1) * ca)), hB.emplace_back(size_t((rb + 1) * cb)),
                hC.emplace_back(size_t((m[g] + 1) * n[g]));
            for (auto* v : {&hA.back(), &hB.back(), &hC.back()})
                for (half& x : *v) x = half(float(ints(rng)));
        }
    for (int g = 0; g < 3; ++g) {
        lda.push_back((ta[g] == BlasNoTrans ? m[g] : k[g]) + 1);
        ldb.push_back((tb[g] == BlasNoTrans ? k[g] : n[g]) + 1);
        ldc.push_back(m[g] + 1);
    }
    const size_t total = hA.size();
    std::vector<std::unique_ptr<DeviceArray<half>>> dA, dB, dC;
    std::vector<const half*> pa, pb, ca_, cb_;
    std::vector<half*> pc, cc_;
    std::vector<std::vector<half>> cpuC = hC;
    for (size_t i = 0; i < total; ++i) {
        dA.push_back(std::make_unique<DeviceArray<half>>(hA[i].size()));
        dB.push_back(std::make_unique<DeviceArray<half>>(hB[i].size()));
        dC.push_back(std::make_unique<DeviceArray<half>>(hC[i].size()));
        dA.back()->upload(hA[i].data(), hA[i].size());
        dB.back()->upload(hB[i].data(), hB[i].size());
        dC.back()->upload(hC[i].data(), hC[i].size());
        pa.push_back(dA.back()->get()), pb.push_back(dB.back()->get()), pc.push_back(dC.back()->get());
        ca_.push_back(hA[i].data()), cb_.push_back(hB[i].data()), cc_.push_back(cpuC[i].data());
    }
    DeviceArray<const half*> PA(total), PB(total);
    DeviceArray<half*> PC(total);
    PA.upload(pa.data(), total);
    PB.upload(pb.data(), total);
    PC.upload(pc.data(), total);
    bblas_cuda_queue_t q = nullptr;
    ASSERT_EQ(bblas_cuda_queue_create(0, &q), 0);
    std::vector<int64_t> info(1 + total, 7777), cpu_info(1 + total, 0);
    info[0] = cpu_info[0] = BblasErrorsReportAll;
    bblas_cuda_gemm_batched_r16(BlasColMajor, ta, tb, m, n, k, alpha, PA.get(), lda.data(), PB.get(),
                                ldb.data(), beta, PC.get(), ldc.data(), 3, sizes, info.data(), q);
    cuda_ok(cudaError_t(bblas_cuda_queue_sync(q)), "queue sync");
    bblas_cuda_queue_destroy(q);
    BLAS_gemm_batched_r16(BlasColMajor, ta, tb, m, n, k, alpha, ca_.data(), lda.data(), cb_.data(),
                          ldb.data(), beta, cc_.data(), ldc.data(), 3, sizes, cpu_info.data());
    EXPECT_EQ(info, cpu_info);
    for (size_t i = 0; i < total; ++i) {
        std::vector<half> got(hC[i].size());
        dC[i]->download(got.data(), got.size());
        for (size_t e = 0; e < got.size(); ++e)
            ASSERT_TRUE(same_bits(got[e], cpuC[i][e])) << "matrix " << i << " element " << e;
    }
}

// Invalid arguments: the GPU library's info equals the CPU library's, in every mode, before
// anything touches a device (so these run without a GPU).
TEST(GpuGemmHalfArgs, StridedInfoAsTheCpuLibrary) {
    half buf[64] = {};
    struct Bad {
        const char* what;
        int64_t m, n, k, lda, ldb, ldc, stride_c, count;
    };
    const Bad bad[] = {{"m < 0", -1, 2, 2, 2, 2, 2, 4, 2},
                       {"k < 0", 2, 2, -1, 2, 2, 2, 4, 2},
                       {"lda < m", 3, 2, 2, 2, 2, 3, 6, 2},
                       {"ldc < m", 2, 2, 2, 2, 2, 1, 4, 2},
                       {"C stride overlaps", 2, 2, 2, 2, 2, 2, 3, 2},
                       {"count < 0", 2, 2, 2, 2, 2, 2, 4, -1}};
    for (const Bad& b : bad)
        for (const int64_t mode : bt::kModes) {
            SCOPED_TRACE(testing::Message() << b.what << ", info[0] = " << mode);
            std::vector<int64_t> gi(1 + 4, 7777), ci(1 + 4, 7777);
            gi[0] = ci[0] = mode;
            bblas_cuda_queue_t q = nullptr;
            ASSERT_EQ(bblas_cuda_queue_create_from_stream(nullptr, &q), 0);
            bblas_cuda_gemm_batched_strided_r16(BlasColMajor, BlasNoTrans, BlasNoTrans, b.m, b.n, b.k, 1.f,
                                                buf, b.lda, 8, buf, b.ldb, 8, 0.f, buf, b.ldc, b.stride_c,
                                                b.count, gi.data(), q);
            bblas_cuda_queue_destroy(q);
            BLAS_gemm_batched_strided_r16(BlasColMajor, BlasNoTrans, BlasNoTrans, b.m, b.n, b.k, 1.f, buf,
                                          b.lda, 8, buf, b.ldb, 8, 0.f, buf, b.ldc, b.stride_c, b.count,
                                          ci.data());
            if (mode == BblasErrorsReportAll) {
                EXPECT_NE(ci[0], 0) << "the case is a valid call (a test error)";
            }
            EXPECT_EQ(gi, ci);
        }
    // a null queue: the argument after info (position 20), as for r32
    std::vector<int64_t> gi(2, 7777);
    gi[0] = BblasErrorsReportAll;
    bblas_cuda_gemm_batched_strided_r16(BlasColMajor, BlasNoTrans, BlasNoTrans, 2, 2, 2, 1.f, buf, 2, 4, buf,
                                        2, 4, 0.f, buf, 2, 4, 1, gi.data(), nullptr);
    std::vector<int64_t> ri(2, 7777);
    ri[0] = BblasErrorsReportAll;
    float fbuf[64] = {};
    bblas_cuda_gemm_batched_strided_r32(BlasColMajor, BlasNoTrans, BlasNoTrans, 2, 2, 2, 1.f, fbuf, 2, 4,
                                        fbuf, 2, 4, 0.f, fbuf, 2, 4, 1, ri.data(), nullptr);
    EXPECT_NE(gi[0], 0);
    EXPECT_EQ(gi, ri);
}

}  // namespace

#else
TEST(GpuGemmHalf, NeedsFloat16) { GTEST_SKIP() << "the compiler has no _Float16: no r16 routines"; }
#endif
