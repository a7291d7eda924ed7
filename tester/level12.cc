// bblas-tester's batched Level 1 and 2 routines: axpy, scal, dot (dotu in complex), nrm2, asum,
// iamax, gemv, ger (geru in complex), symv, trmv, trsv. Each case times bblas's C group API (one
// group, vectors with increment 1) beside an OpenMP loop over single-threaded CBLAS, one problem
// per call, and judges every problem against OpenBLAS's result by STYLE.md's ratio
// |x - x_ref| / ((k + 2) u bound), bound the same operation on absolute values (k the length of
// the sums; 2 sqrt(2) more in complex); trsv by its backward error |op(A) x - b| / ((n + 2) u
// |op(A)| |x|); iamax exactly. Sizes: Level 1 takes n from --dim, gemv and ger m and n, the others n.
#include <algorithm>
#include <cmath>
#include <complex>
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

enum class Kind { Axpy, Scal, Dot, Nrm2, Asum, Iamax, Gemv, Ger, Symv, Trmv, Trsv };

constexpr bool level2(Kind k) { return int(k) >= int(Kind::Gemv); }
constexpr bool scalar_result(Kind k) {
    return k == Kind::Dot || k == Kind::Nrm2 || k == Kind::Asum || k == Kind::Iamax;
}

// The value type of a scalar result: T for dot, real for nrm2 and asum, an index for iamax.
template <class T, Kind K>
using result_t =
    std::conditional_t<K == Kind::Dot, T, std::conditional_t<K == Kind::Iamax, int64_t, real_t<T>>>;

template <class T>
double mag(const T& v) {
    return std::abs(wide_t<T>(v));
}
// |Re| + |Im|, BLAS's modulus for asum and iamax
template <class T>
double mod1(const T& v) {
    if constexpr (is_complex_v<T>) return std::fabs(double(v.real())) + std::fabs(double(v.imag()));
    else return std::fabs(double(v));
}

// The elements a vector of len elements at increment inc spans.
int64_t stored_length(int64_t len, int64_t inc) { return len > 0 ? (len - 1) * inc + 1 : 0; }

struct Sizes2 {
    int64_t m, n, xlen, ylen;  // A is m x n (as op() sees it for gemv: stored m x n)
};
template <Kind K>
Sizes2 sizes(const Case& c) {
    const int64_t n = c.n, m = K == Kind::Gemv || K == Kind::Ger ? c.m : c.n;
    if constexpr (K == Kind::Gemv) {
        const bool t = c.trans != Op::NoTrans;
        return {m, n, t ? m : n, t ? n : m};
    }
    if constexpr (K == Kind::Ger) return {m, n, m, n};
    return {m, n, n, n};
}

template <Kind K, class T>
Result run_level12(const Case& c) {
    using R = real_t<T>;
    const double u =
        double(std::numeric_limits<R>::epsilon()) / 2 * (is_complex_v<T> ? 2 * std::sqrt(2.0) : 1.0);
    const Sizes2 s = sizes<K>(c);
    const int64_t count = c.batch;
    Result res;
    // Vectors are 1-column operands, element j at row j * inc; A is m x n, diagonally dominant
    // for trsv.
    const int64_t inc = c.inc;
    const auto stored = [&](int64_t len) { return Dims2{stored_length(len, inc), 1}; };
    Operand<T> A(level2(K) ? count : 0, {s.m, s.n}, c.layout);
    Operand<T> x0(count, stored(s.xlen), Layout::ColMajor), y0(count, stored(s.ylen), Layout::ColMajor);
    Operand<T> x(count, stored(s.xlen), Layout::ColMajor), y(count, stored(s.ylen), Layout::ColMajor);
    Operand<T> xr(count, stored(s.xlen), Layout::ColMajor), yr(count, stored(s.ylen), Layout::ColMajor);
    Operand<T> Ar(K == Kind::Ger ? count : 0, {s.m, s.n}, c.layout),
        A0(K == Kind::Ger ? count : 0, {s.m, s.n}, c.layout);
    if (level2(K)) A.randomize(0, K == Kind::Trsv ? Fill::Dominant : Fill::General);
    if (K == Kind::Ger) A0.copy_from(A);
    x0.randomize(1, Fill::General);
    y0.randomize(2, Fill::General);
    using Res = result_t<T, K>;
    std::vector<Res> out(size_t(scalar_result(K) ? count : 0)), ref(out.size());

    const T alpha = T(R(1.25)), beta = T(R(-0.75));
    const int64_t m = s.m, n = s.n, lda = A.ld();
    const BLAS_Layout L = c_enum(c.layout);
    const BLAS_Trans Tr = c_enum(c.trans);
    const BLAS_Uplo U = c_enum(c.uplo);
    const BLAS_Diag D = c_enum(c.diag);
    std::vector<const T*> cx(x.ptrs(), x.ptrs() + count), cy(y.ptrs(), y.ptrs() + count);
    std::vector<const T*> cA(A.ptrs(), A.ptrs() + A.count());
    std::vector<int64_t> info(1);

    auto run_bblas = [&] {
        info[0] = BblasErrorsReportAny;
        int64_t* i = info.data();
        if constexpr (K == Kind::Axpy)
            pick<T>(BLAS_axpy_batched_r32, BLAS_axpy_batched_r64, BLAS_axpy_batched_c32,
                    BLAS_axpy_batched_c64)(&n, &alpha, cx.data(), &inc, y.ptrs(), &inc, 1, &count, i);
        if constexpr (K == Kind::Scal)
            pick<T>(BLAS_scal_batched_r32, BLAS_scal_batched_r64, BLAS_scal_batched_c32,
                    BLAS_scal_batched_c64)(&n, &alpha, x.ptrs(), &inc, 1, &count, i);
        if constexpr (K == Kind::Dot)
            pick<T>(BLAS_dot_batched_r32, BLAS_dot_batched_r64, BLAS_dotu_batched_c32, BLAS_dotu_batched_c64)(
                &n, cx.data(), &inc, cy.data(), &inc, out.data(), 1, &count, i);
        if constexpr (K == Kind::Nrm2)
            pick<T>(BLAS_nrm2_batched_r32, BLAS_nrm2_batched_r64, BLAS_nrm2_batched_c32,
                    BLAS_nrm2_batched_c64)(&n, cx.data(), &inc, out.data(), 1, &count, i);
        if constexpr (K == Kind::Asum)
            pick<T>(BLAS_asum_batched_r32, BLAS_asum_batched_r64, BLAS_asum_batched_c32,
                    BLAS_asum_batched_c64)(&n, cx.data(), &inc, out.data(), 1, &count, i);
        if constexpr (K == Kind::Iamax)
            pick<T>(BLAS_iamax_batched_r32, BLAS_iamax_batched_r64, BLAS_iamax_batched_c32,
                    BLAS_iamax_batched_c64)(&n, cx.data(), &inc, out.data(), 1, &count, i);
        if constexpr (K == Kind::Gemv)
            pick<T>(BLAS_gemv_batched_r32, BLAS_gemv_batched_r64, BLAS_gemv_batched_c32,
                    BLAS_gemv_batched_c64)(L, &Tr, &m, &n, &alpha, cA.data(), &lda, cx.data(), &inc, &beta,
                                           y.ptrs(), &inc, 1, &count, i);
        if constexpr (K == Kind::Ger)
            pick<T>(BLAS_ger_batched_r32, BLAS_ger_batched_r64, BLAS_geru_batched_c32, BLAS_geru_batched_c64)(
                L, &m, &n, &alpha, cx.data(), &inc, cy.data(), &inc, A.ptrs(), &lda, 1, &count, i);
        if constexpr (K == Kind::Symv)
            pick<T>(BLAS_symv_batched_r32, BLAS_symv_batched_r64, BLAS_symv_batched_c32,
                    BLAS_symv_batched_c64)(L, &U, &n, &alpha, cA.data(), &lda, cx.data(), &inc, &beta,
                                           y.ptrs(), &inc, 1, &count, i);
        if constexpr (K == Kind::Trmv)
            pick<T>(BLAS_trmv_batched_r32, BLAS_trmv_batched_r64, BLAS_trmv_batched_c32,
                    BLAS_trmv_batched_c64)(L, &U, &Tr, &D, &n, cA.data(), &lda, x.ptrs(), &inc, 1, &count, i);
        if constexpr (K == Kind::Trsv)
            pick<T>(BLAS_trsv_batched_r32, BLAS_trsv_batched_r64, BLAS_trsv_batched_c32,
                    BLAS_trsv_batched_c64)(L, &U, &Tr, &D, &n, cA.data(), &lda, x.ptrs(), &inc, 1, &count, i);
    };
    auto restore = [&] {
        x.copy_from(x0);
        y.copy_from(y0);
        if (K == Kind::Ger) A.copy_from(A0);
    };
    // the peer: an OpenMP loop over single-threaded CBLAS, one problem per call
    const CBLAS_ORDER O = cblas(c.layout);
    auto run_openblas = [&] {
#pragma omp parallel for schedule(static)
        for (int64_t i = 0; i < count; ++i) {
            const int ni = int(n), mi = int(m), ld = int(lda), ic = int(inc);
            if constexpr (K == Kind::Axpy)
                pick<T>(cblas_saxpy, cblas_daxpy, cblas_caxpy, cblas_zaxpy)(ni, by_value(alpha), xr[i], ic,
                                                                            yr[i], ic);
            if constexpr (K == Kind::Scal)
                pick<T>(cblas_sscal, cblas_dscal, cblas_cscal, cblas_zscal)(ni, by_value(alpha), xr[i], ic);
            if constexpr (K == Kind::Dot) {
                if constexpr (is_complex_v<T>)
                    pick_complex<T>(cblas_cdotu_sub, cblas_zdotu_sub)(ni, xr[i], ic, yr[i], ic,
                                                                      &ref[size_t(i)]);
                else ref[size_t(i)] = pick<T>(cblas_sdot, cblas_ddot, 0, 0)(ni, xr[i], ic, yr[i], ic);
            }
            if constexpr (K == Kind::Nrm2)
                ref[size_t(i)] = pick<T>(cblas_snrm2, cblas_dnrm2, cblas_scnrm2, cblas_dznrm2)(ni, xr[i], ic);
            if constexpr (K == Kind::Asum)
                ref[size_t(i)] = pick<T>(cblas_sasum, cblas_dasum, cblas_scasum, cblas_dzasum)(ni, xr[i], ic);
            if constexpr (K == Kind::Iamax)
                ref[size_t(i)] =
                    int64_t(pick<T>(cblas_isamax, cblas_idamax, cblas_icamax, cblas_izamax)(ni, xr[i], ic));
            if constexpr (K == Kind::Gemv)
                pick<T>(cblas_sgemv, cblas_dgemv, cblas_cgemv, cblas_zgemv)(O, cblas(c.trans), mi, ni,
                                                                            by_value(alpha), A[i], ld, xr[i],
                                                                            ic, by_value(beta), yr[i], ic);
            if constexpr (K == Kind::Ger)
                pick<T>(cblas_sger, cblas_dger, cblas_cgeru, cblas_zgeru)(O, mi, ni, by_value(alpha), xr[i],
                                                                          ic, yr[i], ic, Ar[i], ld);
            if constexpr (K == Kind::Symv)
                pick<T>(cblas_ssymv, cblas_dsymv, 0, 0)(O, cblas(c.uplo), ni, by_value(alpha), A[i], ld,
                                                        xr[i], ic, by_value(beta), yr[i], ic);
            if constexpr (K == Kind::Trmv)
                pick<T>(cblas_strmv, cblas_dtrmv, cblas_ctrmv, cblas_ztrmv)(
                    O, cblas(c.uplo), cblas(c.trans), cblas(c.diag), ni, A[i], ld, xr[i], ic);
            if constexpr (K == Kind::Trsv)
                pick<T>(cblas_strsv, cblas_dtrsv, cblas_ctrsv, cblas_ztrsv)(
                    O, cblas(c.uplo), cblas(c.trans), cblas(c.diag), ni, A[i], ld, xr[i], ic);
        }
    };
    auto restore_ref = [&] {
        xr.copy_from(x0);
        yr.copy_from(y0);
        if (K == Kind::Ger) Ar.copy_from(A0);
    };

    double flops_one = 0;
    {
        const double mm = double(m), nn = double(n), cx4 = is_complex_v<T> ? 4 : 1;
        switch (K) {
            case Kind::Axpy:
            case Kind::Dot:
                flops_one = 2 * nn * cx4;
                break;
            case Kind::Scal:
                flops_one = nn * cx4;
                break;
            case Kind::Nrm2:
                flops_one = 2 * nn * (is_complex_v<T> ? 2 : 1);
                break;
            case Kind::Asum:
            case Kind::Iamax:
                flops_one = nn * (is_complex_v<T> ? 2 : 1);
                break;
            case Kind::Gemv:
            case Kind::Ger:
                flops_one = 2 * mm * nn * cx4;
                break;
            case Kind::Symv:
                flops_one = 2 * nn * nn * cx4;
                break;
            case Kind::Trmv:
            case Kind::Trsv:
                flops_one = nn * nn * cx4;
                break;
        }
    }
    const double flops = flops_one * double(count);
    // Elements each problem reads (in) and updates (out, read and written); a scalar result is
    // written once (counted twice, with its write-allocate read).
    const double a_len = double(A.stride()), x_len = double(x.stride()), y_len = double(y.stride());
    double in = 0, out_len = 0;
    switch (K) {
        case Kind::Axpy:
            in = x_len, out_len = y_len;
            break;
        case Kind::Scal:
            out_len = x_len;
            break;
        case Kind::Dot:
            in = x_len + y_len;
            break;
        case Kind::Nrm2:
        case Kind::Asum:
        case Kind::Iamax:
            in = x_len;
            break;
        case Kind::Gemv:
        case Kind::Symv:
            in = a_len + x_len, out_len = y_len;
            break;
        case Kind::Ger:
            in = x_len + y_len, out_len = a_len;
            break;
        case Kind::Trmv:
        case Kind::Trsv:
            in = a_len, out_len = x_len;
            break;
    }
    const double result_bytes = scalar_result(K) ? double(sizeof(Res)) : 0;
    res.footprint = ((in + out_len) * double(sizeof(T)) + result_bytes) * double(count);
    res.in_memory = from_memory(c, res.footprint);
    res.roofline = roofline_gflops(c, std::is_same_v<R, float>, flops_one,
                                   (in + 2 * out_len) * double(sizeof(T)) + 2 * result_bytes, res.footprint);

    Timing reference;
    reference.name = "openblas", reference.status = Status::Reference;
    reference.seconds = run_seconds(c.repeat, c.flush, c.fastest, restore_ref, run_openblas);
    reference.gflops = flops / reference.seconds / 1e9;

    Timing t;
    t.name = "bblas:c";
    t.seconds = run_seconds(c.repeat, c.flush, c.fastest, restore, run_bblas);
    t.gflops = flops / t.seconds / 1e9;
    if (info[0] != 0) t.status = Status::Failed, t.note = "info = " + std::to_string(info[0]);
    if (c.check && t.status != Status::Failed) {
        // op(A)(r, j) as gemv, symv, trmv and trsv read it (wide precision)
        auto opA = [&](int64_t i, int64_t r, int64_t j) -> wide_t<T> {
            if constexpr (K == Kind::Symv) {
                const bool stored = (c.uplo == Uplo::Upper) == (r <= j);
                return wide_t<T>(stored ? A.at(i, r, j) : A.at(i, j, r));
            } else if constexpr (K == Kind::Trmv || K == Kind::Trsv) {
                const int64_t a = c.trans == Op::NoTrans ? r : j, b = c.trans == Op::NoTrans ? j : r;
                if (a == b && c.diag == Diag::Unit) return 1;
                if (c.uplo == Uplo::Upper ? a > b : a < b) return 0;
                return conj_if(wide_t<T>(A.at(i, a, b)), c.trans == Op::ConjTrans);
            } else {
                if (c.trans == Op::NoTrans) return wide_t<T>(A.at(i, r, j));
                return conj_if(wide_t<T>(A.at(i, j, r)), c.trans == Op::ConjTrans);
            }
        };
        auto ratio = [&](double diff, double k, double bound) {
            const double den = (k + 2) * u * bound;
            return den == 0 ? (diff == 0 ? 0 : std::numeric_limits<double>::infinity()) : diff / den;
        };
        double worst = 0;
        int64_t worst_i = -1;
#pragma omp parallel
        {
            double w = 0;
            int64_t wi = -1;
#pragma omp for schedule(static) nowait
            for (int64_t i = 0; i < count; ++i) {
                double e = 0;
                const double aa = mag(alpha), bb = mag(beta);
                if constexpr (K == Kind::Axpy)
                    for (int64_t j = 0; j < n; ++j)
                        e = std::max(e, ratio(mag(wide_t<T>(y[i][j * inc]) - wide_t<T>(yr[i][j * inc])), 1,
                                              aa * mag(x0[i][j * inc]) + mag(y0[i][j * inc])));
                if constexpr (K == Kind::Scal)
                    for (int64_t j = 0; j < n; ++j)
                        e = std::max(e, ratio(mag(wide_t<T>(x[i][j * inc]) - wide_t<T>(xr[i][j * inc])), 1,
                                              aa * mag(x0[i][j * inc])));
                if constexpr (K == Kind::Dot || K == Kind::Nrm2 || K == Kind::Asum) {
                    double bound = 0;
                    for (int64_t j = 0; j < n; ++j)
                        bound += K == Kind::Dot    ? mag(x0[i][j * inc]) * mag(y0[i][j * inc])
                                 : K == Kind::Asum ? mod1(x0[i][j * inc])
                                                   : 0;
                    if (K == Kind::Nrm2) bound = mag(ref[size_t(i)]);
                    // asum against its sum in double, which is its bound: OpenBLAS 0.3.21's
                    // scasum (Cooperlake kernel) is off by up to 2% at n = 33
                    const wide_t<T> expect = K == Kind::Asum ? wide_t<T>(bound) : wide_t<T>(ref[size_t(i)]);
                    e = ratio(mag(wide_t<T>(out[size_t(i)]) - expect), double(n), bound);
                }
                if constexpr (K == Kind::Iamax)
                    e = out[size_t(i)] == ref[size_t(i)] ? 0 : std::numeric_limits<double>::infinity();
                if constexpr (K == Kind::Gemv || K == Kind::Symv)
                    for (int64_t r = 0; r < s.ylen; ++r) {
                        double bound = bb * mag(y0[i][r * inc]);
                        for (int64_t j = 0; j < s.xlen; ++j)
                            bound += aa * std::abs(opA(i, r, j)) * mag(x0[i][j * inc]);
                        e = std::max(e, ratio(mag(wide_t<T>(y[i][r * inc]) - wide_t<T>(yr[i][r * inc])),
                                              double(s.xlen), bound));
                    }
                if constexpr (K == Kind::Ger)
                    for (int64_t r = 0; r < m; ++r)
                        for (int64_t j = 0; j < n; ++j)
                            e = std::max(
                                e,
                                ratio(mag(wide_t<T>(A.at(i, r, j)) - wide_t<T>(Ar.at(i, r, j))), 1,
                                      aa * mag(x0[i][r * inc]) * mag(y0[i][j * inc]) + mag(A0.at(i, r, j))));
                if constexpr (K == Kind::Trmv)
                    for (int64_t r = 0; r < n; ++r) {
                        double bound = 0;
                        for (int64_t j = 0; j < n; ++j) bound += std::abs(opA(i, r, j)) * mag(x0[i][j * inc]);
                        e = std::max(e, ratio(mag(wide_t<T>(x[i][r * inc]) - wide_t<T>(xr[i][r * inc])),
                                              double(n), bound));
                    }
                if constexpr (K == Kind::Trsv)
                    for (int64_t r = 0; r < n; ++r) {  // backward error: op(A) x = b
                        wide_t<T> sum = -wide_t<T>(x0[i][r * inc]);
                        double bound = 0;
                        for (int64_t j = 0; j < n; ++j) {
                            sum += opA(i, r, j) * wide_t<T>(x[i][j * inc]);
                            bound += std::abs(opA(i, r, j)) * mag(x[i][j * inc]);
                        }
                        e = std::max(e, ratio(std::abs(sum), double(n), bound));
                    }
                if (!(e <= w)) w = e, wi = i;
            }
#pragma omp critical
            if (!(w <= worst)) worst = w, worst_i = wi;
        }
        t.error = worst, t.worst = worst_i;
        t.status = worst < c.tol ? Status::Pass : Status::Failed;
    } else if (t.status != Status::Failed) {
        t.status = Status::NoCheck;
    }
    res.impls.push_back(t);
    res.reference = int(res.impls.size());
    res.impls.push_back(reference);
    res.passed = t.status != Status::Failed;
    return res;
}

template <Kind K>
int64_t level12_bytes(const Case& c) {
    const Sizes2 s = sizes<K>(c);
    const int64_t scalar = c.type == 's' ? 4 : c.type == 'z' ? 16 : 8;
    return ((level2(K) ? s.m * s.n : 0) + stored_length(s.xlen, c.inc) + stored_length(s.ylen, c.inc)) *
           scalar;
}

const char* no_skip(const Case&) { return nullptr; }

template <Kind K>
Routine level12_entry(std::string_view name, unsigned options) {
    const unsigned uses = options | kInc;
    if constexpr (K == Kind::Symv)  // symmetric complex matrix-vector products have no CBLAS peer
        return {name,
                uses,
                &no_skip,
                {&run_level12<K, float>, &run_level12<K, double>, nullptr, nullptr},
                &level12_bytes<K>};
    else
        return {name,
                uses,
                &no_skip,
                {&run_level12<K, float>, &run_level12<K, double>, &run_level12<K, std::complex<float>>,
                 &run_level12<K, std::complex<double>>},
                &level12_bytes<K>};
}

}  // namespace

std::span<const Routine> level12_routines() {
    static const Routine table[] = {
        level12_entry<Kind::Axpy>("axpy", kN),
        level12_entry<Kind::Scal>("scal", kN),
        level12_entry<Kind::Dot>("dot", kN),
        level12_entry<Kind::Nrm2>("nrm2", kN),
        level12_entry<Kind::Asum>("asum", kN),
        level12_entry<Kind::Iamax>("iamax", kN),
        level12_entry<Kind::Gemv>("gemv", kTrans | kM | kN),
        level12_entry<Kind::Ger>("ger", kM | kN),
        level12_entry<Kind::Symv>("symv", kUplo | kN),
        level12_entry<Kind::Trmv>("trmv", kUplo | kTrans | kDiag | kN),
        level12_entry<Kind::Trsv>("trsv", kUplo | kTrans | kDiag | kN),
    };
    return table;
}

}  // namespace tester
