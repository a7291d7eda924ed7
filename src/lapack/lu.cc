// The C++ API of the LU family (bblas/lapack.hh).
#include <algorithm>
#include <complex>
#include <string>
#include <vector>

#include "bblas/lapack.hh"
#include "core/cpp_args.hh"
#include "lapack/lu.hh"

namespace bblas {
namespace impl {
namespace {

// getrs reads A only; the task type is shared with the routines that write it.
template <class T>
Mats<T> writable(Mats<const T> m) {
    return {const_cast<T* const*>(m.ptrs), const_cast<T*>(m.base), m.stride,
            const_cast<real_t<T>*>(m.blocks), m.width, m.block_scalars};
}
template <class T> Mats<T> any_mats(const BatchView<T>& v) { return mats(v); }
template <class T> Mats<T> any_mats(const BatchView<const T>& v) {
    return writable<T>(v.pointers() ? Mats<const T>::pointers(v.pointers())
                                    : Mats<const T>::strided(v.base(), v.stride()));
}
template <class T> Mats<T> any_mats(InterleavedBatch<T>& c) { return mats(c); }
template <class T> Mats<T> any_mats(const InterleavedBatch<T>& c) { return writable<T>(mats(c)); }

template <class P>
void require_pivots(const char* r, const P& ipiv, int64_t count, int64_t k) {
    require(ipiv.count() == count, r, "ipiv",
            "count " + std::to_string(ipiv.count()) + " differs from " + std::to_string(count));
    require(ipiv.rows() >= k && ipiv.cols() >= 1, r, "ipiv",
            "holds " + shape(ipiv.rows(), ipiv.cols()) + ", needs " + std::to_string(k) + " pivots");
}

// One group of the standard interface from views; the matrices' shapes come from A (and B).
template <class T, LuOp Kind, class VA, class VB = VA>
std::vector<int64_t> lu_views(const VA& A, const InPivots* ipiv, Op trans, const VB* B) {
    constexpr const char* r = LuSpec<T, Kind>::name;
    const int64_t m = Kind == LuOp::Getrf || Kind == LuOp::GetrfNoPiv ? A.rows() : A.cols();
    const int64_t n = A.cols(), count = A.count();
    if (Kind != LuOp::Getrf && Kind != LuOp::GetrfNoPiv) require_shape(r, "A", A, n, n);
    if (ipiv) require_pivots(r, *ipiv, count, std::min(m, n));
    int64_t nrhs = 0, B_ld = 0;
    if (B) {
        require_alike(r, "B", *B, A);
        require(B->rows() == n, r, "B", "has " + std::to_string(B->rows()) + " rows, needs " + std::to_string(n));
        nrhs = B->cols();
        B_ld = B->ld();
    }
    const int64_t A_ld = A.ld();
    const Mats<int64_t> piv = ipiv ? any_mats<int64_t>(*ipiv) : Mats<int64_t>{};
    const LuSpec<T, Kind> s{A.layout(), {&trans}, &m, &n, &nrhs, any_mats<T>(A), &A_ld, piv,
                            B ? any_mats<T>(*B) : Mats<T>{}, &B_ld};
    std::vector<int64_t> info(size_t(count > 0 ? count : 0));
    run_grouped(s, 1, &count, nullptr, Report::Throw, nullptr, info.data());
    return info;
}

}  // namespace
}  // namespace impl

using impl::LuOp;

template <Scalar T> std::vector<int64_t> getrf(const BatchView<T>& A, const Pivots& ipiv) {
    const InPivots p = ipiv;
    return impl::lu_views<T, LuOp::Getrf>(A, &p, Op::NoTrans, (const BatchView<T>*)nullptr);
}
template <Scalar T> std::vector<int64_t> getrf_nopiv(const BatchView<T>& A) {
    return impl::lu_views<T, LuOp::GetrfNoPiv>(A, nullptr, Op::NoTrans, (const BatchView<T>*)nullptr);
}
template <Scalar T> void getrs(Op trans, const In<T>& A, const InPivots& ipiv, const BatchView<T>& B) {
    impl::lu_views<T, LuOp::Getrs>(A, &ipiv, trans, &B);
}
template <Scalar T>
std::vector<int64_t> gesv(const BatchView<T>& A, const Pivots& ipiv, const BatchView<T>& B) {
    const InPivots p = ipiv;
    return impl::lu_views<T, LuOp::Gesv>(A, &p, Op::NoTrans, &B);
}
template <Scalar T> std::vector<int64_t> getri(const BatchView<T>& A, const InPivots& ipiv) {
    return impl::lu_views<T, LuOp::Getri>(A, &ipiv, Op::NoTrans, (const BatchView<T>*)nullptr);
}
template <Scalar T> std::vector<int64_t> getrf_inv(const BatchView<T>& A) {
    return impl::lu_views<T, LuOp::Inverse>(A, nullptr, Op::NoTrans, (const BatchView<T>*)nullptr);
}

template <Scalar T> std::vector<int64_t> getrf(IB<T>& A, const Pivots& ipiv) {
    const InPivots p = ipiv;
    return impl::lu_views<T, LuOp::Getrf>(A, &p, Op::NoTrans, (const IB<T>*)nullptr);
}
template <Scalar T> std::vector<int64_t> getrf_nopiv(IB<T>& A) {
    return impl::lu_views<T, LuOp::GetrfNoPiv>(A, nullptr, Op::NoTrans, (const IB<T>*)nullptr);
}
template <Scalar T> void getrs(Op trans, const IB<T>& A, const InPivots& ipiv, IB<T>& B) {
    impl::lu_views<T, LuOp::Getrs>(A, &ipiv, trans, &B);
}
template <Scalar T> std::vector<int64_t> gesv(IB<T>& A, const Pivots& ipiv, IB<T>& B) {
    const InPivots p = ipiv;
    return impl::lu_views<T, LuOp::Gesv>(A, &p, Op::NoTrans, &B);
}
template <Scalar T> std::vector<int64_t> getri(IB<T>& A, const InPivots& ipiv) {
    return impl::lu_views<T, LuOp::Getri>(A, &ipiv, Op::NoTrans, (const IB<T>*)nullptr);
}
template <Scalar T> std::vector<int64_t> getrf_inv(IB<T>& A) {
    return impl::lu_views<T, LuOp::Inverse>(A, nullptr, Op::NoTrans, (const IB<T>*)nullptr);
}

template std::vector<int64_t> getrf<float>(const BatchView<float>&, const Pivots&);
template std::vector<int64_t> getrf<double>(const BatchView<double>&, const Pivots&);
template std::vector<int64_t> getrf<std::complex<float>>(const BatchView<std::complex<float>>&, const Pivots&);
template std::vector<int64_t> getrf<std::complex<double>>(const BatchView<std::complex<double>>&, const Pivots&);
template std::vector<int64_t> getrf_nopiv<float>(const BatchView<float>&);
template std::vector<int64_t> getrf_nopiv<double>(const BatchView<double>&);
template std::vector<int64_t> getrf_nopiv<std::complex<float>>(const BatchView<std::complex<float>>&);
template std::vector<int64_t> getrf_nopiv<std::complex<double>>(const BatchView<std::complex<double>>&);
template void getrs<float>(Op, const In<float>&, const InPivots&, const BatchView<float>&);
template void getrs<double>(Op, const In<double>&, const InPivots&, const BatchView<double>&);
template void getrs<std::complex<float>>(Op, const In<std::complex<float>>&, const InPivots&, const BatchView<std::complex<float>>&);
template void getrs<std::complex<double>>(Op, const In<std::complex<double>>&, const InPivots&, const BatchView<std::complex<double>>&);
template std::vector<int64_t> gesv<float>(const BatchView<float>&, const Pivots&, const BatchView<float>&);
template std::vector<int64_t> gesv<double>(const BatchView<double>&, const Pivots&, const BatchView<double>&);
template std::vector<int64_t> gesv<std::complex<float>>(const BatchView<std::complex<float>>&, const Pivots&, const BatchView<std::complex<float>>&);
template std::vector<int64_t> gesv<std::complex<double>>(const BatchView<std::complex<double>>&, const Pivots&, const BatchView<std::complex<double>>&);
template std::vector<int64_t> getri<float>(const BatchView<float>&, const InPivots&);
template std::vector<int64_t> getri<double>(const BatchView<double>&, const InPivots&);
template std::vector<int64_t> getri<std::complex<float>>(const BatchView<std::complex<float>>&, const InPivots&);
template std::vector<int64_t> getri<std::complex<double>>(const BatchView<std::complex<double>>&, const InPivots&);
template std::vector<int64_t> getrf_inv<float>(const BatchView<float>&);
template std::vector<int64_t> getrf_inv<double>(const BatchView<double>&);
template std::vector<int64_t> getrf_inv<std::complex<float>>(const BatchView<std::complex<float>>&);
template std::vector<int64_t> getrf_inv<std::complex<double>>(const BatchView<std::complex<double>>&);
template std::vector<int64_t> getrf<float>(IB<float>&, const Pivots&);
template std::vector<int64_t> getrf<double>(IB<double>&, const Pivots&);
template std::vector<int64_t> getrf<std::complex<float>>(IB<std::complex<float>>&, const Pivots&);
template std::vector<int64_t> getrf<std::complex<double>>(IB<std::complex<double>>&, const Pivots&);
template std::vector<int64_t> getrf_nopiv<float>(IB<float>&);
template std::vector<int64_t> getrf_nopiv<double>(IB<double>&);
template std::vector<int64_t> getrf_nopiv<std::complex<float>>(IB<std::complex<float>>&);
template std::vector<int64_t> getrf_nopiv<std::complex<double>>(IB<std::complex<double>>&);
template void getrs<float>(Op, const IB<float>&, const InPivots&, IB<float>&);
template void getrs<double>(Op, const IB<double>&, const InPivots&, IB<double>&);
template void getrs<std::complex<float>>(Op, const IB<std::complex<float>>&, const InPivots&, IB<std::complex<float>>&);
template void getrs<std::complex<double>>(Op, const IB<std::complex<double>>&, const InPivots&, IB<std::complex<double>>&);
template std::vector<int64_t> gesv<float>(IB<float>&, const Pivots&, IB<float>&);
template std::vector<int64_t> gesv<double>(IB<double>&, const Pivots&, IB<double>&);
template std::vector<int64_t> gesv<std::complex<float>>(IB<std::complex<float>>&, const Pivots&, IB<std::complex<float>>&);
template std::vector<int64_t> gesv<std::complex<double>>(IB<std::complex<double>>&, const Pivots&, IB<std::complex<double>>&);
template std::vector<int64_t> getri<float>(IB<float>&, const InPivots&);
template std::vector<int64_t> getri<double>(IB<double>&, const InPivots&);
template std::vector<int64_t> getri<std::complex<float>>(IB<std::complex<float>>&, const InPivots&);
template std::vector<int64_t> getri<std::complex<double>>(IB<std::complex<double>>&, const InPivots&);
template std::vector<int64_t> getrf_inv<float>(IB<float>&);
template std::vector<int64_t> getrf_inv<double>(IB<double>&);
template std::vector<int64_t> getrf_inv<std::complex<float>>(IB<std::complex<float>>&);
template std::vector<int64_t> getrf_inv<std::complex<double>>(IB<std::complex<double>>&);

}  // namespace bblas
