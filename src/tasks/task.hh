// What every task shares: the path the planner chose for it, the cost model of the parallel
// split, and where per-matrix numerical codes go. A task is one group of a call folded to
// column-major: the planner (front end) builds it, the executor splits its matrices over the
// threads, and the kernels of the active instruction set run it. This layer sits between the
// two: it knows matrix addressing (core/mats.hh) and nothing of the interfaces above.
//
// A task provides:
//   int64_t count;                       matrices
//   int64_t cost() const;                estimated cost of one matrix, >= 1 (about flops)
//   bool empty() const;                  nothing to do (e.g. m = 0)
//   bool uses_vendor() const;            calls OpenBLAS
//   void run(int64_t lo, int64_t hi) const;  matrices [lo, hi)
//   int64_t granule() const;             shares start at multiples of it (optional; e.g. the
//                                        blocks of an interleaved container)
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <initializer_list>
#include <mutex>

#include "bblas/types.hh"
#include "core/mats.hh"

namespace bblas::impl {

// How a group's matrices are computed: one at a time by bblas's general kernels (Direct), one
// at a time with whole columns in registers (Columns: real gemm, gemv, ger, trsm, trmm, trsv,
// trmv with A as stored), a block of them at a time in the interleaved layout (Interleaved), or
// one at a time by OpenBLAS or LAPACKE (Vendor). Decided once, by the planner.
enum class Path : unsigned char { Direct, Columns, Interleaved, Vendor };

// Fixed cost of one matrix in the parallel split, in flop units: pointer loads, call overhead.
inline constexpr int64_t kMatrixOverhead = 64;
// The same for one vector of a Level-1 problem, in element operations: a Level-1 problem is
// short, so this is most of its cost.
inline constexpr int64_t kVectorOverhead = 16;
// One Level-1 problem of n elements with vectors at increments incs: a strided vector is read an
// element at a time and brings in the cache lines between its elements, so an element counts
// |inc| times, up to a cache line's worth of elements (dasum n = 32 took 9 ns a vector
// contiguous, 16 at increment 2, batch 2,000, Zen 3; as one element each, dasum n = 32 at
// increment 2, batch 2,000, stayed under kParallelMinCost on one thread at 0.61x the loop on two,
// session 31). The widest vector decides.
template <class T>
int64_t vector_cost(int64_t n, std::initializer_list<int64_t> incs) {
    constexpr int64_t line = std::max<int64_t>(1, 64 / int64_t(sizeof(T)));
    int64_t weight = 1;
    for (int64_t inc : incs) weight = std::max(weight, std::min(inc < 0 ? -inc : inc, line));
    return n * weight + kVectorOverhead;
}

inline int64_t gemm_cost(int64_t m, int64_t n, int64_t k) { return 2 * m * n * k + m * n + kMatrixOverhead; }

// Matrices in the widest pack of any instruction set (16 floats in 64 bytes).
inline constexpr int64_t kWidestPack = 16;

// Threads' shares of a task start at multiples of this: a container's block width, or for
// gathered blocks the widest pack, so that only the last block of a share is partial.
template <class M>
int64_t path_granule(Path path, const M& out) {
    if (out.is_interleaved()) return out.width;
    return path == Path::Interleaved ? kWidestPack : 1;
}

// The lowest-numbered matrix of a task whose factorisation failed, and its code. Threads find
// their failures in increasing order, so each takes the lock at most a few times per call.
struct FirstFailure {
    std::atomic<int64_t> matrix{INT64_MAX};
    int64_t code = 0;
};

// Where a task reports per-matrix numerical codes (LAPACK's positive info): one entry per
// matrix (`each`: the standard's ReportAll and the C++ API), or only the first failure of the
// task (`first`: ReportGroup and ReportAny, which need no memory per matrix), or nowhere.
struct Status {
    int64_t* each = nullptr;  // entry i for matrix i of the task
    FirstFailure* first = nullptr;
    std::mutex* lock = nullptr;  // guards `first` (one per call)
    // With `each`: set when any entry is written, so that a call in which every matrix
    // succeeded skips its pass over the entries (core/grouped.hh).
    std::atomic<bool>* failed = nullptr;

    explicit operator bool() const { return each || first; }
    void report(int64_t i, int64_t code) const {
        if (each) {
            each[i] = code;
            // (read first: with many failures on many threads, stores alone bounce the line)
            if (failed && !failed->load(std::memory_order_relaxed))
                failed->store(true, std::memory_order_relaxed);
        } else if (first && i < first->matrix.load(std::memory_order_relaxed)) {
            const std::lock_guard<std::mutex> hold(*lock);
            if (i < first->matrix.load(std::memory_order_relaxed)) {
                first->code = code;
                first->matrix.store(i, std::memory_order_relaxed);
            }
        }
    }
};

}  // namespace bblas::impl
