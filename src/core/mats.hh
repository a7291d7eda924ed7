// Addressing of the matrices of one operand across a whole call: an array of pointers (the
// standard's layout) or a base pointer and a constant stride. Index i counts from the first
// matrix of the call; offset(p) re-bases it at the first matrix of a group.
#pragma once

#include <cstdint>

namespace bblas::impl {

template <class T>
struct Mats {
    T* const* ptrs = nullptr;  // pointer batch, or null
    T* base = nullptr;         // strided batch (when ptrs is null)
    int64_t stride = 0;

    static Mats pointers(T* const* p) { return {p, nullptr, 0}; }
    static Mats strided(T* b, int64_t s) { return {nullptr, b, s}; }

    T* operator[](int64_t i) const { return ptrs ? ptrs[i] : base + i * stride; }
    Mats offset(int64_t p) const { return ptrs ? Mats{ptrs + p, nullptr, 0} : Mats{nullptr, base + p * stride, stride}; }
    bool null_array() const { return ptrs == nullptr && base == nullptr; }

    // Index of the first null matrix among [0, count) of a pointer batch, or -1.
    int64_t first_null(int64_t count) const {
        if (ptrs)
            for (int64_t i = 0; i < count; ++i)
                if (!ptrs[i]) return i;
        return -1;
    }
};

}  // namespace bblas::impl
