// The C++ API of batched Level 1 and 2 (bblas/level12.hh): every routine in every precision,
// through pointer views, strided views and the grouped form, must give bit for bit what the C
// group API gives on the same data (same Specs, same kernels); including what lies between the
// vectors and matrices. Counts below and above one SIMD pack, increments 1 and -2, both layouts.
// Then bblas::Error for arguments the views and spans make wrong, with nothing computed.
#include "harness.hh"

namespace {
using namespace bt;

enum class Rt {
    Axpy,
    Scal,
    Copy,
    Swap,
    Dot,
    Dotc,
    Nrm2,
    Asum,
    Iamax,
    Gemv,
    Ger,
    Gerc,
    Symv,
    Hemv,
    Trmv,
    Trsv
};
const char* rt_name(Rt r) {
    static const char* n[] = {"axpy",  "scal", "copy", "swap", "dot",  "dotc", "nrm2", "asum",
                              "iamax", "gemv", "ger",  "gerc", "symv", "hemv", "trmv", "trsv"};
    return n[int(r)];
}
bool level2(Rt r) { return int(r) >= int(Rt::Gemv); }
std::vector<Rt> all_routines(bool complex) {
    std::vector<Rt> v;
    for (int i = 0; i <= int(Rt::Trsv); ++i)
        if (complex || (Rt(i) != Rt::Dotc && Rt(i) != Rt::Gerc)) v.push_back(Rt(i));
    return v;
}

enum class Way { C, PointerViews, StridedViews, Groups };
const char* way_name(Way w) {
    static const char* n[] = {"C group API", "pointer views", "strided views", "grouped form"};
    return n[int(w)];
}

// A batch of `count` problems of one routine: x, y and A for every problem in one buffer each,
// problems a stride apart (gaps filled with a marker); results one per problem.
template <class T>
struct Prob {
    Rt r;
    BLAS_Layout L;
    BLAS_Trans trans;
    BLAS_Uplo uplo;
    BLAS_Diag diag;
    int64_t count, m, n, inc, lda;
    T alpha, beta;
    int64_t xlen, ylen, xs, ys, as;  // lengths and strides
    std::vector<T> x, y, A, dres;
    std::vector<real_t<T>> rres;
    std::vector<int64_t> ires;

    Prob(Rt r_, BLAS_Layout L_, BLAS_Trans t, int64_t count_, int64_t n_, int64_t inc_, uint64_t seed)
        : r(r_),
          L(L_),
          trans(t),
          uplo(seed % 2 ? BlasUpper : BlasLower),
          diag(seed % 3 ? BlasNonUnit : BlasUnit),
          count(count_),
          m(n_ + 1),
          n(n_),
          inc(inc_) {
        const bool gemv = r == Rt::Gemv, ger = r == Rt::Ger || r == Rt::Gerc;
        if (!gemv && !ger) m = n;
        xlen = gemv ? (trans == BlasNoTrans ? n : m) : ger ? m : n;
        ylen = gemv ? (trans == BlasNoTrans ? m : n) : n;
        const int64_t rows = L == BlasColMajor ? m : n, cols = L == BlasColMajor ? n : m;
        lda = rows + 1;
        auto foot = [&](int64_t len) { return len > 0 ? 1 + (len - 1) * std::abs(inc) : 0; };
        xs = foot(xlen) + 2, ys = foot(ylen) + 3, as = lda * cols + 1;
        std::mt19937_64 g(seed);
        auto val = [&] { return T(real_t<T>(int64_t(g() % 5) - 2)); };
        auto cval = [&] {
            if constexpr (is_complex_v<T>)
                return T(real_t<T>(int64_t(g() % 5) - 2), real_t<T>(int64_t(g() % 5) - 2));
            else return val();
        };
        x.assign(size_t(count * xs), T(77));
        y.assign(size_t(count * ys), T(-77));
        A.assign(size_t(level2(r) ? count * as : 0), T(55));
        for (int64_t i = 0; i < count; ++i) {
            for (int64_t j = 0; j < xlen; ++j) x[size_t(i * xs + j * std::abs(inc))] = cval();
            for (int64_t j = 0; j < ylen; ++j) y[size_t(i * ys + j * std::abs(inc))] = cval();
            for (int64_t c = 0; c < cols && level2(r); ++c)
                for (int64_t rr = 0; rr < rows; ++rr)
                    A[size_t(i * as + c * lda + rr)] = rr == c && r == Rt::Trsv ? T(4) : cval();
        }
        alpha = cval() + T(1), beta = cval();
        dres.assign(size_t(count), T(-1));
        rres.assign(size_t(count), real_t<T>(-1));
        ires.assign(size_t(count), -1);
    }
    std::vector<T*> ptrs(std::vector<T>& b, int64_t s) {
        std::vector<T*> p;
        for (int64_t i = 0; i < count; ++i) p.push_back(b.data() + i * s);
        return p;
    }
    template <class U>
    static std::vector<const U*> cptrs(const std::vector<U*>& p) {
        return {p.begin(), p.end()};
    }
};

template <class T>
void run(Prob<T>& p, Way w) {
    using bblas::Layout, bblas::Op, bblas::Uplo, bblas::Diag;
    auto px = p.ptrs(p.x, p.xs), py = p.ptrs(p.y, p.ys), pa = p.ptrs(p.A, p.as);
    auto cx = Prob<T>::cptrs(px), cy = Prob<T>::cptrs(py), ca = Prob<T>::cptrs(pa);
    const int64_t gs = p.count, n = p.n, m = p.m, inc = p.inc, lda = p.lda;
    const Layout L = cpp(p.L);
    const Op op = cpp(p.trans);
    const Uplo up = cpp(p.uplo);
    const Diag dg = cpp(p.diag);
    // views of x, y and A: pointer or strided
    const bool strided = w == Way::StridedViews;
    auto vec = [&](std::vector<T>& b, std::vector<T*>& ptr, int64_t len,
                   int64_t s) -> bblas::VectorBatchView<T> {
        if (strided) return bblas::StridedVectorBatch<T>(b.data(), gs, len, inc, s);
        return bblas::PointerVectorBatch<T>(ptr, len, inc);
    };
    auto mat = [&]() -> bblas::BatchView<T> {
        // the logical shape: m x n for gemv and ger, n x n for the others
        const int64_t lr = p.m, lc = p.n;
        if (strided) return bblas::StridedBatch<T>(p.A.data(), gs, lr, lc, lda, p.as, L);
        return bblas::PointerBatch<T>(pa, lr, lc, lda, L);
    };
    const std::vector<int64_t> G{gs}, N{n}, M{m}, I{inc}, LD{lda};
    const std::vector<T> AL{p.alpha}, BE{p.beta};
    int64_t info = 0;
    const BLAS_Layout cL = p.L;

    if (w == Way::C) {
        switch (p.r) {
            case Rt::Axpy:
                pick<T>(BLAS_axpy_batched_r32, BLAS_axpy_batched_r64, BLAS_axpy_batched_c32,
                        BLAS_axpy_batched_c64)(&n, &p.alpha, cx.data(), &inc, py.data(), &inc, 1, &gs, &info);
                break;
            case Rt::Scal:
                pick<T>(BLAS_scal_batched_r32, BLAS_scal_batched_r64, BLAS_scal_batched_c32,
                        BLAS_scal_batched_c64)(&n, &p.alpha, px.data(), &inc, 1, &gs, &info);
                break;
            case Rt::Copy:
                pick<T>(BLAS_copy_batched_r32, BLAS_copy_batched_r64, BLAS_copy_batched_c32,
                        BLAS_copy_batched_c64)(&n, cx.data(), &inc, py.data(), &inc, 1, &gs, &info);
                break;
            case Rt::Swap:
                pick<T>(BLAS_swap_batched_r32, BLAS_swap_batched_r64, BLAS_swap_batched_c32,
                        BLAS_swap_batched_c64)(&n, px.data(), &inc, py.data(), &inc, 1, &gs, &info);
                break;
            case Rt::Dot:
                pick<T>(BLAS_dot_batched_r32, BLAS_dot_batched_r64, BLAS_dotu_batched_c32,
                        BLAS_dotu_batched_c64)(&n, cx.data(), &inc, cy.data(), &inc, p.dres.data(), 1, &gs,
                                               &info);
                break;
            case Rt::Dotc:
                if constexpr (is_complex_v<T>)
                    pick<T>(0, 0, BLAS_dotc_batched_c32, BLAS_dotc_batched_c64)(
                        &n, cx.data(), &inc, cy.data(), &inc, p.dres.data(), 1, &gs, &info);
                break;
            case Rt::Nrm2:
                pick<T>(BLAS_nrm2_batched_r32, BLAS_nrm2_batched_r64, BLAS_nrm2_batched_c32,
                        BLAS_nrm2_batched_c64)(&n, cx.data(), &inc, p.rres.data(), 1, &gs, &info);
                break;
            case Rt::Asum:
                pick<T>(BLAS_asum_batched_r32, BLAS_asum_batched_r64, BLAS_asum_batched_c32,
                        BLAS_asum_batched_c64)(&n, cx.data(), &inc, p.rres.data(), 1, &gs, &info);
                break;
            case Rt::Iamax:
                pick<T>(BLAS_iamax_batched_r32, BLAS_iamax_batched_r64, BLAS_iamax_batched_c32,
                        BLAS_iamax_batched_c64)(&n, cx.data(), &inc, p.ires.data(), 1, &gs, &info);
                break;
            case Rt::Gemv:
                pick<T>(BLAS_gemv_batched_r32, BLAS_gemv_batched_r64, BLAS_gemv_batched_c32,
                        BLAS_gemv_batched_c64)(cL, &p.trans, &m, &n, &p.alpha, ca.data(), &lda, cx.data(),
                                               &inc, &p.beta, py.data(), &inc, 1, &gs, &info);
                break;
            case Rt::Ger:
                pick<T>(BLAS_ger_batched_r32, BLAS_ger_batched_r64, BLAS_geru_batched_c32,
                        BLAS_geru_batched_c64)(cL, &m, &n, &p.alpha, cx.data(), &inc, cy.data(), &inc,
                                               pa.data(), &lda, 1, &gs, &info);
                break;
            case Rt::Gerc:
                if constexpr (is_complex_v<T>)
                    pick<T>(0, 0, BLAS_gerc_batched_c32, BLAS_gerc_batched_c64)(
                        cL, &m, &n, &p.alpha, cx.data(), &inc, cy.data(), &inc, pa.data(), &lda, 1, &gs,
                        &info);
                break;
            case Rt::Symv:
                pick<T>(BLAS_symv_batched_r32, BLAS_symv_batched_r64, BLAS_symv_batched_c32,
                        BLAS_symv_batched_c64)(cL, &p.uplo, &n, &p.alpha, ca.data(), &lda, cx.data(), &inc,
                                               &p.beta, py.data(), &inc, 1, &gs, &info);
                break;
            case Rt::Hemv:
                pick<T>(BLAS_hemv_batched_r32, BLAS_hemv_batched_r64, BLAS_hemv_batched_c32,
                        BLAS_hemv_batched_c64)(cL, &p.uplo, &n, &p.alpha, ca.data(), &lda, cx.data(), &inc,
                                               &p.beta, py.data(), &inc, 1, &gs, &info);
                break;
            case Rt::Trmv:
                pick<T>(BLAS_trmv_batched_r32, BLAS_trmv_batched_r64, BLAS_trmv_batched_c32,
                        BLAS_trmv_batched_c64)(cL, &p.uplo, &p.trans, &p.diag, &n, ca.data(), &lda, px.data(),
                                               &inc, 1, &gs, &info);
                break;
            case Rt::Trsv:
                pick<T>(BLAS_trsv_batched_r32, BLAS_trsv_batched_r64, BLAS_trsv_batched_c32,
                        BLAS_trsv_batched_c64)(cL, &p.uplo, &p.trans, &p.diag, &n, ca.data(), &lda, px.data(),
                                               &inc, 1, &gs, &info);
                break;
        }
        ASSERT_EQ(info, 0) << rt_name(p.r);
        return;
    }
    if (w == Way::Groups) {
        const std::vector<Op> TR{op};
        const std::vector<Uplo> UP{up};
        const std::vector<Diag> DG{dg};
        switch (p.r) {
            case Rt::Axpy:
                bblas::axpy<T>(N, AL, cx, I, py, I, G);
                break;
            case Rt::Scal:
                bblas::scal<T>(N, AL, px, I, G);
                break;
            case Rt::Copy:
                bblas::copy<T>(N, cx, I, py, I, G);
                break;
            case Rt::Swap:
                bblas::swap<T>(N, px, I, py, I, G);
                break;
            case Rt::Dot:
                if constexpr (is_complex_v<T>) bblas::dotu<T>(N, cx, I, cy, I, p.dres, G);
                else bblas::dot<T>(N, cx, I, cy, I, p.dres, G);
                break;
            case Rt::Dotc:
                if constexpr (is_complex_v<T>) bblas::dotc<T>(N, cx, I, cy, I, p.dres, G);
                break;
            case Rt::Nrm2:
                bblas::nrm2<T>(N, cx, I, p.rres, G);
                break;
            case Rt::Asum:
                bblas::asum<T>(N, cx, I, p.rres, G);
                break;
            case Rt::Iamax:
                bblas::iamax<T>(N, cx, I, p.ires, G);
                break;
            case Rt::Gemv:
                bblas::gemv<T>(L, TR, M, N, AL, ca, LD, cx, I, BE, py, I, G);
                break;
            case Rt::Ger:
                if constexpr (is_complex_v<T>) bblas::geru<T>(L, M, N, AL, cx, I, cy, I, pa, LD, G);
                else bblas::ger<T>(L, M, N, AL, cx, I, cy, I, pa, LD, G);
                break;
            case Rt::Gerc:
                if constexpr (is_complex_v<T>) bblas::gerc<T>(L, M, N, AL, cx, I, cy, I, pa, LD, G);
                break;
            case Rt::Symv:
                bblas::symv<T>(L, UP, N, AL, ca, LD, cx, I, BE, py, I, G);
                break;
            case Rt::Hemv:
                bblas::hemv<T>(L, UP, N, AL, ca, LD, cx, I, BE, py, I, G);
                break;
            case Rt::Trmv:
                bblas::trmv<T>(L, UP, TR, DG, N, ca, LD, px, I, G);
                break;
            case Rt::Trsv:
                bblas::trsv<T>(L, UP, TR, DG, N, ca, LD, px, I, G);
                break;
        }
        return;
    }
    auto X = vec(p.x, px, p.xlen, p.xs);
    auto Y = vec(p.y, py, p.ylen, p.ys);
    const bblas::VectorBatchView<const T> cX = X, cY = Y;
    const bblas::BatchView<T> A = mat();
    const bblas::BatchView<const T> cA = A;
    switch (p.r) {
        case Rt::Axpy:
            bblas::axpy<T>(p.alpha, cX, Y);
            break;
        case Rt::Scal:
            bblas::scal<T>(p.alpha, X);
            break;
        case Rt::Copy:
            bblas::copy<T>(cX, Y);
            break;
        case Rt::Swap:
            bblas::swap<T>(X, Y);
            break;
        case Rt::Dot:
            if constexpr (is_complex_v<T>) bblas::dotu<T>(cX, cY, p.dres);
            else bblas::dot<T>(cX, cY, p.dres);
            break;
        case Rt::Dotc:
            if constexpr (is_complex_v<T>) bblas::dotc<T>(cX, cY, p.dres);
            break;
        case Rt::Nrm2:
            bblas::nrm2<T>(cX, p.rres);
            break;
        case Rt::Asum:
            bblas::asum<T>(cX, p.rres);
            break;
        case Rt::Iamax:
            bblas::iamax<T>(cX, p.ires);
            break;
        case Rt::Gemv:
            bblas::gemv<T>(op, p.alpha, cA, cX, p.beta, Y);
            break;
        case Rt::Ger:
            if constexpr (is_complex_v<T>) bblas::geru<T>(p.alpha, cX, cY, A);
            else bblas::ger<T>(p.alpha, cX, cY, A);
            break;
        case Rt::Gerc:
            if constexpr (is_complex_v<T>) bblas::gerc<T>(p.alpha, cX, cY, A);
            break;
        case Rt::Symv:
            bblas::symv<T>(up, p.alpha, cA, cX, p.beta, Y);
            break;
        case Rt::Hemv:
            bblas::hemv<T>(up, p.alpha, cA, cX, p.beta, Y);
            break;
        case Rt::Trmv:
            bblas::trmv<T>(up, op, dg, cA, X);
            break;
        case Rt::Trsv:
            bblas::trsv<T>(up, op, dg, cA, X);
            break;
    }
}

template <class U>
::testing::AssertionResult identical(const std::vector<U>& a, const std::vector<U>& b, const char* what) {
    for (size_t i = 0; i < a.size(); ++i)
        if (!same_bits(a[i], b[i]))
            return ::testing::AssertionFailure()
                   << what << "[" << i << "] is " << str(a[i]) << ", the C API gives " << str(b[i]);
    return ::testing::AssertionSuccess();
}

template <class T>
class CppLevel12 : public ::testing::Test {};
TYPED_TEST_SUITE(CppLevel12, AllTypes, TypeNames);

TYPED_TEST(CppLevel12, EveryWayMatchesTheCApi) {
    using T = TypeParam;
    uint64_t seed = 1;
    int cases = 0;
    for (Rt r : all_routines(is_complex_v<T>))
        for (BLAS_Layout L : kLayouts)
            for (BLAS_Trans t : kOps)
                for (int64_t count : {3, 37})
                    for (int64_t n : {0, 1, 5, 16})
                        for (int64_t inc : {1, -2}) {
                            if (!level2(r) && (L != BlasColMajor || t != BlasNoTrans)) continue;
                            if (r != Rt::Gemv && r != Rt::Trmv && r != Rt::Trsv && t != BlasNoTrans) continue;
                            ++seed;
                            Prob<T> ref(r, L, t, count, n, inc, seed);
                            run(ref, Way::C);
                            for (Way w : {Way::PointerViews, Way::StridedViews, Way::Groups}) {
                                SCOPED_TRACE(std::string(rt_name(r)) + " via " + way_name(w) + " " +
                                             layout_name(L) + " " + op_name(t) + " count " +
                                             std::to_string(count) + " n " + std::to_string(n) + " inc " +
                                             std::to_string(inc) + " seed " + std::to_string(seed));
                                Prob<T> p(r, L, t, count, n, inc, seed);
                                run(p, w);
                                ASSERT_TRUE(identical(p.x, ref.x, "x"));
                                ASSERT_TRUE(identical(p.y, ref.y, "y"));
                                ASSERT_TRUE(identical(p.A, ref.A, "A"));
                                ASSERT_TRUE(identical(p.dres, ref.dres, "result"));
                                ASSERT_TRUE(identical(p.rres, ref.rres, "result"));
                                ASSERT_TRUE(identical(p.ires, ref.ires, "result"));
                                ++cases;
                            }
                        }
    EXPECT_GT(cases, 400);
}

// Each call must throw bblas::Error naming the routine and the argument, and leave y untouched.
template <class F>
void expect_error(F&& f, const char* routine, const char* arg) {
    try {
        f();
        ADD_FAILURE() << routine << ": no bblas::Error for " << arg;
    } catch (const bblas::Error& e) {
        const std::string what = e.what();
        EXPECT_NE(what.find(routine), std::string::npos) << what;
        EXPECT_NE(what.find(arg), std::string::npos) << what;
    }
}

TYPED_TEST(CppLevel12, ArgumentErrorsThrow) {
    using T = TypeParam;
    using bblas::Op, bblas::Uplo, bblas::Diag, bblas::Layout;
    const int64_t count = 4, n = 3;
    std::vector<T> xb(64, T(1)), yb(64, T(2)), ab(256, T(3));
    const std::vector<T> y0 = yb;
    std::vector<T*> xp(count), yp(count), ap(count);
    for (int64_t i = 0; i < count; ++i)
        xp[size_t(i)] = xb.data() + 8 * i, yp[size_t(i)] = yb.data() + 8 * i,
        ap[size_t(i)] = ab.data() + 16 * i;
    const bblas::PointerVectorBatch<T> x(xp, n), y(yp, n), x_short(xp, n - 1), x_inc0(xp, n, 0);
    const bblas::PointerVectorBatch<T> y_few(std::span<T* const>(yp).first(2), n);
    const bblas::StridedVectorBatch<T> y_overlap(yb.data(), count, n, 1, 2);  // footprint 3 > stride 2
    const bblas::PointerBatch<T> A(ap, n, n, n), A_rect(ap, n, n + 1, n);
    const bblas::StridedBatch<T> A_overlap(ab.data(), count, n, n, n, n * n - 1);
    std::vector<T> res(count);
    std::vector<real_t<T>> rres(count - 1);

    expect_error([&] { bblas::axpy<T>(T(1), x_short, y); }, "axpy", "y");
    expect_error([&] { bblas::axpy<T>(T(1), x, y_few); }, "axpy", "y");
    expect_error([&] { bblas::axpy<T>(T(1), x_inc0, y); }, "axpy", "incx");
    expect_error([&] { bblas::axpy<T>(T(1), x, y_overlap); }, "axpy", "y");
    expect_error([&] { bblas::copy<T>(x, y_overlap); }, "copy", "y");
    expect_error([&] { bblas::swap<T>(y_overlap, y); }, "swap", "x");
    expect_error([&] { bblas::scal<T>(T(2), y_overlap); }, "scal", "x");
    expect_error([&] { bblas::nrm2<T>(x, rres); }, "nrm2", "result");
    expect_error([&] { bblas::asum<T>(x_inc0, std::span<real_t<T>>(rres.data(), 0)); }, "asum", "result");
    if constexpr (is_complex_v<T>) {
        expect_error([&] { bblas::dotc<T>(x, x_short, res); }, "dotc", "y");
        expect_error([&] { bblas::geru<T>(T(1), x, x_short, A); }, "geru", "y");
    } else {
        expect_error([&] { bblas::dot<T>(x, x_short, res); }, "dot", "y");
        expect_error([&] { bblas::ger<T>(T(1), x, x, A_overlap); }, "ger", "A");
    }
    expect_error([&] { bblas::gemv<T>(Op::NoTrans, T(1), A_rect, x, T(1), y); }, "gemv", "x");
    expect_error([&] { bblas::gemv<T>(Op(0), T(1), A, x, T(1), y); }, "gemv", "trans");
    expect_error([&] { bblas::symv<T>(Uplo::Upper, T(1), A_rect, x, T(1), y); }, "symv", "A");
    expect_error([&] { bblas::hemv<T>(Uplo::Upper, T(1), A, x, T(1), y_overlap); }, "hemv", "y");
    expect_error([&] { bblas::trsv<T>(Uplo(0), Op::NoTrans, Diag::Unit, A, y); }, "trsv", "uplo");
    expect_error([&] { bblas::trmv<T>(Uplo::Upper, Op::NoTrans, Diag::Unit, A, y_few); }, "trmv", "x");
    EXPECT_TRUE(identical(yb, y0, "y after the errors"));

    // grouped forms: spans too short, invalid sizes
    const std::vector<int64_t> G{2, 2}, N{n, n}, I{1, 1}, I1{1}, Nneg{n, -1};
    const std::vector<T> AL{T(1), T(1)};
    const std::vector<const T*> cx(xp.begin(), xp.end());
    expect_error([&] { bblas::axpy<T>(N, AL, cx, I1, yp, I, G); }, "axpy", "incx");
    expect_error([&] { bblas::axpy<T>(N, AL, std::span(cx).first(3), I, yp, I, G); }, "axpy", "x");
    std::vector<int64_t> ires(count);
    expect_error([&] { bblas::iamax<T>(Nneg, cx, I, ires, G); }, "iamax", "n");
    expect_error(
        [&] {
            bblas::trsv<T>(Layout::ColMajor, std::vector<Uplo>{Uplo::Upper, Uplo::Upper},
                           std::vector<Op>{Op::NoTrans}, std::vector<Diag>{Diag::Unit, Diag::Unit}, N,
                           std::vector<const T*>(ap.begin(), ap.end()), N, xp, I, G);
        },
        "trsv", "trans");
    EXPECT_TRUE(identical(yb, y0, "y after the errors"));
}

}  // namespace
