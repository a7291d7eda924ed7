/* bblas: batched LAPACK, the group interface (paper 003, section 5). Included by bblas.h; see
 * there for groups, leading dimensions and the info modes (numerical info in particular).
 * Argument order as LAPACK's; pivots are int64_t, 1-based; sizes as the Level 3 routines. */
#ifndef BBLAS_LAPACK_C_H
#define BBLAS_LAPACK_C_H

#ifdef __cplusplus
extern "C" {
#endif

#pragma GCC visibility push(default)

/* ---------------------------------------------------------------------------------------------
 * GETRF: A = P L U, LU factorisation with partial pivoting (row interchanges) of the m x n A.
 * L (unit diagonal, not stored) and U overwrite A; ipiv[i] holds min(m, n) pivots, 1-based: row
 * k was interchanged with row ipiv[i][k] (LAPACK's convention). The pivot is the first entry of
 * largest |re| + |im| in its column. info > 0: U(info, info) is exactly zero (the first such);
 * the factorisation is completed, and a solve with it would divide by zero.
 * Positions: layout 1, m 2, n 3, A 4, A_ld 5, ipiv 6, group_count 7, group_sizes 8, info 9. */
void BLAS_getrf_batched_r32(BLAS_Layout layout, const int64_t *m, const int64_t *n, float *const *A, const int64_t *A_ld, int64_t *const *ipiv,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_getrf_batched_r64(BLAS_Layout layout, const int64_t *m, const int64_t *n, double *const *A, const int64_t *A_ld, int64_t *const *ipiv,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_getrf_batched_c32(BLAS_Layout layout, const int64_t *m, const int64_t *n, bblas_complex_float *const *A, const int64_t *A_ld, int64_t *const *ipiv,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_getrf_batched_c64(BLAS_Layout layout, const int64_t *m, const int64_t *n, bblas_complex_double *const *A, const int64_t *A_ld, int64_t *const *ipiv,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/* ---------------------------------------------------------------------------------------------
 * GETRS: solves op(A) X = B (trans: BlasNoTrans, BlasTrans, BlasConjTrans) with the n x n A
 * factored by getrf (A and ipiv as getrf left them). B is n x nrhs; X overwrites it. No
 * numerical info: a singular U gives Inf/NaN, as in LAPACK.
 * Positions: layout 1, trans 2, n 3, nrhs 4, A 5, A_ld 6, ipiv 7, B 8, B_ld 9, group_count 10,
 * group_sizes 11, info 12. */
void BLAS_getrs_batched_r32(BLAS_Layout layout, const BLAS_Trans *trans, const int64_t *n, const int64_t *nrhs, const float *const *A, const int64_t *A_ld, const int64_t *const *ipiv, float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_getrs_batched_r64(BLAS_Layout layout, const BLAS_Trans *trans, const int64_t *n, const int64_t *nrhs, const double *const *A, const int64_t *A_ld, const int64_t *const *ipiv, double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_getrs_batched_c32(BLAS_Layout layout, const BLAS_Trans *trans, const int64_t *n, const int64_t *nrhs, const bblas_complex_float *const *A, const int64_t *A_ld, const int64_t *const *ipiv, bblas_complex_float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_getrs_batched_c64(BLAS_Layout layout, const BLAS_Trans *trans, const int64_t *n, const int64_t *nrhs, const bblas_complex_double *const *A, const int64_t *A_ld, const int64_t *const *ipiv, bblas_complex_double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/* ---------------------------------------------------------------------------------------------
 * GESV: solves A X = B for the n x n A: getrf then getrs on one pass over the data. A gets its
 * LU factors, ipiv its pivots, B (n x nrhs) the solution X. info > 0 as getrf; then that
 * matrix's B is left unchanged.
 * Positions: layout 1, n 2, nrhs 3, A 4, A_ld 5, ipiv 6, B 7, B_ld 8, group_count 9,
 * group_sizes 10, info 11. */
void BLAS_gesv_batched_r32(BLAS_Layout layout, const int64_t *n, const int64_t *nrhs, float *const *A, const int64_t *A_ld, int64_t *const *ipiv, float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_gesv_batched_r64(BLAS_Layout layout, const int64_t *n, const int64_t *nrhs, double *const *A, const int64_t *A_ld, int64_t *const *ipiv, double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_gesv_batched_c32(BLAS_Layout layout, const int64_t *n, const int64_t *nrhs, bblas_complex_float *const *A, const int64_t *A_ld, int64_t *const *ipiv, bblas_complex_float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_gesv_batched_c64(BLAS_Layout layout, const int64_t *n, const int64_t *nrhs, bblas_complex_double *const *A, const int64_t *A_ld, int64_t *const *ipiv, bblas_complex_double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/* ---------------------------------------------------------------------------------------------
 * POTRF: Cholesky factorisation of the n x n Hermitian (symmetric) positive definite A:
 * A = L L^H (uplo BlasLower) or A = U^H U (BlasUpper), the factor overwriting that triangle;
 * the other one is neither read nor written. info > 0: the leading minor of order info is not
 * positive definite (its pivot is <= 0 or NaN); that matrix is left partially factored as
 * LAPACK leaves it (columns before info factored, A(info, info) holds the failed pivot).
 * Positions: layout 1, uplo 2, n 3, A 4, A_ld 5, group_count 6, group_sizes 7, info 8. */
void BLAS_potrf_batched_r32(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n, float *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_potrf_batched_r64(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n, double *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_potrf_batched_c32(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n, bblas_complex_float *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_potrf_batched_c64(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n, bblas_complex_double *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/* ---------------------------------------------------------------------------------------------
 * POTRS: solves A X = B with A factored by potrf (same uplo). B is n x nrhs; X overwrites it.
 * Positions: layout 1, uplo 2, n 3, nrhs 4, A 5, A_ld 6, B 7, B_ld 8, group_count 9,
 * group_sizes 10, info 11. */
void BLAS_potrs_batched_r32(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n, const int64_t *nrhs, const float *const *A, const int64_t *A_ld, float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_potrs_batched_r64(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n, const int64_t *nrhs, const double *const *A, const int64_t *A_ld, double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_potrs_batched_c32(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n, const int64_t *nrhs, const bblas_complex_float *const *A, const int64_t *A_ld, bblas_complex_float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_potrs_batched_c64(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n, const int64_t *nrhs, const bblas_complex_double *const *A, const int64_t *A_ld, bblas_complex_double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/* ---------------------------------------------------------------------------------------------
 * POSV: solves A X = B for the Hermitian positive definite A: potrf then potrs on one pass over
 * the data. info > 0 as potrf; then that matrix's B is left unchanged.
 * Positions: as potrs. */
void BLAS_posv_batched_r32(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n, const int64_t *nrhs, float *const *A, const int64_t *A_ld, float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_posv_batched_r64(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n, const int64_t *nrhs, double *const *A, const int64_t *A_ld, double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_posv_batched_c32(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n, const int64_t *nrhs, bblas_complex_float *const *A, const int64_t *A_ld, bblas_complex_float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_posv_batched_c64(BLAS_Layout layout, const BLAS_Uplo *uplo, const int64_t *n, const int64_t *nrhs, bblas_complex_double *const *A, const int64_t *A_ld, bblas_complex_double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/* ---------------------------------------------------------------------------------------------
 * GETRI: A^-1 from getrf's factors and pivots, in place. info > 0: U(info, info) is exactly
 * zero, A is singular and that matrix is left unchanged.
 * Positions: layout 1, n 2, A 3, A_ld 4, ipiv 5, group_count 6, group_sizes 7, info 8. */
void BLAS_getri_batched_r32(BLAS_Layout layout, const int64_t *n, float *const *A, const int64_t *A_ld, const int64_t *const *ipiv,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_getri_batched_r64(BLAS_Layout layout, const int64_t *n, double *const *A, const int64_t *A_ld, const int64_t *const *ipiv,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_getri_batched_c32(BLAS_Layout layout, const int64_t *n, bblas_complex_float *const *A, const int64_t *A_ld, const int64_t *const *ipiv,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_getri_batched_c64(BLAS_Layout layout, const int64_t *n, bblas_complex_double *const *A, const int64_t *A_ld, const int64_t *const *ipiv,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/* ---------------------------------------------------------------------------------------------
 * GETRF_INV (beyond the standard): A^-1 of the n x n A in one call, getrf and getri on one pass
 * over the data, the pivots kept internally. info > 0 as getrf; then that matrix holds its LU
 * factors (as after getrf), not an inverse.
 * Positions: layout 1, n 2, A 3, A_ld 4, group_count 5, group_sizes 6, info 7. */
void BLAS_getrf_inv_batched_r32(BLAS_Layout layout, const int64_t *n, float *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_getrf_inv_batched_r64(BLAS_Layout layout, const int64_t *n, double *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_getrf_inv_batched_c32(BLAS_Layout layout, const int64_t *n, bblas_complex_float *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_getrf_inv_batched_c64(BLAS_Layout layout, const int64_t *n, bblas_complex_double *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/* ---------------------------------------------------------------------------------------------
 * GETRF_NOPIV (beyond the standard): A = L U without pivoting, for batches known to need none
 * (diagonally dominant by columns, or symmetric positive definite). UNSAFE IN GENERAL: without
 * pivoting, small pivots amplify rounding errors without bound, and a zero pivot leaves its
 * column unscaled (info = its 1-based index, the first one) while later columns use it.
 * Positions: layout 1, m 2, n 3, A 4, A_ld 5, group_count 6, group_sizes 7, info 8. */
void BLAS_getrf_nopiv_batched_r32(BLAS_Layout layout, const int64_t *m, const int64_t *n, float *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_getrf_nopiv_batched_r64(BLAS_Layout layout, const int64_t *m, const int64_t *n, double *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_getrf_nopiv_batched_c32(BLAS_Layout layout, const int64_t *m, const int64_t *n, bblas_complex_float *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
void BLAS_getrf_nopiv_batched_c64(BLAS_Layout layout, const int64_t *m, const int64_t *n, bblas_complex_double *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

#pragma GCC visibility pop

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* BBLAS_LAPACK_C_H */
