// Running a routine's kernel on blocks of W matrices in the interleaved layout: gathered from
// pointer or strided batches into per-thread scratch (kernels/gather.hh) or in place in an
// interleaved container; or on one matrix at a time (the direct path).
#pragma once

#include <algorithm>
#include <complex>
#include <cstdint>
#include <tuple>
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
    // The whole matrix is gathered, part or not (the caller decides once a call: a compact
    // triangle whose kernel never reads the other one, see gather_block); still scattered as
    // the part.
    bool read_whole = false;
};

// Order > 0: an operand of Order rows (and, for a triangle, columns) moves through the walk
// unrolled for that order (gather.hh); the others through the general one.
template <int64_t Order, class U>
bool walks_fixed(const Operand<U>& op) {
    return op.rows == Order && (op.part == Part::All || op.cols == Order);
}
template <int W, int64_t Order = 0, class U>
void gather_operand(const Operand<U>& op, int64_t b0, int count, real_t<std::remove_const_t<U>>* block) {
    if (!op.read) return;
    const Part part = op.read_whole ? Part::All : op.part;
    // other shapes through the Order = 0 instance: one copy of the general walk, which GCC
    // inlines there as before (called from each order's instance directly, it stayed a call)
    if constexpr (Order > 0) {
        if (walks_fixed<Order>(op))
            gather_block<W, Order>(op.mats, b0, count, op.rows, op.cols, op.ld, block, part);
        else gather_operand<W>(op, b0, count, block);
    } else {
        gather_block<W>(op.mats, b0, count, op.rows, op.cols, op.ld, block, part);
    }
}
template <int W, int64_t Order = 0, class U>
void scatter_operand(const Operand<U>& op, int64_t b0, int count,
                     const real_t<std::remove_const_t<U>>* block) {
    if constexpr (!std::is_const_v<U>) {
        if (!op.write) return;
        if constexpr (Order > 0) {
            if (walks_fixed<Order>(op))
                scatter_block<W, Order>(block, op.mats, b0, count, op.rows, op.cols, op.ld, op.part);
            else scatter_operand<W>(op, b0, count, block);
        } else {
            scatter_block<W>(block, op.mats, b0, count, op.rows, op.cols, op.ld, op.part);
        }
    }
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

// Where lane group g of a kernel's block of an operand starts: G groups of W matrices each in
// the ordinary layout of a W-wide block, `next` scalars apart.
template <class R>
struct GroupedBlock {
    R* p;
    int64_t next;
    R* group(int g) const { return p + g * next; }
};

// Runs matrices [lo, hi) in blocks of G * W: gathers what each operand reads into the thread's
// scratch (G groups of W lanes), calls kernel(b0, count, GroupedBlock...) once per block
// (matrices [b0, b0 + count) in its first lanes), scatters what is written. Order > 0: operands
// of Order rows are gathered and scattered by walks unrolled for that order.
template <int W, class T, int G = 1, int64_t Order = 0, class... Ops, class F>
void interleaved_blocks(int64_t lo, int64_t hi, F&& kernel, const Operand<Ops>&... ops) {
    using R = real_t<T>;
    constexpr size_t N = sizeof...(Ops);
    // Operands and groups a few cache lines more than their size apart: blocks of a
    // power-of-two size (32 x 32 floats x 16 lanes: 64 KiB) would otherwise put A(i, p), B(p, j)
    // and C(i, j) at the same address bits, where stores and loads falsely depend (4K aliasing)
    // and share cache sets: sgemm with op(A) = A^T at n = 32 ran at 0.7x the OpenBLAS loop,
    // 1.5x at 40.
    constexpr int64_t skew = kScratchSkewBytes / int64_t(sizeof(R));
    const int64_t next[N] = {block_scalars<T, W>(ops.rows, ops.cols) + skew...};
    int64_t total = 0;
    for (int64_t s : next) total += s * G;
    ScratchFrame frame;
    R* const scratch = frame.take_array<R>(size_t(total));
    if (!scratch) return;  // out of memory: the executor reports it (core/scratch.hh)
    GroupedBlock<R> blocks[N];
    for (size_t o = 0, at = 0; o < N; at += next[o++] * G) blocks[o] = {scratch + at, next[o]};
    const bool prefetch = int64_t(sizeof(R)) * total / G <= kPrefetchBlockBytes;
    constexpr int L = G * W;
    for (int64_t b0 = lo; b0 < hi; b0 += L) {
        const int count = int(hi - b0 < L ? hi - b0 : L);
        if (prefetch && b0 + L < hi) {
            const int ahead = int(hi - b0 - L < L ? hi - b0 - L : L);
            (prefetch_operand(ops, b0 + L, ahead), ...);
        }
        for (int g = 0; g < G; ++g) {
            // a group past the last matrix repeats matrix b0, so that its lanes hold valid numbers
            const int in_group = count - g * W < W ? count - g * W : W;
            size_t o = 0;
            if (in_group > 0)
                (gather_operand<W, Order>(ops, b0 + g * W, in_group, blocks[o++].group(g)), ...);
            else (gather_operand<W, Order>(ops, b0, 1, blocks[o++].group(g)), ...);
        }
        const auto compute = [&]<size_t... I>(std::index_sequence<I...>) { kernel(b0, count, blocks[I]...); };
        compute(std::make_index_sequence<N>{});
        for (int g = 0; g * W < count; ++g) {
            const int in_group = count - g * W < W ? count - g * W : W;
            size_t o = 0;
            (scatter_operand<W, Order>(ops, b0 + g * W, in_group, blocks[o++].group(g)), ...);
        }
    }
}

// Operands already in an interleaved container, used in place: compute(first, count, views...)
// on lane groups from the block of `lo` on. With G = 2 the second group of W is the next W
// matrices of the container when they are this call's, otherwise a copy of the first group's
// block in scratch, so that the kernel's stores to those lanes touch nothing.
template <int W, int G, class F, class... Ops>
void container_views(int64_t lo, int64_t hi, F& compute, const Operand<Ops>&... ops) {
    // All operands share one width; take the first.
    const int64_t width = [](int64_t w, auto...) { return w; }(ops.mats.width...);
    auto at = [width](const auto& op, int64_t f) {
        return op.mats.blocks + f / width * op.mats.block_scalars + f % width;
    };
    constexpr int L = G * W;
    for (int64_t first = lo / width * width; first < hi; first += L) {
        const int count = int(hi - first < L ? hi - first : L);
        if constexpr (G == 1) {
            compute(first, count, interleaved<Ops, W>(at(ops, first), ops.rows, ops.cols, width)...);
        } else if (first + W < hi) {
            compute(first, count,
                    interleaved<Ops, W, G>(at(ops, first), ops.rows, ops.cols, width, at(ops, first + W))...);
        } else {
            ScratchFrame frame;
            auto copy = [&](const auto& op) {
                using R = std::remove_const_t<std::remove_pointer_t<decltype(op.mats.blocks)>>;
                R* block = frame.take_array<R>(size_t(op.mats.block_scalars));
                const R* own = op.mats.blocks + first / width * op.mats.block_scalars;
                if (block) std::copy(own, own + op.mats.block_scalars, block);
                return block ? block + first % width : nullptr;
            };
            const auto spare = std::make_tuple(copy(ops)...);
            const bool ok = std::apply([](auto*... b) { return ((b != nullptr) && ...); }, spare);
            if (!ok) return;  // out of memory: the executor reports it
            std::apply(
                [&](auto*... q) {
                    compute(first, count,
                            interleaved<Ops, W, G>(at(ops, first), ops.rows, ops.cols, width, q)...);
                },
                spare);
        }
    }
}

// The view of an operand's gathered block: Views > 0, its order, as constant strides.
template <class U, int W, int G, int64_t Views, class R>
auto block_view(const GroupedBlock<R>& block, const Operand<U>& op) {
    if constexpr (Views > 0) return interleaved_fixed<U, W, G, Views>(block.p, op.cols, block.group(G - 1));
    else return interleaved<U, W, G>(block.p, op.rows, op.cols, W, block.group(G - 1));
}

// Whether every operand is in an interleaved container (then used in place, not gathered).
template <class... Ops>
bool in_containers(const Operand<Ops>&... ops) {
    return (ops.mats.is_interleaved() && ...);
}

// Runs compute(first, count, views...) on matrices [lo, hi): one matrix at a time through
// column-major views (Path::Direct, count 1), or G * W at a time through interleaved views of
// gathered blocks (Path::Interleaved; lanes [0, count) are matrices [first, first + count), the
// others padding). Operands already in an interleaved container are used in place. Routines
// that keep per-matrix data beside their operands (pivots, info) use first and count; the
// others call run_views. G = 2 runs two blocks as one Twin value of 2W lanes (kernels/pack.hh).
// Order > 0: gathers and scatters of operands of Order rows unrolled (interleaved_blocks).
// Views > 0: every operand has Views rows and is gathered (Path::Interleaved, not in
// containers; the caller checks): compute sees them through views with constant strides
// (interleaved_fixed), its only instance for this call.
template <class T, int G = 1, int64_t Order = 0, int64_t Views = 0, class F, class... Ops>
void run_views_at(Path path, int64_t lo, int64_t hi, F&& compute, const Operand<Ops>&... ops) {
    static_assert(G == 1 || G == 2);
    constexpr int W = kLanes<real_t<T>>;
    if (Views > 0 || path == Path::Interleaved) {
        if constexpr (Views == 0)
            if (in_containers(ops...)) return container_views<W, G>(lo, hi, compute, ops...);
        interleaved_blocks<W, T, G, Order>(
            lo, hi,
            [&](int64_t first, int count, auto... blocks) {
                compute(first, count, block_view<Ops, W, G, Views>(blocks, ops)...);
            },
            ops...);
        return;
    }
    if constexpr (Views == 0)
        for (int64_t i = lo; i < hi; ++i) compute(i, 1, col_major(ops.mats[i], ops.ld)...);
}

// Runs compute(views...) on matrices [lo, hi) as run_views_at does, for routines that need
// nothing but their operands. Routines describe their operands once and write compute once.
template <class T, int G = 1, class F, class... Ops>
void run_views(Path path, int64_t lo, int64_t hi, F&& compute, const Operand<Ops>&... ops) {
    run_views_at<T, G>(
        path, lo, hi, [&](int64_t, int, auto... views) { compute(views...); }, ops...);
}

BBLAS_TARGET_END
