// The C++ API of trmm and trsm (bblas/level3.hh).
#include "level3/trxm.hh"
#include "bblas/level3.hh"
#include "core/cpp_args.hh"
#include "core/types.hh"

namespace bblas {
namespace impl {
namespace {

template <class T, bool Solve, class VA, class VB>
void trxm_views(Side side, Uplo uplo, Op transA, Diag diag, compute_t<T> alpha, const VA& A, VB& B) {
    constexpr const char* r = Solve ? "trsm" : "trmm";
    require_alike(r, "A", A, B);
    const int64_t m = B.rows(), n = B.cols();
    if (valid(side)) {
        const int64_t order = side == Side::Left ? m : n;
        require_shape(r, "A", A, order, order);
    }
    const int64_t A_ld = A.ld(), B_ld = B.ld(), count = B.count();
    const TrxmSpec<T, Solve> s{B.layout(), {&side}, {&uplo}, {&transA}, {&diag}, &m,
                               &n,         &alpha,  mats(A), &A_ld,     mats(B), &B_ld};
    run_grouped(s, 1, &count, nullptr, Report::Throw);
}

template <class T, bool Solve>
void trxm_groups(Layout layout, Groups<Side> side, Groups<Uplo> uplo, Groups<Op> transA, Groups<Diag> diag,
                 Sizes m, Sizes n, Groups<compute_t<T>> alpha, InPtrs<T> A, Sizes A_ld, OutPtrs<T> B,
                 Sizes B_ld, Sizes group_sizes) {
    require_span_lengths<kTrxmArgs>(Solve ? "trsm" : "trmm", group_sizes, side, uplo, transA, diag, m, n,
                                    alpha, A, A_ld, B, B_ld);
    const TrxmSpec<T, Solve> s{layout,
                               {side.data()},
                               {uplo.data()},
                               {transA.data()},
                               {diag.data()},
                               m.data(),
                               n.data(),
                               alpha.data(),
                               Mats<const T>::pointers(A.data()),
                               A_ld.data(),
                               Mats<T>::pointers(B.data()),
                               B_ld.data()};
    run_grouped(s, int64_t(group_sizes.size()), group_sizes.data(), nullptr, Report::Throw);
}

}  // namespace
}  // namespace impl

template <Scalar T>
void trmm(Side side, Uplo uplo, Op transA, Diag diag, Val<T> alpha, const In<T>& A, const BatchView<T>& B) {
    impl::trxm_views<T, false>(side, uplo, transA, diag, alpha, A, B);
}
template <Scalar T>
void trsm(Side side, Uplo uplo, Op transA, Diag diag, Val<T> alpha, const In<T>& A, const BatchView<T>& B) {
    impl::trxm_views<T, true>(side, uplo, transA, diag, alpha, A, B);
}
template <Scalar T>
void trmm(Layout layout, Groups<Side> side, Groups<Uplo> uplo, Groups<Op> transA, Groups<Diag> diag, Sizes m,
          Sizes n, Groups<T> alpha, InPtrs<T> A, Sizes A_ld, OutPtrs<T> B, Sizes B_ld, Sizes group_sizes) {
    impl::trxm_groups<T, false>(layout, side, uplo, transA, diag, m, n, alpha, A, A_ld, B, B_ld, group_sizes);
}
template <Scalar T>
void trsm(Layout layout, Groups<Side> side, Groups<Uplo> uplo, Groups<Op> transA, Groups<Diag> diag, Sizes m,
          Sizes n, Groups<T> alpha, InPtrs<T> A, Sizes A_ld, OutPtrs<T> B, Sizes B_ld, Sizes group_sizes) {
    impl::trxm_groups<T, true>(layout, side, uplo, transA, diag, m, n, alpha, A, A_ld, B, B_ld, group_sizes);
}

template <Scalar T>
void trmm(Side side, Uplo uplo, Op transA, Diag diag, Val<T> alpha, const IB<T>& A, IB<T>& B) {
    impl::trxm_views<T, false>(side, uplo, transA, diag, alpha, A, B);
}
template <Scalar T>
void trsm(Side side, Uplo uplo, Op transA, Diag diag, Val<T> alpha, const IB<T>& A, IB<T>& B) {
    impl::trxm_views<T, true>(side, uplo, transA, diag, alpha, A, B);
}

#if BBLAS_HAVE_HALF
void trmm(Side side, Uplo uplo, Op transA, Diag diag, float alpha, const BatchView<const _Float16>& A,
          const BatchView<_Float16>& B) {
    impl::trxm_views<_Float16, false>(side, uplo, transA, diag, alpha, A, B);
}
void trsm(Side side, Uplo uplo, Op transA, Diag diag, float alpha, const BatchView<const _Float16>& A,
          const BatchView<_Float16>& B) {
    impl::trxm_views<_Float16, true>(side, uplo, transA, diag, alpha, A, B);
}
void trmm(Layout layout, Groups<Side> side, Groups<Uplo> uplo, Groups<Op> transA, Groups<Diag> diag, Sizes m,
          Sizes n, Groups<float> alpha, InPtrs<_Float16> A, Sizes A_ld, OutPtrs<_Float16> B, Sizes B_ld,
          Sizes group_sizes) {
    impl::trxm_groups<_Float16, false>(layout, side, uplo, transA, diag, m, n, alpha, A, A_ld, B, B_ld,
                                       group_sizes);
}
void trsm(Layout layout, Groups<Side> side, Groups<Uplo> uplo, Groups<Op> transA, Groups<Diag> diag, Sizes m,
          Sizes n, Groups<float> alpha, InPtrs<_Float16> A, Sizes A_ld, OutPtrs<_Float16> B, Sizes B_ld,
          Sizes group_sizes) {
    impl::trxm_groups<_Float16, true>(layout, side, uplo, transA, diag, m, n, alpha, A, A_ld, B, B_ld,
                                      group_sizes);
}
void trmm(Side side, Uplo uplo, Op transA, Diag diag, cfloat alpha, const BatchView<const complex_half>& A,
          const BatchView<complex_half>& B) {
    impl::trxm_views<complex_half, false>(side, uplo, transA, diag, alpha, A, B);
}
void trsm(Side side, Uplo uplo, Op transA, Diag diag, cfloat alpha, const BatchView<const complex_half>& A,
          const BatchView<complex_half>& B) {
    impl::trxm_views<complex_half, true>(side, uplo, transA, diag, alpha, A, B);
}
void trmm(Layout layout, Groups<Side> side, Groups<Uplo> uplo, Groups<Op> transA, Groups<Diag> diag, Sizes m,
          Sizes n, Groups<cfloat> alpha, InPtrs<complex_half> A, Sizes A_ld, OutPtrs<complex_half> B,
          Sizes B_ld, Sizes group_sizes) {
    impl::trxm_groups<complex_half, false>(layout, side, uplo, transA, diag, m, n, alpha, A, A_ld, B, B_ld,
                                           group_sizes);
}
void trsm(Layout layout, Groups<Side> side, Groups<Uplo> uplo, Groups<Op> transA, Groups<Diag> diag, Sizes m,
          Sizes n, Groups<cfloat> alpha, InPtrs<complex_half> A, Sizes A_ld, OutPtrs<complex_half> B,
          Sizes B_ld, Sizes group_sizes) {
    impl::trxm_groups<complex_half, true>(layout, side, uplo, transA, diag, m, n, alpha, A, A_ld, B, B_ld,
                                          group_sizes);
}
// ... and on interleaved containers of half
void trmm(Side side, Uplo uplo, Op transA, Diag diag, float alpha, const IB<_Float16>& A, IB<_Float16>& B) {
    impl::trxm_views<_Float16, false>(side, uplo, transA, diag, alpha, A, B);
}
void trsm(Side side, Uplo uplo, Op transA, Diag diag, float alpha, const IB<_Float16>& A, IB<_Float16>& B) {
    impl::trxm_views<_Float16, true>(side, uplo, transA, diag, alpha, A, B);
}
void trmm(Side side, Uplo uplo, Op transA, Diag diag, cfloat alpha, const IB<complex_half>& A,
          IB<complex_half>& B) {
    impl::trxm_views<complex_half, false>(side, uplo, transA, diag, alpha, A, B);
}
void trsm(Side side, Uplo uplo, Op transA, Diag diag, cfloat alpha, const IB<complex_half>& A,
          IB<complex_half>& B) {
    impl::trxm_views<complex_half, true>(side, uplo, transA, diag, alpha, A, B);
}
#endif

namespace {
// Every form of every routine of this file, instantiated for the scalar types (core/types.hh).
template <class T>
struct Forms {
    void (*trmm_0)(Side, Uplo, Op, Diag, Val<T>, const In<T>&, const BatchView<T>&) = trmm<T>;
    void (*trsm_1)(Side, Uplo, Op, Diag, Val<T>, const In<T>&, const BatchView<T>&) = trsm<T>;
    void (*trmm_2)(Layout, Groups<Side>, Groups<Uplo>, Groups<Op>, Groups<Diag>, Sizes, Sizes, Groups<T>,
                   InPtrs<T>, Sizes, OutPtrs<T>, Sizes, Sizes) = trmm<T>;
    void (*trsm_3)(Layout, Groups<Side>, Groups<Uplo>, Groups<Op>, Groups<Diag>, Sizes, Sizes, Groups<T>,
                   InPtrs<T>, Sizes, OutPtrs<T>, Sizes, Sizes) = trsm<T>;
    void (*trmm_4)(Side, Uplo, Op, Diag, Val<T>, const IB<T>&, IB<T>&) = trmm<T>;
    void (*trsm_5)(Side, Uplo, Op, Diag, Val<T>, const IB<T>&, IB<T>&) = trsm<T>;
};
}  // namespace
template struct impl::Instantiate<Forms, impl::Scalars>;

}  // namespace bblas
