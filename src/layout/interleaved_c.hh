// The C interface of the interleaved layout's size query, pack and unpack (bblas.h), one
// template each, pack and unpack defined in layout/interleaved.cc for the four types; the size
// and the checks also serve the GPU library's (cuda/interleaved.cc).
#pragma once

#include <cstdint>

#include "bblas.h"
#include "bblas/types.hh"
#include "core/args.hh"
#include "core/check.hh"
#include "core/interleaved_args.hh"

namespace bblas::impl {

template <class T>
int64_t interleaved_size(int64_t count, int64_t rows, int64_t cols, int64_t block) {
    if (count < 0 || rows < 0 || cols < 0 || !block_ok<T>(block)) return -1;
    const int64_t w = block_or_default<T>(block);
    return (count + w - 1) / w * rows * cols * w * (is_complex_v<T> ? 2 : 1);
}

// The arguments of the C pack and unpack (bblas.h).
inline constexpr ArgList kPackArgs{"layout", "count", "rows", "cols", "src", "ld", "dst", "block", "info"};
inline constexpr ArgList kUnpackArgs{"layout", "count", "rows", "cols", "src", "block", "dst", "ld", "info"};

// Checks of the C pack and unpack, the CPU library's and the GPU library's: the first invalid
// position, or 0. `batch`: the matrices (pack's source, unpack's destination, whose pointers
// must not repeat; scan false: a device pointer array, whose entries the host cannot read),
// `data` the array.
template <class T, class M>
int layout_fault(bool pack, Layout L, int64_t count, int64_t rows, int64_t cols, const M& batch, int64_t ld,
                 const void* data, int64_t block, bool scan) {
    constexpr auto a = spec_args<T>(kPackArgs);
    static_assert(a["layout"] == kUnpackArgs["layout"] && a["cols"] == kUnpackArgs["cols"]);
    if (!valid(L)) return a["layout"];
    if (count < 0) return a["count"];
    if (rows < 0) return a["rows"];
    if (cols < 0) return a["cols"];
    const bool empty = count == 0 || rows == 0 || cols == 0;
    const bool batch_bad = !empty && (batch.null_array() || (scan && batch.first_bad(count, !pack) >= 0));
    const bool ld_bad = !ld_ok(ld, L, rows, cols), data_bad = !empty && !data;
    const bool block_bad = !block_ok<T>(block);
    // in argument order: pack's src, ld, dst, block; unpack's src, block, dst, ld
    const bool bad[4] = {pack ? batch_bad : data_bad, pack ? ld_bad : block_bad, pack ? data_bad : batch_bad,
                         pack ? block_bad : ld_bad};
    for (int i = 0; i < 4; ++i)
        if (bad[i]) return a["src"] + i;
    return 0;
}

template <class T>
void interleaved_pack(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols, const T* const* src,
                      int64_t ld, real_t<T>* dst, int64_t block, int64_t* info);
template <class T>
void interleaved_unpack(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols, const real_t<T>* src,
                        int64_t block, T* const* dst, int64_t ld, int64_t* info);

}  // namespace bblas::impl
