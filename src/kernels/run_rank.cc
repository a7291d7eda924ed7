// syrk, herk, syr2k and her2k tasks with this ISA's kernels.
#include <complex>

#include "kernels/instantiate.hh"
#include "kernels/interleave.hh"
#include "kernels/rank_update.hh"
#include "kernels/stage.hh"
#include "kernels/view.hh"
#include "tasks/rank.hh"
#include "vendor/cblas.hh"

BBLAS_TARGET_BEGIN

template <class T, bool Herm>
void run_compute(const SyrkTask<T, Herm>& t, int64_t lo, int64_t hi) {
    if (t.path == Path::Vendor) {
        for (int64_t i = lo; i < hi; ++i) {
            if constexpr (Herm)
                vendor::herk(t.uplo, t.trans, t.n, t.k, t.alpha, t.A[i], t.lda, t.beta, t.C[i], t.ldc);
            else vendor::syrk(t.uplo, t.trans, t.n, t.k, t.alpha, t.A[i], t.lda, t.beta, t.C[i], t.ldc);
        }
        return;
    }
    const bool upper = t.uplo == Uplo::Upper, nt = t.trans == Op::NoTrans;
    auto compute = [&](auto a, auto c) {
        auto update = [&](auto x, auto y) {
            rank_update_kernel<false, Herm>(upper, t.n, t.k, T(t.alpha), x, y, T(0), x, y, T(t.beta), c);
        };
        if constexpr (Herm) {
            if (nt) update(a, a.t().conjugated());
            else update(a.t().conjugated(), a);
        } else {
            if (nt) update(a, a.t());
            else update(a.t(), a);
        }
    };
    run_views<T>(t.path, lo, hi, compute,
                 Operand<const T>{t.A, nt ? t.n : t.k, nt ? t.k : t.n, t.lda, true, false},
                 Operand<T>{t.C, t.n, t.n, t.ldc, t.beta != decltype(t.beta)(0), true,
                            upper ? Part::Upper : Part::Lower});
}

template <class T, bool Herm>
void run_compute(const Syr2kTask<T, Herm>& t, int64_t lo, int64_t hi) {
    if (t.path == Path::Vendor) {
        for (int64_t i = lo; i < hi; ++i) {
            if constexpr (Herm)
                vendor::her2k(t.uplo, t.trans, t.n, t.k, t.alpha, t.A[i], t.lda, t.B[i], t.ldb, t.beta,
                              t.C[i], t.ldc);
            else
                vendor::syr2k(t.uplo, t.trans, t.n, t.k, t.alpha, t.A[i], t.lda, t.B[i], t.ldb, t.beta,
                              t.C[i], t.ldc);
        }
        return;
    }
    const bool upper = t.uplo == Uplo::Upper, nt = t.trans == Op::NoTrans;
    const T alpha2 = Herm ? conj_value(t.alpha) : t.alpha;
    auto compute = [&](auto a, auto b, auto c) {
        auto update = [&](auto x1, auto y1, auto x2, auto y2) {
            rank_update_kernel<true, Herm>(upper, t.n, t.k, t.alpha, x1, y1, alpha2, x2, y2, T(t.beta), c);
        };
        if constexpr (Herm) {
            if (nt) update(a, b.t().conjugated(), b, a.t().conjugated());
            else update(a.t().conjugated(), b, b.t().conjugated(), a);
        } else {
            if (nt) update(a, b.t(), b, a.t());
            else update(a.t(), b, b.t(), a);
        }
    };
    const int64_t r = nt ? t.n : t.k, c = nt ? t.k : t.n;
    run_views<T>(t.path, lo, hi, compute, Operand<const T>{t.A, r, c, t.lda, true, false},
                 Operand<const T>{t.B, r, c, t.ldb, true, false},
                 Operand<T>{t.C, t.n, t.n, t.ldc, t.beta != decltype(t.beta)(0), true,
                            upper ? Part::Upper : Part::Lower});
}

// Half storage: the single-precision task on copies of a pass of matrices (kernels/stage.hh); A
// and B are read only for a product (alpha != 0, k > 0), C's triangle only when beta != 0, and
// only C's triangle is rounded back.
template <class T, bool Herm>
void run_half(const SyrkTask<T, Herm>& t, int64_t lo, int64_t hi) {
    using S = compute_t<T>;
    const bool nt = t.trans == Op::NoTrans, product = t.alpha != decltype(t.alpha)(0) && t.k > 0;
    const Operand<const T> a{t.A, nt ? t.n : t.k, nt ? t.k : t.n, t.lda, product, false};
    const Operand<T> c{t.C,
                       t.n,
                       t.n,
                       t.ldc,
                       t.beta != decltype(t.beta)(0),
                       true,
                       t.uplo == Uplo::Upper ? Part::Upper : Part::Lower};
    run_staged(
        lo, hi, t.path,
        [&](int64_t count, Mats<const S> A, Mats<S> C) {
            run(t.on(A, staged_ld(a), C, staged_ld(c), count), 0, count);
        },
        a, c);
}
template <class T, bool Herm>
void run_half(const Syr2kTask<T, Herm>& t, int64_t lo, int64_t hi) {
    using S = compute_t<T>;
    const bool nt = t.trans == Op::NoTrans, product = t.alpha != S(0) && t.k > 0;
    const int64_t r = nt ? t.n : t.k, cc = nt ? t.k : t.n;
    const Operand<const T> a{t.A, r, cc, t.lda, product, false};
    const Operand<const T> b{t.B, r, cc, t.ldb, product, false};
    const Operand<T> c{t.C,
                       t.n,
                       t.n,
                       t.ldc,
                       t.beta != decltype(t.beta)(0),
                       true,
                       t.uplo == Uplo::Upper ? Part::Upper : Part::Lower};
    run_staged(
        lo, hi, t.path,
        [&](int64_t count, Mats<const S> A, Mats<const S> B, Mats<S> C) {
            run(t.on(A, staged_ld(a), B, staged_ld(b), C, staged_ld(c), count), 0, count);
        },
        a, b, c);
}

template <class T, bool Herm>
void run(const SyrkTask<T, Herm>& t, int64_t lo, int64_t hi) {
    if constexpr (is_half_v<T>) run_half(t, lo, hi);
    else run_compute(t, lo, hi);
}
template <class T, bool Herm>
void run(const Syr2kTask<T, Herm>& t, int64_t lo, int64_t hi) {
    if constexpr (is_half_v<T>) run_half(t, lo, hi);
    else run_compute(t, lo, hi);
}

template <class T>
using Syrk = SyrkTask<T, false>;
template <class T>
using Herk = SyrkTask<T, true>;
template <class T>
using Syr2k = Syr2kTask<T, false>;
template <class T>
using Her2k = Syr2kTask<T, true>;
BBLAS_FOR_EACH_SCALAR(BBLAS_INSTANTIATE_RUN, Syrk)
BBLAS_FOR_EACH_HALF(BBLAS_INSTANTIATE_RUN, Syrk)
BBLAS_FOR_EACH_COMPLEX(BBLAS_INSTANTIATE_RUN, Herk)
BBLAS_FOR_EACH_SCALAR(BBLAS_INSTANTIATE_RUN, Syr2k)
BBLAS_FOR_EACH_HALF(BBLAS_INSTANTIATE_RUN, Syr2k)
BBLAS_FOR_EACH_COMPLEX(BBLAS_INSTANTIATE_RUN, Her2k)
BBLAS_FOR_EACH_COMPLEX_HALF(BBLAS_INSTANTIATE_RUN, Syrk)
BBLAS_FOR_EACH_COMPLEX_HALF(BBLAS_INSTANTIATE_RUN, Herk)
BBLAS_FOR_EACH_COMPLEX_HALF(BBLAS_INSTANTIATE_RUN, Syr2k)
BBLAS_FOR_EACH_COMPLEX_HALF(BBLAS_INSTANTIATE_RUN, Her2k)

BBLAS_TARGET_END
