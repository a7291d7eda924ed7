// gemm's Rows kernel (cuda/level3_kernels.cu's gemm_rows): C = alpha op(A) op(B) + beta C for
// op(A) of at most 32 rows and columns, one matrix per team of NB lanes (cuda/team.cuh; NB the
// power of two >= max(m, k)), on dense matrices or lanes of interleaved arrays.
// Lane t holds row t of op(A) in NB registers (read once); for each column j of C, lane t reads
// op(B)(t, j) (a team's read of a column is one stored column or row: whole sectors, or adjacent
// lanes of an interleaved block across the warp's teams) and the team broadcasts it by shuffles,
// so C(t, j) sums op(A)(t, l) op(B)(l, j) over l in the order of the other product kernels
// (bit for bit the same result as the Dense and Blocked shapes). Each element of A, B and C is
// read from global memory once per matrix, where the Blocked shape (one thread per element of C
// and its own dot product) re-reads op(A) and op(B) m n k times through the caches, which ran
// the interleaved form's dgemm at 0.24x cuBLAS at n = 16 on the H100 (docs/cuda.md). Two
// columns of C at a time: two independent chains of FMAs per lane.
#pragma once

#include <cuda_runtime.h>

#include <cstdint>

#include "cuda/device_ops.cuh"
#include "cuda/level3_launch.hh"
#include "cuda/level3_refs.cuh"
#include "cuda/team.cuh"

namespace bblas::impl::cuda {

// One matrix of a Rows group on team tm (NB >= max(m, k) lanes): A, B, C addressed by refs.
template <class S, int NB, class ARef, class BRef, class CRef>
__device__ void gemm_rows_matrix(const Team& tm, const ProductGroupArgs<S>& G, const ARef& A, const BRef& B,
                                 const CRef& C) {
    const int t = tm.t, m = int(G.m), k = int(G.k);
    const bool product = G.k > 0 && !is_zero(G.alpha);  // else A and B are not read
    const bool reads_c = !is_zero(G.beta);              // else C is not read
    S a[NB];
    BBLAS_UNROLL
    for (int l = 0; l < NB; ++l) a[l] = product && t < m && l < k ? S(op_in(A, G.ta, t, l)) : S{};
    const auto finish = [&](int64_t j, S acc) {
        S value = product ? mul(G.alpha, acc) : S{};
        if (reads_c) value = add(value, mul(G.beta, C.get(t, j)));
        C.put(t, j, value);
    };
    for (int64_t j = 0; j < G.n; j += 2) {
        const bool second = j + 1 < G.n;
        S acc0{}, acc1{};
        if (product) {
            const bool mine = t < k;
            const S b0 = mine ? S(op_in(B, G.tb, t, j)) : S{};
            const S b1 = mine && second ? S(op_in(B, G.tb, t, j + 1)) : S{};
            BBLAS_UNROLL
            for (int l = 0; l < NB; ++l) {
                if (l < k) {  // k is the team's: every lane shuffles or none
                    acc0 = mul_add(acc0, a[l], team_bcast(tm, b0, l));
                    acc1 = mul_add(acc1, a[l], team_bcast(tm, b1, l));
                }
            }
        }
        if (t < m) {
            finish(j, acc0);
            if (second) finish(j + 1, acc1);
        }
    }
}

}  // namespace bblas::impl::cuda
