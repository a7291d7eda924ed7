// The rules of the fuzzed routines (gemm, trsm, gemv, potrf, getrf) as bblas.h, bblas_flat.h,
// bblas/c_level12.h, bblas/c_lapack.h and docs/interfaces.md state them, written here from
// those documents and never from bblas's own checks: each face's arguments in order, which
// ones a group needs valid, which operands it reads and writes, and what info holds after
// the call in every error-reporting mode.
#pragma once

#include <bblas.h>
#include <bblas_flat.h>

#include <algorithm>
#include <array>
#include <complex>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <type_traits>
#include <vector>

namespace fuzz {

enum class Routine { Gemm, Trsm, Gemv, Potrf, Getrf };
enum class Face { Group, Strided, Flat };

inline const char* routine_name(Routine r) {
    static const char* n[] = {"gemm", "trsm", "gemv", "potrf", "getrf"};
    return n[int(r)];
}
inline const char* face_name(Face f) {
    static const char* n[] = {"group", "strided", "flat"};
    return n[int(f)];
}

// What an argument is to the rules. Operand slots: 0 and 1 the inputs (A; gemm's B, gemv's
// x), 2 the output (C; trsm's B; gemv's y; potrf's and getrf's A), 3 getrf's pivots. Ld of a
// vector slot is its increment.
enum class Role {
    Layout,
    Side,
    Uplo,
    Trans,
    TransB,
    Diag,
    M,
    N,
    K,
    Alpha,
    Beta,
    Op0,
    Op1,
    Op2,
    Op3,
    Ld0,
    Ld1,
    Ld2,
    Stride0,
    Stride1,
    Stride2,
    Count,
    Sizes,
    Opts,
    Info
};
inline int slot_of(Role r) {
    if (r >= Role::Op0 && r <= Role::Op3) return int(r) - int(Role::Op0);
    if (r >= Role::Ld0 && r <= Role::Ld2) return int(r) - int(Role::Ld0);
    return int(r) - int(Role::Stride0);
}
inline Role op_role(int slot) { return Role(int(Role::Op0) + slot); }
inline Role ld_role(int slot) { return Role(int(Role::Ld0) + slot); }
inline uint32_t bit(Role r) { return uint32_t(1) << int(r); }
// Arguments with one entry per group (flat: per problem), which a call may pass as null.
inline bool per_group(Role r) {
    return (r >= Role::Side && r <= Role::Beta) || (r >= Role::Ld0 && r <= Role::Ld2);
}

// The arguments of each face, in order (positions count from 1), as the headers list them.
inline std::string_view arg_list(Routine r, Face f) {
    switch (r) {
        case Routine::Gemm:
            return f == Face::Group     ? "layout transA transB m n k alpha A A_ld B B_ld beta C C_ld "
                                          "group_count group_sizes info"
                   : f == Face::Strided ? "layout transA transB m n k alpha A A_ld A_stride B B_ld B_stride "
                                          "beta C C_ld C_stride batch_count info"
                                        : "transa transb m n k alpha arrayA lda arrayB ldb beta arrayC ldc "
                                          "batch_count batch_opts info";
        case Routine::Trsm:
            return f == Face::Group
                       ? "layout side uplo transA diag m n alpha A A_ld B B_ld group_count group_sizes info"
                   : f == Face::Strided
                       ? "layout side uplo transA diag m n alpha A A_ld A_stride B B_ld B_stride batch_count "
                         "info"
                       : "side uplo transa diag m n alpha arrayA lda arrayB ldb batch_count batch_opts info";
        case Routine::Gemv:
            return f == Face::Group
                       ? "layout trans m n alpha A A_ld x incx beta y incy group_count group_sizes info"
                   : f == Face::Strided
                       ? "layout trans m n alpha A A_ld A_stride x incx x_stride beta y incy y_stride "
                         "batch_count info"
                       : "trans m n alpha arrayA lda x incx beta y incy batch_count batch_opts info";
        case Routine::Potrf:
            return "layout uplo n A A_ld group_count group_sizes info";
        case Routine::Getrf:
            return f == Face::Group ? "layout m n A A_ld ipiv group_count group_sizes info"
                                    : "m n arrayA lda ipiv batch_count batch_opts info";
    }
    return "";
}

// The role of argument `a` of routine r: the operand names map to their slots.
inline Role role_of(Routine r, std::string_view a) {
    struct Name {
        std::string_view name;
        Role role;
    };
    static constexpr Name common[] = {{"layout", Role::Layout},
                                      {"side", Role::Side},
                                      {"uplo", Role::Uplo},
                                      {"transA", Role::Trans},
                                      {"transa", Role::Trans},
                                      {"trans", Role::Trans},
                                      {"transB", Role::TransB},
                                      {"transb", Role::TransB},
                                      {"diag", Role::Diag},
                                      {"m", Role::M},
                                      {"n", Role::N},
                                      {"k", Role::K},
                                      {"alpha", Role::Alpha},
                                      {"beta", Role::Beta},
                                      {"ipiv", Role::Op3},
                                      {"group_count", Role::Count},
                                      {"batch_count", Role::Count},
                                      {"group_sizes", Role::Sizes},
                                      {"batch_opts", Role::Opts},
                                      {"info", Role::Info}};
    for (const Name& n : common)
        if (n.name == a) return n.role;
    // Operands: A is slot 0 (potrf's and getrf's A, their output, slot 2), gemm's B and gemv's
    // x slot 1, C, y and trsm's B slot 2.
    struct Operand {
        std::string_view name;
        Role base;
        char letter;
    };
    static constexpr Operand operands[] = {{"A", Role::Op0, 'A'},
                                           {"arrayA", Role::Op0, 'A'},
                                           {"A_ld", Role::Ld0, 'A'},
                                           {"lda", Role::Ld0, 'A'},
                                           {"A_stride", Role::Stride0, 'A'},
                                           {"B", Role::Op0, 'B'},
                                           {"arrayB", Role::Op0, 'B'},
                                           {"B_ld", Role::Ld0, 'B'},
                                           {"ldb", Role::Ld0, 'B'},
                                           {"B_stride", Role::Stride0, 'B'},
                                           {"C", Role::Op0, 'C'},
                                           {"arrayC", Role::Op0, 'C'},
                                           {"C_ld", Role::Ld0, 'C'},
                                           {"ldc", Role::Ld0, 'C'},
                                           {"C_stride", Role::Stride0, 'C'},
                                           {"x", Role::Op0, 'x'},
                                           {"incx", Role::Ld0, 'x'},
                                           {"x_stride", Role::Stride0, 'x'},
                                           {"y", Role::Op0, 'y'},
                                           {"incy", Role::Ld0, 'y'},
                                           {"y_stride", Role::Stride0, 'y'}};
    for (const Operand& o : operands) {
        if (o.name != a) continue;
        const bool factor = r == Routine::Potrf || r == Routine::Getrf;
        const int slot = o.letter == 'A'   ? (factor ? 2 : 0)
                         : o.letter == 'B' ? (r == Routine::Trsm ? 2 : 1)
                         : o.letter == 'x' ? 1
                                           : 2;
        return Role(int(o.base) + slot);
    }
    return Role::Info;
}

struct Arg {
    std::string_view name;
    Role role;
    int pos;
};
// The arguments of routine r's face f (parsed once: the lists are constants).
inline const std::vector<Arg>& face_args(Routine r, Face f) {
    static const auto all = [] {
        std::array<std::array<std::vector<Arg>, 3>, 5> a;
        for (int ri = 0; ri < 5; ++ri)
            for (int fi = 0; fi < 3; ++fi) {
                const std::string_view s = arg_list(Routine(ri), Face(fi));
                for (size_t i = 0; i < s.size();) {
                    const size_t e = std::min(s.find(' ', i), s.size());
                    const std::string_view name = s.substr(i, e - i);
                    a[size_t(ri)][size_t(fi)].push_back(
                        {name, role_of(Routine(ri), name), int(a[size_t(ri)][size_t(fi)].size()) + 1});
                    i = e + 1;
                }
            }
        return a;
    }();
    return all[size_t(r)][size_t(f)];
}
inline int position(const std::vector<Arg>& args, Role r) {
    for (const Arg& a : args)
        if (a.role == r) return a.pos;
    return 0;
}
inline bool has(const std::vector<Arg>& args, Role r) { return position(args, r) != 0; }

// ------------------------------------------------------------------------------------------
// Scalars

template <class T>
struct real_of {
    using type = T;
};
template <class T>
struct real_of<std::complex<T>> {
    using type = T;
};
template <class T>
using real_t = typename real_of<T>::type;
template <class T>
inline constexpr bool is_complex_v = !std::is_same_v<T, real_t<T>>;

template <class T>
const char* type_name() {
    if constexpr (std::is_same_v<T, float>) return "r32";
    else if constexpr (std::is_same_v<T, double>) return "r64";
    else if constexpr (std::is_same_v<T, std::complex<float>>) return "c32";
    else return "c64";
}
template <class T>
bool same_bits(const T& a, const T& b) {
    return std::memcmp(&a, &b, sizeof(T)) == 0;
}

// ------------------------------------------------------------------------------------------
// A call

// The per-group (flat: per-problem) arguments of one group, whatever the routine uses of them.
template <class T>
struct Params {
    int side = BlasLeft, uplo = BlasLower, trans = BlasNoTrans, transB = BlasNoTrans, diag = BlasNonUnit;
    int64_t m = 0, n = 0, k = 0;
    T alpha = T(1), beta = T(0);
    int64_t ld[3] = {1, 1, 1};
};

// A matrix pointer of a pointer face: its own memory, null, or the same as the one before it.
enum class Ptr : unsigned char { Own, Null, Repeat };

template <class T>
struct Call {
    Routine routine = Routine::Gemm;
    Face face = Face::Group;
    std::vector<Arg> args;
    int layout = BlasColMajor;
    int64_t count = 0;           // group_count, or batch_count
    std::vector<int64_t> sizes;  // group face: group_sizes
    bool sizes_null = false;
    std::vector<Params<T>> params;  // per group; flat: per problem (one for BATCH_FIXED); strided: one
    uint32_t null_roles = 0;        // arrays (per-group and pointer arrays) passed as null
    std::vector<Ptr> ptrs[4];       // pointer faces: per matrix of the call, per slot
    int64_t stride[3] = {};         // strided face
    int opts = BATCH_FIXED;         // flat face
    int64_t mode = BblasErrorsReportAll;
    bool info_null = false;
    bool fill_int = false, guard_before = false, null_unreferenced = false;
    uint32_t seed = 0;

    bool null(Role r) const { return null_roles & bit(r); }
    bool col_major() const { return face == Face::Flat || layout == BlasColMajor; }
    // The mode info[0] selects (a null info: ReportNone; unknown values: ReportAny).
    int64_t effective_mode() const {
        if (info_null) return BblasErrorsReportNone;
        if (mode == BblasErrorsReportAll || mode == BblasErrorsReportGroup || mode == BblasErrorsReportNone)
            return mode;
        return BblasErrorsReportAny;
    }
    // Matrix pointers are looked at (null, repeated) in every mode but None; the flat
    // interface always reports per problem.
    bool scan() const { return face == Face::Flat || effective_mode() != BblasErrorsReportNone; }
    // Matrices the pointer arrays hold (group face: whatever group_sizes says, negatives as 0).
    int64_t matrices() const {
        if (face != Face::Group) return std::max<int64_t>(count, 0);
        int64_t t = 0;
        for (int64_t s : sizes) t += std::max<int64_t>(s, 0);
        return t;
    }
    int64_t groups() const { return face == Face::Group ? std::max<int64_t>(count, 0) : 1; }
};

// An operand of one group: its stored shape (a vector: its length in rows), whether the call
// may touch it at all, and whether it reads its values (an output's old values).
struct Shape {
    bool vector = false;
    int64_t rows = 0, cols = 0;
    bool referenced = false, read = false;
};

template <class T>
bool zero(const T& x) {
    return x == T(0);
}

template <class T>
Shape shape(Routine r, const Params<T>& P, int slot) {
    Shape s;
    const int64_t m = P.m, n = P.n, k = P.k;
    switch (r) {
        case Routine::Gemm: {
            const bool ab = m > 0 && n > 0 && k > 0 && !zero(P.alpha);
            if (slot == 0)
                s = P.trans != BlasNoTrans ? Shape{false, k, m, ab, ab} : Shape{false, m, k, ab, ab};
            if (slot == 1)
                s = P.transB != BlasNoTrans ? Shape{false, n, k, ab, ab} : Shape{false, k, n, ab, ab};
            if (slot == 2) {  // netlib's quick return: alpha = 0 or k = 0 with beta = 1 leaves C alone
                const bool c = m > 0 && n > 0 && !((zero(P.alpha) || k == 0) && P.beta == T(1));
                s = {false, m, n, c, c && !zero(P.beta)};
            }
            break;
        }
        case Routine::Trsm: {
            const int64_t order = P.side == BlasRight ? n : m;
            const bool b = m > 0 && n > 0, a = b && !zero(P.alpha);
            if (slot == 0) s = {false, order, order, a, a};
            if (slot == 2) s = {false, m, n, b, a};  // alpha = 0: B = 0, not read
            break;
        }
        case Routine::Gemv: {
            const bool a = m > 0 && n > 0 && !zero(P.alpha);
            const bool y = m > 0 && n > 0 && !(zero(P.alpha) && P.beta == T(1));
            const bool nt = P.trans == BlasNoTrans;
            if (slot == 0) s = {false, m, n, a, a};
            if (slot == 1) s = {true, nt ? n : m, 1, a, a};
            if (slot == 2) s = {true, nt ? m : n, 1, y, y && !zero(P.beta)};
            break;
        }
        case Routine::Potrf:
            if (slot == 2) s = {false, n, n, n > 0, n > 0};
            break;
        case Routine::Getrf: {
            const int64_t kk = std::min(m, n);
            if (slot == 2) s = {false, m, n, kk > 0, kk > 0};
            if (slot == 3) s = {true, kk, 1, kk > 0, false};
            break;
        }
    }
    return s;
}

// Slots the routine writes: the output and the pivots.
inline bool written(int slot) { return slot >= 2; }

// Leading dimension (matrix) or increment (vector) rule.
inline bool ld_ok(const Shape& s, int64_t ld, bool col_major) {
    if (s.vector) return ld != 0;
    return ld >= std::max<int64_t>(1, col_major ? s.rows : s.cols);
}

// The strided face's rule for its output: problems' outputs must not share an element.
inline bool output_stride_ok(const Shape& s, int64_t ld, int64_t stride, int64_t count, bool col_major) {
    if (count <= 1) return true;
    using W = __int128;
    if (s.vector) {
        if (s.rows <= 0) return true;
        const W a = stride < 0 ? -W(stride) : W(stride), i = ld < 0 ? -W(ld) : W(ld);
        return a >= 1 + W(s.rows - 1) * i || (a > 0 && i >= W(count) * a);
    }
    if (s.rows <= 0 || s.cols <= 0) return true;
    return stride >= 0 && W(stride) >= W(ld) * W(col_major ? s.cols : s.rows);
}

// Matrices [first, first + size) sharing one set of per-group arguments (params[params]): a
// group (info entry `group`), the strided face's one group, or a run of the flat interface.
struct Unit {
    int64_t first = 0, size = 0, params = 0, group = 0;
};

// The flat interface cuts its batch into runs of consecutive problems whose per-problem
// arguments are equal (BATCH_VARIABLE) and whose matrix pointers are null or not alike (a null
// pointer keeps its fault to the problems that have it); a fault of a run is its problems'.
template <class T>
bool same_problem(const Call<T>& c, int64_t i) {
    for (int s = 0; s < 4; ++s)
        if (has(c.args, op_role(s)) && !c.null(op_role(s)) &&
            (c.ptrs[s][size_t(i)] == Ptr::Null) != (c.ptrs[s][size_t(i - 1)] == Ptr::Null))
            return false;
    if (c.opts != BATCH_VARIABLE) return true;
    const Params<T>&a = c.params[size_t(i)], &b = c.params[size_t(i - 1)];
    for (const Arg& g : c.args) {
        if (!per_group(g.role) || c.null(g.role)) continue;
        bool eq = true;
        switch (g.role) {
            case Role::Side:
                eq = a.side == b.side;
                break;
            case Role::Uplo:
                eq = a.uplo == b.uplo;
                break;
            case Role::Trans:
                eq = a.trans == b.trans;
                break;
            case Role::TransB:
                eq = a.transB == b.transB;
                break;
            case Role::Diag:
                eq = a.diag == b.diag;
                break;
            case Role::M:
                eq = a.m == b.m;
                break;
            case Role::N:
                eq = a.n == b.n;
                break;
            case Role::K:
                eq = a.k == b.k;
                break;
            case Role::Alpha:
                eq = same_bits(a.alpha, b.alpha);
                break;
            case Role::Beta:
                eq = same_bits(a.beta, b.beta);
                break;
            default:
                eq = a.ld[slot_of(g.role)] == b.ld[slot_of(g.role)];
                break;
        }
        if (!eq) return false;
    }
    return true;
}

// The units of a call whose counts are valid.
template <class T>
std::vector<Unit> units(const Call<T>& c) {
    std::vector<Unit> u;
    if (c.face == Face::Group) {
        for (int64_t g = 0, p = 0; g < c.count; p += c.sizes[size_t(g++)])
            u.push_back({p, c.sizes[size_t(g)], g, g});
    } else if (c.face == Face::Strided) {
        u.push_back({0, c.count, 0, 0});
    } else {
        for (int64_t i = 0; i < c.count; ++i) {
            if (i == 0 || !same_problem(c, i)) u.push_back({i, 0, c.opts == BATCH_VARIABLE ? i : 0, i});
            ++u.back().size;
        }
    }
    return u;
}

// The fault of the call's counts (group_count, group_sizes, batch_count, batch_opts): the
// position info[0] reports, 0 if none.
template <class T>
int count_fault(const Call<T>& c) {
    const int count = position(c.args, Role::Count);
    if (c.count < 0) return count;
    if (c.face == Face::Group) {
        if (c.count > 0 && c.sizes_null) return position(c.args, Role::Sizes);
        for (int64_t s : c.sizes)
            if (s < 0) return position(c.args, Role::Sizes);
    }
    if (c.face == Face::Flat && c.count > 0 && c.opts != BATCH_FIXED && c.opts != BATCH_VARIABLE)
        return position(c.args, Role::Opts);
    return 0;
}

// The first invalid argument of a unit (its position in the face), 0 if the unit is valid.
// Arguments are looked at in order; a group of no matrices is still checked.
template <class T>
int unit_fault(const Call<T>& c, const Unit& u) {
    const Params<T>& P = c.params[size_t(u.params)];
    const bool col = c.col_major();
    auto option = [&](Role r, int v, std::initializer_list<int> ok) {
        return c.null(r) || std::find(ok.begin(), ok.end(), v) == ok.end();
    };
    auto pointer_bad = [&](int slot) {
        if (c.null(op_role(slot))) return true;
        if (c.face == Face::Strided || !c.scan()) return false;
        for (int64_t i = u.first; i < u.first + u.size; ++i) {
            const Ptr p = c.ptrs[slot][size_t(i)];
            if (p == Ptr::Null || (p == Ptr::Repeat && written(slot) && i > u.first)) return true;
        }
        return false;
    };
    for (const Arg& a : c.args) {
        bool bad = false;
        switch (a.role) {
            case Role::Layout:
                bad = c.layout != BlasColMajor && c.layout != BlasRowMajor;
                break;
            case Role::Side:
                bad = option(a.role, P.side, {BlasLeft, BlasRight});
                break;
            case Role::Uplo:
                bad = option(a.role, P.uplo, {BlasUpper, BlasLower});
                break;
            case Role::Trans:
                bad = option(a.role, P.trans, {BlasNoTrans, BlasTrans, BlasConjTrans});
                break;
            case Role::TransB:
                bad = option(a.role, P.transB, {BlasNoTrans, BlasTrans, BlasConjTrans});
                break;
            case Role::Diag:
                bad = option(a.role, P.diag, {BlasNonUnit, BlasUnit});
                break;
            case Role::M:
                bad = c.null(a.role) || P.m < 0;
                break;
            case Role::N:
                bad = c.null(a.role) || P.n < 0;
                break;
            case Role::K:
                bad = c.null(a.role) || P.k < 0;
                break;
            case Role::Alpha:
            case Role::Beta:
                bad = c.null(a.role);
                break;
            case Role::Op0:
            case Role::Op1:
            case Role::Op2:
            case Role::Op3: {
                const int s = slot_of(a.role);
                bad = shape(c.routine, P, s).referenced && u.size > 0 && pointer_bad(s);
                break;
            }
            case Role::Ld0:
            case Role::Ld1:
            case Role::Ld2: {
                const int s = slot_of(a.role);
                bad = c.null(a.role) || !ld_ok(shape(c.routine, P, s), P.ld[s], col);
                break;
            }
            case Role::Stride2:
                bad = !output_stride_ok(shape(c.routine, P, 2), P.ld[2], c.stride[2], c.count, col);
                break;
            default:
                break;
        }
        if (bad) return a.pos;
    }
    return 0;
}

inline constexpr int64_t kSentinel = 0x5a5a5a5a;

// Entries of the info array the call is given (its length).
template <class T>
int64_t info_length(const Call<T>& c) {
    if (c.face == Face::Flat) return c.count > 0 ? c.count : c.count < 0 ? 1 : 0;
    if (c.info_null) return 0;
    if (c.mode == BblasErrorsReportAll) return 1 + c.matrices();
    if (c.mode == BblasErrorsReportGroup) return 1 + c.groups();
    return 1;
}

// info after the call: `faults` per unit, `codes` the numerical info of each matrix (LAPACK's
// positive codes: getrf's first exactly zero pivot, potrf's first non-positive minor), which
// only valid groups report. Entries nothing may write keep kSentinel.
template <class T>
std::vector<int64_t> expected_info(const Call<T>& c, int counts, const std::vector<Unit>& us,
                                   const std::vector<int>& faults, const std::vector<int64_t>& codes) {
    std::vector<int64_t> info(size_t(info_length(c)), kSentinel);
    if (c.face == Face::Flat) {
        if (counts) info[0] = -counts;
        else
            for (size_t u = 0; u < us.size(); ++u)
                for (int64_t i = us[u].first; i < us[u].first + us[u].size; ++i)
                    info[size_t(i)] = faults[u] ? -faults[u] : codes[size_t(i)];
        return info;
    }
    if (info.empty()) return info;
    const int64_t mode = c.effective_mode();
    info[0] = c.mode;
    if (counts) {
        info[0] = mode == BblasErrorsReportNone ? 0 : -counts;
        return info;
    }
    int64_t first_bad = -1;
    for (size_t u = 0; u < us.size(); ++u) {
        const Unit& g = us[u];
        int64_t entry = -faults[u];
        if (!faults[u])
            for (int64_t i = g.first; i < g.first + g.size; ++i)
                if (codes[size_t(i)]) {
                    entry = codes[size_t(i)];
                    break;
                }
        if (entry && first_bad < 0) first_bad = g.group;
        if (mode == BblasErrorsReportGroup) info[size_t(1 + g.group)] = entry;
        if (mode == BblasErrorsReportAll)
            for (int64_t i = g.first; i < g.first + g.size; ++i)
                info[size_t(1 + i)] = faults[u] ? -faults[u] : codes[size_t(i)];
    }
    info[0] = mode == BblasErrorsReportNone || first_bad < 0 ? 0 : first_bad + 1;
    return info;
}

}  // namespace fuzz
