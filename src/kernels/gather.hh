// Moving W matrices between their own storage (column-major, leading dimension ld, addressed
// through Mats) and one block of the interleaved layout: lane l of element (i, j) at
// block[(i + j * rows) * width + l], imaginary parts in a second plane of rows * cols * width
// scalars. Every move goes through an in-register transpose of W x W elements: W consecutive
// elements of a column from each of W matrices become W packs; a column's last N < W elements
// move through partial loads and stores of compile-time length N (a tiny matrix is one such
// chunk), so no element is ever moved one at a time.
#pragma once

#include <complex>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <utility>

#include "bblas/types.hh"
#include "core/mats.hh"
#include "kernels/pack.hh"
#include "kernels/target.hh"

BBLAS_TARGET_BEGIN

// Which part of a (square) matrix an operand reads or writes: only its stored triangle for
// symmetric, Hermitian and triangular operands.
enum class Part { All, Upper, Lower };

constexpr int64_t part_begin(Part part, int64_t j) { return part == Part::Lower ? j : 0; }
constexpr int64_t part_end(Part part, int64_t j, int64_t rows) { return part == Part::Upper ? j + 1 : rows; }

// f.template operator()<N>() with N = n, for 1 <= n <= W.
template <int W, class F>
BBLAS_INLINE void with_length(int n, F&& f) {
    if constexpr (W > 1)
        if (n < W) return with_length<W - 1>(n, f);
    f.template operator()<W>();
}

// Elements [s, s + N) of W matrices (src[l] is lane l) into N packs at dst, `width` apart.
template <int N, int W, class T, class R>
BBLAS_INLINE void gather_chunk(T* const (&src)[W], int64_t s, R* dst, int64_t width, int64_t plane) {
    if constexpr (is_complex_v<std::remove_const_t<T>>) {
        Pack<R, W> re[W], im[W];
        for (int l = 0; l < W; ++l) {
            const R* p = reinterpret_cast<const R*>(src[l] + s);
            Pack<R, W> a, b{};
            if constexpr (N * 2 <= W) {
                a = load_first<2 * N, R, W>(p);
            } else {
                a = Pack<R, W>::load(p);
                b = load_first<2 * N - W, R, W>(p + W);
            }
            deinterleave(a, b, re[l], im[l]);
        }
        transpose(re);
        transpose(im);
        for (int q = 0; q < N; ++q) re[q].store(dst + q * width), im[q].store(dst + q * width + plane);
    } else {
        Pack<R, W> p[W];
        for (int l = 0; l < W; ++l) p[l] = load_first<N, R, W>(src[l] + s);
        transpose(p);
        for (int q = 0; q < N; ++q) p[q].store(dst + q * width);
    }
}

// N packs at src back to elements [s, s + N) of the first `count` matrices dst[l].
template <int N, int W, class T, class R>
BBLAS_INLINE void scatter_chunk(const R* src, T* const (&dst)[W], int count, int64_t s, int64_t width,
                                int64_t plane) {
    if constexpr (is_complex_v<T>) {
        Pack<R, W> re[W] = {}, im[W] = {};
        for (int q = 0; q < N; ++q)
            re[q] = Pack<R, W>::load(src + q * width), im[q] = Pack<R, W>::load(src + q * width + plane);
        transpose(re);
        transpose(im);
        for (int l = 0; l < count; ++l) {
            R* p = reinterpret_cast<R*>(dst[l] + s);
            Pack<R, W> a, b;
            interleave(re[l], im[l], a, b);
            if constexpr (N * 2 <= W) {
                store_first<2 * N>(a, p);
            } else {
                a.store(p);
                store_first<2 * N - W>(b, p + W);
            }
        }
    } else {
        Pack<R, W> p[W] = {};
        for (int q = 0; q < N; ++q) p[q] = Pack<R, W>::load(src + q * width);
        transpose(p);
        for (int l = 0; l < count; ++l) store_first<N>(p[l], dst[l] + s);
    }
}

// Calls chunk.template operator()<N>(i, j) over the (part of the) rows x cols matrix, in chunks
// of N <= W consecutive elements of a column. A contiguous matrix is one long column.
template <int W, class F>
BBLAS_INLINE void for_chunks(int64_t rows, int64_t cols, int64_t ld, Part part, F&& chunk) {
    if (ld == rows && part == Part::All) {
        rows *= cols;
        cols = 1;
    }
    for (int64_t j = 0; j < cols; ++j) {
        const int64_t end = part_end(part, j, rows);
        int64_t i = part_begin(part, j);
        for (; i + W <= end; i += W) chunk.template operator()<W>(i, j);
        if (i < end) with_length<W - 1>(int(end - i), [&]<int N>() { chunk.template operator()<N>(i, j); });
    }
}

// for_chunks on matrices of Order rows (Order > 0), the order a compile-time constant: every
// chunk's row and length within a column a constant, no dispatch on a chunk's length (at the
// smallest orders the runtime walk cost more instructions than the chunks' moves). Chunks of
// rows [Begin, End) of a column, from row `off` on:
template <int W, int64_t Begin, int64_t End, class F>
BBLAS_INLINE void for_column_fixed(int64_t off, int64_t j, F& chunk) {
    if constexpr (End - Begin >= W) {
        chunk.template operator()<W>(off + Begin, j);
        for_column_fixed<W, Begin + W, End>(off, j, chunk);
    } else if constexpr (End > Begin) {
        chunk.template operator()<int(End - Begin)>(off + Begin, j);
    }
}
// The triangle P of an Order x Order matrix, column by column.
template <int W, int64_t Order, Part P, class F>
BBLAS_INLINE void for_triangle_fixed(F& chunk) {
    [&]<int64_t... J>(std::integer_sequence<int64_t, J...>) __attribute__((always_inline)) {
        (for_column_fixed<W, part_begin(P, J), part_end(P, J, Order)>(0, J, chunk), ...);
    }
    (std::make_integer_sequence<int64_t, Order>{});
}

// for_chunks with Order > 0 rows (and columns, for a triangle): the walk above. A contiguous
// matrix stays one long column (its chunks' rows counted from its start), as in for_chunks.
template <int W, int64_t Order, class F>
BBLAS_INLINE void for_chunks_fixed(int64_t cols, int64_t ld, Part part, F& chunk) {
    if (part == Part::Lower) for_triangle_fixed<W, Order, Part::Lower>(chunk);
    else if (part == Part::Upper) for_triangle_fixed<W, Order, Part::Upper>(chunk);
    else if (ld == Order && cols == Order) for_column_fixed<W, 0, Order * Order>(0, 0, chunk);
    else
        for (int64_t j = 0; j < cols; ++j)
            for_column_fixed<W, 0, Order>(ld == Order ? j * Order : 0, ld == Order ? 0 : j, chunk);
}

// Matrices [b0, b0 + count) of M into a block; lanes count..W-1 repeat matrix b0, so that the
// padding lanes compute on valid numbers. `width`: the block's width in matrices (W unless the
// block belongs to a container with wider blocks).
// A triangle of a compact matrix (ld = rows) with columns shorter than W is read with the rest
// of it: one run of rows * cols elements moves in full chunks of W, where such a triangle's
// columns go a chunk each (a 4 x 4 triangle of doubles: 4 transposes instead of 2). The other
// triangle lies inside the caller's matrix and no kernel uses it; what is scattered back is
// still only the part. (Longer columns: the whole matrix is more chunks than the triangle; read
// whole at n = 16 it cost dposv and sposv 0.89-0.92x, session 18; the Cholesky family now reads
// its triangles of up to 2W rows whole, Operand::read_whole, session 29.) Order > 0: rows = Order
// (and cols = Order for a triangle), walked by for_chunks_fixed.
template <int W, int64_t Order = 0, class T>
void gather_block(Mats<T> M, int64_t b0, int count, int64_t rows, int64_t cols, int64_t ld,
                  real_t<std::remove_const_t<T>>* dst, Part part = Part::All, int64_t width = W) {
    if (ld == rows && rows < W) part = Part::All;
    const int64_t plane = rows * cols * width;
    T* src[W];
    for (int l = 0; l < W; ++l) src[l] = M[b0 + (l < count ? l : 0)];
    const int64_t r = ld == rows && part == Part::All ? rows * cols : rows;
    if constexpr (Order > 0) {
        // the chunk's code inlined at each unrolled site (GCC left it a call there otherwise)
        const auto move = [&]<int N>(int64_t i, int64_t j) __attribute__((always_inline)) {
            gather_chunk<N, W>(src, i + j * ld, dst + (i + j * r) * width, width, plane);
        };
        for_chunks_fixed<W, Order>(cols, ld, part, move);
    } else {
        for_chunks<W>(rows, cols, ld, part, [&]<int N>(int64_t i, int64_t j) {
            gather_chunk<N, W>(src, i + j * ld, dst + (i + j * r) * width, width, plane);
        });
    }
}

// Lanes [0, count) of a block back to matrices [b0, b0 + count) of M (only `part` of each);
// Order as for gather_block.
template <int W, int64_t Order = 0, class T>
void scatter_block(const real_t<T>* src, Mats<T> M, int64_t b0, int count, int64_t rows, int64_t cols,
                   int64_t ld, Part part = Part::All, int64_t width = W) {
    const int64_t plane = rows * cols * width;
    T* dst[W] = {};
    for (int l = 0; l < count; ++l) dst[l] = M[b0 + l];
    const int64_t r = ld == rows && part == Part::All ? rows * cols : rows;
    if constexpr (Order > 0) {
        const auto move = [&]<int N>(int64_t i, int64_t j) __attribute__((always_inline)) {
            scatter_chunk<N, W>(src + (i + j * r) * width, dst, count, i + j * ld, width, plane);
        };
        for_chunks_fixed<W, Order>(cols, ld, part, move);
    } else {
        for_chunks<W>(rows, cols, ld, part, [&]<int N>(int64_t i, int64_t j) {
            scatter_chunk<N, W>(src + (i + j * r) * width, dst, count, i + j * ld, width, plane);
        });
    }
}

// The address of matrix i of an operand, from a by-value copy of its addressing: a copy that
// the stores to the outputs cannot alias stays in registers (through the Mats, every address
// reloads it). The pointer-or-stride branch is the same for every matrix, so it predicts; one
// loop body serves both (three copies of every kernel shape cost more compile time than they
// gained).
template <class T>
struct Matrices {
    T* const* ptrs;
    T* base;
    int64_t stride, shift;
    BBLAS_INLINE T* operator[](int64_t i) const { return (ptrs ? ptrs[i] : base + i * stride) + shift; }
};

// A pointer batch known to be one: no test of the operand's form at each access (the standard
// API's pointer arrays in the tiny shapes' loop, kernels/gemm_columns.hh).
template <class T>
struct PointerMatrices {
    T* const* ptrs;
    int64_t shift;
    BBLAS_INLINE T* operator[](int64_t i) const { return ptrs[i] + shift; }
};
template <class T>
BBLAS_INLINE PointerMatrices<T> pointers_of(const Matrices<T>& m) {
    return {m.ptrs, m.shift};
}

// f(operands...) with each operand's addressing as a Matrices.
template <class F, class... T>
BBLAS_INLINE void with_matrices(F&& f, const Mats<T>&... m) {
    f(Matrices<T>{m.ptrs, m.base, m.stride, m.shift}...);
}

// Asks for every cache line of a rows x cols matrix at p (leading dimension ld), for reading
// or for writing.
template <class T>
BBLAS_INLINE void prefetch_matrix(const T* p, int64_t rows, int64_t cols, int64_t ld, bool write) {
    constexpr int64_t line = 64;
    const int64_t col_bytes = rows * int64_t(sizeof(T));
    const bool contiguous = ld == rows;
    for (int64_t j = 0; j < (contiguous ? 1 : cols); ++j) {
        const char* c = reinterpret_cast<const char*>(p + j * ld);
        const int64_t bytes = contiguous ? col_bytes * cols : col_bytes;
        for (int64_t o = 0; o < bytes + line - 1; o += line) {
            const char* a = c + (o < bytes ? o : bytes - 1);
            if (write) __builtin_prefetch(a, 1, 3);
            else __builtin_prefetch(a, 0, 3);
        }
    }
}

// Asks for the cache lines of matrices [b0, b0 + count) of M ahead of their gather (or, for
// an output only written, of their scatter), so that the next block's memory traffic overlaps
// this block's work.
template <class T>
void prefetch_matrices(Mats<T> M, int64_t b0, int count, int64_t rows, int64_t cols, int64_t ld, bool write) {
    for (int l = 0; l < count; ++l) prefetch_matrix(M[b0 + l], rows, cols, ld, write);
}

BBLAS_TARGET_END
