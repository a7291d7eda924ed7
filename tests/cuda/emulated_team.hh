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
#include <thread>
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

}  // namespace bblas::impl::cuda
