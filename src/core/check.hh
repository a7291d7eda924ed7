// Argument checks shared by every routine's Spec::check (the one place that decides validity).
#pragma once

#include <cstdint>
#include <cstring>
#include <initializer_list>

#include "bblas/types.hh"
#include "core/mats.hh"
#include "core/report.hh"

namespace bblas::impl {

// A per-group array of an enumeration, read as int so that any value the caller stored,
// valid or not, can be tested without undefined behaviour. C and C++ enums share it.
template <class E>
struct EnumArray {
    const void* p = nullptr;
    bool null() const { return p == nullptr; }
    E operator[](int64_t g) const {
        int v;
        std::memcpy(&v, static_cast<const char*>(p) + g * sizeof(int), sizeof v);
        return E(v);
    }
};

inline bool one_of(int v, std::initializer_list<int> ok) {
    for (int o : ok)
        if (v == o) return true;
    return false;
}
inline bool valid(Layout v) { return one_of(int(v), {int(Layout::RowMajor), int(Layout::ColMajor)}); }
inline bool valid(Side v) { return one_of(int(v), {int(Side::Left), int(Side::Right)}); }
inline bool valid(Uplo v) { return one_of(int(v), {int(Uplo::Upper), int(Uplo::Lower)}); }
inline bool valid(Diag v) { return one_of(int(v), {int(Diag::NonUnit), int(Diag::Unit)}); }
inline bool valid(Op v) { return one_of(int(v), {int(Op::NoTrans), int(Op::Trans), int(Op::ConjTrans)}); }

template <class E>
bool valid_at(EnumArray<E> a, int64_t g) {
    return !a.null() && valid(a[g]);
}

// Run detection (core/grouped.hh): a per-group array that is absent, and an entry of group
// g > 0 equal to group g - 1's, bit for bit (scalars too: an alpha of -0 is not that of +0).
template <class E>
bool absent(EnumArray<E> a) {
    return a.null();
}
template <class U>
bool absent(const U* a) {
    return !a;
}
template <class E>
bool same_entry(EnumArray<E> a, int64_t g) {
    return int(a[g]) == int(a[g - 1]);
}
template <class U>
bool same_entry(const U* a, int64_t g) {
    return std::memcmp(a + g, a + g - 1, sizeof(U)) == 0;
}
inline bool nonneg_at(const int64_t* a, int64_t g) { return a && a[g] >= 0; }

// A stored rows x cols matrix needs ld >= max(1, rows) in column-major, max(1, cols) in row-major.
inline bool ld_ok(int64_t ld, Layout layout, int64_t rows, int64_t cols) {
    const int64_t need = layout == Layout::ColMajor ? rows : cols;
    return ld >= (need > 1 ? need : 1);
}

// Null pointer array, or (scan) a null matrix among [p, p + size), for an operand that the
// operation reads or writes; for an output (`written`), also a matrix pointer equal to the one
// before it in the group: two problems would write one matrix (the standard forbids outputs
// that overlap; equal neighbours are what can be found without memory per matrix).
template <class T>
Fault operand_fault(Mats<T> M, int64_t p, int64_t size, bool referenced, bool scan, int pos,
                    bool written = false) {
    if (!referenced || size == 0) return {};
    if (M.null_array()) return {pos};
    if (scan) {
        const Mats<T> group = M.offset(p);
        const int64_t i = group.first_bad(size, written);
        if (i >= 0) return {pos, i, group.ptrs[i] ? Fault::Pointer::Repeated : Fault::Pointer::Null};
    }
    return {};
}

// The checks of one group: its index, first matrix, size, layout, and whether matrix pointers
// are scanned. matrix() checks an operand (argument pos) and its leading dimension (pos + 1);
// output() the same for an operand the routine writes.
struct GroupChecks {
    int64_t g, p, size;
    Layout layout;
    bool scan;

    template <class T>
    Fault matrix(Mats<T> M, const int64_t* ld, bool referenced, int pos, int64_t rows, int64_t cols,
                 bool written = false) const {
        if (Fault f = operand_fault(M, p, size, referenced, scan, pos, written)) return f;
        if (!ld || !ld_ok(ld[g], layout, rows, cols)) return {pos + 1};
        return {};
    }
    template <class T>
    Fault output(Mats<T> M, const int64_t* ld, bool referenced, int pos, int64_t rows, int64_t cols) const {
        return matrix(M, ld, referenced, pos, rows, cols, true);
    }
    // A vector operand (argument pos) and its increment (pos + 1), which may be negative but
    // never zero (paper 000 section 5), whether the vector is referenced or not.
    template <class T>
    Fault vector(Mats<T> x, const int64_t* inc, bool referenced, int pos, bool written = false) const {
        if (Fault f = operand_fault(x, p, size, referenced, scan, pos, written)) return f;
        if (!inc || inc[g] == 0) return {pos + 1};
        return {};
    }
    template <class T>
    Fault output_vector(Mats<T> x, const int64_t* inc, bool referenced, int pos) const {
        return vector(x, inc, referenced, pos, true);
    }
    // An array of one result per problem (argument pos), written whenever the group is not empty.
    template <class R>
    Fault results(R* r, int pos) const {
        return size > 0 && !r ? Fault{pos} : Fault{};
    }
};

// Where a vector of n elements with increment inc starts, from the address BLAS is given.
inline int64_t vector_shift(int64_t n, int64_t inc) { return inc < 0 && n > 0 ? (1 - n) * inc : 0; }

// Row-major problems are solved as the transposed column-major problem.
inline Uplo flip(Uplo u) { return u == Uplo::Upper ? Uplo::Lower : Uplo::Upper; }
inline Side flip(Side s) { return s == Side::Left ? Side::Right : Side::Left; }

}  // namespace bblas::impl
