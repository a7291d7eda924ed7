/* bblas: the flat Batched BLAS interface of 2016 (paper 000: Dongarra et al., "A Proposed API
 * for Batched Basic Linear Algebra Subprograms", MIMS EPrint 2016.25), kept for compatibility;
 * the group interface of bblas.h is the standard. Names are the paper's with a bblas_ prefix
 * (bblas_dgemm_batch, ...), clear of MKL's symbols of the same name.
 *
 * A batch is batch_count problems, column-major (the paper has no layout argument). Every
 * argument that is an array holds one entry per problem, read at index i for problem i, except
 * with batch_opts = BATCH_FIXED, where only element 0 of each option, size, scalar and leading
 * dimension array is read and serves every problem; arrays of matrix or vector pointers
 * always hold batch_count pointers. Integers are int64_t; options take the values of bblas.h
 * (BatchNoTrans is BlasNoTrans, ...). Each problem computes what the BLAS routine of the same
 * name computes (see the group routines in bblas.h for the details: quick returns, beta = 0,
 * the leading-dimension rule lda >= max(1, rows of the stored matrix)).
 *
 * info has batch_count entries (section 3.7). An invalid batch_count (< 0) sets info[0] to
 * -(its position) and nothing is computed; so does an unknown batch_opts when batch_count > 0
 * (-(batch_opts's position)). Otherwise info[i] = 0 when problem i is valid and computed, or
 * -(position of its first invalid argument, counting from one) when it is not: that problem is
 * skipped, the others are computed. batch_count = 0 reads and writes nothing. getrf also
 * reports LAPACK's numerical result there: info[i] = j > 0 when U(j, j) of problem i is
 * exactly zero (its factorisation still completes, as LAPACK's).
 *
 * Speed: a variable batch runs as groups of consecutive problems whose per-problem arguments are
 * equal, so a variable batch of equal problems is as fast as a fixed one; a batch whose every
 * problem differs from the one before costs more per problem (docs/interfaces.md, measured).
 */
#ifndef BBLAS_FLAT_H
#define BBLAS_FLAT_H

#include "bblas.h"

#define BatchNoTrans BlasNoTrans
#define BatchTrans BlasTrans
#define BatchConjTrans BlasConjTrans
#define BatchLeft BlasLeft
#define BatchRight BlasRight
#define BatchUpper BlasUpper
#define BatchLower BlasLower
#define BatchNonUnit BlasNonUnit
#define BatchUnit BlasUnit

typedef enum bblas_batch_opts BBLAS_ENUM_BASE { BATCH_FIXED = 1, BATCH_VARIABLE = 2 } bblas_batch_opts;

#ifdef __cplusplus
extern "C" {
#endif

#pragma GCC visibility push(default)

/* ---------------------------------------------------------------------------------------------
 * GEMM: C_i = alpha_i op(A_i) op(B_i) + beta_i C_i (section 4.1). Positions: transa 1, transb 2,
 * m 3, n 4, k 5, alpha 6, arrayA 7, lda 8, arrayB 9, ldb 10, beta 11, arrayC 12, ldc 13,
 * batch_count 14, batch_opts 15, info 16. */
void bblas_sgemm_batch(const BLAS_Trans *transa, const BLAS_Trans *transb, const int64_t *m,
    const int64_t *n, const int64_t *k, const float *alpha, const float *const *arrayA,
    const int64_t *lda, const float *const *arrayB, const int64_t *ldb, const float *beta,
    float *const *arrayC, const int64_t *ldc, int64_t batch_count, bblas_batch_opts batch_opts,
    int64_t *info);
void bblas_dgemm_batch(const BLAS_Trans *transa, const BLAS_Trans *transb, const int64_t *m,
    const int64_t *n, const int64_t *k, const double *alpha, const double *const *arrayA,
    const int64_t *lda, const double *const *arrayB, const int64_t *ldb, const double *beta,
    double *const *arrayC, const int64_t *ldc, int64_t batch_count, bblas_batch_opts batch_opts,
    int64_t *info);
void bblas_cgemm_batch(const BLAS_Trans *transa, const BLAS_Trans *transb, const int64_t *m,
    const int64_t *n, const int64_t *k, const bblas_complex_float *alpha,
    const bblas_complex_float *const *arrayA, const int64_t *lda,
    const bblas_complex_float *const *arrayB, const int64_t *ldb, const bblas_complex_float *beta,
    bblas_complex_float *const *arrayC, const int64_t *ldc, int64_t batch_count,
    bblas_batch_opts batch_opts, int64_t *info);
void bblas_zgemm_batch(const BLAS_Trans *transa, const BLAS_Trans *transb, const int64_t *m,
    const int64_t *n, const int64_t *k, const bblas_complex_double *alpha,
    const bblas_complex_double *const *arrayA, const int64_t *lda,
    const bblas_complex_double *const *arrayB, const int64_t *ldb, const bblas_complex_double *beta,
    bblas_complex_double *const *arrayC, const int64_t *ldc, int64_t batch_count,
    bblas_batch_opts batch_opts, int64_t *info);

/* ---------------------------------------------------------------------------------------------
 * Half precision (bblas.h "Half precision", docs/half.md): the h routines take bblas_half
 * matrices and single-precision alpha and beta, compute in single precision and round each
 * output element to half once; arguments and positions as the s routines. gemm, symm, syrk,
 * syr2k, trmm and trsm; in a library built by a compiler with _Float16. */
void bblas_hgemm_batch(const BLAS_Trans *transa, const BLAS_Trans *transb, const int64_t *m,
    const int64_t *n, const int64_t *k, const float *alpha, const bblas_half *const *arrayA,
    const int64_t *lda, const bblas_half *const *arrayB, const int64_t *ldb, const float *beta,
    bblas_half *const *arrayC, const int64_t *ldc, int64_t batch_count, bblas_batch_opts batch_opts,
    int64_t *info);
void bblas_hsymm_batch(const BLAS_Side *side, const BLAS_Uplo *uplo, const int64_t *m,
    const int64_t *n, const float *alpha, const bblas_half *const *arrayA, const int64_t *lda,
    const bblas_half *const *arrayB, const int64_t *ldb, const float *beta, bblas_half *const *arrayC,
    const int64_t *ldc, int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);
void bblas_hsyrk_batch(const BLAS_Uplo *uplo, const BLAS_Trans *trans, const int64_t *n,
    const int64_t *k, const float *alpha, const bblas_half *const *arrayA, const int64_t *lda,
    const float *beta, bblas_half *const *arrayC, const int64_t *ldc, int64_t batch_count,
    bblas_batch_opts batch_opts, int64_t *info);
void bblas_hsyr2k_batch(const BLAS_Uplo *uplo, const BLAS_Trans *trans, const int64_t *n,
    const int64_t *k, const float *alpha, const bblas_half *const *arrayA, const int64_t *lda,
    const bblas_half *const *arrayB, const int64_t *ldb, const float *beta, bblas_half *const *arrayC,
    const int64_t *ldc, int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);
void bblas_htrmm_batch(const BLAS_Side *side, const BLAS_Uplo *uplo, const BLAS_Trans *transa,
    const BLAS_Diag *diag, const int64_t *m, const int64_t *n, const float *alpha,
    const bblas_half *const *arrayA, const int64_t *lda, bblas_half *const *arrayB, const int64_t *ldb,
    int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);
void bblas_htrsm_batch(const BLAS_Side *side, const BLAS_Uplo *uplo, const BLAS_Trans *transa,
    const BLAS_Diag *diag, const int64_t *m, const int64_t *n, const float *alpha,
    const bblas_half *const *arrayA, const int64_t *lda, bblas_half *const *arrayB, const int64_t *ldb,
    int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);

/* Complex half precision: the k routines (k for complex half, as bblas-tester's --type k: the
 * flat interface's letters have none for it) take bblas_complex_half matrices and the c
 * routines' scalars (bblas_complex_float, or float for herk's alpha and beta and her2k's beta),
 * compute what the c routines compute on the widened values and round both parts of each output
 * element to half once; arguments and positions as the c routines. */
void bblas_kgemm_batch(const BLAS_Trans *transa, const BLAS_Trans *transb, const int64_t *m,
    const int64_t *n, const int64_t *k, const bblas_complex_float *alpha,
    const bblas_complex_half *const *arrayA, const int64_t *lda,
    const bblas_complex_half *const *arrayB, const int64_t *ldb, const bblas_complex_float *beta,
    bblas_complex_half *const *arrayC, const int64_t *ldc, int64_t batch_count,
    bblas_batch_opts batch_opts, int64_t *info);
void bblas_ksymm_batch(const BLAS_Side *side, const BLAS_Uplo *uplo, const int64_t *m,
    const int64_t *n, const bblas_complex_float *alpha, const bblas_complex_half *const *arrayA,
    const int64_t *lda, const bblas_complex_half *const *arrayB, const int64_t *ldb,
    const bblas_complex_float *beta, bblas_complex_half *const *arrayC, const int64_t *ldc,
    int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);
void bblas_khemm_batch(const BLAS_Side *side, const BLAS_Uplo *uplo, const int64_t *m,
    const int64_t *n, const bblas_complex_float *alpha, const bblas_complex_half *const *arrayA,
    const int64_t *lda, const bblas_complex_half *const *arrayB, const int64_t *ldb,
    const bblas_complex_float *beta, bblas_complex_half *const *arrayC, const int64_t *ldc,
    int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);
void bblas_ksyrk_batch(const BLAS_Uplo *uplo, const BLAS_Trans *trans, const int64_t *n,
    const int64_t *k, const bblas_complex_float *alpha, const bblas_complex_half *const *arrayA,
    const int64_t *lda, const bblas_complex_float *beta, bblas_complex_half *const *arrayC,
    const int64_t *ldc, int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);
void bblas_kherk_batch(const BLAS_Uplo *uplo, const BLAS_Trans *trans, const int64_t *n,
    const int64_t *k, const float *alpha, const bblas_complex_half *const *arrayA,
    const int64_t *lda, const float *beta, bblas_complex_half *const *arrayC, const int64_t *ldc,
    int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);
void bblas_ksyr2k_batch(const BLAS_Uplo *uplo, const BLAS_Trans *trans, const int64_t *n,
    const int64_t *k, const bblas_complex_float *alpha, const bblas_complex_half *const *arrayA,
    const int64_t *lda, const bblas_complex_half *const *arrayB, const int64_t *ldb,
    const bblas_complex_float *beta, bblas_complex_half *const *arrayC, const int64_t *ldc,
    int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);
void bblas_kher2k_batch(const BLAS_Uplo *uplo, const BLAS_Trans *trans, const int64_t *n,
    const int64_t *k, const bblas_complex_float *alpha, const bblas_complex_half *const *arrayA,
    const int64_t *lda, const bblas_complex_half *const *arrayB, const int64_t *ldb,
    const float *beta, bblas_complex_half *const *arrayC, const int64_t *ldc, int64_t batch_count,
    bblas_batch_opts batch_opts, int64_t *info);
void bblas_ktrmm_batch(const BLAS_Side *side, const BLAS_Uplo *uplo, const BLAS_Trans *transa,
    const BLAS_Diag *diag, const int64_t *m, const int64_t *n, const bblas_complex_float *alpha,
    const bblas_complex_half *const *arrayA, const int64_t *lda,
    bblas_complex_half *const *arrayB, const int64_t *ldb, int64_t batch_count,
    bblas_batch_opts batch_opts, int64_t *info);
void bblas_ktrsm_batch(const BLAS_Side *side, const BLAS_Uplo *uplo, const BLAS_Trans *transa,
    const BLAS_Diag *diag, const int64_t *m, const int64_t *n, const bblas_complex_float *alpha,
    const bblas_complex_half *const *arrayA, const int64_t *lda,
    bblas_complex_half *const *arrayB, const int64_t *ldb, int64_t batch_count,
    bblas_batch_opts batch_opts, int64_t *info);

/* ---------------------------------------------------------------------------------------------
 * SYMM / HEMM (hemm: c, z): C_i = alpha_i A_i B_i + beta_i C_i (side Left) or B_i A_i (Right).
 * Positions: side 1, uplo 2, m 3, n 4, alpha 5, arrayA 6, lda 7, arrayB 8, ldb 9, beta 10,
 * arrayC 11, ldc 12, batch_count 13, batch_opts 14, info 15. */
void bblas_ssymm_batch(const BLAS_Side *side, const BLAS_Uplo *uplo, const int64_t *m,
    const int64_t *n, const float *alpha, const float *const *arrayA, const int64_t *lda,
    const float *const *arrayB, const int64_t *ldb, const float *beta, float *const *arrayC,
    const int64_t *ldc, int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);
void bblas_dsymm_batch(const BLAS_Side *side, const BLAS_Uplo *uplo, const int64_t *m,
    const int64_t *n, const double *alpha, const double *const *arrayA, const int64_t *lda,
    const double *const *arrayB, const int64_t *ldb, const double *beta, double *const *arrayC,
    const int64_t *ldc, int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);
void bblas_csymm_batch(const BLAS_Side *side, const BLAS_Uplo *uplo, const int64_t *m,
    const int64_t *n, const bblas_complex_float *alpha, const bblas_complex_float *const *arrayA,
    const int64_t *lda, const bblas_complex_float *const *arrayB, const int64_t *ldb,
    const bblas_complex_float *beta, bblas_complex_float *const *arrayC, const int64_t *ldc,
    int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);
void bblas_chemm_batch(const BLAS_Side *side, const BLAS_Uplo *uplo, const int64_t *m,
    const int64_t *n, const bblas_complex_float *alpha, const bblas_complex_float *const *arrayA,
    const int64_t *lda, const bblas_complex_float *const *arrayB, const int64_t *ldb,
    const bblas_complex_float *beta, bblas_complex_float *const *arrayC, const int64_t *ldc,
    int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);
void bblas_zsymm_batch(const BLAS_Side *side, const BLAS_Uplo *uplo, const int64_t *m,
    const int64_t *n, const bblas_complex_double *alpha, const bblas_complex_double *const *arrayA,
    const int64_t *lda, const bblas_complex_double *const *arrayB, const int64_t *ldb,
    const bblas_complex_double *beta, bblas_complex_double *const *arrayC, const int64_t *ldc,
    int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);
void bblas_zhemm_batch(const BLAS_Side *side, const BLAS_Uplo *uplo, const int64_t *m,
    const int64_t *n, const bblas_complex_double *alpha, const bblas_complex_double *const *arrayA,
    const int64_t *lda, const bblas_complex_double *const *arrayB, const int64_t *ldb,
    const bblas_complex_double *beta, bblas_complex_double *const *arrayC, const int64_t *ldc,
    int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);

/* ---------------------------------------------------------------------------------------------
 * SYRK / HERK (herk: c, z; real alpha and beta): C_i = alpha_i op(A_i) op(A_i)^T (^H) + beta_i C_i.
 * Positions: uplo 1, trans 2, n 3, k 4, alpha 5, arrayA 6, lda 7, beta 8, arrayC 9, ldc 10,
 * batch_count 11, batch_opts 12, info 13. */
void bblas_ssyrk_batch(const BLAS_Uplo *uplo, const BLAS_Trans *trans, const int64_t *n,
    const int64_t *k, const float *alpha, const float *const *arrayA, const int64_t *lda,
    const float *beta, float *const *arrayC, const int64_t *ldc, int64_t batch_count,
    bblas_batch_opts batch_opts, int64_t *info);
void bblas_dsyrk_batch(const BLAS_Uplo *uplo, const BLAS_Trans *trans, const int64_t *n,
    const int64_t *k, const double *alpha, const double *const *arrayA, const int64_t *lda,
    const double *beta, double *const *arrayC, const int64_t *ldc, int64_t batch_count,
    bblas_batch_opts batch_opts, int64_t *info);
void bblas_csyrk_batch(const BLAS_Uplo *uplo, const BLAS_Trans *trans, const int64_t *n,
    const int64_t *k, const bblas_complex_float *alpha, const bblas_complex_float *const *arrayA,
    const int64_t *lda, const bblas_complex_float *beta, bblas_complex_float *const *arrayC,
    const int64_t *ldc, int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);
void bblas_cherk_batch(const BLAS_Uplo *uplo, const BLAS_Trans *trans, const int64_t *n,
    const int64_t *k, const float *alpha, const bblas_complex_float *const *arrayA,
    const int64_t *lda, const float *beta, bblas_complex_float *const *arrayC, const int64_t *ldc,
    int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);
void bblas_zsyrk_batch(const BLAS_Uplo *uplo, const BLAS_Trans *trans, const int64_t *n,
    const int64_t *k, const bblas_complex_double *alpha, const bblas_complex_double *const *arrayA,
    const int64_t *lda, const bblas_complex_double *beta, bblas_complex_double *const *arrayC,
    const int64_t *ldc, int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);
void bblas_zherk_batch(const BLAS_Uplo *uplo, const BLAS_Trans *trans, const int64_t *n,
    const int64_t *k, const double *alpha, const bblas_complex_double *const *arrayA,
    const int64_t *lda, const double *beta, bblas_complex_double *const *arrayC, const int64_t *ldc,
    int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);

/* ---------------------------------------------------------------------------------------------
 * SYR2K / HER2K (her2k: c, z; real beta). Positions: uplo 1, trans 2, n 3, k 4, alpha 5,
 * arrayA 6, lda 7, arrayB 8, ldb 9, beta 10, arrayC 11, ldc 12, batch_count 13, batch_opts 14,
 * info 15. */
void bblas_ssyr2k_batch(const BLAS_Uplo *uplo, const BLAS_Trans *trans, const int64_t *n,
    const int64_t *k, const float *alpha, const float *const *arrayA, const int64_t *lda,
    const float *const *arrayB, const int64_t *ldb, const float *beta, float *const *arrayC,
    const int64_t *ldc, int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);
void bblas_dsyr2k_batch(const BLAS_Uplo *uplo, const BLAS_Trans *trans, const int64_t *n,
    const int64_t *k, const double *alpha, const double *const *arrayA, const int64_t *lda,
    const double *const *arrayB, const int64_t *ldb, const double *beta, double *const *arrayC,
    const int64_t *ldc, int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);
void bblas_csyr2k_batch(const BLAS_Uplo *uplo, const BLAS_Trans *trans, const int64_t *n,
    const int64_t *k, const bblas_complex_float *alpha, const bblas_complex_float *const *arrayA,
    const int64_t *lda, const bblas_complex_float *const *arrayB, const int64_t *ldb,
    const bblas_complex_float *beta, bblas_complex_float *const *arrayC, const int64_t *ldc,
    int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);
void bblas_cher2k_batch(const BLAS_Uplo *uplo, const BLAS_Trans *trans, const int64_t *n,
    const int64_t *k, const bblas_complex_float *alpha, const bblas_complex_float *const *arrayA,
    const int64_t *lda, const bblas_complex_float *const *arrayB, const int64_t *ldb,
    const float *beta, bblas_complex_float *const *arrayC, const int64_t *ldc, int64_t batch_count,
    bblas_batch_opts batch_opts, int64_t *info);
void bblas_zsyr2k_batch(const BLAS_Uplo *uplo, const BLAS_Trans *trans, const int64_t *n,
    const int64_t *k, const bblas_complex_double *alpha, const bblas_complex_double *const *arrayA,
    const int64_t *lda, const bblas_complex_double *const *arrayB, const int64_t *ldb,
    const bblas_complex_double *beta, bblas_complex_double *const *arrayC, const int64_t *ldc,
    int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);
void bblas_zher2k_batch(const BLAS_Uplo *uplo, const BLAS_Trans *trans, const int64_t *n,
    const int64_t *k, const bblas_complex_double *alpha, const bblas_complex_double *const *arrayA,
    const int64_t *lda, const bblas_complex_double *const *arrayB, const int64_t *ldb,
    const double *beta, bblas_complex_double *const *arrayC, const int64_t *ldc,
    int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);

/* ---------------------------------------------------------------------------------------------
 * TRMM: B_i = alpha_i op(A_i) B_i (or B_i op(A_i)); TRSM: the same with op(A_i)^-1.
 * Positions: side 1, uplo 2, transa 3, diag 4, m 5, n 6, alpha 7, arrayA 8, lda 9, arrayB 10,
 * ldb 11, batch_count 12, batch_opts 13, info 14. */
void bblas_strmm_batch(const BLAS_Side *side, const BLAS_Uplo *uplo, const BLAS_Trans *transa,
    const BLAS_Diag *diag, const int64_t *m, const int64_t *n, const float *alpha,
    const float *const *arrayA, const int64_t *lda, float *const *arrayB, const int64_t *ldb,
    int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);
void bblas_strsm_batch(const BLAS_Side *side, const BLAS_Uplo *uplo, const BLAS_Trans *transa,
    const BLAS_Diag *diag, const int64_t *m, const int64_t *n, const float *alpha,
    const float *const *arrayA, const int64_t *lda, float *const *arrayB, const int64_t *ldb,
    int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);
void bblas_dtrmm_batch(const BLAS_Side *side, const BLAS_Uplo *uplo, const BLAS_Trans *transa,
    const BLAS_Diag *diag, const int64_t *m, const int64_t *n, const double *alpha,
    const double *const *arrayA, const int64_t *lda, double *const *arrayB, const int64_t *ldb,
    int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);
void bblas_dtrsm_batch(const BLAS_Side *side, const BLAS_Uplo *uplo, const BLAS_Trans *transa,
    const BLAS_Diag *diag, const int64_t *m, const int64_t *n, const double *alpha,
    const double *const *arrayA, const int64_t *lda, double *const *arrayB, const int64_t *ldb,
    int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);
void bblas_ctrmm_batch(const BLAS_Side *side, const BLAS_Uplo *uplo, const BLAS_Trans *transa,
    const BLAS_Diag *diag, const int64_t *m, const int64_t *n, const bblas_complex_float *alpha,
    const bblas_complex_float *const *arrayA, const int64_t *lda,
    bblas_complex_float *const *arrayB, const int64_t *ldb, int64_t batch_count,
    bblas_batch_opts batch_opts, int64_t *info);
void bblas_ctrsm_batch(const BLAS_Side *side, const BLAS_Uplo *uplo, const BLAS_Trans *transa,
    const BLAS_Diag *diag, const int64_t *m, const int64_t *n, const bblas_complex_float *alpha,
    const bblas_complex_float *const *arrayA, const int64_t *lda,
    bblas_complex_float *const *arrayB, const int64_t *ldb, int64_t batch_count,
    bblas_batch_opts batch_opts, int64_t *info);
void bblas_ztrmm_batch(const BLAS_Side *side, const BLAS_Uplo *uplo, const BLAS_Trans *transa,
    const BLAS_Diag *diag, const int64_t *m, const int64_t *n, const bblas_complex_double *alpha,
    const bblas_complex_double *const *arrayA, const int64_t *lda,
    bblas_complex_double *const *arrayB, const int64_t *ldb, int64_t batch_count,
    bblas_batch_opts batch_opts, int64_t *info);
void bblas_ztrsm_batch(const BLAS_Side *side, const BLAS_Uplo *uplo, const BLAS_Trans *transa,
    const BLAS_Diag *diag, const int64_t *m, const int64_t *n, const bblas_complex_double *alpha,
    const bblas_complex_double *const *arrayA, const int64_t *lda,
    bblas_complex_double *const *arrayB, const int64_t *ldb, int64_t batch_count,
    bblas_batch_opts batch_opts, int64_t *info);

/* ---------------------------------------------------------------------------------------------
 * AXPY (section 5): y_i = alpha_i x_i + y_i, vectors of n_i elements, increments nonzero
 * (negative: backwards, as BLAS). Positions: n 1, alpha 2, x 3, incx 4, y 5, incy 6,
 * batch_count 7, batch_opts 8, info 9. */
void bblas_saxpy_batch(const int64_t *n, const float *alpha, const float *const *x,
    const int64_t *incx, float *const *y, const int64_t *incy, int64_t batch_count,
    bblas_batch_opts batch_opts, int64_t *info);
void bblas_haxpy_batch(const int64_t *n, const float *alpha, const bblas_half *const *x,
    const int64_t *incx, bblas_half *const *y, const int64_t *incy, int64_t batch_count,
    bblas_batch_opts batch_opts, int64_t *info);
void bblas_daxpy_batch(const int64_t *n, const double *alpha, const double *const *x,
    const int64_t *incx, double *const *y, const int64_t *incy, int64_t batch_count,
    bblas_batch_opts batch_opts, int64_t *info);
void bblas_caxpy_batch(const int64_t *n, const bblas_complex_float *alpha,
    const bblas_complex_float *const *x, const int64_t *incx, bblas_complex_float *const *y,
    const int64_t *incy, int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);
void bblas_kaxpy_batch(const int64_t *n, const bblas_complex_float *alpha,
    const bblas_complex_half *const *x, const int64_t *incx, bblas_complex_half *const *y,
    const int64_t *incy, int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);
void bblas_zaxpy_batch(const int64_t *n, const bblas_complex_double *alpha,
    const bblas_complex_double *const *x, const int64_t *incx, bblas_complex_double *const *y,
    const int64_t *incy, int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);

/* ---------------------------------------------------------------------------------------------
 * GEMV (section 5): y_i = alpha_i op(A_i) x_i + beta_i y_i. Positions: trans 1, m 2, n 3,
 * alpha 4, arrayA 5, lda 6, x 7, incx 8, beta 9, y 10, incy 11, batch_count 12, batch_opts 13,
 * info 14. */
void bblas_sgemv_batch(const BLAS_Trans *trans, const int64_t *m, const int64_t *n,
    const float *alpha, const float *const *arrayA, const int64_t *lda, const float *const *x,
    const int64_t *incx, const float *beta, float *const *y, const int64_t *incy,
    int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);
void bblas_hgemv_batch(const BLAS_Trans *trans, const int64_t *m, const int64_t *n,
    const float *alpha, const bblas_half *const *arrayA, const int64_t *lda, const bblas_half *const *x,
    const int64_t *incx, const float *beta, bblas_half *const *y, const int64_t *incy,
    int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);
void bblas_dgemv_batch(const BLAS_Trans *trans, const int64_t *m, const int64_t *n,
    const double *alpha, const double *const *arrayA, const int64_t *lda, const double *const *x,
    const int64_t *incx, const double *beta, double *const *y, const int64_t *incy,
    int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);
void bblas_cgemv_batch(const BLAS_Trans *trans, const int64_t *m, const int64_t *n,
    const bblas_complex_float *alpha, const bblas_complex_float *const *arrayA, const int64_t *lda,
    const bblas_complex_float *const *x, const int64_t *incx, const bblas_complex_float *beta,
    bblas_complex_float *const *y, const int64_t *incy, int64_t batch_count,
    bblas_batch_opts batch_opts, int64_t *info);
void bblas_kgemv_batch(const BLAS_Trans *trans, const int64_t *m, const int64_t *n,
    const bblas_complex_float *alpha, const bblas_complex_half *const *arrayA, const int64_t *lda,
    const bblas_complex_half *const *x, const int64_t *incx, const bblas_complex_float *beta,
    bblas_complex_half *const *y, const int64_t *incy, int64_t batch_count,
    bblas_batch_opts batch_opts, int64_t *info);
void bblas_zgemv_batch(const BLAS_Trans *trans, const int64_t *m, const int64_t *n,
    const bblas_complex_double *alpha, const bblas_complex_double *const *arrayA,
    const int64_t *lda, const bblas_complex_double *const *x, const int64_t *incx,
    const bblas_complex_double *beta, bblas_complex_double *const *y, const int64_t *incy,
    int64_t batch_count, bblas_batch_opts batch_opts, int64_t *info);

/* ---------------------------------------------------------------------------------------------
 * GETRF (section 6): A_i = P_i L_i U_i, LU factorisation with partial pivoting of the m_i x n_i
 * matrix A_i, overwritten by L_i (unit diagonal, not stored) and U_i, as LAPACK's getrf; the
 * min(m_i, n_i) pivots go to ipiv[i] (1-based: row j was interchanged with row ipiv[i][j - 1]).
 * info[i] > 0: U(info[i], info[i]) of problem i is exactly zero. The same computation as
 * BLAS_getrf_batched_* in bblas.h. Positions: m 1, n 2, arrayA 3, lda 4, ipiv 5, batch_count 6,
 * batch_opts 7, info 8. */
void bblas_sgetrf_batch(const int64_t *m, const int64_t *n, float *const *arrayA,
    const int64_t *lda, int64_t *const *ipiv, int64_t batch_count, bblas_batch_opts batch_opts,
    int64_t *info);
void bblas_dgetrf_batch(const int64_t *m, const int64_t *n, double *const *arrayA,
    const int64_t *lda, int64_t *const *ipiv, int64_t batch_count, bblas_batch_opts batch_opts,
    int64_t *info);
void bblas_cgetrf_batch(const int64_t *m, const int64_t *n, bblas_complex_float *const *arrayA,
    const int64_t *lda, int64_t *const *ipiv, int64_t batch_count, bblas_batch_opts batch_opts,
    int64_t *info);
void bblas_zgetrf_batch(const int64_t *m, const int64_t *n, bblas_complex_double *const *arrayA,
    const int64_t *lda, int64_t *const *ipiv, int64_t batch_count, bblas_batch_opts batch_opts,
    int64_t *info);

#pragma GCC visibility pop

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* BBLAS_FLAT_H */
