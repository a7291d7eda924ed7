// What the C++ API adds to the shared checks: views and spans carry shapes and lengths that
// must agree with each other before a call becomes a group of the standard interface.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <utility>

#include "bblas/batch.hh"
#include "bblas/error.hh"
#include "bblas/interleaved.hh"
#include "core/args.hh"
#include "core/mats.hh"

namespace bblas::impl {

template <class T>
Mats<T> mats(const BatchView<T>& v) {
    return v.pointers() ? Mats<T>::pointers(v.pointers()) : Mats<T>::strided(v.base(), v.stride());
}
template <class T>
Mats<const T> mats(const InterleavedBatch<T>& c) {
    return Mats<const T>::interleaved(c.data(), c.block(), c.block_scalars());
}
template <class T>
Mats<T> mats(InterleavedBatch<T>& c) {
    return Mats<T>::interleaved(c.data(), c.block(), c.block_scalars());
}

inline void require(bool ok, const char* routine, const char* arg, const std::string& detail) {
    if (!ok) throw Error(routine, arg, -1, -1, detail);
}

inline std::string shape(int64_t r, int64_t c) { return std::to_string(r) + "x" + std::to_string(c); }

// Every operand has the output's count and layout (and containers its block width).
template <class In, class Out>
void require_alike(const char* routine, const char* arg, const In& in, const Out& out) {
    require(in.count() == out.count(), routine, arg,
            "count " + std::to_string(in.count()) + " differs from " + std::to_string(out.count()));
    require(in.layout() == out.layout(), routine, arg, "layout differs from the output's");
    if constexpr (requires { in.block(); })
        require(in.block() == out.block(), routine, arg, "block width differs from the output's");
}

// An operand of rows x cols where the operation needs r x c.
template <class V>
void require_shape(const char* routine, const char* arg, const V& v, int64_t r, int64_t c) {
    require(v.rows() == r && v.cols() == c, routine, arg,
            "is " + shape(v.rows(), v.cols()) + ", needs " + shape(r, c));
}

// Grouped form: per-group spans need one entry per group, pointer spans one per matrix.
struct SpanLengths {
    const char* routine;
    std::span<const int64_t> group_sizes;
    int64_t matrices = 0;

    SpanLengths(const char* r, std::span<const int64_t> gs) : routine(r), group_sizes(gs) {
        for (int64_t s : gs) matrices += s > 0 ? s : 0;
    }
    void per_group(const char* arg, size_t n) const {
        require(n >= group_sizes.size(), routine, arg,
                std::to_string(n) + " entries for " + std::to_string(group_sizes.size()) + " groups");
    }
    void per_matrix(const char* arg, size_t n) const {
        require(int64_t(n) >= matrices, routine, arg,
                std::to_string(n) + " pointers for " + std::to_string(matrices) + " matrices");
    }
};

// The spans of a grouped C++ call, in the order of standard list L: each has the entries the
// groups need.
template <ArgList L, class... S>
void require_span_lengths(const char* routine, std::span<const int64_t> group_sizes, const S&... spans) {
    static constexpr auto idx = span_args<L>();
    static_assert(idx.size() == sizeof...(S), "one span per argument of the list");
    const SpanLengths len(routine, group_sizes);
    size_t i = 0;
    const auto one = [&](size_t entries) {
        const size_t a = idx[i++];
        if (per_matrix_flags<L>()[a]) len.per_matrix(L.names[a].c_str(), entries);
        else len.per_group(L.names[a].c_str(), entries);
    };
    (one(spans.size()), ...);
}

}  // namespace bblas::impl
