#include "check.hh"

#include <cmath>
#include <complex>
#include <cstring>
#include <limits>
#include <vector>

namespace tester {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

template <class T>
double unit_roundoff() {
    const double u = double(std::numeric_limits<real_t<T>>::epsilon()) / 2;
    return is_complex_v<T> ? u * 2 * std::sqrt(2.0) : u;
}

// op(X) as a dense column-major rows x cols array, values or moduli.
template <class T>
std::vector<wide_t<T>> dense(const Mat<T>& X, int64_t rows, int64_t cols) {
    std::vector<wide_t<T>> d(size_t(rows * cols));
    for (int64_t j = 0; j < cols; ++j)
        for (int64_t i = 0; i < rows; ++i) d[i + j * rows] = X(i, j);
    return d;
}

template <class T>
std::vector<double> abs_dense(const Mat<T>& X, int64_t rows, int64_t cols) {
    std::vector<double> d(size_t(rows * cols));
    for (int64_t j = 0; j < cols; ++j)
        for (int64_t i = 0; i < rows; ++i) d[i + j * rows] = std::abs(X(i, j));
    return d;
}

// P += X * Y, column-major, X m x k, Y k x n, P m x n.
template <class W>
void add_product(const std::vector<W>& X, const std::vector<W>& Y, int64_t m, int64_t n, int64_t k,
                 std::vector<W>& P) {
    for (int64_t j = 0; j < n; ++j)
        for (int64_t l = 0; l < k; ++l) {
            const W y = Y[l + j * k];
            for (int64_t i = 0; i < m; ++i) P[i + j * m] += X[i + l * m] * y;
        }
}

// diff / bound with 0 / 0 = 0 and x / 0 = inf (NaN stays NaN).
double ratio(double diff, double bound) {
    if (diff == 0) return 0;
    return bound > 0 ? diff / bound : diff == diff ? kInf : diff;
}

// Keeps the largest ratio; a NaN, once seen, is kept.
void keep_worst(double& worst, double r) {
    if (std::isnan(worst)) return;
    if (std::isnan(r) || r > worst) worst = r;
}

}  // namespace

template <class T>
double product_ratio(const ProductCheck<T>& chk, const Mat<T>& out, const Mat<T>& ref) {
    const int64_t m = chk.m, n = chk.n, k = chk.k;
    std::vector<double> bound(size_t(m * n), 0.0);
    for (int t = 0; t < chk.nterms; ++t)
        add_product(abs_dense(chk.terms[t].X, m, k), abs_dense(chk.terms[t].Y, k, n), m, n, k, bound);
    const double scale = double(k + 2) * unit_roundoff<T>();
    double worst = 0;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            if (chk.triangle && !(chk.uplo == Uplo::Lower ? i >= j : i <= j)) {
                if (std::memcmp(&out.raw(i, j), &chk.C0.raw(i, j), sizeof(T)) != 0) keep_worst(worst, kInf);
                continue;
            }
            if (chk.real_diagonal && i == j && std::imag(out.raw(i, i)) != 0) keep_worst(worst, kInf);
            double b = chk.alpha * bound[i + j * m];
            if (chk.beta != 0) b += chk.beta * std::abs(wide_t<T>(chk.C0.raw(i, j)));
            keep_worst(worst, ratio(std::abs(out(i, j) - ref(i, j)), scale * b));
        }
    return worst;
}

template <class T>
double solve_ratio(Side side, int64_t m, int64_t n, T alpha, const Mat<T>& A, const Mat<T>& X,
                   const Mat<T>& B0) {
    const int64_t dim = side == Side::Left ? m : n;
    const auto Aw = dense(A, dim, dim), Xw = dense(X, m, n);
    const auto Aa = abs_dense(A, dim, dim), Xa = abs_dense(X, m, n);
    std::vector<wide_t<T>> res(size_t(m * n), wide_t<T>(0));
    std::vector<double> bound(size_t(m * n), 0.0);
    if (side == Side::Left) {
        add_product(Aw, Xw, m, n, m, res);
        add_product(Aa, Xa, m, n, m, bound);
    } else {
        add_product(Xw, Aw, m, n, n, res);
        add_product(Xa, Aa, m, n, n, bound);
    }
    const double scale = double(dim + 2) * unit_roundoff<T>();
    const wide_t<T> a = alpha;
    double worst = 0;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i)
            keep_worst(worst, ratio(std::abs(res[i + j * m] - a * wide_t<T>(B0.raw(i, j))),
                                    scale * bound[i + j * m]));
    return worst;
}

template double product_ratio(const ProductCheck<float>&, const Mat<float>&, const Mat<float>&);
template double product_ratio(const ProductCheck<double>&, const Mat<double>&, const Mat<double>&);
template double product_ratio(const ProductCheck<std::complex<float>>&, const Mat<std::complex<float>>&,
                              const Mat<std::complex<float>>&);
template double product_ratio(const ProductCheck<std::complex<double>>&, const Mat<std::complex<double>>&,
                              const Mat<std::complex<double>>&);
template double solve_ratio(Side, int64_t, int64_t, float, const Mat<float>&, const Mat<float>&,
                            const Mat<float>&);
template double solve_ratio(Side, int64_t, int64_t, double, const Mat<double>&, const Mat<double>&,
                            const Mat<double>&);
template double solve_ratio(Side, int64_t, int64_t, std::complex<float>, const Mat<std::complex<float>>&,
                            const Mat<std::complex<float>>&, const Mat<std::complex<float>>&);
template double solve_ratio(Side, int64_t, int64_t, std::complex<double>, const Mat<std::complex<double>>&,
                            const Mat<std::complex<double>>&, const Mat<std::complex<double>>&);

}  // namespace tester
