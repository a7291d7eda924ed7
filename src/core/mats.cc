// The pointer scan of the argument checks (core/mats.hh): null matrices, and outputs that
// repeat the matrix before them.
#include "core/mats.hh"

#include <algorithm>

#include <immintrin.h>
#include <omp.h>

#include "core/isa.hh"

namespace bblas::impl {

namespace {

// Pointers scanned per test: the inner loop has no exit, so it vectorises.
constexpr int64_t kScanBlock = 64;
// Below this many pointers one thread scans: waking others costs more than the pass.
constexpr int64_t kParallelScan = int64_t(1) << 16;

bool bad(const void* const* p, int64_t i, int64_t lo, bool repeats) {
    return !p[i] || (repeats && i > lo && p[i] == p[i - 1]);
}

// [lo, hi) of p; `from`: the first index a repeat may be looked for at (a thread's share
// compares its first pointer with the one before it, in the share before).
int64_t scan(const void* const* p, int64_t lo, int64_t hi, int64_t from, bool repeats) {
    for (int64_t b = lo; b < hi; b += kScanBlock) {
        const int64_t e = std::min(hi, b + kScanBlock);
        bool any = false;
        for (int64_t i = b; i < e; ++i) any |= bad(p, i, from, repeats);
        if (any)
            for (int64_t i = b; i < e; ++i)
                if (bad(p, i, from, repeats)) return i;
    }
    return -1;
}

// With AVX2, 16 pointers per test (this file is otherwise baseline x86-64, whose SSE2 has no
// 64-bit compare): the scalar scan took 1 cycle a pointer, an eighth of the time of a whole
// dgemm n = 2 through the pointer API (3 pointers a matrix). GCC (12) inserts no vzeroupper in a
// function with a target attribute in a baseline file, so this one clears the upper halves itself
// before any baseline code runs: left in use, they slowed the legacy SSE code after bblas's call
// (OpenBLAS's dger n = 8 at increment 2 from 115 to 230 ns a call on Zen 3;
// tests/test_vector_state.cc).
__attribute__((target("avx2"))) int64_t scan_avx2(const void* const* p, int64_t lo, int64_t hi, int64_t from,
                                                  bool repeats) {
    const __m256i zero = _mm256_setzero_si256();
    int64_t b = lo, end = hi;              // the scalar scan's range: a block with a bad pointer, or the tail
    if (repeats && b == from && b < hi) {  // the first pointer has none before it
        if (!p[b]) return b;
        ++b;
    }
    for (; b + 16 <= hi; b += 16) {
        const auto* v = reinterpret_cast<const __m256i*>(p + b);
        __m256i e = _mm256_or_si256(_mm256_or_si256(_mm256_cmpeq_epi64(_mm256_loadu_si256(v), zero),
                                                    _mm256_cmpeq_epi64(_mm256_loadu_si256(v + 1), zero)),
                                    _mm256_or_si256(_mm256_cmpeq_epi64(_mm256_loadu_si256(v + 2), zero),
                                                    _mm256_cmpeq_epi64(_mm256_loadu_si256(v + 3), zero)));
        if (repeats) {
            const auto* u = reinterpret_cast<const __m256i*>(p + b - 1);
            e = _mm256_or_si256(
                e,
                _mm256_or_si256(
                    _mm256_or_si256(_mm256_cmpeq_epi64(_mm256_loadu_si256(v), _mm256_loadu_si256(u)),
                                    _mm256_cmpeq_epi64(_mm256_loadu_si256(v + 1), _mm256_loadu_si256(u + 1))),
                    _mm256_or_si256(
                        _mm256_cmpeq_epi64(_mm256_loadu_si256(v + 2), _mm256_loadu_si256(u + 2)),
                        _mm256_cmpeq_epi64(_mm256_loadu_si256(v + 3), _mm256_loadu_si256(u + 3)))));
        }
        if (!_mm256_testz_si256(e, e)) {
            end = b + 16;
            break;
        }
    }
    _mm256_zeroupper();
    return scan(p, b, end, from, repeats);
}

int64_t scan_best(const void* const* p, int64_t lo, int64_t hi, int64_t from, bool repeats) {
    static const bool avx2 = active_isa() != Isa::Generic;
    return avx2 ? scan_avx2(p, lo, hi, from, repeats) : scan(p, lo, hi, from, repeats);
}

}  // namespace

int64_t first_bad_pointer(const void* const* p, int64_t count, bool repeats) {
    if (count < kParallelScan || omp_in_parallel() || omp_get_max_threads() == 1)
        return scan_best(p, 0, count, 0, repeats);
    int64_t first = count;
#pragma omp parallel reduction(min : first)
    {
        const int id = omp_get_thread_num(), n = omp_get_num_threads();
        const int64_t lo = count * id / n, hi = count * (id + 1) / n;
        const int64_t i = scan_best(p, lo, hi, 0, repeats);
        if (i >= 0) first = i;
    }
    return first == count ? -1 : first;
}

}  // namespace bblas::impl
