// Which path serves a group of a batched LAPACK routine. The interleaved kernels (one matrix per
// lane, a block gathered once per call) serve every order up to kLapackVendorMinDim; above it
// LAPACKE per matrix, or bblas's own kernel one matrix at a time (Direct) where LAPACKE's 32-bit
// sizes cannot hold the arguments.
#pragma once

#include <cstdint>

#include "core/plan.hh"

namespace bblas::impl {

// LAPACKE per matrix above this order (the larger of m and n). Measured on the 2-core Zen 4
// machine with `bblas-tester --routine getrf,potrf,gesv,posv --type d,s --dim 32:96:8
// --batch 2000` (docs/lapack.md): the interleaved kernels stay ahead of LAPACKE up to here.
inline constexpr int64_t kLapackVendorMinDim = 64;

inline Path plan_lapack(int64_t dim, bool in_container, bool vendor_fits) {
    if (in_container) return Path::Interleaved;
    if (dim <= kLapackVendorMinDim) return Path::Interleaved;
    return vendor_fits ? Path::Vendor : Path::Direct;
}

}  // namespace bblas::impl
