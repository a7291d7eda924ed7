#include "timer.hh"

#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <memory>

namespace tester {
namespace {

// Used when the system does not report its last-level cache.
constexpr size_t kDefaultLastLevelCache = size_t(64) << 20;

size_t flush_bytes() {
    long llc = sysconf(_SC_LEVEL3_CACHE_SIZE);
    if (llc <= 0) llc = sysconf(_SC_LEVEL2_CACHE_SIZE);
    const size_t cache = llc > 0 ? size_t(llc) : kDefaultLastLevelCache;
    return cache + cache / 2;
}

}  // namespace

void flush_caches() {
    static const size_t count = flush_bytes() / sizeof(int64_t);
    static const std::unique_ptr<int64_t[]> buffer(new int64_t[count]());
    int64_t* const p = buffer.get();
#pragma omp parallel for schedule(static)
    for (size_t i = 0; i < count; i += 8) p[i] += 1;  // one write per 64-byte line
}

double median(std::vector<double> v) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const size_t h = v.size() / 2;
    return v.size() % 2 ? v[h] : (v[h - 1] + v[h]) / 2;
}

}  // namespace tester
