// Teams of threads, the unit of the GPU kernels that keep a matrix's rows in registers (the
// batched LAPACK's register kernels, gemm's Rows kernel): a team of w lanes (a power of two up to
// 32, aligned in its warp) takes one matrix; its lanes exchange values by shuffles that name only
// the team's lanes, so the teams of a warp run independently. The emulated suites
// (tests/cuda/emulated_team.hh) run this code on the host, each lane a fiber.
#pragma once

#include <cuda_runtime.h>

#include <cstdint>
#include <type_traits>

#include "cuda/device_ops.cuh"
#include "cuda/team_width.hh"

// nvcc unrolls the loops over the register arrays; the host compiler (the emulated tests) need not.
#ifdef __CUDACC__
#define BBLAS_UNROLL _Pragma("unroll")
#else
#define BBLAS_UNROLL
#endif

namespace bblas::impl::cuda {

// The threads of one matrix: t of w (a power of two up to 32, aligned in its warp); mask names
// the team's lanes, so that teams of one warp shuffle and wait independently.
// base: the team's first lane in its warp (bit `base` of a ballot is the team's lane 0).
struct Team {
    int t, w;
    unsigned mask;
    int base = 0;
    __device__ __forceinline__ void sync() const { __syncwarp(mask); }
};
__device__ __forceinline__ Team team_of(int w) {
    const int lane = int(threadIdx.x & 31);
    const unsigned mask = w == 32 ? 0xffffffffu : ((1u << w) - 1u) << (lane & ~(w - 1));
    return {int(threadIdx.x) % w, w, mask, lane & ~(w - 1)};
}

// v of lane `lane` of the team, on every lane (a complex value as two shuffles)
template <class S>
__device__ __forceinline__ S team_bcast(const Team& tm, S v, int lane) {
    if constexpr (std::is_arithmetic_v<S>) return __shfl_sync(tm.mask, v, lane, tm.w);
    else return S{__shfl_sync(tm.mask, v.re, lane, tm.w), __shfl_sync(tm.mask, v.im, lane, tm.w)};
}

}  // namespace bblas::impl::cuda
