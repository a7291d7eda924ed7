// What bblas-tester-cuda's parts share (tester_cuda.cc: gemm and the other Level-3 routines;
// lapack_cuda.cc: the batched LAPACK rows): errors, options, device buffers, the timing on one
// stream, and the rows of the report.
#pragma once

#include <cublas_v2.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "bblas_cuda.h"

namespace bblas_tester_cuda {

inline void cuda_ok(cudaError_t e, const char* what) {
    if (e != cudaSuccess) {
        std::fprintf(stderr, "bblas-tester-cuda: %s: %s\n", what, cudaGetErrorString(e));
        std::exit(2);
    }
}
inline void blas_ok(cublasStatus_t s, const char* what) {
    if (s != CUBLAS_STATUS_SUCCESS) {
        std::fprintf(stderr, "bblas-tester-cuda: %s: cuBLAS status %d\n", what, int(s));
        std::exit(2);
    }
}

// A cudaMemcpy that is done when it returns. Plain cudaMemcpy goes to the legacy default stream,
// which g_stream (non-blocking) does not wait for, and may return before its DMA ends (pageable
// host to device) or before it starts (device to device): cuBLAS's getrfBatched on g_stream
// read getri's pointer array while it was still being copied (an illegal address at zgetri
// n = 32 after n = 16, H100; never under compute-sanitizer, which serialises the two).
inline void copy_done(void* dst, const void* src, size_t bytes, cudaMemcpyKind kind, const char* what) {
    cuda_ok(cudaMemcpy(dst, src, bytes, kind), what);
    cuda_ok(cudaDeviceSynchronize(), what);
}

struct Options {
    std::vector<char> types{'d', 's'};
    std::vector<int64_t> dims{2, 3, 4, 5, 8, 12, 16, 24, 32, 48, 64};
    std::vector<std::string> routines{"gemm"};
    int64_t min_batch = 1000000;           // matrices, at least
    int64_t min_bytes = int64_t(1) << 30;  // of A, B and C together, at least
    int reps = 10;
    int64_t nrhs = 1;  // right-hand sides of gesv and posv (0: n)
    std::string csv;
};

// Device buffer of n elements.
template <class T>
struct Buffer {
    T* p = nullptr;
    int64_t n = 0;
    explicit Buffer(int64_t count) : n(count) {
        cuda_ok(cudaMalloc(&p, sizeof(T) * size_t(n)), "cudaMalloc");
    }
    ~Buffer() { cudaFree(p); }
    Buffer(const Buffer&) = delete;
    Buffer& operator=(const Buffer&) = delete;
};

// Median of reps timings (ms) of f, after one untimed call.
// Every call of the tester, bblas's and cuBLAS's, goes to this stream.
inline cudaStream_t g_stream = nullptr;

template <class F>
double median_ms(int reps, F&& f) {
    cudaEvent_t e0, e1;
    cuda_ok(cudaEventCreate(&e0), "event");
    cuda_ok(cudaEventCreate(&e1), "event");
    f();
    cuda_ok(cudaDeviceSynchronize(), "warm-up");
    std::vector<double> t;
    for (int r = 0; r < reps; ++r) {
        cuda_ok(cudaEventRecord(e0, g_stream), "record");
        f();
        cuda_ok(cudaEventRecord(e1, g_stream), "record");
        cuda_ok(cudaEventSynchronize(e1), "sync");
        float ms = 0;
        cuda_ok(cudaEventElapsedTime(&ms, e0, e1), "elapsed");
        t.push_back(ms);
    }
    cudaEventDestroy(e0);
    cudaEventDestroy(e1);
    std::sort(t.begin(), t.end());
    return t[t.size() / 2];
}

// Median of reps timings (ms) of f, after one untimed call; before() runs ahead of each call,
// outside the timed interval (an in-place factorisation gets its matrices back).
template <class Before, class F>
double median_ms_after(int reps, Before&& before, F&& f) {
    cudaEvent_t e0, e1;
    cuda_ok(cudaEventCreate(&e0), "event");
    cuda_ok(cudaEventCreate(&e1), "event");
    before();
    f();
    cuda_ok(cudaDeviceSynchronize(), "warm-up");
    std::vector<double> t;
    for (int r = 0; r < reps; ++r) {
        before();
        cuda_ok(cudaEventRecord(e0, g_stream), "record");
        f();
        cuda_ok(cudaEventRecord(e1, g_stream), "record");
        cuda_ok(cudaEventSynchronize(e1), "sync");
        float ms = 0;
        cuda_ok(cudaEventElapsedTime(&ms, e0, e1), "elapsed");
        t.push_back(ms);
    }
    cudaEventDestroy(e0);
    cudaEventDestroy(e1);
    std::sort(t.begin(), t.end());
    return t[t.size() / 2];
}

struct Row {
    std::string type, form, impl;
    int64_t n, batch;
    double ms, err, roof_pct, vs_peer;
};

// One row: printed, and kept for the CSV. peer_ms: the vendor peer's time (cuBLAS or cuSOLVER,
// the row printed before; 0: none).
inline void add_row(std::vector<Row>& rows, const std::string& type, const char* form, const char* impl,
                    int64_t n, int64_t batch, double ms, double err, double roof_ms, double peer_ms) {
    rows.push_back({type, form, impl, n, batch, ms, err, 100 * roof_ms / ms, peer_ms > 0 ? peer_ms / ms : 0});
    const Row& r = rows.back();
    std::printf("%-7s %-11s %-16s n=%-3lld batch=%-9lld %9.3f ms %7.1f%% roof  err %6.2f", r.type.c_str(),
                form, impl, (long long)n, (long long)batch, ms, r.roof_pct, err);
    if (peer_ms > 0) std::printf("  %5.2fx vendor", r.vs_peer);
    std::printf("\n");
    std::fflush(stdout);
}

inline std::vector<std::string> split(const std::string& s) {
    std::vector<std::string> out;
    size_t b = 0;
    while (b <= s.size()) {
        const size_t e = std::min(s.find(',', b), s.size());
        if (e > b) out.push_back(s.substr(b, e - b));
        b = e + 1;
    }
    return out;
}

// The batched LAPACK rows (lapack_cuda.cc): routine potrf, posv, getrf, gesv, getri, getrf_inv
// or getrf_nopiv, type s, d, c or z, against cuBLAS and cuSOLVER on the same data; bw: the roofline's
// bandwidth (GB/s).
bool is_lapack(const std::string& routine);
void run_lapack(const Options& o, const std::string& routine, char type, double bw, bblas_cuda_queue_t q,
                cublasHandle_t h, std::vector<Row>& rows);

}  // namespace bblas_tester_cuda
