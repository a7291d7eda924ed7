// The C++ API of gemm (bblas/level3.hh): views and spans become one call of the shared driver.
#include "level3/gemm.hh"
#include "bblas/level3.hh"
#include "core/cpp_args.hh"
#include "core/types.hh"

namespace bblas {

namespace impl {
namespace {

// Any mix of views, or containers only: shapes from the operands, then the shared driver.
template <class T, class VA, class VB, class VC>
void gemm_operands(Op transA, Op transB, compute_t<T> alpha, const VA& A, const VB& B, compute_t<T> beta,
                   VC& C) {
    constexpr const char* r = "gemm";
    require_alike(r, "A", A, C);
    require_alike(r, "B", B, C);
    const int64_t m = C.rows(), n = C.cols();
    int64_t k = 0;
    if (valid(transA) && valid(transB)) {  // otherwise the driver names the option
        const bool ta = transA != Op::NoTrans, tb = transB != Op::NoTrans;
        k = ta ? A.rows() : A.cols();
        require_shape(r, "A", A, ta ? k : m, ta ? m : k);
        require_shape(r, "B", B, tb ? n : k, tb ? k : n);
    }
    const int64_t A_ld = A.ld(), B_ld = B.ld(), C_ld = C.ld(), count = C.count();
    const GemmSpec<T> s{C.layout(), {&transA}, {&transB}, &m,    &n,    &k,      &alpha,
                        mats(A),    &A_ld,     mats(B),   &B_ld, &beta, mats(C), &C_ld};
    run_grouped(s, 1, &count, nullptr, Report::Throw);
}

template <class T>
void gemm_groups(Layout layout, Groups<Op> transA, Groups<Op> transB, Sizes m, Sizes n, Sizes k,
                 Groups<compute_t<T>> alpha, InPtrs<T> A, Sizes A_ld, InPtrs<T> B, Sizes B_ld,
                 Groups<compute_t<T>> beta, OutPtrs<T> C, Sizes C_ld, Sizes group_sizes) {
    require_span_lengths<kGemmArgs>("gemm", group_sizes, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld,
                                    beta, C, C_ld);
    const GemmSpec<T> s{layout,
                        {transA.data()},
                        {transB.data()},
                        m.data(),
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
void gemm(Op transA, Op transB, Val<T> alpha, const In<T>& A, const In<T>& B, Val<T> beta,
          const BatchView<T>& C) {
    impl::gemm_operands<T>(transA, transB, alpha, A, B, beta, C);
}
template <Scalar T>
void gemm(Op transA, Op transB, Val<T> alpha, const InterleavedBatch<T>& A, const InterleavedBatch<T>& B,
          Val<T> beta, InterleavedBatch<T>& C) {
    impl::gemm_operands<T>(transA, transB, alpha, A, B, beta, C);
}

template <Scalar T>
void gemm(Layout layout, Groups<Op> transA, Groups<Op> transB, Sizes m, Sizes n, Sizes k, Groups<T> alpha,
          InPtrs<T> A, Sizes A_ld, InPtrs<T> B, Sizes B_ld, Groups<T> beta, OutPtrs<T> C, Sizes C_ld,
          Sizes group_sizes) {
    impl::gemm_groups<T>(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                         group_sizes);
}

#if BBLAS_HAVE_HALF
void gemm(Op transA, Op transB, float alpha, const BatchView<const _Float16>& A,
          const BatchView<const _Float16>& B, float beta, const BatchView<_Float16>& C) {
    impl::gemm_operands<_Float16>(transA, transB, alpha, A, B, beta, C);
}
void gemm(Layout layout, Groups<Op> transA, Groups<Op> transB, Sizes m, Sizes n, Sizes k, Groups<float> alpha,
          InPtrs<_Float16> A, Sizes A_ld, InPtrs<_Float16> B, Sizes B_ld, Groups<float> beta,
          OutPtrs<_Float16> C, Sizes C_ld, Sizes group_sizes) {
    impl::gemm_groups<_Float16>(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                                group_sizes);
}
void gemm(Op transA, Op transB, std::complex<float> alpha, const BatchView<const complex_half>& A,
          const BatchView<const complex_half>& B, std::complex<float> beta,
          const BatchView<complex_half>& C) {
    impl::gemm_operands<complex_half>(transA, transB, alpha, A, B, beta, C);
}
void gemm(Layout layout, Groups<Op> transA, Groups<Op> transB, Sizes m, Sizes n, Sizes k,
          Groups<std::complex<float>> alpha, InPtrs<complex_half> A, Sizes A_ld, InPtrs<complex_half> B,
          Sizes B_ld, Groups<std::complex<float>> beta, OutPtrs<complex_half> C, Sizes C_ld,
          Sizes group_sizes) {
    impl::gemm_groups<complex_half>(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                                    group_sizes);
}
// ... and on interleaved containers of half
void gemm(Op transA, Op transB, float alpha, const IB<_Float16>& A, const IB<_Float16>& B, float beta,
          IB<_Float16>& C) {
    impl::gemm_operands<_Float16>(transA, transB, alpha, A, B, beta, C);
}
void gemm(Op transA, Op transB, cfloat alpha, const IB<complex_half>& A, const IB<complex_half>& B,
          cfloat beta, IB<complex_half>& C) {
    impl::gemm_operands<complex_half>(transA, transB, alpha, A, B, beta, C);
}
#endif

namespace {
// Every form of every routine of this file, instantiated for the scalar types (core/types.hh).
template <class T>
struct Forms {
    void (*gemm_0)(Op, Op, Val<T>, const In<T>&, const In<T>&, Val<T>, const BatchView<T>&) = gemm<T>;
    void (*gemm_1)(Op, Op, Val<T>, const InterleavedBatch<T>&, const InterleavedBatch<T>&, Val<T>,
                   InterleavedBatch<T>&) = gemm<T>;
    void (*gemm_2)(Layout, Groups<Op>, Groups<Op>, Sizes, Sizes, Sizes, Groups<T>, InPtrs<T>, Sizes,
                   InPtrs<T>, Sizes, Groups<T>, OutPtrs<T>, Sizes, Sizes) = gemm<T>;
};
}  // namespace
template struct impl::Instantiate<Forms, impl::Scalars>;

}  // namespace bblas
