// The flat interface (bblas_flat.h): fixed and variable batches mixing every option, size and
// scalar, runs of equal problems and problems that all differ, against the group API called
// one problem at a time on copies (bit-identical: the same engine); info per problem
// (paper 000 section 3.7) with invalid problems among valid ones.
#include <bblas_flat.h>

#include "harness.hh"

namespace {
using namespace bt;

template <class T, class... A>
void flat_gemm(A... a) {
    if constexpr (std::is_same_v<T, float>) bblas_sgemm_batch(a...);
    else if constexpr (std::is_same_v<T, double>) bblas_dgemm_batch(a...);
    else if constexpr (std::is_same_v<T, std::complex<float>>) bblas_cgemm_batch(a...);
    else bblas_zgemm_batch(a...);
}
template <class T, class... A>
void flat_trsm(A... a) {
    if constexpr (std::is_same_v<T, float>) bblas_strsm_batch(a...);
    else if constexpr (std::is_same_v<T, double>) bblas_dtrsm_batch(a...);
    else if constexpr (std::is_same_v<T, std::complex<float>>) bblas_ctrsm_batch(a...);
    else bblas_ztrsm_batch(a...);
}
template <class T, class... A>
void flat_axpy(A... a) {
    if constexpr (std::is_same_v<T, float>) bblas_saxpy_batch(a...);
    else if constexpr (std::is_same_v<T, double>) bblas_daxpy_batch(a...);
    else if constexpr (std::is_same_v<T, std::complex<float>>) bblas_caxpy_batch(a...);
    else bblas_zaxpy_batch(a...);
}
template <class T, class... A>
void flat_gemv(A... a) {
    if constexpr (std::is_same_v<T, float>) bblas_sgemv_batch(a...);
    else if constexpr (std::is_same_v<T, double>) bblas_dgemv_batch(a...);
    else if constexpr (std::is_same_v<T, std::complex<float>>) bblas_cgemv_batch(a...);
    else bblas_zgemv_batch(a...);
}
template <class T, class... A>
void flat_getrf(A... a) {
    if constexpr (std::is_same_v<T, float>) bblas_sgetrf_batch(a...);
    else if constexpr (std::is_same_v<T, double>) bblas_dgetrf_batch(a...);
    else if constexpr (std::is_same_v<T, std::complex<float>>) bblas_cgetrf_batch(a...);
    else bblas_zgetrf_batch(a...);
}
template <class T, class... A>
void group_getrf(A... a) {
    if constexpr (std::is_same_v<T, float>) BLAS_getrf_batched_r32(a...);
    else if constexpr (std::is_same_v<T, double>) BLAS_getrf_batched_r64(a...);
    else if constexpr (std::is_same_v<T, std::complex<float>>) BLAS_getrf_batched_c32(a...);
    else BLAS_getrf_batched_c64(a...);
}
template <class T, class... A>
void group_gemv(A... a) {
    if constexpr (std::is_same_v<T, float>) BLAS_gemv_batched_r32(a...);
    else if constexpr (std::is_same_v<T, double>) BLAS_gemv_batched_r64(a...);
    else if constexpr (std::is_same_v<T, std::complex<float>>) BLAS_gemv_batched_c32(a...);
    else BLAS_gemv_batched_c64(a...);
}
template <class T, class... A>
void group_axpy(A... a) {
    if constexpr (std::is_same_v<T, float>) BLAS_axpy_batched_r32(a...);
    else if constexpr (std::is_same_v<T, double>) BLAS_axpy_batched_r64(a...);
    else if constexpr (std::is_same_v<T, std::complex<float>>) BLAS_axpy_batched_c32(a...);
    else BLAS_axpy_batched_c64(a...);
}

bool bits_equal(const void* a, const void* b, size_t bytes) { return std::memcmp(a, b, bytes) == 0; }

// A gemm batch: per-problem options and sizes; `runs` makes consecutive problems equal in
// runs of that length (1: every problem differs from the one before).
template <class T>
struct GemmBatch {
    std::vector<BLAS_Trans> ta, tb;
    std::vector<int64_t> m, n, k, lda, ldb, ldc;
    std::vector<T> alpha, beta;
    std::vector<Batch<T>> A, B, C;
    std::vector<const T*> pa, pb;
    std::vector<T*> pc;
    int64_t count = 0;

    GemmBatch(int64_t count_, int64_t runs, uint64_t seed) : count(count_) {
        Rng rng(seed);
        static constexpr int64_t sizes[] = {0, 1, 2, 3, 5, 8, 16, 17, 33};
        for (int64_t i = 0; i < count; ++i) {
            if (i % runs == 0) {
                ta.push_back(kOps[rng.integer(0, 2)]), tb.push_back(kOps[rng.integer(0, 2)]);
                m.push_back(sizes[rng.integer(0, 8)]), n.push_back(sizes[rng.integer(0, 8)]),
                    k.push_back(sizes[rng.integer(0, 8)]);
                const Special sp = special_for(i / runs);
                alpha.push_back(alpha_for<T>(sp, rng, Fill::Int)),
                    beta.push_back(beta_for<T>(sp, rng, Fill::Int));
                const int64_t pad = rng.integer(0, 2);
                lda.push_back(std::max<int64_t>(1, ta.back() == BlasNoTrans ? m.back() : k.back()) + pad);
                ldb.push_back(std::max<int64_t>(1, tb.back() == BlasNoTrans ? k.back() : n.back()) + pad);
                ldc.push_back(std::max<int64_t>(1, m.back()) + pad);
            } else {
                ta.push_back(ta.back()), tb.push_back(tb.back()), m.push_back(m.back()),
                    n.push_back(n.back());
                k.push_back(k.back()), alpha.push_back(alpha.back()), beta.push_back(beta.back());
                lda.push_back(lda.back()), ldb.push_back(ldb.back()), ldc.push_back(ldc.back());
            }
            const size_t j = size_t(i);
            const bool nta = ta[j] == BlasNoTrans, ntb = tb[j] == BlasNoTrans;
            A.emplace_back(1, nta ? m[j] : k[j], nta ? k[j] : m[j], lda[j], BlasColMajor, 1);
            B.emplace_back(1, ntb ? k[j] : n[j], ntb ? n[j] : k[j], ldb[j], BlasColMajor, 1);
            C.emplace_back(1, m[j], n[j], ldc[j], BlasColMajor, 1);
            A.back().fill(rng, Fill::Int), B.back().fill(rng, Fill::Int), C.back().fill(rng, Fill::Int);
        }
        pointers();
    }
    void pointers() {
        pa.clear(), pb.clear(), pc.clear();
        for (int64_t i = 0; i < count; ++i)
            pa.push_back(A[size_t(i)].ptr(0)), pb.push_back(B[size_t(i)].ptr(0)),
                pc.push_back(C[size_t(i)].ptr(0));
    }
    void flat(bblas_batch_opts opts, int64_t* info) {
        flat_gemm<T>(ta.data(), tb.data(), m.data(), n.data(), k.data(), alpha.data(), pa.data(), lda.data(),
                     pb.data(), ldb.data(), beta.data(), pc.data(), ldc.data(), count, opts, info);
    }
    // problem i alone through the group API
    void group_one(int64_t i) {
        const size_t j = size_t(i);
        const int64_t one = 1;
        int64_t info = BblasErrorsReportAny;
        capi::gemm<T>(BlasColMajor, &ta[j], &tb[j], &m[j], &n[j], &k[j], &alpha[j], &pa[j], &lda[j], &pb[j],
                      &ldb[j], &beta[j], &pc[j], &ldc[j], 1, &one, &info);
        ASSERT_EQ(info, 0);
    }
};

template <class T>
class Flat : public ::testing::Test {};
TYPED_TEST_SUITE(Flat, AllTypes, TypeNames);

TYPED_TEST(Flat, GemmVariableBatchesMatchGroupApi) {
    using T = TypeParam;
    // 1300 problems: groups found across several blocks of 256 problems and windows of 512 groups
    const std::pair<int64_t, int64_t> cases[] = {{150, 1}, {150, 4}, {150, 50}, {1300, 1}, {1300, 37}};
    for (const auto& [count, runs] : cases) {
        SCOPED_TRACE(trace("count ", count, ", runs of ", runs));
        GemmBatch<T> f(count, runs, 40 + uint64_t(runs)), g = f;
        g.pointers();
        std::vector<int64_t> info(size_t(f.count) + 1, 7777);
        f.flat(BATCH_VARIABLE, info.data());
        for (int64_t i = 0; i < f.count; ++i) {
            g.group_one(i);
            ASSERT_EQ(info[size_t(i)], 0) << "info[" << i << "]";
            EXPECT_TRUE(bits_equal(f.C[size_t(i)].buf.data(), g.C[size_t(i)].buf.data(),
                                   f.C[size_t(i)].buf.size() * sizeof(T)))
                << "problem " << i;
        }
        EXPECT_EQ(info.back(), 7777) << "info written past batch_count";
    }
}

TYPED_TEST(Flat, GemmFixedBatchReadsElementZero) {
    using T = TypeParam;
    GemmBatch<T> f(40, 40, 7), g = f;  // every problem equal
    g.pointers();
    // element 0 only: the other entries hold garbage that must not be read
    for (size_t i = 1; i < size_t(f.count); ++i) f.m[i] = -5, f.ta[i] = BLAS_Trans(0), f.lda[i] = -1;
    std::vector<int64_t> info(size_t(f.count), 7777);
    f.flat(BATCH_FIXED, info.data());
    for (int64_t i = 0; i < f.count; ++i) {
        g.group_one(i);
        EXPECT_EQ(info[size_t(i)], 0);
        EXPECT_TRUE(bits_equal(f.C[size_t(i)].buf.data(), g.C[size_t(i)].buf.data(),
                               f.C[size_t(i)].buf.size() * sizeof(T)));
    }
}

// A null matrix pointer splits a fixed batch into groups (the problem that has it keeps its
// fault): element 0 of each array still serves every problem. Each group used to read its own
// index of the arrays, beyond element 0 (found by bblas-fuzz, tests/fuzz/).
TYPED_TEST(Flat, FixedBatchSplitByANullMatrixReadsElementZero) {
    using T = TypeParam;
    constexpr int64_t count = 6, n = 3, null_at = 2;
    Rng rng(71);
    Batch<T> A(count, n, n, n, BlasColMajor), B(count, n, n, n, BlasColMajor),
        C(count, n, n, n, BlasColMajor);
    A.fill(rng, Fill::Int), B.fill(rng, Fill::Int), C.fill(rng, Fill::Int);
    const Batch<T> C0 = C;
    // element 0 only: the other entries are invalid and must not be read
    std::vector<BLAS_Trans> op(count, BLAS_Trans(0));
    std::vector<int64_t> dim(count, -1);
    std::vector<T> alpha(count, T(0)), beta(count, T(0));
    op[0] = BlasNoTrans, dim[0] = n, alpha[0] = T(2), beta[0] = T(-1);
    std::vector<const T*> pa = A.const_pointers(), pb = B.const_pointers();
    std::vector<T*> pc = C.pointers();
    pa[size_t(null_at)] = nullptr;
    std::vector<int64_t> info(count, 7777);
    flat_gemm<T>(op.data(), op.data(), dim.data(), dim.data(), dim.data(), alpha.data(), pa.data(),
                 dim.data(), pb.data(), dim.data(), beta.data(), pc.data(), dim.data(), count, BATCH_FIXED,
                 info.data());
    Batch<T> X = C0;
    for (int64_t i = 0; i < count; ++i) {
        SCOPED_TRACE(trace("problem ", i));
        EXPECT_EQ(info[size_t(i)], i == null_at ? -7 : 0);
        if (i == null_at) continue;
        ref::gemm<T>(BlasColMajor, BlasNoTrans, BlasNoTrans, n, n, n, alpha[0], A.ptr(i), n, B.ptr(i), n,
                     beta[0], X.ptr(i), n);
        EXPECT_TRUE(check_values(C, X, i, Region::Full, nullptr, true));
    }
    EXPECT_TRUE(bits_equal(C.ptr(null_at), C0.ptr(null_at), size_t(n * n) * sizeof(T)))
        << "the null problem's C";
}

// Invalid problems among valid ones: each gets -(position of its first invalid argument) and
// stays untouched; the valid ones are computed.
TYPED_TEST(Flat, InfoPerProblem) {
    using T = TypeParam;
    GemmBatch<T> f(12, 1, 9);
    struct Fault {
        size_t i;
        int pos;
    };
    std::vector<Fault> faults;
    auto bad = [&](size_t i, int pos, auto apply) {
        apply(i);
        faults.push_back({i, pos});
    };
    bad(1, 1, [&](size_t i) { f.ta[i] = BLAS_Trans(3); });
    bad(3, 3, [&](size_t i) { f.m[i] = -1; });
    bad(5, 5, [&](size_t i) { f.k[i] = -2; });
    bad(7, 13, [&](size_t i) { f.ldc[i] = 0; });
    bad(8, 2, [&](size_t i) {
        f.tb[i] = BLAS_Trans(200);
        f.ldc[i] = 0;
    });  // the first one counts
    f.pointers();
    // a null C for a problem that writes C
    size_t null_at = 9;
    while (null_at < 12 && (f.m[null_at] == 0 || f.n[null_at] == 0 ||
                            (f.beta[null_at] == T(1) && (f.alpha[null_at] == T(0) || f.k[null_at] == 0))))
        ++null_at;
    if (null_at < 12) {
        f.pc[null_at] = nullptr;
        faults.push_back({null_at, 12});
    }
    std::vector<int64_t> info(12, 7777);
    std::vector<Batch<T>> before = f.C;
    f.flat(BATCH_VARIABLE, info.data());
    for (size_t i = 0; i < 12; ++i) {
        int want = 0;
        for (const Fault& q : faults)
            if (q.i == i) want = q.pos;
        EXPECT_EQ(info[i], -want) << "info[" << i << "]";
        if (want) {
            EXPECT_TRUE(untouched(f.C[i], before[i], "C of an invalid problem")) << i;
        }
    }
    // batch_count < 0 and an unknown batch_opts go to info[0]; batch_count = 0 writes nothing
    int64_t one[1] = {7777};
    f.count = -1;
    f.flat(BATCH_VARIABLE, one);
    EXPECT_EQ(one[0], -14);
    f.count = 3;
    f.flat(bblas_batch_opts(9), one);
    EXPECT_EQ(one[0], -15);
    one[0] = 7777;
    f.count = 0;
    f.flat(bblas_batch_opts(9), one);
    EXPECT_EQ(one[0], 7777);
}

// trsm: every side, uplo, transpose, diag mixed in one variable batch.
TYPED_TEST(Flat, TrsmVariableBatch) {
    using T = TypeParam;
    const int64_t count = 64;
    Rng rng(77);
    std::vector<BLAS_Side> side;
    std::vector<BLAS_Uplo> uplo;
    std::vector<BLAS_Trans> tr;
    std::vector<BLAS_Diag> diag;
    std::vector<int64_t> m, n, lda, ldb;
    std::vector<T> alpha;
    std::vector<Batch<T>> A, B;
    for (int64_t i = 0; i < count; ++i) {
        side.push_back(kSides[i % 2]), uplo.push_back(kUplos[(i / 2) % 2]), tr.push_back(kOps[(i / 4) % 3]);
        diag.push_back(kDiags[(i / 12) % 2]);
        m.push_back(rng.integer(0, 9)), n.push_back(rng.integer(0, 9)),
            alpha.push_back(rng.scalar<T>(Fill::Int));
        const int64_t o = side.back() == BlasLeft ? m.back() : n.back();
        lda.push_back(std::max<int64_t>(1, o)), ldb.push_back(std::max<int64_t>(1, m.back()) + 1);
        A.emplace_back(1, o, o, lda.back(), BlasColMajor, 0);
        B.emplace_back(1, m.back(), n.back(), ldb.back(), BlasColMajor, 0);
        A.back().fill(rng, Fill::Int), B.back().fill(rng, Fill::Int);
        A.back().each([&](int64_t, int64_t r, int64_t c, T& v) {
            if (r == c) v = T(1);
        });
    }
    std::vector<Batch<T>> B2 = B;
    std::vector<const T*> pa;
    std::vector<T*> pb, pb2;
    for (int64_t i = 0; i < count; ++i)
        pa.push_back(A[size_t(i)].ptr(0)), pb.push_back(B[size_t(i)].ptr(0)),
            pb2.push_back(B2[size_t(i)].ptr(0));
    std::vector<int64_t> info(size_t(count), 7777);
    flat_trsm<T>(side.data(), uplo.data(), tr.data(), diag.data(), m.data(), n.data(), alpha.data(),
                 pa.data(), lda.data(), pb.data(), ldb.data(), count, BATCH_VARIABLE, info.data());
    for (int64_t i = 0; i < count; ++i) {
        const size_t j = size_t(i);
        const int64_t one = 1;
        int64_t ginfo = BblasErrorsReportAny;
        capi::trxm<T>(true, BlasColMajor, &side[j], &uplo[j], &tr[j], &diag[j], &m[j], &n[j], &alpha[j],
                      &pa[j], &lda[j], &pb2[j], &ldb[j], 1, &one, &ginfo);
        EXPECT_EQ(info[j], 0);
        EXPECT_TRUE(bits_equal(B[j].buf.data(), B2[j].buf.data(), B[j].buf.size() * sizeof(T)))
            << "problem " << i;
    }
}

// axpy and gemv (paper 000 section 5): variable batches with every increment sign, a zero
// increment (an argument error of that problem only).
TYPED_TEST(Flat, AxpyAndGemvVariableBatches) {
    using T = TypeParam;
    const int64_t count = 30;
    Rng rng(99);
    std::vector<int64_t> n(count), m(count), incx(count), incy(count), lda(count);
    std::vector<T> alpha(count), beta(count);
    std::vector<BLAS_Trans> tr(count);
    std::vector<std::vector<T>> A(count), x(count), y(count);
    static constexpr int64_t incs[] = {1, 2, -1, -2};
    for (size_t i = 0; i < size_t(count); ++i) {
        n[i] = rng.integer(0, 12), m[i] = rng.integer(0, 12), incx[i] = incs[rng.integer(0, 3)],
        incy[i] = incs[rng.integer(0, 3)];
        alpha[i] = rng.scalar<T>(Fill::Int), beta[i] = rng.scalar<T>(Fill::Int), tr[i] = kOps[i % 3];
        lda[i] = std::max<int64_t>(1, m[i]);
        A[i].resize(size_t(lda[i] * std::max<int64_t>(1, n[i])));
        x[i].resize(size_t(2 * 12 + 1)), y[i].resize(size_t(2 * 12 + 1));
        for (auto& v : A[i]) v = rng.value<T>(Fill::Int);
        for (auto& v : x[i]) v = rng.value<T>(Fill::Int);
        for (auto& v : y[i]) v = rng.value<T>(Fill::Int);
    }
    incx[4] = 0;  // problem 4 is invalid in both routines
    for (const bool gemv : {false, true}) {
        auto y1 = y, y2 = y;
        std::vector<const T*> pA, px;
        std::vector<T*> py1, py2;
        for (size_t i = 0; i < size_t(count); ++i)
            pA.push_back(A[i].data()), px.push_back(x[i].data()), py1.push_back(y1[i].data()),
                py2.push_back(y2[i].data());
        std::vector<int64_t> info(size_t(count), 7777);
        if (gemv)
            flat_gemv<T>(tr.data(), m.data(), n.data(), alpha.data(), pA.data(), lda.data(), px.data(),
                         incx.data(), beta.data(), py1.data(), incy.data(), count, BATCH_VARIABLE,
                         info.data());
        else
            flat_axpy<T>(n.data(), alpha.data(), px.data(), incx.data(), py1.data(), incy.data(), count,
                         BATCH_VARIABLE, info.data());
        for (size_t i = 0; i < size_t(count); ++i) {
            EXPECT_EQ(info[i], i == 4 ? (gemv ? -8 : -4) : 0)
                << (gemv ? "gemv" : "axpy") << " info[" << i << "]";
            if (i == 4) {
                EXPECT_TRUE(bits_equal(y1[i].data(), y[i].data(), y[i].size() * sizeof(T)));
                continue;
            }
            const int64_t one = 1;
            int64_t ginfo = BblasErrorsReportAny;
            if (gemv)
                group_gemv<T>(BlasColMajor, &tr[i], &m[i], &n[i], &alpha[i], &pA[i], &lda[i], &px[i],
                              &incx[i], &beta[i], &py2[i], &incy[i], int64_t(1), &one, &ginfo);
            else
                group_axpy<T>(&n[i], &alpha[i], &px[i], &incx[i], &py2[i], &incy[i], int64_t(1), &one,
                              &ginfo);
            EXPECT_EQ(ginfo, 0);
            EXPECT_TRUE(bits_equal(y1[i].data(), y2[i].data(), y[i].size() * sizeof(T))) << "problem " << i;
        }
    }
}

// getrf (paper 000 section 6): a variable batch of square, rectangular and empty problems in
// runs, with zero pivots planted in some (info[i] = LAPACK's column, the factorisation
// completed) and invalid problems (-position), against the group API one problem at a time:
// factors and pivots bit-identical. A fixed batch reads element 0 only.
TYPED_TEST(Flat, GetrfVariableAndFixedBatches) {
    using T = TypeParam;
    const int64_t count = 60;
    Rng rng(123);
    static constexpr int64_t sizes[] = {0, 1, 2, 3, 4, 7, 8, 9, 16, 17, 33};
    std::vector<int64_t> m, n, lda;
    for (int64_t i = 0; i < count; ++i) {
        if (i % 3 == 0) {
            m.push_back(sizes[rng.integer(0, 10)]), n.push_back(i % 2 ? m.back() : sizes[rng.integer(0, 10)]);
            lda.push_back(std::max<int64_t>(1, m.back()) + rng.integer(0, 2));
        } else {
            m.push_back(m.back()), n.push_back(n.back()), lda.push_back(lda.back());
        }
    }
    m[10] = -1;                                           // invalid: position 1
    lda[20] = std::max<int64_t>(1, m[20]) - (m[20] > 1);  // invalid where m > 1: position 4
    std::vector<Batch<T>> A;
    std::vector<std::vector<int64_t>> piv{size_t(count)};
    for (int64_t i = 0; i < count; ++i) {
        const size_t j = size_t(i);
        A.emplace_back(1, std::max<int64_t>(0, m[j]), n[j],
                       std::max<int64_t>(1, std::max<int64_t>(lda[j], m[j])), BlasColMajor, 1);
        A.back().fill(rng, Fill::Real);
        const int64_t k = std::min(std::max<int64_t>(0, m[j]), n[j]);
        if (i % 4 == 1 && k > 0)  // a zero column: U(c, c) = 0 at c = k / 2
            for (int64_t r = 0; r < m[j]; ++r) A.back().at(0, r, k / 2) = T(0);
        piv[j].assign(size_t(std::max<int64_t>(1, k)), -7);
    }
    for (const bblas_batch_opts opts : {BATCH_VARIABLE, BATCH_FIXED}) {
        SCOPED_TRACE(opts == BATCH_FIXED ? "fixed" : "variable");
        const int64_t c = opts == BATCH_FIXED ? 12 : count;  // fixed: the first run's shape for all
        std::vector<Batch<T>> F = A, G = A;
        auto pf = piv, pg = piv;
        std::vector<T*> a, b;
        std::vector<int64_t*> p, q;
        for (size_t j = 0; j < size_t(c); ++j)
            a.push_back(F[j].ptr(0)), b.push_back(G[j].ptr(0)), p.push_back(pf[j].data()),
                q.push_back(pg[j].data());
        std::vector<int64_t> info(size_t(c) + 1, 7777);
        if (opts == BATCH_FIXED) {
            // element 0 serves every problem: all have problem 0's shape (and its storage)
            for (size_t j = 1; j < size_t(c); ++j) {
                F[j] = A[0], G[j] = A[0], a[j] = F[j].ptr(0), b[j] = G[j].ptr(0);
                pf[j] = pg[j] = piv[0], p[j] = pf[j].data(), q[j] = pg[j].data();
            }
            std::vector<int64_t> mm(size_t(c), -3), nn(size_t(c), -3), ll(size_t(c), -3);
            mm[0] = m[0], nn[0] = n[0], ll[0] = lda[0];
            flat_getrf<T>(mm.data(), nn.data(), a.data(), ll.data(), p.data(), c, opts, info.data());
        } else {
            flat_getrf<T>(m.data(), n.data(), a.data(), lda.data(), p.data(), c, opts, info.data());
        }
        int64_t planted = 0, invalid = 0;
        for (size_t j = 0; j < size_t(c); ++j) {
            const size_t o = opts == BATCH_FIXED ? 0 : j;  // whose arguments problem j has
            const int64_t one = 1;
            int64_t ginfo[2] = {BblasErrorsReportAll, 7777};
            group_getrf<T>(BlasColMajor, &m[o], &n[o], &b[j], &lda[o], &q[j], int64_t(1), &one, ginfo);
            // the group API's argument positions count its layout argument, the flat one's not
            const int64_t want = ginfo[1] < 0 ? ginfo[1] + 1 : ginfo[1];
            if (o == 10) {
                EXPECT_EQ(want, -1);
                ++invalid;
            } else if (o == 20 && m[20] > 1) {
                EXPECT_EQ(want, -4);
                ++invalid;
            } else if (o % 4 == 1 && std::min(m[o], n[o]) > 0) {
                EXPECT_EQ(want, std::min(m[o], n[o]) / 2 + 1) << "planted zero pivot";
                ++planted;
            }
            EXPECT_EQ(info[j], want) << "info[" << j << "]";
            EXPECT_TRUE(bits_equal(F[j].buf.data(), G[j].buf.data(), F[j].buf.size() * sizeof(T)))
                << "A of problem " << j;
            EXPECT_EQ(pf[j], pg[j]) << "ipiv of problem " << j;
        }
        EXPECT_EQ(info.back(), 7777) << "info written past batch_count";
        if (opts == BATCH_VARIABLE) {
            EXPECT_TRUE(planted > 5 && invalid == 2) << planted << " planted, " << invalid << " invalid";
        }
    }
}

}  // namespace
