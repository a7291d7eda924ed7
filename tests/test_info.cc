// Argument checking and error reporting of the C API, every routine and precision, both
// layouts, every info mode (ReportAll, ReportGroup, ReportAny, ReportNone, other values that act
// as ReportAny, a null info). Table-driven: per routine a list of mutations of a valid call of
// three groups (2, 3 and 2 matrices) with the expected argument position; each is applied to one
// group (or to the whole call: layout, null arrays) alone and in pairs (the first invalid
// argument in argument order wins). Invalid groups stay untouched, valid ones are computed
// (compared exactly with OpenBLAS on small integers), info holds exactly what the mode promises.
#include <map>

#include "harness.hh"

namespace {
using namespace bt;

enum class Rt { Gemm, Symm, Hemm, Syrk, Herk, Syr2k, Her2k, Trmm, Trsm };
const char* rt_name(Rt r) {
    static const char* n[] = {"gemm", "symm", "hemm", "syrk", "herk", "syr2k", "her2k", "trmm", "trsm"};
    return n[int(r)];
}
bool is_tr(Rt r) { return r == Rt::Trmm || r == Rt::Trsm; }
bool is_rank(Rt r) { return r == Rt::Syrk || r == Rt::Herk || r == Rt::Syr2k || r == Rt::Her2k; }

// Argument positions (1-based, bblas.h); 0 where the routine has no such argument. Rank-k
// routines keep trans in transA and their sizes in n, k; trmm/trsm's in/out matrix is B.
struct Pos {
    int layout = 1, side = 0, uplo = 0, transA = 0, transB = 0, diag = 0, m = 0, n = 0, k = 0, alpha = 0,
        A = 0, lda = 0, B = 0, ldb = 0, beta = 0, C = 0, ldc = 0, gc = 0, gs = 0;
};
Pos positions(Rt r) {
    Pos p;
    switch (r) {
        case Rt::Gemm:
            p.transA = 2, p.transB = 3, p.m = 4, p.n = 5, p.k = 6, p.alpha = 7, p.A = 8, p.lda = 9, p.B = 10,
            p.ldb = 11, p.beta = 12, p.C = 13, p.ldc = 14, p.gc = 15, p.gs = 16;
            break;
        case Rt::Symm:
        case Rt::Hemm:
            p.side = 2, p.uplo = 3, p.m = 4, p.n = 5, p.alpha = 6, p.A = 7, p.lda = 8, p.B = 9, p.ldb = 10,
            p.beta = 11, p.C = 12, p.ldc = 13, p.gc = 14, p.gs = 15;
            break;
        case Rt::Syrk:
        case Rt::Herk:
            p.uplo = 2, p.transA = 3, p.n = 4, p.k = 5, p.alpha = 6, p.A = 7, p.lda = 8, p.beta = 9, p.C = 10,
            p.ldc = 11, p.gc = 12, p.gs = 13;
            break;
        case Rt::Syr2k:
        case Rt::Her2k:
            p.uplo = 2, p.transA = 3, p.n = 4, p.k = 5, p.alpha = 6, p.A = 7, p.lda = 8, p.B = 9, p.ldb = 10,
            p.beta = 11, p.C = 12, p.ldc = 13, p.gc = 14, p.gs = 15;
            break;
        case Rt::Trmm:
        case Rt::Trsm:
            p.side = 2, p.uplo = 3, p.transA = 4, p.diag = 5, p.m = 6, p.n = 7, p.alpha = 8, p.A = 9,
            p.lda = 10, p.B = 11, p.ldb = 12, p.gc = 13, p.gs = 14;
            break;
    }
    return p;
}

constexpr int kGroups = 3;
constexpr int64_t kGroupSizes[kGroups] = {2, 3, 2};

// Every argument of one call, and the matrices behind it.
template <class T>
struct Args {
    Rt r = Rt::Gemm;
    BLAS_Layout layout = BlasColMajor;
    std::vector<BLAS_Side> side;
    std::vector<BLAS_Uplo> uplo;
    std::vector<BLAS_Trans> transA, transB;
    std::vector<BLAS_Diag> diag;
    std::vector<int64_t> m, n, k, lda, ldb, ldc, sizes;
    std::vector<T> alpha, beta;
    std::vector<real_t<T>> ralpha, rbeta;  // herk's alpha and beta, her2k's beta
    std::vector<T*> A, B, C;               // pointer arrays (sum(group_sizes) entries)
    int64_t group_count = kGroups;
    std::map<std::string, bool> null;  // arrays passed as null, by argument name
    std::vector<Batch<T>> As, Bs, Cs;  // storage per group

    bool is_null(const std::string& a) const {
        auto it = null.find(a);
        return it != null.end() && it->second;
    }
    Batch<T>& out(int g) { return is_tr(r) ? Bs[size_t(g)] : Cs[size_t(g)]; }
    int64_t first(int g) const {
        int64_t p = 0;
        for (int i = 0; i < g; ++i) p += kGroupSizes[i];
        return p;
    }
};

// Stored dimensions (rows x cols before op) of A, B and the output of group g.
template <class T>
std::pair<int64_t, int64_t> dims_A(const Args<T>& a, int g) {
    const size_t i = size_t(g);
    switch (a.r) {
        case Rt::Gemm:
            return a.transA[i] == BlasNoTrans ? std::pair{a.m[i], a.k[i]} : std::pair{a.k[i], a.m[i]};
        case Rt::Symm:
        case Rt::Hemm:
        case Rt::Trmm:
        case Rt::Trsm: {
            const int64_t ka = a.side[i] == BlasLeft ? a.m[i] : a.n[i];
            return {ka, ka};
        }
        default:
            return a.transA[i] == BlasNoTrans ? std::pair{a.n[i], a.k[i]} : std::pair{a.k[i], a.n[i]};
    }
}
template <class T>
std::pair<int64_t, int64_t> dims_B(const Args<T>& a, int g) {
    const size_t i = size_t(g);
    if (a.r == Rt::Gemm)
        return a.transB[i] == BlasNoTrans ? std::pair{a.k[i], a.n[i]} : std::pair{a.n[i], a.k[i]};
    if (is_rank(a.r)) return dims_A(a, g);
    return {a.m[i], a.n[i]};
}
template <class T>
std::pair<int64_t, int64_t> dims_C(const Args<T>& a, int g) {
    const size_t i = size_t(g);
    if (is_rank(a.r)) return {a.n[i], a.n[i]};
    return {a.m[i], a.n[i]};
}
inline int64_t need_ld(BLAS_Layout L, std::pair<int64_t, int64_t> d) {
    return std::max<int64_t>(1, L == BlasColMajor ? d.first : d.second);
}

template <class T>
T small(int re_, int im_) {
    if constexpr (is_complex_v<T>) return T(real_t<T>(re_), real_t<T>(im_));
    else return T(real_t<T>(re_));
}

// A valid call of three groups with different shapes and options; the lds are minimal in group
// 0 and padded in the others.
template <class T>
Args<T> baseline(Rt r, BLAS_Layout L) {
    Args<T> a;
    a.r = r;
    a.layout = L;
    a.m = {3, 2, 4}, a.n = {2, 5, 3}, a.k = {4, 3, 2};
    a.sizes.assign(kGroupSizes, kGroupSizes + kGroups);
    const BLAS_Trans C = BlasConjTrans, N = BlasNoTrans, Tt = BlasTrans;
    a.side = {BlasLeft, BlasRight, BlasLeft};
    a.uplo = {BlasUpper, BlasLower, BlasLower};
    a.diag = {BlasNonUnit, BlasUnit, BlasNonUnit};
    switch (r) {
        case Rt::Gemm:
            a.transA = {N, Tt, C}, a.transB = {Tt, N, C};
            break;
        case Rt::Herk:
        case Rt::Her2k:
            a.transA = {N, C, N};
            break;
        case Rt::Syrk:
        case Rt::Syr2k:
            a.transA = {N, Tt, is_complex_v<T> ? N : C};
            break;
        default:
            a.transA = {N, Tt, C};
            break;
    }
    if (is_tr(r)) a.side = {BlasLeft, BlasRight, BlasRight};
    a.alpha = {small<T>(2, 1), small<T>(-1, 2), small<T>(3, -1)};
    a.beta = {small<T>(-1, 1), small<T>(2, 0), small<T>(3, 2)};
    a.ralpha = {2, -1, 3};
    a.rbeta = {-1, 2, 3};
    Rng rng(uint64_t(int(r)) * 131 + uint64_t(L));
    for (int g = 0; g < kGroups; ++g) {
        const auto da = dims_A(a, g), db = dims_B(a, g), dc = dims_C(a, g);
        a.lda.push_back(need_ld(L, da) + g);
        a.ldb.push_back(need_ld(L, db) + g);
        a.ldc.push_back(need_ld(L, dc) + g);
        a.As.emplace_back(kGroupSizes[g], da.first, da.second, a.lda.back(), L, 1);
        a.Bs.emplace_back(kGroupSizes[g], db.first, db.second, a.ldb.back(), L, 1);
        a.Cs.emplace_back(kGroupSizes[g], dc.first, dc.second, a.ldc.back(), L, 1);
        a.As.back().fill(rng, Fill::Int);
        a.Bs.back().fill(rng, Fill::Int);
        a.Cs.back().fill(rng, Fill::Int);
        if (is_tr(r))  // +-1 diagonal: trsm's solution stays in small integers, exactly
            a.As.back().each([&](int64_t, int64_t i, int64_t j, T& x) {
                if (i == j) x = T(rng.integer(0, 1) ? 1 : -1);
            });
    }
    for (int g = 0; g < kGroups; ++g)
        for (int64_t i = 0; i < kGroupSizes[g]; ++i) {
            a.A.push_back(a.As[size_t(g)].ptr(i));
            a.B.push_back(a.Bs[size_t(g)].ptr(i));
            a.C.push_back(a.Cs[size_t(g)].ptr(i));
        }
    return a;
}

// The C call with the arguments of `a` (null where a.null says so).
template <class T>
void invoke(Args<T>& a, int64_t* info) {
    auto P = [&](auto& v, const char* name) { return a.is_null(name) ? nullptr : v.data(); };
    std::vector<const T*> Ac(a.A.begin(), a.A.end()), Bc(a.B.begin(), a.B.end());
    const T* const* A = a.is_null("A") ? nullptr : Ac.data();
    const T* const* Bi = a.is_null("B") ? nullptr : Bc.data();
    T* const* Bo = a.is_null("B") ? nullptr : a.B.data();
    T* const* C = a.is_null("C") ? nullptr : a.C.data();
    const int64_t* gs = a.is_null("group_sizes") ? nullptr : a.sizes.data();
    const int64_t gc = a.group_count;
    switch (a.r) {
        case Rt::Gemm:
            capi::gemm<T>(a.layout, P(a.transA, "transA"), P(a.transB, "transB"), P(a.m, "m"), P(a.n, "n"),
                          P(a.k, "k"), P(a.alpha, "alpha"), A, P(a.lda, "A_ld"), Bi, P(a.ldb, "B_ld"),
                          P(a.beta, "beta"), C, P(a.ldc, "C_ld"), gc, gs, info);
            break;
        case Rt::Symm:
        case Rt::Hemm:
            capi::symm<T>(a.r == Rt::Hemm, a.layout, P(a.side, "side"), P(a.uplo, "uplo"), P(a.m, "m"),
                          P(a.n, "n"), P(a.alpha, "alpha"), A, P(a.lda, "A_ld"), Bi, P(a.ldb, "B_ld"),
                          P(a.beta, "beta"), C, P(a.ldc, "C_ld"), gc, gs, info);
            break;
        case Rt::Syrk:
            capi::syrk<T>(a.layout, P(a.uplo, "uplo"), P(a.transA, "trans"), P(a.n, "n"), P(a.k, "k"),
                          P(a.alpha, "alpha"), A, P(a.lda, "A_ld"), P(a.beta, "beta"), C, P(a.ldc, "C_ld"),
                          gc, gs, info);
            break;
        case Rt::Syr2k:
            capi::syr2k<T>(a.layout, P(a.uplo, "uplo"), P(a.transA, "trans"), P(a.n, "n"), P(a.k, "k"),
                           P(a.alpha, "alpha"), A, P(a.lda, "A_ld"), Bi, P(a.ldb, "B_ld"), P(a.beta, "beta"),
                           C, P(a.ldc, "C_ld"), gc, gs, info);
            break;
        case Rt::Herk:
            if constexpr (is_complex_v<T>)
                capi::herk<T>(a.layout, P(a.uplo, "uplo"), P(a.transA, "trans"), P(a.n, "n"), P(a.k, "k"),
                              P(a.ralpha, "alpha"), A, P(a.lda, "A_ld"), P(a.rbeta, "beta"), C,
                              P(a.ldc, "C_ld"), gc, gs, info);
            break;
        case Rt::Her2k:
            if constexpr (is_complex_v<T>)
                capi::her2k<T>(a.layout, P(a.uplo, "uplo"), P(a.transA, "trans"), P(a.n, "n"), P(a.k, "k"),
                               P(a.alpha, "alpha"), A, P(a.lda, "A_ld"), Bi, P(a.ldb, "B_ld"),
                               P(a.rbeta, "beta"), C, P(a.ldc, "C_ld"), gc, gs, info);
            break;
        case Rt::Trmm:
        case Rt::Trsm:
            capi::trxm<T>(a.r == Rt::Trsm, a.layout, P(a.side, "side"), P(a.uplo, "uplo"),
                          P(a.transA, "transA"), P(a.diag, "diag"), P(a.m, "m"), P(a.n, "n"),
                          P(a.alpha, "alpha"), A, P(a.lda, "A_ld"), Bo, P(a.ldb, "B_ld"), gc, gs, info);
            break;
    }
}

// The output of valid group g as OpenBLAS computes it from the storage (never from the pointer
// arrays, which a mutation may have nulled), starting from `out0`.
template <class T>
Batch<T> reference(const Args<T>& a, int g, const Batch<T>& out0) {
    Batch<T> X = out0;
    const size_t i = size_t(g);
    const Batch<T>&As = a.As[i], &Bs = a.Bs[i];
    for (int64_t j = 0; j < kGroupSizes[g]; ++j) {
        switch (a.r) {
            case Rt::Gemm:
                ref::gemm<T>(a.layout, a.transA[i], a.transB[i], a.m[i], a.n[i], a.k[i], a.alpha[i],
                             As.ptr(j), a.lda[i], Bs.ptr(j), a.ldb[i], a.beta[i], X.ptr(j), a.ldc[i]);
                break;
            case Rt::Symm:
            case Rt::Hemm:
                ref::symm<T>(a.r == Rt::Hemm, a.layout, a.side[i], a.uplo[i], a.m[i], a.n[i], a.alpha[i],
                             As.ptr(j), a.lda[i], Bs.ptr(j), a.ldb[i], a.beta[i], X.ptr(j), a.ldc[i]);
                break;
            case Rt::Syrk:
                ref::syrk<T>(a.layout, a.uplo[i], a.transA[i], a.n[i], a.k[i], a.alpha[i], As.ptr(j),
                             a.lda[i], a.beta[i], X.ptr(j), a.ldc[i]);
                break;
            case Rt::Syr2k:
                ref::syr2k<T>(a.layout, a.uplo[i], a.transA[i], a.n[i], a.k[i], a.alpha[i], As.ptr(j),
                              a.lda[i], Bs.ptr(j), a.ldb[i], a.beta[i], X.ptr(j), a.ldc[i]);
                break;
            case Rt::Herk:
                if constexpr (is_complex_v<T>)
                    ref::herk<T>(a.layout, a.uplo[i], a.transA[i], a.n[i], a.k[i], a.ralpha[i], As.ptr(j),
                                 a.lda[i], a.rbeta[i], X.ptr(j), a.ldc[i]);
                break;
            case Rt::Her2k:
                if constexpr (is_complex_v<T>)
                    ref::her2k<T>(a.layout, a.uplo[i], a.transA[i], a.n[i], a.k[i], a.alpha[i], As.ptr(j),
                                  a.lda[i], Bs.ptr(j), a.ldb[i], a.rbeta[i], X.ptr(j), a.ldc[i]);
                break;
            case Rt::Trmm:
            case Rt::Trsm:
                ref::trxm<T>(a.r == Rt::Trsm, a.layout, a.side[i], a.uplo[i], a.transA[i], a.diag[i], a.m[i],
                             a.n[i], a.alpha[i], As.ptr(j), a.lda[i], X.ptr(j), a.ldb[i]);
                break;
        }
    }
    return X;
}

enum class Kind { PerGroup, Global, Count };
template <class T>
struct Mutation {
    std::string name;
    int pos;  // expected position; 0: the call stays valid
    Kind kind;
    bool pointer;  // a null matrix pointer or pointer array: not looked at in ReportNone
    std::function<void(Args<T>&, int)> apply;
};

// The table: every invalid argument of routine r (and some that look invalid but are not).
template <class T>
std::vector<Mutation<T>> mutations(Rt r) {
    const Pos P = positions(r);
    std::vector<Mutation<T>> v;
    auto add = [&](std::string name, int pos, Kind kind, bool pointer, std::function<void(Args<T>&, int)> f) {
        v.push_back({std::move(name), pos, kind, pointer, std::move(f)});
    };
    using S = std::string;
    // layout (one for the whole call)
    for (int x : {0, 100, 103, 111})
        add("layout=" + std::to_string(x), P.layout, Kind::Global, false,
            [x](Args<T>& a, int) { a.layout = BLAS_Layout(x); });
    // options: outside their set, or a value of another enumeration
    if (P.side)
        for (int x : {0, 140, 143, 121})
            add("side=" + std::to_string(x), P.side, Kind::PerGroup, false,
                [x](Args<T>& a, int g) { a.side[size_t(g)] = BLAS_Side(x); });
    if (P.uplo)
        for (int x : {0, 120, 123, 111})
            add("uplo=" + std::to_string(x), P.uplo, Kind::PerGroup, false,
                [x](Args<T>& a, int g) { a.uplo[size_t(g)] = BLAS_Uplo(x); });
    if (P.transA) {
        const S nm = is_rank(r) ? "trans" : "transA";
        for (int x : {0, 110, 114, 141})
            add(nm + "=" + std::to_string(x), P.transA, Kind::PerGroup, false,
                [x](Args<T>& a, int g) { a.transA[size_t(g)] = BLAS_Trans(x); });
        if (is_complex_v<T> && (r == Rt::Syrk || r == Rt::Syr2k))
            add("trans=ConjTrans (complex syrk/syr2k)", P.transA, Kind::PerGroup, false,
                [](Args<T>& a, int g) { a.transA[size_t(g)] = BlasConjTrans; });
        if (r == Rt::Herk || r == Rt::Her2k)
            add("trans=Trans (herk/her2k)", P.transA, Kind::PerGroup, false,
                [](Args<T>& a, int g) { a.transA[size_t(g)] = BlasTrans; });
        if (!is_complex_v<T> && (r == Rt::Syrk || r == Rt::Syr2k))
            add("trans=ConjTrans (real: as Trans, valid)", 0, Kind::PerGroup, false, [](Args<T>& a, int g) {
                if (a.transA[size_t(g)] != BlasNoTrans) a.transA[size_t(g)] = BlasConjTrans;
            });
    }
    if (P.transB)
        for (int x : {0, 110, 114, 131})
            add("transB=" + std::to_string(x), P.transB, Kind::PerGroup, false,
                [x](Args<T>& a, int g) { a.transB[size_t(g)] = BLAS_Trans(x); });
    if (P.diag)
        for (int x : {0, 130, 133, 122})
            add("diag=" + std::to_string(x), P.diag, Kind::PerGroup, false,
                [x](Args<T>& a, int g) { a.diag[size_t(g)] = BLAS_Diag(x); });
    // sizes
    for (auto [pos, name, field] : {std::tuple{P.m, "m", &Args<T>::m}, std::tuple{P.n, "n", &Args<T>::n},
                                    std::tuple{P.k, "k", &Args<T>::k}}) {
        if (!pos) continue;
        for (int64_t x : {int64_t(-1), int64_t(-100)})
            add(S(name) + "=" + std::to_string(x), pos, Kind::PerGroup, false,
                [x, f = field](Args<T>& a, int g) { (a.*f)[size_t(g)] = x; });
    }
    // leading dimensions: one below the minimum of the stored matrix (rows in ColMajor, columns
    // in RowMajor), and 0 with every size 0 (the minimum is max(1, ...))
    auto zero_sizes = [P](Args<T>& a, int g) {
        if (P.m) a.m[size_t(g)] = 0;
        if (P.n) a.n[size_t(g)] = 0;
        if (P.k) a.k[size_t(g)] = 0;
    };
    struct LdArg {
        int pos;
        const char* name;
        std::vector<int64_t> Args<T>::*field;
        int which;
    };
    for (LdArg l : {LdArg{P.lda, "A_ld", &Args<T>::lda, 0}, LdArg{P.ldb, "B_ld", &Args<T>::ldb, 1},
                    LdArg{P.ldc, "C_ld", &Args<T>::ldc, 2}}) {
        if (!l.pos) continue;
        add(S(l.name) + "=minimum-1", l.pos, Kind::PerGroup, false, [l](Args<T>& a, int g) {
            const auto d = l.which == 0 ? dims_A(a, g) : l.which == 1 ? dims_B(a, g) : dims_C(a, g);
            (a.*l.field)[size_t(g)] = need_ld(a.layout, d) - 1;
        });
        add(S(l.name) + "=0 with sizes 0", l.pos, Kind::PerGroup, false, [l, zero_sizes](Args<T>& a, int g) {
            zero_sizes(a, g);
            (a.*l.field)[size_t(g)] = 0;
        });
        add(S(l.name) + "=-1", l.pos, Kind::PerGroup, false,
            [l](Args<T>& a, int g) { (a.*l.field)[size_t(g)] = -1; });
    }
    // null matrix pointers (the second matrix of the group) where the matrix is referenced
    for (auto [pos, name, field] : {std::tuple{P.A, "A", &Args<T>::A}, std::tuple{P.B, "B", &Args<T>::B},
                                    std::tuple{P.C, "C", &Args<T>::C}}) {
        if (!pos) continue;
        add(S("null ") + name + " matrix", pos, Kind::PerGroup, true,
            [f = field](Args<T>& a, int g) { (a.*f)[size_t(a.first(g) + 1)] = nullptr; });
    }
    // null pointers that are never referenced: valid
    auto null_group = [](std::vector<T*>& p, const Args<T>& a, int g) {
        for (int64_t i = 0; i < kGroupSizes[g]; ++i) p[size_t(a.first(g) + i)] = nullptr;
    };
    add("alpha=0 with A (and B) null", 0, Kind::PerGroup, false, [r, null_group](Args<T>& a, int g) {
        a.alpha[size_t(g)] = T(0);
        a.ralpha[size_t(g)] = 0;
        null_group(a.A, a, g);
        if (!is_tr(r)) null_group(a.B, a, g);
    });
    add("m or n = 0 with every matrix null", 0, Kind::PerGroup, false, [P, null_group](Args<T>& a, int g) {
        (P.m ? a.m : a.n)[size_t(g)] = 0;
        null_group(a.A, a, g);
        null_group(a.B, a, g);
        null_group(a.C, a, g);
    });
    if (P.k) {
        add("k=0 with A (and B) null", 0, Kind::PerGroup, false, [null_group](Args<T>& a, int g) {
            a.k[size_t(g)] = 0;
            null_group(a.A, a, g);
            null_group(a.B, a, g);
        });
        add("alpha=0, beta=1 (quick return) with every matrix null", 0, Kind::PerGroup, false,
            [null_group](Args<T>& a, int g) {
                a.alpha[size_t(g)] = T(0), a.ralpha[size_t(g)] = 0;
                a.beta[size_t(g)] = T(1), a.rbeta[size_t(g)] = 1;
                null_group(a.A, a, g);
                null_group(a.B, a, g);
                null_group(a.C, a, g);
            });
        add("k=0, beta=1 (quick return) with every matrix null", 0, Kind::PerGroup, false,
            [null_group](Args<T>& a, int g) {
                a.k[size_t(g)] = 0;
                a.beta[size_t(g)] = T(1), a.rbeta[size_t(g)] = 1;
                null_group(a.A, a, g);
                null_group(a.B, a, g);
                null_group(a.C, a, g);
            });
    }
    if (r == Rt::Gemm || r == Rt::Symm)  // other valid options in this group
        add(r == Rt::Gemm ? "Trans <-> ConjTrans (valid)" : "uplo flipped (valid)", 0, Kind::PerGroup, false,
            [r](Args<T>& a, int g) {
                const size_t i = size_t(g);
                if (r == Rt::Symm) a.uplo[i] = a.uplo[i] == BlasUpper ? BlasLower : BlasUpper;
                else if (a.transA[i] == BlasTrans) a.transA[i] = BlasConjTrans;
                else if (a.transB[i] == BlasTrans) a.transB[i] = BlasConjTrans;
                else a.transA[i] = a.transB[i] = BlasTrans;  // both were ConjTrans
            });
    // null per-group arrays and pointer arrays: every group that needs them is invalid
    const std::pair<int, const char*> arrays[] = {
        {P.side, "side"},     {P.uplo, "uplo"}, {P.transA, is_rank(r) ? "trans" : "transA"},
        {P.transB, "transB"}, {P.diag, "diag"}, {P.m, "m"},
        {P.n, "n"},           {P.k, "k"},       {P.alpha, "alpha"},
        {P.lda, "A_ld"},      {P.ldb, "B_ld"},  {P.beta, "beta"},
        {P.ldc, "C_ld"}};
    for (auto [pos, name] : arrays)
        if (pos)
            add(S("null ") + name + " array", pos, Kind::Global, false,
                [name = S(name)](Args<T>& a, int) { a.null[name] = true; });
    for (auto [pos, name] : {std::pair{P.A, "A"}, std::pair{P.B, "B"}, std::pair{P.C, "C"}})
        if (pos)
            add(S("null ") + name + " pointer array", pos, Kind::Global, true,
                [name = S(name)](Args<T>& a, int) { a.null[name] = true; });
    // counts
    add("group_count=-1", P.gc, Kind::Count, false, [](Args<T>& a, int) { a.group_count = -1; });
    add("group_sizes null", P.gs, Kind::Count, false, [](Args<T>& a, int) { a.null["group_sizes"] = true; });
    add("group_sizes[g]=-1", P.gs, Kind::Count, false, [](Args<T>& a, int g) { a.sizes[size_t(g)] = -1; });
    return v;
}

struct Mode {
    int64_t value;
    const char* name;
    bool null_info;
};
constexpr Mode kModes[] = {
    {BblasErrorsReportAll, "ReportAll", false}, {BblasErrorsReportGroup, "ReportGroup", false},
    {BblasErrorsReportAny, "ReportAny", false}, {BblasErrorsReportNone, "ReportNone", false},
    {0, "info[0]=0 (as Any)", false},           {5, "info[0]=5 (as Any)", false},
    {-7, "info[0]=-7 (as Any)", false},         {0, "null info", true}};

constexpr int64_t kSentinel = 0x5a5a5a;

// Applies `muts` to group g of a valid call, calls in `mode`, checks info and every output.
// Returns false when a check failed.
template <class T>
bool run_case(Rt r, BLAS_Layout L, const std::vector<const Mutation<T>*>& muts, int g, const Mode& mode) {
    int pos = 0;
    bool global = false, count = false;
    std::string label;
    for (const auto* m : muts) {
        if (m->pos && (pos == 0 || m->pos < pos)) pos = m->pos;
        global = global || m->kind == Kind::Global;
        count = count || m->kind == Kind::Count;
        label += (label.empty() ? "" : " + ") + m->name;
    }
    SCOPED_TRACE(trace(rt_name(r), " ", type_name<T>(), " ", layout_name(L), " mutation {", label,
                       "} in group ", g, ", mode ", mode.name, " (expected position ", pos, ")"));
    const auto* result = ::testing::UnitTest::GetInstance()->current_test_info()->result();
    const int parts = result->total_part_count();
    Args<T> a = baseline<T>(r, L);
    for (const auto* m : muts) m->apply(a, g);
    std::vector<Batch<T>> before;
    for (int i = 0; i < kGroups; ++i) before.push_back(a.out(i));
    const int64_t total = 7;
    std::vector<int64_t> info(1 + total + 3, kSentinel);
    info[0] = mode.value;
    invoke(a, mode.null_info ? nullptr : info.data());

    // which groups are invalid
    bool invalid[kGroups] = {false, false, false};
    for (int i = 0; i < kGroups; ++i) invalid[i] = pos != 0 && (count || global || i == g);
    const bool none = mode.value == BblasErrorsReportNone && !mode.null_info;
    const bool all = mode.value == BblasErrorsReportAll && !mode.null_info;
    const bool grp = mode.value == BblasErrorsReportGroup && !mode.null_info;

    if (!mode.null_info) {
        int64_t expect0 = 0;
        if (count) expect0 = none ? 0 : -pos;
        else if (pos && !none) expect0 = (global ? 0 : g) + 1;
        EXPECT_EQ(info[0], expect0) << "info[0]";
        std::vector<int64_t> expect(info.size(), kSentinel);
        expect[0] = expect0;
        if (!count && all)
            for (int i = 0, p = 0; i < kGroups; p += int(kGroupSizes[i]), ++i)
                for (int64_t j = 0; j < kGroupSizes[i]; ++j)
                    expect[size_t(1 + p + j)] = invalid[i] ? -pos : 0;
        if (!count && grp)
            for (int i = 0; i < kGroups; ++i) expect[size_t(1 + i)] = invalid[i] ? -pos : 0;
        for (size_t i = 1; i < info.size(); ++i)
            EXPECT_EQ(info[i], expect[i])
                << "info[" << i << "]" << (expect[i] == kSentinel ? " (must not be written)" : "");
    }
    for (int i = 0; i < kGroups; ++i) {
        SCOPED_TRACE(trace("group ", i, invalid[i] ? " (invalid: untouched)" : " (valid: computed)"));
        if (invalid[i]) {
            EXPECT_TRUE(untouched(a.out(i), before[size_t(i)], "output"));
        } else {
            const Batch<T> X = reference(a, i, before[size_t(i)]);
            EXPECT_TRUE(padding_untouched(a.out(i), before[size_t(i)], "output"));
            const Region reg = is_rank(r) ? region_of(a.uplo[size_t(i)]) : Region::Full;
            for (int64_t j = 0; j < kGroupSizes[i]; ++j)
                EXPECT_TRUE(check_values(a.out(i), X, j, reg, nullptr, true));
        }
    }
    return result->total_part_count() == parts;
}

template <class T>
void info_table(Rt r) {
    const auto table = mutations<T>(r);
    // one representative invalid per-group mutation per position, for the pairs
    std::map<int, const Mutation<T>*> rep;
    for (const auto& m : table)
        if (m.kind == Kind::PerGroup && m.pos && !rep.count(m.pos) &&
            m.name.find("sizes 0") == std::string::npos)
            rep[m.pos] = &m;
    int c = 0, failed = 0;
    auto run = [&](BLAS_Layout L, std::vector<const Mutation<T>*> muts, const Mode& mode) {
        if (!run_case<T>(r, L, muts, c++ % kGroups, mode) && ++failed >= 20) {
            ADD_FAILURE() << "stopping after 20 failed cases";
            return false;
        }
        return true;
    };
    for (BLAS_Layout L : kLayouts) {
        for (const auto& m : table)
            for (const Mode& mode : kModes) {
                // matrix pointers are not looked at in ReportNone (and a null info is ReportNone)
                if (m.pointer && (mode.value == BblasErrorsReportNone || mode.null_info)) continue;
                if (!run(L, {&m}, mode)) return;
            }
        // pairs in one group: the first invalid argument in argument order is reported
        for (auto i = rep.begin(); i != rep.end(); ++i)
            for (auto j = std::next(i); j != rep.end(); ++j)
                for (const Mode& mode : {kModes[0], kModes[1], kModes[2]})
                    if (!run(L, {j->second, i->second}, mode)) return;
    }
    ::testing::Test::RecordProperty("cases", c);
    EXPECT_GT(c, 100);
}

template <class T>
class Info : public ::testing::Test {};
TYPED_TEST_SUITE(Info, AllTypes, TypeNames);
template <class T>
class InfoHerm : public ::testing::Test {};
TYPED_TEST_SUITE(InfoHerm, ComplexTypes, TypeNames);

TYPED_TEST(Info, Gemm) { info_table<TypeParam>(Rt::Gemm); }
TYPED_TEST(Info, Symm) { info_table<TypeParam>(Rt::Symm); }
TYPED_TEST(Info, Hemm) { info_table<TypeParam>(Rt::Hemm); }
TYPED_TEST(Info, Syrk) { info_table<TypeParam>(Rt::Syrk); }
TYPED_TEST(Info, Syr2k) { info_table<TypeParam>(Rt::Syr2k); }
TYPED_TEST(Info, Trmm) { info_table<TypeParam>(Rt::Trmm); }
TYPED_TEST(Info, Trsm) { info_table<TypeParam>(Rt::Trsm); }
TYPED_TEST(InfoHerm, Herk) { info_table<TypeParam>(Rt::Herk); }
TYPED_TEST(InfoHerm, Her2k) { info_table<TypeParam>(Rt::Her2k); }

// A null pointer array is an error only for the groups that reference it: with alpha = 0 in
// group 0, a null A array leaves group 0 valid (C = beta C) and the others invalid.
TYPED_TEST(Info, NullPointerArrayOnlyWhereReferenced) {
    using T = TypeParam;
    for (const Mode& mode : {kModes[0], kModes[1], kModes[2]}) {
        Args<T> a = baseline<T>(Rt::Gemm, BlasColMajor);
        a.alpha[0] = T(0);
        a.null["A"] = true;
        std::vector<Batch<T>> before;
        for (int i = 0; i < kGroups; ++i) before.push_back(a.out(i));
        std::vector<int64_t> info(1 + 7, kSentinel);
        info[0] = mode.value;
        invoke(a, info.data());
        SCOPED_TRACE(mode.name);
        EXPECT_EQ(info[0], 2);
        if (mode.value == BblasErrorsReportAll) {
            EXPECT_EQ(info, (std::vector<int64_t>{2, 0, 0, -8, -8, -8, -8, -8}));
        } else if (mode.value == BblasErrorsReportGroup) {
            EXPECT_EQ(info, (std::vector<int64_t>{2, 0, -8, -8, kSentinel, kSentinel, kSentinel, kSentinel}));
        }
        const Batch<T> X = reference(a, 0, before[0]);
        for (int64_t j = 0; j < kGroupSizes[0]; ++j)
            EXPECT_TRUE(check_values(a.out(0), X, j, Region::Full, nullptr, true));
        EXPECT_TRUE(untouched(a.out(1), before[1], "group 1"));
        EXPECT_TRUE(untouched(a.out(2), before[2], "group 2"));
    }
}

// A null matrix pointer anywhere in a long group (inside a block of the vectorised scan, on
// either side of a block boundary, in the tail) invalidates that group only.
TEST(InfoScan, NullMatrixPointerAtAnyPositionOfALongGroup) {
    constexpr int64_t n = 2, count = 150;
    Batch<double> A(count, n, n, n, BlasColMajor), B(count, n, n, n, BlasColMajor),
        C(count, n, n, n, BlasColMajor), D(3, n, n, n, BlasColMajor);
    for (Batch<double>* X : {&A, &B, &C, &D})
        for (int64_t i = 0; i < X->count; ++i)
            for (int64_t c = 0; c < n; ++c)
                for (int64_t r = 0; r < n; ++r) X->at(i, r, c) = double(1 + (i + r + c) % 3);
    const BLAS_Trans nt = BlasNoTrans;
    const int64_t sizes[2] = {count, 1}, ld[2] = {n, n}, dim[2] = {n, n};
    const BLAS_Trans ops[2] = {nt, nt};
    const double alpha[2] = {1, 1}, beta[2] = {0, 0};
    const std::vector<double> Dinit = D.buf;
    for (int which = 0; which < 3; ++which)
        for (int64_t at : {0, 1, 15, 16, 17, 31, 32, 63, 64, 100, 143, 144, 148, 149}) {
            std::copy(Dinit.begin(), Dinit.end(), D.buf.begin());
            std::vector<const double*> pa = A.const_pointers(), pb = B.const_pointers();
            std::vector<double*> pc = C.pointers();
            pa.push_back(D.ptr(0)), pb.push_back(D.ptr(1)), pc.push_back(D.ptr(2));
            if (which == 0) pa[size_t(at)] = nullptr;
            if (which == 1) pb[size_t(at)] = nullptr;
            if (which == 2) pc[size_t(at)] = nullptr;
            const Batch<double> C0 = C, D0 = D;
            int64_t info[3] = {BblasErrorsReportGroup, kSentinel, kSentinel};
            BLAS_gemm_batched_r64(BlasColMajor, ops, ops, dim, dim, dim, alpha, pa.data(), ld, pb.data(), ld,
                                  beta, pc.data(), ld, 2, sizes, info);
            SCOPED_TRACE(std::string("null ") + "ABC"[which] + " at " + std::to_string(at));
            EXPECT_EQ(info[0], 1);
            EXPECT_EQ(info[1], which == 0 ? -8 : which == 1 ? -10 : -13);
            EXPECT_EQ(info[2], 0);
            EXPECT_TRUE(untouched(C, C0, "the invalid group"));
            EXPECT_FALSE(untouched(D, D0, "the valid group"));  // its C = A B differs from C's values
        }
}

// Groups of size 0 are valid and skipped; their entries in ReportGroup are 0.
TYPED_TEST(Info, GroupOfSizeZero) {
    using T = TypeParam;
    Args<T> a = baseline<T>(Rt::Syrk, BlasRowMajor);
    a.sizes[1] = 0;
    a.A.erase(a.A.begin() + 2, a.A.begin() + 5);
    a.C.erase(a.C.begin() + 2, a.C.begin() + 5);
    // the pointers of group 2 now follow those of group 0; its storage is unchanged
    std::vector<Batch<T>> before;
    for (int i = 0; i < kGroups; ++i) before.push_back(a.out(i));
    std::vector<int64_t> info(1 + kGroups + 1, kSentinel);
    info[0] = BblasErrorsReportGroup;
    invoke(a, info.data());
    EXPECT_EQ(info, (std::vector<int64_t>{0, 0, 0, 0, kSentinel}));
    EXPECT_TRUE(untouched(a.out(1), before[1], "group 1 (size 0)"));
    for (int i : {0, 2}) {
        const Batch<T> X = reference(a, i, before[size_t(i)]);
        for (int64_t j = 0; j < kGroupSizes[i]; ++j)
            EXPECT_TRUE(check_values(a.out(i), X, j, region_of(a.uplo[size_t(i)]), nullptr, true));
    }
}

}  // namespace
