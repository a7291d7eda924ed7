// Moving W matrices between their own storage (column-major, leading dimension ld, addressed
// through Mats) and one block of the interleaved layout: lane l of element (i, j) at
// block[(i + j * rows) * W + l], imaginary parts in a second plane of rows * cols * W scalars.
#pragma once

#include <complex>
#include <cstdint>
#include <type_traits>
#include <utility>

#include "bblas/types.hh"
#include "core/mats.hh"
#include "core/scratch.hh"
#include "core/plan.hh"
#include "kernels/pack.hh"
#include "kernels/target.hh"
#include "kernels/view.hh"

BBLAS_TARGET_BEGIN

// Scalars one interleaved block of W rows x cols matrices of type T takes.
template <class T, int W>
constexpr int64_t block_scalars(int64_t rows, int64_t cols) {
    return rows * cols * W * (is_complex_v<T> ? 2 : 1);
}

// Which part of a (square) matrix an operand reads or writes: only its stored triangle for
// symmetric, Hermitian and triangular operands.
enum class Part { All, Upper, Lower };

inline int64_t part_begin(Part part, int64_t j) { return part == Part::Lower ? j : 0; }
inline int64_t part_end(Part part, int64_t j, int64_t rows) {
    return part == Part::Upper ? j + 1 : rows;
}

// Matrices [b0, b0 + count) of M into a block; lanes count..W-1 repeat matrix b0, so that
// the padding lanes compute on valid numbers. A full block moves W consecutive elements of a
// column of each matrix at a time through an in-register transpose; the rest element by element.
// `width`: the block's width in matrices (lanes are `width` scalars apart), W unless the block
// belongs to a container with wider blocks.
template <int W, class T>
void gather_block(Mats<T> M, int64_t b0, int count, int64_t rows, int64_t cols, int64_t ld,
                  real_t<std::remove_const_t<T>>* dst, Part part = Part::All, int64_t width = W) {
    using R = real_t<std::remove_const_t<T>>;
    const int64_t plane = rows * cols * width;
    const T* src[W];
    for (int l = 0; l < W; ++l) src[l] = M[b0 + (l < count ? l : 0)];
    if (ld == rows && part == Part::All) {  // contiguous: one long column
        rows *= cols;
        cols = 1;
    }
    for (int64_t j = 0; j < cols; ++j) {
        const int64_t end = part_end(part, j, rows);
        int64_t i = part_begin(part, j);
        for (; count == W && i + W <= end; i += W) {
            const int64_t o = (i + j * rows) * width, s = i + j * ld;
            if constexpr (is_complex_v<T>) {
                Pack<R, W> re[W], im[W];
                for (int l = 0; l < W; ++l) load_split(reinterpret_cast<const R*>(src[l] + s), re[l], im[l]);
                transpose(re);
                transpose(im);
                for (int q = 0; q < W; ++q) re[q].store(dst + o + q * width), im[q].store(dst + o + q * width + plane);
            } else {
                Pack<R, W> p[W];
                for (int l = 0; l < W; ++l) p[l] = Pack<R, W>::load(src[l] + s);
                transpose(p);
                for (int q = 0; q < W; ++q) p[q].store(dst + o + q * width);
            }
        }
        for (; i < end; ++i)
            for (int l = 0; l < W; ++l) {
                const int64_t o = (i + j * rows) * width + l;
                if constexpr (is_complex_v<T>) {
                    dst[o] = src[l][i + j * ld].real();
                    dst[o + plane] = src[l][i + j * ld].imag();
                } else {
                    dst[o] = src[l][i + j * ld];
                }
            }
    }
}

// Lanes [0, count) of a block back to matrices [b0, b0 + count) of M (only `part` of each).
template <int W, class T>
void scatter_block(const real_t<T>* src, Mats<T> M, int64_t b0, int count, int64_t rows,
                   int64_t cols, int64_t ld, Part part = Part::All, int64_t width = W) {
    using R = real_t<T>;
    const int64_t plane = rows * cols * width;
    T* dst[W];
    for (int l = 0; l < count; ++l) dst[l] = M[b0 + l];
    if (ld == rows && part == Part::All) {  // contiguous: one long column
        rows *= cols;
        cols = 1;
    }
    for (int64_t j = 0; j < cols; ++j) {
        const int64_t end = part_end(part, j, rows);
        int64_t i = part_begin(part, j);
        for (; count == W && i + W <= end; i += W) {
            const int64_t o = (i + j * rows) * width, d = i + j * ld;
            if constexpr (is_complex_v<T>) {
                Pack<R, W> re[W], im[W];
                for (int q = 0; q < W; ++q)
                    re[q] = Pack<R, W>::load(src + o + q * width), im[q] = Pack<R, W>::load(src + o + q * width + plane);
                transpose(re);
                transpose(im);
                for (int l = 0; l < W; ++l) store_joined(reinterpret_cast<R*>(dst[l] + d), re[l], im[l]);
            } else {
                Pack<R, W> p[W];
                for (int q = 0; q < W; ++q) p[q] = Pack<R, W>::load(src + o + q * width);
                transpose(p);
                for (int l = 0; l < W; ++l) p[l].store(dst[l] + d);
            }
        }
        for (; i < end; ++i)
            for (int l = 0; l < count; ++l) {
                const int64_t o = (i + j * rows) * width + l;
                if constexpr (is_complex_v<T>) dst[l][i + j * ld] = T(src[o], src[o + plane]);
                else dst[l][i + j * ld] = src[o];
            }
    }
}

// One operand of a routine on the interleaved path: its matrices, their stored shape, whether
// the routine reads them (gathered before) and writes them (scattered after), and which part.
template <class T>
struct Operand {
    Mats<T> mats;
    int64_t rows, cols, ld;
    bool read, write;
    Part part = Part::All;
};

template <int W, class U>
void gather_operand(const Operand<U>& op, int64_t b0, int count, real_t<std::remove_const_t<U>>* block) {
    if (op.read) gather_block<W>(op.mats, b0, count, op.rows, op.cols, op.ld, block, op.part);
}
template <int W, class U>
void scatter_operand(const Operand<U>& op, int64_t b0, int count, const real_t<std::remove_const_t<U>>* block) {
    if constexpr (!std::is_const_v<U>)
        if (op.write) scatter_block<W>(block, op.mats, b0, count, op.rows, op.cols, op.ld, op.part);
}

// Runs matrices [lo, hi) in blocks of W: gathers what each operand reads into the thread's
// scratch, calls kernel(b0, count, block pointers...) once per block (matrices [b0, b0 + count)
// in its first lanes), scatters what is written.
template <int W, class T, class... Ops, class F>
void interleaved_blocks(int64_t lo, int64_t hi, F&& kernel, const Operand<Ops>&... ops) {
    using R = real_t<T>;
    constexpr size_t N = sizeof...(Ops);
    const int64_t sizes[N] = {block_scalars<T, W>(ops.rows, ops.cols)...};
    int64_t total = 0;
    for (int64_t s : sizes) total += s;
    R* const scratch = static_cast<R*>(thread_scratch(sizeof(R) * total));
    R* blocks[N];
    for (size_t o = 0, at = 0; o < N; at += sizes[o++]) blocks[o] = scratch + at;
    for (int64_t b0 = lo; b0 < hi; b0 += W) {
        const int count = int(hi - b0 < W ? hi - b0 : W);
        size_t o = 0;
        (gather_operand<W>(ops, b0, count, blocks[o++]), ...);
        [&]<size_t... I>(std::index_sequence<I...>) { kernel(b0, count, blocks[I]...); }(std::make_index_sequence<N>{});
        o = 0;
        (scatter_operand<W>(ops, b0, count, blocks[o++]), ...);
    }
}

// Runs compute(first, count, views...) on matrices [lo, hi): one matrix at a time through
// column-major views (Path::Direct, count 1), or W at a time through interleaved views of
// gathered blocks (Path::Interleaved; lanes [0, count) are matrices [first, first + count), the
// others padding). Operands already in an interleaved container are used in place, W lanes of
// a block at a time. Routines that keep per-matrix data beside their operands (pivots, info)
// use first and count; the others call run_views.
template <class T, class F, class... Ops>
void run_views_at(Path path, int64_t lo, int64_t hi, F&& compute, const Operand<Ops>&... ops) {
    if (path == Path::Interleaved) {
        constexpr int W = kLanes<real_t<T>>;
        if ((ops.mats.is_interleaved() && ...)) {
            // All operands share one width; take the first.
            const int64_t width = [](int64_t w, auto...) { return w; }(ops.mats.width...);
            for (int64_t b = lo / width; b * width < hi; ++b)
                for (int64_t s = 0; s < width; s += W) {
                    const int64_t first = b * width + s;
                    const int count = int(hi - first < W ? (hi > first ? hi - first : 0) : W);
                    compute(first, count,
                            interleaved<Ops, W>(ops.mats.blocks + b * ops.mats.block_scalars + s,
                                                ops.rows, ops.cols, width)...);
                }
            return;
        }
        interleaved_blocks<W, T>(
            lo, hi,
            [&](int64_t first, int count, auto*... blocks) {
                compute(first, count, interleaved<Ops, W>(blocks, ops.rows, ops.cols)...);
            },
            ops...);
        return;
    }
    for (int64_t i = lo; i < hi; ++i) compute(i, 1, col_major(ops.mats[i], ops.ld)...);
}

// Runs compute(views...) on matrices [lo, hi) as run_views_at does, for routines that need
// nothing but their operands. Routines describe their operands once and write compute once.
template <class T, class F, class... Ops>
void run_views(Path path, int64_t lo, int64_t hi, F&& compute, const Operand<Ops>&... ops) {
    run_views_at<T>(path, lo, hi, [&](int64_t, int, auto... views) { compute(views...); }, ops...);
}

BBLAS_TARGET_END
