// The one driver behind every grouped call: check the counts, check each group (Spec::check),
// report through info or throw, then build one task per valid group (Spec::task) and run them
// all in one parallel execution. Nothing is computed when the C++ API is about to throw.
//
// A Spec describes one routine for one call:
//   static constexpr const char* name;            routine name for messages
//   static constexpr std::array<const char*, N> args;  argument names by position; the last
//                                                 three are group_count, group_sizes, info
//   Fault check(int64_t g, int64_t p, int64_t size, bool scan) const;
//                                                 first invalid argument of group g, whose
//                                                 matrices are [p, p + size); scan: look at
//                                                 each matrix pointer too
//   Task task(int64_t g, int64_t p, int64_t size) const;  the col-major work of a valid group
//   static constexpr bool numerical;               (optional) the task reports per-matrix
//                                                 numerical info (LAPACK's positive codes)
//                                                 through `int64_t* status`: entry i for its
//                                                 matrix i, written only where positive, null
//                                                 when nobody asks (ReportNone)
#pragma once

#include <algorithm>
#include <cstdint>
#include <span>
#include <vector>

#include "core/execute.hh"
#include "core/info.hh"
#include "core/report.hh"

namespace bblas::impl {

// An interface other than the standard's group API (strided, flat, interleaved) numbers its
// arguments differently: `positions[a - 1]` is its position of the standard's argument a (0:
// the interface has no such argument), `names` its names by its own positions. `extra` is the
// position of an argument of its own that it found invalid (a stride, say; 0: none): it counts
// for every group, in argument order with the standard ones.
struct Interface {
    std::span<const int> positions;
    std::span<const char* const> names;
    int extra = 0;
};

template <class Spec>
constexpr bool reports_numerical() {
    if constexpr (requires { Spec::numerical; }) return Spec::numerical;
    else return false;
}

// matrix_info (C++ API, Report::Throw): where per-matrix numerical info goes, one entry per
// matrix of the call, zeroed here; the C modes use info itself (ReportAll) or a temporary.
template <class Spec>
void run_grouped(const Spec& s, int64_t group_count, const int64_t* group_sizes, int64_t* info,
                 Report mode, const Interface* iface = nullptr, int64_t* matrix_info = nullptr) {
    constexpr int pos_count = int(Spec::args.size()) - 2;  // group_count
    InfoWriter out(mode, info);
    const auto position = [iface](int a) { return iface ? iface->positions[a - 1] : a; };
    // the fault as the caller numbers it: interface position, the interface's own checks merged
    const auto interface_fault = [&](Fault f) {
        int pos = f ? position(f.pos) : 0;
        if (iface && iface->extra && (pos == 0 || iface->extra < pos)) pos = iface->extra, f.matrix = -1;
        return Fault{pos, f.matrix};
    };
    const auto fail = [&](Fault f, int64_t g) {
        if (iface) throw_fault(Spec::name, iface->names, f.pos, g, f.matrix);
        throw_fault(Spec::name, Spec::args, f.pos, g, f.matrix);
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

    // Numerical codes per matrix: ReportAll writes them in place (the valid groups' entries are
    // zeroed by InfoWriter::group before the kernels run), Group and Any reduce a temporary.
    constexpr bool numerical = reports_numerical<Spec>();
    std::vector<int64_t> temporary;
    int64_t* status = nullptr;
    if constexpr (numerical) {
        int64_t total = 0;
        for (int64_t g = 0; g < group_count; ++g) total += group_sizes[g];
        if (mode == Report::All && info) status = info + 1;
        else if (mode == Report::Throw) status = matrix_info;
        else if ((mode == Report::Group || mode == Report::Any) && info)
            temporary.assign(size_t(total), 0), status = temporary.data();
        if (status && mode == Report::Throw) std::fill(status, status + total, int64_t(0));
    }

    using Task = decltype(s.task(0, 0, 0));
    std::vector<Task> tasks;
    int64_t p = 0;
    for (int64_t g = 0; g < group_count; ++g) {
        const int64_t size = group_sizes[g];
        const Fault f = interface_fault(s.check(g, p, size, mode != Report::None));
        if (f && mode == Report::Throw) fail(f, g);
        out.group(g, p, size, f);
        if (!f && size > 0) {
            Task t = s.task(g, p, size);
            if constexpr (numerical) t.status = status ? status + p : nullptr;
            if (!t.empty()) tasks.push_back(t);
        }
        p += size;
    }
    execute(std::span<const Task>(tasks));
    if constexpr (numerical) {
        if (status && mode != Report::Throw) {
            p = 0;
            for (int64_t g = 0; g < group_count; p += group_sizes[g++])
                for (int64_t i = 0; i < group_sizes[g]; ++i)
                    if (status[p + i] > 0) {
                        out.numerical(g, status[p + i]);
                        break;
                    }
        }
    }
    out.finish();
}

}  // namespace bblas::impl
