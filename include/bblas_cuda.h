/* bblas on NVIDIA GPUs (libbblas_cuda): the batched routines of <bblas.h> executing on a CUDA
 * device, asynchronously on a queue.
 *
 * A queue (bblas_cuda_queue_t) is a CUDA stream plus what the library needs with it (a cuBLAS
 * handle, created at the first call that uses cuBLAS). Every routine takes the queue as its last
 * argument and only enqueues work on its stream: it returns before the work is done, and
 * bblas_cuda_queue_sync (or any synchronisation of the stream) waits for it. A queue may be used
 * by one host thread at a time.
 *
 * Memory: the per-group arrays (options, sizes, scalars, leading dimensions, group_sizes) and
 * info are in host memory and are read before the call returns; the matrices and the pointer
 * arrays (A, B, C of the group form) are in device memory and must stay valid until the work
 * on the queue is done. The strided form takes device base pointers.
 *
 * Arguments and info: exactly those of the routine of the same name in <bblas.h>, with the same
 * checks, codes and error-reporting modes, all decided on the host before anything is launched,
 * with one difference: the pointer arrays are in device memory, so the host does not look
 * inside them. A null matrix pointer inside a device pointer array, or an output matrix given
 * twice, is the caller's responsibility (the CPU library reports these; here they are undefined
 * behaviour). A null array itself is reported as on the CPU.
 * The queue is one more argument, after info (group form: position 18; strided form: 20): a
 * null queue leaves info[0] = -(its position) and computes nothing, as an invalid group_count
 * does (an invalid group_count or group_sizes is reported first).
 * When a CUDA or cuBLAS call fails while the work is enqueued (no device, a launch failure),
 * info[0] and the entries of every group that passed the checks are BBLAS_ERROR_CUDA; some of
 * their matrices may have been computed. Errors that happen later on the device (a bad address
 * in a pointer array) are reported by CUDA at the next synchronisation, not in info.
 *
 * Complex scalars and matrices are those of <bblas.h> (std::complex in C++, _Complex in C),
 * the same layout as cuComplex and cuDoubleComplex.
 */
#ifndef BBLAS_CUDA_H
#define BBLAS_CUDA_H

#include <cuda_runtime_api.h>

#include "bblas.h"

#ifdef __cplusplus
extern "C" {
#endif

#pragma GCC visibility push(default)

/* info[0] (and the entries of the groups that passed the checks) when a CUDA or cuBLAS call
 * failed while the work was enqueued. */
#define BBLAS_ERROR_CUDA (-1011)

typedef struct bblas_cuda_queue *bblas_cuda_queue_t;

/* Creates a queue with a stream of its own on device `device` (-1: the current device), which
 * bblas_cuda_queue_destroy destroys. Returns 0 (cudaSuccess) or the cudaError_t of the call
 * that failed; *queue is then null. The current device of the calling thread is unchanged.
 * The stream is non-blocking: it does not wait for work on the legacy default stream, and a
 * plain cudaMemcpy from pageable host memory may return before the data has arrived. Copy the
 * inputs on the queue's stream (cudaMemcpyAsync on bblas_cuda_queue_stream) or synchronise
 * the device before calling a routine. */
int bblas_cuda_queue_create(int device, bblas_cuda_queue_t *queue);
/* Creates a queue around a stream the caller owns (0 or cudaStreamLegacy: the legacy default
 * stream; cudaStreamPerThread). The stream is not destroyed with the queue, and must outlive it.
 * Makes no CUDA call; returns 0, or cudaErrorMemoryAllocation when the host allocation fails. */
int bblas_cuda_queue_create_from_stream(cudaStream_t stream, bblas_cuda_queue_t *queue);
/* Releases the queue: its cuBLAS handle and, if the queue created it, its stream, after waiting
 * for the work on them. A caller's stream is left as it is (work may still run on it). A null
 * queue is ignored. */
void bblas_cuda_queue_destroy(bblas_cuda_queue_t queue);
/* The queue's stream. */
cudaStream_t bblas_cuda_queue_stream(bblas_cuda_queue_t queue);
/* Waits until all work on the queue is done; returns 0 or the cudaError_t of the stream
 * (an error of a kernel that ran on it included). */
int bblas_cuda_queue_sync(bblas_cuda_queue_t queue);

/* ---------------------------------------------------------------------------------------------
 * GEMM: C = alpha * op(A) * op(B) + beta * C, as BLAS_gemm_batched_* in <bblas.h>.
 * transA, transB, m, n, k, alpha, A_ld, B_ld, beta, C_ld, group_sizes: host arrays of
 * group_count entries. A, B, C: device arrays of sum(group_sizes) device pointers.
 * Leading dimensions: with BlasColMajor a stored r x c matrix needs ld >= max(1, r); with
 * BlasRowMajor it needs ld >= max(1, c). beta = 0: C is not read. alpha = 0 or k = 0: A and B
 * are not read.
 * Positions: layout 1, transA 2, transB 3, m 4, n 5, k 6, alpha 7, A 8, A_ld 9, B 10, B_ld 11,
 * beta 12, C 13, C_ld 14, group_count 15, group_sizes 16, info 17, queue 18. */
void bblas_cuda_gemm_batched_r32(BLAS_Layout layout, const BLAS_Trans *transA, const BLAS_Trans *transB,
    const int64_t *m, const int64_t *n, const int64_t *k, const float *alpha,
    const float *const *A, const int64_t *A_ld, const float *const *B, const int64_t *B_ld,
    const float *beta, float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, bblas_cuda_queue_t queue);
void bblas_cuda_gemm_batched_r64(BLAS_Layout layout, const BLAS_Trans *transA, const BLAS_Trans *transB,
    const int64_t *m, const int64_t *n, const int64_t *k, const double *alpha,
    const double *const *A, const int64_t *A_ld, const double *const *B, const int64_t *B_ld,
    const double *beta, double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, bblas_cuda_queue_t queue);
void bblas_cuda_gemm_batched_c32(BLAS_Layout layout, const BLAS_Trans *transA, const BLAS_Trans *transB,
    const int64_t *m, const int64_t *n, const int64_t *k, const bblas_complex_float *alpha,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    const bblas_complex_float *const *B, const int64_t *B_ld,
    const bblas_complex_float *beta, bblas_complex_float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, bblas_cuda_queue_t queue);
void bblas_cuda_gemm_batched_c64(BLAS_Layout layout, const BLAS_Trans *transA, const BLAS_Trans *transB,
    const int64_t *m, const int64_t *n, const int64_t *k, const bblas_complex_double *alpha,
    const bblas_complex_double *const *A, const int64_t *A_ld,
    const bblas_complex_double *const *B, const int64_t *B_ld,
    const bblas_complex_double *beta, bblas_complex_double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, bblas_cuda_queue_t queue);

/* Strided GEMM, as BLAS_gemm_batched_strided_* in <bblas.h>: one group of batch_count problems,
 * matrix i of X at X + i * X_stride elements (X: device base pointers). Input strides may be any
 * value (0 reuses one matrix); C's must keep the outputs apart (C_stride >= C_ld * n for
 * BlasColMajor, C_ld * m for BlasRowMajor, when batch_count > 1 and C is not empty).
 * Positions: layout 1, transA 2, transB 3, m 4, n 5, k 6, alpha 7, A 8, A_ld 9, A_stride 10,
 * B 11, B_ld 12, B_stride 13, beta 14, C 15, C_ld 16, C_stride 17, batch_count 18, info 19,
 * queue 20. */
void bblas_cuda_gemm_batched_strided_r32(BLAS_Layout layout, BLAS_Trans transA, BLAS_Trans transB, int64_t m, int64_t n, int64_t k,
    float alpha, const float *A, int64_t A_ld, int64_t A_stride, const float *B, int64_t B_ld, int64_t B_stride,
    float beta, float *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info, bblas_cuda_queue_t queue);
void bblas_cuda_gemm_batched_strided_r64(BLAS_Layout layout, BLAS_Trans transA, BLAS_Trans transB, int64_t m, int64_t n, int64_t k,
    double alpha, const double *A, int64_t A_ld, int64_t A_stride, const double *B, int64_t B_ld, int64_t B_stride,
    double beta, double *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info, bblas_cuda_queue_t queue);
void bblas_cuda_gemm_batched_strided_c32(BLAS_Layout layout, BLAS_Trans transA, BLAS_Trans transB, int64_t m, int64_t n, int64_t k,
    bblas_complex_float alpha, const bblas_complex_float *A, int64_t A_ld, int64_t A_stride, const bblas_complex_float *B, int64_t B_ld, int64_t B_stride,
    bblas_complex_float beta, bblas_complex_float *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info, bblas_cuda_queue_t queue);
void bblas_cuda_gemm_batched_strided_c64(BLAS_Layout layout, BLAS_Trans transA, BLAS_Trans transB, int64_t m, int64_t n, int64_t k,
    bblas_complex_double alpha, const bblas_complex_double *A, int64_t A_ld, int64_t A_stride, const bblas_complex_double *B, int64_t B_ld, int64_t B_stride,
    bblas_complex_double beta, bblas_complex_double *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info, bblas_cuda_queue_t queue);

/* Half precision (docs/half.md): the r16 gemm in both forms, matrices in bblas_half (IEEE
 * binary16) in device memory, alpha and beta float, computed in single precision with each
 * written element of C rounded to half once, as BLAS_gemm_batched_r16 on the CPU; arguments,
 * positions and info as the r32 routines. In the library where the compiler that built it had
 * _Float16. */
void bblas_cuda_gemm_batched_r16(BLAS_Layout layout, const BLAS_Trans *transA, const BLAS_Trans *transB,
    const int64_t *m, const int64_t *n, const int64_t *k, const float *alpha,
    const bblas_half *const *A, const int64_t *A_ld, const bblas_half *const *B, const int64_t *B_ld,
    const float *beta, bblas_half *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, bblas_cuda_queue_t queue);
void bblas_cuda_gemm_batched_strided_r16(BLAS_Layout layout, BLAS_Trans transA, BLAS_Trans transB, int64_t m, int64_t n, int64_t k,
    float alpha, const bblas_half *A, int64_t A_ld, int64_t A_stride, const bblas_half *B, int64_t B_ld, int64_t B_stride,
    float beta, bblas_half *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info, bblas_cuda_queue_t queue);

/* ---------------------------------------------------------------------------------------------
 * The block-interleaved layout on the device (<bblas.h>'s layout, paper 002): the same arrays,
 * in device memory. size: as bblas_interleaved_size_*; pack and unpack: as
 * bblas_interleaved_pack_* / unpack_* (same arguments, checks and info) with src / dst a device
 * array of device pointers and the interleaved array in device memory, then the queue
 * (position 10). The host does not look inside the pointer array (as for gemm's). Padding
 * lanes of the last block are neither written nor read. */
int64_t bblas_cuda_interleaved_size_r32(int64_t count, int64_t rows, int64_t cols, int64_t block);
int64_t bblas_cuda_interleaved_size_r64(int64_t count, int64_t rows, int64_t cols, int64_t block);
int64_t bblas_cuda_interleaved_size_c32(int64_t count, int64_t rows, int64_t cols, int64_t block);
int64_t bblas_cuda_interleaved_size_c64(int64_t count, int64_t rows, int64_t cols, int64_t block);
void bblas_cuda_interleaved_pack_r32(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
    const float *const *src, int64_t ld, float *dst, int64_t block, int64_t *info, bblas_cuda_queue_t queue);
void bblas_cuda_interleaved_pack_r64(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
    const double *const *src, int64_t ld, double *dst, int64_t block, int64_t *info, bblas_cuda_queue_t queue);
void bblas_cuda_interleaved_pack_c32(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
    const bblas_complex_float *const *src, int64_t ld, float *dst, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_interleaved_pack_c64(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
    const bblas_complex_double *const *src, int64_t ld, double *dst, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_interleaved_unpack_r32(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
    const float *src, int64_t block, float *const *dst, int64_t ld, int64_t *info, bblas_cuda_queue_t queue);
void bblas_cuda_interleaved_unpack_r64(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
    const double *src, int64_t block, double *const *dst, int64_t ld, int64_t *info, bblas_cuda_queue_t queue);
void bblas_cuda_interleaved_unpack_c32(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
    const float *src, int64_t block, bblas_complex_float *const *dst, int64_t ld, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_interleaved_unpack_c64(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
    const double *src, int64_t block, bblas_complex_double *const *dst, int64_t ld, int64_t *info,
    bblas_cuda_queue_t queue);

/* ---------------------------------------------------------------------------------------------
 * The other Level-3 routines and forms: SYMM, HEMM, SYRK, HERK, SYR2K, HER2K, TRMM, TRSM as
 * BLAS_<routine>_batched_<t> (group form) and BLAS_<routine>_batched_strided_<t> (strided form)
 * in <bblas.h>, and every Level-3 routine, GEMM included, as BLAS_<routine>_batched_interleaved_<t>
 * (one interleaved device array per operand, as above), in the same types (herk, her2k complex
 * only; hemm on real types is symm), with the same arguments, checks, codes and meaning, then
 * the queue. As for gemm: the per-group arrays, scalars and info in host memory; the matrices,
 * and the pointer arrays of the group form, in device memory. The queue's position is the one
 * after info: 1 + that of info in the routine's list in <bblas.h>. A triangle that the routine
 * does not read (A's other triangle, a unit diagonal) or write (C's other triangle in the rank
 * updates) is left as it is.
 */
/* GENERATED by tools/gen_cuda_api.py from bblas.h: begin */
void bblas_cuda_symm_batched_r32(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo, const int64_t *m, const int64_t *n, const float *alpha, const float *const *A, const int64_t *A_ld, const float *const *B, const int64_t *B_ld, const float *beta, float *const *C, const int64_t *C_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_symm_batched_r64(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo, const int64_t *m, const int64_t *n, const double *alpha, const double *const *A, const int64_t *A_ld, const double *const *B, const int64_t *B_ld, const double *beta, double *const *C, const int64_t *C_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_symm_batched_c32(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo, const int64_t *m, const int64_t *n, const bblas_complex_float *alpha, const bblas_complex_float *const *A, const int64_t *A_ld, const bblas_complex_float *const *B, const int64_t *B_ld, const bblas_complex_float *beta, bblas_complex_float *const *C, const int64_t *C_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_symm_batched_c64(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo, const int64_t *m, const int64_t *n, const bblas_complex_double *alpha, const bblas_complex_double *const *A, const int64_t *A_ld, const bblas_complex_double *const *B, const int64_t *B_ld, const bblas_complex_double *beta, bblas_complex_double *const *C, const int64_t *C_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_hemm_batched_r32(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo, const int64_t *m, const int64_t *n, const float *alpha, const float *const *A, const int64_t *A_ld, const float *const *B, const int64_t *B_ld, const float *beta, float *const *C, const int64_t *C_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_hemm_batched_r64(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo, const int64_t *m, const int64_t *n, const double *alpha, const double *const *A, const int64_t *A_ld, const double *const *B, const int64_t *B_ld, const double *beta, double *const *C, const int64_t *C_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_hemm_batched_c32(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo, const int64_t *m, const int64_t *n, const bblas_complex_float *alpha, const bblas_complex_float *const *A, const int64_t *A_ld, const bblas_complex_float *const *B, const int64_t *B_ld, const bblas_complex_float *beta, bblas_complex_float *const *C, const int64_t *C_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_hemm_batched_c64(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo, const int64_t *m, const int64_t *n, const bblas_complex_double *alpha, const bblas_complex_double *const *A, const int64_t *A_ld, const bblas_complex_double *const *B, const int64_t *B_ld, const bblas_complex_double *beta, bblas_complex_double *const *C, const int64_t *C_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_syrk_batched_r32(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans, const int64_t *n, const int64_t *k, const float *alpha, const float *const *A, const int64_t *A_ld, const float *beta, float *const *C, const int64_t *C_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_syrk_batched_r64(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans, const int64_t *n, const int64_t *k, const double *alpha, const double *const *A, const int64_t *A_ld, const double *beta, double *const *C, const int64_t *C_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_syrk_batched_c32(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans, const int64_t *n, const int64_t *k, const bblas_complex_float *alpha, const bblas_complex_float *const *A, const int64_t *A_ld, const bblas_complex_float *beta, bblas_complex_float *const *C, const int64_t *C_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_syrk_batched_c64(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans, const int64_t *n, const int64_t *k, const bblas_complex_double *alpha, const bblas_complex_double *const *A, const int64_t *A_ld, const bblas_complex_double *beta, bblas_complex_double *const *C, const int64_t *C_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_herk_batched_c32(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans, const int64_t *n, const int64_t *k, const float *alpha, const bblas_complex_float *const *A, const int64_t *A_ld, const float *beta, bblas_complex_float *const *C, const int64_t *C_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_herk_batched_c64(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans, const int64_t *n, const int64_t *k, const double *alpha, const bblas_complex_double *const *A, const int64_t *A_ld, const double *beta, bblas_complex_double *const *C, const int64_t *C_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_syr2k_batched_r32(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans, const int64_t *n, const int64_t *k, const float *alpha, const float *const *A, const int64_t *A_ld, const float *const *B, const int64_t *B_ld, const float *beta, float *const *C, const int64_t *C_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_syr2k_batched_r64(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans, const int64_t *n, const int64_t *k, const double *alpha, const double *const *A, const int64_t *A_ld, const double *const *B, const int64_t *B_ld, const double *beta, double *const *C, const int64_t *C_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_syr2k_batched_c32(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans, const int64_t *n, const int64_t *k, const bblas_complex_float *alpha, const bblas_complex_float *const *A, const int64_t *A_ld, const bblas_complex_float *const *B, const int64_t *B_ld, const bblas_complex_float *beta, bblas_complex_float *const *C, const int64_t *C_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_syr2k_batched_c64(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans, const int64_t *n, const int64_t *k, const bblas_complex_double *alpha, const bblas_complex_double *const *A, const int64_t *A_ld, const bblas_complex_double *const *B, const int64_t *B_ld, const bblas_complex_double *beta, bblas_complex_double *const *C, const int64_t *C_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_her2k_batched_c32(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans, const int64_t *n, const int64_t *k, const bblas_complex_float *alpha, const bblas_complex_float *const *A, const int64_t *A_ld, const bblas_complex_float *const *B, const int64_t *B_ld, const float *beta, bblas_complex_float *const *C, const int64_t *C_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_her2k_batched_c64(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans, const int64_t *n, const int64_t *k, const bblas_complex_double *alpha, const bblas_complex_double *const *A, const int64_t *A_ld, const bblas_complex_double *const *B, const int64_t *B_ld, const double *beta, bblas_complex_double *const *C, const int64_t *C_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_trmm_batched_r32(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo, const BLAS_Trans *transA, const BLAS_Diag *diag, const int64_t *m, const int64_t *n, const float *alpha, const float *const *A, const int64_t *A_ld, float *const *B, const int64_t *B_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_trmm_batched_r64(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo, const BLAS_Trans *transA, const BLAS_Diag *diag, const int64_t *m, const int64_t *n, const double *alpha, const double *const *A, const int64_t *A_ld, double *const *B, const int64_t *B_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_trmm_batched_c32(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo, const BLAS_Trans *transA, const BLAS_Diag *diag, const int64_t *m, const int64_t *n, const bblas_complex_float *alpha, const bblas_complex_float *const *A, const int64_t *A_ld, bblas_complex_float *const *B, const int64_t *B_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_trmm_batched_c64(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo, const BLAS_Trans *transA, const BLAS_Diag *diag, const int64_t *m, const int64_t *n, const bblas_complex_double *alpha, const bblas_complex_double *const *A, const int64_t *A_ld, bblas_complex_double *const *B, const int64_t *B_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_trsm_batched_r32(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo, const BLAS_Trans *transA, const BLAS_Diag *diag, const int64_t *m, const int64_t *n, const float *alpha, const float *const *A, const int64_t *A_ld, float *const *B, const int64_t *B_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_trsm_batched_r64(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo, const BLAS_Trans *transA, const BLAS_Diag *diag, const int64_t *m, const int64_t *n, const double *alpha, const double *const *A, const int64_t *A_ld, double *const *B, const int64_t *B_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_trsm_batched_c32(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo, const BLAS_Trans *transA, const BLAS_Diag *diag, const int64_t *m, const int64_t *n, const bblas_complex_float *alpha, const bblas_complex_float *const *A, const int64_t *A_ld, bblas_complex_float *const *B, const int64_t *B_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_trsm_batched_c64(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo, const BLAS_Trans *transA, const BLAS_Diag *diag, const int64_t *m, const int64_t *n, const bblas_complex_double *alpha, const bblas_complex_double *const *A, const int64_t *A_ld, bblas_complex_double *const *B, const int64_t *B_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_gemm_batched_interleaved_r32(BLAS_Layout layout, BLAS_Trans transA, BLAS_Trans transB, int64_t m, int64_t n, int64_t k, float alpha, const float *A, const float *B, float beta, float *C, int64_t count, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_gemm_batched_interleaved_r64(BLAS_Layout layout, BLAS_Trans transA, BLAS_Trans transB, int64_t m, int64_t n, int64_t k, double alpha, const double *A, const double *B, double beta, double *C, int64_t count, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_gemm_batched_interleaved_c32(BLAS_Layout layout, BLAS_Trans transA, BLAS_Trans transB, int64_t m, int64_t n, int64_t k, bblas_complex_float alpha, const float *A, const float *B, bblas_complex_float beta, float *C, int64_t count, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_gemm_batched_interleaved_c64(BLAS_Layout layout, BLAS_Trans transA, BLAS_Trans transB, int64_t m, int64_t n, int64_t k, bblas_complex_double alpha, const double *A, const double *B, bblas_complex_double beta, double *C, int64_t count, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_symm_batched_interleaved_r32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n, float alpha, const float *A, const float *B, float beta, float *C, int64_t count, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_symm_batched_interleaved_r64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n, double alpha, const double *A, const double *B, double beta, double *C, int64_t count, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_symm_batched_interleaved_c32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n, bblas_complex_float alpha, const float *A, const float *B, bblas_complex_float beta, float *C, int64_t count, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_symm_batched_interleaved_c64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n, bblas_complex_double alpha, const double *A, const double *B, bblas_complex_double beta, double *C, int64_t count, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_hemm_batched_interleaved_r32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n, float alpha, const float *A, const float *B, float beta, float *C, int64_t count, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_hemm_batched_interleaved_r64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n, double alpha, const double *A, const double *B, double beta, double *C, int64_t count, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_hemm_batched_interleaved_c32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n, bblas_complex_float alpha, const float *A, const float *B, bblas_complex_float beta, float *C, int64_t count, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_hemm_batched_interleaved_c64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n, bblas_complex_double alpha, const double *A, const double *B, bblas_complex_double beta, double *C, int64_t count, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_syrk_batched_interleaved_r32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, float alpha, const float *A, float beta, float *C, int64_t count, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_syrk_batched_interleaved_r64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, double alpha, const double *A, double beta, double *C, int64_t count, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_syrk_batched_interleaved_c32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, bblas_complex_float alpha, const float *A, bblas_complex_float beta, float *C, int64_t count, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_syrk_batched_interleaved_c64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, bblas_complex_double alpha, const double *A, bblas_complex_double beta, double *C, int64_t count, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_herk_batched_interleaved_c32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, float alpha, const float *A, float beta, float *C, int64_t count, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_herk_batched_interleaved_c64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, double alpha, const double *A, double beta, double *C, int64_t count, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_syr2k_batched_interleaved_r32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, float alpha, const float *A, const float *B, float beta, float *C, int64_t count, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_syr2k_batched_interleaved_r64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, double alpha, const double *A, const double *B, double beta, double *C, int64_t count, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_syr2k_batched_interleaved_c32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, bblas_complex_float alpha, const float *A, const float *B, bblas_complex_float beta, float *C, int64_t count, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_syr2k_batched_interleaved_c64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, bblas_complex_double alpha, const double *A, const double *B, bblas_complex_double beta, double *C, int64_t count, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_her2k_batched_interleaved_c32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, bblas_complex_float alpha, const float *A, const float *B, float beta, float *C, int64_t count, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_her2k_batched_interleaved_c64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, bblas_complex_double alpha, const double *A, const double *B, double beta, double *C, int64_t count, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_trmm_batched_interleaved_r32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag, int64_t m, int64_t n, float alpha, const float *A, float *B, int64_t count, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_trmm_batched_interleaved_r64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag, int64_t m, int64_t n, double alpha, const double *A, double *B, int64_t count, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_trmm_batched_interleaved_c32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag, int64_t m, int64_t n, bblas_complex_float alpha, const float *A, float *B, int64_t count, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_trmm_batched_interleaved_c64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag, int64_t m, int64_t n, bblas_complex_double alpha, const double *A, double *B, int64_t count, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_trsm_batched_interleaved_r32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag, int64_t m, int64_t n, float alpha, const float *A, float *B, int64_t count, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_trsm_batched_interleaved_r64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag, int64_t m, int64_t n, double alpha, const double *A, double *B, int64_t count, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_trsm_batched_interleaved_c32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag, int64_t m, int64_t n, bblas_complex_float alpha, const float *A, float *B, int64_t count, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_trsm_batched_interleaved_c64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag, int64_t m, int64_t n, bblas_complex_double alpha, const double *A, double *B, int64_t count, int64_t block, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_symm_batched_strided_r32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n, float alpha, const float *A, int64_t A_ld, int64_t A_stride, const float *B, int64_t B_ld, int64_t B_stride, float beta, float *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_symm_batched_strided_r64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n, double alpha, const double *A, int64_t A_ld, int64_t A_stride, const double *B, int64_t B_ld, int64_t B_stride, double beta, double *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_symm_batched_strided_c32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n, bblas_complex_float alpha, const bblas_complex_float *A, int64_t A_ld, int64_t A_stride, const bblas_complex_float *B, int64_t B_ld, int64_t B_stride, bblas_complex_float beta, bblas_complex_float *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_symm_batched_strided_c64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n, bblas_complex_double alpha, const bblas_complex_double *A, int64_t A_ld, int64_t A_stride, const bblas_complex_double *B, int64_t B_ld, int64_t B_stride, bblas_complex_double beta, bblas_complex_double *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_hemm_batched_strided_r32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n, float alpha, const float *A, int64_t A_ld, int64_t A_stride, const float *B, int64_t B_ld, int64_t B_stride, float beta, float *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_hemm_batched_strided_r64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n, double alpha, const double *A, int64_t A_ld, int64_t A_stride, const double *B, int64_t B_ld, int64_t B_stride, double beta, double *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_hemm_batched_strided_c32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n, bblas_complex_float alpha, const bblas_complex_float *A, int64_t A_ld, int64_t A_stride, const bblas_complex_float *B, int64_t B_ld, int64_t B_stride, bblas_complex_float beta, bblas_complex_float *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_hemm_batched_strided_c64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n, bblas_complex_double alpha, const bblas_complex_double *A, int64_t A_ld, int64_t A_stride, const bblas_complex_double *B, int64_t B_ld, int64_t B_stride, bblas_complex_double beta, bblas_complex_double *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_syrk_batched_strided_r32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, float alpha, const float *A, int64_t A_ld, int64_t A_stride, float beta, float *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_syrk_batched_strided_r64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, double alpha, const double *A, int64_t A_ld, int64_t A_stride, double beta, double *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_syrk_batched_strided_c32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, bblas_complex_float alpha, const bblas_complex_float *A, int64_t A_ld, int64_t A_stride, bblas_complex_float beta, bblas_complex_float *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_syrk_batched_strided_c64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, bblas_complex_double alpha, const bblas_complex_double *A, int64_t A_ld, int64_t A_stride, bblas_complex_double beta, bblas_complex_double *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_herk_batched_strided_c32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, float alpha, const bblas_complex_float *A, int64_t A_ld, int64_t A_stride, float beta, bblas_complex_float *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_herk_batched_strided_c64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, double alpha, const bblas_complex_double *A, int64_t A_ld, int64_t A_stride, double beta, bblas_complex_double *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_syr2k_batched_strided_r32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, float alpha, const float *A, int64_t A_ld, int64_t A_stride, const float *B, int64_t B_ld, int64_t B_stride, float beta, float *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_syr2k_batched_strided_r64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, double alpha, const double *A, int64_t A_ld, int64_t A_stride, const double *B, int64_t B_ld, int64_t B_stride, double beta, double *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_syr2k_batched_strided_c32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, bblas_complex_float alpha, const bblas_complex_float *A, int64_t A_ld, int64_t A_stride, const bblas_complex_float *B, int64_t B_ld, int64_t B_stride, bblas_complex_float beta, bblas_complex_float *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_syr2k_batched_strided_c64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, bblas_complex_double alpha, const bblas_complex_double *A, int64_t A_ld, int64_t A_stride, const bblas_complex_double *B, int64_t B_ld, int64_t B_stride, bblas_complex_double beta, bblas_complex_double *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_her2k_batched_strided_c32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, bblas_complex_float alpha, const bblas_complex_float *A, int64_t A_ld, int64_t A_stride, const bblas_complex_float *B, int64_t B_ld, int64_t B_stride, float beta, bblas_complex_float *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_her2k_batched_strided_c64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, bblas_complex_double alpha, const bblas_complex_double *A, int64_t A_ld, int64_t A_stride, const bblas_complex_double *B, int64_t B_ld, int64_t B_stride, double beta, bblas_complex_double *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_trmm_batched_strided_r32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag, int64_t m, int64_t n, float alpha, const float *A, int64_t A_ld, int64_t A_stride, float *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_trmm_batched_strided_r64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag, int64_t m, int64_t n, double alpha, const double *A, int64_t A_ld, int64_t A_stride, double *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_trmm_batched_strided_c32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag, int64_t m, int64_t n, bblas_complex_float alpha, const bblas_complex_float *A, int64_t A_ld, int64_t A_stride, bblas_complex_float *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_trmm_batched_strided_c64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag, int64_t m, int64_t n, bblas_complex_double alpha, const bblas_complex_double *A, int64_t A_ld, int64_t A_stride, bblas_complex_double *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_trsm_batched_strided_r32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag, int64_t m, int64_t n, float alpha, const float *A, int64_t A_ld, int64_t A_stride, float *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_trsm_batched_strided_r64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag, int64_t m, int64_t n, double alpha, const double *A, int64_t A_ld, int64_t A_stride, double *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_trsm_batched_strided_c32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag, int64_t m, int64_t n, bblas_complex_float alpha, const bblas_complex_float *A, int64_t A_ld, int64_t A_stride, bblas_complex_float *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info,
    bblas_cuda_queue_t queue);
void bblas_cuda_trsm_batched_strided_c64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag, int64_t m, int64_t n, bblas_complex_double alpha, const bblas_complex_double *A, int64_t A_ld, int64_t A_stride, bblas_complex_double *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info,
    bblas_cuda_queue_t queue);
/* GENERATED by tools/gen_cuda_api.py from bblas.h: end */

/* ---------------------------------------------------------------------------------------------
 * Batched LAPACK: POTRF, POSV, POTRS, GETRF, GESV, GETRS, GETRI, GETRF_INV and GETRF_NOPIV
 * as BLAS_<routine>_batched_<t> in
 * <bblas.h> (bblas/c_lapack.h: what each computes, its arguments, checks and codes), in r32,
 * r64, c32, c64, asynchronously on the queue.
 *
 * Group form bblas_cuda_<routine>_batched_<t>: the arguments of the <bblas.h> routine (per-group
 * arrays and info in host memory; A, B and ipiv are device arrays of sum(group_sizes) device
 * pointers), then dinfo, then the queue.
 * Strided form bblas_cuda_<routine>_batched_strided_<t>: one group of batch_count matrices,
 * its options and sizes as scalars, matrix i of X at X + i * X_stride (device base pointers),
 * the pivots of matrix i at ipiv + i * ipiv_stride, then batch_count, info, dinfo and the
 * queue. Input strides may be any value; an output's must keep the
 * outputs apart (A's: at least A_ld * n where the routine writes A, n = the stored columns
 * (column-major) or rows (row-major) as for the Level-3 strided forms; ipiv's: at least
 * min(m, n); B's: as A's), or the stride is an argument error at its position.
 * Pivots are int64_t, 1-based, in device memory, LAPACK's convention, as on the CPU.
 *
 * info (host, in/out, as for every routine): argument errors only, decided on the host before
 * anything is launched, with exactly the codes and modes of the <bblas.h> routine (a null
 * queue: -(its position), as an invalid group_count; BBLAS_ERROR_CUDA when a CUDA call fails
 * while the work is enqueued). The routine returns before the factorisations are done, so
 * numerical codes cannot be in info:
 * dinfo (device array of int64_t, one entry per matrix in batch order; null: not recorded): the
 * numerical code of each matrix, written asynchronously on the queue: 0, or the CPU routine's
 * positive code (getrf, gesv, getrf_nopiv, getri, getrf_inv: the first i with U(i, i) exactly
 * zero; potrf, posv: the order of
 * the leading minor that is not positive definite; potrs, getrs: always 0, as they have no
 * numerical info: dinfo keeps one signature for every routine). Entries of matrices that were
 * not computed (an argument error in their group, an empty matrix) are 0. When the call stops
 * at a call-wide error (group_count, group_sizes, queue) dinfo is not written.
 * bblas_cuda_lapack_info(queue, dinfo, group_count, group_sizes, info): waits for the queue,
 * copies dinfo to the host and fills info as the <bblas.h> routine fills numerical info in the
 * mode info[0] selects (bblas.h: ReportAll the code of every matrix at info[1 + p + i],
 * ReportGroup the code of each group's first failing matrix at info[1 + g], info[0] the 1-based
 * number of the first group with a failing matrix, 0 if none; ReportNone: info[0] = 0). Pass
 * the routine's own group_count and group_sizes (a strided call: 1 and &batch_count). Argument
 * errors are in the info of the routine's call, not here. Returns 0, or the cudaError_t of the
 * wait or the copy (an error of the kernels included), or cudaErrorInvalidValue for a null
 * queue, a negative group_count or group size, or a null dinfo with matrices.
 *
 * On a numerical failure the matrix is left as the CPU routine leaves it: getrf, getrf_nopiv
 * and gesv complete the factorisation (LAPACK's getf2); potrf and posv stop at the failing
 * column with its pivot in A(info, info) and later columns unchanged (LAPACK's potf2); gesv and
 * posv leave that matrix's B unchanged; getri leaves that matrix's A unchanged and getrf_inv
 * leaves its LU factors (as after getrf). The other triangle of A (potrf, posv, potrs) is neither read nor
 * written.
 *
 * Positions (group form): potrf: layout 1, uplo 2, n 3, A 4, A_ld 5, group_count 6,
 * group_sizes 7, info 8, dinfo 9, queue 10; posv: layout 1, uplo 2, n 3, nrhs 4, A 5, A_ld 6,
 * B 7, B_ld 8, group_count 9, group_sizes 10, info 11, dinfo 12, queue 13; potrs: as posv;
 * getrf: layout 1, m 2, n 3, A 4, A_ld 5, ipiv 6, group_count 7,
 * group_sizes 8, info 9, dinfo 10, queue 11; gesv: layout 1, n 2, nrhs 3, A 4, A_ld 5, ipiv 6,
 * B 7, B_ld 8, group_count 9, group_sizes 10, info 11, dinfo 12, queue 13; getrs: layout 1,
 * trans 2, n 3, nrhs 4, A 5, A_ld 6, ipiv 7, B 8, B_ld 9, group_count 10, group_sizes 11,
 * info 12, dinfo 13, queue 14; getri: layout 1, n 2, A 3, A_ld 4, ipiv 5, group_count 6,
 * group_sizes 7, info 8, dinfo 9, queue 10; getrf_inv: layout 1, n 2, A 3, A_ld 4,
 * group_count 5, group_sizes 6, info 7, dinfo 8, queue 9; getrf_nopiv: as getrf without ipiv
 * (group_count 6, ..., queue 10). Strided form: in the order of the prototypes below, from 1.
 * Interleaved form bblas_cuda_<routine>_batched_interleaved_<t>: one group of `count` matrices,
 * A (and B) each one interleaved device array of the real type (the layout above: `layout` is
 * how each matrix is stored inside its block, and `block` the blocks' width, 0 for the
 * default), the pivots as in the strided form, then count, block, info, dinfo and the queue;
 * positions in the order of the prototypes. A thread factors each matrix in place in its lane.
 * Every order is taken (one team of threads per matrix; beyond about 150 (r64) the matrix
 * stays in global memory and only one column and the pivots are in shared memory, which bounds
 * the order at about 11,000 for c64). */
int bblas_cuda_lapack_info(bblas_cuda_queue_t queue, const int64_t *dinfo, int64_t group_count,
    const int64_t *group_sizes, int64_t *info);

void bblas_cuda_potrf_batched_r32(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n, float *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_potrf_batched_r64(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n, double *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_potrf_batched_c32(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n, bblas_complex_float *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_potrf_batched_c64(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n, bblas_complex_double *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_potrf_batched_strided_r32(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, float *A, int64_t A_ld, int64_t A_stride,
    int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_potrf_batched_strided_r64(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, double *A, int64_t A_ld, int64_t A_stride,
    int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_potrf_batched_strided_c32(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, bblas_complex_float *A, int64_t A_ld, int64_t A_stride,
    int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_potrf_batched_strided_c64(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, bblas_complex_double *A, int64_t A_ld, int64_t A_stride,
    int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);

void bblas_cuda_posv_batched_r32(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n, const int64_t *nrhs, float *const *A, const int64_t *A_ld,
    float *const *B, const int64_t *B_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_posv_batched_r64(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n, const int64_t *nrhs, double *const *A, const int64_t *A_ld,
    double *const *B, const int64_t *B_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_posv_batched_c32(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n, const int64_t *nrhs, bblas_complex_float *const *A, const int64_t *A_ld,
    bblas_complex_float *const *B, const int64_t *B_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_posv_batched_c64(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n, const int64_t *nrhs, bblas_complex_double *const *A, const int64_t *A_ld,
    bblas_complex_double *const *B, const int64_t *B_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_posv_batched_strided_r32(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs, float *A, int64_t A_ld, int64_t A_stride,
    float *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_posv_batched_strided_r64(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs, double *A, int64_t A_ld, int64_t A_stride,
    double *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_posv_batched_strided_c32(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs, bblas_complex_float *A, int64_t A_ld, int64_t A_stride,
    bblas_complex_float *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_posv_batched_strided_c64(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs, bblas_complex_double *A, int64_t A_ld, int64_t A_stride,
    bblas_complex_double *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);

void bblas_cuda_potrs_batched_r32(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n, const int64_t *nrhs, const float *const *A, const int64_t *A_ld,
    float *const *B, const int64_t *B_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_potrs_batched_r64(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n, const int64_t *nrhs, const double *const *A, const int64_t *A_ld,
    double *const *B, const int64_t *B_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_potrs_batched_c32(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n, const int64_t *nrhs, const bblas_complex_float *const *A, const int64_t *A_ld,
    bblas_complex_float *const *B, const int64_t *B_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_potrs_batched_c64(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n, const int64_t *nrhs, const bblas_complex_double *const *A, const int64_t *A_ld,
    bblas_complex_double *const *B, const int64_t *B_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_potrs_batched_strided_r32(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs, const float *A, int64_t A_ld, int64_t A_stride,
    float *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_potrs_batched_strided_r64(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs, const double *A, int64_t A_ld, int64_t A_stride,
    double *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_potrs_batched_strided_c32(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs, const bblas_complex_float *A, int64_t A_ld, int64_t A_stride,
    bblas_complex_float *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_potrs_batched_strided_c64(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs, const bblas_complex_double *A, int64_t A_ld, int64_t A_stride,
    bblas_complex_double *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);

void bblas_cuda_getrf_batched_r32(BLAS_Layout layout, const int64_t *m, const int64_t *n, float *const *A, const int64_t *A_ld, int64_t *const *ipiv,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrf_batched_r64(BLAS_Layout layout, const int64_t *m, const int64_t *n, double *const *A, const int64_t *A_ld, int64_t *const *ipiv,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrf_batched_c32(BLAS_Layout layout, const int64_t *m, const int64_t *n, bblas_complex_float *const *A, const int64_t *A_ld, int64_t *const *ipiv,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrf_batched_c64(BLAS_Layout layout, const int64_t *m, const int64_t *n, bblas_complex_double *const *A, const int64_t *A_ld, int64_t *const *ipiv,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrf_batched_strided_r32(BLAS_Layout layout, int64_t m, int64_t n, float *A, int64_t A_ld, int64_t A_stride,
    int64_t *ipiv, int64_t ipiv_stride, int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrf_batched_strided_r64(BLAS_Layout layout, int64_t m, int64_t n, double *A, int64_t A_ld, int64_t A_stride,
    int64_t *ipiv, int64_t ipiv_stride, int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrf_batched_strided_c32(BLAS_Layout layout, int64_t m, int64_t n, bblas_complex_float *A, int64_t A_ld, int64_t A_stride,
    int64_t *ipiv, int64_t ipiv_stride, int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrf_batched_strided_c64(BLAS_Layout layout, int64_t m, int64_t n, bblas_complex_double *A, int64_t A_ld, int64_t A_stride,
    int64_t *ipiv, int64_t ipiv_stride, int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);

void bblas_cuda_gesv_batched_r32(BLAS_Layout layout, const int64_t *n, const int64_t *nrhs, float *const *A, const int64_t *A_ld, int64_t *const *ipiv,
    float *const *B, const int64_t *B_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_gesv_batched_r64(BLAS_Layout layout, const int64_t *n, const int64_t *nrhs, double *const *A, const int64_t *A_ld, int64_t *const *ipiv,
    double *const *B, const int64_t *B_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_gesv_batched_c32(BLAS_Layout layout, const int64_t *n, const int64_t *nrhs, bblas_complex_float *const *A, const int64_t *A_ld, int64_t *const *ipiv,
    bblas_complex_float *const *B, const int64_t *B_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_gesv_batched_c64(BLAS_Layout layout, const int64_t *n, const int64_t *nrhs, bblas_complex_double *const *A, const int64_t *A_ld, int64_t *const *ipiv,
    bblas_complex_double *const *B, const int64_t *B_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_gesv_batched_strided_r32(BLAS_Layout layout, int64_t n, int64_t nrhs, float *A, int64_t A_ld, int64_t A_stride,
    int64_t *ipiv, int64_t ipiv_stride, float *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_gesv_batched_strided_r64(BLAS_Layout layout, int64_t n, int64_t nrhs, double *A, int64_t A_ld, int64_t A_stride,
    int64_t *ipiv, int64_t ipiv_stride, double *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_gesv_batched_strided_c32(BLAS_Layout layout, int64_t n, int64_t nrhs, bblas_complex_float *A, int64_t A_ld, int64_t A_stride,
    int64_t *ipiv, int64_t ipiv_stride, bblas_complex_float *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_gesv_batched_strided_c64(BLAS_Layout layout, int64_t n, int64_t nrhs, bblas_complex_double *A, int64_t A_ld, int64_t A_stride,
    int64_t *ipiv, int64_t ipiv_stride, bblas_complex_double *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);

void bblas_cuda_getrs_batched_r32(BLAS_Layout layout, const BLAS_Trans *trans, const int64_t *n, const int64_t *nrhs, const float *const *A, const int64_t *A_ld,
    const int64_t *const *ipiv, float *const *B, const int64_t *B_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrs_batched_r64(BLAS_Layout layout, const BLAS_Trans *trans, const int64_t *n, const int64_t *nrhs, const double *const *A, const int64_t *A_ld,
    const int64_t *const *ipiv, double *const *B, const int64_t *B_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrs_batched_c32(BLAS_Layout layout, const BLAS_Trans *trans, const int64_t *n, const int64_t *nrhs, const bblas_complex_float *const *A, const int64_t *A_ld,
    const int64_t *const *ipiv, bblas_complex_float *const *B, const int64_t *B_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrs_batched_c64(BLAS_Layout layout, const BLAS_Trans *trans, const int64_t *n, const int64_t *nrhs, const bblas_complex_double *const *A, const int64_t *A_ld,
    const int64_t *const *ipiv, bblas_complex_double *const *B, const int64_t *B_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrs_batched_strided_r32(BLAS_Layout layout, BLAS_Trans trans, int64_t n, int64_t nrhs, const float *A, int64_t A_ld, int64_t A_stride,
    const int64_t *ipiv, int64_t ipiv_stride, float *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrs_batched_strided_r64(BLAS_Layout layout, BLAS_Trans trans, int64_t n, int64_t nrhs, const double *A, int64_t A_ld, int64_t A_stride,
    const int64_t *ipiv, int64_t ipiv_stride, double *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrs_batched_strided_c32(BLAS_Layout layout, BLAS_Trans trans, int64_t n, int64_t nrhs, const bblas_complex_float *A, int64_t A_ld, int64_t A_stride,
    const int64_t *ipiv, int64_t ipiv_stride, bblas_complex_float *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrs_batched_strided_c64(BLAS_Layout layout, BLAS_Trans trans, int64_t n, int64_t nrhs, const bblas_complex_double *A, int64_t A_ld, int64_t A_stride,
    const int64_t *ipiv, int64_t ipiv_stride, bblas_complex_double *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);

void bblas_cuda_getri_batched_r32(BLAS_Layout layout, const int64_t *n, float *const *A, const int64_t *A_ld, const int64_t *const *ipiv,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getri_batched_r64(BLAS_Layout layout, const int64_t *n, double *const *A, const int64_t *A_ld, const int64_t *const *ipiv,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getri_batched_c32(BLAS_Layout layout, const int64_t *n, bblas_complex_float *const *A, const int64_t *A_ld, const int64_t *const *ipiv,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getri_batched_c64(BLAS_Layout layout, const int64_t *n, bblas_complex_double *const *A, const int64_t *A_ld, const int64_t *const *ipiv,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getri_batched_strided_r32(BLAS_Layout layout, int64_t n, float *A, int64_t A_ld, int64_t A_stride,
    const int64_t *ipiv, int64_t ipiv_stride, int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getri_batched_strided_r64(BLAS_Layout layout, int64_t n, double *A, int64_t A_ld, int64_t A_stride,
    const int64_t *ipiv, int64_t ipiv_stride, int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getri_batched_strided_c32(BLAS_Layout layout, int64_t n, bblas_complex_float *A, int64_t A_ld, int64_t A_stride,
    const int64_t *ipiv, int64_t ipiv_stride, int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getri_batched_strided_c64(BLAS_Layout layout, int64_t n, bblas_complex_double *A, int64_t A_ld, int64_t A_stride,
    const int64_t *ipiv, int64_t ipiv_stride, int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);

void bblas_cuda_getrf_inv_batched_r32(BLAS_Layout layout, const int64_t *n, float *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrf_inv_batched_r64(BLAS_Layout layout, const int64_t *n, double *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrf_inv_batched_c32(BLAS_Layout layout, const int64_t *n, bblas_complex_float *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrf_inv_batched_c64(BLAS_Layout layout, const int64_t *n, bblas_complex_double *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrf_inv_batched_strided_r32(BLAS_Layout layout, int64_t n, float *A, int64_t A_ld, int64_t A_stride,
    int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrf_inv_batched_strided_r64(BLAS_Layout layout, int64_t n, double *A, int64_t A_ld, int64_t A_stride,
    int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrf_inv_batched_strided_c32(BLAS_Layout layout, int64_t n, bblas_complex_float *A, int64_t A_ld, int64_t A_stride,
    int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrf_inv_batched_strided_c64(BLAS_Layout layout, int64_t n, bblas_complex_double *A, int64_t A_ld, int64_t A_stride,
    int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);

void bblas_cuda_getrf_nopiv_batched_r32(BLAS_Layout layout, const int64_t *m, const int64_t *n, float *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrf_nopiv_batched_r64(BLAS_Layout layout, const int64_t *m, const int64_t *n, double *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrf_nopiv_batched_c32(BLAS_Layout layout, const int64_t *m, const int64_t *n, bblas_complex_float *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrf_nopiv_batched_c64(BLAS_Layout layout, const int64_t *m, const int64_t *n, bblas_complex_double *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrf_nopiv_batched_strided_r32(BLAS_Layout layout, int64_t m, int64_t n, float *A, int64_t A_ld, int64_t A_stride,
    int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrf_nopiv_batched_strided_r64(BLAS_Layout layout, int64_t m, int64_t n, double *A, int64_t A_ld, int64_t A_stride,
    int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrf_nopiv_batched_strided_c32(BLAS_Layout layout, int64_t m, int64_t n, bblas_complex_float *A, int64_t A_ld, int64_t A_stride,
    int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrf_nopiv_batched_strided_c64(BLAS_Layout layout, int64_t m, int64_t n, bblas_complex_double *A, int64_t A_ld, int64_t A_stride,
    int64_t batch_count, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);

void bblas_cuda_potrf_batched_interleaved_r32(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, float *A,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_potrf_batched_interleaved_r64(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, double *A,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_potrf_batched_interleaved_c32(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, float *A,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_potrf_batched_interleaved_c64(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, double *A,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_posv_batched_interleaved_r32(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs, float *A, float *B,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_posv_batched_interleaved_r64(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs, double *A, double *B,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_posv_batched_interleaved_c32(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs, float *A, float *B,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_posv_batched_interleaved_c64(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs, double *A, double *B,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_potrs_batched_interleaved_r32(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs, const float *A, float *B,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_potrs_batched_interleaved_r64(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs, const double *A, double *B,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_potrs_batched_interleaved_c32(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs, const float *A, float *B,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_potrs_batched_interleaved_c64(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs, const double *A, double *B,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrf_batched_interleaved_r32(BLAS_Layout layout, int64_t m, int64_t n, float *A, int64_t *ipiv, int64_t ipiv_stride,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrf_batched_interleaved_r64(BLAS_Layout layout, int64_t m, int64_t n, double *A, int64_t *ipiv, int64_t ipiv_stride,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrf_batched_interleaved_c32(BLAS_Layout layout, int64_t m, int64_t n, float *A, int64_t *ipiv, int64_t ipiv_stride,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrf_batched_interleaved_c64(BLAS_Layout layout, int64_t m, int64_t n, double *A, int64_t *ipiv, int64_t ipiv_stride,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_gesv_batched_interleaved_r32(BLAS_Layout layout, int64_t n, int64_t nrhs, float *A, int64_t *ipiv, int64_t ipiv_stride, float *B,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_gesv_batched_interleaved_r64(BLAS_Layout layout, int64_t n, int64_t nrhs, double *A, int64_t *ipiv, int64_t ipiv_stride, double *B,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_gesv_batched_interleaved_c32(BLAS_Layout layout, int64_t n, int64_t nrhs, float *A, int64_t *ipiv, int64_t ipiv_stride, float *B,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_gesv_batched_interleaved_c64(BLAS_Layout layout, int64_t n, int64_t nrhs, double *A, int64_t *ipiv, int64_t ipiv_stride, double *B,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrs_batched_interleaved_r32(BLAS_Layout layout, BLAS_Trans trans, int64_t n, int64_t nrhs, const float *A, const int64_t *ipiv, int64_t ipiv_stride, float *B,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrs_batched_interleaved_r64(BLAS_Layout layout, BLAS_Trans trans, int64_t n, int64_t nrhs, const double *A, const int64_t *ipiv, int64_t ipiv_stride, double *B,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrs_batched_interleaved_c32(BLAS_Layout layout, BLAS_Trans trans, int64_t n, int64_t nrhs, const float *A, const int64_t *ipiv, int64_t ipiv_stride, float *B,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrs_batched_interleaved_c64(BLAS_Layout layout, BLAS_Trans trans, int64_t n, int64_t nrhs, const double *A, const int64_t *ipiv, int64_t ipiv_stride, double *B,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getri_batched_interleaved_r32(BLAS_Layout layout, int64_t n, float *A, const int64_t *ipiv, int64_t ipiv_stride,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getri_batched_interleaved_r64(BLAS_Layout layout, int64_t n, double *A, const int64_t *ipiv, int64_t ipiv_stride,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getri_batched_interleaved_c32(BLAS_Layout layout, int64_t n, float *A, const int64_t *ipiv, int64_t ipiv_stride,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getri_batched_interleaved_c64(BLAS_Layout layout, int64_t n, double *A, const int64_t *ipiv, int64_t ipiv_stride,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrf_inv_batched_interleaved_r32(BLAS_Layout layout, int64_t n, float *A,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrf_inv_batched_interleaved_r64(BLAS_Layout layout, int64_t n, double *A,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrf_inv_batched_interleaved_c32(BLAS_Layout layout, int64_t n, float *A,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrf_inv_batched_interleaved_c64(BLAS_Layout layout, int64_t n, double *A,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrf_nopiv_batched_interleaved_r32(BLAS_Layout layout, int64_t m, int64_t n, float *A,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrf_nopiv_batched_interleaved_r64(BLAS_Layout layout, int64_t m, int64_t n, double *A,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrf_nopiv_batched_interleaved_c32(BLAS_Layout layout, int64_t m, int64_t n, float *A,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);
void bblas_cuda_getrf_nopiv_batched_interleaved_c64(BLAS_Layout layout, int64_t m, int64_t n, double *A,
    int64_t count, int64_t block, int64_t *info, int64_t *dinfo, bblas_cuda_queue_t queue);

#pragma GCC visibility pop

#ifdef __cplusplus
}
#endif

#endif /* BBLAS_CUDA_H */
