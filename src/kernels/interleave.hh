// Running a routine's kernel on blocks of W matrices in the interleaved layout: gathered from
// pointer or strided batches into per-thread scratch (kernels/gather.hh) or in place in an
// interleaved container; or on one matrix at a time (the direct path).
#pragma once

#include <complex>
#include <cstdint>
#include <type_traits>
#include <utility>

#include "bblas/types.hh"
#include "core/mats.hh"
#include "core/scratch.hh"
#include "kernels/gather.hh"
#include "kernels/pack.hh"
#include "kernels/target.hh"
#include "kernels/view.hh"
#include "tasks/task.hh"

BBLAS_TARGET_BEGIN

// Scalars one interleaved block of W rows x cols matrices of type T takes.
template <class T, int W>
constexpr int64_t block_scalars(int64_t rows, int64_t cols) {
    return rows * cols * W * (is_complex_v<T> ? 2 : 1);
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
void scatter_operand(const Operand<U>& op, int64_t b0, int count,
                     const real_t<std::remove_const_t<U>>* block) {
    if constexpr (!std::is_const_v<U>)
        if (op.write) scatter_block<W>(block, op.mats, b0, count, op.rows, op.cols, op.ld, op.part);
}
template <class U>
void prefetch_operand(const Operand<U>& op, int64_t b0, int count) {
    if (op.read || op.write) prefetch_matrices(op.mats, b0, count, op.rows, op.cols, op.ld, !op.read);
}

// Blocks up to this many bytes (all operands) have the next block's matrices prefetched while
// they are computed; larger ones have enough work per cache line for the hardware prefetcher.
inline constexpr int64_t kPrefetchBlockBytes = 32 * 1024;
// The gap between operand blocks in scratch: five cache lines (a multiple of every vector size).
inline constexpr int64_t kScratchSkewBytes = 5 * 64;

// Runs matrices [lo, hi) in blocks of W: gathers what each operand reads into the thread's
// scratch, calls kernel(b0, count, block pointers...) once per block (matrices [b0, b0 + count)
// in its first lanes), scatters what is written.
template <int W, class T, class... Ops, class F>
void interleaved_blocks(int64_t lo, int64_t hi, F&& kernel, const Operand<Ops>&... ops) {
    using R = real_t<T>;
    constexpr size_t N = sizeof...(Ops);
    const int64_t sizes[N] = {block_scalars<T, W>(ops.rows, ops.cols)...};
    // Operands a few cache lines more than their size apart: blocks of a power-of-two size
    // (32 x 32 floats x 16 lanes: 64 KiB) would otherwise put A(i, p), B(p, j) and C(i, j) at the
    // same address bits, where stores and loads falsely depend (4K aliasing) and share cache
    // sets: sgemm with op(A) = A^T at n = 32 ran at 0.7x the OpenBLAS loop, 1.5x at 40.
    constexpr int64_t skew = kScratchSkewBytes / int64_t(sizeof(R));
    int64_t total = 0;
    for (int64_t s : sizes) total += s + skew;
    ScratchFrame frame;
    R* const scratch = frame.take_array<R>(size_t(total));
    if (!scratch) return;  // out of memory: the executor reports it (core/scratch.hh)
    R* blocks[N];
    for (size_t o = 0, at = 0; o < N; at += sizes[o++] + skew) blocks[o] = scratch + at;
    const bool prefetch = int64_t(sizeof(R)) * total <= kPrefetchBlockBytes;
    for (int64_t b0 = lo; b0 < hi; b0 += W) {
        const int count = int(hi - b0 < W ? hi - b0 : W);
        if (prefetch && b0 + W < hi) {
            const int next = int(hi - b0 - W < W ? hi - b0 - W : W);
            (prefetch_operand(ops, b0 + W, next), ...);
        }
        size_t o = 0;
        (gather_operand<W>(ops, b0, count, blocks[o++]), ...);
        const auto compute = [&]<size_t... I>(std::index_sequence<I...>) { kernel(b0, count, blocks[I]...); };
        compute(std::make_index_sequence<N>{});
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
                            interleaved<Ops, W>(ops.mats.blocks + b * ops.mats.block_scalars + s, ops.rows,
                                                ops.cols, width)...);
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
    run_views_at<T>(
        path, lo, hi, [&](int64_t, int, auto... views) { compute(views...); }, ops...);
}

BBLAS_TARGET_END
