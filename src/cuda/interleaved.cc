// The block-interleaved layout on the device (bblas_cuda.h): size, pack and unpack with the CPU
// library's checks (layout/interleaved_c.hh), the copy enqueued on the queue
// (cuda/level3_kernels.cu's CopyWork: a thread per matrix and element, consecutive threads on
// consecutive matrices).
#include "bblas_cuda.h"
#include "cuda/level3_plan.hh"
#include "layout/interleaved_c.hh"

namespace bblas::impl::cuda {

namespace {

constexpr int kQueuePos = int(kPackArgs.size()) + 1;  // the argument after info
static_assert(kPackArgs.size() == kUnpackArgs.size());

// Pack (dense to interleaved) or unpack; dense: the caller's device pointer array.
template <class T>
void copy(bool pack, BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols, T* const* dense,
          int64_t ld, real_t<T>* data, int64_t block, int64_t* info, bblas_cuda_queue_t q) {
    const Layout L = Layout(int(layout));
    int fault = layout_fault<T>(pack, L, count, rows, cols, Mats<T>::pointers(dense), ld, data, block, false);
    if (!fault && !q) fault = kQueuePos;
    if (info) info[0] = -fault;
    if (fault || count == 0 || rows == 0 || cols == 0) return;
    using S = device_t<T>;
    const int64_t w = block_or_default<T>(block), r = stored_ld(L, rows, cols);
    const int64_t c = L == Layout::RowMajor ? rows : cols;
    Launch<CopyGroupArgs<S>> l;
    CopyGroupArgs<S>& G = l.group[0];
    G.dense = on_device(Mats<T>::pointers(dense));
    G.blocked = on_device(Mats<T>::interleaved(data, w, r * c * w * (is_complex_v<T> ? 2 : 1)));
    G.ld = ld, G.rows = r, G.cols = c, G.count = count, G.pack = pack;
    l.groups = 1;
    DeviceGuard guard(*q);
    cudaError_t e = guard.status();
    if (e == cudaSuccess) e = launch_copy(l, q->stream);
    if (e != cudaSuccess && info) info[0] = BBLAS_ERROR_CUDA;
}

template <class T>
void pack(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols, const T* const* src, int64_t ld,
          real_t<T>* dst, int64_t block, int64_t* info, bblas_cuda_queue_t q) {
    // the kernel only reads the source in a pack
    copy<T>(true, layout, count, rows, cols, const_cast<T* const*>(src), ld, dst, block, info, q);
}
template <class T>
void unpack(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols, const real_t<T>* src,
            int64_t block, T* const* dst, int64_t ld, int64_t* info, bblas_cuda_queue_t q) {
    // the kernel only reads the interleaved array in an unpack
    copy<T>(false, layout, count, rows, cols, dst, ld, const_cast<real_t<T>*>(src), block, info, q);
}

}  // namespace

}  // namespace bblas::impl::cuda

using bblas::impl::interleaved_size;
using bblas::impl::cuda::pack;
using bblas::impl::cuda::unpack;

extern "C" {

int64_t bblas_cuda_interleaved_size_r32(int64_t count, int64_t rows, int64_t cols, int64_t block) {
    return interleaved_size<float>(count, rows, cols, block);
}
int64_t bblas_cuda_interleaved_size_r64(int64_t count, int64_t rows, int64_t cols, int64_t block) {
    return interleaved_size<double>(count, rows, cols, block);
}
int64_t bblas_cuda_interleaved_size_c32(int64_t count, int64_t rows, int64_t cols, int64_t block) {
    return interleaved_size<bblas_complex_float>(count, rows, cols, block);
}
int64_t bblas_cuda_interleaved_size_c64(int64_t count, int64_t rows, int64_t cols, int64_t block) {
    return interleaved_size<bblas_complex_double>(count, rows, cols, block);
}

void bblas_cuda_interleaved_pack_r32(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
                                     const float* const* src, int64_t ld, float* dst, int64_t block,
                                     int64_t* info, bblas_cuda_queue_t queue) {
    pack<float>(layout, count, rows, cols, src, ld, dst, block, info, queue);
}
void bblas_cuda_interleaved_pack_r64(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
                                     const double* const* src, int64_t ld, double* dst, int64_t block,
                                     int64_t* info, bblas_cuda_queue_t queue) {
    pack<double>(layout, count, rows, cols, src, ld, dst, block, info, queue);
}
void bblas_cuda_interleaved_pack_c32(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
                                     const bblas_complex_float* const* src, int64_t ld, float* dst,
                                     int64_t block, int64_t* info, bblas_cuda_queue_t queue) {
    pack<bblas_complex_float>(layout, count, rows, cols, src, ld, dst, block, info, queue);
}
void bblas_cuda_interleaved_pack_c64(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
                                     const bblas_complex_double* const* src, int64_t ld, double* dst,
                                     int64_t block, int64_t* info, bblas_cuda_queue_t queue) {
    pack<bblas_complex_double>(layout, count, rows, cols, src, ld, dst, block, info, queue);
}

void bblas_cuda_interleaved_unpack_r32(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
                                       const float* src, int64_t block, float* const* dst, int64_t ld,
                                       int64_t* info, bblas_cuda_queue_t queue) {
    unpack<float>(layout, count, rows, cols, src, block, dst, ld, info, queue);
}
void bblas_cuda_interleaved_unpack_r64(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
                                       const double* src, int64_t block, double* const* dst, int64_t ld,
                                       int64_t* info, bblas_cuda_queue_t queue) {
    unpack<double>(layout, count, rows, cols, src, block, dst, ld, info, queue);
}
void bblas_cuda_interleaved_unpack_c32(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
                                       const float* src, int64_t block, bblas_complex_float* const* dst,
                                       int64_t ld, int64_t* info, bblas_cuda_queue_t queue) {
    unpack<bblas_complex_float>(layout, count, rows, cols, src, block, dst, ld, info, queue);
}
void bblas_cuda_interleaved_unpack_c64(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
                                       const double* src, int64_t block, bblas_complex_double* const* dst,
                                       int64_t ld, int64_t* info, bblas_cuda_queue_t queue) {
    unpack<bblas_complex_double>(layout, count, rows, cols, src, block, dst, ld, info, queue);
}

}  // extern "C"
