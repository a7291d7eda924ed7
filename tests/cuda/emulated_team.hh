// The device primitives that the GPU library's team code uses (cuda/team.cuh: shuffles, ballot,
// __syncwarp, threadIdx), on the host: each lane of a team is a fiber, __syncwarp a barrier of the
// team, a shuffle or ballot a slot array between two barriers. The emulated suites
// (test_cuda_lapack_emulated, test_cuda_gemm_emulated) include this before the device code and run
// one team at a time with run_team. Between two barriers each lane runs alone, in an order drawn
// afresh (from a fixed seed) at every barrier, so a missing barrier shows as a wrong result in
// either direction of the race (a value read before another lane wrote it, or after it wrote the
// next one). Fibers rather than threads: 32 lanes as threads meeting at a barrier per step crawled
// on a 2-core machine (the LAPACK suite took a minute of CI, run alone). What it cannot check is
// the device's: the launch configuration, shared-memory carving, the grid loop (the GPU suites).
#pragma once

#include <cuda_runtime.h>
#include <sys/mman.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <type_traits>
#include <vector>

#include <gtest/gtest.h>

// The team being run: its lanes' stacks and saved stack pointers, the scheduler's, and which
// lanes have ended. A switch is a few instructions (switch_to): swapcontext added a system call for
// the signal mask and a save of the floating-point state to each, 85% of the suite's time.
namespace emu {
inline constexpr size_t kStackBytes = 256 << 10;
inline int lane, width;
inline void* scheduler_sp;
inline void* lane_sp[32];
inline bool done[32];
inline char* stacks[32];  // each kStackBytes above a guard page, kept for the process
inline void (*entry)(void*);
inline void* entry_arg;
inline std::minstd_rand order_seed(20261128);

// x86-64 System V: the callee-saved registers pushed on the current stack, its stack pointer
// stored in *from, to's loaded and its registers popped; the return goes to where `to` switched
// away (or, the first time, to lane_main). The vector registers are all caller-saved.
[[gnu::naked, gnu::noinline]] inline void switch_to(void** /*from*/, void* /*to*/) {
    asm("pushq %rbp\n\tpushq %rbx\n\tpushq %r12\n\tpushq %r13\n\tpushq %r14\n\tpushq %r15\n\t"
        "movq %rsp, (%rdi)\n\tmovq %rsi, %rsp\n\t"
        "popq %r15\n\tpopq %r14\n\tpopq %r13\n\tpopq %r12\n\tpopq %rbx\n\tpopq %rbp\n\tret");
}
// A lane's life: its body, then back to the scheduler for good.
[[noreturn]] inline void lane_main() {
    entry(entry_arg);
    done[lane] = true;
    switch_to(&lane_sp[lane], scheduler_sp);
    __builtin_unreachable();
}
// Lane t's stack set up as if lane_main had been switched away from at its start: six register
// slots, lane_main's address for switch_to's return, and a null return address for lane_main
// (which never returns), leaving the stack 16-byte aligned as at a call.
inline void start_lane(int t) {
    if (!stacks[t]) {  // a lane that overflows its stack faults on the page below it
        constexpr size_t guard = 4096;
        void* m =
            mmap(nullptr, guard + kStackBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (m == MAP_FAILED || mprotect(m, guard, PROT_NONE) != 0) {
            std::perror("emulated team stack");
            std::abort();
        }
        stacks[t] = static_cast<char*>(m) + guard;
    }
    auto** sp = reinterpret_cast<void**>(stacks[t] + kStackBytes);
    *--sp = nullptr;
    *--sp = reinterpret_cast<void*>(&lane_main);
    for (int r = 0; r < 6; ++r) *--sp = nullptr;
    lane_sp[t] = sp;
    done[t] = false;
}
// A lane's wait at the barrier: back to the scheduler, which resumes it once every lane arrived.
inline void arrive_and_wait() { switch_to(&lane_sp[lane], scheduler_sp); }
}  // namespace emu

// The device's primitives that the steps use, for one team at a time.
struct {
    unsigned x;
} threadIdx;
alignas(16) unsigned char emu_slots[32 * 16];
inline void __syncwarp(unsigned) { emu::arrive_and_wait(); }
template <class V>
V __shfl_xor_sync(unsigned, V v, int off, int) {
    V* s = reinterpret_cast<V*>(emu_slots);
    s[emu::lane] = v;
    emu::arrive_and_wait();
    V r = s[emu::lane ^ off];
    emu::arrive_and_wait();
    return r;
}
template <class V>
V __shfl_sync(unsigned, V v, int src, int) {
    V* s = reinterpret_cast<V*>(emu_slots);
    s[emu::lane] = v;
    emu::arrive_and_wait();
    V r = s[src];
    emu::arrive_and_wait();
    return r;
}
inline unsigned __ballot_sync(unsigned, int pred) {
    int* s = reinterpret_cast<int*>(emu_slots);
    s[emu::lane] = pred != 0;
    emu::arrive_and_wait();
    unsigned r = 0;
    for (int l = 0; l < emu::width; ++l) r |= unsigned(s[l]) << l;
    emu::arrive_and_wait();
    return r;
}
inline int __ffs(int x) { return __builtin_ffs(x); }
template <class T>
T __ldg(const T* p) {
    return *p;
}
// cp.async (cuda_pipeline.h): the copy at once, zfill bytes of zeros at its end.
inline void __pipeline_memcpy_async(void* dst, const void* src, size_t size, size_t zfill = 0) {
    if (size > zfill) std::memcpy(dst, src, size - zfill);
    std::memset(static_cast<char*>(dst) + (size - zfill), 0, zfill);
}
inline void __pipeline_commit() {}
inline void __pipeline_wait_prior(size_t) {}

#include "cuda/level3_launch.hh"
#include "cuda/team.cuh"

namespace bblas::impl::cuda {

// A failed expectation, with printf-style words on it.
#define CHECK(c, ...)                                    \
    do {                                                 \
        if (!(c)) {                                      \
            char msg[256];                               \
            std::snprintf(msg, sizeof msg, __VA_ARGS__); \
            ADD_FAILURE() << msg;                        \
        }                                                \
    } while (0)

// Runs body(Team) on w lanes, each a fiber (S: unused, the callers' scalar type): in rounds,
// each lane in turn (in a shuffled order) runs to its next barrier or its end. A round where
// some lanes ended and others wait at a barrier is a team that diverged at a __syncwarp: on the
// device a hang or undefined, here a failed test (the waiting lanes are abandoned).
template <class S, class Body>
void run_team(int w, Body body) {
    emu::width = w;
    emu::entry = [](void* b) {
        const unsigned mask = emu::width == 32 ? 0xffffffffu : (1u << emu::width) - 1u;
        (*static_cast<Body*>(b))(Team{emu::lane, emu::width, mask});
    };
    emu::entry_arg = &body;
    for (int t = 0; t < w; ++t) emu::start_lane(t);
    int order[32];
    for (int t = 0; t < w; ++t) order[t] = t;
    for (;;) {
        std::shuffle(order, order + w, emu::order_seed);
        for (int i = 0; i < w; ++i) {
            emu::lane = order[i];
            if (emu::done[emu::lane]) continue;
            emu::switch_to(&emu::scheduler_sp, emu::lane_sp[emu::lane]);
        }
        const int done = int(std::count(emu::done, emu::done + w, true));
        if (done == w) return;
        if (done > 0) {
            ADD_FAILURE() << "emulated team of " << w << " lanes: " << done
                          << " ended while the others wait at a barrier";
            return;
        }
    }
}

// The interleaved form on the host: the dense operands (base and stride) copied into lanes of
// blocks kLaneWidth wide (element offset o of matrix p at block p / w, o w + p % w: the dense
// strides times w address it, padding included; lanes beyond the batch hold -999), and copied
// back (inputs, const S, are not) when the copy goes.
constexpr int64_t kLaneWidth = 3;
template <class S>
struct LaneCopy {
    using R = device_real_t<std::remove_const_t<S>>;
    static constexpr int64_t parts = std::is_same_v<std::remove_const_t<S>, R> ? 1 : 2;
    DeviceOperand<S>& op;
    int64_t per, count;
    std::vector<R> lanes;
    LaneCopy(DeviceOperand<S>& o, int64_t per_, int64_t count_) : op(o), per(per_), count(count_) {
        if (!op.base) return;
        const int64_t blocks = (count + kLaneWidth - 1) / kLaneWidth;
        lanes.assign(size_t(blocks * per * kLaneWidth * parts), R(-999));
        each([](R& lane, R& dense) { lane = dense; });
        op.blocks = lanes.data(), op.width = kLaneWidth, op.block_reals = per * kLaneWidth * parts;
    }
    ~LaneCopy() {
        if (lanes.empty()) return;
        if constexpr (!std::is_const_v<S>) each([](R& lane, R& dense) { dense = lane; });
        op.blocks = nullptr, op.width = op.block_reals = 0;
    }
    template <class F>
    void each(F f) {
        R* dense = reinterpret_cast<R*>(const_cast<std::remove_const_t<S>*>(op.base));
        for (int64_t p = 0; p < count; ++p)
            for (int64_t o = 0; o < per; ++o)
                for (int64_t c = 0; c < parts; ++c)
                    f(lanes[size_t((p / kLaneWidth) * per * kLaneWidth * parts + c * per * kLaneWidth +
                                   o * kLaneWidth + p % kLaneWidth)],
                      dense[size_t((p * op.stride + o) * parts + c)]);
    }
};

}  // namespace bblas::impl::cuda
