/* bblas across MPI ranks, from C: a batch of symmetric positive definite systems A_i x_i = b_i
 * in groups of different orders is made on rank 0, cut into one contiguous range per rank of
 * about equal flops (not of equal matrix counts: one order-32 system costs as much as several
 * hundred of order 4), scattered, solved on every rank by one call of BLAS_posv_batched_r64 (its
 * share of the groups: one local group per global group it touches), and the solutions and
 * every matrix's info gathered back to rank 0, which checks them: the residual of each solved
 * system, and the LAPACK code of the matrices planted not positive definite.
 *
 *   mpiexec -n 3 mpi_batched_c [scale [repeat]]
 *
 * scale (default 5) multiplies the matrices per rank (groups of orders 4, 8, 16, 32 hold
 * 80, 20, 4, 1 x scale matrices per rank, so the batch grows with the ranks: weak scaling);
 * repeat (default 1) solves that many times on each rank, timing each solve (factors and
 * solutions are overwritten, so every repetition starts from a fresh copy). Rank 0 prints each
 * rank's share and its median solve time, the median over repetitions of the slowest rank's
 * solve time, the scatter and gather times, and the result of the checks. Exit status 0 when every check passes.
 * docs/distributed.md explains the partition and has the weak-scaling measurements. */
#include <bblas.h>
#include <mpi.h>

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { GROUPS = 4, NRHS = 2, PLANT_EVERY = 97 };
static const int64_t order[GROUPS] = {4, 8, 16, 32};
static const int64_t per_rank[GROUPS] = {80, 20, 4, 1};

/* Flops of one posv of order n with NRHS right-hand sides: the Cholesky factorisation and
 * the two triangular solves. Only their ratios matter to the partition. */
static double posv_flops(int64_t n) { return n * n * n / 3.0 + 2.0 * n * n * NRHS; }

/* A deterministic generator (Park and Miller's), the same in mpi_batched.f90: values in [-1, 1). */
static double next_value(int64_t *state)
{
    *state = *state * 48271 % 2147483647;
    return (double)*state / 2147483647 * 2 - 1;
}

/* Matrix p (order n): symmetric with entries in [-1, 1) and n + 1 on the diagonal, positive
 * definite by Gershgorin; every PLANT_EVERY-th matrix gets -1 at diagonal entry k = 1 + p % n
 * (1-based), so that its leading minor of order k is not positive definite: info = k. */
static int64_t make_system(int64_t p, int64_t n, double *A, double *B, int64_t *state)
{
    for (int64_t j = 0; j < n; ++j) {
        for (int64_t i = 0; i < j; ++i)
            A[i + j * n] = A[j + i * n] = next_value(state);
        A[j + j * n] = (double)(n + 1);
    }
    for (int64_t e = 0; e < n * NRHS; ++e)
        B[e] = next_value(state);
    if (p % PLANT_EVERY != PLANT_EVERY - 1)
        return 0;
    const int64_t k = 1 + p % n;
    A[(k - 1) * (n + 1)] = -1.0;
    return k;
}

static int by_value(const void *a, const void *b)
{
    const double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, ranks;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    const int64_t scale = argc > 1 ? atoll(argv[1]) : 5;
    const int repeat = argc > 2 ? atoi(argv[2]) : 1;
    if (scale < 1 || repeat < 1) {
        if (rank == 0)
            fprintf(stderr, "usage: mpi_batched_c [scale >= 1 [repeat >= 1]]\n");
        MPI_Abort(MPI_COMM_WORLD, 2);
    }

    /* The global batch, group after group, and each matrix's offsets into the packed arrays
     * of A (n * n each) and B (n * NRHS each). Every rank computes this description; only
     * rank 0 makes the data. */
    int64_t count[GROUPS], batch = 0;
    for (int g = 0; g < GROUPS; ++g)
        batch += count[g] = per_rank[g] * scale * ranks;
    int64_t *n_of = malloc(batch * sizeof *n_of);
    int64_t *a_at = malloc((batch + 1) * sizeof *a_at), *b_at = malloc((batch + 1) * sizeof *b_at);
    double *flops_before = malloc((batch + 1) * sizeof *flops_before);
    a_at[0] = b_at[0] = 0;
    flops_before[0] = 0;
    for (int64_t p = 0, g = 0, in_g = 0; p < batch; ++p, ++in_g) {
        if (in_g == count[g])
            ++g, in_g = 0;
        n_of[p] = order[g];
        a_at[p + 1] = a_at[p] + n_of[p] * n_of[p];
        b_at[p + 1] = b_at[p] + n_of[p] * NRHS;
        flops_before[p + 1] = flops_before[p] + posv_flops(n_of[p]);
    }

    /* Rank r takes the matrices whose flops start in [r, r + 1) * total / ranks: contiguous
     * ranges of about equal work. */
    int64_t *first = malloc((ranks + 1) * sizeof *first);
    for (int r = 0, p = 0; r <= ranks; ++r) {
        const double start = flops_before[batch] * r / ranks;
        while (p < batch && flops_before[p] < start)
            ++p;
        first[r] = r == ranks ? batch : p;
    }
    const int64_t lo = first[rank], hi = first[rank + 1], mine = hi - lo;

    /* Scatter: counts in doubles, which MPI takes as int. */
    int *a_counts = malloc(ranks * sizeof *a_counts), *a_displs = malloc(ranks * sizeof *a_displs);
    int *b_counts = malloc(ranks * sizeof *b_counts), *b_displs = malloc(ranks * sizeof *b_displs);
    int *i_counts = malloc(ranks * sizeof *i_counts), *i_displs = malloc(ranks * sizeof *i_displs);
    if (a_at[batch] > INT32_MAX) {
        if (rank == 0)
            fprintf(stderr, "mpi_batched_c: batch too large for int counts\n");
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    for (int r = 0; r < ranks; ++r) {
        a_displs[r] = (int)a_at[first[r]];
        a_counts[r] = (int)(a_at[first[r + 1]] - a_at[first[r]]);
        b_displs[r] = (int)b_at[first[r]];
        b_counts[r] = (int)(b_at[first[r + 1]] - b_at[first[r]]);
        i_displs[r] = (int)first[r];
        i_counts[r] = (int)(first[r + 1] - first[r]);
    }
    double *A = NULL, *B = NULL, *X = NULL;
    int64_t *expected = NULL, *info_all = NULL;
    if (rank == 0) {
        A = malloc(a_at[batch] * sizeof *A);
        B = malloc(b_at[batch] * sizeof *B);
        X = malloc(b_at[batch] * sizeof *X);
        expected = malloc(batch * sizeof *expected);
        info_all = malloc(batch * sizeof *info_all);
        int64_t state = 2021;
        for (int64_t p = 0; p < batch; ++p)
            expected[p] = make_system(p, n_of[p], A + a_at[p], B + b_at[p], &state);
    }
    double *my_a0 = malloc((a_counts[rank] + 1) * sizeof *my_a0);
    double *my_b0 = malloc((b_counts[rank] + 1) * sizeof *my_b0);
    double *my_a = malloc((a_counts[rank] + 1) * sizeof *my_a);
    double *my_b = malloc((b_counts[rank] + 1) * sizeof *my_b);
    MPI_Barrier(MPI_COMM_WORLD);
    double t = MPI_Wtime();
    MPI_Scatterv(A, a_counts, a_displs, MPI_DOUBLE, my_a0, a_counts[rank], MPI_DOUBLE, 0, MPI_COMM_WORLD);
    MPI_Scatterv(B, b_counts, b_displs, MPI_DOUBLE, my_b0, b_counts[rank], MPI_DOUBLE, 0, MPI_COMM_WORLD);
    const double t_scatter = MPI_Wtime() - t;

    /* This rank's groups: its part of each global group, one local group per order. */
    int64_t g_n[GROUPS], g_ld[GROUPS], g_size[GROUPS], groups = 0;
    BLAS_Uplo g_uplo[GROUPS];
    for (int64_t p = lo; p < hi; ++p) {
        if (p == lo || n_of[p] != n_of[p - 1]) {
            g_n[groups] = g_ld[groups] = n_of[p];
            g_uplo[groups] = BlasLower;
            g_size[groups++] = 0;
        }
        ++g_size[groups - 1];
    }
    double **pa = malloc((mine + 1) * sizeof *pa), **pb = malloc((mine + 1) * sizeof *pb);
    for (int64_t p = lo; p < hi; ++p) {
        pa[p - lo] = my_a + (a_at[p] - a_at[lo]);
        pb[p - lo] = my_b + (b_at[p] - b_at[lo]);
    }
    int64_t *info = malloc((1 + mine) * sizeof *info);
    const int64_t nrhs[GROUPS] = {NRHS, NRHS, NRHS, NRHS};
    double *slowest = malloc(repeat * sizeof *slowest), *own = malloc(repeat * sizeof *own);
    for (int it = 0; it < repeat; ++it) {
        memcpy(my_a, my_a0, a_counts[rank] * sizeof *my_a);
        memcpy(my_b, my_b0, b_counts[rank] * sizeof *my_b);
        MPI_Barrier(MPI_COMM_WORLD);
        t = MPI_Wtime();
        info[0] = BblasErrorsReportAll;
        BLAS_posv_batched_r64(BlasColMajor, g_uplo, g_n, nrhs, pa, g_ld, pb, g_ld, groups, g_size, info);
        own[it] = MPI_Wtime() - t;
        MPI_Reduce(&own[it], &slowest[it], 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
    }
    qsort(own, repeat, sizeof *own, by_value);
    double *rank_median = malloc(ranks * sizeof *rank_median);
    MPI_Gather(&own[repeat / 2], 1, MPI_DOUBLE, rank_median, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);

    /* Gather: the solutions and one info per matrix. */
    t = MPI_Wtime();
    MPI_Gatherv(my_b, b_counts[rank], MPI_DOUBLE, X, b_counts, b_displs, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    MPI_Gatherv(info + 1, i_counts[rank], MPI_INT64_T, info_all, i_counts, i_displs, MPI_INT64_T, 0,
                MPI_COMM_WORLD);
    const double t_gather = MPI_Wtime() - t;

    int failures = 0;
    if (rank == 0) {
        for (int r = 0; r < ranks; ++r)
            printf("rank %d: matrices %lld..%lld (%lld), %.1f%% of the flops, posv %.3f ms\n", r,
                   (long long)first[r], (long long)first[r + 1] - 1, (long long)(first[r + 1] - first[r]),
                   100.0 * (flops_before[first[r + 1]] - flops_before[first[r]]) / flops_before[batch],
                   1e3 * rank_median[r]);
        /* Solved systems: the residual, relative as LAPACK's tests measure it. */
        double worst = 0;
        int64_t planted = 0;
        for (int64_t p = 0; p < batch; ++p) {
            const int64_t n = n_of[p];
            const double *a = A + a_at[p], *b = B + b_at[p], *x = X + b_at[p];
            if (info_all[p] != expected[p]) {
                if (failures++ < 10)
                    printf("FAILED: matrix %lld: info %lld, expected %lld\n", (long long)p,
                           (long long)info_all[p], (long long)expected[p]);
                continue;
            }
            if (expected[p] != 0) { /* posv leaves B unchanged for a matrix it cannot factor */
                ++planted;
                if (memcmp(x, b, n * NRHS * sizeof *x) != 0 && failures++ < 10)
                    printf("FAILED: matrix %lld: B changed although info = %lld\n", (long long)p,
                           (long long)info_all[p]);
                continue;
            }
            double anorm = 0, xnorm = 0, rnorm = 0;
            for (int64_t j = 0; j < n; ++j) {
                double col = 0;
                for (int64_t i = 0; i < n; ++i)
                    col += fabs(a[i + j * n]);
                anorm = fmax(anorm, col);
            }
            for (int64_t c = 0; c < NRHS; ++c) {
                double xcol = 0, rcol = 0;
                for (int64_t i = 0; i < n; ++i) {
                    double r = b[i + c * n];
                    for (int64_t j = 0; j < n; ++j) /* the full symmetric A */
                        r -= a[i + j * n] * x[j + c * n];
                    rcol += fabs(r);
                    xcol += fabs(x[i + c * n]);
                }
                xnorm = fmax(xnorm, xcol);
                rnorm = fmax(rnorm, rcol);
            }
            worst = fmax(worst, rnorm / (n * anorm * xnorm * 2.220446049250313e-16));
        }
        if (!(worst < 30))
            ++failures;
        qsort(slowest, repeat, sizeof *slowest, by_value);
        printf("%d ranks, %lld systems (orders 4, 8, 16, 32; %lld planted not positive definite)\n", ranks,
               (long long)batch, (long long)planted);
        printf("posv: %.3f ms (median of %d, slowest rank), %.1f GFLOP/s; scatter %.3f ms, gather %.3f ms\n",
               1e3 * slowest[repeat / 2], repeat, flops_before[batch] / slowest[repeat / 2] * 1e-9,
               1e3 * t_scatter, 1e3 * t_gather);
        printf("largest residual ratio %.2f; %s\n", worst, failures ? "CHECKS FAILED" : "all checks passed");
    }
    MPI_Bcast(&failures, 1, MPI_INT, 0, MPI_COMM_WORLD);
    free(n_of), free(a_at), free(b_at), free(flops_before), free(first);
    free(a_counts), free(a_displs), free(b_counts), free(b_displs), free(i_counts), free(i_displs);
    free(A), free(B), free(X), free(expected), free(info_all);
    free(my_a0), free(my_b0), free(my_a), free(my_b), free(pa), free(pb), free(info), free(slowest);
    free(own), free(rank_median);
    MPI_Finalize();
    return failures ? 1 : 0;
}
