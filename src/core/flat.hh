// The 2016 flat interface (paper 000, bblas_flat.h) on top of the group driver: a batch of
// batch_count problems becomes groups of consecutive problems that agree in every per-problem
// argument (BATCH_VARIABLE; BATCH_FIXED reads element 0 of each array for every problem), so a
// variable batch whose problems all match is one group and runs exactly as a fixed one.
// A problem whose matrix or vector pointer is null starts a group of its own kind, so that the
// fault stays with the problems that have it (info is per problem, section 3.7).
//
// A batch is taken in windows of at most kChunkTasks groups, each window's per-group arrays in
// the calling thread's scratch: the memory a call takes does not grow with its batch.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <type_traits>

#include "core/grouped.hh"

namespace bblas::impl {

enum class FlatOpts { Fixed = 1, Variable = 2 };  // bblas_flat.h's BATCH_FIXED, BATCH_VARIABLE

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

// The problems [first, first + problems) of a flat batch as groups, for a routine's Spec. A
// routine builds its Spec from the window twice (make_spec in FlatCall::run): first to name its
// arrays (per_group, matrices: the window records them and finds the groups), then to get the
// per-group arrays of the window's groups and its matrices.
class FlatWindow {
public:
    static constexpr int kMaxArrays = 16;

    // A per-problem array: the Spec's per-group array, its entries at each group's first
    // problem; in a fixed batch element 0 for every group (the array itself when the window is
    // one group, which it is unless null matrix pointers split it: the Spec reads entry g for
    // group g, and a fixed batch's array may have one element).
    template <class U>
    const U* per_group(const U* a) {
        if (!a) return a;
        constexpr size_t bytes = std::is_enum_v<U> ? sizeof(int) : sizeof(U);
        if (collecting_) {
            if (!variable_) return a;
            if (narrays_ == kMaxArrays) __builtin_trap();  // a routine with more arrays: raise kMaxArrays
            arrays_[narrays_++] = {a, bytes};
            return a;
        }
        if (!variable_ && groups_ == 1) return a;
        auto* v = static_cast<std::byte*>(frame_->take(size_t(groups_) * bytes));
        if (!v) {
            out_of_memory_ = true;
            return a;
        }
        for (int64_t r = 0, at = first_; r < groups_; at += sizes_[r++])
            std::memcpy(v + r * bytes, reinterpret_cast<const std::byte*>(a) + (variable_ ? at : 0) * bytes,
                        bytes);
        return reinterpret_cast<const U*>(v);
    }
    // A per-problem array of matrix or vector pointers: the window's part of it.
    template <class U>
    U* const* matrices(U* const* p) {
        if (collecting_) {
            if (npointers_ == kMaxArrays) __builtin_trap();
            pointers_[npointers_++] = reinterpret_cast<const void* const*>(p);
        }
        return p ? p + first_ : p;
    }
    // The window's results of per-problem outputs (dot's results, say).
    template <class U>
    U* results(U* r) const {
        return r ? r + first_ : r;
    }

private:
    friend class FlatCall;
    struct Array {
        const void* p;
        size_t bytes;
    };

    // Which of the problems [i0, i0 + n) start a group of their own (differs[j] for i0 + j; i0 > 0):
    // one argument at a time over a block of problems, a loop the compiler keeps in registers
    // and vectorises, where a test of every argument per problem (memcmp of a run-time size, a
    // call each) made the flat BATCH_VARIABLE dgemm of 200,000 alike 2x2 problems 5x one group
    // (2 threads, Zen 4, 2026-11-25).
    void starts(int64_t i0, int64_t n, unsigned char* differs) const {
        std::memset(differs, 0, size_t(n));
        for (int a = 0; a < npointers_; ++a)
            if (const void* const* p = pointers_[a])
                for (int64_t j = 0; j < n; ++j)
                    differs[j] |= (p[i0 + j] == nullptr) != (p[i0 + j - 1] == nullptr);
        if (!variable_) return;
        for (int a = 0; a < narrays_; ++a) {
            const auto* b = static_cast<const std::byte*>(arrays_[a].p);
            auto compare = [&]<class W>() {
                for (int64_t j = 0; j < n; ++j) {
                    W x, y;
                    std::memcpy(&x, b + (i0 + j) * int64_t(sizeof(W)), sizeof(W));
                    std::memcpy(&y, b + (i0 + j - 1) * int64_t(sizeof(W)), sizeof(W));
                    differs[j] |= x != y;
                }
            };
            const size_t bytes = arrays_[a].bytes;
            if (bytes == 4) compare.template operator()<uint32_t>();
            else if (bytes == 8) compare.template operator()<uint64_t>();
            else if (bytes == 16) compare.template operator()<unsigned __int128>();
            else
                for (int64_t j = 0; j < n; ++j)
                    differs[j] |= std::memcmp(b + (i0 + j) * int64_t(bytes),
                                              b + (i0 + j - 1) * int64_t(bytes), bytes) != 0;
        }
    }
    // The groups of the problems from `first` on, at most `most` of them.
    void find_groups(int64_t first, int64_t count, int64_t most) {
        constexpr int64_t kBlock = 256;
        unsigned char differs[kBlock];
        first_ = first;
        groups_ = 1;
        sizes_[0] = 1;
        problems_ = 1;
        for (int64_t i0 = first + 1; i0 < count; i0 += kBlock) {
            const int64_t n = std::min(kBlock, count - i0);
            starts(i0, n, differs);
            for (int64_t j = 0; j < n; ++j) {
                if (differs[j]) {
                    if (groups_ == most) return;
                    sizes_[groups_++] = 0;
                }
                ++sizes_[groups_ - 1];
                ++problems_;
            }
        }
    }

    bool variable_ = false, collecting_ = true, out_of_memory_ = false;
    ScratchFrame* frame_ = nullptr;
    Array arrays_[kMaxArrays] = {};
    const void* const* pointers_[kMaxArrays] = {};
    int narrays_ = 0, npointers_ = 0;
    int64_t first_ = 0, groups_ = 0, problems_ = 0;
    int64_t* sizes_ = nullptr;
};

// The checks of the call itself and the per-problem info. batch_count < 0, or an unknown
// batch_opts with problems to run, go to info[0] (section 3.7); otherwise info[i] is 0 or
// -(position of the first invalid argument of problem i), or a numerical code for getrf.
// `count_pos`: batch_count's position (batch_opts follows it).
class FlatCall {
public:
    FlatCall(int64_t batch_count, int batch_opts, int64_t* info, int count_pos)
        : count_(batch_count), info_(info) {
        int fault = 0;
        if (batch_count < 0) fault = count_pos;
        else if (batch_count > 0 && batch_opts != int(FlatOpts::Fixed) &&
                 batch_opts != int(FlatOpts::Variable))
            fault = count_pos + 1;
        if (fault && info) info[0] = -fault;
        ok_ = !fault && batch_count > 0;
        variable_ = batch_opts == int(FlatOpts::Variable);
    }
    bool ok() const { return ok_; }

    // Runs the batch window by window, make_spec(FlatWindow&) building the routine's Spec, with
    // every argument fault of every problem reported.
    template <class MakeSpec>
    void run(std::span<const int> positions, std::span<const ArgName> names, MakeSpec&& make_spec) {
        if (!ok_) return;
        ScratchFrame frame;
        FlatWindow w;
        w.variable_ = variable_;
        w.frame_ = &frame;
        (void)make_spec(w);  // names the arrays
        w.collecting_ = false;
        w.sizes_ = frame.take_array<int64_t>(size_t(kChunkTasks));
        const Interface iface{positions, names, 0};
        int64_t first = 0;
        while (first < count_ && w.sizes_) {
            ScratchFrame window;
            w.frame_ = &window;
            w.find_groups(first, count_, kChunkTasks);
            const auto s = make_spec(w);
            if (w.out_of_memory_) break;
            InfoWriter out =
                info_ ? InfoWriter::per_problem(info_ + first) : InfoWriter::per_problem(nullptr);
            run_groups(s, w.groups_, w.sizes_, out, Report::All, &iface, nullptr);
            first += w.problems_;
        }
        if (!w.sizes_ || w.out_of_memory_) report_out_of_memory(first);
    }

private:
    // Problems from `first` on were not run; those before keep their argument faults.
    void report_out_of_memory(int64_t first) {
        if (!info_) return;
        for (int64_t i = 0; i < count_; ++i)
            if (i >= first || info_[i] >= 0) info_[i] = kOutOfMemory;
    }

    int64_t count_;
    int64_t* info_;
    bool ok_ = false, variable_ = false;
};

}  // namespace bblas::impl
