// The C++ API of syrk and herk (bblas/level3.hh).
#include "bblas/level3.hh"
#include "core/cpp_args.hh"
#include "level3/syrk.hh"

namespace bblas {
namespace impl {
namespace {

template <class T, bool Herm, class S, class VA, class VC>
void syrk_views(Uplo uplo, Op trans, S alpha, const VA& A, S beta, VC& C) {
    constexpr const char* r = Herm ? "herk" : "syrk";
    require_alike(r, "A", A, C);
    const int64_t n = C.rows();
    require(C.cols() == n, r, "C", "is " + shape(C.rows(), C.cols()) + ", needs a square matrix");
    int64_t k = 0;
    if (valid(trans)) {
        const bool nt = trans == Op::NoTrans;
        k = nt ? A.cols() : A.rows();
        require_shape(r, "A", A, nt ? n : k, nt ? k : n);
    }
    const int64_t A_ld = A.ld(), C_ld = C.ld(), count = C.count();
    const SyrkSpec<T, Herm> s{C.layout(), {&uplo}, {&trans}, &n, &k, &alpha, mats(A), &A_ld,
                              &beta, mats(C), &C_ld};
    run_grouped(s, 1, &count, nullptr, Report::Throw);
}

template <class T, bool Herm, class S>
void syrk_groups(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Sizes n, Sizes k,
                 Groups<S> alpha, InPtrs<T> A, Sizes A_ld, Groups<S> beta, OutPtrs<T> C,
                 Sizes C_ld, Sizes group_sizes) {
    const SpanLengths len(Herm ? "herk" : "syrk", group_sizes);
    len.per_group("uplo", uplo.size());
    len.per_group("trans", trans.size());
    len.per_group("n", n.size());
    len.per_group("k", k.size());
    len.per_group("alpha", alpha.size());
    len.per_group("A_ld", A_ld.size());
    len.per_group("beta", beta.size());
    len.per_group("C_ld", C_ld.size());
    len.per_matrix("A", A.size());
    len.per_matrix("C", C.size());
    const SyrkSpec<T, Herm> s{layout, {uplo.data()}, {trans.data()}, n.data(), k.data(),
                              alpha.data(), Mats<const T>::pointers(A.data()), A_ld.data(),
                              beta.data(), Mats<T>::pointers(C.data()), C_ld.data()};
    run_grouped(s, int64_t(group_sizes.size()), group_sizes.data(), nullptr, Report::Throw);
}

}  // namespace
}  // namespace impl

template <Scalar T>
void syrk(Uplo uplo, Op trans, Val<T> alpha, const In<T>& A, Val<T> beta, const BatchView<T>& C) {
    impl::syrk_views<T, false>(uplo, trans, alpha, A, beta, C);
}
template <Scalar T>
    requires is_complex_v<T>
void herk(Uplo uplo, Op trans, RealVal<T> alpha, const In<T>& A, RealVal<T> beta,
          const BatchView<T>& C) {
    impl::syrk_views<T, true>(uplo, trans, alpha, A, beta, C);
}
template <Scalar T>
void syrk(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Sizes n, Sizes k, Groups<T> alpha,
          InPtrs<T> A, Sizes A_ld, Groups<T> beta, OutPtrs<T> C, Sizes C_ld, Sizes group_sizes) {
    impl::syrk_groups<T, false>(layout, uplo, trans, n, k, alpha, A, A_ld, beta, C, C_ld, group_sizes);
}
template <Scalar T>
    requires is_complex_v<T>
void herk(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Sizes n, Sizes k,
          Groups<real_t<T>> alpha, InPtrs<T> A, Sizes A_ld, Groups<real_t<T>> beta, OutPtrs<T> C,
          Sizes C_ld, Sizes group_sizes) {
    impl::syrk_groups<T, true>(layout, uplo, trans, n, k, alpha, A, A_ld, beta, C, C_ld, group_sizes);
}

template <Scalar T>
void syrk(Uplo uplo, Op trans, Val<T> alpha, const IB<T>& A, Val<T> beta, IB<T>& C) {
    impl::syrk_views<T, false>(uplo, trans, alpha, A, beta, C);
}
template <Scalar T>
    requires is_complex_v<T>
void herk(Uplo uplo, Op trans, RealVal<T> alpha, const IB<T>& A, RealVal<T> beta, IB<T>& C) {
    impl::syrk_views<T, true>(uplo, trans, alpha, A, beta, C);
}

template void syrk<float>(Uplo, Op, float, const In<float>&, float, const BatchView<float>&);
template void syrk<double>(Uplo, Op, double, const In<double>&, double, const BatchView<double>&);
template void syrk<std::complex<float>>(Uplo, Op, std::complex<float>, const In<std::complex<float>>&, std::complex<float>, const BatchView<std::complex<float>>&);
template void syrk<std::complex<double>>(Uplo, Op, std::complex<double>, const In<std::complex<double>>&, std::complex<double>, const BatchView<std::complex<double>>&);
template void herk<std::complex<float>>(Uplo, Op, float, const In<std::complex<float>>&, float, const BatchView<std::complex<float>>&);
template void herk<std::complex<double>>(Uplo, Op, double, const In<std::complex<double>>&, double, const BatchView<std::complex<double>>&);

template void syrk<float>(Layout, Groups<Uplo>, Groups<Op>, Sizes, Sizes, Groups<float>, InPtrs<float>, Sizes, Groups<float>, OutPtrs<float>, Sizes, Sizes);
template void syrk<double>(Layout, Groups<Uplo>, Groups<Op>, Sizes, Sizes, Groups<double>, InPtrs<double>, Sizes, Groups<double>, OutPtrs<double>, Sizes, Sizes);
template void syrk<std::complex<float>>(Layout, Groups<Uplo>, Groups<Op>, Sizes, Sizes, Groups<std::complex<float>>, InPtrs<std::complex<float>>, Sizes, Groups<std::complex<float>>, OutPtrs<std::complex<float>>, Sizes, Sizes);
template void syrk<std::complex<double>>(Layout, Groups<Uplo>, Groups<Op>, Sizes, Sizes, Groups<std::complex<double>>, InPtrs<std::complex<double>>, Sizes, Groups<std::complex<double>>, OutPtrs<std::complex<double>>, Sizes, Sizes);
template void herk<std::complex<float>>(Layout, Groups<Uplo>, Groups<Op>, Sizes, Sizes, Groups<float>, InPtrs<std::complex<float>>, Sizes, Groups<float>, OutPtrs<std::complex<float>>, Sizes, Sizes);
template void herk<std::complex<double>>(Layout, Groups<Uplo>, Groups<Op>, Sizes, Sizes, Groups<double>, InPtrs<std::complex<double>>, Sizes, Groups<double>, OutPtrs<std::complex<double>>, Sizes, Sizes);

template void syrk<float>(Uplo, Op, float, const IB<float>&, float, IB<float>&);
template void syrk<double>(Uplo, Op, double, const IB<double>&, double, IB<double>&);
template void syrk<std::complex<float>>(Uplo, Op, std::complex<float>, const IB<std::complex<float>>&, std::complex<float>, IB<std::complex<float>>&);
template void syrk<std::complex<double>>(Uplo, Op, std::complex<double>, const IB<std::complex<double>>&, std::complex<double>, IB<std::complex<double>>&);

template void herk<std::complex<float>>(Uplo, Op, float, const IB<std::complex<float>>&, float, IB<std::complex<float>>&);
template void herk<std::complex<double>>(Uplo, Op, double, const IB<std::complex<double>>&, double, IB<std::complex<double>>&);

}  // namespace bblas
