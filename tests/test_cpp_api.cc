// The C++ API (bblas.hh) beyond the numerical sweeps of the routine files (which run both forms
// of every routine over pointer and strided views with NaN gaps between matrices): views of const
// elements, strided views with padding, and bblas::Error for every kind of invalid call of both
// forms of every routine, thrown before anything is computed, naming the routine, the argument,
// the group and the matrix.
#include <algorithm>

#include "harness.hh"

namespace {
using namespace bt;
using bblas::Diag;
using bblas::Layout;
using bblas::Op;
using bblas::Side;
using bblas::Uplo;

constexpr int64_t kAny = -100;  // group or matrix not checked

// f() must throw bblas::Error naming `routine`, one of `args` (any when empty), group, matrix.
template <class F>
void expect_error(F f, const std::string& routine, std::vector<std::string> args, int64_t group = kAny,
                  int64_t matrix = kAny) {
    try {
        f();
        ADD_FAILURE() << "no bblas::Error thrown";
    } catch (const bblas::Error& e) {
        EXPECT_EQ(e.routine(), routine) << e.what();
        if (!args.empty()) {
            EXPECT_NE(std::find(args.begin(), args.end(), e.argument()), args.end())
                << "argument() is " << e.argument() << "; " << e.what();
        }
        if (group != kAny) {
            EXPECT_EQ(e.group(), group) << e.what();
        }
        if (matrix != kAny) {
            EXPECT_EQ(e.matrix(), matrix) << e.what();
        }
        const std::invalid_argument& base = e;  // an std::invalid_argument
        EXPECT_NE(std::string(base.what()), "");
    } catch (const std::exception& e) {
        ADD_FAILURE() << "unexpected exception " << e.what();
    }
}

// Three matrices per operand, NaN padding (ld = rows + 1) and NaN gaps between matrices.
template <class T>
struct Operands {
    Batch<T> A, B, C, Cin;
    std::vector<T*> pa, pb, pc;
    Operands(int64_t ar, int64_t ac, int64_t br, int64_t bc, int64_t cr, int64_t cc,
             BLAS_Layout L = BlasColMajor) {
        Rng rng(ar * 1000 + ac * 100 + br * 10 + bc);
        A = Batch<T>(3, ar, ac, ld_for(L, ar, ac, 1), L, 2);
        B = Batch<T>(3, br, bc, ld_for(L, br, bc, 1), L, 2);
        C = Batch<T>(3, cr, cc, ld_for(L, cr, cc, 1), L, 2);
        A.fill(rng, Fill::Int);
        B.fill(rng, Fill::Int);
        C.fill(rng, Fill::Int);
        A.each([](int64_t, int64_t r, int64_t c, T& x) {
            if (r == c) x = T(1);
        });  // trsm: exact
        Cin = C;
        pa = A.pointers(), pb = B.pointers(), pc = C.pointers();
    }
    Layout layout() const { return A.row_major ? Layout::RowMajor : Layout::ColMajor; }
    bblas::PointerBatch<T> pA() { return {pa, A.rows, A.cols, A.ld, layout()}; }
    bblas::StridedBatch<T> sB() { return {B.ptr(0), B.count, B.rows, B.cols, B.ld, B.stride, layout()}; }
    bblas::PointerBatch<T> pC() { return {pc, C.rows, C.cols, C.ld, layout()}; }
    bblas::StridedBatch<T> sC() { return {C.ptr(0), C.count, C.rows, C.cols, C.ld, C.stride, layout()}; }
    ::testing::AssertionResult c_untouched() { return untouched(C, Cin, "C (nothing may be computed)"); }
};

template <class T>
class CppApi : public ::testing::Test {};
TYPED_TEST_SUITE(CppApi, AllTypes, TypeNames);
template <class T>
class CppApiHerm : public ::testing::Test {};
TYPED_TEST_SUITE(CppApiHerm, ComplexTypes, TypeNames);

// Views of const elements are accepted for inputs, and a strided view whose gaps hold NaN works
// for outputs; the result equals OpenBLAS's (small integers: exact).
TYPED_TEST(CppApi, ConstPointerViewsAndStridedOutput) {
    using T = TypeParam;
    for (BLAS_Layout L : kLayouts) {
        SCOPED_TRACE(layout_name(L));
        Operands<T> o(4, 3, 3, 5, 4, 5, L);
        std::vector<const T*> ca(o.pa.begin(), o.pa.end());
        const bblas::PointerBatch<const T> A(ca, 4, 3, o.A.ld, o.layout());
        const bblas::StridedBatch<const T> B(o.B.ptr(0), 3, 3, 5, o.B.ld, o.B.stride, o.layout());
        const T alpha = T(2), beta = T(-1);
        bblas::gemm(Op::NoTrans, Op::NoTrans, alpha, A, B, beta, o.sC());
        Batch<T> ref = o.Cin;
        for (int64_t i = 0; i < 3; ++i)
            ref::gemm<T>(L, BlasNoTrans, BlasNoTrans, 4, 5, 3, alpha, o.A.ptr(i), o.A.ld, o.B.ptr(i), o.B.ld,
                         beta, ref.ptr(i), ref.ld);
        EXPECT_TRUE(padding_untouched(o.C, o.Cin, "C"));
        for (int64_t i = 0; i < 3; ++i) EXPECT_TRUE(check_values(o.C, ref, i, Region::Full, nullptr, true));
    }
}

// Compact square operands (ld = n, matrices back to back) in views of both kinds in one call,
// at orders whose compact form the column kernels compile in (their loop has a body apart for
// mixed forms, beside those for pointer arrays and for strided views): each transpose of B, each
// form of the update (beta = 0, alpha = beta = 1, general). Small integers: exact.
TYPED_TEST(CppApi, MixedViewsOfCompactSquareOperands) {
    using T = TypeParam;
    constexpr int64_t count = 20;
    const std::pair<T, T> scalars[] = {{T(2), T(0)}, {T(1), T(1)}, {T(2), T(-1)}};
    for (int64_t n : {2, 3, 5, 8, 10, 12, 16})
        for (Op tb : {Op::NoTrans, Op::Trans})
            for (const auto& [alpha, beta] : scalars)
                for (bool pointers_a : {true, false}) {
                    SCOPED_TRACE(::testing::Message() << "n " << n << " tb " << int(tb) << " beta " << beta
                                                      << (pointers_a ? " A, C pointers" : " B pointers"));
                    Rng rng(static_cast<uint64_t>(n));
                    Batch<T> A(count, n, n, n, BlasColMajor), B(count, n, n, n, BlasColMajor),
                        C(count, n, n, n, BlasColMajor);
                    A.fill(rng, Fill::Int);
                    B.fill(rng, Fill::Int);
                    C.fill(rng, Fill::Int);
                    Batch<T> ref = C;
                    std::vector<T*> pa = A.pointers(), pb = B.pointers(), pc = C.pointers();
                    const bblas::PointerBatch<T> vpa(pa, n, n, n), vpb(pb, n, n, n), vpc(pc, n, n, n);
                    const bblas::StridedBatch<T> vsa(A.ptr(0), count, n, n, n, n * n),
                        vsb(B.ptr(0), count, n, n, n, n * n), vsc(C.ptr(0), count, n, n, n, n * n);
                    if (pointers_a) bblas::gemm(Op::NoTrans, tb, alpha, vpa, vsb, beta, vpc);
                    else bblas::gemm(Op::NoTrans, tb, alpha, vsa, vpb, beta, vsc);
                    for (int64_t i = 0; i < count; ++i)
                        ref::gemm<T>(BlasColMajor, BlasNoTrans, tb == Op::Trans ? BlasTrans : BlasNoTrans, n,
                                     n, n, alpha, A.ptr(i), n, B.ptr(i), n, beta, ref.ptr(i), n);
                    for (int64_t i = 0; i < count; ++i)
                        ASSERT_TRUE(check_values(C, ref, i, Region::Full, nullptr, true)) << "matrix " << i;
                }
}

// An empty batch (count 0) is valid and does nothing.
TYPED_TEST(CppApi, EmptyBatch) {
    using T = TypeParam;
    Operands<T> o(2, 2, 2, 2, 2, 2);
    const bblas::StridedBatch<T> A(o.A.ptr(0), 0, 2, 2, o.A.ld, o.A.stride),
        B(o.B.ptr(0), 0, 2, 2, o.B.ld, o.B.stride), C(o.C.ptr(0), 0, 2, 2, o.C.ld, o.C.stride);
    EXPECT_NO_THROW(bblas::gemm(Op::NoTrans, Op::NoTrans, T(1), A, B, T(1), C));
    EXPECT_NO_THROW(bblas::trsm(Side::Left, Uplo::Lower, Op::NoTrans, Diag::NonUnit, T(1), A, C));
    EXPECT_TRUE(o.c_untouched());
}

TYPED_TEST(CppApi, GemmFixedErrors) {
    using T = TypeParam;
    Operands<T> o(4, 3, 3, 5, 4, 5);  // A 4x3, B 3x5, C 4x5
    auto call = [&](Op ta, Op tb, const bblas::BatchView<T>& A, const bblas::BatchView<T>& B,
                    const bblas::BatchView<T>& C) { bblas::gemm(ta, tb, T(2), A, B, T(1), C); };
    const Op N = Op::NoTrans;
    expect_error([&] { call(Op(0), N, o.pA(), o.sB(), o.pC()); }, "gemm", {"transA"}, 0);
    expect_error([&] { call(N, Op(114), o.pA(), o.sB(), o.pC()); }, "gemm", {"transB"}, 0);
    // shapes: A^T is 3x4, does not fit C 4x5; B's rows differ from A's columns
    expect_error([&] { call(Op::Trans, N, o.pA(), o.sB(), o.pC()); }, "gemm", {"A", "B", "C", "m", "k"});
    const bblas::StridedBatch<T> B4(o.B.ptr(0), 3, 4, 5, o.B.ld, o.B.stride);
    expect_error([&] { call(N, N, o.pA(), B4, o.pC()); }, "gemm", {"A", "B", "k"});
    // counts and layouts
    const bblas::StridedBatch<T> B2(o.B.ptr(0), 2, 3, 5, o.B.ld, o.B.stride);
    expect_error([&] { call(N, N, o.pA(), B2, o.pC()); }, "gemm", {"B"});
    const bblas::PointerBatch<T> A2(std::span<T* const>(o.pa.data(), 2), 4, 3, o.A.ld);
    expect_error([&] { call(N, N, A2, o.sB(), o.pC()); }, "gemm", {"A"});
    const bblas::StridedBatch<T> Brow(o.B.ptr(0), 3, 3, 5, o.B.ld, o.B.stride, Layout::RowMajor);
    expect_error([&] { call(N, N, o.pA(), Brow, o.pC()); }, "gemm", {"B"});
    // leading dimensions below the stored rows (ColMajor)
    const bblas::PointerBatch<T> Ald(o.pa, 4, 3, 3);
    expect_error([&] { call(N, N, Ald, o.sB(), o.pC()); }, "gemm", {"A_ld"}, 0);
    const bblas::StridedBatch<T> Bld(o.B.ptr(0), 3, 3, 5, 2, o.B.stride);
    expect_error([&] { call(N, N, o.pA(), Bld, o.pC()); }, "gemm", {"B_ld"}, 0);
    const bblas::StridedBatch<T> Cld(o.C.ptr(0), 3, 4, 5, 0, o.C.stride);
    expect_error([&] { call(N, N, o.pA(), o.sB(), Cld); }, "gemm", {"C_ld"}, 0);
    // a null matrix pointer: its index
    std::vector<T*> pc = o.pc;
    pc[2] = nullptr;
    const bblas::PointerBatch<T> Cnull(pc, 4, 5, o.C.ld);
    expect_error([&] { call(N, N, o.pA(), o.sB(), Cnull); }, "gemm", {"C"}, 0, 2);
    std::vector<T*> pa = o.pa;
    pa[1] = nullptr;
    const bblas::PointerBatch<T> Anull(pa, 4, 3, o.A.ld);
    expect_error([&] { call(N, N, Anull, o.sB(), o.pC()); }, "gemm", {"A"}, 0, 1);
    EXPECT_TRUE(o.c_untouched());
}

TYPED_TEST(CppApi, GemmGroupedErrors) {
    using T = TypeParam;
    Operands<T> o(2, 2, 2, 2, 2, 2);
    // two groups: matrices {0} and {1, 2}
    std::vector<Op> ta{Op::NoTrans, Op::Trans}, tb{Op::NoTrans, Op::ConjTrans};
    std::vector<int64_t> m{2, 2}, n{2, 2}, k{2, 2}, ld{o.A.ld, o.A.ld}, ldb{o.B.ld, o.B.ld},
        ldc{o.C.ld, o.C.ld}, gs{1, 2};
    std::vector<T> alpha{T(1), T(2)}, beta{T(0), T(1)};
    std::vector<const T*> A(o.pa.begin(), o.pa.end()), B(o.pb.begin(), o.pb.end());
    std::vector<T*> C = o.pc;
    auto call = [&] {
        bblas::gemm<T>(Layout::ColMajor, ta, tb, m, n, k, alpha, A, ld, B, ldb, beta, C, ldc, gs);
    };
    // per-group spans shorter than the number of groups, pointer spans shorter than the matrices
    auto shorten = [&](auto& v, std::vector<std::string> names) {
        auto saved = v;
        v.resize(v.size() - 1);
        expect_error(call, "gemm", names);
        v = saved;
    };
    shorten(ta, {"transA"});
    shorten(tb, {"transB"});
    shorten(m, {"m"});
    shorten(n, {"n"});
    shorten(k, {"k"});
    shorten(alpha, {"alpha"});
    shorten(ld, {"A_ld"});
    shorten(ldb, {"B_ld"});
    shorten(beta, {"beta"});
    shorten(ldc, {"C_ld"});
    shorten(A, {"A"});
    shorten(B, {"B"});
    shorten(C, {"C"});
    // invalid arguments in group 1 (group 0 is valid but nothing is computed: it throws first)
    auto in_group1 = [&](auto& v, auto bad, std::vector<std::string> names) {
        auto saved = v;
        v[1] = bad;
        expect_error(call, "gemm", names, 1);
        v = saved;
    };
    in_group1(ta, Op(0), {"transA"});
    in_group1(m, int64_t(-1), {"m"});
    in_group1(k, int64_t(-1), {"k"});
    in_group1(ldc, int64_t(1), {"C_ld"});
    in_group1(ld, int64_t(1), {"A_ld"});
    // a null pointer for the second matrix of group 1 (matrix 2 of the call): matrix() counts
    // within the group (header: "group and matrix are 0-based")
    C[2] = nullptr;
    expect_error(call, "gemm", {"C"}, 1, 1);
    C = o.pc;
    gs[1] = -1;
    expect_error(call, "gemm", {"group_sizes"});
    gs[1] = 2;
    expect_error([&] { bblas::gemm<T>(Layout(7), ta, tb, m, n, k, alpha, A, ld, B, ldb, beta, C, ldc, gs); },
                 "gemm", {"layout"});
    EXPECT_TRUE(o.c_untouched());
    // and the valid call computes
    call();
    Batch<T> ref = o.Cin;
    for (int64_t i = 0; i < 3; ++i)
        ref::gemm<T>(BlasColMajor, i ? BlasTrans : BlasNoTrans, i ? BlasConjTrans : BlasNoTrans, 2, 2, 2,
                     alpha[i ? 1 : 0], o.A.ptr(i), o.A.ld, o.B.ptr(i), o.B.ld, beta[i ? 1 : 0], ref.ptr(i),
                     ref.ld);
    for (int64_t i = 0; i < 3; ++i) EXPECT_TRUE(check_values(o.C, ref, i, Region::Full, nullptr, true));
}

// symm and hemm: A must be square of order m (Left) or n (Right); B and C alike.
TYPED_TEST(CppApi, SymmHemmErrors) {
    using T = TypeParam;
    for (bool herm : {false, true}) {
        const std::string name = herm ? "hemm" : "symm";
        SCOPED_TRACE(name);
        Operands<T> o(4, 4, 4, 3, 4, 3);  // Left: A 4x4, B and C 4x3
        auto call = [&](Side s, Uplo u, const bblas::BatchView<T>& A, const bblas::BatchView<T>& B,
                        const bblas::BatchView<T>& C) {
            if (herm) bblas::hemm(s, u, T(1), A, B, T(1), C);
            else bblas::symm(s, u, T(1), A, B, T(1), C);
        };
        expect_error([&] { call(Side(0), Uplo::Upper, o.pA(), o.sB(), o.pC()); }, name, {"side"}, 0);
        expect_error([&] { call(Side::Left, Uplo(111), o.pA(), o.sB(), o.pC()); }, name, {"uplo"}, 0);
        expect_error([&] { call(Side::Right, Uplo::Upper, o.pA(), o.sB(), o.pC()); }, name, {"A", "n", "m"});
        const bblas::PointerBatch<T> A43(o.pa, 4, 3, o.A.ld);
        expect_error([&] { call(Side::Left, Uplo::Upper, A43, o.sB(), o.pC()); }, name, {"A", "m"});
        const bblas::StridedBatch<T> B33(o.B.ptr(0), 3, 3, 3, o.B.ld, o.B.stride);
        expect_error([&] { call(Side::Left, Uplo::Upper, o.pA(), B33, o.pC()); }, name, {"B", "m"});
        const bblas::PointerBatch<T> Ald(o.pa, 4, 4, 3);
        expect_error([&] { call(Side::Left, Uplo::Lower, Ald, o.sB(), o.pC()); }, name, {"A_ld"}, 0);
        std::vector<T*> pb = o.B.pointers();
        pb[0] = nullptr;
        const bblas::PointerBatch<T> Bnull(pb, 4, 3, o.B.ld);
        expect_error([&] { call(Side::Left, Uplo::Lower, o.pA(), Bnull, o.pC()); }, name, {"B"}, 0, 0);
        EXPECT_TRUE(o.c_untouched());
        // grouped: a short span, and an invalid side in group 1
        std::vector<Side> side{Side::Left, Side::Left};
        std::vector<Uplo> uplo{Uplo::Upper, Uplo::Lower};
        std::vector<int64_t> m{4, 4}, n{3, 3}, lda{o.A.ld, o.A.ld}, ldb{o.B.ld, o.B.ld}, ldc{o.C.ld, o.C.ld},
            gs{2, 1};
        std::vector<T> alpha{T(1), T(1)}, beta{T(1)};
        std::vector<const T*> A(o.pa.begin(), o.pa.end()), B(o.pb.begin(), o.pb.end());
        auto grouped = [&] {
            if (herm)
                bblas::hemm<T>(Layout::ColMajor, side, uplo, m, n, alpha, A, lda, B, ldb, beta, o.pc, ldc,
                               gs);
            else
                bblas::symm<T>(Layout::ColMajor, side, uplo, m, n, alpha, A, lda, B, ldb, beta, o.pc, ldc,
                               gs);
        };
        expect_error(grouped, name, {"beta"});
        beta.push_back(T(1));
        side[1] = Side(0);
        expect_error(grouped, name, {"side"}, 1);
        EXPECT_TRUE(o.c_untouched());
    }
}

// syrk and syr2k (and herk, her2k below): C square of order n, A (and B) n x k or k x n.
TYPED_TEST(CppApi, SyrkSyr2kErrors) {
    using T = TypeParam;
    Operands<T> o(4, 2, 4, 2, 4, 4);  // NoTrans: A, B 4x2 (n = 4, k = 2), C 4x4
    for (bool two : {false, true}) {
        const std::string name = two ? "syr2k" : "syrk";
        SCOPED_TRACE(name);
        auto call = [&](Uplo u, Op t, const bblas::BatchView<T>& A, const bblas::BatchView<T>& C) {
            if (two) bblas::syr2k(u, t, T(1), A, o.sB(), T(1), C);
            else bblas::syrk(u, t, T(1), A, T(1), C);
        };
        expect_error([&] { call(Uplo(0), Op::NoTrans, o.pA(), o.pC()); }, name, {"uplo"}, 0);
        expect_error([&] { call(Uplo::Upper, Op(115), o.pA(), o.pC()); }, name, {"trans"}, 0);
        if constexpr (is_complex_v<T>)
            expect_error([&] { call(Uplo::Upper, Op::ConjTrans, o.pA(), o.pC()); }, name,
                         {"trans", "A", "C"});
        // A^T is 2x4 and does not match C 4x4
        expect_error([&] { call(Uplo::Upper, Op::Trans, o.pA(), o.pC()); }, name, {"A", "C", "n", "k"});
        const bblas::StridedBatch<T> C43(o.C.ptr(0), 3, 4, 3, o.C.ld, o.C.stride);
        expect_error([&] { call(Uplo::Lower, Op::NoTrans, o.pA(), C43); }, name, {"C", "A", "n"});
        const bblas::StridedBatch<T> Cld(o.C.ptr(0), 3, 4, 4, 3, o.C.stride);
        expect_error([&] { call(Uplo::Lower, Op::NoTrans, o.pA(), Cld); }, name, {"C_ld"}, 0);
        if (two) {
            const bblas::StridedBatch<T> B32(o.B.ptr(0), 3, 3, 2, o.B.ld, o.B.stride);
            expect_error([&] { bblas::syr2k(Uplo::Upper, Op::NoTrans, T(1), o.pA(), B32, T(1), o.pC()); },
                         name, {"B", "A"});
        }
        EXPECT_TRUE(o.c_untouched());
    }
    // grouped syrk: pointer span too short, invalid n in group 1
    std::vector<Uplo> uplo{Uplo::Upper, Uplo::Lower};
    std::vector<Op> trans{Op::NoTrans, Op::NoTrans};
    std::vector<int64_t> n{4, 4}, k{2, 2}, lda{o.A.ld, o.A.ld}, ldc{o.C.ld, o.C.ld}, gs{1, 2};
    std::vector<T> alpha{T(1), T(1)}, beta{T(1), T(1)};
    std::vector<const T*> A(o.pa.begin(), o.pa.begin() + 2);
    auto grouped = [&] {
        bblas::syrk<T>(Layout::ColMajor, uplo, trans, n, k, alpha, A, lda, beta, o.pc, ldc, gs);
    };
    expect_error(grouped, "syrk", {"A"});
    A.push_back(o.pa[2]);
    n[1] = -3;
    expect_error(grouped, "syrk", {"n"}, 1);
    EXPECT_TRUE(o.c_untouched());
}

TYPED_TEST(CppApiHerm, HerkHer2kErrors) {
    using T = TypeParam;
    using R = real_t<T>;
    Operands<T> o(4, 2, 4, 2, 4, 4);
    expect_error([&] { bblas::herk(Uplo::Upper, Op::Trans, R(1), o.pA(), R(1), o.pC()); }, "herk",
                 {"trans", "A", "C"});
    expect_error([&] { bblas::her2k(Uplo::Upper, Op::Trans, T(1), o.pA(), o.sB(), R(1), o.pC()); }, "her2k",
                 {"trans", "A", "C"});
    expect_error([&] { bblas::herk(Uplo(1), Op::NoTrans, R(1), o.pA(), R(1), o.pC()); }, "herk", {"uplo"}, 0);
    const bblas::PointerBatch<T> Ald(o.pa, 4, 2, 2);
    expect_error([&] { bblas::herk(Uplo::Lower, Op::NoTrans, R(1), Ald, R(1), o.pC()); }, "herk", {"A_ld"},
                 0);
    const bblas::StridedBatch<T> B2(o.B.ptr(0), 2, 4, 2, o.B.ld, o.B.stride);
    expect_error([&] { bblas::her2k(Uplo::Lower, Op::NoTrans, T(1), o.pA(), B2, R(1), o.pC()); }, "her2k",
                 {"B"});
    std::vector<T*> pc = o.pc;
    pc[1] = nullptr;
    const bblas::PointerBatch<T> Cnull(pc, 4, 4, o.C.ld);
    expect_error([&] { bblas::herk(Uplo::Lower, Op::NoTrans, R(1), o.pA(), R(0), Cnull); }, "herk", {"C"}, 0,
                 1);
    EXPECT_TRUE(o.c_untouched());
    // grouped her2k: real beta span too short
    std::vector<Uplo> uplo{Uplo::Upper, Uplo::Lower};
    std::vector<Op> trans{Op::NoTrans, Op::ConjTrans};
    std::vector<int64_t> n{4, 2}, k{2, 4}, lda{o.A.ld, o.A.ld}, ldb{o.B.ld, o.B.ld}, ldc{o.C.ld, o.C.ld},
        gs{1, 2};
    std::vector<T> alpha{T(1), T(1)};
    std::vector<R> beta{R(1)};
    std::vector<const T*> A(o.pa.begin(), o.pa.end()), B(o.pb.begin(), o.pb.end());
    auto grouped = [&] {
        bblas::her2k<T>(Layout::ColMajor, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, o.pc, ldc, gs);
    };
    expect_error(grouped, "her2k", {"beta"});
    beta.push_back(R(2));
    trans[1] = Op::Trans;
    expect_error(grouped, "her2k", {"trans"}, 1);
    EXPECT_TRUE(o.c_untouched());
}

// trmm and trsm: A square of order m (Left) or n (Right), B in/out.
TYPED_TEST(CppApi, TrmmTrsmErrors) {
    using T = TypeParam;
    for (bool solve : {false, true}) {
        const std::string name = solve ? "trsm" : "trmm";
        SCOPED_TRACE(name);
        Operands<T> o(3, 3, 3, 5, 3, 5);  // Left: A 3x3; B (held in C) 3x5
        auto call = [&](Side s, Uplo u, Op t, Diag d, const bblas::BatchView<T>& A,
                        const bblas::BatchView<T>& B) {
            if (solve) bblas::trsm(s, u, t, d, T(1), A, B);
            else bblas::trmm(s, u, t, d, T(1), A, B);
        };
        const Side L = Side::Left;
        const Uplo U = Uplo::Upper;
        const Op N = Op::NoTrans;
        const Diag D = Diag::NonUnit;
        expect_error([&] { call(Side(143), U, N, D, o.pA(), o.pC()); }, name, {"side"}, 0);
        expect_error([&] { call(L, Uplo(0), N, D, o.pA(), o.pC()); }, name, {"uplo"}, 0);
        expect_error([&] { call(L, U, Op(0), D, o.pA(), o.pC()); }, name, {"transA"}, 0);
        expect_error([&] { call(L, U, N, Diag(121), o.pA(), o.pC()); }, name, {"diag"}, 0);
        expect_error([&] { call(Side::Right, U, N, D, o.pA(), o.pC()); }, name, {"A", "n", "B"});
        const bblas::PointerBatch<T> A32(o.pa, 3, 2, o.A.ld);
        expect_error([&] { call(L, U, N, D, A32, o.pC()); }, name, {"A", "m"});
        const bblas::StridedBatch<T> Bld(o.C.ptr(0), 3, 3, 5, 2, o.C.stride);
        expect_error([&] { call(L, U, N, D, o.pA(), Bld); }, name, {"B_ld"}, 0);
        const bblas::StridedBatch<T> Brow(o.C.ptr(0), 3, 3, 5, o.C.ld, o.C.stride, Layout::RowMajor);
        expect_error([&] { call(L, U, N, D, o.pA(), Brow); }, name, {"A", "B"});
        std::vector<T*> pa = o.pa;
        pa[2] = nullptr;
        const bblas::PointerBatch<T> Anull(pa, 3, 3, o.A.ld);
        expect_error([&] { call(L, U, N, D, Anull, o.pC()); }, name, {"A"}, 0, 2);
        expect_error(
            [&] {
                call(L, U, N, D, o.pA(), bblas::StridedBatch<T>(o.C.ptr(0), 2, 3, 5, o.C.ld, o.C.stride));
            },
            name, {"A", "B"});
        EXPECT_TRUE(o.c_untouched());
        // grouped: a short diag span, then an invalid diag in group 1
        std::vector<Side> side{L, Side::Right};
        std::vector<Uplo> uplo{U, Uplo::Lower};
        std::vector<Op> trans{N, Op::ConjTrans};
        std::vector<Diag> diag{D};
        std::vector<int64_t> m{3, 5}, n{5, 3}, lda{o.A.ld, o.A.ld}, ldb{o.C.ld, o.C.ld}, gs{2, 1};
        std::vector<T> alpha{T(1), T(-1)};
        std::vector<const T*> A(o.pa.begin(), o.pa.end());
        auto grouped = [&] {
            if (solve)
                bblas::trsm<T>(Layout::ColMajor, side, uplo, trans, diag, m, n, alpha, A, lda, o.pc, ldb, gs);
            else
                bblas::trmm<T>(Layout::ColMajor, side, uplo, trans, diag, m, n, alpha, A, lda, o.pc, ldb, gs);
        };
        expect_error(grouped, name, {"diag"});
        diag.push_back(Diag(0));
        expect_error(grouped, name, {"diag"}, 1);
        EXPECT_TRUE(o.c_untouched());
    }
}

}  // namespace
