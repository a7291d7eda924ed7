// Half-precision test storage shared by the r16 suites (test_gemm_half.cc, test_level3_half.cc):
// batches of _Float16 matrices with NaN padding, gaps and guards, the error constants of
// docs/half.md, and bitwise comparison.
#pragma once

#include "harness.hh"

#if defined(__FLT16_MAX__)

namespace bt {

using half = _Float16;

constexpr double kU16 = 0x1p-11, kU32 = 0x1p-24, kEta16 = 0x1p-25;
constexpr double kMaxRatio = 1.5;

inline half half_nan() { return std::bit_cast<half>(uint16_t(0x7e00)); }
inline bool same_half(half a, half b) { return std::bit_cast<uint16_t>(a) == std::bit_cast<uint16_t>(b); }

// count matrices of rows x cols (as stored) with leading dimension ld, `gap` NaN elements between
// consecutive ones, guards before and after; everything NaN until filled.
struct HBatch {
    static constexpr int64_t kGuard = 7;
    int64_t count = 0, rows = 0, cols = 0, ld = 1, stride = 0;
    bool row_major = false;
    std::vector<half> buf;

    HBatch(int64_t count_, int64_t rows_, int64_t cols_, int64_t ld_, BLAS_Layout layout, int64_t gap)
        : count(count_), rows(rows_), cols(cols_), ld(ld_), row_major(layout == BlasRowMajor) {
        stride = ld * (row_major ? rows : cols) + gap;
        buf.assign(size_t(2 * kGuard + count * stride), half_nan());
    }
    half* ptr(int64_t i) { return buf.data() + kGuard + i * stride; }
    const half* ptr(int64_t i) const { return buf.data() + kGuard + i * stride; }
    int64_t offset(int64_t r, int64_t c) const { return row_major ? r * ld + c : r + c * ld; }
    half& at(int64_t i, int64_t r, int64_t c) { return ptr(i)[offset(r, c)]; }
    double get(int64_t i, int64_t r, int64_t c) const { return double(ptr(i)[offset(r, c)]); }
    bool logical(int64_t idx) const {
        idx -= kGuard;
        if (idx < 0 || idx >= count * stride) return false;
        const int64_t o = idx % stride, inner = row_major ? cols : rows;
        return o < ld * (row_major ? rows : cols) && o % ld < inner;
    }
    void fill(Rng& rng, Fill f) {
        for (int64_t i = 0; i < count; ++i)
            for (int64_t c = 0; c < cols; ++c)
                for (int64_t r = 0; r < rows; ++r) at(i, r, c) = half(rng.value<float>(f));
    }
};

}  // namespace bt

#endif
