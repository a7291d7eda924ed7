// Pack and unpack between a batch and an interleaved container with this ISA's transposes.
#include <algorithm>
#include <complex>

#include "kernels/instantiate.hh"
#include "kernels/interleave.hh"
#include "tasks/layout.hh"

BBLAS_TARGET_BEGIN

template <class T>
void run(const LayoutTask<T>& t, int64_t lo, int64_t hi) {
    constexpr int W = kLanes<real_t<T>>;
    for (int64_t b0 = lo; b0 < hi; b0 += W) {  // lo is a multiple of the width, a multiple of W
        const int count = int(std::min<int64_t>(W, hi - b0));
        real_t<T>* block = t.blocks + b0 / t.width * t.block_scalars + b0 % t.width;
        if (t.pack) gather_block<W>(t.src, b0, count, t.rows, t.cols, t.ld, block, Part::All, t.width);
        else scatter_block<W>(block, t.dst, b0, count, t.rows, t.cols, t.ld, Part::All, t.width);
    }
}

BBLAS_FOR_EACH_SCALAR(BBLAS_INSTANTIATE_RUN, LayoutTask)

BBLAS_TARGET_END
