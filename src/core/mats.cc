// The null-pointer scan of the argument checks (core/mats.hh).
#include "core/mats.hh"

#include <algorithm>

#include <omp.h>

namespace bblas::impl {

namespace {

// Pointers scanned per test: the inner loop has no exit, so it vectorises.
constexpr int64_t kScanBlock = 64;
// Below this many pointers one thread scans: waking others costs more than the pass.
constexpr int64_t kParallelScan = int64_t(1) << 16;

int64_t scan(const void* const* p, int64_t lo, int64_t hi) {
    for (int64_t b = lo; b < hi; b += kScanBlock) {
        const int64_t e = std::min(hi, b + kScanBlock);
        bool null = false;
        for (int64_t i = b; i < e; ++i) null |= p[i] == nullptr;
        if (null)
            for (int64_t i = b; i < e; ++i)
                if (!p[i]) return i;
    }
    return -1;
}

}  // namespace

int64_t first_null_pointer(const void* const* p, int64_t count) {
    if (count < kParallelScan || omp_in_parallel() || omp_get_max_threads() == 1) return scan(p, 0, count);
    int64_t first = count;
#pragma omp parallel reduction(min : first)
    {
        const int id = omp_get_thread_num(), n = omp_get_num_threads();
        const int64_t lo = count * id / n, hi = count * (id + 1) / n;
        const int64_t i = scan(p, lo, hi);
        if (i >= 0) first = i;
    }
    return first == count ? -1 : first;
}

}  // namespace bblas::impl
