// Moving a batch between its own storage and an interleaved container (pack and unpack), as a
// task of the parallel executor: threads take whole blocks of the container.
#pragma once

#include <cstdint>

#include "kernels/dispatch.hh"
#include "tasks/task.hh"

namespace bblas::impl {

template <class T>
struct LayoutTask {
    Mats<const T> src;  // pack: the batch read
    Mats<T> dst;        // unpack: the batch written
    bool pack;
    int64_t rows, cols, ld;  // the stored matrix and its leading dimension outside the container
    real_t<T>* blocks;
    int64_t width, block_scalars;
    int64_t count;

    bool empty() const { return count == 0 || rows == 0 || cols == 0; }
    int64_t cost() const { return 2 * rows * cols + kMatrixOverhead; }
    bool uses_vendor() const { return false; }
    int64_t granule() const { return width; }
    void run(int64_t lo, int64_t hi) const { run_task(*this, lo, hi); }
};

}  // namespace bblas::impl
