// The device steps of gemm's LaneTiles and LanePanels kernels (cuda/level3_kernels.cu's
// gemm_lane_tiles, gemm_lane_panels; what the planner asks of them is in cuda/level3_launch.hh):
// the interleaved form's gemm at the orders the Rows kernel does not take well. LaneTiles: a
// thread per matrix and T x T tile of C; the lanes of a warp are consecutive matrices (a warp's
// read of one element is adjacent lanes of an interleaved block: whole sectors), the warps of a
// block other tiles of the same matrices. The tile's T^2 sums stay in registers, so each step of
// k reads T elements of op(A) and T of op(B) for T^2 multiply-adds, where the Blocked shape (a
// thread per element of C) reads two per multiply-add: 2.5-5% of the bandwidth roofline at
// n = 48..64 on the H100 (docs/cuda.md). Each element sums acc + a b over l ascending, then
// alpha acc + beta C: bit for bit the other product kernels' result.
#pragma once

#include <cuda_runtime.h>

#include <cstdint>
#include <type_traits>

#include "cuda/device_ops.cuh"
#include "cuda/level3_launch.hh"
#include "cuda/level3_refs.cuh"
#include "cuda/team.cuh"
#ifdef __CUDACC__
#include <cuda_pipeline.h>  // cp.async (the emulated suite supplies its own)
#endif

namespace bblas::impl::cuda {

// Step l of k of a tile: op(A)(i0 + r, l) and op(B)(l, j0 + c) into a and b (oa, ob: the
// offsets of the tile's rows and columns in the lanes; al, bl: the offsets of a step).
template <class S, int T, class ARef, class BRef>
__device__ __forceinline__ void lane_tile_step(const ARef& A, const BRef& B, const int32_t (&oa)[T],
                                               const int32_t (&ob)[T], int32_t la, int32_t lb, bool ca,
                                               bool cb, S (&a)[T], S (&b)[T]) {
    BBLAS_UNROLL
    for (int r = 0; r < T; ++r) {
        a[r] = A.in_at(oa[r] + la);
        if (ca) a[r] = conj_of(a[r]);
    }
    BBLAS_UNROLL
    for (int c = 0; c < T; ++c) {
        b[c] = B.in_at(ob[c] + lb);
        if (cb) b[c] = conj_of(b[c]);
    }
}

// C = alpha acc + beta C on the T x T tile at (i0, j0) of one matrix, within C's m x n (product
// false: alpha op(A) op(B) is zero; beta = 0: C is not read).
template <class S, int T, class CRef>
__device__ __forceinline__ void lane_tile_store(const ProductGroupArgs<S>& G, const CRef& C,
                                                const S (&acc)[T][T], bool product, int64_t i0, int64_t j0) {
    const bool reads_c = !is_zero(G.beta);
    BBLAS_UNROLL
    for (int c = 0; c < T; ++c) {
        BBLAS_UNROLL
        for (int r = 0; r < T; ++r) {
            if (i0 + r >= G.m || j0 + c >= G.n) continue;
            S value = product ? mul(G.alpha, acc[r][c]) : S{};
            if (reads_c) value = add(value, mul(G.beta, C.get(i0 + r, j0 + c)));
            C.put(i0 + r, j0 + c, value);
        }
    }
}

// Tile `tile` of C (tiles numbered down the columns of tiles) of one matrix: A, B and C lanes
// of interleaved arrays (BlockedRef) whose offsets fit 32 bits (lane_tiles_can).
template <class S, int T, class ARef, class BRef, class CRef>
__device__ __forceinline__ void gemm_lane_tile(const ProductGroupArgs<S>& G, const ARef& A, const BRef& B,
                                               const CRef& C, int64_t tile) {
    const int64_t tiles_m = (G.m + T - 1) / T;
    const int64_t i0 = tile % tiles_m * T, j0 = tile / tiles_m * T;
    const bool product = G.k > 0 && !is_zero(G.alpha);  // else A and B are not read
    S acc[T][T];
    BBLAS_UNROLL
    for (int r = 0; r < T; ++r) {
        BBLAS_UNROLL
        for (int c = 0; c < T; ++c) acc[r][c] = S{};
    }
    if (product) {
        // op(A)(i, l) at offset i ai + l al of A's lane, op(B)(l, j) at l bl + j bj; rows and
        // columns beyond C's edge read the last one of the matrix (summed, never stored), so
        // the loop has no conditions
        const bool na = G.ta == DeviceOp::N, nb = G.tb == DeviceOp::N;
        const int32_t ai = int32_t(na ? A.w : G.lda * A.w), al = int32_t(na ? G.lda * A.w : A.w);
        const int32_t bl = int32_t(nb ? B.w : G.ldb * B.w), bj = int32_t(nb ? G.ldb * B.w : B.w);
        const bool ca = G.ta == DeviceOp::C, cb = G.tb == DeviceOp::C;
        int32_t oa[T], ob[T];
        BBLAS_UNROLL
        for (int r = 0; r < T; ++r) oa[r] = int32_t(lesser(i0 + r, G.m - 1)) * ai;
        BBLAS_UNROLL
        for (int c = 0; c < T; ++c) ob[c] = int32_t(lesser(j0 + c, G.n - 1)) * bj;
        // the next step's elements are read while this step's multiply-adds run
        S a[T], b[T];
        lane_tile_step<S, T>(A, B, oa, ob, 0, 0, ca, cb, a, b);
        const int32_t k = int32_t(G.k);
        for (int32_t l = 0; l < k; ++l) {
            S an[T], bn[T];
            lane_tile_step<S, T>(A, B, oa, ob, (l + 1 < k ? l + 1 : l) * al, (l + 1 < k ? l + 1 : l) * bl, ca,
                                 cb, an, bn);
            BBLAS_UNROLL
            for (int r = 0; r < T; ++r) {
                BBLAS_UNROLL
                for (int c = 0; c < T; ++c) acc[r][c] = mul_add(acc[r][c], a[r], b[c]);
            }
            BBLAS_UNROLL
            for (int r = 0; r < T; ++r) a[r] = an[r], b[r] = bn[r];
        }
    }
    lane_tile_store<S, T>(G, C, acc, product, i0, j0);
}

// ---------------------------------------------------------------------------------------------
// The LanePanels kernel (cuda/level3_kernels.cu's gemm_lane_panels): the same tiles, but a block
// holds every tile of C of `lanes` consecutive matrices at once (a thread per matrix and tile),
// and op(A) and op(B) pass through shared memory kc steps of k at a time, copied by all the
// block's threads with consecutive threads on consecutive matrices (whole sectors): each element
// of A and B is read from global memory once, where the LaneTiles threads of a block re-read
// them once per tile row or column (2.7x the ideal bytes at dgemm n = 64 on the H100, session
// 20). Two panel buffers: the copies of the next panel (cp.async, no registers) run while the
// products of this one do; a first version that copied and then computed ran 0.55-0.90x
// LaneTiles (docs/cuda.md).

// Copies element q of a lane (its imaginary part `plane` further) to d in shared memory without
// waiting (cp.async); in false: zeros, nothing read.
template <class S, class R>
__device__ __forceinline__ void copy_async(S* d, const R* q, int64_t plane, bool in) {
    constexpr size_t n = sizeof(R);
    if constexpr (std::is_same_v<std::remove_const_t<S>, std::remove_const_t<R>>) {
        __pipeline_memcpy_async(d, q, n, in ? 0 : n);
    } else {
        __pipeline_memcpy_async(&d->re, q, n, in ? 0 : n);
        __pipeline_memcpy_async(&d->im, q + (in ? plane : 0), n, in ? 0 : n);
    }
}

// Thread `first`'s copies of one operand's panel: stored element (r, kk) (r < rows, kk < kc) to
// dst[((kk padded + r + r / T) lanes], read at offset r so + (k0 + kk) sk of the lane at p
// where r < valid and in, else zero; the thread takes every step-th element.
template <class S, int T, class R>
__device__ __forceinline__ void panel_copy(S* dst, int padded, int lanes, const R* p, int64_t plane,
                                           int64_t so, int64_t sk, int rows, int64_t valid, bool in,
                                           int64_t k0, int kc, int first, int step) {
    int kk = first / rows, r = first - kk * rows;
    while (kk < kc) {
        const bool here = in && r < valid;
        copy_async(dst + (kk * padded + r + r / T) * lanes, p + (here ? r * so + (k0 + kk) * sk : 0), plane,
                   here);
        r += step;
        while (r >= rows) r -= rows, ++kk;
    }
}

// Thread tid's copies of steps k0..k0 + kc of op(A) and op(B) of its matrix (A, B: its lanes;
// lane_in false: beyond the batch, zeros) into the buffer at sh, without waiting: element
// (r, kk) of op(A) at sh[(kk mp + r + r / T) lanes + lane], element (kk, c) of op(B) at the same
// place of the second panel (kc mp lanes further). Conjugation is the products' (not copied).
template <class S, int T, class ARef, class BRef>
__device__ __forceinline__ void lane_panel_copy(const ProductGroupArgs<S>& G, const LanePanel<S, T>& P,
                                                const ARef& A, const BRef& B, bool lane_in, int64_t k0,
                                                int kc, S* sh, int tid) {
    const int lanes = P.lanes, lane = tid % lanes, step = kPanelThreads / lanes, first = tid / lanes;
    const bool na = G.ta == DeviceOp::N, nb = G.tb == DeviceOp::N;
    // op(A)(r, l) at offset r ai + l al of A's lane, op(B)(l, c) at l bl + c bj
    const int64_t ai = na ? A.w : G.lda * A.w, al = na ? G.lda * A.w : A.w;
    const int64_t bl = nb ? B.w : G.ldb * B.w, bj = nb ? G.ldb * B.w : B.w;
    panel_copy<S, T>(sh + lane, P.mp, lanes, A.p, A.plane, ai, al, P.tm * T, G.m, lane_in, k0, kc, first,
                     step);
    panel_copy<S, T>(sh + int64_t(P.kc) * P.mp * lanes + lane, P.np, lanes, B.p, B.plane, bj, bl, P.tn * T,
                     G.n, lane_in, k0, kc, first, step);
}

// kc steps of k of tile (ti, tj) of lane `lane` from the buffer at sh into acc (op(A), op(B)
// conjugated here where ta, tb say so).
template <class S, int T>
__device__ __forceinline__ void lane_panel_accumulate(const ProductGroupArgs<S>& G, const LanePanel<S, T>& P,
                                                      const S* sh, int ti, int tj, int lane, int kc,
                                                      S (&acc)[T][T]) {
    const int lanes = P.lanes;
    const bool ca = G.ta == DeviceOp::C, cb = G.tb == DeviceOp::C;
    const S* sa = sh + ti * (T + 1) * lanes + lane;
    const S* sb = sh + (P.kc * P.mp + tj * (T + 1)) * lanes + lane;
    for (int kk = 0; kk < kc; ++kk) {
        S a[T], b[T];
        BBLAS_UNROLL
        for (int r = 0; r < T; ++r) {
            a[r] = sa[(kk * P.mp + r) * lanes];
            if (ca) a[r] = conj_of(a[r]);
        }
        BBLAS_UNROLL
        for (int c = 0; c < T; ++c) {
            b[c] = sb[(kk * P.np + c) * lanes];
            if (cb) b[c] = conj_of(b[c]);
        }
        BBLAS_UNROLL
        for (int r = 0; r < T; ++r) {
            BBLAS_UNROLL
            for (int c = 0; c < T; ++c) acc[r][c] = mul_add(acc[r][c], a[r], b[c]);
        }
    }
}

}  // namespace bblas::impl::cuda
