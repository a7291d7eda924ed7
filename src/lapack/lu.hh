// The LU family: getrf (with and without pivoting), getrs, gesv, getri and the combined inverse.
// One Spec per routine (its arguments in the standard's order differ), one task for all of them
// (tasks/lu.hh).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <tuple>

#include "bblas.h"
#include "core/args.hh"
#include "core/check.hh"
#include "core/grouped.hh"
#include "core/plan.hh"
#include "lapack/plan.hh"
#include "tasks/lu.hh"

namespace bblas::impl {

template <class T, LuOp Kind>
struct LuSpec {
    static constexpr bool numerical = Kind != LuOp::Getrs;
    static constexpr bool has_piv = Kind != LuOp::GetrfNoPiv && Kind != LuOp::Inverse;
    static constexpr bool has_b = Kind == LuOp::Getrs || Kind == LuOp::Gesv;
    static constexpr const char* name = Kind == LuOp::Getrf        ? "getrf"
                                        : Kind == LuOp::GetrfNoPiv ? "getrf_nopiv"
                                        : Kind == LuOp::Getrs      ? "getrs"
                                        : Kind == LuOp::Gesv       ? "gesv"
                                        : Kind == LuOp::Getri      ? "getri"
                                                                   : "getrf_inv";
    static constexpr auto args = [] {
        if constexpr (Kind == LuOp::Getrf)
            return ArgList{"layout", "m", "n", "A", "A_ld", "ipiv", "group_count", "group_sizes", "info"};
        else if constexpr (Kind == LuOp::GetrfNoPiv)
            return ArgList{"layout", "m", "n", "A", "A_ld", "group_count", "group_sizes", "info"};
        else if constexpr (Kind == LuOp::Getrs)
            return ArgList{"layout", "trans", "n",    "nrhs",        "A",           "A_ld",
                           "ipiv",   "B",     "B_ld", "group_count", "group_sizes", "info"};
        else if constexpr (Kind == LuOp::Gesv)
            return ArgList{"layout", "n",    "nrhs",        "A",           "A_ld", "ipiv",
                           "B",      "B_ld", "group_count", "group_sizes", "info"};
        else if constexpr (Kind == LuOp::Getri)
            return ArgList{"layout", "n", "A", "A_ld", "ipiv", "group_count", "group_sizes", "info"};
        else return ArgList{"layout", "n", "A", "A_ld", "group_count", "group_sizes", "info"};
    }();

    Layout layout;
    EnumArray<Op> trans;   // getrs only
    const int64_t *m, *n;  // m: getrf only (square routines pass n)
    const int64_t* nrhs;   // getrs, gesv
    Mats<T> A;
    const int64_t* A_ld;
    Mats<int64_t> ipiv;
    Mats<T> B;
    const int64_t* B_ld;

    static constexpr bool has_m = Kind == LuOp::Getrf || Kind == LuOp::GetrfNoPiv;

    Fault check(int64_t g, int64_t p, int64_t size, bool scan) const {
        if (!valid(layout)) return {args["layout"]};
        if constexpr (Kind == LuOp::Getrs)
            if (!valid_at(trans, g)) return {args["trans"]};
        if constexpr (has_m)
            if (!nonneg_at(m, g)) return {args["m"]};
        if (!nonneg_at(n, g)) return {args["n"]};
        if constexpr (has_b)
            if (!nonneg_at(nrhs, g)) return {args["nrhs"]};
        const int64_t M = has_m ? m[g] : n[g], N = n[g], k = std::min(M, N);
        const int64_t R = has_b ? nrhs[g] : 0;
        // getrs with nrhs = 0 reads nothing; the factorisations need A whenever it is not empty
        const bool reads_a = k > 0 && (Kind != LuOp::Getrs || R > 0);
        const GroupChecks c{g, p, size, layout, scan};
        // getrs reads A; every other routine of the family writes it
        if (Fault f = c.matrix(Mats<const T>(A), A_ld, reads_a, args["A"], M, N, Kind != LuOp::Getrs))
            return f;
        // getrf and gesv write the pivots, getrs and getri read them
        if constexpr (has_piv)
            if (Fault f = operand_fault(Mats<const int64_t>(ipiv), p, size, reads_a, scan, args["ipiv"],
                                        Kind == LuOp::Getrf || Kind == LuOp::Gesv))
                return f;
        if constexpr (has_b) return c.output(Mats<const T>(B), B_ld, k > 0 && R > 0, args["B"], N, R);
        return {};
    }

    // the per-group arrays (run detection, core/grouped.hh)
    auto group_arrays() const {
        const auto a = std::tuple{n, A_ld};
        const auto with_m = std::tuple_cat(a, [&] {
            if constexpr (has_m) return std::tuple{m};
            else return std::tuple{};
        }());
        const auto with_b = std::tuple_cat(with_m, [&] {
            if constexpr (has_b) return std::tuple{nrhs, B_ld};
            else return std::tuple{};
        }());
        if constexpr (Kind == LuOp::Getrs) return std::tuple_cat(with_b, std::tuple{trans});
        else return with_b;
    }

    LuTask<T> task(int64_t g, int64_t p, int64_t size) const {
        const int64_t N = n[g], M = has_m ? m[g] : N, R = has_b ? nrhs[g] : 0;
        LuTask<T> t{Kind,
                    layout,
                    Kind == LuOp::Getrs ? trans[g] : Op::NoTrans,
                    M,
                    N,
                    R,
                    A.offset(p),
                    A_ld[g],
                    has_piv ? ipiv.offset(p) : Mats<int64_t>{},
                    has_b ? B.offset(p) : Mats<T>{},
                    has_b ? B_ld[g] : 0,
                    size,
                    Path::Interleaved,
                    Status{}};
        constexpr bool inverse = Kind == LuOp::Getri || Kind == LuOp::Inverse;
        t.path = plan_lapack<T>(inverse ? tuning().inverse : tuning().lu, std::max(M, N),
                                t.A.is_interleaved(), Kind != LuOp::GetrfNoPiv,
                                vendor::fits(M) && vendor::fits(N) && vendor::fits(R) &&
                                    vendor::fits(t.lda) && vendor::fits(t.ldb));
        return t;
    }
};

// The standard's C entry points; square routines pass n for m.
template <class T, LuOp Kind>
void lu_batched(BLAS_Layout layout, const BLAS_Trans* trans, const int64_t* m, const int64_t* n,
                const int64_t* nrhs, T* const* A, const int64_t* A_ld, int64_t* const* ipiv, T* const* B,
                const int64_t* B_ld, int64_t group_count, const int64_t* group_sizes, int64_t* info) {
    const LuSpec<T, Kind> s{
        Layout(int(layout)),  {trans}, m, n, nrhs, Mats<T>::pointers(A), A_ld, Mats<int64_t>::pointers(ipiv),
        Mats<T>::pointers(B), B_ld};
    run_grouped(s, group_count, group_sizes, info, report_mode(info));
}

}  // namespace bblas::impl
