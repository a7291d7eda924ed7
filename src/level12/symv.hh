// symv and hemv: y = alpha * A * x + beta * y, A symmetric or Hermitian (its uplo triangle read).
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
#include "tasks/symv.hh"

namespace bblas::impl {

inline constexpr ArgList kSymvArgs{"layout", "uplo", "n", "alpha", "A",           "A_ld",        "x",
                                   "incx",   "beta", "y", "incy",  "group_count", "group_sizes", "info"};

template <class T, bool Herm>
struct SymvSpec {
    static constexpr const char* name = Herm ? "hemv" : "symv";
    static constexpr auto args = spec_args<T>(kSymvArgs);

    Layout layout;
    EnumArray<Uplo> uplo;
    const int64_t* n;
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
        if (!valid_at(uplo, g)) return {args["uplo"]};
        if (!nonneg_at(n, g)) return {args["n"]};
        if (!alpha) return {args["alpha"]};
        const int64_t N = n[g];
        const bool reads = N > 0 && alpha[g] != compute_t<T>(0);
        const GroupChecks c{g, p, size, layout, scan};
        if (Fault f = c.matrix(A, A_ld, reads, args["A"], N, N)) return f;
        if (Fault f = c.vector(x, incx, reads, args["x"])) return f;
        if (!beta) return {args["beta"]};
        return c.output_vector(y, incy, N > 0 && !(alpha[g] == compute_t<T>(0) && beta[g] == compute_t<T>(1)),
                               args["y"]);
    }

    // the per-group arrays (run detection, core/grouped.hh)
    auto group_arrays() const { return std::tuple{uplo, n, alpha, A_ld, incx, beta, incy}; }

    SymvTask<T, Herm> task(int64_t g, int64_t p, int64_t size) const {
        const int64_t N = n[g];
        SymvTask<T, Herm> t{uplo[g], false,
                            N,       alpha[g],
                            beta[g], A.offset(p),
                            A_ld[g], x.offset(p).shifted(vector_shift(N, incx[g])),
                            incx[g], y.offset(p).shifted(vector_shift(N, incy[g])),
                            incy[g], size};
        if (layout == Layout::RowMajor) {  // A^T: the other triangle; conj(A) when Hermitian
            t.uplo = flip(t.uplo);
            t.conj = Herm && is_complex_v<T>;
        }
        // (CBLAS has hemv but no complex symv)
        const bool can = level2_vendor_can<T>(!t.conj && (Herm || !is_complex_v<T>), N, t.lda,
                                              {t.incx, t.incy}, t.A, t.x, t.y);
        t.path = level2_path<compute_t<T>>(&Tuning::symv_trxv, t.alpha != compute_t<T>(0), N, t.count, can);
        return t;
    }
};

template <class T, bool Herm>
void symv_batched(BLAS_Layout layout, const BLAS_Uplo* uplo, const int64_t* n, const compute_t<T>* alpha,
                  const T* const* A, const int64_t* A_ld, const T* const* x, const int64_t* incx,
                  const compute_t<T>* beta, T* const* y, const int64_t* incy, int64_t group_count,
                  const int64_t* group_sizes, int64_t* info) {
    const SymvSpec<T, Herm> s{Layout(int(layout)),
                              {uplo},
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

template <class T, bool Herm>
void symv_strided(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, compute_t<T> alpha, const T* A, int64_t A_ld,
                  int64_t A_stride, const T* x, int64_t incx, int64_t x_stride, compute_t<T> beta, T* y,
                  int64_t incy, int64_t y_stride, int64_t batch_count, int64_t* info) {
    using F = FaceArgs<kSymvArgs, Face::Strided>;
    const Interface iface{F::positions, F::names.span(),
                          vector_stride_ok(y_stride, incy, n, batch_count) ? 0 : F::at("y_stride")};
    const SymvSpec<T, Herm> s{Layout(int(layout)),
                              {&uplo},
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
