// What the host side of the GPU's batched LAPACK (cuda/lapack_api.cc, compiled by the C++
// compiler) hands its kernels (cuda/lapack_kernels.cu, compiled by nvcc): one group of one
// routine per launch, its matrices seen as logical matrices through element strides (row-major
// is column-major with the strides swapped; an upper Cholesky factor is the conjugate transpose
// of a lower one), as the CPU kernels see them (tasks/lu.hh, tasks/chol.hh).
//
// Two kernel families, each written once over the device scalar type (float, double,
// Cx<float>, Cx<double>):
// - the LU family (getrf, gesv, getrs, getrf_nopiv, getri, getrf_inv): LAPACK's getf2
//   (right-looking, unblocked, partial pivoting by |re| + |im|, first largest, or none), getrs's
//   interchanges and two triangular solves, and getri's inv(U), inv(A) L = inv(U) and column
//   interchanges;
// - the Cholesky family (potrf, posv, potrs): LAPACK's potf2 (left-looking, unblocked) and the
//   two triangular solves of potrs.
// A team of w threads (w = the power of two >= the rows, at most 32: part of a warp, or one)
// takes one matrix at a time: it copies the matrix into shared memory once, factors it there
// (thread t owns rows t, t + w, ...; pivot search by warp shuffles; __syncwarp between steps),
// solves the right-hand sides one column at a time in a shared column, and writes the results
// back once; nothing goes back to global memory between the steps of a factorisation. Matrices
// whose team does not fit in shared memory are factored in place in global memory by the same
// code, with only the column and the pivots in shared memory. Teams are independent (their
// shuffles and barriers name only their own lanes), so a block holds as many as fit, and the
// grid loops over the batch (any count, 64-bit offsets).
// The interleaved form (paper 002's layout) runs the same kernels on lane views (element (i, j)
// of a matrix at its lane's first real plus i rs + j cs, strides in reals): a warp's teams take
// consecutive lanes, whose elements are adjacent, so the register kernels' row loads and the
// team kernels' staging copies read whole sectors. A third kernel runs a team of one thread per
// matrix in place in its lane (the columns and pivots of a block's threads interleaved in shared
// memory): coalesced without staging, but each thread's O(n^3) steps go through L1, so the
// planner keeps it for the tiniest inversions and solves only (cuda/lapack_kernels.cu).
#pragma once

#include <cuda_runtime_api.h>

#include <cstdint>

#include "cuda/level3_launch.hh"

namespace bblas::impl::cuda {

enum class LuKind : int32_t { Getrf, Gesv, Getrs, GetrfNoPiv, Getri, Inverse };
enum class CholKind : int32_t { Potrf, Posv, Potrs };

// A logical matrix's addressing: element (i, j) at p[i * rs + j * cs], conjugated when conj.
struct ElementStrides {
    int64_t rs = 1, cs = 1;
    bool conj = false;
};

// One group of one routine: `count` matrices. A is m x n (n x n but for getrf and
// getrf_nopiv), B n x nrhs; the factorisations read and write A (the Cholesky family only its
// lower logical triangle: an upper uplo arrives as the conjugate transpose), the solves read A
// and the pivots and overwrite B, getri reads the pivots and overwrites A (getrf_inv keeps its
// pivots in shared memory). dinfo: count entries, one per matrix (0 or LAPACK's positive code),
// or null; the solves (getrs, potrs) write none.
// A and B: pointer arrays, base and stride, or interleaved arrays (both or neither; the
// interleaved form: blocks non-null, the element strides a and b then count reals of a lane,
// so a matrix's element (i, j) is at i rs + j cs from its lane's first real).
template <class S>
struct LapackGroupArgs {
    DeviceOperand<S> A;
    DeviceMats<int64_t> ipiv;  // getrf, gesv, getrs, getri: min(m, n) pivots per matrix, 1-based
    DeviceOperand<S> B;
    int64_t* dinfo = nullptr;
    ElementStrides a, b;
    int64_t m = 0, n = 0, nrhs = 0;
    int64_t count = 0;
    int32_t kind = 0;              // LuKind or CholKind
    DeviceOp trans = DeviceOp::N;  // getrs
};

// Enqueues the group on stream; returns the launch's error (cudaSuccess once it is enqueued).
template <class S>
cudaError_t launch_lu(const LapackGroupArgs<S>& G, cudaStream_t stream);
template <class S>
cudaError_t launch_chol(const LapackGroupArgs<S>& G, cudaStream_t stream);

}  // namespace bblas::impl::cuda
