// The Level-1 reduction task on one group: dot, dotc, nrm2, asum, iamax, one result per problem.
#pragma once

#include <cstdint>
#include <type_traits>

#include "core/half.hh"
#include "kernels/dispatch.hh"
#include "tasks/task.hh"

namespace bblas::impl {

enum class Reduce { Dot, Dotc, Nrm2, Asum, Iamax };

template <Reduce K>
inline constexpr bool reduces_two = K == Reduce::Dot || K == Reduce::Dotc;
// dot: T; nrm2 and asum: the real type; iamax: a 0-based index, as CBLAS returns it (half
// storage: the single-precision types)
template <class T, Reduce K>
using reduce_result_t =
    std::conditional_t<reduces_two<K>, compute_t<T>,
                       std::conditional_t<K == Reduce::Iamax, int64_t, real_t<compute_t<T>>>>;

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
    int64_t cost() const {
        return reduces_two<K> ? vector_cost<T>(n, {incx, incy}) : vector_cost<T>(n, {incx});
    }
    bool uses_vendor() const { return false; }
    void run(int64_t lo, int64_t hi) const { run_task(*this, lo, hi); }
};

}  // namespace bblas::impl
