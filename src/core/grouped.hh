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
#include <cstdint>
#include <mutex>
#include <new>
#include <span>
#include <tuple>

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

// Runs the groups of a call with its outcome written by `out`. mode: the error-reporting mode
// (Report::Throw for the C++ API, whose per-matrix numerical codes go to matrix_info).
template <class Spec>
void run_groups(const Spec& s, int64_t group_count, const int64_t* group_sizes, InfoWriter& out, Report mode,
                const Interface* iface, int64_t* matrix_info) {
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

    // Tasks with first-failure records report per group, so they take no runs of groups.
    const auto arrays = s.group_arrays();
    static_assert(std::tuple_size_v<decltype(arrays)> == per_group_args<Spec::args>(),
                  "Spec::group_arrays names every per-group argument");
    const bool runs = !firsts && std::apply([](const auto&... a) { return (!absent(a) && ...); }, arrays);
    const auto same_as_before = [&](int64_t g) {
        return group_sizes[g] == group_sizes[g - 1] &&
               std::apply([g](const auto&... a) { return (same_entry(a, g) && ...); }, arrays);
    };

    using Task = decltype(s.task(0, 0, 0));
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
    // The task of `groups` valid groups from g on, of `size` matrices each, from matrix p.
    const auto add = [&](int64_t g, int64_t p, int64_t size, int64_t groups) {
        if (size == 0 || out_of_memory) return;
        if (chunk.full()) flush();
        Task& t = *new (chunk.next()) Task(s.task(g, p, size));  // built in place: no copy
        if (t.empty()) return;
        t.count = size * groups;
        if constexpr (numerical) {
            if (each) t.status.each = each + p;
            else if (firsts) t.status = Status{nullptr, chunk.next_first(), &first_lock};
        }
        chunk.commit(g);
    };

    const bool scan = mode != Report::None;
    int64_t p = 0;
    for (int64_t g = 0; g < group_count;) {
        const int64_t size = group_sizes[g];
        int64_t end = g + 1;
        if (runs && size > 0)
            while (end < group_count && same_as_before(end)) ++end;
        const int64_t groups = end - g;
        const Fault f = mode == Report::Throw ? Fault{} : interface_fault(s.check(g, p, size * groups, scan));
        if (f && f.matrix >= 0 && groups > 1) {  // a matrix of some group of the run: one by one
            for (; g < end; p += size, ++g) {
                const Fault one = interface_fault(s.check(g, p, size, scan));
                out.group(g, p, size, one);
                if (!one) add(g, p, size, 1);
            }
            continue;
        }
        for (int64_t i = 0; i < groups; ++i) out.group(g + i, p + i * size, size, f);
        if (!f) add(g, p, size, groups);
        p += size * groups;
        g = end;
    }
    flush();
    // ReportAll: info[0] names the first group with a numerical failure among the entries
    if (numerical && !firsts && each && mode != Report::Throw && !out_of_memory) {
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
        out.out_of_memory(out.mode() == Report::Group ? group_count : p);
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

}  // namespace bblas::impl
