// ger tasks with this ISA's kernels: gemm's kernel with one rank; real updates with contiguous x on
// the gemm column kernels, complex ones on them too as a real product of rank two
// (kernels/level2_complex_columns.hh).
#include <cmath>
#include <complex>

#include "kernels/gemm.hh"
#include "kernels/gemm_columns.hh"
#include "kernels/instantiate.hh"
#include "kernels/interleave.hh"
#include "kernels/level2_complex_columns.hh"
#include "kernels/stage.hh"
#include "kernels/view.hh"
#include "tasks/ger.hh"
#include "vendor/cblas_level2.hh"

BBLAS_TARGET_BEGIN

template <class T>
void run_compute(const GerTask<T>& t, int64_t lo, int64_t hi) {
    if (t.path == Path::Vendor) {
        for (int64_t i = lo; i < hi; ++i)
            vendor::ger(t.conj_v, t.m, t.n, t.alpha, t.u[i], t.incu, t.v[i], t.incv, t.A[i], t.lda);
        return;
    }
    if (t.path == Path::Columns) {
        if constexpr (is_complex_v<T>) {
            return ger_complex_columns(t, lo, hi);
        } else {  // A = alpha x y^T + 1 A, y as B
            const ColumnsGemm<T> g{t.n, 1, t.alpha, T(1), 1, t.incv, t.lda};
            return gemm_columns(t.m, g, false, t.u, t.v, t.A, lo, hi);
        }
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

// Half storage: the single-precision task on copies of a pass of problems (kernels/stage.hh);
// vectors as in run_update.cc.
template <class T>
void run_half(const GerTask<T>& t, int64_t lo, int64_t hi) {
    using S = compute_t<T>;
    const Operand<const T> u{t.u, 1, t.m, t.incu, true, false};
    const Operand<const T> v{t.v, 1, t.n, t.incv, true, false};
    const Operand<T> a{t.A, t.m, t.n, t.lda, true, true};
    run_staged(
        lo, hi, t.path,
        [&](int64_t count, Mats<const S> us, Mats<const S> vs, Mats<S> as) {
            const GerTask<S> c{t.m,      t.n,      t.alpha, us,           1,     vs,    1,
                               t.conj_u, t.conj_v, as,      staged_ld(a), count, t.path};
            run_compute(c, 0, count);
        },
        u, v, a);
}

template <class T>
void run(const GerTask<T>& t, int64_t lo, int64_t hi) {
    if constexpr (is_half_v<T>) run_half(t, lo, hi);
    else run_compute(t, lo, hi);
}

BBLAS_FOR_EACH_SCALAR(BBLAS_INSTANTIATE_RUN, GerTask)
BBLAS_FOR_EACH_ANY_HALF(BBLAS_INSTANTIATE_RUN, GerTask)

BBLAS_TARGET_END
