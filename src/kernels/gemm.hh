// C = alpha * A * B + beta * C on views (A: m x k, B: k x n, C: m x n), written once over the
// value type the views hold. Callers have already dealt with the netlib quick return
// ((alpha == 0 or k == 0) and beta == 1); beta == 0: C is not read; alpha == 0: A, B are not read.
#pragma once

#include <cstdint>

#include "kernels/target.hh"

BBLAS_TARGET_BEGIN

template <class S, class VA, class VB, class VC>
void gemm_kernel(int64_t m, int64_t n, int64_t k, S alpha, VA A, VB B, S beta, VC C) {
    using V = typename VC::value;
    const bool product = alpha != S(0);
    const bool read_c = beta != S(0);
    for (int64_t j = 0; j < n; ++j) {
        for (int64_t i = 0; i < m; ++i) {
            V acc{};
            if (product)
                for (int64_t l = 0; l < k; ++l) acc += A.load(i, l) * B.load(l, j);
            V r = alpha * acc;
            if (read_c) r += beta * C.load(i, j);
            C.store(i, j, r);
        }
    }
}

BBLAS_TARGET_END
