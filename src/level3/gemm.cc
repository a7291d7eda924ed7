// The C++ API of gemm (bblas/level3.hh): views and spans become one call of the shared driver.
#include "bblas/level3.hh"
#include "core/cpp_args.hh"
#include "level3/gemm.hh"

namespace bblas {

namespace impl {
namespace {

// Any mix of views, or containers only: shapes from the operands, then the shared driver.
template <class T, class VA, class VB, class VC>
void gemm_operands(Op transA, Op transB, T alpha, const VA& A, const VB& B, T beta, VC& C) {
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
    const GemmSpec<T> s{C.layout(), {&transA}, {&transB}, &m, &n, &k, &alpha, mats(A), &A_ld,
                        mats(B), &B_ld, &beta, mats(C), &C_ld};
    run_grouped(s, 1, &count, nullptr, Report::Throw);
}

}  // namespace
}  // namespace impl

template <Scalar T>
void gemm(Op transA, Op transB, Val<T> alpha, const In<T>& A, const In<T>& B, Val<T> beta,
          const BatchView<T>& C) {
    impl::gemm_operands(transA, transB, alpha, A, B, beta, C);
}
template <Scalar T>
void gemm(Op transA, Op transB, Val<T> alpha, const InterleavedBatch<T>& A,
          const InterleavedBatch<T>& B, Val<T> beta, InterleavedBatch<T>& C) {
    impl::gemm_operands(transA, transB, alpha, A, B, beta, C);
}

template <Scalar T>
void gemm(Layout layout, Groups<Op> transA, Groups<Op> transB, Sizes m, Sizes n, Sizes k,
          Groups<T> alpha, InPtrs<T> A, Sizes A_ld, InPtrs<T> B, Sizes B_ld, Groups<T> beta,
          OutPtrs<T> C, Sizes C_ld, Sizes group_sizes) {
    const impl::SpanLengths len("gemm", group_sizes);
    len.per_group("transA", transA.size());
    len.per_group("transB", transB.size());
    len.per_group("m", m.size());
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
    using impl::Mats;
    const impl::GemmSpec<T> s{layout, {transA.data()}, {transB.data()}, m.data(), n.data(),
                              k.data(), alpha.data(), Mats<const T>::pointers(A.data()),
                              A_ld.data(), Mats<const T>::pointers(B.data()), B_ld.data(),
                              beta.data(), Mats<T>::pointers(C.data()), C_ld.data()};
    impl::run_grouped(s, int64_t(group_sizes.size()), group_sizes.data(), nullptr,
                      impl::Report::Throw);
}

template void gemm<float>(Op, Op, float, const In<float>&, const In<float>&, float, const BatchView<float>&);
template void gemm<double>(Op, Op, double, const In<double>&, const In<double>&, double, const BatchView<double>&);
template void gemm<std::complex<float>>(Op, Op, std::complex<float>, const In<std::complex<float>>&, const In<std::complex<float>>&, std::complex<float>, const BatchView<std::complex<float>>&);
template void gemm<std::complex<double>>(Op, Op, std::complex<double>, const In<std::complex<double>>&, const In<std::complex<double>>&, std::complex<double>, const BatchView<std::complex<double>>&);

template void gemm<float>(Op, Op, float, const InterleavedBatch<float>&, const InterleavedBatch<float>&, float, InterleavedBatch<float>&);
template void gemm<double>(Op, Op, double, const InterleavedBatch<double>&, const InterleavedBatch<double>&, double, InterleavedBatch<double>&);
template void gemm<std::complex<float>>(Op, Op, std::complex<float>, const InterleavedBatch<std::complex<float>>&, const InterleavedBatch<std::complex<float>>&, std::complex<float>, InterleavedBatch<std::complex<float>>&);
template void gemm<std::complex<double>>(Op, Op, std::complex<double>, const InterleavedBatch<std::complex<double>>&, const InterleavedBatch<std::complex<double>>&, std::complex<double>, InterleavedBatch<std::complex<double>>&);

template void gemm<float>(Layout, Groups<Op>, Groups<Op>, Sizes, Sizes, Sizes, Groups<float>, InPtrs<float>, Sizes, InPtrs<float>, Sizes, Groups<float>, OutPtrs<float>, Sizes, Sizes);
template void gemm<double>(Layout, Groups<Op>, Groups<Op>, Sizes, Sizes, Sizes, Groups<double>, InPtrs<double>, Sizes, InPtrs<double>, Sizes, Groups<double>, OutPtrs<double>, Sizes, Sizes);
template void gemm<std::complex<float>>(Layout, Groups<Op>, Groups<Op>, Sizes, Sizes, Sizes, Groups<std::complex<float>>, InPtrs<std::complex<float>>, Sizes, InPtrs<std::complex<float>>, Sizes, Groups<std::complex<float>>, OutPtrs<std::complex<float>>, Sizes, Sizes);
template void gemm<std::complex<double>>(Layout, Groups<Op>, Groups<Op>, Sizes, Sizes, Sizes, Groups<std::complex<double>>, InPtrs<std::complex<double>>, Sizes, InPtrs<std::complex<double>>, Sizes, Groups<std::complex<double>>, OutPtrs<std::complex<double>>, Sizes, Sizes);

}  // namespace bblas
