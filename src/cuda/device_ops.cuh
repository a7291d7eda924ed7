// Device arithmetic and loads shared by the GPU library's kernels (cuda/*_kernels.cu), over the
// device scalar types (float, double, Cx<float>, Cx<double>): std::complex is host code.
#pragma once

#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <cstdint>

#include "cuda/gemm_launch.hh"

namespace bblas::impl::cuda {

// grid.x's limit (2^31 - 1); the kernels loop over the blocks beyond it.
constexpr int64_t kMaxGridBlocks = 2147483647;

// Scalar arithmetic, real and complex (std::complex is host code).
__device__ __forceinline__ float conj_of(float x) { return x; }
__device__ __forceinline__ double conj_of(double x) { return x; }
template <class R>
__device__ __forceinline__ Cx<R> conj_of(Cx<R> x) {
    return {x.re, -x.im};
}
__device__ __forceinline__ float mul(float a, float b) { return a * b; }
__device__ __forceinline__ double mul(double a, double b) { return a * b; }
template <class R>
__device__ __forceinline__ Cx<R> mul(Cx<R> a, Cx<R> b) {
    return {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}
__device__ __forceinline__ float add(float a, float b) { return a + b; }
__device__ __forceinline__ double add(double a, double b) { return a + b; }
template <class R>
__device__ __forceinline__ Cx<R> add(Cx<R> a, Cx<R> b) {
    return {a.re + b.re, a.im + b.im};
}
// acc + a * b
__device__ __forceinline__ float mul_add(float acc, float a, float b) { return fmaf(a, b, acc); }
__device__ __forceinline__ double mul_add(double acc, double a, double b) { return fma(a, b, acc); }
template <class R>
__device__ __forceinline__ Cx<R> mul_add(Cx<R> acc, Cx<R> a, Cx<R> b) {
    acc.re = mul_add(mul_add(acc.re, a.re, b.re), -a.im, b.im);
    acc.im = mul_add(mul_add(acc.im, a.re, b.im), a.im, b.re);
    return acc;
}
// acc - a * b
__device__ __forceinline__ float mul_sub(float acc, float a, float b) { return fmaf(-a, b, acc); }
__device__ __forceinline__ double mul_sub(double acc, double a, double b) { return fma(-a, b, acc); }
template <class R>
__device__ __forceinline__ Cx<R> mul_sub(Cx<R> acc, Cx<R> a, Cx<R> b) {
    return mul_add(acc, Cx<R>{-a.re, -a.im}, b);
}
// a / b; complex by Smith's method (no overflow of |b|^2 where the quotient is representable:
// R. L. Smith, CACM 5(8), 1962)
__device__ __forceinline__ float divide(float a, float b) { return a / b; }
__device__ __forceinline__ double divide(double a, double b) { return a / b; }
template <class R>
__device__ __forceinline__ Cx<R> divide(Cx<R> a, Cx<R> b) {
    if (fabs(b.re) >= fabs(b.im)) {
        const R r = b.im / b.re, d = b.re + b.im * r;
        return {(a.re + a.im * r) / d, (a.im - a.re * r) / d};
    }
    const R r = b.re / b.im, d = b.im + b.re * r;
    return {(a.re * r + a.im) / d, (a.im * r - a.re) / d};
}
// x with its imaginary part zero (Hermitian diagonals)
__device__ __forceinline__ float real_part(float x) { return x; }
__device__ __forceinline__ double real_part(double x) { return x; }
template <class R>
__device__ __forceinline__ Cx<R> real_part(Cx<R> x) {
    return {x.re, R(0)};
}
__device__ __forceinline__ bool is_zero(float x) { return x == 0; }
__device__ __forceinline__ bool is_zero(double x) { return x == 0; }
template <class R>
__device__ __forceinline__ bool is_zero(Cx<R> x) {
    return x.re == 0 && x.im == 0;
}

__device__ __forceinline__ int64_t lesser(int64_t a, int64_t b) { return a < b ? a : b; }

// Matrix i of an operand (64-bit offsets).
template <class S>
__device__ __forceinline__ S* matrix(const DeviceMats<S>& M, int64_t i) {
    return M.ptrs ? M.ptrs[i] : M.base + i * M.stride;
}

// The group of thread block b of a launch (the blocks of its groups numbered one after the
// other; blocks_end: the launcher's) and b's number within that group.
template <class G>
__device__ __forceinline__ const G& group_of_block(const Launch<G>& L, int64_t b, int64_t& local) {
    int g = 0;
    while (b >= L.group[g].blocks_end) ++g;
    local = b - (g > 0 ? L.group[g - 1].blocks_end : 0);
    return L.group[g];
}

// Read-only loads through the non-coherent cache: A and B are never written during a launch.
__device__ __forceinline__ float load(const float* p) { return __ldg(p); }
__device__ __forceinline__ double load(const double* p) { return __ldg(p); }
template <class R>
__device__ __forceinline__ Cx<R> load(const Cx<R>* p) {
    return {__ldg(&p->re), __ldg(&p->im)};
}
// Half storage: loaded as float, stored rounded to nearest (one rounding per written element).
__device__ __forceinline__ float load(const H16* p) {
    return __half2float(__ushort_as_half(__ldg(&p->bits)));
}
__device__ __forceinline__ float value_of(H16 x) { return __half2float(__ushort_as_half(x.bits)); }
__device__ __forceinline__ void store(H16* p, float v) { p->bits = __half_as_ushort(__float2half_rn(v)); }
// ... and the other types, as they are
template <class S>
__device__ __forceinline__ S value_of(S x) {
    return x;
}
template <class S>
__device__ __forceinline__ void store(S* p, S v) {
    *p = v;
}

// Element (r, c) of op(X), X stored column-major with leading dimension ld, in the type it is
// computed in.
template <class S>
__device__ __forceinline__ auto op_load(const S* X, int64_t ld, DeviceOp op, int64_t r, int64_t c) {
    if (op == DeviceOp::N) return load(X + r + c * ld);
    const auto v = load(X + c + r * ld);
    return op == DeviceOp::C ? conj_of(v) : v;
}

}  // namespace bblas::impl::cuda
