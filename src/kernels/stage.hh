// Half precision on the single-precision kernels (docs/half.md): a routine whose operands are
// stored in half runs a pass at a time over its matrices; each pass widens what every operand
// reads into per-thread scratch (single precision, compact: ld = rows), runs the same routine's
// single-precision task on those copies, and rounds what it wrote back to half, once per
// element. The kernels, their paths and their accuracy are those of single precision; only
// the conversions (widen, narrow: kernels/half_pack.hh) are new. (The gemm column kernels
// read and write half directly where the instruction set converts: kernels/half_pack.hh.)
#pragma once

#include <algorithm>
#include <cstdint>
#include <tuple>
#include <type_traits>
#include <utility>

#include <immintrin.h>

#include "core/half.hh"
#include "core/mats.hh"
#include "core/scratch.hh"
#include "kernels/half_pack.hh"
#include "kernels/interleave.hh"
#include "kernels/pack.hh"
#include "kernels/target.hh"

BBLAS_TARGET_BEGIN

// Scratch per thread for one pass's single-precision copies of every operand: hundreds of
// 4 x 4 problems per pass (the pass's fixed cost spread), few enough that the copies are still
// in L1/L2 when the kernels read them and the results when they are rounded back. 16 KiB
// measured no clear gain on Zen 4 (docs/half.md, bblas-tester --type h).
inline constexpr int64_t kStageBytes = 48 * 1024;

// The leading dimension of an operand's compact copies.
template <class H>
int64_t staged_ld(const Operand<H>& op) {
    return std::max<int64_t>(1, op.rows);
}

// An operand whose matrices are each rows * cols consecutive elements (ld = rows, or one column),
// in the order of their compact copies, with no triangle left out.
template <class H>
bool compact(const Operand<H>& op) {
    return op.part == Part::All && op.rows >= 1 && op.cols >= 1 && (op.ld == op.rows || op.cols == 1);
}

// Calls f(stored, copy, n) for each run of n consecutive elements of matrices [p, p + count) of
// an operand that its part holds, `stored` in the operand and `copy` at the same element of its
// compact copies (matrix i at copy + i * size, leading dimension rows). Compact matrices that lie
// back to back (a strided batch of tight matrices, or pointers that follow each other) are one
// run, 16 elements an instruction where a 2 x 2 matrix alone would go element by element; other
// matrices a run per column, or per column's share of the triangle. Widening and rounding back
// walk the same runs; the other triangle of a written C is never rounded back, so it keeps its
// bits (a signalling NaN would come back quiet).
// An operand in an interleaved container (bblas/interleaved.hh): its copies are a container of
// the same geometry in the computing type, and the runs are real scalars, a block at a time, or
// for a triangle a column's share of it, each element's lanes (and imaginary plane) together. p
// is the first matrix of a block; the last block's padding lanes come along.
template <class H, class Copy, class F>
void for_each_block_run(const Operand<H>& op, int64_t p, int64_t count, Copy* copy, F&& f) {
    using HR = typename Mats<H>::R;
    using CR = std::conditional_t<std::is_const_v<Copy>, const real_t<std::remove_const_t<Copy>>,
                                  real_t<std::remove_const_t<Copy>>>;
    const int64_t w = op.mats.width, bs = op.mats.block_scalars, blocks = (count + w - 1) / w;
    HR* const stored = op.mats.blocks + p / w * bs;
    CR* const c = reinterpret_cast<CR*>(copy);
    if (op.part == Part::All) return f(stored, c, blocks * bs);
    const int64_t plane = op.rows * op.cols * w;
    for (int64_t b = 0; b < blocks; ++b)
        for (int64_t at = b * bs; at < (b + 1) * bs; at += plane)  // the real plane, the imaginary one
            for (int64_t j = 0; j < op.cols; ++j) {
                const int64_t r0 = part_begin(op.part, j),
                              r1 = std::min(part_end(op.part, j, op.rows), op.rows);
                const int64_t e = at + (r0 + j * op.rows) * w;
                if (r1 > r0) f(stored + e, c + e, (r1 - r0) * w);
            }
}

template <class H, class Copy, class F>
void for_each_run(const Operand<H>& op, int64_t p, int64_t count, Copy* copy, int64_t size, F&& f) {
    if (op.mats.is_interleaved()) return for_each_block_run(op, p, count, copy, f);
    for (int64_t i = 0; i < count; ++i) {
        H* const stored = op.mats[p + i];
        Copy* const c = copy + i * size;
        if (compact(op)) {
            int64_t run = 1;
            while (i + run < count && op.mats[p + i + run] == op.mats[p + i + run - 1] + size) ++run;
            f(stored, c, run * size);
            i += run - 1;
            continue;
        }
        for (int64_t j = 0; j < op.cols; ++j) {
            const int64_t r0 = part_begin(op.part, j), r1 = std::min(part_end(op.part, j, op.rows), op.rows);
            if (r1 > r0) f(stored + j * op.ld + r0, c + j * op.rows + r0, r1 - r0);
        }
    }
}

// Matrices [p, p + count) of an operand into its copies, if the routine reads it; and back, if
// the routine writes it.
// (S: the computing type, float or std::complex<float>)
// Reading widens the whole matrix, a triangle's other half included: it lies inside the
// caller's matrix, the copy's other half is never used, and compact matrices then go a pass at
// a time (a 4 x 4 triangle column by column cost trsm r16 about as much as the solve).
template <class H, class S>
void widen_operand(const Operand<H>& op, int64_t p, int64_t count, S* copy, int64_t size) {
    if (!op.read) return;
    Operand<H> whole = op;
    whole.part = Part::All;
    for_each_run(whole, p, count, copy, size, [](auto* h, auto* f, int64_t n) { widen(h, f, n); });
}
template <class H, class S>
void narrow_operand(const Operand<H>& op, int64_t p, int64_t count, const S* copy, int64_t size) {
    if constexpr (!std::is_const_v<H>)
        if (op.write)
            for_each_run(op, p, count, copy, size, [](auto* h, auto* f, int64_t n) { narrow(f, h, n); });
}

// The copies as the computing type's task's operand (a container of the same geometry for an
// operand in one).
template <class H, class S>
auto staged_mats(const Operand<H>& op, S* copy, int64_t size) {
    using F = std::conditional_t<std::is_const_v<H>, const S, S>;
    if (op.mats.is_interleaved())
        return Mats<F>::interleaved(reinterpret_cast<real_t<S>*>(copy), op.mats.width, op.mats.block_scalars);
    return Mats<F>::strided(copy, size);
}

// Runs compute(count, mats...) on matrices [lo, hi) of operands ops (stored in half, real or
// complex: all of one computing type S), a pass at a time: for each pass of count matrices, mats are the
// operands' single-precision copies (Mats<const S> for a const operand, Mats<S> otherwise, S
// float or std::complex<float>; matrix i of the pass at index i, leading dimension staged_ld),
// filled from the operands that are read and rounded back into those that are written. On the
// interleaved path a pass holds whole blocks of lanes (so that the single-precision task fills
// them), at least one.
template <class F, class... H>
void run_staged(int64_t lo, int64_t hi, Path path, F&& compute, const Operand<H>&... ops) {
    using S = compute_t<std::remove_const_t<std::tuple_element_t<0, std::tuple<H...>>>>;
    static_assert((std::is_same_v<S, compute_t<std::remove_const_t<H>>> && ...));
    // (a pass of whole blocks of lanes; of an operand's container blocks for one in a container)
    int64_t granule = path == Path::Interleaved ? kLanes<real_t<S>> : 1;
    const bool container = (ops.mats.is_interleaved() || ...);
    ((granule = ops.mats.is_interleaved() ? std::max(granule, ops.mats.width) : granule), ...);
    constexpr size_t N = sizeof...(H);
    const int64_t sizes[N] = {staged_ld(ops) * ops.cols...};
    int64_t per_matrix = 0;
    for (int64_t s : sizes) per_matrix += s;
    int64_t pass = std::max<int64_t>(1, kStageBytes / int64_t(sizeof(S)) / std::max<int64_t>(1, per_matrix));
    pass = std::max(granule, pass / granule * granule);
    // (copies of container operands are whole blocks, the last one's padding lanes included)
    pass = std::min(pass, container ? (hi - lo + granule - 1) / granule * granule : hi - lo);
    ScratchFrame frame;
    S* const scratch = frame.take_array<S>(size_t(pass * per_matrix));
    if (!scratch) return;  // out of memory: the executor reports it (core/scratch.hh)
    S* copies[N];
    for (size_t o = 0, at = 0; o < N; at += size_t(pass * sizes[o++])) copies[o] = scratch + at;

    const auto operands = std::tie(ops...);
    for (int64_t p = lo; p < hi; p += pass) {
        const int64_t count = std::min(pass, hi - p);
        [&]<size_t... I>(std::index_sequence<I...>) {
            (widen_operand(std::get<I>(operands), p, count, copies[I], sizes[I]), ...);
            compute(count, staged_mats(std::get<I>(operands), copies[I], sizes[I])...);
            (narrow_operand(std::get<I>(operands), p, count, copies[I], sizes[I]), ...);
        }
        (std::make_index_sequence<N>{});
    }
}

BBLAS_TARGET_END
