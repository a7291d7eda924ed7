/* bblas: Batched BLAS, the group interface of the 2021 standard.
 *
 * Abdelfattah et al., "A Set of Batched Basic Linear Algebra Subprograms and LAPACK Routines",
 * ACM TOMS 47(3), 2021. One call performs many independent BLAS operations, arranged in groups:
 * every matrix of group g shares the options, sizes, scalars and leading dimensions stored at
 * index g of the per-group arrays; the pointer arrays A, B, C hold one matrix per operation,
 * group after group (sum(group_sizes) entries).
 *
 * Leading dimensions: with BlasColMajor a stored r x c matrix needs ld >= max(1, r); with
 * BlasRowMajor it needs ld >= max(1, c). "Stored" means as held in memory, before any op().
 *
 * info (length depends on the mode, set in info[0] on input):
 *   BblasErrorsReportAll   info[0] + one entry per matrix  (length 1 + sum(group_sizes))
 *   BblasErrorsReportGroup info[0] + one entry per group   (length 1 + group_count)
 *   BblasErrorsReportAny   info[0] only
 *   BblasErrorsReportNone  info[0] only, set to 0; arguments are checked only as far as memory
 *                          safety needs (per-group sizes and options), matrix pointers are not.
 *   any other value        treated as BblasErrorsReportAny.
 * On output info[0] is 0 on success, -(argument position) for an invalid group_count or
 * group_sizes (nothing is computed), otherwise the 1-based number of the first group with an
 * error. An invalid argument at position a in group g: that group is not computed (the others
 * are) and its entries are -a (ReportAll: every matrix of the group; ReportGroup: info[1 + g]).
 * Entries for valid groups are 0. A null info pointer means BblasErrorsReportNone.
 *
 * Numerical info (the batched LAPACK routines, bblas/c_lapack.h): a matrix whose factorisation
 * meets a zero pivot (getrf) or a non-positive leading minor (potrf) gets LAPACK's positive
 * code; the other matrices of its group and batch are computed as if it were not there.
 *   BblasErrorsReportAll   its entry info[1 + p + i] holds the code (0 for success);
 *   BblasErrorsReportGroup info[1 + g] holds the code of the group's first such matrix;
 *   BblasErrorsReportAny   nothing beyond info[0];
 *   BblasErrorsReportNone  nothing; the matrices are still computed the same way.
 * In every mode but None, info[0] is then the 1-based number of the first group with an error,
 * argument or numerical (0: none). Argument errors are reported exactly as above.
 *
 * Out of memory: bblas takes a little scratch memory per thread (bounded by the matrix sizes of
 * a call, never by its batch; docs/engine.md). If it cannot be allocated, nothing is thrown:
 * info[0] is BBLAS_ERROR_MEMORY (-1010, LAPACKE's code for a failed work allocation), and so
 * is the entry of every matrix (ReportAll) or group (ReportGroup) that passed the argument
 * checks; the outputs of those groups are then undefined (some matrices may be computed).
 *
 * Outputs must not overlap (the standard's rule): no two matrices an operation writes, in one
 * group or across groups, may share an element, and no output may share one with an input.
 * What can be checked without memory per matrix is: in every mode but None, a group whose output
 * pointer array holds the same pointer twice in a row gets an argument error at the output's
 * position (the strided interface checks its output stride). Other overlaps are not detected
 * and give undefined results.
 *
 * Threads: any number of threads may call bblas at the same time, on disjoint outputs (from
 * pthreads, OpenMP regions, nested or not, or any other runtime); each result is bit-identical to
 * the same call made alone with the same number of threads. bblas's own threads come from OpenMP
 * (omp_get_max_threads of the calling thread); called from inside a parallel region it runs on
 * the calling thread. OpenBLAS, which bblas calls for large matrices, is kept single-threaded
 * while any bblas call is in it (its thread count is process-wide: OpenBLAS calls the
 * application makes at the same time also run single-threaded, and the count it had is restored
 * when the last bblas call leaves).
 *
 * Complex arguments are C99 _Complex (C) or std::complex (C++): two interleaved reals.
 *
 * Half precision (the r16 routines; paper 003's suffix names the matrices' type): matrices stored
 * in IEEE 754 binary16 (bblas_half), computed in single precision, with float alpha and beta
 * (as MKL's gemm_f16f16f32, OpenBLAS's shgemm and cuBLAS's GemmEx with 32-bit compute take them:
 * a half alpha would only lose digits the computation keeps). An r16 routine computes what the
 * r32 routine of the same name computes on the same values widened to single, and rounds each
 * output element to half once, at the end (to nearest, ties to even; beyond the half range to
 * infinity). Arguments, their checks and info are those of the r32 routine. docs/half.md.
 */
#ifndef BBLAS_H
#define BBLAS_H

#include <stdint.h>

#include "bblas/version.h"

#ifdef __cplusplus
#include <complex>
#ifndef BBLAS_COMPLEX_FLOAT
#define BBLAS_COMPLEX_FLOAT std::complex<float>
#endif
#ifndef BBLAS_COMPLEX_DOUBLE
#define BBLAS_COMPLEX_DOUBLE std::complex<double>
#endif
/* A fixed underlying type makes every int a valid value in C++, so that the library can test
 * values outside the enumeration without undefined behaviour. Same size and ABI as in C. */
#define BBLAS_ENUM_BASE : int
extern "C" {
#else
#ifndef BBLAS_COMPLEX_FLOAT
#define BBLAS_COMPLEX_FLOAT float _Complex
#endif
#ifndef BBLAS_COMPLEX_DOUBLE
#define BBLAS_COMPLEX_DOUBLE double _Complex
#endif
#define BBLAS_ENUM_BASE
#endif

/* Only the public interface is exported from the library (it is built with hidden visibility). */
#pragma GCC visibility push(default)

typedef BBLAS_COMPLEX_FLOAT bblas_complex_float;
typedef BBLAS_COMPLEX_DOUBLE bblas_complex_double;

/* Half precision: _Float16 where the compiler has it (GCC 12 and Clang 15 or later on x86-64,
 * C and C++), otherwise its 16 bits as uint16_t; the r16 routines take only pointers to it, so
 * either calls the same library. The library has the r16 routines when the compiler that built
 * it had _Float16. */
#ifndef BBLAS_HALF
#if defined(__FLT16_MAX__)
#define BBLAS_HALF _Float16
#else
#define BBLAS_HALF uint16_t
#endif
#endif
#if defined(__GNUC__)
__extension__ typedef BBLAS_HALF bblas_half; /* _Float16 is an extension before C23 */
#else
typedef BBLAS_HALF bblas_half;
#endif
/* Complex half (the c16 routines): a real and an imaginary half, in that order, as the other
 * complex types: std::complex<_Float16> in C++, _Float16 _Complex in C, and where the compiler
 * has no _Float16 a struct of their bits. */
#ifndef BBLAS_COMPLEX_HALF
#if defined(__FLT16_MAX__) && defined(__cplusplus)
#define BBLAS_COMPLEX_HALF std::complex<_Float16>
#elif defined(__FLT16_MAX__)
#define BBLAS_COMPLEX_HALF _Float16 _Complex
#else
typedef struct bblas_complex_half_bits { uint16_t re, im; } bblas_complex_half_bits;
#define BBLAS_COMPLEX_HALF bblas_complex_half_bits
#endif
#endif
#if defined(__GNUC__)
__extension__ typedef BBLAS_COMPLEX_HALF bblas_complex_half;
#else
typedef BBLAS_COMPLEX_HALF bblas_complex_half;
#endif

/* Numeric values as CBLAS's enumerations. */
typedef enum BLAS_Layout BBLAS_ENUM_BASE { BlasRowMajor = 101, BlasColMajor = 102 } BLAS_Layout;
typedef enum BLAS_Trans BBLAS_ENUM_BASE {
    BlasNoTrans = 111, BlasTrans = 112, BlasConjTrans = 113
} BLAS_Trans;
typedef enum BLAS_Uplo BBLAS_ENUM_BASE { BlasUpper = 121, BlasLower = 122 } BLAS_Uplo;
typedef enum BLAS_Diag BBLAS_ENUM_BASE { BlasNonUnit = 131, BlasUnit = 132 } BLAS_Diag;
typedef enum BLAS_Side BBLAS_ENUM_BASE { BlasLeft = 141, BlasRight = 142 } BLAS_Side;

/* info[0] (and the entries of the groups it concerns) when bblas could not allocate its scratch
 * memory; see "Out of memory" above. */
#define BBLAS_ERROR_MEMORY (-1010)

/* Error-reporting modes, stored in info[0] on input. Negative so that neither 0 (a zeroed or
 * reused info array) nor a group number left from an earlier call selects a long report. */
enum {
    BblasErrorsReportAll = -1,
    BblasErrorsReportGroup = -2,
    BblasErrorsReportAny = -3,
    BblasErrorsReportNone = -4
};

/* ---------------------------------------------------------------------------------------------
 * GEMM: C = alpha * op(A) * op(B) + beta * C, op(X) = X, X^T or X^H (transA, transB).
 * C is m x n; op(A) is m x k; op(B) is k x n. Stored A is m x k (NoTrans) or k x m; stored B
 * is k x n (NoTrans) or n x k. beta = 0: C is not read. alpha = 0 or k = 0: A and B are not read.
 * Positions: layout 1, transA 2, transB 3, m 4, n 5, k 6, alpha 7, A 8, A_ld 9, B 10, B_ld 11,
 * beta 12, C 13, C_ld 14, group_count 15, group_sizes 16, info 17. */
void BLAS_gemm_batched_r32(BLAS_Layout layout, const BLAS_Trans *transA, const BLAS_Trans *transB,
    const int64_t *m, const int64_t *n, const int64_t *k, const float *alpha,
    const float *const *A, const int64_t *A_ld, const float *const *B, const int64_t *B_ld,
    const float *beta, float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_gemm_batched_r64(BLAS_Layout layout, const BLAS_Trans *transA, const BLAS_Trans *transB,
    const int64_t *m, const int64_t *n, const int64_t *k, const double *alpha,
    const double *const *A, const int64_t *A_ld, const double *const *B, const int64_t *B_ld,
    const double *beta, double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_gemm_batched_c32(BLAS_Layout layout, const BLAS_Trans *transA, const BLAS_Trans *transB,
    const int64_t *m, const int64_t *n, const int64_t *k, const bblas_complex_float *alpha,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    const bblas_complex_float *const *B, const int64_t *B_ld,
    const bblas_complex_float *beta, bblas_complex_float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_gemm_batched_c64(BLAS_Layout layout, const BLAS_Trans *transA, const BLAS_Trans *transB,
    const int64_t *m, const int64_t *n, const int64_t *k, const bblas_complex_double *alpha,
    const bblas_complex_double *const *A, const int64_t *A_ld,
    const bblas_complex_double *const *B, const int64_t *B_ld,
    const bblas_complex_double *beta, bblas_complex_double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
/* Complex half precision: A, B and C in complex half, alpha and beta in complex single. */
void BLAS_gemm_batched_c16(BLAS_Layout layout, const BLAS_Trans *transA, const BLAS_Trans *transB,
    const int64_t *m, const int64_t *n, const int64_t *k, const bblas_complex_float *alpha,
    const bblas_complex_half *const *A, const int64_t *A_ld,
    const bblas_complex_half *const *B, const int64_t *B_ld,
    const bblas_complex_float *beta, bblas_complex_half *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
/* Half precision (see "Half precision" above): A, B and C in half, alpha and beta in single. */
void BLAS_gemm_batched_r16(BLAS_Layout layout, const BLAS_Trans *transA, const BLAS_Trans *transB,
    const int64_t *m, const int64_t *n, const int64_t *k, const float *alpha,
    const bblas_half *const *A, const int64_t *A_ld, const bblas_half *const *B, const int64_t *B_ld,
    const float *beta, bblas_half *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/* ---------------------------------------------------------------------------------------------
 * SYMM / HEMM: C = alpha * A * B + beta * C (side Left, A is m x m) or
 *              C = alpha * B * A + beta * C (side Right, A is n x n).
 * A is symmetric (symm) or Hermitian (hemm; its diagonal is taken as real); only its uplo
 * triangle is read. B and C are m x n. hemm on real types is symm.
 * Positions: layout 1, side 2, uplo 3, m 4, n 5, alpha 6, A 7, A_ld 8, B 9, B_ld 10, beta 11,
 * C 12, C_ld 13, group_count 14, group_sizes 15, info 16. */
void BLAS_symm_batched_r32(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo,
    const int64_t *m, const int64_t *n, const float *alpha,
    const float *const *A, const int64_t *A_ld, const float *const *B, const int64_t *B_ld,
    const float *beta, float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_symm_batched_r64(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo,
    const int64_t *m, const int64_t *n, const double *alpha,
    const double *const *A, const int64_t *A_ld, const double *const *B, const int64_t *B_ld,
    const double *beta, double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_symm_batched_r16(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo,
    const int64_t *m, const int64_t *n, const float *alpha,
    const bblas_half *const *A, const int64_t *A_ld, const bblas_half *const *B, const int64_t *B_ld,
    const float *beta, bblas_half *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_symm_batched_c32(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo,
    const int64_t *m, const int64_t *n, const bblas_complex_float *alpha,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    const bblas_complex_float *const *B, const int64_t *B_ld,
    const bblas_complex_float *beta, bblas_complex_float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_symm_batched_c16(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo,
    const int64_t *m, const int64_t *n, const bblas_complex_float *alpha,
    const bblas_complex_half *const *A, const int64_t *A_ld,
    const bblas_complex_half *const *B, const int64_t *B_ld,
    const bblas_complex_float *beta, bblas_complex_half *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_symm_batched_c64(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo,
    const int64_t *m, const int64_t *n, const bblas_complex_double *alpha,
    const bblas_complex_double *const *A, const int64_t *A_ld,
    const bblas_complex_double *const *B, const int64_t *B_ld,
    const bblas_complex_double *beta, bblas_complex_double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

void BLAS_hemm_batched_r32(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo,
    const int64_t *m, const int64_t *n, const float *alpha,
    const float *const *A, const int64_t *A_ld, const float *const *B, const int64_t *B_ld,
    const float *beta, float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_hemm_batched_r64(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo,
    const int64_t *m, const int64_t *n, const double *alpha,
    const double *const *A, const int64_t *A_ld, const double *const *B, const int64_t *B_ld,
    const double *beta, double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_hemm_batched_c32(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo,
    const int64_t *m, const int64_t *n, const bblas_complex_float *alpha,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    const bblas_complex_float *const *B, const int64_t *B_ld,
    const bblas_complex_float *beta, bblas_complex_float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_hemm_batched_r16(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo,
    const int64_t *m, const int64_t *n, const float *alpha,
    const bblas_half *const *A, const int64_t *A_ld, const bblas_half *const *B, const int64_t *B_ld,
    const float *beta, bblas_half *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_hemm_batched_c16(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo,
    const int64_t *m, const int64_t *n, const bblas_complex_float *alpha,
    const bblas_complex_half *const *A, const int64_t *A_ld,
    const bblas_complex_half *const *B, const int64_t *B_ld,
    const bblas_complex_float *beta, bblas_complex_half *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_hemm_batched_c64(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo,
    const int64_t *m, const int64_t *n, const bblas_complex_double *alpha,
    const bblas_complex_double *const *A, const int64_t *A_ld,
    const bblas_complex_double *const *B, const int64_t *B_ld,
    const bblas_complex_double *beta, bblas_complex_double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/* ---------------------------------------------------------------------------------------------
 * SYRK: C = alpha * A * A^T + beta * C (trans NoTrans, A is n x k) or
 *       C = alpha * A^T * A + beta * C (trans Trans, A is k x n; ConjTrans too for real types).
 * HERK (complex only; real alpha and beta): the same with A^H; trans NoTrans or ConjTrans.
 * C is n x n; only its uplo triangle is read and written; herk leaves C's diagonal real.
 * Positions: layout 1, uplo 2, trans 3, n 4, k 5, alpha 6, A 7, A_ld 8, beta 9, C 10, C_ld 11,
 * group_count 12, group_sizes 13, info 14. */
void BLAS_syrk_batched_r32(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans,
    const int64_t *n, const int64_t *k, const float *alpha,
    const float *const *A, const int64_t *A_ld, const float *beta, float *const *C,
    const int64_t *C_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_syrk_batched_r64(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans,
    const int64_t *n, const int64_t *k, const double *alpha,
    const double *const *A, const int64_t *A_ld, const double *beta, double *const *C,
    const int64_t *C_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_syrk_batched_r16(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans,
    const int64_t *n, const int64_t *k, const float *alpha,
    const bblas_half *const *A, const int64_t *A_ld, const float *beta, bblas_half *const *C,
    const int64_t *C_ld, int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_syrk_batched_c32(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans,
    const int64_t *n, const int64_t *k, const bblas_complex_float *alpha,
    const bblas_complex_float *const *A, const int64_t *A_ld, const bblas_complex_float *beta,
    bblas_complex_float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_syrk_batched_c16(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans,
    const int64_t *n, const int64_t *k, const bblas_complex_float *alpha,
    const bblas_complex_half *const *A, const int64_t *A_ld, const bblas_complex_float *beta,
    bblas_complex_half *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_syrk_batched_c64(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans,
    const int64_t *n, const int64_t *k, const bblas_complex_double *alpha,
    const bblas_complex_double *const *A, const int64_t *A_ld, const bblas_complex_double *beta,
    bblas_complex_double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

void BLAS_herk_batched_c32(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans,
    const int64_t *n, const int64_t *k, const float *alpha,
    const bblas_complex_float *const *A, const int64_t *A_ld, const float *beta,
    bblas_complex_float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_herk_batched_c16(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans,
    const int64_t *n, const int64_t *k, const float *alpha,
    const bblas_complex_half *const *A, const int64_t *A_ld, const float *beta,
    bblas_complex_half *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_herk_batched_c64(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans,
    const int64_t *n, const int64_t *k, const double *alpha,
    const bblas_complex_double *const *A, const int64_t *A_ld, const double *beta,
    bblas_complex_double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/* ---------------------------------------------------------------------------------------------
 * SYR2K: C = alpha * A * B^T + alpha * B * A^T + beta * C (trans NoTrans, A and B are n x k) or
 *        C = alpha * A^T * B + alpha * B^T * A + beta * C (trans Trans, A and B are k x n).
 * HER2K (complex only; complex alpha, real beta):
 *        C = alpha * A * B^H + conj(alpha) * B * A^H + beta * C (NoTrans) or
 *        C = alpha * A^H * B + conj(alpha) * B^H * A + beta * C (ConjTrans).
 * C is n x n; only its uplo triangle is read and written; her2k leaves C's diagonal real.
 * Positions: layout 1, uplo 2, trans 3, n 4, k 5, alpha 6, A 7, A_ld 8, B 9, B_ld 10, beta 11,
 * C 12, C_ld 13, group_count 14, group_sizes 15, info 16. */
void BLAS_syr2k_batched_r32(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans,
    const int64_t *n, const int64_t *k, const float *alpha,
    const float *const *A, const int64_t *A_ld, const float *const *B, const int64_t *B_ld,
    const float *beta, float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_syr2k_batched_r64(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans,
    const int64_t *n, const int64_t *k, const double *alpha,
    const double *const *A, const int64_t *A_ld, const double *const *B, const int64_t *B_ld,
    const double *beta, double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_syr2k_batched_r16(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans,
    const int64_t *n, const int64_t *k, const float *alpha,
    const bblas_half *const *A, const int64_t *A_ld, const bblas_half *const *B, const int64_t *B_ld,
    const float *beta, bblas_half *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_syr2k_batched_c32(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans,
    const int64_t *n, const int64_t *k, const bblas_complex_float *alpha,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    const bblas_complex_float *const *B, const int64_t *B_ld,
    const bblas_complex_float *beta, bblas_complex_float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_syr2k_batched_c16(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans,
    const int64_t *n, const int64_t *k, const bblas_complex_float *alpha,
    const bblas_complex_half *const *A, const int64_t *A_ld,
    const bblas_complex_half *const *B, const int64_t *B_ld,
    const bblas_complex_float *beta, bblas_complex_half *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_syr2k_batched_c64(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans,
    const int64_t *n, const int64_t *k, const bblas_complex_double *alpha,
    const bblas_complex_double *const *A, const int64_t *A_ld,
    const bblas_complex_double *const *B, const int64_t *B_ld,
    const bblas_complex_double *beta, bblas_complex_double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

void BLAS_her2k_batched_c32(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans,
    const int64_t *n, const int64_t *k, const bblas_complex_float *alpha,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    const bblas_complex_float *const *B, const int64_t *B_ld,
    const float *beta, bblas_complex_float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_her2k_batched_c16(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans,
    const int64_t *n, const int64_t *k, const bblas_complex_float *alpha,
    const bblas_complex_half *const *A, const int64_t *A_ld,
    const bblas_complex_half *const *B, const int64_t *B_ld,
    const float *beta, bblas_complex_half *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_her2k_batched_c64(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans,
    const int64_t *n, const int64_t *k, const bblas_complex_double *alpha,
    const bblas_complex_double *const *A, const int64_t *A_ld,
    const bblas_complex_double *const *B, const int64_t *B_ld,
    const double *beta, bblas_complex_double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/* ---------------------------------------------------------------------------------------------
 * TRMM: B = alpha * op(A) * B (side Left, A is m x m) or B = alpha * B * op(A) (Right, n x n).
 * TRSM: solves op(A) * X = alpha * B (Left) or X * op(A) = alpha * B (Right); X overwrites B.
 * A is triangular (uplo); diag Unit: its diagonal is not read and taken as 1. B is m x n.
 * trsm does not test for singularity: a zero on A's diagonal gives Inf/NaN as in BLAS.
 * Positions: layout 1, side 2, uplo 3, transA 4, diag 5, m 6, n 7, alpha 8, A 9, A_ld 10,
 * B 11, B_ld 12, group_count 13, group_sizes 14, info 15. */
void BLAS_trmm_batched_r32(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo,
    const BLAS_Trans *transA, const BLAS_Diag *diag, const int64_t *m, const int64_t *n,
    const float *alpha, const float *const *A, const int64_t *A_ld,
    float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_trmm_batched_r64(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo,
    const BLAS_Trans *transA, const BLAS_Diag *diag, const int64_t *m, const int64_t *n,
    const double *alpha, const double *const *A, const int64_t *A_ld,
    double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_trmm_batched_r16(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo,
    const BLAS_Trans *transA, const BLAS_Diag *diag, const int64_t *m, const int64_t *n,
    const float *alpha, const bblas_half *const *A, const int64_t *A_ld,
    bblas_half *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_trmm_batched_c32(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo,
    const BLAS_Trans *transA, const BLAS_Diag *diag, const int64_t *m, const int64_t *n,
    const bblas_complex_float *alpha, const bblas_complex_float *const *A, const int64_t *A_ld,
    bblas_complex_float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_trmm_batched_c16(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo,
    const BLAS_Trans *transA, const BLAS_Diag *diag, const int64_t *m, const int64_t *n,
    const bblas_complex_float *alpha, const bblas_complex_half *const *A, const int64_t *A_ld,
    bblas_complex_half *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_trmm_batched_c64(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo,
    const BLAS_Trans *transA, const BLAS_Diag *diag, const int64_t *m, const int64_t *n,
    const bblas_complex_double *alpha, const bblas_complex_double *const *A, const int64_t *A_ld,
    bblas_complex_double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

void BLAS_trsm_batched_r32(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo,
    const BLAS_Trans *transA, const BLAS_Diag *diag, const int64_t *m, const int64_t *n,
    const float *alpha, const float *const *A, const int64_t *A_ld,
    float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_trsm_batched_r64(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo,
    const BLAS_Trans *transA, const BLAS_Diag *diag, const int64_t *m, const int64_t *n,
    const double *alpha, const double *const *A, const int64_t *A_ld,
    double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_trsm_batched_r16(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo,
    const BLAS_Trans *transA, const BLAS_Diag *diag, const int64_t *m, const int64_t *n,
    const float *alpha, const bblas_half *const *A, const int64_t *A_ld,
    bblas_half *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_trsm_batched_c32(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo,
    const BLAS_Trans *transA, const BLAS_Diag *diag, const int64_t *m, const int64_t *n,
    const bblas_complex_float *alpha, const bblas_complex_float *const *A, const int64_t *A_ld,
    bblas_complex_float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_trsm_batched_c16(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo,
    const BLAS_Trans *transA, const BLAS_Diag *diag, const int64_t *m, const int64_t *n,
    const bblas_complex_float *alpha, const bblas_complex_half *const *A, const int64_t *A_ld,
    bblas_complex_half *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_trsm_batched_c64(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo,
    const BLAS_Trans *transA, const BLAS_Diag *diag, const int64_t *m, const int64_t *n,
    const bblas_complex_double *alpha, const bblas_complex_double *const *A, const int64_t *A_ld,
    bblas_complex_double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/* =============================================================================================
 * The block-interleaved layout (papers 001 and 002; C++: bblas/interleaved.hh).
 *
 * `count` matrices of rows x cols are kept in blocks of `block` matrices. Inside a block, element
 * e of every matrix is contiguous: e = i + j * rows for a column-major stored matrix, j + i * cols
 * for row-major; matrix p's element e is data[(p / block) * S + e * block + p % block], with
 * S = rows * cols * block real scalars per block. Complex matrices keep their real parts there
 * and their imaginary parts rows * cols * block scalars further (S doubles), so the arrays are
 * of the real type. `block` is a positive multiple of 64 bytes of reals (8 for r64/c64, 16 for
 * r32/c32); 0 selects that default. The last block is padded.
 *
 * Routines on interleaved operands compute in place, without conversion: the expert interface
 * of paper 001. Their info is that of a single group of `count` matrices (modes as above);
 * positions count the arguments of the routine itself.
 */

/* Real scalars to allocate for such a batch (64-byte alignment pays), or -1 for invalid sizes. */
int64_t bblas_interleaved_size_r32(int64_t count, int64_t rows, int64_t cols, int64_t block);
int64_t bblas_interleaved_size_r64(int64_t count, int64_t rows, int64_t cols, int64_t block);
int64_t bblas_interleaved_size_c32(int64_t count, int64_t rows, int64_t cols, int64_t block);
int64_t bblas_interleaved_size_c64(int64_t count, int64_t rows, int64_t cols, int64_t block);
int64_t bblas_interleaved_size_c16(int64_t count, int64_t rows, int64_t cols, int64_t block);
int64_t bblas_interleaved_size_r16(int64_t count, int64_t rows, int64_t cols, int64_t block);

/* Copies count matrices (src[p], leading dimension ld, in layout) into the interleaved array
 * dst, and back. info: null, or info[0] set to 0 or -(position of the first invalid argument).
 * Positions: layout 1, count 2, rows 3, cols 4, src/dst 5, ld 6 (unpack: src 5, block 6,
 * dst 7, ld 8), then for pack dst 7, block 8. */
void bblas_interleaved_pack_r32(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
    const float *const *src, int64_t ld, float *dst, int64_t block, int64_t *info);
void bblas_interleaved_pack_r64(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
    const double *const *src, int64_t ld, double *dst, int64_t block, int64_t *info);
void bblas_interleaved_pack_c32(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
    const bblas_complex_float *const *src, int64_t ld, float *dst, int64_t block, int64_t *info);
void bblas_interleaved_pack_c64(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
    const bblas_complex_double *const *src, int64_t ld, double *dst, int64_t block, int64_t *info);
void bblas_interleaved_pack_c16(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
    const bblas_complex_half *const *src, int64_t ld, bblas_half *dst, int64_t block, int64_t *info);
void bblas_interleaved_pack_r16(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
    const bblas_half *const *src, int64_t ld, bblas_half *dst, int64_t block, int64_t *info);
void bblas_interleaved_unpack_r32(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
    const float *src, int64_t block, float *const *dst, int64_t ld, int64_t *info);
void bblas_interleaved_unpack_r64(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
    const double *src, int64_t block, double *const *dst, int64_t ld, int64_t *info);
void bblas_interleaved_unpack_c32(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
    const float *src, int64_t block, bblas_complex_float *const *dst, int64_t ld, int64_t *info);
void bblas_interleaved_unpack_c64(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
    const double *src, int64_t block, bblas_complex_double *const *dst, int64_t ld, int64_t *info);
void bblas_interleaved_unpack_c16(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
    const bblas_half *src, int64_t block, bblas_complex_half *const *dst, int64_t ld, int64_t *info);
void bblas_interleaved_unpack_r16(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols,
    const bblas_half *src, int64_t block, bblas_half *const *dst, int64_t ld, int64_t *info);

/* Level-3 routines on interleaved operands: the operation of the group routine of the same
 * name, with scalars by value, each operand one interleaved array of count matrices (stored as
 * that routine stores it: gemm's A is m x k for NoTrans, k x m otherwise, and so on), all with
 * the same block. Positions are those of each prototype (layout 1, ...). */
void BLAS_gemm_batched_interleaved_r32(BLAS_Layout layout, BLAS_Trans transA, BLAS_Trans transB, int64_t m, int64_t n, int64_t k,
    float alpha, const float *A, const float *B, float beta, float *C, int64_t count, int64_t block, int64_t *info);
void BLAS_gemm_batched_interleaved_r64(BLAS_Layout layout, BLAS_Trans transA, BLAS_Trans transB, int64_t m, int64_t n, int64_t k,
    double alpha, const double *A, const double *B, double beta, double *C, int64_t count, int64_t block, int64_t *info);
void BLAS_gemm_batched_interleaved_c32(BLAS_Layout layout, BLAS_Trans transA, BLAS_Trans transB, int64_t m, int64_t n, int64_t k,
    bblas_complex_float alpha, const float *A, const float *B, bblas_complex_float beta, float *C, int64_t count, int64_t block, int64_t *info);
void BLAS_gemm_batched_interleaved_c64(BLAS_Layout layout, BLAS_Trans transA, BLAS_Trans transB, int64_t m, int64_t n, int64_t k,
    bblas_complex_double alpha, const double *A, const double *B, bblas_complex_double beta, double *C, int64_t count, int64_t block, int64_t *info);
void BLAS_gemm_batched_interleaved_c16(BLAS_Layout layout, BLAS_Trans transA, BLAS_Trans transB, int64_t m, int64_t n, int64_t k,
    bblas_complex_float alpha, const bblas_half *A, const bblas_half *B, bblas_complex_float beta, bblas_half *C, int64_t count, int64_t block, int64_t *info);
void BLAS_gemm_batched_interleaved_r16(BLAS_Layout layout, BLAS_Trans transA, BLAS_Trans transB, int64_t m, int64_t n, int64_t k,
    float alpha, const bblas_half *A, const bblas_half *B, float beta, bblas_half *C, int64_t count, int64_t block, int64_t *info);
void BLAS_symm_batched_interleaved_r32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n, float alpha,
    const float *A, const float *B, float beta, float *C, int64_t count, int64_t block, int64_t *info);
void BLAS_symm_batched_interleaved_r64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n, double alpha,
    const double *A, const double *B, double beta, double *C, int64_t count, int64_t block, int64_t *info);
void BLAS_symm_batched_interleaved_c32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n, bblas_complex_float alpha,
    const float *A, const float *B, bblas_complex_float beta, float *C, int64_t count, int64_t block, int64_t *info);
void BLAS_symm_batched_interleaved_c64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n, bblas_complex_double alpha,
    const double *A, const double *B, bblas_complex_double beta, double *C, int64_t count, int64_t block, int64_t *info);
void BLAS_symm_batched_interleaved_c16(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n, bblas_complex_float alpha,
    const bblas_half *A, const bblas_half *B, bblas_complex_float beta, bblas_half *C, int64_t count, int64_t block, int64_t *info);
void BLAS_symm_batched_interleaved_r16(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n, float alpha,
    const bblas_half *A, const bblas_half *B, float beta, bblas_half *C, int64_t count, int64_t block, int64_t *info);
void BLAS_hemm_batched_interleaved_r32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n, float alpha,
    const float *A, const float *B, float beta, float *C, int64_t count, int64_t block, int64_t *info);
void BLAS_hemm_batched_interleaved_r64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n, double alpha,
    const double *A, const double *B, double beta, double *C, int64_t count, int64_t block, int64_t *info);
void BLAS_hemm_batched_interleaved_c32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n, bblas_complex_float alpha,
    const float *A, const float *B, bblas_complex_float beta, float *C, int64_t count, int64_t block, int64_t *info);
void BLAS_hemm_batched_interleaved_c64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n, bblas_complex_double alpha,
    const double *A, const double *B, bblas_complex_double beta, double *C, int64_t count, int64_t block, int64_t *info);
void BLAS_hemm_batched_interleaved_c16(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n, bblas_complex_float alpha,
    const bblas_half *A, const bblas_half *B, bblas_complex_float beta, bblas_half *C, int64_t count, int64_t block, int64_t *info);
void BLAS_syrk_batched_interleaved_r32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, float alpha,
    const float *A, float beta, float *C, int64_t count, int64_t block, int64_t *info);
void BLAS_syrk_batched_interleaved_r64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, double alpha,
    const double *A, double beta, double *C, int64_t count, int64_t block, int64_t *info);
void BLAS_syrk_batched_interleaved_c32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, bblas_complex_float alpha,
    const float *A, bblas_complex_float beta, float *C, int64_t count, int64_t block, int64_t *info);
void BLAS_syrk_batched_interleaved_c64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, bblas_complex_double alpha,
    const double *A, bblas_complex_double beta, double *C, int64_t count, int64_t block, int64_t *info);
void BLAS_syrk_batched_interleaved_c16(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, bblas_complex_float alpha,
    const bblas_half *A, bblas_complex_float beta, bblas_half *C, int64_t count, int64_t block, int64_t *info);
void BLAS_syrk_batched_interleaved_r16(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, float alpha,
    const bblas_half *A, float beta, bblas_half *C, int64_t count, int64_t block, int64_t *info);
void BLAS_herk_batched_interleaved_c32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, float alpha,
    const float *A, float beta, float *C, int64_t count, int64_t block, int64_t *info);
void BLAS_herk_batched_interleaved_c64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, double alpha,
    const double *A, double beta, double *C, int64_t count, int64_t block, int64_t *info);
void BLAS_herk_batched_interleaved_c16(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, float alpha,
    const bblas_half *A, float beta, bblas_half *C, int64_t count, int64_t block, int64_t *info);
void BLAS_syr2k_batched_interleaved_r32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, float alpha,
    const float *A, const float *B, float beta, float *C, int64_t count, int64_t block, int64_t *info);
void BLAS_syr2k_batched_interleaved_r64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, double alpha,
    const double *A, const double *B, double beta, double *C, int64_t count, int64_t block, int64_t *info);
void BLAS_syr2k_batched_interleaved_c32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, bblas_complex_float alpha,
    const float *A, const float *B, bblas_complex_float beta, float *C, int64_t count, int64_t block, int64_t *info);
void BLAS_syr2k_batched_interleaved_c64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, bblas_complex_double alpha,
    const double *A, const double *B, bblas_complex_double beta, double *C, int64_t count, int64_t block, int64_t *info);
void BLAS_syr2k_batched_interleaved_c16(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, bblas_complex_float alpha,
    const bblas_half *A, const bblas_half *B, bblas_complex_float beta, bblas_half *C, int64_t count, int64_t block, int64_t *info);
void BLAS_syr2k_batched_interleaved_r16(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, float alpha,
    const bblas_half *A, const bblas_half *B, float beta, bblas_half *C, int64_t count, int64_t block, int64_t *info);
void BLAS_her2k_batched_interleaved_c32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, bblas_complex_float alpha,
    const float *A, const float *B, float beta, float *C, int64_t count, int64_t block, int64_t *info);
void BLAS_her2k_batched_interleaved_c64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, bblas_complex_double alpha,
    const double *A, const double *B, double beta, double *C, int64_t count, int64_t block, int64_t *info);
void BLAS_her2k_batched_interleaved_c16(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k, bblas_complex_float alpha,
    const bblas_half *A, const bblas_half *B, float beta, bblas_half *C, int64_t count, int64_t block, int64_t *info);
void BLAS_trmm_batched_interleaved_r32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag,
    int64_t m, int64_t n, float alpha, const float *A, float *B, int64_t count, int64_t block, int64_t *info);
void BLAS_trmm_batched_interleaved_r64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag,
    int64_t m, int64_t n, double alpha, const double *A, double *B, int64_t count, int64_t block, int64_t *info);
void BLAS_trmm_batched_interleaved_c32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag,
    int64_t m, int64_t n, bblas_complex_float alpha, const float *A, float *B, int64_t count, int64_t block, int64_t *info);
void BLAS_trmm_batched_interleaved_c64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag,
    int64_t m, int64_t n, bblas_complex_double alpha, const double *A, double *B, int64_t count, int64_t block, int64_t *info);
void BLAS_trmm_batched_interleaved_c16(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag,
    int64_t m, int64_t n, bblas_complex_float alpha, const bblas_half *A, bblas_half *B, int64_t count, int64_t block, int64_t *info);
void BLAS_trmm_batched_interleaved_r16(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag,
    int64_t m, int64_t n, float alpha, const bblas_half *A, bblas_half *B, int64_t count, int64_t block, int64_t *info);
void BLAS_trsm_batched_interleaved_r32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag,
    int64_t m, int64_t n, float alpha, const float *A, float *B, int64_t count, int64_t block, int64_t *info);
void BLAS_trsm_batched_interleaved_r64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag,
    int64_t m, int64_t n, double alpha, const double *A, double *B, int64_t count, int64_t block, int64_t *info);
void BLAS_trsm_batched_interleaved_c32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag,
    int64_t m, int64_t n, bblas_complex_float alpha, const float *A, float *B, int64_t count, int64_t block, int64_t *info);
void BLAS_trsm_batched_interleaved_c64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag,
    int64_t m, int64_t n, bblas_complex_double alpha, const double *A, double *B, int64_t count, int64_t block, int64_t *info);
void BLAS_trsm_batched_interleaved_c16(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag,
    int64_t m, int64_t n, bblas_complex_float alpha, const bblas_half *A, bblas_half *B, int64_t count, int64_t block, int64_t *info);
void BLAS_trsm_batched_interleaved_r16(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag,
    int64_t m, int64_t n, float alpha, const bblas_half *A, bblas_half *B, int64_t count, int64_t block, int64_t *info);

/* ---------------------------------------------------------------------------------------------
 * Strided batches (cuBLAS's gemmStridedBatched, oneMKL's strided gemm_batch, stacked arrays):
 * one group of batch_count problems with scalars and options by value, matrix i of operand X
 * at X + i * X_stride (in elements). Each routine computes what the group routine of the same
 * name computes, with the same leading-dimension rules.
 * Strides: an input's stride may be any value: 0 uses one matrix for every problem, a negative
 * stride walks backwards from X. The output's (C; B for trmm/trsm) must keep the problems'
 * matrices apart: when batch_count > 1 and the output is not empty, X_stride >= X_ld * n for
 * BlasColMajor, X_ld * m for BlasRowMajor (n * ld for syrk/herk/syr2k/her2k); anything else
 * is an argument error at the stride's position.
 * info: that of one group of batch_count problems (BblasErrorsReportAll: 1 + batch_count
 * entries; BblasErrorsReportGroup: 2). Positions count the arguments of each prototype,
 * layout 1, ...; an invalid batch_count gives info[0] = -(its position).
 */
void BLAS_gemm_batched_strided_r32(BLAS_Layout layout, BLAS_Trans transA, BLAS_Trans transB, int64_t m, int64_t n, int64_t k,
    float alpha, const float *A, int64_t A_ld, int64_t A_stride, const float *B, int64_t B_ld, int64_t B_stride,
    float beta, float *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_gemm_batched_strided_r64(BLAS_Layout layout, BLAS_Trans transA, BLAS_Trans transB, int64_t m, int64_t n, int64_t k,
    double alpha, const double *A, int64_t A_ld, int64_t A_stride, const double *B, int64_t B_ld, int64_t B_stride,
    double beta, double *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_gemm_batched_strided_c32(BLAS_Layout layout, BLAS_Trans transA, BLAS_Trans transB, int64_t m, int64_t n, int64_t k,
    bblas_complex_float alpha, const bblas_complex_float *A, int64_t A_ld, int64_t A_stride, const bblas_complex_float *B, int64_t B_ld, int64_t B_stride,
    bblas_complex_float beta, bblas_complex_float *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_gemm_batched_strided_c64(BLAS_Layout layout, BLAS_Trans transA, BLAS_Trans transB, int64_t m, int64_t n, int64_t k,
    bblas_complex_double alpha, const bblas_complex_double *A, int64_t A_ld, int64_t A_stride, const bblas_complex_double *B, int64_t B_ld, int64_t B_stride,
    bblas_complex_double beta, bblas_complex_double *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_gemm_batched_strided_r16(BLAS_Layout layout, BLAS_Trans transA, BLAS_Trans transB, int64_t m, int64_t n, int64_t k,
    float alpha, const bblas_half *A, int64_t A_ld, int64_t A_stride, const bblas_half *B, int64_t B_ld, int64_t B_stride,
    float beta, bblas_half *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_gemm_batched_strided_c16(BLAS_Layout layout, BLAS_Trans transA, BLAS_Trans transB, int64_t m, int64_t n, int64_t k,
    bblas_complex_float alpha, const bblas_complex_half *A, int64_t A_ld, int64_t A_stride,
    const bblas_complex_half *B, int64_t B_ld, int64_t B_stride, bblas_complex_float beta,
    bblas_complex_half *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_symm_batched_strided_r32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n,
    float alpha, const float *A, int64_t A_ld, int64_t A_stride, const float *B, int64_t B_ld, int64_t B_stride,
    float beta, float *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_symm_batched_strided_r64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n,
    double alpha, const double *A, int64_t A_ld, int64_t A_stride, const double *B, int64_t B_ld, int64_t B_stride,
    double beta, double *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_symm_batched_strided_r16(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n,
    float alpha, const bblas_half *A, int64_t A_ld, int64_t A_stride, const bblas_half *B, int64_t B_ld, int64_t B_stride,
    float beta, bblas_half *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_symm_batched_strided_c32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n,
    bblas_complex_float alpha, const bblas_complex_float *A, int64_t A_ld, int64_t A_stride, const bblas_complex_float *B, int64_t B_ld, int64_t B_stride,
    bblas_complex_float beta, bblas_complex_float *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_symm_batched_strided_c16(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n,
    bblas_complex_float alpha, const bblas_complex_half *A, int64_t A_ld, int64_t A_stride, const bblas_complex_half *B, int64_t B_ld, int64_t B_stride,
    bblas_complex_float beta, bblas_complex_half *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_symm_batched_strided_c64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n,
    bblas_complex_double alpha, const bblas_complex_double *A, int64_t A_ld, int64_t A_stride, const bblas_complex_double *B, int64_t B_ld, int64_t B_stride,
    bblas_complex_double beta, bblas_complex_double *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_hemm_batched_strided_r32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n,
    float alpha, const float *A, int64_t A_ld, int64_t A_stride, const float *B, int64_t B_ld, int64_t B_stride,
    float beta, float *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_hemm_batched_strided_r64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n,
    double alpha, const double *A, int64_t A_ld, int64_t A_stride, const double *B, int64_t B_ld, int64_t B_stride,
    double beta, double *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_hemm_batched_strided_c32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n,
    bblas_complex_float alpha, const bblas_complex_float *A, int64_t A_ld, int64_t A_stride, const bblas_complex_float *B, int64_t B_ld, int64_t B_stride,
    bblas_complex_float beta, bblas_complex_float *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_hemm_batched_strided_r16(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n,
    float alpha, const bblas_half *A, int64_t A_ld, int64_t A_stride, const bblas_half *B, int64_t B_ld, int64_t B_stride,
    float beta, bblas_half *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_hemm_batched_strided_c16(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n,
    bblas_complex_float alpha, const bblas_complex_half *A, int64_t A_ld, int64_t A_stride, const bblas_complex_half *B, int64_t B_ld, int64_t B_stride,
    bblas_complex_float beta, bblas_complex_half *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_hemm_batched_strided_c64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, int64_t m, int64_t n,
    bblas_complex_double alpha, const bblas_complex_double *A, int64_t A_ld, int64_t A_stride, const bblas_complex_double *B, int64_t B_ld, int64_t B_stride,
    bblas_complex_double beta, bblas_complex_double *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_syrk_batched_strided_r32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k,
    float alpha, const float *A, int64_t A_ld, int64_t A_stride,
    float beta, float *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_syrk_batched_strided_r64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k,
    double alpha, const double *A, int64_t A_ld, int64_t A_stride,
    double beta, double *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_syrk_batched_strided_r16(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k,
    float alpha, const bblas_half *A, int64_t A_ld, int64_t A_stride,
    float beta, bblas_half *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_syrk_batched_strided_c32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k,
    bblas_complex_float alpha, const bblas_complex_float *A, int64_t A_ld, int64_t A_stride,
    bblas_complex_float beta, bblas_complex_float *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_syrk_batched_strided_c16(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k,
    bblas_complex_float alpha, const bblas_complex_half *A, int64_t A_ld, int64_t A_stride,
    bblas_complex_float beta, bblas_complex_half *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_syrk_batched_strided_c64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k,
    bblas_complex_double alpha, const bblas_complex_double *A, int64_t A_ld, int64_t A_stride,
    bblas_complex_double beta, bblas_complex_double *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_herk_batched_strided_c32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k,
    float alpha, const bblas_complex_float *A, int64_t A_ld, int64_t A_stride,
    float beta, bblas_complex_float *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_herk_batched_strided_c16(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k,
    float alpha, const bblas_complex_half *A, int64_t A_ld, int64_t A_stride,
    float beta, bblas_complex_half *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_herk_batched_strided_c64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k,
    double alpha, const bblas_complex_double *A, int64_t A_ld, int64_t A_stride,
    double beta, bblas_complex_double *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_syr2k_batched_strided_r32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k,
    float alpha, const float *A, int64_t A_ld, int64_t A_stride, const float *B, int64_t B_ld, int64_t B_stride,
    float beta, float *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_syr2k_batched_strided_r64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k,
    double alpha, const double *A, int64_t A_ld, int64_t A_stride, const double *B, int64_t B_ld, int64_t B_stride,
    double beta, double *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_syr2k_batched_strided_r16(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k,
    float alpha, const bblas_half *A, int64_t A_ld, int64_t A_stride, const bblas_half *B, int64_t B_ld, int64_t B_stride,
    float beta, bblas_half *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_syr2k_batched_strided_c32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k,
    bblas_complex_float alpha, const bblas_complex_float *A, int64_t A_ld, int64_t A_stride, const bblas_complex_float *B, int64_t B_ld, int64_t B_stride,
    bblas_complex_float beta, bblas_complex_float *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_syr2k_batched_strided_c16(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k,
    bblas_complex_float alpha, const bblas_complex_half *A, int64_t A_ld, int64_t A_stride, const bblas_complex_half *B, int64_t B_ld, int64_t B_stride,
    bblas_complex_float beta, bblas_complex_half *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_syr2k_batched_strided_c64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k,
    bblas_complex_double alpha, const bblas_complex_double *A, int64_t A_ld, int64_t A_stride, const bblas_complex_double *B, int64_t B_ld, int64_t B_stride,
    bblas_complex_double beta, bblas_complex_double *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_her2k_batched_strided_c32(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k,
    bblas_complex_float alpha, const bblas_complex_float *A, int64_t A_ld, int64_t A_stride, const bblas_complex_float *B, int64_t B_ld, int64_t B_stride,
    float beta, bblas_complex_float *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_her2k_batched_strided_c16(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k,
    bblas_complex_float alpha, const bblas_complex_half *A, int64_t A_ld, int64_t A_stride, const bblas_complex_half *B, int64_t B_ld, int64_t B_stride,
    float beta, bblas_complex_half *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_her2k_batched_strided_c64(BLAS_Layout layout, BLAS_Uplo uplo, BLAS_Trans trans, int64_t n, int64_t k,
    bblas_complex_double alpha, const bblas_complex_double *A, int64_t A_ld, int64_t A_stride, const bblas_complex_double *B, int64_t B_ld, int64_t B_stride,
    double beta, bblas_complex_double *C, int64_t C_ld, int64_t C_stride, int64_t batch_count, int64_t *info);
void BLAS_trmm_batched_strided_r32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag,
    int64_t m, int64_t n, float alpha, const float *A, int64_t A_ld, int64_t A_stride,
    float *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info);
void BLAS_trmm_batched_strided_r64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag,
    int64_t m, int64_t n, double alpha, const double *A, int64_t A_ld, int64_t A_stride,
    double *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info);
void BLAS_trmm_batched_strided_r16(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag,
    int64_t m, int64_t n, float alpha, const bblas_half *A, int64_t A_ld, int64_t A_stride,
    bblas_half *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info);
void BLAS_trmm_batched_strided_c32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag,
    int64_t m, int64_t n, bblas_complex_float alpha, const bblas_complex_float *A, int64_t A_ld, int64_t A_stride,
    bblas_complex_float *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info);
void BLAS_trmm_batched_strided_c16(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag,
    int64_t m, int64_t n, bblas_complex_float alpha, const bblas_complex_half *A, int64_t A_ld, int64_t A_stride,
    bblas_complex_half *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info);
void BLAS_trmm_batched_strided_c64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag,
    int64_t m, int64_t n, bblas_complex_double alpha, const bblas_complex_double *A, int64_t A_ld, int64_t A_stride,
    bblas_complex_double *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info);
void BLAS_trsm_batched_strided_r32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag,
    int64_t m, int64_t n, float alpha, const float *A, int64_t A_ld, int64_t A_stride,
    float *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info);
void BLAS_trsm_batched_strided_r64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag,
    int64_t m, int64_t n, double alpha, const double *A, int64_t A_ld, int64_t A_stride,
    double *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info);
void BLAS_trsm_batched_strided_r16(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag,
    int64_t m, int64_t n, float alpha, const bblas_half *A, int64_t A_ld, int64_t A_stride,
    bblas_half *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info);
void BLAS_trsm_batched_strided_c32(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag,
    int64_t m, int64_t n, bblas_complex_float alpha, const bblas_complex_float *A, int64_t A_ld, int64_t A_stride,
    bblas_complex_float *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info);
void BLAS_trsm_batched_strided_c16(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag,
    int64_t m, int64_t n, bblas_complex_float alpha, const bblas_complex_half *A, int64_t A_ld, int64_t A_stride,
    bblas_complex_half *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info);
void BLAS_trsm_batched_strided_c64(BLAS_Layout layout, BLAS_Side side, BLAS_Uplo uplo, BLAS_Trans transA, BLAS_Diag diag,
    int64_t m, int64_t n, bblas_complex_double alpha, const bblas_complex_double *A, int64_t A_ld, int64_t A_stride,
    bblas_complex_double *B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t *info);

/* The version of the library the program runs with, "major.minor.patch" (bblas/version.h has
 * the headers' version for the preprocessor). */
const char *bblas_version(void);

/* The instruction set of the kernels in use, chosen once from the CPU (or the environment
 * variable BBLAS_ISA): "avx512", "avx2" or "generic". */
const char *bblas_isa_name(void);

/* The crossovers in force: from which order OpenBLAS or LAPACKE, called once per matrix, serve
 * a group instead of bblas's own kernels. "table <name>": the built-in table for this CPU
 * ("zen5", "xeon", "zen4", "avx2" or "conservative"; "sse-vendor" where OpenBLAS runs its SSE-only
 * kernels under bblas's AVX2 or AVX-512 ones); "file <path>": a tuning file written by bblas-tune
 * (read once, from BBLAS_TUNING or $XDG_CONFIG_HOME/bblas/tuning or ~/.config/bblas/tuning;
 * BBLAS_TUNING=none ignores it). */
const char *bblas_tuning_name(void);

#pragma GCC visibility pop

#ifdef __cplusplus
} /* extern "C" */
#endif

#include "bblas/c_lapack.h"
#include "bblas/c_level12.h"

#endif /* BBLAS_H */
