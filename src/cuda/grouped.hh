// The GPU's counterpart of core/grouped.hh's run_grouped: the same checks (the routine's Spec,
// shared with the CPU library) and the same info in every mode, then each valid group to the
// routine's plan, which enqueues its work on the queue. Everything is decided on the host before
// the first launch of a group; nothing waits for the device.
//
// One difference from the CPU: the pointer arrays are in device memory, so Spec::check never
// scans them (scan = false: a null matrix inside an array is not found, bblas_cuda.h); a null
// array itself is still an argument error.
//
// A Plan has
//   void add(int64_t g, int64_t p, int64_t size);  enqueue valid group g, matrices [p, p + size)
//   bool finish();                                  enqueue what add() held back; false if any
//                                                   CUDA or cuBLAS call failed
#pragma once

#include <cstdint>

#include "bblas_cuda.h"
#include "core/grouped.hh"
#include "core/info.hh"
#include "core/report.hh"

namespace bblas::impl::cuda {

// queue_pos: the position of the queue argument in the caller's interface (after info); a null
// queue is reported as an invalid group_count is, after group_count and group_sizes.
template <class Spec, class Plan>
void run_grouped(const Spec& s, int64_t group_count, const int64_t* group_sizes, int64_t* info,
                 const Interface* iface, int queue_pos, bool queue, Plan& plan) {
    InfoWriter out(report_mode(info), info);
    constexpr int pos_count = int(Spec::args.size()) - 2;  // group_count
    int64_t count_group = -1;
    if (const int bad = count_fault(group_count, group_sizes, pos_count, count_group)) {
        out.counts(iface ? iface->positions[bad - 1] : bad);
        return;
    }
    if (!queue) {
        out.counts(queue_pos);
        return;
    }
    int64_t matrices = 0;
    for (int64_t g = 0; g < group_count; matrices += group_sizes[g++]) {
        const Fault f = interface_fault(iface, s.check(g, matrices, group_sizes[g], false));
        out.group(g, matrices, group_sizes[g], f);
        if (!f && group_sizes[g] > 0) plan.add(g, matrices, group_sizes[g]);
    }
    if (!plan.finish())
        out.out_of_memory(out.mode() == Report::Group ? group_count : matrices, BBLAS_ERROR_CUDA);
    out.finish();
}

// The C entries' runner on the GPU (core/grouped.hh's RunOnCpu there): the CPU library's entry
// templates build the Spec and the interface's checks, this enqueues the Spec's valid groups on
// the queue with Plan<Spec>. The queue follows info in every form.
template <template <class> class Plan>
struct RunOnQueue {
    bblas_cuda_queue_t queue;
    template <class Spec>
    void operator()(const Spec& s, int64_t group_count, const int64_t* group_sizes, int64_t* info,
                    const Interface* iface) const {
        const int queue_pos = int(iface ? iface->names.size() : Spec::args.size()) + 1;
        Plan<Spec> plan(s, queue);
        run_grouped(s, group_count, group_sizes, info, iface, queue_pos, queue != nullptr, plan);
    }
};

}  // namespace bblas::impl::cuda
