// gemv tasks with this ISA's kernels. Level 2 runs through run_views like Level 3: vectors are 1 x n matrices
// with the increment as leading dimension, seen as columns (t()) by gemm's kernel; real y = alpha A x + beta
// y with contiguous y on the gemm column kernels, complex y = alpha op(A) x + beta y with op(A) = A or
// conj(A) on them too, as a real product of two columns (kernels/level2_complex_columns.hh).
#include <cmath>
#include <complex>

#include "kernels/gemm.hh"
#include "kernels/gemm_columns.hh"
#include "kernels/gemv_dot_columns.hh"
#include "kernels/instantiate.hh"
#include "kernels/interleave.hh"
#include "kernels/level2_complex_columns.hh"
#include "kernels/stage.hh"
#include "kernels/view.hh"
#include "tasks/gemv.hh"
#include "vendor/cblas_level2.hh"

BBLAS_TARGET_BEGIN

template <class T>
void run_compute(const GemvTask<T>& t, int64_t lo, int64_t hi) {
    if (t.path == Path::Vendor) {
        for (int64_t i = lo; i < hi; ++i)
            vendor::gemv(vendor::op(t.trans, t.conj), t.m, t.n, t.alpha, t.A[i], t.lda, t.x[i], t.incx,
                         t.beta, t.y[i], t.incy);
        return;
    }
    if (t.path == Path::Columns) {
        if constexpr (is_complex_v<T>) {
            return gemv_complex_columns(t, lo, hi);
        } else if (t.trans) {  // y = alpha A^T x + beta y, x contiguous
            return dot_columns(DotColumns<T>{t.m, t.n, t.alpha, t.beta, t.lda, t.incy}, t.A, t.x, t.y, lo,
                               hi);
        } else {  // y = alpha A x + beta y, x as B^T
            const ColumnsGemm<T> g{1, t.n, t.alpha, t.beta, t.lda, t.incx, 1};
            return gemm_columns(t.m, g, true, t.A, t.x, t.y, lo, hi);
        }
    }
    const int64_t out = t.out_len(), in = t.in_len();
    auto compute = [&](auto a, auto x, auto y) {
        auto product = [&](auto opa) { gemm_kernel<1>(out, 1, in, t.alpha, opa, x.t(), t.beta, y.t()); };
        if (t.trans) with_conj<T>(t.conj, a.t(), product);
        else with_conj<T>(t.conj, a, product);
    };
    run_views<T>(t.path, lo, hi, compute, Operand<const T>{t.A, t.m, t.n, t.lda, true, false},
                 Operand<const T>{t.x, 1, in, t.incx, true, false},
                 Operand<T>{t.y, 1, out, t.incy, t.beta != T(0), true});
}

// Half storage: the single-precision task on copies of a pass of problems (kernels/stage.hh);
// vectors as in run_update.cc. A and x are read only for a product (alpha != 0), y only when
// beta != 0.
template <class T>
void run_half(const GemvTask<T>& t, int64_t lo, int64_t hi) {
    using S = compute_t<T>;
    const bool product = t.alpha != S(0);
    const Operand<const T> a{t.A, t.m, t.n, t.lda, product, false};
    const Operand<const T> x{t.x, 1, t.in_len(), t.incx, product, false};
    const Operand<T> y{t.y, 1, t.out_len(), t.incy, t.beta != S(0), true};
    run_staged(
        lo, hi, t.path,
        [&](int64_t count, Mats<const S> as, Mats<const S> xs, Mats<S> ys) {
            const GemvTask<S> c{t.trans,      t.conj, t.m, t.n, t.alpha, t.beta, as,
                                staged_ld(a), xs,     1,   ys,  1,       count,  t.path};
            run_compute(c, 0, count);
        },
        a, x, y);
}

template <class T>
void run(const GemvTask<T>& t, int64_t lo, int64_t hi) {
    if constexpr (is_half_v<T>) run_half(t, lo, hi);
    else run_compute(t, lo, hi);
}

BBLAS_FOR_EACH_SCALAR(BBLAS_INSTANTIATE_RUN, GemvTask)
BBLAS_FOR_EACH_ANY_HALF(BBLAS_INSTANTIATE_RUN, GemvTask)

BBLAS_TARGET_END
