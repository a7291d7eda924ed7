// gemm on the GPU (bblas_cuda.h): the CPU library's GemmSpec (level3/gemm.hh) checks each group
// and cuda::run_grouped reports as the CPU does; GemmPlan turns each valid group into the
// column-major problem and enqueues it: the tile kernels (cuda/gemm_kernels.cu) take up to
// GemmLaunch::kMaxGroups groups of one shape per launch, cuBLAS the large ones, group by group;
// the planner sends small groups to gemm's Rows kernel (cuda/gemm_rows.cuh) where it measured
// faster; BBLAS_CUDA_GEMM_KERNEL=staged|rows sends what they can take to the Level-3 products
// kernels (cuda/level3_kernels.cu's Staged shape, the Rows kernel), for comparison.
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>
#include <utility>

#include <cublas_v2.h>

#include "bblas_cuda.h"
#include "core/half.hh"
#include "cuda/gemm_launch.hh"
#include "cuda/grouped.hh"
#include "cuda/level3_launch.hh"
#include "cuda/level3_plan.hh"
#include "cuda/queue.hh"
#include "level3/gemm.hh"

namespace bblas::impl::cuda {

namespace {

// The planner's crossover: the largest max(m, n, k) of a group for the Elements kernel (a thread
// per element of C, cuda/gemm_kernels.cu); beyond it cuBLAS, or the Tiles kernel where cuBLAS
// may not take a group (alpha = 0 or k = 0: A and B must stay unread; negative strides). Measured
// with bblas-tester-cuda on the H200 (docs/cuda.md). BBLAS_CUDA_GEMM_KERNEL forces a kernel
// (cuda/gemm_launch.hh's forced_gemm_kernel).
constexpr int64_t kElementsLargest = 8;

template <class S>
DeviceOperand<S> operand(const DeviceMats<S>& M) {
    DeviceOperand<S> d;
    static_cast<DeviceMats<S>&>(d) = M;
    return d;
}

// Matrices per cuBLAS batched call: batched GEMMs that put the batch on grid.y or grid.z break
// beyond 65535 (cutlass#1369); cuBLAS does not document its own limit, so no call asks for more.
constexpr int64_t kCublasMaxBatch = 65535;

template <class T>
device_t<T> to_device(const T& x) {
    device_t<T> d;
    static_assert(sizeof d == sizeof x);
    std::memcpy(&d, &x, sizeof d);
    return d;
}

DeviceOp device_op(Op o) {
    return o == Op::NoTrans ? DeviceOp::N : o == Op::Trans ? DeviceOp::T : DeviceOp::C;
}
cublasOperation_t cublas_op(Op o) {
    return o == Op::NoTrans ? CUBLAS_OP_N : o == Op::Trans ? CUBLAS_OP_T : CUBLAS_OP_C;
}

// The operand's matrices from matrix p on, as the kernels address them.
template <class T>
DeviceMats<device_t<T>> device_mats(Mats<T> M, int64_t p) {
    using S = device_t<T>;
    if (M.ptrs) return {reinterpret_cast<S* const*>(M.ptrs + p), nullptr, 0};
    return {nullptr, M.base ? reinterpret_cast<S*>(M.base + p * M.stride) : nullptr, M.stride};
}

// The four standard types' cuBLAS gemm.
template <class T>
cublasStatus_t cublas_gemm_standard(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int64_t m,
                                    int64_t n, int64_t k, const T* alpha, DeviceMats<const device_t<T>> A,
                                    int64_t lda, DeviceMats<const device_t<T>> B, int64_t ldb, const T* beta,
                                    DeviceMats<device_t<T>> C, int64_t ldc, int64_t count) {
    using V =
        std::conditional_t<std::is_same_v<T, std::complex<float>>, cuComplex,
                           std::conditional_t<std::is_same_v<T, std::complex<double>>, cuDoubleComplex, T>>;
    const auto* al = reinterpret_cast<const V*>(alpha);
    const auto* be = reinterpret_cast<const V*>(beta);
    if (C.ptrs) {
        const auto* a = reinterpret_cast<const V* const*>(A.ptrs);
        const auto* b = reinterpret_cast<const V* const*>(B.ptrs);
        auto* c = reinterpret_cast<V* const*>(C.ptrs);
        if constexpr (std::is_same_v<T, float>)
            return cublasSgemmBatched_64(h, ta, tb, m, n, k, al, a, lda, b, ldb, be, c, ldc, count);
        else if constexpr (std::is_same_v<T, double>)
            return cublasDgemmBatched_64(h, ta, tb, m, n, k, al, a, lda, b, ldb, be, c, ldc, count);
        else if constexpr (std::is_same_v<T, std::complex<float>>)
            return cublasCgemmBatched_64(h, ta, tb, m, n, k, al, a, lda, b, ldb, be, c, ldc, count);
        else return cublasZgemmBatched_64(h, ta, tb, m, n, k, al, a, lda, b, ldb, be, c, ldc, count);
    }
    const auto* a = reinterpret_cast<const V*>(A.base);
    const auto* b = reinterpret_cast<const V*>(B.base);
    auto* c = reinterpret_cast<V*>(C.base);
    const long long sa = A.stride, sb = B.stride, sc = C.stride;
    if constexpr (std::is_same_v<T, float>)
        return cublasSgemmStridedBatched_64(h, ta, tb, m, n, k, al, a, lda, sa, b, ldb, sb, be, c, ldc, sc,
                                            count);
    else if constexpr (std::is_same_v<T, double>)
        return cublasDgemmStridedBatched_64(h, ta, tb, m, n, k, al, a, lda, sa, b, ldb, sb, be, c, ldc, sc,
                                            count);
    else if constexpr (std::is_same_v<T, std::complex<float>>)
        return cublasCgemmStridedBatched_64(h, ta, tb, m, n, k, al, a, lda, sa, b, ldb, sb, be, c, ldc, sc,
                                            count);
    else
        return cublasZgemmStridedBatched_64(h, ta, tb, m, n, k, al, a, lda, sa, b, ldb, sb, be, c, ldc, sc,
                                            count);
}

// One cuBLAS call for every type: the group form (pointer arrays) or the strided one. Half:
// gemmBatchedEx / gemmStridedBatchedEx on binary16 matrices computed in float (as bblas's
// kernels compute them), alpha and beta float.
template <class T>
cublasStatus_t cublas_gemm(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int64_t m, int64_t n,
                           int64_t k, const compute_t<T>* alpha, DeviceMats<const device_t<T>> A, int64_t lda,
                           DeviceMats<const device_t<T>> B, int64_t ldb, const compute_t<T>* beta,
                           DeviceMats<device_t<T>> C, int64_t ldc, int64_t count) {
    if constexpr (is_half_v<T>) {
        static_assert(std::is_same_v<compute_t<T>, float>, "real half only");
        constexpr cudaDataType_t h16 = CUDA_R_16F;
        if (C.ptrs)
            return cublasGemmBatchedEx_64(h, ta, tb, m, n, k, alpha,
                                          reinterpret_cast<const void* const*>(A.ptrs), h16, lda,
                                          reinterpret_cast<const void* const*>(B.ptrs), h16, ldb, beta,
                                          reinterpret_cast<void* const*>(C.ptrs), h16, ldc, count,
                                          CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
        return cublasGemmStridedBatchedEx_64(h, ta, tb, m, n, k, alpha, A.base, h16, lda, A.stride, B.base,
                                             h16, ldb, B.stride, beta, C.base, h16, ldc, C.stride, count,
                                             CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
    } else {
        return cublas_gemm_standard<T>(h, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, count);
    }
}

// Matrices i.. of an operand.
template <class S>
DeviceMats<S> from(DeviceMats<S> M, int64_t i) {
    if (M.ptrs) M.ptrs += i;
    else if (M.base) M.base += i * M.stride;
    return M;
}

// Enqueues the valid groups of one call (cuda/grouped.hh's Plan).
template <class T>
class GemmPlan {
public:
    using S = device_t<T>;
    GemmPlan(const GemmSpec<T>& s, bblas_cuda_queue_t q) : s_(s), q_(q) {}

    void add(int64_t g, int64_t p, int64_t size) {
        if (failed_) return;
        Op ta = s_.transA[g], tb = s_.transB[g];
        int64_t m = s_.m[g], n = s_.n[g], k = s_.k[g], lda = s_.A_ld[g], ldb = s_.B_ld[g], ldc = s_.C_ld[g];
        const compute_t<T> alpha = s_.alpha[g], beta = s_.beta[g];
        if (gemm_noop(m, n, k, alpha, beta)) return;  // C is neither read nor written
        DeviceMats<const S> A = device_mats(s_.A, p), B = device_mats(s_.B, p);
        const DeviceMats<S> C = device_mats(s_.C, p);
        if (s_.layout == Layout::RowMajor) {  // C^T = op(B)^T op(A)^T
            std::swap(ta, tb);
            std::swap(m, n);
            std::swap(A, B);
            std::swap(lda, ldb);
        }
        const bool product = k > 0 && alpha != compute_t<T>(0);
        const int64_t largest = std::max({m, n, product ? k : 0});
        // cuBLAS for large products (not for alpha = 0, where it need not leave A and B unread,
        // nor for negative strides, which it does not document)
        const bool cublas_can = product && A.stride >= 0 && B.stride >= 0;
        const bool elements_can = m * n <= kElementsMax;
        const ForcedGemm f = forced_gemm_kernel();
        GemmShape shape =
            elements_can && largest <= kElementsLargest ? GemmShape::Elements : GemmShape::Tiles;
        if (f == ForcedGemm::Elements && elements_can) shape = GemmShape::Elements;
        else if (f == ForcedGemm::Tiles) shape = GemmShape::Tiles;
        // the Level-3 products kernels (no half form): gemm's Rows kernel where the planner
        // chooses it (cuda/level3_launch.hh's rows_planned) or where forced; the Staged kernel
        // only where forced: it was slower on the H100 than the Elements kernel up to 8 and
        // than cuBLAS from 12 on (docs/cuda.md)
        if constexpr (!is_half_v<T>)
            if (f == ForcedGemm::None || f == ForcedGemm::Staged || f == ForcedGemm::Rows) {
                ProductGroupArgs<S> G{.A = operand(A),
                                      .B = operand(B),
                                      .C = operand(C),
                                      .lda = lda,
                                      .ldb = ldb,
                                      .ldc = ldc,
                                      .m = m,
                                      .n = n,
                                      .k = k,
                                      .count = size,
                                      .alpha = to_device(alpha),
                                      .beta = to_device(beta),
                                      .ta = device_op(ta),
                                      .tb = device_op(tb)};
                stored_shape(ta, m, k, G.ar, G.ac);
                stored_shape(tb, k, n, G.br, G.bc);
                const bool rows = f == ForcedGemm::Rows || (f == ForcedGemm::None && rows_planned(G));
                if (rows || (f == ForcedGemm::Staged && product && staged_bytes(G) > 0)) {
                    const Shape ps = rows ? Shape::Rows : Shape::Staged;
                    Launch<ProductGroupArgs<S>>& l = products_[ps == Shape::Rows];
                    if (l.groups == Launch<ProductGroupArgs<S>>::kMaxGroups) launch_products(ps);
                    l.group[l.groups++] = G;
                    return;
                }
            }
        if (cublas_can && (f == ForcedGemm::Cublas || (f == ForcedGemm::None && shape == GemmShape::Tiles))) {
            if (!on_device()) return;
            const cublasHandle_t h = blas_handle(*q_);
            if (!h) return fail();
            for (int64_t i = 0; i < size; i += kCublasMaxBatch)
                if (cublas_gemm<T>(h, cublas_op(ta), cublas_op(tb), m, n, k, &alpha, from(A, i), lda,
                                   from(B, i), ldb, &beta, from(C, i), ldc,
                                   std::min(kCublasMaxBatch, size - i)) != CUBLAS_STATUS_SUCCESS)
                    return fail();
            return;
        }
        GemmLaunch<S>& l = launches_[int(shape)];
        if (l.groups == GemmLaunch<S>::kMaxGroups) launch(shape, l);
        l.group[l.groups++] = {A,
                               B,
                               C,
                               lda,
                               ldb,
                               ldc,
                               m,
                               n,
                               k,
                               size,
                               0,
                               to_device(alpha),
                               to_device(beta),
                               device_op(ta),
                               device_op(tb)};
    }

    bool finish() {
        for (int shape = 0; shape < kGemmShapes; ++shape) launch(GemmShape(shape), launches_[shape]);
        if constexpr (!is_half_v<T>) {
            launch_products(Shape::Staged);
            launch_products(Shape::Rows);
        }
        return !failed_;
    }

private:
    void fail() { failed_ = true; }
    // The queue's device current (from the first launch on); false when that failed.
    bool on_device() {
        if (!guard_) guard_.emplace(*q_);
        if (guard_->status() != cudaSuccess) fail();
        return !failed_;
    }
    void launch(GemmShape shape, GemmLaunch<S>& l) {
        if (l.groups > 0 && on_device() && launch_gemm(shape, l, q_->stream) != cudaSuccess) fail();
        l.groups = 0;
    }

    // the Level-3 products kernels' launch of `shape` (Staged or Rows)
    void launch_products(Shape shape) {
        Launch<ProductGroupArgs<S>>& l = products_[shape == Shape::Rows];
        if (l.groups > 0 && on_device() &&
            cuda::launch_products<S, ProductKind::Gemm>(l, int(shape), q_->stream) != cudaSuccess)
            fail();
        l.groups = 0;
    }

    const GemmSpec<T>& s_;
    bblas_cuda_queue_t q_;
    GemmLaunch<S> launches_[kGemmShapes];      // by GemmShape
    Launch<ProductGroupArgs<S>> products_[2];  // the Staged and the Rows kernel's groups
    std::optional<DeviceGuard> guard_;
    bool failed_ = false;
};

template <class T>
void gemm_batched(BLAS_Layout layout, const BLAS_Trans* transA, const BLAS_Trans* transB, const int64_t* m,
                  const int64_t* n, const int64_t* k, const compute_t<T>* alpha, const T* const* A,
                  const int64_t* A_ld, const T* const* B, const int64_t* B_ld, const compute_t<T>* beta,
                  T* const* C, const int64_t* C_ld, int64_t group_count, const int64_t* group_sizes,
                  int64_t* info, bblas_cuda_queue_t queue) {
    const GemmSpec<T> s =
        gemm_group_spec<T>(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld);
    GemmPlan<T> plan(s, queue);
    run_grouped(s, group_count, group_sizes, info, nullptr, int(kGemmArgs.size()) + 1, queue != nullptr,
                plan);
}

// The strided form: one group, checked as the CPU library's (level3/gemm.hh).
template <class T>
void gemm_strided(BLAS_Layout layout, BLAS_Trans transA, BLAS_Trans transB, int64_t m, int64_t n, int64_t k,
                  compute_t<T> alpha, const T* A, int64_t A_ld, int64_t A_stride, const T* B, int64_t B_ld,
                  int64_t B_stride, compute_t<T> beta, T* C, int64_t C_ld, int64_t C_stride,
                  int64_t batch_count, int64_t* info, bblas_cuda_queue_t queue) {
    const Interface iface = gemm_strided_interface(layout, m, n, C_ld, C_stride, batch_count);
    const GemmSpec<T> s = gemm_strided_spec<T>(layout, transA, transB, m, n, k, alpha, A, A_ld, A_stride, B,
                                               B_ld, B_stride, beta, C, C_ld, C_stride);
    GemmPlan<T> plan(s, queue);
    run_grouped(s, 1, &batch_count, info, &iface, int(GemmStridedArgs::kSize) + 1, queue != nullptr, plan);
}

}  // namespace

}  // namespace bblas::impl::cuda

using bblas::impl::cuda::gemm_batched;
using bblas::impl::cuda::gemm_strided;

extern "C" {

void bblas_cuda_gemm_batched_r32(BLAS_Layout layout, const BLAS_Trans* transA, const BLAS_Trans* transB,
                                 const int64_t* m, const int64_t* n, const int64_t* k, const float* alpha,
                                 const float* const* A, const int64_t* A_ld, const float* const* B,
                                 const int64_t* B_ld, const float* beta, float* const* C, const int64_t* C_ld,
                                 int64_t group_count, const int64_t* group_sizes, int64_t* info,
                                 bblas_cuda_queue_t queue) {
    gemm_batched(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld, group_count,
                 group_sizes, info, queue);
}

void bblas_cuda_gemm_batched_r64(BLAS_Layout layout, const BLAS_Trans* transA, const BLAS_Trans* transB,
                                 const int64_t* m, const int64_t* n, const int64_t* k, const double* alpha,
                                 const double* const* A, const int64_t* A_ld, const double* const* B,
                                 const int64_t* B_ld, const double* beta, double* const* C,
                                 const int64_t* C_ld, int64_t group_count, const int64_t* group_sizes,
                                 int64_t* info, bblas_cuda_queue_t queue) {
    gemm_batched(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld, group_count,
                 group_sizes, info, queue);
}

void bblas_cuda_gemm_batched_c32(BLAS_Layout layout, const BLAS_Trans* transA, const BLAS_Trans* transB,
                                 const int64_t* m, const int64_t* n, const int64_t* k,
                                 const bblas_complex_float* alpha, const bblas_complex_float* const* A,
                                 const int64_t* A_ld, const bblas_complex_float* const* B,
                                 const int64_t* B_ld, const bblas_complex_float* beta,
                                 bblas_complex_float* const* C, const int64_t* C_ld, int64_t group_count,
                                 const int64_t* group_sizes, int64_t* info, bblas_cuda_queue_t queue) {
    gemm_batched(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld, group_count,
                 group_sizes, info, queue);
}

void bblas_cuda_gemm_batched_c64(BLAS_Layout layout, const BLAS_Trans* transA, const BLAS_Trans* transB,
                                 const int64_t* m, const int64_t* n, const int64_t* k,
                                 const bblas_complex_double* alpha, const bblas_complex_double* const* A,
                                 const int64_t* A_ld, const bblas_complex_double* const* B,
                                 const int64_t* B_ld, const bblas_complex_double* beta,
                                 bblas_complex_double* const* C, const int64_t* C_ld, int64_t group_count,
                                 const int64_t* group_sizes, int64_t* info, bblas_cuda_queue_t queue) {
    gemm_batched(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld, group_count,
                 group_sizes, info, queue);
}

void bblas_cuda_gemm_batched_strided_r32(BLAS_Layout layout, BLAS_Trans transA, BLAS_Trans transB, int64_t m,
                                         int64_t n, int64_t k, float alpha, const float* A, int64_t A_ld,
                                         int64_t A_stride, const float* B, int64_t B_ld, int64_t B_stride,
                                         float beta, float* C, int64_t C_ld, int64_t C_stride,
                                         int64_t batch_count, int64_t* info, bblas_cuda_queue_t queue) {
    gemm_strided<float>(layout, transA, transB, m, n, k, alpha, A, A_ld, A_stride, B, B_ld, B_stride, beta, C,
                        C_ld, C_stride, batch_count, info, queue);
}

void bblas_cuda_gemm_batched_strided_r64(BLAS_Layout layout, BLAS_Trans transA, BLAS_Trans transB, int64_t m,
                                         int64_t n, int64_t k, double alpha, const double* A, int64_t A_ld,
                                         int64_t A_stride, const double* B, int64_t B_ld, int64_t B_stride,
                                         double beta, double* C, int64_t C_ld, int64_t C_stride,
                                         int64_t batch_count, int64_t* info, bblas_cuda_queue_t queue) {
    gemm_strided<double>(layout, transA, transB, m, n, k, alpha, A, A_ld, A_stride, B, B_ld, B_stride, beta,
                         C, C_ld, C_stride, batch_count, info, queue);
}

void bblas_cuda_gemm_batched_strided_c32(BLAS_Layout layout, BLAS_Trans transA, BLAS_Trans transB, int64_t m,
                                         int64_t n, int64_t k, bblas_complex_float alpha,
                                         const bblas_complex_float* A, int64_t A_ld, int64_t A_stride,
                                         const bblas_complex_float* B, int64_t B_ld, int64_t B_stride,
                                         bblas_complex_float beta, bblas_complex_float* C, int64_t C_ld,
                                         int64_t C_stride, int64_t batch_count, int64_t* info,
                                         bblas_cuda_queue_t queue) {
    gemm_strided<bblas_complex_float>(layout, transA, transB, m, n, k, alpha, A, A_ld, A_stride, B, B_ld,
                                      B_stride, beta, C, C_ld, C_stride, batch_count, info, queue);
}

void bblas_cuda_gemm_batched_strided_c64(BLAS_Layout layout, BLAS_Trans transA, BLAS_Trans transB, int64_t m,
                                         int64_t n, int64_t k, bblas_complex_double alpha,
                                         const bblas_complex_double* A, int64_t A_ld, int64_t A_stride,
                                         const bblas_complex_double* B, int64_t B_ld, int64_t B_stride,
                                         bblas_complex_double beta, bblas_complex_double* C, int64_t C_ld,
                                         int64_t C_stride, int64_t batch_count, int64_t* info,
                                         bblas_cuda_queue_t queue) {
    gemm_strided<bblas_complex_double>(layout, transA, transB, m, n, k, alpha, A, A_ld, A_stride, B, B_ld,
                                       B_stride, beta, C, C_ld, C_stride, batch_count, info, queue);
}

#if BBLAS_HAVE_HALF
void bblas_cuda_gemm_batched_r16(BLAS_Layout layout, const BLAS_Trans* transA, const BLAS_Trans* transB,
                                 const int64_t* m, const int64_t* n, const int64_t* k, const float* alpha,
                                 const bblas_half* const* A, const int64_t* A_ld, const bblas_half* const* B,
                                 const int64_t* B_ld, const float* beta, bblas_half* const* C,
                                 const int64_t* C_ld, int64_t group_count, const int64_t* group_sizes,
                                 int64_t* info, bblas_cuda_queue_t queue) {
    gemm_batched<_Float16>(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                           group_count, group_sizes, info, queue);
}

void bblas_cuda_gemm_batched_strided_r16(BLAS_Layout layout, BLAS_Trans transA, BLAS_Trans transB, int64_t m,
                                         int64_t n, int64_t k, float alpha, const bblas_half* A, int64_t A_ld,
                                         int64_t A_stride, const bblas_half* B, int64_t B_ld,
                                         int64_t B_stride, float beta, bblas_half* C, int64_t C_ld,
                                         int64_t C_stride, int64_t batch_count, int64_t* info,
                                         bblas_cuda_queue_t queue) {
    gemm_strided<_Float16>(layout, transA, transB, m, n, k, alpha, A, A_ld, A_stride, B, B_ld, B_stride, beta,
                           C, C_ld, C_stride, batch_count, info, queue);
}
#endif

}  // extern "C"
