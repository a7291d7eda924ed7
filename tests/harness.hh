// Shared pieces of the bblas test suite: scalar traits, seeded random fill, batch storage with
// NaN padding and guards, overloaded calls of the C API and of the OpenBLAS reference (CBLAS),
// and the error-ratio checks of STYLE.md ("Judging correctness").
//
// Storage: a Batch holds `count` matrices of rows x cols (as stored, before any op) with leading
// dimension ld in one buffer, `stride` elements apart, with kGuard elements before and after.
// Everything that is not a logical element (guards, rows ld-m.. of each column, the gap between
// matrices) is NaN and must come back bit-identical.
#pragma once

#include <bblas.h>
#include <cblas.h>
#include <gtest/gtest.h>
#include <bblas.hh>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <cstring>
#include <functional>
#include <limits>
#include <random>
#include <span>
#include <sstream>
#include <string>
#include <type_traits>
#include <vector>

namespace bt {

// ----------------------------------------------------------------------------------------------
// Scalar traits and names
template <class T>
struct real_of {
    using type = T;
};
template <class T>
struct real_of<std::complex<T>> {
    using type = T;
};
template <class T>
using real_t = typename real_of<T>::type;
template <class T>
inline constexpr bool is_complex_v = !std::is_same_v<T, real_t<T>>;

using AllTypes = ::testing::Types<float, double, std::complex<float>, std::complex<double>>;

// One of four per-type values (r32, r64, c32, c64), chosen by T.
template <class T, class A, class B, class C, class D>
constexpr auto pick(A a, B b, C c, D d) {
    if constexpr (std::is_same_v<T, float>) return a;
    else if constexpr (std::is_same_v<T, double>) return b;
    else if constexpr (std::is_same_v<T, std::complex<float>>) return c;
    else return d;
}
using ComplexTypes = ::testing::Types<std::complex<float>, std::complex<double>>;
using RealTypes = ::testing::Types<float, double>;

template <class T>
constexpr const char* type_name() {
    if constexpr (std::is_same_v<T, float>) return "r32";
    else if constexpr (std::is_same_v<T, double>) return "r64";
    else if constexpr (std::is_same_v<T, std::complex<float>>) return "c32";
    else return "c64";
}
struct TypeNames {
    template <class T>
    static std::string GetName(int) {
        return type_name<T>();
    }
};

inline const char* layout_name(BLAS_Layout v) {
    return v == BlasRowMajor ? "RowMajor" : v == BlasColMajor ? "ColMajor" : "bad-layout";
}
inline const char* op_name(BLAS_Trans v) {
    return v == BlasNoTrans ? "N" : v == BlasTrans ? "T" : v == BlasConjTrans ? "C" : "bad-op";
}
inline const char* uplo_name(BLAS_Uplo v) {
    return v == BlasUpper ? "Upper" : v == BlasLower ? "Lower" : "bad-uplo";
}
inline const char* side_name(BLAS_Side v) {
    return v == BlasLeft ? "Left" : v == BlasRight ? "Right" : "bad-side";
}
inline const char* diag_name(BLAS_Diag v) {
    return v == BlasUnit ? "Unit" : v == BlasNonUnit ? "NonUnit" : "bad-diag";
}

inline constexpr BLAS_Layout kLayouts[] = {BlasColMajor, BlasRowMajor};
inline constexpr BLAS_Trans kOps[] = {BlasNoTrans, BlasTrans, BlasConjTrans};
inline constexpr BLAS_Uplo kUplos[] = {BlasUpper, BlasLower};
inline constexpr BLAS_Side kSides[] = {BlasLeft, BlasRight};
inline constexpr BLAS_Diag kDiags[] = {BlasNonUnit, BlasUnit};

// The sizes every sweep covers: tiny (interleaved kernels), small, and beyond the crossover
// to OpenBLAS (about 24), including the powers of two and their neighbours.
inline constexpr int64_t kSizes[] = {0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 64};
inline constexpr int kNumSizes = int(std::size(kSizes));
// Beyond the interleaved kernels' largest dimension (64) with small others: bblas's direct path
// (or OpenBLAS when the product is large). Sweeps skip the pairs where both are beyond 64.
inline constexpr int64_t kLongSizes[] = {0, 1, 2, 3, 65, 100, 130};
using Sizes = std::span<const int64_t>;

// C++ API enumerations from the C ones (same values).
inline bblas::Layout cpp(BLAS_Layout v) { return bblas::Layout(int(v)); }
inline bblas::Op cpp(BLAS_Trans v) { return bblas::Op(int(v)); }
inline bblas::Uplo cpp(BLAS_Uplo v) { return bblas::Uplo(int(v)); }
inline bblas::Side cpp(BLAS_Side v) { return bblas::Side(int(v)); }
inline bblas::Diag cpp(BLAS_Diag v) { return bblas::Diag(int(v)); }

// Which interface a sweep goes through.
enum class Api { C, CppGrouped, CppFixed };
inline const char* api_name(Api a) {
    return a == Api::C ? "C" : a == Api::CppGrouped ? "C++ grouped" : "C++ fixed";
}

// ----------------------------------------------------------------------------------------------
// Values
template <class T>
T nan_value() {
    const real_t<T> q = std::numeric_limits<real_t<T>>::quiet_NaN();
    if constexpr (is_complex_v<T>) return T(q, q);
    else return q;
}
template <class T>
bool same_bits(const T& a, const T& b) {
    return std::memcmp(&a, &b, sizeof(T)) == 0;
}
template <class T>
T conj_if(const T& x) {
    if constexpr (is_complex_v<T>) return std::conj(x);
    else return x;
}
template <class T>
real_t<T> re(const T& x) {
    if constexpr (is_complex_v<T>) return x.real();
    else return x;
}
template <class T>
real_t<T> im(const T& x) {
    if constexpr (is_complex_v<T>) return x.imag();
    else return real_t<T>(0);
}
template <class T>
double absd(const T& x) {
    if constexpr (is_complex_v<T>) {
        const double a = double(x.real()), b = double(x.imag());
        return std::sqrt(a * a + b * b);
    } else return std::fabs(double(x));
}
template <class T>
std::string str(const T& x) {
    std::ostringstream s;
    s.precision(std::numeric_limits<real_t<T>>::max_digits10);
    if constexpr (is_complex_v<T>) s << "(" << x.real() << "," << x.imag() << ")";
    else s << x;
    return s.str();
}

// Random operands: uniform in [-1, 1) (Fill::Real) or small integers -3..3 (Fill::Int, for which
// every sum of products the tests form is exact in every precision).
enum class Fill { Real, Int };
inline const char* fill_name(Fill f) { return f == Fill::Real ? "real" : "int"; }

class Rng {
public:
    explicit Rng(uint64_t seed) : g_(seed) {}
    double uniform() { return double(g_() >> 11) * 0x1.0p-52 - 1.0; }  // [-1, 1)
    int64_t integer(int64_t lo, int64_t hi) { return lo + int64_t(g_() % uint64_t(hi - lo + 1)); }
    template <class T>
    T value(Fill f) {
        auto one = [&]() -> real_t<T> {
            return f == Fill::Int ? real_t<T>(integer(-3, 3)) : real_t<T>(uniform());
        };
        if constexpr (is_complex_v<T>) {
            const real_t<T> a = one();
            return T(a, one());
        } else {
            return one();
        }
    }
    // A scalar (alpha or beta) that is never 0 or 1: ints from {-2, -1, 2, 3} (complex: both parts).
    template <class T>
    T scalar(Fill f) {
        auto one = [&]() -> real_t<T> {
            if (f == Fill::Int) {
                static constexpr int v[] = {-2, -1, 2, 3};
                return real_t<T>(v[integer(0, 3)]);
            }
            double x = uniform();
            return real_t<T>(x + (x < 0 ? -0.5 : 0.5));
        };
        if constexpr (is_complex_v<T>) {
            const real_t<T> a = one();
            return T(a, one());
        } else {
            return one();
        }
    }

private:
    std::mt19937_64 g_;
};

// How alpha and beta of a group are chosen: the special values of BLAS's semantics.
// Alpha1Beta1 (the update C += A B, which the column kernels run as its own form) is not in
// special_for's cycle: the tests that want it name it.
enum class Special { Normal, Beta0, Alpha0, Quick, Beta1, Alpha0Beta0, Alpha1Beta0, Alpha1Beta1 };
inline const char* special_name(Special s) {
    switch (s) {
        case Special::Normal:
            return "alpha,beta random";
        case Special::Beta0:
            return "beta=0 (NaN in C)";
        case Special::Alpha0:
            return "alpha=0 (NaN in A,B)";
        case Special::Quick:
            return "alpha=0,beta=1 (quick return)";
        case Special::Beta1:
            return "beta=1";
        case Special::Alpha0Beta0:
            return "alpha=0,beta=0 (NaN in A,B,C)";
        case Special::Alpha1Beta1:
            return "alpha=1,beta=1";
        default:
            return "alpha=1,beta=0 (NaN in C)";
    }
}
// Cycles through the specials, three normal groups in ten.
inline Special special_for(int64_t i) {
    static constexpr Special s[] = {
        Special::Normal, Special::Beta0, Special::Normal,      Special::Alpha0,      Special::Beta1,
        Special::Normal, Special::Quick, Special::Alpha0Beta0, Special::Alpha1Beta0, Special::Beta0};
    return s[i % 10];
}
template <class T>
T alpha_for(Special s, Rng& r, Fill f) {
    if (s == Special::Alpha0 || s == Special::Quick || s == Special::Alpha0Beta0) return T(0);
    if (s == Special::Alpha1Beta0 || s == Special::Alpha1Beta1) return T(1);
    return r.scalar<T>(f);
}
template <class T>
T beta_for(Special s, Rng& r, Fill f) {
    if (s == Special::Beta0 || s == Special::Alpha0Beta0 || s == Special::Alpha1Beta0) return T(0);
    if (s == Special::Quick || s == Special::Beta1 || s == Special::Alpha1Beta1) return T(1);
    return r.scalar<T>(f);
}
inline bool reads_c(Special s) {
    return !(s == Special::Beta0 || s == Special::Alpha0Beta0 || s == Special::Alpha1Beta0);
}
inline bool reads_ab(Special s) {
    return !(s == Special::Alpha0 || s == Special::Quick || s == Special::Alpha0Beta0);
}

// The operands of a call with k = 0 on count compact n x n matrices C (gemm, syrk, syr2k):
// C holds zeros of both signs and small integers (Cin: a copy), A and B (n x 0 or 0 x n) point
// to NaN that must not be read, info has room for ReportAll (info[0], then one per matrix).
template <class T>
struct KZeroCall {
    int64_t count, n;
    std::vector<T> C, Cin, AB;
    std::vector<const T*> A;
    std::vector<T*> Cp;
    std::vector<int64_t> info;
    KZeroCall(int64_t matrices, int64_t order)
        : count(matrices),
          n(order),
          C(size_t(matrices * order * order)),
          AB(size_t(order), nan_value<T>()),
          A(size_t(matrices), AB.data()),
          info(size_t(1 + matrices), 7777) {
        for (size_t e = 0; e < C.size(); ++e)
            C[e] = e % 3 == 0 ? T(0.0) : e % 3 == 1 ? T(-0.0) : T(e % 7) - 3;
        Cin = C;
        for (int64_t i = 0; i < count; ++i) Cp.push_back(C.data() + i * n * n);
        info[0] = BblasErrorsReportAll;
    }
    // Every info 0, and element e of C exactly want(e), zeros with their sign.
    template <class Want>
    ::testing::AssertionResult check(Want want) const {
        for (size_t i = 0; i < info.size(); ++i)
            if (info[i] != 0) return ::testing::AssertionFailure() << "info[" << i << "] = " << info[i];
        for (size_t e = 0; e < C.size(); ++e) {
            const T w = want(e);
            if (!(C[e] == w && std::signbit(C[e]) == std::signbit(w)))
                return ::testing::AssertionFailure()
                       << "C element " << e << ": " << str(C[e]) << " against " << str(w);
        }
        return ::testing::AssertionSuccess();
    }
};

// ----------------------------------------------------------------------------------------------
// Batch storage
template <class T>
struct Batch {
    static constexpr int64_t kGuard = 5;
    int64_t count = 0, rows = 0, cols = 0, ld = 1, stride = 0;
    bool row_major = false;
    std::vector<T> buf;

    Batch() = default;
    // gap: NaN elements between consecutive matrices (stride = ld * outer + gap)
    Batch(int64_t count_, int64_t rows_, int64_t cols_, int64_t ld_, BLAS_Layout layout, int64_t gap = 0)
        : count(count_), rows(rows_), cols(cols_), ld(ld_), row_major(layout == BlasRowMajor) {
        stride = ld * outer() + gap;
        buf.assign(size_t(2 * kGuard + count * stride), nan_value<T>());
    }
    int64_t outer() const { return row_major ? rows : cols; }
    int64_t inner() const { return row_major ? cols : rows; }
    T* ptr(int64_t i) { return buf.data() + kGuard + i * stride; }
    const T* ptr(int64_t i) const { return buf.data() + kGuard + i * stride; }
    int64_t offset(int64_t r, int64_t c) const { return row_major ? r * ld + c : r + c * ld; }
    T& at(int64_t i, int64_t r, int64_t c) { return ptr(i)[offset(r, c)]; }
    const T& at(int64_t i, int64_t r, int64_t c) const { return ptr(i)[offset(r, c)]; }
    std::vector<T*> pointers() {
        std::vector<T*> p(static_cast<size_t>(count));
        for (int64_t i = 0; i < count; ++i) p[size_t(i)] = ptr(i);
        return p;
    }
    std::vector<const T*> const_pointers() const {
        std::vector<const T*> p(static_cast<size_t>(count));
        for (int64_t i = 0; i < count; ++i) p[size_t(i)] = ptr(i);
        return p;
    }
    // Buffer index -> (matrix, row, col) of a logical element; false for guards and padding.
    bool locate(int64_t idx, int64_t& i, int64_t& r, int64_t& c) const {
        idx -= kGuard;
        if (idx < 0 || stride == 0 || idx >= count * stride) return false;
        i = idx / stride;
        const int64_t o = idx % stride;
        if (o >= ld * outer()) return false;
        const int64_t in = o % ld, out = o / ld;
        if (in >= inner()) return false;
        r = row_major ? out : in;
        c = row_major ? in : out;
        return true;
    }
    template <class F>
    void each(F f) {
        for (int64_t i = 0; i < count; ++i)
            for (int64_t c = 0; c < cols; ++c)
                for (int64_t r = 0; r < rows; ++r) f(i, r, c, at(i, r, c));
    }
    void fill(Rng& rng, Fill f) {
        each([&](int64_t, int64_t, int64_t, T& x) { x = rng.value<T>(f); });
    }
};

// The minimal leading dimension of a stored rows x cols matrix, plus pad.
inline int64_t ld_for(BLAS_Layout layout, int64_t rows, int64_t cols, int64_t pad) {
    return std::max<int64_t>(1, layout == BlasColMajor ? rows : cols) + pad;
}

// Every buffer element for which checked(i, r, c) is false (and every non-logical element) is
// bit-identical in `after` and `before`.
template <class T, class Pred>
::testing::AssertionResult untouched_except(const Batch<T>& after, const Batch<T>& before, const char* name,
                                            Pred checked) {
    int bad = 0;
    std::ostringstream msg;
    for (int64_t idx = 0; idx < int64_t(after.buf.size()); ++idx) {
        int64_t i = 0, r = 0, c = 0;
        const bool logical = after.locate(idx, i, r, c);
        if (logical && checked(i, r, c)) continue;
        if (same_bits(after.buf[size_t(idx)], before.buf[size_t(idx)])) continue;
        if (bad++ < 4) {
            msg << "\n  " << name << ": ";
            if (logical) msg << "matrix " << i << " element (" << r << "," << c << ")";
            else msg << "padding/guard at buffer index " << idx;
            msg << " changed from " << str(before.buf[size_t(idx)]) << " to " << str(after.buf[size_t(idx)]);
        }
    }
    if (bad == 0) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure()
           << bad << " element(s) that must stay untouched changed:" << msg.str();
}
template <class T>
::testing::AssertionResult untouched(const Batch<T>& after, const Batch<T>& before, const char* name) {
    return untouched_except(after, before, name, [](int64_t, int64_t, int64_t) { return false; });
}
// Only logical elements may change.
template <class T>
::testing::AssertionResult padding_untouched(const Batch<T>& after, const Batch<T>& before,
                                             const char* name) {
    return untouched_except(after, before, name, [](int64_t, int64_t, int64_t) { return true; });
}

// ----------------------------------------------------------------------------------------------
// Logical matrices (column-major, explicit) for the bounds and residuals.
template <class T>
struct Dense {
    int64_t rows = 0, cols = 0;
    std::vector<T> v;
    Dense(int64_t r, int64_t c) : rows(r), cols(c), v(size_t(r * c), T(0)) {}
    T& operator()(int64_t r, int64_t c) { return v[size_t(r + c * rows)]; }
    const T& operator()(int64_t r, int64_t c) const { return v[size_t(r + c * rows)]; }
};
template <class T, class F>
Dense<T> dense(int64_t rows, int64_t cols, F f) {
    Dense<T> d(rows, cols);
    for (int64_t c = 0; c < cols; ++c)
        for (int64_t r = 0; r < rows; ++r) d(r, c) = f(r, c);
    return d;
}
// op(X) of the stored matrix i of X, rows x cols as seen after op.
template <class T>
Dense<T> op_of(const Batch<T>& X, int64_t i, BLAS_Trans t, int64_t rows, int64_t cols) {
    return dense<T>(rows, cols, [&](int64_t r, int64_t c) {
        if (t == BlasNoTrans) return X.at(i, r, c);
        if (t == BlasConjTrans) return conj_if(X.at(i, c, r));
        return X.at(i, c, r);
    });
}
template <class T>
Dense<T> transpose(const Dense<T>& X, bool conj) {
    return dense<T>(X.cols, X.rows, [&](int64_t r, int64_t c) { return conj ? conj_if(X(c, r)) : X(c, r); });
}
// sum_l |X(r,l)| |Y(l,c)|
template <class T>
Dense<double> abs_product(const Dense<T>& X, const Dense<T>& Y) {
    Dense<double> P(X.rows, Y.cols);
    std::vector<double> ax(X.v.size());
    for (size_t e = 0; e < ax.size(); ++e) ax[e] = absd(X.v[e]);
    for (int64_t c = 0; c < Y.cols; ++c)
        for (int64_t l = 0; l < X.cols; ++l) {
            const double y = absd(Y(l, c));
            if (y == 0) continue;
            const double* xc = &ax[size_t(l * X.rows)];
            double* pc = &P.v[size_t(c * X.rows)];
            for (int64_t r = 0; r < X.rows; ++r) pc[r] += xc[r] * y;
        }
    return P;
}

// Unit roundoff times the complex factor of the netlib bounds.
template <class T>
double unit_roundoff() {
    const double u = double(std::numeric_limits<real_t<T>>::epsilon()) / 2;
    return is_complex_v<T> ? u * 2 * std::sqrt(2.0) : u;
}
inline constexpr double kRatioLimit = 16;

// A wider type for residuals: double for float, long double for double (complex alike).
template <class T>
struct residual_type {
    using type = double;
};
template <>
struct residual_type<double> {
    using type = long double;
};
template <>
struct residual_type<std::complex<float>> {
    using type = std::complex<double>;
};
template <>
struct residual_type<std::complex<double>> {
    using type = std::complex<long double>;
};
template <class T>
using residual_t = typename residual_type<T>::type;
template <class W, class T>
W widen_to(const T& x) {
    if constexpr (is_complex_v<T>) return W(x.real(), x.imag());
    else return W(x);
}

// A triangular solve's backward error (STYLE.md), matrix i: every element of
// |op(A) X - alpha B0| / ((ka+2) u |op(A)||X|) (left; else X op(A)) under kRatioLimit, computed
// in wider precision; a zero denominator needs an exactly zero residual. oa: op(A) (ka x ka), X:
// the solution (m x n); note(r, c): more words on a failing element.
template <class T, class Note>
::testing::AssertionResult solve_backward_error(bool left, const Dense<T>& oa, const Dense<T>& X, T alpha,
                                                const Batch<T>& B0, int64_t i, Note note) {
    using W = residual_t<T>;
    const int64_t m = X.rows, n = X.cols, ka = left ? m : n;
    const Dense<double> P = left ? abs_product(oa, X) : abs_product(X, oa);
    const double u = unit_roundoff<T>();
    double worst = 0;
    std::ostringstream msg;
    int bad = 0;
    for (int64_t c = 0; c < n; ++c)
        for (int64_t r = 0; r < m; ++r) {
            W s = -widen_to<W>(alpha) * widen_to<W>(B0.at(i, r, c));
            if (left)
                for (int64_t l = 0; l < m; ++l) s += widen_to<W>(oa(r, l)) * widen_to<W>(X(l, c));
            else
                for (int64_t l = 0; l < n; ++l) s += widen_to<W>(X(r, l)) * widen_to<W>(oa(l, c));
            const double res = double(std::abs(s));
            const double den = double(ka + 2) * u * P(r, c);
            const double ratio =
                den == 0 ? (res == 0 ? 0 : std::numeric_limits<double>::infinity()) : res / den;
            if (!(ratio <= worst)) worst = ratio;
            if (!(ratio < kRatioLimit) && bad++ < 4)
                msg << "\n  (" << r << "," << c << "): X = " << str(X(r, c)) << note(r, c) << ", residual "
                    << res << ", ratio " << ratio;
        }
    if (bad == 0) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure()
           << bad << " element(s) of matrix " << i << " fail the backward error test, worst ratio " << worst
           << msg.str();
}

// Which logical elements of an output are computed.
enum class Region { Full, Upper, Lower };
inline bool in_region(Region g, int64_t r, int64_t c) {
    return g == Region::Full || (g == Region::Upper ? r <= c : r >= c);
}
inline Region region_of(BLAS_Uplo u) { return u == BlasUpper ? Region::Upper : Region::Lower; }

// out(i) against ref(i) on `region` of an m x n output: exact (value equality) or by the ratio
// |out - ref| / den < kRatioLimit, den = 0 meaning exact.
template <class T>
::testing::AssertionResult check_values(const Batch<T>& out, const Batch<T>& ref, int64_t i, Region region,
                                        const Dense<double>* den, bool exact) {
    double worst = 0;
    int bad = 0;
    std::ostringstream msg;
    for (int64_t c = 0; c < out.cols; ++c)
        for (int64_t r = 0; r < out.rows; ++r) {
            if (!in_region(region, r, c)) continue;
            const T x = out.at(i, r, c), y = ref.at(i, r, c);
            bool ok;
            double ratio = 0;
            if (exact || !den || (*den)(r, c) == 0) {
                ok = x == y;
                ratio = ok ? 0 : std::numeric_limits<double>::infinity();
            } else {
                const double d =
                    is_complex_v<T>
                        ? std::abs(std::complex<double>(re(x), im(x)) - std::complex<double>(re(y), im(y)))
                        : std::fabs(double(re(x)) - double(re(y)));
                ratio = d / (*den)(r, c);
                ok = ratio < kRatioLimit;  // false for NaN
            }
            if (!(ratio <= worst)) worst = ratio;
            if (!ok && bad++ < 4)
                msg << "\n  (" << r << "," << c << "): got " << str(x) << ", reference " << str(y)
                    << (exact ? " (exact comparison)" : ", ratio " + std::to_string(ratio));
        }
    if (bad == 0) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure()
           << bad << " wrong element(s) in matrix " << i << ", worst ratio " << worst << msg.str();
}

// den(r,c) = mult * u * (|alpha| P(r,c) + |beta| |C0(r,c)|)
template <class T, class S1, class S2>
Dense<double> bound(double mult, S1 alpha, const Dense<double>& P, S2 beta, const Batch<T>& C0, int64_t i) {
    const double u = unit_roundoff<T>(), a = absd(alpha), b = absd(beta);
    Dense<double> d(P.rows, P.cols);
    for (int64_t c = 0; c < P.cols; ++c)
        for (int64_t r = 0; r < P.rows; ++r)
            d(r, c) = mult * u * (a * P(r, c) + (b == 0 ? 0.0 : b * absd(C0.at(i, r, c))));
    return d;
}

// ----------------------------------------------------------------------------------------------
// OpenBLAS reference, one matrix at a time, in the layout of the test.
namespace ref {
inline CBLAS_ORDER O(BLAS_Layout v) { return CBLAS_ORDER(int(v)); }
inline CBLAS_TRANSPOSE Tr(BLAS_Trans v) { return CBLAS_TRANSPOSE(int(v)); }
inline CBLAS_UPLO U(BLAS_Uplo v) { return CBLAS_UPLO(int(v)); }
inline CBLAS_SIDE S(BLAS_Side v) { return CBLAS_SIDE(int(v)); }
inline CBLAS_DIAG D(BLAS_Diag v) { return CBLAS_DIAG(int(v)); }
using cf = std::complex<float>;
using cd = std::complex<double>;
using i32 = blasint;

template <class T>
void gemm(BLAS_Layout L, BLAS_Trans ta, BLAS_Trans tb, int64_t m, int64_t n, int64_t k, T alpha, const T* A,
          int64_t lda, const T* B, int64_t ldb, T beta, T* C, int64_t ldc) {
    if constexpr (std::is_same_v<T, float>)
        cblas_sgemm(O(L), Tr(ta), Tr(tb), i32(m), i32(n), i32(k), alpha, A, i32(lda), B, i32(ldb), beta, C,
                    i32(ldc));
    else if constexpr (std::is_same_v<T, double>)
        cblas_dgemm(O(L), Tr(ta), Tr(tb), i32(m), i32(n), i32(k), alpha, A, i32(lda), B, i32(ldb), beta, C,
                    i32(ldc));
    else if constexpr (std::is_same_v<T, cf>)
        cblas_cgemm(O(L), Tr(ta), Tr(tb), i32(m), i32(n), i32(k), &alpha, A, i32(lda), B, i32(ldb), &beta, C,
                    i32(ldc));
    else
        cblas_zgemm(O(L), Tr(ta), Tr(tb), i32(m), i32(n), i32(k), &alpha, A, i32(lda), B, i32(ldb), &beta, C,
                    i32(ldc));
}

// symm (herm = false) or hemm (herm = true; symm for real T)
template <class T>
void symm(bool herm, BLAS_Layout L, BLAS_Side s, BLAS_Uplo u, int64_t m, int64_t n, T alpha, const T* A,
          int64_t lda, const T* B, int64_t ldb, T beta, T* C, int64_t ldc) {
    if constexpr (std::is_same_v<T, float>)
        cblas_ssymm(O(L), S(s), U(u), i32(m), i32(n), alpha, A, i32(lda), B, i32(ldb), beta, C, i32(ldc));
    else if constexpr (std::is_same_v<T, double>)
        cblas_dsymm(O(L), S(s), U(u), i32(m), i32(n), alpha, A, i32(lda), B, i32(ldb), beta, C, i32(ldc));
    else if constexpr (std::is_same_v<T, cf>)
        (herm ? cblas_chemm : cblas_csymm)(O(L), S(s), U(u), i32(m), i32(n), &alpha, A, i32(lda), B, i32(ldb),
                                           &beta, C, i32(ldc));
    else
        (herm ? cblas_zhemm : cblas_zsymm)(O(L), S(s), U(u), i32(m), i32(n), &alpha, A, i32(lda), B, i32(ldb),
                                           &beta, C, i32(ldc));
}

template <class T>
void syrk(BLAS_Layout L, BLAS_Uplo u, BLAS_Trans t, int64_t n, int64_t k, T alpha, const T* A, int64_t lda,
          T beta, T* C, int64_t ldc) {
    if constexpr (std::is_same_v<T, float>)
        cblas_ssyrk(O(L), U(u), Tr(t), i32(n), i32(k), alpha, A, i32(lda), beta, C, i32(ldc));
    else if constexpr (std::is_same_v<T, double>)
        cblas_dsyrk(O(L), U(u), Tr(t), i32(n), i32(k), alpha, A, i32(lda), beta, C, i32(ldc));
    else if constexpr (std::is_same_v<T, cf>)
        cblas_csyrk(O(L), U(u), Tr(t), i32(n), i32(k), &alpha, A, i32(lda), &beta, C, i32(ldc));
    else cblas_zsyrk(O(L), U(u), Tr(t), i32(n), i32(k), &alpha, A, i32(lda), &beta, C, i32(ldc));
}

template <class T>
void herk(BLAS_Layout L, BLAS_Uplo u, BLAS_Trans t, int64_t n, int64_t k, real_t<T> alpha, const T* A,
          int64_t lda, real_t<T> beta, T* C, int64_t ldc) {
    if constexpr (std::is_same_v<T, cf>)
        cblas_cherk(O(L), U(u), Tr(t), i32(n), i32(k), alpha, A, i32(lda), beta, C, i32(ldc));
    else cblas_zherk(O(L), U(u), Tr(t), i32(n), i32(k), alpha, A, i32(lda), beta, C, i32(ldc));
}

template <class T>
void syr2k(BLAS_Layout L, BLAS_Uplo u, BLAS_Trans t, int64_t n, int64_t k, T alpha, const T* A, int64_t lda,
           const T* B, int64_t ldb, T beta, T* C, int64_t ldc) {
    if constexpr (std::is_same_v<T, float>)
        cblas_ssyr2k(O(L), U(u), Tr(t), i32(n), i32(k), alpha, A, i32(lda), B, i32(ldb), beta, C, i32(ldc));
    else if constexpr (std::is_same_v<T, double>)
        cblas_dsyr2k(O(L), U(u), Tr(t), i32(n), i32(k), alpha, A, i32(lda), B, i32(ldb), beta, C, i32(ldc));
    else if constexpr (std::is_same_v<T, cf>)
        cblas_csyr2k(O(L), U(u), Tr(t), i32(n), i32(k), &alpha, A, i32(lda), B, i32(ldb), &beta, C, i32(ldc));
    else
        cblas_zsyr2k(O(L), U(u), Tr(t), i32(n), i32(k), &alpha, A, i32(lda), B, i32(ldb), &beta, C, i32(ldc));
}

template <class T>
void her2k(BLAS_Layout L, BLAS_Uplo u, BLAS_Trans t, int64_t n, int64_t k, T alpha, const T* A, int64_t lda,
           const T* B, int64_t ldb, real_t<T> beta, T* C, int64_t ldc) {
    if constexpr (std::is_same_v<T, cf>)
        cblas_cher2k(O(L), U(u), Tr(t), i32(n), i32(k), &alpha, A, i32(lda), B, i32(ldb), beta, C, i32(ldc));
    else cblas_zher2k(O(L), U(u), Tr(t), i32(n), i32(k), &alpha, A, i32(lda), B, i32(ldb), beta, C, i32(ldc));
}

// trmm (solve = false) or trsm (solve = true)
template <class T>
void trxm(bool solve, BLAS_Layout L, BLAS_Side s, BLAS_Uplo u, BLAS_Trans t, BLAS_Diag d, int64_t m,
          int64_t n, T alpha, const T* A, int64_t lda, T* B, int64_t ldb) {
    if constexpr (std::is_same_v<T, float>)
        (solve ? cblas_strsm : cblas_strmm)(O(L), S(s), U(u), Tr(t), D(d), i32(m), i32(n), alpha, A, i32(lda),
                                            B, i32(ldb));
    else if constexpr (std::is_same_v<T, double>)
        (solve ? cblas_dtrsm : cblas_dtrmm)(O(L), S(s), U(u), Tr(t), D(d), i32(m), i32(n), alpha, A, i32(lda),
                                            B, i32(ldb));
    else if constexpr (std::is_same_v<T, cf>)
        (solve ? cblas_ctrsm : cblas_ctrmm)(O(L), S(s), U(u), Tr(t), D(d), i32(m), i32(n), &alpha, A,
                                            i32(lda), B, i32(ldb));
    else
        (solve ? cblas_ztrsm : cblas_ztrmm)(O(L), S(s), U(u), Tr(t), D(d), i32(m), i32(n), &alpha, A,
                                            i32(lda), B, i32(ldb));
}
}  // namespace ref

// ----------------------------------------------------------------------------------------------
// The C API, one overload set per routine family (forwarders by type).
namespace capi {
using cf = std::complex<float>;
using cd = std::complex<double>;

template <class T>
void gemm(BLAS_Layout L, const BLAS_Trans* ta, const BLAS_Trans* tb, const int64_t* m, const int64_t* n,
          const int64_t* k, const T* alpha, const T* const* A, const int64_t* lda, const T* const* B,
          const int64_t* ldb, const T* beta, T* const* C, const int64_t* ldc, int64_t gc, const int64_t* gs,
          int64_t* info) {
    if constexpr (std::is_same_v<T, float>)
        BLAS_gemm_batched_r32(L, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, gc, gs, info);
    else if constexpr (std::is_same_v<T, double>)
        BLAS_gemm_batched_r64(L, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, gc, gs, info);
    else if constexpr (std::is_same_v<T, cf>)
        BLAS_gemm_batched_c32(L, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, gc, gs, info);
    else BLAS_gemm_batched_c64(L, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, gc, gs, info);
}

template <class T>
void symm(bool herm, BLAS_Layout L, const BLAS_Side* s, const BLAS_Uplo* u, const int64_t* m,
          const int64_t* n, const T* alpha, const T* const* A, const int64_t* lda, const T* const* B,
          const int64_t* ldb, const T* beta, T* const* C, const int64_t* ldc, int64_t gc, const int64_t* gs,
          int64_t* info) {
    if constexpr (std::is_same_v<T, float>)
        (herm ? BLAS_hemm_batched_r32 : BLAS_symm_batched_r32)(L, s, u, m, n, alpha, A, lda, B, ldb, beta, C,
                                                               ldc, gc, gs, info);
    else if constexpr (std::is_same_v<T, double>)
        (herm ? BLAS_hemm_batched_r64 : BLAS_symm_batched_r64)(L, s, u, m, n, alpha, A, lda, B, ldb, beta, C,
                                                               ldc, gc, gs, info);
    else if constexpr (std::is_same_v<T, cf>)
        (herm ? BLAS_hemm_batched_c32 : BLAS_symm_batched_c32)(L, s, u, m, n, alpha, A, lda, B, ldb, beta, C,
                                                               ldc, gc, gs, info);
    else
        (herm ? BLAS_hemm_batched_c64 : BLAS_symm_batched_c64)(L, s, u, m, n, alpha, A, lda, B, ldb, beta, C,
                                                               ldc, gc, gs, info);
}

template <class T>
void syrk(BLAS_Layout L, const BLAS_Uplo* u, const BLAS_Trans* t, const int64_t* n, const int64_t* k,
          const T* alpha, const T* const* A, const int64_t* lda, const T* beta, T* const* C,
          const int64_t* ldc, int64_t gc, const int64_t* gs, int64_t* info) {
    if constexpr (std::is_same_v<T, float>)
        BLAS_syrk_batched_r32(L, u, t, n, k, alpha, A, lda, beta, C, ldc, gc, gs, info);
    else if constexpr (std::is_same_v<T, double>)
        BLAS_syrk_batched_r64(L, u, t, n, k, alpha, A, lda, beta, C, ldc, gc, gs, info);
    else if constexpr (std::is_same_v<T, cf>)
        BLAS_syrk_batched_c32(L, u, t, n, k, alpha, A, lda, beta, C, ldc, gc, gs, info);
    else BLAS_syrk_batched_c64(L, u, t, n, k, alpha, A, lda, beta, C, ldc, gc, gs, info);
}

template <class T>
void herk(BLAS_Layout L, const BLAS_Uplo* u, const BLAS_Trans* t, const int64_t* n, const int64_t* k,
          const real_t<T>* alpha, const T* const* A, const int64_t* lda, const real_t<T>* beta, T* const* C,
          const int64_t* ldc, int64_t gc, const int64_t* gs, int64_t* info) {
    if constexpr (std::is_same_v<T, cf>)
        BLAS_herk_batched_c32(L, u, t, n, k, alpha, A, lda, beta, C, ldc, gc, gs, info);
    else BLAS_herk_batched_c64(L, u, t, n, k, alpha, A, lda, beta, C, ldc, gc, gs, info);
}

template <class T>
void syr2k(BLAS_Layout L, const BLAS_Uplo* u, const BLAS_Trans* t, const int64_t* n, const int64_t* k,
           const T* alpha, const T* const* A, const int64_t* lda, const T* const* B, const int64_t* ldb,
           const T* beta, T* const* C, const int64_t* ldc, int64_t gc, const int64_t* gs, int64_t* info) {
    if constexpr (std::is_same_v<T, float>)
        BLAS_syr2k_batched_r32(L, u, t, n, k, alpha, A, lda, B, ldb, beta, C, ldc, gc, gs, info);
    else if constexpr (std::is_same_v<T, double>)
        BLAS_syr2k_batched_r64(L, u, t, n, k, alpha, A, lda, B, ldb, beta, C, ldc, gc, gs, info);
    else if constexpr (std::is_same_v<T, cf>)
        BLAS_syr2k_batched_c32(L, u, t, n, k, alpha, A, lda, B, ldb, beta, C, ldc, gc, gs, info);
    else BLAS_syr2k_batched_c64(L, u, t, n, k, alpha, A, lda, B, ldb, beta, C, ldc, gc, gs, info);
}

template <class T>
void her2k(BLAS_Layout L, const BLAS_Uplo* u, const BLAS_Trans* t, const int64_t* n, const int64_t* k,
           const T* alpha, const T* const* A, const int64_t* lda, const T* const* B, const int64_t* ldb,
           const real_t<T>* beta, T* const* C, const int64_t* ldc, int64_t gc, const int64_t* gs,
           int64_t* info) {
    if constexpr (std::is_same_v<T, cf>)
        BLAS_her2k_batched_c32(L, u, t, n, k, alpha, A, lda, B, ldb, beta, C, ldc, gc, gs, info);
    else BLAS_her2k_batched_c64(L, u, t, n, k, alpha, A, lda, B, ldb, beta, C, ldc, gc, gs, info);
}

template <class T>
void trxm(bool solve, BLAS_Layout L, const BLAS_Side* s, const BLAS_Uplo* u, const BLAS_Trans* t,
          const BLAS_Diag* d, const int64_t* m, const int64_t* n, const T* alpha, const T* const* A,
          const int64_t* lda, T* const* B, const int64_t* ldb, int64_t gc, const int64_t* gs, int64_t* info) {
    if constexpr (std::is_same_v<T, float>)
        (solve ? BLAS_trsm_batched_r32 : BLAS_trmm_batched_r32)(L, s, u, t, d, m, n, alpha, A, lda, B, ldb,
                                                                gc, gs, info);
    else if constexpr (std::is_same_v<T, double>)
        (solve ? BLAS_trsm_batched_r64 : BLAS_trmm_batched_r64)(L, s, u, t, d, m, n, alpha, A, lda, B, ldb,
                                                                gc, gs, info);
    else if constexpr (std::is_same_v<T, cf>)
        (solve ? BLAS_trsm_batched_c32 : BLAS_trmm_batched_c32)(L, s, u, t, d, m, n, alpha, A, lda, B, ldb,
                                                                gc, gs, info);
    else
        (solve ? BLAS_trsm_batched_c64 : BLAS_trmm_batched_c64)(L, s, u, t, d, m, n, alpha, A, lda, B, ldb,
                                                                gc, gs, info);
}
}  // namespace capi

// ----------------------------------------------------------------------------------------------
// Helpers for the C++ API forms.
template <class E, class C>
std::vector<decltype(cpp(E{}))> cpp_vec(const C& v) {
    std::vector<decltype(cpp(E{}))> r;
    for (auto x : v) r.push_back(cpp(x));
    return r;
}
// A fixed-batch view of a Batch: as pointers (an array kept alive in `keep`) or strided.
template <class T>
bblas::BatchView<T> view_of(Batch<T>& X, bool strided, std::vector<std::vector<T*>>& keep) {
    const bblas::Layout L = X.row_major ? bblas::Layout::RowMajor : bblas::Layout::ColMajor;
    if (strided) return bblas::StridedBatch<T>(X.ptr(0), X.count, X.rows, X.cols, X.ld, X.stride, L);
    keep.push_back(X.pointers());
    return bblas::PointerBatch<T>(std::span<T* const>(keep.back()), X.rows, X.cols, X.ld, L);
}

// Number of matrices for a group whose matrices hold `elems` elements in all and cost `work`
// multiply-adds: up to 33 for tiny problems, so that blocks of the interleaved path (full and
// partial) are exercised, fewer for larger ones.
inline int64_t count_for(Rng& r, int64_t work, int64_t elems) {
    static constexpr int64_t many[] = {1, 2, 3, 4, 5, 7, 8, 9, 16, 17, 33};
    static constexpr int64_t mid[] = {1, 2, 3, 4, 5, 8, 9};
    if (elems <= 300 && work <= 4096) return many[r.integer(0, int64_t(std::size(many)) - 1)];
    if (elems <= 2000) return mid[r.integer(0, int64_t(std::size(mid)) - 1)];
    return 1 + r.integer(0, 1);
}

// FNV-1a over a batch's buffer: inputs are compared with their state before the call this way.
template <class T>
uint64_t hash_bits(const Batch<T>& X) {
    uint64_t h = 1469598103934665603ull;
    const unsigned char* p = reinterpret_cast<const unsigned char*>(X.buf.data());
    for (size_t i = 0; i < X.buf.size() * sizeof(T); ++i) h = (h ^ p[i]) * 1099511628211ull;
    return h;
}
template <class T>
::testing::AssertionResult input_untouched(const Batch<T>& X, uint64_t before, const char* name) {
    if (hash_bits(X) == before) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << name << " (an input, or its padding) was written to";
}

// Builds the groups of a sweep a chunk at a time (bounded memory), makes one library call per
// chunk (`call`, hundreds of groups of different shapes and options), then checks each group.
// Stops after 10 failed groups.
template <class G, class Call, class Check>
void run_chunked(const std::vector<std::function<G()>>& makers, Call call, Check check, size_t chunk = 500) {
    int failures = 0;
    for (size_t lo = 0; lo < makers.size(); lo += chunk) {
        std::vector<G> groups;
        for (size_t i = lo; i < std::min(makers.size(), lo + chunk); ++i) groups.push_back(makers[i]());
        call(groups);
        if (::testing::Test::HasFatalFailure()) return;
        for (auto& g : groups)
            if (!check(g) && ++failures >= 10) {
                ADD_FAILURE() << "stopping after 10 failed groups";
                return;
            }
    }
}

// EXPECT_TRUE on an AssertionResult, remembering in `ok` whether it held.
#define BT_CHECK(ok, expr)                               \
    do {                                                 \
        const ::testing::AssertionResult bt_r_ = (expr); \
        EXPECT_TRUE(bt_r_);                              \
        (ok) = (ok) && bool(bt_r_);                      \
    } while (0)

// A human-readable trace line.
template <class... A>
std::string trace(const A&... a) {
    std::ostringstream s;
    ((s << a), ...);
    return s.str();
}

}  // namespace bt
