// The crossovers of core/plan.hh, and the environment's say in planning.
#include "core/plan.hh"

#include <cstdlib>
#include <cstring>

namespace bblas::impl {

// OpenBLAS per matrix from these orders on. Measured on the 2-core Zen 4 machine, single
// thread, speedups of bblas over the loop at the orders either side:
//   OMP_NUM_THREADS=1 bblas-tester gemm,symm,syrk,trmm,trsm --type s,d,c,z
//       --dim 4,6,8,12,16,24,32 --batch 5000 --repeat 7   (one line)
// gemm s 12: 1.06x, 16: 0.29x; d 6: 1.24x, 8: 0.51x; c 8: 1.12x, 12: 0.57x; z 6: 1.12x, 8: 0.67x
const Crossover kVendorGemm{14, 7, 10, 7};
// symm s 12: 1.40x, 16: 0.64x; d 8: 1.43x, 12: 0.67x; c 8: 1.41x, 12: 0.82x; z 6: 1.16x, 8: 0.70x
const Crossover kVendorSymm{14, 10, 10, 7};
// syrk s 16: 1.28x; d 12: 1.47x, 16: 0.90x; c 12: 1.10x, 16: 0.38x; z 8: 1.28x, 12: 0.93x
const Crossover kVendorRankK{24, 14, 14, 10};
// trmm s 16: 1.07x, 24: 0.44x; d 8: 1.51x, 12: 0.72x; c 12: 1.05x, 16: 0.89x; z 8: 0.89x
const Crossover kVendorTrmm{20, 10, 14, 8};
// trsm 24: 1.6x-3.6x in every type; with 2 threads on a quiet machine bblas through the
// standard API still wins at 32, 48 and 64 in float (2.19x, 2.48x, 1.23x) and at 32 and 48 in
// double (2.17x, 1.77x; 0.81x at 64): OMP_WAIT_POLICY=active bblas-tester trsm --type d,s
// --dim 32,48,64 --batch 4000 --bblas c. Complex taken as its real type (not measured at 64).
const Crossover kVendorTrsm{65, 56, 65, 56};

// The gemm column kernels beat gathering blocks into the interleaved layout while m fits their
// registers (columns_max_rows: m <= 64 float, 32 double with AVX-512), and OpenBLAS at every
// size that fits. With 2 threads, batch 10000, their ratio over the loop was s 3.8x/4.0x/2.3x/
// 1.1x/1.0x/1.5x/1.7x/1.0x at n = 6/8/12/16/32/40/48/64, d 2.6x/2.1x/1.05x/1.8x/1.3x/1.3x/1.0x
// at n = 6/8/12/16/20/24/32; in memory (--batch mem) d 1.04x/1.5x/1.2x at 16/24/32
// (OMP_WAIT_POLICY=active bblas-tester gemm --type d,s --dim 6:64 --batch 10000 --bblas c
// --peers openblas; the machine was shared, so +-20%). No complex kernels yet.
const Crossover kVendorGemmColumns{65, 33, 0, 0};

bool vendor_disabled() {
    static const bool off = [] {
        const char* v = std::getenv("BBLAS_NO_VENDOR");
        return v && *v && std::strcmp(v, "0") != 0;
    }();
    return off;
}

}  // namespace bblas::impl
