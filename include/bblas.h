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
 * Complex arguments are C99 _Complex (C) or std::complex (C++): two interleaved reals.
 */
#ifndef BBLAS_H
#define BBLAS_H

#include <stdint.h>

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

typedef BBLAS_COMPLEX_FLOAT bblas_complex_float;
typedef BBLAS_COMPLEX_DOUBLE bblas_complex_double;

/* Numeric values as CBLAS's enumerations. */
typedef enum BLAS_Layout BBLAS_ENUM_BASE { BlasRowMajor = 101, BlasColMajor = 102 } BLAS_Layout;
typedef enum BLAS_Trans BBLAS_ENUM_BASE {
    BlasNoTrans = 111, BlasTrans = 112, BlasConjTrans = 113
} BLAS_Trans;
typedef enum BLAS_Uplo BBLAS_ENUM_BASE { BlasUpper = 121, BlasLower = 122 } BLAS_Uplo;
typedef enum BLAS_Diag BBLAS_ENUM_BASE { BlasNonUnit = 131, BlasUnit = 132 } BLAS_Diag;
typedef enum BLAS_Side BBLAS_ENUM_BASE { BlasLeft = 141, BlasRight = 142 } BLAS_Side;

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
void BLAS_symm_batched_c32(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo,
    const int64_t *m, const int64_t *n, const bblas_complex_float *alpha,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    const bblas_complex_float *const *B, const int64_t *B_ld,
    const bblas_complex_float *beta, bblas_complex_float *const *C, const int64_t *C_ld,
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
void BLAS_syrk_batched_c32(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans,
    const int64_t *n, const int64_t *k, const bblas_complex_float *alpha,
    const bblas_complex_float *const *A, const int64_t *A_ld, const bblas_complex_float *beta,
    bblas_complex_float *const *C, const int64_t *C_ld,
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
void BLAS_syr2k_batched_c32(BLAS_Layout layout, const BLAS_Uplo *uplo, const BLAS_Trans *trans,
    const int64_t *n, const int64_t *k, const bblas_complex_float *alpha,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    const bblas_complex_float *const *B, const int64_t *B_ld,
    const bblas_complex_float *beta, bblas_complex_float *const *C, const int64_t *C_ld,
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
void BLAS_trmm_batched_c32(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo,
    const BLAS_Trans *transA, const BLAS_Diag *diag, const int64_t *m, const int64_t *n,
    const bblas_complex_float *alpha, const bblas_complex_float *const *A, const int64_t *A_ld,
    bblas_complex_float *const *B, const int64_t *B_ld,
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
void BLAS_trsm_batched_c32(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo,
    const BLAS_Trans *transA, const BLAS_Diag *diag, const int64_t *m, const int64_t *n,
    const bblas_complex_float *alpha, const bblas_complex_float *const *A, const int64_t *A_ld,
    bblas_complex_float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_trsm_batched_c64(BLAS_Layout layout, const BLAS_Side *side, const BLAS_Uplo *uplo,
    const BLAS_Trans *transA, const BLAS_Diag *diag, const int64_t *m, const int64_t *n,
    const bblas_complex_double *alpha, const bblas_complex_double *const *A, const int64_t *A_ld,
    bblas_complex_double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* BBLAS_H */
