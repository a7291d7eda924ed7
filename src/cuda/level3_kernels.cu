// The kernels of symm, hemm, syrk, herk, syr2k, her2k (products), trmm, trsm (triangular) and
// the interleaved form's gemm, written once over the device scalar type and over how a matrix
// is addressed (DenseRef: column-major at a pointer; BlockedRef: a lane of the block-interleaved
// layout; cuda/level3_launch.hh has the shapes and what each thread does). A kernel is a Work
// (what one thread does for one piece: an element of C, a vector of B) placed by pieces_kernel;
// the blocks of all the groups of a launch are numbered one after the other and the grid loops
// over them, so a launch takes any number of matrices.
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdint>

#include "core/types.hh"
#include "cuda/device_ops.cuh"
#include "cuda/gemm_lane_tiles.cuh"
#include "cuda/gemm_rows.cuh"
#include "cuda/level3_launch.hh"
#include "cuda/level3_refs.cuh"
#include "cuda/team.cuh"

namespace bblas::impl::cuda {

namespace {

constexpr int kThreads = int(kLevel3Threads);

static_assert(sizeof(Launch<ProductGroupArgs<Cx<double>>>) <= 4096, "the kernel parameter fits 4 KiB");
static_assert(sizeof(Launch<TrxmGroupArgs<Cx<double>>>) <= 4096, "the kernel parameter fits 4 KiB");

// Element (r, c) of the symmetric (Hermitian where herm) matrix whose `upper` triangle is stored
// in X: the other triangle is never read, a Hermitian diagonal is read as real.
template <class Ref>
__device__ __forceinline__ auto sym_in(const Ref& X, bool upper, bool herm, int64_t r, int64_t c) {
    if (r == c) {
        const auto v = X.in(r, r);
        return herm ? real_part(v) : v;
    }
    if ((r < c) == upper) return X.in(r, c);
    const auto v = X.in(c, r);
    return herm ? conj_of(v) : v;
}

// ---------------------------------------------------------------------------------------------
// Products: the element (i, j) of C of matrix mat.
template <class S, ProductKind K, bool Blocked>
struct ProductWork {
    using Group = ProductGroupArgs<S>;
    static constexpr bool kBlocked = Blocked;
    static constexpr bool kRank = K == ProductKind::RankK || K == ProductKind::Rank2K;

    // Element (i, j) of C from the operands A, B (addressed as given) and C.
    template <class ARef, class BRef, class CRef>
    static __device__ __forceinline__ void compute(const Group& G, const ARef& A, const BRef& B,
                                                   const CRef& C, int64_t i, int64_t j) {
        if (kRank && (G.upper ? i > j : i < j)) return;  // the other triangle
        const bool product = G.k > 0 && !is_zero(G.alpha);
        S value{};
        if (product) {
            S acc{}, acc2{};
            if constexpr (K == ProductKind::Symm) {
                for (int64_t l = 0; l < G.k; ++l)
                    acc = G.left ? mul_add(acc, sym_in(A, G.upper, G.herm, i, l), B.in(l, j))
                                 : mul_add(acc, B.in(i, l), sym_in(A, G.upper, G.herm, l, j));
            } else if constexpr (K == ProductKind::RankK) {
                for (int64_t l = 0; l < G.k; ++l)
                    acc = mul_add(acc, op_in(A, G.ta, i, l), op_in(A, G.tb, l, j));
            } else {  // Gemm, Rank2K: op(A) op(B), and op(B) op(A) for Rank2K
                for (int64_t l = 0; l < G.k; ++l) {
                    acc = mul_add(acc, op_in(A, G.ta, i, l), op_in(B, G.tb, l, j));
                    if constexpr (K == ProductKind::Rank2K)
                        acc2 = mul_add(acc2, op_in(B, G.ta, i, l), op_in(A, G.tb, l, j));
                }
            }
            value = mul(G.alpha, acc);
            if constexpr (K == ProductKind::Rank2K) value = add(value, mul(G.alpha2, acc2));
        }
        // herk, her2k: C's diagonal is real, read and written (its imaginary part is not used)
        const bool real_diagonal = kRank && G.herm && i == j;
        if (!is_zero(G.beta)) {
            const S c = C.get(i, j);
            value = add(value, mul(G.beta, real_diagonal ? real_part(c) : c));
        }
        C.put(i, j, real_diagonal ? real_part(value) : value);
    }

    static __device__ __forceinline__ void run(const Group& G, int64_t mat, int64_t e) {
        // A and B of a group that does not read them may be null: addressed, never read
        int64_t i, j;
        divide_index(e, G.m, j, i);
        compute(G, ref<Blocked>(G.A, mat, G.lda), ref<Blocked>(G.B, mat, G.ldb),
                ref<Blocked>(G.C, mat, G.ldc), i, j);
    }
};

// ---------------------------------------------------------------------------------------------
// Triangular: x = alpha T x (trmm) or alpha T^-1 x (trsm) in place, x vector v of B: column v
// (left side) or row v. Element i reads the others on T's side of the diagonal (l < i for lower
// T): trsm visits the elements in the order that has those already solved, trmm in the order
// that has them still unchanged.
// Vector v of a matrix: column v (column true) or row v; element l at p[l es].
template <class S>
struct DenseVec {
    S* p;
    int64_t es;
    __device__ __forceinline__ S get(int64_t l) const { return p[l * es]; }
    __device__ __forceinline__ void put(int64_t l, S x) const { p[l * es] = x; }
};
template <class S>
struct BlockedVec {  // an interleaved lane's vector: its imaginary parts plane further
    using R = device_real_t<S>;
    R* p;
    int64_t es, plane;
    __device__ __forceinline__ S get(int64_t l) const {
        if constexpr (std::is_same_v<S, R>) return p[l * es];
        else return {p[l * es], p[l * es + plane]};
    }
    __device__ __forceinline__ void put(int64_t l, S x) const {
        if constexpr (std::is_same_v<S, R>) p[l * es] = x;
        else p[l * es] = x.re, p[l * es + plane] = x.im;
    }
};
template <class S, bool Global>
__device__ __forceinline__ DenseVec<S> vector_of(const DenseRef<S, Global>& m, int64_t v, bool column) {
    return column ? DenseVec<S>{m.p + v * m.ld, 1} : DenseVec<S>{m.p + v, m.ld};
}
template <class S>
__device__ __forceinline__ BlockedVec<S> vector_of(const BlockedRef<S>& m, int64_t v, bool column) {
    return column ? BlockedVec<S>{m.p + v * m.ld * m.w, m.w, m.plane}
                  : BlockedVec<S>{m.p + v * m.w, m.ld * m.w, m.plane};
}

template <class S, class ARef>
__device__ __forceinline__ S tri(const ARef& A, const TrxmGroupArgs<S>& G, int64_t i, int64_t l) {
    const S v = G.tr ? A.in(l, i) : A.in(i, l);
    return G.conj ? conj_of(v) : v;
}

template <class S, bool Solve, class ARef, class X>
__device__ __forceinline__ void trxm_vector(const TrxmGroupArgs<S>& G, const ARef& A, const X& x) {
    const int64_t p = G.p;
    if (is_zero(G.alpha)) {  // B = 0; A and B not read
        for (int64_t i = 0; i < p; ++i) x.put(i, S{});
        return;
    }
    const bool ascending = G.lower == Solve;
    for (int64_t t = 0; t < p; ++t) {
        const int64_t i = ascending ? t : p - 1 - t;
        const int64_t lo = G.lower ? 0 : i + 1, hi = G.lower ? i : p;
        S s;
        if constexpr (Solve) {
            s = mul(G.alpha, x.get(i));
            for (int64_t l = lo; l < hi; ++l) s = mul_sub(s, tri(A, G, i, l), x.get(l));
            if (!G.unit) s = divide(s, tri(A, G, i, i));
        } else {
            s = G.unit ? x.get(i) : mul(tri(A, G, i, i), x.get(i));
            for (int64_t l = lo; l < hi; ++l) s = mul_add(s, tri(A, G, i, l), x.get(l));
            s = mul(G.alpha, s);
        }
        x.put(i, s);
    }
}

template <class S, bool Solve, bool Blocked>
struct TrxmWork {
    using Group = TrxmGroupArgs<S>;
    static constexpr bool kBlocked = Blocked;
    static __device__ __forceinline__ void run(const Group& G, int64_t mat, int64_t v) {
        trxm_vector<S, Solve>(G, ref<Blocked>(G.A, mat, G.lda),
                              vector_of(ref<Blocked>(G.B, mat, G.ldb), v, G.left));
    }
};

// Pack and unpack: element e of matrix mat, between the dense and the interleaved copy.
template <class S>
struct CopyWork {
    using Group = CopyGroupArgs<S>;
    static constexpr bool kBlocked = true;
    static __device__ __forceinline__ void run(const Group& G, int64_t mat, int64_t e) {
        int64_t i, j;
        divide_index(e, G.rows, j, i);
        const auto D = ref<false>(G.dense, mat, G.ld);
        const auto K = ref<true>(G.blocked, mat, G.rows);
        if (G.pack) K.put(i, j, D.get(i, j));
        else D.put(i, j, K.get(i, j));
    }
};

// ---------------------------------------------------------------------------------------------
// The placement of a Work's pieces (pieces: the group's pieces per matrix). Dense: a thread per
// piece, consecutive threads on consecutive pieces of consecutive matrices, kThreads / pieces
// whole matrices per block, or pieces / kThreads blocks per matrix. Blocked: `lanes`
// consecutive matrices per block, consecutive threads on consecutive matrices, each thread on
// every (kThreads / lanes)-th piece.
template <class Work>
__global__ void __launch_bounds__(kThreads)
    pieces_kernel(const __grid_constant__ Launch<typename Work::Group> L) {
    const int tid = int(threadIdx.x);
    for (int64_t b = blockIdx.x; b < L.blocks; b += gridDim.x) {
        int64_t local;
        const auto& G = group_of_block(L, b, local);
        const int64_t pieces = G.pieces;
        if constexpr (Work::kBlocked) {
            const int lanes = G.lanes;
            const int64_t mat = local * lanes + tid % lanes;
            if (mat < G.count)
                for (int64_t piece = tid / lanes; piece < pieces; piece += kThreads / lanes)
                    Work::run(G, mat, piece);
        } else if (pieces <= kThreads) {
            const int per = kThreads / int(pieces), which = tid / int(pieces);
            const int64_t mat = local * per + which;
            if (which < per && mat < G.count) Work::run(G, mat, tid - which * pieces);
        } else {
            const int64_t per_matrix = (pieces + kThreads - 1) / kThreads;
            const int64_t piece = local % per_matrix * kThreads + tid;
            if (piece < pieces) Work::run(G, local / per_matrix, piece);
        }
    }
}

// Copies the stored rows x cols matrices mat0.. (mats of them) of operand M (leading dimension
// ld) into shared memory at sh, size apart, leading dimension rows + 1, or back (to_shared
// false); consecutive threads on consecutive elements of a column.
template <class S, class Sh>
__device__ __forceinline__ void stage(const DeviceOperand<S>& M, int64_t mat0, int mats, int rows, int cols,
                                      int64_t ld, Sh* sh, int size, bool to_shared) {
    const int elements = rows * cols;
    for (int e = threadIdx.x; e < mats * elements; e += kThreads) {
        const int mm = e / elements, r = e - mm * elements, i = r % rows, j = r / rows;
        S* x = matrix(M, mat0 + mm) + i + j * ld;
        Sh& y = sh[mm * size + i + j * (rows + 1)];
        if (to_shared) {
            if constexpr (std::is_const_v<S>) y = load(x);
            else y = *x;
        } else if constexpr (!std::is_const_v<S>) {
            *x = y;
        }
    }
}

// The block's group, its first matrix and its number of matrices for a Staged launch.
template <class G>
__device__ __forceinline__ const G& staged_block(const Launch<G>& L, int64_t b, int64_t& mat0, int& mats) {
    int64_t local;
    const G& grp = group_of_block(L, b, local);
    const int64_t per = staged_matrices(grp.pieces);
    mat0 = local * per;
    mats = int(lesser(per, grp.count - mat0));
    return grp;
}

// Staged products: the block's A and B copied, every element of its C computed from the copies.
template <class S, ProductKind K>
__global__ void __launch_bounds__(kThreads)
    products_staged(const __grid_constant__ Launch<ProductGroupArgs<S>> L) {
    extern __shared__ __align__(16) unsigned char staged_memory[];
    S* sh = reinterpret_cast<S*>(staged_memory);
    for (int64_t b = blockIdx.x; b < L.blocks; b += gridDim.x) {
        int64_t mat0;
        int mats;
        const ProductGroupArgs<S>& G = staged_block(L, b, mat0, mats);
        const int per = int(staged_matrices(G.pieces));
        const int size_a = (G.ar + 1) * G.ac, size_b = (G.br + 1) * G.bc;
        S* sa = sh;
        S* sb = sh + per * size_a;
        const bool product = G.k > 0 && !is_zero(G.alpha);  // else A and B are not read
        if (product) {
            stage(G.A, mat0, mats, G.ar, G.ac, G.lda, sa, size_a, true);
            if (K != ProductKind::RankK) stage(G.B, mat0, mats, G.br, G.bc, G.ldb, sb, size_b, true);
        }
        __syncthreads();
        const int pieces = int(G.pieces);
        for (int e = threadIdx.x; e < mats * pieces; e += kThreads) {
            const int mm = e / pieces, r = e - mm * pieces;
            ProductWork<S, K, false>::compute(G, DenseRef<S, false>{sa + mm * size_a, G.ar + 1},
                                              DenseRef<S, false>{sb + mm * size_b, G.br + 1},
                                              ref<false>(G.C, mat0 + mm, G.ldc), r % int(G.m), r / int(G.m));
        }
        __syncthreads();  // the next block's copy overwrites shared memory
    }
}

// Staged triangular: the block's B (and A where stage_a) copied, a thread per vector there, B
// copied back.
template <class S, bool Solve>
__global__ void __launch_bounds__(kThreads)
    triangular_staged(const __grid_constant__ Launch<TrxmGroupArgs<S>> L) {
    extern __shared__ __align__(16) unsigned char staged_memory[];
    S* sh = reinterpret_cast<S*>(staged_memory);
    const int tid = int(threadIdx.x);
    for (int64_t b = blockIdx.x; b < L.blocks; b += gridDim.x) {
        int64_t mat0;
        int mats;
        const TrxmGroupArgs<S>& G = staged_block(L, b, mat0, mats);
        const int q = int(G.q), per = kThreads / q, p = int(G.p);
        const int rows = G.left ? p : q, cols = G.left ? q : p, size = (rows + 1) * cols,
                  size_a = (p + 1) * p;
        S* sa = sh + per * size;
        const bool zero = is_zero(G.alpha);  // B = 0; A and B not read
        if (!zero) {
            stage(G.B, mat0, mats, rows, cols, G.ldb, sh, size, true);
            if (G.stage_a) stage(G.A, mat0, mats, p, p, G.lda, sa, size_a, true);
        }
        __syncthreads();
        const int which = tid / q, v = tid - which * q;
        if (which < mats) {
            const DenseRef<S, false> B{sh + which * size, rows + 1};
            if (G.stage_a)
                trxm_vector<S, Solve>(G, DenseRef<S, false>{sa + which * size_a, p + 1},
                                      vector_of(B, v, G.left));
            else trxm_vector<S, Solve>(G, ref<false>(G.A, mat0 + which, G.lda), vector_of(B, v, G.left));
        }
        __syncthreads();
        stage(G.B, mat0, mats, rows, cols, G.ldb, sh, size, false);
        __syncthreads();  // the next block's copy overwrites shared memory
    }
}

// gemm's Rows kernel: teams of NB lanes, one matrix each (cuda/gemm_rows.cuh), kThreads / NB
// consecutive matrices per block (consecutive lanes of an interleaved array: a warp's column
// reads are whole sectors), the grid looping over the batch.
template <class S, int NB, bool Blocked>
__global__ void __launch_bounds__(kThreads) gemm_rows(const __grid_constant__ ProductGroupArgs<S> G) {
    constexpr int teams = kThreads / NB;
    const Team tm = team_of(NB);
    for (int64_t mat = int64_t(blockIdx.x) * teams + int(threadIdx.x) / NB; mat < G.count;
         mat += int64_t(gridDim.x) * teams)
        gemm_rows_matrix<S, NB>(tm, G, ref<Blocked>(G.A, mat, G.lda), ref<Blocked>(G.B, mat, G.ldb),
                                ref<Blocked>(G.C, mat, G.ldc));
}

// gemm's LaneTiles kernel: G.lanes consecutive matrices per block (a warp's lanes), the block's
// other threads on the other tiles of their C (cuda/gemm_lane_tiles.cuh); launched as Blocked.
template <class S, int T>
__global__ void __launch_bounds__(kThreads)
    gemm_lane_tiles(const __grid_constant__ Launch<ProductGroupArgs<S>> L) {
    const int tid = int(threadIdx.x);
    for (int64_t b = blockIdx.x; b < L.blocks; b += gridDim.x) {
        int64_t local;
        const ProductGroupArgs<S>& G = group_of_block(L, b, local);
        const int lanes = G.lanes;
        const int64_t mat = local * lanes + tid % lanes;
        if (mat >= G.count) continue;
        const int64_t tiles = (G.m + T - 1) / T * ((G.n + T - 1) / T);
        for (int64_t t = tid / lanes; t < tiles; t += kThreads / lanes)
            gemm_lane_tile<S, T>(G, ref<true>(G.A, mat, G.lda), ref<true>(G.B, mat, G.ldb),
                                 ref<true>(G.C, mat, G.ldc), t);
    }
}

// gemm's LanePanels kernel: G.lanes consecutive matrices per block, a thread per matrix and
// tile of C, op(A) and op(B) copied kc steps of k at a time into two buffers in turn, the next
// panel's copies in flight during this one's products (cuda/gemm_lane_tiles.cuh).
template <class S, int T>
__global__ void __launch_bounds__(kThreads)
    gemm_lane_panels(const __grid_constant__ Launch<ProductGroupArgs<S>> L) {
    static_assert(kThreads == kPanelThreads);
    extern __shared__ __align__(16) unsigned char panel_memory[];
    S* const sh = reinterpret_cast<S*>(panel_memory);
    const int tid = int(threadIdx.x);
    for (int64_t b = blockIdx.x; b < L.blocks; b += gridDim.x) {
        int64_t local;
        const ProductGroupArgs<S>& G = group_of_block(L, b, local);
        const LanePanel<S, T> P = LanePanel<S, T>::of(G);
        const int lanes = P.lanes, lane = tid % lanes, t = tid / lanes;
        const int64_t mat0 = local * lanes, mat = mat0 + lane;
        const bool lane_in = mat < G.count, mine = lane_in && t < P.tm * P.tn;
        const int ti = t / P.tn, tj = t - ti * P.tn;
        const auto A = ref<true>(G.A, lane_in ? mat : mat0, G.lda);
        const auto B = ref<true>(G.B, lane_in ? mat : mat0, G.ldb);
        S acc[T][T];
        BBLAS_UNROLL
        for (int r = 0; r < T; ++r) {
            BBLAS_UNROLL
            for (int c = 0; c < T; ++c) acc[r][c] = S{};
        }
        const bool product = G.k > 0 && !is_zero(G.alpha);  // the block's: A and B not read otherwise
        const int64_t panels = product ? (G.k + P.kc - 1) / P.kc : 0;
        const auto depth = [&](int64_t p) { return int(lesser(P.kc, G.k - p * P.kc)); };
        if (panels > 0) lane_panel_copy<S, T>(G, P, A, B, lane_in, 0, depth(0), sh, tid);
        __pipeline_commit();
        for (int64_t p = 0; p < panels; ++p) {
            if (p + 1 < panels)  // into the other buffer, free since the end of panel p - 1
                lane_panel_copy<S, T>(G, P, A, B, lane_in, (p + 1) * P.kc, depth(p + 1),
                                      sh + (p + 1) % 2 * P.buffer(), tid);
            __pipeline_commit();
            __pipeline_wait_prior(1);  // this thread's copies of panel p have landed
            __syncthreads();           // and every thread's
            if (mine) lane_panel_accumulate<S, T>(G, P, sh + p % 2 * P.buffer(), ti, tj, lane, depth(p), acc);
            __syncthreads();  // panel p + 2 goes into this buffer
        }
        __pipeline_wait_prior(0);
        if (mine)
            lane_tile_store<S, T>(G, ref<true>(G.C, mat, G.ldc), acc, product, int64_t(ti) * T,
                                  int64_t(tj) * T);
    }
}

// ---------------------------------------------------------------------------------------------
// Launching

template <class S>
int64_t pieces_of(const ProductGroupArgs<S>& G) {
    return G.m * G.n;
}
template <class S>
int64_t pieces_of(const TrxmGroupArgs<S>& G) {
    return G.q;
}
template <class S>
int64_t pieces_of(const CopyGroupArgs<S>& G) {
    return G.rows * G.cols;
}

// Matrices per block of the Blocked shape: all the threads busy where a matrix has fewer than
// 8 pieces (a warp's lanes stay 32 consecutive matrices or more).
inline int32_t blocked_lanes(int64_t pieces) {
    return pieces >= 8 ? 32 : pieces >= 4 ? 64 : pieces >= 2 ? 128 : 256;
}

template <class G>
cudaError_t launch(Launch<G>& l, const void* kernel, Shape shape, cudaStream_t stream, size_t shared = 0) {
    int64_t blocks = 0;
    for (int g = 0; g < l.groups; ++g) {
        G& grp = l.group[g];
        grp.pieces = pieces_of(grp);
        grp.lanes = blocked_lanes(grp.pieces);
        if (shape == Shape::Blocked) blocks += (grp.count + grp.lanes - 1) / grp.lanes;
        else if (shape == Shape::Staged || grp.pieces <= kThreads)
            blocks += (grp.count + staged_matrices(grp.pieces) - 1) / staged_matrices(grp.pieces);
        else blocks += grp.count * ((grp.pieces + kThreads - 1) / kThreads);
        grp.blocks_end = blocks;
    }
    l.blocks = blocks;
    if (blocks == 0) return cudaSuccess;
    if (shared > 0)
        if (const cudaError_t e =
                cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, int(shared)))
            return e;
    void* args[] = {&l};
    return cudaLaunchKernel(kernel, dim3(unsigned(std::min(blocks, kMaxGridBlocks))), dim3(kThreads), args,
                            shared, stream);
}

template <class Work>
const void* kernel_of() {
    return reinterpret_cast<const void*>(pieces_kernel<Work>);
}

}  // namespace

// The LanePanels kernel for the groups of l (each one it takes: LanePanel::of's lanes > 0).
template <class S>
cudaError_t launch_lane_panels(Launch<ProductGroupArgs<S>>& l, cudaStream_t stream) {
    constexpr int T = kLaneTile<S>;
    int64_t blocks = 0, shared = 0;
    for (int g = 0; g < l.groups; ++g) {
        ProductGroupArgs<S>& G = l.group[g];
        const LanePanel<S, T> P = LanePanel<S, T>::of(G);
        blocks += (G.count + P.lanes - 1) / P.lanes;
        G.blocks_end = blocks;
        shared = std::max(shared, P.bytes());
    }
    l.blocks = blocks;
    if (blocks == 0) return cudaSuccess;
    const void* kernel = reinterpret_cast<const void*>(gemm_lane_panels<S, T>);
    if (shared > 48 * 1024)
        if (const cudaError_t e =
                cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, int(shared)))
            return e;
    void* args[] = {&l};
    return cudaLaunchKernel(kernel, dim3(unsigned(std::min(blocks, kMaxGridBlocks))), dim3(kThreads), args,
                            size_t(shared), stream);
}

// The LaneTiles shape: the groups the LanePanels kernel takes there (but where
// BBLAS_CUDA_GEMM_KERNEL=lanetiles), the others the LaneTiles kernel takes (lane_tiles_can) in
// one launch, the rest Blocked.
template <class S>
cudaError_t launch_lane_tiles(Launch<ProductGroupArgs<S>>& l, cudaStream_t stream) {
    constexpr int T = kLaneTile<S>;
    const ForcedGemm f = forced_gemm_kernel();
    Launch<ProductGroupArgs<S>> panel, tiles, rest;
    for (int g = 0; g < l.groups; ++g) {
        const ProductGroupArgs<S>& G = l.group[g];
        const LanePanel<S, T> P = LanePanel<S, T>::of(G);
        const bool panels =
            P.lanes > 0 && (f == ForcedGemm::LanePanels || (f == ForcedGemm::None && P.planned()));
        Launch<ProductGroupArgs<S>>& to = panels ? panel : lane_tiles_can(G) ? tiles : rest;
        to.group[to.groups++] = G;
    }
    if (panel.groups > 0)
        if (const cudaError_t e = launch_lane_panels(panel, stream)) return e;
    const void* kernel = lane_tile_small() ? reinterpret_cast<const void*>(gemm_lane_tiles<S, T / 2>)
                                           : reinterpret_cast<const void*>(gemm_lane_tiles<S, T>);
    if (tiles.groups > 0)
        if (const cudaError_t e = launch(tiles, kernel, Shape::Blocked, stream)) return e;
    if (rest.groups == 0) return cudaSuccess;
    return launch(rest, kernel_of<ProductWork<S, ProductKind::Gemm, true>>(), Shape::Blocked, stream);
}

// The Rows shape: one launch per group it takes (its team width is the kernel's template
// argument); the others of l in one Dense or Blocked launch.
template <class S, ProductKind K>
cudaError_t launch_rows(Launch<ProductGroupArgs<S>>& l, cudaStream_t stream) {
    Launch<ProductGroupArgs<S>> rest;
    for (int g = 0; g < l.groups; ++g) {
        ProductGroupArgs<S>& G = l.group[g];
        if (K != ProductKind::Gemm || !rows_can(G)) {
            rest.group[rest.groups++] = G;
            continue;
        }
        if (G.count == 0) continue;
        const cudaError_t e = with_register_width(std::max(G.m, G.k), [&](auto nb) {
            constexpr int NB = decltype(nb)::value, teams = kThreads / NB;
            if constexpr (!kRowsInRegisters<S, NB>) {
                return cudaErrorNotSupported;  // rows_can said no: not built
            } else {
                const void* kernel = G.C.blocks ? reinterpret_cast<const void*>(gemm_rows<S, NB, true>)
                                                : reinterpret_cast<const void*>(gemm_rows<S, NB, false>);
                const int64_t blocks = std::min((G.count + teams - 1) / teams, kMaxGridBlocks);
                void* args[] = {&G};
                return cudaLaunchKernel(kernel, dim3(unsigned(blocks)), dim3(unsigned(kThreads)), args, 0,
                                        stream);
            }
        });
        if (e != cudaSuccess) return e;
    }
    if (rest.groups == 0) return cudaSuccess;
    const bool blocked = rest.group[0].C.blocks != nullptr;  // a call's groups are all one form
    return launch_products<S, K>(rest, int(blocked ? Shape::LaneTiles : Shape::Dense), stream);
}

template <class S, ProductKind K>
cudaError_t launch_products(Launch<ProductGroupArgs<S>>& l, int shape, cudaStream_t stream) {
    switch (Shape(shape)) {
        case Shape::Rows:
            return launch_rows<S, K>(l, stream);
        case Shape::Dense:
            return launch(l, kernel_of<ProductWork<S, K, false>>(), Shape::Dense, stream);
        case Shape::Blocked:
            return launch(l, kernel_of<ProductWork<S, K, true>>(), Shape::Blocked, stream);
        case Shape::LaneTiles:
            if constexpr (K == ProductKind::Gemm) return launch_lane_tiles(l, stream);
            else return launch(l, kernel_of<ProductWork<S, K, true>>(), Shape::Blocked, stream);
        default: {
            int64_t shared = 0;
            for (int g = 0; g < l.groups; ++g) shared = std::max(shared, staged_bytes(l.group[g]));
            return launch(l, reinterpret_cast<const void*>(products_staged<S, K>), Shape::Staged, stream,
                          size_t(shared));
        }
    }
}
template <class S, bool Solve>
cudaError_t launch_trxm(Launch<TrxmGroupArgs<S>>& l, int shape, cudaStream_t stream) {
    if (Shape(shape) == Shape::Dense)
        return launch(l, kernel_of<TrxmWork<S, Solve, false>>(), Shape::Dense, stream);
    if (Shape(shape) == Shape::Blocked)
        return launch(l, kernel_of<TrxmWork<S, Solve, true>>(), Shape::Blocked, stream);
    int64_t shared = 0;
    for (int g = 0; g < l.groups; ++g) {
        TrxmGroupArgs<S>& G = l.group[g];
        G.stage_a = staged_bytes(G, true) > 0;
        shared = std::max(shared, staged_bytes(G, G.stage_a));
    }
    return launch(l, reinterpret_cast<const void*>(triangular_staged<S, Solve>), Shape::Staged, stream,
                  size_t(shared));
}

template <class S>
cudaError_t launch_copy(Launch<CopyGroupArgs<S>>& l, cudaStream_t stream) {
    return launch(l, kernel_of<CopyWork<S>>(), Shape::Blocked, stream);
}

namespace {
// The launchers of every scalar type (core/types.hh).
template <class T>
struct Level3Launchers {
    using S = device_t<T>;
    using P = Launch<ProductGroupArgs<S>>;
    using X = Launch<TrxmGroupArgs<S>>;
    cudaError_t (*gemm)(P&, int, cudaStream_t) = launch_products<S, ProductKind::Gemm>;
    cudaError_t (*symm)(P&, int, cudaStream_t) = launch_products<S, ProductKind::Symm>;
    cudaError_t (*rank_k)(P&, int, cudaStream_t) = launch_products<S, ProductKind::RankK>;
    cudaError_t (*rank_2k)(P&, int, cudaStream_t) = launch_products<S, ProductKind::Rank2K>;
    cudaError_t (*trmm)(X&, int, cudaStream_t) = launch_trxm<S, false>;
    cudaError_t (*trsm)(X&, int, cudaStream_t) = launch_trxm<S, true>;
    cudaError_t (*copy)(Launch<CopyGroupArgs<S>>&, cudaStream_t) = launch_copy<S>;
};
}  // namespace

}  // namespace bblas::impl::cuda

template struct bblas::impl::Instantiate<bblas::impl::cuda::Level3Launchers, bblas::impl::Scalars>;
