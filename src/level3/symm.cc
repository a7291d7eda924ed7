// The C++ API of symm and hemm (bblas/level3.hh).
#include "bblas/level3.hh"
#include "core/cpp_args.hh"
#include "level3/symm.hh"

namespace bblas {
namespace impl {
namespace {

template <class T, bool Herm, class VA, class VB, class VC>
void symm_views(Side side, Uplo uplo, T alpha, const VA& A, const VB& B, T beta, VC& C) {
    constexpr const char* r = Herm ? "hemm" : "symm";
    require_alike(r, "A", A, C);
    require_alike(r, "B", B, C);
    const int64_t m = C.rows(), n = C.cols();
    if (valid(side)) {
        const int64_t order = side == Side::Left ? m : n;
        require_shape(r, "A", A, order, order);
        require_shape(r, "B", B, m, n);
    }
    const int64_t A_ld = A.ld(), B_ld = B.ld(), C_ld = C.ld(), count = C.count();
    const SymmSpec<T, Herm> s{C.layout(), {&side}, {&uplo}, &m, &n, &alpha, mats(A), &A_ld,
                              mats(B), &B_ld, &beta, mats(C), &C_ld};
    run_grouped(s, 1, &count, nullptr, Report::Throw);
}

template <class T, bool Herm>
void symm_groups(Layout layout, Groups<Side> side, Groups<Uplo> uplo, Sizes m, Sizes n,
                 Groups<T> alpha, InPtrs<T> A, Sizes A_ld, InPtrs<T> B, Sizes B_ld,
                 Groups<T> beta, OutPtrs<T> C, Sizes C_ld, Sizes group_sizes) {
    const SpanLengths len(Herm ? "hemm" : "symm", group_sizes);
    len.per_group("side", side.size());
    len.per_group("uplo", uplo.size());
    len.per_group("m", m.size());
    len.per_group("n", n.size());
    len.per_group("alpha", alpha.size());
    len.per_group("A_ld", A_ld.size());
    len.per_group("B_ld", B_ld.size());
    len.per_group("beta", beta.size());
    len.per_group("C_ld", C_ld.size());
    len.per_matrix("A", A.size());
    len.per_matrix("B", B.size());
    len.per_matrix("C", C.size());
    const SymmSpec<T, Herm> s{layout, {side.data()}, {uplo.data()}, m.data(), n.data(),
                              alpha.data(), Mats<const T>::pointers(A.data()), A_ld.data(),
                              Mats<const T>::pointers(B.data()), B_ld.data(), beta.data(),
                              Mats<T>::pointers(C.data()), C_ld.data()};
    run_grouped(s, int64_t(group_sizes.size()), group_sizes.data(), nullptr, Report::Throw);
}

}  // namespace
}  // namespace impl

template <Scalar T>
void symm(Side side, Uplo uplo, Val<T> alpha, const In<T>& A, const In<T>& B, Val<T> beta,
          const BatchView<T>& C) {
    impl::symm_views<T, false>(side, uplo, alpha, A, B, beta, C);
}
template <Scalar T>
void hemm(Side side, Uplo uplo, Val<T> alpha, const In<T>& A, const In<T>& B, Val<T> beta,
          const BatchView<T>& C) {
    impl::symm_views<T, true>(side, uplo, alpha, A, B, beta, C);
}
template <Scalar T>
void symm(Layout layout, Groups<Side> side, Groups<Uplo> uplo, Sizes m, Sizes n, Groups<T> alpha,
          InPtrs<T> A, Sizes A_ld, InPtrs<T> B, Sizes B_ld, Groups<T> beta, OutPtrs<T> C,
          Sizes C_ld, Sizes group_sizes) {
    impl::symm_groups<T, false>(layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta, C, C_ld, group_sizes);
}
template <Scalar T>
void hemm(Layout layout, Groups<Side> side, Groups<Uplo> uplo, Sizes m, Sizes n, Groups<T> alpha,
          InPtrs<T> A, Sizes A_ld, InPtrs<T> B, Sizes B_ld, Groups<T> beta, OutPtrs<T> C,
          Sizes C_ld, Sizes group_sizes) {
    impl::symm_groups<T, true>(layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta, C, C_ld, group_sizes);
}

template <Scalar T>
void symm(Side side, Uplo uplo, Val<T> alpha, const IB<T>& A, const IB<T>& B, Val<T> beta, IB<T>& C) {
    impl::symm_views<T, false>(side, uplo, alpha, A, B, beta, C);
}
template <Scalar T>
void hemm(Side side, Uplo uplo, Val<T> alpha, const IB<T>& A, const IB<T>& B, Val<T> beta, IB<T>& C) {
    impl::symm_views<T, true>(side, uplo, alpha, A, B, beta, C);
}

template void symm<float>(Side, Uplo, float, const In<float>&, const In<float>&, float, const BatchView<float>&);
template void symm<double>(Side, Uplo, double, const In<double>&, const In<double>&, double, const BatchView<double>&);
template void symm<std::complex<float>>(Side, Uplo, std::complex<float>, const In<std::complex<float>>&, const In<std::complex<float>>&, std::complex<float>, const BatchView<std::complex<float>>&);
template void symm<std::complex<double>>(Side, Uplo, std::complex<double>, const In<std::complex<double>>&, const In<std::complex<double>>&, std::complex<double>, const BatchView<std::complex<double>>&);
template void hemm<float>(Side, Uplo, float, const In<float>&, const In<float>&, float, const BatchView<float>&);
template void hemm<double>(Side, Uplo, double, const In<double>&, const In<double>&, double, const BatchView<double>&);
template void hemm<std::complex<float>>(Side, Uplo, std::complex<float>, const In<std::complex<float>>&, const In<std::complex<float>>&, std::complex<float>, const BatchView<std::complex<float>>&);
template void hemm<std::complex<double>>(Side, Uplo, std::complex<double>, const In<std::complex<double>>&, const In<std::complex<double>>&, std::complex<double>, const BatchView<std::complex<double>>&);

template void symm<float>(Layout, Groups<Side>, Groups<Uplo>, Sizes, Sizes, Groups<float>, InPtrs<float>, Sizes, InPtrs<float>, Sizes, Groups<float>, OutPtrs<float>, Sizes, Sizes);
template void symm<double>(Layout, Groups<Side>, Groups<Uplo>, Sizes, Sizes, Groups<double>, InPtrs<double>, Sizes, InPtrs<double>, Sizes, Groups<double>, OutPtrs<double>, Sizes, Sizes);
template void symm<std::complex<float>>(Layout, Groups<Side>, Groups<Uplo>, Sizes, Sizes, Groups<std::complex<float>>, InPtrs<std::complex<float>>, Sizes, InPtrs<std::complex<float>>, Sizes, Groups<std::complex<float>>, OutPtrs<std::complex<float>>, Sizes, Sizes);
template void symm<std::complex<double>>(Layout, Groups<Side>, Groups<Uplo>, Sizes, Sizes, Groups<std::complex<double>>, InPtrs<std::complex<double>>, Sizes, InPtrs<std::complex<double>>, Sizes, Groups<std::complex<double>>, OutPtrs<std::complex<double>>, Sizes, Sizes);
template void hemm<float>(Layout, Groups<Side>, Groups<Uplo>, Sizes, Sizes, Groups<float>, InPtrs<float>, Sizes, InPtrs<float>, Sizes, Groups<float>, OutPtrs<float>, Sizes, Sizes);
template void hemm<double>(Layout, Groups<Side>, Groups<Uplo>, Sizes, Sizes, Groups<double>, InPtrs<double>, Sizes, InPtrs<double>, Sizes, Groups<double>, OutPtrs<double>, Sizes, Sizes);
template void hemm<std::complex<float>>(Layout, Groups<Side>, Groups<Uplo>, Sizes, Sizes, Groups<std::complex<float>>, InPtrs<std::complex<float>>, Sizes, InPtrs<std::complex<float>>, Sizes, Groups<std::complex<float>>, OutPtrs<std::complex<float>>, Sizes, Sizes);
template void hemm<std::complex<double>>(Layout, Groups<Side>, Groups<Uplo>, Sizes, Sizes, Groups<std::complex<double>>, InPtrs<std::complex<double>>, Sizes, InPtrs<std::complex<double>>, Sizes, Groups<std::complex<double>>, OutPtrs<std::complex<double>>, Sizes, Sizes);

template void symm<float>(Side, Uplo, float, const IB<float>&, const IB<float>&, float, IB<float>&);
template void hemm<float>(Side, Uplo, float, const IB<float>&, const IB<float>&, float, IB<float>&);
template void symm<double>(Side, Uplo, double, const IB<double>&, const IB<double>&, double, IB<double>&);
template void hemm<double>(Side, Uplo, double, const IB<double>&, const IB<double>&, double, IB<double>&);
template void symm<std::complex<float>>(Side, Uplo, std::complex<float>, const IB<std::complex<float>>&, const IB<std::complex<float>>&, std::complex<float>, IB<std::complex<float>>&);
template void hemm<std::complex<float>>(Side, Uplo, std::complex<float>, const IB<std::complex<float>>&, const IB<std::complex<float>>&, std::complex<float>, IB<std::complex<float>>&);
template void symm<std::complex<double>>(Side, Uplo, std::complex<double>, const IB<std::complex<double>>&, const IB<std::complex<double>>&, std::complex<double>, IB<std::complex<double>>&);
template void hemm<std::complex<double>>(Side, Uplo, std::complex<double>, const IB<std::complex<double>>&, const IB<std::complex<double>>&, std::complex<double>, IB<std::complex<double>>&);

}  // namespace bblas
