/* bblas from C99: one call to BLAS_gemm_batched_r64 multiplies a BATCH of small matrices in two
 * groups of different shapes and options, with one info entry per matrix (BblasErrorsReportAll).
 * The results are checked against a plain triple loop; a second call shows how an invalid
 * argument in one group is reported while the other group is still computed.
 *
 * Build against an installed bblas:
 *   cc -std=c99 gemm_c.c $(pkg-config --cflags --libs bblas) -o gemm_c
 * Exit status 0 when every check passes, 1 otherwise. */
#include <bblas.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

enum { GROUPS = 2, BATCH = 3 + 5 }; /* 2 groups of 3 and 5 matrices */

/* Column-major element (i, j) of a matrix with leading dimension ld. */
#define AT(X, ld, i, j) ((X)[(i) + (int64_t)(j) * (ld)])

/* C = alpha * op(A) * op(B) + beta * C, the textbook way, for the check. */
static void gemm_loop(BLAS_Trans ta, BLAS_Trans tb, int64_t m, int64_t n, int64_t k, double alpha,
                      const double *A, int64_t lda, const double *B, int64_t ldb, double beta,
                      double *C, int64_t ldc)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            double sum = 0.0;
            for (int64_t l = 0; l < k; ++l) {
                double a = ta == BlasNoTrans ? AT(A, lda, i, l) : AT(A, lda, l, i);
                double b = tb == BlasNoTrans ? AT(B, ldb, l, j) : AT(B, ldb, j, l);
                sum += a * b;
            }
            AT(C, ldc, i, j) = alpha * sum + beta * AT(C, ldc, i, j);
        }
}

/* Applies the triple loop to the Cref matrices of group g (pointers from index first) and
 * returns max |C - Cref| over them, padding rows included (they must come back untouched). */
static double check_group(BLAS_Trans ta, BLAS_Trans tb, int64_t m, int64_t n, int64_t k,
                          double alpha, const double *const *A, int64_t lda,
                          const double *const *B, int64_t ldb, double beta, double *const *C,
                          double *const *Cref, int64_t ldc, int64_t count)
{
    double max_err = 0.0;
    for (int64_t i = 0; i < count; ++i) {
        gemm_loop(ta, tb, m, n, k, alpha, A[i], lda, B[i], ldb, beta, Cref[i], ldc);
        for (int64_t e = 0; e < ldc * n; ++e) {
            double err = fabs(C[i][e] - Cref[i][e]);
            if (err > max_err)
                max_err = err;
        }
    }
    return max_err;
}

/* Small integers keep every product and sum exact, so the comparison can be strict. */
static void fill(double *x, int64_t len, unsigned *seed)
{
    for (int64_t i = 0; i < len; ++i) {
        *seed = *seed * 1103515245u + 12345u;
        x[i] = (double)((int)((*seed >> 16) % 9u) - 4);
    }
}

int main(void)
{
    /* Group 0: 3 products C(4x3) = 1.5 * A(4x5) * B(5x3) + 0.5 * C, A stored with A_ld = 6.
     * Group 1: 5 products C(7x6) = -1 * A(2x7)^T * B(6x2)^T + 2 * C, C stored with C_ld = 8. */
    const BLAS_Trans transA[GROUPS] = {BlasNoTrans, BlasTrans};
    const BLAS_Trans transB[GROUPS] = {BlasNoTrans, BlasTrans};
    const int64_t m[GROUPS] = {4, 7}, n[GROUPS] = {3, 6}, k[GROUPS] = {5, 2};
    const double alpha[GROUPS] = {1.5, -1.0}, beta[GROUPS] = {0.5, 2.0};
    int64_t A_ld[GROUPS] = {6, 2}, B_ld[GROUPS] = {5, 6}, C_ld[GROUPS] = {4, 8};
    const int64_t group_sizes[GROUPS] = {3, 5};

    const double *A[BATCH], *B[BATCH];
    double *C[BATCH], *Cref[BATCH];
    int64_t info[1 + BATCH];
    unsigned seed = 2021u;
    int failures = 0;

    int64_t p = 0;
    for (int g = 0; g < GROUPS; ++g) {
        int64_t a_cols = transA[g] == BlasNoTrans ? k[g] : m[g];
        int64_t b_cols = transB[g] == BlasNoTrans ? n[g] : k[g];
        for (int64_t i = 0; i < group_sizes[g]; ++i, ++p) {
            double *a = malloc(sizeof(double) * A_ld[g] * a_cols);
            double *b = malloc(sizeof(double) * B_ld[g] * b_cols);
            C[p] = malloc(sizeof(double) * C_ld[g] * n[g]);
            Cref[p] = malloc(sizeof(double) * C_ld[g] * n[g]);
            if (!a || !b || !C[p] || !Cref[p]) {
                fprintf(stderr, "out of memory\n");
                return 1;
            }
            fill(a, A_ld[g] * a_cols, &seed);
            fill(b, B_ld[g] * b_cols, &seed);
            fill(C[p], C_ld[g] * n[g], &seed);
            for (int64_t e = 0; e < C_ld[g] * n[g]; ++e)
                Cref[p][e] = C[p][e];
            A[p] = a;
            B[p] = b;
        }
    }

    info[0] = BblasErrorsReportAll;
    BLAS_gemm_batched_r64(BlasColMajor, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta,
                          C, C_ld, GROUPS, group_sizes, info);

    printf("BLAS_gemm_batched_r64: %d groups, %d matrices, info[0] = %lld\n", GROUPS, BATCH,
           (long long)info[0]);
    if (info[0] != 0) {
        fprintf(stderr, "FAIL: info[0] = %lld, expected 0\n", (long long)info[0]);
        ++failures;
    }
    p = 0;
    for (int g = 0; g < GROUPS; ++g) {
        for (int64_t i = 0; i < group_sizes[g]; ++i)
            if (info[1 + p + i] != 0) {
                fprintf(stderr, "FAIL: info[%lld] = %lld for matrix %lld of group %d\n",
                        (long long)(1 + p + i), (long long)info[1 + p + i], (long long)i, g);
                ++failures;
            }
        double max_err = check_group(transA[g], transB[g], m[g], n[g], k[g], alpha[g], A + p,
                                     A_ld[g], B + p, B_ld[g], beta[g], C + p, Cref + p, C_ld[g],
                                     group_sizes[g]);
        printf("  group %d: %lld x C(%lldx%lld) = %g * op(A) * op(B) + %g * C, "
               "max |C - Cref| = %g\n",
               g, (long long)group_sizes[g], (long long)m[g], (long long)n[g], alpha[g], beta[g],
               max_err);
        if (max_err > 0.0) {
            fprintf(stderr, "FAIL: group %d differs from the triple loop\n", g);
            ++failures;
        }
        p += group_sizes[g];
    }

    /* An invalid leading dimension in group 1 (A_ld is argument 9): that group's matrices report
     * -9 and are left alone, group 0 is computed, info[0] names the first bad group (1-based). */
    for (p = 0; p < BATCH; ++p) {
        int g = p < group_sizes[0] ? 0 : 1;
        for (int64_t e = 0; e < C_ld[g] * n[g]; ++e)
            Cref[p][e] = C[p][e];
    }
    A_ld[1] = 1; /* group 1 stores A as k x m = 2 x 7: it needs A_ld >= 2 */
    info[0] = BblasErrorsReportAll;
    BLAS_gemm_batched_r64(BlasColMajor, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta,
                          C, C_ld, GROUPS, group_sizes, info);
    printf("with A_ld[1] = 1: info[0] = %lld, info[1..%d] =", (long long)info[0], BATCH);
    for (p = 0; p < BATCH; ++p)
        printf(" %lld", (long long)info[1 + p]);
    printf("\n");
    int ok = info[0] == 2;
    for (p = 0; p < BATCH; ++p)
        ok = ok && info[1 + p] == (p < group_sizes[0] ? 0 : -9);
    /* group 0 computed once more; group 1 untouched (compared with its copy, no loop applied) */
    ok = ok && check_group(transA[0], transB[0], m[0], n[0], k[0], alpha[0], A, A_ld[0], B,
                           B_ld[0], beta[0], C, Cref, C_ld[0], group_sizes[0]) == 0.0;
    for (p = group_sizes[0]; p < BATCH; ++p)
        for (int64_t e = 0; e < C_ld[1] * n[1]; ++e)
            ok = ok && C[p][e] == Cref[p][e];
    if (!ok) {
        fprintf(stderr, "FAIL: expected info[0] = 2, info 0 and a computed result for group 0, "
                        "info -9 and untouched matrices for group 1\n");
        ++failures;
    }

    for (p = 0; p < BATCH; ++p) {
        free((void *)A[p]);
        free((void *)B[p]);
        free(C[p]);
        free(Cref[p]);
    }
    printf("%s\n", failures ? "gemm_c: FAILED" : "gemm_c: all checks passed");
    return failures ? 1 : 0;
}
