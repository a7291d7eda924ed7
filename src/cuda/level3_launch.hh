// What the host side of the Level-3 routines other than gemm (cuda/symm.cc, rank.cc, trxm.cc)
// hands their kernels (cuda/level3_kernels.cu): column-major groups (the CPU Spec's oriented()
// problem, row-major already turned into column-major), up to Launch::kMaxGroups per launch.
//
// Two kernel families, each a thread per independent piece of work, whole matrices per 256-thread
// block where they fit (consecutive threads on consecutive pieces of consecutive matrices) and
// several blocks per matrix where they do not:
// - products (symm, hemm, syrk, herk, syr2k, her2k): a thread per element of C, the element's
//   dot product over k read through the read-only cache, as gemm's Elements kernel;
// - triangular (trmm, trsm): a thread per column of B (left side) or row (right side), which it
//   multiplies or solves in place, in the order that reads only what is still needed.
#pragma once

#include <cuda_runtime_api.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <initializer_list>
#include <string_view>
#include <type_traits>

#include "cuda/gemm_launch.hh"
#include "cuda/team_width.hh"

// Functions both the host and the kernels call.
#ifdef __CUDACC__
#define BBLAS_HOST_DEVICE __host__ __device__
#else
#define BBLAS_HOST_DEVICE
#endif

namespace bblas::impl::cuda {

// The real type of a device scalar: the type of an interleaved array.
template <class S>
struct device_real {
    using type = S;
};
template <class R>
struct device_real<Cx<R>> {
    using type = R;
};
template <class R>
struct device_real<const Cx<R>> {
    using type = const R;
};
template <class S>
using device_real_t = typename device_real<S>::type;

// The matrices of one operand: DeviceMats (pointer array or base and stride), or an interleaved
// array (blocks non-null; bblas.h's block-interleaved layout): matrix i's element e (= r + c ld
// of the stored column-major matrix) at blocks[(i / width) block_reals + e width + i % width],
// a complex element's imaginary part block_reals / 2 further.
template <class S>
struct DeviceOperand : DeviceMats<S> {
    device_real_t<S>* blocks = nullptr;
    int64_t width = 0, block_reals = 0;
};

enum class ProductKind : int32_t {
    Gemm,    // C = alpha op(A) op(B) + beta C (the interleaved form's gemm)
    Symm,    // C = alpha A B + beta C (left) or alpha B A + beta C (right), A symmetric/Hermitian
    RankK,   // C = alpha op(A) op(A)' + beta C, C's triangle
    Rank2K,  // C = alpha op(A) op(B)' + alpha2 op(B) op(A)' + beta C, C's triangle
};

// One group of a products launch. C is m x n (n x n for the rank updates), k the inner
// dimension (the order of A for symm). RankK and Rank2K: element (i, j) sums
// op_a(X)(i, l) op_b(Y)(l, j) over l with (X, Y) = (A, A), and for Rank2K also (B, A) after
// (A, B) with alpha2; only the upper (or lower) triangle of C is written.
template <class S>
struct ProductGroupArgs {
    DeviceOperand<const S> A = {}, B = {};
    DeviceOperand<S> C = {};
    int64_t lda = 0, ldb = 0, ldc = 0;
    int64_t m = 0, n = 0, k = 0;
    int64_t count = 0;
    int64_t pieces = 0, blocks_end = 0;      // the launcher's: elements of C, thread blocks of groups 0..g
    int32_t lanes = 0;                       // the launcher's: matrices per block of the Blocked shape
    int32_t ar = 0, ac = 0, br = 0, bc = 0;  // A and B as stored: ar x ac, br x bc (Staged copies)
    S alpha = {}, alpha2 = {}, beta = {};
    DeviceOp ta = DeviceOp::N, tb = DeviceOp::N;
    bool left = false;   // Symm: A on the left
    bool upper = false;  // Symm: A's stored triangle; rank updates: C's
    bool herm = false;   // hemm: A Hermitian (its diagonal read as real); herk, her2k: C's diagonal real
};

// One group of a triangular launch: q vectors of length p per matrix (columns of B for the
// left side, rows for the right), element l of vector v at B + v * vs + l * es. The vector is
// multiplied (trmm) or solved (trsm) with the p x p triangular T, T(i, l) = A(i, l), or A(l, i)
// where tr, conjugated where conj; T is lower triangular where lower.
template <class S>
struct TrxmGroupArgs {
    DeviceOperand<const S> A = {};
    DeviceOperand<S> B = {};
    int64_t lda = 0, ldb = 0;
    int64_t p = 0, q = 0;
    int64_t es = 0, vs = 0;
    bool left = false;  // vectors are columns of B (B is p x q), else rows (B is q x p)
    int64_t count = 0;
    int64_t pieces = 0, blocks_end = 0;  // the launcher's: vectors per matrix, thread blocks of groups 0..g
    int32_t lanes = 0;                   // the launcher's: matrices per block of the Blocked shape
    bool stage_a = false;                // the launcher's: the Staged shape copies A too
    S alpha = {};
    bool tr = false, conj = false, lower = false, unit = false;
};

// One group of a pack (dense to interleaved) or unpack: count matrices of rows x cols stored
// column-major (a row-major matrix is its transpose), the dense ones at a pointer array with
// leading dimension ld, the interleaved ones in `blocked` (leading dimension rows).
template <class S>
struct CopyGroupArgs {
    DeviceOperand<S> dense, blocked;
    int64_t ld, rows, cols;
    int64_t count;
    int64_t pieces, blocks_end;  // the launcher's: elements per matrix, thread blocks of groups 0..g
    int32_t lanes;               // the launcher's: matrices per block
    bool pack;
};

// The kernel shapes. Dense: a thread per piece (an element of C, a vector of B) in global
// memory, whole matrices per block where they fit (consecutive threads on consecutive pieces of
// consecutive matrices), several blocks per matrix where they do not; any size. Staged: the
// operands of a block's matrices (whole matrices, kThreads / pieces of them, at least one)
// first copied into shared memory with consecutive threads on consecutive elements (whole lines
// of memory, where Dense threads each walk their own row or column), the pieces computed there
// (a product's C and a triangular B's other elements straight from global memory), copied
// back; for blocks whose copies fit kStagedBytes. Blocked: interleaved operands, `lanes`
// consecutive matrices per block, a thread per matrix and piece, so that a warp reads one
// element of consecutive matrices: whole lines. The planner's choice: cuda/level3_plan.hh's
// shape_of; BBLAS_CUDA_LEVEL3_KERNEL=dense|staged forces one where it can take a group (how the
// tester compares them and the suite runs each over every case). Rows: gemm only (dense or
// interleaved operands, m and k at most 32), a team of lanes per matrix holding op(A)'s rows in
// registers (cuda/gemm_rows.cuh); groups it cannot take run Dense or LaneTiles in its place.
// LaneTiles: the interleaved form's gemm, a thread per matrix and tile of C with the tile's sums
// in registers, on the LanePanels or the LaneTiles kernel (cuda/gemm_lane_tiles.cuh); the other
// routines' interleaved groups run Blocked.
enum class Shape : int { Dense, Staged, Blocked, Rows, LaneTiles };
constexpr int kShapes = 5;
constexpr int64_t kLevel3Threads = 256;              // threads per block of every Level-3 kernel
constexpr int64_t kStagedBytes = int64_t(96) << 10;  // shared memory of a Staged block, at most

// Matrices per Staged block: whole matrices, at least one.
BBLAS_HOST_DEVICE inline int64_t staged_matrices(int64_t pieces) {
    return pieces <= kLevel3Threads ? kLevel3Threads / pieces : 1;
}
// Shared memory a Staged block of group G needs (0: the shape cannot take G). Copies keep
// their stored shape with one row of padding (rows + 1 apart: fewer bank conflicts for threads
// walking rows). Products stage A and B; triangular groups B, and A where it fits too
// (stage_a: staged_bytes(G, true) > 0).
template <class S>
int64_t staged_bytes(const ProductGroupArgs<S>& G) {
    if (G.C.blocks || G.m * G.n == 0) return 0;
    const int64_t copies = int64_t(G.ar + 1) * G.ac + int64_t(G.br + 1) * G.bc;
    const int64_t bytes = staged_matrices(G.m * G.n) * copies * int64_t(sizeof(S));
    return bytes <= kStagedBytes ? bytes : 0;
}
template <class S>
int64_t staged_bytes(const TrxmGroupArgs<S>& G, bool with_a = false) {
    if (G.q > kLevel3Threads || G.B.blocks) return 0;
    const int64_t rows = G.left ? G.p : G.q, cols = G.left ? G.q : G.p;
    const int64_t copies = (rows + 1) * cols + (with_a ? (G.p + 1) * G.p : 0);
    const int64_t bytes = kLevel3Threads / G.q * copies * int64_t(sizeof(S));
    return bytes <= kStagedBytes ? bytes : 0;
}

// Whether gemm's Rows kernel (cuda/gemm_rows.cuh) takes a group: rows of op(A) (max(m, k), at
// least one team row) that a team keeps in registers (cuda/team_width.hh).
template <class S>
bool rows_can(const ProductGroupArgs<S>& G) {
    return rows_in_registers<S>(std::max<int64_t>({G.m, G.k, 1}));
}

// The orders (max(m, n, k), a bit each, up to 16) at which the planner sends a dense gemm group
// to the Rows kernel: where it measured faster than the Elements kernel and cuBLAS with
// bblas-tester-cuda on the H100 (square, strided and pointer forms, session 16; docs/cuda.md,
// "gemm's Rows kernel, measured"). It wins where op(A) fills most of its team (orders 2, 4, 7,
// 8: sgemm n = 7 0.92 ms against 1.61, dgemm 1.03 against 1.06) and loses where half the lanes
// idle (n = 5: dgemm 1.11 against 0.84); complex single keeps winning to 16 (2.0x and 1.4x
// cuBLAS at 12 and 16), where the real types lost to cuBLAS (dgemm n = 16: 7.3 ms against 4.4).
constexpr uint32_t rows_orders(std::initializer_list<int> orders) {
    uint32_t bits = 0;
    for (const int o : orders) bits |= 1u << o;
    return bits;
}
template <class S>
constexpr uint32_t kRowsOrders = 0;
template <>
constexpr uint32_t kRowsOrders<double> = rows_orders({2, 4, 7, 8});
template <>
constexpr uint32_t kRowsOrders<float> = rows_orders({2, 4, 6, 7, 8});
template <>
constexpr uint32_t kRowsOrders<Cx<double>> = rows_orders({3, 4, 7, 8});
template <>
constexpr uint32_t kRowsOrders<Cx<float>> = rows_orders({2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16});

// Whether the planner sends a gemm group to the Rows kernel: every interleaved group it takes
// (1.7-5.7x the Blocked shape at n = 2..32 on the H100, session 16; 0.99-2.0x the LaneTiles
// kernel's default tile at n = 8..32, session 20), dense groups at kRowsOrders. The interleaved
// groups it does not take run LaneTiles.
template <class S>
bool rows_planned(const ProductGroupArgs<S>& G) {
    if (!rows_can(G)) return false;
    if (G.C.blocks) return true;
    const int64_t largest = std::max({G.m, G.n, G.k});
    return largest <= 16 && (kRowsOrders<S> >> largest & 1u);
}

// gemm's LaneTiles and LanePanels kernels (cuda/gemm_lane_tiles.cuh): what the planner and the
// launcher ask of them.

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

constexpr int kPanelThreads = 256;                  // threads per block (kLevel3Threads)
constexpr int64_t kPanelBytes = int64_t(96) << 10;  // shared memory of a block (both buffers), at most
constexpr int kPanelMaxDepth = 32;                  // steps of k per panel, at most

// The panels of a group: tiles tm x tn of C per matrix, `lanes` matrices per block (a power of
// two, so that a thread's matrix is the same in every copy), kc steps of k per panel; op(A)'s
// panel has mp rows, op(B)'s np columns: those of the tiles (zero beyond C's edge) and one of
// padding after every T (tiles that a warp reads side by side start in other banks). A buffer:
// op(A)'s panel, then op(B)'s. lanes = 0: the kernel does not take the group.
template <class S, int T>
struct LanePanel {
    int tm = 0, tn = 0, lanes = 0, kc = 0, mp = 0, np = 0;
    BBLAS_HOST_DEVICE static LanePanel of(const ProductGroupArgs<S>& G) {
        LanePanel P;
        if (G.m > 256 * T || G.n > 256 * T) return P;
        P.tm = int((G.m + T - 1) / T), P.tn = int((G.n + T - 1) / T);
        const int tiles = P.tm * P.tn;
        if (tiles > kPanelThreads) return P;
        P.mp = P.tm * (T + 1), P.np = P.tn * (T + 1);
        int lanes = 1;
        while (lanes * 2 <= 32 && lanes * 2 * tiles <= kPanelThreads) lanes *= 2;
        const int64_t step_bytes = 2 * int64_t(P.mp + P.np) * lanes * int64_t(sizeof(S));
        const int64_t most = kPanelBytes / step_bytes;
        if (most < 1) return P;
        P.lanes = lanes;
        const int64_t depth = most < kPanelMaxDepth ? most : kPanelMaxDepth;
        P.kc = int(G.k > 0 && G.k < depth ? G.k : depth);
        return P;
    }
    // elements of a buffer
    BBLAS_HOST_DEVICE int64_t buffer() const { return int64_t(mp + np) * kc * lanes; }
    BBLAS_HOST_DEVICE int64_t bytes() const { return 2 * buffer() * int64_t(sizeof(S)); }
    // Whether the planner picks the kernel: where every thread of a block holds a tile, but for
    // complex single. Measured on the H100 (session 20, against the best other kernel): 1.12-1.43x
    // there (dgemm 32 / 64: 39.3% / 28.3% of the roofline against Rows' 33.8% and LaneTiles'
    // 20.4%; sgemm 32 and 64, zgemm 16 and 64, cgemm 16), 0.98x at zgemm 32, and 0.80-0.81x for
    // cgemm 32 and 64; elsewhere 0.47-0.90x (half the threads idle at n = 24 and 48).
    BBLAS_HOST_DEVICE bool planned() const {
        return lanes > 0 && tm * tn * lanes == kPanelThreads && !std::is_same_v<S, Cx<float>>;
    }
};

// Launch the groups of l on stream (l.blocks and each blocks_end filled here), all of one shape;
// the launch's error, cudaSuccess once it is enqueued.
template <class S, ProductKind K>
cudaError_t launch_products(Launch<ProductGroupArgs<S>>& l, int shape, cudaStream_t stream);
template <class S, bool Solve>
cudaError_t launch_trxm(Launch<TrxmGroupArgs<S>>& l, int shape, cudaStream_t stream);
template <class S>
cudaError_t launch_copy(Launch<CopyGroupArgs<S>>& l, cudaStream_t stream);

}  // namespace bblas::impl::cuda
