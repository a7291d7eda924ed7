// The LU family: getrf (with and without pivoting), getrs, gesv, getri and the combined inverse.
// One Spec per routine (its arguments in the standard's order differ), one Task for all of them:
// the kernels gather a block of matrices once, run every step of the routine on it, and scatter
// once (paper 001, Algorithm 2).
//
// Row-major matrices are handled exactly: the kernels see the logical matrix through a view
// with swapped strides, so pivoting stays a row interchange of the logical matrix.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>

#include "bblas.h"
#include "core/check.hh"
#include "core/grouped.hh"
#include "core/interleaved_args.hh"
#include "core/plan.hh"
#include "kernels/dispatch.hh"
#include "lapack/plan.hh"

namespace bblas::impl {

enum class LuOp : unsigned char { Getrf, GetrfNoPiv, Getrs, Gesv, Getri, Inverse };

template <class T>
struct LuTask {
    LuOp op;
    Layout layout;
    Op trans;
    int64_t m, n, nrhs;  // A is m x n (n x n but for getrf); B is n x nrhs
    Mats<T> A;
    int64_t lda;
    Mats<int64_t> ipiv;
    Mats<T> B;
    int64_t ldb;
    int64_t count;
    Path path = Path::Interleaved;
    int64_t* status = nullptr;

    bool factors() const { return op != LuOp::Getrs && op != LuOp::Getri; }
    bool solves() const { return op == LuOp::Getrs || op == LuOp::Gesv; }
    bool inverts() const { return op == LuOp::Getri || op == LuOp::Inverse; }
    bool empty() const { return std::min(m, n) == 0 || (solves() && nrhs == 0 && !factors()); }
    int64_t cost() const {
        const int64_t k = std::min(m, n);
        int64_t c = factors() ? m * n * k - k * k * (m + n) / 2 + k * k * k / 3 : 0;
        if (solves()) c += n * n * nrhs;
        if (inverts()) c += 4 * n * n * n / 3;
        return 2 * c + m * n + kMatrixOverhead;
    }
    bool uses_vendor() const { return path == Path::Vendor; }
    int64_t granule() const { return path_granule(path, A); }
    void run(int64_t lo, int64_t hi) const { run_task(*this, lo, hi); }
};

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
    static constexpr auto make_args() {
        if constexpr (Kind == LuOp::Getrf)
            return std::array<const char*, 9>{"layout", "m", "n", "A", "A_ld", "ipiv",
                                               "group_count", "group_sizes", "info"};
        else if constexpr (Kind == LuOp::GetrfNoPiv)
            return std::array<const char*, 8>{"layout", "m", "n", "A", "A_ld",
                                               "group_count", "group_sizes", "info"};
        else if constexpr (Kind == LuOp::Getrs)
            return std::array<const char*, 12>{"layout", "trans", "n", "nrhs", "A", "A_ld", "ipiv",
                                                "B", "B_ld", "group_count", "group_sizes", "info"};
        else if constexpr (Kind == LuOp::Gesv)
            return std::array<const char*, 11>{"layout", "n", "nrhs", "A", "A_ld", "ipiv", "B",
                                                "B_ld", "group_count", "group_sizes", "info"};
        else if constexpr (Kind == LuOp::Getri)
            return std::array<const char*, 8>{"layout", "n", "A", "A_ld", "ipiv",
                                               "group_count", "group_sizes", "info"};
        else
            return std::array<const char*, 7>{"layout", "n", "A", "A_ld",
                                               "group_count", "group_sizes", "info"};
    }
    static constexpr auto args = make_args();

    Layout layout;
    EnumArray<Op> trans;      // getrs only
    const int64_t *m, *n;     // m: getrf only (square routines pass n)
    const int64_t* nrhs;      // getrs, gesv
    Mats<T> A;
    const int64_t* A_ld;
    Mats<int64_t> ipiv;
    Mats<T> B;
    const int64_t* B_ld;

    static constexpr bool has_m = Kind == LuOp::Getrf || Kind == LuOp::GetrfNoPiv;
    // argument positions (1-based) in this routine's list
    static constexpr int kN = 2 + int(Kind == LuOp::Getrs || has_m);
    static constexpr int kA = kN + 1 + int(has_b), kPiv = kA + 2, kB = kPiv + int(has_piv);

    Fault check(int64_t g, int64_t p, int64_t size, bool scan) const {
        if (!valid(layout)) return {1};
        if constexpr (Kind == LuOp::Getrs)
            if (!valid_at(trans, g)) return {2};
        if constexpr (has_m)
            if (!nonneg_at(m, g)) return {2};
        if (!nonneg_at(n, g)) return {kN};
        if constexpr (has_b)
            if (!nonneg_at(nrhs, g)) return {kN + 1};
        const int64_t M = has_m ? m[g] : n[g], N = n[g], k = std::min(M, N);
        const int64_t R = has_b ? nrhs[g] : 0;
        // getrs with nrhs = 0 reads nothing; the factorisations need A whenever it is not empty
        const bool reads_a = k > 0 && (Kind != LuOp::Getrs || R > 0);
        const GroupChecks c{g, p, size, layout, scan};
        if (Fault f = c.matrix(Mats<const T>(A), A_ld, reads_a, kA, M, N)) return f;
        if constexpr (has_piv)
            if (Fault f = operand_fault(Mats<const int64_t>(ipiv), p, size, reads_a, scan, kPiv))
                return f;
        if constexpr (has_b) return c.matrix(Mats<const T>(B), B_ld, k > 0 && R > 0, kB, N, R);
        return {};
    }

    LuTask<T> task(int64_t g, int64_t p, int64_t size) const {
        const int64_t N = n[g], M = has_m ? m[g] : N, R = has_b ? nrhs[g] : 0;
        LuTask<T> t{Kind, layout, Kind == LuOp::Getrs ? trans[g] : Op::NoTrans, M, N, R,
                    A.offset(p), A_ld[g], has_piv ? ipiv.offset(p) : Mats<int64_t>{},
                    has_b ? B.offset(p) : Mats<T>{}, has_b ? B_ld[g] : 0, size};
        t.path = plan_lapack(std::max(M, N), t.A.is_interleaved(),
                             vendor::fits(M) && vendor::fits(N) && vendor::fits(R) &&
                                 vendor::fits(t.lda) && vendor::fits(t.ldb));
        if (Kind == LuOp::GetrfNoPiv && t.path == Path::Vendor) t.path = Path::Direct;  // LAPACK has none
        return t;
    }
};

// The standard's C entry points; square routines pass n for m.
template <class T, LuOp Kind>
void lu_batched(BLAS_Layout layout, const BLAS_Trans* trans, const int64_t* m, const int64_t* n,
                const int64_t* nrhs, T* const* A, const int64_t* A_ld, int64_t* const* ipiv,
                T* const* B, const int64_t* B_ld, int64_t group_count, const int64_t* group_sizes,
                int64_t* info) {
    const LuSpec<T, Kind> s{Layout(int(layout)), {trans}, m, n, nrhs, Mats<T>::pointers(A), A_ld,
                            Mats<int64_t>::pointers(ipiv), Mats<T>::pointers(B), B_ld};
    run_grouped(s, group_count, group_sizes, info, report_mode(info));
}

}  // namespace bblas::impl
