// The ger task on one group: A += alpha * op(u) * op(v)^T, A column-major (geru, gerc, and ger
// for real types; row-major swaps the vectors).
#pragma once

#include <cstdint>

#include "core/half.hh"
#include "kernels/dispatch.hh"
#include "tasks/task.hh"

namespace bblas::impl {

template <class T>
struct GerTask {
    int64_t m, n;        // column-major A
    compute_t<T> alpha;  // (single precision for half storage)
    Mats<const T> u;     // op conjugating u or v where conj_u / conj_v
    int64_t incu;
    Mats<const T> v;
    int64_t incv;
    bool conj_u, conj_v;
    Mats<T> A;
    int64_t lda;
    int64_t count;
    Path path = Path::Direct;

    bool empty() const { return m == 0 || n == 0 || alpha == compute_t<T>(0); }
    int64_t cost() const { return 2 * m * n + kMatrixOverhead; }
    bool uses_vendor() const { return path == Path::Vendor; }
    int64_t granule() const { return path_granule(path, A); }
    void run(int64_t lo, int64_t hi) const { run_task(*this, lo, hi); }
};

}  // namespace bblas::impl
