// trmv and trsv: x = op(A) * x, x = op(A)^-1 * x, A triangular n x n.
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
#include "tasks/trxv.hh"

namespace bblas::impl {

inline constexpr ArgList kTrxvArgs{"layout", "uplo", "trans", "diag",        "n",           "A",
                                   "A_ld",   "x",    "incx",  "group_count", "group_sizes", "info"};

template <class T, bool Solve>
struct TrxvSpec {
    static constexpr const char* name = Solve ? "trsv" : "trmv";
    static constexpr auto args = spec_args<T>(kTrxvArgs);

    Layout layout;
    EnumArray<Uplo> uplo;
    EnumArray<Op> trans;
    EnumArray<Diag> diag;
    const int64_t* n;
    Mats<const T> A;
    const int64_t* A_ld;
    Mats<T> x;
    const int64_t* incx;

    Fault check(int64_t g, int64_t p, int64_t size, bool scan) const {
        if (!valid(layout)) return {args["layout"]};
        if (!valid_at(uplo, g)) return {args["uplo"]};
        if (!valid_at(trans, g)) return {args["trans"]};
        if (!valid_at(diag, g)) return {args["diag"]};
        if (!nonneg_at(n, g)) return {args["n"]};
        const int64_t N = n[g];
        const GroupChecks c{g, p, size, layout, scan};
        if (Fault f = c.matrix(A, A_ld, N > 0, args["A"], N, N)) return f;
        return c.output_vector(x, incx, N > 0, args["x"]);
    }

    // the per-group arrays (run detection, core/grouped.hh)
    auto group_arrays() const { return std::tuple{uplo, trans, diag, n, A_ld, incx}; }

    TrxvTask<T, Solve> task(int64_t g, int64_t p, int64_t size) const {
        const int64_t N = n[g];
        const Op op = trans[g];
        TrxvTask<T, Solve> t{
            uplo[g],     op != Op::NoTrans, is_complex_v<T> && op == Op::ConjTrans,        diag[g], N,
            A.offset(p), A_ld[g],           x.offset(p).shifted(vector_shift(N, incx[g])), incx[g], size};
        if (layout == Layout::RowMajor) {  // A is the column-major A^T
            t.uplo = flip(t.uplo);
            t.trans = !t.trans;
        }
        // OpenBLAS's trmv and trsv run its gemv kernel with A as stored
        const bool can = level2_vendor_can<T>(cblas_gemv_safe<T>(false), N, t.lda, {t.incx}, t.A, t.x);
        t.path = trxv_columns_pay(t) ? Path::Columns
                                     : level2_path<compute_t<T>>(&Tuning::symv_trxv, true, N, t.count, can);
        return t;
    }
};

template <class T, bool Solve>
void trxv_batched(BLAS_Layout layout, const BLAS_Uplo* uplo, const BLAS_Trans* trans, const BLAS_Diag* diag,
                  const int64_t* n, const T* const* A, const int64_t* A_ld, T* const* x, const int64_t* incx,
                  int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    const TrxvSpec<T, Solve> s{
        Layout(int(layout)),  {uplo}, {trans}, {diag}, n, Mats<const T>::pointers(A), A_ld,
        Mats<T>::pointers(x), incx};
    run_grouped(s, group_count, group_sizes, info, report_mode(info));
}

template <class T, bool Solve>
void trxv_strided(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, BLAS_Diag diag, int64_t n, const T* A,
                  int64_t A_ld, int64_t A_stride, T* x, int64_t incx, int64_t x_stride, int64_t batch_count,
                  int64_t* info) {
    using F = FaceArgs<kTrxvArgs, Face::Strided>;
    const Interface iface{F::positions, F::names.span(),
                          vector_stride_ok(x_stride, incx, n, batch_count) ? 0 : F::at("x_stride")};
    const TrxvSpec<T, Solve> s{Layout(int(layout)),
                               {&uplo},
                               {&trans},
                               {&diag},
                               &n,
                               Mats<const T>::strided(A, A_stride),
                               &A_ld,
                               Mats<T>::strided(x, x_stride),
                               &incx};
    run_grouped(s, 1, &batch_count, info, report_mode(info), &iface);
}

}  // namespace bblas::impl
