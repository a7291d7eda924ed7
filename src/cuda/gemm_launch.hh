// What the host side of gemm (cuda/gemm.cc, compiled by the C++ compiler) hands the kernels
// (cuda/gemm_kernels.cu, compiled by nvcc): up to kMaxGroups column-major groups of one kernel
// shape, passed to the kernel by value as its parameter (so nothing is copied to the device
// before a launch and nothing on the host must outlive the call), and the launcher; the device
// types every kernel family shares.
#pragma once

#include <cuda_runtime_api.h>

#include <complex>
#include <cstdint>
#include <cstdlib>
#include <string_view>

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

// Half precision on the device (the r16 gemm, docs/half.md): the 16 bits of an IEEE binary16,
// converted to float on load and rounded back once on store; the kernels compute in float.
// (The host compiler's _Float16 maps to it; nvcc's front end never sees _Float16.)
struct H16 {
    uint16_t bits;
};
#if defined(__FLT16_MAX__) && !defined(__CUDACC__)
template <>
struct device_scalar<_Float16> {
    using type = H16;
};
#endif
// The type a device scalar is computed in (and its alpha and beta): float for H16, else itself.
template <class S>
struct device_compute {
    using type = S;
};
template <>
struct device_compute<H16> {
    using type = float;
};
template <class S>
using device_compute_t = typename device_compute<S>::type;

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
    device_compute_t<S> alpha, beta;
    DeviceOp ta, tb;
};

// The kernel shapes. Elements: one thread per element of C, whole matrices per thread block
// (m n <= kElementsMax). Tiles: a thread block per 64 x 64 block of C; any size.
enum class GemmShape { Elements, Tiles };
constexpr int kGemmShapes = 2;
// The largest m n of the Elements shape: its thread block's size.
constexpr int64_t kElementsMax = 256;

// Up to kMaxGroups groups of one kernel, passed to it by value as its parameter (so nothing is
// copied to the device before a launch); G is a kernel family's group record.
template <class G>
struct Launch {
    // Groups per launch: the kernel parameter stays under 4 KiB (the limit before CUDA 12.1 and
    // Volta) for complex double (static_asserts in the kernel files).
    static constexpr int kMaxGroups = sizeof(G) * 16 <= 4000 ? 16 : int(4000 / sizeof(G));
    G group[kMaxGroups];
    int32_t groups = 0;
    int64_t blocks = 0;  // the launcher's: thread blocks of all groups
};
template <class S>
using GemmLaunch = Launch<GemmGroupArgs<S>>;

// BBLAS_CUDA_GEMM_KERNEL=elements|tiles|cublas|staged|rows|lanetiles|lanepanels forces a kernel
// wherever it can take the group: the Elements or Tiles shape, cuBLAS, the Level-3 Staged
// products kernel, the Rows kernel (cuda/gemm_rows.cuh; every form, the interleaved one
// included), the LaneTiles or the LanePanels kernel (cuda/gemm_lane_tiles.cuh; the interleaved
// form only). The tester's way to compare them, and the suites' to run each over every case.
enum class ForcedGemm { None, Elements, Tiles, Cublas, Staged, Rows, LaneTiles, LanePanels };
inline ForcedGemm forced_gemm_kernel() {
    static const ForcedGemm f = [] {
        const char* e = std::getenv("BBLAS_CUDA_GEMM_KERNEL");
        const std::string_view v = e ? e : "";
        return v == "elements"     ? ForcedGemm::Elements
               : v == "tiles"      ? ForcedGemm::Tiles
               : v == "cublas"     ? ForcedGemm::Cublas
               : v == "staged"     ? ForcedGemm::Staged
               : v == "rows"       ? ForcedGemm::Rows
               : v == "lanetiles"  ? ForcedGemm::LaneTiles
               : v == "lanepanels" ? ForcedGemm::LanePanels
                                   : ForcedGemm::None;
    }();
    return f;
}

// Launches one kernel of `shape` for the groups of l on stream (blocks and blocks_end filled
// here); returns the launch's error (cudaSuccess once it is enqueued).
template <class S>
cudaError_t launch_gemm(GemmShape shape, GemmLaunch<S>& l, cudaStream_t stream);

}  // namespace bblas::impl::cuda
