// The one driver behind every grouped call: check the counts, check each group (Spec::check),
// report through info or throw, then build one task per valid group (Spec::task) and run them
// in parallel executions of at most kChunkTasks tasks. Nothing is computed when the C++ API is
// about to throw.
//
// Consecutive groups whose tasks are equal but for their matrices, which follow each other,
// are coalesced into one task (a batch given as one group per matrix, as BATCH_VARIABLE and
// grouped calls of all-equal problems make it, runs as one group): each matrix is computed by
// the same path and kernel as in its own group, so the results are the same bit for bit.
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
//   static constexpr bool numerical;               (optional) the task reports per-matrix
//                                                 numerical info (LAPACK's positive codes)
//                                                 through its `status` (tasks/task.hh)
#pragma once

#include <algorithm>
#include <cstdint>
#include <mutex>
#include <new>
#include <span>

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
        : tasks_(frame.take_array<Task>(size_t(capacity))), start_(frame.take_array<int64_t>(size_t(capacity))),
          group_(frame.take_array<int64_t>(size_t(capacity))),
          first_(firsts ? frame.take_array<FirstFailure>(size_t(capacity)) : nullptr),
          capacity_(capacity), ok_(tasks_ && start_ && group_ && (!firsts || first_)) {}

    bool ok() const { return ok_; }
    bool full() const { return size_ == capacity_; }
    int64_t size() const { return size_; }
    Task& back() { return tasks_[size_ - 1]; }
    int64_t back_start() const { return start_[size_ - 1]; }
    std::span<const Task> tasks() const { return {tasks_, size_t(size_)}; }
    int64_t group(int64_t i) const { return group_[i]; }
    const FirstFailure* first(int64_t i) const { return first_ ? first_ + i : nullptr; }
    // Where the next task's first failure goes (null unless the chunk keeps them).
    FirstFailure* next_first() {
        if (!first_) return nullptr;
        return new (first_ + size_) FirstFailure;
    }
    void push(const Task& t, int64_t start, int64_t g) {
        new (tasks_ + size_) Task(t);
        start_[size_] = start;
        group_[size_++] = g;
    }
    void clear() { size_ = 0; }

private:
    Task* tasks_;
    int64_t *start_, *group_;
    FirstFailure* first_;
    int64_t capacity_, size_ = 0;
    bool ok_;
};

// Runs the groups of a call with its outcome written by `out`. mode: the error-reporting mode
// (Report::Throw for the C++ API, whose per-matrix numerical codes go to matrix_info).
template <class Spec>
void run_groups(const Spec& s, int64_t group_count, const int64_t* group_sizes, InfoWriter& out,
                Report mode, const Interface* iface, int64_t* matrix_info) {
    constexpr int pos_count = int(Spec::args.size()) - 2;  // group_count
    const auto position = [iface](int a) { return iface ? iface->positions[a - 1] : a; };
    // the fault as the caller numbers it: interface position, the interface's own checks merged
    const auto interface_fault = [&](Fault f) {
        int pos = f ? position(f.pos) : 0;
        if (iface && iface->extra && (pos == 0 || iface->extra < pos)) pos = iface->extra, f = Fault{pos};
        else f.pos = pos;
        return f;
    };
    const auto fail = [&](Fault f, int64_t g) {
        if (iface) throw_fault(Spec::name, iface->names, f, g);
        throw_fault(Spec::name, Spec::args.span(), f, g);
    };

    int count_fault = 0;
    int64_t count_group = -1;
    if (group_count < 0) {
        count_fault = pos_count;
    } else if (group_count > 0 && !group_sizes) {
        count_fault = pos_count + 1;
    } else {
        for (int64_t g = 0; g < group_count && !count_fault; ++g)
            if (group_sizes[g] < 0) count_fault = pos_count + 1, count_group = g;
    }
    if (count_fault) {
        if (mode == Report::Throw) fail(Fault{position(count_fault)}, count_group);
        out.counts(position(count_fault));
        return;
    }
    // The C++ API throws before anything is computed: every group is checked first.
    if (mode == Report::Throw)
        for (int64_t g = 0, p = 0; g < group_count; p += group_sizes[g++])
            if (const Fault f = interface_fault(s.check(g, p, group_sizes[g], true))) fail(f, g);

    // Numerical codes: in place for ReportAll and the C++ API, first failures for Group and Any.
    constexpr bool numerical = reports_numerical<Spec>();
    int64_t* const each = mode == Report::Throw ? matrix_info : out.matrix_entries();
    const bool firsts = numerical && !each && (out.mode() == Report::Group || out.mode() == Report::Any);
    std::mutex first_lock;
    // Tasks with first-failure records report per group, so they are not coalesced.
    const bool coalesce = !firsts;

    using Task = decltype(s.task(0, 0, 0));
    const auto with_status = [&](Task& t, int64_t p, FirstFailure* first) {
        if constexpr (numerical) {
            if (each) t.status.each = each + p;
            else if (first) t.status = Status{nullptr, first, &first_lock};
        }
    };
    // Group g (matrices [p, p + size), task t) continues the chunk's last task: the same task
    // but for its matrices, which follow the last task's.
    const auto continues = [&](TaskChunk<Task>& chunk, int64_t g, int64_t p, int64_t size, const Task& t) {
        if (!coalesce || chunk.size() == 0) return false;
        const Task& last = chunk.back();
        const int64_t start = chunk.back_start();
        if (start + last.count != p) return false;
        Task joined = s.task(g, start, last.count + size);
        if constexpr (requires { t.path; }) {
            if (t.path != last.path) return false;
            joined.path = last.path;  // planned for one group's count, as the groups were
        }
        with_status(joined, start, nullptr);
        Task grown = last;
        grown.count += size;
        return same_task(joined, grown);
    };

    ScratchFrame frame;
    TaskChunk<Task> chunk(frame, std::max<int64_t>(1, std::min(group_count, kChunkTasks)), firsts);
    bool out_of_memory = !chunk.ok();
    const auto flush = [&] {
        if (chunk.size() == 0 || out_of_memory) return;
        if (!execute(chunk.tasks())) out_of_memory = true;
        if (firsts && !out_of_memory)
            for (int64_t i = 0; i < chunk.size(); ++i)
                if (const FirstFailure* f = chunk.first(i); f->matrix.load() != INT64_MAX)
                    out.numerical(chunk.group(i), f->code);
        chunk.clear();
    };
    int64_t p = 0;
    for (int64_t g = 0; g < group_count; ++g) {
        const int64_t size = group_sizes[g];
        const Fault f = mode == Report::Throw ? Fault{} : interface_fault(s.check(g, p, size, mode != Report::None));
        out.group(g, p, size, f);
        if (!f && size > 0 && !out_of_memory) {
            Task t = s.task(g, p, size);
            if (!t.empty()) {
                if (continues(chunk, g, p, size, t)) {
                    chunk.back().count += size;
                } else {
                    if (chunk.full()) flush();
                    with_status(t, p, chunk.next_first());
                    chunk.push(t, p, g);
                }
            }
        }
        p += size;
    }
    flush();
    // ReportAll: info[0] names the first group with a numerical failure among the entries
    if (numerical && !firsts && each && mode != Report::Throw && !out_of_memory) {
        int64_t q = 0;
        for (int64_t g = 0; g < group_count; q += group_sizes[g++])
            if (const int64_t* bad = std::find_if(each + q, each + q + group_sizes[g], [](int64_t v) { return v > 0; });
                bad != each + q + group_sizes[g]) {
                out.numerical(g, *bad);
                break;
            }
    }
    if (out_of_memory) {
        if (mode == Report::Throw) throw std::bad_alloc();
        out.out_of_memory(out.mode() == Report::Group ? group_count : p);
    }
    out.finish();
}

// matrix_info (C++ API, Report::Throw): where per-matrix numerical info goes, one entry per
// matrix of the call, zeroed here.
template <class Spec>
void run_grouped(const Spec& s, int64_t group_count, const int64_t* group_sizes, int64_t* info,
                 Report mode, const Interface* iface = nullptr, int64_t* matrix_info = nullptr) {
    if (matrix_info && group_count > 0 && group_sizes) {
        int64_t total = 0;
        for (int64_t g = 0; g < group_count; ++g) total += std::max<int64_t>(0, group_sizes[g]);
        std::fill(matrix_info, matrix_info + total, int64_t(0));
    }
    InfoWriter out(mode, info);
    run_groups(s, group_count, group_sizes, out, mode, iface, matrix_info);
}

}  // namespace bblas::impl
