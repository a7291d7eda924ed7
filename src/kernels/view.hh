// Views through which kernels see a matrix. Transposition swaps the strides; conjugation is a
// compile-time flag; a symmetric or Hermitian view reads the stored triangle for both halves.
// Kernels are written once against load/store and run on any of them:
// - View: one matrix, element (i, j) at p[i * rs + j * cs] (the reference and direct path);
// - IView: W matrices in the interleaved layout, lane l of element (i, j) at
//   p[i * rs + j * cs + l], imaginary parts `plane` scalars further (the interleaved path).
#pragma once

#include <cstdint>
#include <type_traits>

#include "bblas/types.hh"
#include "kernels/pack.hh"
#include "kernels/scalar.hh"
#include "kernels/target.hh"

BBLAS_TARGET_BEGIN

template <class T, bool Conj = false>
struct View {
    using value = std::remove_const_t<T>;
    static constexpr bool complex = is_complex_v<T>;
    T* p;
    int64_t rs, cs;

    BBLAS_INLINE value load(int64_t i, int64_t j) const {
        const value v = p[i * rs + j * cs];
        if constexpr (Conj) return conj_value(v);
        else return v;
    }
    BBLAS_INLINE void store(int64_t i, int64_t j, value v) const { p[i * rs + j * cs] = v; }
    View t() const { return {p, cs, rs}; }
    View<T, !Conj> conjugated() const { return {p, rs, cs}; }
};

template <class T>
View<T> col_major(T* p, int64_t ld) {
    return {p, 1, ld};
}

// RS, CS > 0: the strides as compile-time constants (rs and cs unused), so that a kernel
// unrolled for a fixed order addresses its elements as constant offsets (interleaved_fixed).
template <class T, int W, bool Conj = false, int G = 1, int64_t RS = 0, int64_t CS = 0>
struct IView {
    using one = typename PackOf<std::remove_const_t<T>, W>::type;
    using value = std::conditional_t<G == 1, one, Twin<one>>;
    using R = std::conditional_t<std::is_const_v<T>, const real_t<std::remove_const_t<T>>,
                                 real_t<std::remove_const_t<T>>>;
    static constexpr bool complex = is_complex_v<T>;
    R* p;
    int64_t rs, cs, plane;
    R* q = nullptr;  // G = 2: lanes W..2W-1, the same layout at q

    BBLAS_INLINE one load_at(R* base, int64_t o) const {
        if constexpr (complex) return {one::Re::load(base + o), one::Re::load(base + o + plane)};
        else return one::load(base + o);
    }
    BBLAS_INLINE void store_at(R* base, int64_t o, one v) const {
        if constexpr (complex) {
            v.re.store(base + o);
            v.im.store(base + o + plane);
        } else {
            v.store(base + o);
        }
    }
    BBLAS_INLINE int64_t offset(int64_t i, int64_t j) const {
        if constexpr (RS > 0) return i * RS + j * CS;
        else return i * rs + j * cs;
    }
    BBLAS_INLINE value load(int64_t i, int64_t j) const {
        const int64_t o = offset(i, j);
        value v;
        if constexpr (G == 1) v = load_at(p, o);
        else v = {load_at(p, o), load_at(q, o)};
        if constexpr (Conj && complex) return conj_value(v);
        else return v;
    }
    BBLAS_INLINE void store(int64_t i, int64_t j, value v) const {
        const int64_t o = offset(i, j);
        if constexpr (G == 1) {
            store_at(p, o, v);
        } else {
            store_at(p, o, v.a);
            store_at(q, o, v.b);
        }
    }
    IView<T, W, Conj, G, CS, RS> t() const { return {p, cs, rs, plane, q}; }
    IView<T, W, !Conj, G, RS, CS> conjugated() const { return {p, rs, cs, plane, q}; }
};

// W interleaved rows x cols matrices at p in a block `width` matrices wide (W by default; a
// container's blocks may be a multiple of W wide, see bblas/interleaved.hh); with G = 2, W
// more in the same layout at q, seen as one pack of 2W lanes.
template <class T, int W, int G = 1, class P>
IView<T, W, false, G> interleaved(P* p, int64_t rows, int64_t cols, int64_t width = W, P* q = nullptr) {
    return {p, width, rows * width, rows * cols * width, q};
}

// interleaved() for a block of W matrices of Order rows with the strides compile-time constants.
template <class T, int W, int G, int64_t Order, class P>
IView<T, W, false, G, W, Order * W> interleaved_fixed(P* p, int64_t cols, P* q = nullptr) {
    return {p, W, Order * W, Order * cols * W, q};
}
// The order of such a view's block (as stored, column-major), 0 for any other view.
template <class V>
inline constexpr int64_t fixed_order = 0;
template <class T, int W, bool C, int G, int64_t RS, int64_t CS>
inline constexpr int64_t fixed_order<IView<T, W, C, G, RS, CS>> = RS == W ? CS / W : 0;

// op(X) of a stored X: f receives the view with conjugation as a type.
template <class V, class F>
decltype(auto) with_op(Op op, V x, F&& f) {
    if (op == Op::NoTrans) return f(x);
    if constexpr (V::complex)
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

    BBLAS_INLINE value load(int64_t i, int64_t j) const {
        if (Herm && i == j) return real_value(a.load(i, i));
        if ((i <= j) == upper) return a.load(i, j);
        if constexpr (Herm) return conj_value(a.load(j, i));
        else return a.load(j, i);
    }
};

// view of conj(A) (conj) or A, then transposed or not; f receives it
template <class T, class V, class F>
BBLAS_INLINE void with_conj(bool conj, V a, F&& f) {
    if constexpr (is_complex_v<T>)
        if (conj) return f(a.conjugated());
    f(a);
}

BBLAS_TARGET_END
