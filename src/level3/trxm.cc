// The C++ API of trmm and trsm (bblas/level3.hh).
#include "bblas/level3.hh"
#include "core/cpp_args.hh"
#include "level3/trxm.hh"

namespace bblas {
namespace impl {
namespace {

template <class T, bool Solve, class VA, class VB>
void trxm_views(Side side, Uplo uplo, Op transA, Diag diag, T alpha, const VA& A, VB& B) {
    constexpr const char* r = Solve ? "trsm" : "trmm";
    require_alike(r, "A", A, B);
    const int64_t m = B.rows(), n = B.cols();
    if (valid(side)) {
        const int64_t order = side == Side::Left ? m : n;
        require_shape(r, "A", A, order, order);
    }
    const int64_t A_ld = A.ld(), B_ld = B.ld(), count = B.count();
    const TrxmSpec<T, Solve> s{B.layout(), {&side}, {&uplo}, {&transA}, {&diag}, &m, &n, &alpha,
                               mats(A), &A_ld, mats(B), &B_ld};
    run_grouped(s, 1, &count, nullptr, Report::Throw);
}

template <class T, bool Solve>
void trxm_groups(Layout layout, Groups<Side> side, Groups<Uplo> uplo, Groups<Op> transA,
                 Groups<Diag> diag, Sizes m, Sizes n, Groups<T> alpha, InPtrs<T> A, Sizes A_ld,
                 OutPtrs<T> B, Sizes B_ld, Sizes group_sizes) {
    const SpanLengths len(Solve ? "trsm" : "trmm", group_sizes);
    len.per_group("side", side.size());
    len.per_group("uplo", uplo.size());
    len.per_group("transA", transA.size());
    len.per_group("diag", diag.size());
    len.per_group("m", m.size());
    len.per_group("n", n.size());
    len.per_group("alpha", alpha.size());
    len.per_group("A_ld", A_ld.size());
    len.per_group("B_ld", B_ld.size());
    len.per_matrix("A", A.size());
    len.per_matrix("B", B.size());
    const TrxmSpec<T, Solve> s{layout, {side.data()}, {uplo.data()}, {transA.data()},
                               {diag.data()}, m.data(), n.data(), alpha.data(),
                               Mats<const T>::pointers(A.data()), A_ld.data(),
                               Mats<T>::pointers(B.data()), B_ld.data()};
    run_grouped(s, int64_t(group_sizes.size()), group_sizes.data(), nullptr, Report::Throw);
}

}  // namespace
}  // namespace impl

template <Scalar T>
void trmm(Side side, Uplo uplo, Op transA, Diag diag, Val<T> alpha, const In<T>& A,
          const BatchView<T>& B) {
    impl::trxm_views<T, false>(side, uplo, transA, diag, alpha, A, B);
}
template <Scalar T>
void trsm(Side side, Uplo uplo, Op transA, Diag diag, Val<T> alpha, const In<T>& A,
          const BatchView<T>& B) {
    impl::trxm_views<T, true>(side, uplo, transA, diag, alpha, A, B);
}
template <Scalar T>
void trmm(Layout layout, Groups<Side> side, Groups<Uplo> uplo, Groups<Op> transA,
          Groups<Diag> diag, Sizes m, Sizes n, Groups<T> alpha, InPtrs<T> A, Sizes A_ld,
          OutPtrs<T> B, Sizes B_ld, Sizes group_sizes) {
    impl::trxm_groups<T, false>(layout, side, uplo, transA, diag, m, n, alpha, A, A_ld, B, B_ld, group_sizes);
}
template <Scalar T>
void trsm(Layout layout, Groups<Side> side, Groups<Uplo> uplo, Groups<Op> transA,
          Groups<Diag> diag, Sizes m, Sizes n, Groups<T> alpha, InPtrs<T> A, Sizes A_ld,
          OutPtrs<T> B, Sizes B_ld, Sizes group_sizes) {
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

template void trmm<float>(Side, Uplo, Op, Diag, float, const In<float>&, const BatchView<float>&);
template void trmm<double>(Side, Uplo, Op, Diag, double, const In<double>&, const BatchView<double>&);
template void trmm<std::complex<float>>(Side, Uplo, Op, Diag, std::complex<float>, const In<std::complex<float>>&, const BatchView<std::complex<float>>&);
template void trmm<std::complex<double>>(Side, Uplo, Op, Diag, std::complex<double>, const In<std::complex<double>>&, const BatchView<std::complex<double>>&);
template void trsm<float>(Side, Uplo, Op, Diag, float, const In<float>&, const BatchView<float>&);
template void trsm<double>(Side, Uplo, Op, Diag, double, const In<double>&, const BatchView<double>&);
template void trsm<std::complex<float>>(Side, Uplo, Op, Diag, std::complex<float>, const In<std::complex<float>>&, const BatchView<std::complex<float>>&);
template void trsm<std::complex<double>>(Side, Uplo, Op, Diag, std::complex<double>, const In<std::complex<double>>&, const BatchView<std::complex<double>>&);

template void trmm<float>(Layout, Groups<Side>, Groups<Uplo>, Groups<Op>, Groups<Diag>, Sizes, Sizes, Groups<float>, InPtrs<float>, Sizes, OutPtrs<float>, Sizes, Sizes);
template void trmm<double>(Layout, Groups<Side>, Groups<Uplo>, Groups<Op>, Groups<Diag>, Sizes, Sizes, Groups<double>, InPtrs<double>, Sizes, OutPtrs<double>, Sizes, Sizes);
template void trmm<std::complex<float>>(Layout, Groups<Side>, Groups<Uplo>, Groups<Op>, Groups<Diag>, Sizes, Sizes, Groups<std::complex<float>>, InPtrs<std::complex<float>>, Sizes, OutPtrs<std::complex<float>>, Sizes, Sizes);
template void trmm<std::complex<double>>(Layout, Groups<Side>, Groups<Uplo>, Groups<Op>, Groups<Diag>, Sizes, Sizes, Groups<std::complex<double>>, InPtrs<std::complex<double>>, Sizes, OutPtrs<std::complex<double>>, Sizes, Sizes);
template void trsm<float>(Layout, Groups<Side>, Groups<Uplo>, Groups<Op>, Groups<Diag>, Sizes, Sizes, Groups<float>, InPtrs<float>, Sizes, OutPtrs<float>, Sizes, Sizes);
template void trsm<double>(Layout, Groups<Side>, Groups<Uplo>, Groups<Op>, Groups<Diag>, Sizes, Sizes, Groups<double>, InPtrs<double>, Sizes, OutPtrs<double>, Sizes, Sizes);
template void trsm<std::complex<float>>(Layout, Groups<Side>, Groups<Uplo>, Groups<Op>, Groups<Diag>, Sizes, Sizes, Groups<std::complex<float>>, InPtrs<std::complex<float>>, Sizes, OutPtrs<std::complex<float>>, Sizes, Sizes);
template void trsm<std::complex<double>>(Layout, Groups<Side>, Groups<Uplo>, Groups<Op>, Groups<Diag>, Sizes, Sizes, Groups<std::complex<double>>, InPtrs<std::complex<double>>, Sizes, OutPtrs<std::complex<double>>, Sizes, Sizes);

template void trmm<float>(Side, Uplo, Op, Diag, float, const IB<float>&, IB<float>&);
template void trsm<float>(Side, Uplo, Op, Diag, float, const IB<float>&, IB<float>&);
template void trmm<double>(Side, Uplo, Op, Diag, double, const IB<double>&, IB<double>&);
template void trsm<double>(Side, Uplo, Op, Diag, double, const IB<double>&, IB<double>&);
template void trmm<std::complex<float>>(Side, Uplo, Op, Diag, std::complex<float>, const IB<std::complex<float>>&, IB<std::complex<float>>&);
template void trsm<std::complex<float>>(Side, Uplo, Op, Diag, std::complex<float>, const IB<std::complex<float>>&, IB<std::complex<float>>&);
template void trmm<std::complex<double>>(Side, Uplo, Op, Diag, std::complex<double>, const IB<std::complex<double>>&, IB<std::complex<double>>&);
template void trsm<std::complex<double>>(Side, Uplo, Op, Diag, std::complex<double>, const IB<std::complex<double>>&, IB<std::complex<double>>&);

}  // namespace bblas
