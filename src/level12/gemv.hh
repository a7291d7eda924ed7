// gemv: y = alpha * op(A) * x + beta * y. Vectors are 1 x n matrices whose leading dimension
// is the increment, so that the Level-3 machinery serves them as they are. Row-major folds into
// column-major; row-major ConjTrans leaves a conjugate without a transpose (tasks/gemv.hh).
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
#include "tasks/gemv.hh"

namespace bblas::impl {

inline constexpr ArgList kGemvArgs{"layout", "trans", "m", "n",    "alpha",       "A",           "A_ld", "x",
                                   "incx",   "beta",  "y", "incy", "group_count", "group_sizes", "info"};

template <class T>
struct GemvSpec {
    static constexpr const char* name = "gemv";
    static constexpr auto args = spec_args<T>(kGemvArgs);

    Layout layout;
    EnumArray<Op> trans;
    const int64_t *m, *n;
    const compute_t<T>* alpha;
    Mats<const T> A;
    const int64_t* A_ld;
    Mats<const T> x;
    const int64_t* incx;
    const compute_t<T>* beta;
    Mats<T> y;
    const int64_t* incy;

    Fault check(int64_t g, int64_t p, int64_t size, bool scan) const {
        if (!valid(layout)) return {args["layout"]};
        if (!valid_at(trans, g)) return {args["trans"]};
        if (!nonneg_at(m, g)) return {args["m"]};
        if (!nonneg_at(n, g)) return {args["n"]};
        if (!alpha) return {args["alpha"]};
        const int64_t M = m[g], N = n[g];
        const bool reads = M > 0 && N > 0 && alpha[g] != compute_t<T>(0);
        const GroupChecks c{g, p, size, layout, scan};
        if (Fault f = c.matrix(A, A_ld, reads, args["A"], M, N)) return f;
        if (Fault f = c.vector(x, incx, reads, args["x"])) return f;
        if (!beta) return {args["beta"]};
        const bool writes = M > 0 && N > 0 && !(alpha[g] == compute_t<T>(0) && beta[g] == compute_t<T>(1));
        return c.output_vector(y, incy, writes, args["y"]);
    }

    // the per-group arrays (run detection, core/grouped.hh)
    auto group_arrays() const { return std::tuple{trans, m, n, alpha, A_ld, incx, beta, incy}; }

    GemvTask<T> task(int64_t g, int64_t p, int64_t size) const {
        const Op op = trans[g];
        GemvTask<T> t{op != Op::NoTrans,
                      is_complex_v<T> && op == Op::ConjTrans,
                      m[g],
                      n[g],
                      alpha[g],
                      beta[g],
                      A.offset(p),
                      A_ld[g],
                      x.offset(p),
                      incx[g],
                      y.offset(p),
                      incy[g],
                      size};
        if (layout == Layout::RowMajor) {  // A is the column-major A^T
            std::swap(t.m, t.n);
            t.trans = !t.trans;
        }
        t.x = t.x.shifted(vector_shift(t.in_len(), t.incx));
        t.y = t.y.shifted(vector_shift(t.out_len(), t.incy));
        const int64_t largest = std::max(t.m, t.n);
        const bool can = level2_vendor_can<T>(cblas_gemv_safe<T>(t.trans), largest, t.lda, {t.incx, t.incy},
                                              t.A, t.x, t.y);
        t.path = gemv_columns_pay(t)
                     ? Path::Columns
                     : level2_path<compute_t<T>>(&Tuning::gemv_ger, t.alpha != compute_t<T>(0), largest,
                                                 t.count, can);
        return t;
    }
};

template <class T>
void gemv_batched(BLAS_Layout layout, const BLAS_Trans* trans, const int64_t* m, const int64_t* n,
                  const compute_t<T>* alpha, const T* const* A, const int64_t* A_ld, const T* const* x,
                  const int64_t* incx, const compute_t<T>* beta, T* const* y, const int64_t* incy,
                  int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    const GemvSpec<T> s{Layout(int(layout)),
                        {trans},
                        m,
                        n,
                        alpha,
                        Mats<const T>::pointers(A),
                        A_ld,
                        Mats<const T>::pointers(x),
                        incx,
                        beta,
                        Mats<T>::pointers(y),
                        incy};
    run_grouped(s, group_count, group_sizes, info, report_mode(info));
}

template <class T>
void gemv_strided(BLAS_Layout layout, BLAS_Trans trans, int64_t m, int64_t n, compute_t<T> alpha, const T* A,
                  int64_t A_ld, int64_t A_stride, const T* x, int64_t incx, int64_t x_stride,
                  compute_t<T> beta, T* y, int64_t incy, int64_t y_stride, int64_t batch_count,
                  int64_t* info) {
    using F = FaceArgs<kGemvArgs, Face::Strided>;
    const int64_t ylen = Op(int(trans)) == Op::NoTrans ? m : n;
    const Interface iface{F::positions, F::names.span(),
                          vector_stride_ok(y_stride, incy, ylen, batch_count) ? 0 : F::at("y_stride")};
    const GemvSpec<T> s{Layout(int(layout)),
                        {&trans},
                        &m,
                        &n,
                        &alpha,
                        Mats<const T>::strided(A, A_stride),
                        &A_ld,
                        Mats<const T>::strided(x, x_stride),
                        &incx,
                        &beta,
                        Mats<T>::strided(y, y_stride),
                        &incy};
    run_grouped(s, 1, &batch_count, info, report_mode(info), &iface);
}

}  // namespace bblas::impl
