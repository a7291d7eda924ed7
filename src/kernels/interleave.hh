// Moving W matrices between their own storage (column-major, leading dimension ld, addressed
// through Mats) and one block of the interleaved layout: lane l of element (i, j) at
// block[(i + j * rows) * W + l], imaginary parts in a second plane of rows * cols * W scalars.
#pragma once

#include <complex>
#include <cstdint>
#include <type_traits>

#include "bblas/types.hh"
#include "core/mats.hh"
#include "kernels/target.hh"

BBLAS_TARGET_BEGIN

// Scalars one interleaved block of W rows x cols matrices of type T takes.
template <class T, int W>
constexpr int64_t block_scalars(int64_t rows, int64_t cols) {
    return rows * cols * W * (is_complex_v<T> ? 2 : 1);
}

// Matrices [b0, b0 + count) of M into a block; lanes count..W-1 repeat matrix b0, so that
// the padding lanes compute on valid numbers.
template <int W, class T>
void gather_block(Mats<T> M, int64_t b0, int count, int64_t rows, int64_t cols, int64_t ld,
                  real_t<std::remove_const_t<T>>* dst) {
    const int64_t plane = rows * cols * W;
    for (int l = 0; l < W; ++l) {
        const T* src = M[b0 + (l < count ? l : 0)];
        for (int64_t j = 0; j < cols; ++j)
            for (int64_t i = 0; i < rows; ++i) {
                const int64_t o = (i + j * rows) * W + l;
                if constexpr (is_complex_v<T>) {
                    dst[o] = src[i + j * ld].real();
                    dst[o + plane] = src[i + j * ld].imag();
                } else {
                    dst[o] = src[i + j * ld];
                }
            }
    }
}

// Lanes [0, count) of a block back to matrices [b0, b0 + count) of M. When `upper` or `lower`
// is set, only that triangle of each (square) matrix is written.
enum class Part { All, Upper, Lower };

template <int W, class T>
void scatter_block(const real_t<T>* src, Mats<T> M, int64_t b0, int count, int64_t rows,
                   int64_t cols, int64_t ld, Part part = Part::All) {
    const int64_t plane = rows * cols * W;
    for (int l = 0; l < count; ++l) {
        T* dst = M[b0 + l];
        for (int64_t j = 0; j < cols; ++j) {
            const int64_t i0 = part == Part::Lower ? j : 0;
            const int64_t i1 = part == Part::Upper ? j + 1 : rows;
            for (int64_t i = i0; i < i1; ++i) {
                const int64_t o = (i + j * rows) * W + l;
                if constexpr (is_complex_v<T>) dst[i + j * ld] = T(src[o], src[o + plane]);
                else dst[i + j * ld] = src[o];
            }
        }
    }
}

BBLAS_TARGET_END
