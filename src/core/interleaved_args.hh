// What the C interface of the interleaved layout adds: a block width to check, and operands
// that are one interleaved array each instead of pointer arrays.
#pragma once

#include <cstdint>

#include "bblas/interleaved.hh"
#include "core/mats.hh"

namespace bblas::impl {

template <class T>
inline constexpr int64_t kDefaultBlock = InterleavedBatch<T>::default_block;

// 0 (the default) or a positive multiple of it
template <class T>
bool block_ok(int64_t block) {
    return block == 0 || (block > 0 && block % kDefaultBlock<T> == 0);
}
template <class T>
int64_t block_or_default(int64_t block) {
    return block ? block : kDefaultBlock<T>;
}

// The leading dimension of a rows x cols matrix stored in a block: as tight as the layout allows.
inline int64_t stored_ld(Layout layout, int64_t rows, int64_t cols) {
    return layout == Layout::RowMajor ? cols : rows;
}

// An operand of rows x cols matrices in an interleaved array with blocks `width` wide.
template <class T>
Mats<T> interleaved_operand(typename Mats<T>::R* data, int64_t rows, int64_t cols, int64_t width) {
    return Mats<T>::interleaved(data, width, rows * cols * width * (is_complex_v<T> ? 2 : 1));
}

}  // namespace bblas::impl
