// The C++ API of batched Level 1 (bblas/level12.hh): views and spans become one call of the
// shared driver with the Specs of level12/level1.hh, the same as the C API's.
#include <complex>
#include <string>

#include "level12/cpp_vectors.hh"
#include "level12/level1.hh"

namespace bblas {

namespace impl {
namespace {

template <class T, Update K>
void update_views(T alpha, const VectorBatchView<update_x_t<T, K>>& x, const VectorBatchView<T>& y) {
    constexpr const char* r = UpdateSpec<T, K>::name;
    if constexpr (has_y<K>) require_like(r, "y", x, y);
    if constexpr (K == Update::Scal || K == Update::Swap) require_apart(r, "x", x);
    if constexpr (has_y<K>) require_apart(r, "y", y);
    const int64_t n = x.n(), incx = x.inc(), incy = y.inc(), count = x.count();
    const UpdateSpec<T, K> s{&n, has_alpha<K> ? &alpha : nullptr, mats(x), &incx, mats(y), &incy};
    run_grouped(s, 1, &count, nullptr, Report::Throw);
}

template <class T, Reduce K>
void reduce_views(const VectorBatchView<const T>& x, const VectorBatchView<const T>* y,
                  std::span<reduce_result_t<T, K>> result) {
    constexpr const char* r = ReduceSpec<T, K>::name;
    if (y) require_like(r, "y", x, *y);
    require(int64_t(result.size()) >= x.count(), r, "result",
            std::to_string(result.size()) + " entries for " + std::to_string(x.count()) + " problems");
    const int64_t n = x.n(), incx = x.inc(), incy = y ? y->inc() : 1, count = x.count();
    const ReduceSpec<T, K> s{&n, mats(x), &incx, y ? mats(*y) : Mats<const T>{}, &incy, result.data()};
    run_grouped(s, 1, &count, nullptr, Report::Throw);
}

template <class T, Update K>
void update_groups(Sizes n, const T* alpha, size_t alpha_size, std::span<update_x_t<T, K>* const> x,
                   Sizes incx, OutPtrs<T> y, Sizes incy, Sizes group_sizes) {
    const SpanLengths len(UpdateSpec<T, K>::name, group_sizes);
    len.per_group("n", n.size());
    if constexpr (has_alpha<K>) len.per_group("alpha", alpha_size);
    len.per_group("incx", incx.size());
    len.per_matrix("x", x.size());
    if constexpr (has_y<K>) {
        len.per_group("incy", incy.size());
        len.per_matrix("y", y.size());
    }
    const UpdateSpec<T, K> s{n.data(), alpha, Mats<update_x_t<T, K>>::pointers(x.data()), incx.data(),
                             Mats<T>::pointers(y.data()), incy.data()};
    run_grouped(s, int64_t(group_sizes.size()), group_sizes.data(), nullptr, Report::Throw);
}

template <class T, Reduce K>
void reduce_groups(Sizes n, InPtrs<T> x, Sizes incx, InPtrs<T> y, Sizes incy,
                   std::span<reduce_result_t<T, K>> result, Sizes group_sizes) {
    const SpanLengths len(ReduceSpec<T, K>::name, group_sizes);
    len.per_group("n", n.size());
    len.per_group("incx", incx.size());
    len.per_matrix("x", x.size());
    if constexpr (reduces_two<K>) {
        len.per_group("incy", incy.size());
        len.per_matrix("y", y.size());
    }
    len.per_matrix("result", result.size());
    const ReduceSpec<T, K> s{n.data(), Mats<const T>::pointers(x.data()), incx.data(),
                             Mats<const T>::pointers(y.data()), incy.data(), result.data()};
    run_grouped(s, int64_t(group_sizes.size()), group_sizes.data(), nullptr, Report::Throw);
}

}  // namespace
}  // namespace impl

using impl::Reduce;
using impl::Update;

template <Scalar T>
void axpy(Val<T> alpha, const InVec<T>& x, const OutVec<T>& y) {
    impl::update_views<T, Update::Axpy>(alpha, x, y);
}
template <Scalar T>
void scal(Val<T> alpha, const OutVec<T>& x) {
    impl::update_views<T, Update::Scal>(alpha, x, x);
}
template <Scalar T>
void copy(const InVec<T>& x, const OutVec<T>& y) {
    impl::update_views<T, Update::Copy>(T(1), x, y);
}
template <Scalar T>
void swap(const OutVec<T>& x, const OutVec<T>& y) {
    impl::update_views<T, Update::Swap>(T(1), x, y);
}
template <Scalar T>
    requires(!is_complex_v<T>)
void dot(const InVec<T>& x, const InVec<T>& y, std::span<T> result) {
    impl::reduce_views<T, Reduce::Dot>(x, &y, result);
}
template <Scalar T>
    requires is_complex_v<T>
void dotu(const InVec<T>& x, const InVec<T>& y, std::span<T> result) {
    impl::reduce_views<T, Reduce::Dot>(x, &y, result);
}
template <Scalar T>
    requires is_complex_v<T>
void dotc(const InVec<T>& x, const InVec<T>& y, std::span<T> result) {
    impl::reduce_views<T, Reduce::Dotc>(x, &y, result);
}
template <Scalar T>
void nrm2(const InVec<T>& x, std::span<real_t<T>> result) {
    impl::reduce_views<T, Reduce::Nrm2>(x, nullptr, result);
}
template <Scalar T>
void asum(const InVec<T>& x, std::span<real_t<T>> result) {
    impl::reduce_views<T, Reduce::Asum>(x, nullptr, result);
}
template <Scalar T>
void iamax(const InVec<T>& x, std::span<int64_t> result) {
    impl::reduce_views<T, Reduce::Iamax>(x, nullptr, result);
}

template <Scalar T>
void axpy(Sizes n, Groups<T> alpha, InPtrs<T> x, Sizes incx, OutPtrs<T> y, Sizes incy, Sizes group_sizes) {
    impl::update_groups<T, Update::Axpy>(n, alpha.data(), alpha.size(), x, incx, y, incy, group_sizes);
}
template <Scalar T>
void scal(Sizes n, Groups<T> alpha, OutPtrs<T> x, Sizes incx, Sizes group_sizes) {
    impl::update_groups<T, Update::Scal>(n, alpha.data(), alpha.size(), x, incx, {}, {}, group_sizes);
}
template <Scalar T>
void copy(Sizes n, InPtrs<T> x, Sizes incx, OutPtrs<T> y, Sizes incy, Sizes group_sizes) {
    impl::update_groups<T, Update::Copy>(n, nullptr, 0, x, incx, y, incy, group_sizes);
}
template <Scalar T>
void swap(Sizes n, OutPtrs<T> x, Sizes incx, OutPtrs<T> y, Sizes incy, Sizes group_sizes) {
    impl::update_groups<T, Update::Swap>(n, nullptr, 0, x, incx, y, incy, group_sizes);
}
template <Scalar T>
    requires(!is_complex_v<T>)
void dot(Sizes n, InPtrs<T> x, Sizes incx, InPtrs<T> y, Sizes incy, std::span<T> result, Sizes group_sizes) {
    impl::reduce_groups<T, Reduce::Dot>(n, x, incx, y, incy, result, group_sizes);
}
template <Scalar T>
    requires is_complex_v<T>
void dotu(Sizes n, InPtrs<T> x, Sizes incx, InPtrs<T> y, Sizes incy, std::span<T> result, Sizes group_sizes) {
    impl::reduce_groups<T, Reduce::Dot>(n, x, incx, y, incy, result, group_sizes);
}
template <Scalar T>
    requires is_complex_v<T>
void dotc(Sizes n, InPtrs<T> x, Sizes incx, InPtrs<T> y, Sizes incy, std::span<T> result, Sizes group_sizes) {
    impl::reduce_groups<T, Reduce::Dotc>(n, x, incx, y, incy, result, group_sizes);
}
template <Scalar T>
void nrm2(Sizes n, InPtrs<T> x, Sizes incx, std::span<real_t<T>> result, Sizes group_sizes) {
    impl::reduce_groups<T, Reduce::Nrm2>(n, x, incx, {}, {}, result, group_sizes);
}
template <Scalar T>
void asum(Sizes n, InPtrs<T> x, Sizes incx, std::span<real_t<T>> result, Sizes group_sizes) {
    impl::reduce_groups<T, Reduce::Asum>(n, x, incx, {}, {}, result, group_sizes);
}
template <Scalar T>
void iamax(Sizes n, InPtrs<T> x, Sizes incx, std::span<int64_t> result, Sizes group_sizes) {
    impl::reduce_groups<T, Reduce::Iamax>(n, x, incx, {}, {}, result, group_sizes);
}

template void axpy<float>(float, const InVec<float>&, const OutVec<float>&);
template void axpy<double>(double, const InVec<double>&, const OutVec<double>&);
template void axpy<std::complex<float>>(std::complex<float>, const InVec<std::complex<float>>&, const OutVec<std::complex<float>>&);
template void axpy<std::complex<double>>(std::complex<double>, const InVec<std::complex<double>>&, const OutVec<std::complex<double>>&);
template void scal<float>(float, const OutVec<float>&);
template void scal<double>(double, const OutVec<double>&);
template void scal<std::complex<float>>(std::complex<float>, const OutVec<std::complex<float>>&);
template void scal<std::complex<double>>(std::complex<double>, const OutVec<std::complex<double>>&);
template void copy<float>(const InVec<float>&, const OutVec<float>&);
template void copy<double>(const InVec<double>&, const OutVec<double>&);
template void copy<std::complex<float>>(const InVec<std::complex<float>>&, const OutVec<std::complex<float>>&);
template void copy<std::complex<double>>(const InVec<std::complex<double>>&, const OutVec<std::complex<double>>&);
template void swap<float>(const OutVec<float>&, const OutVec<float>&);
template void swap<double>(const OutVec<double>&, const OutVec<double>&);
template void swap<std::complex<float>>(const OutVec<std::complex<float>>&, const OutVec<std::complex<float>>&);
template void swap<std::complex<double>>(const OutVec<std::complex<double>>&, const OutVec<std::complex<double>>&);
template void dot<float>(const InVec<float>&, const InVec<float>&, std::span<float>);
template void dot<double>(const InVec<double>&, const InVec<double>&, std::span<double>);
template void dotu<std::complex<float>>(const InVec<std::complex<float>>&, const InVec<std::complex<float>>&, std::span<std::complex<float>>);
template void dotu<std::complex<double>>(const InVec<std::complex<double>>&, const InVec<std::complex<double>>&, std::span<std::complex<double>>);
template void dotc<std::complex<float>>(const InVec<std::complex<float>>&, const InVec<std::complex<float>>&, std::span<std::complex<float>>);
template void dotc<std::complex<double>>(const InVec<std::complex<double>>&, const InVec<std::complex<double>>&, std::span<std::complex<double>>);
template void nrm2<float>(const InVec<float>&, std::span<float>);
template void nrm2<double>(const InVec<double>&, std::span<double>);
template void nrm2<std::complex<float>>(const InVec<std::complex<float>>&, std::span<float>);
template void nrm2<std::complex<double>>(const InVec<std::complex<double>>&, std::span<double>);
template void asum<float>(const InVec<float>&, std::span<float>);
template void asum<double>(const InVec<double>&, std::span<double>);
template void asum<std::complex<float>>(const InVec<std::complex<float>>&, std::span<float>);
template void asum<std::complex<double>>(const InVec<std::complex<double>>&, std::span<double>);
template void iamax<float>(const InVec<float>&, std::span<int64_t>);
template void iamax<double>(const InVec<double>&, std::span<int64_t>);
template void iamax<std::complex<float>>(const InVec<std::complex<float>>&, std::span<int64_t>);
template void iamax<std::complex<double>>(const InVec<std::complex<double>>&, std::span<int64_t>);
template void axpy<float>(Sizes, Groups<float>, InPtrs<float>, Sizes, OutPtrs<float>, Sizes, Sizes);
template void axpy<double>(Sizes, Groups<double>, InPtrs<double>, Sizes, OutPtrs<double>, Sizes, Sizes);
template void axpy<std::complex<float>>(Sizes, Groups<std::complex<float>>, InPtrs<std::complex<float>>, Sizes, OutPtrs<std::complex<float>>, Sizes, Sizes);
template void axpy<std::complex<double>>(Sizes, Groups<std::complex<double>>, InPtrs<std::complex<double>>, Sizes, OutPtrs<std::complex<double>>, Sizes, Sizes);
template void scal<float>(Sizes, Groups<float>, OutPtrs<float>, Sizes, Sizes);
template void scal<double>(Sizes, Groups<double>, OutPtrs<double>, Sizes, Sizes);
template void scal<std::complex<float>>(Sizes, Groups<std::complex<float>>, OutPtrs<std::complex<float>>, Sizes, Sizes);
template void scal<std::complex<double>>(Sizes, Groups<std::complex<double>>, OutPtrs<std::complex<double>>, Sizes, Sizes);
template void copy<float>(Sizes, InPtrs<float>, Sizes, OutPtrs<float>, Sizes, Sizes);
template void copy<double>(Sizes, InPtrs<double>, Sizes, OutPtrs<double>, Sizes, Sizes);
template void copy<std::complex<float>>(Sizes, InPtrs<std::complex<float>>, Sizes, OutPtrs<std::complex<float>>, Sizes, Sizes);
template void copy<std::complex<double>>(Sizes, InPtrs<std::complex<double>>, Sizes, OutPtrs<std::complex<double>>, Sizes, Sizes);
template void swap<float>(Sizes, OutPtrs<float>, Sizes, OutPtrs<float>, Sizes, Sizes);
template void swap<double>(Sizes, OutPtrs<double>, Sizes, OutPtrs<double>, Sizes, Sizes);
template void swap<std::complex<float>>(Sizes, OutPtrs<std::complex<float>>, Sizes, OutPtrs<std::complex<float>>, Sizes, Sizes);
template void swap<std::complex<double>>(Sizes, OutPtrs<std::complex<double>>, Sizes, OutPtrs<std::complex<double>>, Sizes, Sizes);
template void dot<float>(Sizes, InPtrs<float>, Sizes, InPtrs<float>, Sizes, std::span<float>, Sizes);
template void dot<double>(Sizes, InPtrs<double>, Sizes, InPtrs<double>, Sizes, std::span<double>, Sizes);
template void dotu<std::complex<float>>(Sizes, InPtrs<std::complex<float>>, Sizes, InPtrs<std::complex<float>>, Sizes, std::span<std::complex<float>>, Sizes);
template void dotu<std::complex<double>>(Sizes, InPtrs<std::complex<double>>, Sizes, InPtrs<std::complex<double>>, Sizes, std::span<std::complex<double>>, Sizes);
template void dotc<std::complex<float>>(Sizes, InPtrs<std::complex<float>>, Sizes, InPtrs<std::complex<float>>, Sizes, std::span<std::complex<float>>, Sizes);
template void dotc<std::complex<double>>(Sizes, InPtrs<std::complex<double>>, Sizes, InPtrs<std::complex<double>>, Sizes, std::span<std::complex<double>>, Sizes);
template void nrm2<float>(Sizes, InPtrs<float>, Sizes, std::span<float>, Sizes);
template void nrm2<double>(Sizes, InPtrs<double>, Sizes, std::span<double>, Sizes);
template void nrm2<std::complex<float>>(Sizes, InPtrs<std::complex<float>>, Sizes, std::span<float>, Sizes);
template void nrm2<std::complex<double>>(Sizes, InPtrs<std::complex<double>>, Sizes, std::span<double>, Sizes);
template void asum<float>(Sizes, InPtrs<float>, Sizes, std::span<float>, Sizes);
template void asum<double>(Sizes, InPtrs<double>, Sizes, std::span<double>, Sizes);
template void asum<std::complex<float>>(Sizes, InPtrs<std::complex<float>>, Sizes, std::span<float>, Sizes);
template void asum<std::complex<double>>(Sizes, InPtrs<std::complex<double>>, Sizes, std::span<double>, Sizes);
template void iamax<float>(Sizes, InPtrs<float>, Sizes, std::span<int64_t>, Sizes);
template void iamax<double>(Sizes, InPtrs<double>, Sizes, std::span<int64_t>, Sizes);
template void iamax<std::complex<float>>(Sizes, InPtrs<std::complex<float>>, Sizes, std::span<int64_t>, Sizes);
template void iamax<std::complex<double>>(Sizes, InPtrs<std::complex<double>>, Sizes, std::span<int64_t>, Sizes);

}  // namespace bblas
