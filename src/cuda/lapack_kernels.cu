// The kernels of the GPU's batched LAPACK (cuda/lapack_launch.hh has what each does): the LU
// family (getrf, gesv, getrs, getrf_nopiv, getri, getrf_inv) and the Cholesky family (potrf, posv, potrs),
// each one kernel written once over the device scalar type, with the routine, the sizes and the addressing as
// run-time arguments (eight instantiations in all): teams of threads looping over the batch,
// each matrix through cuda/lapack_device.cuh's steps, staged in shared memory where it fits.
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/types.hh"
#include "cuda/device_ops.cuh"
#include "cuda/lapack_device.cuh"
#include "cuda/lapack_launch.hh"
#include "cuda/lapack_registers.cuh"

namespace bblas::impl::cuda {

namespace {

using namespace lapack;

// Threads per block: teams of w threads, kBlockThreads / w of them where shared memory allows.
constexpr int kBlockThreads = 128;
// Dynamic shared memory a block takes without opting in, and the most one team may take
// (an H100 or H200 block may have 227 KiB): beyond it a matrix is factored in global memory.
constexpr int64_t kDefaultShared = 48 * 1024;
constexpr int64_t kMaxTeamShared = 200 * 1024;

// Each team's shared memory: its matrix where staged (tile_bytes > 0), then a column of
// aux_bytes (and the LU family's pivots). Lanes: the matrices are lanes of interleaved arrays
// (a block's teams take consecutive lanes, so their staging copies share sectors).
template <class S, bool Lanes>
__global__ void __launch_bounds__(kBlockThreads)
    lu_kernel(const LapackGroupArgs<S> G, int w, int teams, int64_t tile_bytes, int64_t aux_bytes) {
    extern __shared__ __align__(16) unsigned char shared[];
    const Team tm = team_of(w);
    const int team = int(threadIdx.x) / w;
    const int lds = int(G.m | 1);
    unsigned char* mine = shared + team * (tile_bytes + aux_bytes);
    S* col = reinterpret_cast<S*>(mine + tile_bytes);
    const SharedColumn<S> sc{col, 1};
    const SharedPivots sp{reinterpret_cast<int*>(col + G.n), 1};
    for (int64_t i = int64_t(blockIdx.x) * teams + team; i < G.count; i += int64_t(gridDim.x) * teams) {
        const auto ga = a_of<Lanes>(G, i, false);
        const auto bc = [&](int64_t c) { return b_column_of<Lanes>(G, i, c); };
        if (tile_bytes > 0)
            lu_matrix(tm, G, i, ga, Tile<S>{reinterpret_cast<S*>(mine), lds}, true, sc, sp, bc);
        else lu_matrix(tm, G, i, ga, ga, false, sc, sp, bc);
        tm.sync();  // the team's shared memory is free for its next matrix
    }
}

template <class S, bool Lanes>
__global__ void __launch_bounds__(kBlockThreads)
    chol_kernel(const LapackGroupArgs<S> G, int w, int teams, int64_t tile_bytes, int64_t aux_bytes) {
    extern __shared__ __align__(16) unsigned char shared[];
    const Team tm = team_of(w);
    const int team = int(threadIdx.x) / w;
    const int lds = int(G.n | 1);
    unsigned char* mine = shared + team * (tile_bytes + aux_bytes);
    const SharedColumn<S> sc{reinterpret_cast<S*>(mine + tile_bytes), 1};
    for (int64_t i = int64_t(blockIdx.x) * teams + team; i < G.count; i += int64_t(gridDim.x) * teams) {
        const auto ga = a_of<Lanes>(G, i, G.a.conj);
        const auto bc = [&](int64_t c) { return b_column_of<Lanes>(G, i, c); };
        if (tile_bytes > 0) chol_matrix(tm, G, i, ga, Tile<S>{reinterpret_cast<S*>(mine), lds}, true, sc, bc);
        else chol_matrix(tm, G, i, ga, ga, false, sc, bc);
        tm.sync();  // the team's shared memory is free for its next matrix
    }
}

// The interleaved form's tiniest kernel: a thread per matrix (a team of one), in place in its
// lane; the block's threads interleave their columns (n values each) and then their pivots in
// shared memory. Each thread runs its matrix's O(n^3) steps through L1, so from n = 8 on it ran
// at 0.1-0.25x the vendor (H100); the planner keeps it for a few of the tiniest groups.
template <class S, bool Chol>
__global__ void __launch_bounds__(kBlockThreads) lanes_kernel(const LapackGroupArgs<S> G) {
    extern __shared__ __align__(16) unsigned char shared[];
    const Team tm = team_of(1);
    const int threads = int(blockDim.x), t = int(threadIdx.x);
    S* cols = reinterpret_cast<S*>(shared);
    const SharedColumn<S> sc{cols + t, threads};
    const SharedPivots sp{reinterpret_cast<int*>(cols + G.n * threads) + t, threads};
    for (int64_t i = int64_t(blockIdx.x) * threads + t; i < G.count; i += int64_t(gridDim.x) * threads) {
        const LaneView<S> a = lane_a(G, i);
        const auto bc = [&](int64_t c) { return lane_b_column(G, i, c); };
        if constexpr (Chol) chol_matrix(tm, G, i, a, a, false, sc, bc);
        else lu_matrix(tm, G, i, a, a, false, sc, sp, bc);
    }
}

// The register kernels (cuda/lapack_registers.cuh): teams of NB lanes, one matrix each; the
// Cholesky family or the LU family, on dense matrices or lanes of interleaved arrays.
template <class S, int NB, bool Chol, bool Lanes>
__global__ void __launch_bounds__(kBlockThreads) registers_kernel(const LapackGroupArgs<S> G) {
    constexpr int teams = kBlockThreads / NB;
    const Team tm = team_of(NB);
    for (int64_t i = int64_t(blockIdx.x) * teams + int(threadIdx.x) / NB; i < G.count;
         i += int64_t(gridDim.x) * teams) {
        if constexpr (Chol) chol_registers<S, NB, Lanes>(tm, G, i);
        else lu_registers<S, NB, Lanes>(tm, G, i);
    }
}

template <class S, int NB, bool Lanes>
const void* registers_kernel_of(bool chol) {
    return chol ? reinterpret_cast<const void*>(registers_kernel<S, NB, true, Lanes>)
                : reinterpret_cast<const void*>(registers_kernel<S, NB, false, Lanes>);
}

template <class S>
cudaError_t launch_registers(const LapackGroupArgs<S>& G, bool chol, cudaStream_t stream) {
    LapackGroupArgs<S> g = G;
    return with_register_width(G.n, [&](auto nb) {
        constexpr int NB = decltype(nb)::value, teams = kBlockThreads / NB;
        if constexpr (!kRowsInRegisters<S, NB>) {
            return cudaErrorNotSupported;  // registers_can said no: not built
        } else {
            const void* kernel =
                G.A.blocks ? registers_kernel_of<S, NB, true>(chol) : registers_kernel_of<S, NB, false>(chol);
            const int64_t blocks = std::min((G.count + teams - 1) / teams, kMaxGridBlocks);
            void* args[] = {&g};
            return cudaLaunchKernel(kernel, dim3(unsigned(blocks)), dim3(unsigned(kBlockThreads)), args, 0,
                                    stream);
        }
    });
}

// ---------------------------------------------------------------------------------------------
// Launch: the team width from the rows, as many teams per block as threads and shared memory
// allow, the grid over the batch (the kernels loop beyond kMaxGridBlocks blocks). A matrix is
// staged where its team's bytes (tile and aux) fit kMaxTeamShared; otherwise the team keeps
// only aux_bytes (a column and the pivots), so the order is bounded only by the shared memory
// those take (an order of thousands).
cudaError_t launch_teams(const void* kernel, void* params, int64_t rows, int64_t count, int64_t tile_bytes,
                         int64_t aux_bytes, cudaStream_t stream) {
    const int w = team_width(rows);
    if (tile_bytes + aux_bytes > kMaxTeamShared) tile_bytes = 0;  // in place in global memory
    const int64_t team_bytes = tile_bytes + aux_bytes;
    const int teams =
        int(std::max<int64_t>(1, std::min<int64_t>(kBlockThreads / w, kDefaultShared / team_bytes)));
    const int64_t shared = teams * team_bytes;
    if (shared > kDefaultShared)
        if (const cudaError_t e =
                cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, int(shared)))
            return e;
    const int64_t blocks = std::min((count + teams - 1) / teams, kMaxGridBlocks);
    int wv = w, tv = teams;
    void* args[] = {params, &wv, &tv, &tile_bytes, &aux_bytes};
    return cudaLaunchKernel(kernel, dim3(unsigned(blocks)), dim3(unsigned(teams * w)), args, size_t(shared),
                            stream);
}

// The interleaved form: as many threads per block as their columns (and pivots) of
// aux_bytes each fit in the default shared memory, at most kBlockThreads, whole warps where
// there are 32 or more; one thread per block opts into more shared memory where needed.
cudaError_t launch_lanes(const void* kernel, void* params, int64_t count, int64_t aux_bytes,
                         cudaStream_t stream) {
    int64_t threads = std::min<int64_t>(kBlockThreads, std::max<int64_t>(1, kDefaultShared / aux_bytes));
    if (threads >= 32) threads -= threads % 32;
    const int64_t shared = threads * aux_bytes;
    if (shared > kDefaultShared)
        if (const cudaError_t e =
                cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, int(shared)))
            return e;
    const int64_t blocks = std::min((count + threads - 1) / threads, kMaxGridBlocks);
    void* args[] = {params};
    return cudaLaunchKernel(kernel, dim3(unsigned(blocks)), dim3(unsigned(threads)), args, size_t(shared),
                            stream);
}

// BBLAS_CUDA_LAPACK_KERNEL (cuda/lapack_registers.cuh's ForcedLapack): the tester's and the
// suite's way to run and compare the kernels the planner does not choose.
ForcedLapack forced_lapack() {
    static const ForcedLapack f = [] {
        const char* e = std::getenv("BBLAS_CUDA_LAPACK_KERNEL");
        const std::string_view v = e ? e : "";
        return v == "shared"      ? ForcedLapack::Shared
               : v == "lanes"     ? ForcedLapack::Lanes
               : v == "registers" ? ForcedLapack::Registers
                                  : ForcedLapack::None;
    }();
    return f;
}

// One launch of the LU family (Chol false) or the Cholesky family: its register, lane and team
// kernels, and the bytes a team takes (tile, then aux).
template <class S, bool Chol>
cudaError_t launch_family(const LapackGroupArgs<S>& G, cudaStream_t stream) {
    if (G.count == 0) return cudaSuccess;
    const LapackKernel kernel_kind = planned_lapack_kernel(G, Chol, forced_lapack());
    if (kernel_kind == LapackKernel::Registers) return launch_registers(G, Chol, stream);
    const bool lanes = G.A.blocks != nullptr, one_thread = kernel_kind == LapackKernel::OneThread;
    LapackGroupArgs<S> g = G;
    const int64_t aux = Chol ? chol_aux_bytes<S>(G.n) : lu_aux_bytes<S>(G.n);
    if (one_thread)  // a column (and the pivots) per thread, in shared memory
        return launch_lanes(reinterpret_cast<const void*>(lanes_kernel<S, Chol>), &g, G.count, aux, stream);
    const void* kernel;
    if constexpr (Chol)
        kernel = lanes ? reinterpret_cast<const void*>(chol_kernel<S, true>)
                       : reinterpret_cast<const void*>(chol_kernel<S, false>);
    else
        kernel = lanes ? reinterpret_cast<const void*>(lu_kernel<S, true>)
                       : reinterpret_cast<const void*>(lu_kernel<S, false>);
    return launch_teams(kernel, &g, Chol ? G.n : G.m, G.count,
                        Chol ? chol_tile_bytes<S>(G.n) : lu_tile_bytes<S>(G.m, G.n), aux, stream);
}

}  // namespace

template <class S>
cudaError_t launch_lu(const LapackGroupArgs<S>& G, cudaStream_t stream) {
    return launch_family<S, false>(G, stream);
}
template <class S>
cudaError_t launch_chol(const LapackGroupArgs<S>& G, cudaStream_t stream) {
    return launch_family<S, true>(G, stream);
}

namespace {
// The launchers of every scalar type (core/types.hh).
template <class T>
struct LapackLaunchers {
    using S = device_t<T>;
    cudaError_t (*lu)(const LapackGroupArgs<S>&, cudaStream_t) = launch_lu<S>;
    cudaError_t (*chol)(const LapackGroupArgs<S>&, cudaStream_t) = launch_chol<S>;
};
}  // namespace

}  // namespace bblas::impl::cuda

template struct bblas::impl::Instantiate<bblas::impl::cuda::LapackLaunchers, bblas::impl::Scalars>;
