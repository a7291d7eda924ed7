// Which path serves a group of a batched LAPACK routine. The interleaved kernels (one matrix per
// lane, a block gathered once per call) serve every order up to kLapackVendorMinDim; above it
// LAPACKE per matrix, or bblas's own kernel one matrix at a time (Direct) where LAPACKE's 32-bit
// sizes cannot hold the arguments.
#pragma once

#include <cstdint>

#include "core/plan.hh"

namespace bblas::impl {

// LAPACKE per matrix above this order (the larger of m and n). The interleaved kernels stay
// ahead of the LAPACKE loop up to 63 (2-core Zen 5, 2 threads, `bblas-tester
// potrf,posv,getrf,gesv,getri --type d,s --dim 24,32,40,48,56,57,60,62,63,64 --batch 2000`,
// 2026-11-24: at 56, 1.1x (getri d) to 3.5x (potrf s)), but not at 64: there a gathered
// block's columns lie 4 KiB apart (64 rows of 8 lanes of 8 bytes, or 16 of 4), the same L1
// sets, and every routine fell to half its speed or less (dgetri 0.2x the loop, dpotrf 0.6x).
inline constexpr int64_t kLapackVendorMinDim = 63;

inline Path plan_lapack(int64_t dim, bool in_container, bool vendor_fits) {
    if (in_container) return Path::Interleaved;
    if (dim <= kLapackVendorMinDim) return Path::Interleaved;
    return vendor_fits ? Path::Vendor : Path::Direct;
}

}  // namespace bblas::impl
