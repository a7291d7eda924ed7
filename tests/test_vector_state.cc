// bblas returns to its caller, and calls OpenBLAS, with the upper halves of the vector registers
// clean. Legacy SSE code (any x86-64 baseline code: the application's, OpenBLAS's interface
// layer, LAPACK built by gfortran) that runs while an upper half is in use pays a penalty: on
// Zen 3, cblas_dger n = 8 at increment 2 took 230 ns a call after a 256-bit write against 115
// after vzeroupper (session 31). GCC inserts vzeroupper in functions compiled for AVX, but not in
// a function with a target attribute in a file otherwise compiled for baseline x86-64 (GCC 12:
// core/mats.cc's AVX2 pointer scan, which ran before every pointer-API call with 16 or more
// pointers, left its registers in use).
//
// The state is read with XGETBV(1) (XINUSE): bit 2, the upper halves of YMM0-15; bit 6, those
// of ZMM0-15. A processor may report a component in use where it is in its initial state, but
// never the reverse, and after VZEROUPPER both are initial: a call that leaves either bit set
// wrote a 256- or 512-bit register and did not clean it.
#include <cpuid.h>

#include "harness.hh"

namespace {

// XGETBV with ECX = 1 exists (CPUID.(EAX=0DH, ECX=1):EAX bit 2) and the OS enabled AVX.
bool can_read_state() {
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & bit_OSXSAVE) || !(c & bit_AVX)) return false;
    if (!__get_cpuid_count(0xD, 1, &a, &b, &c, &d)) return false;
    return (a >> 2) & 1;
}

uint64_t in_use() {
    uint32_t lo, hi;
    asm volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(1));
    return (uint64_t(hi) << 32 | lo) & ((1u << 2) | (1u << 6));
}

// The state before each call: clean, as an application compiled for baseline x86-64 has it.
void clean() { asm volatile("vzeroupper"); }

class VectorState : public ::testing::Test {
protected:
    void SetUp() override {
        if (!can_read_state()) GTEST_SKIP() << "no AVX, or no XGETBV(1) to read the register state";
        clean();
        ASSERT_EQ(in_use(), 0u) << "VZEROUPPER left the upper halves in use";
    }
};

// A batch of count n x n matrices and vectors of n * inc elements, as pointer arrays.
struct Batch {
    int64_t n, count;
    std::vector<double> a, b, c, x, y;
    std::vector<double*> pa, pb, pc, px, py;
    std::vector<int64_t> piv;
    std::vector<int64_t*> ppiv;
    Batch(int64_t n_, int64_t count_, int64_t inc = 1) : n(n_), count(count_) {
        const size_t mat = size_t(n * n), vec = size_t(n * inc);
        std::mt19937 rng(7);
        std::uniform_real_distribution<double> u(-1, 1);
        for (auto [v, len] : {std::pair{&a, mat}, {&b, mat}, {&c, mat}, {&x, vec}, {&y, vec}}) {
            v->resize(len * size_t(count));
            for (double& e : *v) e = u(rng);
        }
        for (int64_t i = 0; i < count * n * n; i += n * n)  // diagonally dominant: SPD after symmetrising
            for (int64_t j = 0; j < n; ++j) a[size_t(i + j * n + j)] += 2.0 * double(n);
        for (int64_t i = 0; i < count; ++i) {
            pa.push_back(&a[size_t(i) * mat]);
            pb.push_back(&b[size_t(i) * mat]);
            pc.push_back(&c[size_t(i) * mat]);
            px.push_back(&x[size_t(i) * vec]);
            py.push_back(&y[size_t(i) * vec]);
        }
        piv.resize(size_t(count * n));
        for (int64_t i = 0; i < count; ++i) ppiv.push_back(&piv[size_t(i * n)]);
    }
    std::vector<const double*> in(const std::vector<double*>& p) const { return {p.begin(), p.end()}; }
};

void gemm(Batch& m, double alpha, BLAS_Trans ta) {
    const BLAS_Trans nt = BlasNoTrans;
    const double beta = 1.0;
    int64_t info = BblasErrorsReportAny;
    const auto A = m.in(m.pa), B = m.in(m.pb);
    BLAS_gemm_batched_r64(BlasColMajor, &ta, &nt, &m.n, &m.n, &m.n, &alpha, A.data(), &m.n, B.data(), &m.n,
                          &beta, m.pc.data(), &m.n, 1, &m.count, &info);
    EXPECT_EQ(info, 0);
}

// Each call starts clean and must end clean; sizes that take bblas's kernels and OpenBLAS (by the
// tables of every CPU: orders from 64 go to LAPACKE; Level 2 at order 8 goes to OpenBLAS on Zen 3),
// with enough pointers (1,000) for the pointer scan.
TEST_F(VectorState, Level3) {
    Batch m4(4, 1000), m64(64, 20);
    gemm(m4, 1.0, BlasNoTrans);
    EXPECT_EQ(in_use(), 0u) << "dgemm n = 4";
    clean();
    gemm(m4, 1.0, BlasTrans);
    EXPECT_EQ(in_use(), 0u) << "dgemm n = 4, A transposed";
    clean();
    gemm(m4, 0.0, BlasNoTrans);  // alpha = 0, beta = 1: nothing to compute after the checks
    EXPECT_EQ(in_use(), 0u) << "dgemm n = 4, alpha = 0, beta = 1";
    clean();
    gemm(m64, 1.0, BlasTrans);
    EXPECT_EQ(in_use(), 0u) << "dgemm n = 64, A transposed";
    clean();
    int64_t info = BblasErrorsReportAny;
    BLAS_gemm_batched_strided_r64(BlasColMajor, BlasNoTrans, BlasNoTrans, 4, 4, 4, 1.0, m4.a.data(), 4, 16,
                                  m4.b.data(), 4, 16, 1.0, m4.c.data(), 4, 16, m4.count, &info);
    EXPECT_EQ(info, 0);
    EXPECT_EQ(in_use(), 0u) << "dgemm strided n = 4";
}

TEST_F(VectorState, Level2) {
    for (int64_t inc : {1, 2}) {
        Batch m(8, 1000, inc);
        const double alpha = 0.5, beta = 1.0;
        const BLAS_Trans nt = BlasNoTrans;
        int64_t info = BblasErrorsReportAny;
        const auto A = m.in(m.pa), X = m.in(m.px), Y = m.in(m.py);
        clean();
        BLAS_ger_batched_r64(BlasColMajor, &m.n, &m.n, &alpha, X.data(), &inc, Y.data(), &inc, m.pa.data(),
                             &m.n, 1, &m.count, &info);
        EXPECT_EQ(info, 0);
        EXPECT_EQ(in_use(), 0u) << "dger n = 8, increment " << inc;
        clean();
        BLAS_gemv_batched_r64(BlasColMajor, &nt, &m.n, &m.n, &alpha, A.data(), &m.n, X.data(), &inc, &beta,
                              m.py.data(), &inc, 1, &m.count, &info);
        EXPECT_EQ(info, 0);
        EXPECT_EQ(in_use(), 0u) << "dgemv n = 8, increment " << inc;
    }
}

TEST_F(VectorState, Lapack) {
    for (int64_t n : {8, 64}) {
        Batch m(n, n == 8 ? 1000 : 20);
        int64_t info = BblasErrorsReportAny;
        const BLAS_Uplo lo = BlasLower;
        clean();
        BLAS_potrf_batched_r64(BlasColMajor, &lo, &m.n, m.pa.data(), &m.n, 1, &m.count, &info);
        EXPECT_EQ(info, 0);
        EXPECT_EQ(in_use(), 0u) << "dpotrf n = " << n;
        clean();
        BLAS_getrf_batched_r64(BlasColMajor, &m.n, &m.n, m.pb.data(), &m.n, m.ppiv.data(), 1, &m.count,
                               &info);
        EXPECT_EQ(info, 0);
        EXPECT_EQ(in_use(), 0u) << "dgetrf n = " << n;
    }
}

}  // namespace
