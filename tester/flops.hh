// Operation counts of the Level-3 routines: LAPACK Working Note 41, as BLAS++ counts them.
// Real types do muls + adds flops; complex types 6 flops per multiply and 2 per add.
#pragma once

#include <cstdint>

namespace tester {

struct Flops {
    double muls = 0, adds = 0;
    double total(bool complex) const { return complex ? 6 * muls + 2 * adds : muls + adds; }
};

inline Flops gemm_flops(double m, double n, double k) { return {m * n * k, m * n * k}; }
// symm, hemm: A is m x m (left) or n x n (right)
inline Flops symm_flops(bool left, double m, double n) {
    return left ? Flops{m * m * n, m * m * n} : Flops{m * n * n, m * n * n};
}
// syrk, herk
inline Flops syrk_flops(double n, double k) { return {0.5 * k * n * (n + 1), 0.5 * k * n * (n + 1)}; }
// syr2k, her2k
inline Flops syr2k_flops(double n, double k) { return {k * n * n, k * n * n + n}; }
// trmm, trsm: A is m x m (left) or n x n (right)
inline Flops trmm_flops(bool left, double m, double n) {
    return left ? Flops{0.5 * n * m * (m + 1), 0.5 * n * m * (m - 1)}
                : Flops{0.5 * m * n * (n + 1), 0.5 * m * n * (n - 1)};
}

}  // namespace tester
