// bblas-fuzz: a libFuzzer target. Each input decodes into one call of gemm, trsm, gemv, potrf
// or getrf, in one of the four types, through one of its faces (the group API, the strided
// API, the flat API of 2016), with valid and invalid arguments in every error-reporting mode.
// Every matrix, vector, per-group array, pointer array and info array lies in memory of
// exactly the size the call may touch, bordered by an inaccessible page (guarded.hh); the
// matrices of groups that must not be computed, and operands that must not be read, are
// inaccessible altogether. After the call, info must be what the rules (rules.hh) say, every
// result must agree with a plain loop (reference.hh), and everything else in the outputs must
// be unchanged bit for bit. A mismatch prints the decoded call and aborts, which libFuzzer
// reports as a crash with the input that caused it.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <string>
#include <vector>

#include "api.hh"
#include "guarded.hh"
#include "input.hh"
#include "reference.hh"
#include "rules.hh"

namespace fuzz {
namespace {

// Multiply-adds a call may ask for (with the reference's own, it bounds the time per input),
// and one matrix: the orders of 64 and beyond that reach OpenBLAS and LAPACKE fit.
constexpr int64_t kWork = 400000;
constexpr int64_t kMatrixWork = 70 * 70 * 71;
// Matrices a call may hold; more in the rare calls of many tiny groups, whose groups (or flat
// problems) outnumber what bblas takes at a time (its 512 tasks per parallel execution, the
// flat interface's windows of 512 groups).
constexpr int64_t kMaxMatrices = 200, kManyMatrices = 1500;
constexpr int64_t kManyGroups = 513;

// ------------------------------------------------------------------------------------------
// Decoding

// Orders: mostly tiny (bblas's interleaved and column kernels), some small, some around the
// crossovers to OpenBLAS and LAPACKE (62-65), some beyond 64 (bblas's direct path).
int64_t dim(Bytes& in) {
    const uint32_t c = in.below(32);
    if (c < 18) return 1 + in.below(8);
    if (c < 20) return 0;
    if (c < 26) return 9 + in.below(25);
    if (c < 29) return 34 + in.below(37);
    if (c < 31) return 62 + in.below(4);
    return 66 + in.below(65);
}

// An option: one of the valid values, rarely another number (an option of another kind too).
int option(Bytes& in, std::initializer_list<int> valid) {
    static constexpr int other[] = {0,   100, 101, 102, 110, 111, 114, 120,
                                    121, 123, 130, 131, 133, 140, 141, 143};
    if (in.rare(40)) return other[in.below(16)];
    return valid.begin()[in.below(uint32_t(valid.size()))];
}

template <class T>
T value(Rng& rng, bool ints) {
    auto one = [&]() -> real_t<T> { return ints ? real_t<T>(rng.integer(-3, 3)) : real_t<T>(rng.uniform()); };
    if constexpr (is_complex_v<T>) {
        const real_t<T> a = one();
        return T(a, one());
    } else {
        return one();
    }
}

// alpha or beta: 0 (also -0), 1 and -1 (what BLAS treats specially), or a random number.
template <class T>
T scalar(Bytes& in, Rng& rng, bool ints) {
    switch (in.below(16)) {
        case 10:
        case 11:
            return T(1);
        case 12:
        case 13:
            return T(0);
        case 14:
            return T(-1);
        case 15:
            return T(real_t<T>(-0.0));
        default: {
            T v = value<T>(rng, ints);
            return v == T(0) ? T(2) : v;
        }
    }
}

// A leading dimension for a stored rows x cols matrix: mostly the least allowed, some padded,
// some invalid, and beyond 32 bits (which OpenBLAS cannot take) where the matrix has a single
// column, or row, so that its memory stays small.
int64_t leading(Bytes& in, const Shape& s, bool col, bool huge_ok) {
    const int64_t need = std::max<int64_t>(1, col ? s.rows : s.cols), outer = col ? s.cols : s.rows;
    const uint32_t c = in.below(32);
    if (c < 24) return need;
    if (c < 28) return need + 1 + in.below(3);
    if (c == 28) return need - 1;
    if (c == 29) return 0;
    if (c == 30) return -1 - int64_t(in.below(2));
    return outer <= 1 && huge_ok ? (int64_t(1) << 31) + in.below(16) : need + 64;
}
int64_t increment(Bytes& in, const Shape& s, bool huge_ok) {
    const uint32_t c = in.below(16);
    if (c < 10) return 1;
    if (c < 12) return -1;
    if (c == 12) return 2 + in.below(2);
    if (c == 13) return -2 - int64_t(in.below(2));
    if (c == 14) return 0;
    return s.rows <= 1 && huge_ok ? (int64_t(1) << 31) + 1 : 3;
}

// The operand slots routine r has (rules.hh Role).
std::vector<int> slots(Routine r) {
    switch (r) {
        case Routine::Gemm:
        case Routine::Gemv:
            return {0, 1, 2};
        case Routine::Trsm:
            return {0, 2};
        case Routine::Potrf:
            return {2};
        case Routine::Getrf:
            return {2, 3};
    }
    return {};
}

template <class T>
int64_t work(Routine r, const Params<T>& P) {
    const int64_t m = std::max<int64_t>(P.m, 0), n = std::max<int64_t>(P.n, 0), k = std::max<int64_t>(P.k, 0);
    switch (r) {
        case Routine::Gemm:
            return m * n * k + m * n;
        case Routine::Trsm:
            return m * n * (P.side == BlasRight ? n : m) + m * n;
        case Routine::Gemv:
            return m * n + m + n;
        case Routine::Potrf:
            return n * n * n + n;
        case Routine::Getrf:
            return m * n * std::min(m, n) + m * n;
    }
    return 1;
}

template <class T>
Params<T> make_params(const Call<T>& c, Bytes& in, Rng& rng) {
    Params<T> P;
    const Routine r = c.routine;
    const int N = BlasNoTrans, Tr = BlasTrans, C = BlasConjTrans;
    switch (r) {
        case Routine::Gemm:
            P.trans = option(in, {N, Tr, C});
            P.transB = option(in, {N, Tr, C});
            P.m = dim(in), P.n = dim(in), P.k = dim(in);
            P.alpha = scalar<T>(in, rng, c.fill_int);
            P.beta = scalar<T>(in, rng, c.fill_int);
            break;
        case Routine::Trsm: {
            P.side = option(in, {BlasLeft, BlasRight});
            P.uplo = option(in, {BlasLower, BlasUpper});
            P.trans = option(in, {N, Tr, C});
            P.diag = option(in, {BlasNonUnit, BlasUnit});
            P.m = dim(in), P.n = dim(in);
            P.alpha = scalar<T>(in, rng, c.fill_int);
            break;
        }
        case Routine::Gemv:
            P.trans = option(in, {N, Tr, C});
            P.m = dim(in), P.n = dim(in);
            P.alpha = scalar<T>(in, rng, c.fill_int);
            P.beta = scalar<T>(in, rng, c.fill_int);
            break;
        case Routine::Potrf:
            P.uplo = option(in, {BlasLower, BlasUpper});
            P.n = dim(in);
            break;
        case Routine::Getrf:
            P.m = dim(in), P.n = dim(in);
            break;
    }
    while (work(r, P) > kMatrixWork) {  // halve the largest size
        int64_t* big = &P.m;
        if (P.n > *big) big = &P.n;
        if (P.k > *big) big = &P.k;
        *big /= 2;
    }
    if (in.rare(40)) {  // a negative size
        int64_t* s[] = {&P.m, &P.n, &P.k};
        *s[in.below(3)] = -1 - int64_t(in.below(3));
    }
    const bool huge_ok = c.face != Face::Strided;
    for (int s : slots(r)) {
        if (s == 3) continue;
        const Shape sh = shape(r, P, s);
        P.ld[s] = sh.vector ? increment(in, sh, huge_ok) : leading(in, sh, c.col_major(), huge_ok);
    }
    return P;
}

int64_t group_size(Bytes& in) {
    static constexpr int64_t s[] = {1, 2, 3, 4, 5, 1, 2, 3, 7, 8, 9, 16, 17, 33, 0, 4};
    return s[in.below(16)];
}

// Matrices a group of `want` may have within what is left of the call's budget.
template <class T>
int64_t within_budget(const Call<T>& c, const Params<T>& P, int64_t want, int64_t& used, int64_t matrices,
                      bool many) {
    const int64_t w = std::max<int64_t>(1, work(c.routine, P));
    int64_t size = std::min(want, std::max<int64_t>(1, (kWork - used) / w));
    size = std::min(size, std::max<int64_t>(0, (many ? kManyMatrices : kMaxMatrices) - matrices));
    if (want == 0) size = 0;
    used += size * w;
    return size;
}

// Elements a matrix or vector spans in memory from its address.
inline int64_t footprint(const Shape& s, int64_t ld, bool col) {
    if (s.vector) return s.rows > 0 ? 1 + (s.rows - 1) * std::abs(ld) : 0;
    if (s.rows <= 0 || s.cols <= 0) return 0;
    return ((col ? s.cols : s.rows) - 1) * ld + (col ? s.rows : s.cols);
}

// Strides of the strided face: the output's mostly as its rule requires, sometimes one short
// or negative; the inputs' anything, 0 and negative included (and overlapping for gemm and
// gemv, whose inputs are random numbers anyway).
template <class T>
void make_strides(Call<T>& c, Bytes& in) {
    Params<T>& P = c.params[0];
    const bool col = c.col_major();
    for (int s : slots(c.routine)) {
        const Shape sh = shape(c.routine, P, s);
        const int64_t ld = P.ld[s];
        const int64_t fp = footprint(sh, ld, col);
        int64_t& st = c.stride[s];
        const uint32_t k = in.below(16);
        if (s < 2) {
            st = k < 9     ? fp
                 : k < 11  ? fp + 1 + in.below(5)
                 : k < 13  ? 0
                 : k == 13 ? -fp
                 : k == 14 ? (c.routine == Routine::Trsm
                                  ? 2 * fp
                                  : 1 + int64_t(in.below(uint32_t(std::clamp<int64_t>(fp, 1, 60000)))))
                           : -(fp + 3);
        } else if (!sh.vector) {
            const int64_t full = ld * (col ? sh.cols : sh.rows);
            st = k < 10    ? full
                 : k < 12  ? full + 1 + in.below(5)
                 : k == 12 ? full - 1
                 : k == 13 ? fp
                 : k == 14 ? 0
                           : -full;
        } else if (k == 11 && c.count > 0) {  // vectors interleaved element by element
            st = in.below(2) ? 1 : -1;
            P.ld[2] = in.below(2) ? c.count : -c.count;
        } else {
            st = k < 10    ? fp
                 : k == 10 ? fp + 1 + in.below(3)
                 : k == 12 ? fp - 1
                 : k == 13 ? 0
                 : k == 14 ? -fp
                           : 2 * fp;
        }
    }
}

template <class T>
Call<T> decode(Routine r, Face f, Bytes& in) {
    Call<T> c;
    c.routine = r;
    c.face = f;
    c.args = face_args(r, f);
    c.fill_int = in.below(2) == 1;
    c.guard_before = in.rare(3);
    c.seed = in.word();
    Rng rng(c.seed);
    if (f != Face::Flat) {
        static constexpr int64_t modes[] = {BblasErrorsReportAll,
                                            BblasErrorsReportAll,
                                            BblasErrorsReportAll,
                                            BblasErrorsReportAll,
                                            BblasErrorsReportGroup,
                                            BblasErrorsReportGroup,
                                            BblasErrorsReportGroup,
                                            BblasErrorsReportAny,
                                            BblasErrorsReportAny,
                                            BblasErrorsReportAny,
                                            BblasErrorsReportNone,
                                            BblasErrorsReportNone,
                                            0,
                                            7,
                                            -9,
                                            BblasErrorsReportAll};
        const uint32_t m = in.below(16);
        c.mode = modes[m];
        c.info_null = m == 15;
        static constexpr int bad_layouts[] = {0, 100, 103, 111};
        c.layout = in.rare(40) ? bad_layouts[in.below(4)] : in.below(2) ? BlasRowMajor : BlasColMajor;
    } else {
        const uint32_t o = in.below(16);
        c.opts = o < 7 ? BATCH_FIXED : o < 15 ? BATCH_VARIABLE : in.below(2) ? 0 : 3;
    }
    // many tiny groups (or flat problems), their arguments from a generator
    const bool many = f != Face::Strided && in.rare(64);
    Bytes noise(rng);
    Bytes& src = many ? noise : in;
    auto params = [&] {
        Params<T> P = make_params(c, src, rng);
        if (many)
            P.m = std::min<int64_t>(P.m, 3), P.n = std::min<int64_t>(P.n, 3), P.k = std::min<int64_t>(P.k, 3);
        return P;
    };
    int64_t used = 0;
    switch (f) {
        case Face::Group: {
            static constexpr int64_t counts[] = {1, 1, 2, 2, 3, 3, 4, 0};
            c.count = in.rare(64) ? -1 - int64_t(in.below(2))
                      : many      ? kManyGroups + in.below(100)
                                  : counts[in.below(8)];
            c.sizes_null = in.rare(64);
            for (int64_t g = 0; g < c.count; ++g) {
                if (g > 0 && src.below(4) == 3) {  // the group before again: bblas runs them as one
                    c.params.push_back(c.params.back());
                    c.sizes.push_back(
                        within_budget(c, c.params.back(), c.sizes.back(), used, c.matrices(), many));
                    continue;
                }
                c.params.push_back(params());
                const int64_t want = many ? src.below(3) : group_size(in);
                c.sizes.push_back(!many && in.rare(48)
                                      ? -1
                                      : within_budget(c, c.params.back(), want, used, c.matrices(), many));
            }
            break;
        }
        case Face::Strided:
            c.params.push_back(make_params(c, in, rng));
            c.count = in.rare(48) ? -1 : within_budget(c, c.params[0], group_size(in), used, 0, false);
            make_strides(c, in);
            break;
        case Face::Flat: {
            c.count = in.rare(48)          ? -1
                      : many               ? kManyGroups + in.below(100)
                      : in.below(16) == 15 ? 0
                                           : 1 + int64_t(in.below(12));
            c.params.push_back(params());
            used = work(r, c.params[0]);
            for (int64_t i = 1; i < c.count; ++i) {
                if (c.opts != BATCH_VARIABLE) break;
                const bool again = many ? src.below(8) == 0 : src.below(2) == 1;
                c.params.push_back(again ? c.params.back() : params());
                used += std::max<int64_t>(1, work(r, c.params.back()));
                if (used > kWork) c.count = i + 1;
            }
            if (c.opts == BATCH_FIXED && c.count > 0)
                c.count = std::min(c.count,
                                   std::max<int64_t>(1, kWork / std::max<int64_t>(1, work(r, c.params[0]))));
            break;
        }
    }
    // arrays passed as null: a per-group one (any mode), a pointer array or a strided base
    // (where pointers are looked at: not in ReportNone)
    if (f != Face::Strided && in.rare(32)) {
        std::vector<Role> v;
        for (const Arg& a : c.args)
            if (per_group(a.role)) v.push_back(a.role);
        c.null_roles |= bit(v[in.below(uint32_t(v.size()))]);
    }
    const std::vector<int> ops = slots(r);
    if (c.scan() && in.rare(32)) c.null_roles |= bit(op_role(ops[in.below(uint32_t(ops.size()))]));
    c.null_unreferenced = f != Face::Flat && in.rare(4);

    // matrix pointers: null ones, and outputs repeating the matrix before them (pointer faces,
    // where pointers are looked at; a repeat only where bblas can see it, inside a group)
    const int64_t total = c.matrices();
    for (int s = 0; s < 4; ++s) c.ptrs[s].assign(size_t(total), Ptr::Own);
    if (f != Face::Strided && c.scan() && total > 0 && in.rare(6)) {
        struct Fault {
            int slot;
            int64_t p;
            bool repeat;
        };
        std::vector<Fault> faults;
        for (int i = 0, n = 1 + int(in.below(2)); i < n; ++i) {
            const int s = ops[in.below(uint32_t(ops.size()))];
            faults.push_back({s, int64_t(in.below(uint32_t(std::min<int64_t>(total, 65535)))),
                              written(s) && in.below(2) == 1});
        }
        for (const Fault& x : faults)
            if (!x.repeat) c.ptrs[x.slot][size_t(x.p)] = Ptr::Null;
        const bool counts_ok = !count_fault(c);
        const std::vector<Unit> us = counts_ok ? units(c) : std::vector<Unit>{};
        for (const Fault& x : faults) {
            if (!x.repeat) continue;
            const bool inside = std::any_of(
                us.begin(), us.end(), [&](const Unit& u) { return x.p > u.first && x.p < u.first + u.size; });
            if (!inside) continue;
            c.ptrs[x.slot][size_t(x.p)] =
                c.ptrs[x.slot][size_t(x.p - 1)] == Ptr::Null ? Ptr::Null : Ptr::Repeat;
        }
    }
    return c;
}

// ------------------------------------------------------------------------------------------
// Describing a call (printed when a check fails)

// An option's name, or its number when it is none of the values valid for its role.
std::string option_name(Role r, int v) {
    struct Name {
        Role role;
        int value;
        const char* name;
    };
    static constexpr Name names[] = {
        {Role::Layout, BlasColMajor, "ColMajor"}, {Role::Layout, BlasRowMajor, "RowMajor"},
        {Role::Trans, BlasNoTrans, "N"},          {Role::Trans, BlasTrans, "T"},
        {Role::Trans, BlasConjTrans, "C"},        {Role::TransB, BlasNoTrans, "N"},
        {Role::TransB, BlasTrans, "T"},           {Role::TransB, BlasConjTrans, "C"},
        {Role::Side, BlasLeft, "Left"},           {Role::Side, BlasRight, "Right"},
        {Role::Uplo, BlasUpper, "Upper"},         {Role::Uplo, BlasLower, "Lower"},
        {Role::Diag, BlasNonUnit, "NonUnit"},     {Role::Diag, BlasUnit, "Unit"}};
    for (const Name& n : names)
        if (n.role == r && n.value == v) return n.name;
    return std::to_string(v) + " (invalid)";
}
std::string mode_name(int64_t v) {
    switch (v) {
        case BblasErrorsReportAll:
            return "ReportAll";
        case BblasErrorsReportGroup:
            return "ReportGroup";
        case BblasErrorsReportAny:
            return "ReportAny";
        case BblasErrorsReportNone:
            return "ReportNone";
        default:
            return std::to_string(v) + " (as ReportAny)";
    }
}

template <class T>
std::string describe(const Call<T>& c) {
    std::string s =
        std::string(routine_name(c.routine)) + " " + type_name<T>() + ", " + face_name(c.face) + " face";
    auto num = [](int64_t v) { return std::to_string(v); };
    if (c.face != Face::Flat) {
        s += ", layout " + option_name(Role::Layout, c.layout) + ", info " +
             (c.info_null ? std::string("null") : "[0] = " + mode_name(c.mode));
    } else {
        s += ", batch_opts " + (c.opts == BATCH_FIXED      ? std::string("BATCH_FIXED")
                                : c.opts == BATCH_VARIABLE ? std::string("BATCH_VARIABLE")
                                                           : num(c.opts) + " (invalid)");
    }
    s += ", " + std::string(c.face == Face::Group ? "group_count " : "batch_count ") + num(c.count);
    if (c.face == Face::Group) {
        s += ", group_sizes " + std::string(c.sizes_null ? "null" : "{");
        if (!c.sizes_null)
            for (size_t g = 0; g < c.sizes.size(); ++g) s += (g ? ", " : "") + num(c.sizes[g]);
        if (!c.sizes_null) s += "}";
    }
    s += std::string(", ") + (c.fill_int ? "small integers" : "random reals") + ", seed " + num(c.seed) +
         ", guard page " + (c.guard_before ? "before" : "after") +
         (c.null_unreferenced ? ", null where not referenced" : "");
    for (size_t g = 0; g < c.params.size(); ++g) {
        const Params<T>& P = c.params[g];
        s += "\n  " + std::string(c.face == Face::Flat ? "problem " : "group ") + num(int64_t(g)) + ":";
        for (const Arg& a : c.args) {
            if (!per_group(a.role) && !(a.role >= Role::Stride0 && a.role <= Role::Stride2)) continue;
            s += " " + std::string(a.name) + "=";
            if (c.null(a.role)) {
                s += "null";
                continue;
            }
            switch (a.role) {
                case Role::Side:
                    s += option_name(a.role, P.side);
                    break;
                case Role::Uplo:
                    s += option_name(a.role, P.uplo);
                    break;
                case Role::Trans:
                    s += option_name(a.role, P.trans);
                    break;
                case Role::TransB:
                    s += option_name(a.role, P.transB);
                    break;
                case Role::Diag:
                    s += option_name(a.role, P.diag);
                    break;
                case Role::M:
                    s += num(P.m);
                    break;
                case Role::N:
                    s += num(P.n);
                    break;
                case Role::K:
                    s += num(P.k);
                    break;
                case Role::Alpha:
                    s += str(P.alpha);
                    break;
                case Role::Beta:
                    s += str(P.beta);
                    break;
                case Role::Stride0:
                case Role::Stride1:
                case Role::Stride2:
                    s += num(c.stride[slot_of(a.role)]);
                    break;
                default:
                    s += num(P.ld[slot_of(a.role)]);
                    break;
            }
        }
    }
    for (const Arg& a : c.args) {
        if (a.role < Role::Op0 || a.role > Role::Op3) continue;
        if (c.null(a.role)) s += "\n  " + std::string(a.name) + ": null";
        const std::vector<Ptr>& v = c.ptrs[slot_of(a.role)];
        for (size_t p = 0; p < v.size(); ++p)
            if (v[p] != Ptr::Own)
                s += "\n  " + std::string(a.name) + "[" + num(int64_t(p)) +
                     "]: " + (v[p] == Ptr::Null ? "null" : "the same as the one before");
    }
    return s;
}

template <class T>
[[noreturn]] void fail(const Call<T>& c, const std::string& what) {
    std::fprintf(stderr, "\nbblas-fuzz: MISMATCH in %s\n  %s\n", describe(c).c_str(), what.c_str());
    std::abort();
}

// ------------------------------------------------------------------------------------------
// Memory

// Distinct addresses where nothing may be read or written: the matrices of groups bblas must
// not compute, operands it must not read (alpha = 0, say). 64 bytes apart, inaccessible.
class Forbidden {
public:
    explicit Forbidden(size_t count) {
        static const size_t page = size_t(sysconf(_SC_PAGESIZE));
        bytes_ = std::max(page, (count * 64 + page - 1) / page * page);
        void* m = mmap(nullptr, bytes_, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (m == MAP_FAILED) {
            std::perror("bblas-fuzz: mmap");
            std::abort();
        }
        base_ = static_cast<std::byte*>(m);
    }
    ~Forbidden() { munmap(base_, bytes_); }
    Forbidden(const Forbidden&) = delete;
    Forbidden& operator=(const Forbidden&) = delete;
    template <class E>
    E* next() {
        if (used_ * 64 >= bytes_) std::abort();  // sized for every slot of every matrix
        return reinterpret_cast<E*>(base_ + 64 * used_++);
    }

private:
    std::byte* base_ = nullptr;
    size_t bytes_ = 0, used_ = 0;
};

// Element (i, j) of a stored matrix, element e of a vector.
template <class E>
E& elem(E* p, int64_t ld, bool col, int64_t i, int64_t j) {
    return p[col ? i + j * ld : i * ld + j];
}
template <class E>
E& entry(E* p, int64_t inc, int64_t len, int64_t e) {
    return p[inc > 0 ? e * inc : (len - 1 - e) * -inc];
}

// One operand slot of a call: the memory of its matrices and what the call is passed.
template <class E>
struct Operand {
    std::vector<Guarded> bufs;
    std::vector<std::vector<E>> before;  // each buffer as it was before the call
    std::vector<E*> ptr;                 // per matrix: its address (null where the call passes null)
    std::vector<int> buf;                // per matrix: its buffer, -1 for none
    std::vector<int64_t> offset;         // per matrix: its address's index in its buffer
    E* base = nullptr;                   // strided face: what the call is passed

    // The matrix as it was before the call.
    const E* old(size_t p) const { return before[size_t(buf[p])].data() + offset[p]; }
};

template <class T>
T nan_value() {
    const real_t<T> q = std::numeric_limits<real_t<T>>::quiet_NaN();
    if constexpr (is_complex_v<T>) return T(q, q);
    else return q;
}

// Everything about one call: the decoded arguments, their memory, what the rules expect.
template <class T>
struct Run {
    Call<T> c;
    std::vector<Unit> us;
    std::vector<int> faults;       // per unit
    std::vector<int64_t> unit_of;  // per matrix
    std::vector<char> computed;    // per matrix
    std::vector<int64_t> codes;    // per matrix: the numerical info the data was made to give
    int counts = 0;
    Operand<T> op[3];
    Operand<int64_t> piv;
    Forbidden forbidden;
    Guarded info;
    std::vector<Guarded> arrays;  // per-group arrays, pointer arrays, group_sizes

    explicit Run(Call<T> call) : c(std::move(call)), forbidden(size_t(c.matrices()) * 4 + 8) {}
    const Params<T>& params_of(int64_t p) const {
        return c.params[size_t(us[size_t(unit_of[size_t(p)])].params)];
    }
};

// Fills the values matrix p of slot s reads (the rest of its buffer stays NaN), and returns the
// numerical info its factorisation must report. Structured where the routine needs it: trsm's
// A well conditioned (its triangle only, not its diagonal when Unit), potrf's A positive definite
// up to a planted failure (its triangle only), getrf's with planted zero columns.
template <class T>
int64_t fill(Run<T>& run, Rng& rng, int s, size_t p, const Params<T>& P) {
    const Call<T>& c = run.c;
    const Shape sh = shape(c.routine, P, s);
    T* a = run.op[s].ptr[p];
    const int64_t ld = P.ld[s];
    const bool col = c.col_major();
    if (sh.vector) {
        for (int64_t e = 0; e < sh.rows; ++e) entry(a, ld, sh.rows, e) = value<T>(rng, c.fill_int);
        return 0;
    }
    if (c.routine == Routine::Trsm && s == 0) {
        const int64_t o = sh.rows;
        for (int64_t j = 0; j < o; ++j)
            for (int64_t i = 0; i < o; ++i) {
                if (i == j && P.diag == BlasNonUnit) {
                    const real_t<T> d = real_t<T>((rng.next() & 1 ? 1 : -1) * (1.5 + rng.uniform() / 2));
                    if constexpr (is_complex_v<T>)
                        elem(a, ld, col, i, j) = T(d, real_t<T>(rng.uniform() / 4));
                    else elem(a, ld, col, i, j) = d;
                } else if (i != j && (P.uplo == BlasUpper) == (i < j)) {
                    elem(a, ld, col, i, j) = value<T>(rng, false) / real_t<T>(2 * o);
                }
            }
        return 0;
    }
    if (c.routine == Routine::Potrf) {
        using W = wide_t<T>;
        const int64_t n = P.n;
        Dense<W> L(n, n), A(n, n);
        for (int64_t j = 0; j < n; ++j) {
            // small integers: a unit diagonal and entries in {-1, 0, 1}, whose factorisation is exact
            L(j, j) = c.fill_int ? 1 : 1 + std::fabs(rng.uniform());
            for (int64_t i = j + 1; i < n; ++i) {
                if (!c.fill_int) {
                    L(i, j) = wide(value<T>(rng, false)) / W(2 * n);
                } else if constexpr (is_complex_v<T>) {
                    L(i, j) = W(rng.integer(-1, 1), rng.integer(-1, 1));
                } else {
                    L(i, j) = W(rng.integer(-1, 1));
                }
            }
        }
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = j; i < n; ++i) {
                W sum = 0;
                for (int64_t l = 0; l <= j; ++l) sum += mul(L(i, l), conj_if(L(j, l), true));
                A(i, j) = sum;
                A(j, i) = conj_if(sum, true);
            }
        int64_t code = 0;
        if (n > 0 && rng.next() % 3 == 0) {  // the leading minor of order j + 1 is not positive definite
            const int64_t j = rng.integer(0, n - 1);
            A(j, j) -= c.fill_int ? W(1 + rng.integer(0, 1)) : mul(L(j, j), L(j, j)) + W(1);
            code = j + 1;
        }
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i < n; ++i)
                if (i == j || (P.uplo == BlasLower) == (i > j)) {
                    if constexpr (is_complex_v<T>)
                        elem(a, ld, col, i, j) =
                            T(real_t<T>(A(i, j).real()), real_t<T>(i == j ? 0 : A(i, j).imag()));
                    else elem(a, ld, col, i, j) = T(A(i, j));
                }
        return code;
    }
    for (int64_t j = 0; j < sh.cols; ++j)
        for (int64_t i = 0; i < sh.rows; ++i)
            elem(a, ld, col, i, j) = value<T>(rng, c.fill_int && c.routine != Routine::Getrf);
    if (c.routine != Routine::Getrf || rng.next() % 3) return 0;
    // getrf: zero columns (every pivot of the others is nonzero: random reals); U(j, j) of the
    // first one within min(m, n) is exactly zero
    int64_t code = 0;
    for (int z = 0, nz = 1 + int(rng.next() % 2); z < nz; ++z) {
        const int64_t j = rng.integer(0, sh.cols - 1);
        for (int64_t i = 0; i < sh.rows; ++i) elem(a, ld, col, i, j) = T(0);
        if (j < std::min(P.m, P.n) && (code == 0 || j + 1 < code)) code = j + 1;
    }
    return code;
}

// Lays out the memory of the call: every referenced operand of a computed group at exactly its
// size, every other matrix forbidden (or null where the call passes null), values filled.
template <class T>
void lay_out(Run<T>& run) {
    Call<T>& c = run.c;
    Rng rng(uint64_t(c.seed) * 0x9e3779b97f4a7c15ull + 1);
    const int64_t total = c.matrices();
    const bool col = c.col_major();
    run.codes.assign(size_t(total), 0);
    for (int s : slots(c.routine)) {
        if (s == 3) {
            Operand<int64_t>& o = run.piv;
            o.ptr.assign(size_t(total), nullptr);
            o.buf.assign(size_t(total), -1);
            o.offset.assign(size_t(total), 0);
            for (int64_t p = 0; p < total; ++p) {
                const Ptr k = c.ptrs[3][size_t(p)];
                if (k == Ptr::Null) continue;
                if (k == Ptr::Repeat) {
                    o.ptr[size_t(p)] = o.ptr[size_t(p - 1)];
                    continue;
                }
                const Shape sh = run.computed[size_t(p)] ? shape(c.routine, run.params_of(p), 3) : Shape{};
                if (!sh.referenced) {
                    o.ptr[size_t(p)] = c.null_unreferenced && run.computed[size_t(p)]
                                           ? nullptr
                                           : run.forbidden.template next<int64_t>();
                    continue;
                }
                o.bufs.emplace_back(size_t(sh.rows) * sizeof(int64_t), c.guard_before);
                o.buf[size_t(p)] = int(o.bufs.size()) - 1;
                o.ptr[size_t(p)] = o.bufs.back().as<int64_t>();
                std::fill(o.ptr[size_t(p)], o.ptr[size_t(p)] + sh.rows, int64_t(-7));
            }
            continue;
        }
        Operand<T>& o = run.op[s];
        o.ptr.assign(size_t(total), nullptr);
        o.buf.assign(size_t(total), -1);
        o.offset.assign(size_t(total), 0);
        if (c.face == Face::Strided) {
            const Params<T>& P = c.params[0];
            const Shape sh = shape(c.routine, P, s);
            const bool live = !run.counts && !run.faults.empty() && !run.faults[0] && c.count > 0;
            if (c.null(op_role(s))) continue;
            if (!live || !sh.referenced) {
                o.base = live && c.null_unreferenced ? nullptr : run.forbidden.template next<T>();
                continue;
            }
            const int64_t fp = footprint(sh, P.ld[s], col), st = c.stride[s];
            const int64_t lo = st < 0 ? (c.count - 1) * st : 0, hi = (st > 0 ? (c.count - 1) * st : 0) + fp;
            o.bufs.emplace_back(size_t(hi - lo) * sizeof(T), c.guard_before);
            T* data = o.bufs.back().template as<T>();
            std::fill(data, data + (hi - lo), nan_value<T>());
            o.base = data - lo;
            for (int64_t p = 0; p < c.count; ++p) {
                o.ptr[size_t(p)] = o.base + p * st;
                o.buf[size_t(p)] = 0;
                o.offset[size_t(p)] = p * st - lo;
                if (sh.read) run.codes[size_t(p)] = fill(run, rng, s, size_t(p), P);
            }
            continue;
        }
        for (int64_t p = 0; p < total; ++p) {
            const Ptr k = c.ptrs[s][size_t(p)];
            if (k == Ptr::Null) continue;
            if (k == Ptr::Repeat) {
                o.ptr[size_t(p)] = o.ptr[size_t(p - 1)];
                continue;
            }
            const bool live = run.computed[size_t(p)];
            const Params<T>* P = live ? &run.params_of(p) : nullptr;
            const Shape sh = live ? shape(c.routine, *P, s) : Shape{};
            if (!sh.referenced) {
                o.ptr[size_t(p)] = live && c.null_unreferenced ? nullptr : run.forbidden.template next<T>();
                continue;
            }
            const int64_t fp = footprint(sh, P->ld[s], col);
            o.bufs.emplace_back(size_t(fp) * sizeof(T), c.guard_before);
            T* data = o.bufs.back().template as<T>();
            std::fill(data, data + fp, nan_value<T>());
            o.ptr[size_t(p)] = data;
            o.buf[size_t(p)] = int(o.bufs.size()) - 1;
            if (sh.read) run.codes[size_t(p)] = fill(run, rng, s, size_t(p), *P);
        }
    }
    // inputs can be read only; outputs are remembered as they were
    for (int s = 0; s < 2; ++s)
        for (Guarded& g : run.op[s].bufs) g.read_only();
    for (Guarded& g : run.op[2].bufs) {
        const T* d = g.as<T>();
        run.op[2].before.emplace_back(d, d + g.bytes() / sizeof(T));
    }
    for (Guarded& g : run.piv.bufs) {
        const int64_t* d = g.as<int64_t>();
        run.piv.before.emplace_back(d, d + g.bytes() / sizeof(int64_t));
    }
}

// ------------------------------------------------------------------------------------------
// The call

// A per-group (flat: per-problem) array of the call in guarded memory, null where the call
// passes null; `n` entries (the flat interface's BATCH_FIXED: one).
template <class T, class E, class Get>
const E* group_array(Run<T>& run, Role role, size_t n, Get get) {
    if (run.c.null(role)) return nullptr;
    std::vector<E> v(n);
    for (size_t g = 0; g < n; ++g) v[g] = E(get(run.c.params[g]));
    run.arrays.push_back(guarded_array(v.data(), n, run.c.guard_before));
    return run.arrays.back().template as<E>();
}
template <class T, class E>
E* const* pointer_array(Run<T>& run, Role role, const std::vector<E*>& ptr) {
    if (run.c.null(role)) return nullptr;
    run.arrays.push_back(guarded_array(ptr.data(), ptr.size(), run.c.guard_before));
    return run.arrays.back().template as<E* const>();
}

template <class T>
void invoke(Run<T>& run) {
    Call<T>& c = run.c;
    const int64_t n_info = info_length(c);
    int64_t* info = nullptr;
    if (c.face == Face::Flat || !c.info_null) {
        run.info = Guarded(size_t(n_info) * sizeof(int64_t), c.guard_before);
        info = run.info.template as<int64_t>();
        std::fill(info, info + n_info, kSentinel);
        if (c.face != Face::Flat) info[0] = c.mode;
    }
    // per-group arrays: group_count entries; flat: batch_count (BATCH_FIXED: one), none when
    // the call has no problem to read them for
    size_t n = 0;
    if (c.face == Face::Group) n = size_t(std::max<int64_t>(c.count, 0));
    if (c.face == Face::Flat && c.count > 0 && !run.counts)
        n = c.opts == BATCH_VARIABLE ? size_t(c.count) : 1;
    auto opt = [&](Role r, auto field) {
        return group_array<T, int>(run, r, n, [&](const Params<T>& P) { return P.*field; });
    };
    auto num = [&](Role r, auto field) {
        return group_array<T, int64_t>(run, r, n, [&](const Params<T>& P) { return P.*field; });
    };
    auto sca = [&](Role r, auto field) {
        return group_array<T, T>(run, r, n, [&](const Params<T>& P) { return P.*field; });
    };
    auto ld = [&](int s) {
        return group_array<T, int64_t>(run, ld_role(s), n, [&](const Params<T>& P) { return P.ld[s]; });
    };
    const int64_t* sizes = nullptr;
    if (c.face == Face::Group && !c.sizes_null) {
        run.arrays.push_back(guarded_array(c.sizes.data(), c.sizes.size(), c.guard_before));
        sizes = run.arrays.back().template as<int64_t>();
    }
    const BLAS_Layout L = BLAS_Layout(c.layout);
    const auto In = [&](int s) {
        return reinterpret_cast<const T* const*>(pointer_array(run, op_role(s), run.op[s].ptr));
    };
    const auto Out = [&](int s) { return pointer_array(run, op_role(s), run.op[s].ptr); };
    const auto tr = [&](Role r) {
        return reinterpret_cast<const BLAS_Trans*>(
            opt(r, r == Role::Trans ? &Params<T>::trans : &Params<T>::transB));
    };
    // The strided faces' one parameter set; a group call of no groups has none (binding
    // params[0] of an empty vector is undefined, as UBSan reported).
    const Params<T> none{};
    const Params<T>& P = c.params.empty() ? none : c.params[0];
    const int64_t gc = c.count;
    switch (c.routine) {
        case Routine::Gemm:
            if (c.face == Face::Group)
                api::gemm<T>()(L, tr(Role::Trans), tr(Role::TransB), num(Role::M, &Params<T>::m),
                               num(Role::N, &Params<T>::n), num(Role::K, &Params<T>::k),
                               sca(Role::Alpha, &Params<T>::alpha), In(0), ld(0), In(1), ld(1),
                               sca(Role::Beta, &Params<T>::beta), Out(2), ld(2), gc, sizes, info);
            else if (c.face == Face::Strided)
                api::gemm_strided<T>()(L, BLAS_Trans(P.trans), BLAS_Trans(P.transB), P.m, P.n, P.k, P.alpha,
                                       run.op[0].base, P.ld[0], c.stride[0], run.op[1].base, P.ld[1],
                                       c.stride[1], P.beta, run.op[2].base, P.ld[2], c.stride[2], gc, info);
            else
                api::gemm_flat<T>()(tr(Role::Trans), tr(Role::TransB), num(Role::M, &Params<T>::m),
                                    num(Role::N, &Params<T>::n), num(Role::K, &Params<T>::k),
                                    sca(Role::Alpha, &Params<T>::alpha), In(0), ld(0), In(1), ld(1),
                                    sca(Role::Beta, &Params<T>::beta), Out(2), ld(2), gc,
                                    bblas_batch_opts(c.opts), info);
            break;
        case Routine::Trsm: {
            const auto side = [&] {
                return reinterpret_cast<const BLAS_Side*>(opt(Role::Side, &Params<T>::side));
            };
            const auto uplo = [&] {
                return reinterpret_cast<const BLAS_Uplo*>(opt(Role::Uplo, &Params<T>::uplo));
            };
            const auto diag = [&] {
                return reinterpret_cast<const BLAS_Diag*>(opt(Role::Diag, &Params<T>::diag));
            };
            if (c.face == Face::Group) {
                const BLAS_Side* sd = side();
                const BLAS_Uplo* up = uplo();
                const BLAS_Trans* ta = tr(Role::Trans);
                const BLAS_Diag* dg = diag();
                api::trsm<T>()(L, sd, up, ta, dg, num(Role::M, &Params<T>::m), num(Role::N, &Params<T>::n),
                               sca(Role::Alpha, &Params<T>::alpha), In(0), ld(0), Out(2), ld(2), gc, sizes,
                               info);
            } else if (c.face == Face::Strided) {
                api::trsm_strided<T>()(L, BLAS_Side(P.side), BLAS_Uplo(P.uplo), BLAS_Trans(P.trans),
                                       BLAS_Diag(P.diag), P.m, P.n, P.alpha, run.op[0].base, P.ld[0],
                                       c.stride[0], run.op[2].base, P.ld[2], c.stride[2], gc, info);
            } else {
                const BLAS_Side* sd = side();
                const BLAS_Uplo* up = uplo();
                const BLAS_Trans* ta = tr(Role::Trans);
                const BLAS_Diag* dg = diag();
                api::trsm_flat<T>()(sd, up, ta, dg, num(Role::M, &Params<T>::m), num(Role::N, &Params<T>::n),
                                    sca(Role::Alpha, &Params<T>::alpha), In(0), ld(0), Out(2), ld(2), gc,
                                    bblas_batch_opts(c.opts), info);
            }
            break;
        }
        case Routine::Gemv:
            if (c.face == Face::Group)
                api::gemv<T>()(L, tr(Role::Trans), num(Role::M, &Params<T>::m), num(Role::N, &Params<T>::n),
                               sca(Role::Alpha, &Params<T>::alpha), In(0), ld(0), In(1), ld(1),
                               sca(Role::Beta, &Params<T>::beta), Out(2), ld(2), gc, sizes, info);
            else if (c.face == Face::Strided)
                api::gemv_strided<T>()(L, BLAS_Trans(P.trans), P.m, P.n, P.alpha, run.op[0].base, P.ld[0],
                                       c.stride[0], run.op[1].base, P.ld[1], c.stride[1], P.beta,
                                       run.op[2].base, P.ld[2], c.stride[2], gc, info);
            else
                api::gemv_flat<T>()(tr(Role::Trans), num(Role::M, &Params<T>::m), num(Role::N, &Params<T>::n),
                                    sca(Role::Alpha, &Params<T>::alpha), In(0), ld(0), In(1), ld(1),
                                    sca(Role::Beta, &Params<T>::beta), Out(2), ld(2), gc,
                                    bblas_batch_opts(c.opts), info);
            break;
        case Routine::Potrf:
            api::potrf<T>()(L, reinterpret_cast<const BLAS_Uplo*>(opt(Role::Uplo, &Params<T>::uplo)),
                            num(Role::N, &Params<T>::n), Out(2), ld(2), gc, sizes, info);
            break;
        case Routine::Getrf: {
            const int64_t* m = num(Role::M, &Params<T>::m);
            const int64_t* nn = num(Role::N, &Params<T>::n);
            T* const* A = Out(2);
            const int64_t* lda = ld(2);
            int64_t* const* ipiv = pointer_array(run, Role::Op3, run.piv.ptr);
            if (c.face == Face::Group) api::getrf<T>()(L, m, nn, A, lda, ipiv, gc, sizes, info);
            else api::getrf_flat<T>()(m, nn, A, lda, ipiv, gc, bblas_batch_opts(c.opts), info);
            break;
        }
    }
}

// ------------------------------------------------------------------------------------------
// Checking

std::string show(const std::vector<int64_t>& v) {
    std::string s = "{";
    for (size_t i = 0; i < v.size(); ++i)
        s += (i ? ", " : "") + (v[i] == kSentinel ? std::string("-") : std::to_string(v[i]));
    return s + "}";
}

// Every element of a slot's buffers that no computed matrix may write is as it was.
template <class T, class E>
void check_untouched(const Run<T>& run, const Operand<E>& o,
                     const std::vector<std::vector<char>>& written_mask, const char* name) {
    for (size_t b = 0; b < o.bufs.size(); ++b) {
        const E* now = o.bufs[b].template as<E>();
        for (size_t e = 0; e < o.before[b].size(); ++e)
            if (!written_mask[b][e] && !same_bits(now[e], o.before[b][e]))
                fail(run.c,
                     std::string(name) + ": element " + std::to_string(e) + " of buffer " +
                         std::to_string(b) +
                         " (padding, another triangle, or a matrix that must stay alone) changed from " +
                         str(o.before[b][e]) + " to " + str(now[e]));
    }
}

template <class T>
void check(Run<T>& run) {
    const Call<T>& c = run.c;
    const std::vector<int64_t> want = expected_info(c, run.counts, run.us, run.faults, run.codes);
    if (!want.empty()) {
        const int64_t* info = run.info.template as<int64_t>();
        const std::vector<int64_t> got(info, info + want.size());
        if (got != want)
            fail(c, "info " + show(got) + ", expected " + show(want) + " (- : not to be written)");
    }
    const bool col = c.col_major();
    std::vector<std::vector<char>> mask(run.op[2].bufs.size()), pmask(run.piv.bufs.size());
    for (size_t b = 0; b < mask.size(); ++b) mask[b].assign(run.op[2].before[b].size(), 0);
    for (size_t b = 0; b < pmask.size(); ++b) pmask[b].assign(run.piv.before[b].size(), 0);
    for (int64_t p = 0; p < int64_t(run.computed.size()); ++p) {
        if (!run.computed[size_t(p)]) continue;
        const Params<T>& P = run.params_of(p);
        const Shape out = shape(c.routine, P, 2);
        if (!out.referenced || run.op[2].buf[size_t(p)] < 0) continue;
        const size_t q = size_t(p);
        const Operand<T>& o = run.op[2];
        std::vector<char>& m = mask[size_t(o.buf[q])];
        auto mark = [&](int64_t i, int64_t j) {
            const int64_t at = out.vector ? &entry(o.ptr[q], P.ld[2], out.rows, i) - o.ptr[q]
                                          : &elem(o.ptr[q], P.ld[2], col, i, j) - o.ptr[q];
            m[size_t(o.offset[q] + at)] = 1;
        };
        const bool tri = c.routine == Routine::Potrf;
        for (int64_t j = 0; j < out.cols; ++j)
            for (int64_t i = 0; i < out.rows; ++i)
                if (!tri || i == j || (P.uplo == BlasLower) == (i > j)) mark(i, j);
        View<T> now{o.ptr[q], P.ld[2], col, out.rows}, old{o.old(q), P.ld[2], col, out.rows};
        auto in = [&](int s) {
            const Shape sh = shape(c.routine, P, s);
            return View<T>{sh.referenced ? run.op[s].ptr[q] : nullptr, P.ld[s], col, sh.rows};
        };
        Verdict v;
        switch (c.routine) {
            case Routine::Gemm:
                v = check_gemm(P, in(0), in(1), old, now, shape(c.routine, P, 0).referenced, out.read,
                               c.fill_int);
                break;
            case Routine::Gemv:
                v = check_gemv(P, in(0), in(1), old, now, shape(c.routine, P, 0).referenced, out.read,
                               c.fill_int);
                break;
            case Routine::Trsm:
                v = check_trsm(P, in(0), old, now);
                break;
            case Routine::Potrf:
                if (!run.codes[q]) v = check_potrf(P, old, now, c.fill_int);
                break;
            case Routine::Getrf: {
                const Operand<int64_t>& pv = run.piv;
                const int64_t k = std::min(P.m, P.n);
                for (int64_t j = 0; j < k; ++j) pmask[size_t(pv.buf[q])][size_t(j)] = 1;
                v = check_getrf(P, old, now, pv.ptr[q]);
                break;
            }
        }
        if (!v.ok()) fail(c, "matrix " + std::to_string(p) + ": " + v.text());
    }
    check_untouched(run, run.op[2], mask, "output");
    check_untouched(run, run.piv, pmask, "ipiv");
}

template <class T>
void fuzz_one(Routine r, Face f, Bytes& in) {
    Run<T> run(decode<T>(r, f, in));
    Call<T>& c = run.c;
    static const bool print = std::getenv("BBLAS_FUZZ_PRINT") != nullptr;
    if (print) std::fprintf(stderr, "bblas-fuzz: %s\n", describe(c).c_str());
    run.counts = count_fault(c);
    const int64_t total = c.matrices();
    run.computed.assign(size_t(total), 0);
    run.unit_of.assign(size_t(total), 0);
    if (!run.counts) {
        run.us = units(c);
        for (size_t u = 0; u < run.us.size(); ++u) {
            const Unit& g = run.us[u];
            run.faults.push_back(unit_fault(c, g));
            for (int64_t p = g.first; p < g.first + g.size; ++p) {
                run.unit_of[size_t(p)] = int64_t(u);
                run.computed[size_t(p)] = !run.faults.back();
            }
        }
    }
    lay_out(run);
    invoke(run);
    check(run);
}

}  // namespace
}  // namespace fuzz

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace fuzz;
    Bytes in(data, size);
    const Routine r = Routine(in.below(5));
    const uint32_t fv = in.below(3);
    const Face f = r == Routine::Potrf   ? Face::Group
                   : r == Routine::Getrf ? (fv == 2 ? Face::Flat : Face::Group)
                                         : Face(fv);
    switch (in.below(4)) {
        case 0:
            fuzz_one<float>(r, f, in);
            break;
        case 1:
            fuzz_one<double>(r, f, in);
            break;
        case 2:
            fuzz_one<std::complex<float>>(r, f, in);
            break;
        default:
            fuzz_one<std::complex<double>>(r, f, in);
            break;
    }
    return 0;
}
