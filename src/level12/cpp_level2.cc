// The C++ API of batched Level 2 (bblas/level12.hh): views and spans become one call of the
// shared driver with the Specs of level12/level2.hh, the same as the C API's.
#include <complex>
#include <string>

#include "level12/cpp_vectors.hh"
#include "level12/level2.hh"

namespace bblas {

namespace impl {
namespace {

// Every vector has the matrix's count and the length the matrix's shape gives it.
template <class T>
void gemv_views(Op trans, T alpha, const BatchView<const T>& A, const VectorBatchView<const T>& x,
                T beta, const VectorBatchView<T>& y) {
    constexpr const char* r = "gemv";
    require_count(r, "x", x, A.count());
    require_count(r, "y", y, A.count());
    const int64_t m = A.rows(), n = A.cols();
    if (valid(trans)) {  // otherwise the driver names the option
        const bool t = trans != Op::NoTrans;
        require_length(r, "x", x, t ? m : n);
        require_length(r, "y", y, t ? n : m);
    }
    require_apart(r, "y", y);
    const int64_t lda = A.ld(), incx = x.inc(), incy = y.inc(), count = A.count();
    const GemvSpec<T> s{A.layout(), {&trans}, &m, &n, &alpha, mats(A), &lda, mats(x), &incx,
                        &beta, mats(y), &incy};
    run_grouped(s, 1, &count, nullptr, Report::Throw);
}

template <class T, bool Conj>
void ger_views(T alpha, const VectorBatchView<const T>& x, const VectorBatchView<const T>& y,
               const BatchView<T>& A) {
    constexpr const char* r = GerSpec<T, Conj>::name;
    require_count(r, "x", x, A.count());
    require_count(r, "y", y, A.count());
    const int64_t m = A.rows(), n = A.cols();
    require_length(r, "x", x, m);
    require_length(r, "y", y, n);
    require_apart(r, "A", A);
    const int64_t lda = A.ld(), incx = x.inc(), incy = y.inc(), count = A.count();
    const GerSpec<T, Conj> s{A.layout(), &m, &n, &alpha, mats(x), &incx, mats(y), &incy, mats(A), &lda};
    run_grouped(s, 1, &count, nullptr, Report::Throw);
}

template <class T, bool Herm>
void symv_views(Uplo uplo, T alpha, const BatchView<const T>& A, const VectorBatchView<const T>& x,
                T beta, const VectorBatchView<T>& y) {
    constexpr const char* r = SymvSpec<T, Herm>::name;
    const int64_t n = A.rows();
    require_shape(r, "A", A, n, n);
    require_count(r, "x", x, A.count());
    require_count(r, "y", y, A.count());
    require_length(r, "x", x, n);
    require_length(r, "y", y, n);
    require_apart(r, "y", y);
    const int64_t lda = A.ld(), incx = x.inc(), incy = y.inc(), count = A.count();
    const SymvSpec<T, Herm> s{A.layout(), {&uplo}, &n, &alpha, mats(A), &lda, mats(x), &incx,
                              &beta, mats(y), &incy};
    run_grouped(s, 1, &count, nullptr, Report::Throw);
}

template <class T, bool Solve>
void trxv_views(Uplo uplo, Op trans, Diag diag, const BatchView<const T>& A, const VectorBatchView<T>& x) {
    constexpr const char* r = TrxvSpec<T, Solve>::name;
    const int64_t n = A.rows();
    require_shape(r, "A", A, n, n);
    require_count(r, "x", x, A.count());
    require_length(r, "x", x, n);
    require_apart(r, "x", x);
    const int64_t lda = A.ld(), incx = x.inc(), count = A.count();
    const TrxvSpec<T, Solve> s{A.layout(), {&uplo}, {&trans}, {&diag}, &n, mats(A), &lda, mats(x), &incx};
    run_grouped(s, 1, &count, nullptr, Report::Throw);
}

template <class T, bool Conj>
void ger_groups(Layout layout, Sizes m, Sizes n, Groups<T> alpha, InPtrs<T> x, Sizes incx,
                InPtrs<T> y, Sizes incy, OutPtrs<T> A, Sizes A_ld, Sizes group_sizes) {
    const SpanLengths len(GerSpec<T, Conj>::name, group_sizes);
    len.per_group("m", m.size());
    len.per_group("n", n.size());
    len.per_group("alpha", alpha.size());
    len.per_group("incx", incx.size());
    len.per_group("incy", incy.size());
    len.per_group("A_ld", A_ld.size());
    len.per_matrix("x", x.size());
    len.per_matrix("y", y.size());
    len.per_matrix("A", A.size());
    const GerSpec<T, Conj> s{layout, m.data(), n.data(), alpha.data(), Mats<const T>::pointers(x.data()),
                             incx.data(), Mats<const T>::pointers(y.data()), incy.data(),
                             Mats<T>::pointers(A.data()), A_ld.data()};
    run_grouped(s, int64_t(group_sizes.size()), group_sizes.data(), nullptr, Report::Throw);
}

template <class T, bool Herm>
void symv_groups(Layout layout, Groups<Uplo> uplo, Sizes n, Groups<T> alpha, InPtrs<T> A, Sizes A_ld,
                 InPtrs<T> x, Sizes incx, Groups<T> beta, OutPtrs<T> y, Sizes incy, Sizes group_sizes) {
    const SpanLengths len(SymvSpec<T, Herm>::name, group_sizes);
    len.per_group("uplo", uplo.size());
    len.per_group("n", n.size());
    len.per_group("alpha", alpha.size());
    len.per_group("A_ld", A_ld.size());
    len.per_group("incx", incx.size());
    len.per_group("beta", beta.size());
    len.per_group("incy", incy.size());
    len.per_matrix("A", A.size());
    len.per_matrix("x", x.size());
    len.per_matrix("y", y.size());
    const SymvSpec<T, Herm> s{layout, {uplo.data()}, n.data(), alpha.data(), Mats<const T>::pointers(A.data()),
                              A_ld.data(), Mats<const T>::pointers(x.data()), incx.data(), beta.data(),
                              Mats<T>::pointers(y.data()), incy.data()};
    run_grouped(s, int64_t(group_sizes.size()), group_sizes.data(), nullptr, Report::Throw);
}

template <class T, bool Solve>
void trxv_groups(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Groups<Diag> diag, Sizes n,
                 InPtrs<T> A, Sizes A_ld, OutPtrs<T> x, Sizes incx, Sizes group_sizes) {
    const SpanLengths len(TrxvSpec<T, Solve>::name, group_sizes);
    len.per_group("uplo", uplo.size());
    len.per_group("trans", trans.size());
    len.per_group("diag", diag.size());
    len.per_group("n", n.size());
    len.per_group("A_ld", A_ld.size());
    len.per_group("incx", incx.size());
    len.per_matrix("A", A.size());
    len.per_matrix("x", x.size());
    const TrxvSpec<T, Solve> s{layout, {uplo.data()}, {trans.data()}, {diag.data()}, n.data(),
                               Mats<const T>::pointers(A.data()), A_ld.data(),
                               Mats<T>::pointers(x.data()), incx.data()};
    run_grouped(s, int64_t(group_sizes.size()), group_sizes.data(), nullptr, Report::Throw);
}

}  // namespace
}  // namespace impl

template <Scalar T>
void gemv(Op trans, Val<T> alpha, const In<T>& A, const InVec<T>& x, Val<T> beta, const OutVec<T>& y) {
    impl::gemv_views<T>(trans, alpha, A, x, beta, y);
}
template <Scalar T>
    requires(!is_complex_v<T>)
void ger(Val<T> alpha, const InVec<T>& x, const InVec<T>& y, const BatchView<T>& A) {
    impl::ger_views<T, false>(alpha, x, y, A);
}
template <Scalar T>
    requires is_complex_v<T>
void geru(Val<T> alpha, const InVec<T>& x, const InVec<T>& y, const BatchView<T>& A) {
    impl::ger_views<T, false>(alpha, x, y, A);
}
template <Scalar T>
    requires is_complex_v<T>
void gerc(Val<T> alpha, const InVec<T>& x, const InVec<T>& y, const BatchView<T>& A) {
    impl::ger_views<T, true>(alpha, x, y, A);
}
template <Scalar T>
void symv(Uplo uplo, Val<T> alpha, const In<T>& A, const InVec<T>& x, Val<T> beta, const OutVec<T>& y) {
    impl::symv_views<T, false>(uplo, alpha, A, x, beta, y);
}
template <Scalar T>
void hemv(Uplo uplo, Val<T> alpha, const In<T>& A, const InVec<T>& x, Val<T> beta, const OutVec<T>& y) {
    impl::symv_views<T, true>(uplo, alpha, A, x, beta, y);
}
template <Scalar T>
void trmv(Uplo uplo, Op trans, Diag diag, const In<T>& A, const OutVec<T>& x) {
    impl::trxv_views<T, false>(uplo, trans, diag, A, x);
}
template <Scalar T>
void trsv(Uplo uplo, Op trans, Diag diag, const In<T>& A, const OutVec<T>& x) {
    impl::trxv_views<T, true>(uplo, trans, diag, A, x);
}

template <Scalar T>
void gemv(Layout layout, Groups<Op> trans, Sizes m, Sizes n, Groups<T> alpha, InPtrs<T> A, Sizes A_ld,
          InPtrs<T> x, Sizes incx, Groups<T> beta, OutPtrs<T> y, Sizes incy, Sizes group_sizes) {
    const impl::SpanLengths len("gemv", group_sizes);
    len.per_group("trans", trans.size());
    len.per_group("m", m.size());
    len.per_group("n", n.size());
    len.per_group("alpha", alpha.size());
    len.per_group("A_ld", A_ld.size());
    len.per_group("incx", incx.size());
    len.per_group("beta", beta.size());
    len.per_group("incy", incy.size());
    len.per_matrix("A", A.size());
    len.per_matrix("x", x.size());
    len.per_matrix("y", y.size());
    using impl::Mats;
    const impl::GemvSpec<T> s{layout, {trans.data()}, m.data(), n.data(), alpha.data(),
                              Mats<const T>::pointers(A.data()), A_ld.data(),
                              Mats<const T>::pointers(x.data()), incx.data(), beta.data(),
                              Mats<T>::pointers(y.data()), incy.data()};
    impl::run_grouped(s, int64_t(group_sizes.size()), group_sizes.data(), nullptr, impl::Report::Throw);
}
template <Scalar T>
    requires(!is_complex_v<T>)
void ger(Layout layout, Sizes m, Sizes n, Groups<T> alpha, InPtrs<T> x, Sizes incx, InPtrs<T> y,
         Sizes incy, OutPtrs<T> A, Sizes A_ld, Sizes group_sizes) {
    impl::ger_groups<T, false>(layout, m, n, alpha, x, incx, y, incy, A, A_ld, group_sizes);
}
template <Scalar T>
    requires is_complex_v<T>
void geru(Layout layout, Sizes m, Sizes n, Groups<T> alpha, InPtrs<T> x, Sizes incx, InPtrs<T> y,
          Sizes incy, OutPtrs<T> A, Sizes A_ld, Sizes group_sizes) {
    impl::ger_groups<T, false>(layout, m, n, alpha, x, incx, y, incy, A, A_ld, group_sizes);
}
template <Scalar T>
    requires is_complex_v<T>
void gerc(Layout layout, Sizes m, Sizes n, Groups<T> alpha, InPtrs<T> x, Sizes incx, InPtrs<T> y,
          Sizes incy, OutPtrs<T> A, Sizes A_ld, Sizes group_sizes) {
    impl::ger_groups<T, true>(layout, m, n, alpha, x, incx, y, incy, A, A_ld, group_sizes);
}
template <Scalar T>
void symv(Layout layout, Groups<Uplo> uplo, Sizes n, Groups<T> alpha, InPtrs<T> A, Sizes A_ld,
          InPtrs<T> x, Sizes incx, Groups<T> beta, OutPtrs<T> y, Sizes incy, Sizes group_sizes) {
    impl::symv_groups<T, false>(layout, uplo, n, alpha, A, A_ld, x, incx, beta, y, incy, group_sizes);
}
template <Scalar T>
void hemv(Layout layout, Groups<Uplo> uplo, Sizes n, Groups<T> alpha, InPtrs<T> A, Sizes A_ld,
          InPtrs<T> x, Sizes incx, Groups<T> beta, OutPtrs<T> y, Sizes incy, Sizes group_sizes) {
    impl::symv_groups<T, true>(layout, uplo, n, alpha, A, A_ld, x, incx, beta, y, incy, group_sizes);
}
template <Scalar T>
void trmv(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Groups<Diag> diag, Sizes n, InPtrs<T> A,
          Sizes A_ld, OutPtrs<T> x, Sizes incx, Sizes group_sizes) {
    impl::trxv_groups<T, false>(layout, uplo, trans, diag, n, A, A_ld, x, incx, group_sizes);
}
template <Scalar T>
void trsv(Layout layout, Groups<Uplo> uplo, Groups<Op> trans, Groups<Diag> diag, Sizes n, InPtrs<T> A,
          Sizes A_ld, OutPtrs<T> x, Sizes incx, Sizes group_sizes) {
    impl::trxv_groups<T, true>(layout, uplo, trans, diag, n, A, A_ld, x, incx, group_sizes);
}

template void gemv<float>(Op, float, const In<float>&, const InVec<float>&, float, const OutVec<float>&);
template void gemv<double>(Op, double, const In<double>&, const InVec<double>&, double, const OutVec<double>&);
template void gemv<std::complex<float>>(Op, std::complex<float>, const In<std::complex<float>>&, const InVec<std::complex<float>>&, std::complex<float>, const OutVec<std::complex<float>>&);
template void gemv<std::complex<double>>(Op, std::complex<double>, const In<std::complex<double>>&, const InVec<std::complex<double>>&, std::complex<double>, const OutVec<std::complex<double>>&);
template void ger<float>(float, const InVec<float>&, const InVec<float>&, const BatchView<float>&);
template void ger<double>(double, const InVec<double>&, const InVec<double>&, const BatchView<double>&);
template void geru<std::complex<float>>(std::complex<float>, const InVec<std::complex<float>>&, const InVec<std::complex<float>>&, const BatchView<std::complex<float>>&);
template void geru<std::complex<double>>(std::complex<double>, const InVec<std::complex<double>>&, const InVec<std::complex<double>>&, const BatchView<std::complex<double>>&);
template void gerc<std::complex<float>>(std::complex<float>, const InVec<std::complex<float>>&, const InVec<std::complex<float>>&, const BatchView<std::complex<float>>&);
template void gerc<std::complex<double>>(std::complex<double>, const InVec<std::complex<double>>&, const InVec<std::complex<double>>&, const BatchView<std::complex<double>>&);
template void symv<float>(Uplo, float, const In<float>&, const InVec<float>&, float, const OutVec<float>&);
template void symv<double>(Uplo, double, const In<double>&, const InVec<double>&, double, const OutVec<double>&);
template void symv<std::complex<float>>(Uplo, std::complex<float>, const In<std::complex<float>>&, const InVec<std::complex<float>>&, std::complex<float>, const OutVec<std::complex<float>>&);
template void symv<std::complex<double>>(Uplo, std::complex<double>, const In<std::complex<double>>&, const InVec<std::complex<double>>&, std::complex<double>, const OutVec<std::complex<double>>&);
template void hemv<float>(Uplo, float, const In<float>&, const InVec<float>&, float, const OutVec<float>&);
template void hemv<double>(Uplo, double, const In<double>&, const InVec<double>&, double, const OutVec<double>&);
template void hemv<std::complex<float>>(Uplo, std::complex<float>, const In<std::complex<float>>&, const InVec<std::complex<float>>&, std::complex<float>, const OutVec<std::complex<float>>&);
template void hemv<std::complex<double>>(Uplo, std::complex<double>, const In<std::complex<double>>&, const InVec<std::complex<double>>&, std::complex<double>, const OutVec<std::complex<double>>&);
template void trmv<float>(Uplo, Op, Diag, const In<float>&, const OutVec<float>&);
template void trmv<double>(Uplo, Op, Diag, const In<double>&, const OutVec<double>&);
template void trmv<std::complex<float>>(Uplo, Op, Diag, const In<std::complex<float>>&, const OutVec<std::complex<float>>&);
template void trmv<std::complex<double>>(Uplo, Op, Diag, const In<std::complex<double>>&, const OutVec<std::complex<double>>&);
template void trsv<float>(Uplo, Op, Diag, const In<float>&, const OutVec<float>&);
template void trsv<double>(Uplo, Op, Diag, const In<double>&, const OutVec<double>&);
template void trsv<std::complex<float>>(Uplo, Op, Diag, const In<std::complex<float>>&, const OutVec<std::complex<float>>&);
template void trsv<std::complex<double>>(Uplo, Op, Diag, const In<std::complex<double>>&, const OutVec<std::complex<double>>&);
template void gemv<float>(Layout, Groups<Op>, Sizes, Sizes, Groups<float>, InPtrs<float>, Sizes, InPtrs<float>, Sizes, Groups<float>, OutPtrs<float>, Sizes, Sizes);
template void gemv<double>(Layout, Groups<Op>, Sizes, Sizes, Groups<double>, InPtrs<double>, Sizes, InPtrs<double>, Sizes, Groups<double>, OutPtrs<double>, Sizes, Sizes);
template void gemv<std::complex<float>>(Layout, Groups<Op>, Sizes, Sizes, Groups<std::complex<float>>, InPtrs<std::complex<float>>, Sizes, InPtrs<std::complex<float>>, Sizes, Groups<std::complex<float>>, OutPtrs<std::complex<float>>, Sizes, Sizes);
template void gemv<std::complex<double>>(Layout, Groups<Op>, Sizes, Sizes, Groups<std::complex<double>>, InPtrs<std::complex<double>>, Sizes, InPtrs<std::complex<double>>, Sizes, Groups<std::complex<double>>, OutPtrs<std::complex<double>>, Sizes, Sizes);
template void ger<float>(Layout, Sizes, Sizes, Groups<float>, InPtrs<float>, Sizes, InPtrs<float>, Sizes, OutPtrs<float>, Sizes, Sizes);
template void ger<double>(Layout, Sizes, Sizes, Groups<double>, InPtrs<double>, Sizes, InPtrs<double>, Sizes, OutPtrs<double>, Sizes, Sizes);
template void geru<std::complex<float>>(Layout, Sizes, Sizes, Groups<std::complex<float>>, InPtrs<std::complex<float>>, Sizes, InPtrs<std::complex<float>>, Sizes, OutPtrs<std::complex<float>>, Sizes, Sizes);
template void geru<std::complex<double>>(Layout, Sizes, Sizes, Groups<std::complex<double>>, InPtrs<std::complex<double>>, Sizes, InPtrs<std::complex<double>>, Sizes, OutPtrs<std::complex<double>>, Sizes, Sizes);
template void gerc<std::complex<float>>(Layout, Sizes, Sizes, Groups<std::complex<float>>, InPtrs<std::complex<float>>, Sizes, InPtrs<std::complex<float>>, Sizes, OutPtrs<std::complex<float>>, Sizes, Sizes);
template void gerc<std::complex<double>>(Layout, Sizes, Sizes, Groups<std::complex<double>>, InPtrs<std::complex<double>>, Sizes, InPtrs<std::complex<double>>, Sizes, OutPtrs<std::complex<double>>, Sizes, Sizes);
template void symv<float>(Layout, Groups<Uplo>, Sizes, Groups<float>, InPtrs<float>, Sizes, InPtrs<float>, Sizes, Groups<float>, OutPtrs<float>, Sizes, Sizes);
template void symv<double>(Layout, Groups<Uplo>, Sizes, Groups<double>, InPtrs<double>, Sizes, InPtrs<double>, Sizes, Groups<double>, OutPtrs<double>, Sizes, Sizes);
template void symv<std::complex<float>>(Layout, Groups<Uplo>, Sizes, Groups<std::complex<float>>, InPtrs<std::complex<float>>, Sizes, InPtrs<std::complex<float>>, Sizes, Groups<std::complex<float>>, OutPtrs<std::complex<float>>, Sizes, Sizes);
template void symv<std::complex<double>>(Layout, Groups<Uplo>, Sizes, Groups<std::complex<double>>, InPtrs<std::complex<double>>, Sizes, InPtrs<std::complex<double>>, Sizes, Groups<std::complex<double>>, OutPtrs<std::complex<double>>, Sizes, Sizes);
template void hemv<float>(Layout, Groups<Uplo>, Sizes, Groups<float>, InPtrs<float>, Sizes, InPtrs<float>, Sizes, Groups<float>, OutPtrs<float>, Sizes, Sizes);
template void hemv<double>(Layout, Groups<Uplo>, Sizes, Groups<double>, InPtrs<double>, Sizes, InPtrs<double>, Sizes, Groups<double>, OutPtrs<double>, Sizes, Sizes);
template void hemv<std::complex<float>>(Layout, Groups<Uplo>, Sizes, Groups<std::complex<float>>, InPtrs<std::complex<float>>, Sizes, InPtrs<std::complex<float>>, Sizes, Groups<std::complex<float>>, OutPtrs<std::complex<float>>, Sizes, Sizes);
template void hemv<std::complex<double>>(Layout, Groups<Uplo>, Sizes, Groups<std::complex<double>>, InPtrs<std::complex<double>>, Sizes, InPtrs<std::complex<double>>, Sizes, Groups<std::complex<double>>, OutPtrs<std::complex<double>>, Sizes, Sizes);
template void trmv<float>(Layout, Groups<Uplo>, Groups<Op>, Groups<Diag>, Sizes, InPtrs<float>, Sizes, OutPtrs<float>, Sizes, Sizes);
template void trmv<double>(Layout, Groups<Uplo>, Groups<Op>, Groups<Diag>, Sizes, InPtrs<double>, Sizes, OutPtrs<double>, Sizes, Sizes);
template void trmv<std::complex<float>>(Layout, Groups<Uplo>, Groups<Op>, Groups<Diag>, Sizes, InPtrs<std::complex<float>>, Sizes, OutPtrs<std::complex<float>>, Sizes, Sizes);
template void trmv<std::complex<double>>(Layout, Groups<Uplo>, Groups<Op>, Groups<Diag>, Sizes, InPtrs<std::complex<double>>, Sizes, OutPtrs<std::complex<double>>, Sizes, Sizes);
template void trsv<float>(Layout, Groups<Uplo>, Groups<Op>, Groups<Diag>, Sizes, InPtrs<float>, Sizes, OutPtrs<float>, Sizes, Sizes);
template void trsv<double>(Layout, Groups<Uplo>, Groups<Op>, Groups<Diag>, Sizes, InPtrs<double>, Sizes, OutPtrs<double>, Sizes, Sizes);
template void trsv<std::complex<float>>(Layout, Groups<Uplo>, Groups<Op>, Groups<Diag>, Sizes, InPtrs<std::complex<float>>, Sizes, OutPtrs<std::complex<float>>, Sizes, Sizes);
template void trsv<std::complex<double>>(Layout, Groups<Uplo>, Groups<Op>, Groups<Diag>, Sizes, InPtrs<std::complex<double>>, Sizes, OutPtrs<std::complex<double>>, Sizes, Sizes);

}  // namespace bblas
