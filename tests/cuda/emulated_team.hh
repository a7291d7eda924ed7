// The device primitives that the GPU library's team code uses (cuda/team.cuh: shuffles, ballot,
// __syncwarp, threadIdx), on the host: each lane of a team is a std::thread, __syncwarp a barrier
// of the team, a shuffle or ballot a slot array between two barriers. The emulated suites
// (test_cuda_lapack_emulated, test_cuda_gemm_emulated) include this before the device code and
// run one team at a time with run_team. The lanes run concurrently, so a missing barrier shows as
// a wrong result. What it cannot check is the device's: the launch configuration, shared-memory
// carving, the grid loop (the GPU suites).
#pragma once

#include <cuda_runtime.h>

#include <barrier>
#include <cstdio>
#include <cstring>
#include <thread>
#include <type_traits>
#include <vector>

#include <gtest/gtest.h>

// The device's primitives that the steps use, for one team at a time.
thread_local int emu_lane;
struct {
    unsigned x;
} threadIdx;
std::barrier<>* emu_bar;
alignas(16) unsigned char emu_slots[32 * 16];
inline void __syncwarp(unsigned) { emu_bar->arrive_and_wait(); }
template <class V>
V __shfl_xor_sync(unsigned, V v, int off, int) {
    V* s = reinterpret_cast<V*>(emu_slots);
    s[emu_lane] = v;
    emu_bar->arrive_and_wait();
    V r = s[emu_lane ^ off];
    emu_bar->arrive_and_wait();
    return r;
}
template <class V>
V __shfl_sync(unsigned, V v, int src, int) {
    V* s = reinterpret_cast<V*>(emu_slots);
    s[emu_lane] = v;
    emu_bar->arrive_and_wait();
    V r = s[src];
    emu_bar->arrive_and_wait();
    return r;
}
int emu_w;  // the lanes of the team
inline unsigned __ballot_sync(unsigned, int pred) {
    int* s = reinterpret_cast<int*>(emu_slots);
    s[emu_lane] = pred != 0;
    emu_bar->arrive_and_wait();
    unsigned r = 0;
    for (int l = 0; l < emu_w; ++l) r |= unsigned(s[l]) << l;
    emu_bar->arrive_and_wait();
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

// Runs body(Team) on w lanes, each a thread (S: unused, the callers' scalar type).
template <class S, class Body>
void run_team(int w, Body body) {
    std::barrier<> bar(w);
    emu_bar = &bar;
    emu_w = w;
    std::vector<std::thread> th;
    for (int t = 0; t < w; ++t)
        th.emplace_back([&, t] {
            emu_lane = t;
            const unsigned mask = w == 32 ? 0xffffffffu : (1u << w) - 1u;
            body(Team{t, w, mask});
        });
    for (auto& x : th) x.join();
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
