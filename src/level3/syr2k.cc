// The C++ API of syr2k and her2k (bblas/level3.hh).
#include "bblas/level3.hh"
#include "core/cpp_args.hh"
#include "level3/syr2k.hh"

namespace bblas {
namespace impl {
namespace {

template <class T, bool Herm, class SB, class VA, class VB, class VC>
void syr2k_views(Uplo uplo, Op trans, T alpha, const VA& A, const VB& B, SB beta, VC& C) {
    constexpr const char* r = Herm ? "her2k" : "syr2k";
    require_alike(r, "A", A, C);
    require_alike(r, "B", B, C);
    const int64_t n = C.rows();
    require(C.cols() == n, r, "C", "is " + shape(C.rows(), C.cols()) + ", needs a square matrix");
    int64_t k = 0;
    if (valid(trans)) {
        const bool nt = trans == Op::NoTrans;
        k = nt ? A.cols() : A.rows();
        require_shape(r, "A", A, nt ? n : k, nt ? k : n);
        require_shape(r, "B", B, nt ? n : k, nt ? k : n);
    }
    const int64_t A_ld = A.ld(), B_ld = B.ld(), C_ld = C.ld(), count = C.count();
    const Syr2kSpec<T, Herm> s{C.layout(), {&uplo}, {&trans}, &n, &k, &alpha, mats(A), &A_ld,
                               mats(B), &B_ld, &beta, mats(C), &C_ld};
    run_grouped(s, 1, &count, nullptr, Report::Throw);
}

template <class T, bool Herm, class SB>
void syr2k_groups(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Sizes n, Sizes k,
                  Groups<T> alpha, InPtrs<T> A, Sizes A_ld, InPtrs<T> B, Sizes B_ld,
                  Groups<SB> beta, OutPtrs<T> C, Sizes C_ld, Sizes group_sizes) {
    const SpanLengths len(Herm ? "her2k" : "syr2k", group_sizes);
    len.per_group("uplo", uplo.size());
    len.per_group("trans", trans.size());
    len.per_group("n", n.size());
    len.per_group("k", k.size());
    len.per_group("alpha", alpha.size());
    len.per_group("A_ld", A_ld.size());
    len.per_group("B_ld", B_ld.size());
    len.per_group("beta", beta.size());
    len.per_group("C_ld", C_ld.size());
    len.per_matrix("A", A.size());
    len.per_matrix("B", B.size());
    len.per_matrix("C", C.size());
    const Syr2kSpec<T, Herm> s{layout, {uplo.data()}, {trans.data()}, n.data(), k.data(),
                               alpha.data(), Mats<const T>::pointers(A.data()), A_ld.data(),
                               Mats<const T>::pointers(B.data()), B_ld.data(), beta.data(),
                               Mats<T>::pointers(C.data()), C_ld.data()};
    run_grouped(s, int64_t(group_sizes.size()), group_sizes.data(), nullptr, Report::Throw);
}

}  // namespace
}  // namespace impl

template <Scalar T>
void syr2k(Uplo uplo, Op trans, Val<T> alpha, const In<T>& A, const In<T>& B, Val<T> beta,
           const BatchView<T>& C) {
    impl::syr2k_views<T, false>(uplo, trans, alpha, A, B, beta, C);
}
template <Scalar T>
    requires is_complex_v<T>
void her2k(Uplo uplo, Op trans, Val<T> alpha, const In<T>& A, const In<T>& B, RealVal<T> beta,
           const BatchView<T>& C) {
    impl::syr2k_views<T, true>(uplo, trans, alpha, A, B, beta, C);
}
template <Scalar T>
void syr2k(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Sizes n, Sizes k, Groups<T> alpha,
           InPtrs<T> A, Sizes A_ld, InPtrs<T> B, Sizes B_ld, Groups<T> beta, OutPtrs<T> C,
           Sizes C_ld, Sizes group_sizes) {
    impl::syr2k_groups<T, false>(layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld, group_sizes);
}
template <Scalar T>
    requires is_complex_v<T>
void her2k(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Sizes n, Sizes k, Groups<T> alpha,
           InPtrs<T> A, Sizes A_ld, InPtrs<T> B, Sizes B_ld, Groups<real_t<T>> beta,
           OutPtrs<T> C, Sizes C_ld, Sizes group_sizes) {
    impl::syr2k_groups<T, true>(layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld, group_sizes);
}

template <Scalar T>
void syr2k(Uplo uplo, Op trans, Val<T> alpha, const IB<T>& A, const IB<T>& B, Val<T> beta, IB<T>& C) {
    impl::syr2k_views<T, false>(uplo, trans, alpha, A, B, beta, C);
}
template <Scalar T>
    requires is_complex_v<T>
void her2k(Uplo uplo, Op trans, Val<T> alpha, const IB<T>& A, const IB<T>& B, RealVal<T> beta,
           IB<T>& C) {
    impl::syr2k_views<T, true>(uplo, trans, alpha, A, B, beta, C);
}

template void syr2k<float>(Uplo, Op, float, const In<float>&, const In<float>&, float, const BatchView<float>&);
template void syr2k<double>(Uplo, Op, double, const In<double>&, const In<double>&, double, const BatchView<double>&);
template void syr2k<std::complex<float>>(Uplo, Op, std::complex<float>, const In<std::complex<float>>&, const In<std::complex<float>>&, std::complex<float>, const BatchView<std::complex<float>>&);
template void syr2k<std::complex<double>>(Uplo, Op, std::complex<double>, const In<std::complex<double>>&, const In<std::complex<double>>&, std::complex<double>, const BatchView<std::complex<double>>&);
template void her2k<std::complex<float>>(Uplo, Op, std::complex<float>, const In<std::complex<float>>&, const In<std::complex<float>>&, float, const BatchView<std::complex<float>>&);
template void her2k<std::complex<double>>(Uplo, Op, std::complex<double>, const In<std::complex<double>>&, const In<std::complex<double>>&, double, const BatchView<std::complex<double>>&);

template void syr2k<float>(Layout, Groups<Uplo>, Groups<Op>, Sizes, Sizes, Groups<float>, InPtrs<float>, Sizes, InPtrs<float>, Sizes, Groups<float>, OutPtrs<float>, Sizes, Sizes);
template void syr2k<double>(Layout, Groups<Uplo>, Groups<Op>, Sizes, Sizes, Groups<double>, InPtrs<double>, Sizes, InPtrs<double>, Sizes, Groups<double>, OutPtrs<double>, Sizes, Sizes);
template void syr2k<std::complex<float>>(Layout, Groups<Uplo>, Groups<Op>, Sizes, Sizes, Groups<std::complex<float>>, InPtrs<std::complex<float>>, Sizes, InPtrs<std::complex<float>>, Sizes, Groups<std::complex<float>>, OutPtrs<std::complex<float>>, Sizes, Sizes);
template void syr2k<std::complex<double>>(Layout, Groups<Uplo>, Groups<Op>, Sizes, Sizes, Groups<std::complex<double>>, InPtrs<std::complex<double>>, Sizes, InPtrs<std::complex<double>>, Sizes, Groups<std::complex<double>>, OutPtrs<std::complex<double>>, Sizes, Sizes);
template void her2k<std::complex<float>>(Layout, Groups<Uplo>, Groups<Op>, Sizes, Sizes, Groups<std::complex<float>>, InPtrs<std::complex<float>>, Sizes, InPtrs<std::complex<float>>, Sizes, Groups<float>, OutPtrs<std::complex<float>>, Sizes, Sizes);
template void her2k<std::complex<double>>(Layout, Groups<Uplo>, Groups<Op>, Sizes, Sizes, Groups<std::complex<double>>, InPtrs<std::complex<double>>, Sizes, InPtrs<std::complex<double>>, Sizes, Groups<double>, OutPtrs<std::complex<double>>, Sizes, Sizes);

template void syr2k<float>(Uplo, Op, float, const IB<float>&, const IB<float>&, float, IB<float>&);
template void syr2k<double>(Uplo, Op, double, const IB<double>&, const IB<double>&, double, IB<double>&);
template void syr2k<std::complex<float>>(Uplo, Op, std::complex<float>, const IB<std::complex<float>>&, const IB<std::complex<float>>&, std::complex<float>, IB<std::complex<float>>&);
template void syr2k<std::complex<double>>(Uplo, Op, std::complex<double>, const IB<std::complex<double>>&, const IB<std::complex<double>>&, std::complex<double>, IB<std::complex<double>>&);

template void her2k<std::complex<float>>(Uplo, Op, std::complex<float>, const IB<std::complex<float>>&, const IB<std::complex<float>>&, float, IB<std::complex<float>>&);
template void her2k<std::complex<double>>(Uplo, Op, std::complex<double>, const IB<std::complex<double>>&, const IB<std::complex<double>>&, double, IB<std::complex<double>>&);

}  // namespace bblas
