// Complex half batches for the c16 suites (test_gemm_c16.cc, test_level3_c16.cc): a batch of
// matrices in std::complex<_Float16> with NaN in the padding and a guard after the last matrix,
// its widened complex-single copy, and bit-for-bit comparison.
#pragma once

#include <algorithm>
#include <complex>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <vector>

#include "half_values.hh"

#if defined(__FLT16_MAX__)

namespace c16 {

using namespace half_values;

// The 32 bits of a complex half (real then imaginary), for bit-for-bit comparison.
inline uint32_t bits(ch x) {
    uint32_t b;
    std::memcpy(&b, &x, 4);
    return b;
}
inline ch nan_ch() {
    const _Float16 nan = std::numeric_limits<_Float16>::quiet_NaN();
    return {nan, nan};
}

// A batch of `count` rows x cols matrices, leading dimension ld, `stride` apart, with NaN in
// the padding and in a guard after the last matrix.
struct Batch {
    int64_t rows = 0, cols = 0, ld = 1, stride = 1, count = 0;
    bool row_major = false;
    std::vector<ch> buf;
    ch* at(int64_t i) { return buf.data() + i * stride; }
    // element (r, c) of matrix i
    ch& at(int64_t i, int64_t r, int64_t c) { return at(i)[row_major ? r * ld + c : c * ld + r]; }
};
inline Batch make_batch(std::mt19937_64& rng, int64_t rows, int64_t cols, int64_t count, bool row_major,
                        bool integers) {
    Batch b;
    b.rows = rows, b.cols = cols, b.count = count, b.row_major = row_major;
    const int64_t lines = row_major ? rows : cols, len = row_major ? cols : rows;
    b.ld = std::max<int64_t>(1, len + int64_t(rng() % 3));
    b.stride = b.ld * lines + int64_t(rng() % 4);
    b.buf.assign(size_t(b.stride * count + 7), nan_ch());
    std::uniform_real_distribution<float> u(-1, 1);
    for (int64_t i = 0; i < count; ++i)
        for (int64_t l = 0; l < lines; ++l)
            for (int64_t e = 0; e < len; ++e) {
                const float re = integers ? float(int(rng() % 7) - 3) : u(rng);
                const float im = integers ? float(int(rng() % 7) - 3) : u(rng);
                b.at(i)[l * b.ld + e] = ch{_Float16(re), _Float16(im)};
            }
    return b;
}
inline std::vector<cf> widened(const Batch& b) {
    std::vector<cf> f(b.buf.size());
    for (size_t i = 0; i < f.size(); ++i) f[i] = widen(b.buf[i]);
    return f;
}

}  // namespace c16

#endif
