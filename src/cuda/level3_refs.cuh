// How the Level-3 kernels (cuda/level3_kernels.cu) address a matrix, written once over the
// device scalar type: DenseRef (column-major at a pointer, in global or shared memory) and
// BlockedRef (a lane of bblas.h's block-interleaved layout). in(r, c) reads an input through the
// read-only cache, get and put read and write an output. The emulated suites include this
// header on the host (tests/cuda/emulated_team.hh).
#pragma once

#include <cuda_runtime.h>

#include <cstdint>
#include <type_traits>

#include "cuda/device_ops.cuh"
#include "cuda/level3_launch.hh"

namespace bblas::impl::cuda {

template <class S, bool Global = true>
struct DenseRef {  // column-major at p, leading dimension ld; in global memory, or in shared memory
    S* p;
    int64_t ld;
    __device__ __forceinline__ S in(int64_t r, int64_t c) const {
        if constexpr (Global) return load(p + r + c * ld);
        else return p[r + c * ld];
    }
    __device__ __forceinline__ S get(int64_t r, int64_t c) const { return p[r + c * ld]; }
    __device__ __forceinline__ void put(int64_t r, int64_t c, S v) const { p[r + c * ld] = v; }
};

template <class S>
struct BlockedRef {  // a lane of an interleaved block: element e at p[e w], its imaginary part plane further
    using R = device_real_t<S>;
    R* p;
    int64_t ld, w, plane;
    __device__ __forceinline__ int64_t at(int64_t r, int64_t c) const { return (r + c * ld) * w; }
    __device__ __forceinline__ S in(int64_t r, int64_t c) const { return in_at(at(r, c)); }
    // the element at offset o of the lane (o = at(r, c) for element (r, c))
    __device__ __forceinline__ S in_at(int64_t o) const {
        const R* q = p + o;
        if constexpr (std::is_same_v<std::remove_const_t<S>, std::remove_const_t<R>>) return __ldg(q);
        else return {__ldg(q), __ldg(q + plane)};
    }
    __device__ __forceinline__ S get(int64_t r, int64_t c) const {
        const R* q = p + at(r, c);
        if constexpr (std::is_same_v<std::remove_const_t<S>, std::remove_const_t<R>>) return *q;
        else return {q[0], q[plane]};
    }
    __device__ __forceinline__ void put(int64_t r, int64_t c, S v) const {
        R* q = p + at(r, c);
        if constexpr (std::is_same_v<S, R>) *q = v;
        else q[0] = v.re, q[plane] = v.im;
    }
};

// q = a / b, r = a % b: in 32 bits where both fit (a 64-bit division is a long emulated
// sequence on the GPU, and these run once per element).
__device__ __forceinline__ void divide_index(int64_t a, int64_t b, int64_t& q, int64_t& r) {
    if (((a | b) >> 31) == 0) {
        const uint32_t q32 = uint32_t(a) / uint32_t(b);
        q = q32, r = a - int64_t(q32) * b;
    } else {
        q = a / b, r = a - q * b;
    }
}

// Matrix i of an operand, leading dimension ld.
template <bool Blocked, class S>
__device__ __forceinline__ auto ref(const DeviceOperand<S>& M, int64_t i, int64_t ld) {
    if constexpr (Blocked) {
        constexpr bool complex =
            !std::is_same_v<std::remove_const_t<S>, std::remove_const_t<device_real_t<S>>>;
        if (!M.blocks) return BlockedRef<S>{nullptr, ld, 0, 0};  // an operand the routine has not
        int64_t block, lane;
        divide_index(i, M.width, block, lane);
        return BlockedRef<S>{M.blocks + block * M.block_reals + lane, ld, M.width,
                             complex ? M.block_reals / 2 : 0};
    } else {
        return DenseRef<S>{matrix(M, i), ld};
    }
}

// Element (r, c) of op(X).
template <class Ref>
__device__ __forceinline__ auto op_in(const Ref& X, DeviceOp op, int64_t r, int64_t c) {
    if (op == DeviceOp::N) return X.in(r, c);
    const auto v = X.in(c, r);
    return op == DeviceOp::C ? conj_of(v) : v;
}

}  // namespace bblas::impl::cuda
