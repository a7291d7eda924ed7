// What the host side of gemm (cuda/gemm.cc, compiled by the C++ compiler) hands the kernels
// (cuda/gemm_kernels.cu, compiled by nvcc): up to kMaxGroups column-major groups of one kernel
// shape, passed to the kernel by value as its parameter (so nothing is copied to the device
// before a launch and nothing on the host must outlive the call), and the launcher.
#pragma once

#include <cuda_runtime_api.h>

#include <complex>
#include <cstdint>

namespace bblas::impl::cuda {

// The device's complex type: two reals, the layout of std::complex and cuComplex, with the
// alignment of one real (as std::complex; cuDoubleComplex asks for 16 bytes, which a caller's
// std::complex<double> array need not have).
template <class R>
struct Cx {
    R re, im;
};
// The device scalar of a host scalar type.
template <class T>
struct device_scalar {
    using type = T;
};
template <class R>
struct device_scalar<std::complex<R>> {
    using type = Cx<R>;
};
template <class T>
struct device_scalar<const T> {
    using type = const typename device_scalar<T>::type;
};
template <class T>
using device_t = typename device_scalar<T>::type;

// The matrices of one operand of one group: an array of device pointers (the group form, at the
// group's first entry) or a base pointer and a stride (the strided form).
template <class S>
struct DeviceMats {
    S* const* ptrs = nullptr;
    S* base = nullptr;
    int64_t stride = 0;
};

enum class DeviceOp : int32_t { N, T, C };

// One column-major group: C = alpha op(A) op(B) + beta C for `count` matrices. blocks_end is
// the launcher's: the thread blocks of groups 0..g of the launch.
template <class S>
struct GemmGroupArgs {
    DeviceMats<const S> A, B;
    DeviceMats<S> C;
    int64_t lda, ldb, ldc;
    int64_t m, n, k;
    int64_t count;
    int64_t blocks_end;
    S alpha, beta;
    DeviceOp ta, tb;
};

// The kernel shapes. Staged1..8: a thread computes 1..8 elements of a row of C, whole matrices
// per thread block, op(A) and op(B) staged through shared memory (staged_fit says which sizes
// each takes). Small and Medium: each block computes a Tile x Tile block of C of one matrix (a
// whole matrix when m, n <= Tile), 32 and 64; they take every size.
enum class GemmShape { Staged1, Staged2, Staged4, Staged8, Small, Medium };
constexpr int kGemmShapes = 6;
// Elements of a row of C per thread of a staged shape; 0 for the tile shapes.
constexpr int staged_rows(GemmShape s) {
    return s == GemmShape::Staged1   ? 1
           : s == GemmShape::Staged2 ? 2
           : s == GemmShape::Staged4 ? 4
           : s == GemmShape::Staged8 ? 8
                                     : 0;
}
// The staged kernels' thread block and shared memory (16 KiB: eight blocks fit an SM's shared
// memory on sm_90 with room to spare).
constexpr int kStagedThreads = 256;
constexpr int kStageBytes = 16384;
// How a staged kernel with R elements per thread lays out an m x n product: nq columns of C per
// row of threads (threads = m nq per matrix), per_block matrices per block, and op(A), op(B)
// staged kc_max columns of op(A) at a time. ok: the shape takes the size (at least one matrix per
// block and two steps of k per stage). The host (planner, launcher) and the kernel share it.
struct StagedFit {
    int nq = 0, threads = 0, per_block = 0, kc_max = 0;
    bool ok = false;
};
__host__ __device__ constexpr StagedFit staged_fit(int64_t m, int64_t n, int R, int elem_bytes) {
    StagedFit f;
    if (m < 1 || n < 1 || m > 64 || n > 64) return f;
    f.nq = int((n + R - 1) / R);
    f.threads = int(m) * f.nq;
    if (f.threads > kStagedThreads) return f;
    f.per_block = kStagedThreads / f.threads;
    f.kc_max = kStageBytes / elem_bytes / (f.per_block * int(m + n));
    f.ok = f.kc_max >= 2;
    return f;
}

template <class S>
struct GemmLaunch {
    // Groups per launch: the kernel parameter stays under 4 KiB (the limit before CUDA 12.1 and
    // Volta) for complex double (static_assert in cuda/gemm_kernels.cu).
    static constexpr int kMaxGroups = 16;
    GemmGroupArgs<S> group[kMaxGroups];
    int32_t groups = 0;
    int64_t blocks = 0;  // the launcher's: thread blocks of all groups
};

// Launches one kernel of `shape` for the groups of l on stream (blocks and blocks_end filled
// here); returns the launch's error (cudaSuccess once it is enqueued).
template <class S>
cudaError_t launch_gemm(GemmShape shape, GemmLaunch<S>& l, cudaStream_t stream);

}  // namespace bblas::impl::cuda
