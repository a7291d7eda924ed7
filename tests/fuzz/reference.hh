// The results of one matrix of a fuzzed call against plain loops in long double, judged as
// STYLE.md says ("Judging correctness"): element-wise error ratios for gemm and gemv, the
// backward error for trsm, factorisation residuals for potrf and getrf, exact equality where
// the operands are small integers.
#pragma once

#include <cmath>
#include <complex>
#include <cstdint>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

#include "rules.hh"

namespace fuzz {

// A stored matrix or vector as the call addresses it (bblas.h: column-major element (i, j) at
// i + j * ld, row-major at i * ld + j; element e of a vector at e * inc, or from the far end
// for a negative inc).
template <class E>
struct View {
    const E* p = nullptr;
    int64_t ld = 1;
    bool col = true;
    int64_t len = 0;  // vectors
    const E& operator()(int64_t i, int64_t j) const { return p[col ? i + j * ld : i * ld + j]; }
    const E& operator[](int64_t e) const { return p[ld > 0 ? e * ld : (len - 1 - e) * -ld]; }
};

template <class T>
using wide_t = std::conditional_t<is_complex_v<T>, std::complex<long double>, long double>;

template <class T>
wide_t<T> wide(const T& x) {
    if constexpr (is_complex_v<T>) return {x.real(), x.imag()};
    else return x;
}
template <class W>
W mul(const W& a, const W& b) {  // without the library call for NaN recovery
    if constexpr (std::is_same_v<W, long double>) return a * b;
    else return {a.real() * b.real() - a.imag() * b.imag(), a.real() * b.imag() + a.imag() * b.real()};
}
template <class W>
W conj_if(const W& a, bool c) {
    if constexpr (std::is_same_v<W, long double>) return a;
    else return c ? std::conj(a) : a;
}
template <class W>
long double mag(const W& a) {
    if constexpr (std::is_same_v<W, long double>) return std::fabs(a);
    else return std::abs(a);
}
template <class T>
std::string str(const T& x) {
    std::ostringstream s;
    s.precision(std::numeric_limits<real_t<T>>::max_digits10);
    if constexpr (is_complex_v<T>) s << "(" << x.real() << "," << x.imag() << ")";
    else s << x;
    return s.str();
}

template <class T>
long double eps() {
    return std::numeric_limits<real_t<T>>::epsilon();
}
// STYLE.md's u = eps / 2, with 2 sqrt(2) more for complex arithmetic.
template <class T>
long double unit_roundoff() {
    return eps<T>() / 2 * (is_complex_v<T> ? 2 * std::sqrt(2.0L) : 1);
}
inline constexpr long double kRatioLimit = 16;

// Collects the first few wrong elements of a matrix.
class Verdict {
public:
    void bad(const std::string& what) {
        if (count_++ < 4) msg_ += "\n    " + what;
    }
    bool ok() const { return count_ == 0; }
    std::string text() const { return std::to_string(count_) + " wrong:" + msg_; }

private:
    int count_ = 0;
    std::string msg_;
};

// got against ref: exactly, or by |got - ref| / den below the limit (den = 0: exactly).
template <class T>
void judge(Verdict& v, const char* name, int64_t i, int64_t j, const T& got, const wide_t<T>& ref,
           long double den, bool exact) {
    const long double d = mag(wide(got) - ref);
    const bool ok = exact || den == 0 ? wide(got) == ref : d / den < kRatioLimit;
    if (!ok)
        v.bad(std::string(name) + "(" + std::to_string(i) + "," + std::to_string(j) + ") = " + str(got) +
              ", reference " + str(T(ref)) +
              (exact || den == 0 ? " (exact)" : ", ratio " + std::to_string(double(d / den))));
}

// op(X) of a stored matrix: element (i, j) of X, X^T or X^H.
template <class T>
wide_t<T> op_at(const View<T>& X, int op, int64_t i, int64_t j) {
    if (op == BlasNoTrans) return wide(X(i, j));
    return conj_if(wide(X(j, i)), op == BlasConjTrans);
}

// gemm: C = alpha op(A) op(B) + beta C0; A and B only when referenced, C0 only when read.
template <class T>
Verdict check_gemm(const Params<T>& P, const View<T>& A, const View<T>& B, const View<T>& C0,
                   const View<T>& C, bool ab, bool c_read, bool exact) {
    Verdict v;
    const wide_t<T> alpha = wide(P.alpha), beta = wide(P.beta);
    const long double u = unit_roundoff<T>();
    for (int64_t j = 0; j < P.n; ++j)
        for (int64_t i = 0; i < P.m; ++i) {
            wide_t<T> s = 0;
            long double sa = 0;
            if (ab)
                for (int64_t l = 0; l < P.k; ++l) {
                    const wide_t<T> a = op_at(A, P.trans, i, l), b = op_at(B, P.transB, l, j);
                    s += mul(a, b);
                    sa += mag(a) * mag(b);
                }
            wide_t<T> ref = mul(alpha, s);
            long double den = mag(alpha) * sa;
            if (c_read) {
                ref += mul(beta, wide(C0(i, j)));
                den += mag(beta) * mag(wide(C0(i, j)));
            }
            judge(v, "C", i, j, C(i, j), ref, (P.k + 2) * u * den, exact);
        }
    return v;
}

// gemv: y = alpha op(A) x + beta y0.
template <class T>
Verdict check_gemv(const Params<T>& P, const View<T>& A, const View<T>& x, const View<T>& y0,
                   const View<T>& y, bool ax, bool y_read, bool exact) {
    Verdict v;
    const bool nt = P.trans == BlasNoTrans;
    const int64_t len_y = nt ? P.m : P.n, len_x = nt ? P.n : P.m;
    const long double u = unit_roundoff<T>();
    for (int64_t i = 0; i < len_y; ++i) {
        wide_t<T> s = 0;
        long double sa = 0;
        if (ax)
            for (int64_t l = 0; l < len_x; ++l) {
                const wide_t<T> a = op_at(A, P.trans, i, l), b = wide(x[l]);
                s += mul(a, b);
                sa += mag(a) * mag(b);
            }
        wide_t<T> ref = mul(wide(P.alpha), s);
        long double den = mag(wide(P.alpha)) * sa;
        if (y_read) {
            ref += mul(wide(P.beta), wide(y0[i]));
            den += mag(wide(P.beta)) * mag(wide(y0[i]));
        }
        judge(v, "y", i, 0, y[i], ref, (len_x + 2) * u * den, exact);
    }
    return v;
}

// trsm: the backward error max |op(A) X - alpha B0| / ((order + 2) u (|op(A)| |X| + |alpha B0|))
// (left side; X op(A) on the right), which does not depend on A's condition. Only A's uplo
// triangle is read, and not its diagonal when it is Unit. alpha = 0: X = 0 exactly.
template <class T>
Verdict check_trsm(const Params<T>& P, const View<T>& A, const View<T>& B0, const View<T>& X) {
    Verdict v;
    const bool left = P.side == BlasLeft;
    const int64_t order = left ? P.m : P.n;
    auto tri = [&](int64_t r, int64_t c) -> wide_t<T> {  // the logical triangular A
        if (r == c) return P.diag == BlasUnit ? wide_t<T>(1) : wide(A(r, c));
        return (P.uplo == BlasUpper) == (r < c) ? wide(A(r, c)) : wide_t<T>(0);
    };
    auto opA = [&](int64_t r, int64_t c) {
        return P.trans == BlasNoTrans ? tri(r, c) : conj_if(tri(c, r), P.trans == BlasConjTrans);
    };
    const long double u = unit_roundoff<T>();
    for (int64_t j = 0; j < P.n; ++j)
        for (int64_t i = 0; i < P.m; ++i) {
            if (zero(P.alpha)) {
                judge(v, "B", i, j, X(i, j), wide_t<T>(0), 0, true);
                continue;
            }
            wide_t<T> s = 0;
            long double sa = 0;
            for (int64_t l = 0; l < order; ++l) {
                const wide_t<T> a = left ? opA(i, l) : opA(l, j), x = left ? wide(X(l, j)) : wide(X(i, l));
                s += mul(a, x);
                sa += mag(a) * mag(x);
            }
            const wide_t<T> ab = mul(wide(P.alpha), wide(B0(i, j)));
            const long double den = (order + 2) * u * (sa + mag(ab));
            const long double r = mag(s - ab);
            if (!(den == 0 ? r == 0 : r / den < kRatioLimit))
                v.bad("B(" + std::to_string(i) + "," + std::to_string(j) + ") = " + str(X(i, j)) +
                      ": residual " + std::to_string(double(r)) + ", ratio " +
                      (den == 0 ? "inf" : std::to_string(double(r / den))));
        }
    return v;
}

// Dense column-major matrices in long double for the residuals of the factorisations.
template <class W>
struct Dense {
    int64_t rows, cols;
    std::vector<W> v;
    Dense(int64_t r, int64_t c) : rows(r), cols(c), v(size_t(r * c), W(0)) {}
    W& operator()(int64_t i, int64_t j) { return v[size_t(i + j * rows)]; }
    const W& operator()(int64_t i, int64_t j) const { return v[size_t(i + j * rows)]; }
};
template <class W>
long double norm1(const Dense<W>& X) {
    long double best = 0;
    for (int64_t j = 0; j < X.cols; ++j) {
        long double s = 0;
        for (int64_t i = 0; i < X.rows; ++i) s += mag(X(i, j));
        best = std::max(best, s);
    }
    return best;
}
// ||R|| / (n ||A|| eps) below the limit; R = 0 exactly when A = 0 or `exact`.
template <class T, class W>
void judge_residual(Verdict& v, const char* what, const Dense<W>& R, const Dense<W>& A, int64_t n,
                    bool exact) {
    const long double r = norm1(R), a = norm1(A);
    if (exact || a == 0 ? r != 0 : !(r / (n * a * eps<T>()) < kRatioLimit))
        v.bad(std::string(what) + ": ||residual|| " + std::to_string(double(r)) + ", ||A|| " +
              std::to_string(double(a)) +
              (exact || a == 0 ? " (exact)" : ", ratio " + std::to_string(double(r / (n * a * eps<T>())))));
}

// potrf of a positive definite A0 (its uplo triangle stored): ||F F^H - A0|| / (n ||A0|| eps)
// with F = L (Lower) or U^H (Upper) read from A's triangle, a real positive diagonal, and the
// residual exactly 0 for small-integer matrices (their factor is exact).
template <class T>
Verdict check_potrf(const Params<T>& P, const View<T>& A0, const View<T>& A, bool exact) {
    using W = wide_t<T>;
    Verdict v;
    const int64_t n = P.n;
    const bool lower = P.uplo == BlasLower;
    Dense<W> F(n, n), H(n, n);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = j; i < n; ++i) {  // F lower triangular, H the Hermitian A0
            F(i, j) = lower ? wide(A(i, j)) : conj_if(wide(A(j, i)), true);
            H(i, j) = lower ? wide(A0(i, j)) : conj_if(wide(A0(j, i)), true);
            H(j, i) = conj_if(H(i, j), true);
        }
    for (int64_t j = 0; j < n; ++j) {
        const T d = A(j, j);
        if (!(std::real(wide(d)) > 0) || std::imag(wide(d)) != 0)
            v.bad("diagonal " + std::to_string(j) + " = " + str(d));
    }
    Dense<W> R(n, n);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) {
            W s = 0;
            for (int64_t l = 0; l <= std::min(i, j); ++l) s += mul(F(i, l), conj_if(F(j, l), true));
            R(i, j) = s - H(i, j);
        }
    judge_residual<T>(v, "L L^H - A", R, H, n, exact);
    return v;
}

// getrf: pivots in range (1-based, row j swapped with ipiv[j] >= j + 1), |L| bounded by the
// partial pivoting (1; sqrt(2) for complex, whose pivot is the largest |re| + |im|), and
// ||P L U - A0|| / (max(m, n) ||A0|| eps).
template <class T>
Verdict check_getrf(const Params<T>& P, const View<T>& A0, const View<T>& A, const int64_t* ipiv) {
    using W = wide_t<T>;
    Verdict v;
    const int64_t m = P.m, n = P.n, k = std::min(m, n);
    for (int64_t j = 0; j < k; ++j)
        if (ipiv[j] < j + 1 || ipiv[j] > m)
            v.bad("ipiv[" + std::to_string(j) + "] = " + std::to_string(ipiv[j]));
    if (!v.ok()) return v;
    const long double lmax = (is_complex_v<T> ? std::sqrt(2.0L) : 1.0L) * (1 + 4 * eps<T>());
    Dense<W> PA(m, n), LU(m, n);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) PA(i, j) = wide(A0(i, j));
    for (int64_t j = 0; j < k; ++j)
        for (int64_t c = 0; c < n; ++c) std::swap(PA(j, c), PA(ipiv[j] - 1, c));
    for (int64_t j = 0; j < k; ++j)
        for (int64_t i = j + 1; i < m; ++i)
            if (!(mag(wide(A(i, j))) <= lmax))
                v.bad("L(" + std::to_string(i) + "," + std::to_string(j) + ") = " + str(A(i, j)));
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            W s = 0;
            for (int64_t l = 0; l <= std::min({i, j, k - 1}); ++l) {
                const W L = l == i ? W(1) : wide(A(i, l)), U = wide(A(l, j));
                s += mul(L, U);
            }
            LU(i, j) = s - PA(i, j);
        }
    judge_residual<T>(v, "P L U - A", LU, PA, std::max(m, n), false);
    return v;
}

}  // namespace fuzz
