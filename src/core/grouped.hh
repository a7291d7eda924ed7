// The one driver behind every grouped call: check the counts, check each group (Spec::check),
// report through info or throw, then build one task per valid group (Spec::task) and run them
// in parallel executions of at most kChunkTasks tasks. Nothing is computed when the C++ API is
// about to throw.
//
// Runs of consecutive groups of equal size whose per-group arguments are equal entry for entry
// (Spec::group_arrays) are checked and planned once and run as one task (a batch given as one
// group per matrix, as grouped calls of all-equal problems make it, runs as one group): each
// matrix is computed by the path its own group would take (planned for one group's size), so
// the results are the same bit for bit; info is still written group by group.
//
// Memory: the task list lives in the calling thread's scratch arena (core/scratch.hh), capped
// at kChunkTasks tasks whatever the number of groups; numerical codes go straight to info
// (ReportAll) or, per task, to the first failure only (ReportGroup, ReportAny). Nothing a call
// allocates grows with its batch.
//
// A Spec describes one routine for one call:
//   static constexpr const char* name;            routine name for messages
//   static constexpr ArgList<N> args;               argument names by position (core/args.hh);
//                                                 the last three are group_count, group_sizes, info
//   Fault check(int64_t g, int64_t p, int64_t size, bool scan) const;
//                                                 first invalid argument of group g, whose
//                                                 matrices are [p, p + size); scan: look at
//                                                 each matrix pointer too
//   Task task(int64_t g, int64_t p, int64_t size) const;  the col-major work of a valid group
//   auto group_arrays() const;                     a tuple of its per-group arrays (EnumArray
//                                                 or pointers), as many as args has
//   static constexpr bool numerical;               (optional) the task reports per-matrix
//                                                 numerical info (LAPACK's positive codes)
//                                                 through its `status` (tasks/task.hh)
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <mutex>
#include <new>
#include <span>
#include <tuple>
#include <utility>

#include <omp.h>

#include "core/args.hh"
#include "core/check.hh"
#include "core/execute.hh"
#include "core/info.hh"
#include "core/report.hh"
#include "core/scratch.hh"
#include "tasks/task.hh"

namespace bblas::impl {

// An interface other than the standard's group API (strided, flat, interleaved) numbers its
// arguments differently: `positions[a - 1]` is its position of the standard's argument a (0:
// the interface has no such argument), `names` its names by its own positions. `extra` is the
// position of an argument of its own that it found invalid (a stride, say; 0: none): it counts
// for every group, in argument order with the standard ones.
struct Interface {
    std::span<const int> positions;
    std::span<const ArgName> names;
    int extra = 0;
};

// The fault as the caller of interface iface (null: the standard's) numbers it: its position
// of the argument, its own fault (iface->extra) merged in argument order.
inline Fault interface_fault(const Interface* iface, Fault f) {
    const auto position = [iface](int a) { return iface ? iface->positions[a - 1] : a; };
    int pos = f ? position(f.pos) : 0;
    if (iface && iface->extra && (pos == 0 || iface->extra < pos)) pos = iface->extra, f = Fault{pos};
    else f.pos = pos;
    return f;
}

// The call-wide checks of the counts: the standard's position of an invalid group_count or
// group_sizes (count_pos, count_pos + 1; 0: both valid) and, for a negative group size, its
// group (else -1). Nothing else is checked or computed when they fail.
inline int count_fault(int64_t group_count, const int64_t* group_sizes, int count_pos, int64_t& group) {
    group = -1;
    if (group_count < 0) return count_pos;
    if (group_count > 0 && !group_sizes) return count_pos + 1;
    for (int64_t g = 0; g < group_count; ++g)
        if (group_sizes[g] < 0) return group = g, count_pos + 1;
    return 0;
}

template <class Spec>
constexpr bool reports_numerical() {
    if constexpr (requires { Spec::numerical; }) return Spec::numerical;
    else return false;
}

// Tasks per parallel execution: the memory of the task list is bounded by it, and a call of
// many small groups still pays one parallel region per this many groups (about 3 us: 6 ns a
// group).
inline constexpr int64_t kChunkTasks = 512;

// The tasks of one chunk, in the calling thread's scratch, with the first-failure records of
// the tasks that report their numerical codes that way.
template <class Task>
class TaskChunk {
public:
    TaskChunk(ScratchFrame& frame, int64_t capacity, bool firsts)
        : tasks_(frame.take_array<Task>(size_t(capacity))),
          group_(frame.take_array<int64_t>(size_t(capacity))),
          first_(firsts ? frame.take_array<FirstFailure>(size_t(capacity)) : nullptr),
          capacity_(capacity),
          ok_(tasks_ && group_ && (!firsts || first_)) {}

    bool ok() const { return ok_; }
    bool full() const { return size_ == capacity_; }
    int64_t size() const { return size_; }
    std::span<const Task> tasks() const { return {tasks_, size_t(size_)}; }
    int64_t group(int64_t i) const { return group_[i]; }
    const FirstFailure* first(int64_t i) const { return first_ ? first_ + i : nullptr; }
    // Where the next task's first failure goes (null unless the chunk keeps them).
    FirstFailure* next_first() {
        if (!first_) return nullptr;
        return new (first_ + size_) FirstFailure;
    }
    // The next task's place (the chunk must not be full); commit() counts it.
    Task* next() { return tasks_ + size_; }
    void commit(int64_t g) { group_[size_++] = g; }
    void clear() { size_ = 0; }

private:
    Task* tasks_;
    int64_t* group_;
    FirstFailure* first_;
    int64_t capacity_, size_ = 0;
    bool ok_;
};

// What a call's groups need to be checked and planned: the Spec, how the caller numbers its
// arguments, and where numerical codes go. plan() takes any range of groups, so that one thread
// (run_groups) or each thread of a team (run_groups_parallel) plans its part of a call.
template <class Spec>
class GroupPlanner {
public:
    using Task = decltype(std::declval<const Spec&>().task(0, 0, 0));
    static constexpr bool numerical = reports_numerical<Spec>();

    // each: per-matrix numerical codes in place (ReportAll, the C++ API); firsts: the first
    // failure of each task instead (ReportGroup, ReportAny).
    GroupPlanner(const Spec& s, const int64_t* group_sizes, Report mode, const Interface* iface,
                 int64_t* each, bool firsts)
        : s_(s),
          sizes_(group_sizes),
          mode_(mode),
          iface_(iface),
          each_(each),
          firsts_(firsts),
          arrays_(s.group_arrays()),
          // tasks with first-failure records report per group, so they take no runs of groups
          runs_(!firsts && std::apply([](const auto&... a) { return (!absent(a) && ...); }, arrays_)) {
        static_assert(std::tuple_size_v<decltype(arrays_)> == per_group_args<Spec::args>(),
                      "Spec::group_arrays names every per-group argument");
    }

    bool firsts() const { return firsts_; }
    // Whether a task reported a numerical failure into the per-matrix entries.
    bool failed() const { return failed_.load(std::memory_order_relaxed); }

    // The fault as the caller numbers it: its interface's position, its own checks merged.
    Fault interface_fault(Fault f) const { return impl::interface_fault(iface_, f); }

    // Checks groups [g, end), the first of them at matrix p, writes their outcome to out and
    // adds the tasks of the valid ones to chunk (flush() first whenever it is full; nothing is
    // added once out_of_memory is set).
    template <class Flush>
    void plan(int64_t g, int64_t end, int64_t p, InfoWriter& out, TaskChunk<Task>& chunk, bool& out_of_memory,
              Flush&& flush) const {
        const auto add = [&](int64_t g, int64_t p, int64_t size, int64_t groups) {
            if (size == 0 || out_of_memory) return;
            if (chunk.full()) flush();
            Task& t = *new (chunk.next()) Task(s_.task(g, p, size));  // built in place: no copy
            if (t.empty()) return;
            t.count = size * groups;
            if constexpr (numerical) {
                if (each_) t.status = Status{each_ + p, nullptr, nullptr, &failed_};
                else if (firsts_) t.status = Status{nullptr, chunk.next_first(), &first_lock_};
            }
            chunk.commit(g);
        };
        const bool scan = mode_ != Report::None;
        while (g < end) {
            const int64_t size = sizes_[g];
            int64_t last = g + 1;
            if (runs_ && size > 0)
                while (last < end && same_as_before(last)) ++last;
            const int64_t groups = last - g;
            const Fault f =
                mode_ == Report::Throw ? Fault{} : interface_fault(s_.check(g, p, size * groups, scan));
            if (f && f.matrix >= 0 && groups > 1) {  // a matrix of some group of the run: one by one
                for (; g < last; p += size, ++g) {
                    const Fault one = interface_fault(s_.check(g, p, size, scan));
                    out.group(g, p, size, one);
                    if (!one) add(g, p, size, 1);
                }
                continue;
            }
            for (int64_t i = 0; i < groups; ++i) out.group(g + i, p + i * size, size, f);
            if (!f) add(g, p, size, groups);
            p += size * groups;
            g = last;
        }
    }

    // After chunk's tasks ran: the first numerical failure of each into out (firsts only).
    void report_firsts(const TaskChunk<Task>& chunk, InfoWriter& out) const {
        if (!firsts_) return;
        for (int64_t i = 0; i < chunk.size(); ++i)
            if (const FirstFailure* f = chunk.first(i); f->matrix.load() != INT64_MAX)
                out.numerical(chunk.group(i), f->code);
    }

private:
    // Group g > 0 is group g - 1 again (a run): the same size and per-group arguments.
    bool same_as_before(int64_t g) const {
        return sizes_[g] == sizes_[g - 1] &&
               std::apply([g](const auto&... a) { return (same_entry(a, g) && ...); }, arrays_);
    }

    const Spec& s_;
    const int64_t* sizes_;
    Report mode_;
    const Interface* iface_;
    int64_t* each_;
    bool firsts_;
    decltype(std::declval<const Spec&>().group_arrays()) arrays_;
    bool runs_;
    mutable std::mutex first_lock_;            // guards the tasks' first-failure records
    mutable std::atomic<bool> failed_{false};  // a task wrote a numerical code to `each`
};

// Calls of at least this many groups are checked and planned by all the threads, each its part
// of every window of kChunkTasks groups, where one thread checked and planned them all while
// the others waited: 200000 groups of one 2x2 dgemm each, alpha different in each (no runs),
// cost about 80 ns a group on one thread, most of it checking and planning (Zen 4,
// 2026-11-25). Below it, one parallel region and two barriers per window cost more than the
// planning they share.
inline constexpr int64_t kParallelGroups = 256;

// run_groups' loop on a team of threads: for each window of kChunkTasks groups, each thread
// checks and plans an equal part of its groups into tasks of its own (its outcome in a copy of
// out, merged at the end), then every thread runs its share of all the window's tasks by cost,
// as execute() does. Each matrix is computed as on one thread (by the path of its own group),
// so the results are the same bit for bit. False when a thread ran out of scratch memory.
template <class Spec>
bool run_groups_parallel(const GroupPlanner<Spec>& planner, int64_t group_count, const int64_t* group_sizes,
                         InfoWriter& out, int threads) {
    using Task = typename GroupPlanner<Spec>::Task;
    ScratchFrame frame;
    auto* parts = frame.take_array<std::span<const Task>>(size_t(threads));
    if (!parts) return false;
    VendorSingleThread guard(true);  // which tasks call OpenBLAS is known only inside
    std::mutex merge_lock;
    bool exhausted = false;
#pragma omp parallel num_threads(threads)
    {
        const int id = omp_get_thread_num(), n = omp_get_num_threads();
        clear_scratch_exhausted();
        InfoWriter mine = out;
        ScratchFrame own;
        TaskChunk<Task> chunk(own, kChunkTasks / n + 1, planner.firsts());
        bool out_of_memory = !chunk.ok();
        int64_t p = 0;  // the window's first matrix
        for (int64_t g0 = 0; g0 < group_count; g0 += kChunkTasks) {
            const int64_t w = std::min(kChunkTasks, group_count - g0);
            const int64_t a = g0 + w * id / n, b = g0 + w * (id + 1) / n;
            int64_t q = p;  // the part's first matrix
            for (int64_t g = g0; g < a; ++g) q += group_sizes[g];
            planner.plan(a, b, q, mine, chunk, out_of_memory, [] {});  // a part never fills its chunk
            parts[id] = chunk.tasks();
#pragma omp barrier
            int64_t total = 0;
            for (int t = 0; t < n; ++t) total += total_cost(parts[t]);
            run_share<Task>(std::span<const std::span<const Task>>(parts, size_t(n)), total, id, n);
#pragma omp barrier
            if (!scratch_exhausted()) planner.report_firsts(chunk, mine);
            chunk.clear();
            for (int64_t g = g0; g < g0 + w; ++g) p += group_sizes[g];
        }
        const std::lock_guard<std::mutex> hold(merge_lock);
        out.merge(mine);
        exhausted = exhausted || out_of_memory || scratch_exhausted();
    }
    return !exhausted;
}

// Runs the groups of a call with its outcome written by `out`. mode: the error-reporting mode
// (Report::Throw for the C++ API, whose per-matrix numerical codes go to matrix_info).
template <class Spec>
void run_groups(const Spec& s, int64_t group_count, const int64_t* group_sizes, InfoWriter& out, Report mode,
                const Interface* iface, int64_t* matrix_info) {
    constexpr int pos_count = int(Spec::args.size()) - 2;  // group_count
    const auto position = [iface](int a) { return iface ? iface->positions[a - 1] : a; };
    const auto fail = [&](Fault f, int64_t g) {
        if (iface) throw_fault(Spec::name, iface->names, f, g);
        throw_fault(Spec::name, Spec::args.span(), f, g);
    };

    int64_t count_group = -1;
    if (const int bad = count_fault(group_count, group_sizes, pos_count, count_group)) {
        if (mode == Report::Throw) fail(Fault{position(bad)}, count_group);
        out.counts(position(bad));
        return;
    }

    // Numerical codes: in place for ReportAll and the C++ API, first failures for Group and Any.
    constexpr bool numerical = reports_numerical<Spec>();
    int64_t* const each = mode == Report::Throw ? matrix_info : out.matrix_entries();
    const bool firsts = numerical && !each && (out.mode() == Report::Group || out.mode() == Report::Any);
    const GroupPlanner<Spec> planner(s, group_sizes, mode, iface, each, firsts);

    // The C++ API throws before anything is computed: every group is checked first.
    if (mode == Report::Throw)
        for (int64_t g = 0, p = 0; g < group_count; p += group_sizes[g++])
            if (const Fault f = planner.interface_fault(s.check(g, p, group_sizes[g], true))) fail(f, g);

    int64_t matrices = 0;
    for (int64_t g = 0; g < group_count; ++g) matrices += group_sizes[g];
    bool out_of_memory = false;
    const int threads = group_count >= kParallelGroups ? threads_for(kParallelMinCost) : 1;
    if (threads > 1) {
        out_of_memory = !run_groups_parallel(planner, group_count, group_sizes, out, threads);
    } else {
        using Task = typename GroupPlanner<Spec>::Task;
        ScratchFrame frame;
        TaskChunk<Task> chunk(frame, std::max<int64_t>(1, std::min(group_count, kChunkTasks)), firsts);
        out_of_memory = !chunk.ok();
        const auto flush = [&] {
            if (chunk.size() == 0 || out_of_memory) return;
            if (!execute(chunk.tasks())) out_of_memory = true;
            else planner.report_firsts(chunk, out);
            chunk.clear();
        };
        planner.plan(0, group_count, 0, out, chunk, out_of_memory, flush);
        flush();
    }
    // ReportAll: info[0] names the first group with a numerical failure among the entries
    // (a pass over every entry, skipped when no task reported a failure: 10,000 entries cost a
    // few microseconds, as much as a tenth of dpotrf n = 2's call)
    if (numerical && !firsts && each && mode != Report::Throw && !out_of_memory && planner.failed()) {
        int64_t q = 0;
        for (int64_t g = 0; g < group_count; q += group_sizes[g++])
            if (const int64_t* bad =
                    std::find_if(each + q, each + q + group_sizes[g], [](int64_t v) { return v > 0; });
                bad != each + q + group_sizes[g]) {
                out.numerical(g, *bad);
                break;
            }
    }
    if (out_of_memory) {
        if (mode == Report::Throw) throw std::bad_alloc();
        out.out_of_memory(out.mode() == Report::Group ? group_count : matrices);
    }
    out.finish();
}

// matrix_info (C++ API, Report::Throw): where per-matrix numerical info goes, one entry per
// matrix of the call, zeroed here.
template <class Spec>
void run_grouped(const Spec& s, int64_t group_count, const int64_t* group_sizes, int64_t* info, Report mode,
                 const Interface* iface = nullptr, int64_t* matrix_info = nullptr) {
    if (matrix_info && group_count > 0 && group_sizes) {
        int64_t total = 0;
        for (int64_t g = 0; g < group_count; ++g) total += std::max<int64_t>(0, group_sizes[g]);
        std::fill(matrix_info, matrix_info + total, int64_t(0));
    }
    InfoWriter out(mode, info);
    run_groups(s, group_count, group_sizes, out, mode, iface, matrix_info);
}

// How a C entry runs its checked call: on the CPU here; the GPU library (cuda/grouped.hh) passes
// its own, which enqueues the same Spec's groups on a queue, so both libraries build the Spec
// and the interface's checks in one place.
struct RunOnCpu {
    template <class Spec>
    void operator()(const Spec& s, int64_t group_count, const int64_t* group_sizes, int64_t* info,
                    const Interface* iface) const {
        run_grouped(s, group_count, group_sizes, info, report_mode(info), iface);
    }
};

}  // namespace bblas::impl
