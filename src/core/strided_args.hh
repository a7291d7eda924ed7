// What the strided C interface (BLAS_<routine>_batched_strided_*) adds to the standard's checks:
// one group of batch_count problems whose matrices lie at a constant stride from one base.
// Inputs may share storage: any stride is accepted (0 reuses one matrix for every problem, as
// cuBLAS and oneMKL allow; a negative stride walks backwards from the base). Outputs must not
// overlap, or problems would race on the same elements: their stride is at least the
// footprint ld * (columns in column-major, rows in row-major), as oneMKL requires.
#pragma once

#include <cstdint>

#include "bblas/types.hh"

namespace bblas::impl {

inline bool output_stride_ok(int64_t stride, Layout layout, int64_t ld, int64_t rows, int64_t cols,
                             int64_t count) {
    if (count <= 1 || rows <= 0 || cols <= 0) return true;  // nothing is written twice
    const int64_t outer = layout == Layout::RowMajor ? rows : cols;
    return stride >= 0 && (__int128)stride >= (__int128)ld * outer;
}

// Strided vectors: problem i's vector at x + i * x_stride. An output's stride must keep the
// vectors apart: |stride| at least the vector's footprint, or vectors interleaved element by
// element (|inc| >= batch_count * |stride|, as a column-per-problem array stores them).
inline bool vector_stride_ok(int64_t stride, int64_t inc, int64_t n, int64_t count) {
    if (count <= 1 || n <= 0) return true;
    const __int128 s = stride < 0 ? -(__int128)stride : stride, i = inc < 0 ? -(__int128)inc : inc;
    return s >= 1 + (n - 1) * i || (s > 0 && i >= count * s);
}

}  // namespace bblas::impl
