// The C++ API of symm and hemm (bblas/level3.hh).
#include "level3/symm.hh"
#include "bblas/level3.hh"
#include "core/cpp_args.hh"
#include "core/types.hh"

namespace bblas {
namespace impl {
namespace {

template <class T, bool Herm, class VA, class VB, class VC>
void symm_views(Side side, Uplo uplo, compute_t<T> alpha, const VA& A, const VB& B, compute_t<T> beta,
                VC& C) {
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
    const SymmSpec<T, Herm> s{C.layout(), {&side}, {&uplo}, &m,    &n,      &alpha, mats(A),
                              &A_ld,      mats(B), &B_ld,   &beta, mats(C), &C_ld};
    run_grouped(s, 1, &count, nullptr, Report::Throw);
}

template <class T, bool Herm>
void symm_groups(Layout layout, Groups<Side> side, Groups<Uplo> uplo, Sizes m, Sizes n,
                 Groups<compute_t<T>> alpha, InPtrs<T> A, Sizes A_ld, InPtrs<T> B, Sizes B_ld,
                 Groups<compute_t<T>> beta, OutPtrs<T> C, Sizes C_ld, Sizes group_sizes) {
    require_span_lengths<kSymmArgs>(Herm ? "hemm" : "symm", group_sizes, side, uplo, m, n, alpha, A, A_ld, B,
                                    B_ld, beta, C, C_ld);
    const SymmSpec<T, Herm> s{layout,
                              {side.data()},
                              {uplo.data()},
                              m.data(),
                              n.data(),
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
void symm(Layout layout, Groups<Side> side, Groups<Uplo> uplo, Sizes m, Sizes n, Groups<T> alpha, InPtrs<T> A,
          Sizes A_ld, InPtrs<T> B, Sizes B_ld, Groups<T> beta, OutPtrs<T> C, Sizes C_ld, Sizes group_sizes) {
    impl::symm_groups<T, false>(layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                                group_sizes);
}
template <Scalar T>
void hemm(Layout layout, Groups<Side> side, Groups<Uplo> uplo, Sizes m, Sizes n, Groups<T> alpha, InPtrs<T> A,
          Sizes A_ld, InPtrs<T> B, Sizes B_ld, Groups<T> beta, OutPtrs<T> C, Sizes C_ld, Sizes group_sizes) {
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

#if BBLAS_HAVE_HALF
void symm(Side side, Uplo uplo, float alpha, const BatchView<const _Float16>& A,
          const BatchView<const _Float16>& B, float beta, const BatchView<_Float16>& C) {
    impl::symm_views<_Float16, false>(side, uplo, alpha, A, B, beta, C);
}
void symm(Layout layout, Groups<Side> side, Groups<Uplo> uplo, Sizes m, Sizes n, Groups<float> alpha,
          InPtrs<_Float16> A, Sizes A_ld, InPtrs<_Float16> B, Sizes B_ld, Groups<float> beta,
          OutPtrs<_Float16> C, Sizes C_ld, Sizes group_sizes) {
    impl::symm_groups<_Float16, false>(layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                                       group_sizes);
}
void symm(Side side, Uplo uplo, cfloat alpha, const BatchView<const complex_half>& A,
          const BatchView<const complex_half>& B, cfloat beta, const BatchView<complex_half>& C) {
    impl::symm_views<complex_half, false>(side, uplo, alpha, A, B, beta, C);
}
void hemm(Side side, Uplo uplo, cfloat alpha, const BatchView<const complex_half>& A,
          const BatchView<const complex_half>& B, cfloat beta, const BatchView<complex_half>& C) {
    impl::symm_views<complex_half, true>(side, uplo, alpha, A, B, beta, C);
}
void symm(Layout layout, Groups<Side> side, Groups<Uplo> uplo, Sizes m, Sizes n, Groups<cfloat> alpha,
          InPtrs<complex_half> A, Sizes A_ld, InPtrs<complex_half> B, Sizes B_ld, Groups<cfloat> beta,
          OutPtrs<complex_half> C, Sizes C_ld, Sizes group_sizes) {
    impl::symm_groups<complex_half, false>(layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                                           group_sizes);
}
void hemm(Layout layout, Groups<Side> side, Groups<Uplo> uplo, Sizes m, Sizes n, Groups<cfloat> alpha,
          InPtrs<complex_half> A, Sizes A_ld, InPtrs<complex_half> B, Sizes B_ld, Groups<cfloat> beta,
          OutPtrs<complex_half> C, Sizes C_ld, Sizes group_sizes) {
    impl::symm_groups<complex_half, true>(layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                                          group_sizes);
}
// ... and on interleaved containers of half
void symm(Side side, Uplo uplo, float alpha, const IB<_Float16>& A, const IB<_Float16>& B, float beta,
          IB<_Float16>& C) {
    impl::symm_views<_Float16, false>(side, uplo, alpha, A, B, beta, C);
}
void symm(Side side, Uplo uplo, cfloat alpha, const IB<complex_half>& A, const IB<complex_half>& B,
          cfloat beta, IB<complex_half>& C) {
    impl::symm_views<complex_half, false>(side, uplo, alpha, A, B, beta, C);
}
void hemm(Side side, Uplo uplo, cfloat alpha, const IB<complex_half>& A, const IB<complex_half>& B,
          cfloat beta, IB<complex_half>& C) {
    impl::symm_views<complex_half, true>(side, uplo, alpha, A, B, beta, C);
}
#endif

namespace {
// Every form of every routine of this file, instantiated for the scalar types (core/types.hh).
template <class T>
struct Forms {
    void (*symm_0)(Side, Uplo, Val<T>, const In<T>&, const In<T>&, Val<T>, const BatchView<T>&) = symm<T>;
    void (*hemm_1)(Side, Uplo, Val<T>, const In<T>&, const In<T>&, Val<T>, const BatchView<T>&) = hemm<T>;
    void (*symm_2)(Layout, Groups<Side>, Groups<Uplo>, Sizes, Sizes, Groups<T>, InPtrs<T>, Sizes, InPtrs<T>,
                   Sizes, Groups<T>, OutPtrs<T>, Sizes, Sizes) = symm<T>;
    void (*hemm_3)(Layout, Groups<Side>, Groups<Uplo>, Sizes, Sizes, Groups<T>, InPtrs<T>, Sizes, InPtrs<T>,
                   Sizes, Groups<T>, OutPtrs<T>, Sizes, Sizes) = hemm<T>;
    void (*symm_4)(Side, Uplo, Val<T>, const IB<T>&, const IB<T>&, Val<T>, IB<T>&) = symm<T>;
    void (*hemm_5)(Side, Uplo, Val<T>, const IB<T>&, const IB<T>&, Val<T>, IB<T>&) = hemm<T>;
};
}  // namespace
template struct impl::Instantiate<Forms, impl::Scalars>;

}  // namespace bblas
