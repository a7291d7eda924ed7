// The crossovers of core/plan.hh, and the environment's say in planning.
#include "core/plan.hh"

#include <cstdlib>
#include <cstring>

namespace bblas::impl {

// OpenBLAS per matrix from these orders on (65: never up to 64, where bblas's own kernels end).
// Measured on the 2-core Zen 5 machine with 2 threads, batch 10000, bblas's kernels alone
// (BBLAS_NO_VENDOR=1) against the OpenMP loop over OpenBLAS (OpenBLAS's own kernel choice,
// Cooperlake), 2026-11-24:
//   OMP_WAIT_POLICY=active BBLAS_NO_VENDOR=1 bblas-tester gemm,symm,hemm,syrk,herk,syr2k,her2k,
//       trmm,trsm --type s,d,c,z --dim 16,24,32,48,64 --bblas c --peers openblas --repeat 5
// and gemm with --transA t. Called from 2 threads at once, OpenBLAS's routines other than its
// small gemm take a buffer under a lock on every call, and ran no faster than on 1 thread (dsyrk
// n = 16: 4.4 ms for 10000 on 1 thread, 4.7 on 2), so bblas's kernels, which do scale, stay
// ahead much further than single-threaded runs (the Zen 4 tables before) said. Ratios of
// bblas's kernels over the loop at the orders either side of each crossover (+-15%: the
// machine is a shared VM):
// gemm (A transposed, or complex; real gemm with A as stored takes the column kernels below):
// s 48: 1.35x, 64: 1.15x with A transposed, but 0.63x at 64 with A as stored, where the column
// kernels stop; d 48: 1.3x, 64: 1.1x; c 32: 1.12x, 48: 0.90x; z 32: 1.24x, 48: 0.99x
const Crossover kVendorGemm{64, 65, 40, 48};
// symm, hemm: s, d >= 1.0x to 64; c 48: 1.04x, 64: 0.90x; z 48: 1.04x, 64: 0.96x
const Crossover kVendorSymm{65, 65, 56, 56};
// syrk, herk: s 32: 1.44x, 48: 0.82x; d 24: 1.60x, 32: 1.00x; c 24: 1.53x, 32: 0.76x;
// z 24: 1.55x, 32: 0.59x
const Crossover kVendorRankK{40, 32, 28, 28};
// syr2k, her2k: s 24: 1.50x, 32: 0.74x; d 24: 1.23x, 32: 0.69x; c 24: 1.15x, 32: 0.57x;
// z 16: 1.29x, 24: 1.06x, 32: 0.50x
const Crossover kVendorRank2K{28, 28, 28, 24};
// trmm: s, d >= 1.5x to 64; c 48: 1.13x, 64: 0.53x; z 32: 1.05x, 48: 0.94x
const Crossover kVendorTrmm{65, 65, 56, 40};
// trsm: s, d >= 4x to 64 (column kernels); c 48: 1.90x, 64: 0.90x; z 48: 1.08x, 64: 0.53x
const Crossover kVendorTrsm{65, 65, 56, 56};

// The gemm column kernels (kernels/gemm_columns.hh, one matrix at a time, no conversion; in
// row blocks beyond 32 rows of double) against the loop over OpenBLAS, same runs: s 32: 1.33x,
// 48: 1.33x, 64: 0.95x; d in row blocks 40: 1.19x, 48: 1.13x, 56: 1.10x, 64: 1.17x
const Crossover kVendorGemmColumns{64, 65, 0, 0};

bool vendor_disabled() {
    static const bool off = [] {
        const char* v = std::getenv("BBLAS_NO_VENDOR");
        return v && *v && std::strcmp(v, "0") != 0;
    }();
    return off;
}

}  // namespace bblas::impl
