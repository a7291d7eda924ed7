// bblas-tester-cuda: the GPU library's gemm against cuBLAS on the same device-resident data, in
// one process. Per type and size: the strided form against cublas<t>gemmStridedBatched, the group
// form (pointer arrays) against cublas<t>gemmBatched and, for real types, gemmGroupedBatched;
// timed with CUDA events (median of --reps calls), the roofline from a device-to-device copy
// bandwidth measured at start, every result checked against cuBLAS's on sampled matrices.
// docs/cuda.md says how to run it on the GPU machine; BBLAS_CUDA_GEMM_KERNEL forces a kernel.
// The other Level-3 routines below; the batched LAPACK rows (potrf, posv, getrf, gesv, getri,
// getrf_inv, getrf_nopiv against cuBLAS and cuSOLVER) in lapack_cuda.cc.
#include <cublas_v2.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "bblas_cuda.hh"
#include "tester_cuda.hh"

using namespace bblas_tester_cuda;

namespace {

template <class T>
struct Traits;
template <>
struct Traits<float> {
    using V = float;  // the scalars' and (M) the matrices' type as cuBLAS takes them
    using M = V;
    static constexpr const char* name = "s";
    static constexpr double eps = 5.96e-8;
    static constexpr auto strided = cublasSgemmStridedBatched_64;
    static constexpr auto batched = cublasSgemmBatched_64;
    static constexpr auto grouped = cublasSgemmGroupedBatched;
};
template <>
struct Traits<double> {
    using V = double;
    using M = V;
    static constexpr const char* name = "d";
    static constexpr double eps = 1.11e-16;
    static constexpr auto strided = cublasDgemmStridedBatched_64;
    static constexpr auto batched = cublasDgemmBatched_64;
    static constexpr auto grouped = cublasDgemmGroupedBatched;
};
template <>
struct Traits<std::complex<float>> {
    using V = cuComplex;
    using M = V;
    static constexpr const char* name = "c";
    static constexpr double eps = 5.96e-8;
    static constexpr auto strided = cublasCgemmStridedBatched_64;
    static constexpr auto batched = cublasCgemmBatched_64;
};
template <>
struct Traits<std::complex<double>> {
    using V = cuDoubleComplex;
    using M = V;
    static constexpr const char* name = "z";
    static constexpr double eps = 1.11e-16;
    static constexpr auto strided = cublasZgemmStridedBatched_64;
    static constexpr auto batched = cublasZgemmBatched_64;
};
#if defined(__FLT16_MAX__)
// Half (r16, gemm only): binary16 matrices computed in float, alpha and beta float: cuBLAS's
// gemmStridedBatchedEx / gemmBatchedEx with CUBLAS_COMPUTE_32F, the arithmetic of bblas's r16.
template <>
struct Traits<_Float16> {
    using V = float;
    using M = __half;
    static constexpr const char* name = "h";
    static constexpr double eps = 4.88e-4;  // 2^-11
    static cublasStatus_t strided(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int64_t m,
                                  int64_t n, int64_t k, const float* al, const __half* A, int64_t lda,
                                  long long sa, const __half* B, int64_t ldb, long long sb, const float* be,
                                  __half* C, int64_t ldc, long long sc, int64_t count) {
        return cublasGemmStridedBatchedEx_64(h, ta, tb, m, n, k, al, A, CUDA_R_16F, lda, sa, B, CUDA_R_16F,
                                             ldb, sb, be, C, CUDA_R_16F, ldc, sc, count, CUBLAS_COMPUTE_32F,
                                             CUBLAS_GEMM_DEFAULT);
    }
    static cublasStatus_t batched(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int64_t m,
                                  int64_t n, int64_t k, const float* al, const __half* const* A, int64_t lda,
                                  const __half* const* B, int64_t ldb, const float* be, __half* const* C,
                                  int64_t ldc, int64_t count) {
        return cublasGemmBatchedEx_64(h, ta, tb, m, n, k, al, reinterpret_cast<const void* const*>(A),
                                      CUDA_R_16F, lda, reinterpret_cast<const void* const*>(B), CUDA_R_16F,
                                      ldb, be, reinterpret_cast<void* const*>(C), CUDA_R_16F, ldc, count,
                                      CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
    }
};
template <class T>
constexpr bool is_half = std::is_same_v<T, _Float16>;
#else
template <class T>
constexpr bool is_half = false;
#endif
template <class T>
constexpr bool is_real = std::is_floating_point_v<T> || is_half<T>;
// The type of T's scalars (alpha, beta): float for half.
template <class T>
using scalar_t = std::conditional_t<is_half<T>, float, T>;
// |x| of any type, in double
template <class T>
double magnitude(T x) {
    if constexpr (is_real<T>) return std::abs(double(x));
    else return std::abs(std::complex<double>(x));
}

// The C routines of bblas_cuda.h by type.
#define BBLAS_TESTER_CUDA_FORMS(T, t)                                                                       \
    void bblas_strided(BLAS_Trans ta, BLAS_Trans tb, int64_t m, int64_t n, int64_t k, T alpha, const T* A,  \
                       int64_t lda, int64_t sa, const T* B, int64_t ldb, int64_t sb, T beta, T* C,          \
                       int64_t ldc, int64_t sc, int64_t batch, int64_t* info, bblas_cuda_queue_t q) {       \
        bblas_cuda_gemm_batched_strided_##t(BlasColMajor, ta, tb, m, n, k, alpha, A, lda, sa, B, ldb, sb,   \
                                            beta, C, ldc, sc, batch, info, q);                              \
    }                                                                                                       \
    void bblas_group(const BLAS_Trans* ta, const BLAS_Trans* tb, const int64_t* m, const int64_t* n,        \
                     const int64_t* k, const T* alpha, const T* const* A, const int64_t* lda,               \
                     const T* const* B, const int64_t* ldb, const T* beta, T* const* C, const int64_t* ldc, \
                     int64_t groups, const int64_t* sizes, int64_t* info, bblas_cuda_queue_t q) {           \
        bblas_cuda_gemm_batched_##t(BlasColMajor, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc,     \
                                    groups, sizes, info, q);                                                \
    }
BBLAS_TESTER_CUDA_FORMS(float, r32)
BBLAS_TESTER_CUDA_FORMS(double, r64)
BBLAS_TESTER_CUDA_FORMS(std::complex<float>, c32)
BBLAS_TESTER_CUDA_FORMS(std::complex<double>, c64)
#undef BBLAS_TESTER_CUDA_FORMS
#if defined(__FLT16_MAX__)
void bblas_strided(BLAS_Trans ta, BLAS_Trans tb, int64_t m, int64_t n, int64_t k, float alpha,
                   const _Float16* A, int64_t lda, int64_t sa, const _Float16* B, int64_t ldb, int64_t sb,
                   float beta, _Float16* C, int64_t ldc, int64_t sc, int64_t batch, int64_t* info,
                   bblas_cuda_queue_t q) {
    bblas_cuda_gemm_batched_strided_r16(BlasColMajor, ta, tb, m, n, k, alpha, A, lda, sa, B, ldb, sb, beta, C,
                                        ldc, sc, batch, info, q);
}
void bblas_group(const BLAS_Trans* ta, const BLAS_Trans* tb, const int64_t* m, const int64_t* n,
                 const int64_t* k, const float* alpha, const _Float16* const* A, const int64_t* lda,
                 const _Float16* const* B, const int64_t* ldb, const float* beta, _Float16* const* C,
                 const int64_t* ldc, int64_t groups, const int64_t* sizes, int64_t* info,
                 bblas_cuda_queue_t q) {
    bblas_cuda_gemm_batched_r16(BlasColMajor, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, groups,
                                sizes, info, q);
}
#endif

// What a routine's matrix A must be: any, symmetric or Hermitian (symm, hemm: gemm on the same
// full matrix is the reference), or triangular and well conditioned (trmm, trsm: lower, the
// other triangle zero, so that gemm is trmm's reference; diagonal 1 + |x|, the rest over n).
enum class Shape { General, Symmetric, Hermitian, Lower };

// Uniform values in [-1, 1]: a host chunk of whole n x n matrices given the shape, then device
// copies doubling the filled prefix.
template <class T>
void fill(Buffer<T>& b, unsigned seed, int64_t n = 1, Shape shape = Shape::General) {
    std::mt19937_64 gen(seed);
    std::uniform_real_distribution<double> u(-1, 1);
    const int64_t per = n * n, chunk = std::min<int64_t>(b.n, std::max<int64_t>(1, (1 << 20) / per) * per);
    std::vector<T> h(static_cast<size_t>(chunk));
    for (T& x : h) {
        if constexpr (is_real<T>) x = T(u(gen));
        else x = T(u(gen), u(gen));
    }
    auto conj_if = [](T x) {
        if constexpr (is_real<T>) return x;
        else return std::conj(x);
    };
    for (int64_t m0 = 0; shape != Shape::General && m0 + per <= chunk; m0 += per) {
        T* M = h.data() + m0;
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i < n; ++i) {
                T& x = M[i + j * n];
                if (shape == Shape::Lower) x = i < j ? T(0) : i == j ? T(1 + magnitude(x)) : x / T(double(n));
                else if (i > j) x = shape == Shape::Hermitian ? conj_if(M[j + i * n]) : M[j + i * n];
                else if constexpr (!is_real<T>) {
                    if (i == j && shape == Shape::Hermitian) x = T(std::real(x));
                }
            }
    }
    cuda_ok(cudaMemcpy(b.p, h.data(), sizeof(T) * size_t(chunk), cudaMemcpyHostToDevice), "fill");
    for (int64_t done = chunk; done < b.n; done *= 2)
        cuda_ok(cudaMemcpy(b.p + done, b.p, sizeof(T) * size_t(std::min(done, b.n - done)),
                           cudaMemcpyDeviceToDevice),
                "fill");
    cuda_ok(cudaDeviceSynchronize(), "fill");
}

// Device-to-device copy bandwidth, bytes read and written, GB/s.
double copy_bandwidth(int reps) {
    const int64_t n = int64_t(1) << 28;  // 2 GiB of doubles: far beyond the L2
    Buffer<double> a(n), b(n);
    cuda_ok(cudaMemset(a.p, 0, sizeof(double) * size_t(n)), "memset");
    const double ms = median_ms(reps, [&] {
        cudaMemcpyAsync(b.p, a.p, sizeof(double) * size_t(n), cudaMemcpyDeviceToDevice, g_stream);
    });
    return 2.0 * double(sizeof(double)) * double(n) / (ms * 1e6);
}

// Matrices of order n per run: at least min_batch up to n = 16 (issue 20's measure), at least
// min_bytes of three operands always: far beyond the L2 (50-60 MB) either way; cuBLAS's int
// batch counts bound it.
int64_t batch_for(const Options& o, int64_t n, int64_t elem) {
    const int64_t by_bytes = (o.min_bytes + 3 * n * n * elem - 1) / (3 * n * n * elem);
    return std::min<int64_t>(n <= 16 ? std::max(o.min_batch, by_bytes) : by_bytes, INT32_MAX);
}

// The device data of one size: operands A, B, C (bblas's output), C0 (C's first value), R (the
// cuBLAS reference's output), count matrices of per elements back to back, and pointer arrays
// to each (the group forms'), built on the host once, untimed.
template <class T>
struct Operands {
    int64_t per, count;
    Buffer<T> A, B, C, C0, R;
    Buffer<const T*> dA, dB, dC0;
    Buffer<T*> dC, dR;
    Operands(int64_t per_, int64_t count_)
        : per(per_),
          count(count_),
          A(per * count),
          B(per * count),
          C(per * count),
          C0(per * count),
          R(per * count),
          dA(count),
          dB(count),
          dC0(count),
          dC(count),
          dR(count) {
        pointers(dA, A.p), pointers(dB, B.p), pointers(dC0, C0.p), pointers(dC, C.p), pointers(dR, R.p);
    }
    // X = C0
    void reset(Buffer<T>& X) const {
        copy_done(X.p, C0.p, sizeof(T) * size_t(C0.n), cudaMemcpyDeviceToDevice, "reset");
    }

private:
    template <class P>
    void pointers(Buffer<P>& d, T* base) {
        std::vector<P> h(static_cast<size_t>(count));
        for (int64_t i = 0; i < count; ++i) h[size_t(i)] = base + i * per;
        copy_done(d.p, h.data(), sizeof(P) * h.size(), cudaMemcpyHostToDevice, "ptrs");
    }
};

// The largest error of C (bblas) against R (cuBLAS) over sampled matrices, in units of
// n * eps * max|R| (STYLE.md's ratio form, with cuBLAS as the reference).
template <class T>
double compare(const Buffer<T>& C, const Buffer<T>& R, int64_t n, int64_t batch, bool upper_only = false) {
    const int64_t per = n * n, sample = std::min<int64_t>(batch, 256);
    std::vector<T> c(static_cast<size_t>(per)), r(static_cast<size_t>(per));
    double worst = 0;
    for (int64_t s = 0; s < sample; ++s) {
        // the first and last matrices and some between (the far end is where grid limits bite)
        const int64_t mat = s < sample / 2 ? s : batch - 1 - (s - sample / 2) * 7919 % batch;
        cuda_ok(cudaMemcpy(c.data(), C.p + mat * per, sizeof(T) * size_t(per), cudaMemcpyDeviceToHost),
                "copy");
        cuda_ok(cudaMemcpy(r.data(), R.p + mat * per, sizeof(T) * size_t(per), cudaMemcpyDeviceToHost),
                "copy");
        double scale = 0, diff = 0;
        for (int64_t e = 0; e < per; ++e) {
            if (upper_only && e % n > e / n) continue;  // a rank update's other triangle
            scale = std::max(scale, magnitude(r[size_t(e)]));
            const double d = magnitude(c[size_t(e)] - r[size_t(e)]);
            diff = std::isnan(d) ? INFINITY : std::max(diff, d);
        }
        worst = std::max(worst, diff / (double(n) * Traits<T>::eps * std::max(scale, 1e-300)));
    }
    return worst;
}

template <class T>
scalar_t<T> scalar(double re, double im) {
    if constexpr (is_real<T>) return scalar_t<T>(re);
    else return T(typename T::value_type(re), typename T::value_type(im));
}

// The interleaved form of one routine (bblas_cuda.hh's InterleavedBatch, paper 002's layout):
// A, B and C0 packed on the device (untimed, from the pointer arrays dA, dB, dC0), call(IA, IB,
// IC) run once and unpacked into C (through dC) for the error against R, which reference()
// recomputes, then timed from a fresh pack. Returns the error and the median time.
template <class T, class Call, class Reference>
std::pair<double, double> interleaved_form(const Options& o, bblas::cuda::Queue& q, int64_t n, int64_t batch,
                                           const T* const* dA, const T* const* dB, const T* const* dC0,
                                           T* const* dC, const Buffer<T>& C, const Buffer<T>& R,
                                           bool upper_only, Call&& call, Reference&& reference) {
    bblas::cuda::InterleavedBatch<T> IA(batch, n, n), IB(batch, n, n), IC(batch, n, n);
    IA.pack(q, dA, n);
    IB.pack(q, dB, n);
    IC.pack(q, dC0, n);
    call(IA, IB, IC);
    IC.unpack(q, dC, n);
    reference();
    cuda_ok(cudaDeviceSynchronize(), "interleaved");
    const double err = compare(C, R, n, batch, upper_only);
    IC.pack(q, dC0, n);
    const double ms = median_ms(o.reps, [&] { call(IA, IB, IC); });
    return {err, ms};
}

template <class T>
void run_type(const Options& o, double bw, bblas::cuda::Queue& q, cublasHandle_t h, std::vector<Row>& rows) {
    using V = typename Traits<T>::V;
    using M = typename Traits<T>::M;
    const scalar_t<T> alpha = scalar<T>(1.23, 0.45), beta = scalar<T>(0.67, -0.21);
    const V* al = reinterpret_cast<const V*>(&alpha);
    const V* be = reinterpret_cast<const V*>(&beta);
    for (int64_t n : o.dims) {
        const int64_t per = n * n, bytes_per = 4 * per * int64_t(sizeof(T));  // A, B read; C read, written
        const int64_t batch = batch_for(o, n, int64_t(sizeof(T)));
        Operands<T> d(per, batch);
        auto &A = d.A, &B = d.B, &C = d.C, &C0 = d.C0, &R = d.R;
        auto &dA = d.dA, &dB = d.dB, &dC0 = d.dC0, &dC = d.dC, &dR = d.dR;
        fill(A, 1);
        fill(B, 2);
        fill(C0, 3);
        const double roof_ms = double(bytes_per) * double(batch) / (bw * 1e6);
        auto reset = [&](Buffer<T>& X) { d.reset(X); };
        auto row = [&](const char* form, const char* impl, double ms, double err, double peer_ms) {
            add_row(rows, Traits<T>::name, form, impl, n, batch, ms, err, roof_ms, peer_ms);
        };
        int64_t info = 0;
        // strided: bblas, then cuBLAS
        auto call_strided = [&] {
            bblas_strided(BlasNoTrans, BlasNoTrans, n, n, n, alpha, A.p, n, per, B.p, n, per, beta, C.p, n,
                          per, batch, &info, q.get());
        };
        auto cublas_strided = [&] {
            blas_ok(
                Traits<T>::strided(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, al, reinterpret_cast<const M*>(A.p),
                                   n, per, reinterpret_cast<const M*>(B.p), n, per, be,
                                   reinterpret_cast<M*>(R.p), n, per, batch),
                "gemmStridedBatched");
        };
        reset(C);
        reset(R);
        call_strided();
        cublas_strided();
        cuda_ok(cudaDeviceSynchronize(), "strided");
        if (info != 0) std::printf("bblas strided: info %lld\n", (long long)info);
        const double err_s = compare(C, R, n, batch);
        const double peer_s = median_ms(o.reps, cublas_strided);
        const double ms_s = median_ms(o.reps, call_strided);
        row("strided", "cublas", peer_s, 0, 0);
        row("strided", "bblas", ms_s, err_s, peer_s);

        // the group form: one group of batch matrices
        const BLAS_Trans nt = BlasNoTrans;
        auto call_group = [&] {
            bblas_group(&nt, &nt, &n, &n, &n, &alpha, dA.p, &n, dB.p, &n, &beta, dC.p, &n, 1, &batch, &info,
                        q.get());
        };
        auto cublas_batched = [&] {
            blas_ok(Traits<T>::batched(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, al,
                                       reinterpret_cast<const M* const*>(dA.p), n,
                                       reinterpret_cast<const M* const*>(dB.p), n, be,
                                       reinterpret_cast<M* const*>(dR.p), n, batch),
                    "gemmBatched");
        };
        reset(C);
        reset(R);
        call_group();
        cublas_batched();
        cuda_ok(cudaDeviceSynchronize(), "group");
        const double err_g = compare(C, R, n, batch);
        const double peer_b = median_ms(o.reps, cublas_batched);
        const double ms_g = median_ms(o.reps, call_group);
        row("pointer", "cublas-batched", peer_b, 0, 0);
        if constexpr (is_real<T> && !is_half<T>) {
            // gemmGroupedBatched takes int sizes and counts: batches beyond 2^31 - 1 are not run
            const cublasOperation_t op = CUBLAS_OP_N;
            const int ni = int(n), bi = int(std::min<int64_t>(batch, INT32_MAX));
            auto cublas_grouped = [&] {
                blas_ok(Traits<T>::grouped(h, &op, &op, &ni, &ni, &ni, al,
                                           reinterpret_cast<const M* const*>(dA.p), &ni,
                                           reinterpret_cast<const M* const*>(dB.p), &ni, be,
                                           reinterpret_cast<M* const*>(dR.p), &ni, 1, &bi),
                        "gemmGroupedBatched");
            };
            const double peer_g = median_ms(o.reps, cublas_grouped);
            row("pointer", "cublas-grouped", peer_g, 0, 0);
        }
        row("pointer", "bblas", ms_g, err_g, peer_b);

        if constexpr (!is_half<T>) {  // no interleaved r16 on the GPU
            const auto [err_i, ms_i] = interleaved_form<T>(
                o, q, n, batch, dA.p, dB.p, dC0.p, dC.p, C, R, false,
                [&](auto& IA, auto& IB, auto& IC) {
                    bblas::cuda::gemm(q, bblas::Op::NoTrans, bblas::Op::NoTrans, alpha, IA, IB, beta, IC);
                },
                [&] {
                    reset(R);
                    cublas_strided();
                });
            row("interleaved", "bblas", ms_i, err_i, peer_s);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The other Level-3 routines, column-major, square (m = n = k), on the same scheme as gemm:
// trsm and trmm left, lower, no transpose, non-unit; symm, hemm left, upper; syrk, herk, syr2k,
// her2k upper, no transpose. Peers: cuBLAS trsmBatched for trsm (its only batched triangular
// routine, pointer arrays), else cuBLAS gemm on the same full matrices (A symmetric or
// Hermitian for symm and hemm, lower with zeros above for trmm; two gemms for the rank-2k
// updates), strided and pointer forms: cuBLAS has no batched symm, syrk or trmm.

template <class T>
using Real = decltype(std::real(T{}));

// The C routines of bblas_cuda.h by type; the unused ones of real types (herk, her2k) are never
// called.
#define BBLAS_TESTER_CUDA_PICK(name, ...)                                               \
    if constexpr (std::is_same_v<T, float>) name##_r32(__VA_ARGS__);                    \
    else if constexpr (std::is_same_v<T, double>) name##_r64(__VA_ARGS__);              \
    else if constexpr (std::is_same_v<T, std::complex<float>>) name##_c32(__VA_ARGS__); \
    else name##_c64(__VA_ARGS__);
#define BBLAS_TESTER_CUDA_PICK_COMPLEX(name, ...)                                  \
    if constexpr (std::is_same_v<T, std::complex<float>>) name##_c32(__VA_ARGS__); \
    else if constexpr (std::is_same_v<T, std::complex<double>>) name##_c64(__VA_ARGS__);

struct L3Call {
    const char* routine;
    int64_t n, batch, per;
    bblas_cuda_queue_t q;
    int64_t* info;
};

// bblas's strided form (X: base pointers) or group form (X: device pointer arrays) of routine r.
template <class T, class P, class CP>
void bblas_l3(const L3Call& c, T alpha, T beta, P A, P B, CP C) {
    const std::string r = c.routine;
    const int64_t n = c.n, per = c.per, batch = c.batch;
    constexpr bool strided = !std::is_pointer_v<std::remove_pointer_t<P>>;
    const Real<T> ra = std::real(alpha), rb = std::real(beta);
    if constexpr (strided) {
        if (r == "trsm") {
            BBLAS_TESTER_CUDA_PICK(bblas_cuda_trsm_batched_strided, BlasColMajor, BlasLeft, BlasLower,
                                   BlasNoTrans, BlasNonUnit, n, n, alpha, A, n, per, C, n, per, batch, c.info,
                                   c.q)
        } else if (r == "trmm") {
            BBLAS_TESTER_CUDA_PICK(bblas_cuda_trmm_batched_strided, BlasColMajor, BlasLeft, BlasLower,
                                   BlasNoTrans, BlasNonUnit, n, n, alpha, A, n, per, C, n, per, batch, c.info,
                                   c.q)
        } else if (r == "symm") {
            BBLAS_TESTER_CUDA_PICK(bblas_cuda_symm_batched_strided, BlasColMajor, BlasLeft, BlasUpper, n, n,
                                   alpha, A, n, per, B, n, per, beta, C, n, per, batch, c.info, c.q)
        } else if (r == "hemm") {
            BBLAS_TESTER_CUDA_PICK(bblas_cuda_hemm_batched_strided, BlasColMajor, BlasLeft, BlasUpper, n, n,
                                   alpha, A, n, per, B, n, per, beta, C, n, per, batch, c.info, c.q)
        } else if (r == "syrk") {
            BBLAS_TESTER_CUDA_PICK(bblas_cuda_syrk_batched_strided, BlasColMajor, BlasUpper, BlasNoTrans, n,
                                   n, alpha, A, n, per, beta, C, n, per, batch, c.info, c.q)
        } else if (r == "herk") {
            BBLAS_TESTER_CUDA_PICK_COMPLEX(bblas_cuda_herk_batched_strided, BlasColMajor, BlasUpper,
                                           BlasNoTrans, n, n, ra, A, n, per, rb, C, n, per, batch, c.info,
                                           c.q)
        } else if (r == "syr2k") {
            BBLAS_TESTER_CUDA_PICK(bblas_cuda_syr2k_batched_strided, BlasColMajor, BlasUpper, BlasNoTrans, n,
                                   n, alpha, A, n, per, B, n, per, beta, C, n, per, batch, c.info, c.q)
        } else if (r == "her2k") {
            BBLAS_TESTER_CUDA_PICK_COMPLEX(bblas_cuda_her2k_batched_strided, BlasColMajor, BlasUpper,
                                           BlasNoTrans, n, n, alpha, A, n, per, B, n, per, rb, C, n, per,
                                           batch, c.info, c.q)
        }
    } else {
        const BLAS_Side L = BlasLeft;
        const BLAS_Uplo lo = BlasLower, up = BlasUpper;
        const BLAS_Trans nt = BlasNoTrans;
        const BLAS_Diag nu = BlasNonUnit;
        if (r == "trsm") {
            BBLAS_TESTER_CUDA_PICK(bblas_cuda_trsm_batched, BlasColMajor, &L, &lo, &nt, &nu, &n, &n, &alpha,
                                   A, &n, C, &n, 1, &batch, c.info, c.q)
        } else if (r == "trmm") {
            BBLAS_TESTER_CUDA_PICK(bblas_cuda_trmm_batched, BlasColMajor, &L, &lo, &nt, &nu, &n, &n, &alpha,
                                   A, &n, C, &n, 1, &batch, c.info, c.q)
        } else if (r == "symm") {
            BBLAS_TESTER_CUDA_PICK(bblas_cuda_symm_batched, BlasColMajor, &L, &up, &n, &n, &alpha, A, &n, B,
                                   &n, &beta, C, &n, 1, &batch, c.info, c.q)
        } else if (r == "hemm") {
            BBLAS_TESTER_CUDA_PICK(bblas_cuda_hemm_batched, BlasColMajor, &L, &up, &n, &n, &alpha, A, &n, B,
                                   &n, &beta, C, &n, 1, &batch, c.info, c.q)
        } else if (r == "syrk") {
            BBLAS_TESTER_CUDA_PICK(bblas_cuda_syrk_batched, BlasColMajor, &up, &nt, &n, &n, &alpha, A, &n,
                                   &beta, C, &n, 1, &batch, c.info, c.q)
        } else if (r == "herk") {
            BBLAS_TESTER_CUDA_PICK_COMPLEX(bblas_cuda_herk_batched, BlasColMajor, &up, &nt, &n, &n, &ra, A,
                                           &n, &rb, C, &n, 1, &batch, c.info, c.q)
        } else if (r == "syr2k") {
            BBLAS_TESTER_CUDA_PICK(bblas_cuda_syr2k_batched, BlasColMajor, &up, &nt, &n, &n, &alpha, A, &n, B,
                                   &n, &beta, C, &n, 1, &batch, c.info, c.q)
        } else if (r == "her2k") {
            BBLAS_TESTER_CUDA_PICK_COMPLEX(bblas_cuda_her2k_batched, BlasColMajor, &up, &nt, &n, &n, &alpha,
                                           A, &n, B, &n, &rb, C, &n, 1, &batch, c.info, c.q)
        }
    }
}
#undef BBLAS_TESTER_CUDA_PICK
#undef BBLAS_TESTER_CUDA_PICK_COMPLEX

template <class T>
struct TrsmBatched;
template <>
struct TrsmBatched<float> {
    static constexpr auto f = cublasStrsmBatched;
};
template <>
struct TrsmBatched<double> {
    static constexpr auto f = cublasDtrsmBatched;
};
template <>
struct TrsmBatched<std::complex<float>> {
    static constexpr auto f = cublasCtrsmBatched;
};
template <>
struct TrsmBatched<std::complex<double>> {
    static constexpr auto f = cublasZtrsmBatched;
};

// Elements moved per matrix (beta != 0): what the routine must read and write at least.
double l3_elements(const std::string& r, int64_t n) {
    const double sq = double(n * n), tri = double(n * (n + 1) / 2);
    if (r == "trsm" || r == "trmm") return tri + 2 * sq;  // A's triangle; B read, written
    if (r == "symm" || r == "hemm") return tri + 3 * sq;  // A's triangle, B; C read, written
    if (r == "syrk" || r == "herk") return sq + 2 * tri;  // A; C's triangle read, written
    return 2 * sq + 2 * tri;                              // syr2k, her2k: A, B
}

template <class T>
void run_level3(const Options& o, const std::string& routine, double bw, bblas::cuda::Queue& q,
                cublasHandle_t h, std::vector<Row>& rows) {
    using V = typename Traits<T>::V;
    const bool herm = routine == "hemm" || routine == "herk" || routine == "her2k";
    if (herm && is_real<T>) return;  // hemm on real types is symm; herk, her2k are complex only
    const bool tri = routine == "trsm" || routine == "trmm",
               rank = routine.find("rk") != std::string::npos || routine.find("r2k") != std::string::npos;
    const bool two = routine == "syr2k" || routine == "her2k";
    // trsm: alpha 1, so that repeated timed solves keep B's scale
    const T alpha = routine == "trsm" ? T(1) : scalar<T>(1.23, 0.45);
    const T beta = herm ? scalar<T>(0.67, 0) : scalar<T>(0.67, -0.21);
    const T alpha_h = routine == "herk" ? T(std::real(alpha)) : alpha;  // herk's alpha is real
    const T alpha2 = routine == "her2k" ? scalar<T>(1.23, -0.45) : alpha;
    for (int64_t n : o.dims) {
        const int64_t per = n * n, elem = int64_t(sizeof(T));
        const int64_t batch = batch_for(o, n, elem);
        Operands<T> d(per, batch);
        auto &A = d.A, &B = d.B, &C = d.C, &C0 = d.C0, &R = d.R;
        auto &dA = d.dA, &dB = d.dB, &dC0 = d.dC0, &dC = d.dC, &dR = d.dR;
        fill(A, 1, n,
             tri                 ? Shape::Lower
             : routine == "symm" ? Shape::Symmetric
             : routine == "hemm" ? Shape::Hermitian
                                 : Shape::General);
        fill(B, 2);
        fill(C0, 3, n, herm && rank ? Shape::Hermitian : Shape::General);  // herk's C: real diagonal
        const double roof_ms = l3_elements(routine, n) * double(elem) * double(batch) / (bw * 1e6);
        auto reset = [&](Buffer<T>& X) { d.reset(X); };
        auto row = [&](const char* form, const char* impl, double ms, double err, double peer_ms) {
            add_row(rows, std::string(Traits<T>::name) + routine, form, impl, n, batch, ms, err, roof_ms,
                    peer_ms);
        };
        int64_t info = 0;
        const L3Call call{routine.c_str(), n, batch, per, q.get(), &info};
        const V* al = reinterpret_cast<const V*>(&alpha_h);
        const V* al2 = reinterpret_cast<const V*>(&alpha2);
        const V* be = reinterpret_cast<const V*>(&beta);
        const T one(1), zero(0);
        const V* on = reinterpret_cast<const V*>(&one);
        const V* ze = reinterpret_cast<const V*>(&zero);
        const cublasOperation_t opN = CUBLAS_OP_N, opB = herm ? CUBLAS_OP_C : CUBLAS_OP_T;
        auto cv = [](auto* p) { return reinterpret_cast<const V*>(p); };
        auto cvp = [](auto* p) { return reinterpret_cast<const V* const*>(p); };
        // the reference into R (reset from C0 first): cuBLAS, strided or pointer form
        auto peer = [&](bool strided) {
            const int ni = int(n), bi = int(batch);
            if (routine == "trsm") {  // pointer arrays only
                blas_ok(TrsmBatched<T>::f(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N,
                                          CUBLAS_DIAG_NON_UNIT, ni, ni, cv(&alpha), cvp(dA.p), ni,
                                          reinterpret_cast<V* const*>(dR.p), ni, bi),
                        "trsmBatched");
                return;
            }
            // trmm: R = alpha A C0; symm, hemm: R = alpha A B + beta R; rank: R = alpha A op(X)' + beta R
            auto gemm = [&](cublasOperation_t tb, const V* a, bool first_a, const V* b_scale) {
                const T* X = tri ? C0.p : rank && !two ? A.p : B.p;
                const T* const* dX = tri ? dC0.p : rank && !two ? dA.p : dB.p;
                const T* L = first_a ? A.p : X;
                const T* Rt = first_a ? X : A.p;
                const T* const* dL = first_a ? dA.p : dX;
                const T* const* dRt = first_a ? dX : dA.p;
                if (strided)
                    blas_ok(Traits<T>::strided(h, opN, tb, n, n, n, a, cv(L), n, per, cv(Rt), n, per, b_scale,
                                               reinterpret_cast<V*>(R.p), n, per, batch),
                            "gemmStridedBatched");
                else
                    blas_ok(Traits<T>::batched(h, opN, tb, n, n, n, a, cvp(dL), n, cvp(dRt), n, b_scale,
                                               reinterpret_cast<V* const*>(dR.p), n, batch),
                            "gemmBatched");
            };
            if (tri) gemm(opN, cv(&alpha), true, ze);
            else if (!rank) gemm(opN, al, true, be);
            else {
                gemm(opB, al, true, be);
                if (two) gemm(opB, al2, false, on);
            }
        };
        for (const bool strided : {true, false}) {
            const char* form = strided ? "strided" : "pointer";
            auto mine = [&] {
                if (strided) bblas_l3<T>(call, alpha, beta, A.p, B.p, C.p);
                else bblas_l3<T>(call, alpha, beta, dA.p, dB.p, dC.p);
            };
            reset(C);
            reset(R);
            mine();
            peer(strided);
            cuda_ok(cudaDeviceSynchronize(), form);
            if (info != 0) std::printf("bblas %s %s: info %lld\n", routine.c_str(), form, (long long)info);
            const double err = compare(C, R, n, batch, rank);
            // in-place routines run on their own output again: timings of the same work
            const double peer_ms = median_ms(o.reps, [&] { peer(strided); });
            const double ms = median_ms(o.reps, mine);
            row(form,
                routine == "trsm" ? "cublas-trsm"
                : strided         ? "cublas-gemm-str"
                                  : "cublas-gemm-ptr",
                peer_ms, 0, 0);
            row(form, "bblas", ms, err, peer_ms);
            if (!strided) continue;
            using bblas::Diag, bblas::Op, bblas::Side, bblas::Uplo;
            const auto [err_i, ms_i] = interleaved_form<T>(
                o, q, n, batch, dA.p, dB.p, dC0.p, dC.p, C, R, rank,
                [&](auto& IA, auto& IB, auto& IC) {
                    namespace bc = bblas::cuda;
                    if (routine == "trsm")
                        bc::trsm(q, Side::Left, Uplo::Lower, Op::NoTrans, Diag::NonUnit, alpha, IA, IC);
                    else if (routine == "trmm")
                        bc::trmm(q, Side::Left, Uplo::Lower, Op::NoTrans, Diag::NonUnit, alpha, IA, IC);
                    else if (routine == "symm") bc::symm(q, Side::Left, Uplo::Upper, alpha, IA, IB, beta, IC);
                    else if (routine == "syrk") bc::syrk(q, Uplo::Upper, Op::NoTrans, alpha, IA, beta, IC);
                    else if (routine == "syr2k")
                        bc::syr2k(q, Uplo::Upper, Op::NoTrans, alpha, IA, IB, beta, IC);
                    if constexpr (!is_real<T>) {
                        if (routine == "hemm") bc::hemm(q, Side::Left, Uplo::Upper, alpha, IA, IB, beta, IC);
                        else if (routine == "herk")
                            bc::herk(q, Uplo::Upper, Op::NoTrans, std::real(alpha), IA, std::real(beta), IC);
                        else if (routine == "her2k")
                            bc::her2k(q, Uplo::Upper, Op::NoTrans, alpha, IA, IB, std::real(beta), IC);
                    }
                },
                [&] {
                    reset(R);
                    peer(true);
                });
            row("interleaved", "bblas", ms_i, err_i, peer_ms);
        }
    }
}

}  // namespace

int main(int argc, char** argv) {
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        const char* v = i + 1 < argc ? argv[i + 1] : nullptr;
        if (a == "--routine" && v) {
            o.routines = split(v);
            ++i;
        } else if (a == "--type" && v) {
            o.types.clear();
            for (const auto& t : split(v)) o.types.push_back(t[0]);
            ++i;
        } else if (a == "--dim" && v) {
            o.dims.clear();
            for (const auto& d : split(v)) o.dims.push_back(std::stoll(d));
            ++i;
        } else if (a == "--batch" && v) {
            o.min_batch = std::stoll(v);
            ++i;
        } else if (a == "--bytes" && v) {
            o.min_bytes = std::stoll(v);
            ++i;
        } else if (a == "--nrhs" && v) {
            o.nrhs = std::max<int64_t>(0, std::stoll(v));
            ++i;
        } else if (a == "--reps" && v) {
            o.reps = std::max(1, std::stoi(v));
            ++i;
        } else if (a == "--csv" && v) {
            o.csv = v;
            ++i;
        } else {
            std::printf(
                "usage: bblas-tester-cuda [--routine gemm,trsm,trmm,symm,hemm,syrk,herk,syr2k,her2k,\n"
                "                                    potrf,posv,getrf,gesv,getri,getrf_inv,getrf_nopiv]\n"
                "                         [--type d,s,z,c,h] [--dim 2,4,...] [--batch MIN_MATRICES]\n"
                "                         [--bytes MIN_BYTES] [--nrhs R (gesv, posv; 0: n)] [--reps N]\n"
                "                         [--csv FILE]\n"
                "gemm (NN, column-major, square) on the GPU: bblas's strided and group forms against\n"
                "cuBLAS gemmStridedBatched, gemmBatched and gemmGroupedBatched on the same data; batch:\n"
                "MIN_BYTES of A, B and C (default 1 GiB), and at least MIN_MATRICES (default 10^6) up to n = "
                "16. h: the r16 gemm (strided and group forms) against cuBLAS gemmStridedBatchedEx and\n"
                "gemmBatchedEx on binary16 computed in float.\n");
            return a == "--help" ? 0 : 1;
        }
    }
    int dev = 0;
    cuda_ok(cudaGetDevice(&dev), "device");
    cudaDeviceProp prop{};
    cuda_ok(cudaGetDeviceProperties(&prop, dev), "properties");
    cuda_ok(cudaStreamCreateWithFlags(&g_stream, cudaStreamNonBlocking), "stream");
    const double bw = copy_bandwidth(o.reps);
    std::printf(
        "device: %s, %d SMs, %.0f MiB; device-to-device copy %.0f GB/s (read + write): the roofline\n",
        prop.name, prop.multiProcessorCount, double(prop.totalGlobalMem) / 1048576.0, bw);
    const char* forced_gemm = std::getenv("BBLAS_CUDA_GEMM_KERNEL");
    const char* forced_level3 = std::getenv("BBLAS_CUDA_LEVEL3_KERNEL");
    const std::string forced_name = std::string(forced_gemm ? forced_gemm : "") +
                                    (forced_gemm && forced_level3 ? "+" : "") +
                                    (forced_level3 ? forced_level3 : "");
    const char* forced = forced_name.empty() ? nullptr : forced_name.c_str();
    bool blas = false;
    for (const std::string& r : o.routines) blas = blas || !is_lapack(r);
    std::printf("%smedian of %d; kernel: %s\n", blas ? "gemm NN column-major, alpha 1.23, beta 0.67; " : "",
                o.reps, forced ? forced : "planner");
    bblas::cuda::Queue q = bblas::cuda::Queue::around(g_stream);
    cublasHandle_t h;
    blas_ok(cublasCreate(&h), "cublasCreate");
    blas_ok(cublasSetStream(h, g_stream), "cublasSetStream");
    std::vector<Row> rows;
    for (const std::string& r : o.routines)
        for (char t : o.types) {
            if (is_lapack(r)) {
                run_lapack(o, r, t, bw, q.get(), h, rows);
            } else if (r != "gemm") {
                if (t == 's') run_level3<float>(o, r, bw, q, h, rows);
                else if (t == 'd') run_level3<double>(o, r, bw, q, h, rows);
                else if (t == 'c') run_level3<std::complex<float>>(o, r, bw, q, h, rows);
                else if (t == 'z') run_level3<std::complex<double>>(o, r, bw, q, h, rows);
            } else if (t == 's') run_type<float>(o, bw, q, h, rows);
#if defined(__FLT16_MAX__)
            else if (t == 'h') run_type<_Float16>(o, bw, q, h, rows);
#endif
            else if (t == 'd') run_type<double>(o, bw, q, h, rows);
            else if (t == 'c') run_type<std::complex<float>>(o, bw, q, h, rows);
            else if (t == 'z') run_type<std::complex<double>>(o, bw, q, h, rows);
        }
    cublasDestroy(h);
    bool bad = false;
    for (const Row& r : rows) bad = bad || !(r.err <= 16);
    if (!o.csv.empty()) {
        FILE* f = std::fopen(o.csv.c_str(), "w");
        if (!f) return 2;
        std::fprintf(f, "device,kernel,bandwidth_gbs,type,n,batch,form,impl,ms,roof_pct,vs_cublas,err\n");
        for (const Row& r : rows)
            std::fprintf(f, "%s,%s,%.0f,%s,%lld,%lld,%s,%s,%.5f,%.2f,%.3f,%.3f\n", prop.name,
                         forced ? forced : "planner", bw, r.type.c_str(), (long long)r.n, (long long)r.batch,
                         r.form.c_str(), r.impl.c_str(), r.ms, r.roof_pct, r.vs_peer, r.err);
        std::fclose(f);
    }
    if (bad) std::printf("bblas-tester-cuda: a result differs from cuBLAS's beyond 16 n eps\n");
    return bad ? 1 : 0;
}
