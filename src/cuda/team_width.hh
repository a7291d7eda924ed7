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

// The largest order a team takes (a team is at most a warp).
constexpr int64_t kTeamMaxOrder = 32;

// Whether a team keeps the rows of a matrix of order n (1..kTeamMaxOrder) in registers.
template <class S>
bool rows_in_registers(int64_t n) {
    if (n < 1 || n > kTeamMaxOrder) return false;
    return with_register_width(n, [](auto nb) { return kRowsInRegisters<S, decltype(nb)::value>; });
}

// The team width for matrices of `rows` rows: the power of two >= rows, at most 32.
inline int team_width(int64_t rows) {
    int w = 1;
    while (w < 32 && w < rows) w *= 2;
    return w;
}

}  // namespace bblas::impl::cuda
