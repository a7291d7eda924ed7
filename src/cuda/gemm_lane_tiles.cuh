// gemm's LaneTiles kernel (cuda/level3_kernels.cu's gemm_lane_tiles): the interleaved form's
// gemm at the orders the Rows kernel does not take well. A thread per matrix and T x T tile of
// C; the lanes of a warp are consecutive matrices (a warp's read of one element is adjacent
// lanes of an interleaved block: whole sectors), the warps of a block other tiles of the same
// matrices. The tile's T^2 sums stay in registers, so each step of k reads T elements of op(A)
// and T of op(B) for T^2 multiply-adds, where the Blocked shape (a thread per element of C)
// reads two per multiply-add: 2.5-5% of the bandwidth roofline at n = 48..64 on the H100
// (docs/cuda.md). Each element sums acc + a b over l ascending, then alpha acc + beta C: bit for
// bit the other product kernels' result.
#pragma once

#include <cuda_runtime.h>

#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <type_traits>

#include "cuda/device_ops.cuh"
#include "cuda/level3_launch.hh"
#include "cuda/level3_refs.cuh"
#include "cuda/team.cuh"

namespace bblas::impl::cuda {

// The tile's order: 64 sums of a real type or 16 of a complex one in registers (128 and 64
// registers in double). BBLAS_CUDA_LANE_TILE=small halves it (the tester's way to compare).
template <class S>
constexpr int kLaneTile = std::is_arithmetic_v<S> ? 8 : 4;
inline bool lane_tile_small() {
    static const bool small = [] {
        const char* e = std::getenv("BBLAS_CUDA_LANE_TILE");
        return e && std::string_view(e) == "small";
    }();
    return small;
}

// Whether the LaneTiles kernel takes an interleaved gemm group: every offset into a lane of its
// operands fits 32 bits (fewer registers than 64-bit offsets; the Blocked shape takes the rest).
template <class S>
BBLAS_HOST_DEVICE inline bool lane_tiles_can(const ProductGroupArgs<S>& G) {
    const int64_t most = int64_t(1) << 31;
    return G.lda * G.ac * G.A.width < most && G.ldb * G.bc * G.B.width < most &&
           G.ldc * G.n * G.C.width < most;
}

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
    const bool reads_c = !is_zero(G.beta);  // else C is not read
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

}  // namespace bblas::impl::cuda
