// The one list of scalar types every routine is instantiated for, and the instantiation of a
// template over it. The list is a macro so that it can also write out explicit instantiations
// where they must be explicit (kernels/instantiate.hh); Scalars and the other Types lists are
// made from it.
#pragma once

#include <complex>
#include <tuple>

// M(A, T) for every real, complex, and scalar type T.
#define BBLAS_FOR_EACH_REAL(M, A) M(A, float) M(A, double)
#define BBLAS_FOR_EACH_COMPLEX(M, A) M(A, std::complex<float>) M(A, std::complex<double>)
#define BBLAS_FOR_EACH_SCALAR(M, A) BBLAS_FOR_EACH_REAL(M, A) BBLAS_FOR_EACH_COMPLEX(M, A)

namespace bblas::impl {

template <class... T>
struct Types {};

namespace types_detail {
template <class... T>
struct After;  // the types after a leading void
template <class... T>
struct After<void, T...> {
    using type = Types<T...>;
};
}  // namespace types_detail

#define BBLAS_TYPE_ITEM(A, T) , T
using Scalars = types_detail::After<void BBLAS_FOR_EACH_SCALAR(BBLAS_TYPE_ITEM, _)>::type;
using RealScalars = types_detail::After<void BBLAS_FOR_EACH_REAL(BBLAS_TYPE_ITEM, _)>::type;
using ComplexScalars = types_detail::After<void BBLAS_FOR_EACH_COMPLEX(BBLAS_TYPE_ITEM, _)>::type;
#undef BBLAS_TYPE_ITEM

// Instantiates Forms<T> for every T of the list, and with it every function whose address
// Forms<T> holds: the template definitions one translation unit provides for the others. The
// table is kept ([[gnu::used]]) so that the functions it names are emitted. It is defined out
// of the class: Clang 14 crashes on a used inline static member of an explicitly instantiated
// class template (and Clang builds the fuzzer).
template <template <class> class Forms, class List>
struct Instantiate;
template <template <class> class Forms, class... T>
struct Instantiate<Forms, Types<T...>> {
    static const std::tuple<Forms<T>...> table;
};
template <template <class> class Forms, class... T>
[[gnu::used]] const std::tuple<Forms<T>...> Instantiate<Forms, Types<T...>>::table{};

}  // namespace bblas::impl
