// The GPU library's batched LAPACK (bblas_cuda.h): getrf, gesv, getrs, potrf, posv, potrs,
// getri, getrf_inv and getrf_nopiv in their group and strided forms, against the CPU library (bblas.h) on the
// same inputs and against LAPACK residuals (STYLE.md: ||P L U - A|| / (n ||A|| eps), ||L L^H - A|| / (n ||A||
// eps), ||B - op(A) X|| / (n ||A|| ||X|| eps)): every type, both layouts, both uplos, every
// trans, n in {0, 1, 2, 3, 4, 5, 7, 8, 12, 16, 17, 24, 31, 32, 33, 48, 64} as groups of one call
// (rectangular getrf too), nrhs 1 and 3, padded leading dimensions with NaN in the padding and
// between matrices (untouched), planted singular matrices (a zero column at a known index) and
// indefinite ones (a negative pivot at a known order) whose dinfo and bblas_cuda_lapack_info in
// every mode equal the CPU library's info, a failing Cholesky factor left as the CPU leaves it,
// B unchanged where the factorisation failed, the strided forms bit for bit equal to the group
// form, a batch above 65,535 matrices and offsets beyond 2^31 elements.
//
// The argument checks run before anything touches a device, so those tests run without a GPU:
// the group forms' invalid arguments (alone and in pairs, every mode, a null info) give the CPU
// library's info; the strided forms' and the null queue's codes are checked in every mode. The
// tests that need a GPU skip without one.
#include <bblas_cuda.h>
#include <cuda_runtime_api.h>

#include <complex>
#include <functional>
#include <iterator>
#include <limits>
#include <memory>
#include <set>
#include <span>
#include <string>
#include <tuple>
#include <vector>

#include "cuda_harness.hh"
#include "lapack_harness.hh"

namespace {
using namespace bt;
// The GPU library's entries of routine r for type T (BT_C: the CPU library's).
#define BT_GPU(r)                                                                                     \
    pick<T>(bblas_cuda_##r##_batched_r32, bblas_cuda_##r##_batched_r64, bblas_cuda_##r##_batched_c32, \
            bblas_cuda_##r##_batched_c64)
#define BT_GPU_STRIDED(r)                                                               \
    pick<T>(bblas_cuda_##r##_batched_strided_r32, bblas_cuda_##r##_batched_strided_r64, \
            bblas_cuda_##r##_batched_strided_c32, bblas_cuda_##r##_batched_strided_c64)
#define BT_GPU_INTERLEAVED(r)                                                                   \
    pick<T>(bblas_cuda_##r##_batched_interleaved_r32, bblas_cuda_##r##_batched_interleaved_r64, \
            bblas_cuda_##r##_batched_interleaved_c32, bblas_cuda_##r##_batched_interleaved_c64)

// The orders of the suite (the size classes: registers/shared memory up to 32, 33..64),
// 0 as an empty group; the matrices per group.
constexpr int64_t kOrders[] = {0, 1, 2, 3, 4, 5, 7, 8, 12, 16, 17, 24, 31, 32, 33, 48, 64};
int64_t count_for(int64_t n) { return n <= 17 ? 7 : 3; }
// Matrix 1 of every group gets a zero column (LU) or a negative pivot (Cholesky) at this
// 0-based index.
int64_t planted_at(int64_t n) { return n / 2; }

// One operand of one call: a Batch per group (host), and the same on the device with the
// pointer array of every matrix, group after group.
template <class T>
struct Operand {
    std::vector<Batch<T>> groups;
    std::vector<int64_t> lds;
    void add(Batch<T> b) {
        lds.push_back(b.ld);
        groups.push_back(std::move(b));
    }
    std::vector<T*> pointers() {
        std::vector<T*> p;
        for (auto& g : groups)
            for (T* q : g.pointers()) p.push_back(q);
        return p;
    }
};
template <class T>
struct OnDevice {
    std::vector<std::unique_ptr<DeviceBatch<T>>> b;
    std::unique_ptr<DeviceArray<T*>> ptrs;
    explicit OnDevice(const Operand<T>& h) {
        std::vector<T*> p;
        for (const Batch<T>& g : h.groups) {
            b.push_back(std::make_unique<DeviceBatch<T>>(g));
            for (int64_t i = 0; i < g.count; ++i) p.push_back(b.back()->ptr(g, i));
        }
        ptrs = std::make_unique<DeviceArray<T*>>(p.size());
        ptrs->upload(p.data(), p.size());
    }
    T* const* pointers() const { return ptrs->get(); }
    const T* const* const_pointers() const { return ptrs->get(); }
    void download(Operand<T>& h) const {
        for (size_t g = 0; g < b.size(); ++g) b[g]->download(h.groups[g]);
    }
};
// Pivots: `slot` entries per matrix (kPivSlot unless the orders need more; -7 beyond what is
// written), host and device.
constexpr int64_t kPivSlot = 64;
struct Pivots {
    int64_t total, slot;
    std::vector<int64_t> host;
    DeviceArray<int64_t> dev;
    std::unique_ptr<DeviceArray<int64_t*>> ptrs;
    explicit Pivots(int64_t total_, int64_t slot_ = kPivSlot)
        : total(total_),
          slot(slot_),
          host(size_t(std::max<int64_t>(1, total_) * slot_), -7),
          dev(host.size()) {
        dev.upload(host.data(), host.size());
        ptrs = std::make_unique<DeviceArray<int64_t*>>(size_t(std::max<int64_t>(1, total)));
        std::vector<int64_t*> p;
        for (int64_t i = 0; i < total; ++i) p.push_back(dev.get() + i * slot);
        ptrs->upload(p.data(), p.size());
    }
    int64_t* const* pointers() const { return ptrs->get(); }
    const int64_t* at(int64_t i) const { return host.data() + i * slot; }
    std::vector<int64_t*> host_pointers() {
        std::vector<int64_t*> p;
        for (int64_t i = 0; i < total; ++i) p.push_back(host.data() + i * slot);
        return p;
    }
    void download() { dev.download(host.data(), host.size()); }
};

// A queue of its own for each GPU test.
struct QueueOf {
    bblas_cuda_queue_t q = nullptr;
    QueueOf() { cuda_ok(cudaError_t(bblas_cuda_queue_create(-1, &q)), "bblas_cuda_queue_create"); }
    ~QueueOf() { bblas_cuda_queue_destroy(q); }
    void sync() const { cuda_ok(cudaError_t(bblas_cuda_queue_sync(q)), "bblas_cuda_queue_sync"); }
};

std::vector<int64_t> modes_info(int64_t mode, int64_t total) {
    std::vector<int64_t> info(size_t(2 + total), 7777);
    info[0] = mode;
    return info;
}

// bblas_cuda_lapack_info on dinfo in every mode (and with a null info) equals the CPU library's
// info for the same call, which cpu(info) makes on fresh copies of the inputs.
void expect_lapack_info_as_cpu(const QueueOf& q, const int64_t* dinfo, const std::vector<int64_t>& sizes,
                               const std::function<void(int64_t*)>& cpu) {
    int64_t total = 0;
    for (int64_t s : sizes) total += s;
    for (const int64_t mode : kModes) {
        SCOPED_TRACE(trace("info[0] = ", mode));
        std::vector<int64_t> g = modes_info(mode, total), c = modes_info(mode, total);
        ASSERT_EQ(bblas_cuda_lapack_info(q.q, dinfo, int64_t(sizes.size()), sizes.data(), g.data()), 0);
        cpu(c.data());
        EXPECT_EQ(g, c);
    }
    EXPECT_EQ(bblas_cuda_lapack_info(q.q, dinfo, int64_t(sizes.size()), sizes.data(), nullptr), 0);
}

// ----------------------------------------------------------------------------------------------
// LU

struct Shape {
    int64_t m, n;
};
std::vector<Shape> lu_shapes(bool square) {
    std::vector<Shape> s;
    for (int64_t n : kOrders) s.push_back({n, n});
    if (!square)
        for (Shape r : {Shape{5, 3}, Shape{3, 5}, Shape{17, 9}, Shape{9, 33}, Shape{64, 31}, Shape{40, 64}})
            s.push_back(r);
    return s;
}

template <class T>
Operand<T> lu_matrices(const std::vector<Shape>& shapes, BLAS_Layout layout, uint64_t seed) {
    Operand<T> A;
    Rng rng(seed);
    for (Shape s : shapes) {
        Batch<T> b(count_for(std::max(s.m, s.n)), s.m, s.n, ld_for(layout, s.m, s.n, 2), layout, 3);
        b.fill(rng, Fill::Real);
        const int64_t k = std::min(s.m, s.n);
        if (k >= 1)
            for (int64_t r = 0; r < s.m; ++r) b.at(1, r, planted_at(k)) = T(0);
        A.add(std::move(b));
    }
    return A;
}

// ||P L U - A|| / (max(m, n) ||A|| eps) with the factors in F and the pivots piv (1-based)
template <class T>
double lu_ratio(const Batch<T>& F, const Batch<T>& A0, int64_t i, const int64_t* piv) {
    const int64_t m = F.rows, n = F.cols, k = std::min(m, n);
    const Dense<Z> L = dense<Z>(m, k, [&](int64_t r, int64_t c) {
        return r == c ? Z(1) : r > c ? z(F.at(i, r, c)) : Z(0);
    });
    const Dense<Z> U = dense<Z>(k, n, [&](int64_t r, int64_t c) { return r <= c ? z(F.at(i, r, c)) : Z(0); });
    Dense<Z> LU = mul(L, U);
    for (int64_t j = k - 1; j >= 0; --j)
        for (int64_t c = 0; c < n; ++c) std::swap(LU(j, c), LU(piv[j] - 1, c));
    const Dense<Z> A = zd(A0, i);
    return ratio(norm1(minus(LU, A)), double(std::max(m, n)), norm1(A), 1, eps<T>());
}

template <class T>
class GpuLapack : public ::testing::Test {
protected:
    void SetUp() override {
        if (!have_gpu()) GTEST_SKIP() << kNoGpu;
    }
};
TYPED_TEST_SUITE(GpuLapack, AllTypes, TypeNames);

// getrf on every shape as one call of many groups: pivots in range, the residual, multipliers
// bounded by partial pivoting, padding untouched, dinfo and every info mode as the CPU's.
template <class T>
void check_getrf(BLAS_Layout layout) {
    SCOPED_TRACE(layout_name(layout));
    QueueOf q;
    Operand<T> A = lu_matrices<T>(lu_shapes(false), layout, 11);
    const Operand<T> A0 = A;
    std::vector<int64_t> m, n, sizes;
    int64_t total = 0;
    for (const auto& g : A.groups)
        m.push_back(g.rows), n.push_back(g.cols), sizes.push_back(g.count), total += g.count;
    const int64_t gc = int64_t(sizes.size());
    OnDevice<T> dA(A);
    Pivots piv(total);
    DeviceArray<int64_t> dinfo(static_cast<size_t>(total));
    std::vector<int64_t> info = modes_info(BblasErrorsReportAll, total);
    BT_GPU(getrf)
    (layout, m.data(), n.data(), dA.pointers(), A.lds.data(), piv.pointers(), gc, sizes.data(), info.data(),
     dinfo.get(), q.q);
    EXPECT_EQ(info[0], 0);
    q.sync();
    dA.download(A);
    piv.download();
    std::vector<int64_t> codes(static_cast<size_t>(total));
    dinfo.download(codes.data(), codes.size());
    const double lmax = is_complex_v<T> ? std::sqrt(2.0) * (1 + 4 * eps<T>()) : 1.0;
    int64_t p = 0;
    for (size_t g = 0; g < A.groups.size(); ++g) {
        const Batch<T>& F = A.groups[g];
        const Batch<T>& F0 = A0.groups[g];
        const int64_t k = std::min(F.rows, F.cols);
        SCOPED_TRACE(trace("m=", F.rows, " n=", F.cols));
        EXPECT_TRUE(padding_untouched(F, F0, "A"));
        for (int64_t i = 0; i < F.count; ++i) {
            EXPECT_EQ(codes[size_t(p + i)], i == 1 && k >= 1 ? planted_at(k) + 1 : 0) << "matrix " << i;
            const int64_t* ip = piv.at(p + i);
            for (int64_t j = 0; j < k; ++j)
                ASSERT_TRUE(ip[j] >= j + 1 && ip[j] <= F.rows)
                    << "matrix " << i << " pivot " << j << " = " << ip[j];
            if (k < kPivSlot) {
                EXPECT_EQ(ip[k], -7) << "a pivot beyond min(m, n) written";
            }
            EXPECT_LT(lu_ratio(F, F0, i, ip), kRatioLimit) << "matrix " << i;
            for (int64_t c = 0; c < k; ++c)
                for (int64_t r = c + 1; r < F.rows; ++r)
                    ASSERT_LE(absd(F.at(i, r, c)), lmax) << r << "," << c;
        }
        p += F.count;
    }
    expect_lapack_info_as_cpu(q, dinfo.get(), sizes, [&](int64_t* cinfo) {
        Operand<T> C = A0;
        std::vector<T*> cp = C.pointers();
        std::vector<int64_t> hp(static_cast<size_t>(total * kPivSlot));
        std::vector<int64_t*> pp;
        for (int64_t i = 0; i < total; ++i) pp.push_back(hp.data() + i * kPivSlot);
        BT_C(getrf)
        (layout, m.data(), n.data(), cp.data(), C.lds.data(), pp.data(), gc, sizes.data(), cinfo);
    });
}
TYPED_TEST(GpuLapack, GetrfColMajor) { check_getrf<TypeParam>(BlasColMajor); }
TYPED_TEST(GpuLapack, GetrfRowMajor) { check_getrf<TypeParam>(BlasRowMajor); }

// op(A) X = B residual of matrix i
template <class T>
double solve_ratio(const Batch<T>& A0, const Batch<T>& B0, const Batch<T>& X, int64_t i, BLAS_Trans t) {
    Dense<Z> a = zd(A0, i);
    if (t != BlasNoTrans) a = t == BlasConjTrans ? adjoint(a) : transpose(a, false);
    const Dense<Z> x = zd(X, i), b = zd(B0, i);
    return ratio(norm1(minus(mul(a, x), b)), double(a.rows), norm1(a), norm1(x), eps<T>());
}

// gesv (nrhs 1 and 3 by group): the residual, B unchanged where singular, A and the pivots bit
// for bit getrf's, info as the CPU's; then getrs with every trans on gesv's factors.
template <class T>
void check_lu_solvers(BLAS_Layout layout) {
    SCOPED_TRACE(layout_name(layout));
    QueueOf q;
    Operand<T> A = lu_matrices<T>(lu_shapes(true), layout, 21), B;
    Rng rng(22);
    std::vector<int64_t> n, nrhs, sizes;
    int64_t total = 0;
    for (const auto& g : A.groups) {
        const int64_t r = (g.rows + int64_t(sizes.size())) % 2 ? 3 : 1;
        Batch<T> b(g.count, g.rows, r, ld_for(layout, g.rows, r, 1), layout, 2);
        b.fill(rng, Fill::Real);
        B.add(std::move(b));
        n.push_back(g.rows), nrhs.push_back(r), sizes.push_back(g.count), total += g.count;
    }
    const Operand<T> A0 = A, B0 = B;
    const int64_t gc = int64_t(sizes.size());
    OnDevice<T> dA(A), dB(B), dF(A);
    Pivots piv(total), fpiv(total);
    DeviceArray<int64_t> dinfo(static_cast<size_t>(total)), finfo(static_cast<size_t>(total));
    std::vector<int64_t> info = modes_info(BblasErrorsReportAll, total);
    BT_GPU(gesv)
    (layout, n.data(), nrhs.data(), dA.pointers(), A.lds.data(), piv.pointers(), dB.pointers(), B.lds.data(),
     gc, sizes.data(), info.data(), dinfo.get(), q.q);
    EXPECT_EQ(info[0], 0);
    BT_GPU(getrf)
    (layout, n.data(), n.data(), dF.pointers(), A.lds.data(), fpiv.pointers(), gc, sizes.data(), info.data(),
     finfo.get(), q.q);
    q.sync();
    dA.download(A), dB.download(B), piv.download(), fpiv.download();
    Operand<T> F = A0;
    dF.download(F);
    int64_t p = 0;
    for (size_t g = 0; g < A.groups.size(); ++g) {
        const int64_t N = n[g];
        SCOPED_TRACE(trace("gesv n=", N, " nrhs=", nrhs[g]));
        EXPECT_TRUE(padding_untouched(A.groups[g], A0.groups[g], "A"));
        EXPECT_TRUE(padding_untouched(B.groups[g], B0.groups[g], "B"));
        EXPECT_TRUE(untouched(A.groups[g], F.groups[g], "gesv's factors against getrf's"));
        for (int64_t i = 0; i < sizes[g]; ++i) {
            for (int64_t j = 0; j < N; ++j) ASSERT_EQ(piv.at(p + i)[j], fpiv.at(p + i)[j]);
            if (i == 1 && N >= 1) {
                EXPECT_TRUE(untouched_except(B.groups[g], B0.groups[g], "B of a singular matrix",
                                             [](int64_t ii, int64_t, int64_t) { return ii != 1; }));
            } else {
                EXPECT_LT(solve_ratio(A0.groups[g], B0.groups[g], B.groups[g], i, BlasNoTrans), kRatioLimit)
                    << "matrix " << i;
            }
        }
        p += sizes[g];
    }
    const auto cpu_gesv = [&](int64_t* cinfo) {
        Operand<T> CA = A0, CB = B0;
        std::vector<T*> ap = CA.pointers(), bp = CB.pointers();
        std::vector<int64_t> hp(static_cast<size_t>(total * kPivSlot));
        std::vector<int64_t*> pp;
        for (int64_t i = 0; i < total; ++i) pp.push_back(hp.data() + i * kPivSlot);
        BT_C(gesv)
        (layout, n.data(), nrhs.data(), ap.data(), CA.lds.data(), pp.data(), bp.data(), CB.lds.data(), gc,
         sizes.data(), cinfo);
    };
    expect_lapack_info_as_cpu(q, dinfo.get(), sizes, cpu_gesv);
    expect_lapack_info_as_cpu(q, finfo.get(), sizes, cpu_gesv);
    // getrs with each trans on gesv's factors (singular matrices skipped: Inf/NaN)
    for (BLAS_Trans t : kOps) {
        SCOPED_TRACE(op_name(t));
        Operand<T> X = B0;
        OnDevice<T> dX(X);
        std::vector<BLAS_Trans> trans(size_t(gc), t);
        std::vector<int64_t> rinfo = modes_info(BblasErrorsReportAll, total);
        std::vector<int64_t> codes(static_cast<size_t>(total), 99);
        DeviceArray<int64_t> rdinfo(codes.size());
        rdinfo.upload(codes.data(), codes.size());
        BT_GPU(getrs)
        (layout, trans.data(), n.data(), nrhs.data(), dA.const_pointers(), A.lds.data(),
         reinterpret_cast<const int64_t* const*>(piv.pointers()), dX.pointers(), X.lds.data(), gc,
         sizes.data(), rinfo.data(), rdinfo.get(), q.q);
        EXPECT_EQ(rinfo[0], 0);
        q.sync();
        rdinfo.download(codes.data(), codes.size());
        EXPECT_EQ(codes, std::vector<int64_t>(codes.size(), 0)) << "getrs's dinfo";
        dX.download(X);
        for (size_t g = 0; g < A.groups.size(); ++g) {
            SCOPED_TRACE(trace("getrs n=", n[g]));
            EXPECT_TRUE(padding_untouched(X.groups[g], B0.groups[g], "B"));
            const bool singular = n[g] >= 1;  // matrix 1
            for (int64_t i = 0; i < sizes[g]; ++i)
                if (!(i == 1 && singular)) {
                    EXPECT_LT(solve_ratio(A0.groups[g], B0.groups[g], X.groups[g], i, t), kRatioLimit)
                        << "matrix " << i;
                }
            if (t == BlasNoTrans) {  // the same factors and the same steps as gesv's solve
                EXPECT_TRUE(
                    untouched_except(X.groups[g], B.groups[g], "getrs against gesv",
                                     [singular](int64_t i, int64_t, int64_t) { return singular && i == 1; }));
            }
        }
    }
}
TYPED_TEST(GpuLapack, LuSolversColMajor) { check_lu_solvers<TypeParam>(BlasColMajor); }
TYPED_TEST(GpuLapack, LuSolversRowMajor) { check_lu_solvers<TypeParam>(BlasRowMajor); }

// ----------------------------------------------------------------------------------------------
// Inversion and LU without pivoting

// getri on getrf's factors and getrf_inv on the matrices, every order of the suite and beyond
// (70, 130, 260: one matrix per block, then in place in global memory): ||A X - I|| / (n ||A||
// ||X|| eps) (LAPACK's getri test), matrix 1 singular (a zero column): its code, getri leaves
// it as getrf left it (bit for bit), getrf_inv leaves LU factors (the residual of getrf's
// pivots is not known: their columns' code); padding untouched; info as the CPU's.
template <class T>
void check_inverse(BLAS_Layout layout) {
    SCOPED_TRACE(layout_name(layout));
    QueueOf q;
    std::vector<Shape> shapes;
    for (int64_t n : kOrders) shapes.push_back({n, n});
    for (int64_t n : {70, 130, 260}) shapes.push_back({n, n});
    Operand<T> A = lu_matrices<T>(shapes, layout, 31);
    const Operand<T> A0 = A;
    std::vector<int64_t> n, sizes;
    int64_t total = 0;
    for (const auto& g : A.groups) n.push_back(g.rows), sizes.push_back(g.count), total += g.count;
    const int64_t gc = int64_t(sizes.size());
    OnDevice<T> dF(A), dI(A);
    Pivots piv(total, 260);
    DeviceArray<int64_t> finfo(static_cast<size_t>(total)), rinfo(static_cast<size_t>(total)),
        iinfo(static_cast<size_t>(total));
    std::vector<int64_t> info = modes_info(BblasErrorsReportAll, total);
    BT_GPU(getrf)
    (layout, n.data(), n.data(), dF.pointers(), A.lds.data(), piv.pointers(), gc, sizes.data(), info.data(),
     finfo.get(), q.q);
    q.sync();
    Operand<T> F = A0;
    dF.download(F);
    BT_GPU(getri)
    (layout, n.data(), dF.pointers(), A.lds.data(), reinterpret_cast<const int64_t* const*>(piv.pointers()),
     gc, sizes.data(), info.data(), rinfo.get(), q.q);
    EXPECT_EQ(info[0], 0);
    BT_GPU(getrf_inv)
    (layout, n.data(), dI.pointers(), A.lds.data(), gc, sizes.data(), info.data(), iinfo.get(), q.q);
    EXPECT_EQ(info[0], 0);
    q.sync();
    Operand<T> R = A0, I = A0;
    dF.download(R), dI.download(I);
    std::vector<int64_t> rcodes(static_cast<size_t>(total)), icodes(static_cast<size_t>(total));
    rinfo.download(rcodes.data(), rcodes.size());
    iinfo.download(icodes.data(), icodes.size());
    int64_t p = 0;
    for (size_t g = 0; g < A.groups.size(); ++g) {
        const int64_t N = n[g];
        SCOPED_TRACE(trace("n=", N));
        EXPECT_TRUE(padding_untouched(R.groups[g], A0.groups[g], "getri's A"));
        EXPECT_TRUE(padding_untouched(I.groups[g], A0.groups[g], "getrf_inv's A"));
        EXPECT_TRUE(untouched_except(R.groups[g], F.groups[g], "getri of a singular matrix",
                                     [N](int64_t i, int64_t, int64_t) { return !(i == 1 && N >= 1); }));
        for (int64_t i = 0; i < sizes[g]; ++i) {
            const int64_t code = i == 1 && N >= 1 ? planted_at(N) + 1 : 0;
            EXPECT_EQ(rcodes[size_t(p + i)], code) << "getri matrix " << i;
            EXPECT_EQ(icodes[size_t(p + i)], code) << "getrf_inv matrix " << i;
            if (code) continue;
            const Dense<Z> a = zd(A0.groups[g], i);
            for (const Batch<T>* X : {&R.groups[g], &I.groups[g]}) {
                const Dense<Z> x = zd(*X, i);
                const Dense<Z> id = dense<Z>(N, N, [](int64_t r, int64_t c) { return r == c ? Z(1) : Z(0); });
                EXPECT_LT(ratio(norm1(minus(mul(a, x), id)), double(N), norm1(a), norm1(x), eps<T>()),
                          kRatioLimit)
                    << (X == &I.groups[g] ? "getrf_inv" : "getri") << " matrix " << i;
            }
        }
        p += sizes[g];
    }
    const auto cpu = [&](bool fused) {
        return [&, fused](int64_t* cinfo) {
            Operand<T> C = fused ? A0 : F;
            std::vector<T*> cp = C.pointers();
            if (fused) {
                BT_C(getrf_inv)(layout, n.data(), cp.data(), C.lds.data(), gc, sizes.data(), cinfo);
                return;
            }
            std::vector<const int64_t*> pp;
            for (int64_t i = 0; i < total; ++i) pp.push_back(piv.at(i));
            BT_C(getri)(layout, n.data(), cp.data(), C.lds.data(), pp.data(), gc, sizes.data(), cinfo);
        };
    };
    piv.download();
    expect_lapack_info_as_cpu(q, rinfo.get(), sizes, cpu(false));
    expect_lapack_info_as_cpu(q, iinfo.get(), sizes, cpu(true));
}
TYPED_TEST(GpuLapack, InverseColMajor) { check_inverse<TypeParam>(BlasColMajor); }
TYPED_TEST(GpuLapack, InverseRowMajor) { check_inverse<TypeParam>(BlasRowMajor); }

// getrf_nopiv on diagonally dominant matrices of every shape (matrix 1 with a zero column at
// planted_at(min(m, n)): its code): ||L U - A|| / (max(m, n) ||A|| eps), padding untouched,
// info as the CPU's.
template <class T>
void check_nopiv(BLAS_Layout layout) {
    SCOPED_TRACE(layout_name(layout));
    QueueOf q;
    Operand<T> A = lu_matrices<T>(lu_shapes(false), layout, 41);
    for (auto& g : A.groups)
        for (int64_t i = 0; i < g.count; ++i)
            for (int64_t d = 0; d < std::min(g.rows, g.cols); ++d)
                if (!(i == 1 && d == planted_at(std::min(g.rows, g.cols))))
                    g.at(i, d, d) = g.at(i, d, d) + T(real_t<T>(2 * std::max(g.rows, g.cols)));
    const Operand<T> A0 = A;
    std::vector<int64_t> m, n, sizes;
    int64_t total = 0;
    for (const auto& g : A.groups)
        m.push_back(g.rows), n.push_back(g.cols), sizes.push_back(g.count), total += g.count;
    const int64_t gc = int64_t(sizes.size());
    OnDevice<T> dA(A);
    DeviceArray<int64_t> dinfo(static_cast<size_t>(total));
    std::vector<int64_t> info = modes_info(BblasErrorsReportAll, total);
    BT_GPU(getrf_nopiv)
    (layout, m.data(), n.data(), dA.pointers(), A.lds.data(), gc, sizes.data(), info.data(), dinfo.get(),
     q.q);
    EXPECT_EQ(info[0], 0);
    q.sync();
    dA.download(A);
    std::vector<int64_t> codes(static_cast<size_t>(total));
    dinfo.download(codes.data(), codes.size());
    std::vector<int64_t> identity(260);
    for (int64_t j = 0; j < 260; ++j) identity[size_t(j)] = j + 1;
    int64_t p = 0;
    for (size_t g = 0; g < A.groups.size(); ++g) {
        const Batch<T>& F = A.groups[g];
        const int64_t k = std::min(F.rows, F.cols);
        SCOPED_TRACE(trace("m=", F.rows, " n=", F.cols));
        EXPECT_TRUE(padding_untouched(F, A0.groups[g], "A"));
        for (int64_t i = 0; i < F.count; ++i) {
            EXPECT_EQ(codes[size_t(p + i)], i == 1 && k >= 1 ? planted_at(k) + 1 : 0) << "matrix " << i;
            EXPECT_LT(lu_ratio(F, A0.groups[g], i, identity.data()), kRatioLimit) << "matrix " << i;
        }
        p += F.count;
    }
    expect_lapack_info_as_cpu(q, dinfo.get(), sizes, [&](int64_t* cinfo) {
        Operand<T> C = A0;
        std::vector<T*> cp = C.pointers();
        BT_C(getrf_nopiv)(layout, m.data(), n.data(), cp.data(), C.lds.data(), gc, sizes.data(), cinfo);
    });
}
TYPED_TEST(GpuLapack, NoPivotColMajor) { check_nopiv<TypeParam>(BlasColMajor); }
TYPED_TEST(GpuLapack, NoPivotRowMajor) { check_nopiv<TypeParam>(BlasRowMajor); }

// ----------------------------------------------------------------------------------------------
// Cholesky

// S = M M^H + n I, matrix 1 of each group with S(j, j) = -1 at j = planted_at(n) (the leading
// minor of order j + 1 is then not positive definite). The other triangle of the storage is NaN.
template <class T>
Operand<T> spd_matrices(BLAS_Layout layout, BLAS_Uplo uplo, uint64_t seed,
                        const std::vector<int64_t>& orders = {std::begin(kOrders), std::end(kOrders)}) {
    Operand<T> A;
    Rng rng(seed);
    for (int64_t n : orders) {
        Batch<T> b(count_for(n), n, n, ld_for(layout, n, n, 2), layout, 3);
        for (int64_t i = 0; i < b.count; ++i) {
            const Dense<Z> M = dense<Z>(n, n, [&](int64_t, int64_t) { return z(rng.value<T>(Fill::Real)); });
            Dense<Z> S = mul(M, adjoint(M));
            for (int64_t d = 0; d < n; ++d) S(d, d) = Z(S(d, d).real() + double(n), 0);
            if (i == 1 && n > 0) S(planted_at(n), planted_at(n)) = Z(-1, 0);
            for (int64_t c = 0; c < n; ++c)
                for (int64_t r = 0; r < n; ++r)
                    if (in_region(region_of(uplo), r, c)) b.at(i, r, c) = from_z<T>(S(r, c));
        }
        A.add(std::move(b));
    }
    return A;
}

// potrf, posv (nrhs 1 and 3 by group) and potrs: the residuals; the other triangle and the
// padding untouched; posv's factor bit for bit potrf's, potrs's solution posv's; a failing
// matrix as the CPU leaves it (factored columns close to the CPU's, its pivot in A(j, j), later
// columns and B unchanged); dinfo and every info mode as the CPU's.
template <class T>
void check_cholesky(BLAS_Layout layout, BLAS_Uplo uplo) {
    SCOPED_TRACE(trace(layout_name(layout), " ", uplo_name(uplo)));
    QueueOf q;
    Operand<T> A = spd_matrices<T>(layout, uplo, 41), B;
    Rng rng(42);
    std::vector<int64_t> n, nrhs, sizes;
    int64_t total = 0;
    for (const auto& g : A.groups) {
        const int64_t r = (g.rows + int64_t(sizes.size())) % 2 ? 3 : 1;
        Batch<T> b(g.count, g.rows, r, ld_for(layout, g.rows, r, 1), layout, 2);
        b.fill(rng, Fill::Real);
        B.add(std::move(b));
        n.push_back(g.rows), nrhs.push_back(r), sizes.push_back(g.count), total += g.count;
    }
    const Operand<T> A0 = A, B0 = B;
    const int64_t gc = int64_t(sizes.size());
    std::vector<BLAS_Uplo> up(size_t(gc), uplo);
    const Region tri = region_of(uplo);
    OnDevice<T> dF(A), dA(A), dB(B);
    DeviceArray<int64_t> finfo(static_cast<size_t>(total)), sinfo(static_cast<size_t>(total));
    std::vector<int64_t> info = modes_info(BblasErrorsReportAll, total);
    BT_GPU(potrf)
    (layout, up.data(), n.data(), dF.pointers(), A.lds.data(), gc, sizes.data(), info.data(), finfo.get(),
     q.q);
    EXPECT_EQ(info[0], 0);
    BT_GPU(posv)
    (layout, up.data(), n.data(), nrhs.data(), dA.pointers(), A.lds.data(), dB.pointers(), B.lds.data(), gc,
     sizes.data(), info.data(), sinfo.get(), q.q);
    EXPECT_EQ(info[0], 0);
    q.sync();
    Operand<T> F = A0;
    dF.download(F), dA.download(A), dB.download(B);
    // the CPU's potrf on the same inputs
    Operand<T> C = A0;
    {
        std::vector<T*> cp = C.pointers();
        std::vector<int64_t> cinfo = modes_info(BblasErrorsReportAll, total);
        BT_C(potrf)(layout, up.data(), n.data(), cp.data(), C.lds.data(), gc, sizes.data(), cinfo.data());
    }
    for (size_t g = 0; g < A.groups.size(); ++g) {
        const int64_t N = n[g];
        SCOPED_TRACE(trace("n=", N, " nrhs=", nrhs[g]));
        const Batch<T>&Fg = F.groups[g], &A0g = A0.groups[g], &Cg = C.groups[g];
        const auto in_tri = [&](int64_t, int64_t r, int64_t c) { return in_region(tri, r, c); };
        EXPECT_TRUE(untouched_except(Fg, A0g, "potrf A (other triangle, padding)", in_tri));
        EXPECT_TRUE(untouched_except(A.groups[g], A0g, "posv A (other triangle, padding)", in_tri));
        EXPECT_TRUE(padding_untouched(B.groups[g], B0.groups[g], "B"));
        EXPECT_TRUE(untouched(A.groups[g], Fg, "posv's factor against potrf's"));
        for (int64_t i = 0; i < sizes[g]; ++i) {
            if (i == 1 && N > 0) {
                // as the CPU leaves it: columns before j factored (close to the CPU's), the failed
                // pivot at (j, j), the rest unchanged; B unchanged
                const int64_t j = planted_at(N);
                for (int64_t c = 0; c < N; ++c)
                    for (int64_t r = 0; r < N; ++r) {
                        if (!in_region(tri, r, c)) continue;
                        const int64_t col = uplo == BlasLower ? c : r;  // column of the lower factor
                        const int64_t row = uplo == BlasLower ? r : c;
                        if (col < j || (col == j && row == j)) {
                            // factored columns: within the factorisation's error of the CPU's;
                            // the failed pivot as test_lapack.cc compares it with LAPACKE's
                            const double cpu = std::abs(z(Cg.at(i, r, c)));
                            const double tol =
                                col < j ? 64 * double(N) * eps<T>() * (1 + std::sqrt(2.0 * double(N)))
                                        : 1e-3 * (1 + cpu);
                            ASSERT_LE(std::abs(z(Fg.at(i, r, c)) - z(Cg.at(i, r, c))), tol) << r << "," << c;
                        } else {
                            ASSERT_TRUE(same_bits(Fg.at(i, r, c), A0g.at(i, r, c))) << r << "," << c;
                        }
                    }
                EXPECT_TRUE(untouched_except(B.groups[g], B0.groups[g], "B of an indefinite matrix",
                                             [](int64_t ii, int64_t, int64_t) { return ii != 1; }));
                continue;
            }
            const Dense<Z> L = dense<Z>(N, N, [&](int64_t r, int64_t c) {
                if (uplo == BlasLower) return r >= c ? z(Fg.at(i, r, c)) : Z(0);
                return r >= c ? std::conj(z(Fg.at(i, c, r))) : Z(0);
            });
            const Dense<Z> a = dense<Z>(N, N, [&](int64_t r, int64_t c) {
                const bool stored = in_region(tri, r, c);
                const Z v = z(A0g.at(i, stored ? r : c, stored ? c : r));
                return r == c ? Z(v.real(), 0) : stored ? v : std::conj(v);
            });
            EXPECT_LT(ratio(norm1(minus(mul(L, adjoint(L)), a)), double(N), norm1(a), 1, eps<T>()),
                      kRatioLimit)
                << "potrf matrix " << i;
            const Dense<Z> x = zd(B.groups[g], i), b = zd(B0.groups[g], i);
            EXPECT_LT(ratio(norm1(minus(mul(a, x), b)), double(N), norm1(a), norm1(x), eps<T>()), kRatioLimit)
                << "posv matrix " << i;
        }
    }
    const auto cpu = [&](bool solve) {
        return [&, solve](int64_t* cinfo) {
            Operand<T> CA = A0, CB = B0;
            std::vector<T*> ap = CA.pointers(), bp = CB.pointers();
            if (solve) BT_C(posv)
            (layout, up.data(), n.data(), nrhs.data(), ap.data(), CA.lds.data(), bp.data(), CB.lds.data(), gc,
             sizes.data(), cinfo);
            else BT_C(potrf)(layout, up.data(), n.data(), ap.data(), CA.lds.data(), gc, sizes.data(), cinfo);
        };
    };
    expect_lapack_info_as_cpu(q, finfo.get(), sizes, cpu(false));
    expect_lapack_info_as_cpu(q, sinfo.get(), sizes, cpu(true));
    // potrs on potrf's factors: posv's solution bit for bit (the same steps on the same factor)
    Operand<T> X = B0;
    OnDevice<T> dX(X);
    std::vector<int64_t> rinfo = modes_info(BblasErrorsReportAll, total);
    std::vector<int64_t> codes(static_cast<size_t>(total), 99);
    DeviceArray<int64_t> rdinfo(codes.size());
    rdinfo.upload(codes.data(), codes.size());
    BT_GPU(potrs)
    (layout, up.data(), n.data(), nrhs.data(), dF.const_pointers(), A.lds.data(), dX.pointers(), X.lds.data(),
     gc, sizes.data(), rinfo.data(), rdinfo.get(), q.q);
    EXPECT_EQ(rinfo[0], 0);
    q.sync();
    rdinfo.download(codes.data(), codes.size());
    EXPECT_EQ(codes, std::vector<int64_t>(codes.size(), 0)) << "potrs's dinfo";
    dX.download(X);
    for (size_t g = 0; g < A.groups.size(); ++g) {
        SCOPED_TRACE(trace("potrs n=", n[g]));
        EXPECT_TRUE(untouched_except(X.groups[g], B.groups[g], "potrs against posv",
                                     [&](int64_t i, int64_t, int64_t) { return i == 1 && n[g] > 0; }));
    }
}
TYPED_TEST(GpuLapack, CholeskyColMajorLower) { check_cholesky<TypeParam>(BlasColMajor, BlasLower); }
TYPED_TEST(GpuLapack, CholeskyColMajorUpper) { check_cholesky<TypeParam>(BlasColMajor, BlasUpper); }
TYPED_TEST(GpuLapack, CholeskyRowMajorLower) { check_cholesky<TypeParam>(BlasRowMajor, BlasLower); }
TYPED_TEST(GpuLapack, CholeskyRowMajorUpper) { check_cholesky<TypeParam>(BlasRowMajor, BlasUpper); }

// A call whose middle group has an argument error (A_ld too small) and whose last is empty: info
// (host) as the CPU's, the numerical codes of the valid group in dinfo, 0 for every other entry
// (dinfo filled with 99 before); bblas_cuda_lapack_info reports only the numerical failure.
TYPED_TEST(GpuLapack, ArgumentErrorGroupAndDinfo) {
    using T = TypeParam;
    QueueOf q;
    const BLAS_Layout L = BlasColMajor;
    Operand<T> A = lu_matrices<T>({{4, 4}, {3, 3}, {0, 0}}, L, 101);
    const Operand<T> A0 = A;
    std::vector<int64_t> n{4, 3, 0}, sizes, lds = A.lds;
    lds[1] = 2;  // group 1: A_ld < n
    int64_t total = 0;
    for (const auto& g : A.groups) sizes.push_back(g.count), total += g.count;
    OnDevice<T> dA(A);
    Pivots piv(total);
    std::vector<int64_t> fill(static_cast<size_t>(total), 99);
    DeviceArray<int64_t> dinfo(fill.size());
    dinfo.upload(fill.data(), fill.size());
    std::vector<int64_t> gpu = modes_info(BblasErrorsReportAll, total), cpu = gpu;
    BT_GPU(getrf)
    (L, n.data(), n.data(), dA.pointers(), lds.data(), piv.pointers(), 3, sizes.data(), gpu.data(),
     dinfo.get(), q.q);
    std::vector<T*> cp = A.pointers();
    std::vector<int64_t*> pp = piv.host_pointers();
    BT_C(getrf)(L, n.data(), n.data(), cp.data(), lds.data(), pp.data(), 3, sizes.data(), cpu.data());
    EXPECT_EQ(gpu[0], 2);  // the first group with an error: group 1's argument (group 0's numerical
                           // failure is not known to the host call)
    for (int64_t i = 0; i < total; ++i)
        if (i >= sizes[0]) {  // group 0's entries: numerical codes on the CPU, 0 here
            EXPECT_EQ(gpu[size_t(1 + i)], cpu[size_t(1 + i)]) << "entry " << i;
        }
    q.sync();
    std::vector<int64_t> codes(fill.size());
    dinfo.download(codes.data(), codes.size());
    for (int64_t i = 0; i < total; ++i)
        EXPECT_EQ(codes[size_t(i)], i == 1 ? planted_at(4) + 1 : 0) << "dinfo " << i;
    std::vector<int64_t> num = modes_info(BblasErrorsReportGroup, total);
    ASSERT_EQ(bblas_cuda_lapack_info(q.q, dinfo.get(), 3, sizes.data(), num.data()), 0);
    EXPECT_EQ(num[0], 1);
    EXPECT_EQ(num[1], planted_at(4) + 1);
    EXPECT_EQ(num[2], 0);
    EXPECT_EQ(num[3], 0);
    Operand<T> after = A0;
    dA.download(after);
    EXPECT_TRUE(untouched(after.groups[1], A0.groups[1], "the invalid group's A"));
}

// ----------------------------------------------------------------------------------------------
// Orders beyond 64: the same kernels with one matrix per block beyond 48 KiB of shared memory,
// and in place in global memory beyond 200 KiB (s, d, c at n = 260; z from 130): gesv, getrs
// (conjugate transpose), posv (upper) and potrs, residuals and dinfo (matrix 1 of each group
// singular or indefinite), both layouts.
template <class T>
void check_large_orders(BLAS_Layout layout) {
    SCOPED_TRACE(layout_name(layout));
    QueueOf q;
    const std::vector<int64_t> orders{70, 130, 260};
    std::vector<Shape> shapes;
    for (int64_t n : orders) shapes.push_back({n, n});
    for (const bool chol : {false, true}) {
        SCOPED_TRACE(chol ? "posv, potrs" : "gesv, getrs");
        const BLAS_Uplo uplo = BlasUpper;
        Operand<T> A = chol ? spd_matrices<T>(layout, uplo, 91, orders) : lu_matrices<T>(shapes, layout, 92),
                   B;
        Rng rng(93);
        std::vector<int64_t> n, nrhs, sizes;
        int64_t total = 0;
        for (const auto& g : A.groups) {
            Batch<T> b(g.count, g.rows, 2, ld_for(layout, g.rows, 2, 1), layout, 2);
            b.fill(rng, Fill::Real);
            B.add(std::move(b));
            n.push_back(g.rows), nrhs.push_back(2), sizes.push_back(g.count), total += g.count;
        }
        const Operand<T> A0 = A, B0 = B;
        const int64_t gc = int64_t(sizes.size());
        const std::vector<BLAS_Uplo> up(static_cast<size_t>(gc), uplo);
        const std::vector<BLAS_Trans> trans(static_cast<size_t>(gc), BlasConjTrans);
        OnDevice<T> dA(A), dB(B), dX(B);
        Pivots piv(total, orders.back());  // a slot for the largest order's pivots
        DeviceArray<int64_t> dinfo(static_cast<size_t>(total));
        std::vector<int64_t> info = modes_info(BblasErrorsReportAll, total);
        if (chol) {
            BT_GPU(posv)
            (layout, up.data(), n.data(), nrhs.data(), dA.pointers(), A.lds.data(), dB.pointers(),
             B.lds.data(), gc, sizes.data(), info.data(), dinfo.get(), q.q);
            BT_GPU(potrs)
            (layout, up.data(), n.data(), nrhs.data(), dA.const_pointers(), A.lds.data(), dX.pointers(),
             B.lds.data(), gc, sizes.data(), info.data(), nullptr, q.q);
        } else {
            BT_GPU(gesv)
            (layout, n.data(), nrhs.data(), dA.pointers(), A.lds.data(), piv.pointers(), dB.pointers(),
             B.lds.data(), gc, sizes.data(), info.data(), dinfo.get(), q.q);
            BT_GPU(getrs)
            (layout, trans.data(), n.data(), nrhs.data(), dA.const_pointers(), A.lds.data(),
             reinterpret_cast<const int64_t* const*>(piv.pointers()), dX.pointers(), B.lds.data(), gc,
             sizes.data(), info.data(), nullptr, q.q);
        }
        EXPECT_EQ(info[0], 0);
        q.sync();
        Operand<T> X = B0;
        dA.download(A), dB.download(B), dX.download(X);
        std::vector<int64_t> codes(static_cast<size_t>(total));
        dinfo.download(codes.data(), codes.size());
        int64_t p = 0;
        for (size_t g = 0; g < A.groups.size(); ++g) {
            SCOPED_TRACE(trace("n=", n[g]));
            EXPECT_TRUE(padding_untouched(B.groups[g], B0.groups[g], "B"));
            for (int64_t i = 0; i < sizes[g]; ++i) {
                EXPECT_EQ(codes[size_t(p + i)], i == 1 ? planted_at(n[g]) + 1 : 0) << "matrix " << i;
                if (i == 1) continue;
                Dense<Z> a = zd(A0.groups[g], i);
                if (chol)  // the Hermitian matrix from its upper triangle
                    for (int64_t c = 0; c < n[g]; ++c)
                        for (int64_t r = c; r < n[g]; ++r)
                            a(r, c) = r == c ? Z(a(r, c).real(), 0) : std::conj(a(c, r));
                const Dense<Z> x = zd(B.groups[g], i), b = zd(B0.groups[g], i);
                EXPECT_LT(ratio(norm1(minus(mul(a, x), b)), double(n[g]), norm1(a), norm1(x), eps<T>()),
                          kRatioLimit)
                    << (chol ? "posv" : "gesv") << " matrix " << i;
                const Dense<Z> oa = chol ? a : adjoint(a), y = zd(X.groups[g], i);
                EXPECT_LT(ratio(norm1(minus(mul(oa, y), b)), double(n[g]), norm1(oa), norm1(y), eps<T>()),
                          kRatioLimit)
                    << (chol ? "potrs" : "getrs") << " matrix " << i;
            }
            p += sizes[g];
        }
    }
}
TYPED_TEST(GpuLapack, LargeOrdersColMajor) { check_large_orders<TypeParam>(BlasColMajor); }
TYPED_TEST(GpuLapack, LargeOrdersRowMajor) { check_large_orders<TypeParam>(BlasRowMajor); }

// ----------------------------------------------------------------------------------------------
// The interleaved forms (check_strided runs them beside the others)

// Every logical element of `a` within tol * max |b| of b's (NaN where b has NaN), the padding
// bit for bit.
template <class T>
::testing::AssertionResult near(const Batch<T>& a, const Batch<T>& b, double tol) {
    double scale = 0;
    for (int64_t i = 0; i < b.count; ++i)
        for (int64_t c = 0; c < b.cols; ++c)
            for (int64_t r = 0; r < b.rows; ++r) scale = std::max(scale, absd(b.at(i, r, c)));
    const auto far = [&](int64_t i, int64_t r, int64_t c) {
        const double d = absd(a.at(i, r, c) - b.at(i, r, c));
        return std::isnan(absd(b.at(i, r, c))) ? !std::isnan(absd(a.at(i, r, c))) : !(d <= tol * scale);
    };
    for (int64_t i = 0; i < b.count; ++i)
        for (int64_t c = 0; c < b.cols; ++c)
            for (int64_t r = 0; r < b.rows; ++r)
                if (far(i, r, c))
                    return ::testing::AssertionFailure()
                           << "matrix " << i << " (" << r << "," << c << "): " << str(a.at(i, r, c)) << " vs "
                           << str(b.at(i, r, c)) << " (tolerance " << tol * scale << ")";
    return untouched_except(a, b, "padding", [](int64_t, int64_t, int64_t) { return true; });
}

// Routine `routine` (check_strided's numbering) in the interleaved form on the count dense
// matrices at pa (n x n, lda) and pb (n x R, ldb), packed first (padding lanes NaN, checked to
// stay NaN) and unpacked after; the pivots at dp (stride ps; getrs and getri read piv, which
// gets the identity but one interchange).
template <class T>
void run_interleaved(int routine, BLAS_Layout layout, int64_t N, int64_t R, T* const* pa, int64_t lda,
                     T* const* pb, int64_t ldb, int64_t* dp, int64_t ps, int64_t count,
                     std::vector<int64_t>& piv, int64_t* info, int64_t* dinfo, const QueueOf& q) {
    using Real = real_t<T>;
    const auto size = pick<T>(bblas_cuda_interleaved_size_r32, bblas_cuda_interleaved_size_r64,
                              bblas_cuda_interleaved_size_c32, bblas_cuda_interleaved_size_c64);
    const auto pack = pick<T>(bblas_cuda_interleaved_pack_r32, bblas_cuda_interleaved_pack_r64,
                              bblas_cuda_interleaved_pack_c32, bblas_cuda_interleaved_pack_c64);
    const auto unpack = pick<T>(bblas_cuda_interleaved_unpack_r32, bblas_cuda_interleaved_unpack_r64,
                                bblas_cuda_interleaved_unpack_c32, bblas_cuda_interleaved_unpack_c64);
    const int64_t na = size(count, N, N, 0), nb = size(count, N, R, 0);
    std::vector<Real> nan_a(static_cast<size_t>(na), std::numeric_limits<Real>::quiet_NaN()),
        nan_b(static_cast<size_t>(nb), std::numeric_limits<Real>::quiet_NaN());
    DeviceArray<Real> ia(nan_a.size()), ib(nan_b.size());
    ia.upload(nan_a.data(), nan_a.size()), ib.upload(nan_b.data(), nan_b.size());
    int64_t pinfo = 0;
    pack(layout, count, N, N, reinterpret_cast<const T* const*>(pa), lda, ia.get(), 0, &pinfo, q.q);
    EXPECT_EQ(pinfo, 0);
    pack(layout, count, N, R, reinterpret_cast<const T* const*>(pb), ldb, ib.get(), 0, &pinfo, q.q);
    EXPECT_EQ(pinfo, 0);
    const BLAS_Uplo uplo = BlasLower;
    const BLAS_Trans trans = BlasConjTrans;
    Real *a = ia.get(), *b = ib.get();
    if (routine == 5 || routine == 6) {
        for (int64_t i = 0; i < count; ++i)
            for (int64_t j = 0; j < N; ++j) piv[size_t(i * ps + j)] = j == 0 ? N : j + 1;
        cuda_ok(cudaMemcpy(dp, piv.data(), piv.size() * sizeof(int64_t), cudaMemcpyHostToDevice), "pivots");
        cuda_ok(cudaDeviceSynchronize(), "pivots");  // the queue does not wait for the legacy stream
    }
    switch (routine) {
        case 0:
            BT_GPU_INTERLEAVED(potrf)(layout, uplo, N, a, count, 0, info, dinfo, q.q);
            break;
        case 1:
            BT_GPU_INTERLEAVED(posv)(layout, uplo, N, R, a, b, count, 0, info, dinfo, q.q);
            break;
        case 2:
            BT_GPU_INTERLEAVED(potrs)(layout, uplo, N, R, a, b, count, 0, info, dinfo, q.q);
            break;
        case 3:
            BT_GPU_INTERLEAVED(getrf)(layout, N, N, a, dp, ps, count, 0, info, dinfo, q.q);
            break;
        case 4:
            BT_GPU_INTERLEAVED(gesv)(layout, N, R, a, dp, ps, b, count, 0, info, dinfo, q.q);
            break;
        case 5:
            BT_GPU_INTERLEAVED(getrs)(layout, trans, N, R, a, dp, ps, b, count, 0, info, dinfo, q.q);
            break;
        case 6:
            BT_GPU_INTERLEAVED(getri)(layout, N, a, dp, ps, count, 0, info, dinfo, q.q);
            break;
        case 7:
            BT_GPU_INTERLEAVED(getrf_inv)(layout, N, a, count, 0, info, dinfo, q.q);
            break;
        default:
            BT_GPU_INTERLEAVED(getrf_nopiv)(layout, N, N, a, count, 0, info, dinfo, q.q);
    }
    unpack(layout, count, N, N, a, 0, pa, lda, &pinfo, q.q);
    EXPECT_EQ(pinfo, 0);
    unpack(layout, count, N, R, b, 0, pb, ldb, &pinfo, q.q);
    EXPECT_EQ(pinfo, 0);
    q.sync();
    // the padding lanes of the last block (the lanes past count) still NaN
    for (auto [arr, rows, cols, total] : {std::tuple{&ia, N, N, na}, std::tuple{&ib, N, R, nb}}) {
        std::vector<Real> h(static_cast<size_t>(total));
        arr->download(h.data(), h.size());
        const int64_t w = bblas::InterleavedBatch<T>::default_block, blocks = (count + w - 1) / w;
        const int64_t per = rows * cols * w * (is_complex_v<T> ? 2 : 1);
        int64_t written = 0;
        for (int64_t lane = count; lane < blocks * w; ++lane)
            for (int64_t e = 0; e < per / w; ++e)
                written += !std::isnan(h[size_t((blocks - 1) * per + e * w + lane % w)]);
        EXPECT_EQ(written, 0) << "padding lanes written";
    }
}

// ----------------------------------------------------------------------------------------------
// The strided forms: bit for bit the group form on the same matrices (one group), with
// dinfo, for n = 5 and 33, both layouts, every routine (getri takes the matrices as factors);
// the interleaved forms within a few eps of it, with the same pivots and dinfo.
template <class T>
void check_strided(BLAS_Layout layout, int64_t N) {
    SCOPED_TRACE(trace(layout_name(layout), " n=", N));
    QueueOf q;
    const int64_t count = 6, R = 3;
    Rng rng(51);
    Batch<T> A(count, N, N, ld_for(layout, N, N, 1), layout, 2),
        B(count, N, R, ld_for(layout, N, R, 2), layout, 1);
    A.fill(rng, Fill::Real), B.fill(rng, Fill::Real);
    for (int64_t i = 0; i < count; ++i)
        for (int64_t d = 0; d < N; ++d) A.at(i, d, d) = A.at(i, d, d) + T(real_t<T>(2 * N));  // SPD-ish
    for (int64_t r = 0; r < N; ++r) A.at(1, r, planted_at(N)) = T(0), A.at(1, planted_at(N), r) = T(0);
    for (int64_t c = 0; c < N; ++c)  // symmetric (Hermitian) for the Cholesky family
        for (int64_t r = 0; r < c; ++r)
            for (int64_t i = 0; i < count; ++i) A.at(i, r, c) = conj_if(A.at(i, c, r));
    for (int64_t i = 0; i < count; ++i)
        for (int64_t d = 0; d < N; ++d) A.at(i, d, d) = T(re(A.at(i, d, d)));
    const std::vector<int64_t> sizes{count};
    const int64_t piv_stride = N + 3;
    // each routine in both forms on fresh copies; the results compared bit for bit
    struct Result {
        Batch<T> A, B;
        std::vector<int64_t> piv, dinfo;
    };
    // The interleaved form (`interleaved`): A and B packed into interleaved arrays (NaN in the
    // padding lanes, which must stay NaN), the call, and the arrays unpacked into the dense ones.
    const auto run = [&](int routine, bool strided, bool interleaved = false) {
        Result out{A, B, std::vector<int64_t>(size_t(count * piv_stride), -7),
                   std::vector<int64_t>(static_cast<size_t>(count))};
        DeviceBatch<T> dA(A), dB(B);
        DeviceArray<int64_t> dp(out.piv.size()), dinfo(static_cast<size_t>(count));
        dp.upload(out.piv.data(), out.piv.size());
        std::vector<T*> pa, pb;
        std::vector<int64_t*> pp;
        for (int64_t i = 0; i < count; ++i)
            pa.push_back(dA.ptr(A, i)), pb.push_back(dB.ptr(B, i)), pp.push_back(dp.get() + i * piv_stride);
        DeviceArray<T*> dpa(static_cast<size_t>(count)), dpb(static_cast<size_t>(count));
        DeviceArray<int64_t*> dpp(static_cast<size_t>(count));
        dpa.upload(pa.data(), pa.size()), dpb.upload(pb.data(), pb.size()), dpp.upload(pp.data(), pp.size());
        std::vector<int64_t> info = modes_info(BblasErrorsReportAll, count);
        const BLAS_Uplo uplo = BlasLower;
        const BLAS_Trans trans = BlasConjTrans;
        const int64_t lda = A.ld, ldb = B.ld, sa = A.stride, sb = B.stride;
        T* a0 = dA.ptr(A, 0);
        T* b0 = dB.ptr(B, 0);
        if (interleaved) {
            run_interleaved(routine, layout, N, R, dpa.get(), lda, dpb.get(), ldb, dp.get(), piv_stride,
                            count, out.piv, info.data(), dinfo.get(), q);
            routine = -1;  // done
        }
        switch (routine) {
            case -1:
                break;
            case 0:
                if (strided)
                    BT_GPU_STRIDED(potrf)(layout, uplo, N, a0, lda, sa, count, info.data(), dinfo.get(), q.q);
                else BT_GPU(potrf)
                (layout, &uplo, &N, dpa.get(), &lda, 1, sizes.data(), info.data(), dinfo.get(), q.q);
                break;
            case 1:
                if (strided) BT_GPU_STRIDED(posv)
                (layout, uplo, N, R, a0, lda, sa, b0, ldb, sb, count, info.data(), dinfo.get(), q.q);
                else BT_GPU(posv)(layout, &uplo, &N, &R, dpa.get(), &lda, dpb.get(), &ldb, 1, sizes.data(),
                                  info.data(), dinfo.get(), q.q);
                break;
            case 2:
                if (strided) BT_GPU_STRIDED(potrs)
                (layout, uplo, N, R, a0, lda, sa, b0, ldb, sb, count, info.data(), dinfo.get(), q.q);
                else BT_GPU(potrs)(layout, &uplo, &N, &R, dpa.get(), &lda, dpb.get(), &ldb, 1, sizes.data(),
                                   info.data(), dinfo.get(), q.q);
                break;
            case 3:
                if (strided) BT_GPU_STRIDED(getrf)
                (layout, N, N, a0, lda, sa, dp.get(), piv_stride, count, info.data(), dinfo.get(), q.q);
                else BT_GPU(getrf)(layout, &N, &N, dpa.get(), &lda, dpp.get(), 1, sizes.data(), info.data(),
                                   dinfo.get(), q.q);
                break;
            case 4:
                if (strided) BT_GPU_STRIDED(gesv)
                (layout, N, R, a0, lda, sa, dp.get(), piv_stride, b0, ldb, sb, count, info.data(),
                 dinfo.get(), q.q);
                else BT_GPU(gesv)(layout, &N, &R, dpa.get(), &lda, dpp.get(), dpb.get(), &ldb, 1,
                                  sizes.data(), info.data(), dinfo.get(), q.q);
                break;
            case 5:
            case 6: {
                // pivots of the identity permutation but one interchange, so that getrs and getri
                // apply some (getri takes A as getrf's factors)
                for (int64_t i = 0; i < count; ++i)
                    for (int64_t j = 0; j < N; ++j) out.piv[size_t(i * piv_stride + j)] = j == 0 ? N : j + 1;
                dp.upload(out.piv.data(), out.piv.size());
                const auto cpiv = reinterpret_cast<const int64_t* const*>(dpp.get());
                if (routine == 6) {
                    if (strided) BT_GPU_STRIDED(getri)
                    (layout, N, a0, lda, sa, dp.get(), piv_stride, count, info.data(), dinfo.get(), q.q);
                    else BT_GPU(getri)(layout, &N, dpa.get(), &lda, cpiv, 1, sizes.data(), info.data(),
                                       dinfo.get(), q.q);
                } else if (strided) {
                    BT_GPU_STRIDED(getrs)
                    (layout, trans, N, R, a0, lda, sa, dp.get(), piv_stride, b0, ldb, sb, count, info.data(),
                     dinfo.get(), q.q);
                } else {
                    BT_GPU(getrs)
                    (layout, &trans, &N, &R, reinterpret_cast<const T* const*>(dpa.get()), &lda, cpiv,
                     dpb.get(), &ldb, 1, sizes.data(), info.data(), dinfo.get(), q.q);
                }
                break;
            }
            case 7:
                if (strided)
                    BT_GPU_STRIDED(getrf_inv)(layout, N, a0, lda, sa, count, info.data(), dinfo.get(), q.q);
                else BT_GPU(getrf_inv)
                (layout, &N, dpa.get(), &lda, 1, sizes.data(), info.data(), dinfo.get(), q.q);
                break;
            default:
                if (strided) BT_GPU_STRIDED(getrf_nopiv)
                (layout, N, N, a0, lda, sa, count, info.data(), dinfo.get(), q.q);
                else BT_GPU(getrf_nopiv)(layout, &N, &N, dpa.get(), &lda, 1, sizes.data(), info.data(),
                                         dinfo.get(), q.q);
        }
        EXPECT_EQ(info[0], 0);
        q.sync();
        dA.download(out.A), dB.download(out.B);
        dp.download(out.piv.data(), out.piv.size());
        dinfo.download(out.dinfo.data(), out.dinfo.size());
        return out;
    };
    static const char* names[] = {"potrf", "posv",  "potrs",     "getrf",      "gesv",
                                  "getrs", "getri", "getrf_inv", "getrf_nopiv"};
    for (int routine = 0; routine < 9; ++routine) {
        SCOPED_TRACE(names[routine]);
        const Result g = run(routine, false), s = run(routine, true), i = run(routine, false, true);
        EXPECT_TRUE(untouched(s.A, g.A, "A"));
        EXPECT_TRUE(untouched(s.B, g.B, "B"));
        EXPECT_EQ(s.piv, g.piv);
        EXPECT_EQ(s.dinfo, g.dinfo);
        // the factorisations: matrix 1's planted failure; the solves: no numerical info
        EXPECT_EQ(s.dinfo[1], routine != 2 && routine != 5 ? planted_at(N) + 1 : 0);
        // the interleaved form: other kernels (a thread per matrix), the same steps but where the
        // group form's register kernels sum in another order (posv's L^H solve)
        SCOPED_TRACE("interleaved");
        EXPECT_TRUE(near(i.A, g.A, 64 * double(N) * eps<T>()));
        EXPECT_TRUE(near(i.B, g.B, 64 * double(N) * eps<T>()));
        EXPECT_EQ(i.piv, g.piv);
        EXPECT_EQ(i.dinfo, g.dinfo);
    }
}
TYPED_TEST(GpuLapack, StridedFormsAsTheGroupForm) {
    for (const BLAS_Layout L : kLayouts)
        for (const int64_t n : {5, 33}) check_strided<TypeParam>(L, n);
}

// 70,000 matrices of order 2 (beyond 65,535) and 3: potrf and getrf strided, a failure planted
// in the last matrix, dinfo and the residual of every matrix.
TYPED_TEST(GpuLapack, LargeBatch) {
    using T = TypeParam;
    QueueOf q;
    for (const int64_t N : {2, 3}) {
        SCOPED_TRACE(trace("n=", N));
        const int64_t count = 70000;
        Rng rng(61);
        Batch<T> A(count, N, N, N, BlasColMajor);
        A.fill(rng, Fill::Real);
        for (int64_t i = 0; i < count; ++i) {
            for (int64_t c = 0; c < N; ++c)
                for (int64_t r = 0; r < c; ++r) A.at(i, r, c) = conj_if(A.at(i, c, r));
            for (int64_t d = 0; d < N; ++d) A.at(i, d, d) = T(real_t<T>(re(A.at(i, d, d)) + 2 * N));
        }
        A.at(count - 1, N - 1, N - 1) = T(real_t<T>(-5));
        for (int64_t r = 0; r < N; ++r) A.at(count - 2, r, 0) = T(0);  // getrf's singular one
        for (const bool lu : {false, true}) {
            SCOPED_TRACE(lu ? "getrf" : "potrf");
            Batch<T> F = A;
            DeviceBatch<T> dA(F);
            DeviceArray<int64_t> dp(static_cast<size_t>(count * N)), dinfo(static_cast<size_t>(count));
            std::vector<int64_t> info = modes_info(BblasErrorsReportAll, count);
            if (lu) BT_GPU_STRIDED(getrf)
            (BlasColMajor, N, N, dA.ptr(F, 0), N, F.stride, dp.get(), N, count, info.data(), dinfo.get(),
             q.q);
            else BT_GPU_STRIDED(potrf)(BlasColMajor, BlasLower, N, dA.ptr(F, 0), N, F.stride, count,
                                       info.data(), dinfo.get(), q.q);
            EXPECT_EQ(info[0], 0);
            q.sync();
            dA.download(F);
            std::vector<int64_t> codes(static_cast<size_t>(count)), piv(static_cast<size_t>(count * N));
            dinfo.download(codes.data(), codes.size());
            dp.download(piv.data(), piv.size());
            int64_t bad = 0;
            for (int64_t i = 0; i < count && bad < 5; ++i) {
                // matrix count - 2: a zero first column (also a zero pivot for potrf); count - 1:
                // A(n, n) = -5 (indefinite, still non-singular)
                const int64_t expect = i == count - 2 ? 1 : !lu && i == count - 1 ? N : 0;
                if (codes[size_t(i)] != expect) {
                    ++bad;
                    ADD_FAILURE() << "matrix " << i << ": dinfo " << codes[size_t(i)] << ", expected "
                                  << expect;
                    continue;
                }
                if (expect != 0) continue;
                double r = 0;
                if (lu) {
                    r = lu_ratio(F, A, i, piv.data() + i * N);
                } else {
                    const Dense<Z> L = dense<Z>(
                        N, N, [&](int64_t rr, int64_t c) { return rr >= c ? z(F.at(i, rr, c)) : Z(0); });
                    const Dense<Z> a = zd(A, i);
                    r = ratio(norm1(minus(mul(L, adjoint(L)), a)), double(N), norm1(a), 1, eps<T>());
                }
                if (!(r < kRatioLimit)) ++bad, ADD_FAILURE() << "matrix " << i << ": ratio " << r;
            }
            std::vector<int64_t> all = modes_info(BblasErrorsReportGroup, 1);
            const int64_t one = count;
            ASSERT_EQ(bblas_cuda_lapack_info(q.q, dinfo.get(), 1, &one, all.data()), 0);
            EXPECT_EQ(all[0], 1);
            EXPECT_EQ(all[1], 1);
        }
    }
}

// Offsets beyond 2^31 elements: gesv (strided, float) of three 4 x 4 systems whose matrices lie
// 2^30 + 7 elements apart (2^31 + 14 for the last), their right-hand sides 2^30 + 3 apart; the
// last matrix singular (a zero first column): its dinfo 1 and its B unchanged.
TEST(GpuLapackLarge, OffsetsBeyond2To31Elements) {
    if (!have_gpu()) GTEST_SKIP() << kNoGpu;
    using T = float;
    constexpr int64_t n = 4, count = 3, sa = (int64_t(1) << 30) + 7, sb = (int64_t(1) << 30) + 3;
    const size_t ta = size_t(sa * (count - 1) + n * n), tb = size_t(sb * (count - 1) + n);
    size_t free_bytes = 0, all_bytes = 0;
    cuda_ok(cudaMemGetInfo(&free_bytes, &all_bytes), "cudaMemGetInfo");
    if (free_bytes < (ta + tb) * sizeof(T) + (size_t(1) << 30))
        GTEST_SKIP() << "needs " << (ta + tb) * sizeof(T) / (1 << 20) << " MiB of device memory";
    Rng rng(52);
    Batch<T> A(count, n, n, n, BlasColMajor), B(count, n, 1, n, BlasColMajor);
    A.fill(rng, Fill::Real), B.fill(rng, Fill::Real);
    for (int64_t i = 0; i < count; ++i)
        for (int64_t d = 0; d < n; ++d) A.at(i, d, d) += T(4);
    for (int64_t r = 0; r < n; ++r) A.at(count - 1, r, 0) = T(0);
    DeviceArray<T> dA(ta), dB(tb);
    DeviceArray<int64_t> dp(static_cast<size_t>(count * n)), dinfo(static_cast<size_t>(count));
    for (int64_t i = 0; i < count; ++i) {
        dA.upload(A.ptr(i), size_t(n * n), size_t(i * sa));
        dB.upload(B.ptr(i), size_t(n), size_t(i * sb));
    }
    QueueOf q;
    int64_t info = BblasErrorsReportAny;
    bblas_cuda_gesv_batched_strided_r32(BlasColMajor, n, 1, dA.get(), n, sa, dp.get(), n, dB.get(), n, sb,
                                        count, &info, dinfo.get(), q.q);
    q.sync();
    EXPECT_EQ(info, 0);
    std::vector<int64_t> codes(static_cast<size_t>(count));
    dinfo.download(codes.data(), codes.size());
    EXPECT_EQ(codes, (std::vector<int64_t>{0, 0, 1}));
    Batch<T> X = B;
    for (int64_t i = 0; i < count; ++i) dB.download(X.ptr(i), size_t(n), size_t(i * sb));
    for (int64_t i = 0; i + 1 < count; ++i)
        EXPECT_LT(solve_ratio(A, B, X, i, BlasNoTrans), kRatioLimit) << "matrix " << i;
    EXPECT_TRUE(untouched_except(X, B, "B of the singular matrix",
                                 [](int64_t i, int64_t, int64_t) { return i + 1 < count; }));
}

// ----------------------------------------------------------------------------------------------
// Argument checks (no GPU needed): the group forms' info equals the CPU library's for the same
// invalid call in every mode. Groups 0 and 2 are empty (n = 0: valid, nothing to compute) and
// dinfo is null, so nothing is launched; each case makes group 1 (n = 3, nrhs = 2) invalid. The
// pointer arrays are host arrays: the GPU's checks never read inside them.

enum class Lr { Potrf, Posv, Potrs, Getrf, Gesv, Getrs, Getri, GetrfInv, GetrfNoPiv };
constexpr Lr kLapackRoutines[] = {Lr::Potrf, Lr::Posv,  Lr::Potrs,    Lr::Getrf,     Lr::Gesv,
                                  Lr::Getrs, Lr::Getri, Lr::GetrfInv, Lr::GetrfNoPiv};
const char* lr_name(Lr r) {
    static const char* n[] = {"potrf", "posv",  "potrs",     "getrf",      "gesv",
                              "getrs", "getri", "getrf_inv", "getrf_nopiv"};
    return n[int(r)];
}
bool is_chol(Lr r) { return r == Lr::Potrf || r == Lr::Posv || r == Lr::Potrs; }
bool has_rhs(Lr r) { return r == Lr::Posv || r == Lr::Potrs || r == Lr::Gesv || r == Lr::Getrs; }
bool numerical(Lr r) { return r != Lr::Potrs && r != Lr::Getrs; }
bool has_m(Lr r) { return r == Lr::Getrf || r == Lr::GetrfNoPiv; }
bool has_piv(Lr r) { return !is_chol(r) && r != Lr::GetrfInv && r != Lr::GetrfNoPiv; }
bool writes_piv(Lr r) { return r == Lr::Getrf || r == Lr::Gesv; }
// Positions (bblas.h) of group_count and info in the group form; the GPU's queue follows info
// (and dinfo, for the factorisations).
int group_count_pos(Lr r) {
    switch (r) {
        case Lr::Potrf:
            return 6;
        case Lr::Posv:
        case Lr::Potrs:
        case Lr::Gesv:
            return 9;
        case Lr::Getrf:
            return 7;
        case Lr::Getri:
        case Lr::GetrfNoPiv:
            return 6;
        case Lr::GetrfInv:
            return 5;
        default:
            return 10;
    }
}
int group_queue_pos(Lr r) { return group_count_pos(r) + 2 + 2; }

constexpr int64_t kArgN = 3, kArgR = 2;

template <class T>
struct LapackArgCall {
    Lr r;
    BLAS_Layout L;
    int64_t group_count = 3;
    std::vector<int64_t> sizes{2, 3, 2}, m{0, kArgN, 0}, n{0, kArgN, 0}, nrhs{kArgR, kArgR, kArgR}, lda, ldb;
    std::vector<BLAS_Uplo> uplo{BlasLower, BlasUpper, BlasLower};
    std::vector<BLAS_Trans> trans{BlasNoTrans, BlasTrans, BlasConjTrans};
    Batch<T> A, B;
    std::vector<T*> pA, pB;
    std::vector<int64_t> piv;
    std::vector<int64_t*> pp;
    std::set<std::string> null;
    bool null_queue = false;

    LapackArgCall(Lr r_, BLAS_Layout L_) : r(r_), L(L_) {
        lda.assign(3, ld_for(L, kArgN, kArgN, 0));
        ldb.assign(3, ld_for(L, kArgN, kArgR, 0));
        A = Batch<T>(7, kArgN, kArgN, lda[0], L), B = Batch<T>(7, kArgN, kArgR, ldb[0], L);
        Rng rng(81);
        A.fill(rng, Fill::Int), B.fill(rng, Fill::Int);
        pA = A.pointers(), pB = B.pointers();
        piv.assign(7 * kArgN, 1);
        for (int64_t i = 0; i < 7; ++i) pp.push_back(piv.data() + i * kArgN);
    }
    template <class U>
    U* arr(const char* name, U* p) const {
        return null.count(name) ? nullptr : p;
    }
};

template <class T>
std::vector<int64_t> run_lapack_call(LapackArgCall<T>& a, bool gpu, int64_t mode, bool null_info) {
    std::vector<int64_t> info = modes_info(mode, 7);
    int64_t* const pi = null_info ? nullptr : info.data();
    bblas_cuda_queue_t q = nullptr;
    if (gpu && !a.null_queue) cuda_ok(cudaError_t(bblas_cuda_queue_create_from_stream(nullptr, &q)), "queue");
    const BLAS_Layout L = a.L;
    const BLAS_Uplo* up = a.arr("uplo", a.uplo.data());
    const BLAS_Trans* tr = a.arr("trans", a.trans.data());
    const int64_t *m = a.arr("m", a.m.data()), *n = a.arr("n", a.n.data()), *R = a.arr("nrhs", a.nrhs.data());
    const int64_t *lda = a.arr("A_ld", a.lda.data()), *ldb = a.arr("B_ld", a.ldb.data());
    const int64_t* gs = a.arr("group_sizes", a.sizes.data());
    T* const* A = a.arr("A", a.pA.data());
    T* const* B = a.arr("B", a.pB.data());
    int64_t* const* P = a.arr("ipiv", a.pp.data());
    const int64_t gc = a.group_count;
    const auto cA = reinterpret_cast<const T* const*>(A);
    const auto cP = reinterpret_cast<const int64_t* const*>(P);
    switch (a.r) {
        case Lr::Potrf:
            if (gpu) BT_GPU(potrf)(L, up, n, A, lda, gc, gs, pi, nullptr, q);
            else BT_C(potrf)(L, up, n, A, lda, gc, gs, pi);
            break;
        case Lr::Posv:
            if (gpu) BT_GPU(posv)(L, up, n, R, A, lda, B, ldb, gc, gs, pi, nullptr, q);
            else BT_C(posv)(L, up, n, R, A, lda, B, ldb, gc, gs, pi);
            break;
        case Lr::Potrs:
            if (gpu) BT_GPU(potrs)(L, up, n, R, cA, lda, B, ldb, gc, gs, pi, nullptr, q);
            else BT_C(potrs)(L, up, n, R, cA, lda, B, ldb, gc, gs, pi);
            break;
        case Lr::Getrf:
            if (gpu) BT_GPU(getrf)(L, m, n, A, lda, P, gc, gs, pi, nullptr, q);
            else BT_C(getrf)(L, m, n, A, lda, P, gc, gs, pi);
            break;
        case Lr::Gesv:
            if (gpu) BT_GPU(gesv)(L, n, R, A, lda, P, B, ldb, gc, gs, pi, nullptr, q);
            else BT_C(gesv)(L, n, R, A, lda, P, B, ldb, gc, gs, pi);
            break;
        case Lr::Getrs:
            if (gpu) BT_GPU(getrs)(L, tr, n, R, cA, lda, cP, B, ldb, gc, gs, pi, nullptr, q);
            else BT_C(getrs)(L, tr, n, R, cA, lda, cP, B, ldb, gc, gs, pi);
            break;
        case Lr::Getri:
            if (gpu) BT_GPU(getri)(L, n, A, lda, cP, gc, gs, pi, nullptr, q);
            else BT_C(getri)(L, n, A, lda, cP, gc, gs, pi);
            break;
        case Lr::GetrfInv:
            if (gpu) BT_GPU(getrf_inv)(L, n, A, lda, gc, gs, pi, nullptr, q);
            else BT_C(getrf_inv)(L, n, A, lda, gc, gs, pi);
            break;
        case Lr::GetrfNoPiv:
            if (gpu) BT_GPU(getrf_nopiv)(L, m, n, A, lda, gc, gs, pi, nullptr, q);
            else BT_C(getrf_nopiv)(L, m, n, A, lda, gc, gs, pi);
            break;
    }
    bblas_cuda_queue_destroy(q);
    return info;
}

template <class T>
using LapackMutation = std::pair<std::string, std::function<void(LapackArgCall<T>&)>>;

template <class T>
std::vector<LapackMutation<T>> lapack_mutations(Lr r) {
    using C = LapackArgCall<T>;
    std::vector<LapackMutation<T>> v;
    auto add = [&](std::string name, std::function<void(C&)> f) {
        v.push_back({std::move(name), std::move(f)});
    };
    add("layout", [](C& a) { a.L = BLAS_Layout(0); });
    if (is_chol(r)) add("uplo", [](C& a) { a.uplo[1] = BLAS_Uplo(0); });
    if (r == Lr::Getrs) add("trans", [](C& a) { a.trans[1] = BLAS_Trans(7); });
    if (has_m(r)) add("m", [](C& a) { a.m[1] = -1; });
    add("n", [](C& a) { a.n[1] = -1; });
    if (has_rhs(r)) add("nrhs", [](C& a) { a.nrhs[1] = -2; });
    add("A", [](C& a) { a.null.insert("A"); });
    add("A_ld", [](C& a) { a.lda[1] = std::max<int64_t>(1, kArgN) - 1; });
    if (has_piv(r)) add("ipiv", [](C& a) { a.null.insert("ipiv"); });
    if (has_rhs(r)) {
        add("B", [](C& a) { a.null.insert("B"); });
        add("B_ld", [](C& a) { a.ldb[1] = ld_for(a.L, kArgN, kArgR, 0) - 1; });
    }
    std::vector<std::string> arrays = {"n", "A_ld"};
    if (is_chol(r)) arrays.push_back("uplo");
    if (r == Lr::Getrs) arrays.push_back("trans");
    if (has_m(r)) arrays.push_back("m");
    if (has_rhs(r)) arrays.insert(arrays.end(), {"nrhs", "B_ld"});
    for (const std::string& name : arrays)
        add("null " + name + " array", [name](C& a) { a.null.insert(name); });
    add("group_count", [](C& a) { a.group_count = -1; });
    add("group_sizes (null)", [](C& a) { a.null.insert("group_sizes"); });
    add("group_sizes (negative)", [](C& a) { a.sizes[1] = -1; });
    return v;
}

template <class T>
class GpuLapackArgs : public ::testing::Test {};
TYPED_TEST_SUITE(GpuLapackArgs, AllTypes, TypeNames);

// Every invalid argument of every routine alone and in every pair, both layouts, every mode and
// a null info: the GPU's info is the CPU's, entry for entry.
TYPED_TEST(GpuLapackArgs, GroupFormInfoAsTheCpuLibrary) {
    using T = TypeParam;
    for (const Lr r : kLapackRoutines) {
        const auto muts = lapack_mutations<T>(r);
        for (const BLAS_Layout L : kLayouts)
            for_each_pair(muts, trace(lr_name(r), " ", type_name<T>(), " ", layout_name(L)),
                          [&](const auto& first, const auto& second) {
                              LapackArgCall<T> c(r, L);
                              first(c);
                              second(c);
                              expect_info_as_cpu([&](bool gpu, int64_t mode, bool null) {
                                  return run_lapack_call(c, gpu, mode, null);
                              });
                          });
    }
}

// A null queue in every mode: info as for an invalid group_count, at the queue's position (after
// info and dinfo); an invalid group_count or group_sizes first, a group's argument after it.
// Valid calls with nothing to compute (n = 0, no groups, nrhs = 0 for the solves) need no device.
TYPED_TEST(GpuLapackArgs, GroupFormNullQueueAndNothingToCompute) {
    using T = TypeParam;
    for (const Lr r : kLapackRoutines)
        for (const BLAS_Layout L : kLayouts) {
            const int queue = group_queue_pos(r);
            SCOPED_TRACE(trace(lr_name(r), " ", type_name<T>(), " ", layout_name(L), ", queue at ", queue));
            for (const int64_t mode : kModes) {
                SCOPED_TRACE(trace("info[0] = ", mode));
                LapackArgCall<T> c(r, L), bad_count(r, L);
                c.null_queue = true;
                bad_count.group_count = -1;
                std::vector<int64_t> expect = run_lapack_call(bad_count, false, mode, false);
                if (expect[0] == -group_count_pos(r)) expect[0] = -queue;
                EXPECT_EQ(run_lapack_call(c, true, mode, false), expect);
                c.n[1] = -1;
                EXPECT_EQ(run_lapack_call(c, true, mode, false), expect);
                c.group_count = -1;
                EXPECT_EQ(run_lapack_call(c, true, mode, false),
                          run_lapack_call(bad_count, false, mode, false));
            }
            std::vector<LapackMutation<T>> cases = {
                {"n = 0", [](LapackArgCall<T>& a) { a.n[1] = 0, a.m[1] = 0; }},
                {"no groups", [](LapackArgCall<T>& a) { a.group_count = 0; }}};
            if (!numerical(r)) cases.push_back({"nrhs = 0", [](LapackArgCall<T>& a) { a.nrhs[1] = 0; }});
            for (const auto& [name, f] : cases) {
                SCOPED_TRACE(name);
                LapackArgCall<T> c(r, L);
                f(c);
                const Batch<T> a0 = c.A, b0 = c.B;
                for (const int64_t mode : kModes) {
                    const std::vector<int64_t> gpu = run_lapack_call(c, true, mode, false);
                    EXPECT_EQ(gpu[0], 0) << "info[0] = " << mode;
                    EXPECT_EQ(gpu, run_lapack_call(c, false, mode, false)) << "info[0] = " << mode;
                }
                EXPECT_TRUE(untouched(c.A, a0, "A"));
                EXPECT_TRUE(untouched(c.B, b0, "B"));
            }
        }
}

// The strided forms (one group of 3 matrices, n = 3, nrhs = 2): each invalid argument at its
// strided position, in every mode: ReportAll -pos for every matrix, ReportGroup -pos for the
// group, info[0] = 1 (ReportNone: 0); an invalid batch_count or a null queue: info[0] = -pos
// (ReportNone: 0) and nothing else written; the stride of an output too small.
struct StridedCase {
    std::string name;
    int pos;
    bool call_wide;
};
template <class T>
struct StridedArgs {
    BLAS_Layout L;
    int64_t n = kArgN, R = kArgR, lda, ldb, sa, sb, sp = kArgN, count = 3;
    BLAS_Uplo uplo = BlasLower;
    BLAS_Trans trans = BlasNoTrans;
    Batch<T> A, B;
    std::vector<int64_t> piv = std::vector<int64_t>(3 * kArgN, 1);
    T *a, *b;
    int64_t* p;
    bool null_queue = false;
    explicit StridedArgs(BLAS_Layout L_) : L(L_) {
        lda = ld_for(L, n, n, 0), ldb = ld_for(L, n, R, 0);
        A = Batch<T>(3, n, n, lda, L), B = Batch<T>(3, n, R, ldb, L);
        Rng rng(82);
        A.fill(rng, Fill::Int), B.fill(rng, Fill::Int);
        a = A.ptr(0), b = B.ptr(0), p = piv.data(), sa = A.stride, sb = B.stride;
    }
};
template <class T>
std::vector<int64_t> run_strided_call(Lr r, StridedArgs<T>& s, int64_t mode) {
    std::vector<int64_t> info = modes_info(mode, 3);
    bblas_cuda_queue_t q = nullptr;
    if (!s.null_queue) cuda_ok(cudaError_t(bblas_cuda_queue_create_from_stream(nullptr, &q)), "queue");
    switch (r) {
        case Lr::Potrf:
            BT_GPU_STRIDED(potrf)(s.L, s.uplo, s.n, s.a, s.lda, s.sa, s.count, info.data(), nullptr, q);
            break;
        case Lr::Posv:
            BT_GPU_STRIDED(posv)
            (s.L, s.uplo, s.n, s.R, s.a, s.lda, s.sa, s.b, s.ldb, s.sb, s.count, info.data(), nullptr, q);
            break;
        case Lr::Potrs:
            BT_GPU_STRIDED(potrs)
            (s.L, s.uplo, s.n, s.R, s.a, s.lda, s.sa, s.b, s.ldb, s.sb, s.count, info.data(), nullptr, q);
            break;
        case Lr::Getrf:
            BT_GPU_STRIDED(getrf)
            (s.L, s.n, s.n, s.a, s.lda, s.sa, s.p, s.sp, s.count, info.data(), nullptr, q);
            break;
        case Lr::Gesv:
            BT_GPU_STRIDED(gesv)
            (s.L, s.n, s.R, s.a, s.lda, s.sa, s.p, s.sp, s.b, s.ldb, s.sb, s.count, info.data(), nullptr, q);
            break;
        case Lr::Getrs:
            BT_GPU_STRIDED(getrs)
            (s.L, s.trans, s.n, s.R, s.a, s.lda, s.sa, s.p, s.sp, s.b, s.ldb, s.sb, s.count, info.data(),
             nullptr, q);
            break;
        case Lr::Getri:
            BT_GPU_STRIDED(getri)(s.L, s.n, s.a, s.lda, s.sa, s.p, s.sp, s.count, info.data(), nullptr, q);
            break;
        case Lr::GetrfInv:
            BT_GPU_STRIDED(getrf_inv)(s.L, s.n, s.a, s.lda, s.sa, s.count, info.data(), nullptr, q);
            break;
        case Lr::GetrfNoPiv:
            BT_GPU_STRIDED(getrf_nopiv)(s.L, s.n, s.n, s.a, s.lda, s.sa, s.count, info.data(), nullptr, q);
            break;
    }
    bblas_cuda_queue_destroy(q);
    return info;
}
std::vector<int64_t> expected_strided(int64_t mode, int pos, bool call_wide) {
    std::vector<int64_t> e = modes_info(mode, 3);
    const bool none = mode == BblasErrorsReportNone;
    if (call_wide) {
        e[0] = none ? 0 : -pos;
        return e;
    }
    e[0] = none ? 0 : 1;
    if (mode == BblasErrorsReportAll) e[1] = e[2] = e[3] = -pos;
    if (mode == BblasErrorsReportGroup) e[1] = -pos;
    return e;
}

TYPED_TEST(GpuLapackArgs, StridedFormCodes) {
    using T = TypeParam;
    using S = StridedArgs<T>;
    for (const Lr r : kLapackRoutines)
        for (const BLAS_Layout L : kLayouts) {
            SCOPED_TRACE(trace(lr_name(r), " strided ", type_name<T>(), " ", layout_name(L)));
            // positions in the strided prototypes (bblas_cuda.h)
            const bool lu = has_piv(r), rhs = has_rhs(r), getrs = r == Lr::Getrs;
            int pos = 1;
            const int p_layout = pos++, p_opt = is_chol(r) || getrs ? pos++ : 0, p_m = has_m(r) ? pos++ : 0;
            const int p_n = pos++, p_nrhs = rhs ? pos++ : 0, p_A = pos++, p_lda = pos++, p_sa = pos++;
            const int p_piv = lu ? pos++ : 0, p_sp = lu ? pos++ : 0;
            const int p_B = rhs ? pos++ : 0, p_ldb = rhs ? pos++ : 0, p_sb = rhs ? pos++ : 0;
            const int p_count = pos++, p_info = pos++;
            const int p_queue = p_info + 2;  // after dinfo
            std::vector<std::pair<StridedCase, std::function<void(S&)>>> cases = {
                {{"layout", p_layout, false}, [](S& s) { s.L = BLAS_Layout(3); }},
                {{"n", has_m(r) ? p_m : p_n, false}, [](S& s) { s.n = -1; }},  // getrf: m = n
                {{"A", p_A, false}, [](S& s) { s.a = nullptr; }},
                {{"A_ld", p_lda, false}, [](S& s) { s.lda = kArgN - 1; }},
                {{"batch_count", p_count, true}, [](S& s) { s.count = -1; }},
                {{"queue", p_queue, true}, [](S& s) { s.null_queue = true; }},
            };
            if (p_opt)
                cases.push_back({{"uplo/trans", p_opt, false},
                                 [](S& s) { s.uplo = BLAS_Uplo(0), s.trans = BLAS_Trans(0); }});
            if (rhs) {
                cases.push_back({{"nrhs", p_nrhs, false}, [](S& s) { s.R = -1; }});
                cases.push_back({{"B", p_B, false}, [](S& s) { s.b = nullptr; }});
                cases.push_back(
                    {{"B_ld", p_ldb, false}, [](S& s) { s.ldb = ld_for(s.L, kArgN, kArgR, 0) - 1; }});
                cases.push_back({{"B_stride", p_sb, false}, [](S& s) { s.sb = s.sb - 1; }});
            }
            if (lu) {
                cases.push_back({{"ipiv", p_piv, false}, [](S& s) { s.p = nullptr; }});
                if (writes_piv(r))
                    cases.push_back({{"ipiv_stride", p_sp, false}, [](S& s) { s.sp = kArgN - 1; }});
            }
            if (!getrs && r != Lr::Potrs)
                cases.push_back({{"A_stride", p_sa, false}, [](S& s) { s.sa = s.sa - 1; }});
            for (const auto& [c, f] : cases) {
                SCOPED_TRACE(c.name);
                for (const int64_t mode : kModes) {
                    S s(L);
                    f(s);
                    EXPECT_EQ(run_strided_call(r, s, mode), expected_strided(mode, c.pos, c.call_wide))
                        << "info[0] = " << mode;
                }
            }
            // the first invalid argument in argument order wins; an input's stride may be anything
            for (const int64_t mode : {int64_t(BblasErrorsReportAll), int64_t(BblasErrorsReportGroup)}) {
                S s(L);
                s.lda = 0, s.sa = r == Lr::Potrs || getrs ? -5 : s.sa;
                EXPECT_EQ(run_strided_call(r, s, mode), expected_strided(mode, p_lda, false));
                S z(L);
                z.n = 0;
                EXPECT_EQ(run_strided_call(r, z, mode)[0], 0) << "n = 0 needs no device";
            }
        }
}

// The interleaved forms (one group of 3 matrices, n = 3, nrhs = 2, host arrays: nothing is
// read on these paths): each invalid argument at its position in the prototype, in every mode,
// as in StridedFormCodes; an invalid block width is the group's error.
template <class T>
struct InterleavedArgsCall {
    BLAS_Layout L = BlasColMajor;
    int64_t n = kArgN, R = kArgR, sp = kArgN, count = 3, block = 0;
    BLAS_Uplo uplo = BlasLower;
    BLAS_Trans trans = BlasNoTrans;
    std::vector<real_t<T>> a = std::vector<real_t<T>>(1024), b = std::vector<real_t<T>>(1024);
    std::vector<int64_t> piv = std::vector<int64_t>(3 * kArgN, 1);
    real_t<T>*pa = a.data(), *pb = b.data();
    int64_t* p = piv.data();
    bool null_queue = false;
};
template <class T>
std::vector<int64_t> run_interleaved_call(Lr r, InterleavedArgsCall<T>& s, int64_t mode) {
    std::vector<int64_t> info = modes_info(mode, 3);
    bblas_cuda_queue_t q = nullptr;
    if (!s.null_queue) cuda_ok(cudaError_t(bblas_cuda_queue_create_from_stream(nullptr, &q)), "queue");
    int64_t* const i = info.data();
    switch (r) {
        case Lr::Potrf:
            BT_GPU_INTERLEAVED(potrf)(s.L, s.uplo, s.n, s.pa, s.count, s.block, i, nullptr, q);
            break;
        case Lr::Posv:
            BT_GPU_INTERLEAVED(posv)(s.L, s.uplo, s.n, s.R, s.pa, s.pb, s.count, s.block, i, nullptr, q);
            break;
        case Lr::Potrs:
            BT_GPU_INTERLEAVED(potrs)(s.L, s.uplo, s.n, s.R, s.pa, s.pb, s.count, s.block, i, nullptr, q);
            break;
        case Lr::Getrf:
            BT_GPU_INTERLEAVED(getrf)(s.L, s.n, s.n, s.pa, s.p, s.sp, s.count, s.block, i, nullptr, q);
            break;
        case Lr::Gesv:
            BT_GPU_INTERLEAVED(gesv)(s.L, s.n, s.R, s.pa, s.p, s.sp, s.pb, s.count, s.block, i, nullptr, q);
            break;
        case Lr::Getrs:
            BT_GPU_INTERLEAVED(getrs)
            (s.L, s.trans, s.n, s.R, s.pa, s.p, s.sp, s.pb, s.count, s.block, i, nullptr, q);
            break;
        case Lr::Getri:
            BT_GPU_INTERLEAVED(getri)(s.L, s.n, s.pa, s.p, s.sp, s.count, s.block, i, nullptr, q);
            break;
        case Lr::GetrfInv:
            BT_GPU_INTERLEAVED(getrf_inv)(s.L, s.n, s.pa, s.count, s.block, i, nullptr, q);
            break;
        case Lr::GetrfNoPiv:
            BT_GPU_INTERLEAVED(getrf_nopiv)(s.L, s.n, s.n, s.pa, s.count, s.block, i, nullptr, q);
            break;
    }
    bblas_cuda_queue_destroy(q);
    return info;
}

TYPED_TEST(GpuLapackArgs, InterleavedFormCodes) {
    using T = TypeParam;
    using S = InterleavedArgsCall<T>;
    for (const Lr r : kLapackRoutines) {
        SCOPED_TRACE(trace(lr_name(r), " interleaved ", type_name<T>()));
        const bool rhs = has_rhs(r), piv = has_piv(r);
        int pos = 1;
        const int p_layout = pos++, p_opt = is_chol(r) || r == Lr::Getrs ? pos++ : 0,
                  p_m = has_m(r) ? pos++ : 0;
        const int p_n = pos++, p_nrhs = rhs ? pos++ : 0, p_A = pos++;
        const int p_piv = piv ? pos++ : 0, p_sp = piv ? pos++ : 0, p_B = rhs ? pos++ : 0;
        const int p_count = pos++, p_block = pos++, p_info = pos++, p_queue = p_info + 2;
        std::vector<std::pair<StridedCase, std::function<void(S&)>>> cases = {
            {{"layout", p_layout, false}, [](S& s) { s.L = BLAS_Layout(3); }},
            {{"n", has_m(r) ? p_m : p_n, false}, [](S& s) { s.n = -1; }},
            {{"A", p_A, false}, [](S& s) { s.pa = nullptr; }},
            {{"block", p_block, false}, [](S& s) { s.block = 3; }},
            {{"count", p_count, true}, [](S& s) { s.count = -1; }},
            {{"queue", p_queue, true}, [](S& s) { s.null_queue = true; }},
        };
        if (p_opt)
            cases.push_back(
                {{"uplo/trans", p_opt, false}, [](S& s) { s.uplo = BLAS_Uplo(0), s.trans = BLAS_Trans(0); }});
        if (rhs) {
            cases.push_back({{"nrhs", p_nrhs, false}, [](S& s) { s.R = -1; }});
            cases.push_back({{"B", p_B, false}, [](S& s) { s.pb = nullptr; }});
        }
        if (piv) cases.push_back({{"ipiv", p_piv, false}, [](S& s) { s.p = nullptr; }});
        if (writes_piv(r)) cases.push_back({{"ipiv_stride", p_sp, false}, [](S& s) { s.sp = kArgN - 1; }});
        for (const auto& [c, f] : cases) {
            SCOPED_TRACE(c.name);
            for (const int64_t mode : kModes) {
                S s;
                f(s);
                EXPECT_EQ(run_interleaved_call(r, s, mode), expected_strided(mode, c.pos, c.call_wide))
                    << "info[0] = " << mode;
            }
        }
        S z;
        z.n = 0;
        EXPECT_EQ(run_interleaved_call(r, z, BblasErrorsReportAll)[0], 0) << "n = 0 needs no device";
    }
}

// bblas_cuda_lapack_info's own argument errors (no GPU needed).
TEST(GpuLapackInfo, InvalidArguments) {
    const int64_t sizes[] = {2, -1};
    int64_t info[4] = {BblasErrorsReportAll, 0, 0, 0};
    EXPECT_EQ(bblas_cuda_lapack_info(nullptr, nullptr, 0, nullptr, info), int(cudaErrorInvalidValue));
    bblas_cuda_queue_t q = nullptr;
    cuda_ok(cudaError_t(bblas_cuda_queue_create_from_stream(nullptr, &q)), "queue");
    EXPECT_EQ(bblas_cuda_lapack_info(q, nullptr, -1, sizes, info), int(cudaErrorInvalidValue));
    EXPECT_EQ(bblas_cuda_lapack_info(q, nullptr, 1, nullptr, info), int(cudaErrorInvalidValue));
    EXPECT_EQ(bblas_cuda_lapack_info(q, nullptr, 2, sizes, info), int(cudaErrorInvalidValue));
    EXPECT_EQ(bblas_cuda_lapack_info(q, nullptr, 1, sizes, info), int(cudaErrorInvalidValue)) << "null dinfo";
    bblas_cuda_queue_destroy(q);
}

}  // namespace
