// ger, geru, gerc: A = alpha * x * y^T + A (geru; ger for real types), alpha * x * y^H + A
// (gerc). Row-major is the column-major update of A^T with x and y swapped.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <tuple>
#include <utility>

#include "bblas.h"
#include "core/args.hh"
#include "core/check.hh"
#include "core/grouped.hh"
#include "core/half.hh"
#include "core/plan.hh"
#include "core/strided_args.hh"
#include "tasks/ger.hh"

namespace bblas::impl {

inline constexpr ArgList kGerArgs{"layout", "m", "n",    "alpha",       "x",           "incx", "y",
                                  "incy",   "A", "A_ld", "group_count", "group_sizes", "info"};

template <class T, bool Conj>
struct GerSpec {
    static constexpr const char* name = !is_complex_v<T> ? "ger" : Conj ? "gerc" : "geru";
    static constexpr auto args = spec_args<T>(kGerArgs);

    Layout layout;
    const int64_t *m, *n;
    const compute_t<T>* alpha;
    Mats<const T> x;
    const int64_t* incx;
    Mats<const T> y;
    const int64_t* incy;
    Mats<T> A;
    const int64_t* A_ld;

    Fault check(int64_t g, int64_t p, int64_t size, bool scan) const {
        if (!valid(layout)) return {args["layout"]};
        if (!nonneg_at(m, g)) return {args["m"]};
        if (!nonneg_at(n, g)) return {args["n"]};
        if (!alpha) return {args["alpha"]};
        const int64_t M = m[g], N = n[g];
        const bool used = M > 0 && N > 0 && alpha[g] != compute_t<T>(0);
        const GroupChecks c{g, p, size, layout, scan};
        if (Fault f = c.vector(x, incx, used, args["x"])) return f;
        if (Fault f = c.vector(y, incy, used, args["y"])) return f;
        return c.output(A, A_ld, used, args["A"], M, N);
    }

    // the per-group arrays (run detection, core/grouped.hh)
    auto group_arrays() const { return std::tuple{m, n, alpha, incx, incy, A_ld}; }

    GerTask<T> task(int64_t g, int64_t p, int64_t size) const {
        const int64_t M = m[g], N = n[g];
        const Mats<const T> X = x.offset(p).shifted(vector_shift(M, incx[g]));
        const Mats<const T> Y = y.offset(p).shifted(vector_shift(N, incy[g]));
        const bool cj = is_complex_v<T> && Conj;
        GerTask<T> t{M, N, alpha[g], X, incx[g], Y, incy[g], false, cj, A.offset(p), A_ld[g], size};
        if (layout == Layout::RowMajor)  // A^T += alpha * op(y) * x^T
            t = {N, M, alpha[g], Y, incy[g], X, incx[g], cj, false, A.offset(p), A_ld[g], size};
        const int64_t largest = std::max(t.m, t.n);
        // (CBLAS conjugates the second vector only: gerc)
        const bool can = level2_vendor_can<T>(!t.conj_u, largest, t.lda, {t.incu, t.incv}, t.u, t.v, t.A);
        t.path = ger_complex_vendor(t, can) ? Path::Vendor
                 : ger_columns_pay(t)
                     ? Path::Columns
                     : level2_path<compute_t<T>>(&Tuning::gemv_ger, t.alpha != compute_t<T>(0), largest,
                                                 t.count, can);
        return t;
    }
};

template <class T, bool Conj>
void ger_batched(BLAS_Layout layout, const int64_t* m, const int64_t* n, const compute_t<T>* alpha,
                 const T* const* x, const int64_t* incx, const T* const* y, const int64_t* incy, T* const* A,
                 const int64_t* A_ld, int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    const GerSpec<T, Conj> s{Layout(int(layout)),
                             m,
                             n,
                             alpha,
                             Mats<const T>::pointers(x),
                             incx,
                             Mats<const T>::pointers(y),
                             incy,
                             Mats<T>::pointers(A),
                             A_ld};
    run_grouped(s, group_count, group_sizes, info, report_mode(info));
}

template <class T, bool Conj>
void ger_strided(BLAS_Layout layout, int64_t m, int64_t n, compute_t<T> alpha, const T* x, int64_t incx,
                 int64_t x_stride, const T* y, int64_t incy, int64_t y_stride, T* A, int64_t A_ld,
                 int64_t A_stride, int64_t batch_count, int64_t* info) {
    using F = FaceArgs<kGerArgs, Face::Strided>;
    const Layout L = Layout(int(layout));
    const Interface iface{F::positions, F::names.span(),
                          output_stride_ok(A_stride, L, A_ld, m, n, batch_count) ? 0 : F::at("A_stride")};
    const GerSpec<T, Conj> s{L,
                             &m,
                             &n,
                             &alpha,
                             Mats<const T>::strided(x, x_stride),
                             &incx,
                             Mats<const T>::strided(y, y_stride),
                             &incy,
                             Mats<T>::strided(A, A_stride),
                             &A_ld};
    run_grouped(s, 1, &batch_count, info, report_mode(info), &iface);
}

}  // namespace bblas::impl
