// The interleaved path on its own: every Level-3 routine on InterleavedBatch containers (C++)
// and on interleaved arrays (C face) against the same routine on strided batches, every option
// combination, both layouts, batch counts that leave a partial last block, the default block and
// a wider one. Data are small integers, so both sides are exact and must agree bit for bit
// (trsm, which divides, to a few ulps).
#include <gtest/gtest.h>

#include <bblas.h>
#include <bblas.hh>

#include <cmath>
#include <complex>
#include <cstdint>
#include <functional>
#include <random>
#include <vector>

#include "harness.hh"

namespace {

using namespace bblas;

// count matrices of rows x cols, stored back to back (stride = ld * the other dimension).
template <class T>
struct Stack {
    int64_t count, rows, cols;
    Layout layout;
    std::vector<T> data;

    Stack(int64_t c, int64_t r, int64_t k, Layout L, uint64_t seed, int lo = -3, int hi = 3)
        : count(c), rows(r), cols(k), layout(L), data(size_t(c * r * k)) {
        std::mt19937_64 g(seed);
        std::uniform_int_distribution<int> d(lo, hi);
        for (T& x : data) {
            if constexpr (is_complex_v<T>) x = T(real_t<T>(d(g)), real_t<T>(d(g)));
            else x = T(d(g));
        }
    }
    int64_t ld() const { return layout == Layout::ColMajor ? rows : cols; }
    StridedBatch<T> view() { return {data.data(), count, rows, cols, ld(), rows * cols, layout}; }
    StridedBatch<const T> cview() const {
        return {data.data(), count, rows, cols, ld(), rows * cols, layout};
    }
    T at(int64_t p, int64_t i, int64_t j) const {
        return data[size_t(p * rows * cols + (layout == Layout::ColMajor ? i + j * rows : j + i * cols))];
    }
    InterleavedBatch<T> packed(int64_t block) const {
        InterleavedBatch<T> b(count, rows, cols, layout, block);
        b.pack(cview());
        return b;
    }
};

// A triangular matrix with a dominant diagonal of powers of two, for trsm.
template <class T>
void make_triangular(Stack<T>& A) {
    for (int64_t p = 0; p < A.count; ++p)
        for (int64_t i = 0; i < A.rows; ++i) {
            const int64_t e = p * A.rows * A.cols + i * (A.rows + 1);
            A.data[size_t(e)] = T(real_t<T>(4 << (i % 2)));
        }
}

template <class T>
void expect_match(const Stack<T>& want, const InterleavedBatch<T>& got, bool exact, const std::string& what) {
    SCOPED_TRACE(what);
    std::vector<T> out(want.data.size());
    StridedBatch<T> ov(out.data(), want.count, want.rows, want.cols, want.ld(), want.rows * want.cols,
                       want.layout);
    got.unpack(ov);
    const real_t<T> tol = exact ? real_t<T>(0) : 64 * std::numeric_limits<real_t<T>>::epsilon();
    int bad = 0;
    for (int64_t p = 0; p < want.count; ++p)
        for (int64_t i = 0; i < want.rows; ++i)
            for (int64_t j = 0; j < want.cols; ++j) {
                const T w = want.at(p, i, j);
                const T g =
                    out[size_t(p * want.rows * want.cols +
                               (want.layout == Layout::ColMajor ? i + j * want.rows : j + i * want.cols))];
                // element access reads the same value as unpack
                if (g != got(p, i, j) && bad++ < 3) ADD_FAILURE() << "operator() differs at " << p;
                const bool ok = exact ? g == w : std::abs(g - w) <= tol * (1 + std::abs(w));
                if (!ok && bad++ < 3)
                    ADD_FAILURE() << "matrix " << p << " (" << i << "," << j << "): " << g << " want " << w;
            }
    EXPECT_EQ(bad, 0);
}

constexpr Layout kLayouts[] = {Layout::ColMajor, Layout::RowMajor};
constexpr Op kOpsCpp[] = {Op::NoTrans, Op::Trans, Op::ConjTrans};
constexpr int64_t kCounts[] = {37, 5};
constexpr int64_t kDims[] = {1, 2, 3, 5, 8, 17};

template <class T>
T alpha_of() {
    if constexpr (is_complex_v<T>) return T(2, -1);
    else return T(2);
}
template <class T>
T beta_of() {
    if constexpr (is_complex_v<T>) return T(-1, 1);
    else return T(-1);
}

template <class T>
class Interleaved : public ::testing::Test {};
TYPED_TEST_SUITE(Interleaved, bt::AllTypes, bt::TypeNames);

// The block widths a test runs: the default and twice it (a container with wider blocks).
template <class T>
std::vector<int64_t> blocks() {
    return {0, 2 * InterleavedBatch<T>::default_block};
}

TYPED_TEST(Interleaved, Gemm) {
    using T = TypeParam;
    uint64_t seed = 1;
    for (Layout L : kLayouts)
        for (Op ta : kOpsCpp)
            for (Op tb : kOpsCpp)
                for (int64_t d : kDims)
                    for (int64_t blk : blocks<T>()) {
                        const int64_t count = kCounts[seed % 2], m = d, n = (d + 1) % 6 + 1, k = d % 4 + 1;
                        const bool na = ta == Op::NoTrans, nb = tb == Op::NoTrans;
                        const Stack<T> A(count, na ? m : k, na ? k : m, L, ++seed),
                            B(count, nb ? k : n, nb ? n : k, L, ++seed);
                        Stack<T> C(count, m, n, L, ++seed);
                        auto iA = A.packed(blk), iB = B.packed(blk);
                        auto iC = C.packed(blk);
                        gemm(ta, tb, alpha_of<T>(), iA, iB, beta_of<T>(), iC);
                        gemm(ta, tb, alpha_of<T>(), A.cview(), B.cview(), beta_of<T>(), C.view());
                        expect_match(C, iC, true,
                                     bt::trace("gemm d=", d, " ta=", int(ta), " tb=", int(tb), " L=", int(L),
                                               " block=", blk));
                    }
}

TYPED_TEST(Interleaved, SymmHemm) {
    using T = TypeParam;
    uint64_t seed = 100;
    for (bool herm : {false, true})
        for (Layout L : kLayouts)
            for (Side s : {Side::Left, Side::Right})
                for (Uplo u : {Uplo::Lower, Uplo::Upper})
                    for (int64_t d : kDims) {
                        const int64_t count = kCounts[seed % 2], m = d, n = (d + 2) % 7 + 1,
                                      o = s == Side::Left ? m : n;
                        const int64_t blk = blocks<T>()[seed % 2];
                        const Stack<T> A(count, o, o, L, ++seed), B(count, m, n, L, ++seed);
                        Stack<T> C(count, m, n, L, ++seed);
                        auto iA = A.packed(blk), iB = B.packed(blk);
                        auto iC = C.packed(blk);
                        if (herm) {
                            hemm(s, u, alpha_of<T>(), iA, iB, beta_of<T>(), iC);
                            hemm(s, u, alpha_of<T>(), A.cview(), B.cview(), beta_of<T>(), C.view());
                        } else {
                            symm(s, u, alpha_of<T>(), iA, iB, beta_of<T>(), iC);
                            symm(s, u, alpha_of<T>(), A.cview(), B.cview(), beta_of<T>(), C.view());
                        }
                        expect_match(C, iC, true, bt::trace(herm ? "hemm" : "symm", " d=", d, " L=", int(L)));
                    }
}

TYPED_TEST(Interleaved, RankUpdates) {
    using T = TypeParam;
    uint64_t seed = 200;
    // syrk/syr2k: NoTrans, Trans (and ConjTrans for real types); herk/her2k (complex): NoTrans, ConjTrans
    for (int which = 0; which < 4; ++which) {
        const bool herm = which >= 2, two = which % 2;
        if (herm && !is_complex_v<T>) continue;
        for (Layout L : kLayouts)
            for (Uplo u : {Uplo::Lower, Uplo::Upper})
                for (Op t : kOpsCpp) {
                    if (herm ? t == Op::Trans : (is_complex_v<T> && t == Op::ConjTrans)) continue;
                    for (int64_t d : kDims) {
                        const int64_t count = kCounts[seed % 2], n = d, k = (d + 3) % 5 + 1;
                        const int64_t blk = blocks<T>()[seed % 2];
                        const bool nt = t == Op::NoTrans;
                        const Stack<T> A(count, nt ? n : k, nt ? k : n, L, ++seed),
                            B(count, nt ? n : k, nt ? k : n, L, ++seed);
                        Stack<T> C(count, n, n, L, ++seed);
                        auto iA = A.packed(blk), iB = B.packed(blk);
                        auto iC = C.packed(blk);
                        if constexpr (is_complex_v<T>) {
                            if (herm && two) {
                                her2k(u, t, alpha_of<T>(), iA, iB, real_t<T>(3), iC);
                                her2k(u, t, alpha_of<T>(), A.cview(), B.cview(), real_t<T>(3), C.view());
                            } else if (herm) {
                                herk(u, t, real_t<T>(2), iA, real_t<T>(3), iC);
                                herk(u, t, real_t<T>(2), A.cview(), real_t<T>(3), C.view());
                            }
                        }
                        if (!herm && two) {
                            syr2k(u, t, alpha_of<T>(), iA, iB, beta_of<T>(), iC);
                            syr2k(u, t, alpha_of<T>(), A.cview(), B.cview(), beta_of<T>(), C.view());
                        } else if (!herm) {
                            syrk(u, t, alpha_of<T>(), iA, beta_of<T>(), iC);
                            syrk(u, t, alpha_of<T>(), A.cview(), beta_of<T>(), C.view());
                        }
                        expect_match(
                            C, iC, true,
                            bt::trace("rank update ", which, " d=", d, " L=", int(L), " t=", int(t)));
                    }
                }
    }
}

TYPED_TEST(Interleaved, TrmmTrsm) {
    using T = TypeParam;
    uint64_t seed = 300;
    for (bool solve : {false, true})
        for (Layout L : kLayouts)
            for (Side s : {Side::Left, Side::Right})
                for (Uplo u : {Uplo::Lower, Uplo::Upper})
                    for (Op t : kOpsCpp)
                        for (Diag dg : {Diag::NonUnit, Diag::Unit})
                            for (int64_t d : {int64_t(1), int64_t(3), int64_t(8), int64_t(17)}) {
                                const int64_t count = kCounts[seed % 2], m = d, n = (d + 1) % 4 + 1,
                                              o = s == Side::Left ? m : n;
                                const int64_t blk = blocks<T>()[seed % 2];
                                Stack<T> A(count, o, o, L, ++seed, solve ? -1 : -3, solve ? 1 : 3);
                                if (solve) make_triangular(A);
                                Stack<T> B(count, m, n, L, ++seed);
                                auto iA = A.packed(blk);
                                auto iB = B.packed(blk);
                                if (solve) {
                                    trsm(s, u, t, dg, alpha_of<T>(), iA, iB);
                                    trsm(s, u, t, dg, alpha_of<T>(), A.cview(), B.view());
                                } else {
                                    trmm(s, u, t, dg, alpha_of<T>(), iA, iB);
                                    trmm(s, u, t, dg, alpha_of<T>(), A.cview(), B.view());
                                }
                                expect_match(
                                    B, iB, !solve,
                                    bt::trace(solve ? "trsm" : "trmm", " d=", d, " L=", int(L), " s=", int(s),
                                              " u=", int(u), " t=", int(t), " diag=", int(dg)));
                            }
}

// The C face: size, pack, a routine, unpack, against the C++ container.
template <class T, class... A>
void c_gemm(A... a) {
    if constexpr (std::is_same_v<T, float>) BLAS_gemm_batched_interleaved_r32(a...);
    else if constexpr (std::is_same_v<T, double>) BLAS_gemm_batched_interleaved_r64(a...);
    else if constexpr (std::is_same_v<T, std::complex<float>>) BLAS_gemm_batched_interleaved_c32(a...);
    else BLAS_gemm_batched_interleaved_c64(a...);
}
template <class T>
int64_t c_size(int64_t count, int64_t rows, int64_t cols, int64_t block) {
    if constexpr (std::is_same_v<T, float>) return bblas_interleaved_size_r32(count, rows, cols, block);
    else if constexpr (std::is_same_v<T, double>) return bblas_interleaved_size_r64(count, rows, cols, block);
    else if constexpr (std::is_same_v<T, std::complex<float>>)
        return bblas_interleaved_size_c32(count, rows, cols, block);
    else return bblas_interleaved_size_c64(count, rows, cols, block);
}
template <class T>
void c_pack(BLAS_Layout L, int64_t count, int64_t r, int64_t c, const T* const* src, int64_t ld,
            real_t<T>* dst, int64_t block, int64_t* info) {
    if constexpr (std::is_same_v<T, float>)
        bblas_interleaved_pack_r32(L, count, r, c, src, ld, dst, block, info);
    else if constexpr (std::is_same_v<T, double>)
        bblas_interleaved_pack_r64(L, count, r, c, src, ld, dst, block, info);
    else if constexpr (std::is_same_v<T, std::complex<float>>)
        bblas_interleaved_pack_c32(L, count, r, c, src, ld, dst, block, info);
    else bblas_interleaved_pack_c64(L, count, r, c, src, ld, dst, block, info);
}

TYPED_TEST(Interleaved, CInterfaceGemmMatchesContainer) {
    using T = TypeParam;
    using R = real_t<T>;
    const int64_t count = 37, m = 3, n = 5, k = 2;
    for (Layout L : kLayouts) {
        const BLAS_Layout cl = BLAS_Layout(int(L));
        const Stack<T> A(count, m, k, L, 7), B(count, k, n, L, 8);
        Stack<T> C(count, m, n, L, 9);
        auto pack = [&](const Stack<T>& S) {
            std::vector<R> buf(size_t(c_size<T>(count, S.rows, S.cols, 0)));
            std::vector<const T*> ptrs;
            for (int64_t p = 0; p < count; ++p) ptrs.push_back(S.data.data() + p * S.rows * S.cols);
            int64_t info = -1;
            c_pack<T>(cl, count, S.rows, S.cols, ptrs.data(), S.ld(), buf.data(), 0, &info);
            EXPECT_EQ(info, 0);
            return buf;
        };
        auto a = pack(A), b = pack(B), c = pack(C);
        auto iA = A.packed(0), iB = B.packed(0);
        auto iC = C.packed(0);
        ASSERT_EQ(int64_t(c.size()), iC.size());
        std::vector<int64_t> all(1 + count, 7);  // ReportAll: one entry per matrix
        all[0] = BblasErrorsReportAll;
        c_gemm<T>(cl, BlasNoTrans, BlasNoTrans, m, n, k, alpha_of<T>(), a.data(), b.data(), beta_of<T>(),
                  c.data(), count, int64_t(0), all.data());
        for (int64_t e : all) EXPECT_EQ(e, 0);
        gemm(Op::NoTrans, Op::NoTrans, alpha_of<T>(), iA, iB, beta_of<T>(), iC);
        for (size_t i = 0; i < c.size(); ++i) ASSERT_EQ(c[i], iC.data()[i]) << "scalar " << i;
        // an invalid block (not a multiple of the default) is reported at its position (12)
        int64_t info = BblasErrorsReportAny;
        c_gemm<T>(cl, BlasNoTrans, BlasNoTrans, m, n, k, alpha_of<T>(), a.data(), b.data(), beta_of<T>(),
                  c.data(), count, int64_t(3), &info);
        EXPECT_EQ(info, 1);
    }
}

TYPED_TEST(Interleaved, ContainersOfDifferentShapesThrow) {
    using T = TypeParam;
    InterleavedBatch<T> A(9, 3, 3), B(9, 3, 3), C(10, 3, 3);
    EXPECT_THROW(gemm(Op::NoTrans, Op::NoTrans, T(1), A, B, T(0), C), bblas::Error);
    EXPECT_THROW(InterleavedBatch<T>(9, 3, 3, Layout::ColMajor, 3), bblas::Error);
}

}  // namespace
