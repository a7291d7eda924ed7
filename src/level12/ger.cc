// The C++ API of ger, geru and gerc (bblas/level12.hh): views and spans become one call of the
// shared driver with the Spec of level12/ger.hh, the same as the C API's.
#include "level12/ger.hh"
#include "core/half.hh"
#include "core/types.hh"
#include "level12/vector_views.hh"

namespace bblas {

namespace impl {
namespace {

template <class T, bool Conj>
void ger_views(compute_t<T> alpha, const VectorBatchView<const T>& x, const VectorBatchView<const T>& y,
               const BatchView<T>& A) {
    constexpr const char* r = GerSpec<T, Conj>::name;
    require_count(r, "x", x, A.count());
    require_count(r, "y", y, A.count());
    const int64_t m = A.rows(), n = A.cols();
    require_length(r, "x", x, m);
    require_length(r, "y", y, n);
    require_apart(r, "A", A);
    const int64_t lda = A.ld(), incx = x.inc(), incy = y.inc(), count = A.count();
    const GerSpec<T, Conj> s{A.layout(), &m, &n, &alpha, mats(x), &incx, mats(y), &incy, mats(A), &lda};
    run_grouped(s, 1, &count, nullptr, Report::Throw);
}

template <class T, bool Conj>
void ger_groups(Layout layout, Sizes m, Sizes n, Groups<compute_t<T>> alpha, InPtrs<T> x, Sizes incx,
                InPtrs<T> y, Sizes incy, OutPtrs<T> A, Sizes A_ld, Sizes group_sizes) {
    require_span_lengths<kGerArgs>(GerSpec<T, Conj>::name, group_sizes, m, n, alpha, x, incx, y, incy, A,
                                   A_ld);
    const GerSpec<T, Conj> s{layout,
                             m.data(),
                             n.data(),
                             alpha.data(),
                             Mats<const T>::pointers(x.data()),
                             incx.data(),
                             Mats<const T>::pointers(y.data()),
                             incy.data(),
                             Mats<T>::pointers(A.data()),
                             A_ld.data()};
    run_grouped(s, int64_t(group_sizes.size()), group_sizes.data(), nullptr, Report::Throw);
}

}  // namespace
}  // namespace impl

template <Scalar T>
requires(!is_complex_v<T>) void ger(Val<T> alpha, const InVec<T>& x, const InVec<T>& y,
                                    const BatchView<T>& A) {
    impl::ger_views<T, false>(alpha, x, y, A);
}
template <Scalar T>
requires is_complex_v<T>
void geru(Val<T> alpha, const InVec<T>& x, const InVec<T>& y, const BatchView<T>& A) {
    impl::ger_views<T, false>(alpha, x, y, A);
}
template <Scalar T>
requires is_complex_v<T>
void gerc(Val<T> alpha, const InVec<T>& x, const InVec<T>& y, const BatchView<T>& A) {
    impl::ger_views<T, true>(alpha, x, y, A);
}
template <Scalar T>
requires(!is_complex_v<T>) void ger(Layout layout, Sizes m, Sizes n, Groups<T> alpha, InPtrs<T> x, Sizes incx,
                                    InPtrs<T> y, Sizes incy, OutPtrs<T> A, Sizes A_ld, Sizes group_sizes) {
    impl::ger_groups<T, false>(layout, m, n, alpha, x, incx, y, incy, A, A_ld, group_sizes);
}
template <Scalar T>
requires is_complex_v<T>
void geru(Layout layout, Sizes m, Sizes n, Groups<T> alpha, InPtrs<T> x, Sizes incx, InPtrs<T> y, Sizes incy,
          OutPtrs<T> A, Sizes A_ld, Sizes group_sizes) {
    impl::ger_groups<T, false>(layout, m, n, alpha, x, incx, y, incy, A, A_ld, group_sizes);
}
template <Scalar T>
requires is_complex_v<T>
void gerc(Layout layout, Sizes m, Sizes n, Groups<T> alpha, InPtrs<T> x, Sizes incx, InPtrs<T> y, Sizes incy,
          OutPtrs<T> A, Sizes A_ld, Sizes group_sizes) {
    impl::ger_groups<T, true>(layout, m, n, alpha, x, incx, y, incy, A, A_ld, group_sizes);
}

#if BBLAS_HAVE_HALF
// half storage (r16, c16): the same drivers, single-precision scalars and results (docs/half.md)
void ger(float alpha, const InVec<_Float16>& x, const InVec<_Float16>& y, const BatchView<_Float16>& A) {
    impl::ger_views<_Float16, false>(alpha, x, y, A);
}
void ger(Layout layout, Sizes m, Sizes n, Groups<float> alpha, InPtrs<_Float16> x, Sizes incx,
         InPtrs<_Float16> y, Sizes incy, OutPtrs<_Float16> A, Sizes A_ld, Sizes group_sizes) {
    impl::ger_groups<_Float16, false>(layout, m, n, alpha, x, incx, y, incy, A, A_ld, group_sizes);
}
void geru(cfloat alpha, const InVec<complex_half>& x, const InVec<complex_half>& y,
          const BatchView<complex_half>& A) {
    impl::ger_views<complex_half, false>(alpha, x, y, A);
}
void gerc(cfloat alpha, const InVec<complex_half>& x, const InVec<complex_half>& y,
          const BatchView<complex_half>& A) {
    impl::ger_views<complex_half, true>(alpha, x, y, A);
}
void geru(Layout layout, Sizes m, Sizes n, Groups<cfloat> alpha, InPtrs<complex_half> x, Sizes incx,
          InPtrs<complex_half> y, Sizes incy, OutPtrs<complex_half> A, Sizes A_ld, Sizes group_sizes) {
    impl::ger_groups<complex_half, false>(layout, m, n, alpha, x, incx, y, incy, A, A_ld, group_sizes);
}
void gerc(Layout layout, Sizes m, Sizes n, Groups<cfloat> alpha, InPtrs<complex_half> x, Sizes incx,
          InPtrs<complex_half> y, Sizes incy, OutPtrs<complex_half> A, Sizes A_ld, Sizes group_sizes) {
    impl::ger_groups<complex_half, true>(layout, m, n, alpha, x, incx, y, incy, A, A_ld, group_sizes);
}
#endif

namespace {
template <class T>
using Views = void (*)(Val<T>, const InVec<T>&, const InVec<T>&, const BatchView<T>&);
template <class T>
using Grouped = void (*)(Layout, Sizes, Sizes, Groups<T>, InPtrs<T>, Sizes, InPtrs<T>, Sizes, OutPtrs<T>,
                         Sizes, Sizes);
template <class T>
struct RealForms {
    Views<T> views = ger<T>;
    Grouped<T> groups = ger<T>;
};
template <class T>
struct ComplexForms {
    Views<T> u_views = geru<T>, c_views = gerc<T>;
    Grouped<T> u_groups = geru<T>, c_groups = gerc<T>;
};
}  // namespace
template struct impl::Instantiate<RealForms, impl::RealScalars>;
template struct impl::Instantiate<ComplexForms, impl::ComplexScalars>;

}  // namespace bblas
