// B = alpha * A * B (trmm) and the solve A * X = alpha * B (trsm) with A triangular, m x m, seen
// through a view: `lower` says which triangle the view shows (after any transposition). Every
// side and transposition reduces to this left-side form (see level3/trmm.cc). unit: A's
// diagonal is not read. alpha == 0: B = 0 and neither A nor B is read (netlib).
#pragma once

#include <cstdint>
#include <type_traits>

#include "kernels/target.hh"

BBLAS_TARGET_BEGIN

template <class VB>
void zero_kernel(int64_t m, int64_t n, VB B) {
    using V = typename VB::value;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) B.store(i, j, V{});
}

// 1 in a value type: a scalar, a pack, a complex pack or a Twin of them
template <class V>
BBLAS_INLINE V one_like() {
    if constexpr (requires { V::broadcast(1); }) return V::broadcast(1);
    else if constexpr (requires { typename V::part; })
        return V{one_like<typename V::part>(), one_like<typename V::part>()};
    else if constexpr (requires { typename V::Re; }) return V{V::Re::broadcast(1), {}};
    else return V(1);
}

template <class S, class VA, class VB>
void trmm_kernel(bool lower, bool unit, int64_t m, int64_t n, S alpha, VA A, VB B) {
    using V = typename VB::value;
    if (alpha == S(0)) return zero_kernel(m, n, B);
    for (int64_t j = 0; j < n; ++j) {
        // row i of the product needs B(l, j) for l on A's side of the diagonal: walk away from it
        for (int64_t step = 0; step < m; ++step) {
            const int64_t i = lower ? m - 1 - step : step;
            V s = unit ? B.load(i, j) : A.load(i, i) * B.load(i, j);
            const int64_t l0 = lower ? 0 : i + 1, l1 = lower ? i : m;
            for (int64_t l = l0; l < l1; ++l) s += A.load(i, l) * B.load(l, j);
            B.store(i, j, alpha * s);
        }
    }
}

// f(0), f(1), ... f(count - 1) until f returns false: unrolled where the order N is a compile-time
// constant (std::integral_constant, the batched LAPACK kernels' orders up to 8), so that each
// step's row and column ranges are constants (the interleaved dgetrf n = 8 ran 1.16x faster
// unrolled, Intel Xeon with AVX-512, 2026-11-27); a plain loop for run-time orders.
template <class N, class F>
BBLAS_INLINE void for_steps(int64_t count, F&& f) {
    if constexpr (std::is_integral_v<N>) {
        for (int64_t k = 0; k < count; ++k)
            if (!f(k)) return;
    } else {
#pragma GCC unroll 8
        for (int64_t k = 0; k < count; ++k)
            if (!f(k)) return;
    }
}

// Row by row, each row's reciprocal diagonal taken once and multiplied in, where LAPACK's
// reference divides every element: a vector division occupies the divider for 8-16 cycles, and
// with one per element it was most of a small solve (potrs, getrs). The rows before i are final
// when row i is computed, so the sums are the reference's, in its order.
// m: int64_t, or std::integral_constant for orders unrolled at compile time (batched LAPACK).
template <class S, class VA, class VB, class M = int64_t>
void trsm_kernel(bool lower, bool unit, M m, int64_t n, S alpha, VA A, VB B) {
    using V = typename VB::value;
    if (alpha == S(0)) return zero_kernel(m, n, B);
    // substitution from the end of the triangle that has one entry per row
    for_steps<M>(
        int64_t(m), [&](int64_t step) __attribute__((always_inline)) {
            const int64_t i = lower ? step : int64_t(m) - 1 - step;
            const int64_t l0 = lower ? 0 : i + 1, l1 = lower ? i : int64_t(m);
            const V inv = unit ? V{} : one_like<V>() / A.load(i, i);
            for (int64_t j = 0; j < n; ++j) {
                V s = alpha * B.load(i, j);
                for (int64_t l = l0; l < l1; ++l) s -= A.load(i, l) * B.load(l, j);
                B.store(i, j, unit ? s : s * inv);
            }
            return true;
        });
}

BBLAS_TARGET_END
