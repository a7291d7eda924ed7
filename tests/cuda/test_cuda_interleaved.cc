// The GPU library's block-interleaved layout (bblas_cuda.h, paper 002) against the CPU library's
// (bblas.h) on the same inputs.
//
// Pack and unpack on the device: a bit-for-bit round trip (signed zeros, subnormals, infinities
// included), both layouts, the default block and twice it, counts that leave the last block
// partial, padded leading dimensions with NaN in the padding, which unpack leaves untouched; the
// device's array equals, lane for lane, what bblas_interleaved_pack_* writes, and pack leaves the
// padding lanes of the last block alone (bblas_cuda.h).
//
// Every Level-3 routine on interleaved operands (gemm, symm, hemm, syrk, herk, syr2k, her2k, trmm,
// trsm), every precision it has, both layouts, every option combination, sizes 1..33 with m != n
// (rank updates n != k), 1, 7 and 70 matrices, both blocks: the operands packed by each library,
// each library's routine on its own arrays, the device's output compared element by element to
// the CPU's (small integers bit for bit, random values by the error ratios of tests/harness.hh,
// trsm by its backward error). NaN wherever a routine must not read (A and B with alpha = 0, C
// with beta = 0, A's other triangle, a unit diagonal, hemm's diagonal imaginary parts); the rank
// updates' other triangle and the input arrays untouched, herk's and her2k's diagonal real;
// nothing written outside the arrays. The C++ face (bblas::cuda::InterleavedBatch and the routines on it,
// the batched LAPACK included) against the C entries, and its ArgumentError.
//
// The argument checks run before anything touches a device, so those tests run without a GPU:
// the size query, pack, unpack and every routine give exactly the CPU library's info for every
// invalid argument, alone and in pairs, in every info mode; a null queue is reported at its
// position (the one after info); calls with nothing to do need no device. The tests that need a
// GPU skip without one.
#include <bblas_cuda.h>
#include <cuda_runtime_api.h>

#include <bblas_cuda.hh>
#include <cstring>
#include <memory>
#include <optional>

#include "cuda_harness.hh"
#include "harness.hh"
#include "lapack_harness.hh"
#include "level3_cases.hh"

namespace {
using namespace bt;
namespace cu = bblas::cuda;
// The GPU library's interleaved LAPACK entry of routine r for type T.
#define BT_GPU_INTERLEAVED(r)                                                                   \
    pick<T>(bblas_cuda_##r##_batched_interleaved_r32, bblas_cuda_##r##_batched_interleaved_r64, \
            bblas_cuda_##r##_batched_interleaved_c32, bblas_cuda_##r##_batched_interleaved_c64)

// ----------------------------------------------------------------------------------------------
// Argument positions (the routines and their options: level3_cases.hh)

// Positions (bblas.h's prototypes) of count and info in each routine's interleaved form; the GPU
// library's queue is the argument after info.
struct Positions {
    int count, info;
};
Positions positions(Rt r) {
    if (r == Rt::Gemm) return {12, 14};
    if (r == Rt::Syrk || r == Rt::Herk) return {10, 12};
    return {11, 13};  // symm, hemm, syr2k, her2k, trmm, trsm
}
// pack: layout 1, count 2, rows 3, cols 4, src 5, ld 6, dst 7, block 8, info 9 (unpack: src 5,
// block 6, dst 7, ld 8); the queue 10.
constexpr int kCopyQueuePos = 10;

// ----------------------------------------------------------------------------------------------
// Both libraries' C entries: for each routine, the CPU's and the GPU's (the same arguments, then
// the queue), chosen by type.

template <class T>
auto size_entry() {
    return Entry{pick<T>(bblas_interleaved_size_r32, bblas_interleaved_size_r64, bblas_interleaved_size_c32,
                         bblas_interleaved_size_c64),
                 pick<T>(bblas_cuda_interleaved_size_r32, bblas_cuda_interleaved_size_r64,
                         bblas_cuda_interleaved_size_c32, bblas_cuda_interleaved_size_c64)};
}
template <class T>
auto pack_entry() {
    return Entry{pick<T>(bblas_interleaved_pack_r32, bblas_interleaved_pack_r64, bblas_interleaved_pack_c32,
                         bblas_interleaved_pack_c64),
                 pick<T>(bblas_cuda_interleaved_pack_r32, bblas_cuda_interleaved_pack_r64,
                         bblas_cuda_interleaved_pack_c32, bblas_cuda_interleaved_pack_c64)};
}
template <class T>
auto unpack_entry() {
    return Entry{pick<T>(bblas_interleaved_unpack_r32, bblas_interleaved_unpack_r64,
                         bblas_interleaved_unpack_c32, bblas_interleaved_unpack_c64),
                 pick<T>(bblas_cuda_interleaved_unpack_r32, bblas_cuda_interleaved_unpack_r64,
                         bblas_cuda_interleaved_unpack_c32, bblas_cuda_interleaved_unpack_c64)};
}
template <class T>
auto gemm_entry() {
    return Entry{pick<T>(BLAS_gemm_batched_interleaved_r32, BLAS_gemm_batched_interleaved_r64,
                         BLAS_gemm_batched_interleaved_c32, BLAS_gemm_batched_interleaved_c64),
                 pick<T>(bblas_cuda_gemm_batched_interleaved_r32, bblas_cuda_gemm_batched_interleaved_r64,
                         bblas_cuda_gemm_batched_interleaved_c32, bblas_cuda_gemm_batched_interleaved_c64)};
}
template <class T>
auto symm_entry(bool hemm) {
    const Entry s{pick<T>(BLAS_symm_batched_interleaved_r32, BLAS_symm_batched_interleaved_r64,
                          BLAS_symm_batched_interleaved_c32, BLAS_symm_batched_interleaved_c64),
                  pick<T>(bblas_cuda_symm_batched_interleaved_r32, bblas_cuda_symm_batched_interleaved_r64,
                          bblas_cuda_symm_batched_interleaved_c32, bblas_cuda_symm_batched_interleaved_c64)};
    const Entry h{pick<T>(BLAS_hemm_batched_interleaved_r32, BLAS_hemm_batched_interleaved_r64,
                          BLAS_hemm_batched_interleaved_c32, BLAS_hemm_batched_interleaved_c64),
                  pick<T>(bblas_cuda_hemm_batched_interleaved_r32, bblas_cuda_hemm_batched_interleaved_r64,
                          bblas_cuda_hemm_batched_interleaved_c32, bblas_cuda_hemm_batched_interleaved_c64)};
    return hemm ? h : s;
}
template <class T>
auto syrk_entry() {
    return Entry{pick<T>(BLAS_syrk_batched_interleaved_r32, BLAS_syrk_batched_interleaved_r64,
                         BLAS_syrk_batched_interleaved_c32, BLAS_syrk_batched_interleaved_c64),
                 pick<T>(bblas_cuda_syrk_batched_interleaved_r32, bblas_cuda_syrk_batched_interleaved_r64,
                         bblas_cuda_syrk_batched_interleaved_c32, bblas_cuda_syrk_batched_interleaved_c64)};
}
template <class T>
auto herk_entry() {
    return Entry{
        pick<T>(nullptr, nullptr, BLAS_herk_batched_interleaved_c32, BLAS_herk_batched_interleaved_c64),
        pick<T>(nullptr, nullptr, bblas_cuda_herk_batched_interleaved_c32,
                bblas_cuda_herk_batched_interleaved_c64)};
}
template <class T>
auto syr2k_entry() {
    return Entry{pick<T>(BLAS_syr2k_batched_interleaved_r32, BLAS_syr2k_batched_interleaved_r64,
                         BLAS_syr2k_batched_interleaved_c32, BLAS_syr2k_batched_interleaved_c64),
                 pick<T>(bblas_cuda_syr2k_batched_interleaved_r32, bblas_cuda_syr2k_batched_interleaved_r64,
                         bblas_cuda_syr2k_batched_interleaved_c32, bblas_cuda_syr2k_batched_interleaved_c64)};
}
template <class T>
auto her2k_entry() {
    return Entry{
        pick<T>(nullptr, nullptr, BLAS_her2k_batched_interleaved_c32, BLAS_her2k_batched_interleaved_c64),
        pick<T>(nullptr, nullptr, bblas_cuda_her2k_batched_interleaved_c32,
                bblas_cuda_her2k_batched_interleaved_c64)};
}
template <class T>
auto trxm_entry(bool solve) {
    const Entry mm{pick<T>(BLAS_trmm_batched_interleaved_r32, BLAS_trmm_batched_interleaved_r64,
                           BLAS_trmm_batched_interleaved_c32, BLAS_trmm_batched_interleaved_c64),
                   pick<T>(bblas_cuda_trmm_batched_interleaved_r32, bblas_cuda_trmm_batched_interleaved_r64,
                           bblas_cuda_trmm_batched_interleaved_c32, bblas_cuda_trmm_batched_interleaved_c64)};
    const Entry sm{pick<T>(BLAS_trsm_batched_interleaved_r32, BLAS_trsm_batched_interleaved_r64,
                           BLAS_trsm_batched_interleaved_c32, BLAS_trsm_batched_interleaved_c64),
                   pick<T>(bblas_cuda_trsm_batched_interleaved_r32, bblas_cuda_trsm_batched_interleaved_r64,
                           bblas_cuda_trsm_batched_interleaved_c32, bblas_cuda_trsm_batched_interleaved_c64)};
    return solve ? sm : mm;
}

// The arguments of one interleaved call of any routine: rank updates use n and k, symm, hemm,
// trmm and trsm m and n, gemm all three; C is trmm's and trsm's B. herk's alpha and beta and
// her2k's beta are passed as their real parts.
template <class T>
struct Args {
    Rt r = Rt::Gemm;
    BLAS_Layout L = BlasColMajor;
    Opts o;
    int64_t m = 0, n = 0, k = 0;
    T alpha{}, beta{};
    const real_t<T>* A = nullptr;
    const real_t<T>* B = nullptr;
    real_t<T>* C = nullptr;
    int64_t count = 0, block = 0;
};

template <class T>
void call(const Target& t, const Args<T>& a, int64_t* info) {
    switch (a.r) {
        case Rt::Gemm:
            invoke(t, gemm_entry<T>(), a.L, a.o.trans, a.o.transB, a.m, a.n, a.k, a.alpha, a.A, a.B, a.beta,
                   a.C, a.count, a.block, info);
            break;
        case Rt::Symm:
        case Rt::Hemm:
            invoke(t, symm_entry<T>(a.r == Rt::Hemm), a.L, a.o.side, a.o.uplo, a.m, a.n, a.alpha, a.A, a.B,
                   a.beta, a.C, a.count, a.block, info);
            break;
        case Rt::Syrk:
            invoke(t, syrk_entry<T>(), a.L, a.o.uplo, a.o.trans, a.n, a.k, a.alpha, a.A, a.beta, a.C, a.count,
                   a.block, info);
            break;
        case Rt::Herk:
            if constexpr (is_complex_v<T>)
                invoke(t, herk_entry<T>(), a.L, a.o.uplo, a.o.trans, a.n, a.k, re(a.alpha), a.A, re(a.beta),
                       a.C, a.count, a.block, info);
            break;
        case Rt::Syr2k:
            invoke(t, syr2k_entry<T>(), a.L, a.o.uplo, a.o.trans, a.n, a.k, a.alpha, a.A, a.B, a.beta, a.C,
                   a.count, a.block, info);
            break;
        case Rt::Her2k:
            if constexpr (is_complex_v<T>)
                invoke(t, her2k_entry<T>(), a.L, a.o.uplo, a.o.trans, a.n, a.k, a.alpha, a.A, a.B, re(a.beta),
                       a.C, a.count, a.block, info);
            break;
        case Rt::Trmm:
        case Rt::Trsm:
            invoke(t, trxm_entry<T>(a.r == Rt::Trsm), a.L, a.o.side, a.o.uplo, a.o.trans, a.o.diag, a.m, a.n,
                   a.alpha, a.A, a.C, a.count, a.block, info);
            break;
    }
}

void sync(bblas_cuda_queue_t q) { cuda_ok(cudaError_t(bblas_cuda_queue_sync(q)), "queue sync"); }

template <class T>
constexpr int64_t kDefaultBlock = cu::InterleavedBatch<T>::default_block;

BLAS_Layout layout_of(bool row_major) { return row_major ? BlasRowMajor : BlasColMajor; }

// info for one call in ReportAll mode: info[0], one entry per matrix, and a guard after them.
std::vector<int64_t> report_all(int64_t count) {
    std::vector<int64_t> info(size_t(2 + std::max<int64_t>(0, count)), 7777);
    info[0] = BblasErrorsReportAll;
    return info;
}
::testing::AssertionResult info_ok(const std::vector<int64_t>& info, const char* who) {
    for (size_t i = 0; i + 1 < info.size(); ++i)
        if (info[i] != 0) return ::testing::AssertionFailure() << who << ": info[" << i << "] = " << info[i];
    if (info.back() != 7777) return ::testing::AssertionFailure() << who << ": info written past its end";
    return ::testing::AssertionSuccess();
}

// ----------------------------------------------------------------------------------------------
// Interleaved arrays on the host and on the device

// count matrices of rows x cols (as stored) in the layout of bblas.h: matrix p's element e is
// scalar (p / width) * block_scalars + e * width + p % width, e = i + j * rows (ColMajor) or
// j + i * cols (RowMajor); complex imaginary parts one plane (rows * cols * width) further.
template <class T>
struct Packed {
    using R = real_t<T>;
    BLAS_Layout L = BlasColMajor;
    int64_t count = 0, rows = 0, cols = 0, width = 1;
    std::vector<R> v;

    Packed() = default;
    // v: the CPU library's size for these arguments, NaN
    Packed(BLAS_Layout layout, int64_t count_, int64_t rows_, int64_t cols_, int64_t block)
        : L(layout), count(count_), rows(rows_), cols(cols_), width(block ? block : kDefaultBlock<T>) {
        v.assign(size_t(std::max<int64_t>(0, size_entry<T>().cpu(count, rows, cols, block))), nan_value<R>());
    }
    int64_t plane() const { return rows * cols * width; }
    int64_t block_scalars() const { return plane() * (is_complex_v<T> ? 2 : 1); }
    size_t pos(int64_t p, int64_t i, int64_t j) const {
        const int64_t e = L == BlasColMajor ? i + j * rows : j + i * cols;
        return size_t(p / width * block_scalars() + e * width + p % width);
    }
    T at(int64_t p, int64_t i, int64_t j) const {
        const size_t q = pos(p, i, j);
        if constexpr (is_complex_v<T>) return T(v[q], v[q + size_t(plane())]);
        else return v[q];
    }
    // Whether scalar q belongs to one of the count matrices, not to a padding lane of the last block.
    bool real_lane(size_t q) const {
        return int64_t(q) / block_scalars() * width + int64_t(q) % width < count;
    }
    // Scalar q as (matrix, row, col) and plane, for messages.
    std::string where(size_t q) const {
        const int64_t in = int64_t(q) % block_scalars(), e = in % plane() / width;
        const int64_t p = int64_t(q) / block_scalars() * width + int64_t(q) % width;
        const int64_t i = L == BlasColMajor ? e % rows : e / cols,
                      j = L == BlasColMajor ? e / rows : e % cols;
        return trace("matrix ", p, " (", i, ",", j, ")", in >= plane() ? " imaginary part" : "");
    }
    // The count matrices as a Batch (tight leading dimension, no gaps), for tests/harness.hh's checks.
    Batch<T> to_batch() const {
        Batch<T> b(count, rows, cols, ld_for(L, rows, cols, 0), L);
        b.each([&](int64_t p, int64_t i, int64_t j, T& x) { x = at(p, i, j); });
        return b;
    }
};

// got and want hold the same bits in every lane of the count matrices.
template <class T>
::testing::AssertionResult same_lanes(const Packed<T>& got, const Packed<T>& want, const char* name) {
    if (got.v.size() != want.v.size())
        return ::testing::AssertionFailure()
               << name << ": " << got.v.size() << " scalars, expected " << want.v.size();
    int bad = 0;
    std::ostringstream msg;
    for (size_t q = 0; q < want.v.size(); ++q) {
        if (!want.real_lane(q) || same_bits(got.v[q], want.v[q])) continue;
        if (bad++ < 4)
            msg << "\n  " << want.where(q) << ": " << str(got.v[q]) << ", expected " << str(want.v[q]);
    }
    if (bad == 0) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << bad << " scalar(s) of " << name << " differ:" << msg.str();
}

// got and want (of the same shape) hold the same bits in every logical element.
template <class T>
::testing::AssertionResult same_elements(const Batch<T>& got, const Batch<T>& want, const char* name) {
    int bad = 0;
    std::ostringstream msg;
    for (int64_t p = 0; p < want.count; ++p)
        for (int64_t j = 0; j < want.cols; ++j)
            for (int64_t i = 0; i < want.rows; ++i)
                if (!same_bits(got.at(p, i, j), want.at(p, i, j)) && bad++ < 4)
                    msg << "\n  matrix " << p << " (" << i << "," << j << "): " << str(got.at(p, i, j))
                        << ", expected " << str(want.at(p, i, j));
    if (bad == 0) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << bad << " element(s) of " << name << " differ:" << msg.str();
}

// Whether a device scalar still holds the 0xFF bytes (a NaN) it was set to.
template <class R>
bool unwritten(const R& x) {
    R ff;
    std::memset(&ff, 0xFF, sizeof ff);
    return same_bits(x, ff);
}

// An interleaved array of n scalars in device memory between two guards; every byte starts as
// 0xFF (a NaN), so that what a kernel writes where it must not shows.
template <class T>
class DeviceInterleaved {
public:
    using R = real_t<T>;
    static constexpr size_t kGuard = 16;  // scalars on each side (64 bytes or more: alignment kept)

    explicit DeviceInterleaved(size_t n) : n_(n), d_(n + 2 * kGuard) {
        cuda_ok(cudaMemset(d_.get(), 0xFF, (n + 2 * kGuard) * sizeof(R)), "cudaMemset");
    }
    R* get() const { return d_.get() + kGuard; }
    size_t size() const { return n_; }
    // The array into `into` (resized to it); a failure if a guard changed.
    ::testing::AssertionResult download(std::vector<R>& into, const char* name) const {
        std::vector<R> h(n_ + 2 * kGuard);
        d_.download(h.data(), h.size());
        into.assign(h.begin() + kGuard, h.end() - kGuard);
        for (size_t g = 0; g < kGuard; ++g)
            if (!unwritten(h[g]) || !unwritten(h[h.size() - 1 - g]))
                return ::testing::AssertionFailure() << name << ": written outside the interleaved array";
        return ::testing::AssertionSuccess();
    }

private:
    size_t n_;
    DeviceArray<R> d_;
};

// The CPU library's pack of Batch X.
template <class T>
Packed<T> cpu_pack(const Batch<T>& X, int64_t block) {
    Packed<T> p(layout_of(X.row_major), X.count, X.rows, X.cols, block);
    const std::vector<const T*> ptrs = X.const_pointers();
    int64_t info = 7777;
    invoke(kCpu, pack_entry<T>(), p.L, X.count, X.rows, X.cols, ptrs.data(), X.ld, p.v.data(), block, &info);
    EXPECT_EQ(info, 0) << "the CPU library's pack";
    return p;
}

// A Batch on the device (its whole buffer), the device array of its matrices' addresses, and the
// interleaved array (of the GPU library's size) that the GPU library's pack fills from them.
template <class T>
struct DeviceOperand {
    DeviceBatch<T> dense;
    DeviceArray<T*> ptrs;
    DeviceInterleaved<T> packed;

    DeviceOperand(const Batch<T>& X, int64_t block, bblas_cuda_queue_t q)
        : dense(X),
          ptrs(size_t(X.count)),
          packed(size_t(std::max<int64_t>(0, size_entry<T>().gpu(X.count, X.rows, X.cols, block)))) {
        std::vector<T*> p;
        for (int64_t i = 0; i < X.count; ++i) p.push_back(dense.ptr(X, i));
        ptrs.upload(p.data(), p.size());
        int64_t info = 7777;
        invoke(Target{true, q}, pack_entry<T>(), layout_of(X.row_major), X.count, X.rows, X.cols, ptrs.get(),
               X.ld, packed.get(), block, &info);
        EXPECT_EQ(info, 0) << "the GPU library's pack";
    }
    // The device's array in the shape of `like` (the CPU's pack of the same Batch).
    Packed<T> fetch(const Packed<T>& like, const char* name, bool& ok) const {
        Packed<T> p = like;
        BT_CHECK(ok, packed.download(p.v, name));
        return p;
    }
};

// ----------------------------------------------------------------------------------------------
// Pack and unpack (need a GPU)

// Values whose bits a copy must keep: signed zero, subnormal, infinity, the largest finite.
template <class T>
T bit_pattern(int64_t which) {
    using R = real_t<T>;
    const R v[] = {R(-0.0), std::numeric_limits<R>::denorm_min() * 3, std::numeric_limits<R>::infinity(),
                   -std::numeric_limits<R>::max()};
    if constexpr (is_complex_v<T>) return T(v[which % 4], v[(which + 1) % 4]);
    else return v[which % 4];
}

template <class T>
class NeedsGpu : public ::testing::Test {
protected:
    void SetUp() override {
        if (!have_gpu()) GTEST_SKIP() << kNoGpu;
    }
};

template <class T>
class GpuInterleavedPack : public NeedsGpu<T> {};
TYPED_TEST_SUITE(GpuInterleavedPack, AllTypes, TypeNames);

// Pack on the device equals the CPU's pack in every lane of the count matrices, leaves the
// padding lanes and the source alone; unpack (into other leading dimensions) gives back every
// element bit for bit and leaves the destination's padding and gaps (NaN) alone.
TYPED_TEST(GpuInterleavedPack, RoundTripBitForBitAndTheCpuLayout) {
    using T = TypeParam;
    const cu::Queue q;
    constexpr int64_t shapes[][2] = {{1, 1}, {2, 3}, {5, 1}, {8, 16}, {16, 33}, {33, 5}};
    constexpr int64_t counts[] = {1, 7, 70};
    uint64_t seed = 500;
    for (const BLAS_Layout L : kLayouts)
        for (const auto& shape : shapes)
            for (const int64_t count : counts)
                for (const int64_t block : {int64_t(0), 2 * kDefaultBlock<T>}) {
                    const int64_t rows = shape[0], cols = shape[1];
                    SCOPED_TRACE(trace("pack/unpack ", type_name<T>(), " ", layout_name(L), " count=", count,
                                       " rows=", rows, " cols=", cols, " block=", block, " seed=", ++seed));
                    Rng rng(seed);
                    Batch<T> X(count, rows, cols, ld_for(L, rows, cols, rng.integer(1, 3)), L,
                               rng.integer(0, 2));
                    X.fill(rng, Fill::Real);
                    X.each([](int64_t p, int64_t i, int64_t j, T& x) {
                        if ((p + 2 * i + 3 * j) % 5 == 0) x = bit_pattern<T>(p + i + j);
                    });
                    const Packed<T> want = cpu_pack(X, block);
                    const DeviceOperand<T> d(X, block, q.get());
                    sync(q.get());
                    bool ok = true;
                    const Packed<T> got = d.fetch(want, "the device's interleaved array", ok);
                    EXPECT_TRUE(same_lanes(got, want, "the device's interleaved array"));
                    int64_t written = 0;
                    for (size_t s = 0; s < got.v.size(); ++s)
                        written += !got.real_lane(s) && !unwritten(got.v[s]);
                    EXPECT_EQ(written, 0) << "padding-lane scalars of the last block written by pack "
                                             "(bblas_cuda.h: neither written nor read)";
                    Batch<T> src_after = X;
                    d.dense.download(src_after);
                    EXPECT_TRUE(untouched(src_after, X, "pack's source"));

                    Batch<T> Y(count, rows, cols, ld_for(L, rows, cols, rng.integer(0, 3)), L,
                               rng.integer(0, 2));
                    Y.each([](int64_t, int64_t, int64_t, T& x) { x = T(-7); });
                    const Batch<T> Y0 = Y;
                    DeviceBatch<T> dY(Y);
                    std::vector<T*> py;
                    for (int64_t p = 0; p < count; ++p) py.push_back(dY.ptr(Y, p));
                    DeviceArray<T*> dpy(py.size());
                    dpy.upload(py.data(), py.size());
                    int64_t info = 7777;
                    invoke(Target{true, q.get()}, unpack_entry<T>(), L, count, rows, cols,
                           static_cast<const real_t<T>*>(d.packed.get()), block, dpy.get(), Y.ld, &info);
                    sync(q.get());
                    EXPECT_EQ(info, 0) << "the GPU library's unpack";
                    dY.download(Y);
                    EXPECT_TRUE(padding_untouched(Y, Y0, "unpack's destination"));
                    EXPECT_TRUE(same_elements(Y, X, "unpack's destination (the round trip)"));
                    if (this->HasFailure()) return;
                }
}

// ----------------------------------------------------------------------------------------------
// The routines (need a GPU)

// One interleaved call of one routine. The output is C for every routine (trmm's and trsm's B).
template <class T>
struct Case : Problem<T> {
    BLAS_Layout L = BlasColMajor;
    int64_t block = 0;
    Fill fill = Fill::Real;
    Batch<T> A, B, C;  // what both libraries pack (NaN where they must not read)
    std::string trace;
};

// Nothing may change: C = 0 * op(A) op(B) + 1 * C (trmm and trsm always change B: sizes >= 1).
template <class T>
bool quick(const Case<T>& c) {
    return !is_tr(c.r) && c.alpha == T(0) && c.beta == T(1);
}
// A case of routine r: (m, n, k) for gemm, (m, n) for symm, hemm, trmm, trsm, (n, k) for the
// rank updates (m is then ignored). Each operand has its own padding (0..3) and gap (0..2).
template <class T>
Case<T> make_case(Rt r, BLAS_Layout L, const Opts& o, int64_t m, int64_t n, int64_t k, int64_t count,
                  int64_t block, Special sp, Fill fill, uint64_t seed) {
    Rng rng(seed);
    Case<T> c;
    c.r = r, c.L = L, c.o = o, c.fill = fill, c.count = count, c.block = block;
    c.m = is_rank(r) ? n : m, c.n = n, c.k = r == Rt::Gemm || is_rank(r) ? k : 0;
    set_scalars(c, sp, rng, fill);
    const auto batch = [&](int64_t rows, int64_t cols) {
        const int64_t pad = rng.integer(0, 3), gap = rng.integer(0, 2);
        return Batch<T>(count, rows, cols, ld_for(L, rows, cols, pad), L, gap);
    };
    if (r == Rt::Gemm) {
        const bool na = o.trans == BlasNoTrans, nb = o.transB == BlasNoTrans;
        c.A0 = batch(na ? c.m : c.k, na ? c.k : c.m), c.B0 = batch(nb ? c.k : c.n, nb ? c.n : c.k);
    } else if (is_rank(r)) {
        const bool nt = o.trans == BlasNoTrans;
        c.A0 = batch(nt ? c.n : c.k, nt ? c.k : c.n);
        if (two(r)) c.B0 = batch(c.A0.rows, c.A0.cols);
    } else {
        c.A0 = batch(order(c), order(c));
        if (has_b(r)) c.B0 = batch(c.m, c.n);
    }
    c.C0 = batch(c.m, c.n);
    if (is_tr(r)) {
        tr_operands(c, rng, fill);
    } else {
        c.A0.fill(rng, fill), c.B0.fill(rng, fill), c.C0.fill(rng, fill);
    }
    if (quick(c))  // -0.0 would become +0.0 if C were computed as 1*C + 0
        c.C0.each([&](int64_t, int64_t row, int64_t col, T& x) {
            if ((row + col) % 2 == 0) x = T(-0.0);
        });

    c.A = c.A0, c.B = c.B0, c.C = c.C0;
    const T nan = nan_value<T>();
    if (r != Rt::Gemm && !is_rank(r))  // A's other triangle, a unit diagonal, hemm's diagonal imaginary parts
        c.A.each([&](int64_t, int64_t row, int64_t col, T& x) {
            if (row != col && (o.uplo == BlasUpper) != (row < col)) x = nan;
            if (row == col && is_tr(r) && o.diag == BlasUnit) x = nan;
            if constexpr (is_complex_v<T>)
                if (row == col && r == Rt::Hemm) x = T(re(x), std::numeric_limits<real_t<T>>::quiet_NaN());
        });
    // C's other triangle. (herk's and her2k's diagonal imaginary parts keep their random values,
    // garbage that the output must not show: the CPU library reads them, so NaN there would
    // propagate through its result.)
    if (is_rank(r))
        c.C.each([&](int64_t, int64_t row, int64_t col, T& x) {
            if (!in_region(region_of(o.uplo), row, col)) x = nan;
        });
    if (!reads_ab(sp)) {  // alpha = 0: A and B (trmm's and trsm's B: the output) are not read
        c.A.each([&](int64_t, int64_t, int64_t, T& x) { x = nan; });
        c.B.each([&](int64_t, int64_t, int64_t, T& x) { x = nan; });
        if (is_tr(r)) c.C.each([&](int64_t, int64_t, int64_t, T& x) { x = nan; });
    }
    if (!is_tr(r) && !reads_c(sp)) c.C.each([&](int64_t, int64_t, int64_t, T& x) { x = nan; });

    const std::string scalars =
        is_tr(r) ? trace(" alpha=", str(c.alpha), c.alpha == T(0) ? " (NaN in A, B)" : "")
                 : trace(" alpha=", str(c.alpha), " beta=", str(c.beta), " [", special_name(sp), "]");
    c.trace = trace(rt_name(r), " ", type_name<T>(), " ", layout_name(L), opts_text(r, o),
                    r == Rt::Gemm ? trace(" m=", c.m, " n=", c.n, " k=", c.k)
                    : is_rank(r)  ? trace(" n=", c.n, " k=", c.k)
                                  : trace(" m=", c.m, " n=", c.n),
                    " count=", count, " block=", block, " (", block ? block : kDefaultBlock<T>,
                    " matrices) lda=", c.A.ld, has_b(r) ? trace(" ldb=", c.B.ld) : "",
                    is_tr(r) ? " ldb=" : " ldc=", c.C.ld, scalars, " ", fill_name(fill), " seed=", seed);
    return c;
}

// The GPU's output (Cg) against the CPU library's (Ccpu), both read from their interleaved
// arrays; Cin: C as packed before the call.
template <class T>
bool check_output(const Case<T>& c, const Batch<T>& Cg, const Batch<T>& Ccpu, const Batch<T>& Cin) {
    bool ok = true;
    if (quick(c)) {
        BT_CHECK(ok, untouched(Cg, Cin, "C (alpha = 0, beta = 1: unchanged)"));
        return ok;
    }
    const Region reg = is_rank(c.r) ? region_of(c.o.uplo) : Region::Full;
    if (is_rank(c.r))
        BT_CHECK(ok,
                 untouched_except(Cg, Cin, "C outside the uplo triangle",
                                  [&](int64_t, int64_t r, int64_t col) { return in_region(reg, r, col); }));
    for (int64_t i = 0; i < c.count; ++i) {
        if (is_rank(c.r) && herm(c.r))
            for (int64_t j = 0; j < c.n; ++j)
                if (!(im(Cg.at(i, j, j)) == 0)) {
                    ok = false;
                    ADD_FAILURE() << "matrix " << i << ": C(" << j << "," << j
                                  << ") = " << str(Cg.at(i, j, j))
                                  << ", its imaginary part must be exactly 0";
                    break;
                }
        if (c.fill == Fill::Int || (is_tr(c.r) && c.alpha == T(0))) {
            BT_CHECK(ok, check_values(Cg, Ccpu, i, reg, nullptr, true));
        } else if (c.r == Rt::Trsm) {
            BT_CHECK(ok, backward_error(c, Cg, Ccpu, i));
        } else {
            const Dense<double> den = error_bound(c, i);
            BT_CHECK(ok, check_values(Cg, Ccpu, i, reg, &den, false));
        }
    }
    return ok;
}

template <class T>
Args<T> args_of(const Case<T>& c, const real_t<T>* A, const real_t<T>* B, real_t<T>* C) {
    return {c.r, c.L, c.o, c.m, c.n, c.k, c.alpha, c.beta, A, B, C, c.count, c.block};
}

// One case through both libraries: each packs the same Batches and runs its routine on its own
// arrays; the device's arrays come back and are compared with the CPU's.
template <class T>
bool run_case(const Case<T>& c, bblas_cuda_queue_t q) {
    SCOPED_TRACE(c.trace);
    bool ok = true;
    const Packed<T> hA = cpu_pack(c.A, c.block);
    const Packed<T> hB = has_b(c.r) ? cpu_pack(c.B, c.block) : Packed<T>();
    Packed<T> hC = cpu_pack(c.C, c.block);
    const Packed<T> hCin = hC;
    std::vector<int64_t> cpu_info = report_all(c.count);
    call(kCpu, args_of(c, hA.v.data(), hB.v.data(), hC.v.data()), cpu_info.data());
    if (!info_ok(cpu_info, "the CPU library's call")) {
        ADD_FAILURE() << info_ok(cpu_info, "the CPU library's call").message();
        return false;
    }

    const DeviceOperand<T> dA(c.A, c.block, q), dC(c.C, c.block, q);
    std::optional<DeviceOperand<T>> dB;
    if (has_b(c.r)) dB.emplace(c.B, c.block, q);
    std::vector<int64_t> info = report_all(c.count);
    call(Target{true, q}, args_of(c, dA.packed.get(), dB ? dB->packed.get() : nullptr, dC.packed.get()),
         info.data());
    sync(q);
    BT_CHECK(ok, info_ok(info, "the GPU library's call"));

    // A and B: packed as the CPU packs them, untouched by the call
    BT_CHECK(ok, same_lanes(dA.fetch(hA, "A", ok), hA, "A (the GPU's pack, after the call)"));
    if (dB) BT_CHECK(ok, same_lanes(dB->fetch(hB, "B", ok), hB, "B (the GPU's pack, after the call)"));
    const Packed<T> gC = dC.fetch(hC, "C", ok);
    return check_output(c, gC.to_batch(), hC.to_batch(), hCin.to_batch()) && ok;
}

// Sizes 1..33 (the powers of two, their neighbours); 1, 7 and 70 matrices (70: the last block
// partial for both blocks, several blocks of the kernels' 32 lanes).
constexpr int64_t kDims[] = {1, 2, 3, 5, 8, 16, 33};
constexpr int kNumDims = int(std::size(kDims));
constexpr int64_t kCounts[] = {1, 7, 70};

// Every fill, layout and option combination of routine r x the seven sizes, m != n (rank
// updates: n != k), the counts, blocks and specials cycling.
template <class T>
void sweep(Rt r, uint64_t seed) {
    const cu::Queue q;
    const std::vector<Opts> opts = options<T>(r);
    int64_t idx = 0;
    int failures = 0;
    for (const Fill fill : {Fill::Int, Fill::Real})
        for (const BLAS_Layout L : kLayouts)
            for (size_t oi = 0; oi < opts.size(); ++oi)
                for (int s = 0; s < kNumDims; ++s, ++idx) {
                    const int64_t a = kDims[s], b = kDims[(s + 1 + int(oi) % (kNumDims - 1)) % kNumDims];
                    const int64_t k = kDims[(2 * s + int(oi) + 3) % kNumDims];
                    const int64_t block = (idx / 10) % 2 ? 0 : 2 * kDefaultBlock<T>;
                    const Case<T> c = make_case<T>(r, L, opts[oi], a, is_rank(r) ? a : b, is_rank(r) ? b : k,
                                                   kCounts[idx % 3], block, special_for(idx), fill,
                                                   seed * 1000003 + uint64_t(idx));
                    if (!run_case(c, q.get()) && ++failures >= 10) {
                        ADD_FAILURE() << "stopping after 10 failed cases";
                        return;
                    }
                    if (::testing::Test::HasFatalFailure()) return;
                }
}

template <class T>
class GpuInterleaved : public NeedsGpu<T> {};
TYPED_TEST_SUITE(GpuInterleaved, AllTypes, TypeNames);
template <class T>
class GpuInterleavedHerm : public NeedsGpu<T> {};
TYPED_TEST_SUITE(GpuInterleavedHerm, ComplexTypes, TypeNames);

TYPED_TEST(GpuInterleaved, Gemm) { sweep<TypeParam>(Rt::Gemm, 11); }
TYPED_TEST(GpuInterleaved, Symm) { sweep<TypeParam>(Rt::Symm, 12); }
TYPED_TEST(GpuInterleaved, Hemm) { sweep<TypeParam>(Rt::Hemm, 13); }  // real types: symm
TYPED_TEST(GpuInterleaved, Syrk) { sweep<TypeParam>(Rt::Syrk, 14); }
TYPED_TEST(GpuInterleaved, Syr2k) { sweep<TypeParam>(Rt::Syr2k, 15); }
TYPED_TEST(GpuInterleaved, Trmm) { sweep<TypeParam>(Rt::Trmm, 16); }
TYPED_TEST(GpuInterleaved, Trsm) { sweep<TypeParam>(Rt::Trsm, 17); }
TYPED_TEST(GpuInterleavedHerm, Herk) { sweep<TypeParam>(Rt::Herk, 18); }
TYPED_TEST(GpuInterleavedHerm, Her2k) { sweep<TypeParam>(Rt::Her2k, 19); }

// ----------------------------------------------------------------------------------------------
// The C++ face (bblas_cuda.hh)

// Case c through bblas::cuda's routine of the same name on containers A, B (null when the
// routine has none), C.
template <class T>
void cpp_call(const Case<T>& c, const cu::Queue& q, const cu::InterleavedBatch<T>& A,
              const cu::InterleavedBatch<T>* B, cu::InterleavedBatch<T>& C) {
    const Opts& o = c.o;
    switch (c.r) {
        case Rt::Gemm:
            cu::gemm(q, cpp(o.trans), cpp(o.transB), c.alpha, A, *B, c.beta, C);
            break;
        case Rt::Symm:
            cu::symm(q, cpp(o.side), cpp(o.uplo), c.alpha, A, *B, c.beta, C);
            break;
        case Rt::Hemm:
            cu::hemm(q, cpp(o.side), cpp(o.uplo), c.alpha, A, *B, c.beta, C);
            break;
        case Rt::Syrk:
            cu::syrk(q, cpp(o.uplo), cpp(o.trans), c.alpha, A, c.beta, C);
            break;
        case Rt::Herk:
            if constexpr (is_complex_v<T>)
                cu::herk(q, cpp(o.uplo), cpp(o.trans), re(c.alpha), A, re(c.beta), C);
            break;
        case Rt::Syr2k:
            cu::syr2k(q, cpp(o.uplo), cpp(o.trans), c.alpha, A, *B, c.beta, C);
            break;
        case Rt::Her2k:
            if constexpr (is_complex_v<T>)
                cu::her2k(q, cpp(o.uplo), cpp(o.trans), c.alpha, A, *B, re(c.beta), C);
            break;
        case Rt::Trmm:
            cu::trmm(q, cpp(o.side), cpp(o.uplo), cpp(o.trans), cpp(o.diag), c.alpha, A, C);
            break;
        case Rt::Trsm:
            cu::trsm(q, cpp(o.side), cpp(o.uplo), cpp(o.trans), cpp(o.diag), c.alpha, A, C);
            break;
    }
}

template <class T>
class GpuInterleavedCpp : public NeedsGpu<T> {};
TYPED_TEST_SUITE(GpuInterleavedCpp, AllTypes, TypeNames);

// Every routine through InterleavedBatch (pack from the device matrices, the routine, unpack)
// gives bit for bit what the C entries give on the same device matrices.
TYPED_TEST(GpuInterleavedCpp, RoutinesMatchTheCEntries) {
    using T = TypeParam;
    const cu::Queue q;
    uint64_t seed = 900;
    for (const Rt r : routines<T>(true))
        for (const BLAS_Layout L : kLayouts) {
            const std::vector<Opts> opts = options<T>(r);
            const Opts o = opts[size_t(seed) % opts.size()];
            const int64_t count = seed % 2 ? 70 : 7, block = seed % 2 ? 0 : 2 * kDefaultBlock<T>;
            const Fill fill = seed % 3 ? Fill::Int : Fill::Real;
            const Case<T> c = make_case<T>(r, L, o, 5, 3, 4, count, block, Special::Normal, fill, ++seed);
            SCOPED_TRACE(trace("C++ face: ", c.trace));

            // the C entries
            const DeviceOperand<T> dA(c.A, c.block, q.get());
            DeviceOperand<T> dC(c.C, c.block, q.get());
            std::optional<DeviceOperand<T>> dB;
            if (has_b(r)) dB.emplace(c.B, c.block, q.get());
            std::vector<int64_t> info = report_all(c.count);
            call(Target{true, q.get()},
                 args_of(c, dA.packed.get(), dB ? dB->packed.get() : nullptr, dC.packed.get()), info.data());
            q.sync();
            ASSERT_TRUE(info_ok(info, "the GPU library's C entry"));
            bool ok = true;
            const Packed<T> want = dC.fetch(Packed<T>(L, c.count, c.C.rows, c.C.cols, c.block), "C", ok);

            // the C++ face, on containers packed from the same device matrices
            const bblas::Layout cl = cpp(L);
            cu::InterleavedBatch<T> A(c.A.count, c.A.rows, c.A.cols, cl, c.block);
            cu::InterleavedBatch<T> C(c.C.count, c.C.rows, c.C.cols, cl, c.block);
            EXPECT_EQ(C.block(), block ? block : kDefaultBlock<T>);
            ASSERT_EQ(C.size(), int64_t(want.v.size()));
            A.pack(q, dA.ptrs.get(), c.A.ld);
            C.pack(q, dC.ptrs.get(), c.C.ld);
            std::optional<cu::InterleavedBatch<T>> B;
            if (has_b(r)) {
                B.emplace(c.B.count, c.B.rows, c.B.cols, cl, c.block);
                B->pack(q, dB->ptrs.get(), c.B.ld);
            }
            cpp_call(c, q, A, B ? &*B : nullptr, C);
            q.sync();
            Packed<T> got = want;
            cuda_ok(
                cudaMemcpy(got.v.data(), C.data(), got.v.size() * sizeof(real_t<T>), cudaMemcpyDeviceToHost),
                "download");
            EXPECT_TRUE(same_lanes(got, want, "C: the C++ face against the C entry"));

            // unpack into the device copy of C's Batch (other values in its logical elements)
            Batch<T> out = c.C;
            out.each([](int64_t, int64_t, int64_t, T& x) { x = T(-7); });
            const Batch<T> out0 = out;
            dC.dense.d.upload(out.buf.data(), out.buf.size());
            C.unpack(q, dC.ptrs.get(), out.ld);
            q.sync();
            dC.dense.download(out);
            EXPECT_TRUE(padding_untouched(out, out0, "C++ unpack's destination"));
            EXPECT_TRUE(same_elements(out, want.to_batch(), "C++ unpack's destination"));
            if (this->HasFailure()) return;
        }
}

// Runs f, which must throw ArgumentError with info() == info.
template <class F>
void expect_argument_error(const std::string& what, F f, int64_t info) {
    SCOPED_TRACE(what);
    try {
        f();
        ADD_FAILURE() << "no bblas::cuda::ArgumentError";
    } catch (const cu::ArgumentError& e) {
        EXPECT_EQ(e.info(), info) << e.what();
    }
}

// Containers that do not fit together and invalid options throw before anything is enqueued:
// the output containers keep their bytes. (Invalid options on square operands, whose shapes fit
// whichever way an invalid option would be read.)
TYPED_TEST(GpuInterleavedCpp, ArgumentErrors) {
    using T = TypeParam;
    using IB = cu::InterleavedBatch<T>;
    using bblas::Diag, bblas::Layout, bblas::Op, bblas::Side, bblas::Uplo;
    const cu::Queue q;
    const int64_t wide = 2 * kDefaultBlock<T>;
    const T one(1), zero(0);
    IB C(7, 3, 5), S(7, 3, 3), X(7, 3, 5);  // outputs: gemm 3 x 5, square 3 x 3, trsm 3 x 5
    for (IB* out : {&C, &S, &X})
        cuda_ok(cudaMemset(out->data(), 0, size_t(out->size()) * sizeof(real_t<T>)), "cudaMemset");

    const auto gemm_with = [&](const IB& a, const IB& b, IB& c, Op ta = Op::NoTrans, Op tb = Op::NoTrans) {
        return [&q, &one, &zero, pa = &a, pb = &b, pc = &c, ta, tb] {
            cu::gemm(q, ta, tb, one, *pa, *pb, zero, *pc);
        };
    };
    const IB A(7, 3, 4), B(7, 4, 5), B8(8, 4, 5), Brow(7, 4, 5, Layout::RowMajor),
        Bwide(7, 4, 5, Layout::ColMajor, wide), B55(7, 5, 5), Q(7, 3, 3);
    expect_argument_error("gemm: B of another count", gemm_with(A, B8, C), 0);
    expect_argument_error("gemm: B of another layout", gemm_with(A, Brow, C), 0);
    expect_argument_error("gemm: B of another block", gemm_with(A, Bwide, C), 0);
    expect_argument_error("gemm: B 5 x 5, not 4 x 5", gemm_with(A, B55, C), 0);
    expect_argument_error("gemm: transA = Trans with A 3 x 4 and C 3 x 5", gemm_with(A, B, C, Op::Trans), 0);
    expect_argument_error("gemm: invalid transA", gemm_with(Q, Q, S, Op(9)), -2);
    expect_argument_error("gemm: invalid transB", gemm_with(Q, Q, S, Op::NoTrans, Op(9)), -3);

    const auto trsm_with = [&](const IB& a, IB& b, Side s, Uplo u = Uplo::Lower, Op t = Op::NoTrans,
                               Diag d = Diag::NonUnit) {
        return [&q, &one, pa = &a, pb = &b, s, u, t, d] { cu::trsm(q, s, u, t, d, one, *pa, *pb); };
    };
    const IB A44(7, 4, 4), A6(6, 3, 3);
    expect_argument_error("trsm: A 4 x 4 for Left and m = 3", trsm_with(A44, X, Side::Left), 0);
    expect_argument_error("trsm: A of another count", trsm_with(A6, X, Side::Left), 0);
    expect_argument_error("trsm: A 3 x 3 for Right and n = 5", trsm_with(Q, X, Side::Right), 0);
    expect_argument_error("trsm: invalid side", trsm_with(Q, S, Side(9)), -2);
    expect_argument_error("trsm: invalid uplo", trsm_with(Q, S, Side::Left, Uplo(9)), -3);
    expect_argument_error("trsm: invalid transA", trsm_with(Q, S, Side::Left, Uplo::Lower, Op(9)), -4);
    expect_argument_error("trsm: invalid diag",
                          trsm_with(Q, S, Side::Left, Uplo::Lower, Op::NoTrans, Diag(9)), -5);

    // pack and unpack: the C checks (pack's src 5 and ld 6, unpack's ld 8)
    DeviceArray<T*> ptrs(7);
    expect_argument_error(
        "pack: null pointer array", [&] { C.pack(q, nullptr, 3); }, -5);
    expect_argument_error(
        "pack: ld 2 < rows 3", [&] { C.pack(q, ptrs.get(), 2); }, -6);
    expect_argument_error(
        "unpack: ld 2 < rows 3", [&] { C.unpack(q, ptrs.get(), 2); }, -8);

    q.sync();
    for (const IB* out : {&C, &S, &X}) {
        std::vector<real_t<T>> after(size_t(out->size()));
        cuda_ok(
            cudaMemcpy(after.data(), out->data(), after.size() * sizeof(real_t<T>), cudaMemcpyDeviceToHost),
            "download");
        EXPECT_TRUE(std::all_of(after.begin(), after.end(), [](real_t<T> x) { return x == 0; }))
            << "an output changed by calls that threw";
    }
}

// The LAPACK routines on InterleavedBatch give bit for bit what the interleaved C entries give
// on the same arrays (the same kernels: what is checked is the face's mapping of containers,
// pivots and dinfo to the C arguments): order 5, 11 matrices (a partial last block), both
// layouts, Hermitian and diagonally dominant matrices so that every routine succeeds.
TYPED_TEST(GpuInterleavedCpp, LapackMatchesTheCEntries) {
    using T = TypeParam;
    using Real = real_t<T>;
    using IB = cu::InterleavedBatch<T>;
    const cu::Queue q;
    constexpr int64_t n = 5, nrhs = 2, count = 11;
    const auto size = bt::pick<T>(bblas_cuda_interleaved_size_r32, bblas_cuda_interleaved_size_r64,
                                  bblas_cuda_interleaved_size_c32, bblas_cuda_interleaved_size_c64);
    const int64_t na = size(count, n, n, 0), nb = size(count, n, nrhs, 0);
    Rng rng(77);
    std::vector<Real> a(static_cast<size_t>(na)), b(static_cast<size_t>(nb));
    for (Real& x : a) x = Real(rng.uniform());
    for (Real& x : b) x = Real(rng.uniform());
    // lane p's element (i, j) of A (the same offsets in both layouts: the matrices are Hermitian,
    // and an imaginary part is negated across the diagonal)
    const int64_t w = kDefaultBlock<T>, plane = is_complex_v<T> ? n * n * w : 0;
    for (int64_t p = 0; p < count; ++p)
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i <= j; ++i) {
                const int64_t base = (p / w) * n * n * w * (is_complex_v<T> ? 2 : 1) + p % w;
                Real* up = &a[size_t(base + (i + j * n) * w)];
                Real* lo = &a[size_t(base + (j + i * n) * w)];
                if (i == j) *up += Real(2 * n);
                *lo = *up;
                if constexpr (is_complex_v<T>) {
                    if (i == j) up[plane] = 0;
                    lo[plane] = -up[plane];
                }
            }
    for (const BLAS_Layout L : kLayouts) {
        SCOPED_TRACE(layout_name(L));
        for (int routine = 0; routine < 9; ++routine) {
            SCOPED_TRACE(trace("routine ", routine));
            DeviceArray<Real> ca(a.size()), cb(b.size());
            ca.upload(a.data(), a.size()), cb.upload(b.data(), b.size());
            IB A(count, n, n, cpp(L)), B(count, n, nrhs, cpp(L));
            ASSERT_EQ(A.size(), na);
            cuda_ok(cudaMemcpy(A.data(), a.data(), a.size() * sizeof(Real), cudaMemcpyHostToDevice),
                    "upload");
            cuda_ok(cudaMemcpy(B.data(), b.data(), b.size() * sizeof(Real), cudaMemcpyHostToDevice),
                    "upload");
            std::vector<int64_t> piv0(size_t(count * n));
            for (int64_t p = 0; p < count; ++p)
                for (int64_t j = 0; j < n; ++j) piv0[size_t(p * n + j)] = j == 1 ? n : j + 1;
            DeviceArray<int64_t> cp(piv0.size()), pp(piv0.size()), cinfo(count), pinfo(count);
            cp.upload(piv0.data(), piv0.size()), pp.upload(piv0.data(), piv0.size());
            cuda_ok(cudaDeviceSynchronize(), "upload");
            int64_t info = BblasErrorsReportAny;
            const auto up = BlasUpper;
            switch (routine) {
                case 0:
                    BT_GPU_INTERLEAVED(getrf)
                    (L, n, n, ca.get(), cp.get(), n, count, 0, &info, cinfo.get(), q.get());
                    cu::getrf(q, A, pp.get(), pinfo.get());
                    break;
                case 1:
                    BT_GPU_INTERLEAVED(getrf_nopiv)(L, n, n, ca.get(), count, 0, &info, cinfo.get(), q.get());
                    cu::getrf_nopiv(q, A, pinfo.get());
                    break;
                case 2:
                    BT_GPU_INTERLEAVED(gesv)
                    (L, n, nrhs, ca.get(), cp.get(), n, cb.get(), count, 0, &info, cinfo.get(), q.get());
                    cu::gesv(q, A, pp.get(), B, pinfo.get());
                    break;
                case 3:
                    BT_GPU_INTERLEAVED(getrs)
                    (L, BlasTrans, n, nrhs, ca.get(), cp.get(), n, cb.get(), count, 0, &info, nullptr,
                     q.get());
                    cu::getrs(q, bblas::Op::Trans, A, pp.get(), B);
                    break;
                case 4:
                    BT_GPU_INTERLEAVED(getri)
                    (L, n, ca.get(), cp.get(), n, count, 0, &info, cinfo.get(), q.get());
                    cu::getri(q, A, pp.get(), pinfo.get());
                    break;
                case 5:
                    BT_GPU_INTERLEAVED(getrf_inv)(L, n, ca.get(), count, 0, &info, cinfo.get(), q.get());
                    cu::getrf_inv(q, A, pinfo.get());
                    break;
                case 6:
                    BT_GPU_INTERLEAVED(potrf)(L, up, n, ca.get(), count, 0, &info, cinfo.get(), q.get());
                    cu::potrf(q, bblas::Uplo::Upper, A, pinfo.get());
                    break;
                case 7:
                    BT_GPU_INTERLEAVED(potrs)
                    (L, up, n, nrhs, ca.get(), cb.get(), count, 0, &info, nullptr, q.get());
                    cu::potrs(q, bblas::Uplo::Upper, A, B);
                    break;
                default:
                    BT_GPU_INTERLEAVED(posv)
                    (L, up, n, nrhs, ca.get(), cb.get(), count, 0, &info, cinfo.get(), q.get());
                    cu::posv(q, bblas::Uplo::Upper, A, B, pinfo.get());
            }
            q.sync();
            EXPECT_EQ(info, 0);
            const auto same_array = [](const Real* dev, const DeviceArray<Real>& want, size_t len) {
                std::vector<Real> x(len), y(len);
                cuda_ok(cudaMemcpy(x.data(), dev, len * sizeof(Real), cudaMemcpyDeviceToHost), "download");
                want.download(y.data(), len);
                return std::memcmp(x.data(), y.data(), len * sizeof(Real)) == 0;
            };
            EXPECT_TRUE(same_array(A.data(), ca, a.size())) << "A";
            EXPECT_TRUE(same_array(B.data(), cb, b.size())) << "B";
            std::vector<int64_t> x(piv0.size()), y(piv0.size());
            cp.download(x.data(), x.size()), pp.download(y.data(), y.size());
            EXPECT_EQ(x, y) << "pivots";
            if (routine != 3 && routine != 7) {
                std::vector<int64_t> ci(count), pi(count);
                cinfo.download(ci.data(), ci.size()), pinfo.download(pi.data(), pi.size());
                EXPECT_EQ(ci, pi) << "dinfo";
                EXPECT_EQ(ci, std::vector<int64_t>(count, 0)) << "dinfo";
            }
        }
    }
}

// ----------------------------------------------------------------------------------------------
// Argument checks and info (no GPU needed): the GPU library's info equals the CPU library's for
// the same invalid call. The arrays are host arrays: the GPU's checks never read inside them,
// and an invalid call launches nothing.

template <class T>
class GpuInterleavedArgs : public ::testing::Test {};
TYPED_TEST_SUITE(GpuInterleavedArgs, AllTypes, TypeNames);

TYPED_TEST(GpuInterleavedArgs, SizeAsTheCpuLibrary) {
    using T = TypeParam;
    const int64_t d = kDefaultBlock<T>;
    const int64_t cases[][4] = {{0, 0, 0, 0},  {1, 1, 1, 0}, {7, 3, 5, 0},  {70, 33, 16, 2 * d},
                                {17, 2, 2, d}, {5, 0, 4, 0}, {-1, 2, 2, 0}, {1, -1, 2, 0},
                                {1, 2, -1, 0}, {5, 2, 2, 3}, {5, 2, 2, -d}, {5, 2, 2, d + 1}};
    for (const auto& c : cases) {
        SCOPED_TRACE(trace("count=", c[0], " rows=", c[1], " cols=", c[2], " block=", c[3]));
        EXPECT_EQ(size_entry<T>().gpu(c[0], c[1], c[2], c[3]), size_entry<T>().cpu(c[0], c[1], c[2], c[3]));
    }
    EXPECT_EQ(size_entry<T>().gpu(70, 3, 5, 0), (70 + d - 1) / d * 15 * d * (is_complex_v<T> ? 2 : 1));
}

// A pack or unpack of 3 matrices of 3 x 5.
template <class T>
struct CopyCall {
    bool pack = true;
    BLAS_Layout L = BlasColMajor;
    int64_t count = 3, rows = 3, cols = 5, ld = 1, block = 0;
    Batch<T> X;
    std::vector<T*> ptrs;
    std::vector<real_t<T>> data;
    bool null_ptrs = false, null_data = false, null_queue = false;

    CopyCall(bool pack_, BLAS_Layout layout) : pack(pack_), L(layout), ld(ld_for(layout, 3, 5, 0)) {
        X = Batch<T>(3, 3, 5, ld, layout);
        Rng rng(81);
        X.fill(rng, Fill::Int);
        ptrs = X.pointers();
        data.assign(size_t(size_entry<T>().cpu(3, 3, 5, 2 * kDefaultBlock<T>)), real_t<T>(0));
    }
};

template <class T>
int64_t run_copy(const CopyCall<T>& c, bool on_gpu, bool null_info) {
    int64_t info = 7777;
    const cu::Queue q = cu::Queue::around(nullptr);
    const Target t = on_gpu ? Target{true, c.null_queue ? nullptr : q.get()} : kCpu;
    T* const* p = c.null_ptrs ? nullptr : c.ptrs.data();
    real_t<T>* d = c.null_data ? nullptr : const_cast<real_t<T>*>(c.data.data());
    int64_t* pinfo = null_info ? nullptr : &info;
    if (c.pack) invoke(t, pack_entry<T>(), c.L, c.count, c.rows, c.cols, p, c.ld, d, c.block, pinfo);
    else
        invoke(t, unpack_entry<T>(), c.L, c.count, c.rows, c.cols, static_cast<const real_t<T>*>(d), c.block,
               p, c.ld, pinfo);
    return info;
}

template <class T>
using CopyMutation = std::pair<std::string, std::function<void(CopyCall<T>&)>>;

template <class T>
std::vector<CopyMutation<T>> copy_mutations() {
    return {
        {"layout", [](CopyCall<T>& c) { c.L = BLAS_Layout(0); }},
        {"count", [](CopyCall<T>& c) { c.count = -1; }},
        {"rows", [](CopyCall<T>& c) { c.rows = -1; }},
        {"cols", [](CopyCall<T>& c) { c.cols = -2; }},
        {"ld (one short)", [](CopyCall<T>& c) { c.ld = ld_for(c.L, 3, 5, 0) - 1; }},
        {"ld (0)", [](CopyCall<T>& c) { c.ld = 0; }},
        {"block (3)", [](CopyCall<T>& c) { c.block = 3; }},
        {"block (negative)", [](CopyCall<T>& c) { c.block = -kDefaultBlock<T>; }},
        {"matrices (null array)", [](CopyCall<T>& c) { c.null_ptrs = true; }},
        {"interleaved array (null)", [](CopyCall<T>& c) { c.null_data = true; }},
    };
}

// Every invalid argument alone and in every pair (the first in argument order wins), both
// layouts, pack and unpack: the GPU's info[0] is the CPU's.
TYPED_TEST(GpuInterleavedArgs, PackUnpackInfoAsTheCpuLibrary) {
    using T = TypeParam;
    const auto muts = copy_mutations<T>();
    for (const bool pack : {true, false})
        for (const BLAS_Layout L : kLayouts)
            for_each_pair(muts, trace(pack ? "pack " : "unpack ", type_name<T>(), " ", layout_name(L)),
                          [&](const auto& first, const auto& second) {
                              CopyCall<T> c(pack, L);
                              first(c);
                              second(c);
                              const int64_t cpu = run_copy(c, false, false);
                              ASSERT_LT(cpu, 0) << "the case is a valid call (a test error)";
                              EXPECT_EQ(run_copy(c, true, false), cpu);
                              EXPECT_EQ(run_copy(c, true, true),
                                        7777);  // null info: nothing written, no crash
                          });
}

// The queue, after info (position 10): reported when every other argument is valid, empty
// batches included.
TYPED_TEST(GpuInterleavedArgs, PackUnpackNullQueue) {
    using T = TypeParam;
    for (const bool pack : {true, false}) {
        SCOPED_TRACE(pack ? "pack" : "unpack");
        CopyCall<T> c(pack, BlasRowMajor);
        c.null_queue = true;
        EXPECT_EQ(run_copy(c, true, false), -kCopyQueuePos);
        c.count = 0;
        EXPECT_EQ(run_copy(c, true, false), -kCopyQueuePos) << "count = 0";
        c.count = 3, c.block = 3;
        EXPECT_EQ(run_copy(c, true, false), pack ? -8 : -6) << "an invalid block before the queue";
    }
}

// Empty batches (count, rows or cols 0, null arrays allowed then) copy nothing and need no device.
TYPED_TEST(GpuInterleavedArgs, NothingToCopyNeedsNoDevice) {
    using T = TypeParam;
    for (const bool pack : {true, false})
        for (const BLAS_Layout L : kLayouts)
            for (int which = 0; which < 3; ++which) {
                SCOPED_TRACE(trace(pack ? "pack " : "unpack ", layout_name(L),
                                   which == 0   ? " count=0"
                                   : which == 1 ? " rows=0"
                                                : " cols=0"));
                CopyCall<T> c(pack, L);
                (which == 0 ? c.count : which == 1 ? c.rows : c.cols) = 0;
                c.ld = ld_for(L, c.rows, c.cols, 0);
                EXPECT_EQ(run_copy(c, false, false), 0);
                EXPECT_EQ(run_copy(c, true, false), 0);
                c.null_ptrs = c.null_data = true;
                EXPECT_EQ(run_copy(c, true, false), run_copy(c, false, false)) << "null arrays";
            }
}

// A routine's call with host arrays: m 3, n 4, k 5 (rank updates n 4, k 5), 3 matrices, the
// default block, alpha 2, beta -1 (herk, her2k: the real parts).
template <class T>
struct RoutineCall {
    Args<T> a;
    std::vector<real_t<T>> A, B, C;
    bool null_queue = false;

    RoutineCall(Rt r, BLAS_Layout L) {
        const size_t n = size_t(size_entry<T>().cpu(3, 5, 5, 0));
        A.assign(n, real_t<T>(1)), B.assign(n, real_t<T>(1)), C.assign(n, real_t<T>(1));
        a = Args<T>{r, L, Opts{}, 3, 4, 5, T(2), T(-1), A.data(), B.data(), C.data(), 3, 0};
    }
};

template <class T>
std::vector<int64_t> run_routine(const RoutineCall<T>& c, bool on_gpu, int64_t mode, bool null_info) {
    const int64_t entries = mode == BblasErrorsReportAll     ? std::max<int64_t>(0, c.a.count)
                            : mode == BblasErrorsReportGroup ? 1
                                                             : 0;
    std::vector<int64_t> info(size_t(2 + entries), 7777);
    info[0] = mode;
    const cu::Queue q = cu::Queue::around(nullptr);
    call(on_gpu ? Target{true, c.null_queue ? nullptr : q.get()} : kCpu, c.a,
         null_info ? nullptr : info.data());
    return info;
}

template <class T>
using RoutineMutation = std::pair<std::string, std::function<void(Args<T>&)>>;

// Routine r's invalid arguments, one at a time, in argument order.
template <class T>
std::vector<RoutineMutation<T>> routine_mutations(Rt r) {
    std::vector<RoutineMutation<T>> v;
    v.push_back({"layout", [](Args<T>& a) { a.L = BLAS_Layout(0); }});
    if (r == Rt::Gemm) {
        v.push_back({"transA", [](Args<T>& a) { a.o.trans = BLAS_Trans(0); }});
        v.push_back({"transB", [](Args<T>& a) { a.o.transB = BLAS_Trans(114); }});
    }
    if (r != Rt::Gemm && !is_rank(r)) v.push_back({"side", [](Args<T>& a) { a.o.side = BLAS_Side(0); }});
    if (r != Rt::Gemm) v.push_back({"uplo", [](Args<T>& a) { a.o.uplo = BLAS_Uplo(0); }});
    if (is_rank(r)) {
        v.push_back({"trans", [](Args<T>& a) { a.o.trans = BLAS_Trans(0); }});
        if (is_complex_v<T>)
            v.push_back({herm(r) ? "trans (Trans)" : "trans (ConjTrans)",
                         [r](Args<T>& a) { a.o.trans = herm(r) ? BlasTrans : BlasConjTrans; }});
    }
    if (is_tr(r)) {
        v.push_back({"transA", [](Args<T>& a) { a.o.trans = BLAS_Trans(0); }});
        v.push_back({"diag", [](Args<T>& a) { a.o.diag = BLAS_Diag(0); }});
    }
    if (!is_rank(r)) v.push_back({"m", [](Args<T>& a) { a.m = -1; }});
    v.push_back({"n", [](Args<T>& a) { a.n = -2; }});
    if (r == Rt::Gemm || is_rank(r)) v.push_back({"k", [](Args<T>& a) { a.k = -1; }});
    v.push_back({"A", [](Args<T>& a) { a.A = nullptr; }});
    if (has_b(r)) v.push_back({"B", [](Args<T>& a) { a.B = nullptr; }});
    v.push_back({is_tr(r) ? "B (output)" : "C", [](Args<T>& a) { a.C = nullptr; }});
    v.push_back({"count", [](Args<T>& a) { a.count = -1; }});
    v.push_back({"block (3)", [](Args<T>& a) { a.block = 3; }});
    v.push_back({"block (negative)", [](Args<T>& a) { a.block = -kDefaultBlock<T>; }});
    return v;
}

// Every invalid argument of every routine alone and in every pair, both layouts, every mode
// and a null info: the GPU's info is the CPU's, entry for entry.
TYPED_TEST(GpuInterleavedArgs, RoutinesInfoAsTheCpuLibrary) {
    using T = TypeParam;
    for (const Rt r : routines<T>(true)) {
        const auto muts = routine_mutations<T>(r);
        for (const BLAS_Layout L : kLayouts)
            for_each_pair(muts, trace(rt_name(r), " ", type_name<T>(), " ", layout_name(L)),
                          [&](const auto& first, const auto& second) {
                              RoutineCall<T> c(r, L);
                              first(c.a);
                              second(c.a);
                              expect_info_as_cpu([&](bool gpu, int64_t mode, bool null) {
                                  return run_routine(c, gpu, mode, null);
                              });
                          });
    }
}

// The queue, after info: -(info's position + 1), nothing else written; an invalid count is
// reported before it, a group's argument (an option, the block) after it.
TYPED_TEST(GpuInterleavedArgs, RoutinesNullQueue) {
    using T = TypeParam;
    for (const Rt r : routines<T>(true)) {
        SCOPED_TRACE(trace(rt_name(r), " ", type_name<T>()));
        const Positions pos = positions(r);
        RoutineCall<T> c(r, BlasColMajor);
        c.null_queue = true;
        for (const int64_t mode : {BblasErrorsReportAll, BblasErrorsReportGroup, BblasErrorsReportAny}) {
            const std::vector<int64_t> info = run_routine(c, true, mode, false);
            EXPECT_EQ(info[0], -(pos.info + 1)) << "info[0] = " << mode;
            for (size_t i = 1; i < info.size(); ++i) EXPECT_EQ(info[i], 7777) << "info[" << i << "] written";
        }
        c.a.count = -1;
        EXPECT_EQ(run_routine(c, true, BblasErrorsReportAll, false)[0], -pos.count)
            << "count before the queue";
        c.a.count = 3, c.a.block = 3;
        EXPECT_EQ(run_routine(c, true, BblasErrorsReportAny, false)[0], -(pos.info + 1))
            << "block after the queue";
        c.a.block = 0, c.a.o.uplo = BLAS_Uplo(0), c.a.o.trans = BLAS_Trans(0);
        EXPECT_EQ(run_routine(c, true, BblasErrorsReportAny, false)[0], -(pos.info + 1))
            << "options after the queue";
    }
}

// Valid calls with nothing to compute (no matrices, an empty C, or C = 0 op(A) op(B) + 1 C)
// launch nothing: the GPU's info is the CPU's (0) without a device.
TYPED_TEST(GpuInterleavedArgs, NothingToComputeNeedsNoDevice) {
    using T = TypeParam;
    for (const Rt r : routines<T>(true))
        for (int which = 0; which < 3; ++which) {
            if (which == 2 && is_tr(r)) continue;  // trmm, trsm: alpha = 0 sets B to 0
            RoutineCall<T> c(r, BlasRowMajor);
            if (which == 0) c.a.count = 0;
            else if (which == 1) (is_rank(r) ? c.a.n : c.a.m) = 0;
            else c.a.alpha = T(0), c.a.beta = T(1);
            SCOPED_TRACE(trace(rt_name(r), " ", type_name<T>(),
                               which == 0   ? ": count = 0"
                               : which == 1 ? ": an empty C"
                                            : ": alpha = 0, beta = 1"));
            const std::vector<int64_t> cpu = run_routine(c, false, BblasErrorsReportAll, false);
            ASSERT_TRUE(info_ok(cpu, "the CPU library"));
            EXPECT_EQ(run_routine(c, true, BblasErrorsReportAll, false), cpu);
        }
}

// The C++ face's checks that come before any allocation or device work: containers with no
// scalars allocate nothing, so this runs without a device.
TYPED_TEST(GpuInterleavedArgs, CppArgumentErrors) {
    using T = TypeParam;
    using IB = cu::InterleavedBatch<T>;
    using bblas::Layout, bblas::Op;
    const int64_t d = kDefaultBlock<T>;
    expect_argument_error(
        "negative count", [] { IB(-1, 2, 2); }, 0);
    expect_argument_error(
        "negative rows", [] { IB(1, -1, 2); }, 0);
    expect_argument_error(
        "negative cols", [] { IB(1, 2, -1); }, 0);
    expect_argument_error(
        "block 3", [] { IB(9, 3, 3, Layout::ColMajor, 3); }, 0);
    expect_argument_error(
        "negative block", [d] { IB(9, 3, 3, Layout::ColMajor, -d); }, 0);
    expect_argument_error(
        "block default + 1", [d] { IB(9, 3, 3, Layout::ColMajor, d + 1); }, 0);

    const cu::Queue q = cu::Queue::around(nullptr);
    const IB A(5, 0, 0), B(5, 0, 3);  // gemm with m = 0, k = 0, n = 3
    IB C(5, 0, 3);
    EXPECT_EQ(C.size(), 0);
    EXPECT_EQ(C.block(), d);
    EXPECT_EQ(C.data(), nullptr);
    const T one(1), zero(0);
    EXPECT_NO_THROW(cu::gemm(q, Op::NoTrans, Op::NoTrans, one, A, B, zero, C)) << "nothing to compute";
    const auto gemm_with = [&](const IB& b, Op ta = Op::NoTrans) {
        return [&q, &one, &zero, &A, &C, pb = &b, ta] { cu::gemm(q, ta, Op::NoTrans, one, A, *pb, zero, C); };
    };
    const IB B6(6, 0, 3), Brow(5, 0, 3, Layout::RowMajor), Bwide(5, 0, 3, Layout::ColMajor, 2 * d),
        B04(5, 0, 4);
    expect_argument_error("gemm: B of another count", gemm_with(B6), 0);
    expect_argument_error("gemm: B of another layout", gemm_with(Brow), 0);
    expect_argument_error("gemm: B of another block", gemm_with(Bwide), 0);
    expect_argument_error("gemm: B 0 x 4, not 0 x 3", gemm_with(B04), 0);
    expect_argument_error("gemm: invalid transA", gemm_with(B, Op(9)), -2);

    cu::Queue moved = cu::Queue::around(nullptr);
    const cu::Queue keep = std::move(moved);  // `moved` now holds no queue
    expect_argument_error(
        "gemm: null queue", [&] { cu::gemm(moved, Op::NoTrans, Op::NoTrans, one, A, B, zero, C); },
        -(positions(Rt::Gemm).info + 1));
    expect_argument_error(
        "invalid layout", [] { IB(0, 3, 3, Layout(9)); }, 0);

    // the LAPACK routines: empty containers (nothing allocated, nothing to compute)
    IB E(5, 0, 0), R(5, 0, 3);
    EXPECT_NO_THROW(cu::gesv(q, E, nullptr, R)) << "n = 0: nothing to compute";
    EXPECT_NO_THROW(cu::potrf(q, bblas::Uplo::Lower, E)) << "n = 0: nothing to compute";
    IB E02(5, 0, 2), R6(6, 0, 3), R20(5, 2, 0), Rrow(5, 0, 3, Layout::RowMajor);
    expect_argument_error(
        "getri: A 0 x 2, not square", [&] { cu::getri(q, E02, nullptr); }, 0);
    expect_argument_error(
        "posv: B of another count", [&] { cu::posv(q, bblas::Uplo::Lower, E, R6); }, 0);
    expect_argument_error(
        "gesv: B of 2 rows for A 0 x 0", [&] { cu::gesv(q, E, nullptr, R20); }, 0);
    expect_argument_error(
        "potrs: B of another layout", [&] { cu::potrs(q, bblas::Uplo::Lower, E, Rrow); }, 0);
    expect_argument_error(
        "potrf: invalid uplo", [&] { cu::potrf(q, bblas::Uplo(9), E); }, -2);
    expect_argument_error(
        "getrs: invalid trans", [&] { cu::getrs(q, Op(9), E, nullptr, R); }, -2);
    expect_argument_error(
        "potrf: null queue", [&] { cu::potrf(moved, bblas::Uplo::Lower, E); }, -9);
}

}  // namespace
