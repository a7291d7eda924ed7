// Timing (DESIGN.md section 5, paper 002): one untimed warm-up call, then `repeat` timed calls,
// each from the same input, and their median (or the fastest).
#pragma once

#include <algorithm>
#include <chrono>
#include <vector>

namespace tester {

// Evicts the caches: writes a buffer larger than the last-level cache from every thread.
void flush_caches();

double median(std::vector<double> v);

// Seconds of run() over `repeat` calls after one warm-up: the median, or with fastest the least
// (other work on a shared machine only ever lengthens a run: the fastest is the run it
// disturbed least). restore() puts the input back before every call and, with flush, the
// caches are emptied after it; neither is timed.
template <class Restore, class Run>
double run_seconds(int repeat, bool flush, bool fastest, Restore&& restore, Run&& run) {
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
    return fastest ? *std::min_element(times.begin(), times.end()) : median(std::move(times));
}

}  // namespace tester
