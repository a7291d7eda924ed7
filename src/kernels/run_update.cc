// axpy, scal, copy and swap tasks with this ISA's kernels: one vector at a time (the work per
// problem is a single pass; gathering would double it), short contiguous vectors on kernels of
// compile-time length.
#include <cmath>
#include <complex>

#include "kernels/gather.hh"
#include "kernels/instantiate.hh"
#include "kernels/level1.hh"
#include "kernels/level1_short.hh"
#include "tasks/update.hh"

BBLAS_TARGET_BEGIN

template <class T, Update K>
void run(const UpdateTask<T, K>& t, int64_t lo, int64_t hi) {
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

BBLAS_TARGET_END
