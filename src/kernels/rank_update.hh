// The uplo triangle of C = alpha * X1 * Y1 [+ alpha2 * X2 * Y2] + beta * C, C n x n, X n x k,
// Y k x n: syrk and herk (one term), syr2k and her2k (two terms). Herm: the diagonal of the
// result is made real, as herk and her2k require. Quick returns are the caller's.
#pragma once

#include <cstdint>

#include "kernels/scalar.hh"

#include "kernels/target.hh"

BBLAS_TARGET_BEGIN

template <bool Two, bool Herm, class S, class VX1, class VY1, class VX2, class VY2, class VC>
void rank_update_kernel(bool upper, int64_t n, int64_t k, S alpha, VX1 X1, VY1 Y1, S alpha2, VX2 X2, VY2 Y2,
                        S beta, VC C) {
    using V = typename VC::value;
    const bool product = alpha != S(0);
    const bool read_c = beta != S(0);
    for (int64_t j = 0; j < n; ++j) {
        const int64_t i0 = upper ? 0 : j, i1 = upper ? j + 1 : n;
        for (int64_t i = i0; i < i1; ++i) {
            // herk, her2k: the imaginary part of C's diagonal is not read (reference BLAS)
            const auto c = [&] { return Herm && i == j ? real_value(C.load(i, j)) : C.load(i, j); };
            V r{};
            if (product) {
                V acc{};
                for (int64_t l = 0; l < k; ++l) acc += X1.load(i, l) * Y1.load(l, j);
                r = alpha * acc;
                if constexpr (Two) {
                    V acc2{};
                    for (int64_t l = 0; l < k; ++l) acc2 += X2.load(i, l) * Y2.load(l, j);
                    r += alpha2 * acc2;
                }
                if (read_c) r += beta * c();
            } else if (read_c) {
                r = beta * c();  // beta C exactly, as netlib (0 + beta C would turn -0 into +0)
            }
            if (Herm && i == j) r = real_value(r);
            C.store(i, j, r);
        }
    }
}

BBLAS_TARGET_END
