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

#pragma GCC visibility pop

#ifdef __cplusplus
}
#endif

#endif /* BBLAS_CUDA_H */
