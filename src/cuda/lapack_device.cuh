// The device code of the GPU's batched LAPACK (cuda/lapack_launch.hh has what each part does):
// the per-matrix steps of the LU family (getrf, gesv, getrs) and the Cholesky family (potrf,
// posv, potrs) for one team of threads, written once over the device scalar type and over how
// the matrix is addressed (a Tile staged in shared memory, or a View of global memory). The
// steps are LAPACK's unblocked ones in the order the CPU kernels take them (kernels/lapack.hh),
// so that a failing matrix is left as the CPU library leaves it. cuda/lapack_kernels.cu wraps
// them in kernels; tests/cuda/test_cuda_lapack_emulated.cc runs them on the host, each lane a
// thread (the warp primitives, __syncwarp and __shfl_xor_sync, and threadIdx, are all they use
// of the device).
#pragma once

#include <cuda_runtime.h>

#include <climits>
#include <cstdint>
#include <type_traits>

#include "cuda/device_ops.cuh"
#include "cuda/lapack_launch.hh"
#include "cuda/team.cuh"

namespace bblas::impl::cuda::lapack {

template <class S>
struct RealOf {
    using type = S;
};
template <class R>
struct RealOf<Cx<R>> {
    using type = R;
};
template <class S>
using real_of = typename RealOf<S>::type;

// |re| + |im|, LAPACK's measure for choosing a pivot (izamax)
__device__ __forceinline__ float abs1(float x) { return fabsf(x); }
__device__ __forceinline__ double abs1(double x) { return fabs(x); }
template <class R>
__device__ __forceinline__ R abs1(Cx<R> x) {
    return abs1(x.re) + abs1(x.im);
}
__device__ __forceinline__ float abs2(float x) { return x * x; }
__device__ __forceinline__ double abs2(double x) { return x * x; }
template <class R>
__device__ __forceinline__ R abs2(Cx<R> x) {
    return x.re * x.re + x.im * x.im;
}
__device__ __forceinline__ float re_of(float x) { return x; }
__device__ __forceinline__ double re_of(double x) { return x; }
template <class R>
__device__ __forceinline__ R re_of(Cx<R> x) {
    return x.re;
}
template <class S>
__device__ __forceinline__ S from_real(real_of<S> r) {
    if constexpr (std::is_same_v<S, real_of<S>>) return r;
    else return S{r, real_of<S>(0)};
}
template <class S>
__device__ __forceinline__ S scaled(S x, real_of<S> r) {
    if constexpr (std::is_same_v<S, real_of<S>>) return x * r;
    else return S{x.re * r, x.im * r};
}
__device__ __forceinline__ float root(float x) { return sqrtf(x); }
__device__ __forceinline__ double root(double x) { return sqrt(x); }

// A logical matrix: element (i, j) at p[i rs + j cs], conjugated on the way in and out when
// conj (an upper Cholesky factor seen as the lower one of its conjugate transpose).
template <class S>
struct View {
    S* p;
    int64_t rs, cs;
    bool conj;
    __device__ __forceinline__ S get(int64_t i, int64_t j) const {
        const S v = p[i * rs + j * cs];
        return conj ? conj_of(v) : v;
    }
    __device__ __forceinline__ void put(int64_t i, int64_t j, S v) const {
        p[i * rs + j * cs] = conj ? conj_of(v) : v;
    }
};
// A column: element i at p[i s].
template <class S>
struct Column {
    S* p;
    int64_t s;
    __device__ __forceinline__ S get(int64_t i) const { return p[i * s]; }
    __device__ __forceinline__ void put(int64_t i, S v) const { p[i * s] = v; }
};

// A matrix staged in shared memory (element (i, j) at p[i + j ld]) and a column there: 32-bit
// offsets, no conjugation (the staging copy applies it).
template <class S>
struct Tile {
    S* p;
    int ld;
    __device__ __forceinline__ S get(int64_t i, int64_t j) const { return p[int(i) + int(j) * ld]; }
    __device__ __forceinline__ void put(int64_t i, int64_t j, S v) const { p[int(i) + int(j) * ld] = v; }
};
// A team's column and pivots in shared memory: element k at p[k s] (s: the threads of a block
// whose one-thread teams interleave theirs element by element, the interleaved form; else 1).
template <class S>
struct SharedColumn {
    S* p;
    int s;
    __device__ __forceinline__ S get(int64_t i) const { return p[int(i) * s]; }
    __device__ __forceinline__ void put(int64_t i, S v) const { p[int(i) * s] = v; }
};
struct SharedPivots {
    int* p;
    int s;
    __device__ __forceinline__ int& operator[](int64_t k) const { return p[int(k) * s]; }
};

// A matrix of an interleaved array (bblas.h's layout): its lane's first real p, element (i, j)
// at p[i rs + j cs] (strides in reals: the element strides times the block width), the
// imaginary part `plane` reals further; conjugated on the way in and out when conj.
template <class S>
struct LaneView {
    using R = real_of<S>;
    R* p;
    int64_t rs, cs, plane;
    bool conj;
    __device__ __forceinline__ S get(int64_t i, int64_t j) const {
        const R* q = p + i * rs + j * cs;
        if constexpr (std::is_same_v<S, R>) return *q;
        else return conj ? S{q[0], -q[plane]} : S{q[0], q[plane]};
    }
    __device__ __forceinline__ void put(int64_t i, int64_t j, S v) const {
        R* q = p + i * rs + j * cs;
        if constexpr (std::is_same_v<S, R>) *q = v;
        else q[0] = v.re, q[plane] = conj ? -v.im : v.im;
    }
};
// A column of a lane's matrix: element k at p[k s], the imaginary part `plane` reals further.
template <class S>
struct LaneColumn {
    using R = real_of<S>;
    R* p;
    int64_t s, plane;
    __device__ __forceinline__ S get(int64_t k) const {
        if constexpr (std::is_same_v<S, R>) return p[k * s];
        else return S{p[k * s], p[k * s + plane]};
    }
    __device__ __forceinline__ void put(int64_t k, S v) const {
        if constexpr (std::is_same_v<S, R>) p[k * s] = v;
        else p[k * s] = v.re, p[k * s + plane] = v.im;
    }
};
// Matrix i of an interleaved operand: its lane's first real, and the imaginary plane's offset.
template <class S>
__device__ __forceinline__ real_of<S>* lane_of(const DeviceOperand<S>& M, int64_t i) {
    return reinterpret_cast<real_of<S>*>(M.blocks) + (i / M.width) * M.block_reals + i % M.width;
}
template <class S>
__device__ __forceinline__ int64_t plane_of(const DeviceOperand<S>& M) {
    return std::is_same_v<S, real_of<S>> ? 0 : M.block_reals / 2;
}

// Copies the logical rows x cols matrix (its lower triangle only where lower) between views,
// the team's consecutive threads on consecutive addresses of the global one (`rows_fast`: its
// rows are the contiguous index). The staged sizes fit in 32 bits.
template <class From, class To>
__device__ void copy_matrix(const Team& tm, From from, To to, int rows, int cols, bool lower,
                            bool rows_fast) {
    const int total = rows * cols;
    for (int e = tm.t; e < total; e += tm.w) {
        const int i = rows_fast ? e % rows : e / cols, j = rows_fast ? e / rows : e % cols;
        if (lower && i < j) continue;
        to.put(i, j, from.get(i, j));
    }
}

// ---------------------------------------------------------------------------------------------
// LU

// The team's first (key, row) of largest key, ties to the lower row.
template <class R>
__device__ __forceinline__ void team_argmax(const Team& tm, R& key, int& row) {
    for (int off = tm.w / 2; off > 0; off /= 2) {
        const R k = __shfl_xor_sync(tm.mask, key, off, tm.w);
        const int r = __shfl_xor_sync(tm.mask, row, off, tm.w);
        if (k > key || (k == key && r < row)) key = k, row = r;
    }
}

// P A = L U of the m x n matrix a in place (LAPACK's getf2, as kernels/lapack.hh's
// getrf_kernel): the pivot of column k is its first entry of largest |re| + |im| at or below the
// diagonal (a NaN is never chosen unless it is the diagonal entry, as the CPU's sequential
// search does), written 0-based to spiv[k] (shared memory); without `pivot` (getrf_nopiv) the
// pivot is the diagonal entry and spiv is not written. A zero pivot gives info = k + 1 (the
// first), leaves its column unscaled, and the factorisation goes on, as LAPACK's.
template <class S, class AV>
__device__ int64_t getf2(const Team& tm, AV a, int64_t m, int64_t n, SharedPivots spiv, bool pivot) {
    using R = real_of<S>;
    const S one = from_real<S>(R(1));
    const int64_t kmax = m < n ? m : n;
    int64_t info = 0;
    for (int64_t k = 0; k < kmax; ++k) {
        R key = R(-1);
        int row = int(k);
        if (pivot) {
            row = INT_MAX;
            for (int64_t r = tm.t; r < m; r += tm.w) {
                if (r < k) continue;
                const R v = abs1(a.get(r, k));
                const R rk = v != v ? (r == k ? R(INFINITY) : R(-1)) : v;
                if (rk > key) key = rk, row = int(r);
            }
            team_argmax(tm, key, row);
            if (tm.t == 0) spiv[k] = row;
        } else {
            key = abs1(a.get(k, k));  // every thread, the same value (NaN: not zero)
        }
        const bool zero = key == R(0);
        if (zero && info == 0) info = k + 1;
        if (row != k)
            for (int64_t j = tm.t; j < n; j += tm.w) {
                const S x = a.get(k, j);
                a.put(k, j, a.get(row, j));
                a.put(row, j, x);
            }
        tm.sync();
        const S inv = zero ? one : divide(one, a.get(k, k));
        for (int64_t r = tm.t; r < m; r += tm.w) {
            if (r <= k) continue;
            const S l = mul(a.get(r, k), inv);
            a.put(r, k, l);
            for (int64_t j = k + 1; j < n; ++j) a.put(r, j, mul_sub(a.get(r, j), l, a.get(k, j)));
        }
        tm.sync();
    }
    return info;
}

// op(A) x = b for one column x with getrf's factors in a and the 0-based pivot of row k at
// piv(k) (LAPACK's getrs). A value x(k) that other threads still read in its step is written
// after the step's barrier.
template <class S, class AV, class CV, class Piv>
__device__ void getrs_column(const Team& tm, AV a, CV x, int64_t n, DeviceOp trans, Piv piv) {
    const auto op = [trans](S v) { return trans == DeviceOp::C ? conj_of(v) : v; };
    if (trans == DeviceOp::N) {
        if (tm.t == 0)
            for (int64_t k = 0; k < n; ++k) {
                const int64_t p = piv(k);
                if (p != k) {
                    const S v = x.get(k);
                    x.put(k, x.get(p));
                    x.put(p, v);
                }
            }
        tm.sync();
        for (int64_t k = 0; k < n; ++k) {  // L y = P b, L unit lower
            const S xk = x.get(k);
            for (int64_t r = tm.t; r < n; r += tm.w)
                if (r > k) x.put(r, mul_sub(x.get(r), a.get(r, k), xk));
            tm.sync();
        }
        for (int64_t k = n - 1; k >= 0; --k) {  // U x = y
            const S xk = divide(x.get(k), a.get(k, k));
            for (int64_t r = tm.t; r < n; r += tm.w)
                if (r < k) x.put(r, mul_sub(x.get(r), a.get(r, k), xk));
            tm.sync();
            if (k % tm.w == tm.t) x.put(k, xk);
        }
        tm.sync();
        return;
    }
    for (int64_t k = 0; k < n; ++k) {  // op(U) y = b
        const S xk = divide(x.get(k), op(a.get(k, k)));
        for (int64_t r = tm.t; r < n; r += tm.w)
            if (r > k) x.put(r, mul_sub(x.get(r), op(a.get(k, r)), xk));
        tm.sync();
        if (k % tm.w == tm.t) x.put(k, xk);
    }
    tm.sync();
    for (int64_t k = n - 1; k >= 0; --k) {  // op(L) z = y, L unit lower
        const S xk = x.get(k);
        for (int64_t r = tm.t; r < n; r += tm.w)
            if (r < k) x.put(r, mul_sub(x.get(r), op(a.get(k, r)), xk));
        tm.sync();
    }
    if (tm.t == 0)  // x = P^T z
        for (int64_t k = n - 1; k >= 0; --k) {
            const int64_t p = piv(k);
            if (p != k) {
                const S v = x.get(k);
                x.put(k, x.get(p));
                x.put(p, v);
            }
        }
    tm.sync();
}

// inv(A) in place from getrf's factors in a and the 0-based pivots piv(k) (LAPACK's getri,
// unblocked, in the order of kernels/lapack.hh's getri_kernel): inv(U) column by column (trti2),
// then inv(A) L = inv(U) from the last column on, then the column interchanges in reverse.
// Returns info: the first j + 1 with U(j, j) exactly zero, the matrix then left as it is. work:
// n values (shared memory). Thread t owns rows t, t + w, ...: a step's sums of other rows' values
// go through work and are written after the step's barrier.
template <class S, class AV, class CV, class Piv>
__device__ int64_t getri(const Team& tm, AV a, int64_t n, Piv piv, CV work) {
    using R = real_of<S>;
    for (int64_t j = 0; j < n; ++j)  // every thread, the same values
        if (abs1(a.get(j, j)) == R(0)) return j + 1;
    const S one = from_real<S>(R(1)), zero = from_real<S>(R(0));
    for (int64_t j = 0; j < n; ++j) {  // column j of inv(U): -inv(U(0:j, 0:j)) U(0:j, j) / U(j, j)
        const S d = divide(one, a.get(j, j)), neg = mul_sub(zero, one, d);
        for (int64_t i = tm.t; i < j; i += tm.w) {
            S s = mul(a.get(i, i), a.get(i, j));
            for (int64_t l = i + 1; l < j; ++l) s = mul_add(s, a.get(i, l), a.get(l, j));
            work.put(i, s);
        }
        tm.sync();
        for (int64_t i = tm.t; i < j; i += tm.w) a.put(i, j, mul(neg, work.get(i)));
        if (tm.t == 0) a.put(j, j, d);
        tm.sync();
    }
    for (int64_t j = n - 2; j >= 0; --j) {  // column j of inv(A): inv(U)(:, j) - inv(A)(:, j+1:n) L(j+1:n, j)
        for (int64_t i = tm.t; i < n; i += tm.w)
            if (i > j) {
                work.put(i, a.get(i, j));
                a.put(i, j, zero);
            }
        tm.sync();
        for (int64_t i = tm.t; i < n; i += tm.w) {
            S s = a.get(i, j);
            for (int64_t l = j + 1; l < n; ++l) s = mul_sub(s, a.get(i, l), work.get(l));
            a.put(i, j, s);
        }
        tm.sync();
    }
    for (int64_t j = n - 2; j >= 0; --j) {  // each thread its own rows: no barrier between steps
        const int64_t p = piv(j);
        if (p != j)
            for (int64_t i = tm.t; i < n; i += tm.w) {
                const S x = a.get(i, j);
                a.put(i, j, a.get(i, p));
                a.put(i, p, x);
            }
    }
    tm.sync();
    return 0;
}

// Shared memory of one team: the matrix where it is staged (leading dimension m | 1, odd, so
// that the elements of a row fall in different banks), and always one column (of B, or getri's
// work) and the pivots.
template <class S>
int64_t lu_tile_bytes(int64_t m, int64_t n) {
    return ((m | 1) * n * int64_t(sizeof(S)) + 15) / 16 * 16;
}
template <class S>
int64_t lu_aux_bytes(int64_t n) {
    return (n * int64_t(sizeof(S) + sizeof(int)) + 15) / 16 * 16;
}

// One matrix of the LU family: ga the matrix in global memory, a where it is factored (a Tile
// staged from ga, or ga itself: `staged`), col a column and spiv the pivots in shared memory,
// b_column(c) column c of the matrix's B in global memory.
template <class S, class AG, class AV, class BColumn>
__device__ void lu_matrix(const Team& tm, const LapackGroupArgs<S>& G, int64_t i, AG ga, AV a, bool staged,
                          SharedColumn<S> col, SharedPivots spiv, BColumn b_column) {
    const int64_t m = G.m, n = G.n, k = m < n ? m : n;
    const LuKind kind = LuKind(G.kind);
    const bool factors = kind != LuKind::Getrs && kind != LuKind::Getri;
    const bool reads_piv = kind == LuKind::Getrs || kind == LuKind::Getri;
    const bool writes_piv = kind == LuKind::Getrf || kind == LuKind::Gesv;
    int64_t* gpiv = reads_piv || writes_piv ? matrix(G.ipiv, i) : nullptr;
    if (staged) copy_matrix(tm, ga, a, int(m), int(n), false, G.a.rs <= G.a.cs);
    if (reads_piv)
        for (int64_t j = tm.t; j < n; j += tm.w) spiv[j] = int(gpiv[j] - 1);
    tm.sync();
    const auto piv = [spiv](int64_t j) -> int64_t { return spiv[j]; };
    int64_t info = 0;
    if (factors) info = getf2<S>(tm, a, m, n, spiv, kind != LuKind::GetrfNoPiv);
    if (kind == LuKind::Getri || (kind == LuKind::Inverse && info == 0)) info = getri<S>(tm, a, n, piv, col);
    if (staged && kind != LuKind::Getrs && !(kind == LuKind::Getri && info != 0))
        copy_matrix(tm, a, ga, int(m), int(n), false,
                    G.a.rs <= G.a.cs);  // consecutive threads, consecutive addresses
    if (writes_piv)
        for (int64_t j = tm.t; j < k; j += tm.w) gpiv[j] = spiv[j] + 1;
    if (kind != LuKind::Getrs && tm.t == 0 && G.dinfo) G.dinfo[i] = info;
    if ((kind != LuKind::Gesv && kind != LuKind::Getrs) || info != 0) return;
    for (int64_t c = 0; c < G.nrhs; ++c) {
        const auto gb = b_column(c);
        for (int64_t r = tm.t; r < n; r += tm.w) col.put(r, gb.get(r));
        tm.sync();
        getrs_column<S>(tm, a, col, n, G.trans, piv);
        for (int64_t r = tm.t; r < n; r += tm.w) gb.put(r, col.get(r));
        tm.sync();
    }
}

// ---------------------------------------------------------------------------------------------
// Cholesky

// A = L L^H of the lower triangle of a in place, left-looking and unblocked (LAPACK's potf2, as
// kernels/lapack.hh's potrf_kernel): at the first step j whose pivot is not positive (or NaN)
// A(j, j) gets that value, info = j + 1, and nothing after it changes. Every thread computes the
// pivot (the same operations on the same values: the branch is uniform); A(j, j), which they
// read at the start of the step, is written after its barrier.
template <class S, class AV>
__device__ int64_t potf2(const Team& tm, AV a, int64_t n) {
    using R = real_of<S>;
    for (int64_t j = 0; j < n; ++j) {
        R d = re_of(a.get(j, j));
        for (int64_t l = 0; l < j; ++l) d -= abs2(a.get(j, l));
        if (!(d > R(0))) {
            tm.sync();
            if (tm.t == 0) a.put(j, j, from_real<S>(d));
            tm.sync();
            return j + 1;
        }
        const R s = root(d), inv = R(1) / s;
        for (int64_t i = tm.t; i < n; i += tm.w) {
            if (i <= j) continue;
            S x = a.get(i, j);
            for (int64_t l = 0; l < j; ++l) x = mul_sub(x, a.get(i, l), conj_of(a.get(j, l)));
            a.put(i, j, scaled(x, inv));
        }
        tm.sync();
        if (tm.t == 0) a.put(j, j, from_real<S>(s));
    }
    tm.sync();
    return 0;
}

// A x = b for one column x with the factor L in a's lower triangle: L y = b, L^H x = y.
template <class S, class AV, class CV>
__device__ void potrs_column(const Team& tm, AV a, CV x, int64_t n) {
    for (int64_t k = 0; k < n; ++k) {
        const S xk = divide(x.get(k), a.get(k, k));
        for (int64_t r = tm.t; r < n; r += tm.w)
            if (r > k) x.put(r, mul_sub(x.get(r), a.get(r, k), xk));
        tm.sync();
        if (k % tm.w == tm.t) x.put(k, xk);
    }
    tm.sync();
    for (int64_t k = n - 1; k >= 0; --k) {
        const S xk = divide(x.get(k), conj_of(a.get(k, k)));
        for (int64_t r = tm.t; r < n; r += tm.w)
            if (r < k) x.put(r, mul_sub(x.get(r), conj_of(a.get(k, r)), xk));
        tm.sync();
        if (k % tm.w == tm.t) x.put(k, xk);
    }
    tm.sync();
}

// Shared memory of one team: the matrix where it is staged (its lower triangle used; leading
// dimension n | 1), and always one column of B.
template <class S>
int64_t chol_tile_bytes(int64_t n) {
    return lu_tile_bytes<S>(n, n);
}
template <class S>
int64_t chol_aux_bytes(int64_t n) {
    return (n * int64_t(sizeof(S)) + 15) / 16 * 16;
}

// One matrix of the Cholesky family, as lu_matrix.
template <class S, class AG, class AV, class BColumn>
__device__ void chol_matrix(const Team& tm, const LapackGroupArgs<S>& G, int64_t i, AG ga, AV a, bool staged,
                            SharedColumn<S> col, BColumn b_column) {
    const int64_t n = G.n;
    const CholKind kind = CholKind(G.kind);
    if (staged) copy_matrix(tm, ga, a, int(n), int(n), true, G.a.rs <= G.a.cs);
    tm.sync();
    int64_t info = 0;
    if (kind != CholKind::Potrs) {
        info = potf2<S>(tm, a, n);
        if (staged) copy_matrix(tm, a, ga, int(n), int(n), true, G.a.rs <= G.a.cs);
        if (tm.t == 0 && G.dinfo) G.dinfo[i] = info;
    }
    if (kind == CholKind::Potrf || info != 0) return;
    for (int64_t c = 0; c < G.nrhs; ++c) {
        const auto gb = b_column(c);
        for (int64_t r = tm.t; r < n; r += tm.w) col.put(r, gb.get(r));
        tm.sync();
        potrs_column<S>(tm, a, col, n);
        for (int64_t r = tm.t; r < n; r += tm.w) gb.put(r, col.get(r));
        tm.sync();
    }
}

// Matrix i of A, and column c of matrix i's B: dense (pointer array, or base and stride), or
// its lane of an interleaved array.
template <class S>
__device__ __forceinline__ View<S> dense_a(const LapackGroupArgs<S>& G, int64_t i, bool conj) {
    return {matrix(G.A, i), G.a.rs, G.a.cs, conj};
}
template <class S>
__device__ __forceinline__ Column<S> dense_b_column(const LapackGroupArgs<S>& G, int64_t i, int64_t c) {
    return {matrix(G.B, i) + c * G.b.cs, G.b.rs};
}
template <class S>
__device__ __forceinline__ LaneView<S> lane_a(const LapackGroupArgs<S>& G, int64_t i) {
    return {lane_of(G.A, i), G.a.rs, G.a.cs, plane_of(G.A), G.a.conj};
}
template <class S>
__device__ __forceinline__ LaneColumn<S> lane_b_column(const LapackGroupArgs<S>& G, int64_t i, int64_t c) {
    return {lane_of(G.B, i) + c * G.b.cs, G.b.rs, plane_of(G.B)};
}

// Matrix i's A (conjugated on the way in and out when conj) and column c of its B: dense, or
// its lane of an interleaved array (whose A view takes conj from G.a).
template <bool Lanes, class S>
__device__ __forceinline__ auto a_of(const LapackGroupArgs<S>& G, int64_t i, bool conj) {
    if constexpr (Lanes) return lane_a(G, i);
    else return dense_a(G, i, conj);
}
template <bool Lanes, class S>
__device__ __forceinline__ auto b_column_of(const LapackGroupArgs<S>& G, int64_t i, int64_t c) {
    if constexpr (Lanes) return lane_b_column(G, i, c);
    else return dense_b_column(G, i, c);
}

}  // namespace bblas::impl::cuda::lapack
