#include "core/execute.hh"

namespace bblas::impl {

int threads_for(int64_t total_cost) {
    if (total_cost < kParallelMinCost || omp_in_parallel()) return 1;
    return omp_get_max_threads();
}

}  // namespace bblas::impl
