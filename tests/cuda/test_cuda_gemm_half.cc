// The GPU library's r16 gemm (bblas_cuda.h: bblas_cuda_gemm_batched_r16 and its strided form)
// against the CPU library's BLAS_gemm_batched_r16 / _strided_r16 on the same half inputs:
// both layouts, every transpose pair, orders 0..64 (the Elements kernel, cuBLAS's gemmEx
// computed in float, the Tiles kernel for alpha = 0), several groups per call, padded leading
// dimensions, gaps and guards NaN (half_batch.hh's HBatch), NaN in A and B with alpha = 0 and in
// C with beta = 0. Small integers (every sum exact in float and in half) must match bit for bit;
// random values within twice docs/half.md's bound (each side is within it of the exact result).
// The argument checks run without a GPU: every invalid argument gives exactly the CPU library's
// info (cuda_harness.hh's expect_info_as_cpu).
#include <bblas.h>
#include <bblas_cuda.h>
#include <cuda_runtime_api.h>

#include <cmath>
#include <cstdint>
#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "cuda_harness.hh"
#include "half_batch.hh"

#if defined(__FLT16_MAX__)

namespace {
using namespace bt;

struct Case {
    BLAS_Layout L;
    BLAS_Trans ta, tb;
    int64_t m, n, k, count;
    float alpha, beta;
    Fill fill;
};

// count matrices of rows x cols for case c: leading dimension one more than needed, 3-element gaps.
HBatch batch_of(const Case& c, int64_t rows, int64_t cols) {
    return HBatch(c.count, rows, cols, ld_for(c.L, rows, cols, 1), c.L, 3);
}

// The operands of one call: A, B and C as stored, NaN outside the matrices (and wholly NaN where
// the call must not read them).
struct Operands {
    HBatch A, B, C;
    Operands(const Case& c, Rng& rng)
        : A(batch_of(c, c.ta == BlasNoTrans ? c.m : c.k, c.ta == BlasNoTrans ? c.k : c.m)),
          B(batch_of(c, c.tb == BlasNoTrans ? c.k : c.n, c.tb == BlasNoTrans ? c.n : c.k)),
          C(batch_of(c, c.m, c.n)) {
        if (c.alpha != 0) A.fill(rng, c.fill), B.fill(rng, c.fill);
        if (c.beta != 0) C.fill(rng, c.fill);
    }
};

// The strided form, GPU and CPU, on the same inputs; C compared as the header says, A, B and
// everything of C outside the m x n matrices bit for bit unchanged.
void run_strided(const Case& c, uint64_t seed) {
    SCOPED_TRACE(trace("r16 strided ", layout_name(c.L), " ta=", int(c.ta), " tb=", int(c.tb), " m=", c.m,
                       " n=", c.n, " k=", c.k, " count=", c.count, " alpha=", c.alpha, " beta=", c.beta, " ",
                       fill_name(c.fill), " seed=", seed));
    Rng rng(seed);
    Operands in(c, rng);
    HBatch Ccpu = in.C;
    std::vector<int64_t> cpu_info(1 + size_t(c.count), 0);
    cpu_info[0] = BblasErrorsReportAll;
    BLAS_gemm_batched_strided_r16(c.L, c.ta, c.tb, c.m, c.n, c.k, c.alpha, in.A.ptr(0), in.A.ld, in.A.stride,
                                  in.B.ptr(0), in.B.ld, in.B.stride, c.beta, Ccpu.ptr(0), Ccpu.ld,
                                  Ccpu.stride, c.count, cpu_info.data());
    ASSERT_EQ(cpu_info[0], 0);

    DeviceBatch<half> dA(in.A), dB(in.B), dC(in.C);
    bblas_cuda_queue_t q = nullptr;
    ASSERT_EQ(bblas_cuda_queue_create(0, &q), 0);
    std::vector<int64_t> info(2 + size_t(c.count), 7777);
    info[0] = BblasErrorsReportAll;
    bblas_cuda_gemm_batched_strided_r16(c.L, c.ta, c.tb, c.m, c.n, c.k, c.alpha, dA.ptr(in.A, 0), in.A.ld,
                                        in.A.stride, dB.ptr(in.B, 0), in.B.ld, in.B.stride, c.beta,
                                        dC.ptr(in.C, 0), in.C.ld, in.C.stride, c.count, info.data(), q);
    cuda_ok(cudaError_t(bblas_cuda_queue_sync(q)), "queue sync");
    bblas_cuda_queue_destroy(q);
    EXPECT_EQ(info[0], 0);
    EXPECT_EQ(info.back(), 7777) << "info written past 1 + batch_count";
    HBatch A = in.A, B = in.B, C = in.C;
    dA.download(A);
    dB.download(B);
    dC.download(C);
    for (size_t e = 0; e < A.buf.size(); ++e)
        ASSERT_TRUE(same_half(A.buf[e], in.A.buf[e])) << "A changed at " << e;
    for (size_t e = 0; e < B.buf.size(); ++e)
        ASSERT_TRUE(same_half(B.buf[e], in.B.buf[e])) << "B changed at " << e;
    // random inputs in [-1, 1): M <= |alpha| k + |beta| (docs/half.md's bound)
    const double M = std::abs(c.alpha) * double(c.k) + std::abs(c.beta);
    for (size_t e = 0; e < C.buf.size(); ++e) {
        const half g = C.buf[e], w = Ccpu.buf[e];
        if (!C.logical(int64_t(e))) {  // padding, gaps and guards stay NaN
            ASSERT_TRUE(same_half(g, w)) << "C element " << e << ": " << float(g) << " against " << float(w);
        } else if (c.fill == Fill::Int) {  // exact, up to the sign of a zero (k = 0: beta C or beta C + 0)
            ASSERT_EQ(float(g), float(w)) << "C element " << e;
        } else {
            const double bound = kU16 * std::abs(double(w)) + double(c.k + 2) * kU32 * M + kEta16;
            ASSERT_LE(std::abs(double(g) - double(w)), 2 * (1 + kU16) * bound) << "C element " << e;
        }
    }
}

TEST(GpuGemmHalf, StridedEveryOptionAgainstTheCpuLibrary) {
    if (!have_gpu()) GTEST_SKIP() << kNoGpu;
    const BLAS_Trans ops[] = {BlasNoTrans, BlasTrans, BlasConjTrans};
    uint64_t seed = 20261127;
    for (const BLAS_Layout L : {BlasColMajor, BlasRowMajor})
        for (const BLAS_Trans ta : ops)
            for (const BLAS_Trans tb : ops)
                for (const int64_t n : {1, 2, 3, 5, 8, 12, 16, 17, 33})
                    for (const Fill f : {Fill::Int, Fill::Real}) {
                        run_strided({L, ta, tb, n, n + 1, n, 5, 1.5f, 0.5f, f}, ++seed);
                        if (testing::Test::HasFatalFailure()) return;
                    }
}

TEST(GpuGemmHalf, StridedScalarCases) {
    if (!have_gpu()) GTEST_SKIP() << kNoGpu;
    uint64_t seed = 11;
    for (const int64_t n : {0, 1, 4, 9, 24, 64})
        for (const BLAS_Layout L : {BlasColMajor, BlasRowMajor}) {
            run_strided({L, BlasNoTrans, BlasTrans, n, n, n, 3, 0.f, 0.5f, Fill::Int},
                        ++seed);                                                                // A, B unread
            run_strided({L, BlasTrans, BlasNoTrans, n, n, n, 3, 2.f, 0.f, Fill::Int}, ++seed);  // C unread
            run_strided({L, BlasNoTrans, BlasNoTrans, n, n, 0, 3, 2.f, -1.f, Fill::Int}, ++seed);  // k = 0
            run_strided({L, BlasNoTrans, BlasNoTrans, n, 3, n, 70000 / std::max<int64_t>(1, n * n), 1.f, 1.f,
                         Fill::Real},
                        ++seed);
            if (testing::Test::HasFatalFailure()) return;
        }
}

// The group form: three groups of different shapes in one call against the CPU library's group
// call on the same inputs (small integers: bit for bit, info equal).
TEST(GpuGemmHalf, GroupFormAgainstTheCpuLibrary) {
    if (!have_gpu()) GTEST_SKIP() << kNoGpu;
    Rng rng(3);
    const int64_t m[] = {2, 7, 20}, n[] = {3, 7, 16}, k[] = {4, 7, 33}, sizes[] = {5, 1, 4};
    const BLAS_Trans ta[] = {BlasNoTrans, BlasTrans, BlasConjTrans},
                     tb[] = {BlasTrans, BlasNoTrans, BlasNoTrans};
    const float alpha[] = {1.5f, 2.f, 0.f}, beta[] = {0.f, -1.f, 2.f};
    std::vector<Operands> in;
    std::vector<int64_t> lda, ldb, ldc;
    for (int g = 0; g < 3; ++g) {
        in.emplace_back(Case{BlasColMajor, ta[g], tb[g], m[g], n[g], k[g], sizes[g], 1.f, 1.f, Fill::Int},
                        rng);
        lda.push_back(in[g].A.ld), ldb.push_back(in[g].B.ld), ldc.push_back(in[g].C.ld);
    }
    std::vector<std::unique_ptr<DeviceBatch<half>>> dA, dB, dC;
    std::vector<const half*> pa, pb, ha, hb;
    std::vector<half*> pc, hc;
    std::vector<HBatch> cpuC;
    for (int g = 0; g < 3; ++g) cpuC.push_back(in[g].C);
    for (int g = 0; g < 3; ++g) {
        dA.push_back(std::make_unique<DeviceBatch<half>>(in[g].A));
        dB.push_back(std::make_unique<DeviceBatch<half>>(in[g].B));
        dC.push_back(std::make_unique<DeviceBatch<half>>(in[g].C));
        for (int64_t i = 0; i < sizes[g]; ++i) {
            pa.push_back(dA.back()->ptr(in[g].A, i)), pb.push_back(dB.back()->ptr(in[g].B, i));
            pc.push_back(dC.back()->ptr(in[g].C, i));
            ha.push_back(in[g].A.ptr(i)), hb.push_back(in[g].B.ptr(i)), hc.push_back(cpuC[size_t(g)].ptr(i));
        }
    }
    const size_t total = pa.size();
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
    BLAS_gemm_batched_r16(BlasColMajor, ta, tb, m, n, k, alpha, ha.data(), lda.data(), hb.data(), ldb.data(),
                          beta, hc.data(), ldc.data(), 3, sizes, cpu_info.data());
    EXPECT_EQ(info, cpu_info);
    for (int g = 0; g < 3; ++g) {
        HBatch got = in[g].C;
        dC[size_t(g)]->download(got);
        for (size_t e = 0; e < got.buf.size(); ++e)
            ASSERT_TRUE(same_half(got.buf[e], cpuC[size_t(g)].buf[e])) << "group " << g << " element " << e;
    }
}

// Invalid arguments: the GPU library's info equals the CPU library's in every mode, before
// anything touches a device (so this runs without a GPU); a null queue is position 20, as for r32.
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
    for (const Bad& b : bad) {
        SCOPED_TRACE(b.what);
        expect_info_as_cpu([&](bool gpu, int64_t mode, bool null_info) {
            std::vector<int64_t> info(1 + 4, 7777);
            info[0] = mode;
            int64_t* ip = null_info ? nullptr : info.data();
            if (gpu) {
                bblas_cuda_queue_t q = nullptr;
                cuda_ok(cudaError_t(bblas_cuda_queue_create_from_stream(nullptr, &q)), "queue");
                bblas_cuda_gemm_batched_strided_r16(BlasColMajor, BlasNoTrans, BlasNoTrans, b.m, b.n, b.k,
                                                    1.f, buf, b.lda, 8, buf, b.ldb, 8, 0.f, buf, b.ldc,
                                                    b.stride_c, b.count, ip, q);
                bblas_cuda_queue_destroy(q);
            } else {
                BLAS_gemm_batched_strided_r16(BlasColMajor, BlasNoTrans, BlasNoTrans, b.m, b.n, b.k, 1.f, buf,
                                              b.lda, 8, buf, b.ldb, 8, 0.f, buf, b.ldc, b.stride_c, b.count,
                                              ip);
            }
            return info;
        });
    }
    std::vector<int64_t> gi(2, 7777), ri(2, 7777);
    gi[0] = ri[0] = BblasErrorsReportAll;
    float fbuf[64] = {};
    bblas_cuda_gemm_batched_strided_r16(BlasColMajor, BlasNoTrans, BlasNoTrans, 2, 2, 2, 1.f, buf, 2, 4, buf,
                                        2, 4, 0.f, buf, 2, 4, 1, gi.data(), nullptr);
    bblas_cuda_gemm_batched_strided_r32(BlasColMajor, BlasNoTrans, BlasNoTrans, 2, 2, 2, 1.f, fbuf, 2, 4,
                                        fbuf, 2, 4, 0.f, fbuf, 2, 4, 1, ri.data(), nullptr);
    EXPECT_NE(gi[0], 0);
    EXPECT_EQ(gi, ri);
}

}  // namespace

#else
TEST(GpuGemmHalf, NeedsFloat16) { GTEST_SKIP() << "the compiler has no _Float16: no r16 routines"; }
#endif
