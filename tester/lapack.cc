// bblas-tester's batched LAPACK routines: getrf, getrs, gesv, getri, potrf, potrs, posv. Each case
// times bblas's C API (or the C++ views) beside the OpenMP loop over single-threaded LAPACKE that
// the Level-3 routines are measured against, and judges every matrix LAPACK's way (STYLE.md):
// ||P L U - A||, ||L L^H - A|| / (n ||A|| eps), ||B - A X|| / (n ||A|| ||X|| eps),
// ||A inv(A) - I|| / (n ||A|| ||inv(A)|| eps), and info equal to LAPACKE's.
// Sizes: getrf takes m and n from --dim, the square routines n, the solves nrhs from k
// (--dim 8 solves 8 right-hand sides, --dim 8x8x1 one).
#include <complex>
#define lapack_complex_float std::complex<float>
#define lapack_complex_double std::complex<double>
#include <lapacke.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include <bblas.h>

#include "batch.hh"
#include "roofline.hh"
#include "routines.hh"
#include "scalar.hh"
#include "timer.hh"

namespace tester {
namespace {

enum class Kind { Getrf, Getrs, Gesv, Getri, Potrf, Potrs, Posv };
using Z = std::complex<double>;

#define TESTER_C(r) \
    pick<T>(BLAS_##r##_batched_r32, BLAS_##r##_batched_r64, BLAS_##r##_batched_c32, BLAS_##r##_batched_c64)
#define TESTER_L(r) \
    pick<T>(LAPACKE_s##r##_work, LAPACKE_d##r##_work, LAPACKE_c##r##_work, LAPACKE_z##r##_work)

constexpr bool factors(Kind k) {
    return k == Kind::Getrf || k == Kind::Gesv || k == Kind::Potrf || k == Kind::Posv;
}
constexpr bool solves(Kind k) {
    return k == Kind::Getrs || k == Kind::Gesv || k == Kind::Potrs || k == Kind::Posv;
}
constexpr bool cholesky(Kind k) { return k == Kind::Potrf || k == Kind::Potrs || k == Kind::Posv; }
// The input of getrs, getri and potrs is a factorisation: made once, untimed, by LAPACKE.
constexpr bool takes_factors(Kind k) { return k == Kind::Getrs || k == Kind::Getri || k == Kind::Potrs; }

template <class T>
Z zz(T x) {
    if constexpr (is_complex_v<T>) return Z(x.real(), x.imag());
    else return Z(double(x), 0);
}
int lay(Layout l) { return l == Layout::ColMajor ? LAPACK_COL_MAJOR : LAPACK_ROW_MAJOR; }
char uplo_char(Uplo u) { return u == Uplo::Upper ? 'U' : 'L'; }
char trans_char(Op o) { return o == Op::NoTrans ? 'N' : o == Op::Trans ? 'T' : 'C'; }

struct Dense {
    int64_t r, c;
    std::vector<Z> v;
    Dense(int64_t r_, int64_t c_) : r(r_), c(c_), v(size_t(r_ * c_)) {}
    Z& operator()(int64_t i, int64_t j) { return v[size_t(i + j * r)]; }
    Z operator()(int64_t i, int64_t j) const { return v[size_t(i + j * r)]; }
};
template <class T>
Dense dense(const Operand<T>& X, int64_t i) {
    Dense d(X.rows(), X.cols());
    for (int64_t c = 0; c < X.cols(); ++c)
        for (int64_t r = 0; r < X.rows(); ++r) d(r, c) = zz(X.at(i, r, c));
    return d;
}
Dense mul(const Dense& X, const Dense& Y) {
    Dense P(X.r, Y.c);
    for (int64_t c = 0; c < Y.c; ++c)
        for (int64_t l = 0; l < X.c; ++l)
            for (int64_t r = 0; r < X.r; ++r) P(r, c) += X(r, l) * Y(l, c);
    return P;
}
double norm1(const Dense& X) {
    double best = 0;
    for (int64_t c = 0; c < X.c; ++c) {
        double s = 0;
        for (int64_t r = 0; r < X.r; ++r) s += std::abs(X(r, c));
        best = std::max(best, s);
    }
    return best;
}
double diff1(const Dense& X, const Dense& Y) {
    Dense D = X;
    for (size_t e = 0; e < D.v.size(); ++e) D.v[e] -= Y.v[e];
    return norm1(D);
}
double ratio(double res, double n, double a, double x, double eps) {
    const double den = std::max(n, 1.0) * a * x * eps;
    return den == 0 ? (res == 0 ? 0 : std::numeric_limits<double>::infinity()) : res / den;
}

template <Kind K, class T>
Result run_lapack(const Case& c) {
    using R = real_t<T>;
    const double eps = double(std::numeric_limits<R>::epsilon());
    const int64_t n = c.n, m = K == Kind::Getrf ? c.m : c.n, nrhs = solves(K) ? c.k : 0;
    const int64_t kpiv = std::min(m, n), count = c.batch;
    Result res;
    // The matrices: random (LU) or Hermitian positive definite M M^H + n I (Cholesky).
    Operand<T> orig(count, {m, n}, c.layout), A0(count, {m, n}, c.layout), A(count, {m, n}, c.layout);
    Operand<T> B0(count, {n, nrhs}, c.layout), B(count, {n, nrhs}, c.layout);
    orig.randomize(0, Fill::General);
    B0.randomize(1, Fill::General);
    if constexpr (cholesky(K)) {
#pragma omp parallel for schedule(static)
        for (int64_t i = 0; i < count; ++i) {
            const Dense M = dense(orig, i);
            for (int64_t col = 0; col < n; ++col)
                for (int64_t r = 0; r < n; ++r) {
                    Z s = r == col ? Z(double(n)) : Z(0);
                    for (int64_t l = 0; l < n; ++l) s += M(r, l) * std::conj(M(col, l));
                    if constexpr (is_complex_v<T>)
                        orig.at(i, r, col) = T(R(s.real()), R(r == col ? 0 : s.imag()));
                    else orig.at(i, r, col) = T(s.real());
                }
        }
    }
    std::vector<int64_t> piv0(size_t(count * std::max<int64_t>(kpiv, 1))), piv(piv0.size());
    std::vector<int64_t*> piv_ptrs(static_cast<size_t>(count));
    for (int64_t i = 0; i < count; ++i) piv_ptrs[size_t(i)] = piv.data() + i * std::max<int64_t>(kpiv, 1);
    std::vector<int64_t> ref_info(static_cast<size_t>(count));
    A0.copy_from(orig);
    if constexpr (takes_factors(K)) {  // LAPACKE's factors are the input of both
#pragma omp parallel for schedule(static)
        for (int64_t i = 0; i < count; ++i) {
            std::vector<lapack_int> w(size_t(std::max<int64_t>(kpiv, 1)));
            if constexpr (cholesky(K)) {
                TESTER_L(potrf)(lay(c.layout), uplo_char(c.uplo), n, A0[i], A0.ld());
            } else {
                TESTER_L(getrf)(lay(c.layout), m, n, A0[i], A0.ld(), w.data());
            }
            for (int64_t k = 0; k < kpiv; ++k) piv0[size_t(i * kpiv + k)] = w[size_t(k)];
        }
    }
    auto restore = [&] {
        A.copy_from(A0);
        if (nrhs > 0) B.copy_from(B0);
        std::copy(piv0.begin(), piv0.end(), piv.begin());
    };

    // bblas through the C API, one group
    const BLAS_Layout L = BLAS_Layout(int(c.layout));
    const BLAS_Uplo U = BLAS_Uplo(int(c.uplo));
    const BLAS_Trans Tr = BLAS_Trans(int(c.trans));
    std::vector<int64_t> info(static_cast<size_t>(1 + count));
    std::vector<const T*> a_in(static_cast<size_t>(count));
    std::vector<const int64_t*> p_in(static_cast<size_t>(count));
    for (int64_t i = 0; i < count; ++i) a_in[size_t(i)] = A[i], p_in[size_t(i)] = piv_ptrs[size_t(i)];
    const int64_t lda = A.ld(), ldb = B.ld();
    auto run_bblas = [&] {
        info[0] = BblasErrorsReportAll;
        if constexpr (K == Kind::Getrf) {
            TESTER_C(getrf)(L, &m, &n, A.ptrs(), &lda, piv_ptrs.data(), 1, &count, info.data());
        } else if constexpr (K == Kind::Getrs) {
            TESTER_C(getrs)
            (L, &Tr, &n, &nrhs, a_in.data(), &lda, p_in.data(), B.ptrs(), &ldb, 1, &count, info.data());
        } else if constexpr (K == Kind::Gesv) {
            TESTER_C(gesv)
            (L, &n, &nrhs, A.ptrs(), &lda, piv_ptrs.data(), B.ptrs(), &ldb, 1, &count, info.data());
        } else if constexpr (K == Kind::Getri) {
            TESTER_C(getri)(L, &n, A.ptrs(), &lda, p_in.data(), 1, &count, info.data());
        } else if constexpr (K == Kind::Potrf) {
            TESTER_C(potrf)(L, &U, &n, A.ptrs(), &lda, 1, &count, info.data());
        } else if constexpr (K == Kind::Potrs) {
            TESTER_C(potrs)(L, &U, &n, &nrhs, a_in.data(), &lda, B.ptrs(), &ldb, 1, &count, info.data());
        } else {
            TESTER_C(posv)(L, &U, &n, &nrhs, A.ptrs(), &lda, B.ptrs(), &ldb, 1, &count, info.data());
        }
    };
    // the peer: an OpenMP loop over single-threaded LAPACKE, one matrix per call
    Operand<T> RA(count, {m, n}, c.layout), RB(count, {n, nrhs}, c.layout);
    std::vector<T> scratch_dummy;
    auto run_lapacke = [&] {
#pragma omp parallel
        {
            std::vector<lapack_int> w(size_t(std::max<int64_t>(kpiv, 1)));
            std::vector<T> work(size_t(K == Kind::Getri ? std::max<int64_t>(n * n, 1) : 1));
#pragma omp for schedule(static)
            for (int64_t i = 0; i < count; ++i) {
                lapack_int inf = 0;
                if constexpr (K == Kind::Getrs || K == Kind::Getri)
                    for (int64_t k = 0; k < kpiv; ++k) w[size_t(k)] = lapack_int(piv0[size_t(i * kpiv + k)]);
                if constexpr (K == Kind::Getrf || K == Kind::Gesv) {
                    inf = TESTER_L(getrf)(lay(c.layout), m, n, RA[i], RA.ld(), w.data());
                }
                if constexpr (K == Kind::Potrf || K == Kind::Posv) {
                    inf = TESTER_L(potrf)(lay(c.layout), uplo_char(c.uplo), n, RA[i], RA.ld());
                }
                if constexpr (K == Kind::Getrs || K == Kind::Gesv)
                    if (inf == 0) {
                        TESTER_L(getrs)
                        (lay(c.layout), trans_char(K == Kind::Getrs ? c.trans : Op::NoTrans), n, nrhs, RA[i],
                         RA.ld(), w.data(), RB[i], RB.ld());
                    }
                if constexpr (K == Kind::Potrs || K == Kind::Posv)
                    if (inf == 0) {
                        TESTER_L(potrs)
                        (lay(c.layout), uplo_char(c.uplo), n, nrhs, RA[i], RA.ld(), RB[i], RB.ld());
                    }
                if constexpr (K == Kind::Getri) {
                    inf = TESTER_L(getri)(lay(c.layout), n, RA[i], RA.ld(), w.data(), work.data(),
                                          lapack_int(work.size()));
                }
                ref_info[size_t(i)] = inf;
            }
        }
    };
    auto restore_ref = [&] {
        RA.copy_from(A0);
        if (nrhs > 0) RB.copy_from(B0);
    };

    const double flops_one = [&] {
        const double nn = double(n), mm = double(m), kk = double(kpiv), r = double(nrhs);
        double f = 0;
        if (K == Kind::Getrf || K == Kind::Gesv)
            f += mm * nn * kk - (mm + nn) * kk * kk / 2 + kk * kk * kk / 3;
        if (K == Kind::Potrf || K == Kind::Posv) f += nn * nn * nn / 3;
        if (solves(K)) f += 2 * nn * nn * r;
        if (K == Kind::Getri) f += 4 * nn * nn * nn / 3;
        return f * (is_complex_v<T> ? 4 : 1) * (solves(K) && !factors(K) ? 1 : 1);
    }();
    const double flops = flops_one * double(count);
    const double bytes = double((A.stride() + 2 * B.stride()) * int64_t(sizeof(T))) * 2 * double(count);
    res.footprint = bytes / 2;
    res.in_memory = from_memory(c, res.footprint);

    Timing ref;
    ref.name = "lapacke", ref.status = Status::Reference;
    ref.seconds = run_seconds(c.repeat, c.flush, c.fastest, restore_ref, run_lapacke);
    ref.gflops = flops / ref.seconds / 1e9;

    Timing t;
    t.name = "bblas:c";
    t.seconds = run_seconds(c.repeat, c.flush, c.fastest, restore, run_bblas);
    t.gflops = flops / t.seconds / 1e9;
    if (c.check) {
        double worst = 0;
        int64_t worst_i = -1, info_bad = 0;
#pragma omp parallel
        {
            double w = 0;
            int64_t wi = -1, bad = 0;
#pragma omp for schedule(static) nowait
            for (int64_t i = 0; i < count; ++i) {
                if (info[size_t(1 + i)] != ref_info[size_t(i)]) ++bad;
                if (info[size_t(1 + i)] != 0) continue;
                const Dense A_orig = dense(orig, i);
                const double a1 = norm1(A_orig);
                double e = 0;
                if constexpr (K == Kind::Getrf || K == Kind::Gesv) {
                    Dense Lf(m, kpiv), Uf(kpiv, n);
                    for (int64_t col = 0; col < kpiv; ++col)
                        for (int64_t r = 0; r < m; ++r)
                            Lf(r, col) = r == col ? Z(1) : r > col ? zz(A.at(i, r, col)) : Z(0);
                    for (int64_t col = 0; col < n; ++col)
                        for (int64_t r = 0; r < kpiv; ++r) Uf(r, col) = r <= col ? zz(A.at(i, r, col)) : Z(0);
                    Dense LU = mul(Lf, Uf);
                    for (int64_t j = kpiv - 1; j >= 0; --j)
                        for (int64_t col = 0; col < n; ++col)
                            std::swap(LU(j, col), LU(piv_ptrs[size_t(i)][j] - 1, col));
                    e = std::max(e, ratio(diff1(LU, A_orig), double(std::max(m, n)), a1, 1, eps));
                }
                if constexpr (K == Kind::Potrf || K == Kind::Posv) {
                    Dense Lf(n, n);
                    const bool lower = c.uplo == Uplo::Lower;
                    for (int64_t col = 0; col < n; ++col)
                        for (int64_t r = col; r < n; ++r)
                            Lf(r, col) = lower ? zz(A.at(i, r, col)) : std::conj(zz(A.at(i, col, r)));
                    Dense LH(n, n);
                    for (int64_t col = 0; col < n; ++col)
                        for (int64_t r = 0; r < n; ++r) LH(r, col) = std::conj(Lf(col, r));
                    e = std::max(e, ratio(diff1(mul(Lf, LH), A_orig), double(n), a1, 1, eps));
                }
                if constexpr (solves(K)) {
                    Dense op = A_orig;
                    if (K == Kind::Getrs && c.trans != Op::NoTrans)
                        for (int64_t col = 0; col < n; ++col)
                            for (int64_t r = 0; r < n; ++r)
                                op(r, col) =
                                    c.trans == Op::ConjTrans ? std::conj(A_orig(col, r)) : A_orig(col, r);
                    const Dense X = dense(B, i);
                    e = std::max(e, ratio(diff1(mul(op, X), dense(B0, i)), double(n), a1, norm1(X), eps));
                }
                if constexpr (K == Kind::Getri) {
                    const Dense X = dense(A, i);
                    Dense I(n, n);
                    for (int64_t d = 0; d < n; ++d) I(d, d) = Z(1);
                    e = ratio(diff1(mul(A_orig, X), I), double(n), a1, norm1(X), eps);
                }
                if (!(e <= w)) w = e, wi = i;
            }
#pragma omp critical
            {
                if (!(w <= worst)) worst = w, worst_i = wi;
                info_bad += bad;
            }
        }
        t.error = worst, t.worst = worst_i;
        t.status = worst < c.tol && info_bad == 0 ? Status::Pass : Status::Failed;
        if (info_bad) t.note = std::to_string(info_bad) + " info values differ from LAPACKE's";
    }
    res.impls.push_back(t);
    res.reference = int(res.impls.size());
    res.impls.push_back(ref);
    res.passed = t.status != Status::Failed;
    return res;
}

template <Kind K>
int64_t lapack_bytes(const Case& c) {
    const int64_t m = K == Kind::Getrf ? c.m : c.n, nrhs = solves(K) ? c.k : 0;
    const int64_t scalar = c.type == 's' ? 4 : c.type == 'z' ? 16 : 8;
    return (m * c.n + c.n * nrhs) * scalar;
}

const char* no_skip(const Case&) { return nullptr; }

template <Kind K>
Routine lapack_entry(std::string_view name, unsigned uses) {
    return {name,
            uses,
            &no_skip,
            {&run_lapack<K, float>, &run_lapack<K, double>, &run_lapack<K, std::complex<float>>,
             &run_lapack<K, std::complex<double>>},
            &lapack_bytes<K>};
}

}  // namespace

std::span<const Routine> lapack_routines() {
    static const Routine table[] = {
        lapack_entry<Kind::Getrf>("getrf", kM | kN),
        lapack_entry<Kind::Getrs>("getrs", kTrans | kN | kK),
        lapack_entry<Kind::Gesv>("gesv", kN | kK),
        lapack_entry<Kind::Getri>("getri", kN),
        lapack_entry<Kind::Potrf>("potrf", kUplo | kN),
        lapack_entry<Kind::Potrs>("potrs", kUplo | kN | kK),
        lapack_entry<Kind::Posv>("posv", kUplo | kN | kK),
    };
    return table;
}

}  // namespace tester
