// bblas from C++20: a fixed batch of equally shaped matrices described by views,
//   - bblas::StridedBatch: one buffer, matrix i at base + i * stride (column-major);
//   - bblas::PointerBatch: one pointer per matrix, anywhere in memory (row-major here);
// multiplied with bblas::gemm and checked against a plain triple loop; then an invalid leading
// dimension, which bblas reports by throwing bblas::Error before computing anything.
//
// Build against an installed bblas:
//   c++ -std=c++20 gemm_cpp.cc $(pkg-config --cflags --libs bblas) -o gemm_cpp
// Exit status 0 when every check passes, 1 otherwise.
#include <bblas.hh>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <vector>

namespace {

using bblas::Layout;
using bblas::Op;

// Element (i, j) of a matrix stored with leading dimension ld in the given layout.
double& at(double* x, int64_t ld, Layout layout, int64_t i, int64_t j) {
    return layout == Layout::ColMajor ? x[i + j * ld] : x[i * ld + j];
}
double at(const double* x, int64_t ld, Layout layout, int64_t i, int64_t j) {
    return layout == Layout::ColMajor ? x[i + j * ld] : x[i * ld + j];
}

// C = alpha * op(A) * op(B) + beta * C for matrix `index` of the views, the textbook way.
void gemm_loop(Op ta, Op tb, double alpha, const bblas::BatchView<const double>& A,
               const bblas::BatchView<const double>& B, double beta, const bblas::BatchView<double>& C,
               int64_t index) {
    const int64_t m = C.rows(), n = C.cols();
    const int64_t k = ta == Op::NoTrans ? A.cols() : A.rows();
    for (int64_t i = 0; i < m; ++i)
        for (int64_t j = 0; j < n; ++j) {
            double sum = 0;
            for (int64_t l = 0; l < k; ++l) {
                double a = ta == Op::NoTrans ? at(A[index], A.ld(), A.layout(), i, l)
                                             : at(A[index], A.ld(), A.layout(), l, i);
                double b = tb == Op::NoTrans ? at(B[index], B.ld(), B.layout(), l, j)
                                             : at(B[index], B.ld(), B.layout(), j, l);
                sum += a * b;
            }
            double& c = at(C[index], C.ld(), C.layout(), i, j);
            c = alpha * sum + beta * c;
        }
}

// Small integers: every product and sum is exact, so results must match bit for bit.
void fill(std::vector<double>& x, unsigned& seed) {
    for (double& v : x) {
        seed = seed * 1103515245u + 12345u;
        v = double(int((seed >> 16) % 9u) - 4);
    }
}

double max_diff(const std::vector<double>& x, const std::vector<double>& y) {
    double d = 0;
    for (size_t i = 0; i < x.size(); ++i) d = std::fmax(d, std::fabs(x[i] - y[i]));
    return d;
}

}  // namespace

int main() {
    constexpr int64_t count = 1000, m = 6, n = 5, k = 4;
    unsigned seed = 7;
    int failures = 0;

    // 1. Strided, column-major: C_i = 2 * A_i * B_i - C_i, A 6x4, B 4x5, C 6x5 (C_ld = 8).
    {
        const int64_t lda = m, ldb = k, ldc = 8;
        const int64_t sa = lda * k, sb = ldb * n, sc = ldc * n;
        std::vector<double> a(count * sa), b(count * sb), c(count * sc);
        fill(a, seed);
        fill(b, seed);
        fill(c, seed);
        std::vector<double> cref = c;

        bblas::StridedBatch<const double> A(a.data(), count, m, k, lda, sa);
        bblas::StridedBatch<const double> B(b.data(), count, k, n, ldb, sb);
        bblas::StridedBatch<double> C(c.data(), count, m, n, ldc, sc);
        bblas::gemm(Op::NoTrans, Op::NoTrans, 2.0, A, B, -1.0, C);

        bblas::StridedBatch<double> Cref(cref.data(), count, m, n, ldc, sc);
        for (int64_t i = 0; i < count; ++i) gemm_loop(Op::NoTrans, Op::NoTrans, 2.0, A, B, -1.0, Cref, i);
        double d = max_diff(c, cref);
        std::printf(
            "StridedBatch, column-major: %lld x C(%lldx%lld) = 2 * A * B - C, "
            "max |C - Cref| = %g\n",
            (long long)count, (long long)m, (long long)n, d);
        failures += d != 0;
    }

    // 2. Pointers, row-major, transposed A: C_i = 0.5 * A_i^T * B_i, A stored 4x6, B 4x5.
    //    beta = 0: C is not read, so starting it as NaN must not matter.
    std::vector<std::vector<double>> as(count), bs(count), cs(count), crefs(count);
    std::vector<const double*> ap(count), bp(count);
    std::vector<double*> cp(count), crefp(count);
    for (int64_t i = 0; i < count; ++i) {
        as[i].resize(k * m);
        bs[i].resize(k * n);
        fill(as[i], seed);
        fill(bs[i], seed);
        cs[i].assign(m * n, std::nan(""));
        crefs[i].assign(m * n, 0.0);
        ap[i] = as[i].data();
        bp[i] = bs[i].data();
        cp[i] = cs[i].data();
        crefp[i] = crefs[i].data();
    }
    bblas::PointerBatch<const double> A(ap, k, m, m, Layout::RowMajor);
    bblas::PointerBatch<const double> B(bp, k, n, n, Layout::RowMajor);
    bblas::PointerBatch<double> C(cp, m, n, n, Layout::RowMajor);
    bblas::gemm(Op::Trans, Op::NoTrans, 0.5, A, B, 0.0, C);
    {
        bblas::PointerBatch<double> Cref(crefp, m, n, n, Layout::RowMajor);
        double d = 0;
        for (int64_t i = 0; i < count; ++i) {
            gemm_loop(Op::Trans, Op::NoTrans, 0.5, A, B, 0.0, Cref, i);
            d = std::fmax(d, max_diff(cs[i], crefs[i]));
            for (double v : cs[i]) failures += std::isnan(v);
        }
        std::printf(
            "PointerBatch, row-major:    %lld x C(%lldx%lld) = 0.5 * A^T * B, "
            "max |C - Cref| = %g\n",
            (long long)count, (long long)m, (long long)n, d);
        failures += d != 0;
    }

    // 3. An invalid argument: C described with ld 3 < 5 columns (row-major needs ld >= cols).
    std::vector<std::vector<double>> before = cs;
    try {
        bblas::PointerBatch<double> bad(cp, m, n, 3, Layout::RowMajor);
        bblas::gemm(Op::Trans, Op::NoTrans, 0.5, A, B, 0.0, bad);
        std::printf("FAIL: no bblas::Error for C_ld = 3\n");
        ++failures;
    } catch (const bblas::Error& e) {
        std::printf("bblas::Error as expected: %s\n  routine \"%s\", argument \"%s\"\n", e.what(),
                    e.routine().c_str(), e.argument().c_str());
        if (cs != before) {
            std::printf("FAIL: C was modified by a call that threw\n");
            ++failures;
        }
    }

    std::printf("%s\n", failures ? "gemm_cpp: FAILED" : "gemm_cpp: all checks passed");
    return failures ? 1 : 0;
}
