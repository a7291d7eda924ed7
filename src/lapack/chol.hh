// The Cholesky family: potrf, potrs and posv. One Spec per routine, one task for all three
// (tasks/chol.hh).
#pragma once

#include <array>
#include <cstdint>
#include <tuple>

#include "bblas.h"
#include "core/args.hh"
#include "core/check.hh"
#include "core/grouped.hh"
#include "core/plan.hh"
#include "lapack/plan.hh"
#include "tasks/chol.hh"

namespace bblas::impl {

template <class T, CholOp Kind>
struct CholSpec {
    static constexpr bool numerical = Kind != CholOp::Potrs;
    static constexpr bool has_b = Kind != CholOp::Potrf;
    static constexpr const char* name = Kind == CholOp::Potrf   ? "potrf"
                                        : Kind == CholOp::Potrs ? "potrs"
                                                                : "posv";
    static constexpr auto args = [] {
        if constexpr (has_b)
            return ArgList{"layout", "uplo", "n",           "nrhs",        "A",   "A_ld",
                           "B",      "B_ld", "group_count", "group_sizes", "info"};
        else return ArgList{"layout", "uplo", "n", "A", "A_ld", "group_count", "group_sizes", "info"};
    }();

    Layout layout;
    EnumArray<Uplo> uplo;
    const int64_t *n, *nrhs;
    Mats<T> A;
    const int64_t* A_ld;
    Mats<T> B;
    const int64_t* B_ld;

    Fault check(int64_t g, int64_t p, int64_t size, bool scan) const {
        if (!valid(layout)) return {args["layout"]};
        if (!valid_at(uplo, g)) return {args["uplo"]};
        if (!nonneg_at(n, g)) return {args["n"]};
        if constexpr (has_b)
            if (!nonneg_at(nrhs, g)) return {args["nrhs"]};
        const int64_t N = n[g], R = has_b ? nrhs[g] : 0;
        const bool reads_a = N > 0 && (Kind != CholOp::Potrs || R > 0);
        const GroupChecks c{g, p, size, layout, scan};
        // potrs reads A; potrf and posv write it
        if (Fault f = c.matrix(Mats<const T>(A), A_ld, reads_a, args["A"], N, N, Kind != CholOp::Potrs))
            return f;
        if constexpr (has_b) return c.output(Mats<const T>(B), B_ld, N > 0 && R > 0, args["B"], N, R);
        return {};
    }

    // the per-group arrays (run detection, core/grouped.hh)
    auto group_arrays() const {
        if constexpr (has_b) return std::tuple{uplo, n, nrhs, A_ld, B_ld};
        else return std::tuple{uplo, n, A_ld};
    }

    CholTask<T> task(int64_t g, int64_t p, int64_t size) const {
        const int64_t N = n[g], R = has_b ? nrhs[g] : 0;
        const bool fits =
            vendor::fits(N) && vendor::fits(R) && vendor::fits(A_ld[g]) && (!has_b || vendor::fits(B_ld[g]));
        return CholTask<T>{Kind,
                           layout,
                           uplo[g],
                           N,
                           R,
                           A.offset(p),
                           A_ld[g],
                           has_b ? B.offset(p) : Mats<T>{},
                           has_b ? B_ld[g] : 0,
                           size,
                           plan_lapack<T>(tuning().cholesky, N, A.is_interleaved(), true, fits),
                           Status{}};
    }
};

template <class T, CholOp Kind>
void chol_batched(BLAS_Layout layout, const BLAS_Uplo* uplo, const int64_t* n, const int64_t* nrhs,
                  T* const* A, const int64_t* A_ld, T* const* B, const int64_t* B_ld, int64_t group_count,
                  const int64_t* group_sizes, int64_t* info) {
    const CholSpec<T, Kind> s{Layout(int(layout)),  {uplo}, n, nrhs, Mats<T>::pointers(A), A_ld,
                              Mats<T>::pointers(B), B_ld};
    run_grouped(s, group_count, group_sizes, info, report_mode(info));
}

}  // namespace bblas::impl
