// What the C++ API of Level 1 and 2 adds to core/cpp_args.hh: vector views, whose lengths
// must agree, and strided outputs, which must keep their problems apart (the strided C API's
// rule, core/strided_args.hh), or threads would race on shared elements.
#pragma once

#include <cstdint>
#include <string>

#include "bblas/level12.hh"
#include "core/cpp_args.hh"
#include "core/mats.hh"
#include "core/strided_args.hh"

namespace bblas::impl {

template <class T>
Mats<T> mats(const VectorBatchView<T>& v) {
    return v.pointers() ? Mats<T>::pointers(v.pointers()) : Mats<T>::strided(v.base(), v.stride());
}

template <class V>
void require_count(const char* r, const char* arg, const V& v, int64_t count) {
    require(v.count() == count, r, arg,
            "count " + std::to_string(v.count()) + " differs from " + std::to_string(count));
}

template <class V>
void require_length(const char* r, const char* arg, const V& v, int64_t n) {
    require(v.n() == n, r, arg, "length " + std::to_string(v.n()) + ", needs " + std::to_string(n));
}

// y has x's count and length.
template <class X, class Y>
void require_like(const char* r, const char* arg, const X& x, const Y& y) {
    require_count(r, arg, y, x.count());
    require_length(r, arg, y, x.n());
}

template <class T>
void require_apart(const char* r, const char* arg, const VectorBatchView<T>& v) {
    require(v.pointers() || vector_stride_ok(v.stride(), v.inc(), v.n(), v.count()), r, arg,
            "stride " + std::to_string(v.stride()) + " overlaps the next vector");
}

template <class T>
void require_apart(const char* r, const char* arg, const BatchView<T>& v) {
    require(v.pointers() || output_stride_ok(v.stride(), v.layout(), v.ld(), v.rows(), v.cols(), v.count()),
            r, arg, "stride " + std::to_string(v.stride()) + " overlaps the next matrix");
}

}  // namespace bblas::impl
