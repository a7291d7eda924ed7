// One argument list per routine: the names of its arguments in the standard's group interface
// (paper 003), in order. Everything else about positions is derived from it at compile time:
// the positions a routine's checks report (`kGemmArgs["transA"]` is 2, and a name not in the
// list does not compile), and the names and positions of the other faces of the routine:
//   strided      (BLAS_<routine>_batched_strided_*): group_count dropped, group_sizes becomes
//                batch_count, "X_stride" after each "X_ld" and after each increment "incx";
//   interleaved  (BLAS_<routine>_batched_interleaved_*): leading dimensions dropped, group_count
//                dropped, group_sizes becomes count, "block" before info;
//   flat         (the 2016 bblas_<t><routine>_batch): layout and group_count dropped, a matrix
//                "A" becomes "arrayA" and its "A_ld" "lda", other names lower case,
//                group_sizes becomes batch_count, "batch_opts" before info.
#pragma once

#include <array>
#include <cstddef>
#include <span>
#include <string_view>

namespace bblas::impl {

// A name in fixed storage, so that faces can build theirs at compile time.
struct ArgName {
    char s[24] = {};

    constexpr ArgName() = default;
    constexpr ArgName(const char* p) { append(p); }
    constexpr ArgName(std::string_view v) { append(v); }
    constexpr ArgName& append(std::string_view v) {
        size_t n = size();
        for (char c : v) s[n++] = c;
        return *this;
    }
    constexpr size_t size() const {
        size_t n = 0;
        while (n < sizeof s && s[n]) ++n;
        return n;
    }
    constexpr std::string_view view() const { return {s, size()}; }
    constexpr const char* c_str() const { return s; }
};

template <size_t N>
struct ArgList {
    ArgName names[N];

    static constexpr size_t size() { return N; }
    // The 1-based position of argument `a`; a name not in the list does not compile.
    consteval int operator[](std::string_view a) const {
        for (size_t i = 0; i < N; ++i)
            if (names[i].view() == a) return int(i) + 1;
        throw "bblas: no argument of this name";
    }
    constexpr int find(std::string_view a) const {
        for (size_t i = 0; i < N; ++i)
            if (names[i].view() == a) return int(i) + 1;
        return 0;
    }
    constexpr std::span<const ArgName> span() const { return {names, N}; }
};
template <class... S>
ArgList(S...) -> ArgList<sizeof...(S)>;

// A template's own copy of a routine's list (a Spec's `static constexpr auto args =
// spec_args<T>(kGemmArgs)`), dependent on its scalar type: Clang before 17 rejects a consteval
// call on a non-dependent list inside a template ("cannot take address of consteval function",
// llvm/llvm-project#55601), and Clang builds the fuzzer.
template <class T, size_t N>
constexpr ArgList<N> spec_args(const ArgList<N>& list) {
    return list;
}

enum class Face { Strided, Interleaved, Flat };

namespace args_detail {

constexpr bool ends_with(std::string_view s, std::string_view t) {
    return s.size() >= t.size() && s.substr(s.size() - t.size()) == t;
}
constexpr bool is_ld(std::string_view s) { return ends_with(s, "_ld"); }
constexpr bool is_inc(std::string_view s) { return s.size() > 3 && s.substr(0, 3) == "inc"; }
constexpr ArgName lower(std::string_view s) {
    ArgName r;
    size_t n = 0;
    for (char c : s) r.s[n++] = c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
    return r;
}

// The face's names, in order, for the standard list L (fewer than 2N of them).
template <size_t N>
constexpr std::array<ArgName, 2 * N> face_names(const ArgList<N>& L, Face face, size_t& count) {
    std::array<ArgName, 2 * N> out{};
    size_t n = 0;
    for (size_t i = 0; i < N; ++i) {
        const std::string_view a = L.names[i].view();
        if (a == "group_count") continue;
        if (a == "info") {
            if (face == Face::Interleaved) out[n++] = ArgName("block");
            if (face == Face::Flat) out[n++] = ArgName("batch_opts");
            out[n++] = ArgName("info");
            continue;
        }
        if (a == "group_sizes") {
            out[n++] = ArgName(face == Face::Interleaved ? "count" : "batch_count");
            continue;
        }
        switch (face) {
            case Face::Strided:
                out[n++] = ArgName(a);
                if (is_ld(a)) out[n++] = ArgName(a.substr(0, a.size() - 3)).append("_stride");
                if (is_inc(a)) out[n++] = ArgName(a.substr(3)).append("_stride");
                if (a == "ipiv") out[n++] = ArgName("ipiv_stride");  // LAPACK's pivots, per matrix
                break;
            case Face::Interleaved:
                if (!is_ld(a)) out[n++] = ArgName(a);
                if (a == "ipiv") out[n++] = ArgName("ipiv_stride");
                break;
            case Face::Flat: {
                if (a == "layout") break;
                const bool matrix = i + 1 < N && L.names[i + 1].view() == ArgName(a).append("_ld").view();
                if (matrix) out[n++] = ArgName("array").append(a);
                else if (is_ld(a)) out[n++] = ArgName("ld").append(lower(a.substr(0, a.size() - 3)).view());
                else out[n++] = lower(a);
                break;
            }
        }
    }
    count = n;
    return out;
}

template <size_t N>
constexpr size_t face_size(const ArgList<N>& L, Face face) {
    size_t n = 0;
    face_names(L, face, n);
    return n;
}

}  // namespace args_detail

// The names and positions of face F of the routine whose standard argument list is L.
template <ArgList L, Face F>
struct FaceArgs {
    static constexpr size_t kSize = args_detail::face_size(L, F);
    static constexpr ArgList<kSize> names = [] {
        size_t n = 0;
        const auto all = args_detail::face_names(L, F, n);
        ArgList<kSize> r{};
        for (size_t i = 0; i < kSize; ++i) r.names[i] = all[i];
        return r;
    }();
    // positions[a - 1]: the face's position of the standard's argument a (0: none)
    static constexpr std::array<int, L.size()> positions = [] {
        std::array<int, L.size()> p{};
        for (size_t i = 0; i < L.size(); ++i) {
            const std::string_view a = L.names[i].view();
            if (a == "group_sizes") {
                p[i] = names.find(F == Face::Interleaved ? "count" : "batch_count");
                continue;
            }
            p[i] = names.find(a);
            if (F == Face::Flat && !p[i]) {  // renamed: arrayA, lda, transa
                p[i] = names.find(ArgName("array").append(a).view());
                if (!p[i] && args_detail::is_ld(a))
                    p[i] = names.find(
                        ArgName("ld").append(args_detail::lower(a.substr(0, a.size() - 3)).view()).view());
                if (!p[i]) p[i] = names.find(args_detail::lower(a).view());
            }
        }
        return p;
    }();
    static consteval int at(std::string_view a) { return names[a]; }
};

// The arguments of standard list L that the grouped C++ form passes as spans, in order (all but
// layout, group_count, group_sizes and info), as indices into L.
template <ArgList L>
consteval auto span_args() {
    constexpr size_t n = [] {
        size_t c = 0;
        for (const ArgName& a : L.names)
            if (a.view() != "layout" && a.view() != "group_count" && a.view() != "group_sizes" &&
                a.view() != "info")
                ++c;
        return c;
    }();
    std::array<size_t, n> idx{};
    size_t c = 0;
    for (size_t i = 0; i < L.size(); ++i) {
        const std::string_view a = L.names[i].view();
        if (a != "layout" && a != "group_count" && a != "group_sizes" && a != "info") idx[c++] = i;
    }
    return idx;
}

template <ArgList L>
consteval bool per_matrix(size_t i);
// per_matrix for every argument of L
template <ArgList L>
consteval std::array<bool, L.size()> per_matrix_flags() {
    std::array<bool, L.size()> f{};
    for (size_t i = 0; i < L.size(); ++i) f[i] = per_matrix<L>(i);
    return f;
}

// Argument i of L has one entry per matrix of the call: a matrix or vector (the name its
// leading dimension or increment follows), pivots, results; any other one entry per group.
template <ArgList L>
consteval bool per_matrix(size_t i) {
    const std::string_view a = L.names[i].view();
    if (a == "ipiv" || a == "result") return true;
    if (i + 1 >= L.size()) return false;
    const std::string_view next = L.names[i + 1].view();
    return next == ArgName(a).append("_ld").view() || next == ArgName("inc").append(a).view();
}

// The number of L's per-group arguments (one entry per group: options, sizes, scalars, leading
// dimensions, increments).
template <ArgList L>
consteval size_t per_group_args() {
    size_t c = 0;
    for (size_t i : span_args<L>()) c += per_matrix<L>(i) ? 0 : 1;
    return c;
}

}  // namespace bblas::impl
