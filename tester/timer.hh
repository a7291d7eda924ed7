// Timing (DESIGN.md section 5, paper 002): one untimed warm-up call, then `repeat` timed calls,
// each from the same input, and the median.
#pragma once

#include <chrono>
#include <vector>

namespace tester {

// Evicts the caches: writes a buffer larger than the last-level cache from every thread.
void flush_caches();

double median(std::vector<double> v);

// Median seconds of run() over `repeat` calls after one warm-up. restore() puts the input back
// before every call and, with flush, the caches are emptied after it; neither is timed.
template <class Restore, class Run>
double median_seconds(int repeat, bool flush, Restore&& restore, Run&& run) {
    using clock = std::chrono::steady_clock;
    std::vector<double> times;
    for (int r = 0; r <= repeat; ++r) {
        restore();
        if (flush) flush_caches();
        const auto t0 = clock::now();
        run();
        const auto t1 = clock::now();
        if (r > 0) times.push_back(std::chrono::duration<double>(t1 - t0).count());
    }
    return median(std::move(times));
}

}  // namespace tester
