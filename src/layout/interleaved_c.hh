// The C interface of the interleaved layout's size query, pack and unpack (bblas.h), one
// template each, defined in layout/interleaved.cc for the four types.
#pragma once

#include <cstdint>

#include "bblas.h"
#include "bblas/types.hh"

namespace bblas::impl {

template <class T>
int64_t interleaved_size(int64_t count, int64_t rows, int64_t cols, int64_t block);
template <class T>
void interleaved_pack(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols, const T* const* src,
                      int64_t ld, real_t<T>* dst, int64_t block, int64_t* info);
template <class T>
void interleaved_unpack(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols, const real_t<T>* src,
                        int64_t block, T* const* dst, int64_t ld, int64_t* info);

}  // namespace bblas::impl
