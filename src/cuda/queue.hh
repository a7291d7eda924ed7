// The queue behind bblas_cuda_queue_t (bblas_cuda.h): a stream, the device it belongs to, and
// the cuBLAS handle, created at the first call that needs it (most small-matrix calls never do,
// and creating one takes milliseconds and device memory).
#pragma once

#include <cublas_v2.h>
#include <cuda_runtime_api.h>

#include "bblas_cuda.h"

struct bblas_cuda_queue {
    cudaStream_t stream = nullptr;
    bool owns_stream = false;
    int device = -1;  // -1: not known yet (a caller's stream, until the first launch)
    cublasHandle_t blas = nullptr;
};

namespace bblas::impl::cuda {

// Makes the queue's device current for the lifetime of the guard (and restores the caller's):
// kernels and cuBLAS calls must be made on the device of the stream. status() is the first
// CUDA error met (cudaSuccess: the device is current).
class DeviceGuard {
public:
    explicit DeviceGuard(bblas_cuda_queue& q);
    ~DeviceGuard();
    DeviceGuard(const DeviceGuard&) = delete;
    DeviceGuard& operator=(const DeviceGuard&) = delete;
    cudaError_t status() const { return status_; }

private:
    int previous_ = -1;
    cudaError_t status_ = cudaSuccess;
};

// The queue's cuBLAS handle, created on first use (the queue's device must be current);
// null if cuBLAS could not create one.
cublasHandle_t blas_handle(bblas_cuda_queue& q);

}  // namespace bblas::impl::cuda
