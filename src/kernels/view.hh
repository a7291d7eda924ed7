// Views through which kernels see a matrix: element (i, j) at p[i * rs + j * cs]. Transposition
// swaps the strides; conjugation is a compile-time flag; a symmetric or Hermitian view reads the
// stored triangle for both halves. Kernels are written once against load/store.
#pragma once

#include <cstdint>
#include <type_traits>

#include "bblas/types.hh"
#include "kernels/scalar.hh"

#include "kernels/target.hh"

BBLAS_TARGET_BEGIN

template <class T, bool Conj = false>
struct View {
    using value = std::remove_const_t<T>;
    T* p;
    int64_t rs, cs;

    value load(int64_t i, int64_t j) const {
        const value v = p[i * rs + j * cs];
        if constexpr (Conj) return conj_value(v);
        else return v;
    }
    void store(int64_t i, int64_t j, value v) const { p[i * rs + j * cs] = v; }
    View t() const { return {p, cs, rs}; }
    View<T, !Conj> conjugated() const { return {p, rs, cs}; }
};

template <class T> View<T> col_major(T* p, int64_t ld) { return {p, 1, ld}; }

// op(X) of a stored column-major X: f receives the view with conjugation as a type.
template <class T, class F>
decltype(auto) with_op(Op op, View<T> x, F&& f) {
    if (op == Op::NoTrans) return f(x);
    if constexpr (is_complex_v<T>)
        if (op == Op::ConjTrans) return f(x.t().conjugated());
    return f(x.t());
}

// The full matrix of a symmetric (Herm = false) or Hermitian (Herm = true) one of which only
// the `upper` or lower triangle is stored; a Hermitian diagonal is taken as real.
template <class V, bool Herm>
struct SymView {
    using value = typename V::value;
    V a;
    bool upper;

    value load(int64_t i, int64_t j) const {
        if (Herm && i == j) return real_value(a.load(i, i));
        if ((i <= j) == upper) return a.load(i, j);
        if constexpr (Herm) return conj_value(a.load(j, i));
        else return a.load(j, i);
    }
};

BBLAS_TARGET_END
