// Parallel execution of the tasks of one call (tasks/task.hh): OpenMP threads split the total
// estimated cost into equal static shares, so that groups of different sizes balance. Each
// thread runs every task's matrices that fall into its share. Inside an enclosing parallel
// region, or for work too small to pay for waking threads, everything runs on the calling
// thread. Nothing is thrown inside the parallel region: a thread that runs out of scratch
// memory skips its work (core/scratch.hh) and execute() returns false.
#pragma once

#include <algorithm>
#include <cstdint>
#include <span>

#include <omp.h>

#include "core/scratch.hh"
#include "vendor/threads.hh"

namespace bblas::impl {

// Below this total cost (about flops) a call runs on one thread: an OpenMP parallel region
// costs about 3 us on the 2-core Zen 5 machine even with OMP_WAIT_POLICY=active (libgomp's
// futex calls on every fork and join), so a second thread pays only from about 6 us of work.
// One thread against two, medians of 300-400 calls (2026-11-25): dgemm n = 2 / 4 / 8 broke even
// at costs of about 170000 / 150000 / 290000, dasum n = 4 / 16 / 64 at 200000 / 130000 / 160000,
// dnrm2 n = 4 / 16 at 80000 / 100000 (20000, the value before, ran dgemm n = 2 batch 1000 on
// two threads in 5.2 us against 3.8 on one).
inline constexpr int64_t kParallelMinCost = 120000;

// The fixed cost of starting one task (the kernel table's dispatch, the kernel's set-up) in the
// tasks' cost units (about flops, tasks/task.hh): a call of many groups of one matrix each is
// mostly this. About 30 ns per task of a 2x2 dgemm in a perf profile of 200000 single-matrix
// groups (Zen 4, 2026-11-25), as much as 200 flop units of such a product take there.
inline constexpr int64_t kTaskOverhead = 200;

// First matrix of `task` (starting at cumulative cost `base`) whose start lies at or after cost c.
inline int64_t first_at_or_after(int64_t c, int64_t base, int64_t cost, int64_t count) {
    if (c <= base) return 0;
    return std::min(count, (c - base + cost - 1) / cost);
}

int threads_for(int64_t total_cost);

template <class Task>
int64_t granule_of(const Task& t) {
    if constexpr (requires { t.granule(); }) return t.granule();
    else return 1;
}

// First matrix at or after cost c, rounded up to the task's granule.
template <class Task>
int64_t share_start(const Task& t, int64_t c, int64_t base) {
    const int64_t i = first_at_or_after(c, base, t.cost(), t.count), g = granule_of(t);
    return std::min(t.count, (i + g - 1) / g * g);
}

// Runs thread id's share (of n) of the tasks' cost line: the tasks of every part in turn, as
// one list, whose total cost is `total`.
template <class Task>
void run_share(std::span<const std::span<const Task>> parts, int64_t total, int id, int n) {
    const int64_t lo = int64_t((__int128)total * id / n);
    const int64_t hi = int64_t((__int128)total * (id + 1) / n);
    int64_t base = 0;
    for (const std::span<const Task> part : parts)
        for (const Task& t : part) {
            const int64_t c = t.cost(), end = base + t.count * c;
            if (end > lo && base < hi) {
                const int64_t i0 = share_start(t, lo, base), i1 = share_start(t, hi, base);
                if (i1 > i0) t.run(i0, i1);
            }
            base = end;
            if (base >= hi) return;
        }
}

template <class Task>
int64_t total_cost(std::span<const Task> tasks) {
    int64_t total = 0;
    for (const Task& t : tasks) total += t.count * t.cost();
    return total;
}

// Runs every task; false when a thread ran out of scratch memory (some matrices were then not
// computed).
template <class Task>
bool execute(std::span<const Task> tasks) {
    if (tasks.empty()) return true;
    const int64_t total = total_cost(tasks);
    bool vendor = false;
    for (const Task& t : tasks) vendor = vendor || t.uses_vendor();
    VendorSingleThread guard(vendor);
    // the threads are chosen with the tasks' start-up costs too, the shares by the matrices'
    const int nt = threads_for(total + kTaskOverhead * int64_t(tasks.size()));
    const std::span<const Task> parts[1] = {tasks};
    if (nt == 1) {
        clear_scratch_exhausted();
        run_share<Task>(parts, total, 0, 1);
        return !scratch_exhausted();
    }
    bool exhausted = false;
#pragma omp parallel num_threads(nt) reduction(|| : exhausted)
    {
        clear_scratch_exhausted();
        run_share<Task>(parts, total, omp_get_thread_num(), omp_get_num_threads());
        exhausted = scratch_exhausted();
    }
    return !exhausted;
}

}  // namespace bblas::impl
