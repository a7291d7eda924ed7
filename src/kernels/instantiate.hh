// Instantiation of this instruction set's run() for a task template over the scalar types:
// `BBLAS_FOR_EACH_SCALAR(BBLAS_INSTANTIATE_RUN, GemmTask)` at the end of a kernel source, inside
// its target region, emits run(const GemmTask<T>&, lo, hi) for every T, the definitions that
// kernels/dispatch.hh calls. They must be explicit instantiations made inside the region: GCC
// compiles an implicit instantiation at the end of the translation unit, where the region's
// target no longer applies, and the kernels' always-inline pack code then fails to inline.
#pragma once

#include <complex>
#include <cstdint>

#include "core/types.hh"

#define BBLAS_INSTANTIATE_RUN(Task, T) template void run(const Task<T>&, int64_t, int64_t);
