// The GPU's batched LAPACK for square orders up to 32 with the matrix in registers: getrf,
// getrf_nopiv, gesv and getrs (no transpose) of the LU family, potrf, posv and potrs of the
// Cholesky family.
// A team of w lanes (w = the power of two >= n, at least 2: cuda/lapack_device.cuh's Team) takes
// one matrix; lane t holds row t in an array of NB = w registers (NB a compile-time constant, so
// that the unrolled loops index registers, never local memory), and the steps exchange values by
// warp shuffles: no shared memory, no barrier. On an H200 the shared-memory kernels
// (cuda/lapack_device.cuh) reached 15-25% of the bandwidth roofline at n <= 16 with a barrier
// and an index computation per element step; these reached 40-60% at n <= 8 (docs/cuda.md).
//
// LU: partial pivoting without moving rows between lanes: each lane keeps the position its row
// has reached under LAPACK's interchanges (getf2: step k swaps the rows at positions k and p),
// the pivot search runs over (|re| + |im|, position) by shuffles with LAPACK's choice (the first
// largest; a NaN only on the diagonal), and the lanes store their rows at their final
// positions. Cholesky: potf2's left-looking order (row j broadcast from lane j at step j), so
// that a failing matrix is left as LAPACK leaves it; the solve with L^H sums each step's products
// across the lanes (lane r holds L(r, k), not L(k, r)), in another order than potrs's. The other
// operations are getf2's, potf2's and getrs's, value for value, as in the shared-memory kernels.
// One right-hand side at a time: solving four together (fewer dependent steps) cost the kernels
// registers and measured slower on the H200 for one right-hand side (docs/cuda.md).
// The interleaved form (Lanes) runs the same steps on a lane of an interleaved array: a team's
// lanes read their rows of one matrix, and a warp's teams take consecutive matrices, whose
// elements are adjacent, so a warp's load of one column is whole 32-byte sectors from n = 4 on
// (double; from 8 on, float), where the one-thread-per-matrix kernel of the shared-memory family
// ran each matrix's O(n^3) steps through L1 alone (0.1-0.25x the vendor from n = 8, H100).
#pragma once

#include <cuda_runtime.h>

#include <climits>
#include <cstdint>
#include <type_traits>

#include "cuda/device_ops.cuh"
#include "cuda/lapack_device.cuh"
#include "cuda/lapack_launch.hh"

namespace bblas::impl::cuda::lapack {

// The largest order the register kernels take.
constexpr int64_t kMaxRegisterOrder = kTeamMaxOrder;

// Whether the register kernels can take a group: order 1..32, square, getrf, getrf_nopiv, gesv,
// or getrs without a transpose; dense or interleaved; rows that stay in registers. (getri and
// getrf_inv in registers, one column of the identity at a time, ran 0.31-0.86x the team kernels
// on the H100 and took every LU register kernel from 62 to 94 registers a thread in double at
// NB = 8 (dgetrf n = 8: 1.29x -> 1.07x the vendor): removed in session 20; commit 5cb0187 has it.)
template <class S>
bool registers_can(const LapackGroupArgs<S>& G, bool chol) {
    if (!rows_in_registers<S>(G.n)) return false;
    if (chol) return true;
    const LuKind k = LuKind(G.kind);
    return G.m == G.n && (k == LuKind::Getrf || k == LuKind::GetrfNoPiv || k == LuKind::Gesv ||
                          (k == LuKind::Getrs && G.trans == DeviceOp::N));
}

// The kernels of a LAPACK group: the register kernels, the team kernels (shared memory, or in
// place in global memory), or the interleaved form's one-thread-per-matrix kernel.
enum class LapackKernel { Registers, Teams, OneThread };
// BBLAS_CUDA_LAPACK_KERNEL: `shared` forces the team kernels on every group, `lanes` the
// one-thread kernel on every interleaved group, `registers` the register kernels on every group
// they can take (cuda/lapack_kernels.cu reads it).
enum class ForcedLapack { None, Shared, Lanes, Registers };

// The planner, every measured rule in one place (H100, double, same runs; docs/cuda.md):
// - the register kernels wherever they can take the group, but dense getrf_nopiv from order 17,
//   where the team kernel measured faster (n = 32: 3.24 ms against 3.78; interleaved: 20.9 ms
//   against 3.43, so the interleaved form keeps them);
// - the one-thread kernel for interleaved getrf_inv up to order 4 and gesv at 3 and 4, where it
//   measured faster (getrf_inv n = 2 and 4: 3.74 and 3.56 ms against the team kernel's 5.88 and
//   4.95; gesv n = 4: 2.12 ms against the register kernel's 2.54, n = 2: 4.21 against 4.03);
// - the team kernels for the rest.
template <class S>
LapackKernel planned_lapack_kernel(const LapackGroupArgs<S>& G, bool chol, ForcedLapack f) {
    const bool lanes = G.A.blocks != nullptr;
    if (f == ForcedLapack::Lanes && lanes) return LapackKernel::OneThread;
    if (f == ForcedLapack::Shared) return LapackKernel::Teams;
    if (f == ForcedLapack::Registers && registers_can(G, chol)) return LapackKernel::Registers;
    const LuKind k = LuKind(G.kind);
    if (lanes && !chol && ((k == LuKind::Inverse && G.n <= 4) || (k == LuKind::Gesv && G.n > 2 && G.n <= 4)))
        return LapackKernel::OneThread;
    if (!chol && k == LuKind::GetrfNoPiv && G.n > 16 && !lanes) return LapackKernel::Teams;
    return registers_can(G, chol) ? LapackKernel::Registers : LapackKernel::Teams;
}

// The sum of v over the team's lanes, the same bits on every lane (a butterfly).
template <class S>
__device__ __forceinline__ S team_sum(const Team& tm, S v) {
    for (int off = tm.w / 2; off > 0; off /= 2) {
        if constexpr (std::is_same_v<S, real_of<S>>) v = add(v, __shfl_xor_sync(tm.mask, v, off, tm.w));
        else
            v = add(v,
                    S{__shfl_xor_sync(tm.mask, v.re, off, tm.w), __shfl_xor_sync(tm.mask, v.im, off, tm.w)});
    }
    return v;
}

// The first lane of the team whose flag is set, -1 if none (the ballot masked to the team's
// lanes, whatever the other teams of the warp vote).
__device__ __forceinline__ int team_lane_of(const Team& tm, bool flag) {
    return __ffs(int((__ballot_sync(tm.mask, flag) & tm.mask) >> tm.base)) - 1;
}

// One matrix of the LU family (G.m == G.n <= NB, G.trans N for getrs); getrf_nopiv takes the
// diagonal as the pivot, so no row moves and no pivot is written.
template <class S, int NB, bool Lanes = false>
__device__ void lu_registers(const Team& tm, const LapackGroupArgs<S>& G, int64_t i) {
    using R = real_of<S>;
    const S zero = from_real<S>(R(0)), one = from_real<S>(R(1));
    const int n = int(G.n), t = tm.t;
    const bool mine = t < n;  // lanes from n on hold no row
    const LuKind kind = LuKind(G.kind);
    const bool pivoting = kind != LuKind::GetrfNoPiv;
    const auto ga = a_of<Lanes>(G, i, false);
    int64_t* gpiv = pivoting ? matrix(G.ipiv, i) : nullptr;
    S row[NB];
    BBLAS_UNROLL
    for (int j = 0; j < NB; ++j) row[j] = mine && j < n ? ga.get(t, j) : zero;
    // pos: where this lane's row is under the interchanges so far; bsrc: the row of B that
    // arrives at position pos (gesv: the lane's own row; getrs: the given interchanges replayed)
    int pos = t, bsrc = t;
    int64_t info = 0;
    if (kind == LuKind::Getrs) {
        for (int k = 0; k < n; ++k) {
            const int p = int(gpiv[k] - 1);
            bsrc = __shfl_sync(tm.mask, bsrc, t == k ? p : t == p ? k : t, tm.w);
        }
    } else {
        int my_piv = t;  // ipiv[t], 0-based: lane t writes it
        BBLAS_UNROLL
        for (int k = 0; k < NB; ++k) {
            if (k >= n) break;
            R key = R(-1);
            int who = k * 64 + k;  // position * 64 + lane: ties go to the first position
            if (pivoting) {
                who = INT_MAX;
                if (mine && pos >= k) {
                    const R v = abs1(row[k]);
                    key = v != v ? (pos == k ? R(INFINITY) : R(-1)) : v;
                    who = pos * 64 + t;
                }
                team_argmax(tm, key, who);
            }
            const int p = who >> 6, plane = who & 63;
            if (t == k) my_piv = p;
            if (t == plane) pos = k;
            else if (pos == k) pos = p;
            const S pivot = team_bcast(tm, row[k], plane);
            if (!pivoting) key = abs1(pivot);  // NaN: not zero
            const bool zero_pivot = key == R(0);
            if (zero_pivot && info == 0) info = k + 1;
            const S inv = zero_pivot ? one : divide(one, pivot);
            const bool below = mine && pos > k;
            const S l = mul(row[k], inv);
            if (below) row[k] = l;
            BBLAS_UNROLL
            for (int j = k + 1; j < NB; ++j) {
                if (j >= n) break;
                const S pj = team_bcast(tm, row[j], plane);
                if (below) row[j] = mul_sub(row[j], l, pj);
            }
        }
        if (mine) {
            BBLAS_UNROLL
            for (int j = 0; j < NB; ++j)
                if (j < n) ga.put(pos, j, row[j]);
            if (pivoting) gpiv[t] = my_piv + 1;
        }
        if (t == 0 && G.dinfo) G.dinfo[i] = info;
        if (kind != LuKind::Gesv || info != 0) return;
    }
    for (int64_t c = 0; c < G.nrhs; ++c) {
        const auto gb = b_column_of<Lanes>(G, i, c);
        S x = mine ? gb.get(bsrc) : zero;
        BBLAS_UNROLL
        for (int k = 0; k < NB; ++k) {  // L y = P b, L unit lower
            if (k >= n) break;
            const S yk = team_bcast(tm, x, team_lane_of(tm, mine && pos == k));
            if (mine && pos > k) x = mul_sub(x, row[k], yk);
        }
        BBLAS_UNROLL
        for (int k = NB - 1; k >= 0; --k) {  // U x = y
            if (k >= n) continue;
            const bool owner = mine && pos == k;
            S v = x;
            if (owner) v = divide(x, row[k]);
            const S xk = team_bcast(tm, v, team_lane_of(tm, owner));
            if (owner) x = xk;
            else if (mine && pos < k) x = mul_sub(x, row[k], xk);
        }
        if (mine) gb.put(pos, x);
    }
}

// One matrix of the Cholesky family (G.n <= NB; the lower triangle of the logical matrix).
template <class S, int NB, bool Lanes = false>
__device__ void chol_registers(const Team& tm, const LapackGroupArgs<S>& G, int64_t i) {
    using R = real_of<S>;
    const S zero = from_real<S>(R(0));
    const int n = int(G.n), t = tm.t;
    const bool mine = t < n;
    const CholKind kind = CholKind(G.kind);
    const auto ga = a_of<Lanes>(G, i, G.a.conj);
    S row[NB];
    BBLAS_UNROLL
    for (int j = 0; j < NB; ++j) row[j] = mine && j <= t ? ga.get(t, j) : zero;
    int64_t info = 0;
    if (kind != CholKind::Potrs) {
        BBLAS_UNROLL
        for (int j = 0; j < NB; ++j) {
            if (j >= n || info != 0) break;  // one exit: nvcc unrolls this loop, row stays in registers
            R d = team_bcast(tm, re_of(row[j]), j);
            S x = row[j];
            BBLAS_UNROLL
            for (int l = 0; l < j; ++l) {
                const S ljl = team_bcast(tm, row[l], j);
                d -= abs2(ljl);
                x = mul_sub(x, row[l], conj_of(ljl));
            }
            if (!(d > R(0))) {  // A(j, j) gets the failing value; nothing after it changes
                if (t == j) row[j] = from_real<S>(d);
                info = j + 1;
            } else {
                const R s = root(d), inv = R(1) / s;
                if (mine && t > j) row[j] = scaled(x, inv);
                if (t == j) row[j] = from_real<S>(s);
            }
        }
        const int done = info ? int(info) : n;  // the columns written
        if (mine) {
            BBLAS_UNROLL
            for (int j = 0; j < NB; ++j)
                if (j <= t && j < done) ga.put(t, j, row[j]);
        }
        if (t == 0 && G.dinfo) G.dinfo[i] = info;
        if (kind == CholKind::Potrf || info != 0) return;
    }
    for (int64_t c = 0; c < G.nrhs; ++c) {
        const auto gb = b_column_of<Lanes>(G, i, c);
        S x = mine ? gb.get(t) : zero;
        BBLAS_UNROLL
        for (int k = 0; k < NB; ++k) {  // L y = b
            if (k >= n) break;
            S v = x;
            if (t == k) v = divide(x, row[k]);
            const S yk = team_bcast(tm, v, k);
            if (t == k) x = yk;
            else if (mine && t > k) x = mul_sub(x, row[k], yk);
        }
        BBLAS_UNROLL
        for (int k = NB - 1; k >= 0;
             --k) {  // L^H x = y: x(k) = (y(k) - sum_{r > k} conj(L(r, k)) x(r)) / L(k, k)
            if (k >= n) continue;
            const S s = team_sum(tm, mine && t > k ? mul(conj_of(row[k]), x) : zero);
            if (t == k) x = divide(add(x, scaled(s, R(-1))), conj_of(row[k]));
        }
        if (mine) gb.put(t, x);
    }
}

}  // namespace bblas::impl::cuda::lapack
