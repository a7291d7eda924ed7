// Queues (bblas_cuda.h): creation on a device or around a caller's stream, synchronisation,
// the device guard and the lazily created cuBLAS handle (cuda/queue.hh).
#include "cuda/queue.hh"

#include <new>

namespace bblas::impl::cuda {

DeviceGuard::DeviceGuard(bblas_cuda_queue& q) {
    if (q.device < 0) {  // a caller's stream: its device, once
        status_ = cudaStreamGetDevice(q.stream, &q.device);
        if (status_ != cudaSuccess) {
            q.device = -1;
            return;
        }
    }
    status_ = cudaGetDevice(&previous_);
    if (status_ == cudaSuccess && previous_ != q.device) status_ = cudaSetDevice(q.device);
    else previous_ = -1;  // nothing to restore
}

DeviceGuard::~DeviceGuard() {
    if (previous_ >= 0) cudaSetDevice(previous_);
}

cublasHandle_t blas_handle(bblas_cuda_queue& q) {
    if (q.blas) return q.blas;
    cublasHandle_t h = nullptr;
    if (cublasCreate(&h) != CUBLAS_STATUS_SUCCESS) return nullptr;
    if (cublasSetStream(h, q.stream) != CUBLAS_STATUS_SUCCESS) {
        cublasDestroy(h);
        return nullptr;
    }
    return q.blas = h;
}

}  // namespace bblas::impl::cuda

extern "C" {

int bblas_cuda_queue_create(int device, bblas_cuda_queue_t* queue) {
    if (!queue) return cudaErrorInvalidValue;
    *queue = nullptr;
    int previous = 0;
    cudaError_t e = cudaGetDevice(&previous);
    if (e != cudaSuccess) return e;
    if (device < 0) device = previous;
    if (device != previous && (e = cudaSetDevice(device)) != cudaSuccess) return e;
    cudaStream_t s = nullptr;
    e = cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    if (device != previous) cudaSetDevice(previous);
    if (e != cudaSuccess) return e;
    auto* q = new (std::nothrow) bblas_cuda_queue;
    if (!q) {
        cudaStreamDestroy(s);
        return cudaErrorMemoryAllocation;
    }
    q->stream = s, q->owns_stream = true, q->device = device;
    *queue = q;
    return cudaSuccess;
}

int bblas_cuda_queue_create_from_stream(cudaStream_t stream, bblas_cuda_queue_t* queue) {
    if (!queue) return cudaErrorInvalidValue;
    *queue = new (std::nothrow) bblas_cuda_queue;
    if (!*queue) return cudaErrorMemoryAllocation;
    (*queue)->stream = stream;
    return cudaSuccess;
}

void bblas_cuda_queue_destroy(bblas_cuda_queue_t queue) {
    if (!queue) return;
    if (queue->blas || queue->owns_stream) {
        bblas::impl::cuda::DeviceGuard on(*queue);
        cudaStreamSynchronize(queue->stream);
        if (queue->blas) cublasDestroy(queue->blas);
        if (queue->owns_stream) cudaStreamDestroy(queue->stream);
    }
    delete queue;
}

cudaStream_t bblas_cuda_queue_stream(bblas_cuda_queue_t queue) { return queue ? queue->stream : nullptr; }

int bblas_cuda_queue_sync(bblas_cuda_queue_t queue) {
    if (!queue) return cudaErrorInvalidValue;
    return cudaStreamSynchronize(queue->stream);
}

}  // extern "C"
