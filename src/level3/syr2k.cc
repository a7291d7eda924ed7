// The C++ API of syr2k and her2k (bblas/level3.hh).
#include "level3/syr2k.hh"
#include "bblas/level3.hh"
#include "core/cpp_args.hh"
#include "core/types.hh"

namespace bblas {
namespace impl {
namespace {

template <class T, bool Herm, class SB, class VA, class VB, class VC>
void syr2k_views(Uplo uplo, Op trans, compute_t<T> alpha, const VA& A, const VB& B, SB beta, VC& C) {
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
    const Syr2kSpec<T, Herm> s{C.layout(), {&uplo}, {&trans}, &n,    &k,      &alpha, mats(A),
                               &A_ld,      mats(B), &B_ld,    &beta, mats(C), &C_ld};
    run_grouped(s, 1, &count, nullptr, Report::Throw);
}

template <class T, bool Herm, class SB>
void syr2k_groups(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Sizes n, Sizes k,
                  Groups<compute_t<T>> alpha, InPtrs<T> A, Sizes A_ld, InPtrs<T> B, Sizes B_ld,
                  Groups<SB> beta, OutPtrs<T> C, Sizes C_ld, Sizes group_sizes) {
    require_span_lengths<kSyr2kArgs>(Herm ? "her2k" : "syr2k", group_sizes, uplo, trans, n, k, alpha, A, A_ld,
                                     B, B_ld, beta, C, C_ld);
    const Syr2kSpec<T, Herm> s{layout,
                               {uplo.data()},
                               {trans.data()},
                               n.data(),
                               k.data(),
                               alpha.data(),
                               Mats<const T>::pointers(A.data()),
                               A_ld.data(),
                               Mats<const T>::pointers(B.data()),
                               B_ld.data(),
                               beta.data(),
                               Mats<T>::pointers(C.data()),
                               C_ld.data()};
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
void syr2k(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Sizes n, Sizes k, Groups<T> alpha, InPtrs<T> A,
           Sizes A_ld, InPtrs<T> B, Sizes B_ld, Groups<T> beta, OutPtrs<T> C, Sizes C_ld, Sizes group_sizes) {
    impl::syr2k_groups<T, false>(layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                                 group_sizes);
}
template <Scalar T>
requires is_complex_v<T>
void her2k(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Sizes n, Sizes k, Groups<T> alpha, InPtrs<T> A,
           Sizes A_ld, InPtrs<T> B, Sizes B_ld, Groups<real_t<T>> beta, OutPtrs<T> C, Sizes C_ld,
           Sizes group_sizes) {
    impl::syr2k_groups<T, true>(layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                                group_sizes);
}

template <Scalar T>
void syr2k(Uplo uplo, Op trans, Val<T> alpha, const IB<T>& A, const IB<T>& B, Val<T> beta, IB<T>& C) {
    impl::syr2k_views<T, false>(uplo, trans, alpha, A, B, beta, C);
}
template <Scalar T>
requires is_complex_v<T>
void her2k(Uplo uplo, Op trans, Val<T> alpha, const IB<T>& A, const IB<T>& B, RealVal<T> beta, IB<T>& C) {
    impl::syr2k_views<T, true>(uplo, trans, alpha, A, B, beta, C);
}

#if BBLAS_HAVE_HALF
void syr2k(Uplo uplo, Op trans, float alpha, const BatchView<const _Float16>& A,
           const BatchView<const _Float16>& B, float beta, const BatchView<_Float16>& C) {
    impl::syr2k_views<_Float16, false>(uplo, trans, alpha, A, B, beta, C);
}
void syr2k(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Sizes n, Sizes k, Groups<float> alpha,
           InPtrs<_Float16> A, Sizes A_ld, InPtrs<_Float16> B, Sizes B_ld, Groups<float> beta,
           OutPtrs<_Float16> C, Sizes C_ld, Sizes group_sizes) {
    impl::syr2k_groups<_Float16, false>(layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                                        group_sizes);
}
void syr2k(Uplo uplo, Op trans, cfloat alpha, const BatchView<const complex_half>& A,
           const BatchView<const complex_half>& B, cfloat beta, const BatchView<complex_half>& C) {
    impl::syr2k_views<complex_half, false>(uplo, trans, alpha, A, B, beta, C);
}
void her2k(Uplo uplo, Op trans, cfloat alpha, const BatchView<const complex_half>& A,
           const BatchView<const complex_half>& B, float beta, const BatchView<complex_half>& C) {
    impl::syr2k_views<complex_half, true>(uplo, trans, alpha, A, B, beta, C);
}
void syr2k(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Sizes n, Sizes k, Groups<cfloat> alpha,
           InPtrs<complex_half> A, Sizes A_ld, InPtrs<complex_half> B, Sizes B_ld, Groups<cfloat> beta,
           OutPtrs<complex_half> C, Sizes C_ld, Sizes group_sizes) {
    impl::syr2k_groups<complex_half, false>(layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                                            group_sizes);
}
void her2k(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Sizes n, Sizes k, Groups<cfloat> alpha,
           InPtrs<complex_half> A, Sizes A_ld, InPtrs<complex_half> B, Sizes B_ld, Groups<float> beta,
           OutPtrs<complex_half> C, Sizes C_ld, Sizes group_sizes) {
    impl::syr2k_groups<complex_half, true>(layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                                           group_sizes);
}
// ... and on interleaved containers of half
void syr2k(Uplo uplo, Op trans, float alpha, const IB<_Float16>& A, const IB<_Float16>& B, float beta,
           IB<_Float16>& C) {
    impl::syr2k_views<_Float16, false>(uplo, trans, alpha, A, B, beta, C);
}
void syr2k(Uplo uplo, Op trans, cfloat alpha, const IB<complex_half>& A, const IB<complex_half>& B,
           cfloat beta, IB<complex_half>& C) {
    impl::syr2k_views<complex_half, false>(uplo, trans, alpha, A, B, beta, C);
}
void her2k(Uplo uplo, Op trans, cfloat alpha, const IB<complex_half>& A, const IB<complex_half>& B,
           float beta, IB<complex_half>& C) {
    impl::syr2k_views<complex_half, true>(uplo, trans, alpha, A, B, beta, C);
}
#endif

namespace {
// Every form of every routine of this file, instantiated for the scalar types (core/types.hh).
template <class T>
struct Forms {
    void (*syr2k_0)(Uplo, Op, Val<T>, const In<T>&, const In<T>&, Val<T>, const BatchView<T>&) = syr2k<T>;
    void (*syr2k_1)(Layout, Groups<Uplo>, Groups<Op>, Sizes, Sizes, Groups<T>, InPtrs<T>, Sizes, InPtrs<T>,
                    Sizes, Groups<T>, OutPtrs<T>, Sizes, Sizes) = syr2k<T>;
    void (*syr2k_2)(Uplo, Op, Val<T>, const IB<T>&, const IB<T>&, Val<T>, IB<T>&) = syr2k<T>;
};
template <class T>
struct ComplexForms {
    void (*her2k_0)(Uplo, Op, Val<T>, const In<T>&, const In<T>&, RealVal<T>, const BatchView<T>&) = her2k<T>;
    void (*her2k_1)(Layout, Groups<Uplo>, Groups<Op>, Sizes, Sizes, Groups<T>, InPtrs<T>, Sizes, InPtrs<T>,
                    Sizes, Groups<real_t<T>>, OutPtrs<T>, Sizes, Sizes) = her2k<T>;
    void (*her2k_2)(Uplo, Op, Val<T>, const IB<T>&, const IB<T>&, RealVal<T>, IB<T>&) = her2k<T>;
};
}  // namespace
template struct impl::Instantiate<Forms, impl::Scalars>;
template struct impl::Instantiate<ComplexForms, impl::ComplexScalars>;

}  // namespace bblas
