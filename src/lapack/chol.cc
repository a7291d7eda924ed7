// The C++ API of the Cholesky family (bblas/lapack.hh).
#include <complex>
#include <string>
#include <vector>

#include "bblas/lapack.hh"
#include "core/cpp_args.hh"
#include "core/types.hh"
#include "lapack/chol.hh"

namespace bblas {
namespace impl {
namespace {

// potrs reads A only; the task type is shared with the routines that write it.
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
    return writable<T>(mats(v));
}
template <class T>
Mats<T> any_mats(InterleavedBatch<T>& c) {
    return mats(c);
}
template <class T>
Mats<T> any_mats(const InterleavedBatch<T>& c) {
    return writable<T>(mats(c));
}

template <class T, CholOp Kind, class VA, class VB = VA>
std::vector<int64_t> chol_views(Uplo uplo, const VA& A, const VB* B) {
    constexpr const char* r = CholSpec<T, Kind>::name;
    const int64_t n = A.cols(), count = A.count(), A_ld = A.ld();
    require_shape(r, "A", A, n, n);
    int64_t nrhs = 0, B_ld = 0;
    if (B) {
        require_alike(r, "B", *B, A);
        require(B->rows() == n, r, "B",
                "has " + std::to_string(B->rows()) + " rows, needs " + std::to_string(n));
        nrhs = B->cols();
        B_ld = B->ld();
    }
    const CholSpec<T, Kind> s{
        A.layout(), {&uplo}, &n, &nrhs, any_mats<T>(A), &A_ld, B ? any_mats<T>(*B) : Mats<T>{}, &B_ld};
    std::vector<int64_t> info(size_t(count > 0 ? count : 0));
    run_grouped(s, 1, &count, nullptr, Report::Throw, nullptr, info.data());
    return info;
}

}  // namespace
}  // namespace impl

using impl::CholOp;

template <Scalar T>
std::vector<int64_t> potrf(Uplo uplo, const BatchView<T>& A) {
    return impl::chol_views<T, CholOp::Potrf>(uplo, A, (const BatchView<T>*)nullptr);
}
template <Scalar T>
void potrs(Uplo uplo, const In<T>& A, const BatchView<T>& B) {
    impl::chol_views<T, CholOp::Potrs>(uplo, A, &B);
}
template <Scalar T>
std::vector<int64_t> posv(Uplo uplo, const BatchView<T>& A, const BatchView<T>& B) {
    return impl::chol_views<T, CholOp::Posv>(uplo, A, &B);
}
template <Scalar T>
std::vector<int64_t> potrf(Uplo uplo, IB<T>& A) {
    return impl::chol_views<T, CholOp::Potrf>(uplo, A, (const IB<T>*)nullptr);
}
template <Scalar T>
void potrs(Uplo uplo, const IB<T>& A, IB<T>& B) {
    impl::chol_views<T, CholOp::Potrs>(uplo, A, &B);
}
template <Scalar T>
std::vector<int64_t> posv(Uplo uplo, IB<T>& A, IB<T>& B) {
    return impl::chol_views<T, CholOp::Posv>(uplo, A, &B);
}

namespace {
// Every form of every routine of this file, instantiated for the scalar types (core/types.hh).
template <class T>
struct Forms {
    std::vector<int64_t> (*potrf_0)(Uplo, const BatchView<T>&) = potrf<T>;
    void (*potrs_1)(Uplo, const In<T>&, const BatchView<T>&) = potrs<T>;
    std::vector<int64_t> (*posv_2)(Uplo, const BatchView<T>&, const BatchView<T>&) = posv<T>;
    std::vector<int64_t> (*potrf_3)(Uplo, IB<T>&) = potrf<T>;
    void (*potrs_4)(Uplo, const IB<T>&, IB<T>&) = potrs<T>;
    std::vector<int64_t> (*posv_5)(Uplo, IB<T>&, IB<T>&) = posv<T>;
};
}  // namespace
template struct impl::Instantiate<Forms, impl::Scalars>;

}  // namespace bblas
