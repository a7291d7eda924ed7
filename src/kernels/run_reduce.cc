// dot, dotc, nrm2, asum and iamax tasks with this ISA's kernels: one vector at a time, short
// contiguous vectors on kernels of compile-time length.
#include <cmath>
#include <complex>

#include "kernels/gather.hh"
#include "kernels/instantiate.hh"
#include "kernels/level1.hh"
#include "kernels/level1_short.hh"
#include "kernels/stage.hh"
#include "tasks/reduce.hh"

BBLAS_TARGET_BEGIN

// Euclidean norms of the short vectors [lo, hi): first every plain sum of squares into the
// results, then their square roots a pack at a time (a scalar root per vector bounded dnrm2
// n = 4 at 1.8x the OpenBLAS loop; gathering the sums into a pack in registers instead cost as
// much); a pack holding an unusable sum (nrm2_finish) is finished vector by vector.
template <int N, class T, class X>
void nrm2_short_batch(X x, real_t<T>* result, int64_t lo, int64_t hi) {
    using R = real_t<T>;
    constexpr int W = kLanes<R>;
    using P = Pack<R, W>;
    for (int64_t i = lo; i < hi; ++i) result[i] = sum_reals_short<N>(x[i], [](auto q) { return q * q; });
    const R floor = nrm2_plain_floor<R>(N);
    auto min = [](auto u, auto v) { return u < v ? u : v; };
    int64_t i = lo;
    for (; i + W <= hi; i += W) {
        const P ssq = P::load(result + i);
        // every lane usable: the least at the floor and the sum finite (no NaN, no infinity)
        if (std::isfinite(fold<1>(ssq).v[0]) && fold<1>(ssq, min).v[0] >= floor) {
            sqrt_of(ssq).store(result + i);
        } else {
            for (int j = 0; j < W; ++j)
                result[i + j] = nrm2_finish<T>(result[i + j], N, UnitVec<const T>{x[i + j]});
        }
    }
    for (; i < hi; ++i) result[i] = nrm2_finish<T>(result[i], N, UnitVec<const T>{x[i]});
}

template <class T, Reduce K>
void run_compute(const ReduceTask<T, K>& t, int64_t lo, int64_t hi) {
    if (is_short(t.n, t.incx, reduces_two<K> ? t.incy : 1))
        return with_short_length(t.n, [&]<int N>() {
            with_matrices(
                [&](auto x, auto y) {
                    if constexpr (K == Reduce::Nrm2) return nrm2_short_batch<N, T>(x, t.result, lo, hi);
                    for (int64_t i = lo; i < hi; ++i) {
                        if constexpr (reduces_two<K>)
                            t.result[i] = dot_short<N, K == Reduce::Dotc>(x[i], y[i]);
                        else if constexpr (K == Reduce::Asum)
                            t.result[i] = sum_reals_short<N>(x[i], [](auto q) { return abs_pack(q); });
                        // the contiguous kernel: SIMD from one pack on, else the scalar loop,
                        // unrolled for this N (the scalar loop alone, a 16-step compare chain, took
                        // idamax n = 16 to 0.8-1.0x the OpenBLAS loop; SIMD to 4.3x)
                        else if constexpr (K == Reduce::Iamax)
                            t.result[i] = iamax_kernel<T>(N, UnitVec<const T>{x[i]});
                    }
                },
                t.x, t.y);
        });
    for (int64_t i = lo; i < hi; ++i) {
        if constexpr (reduces_two<K>) {
            t.result[i] = with_vecs(t.x[i], t.incx, t.y[i], t.incy, [&](auto X, auto Y) {
                return dot_kernel<K == Reduce::Dotc, T>(t.n, X, Y);
            });
        } else {
            t.result[i] = with_vec(t.x[i], t.incx, [&](auto X) {
                if constexpr (K == Reduce::Nrm2) return nrm2_kernel<T>(t.n, X);
                else if constexpr (K == Reduce::Asum) return asum_kernel<T>(t.n, X);
                else return iamax_kernel<T>(t.n, X);
            });
        }
    }
}

// Half storage: the single-precision task on copies of a pass of vectors (kernels/stage.hh; as
// run_update.cc), its results written where the pass's problems put theirs.
template <class T, Reduce K>
void run_half(const ReduceTask<T, K>& t, int64_t lo, int64_t hi) {
    using S = compute_t<T>;
    const Operand<const T> x{t.x, 1, t.n, t.incx, true, false};
    int64_t at = lo;  // the pass's first problem (passes run in order)
    if constexpr (reduces_two<K>) {
        run_staged(
            lo, hi, Path::Direct,
            [&](int64_t count, Mats<const S> xs, Mats<const S> ys) {
                run_compute(ReduceTask<S, K>{t.n, xs, 1, ys, 1, t.result + at, count}, 0, count);
                at += count;
            },
            x, Operand<const T>{t.y, 1, t.n, t.incy, true, false});
    } else {
        run_staged(
            lo, hi, Path::Direct,
            [&](int64_t count, Mats<const S> xs) {
                run_compute(ReduceTask<S, K>{t.n, xs, 1, {}, 1, t.result + at, count}, 0, count);
                at += count;
            },
            x);
    }
}

template <class T, Reduce K>
void run(const ReduceTask<T, K>& t, int64_t lo, int64_t hi) {
    if constexpr (is_half_v<T>) run_half(t, lo, hi);
    else run_compute(t, lo, hi);
}

template <class T>
using Dot = ReduceTask<T, Reduce::Dot>;
template <class T>
using Dotc = ReduceTask<T, Reduce::Dotc>;
template <class T>
using Nrm2 = ReduceTask<T, Reduce::Nrm2>;
template <class T>
using Asum = ReduceTask<T, Reduce::Asum>;
template <class T>
using Iamax = ReduceTask<T, Reduce::Iamax>;
BBLAS_FOR_EACH_SCALAR(BBLAS_INSTANTIATE_RUN, Dot)
BBLAS_FOR_EACH_COMPLEX(BBLAS_INSTANTIATE_RUN, Dotc)
BBLAS_FOR_EACH_SCALAR(BBLAS_INSTANTIATE_RUN, Nrm2)
BBLAS_FOR_EACH_SCALAR(BBLAS_INSTANTIATE_RUN, Asum)
BBLAS_FOR_EACH_SCALAR(BBLAS_INSTANTIATE_RUN, Iamax)
BBLAS_FOR_EACH_ANY_HALF(BBLAS_INSTANTIATE_RUN, Dot)
BBLAS_FOR_EACH_COMPLEX_HALF(BBLAS_INSTANTIATE_RUN, Dotc)
BBLAS_FOR_EACH_ANY_HALF(BBLAS_INSTANTIATE_RUN, Nrm2)
BBLAS_FOR_EACH_ANY_HALF(BBLAS_INSTANTIATE_RUN, Asum)
BBLAS_FOR_EACH_ANY_HALF(BBLAS_INSTANTIATE_RUN, Iamax)

BBLAS_TARGET_END
