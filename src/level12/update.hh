// The Level-1 vector updates axpy, scal, copy and swap: one Spec for all four (the operation a
// template parameter, tasks/update.hh). Vectors are addressed as in BLAS: element i of x at
// x[i * incx], counted from the end for a negative increment; incx = 0 is an argument error.
#pragma once

#include <cstdint>
#include <tuple>
#include <type_traits>

#include "bblas.h"
#include "core/args.hh"
#include "core/check.hh"
#include "core/grouped.hh"
#include "core/half.hh"
#include "core/strided_args.hh"
#include "tasks/update.hh"

namespace bblas::impl {

template <Update K>
consteval auto update_args() {
    if constexpr (K == Update::Axpy)
        return ArgList{"n", "alpha", "x", "incx", "y", "incy", "group_count", "group_sizes", "info"};
    else if constexpr (K == Update::Scal)
        return ArgList{"n", "alpha", "x", "incx", "group_count", "group_sizes", "info"};
    else return ArgList{"n", "x", "incx", "y", "incy", "group_count", "group_sizes", "info"};
}
template <Update K>
inline constexpr auto kUpdateArgs = update_args<K>();

template <class T, Update K>
struct UpdateSpec {
    static constexpr const char* name = K == Update::Axpy   ? "axpy"
                                        : K == Update::Scal ? "scal"
                                        : K == Update::Copy ? "copy"
                                                            : "swap";
    static constexpr auto args = kUpdateArgs<K>;

    const int64_t* n;
    const compute_t<T>* alpha;  // null for copy and swap
    Mats<update_x_t<T, K>> x;
    const int64_t* incx;
    Mats<T> y;  // unused by scal
    const int64_t* incy;

    Fault check(int64_t g, int64_t p, int64_t size, bool scan) const {
        if (!nonneg_at(n, g)) return {args["n"]};
        if constexpr (has_alpha<K>)
            if (!alpha) return {args["alpha"]};
        const bool used = n[g] > 0 && (K != Update::Axpy || alpha[g] != compute_t<T>(0));
        const GroupChecks c{g, p, size, Layout::ColMajor, scan};
        // scal and swap write x; axpy, copy and swap write y
        constexpr bool writes_x = K == Update::Scal || K == Update::Swap;
        if (Fault f = c.vector(x, incx, used, args["x"], writes_x)) return f;
        if constexpr (has_y<K>) return c.output_vector(y, incy, used, args["y"]);
        return {};
    }

    // the per-group arrays (run detection, core/grouped.hh)
    auto group_arrays() const {
        if constexpr (K == Update::Axpy) return std::tuple{n, alpha, incx, incy};
        else if constexpr (K == Update::Scal) return std::tuple{n, alpha, incx};
        else return std::tuple{n, incx, incy};
    }

    UpdateTask<T, K> task(int64_t g, int64_t p, int64_t size) const {
        const int64_t N = n[g], ix = incx[g], iy = has_y<K> ? incy[g] : 1;
        return {N,   has_alpha<K> ? alpha[g] : compute_t<T>(1), x.offset(p).shifted(vector_shift(N, ix)),
                ix,  y.offset(p).shifted(vector_shift(N, iy)),  iy,
                size};
    }
};

template <class T, Update K>
void update_batched(const int64_t* n, const compute_t<T>* alpha, update_x_t<T, K>* const* x,
                    const int64_t* incx, T* const* y, const int64_t* incy, int64_t group_count,
                    const int64_t* group_sizes, int64_t* info) {
    const UpdateSpec<T, K> s{n, alpha, Mats<update_x_t<T, K>>::pointers(x), incx, Mats<T>::pointers(y), incy};
    run_grouped(s, group_count, group_sizes, info, report_mode(info));
}

// The strided C interface: one group of batch_count problems; outputs' strides must keep their
// vectors apart (core/strided_args.hh).
template <class T, Update K>
void update_strided(int64_t n, compute_t<T> alpha, update_x_t<T, K>* x, int64_t incx, int64_t x_stride, T* y,
                    int64_t incy, int64_t y_stride, int64_t batch_count, int64_t* info) {
    using F = FaceArgs<kUpdateArgs<K>, Face::Strided>;
    int extra = 0;
    if constexpr (K == Update::Scal || K == Update::Swap)
        if (!vector_stride_ok(x_stride, incx, n, batch_count)) extra = F::at("x_stride");
    if constexpr (has_y<K>)
        if (!extra && !vector_stride_ok(y_stride, incy, n, batch_count)) extra = F::at("y_stride");
    const Interface iface{F::positions, F::names.span(), extra};
    const UpdateSpec<T, K> s{
        &n,   &alpha, Mats<update_x_t<T, K>>::strided(x, x_stride), &incx, Mats<T>::strided(y, y_stride),
        &incy};
    run_grouped(s, 1, &batch_count, info, report_mode(info), &iface);
}

}  // namespace bblas::impl
