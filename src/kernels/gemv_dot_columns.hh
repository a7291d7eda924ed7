// gemv with op(A) = A^T in a real type, one matrix at a time with no conversion: y(j) = alpha *
// A(:, j) . x + beta * y(j), each dot product over the column's packs (x contiguous), W columns
// at a time, their W sums transposed into one vector of y. The interleaved kernels, which
// convert A first, ran dgemv A^T 8-64 in memory at 0.75-0.80x the OpenBLAS loop on Zen 3, and
// the loop itself reached 41% of the memory roofline at m = n = 16. (The column kernels'
// row-vector product x^T A, one multiply-add per element, led only to order 8.)
#pragma once

#include <algorithm>
#include <cstdint>

#include "core/mats.hh"
#include "kernels/gather.hh"
#include "kernels/pack.hh"
#include "kernels/target.hh"

BBLAS_TARGET_BEGIN

template <class R>
struct DotColumns {
    int64_t m, n;
    R alpha, beta;
    int64_t lda, incy;
};

// alpha * s + beta * y(j) for y(j) = old(), which is not read where beta = 0 (y may hold NaN then).
template <class R, class V, class Old>
BBLAS_INLINE V dot_update(const DotColumns<R>& g, V s, Old old) {
    return g.beta == R(0) ? g.alpha * s : g.alpha * s + g.beta * old();
}

// y(j) for the W sums of acc (lane c of acc[r] a partial sum of column j + c).
template <class R, int W>
BBLAS_INLINE void dot_columns_store(const DotColumns<R>& g, Pack<R, W> (&acc)[W], R* y) {
    transpose(acc);
    Pack<R, W> s = acc[0];
    for (int r = 1; r < W; ++r) s += acc[r];
    if (g.incy == 1) return dot_update(g, s, [&] { return Pack<R, W>::load(y); }).store(y);
    alignas(64) R t[W];
    s.store(t);
    for (int c = 0; c < W; ++c) {
        R& yc = y[c * g.incy];
        yc = dot_update(g, t[c], [&] { return yc; });
    }
}

// The pack of W rows ending at row m (m >= W) after the whole packs of rows [0, whole): keep
// marks its lanes past `whole`. Its other lanes hold rows already summed and are cleared after
// the product: where x held zeros instead, an infinite A there gave 0 * inf = NaN for a sum the
// reference has infinite. The same for every matrix of a call.
template <class R, int W>
struct LastPack {
    int64_t whole;
    decltype(typename Pack<R, W>::Vec{} < typename Pack<R, W>::Vec{}) keep;

    explicit LastPack(int64_t m) : whole(m - ((m - 1) % W + 1)) {
        alignas(64) R lane[W];
        for (int l = 0; l < W; ++l) lane[l] = R(l);
        keep = Pack<R, W>::load(lane).v >= R(W - (m - whole));
    }
};

// One matrix, m >= W: whole packs of rows, then the last pack (nothing past a column is read).
template <class R, int W>
BBLAS_INLINE void dot_columns_matrix(const DotColumns<R>& g, const LastPack<R, W>& tail, const R* A,
                                     const R* x, R* y) {
    using P = Pack<R, W>;
    const int64_t whole = tail.whole;
    const P xl = P::load(x + (g.m - W));
    const auto last = [&](const R* column) __attribute__((always_inline)) {
        const P t = P::load(column + (g.m - W)) * xl;
        return P{tail.keep ? t.v : typename P::Vec{}};
    };
    int64_t j = 0;
    for (; j + W <= g.n; j += W) {
        const R* a = A + j * g.lda;
        P acc[W];
        for (int c = 0; c < W; ++c) acc[c] = last(a + c * g.lda);
        for (int64_t p = 0; p < whole; p += W) {
            const P xp = P::load(x + p);
            for (int c = 0; c < W; ++c) acc[c] += P::load(a + c * g.lda + p) * xp;
        }
        dot_columns_store(g, acc, y + j * g.incy);
    }
    for (; j < g.n; ++j) {  // the last n mod W columns, one at a time
        const R* a = A + j * g.lda;
        P acc = last(a);
        for (int64_t p = 0; p < whole; p += W) acc += P::load(a + p) * P::load(x + p);
        alignas(64) R t[W];
        acc.store(t);
        R s = t[0];
        for (int l = 1; l < W; ++l) s += t[l];
        R& yj = y[j * g.incy];
        yj = dot_update(g, s, [&] { return yj; });
    }
}

// Fewer rows than a 16-byte pack: plain dot products.
template <class R>
BBLAS_INLINE void dot_columns_scalar(const DotColumns<R>& g, const R* A, const R* x, R* y) {
    for (int64_t j = 0; j < g.n; ++j) {
        R s = 0;
        for (int64_t p = 0; p < g.m; ++p) s += A[p + j * g.lda] * x[p];
        R& yj = y[j * g.incy];
        yj = dot_update(g, s, [&] { return yj; });
    }
}

// Matrices [lo, hi): y = alpha A^T x + beta y, x contiguous, m, n >= 1 (beta = 0: y not read).
// The widest pack the rows fill, or 16 bytes.
template <class R>
void dot_columns(const DotColumns<R>& g, const Mats<const R>& A, const Mats<const R>& x, const Mats<R>& y,
                 int64_t lo, int64_t hi) {
    constexpr int W = kLanes<R>, Narrow = 16 / int(sizeof(R));
    with_matrices(
        [&](auto a, auto xs, auto ys) {
            if (g.m >= W) {
                const LastPack<R, W> tail(g.m);
                for (int64_t i = lo; i < hi; ++i) dot_columns_matrix(g, tail, a[i], xs[i], ys[i]);
            } else if (g.m >= Narrow) {
                const LastPack<R, Narrow> tail(g.m);
                for (int64_t i = lo; i < hi; ++i) dot_columns_matrix(g, tail, a[i], xs[i], ys[i]);
            } else {
                for (int64_t i = lo; i < hi; ++i) dot_columns_scalar(g, a[i], xs[i], ys[i]);
            }
        },
        A, x, y);
}

BBLAS_TARGET_END
