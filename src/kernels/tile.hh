// Register tiles: how many values of C a kernel keeps in registers at once, and the dispatch
// of a run-time edge tile (r x c, r <= R, c <= C) to its compile-time shape.
#pragma once

#include "kernels/pack.hh"
#include "kernels/target.hh"

BBLAS_TARGET_BEGIN

template <class V>
inline constexpr int kRegsPerValue = 1;
template <class R, int W>
inline constexpr int kRegsPerValue<CPack<R, W>> = 2;

// A tile of rows x cols accumulators plus `rows` values of A and one of B must fit the
// kRegisters (kernels/pack.hh): 4 x 4 (+5) of 32, 3 x 3 (+4) of 16; halved in columns for
// complex values, which take two registers.
template <class V>
inline constexpr int kTileRows = kRegisters == 32 ? 4 : 3;
template <class V>
inline constexpr int kTileCols = (kRegisters == 32 ? 4 : 3) / kRegsPerValue<V>;

template <int R, int C, class F>
BBLAS_INLINE void with_tile(int r, int c, F&& f) {
    if constexpr (R > 1)
        if (r < R) return with_tile<R - 1, C>(r, c, f);
    if constexpr (C > 1)
        if (c < C) return with_tile<R, C - 1>(r, c, f);
    f.template operator()<R, C>();
}

BBLAS_TARGET_END
