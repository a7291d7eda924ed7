// The gemm kernels of the GPU library, written once over the device scalar type (float, double,
// Cx<float>, Cx<double>, and H16: half storage computed in float), two shapes (GemmShape):
// - Elements, for the smallest products: a thread per element of C, whole matrices per block;
// - Tiles, for what neither it nor cuBLAS takes: a thread block per Tile x Tile block of C of
//   one matrix, op(A) and op(B) staged through shared memory KTile columns of op(A) at a time,
//   each thread keeping Tile / (kThreads / Tile) elements of C in registers.
// Blocks of all the groups of a launch (different shapes, options and scalars) are numbered one
// after the other; a block finds its group, matrix and tile from its number, and the grid loops
// over the blocks, so a launch takes any number of matrices. docs/cuda.md has the kernels tried
// and their measurements on the H200.
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdint>

#include "core/types.hh"
#include "cuda/device_ops.cuh"
#include "cuda/gemm_launch.hh"

namespace bblas::impl::cuda {

namespace {

// Threads per block of every gemm kernel.
constexpr int kThreads = 256;
static_assert(kThreads == kElementsMax, "an Elements block holds at least one matrix");
// The tile shape (GemmShape::Tiles): 64 x 64 blocks of C, 16 columns of op(A) staged at a time
// (shared memory: 34 KiB for complex double, under the 48 KiB of a static allocation). It takes
// every size; the planner gives it only what neither the Elements kernel nor cuBLAS takes.
constexpr int kTile = 64, kKTile = 16;

static_assert(sizeof(GemmLaunch<Cx<double>>) <= 4096, "the kernel parameter fits the 4 KiB limit");

// C = alpha * acc + beta * C (beta = 0: C is not read); product false: alpha op(A) op(B) is
// zero and acc is not used.
// (acc and the scalars in the type S is computed in: float for half, H16.)
template <class S>
__device__ __forceinline__ void update(S* c, const GemmGroupArgs<S>& G, bool product,
                                       device_compute_t<S> acc) {
    using C = device_compute_t<S>;
    const bool reads_c = !is_zero(G.beta);
    if (product) store(c, reads_c ? add(mul(G.alpha, acc), mul(G.beta, value_of(*c))) : mul(G.alpha, acc));
    else store(c, reads_c ? mul(G.beta, value_of(*c)) : C{});
}

// The Elements shape: one thread per element of C, kThreads / (m n) whole matrices per block
// (m n <= kElementsMax), consecutive threads on consecutive elements of consecutive matrices;
// op(A) and op(B) read from global memory through the read-only cache, where the threads of a
// matrix share them. The plain loop over k (32 registers, full occupancy) measured faster on the
// H200 than loading 4 or 8 steps of k ahead (48-128 registers) and than staging the matrices in
// shared memory first (docs/cuda.md).
template <class S>
__global__ void __launch_bounds__(kThreads) gemm_elements(const __grid_constant__ GemmLaunch<S> L) {
    const int tid = int(threadIdx.x);
    for (int64_t b = blockIdx.x; b < L.blocks; b += gridDim.x) {
        int64_t local;
        const GemmGroupArgs<S>& G = group_of_block(L, b, local);
        const int m = int(G.m), mn = m * int(G.n), per = kThreads / mn, which = tid / mn,
                  e = tid - which * mn;
        const int64_t mat = local * per + which;
        if (which >= per || mat >= G.count) continue;
        const int i = e % m, j = e / m;
        const bool product = G.k > 0 && !is_zero(G.alpha);
        device_compute_t<S> acc{};
        if (product) {
            const S* A = matrix(G.A, mat);
            const S* B = matrix(G.B, mat);
            for (int64_t l = 0; l < G.k; ++l)
                acc = mul_add(acc, op_load(A, G.lda, G.ta, i, l), op_load(B, G.ldb, G.tb, l, j));
        }
        update(matrix(G.C, mat) + i + j * G.ldc, G, product, acc);
    }
}

template <class S, int Tile, int KTile>
__global__ void __launch_bounds__(kThreads) gemm_tiles(const __grid_constant__ GemmLaunch<S> L) {
    static_assert(kThreads % Tile == 0 && Tile * Tile % kThreads == 0, "whole columns per thread");
    constexpr int kStep = kThreads / Tile;    // a thread's elements of C are kStep columns apart
    constexpr int kPerThread = Tile / kStep;  // and there are this many
    using C = device_compute_t<S>;            // staged and summed in it (float for H16)
    __shared__ C As[Tile][KTile + 1];         // op(A)(i0 + r, k0 + c) at As[r][c]
    __shared__ C Bs[KTile][Tile + 1];         // op(B)(k0 + c, j0 + j) at Bs[c][j]
    const int tid = int(threadIdx.x), r = tid % Tile, j_first = tid / Tile;

    for (int64_t b = blockIdx.x; b < L.blocks; b += gridDim.x) {
        int64_t local;
        const GemmGroupArgs<S>& G = group_of_block(L, b, local);
        const int64_t tiles_m = (G.m + Tile - 1) / Tile, tiles = tiles_m * ((G.n + Tile - 1) / Tile);
        const int64_t mat = local / tiles, tile = local % tiles;
        const int64_t i0 = tile % tiles_m * Tile, j0 = tile / tiles_m * Tile;
        const int mb = int(lesser(G.m - i0, Tile)), nb = int(lesser(G.n - j0, Tile));

        C acc[kPerThread];
#pragma unroll
        for (int t = 0; t < kPerThread; ++t) acc[t] = C{};
        // alpha = 0 or k = 0: A and B are not read
        const bool product = G.k > 0 && !is_zero(G.alpha);
        if (product) {
            const S* A = matrix(G.A, mat);
            const S* B = matrix(G.B, mat);
            for (int64_t k0 = 0; k0 < G.k; k0 += KTile) {
                const int kb = int(lesser(G.k - k0, KTile));
                // Consecutive threads read consecutive elements of the stored matrix; what lies
                // outside the matrix is staged as zero, so the product loop has no bounds.
                for (int e = tid; e < Tile * KTile; e += kThreads) {
                    const bool down = G.ta == DeviceOp::N;  // op(A)'s columns are stored columns
                    const int rr = down ? e % Tile : e / KTile, cc = down ? e / Tile : e % KTile;
                    As[rr][cc] = rr < mb && cc < kb ? op_load(A, G.lda, G.ta, i0 + rr, k0 + cc) : C{};
                }
                for (int e = tid; e < KTile * Tile; e += kThreads) {
                    const bool down = G.tb == DeviceOp::N;
                    const int cc = down ? e % KTile : e / Tile, jj = down ? e / KTile : e % Tile;
                    Bs[cc][jj] = cc < kb && jj < nb ? op_load(B, G.ldb, G.tb, k0 + cc, j0 + jj) : C{};
                }
                __syncthreads();
#pragma unroll 4
                for (int c = 0; c < KTile; ++c) {
                    const C a = As[r][c];
#pragma unroll
                    for (int t = 0; t < kPerThread; ++t)
                        acc[t] = mul_add(acc[t], a, Bs[c][j_first + kStep * t]);
                }
                __syncthreads();
            }
        }
        if (r < mb) {
            S* C = matrix(G.C, mat) + (i0 + r);
#pragma unroll
            for (int t = 0; t < kPerThread; ++t) {
                const int j = j_first + kStep * t;
                if (j < nb) update(C + (j0 + j) * G.ldc, G, product, acc[t]);
            }
        }
    }
}

}  // namespace

template <class S>
cudaError_t launch_gemm(GemmShape shape, GemmLaunch<S>& l, cudaStream_t stream) {
    int64_t blocks = 0;
    for (int g = 0; g < l.groups; ++g) {
        GemmGroupArgs<S>& G = l.group[g];
        if (shape != GemmShape::Tiles) {
            const int64_t per = kThreads / (G.m * G.n);  // matrices per block
            blocks += (G.count + per - 1) / per;
        } else {
            blocks += G.count * ((G.m + kTile - 1) / kTile) * ((G.n + kTile - 1) / kTile);
        }
        G.blocks_end = blocks;
    }
    l.blocks = blocks;
    if (blocks == 0) return cudaSuccess;
    const void* kernel = shape == GemmShape::Elements
                             ? reinterpret_cast<const void*>(gemm_elements<S>)
                             : reinterpret_cast<const void*>(gemm_tiles<S, kTile, kKTile>);
    void* args[] = {&l};
    return cudaLaunchKernel(kernel, dim3(unsigned(std::min(blocks, kMaxGridBlocks))), dim3(kThreads), args, 0,
                            stream);
}

namespace {
// The launcher for every scalar type (core/types.hh).
template <class T>
struct Launchers {
    cudaError_t (*gemm)(GemmShape, GemmLaunch<device_t<T>>&, cudaStream_t) = launch_gemm<device_t<T>>;
};
}  // namespace

}  // namespace bblas::impl::cuda

template struct bblas::impl::Instantiate<bblas::impl::cuda::Launchers, bblas::impl::Scalars>;
// half precision (the r16 gemm): H16 storage, computed in float
template cudaError_t bblas::impl::cuda::launch_gemm<bblas::impl::cuda::H16>(
    bblas::impl::cuda::GemmShape, bblas::impl::cuda::GemmLaunch<bblas::impl::cuda::H16>&, cudaStream_t);
