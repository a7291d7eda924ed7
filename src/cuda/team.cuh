// Teams of threads, the unit of the GPU kernels that keep a matrix's rows in registers (the
// batched LAPACK's register kernels, gemm's Rows kernel): a team of w lanes (a power of two up to
// 32, aligned in its warp) takes one matrix; its lanes exchange values by shuffles that name only
// the team's lanes, so the teams of a warp run independently. The emulated suites
// (tests/cuda/emulated_team.hh) run this code on the host, each lane a thread.
#pragma once

#include <cuda_runtime.h>

#include <cstdint>
#include <type_traits>

#include "cuda/device_ops.cuh"

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

// Calls f(std::integral_constant<int, NB>{}) with NB the register width of order n (1..32).
template <class F>
auto with_register_width(int64_t n, F f) {
    if (n <= 2) return f(std::integral_constant<int, 2>{});
    if (n <= 4) return f(std::integral_constant<int, 4>{});
    if (n <= 8) return f(std::integral_constant<int, 8>{});
    if (n <= 16) return f(std::integral_constant<int, 16>{});
    return f(std::integral_constant<int, 32>{});
}

// Whether rows of NB elements of S are kept in registers: complex rows of 256 bytes or more
// (c64 from order 9, c32 from 17) stay in shared memory, which measured faster there on the H200
// (the batched LAPACK, docs/cuda.md); those register kernels are not built.
template <class S, int NB>
constexpr bool kRowsInRegisters = std::is_arithmetic_v<S> || NB * sizeof(S) < 256;

// v of lane `lane` of the team, on every lane (a complex value as two shuffles)
template <class S>
__device__ __forceinline__ S team_bcast(const Team& tm, S v, int lane) {
    if constexpr (std::is_arithmetic_v<S>) return __shfl_sync(tm.mask, v, lane, tm.w);
    else return S{__shfl_sync(tm.mask, v.re, lane, tm.w), __shfl_sync(tm.mask, v.im, lane, tm.w)};
}

// The team width for matrices of `rows` rows: the power of two >= rows, at most 32.
inline int team_width(int64_t rows) {
    int w = 1;
    while (w < 32 && w < rows) w *= 2;
    return w;
}

}  // namespace bblas::impl::cuda
