// bblas C++ API: the block-interleaved layout (papers 001 and 002), for experts who keep their
// batch in it and so skip the conversion that the pointer and strided interfaces do per call.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <memory>

#include "bblas/batch.hh"
#include "bblas/types.hh"

#pragma GCC visibility push(default)  // the public interface; the library hides the rest
namespace bblas {

// `count` matrices of rows x cols, stored in blocks of `block()` matrices: inside a block,
// element (i, j) of every matrix of the block is contiguous (one lane per matrix), so that one
// SIMD register holds the same element of several matrices. The stored matrix is rows x cols
// in column-major layout (element (i, j) is number i + j * rows of its block), cols x rows in
// row-major (number j + i * cols). Complex matrices keep real and imaginary parts in two planes:
// a block is all real parts, then all imaginary parts. The last block is padded with zeros.
//
// Memory: size() real scalars = blocks() * block_scalars(), 64-byte aligned.
// T: any Storage type (bblas/types.hh), half precision included.
template <Storage T>
class BBLAS_API InterleavedBatch {
public:
    using real_type = real_t<T>;

    // Matrices per block when none is asked for: 64 bytes of real scalars (8 double, 16 float,
    // 32 half), one AVX-512 register and one cache line per element of a block.
    static constexpr int64_t default_block = 64 / int64_t(sizeof(real_type));

    // block: matrices per block, a positive multiple of default_block (0: default_block).
    // Throws bblas::Error for negative sizes or an invalid block.
    InterleavedBatch(int64_t count, int64_t rows, int64_t cols, Layout layout = Layout::ColMajor,
                     int64_t block = 0);
    InterleavedBatch(const InterleavedBatch& other);
    InterleavedBatch(InterleavedBatch&&) noexcept = default;
    InterleavedBatch& operator=(const InterleavedBatch& other);
    InterleavedBatch& operator=(InterleavedBatch&&) noexcept = default;

    int64_t count() const noexcept { return count_; }
    int64_t rows() const noexcept { return rows_; }
    int64_t cols() const noexcept { return cols_; }
    Layout layout() const noexcept { return layout_; }
    // leading dimension of the stored matrix inside a block: rows (col-major) or cols (row-major)
    int64_t ld() const noexcept { return layout_ == Layout::ColMajor ? rows_ : cols_; }
    int64_t block() const noexcept { return block_; }
    int64_t blocks() const noexcept { return (count_ + block_ - 1) / block_; }
    // real scalars per block: rows * cols * block, twice that for complex T
    int64_t block_scalars() const noexcept { return rows_ * cols_ * block_ * (is_complex_v<T> ? 2 : 1); }
    int64_t size() const noexcept { return blocks() * block_scalars(); }
    real_type* data() noexcept { return data_.get(); }
    const real_type* data() const noexcept { return data_.get(); }

    // Element (i, j) of matrix `matrix` (no bounds checks).
    T operator()(int64_t matrix, int64_t i, int64_t j) const noexcept;
    void set(int64_t matrix, int64_t i, int64_t j, T value) noexcept;

    // Copies every matrix of src (same count, rows, cols and layout) into this container, and
    // back. Multi-threaded; throws bblas::Error when the shapes differ or src is invalid.
    void pack(const BatchView<const T>& src);
    void unpack(const BatchView<T>& dst) const;

private:
    struct Free {
        void operator()(real_type* p) const noexcept { std::free(p); }
    };
    int64_t position(int64_t matrix, int64_t i, int64_t j) const noexcept;
    void allocate();

    int64_t count_, rows_, cols_;
    Layout layout_;
    int64_t block_;
    std::unique_ptr<real_type[], Free> data_;
};

}  // namespace bblas
#pragma GCC visibility pop
