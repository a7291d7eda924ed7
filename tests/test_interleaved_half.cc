// Half precision in the block-interleaved layout (docs/half.md): bblas_interleaved_size/pack/
// unpack_r16 and _c16, the Level-3 routines BLAS_<routine>_batched_interleaved_r16 and _c16, and
// the C++ container InterleavedBatch<_Float16> and InterleavedBatch<std::complex<_Float16>> with the
// routines' overloads on it.
//
// Packing moves elements without converting them, so unpack(pack(x)) is x bit for bit. A half
// routine on interleaved arrays computes what the single-precision one computes on a container
// of the same geometry holding the widened values, each element it writes rounded once: the
// reference is the r32 or c32 interleaved routine on the widened batch packed with the same
// block, and the unpacked results must be its unpacked results rounded, bit for bit.
#include <bblas.h>
#include <gtest/gtest.h>

#include <bblas.hh>
#include <complex>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

#include "half_values.hh"

#if defined(__FLT16_MAX__)

namespace {

using namespace half_values;

enum class R { Gemm, Symm, Hemm, Syrk, Herk, Syr2k, Her2k, Trmm, Trsm };
const char* name(R r) {
    constexpr const char* names[] = {"gemm",  "symm",  "hemm", "syrk", "herk",
                                     "syr2k", "her2k", "trmm", "trsm"};
    return names[int(r)];
}

// count n x n matrices (every routine's operands are square here: m = n = k), column-major
// with leading dimension n + 1 (the padding NaN-free zeros), as a pointer batch.
template <class H>
struct Mats {
    int64_t n, count, ld;
    std::vector<H> buf;
    std::vector<H*> ptrs;
    Mats(std::mt19937_64& rng, int64_t n_, int64_t count_, int diag) : n(n_), count(count_), ld(n_ + 1) {
        buf.assign(size_t(std::max<int64_t>(1, ld * n * count)), H(0));
        std::uniform_real_distribution<float> u(-1, 1);
        for (int64_t i = 0; i < count; ++i) {
            ptrs.push_back(buf.data() + i * ld * n);
            for (int64_t j = 0; j < n; ++j)
                for (int64_t r = 0; r < n; ++r) {
                    float re = u(rng), im = u(rng);
                    if (r == j && diag) re = re < 0 ? -3.0f : 3.0f;  // trsm's A: far from singular
                    if constexpr (std::is_same_v<H, ch>)
                        ptrs[size_t(i)][r + j * ld] = ch(_Float16(re), _Float16(im));
                    else ptrs[size_t(i)][r + j * ld] = _Float16(re);
                }
        }
    }
};

// The C pack, unpack and routines of storage type E (r16, r32, c16 or c32) by one name.
#define BBLAS_PICK(fn, ...)                                                 \
    do {                                                                    \
        if constexpr (std::is_same_v<E, _Float16>) fn##_r16(__VA_ARGS__);   \
        else if constexpr (std::is_same_v<E, float>) fn##_r32(__VA_ARGS__); \
        else if constexpr (std::is_same_v<E, ch>) fn##_c16(__VA_ARGS__);    \
        else fn##_c32(__VA_ARGS__);                                         \
    } while (0)

template <class E>
using re_t =
    std::conditional_t<std::is_same_v<E, ch>, _Float16, std::conditional_t<std::is_same_v<E, cf>, float, E>>;

// A container (C interface) of count n x n matrices of E with `block` matrices per block.
template <class E>
std::vector<re_t<E>> pack(const std::vector<E*>& src, int64_t n, int64_t ld, int64_t count, int64_t block) {
    int64_t size = 0;
    if constexpr (std::is_same_v<E, _Float16>) size = bblas_interleaved_size_r16(count, n, n, block);
    else if constexpr (std::is_same_v<E, float>) size = bblas_interleaved_size_r32(count, n, n, block);
    else if constexpr (std::is_same_v<E, ch>) size = bblas_interleaved_size_c16(count, n, n, block);
    else size = bblas_interleaved_size_c32(count, n, n, block);
    EXPECT_GE(size, 0);
    std::vector<re_t<E>> data(size_t(std::max<int64_t>(size, 1)), re_t<E>(0));
    const std::vector<const E*> c(src.begin(), src.end());
    int64_t info = -99;
    BBLAS_PICK(bblas_interleaved_pack, BlasColMajor, count, n, n, c.data(), ld, data.data(), block, &info);
    EXPECT_EQ(info, 0);
    return data;
}
template <class E>
void unpack(const std::vector<re_t<E>>& data, const std::vector<E*>& dst, int64_t n, int64_t ld,
            int64_t count, int64_t block) {
    int64_t info = -99;
    BBLAS_PICK(bblas_interleaved_unpack, BlasColMajor, count, n, n, data.data(), block, dst.data(), ld,
               &info);
    EXPECT_EQ(info, 0);
}

// A call's options (the same for the half and the single-precision call).
struct Opts {
    BLAS_Side side;
    BLAS_Uplo uplo;
    BLAS_Trans ta, tb, th;  // th: herk's and her2k's
    BLAS_Diag diag;
    explicit Opts(std::mt19937_64& rng)
        : side(rng() % 2 ? BlasLeft : BlasRight),
          uplo(rng() % 2 ? BlasUpper : BlasLower),
          ta(rng() % 2 ? BlasNoTrans : BlasTrans),
          tb(rng() % 2 ? BlasNoTrans : BlasTrans),
          th(rng() % 2 ? BlasNoTrans : BlasConjTrans),
          diag(rng() % 2 ? BlasUnit : BlasNonUnit) {}
};

// Routine r on the containers A, B, C (trmm and trsm write B) of storage type E; returns info.
template <class E>
int64_t run(R r, int64_t n, int64_t count, int64_t block, std::vector<re_t<E>>& A, std::vector<re_t<E>>& B,
            std::vector<re_t<E>>& C, const Opts& o) {
    using F = std::conditional_t<std::is_same_v<E, ch> || std::is_same_v<E, cf>, cf, float>;
    const BLAS_Side side = o.side;
    const BLAS_Uplo uplo = o.uplo;
    const BLAS_Trans ta = o.ta, tb = o.tb, th = o.th;
    const BLAS_Diag diag = o.diag;
    F alpha, beta;
    if constexpr (std::is_same_v<F, cf>) alpha = cf(1.25f, -0.5f), beta = cf(-0.75f, 0.25f);
    else alpha = 1.25f, beta = -0.75f;
    const float ra = 1.25f, rb = -0.75f;
    int64_t info = BblasErrorsReportAny;
    const BLAS_Layout L = BlasColMajor;
    switch (r) {
        case R::Gemm:
            BBLAS_PICK(BLAS_gemm_batched_interleaved, L, ta, tb, n, n, n, alpha, A.data(), B.data(), beta,
                       C.data(), count, block, &info);
            break;
        case R::Symm:
            BBLAS_PICK(BLAS_symm_batched_interleaved, L, side, uplo, n, n, alpha, A.data(), B.data(), beta,
                       C.data(), count, block, &info);
            break;
        case R::Hemm:
            if constexpr (std::is_same_v<F, cf>)
                BBLAS_PICK(BLAS_hemm_batched_interleaved, L, side, uplo, n, n, alpha, A.data(), B.data(),
                           beta, C.data(), count, block, &info);
            break;
        case R::Syrk:
            BBLAS_PICK(BLAS_syrk_batched_interleaved, L, uplo, ta, n, n, alpha, A.data(), beta, C.data(),
                       count, block, &info);
            break;
        case R::Herk:
            if constexpr (std::is_same_v<F, cf>)
                BBLAS_PICK(BLAS_herk_batched_interleaved, L, uplo, th, n, n, ra, A.data(), rb, C.data(),
                           count, block, &info);
            break;
        case R::Syr2k:
            BBLAS_PICK(BLAS_syr2k_batched_interleaved, L, uplo, ta, n, n, alpha, A.data(), B.data(), beta,
                       C.data(), count, block, &info);
            break;
        case R::Her2k:
            if constexpr (std::is_same_v<F, cf>)
                BBLAS_PICK(BLAS_her2k_batched_interleaved, L, uplo, th, n, n, alpha, A.data(), B.data(), rb,
                           C.data(), count, block, &info);
            break;
        case R::Trmm:
            BBLAS_PICK(BLAS_trmm_batched_interleaved, L, side, uplo, ta, diag, n, n, alpha, A.data(),
                       B.data(), count, block, &info);
            break;
        case R::Trsm:
            BBLAS_PICK(BLAS_trsm_batched_interleaved, L, side, uplo, ta, diag, n, n, alpha, A.data(),
                       B.data(), count, block, &info);
            break;
    }
    return info;
}
#undef BBLAS_PICK

// The widened copy of a batch, as pointers into its own buffer.
template <class H>
struct WideMats {
    std::vector<wide_t<H>> buf;
    std::vector<wide_t<H>*> ptrs;
    explicit WideMats(const Mats<H>& m) : buf(m.buf.size()) {
        for (size_t i = 0; i < buf.size(); ++i) buf[i] = widen(m.buf[i]);
        for (int64_t i = 0; i < m.count; ++i) ptrs.push_back(buf.data() + i * m.ld * m.n);
    }
};

template <class H>
void sweep(R r, uint64_t seed) {
    std::mt19937_64 rng(seed);
    for (const int64_t n : {1, 2, 3, 5, 8})
        for (const int64_t count : {1, 31, 33, 70})
            for (const int64_t block : {int64_t(0), int64_t(64)}) {
                const std::string what = std::string(name(r)) + " n=" + std::to_string(n) +
                                         " count=" + std::to_string(count) +
                                         " block=" + std::to_string(block);
                Mats<H> a(rng, n, count, r == R::Trsm), b(rng, n, count, 0), c(rng, n, count, 0);
                WideMats<H> wa(a), wb(b), wc(c);
                // the half containers with this block, the single ones with the same width
                const int64_t width = block ? block : 32;
                auto hA = pack<H>(a.ptrs, n, a.ld, count, block), hB = pack<H>(b.ptrs, n, b.ld, count, block),
                     hC = pack<H>(c.ptrs, n, c.ld, count, block);
                auto fA = pack<wide_t<H>>(wa.ptrs, n, a.ld, count, width),
                     fB = pack<wide_t<H>>(wb.ptrs, n, b.ld, count, width),
                     fC = pack<wide_t<H>>(wc.ptrs, n, c.ld, count, width);
                const Opts opts(rng);
                const int64_t i16 = run<H>(r, n, count, block, hA, hB, hC, opts);
                const int64_t i32 = run<wide_t<H>>(r, n, count, width, fA, fB, fC, opts);
                ASSERT_EQ(i16, i32) << what;
                ASSERT_EQ(i16, 0) << what;
                const bool writes_b = r == R::Trmm || r == R::Trsm;
                Mats<H>& out = writes_b ? b : c;
                WideMats<H>& wout = writes_b ? wb : wc;
                unpack<H>(writes_b ? hB : hC, out.ptrs, n, out.ld, count, block);
                unpack<wide_t<H>>(writes_b ? fB : fC, wout.ptrs, n, out.ld, count, width);
                for (size_t e = 0; e < out.buf.size(); ++e)
                    ASSERT_TRUE(same_bits(out.buf[e], round_half(wout.buf[e])))
                        << what << ": element " << e << ": " << std::abs(widen(out.buf[e])) << " against "
                        << std::abs(wout.buf[e]);
            }
}

// The C++ API on InterleavedBatch<H> containers: the same buffers as the C routines, bit for bit.
template <class H>
void cpp_as_c(R r, uint64_t seed) {
    using S = wide_t<H>;
    std::mt19937_64 rng(seed);
    for (const int64_t n : {2, 5})
        for (const int64_t count : {3, 40}) {
            Mats<H> a(rng, n, count, r == R::Trsm), b(rng, n, count, 0), c(rng, n, count, 0);
            const Opts o(rng);
            auto hA = pack<H>(a.ptrs, n, a.ld, count, 0), hB = pack<H>(b.ptrs, n, b.ld, count, 0),
                 hC = pack<H>(c.ptrs, n, c.ld, count, 0);
            ASSERT_EQ(run<H>(r, n, count, 0, hA, hB, hC, o), 0);
            bblas::InterleavedBatch<H> A(count, n, n), B(count, n, n), C(count, n, n);
            auto view = [&](Mats<H>& m) {
                std::vector<const H*> p(m.ptrs.begin(), m.ptrs.end());
                return p;
            };
            const auto pa = view(a), pb = view(b), pc = view(c);
            A.pack(bblas::PointerBatch<const H>(pa, n, n, a.ld));
            B.pack(bblas::PointerBatch<const H>(pb, n, n, b.ld));
            C.pack(bblas::PointerBatch<const H>(pc, n, n, c.ld));
            S alpha, beta;
            if constexpr (std::is_same_v<S, cf>) alpha = cf(1.25f, -0.5f), beta = cf(-0.75f, 0.25f);
            else alpha = 1.25f, beta = -0.75f;
            const auto side = bblas::Side(int(o.side));
            const auto uplo = bblas::Uplo(int(o.uplo));
            const auto ta = bblas::Op(int(o.ta)), tb = bblas::Op(int(o.tb)), th = bblas::Op(int(o.th));
            const auto diag = bblas::Diag(int(o.diag));
            switch (r) {
                case R::Gemm:
                    bblas::gemm(ta, tb, alpha, A, B, beta, C);
                    break;
                case R::Symm:
                    bblas::symm(side, uplo, alpha, A, B, beta, C);
                    break;
                case R::Hemm:
                    if constexpr (std::is_same_v<H, ch>) bblas::hemm(side, uplo, alpha, A, B, beta, C);
                    break;
                case R::Syrk:
                    bblas::syrk(uplo, ta, alpha, A, beta, C);
                    break;
                case R::Herk:
                    if constexpr (std::is_same_v<H, ch>) bblas::herk(uplo, th, 1.25f, A, -0.75f, C);
                    break;
                case R::Syr2k:
                    bblas::syr2k(uplo, ta, alpha, A, B, beta, C);
                    break;
                case R::Her2k:
                    if constexpr (std::is_same_v<H, ch>) bblas::her2k(uplo, th, alpha, A, B, -0.75f, C);
                    break;
                case R::Trmm:
                    bblas::trmm(side, uplo, ta, diag, alpha, A, B);
                    break;
                case R::Trsm:
                    bblas::trsm(side, uplo, ta, diag, alpha, A, B);
                    break;
            }
            const bool writes_b = r == R::Trmm || r == R::Trsm;
            const std::vector<re_t<H>>& want = writes_b ? hB : hC;
            const bblas::InterleavedBatch<H>& got = writes_b ? B : C;
            ASSERT_GE(int64_t(want.size()), got.size());
            for (int64_t e = 0; e < got.size(); ++e)
                ASSERT_TRUE(same_bits(got.data()[e], want[size_t(e)]))
                    << name(r) << " n=" << n << " count=" << count << ": scalar " << e;
        }
}

constexpr R kReal[] = {R::Gemm, R::Symm, R::Syrk, R::Syr2k, R::Trmm, R::Trsm};  // (hemm: c16 only)
constexpr R kComplex[] = {R::Gemm, R::Symm, R::Hemm, R::Syrk, R::Herk, R::Syr2k, R::Her2k, R::Trmm, R::Trsm};
auto routine_name = [](const ::testing::TestParamInfo<R>& i) { return std::string(name(i.param)); };

class InterleavedR16 : public ::testing::TestWithParam<R> {};
TEST_P(InterleavedR16, AsR32) { sweep<_Float16>(GetParam(), 6601); }
TEST_P(InterleavedR16, CppContainerAsC) { cpp_as_c<_Float16>(GetParam(), 6604); }
INSTANTIATE_TEST_SUITE_P(Half, InterleavedR16, ::testing::ValuesIn(kReal), routine_name);
class InterleavedC16 : public ::testing::TestWithParam<R> {};
TEST_P(InterleavedC16, AsC32) { sweep<ch>(GetParam(), 6602); }
TEST_P(InterleavedC16, CppContainerAsC) { cpp_as_c<ch>(GetParam(), 6605); }
INSTANTIATE_TEST_SUITE_P(Half, InterleavedC16, ::testing::ValuesIn(kComplex), routine_name);

// Packing moves bits: unpack(pack(x)) == x, through the C functions and the C++ container, whose
// elements read back as stored; an invalid block is reported.
TEST(InterleavedHalf, PackUnpackExact) {
    std::mt19937_64 rng(6603);
    for (const int64_t count : {1, 32, 45}) {
        Mats<ch> m(rng, 3, count, 0), back(rng, 3, count, 0);
        const std::vector<_Float16> data = pack<ch>(m.ptrs, 3, m.ld, count, 0);
        unpack<ch>(data, back.ptrs, 3, back.ld, count, 0);
        for (int64_t i = 0; i < count; ++i)
            for (int64_t j = 0; j < 3; ++j)
                for (int64_t r = 0; r < 3; ++r)
                    ASSERT_TRUE(same_bits(back.ptrs[size_t(i)][r + j * 4], m.ptrs[size_t(i)][r + j * 4]));
        Mats<_Float16> h(rng, 4, count, 0), hb(rng, 4, count, 0);
        bblas::InterleavedBatch<_Float16> box(count, 4, 4);
        EXPECT_EQ(box.block(), 32);
        std::vector<const _Float16*> src(h.ptrs.begin(), h.ptrs.end());
        box.pack(bblas::PointerBatch<const _Float16>(src, 4, 4, h.ld));
        box.unpack(bblas::PointerBatch<_Float16>(hb.ptrs, 4, 4, hb.ld));
        for (int64_t i = 0; i < count; ++i)
            for (int64_t j = 0; j < 4; ++j)
                for (int64_t r = 0; r < 4; ++r) {
                    ASSERT_TRUE(same_bits(hb.ptrs[size_t(i)][r + j * 5], h.ptrs[size_t(i)][r + j * 5]));
                    ASSERT_TRUE(same_bits(box(i, r, j), h.ptrs[size_t(i)][r + j * 5]));
                }
    }
    EXPECT_EQ(bblas_interleaved_size_r16(10, 2, 2, 16), -1) << "16 is not a multiple of 32 halves";
    EXPECT_EQ(bblas_interleaved_size_r16(10, 2, 2, 0), 2 * 2 * 32);
    EXPECT_EQ(bblas_interleaved_size_c16(40, 2, 3, 0), 2 * 2 * 3 * 32 * 2);
}

}  // namespace

#else

TEST(InterleavedHalf, NeedsFloat16) {
    GTEST_SKIP() << "this compiler has no _Float16: the half-precision routines are not built";
}

#endif
