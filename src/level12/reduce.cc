// The C++ API of dot, dotu, dotc, nrm2, asum and iamax (bblas/level12.hh): views and spans become
// one call of the shared driver with the Spec of level12/reduce.hh, the same as the C API's.
#include <string>

#include "core/half.hh"
#include "core/types.hh"
#include "level12/reduce.hh"
#include "level12/vector_views.hh"

namespace bblas {

namespace impl {
namespace {

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

// The grouped form; y's spans are empty for nrm2, asum and iamax.
template <class T, Reduce K>
void reduce_groups(Sizes n, InPtrs<T> x, Sizes incx, InPtrs<T> y, Sizes incy,
                   std::span<reduce_result_t<T, K>> result, Sizes group_sizes) {
    constexpr auto& L = kReduceArgs<K>;
    constexpr const char* r = ReduceSpec<T, K>::name;
    if constexpr (reduces_two<K>) require_span_lengths<L>(r, group_sizes, n, x, incx, y, incy, result);
    else require_span_lengths<L>(r, group_sizes, n, x, incx, result);
    const ReduceSpec<T, K> s{n.data(),    Mats<const T>::pointers(x.data()),
                             incx.data(), Mats<const T>::pointers(y.data()),
                             incy.data(), result.data()};
    run_grouped(s, int64_t(group_sizes.size()), group_sizes.data(), nullptr, Report::Throw);
}

}  // namespace
}  // namespace impl

using impl::Reduce;

template <Scalar T>
requires(!is_complex_v<T>) void dot(const InVec<T>& x, const InVec<T>& y, std::span<T> result) {
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
requires(!is_complex_v<T>) void dot(Sizes n, InPtrs<T> x, Sizes incx, InPtrs<T> y, Sizes incy,
                                    std::span<T> result, Sizes group_sizes) {
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

#if BBLAS_HAVE_HALF
// half storage (r16, c16): the same drivers, single-precision scalars and results (docs/half.md)
void dot(const InVec<_Float16>& x, const InVec<_Float16>& y, std::span<float> result) {
    impl::reduce_views<_Float16, Reduce::Dot>(x, &y, result);
}
void nrm2(const InVec<_Float16>& x, std::span<float> result) {
    impl::reduce_views<_Float16, Reduce::Nrm2>(x, nullptr, result);
}
void asum(const InVec<_Float16>& x, std::span<float> result) {
    impl::reduce_views<_Float16, Reduce::Asum>(x, nullptr, result);
}
void iamax(const InVec<_Float16>& x, std::span<int64_t> result) {
    impl::reduce_views<_Float16, Reduce::Iamax>(x, nullptr, result);
}
void dot(Sizes n, InPtrs<_Float16> x, Sizes incx, InPtrs<_Float16> y, Sizes incy, std::span<float> result,
         Sizes group_sizes) {
    impl::reduce_groups<_Float16, Reduce::Dot>(n, x, incx, y, incy, result, group_sizes);
}
void nrm2(Sizes n, InPtrs<_Float16> x, Sizes incx, std::span<float> result, Sizes group_sizes) {
    impl::reduce_groups<_Float16, Reduce::Nrm2>(n, x, incx, {}, {}, result, group_sizes);
}
void asum(Sizes n, InPtrs<_Float16> x, Sizes incx, std::span<float> result, Sizes group_sizes) {
    impl::reduce_groups<_Float16, Reduce::Asum>(n, x, incx, {}, {}, result, group_sizes);
}
void iamax(Sizes n, InPtrs<_Float16> x, Sizes incx, std::span<int64_t> result, Sizes group_sizes) {
    impl::reduce_groups<_Float16, Reduce::Iamax>(n, x, incx, {}, {}, result, group_sizes);
}
void dotu(const InVec<complex_half>& x, const InVec<complex_half>& y, std::span<cfloat> result) {
    impl::reduce_views<complex_half, Reduce::Dot>(x, &y, result);
}
void dotc(const InVec<complex_half>& x, const InVec<complex_half>& y, std::span<cfloat> result) {
    impl::reduce_views<complex_half, Reduce::Dotc>(x, &y, result);
}
void nrm2(const InVec<complex_half>& x, std::span<float> result) {
    impl::reduce_views<complex_half, Reduce::Nrm2>(x, nullptr, result);
}
void asum(const InVec<complex_half>& x, std::span<float> result) {
    impl::reduce_views<complex_half, Reduce::Asum>(x, nullptr, result);
}
void iamax(const InVec<complex_half>& x, std::span<int64_t> result) {
    impl::reduce_views<complex_half, Reduce::Iamax>(x, nullptr, result);
}
void dotu(Sizes n, InPtrs<complex_half> x, Sizes incx, InPtrs<complex_half> y, Sizes incy,
          std::span<cfloat> result, Sizes group_sizes) {
    impl::reduce_groups<complex_half, Reduce::Dot>(n, x, incx, y, incy, result, group_sizes);
}
void dotc(Sizes n, InPtrs<complex_half> x, Sizes incx, InPtrs<complex_half> y, Sizes incy,
          std::span<cfloat> result, Sizes group_sizes) {
    impl::reduce_groups<complex_half, Reduce::Dotc>(n, x, incx, y, incy, result, group_sizes);
}
void nrm2(Sizes n, InPtrs<complex_half> x, Sizes incx, std::span<float> result, Sizes group_sizes) {
    impl::reduce_groups<complex_half, Reduce::Nrm2>(n, x, incx, {}, {}, result, group_sizes);
}
void asum(Sizes n, InPtrs<complex_half> x, Sizes incx, std::span<float> result, Sizes group_sizes) {
    impl::reduce_groups<complex_half, Reduce::Asum>(n, x, incx, {}, {}, result, group_sizes);
}
void iamax(Sizes n, InPtrs<complex_half> x, Sizes incx, std::span<int64_t> result, Sizes group_sizes) {
    impl::reduce_groups<complex_half, Reduce::Iamax>(n, x, incx, {}, {}, result, group_sizes);
}
#endif

namespace {
// Every form of every routine of this file, instantiated for the scalar types (core/types.hh):
// dot for real types, dotu and dotc for complex ones.
template <class T>
struct Forms {
    void (*nrm2_views)(const InVec<T>&, std::span<real_t<T>>) = nrm2<T>;
    void (*asum_views)(const InVec<T>&, std::span<real_t<T>>) = asum<T>;
    void (*iamax_views)(const InVec<T>&, std::span<int64_t>) = iamax<T>;
    void (*nrm2_groups)(Sizes, InPtrs<T>, Sizes, std::span<real_t<T>>, Sizes) = nrm2<T>;
    void (*asum_groups)(Sizes, InPtrs<T>, Sizes, std::span<real_t<T>>, Sizes) = asum<T>;
    void (*iamax_groups)(Sizes, InPtrs<T>, Sizes, std::span<int64_t>, Sizes) = iamax<T>;
};
template <class T>
struct RealForms {
    void (*dot_views)(const InVec<T>&, const InVec<T>&, std::span<T>) = dot<T>;
    void (*dot_groups)(Sizes, InPtrs<T>, Sizes, InPtrs<T>, Sizes, std::span<T>, Sizes) = dot<T>;
};
template <class T>
struct ComplexForms {
    void (*dotu_views)(const InVec<T>&, const InVec<T>&, std::span<T>) = dotu<T>;
    void (*dotc_views)(const InVec<T>&, const InVec<T>&, std::span<T>) = dotc<T>;
    void (*dotu_groups)(Sizes, InPtrs<T>, Sizes, InPtrs<T>, Sizes, std::span<T>, Sizes) = dotu<T>;
    void (*dotc_groups)(Sizes, InPtrs<T>, Sizes, InPtrs<T>, Sizes, std::span<T>, Sizes) = dotc<T>;
};
}  // namespace
template struct impl::Instantiate<Forms, impl::Scalars>;
template struct impl::Instantiate<RealForms, impl::RealScalars>;
template struct impl::Instantiate<ComplexForms, impl::ComplexScalars>;

}  // namespace bblas
