// Complex gemv and ger on the real column kernels (kernels/gemm_columns.hh), as real products
// in which every multiply-add does useful work. A complex m x n matrix, column-major, is the
// real 2m x n matrix A_r of its (re, im) pairs (leading dimension 2 lda).
//
// gemv, op(A) = A or conj(A) (column-major after the row-major fold): x's n elements are the
// n x 2 real matrix [Re x, Im x] (stored as its transpose, 2 x n with leading dimension
// 2 incx), and the real product P = A_r [Re x, Im x] (2m x 2) holds every term:
//   (A x)_i       = (P(2i, 0) - P(2i+1, 1), P(2i+1, 0) + P(2i, 1))
//   (conj(A) x)_i = (P(2i, 0) + P(2i+1, 1), P(2i, 1) - P(2i+1, 0))
// then y = alpha (A x) + beta y in a pass over P and y.
//
// ger, A += alpha u v^T with u or v conjugated (op): column j gains c_j u with
// c_j = alpha op(v)_j, and c_j u = Re(c_j) u_r + Im(c_j) (i u)_r, so A_r += X C with
// X = [u_r, (i u)_r] (2m x 2, copied) and C = [Re c; Im c] (2 x n: the complex c_j themselves).
//
// OpenBLAS 0.3.21's complex gemv with A as stored over-reads A (core/plan.hh cblas_gemv_safe),
// so bblas served it itself at every order, on its interleaved and direct paths: cgemv / zgemv
// m = n = 48-64 ran at 0.42-0.51x and 12-16 at 0.72-0.88x the OpenMP loop over OpenBLAS
// (Xeon 0xA7, 2 threads, 2026-11-28).
#pragma once

#include <algorithm>
#include <complex>
#include <cstdint>

#include "core/mats.hh"
#include "kernels/gemm_columns.hh"
#include "kernels/target.hh"
#include "tasks/gemv.hh"
#include "tasks/ger.hh"

BBLAS_TARGET_BEGIN

// The real operands of a run of problems live on the stack: small enough to stay in L1 between
// the kernels' pass and the passes around it; at most 64 problems a run. One problem's must fit
// (the planner's limits, core/plan.hh kComplexColumnsMaxRows and kComplexGerColumnsMaxCols:
// at most 4 * 64 + 2 * 1024 scalars).
inline constexpr int64_t kComplexColumnsScratchBytes = 32 << 10;
inline constexpr int64_t kComplexColumnsRun = 64;

// Problems [lo, hi) in runs of as many as `per` scratch scalars each fit: prepare(i, first, s)
// fills problem i's scratch s (first: the run's first problem), compute(first, count, scratch)
// runs the kernels on the run, finish(i, s) reads the results back.
template <class R, class Prepare, class Compute, class Finish>
BBLAS_INLINE void complex_columns_runs(int64_t lo, int64_t hi, int64_t per, Prepare prepare, Compute compute,
                                       Finish finish) {
    const int64_t run =
        std::clamp<int64_t>(kComplexColumnsScratchBytes / (std::max<int64_t>(per, 1) * int64_t(sizeof(R))), 1,
                            kComplexColumnsRun);
    alignas(64) R scratch[kComplexColumnsScratchBytes / sizeof(R)];
    for (int64_t r0 = lo; r0 < hi; r0 += run) {
        const int64_t count = std::min(run, hi - r0);
        for (int64_t i = 0; i < count; ++i) prepare(r0 + i, i, scratch + i * per);
        compute(r0, count, scratch);
        for (int64_t i = 0; i < count; ++i) finish(r0 + i, scratch + i * per);
    }
}

template <class R>
void gemv_complex_columns(const GemvTask<std::complex<R>>& t, int64_t lo, int64_t hi) {
    using C = std::complex<R>;
    const int64_t rows = 2 * t.m, per = 2 * rows;  // P: rows x 2, leading dimension rows
    const R* a[kComplexColumnsRun];
    const R* x[kComplexColumnsRun];
    // alpha = 1, beta = 0 in the kernels (P is not read); the complex scalars in the last pass,
    // in real arithmetic: written with std::complex (a conditional store through a reference),
    // cgemv n = 8-16 ran 0.74-0.85x as fast (A/B, Xeon 0xA7, 2026-11-28)
    const ColumnsGemm<R> g{2, t.n, R(1), R(0), 2 * t.lda, 2 * t.incx, rows};
    const R ar = t.alpha.real(), ai = t.alpha.imag(), br = t.beta.real(), bi = t.beta.imag();
    const bool beta0 = t.beta == C(0);
    complex_columns_runs<R>(
        lo, hi, per,
        [&](int64_t i, int64_t k, R*) {
            a[k] = reinterpret_cast<const R*>(t.A[i]);
            x[k] = reinterpret_cast<const R*>(t.x[i]);
        },
        [&](int64_t, int64_t count, R* prod) {
            gemm_columns(rows, g, true, Mats<const R>::pointers(a), Mats<const R>::pointers(x),
                         Mats<R>::strided(prod, per), 0, count);
        },
        [&](int64_t i, const R* p0) {
            const R* p1 = p0 + rows;
            C* y = t.y[i];
            for (int64_t e = 0; e < t.m; ++e) {
                const R pr = p0[2 * e], pi = p0[2 * e + 1], qr = p1[2 * e], qi = p1[2 * e + 1];
                const R sr = t.conj ? pr + qi : pr - qi, si = t.conj ? qr - pi : pi + qr;
                R yr = ar * sr - ai * si, yi = ar * si + ai * sr;
                if (!beta0) {  // beta = 0: y is not read (netlib)
                    const C v = y[e * t.incy];
                    yr += br * v.real() - bi * v.imag();
                    yi += br * v.imag() + bi * v.real();
                }
                y[e * t.incy] = C(yr, yi);
            }
        });
}

template <class R>
void ger_complex_columns(const GerTask<std::complex<R>>& t, int64_t lo, int64_t hi) {
    using C = std::complex<R>;
    const int64_t rows = 2 * t.m, per = 2 * rows + 2 * t.n;  // X (rows x 2), then C (2 x n)
    R* a[kComplexColumnsRun];
    // A_r = 1 X C + 1 A_r: the update form of the kernels
    const ColumnsGemm<R> g{t.n, 2, R(1), R(1), rows, 2, 2 * t.lda};
    complex_columns_runs<R>(
        lo, hi, per,
        [&](int64_t i, int64_t k, R* s) {
            a[k] = reinterpret_cast<R*>(t.A[i]);
            const C* u = t.u[i];
            for (int64_t e = 0; e < t.m; ++e) {
                const C ue = t.conj_u ? std::conj(u[e * t.incu]) : u[e * t.incu];
                s[2 * e] = ue.real(), s[2 * e + 1] = ue.imag();                 // u
                s[rows + 2 * e] = -ue.imag(), s[rows + 2 * e + 1] = ue.real();  // i u
            }
            const C* v = t.v[i];
            R* c = s + 2 * rows;  // (std::complex's multiply is the naive one: -fcx-fortran-rules)
            for (int64_t j = 0; j < t.n; ++j) {
                const C cj = t.alpha * (t.conj_v ? std::conj(v[j * t.incv]) : v[j * t.incv]);
                c[2 * j] = cj.real(), c[2 * j + 1] = cj.imag();
            }
        },
        [&](int64_t, int64_t count, R* s) {
            gemm_columns(rows, g, false, Mats<const R>::strided(s, per),
                         Mats<const R>::strided(s + 2 * rows, per), Mats<R>::pointers(a), 0, count);
        },
        [](int64_t, const R*) {});
}

BBLAS_TARGET_END
