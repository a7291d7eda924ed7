// The 2016 flat interface (paper 000, bblas_flat.h) on top of the group driver: a batch of
// batch_count problems becomes groups of consecutive problems that agree in every per-problem
// argument (BATCH_VARIABLE; BATCH_FIXED reads element 0 of each array for every problem), so a
// variable batch whose problems all match is one group and runs exactly as a fixed one.
// A problem whose matrix or vector pointer is null starts a group of its own kind, so that the
// fault stays with the problems that have it (info is per problem, section 3.7).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <span>
#include <type_traits>
#include <vector>

#include "core/grouped.hh"

namespace bblas::impl {

enum class FlatOpts { Fixed = 1, Variable = 2 };  // bblas_flat.h's BATCH_FIXED, BATCH_VARIABLE

// One per-problem argument array: its address and the bytes of one entry (enums: sizeof(int)).
struct FlatArray {
    const void* p;
    size_t bytes;
};
template <class U>
FlatArray flat_array(const U* p) {
    if constexpr (std::is_enum_v<U>) return {p, sizeof(int)};
    else return {p, sizeof(U)};
}
// One array of pointers, one per problem (matrices or vectors).
template <class U>
std::span<const void* const> flat_pointers(U* const* p, int64_t count) {
    return {reinterpret_cast<const void* const*>(p), p ? size_t(count) : 0};
}

// The flat interface's position of each of the standard's N arguments: the same order without
// layout (with_layout: the standard has one, the flat interface not) and without group_count,
// group_sizes becoming batch_count, batch_opts inserted before info.
template <size_t N>
constexpr std::array<int, N> flat_positions(bool with_layout) {
    const int shift = with_layout ? 1 : 0;
    std::array<int, N> p{};
    for (size_t a = 0; a + 3 < N; ++a) p[a] = int(a) + 1 - shift;
    p[N - 3] = 0;
    p[N - 2] = int(N) - 2 - shift;
    p[N - 1] = int(N) - shift;
    return p;
}

class FlatRuns {
public:
    FlatRuns(bool variable, int64_t count, std::initializer_list<FlatArray> arrays,
             std::initializer_list<std::span<const void* const>> pointers)
        : variable_(variable) {
        for (int64_t i = 0; i < count; ++i) {
            bool same = i > 0;
            for (size_t a = 0; same && a < pointers.size(); ++a) {
                const auto& ptrs = pointers.begin()[a];
                same = ptrs.empty() || ((ptrs[size_t(i)] == nullptr) == (ptrs[size_t(i - 1)] == nullptr));
            }
            if (variable)
                for (const FlatArray& f : arrays) {
                    if (!same) break;
                    const auto* b = static_cast<const std::byte*>(f.p);
                    same = !b || std::memcmp(b + i * f.bytes, b + (i - 1) * f.bytes, f.bytes) == 0;
                }
            if (same) {
                ++sizes_.back();
            } else {
                starts_.push_back(i);
                sizes_.push_back(1);
            }
        }
    }

    int64_t groups() const { return int64_t(sizes_.size()); }
    const int64_t* sizes() const { return sizes_.data(); }

    // The per-group array of a per-problem one: its entries at each group's first problem
    // (a fixed batch: the array itself, whose element 0 serves every group).
    template <class U>
    const U* per_group(const U* a) {
        if (!a || !variable_) return a;
        const size_t bytes = flat_array(a).bytes;
        std::vector<std::byte>& v = storage_.emplace_back(starts_.size() * bytes);
        for (size_t r = 0; r < starts_.size(); ++r)
            std::memcpy(v.data() + r * bytes, reinterpret_cast<const std::byte*>(a) + starts_[r] * bytes, bytes);
        return reinterpret_cast<const U*>(v.data());
    }

private:
    bool variable_;
    std::vector<int64_t> starts_, sizes_;
    std::vector<std::vector<std::byte>> storage_;
};

// The checks of the call itself and the per-problem info. batch_count < 0, or an unknown
// batch_opts with problems to run, go to info[0] (section 3.7); otherwise info[i] is 0 or
// -(position of the first invalid argument of problem i). `count_pos`: batch_count's position
// (batch_opts follows it).
class FlatCall {
public:
    FlatCall(int64_t batch_count, int batch_opts, int64_t* info, int count_pos)
        : count_(batch_count), info_(info) {
        int fault = 0;
        if (batch_count < 0) fault = count_pos;
        else if (batch_count > 0 && batch_opts != int(FlatOpts::Fixed) && batch_opts != int(FlatOpts::Variable))
            fault = count_pos + 1;
        if (fault && info) info[0] = -fault;
        ok_ = !fault && batch_count > 0;
        variable_ = batch_opts == int(FlatOpts::Variable);
    }
    bool ok() const { return ok_; }
    bool variable() const { return variable_; }

    // Runs the groups of `runs` with every argument fault of every problem reported.
    template <class Spec>
    void run(const Spec& s, const FlatRuns& runs, std::span<const int> positions,
             std::span<const char* const> names) {
        std::vector<int64_t> all(size_t(1 + count_));
        const Interface iface{positions, names, 0};
        run_grouped(s, runs.groups(), runs.sizes(), all.data(), Report::All, &iface);
        if (info_) std::memcpy(info_, all.data() + 1, size_t(count_) * sizeof(int64_t));
    }

private:
    int64_t count_;
    int64_t* info_;
    bool ok_ = false, variable_ = false;
};

}  // namespace bblas::impl
