// axpy, scal, copy and swap tasks with this ISA's kernels: one vector at a time (the work per
// problem is a single pass; gathering would double it), short contiguous vectors on kernels of
// compile-time length.
#include <cmath>
#include <complex>

#include "kernels/gather.hh"
#include "kernels/instantiate.hh"
#include "kernels/level1.hh"
#include "kernels/level1_short.hh"
#include "kernels/stage.hh"
#include "tasks/update.hh"

BBLAS_TARGET_BEGIN

template <class T, Update K>
void run_compute(const UpdateTask<T, K>& t, int64_t lo, int64_t hi) {
    if (is_short(t.n, t.incx, has_y<K> ? t.incy : 1))
        return with_short_length(t.n, [&]<int N>() {
            with_matrices(
                [&](auto x, auto y) {
                    for (int64_t i = lo; i < hi; ++i) {
                        if constexpr (K == Update::Axpy) axpy_short<N>(t.alpha, x[i], y[i]);
                        else if constexpr (K == Update::Scal) scal_short<N>(t.alpha, x[i]);
                        else if constexpr (K == Update::Copy) copy_short<N>(x[i], y[i]);
                        else swap_short<N>(x[i], y[i]);
                    }
                },
                t.x, t.y);
        });
    for (int64_t i = lo; i < hi; ++i) {
        auto* x = t.x[i];
        if constexpr (K == Update::Scal) {
            with_vec(x, t.incx, [&](auto X) { scal_kernel(t.n, t.alpha, X); });
        } else {
            with_vecs(x, t.incx, t.y[i], t.incy, [&](auto X, auto Y) {
                if constexpr (K == Update::Axpy) axpy_kernel(t.n, t.alpha, X, Y);
                else if constexpr (K == Update::Copy) copy_kernel(t.n, X, Y);
                else swap_kernel(t.n, X, Y);
            });
        }
    }
}

// Half storage: the single-precision task on copies of a pass of vectors (kernels/stage.hh). A
// vector is a 1 x n operand with its increment as leading dimension, addressed from its logical
// first element, so its copies are the vector in logical order, increment 1.
template <class T, Update K>
void run_half(const UpdateTask<T, K>& t, int64_t lo, int64_t hi) {
    using S = compute_t<T>;
    using X = update_x_t<S, K>;
    constexpr bool writes_x = K == Update::Scal || K == Update::Swap;
    const Operand<update_x_t<T, K>> x{t.x, 1, t.n, t.incx, true, writes_x};
    if constexpr (has_y<K>) {
        const Operand<T> y{t.y, 1, t.n, t.incy, K != Update::Copy, true};
        run_staged(
            lo, hi, Path::Direct,
            [&](int64_t count, Mats<X> xs, Mats<S> ys) {
                run_compute(UpdateTask<S, K>{t.n, t.alpha, xs, 1, ys, 1, count}, 0, count);
            },
            x, y);
    } else {
        run_staged(
            lo, hi, Path::Direct,
            [&](int64_t count, Mats<X> xs) {
                run_compute(UpdateTask<S, K>{t.n, t.alpha, xs, 1, {}, 1, count}, 0, count);
            },
            x);
    }
}

template <class T, Update K>
void run(const UpdateTask<T, K>& t, int64_t lo, int64_t hi) {
    if constexpr (is_half_v<T>) run_half(t, lo, hi);
    else run_compute(t, lo, hi);
}

template <class T>
using Axpy = UpdateTask<T, Update::Axpy>;
template <class T>
using Scal = UpdateTask<T, Update::Scal>;
template <class T>
using Copy = UpdateTask<T, Update::Copy>;
template <class T>
using Swap = UpdateTask<T, Update::Swap>;
BBLAS_FOR_EACH_SCALAR(BBLAS_INSTANTIATE_RUN, Axpy)
BBLAS_FOR_EACH_SCALAR(BBLAS_INSTANTIATE_RUN, Scal)
BBLAS_FOR_EACH_SCALAR(BBLAS_INSTANTIATE_RUN, Copy)
BBLAS_FOR_EACH_SCALAR(BBLAS_INSTANTIATE_RUN, Swap)
BBLAS_FOR_EACH_ANY_HALF(BBLAS_INSTANTIATE_RUN, Axpy)
BBLAS_FOR_EACH_ANY_HALF(BBLAS_INSTANTIATE_RUN, Scal)
BBLAS_FOR_EACH_ANY_HALF(BBLAS_INSTANTIATE_RUN, Copy)
BBLAS_FOR_EACH_ANY_HALF(BBLAS_INSTANTIATE_RUN, Swap)

BBLAS_TARGET_END
