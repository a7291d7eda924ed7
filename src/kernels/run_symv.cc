// symv and hemv tasks with this ISA's kernels: gemm's kernel reading A through a symmetric view.
#include <cmath>
#include <complex>

#include "kernels/gemm.hh"
#include "kernels/instantiate.hh"
#include "kernels/interleave.hh"
#include "kernels/view.hh"
#include "tasks/symv.hh"

BBLAS_TARGET_BEGIN

template <class T, bool Herm>
void run(const SymvTask<T, Herm>& t, int64_t lo, int64_t hi) {
    const bool upper = t.uplo == Uplo::Upper;
    auto compute = [&](auto a, auto x, auto y) {
        with_conj<T>(t.conj, a, [&](auto av) {
            const SymView<decltype(av), Herm && is_complex_v<T>> s{av, upper};
            gemm_kernel<1>(t.n, 1, t.n, t.alpha, s, x.t(), t.beta, y.t());
        });
    };
    run_views<T>(t.path, lo, hi, compute,
                 Operand<const T>{t.A, t.n, t.n, t.lda, true, false, upper ? Part::Upper : Part::Lower},
                 Operand<const T>{t.x, 1, t.n, t.incx, true, false},
                 Operand<T>{t.y, 1, t.n, t.incy, t.beta != T(0), true});
}

template <class T>
using Symv = SymvTask<T, false>;
template <class T>
using Hemv = SymvTask<T, true>;
BBLAS_FOR_EACH_SCALAR(BBLAS_INSTANTIATE_RUN, Symv)
BBLAS_FOR_EACH_SCALAR(BBLAS_INSTANTIATE_RUN, Hemv)

BBLAS_TARGET_END
