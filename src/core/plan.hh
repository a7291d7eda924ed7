// Planning: which path serves a group, and what a matrix costs for the parallel split.
// Crossovers were measured on the 2-core Zen machine (see docs/performance.md for the command);
// below them bblas's own kernels win, above them OpenBLAS called once per matrix.
#pragma once

#include <cstdint>

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

// OpenBLAS per matrix from this many multiply-adds (m * n * k) on: gemm, symm, hemm.
inline constexpr int64_t kVendorMinMulAdds = 24 * 24 * 24;
// Triangular and rank-k routines do half the work of a gemm of the same size.
inline constexpr int64_t kVendorMinMulAddsHalf = 2 * kVendorMinMulAdds;

inline bool vendor_pays(int64_t mul_adds, int64_t threshold, int64_t m, int64_t n, int64_t k,
                        int64_t lda, int64_t ldb, int64_t ldc) {
    return mul_adds >= threshold && vendor::fits(m) && vendor::fits(n) && vendor::fits(k) &&
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

template <class T>
Path plan_path(bool product, bool vendor, int64_t largest_dim, int64_t count, bool in_container = false) {
    if (in_container) return Path::Interleaved;
    if (!product) return Path::Direct;
    if (vendor) return Path::Vendor;
    return fit_group<T>(largest_dim <= kInterleavedMaxDim ? Path::Interleaved : Path::Direct, count);
}

}  // namespace bblas::impl
