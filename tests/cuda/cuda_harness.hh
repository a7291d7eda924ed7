// Shared pieces of the GPU library's suites (test_cuda_*.cc): whether a CUDA device is there,
// device memory for a tests/harness.hh Batch (its whole buffer: guards, padding and gaps
// included), a CUDA error as an exception, and the argument tests' comparison of the GPU
// library's info with the CPU library's.
#pragma once

#include <cuda_runtime_api.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>

#include "harness.hh"

namespace bt {

// ----------------------------------------------------------------------------------------------
// The device
inline bool have_gpu() {
    static const bool yes = [] {
        int n = 0;
        return cudaGetDeviceCount(&n) == cudaSuccess && n > 0;
    }();
    return yes;
}
inline constexpr const char* kNoGpu =
    "no CUDA device: this GPU test is skipped (the argument-check tests still run)";

inline void cuda_ok(cudaError_t e, const char* what) {
    if (e != cudaSuccess) throw std::runtime_error(std::string(what) + ": " + cudaGetErrorString(e));
}

// Device memory for n elements of U.
template <class U>
class DeviceArray {
public:
    explicit DeviceArray(size_t n) {
        void* p = nullptr;
        cuda_ok(cudaMalloc(&p, std::max<size_t>(1, n) * sizeof(U)), "cudaMalloc");
        p_.reset(static_cast<U*>(p));
    }
    U* get() const { return p_.get(); }
    // Returns once the data is on the device: cudaMemcpy from pageable memory may return before
    // its last DMA lands, and the library's own queues are non-blocking streams, which do not
    // wait for the legacy stream's copies (a kernel could read, or the copy overwrite, C).
    void upload(const U* h, size_t n, size_t at = 0) {
        cuda_ok(cudaMemcpy(p_.get() + at, h, n * sizeof(U), cudaMemcpyHostToDevice), "upload");
        cuda_ok(cudaDeviceSynchronize(), "upload (waiting for the copy)");
    }
    void download(U* h, size_t n, size_t at = 0) const {
        cuda_ok(cudaMemcpy(h, p_.get() + at, n * sizeof(U), cudaMemcpyDeviceToHost), "download");
    }

private:
    struct Free {
        void operator()(U* p) const { cudaFree(p); }
    };
    std::unique_ptr<U, Free> p_;
};

// A host batch's whole buffer (guards, padding and gaps included) on the device: a Batch<T>, or
// any batch with the same buf and ptr(i) (half_batch.hh's HBatch).
template <class T>
struct DeviceBatch {
    DeviceArray<T> d;
    template <class Host>
    explicit DeviceBatch(const Host& h) : d(h.buf.size()) {
        d.upload(h.buf.data(), h.buf.size());
    }
    template <class Host>
    T* ptr(const Host& h, int64_t i) const {
        return d.get() + (h.ptr(i) - h.buf.data());
    }
    template <class Host>
    void download(Host& h) const {
        d.download(h.buf.data(), h.buf.size());
    }
};

// ----------------------------------------------------------------------------------------------
// Argument tests

// The info modes compared: every reporting mode, and a value that means ReportAny.
inline constexpr int64_t kModes[] = {BblasErrorsReportAll, BblasErrorsReportGroup, BblasErrorsReportAny,
                                     BblasErrorsReportNone, 12345};

// body(first, second) for every mutation of muts (pairs of a name and a change to a call) alone
// and with every later one, traced as `what: first and second`; stops at a fatal failure.
template <class Mutations, class Body>
void for_each_pair(const Mutations& muts, const std::string& what, Body body) {
    for (size_t a = 0; a < muts.size(); ++a)
        for (size_t b = a; b < muts.size(); ++b) {
            SCOPED_TRACE(trace(what, ": ", muts[a].first, a == b ? "" : " and " + muts[b].first));
            body(muts[a].second, muts[b].second);
            if (::testing::Test::HasFatalFailure()) return;
        }
}

// An invalid call: run(gpu, mode, null_info) gives the info array of the GPU library's call
// (gpu) or the CPU library's; they must be equal entry for entry in every mode, and with a null
// info where with_null_info.
template <class Run>
void expect_info_as_cpu(Run run, bool with_null_info = true) {
    ASSERT_NE(run(false, BblasErrorsReportAll, false)[0], 0) << "the case is a valid call (a test error)";
    for (const int64_t mode : kModes) {
        SCOPED_TRACE(trace("info[0] = ", mode));
        EXPECT_EQ(run(true, mode, false), run(false, mode, false));
    }
    if (with_null_info) {
        EXPECT_EQ(run(true, BblasErrorsReportAll, true), run(false, BblasErrorsReportAll, true));
    }
}

}  // namespace bt
