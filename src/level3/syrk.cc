// The C++ API of syrk and herk (bblas/level3.hh).
#include "level3/syrk.hh"
#include "bblas/level3.hh"
#include "core/cpp_args.hh"
#include "core/types.hh"

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
    const SyrkSpec<T, Herm> s{C.layout(), {&uplo}, {&trans}, &n,      &k,   &alpha,
                              mats(A),    &A_ld,   &beta,    mats(C), &C_ld};
    run_grouped(s, 1, &count, nullptr, Report::Throw);
}

template <class T, bool Herm, class S>
void syrk_groups(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Sizes n, Sizes k, Groups<S> alpha,
                 InPtrs<T> A, Sizes A_ld, Groups<S> beta, OutPtrs<T> C, Sizes C_ld, Sizes group_sizes) {
    require_span_lengths<kSyrkArgs>(Herm ? "herk" : "syrk", group_sizes, uplo, trans, n, k, alpha, A, A_ld,
                                    beta, C, C_ld);
    const SyrkSpec<T, Herm> s{layout,
                              {uplo.data()},
                              {trans.data()},
                              n.data(),
                              k.data(),
                              alpha.data(),
                              Mats<const T>::pointers(A.data()),
                              A_ld.data(),
                              beta.data(),
                              Mats<T>::pointers(C.data()),
                              C_ld.data()};
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
void herk(Uplo uplo, Op trans, RealVal<T> alpha, const In<T>& A, RealVal<T> beta, const BatchView<T>& C) {
    impl::syrk_views<T, true>(uplo, trans, alpha, A, beta, C);
}
template <Scalar T>
void syrk(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Sizes n, Sizes k, Groups<T> alpha, InPtrs<T> A,
          Sizes A_ld, Groups<T> beta, OutPtrs<T> C, Sizes C_ld, Sizes group_sizes) {
    impl::syrk_groups<T, false>(layout, uplo, trans, n, k, alpha, A, A_ld, beta, C, C_ld, group_sizes);
}
template <Scalar T>
requires is_complex_v<T>
void herk(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Sizes n, Sizes k, Groups<real_t<T>> alpha,
          InPtrs<T> A, Sizes A_ld, Groups<real_t<T>> beta, OutPtrs<T> C, Sizes C_ld, Sizes group_sizes) {
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

#if BBLAS_HAVE_HALF
void syrk(Uplo uplo, Op trans, float alpha, const BatchView<const _Float16>& A, float beta,
          const BatchView<_Float16>& C) {
    impl::syrk_views<_Float16, false>(uplo, trans, alpha, A, beta, C);
}
void syrk(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Sizes n, Sizes k, Groups<float> alpha,
          InPtrs<_Float16> A, Sizes A_ld, Groups<float> beta, OutPtrs<_Float16> C, Sizes C_ld,
          Sizes group_sizes) {
    impl::syrk_groups<_Float16, false>(layout, uplo, trans, n, k, alpha, A, A_ld, beta, C, C_ld, group_sizes);
}
void syrk(Uplo uplo, Op trans, cfloat alpha, const BatchView<const complex_half>& A, cfloat beta,
          const BatchView<complex_half>& C) {
    impl::syrk_views<complex_half, false>(uplo, trans, alpha, A, beta, C);
}
void herk(Uplo uplo, Op trans, float alpha, const BatchView<const complex_half>& A, float beta,
          const BatchView<complex_half>& C) {
    impl::syrk_views<complex_half, true>(uplo, trans, alpha, A, beta, C);
}
void syrk(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Sizes n, Sizes k, Groups<cfloat> alpha,
          InPtrs<complex_half> A, Sizes A_ld, Groups<cfloat> beta, OutPtrs<complex_half> C, Sizes C_ld,
          Sizes group_sizes) {
    impl::syrk_groups<complex_half, false>(layout, uplo, trans, n, k, alpha, A, A_ld, beta, C, C_ld,
                                           group_sizes);
}
void herk(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Sizes n, Sizes k, Groups<float> alpha,
          InPtrs<complex_half> A, Sizes A_ld, Groups<float> beta, OutPtrs<complex_half> C, Sizes C_ld,
          Sizes group_sizes) {
    impl::syrk_groups<complex_half, true>(layout, uplo, trans, n, k, alpha, A, A_ld, beta, C, C_ld,
                                          group_sizes);
}
// ... and on interleaved containers of half
void syrk(Uplo uplo, Op trans, float alpha, const IB<_Float16>& A, float beta, IB<_Float16>& C) {
    impl::syrk_views<_Float16, false>(uplo, trans, alpha, A, beta, C);
}
void syrk(Uplo uplo, Op trans, cfloat alpha, const IB<complex_half>& A, cfloat beta, IB<complex_half>& C) {
    impl::syrk_views<complex_half, false>(uplo, trans, alpha, A, beta, C);
}
void herk(Uplo uplo, Op trans, float alpha, const IB<complex_half>& A, float beta, IB<complex_half>& C) {
    impl::syrk_views<complex_half, true>(uplo, trans, alpha, A, beta, C);
}
#endif

namespace {
// Every form of every routine of this file, instantiated for the scalar types (core/types.hh).
template <class T>
struct Forms {
    void (*syrk_0)(Uplo, Op, Val<T>, const In<T>&, Val<T>, const BatchView<T>&) = syrk<T>;
    void (*syrk_1)(Layout, Groups<Uplo>, Groups<Op>, Sizes, Sizes, Groups<T>, InPtrs<T>, Sizes, Groups<T>,
                   OutPtrs<T>, Sizes, Sizes) = syrk<T>;
    void (*syrk_2)(Uplo, Op, Val<T>, const IB<T>&, Val<T>, IB<T>&) = syrk<T>;
};
template <class T>
struct ComplexForms {
    void (*herk_0)(Uplo, Op, RealVal<T>, const In<T>&, RealVal<T>, const BatchView<T>&) = herk<T>;
    void (*herk_1)(Layout, Groups<Uplo>, Groups<Op>, Sizes, Sizes, Groups<real_t<T>>, InPtrs<T>, Sizes,
                   Groups<real_t<T>>, OutPtrs<T>, Sizes, Sizes) = herk<T>;
    void (*herk_2)(Uplo, Op, RealVal<T>, const IB<T>&, RealVal<T>, IB<T>&) = herk<T>;
};
}  // namespace
template struct impl::Instantiate<Forms, impl::Scalars>;
template struct impl::Instantiate<ComplexForms, impl::ComplexScalars>;

}  // namespace bblas
