// The tester's half-precision rows (--type h, docs/half.md): BLAS_gemm_batched_r16 beside
// BLAS_gemm_batched_r32 on the same shapes and the same values (the r32 call on the widened
// copies), in the same run: time, GFLOP/s, percentage of the roofline (r16's bytes: two per
// element), and r16's matrices per second over r32's, the figure issue 19's targets name. No peer
// runs: OpenBLAS 0.3.21 (Debian 12) has no half GEMM, LIBXSMM's and Eigen's are not built here.
// The check: every element of r16's C is r32's C within the half bound of docs/half.md (bit for
// bit where both run the same kernels: test_level3_half.cc checks that); one beyond it fails
// the row.
#include <bblas.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <random>
#include <vector>

#include "flops.hh"
#include "half.hh"
#include "roofline.hh"
#include "timer.hh"

namespace tester {

#if defined(__FLT16_MAX__)

namespace {

using half = _Float16;

BLAS_Trans c_trans(Op o) {
    return o == Op::NoTrans ? BlasNoTrans : o == Op::Trans ? BlasTrans : BlasConjTrans;
}

}  // namespace

bool half_supported() { return true; }

bool run_half_gemm(const Case& c, std::FILE* out) {
    const bool ta = c.transA != Op::NoTrans, tb = c.transB != Op::NoTrans;
    const bool row = c.layout == Layout::RowMajor;
    const int64_t ra = ta ? c.k : c.m, ca = ta ? c.m : c.k, rb = tb ? c.n : c.k, cb = tb ? c.k : c.n;
    // tight leading dimensions, matrices back to back
    const int64_t lda = row ? ca : ra, ldb = row ? cb : rb, ldc = row ? c.n : c.m;
    const int64_t sa = ra * ca, sb = rb * cb, sc = c.m * c.n, batch = c.batch;
    std::vector<half> A(static_cast<size_t>(sa * batch)), B(static_cast<size_t>(sb * batch)),
        C0(static_cast<size_t>(sc * batch)), C(C0.size());
    std::mt19937 gen(4242);
    std::uniform_real_distribution<float> u(-1, 1);
    for (auto* v : {&A, &B, &C0})
        for (half& x : *v) x = half(u(gen));
    std::vector<float> fA(A.begin(), A.end()), fB(B.begin(), B.end()), fC0(C0.begin(), C0.end()),
        fC(fC0.size());
    std::vector<const half*> pa(static_cast<size_t>(batch)), pb(static_cast<size_t>(batch));
    std::vector<half*> pc(static_cast<size_t>(batch));
    std::vector<const float*> qa(static_cast<size_t>(batch)), qb(static_cast<size_t>(batch));
    std::vector<float*> qc(static_cast<size_t>(batch));
    for (int64_t i = 0; i < batch; ++i) {
        pa[size_t(i)] = A.data() + i * sa, pb[size_t(i)] = B.data() + i * sb,
        pc[size_t(i)] = C.data() + i * sc;
        qa[size_t(i)] = fA.data() + i * sa, qb[size_t(i)] = fB.data() + i * sb,
        qc[size_t(i)] = fC.data() + i * sc;
    }
    const float alpha = std::isnan(c.alpha) ? 1.23f : float(c.alpha),
                beta = std::isnan(c.beta) ? 0.67f : float(c.beta);
    const BLAS_Layout L = row ? BlasRowMajor : BlasColMajor;
    const BLAS_Trans TA = c_trans(c.transA), TB = c_trans(c.transB);
    int64_t info = 0;
    auto r16 = [&] {
        BLAS_gemm_batched_r16(L, &TA, &TB, &c.m, &c.n, &c.k, &alpha, pa.data(), &lda, pb.data(), &ldb, &beta,
                              pc.data(), &ldc, 1, &batch, &info);
    };
    auto r32 = [&] {
        BLAS_gemm_batched_r32(L, &TA, &TB, &c.m, &c.n, &c.k, &alpha, qa.data(), &lda, qb.data(), &ldb, &beta,
                              qc.data(), &ldc, 1, &batch, &info);
    };
    const double t16 = run_seconds(
        c.repeat, c.flush, c.fastest, [&] { std::copy(C0.begin(), C0.end(), C.begin()); }, r16);
    const double t32 = run_seconds(
        c.repeat, c.flush, c.fastest, [&] { std::copy(fC0.begin(), fC0.end(), fC.begin()); }, r32);
    // the check, from the same C0
    std::copy(C0.begin(), C0.end(), C.begin());
    std::copy(fC0.begin(), fC0.end(), fC.begin());
    r16();
    r32();
    // r16 and r32 may run different kernels (r16 keeps the column kernels at orders r32 hands to
    // OpenBLAS), whose sums may be ordered otherwise: each element of r16's C must be r32's
    // within docs/half.md's bound applied to both (inputs in [-1, 1]: M <= |alpha| k + |beta|).
    const double u16 = 0x1p-11, u32 = 0x1p-24, eta16 = 0x1p-25;
    const double bound_m = std::fabs(double(alpha)) * double(c.k) + std::fabs(double(beta));
    int64_t mismatches = 0;
    for (size_t i = 0; i < C.size(); ++i) {
        const double d = std::fabs(double(C[i]) - double(fC[i]));
        mismatches +=
            !(d <= u16 * std::fabs(double(fC[i])) + (1 + u16) * 2 * double(c.k + 2) * u32 * bound_m + eta16);
    }

    const double flops = gemm_flops(double(c.m), double(c.n), double(c.k)).total(false) * double(batch);
    const double elems = double(sa + sb + 2 * sc);  // A, B read; C read and written
    const double bytes16 = 2 * elems * double(batch), bytes32 = 4 * elems * double(batch);
    const double roof16 = roofline_gflops(c, true, flops, bytes16, double(sa + sb + sc) * 2 * double(batch));
    const double roof32 = roofline_gflops(c, true, flops, bytes32, double(sa + sb + sc) * 4 * double(batch));
    const bool mem16 = from_memory(c, double(sa + sb + sc) * 2 * double(batch));
    const bool mem32 = from_memory(c, double(sa + sb + sc) * 4 * double(batch));
    std::fprintf(
        out,
        "gemm    h    %s    tA=%c tB=%c  %5lld %5lld %5lld %8lld  %-5s r16  %9.3f ms %8.2f GF/s %6.1f%% roof"
        "  |  %-5s r32 %9.3f ms %8.2f GF/s %6.1f%% roof  |  r16/r32 matrices/s %5.2f  %s\n",
        row ? "row" : "col", "ntc"[int(c.transA) - 111], "ntc"[int(c.transB) - 111], (long long)c.m,
        (long long)c.n, (long long)c.k, (long long)batch, mem16 ? "mem" : "cache", t16 * 1e3,
        flops / t16 / 1e9, 100 * flops / t16 / 1e9 / roof16, mem32 ? "mem" : "cache", t32 * 1e3,
        flops / t32 / 1e9, 100 * flops / t32 / 1e9 / roof32, t32 / t16,
        info != 0    ? "FAIL (info)"
        : mismatches ? "FAIL (beyond the half bound)"
                     : "pass");
    if (mismatches)
        std::fprintf(out, "    %lld element(s) differ from r32's beyond the half bound\n",
                     (long long)mismatches);
    return info == 0 && mismatches == 0;
}

#else

bool half_supported() { return false; }
bool run_half_gemm(const Case&, std::FILE*) { return false; }

#endif

}  // namespace tester
