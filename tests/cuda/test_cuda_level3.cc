// The GPU library's symm, hemm, syrk, herk, syr2k, her2k, trmm and trsm (bblas_cuda.h), group and
// strided forms, against the CPU library (bblas.h) on the same inputs: every precision a routine
// has, both layouts, every side x uplo x trans x diag it takes, sizes 0..64 (m != n, n != k), many
// groups of different shapes and options per call, padded leading dimensions with NaN in the
// padding and between matrices, NaN wherever a routine must not read (A's other triangle, a unit
// diagonal, hemm's and C's diagonal imaginary parts, C with beta = 0, A and B with alpha = 0), C's
// other triangle untouched by the rank updates, quick returns, small integers compared bit for
// bit, batches beyond 65,535 matrices. Error ratios as the CPU suites judge each routine
// (test_symm.cc, test_rank.cc, test_triangular.cc; tests/harness.hh); trsm by its backward error.
//
// The argument checks run before anything touches a device, so those tests run without a GPU:
// every invalid argument of every routine, alone and in pairs, in every info mode, gives exactly
// the CPU library's info, and a null queue is reported at its position (after info). The tests
// that need a GPU skip without one.
#include <bblas_cuda.h>
#include <cuda_runtime_api.h>

#include <bblas_cuda.hh>
#include <memory>
#include <set>

#include "cuda_harness.hh"
#include "harness.hh"
#include "level3_cases.hh"

namespace {
using namespace bt;

// ----------------------------------------------------------------------------------------------
// Argument positions (the routines and their options: level3_cases.hh)

// Positions (bblas.h) of group_count, group_sizes and info (group form), of batch_count and info
// (strided form); the queue is the argument after info.
struct CountPos {
    int group_count, group_sizes, info, batch_count, strided_info;
};
CountPos count_pos(Rt r) {
    if (is_tr(r)) return {13, 14, 15, 15, 16};
    if (r == Rt::Syrk || r == Rt::Herk) return {12, 13, 14, 14, 15};
    return {14, 15, 16, 17, 18};  // symm, hemm, syr2k, her2k
}

// ----------------------------------------------------------------------------------------------
// Both libraries' C entries: for each routine and form, the CPU's and the GPU's (the same
// arguments, then the queue), chosen by type.

// Group form
template <class T>
auto symm_entry(bool hemm) {
    const Entry s{
        pick<T>(BLAS_symm_batched_r32, BLAS_symm_batched_r64, BLAS_symm_batched_c32, BLAS_symm_batched_c64),
        pick<T>(bblas_cuda_symm_batched_r32, bblas_cuda_symm_batched_r64, bblas_cuda_symm_batched_c32,
                bblas_cuda_symm_batched_c64)};
    const Entry h{
        pick<T>(BLAS_hemm_batched_r32, BLAS_hemm_batched_r64, BLAS_hemm_batched_c32, BLAS_hemm_batched_c64),
        pick<T>(bblas_cuda_hemm_batched_r32, bblas_cuda_hemm_batched_r64, bblas_cuda_hemm_batched_c32,
                bblas_cuda_hemm_batched_c64)};
    return hemm ? h : s;
}
template <class T>
auto syrk_entry() {
    return Entry{
        pick<T>(BLAS_syrk_batched_r32, BLAS_syrk_batched_r64, BLAS_syrk_batched_c32, BLAS_syrk_batched_c64),
        pick<T>(bblas_cuda_syrk_batched_r32, bblas_cuda_syrk_batched_r64, bblas_cuda_syrk_batched_c32,
                bblas_cuda_syrk_batched_c64)};
}
template <class T>
auto herk_entry() {
    return Entry{pick<T>(nullptr, nullptr, BLAS_herk_batched_c32, BLAS_herk_batched_c64),
                 pick<T>(nullptr, nullptr, bblas_cuda_herk_batched_c32, bblas_cuda_herk_batched_c64)};
}
template <class T>
auto syr2k_entry() {
    return Entry{pick<T>(BLAS_syr2k_batched_r32, BLAS_syr2k_batched_r64, BLAS_syr2k_batched_c32,
                         BLAS_syr2k_batched_c64),
                 pick<T>(bblas_cuda_syr2k_batched_r32, bblas_cuda_syr2k_batched_r64,
                         bblas_cuda_syr2k_batched_c32, bblas_cuda_syr2k_batched_c64)};
}
template <class T>
auto her2k_entry() {
    return Entry{pick<T>(nullptr, nullptr, BLAS_her2k_batched_c32, BLAS_her2k_batched_c64),
                 pick<T>(nullptr, nullptr, bblas_cuda_her2k_batched_c32, bblas_cuda_her2k_batched_c64)};
}
template <class T>
auto trxm_entry(bool solve) {
    const Entry mm{
        pick<T>(BLAS_trmm_batched_r32, BLAS_trmm_batched_r64, BLAS_trmm_batched_c32, BLAS_trmm_batched_c64),
        pick<T>(bblas_cuda_trmm_batched_r32, bblas_cuda_trmm_batched_r64, bblas_cuda_trmm_batched_c32,
                bblas_cuda_trmm_batched_c64)};
    const Entry sm{
        pick<T>(BLAS_trsm_batched_r32, BLAS_trsm_batched_r64, BLAS_trsm_batched_c32, BLAS_trsm_batched_c64),
        pick<T>(bblas_cuda_trsm_batched_r32, bblas_cuda_trsm_batched_r64, bblas_cuda_trsm_batched_c32,
                bblas_cuda_trsm_batched_c64)};
    return solve ? sm : mm;
}

// Strided form
template <class T>
auto symm_strided_entry(bool hemm) {
    const Entry s{pick<T>(BLAS_symm_batched_strided_r32, BLAS_symm_batched_strided_r64,
                          BLAS_symm_batched_strided_c32, BLAS_symm_batched_strided_c64),
                  pick<T>(bblas_cuda_symm_batched_strided_r32, bblas_cuda_symm_batched_strided_r64,
                          bblas_cuda_symm_batched_strided_c32, bblas_cuda_symm_batched_strided_c64)};
    const Entry h{pick<T>(BLAS_hemm_batched_strided_r32, BLAS_hemm_batched_strided_r64,
                          BLAS_hemm_batched_strided_c32, BLAS_hemm_batched_strided_c64),
                  pick<T>(bblas_cuda_hemm_batched_strided_r32, bblas_cuda_hemm_batched_strided_r64,
                          bblas_cuda_hemm_batched_strided_c32, bblas_cuda_hemm_batched_strided_c64)};
    return hemm ? h : s;
}
template <class T>
auto syrk_strided_entry() {
    return Entry{pick<T>(BLAS_syrk_batched_strided_r32, BLAS_syrk_batched_strided_r64,
                         BLAS_syrk_batched_strided_c32, BLAS_syrk_batched_strided_c64),
                 pick<T>(bblas_cuda_syrk_batched_strided_r32, bblas_cuda_syrk_batched_strided_r64,
                         bblas_cuda_syrk_batched_strided_c32, bblas_cuda_syrk_batched_strided_c64)};
}
template <class T>
auto herk_strided_entry() {
    return Entry{
        pick<T>(nullptr, nullptr, BLAS_herk_batched_strided_c32, BLAS_herk_batched_strided_c64),
        pick<T>(nullptr, nullptr, bblas_cuda_herk_batched_strided_c32, bblas_cuda_herk_batched_strided_c64)};
}
template <class T>
auto syr2k_strided_entry() {
    return Entry{pick<T>(BLAS_syr2k_batched_strided_r32, BLAS_syr2k_batched_strided_r64,
                         BLAS_syr2k_batched_strided_c32, BLAS_syr2k_batched_strided_c64),
                 pick<T>(bblas_cuda_syr2k_batched_strided_r32, bblas_cuda_syr2k_batched_strided_r64,
                         bblas_cuda_syr2k_batched_strided_c32, bblas_cuda_syr2k_batched_strided_c64)};
}
template <class T>
auto her2k_strided_entry() {
    return Entry{pick<T>(nullptr, nullptr, BLAS_her2k_batched_strided_c32, BLAS_her2k_batched_strided_c64),
                 pick<T>(nullptr, nullptr, bblas_cuda_her2k_batched_strided_c32,
                         bblas_cuda_her2k_batched_strided_c64)};
}
template <class T>
auto trxm_strided_entry(bool solve) {
    const Entry mm{pick<T>(BLAS_trmm_batched_strided_r32, BLAS_trmm_batched_strided_r64,
                           BLAS_trmm_batched_strided_c32, BLAS_trmm_batched_strided_c64),
                   pick<T>(bblas_cuda_trmm_batched_strided_r32, bblas_cuda_trmm_batched_strided_r64,
                           bblas_cuda_trmm_batched_strided_c32, bblas_cuda_trmm_batched_strided_c64)};
    const Entry sm{pick<T>(BLAS_trsm_batched_strided_r32, BLAS_trsm_batched_strided_r64,
                           BLAS_trsm_batched_strided_c32, BLAS_trsm_batched_strided_c64),
                   pick<T>(bblas_cuda_trsm_batched_strided_r32, bblas_cuda_trsm_batched_strided_r64,
                           bblas_cuda_trsm_batched_strided_c32, bblas_cuda_trsm_batched_strided_c64)};
    return solve ? sm : mm;
}

// The per-group arrays of a group-form call of any of the routines (each uses its own: rank
// updates n and k, the others m and n; trmm and trsm's B_ld is ldc here). herk's alpha and beta
// and her2k's beta are the real arrays.
template <class T>
struct GroupCall {
    Rt r = Rt::Symm;
    BLAS_Layout L = BlasColMajor;
    std::vector<BLAS_Side> side;
    std::vector<BLAS_Uplo> uplo;
    std::vector<BLAS_Trans> trans;
    std::vector<BLAS_Diag> diag;
    std::vector<int64_t> m, n, k, lda, ldb, ldc, sizes;
    std::vector<T> alpha, beta;
    std::vector<real_t<T>> ralpha, rbeta;
    int64_t group_count = 0;
    std::set<std::string> null;  // per-group arrays passed as null, by argument name

    template <class V>
    auto at(const V& v, const char* name) const {
        return null.count(name) ? nullptr : v.data();
    }
};

// One call of the group form (A, B, C: pointer arrays, null where the routine has no such
// operand; C is trmm and trsm's B).
template <class T>
void call_group(const Target& t, const GroupCall<T>& c, const T* const* A, const T* const* B, T* const* C,
                int64_t* info) {
    const int64_t gc = c.group_count;
    const int64_t* gs = c.at(c.sizes, "group_sizes");
    switch (c.r) {
        case Rt::Symm:
        case Rt::Hemm:
            invoke(t, symm_entry<T>(c.r == Rt::Hemm), c.L, c.at(c.side, "side"), c.at(c.uplo, "uplo"),
                   c.at(c.m, "m"), c.at(c.n, "n"), c.at(c.alpha, "alpha"), A, c.at(c.lda, "A_ld"), B,
                   c.at(c.ldb, "B_ld"), c.at(c.beta, "beta"), C, c.at(c.ldc, "C_ld"), gc, gs, info);
            break;
        case Rt::Syrk:
            invoke(t, syrk_entry<T>(), c.L, c.at(c.uplo, "uplo"), c.at(c.trans, "trans"), c.at(c.n, "n"),
                   c.at(c.k, "k"), c.at(c.alpha, "alpha"), A, c.at(c.lda, "A_ld"), c.at(c.beta, "beta"), C,
                   c.at(c.ldc, "C_ld"), gc, gs, info);
            break;
        case Rt::Herk:
            if constexpr (is_complex_v<T>)
                invoke(t, herk_entry<T>(), c.L, c.at(c.uplo, "uplo"), c.at(c.trans, "trans"), c.at(c.n, "n"),
                       c.at(c.k, "k"), c.at(c.ralpha, "alpha"), A, c.at(c.lda, "A_ld"), c.at(c.rbeta, "beta"),
                       C, c.at(c.ldc, "C_ld"), gc, gs, info);
            break;
        case Rt::Syr2k:
            invoke(t, syr2k_entry<T>(), c.L, c.at(c.uplo, "uplo"), c.at(c.trans, "trans"), c.at(c.n, "n"),
                   c.at(c.k, "k"), c.at(c.alpha, "alpha"), A, c.at(c.lda, "A_ld"), B, c.at(c.ldb, "B_ld"),
                   c.at(c.beta, "beta"), C, c.at(c.ldc, "C_ld"), gc, gs, info);
            break;
        case Rt::Her2k:
            if constexpr (is_complex_v<T>)
                invoke(t, her2k_entry<T>(), c.L, c.at(c.uplo, "uplo"), c.at(c.trans, "trans"), c.at(c.n, "n"),
                       c.at(c.k, "k"), c.at(c.alpha, "alpha"), A, c.at(c.lda, "A_ld"), B, c.at(c.ldb, "B_ld"),
                       c.at(c.rbeta, "beta"), C, c.at(c.ldc, "C_ld"), gc, gs, info);
            break;
        case Rt::Trmm:
        case Rt::Trsm:
            invoke(t, trxm_entry<T>(c.r == Rt::Trsm), c.L, c.at(c.side, "side"), c.at(c.uplo, "uplo"),
                   c.at(c.trans, "transA"), c.at(c.diag, "diag"), c.at(c.m, "m"), c.at(c.n, "n"),
                   c.at(c.alpha, "alpha"), A, c.at(c.lda, "A_ld"), C, c.at(c.ldc, "B_ld"), gc, gs, info);
            break;
        case Rt::Gemm:  // test_cuda_gemm.cc
            ADD_FAILURE() << "gemm is not this suite's";
            break;
    }
}

// The arguments of a strided-form call of any of the routines (C, ldc, sc: trmm and trsm's B).
template <class T>
struct StridedCall {
    Rt r = Rt::Symm;
    BLAS_Layout L = BlasColMajor;
    Opts o;
    int64_t m = 0, n = 0, k = 0;
    T alpha{}, beta{};
    const T* A = nullptr;
    int64_t lda = 1, sa = 0;
    const T* B = nullptr;
    int64_t ldb = 1, sb = 0;
    T* C = nullptr;
    int64_t ldc = 1, sc = 0, count = 0;
};

template <class T>
void call_strided(const Target& t, const StridedCall<T>& c, int64_t* info) {
    switch (c.r) {
        case Rt::Symm:
        case Rt::Hemm:
            invoke(t, symm_strided_entry<T>(c.r == Rt::Hemm), c.L, c.o.side, c.o.uplo, c.m, c.n, c.alpha, c.A,
                   c.lda, c.sa, c.B, c.ldb, c.sb, c.beta, c.C, c.ldc, c.sc, c.count, info);
            break;
        case Rt::Syrk:
            invoke(t, syrk_strided_entry<T>(), c.L, c.o.uplo, c.o.trans, c.n, c.k, c.alpha, c.A, c.lda, c.sa,
                   c.beta, c.C, c.ldc, c.sc, c.count, info);
            break;
        case Rt::Herk:
            if constexpr (is_complex_v<T>)
                invoke(t, herk_strided_entry<T>(), c.L, c.o.uplo, c.o.trans, c.n, c.k, re(c.alpha), c.A,
                       c.lda, c.sa, re(c.beta), c.C, c.ldc, c.sc, c.count, info);
            break;
        case Rt::Syr2k:
            invoke(t, syr2k_strided_entry<T>(), c.L, c.o.uplo, c.o.trans, c.n, c.k, c.alpha, c.A, c.lda, c.sa,
                   c.B, c.ldb, c.sb, c.beta, c.C, c.ldc, c.sc, c.count, info);
            break;
        case Rt::Her2k:
            if constexpr (is_complex_v<T>)
                invoke(t, her2k_strided_entry<T>(), c.L, c.o.uplo, c.o.trans, c.n, c.k, c.alpha, c.A, c.lda,
                       c.sa, c.B, c.ldb, c.sb, re(c.beta), c.C, c.ldc, c.sc, c.count, info);
            break;
        case Rt::Trmm:
        case Rt::Trsm:
            invoke(t, trxm_strided_entry<T>(c.r == Rt::Trsm), c.L, c.o.side, c.o.uplo, c.o.trans, c.o.diag,
                   c.m, c.n, c.alpha, c.A, c.lda, c.sa, c.C, c.ldc, c.sc, c.count, info);
            break;
        case Rt::Gemm:  // test_cuda_gemm.cc
            ADD_FAILURE() << "gemm is not this suite's";
            break;
    }
}

void sync(bblas_cuda_queue_t q) { cuda_ok(cudaError_t(bblas_cuda_queue_sync(q)), "queue sync"); }

// ----------------------------------------------------------------------------------------------
// Numerical tests (need a GPU)

// Sizes: 0, 1, the powers of two and their neighbours up to 64, a few others.
constexpr int64_t kGpuSizes[] = {0, 1, 2, 3, 5, 8, 13, 16, 17, 32, 33, 64};
constexpr int kNumGpuSizes = int(std::size(kGpuSizes));

// One group of one routine. The output is C for every routine (trmm and trsm's B).
template <class T>
struct Group : Problem<T> {
    Batch<T> A, B, C;  // the inputs of both libraries (NaN where they must not read); C: the GPU's result
    Batch<T> Cin;      // C before the call
    Batch<T> Ccpu;     // the CPU library's result on the same inputs
    Batch<T> A_after, B_after;  // the GPU's A and B after the call
    std::string trace;
};

// Nothing may change: m or n is 0, or the update adds nothing to C.
template <class T>
bool quick(const Group<T>& g) {
    if (is_tr(g.r)) return g.m == 0 || g.n == 0;
    if (is_rank(g.r)) return g.n == 0 || ((g.alpha == T(0) || g.k == 0) && g.beta == T(1));
    return g.m == 0 || g.n == 0 || (g.alpha == T(0) && g.beta == T(1));
}

// The operands of each family, as test_symm.cc, test_rank.cc and test_triangular.cc build them.
template <class T, class MakeBatch>
void symm_operands(Group<T>& g, Rng& rng, Fill fill, const MakeBatch& batch) {
    const int64_t ka = order(g);
    g.A0 = batch(ka, ka), g.B0 = batch(g.m, g.n), g.C0 = batch(g.m, g.n);
    g.A0.fill(rng, fill), g.B0.fill(rng, fill), g.C0.fill(rng, fill);
    if (g.r == Rt::Hemm)  // the reference sees a real diagonal; the libraries get NaN imaginary parts
        g.A0.each([](int64_t, int64_t r, int64_t c, T& x) {
            if (r == c) x = T(re(x));
        });
}

template <class T, class MakeBatch>
void rank_operands(Group<T>& g, Rng& rng, Fill fill, const MakeBatch& batch) {
    const bool nt = g.o.trans == BlasNoTrans;
    const int64_t ar = nt ? g.n : g.k, ac = nt ? g.k : g.n;
    g.A0 = batch(ar, ac);
    g.A0.fill(rng, fill);
    if (two(g.r)) {
        g.B0 = batch(ar, ac);
        g.B0.fill(rng, fill);
    }
    g.C0 = batch(g.n, g.n);
    g.C0.fill(rng, fill);
}

// A group of routine r: (m, n) for symm, hemm, trmm, trsm; (n, k) for the rank updates. count 0:
// 1 to 4 matrices. Every buffer has its own padding (0..3) and gap between matrices (0..2).
template <class T>
Group<T> make_group(Rt r, BLAS_Layout L, const Opts& o, int64_t m, int64_t n, int64_t k, Special sp,
                    Fill fill, uint64_t seed, int64_t count = 0) {
    Rng rng(seed);
    Group<T> g;
    g.r = r, g.o = o, g.m = is_rank(r) ? n : m, g.n = n, g.k = is_rank(r) ? k : 0;
    g.count = count > 0 ? count : 1 + rng.integer(0, 3);
    set_scalars(g, sp, rng, fill);
    const auto batch = [&](int64_t rows, int64_t cols) {
        const int64_t pad = rng.integer(0, 3), gap = rng.integer(0, 2);
        return Batch<T>(g.count, rows, cols, ld_for(L, rows, cols, pad), L, gap);
    };
    if (is_tr(r)) {
        g.A0 = batch(order(g), order(g)), g.C0 = batch(g.m, g.n);
        tr_operands(g, rng, fill);
    } else if (is_rank(r)) rank_operands(g, rng, fill, batch);
    else symm_operands(g, rng, fill, batch);
    if (!is_tr(r) && quick(g))  // -0.0 would become +0.0 if C were computed as 1*C + 0
        g.C0.each([&](int64_t, int64_t row, int64_t col, T& x) {
            if ((row + col) % 2 == 0) x = T(-0.0);
        });

    g.A = g.A0, g.B = g.B0, g.C = g.C0;
    const T nan = nan_value<T>();
    if (!is_rank(r))  // A's other triangle, a unit diagonal, hemm's diagonal imaginary parts
        g.A.each([&](int64_t, int64_t row, int64_t col, T& x) {
            if (row != col && (o.uplo == BlasUpper) != (row < col)) x = nan;
            if (row == col && is_tr(r) && o.diag == BlasUnit) x = nan;
            if constexpr (is_complex_v<T>)
                if (row == col && r == Rt::Hemm) x = T(re(x), std::numeric_limits<real_t<T>>::quiet_NaN());
        });
    if (is_rank(r))  // C's other triangle; herk's and her2k's diagonal imaginary parts
        g.C.each([&](int64_t, int64_t row, int64_t col, T& x) {
            if (!in_region(region_of(o.uplo), row, col)) x = nan;
            if constexpr (is_complex_v<T>)
                if (row == col && herm(r)) x = T(re(x), std::numeric_limits<real_t<T>>::quiet_NaN());
        });
    if (!reads_ab(sp)) {  // alpha = 0: A and B (trmm and trsm: their B, the output) are not read
        g.A.each([&](int64_t, int64_t, int64_t, T& x) { x = nan; });
        g.B.each([&](int64_t, int64_t, int64_t, T& x) { x = nan; });
        if (is_tr(r)) g.C.each([&](int64_t, int64_t, int64_t, T& x) { x = nan; });
    }
    if (!is_tr(r) && !reads_c(sp)) g.C.each([&](int64_t, int64_t, int64_t, T& x) { x = nan; });
    g.Cin = g.C, g.Ccpu = g.C;
    // The CPU library reads the imaginary parts of herk's and her2k's diagonal of C when beta is
    // not 0 (NaN there reaches its diagonal): it gets C0's finite values there, the GPU the NaN.
    if (is_rank(r) && herm(r) && reads_c(sp))
        for (int64_t i = 0; i < g.count; ++i)
            for (int64_t j = 0; j < g.n; ++j) g.Ccpu.at(i, j, j) = g.C0.at(i, j, j);

    const std::string scalars =
        is_tr(r) ? trace(" alpha=", str(g.alpha), g.alpha == T(0) ? " (NaN in A, B)" : "")
                 : trace(" alpha=", str(g.alpha), " beta=", str(g.beta), " [", special_name(sp), "]");
    g.trace = trace(rt_name(r), " ", type_name<T>(), " ", layout_name(L), opts_text(r, o),
                    is_rank(r) ? trace(" n=", n, " k=", k) : trace(" m=", m, " n=", n), " count=", g.count,
                    " lda=", g.A.ld, has_b(r) ? trace(" ldb=", g.B.ld) : "",
                    is_tr(r) ? " ldb=" : " ldc=", g.C.ld, scalars, " ", fill_name(fill), " seed=", seed);
    return g;
}

// The GPU's result against the CPU library's: A and B untouched; padding and gaps of C (and the
// rank updates' other triangle) untouched; herk's and her2k's diagonal real; values exact
// (small integers, trmm and trsm with alpha = 0) or within the error ratio (trsm: backward error).
template <class T>
bool check_group(Group<T>& g, bool exact) {
    SCOPED_TRACE(g.trace);
    bool ok = true;
    BT_CHECK(ok, untouched(g.A_after, g.A, "A"));
    if (has_b(g.r)) BT_CHECK(ok, untouched(g.B_after, g.B, "B"));
    if (quick(g)) {
        BT_CHECK(ok, untouched(g.C, g.Cin, is_tr(g.r) ? "B (m = 0 or n = 0)" : "C (quick return)"));
        return ok;
    }
    const Region reg = is_rank(g.r) ? region_of(g.o.uplo) : Region::Full;
    BT_CHECK(ok, untouched_except(g.C, g.Cin, is_rank(g.r) ? "C outside the uplo triangle" : "output padding",
                                  [&](int64_t, int64_t r, int64_t c) { return in_region(reg, r, c); }));
    for (int64_t i = 0; i < g.count; ++i) {
        if (is_rank(g.r) && herm(g.r))
            for (int64_t j = 0; j < g.n; ++j)
                if (!(im(g.C.at(i, j, j)) == 0)) {
                    ok = false;
                    ADD_FAILURE() << "matrix " << i << ": C(" << j << "," << j
                                  << ") = " << str(g.C.at(i, j, j))
                                  << ", its imaginary part must be exactly 0";
                    break;
                }
        if (exact || (is_tr(g.r) && g.alpha == T(0))) {
            BT_CHECK(ok, check_values(g.C, g.Ccpu, i, reg, nullptr, true));
        } else if (g.r == Rt::Trsm) {
            BT_CHECK(ok, backward_error(g, g.C, g.Ccpu, i));
        } else {
            const Dense<double> den = error_bound(g, i);
            BT_CHECK(ok, check_values(g.C, g.Ccpu, i, reg, &den, false));
        }
    }
    return ok;
}

// Many Batches' buffers in one device allocation, copied in one transfer each way (a call of
// hundreds of groups would otherwise spend its time allocating).
template <class T>
class DeviceBatches {
public:
    explicit DeviceBatches(const std::vector<const Batch<T>*>& xs) {
        for (const Batch<T>* x : xs) {
            off_.push_back(host_.size());
            host_.insert(host_.end(), x->buf.begin(), x->buf.end());
        }
        dev_ = std::make_unique<DeviceArray<T>>(host_.size());
        dev_->upload(host_.data(), host_.size());
    }
    // The device address of matrix i of batch j (x: that batch).
    T* ptr(size_t j, const Batch<T>& x, int64_t i) const {
        return dev_->get() + off_[j] + (x.ptr(i) - x.buf.data());
    }
    // Copies every buffer back; get() then gives batch j as the device holds it.
    void download() { dev_->download(host_.data(), host_.size()); }
    void get(size_t j, Batch<T>& into) const {
        std::copy_n(host_.begin() + std::ptrdiff_t(off_[j]), into.buf.size(), into.buf.begin());
    }

private:
    std::vector<size_t> off_;
    std::vector<T> host_;
    std::unique_ptr<DeviceArray<T>> dev_;
};

// One group-form call of the GPU library and one of the CPU library over the same groups (one
// routine); the GPU's outputs (and its A and B, to see that they are untouched) come back.
template <class T>
void call_both(BLAS_Layout L, std::vector<Group<T>>& groups, bblas_cuda_queue_t q) {
    const Rt r = groups[0].r;
    GroupCall<T> c;
    c.r = r, c.L = L, c.group_count = int64_t(groups.size());
    std::vector<const Batch<T>*> bufs;
    for (const Group<T>& g : groups) {
        c.side.push_back(g.o.side), c.uplo.push_back(g.o.uplo), c.trans.push_back(g.o.trans),
            c.diag.push_back(g.o.diag);
        c.m.push_back(g.m), c.n.push_back(g.n), c.k.push_back(g.k), c.sizes.push_back(g.count);
        c.lda.push_back(g.A.ld), c.ldb.push_back(g.B.ld), c.ldc.push_back(g.C.ld);
        c.alpha.push_back(g.alpha), c.beta.push_back(g.beta);
        c.ralpha.push_back(re(g.alpha)), c.rbeta.push_back(re(g.beta));
        bufs.insert(bufs.end(), {&g.A, &g.B, &g.C});
    }
    DeviceBatches<T> dev(bufs);
    std::vector<const T*> hA, hB, dA, dB;
    std::vector<T*> hC, dC;
    for (size_t i = 0; i < groups.size(); ++i) {
        Group<T>& g = groups[i];
        for (int64_t j = 0; j < g.count; ++j) {
            hA.push_back(g.A.ptr(j)), dA.push_back(dev.ptr(3 * i, g.A, j));
            if (has_b(r)) hB.push_back(g.B.ptr(j)), dB.push_back(dev.ptr(3 * i + 1, g.B, j));
            hC.push_back(g.Ccpu.ptr(j)), dC.push_back(dev.ptr(3 * i + 2, g.C, j));
        }
    }
    DeviceArray<const T*> pA(dA.size()), pB(dB.size());
    DeviceArray<T*> pC(dC.size());
    pA.upload(dA.data(), dA.size());
    pB.upload(dB.data(), dB.size());
    pC.upload(dC.data(), dC.size());

    std::vector<int64_t> info(1 + dC.size() + 1, 7777);
    info[0] = BblasErrorsReportAll;
    call_group(Target{true, q}, c, pA.get(), has_b(r) ? pB.get() : nullptr, pC.get(), info.data());
    sync(q);
    EXPECT_EQ(info[0], 0);
    for (size_t i = 1; i <= dC.size(); ++i) ASSERT_EQ(info[i], 0) << "info[" << i << "]";
    EXPECT_EQ(info.back(), 7777) << "info written past 1 + sum(group_sizes)";

    std::vector<int64_t> cpu_info(1 + hC.size(), 0);
    cpu_info[0] = BblasErrorsReportAll;
    call_group(kCpu, c, hA.data(), has_b(r) ? hB.data() : nullptr, hC.data(), cpu_info.data());
    ASSERT_EQ(cpu_info[0], 0) << "the CPU library's call failed";

    dev.download();
    for (size_t i = 0; i < groups.size(); ++i) {
        Group<T>& g = groups[i];
        g.A_after = g.A, g.B_after = g.B;
        dev.get(3 * i, g.A_after);
        dev.get(3 * i + 1, g.B_after);
        dev.get(3 * i + 2, g.C);
    }
}

// The strided call of group g on the given base pointers.
template <class T>
StridedCall<T> strided_of(const Group<T>& g, BLAS_Layout L, const T* A, const T* B, T* C) {
    return {g.r,    L,          g.o, g.m,    g.n,        g.k, g.alpha, g.beta,     A,
            g.A.ld, g.A.stride, B,   g.B.ld, g.B.stride, C,   g.C.ld,  g.C.stride, g.count};
}

// One group through the strided form, GPU and CPU.
template <class T>
void call_both_strided(BLAS_Layout L, Group<T>& g, bblas_cuda_queue_t q) {
    DeviceBatches<T> dev({&g.A, &g.B, &g.C});
    const bool b = has_b(g.r);
    // ReportAll: info[0] and one entry per matrix, and a guard after them
    std::vector<int64_t> info(1 + size_t(g.count) + 1, 7777);
    info[0] = BblasErrorsReportAll;
    call_strided(Target{true, q},
                 strided_of(g, L, dev.ptr(0, g.A, 0), b ? dev.ptr(1, g.B, 0) : nullptr, dev.ptr(2, g.C, 0)),
                 info.data());
    sync(q);
    EXPECT_EQ(info[0], 0) << g.trace;
    for (size_t i = 1; i <= size_t(g.count); ++i) ASSERT_EQ(info[i], 0) << "info[" << i << "] " << g.trace;
    EXPECT_EQ(info.back(), 7777) << "info written past 1 + batch_count";

    std::vector<int64_t> cpu_info(1 + size_t(g.count), 0);
    cpu_info[0] = BblasErrorsReportAll;
    call_strided(kCpu, strided_of(g, L, g.A.ptr(0), b ? g.B.ptr(0) : nullptr, g.Ccpu.ptr(0)),
                 cpu_info.data());
    ASSERT_EQ(cpu_info[0], 0) << "the CPU library's call failed: " << g.trace;

    dev.download();
    g.A_after = g.A, g.B_after = g.B;
    dev.get(0, g.A_after);
    dev.get(1, g.B_after);
    dev.get(2, g.C);
}

// Calls the groups the makers build, a chunk of up to 150 groups at a time: the group form in one
// call per chunk (several launches of each kernel), the strided form one call per group; then
// checks each group.
template <class T>
void run_groups(BLAS_Layout L, const std::vector<std::function<Group<T>()>>& makers, Fill fill,
                bool strided) {
    bblas::cuda::Queue q;
    run_chunked(
        makers,
        [&](std::vector<Group<T>>& groups) {
            if (!strided) return call_both(L, groups, q.get());
            for (size_t i = 0; i < groups.size() && !::testing::Test::HasFatalFailure(); ++i)
                call_both_strided(L, groups[i], q.get());
        },
        [&](Group<T>& g) { return check_group(g, fill == Fill::Int); }, 150);
}

// Every option combination x every pair of kGpuSizes as (m, n), or (n, k) for the rank updates
// (trmm and trsm: half the pairs, a checkerboard that moves with the options), the specials
// cycling; strided form: a third of those.
template <class T>
void sweep(Rt r, BLAS_Layout L, Fill fill, uint64_t seed, bool strided) {
    SCOPED_TRACE(trace(rt_name(r), ", ", strided ? "strided" : "group", " form, seed=", seed));
    const std::vector<Opts> opts = options<T>(r);
    std::vector<std::function<Group<T>()>> makers;
    int64_t idx = 0;
    for (int i = 0; i < kNumGpuSizes; ++i)  // the options vary fastest: every launch mixes them
        for (int j = 0; j < kNumGpuSizes; ++j)
            for (size_t o = 0; o < opts.size(); ++o) {
                if ((is_tr(r) && (i + j + int(o)) % 2) || (strided && (i + 2 * j + int(o)) % 3)) continue;
                const int64_t a = kGpuSizes[i], b = kGpuSizes[j];
                const Special sp = special_for(idx + int64_t(seed));
                const uint64_t gseed = seed * 1000003 + uint64_t(idx++);
                const Opts op = opts[o];
                makers.push_back(
                    [=] { return make_group<T>(r, L, op, a, is_rank(r) ? a : b, b, sp, fill, gseed); });
            }
    run_groups(L, makers, fill, strided);
}

// Every special value of alpha and beta (NaN wherever they make an operand unread) with every
// option combination, two shapes, both layouts and both forms.
template <class T>
void specials(Rt r, uint64_t seed) {
    constexpr Special kAll[] = {Special::Normal, Special::Beta0,       Special::Alpha0,     Special::Quick,
                                Special::Beta1,  Special::Alpha0Beta0, Special::Alpha1Beta0};
    constexpr int64_t kShapes[][3] = {{5, 3, 4}, {3, 17, 2}};  // m, n, k (rank updates: n and k)
    for (const BLAS_Layout L : kLayouts)
        for (const bool strided : {false, true}) {
            SCOPED_TRACE(trace(rt_name(r), ", ", strided ? "strided" : "group", " form, seed=", seed));
            std::vector<std::function<Group<T>()>> makers;
            uint64_t idx = 0;
            for (const Opts& o : options<T>(r))
                for (const Special sp : kAll)
                    for (const auto& s : kShapes) {
                        const uint64_t gseed = seed * 1000003 + idx++;
                        makers.push_back(
                            [=] { return make_group<T>(r, L, o, s[0], s[1], s[2], sp, Fill::Real, gseed); });
                    }
            run_groups(L, makers, Fill::Real, strided);
        }
}

class GpuTest : public ::testing::Test {
protected:
    void SetUp() override {
        if (!have_gpu()) GTEST_SKIP() << kNoGpu;
    }
};
template <class T>
class GpuSymm : public GpuTest {};
TYPED_TEST_SUITE(GpuSymm, AllTypes, TypeNames);
template <class T>
class GpuHemm : public GpuTest {};
TYPED_TEST_SUITE(GpuHemm, AllTypes, TypeNames);  // real types: hemm is symm
template <class T>
class GpuSyrk : public GpuTest {};
TYPED_TEST_SUITE(GpuSyrk, AllTypes, TypeNames);
template <class T>
class GpuHerk : public GpuTest {};
TYPED_TEST_SUITE(GpuHerk, ComplexTypes, TypeNames);
template <class T>
class GpuSyr2k : public GpuTest {};
TYPED_TEST_SUITE(GpuSyr2k, AllTypes, TypeNames);
template <class T>
class GpuHer2k : public GpuTest {};
TYPED_TEST_SUITE(GpuHer2k, ComplexTypes, TypeNames);
template <class T>
class GpuTrmm : public GpuTest {};
TYPED_TEST_SUITE(GpuTrmm, AllTypes, TypeNames);
template <class T>
class GpuTrsm : public GpuTest {};
TYPED_TEST_SUITE(GpuTrsm, AllTypes, TypeNames);

// The tests of one routine: the group form in both layouts with random values and with small
// integers (bit for bit), the strided form, and every special value.
#define BT_GPU_LEVEL3_TESTS(Suite, R, s)                                                                     \
    TYPED_TEST(Suite, GroupColMajorRandom) { sweep<TypeParam>(R, BlasColMajor, Fill::Real, s + 1, false); }  \
    TYPED_TEST(Suite, GroupRowMajorRandom) { sweep<TypeParam>(R, BlasRowMajor, Fill::Real, s + 2, false); }  \
    TYPED_TEST(Suite, GroupColMajorExactIntegers) {                                                          \
        sweep<TypeParam>(R, BlasColMajor, Fill::Int, s + 3, false);                                          \
    }                                                                                                        \
    TYPED_TEST(Suite, GroupRowMajorExactIntegers) {                                                          \
        sweep<TypeParam>(R, BlasRowMajor, Fill::Int, s + 4, false);                                          \
    }                                                                                                        \
    TYPED_TEST(Suite, StridedColMajorRandom) { sweep<TypeParam>(R, BlasColMajor, Fill::Real, s + 5, true); } \
    TYPED_TEST(Suite, StridedRowMajorExactIntegers) {                                                        \
        sweep<TypeParam>(R, BlasRowMajor, Fill::Int, s + 6, true);                                           \
    }                                                                                                        \
    TYPED_TEST(Suite, SpecialValuesBothFormsAndLayouts) { specials<TypeParam>(R, s + 7); }

BT_GPU_LEVEL3_TESTS(GpuSymm, Rt::Symm, 100)
BT_GPU_LEVEL3_TESTS(GpuHemm, Rt::Hemm, 110)
BT_GPU_LEVEL3_TESTS(GpuSyrk, Rt::Syrk, 120)
BT_GPU_LEVEL3_TESTS(GpuHerk, Rt::Herk, 130)
BT_GPU_LEVEL3_TESTS(GpuSyr2k, Rt::Syr2k, 140)
BT_GPU_LEVEL3_TESTS(GpuHer2k, Rt::Her2k, 150)
BT_GPU_LEVEL3_TESTS(GpuTrmm, Rt::Trmm, 160)
BT_GPU_LEVEL3_TESTS(GpuTrsm, Rt::Trsm, 170)

// More matrices than one grid dimension of 65,535 blocks would take: 70,000 2 x 2 problems of
// syrk and trsm (small integers, checked bit for bit) through each form.
template <class T>
class GpuLevel3Large : public GpuTest {};
TYPED_TEST_SUITE(GpuLevel3Large, AllTypes, TypeNames);

TYPED_TEST(GpuLevel3Large, BatchBeyond65535) {
    using T = TypeParam;
    bblas::cuda::Queue q;
    const Opts syrk_opts{BlasLeft, BlasLower, BlasTrans, BlasNoTrans, BlasNonUnit};
    const Opts trsm_opts{BlasRight, BlasUpper, is_complex_v<T> ? BlasConjTrans : BlasTrans, BlasNoTrans,
                         BlasNonUnit};
    for (const Rt r : {Rt::Syrk, Rt::Trsm})
        for (const bool strided : {true, false}) {
            SCOPED_TRACE(trace(rt_name(r), strided ? ", strided form" : ", group form"));
            std::vector<Group<T>> groups;
            groups.push_back(make_group<T>(r, BlasColMajor, r == Rt::Syrk ? syrk_opts : trsm_opts, 2, 2, 2,
                                           Special::Normal, Fill::Int, 41 + strided, 70000));
            if (strided) call_both_strided(BlasColMajor, groups[0], q.get());
            else call_both(BlasColMajor, groups, q.get());
            if (this->HasFatalFailure()) return;
            check_group(groups[0], true);
        }
}

// ----------------------------------------------------------------------------------------------
// Argument checks and info (no GPU needed): the GPU library's info equals the CPU library's for
// the same invalid call, in every mode. Groups 0 and 2 are empty (m = 0, or n = 0 for the rank
// updates: valid, nothing to compute), so that no call launches anything; each case makes group
// 1 invalid. The pointer arrays are host arrays: the GPU's checks never read inside them, and
// nothing is launched.

constexpr int64_t kSentinel = 7777;

// Group 1's sizes: m = 3, n = 4 (symm, hemm, trmm, trsm); n = 3, k = 4 (rank updates).
constexpr int64_t kArgM = 3, kArgN = 4, kArgK = 4;
int64_t arg_n(Rt r) { return is_rank(r) ? kArgM : kArgN; }

// The stored shapes of A, B and C (trmm and trsm: B's) for the options and sizes of a group.
struct Shapes {
    std::pair<int64_t, int64_t> A, B, C;
};
Shapes shapes(Rt r, const Opts& o, int64_t m, int64_t n, int64_t k) {
    if (is_rank(r)) {
        const bool nt = o.trans == BlasNoTrans;
        const std::pair<int64_t, int64_t> a{nt ? n : k, nt ? k : n};
        return {a, a, {n, n}};
    }
    const int64_t ka = o.side == BlasLeft ? m : n;
    return {{ka, ka}, {m, n}, {m, n}};
}
int64_t short_ld(BLAS_Layout L, std::pair<int64_t, int64_t> s) { return ld_for(L, s.first, s.second, 0) - 1; }

template <class T>
struct ArgCall {
    GroupCall<T> c;
    Shapes s;
    Batch<T> A, B, C;  // 7 matrices of group 1's shapes (C: trmm and trsm's B)
    std::vector<const T*> pA, pB;
    std::vector<T*> pC;
    bool null_A = false, null_B = false, null_C = false, null_queue = false;

    ArgCall(Rt r, BLAS_Layout L) {
        const Opts o{};
        s = shapes(r, o, kArgM, arg_n(r), kArgK);
        c.r = r, c.L = L, c.group_count = 3, c.sizes = {2, 3, 2};
        c.side.assign(3, o.side), c.uplo.assign(3, o.uplo), c.trans.assign(3, o.trans),
            c.diag.assign(3, o.diag);
        if (is_rank(r)) c.m = {0, 0, 0}, c.n = {0, arg_n(r), 0}, c.k = {kArgK, kArgK, kArgK};
        else c.m = {0, kArgM, 0}, c.n = {kArgN, kArgN, kArgN}, c.k = {0, 0, 0};
        c.alpha.assign(3, T(2)), c.beta.assign(3, T(-1)), c.ralpha.assign(3, 2), c.rbeta.assign(3, -1);
        c.lda.assign(3, ld_for(L, s.A.first, s.A.second, 0));
        c.ldb.assign(3, ld_for(L, s.B.first, s.B.second, 0));
        c.ldc.assign(3, ld_for(L, s.C.first, s.C.second, 0));
        A = Batch<T>(7, s.A.first, s.A.second, c.lda[0], L),
        B = Batch<T>(7, s.B.first, s.B.second, c.ldb[0], L),
        C = Batch<T>(7, s.C.first, s.C.second, c.ldc[0], L);
        Rng rng(71);
        A.fill(rng, Fill::Int), B.fill(rng, Fill::Int), C.fill(rng, Fill::Int);
        pA = A.const_pointers(), pB = B.const_pointers(), pC = C.pointers();
    }
};

template <class T>
std::vector<int64_t> run_call(ArgCall<T>& a, bool on_gpu, int64_t mode, bool null_info) {
    const size_t entries = mode == BblasErrorsReportAll ? 7 : mode == BblasErrorsReportGroup ? 3 : 0;
    std::vector<int64_t> info(1 + entries + 1, kSentinel);
    info[0] = mode;
    int64_t* const pinfo = null_info ? nullptr : info.data();
    const T* const* A = a.null_A ? nullptr : a.pA.data();
    const T* const* B = a.null_B || !has_b(a.c.r) ? nullptr : a.pB.data();
    T* const* C = a.null_C ? nullptr : a.pC.data();
    if (on_gpu) {
        const bblas::cuda::Queue q = bblas::cuda::Queue::around(nullptr);
        call_group(Target{true, a.null_queue ? nullptr : q.get()}, a.c, A, B, C, pinfo);
    } else {
        call_group(kCpu, a.c, A, B, C, pinfo);
    }
    return info;
}

template <class T>
using Mutation = std::pair<std::string, std::function<void(ArgCall<T>&)>>;

// Routine r's invalid arguments in the group form (group 1, or the whole call), one at a time.
template <class T>
std::vector<Mutation<T>> group_mutations(Rt r) {
    const bool tr = is_tr(r), rank = is_rank(r), symm = !tr && !rank;
    const std::string nb = tr ? "B" : "C";  // the output's name
    std::vector<Mutation<T>> v;
    auto add = [&](std::string name, std::function<void(ArgCall<T>&)> f) {
        v.push_back({std::move(name), std::move(f)});
    };
    add("layout", [](ArgCall<T>& a) { a.c.L = BLAS_Layout(0); });
    if (!rank) add("side", [](ArgCall<T>& a) { a.c.side[1] = BLAS_Side(0); });
    add("uplo", [](ArgCall<T>& a) { a.c.uplo[1] = BLAS_Uplo(131); });
    if (!symm) add("trans", [](ArgCall<T>& a) { a.c.trans[1] = BLAS_Trans(0); });
    if (rank && is_complex_v<T>)  // complex syrk, syr2k: no ConjTrans; herk, her2k: no Trans
        add(herm(r) ? "trans=Trans" : "trans=ConjTrans",
            [r](ArgCall<T>& a) { a.c.trans[1] = herm(r) ? BlasTrans : BlasConjTrans; });
    if (tr) add("diag", [](ArgCall<T>& a) { a.c.diag[1] = BLAS_Diag(121); });
    if (!rank) add("m", [](ArgCall<T>& a) { a.c.m[1] = -1; });
    add("n", [](ArgCall<T>& a) { a.c.n[1] = -2; });
    if (rank) add("k", [](ArgCall<T>& a) { a.c.k[1] = -1; });
    add("A", [](ArgCall<T>& a) { a.null_A = true; });
    add("A_ld", [](ArgCall<T>& a) { a.c.lda[1] = short_ld(a.c.L, a.s.A); });
    if (has_b(r)) {
        add("B", [](ArgCall<T>& a) { a.null_B = true; });
        add("B_ld", [](ArgCall<T>& a) { a.c.ldb[1] = short_ld(a.c.L, a.s.B); });
    }
    add(nb, [](ArgCall<T>& a) { a.null_C = true; });
    add(nb + "_ld", [](ArgCall<T>& a) { a.c.ldc[1] = short_ld(a.c.L, a.s.C); });
    // null per-group arrays
    std::vector<std::string> arrays = {"uplo", "n", "alpha", "A_ld", nb + "_ld"};
    if (!rank) arrays.insert(arrays.end(), {"side", "m"});
    if (!symm) arrays.push_back(tr ? "transA" : "trans");
    if (tr) arrays.push_back("diag");
    if (rank) arrays.push_back("k");
    if (has_b(r)) arrays.push_back("B_ld");
    if (!tr) arrays.push_back("beta");
    for (const std::string& name : arrays)
        add("null " + name + " array", [name](ArgCall<T>& a) { a.c.null.insert(name); });
    add("group_count", [](ArgCall<T>& a) { a.c.group_count = -1; });
    add("group_sizes (null)", [](ArgCall<T>& a) { a.c.null.insert("group_sizes"); });
    add("group_sizes (negative)", [](ArgCall<T>& a) { a.c.sizes[1] = -1; });
    return v;
}

template <class T>
class GpuLevel3Args : public ::testing::Test {};
TYPED_TEST_SUITE(GpuLevel3Args, AllTypes, TypeNames);

// Every invalid argument of every routine alone and in every pair (the first in argument order
// wins), both layouts, every mode and a null info: the GPU's info is the CPU's, entry for entry.
TYPED_TEST(GpuLevel3Args, GroupFormInfoAsTheCpuLibrary) {
    using T = TypeParam;
    for (const Rt r : routines<T>(false)) {
        const auto muts = group_mutations<T>(r);
        for (const BLAS_Layout L : kLayouts)
            for_each_pair(muts, trace(rt_name(r), " ", type_name<T>(), " ", layout_name(L)),
                          [&](const auto& first, const auto& second) {
                              ArgCall<T> c(r, L);
                              first(c);
                              second(c);
                              expect_info_as_cpu([&](bool gpu, int64_t mode, bool null) {
                                  return run_call(c, gpu, mode, null);
                              });
                          });
    }
}

// A null queue (the argument after info) in every mode: info as for an invalid group_count, at
// the queue's position, nothing else written; an invalid group_count or group_sizes is reported
// first, an invalid argument of a group after the queue.
TYPED_TEST(GpuLevel3Args, GroupFormNullQueue) {
    using T = TypeParam;
    for (const Rt r : routines<T>(false))
        for (const BLAS_Layout L : kLayouts) {
            const CountPos p = count_pos(r);
            const int queue = p.info + 1;
            SCOPED_TRACE(trace(rt_name(r), " ", type_name<T>(), " ", layout_name(L), ", queue at ", queue));
            for (const int64_t mode : kModes) {
                SCOPED_TRACE(trace("info[0] = ", mode));
                ArgCall<T> c(r, L);
                c.null_queue = true;
                ArgCall<T> bad_count(r, L);
                bad_count.c.group_count = -1;
                std::vector<int64_t> expect = run_call(bad_count, false, mode, false);
                if (expect[0] == -p.group_count) expect[0] = -queue;
                EXPECT_EQ(run_call(c, true, mode, false), expect);
                c.c.uplo[1] = BLAS_Uplo(0);  // a group's argument comes after the queue's check
                EXPECT_EQ(run_call(c, true, mode, false), expect);
                c.c.group_count = -1;
                EXPECT_EQ(run_call(c, true, mode, false), run_call(bad_count, false, mode, false));
                c.c.group_count = 3, c.c.sizes[2] = -4;
                ArgCall<T> bad_size(r, L);
                bad_size.c.sizes[2] = -4;
                EXPECT_EQ(run_call(c, true, mode, false), run_call(bad_size, false, mode, false));
            }
            ArgCall<T> c(r, L);
            c.null_queue = true;
            EXPECT_EQ(run_call(c, true, BblasErrorsReportAll, false)[0], -queue);
            EXPECT_EQ(run_call(c, true, BblasErrorsReportAll, true),
                      run_call(c, false, BblasErrorsReportAll, true));
        }
}

// Valid calls with nothing to compute (m or n = 0, alpha = 0 with beta = 1, k = 0 with beta = 1,
// no groups) touch no device: info 0 as on the CPU, the output untouched.
TYPED_TEST(GpuLevel3Args, GroupFormNothingToComputeNeedsNoDevice) {
    using T = TypeParam;
    for (const Rt r : routines<T>(false))
        for (const BLAS_Layout L : kLayouts) {
            std::vector<Mutation<T>> cases = {{"n = 0", [](ArgCall<T>& a) { a.c.n[1] = 0; }},
                                              {"no groups", [](ArgCall<T>& a) { a.c.group_count = 0; }}};
            if (!is_tr(r))
                cases.push_back({"alpha = 0, beta = 1", [](ArgCall<T>& a) {
                                     a.c.alpha[1] = T(0), a.c.ralpha[1] = 0, a.c.beta[1] = T(1),
                                     a.c.rbeta[1] = 1;
                                 }});
            if (is_rank(r))
                cases.push_back({"k = 0, beta = 1",
                                 [](ArgCall<T>& a) { a.c.k[1] = 0, a.c.beta[1] = T(1), a.c.rbeta[1] = 1; }});
            else cases.push_back({"m = 0", [](ArgCall<T>& a) { a.c.m[1] = 0; }});
            for (const auto& [name, f] : cases) {
                SCOPED_TRACE(trace(rt_name(r), " ", type_name<T>(), " ", layout_name(L), ": ", name));
                ArgCall<T> c(r, L);
                f(c);
                const Batch<T> before = c.C;
                for (const int64_t mode : kModes) {
                    const std::vector<int64_t> gpu = run_call(c, true, mode, false);
                    EXPECT_EQ(gpu[0], 0) << "info[0] = " << mode;
                    EXPECT_EQ(gpu, run_call(c, false, mode, false)) << "info[0] = " << mode;
                }
                EXPECT_TRUE(untouched(c.C, before, "output"));
            }
        }
}

// The strided form: one group of 3 problems of group 1's shapes.
template <class T>
struct StridedArgCall {
    StridedCall<T> c;
    Shapes s;
    Batch<T> A, B, C;
    bool null_queue = false;

    StridedArgCall(Rt r, BLAS_Layout L) {
        c.r = r, c.L = L, c.o = Opts{};
        c.m = kArgM, c.n = arg_n(r), c.k = is_rank(r) ? kArgK : 0, c.count = 3;
        c.alpha = T(2), c.beta = T(-1);
        s = shapes(r, c.o, c.m, c.n, kArgK);
        A = Batch<T>(3, s.A.first, s.A.second, ld_for(L, s.A.first, s.A.second, 0), L);
        B = Batch<T>(3, s.B.first, s.B.second, ld_for(L, s.B.first, s.B.second, 0), L);
        C = Batch<T>(3, s.C.first, s.C.second, ld_for(L, s.C.first, s.C.second, 0), L);
        Rng rng(72);
        A.fill(rng, Fill::Int), B.fill(rng, Fill::Int), C.fill(rng, Fill::Int);
        c.A = A.ptr(0), c.lda = A.ld, c.sa = A.stride;
        c.B = has_b(r) ? B.ptr(0) : nullptr, c.ldb = B.ld, c.sb = B.stride;
        c.C = C.ptr(0), c.ldc = C.ld, c.sc = C.stride;
    }
};

template <class T>
std::vector<int64_t> run_strided(StridedArgCall<T>& a, bool on_gpu, int64_t mode, bool null_info,
                                 size_t count = 3) {
    const size_t entries = mode == BblasErrorsReportAll ? count : mode == BblasErrorsReportGroup ? 1 : 0;
    std::vector<int64_t> info(1 + entries + 1, kSentinel);
    info[0] = mode;
    int64_t* const pinfo = null_info ? nullptr : info.data();
    if (on_gpu) {
        const bblas::cuda::Queue q = bblas::cuda::Queue::around(nullptr);
        call_strided(Target{true, a.null_queue ? nullptr : q.get()}, a.c, pinfo);
    } else {
        call_strided(kCpu, a.c, pinfo);
    }
    return info;
}

template <class T>
using StridedMutation = std::pair<std::string, std::function<void(StridedArgCall<T>&)>>;

template <class T>
std::vector<StridedMutation<T>> strided_mutations(Rt r) {
    using A = StridedArgCall<T>;
    const bool tr = is_tr(r), rank = is_rank(r), symm = !tr && !rank;
    const std::string nb = tr ? "B" : "C";
    std::vector<StridedMutation<T>> v;
    auto add = [&](std::string name, std::function<void(A&)> f) {
        v.push_back({std::move(name), std::move(f)});
    };
    add("layout", [](A& a) { a.c.L = BLAS_Layout(7); });
    if (!rank) add("side", [](A& a) { a.c.o.side = BLAS_Side(0); });
    add("uplo", [](A& a) { a.c.o.uplo = BLAS_Uplo(0); });
    if (!symm) add("trans", [](A& a) { a.c.o.trans = BLAS_Trans(0); });
    if (rank && is_complex_v<T>)
        add(herm(r) ? "trans=Trans" : "trans=ConjTrans",
            [r](A& a) { a.c.o.trans = herm(r) ? BlasTrans : BlasConjTrans; });
    if (tr) add("diag", [](A& a) { a.c.o.diag = BLAS_Diag(0); });
    if (!rank) add("m", [](A& a) { a.c.m = -1; });
    add("n", [](A& a) { a.c.n = -1; });
    if (rank) add("k", [](A& a) { a.c.k = -3; });
    add("A", [](A& a) { a.c.A = nullptr; });
    add("A_ld", [](A& a) { a.c.lda = short_ld(a.c.L, a.s.A); });
    if (has_b(r)) {
        add("B", [](A& a) { a.c.B = nullptr; });
        add("B_ld", [](A& a) { a.c.ldb = short_ld(a.c.L, a.s.B); });
    }
    add(nb, [](A& a) { a.c.C = nullptr; });
    add(nb + "_ld", [](A& a) { a.c.ldc = short_ld(a.c.L, a.s.C); });
    add(nb + "_stride",
        [](A& a) { a.c.sc = a.c.ldc * (a.c.L == BlasColMajor ? a.s.C.second : a.s.C.first) - 1; });
    add("batch_count", [](A& a) { a.c.count = -1; });
    return v;
}

TYPED_TEST(GpuLevel3Args, StridedFormInfoAsTheCpuLibrary) {
    using T = TypeParam;
    for (const Rt r : routines<T>(false)) {
        const auto muts = strided_mutations<T>(r);
        for (const BLAS_Layout L : kLayouts)
            for_each_pair(muts, trace(rt_name(r), " strided ", type_name<T>(), " ", layout_name(L)),
                          [&](const auto& first, const auto& second) {
                              StridedArgCall<T> c(r, L);
                              first(c);
                              second(c);
                              expect_info_as_cpu([&](bool gpu, int64_t mode, bool null) {
                                  return run_strided(c, gpu, mode, null);
                              });
                          });
    }
}

// The strided form's null queue: as an invalid batch_count, at the queue's position; an invalid
// batch_count is reported first; valid calls with nothing to compute touch no device.
TYPED_TEST(GpuLevel3Args, StridedFormNullQueueAndNothingToCompute) {
    using T = TypeParam;
    for (const Rt r : routines<T>(false))
        for (const BLAS_Layout L : kLayouts) {
            const CountPos p = count_pos(r);
            const int queue = p.strided_info + 1;
            SCOPED_TRACE(
                trace(rt_name(r), " strided ", type_name<T>(), " ", layout_name(L), ", queue at ", queue));
            for (const int64_t mode : kModes) {
                SCOPED_TRACE(trace("info[0] = ", mode));
                StridedArgCall<T> c(r, L), bad_count(r, L);
                c.null_queue = true;
                bad_count.c.count = -1;
                std::vector<int64_t> expect = run_strided(bad_count, false, mode, false, 3);
                if (expect[0] == -p.batch_count) expect[0] = -queue;
                EXPECT_EQ(run_strided(c, true, mode, false), expect);
                c.c.o.uplo = BLAS_Uplo(0);
                EXPECT_EQ(run_strided(c, true, mode, false), expect);
                c.c.count = -1;
                EXPECT_EQ(run_strided(c, true, mode, false), run_strided(bad_count, false, mode, false));
            }
            StridedArgCall<T> c(r, L);
            c.null_queue = true;
            EXPECT_EQ(run_strided(c, true, BblasErrorsReportAll, false)[0], -queue);

            std::vector<StridedMutation<T>> cases = {
                {"n = 0", [](StridedArgCall<T>& a) { a.c.n = 0; }},
                {"batch_count = 0", [](StridedArgCall<T>& a) { a.c.count = 0; }}};
            if (!is_tr(r))
                cases.push_back(
                    {"alpha = 0, beta = 1", [](StridedArgCall<T>& a) { a.c.alpha = T(0), a.c.beta = T(1); }});
            if (is_rank(r))
                cases.push_back(
                    {"k = 0, beta = 1", [](StridedArgCall<T>& a) { a.c.k = 0, a.c.beta = T(1); }});
            else cases.push_back({"m = 0", [](StridedArgCall<T>& a) { a.c.m = 0; }});
            for (const auto& [name, f] : cases) {
                SCOPED_TRACE(name);
                StridedArgCall<T> v(r, L);
                f(v);
                const Batch<T> before = v.C;
                for (const int64_t mode : kModes) {
                    const std::vector<int64_t> gpu = run_strided(v, true, mode, false);
                    EXPECT_EQ(gpu[0], 0) << "info[0] = " << mode;
                    EXPECT_EQ(gpu, run_strided(v, false, mode, false)) << "info[0] = " << mode;
                }
                EXPECT_TRUE(untouched(v.C, before, "output"));
            }
        }
}

}  // namespace
