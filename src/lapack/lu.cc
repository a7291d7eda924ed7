// The C++ API of the LU family (bblas/lapack.hh).
#include <algorithm>
#include <complex>
#include <string>
#include <vector>

#include "bblas/lapack.hh"
#include "core/cpp_args.hh"
#include "core/types.hh"
#include "lapack/lu.hh"

namespace bblas {
namespace impl {
namespace {

// getrs reads A only; the task type is shared with the routines that write it.
template <class T>
Mats<T> writable(Mats<const T> m) {
    return {const_cast<T* const*>(m.ptrs),
            const_cast<T*>(m.base),
            m.stride,
            const_cast<real_t<T>*>(m.blocks),
            m.width,
            m.block_scalars};
}
template <class T>
Mats<T> any_mats(const BatchView<T>& v) {
    return mats(v);
}
template <class T>
Mats<T> any_mats(const BatchView<const T>& v) {
    return writable<T>(v.pointers() ? Mats<const T>::pointers(v.pointers())
                                    : Mats<const T>::strided(v.base(), v.stride()));
}
template <class T>
Mats<T> any_mats(InterleavedBatch<T>& c) {
    return mats(c);
}
template <class T>
Mats<T> any_mats(const InterleavedBatch<T>& c) {
    return writable<T>(mats(c));
}

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
        require(B->rows() == n, r, "B",
                "has " + std::to_string(B->rows()) + " rows, needs " + std::to_string(n));
        nrhs = B->cols();
        B_ld = B->ld();
    }
    const int64_t A_ld = A.ld();
    const Mats<int64_t> piv = ipiv ? any_mats<int64_t>(*ipiv) : Mats<int64_t>{};
    const LuSpec<T, Kind> s{
        A.layout(), {&trans}, &m, &n, &nrhs, any_mats<T>(A), &A_ld, piv, B ? any_mats<T>(*B) : Mats<T>{},
        &B_ld};
    std::vector<int64_t> info(size_t(count > 0 ? count : 0));
    run_grouped(s, 1, &count, nullptr, Report::Throw, nullptr, info.data());
    return info;
}

}  // namespace
}  // namespace impl

using impl::LuOp;

template <Scalar T>
std::vector<int64_t> getrf(const BatchView<T>& A, const Pivots& ipiv) {
    const InPivots p = ipiv;
    return impl::lu_views<T, LuOp::Getrf>(A, &p, Op::NoTrans, (const BatchView<T>*)nullptr);
}
template <Scalar T>
std::vector<int64_t> getrf_nopiv(const BatchView<T>& A) {
    return impl::lu_views<T, LuOp::GetrfNoPiv>(A, nullptr, Op::NoTrans, (const BatchView<T>*)nullptr);
}
template <Scalar T>
void getrs(Op trans, const In<T>& A, const InPivots& ipiv, const BatchView<T>& B) {
    impl::lu_views<T, LuOp::Getrs>(A, &ipiv, trans, &B);
}
template <Scalar T>
std::vector<int64_t> gesv(const BatchView<T>& A, const Pivots& ipiv, const BatchView<T>& B) {
    const InPivots p = ipiv;
    return impl::lu_views<T, LuOp::Gesv>(A, &p, Op::NoTrans, &B);
}
template <Scalar T>
std::vector<int64_t> getri(const BatchView<T>& A, const InPivots& ipiv) {
    return impl::lu_views<T, LuOp::Getri>(A, &ipiv, Op::NoTrans, (const BatchView<T>*)nullptr);
}
template <Scalar T>
std::vector<int64_t> getrf_inv(const BatchView<T>& A) {
    return impl::lu_views<T, LuOp::Inverse>(A, nullptr, Op::NoTrans, (const BatchView<T>*)nullptr);
}

template <Scalar T>
std::vector<int64_t> getrf(IB<T>& A, const Pivots& ipiv) {
    const InPivots p = ipiv;
    return impl::lu_views<T, LuOp::Getrf>(A, &p, Op::NoTrans, (const IB<T>*)nullptr);
}
template <Scalar T>
std::vector<int64_t> getrf_nopiv(IB<T>& A) {
    return impl::lu_views<T, LuOp::GetrfNoPiv>(A, nullptr, Op::NoTrans, (const IB<T>*)nullptr);
}
template <Scalar T>
void getrs(Op trans, const IB<T>& A, const InPivots& ipiv, IB<T>& B) {
    impl::lu_views<T, LuOp::Getrs>(A, &ipiv, trans, &B);
}
template <Scalar T>
std::vector<int64_t> gesv(IB<T>& A, const Pivots& ipiv, IB<T>& B) {
    const InPivots p = ipiv;
    return impl::lu_views<T, LuOp::Gesv>(A, &p, Op::NoTrans, &B);
}
template <Scalar T>
std::vector<int64_t> getri(IB<T>& A, const InPivots& ipiv) {
    return impl::lu_views<T, LuOp::Getri>(A, &ipiv, Op::NoTrans, (const IB<T>*)nullptr);
}
template <Scalar T>
std::vector<int64_t> getrf_inv(IB<T>& A) {
    return impl::lu_views<T, LuOp::Inverse>(A, nullptr, Op::NoTrans, (const IB<T>*)nullptr);
}

namespace {
// Every form of every routine of this file, instantiated for the scalar types (core/types.hh).
template <class T>
struct Forms {
    std::vector<int64_t> (*getrf_0)(const BatchView<T>&, const Pivots&) = getrf<T>;
    std::vector<int64_t> (*getrf_nopiv_1)(const BatchView<T>&) = getrf_nopiv<T>;
    void (*getrs_2)(Op, const In<T>&, const InPivots&, const BatchView<T>&) = getrs<T>;
    std::vector<int64_t> (*gesv_3)(const BatchView<T>&, const Pivots&, const BatchView<T>&) = gesv<T>;
    std::vector<int64_t> (*getri_4)(const BatchView<T>&, const InPivots&) = getri<T>;
    std::vector<int64_t> (*getrf_inv_5)(const BatchView<T>&) = getrf_inv<T>;
    std::vector<int64_t> (*getrf_6)(IB<T>&, const Pivots&) = getrf<T>;
    std::vector<int64_t> (*getrf_nopiv_7)(IB<T>&) = getrf_nopiv<T>;
    void (*getrs_8)(Op, const IB<T>&, const InPivots&, IB<T>&) = getrs<T>;
    std::vector<int64_t> (*gesv_9)(IB<T>&, const Pivots&, IB<T>&) = gesv<T>;
    std::vector<int64_t> (*getri_10)(IB<T>&, const InPivots&) = getri<T>;
    std::vector<int64_t> (*getrf_inv_11)(IB<T>&) = getrf_inv<T>;
};
}  // namespace
template struct impl::Instantiate<Forms, impl::Scalars>;

}  // namespace bblas
