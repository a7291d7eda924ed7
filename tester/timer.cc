#include "timer.hh"

#include <algorithm>
#include <cstdint>
#include <memory>

#include "roofline.hh"

namespace tester {
namespace {

size_t flush_bytes() {
    const size_t cache = size_t(last_level_cache());
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
