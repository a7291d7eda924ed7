// Addressing of the matrices of one operand across a whole call: an array of pointers (the
// standard's layout), a base pointer and a constant stride, or an interleaved container (blocks
// of `width` matrices, each block `block_scalars` real scalars; see bblas/interleaved.hh).
// Index i counts from the first matrix of the call; offset(p) re-bases it at a group's first.
#pragma once

#include <cstdint>
#include <type_traits>

#include "bblas/types.hh"

namespace bblas::impl {

// Index of the first null pointer among p[0, count), or, with `repeats`, of the first that is
// null or equal to the one before it (an output written twice); -1 if none. In blocks without
// an early exit (which vectorise), on all threads for large batches, where the scan is a pass
// over memory before the computation's own (src/core/mats.cc).
int64_t first_bad_pointer(const void* const* p, int64_t count, bool repeats);

template <class T>
struct Mats {
    using value_type = T;
    // the real scalars of an interleaved container, const when T is
    using R = std::conditional_t<std::is_const_v<T>, const real_t<std::remove_const_t<T>>,
                                 real_t<std::remove_const_t<T>>>;

    T* const* ptrs = nullptr;  // pointer batch, or null
    T* base = nullptr;         // strided batch (when ptrs is null)
    int64_t stride = 0;
    R* blocks = nullptr;  // interleaved container (when ptrs and base are null)
    int64_t width = 0, block_scalars = 0;
    // Added to every matrix's address: a vector with a negative increment is addressed from
    // the last element stored, where BLAS puts its first (logical) element.
    int64_t shift = 0;

    static Mats pointers(T* const* p) { return {p}; }
    static Mats strided(T* b, int64_t s) { return {nullptr, b, s}; }
    static Mats interleaved(R* data, int64_t width, int64_t block_scalars) {
        return {nullptr, nullptr, 0, data, width, block_scalars};
    }

    bool is_interleaved() const { return width != 0; }
    // matrix i of a pointer or strided batch (a null pointer or null base, of an operand the
    // call does not reference, stays null: null plus an offset is undefined, as bblas-fuzz
    // under UBSan reported)
    T* operator[](int64_t i) const {
        T* const p = ptrs ? ptrs[i] : base ? base + i * stride : nullptr;
        return p ? p + shift : p;
    }
    // operands re-based at matrix p (a multiple of width for interleaved ones)
    Mats offset(int64_t p) const {
        Mats r = ptrs    ? pointers(ptrs + p)
                 : width ? interleaved(blocks + p / width * block_scalars, width, block_scalars)
                         : strided(base ? base + p * stride : nullptr, stride);
        r.shift = shift;
        return r;
    }
    Mats shifted(int64_t s) const {
        Mats r = *this;
        r.shift = s;
        return r;
    }
    bool null_array() const { return ptrs == nullptr && base == nullptr && blocks == nullptr; }
    operator Mats<const T>() const { return {ptrs, base, stride, blocks, width, block_scalars, shift}; }

    // Index of the first null matrix among [0, count) of a pointer batch (with `repeats`, also
    // of the first equal to the one before it), or -1.
    int64_t first_bad(int64_t count, bool repeats) const {
        if (!ptrs) return -1;
        if (count <= 4) {  // a few pointers (groups of one matrix, say): no call into the scan
            for (int64_t i = 0; i < count; ++i)
                if (!ptrs[i] || (repeats && i > 0 && ptrs[i] == ptrs[i - 1])) return i;
            return -1;
        }
        // const_cast: the scan only reads the array, whatever constness T has
        return first_bad_pointer(
            reinterpret_cast<const void* const*>(const_cast<const std::remove_const_t<T>* const*>(ptrs)),
            count, repeats);
    }
};

}  // namespace bblas::impl
