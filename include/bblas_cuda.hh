// bblas on NVIDIA GPUs, C++: namespace bblas::cuda. The routines are those of <bblas_cuda.h>
// (C linkage, callable from C++ as they are); this header adds the queue as an owning object.
#pragma once

#include <cuda_runtime_api.h>

#include <cstddef>
#include <stdexcept>
#include <string>
#include <utility>

#include "bblas_cuda.h"

namespace bblas::cuda {

// A failed CUDA call of the queue (creation, synchronisation): what() names the call and
// CUDA's message, code() is the cudaError_t.
class CudaError : public std::runtime_error {
public:
    CudaError(const char* what, int code)
        : std::runtime_error(std::string("bblas::cuda: ") + what + ": " +
                             cudaGetErrorString(static_cast<cudaError_t>(code))),
          code_(code) {}
    int code() const noexcept { return code_; }

private:
    int code_;
};

// A queue (bblas_cuda.h): a CUDA stream and the library's handles for it, released with the
// object. Movable, not copyable; get() is the handle the C routines take.
class Queue {
public:
    // A queue with a stream of its own on `device` (-1: the current device).
    explicit Queue(int device = -1) {
        if (const int e = bblas_cuda_queue_create(device, &q_)) throw CudaError("queue creation", e);
    }
    // A queue around the caller's stream, which it does not destroy (a named function: Queue(0)
    // is device 0, not the default stream).
    static Queue around(cudaStream_t stream) {
        Queue q(nullptr);
        if (const int e = bblas_cuda_queue_create_from_stream(stream, &q.q_))
            throw CudaError("queue creation", e);
        return q;
    }
    Queue(Queue&& o) noexcept : q_(std::exchange(o.q_, nullptr)) {}
    Queue& operator=(Queue&& o) noexcept {
        if (this != &o) {
            bblas_cuda_queue_destroy(q_);
            q_ = std::exchange(o.q_, nullptr);
        }
        return *this;
    }
    Queue(const Queue&) = delete;
    Queue& operator=(const Queue&) = delete;
    ~Queue() { bblas_cuda_queue_destroy(q_); }

    bblas_cuda_queue_t get() const noexcept { return q_; }
    operator bblas_cuda_queue_t() const noexcept { return q_; }
    cudaStream_t stream() const noexcept { return bblas_cuda_queue_stream(q_); }
    // Waits for the queue's work; throws CudaError if the stream reports an error.
    void sync() const {
        if (const int e = bblas_cuda_queue_sync(q_)) throw CudaError("queue synchronisation", e);
    }

private:
    explicit Queue(std::nullptr_t) {}
    bblas_cuda_queue_t q_ = nullptr;
};

}  // namespace bblas::cuda
