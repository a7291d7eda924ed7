// Planning: which path serves a group, and what a matrix costs for the parallel split.
// Crossovers were measured on the 2-core Zen machine (see docs/performance.md for the command);
// below them bblas's own kernels win, above them OpenBLAS called once per matrix.
#pragma once

#include <algorithm>
#include <cstdint>
#include <type_traits>

#include "bblas/types.hh"
#include "core/isa.hh"
#include "vendor/cblas.hh"

namespace bblas::impl {

// How a group's matrices are computed: one at a time by bblas's kernels (Direct), a block of
// them at a time in the interleaved layout (Interleaved), or one at a time by OpenBLAS (Vendor).
enum class Path : unsigned char { Direct, Interleaved, Vendor };

// Fixed cost of one matrix in the parallel split, in flop units: pointer loads, call overhead.
inline constexpr int64_t kMatrixOverhead = 64;

inline int64_t gemm_cost(int64_t m, int64_t n, int64_t k) { return 2 * m * n * k + m * n + kMatrixOverhead; }

// OpenBLAS per matrix serves a group from the order n (square problems) at which it beat
// bblas's kernels, per routine family and scalar type (s, d, c, z); a group goes to it when its
// multiply-adds reach those of that square problem (vendor_min). The values, with the runs that
// chose them, are in src/core/plan.cc (there, so that retuning one rebuilds one file).
struct Crossover {
    int64_t s, d, c, z;
};
extern const Crossover kVendorGemm, kVendorSymm, kVendorRankK, kVendorRank2K, kVendorTrmm, kVendorTrsm;

template <class T>
int64_t vendor_min(const Crossover& c) {
    const int64_t n = std::is_same_v<real_t<T>, float> ? (is_complex_v<T> ? c.c : c.s)
                                                       : (is_complex_v<T> ? c.z : c.d);
    return n * n * n;
}

// BBLAS_NO_VENDOR=1 in the environment (read once) keeps every group off OpenBLAS wherever
// bblas's own kernels can take it: a measuring aid for the crossovers here (bblas-tester with and
// without it shows both sides of each one), not a setting for production (src/core/plan.cc).
bool vendor_disabled();

inline bool vendor_pays(int64_t mul_adds, int64_t threshold, int64_t m, int64_t n, int64_t k,
                        int64_t lda, int64_t ldb, int64_t ldc) {
    return mul_adds >= threshold && !vendor_disabled() && vendor::fits(m) && vendor::fits(n) && vendor::fits(k) &&
           vendor::fits(lda) && vendor::fits(ldb) && vendor::fits(ldc);
}

// The interleaved path computes W matrices at once in per-thread scratch; it pays while the
// operands of one block stay in cache and the product is not trivial (alpha = 0 or k = 0 leave
// only C = beta * C, which the direct path does without gathering anything).
inline constexpr int64_t kInterleavedMaxDim = 64;

// Operands in an interleaved container (in_container) are always computed in place.
// Threads' shares of an interleaved task start at multiples of this: a container's block
// width, or for gathered blocks the widest pack (16 floats), so that only the last block of a
// share is partial.
template <class M>
int64_t path_granule(Path path, const M& out) {
    if (out.is_interleaved()) return out.width;
    return path == Path::Interleaved ? 16 : 1;
}

// Matrices in one pack of scalar type T with the active instruction set (kernels/pack.hh kLanes).
template <class T>
int64_t pack_lanes() {
    return vector_bytes(active_isa()) / int64_t(sizeof(real_t<T>));
}

// A group of `count` matrices that would not fill one pack runs one matrix at a time: in the
// interleaved layout it would compute a whole pack for fewer results and gather and scatter a
// block for them. Fully heterogeneous flat batches are made of such groups, one per problem.
template <class T>
Path fit_group(Path path, int64_t count) {
    return path == Path::Interleaved && count < pack_lanes<T>() ? Path::Direct : path;
}

// gemm on pointer and strided batches with op(A) = A in a real type: the column kernels
// (kernels/gemm_columns.hh, one matrix at a time, no conversion) serve it below this crossover
// (src/core/plan.cc) while m fits their registers (columns_max_rows).
extern const Crossover kVendorGemmColumns;

// kernels/gemm_columns.hh kColumnsMaxRows for the active instruction set: four packs with
// AVX-512, two otherwise.
template <class T>
int64_t columns_max_rows() {
    return (vector_bytes(active_isa()) == 64 ? 4 : 2) * pack_lanes<T>();
}

// kernels/gemm_columns.hh kColumnsBlockedMaxRows: the largest m the gemm column kernels take,
// in row blocks of columns_max_rows.
template <class T>
int64_t columns_blocked_max_rows() {
    return std::min<int64_t>(64, 4 * columns_max_rows<T>());
}

// The largest order the triangular column kernels take for the active instruction set
// (kernels/triangular_columns.hh): row blocks of kTrxmColumnsMaxRows (the gemm columns' limit
// up to 24), at most 64 (measured up to there: 3.5-4.2x the OpenBLAS loop at 48 and 64 where
// the interleaved path gave 1-2.7x).
template <class T>
int64_t trxm_columns_max_rows() {
    return std::min<int64_t>(64, 4 * std::min<int64_t>(columns_max_rows<T>(), 24));
}

template <class T>
bool columns_pay(Op ta, int64_t m, int64_t n, int64_t k) {
    if (is_complex_v<T> || ta != Op::NoTrans || m > columns_blocked_max_rows<T>()) return false;
    return m * n * k < vendor_min<T>(kVendorGemmColumns);
}

template <class T>
Path plan_path(bool product, bool vendor, int64_t largest_dim, int64_t count, bool in_container = false) {
    if (in_container) return Path::Interleaved;
    if (!product) return Path::Direct;
    if (vendor) return Path::Vendor;
    return fit_group<T>(largest_dim <= kInterleavedMaxDim ? Path::Interleaved : Path::Direct, count);
}

}  // namespace bblas::impl
