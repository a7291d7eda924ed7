// Level-1 and Level-2 tasks with this ISA's kernels. Level 1 runs one vector at a time (the
// work per problem is a single pass; gathering would double it). Level 2 goes through
// run_views like Level 3: vectors are 1 x n matrices with the increment as leading dimension,
// seen as columns (t()) by gemm's kernel (gemv, ger, symv, hemv) and trmm's/trsm's (trmv, trsv).
#include <complex>

#include "kernels/gemm.hh"
#include "kernels/gemm_columns.hh"
#include "kernels/triangular_columns.hh"
#include "kernels/interleave.hh"
#include "kernels/level1.hh"
#include "kernels/level1_short.hh"
#include "kernels/gather.hh"
#include "kernels/triangular.hh"
#include "kernels/view.hh"
#include "level12/level1.hh"
#include "level12/level2.hh"

BBLAS_TARGET_BEGIN

// Contiguous vectors of at most kShortLength elements go to the compile-time-length kernels,
// the length dispatched once for the whole range of problems.
inline bool is_short(int64_t n, int64_t incx, int64_t incy) {
    return n >= 1 && n <= kShortLength && incx == 1 && incy == 1;
}
template <class F>
BBLAS_INLINE void with_short_length(int64_t n, F&& f) {
    with_length<kShortLength>(int(n), f);
}

template <class T, Update K>
void run(const UpdateTask<T, K>& t, int64_t lo, int64_t hi) {
    if (is_short(t.n, t.incx, has_y<K> ? t.incy : 1))
        return with_short_length(t.n, [&]<int N>() {
            with_matrices([&](auto x, auto y) {
                for (int64_t i = lo; i < hi; ++i) {
                    if constexpr (K == Update::Axpy) axpy_short<N>(t.alpha, x[i], y[i]);
                    else if constexpr (K == Update::Scal) scal_short<N>(t.alpha, x[i]);
                    else if constexpr (K == Update::Copy) copy_short<N>(x[i], y[i]);
                    else swap_short<N>(x[i], y[i]);
                }
            }, t.x, t.y);
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
            for (int j = 0; j < W; ++j) result[i + j] = nrm2_finish<T>(result[i + j], N, UnitVec<const T>{x[i + j]});
        }
    }
    for (; i < hi; ++i) result[i] = nrm2_finish<T>(result[i], N, UnitVec<const T>{x[i]});
}

template <class T, Reduce K>
void run(const ReduceTask<T, K>& t, int64_t lo, int64_t hi) {
    if (is_short(t.n, t.incx, reduces_two<K> ? t.incy : 1))
        return with_short_length(t.n, [&]<int N>() {
            with_matrices([&](auto x, auto y) {
                if constexpr (K == Reduce::Nrm2) return nrm2_short_batch<N, T>(x, t.result, lo, hi);
                for (int64_t i = lo; i < hi; ++i) {
                    if constexpr (reduces_two<K>) t.result[i] = dot_short<N, K == Reduce::Dotc>(x[i], y[i]);
                    else if constexpr (K == Reduce::Asum) t.result[i] = sum_reals_short<N>(x[i], [](auto q) { return abs_pack(q); });
                    // the contiguous kernel: SIMD from one pack on, else the scalar loop,
                    // unrolled for this N (the scalar loop alone, a 16-step compare chain, took
                    // idamax n = 16 to 0.8-1.0x the OpenBLAS loop; SIMD to 4.3x)
                    else if constexpr (K == Reduce::Iamax) t.result[i] = iamax_kernel<T>(N, UnitVec<const T>{x[i]});
                }
            }, t.x, t.y);
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

// view of conj(A) (conj) or A, then transposed or not; f receives it
template <class T, class V, class F>
BBLAS_INLINE void with_conj(bool conj, V a, F&& f) {
    if constexpr (is_complex_v<T>)
        if (conj) return f(a.conjugated());
    f(a);
}

template <class T>
void run(const GemvTask<T>& t, int64_t lo, int64_t hi) {
    if constexpr (!is_complex_v<T>)
        if (t.path == Path::Direct && gemv_columns_fit(t)) {  // y = alpha A x + beta y, x as B^T
            const ColumnsGemm<T> g{1, t.n, t.alpha, t.beta, t.lda, t.incx, 1};
            return gemm_columns(t.m, g, true, t.A, t.x, t.y, lo, hi);
        }
    const int64_t out = t.out_len(), in = t.in_len();
    auto compute = [&](auto a, auto x, auto y) {
        auto product = [&](auto opa) { gemm_kernel(out, 1, in, t.alpha, opa, x.t(), t.beta, y.t()); };
        if (t.trans) with_conj<T>(t.conj, a.t(), product);
        else with_conj<T>(t.conj, a, product);
    };
    run_views<T>(t.path, lo, hi, compute, Operand<const T>{t.A, t.m, t.n, t.lda, true, false},
                 Operand<const T>{t.x, 1, in, t.incx, true, false},
                 Operand<T>{t.y, 1, out, t.incy, t.beta != T(0), true});
}

template <class T>
void run(const GerTask<T>& t, int64_t lo, int64_t hi) {
    if constexpr (!is_complex_v<T>)
        if (t.path == Path::Direct && ger_columns_fit(t)) {  // A = alpha x y^T + 1 A, y as B
            const ColumnsGemm<T> g{t.n, 1, t.alpha, T(1), 1, t.incv, t.lda};
            return gemm_columns(t.m, g, false, t.u, t.v, t.A, lo, hi);
        }
    auto compute = [&](auto u, auto v, auto a) {
        with_conj<T>(t.conj_u, u.t(), [&](auto U) {
            with_conj<T>(t.conj_v, v, [&](auto V) { gemm_kernel(t.m, t.n, 1, t.alpha, U, V, T(1), a); });
        });
    };
    run_views<T>(t.path, lo, hi, compute, Operand<const T>{t.u, 1, t.m, t.incu, true, false},
                 Operand<const T>{t.v, 1, t.n, t.incv, true, false},
                 Operand<T>{t.A, t.m, t.n, t.lda, true, true});
}

template <class T, bool Herm>
void run(const SymvTask<T, Herm>& t, int64_t lo, int64_t hi) {
    const bool upper = t.uplo == Uplo::Upper;
    auto compute = [&](auto a, auto x, auto y) {
        with_conj<T>(t.conj, a, [&](auto av) {
            const SymView<decltype(av), Herm && is_complex_v<T>> s{av, upper};
            gemm_kernel(t.n, 1, t.n, t.alpha, s, x.t(), t.beta, y.t());
        });
    };
    run_views<T>(t.path, lo, hi, compute,
                 Operand<const T>{t.A, t.n, t.n, t.lda, true, false, upper ? Part::Upper : Part::Lower},
                 Operand<const T>{t.x, 1, t.n, t.incx, true, false},
                 Operand<T>{t.y, 1, t.n, t.incy, t.beta != T(0), true});
}

template <class T, bool Solve>
void run(const TrxvTask<T, Solve>& t, int64_t lo, int64_t hi) {
    const bool lower = (t.uplo == Uplo::Lower) != t.trans;  // the triangle op(A) has
    const bool unit = t.diag == Diag::Unit;
    if constexpr (!is_complex_v<T>)
        if (t.path == Path::Direct && t.columns())  // x as the one column of B
            return trxm_columns(Solve, lower, unit, t.n, ColumnsTrxm<T>{1, T(1), t.lda, 1}, t.A, t.x, lo, hi);
    auto compute = [&](auto a, auto x) {
        auto apply = [&](auto opa) {
            if constexpr (Solve) trsm_kernel(lower, unit, t.n, 1, T(1), opa, x.t());
            else trmm_kernel(lower, unit, t.n, 1, T(1), opa, x.t());
        };
        if (t.trans) with_conj<T>(t.conj, a.t(), apply);
        else with_conj<T>(t.conj, a, apply);
    };
    run_views<T>(t.path, lo, hi, compute,
                 Operand<const T>{t.A, t.n, t.n, t.lda, true, false,
                                  t.uplo == Uplo::Upper ? Part::Upper : Part::Lower},
                 Operand<T>{t.x, 1, t.n, t.incx, true, true});
}

template void run(const UpdateTask<float, Update::Axpy>&, int64_t, int64_t);
template void run(const UpdateTask<double, Update::Axpy>&, int64_t, int64_t);
template void run(const UpdateTask<std::complex<float>, Update::Axpy>&, int64_t, int64_t);
template void run(const UpdateTask<std::complex<double>, Update::Axpy>&, int64_t, int64_t);
template void run(const UpdateTask<float, Update::Scal>&, int64_t, int64_t);
template void run(const UpdateTask<double, Update::Scal>&, int64_t, int64_t);
template void run(const UpdateTask<std::complex<float>, Update::Scal>&, int64_t, int64_t);
template void run(const UpdateTask<std::complex<double>, Update::Scal>&, int64_t, int64_t);
template void run(const UpdateTask<float, Update::Copy>&, int64_t, int64_t);
template void run(const UpdateTask<double, Update::Copy>&, int64_t, int64_t);
template void run(const UpdateTask<std::complex<float>, Update::Copy>&, int64_t, int64_t);
template void run(const UpdateTask<std::complex<double>, Update::Copy>&, int64_t, int64_t);
template void run(const UpdateTask<float, Update::Swap>&, int64_t, int64_t);
template void run(const UpdateTask<double, Update::Swap>&, int64_t, int64_t);
template void run(const UpdateTask<std::complex<float>, Update::Swap>&, int64_t, int64_t);
template void run(const UpdateTask<std::complex<double>, Update::Swap>&, int64_t, int64_t);
template void run(const ReduceTask<float, Reduce::Dot>&, int64_t, int64_t);
template void run(const ReduceTask<double, Reduce::Dot>&, int64_t, int64_t);
template void run(const ReduceTask<std::complex<float>, Reduce::Dot>&, int64_t, int64_t);
template void run(const ReduceTask<std::complex<double>, Reduce::Dot>&, int64_t, int64_t);
template void run(const ReduceTask<std::complex<float>, Reduce::Dotc>&, int64_t, int64_t);
template void run(const ReduceTask<std::complex<double>, Reduce::Dotc>&, int64_t, int64_t);
template void run(const ReduceTask<float, Reduce::Nrm2>&, int64_t, int64_t);
template void run(const ReduceTask<double, Reduce::Nrm2>&, int64_t, int64_t);
template void run(const ReduceTask<std::complex<float>, Reduce::Nrm2>&, int64_t, int64_t);
template void run(const ReduceTask<std::complex<double>, Reduce::Nrm2>&, int64_t, int64_t);
template void run(const ReduceTask<float, Reduce::Asum>&, int64_t, int64_t);
template void run(const ReduceTask<double, Reduce::Asum>&, int64_t, int64_t);
template void run(const ReduceTask<std::complex<float>, Reduce::Asum>&, int64_t, int64_t);
template void run(const ReduceTask<std::complex<double>, Reduce::Asum>&, int64_t, int64_t);
template void run(const ReduceTask<float, Reduce::Iamax>&, int64_t, int64_t);
template void run(const ReduceTask<double, Reduce::Iamax>&, int64_t, int64_t);
template void run(const ReduceTask<std::complex<float>, Reduce::Iamax>&, int64_t, int64_t);
template void run(const ReduceTask<std::complex<double>, Reduce::Iamax>&, int64_t, int64_t);
template void run(const GemvTask<float>&, int64_t, int64_t);
template void run(const GemvTask<double>&, int64_t, int64_t);
template void run(const GemvTask<std::complex<float>>&, int64_t, int64_t);
template void run(const GemvTask<std::complex<double>>&, int64_t, int64_t);
template void run(const GerTask<float>&, int64_t, int64_t);
template void run(const GerTask<double>&, int64_t, int64_t);
template void run(const GerTask<std::complex<float>>&, int64_t, int64_t);
template void run(const GerTask<std::complex<double>>&, int64_t, int64_t);
template void run(const SymvTask<float, false>&, int64_t, int64_t);
template void run(const SymvTask<double, false>&, int64_t, int64_t);
template void run(const SymvTask<std::complex<float>, false>&, int64_t, int64_t);
template void run(const SymvTask<std::complex<double>, false>&, int64_t, int64_t);
template void run(const SymvTask<float, true>&, int64_t, int64_t);
template void run(const SymvTask<double, true>&, int64_t, int64_t);
template void run(const SymvTask<std::complex<float>, true>&, int64_t, int64_t);
template void run(const SymvTask<std::complex<double>, true>&, int64_t, int64_t);
template void run(const TrxvTask<float, false>&, int64_t, int64_t);
template void run(const TrxvTask<double, false>&, int64_t, int64_t);
template void run(const TrxvTask<std::complex<float>, false>&, int64_t, int64_t);
template void run(const TrxvTask<std::complex<double>, false>&, int64_t, int64_t);
template void run(const TrxvTask<float, true>&, int64_t, int64_t);
template void run(const TrxvTask<double, true>&, int64_t, int64_t);
template void run(const TrxvTask<std::complex<float>, true>&, int64_t, int64_t);
template void run(const TrxvTask<std::complex<double>, true>&, int64_t, int64_t);

BBLAS_TARGET_END
