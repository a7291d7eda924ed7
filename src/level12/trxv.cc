// The C++ API of trmv and trsv (bblas/level12.hh): views and spans become one call of the shared
// driver with the Spec of level12/trxv.hh, the same as the C API's.
#include "level12/trxv.hh"
#include "core/half.hh"
#include "core/types.hh"
#include "level12/vector_views.hh"

namespace bblas {

namespace impl {
namespace {

template <class T, bool Solve>
void trxv_views(Uplo uplo, Op trans, Diag diag, const BatchView<const T>& A, const VectorBatchView<T>& x) {
    constexpr const char* r = TrxvSpec<T, Solve>::name;
    const int64_t n = A.rows();
    require_shape(r, "A", A, n, n);
    require_count(r, "x", x, A.count());
    require_length(r, "x", x, n);
    require_apart(r, "x", x);
    const int64_t lda = A.ld(), incx = x.inc(), count = A.count();
    const TrxvSpec<T, Solve> s{A.layout(), {&uplo}, {&trans}, {&diag}, &n, mats(A), &lda, mats(x), &incx};
    run_grouped(s, 1, &count, nullptr, Report::Throw);
}

template <class T, bool Solve>
void trxv_groups(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Groups<Diag> diag, Sizes n, InPtrs<T> A,
                 Sizes A_ld, OutPtrs<T> x, Sizes incx, Sizes group_sizes) {
    require_span_lengths<kTrxvArgs>(TrxvSpec<T, Solve>::name, group_sizes, uplo, trans, diag, n, A, A_ld, x,
                                    incx);
    const TrxvSpec<T, Solve> s{layout,         {uplo.data()},
                               {trans.data()}, {diag.data()},
                               n.data(),       Mats<const T>::pointers(A.data()),
                               A_ld.data(),    Mats<T>::pointers(x.data()),
                               incx.data()};
    run_grouped(s, int64_t(group_sizes.size()), group_sizes.data(), nullptr, Report::Throw);
}

}  // namespace
}  // namespace impl

template <Scalar T>
void trmv(Uplo uplo, Op trans, Diag diag, const In<T>& A, const OutVec<T>& x) {
    impl::trxv_views<T, false>(uplo, trans, diag, A, x);
}
template <Scalar T>
void trsv(Uplo uplo, Op trans, Diag diag, const In<T>& A, const OutVec<T>& x) {
    impl::trxv_views<T, true>(uplo, trans, diag, A, x);
}
template <Scalar T>
void trmv(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Groups<Diag> diag, Sizes n, InPtrs<T> A,
          Sizes A_ld, OutPtrs<T> x, Sizes incx, Sizes group_sizes) {
    impl::trxv_groups<T, false>(layout, uplo, trans, diag, n, A, A_ld, x, incx, group_sizes);
}
template <Scalar T>
void trsv(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Groups<Diag> diag, Sizes n, InPtrs<T> A,
          Sizes A_ld, OutPtrs<T> x, Sizes incx, Sizes group_sizes) {
    impl::trxv_groups<T, true>(layout, uplo, trans, diag, n, A, A_ld, x, incx, group_sizes);
}

#if BBLAS_HAVE_HALF
// half storage (r16, c16): the same drivers, single-precision scalars and results (docs/half.md)
void trmv(Uplo uplo, Op trans, Diag diag, const In<_Float16>& A, const OutVec<_Float16>& x) {
    impl::trxv_views<_Float16, false>(uplo, trans, diag, A, x);
}
void trsv(Uplo uplo, Op trans, Diag diag, const In<_Float16>& A, const OutVec<_Float16>& x) {
    impl::trxv_views<_Float16, true>(uplo, trans, diag, A, x);
}
void trmv(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Groups<Diag> diag, Sizes n, InPtrs<_Float16> A,
          Sizes A_ld, OutPtrs<_Float16> x, Sizes incx, Sizes group_sizes) {
    impl::trxv_groups<_Float16, false>(layout, uplo, trans, diag, n, A, A_ld, x, incx, group_sizes);
}
void trsv(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Groups<Diag> diag, Sizes n, InPtrs<_Float16> A,
          Sizes A_ld, OutPtrs<_Float16> x, Sizes incx, Sizes group_sizes) {
    impl::trxv_groups<_Float16, true>(layout, uplo, trans, diag, n, A, A_ld, x, incx, group_sizes);
}
void trmv(Uplo uplo, Op trans, Diag diag, const In<complex_half>& A, const OutVec<complex_half>& x) {
    impl::trxv_views<complex_half, false>(uplo, trans, diag, A, x);
}
void trsv(Uplo uplo, Op trans, Diag diag, const In<complex_half>& A, const OutVec<complex_half>& x) {
    impl::trxv_views<complex_half, true>(uplo, trans, diag, A, x);
}
void trmv(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Groups<Diag> diag, Sizes n,
          InPtrs<complex_half> A, Sizes A_ld, OutPtrs<complex_half> x, Sizes incx, Sizes group_sizes) {
    impl::trxv_groups<complex_half, false>(layout, uplo, trans, diag, n, A, A_ld, x, incx, group_sizes);
}
void trsv(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Groups<Diag> diag, Sizes n,
          InPtrs<complex_half> A, Sizes A_ld, OutPtrs<complex_half> x, Sizes incx, Sizes group_sizes) {
    impl::trxv_groups<complex_half, true>(layout, uplo, trans, diag, n, A, A_ld, x, incx, group_sizes);
}
#endif

namespace {
template <class T>
using Views = void (*)(Uplo, Op, Diag, const In<T>&, const OutVec<T>&);
template <class T>
using Grouped = void (*)(Layout, Groups<Uplo>, Groups<Op>, Groups<Diag>, Sizes, InPtrs<T>, Sizes, OutPtrs<T>,
                         Sizes, Sizes);
template <class T>
struct Forms {
    Views<T> trmv_views = trmv<T>, trsv_views = trsv<T>;
    Grouped<T> trmv_groups = trmv<T>, trsv_groups = trsv<T>;
};
}  // namespace
template struct impl::Instantiate<Forms, impl::Scalars>;

}  // namespace bblas
