// The built-in crossover tables (core/tuning.hh), one per CPU family, each with the runs that
// measured it. Here, so that retuning one rebuilds one file. All were measured the same way:
// bblas's kernels alone (BBLAS_NO_VENDOR=1, which keeps every group off OpenBLAS where bblas's
// kernels can take it) against the OpenMP loop over single-threaded OpenBLAS (LAPACKE), with
// 2 threads, batch 10000 (LAPACK: 2000); a crossover between two measured orders is their
// midpoint, and where bblas's margin was small the vendor path takes the order.
#include "core/tuning.hh"

#include <algorithm>

namespace bblas::impl {
namespace {

// AVX-512 on 512-bit datapaths: the 2-core Zen 5 machine (AMD family 0x1A), 2026-11-24,
// OpenBLAS 0.3.21 on its own kernel choice (Cooperlake):
//   OMP_WAIT_POLICY=active BBLAS_NO_VENDOR=1 bblas-tester gemm,symm,hemm,syrk,herk,syr2k,her2k,
//       trmm,trsm --type s,d,c,z --dim 16,24,32,48,64 --bblas c --peers openblas --repeat 5
// and gemm with --transA t. Called from 2 threads at once, OpenBLAS's routines other than its
// small gemm take a buffer under a lock on every call, and ran no faster than on 1 thread (dsyrk
// n = 16: 4.4 ms for 10000 on 1 thread, 4.7 on 2), so bblas's kernels, which do scale, stay
// ahead much further than single-threaded runs said. Ratios of bblas's kernels over the loop at
// the orders either side of each crossover (+-15%: the machine is a shared VM):
constexpr Tuning kZen5{
    // gemm (A transposed, or complex): s 48: 1.35x, 64: 1.15x with A transposed; d 48: 1.3x,
    // 64: 1.1x; c 32: 1.12x, 48: 0.90x; z 32: 1.24x, 48: 0.99x
    .gemm = {64, 65, 40, 48},
    // the column kernels (one matrix at a time, no conversion; in row blocks beyond 32 rows of
    // double): s 32: 1.33x, 48: 1.33x, 64: 0.95x; d in row blocks 40: 1.19x, 48: 1.13x,
    // 56: 1.10x, 64: 1.17x
    .gemm_columns = {64, 65, 65, 65},
    // symm, hemm: s, d >= 1.0x to 64; c 48: 1.04x, 64: 0.90x; z 48: 1.04x, 64: 0.96x
    .symm = {65, 65, 56, 56},
    // syrk, herk: s 32: 1.44x, 48: 0.82x; d 24: 1.60x, 32: 1.00x; c 24: 1.53x, 32: 0.76x;
    // z 24: 1.55x, 32: 0.59x
    .rank_k = {40, 32, 28, 28},
    // syr2k, her2k: s 24: 1.50x, 32: 0.74x; d 24: 1.23x, 32: 0.69x; c 24: 1.15x, 32: 0.57x;
    // z 16: 1.29x, 24: 1.06x, 32: 0.50x
    .rank_2k = {28, 28, 28, 24},
    // trmm: s, d >= 1.5x to 64 (left side, the column kernels); c 48: 1.13x, 64: 0.53x;
    // z 32: 1.05x, 48: 0.94x
    .trmm = {65, 65, 56, 40},
    // trsm: s, d >= 4x to 64 (left side, the column kernels); c 48: 1.90x, 64: 0.90x;
    // z 48: 1.08x, 64: 0.53x
    .trsm = {65, 65, 56, 56},
    // Level 2: not measured on this CPU; bblas's kernels, as before the entries existed
    .gemv_ger = {65, 65, 65, 65},
    .symv_trxv = {65, 65, 65, 65},
    .ger_complex = {65, 65, 65, 65},
    // `bblas-tester potrf,posv,getrf,gesv,getri --type d,s --dim 24,32,40,48,56,57,60,62,63,64
    // --batch 2000`: the interleaved kernels ahead up to 63 (at 56, 1.1x (getri d) to 3.5x
    // (potrf s)); c and z not measured there
    .lu = {64, 64, 64, 64},
    .cholesky = {64, 64, 64, 64},
    .inverse = {64, 64, 64, 64},
};

// AVX-512 on 512-bit datapaths, Intel: the 2-vCPU Intel Xeon development VM (Emerald Rapids,
// family 6 model 0xCF; "Intel(R) Xeon(R) Processor" to lscpu), 2026-11-26, OpenBLAS 0.3.21 on
// its Cooperlake kernels (OPENBLAS_CORETYPE=Cooperlake: on its own it falls back to Prescott
// here, for which see kSseVendor):
//   bblas-tune --openblas-core Cooperlake --output FILE   (five runs; per entry the median of the
//                                                         three on a quiet machine, load 1.8-3.0)
// It differs from Zen 5's table where Zen 5 keeps bblas's kernels to 64: dgemm with A
// transposed, the column kernels and syrk/syr2k hand over from 14-44. Ratios either side of each
// crossover (run 4 of 5; the runs moved entries by up to one probed order, a few by two):
constexpr Tuning kXeon{
    // gemm A^T (interleaved): s >= 1.13x to 64; d 24: 1.44x, 32: 0.87x; c 24: 1.12-1.55x, 32:
    // 1.01-1.22x; z 16: 1.09x, 24: 0.82x
    .gemm = {65, 28, 28, 20},
    // column kernels, re-measured 2026-11-27 (three runs of the same command; medians) once
    // products on streaming operands stopped prefetching the next matrix whole: s 16: 1.07-1.10x,
    // 64: 1.03-1.43x; d 32: 1.06-1.15x, 40: 0.75-0.79x (were s 16: 1.04x, d 16: 0.77x)
    .gemm_columns = {65, 36, 65, 65},
    // symm: s >= 1.09x to 64; d 48: 1.10x, 56: 0.90x; hemm c 40: 1.15x, 48: 1.00x; z 24:
    // 0.88-1.26x
    .symm = {65, 52, 44, 28},
    // syrk: s 40: 1.16x, 48: 0.93x; d 24: 1.08x, 32: 0.93-1.12x; herk c, z 24: 1.12-1.22x, 32:
    // 0.67-0.77x
    .rank_k = {44, 28, 28, 28},
    // syr2k: s 16: 1.75x, 24: 0.98-1.11x; d 24: 1.11x, 32: 0.76x; her2k c 16: 1.38x, 24:
    // 0.90x; z 12: 1.51x, 16: 1.03-1.16x
    .rank_2k = {20, 28, 20, 14},
    // trmm (right side): s 24: 1.40x, 32: 0.92x; d 16: 1.75x, 24: 0.98x; c 24: 1.66x, 32:
    // 1.05-1.18x; z 32: 1.13-1.21x, 40: 1.0x
    .trmm = {28, 20, 28, 36},
    // trsm: ahead to 64 in every type (64: s 1.44x, d 1.10x, c 1.53x right side, z 0.92-1.15x)
    .trsm = {65, 65, 65, 65},
    // Level 2 where the column kernels do not take it, measured on another Intel server core
    // (the 2-vCPU Xeon VM of model 0xA7 with AMX, 2026-11-27, `docs/performance.md`, "Level 2
    // against the loop"; medians of 3 runs of `bblas-tester gemv,ger,symv,trmv,trsv --type
    // s,d,c,z --dim 2,3,4,5,8,12,16,24,32,48,64 --peers openblas`, batch 10000):
    // gemv, ger: s gemv A^T 16: 1.17x, 24: 0.93x; d gemv A^T 24: 0.95x, 32: 1.24x, 48: 0.58x; c
    // gemv 12: 0.84x, 16: 0.74x, geru 12: 1.05x, 16: 0.86x; z geru 3: 0.88x, 4: 0.83x, gemv 4:
    // >= 1x, 5: 0.91x. c from 16 and z from 4, not 12 and 3: there bblas's loop over OpenBLAS
    // measured 0.60x (cgeru 12) and 0.10-0.18x (zgemv, zgeru 3) the tester's own loop, for a
    // reason not found (not reproduced outside the tester; docs/performance.md). Since
    // 2026-11-28 complex gemv with A as stored and complex ger (m <= 64) take the column
    // kernels (1.01-2.55x the loop there), and for complex the entries serve gemv with A^T:
    // `bblas-tune` (two runs, same VM, 2026-11-28) gave c gemv A^T 8: 0.91x, 12: 0.84x, z 8:
    // 0.74x, so c from 8 (z stays 4)
    .gemv_ger = {20, 40, 8, 4},
    // symv, trmv, trsv, re-measured 2026-11-28 once the interleaved path took Level 2 to 64
    // (kLevel2InterleavedMaxDim; it was 32, then the direct path: s symv 64: 0.74x, d symv 48:
    // 0.77x). `bblas-tune`, four runs: s symv 64: 1.88-1.99x; d symv 56: 1.26-1.46x, 64:
    // 1.01-1.18x (within the margin in two: from 60). Complex: only hemv goes to OpenBLAS (core/plan.hh
    // cblas_gemv_safe), not measured; c and z trmv, trsv 64: 1.05-1.49x stay on bblas's kernels
    .symv_trxv = {65, 60, 65, 65},
    .ger_complex = {65, 65, 65, 65},
    // getrf, gesv: s ahead to 63; d 56: 1.16-1.25x, 63: 0.74x; c 56: 1.16x, 63: 0.96x; z 40:
    // 1.24x, 48: 1.00x
    .lu = {64, 59, 59, 44},
    // potrf, posv: ahead to 63 in every type (63: 1.31x (potrf z) to 3.48x (posv s))
    .cholesky = {64, 64, 64, 64},
    // getri: s, c ahead to 63; d 40: 1.12x, 48: 0.93x; z 16: 2.24x, 32: 0.77x
    .inverse = {64, 44, 64, 24},
};

// AVX-512 on 256-bit datapaths: the 2-core Zen 4 machine (AMD EPYC, family 0x19 model 0x11),
// 2026-11-25, OpenBLAS 0.3.21 on its own kernel choice (Cooperlake), a quiet machine:
//   bblas-tune --output FILE        (three runs; per entry the median of the three)
// whose log gives the ratios of the loop's time over bblas's kernels at the orders probed. At
// the orders either side of each crossover (run 2 of 3):
constexpr Tuning kZen4{
    // gemm A^T (interleaved): s 12: 1.27x, 16: 0.92x; d 12: 1.75x, 16: 0.99x; c and z >= 1.08x
    // to 64
    .gemm = {14, 14, 65, 65},
    // column kernels: s 12: 1.90x, 16: 0.95x; d 12: 1.01x, 16: 0.68x (in memory at 16: the
    // batch of 10000 takes 60 MiB)
    .gemm_columns = {14, 14, 65, 65},
    // symm: s, c, z >= 1.09x to 64; d 12: 1.86x, 16: 0.93x
    .symm = {65, 14, 65, 65},
    // syrk, herk: s 24: 1.86x, 32: 0.79x; d 24: 1.39x, 32: 0.71x; z 24: 1.08x, 32: 0.63x
    .rank_k = {28, 28, 28, 28},
    // syr2k, her2k: d 24: 1.21x, 32: 0.58x; c 12: 1.0x, 16: 0.81x
    .rank_2k = {28, 28, 14, 14},
    // trmm: s 8: 3.86x, 16: 1.04x; d 12: 1.02x, 16: 0.83x; z 8: 1.07x, 12: 0.80x
    .trmm = {20, 14, 20, 14},
    // trsm: s, d 56: 1.10-1.48x, 64: 0.43-0.53x; c (right side) 48: 1.17x, 56: 1.00x; z 24:
    // 1.59x, 32: 1.04x
    .trsm = {60, 60, 52, 28},
    // Level 2: not measured on this CPU; bblas's kernels, as before the entries existed
    .gemv_ger = {65, 65, 65, 65},
    .symv_trxv = {65, 65, 65, 65},
    .ger_complex = {65, 65, 65, 65},
    // LAPACK, when it had one crossover for all its routines: measured 64 / 24 / 24 / 24, the
    // lowest of potrf, getrf and getri. Per family, d: getri 16: 3.04x, 32: 0.79x; getrf 48
    // won, 56: 1.03x (under the margin); potrf 2.0x at 63. Which routine lost at 32 in s, c and
    // z the log did not keep: those stay at 64 until bblas-tune runs on a Zen 4 again.
    .lu = {64, 52, 64, 64},
    .cholesky = {64, 64, 64, 64},
    .inverse = {64, 24, 64, 64},
};

// AVX2 without AVX-512 on CPUs other than AMD's family 0x19 (kZen3): measured on the same Zen 4
// with bblas's AVX2 kernels (BBLAS_ISA=avx2) against OpenBLAS's AVX2 kernels (Haswell), as an
// AVX2-only machine runs both; 2026-11-25:
//   BBLAS_ISA=avx2 bblas-tune --openblas-core Haswell --output FILE   (three runs, medians)
// Lower than Zen 3's table nearly everywhere: kept for the AVX2 CPUs measured nowhere (Intel's,
// Zen 1 and 2). Either side of each crossover:
constexpr Tuning kAvx2{
    // gemm A^T: s 8: 2.29x, 12: 0.97x; d 8: 1.38x, 12: 0.69x; c 8: 0.85x; z 8: 0.65x (the
    // interleaved kernels on 4 doubles a register lose to OpenBLAS from 8 in complex)
    .gemm = {10, 10, 8, 8},
    // column kernels: s 16: 2.42x, 24: 1.02x; d >= 1.07x to 64
    .gemm_columns = {20, 65, 65, 65},
    // symm: s 8: 2.47x, 12: 0.86x; d 8: 1.16x, 12: 0.68x; c, z 8: 0.60-0.78x
    .symm = {10, 10, 8, 8},
    // syrk, herk: s 12: 1.52x, 16: 0.97x; d 8: 1.88x, 12: 0.87x; c 8: 1.36x, 12: 0.95x
    .rank_k = {14, 10, 10, 8},
    // syr2k, her2k: s 8: 2.16x, 12: 0.99x; d 8: 1.27x, 12: 0.81x; c, z 8: 0.73-0.89x
    .rank_2k = {10, 10, 8, 8},
    // trmm: s 12: 1.17x, 16: 0.76x; d 8: 1.88x, 12: 0.93x; c 12: 1.06x, 16: 0.86x (right side)
    .trmm = {14, 10, 14, 8},
    // trsm: s 12: 1.11x, 16: 0.90x (right side); d 32: 1.28x, 40: 1.00x; c 56: 1.09x;
    // z 24: 1.35x, 32: 0.96x
    .trsm = {14, 36, 60, 28},
    // Level 2: not measured on this CPU; bblas's kernels, as before the entries existed
    .gemv_ger = {65, 65, 65, 65},
    .symv_trxv = {65, 65, 65, 65},
    .ger_complex = {65, 65, 65, 65},
    // LAPACK, when it had one crossover for all its routines: measured 44 / 24 / 24 / 24, the
    // lowest of potrf, getrf and getri: getrf s 40: 1.19x, 48: 0.96x; getri d 32: 1.07x, 40:
    // 0.94x in run 2 of 3, the others lost at 32; getri c 16: 2.40x, 32: 0.81x; getrf z 16:
    // 1.29x, 32: 0.67x. The families the log did not name stay at 64.
    .lu = {44, 64, 64, 24},
    .cholesky = {64, 64, 64, 64},
    .inverse = {64, 24, 24, 64},
};

// AVX2 on a CPU without AVX-512, measured there: the 2-vCPU Zen 3 VM (AMD EPYC, family 0x19
// model 0x01), 2026-11-28, OpenBLAS 0.3.21 on its own kernel choice (Zen):
//   bblas-tune --output FILE        (three runs; per entry the median of the three)
// and, once the column kernels took four vectors with AVX2 (kernels/gemm_columns.hh), gemm with
// A as stored again (`BBLAS_NO_VENDOR=1 bblas-tester gemm --type s,d --dim 16,24,...,64
// --batch-bytes 48M --peers openblas`, two runs). It keeps bblas's kernels far beyond what the
// Zen 4 with BBLAS_ISA=avx2 said (kAvx2, measured before sessions of kernel work). Ratios of
// the loop's time over bblas's kernels either side of each crossover (the three runs):
constexpr Tuning kZen3{
    // gemm A^T (interleaved): s >= 1.07x to 64; d >= 1.04x to 64 (within the margin once: 60);
    // c 16: 0.94-1.39x, 24: 0.77-1.09x; z 12: 0.80-1.10x, 16: 0.72-1.06x
    .gemm = {65, 65, 20, 14},
    // column kernels: s >= 1.24x to 64; d 56: 1.44x, 64: 0.98x
    .gemm_columns = {65, 60, 65, 65},
    // symm: s, d 32: 1.06-1.23x, 40: 0.96-1.00x; hemm c 8: 1.18-1.77x, 12: 0.87-0.93x; z 8:
    // 0.99x
    .symm = {36, 36, 10, 8},
    // syrk: s 24: 1.30x, 32: 0.81x; d 16: 1.40x, 24: 0.98x; herk c 24: 1.07-1.16x, 32:
    // 0.44-0.61x; z 16: 1.11-1.22x, 24: 0.82-1.06x
    .rank_k = {28, 20, 28, 20},
    // syr2k: s 16: 1.15x, 24: 0.73x; d 12: 1.36x, 16: 1.01x; her2k c 16: 1.11x, 24: 0.79x; z
    // 12: 1.20x, 16: 0.87x
    .rank_2k = {20, 14, 20, 14},
    // trmm (right side): 16: 1.01-2.33x, 24: 0.76-1.05x in every type
    .trmm = {20, 20, 20, 20},
    // trsm (right side; c and z also left): s 24: 1.19-1.30x, 32: 0.78-0.92x; d 48:
    // 1.09-1.20x, 56: 0.90-0.98x; c 40: 1.52-2.10x, 48: 1.03-1.12x; z 24: 1.36-1.66x, 32:
    // 0.88-1.13x
    .trsm = {28, 52, 44, 28},
    // gemv with A^T (interleaved; A as stored takes the column kernels): s 8: 1.28-1.49x, 12:
    // 0.75-0.80x; d, c, z 8: 0.40-0.80x (8 is the lowest order bblas-tune probes; in cache,
    // batch 10000, d gemv A^T 4-10 ran at 1.36-2.05x the loop, z 4-6 at 1.49-2.06x, z 8 0.77x).
    // Since session 27 real gemv A^T with x contiguous up to 64 takes the dot-product kernels
    // (1.03-4.7x the loop, kernels/gemv_dot_columns.hh): the real entries serve only strided x.
    .gemv_ger = {10, 8, 8, 8},
    // symv s, d >= 1.08x to 64 (d once 0.97x at 32); c, z trmv, trsv >= 1.10x to 64 (z trsv
    // once 0.98x at 40)
    .symv_trxv = {65, 65, 65, 65},
    // complex ger on the column kernels (session 31, bblas-tune full, two runs, loop over bblas):
    // c 24: 1.80-1.85x, 32: 0.72-0.95x; z 8: 1.01-1.19x, 12: 0.90x (16: 0.69-0.87x)
    .ger_complex = {65, 65, 28, 10},
    // getrf, gesv: s 48: 1.16-1.19x, 56: 0.83-0.86x (gesv); d 40: 1.00-1.50x, 48: 0.64-0.94x;
    // c ahead to 63 (0.99-1.38x); z (gesv) 16: 1.63-2.15x, 32: 0.87-0.97x
    .lu = {52, 44, 64, 24},
    // potrf, posv: s (posv) 40: 1.41-1.56x, 48: 1.01-1.20x, 56: 0.81-0.86x; d, c ahead to 63 (d
    // posv once 0.99x at 56); z (posv) 40: 1.22-1.44x, 48: 0.73-0.87x. Kept on bblas's kernels to
    // 63 all the same, as every table does: on a matrix that is not positive definite they
    // leave LAPACK's unblocked result (the columns after the failed pivot untouched), LAPACKE's
    // blocked potrf does not, and users see the same output on every CPU (tests/test_lapack.cc)
    .cholesky = {64, 64, 64, 64},
    // getri: s 48: 0.93-1.29x, 56: 0.78-0.80x; d 16: 1.72-1.99x, 32: 0.69-0.92x; c ahead to 63
    // (once 1.00x at 32); z 16: 1.35-1.99x, 32: 0.67-0.95x
    .inverse = {52, 24, 64, 24},
};

// OpenBLAS on an SSE-only kernel set while bblas runs AVX2 or AVX-512 (core/tuning.hh
// vendor_is_sse), whatever the CPU: measured on the Emerald Rapids VM above, 2026-11-26, against
// the kernels OpenBLAS 0.3.21 chooses there on its own, Prescott (SSE3):
//   bblas-tune --output FILE                               (two runs; per entry the lower)
// Level 3: bblas's kernels ahead to 64 but for real syrk, syr2k and trmm (right side) at 64 (s
// 56: 1.43x, 64: 0.99x; d 56: 1.15-1.46x, 64: 0.81-1.01x). LAPACK: LAPACKE's LU and inverse
// still win from the middle of the range, their blocked code running in cache: getrf d 40:
// 1.31x, 48: 0.87-1.24x; z 40: 1.36-1.51x, 48: 1.03-1.43x, 56: 0.88x; getri d 56: 1.59x, 63:
// 0.98x; z 40: 1.15x, 48: 0.97x.
constexpr Tuning kSseVendor{
    .gemm = {65, 65, 65, 65},
    .gemm_columns = {65, 65, 65, 65},
    .symm = {65, 65, 65, 65},
    .rank_k = {60, 60, 65, 65},
    .rank_2k = {60, 60, 65, 65},
    .trmm = {65, 60, 65, 65},
    .trsm = {65, 65, 65, 65},
    // Level 2: not measured against OpenBLAS's SSE kernels; bblas's kernels, as before the entries
    // existed
    .gemv_ger = {65, 65, 65, 65},
    .symv_trxv = {65, 65, 65, 65},
    .ger_complex = {65, 65, 65, 65},
    .lu = {64, 44, 64, 44},
    .cholesky = {64, 64, 64, 64},
    .inverse = {64, 59, 64, 44},
};

// The smaller of two crossovers, per type.
constexpr Crossover lower(const Crossover& a, const Crossover& b) {
    return {std::min(a.s, b.s), std::min(a.d, b.d), std::min(a.c, b.c), std::min(a.z, b.z)};
}
constexpr Tuning lowest(const Tuning& a, const Tuning& b) {
    Tuning t{};
    for (const TuningField& f : kTuningFields) t.*f.member = lower(a.*f.member, b.*f.member);
    return t;
}

}  // namespace

const TuningTable kTableZen5{"zen5", "AVX-512 on 512-bit datapaths: AMD Zen 5", kZen5};
const TuningTable kTableXeon{"xeon", "AVX-512 on 512-bit datapaths: Intel Xeon (Skylake-SP on)", kXeon};
const TuningTable kTableZen4{"zen4", "AVX-512 on 256-bit datapaths: AMD Zen 4", kZen4};
const TuningTable kTableZen3{"zen3", "AVX2 without AVX-512: AMD Zen 3", kZen3};
const TuningTable kTableAvx2{"avx2", "AVX2 without AVX-512", kAvx2};
// A CPU no table knows, or the generic kernels: each crossover at the lowest order any table
// measured, the vendor path wherever bblas's margin was small anywhere.
const TuningTable kTableConservative{
    "conservative", "CPUs no table knows; the generic kernels",
    lowest(lowest(lowest(lowest(lowest(kZen5, kXeon), kZen4), kZen3), kAvx2), kSseVendor)};

// OpenBLAS on SSE kernels under bblas's AVX2 or AVX-512 ones, on any CPU.
const TuningTable kTableSseVendor{
    "sse-vendor", "OpenBLAS on SSE kernels (its fallback on CPUs newer than it knows)", kSseVendor};

}  // namespace bblas::impl
