// Half precision in the Level-1 and Level-2 routines: BLAS_<routine>_batched_r16 and _c16 and
// their strided forms for axpy, scal, copy, swap, dot (dotu, dotc), nrm2, asum, iamax, gemv,
// ger (geru, gerc), symv, hemv, trmv and trsv, and the flat interface's h and k axpy and gemv
// (docs/half.md).
//
// A half routine computes what the single-precision routine (r32, c32) computes on the same
// values widened, then rounds each element it writes to half once; its results (dot, nrm2,
// asum, iamax) are the single-precision routine's. So the reference is that routine on widened
// copies of the same buffers (NaN padding between elements of strided vectors and between
// matrices, the unreferenced triangle and a unit diagonal as NaN, negative increments): every
// element of every buffer must be, bit for bit, the single-precision buffer rounded (what the
// routine does not write comes back as it was), every result equal, and info equal to the
// single-precision routine's. Those routines meet STYLE.md's bounds in their own suites. A half
// routine stages each vector contiguously (kernels/stage.hh), so the reference is the
// single-precision routine on the vectors laid out contiguously (its kernels for a strided
// vector may sum in another order), and the vectors are compared in logical order; a zero's
// sign may differ where the reference takes other kernels. The half routines run bblas's
// kernels only; the single-precision ones hand Level 2 to OpenBLAS from the crossovers in force
// (docs/engine.md), whose gemv rounds as its own kernels do, so the reference runs with
// BBLAS_NO_VENDOR=1, set before the first call (kNoVendor below).
#include <bblas.h>
#include <bblas_flat.h>
#include <gtest/gtest.h>

#include <bblas.hh>

#include <complex>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

#include "half_values.hh"

#if defined(__FLT16_MAX__)

namespace {

using namespace half_values;

// The single-precision reference on bblas's kernels (the header comment): read once, at the
// library's first call, which comes after static initialisation.
[[maybe_unused]] const bool kNoVendor = setenv("BBLAS_NO_VENDOR", "1", 1) == 0;
// ... or equal values: a zero's sign may differ, since the reference's contiguous vectors may
// take another kernel (the column kernels need increment 1) than the stored ones were planned for
template <class H>
bool same_value(H a, H b) {
    return same_bits(a, b) || a == b;
}
template <class H>
H nan_of() {
    const _Float16 q = std::numeric_limits<_Float16>::quiet_NaN();
    if constexpr (std::is_same_v<H, ch>) return {q, q};
    else return q;
}

enum class R {
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
const char* name(R r) {
    constexpr const char* names[] = {"axpy",  "scal", "copy", "swap", "dot",  "dotc", "nrm2", "asum",
                                     "iamax", "gemv", "ger",  "gerc", "symv", "hemv", "trmv", "trsv"};
    return names[int(r)];
}
bool level2(R r) { return int(r) >= int(R::Gemv); }

// A batch of `count` items (vectors or matrices) of H, `stride` apart, NaN everywhere but the
// elements set, and a guard after the last.
template <class H>
struct Buf {
    int64_t stride = 1, count = 0;
    std::vector<H> buf;
    H* at(int64_t i) { return buf.data() + i * stride; }
};
template <class H>
H random_value(std::mt19937_64& rng, bool integers) {
    std::uniform_real_distribution<float> u(-1, 1);
    auto v = [&] { return integers ? float(int(rng() % 7) - 3) : u(rng); };
    if constexpr (std::is_same_v<H, ch>) return {_Float16(v()), _Float16(v())};
    else return _Float16(v());
}
// a vector of len elements, increment inc (negative: stored backwards)
template <class H>
Buf<H> vector_buf(std::mt19937_64& rng, int64_t len, int64_t inc, int64_t count, bool integers) {
    Buf<H> b;
    const int64_t span = len > 0 ? 1 + (len - 1) * std::abs(inc) : 0;
    b.count = count, b.stride = span + int64_t(rng() % 3);
    b.buf.assign(size_t(b.stride * count + 5), nan_of<H>());
    for (int64_t i = 0; i < count; ++i)
        for (int64_t e = 0; e < len; ++e) b.at(i)[e * std::abs(inc)] = random_value<H>(rng, integers);
    return b;
}

// One group of routine r: options, sizes, increments, scalars and buffers (A the matrix, x and
// y the vectors).
template <class H>
struct Case {
    using F = wide_t<H>;
    R r;
    BLAS_Layout L = BlasColMajor;
    BLAS_Uplo uplo = BlasLower;
    BLAS_Trans trans = BlasNoTrans;
    BLAS_Diag diag = BlasNonUnit;
    int64_t m = 0, n = 0, lda = 1, incx = 1, incy = 1, count = 0;
    int64_t xlen = 0, ylen = 0;  // the vectors' lengths
    F alpha = 1, beta = 0;
    Buf<H> A, x, y;
    std::string what;
};

constexpr int64_t kDims[] = {0, 1, 2, 3, 4, 5, 7, 8, 13, 16, 17, 33};
constexpr int64_t kIncs[] = {1, 1, 2, -1, -3};

template <class H>
Case<H> make_case(std::mt19937_64& rng, R r, bool integers, int special) {
    using F = wide_t<H>;
    Case<H> c;
    c.r = r;
    c.L = rng() % 2 ? BlasRowMajor : BlasColMajor;
    c.uplo = rng() % 2 ? BlasUpper : BlasLower;
    constexpr BLAS_Trans ops[] = {BlasNoTrans, BlasTrans, BlasConjTrans};
    c.trans = ops[rng() % 3];
    c.diag = rng() % 2 ? BlasUnit : BlasNonUnit;
    c.m = kDims[rng() % std::size(kDims)], c.n = kDims[rng() % std::size(kDims)];
    c.incx = kIncs[rng() % std::size(kIncs)], c.incy = kIncs[rng() % std::size(kIncs)];
    c.count = int64_t(rng() % 13);
    std::uniform_real_distribution<float> u(-2, 2);
    if constexpr (std::is_same_v<F, cf>) {
        c.alpha = integers ? cf(2, -1) : cf(u(rng), u(rng));
        c.beta = integers ? cf(-1, 1) : cf(u(rng), u(rng));
    } else {
        c.alpha = integers ? 2.0f : u(rng);
        c.beta = integers ? -1.0f : u(rng);
    }
    if (special == 1) c.alpha = 0;
    if (special == 2) c.beta = 0;
    const bool nt = c.trans == BlasNoTrans;
    int64_t xlen = c.n, ylen = c.n, arows = 0, acols = 0;
    switch (r) {
        case R::Gemv:
            arows = c.m, acols = c.n, xlen = nt ? c.n : c.m, ylen = nt ? c.m : c.n;
            break;
        case R::Ger:
        case R::Gerc:
            arows = c.m, acols = c.n, xlen = c.m, ylen = c.n;
            break;
        case R::Symv:
        case R::Hemv:
        case R::Trmv:
        case R::Trsv:
            c.m = c.n, arows = acols = c.n;
            break;
        default:
            break;
    }
    c.xlen = xlen, c.ylen = ylen;
    c.x = vector_buf<H>(rng, xlen, c.incx, c.count, integers);
    c.y = vector_buf<H>(rng, ylen, c.incy, c.count, integers);
    if (level2(r)) {  // A stored in layout L, ld with padding
        const int64_t lines = c.L == BlasRowMajor ? arows : acols, len = c.L == BlasRowMajor ? acols : arows;
        c.lda = std::max<int64_t>(1, len + int64_t(rng() % 3));
        c.A.count = c.count, c.A.stride = c.lda * lines + int64_t(rng() % 3);
        c.A.buf.assign(size_t(c.A.stride * c.count + 5), nan_of<H>());
        const bool upper = c.uplo == BlasUpper, tri = r == R::Trmv || r == R::Trsv;
        for (int64_t i = 0; i < c.count; ++i)
            for (int64_t col = 0; col < acols; ++col)
                for (int64_t row = 0; row < arows; ++row) {
                    const bool stored = arows != acols || r == R::Gemv || r == R::Ger || r == R::Gerc ||
                                        (upper ? row <= col : row >= col);
                    if (!stored) continue;  // the triangle never read stays NaN
                    H v = random_value<H>(rng, integers);
                    if (tri && row == col) {  // unit: never read; else far from zero
                        if (c.diag == BlasUnit) continue;
                        if constexpr (std::is_same_v<H, ch>) v = {_Float16(v.real() < 0 ? -3 : 3), v.imag()};
                        else v = _Float16(v < 0 ? -3 : 3);
                    }
                    c.A.at(i)[c.L == BlasRowMajor ? row * c.lda + col : col * c.lda + row] = v;
                }
    }
    if (special == 1 && c.n > 0)  // alpha = 0: x (and A) not read by gemv and symv
        for (int64_t i = 0; i < c.count && (r == R::Gemv || r == R::Symv || r == R::Hemv); ++i)
            c.x.at(i)[0] = nan_of<H>();
    if (special == 2 && (r == R::Gemv || r == R::Symv || r == R::Hemv))  // beta = 0: y not read
        for (int64_t i = 0; i < c.count; ++i)
            if (c.y.buf.size() > size_t(i * c.y.stride)) c.y.at(i)[0] = nan_of<H>();
    c.what = std::string(name(r)) + (c.L == BlasRowMajor ? " row" : " col") +
             " uplo=" + std::to_string(c.uplo) + " trans=" + std::to_string(c.trans) +
             " diag=" + std::to_string(c.diag) + " m=" + std::to_string(c.m) + " n=" + std::to_string(c.n) +
             " incx=" + std::to_string(c.incx) + " incy=" + std::to_string(c.incy) +
             " count=" + std::to_string(c.count) + " special=" + std::to_string(special);
    return c;
}

// Where logical element e of a vector of len elements, increment inc, is stored.
int64_t at(int64_t e, int64_t len, int64_t inc) { return inc > 0 ? e * inc : (len - 1 - e) * -inc; }

// The case with its vectors laid out contiguously (increment 1, logical order), as a half
// routine stages them: the reference, since the single-precision kernels may order a strided
// vector's sums otherwise than a contiguous one's (the last bit may differ: dot, nrm2, trsv).
template <class H>
Case<H> contiguous(const Case<H>& c) {
    Case<H> d = c;
    auto lay = [&](const Buf<H>& b, int64_t len, int64_t inc, Buf<H>& out) {
        out.count = c.count, out.stride = std::max<int64_t>(1, len);
        out.buf.assign(size_t(out.stride * c.count + 1), nan_of<H>());
        for (int64_t i = 0; i < c.count; ++i)
            for (int64_t e = 0; e < len; ++e)
                out.buf[size_t(i * out.stride + e)] = b.buf[size_t(i * b.stride + at(e, len, inc))];
    };
    lay(c.x, c.xlen, c.incx, d.x);
    lay(c.y, c.ylen, c.incy, d.y);
    d.incx = d.incy = 1;
    return d;
}

// The widened copies of a case's buffers.
template <class H>
struct Wide {
    using F = wide_t<H>;
    std::vector<F> A, x, y;
    static std::vector<F> of(const Buf<H>& b) {
        std::vector<F> f(b.buf.size());
        for (size_t i = 0; i < f.size(); ++i) f[i] = widen(b.buf[i]);
        return f;
    }
    explicit Wide(const Case<H>& c) : A(of(c.A)), x(of(c.x)), y(of(c.y)) {}
};

// The results of a call: dot's (F), nrm2's and asum's (float), iamax's (int64_t), one per
// problem.
template <class F>
struct Results {
    std::vector<F> dot;
    std::vector<float> real;
    std::vector<int64_t> index;
    explicit Results(int64_t count)
        : dot(size_t(count) + 1, F(-7)), real(size_t(count) + 1, -7.0f), index(size_t(count) + 1, -7) {}
    bool operator==(const Results& o) const {
        return std::memcmp(dot.data(), o.dot.data(), dot.size() * sizeof(F)) == 0 &&
               std::memcmp(real.data(), o.real.data(), real.size() * sizeof(float)) == 0 && index == o.index;
    }
};

// BLAS_<fr>_..._r16 / _r32 for real storage E, BLAS_<fc>_..._c16 / _c32 for complex: the same
// argument list.
#define BBLAS_PICK(fr, fc, ...)                                             \
    do {                                                                    \
        if constexpr (std::is_same_v<E, _Float16>) fr##_r16(__VA_ARGS__);   \
        else if constexpr (std::is_same_v<E, float>) fr##_r32(__VA_ARGS__); \
        else if constexpr (std::is_same_v<E, ch>) fc##_c16(__VA_ARGS__);    \
        else fc##_c32(__VA_ARGS__);                                         \
    } while (0)

// The strided form of a case, on half buffers (E = H) or their widened copies (E = F, w);
// returns info, the results in res.
template <class E, class H>
int64_t call_strided(Case<H>& c, Wide<H>* w, Results<wide_t<H>>& res) {
    using F = wide_t<H>;
    E *A, *x, *y;
    if constexpr (std::is_same_v<E, H>) A = c.A.buf.data(), x = c.x.buf.data(), y = c.y.buf.data();
    else A = w->A.data(), x = w->x.data(), y = w->y.data();
    int64_t info = BblasErrorsReportAny;
    const int64_t n = c.n, m = c.m, cnt = c.count, ix = c.incx, iy = c.incy, sa = c.A.stride, sx = c.x.stride,
                  sy = c.y.stride;
    const F a = c.alpha, b = c.beta;
    switch (c.r) {
        case R::Axpy:
            BBLAS_PICK(BLAS_axpy_batched_strided, BLAS_axpy_batched_strided, n, a, x, ix, sx, y, iy, sy, cnt,
                       &info);
            break;
        case R::Scal:
            BBLAS_PICK(BLAS_scal_batched_strided, BLAS_scal_batched_strided, n, a, x, ix, sx, cnt, &info);
            break;
        case R::Copy:
            BBLAS_PICK(BLAS_copy_batched_strided, BLAS_copy_batched_strided, n, x, ix, sx, y, iy, sy, cnt,
                       &info);
            break;
        case R::Swap:
            BBLAS_PICK(BLAS_swap_batched_strided, BLAS_swap_batched_strided, n, x, ix, sx, y, iy, sy, cnt,
                       &info);
            break;
        case R::Dot:
            BBLAS_PICK(BLAS_dot_batched_strided, BLAS_dotu_batched_strided, n, x, ix, sx, y, iy, sy,
                       res.dot.data(), cnt, &info);
            break;
        case R::Dotc:
            if constexpr (std::is_same_v<F, cf>)
                BBLAS_PICK(BLAS_dotc_batched_strided, BLAS_dotc_batched_strided, n, x, ix, sx, y, iy, sy,
                           res.dot.data(), cnt, &info);
            break;
        case R::Nrm2:
            BBLAS_PICK(BLAS_nrm2_batched_strided, BLAS_nrm2_batched_strided, n, x, ix, sx, res.real.data(),
                       cnt, &info);
            break;
        case R::Asum:
            BBLAS_PICK(BLAS_asum_batched_strided, BLAS_asum_batched_strided, n, x, ix, sx, res.real.data(),
                       cnt, &info);
            break;
        case R::Iamax:
            BBLAS_PICK(BLAS_iamax_batched_strided, BLAS_iamax_batched_strided, n, x, ix, sx, res.index.data(),
                       cnt, &info);
            break;
        case R::Gemv:
            BBLAS_PICK(BLAS_gemv_batched_strided, BLAS_gemv_batched_strided, c.L, c.trans, m, n, a, A, c.lda,
                       sa, x, ix, sx, b, y, iy, sy, cnt, &info);
            break;
        case R::Ger:
            BBLAS_PICK(BLAS_ger_batched_strided, BLAS_geru_batched_strided, c.L, m, n, a, x, ix, sx, y, iy,
                       sy, A, c.lda, sa, cnt, &info);
            break;
        case R::Gerc:
            if constexpr (std::is_same_v<F, cf>)
                BBLAS_PICK(BLAS_gerc_batched_strided, BLAS_gerc_batched_strided, c.L, m, n, a, x, ix, sx, y,
                           iy, sy, A, c.lda, sa, cnt, &info);
            break;
        case R::Symv:
            BBLAS_PICK(BLAS_symv_batched_strided, BLAS_symv_batched_strided, c.L, c.uplo, n, a, A, c.lda, sa,
                       x, ix, sx, b, y, iy, sy, cnt, &info);
            break;
        case R::Hemv:
            BBLAS_PICK(BLAS_hemv_batched_strided, BLAS_hemv_batched_strided, c.L, c.uplo, n, a, A, c.lda, sa,
                       x, ix, sx, b, y, iy, sy, cnt, &info);
            break;
        case R::Trmv:
            BBLAS_PICK(BLAS_trmv_batched_strided, BLAS_trmv_batched_strided, c.L, c.uplo, c.trans, c.diag, n,
                       A, c.lda, sa, x, ix, sx, cnt, &info);
            break;
        case R::Trsv:
            BBLAS_PICK(BLAS_trsv_batched_strided, BLAS_trsv_batched_strided, c.L, c.uplo, c.trans, c.diag, n,
                       A, c.lda, sa, x, ix, sx, cnt, &info);
            break;
    }
    return info;
}

// The group form over the cases (a group each), on half buffers or their widened copies;
// returns info (mode, an entry per problem, a guard), the results in res.
template <class E, class H>
std::vector<int64_t> call_group(R r, std::vector<Case<H>>& cs, std::vector<Wide<H>>* wide,
                                Results<wide_t<H>>& res) {
    using F = wide_t<H>;
    const size_t G = cs.size();
    // every per-group argument; the routine takes those it has (layout: the first case's)
    std::vector<BLAS_Uplo> uplo(G);
    std::vector<BLAS_Trans> trans(G);
    std::vector<BLAS_Diag> diag(G);
    std::vector<int64_t> m(G), n(G), lda(G), incx(G), incy(G), sizes(G);
    std::vector<F> alpha(G), beta(G);
    std::vector<E*> A, x, y;
    int64_t total = 0;
    for (size_t g = 0; g < G; ++g) {
        Case<H>& c = cs[g];
        uplo[g] = c.uplo, trans[g] = c.trans, diag[g] = c.diag, m[g] = c.m, n[g] = c.n, lda[g] = c.lda;
        incx[g] = c.incx, incy[g] = c.incy, sizes[g] = c.count, alpha[g] = c.alpha, beta[g] = c.beta;
        total += c.count;
        for (int64_t i = 0; i < c.count; ++i) {
            if constexpr (std::is_same_v<E, H>) {
                A.push_back(c.A.at(i)), x.push_back(c.x.at(i)), y.push_back(c.y.at(i));
            } else {
                Wide<H>& w = (*wide)[g];
                A.push_back(w.A.data() + i * c.A.stride), x.push_back(w.x.data() + i * c.x.stride);
                y.push_back(w.y.data() + i * c.y.stride);
            }
        }
    }
    const std::vector<const E*> cA(A.begin(), A.end()), cx(x.begin(), x.end()), cy(y.begin(), y.end());
    std::vector<int64_t> info(size_t(total + 2), 7777);
    info[0] = BblasErrorsReportAll;
    const BLAS_Layout L = cs.empty() ? BlasColMajor : cs[0].L;
    const int64_t gc = int64_t(G);
    int64_t* const i = info.data();
    switch (r) {
        case R::Axpy:
            BBLAS_PICK(BLAS_axpy_batched, BLAS_axpy_batched, n.data(), alpha.data(), cx.data(), incx.data(),
                       y.data(), incy.data(), gc, sizes.data(), i);
            break;
        case R::Scal:
            BBLAS_PICK(BLAS_scal_batched, BLAS_scal_batched, n.data(), alpha.data(), x.data(), incx.data(),
                       gc, sizes.data(), i);
            break;
        case R::Copy:
            BBLAS_PICK(BLAS_copy_batched, BLAS_copy_batched, n.data(), cx.data(), incx.data(), y.data(),
                       incy.data(), gc, sizes.data(), i);
            break;
        case R::Swap:
            BBLAS_PICK(BLAS_swap_batched, BLAS_swap_batched, n.data(), x.data(), incx.data(), y.data(),
                       incy.data(), gc, sizes.data(), i);
            break;
        case R::Dot:
            BBLAS_PICK(BLAS_dot_batched, BLAS_dotu_batched, n.data(), cx.data(), incx.data(), cy.data(),
                       incy.data(), res.dot.data(), gc, sizes.data(), i);
            break;
        case R::Dotc:
            if constexpr (std::is_same_v<F, cf>)
                BBLAS_PICK(BLAS_dotc_batched, BLAS_dotc_batched, n.data(), cx.data(), incx.data(), cy.data(),
                           incy.data(), res.dot.data(), gc, sizes.data(), i);
            break;
        case R::Nrm2:
            BBLAS_PICK(BLAS_nrm2_batched, BLAS_nrm2_batched, n.data(), cx.data(), incx.data(),
                       res.real.data(), gc, sizes.data(), i);
            break;
        case R::Asum:
            BBLAS_PICK(BLAS_asum_batched, BLAS_asum_batched, n.data(), cx.data(), incx.data(),
                       res.real.data(), gc, sizes.data(), i);
            break;
        case R::Iamax:
            BBLAS_PICK(BLAS_iamax_batched, BLAS_iamax_batched, n.data(), cx.data(), incx.data(),
                       res.index.data(), gc, sizes.data(), i);
            break;
        case R::Gemv:
            BBLAS_PICK(BLAS_gemv_batched, BLAS_gemv_batched, L, trans.data(), m.data(), n.data(),
                       alpha.data(), cA.data(), lda.data(), cx.data(), incx.data(), beta.data(), y.data(),
                       incy.data(), gc, sizes.data(), i);
            break;
        case R::Ger:
            BBLAS_PICK(BLAS_ger_batched, BLAS_geru_batched, L, m.data(), n.data(), alpha.data(), cx.data(),
                       incx.data(), cy.data(), incy.data(), A.data(), lda.data(), gc, sizes.data(), i);
            break;
        case R::Gerc:
            if constexpr (std::is_same_v<F, cf>)
                BBLAS_PICK(BLAS_gerc_batched, BLAS_gerc_batched, L, m.data(), n.data(), alpha.data(),
                           cx.data(), incx.data(), cy.data(), incy.data(), A.data(), lda.data(), gc,
                           sizes.data(), i);
            break;
        case R::Symv:
            BBLAS_PICK(BLAS_symv_batched, BLAS_symv_batched, L, uplo.data(), n.data(), alpha.data(),
                       cA.data(), lda.data(), cx.data(), incx.data(), beta.data(), y.data(), incy.data(), gc,
                       sizes.data(), i);
            break;
        case R::Hemv:
            BBLAS_PICK(BLAS_hemv_batched, BLAS_hemv_batched, L, uplo.data(), n.data(), alpha.data(),
                       cA.data(), lda.data(), cx.data(), incx.data(), beta.data(), y.data(), incy.data(), gc,
                       sizes.data(), i);
            break;
        case R::Trmv:
            BBLAS_PICK(BLAS_trmv_batched, BLAS_trmv_batched, L, uplo.data(), trans.data(), diag.data(),
                       n.data(), cA.data(), lda.data(), x.data(), incx.data(), gc, sizes.data(), i);
            break;
        case R::Trsv:
            BBLAS_PICK(BLAS_trsv_batched, BLAS_trsv_batched, L, uplo.data(), trans.data(), diag.data(),
                       n.data(), cA.data(), lda.data(), x.data(), incx.data(), gc, sizes.data(), i);
            break;
    }
    return info;
}
#undef BBLAS_PICK

// A case's buffers after the half call against the reference's (the single-precision routine
// on the contiguous vectors: ref, its buffers after the call wref) rounded: A element for
// element, the vectors' elements in logical order, and the vectors' padding as before the call
// (c0).
template <class H>
::testing::AssertionResult check(const Case<H>& c, const Case<H>& c0, const Case<H>& ref,
                                 const Wide<H>& wref) {
    auto fail = [&](const std::string& what) {
        return ::testing::AssertionFailure() << c.what << ": " << what;
    };
    for (size_t i = 0; i < c.A.buf.size(); ++i)
        if (!same_value(c.A.buf[i], round_half(wref.A[i]))) return fail("A element " + std::to_string(i));
    for (auto [b, b0, len, inc, rb, wb, what] :
         {std::tuple{&c.x, &c0.x, c.xlen, c.incx, &ref.x, &wref.x, "x"},
          std::tuple{&c.y, &c0.y, c.ylen, c.incy, &ref.y, &wref.y, "y"}}) {
        std::vector<bool> logical(b->buf.size());
        for (int64_t i = 0; i < c.count; ++i)
            for (int64_t e = 0; e < len; ++e) {
                const size_t k = size_t(i * b->stride + at(e, len, inc));
                logical[k] = true;
                if (!same_value(b->buf[k], round_half((*wb)[size_t(i * rb->stride + e)])))
                    return fail(std::string(what) + " of problem " + std::to_string(i) + ", element " +
                                std::to_string(e) + ": " + std::to_string(std::abs(widen(b->buf[k]))) +
                                " against " + std::to_string(std::abs((*wb)[size_t(i * rb->stride + e)])));
            }
        for (size_t k = 0; k < b->buf.size(); ++k)
            if (!logical[k] && !same_bits(b->buf[k], b0->buf[k]))
                return fail(std::string(what) + " padding written");
    }
    return ::testing::AssertionSuccess();
}

template <class H>
void sweep_strided(R r, bool integers, uint64_t seed, int cases) {
    std::mt19937_64 rng(seed);
    for (int k = 0; k < cases; ++k) {
        Case<H> c = make_case<H>(rng, r, integers, int(rng() % 4));
        const Case<H> c0 = c, ref = contiguous(c);
        Wide<H> wref(ref);
        Results<wide_t<H>> got(c.count), want(c.count);
        const int64_t i16 = call_strided<H, H>(c, nullptr, got);
        const int64_t i32 = call_strided<wide_t<H>, H>(const_cast<Case<H>&>(ref), &wref, want);
        ASSERT_EQ(i16, i32) << c.what;
        ASSERT_EQ(i16, 0) << c.what;
        ASSERT_TRUE(got == want) << c.what << ": results differ";
        ASSERT_TRUE(check(c, c0, ref, wref));
    }
}

template <class H>
void sweep_group(R r, bool integers, uint64_t seed, int calls) {
    std::mt19937_64 rng(seed);
    for (int k = 0; k < calls; ++k) {
        std::vector<Case<H>> cs;
        const int G = 1 + int(rng() % 3);
        for (int g = 0; g < G; ++g) {
            Case<H> c = make_case<H>(rng, r, integers, int(rng() % 4));
            while (g > 0 && c.L != cs[0].L) c = make_case<H>(rng, r, integers, int(rng() % 4));  // one layout
            cs.push_back(std::move(c));
        }
        const std::vector<Case<H>> c0 = cs;
        std::vector<Case<H>> refs;
        std::vector<Wide<H>> wref;
        int64_t total = 0;
        for (const Case<H>& c : cs)
            refs.push_back(contiguous(c)), wref.emplace_back(refs.back()), total += c.count;
        Results<wide_t<H>> got(total), want(total);
        const std::vector<int64_t> i16 = call_group<H, H>(r, cs, nullptr, got);
        const std::vector<int64_t> i32 = call_group<wide_t<H>, H>(r, refs, &wref, want);
        ASSERT_EQ(i16, i32) << "info differs from the single-precision routine's";
        ASSERT_EQ(i16[0], 0);
        ASSERT_TRUE(got == want) << "results differ";
        for (size_t g = 0; g < cs.size(); ++g)
            ASSERT_TRUE(check(cs[g], c0[g], refs[g], wref[g])) << "group " << g;
    }
}

constexpr R kReal[] = {R::Axpy,  R::Scal, R::Copy, R::Swap, R::Dot,  R::Nrm2, R::Asum,
                       R::Iamax, R::Gemv, R::Ger,  R::Symv, R::Hemv, R::Trmv, R::Trsv};
constexpr R kComplex[] = {R::Axpy,  R::Scal, R::Copy, R::Swap, R::Dot,  R::Dotc, R::Nrm2, R::Asum,
                          R::Iamax, R::Gemv, R::Ger,  R::Gerc, R::Symv, R::Hemv, R::Trmv, R::Trsv};
auto routine_name = [](const ::testing::TestParamInfo<R>& i) { return std::string(name(i.param)); };

class Level12R16 : public ::testing::TestWithParam<R> {};
TEST_P(Level12R16, StridedRandom) { sweep_strided<_Float16>(GetParam(), false, 5601, 40); }
TEST_P(Level12R16, GroupedExactIntegers) { sweep_group<_Float16>(GetParam(), true, 5602, 25); }
INSTANTIATE_TEST_SUITE_P(Half, Level12R16, ::testing::ValuesIn(kReal), routine_name);

class Level12C16 : public ::testing::TestWithParam<R> {};
TEST_P(Level12C16, StridedRandom) { sweep_strided<ch>(GetParam(), false, 5603, 40); }
TEST_P(Level12C16, GroupedRandom) { sweep_group<ch>(GetParam(), false, 5604, 25); }
TEST_P(Level12C16, StridedExactIntegers) { sweep_strided<ch>(GetParam(), true, 5605, 25); }
INSTANTIATE_TEST_SUITE_P(Half, Level12C16, ::testing::ValuesIn(kComplex), routine_name);

// The flat interface's h and k routines (bblas_haxpy_batch, bblas_hgemv_batch and the k ones)
// against the s and c routines on the contiguous reference, column-major, every problem its own
// arguments.
template <class H>
void sweep_flat(R r, uint64_t seed, int calls) {
    using F = wide_t<H>;
    std::mt19937_64 rng(seed);
    for (int k = 0; k < calls; ++k) {
        std::vector<Case<H>> cs, refs;
        std::vector<Wide<H>> wref;
        for (int g = 0; g < 3; ++g) {
            Case<H> c = make_case<H>(rng, r, false, int(rng() % 4));
            while (c.L != BlasColMajor) c = make_case<H>(rng, r, false, int(rng() % 4));
            cs.push_back(c), refs.push_back(contiguous(c)), wref.emplace_back(refs.back());
        }
        const std::vector<Case<H>> c0 = cs;
        auto call = [&]<class E>(std::vector<Case<H>>& cases, std::vector<Wide<H>>* wide) {
            std::vector<BLAS_Trans> trans;
            std::vector<int64_t> m, n, lda, incx, incy;
            std::vector<F> alpha, beta;
            std::vector<E*> A, x, y;
            for (size_t g = 0; g < cases.size(); ++g) {
                Case<H>& c = cases[g];
                for (int64_t i = 0; i < c.count; ++i) {
                    trans.push_back(c.trans), m.push_back(c.m), n.push_back(c.n), lda.push_back(c.lda);
                    incx.push_back(c.incx), incy.push_back(c.incy), alpha.push_back(c.alpha),
                        beta.push_back(c.beta);
                    if constexpr (std::is_same_v<E, H>) {
                        A.push_back(c.A.at(i)), x.push_back(c.x.at(i)), y.push_back(c.y.at(i));
                    } else {
                        Wide<H>& w = (*wide)[g];
                        A.push_back(w.A.data() + i * c.A.stride), x.push_back(w.x.data() + i * c.x.stride);
                        y.push_back(w.y.data() + i * c.y.stride);
                    }
                }
            }
            const std::vector<const E*> cA(A.begin(), A.end()), cx(x.begin(), x.end());
            const int64_t count = int64_t(n.size());
            std::vector<int64_t> info(size_t(count + 1), 7777);
            const bblas_batch_opts v = BATCH_VARIABLE;
            if (r == R::Axpy) {
                if constexpr (std::is_same_v<E, _Float16>)
                    bblas_haxpy_batch(n.data(), alpha.data(), cx.data(), incx.data(), y.data(), incy.data(),
                                      count, v, info.data());
                else if constexpr (std::is_same_v<E, float>)
                    bblas_saxpy_batch(n.data(), alpha.data(), cx.data(), incx.data(), y.data(), incy.data(),
                                      count, v, info.data());
                else if constexpr (std::is_same_v<E, ch>)
                    bblas_kaxpy_batch(n.data(), alpha.data(), cx.data(), incx.data(), y.data(), incy.data(),
                                      count, v, info.data());
                else
                    bblas_caxpy_batch(n.data(), alpha.data(), cx.data(), incx.data(), y.data(), incy.data(),
                                      count, v, info.data());
            } else {
                if constexpr (std::is_same_v<E, _Float16>)
                    bblas_hgemv_batch(trans.data(), m.data(), n.data(), alpha.data(), cA.data(), lda.data(),
                                      cx.data(), incx.data(), beta.data(), y.data(), incy.data(), count, v,
                                      info.data());
                else if constexpr (std::is_same_v<E, float>)
                    bblas_sgemv_batch(trans.data(), m.data(), n.data(), alpha.data(), cA.data(), lda.data(),
                                      cx.data(), incx.data(), beta.data(), y.data(), incy.data(), count, v,
                                      info.data());
                else if constexpr (std::is_same_v<E, ch>)
                    bblas_kgemv_batch(trans.data(), m.data(), n.data(), alpha.data(), cA.data(), lda.data(),
                                      cx.data(), incx.data(), beta.data(), y.data(), incy.data(), count, v,
                                      info.data());
                else
                    bblas_cgemv_batch(trans.data(), m.data(), n.data(), alpha.data(), cA.data(), lda.data(),
                                      cx.data(), incx.data(), beta.data(), y.data(), incy.data(), count, v,
                                      info.data());
            }
            return info;
        };
        const std::vector<int64_t> i16 = call.template operator()<H>(cs, nullptr);
        const std::vector<int64_t> i32 = call.template operator()<F>(refs, &wref);
        ASSERT_EQ(i16, i32) << "info differs from the single-precision routine's";
        EXPECT_EQ(i16.back(), 7777) << "info written past batch_count entries";
        for (size_t g = 0; g < cs.size(); ++g)
            ASSERT_TRUE(check(cs[g], c0[g], refs[g], wref[g])) << "problem group " << g;
    }
}
TEST(Level12HalfFlat, Axpy) { sweep_flat<_Float16>(R::Axpy, 5606, 20), sweep_flat<ch>(R::Axpy, 5607, 20); }
TEST(Level12HalfFlat, Gemv) { sweep_flat<_Float16>(R::Gemv, 5608, 20), sweep_flat<ch>(R::Gemv, 5609, 20); }

// The C++ API's half overloads (bblas/level12.hh) on a case's half buffers: the fixed-batch form
// on strided views, or the grouped form (one group); results in res. Errors throw.
template <class H>
void call_cpp(Case<H>& c, bool grouped, Results<wide_t<H>>& res) {
    using S = wide_t<H>;
    constexpr bool cplx = std::is_same_v<H, ch>;
    const auto L = bblas::Layout(int(c.L));
    const auto uplo = bblas::Uplo(int(c.uplo));
    const auto op = bblas::Op(int(c.trans));
    const auto diag = bblas::Diag(int(c.diag));
    const int64_t cnt = c.count;
    const std::span<S> dot(res.dot.data(), size_t(cnt));
    const std::span<float> real(res.real.data(), size_t(cnt));
    const std::span<int64_t> index(res.index.data(), size_t(cnt));
    if (!grouped) {
        auto vec = [&](Buf<H>& b, int64_t len, int64_t inc) {
            return bblas::StridedVectorBatch<H>(b.buf.data(), cnt, len, inc, b.stride);
        };
        auto in = [&](Buf<H>& b, int64_t len, int64_t inc) -> bblas::VectorBatchView<const H> {
            return vec(b, len, inc);
        };
        const bool square = c.r == R::Symv || c.r == R::Hemv || c.r == R::Trmv || c.r == R::Trsv;
        const int64_t rows = square ? c.n : c.m, cols = c.n;
        const auto A = bblas::StridedBatch<H>(c.A.buf.data(), cnt, rows, cols, c.lda, c.A.stride, L);
        const bblas::BatchView<const H> cA = A;
        const auto x = vec(c.x, c.xlen, c.incx), y = vec(c.y, c.ylen, c.incy);
        const auto cx = in(c.x, c.xlen, c.incx), cy = in(c.y, c.ylen, c.incy);
        switch (c.r) {
            case R::Axpy:
                return bblas::axpy(c.alpha, cx, y);
            case R::Scal:
                return bblas::scal(c.alpha, x);
            case R::Copy:
                return bblas::copy(cx, y);
            case R::Swap:
                return bblas::swap(x, y);
            case R::Dot:
                if constexpr (cplx) return bblas::dotu(cx, cy, dot);
                else return bblas::dot(cx, cy, dot);
            case R::Dotc:
                if constexpr (cplx) return bblas::dotc(cx, cy, dot);
                return;
            case R::Nrm2:
                return bblas::nrm2(cx, real);
            case R::Asum:
                return bblas::asum(cx, real);
            case R::Iamax:
                return bblas::iamax(cx, index);
            case R::Gemv:
                return bblas::gemv(op, c.alpha, cA, cx, c.beta, y);
            case R::Ger:
                if constexpr (cplx) return bblas::geru(c.alpha, cx, cy, A);
                else return bblas::ger(c.alpha, cx, cy, A);
            case R::Gerc:
                if constexpr (cplx) return bblas::gerc(c.alpha, cx, cy, A);
                return;
            case R::Symv:
                return bblas::symv(uplo, c.alpha, cA, cx, c.beta, y);
            case R::Hemv:
                return bblas::hemv(uplo, c.alpha, cA, cx, c.beta, y);
            case R::Trmv:
                return bblas::trmv(uplo, op, diag, cA, x);
            case R::Trsv:
                return bblas::trsv(uplo, op, diag, cA, x);
        }
        return;
    }
    std::vector<H*> A, x, y;
    for (int64_t i = 0; i < cnt; ++i) A.push_back(c.A.at(i)), x.push_back(c.x.at(i)), y.push_back(c.y.at(i));
    const std::vector<const H*> cA(A.begin(), A.end()), cx(x.begin(), x.end()), cy(y.begin(), y.end());
    const int64_t m[1] = {c.m}, n[1] = {c.n}, lda[1] = {c.lda}, incx[1] = {c.incx}, incy[1] = {c.incy},
                  sizes[1] = {cnt};
    const S alpha[1] = {c.alpha}, beta[1] = {c.beta};
    const bblas::Uplo uplos[1] = {uplo};
    const bblas::Op ops[1] = {op};
    const bblas::Diag diags[1] = {diag};
    switch (c.r) {
        case R::Axpy:
            return bblas::axpy(n, alpha, cx, incx, y, incy, sizes);
        case R::Scal:
            return bblas::scal(n, alpha, x, incx, sizes);
        case R::Copy:
            return bblas::copy(n, cx, incx, y, incy, sizes);
        case R::Swap:
            return bblas::swap(n, x, incx, y, incy, sizes);
        case R::Dot:
            if constexpr (cplx) return bblas::dotu(n, cx, incx, cy, incy, dot, sizes);
            else return bblas::dot(n, cx, incx, cy, incy, dot, sizes);
        case R::Dotc:
            if constexpr (cplx) return bblas::dotc(n, cx, incx, cy, incy, dot, sizes);
            return;
        case R::Nrm2:
            return bblas::nrm2(n, cx, incx, real, sizes);
        case R::Asum:
            return bblas::asum(n, cx, incx, real, sizes);
        case R::Iamax:
            return bblas::iamax(n, cx, incx, index, sizes);
        case R::Gemv:
            return bblas::gemv(L, ops, m, n, alpha, cA, lda, cx, incx, beta, y, incy, sizes);
        case R::Ger:
            if constexpr (cplx) return bblas::geru(L, m, n, alpha, cx, incx, cy, incy, A, lda, sizes);
            else return bblas::ger(L, m, n, alpha, cx, incx, cy, incy, A, lda, sizes);
        case R::Gerc:
            if constexpr (cplx) return bblas::gerc(L, m, n, alpha, cx, incx, cy, incy, A, lda, sizes);
            return;
        case R::Symv:
            return bblas::symv(L, uplos, n, alpha, cA, lda, cx, incx, beta, y, incy, sizes);
        case R::Hemv:
            return bblas::hemv(L, uplos, n, alpha, cA, lda, cx, incx, beta, y, incy, sizes);
        case R::Trmv:
            return bblas::trmv(L, uplos, ops, diags, n, cA, lda, x, incx, sizes);
        case R::Trsv:
            return bblas::trsv(L, uplos, ops, diags, n, cA, lda, x, incx, sizes);
    }
}

// Both C++ forms give the C strided form's buffers and results, bit for bit (the same driver).
template <class H>
void sweep_cpp(R r, uint64_t seed, int cases) {
    std::mt19937_64 rng(seed);
    for (int k = 0; k < cases; ++k) {
        Case<H> c = make_case<H>(rng, r, false, int(rng() % 4));
        Case<H> viewed = c, grouped = c;
        Results<wide_t<H>> want(c.count), got_v(c.count), got_g(c.count);
        const int64_t info = call_strided<H, H>(c, nullptr, want);
        ASSERT_EQ(info, 0) << c.what;
        ASSERT_NO_THROW(call_cpp(viewed, false, got_v)) << c.what;
        ASSERT_NO_THROW(call_cpp(grouped, true, got_g)) << c.what;
        for (const Case<H>* x : {&viewed, &grouped}) {
            const char* form = x == &viewed ? "fixed-batch" : "grouped";
            for (auto [b, w] : {std::pair{&x->A, &c.A}, std::pair{&x->x, &c.x}, std::pair{&x->y, &c.y}})
                for (size_t e = 0; e < b->buf.size(); ++e)
                    ASSERT_TRUE(same_bits(b->buf[e], w->buf[e]))
                        << form << " form, element " << e << ": " << c.what;
        }
        EXPECT_TRUE(got_v == want) << "fixed-batch form's results: " << c.what;
        EXPECT_TRUE(got_g == want) << "grouped form's results: " << c.what;
    }
    // an invalid argument throws, as for the other types
    Case<H> c = make_case<H>(rng, r, false, 0);
    c.incx = 0, c.uplo = BLAS_Uplo(7), c.trans = BLAS_Trans(7), c.n = std::max<int64_t>(c.n, 1);
    Results<wide_t<H>> res(c.count);
    EXPECT_THROW(call_cpp(c, true, res), bblas::Error) << c.what;
}
TEST_P(Level12R16, CppApi) { sweep_cpp<_Float16>(GetParam(), 5610, 20); }
TEST_P(Level12C16, CppApi) { sweep_cpp<ch>(GetParam(), 5611, 20); }

// Invalid arguments: a half routine reports as the single-precision one (one validation).
TEST(Level12HalfInfo, AsSinglePrecision) {
    const int64_t n = 4, bad_inc = 0, one = 1;
    _Float16 hx[8] = {}, hy[8] = {};
    float fx[8] = {}, fy[8] = {};
    const _Float16* phx = hx;
    _Float16* phy = hy;
    const float* pfx = fx;
    float* pfy = fy;
    const float alpha = 1;
    int64_t i16 = BblasErrorsReportAny, i32 = BblasErrorsReportAny;
    BLAS_axpy_batched_r16(&n, &alpha, &phx, &bad_inc, &phy, &one, 1, &one, &i16);
    BLAS_axpy_batched_r32(&n, &alpha, &pfx, &bad_inc, &pfy, &one, 1, &one, &i32);
    EXPECT_NE(i32, 0);
    EXPECT_EQ(i16, i32);
    i16 = i32 = BblasErrorsReportAny;
    BLAS_gemv_batched_strided_r16(BLAS_Layout(0), BlasNoTrans, 2, 2, 1.0f, hx, 2, 4, hx, 1, 2, 0.0f, hy, 1, 2,
                                  1, &i16);
    BLAS_gemv_batched_strided_r32(BLAS_Layout(0), BlasNoTrans, 2, 2, 1.0f, fx, 2, 4, fx, 1, 2, 0.0f, fy, 1, 2,
                                  1, &i32);
    EXPECT_NE(i32, 0);
    EXPECT_EQ(i16, i32);
}

}  // namespace

#else

TEST(Level12Half, NeedsFloat16) {
    GTEST_SKIP() << "this compiler has no _Float16: the half-precision routines are not built";
}

#endif
