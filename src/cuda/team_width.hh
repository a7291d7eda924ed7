// The register width of the kernels that keep a matrix's rows in registers (cuda/team.cuh's
// teams): host code too (the planners ask which groups those kernels can take).
#pragma once

#include <cstdint>
#include <type_traits>

namespace bblas::impl::cuda {

// Calls f(std::integral_constant<int, NB>{}) with NB the register width of order n (1..32).
template <class F>
auto with_register_width(int64_t n, F f) {
    if (n <= 2) return f(std::integral_constant<int, 2>{});
    if (n <= 4) return f(std::integral_constant<int, 4>{});
    if (n <= 8) return f(std::integral_constant<int, 8>{});
    if (n <= 16) return f(std::integral_constant<int, 16>{});
    return f(std::integral_constant<int, 32>{});
}

// Whether rows of NB elements of S are kept in registers: complex rows of 256 bytes or more
// (c64 from order 9, c32 from 17) stay in shared memory, which measured faster there on the H200
// (the batched LAPACK, docs/cuda.md); those register kernels are not built.
template <class S, int NB>
constexpr bool kRowsInRegisters = std::is_arithmetic_v<S> || NB * sizeof(S) < 256;

// The team width for matrices of `rows` rows: the power of two >= rows, at most 32.
inline int team_width(int64_t rows) {
    int w = 1;
    while (w < 32 && w < rows) w *= 2;
    return w;
}

}  // namespace bblas::impl::cuda
