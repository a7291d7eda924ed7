// The Level-1 reductions dot, dotu, dotc, nrm2, asum and iamax: one Spec for all (the reduction
// a template parameter, tasks/reduce.hh), with one result per problem.
#pragma once

#include <cstdint>
#include <tuple>
#include <type_traits>

#include "bblas.h"
#include "core/args.hh"
#include "core/check.hh"
#include "core/grouped.hh"
#include "core/strided_args.hh"
#include "tasks/reduce.hh"

namespace bblas::impl {

template <Reduce K>
consteval auto reduce_args() {
    if constexpr (reduces_two<K>)
        return ArgList{"n", "x", "incx", "y", "incy", "result", "group_count", "group_sizes", "info"};
    else return ArgList{"n", "x", "incx", "result", "group_count", "group_sizes", "info"};
}
template <Reduce K>
inline constexpr auto kReduceArgs = reduce_args<K>();

template <class T, Reduce K>
struct ReduceSpec {
    static constexpr const char* name = K == Reduce::Dot    ? (is_complex_v<T> ? "dotu" : "dot")
                                        : K == Reduce::Dotc ? "dotc"
                                        : K == Reduce::Nrm2 ? "nrm2"
                                        : K == Reduce::Asum ? "asum"
                                                            : "iamax";
    static constexpr auto args = kReduceArgs<K>;

    const int64_t* n;
    Mats<const T> x;
    const int64_t* incx;
    Mats<const T> y;  // dot and dotc only
    const int64_t* incy;
    reduce_result_t<T, K>* result;  // one per problem of the call

    Fault check(int64_t g, int64_t p, int64_t size, bool scan) const {
        if (!nonneg_at(n, g)) return {args["n"]};
        const GroupChecks c{g, p, size, Layout::ColMajor, scan};
        if (Fault f = c.vector(x, incx, n[g] > 0, args["x"])) return f;
        if constexpr (reduces_two<K>)
            if (Fault f = c.vector(y, incy, n[g] > 0, args["y"])) return f;
        return c.results(result, args["result"]);
    }

    // the per-group arrays (run detection, core/grouped.hh)
    auto group_arrays() const {
        if constexpr (reduces_two<K>) return std::tuple{n, incx, incy};
        else return std::tuple{n, incx};
    }

    ReduceTask<T, K> task(int64_t g, int64_t p, int64_t size) const {
        const int64_t N = n[g], ix = incx[g], iy = reduces_two<K> ? incy[g] : 1;
        return {N,   x.offset(p).shifted(vector_shift(N, ix)),
                ix,  y.offset(p).shifted(vector_shift(N, iy)),
                iy,  result + p,
                size};
    }
};

template <class T, Reduce K>
void reduce_batched(const int64_t* n, const T* const* x, const int64_t* incx, const T* const* y,
                    const int64_t* incy, reduce_result_t<T, K>* result, int64_t group_count,
                    const int64_t* group_sizes, int64_t* info) {
    const ReduceSpec<T, K> s{n, Mats<const T>::pointers(x), incx, Mats<const T>::pointers(y), incy, result};
    run_grouped(s, group_count, group_sizes, info, report_mode(info));
}

template <class T, Reduce K>
void reduce_strided(int64_t n, const T* x, int64_t incx, int64_t x_stride, const T* y, int64_t incy,
                    int64_t y_stride, reduce_result_t<T, K>* result, int64_t batch_count, int64_t* info) {
    using F = FaceArgs<kReduceArgs<K>, Face::Strided>;
    const Interface iface{F::positions, F::names.span(), 0};
    const ReduceSpec<T, K> s{
        &n, Mats<const T>::strided(x, x_stride), &incx, Mats<const T>::strided(y, y_stride), &incy, result};
    run_grouped(s, 1, &batch_count, info, report_mode(info), &iface);
}

}  // namespace bblas::impl
