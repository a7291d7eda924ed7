// gemm on one matrix at a time with whole columns in SIMD registers, for real types, op(A) = A
// and m <= kColumnsMaxRows: C(:, j) = alpha * sum_p A(:, p) * op(B)(p, j) + beta * C(:, j), a
// column of A loaded as one to four vectors (the first m lanes, nothing read past the column),
// op(B)(p, j) broadcast. Tiny products need no conversion to the interleaved layout this way: each operand
// is read once, in its own order, so the speed is the memory's (the direct path's answer for
// the standard and strided interfaces; LIBXSMM's small kernels use the same column scheme).
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <type_traits>
#include <utility>

#include "core/mats.hh"
#include "kernels/gather.hh"
#include "kernels/half_pack.hh"
#include "kernels/pack.hh"
#include "kernels/target.hh"

BBLAS_TARGET_BEGIN

// Column vectors hold M rows: the narrowest power-of-two pack of at least 16 bytes that holds
// them, up to the full width (several full-width vectors above it). Narrow packs waste few
// lanes, and 128- and 256-bit FMAs issue twice per cycle where 512-bit ones issue once (Zen 4);
// narrower than 16 bytes GCC's vectors are not SSE registers.
template <class R>
inline constexpr int kMinColumnLanes = 16 / int(sizeof(R));
template <class R, int M>
inline constexpr int kColumnLanes = M >= kLanes<R>            ? kLanes<R>
                                    : M <= kMinColumnLanes<R> ? kMinColumnLanes<R>
                                                              : 2 << (31 - __builtin_clz(unsigned(M - 1)));

// The largest m the column kernels take: up to four vectors per column (AVX-512: 4 columns of C
// beside them in its 32 registers; AVX2's 16 registers hold fewer columns, kColumnsBlock). With
// at most two vectors, AVX2 ran dgemm n = 9..16 and sgemm n = 17..32 in row blocks, one matrix
// and one block at a time: dgemm n = 9 took 8 + 1 rows and 1,960 instructions a matrix where
// n = 8 took 300, 0.29x LIBXSMM's AVX2 kernel (Zen 3, 2026-11-28). The generic kernels (SSE2)
// keep two: they are the fallback, and the sanitizer build compiles only them.
inline constexpr int kColumnsMaxVectors = kVectorBytes >= 32 ? 4 : 2;
template <class R>
inline constexpr int kColumnsMaxRows = kColumnsMaxVectors* kLanes<R>;
// Larger m run in row blocks of at most kColumnsMaxRows, up to four of them or 64 rows (plan.hh
// columns_blocked_max_rows).
template <class R>
inline constexpr int kColumnsBlockedMaxRows = std::min(64, 4 * kColumnsMaxRows<R>);

// Columns of C computed together: MV * NR accumulators, MV values of A and one of B in
// registers (16 + 5 of 32 with AVX-512; of 16: 8 + 3 at MV = 2, 9 + 4 at 3), or where those do
// not fit, NR values of B and one of A (AVX2 at MV = 4: 12 + 3 + 1). With one vector per
// column, eight independent sums keep two FMA pipes busy through their 4-cycle latency; at
// eight exactly (AVX2, MV = 4 as 4 x 2) they left no slack: dgemm n = 32 in row blocks of 16 ran
// at 0.69x LIBXSMM's AVX2 kernel in memory, 0.86x with 4 x 3 (Zen 3, 2026-11-28).
template <int MV>
inline constexpr int kColumnsBlock = MV == 1                       ? 8
                                     : MV == 2 || kRegisters >= 32 ? 4
                                                                   : 3;
// (the widest block: its sums, the values of whichever operand the step holds, and one more)
static_assert(kColumnsMaxVectors * kColumnsBlock<kColumnsMaxVectors> +
                  std::min(kColumnsMaxVectors, kColumnsBlock<kColumnsMaxVectors>) + 1 <=
              kRegisters);

// A column of M rows as MV packs of W = kColumnLanes lanes, the last one holding the last rows
// (nothing past the column read or written). H: the stored type, R or (for half storage, with
// R = float) _Float16, converted in the registers (kernels/half_pack.hh).
// Overlap (gemm's kernels): where the last pack would hold more than half its lanes (dgemm
// n = 14: 8 + 6; a full one is the same load either way), it is a whole pack ending at the
// column's end instead, overlapping the pack before it. Its overlapping lanes compute the same
// sums in the same order as that pack's, so the column stores the same values twice; a whole
// load costs less than the masked one (or, without AVX-512, two halves and a shuffle). Not for
// the triangular kernels, where a row's operations depend on its lane.
template <class R, class H, int M, int W, int MV>
inline constexpr bool kOverlapLast = std::is_same_v<R, H> && (MV >= 2 && M - (MV - 1) * W > W / 2);
// Pack v of such a column alone (load_column's code is kept as it was: through this function
// GCC laid out the AVX-512 kernels of the tiniest shapes differently).
template <int M, bool Overlap, class R, int W, int MV, class H>
BBLAS_INLINE Pack<R, W> load_pack(const H* p, int v) {
    if (v + 1 < MV) return load_first<W, R, W>(p + v * W);
    if constexpr (Overlap && kOverlapLast<R, H, M, W, MV>) return load_first<W, R, W>(p + (M - W));
    else return load_first<M - (MV - 1) * W, R, W>(p + (MV - 1) * W);
}
template <int M, bool Overlap = false, class R, int W, int MV, class H>
BBLAS_INLINE void load_column(const H* p, Pack<R, W> (&x)[MV]) {
    for (int v = 0; v + 1 < MV; ++v) x[v] = load_first<W, R, W>(p + v * W);
    if constexpr (Overlap && kOverlapLast<R, H, M, W, MV>) x[MV - 1] = load_first<W, R, W>(p + (M - W));
    else x[MV - 1] = load_first<M - (MV - 1) * W, R, W>(p + (MV - 1) * W);
}
template <int M, bool Overlap = false, class R, int W, int MV, class H>
BBLAS_INLINE void store_column(const Pack<R, W> (&x)[MV], H* p) {
    for (int v = 0; v + 1 < MV; ++v) store_first<W>(x[v], p + v * W);
    if constexpr (Overlap && kOverlapLast<R, H, M, W, MV>) store_first<W>(x[MV - 1], p + (M - W));
    else store_first<M - (MV - 1) * W>(x[MV - 1], p + (MV - 1) * W);
}

// Orders beyond one kernel's rows run in row blocks (gemm_columns in run_gemm.cc,
// trxm_columns in run_trxm.cc): as few blocks as the kernels take, of equal rows rounded up to
// whole packs (the last one shorter), so that 32 rows of kernels of at most 24 are 16 + 16.
inline int64_t columns_block_rows(int64_t m, int64_t most, int64_t lanes) {
    const int64_t blocks = (m + most - 1) / most;
    return std::min(most, ((m + blocks - 1) / blocks + lanes - 1) / lanes * lanes);
}
// Matrices per pass over their row blocks (trxm_columns): as many as fill a quarter of L2
// (1 MiB on Zen 5), at most 32, so that they stay in cache between the passes while the memory
// streams: dtrsm m = n = 24 in memory as blocks of 16 + 8, 1 thread, ran at 19 GFLOP/s with 32
// per pass against 16.5 with 4 (2026-11-24).
inline int64_t columns_chunk(int64_t bytes_per_matrix) {
    constexpr int64_t kChunkBytes = 256 << 10;
    return std::clamp<int64_t>(kChunkBytes / std::max<int64_t>(1, bytes_per_matrix), 1, 32);
}

template <class R>
struct ColumnsGemm {
    int64_t n, k;
    R alpha, beta;
    int64_t lda, ldb, ldc;
};

// How C enters the result: beta = 0 (C not read), general alpha and beta (alpha * sum + beta *
// C, C read at the end), or alpha = beta = 1, the update C += A op(B) (the sums start from C,
// with no multiply at either end: for sgemm n = 12, 24 of the 168 vector operations per matrix).
enum class CUpdate { Set, Scale, Add, Runtime };

// A call as the kernels read it: op(B) by strides, element (p, j) at B[p * bk + j * bn] (B^T is
// the same kernel with the strides swapped), and the update as a flag tested outside the k loop.
// One kernel per shape serves every option: compiling transposes and beta = 0 into every shape
// made four copies of each (run_gemm.cc with AVX-512: 145 s of CPU time to compile).
template <class R>
struct ColumnsStep {
    int64_t n, k;
    R alpha, beta;
    int64_t lda, bk, bn, ldc;
    int64_t b_rows, b_cols, ldb;  // B as stored
    CUpdate update;
    bool tb;

    ColumnsStep(const ColumnsGemm<R>& g, bool tb)
        : n(g.n),
          k(g.k),
          alpha(g.alpha),
          beta(g.beta),
          lda(g.lda),
          bk(tb ? g.ldb : 1),
          bn(tb ? 1 : g.ldb),
          ldc(g.ldc),
          b_rows(tb ? g.n : g.k),
          b_cols(tb ? g.k : g.n),
          ldb(g.ldb),
          update(g.beta == R(0)                      ? CUpdate::Set
                 : g.alpha == R(1) && g.beta == R(1) ? CUpdate::Add
                                                     : CUpdate::Scale),
          tb(tb) {}

    // The same call on a copy of B with leading dimension ld.
    ColumnsStep with_ldb(int64_t ld) const {
        ColumnsStep s = *this;
        s.ldb = ld;
        s.bk = tb ? ld : 1;
        s.bn = tb ? 1 : ld;
        return s;
    }
};

// An option of the column kernels (op(B) transposed): read from the ColumnsStep at run time, or
// compiled in. Only the tiny fixed shapes below compile them in: a 2x2 product is a
// dozen instructions, and the strides and the beta test made sgemm n = 2 and n = 8 (B^T) 15-18%
// slower in cache (1 thread, Zen 4, 2026-11-25); larger shapes did not move.
enum class Opt { No, Yes, Runtime };

// n and k compiled into the kernels for the commonest tiny shapes (m = n = k: gemm; n = 1,
// k = m: gemv; k = 1, n = m: ger) up to this order; 0 for N or K where they are read at run
// time. A tiny product costs a few dozen instructions: the k and n loops' control and the
// column tails around them doubled dgemm n = 2 (in cache, 1 thread, 6.7 ns a matrix where
// LIBXSMM's JIT kernel of fixed shape took 2.7).
inline constexpr int kColumnsFixedMax = 8;
// Larger square orders compiled in for compact single-precision operands (lda = ldb = ldc = m;
// float, or half computed in float): with run-time strides GCC kept a base register per column
// of B, ran out of them and spilled in the k loop. Compiled in, sgemm n = 12 and 16 in cache
// went from 0.68 / 0.86x LIBXSMM's kernels of fixed shape to 0.88-0.93x (2 threads, Emerald
// Rapids, 2026-11-27); dgemm n = 12 lost 10% in memory that way (0.88 -> 0.79x), so double keeps
// the run-time kernels. sgemm n = 10 too: 0.80 -> 0.96x LIBXSMM in cache, 0.80 -> 0.84x in
// memory (Xeon 0xA7, 2026-11-28); n = 14 and 20 ran faster in L1 that way but slower in memory
// (0.87 -> 0.77x, 0.75 -> 0.63x), so they keep the run-time kernels.
template <class R, int M>
inline constexpr bool kColumnsFixedPacked = sizeof(R) == 4 && (M == 10 || M == 12 || M == 16);

// Columns [0, NR) of C (pointers already at the block's first column). Packed: the fixed shape's
// operands are compact (lda = m, ldb = its rows, ldc = m), with those leading dimensions
// compiled in.
template <int M, int NR, int N, int K, Opt TB, CUpdate U, bool Packed, class R, class H, class HB>
BBLAS_INLINE void gemm_columns_block(const ColumnsStep<R>& g, const H* A, const HB* B, H* C) {
    constexpr int W = kColumnLanes<R, M>, MV = (M + W - 1) / W;
    const int64_t ldb = Packed ? (TB == Opt::Yes ? N : K) : g.ldb;
    const int64_t bk = TB == Opt::Runtime ? g.bk : TB == Opt::Yes ? ldb : 1;
    const int64_t bn = TB == Opt::Runtime ? g.bn : TB == Opt::Yes ? 1 : ldb;
    const int64_t lda = Packed ? M : g.lda, ldc = Packed ? M : g.ldc;
    const CUpdate update = U == CUpdate::Runtime ? g.update : U;
    using P = Pack<R, W>;
    // Few columns (gemv, the last columns of a matrix) leave too few independent sums to cover
    // the FMA latency: then the k loop keeps KU partial sums per value, added at the end (not
    // for a compile-time k of at most 4: the next matrices' work covers so short a chain).
    // (fewer where the partial sums would not fit the registers beside A's column and a spare)
    constexpr int KU0 = (K && K <= 4) || NR >= 4 ? 1 : NR >= 2 ? 2 : 4;
    constexpr int KU = std::max(1, std::min(KU0, (kRegisters - 2 - MV) / (MV * NR)));
    P acc[KU][MV][NR];
    for (int u = 1; u < KU; ++u)
        for (int v = 0; v < MV; ++v)
            for (int c = 0; c < NR; ++c) acc[u][v][c] = P{};
    // The first step (k > 0 here) sets acc[0] with a product: no multiply-add into zeros.
    // Where the sums, a column of A and a value of B do not fit the registers (AVX2, MV = 4:
    // 4 x 3 sums), the step holds the NR values of B and streams the packs of A through one.
    auto step = [&]<bool First>(int u, int64_t p) __attribute__((always_inline)) {
        if constexpr (MV * (NR + 1) + 1 > kRegisters) {
            P b[NR];
            for (int c = 0; c < NR; ++c) b[c] = broadcast_at<P>(B + (p * bk + c * bn));
            for (int v = 0; v < MV; ++v) {
                const P a = load_pack<M, true, R, W, MV>(A + p * lda, v);
                for (int c = 0; c < NR; ++c) acc[u][v][c] = First ? a * b[c] : acc[u][v][c] + a * b[c];
            }
        } else {
            P a[MV];
            load_column<M, true>(A + p * lda, a);
            for (int c = 0; c < NR; ++c) {
                const P b = broadcast_at<P>(B + (p * bk + c * bn));
                for (int v = 0; v < MV; ++v) acc[u][v][c] = First ? a[v] * b : acc[u][v][c] + a[v] * b;
            }
        }
    };
    const int64_t k = K ? K : g.k;
    if (update == CUpdate::Add) {
        for (int c = 0; c < NR; ++c) {
            P x[MV];
            load_column<M, true>(C + c * ldc, x);
            for (int v = 0; v < MV; ++v) acc[0][v][c] = x[v];
        }
        step.template operator()<false>(0, 0);
    } else {
        step.template operator()<true>(0, 0);
    }
    int64_t p = 1;
#pragma GCC unroll 4
    for (; p + KU <= k; p += KU)
        for (int u = 0; u < KU; ++u) step.template operator()<false>(u, p + u);
    for (; p < k; ++p) step.template operator()<false>(0, p);
    for (int u = 1; u < KU; ++u)
        for (int v = 0; v < MV; ++v)
            for (int c = 0; c < NR; ++c) acc[0][v][c] += acc[u][v][c];
    for (int c = 0; c < NR; ++c) {
        P x[MV];
        if (update == CUpdate::Add) {
            for (int v = 0; v < MV; ++v) x[v] = acc[0][v][c];
        } else if (update == CUpdate::Set) {
            for (int v = 0; v < MV; ++v) x[v] = g.alpha * acc[0][v][c];
        } else {
            load_column<M, true>(C + c * ldc, x);
            for (int v = 0; v < MV; ++v) x[v] = g.alpha * acc[0][v][c] + g.beta * x[v];
        }
        store_column<M, true>(x, C + c * ldc);
    }
}

// The last nc < 2 H columns: a block of H columns where nc has that bit, then the narrower
// ones (4 + 2 + 1 for up to 7; 2 + 1 after blocks of 3): log2(NR) block shapes to compile per
// m, not NR - 1.
template <int M, int NB, int N, int K, Opt TB, CUpdate U, bool Packed, class R, class H, class HB>
BBLAS_INLINE void gemm_columns_tail(int64_t nc, const ColumnsStep<R>& g, const H* A, const HB* B, H* C) {
    if (nc & NB) {
        gemm_columns_block<M, NB, N, K, TB, U, Packed>(g, A, B, C);
        B += NB * g.bn;
        C += NB * g.ldc;
    }
    if constexpr (NB > 1) gemm_columns_tail<M, NB / 2, N, K, TB, U, Packed>(nc, g, A, B, C);
}

// One matrix; B stored in HB (H, or R for a widened copy of a half B).
template <int M, int N, int K, Opt TB, CUpdate U, bool Packed, class R, class H, class HB>
BBLAS_INLINE void gemm_columns_matrix(const ColumnsStep<R>& g, const H* A, const HB* B, H* C) {
    constexpr int W = kColumnLanes<R, M>, MV = (M + W - 1) / W, NR = kColumnsBlock<MV>;
    // A compile-time n of at most one block's columns, or (compact operands, whose columns of B
    // are constant offsets from one register) of as many as the registers hold with a column of
    // A: one block of exactly n, so that each column of A is loaded once (the tail's blocks of
    // 4 + 2 + 1 loaded A three times at n = 7).
    constexpr bool one_block = N > 1 && (N < NR || (Packed && N <= 16 && MV * (N + 1) + 1 <= kRegisters));
    if constexpr (one_block) return gemm_columns_block<M, N, N, K, TB, U, Packed>(g, A, B, C);
    const int64_t n = N ? N : g.n;
    int64_t j = 0;
    for (; j + NR <= n; j += NR)
        gemm_columns_block<M, NR, N, K, TB, U, Packed>(g, A, B + j * g.bn, C + j * g.ldc);
    if (j < n)  // the last n mod NR columns
        gemm_columns_tail<M, int(std::bit_floor(unsigned(NR - 1))), N, K, TB, U, Packed>(
            n - j, g, A, B + j * g.bn, C + j * g.ldc);
}

// The most elements of the half Bs the column kernels widen into the stack at once (16 KiB):
// every B of the orders they take (64) with n <= 64. Half storage takes the column kernels only
// with a B of at most this size (run_gemm.cc): a kernel that broadcast from half for larger ones
// was a third of the half kernels' code, for shapes outside the sizes bblas is for.
inline constexpr int64_t kColumnsWideB = 64 * 64;

// A half B (as stored: b_rows x b_cols, leading dimension ldb) widened into q, leading dimension
// b_rows.
template <int N, int K, Opt TB, bool Packed, class R, class H>
BBLAS_INLINE void widen_b(const ColumnsStep<R>& g, const H* B, R* q) {
    if constexpr (N && K && TB != Opt::Runtime) {
        constexpr int rows = TB == Opt::Yes ? N : K, cols = TB == Opt::Yes ? K : N;
        widen_block<rows, cols, Packed>(B, g.ldb, q);
    } else if (g.ldb == g.b_rows) {
        widen(B, q, g.b_rows * g.b_cols);
    } else {
        for (int64_t j = 0; j < g.b_cols; ++j) widen(B + j * g.ldb, q + j * g.b_rows, g.b_rows);
    }
}

// The first cache line of each operand of the matrix this many ahead is prefetched: behind a
// pointer array the hardware cannot see where the next matrices are until their pointers load.
inline constexpr int64_t kColumnsPrefetch = 8;

// Those first lines for matrix i (read: const operands; else written).
template <class... M>
BBLAS_INLINE void prefetch_ahead(int64_t i, int64_t hi, const M&... m) {
    if (i + kColumnsPrefetch < hi)
        (__builtin_prefetch(m[i + kColumnsPrefetch],
                            std::is_const_v<std::remove_pointer_t<decltype(m[i])>> ? 0 : 1),
         ...);
}

// Whether each operand's first matrices of [lo, hi) lie at one constant stride (sampled: the
// first kStreamSample of them), as in a batch carved from one allocation: the hardware
// prefetcher then follows them as one stream, and the software prefetch of the tiny fixed
// shapes only costs (the standard API's sgemm n = 2 and 3 in cache: 1.2x without it, in memory
// no slower, 2 threads, Emerald Rapids, 2026-11-26). A wrong guess costs speed, never results.
inline constexpr int64_t kStreamSample = 16;
template <class... M>
BBLAS_INLINE bool streams(int64_t lo, int64_t hi, const M&... m) {
    const int64_t end = std::min(hi, lo + kStreamSample);
    if (end - lo < 3) return false;
    const auto one = [&](const auto& x) {  // addresses as integers: the matrices may be separate objects
        const auto at = [&](int64_t i) { return reinterpret_cast<uintptr_t>(x[i]); };
        const uintptr_t step = at(lo + 1) - at(lo);
        for (int64_t i = lo + 2; i < end; ++i)
            if (at(i) - at(i - 1) != step) return false;
        return true;
    };
    return (one(m) && ...);
}

// Matrices whose operands take at least this many bytes have all of the next matrix's lines
// prefetched while they are computed: the hardware prefetcher alone left dger m = n = 32 (16 KiB
// of A read and written per matrix) in memory at 4.6 GFLOP/s per thread against OpenBLAS's 6.5
// (Zen 5). Not for products (n, k > 1) whose operands stream (streams above): there the
// prefetches only took load slots from the broadcasts, and without them dgemm n = 16 / 24 / 32
// in memory went from 0.90 / 0.94 / 0.88x LIBXSMM to 1.01 / 1.09 / 1.02x, sgemm 24 and 32 from
// 0.88 / 0.80x to 1.05 / 1.02x (2 threads, Emerald Rapids, 2026-11-27); gemv and ger, one use
// of each element, kept it (without: dgemv 32 1.73x -> 1.49x the loop).
inline constexpr int64_t kColumnsPrefetchWholeBytes = 4096;

template <int M, int N, int K, Opt TB, CUpdate U, bool Packed = false, class R, class H>
void gemm_columns_loop(const ColumnsStep<R>& shape, const Mats<const H>& A, const Mats<const H>& B,
                       const Mats<H>& C, int64_t lo, int64_t hi) {
    const bool whole =
        int64_t(sizeof(H)) * (M * shape.k + shape.k * shape.n + M * shape.n) >= kColumnsPrefetchWholeBytes;
    const bool product = shape.n > 1 && shape.k > 1;
    with_matrices(
        [whole, product, lo, hi, shape](auto a, auto b, auto c) {
            // Copies inside the loop's own frame: through the capture, the stores to C could alias
            // alpha, beta and the bounds, and GCC reloaded them for every matrix.
            const ColumnsStep<R> g = shape;
            const int64_t end = hi;
            const bool prefetch_whole = whole && !(product && streams(lo, end, a, b, c));
            // Strided operands of the compact tiny shapes are each one constant-stride stream,
            // which the hardware prefetcher follows: there the software prefetch of the matrix 8
            // ahead only costs (strided dgemm n = 4 without it: 1.19x in cache, 1.29x in memory,
            // Zen 4). So are pointer arrays whose first matrices lie at a constant stride
            // (streams); other pointer arrays keep it: shuffled ones are what it is for.
            const auto run = [=](auto ahead, auto a, auto b, auto c) __attribute__((always_inline)) {
                const auto one = [=](int64_t i, const ColumnsStep<R>& gi, const auto* bi)
                    __attribute__((always_inline)) {
                    if (prefetch_whole && i + 1 < end) {
                        prefetch_matrix(a[i + 1], M, g.k, g.lda, false);
                        prefetch_matrix(b[i + 1], g.b_rows, g.b_cols, g.ldb, false);
                        prefetch_matrix(c[i + 1], M, g.n, g.ldc, true);
                    } else if constexpr (decltype(ahead)::value) {
                        prefetch_ahead(i, end, a, b, c);
                    }
                    gemm_columns_matrix<M, N, K, TB, U, Packed>(gi, a[i], bi, c[i]);
                };
                if constexpr (!std::is_same_v<H, R>) {
                    // Half storage: each B widened into the stack, then the products, so that
                    // each element of B is converted once rather than at each of its broadcasts
                    // (where a column of A is one vector, a conversion per multiply-add: r16
                    // gemm n = 16 ran at 0.7x r32 in cache, 1 thread, Zen 4). The compile-time
                    // shapes widen the Bs of a run of matrices first: a broadcast of a float
                    // stored just before waits for that store (r16 n = 8 in cache, 1 thread,
                    // Emerald Rapids, one matrix at a time: 0.5-0.7x r32), and with one
                    // matrix's B GCC kept it in registers and made each broadcast a vpermd
                    // (n = 4: 0.44-0.6x r32).
                    // B fits: run_gemm.cc sends a half task with a larger one to the staged path.
                    const int64_t elems = N && K ? N * K : g.b_rows * g.b_cols;
                    alignas(64) R wide[kColumnsWideB];
                    const ColumnsStep<R> gw = g.with_ldb(g.b_rows);
                    // (shapes not compiled in, one matrix at a time: runs of them measured
                    // slower, r16 n = 16 in memory 1.55x r32 against 1.83x, Emerald Rapids)
                    const int64_t run_length = N && K ? kColumnsWideB / elems : 1;
                    for (int64_t r0 = lo; r0 < end; r0 += run_length) {
                        const int64_t r1 = std::min(end, r0 + run_length);
                        for (int64_t i = r0; i < r1; ++i)
                            widen_b<N, K, TB, Packed>(g, b[i], wide + (i - r0) * elems);
                        for (int64_t i = r0; i < r1; ++i)
                            one(i, gw, static_cast<const R*>(wide + (i - r0) * elems));
                    }
                } else {
                    for (int64_t i = lo; i < end; ++i) one(i, g, b[i]);
                }
            };
            if constexpr (Packed) {
                // Separate loops, so that each knows its operands' form and tests none at each
                // access: strided (one condition for both forms cost the strided API's dgemm
                // n = 2 a third of its speed), and three pointer arrays (the standard API).
                // Streams of the larger fixed shapes (12, 16) keep the prefetch of the matrix 8
                // ahead, as the run-time kernels they replace do (without it, in a 3-round trial
                // that compiled double in too, dgemm n = 16 in memory lost 5-15%: near this VM's
                // noise, so the old behaviour stays).
                using stream_ahead = std::bool_constant<(M > kColumnsFixedMax)>;
                if (!a.ptrs && !b.ptrs && !c.ptrs) return run(stream_ahead{}, a, b, c);
                if (a.ptrs && b.ptrs && c.ptrs) {
                    const auto pa = pointers_of(a), pb = pointers_of(b);
                    const auto pc = pointers_of(c);
                    if (streams(lo, end, pa, pb, pc)) return run(stream_ahead{}, pa, pb, pc);
                    return run(std::true_type{}, pa, pb, pc);
                }
                if (streams(lo, end, a, b, c)) return run(stream_ahead{}, a, b, c);
            }
            run(std::true_type{}, a, b, c);
        },
        A, B, C);
}

// Matrices [lo, hi) of a batch, all m = M. Requires alpha != 0 and k > 0 (netlib: alpha = 0
// reads neither A nor B, which the general path handles).
template <int M, class R, class H>
void gemm_columns_batch(const ColumnsGemm<R>& g, bool tb, const Mats<const H>& A, const Mats<const H>& B,
                        const Mats<H>& C, int64_t lo, int64_t hi) {
    const ColumnsStep<R> step(g, tb);
    if constexpr (M <= kColumnsFixedMax || kColumnsFixedPacked<R, M>) {
        // the fixed shapes with their options compiled in; for gemm's square shapes, compact
        // operands with their leading dimensions too: with run-time ones the sixteen addresses
        // of a 4 x 4 B and C took more registers than x86-64 has, and the offsets went through
        // the stack and vector registers for every matrix (dgemm n = 4, Zen 4 perf profile).
        const auto fixed = [&]<int N, int K, bool Packed = false>() {
            const auto loop = [&]<Opt TB>() {
                // the update compiled in for the compact square products only (each form is
                // another copy of every shape)
                if (step.update == CUpdate::Set)
                    return gemm_columns_loop<M, N, K, TB, CUpdate::Set, Packed>(step, A, B, C, lo, hi);
                if constexpr (Packed && std::is_same_v<H, R>)
                    if (step.update == CUpdate::Add)
                        return gemm_columns_loop<M, N, K, TB, CUpdate::Add, Packed>(step, A, B, C, lo, hi);
                gemm_columns_loop<M, N, K, TB, CUpdate::Scale, Packed>(step, A, B, C, lo, hi);
            };
            tb ? loop.template operator()<Opt::Yes>() : loop.template operator()<Opt::No>();
        };
        if (g.n == M && g.k == M && g.lda == M && g.ldb == M && g.ldc == M)
            return fixed.template operator()<M, M, true>();
        if constexpr (M <= kColumnsFixedMax) {
            if (g.n == M && g.k == M) return fixed.template operator()<M, M>();
            if (g.n == 1 && g.k == M) return fixed.template operator()<1, M>();
            if (g.n == M && g.k == 1) return fixed.template operator()<M, 1>();
        }
    }
    // gemv (one column) without the column loop: with it, the run-time strides and beta spilled
    // the k loop's bound and B's stride to the stack, and sgemv m = n = 16 ran 1.23x slower in
    // cache than with them compiled in (2 threads, Zen 4, 2026-11-25).
    if (g.n == 1) return gemm_columns_loop<M, 1, 0, Opt::Runtime, CUpdate::Runtime>(step, A, B, C, lo, hi);
    gemm_columns_loop<M, 0, 0, Opt::Runtime, CUpdate::Runtime>(step, A, B, C, lo, hi);
}

// C = alpha * A * op(B) + beta * C (op(B) = B^T where tb) on matrices [lo, hi) of a batch with
// m <= kColumnsBlockedMaxRows<R>, alpha != 0 and k > 0, the matrices stored in H (R, or half
// with R = float where kHalfPacks, then n * k <= kColumnsWideB: B is widened into a stack array
// of that size). Instantiated once, in run_gemm.cc, for float and double;
// gemv, ger and the blocked trsm and trmm call it too.
template <class R, class H>
void gemm_columns(int64_t m, const ColumnsGemm<R>& g, bool tb, const Mats<const H>& A, const Mats<const H>& B,
                  const Mats<H>& C, int64_t lo, int64_t hi);

BBLAS_TARGET_END
