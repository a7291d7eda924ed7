// C = alpha * A * B + beta * C on views (A: m x k, B: k x n, C: m x n), written once over the
// value type the views hold: a scalar for one matrix, a SIMD pack for W interleaved ones.
// Callers have already dealt with the netlib quick return ((alpha == 0 or k == 0) and
// beta == 1); beta == 0: C is not read; alpha == 0: A and B are not read.
#pragma once

#include <cstdint>

#include "kernels/target.hh"
#include "kernels/tile.hh"

BBLAS_TARGET_BEGIN

// One MR x NR tile of C at (i0, j0), its accumulators in registers through the k loop. The
// cases alpha = 0 and beta = 0 are separate loops: a branch around the accumulation or inside
// the final loop makes GCC keep the accumulators in memory.
template <int MR, int NR, class S, class VA, class VB, class VC>
BBLAS_INLINE void gemm_tile(int64_t i0, int64_t j0, int64_t k, S alpha, VA A, VB B, S beta, VC C) {
    using V = typename VC::value;
    if (alpha == S(0)) {
        for (int c = 0; c < NR; ++c)
            for (int r = 0; r < MR; ++r)
                C.store(i0 + r, j0 + c, beta == S(0) ? V{} : beta * C.load(i0 + r, j0 + c));
        return;
    }
    V acc[MR][NR];
    for (int r = 0; r < MR; ++r)
        for (int c = 0; c < NR; ++c) acc[r][c] = V{};
    for (int64_t l = 0; l < k; ++l) {
        V a[MR];
        for (int r = 0; r < MR; ++r) a[r] = A.load(i0 + r, l);
        for (int c = 0; c < NR; ++c) {
            const V b = B.load(l, j0 + c);
            for (int r = 0; r < MR; ++r) acc[r][c] += a[r] * b;
        }
    }
    if (beta == S(0)) {
        for (int c = 0; c < NR; ++c)
            for (int r = 0; r < MR; ++r) C.store(i0 + r, j0 + c, alpha * acc[r][c]);
    } else {
        for (int c = 0; c < NR; ++c)
            for (int r = 0; r < MR; ++r)
                C.store(i0 + r, j0 + c, alpha * acc[r][c] + beta * C.load(i0 + r, j0 + c));
    }
}

// MaxCols: the most columns C can have (0: any), so that a caller with one column (gemv, symv)
// does not instantiate the tiles of several columns it never reaches.
template <int MaxCols = 0, class S, class VA, class VB, class VC>
void gemm_kernel(int64_t m, int64_t n, int64_t k, S alpha, VA A, VB B, S beta, VC C) {
    using V = typename VC::value;
    constexpr int MR = kTileRows<V>, NR = MaxCols > 0 && MaxCols < kTileCols<V> ? MaxCols : kTileCols<V>;
    for (int64_t j0 = 0; j0 < n; j0 += NR) {
        const int nr = int(n - j0 < NR ? n - j0 : NR);
        for (int64_t i0 = 0; i0 < m; i0 += MR) {
            const int mr = int(m - i0 < MR ? m - i0 : MR);
            with_tile<MR, NR>(mr, nr,
                              [&]<int TR, int TC>() { gemm_tile<TR, TC>(i0, j0, k, alpha, A, B, beta, C); });
        }
    }
}

BBLAS_TARGET_END
