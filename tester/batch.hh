// Test data: a batch of equally shaped matrices in one arena (matrix i at base + i * stride,
// no padding between matrices: the strided layout, and distinct offsets for the pointer APIs),
// filled once with seeded random numbers.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <random>
#include <span>
#include <vector>

#include <bblas.hh>

#include "case.hh"
#include "scalar.hh"

namespace tester {

// Stored dimensions of a matrix, before any op() and whatever the layout.
struct Dims2 {
    int64_t rows = 0, cols = 0;
};

// What the random entries must satisfy, beyond being uniform in [-1, 1).
enum class Fill {
    General,
    RealDiagonal,  // Hermitian A of hemm, C of herk/her2k: the diagonal is real
    Dominant,      // triangular A of trsm: diagonally dominant, so the solve is well conditioned
};

// --pointers shuffled (options.hh): every operand made after it is set has its pointer array in
// a fixed random order of its storage (the same order for every operand of a batch).
inline bool shuffled_pointers = false;

template <class T>
class Operand {
public:
    Operand() = default;
    Operand(int64_t count, Dims2 d, Layout layout)
        : rows_(d.rows), cols_(d.cols), count_(count), layout_(layout) {
        ld_ = std::max<int64_t>(1, layout == Layout::ColMajor ? rows_ : cols_);
        stride_ = ld_ * (layout == Layout::ColMajor ? cols_ : rows_);
        constexpr size_t align = 64;
        const size_t bytes = std::max<size_t>(1, size_t(count_ * stride_) * sizeof(T));
        data_.reset(static_cast<T*>(std::aligned_alloc(align, (bytes + align - 1) / align * align)));
        if (!data_) throw std::bad_alloc();
        ptrs_.resize(count_);
        for (int64_t i = 0; i < count_; ++i) ptrs_[i] = data_.get() + i * stride_;
        if (shuffled_pointers) std::shuffle(ptrs_.begin(), ptrs_.end(), std::mt19937_64(count_));
    }

    int64_t rows() const { return rows_; }
    int64_t cols() const { return cols_; }
    int64_t ld() const { return ld_; }
    int64_t stride() const { return stride_; }
    int64_t count() const { return count_; }
    Layout layout() const { return layout_; }
    T* operator[](int64_t i) const { return ptrs_[i]; }
    T* const* ptrs() const { return ptrs_.data(); }

    // Element (r, c) of stored matrix i.
    T& at(int64_t i, int64_t r, int64_t c) const {
        return ptrs_[i][layout_ == Layout::ColMajor ? r + c * ld_ : r * ld_ + c];
    }

    std::span<const T* const> in_ptrs(int64_t first = 0) const {
        return {ptrs_.data() + first, size_t(count_ - first)};
    }
    std::span<T* const> out_ptrs(int64_t first = 0) const {
        return {ptrs_.data() + first, size_t(count_ - first)};
    }
    // Matrices first .. first + count - 1 as a C++ view: pointer or strided batch.
    template <class U>
    bblas::BatchView<U> view(Api api, int64_t first, int64_t count) const {
        if (api == Api::Strided)
            return bblas::StridedBatch<U>(data_.get() + first * stride_, count, rows_, cols_, ld_, stride_,
                                          layout_);
        return bblas::PointerBatch<U>(std::span<U* const>(ptrs_.data() + first, size_t(count)), rows_, cols_,
                                      ld_, layout_);
    }

    // Same shape; the copy of every matrix runs on the thread that computes it in a static loop.
    void copy_from(const Operand& src) {
        const size_t bytes = size_t(stride_) * sizeof(T);
#pragma omp parallel for schedule(static)
        for (int64_t i = 0; i < count_; ++i) std::memcpy(ptrs_[i], src.ptrs_[i], bytes);
    }

    // Uniform random entries in [-1, 1) (real and imaginary parts), matrix i seeded with
    // matrix_seed(operand, i); then shaped as `fill` asks.
    void randomize(int operand, Fill fill) {
#pragma omp parallel for schedule(static)
        for (int64_t i = 0; i < count_; ++i) {
            uint64_t state = matrix_seed(operand, i);
            T* p = ptrs_[i];
            for (int64_t e = 0; e < stride_; ++e) p[e] = uniform(state);
            if (fill == Fill::RealDiagonal) {
                for (int64_t d = 0; d < std::min(rows_, cols_); ++d) at(i, d, d) = std::real(at(i, d, d));
            } else if (fill == Fill::Dominant) {
                // Off-diagonal moduli below 1 / (2 dim) and a diagonal of modulus at least 1: every
                // row and column is diagonally dominant, with or without a unit diagonal.
                const real_t<T> scale = real_t<T>(0.5) / real_t<T>(std::max<int64_t>(1, rows_));
                for (int64_t e = 0; e < stride_; ++e) p[e] *= scale;
                for (int64_t d = 0; d < std::min(rows_, cols_); ++d) {
                    T& a = at(i, d, d);
                    a = T(real_t<T>(1.5) + std::real(uniform(state)) / 2) + a;
                }
            }
        }
    }

private:
    struct Free {
        void operator()(T* p) const { std::free(p); }
    };

    // splitmix64: a fast generator whose state is one integer, so every matrix has its own.
    static uint64_t next(uint64_t& s) {
        uint64_t z = (s += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        return z ^ (z >> 31);
    }
    static real_t<T> unit(uint64_t& s) {
        return real_t<T>(double(next(s) >> 11) * 0x1.0p-52 - 1.0);  // [-1, 1)
    }
    static T uniform(uint64_t& s) {
        if constexpr (is_complex_v<T>) {
            const real_t<T> re = unit(s);
            return T(re, unit(s));
        } else {
            return unit(s);
        }
    }

    int64_t rows_ = 0, cols_ = 0, ld_ = 1, stride_ = 0, count_ = 0;
    Layout layout_ = Layout::ColMajor;
    std::unique_ptr<T, Free> data_;
    std::vector<T*> ptrs_;
};

}  // namespace tester
