// Batched Level 1: the vector updates axpy, scal, copy, swap (one Spec and Task, the operation
// a template parameter) and the reductions dot, dotc, nrm2, asum, iamax (one more, with a result
// per problem). Vectors are addressed as in BLAS: element i of x at x[i * incx], counted from the
// end for a negative increment (Mats::shift); incx = 0 is an argument error.
#pragma once

#include <array>
#include <cstdint>
#include <type_traits>

#include "bblas.h"
#include "core/check.hh"
#include "core/grouped.hh"
#include "core/plan.hh"
#include "core/strided_args.hh"
#include "kernels/dispatch.hh"

namespace bblas::impl {

// Fixed cost of one vector in the parallel split (pointer loads, a loop set-up), in element
// operations; a Level-1 problem is short, so this is most of its cost.
inline constexpr int64_t kVectorOverhead = 16;

enum class Update { Axpy, Scal, Copy, Swap };

template <Update K> inline constexpr bool has_alpha = K == Update::Axpy || K == Update::Scal;
template <Update K> inline constexpr bool has_y = K != Update::Scal;
// x is only read by axpy and copy; scal and swap write it
template <class T, Update K>
using update_x_t = std::conditional_t<K == Update::Axpy || K == Update::Copy, const T, T>;

template <class T, Update K>
struct UpdateTask {
    int64_t n;
    T alpha;
    Mats<update_x_t<T, K>> x;
    int64_t incx;
    Mats<T> y;
    int64_t incy;
    int64_t count;

    bool empty() const { return n == 0 || (K == Update::Axpy && alpha == T(0)); }
    int64_t cost() const { return n + kVectorOverhead; }
    bool uses_vendor() const { return false; }
    void run(int64_t lo, int64_t hi) const { run_task(*this, lo, hi); }
};

template <Update K>
constexpr auto update_args() {
    if constexpr (K == Update::Axpy)
        return std::array<const char*, 9>{"n", "alpha", "x", "incx", "y", "incy", "group_count", "group_sizes", "info"};
    else if constexpr (K == Update::Scal)
        return std::array<const char*, 7>{"n", "alpha", "x", "incx", "group_count", "group_sizes", "info"};
    else
        return std::array<const char*, 8>{"n", "x", "incx", "y", "incy", "group_count", "group_sizes", "info"};
}

template <class T, Update K>
struct UpdateSpec {
    static constexpr const char* name = K == Update::Axpy ? "axpy" : K == Update::Scal ? "scal"
                                        : K == Update::Copy ? "copy" : "swap";
    static constexpr auto args = update_args<K>();
    static constexpr int a = has_alpha<K> ? 1 : 0;  // position shift after alpha

    const int64_t* n;
    const T* alpha;  // null for copy and swap
    Mats<update_x_t<T, K>> x;
    const int64_t* incx;
    Mats<T> y;  // unused by scal
    const int64_t* incy;

    Fault check(int64_t g, int64_t p, int64_t size, bool scan) const {
        if (!nonneg_at(n, g)) return {1};
        if (has_alpha<K> && !alpha) return {2};
        const bool used = n[g] > 0 && (K != Update::Axpy || alpha[g] != T(0));
        const GroupChecks c{g, p, size, Layout::ColMajor, scan};
        if (Fault f = c.vector(x, incx, used, 2 + a)) return f;
        if constexpr (has_y<K>) return c.vector(y, incy, used, 4 + a);
        return {};
    }

    UpdateTask<T, K> task(int64_t g, int64_t p, int64_t size) const {
        const int64_t N = n[g], ix = incx[g], iy = has_y<K> ? incy[g] : 1;
        return {N, has_alpha<K> ? alpha[g] : T(1), x.offset(p).shifted(vector_shift(N, ix)), ix,
                y.offset(p).shifted(vector_shift(N, iy)), iy, size};
    }
};

enum class Reduce { Dot, Dotc, Nrm2, Asum, Iamax };

template <Reduce K> inline constexpr bool reduces_two = K == Reduce::Dot || K == Reduce::Dotc;
// dot: T; nrm2 and asum: the real type; iamax: a 0-based index, as CBLAS returns it
template <class T, Reduce K>
using reduce_result_t = std::conditional_t<reduces_two<K>, T,
                        std::conditional_t<K == Reduce::Iamax, int64_t, real_t<T>>>;

template <class T, Reduce K>
struct ReduceTask {
    int64_t n;
    Mats<const T> x;
    int64_t incx;
    Mats<const T> y;
    int64_t incy;
    reduce_result_t<T, K>* result;
    int64_t count;

    bool empty() const { return false; }  // n = 0 still writes its result
    int64_t cost() const { return n + kVectorOverhead; }
    bool uses_vendor() const { return false; }
    void run(int64_t lo, int64_t hi) const { run_task(*this, lo, hi); }
};

template <Reduce K>
constexpr auto reduce_args() {
    if constexpr (reduces_two<K>)
        return std::array<const char*, 9>{"n", "x", "incx", "y", "incy", "result", "group_count", "group_sizes", "info"};
    else
        return std::array<const char*, 7>{"n", "x", "incx", "result", "group_count", "group_sizes", "info"};
}

template <class T, Reduce K>
struct ReduceSpec {
    static constexpr const char* name = K == Reduce::Dot ? (is_complex_v<T> ? "dotu" : "dot")
                                        : K == Reduce::Dotc ? "dotc" : K == Reduce::Nrm2 ? "nrm2"
                                        : K == Reduce::Asum ? "asum" : "iamax";
    static constexpr auto args = reduce_args<K>();
    static constexpr int result_pos = reduces_two<K> ? 6 : 4;

    const int64_t* n;
    Mats<const T> x;
    const int64_t* incx;
    Mats<const T> y;  // dot and dotc only
    const int64_t* incy;
    reduce_result_t<T, K>* result;  // one per problem of the call

    Fault check(int64_t g, int64_t p, int64_t size, bool scan) const {
        if (!nonneg_at(n, g)) return {1};
        const GroupChecks c{g, p, size, Layout::ColMajor, scan};
        if (Fault f = c.vector(x, incx, n[g] > 0, 2)) return f;
        if constexpr (reduces_two<K>)
            if (Fault f = c.vector(y, incy, n[g] > 0, 4)) return f;
        return c.results(result, result_pos);
    }

    ReduceTask<T, K> task(int64_t g, int64_t p, int64_t size) const {
        const int64_t N = n[g], ix = incx[g], iy = reduces_two<K> ? incy[g] : 1;
        return {N, x.offset(p).shifted(vector_shift(N, ix)), ix,
                y.offset(p).shifted(vector_shift(N, iy)), iy, result + p, size};
    }
};

// Strided vectors: problem i's vector at x + i * x_stride. An output's stride must keep the
// vectors apart: |stride| at least the vector's footprint, or vectors interleaved element by
// element (|inc| >= batch_count * |stride|, as a column-per-problem array stores them).
inline bool vector_stride_ok(int64_t stride, int64_t inc, int64_t n, int64_t count) {
    if (count <= 1 || n <= 0) return true;
    const __int128 s = stride < 0 ? -(__int128)stride : stride, i = inc < 0 ? -(__int128)inc : inc;
    return s >= 1 + (n - 1) * i || (s > 0 && i >= count * s);
}

// ---- entry templates: group API and strided API (one group of batch_count problems)

template <class T, Update K>
void update_batched(const int64_t* n, const T* alpha, update_x_t<T, K>* const* x,
                    const int64_t* incx, T* const* y, const int64_t* incy, int64_t group_count,
                    const int64_t* group_sizes, int64_t* info) {
    const UpdateSpec<T, K> s{n, alpha, Mats<update_x_t<T, K>>::pointers(x), incx, Mats<T>::pointers(y), incy};
    run_grouped(s, group_count, group_sizes, info, report_mode(info));
}

// Strided positions: the group API's, each vector followed by its stride, then batch_count, info.
template <class T, Update K>
void update_strided(int64_t n, T alpha, update_x_t<T, K>* x, int64_t incx, int64_t x_stride,
                    T* y, int64_t incy, int64_t y_stride, int64_t batch_count, int64_t* info) {
    constexpr int a = has_alpha<K> ? 1 : 0;
    static constexpr auto positions = [] {
        if constexpr (K == Update::Axpy) return std::array<int, 9>{1, 2, 3, 4, 6, 7, 0, 9, 10};
        else if constexpr (K == Update::Scal) return std::array<int, 7>{1, 2, 3, 4, 0, 6, 7};
        else return std::array<int, 8>{1, 2, 3, 5, 6, 0, 8, 9};
    }();
    static constexpr auto names = [] {
        if constexpr (K == Update::Axpy)
            return std::array<const char*, 10>{"n", "alpha", "x", "incx", "x_stride", "y", "incy", "y_stride", "batch_count", "info"};
        else if constexpr (K == Update::Scal)
            return std::array<const char*, 7>{"n", "alpha", "x", "incx", "x_stride", "batch_count", "info"};
        else
            return std::array<const char*, 9>{"n", "x", "incx", "x_stride", "y", "incy", "y_stride", "batch_count", "info"};
    }();
    // outputs: y (axpy, copy, swap) and x (scal, swap)
    int extra = 0;
    if constexpr (K == Update::Scal || K == Update::Swap)
        if (!vector_stride_ok(x_stride, incx, n, batch_count)) extra = 4 + a;
    if constexpr (has_y<K>)
        if (!extra && !vector_stride_ok(y_stride, incy, n, batch_count)) extra = 7 + a;
    const Interface iface{positions, names, extra};
    const UpdateSpec<T, K> s{&n, &alpha, Mats<update_x_t<T, K>>::strided(x, x_stride), &incx,
                             Mats<T>::strided(y, y_stride), &incy};
    run_grouped(s, 1, &batch_count, info, report_mode(info), &iface);
}

template <class T, Reduce K>
void reduce_batched(const int64_t* n, const T* const* x, const int64_t* incx, const T* const* y,
                    const int64_t* incy, reduce_result_t<T, K>* result, int64_t group_count,
                    const int64_t* group_sizes, int64_t* info) {
    const ReduceSpec<T, K> s{n, Mats<const T>::pointers(x), incx, Mats<const T>::pointers(y), incy, result};
    run_grouped(s, group_count, group_sizes, info, report_mode(info));
}

template <class T, Reduce K>
void reduce_strided(int64_t n, const T* x, int64_t incx, int64_t x_stride, const T* y,
                    int64_t incy, int64_t y_stride, reduce_result_t<T, K>* result,
                    int64_t batch_count, int64_t* info) {
    static constexpr auto positions = [] {
        if constexpr (reduces_two<K>) return std::array<int, 9>{1, 2, 3, 5, 6, 8, 0, 9, 10};
        else return std::array<int, 7>{1, 2, 3, 5, 0, 6, 7};
    }();
    static constexpr auto names = [] {
        if constexpr (reduces_two<K>)
            return std::array<const char*, 10>{"n", "x", "incx", "x_stride", "y", "incy", "y_stride", "result", "batch_count", "info"};
        else
            return std::array<const char*, 7>{"n", "x", "incx", "x_stride", "result", "batch_count", "info"};
    }();
    const Interface iface{positions, names, 0};
    const ReduceSpec<T, K> s{&n, Mats<const T>::strided(x, x_stride), &incx,
                             Mats<const T>::strided(y, y_stride), &incy, result};
    run_grouped(s, 1, &batch_count, info, report_mode(info), &iface);
}

}  // namespace bblas::impl
