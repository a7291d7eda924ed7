// The Cholesky family: potrf, potrs and posv. One Spec per routine, one Task for all three; posv
// factors and solves on one gathered block (paper 001, Algorithm 2).
//
// Row-major matrices are handled exactly: the kernels see the logical A and B through views with
// swapped strides (the uplo triangle of a row-major A is the other triangle of its storage).
#pragma once

#include <array>
#include <cstdint>

#include "bblas.h"
#include "core/check.hh"
#include "core/grouped.hh"
#include "core/plan.hh"
#include "kernels/dispatch.hh"
#include "lapack/plan.hh"

namespace bblas::impl {

enum class CholOp : unsigned char { Potrf, Potrs, Posv };

template <class T>
struct CholTask {
    CholOp op;
    Layout layout;
    Uplo uplo;      // of the logical A
    int64_t n, nrhs;
    Mats<T> A;
    int64_t lda;
    Mats<T> B;
    int64_t ldb;
    int64_t count;
    Path path = Path::Interleaved;
    int64_t* status = nullptr;

    bool empty() const { return n == 0 || (op == CholOp::Potrs && nrhs == 0); }
    int64_t cost() const {
        const int64_t f = op == CholOp::Potrs ? 0 : n * n * n / 3;
        return 2 * (f + n * n * nrhs) + n * n + kMatrixOverhead;
    }
    bool uses_vendor() const { return path == Path::Vendor; }
    int64_t granule() const { return path_granule(path, A); }
    void run(int64_t lo, int64_t hi) const { run_task(*this, lo, hi); }
};

template <class T, CholOp Kind>
struct CholSpec {
    static constexpr bool numerical = Kind != CholOp::Potrs;
    static constexpr bool has_b = Kind != CholOp::Potrf;
    static constexpr const char* name = Kind == CholOp::Potrf   ? "potrf"
                                        : Kind == CholOp::Potrs ? "potrs"
                                                                : "posv";
    static constexpr auto make_args() {
        if constexpr (has_b)
            return std::array<const char*, 11>{"layout", "uplo", "n", "nrhs", "A", "A_ld", "B",
                                                "B_ld", "group_count", "group_sizes", "info"};
        else
            return std::array<const char*, 8>{"layout", "uplo", "n", "A", "A_ld",
                                               "group_count", "group_sizes", "info"};
    }
    static constexpr auto args = make_args();
    static constexpr int kA = has_b ? 5 : 4;

    Layout layout;
    EnumArray<Uplo> uplo;
    const int64_t *n, *nrhs;
    Mats<T> A;
    const int64_t* A_ld;
    Mats<T> B;
    const int64_t* B_ld;

    Fault check(int64_t g, int64_t p, int64_t size, bool scan) const {
        if (!valid(layout)) return {1};
        if (!valid_at(uplo, g)) return {2};
        if (!nonneg_at(n, g)) return {3};
        if constexpr (has_b)
            if (!nonneg_at(nrhs, g)) return {4};
        const int64_t N = n[g], R = has_b ? nrhs[g] : 0;
        const bool reads_a = N > 0 && (Kind != CholOp::Potrs || R > 0);
        const GroupChecks c{g, p, size, layout, scan};
        if (Fault f = c.matrix(Mats<const T>(A), A_ld, reads_a, kA, N, N)) return f;
        if constexpr (has_b) return c.matrix(Mats<const T>(B), B_ld, N > 0 && R > 0, kA + 2, N, R);
        return {};
    }

    CholTask<T> task(int64_t g, int64_t p, int64_t size) const {
        const int64_t N = n[g], R = has_b ? nrhs[g] : 0;
        CholTask<T> t{Kind, layout, uplo[g], N, R,
                      A.offset(p), A_ld[g], has_b ? B.offset(p) : Mats<T>{}, has_b ? B_ld[g] : 0,
                      size};
        t.path = plan_lapack(N, t.A.is_interleaved(),
                             vendor::fits(N) && vendor::fits(R) && vendor::fits(t.lda) &&
                                 vendor::fits(t.ldb));
        return t;
    }
};

template <class T, CholOp Kind>
void chol_batched(BLAS_Layout layout, const BLAS_Uplo* uplo, const int64_t* n,
                  const int64_t* nrhs, T* const* A, const int64_t* A_ld, T* const* B,
                  const int64_t* B_ld, int64_t group_count, const int64_t* group_sizes,
                  int64_t* info) {
    const CholSpec<T, Kind> s{Layout(int(layout)), {uplo}, n, nrhs, Mats<T>::pointers(A), A_ld,
                              Mats<T>::pointers(B), B_ld};
    run_grouped(s, group_count, group_sizes, info, report_mode(info));
}

}  // namespace bblas::impl
