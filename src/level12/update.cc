// The C++ API of axpy, scal, copy and swap (bblas/level12.hh): views and spans become one call of
// the shared driver with the Spec of level12/update.hh, the same as the C API's.
#include "level12/update.hh"
#include "core/half.hh"
#include "core/types.hh"
#include "level12/vector_views.hh"

namespace bblas {

namespace impl {
namespace {

template <class T, Update K>
void update_views(compute_t<T> alpha, const VectorBatchView<update_x_t<T, K>>& x,
                  const VectorBatchView<T>& y) {
    constexpr const char* r = UpdateSpec<T, K>::name;
    if constexpr (has_y<K>) require_like(r, "y", x, y);
    if constexpr (K == Update::Scal || K == Update::Swap) require_apart(r, "x", x);
    if constexpr (has_y<K>) require_apart(r, "y", y);
    const int64_t n = x.n(), incx = x.inc(), incy = y.inc(), count = x.count();
    const UpdateSpec<T, K> s{&n, has_alpha<K> ? &alpha : nullptr, mats(x), &incx, mats(y), &incy};
    run_grouped(s, 1, &count, nullptr, Report::Throw);
}

// The grouped form; y's spans are empty for scal, alpha's for copy and swap.
template <class T, Update K>
void update_groups(Sizes n, Groups<compute_t<T>> alpha, std::span<update_x_t<T, K>* const> x, Sizes incx,
                   OutPtrs<T> y, Sizes incy, Sizes group_sizes) {
    constexpr auto& L = kUpdateArgs<K>;
    constexpr const char* r = UpdateSpec<T, K>::name;
    if constexpr (K == Update::Axpy) require_span_lengths<L>(r, group_sizes, n, alpha, x, incx, y, incy);
    else if constexpr (K == Update::Scal) require_span_lengths<L>(r, group_sizes, n, alpha, x, incx);
    else require_span_lengths<L>(r, group_sizes, n, x, incx, y, incy);
    const UpdateSpec<T, K> s{n.data(),
                             alpha.data(),
                             Mats<update_x_t<T, K>>::pointers(x.data()),
                             incx.data(),
                             Mats<T>::pointers(y.data()),
                             incy.data()};
    run_grouped(s, int64_t(group_sizes.size()), group_sizes.data(), nullptr, Report::Throw);
}

}  // namespace
}  // namespace impl

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
void axpy(Sizes n, Groups<T> alpha, InPtrs<T> x, Sizes incx, OutPtrs<T> y, Sizes incy, Sizes group_sizes) {
    impl::update_groups<T, Update::Axpy>(n, alpha, x, incx, y, incy, group_sizes);
}
template <Scalar T>
void scal(Sizes n, Groups<T> alpha, OutPtrs<T> x, Sizes incx, Sizes group_sizes) {
    impl::update_groups<T, Update::Scal>(n, alpha, x, incx, {}, {}, group_sizes);
}
template <Scalar T>
void copy(Sizes n, InPtrs<T> x, Sizes incx, OutPtrs<T> y, Sizes incy, Sizes group_sizes) {
    impl::update_groups<T, Update::Copy>(n, {}, x, incx, y, incy, group_sizes);
}
template <Scalar T>
void swap(Sizes n, OutPtrs<T> x, Sizes incx, OutPtrs<T> y, Sizes incy, Sizes group_sizes) {
    impl::update_groups<T, Update::Swap>(n, {}, x, incx, y, incy, group_sizes);
}

#if BBLAS_HAVE_HALF
// half storage (r16, c16): the same drivers, single-precision scalars and results (docs/half.md)
void axpy(float alpha, const InVec<_Float16>& x, const OutVec<_Float16>& y) {
    impl::update_views<_Float16, Update::Axpy>(alpha, x, y);
}
void scal(float alpha, const OutVec<_Float16>& x) { impl::update_views<_Float16, Update::Scal>(alpha, x, x); }
void copy(const InVec<_Float16>& x, const OutVec<_Float16>& y) {
    impl::update_views<_Float16, Update::Copy>(float(1), x, y);
}
void swap(const OutVec<_Float16>& x, const OutVec<_Float16>& y) {
    impl::update_views<_Float16, Update::Swap>(float(1), x, y);
}
void axpy(Sizes n, Groups<float> alpha, InPtrs<_Float16> x, Sizes incx, OutPtrs<_Float16> y, Sizes incy,
          Sizes group_sizes) {
    impl::update_groups<_Float16, Update::Axpy>(n, alpha, x, incx, y, incy, group_sizes);
}
void scal(Sizes n, Groups<float> alpha, OutPtrs<_Float16> x, Sizes incx, Sizes group_sizes) {
    impl::update_groups<_Float16, Update::Scal>(n, alpha, x, incx, {}, {}, group_sizes);
}
void copy(Sizes n, InPtrs<_Float16> x, Sizes incx, OutPtrs<_Float16> y, Sizes incy, Sizes group_sizes) {
    impl::update_groups<_Float16, Update::Copy>(n, {}, x, incx, y, incy, group_sizes);
}
void swap(Sizes n, OutPtrs<_Float16> x, Sizes incx, OutPtrs<_Float16> y, Sizes incy, Sizes group_sizes) {
    impl::update_groups<_Float16, Update::Swap>(n, {}, x, incx, y, incy, group_sizes);
}
void axpy(cfloat alpha, const InVec<complex_half>& x, const OutVec<complex_half>& y) {
    impl::update_views<complex_half, Update::Axpy>(alpha, x, y);
}
void scal(cfloat alpha, const OutVec<complex_half>& x) {
    impl::update_views<complex_half, Update::Scal>(alpha, x, x);
}
void copy(const InVec<complex_half>& x, const OutVec<complex_half>& y) {
    impl::update_views<complex_half, Update::Copy>(cfloat(1), x, y);
}
void swap(const OutVec<complex_half>& x, const OutVec<complex_half>& y) {
    impl::update_views<complex_half, Update::Swap>(cfloat(1), x, y);
}
void axpy(Sizes n, Groups<cfloat> alpha, InPtrs<complex_half> x, Sizes incx, OutPtrs<complex_half> y,
          Sizes incy, Sizes group_sizes) {
    impl::update_groups<complex_half, Update::Axpy>(n, alpha, x, incx, y, incy, group_sizes);
}
void scal(Sizes n, Groups<cfloat> alpha, OutPtrs<complex_half> x, Sizes incx, Sizes group_sizes) {
    impl::update_groups<complex_half, Update::Scal>(n, alpha, x, incx, {}, {}, group_sizes);
}
void copy(Sizes n, InPtrs<complex_half> x, Sizes incx, OutPtrs<complex_half> y, Sizes incy,
          Sizes group_sizes) {
    impl::update_groups<complex_half, Update::Copy>(n, {}, x, incx, y, incy, group_sizes);
}
void swap(Sizes n, OutPtrs<complex_half> x, Sizes incx, OutPtrs<complex_half> y, Sizes incy,
          Sizes group_sizes) {
    impl::update_groups<complex_half, Update::Swap>(n, {}, x, incx, y, incy, group_sizes);
}
#endif

namespace {
// Every form of every routine of this file, instantiated for the scalar types (core/types.hh).
template <class T>
struct Forms {
    void (*axpy_views)(Val<T>, const InVec<T>&, const OutVec<T>&) = axpy<T>;
    void (*scal_views)(Val<T>, const OutVec<T>&) = scal<T>;
    void (*copy_views)(const InVec<T>&, const OutVec<T>&) = copy<T>;
    void (*swap_views)(const OutVec<T>&, const OutVec<T>&) = swap<T>;
    void (*axpy_groups)(Sizes, Groups<T>, InPtrs<T>, Sizes, OutPtrs<T>, Sizes, Sizes) = axpy<T>;
    void (*scal_groups)(Sizes, Groups<T>, OutPtrs<T>, Sizes, Sizes) = scal<T>;
    void (*copy_groups)(Sizes, InPtrs<T>, Sizes, OutPtrs<T>, Sizes, Sizes) = copy<T>;
    void (*swap_groups)(Sizes, OutPtrs<T>, Sizes, OutPtrs<T>, Sizes, Sizes) = swap<T>;
};
}  // namespace
template struct impl::Instantiate<Forms, impl::Scalars>;

}  // namespace bblas
