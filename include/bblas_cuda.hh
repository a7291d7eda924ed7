// bblas on NVIDIA GPUs, C++: namespace bblas::cuda. The routines are those of <bblas_cuda.h>
// (C linkage, callable from C++ as they are); this header adds the queue as an owning object,
// the block-interleaved batch in device memory and the Level-3 and LAPACK routines on it.
#pragma once

#include <cuda_runtime_api.h>

#include <complex>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>

#include "bblas/types.hh"
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

// An invalid argument of a C++ routine: info() is the C routine's info (-position of the
// argument in its list), or 0 where the containers' shapes do not fit together.
class ArgumentError : public std::invalid_argument {
public:
    ArgumentError(const std::string& routine, const std::string& what, int64_t info = 0)
        : std::invalid_argument("bblas::cuda::" + routine + ": " + what), info_(info) {}
    int64_t info() const noexcept { return info_; }

private:
    int64_t info_;
};

namespace detail {
// The C routine `name` of T's type letter.
#define BBLAS_CUDA_PICK(name, ...)                                                          \
    do {                                                                                    \
        if constexpr (std::is_same_v<T, float>) name##_r32(__VA_ARGS__);                    \
        else if constexpr (std::is_same_v<T, double>) name##_r64(__VA_ARGS__);              \
        else if constexpr (std::is_same_v<T, std::complex<float>>) name##_c32(__VA_ARGS__); \
        else name##_c64(__VA_ARGS__);                                                       \
    } while (0)
// info of pack and unpack (info[0] only), or of a routine's one group: ReportGroup, so that the
// group's entry holds the code of an invalid argument.
inline void check(const char* routine, int64_t info) {
    if (info == BBLAS_ERROR_CUDA) throw CudaError(routine, int(cudaGetLastError()));
    if (info < 0) throw ArgumentError(routine, "argument " + std::to_string(-info) + " is invalid", info);
}
struct GroupInfo {
    int64_t v[2] = {BblasErrorsReportGroup, 0};
    int64_t* get() { return v; }
    void check(const char* routine) const { detail::check(routine, v[0] > 0 ? v[1] : v[0]); }
};
template <class E, class C>
E c_enum(C v) {
    return static_cast<E>(static_cast<int>(v));
}
}  // namespace detail

// count matrices of rows x cols in the block-interleaved layout (bblas.h, bblas/interleaved.hh)
// in device memory of the current device: element (i, j) of every matrix of a block of block()
// matrices contiguous; complex matrices keep their imaginary parts in a second plane of each
// block. T: float, double, std::complex<float>, std::complex<double>.
template <class T>
class InterleavedBatch {
    static_assert(Scalar<T>, "bblas::cuda::InterleavedBatch: float, double or std::complex of them");

public:
    using real_type = real_t<T>;
    static constexpr int64_t default_block = 64 / int64_t(sizeof(real_type));  // as on the CPU

    // block: a positive multiple of default_block, 0 for it. Throws ArgumentError for invalid
    // sizes, CudaError when the allocation fails.
    InterleavedBatch(int64_t count, int64_t rows, int64_t cols, Layout layout = Layout::ColMajor,
                     int64_t block = 0)
        : count_(count), rows_(rows), cols_(cols), layout_(layout), block_(block ? block : default_block) {
        int64_t n = 0;
        BBLAS_CUDA_PICK(n = bblas_cuda_interleaved_size, count, rows, cols, block);
        if (n < 0) throw ArgumentError("InterleavedBatch", "invalid count, rows, cols or block");
        if (layout != Layout::ColMajor && layout != Layout::RowMajor)
            throw ArgumentError("InterleavedBatch", "invalid layout");
        void* p = nullptr;
        if (n > 0)
            if (const cudaError_t e = cudaMalloc(&p, size_t(n) * sizeof(real_type)))
                throw CudaError("InterleavedBatch allocation", int(e));
        data_ = static_cast<real_type*>(p);
        size_ = n;
    }
    InterleavedBatch(InterleavedBatch&& o) noexcept { swap(o); }
    InterleavedBatch& operator=(InterleavedBatch&& o) noexcept {
        InterleavedBatch t(std::move(o));
        swap(t);
        return *this;
    }
    InterleavedBatch(const InterleavedBatch&) = delete;
    InterleavedBatch& operator=(const InterleavedBatch&) = delete;
    ~InterleavedBatch() { cudaFree(data_); }

    int64_t count() const noexcept { return count_; }
    int64_t rows() const noexcept { return rows_; }
    int64_t cols() const noexcept { return cols_; }
    Layout layout() const noexcept { return layout_; }
    int64_t block() const noexcept { return block_; }
    int64_t size() const noexcept { return size_; }  // real scalars
    real_type* data() noexcept { return data_; }
    const real_type* data() const noexcept { return data_; }

    // Copies count() device matrices (src: a device array of device pointers, leading
    // dimension ld, in layout()) into this batch, and back; enqueued on q.
    void pack(const Queue& q, const T* const* src, int64_t ld) {
        int64_t info = 0;
        BBLAS_CUDA_PICK(bblas_cuda_interleaved_pack, detail::c_enum<BLAS_Layout>(layout_), count_, rows_,
                        cols_, src, ld, data_, block_, &info, q.get());
        detail::check("InterleavedBatch::pack", info);
    }
    void unpack(const Queue& q, T* const* dst, int64_t ld) const {
        int64_t info = 0;
        BBLAS_CUDA_PICK(bblas_cuda_interleaved_unpack, detail::c_enum<BLAS_Layout>(layout_), count_, rows_,
                        cols_, data_, block_, dst, ld, &info, q.get());
        detail::check("InterleavedBatch::unpack", info);
    }

private:
    void swap(InterleavedBatch& o) noexcept {
        std::swap(count_, o.count_), std::swap(rows_, o.rows_), std::swap(cols_, o.cols_);
        std::swap(layout_, o.layout_), std::swap(block_, o.block_), std::swap(size_, o.size_);
        std::swap(data_, o.data_);
    }
    int64_t count_ = 0, rows_ = 0, cols_ = 0;
    Layout layout_ = Layout::ColMajor;
    int64_t block_ = 0, size_ = 0;
    real_type* data_ = nullptr;
};

namespace detail {
// The operands of one call: one count, layout and block; the sizes are the C routine's checks.
template <class T, class... Rest>
void require_alike(const char* routine, const InterleavedBatch<T>& first, const Rest&... rest) {
    const bool alike = ((rest.count() == first.count() && rest.layout() == first.layout() &&
                         rest.block() == first.block()) &&
                        ...);
    if (!alike) throw ArgumentError(routine, "operands of different count, layout or block");
}
template <class T>
void require_shape(const char* routine, const char* name, const InterleavedBatch<T>& X, int64_t rows,
                   int64_t cols) {
    if (X.rows() != rows || X.cols() != cols)
        throw ArgumentError(routine, std::string(name) + " is " + std::to_string(X.rows()) + " x " +
                                         std::to_string(X.cols()) + ", not " + std::to_string(rows) + " x " +
                                         std::to_string(cols));
}
}  // namespace detail

// The Level-3 routines on interleaved device batches, enqueued on q: the operations of
// bblas's C++ routines of the same names (bblas/level3.hh), sizes taken from the containers.
template <class T>
void gemm(const Queue& q, Op transA, Op transB, T alpha, const InterleavedBatch<T>& A,
          const InterleavedBatch<T>& B, T beta, InterleavedBatch<T>& C) {
    detail::require_alike("gemm", C, A, B);
    const int64_t m = C.rows(), n = C.cols(), k = transA == Op::NoTrans ? A.cols() : A.rows();
    detail::require_shape("gemm", "A", A, transA == Op::NoTrans ? m : k, transA == Op::NoTrans ? k : m);
    detail::require_shape("gemm", "B", B, transB == Op::NoTrans ? k : n, transB == Op::NoTrans ? n : k);
    detail::GroupInfo info;
    BBLAS_CUDA_PICK(bblas_cuda_gemm_batched_interleaved, detail::c_enum<BLAS_Layout>(C.layout()),
                    detail::c_enum<BLAS_Trans>(transA), detail::c_enum<BLAS_Trans>(transB), m, n, k, alpha,
                    A.data(), B.data(), beta, C.data(), C.count(), C.block(), info.get(), q.get());
    info.check("gemm");
}

// symm (Herm false) and hemm
template <class T, bool Herm>
void symm_hemm(const char* r, const Queue& q, Side side, Uplo uplo, T alpha, const InterleavedBatch<T>& A,
               const InterleavedBatch<T>& B, T beta, InterleavedBatch<T>& C) {
    detail::require_alike(r, C, A, B);
    const int64_t m = C.rows(), n = C.cols(), o = side == Side::Left ? m : n;
    detail::require_shape(r, "A", A, o, o);
    detail::require_shape(r, "B", B, m, n);
    detail::GroupInfo info;
    const auto L = detail::c_enum<BLAS_Layout>(C.layout());
    const auto S = detail::c_enum<BLAS_Side>(side);
    const auto U = detail::c_enum<BLAS_Uplo>(uplo);
    if constexpr (Herm)
        BBLAS_CUDA_PICK(bblas_cuda_hemm_batched_interleaved, L, S, U, m, n, alpha, A.data(), B.data(), beta,
                        C.data(), C.count(), C.block(), info.get(), q.get());
    else
        BBLAS_CUDA_PICK(bblas_cuda_symm_batched_interleaved, L, S, U, m, n, alpha, A.data(), B.data(), beta,
                        C.data(), C.count(), C.block(), info.get(), q.get());
    info.check(r);
}
template <class T>
void symm(const Queue& q, Side side, Uplo uplo, T alpha, const InterleavedBatch<T>& A,
          const InterleavedBatch<T>& B, T beta, InterleavedBatch<T>& C) {
    symm_hemm<T, false>("symm", q, side, uplo, alpha, A, B, beta, C);
}
template <class T>
void hemm(const Queue& q, Side side, Uplo uplo, T alpha, const InterleavedBatch<T>& A,
          const InterleavedBatch<T>& B, T beta, InterleavedBatch<T>& C) {
    symm_hemm<T, true>("hemm", q, side, uplo, alpha, A, B, beta, C);
}

// syrk, herk (complex; alpha and beta real), syr2k, her2k (beta real)
template <class T>
void syrk(const Queue& q, Uplo uplo, Op trans, T alpha, const InterleavedBatch<T>& A, T beta,
          InterleavedBatch<T>& C) {
    detail::require_alike("syrk", C, A);
    const int64_t n = C.rows(), k = trans == Op::NoTrans ? A.cols() : A.rows();
    detail::require_shape("syrk", "A", A, trans == Op::NoTrans ? n : k, trans == Op::NoTrans ? k : n);
    detail::GroupInfo info;
    BBLAS_CUDA_PICK(bblas_cuda_syrk_batched_interleaved, detail::c_enum<BLAS_Layout>(C.layout()),
                    detail::c_enum<BLAS_Uplo>(uplo), detail::c_enum<BLAS_Trans>(trans), n, k, alpha, A.data(),
                    beta, C.data(), C.count(), C.block(), info.get(), q.get());
    info.check("syrk");
}
template <class T>
void herk(const Queue& q, Uplo uplo, Op trans, real_t<T> alpha, const InterleavedBatch<T>& A, real_t<T> beta,
          InterleavedBatch<T>& C) {
    static_assert(!std::is_floating_point_v<T>, "herk: complex types");
    detail::require_alike("herk", C, A);
    const int64_t n = C.rows(), k = trans == Op::NoTrans ? A.cols() : A.rows();
    detail::require_shape("herk", "A", A, trans == Op::NoTrans ? n : k, trans == Op::NoTrans ? k : n);
    detail::GroupInfo info;
    const auto L = detail::c_enum<BLAS_Layout>(C.layout());
    if constexpr (std::is_same_v<T, std::complex<float>>)
        bblas_cuda_herk_batched_interleaved_c32(L, detail::c_enum<BLAS_Uplo>(uplo),
                                                detail::c_enum<BLAS_Trans>(trans), n, k, alpha, A.data(),
                                                beta, C.data(), C.count(), C.block(), info.get(), q.get());
    else
        bblas_cuda_herk_batched_interleaved_c64(L, detail::c_enum<BLAS_Uplo>(uplo),
                                                detail::c_enum<BLAS_Trans>(trans), n, k, alpha, A.data(),
                                                beta, C.data(), C.count(), C.block(), info.get(), q.get());
    info.check("herk");
}
template <class T>
void syr2k(const Queue& q, Uplo uplo, Op trans, T alpha, const InterleavedBatch<T>& A,
           const InterleavedBatch<T>& B, T beta, InterleavedBatch<T>& C) {
    detail::require_alike("syr2k", C, A, B);
    const int64_t n = C.rows(), k = trans == Op::NoTrans ? A.cols() : A.rows();
    detail::require_shape("syr2k", "A", A, trans == Op::NoTrans ? n : k, trans == Op::NoTrans ? k : n);
    detail::require_shape("syr2k", "B", B, A.rows(), A.cols());
    detail::GroupInfo info;
    BBLAS_CUDA_PICK(bblas_cuda_syr2k_batched_interleaved, detail::c_enum<BLAS_Layout>(C.layout()),
                    detail::c_enum<BLAS_Uplo>(uplo), detail::c_enum<BLAS_Trans>(trans), n, k, alpha, A.data(),
                    B.data(), beta, C.data(), C.count(), C.block(), info.get(), q.get());
    info.check("syr2k");
}
template <class T>
void her2k(const Queue& q, Uplo uplo, Op trans, T alpha, const InterleavedBatch<T>& A,
           const InterleavedBatch<T>& B, real_t<T> beta, InterleavedBatch<T>& C) {
    static_assert(!std::is_floating_point_v<T>, "her2k: complex types");
    detail::require_alike("her2k", C, A, B);
    const int64_t n = C.rows(), k = trans == Op::NoTrans ? A.cols() : A.rows();
    detail::require_shape("her2k", "A", A, trans == Op::NoTrans ? n : k, trans == Op::NoTrans ? k : n);
    detail::require_shape("her2k", "B", B, A.rows(), A.cols());
    detail::GroupInfo info;
    const auto L = detail::c_enum<BLAS_Layout>(C.layout());
    const auto U = detail::c_enum<BLAS_Uplo>(uplo);
    const auto Tr = detail::c_enum<BLAS_Trans>(trans);
    if constexpr (std::is_same_v<T, std::complex<float>>)
        bblas_cuda_her2k_batched_interleaved_c32(L, U, Tr, n, k, alpha, A.data(), B.data(), beta, C.data(),
                                                 C.count(), C.block(), info.get(), q.get());
    else
        bblas_cuda_her2k_batched_interleaved_c64(L, U, Tr, n, k, alpha, A.data(), B.data(), beta, C.data(),
                                                 C.count(), C.block(), info.get(), q.get());
    info.check("her2k");
}

// trmm (Solve false) and trsm: B = alpha op(A) B, alpha B op(A), or with op(A)^-1
template <class T, bool Solve>
void trxm(const char* r, const Queue& q, Side side, Uplo uplo, Op transA, Diag diag, T alpha,
          const InterleavedBatch<T>& A, InterleavedBatch<T>& B) {
    detail::require_alike(r, B, A);
    const int64_t m = B.rows(), n = B.cols(), o = side == Side::Left ? m : n;
    detail::require_shape(r, "A", A, o, o);
    detail::GroupInfo info;
    const auto L = detail::c_enum<BLAS_Layout>(B.layout());
    const auto S = detail::c_enum<BLAS_Side>(side);
    const auto U = detail::c_enum<BLAS_Uplo>(uplo);
    const auto Tr = detail::c_enum<BLAS_Trans>(transA);
    const auto D = detail::c_enum<BLAS_Diag>(diag);
    if constexpr (Solve)
        BBLAS_CUDA_PICK(bblas_cuda_trsm_batched_interleaved, L, S, U, Tr, D, m, n, alpha, A.data(), B.data(),
                        B.count(), B.block(), info.get(), q.get());
    else
        BBLAS_CUDA_PICK(bblas_cuda_trmm_batched_interleaved, L, S, U, Tr, D, m, n, alpha, A.data(), B.data(),
                        B.count(), B.block(), info.get(), q.get());
    info.check(r);
}
template <class T>
void trmm(const Queue& q, Side side, Uplo uplo, Op transA, Diag diag, T alpha, const InterleavedBatch<T>& A,
          InterleavedBatch<T>& B) {
    trxm<T, false>("trmm", q, side, uplo, transA, diag, alpha, A, B);
}
template <class T>
void trsm(const Queue& q, Side side, Uplo uplo, Op transA, Diag diag, T alpha, const InterleavedBatch<T>& A,
          InterleavedBatch<T>& B) {
    trxm<T, true>("trsm", q, side, uplo, transA, diag, alpha, A, B);
}
// The batched LAPACK on interleaved device batches, enqueued on q: the operations of bblas's
// C++ routines of the same names (bblas/lapack.hh), in place, sizes taken from the containers.
// ipiv: device memory, min(m, n) pivots per matrix (1-based, LAPACK's), matrix p's at
// ipiv + p * min(m, n). dinfo: device memory for count numerical codes (0, or the C routine's
// positive code), written on the queue; null: not recorded (bblas_cuda_lapack_info reads them
// into a host info array after the queue's work). Invalid arguments throw ArgumentError before
// anything is enqueued.
namespace detail {
template <class T>
void require_square(const char* routine, const InterleavedBatch<T>& A) {
    require_shape(routine, "A", A, A.rows(), A.rows());
}
template <class T>
void require_rhs(const char* routine, const InterleavedBatch<T>& A, const InterleavedBatch<T>& B) {
    require_alike(routine, A, B);
    require_shape(routine, "B", B, A.rows(), B.cols());
}
}  // namespace detail

template <class T>
void getrf(const Queue& q, InterleavedBatch<T>& A, int64_t* ipiv, int64_t* dinfo = nullptr) {
    detail::GroupInfo info;
    const int64_t m = A.rows(), n = A.cols();
    BBLAS_CUDA_PICK(bblas_cuda_getrf_batched_interleaved, detail::c_enum<BLAS_Layout>(A.layout()), m, n,
                    A.data(), ipiv, m < n ? m : n, A.count(), A.block(), info.get(), dinfo, q.get());
    info.check("getrf");
}
template <class T>
void getrf_nopiv(const Queue& q, InterleavedBatch<T>& A, int64_t* dinfo = nullptr) {
    detail::GroupInfo info;
    BBLAS_CUDA_PICK(bblas_cuda_getrf_nopiv_batched_interleaved, detail::c_enum<BLAS_Layout>(A.layout()),
                    A.rows(), A.cols(), A.data(), A.count(), A.block(), info.get(), dinfo, q.get());
    info.check("getrf_nopiv");
}
template <class T>
void getrs(const Queue& q, Op trans, const InterleavedBatch<T>& A, const int64_t* ipiv,
           InterleavedBatch<T>& B) {
    detail::require_square("getrs", A);
    detail::require_rhs("getrs", A, B);
    detail::GroupInfo info;
    BBLAS_CUDA_PICK(bblas_cuda_getrs_batched_interleaved, detail::c_enum<BLAS_Layout>(A.layout()),
                    detail::c_enum<BLAS_Trans>(trans), A.rows(), B.cols(), A.data(), ipiv, A.rows(), B.data(),
                    A.count(), A.block(), info.get(), nullptr, q.get());
    info.check("getrs");
}
template <class T>
void gesv(const Queue& q, InterleavedBatch<T>& A, int64_t* ipiv, InterleavedBatch<T>& B,
          int64_t* dinfo = nullptr) {
    detail::require_square("gesv", A);
    detail::require_rhs("gesv", A, B);
    detail::GroupInfo info;
    BBLAS_CUDA_PICK(bblas_cuda_gesv_batched_interleaved, detail::c_enum<BLAS_Layout>(A.layout()), A.rows(),
                    B.cols(), A.data(), ipiv, A.rows(), B.data(), A.count(), A.block(), info.get(), dinfo,
                    q.get());
    info.check("gesv");
}
template <class T>
void getri(const Queue& q, InterleavedBatch<T>& A, const int64_t* ipiv, int64_t* dinfo = nullptr) {
    detail::require_square("getri", A);
    detail::GroupInfo info;
    BBLAS_CUDA_PICK(bblas_cuda_getri_batched_interleaved, detail::c_enum<BLAS_Layout>(A.layout()), A.rows(),
                    A.data(), ipiv, A.rows(), A.count(), A.block(), info.get(), dinfo, q.get());
    info.check("getri");
}
template <class T>
void getrf_inv(const Queue& q, InterleavedBatch<T>& A, int64_t* dinfo = nullptr) {
    detail::require_square("getrf_inv", A);
    detail::GroupInfo info;
    BBLAS_CUDA_PICK(bblas_cuda_getrf_inv_batched_interleaved, detail::c_enum<BLAS_Layout>(A.layout()),
                    A.rows(), A.data(), A.count(), A.block(), info.get(), dinfo, q.get());
    info.check("getrf_inv");
}
template <class T>
void potrf(const Queue& q, Uplo uplo, InterleavedBatch<T>& A, int64_t* dinfo = nullptr) {
    detail::require_square("potrf", A);
    detail::GroupInfo info;
    BBLAS_CUDA_PICK(bblas_cuda_potrf_batched_interleaved, detail::c_enum<BLAS_Layout>(A.layout()),
                    detail::c_enum<BLAS_Uplo>(uplo), A.rows(), A.data(), A.count(), A.block(), info.get(),
                    dinfo, q.get());
    info.check("potrf");
}
template <class T>
void potrs(const Queue& q, Uplo uplo, const InterleavedBatch<T>& A, InterleavedBatch<T>& B) {
    detail::require_square("potrs", A);
    detail::require_rhs("potrs", A, B);
    detail::GroupInfo info;
    BBLAS_CUDA_PICK(bblas_cuda_potrs_batched_interleaved, detail::c_enum<BLAS_Layout>(A.layout()),
                    detail::c_enum<BLAS_Uplo>(uplo), A.rows(), B.cols(), A.data(), B.data(), A.count(),
                    A.block(), info.get(), nullptr, q.get());
    info.check("potrs");
}
template <class T>
void posv(const Queue& q, Uplo uplo, InterleavedBatch<T>& A, InterleavedBatch<T>& B,
          int64_t* dinfo = nullptr) {
    detail::require_square("posv", A);
    detail::require_rhs("posv", A, B);
    detail::GroupInfo info;
    BBLAS_CUDA_PICK(bblas_cuda_posv_batched_interleaved, detail::c_enum<BLAS_Layout>(A.layout()),
                    detail::c_enum<BLAS_Uplo>(uplo), A.rows(), B.cols(), A.data(), B.data(), A.count(),
                    A.block(), info.get(), dinfo, q.get());
    info.check("posv");
}

#undef BBLAS_CUDA_PICK

}  // namespace bblas::cuda
