// Pack and unpack between a batch and an interleaved container with this ISA's transposes.
#include <algorithm>
#include <complex>

#include "core/half.hh"
#include "kernels/instantiate.hh"
#include "kernels/interleave.hh"
#include "tasks/layout.hh"

BBLAS_TARGET_BEGIN

// Half storage: element by element (pack and unpack only move elements; no SIMD transpose for
// 16-bit lanes here).
template <class T>
void run_half(const LayoutTask<T>& t, int64_t lo, int64_t hi) {
    const int64_t plane = t.rows * t.cols * t.width;  // a complex block's imaginary parts follow
    for (int64_t b = lo; b < hi; ++b) {
        real_t<T>* const block = t.blocks + b / t.width * t.block_scalars + b % t.width;
        const T* const src = t.pack ? t.src[b] : nullptr;  // (addressed once per matrix)
        T* const dst = t.pack ? nullptr : t.dst[b];
        for (int64_t j = 0; j < t.cols; ++j)
            for (int64_t i = 0; i < t.rows; ++i) {
                real_t<T>* const e = block + (i + j * t.rows) * t.width;
                if (t.pack) {
                    const T v = src[i + j * t.ld];
                    if constexpr (is_complex_v<T>) e[0] = v.real(), e[plane] = v.imag();
                    else e[0] = v;
                } else {
                    T& v = dst[i + j * t.ld];
                    if constexpr (is_complex_v<T>) v = T(e[0], e[plane]);
                    else v = e[0];
                }
            }
    }
}

template <class T>
void run(const LayoutTask<T>& t, int64_t lo, int64_t hi) {
    if constexpr (is_half_v<T>) return run_half(t, lo, hi);
    else {
        constexpr int W = kLanes<real_t<T>>;
        for (int64_t b0 = lo; b0 < hi; b0 += W) {  // lo is a multiple of the width, a multiple of W
            const int count = int(std::min<int64_t>(W, hi - b0));
            real_t<T>* block = t.blocks + b0 / t.width * t.block_scalars + b0 % t.width;
            if (t.pack) gather_block<W>(t.src, b0, count, t.rows, t.cols, t.ld, block, Part::All, t.width);
            else scatter_block<W>(block, t.dst, b0, count, t.rows, t.cols, t.ld, Part::All, t.width);
        }
    }
}

BBLAS_FOR_EACH_SCALAR(BBLAS_INSTANTIATE_RUN, LayoutTask)
BBLAS_FOR_EACH_ANY_HALF(BBLAS_INSTANTIATE_RUN, LayoutTask)

BBLAS_TARGET_END
