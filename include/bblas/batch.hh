// bblas C++ API: views of a batch of equally shaped matrices.
#pragma once

#include <cstdint>
#include <span>
#include <type_traits>

#include "bblas/types.hh"

#pragma GCC visibility push(default)  // the public interface; the library hides the rest
namespace bblas {

// A batch of `count` matrices of rows x cols, each stored with leading dimension ld in the given
// layout. Matrix i is at pointers()[i] (pointer batch) or base() + i * stride() (strided batch).
// A view owns nothing and checks nothing; the routine it is passed to validates it.
template <class T>
class BatchView {
public:
    int64_t count() const noexcept { return count_; }
    int64_t rows() const noexcept { return rows_; }
    int64_t cols() const noexcept { return cols_; }
    int64_t ld() const noexcept { return ld_; }
    Layout layout() const noexcept { return layout_; }
    T* const* pointers() const noexcept { return ptrs_; }
    T* base() const noexcept { return base_; }
    int64_t stride() const noexcept { return stride_; }
    T* operator[](int64_t i) const noexcept { return ptrs_ ? ptrs_[i] : base_ + i * stride_; }

    // A view of const elements from a view of mutable ones.
    template <class U>
    requires std::is_same_v<const U, T> &&(!std::is_same_v<U, T>)BatchView(const BatchView<U>& v) noexcept
        : ptrs_(v.pointers()),
          base_(v.base()),
          stride_(v.stride()),
          count_(v.count()),
          rows_(v.rows()),
          cols_(v.cols()),
          ld_(v.ld()),
          layout_(v.layout()) {}

protected:
    BatchView(T* const* ptrs, T* base, int64_t stride, int64_t count, int64_t rows, int64_t cols, int64_t ld,
              Layout layout) noexcept
        : ptrs_(ptrs),
          base_(base),
          stride_(stride),
          count_(count),
          rows_(rows),
          cols_(cols),
          ld_(ld),
          layout_(layout) {}

private:
    T* const* ptrs_;
    T* base_;
    int64_t stride_, count_, rows_, cols_, ld_;
    Layout layout_;
};

// Matrices anywhere in memory, one pointer each (the standard's pointer-to-pointer layout).
template <class T>
class PointerBatch : public BatchView<T> {
public:
    PointerBatch(std::span<T* const> ptrs, int64_t rows, int64_t cols, int64_t ld,
                 Layout layout = Layout::ColMajor) noexcept
        : BatchView<T>(ptrs.data(), nullptr, 0, int64_t(ptrs.size()), rows, cols, ld, layout) {}
};

// Matrices at a constant distance `stride` (in elements) from `base`.
template <class T>
class StridedBatch : public BatchView<T> {
public:
    StridedBatch(T* base, int64_t count, int64_t rows, int64_t cols, int64_t ld, int64_t stride,
                 Layout layout = Layout::ColMajor) noexcept
        : BatchView<T>(nullptr, base, stride, count, rows, cols, ld, layout) {}
};

}  // namespace bblas
#pragma GCC visibility pop
