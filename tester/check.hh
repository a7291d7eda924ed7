// Error ratios (STYLE.md, "Judging correctness"): how far bblas's result is from the reference,
// in units of the rounding error the operation is allowed. All arithmetic is in double.
#pragma once

#include <array>
#include <cstdint>
#include <utility>

#include "case.hh"
#include "scalar.hh"

namespace tester {

// How a routine reads a stored matrix.
enum class Shape { General, Symmetric, Hermitian, Triangular };

// op(X) of one stored matrix as the routine sees it: element (i, j) after transposition,
// conjugation, the symmetric or Hermitian mirror of the uplo triangle, or the zeros and unit
// diagonal of a triangular matrix.
template <class T>
struct Mat {
    const T* p = nullptr;
    int64_t ld = 1;
    Layout layout = Layout::ColMajor;
    Op op = Op::NoTrans;
    Shape shape = Shape::General;
    Uplo uplo = Uplo::Lower;
    Diag diag = Diag::NonUnit;

    // Stored element (r, c), bit for bit.
    const T& raw(int64_t r, int64_t c) const {
        return p[layout == Layout::ColMajor ? r + c * ld : r * ld + c];
    }
    bool in_triangle(int64_t r, int64_t c) const { return uplo == Uplo::Lower ? r >= c : r <= c; }

    wide_t<T> operator()(int64_t i, int64_t j) const {
        int64_t r = i, c = j;
        bool conj = false;
        if (op != Op::NoTrans) {
            std::swap(r, c);
            conj = op == Op::ConjTrans;
        }
        if (shape == Shape::Triangular) {
            if (!in_triangle(r, c)) return 0;
            if (r == c && diag == Diag::Unit) return 1;
        } else if (shape != Shape::General && !in_triangle(r, c)) {
            std::swap(r, c);
            conj = conj != (shape == Shape::Hermitian);
        }
        wide_t<T> x = raw(r, c);
        if (shape == Shape::Hermitian && r == c) x = std::real(x);
        return conj_if(x, conj);
    }
};

// |X| * |Y|, X m x k, Y k x n: one term of the bound of a product.
template <class T>
struct Product {
    Mat<T> X, Y;
};

// The bound of C = alpha * (sum of products) + beta * C0 on an m x n result with inner
// dimension k: |alpha| sum |X||Y| + |beta| |C0|. For the rank updates (triangle set) only the
// uplo triangle is compared, the other one must equal C0 bit for bit, and with real_diagonal
// (herk, her2k) the imaginary parts of the diagonal must be exactly zero.
template <class T>
struct ProductCheck {
    int64_t m = 0, n = 0, k = 0;
    double alpha = 0, beta = 0;  // moduli
    std::array<Product<T>, 2> terms{};
    int nterms = 1;
    Mat<T> C0;
    bool triangle = false;
    Uplo uplo = Uplo::Lower;
    bool real_diagonal = false;
};

// max |out - ref| / ((k + 2) u bound) over the compared elements; u = eps / 2, times 2 sqrt(2)
// for complex types. Infinity when an element outside the triangle changed or a diagonal that
// must be real is not; NaN when out holds one.
template <class T>
double product_ratio(const ProductCheck<T>& chk, const Mat<T>& out, const Mat<T>& ref);

// Backward error of the solve op(A) X = alpha B0 (left, A is m x m) or X op(A) = alpha B0
// (right, A is n x n): max |op(A) X - alpha B0| / ((dim + 2) u |op(A)| |X|).
template <class T>
double solve_ratio(Side side, int64_t m, int64_t n, T alpha, const Mat<T>& A, const Mat<T>& X,
                   const Mat<T>& B0);

}  // namespace tester
