// The C++ API of symv and hemv (bblas/level12.hh): views and spans become one call of the shared
// driver with the Spec of level12/symv.hh, the same as the C API's.
#include "level12/symv.hh"
#include "core/half.hh"
#include "core/types.hh"
#include "level12/vector_views.hh"

namespace bblas {

namespace impl {
namespace {

template <class T, bool Herm>
void symv_views(Uplo uplo, compute_t<T> alpha, const BatchView<const T>& A, const VectorBatchView<const T>& x,
                compute_t<T> beta, const VectorBatchView<T>& y) {
    constexpr const char* r = SymvSpec<T, Herm>::name;
    const int64_t n = A.rows();
    require_shape(r, "A", A, n, n);
    require_count(r, "x", x, A.count());
    require_count(r, "y", y, A.count());
    require_length(r, "x", x, n);
    require_length(r, "y", y, n);
    require_apart(r, "y", y);
    const int64_t lda = A.ld(), incx = x.inc(), incy = y.inc(), count = A.count();
    const SymvSpec<T, Herm> s{A.layout(), {&uplo}, &n,    &alpha,  mats(A), &lda,
                              mats(x),    &incx,   &beta, mats(y), &incy};
    run_grouped(s, 1, &count, nullptr, Report::Throw);
}

template <class T, bool Herm>
void symv_groups(Layout layout, Groups<Uplo> uplo, Sizes n, Groups<compute_t<T>> alpha, InPtrs<T> A,
                 Sizes A_ld, InPtrs<T> x, Sizes incx, Groups<compute_t<T>> beta, OutPtrs<T> y, Sizes incy,
                 Sizes group_sizes) {
    require_span_lengths<kSymvArgs>(SymvSpec<T, Herm>::name, group_sizes, uplo, n, alpha, A, A_ld, x, incx,
                                    beta, y, incy);
    const SymvSpec<T, Herm> s{layout,
                              {uplo.data()},
                              n.data(),
                              alpha.data(),
                              Mats<const T>::pointers(A.data()),
                              A_ld.data(),
                              Mats<const T>::pointers(x.data()),
                              incx.data(),
                              beta.data(),
                              Mats<T>::pointers(y.data()),
                              incy.data()};
    run_grouped(s, int64_t(group_sizes.size()), group_sizes.data(), nullptr, Report::Throw);
}

}  // namespace
}  // namespace impl

template <Scalar T>
void symv(Uplo uplo, Val<T> alpha, const In<T>& A, const InVec<T>& x, Val<T> beta, const OutVec<T>& y) {
    impl::symv_views<T, false>(uplo, alpha, A, x, beta, y);
}
template <Scalar T>
void hemv(Uplo uplo, Val<T> alpha, const In<T>& A, const InVec<T>& x, Val<T> beta, const OutVec<T>& y) {
    impl::symv_views<T, true>(uplo, alpha, A, x, beta, y);
}
template <Scalar T>
void symv(Layout layout, Groups<Uplo> uplo, Sizes n, Groups<T> alpha, InPtrs<T> A, Sizes A_ld, InPtrs<T> x,
          Sizes incx, Groups<T> beta, OutPtrs<T> y, Sizes incy, Sizes group_sizes) {
    impl::symv_groups<T, false>(layout, uplo, n, alpha, A, A_ld, x, incx, beta, y, incy, group_sizes);
}
template <Scalar T>
void hemv(Layout layout, Groups<Uplo> uplo, Sizes n, Groups<T> alpha, InPtrs<T> A, Sizes A_ld, InPtrs<T> x,
          Sizes incx, Groups<T> beta, OutPtrs<T> y, Sizes incy, Sizes group_sizes) {
    impl::symv_groups<T, true>(layout, uplo, n, alpha, A, A_ld, x, incx, beta, y, incy, group_sizes);
}

#if BBLAS_HAVE_HALF
// half storage (r16, c16): the same drivers, single-precision scalars and results (docs/half.md)
void symv(Uplo uplo, float alpha, const In<_Float16>& A, const InVec<_Float16>& x, float beta,
          const OutVec<_Float16>& y) {
    impl::symv_views<_Float16, false>(uplo, alpha, A, x, beta, y);
}
void hemv(Uplo uplo, float alpha, const In<_Float16>& A, const InVec<_Float16>& x, float beta,
          const OutVec<_Float16>& y) {
    impl::symv_views<_Float16, true>(uplo, alpha, A, x, beta, y);
}
void symv(Layout layout, Groups<Uplo> uplo, Sizes n, Groups<float> alpha, InPtrs<_Float16> A, Sizes A_ld,
          InPtrs<_Float16> x, Sizes incx, Groups<float> beta, OutPtrs<_Float16> y, Sizes incy,
          Sizes group_sizes) {
    impl::symv_groups<_Float16, false>(layout, uplo, n, alpha, A, A_ld, x, incx, beta, y, incy, group_sizes);
}
void hemv(Layout layout, Groups<Uplo> uplo, Sizes n, Groups<float> alpha, InPtrs<_Float16> A, Sizes A_ld,
          InPtrs<_Float16> x, Sizes incx, Groups<float> beta, OutPtrs<_Float16> y, Sizes incy,
          Sizes group_sizes) {
    impl::symv_groups<_Float16, true>(layout, uplo, n, alpha, A, A_ld, x, incx, beta, y, incy, group_sizes);
}
void symv(Uplo uplo, cfloat alpha, const In<complex_half>& A, const InVec<complex_half>& x, cfloat beta,
          const OutVec<complex_half>& y) {
    impl::symv_views<complex_half, false>(uplo, alpha, A, x, beta, y);
}
void hemv(Uplo uplo, cfloat alpha, const In<complex_half>& A, const InVec<complex_half>& x, cfloat beta,
          const OutVec<complex_half>& y) {
    impl::symv_views<complex_half, true>(uplo, alpha, A, x, beta, y);
}
void symv(Layout layout, Groups<Uplo> uplo, Sizes n, Groups<cfloat> alpha, InPtrs<complex_half> A, Sizes A_ld,
          InPtrs<complex_half> x, Sizes incx, Groups<cfloat> beta, OutPtrs<complex_half> y, Sizes incy,
          Sizes group_sizes) {
    impl::symv_groups<complex_half, false>(layout, uplo, n, alpha, A, A_ld, x, incx, beta, y, incy,
                                           group_sizes);
}
void hemv(Layout layout, Groups<Uplo> uplo, Sizes n, Groups<cfloat> alpha, InPtrs<complex_half> A, Sizes A_ld,
          InPtrs<complex_half> x, Sizes incx, Groups<cfloat> beta, OutPtrs<complex_half> y, Sizes incy,
          Sizes group_sizes) {
    impl::symv_groups<complex_half, true>(layout, uplo, n, alpha, A, A_ld, x, incx, beta, y, incy,
                                          group_sizes);
}
#endif

namespace {
template <class T>
using Views = void (*)(Uplo, Val<T>, const In<T>&, const InVec<T>&, Val<T>, const OutVec<T>&);
template <class T>
using Grouped = void (*)(Layout, Groups<Uplo>, Sizes, Groups<T>, InPtrs<T>, Sizes, InPtrs<T>, Sizes,
                         Groups<T>, OutPtrs<T>, Sizes, Sizes);
template <class T>
struct Forms {
    Views<T> symv_views = symv<T>, hemv_views = hemv<T>;
    Grouped<T> symv_groups = symv<T>, hemv_groups = hemv<T>;
};
}  // namespace
template struct impl::Instantiate<Forms, impl::Scalars>;

}  // namespace bblas
