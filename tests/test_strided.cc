// The strided C interface (BLAS_<routine>_batched_strided_*), every Level-3 routine and
// precision: random problems (layouts, options, sizes, special alpha/beta) with NaN gaps
// between the matrices, computed once through the strided entry and once through the group
// entry on pointers to the same matrices; the results must be bit-identical (the group API is
// checked against OpenBLAS by the other suites), the gaps untouched. Inputs with stride 0 and
// negative strides; every argument error (the strides' own included) in every info mode.
#include "harness.hh"

namespace {
using namespace bt;

enum class Rt { Gemm, Symm, Hemm, Syrk, Herk, Syr2k, Her2k, Trmm, Trsm };
const char* rt_name(Rt r) {
    static const char* n[] = {"gemm", "symm", "hemm", "syrk", "herk", "syr2k", "her2k", "trmm", "trsm"};
    return n[int(r)];
}
bool is_tr(Rt r) { return r == Rt::Trmm || r == Rt::Trsm; }
bool has_b(Rt r) { return r != Rt::Syrk && r != Rt::Herk && !is_tr(r); }

// Positions in the strided prototypes (bblas.h); 0: no such argument.
struct Pos {
    int layout = 1, opt = 2, m, n, A, lda, sa, B, ldb, sb, C, ldc, sc, count, info;
};
Pos positions(Rt r) {
    switch (r) {
        case Rt::Gemm:
            return {1, 2, 4, 5, 8, 9, 10, 11, 12, 13, 15, 16, 17, 18, 19};
        case Rt::Symm:
        case Rt::Hemm:
            return {1, 2, 4, 5, 7, 8, 9, 10, 11, 12, 14, 15, 16, 17, 18};
        case Rt::Syrk:
        case Rt::Herk:
            return {1, 2, 0, 4, 7, 8, 9, 0, 0, 0, 11, 12, 13, 14, 15};
        case Rt::Syr2k:
        case Rt::Her2k:
            return {1, 2, 0, 4, 7, 8, 9, 10, 11, 12, 14, 15, 16, 17, 18};
        default:
            return {1, 2, 6, 7, 9, 10, 11, 0, 0, 0, 12, 13, 14, 15, 16};  // B as the output C
    }
}

// One strided problem set. trmm/trsm: the in/out matrix B is kept in C.
template <class T>
struct Case {
    Rt r = Rt::Gemm;
    BLAS_Layout L = BlasColMajor;
    BLAS_Side side = BlasLeft;
    BLAS_Uplo uplo = BlasUpper;
    BLAS_Trans ta = BlasNoTrans, tb = BlasNoTrans;
    BLAS_Diag diag = BlasNonUnit;
    int64_t m = 0, n = 0, k = 0, count = 0;
    T alpha{}, beta{};
    Batch<T> A, B, C;
    // strides as passed (differ from the storage's for stride-0 and negative inputs) and bases
    int64_t sa = 0, sb = 0, sc = 0;
    T *a0 = nullptr, *b0 = nullptr, *c0 = nullptr;
    std::string trace;
};

template <class T>
real_t<T> real_part(T x) {
    return re(x);
}

// The strided call of c; info may be null.
template <class T>
void call_strided(Case<T>& c, int64_t* info) {
    using cf = std::complex<float>;
    using cd = std::complex<double>;
    const int64_t lda = c.A.ld, ldb = c.B.ld, ldc = c.C.ld, bc = c.count;
    const real_t<T> ra = real_part(c.alpha), rb = real_part(c.beta);
    switch (c.r) {
        case Rt::Gemm:
            if constexpr (std::is_same_v<T, float>)
                BLAS_gemm_batched_strided_r32(c.L, c.ta, c.tb, c.m, c.n, c.k, c.alpha, c.a0, lda, c.sa, c.b0,
                                              ldb, c.sb, c.beta, c.c0, ldc, c.sc, bc, info);
            else if constexpr (std::is_same_v<T, double>)
                BLAS_gemm_batched_strided_r64(c.L, c.ta, c.tb, c.m, c.n, c.k, c.alpha, c.a0, lda, c.sa, c.b0,
                                              ldb, c.sb, c.beta, c.c0, ldc, c.sc, bc, info);
            else if constexpr (std::is_same_v<T, cf>)
                BLAS_gemm_batched_strided_c32(c.L, c.ta, c.tb, c.m, c.n, c.k, c.alpha, c.a0, lda, c.sa, c.b0,
                                              ldb, c.sb, c.beta, c.c0, ldc, c.sc, bc, info);
            else
                BLAS_gemm_batched_strided_c64(c.L, c.ta, c.tb, c.m, c.n, c.k, c.alpha, c.a0, lda, c.sa, c.b0,
                                              ldb, c.sb, c.beta, c.c0, ldc, c.sc, bc, info);
            break;
        case Rt::Symm:
        case Rt::Hemm: {
            const bool h = c.r == Rt::Hemm;
            if constexpr (std::is_same_v<T, float>)
                (h ? BLAS_hemm_batched_strided_r32 : BLAS_symm_batched_strided_r32)(
                    c.L, c.side, c.uplo, c.m, c.n, c.alpha, c.a0, lda, c.sa, c.b0, ldb, c.sb, c.beta, c.c0,
                    ldc, c.sc, bc, info);
            else if constexpr (std::is_same_v<T, double>)
                (h ? BLAS_hemm_batched_strided_r64 : BLAS_symm_batched_strided_r64)(
                    c.L, c.side, c.uplo, c.m, c.n, c.alpha, c.a0, lda, c.sa, c.b0, ldb, c.sb, c.beta, c.c0,
                    ldc, c.sc, bc, info);
            else if constexpr (std::is_same_v<T, cf>)
                (h ? BLAS_hemm_batched_strided_c32 : BLAS_symm_batched_strided_c32)(
                    c.L, c.side, c.uplo, c.m, c.n, c.alpha, c.a0, lda, c.sa, c.b0, ldb, c.sb, c.beta, c.c0,
                    ldc, c.sc, bc, info);
            else
                (h ? BLAS_hemm_batched_strided_c64 : BLAS_symm_batched_strided_c64)(
                    c.L, c.side, c.uplo, c.m, c.n, c.alpha, c.a0, lda, c.sa, c.b0, ldb, c.sb, c.beta, c.c0,
                    ldc, c.sc, bc, info);
            break;
        }
        case Rt::Syrk:
            if constexpr (std::is_same_v<T, float>)
                BLAS_syrk_batched_strided_r32(c.L, c.uplo, c.ta, c.n, c.k, c.alpha, c.a0, lda, c.sa, c.beta,
                                              c.c0, ldc, c.sc, bc, info);
            else if constexpr (std::is_same_v<T, double>)
                BLAS_syrk_batched_strided_r64(c.L, c.uplo, c.ta, c.n, c.k, c.alpha, c.a0, lda, c.sa, c.beta,
                                              c.c0, ldc, c.sc, bc, info);
            else if constexpr (std::is_same_v<T, cf>)
                BLAS_syrk_batched_strided_c32(c.L, c.uplo, c.ta, c.n, c.k, c.alpha, c.a0, lda, c.sa, c.beta,
                                              c.c0, ldc, c.sc, bc, info);
            else
                BLAS_syrk_batched_strided_c64(c.L, c.uplo, c.ta, c.n, c.k, c.alpha, c.a0, lda, c.sa, c.beta,
                                              c.c0, ldc, c.sc, bc, info);
            break;
        case Rt::Herk:
            if constexpr (std::is_same_v<T, cf>)
                BLAS_herk_batched_strided_c32(c.L, c.uplo, c.ta, c.n, c.k, ra, c.a0, lda, c.sa, rb, c.c0, ldc,
                                              c.sc, bc, info);
            else if constexpr (std::is_same_v<T, cd>)
                BLAS_herk_batched_strided_c64(c.L, c.uplo, c.ta, c.n, c.k, ra, c.a0, lda, c.sa, rb, c.c0, ldc,
                                              c.sc, bc, info);
            break;
        case Rt::Syr2k:
            if constexpr (std::is_same_v<T, float>)
                BLAS_syr2k_batched_strided_r32(c.L, c.uplo, c.ta, c.n, c.k, c.alpha, c.a0, lda, c.sa, c.b0,
                                               ldb, c.sb, c.beta, c.c0, ldc, c.sc, bc, info);
            else if constexpr (std::is_same_v<T, double>)
                BLAS_syr2k_batched_strided_r64(c.L, c.uplo, c.ta, c.n, c.k, c.alpha, c.a0, lda, c.sa, c.b0,
                                               ldb, c.sb, c.beta, c.c0, ldc, c.sc, bc, info);
            else if constexpr (std::is_same_v<T, cf>)
                BLAS_syr2k_batched_strided_c32(c.L, c.uplo, c.ta, c.n, c.k, c.alpha, c.a0, lda, c.sa, c.b0,
                                               ldb, c.sb, c.beta, c.c0, ldc, c.sc, bc, info);
            else
                BLAS_syr2k_batched_strided_c64(c.L, c.uplo, c.ta, c.n, c.k, c.alpha, c.a0, lda, c.sa, c.b0,
                                               ldb, c.sb, c.beta, c.c0, ldc, c.sc, bc, info);
            break;
        case Rt::Her2k:
            if constexpr (std::is_same_v<T, cf>)
                BLAS_her2k_batched_strided_c32(c.L, c.uplo, c.ta, c.n, c.k, c.alpha, c.a0, lda, c.sa, c.b0,
                                               ldb, c.sb, rb, c.c0, ldc, c.sc, bc, info);
            else if constexpr (std::is_same_v<T, cd>)
                BLAS_her2k_batched_strided_c64(c.L, c.uplo, c.ta, c.n, c.k, c.alpha, c.a0, lda, c.sa, c.b0,
                                               ldb, c.sb, rb, c.c0, ldc, c.sc, bc, info);
            break;
        case Rt::Trmm:
        case Rt::Trsm: {
            const bool s = c.r == Rt::Trsm;
            if constexpr (std::is_same_v<T, float>)
                (s ? BLAS_trsm_batched_strided_r32 : BLAS_trmm_batched_strided_r32)(
                    c.L, c.side, c.uplo, c.ta, c.diag, c.m, c.n, c.alpha, c.a0, lda, c.sa, c.c0, ldc, c.sc,
                    bc, info);
            else if constexpr (std::is_same_v<T, double>)
                (s ? BLAS_trsm_batched_strided_r64 : BLAS_trmm_batched_strided_r64)(
                    c.L, c.side, c.uplo, c.ta, c.diag, c.m, c.n, c.alpha, c.a0, lda, c.sa, c.c0, ldc, c.sc,
                    bc, info);
            else if constexpr (std::is_same_v<T, cf>)
                (s ? BLAS_trsm_batched_strided_c32 : BLAS_trmm_batched_strided_c32)(
                    c.L, c.side, c.uplo, c.ta, c.diag, c.m, c.n, c.alpha, c.a0, lda, c.sa, c.c0, ldc, c.sc,
                    bc, info);
            else
                (s ? BLAS_trsm_batched_strided_c64 : BLAS_trmm_batched_strided_c64)(
                    c.L, c.side, c.uplo, c.ta, c.diag, c.m, c.n, c.alpha, c.a0, lda, c.sa, c.c0, ldc, c.sc,
                    bc, info);
            break;
        }
    }
}

// The same problems through the group API: one group, pointers at the strided addresses.
template <class T>
void call_group(Case<T>& c) {
    std::vector<const T*> A, B;
    std::vector<T*> C;
    for (int64_t i = 0; i < c.count; ++i) {
        A.push_back(c.a0 + i * c.sa);
        B.push_back(c.b0 + i * c.sb);
        C.push_back(c.c0 + i * c.sc);
    }
    const int64_t lda = c.A.ld, ldb = c.B.ld, ldc = c.C.ld, gs = c.count;
    const real_t<T> ra = real_part(c.alpha), rb = real_part(c.beta);
    int64_t info = BblasErrorsReportAny;
    switch (c.r) {
        case Rt::Gemm:
            capi::gemm<T>(c.L, &c.ta, &c.tb, &c.m, &c.n, &c.k, &c.alpha, A.data(), &lda, B.data(), &ldb,
                          &c.beta, C.data(), &ldc, 1, &gs, &info);
            break;
        case Rt::Symm:
        case Rt::Hemm:
            capi::symm<T>(c.r == Rt::Hemm, c.L, &c.side, &c.uplo, &c.m, &c.n, &c.alpha, A.data(), &lda,
                          B.data(), &ldb, &c.beta, C.data(), &ldc, 1, &gs, &info);
            break;
        case Rt::Syrk:
            capi::syrk<T>(c.L, &c.uplo, &c.ta, &c.n, &c.k, &c.alpha, A.data(), &lda, &c.beta, C.data(), &ldc,
                          1, &gs, &info);
            break;
        case Rt::Herk:
            if constexpr (is_complex_v<T>)
                capi::herk<T>(c.L, &c.uplo, &c.ta, &c.n, &c.k, &ra, A.data(), &lda, &rb, C.data(), &ldc, 1,
                              &gs, &info);
            break;
        case Rt::Syr2k:
            capi::syr2k<T>(c.L, &c.uplo, &c.ta, &c.n, &c.k, &c.alpha, A.data(), &lda, B.data(), &ldb, &c.beta,
                           C.data(), &ldc, 1, &gs, &info);
            break;
        case Rt::Her2k:
            if constexpr (is_complex_v<T>)
                capi::her2k<T>(c.L, &c.uplo, &c.ta, &c.n, &c.k, &c.alpha, A.data(), &lda, B.data(), &ldb, &rb,
                               C.data(), &ldc, 1, &gs, &info);
            break;
        case Rt::Trmm:
        case Rt::Trsm:
            capi::trxm<T>(c.r == Rt::Trsm, c.L, &c.side, &c.uplo, &c.ta, &c.diag, &c.m, &c.n, &c.alpha,
                          A.data(), &lda, C.data(), &ldc, 1, &gs, &info);
            break;
    }
    ASSERT_EQ(info, 0) << "the group API rejected a valid problem";
}

// Stored shapes of A, B, C.
template <class T>
std::array<std::pair<int64_t, int64_t>, 3> shapes(const Case<T>& c) {
    const bool nta = c.ta == BlasNoTrans, ntb = c.tb == BlasNoTrans;
    const int64_t order = c.side == BlasLeft ? c.m : c.n;
    switch (c.r) {
        case Rt::Gemm:
            return {{{nta ? c.m : c.k, nta ? c.k : c.m}, {ntb ? c.k : c.n, ntb ? c.n : c.k}, {c.m, c.n}}};
        case Rt::Symm:
        case Rt::Hemm:
            return {{{order, order}, {c.m, c.n}, {c.m, c.n}}};
        case Rt::Trmm:
        case Rt::Trsm:
            return {{{order, order}, {0, 0}, {c.m, c.n}}};
        default: {
            const std::pair<int64_t, int64_t> a{nta ? c.n : c.k, nta ? c.k : c.n};
            return {{a, has_b(c.r) ? a : std::pair<int64_t, int64_t>{0, 0}, {c.n, c.n}}};
        }
    }
}

// A random case; input stride mode: 0 = the storage's, 1 = stride 0 (one shared matrix),
// 2 = negative (from the last matrix backwards).
template <class T>
Case<T> make_case(Rt r, uint64_t seed, int input_mode) {
    static constexpr int64_t sizes[] = {0, 1, 2, 3, 4, 5, 8, 9, 16, 17, 33};
    static constexpr int64_t counts[] = {0, 1, 2, 3, 5, 9, 17, 33};
    Rng rng(seed);
    auto pick = [&](auto& a) { return a[size_t(rng.integer(0, int64_t(std::size(a)) - 1))]; };
    Case<T> c;
    c.r = r;
    c.L = kLayouts[rng.integer(0, 1)];
    c.side = kSides[rng.integer(0, 1)];
    c.uplo = kUplos[rng.integer(0, 1)];
    c.diag = kDiags[rng.integer(0, 1)];
    c.ta = kOps[rng.integer(0, 2)], c.tb = kOps[rng.integer(0, 2)];
    if (r == Rt::Herk || r == Rt::Her2k) c.ta = rng.integer(0, 1) ? BlasConjTrans : BlasNoTrans;
    if ((r == Rt::Syrk || r == Rt::Syr2k) && is_complex_v<T> && c.ta == BlasConjTrans) c.ta = BlasTrans;
    c.m = pick(sizes), c.n = pick(sizes), c.k = pick(sizes), c.count = pick(counts);
    const Special sp = special_for(int64_t(seed));
    const Fill fill = seed % 2 ? Fill::Int : Fill::Real;
    c.alpha = alpha_for<T>(sp, rng, fill);
    c.beta = beta_for<T>(sp, rng, fill);
    if (r == Rt::Herk) c.alpha = real_part(c.alpha);
    if (r == Rt::Herk || r == Rt::Her2k) c.beta = real_part(c.beta);
    const auto sh = shapes(c);
    const int64_t stored = input_mode == 0 ? c.count : std::min<int64_t>(c.count, 1);
    auto make = [&](std::pair<int64_t, int64_t> d, int64_t n) {
        Batch<T> X(n, d.first, d.second, ld_for(c.L, d.first, d.second, rng.integer(0, 2)), c.L,
                   rng.integer(0, 3));
        X.fill(rng, fill);
        return X;
    };
    c.A = make(sh[0], input_mode == 2 ? c.count : stored);
    c.B = make(sh[1], input_mode == 2 ? c.count : stored);
    c.C = make(sh[2], c.count);
    if (is_tr(r))  // well-conditioned triangles: a dominant diagonal
        c.A.each([&](int64_t, int64_t i, int64_t j, T& x) {
            if (i == j) x += T(real_t<T>(4));
        });
    c.sa = c.A.stride, c.sb = c.B.stride, c.sc = c.C.stride;
    c.a0 = c.A.ptr(0), c.b0 = c.B.ptr(0), c.c0 = c.C.ptr(0);
    if (input_mode == 1) c.sa = c.sb = 0;
    if (input_mode == 2 && c.count > 0) {
        c.a0 = c.A.ptr(c.count - 1), c.b0 = c.B.ptr(c.count - 1);
        c.sa = -c.sa, c.sb = -c.sb;
    }
    c.trace = trace(rt_name(r), " ", type_name<T>(), " ", layout_name(c.L), " side=", side_name(c.side),
                    " uplo=", uplo_name(c.uplo), " trans=", op_name(c.ta), "/", op_name(c.tb),
                    " diag=", diag_name(c.diag), " m=", c.m, " n=", c.n, " k=", c.k, " count=", c.count,
                    " strides=", c.sa, ",", c.sb, ",", c.sc, " alpha=", str(c.alpha), " beta=", str(c.beta),
                    " [", special_name(sp), "] seed=", seed);
    return c;
}

// Re-points a copy's bases and pointers at its own storage.
template <class T>
Case<T> clone(const Case<T>& c) {
    Case<T> d = c;
    d.a0 = d.A.buf.data() + (c.a0 - c.A.buf.data());
    d.b0 = d.B.buf.data() + (c.b0 - c.B.buf.data());
    d.c0 = d.C.buf.data() + (c.c0 - c.C.buf.data());
    return d;
}

template <class T>
void strided_sweep(Rt r, int input_mode, uint64_t seed0, int cases) {
    for (int t = 0; t < cases; ++t) {
        const uint64_t seed = seed0 * 7919 + uint64_t(t);
        Case<T> s = make_case<T>(r, seed, input_mode);
        SCOPED_TRACE(s.trace);
        Case<T> g = clone(s);
        const Batch<T> C0 = s.C;
        const uint64_t ha = hash_bits(s.A), hb = hash_bits(s.B);
        std::vector<int64_t> info(size_t(2 + s.count), 7777);
        info[0] = BblasErrorsReportAll;
        call_strided(s, info.data());
        EXPECT_EQ(info[0], 0);
        for (int64_t i = 1; i <= s.count; ++i) ASSERT_EQ(info[size_t(i)], 0) << "info[" << i << "]";
        EXPECT_EQ(info.back(), 7777) << "info written past 1 + batch_count";
        call_group(g);
        EXPECT_TRUE(input_untouched(s.A, ha, "A"));
        EXPECT_TRUE(input_untouched(s.B, hb, "B"));
        EXPECT_TRUE(padding_untouched(s.C, C0, "C (gaps between matrices, rows beyond ld)"));
        // bit-identical to the group API over the whole buffer, NaN gaps included
        ASSERT_EQ(s.C.buf.size(), g.C.buf.size());
        EXPECT_EQ(std::memcmp(s.C.buf.data(), g.C.buf.data(), s.C.buf.size() * sizeof(T)), 0)
            << "strided and group results differ";
        if (::testing::Test::HasFailure()) return;
    }
}

std::vector<Rt> routines_for(bool complex) {
    std::vector<Rt> r{Rt::Gemm, Rt::Symm, Rt::Hemm, Rt::Syrk, Rt::Syr2k, Rt::Trmm, Rt::Trsm};
    if (complex) r.insert(r.end(), {Rt::Herk, Rt::Her2k});
    return r;
}

template <class T>
class Strided : public ::testing::Test {};
TYPED_TEST_SUITE(Strided, AllTypes, TypeNames);

TYPED_TEST(Strided, MatchesGroupApi) {
    for (Rt r : routines_for(is_complex_v<TypeParam>)) strided_sweep<TypeParam>(r, 0, 100 + int(r), 60);
}
TYPED_TEST(Strided, SharedInputStrideZero) {
    for (Rt r : routines_for(is_complex_v<TypeParam>)) strided_sweep<TypeParam>(r, 1, 200 + int(r), 20);
}
TYPED_TEST(Strided, NegativeInputStride) {
    for (Rt r : routines_for(is_complex_v<TypeParam>)) strided_sweep<TypeParam>(r, 2, 300 + int(r), 20);
}

// Every argument fault of a valid 3-problem case, in every info mode: info as promised, the
// output untouched. Mutations set one argument; `pos` is the position reported.
template <class T>
void error_table(Rt r) {
    const Pos P = positions(r);
    struct Mut {
        const char* what;
        int pos;
        std::function<void(Case<T>&)> apply;
    };
    std::vector<Mut> muts{
        {"layout", P.layout, [](Case<T>& c) { c.L = BLAS_Layout(0); }},
        {"first option", P.opt,
         [](Case<T>& c) {
             c.side = BLAS_Side(1);
             c.uplo = BLAS_Uplo(1);
             c.ta = BLAS_Trans(1);
         }},
        {"n < 0", P.n, [](Case<T>& c) { c.n = -1; }},
        {"A null", P.A, [](Case<T>& c) { c.a0 = nullptr; }},
        {"A_ld too small", P.lda, [](Case<T>& c) { c.A.ld = 0; }},
        {"C null", P.C, [](Case<T>& c) { c.c0 = nullptr; }},
        {"C_ld too small", P.ldc, [](Case<T>& c) { c.C.ld = 0; }},
        {"output stride overlaps", P.sc, [](Case<T>& c) { c.sc = c.C.ld * c.C.outer() - 1; }},
        {"output stride negative", P.sc, [](Case<T>& c) { c.sc = -c.sc; }},
        {"A_ld and output stride: A_ld first", P.lda,
         [](Case<T>& c) {
             c.A.ld = 0;
             c.sc = 1;
         }},
    };
    if (P.m) muts.push_back({"m < 0", P.m, [](Case<T>& c) { c.m = -1; }});
    if (P.B) {
        muts.push_back({"B null", P.B, [](Case<T>& c) { c.b0 = nullptr; }});
        muts.push_back({"B_ld too small", P.ldb, [](Case<T>& c) { c.B.ld = 0; }});
    }
    for (uint64_t variant = 0; variant < 2; ++variant) {
        Case<T> base = make_case<T>(r, 17 + variant, 0);
        base.m = base.n = base.k = 3, base.count = 3, base.L = kLayouts[variant];
        base.alpha = T(2), base.beta = T(3);
        {  // rebuild storage for the fixed shapes
            Rng rng(variant);
            const auto sh = shapes(base);
            auto make = [&](std::pair<int64_t, int64_t> d) {
                Batch<T> X(3, d.first, d.second, ld_for(base.L, d.first, d.second, 1), base.L, 2);
                X.fill(rng, Fill::Int);
                return X;
            };
            base.A = make(sh[0]), base.B = make(sh[1]), base.C = make(sh[2]);
            base.sa = base.A.stride, base.sb = base.B.stride, base.sc = base.C.stride;
            base.a0 = base.A.ptr(0), base.b0 = base.B.ptr(0), base.c0 = base.C.ptr(0);
        }
        for (const Mut& mu : muts) {
            for (int64_t mode : {int64_t(BblasErrorsReportAll), int64_t(BblasErrorsReportGroup),
                                 int64_t(BblasErrorsReportAny), int64_t(BblasErrorsReportNone), int64_t(5)}) {
                SCOPED_TRACE(trace(rt_name(r), " ", type_name<T>(), " ", layout_name(base.L), ": ", mu.what,
                                   " mode=", mode));
                Case<T> c = clone(base);
                mu.apply(c);
                const Batch<T> C0 = c.C;
                std::vector<int64_t> info(5, 7777);
                info[0] = mode;
                call_strided(c, info.data());
                EXPECT_TRUE(untouched(c.C, C0, "C of an invalid call"));
                if (mode == BblasErrorsReportNone) {
                    EXPECT_EQ(info[0], 0);
                    continue;
                }
                EXPECT_EQ(info[0], 1) << "info[0]: the first (only) group has an error";
                if (mode == BblasErrorsReportAll) {
                    for (int i = 1; i <= 3; ++i) EXPECT_EQ(info[size_t(i)], -mu.pos) << "info[" << i << "]";
                }
                if (mode == BblasErrorsReportGroup) {
                    EXPECT_EQ(info[1], -mu.pos);
                    EXPECT_EQ(info[2], 7777);
                }
                if (mode != BblasErrorsReportAll && mode != BblasErrorsReportGroup) {
                    EXPECT_EQ(info[1], 7777) << "only info[0] may be written";
                }
            }
        }
        // batch_count < 0 goes to info[0]; batch_count = 0 is a valid empty call
        for (int64_t bc : {int64_t(-1), int64_t(0)}) {
            Case<T> c = clone(base);
            c.count = bc;
            const Batch<T> C0 = c.C;
            int64_t info[2] = {BblasErrorsReportAll, 7777};
            call_strided(c, info);
            EXPECT_EQ(info[0], bc < 0 ? -P.count : 0) << rt_name(r) << " batch_count=" << bc;
            EXPECT_EQ(info[1], 7777);
            EXPECT_TRUE(untouched(c.C, C0, "C"));
        }
        // a single problem needs no stride at all; an overlapping input stride is fine
        {
            Case<T> c = clone(base), g = clone(base);
            c.count = g.count = 1;
            c.sc = 0, c.sa = 1;
            int64_t info = BblasErrorsReportAny;
            call_strided(c, &info);
            EXPECT_EQ(info, 0) << rt_name(r) << ": batch_count = 1 with output stride 0";
            call_group(g);
            EXPECT_EQ(std::memcmp(c.C.buf.data(), g.C.buf.data(), c.C.buf.size() * sizeof(T)), 0);
        }
    }
}

TYPED_TEST(Strided, ArgumentErrorsEveryMode) {
    for (Rt r : routines_for(is_complex_v<TypeParam>)) error_table<TypeParam>(r);
}

}  // namespace
