// Which path serves a group of a batched LAPACK routine. The interleaved kernels (one matrix per
// lane, a block gathered once per call) serve every order below the routine family's crossover
// in force (core/tuning.hh: tuning().lu, cholesky or inverse); from it LAPACKE per matrix, or
// bblas's own kernel one matrix at a time (Direct) where LAPACKE's 32-bit sizes cannot hold the
// arguments.
#pragma once

#include <cstdint>

#include "core/plan.hh"

namespace bblas::impl {

// The largest order (the larger of m and n) the interleaved kernels serve, whatever the
// crossover. They stay ahead of the LAPACKE loop up to 63 (2-core Zen 5, 2 threads, `bblas-tester
// potrf,posv,getrf,gesv,getri --type d,s --dim 24,32,40,48,56,57,60,62,63,64 --batch 2000`,
// 2026-11-24: at 56, 1.1x (getri d) to 3.5x (potrf s)), but not at 64: there a gathered block's
// columns lie 4 KiB apart (64 rows of 8 lanes of 8 bytes, or 16 of 4), the same L1 sets, and
// every routine fell to half its speed or less (dgetri 0.2x the loop, dpotrf 0.6x).
inline constexpr int64_t kLapackKernelMaxDim = kLapackNever - 1;

// crossover: the routine family's (tuning().lu, cholesky or inverse); has_vendor: LAPACK has the
// routine (getrf without pivoting it has not); vendor_fits: LAPACKE's 32-bit sizes hold the
// arguments.
template <class T>
Path plan_lapack(const Crossover& crossover, int64_t dim, bool in_container, bool has_vendor,
                 bool vendor_fits) {
    if (in_container || dim < vendor_order<T>(crossover)) return Path::Interleaved;
    // Without LAPACKE (BBLAS_NO_VENDOR, or a routine it lacks): the interleaved kernels as far as
    // they go.
    if ((vendor_disabled() || !has_vendor) && dim <= kLapackKernelMaxDim) return Path::Interleaved;
    return has_vendor && vendor_fits ? Path::Vendor : Path::Direct;
}

}  // namespace bblas::impl
