// The C++ API of gemv (bblas/level12.hh): views and spans become one call of the shared driver
// with the Spec of level12/gemv.hh, the same as the C API's.
#include "level12/gemv.hh"
#include "core/half.hh"
#include "core/types.hh"
#include "level12/vector_views.hh"

namespace bblas {

namespace impl {
namespace {

// Every vector has the matrix's count and the length the matrix's shape gives it.
template <class T>
void gemv_views(Op trans, compute_t<T> alpha, const BatchView<const T>& A, const VectorBatchView<const T>& x,
                compute_t<T> beta, const VectorBatchView<T>& y) {
    constexpr const char* r = "gemv";
    require_count(r, "x", x, A.count());
    require_count(r, "y", y, A.count());
    const int64_t m = A.rows(), n = A.cols();
    if (valid(trans)) {  // otherwise the driver names the option
        const bool t = trans != Op::NoTrans;
        require_length(r, "x", x, t ? m : n);
        require_length(r, "y", y, t ? n : m);
    }
    require_apart(r, "y", y);
    const int64_t lda = A.ld(), incx = x.inc(), incy = y.inc(), count = A.count();
    const GemvSpec<T> s{A.layout(), {&trans}, &m,    &n,    &alpha,  mats(A),
                        &lda,       mats(x),  &incx, &beta, mats(y), &incy};
    run_grouped(s, 1, &count, nullptr, Report::Throw);
}

}  // namespace
}  // namespace impl

template <Scalar T>
void gemv(Op trans, Val<T> alpha, const In<T>& A, const InVec<T>& x, Val<T> beta, const OutVec<T>& y) {
    impl::gemv_views<T>(trans, alpha, A, x, beta, y);
}

template <Scalar T>
void gemv(Layout layout, Groups<Op> trans, Sizes m, Sizes n, Groups<T> alpha, InPtrs<T> A, Sizes A_ld,
          InPtrs<T> x, Sizes incx, Groups<T> beta, OutPtrs<T> y, Sizes incy, Sizes group_sizes) {
    impl::require_span_lengths<impl::kGemvArgs>("gemv", group_sizes, trans, m, n, alpha, A, A_ld, x, incx,
                                                beta, y, incy);
    using impl::Mats;
    const impl::GemvSpec<T> s{layout,
                              {trans.data()},
                              m.data(),
                              n.data(),
                              alpha.data(),
                              Mats<const T>::pointers(A.data()),
                              A_ld.data(),
                              Mats<const T>::pointers(x.data()),
                              incx.data(),
                              beta.data(),
                              Mats<T>::pointers(y.data()),
                              incy.data()};
    impl::run_grouped(s, int64_t(group_sizes.size()), group_sizes.data(), nullptr, impl::Report::Throw);
}

#if BBLAS_HAVE_HALF
// half storage (r16, c16): the same drivers, single-precision scalars and results (docs/half.md)
void gemv(Op trans, float alpha, const In<_Float16>& A, const InVec<_Float16>& x, float beta,
          const OutVec<_Float16>& y) {
    impl::gemv_views<_Float16>(trans, alpha, A, x, beta, y);
}
void gemv(Layout layout, Groups<Op> trans, Sizes m, Sizes n, Groups<float> alpha, InPtrs<_Float16> A,
          Sizes A_ld, InPtrs<_Float16> x, Sizes incx, Groups<float> beta, OutPtrs<_Float16> y, Sizes incy,
          Sizes group_sizes) {
    impl::require_span_lengths<impl::kGemvArgs>("gemv", group_sizes, trans, m, n, alpha, A, A_ld, x, incx,
                                                beta, y, incy);
    using impl::Mats;
    const impl::GemvSpec<_Float16> s{layout,
                                     {trans.data()},
                                     m.data(),
                                     n.data(),
                                     alpha.data(),
                                     Mats<const _Float16>::pointers(A.data()),
                                     A_ld.data(),
                                     Mats<const _Float16>::pointers(x.data()),
                                     incx.data(),
                                     beta.data(),
                                     Mats<_Float16>::pointers(y.data()),
                                     incy.data()};
    impl::run_grouped(s, int64_t(group_sizes.size()), group_sizes.data(), nullptr, impl::Report::Throw);
}
void gemv(Op trans, cfloat alpha, const In<complex_half>& A, const InVec<complex_half>& x, cfloat beta,
          const OutVec<complex_half>& y) {
    impl::gemv_views<complex_half>(trans, alpha, A, x, beta, y);
}
void gemv(Layout layout, Groups<Op> trans, Sizes m, Sizes n, Groups<cfloat> alpha, InPtrs<complex_half> A,
          Sizes A_ld, InPtrs<complex_half> x, Sizes incx, Groups<cfloat> beta, OutPtrs<complex_half> y,
          Sizes incy, Sizes group_sizes) {
    impl::require_span_lengths<impl::kGemvArgs>("gemv", group_sizes, trans, m, n, alpha, A, A_ld, x, incx,
                                                beta, y, incy);
    using impl::Mats;
    const impl::GemvSpec<complex_half> s{layout,
                                         {trans.data()},
                                         m.data(),
                                         n.data(),
                                         alpha.data(),
                                         Mats<const complex_half>::pointers(A.data()),
                                         A_ld.data(),
                                         Mats<const complex_half>::pointers(x.data()),
                                         incx.data(),
                                         beta.data(),
                                         Mats<complex_half>::pointers(y.data()),
                                         incy.data()};
    impl::run_grouped(s, int64_t(group_sizes.size()), group_sizes.data(), nullptr, impl::Report::Throw);
}
#endif

namespace {
template <class T>
struct Forms {
    void (*views)(Op, Val<T>, const In<T>&, const InVec<T>&, Val<T>, const OutVec<T>&) = gemv<T>;
    void (*groups)(Layout, Groups<Op>, Sizes, Sizes, Groups<T>, InPtrs<T>, Sizes, InPtrs<T>, Sizes, Groups<T>,
                   OutPtrs<T>, Sizes, Sizes) = gemv<T>;
};
}  // namespace
template struct impl::Instantiate<Forms, impl::Scalars>;

}  // namespace bblas
