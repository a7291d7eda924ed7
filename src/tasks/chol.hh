// The Cholesky-family task on one group: potrf, potrs and posv (factor and solve on one gathered
// block, paper 001, Algorithm 2). Row-major matrices are seen through views with swapped strides
// (the uplo triangle of a row-major A is the other triangle of its storage).
#pragma once

#include <cstdint>

#include "kernels/dispatch.hh"
#include "tasks/task.hh"

namespace bblas::impl {

enum class CholOp : unsigned char { Potrf, Potrs, Posv };

template <class T>
struct CholTask {
    CholOp op;
    Layout layout;
    Uplo uplo;  // of the logical A
    int64_t n, nrhs;
    Mats<T> A;
    int64_t lda;
    Mats<T> B;
    int64_t ldb;
    int64_t count;
    Path path = Path::Interleaved;
    Status status;

    bool empty() const { return n == 0 || (op == CholOp::Potrs && nrhs == 0); }
    int64_t cost() const {
        const int64_t f = op == CholOp::Potrs ? 0 : n * n * n / 3;
        return 2 * (f + n * n * nrhs) + n * n + kMatrixOverhead;
    }
    bool uses_vendor() const { return path == Path::Vendor; }
    int64_t granule() const { return path_granule(path, A); }
    void run(int64_t lo, int64_t hi) const { run_task(*this, lo, hi); }
};

}  // namespace bblas::impl
