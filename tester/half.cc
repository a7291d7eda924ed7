// The tester's half-precision rows (--type h and k, docs/half.md): BLAS_gemm_batched_r16 beside
// BLAS_gemm_batched_r32 (and the other Level-3 routines and Level 1 and 2, strided) on the same shapes and
// the same values (the r32 call on the widened
// copies), in the same run: time, GFLOP/s, percentage of the roofline (r16's bytes: two per
// element), and r16's matrices per second over r32's, the figure issue 19's targets name. No peer
// runs: OpenBLAS 0.3.21 (Debian 12) has no half GEMM, LIBXSMM's and Eigen's are not built here.
// The check: every element of r16's C is r32's C within the half bound of docs/half.md (bit for
// bit where both run the same kernels: test_level3_half.cc checks that); one beyond it fails
// the row.
#include <bblas.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <complex>
#include <cstdint>
#include <cstdio>
#include <initializer_list>
#include <random>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "flops.hh"
#include "half.hh"
#include "roofline.hh"
#include "routines.hh"
#include "timer.hh"

namespace tester {

#if defined(__FLT16_MAX__)

namespace {

using half = _Float16;

BLAS_Trans c_trans(Op o) {
    return o == Op::NoTrans ? BlasNoTrans : o == Op::Trans ? BlasTrans : BlasConjTrans;
}

// x where First, else y: the half side's or the single side's member of a pair.
template <bool First, class X, class Y>
constexpr auto& either(X& x, Y& y) {
    if constexpr (First) return x;
    else return y;
}

}  // namespace

bool half_supported() { return true; }

namespace {

// The type's pair of routines: real (r16 beside r32) or complex (c16 beside c32).
template <class H>
struct HalfGemm;
template <>
struct HalfGemm<_Float16> {
    using S = float;
    static constexpr const char *letter = "h", *low = "r16", *high = "r32";
    static constexpr auto low_fn = BLAS_gemm_batched_r16;
    static constexpr auto high_fn = BLAS_gemm_batched_r32;
    static constexpr auto low_strided = BLAS_gemm_batched_strided_r16;
    static constexpr auto high_strided = BLAS_gemm_batched_strided_r32;
    static constexpr auto low_size = bblas_interleaved_size_r16;
    static constexpr auto high_size = bblas_interleaved_size_r32;
    static constexpr auto low_pack = bblas_interleaved_pack_r16;
    static constexpr auto high_pack = bblas_interleaved_pack_r32;
    static constexpr auto low_unpack = bblas_interleaved_unpack_r16;
    static constexpr auto high_unpack = bblas_interleaved_unpack_r32;
    static constexpr auto low_interleaved = BLAS_gemm_batched_interleaved_r16;
    static constexpr auto high_interleaved = BLAS_gemm_batched_interleaved_r32;
    static S widen(_Float16 x) { return S(x); }
};
template <>
struct HalfGemm<std::complex<_Float16>> {
    using S = std::complex<float>;
    static constexpr const char *letter = "k", *low = "c16", *high = "c32";
    static constexpr auto low_fn = BLAS_gemm_batched_c16;
    static constexpr auto high_fn = BLAS_gemm_batched_c32;
    static constexpr auto low_strided = BLAS_gemm_batched_strided_c16;
    static constexpr auto high_strided = BLAS_gemm_batched_strided_c32;
    static constexpr auto low_size = bblas_interleaved_size_c16;
    static constexpr auto high_size = bblas_interleaved_size_c32;
    static constexpr auto low_pack = bblas_interleaved_pack_c16;
    static constexpr auto high_pack = bblas_interleaved_pack_c32;
    static constexpr auto low_unpack = bblas_interleaved_unpack_c16;
    static constexpr auto high_unpack = bblas_interleaved_unpack_c32;
    static constexpr auto low_interleaved = BLAS_gemm_batched_interleaved_c16;
    static constexpr auto high_interleaved = BLAS_gemm_batched_interleaved_c32;
    static S widen(std::complex<_Float16> x) { return {float(x.real()), float(x.imag())}; }
};

// Every array's elements uniform in [-1, 1) rounded to half (both parts in complex), the same
// values on every run.
template <class H>
void fill_half(std::initializer_list<std::vector<H>*> arrays) {
    std::mt19937 gen(4242);
    std::uniform_real_distribution<float> u(-1, 1);
    for (std::vector<H>* v : arrays)
        for (H& x : *v) {
            if constexpr (std::is_same_v<H, _Float16>) {
                x = half(u(gen));
            } else {
                const float re = u(gen), im = u(gen);
                x = H{half(re), half(im)};
            }
        }
}

// A dominant diagonal (order + 1) in each of `batch` order x order matrices `stride` apart:
// triangular solves keep their solutions in half's range.
template <class H>
void dominant_diagonal(std::vector<H>& A, int64_t batch, int64_t stride, int64_t ld, int64_t order) {
    for (int64_t i = 0; i < batch; ++i)
        for (int64_t j = 0; j < order; ++j) {
            H& d = A[size_t(i * stride + j * ld + j)];
            if constexpr (std::is_same_v<H, _Float16>) d = half(float(order) + 1);
            else d = H{half(float(order) + 1), d.imag()};
        }
}

// The single-precision copy of half values (exact: every half is a float).
template <class H>
std::vector<typename HalfGemm<H>::S> widened(const std::vector<H>& h) {
    std::vector<typename HalfGemm<H>::S> f;
    f.reserve(h.size());
    for (H x : h) f.push_back(HalfGemm<H>::widen(x));
    return f;
}

// Elements of h that are not f's rounded to half (twice half's unit roundoff, and its smallest
// subnormal, allow for the rounding alone): where the half call ran the single call's kernels.
template <class H>
int64_t not_rounded(const std::vector<H>& h, const std::vector<typename HalfGemm<H>::S>& f) {
    int64_t bad = 0;
    for (size_t i = 0; i < h.size(); ++i) {
        const double d =
            std::abs(std::complex<double>(HalfGemm<H>::widen(h[i])) - std::complex<double>(f[i]));
        bad += !(d <= 0x1p-10 * std::abs(std::complex<double>(f[i])) + 0x1p-24);
    }
    return bad;
}

template <class H>
bool run_half_gemm_of(const Case& c, std::FILE* out) {
    using G = HalfGemm<H>;
    using S = typename G::S;
    constexpr bool complex = !std::is_same_v<H, _Float16>;
    const bool ta = c.transA != Op::NoTrans, tb = c.transB != Op::NoTrans;
    const bool row = c.layout == Layout::RowMajor;
    const int64_t ra = ta ? c.k : c.m, ca = ta ? c.m : c.k, rb = tb ? c.n : c.k, cb = tb ? c.k : c.n;
    // tight leading dimensions, matrices back to back
    const int64_t lda = row ? ca : ra, ldb = row ? cb : rb, ldc = row ? c.n : c.m;
    const int64_t sa = ra * ca, sb = rb * cb, sc = c.m * c.n, batch = c.batch;
    std::vector<H> A(static_cast<size_t>(sa * batch)), B(static_cast<size_t>(sb * batch)),
        C0(static_cast<size_t>(sc * batch)), C(C0.size());
    fill_half({&A, &B, &C0});
    const std::vector<S> fA = widened(A), fB = widened(B), fC0 = widened(C0);
    std::vector<S> fC(C0.size());
    std::vector<const H*> pa(static_cast<size_t>(batch)), pb(static_cast<size_t>(batch));
    std::vector<H*> pc(static_cast<size_t>(batch));
    std::vector<const S*> qa(static_cast<size_t>(batch)), qb(static_cast<size_t>(batch));
    std::vector<S*> qc(static_cast<size_t>(batch));
    for (int64_t i = 0; i < batch; ++i) {
        pa[size_t(i)] = A.data() + i * sa, pb[size_t(i)] = B.data() + i * sb,
        pc[size_t(i)] = C.data() + i * sc;
        qa[size_t(i)] = fA.data() + i * sa, qb[size_t(i)] = fB.data() + i * sb,
        qc[size_t(i)] = fC.data() + i * sc;
    }
    const S alpha = std::isnan(c.alpha) ? S(1.23f) : S(float(c.alpha)),
            beta = std::isnan(c.beta) ? S(0.67f) : S(float(c.beta));
    const BLAS_Layout L = row ? BlasRowMajor : BlasColMajor;
    const BLAS_Trans TA = c_trans(c.transA), TB = c_trans(c.transB);
    int64_t info = 0;
    // the group API (pointer arrays), the strided one where --bblas names strided (no pointer
    // arrays to read: at n <= 4 they are as many bytes as the half matrices), or the interleaved
    // one where it names interleaved (C API, default block; A, B and C's first value packed once,
    // untimed; C reset from its packed first value before each run)
    const auto asked = [&](Api a) { return std::find(c.bblas.begin(), c.bblas.end(), a) != c.bblas.end(); };
    const bool interleaved = asked(Api::Interleaved), strided = !interleaved && asked(Api::Strided);
    std::vector<half> iA, iB, iC, iC0;   // r16 / c16 interleaved arrays (reals)
    std::vector<float> jA, jB, jC, jC0;  // r32 / c32
    // One side's work: the half routine's (std::true_type) or the single one's (std::false_type),
    // on its own operands, in the form asked for.
    const auto pack = [&](auto half_side) {
        constexpr bool h = decltype(half_side)::value;
        const auto packed = [&](auto& dst, const auto& src, int64_t rows, int64_t cols, int64_t ld) {
            dst.resize(size_t(either<h>(G::low_size, G::high_size)(batch, rows, cols, 0)));
            int64_t pinfo = 0;
            either<h>(G::low_pack, G::high_pack)(L, batch, rows, cols, src.data(), ld, dst.data(), 0, &pinfo);
            if (pinfo != 0) std::fprintf(out, "    interleaved pack: info %lld\n", (long long)pinfo);
        };
        packed(either<h>(iA, jA), either<h>(pa, qa), ra, ca, lda);
        packed(either<h>(iB, jB), either<h>(pb, qb), rb, cb, ldb);
        packed(either<h>(iC0, jC0), either<h>(pc, qc), c.m, c.n, ldc);  // C0's values (C holds them)
        either<h>(iC, jC) = either<h>(iC0, jC0);
    };
    const auto call = [&](auto half_side) {
        constexpr bool h = decltype(half_side)::value;
        if (interleaved)
            either<h>(G::low_interleaved, G::high_interleaved)(
                L, TA, TB, c.m, c.n, c.k, alpha, either<h>(iA, jA).data(), either<h>(iB, jB).data(), beta,
                either<h>(iC, jC).data(), batch, 0, &info);
        else if (strided)
            either<h>(G::low_strided, G::high_strided)(
                L, TA, TB, c.m, c.n, c.k, alpha, either<h>(A, fA).data(), lda, sa, either<h>(B, fB).data(),
                ldb, sb, beta, either<h>(C, fC).data(), ldc, sc, batch, &info);
        else
            either<h>(G::low_fn, G::high_fn)(L, &TA, &TB, &c.m, &c.n, &c.k, &alpha, either<h>(pa, qa).data(),
                                             &lda, either<h>(pb, qb).data(), &ldb, &beta,
                                             either<h>(pc, qc).data(), &ldc, 1, &batch, &info);
    };
    const auto reset = [&](auto half_side) {
        constexpr bool h = decltype(half_side)::value;
        if (interleaved) std::ranges::copy(either<h>(iC0, jC0), either<h>(iC, jC).begin());
        else std::ranges::copy(either<h>(C0, fC0), either<h>(C, fC).begin());
    };
    const auto unpack = [&](auto half_side) {  // back into C or fC
        constexpr bool h = decltype(half_side)::value;
        int64_t uinfo = 0;
        either<h>(G::low_unpack, G::high_unpack)(L, batch, c.m, c.n, either<h>(iC, jC).data(), 0,
                                                 either<h>(pc, qc).data(), ldc, &uinfo);
        if (uinfo != 0) std::fprintf(out, "    interleaved unpack: info %lld\n", (long long)uinfo);
    };
    constexpr std::true_type half_side{};
    constexpr std::false_type single_side{};
    if (interleaved) {
        std::copy(C0.begin(), C0.end(), C.begin());
        std::copy(fC0.begin(), fC0.end(), fC.begin());
        pack(half_side);
        pack(single_side);
    }
    const double t16 = run_seconds(
        c.repeat, c.flush, c.fastest, [&] { reset(half_side); }, [&] { call(half_side); });
    const double t32 = run_seconds(
        c.repeat, c.flush, c.fastest, [&] { reset(single_side); }, [&] { call(single_side); });
    // the check, from the same C0
    for (const bool h : {true, false}) {
        const auto side = [&](auto f) { h ? f(half_side) : f(single_side); };
        side(reset);
        side(call);
        if (interleaved) side(unpack);
    }
    // The half and single routines may run different kernels (r16 keeps the column kernels at
    // orders r32 hands to OpenBLAS), whose sums may be ordered otherwise: each element of the
    // half C must be the single one's within docs/half.md's bound applied to both (inputs' parts
    // in [-1, 1]: M <= |alpha| k |a| |b| + |beta| |c|, |x| <= sqrt 2 for a complex x; a complex
    // multiply-add costs at most 4 real roundings where a real one costs 2).
    const double u16 = 0x1p-11, u32 = 0x1p-24, eta16 = 0x1p-25, mag = complex ? std::sqrt(2.0) : 1.0;
    const double bound_m = std::abs(alpha) * double(c.k) * mag * mag + std::abs(beta) * mag;
    const double per = complex ? 4.0 : 2.0;
    int64_t mismatches = 0;
    for (size_t i = 0; i < C.size(); ++i) {
        const double d = std::abs(std::complex<double>(G::widen(C[i])) - std::complex<double>(fC[i]));
        mismatches += !(d <= u16 * mag * std::abs(std::complex<double>(fC[i])) +
                                 (1 + u16) * per * double(c.k + 2) * u32 * bound_m + eta16 * mag);
    }

    const double flops = gemm_flops(double(c.m), double(c.n), double(c.k)).total(complex) * double(batch);
    const double elems = double(sa + sb + 2 * sc) * (complex ? 2 : 1);  // A, B read; C read and written
    const double stored = double(sa + sb + sc) * (complex ? 2 : 1) * double(batch);
    const double bytes16 = 2 * elems * double(batch), bytes32 = 4 * elems * double(batch);
    const double roof16 = roofline_gflops(c, true, flops, bytes16, stored * 2);
    const double roof32 = roofline_gflops(c, true, flops, bytes32, stored * 4);
    const bool mem16 = from_memory(c, stored * 2), mem32 = from_memory(c, stored * 4);
    std::fprintf(
        out,
        "gemm    %s    %s    tA=%c tB=%c  %5lld %5lld %5lld %8lld  %-5s %s  %9.3f ms %8.2f GF/s %6.1f%% roof"
        "  |  %-5s %s %9.3f ms %8.2f GF/s %6.1f%% roof  |  %s %s/%s matrices/s %5.2f  %s\n",
        G::letter, row ? "row" : "col", "ntc"[int(c.transA) - 111], "ntc"[int(c.transB) - 111],
        (long long)c.m, (long long)c.n, (long long)c.k, (long long)batch, mem16 ? "mem" : "cache", G::low,
        t16 * 1e3, flops / t16 / 1e9, 100 * flops / t16 / 1e9 / roof16, mem32 ? "mem" : "cache", G::high,
        t32 * 1e3, flops / t32 / 1e9, 100 * flops / t32 / 1e9 / roof32,
        interleaved ? "interleaved"
        : strided   ? "strided"
                    : "group",
        G::low, G::high, t32 / t16,
        info != 0    ? "FAIL (info)"
        : mismatches ? "FAIL (beyond the half bound)"
                     : "pass");
    if (mismatches)
        std::fprintf(out, "    %lld element(s) differ from %s's beyond the half bound\n",
                     (long long)mismatches, G::high);
    return info == 0 && mismatches == 0;
}

// The other Level-3 routines in half (symm, syrk, syr2k, trmm, trsm): the strided r16/c16 call
// beside the strided r32/c32 call on the widened values, tight matrices back to back. Both run
// the same kernels (the half call stages copies laid out as the single call's operands), so the
// check allows the rounding to half alone.
// fn's half routine (r16 or c16) where the constant H16 is true, else its single one (r32,
// c32); `complex` chooses the real or complex letter.
#define BBLAS_HALF_OR_SINGLE(fn, ...)                     \
    do {                                                  \
        if constexpr (H16) {                              \
            if constexpr (complex) fn##_c16(__VA_ARGS__); \
            else fn##_r16(__VA_ARGS__);                   \
        } else {                                          \
            if constexpr (complex) fn##_c32(__VA_ARGS__); \
            else fn##_r32(__VA_ARGS__);                   \
        }                                                 \
    } while (0)

// Stored shapes of a case's operands: A, B (absent: 0 x 0) and the output (C, or B for trmm and
// trsm).
struct Shapes {
    int64_t ra = 0, ca = 0, rb = 0, cb = 0, rc = 0, cc = 0;
};
Shapes level3_shapes(const Case& c) {
    const std::string_view r = c.routine->name;
    const int64_t order = c.side == Side::Left ? c.m : c.n;
    const bool nt = c.trans == Op::NoTrans;
    if (r == "symm" || r == "hemm") return {order, order, c.m, c.n, c.m, c.n};
    if (r == "syrk" || r == "herk") return {nt ? c.n : c.k, nt ? c.k : c.n, 0, 0, c.n, c.n};
    if (r == "syr2k" || r == "her2k")
        return {nt ? c.n : c.k, nt ? c.k : c.n, nt ? c.n : c.k, nt ? c.k : c.n, c.n, c.n};
    return {order, order, 0, 0, c.m, c.n};  // trmm, trsm: B is the output
}

template <class H>
bool run_half_level3_of(const Case& c, std::FILE* out) {
    using G = HalfGemm<H>;
    using S = typename G::S;
    constexpr bool complex = !std::is_same_v<H, _Float16>;
    const std::string_view r = c.routine->name;
    const bool row = c.layout == Layout::RowMajor, tri = r == "trmm" || r == "trsm";
    const Shapes sh = level3_shapes(c);
    auto ld = [&](int64_t rows, int64_t cols) { return std::max<int64_t>(1, row ? cols : rows); };
    const int64_t lda = ld(sh.ra, sh.ca), ldb = ld(sh.rb, sh.cb), ldc = ld(sh.rc, sh.cc);
    const int64_t sa = sh.ra * sh.ca, sb = sh.rb * sh.cb, sc = sh.rc * sh.cc, batch = c.batch;
    std::vector<H> A(size_t(sa * batch)), B(size_t(sb * batch)), C0(size_t(sc * batch)), C(C0.size());
    fill_half({&A, &B, &C0});
    if (tri) dominant_diagonal(A, batch, sa, lda, sh.ra);
    const std::vector<S> fA = widened(A), fB = widened(B), fC0 = widened(C0);
    std::vector<S> fC(C0.size());
    const S alpha = std::isnan(c.alpha) ? S(1.23f) : S(float(c.alpha)),
            beta = std::isnan(c.beta) ? S(0.67f) : S(float(c.beta));
    const BLAS_Layout L = row ? BlasRowMajor : BlasColMajor;
    const BLAS_Side side = c.side == Side::Left ? BlasLeft : BlasRight;
    const BLAS_Uplo uplo = c.uplo == Uplo::Upper ? BlasUpper : BlasLower;
    const BLAS_Diag diag = c.diag == Diag::Unit ? BlasUnit : BlasNonUnit;
    const BLAS_Trans tr = c_trans(c.trans), ta = c_trans(c.transA);
    const float ra = std::real(alpha), rb = std::real(beta);  // herk's alpha and beta, her2k's beta
    int64_t info = 0;
    // the output: C, or B for trmm and trsm (its copies C0/C, fC0/fC); the half call on the half
    // arrays, the single one on the widened copies
    auto call = [&](bool half_call) {
        auto run = [&](auto tag, const auto* a, const auto* b, auto* cc) {
            constexpr bool H16 = decltype(tag)::value;
            if (r == "hemm" || r == "herk" || r == "her2k") {  // c16 only (half_routine)
                if constexpr (complex) {
                    if (r == "hemm")
                        BBLAS_HALF_OR_SINGLE(BLAS_hemm_batched_strided, L, side, uplo, c.m, c.n, alpha, a,
                                             lda, sa, b, ldb, sb, beta, cc, ldc, sc, batch, &info);
                    else if (r == "herk")
                        BBLAS_HALF_OR_SINGLE(BLAS_herk_batched_strided, L, uplo, tr, c.n, c.k, ra, a, lda, sa,
                                             rb, cc, ldc, sc, batch, &info);
                    else
                        BBLAS_HALF_OR_SINGLE(BLAS_her2k_batched_strided, L, uplo, tr, c.n, c.k, alpha, a, lda,
                                             sa, b, ldb, sb, rb, cc, ldc, sc, batch, &info);
                }
            } else if (r == "symm")
                BBLAS_HALF_OR_SINGLE(BLAS_symm_batched_strided, L, side, uplo, c.m, c.n, alpha, a, lda, sa, b,
                                     ldb, sb, beta, cc, ldc, sc, batch, &info);
            else if (r == "syrk")
                BBLAS_HALF_OR_SINGLE(BLAS_syrk_batched_strided, L, uplo, tr, c.n, c.k, alpha, a, lda, sa,
                                     beta, cc, ldc, sc, batch, &info);
            else if (r == "syr2k")
                BBLAS_HALF_OR_SINGLE(BLAS_syr2k_batched_strided, L, uplo, tr, c.n, c.k, alpha, a, lda, sa, b,
                                     ldb, sb, beta, cc, ldc, sc, batch, &info);
            else if (r == "trmm")
                BBLAS_HALF_OR_SINGLE(BLAS_trmm_batched_strided, L, side, uplo, ta, diag, c.m, c.n, alpha, a,
                                     lda, sa, cc, ldc, sc, batch, &info);
            else
                BBLAS_HALF_OR_SINGLE(BLAS_trsm_batched_strided, L, side, uplo, ta, diag, c.m, c.n, alpha, a,
                                     lda, sa, cc, ldc, sc, batch, &info);
        };
        if (half_call) run(std::true_type{}, A.data(), B.data(), C.data());
        else run(std::false_type{}, fA.data(), fB.data(), fC.data());
    };
    const double t16 = run_seconds(
        c.repeat, c.flush, c.fastest, [&] { std::copy(C0.begin(), C0.end(), C.begin()); },
        [&] { call(true); });
    const double t32 = run_seconds(
        c.repeat, c.flush, c.fastest, [&] { std::copy(fC0.begin(), fC0.end(), fC.begin()); },
        [&] { call(false); });
    std::copy(C0.begin(), C0.end(), C.begin());
    std::copy(fC0.begin(), fC0.end(), fC.begin());
    call(true);
    const int64_t info16 = info;
    call(false);
    const int64_t mismatches = not_rounded(C, fC);  // the same kernels on the same values
    const bool left = c.side == Side::Left;
    const Flops f = r == "symm" || r == "hemm"     ? symm_flops(left, double(c.m), double(c.n))
                    : r == "syrk" || r == "herk"   ? syrk_flops(double(c.n), double(c.k))
                    : r == "syr2k" || r == "her2k" ? syr2k_flops(double(c.n), double(c.k))
                                                   : trmm_flops(left, double(c.m), double(c.n));
    const double flops = f.total(complex) * double(batch);
    const double parts = complex ? 2 : 1;
    const double stored = double(sa + sb + sc) * parts * double(batch);
    const double moved = double(sa + sb + 2 * sc) * parts * double(batch);  // the output read and written
    const double roof16 = roofline_gflops(c, true, flops, 2 * moved, stored * 2);
    const double roof32 = roofline_gflops(c, true, flops, 4 * moved, stored * 4);
    const bool mem16 = from_memory(c, stored * 2), mem32 = from_memory(c, stored * 4);
    std::fprintf(
        out,
        "%-6s  %s    %s    %c%c%c%c  %5lld %5lld %5lld %8lld  %-5s %s  %9.3f ms %8.2f GF/s %6.1f%% roof"
        "  |  %-5s %s %9.3f ms %8.2f GF/s %6.1f%% roof  |  %s/%s matrices/s %5.2f  %s\n",
        std::string(r).c_str(), G::letter, row ? "row" : "col", left ? 'L' : 'R',
        c.uplo == Uplo::Upper ? 'U' : 'L', "ntc"[int(tri ? c.transA : c.trans) - 111],
        c.diag == Diag::Unit ? 'U' : 'N', (long long)c.m, (long long)c.n, (long long)c.k, (long long)batch,
        mem16 ? "mem" : "cache", G::low, t16 * 1e3, flops / t16 / 1e9, 100 * flops / t16 / 1e9 / roof16,
        mem32 ? "mem" : "cache", G::high, t32 * 1e3, flops / t32 / 1e9, 100 * flops / t32 / 1e9 / roof32,
        G::low, G::high, t32 / t16,
        info16 != 0 || info != 0 ? "FAIL (info)"
        : mismatches             ? "FAIL (not the rounded single result)"
                                 : "pass");
    return info16 == 0 && info == 0 && mismatches == 0;
}

// Level 1 and 2 in half (axpy, scal, dot (dotu in complex), nrm2, asum, iamax, gemv, ger (geru),
// symv, trmv, trsv): the strided r16/c16 call beside the strided r32/c32 call on the widened
// values, vectors of increment 1 back to back. The half call stages contiguous single copies and
// runs the single call's kernels on them, so the check allows the rounding to half alone (and
// scalar results equal up to single's own rounding).
bool level12_routine(std::string_view r) {
    return r == "axpy" || r == "scal" || r == "dot" || r == "nrm2" || r == "asum" || r == "iamax" ||
           r == "gemv" || r == "ger" || r == "symv" || r == "trmv" || r == "trsv";
}
// Stored sizes of a Level-1/2 case: A is ra x ca (0 x 0 for Level 1), x and y their lengths.
struct Sizes12 {
    int64_t ra = 0, ca = 0, xlen = 0, ylen = 0;
};
Sizes12 level12_sizes(const Case& c) {
    const std::string_view r = c.routine->name;
    if (r == "gemv") {
        const bool t = c.trans != Op::NoTrans;
        return {c.m, c.n, t ? c.m : c.n, t ? c.n : c.m};
    }
    if (r == "ger") return {c.m, c.n, c.m, c.n};
    if (r == "symv" || r == "trmv" || r == "trsv") return {c.n, c.n, c.n, c.n};
    return {0, 0, c.n, c.n};
}

template <class H>
bool run_half_level12_of(const Case& c, std::FILE* out) {
    using G = HalfGemm<H>;
    using S = typename G::S;
    constexpr bool complex = !std::is_same_v<H, _Float16>;
    const std::string_view r = c.routine->name;
    const bool row = c.layout == Layout::RowMajor;
    const Sizes12 sz = level12_sizes(c);
    const int64_t lda = std::max<int64_t>(1, row ? sz.ca : sz.ra), sa = sz.ra * sz.ca, batch = c.batch;
    const int64_t n = c.n, m = c.m;
    std::vector<H> A(size_t(sa * batch)), X0(size_t(sz.xlen * batch)), Y0(size_t(sz.ylen * batch));
    fill_half({&A, &X0, &Y0});
    if (r == "trsv") dominant_diagonal(A, batch, sa, lda, sz.ra);
    std::vector<H> X = X0, Y = Y0, A0 = A;
    const std::vector<S> fX0 = widened(X0), fY0 = widened(Y0), fA0 = widened(A);
    std::vector<S> fA = fA0, fX = fX0, fY = fY0;
    const size_t nb = static_cast<size_t>(batch);
    std::vector<S> res16(nb), res32(nb);        // dot's results
    std::vector<float> nrm16(nb), nrm32(nb);    // nrm2's and asum's
    std::vector<int64_t> idx16(nb), idx32(nb);  // iamax's
    const S alpha = std::isnan(c.alpha) ? S(1.23f) : S(float(c.alpha)),
            beta = std::isnan(c.beta) ? S(0.67f) : S(float(c.beta));
    const BLAS_Layout L = row ? BlasRowMajor : BlasColMajor;
    const BLAS_Uplo uplo = c.uplo == Uplo::Upper ? BlasUpper : BlasLower;
    const BLAS_Diag diag = c.diag == Diag::Unit ? BlasUnit : BlasNonUnit;
    const BLAS_Trans tr = c_trans(c.trans);
    const int64_t sx = sz.xlen, sy = sz.ylen;
    int64_t info = 0;
    auto call = [&](bool half_call) {
        // the operands of this call: half or single, by the same names
        auto run = [&](auto tag, auto* a, auto* x, auto* y, auto* res, float* nrm, int64_t* idx) {
            constexpr bool H16 = decltype(tag)::value;
            if (r == "axpy")
                BBLAS_HALF_OR_SINGLE(BLAS_axpy_batched_strided, n, alpha, x, 1, sx, y, 1, sy, batch, &info);
            else if (r == "scal")
                BBLAS_HALF_OR_SINGLE(BLAS_scal_batched_strided, n, alpha, x, 1, sx, batch, &info);
            else if (r == "dot") {
                if constexpr (complex) {
                    if constexpr (H16)
                        BLAS_dotu_batched_strided_c16(n, x, 1, sx, y, 1, sy, res, batch, &info);
                    else BLAS_dotu_batched_strided_c32(n, x, 1, sx, y, 1, sy, res, batch, &info);
                } else {
                    BBLAS_HALF_OR_SINGLE(BLAS_dot_batched_strided, n, x, 1, sx, y, 1, sy, res, batch, &info);
                }
            } else if (r == "nrm2")
                BBLAS_HALF_OR_SINGLE(BLAS_nrm2_batched_strided, n, x, 1, sx, nrm, batch, &info);
            else if (r == "asum")
                BBLAS_HALF_OR_SINGLE(BLAS_asum_batched_strided, n, x, 1, sx, nrm, batch, &info);
            else if (r == "iamax")
                BBLAS_HALF_OR_SINGLE(BLAS_iamax_batched_strided, n, x, 1, sx, idx, batch, &info);
            else if (r == "gemv")
                BBLAS_HALF_OR_SINGLE(BLAS_gemv_batched_strided, L, tr, m, n, alpha, a, lda, sa, x, 1, sx,
                                     beta, y, 1, sy, batch, &info);
            else if (r == "ger") {
                if constexpr (complex) {
                    if constexpr (H16)
                        BLAS_geru_batched_strided_c16(L, m, n, alpha, x, 1, sx, y, 1, sy, a, lda, sa, batch,
                                                      &info);
                    else
                        BLAS_geru_batched_strided_c32(L, m, n, alpha, x, 1, sx, y, 1, sy, a, lda, sa, batch,
                                                      &info);
                } else {
                    BBLAS_HALF_OR_SINGLE(BLAS_ger_batched_strided, L, m, n, alpha, x, 1, sx, y, 1, sy, a, lda,
                                         sa, batch, &info);
                }
            } else if (r == "symv")
                BBLAS_HALF_OR_SINGLE(BLAS_symv_batched_strided, L, uplo, n, alpha, a, lda, sa, x, 1, sx, beta,
                                     y, 1, sy, batch, &info);
            else if (r == "trmv")
                BBLAS_HALF_OR_SINGLE(BLAS_trmv_batched_strided, L, uplo, tr, diag, n, a, lda, sa, x, 1, sx,
                                     batch, &info);
            else
                BBLAS_HALF_OR_SINGLE(BLAS_trsv_batched_strided, L, uplo, tr, diag, n, a, lda, sa, x, 1, sx,
                                     batch, &info);
        };
        if (half_call)
            run(std::true_type{}, A.data(), X.data(), Y.data(), res16.data(), nrm16.data(), idx16.data());
        else
            run(std::false_type{}, fA.data(), fX.data(), fY.data(), res32.data(), nrm32.data(), idx32.data());
    };
    // the routine's outputs back to their inputs before each timed call
    auto reset16 = [&] {
        std::copy(X0.begin(), X0.end(), X.begin()), std::copy(Y0.begin(), Y0.end(), Y.begin());
        if (r == "ger") std::copy(A0.begin(), A0.end(), A.begin());
    };
    auto reset32 = [&] {
        std::copy(fX0.begin(), fX0.end(), fX.begin()), std::copy(fY0.begin(), fY0.end(), fY.begin());
        if (r == "ger") std::copy(fA0.begin(), fA0.end(), fA.begin());
    };
    const double t16 = run_seconds(c.repeat, c.flush, c.fastest, reset16, [&] { call(true); });
    const double t32 = run_seconds(c.repeat, c.flush, c.fastest, reset32, [&] { call(false); });
    reset16();
    reset32();
    call(true);
    const int64_t info16 = info;
    call(false);
    int64_t mismatches = not_rounded(X, fX) + not_rounded(Y, fY) + not_rounded(A, fA);
    for (int64_t i = 0; i < batch; ++i) {
        const double scale = std::abs(std::complex<double>(res32[size_t(i)])) + std::fabs(nrm32[size_t(i)]);
        mismatches +=
            std::abs(std::complex<double>(res16[size_t(i)]) - std::complex<double>(res32[size_t(i)])) +
                std::fabs(double(nrm16[size_t(i)]) - nrm32[size_t(i)]) >
            0x1p-20 * scale;
        mismatches += idx16[size_t(i)] != idx32[size_t(i)];
    }
    // operations and elements moved per problem (complex: a multiply-add is 8 flops, not 2)
    const double nn = double(n), mn = double(sz.ra) * double(sz.ca);
    const double ops = r == "axpy" || r == "dot" || r == "nrm2"     ? 2 * nn
                       : r == "scal" || r == "asum" || r == "iamax" ? nn
                       : r == "trmv" || r == "trsv"                 ? mn
                                                                    : 2 * mn;
    const double flops = ops * (complex ? 4 : 1) * double(batch);
    const double vectors = r == "axpy"                                  ? 3 * nn
                           : r == "scal" || r == "dot"                  ? 2 * nn
                           : r == "nrm2" || r == "asum" || r == "iamax" ? nn
                           : r == "ger"                                 ? 2 * mn + double(sx + sy)
                           : r == "trmv" || r == "trsv"                 ? mn + 2 * nn
                                                        : mn + double(sx + 2 * sy);  // gemv, symv
    const double parts = complex ? 2 : 1;
    const double stored = double(sa + sx + sy) * parts * double(batch);
    const double roof16 = roofline_gflops(c, true, flops, 2 * vectors * parts * double(batch), stored * 2);
    const double roof32 = roofline_gflops(c, true, flops, 4 * vectors * parts * double(batch), stored * 4);
    const bool mem16 = from_memory(c, stored * 2), mem32 = from_memory(c, stored * 4);
    std::fprintf(
        out,
        "%-6s  %s    %s    %c%c%c   %5lld %5lld        %8lld  %-5s %s  %9.3f ms %8.2f GF/s %6.1f%% roof"
        "  |  %-5s %s %9.3f ms %8.2f GF/s %6.1f%% roof  |  %s/%s problems/s %5.2f  %s\n",
        std::string(r).c_str(), G::letter, row ? "row" : "col", c.uplo == Uplo::Upper ? 'U' : 'L',
        "ntc"[int(c.trans) - 111], c.diag == Diag::Unit ? 'U' : 'N', (long long)m, (long long)n,
        (long long)batch, mem16 ? "mem" : "cache", G::low, t16 * 1e3, flops / t16 / 1e9,
        100 * flops / t16 / 1e9 / roof16, mem32 ? "mem" : "cache", G::high, t32 * 1e3, flops / t32 / 1e9,
        100 * flops / t32 / 1e9 / roof32, G::low, G::high, t32 / t16,
        info16 != 0 || info != 0 ? "FAIL (info)"
        : mismatches             ? "FAIL (not the rounded single result)"
                                 : "pass");
    return info16 == 0 && info == 0 && mismatches == 0;
}
#undef BBLAS_HALF_OR_SINGLE

}  // namespace

bool half_routine(std::string_view name, bool complex) {
    if (name == "hemm" || name == "herk" || name == "her2k") return complex;
    return name == "gemm" || name == "symm" || name == "syrk" || name == "syr2k" || name == "trmm" ||
           name == "trsm" || level12_routine(name);
}

int64_t half_matrix_bytes(const Case& c, bool complex) {
    if (c.routine->name == "gemm") return (complex ? 4 : 2) * (c.m * c.k + c.k * c.n + c.m * c.n);
    if (level12_routine(c.routine->name)) {
        const Sizes12 sz = level12_sizes(c);
        return (complex ? 4 : 2) * (sz.ra * sz.ca + sz.xlen + sz.ylen);
    }
    const Shapes sh = level3_shapes(c);
    return (complex ? 4 : 2) * (sh.ra * sh.ca + sh.rb * sh.cb + sh.rc * sh.cc);
}

bool run_half(const Case& c, bool complex, std::FILE* out) {
    if (level12_routine(c.routine->name))
        return complex ? run_half_level12_of<std::complex<_Float16>>(c, out)
                       : run_half_level12_of<_Float16>(c, out);
    if (c.routine->name != "gemm")
        return complex ? run_half_level3_of<std::complex<_Float16>>(c, out)
                       : run_half_level3_of<_Float16>(c, out);
    return complex ? run_half_gemm_of<std::complex<_Float16>>(c, out) : run_half_gemm_of<_Float16>(c, out);
}

#else

bool half_supported() { return false; }
bool half_routine(std::string_view, bool) { return false; }
int64_t half_matrix_bytes(const Case&, bool) { return 1; }
bool run_half(const Case&, bool, std::FILE*) { return false; }

#endif

}  // namespace tester
