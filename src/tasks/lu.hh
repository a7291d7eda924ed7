// The LU-family task on one group: getrf (with and without pivoting), getrs, gesv, getri and
// the combined inverse. The kernels gather a block of matrices once, run every step of the
// routine on it, and scatter once (paper 001, Algorithm 2). Row-major matrices are seen through
// views with swapped strides, so pivoting stays a row interchange of the logical matrix.
#pragma once

#include <algorithm>
#include <cstdint>

#include "kernels/dispatch.hh"
#include "tasks/task.hh"

namespace bblas::impl {

enum class LuOp : unsigned char { Getrf, GetrfNoPiv, Getrs, Gesv, Getri, Inverse };

template <class T>
struct LuTask {
    LuOp op;
    Layout layout;
    Op trans;
    int64_t m, n, nrhs;  // A is m x n (n x n but for getrf); B is n x nrhs
    Mats<T> A;
    int64_t lda;
    Mats<int64_t> ipiv;
    Mats<T> B;
    int64_t ldb;
    int64_t count;
    Path path = Path::Interleaved;
    Status status;

    bool factors() const { return op != LuOp::Getrs && op != LuOp::Getri; }
    bool solves() const { return op == LuOp::Getrs || op == LuOp::Gesv; }
    bool inverts() const { return op == LuOp::Getri || op == LuOp::Inverse; }
    bool empty() const { return std::min(m, n) == 0 || (solves() && nrhs == 0 && !factors()); }
    int64_t cost() const {
        const int64_t k = std::min(m, n);
        int64_t c = factors() ? m * n * k - k * k * (m + n) / 2 + k * k * k / 3 : 0;
        if (solves()) c += n * n * nrhs;
        if (inverts()) c += 4 * n * n * n / 3;
        return 2 * c + m * n + kMatrixOverhead;
    }
    bool uses_vendor() const { return path == Path::Vendor; }
    int64_t granule() const { return path_granule(path, A); }
    void run(int64_t lo, int64_t hi) const { run_task(*this, lo, hi); }
};

}  // namespace bblas::impl
