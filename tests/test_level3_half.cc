// Half precision in the Level-3 routines: BLAS_{gemm,symm,syrk,syr2k,trmm,trsm}_batched_r16, their
// strided forms, the flat interface's bblas_h*_batch and the C++ API's _Float16 overloads
// (docs/half.md).
//
// An r16 routine computes what the r32 routine computes on the same values widened to single
// precision, then rounds each output element to half once. So the reference here is the r32
// routine itself, called on float copies of the same buffers (NaN padding, gaps and guards
// included, same leading dimensions and strides): every element the routine writes must be,
// bit for bit, the r32 result rounded to half (the r32 results are held to STYLE.md's bounds by
// their own suites; test_gemm_half.cc checks the half bound of docs/half.md against a double
// reference directly). Everything the routine does not write (the other triangle of C for syrk
// and syr2k, padding, gaps, guards) and every input must come back bit-identical. The options,
// layouts, specials (alpha = 0 with NaN in A and B, beta = 0 with NaN in C, quick returns) and
// sizes (empty groups, interleaved blocks full and partial, column kernels) are those of the
// other suites; info must equal r32's, entry for entry.
//
// Bit for bit needs both routines to take the same kernels. They do but for one choice: r16 gemm
// with A as stored runs the column kernels at every order they take (kernels/half_pack.hh), where
// r32 may hand the same problem to OpenBLAS, whose sums may be ordered otherwise. So this suite
// runs with OpenBLAS off (BBLAS_NO_VENDOR, set before the library's first call); the staging of
// r16 into OpenBLAS is the same code as into bblas's kernels, and test_gemm_half.cc checks r16
// gemm with OpenBLAS on against the half bound.
#include <cstdlib>

#include <bblas_flat.h>

#include "half_batch.hh"

#if defined(__FLT16_MAX__)

namespace {
using namespace bt;

// (read once, at the library's first call)
const bool kVendorOff = setenv("BBLAS_NO_VENDOR", "1", 1) == 0;

// A half batch as floats, element for element (NaN stays NaN).
std::vector<float> widened(const HBatch& h) {
    std::vector<float> f(h.buf.size());
    for (size_t i = 0; i < f.size(); ++i) f[i] = float(h.buf[i]);
    return f;
}

enum class Routine { Gemm, Symm, Syrk, Syr2k, Trmm, Trsm };
const char* routine_name(Routine r) {
    switch (r) {
        case Routine::Gemm:
            return "gemm";
        case Routine::Symm:
            return "symm";
        case Routine::Syrk:
            return "syrk";
        case Routine::Syr2k:
            return "syr2k";
        case Routine::Trmm:
            return "trmm";
        case Routine::Trsm:
            return "trsm";
    }
    return "?";
}
bool triangular(Routine r) { return r == Routine::Trmm || r == Routine::Trsm; }
bool rank_update(Routine r) { return r == Routine::Syrk || r == Routine::Syr2k; }

// One group of one routine: options, sizes, scalars, and its operands in half. X is A, Y is B
// (symm, syr2k, trmm and trsm's B), Z is the output (C; trmm and trsm write B, held in Y).
struct Case {
    Routine r;
    BLAS_Layout L;
    BLAS_Side side = BlasLeft;
    BLAS_Uplo uplo = BlasLower;
    BLAS_Trans trans = BlasNoTrans;   // gemm's, trmm's and trsm's transA; syrk's and syr2k's trans
    BLAS_Trans transB = BlasNoTrans;  // gemm's
    BLAS_Diag diag = BlasNonUnit;
    int64_t m = 0, n = 0, k = 0, size = 0;
    float alpha = 1, beta = 0;
    HBatch A, B, C;
    std::string what;

    // the output's rows and columns as stored, and the written part in logical coordinates
    HBatch& out() { return triangular(r) ? B : C; }
    bool written(int64_t row, int64_t col) const {
        if (!rank_update(r)) return true;
        return uplo == BlasUpper ? row <= col : row >= col;
    }
};

constexpr int64_t kDims[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 14, 16, 17, 33};

// A random case of routine r; special s: alpha = 0 leaves NaN in what it does not read, beta = 0
// NaN in C. The unreferenced triangle of A (and a unit diagonal) is NaN: never read.
Case make_case(Routine r, BLAS_Layout L, Special s, Fill f, Rng& rng, int64_t pad, int64_t gap) {
    Case c{r,
           L,
           kSides[rng.integer(0, 1)],
           kUplos[rng.integer(0, 1)],
           kOps[rng.integer(0, 2)],
           kOps[rng.integer(0, 2)],
           kDiags[rng.integer(0, 1)],
           0,
           0,
           0,
           0,
           1,
           0,
           HBatch(0, 0, 0, 1, L, 0),
           HBatch(0, 0, 0, 1, L, 0),
           HBatch(0, 0, 0, 1, L, 0),
           {}};
    const auto dim = [&] { return kDims[rng.integer(0, int64_t(std::size(kDims)) - 1)]; };
    c.m = dim(), c.n = dim(), c.k = dim();
    if (r == Routine::Symm) c.trans = BlasNoTrans;  // symm has none
    static constexpr int64_t sizes[] = {0, 1, 2, 3, 5, 8, 16, 17, 33};
    c.size = sizes[rng.integer(0, int64_t(std::size(sizes)) - 1)];
    c.alpha = alpha_for<float>(s, rng, f);
    c.beta = beta_for<float>(s, rng, f);
    const bool nt = c.trans == BlasNoTrans;
    const int64_t order = c.side == BlasLeft ? c.m : c.n;
    auto batch = [&](int64_t rows, int64_t cols) {
        return HBatch(c.size, rows, cols, ld_for(L, rows, cols, pad), L, gap);
    };
    switch (r) {
        case Routine::Gemm: {
            const bool ta = c.trans != BlasNoTrans, tb = c.transB != BlasNoTrans;
            c.A = batch(ta ? c.k : c.m, ta ? c.m : c.k), c.B = batch(tb ? c.n : c.k, tb ? c.k : c.n);
            c.C = batch(c.m, c.n);
            break;
        }
        case Routine::Symm:
            c.A = batch(order, order), c.B = batch(c.m, c.n), c.C = batch(c.m, c.n);
            break;
        case Routine::Syrk:
        case Routine::Syr2k:
            c.m = c.n;
            c.A = batch(nt ? c.n : c.k, nt ? c.k : c.n), c.C = batch(c.n, c.n);
            if (r == Routine::Syr2k) c.B = batch(nt ? c.n : c.k, nt ? c.k : c.n);
            break;
        case Routine::Trmm:
        case Routine::Trsm:
            c.A = batch(order, order), c.B = batch(c.m, c.n);
            break;
    }
    if (reads_ab(s)) {
        c.A.fill(rng, f);
        c.B.fill(rng, f);
        if (r == Routine::Symm || triangular(r)) {  // the triangle that is not read: NaN
            const bool upper = c.uplo == BlasUpper;
            for (int64_t i = 0; i < c.size; ++i)
                for (int64_t col = 0; col < order; ++col)
                    for (int64_t row = 0; row < order; ++row) {
                        if (upper ? row > col : row < col) c.A.at(i, row, col) = half_nan();
                        if (triangular(r) && row == col) {
                            // a diagonal far from zero keeps trsm's solution in range; unit: not read
                            const float d = float(c.A.get(i, row, col));
                            c.A.at(i, row, col) =
                                c.diag == BlasUnit ? half_nan() : half((d < 0 ? -2.0f : 2.0f) + d);
                        }
                    }
        }
    }
    if (triangular(r)) {
        if (!reads_ab(s)) c.B = batch(c.m, c.n);  // alpha = 0: B = 0 without reading it (NaN)
    } else if (reads_c(s)) {
        c.C.fill(rng, f);
    }
    c.what = trace(routine_name(r), " ", layout_name(L), " side=", side_name(c.side),
                   " uplo=", c.uplo == BlasUpper ? "U" : "L", " trans=", op_name(c.trans),
                   " transB=", op_name(c.transB), " diag=", c.diag == BlasUnit ? "U" : "N", " m=", c.m,
                   " n=", c.n, " k=", c.k, " size=", c.size, " ", special_name(s), " alpha=", c.alpha,
                   " beta=", c.beta, " pad=", pad, " gap=", gap);
    return c;
}

// The float copies of a case's buffers (same layout as the half ones).
struct Floats {
    std::vector<float> A, B, C;
    explicit Floats(const Case& c) : A(widened(c.A)), B(widened(c.B)), C(widened(c.C)) {}
    float* at(std::vector<float>& v, const HBatch& h, int64_t i) {
        return v.data() + (h.ptr(i) - h.buf.data());
    }
};

// One call of the group API, r16 or r32, over the cases (one group each); returns info.
std::vector<int64_t> call_group(Routine r, BLAS_Layout L, std::vector<Case>& cs, std::vector<Floats>* fl,
                                int64_t mode) {
    const size_t G = cs.size();
    std::vector<BLAS_Side> side(G);
    std::vector<BLAS_Uplo> uplo(G);
    std::vector<BLAS_Trans> trans(G), transB(G);
    std::vector<BLAS_Diag> diag(G);
    std::vector<int64_t> m(G), n(G), k(G), lda(G), ldb(G), ldc(G), sizes(G);
    std::vector<float> alpha(G), beta(G);
    std::vector<const half*> hA, hB;
    std::vector<half*> hB_out, hC;
    std::vector<const float*> fA, fB;
    std::vector<float*> fB_out, fC;
    int64_t total = 0;
    for (size_t g = 0; g < G; ++g) {
        Case& c = cs[g];
        side[g] = c.side, uplo[g] = c.uplo, trans[g] = c.trans, transB[g] = c.transB, diag[g] = c.diag;
        m[g] = c.m, n[g] = c.n, k[g] = c.k, sizes[g] = c.size, alpha[g] = c.alpha, beta[g] = c.beta;
        lda[g] = c.A.ld, ldb[g] = c.B.ld, ldc[g] = c.C.ld;
        total += c.size;
        for (int64_t i = 0; i < c.size; ++i) {
            hA.push_back(c.A.ptr(i)), hB.push_back(c.B.ptr(i)), hB_out.push_back(c.B.ptr(i)),
                hC.push_back(c.C.ptr(i));
            if (fl) {
                Floats& f = (*fl)[g];
                fA.push_back(f.at(f.A, c.A, i)), fB.push_back(f.at(f.B, c.B, i)),
                    fB_out.push_back(f.at(f.B, c.B, i)), fC.push_back(f.at(f.C, c.C, i));
            }
        }
    }
    // info[0], an entry per matrix (report all) or per group (report by group), a guard
    std::vector<int64_t> info(size_t(1 + std::max<int64_t>(total, int64_t(G)) + 1), 7777);
    info[0] = mode;
    const int64_t gc = int64_t(G);
    switch (r) {
        case Routine::Gemm:
            if (fl)
                BLAS_gemm_batched_r32(L, trans.data(), transB.data(), m.data(), n.data(), k.data(),
                                      alpha.data(), fA.data(), lda.data(), fB.data(), ldb.data(), beta.data(),
                                      fC.data(), ldc.data(), gc, sizes.data(), info.data());
            else
                BLAS_gemm_batched_r16(L, trans.data(), transB.data(), m.data(), n.data(), k.data(),
                                      alpha.data(), hA.data(), lda.data(), hB.data(), ldb.data(), beta.data(),
                                      hC.data(), ldc.data(), gc, sizes.data(), info.data());
            break;
        case Routine::Symm:
            if (fl)
                BLAS_symm_batched_r32(L, side.data(), uplo.data(), m.data(), n.data(), alpha.data(),
                                      fA.data(), lda.data(), fB.data(), ldb.data(), beta.data(), fC.data(),
                                      ldc.data(), gc, sizes.data(), info.data());
            else
                BLAS_symm_batched_r16(L, side.data(), uplo.data(), m.data(), n.data(), alpha.data(),
                                      hA.data(), lda.data(), hB.data(), ldb.data(), beta.data(), hC.data(),
                                      ldc.data(), gc, sizes.data(), info.data());
            break;
        case Routine::Syrk:
            if (fl)
                BLAS_syrk_batched_r32(L, uplo.data(), trans.data(), n.data(), k.data(), alpha.data(),
                                      fA.data(), lda.data(), beta.data(), fC.data(), ldc.data(), gc,
                                      sizes.data(), info.data());
            else
                BLAS_syrk_batched_r16(L, uplo.data(), trans.data(), n.data(), k.data(), alpha.data(),
                                      hA.data(), lda.data(), beta.data(), hC.data(), ldc.data(), gc,
                                      sizes.data(), info.data());
            break;
        case Routine::Syr2k:
            if (fl)
                BLAS_syr2k_batched_r32(L, uplo.data(), trans.data(), n.data(), k.data(), alpha.data(),
                                       fA.data(), lda.data(), fB.data(), ldb.data(), beta.data(), fC.data(),
                                       ldc.data(), gc, sizes.data(), info.data());
            else
                BLAS_syr2k_batched_r16(L, uplo.data(), trans.data(), n.data(), k.data(), alpha.data(),
                                       hA.data(), lda.data(), hB.data(), ldb.data(), beta.data(), hC.data(),
                                       ldc.data(), gc, sizes.data(), info.data());
            break;
        case Routine::Trmm:
        case Routine::Trsm: {
            const bool solve = r == Routine::Trsm;
            if (fl) {
                (solve ? BLAS_trsm_batched_r32 : BLAS_trmm_batched_r32)(
                    L, side.data(), uplo.data(), trans.data(), diag.data(), m.data(), n.data(), alpha.data(),
                    fA.data(), lda.data(), fB_out.data(), ldb.data(), gc, sizes.data(), info.data());
            } else {
                (solve ? BLAS_trsm_batched_r16 : BLAS_trmm_batched_r16)(
                    L, side.data(), uplo.data(), trans.data(), diag.data(), m.data(), n.data(), alpha.data(),
                    hA.data(), lda.data(), hB_out.data(), ldb.data(), gc, sizes.data(), info.data());
            }
            break;
        }
    }
    return info;
}

// The flat interface (bblas_flat.h, column-major) over the cases' problems, one entry per matrix
// (BATCH_VARIABLE), h or s routines; returns info (batch_count entries and a guard).
std::vector<int64_t> call_flat(Routine r, std::vector<Case>& cs, std::vector<Floats>* fl) {
    std::vector<BLAS_Side> side;
    std::vector<BLAS_Uplo> uplo;
    std::vector<BLAS_Trans> trans, transB;
    std::vector<BLAS_Diag> diag;
    std::vector<int64_t> m, n, k, lda, ldb, ldc;
    std::vector<float> alpha, beta;
    std::vector<const half*> hA, hB;
    std::vector<half*> hB_out, hC;
    std::vector<const float*> fA, fB;
    std::vector<float*> fB_out, fC;
    for (size_t g = 0; g < cs.size(); ++g) {
        Case& c = cs[g];
        for (int64_t i = 0; i < c.size; ++i) {
            side.push_back(c.side), uplo.push_back(c.uplo), trans.push_back(c.trans),
                transB.push_back(c.transB);
            diag.push_back(c.diag), m.push_back(c.m), n.push_back(c.n), k.push_back(c.k);
            lda.push_back(c.A.ld), ldb.push_back(c.B.ld), ldc.push_back(c.C.ld);
            alpha.push_back(c.alpha), beta.push_back(c.beta);
            hA.push_back(c.A.ptr(i)), hB.push_back(c.B.ptr(i)), hB_out.push_back(c.B.ptr(i)),
                hC.push_back(c.C.ptr(i));
            if (fl) {
                Floats& f = (*fl)[g];
                fA.push_back(f.at(f.A, c.A, i)), fB.push_back(f.at(f.B, c.B, i)),
                    fB_out.push_back(f.at(f.B, c.B, i));
                fC.push_back(f.at(f.C, c.C, i));
            }
        }
    }
    const int64_t count = int64_t(m.size());
    std::vector<int64_t> info(size_t(count + 1), 7777);
    const bblas_batch_opts v = BATCH_VARIABLE;
    switch (r) {
        case Routine::Gemm:
            if (fl)
                bblas_sgemm_batch(trans.data(), transB.data(), m.data(), n.data(), k.data(), alpha.data(),
                                  fA.data(), lda.data(), fB.data(), ldb.data(), beta.data(), fC.data(),
                                  ldc.data(), count, v, info.data());
            else
                bblas_hgemm_batch(trans.data(), transB.data(), m.data(), n.data(), k.data(), alpha.data(),
                                  hA.data(), lda.data(), hB.data(), ldb.data(), beta.data(), hC.data(),
                                  ldc.data(), count, v, info.data());
            break;
        case Routine::Symm:
            if (fl)
                bblas_ssymm_batch(side.data(), uplo.data(), m.data(), n.data(), alpha.data(), fA.data(),
                                  lda.data(), fB.data(), ldb.data(), beta.data(), fC.data(), ldc.data(),
                                  count, v, info.data());
            else
                bblas_hsymm_batch(side.data(), uplo.data(), m.data(), n.data(), alpha.data(), hA.data(),
                                  lda.data(), hB.data(), ldb.data(), beta.data(), hC.data(), ldc.data(),
                                  count, v, info.data());
            break;
        case Routine::Syrk:
            if (fl)
                bblas_ssyrk_batch(uplo.data(), trans.data(), n.data(), k.data(), alpha.data(), fA.data(),
                                  lda.data(), beta.data(), fC.data(), ldc.data(), count, v, info.data());
            else
                bblas_hsyrk_batch(uplo.data(), trans.data(), n.data(), k.data(), alpha.data(), hA.data(),
                                  lda.data(), beta.data(), hC.data(), ldc.data(), count, v, info.data());
            break;
        case Routine::Syr2k:
            if (fl)
                bblas_ssyr2k_batch(uplo.data(), trans.data(), n.data(), k.data(), alpha.data(), fA.data(),
                                   lda.data(), fB.data(), ldb.data(), beta.data(), fC.data(), ldc.data(),
                                   count, v, info.data());
            else
                bblas_hsyr2k_batch(uplo.data(), trans.data(), n.data(), k.data(), alpha.data(), hA.data(),
                                   lda.data(), hB.data(), ldb.data(), beta.data(), hC.data(), ldc.data(),
                                   count, v, info.data());
            break;
        case Routine::Trmm:
        case Routine::Trsm: {
            const bool solve = r == Routine::Trsm;
            if (fl)
                (solve ? bblas_strsm_batch : bblas_strmm_batch)(
                    side.data(), uplo.data(), trans.data(), diag.data(), m.data(), n.data(), alpha.data(),
                    fA.data(), lda.data(), fB_out.data(), ldb.data(), count, v, info.data());
            else
                (solve ? bblas_htrsm_batch : bblas_htrmm_batch)(
                    side.data(), uplo.data(), trans.data(), diag.data(), m.data(), n.data(), alpha.data(),
                    hA.data(), lda.data(), hB_out.data(), ldb.data(), count, v, info.data());
            break;
        }
    }
    return info;
}

// The strided form of one case, r16 or r32 (report by group: info[0] and one entry).
int64_t call_strided(Case& c, Floats* f) {
    int64_t info[3] = {BblasErrorsReportGroup, 7777, 7777};  // info[0], the group's entry, a guard
    const BLAS_Layout L = c.L;
    switch (c.r) {
        case Routine::Gemm:
            if (f)
                BLAS_gemm_batched_strided_r32(L, c.trans, c.transB, c.m, c.n, c.k, c.alpha,
                                              f->at(f->A, c.A, 0), c.A.ld, c.A.stride, f->at(f->B, c.B, 0),
                                              c.B.ld, c.B.stride, c.beta, f->at(f->C, c.C, 0), c.C.ld,
                                              c.C.stride, c.size, info);
            else
                BLAS_gemm_batched_strided_r16(L, c.trans, c.transB, c.m, c.n, c.k, c.alpha, c.A.ptr(0),
                                              c.A.ld, c.A.stride, c.B.ptr(0), c.B.ld, c.B.stride, c.beta,
                                              c.C.ptr(0), c.C.ld, c.C.stride, c.size, info);
            break;
        case Routine::Symm:
            if (f)
                BLAS_symm_batched_strided_r32(L, c.side, c.uplo, c.m, c.n, c.alpha, f->at(f->A, c.A, 0),
                                              c.A.ld, c.A.stride, f->at(f->B, c.B, 0), c.B.ld, c.B.stride,
                                              c.beta, f->at(f->C, c.C, 0), c.C.ld, c.C.stride, c.size, info);
            else
                BLAS_symm_batched_strided_r16(L, c.side, c.uplo, c.m, c.n, c.alpha, c.A.ptr(0), c.A.ld,
                                              c.A.stride, c.B.ptr(0), c.B.ld, c.B.stride, c.beta, c.C.ptr(0),
                                              c.C.ld, c.C.stride, c.size, info);
            break;
        case Routine::Syrk:
            if (f)
                BLAS_syrk_batched_strided_r32(L, c.uplo, c.trans, c.n, c.k, c.alpha, f->at(f->A, c.A, 0),
                                              c.A.ld, c.A.stride, c.beta, f->at(f->C, c.C, 0), c.C.ld,
                                              c.C.stride, c.size, info);
            else
                BLAS_syrk_batched_strided_r16(L, c.uplo, c.trans, c.n, c.k, c.alpha, c.A.ptr(0), c.A.ld,
                                              c.A.stride, c.beta, c.C.ptr(0), c.C.ld, c.C.stride, c.size,
                                              info);
            break;
        case Routine::Syr2k:
            if (f)
                BLAS_syr2k_batched_strided_r32(L, c.uplo, c.trans, c.n, c.k, c.alpha, f->at(f->A, c.A, 0),
                                               c.A.ld, c.A.stride, f->at(f->B, c.B, 0), c.B.ld, c.B.stride,
                                               c.beta, f->at(f->C, c.C, 0), c.C.ld, c.C.stride, c.size, info);
            else
                BLAS_syr2k_batched_strided_r16(L, c.uplo, c.trans, c.n, c.k, c.alpha, c.A.ptr(0), c.A.ld,
                                               c.A.stride, c.B.ptr(0), c.B.ld, c.B.stride, c.beta, c.C.ptr(0),
                                               c.C.ld, c.C.stride, c.size, info);
            break;
        case Routine::Trmm:
        case Routine::Trsm: {
            const bool solve = c.r == Routine::Trsm;
            if (f)
                (solve ? BLAS_trsm_batched_strided_r32 : BLAS_trmm_batched_strided_r32)(
                    L, c.side, c.uplo, c.trans, c.diag, c.m, c.n, c.alpha, f->at(f->A, c.A, 0), c.A.ld,
                    c.A.stride, f->at(f->B, c.B, 0), c.B.ld, c.B.stride, c.size, info);
            else
                (solve ? BLAS_trsm_batched_strided_r16 : BLAS_trmm_batched_strided_r16)(
                    L, c.side, c.uplo, c.trans, c.diag, c.m, c.n, c.alpha, c.A.ptr(0), c.A.ld, c.A.stride,
                    c.B.ptr(0), c.B.ld, c.B.stride, c.size, info);
            break;
        }
    }
    EXPECT_EQ(info[1], info[0]) << "the group's entry: " << c.what;
    EXPECT_EQ(info[2], 7777) << "info written past the group's entry: " << c.what;
    return info[0];
}

// The r16 outputs of a case against the r32 outputs rounded to half, and everything else
// against the buffers before the call.
::testing::AssertionResult check_case(Case& c, const Case& before, Floats& f) {
    std::ostringstream msg;
    int bad = 0;
    HBatch& out = c.out();
    const HBatch& out0 = triangular(c.r) ? before.B : before.C;
    const std::vector<float>& ref = triangular(c.r) ? f.B : f.C;
    for (size_t idx = 0; idx < out.buf.size(); ++idx) {
        bool write = false;
        if (out.logical(int64_t(idx))) {
            const int64_t o = int64_t(idx) - HBatch::kGuard, within = o % out.stride;
            const int64_t row = out.row_major ? within / out.ld : within % out.ld;
            const int64_t col = out.row_major ? within % out.ld : within / out.ld;
            write = c.written(row, col);
        }
        const half want = write ? half(ref[idx]) : out0.buf[idx];
        const bool ok =
            same_half(out.buf[idx], want) || (write && out.buf[idx] != out.buf[idx] && want != want);
        if (!ok && bad++ < 4)
            msg << "\n  element " << idx << (write ? " (output)" : " (not to be written)") << ": "
                << float(out.buf[idx]) << ", expected " << float(want);
    }
    auto same = [](const HBatch& x, const HBatch& y) {
        return x.buf.size() == y.buf.size() &&
               std::equal(x.buf.begin(), x.buf.end(), y.buf.begin(), same_half);
    };
    if (!same(c.A, before.A) && bad++ < 8) msg << "\n  A was written";
    if (!triangular(c.r) && !same(c.B, before.B) && bad++ < 8) msg << "\n  B was written";
    if (bad == 0) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << c.what << ": " << bad << " bad element(s):" << msg.str();
}

constexpr Routine kRoutines[] = {Routine::Gemm,  Routine::Symm, Routine::Syrk,
                                 Routine::Syr2k, Routine::Trmm, Routine::Trsm};

// groups_per_call groups of routine r in one call of the group API, r16 against r32.
void sweep_group(Routine r, BLAS_Layout L, Fill fill, uint64_t seed, int groups) {
    Rng rng(seed);
    std::vector<Case> cs, before;
    for (int i = 0; i < groups; ++i)
        cs.push_back(make_case(r, L, special_for(i), fill, rng, i % 3 == 0 ? 2 : 0, 0));
    before = cs;
    std::vector<Floats> fl;
    for (const Case& c : cs) fl.emplace_back(c);
    const std::vector<int64_t> got = call_group(r, L, cs, nullptr, BblasErrorsReportAll);
    const std::vector<int64_t> want = call_group(r, L, cs, &fl, BblasErrorsReportAll);
    ASSERT_EQ(got, want) << "info differs from r32's";
    ASSERT_EQ(got[0], 0);
    int failures = 0;
    for (size_t g = 0; g < cs.size() && failures < 6; ++g) {
        const auto res = check_case(cs[g], before[g], fl[g]);
        EXPECT_TRUE(res) << "group " << g;
        failures += !res;
    }
}

// Each case through the strided form (NaN gaps between the matrices), r16 against r32.
void sweep_strided(Routine r, BLAS_Layout L, Fill fill, uint64_t seed, int cases) {
    Rng rng(seed);
    int failures = 0;
    for (int i = 0; i < cases && failures < 6; ++i) {
        Case c = make_case(r, L, special_for(i), fill, rng, i % 2, i % 3 == 0 ? 0 : 5);
        const Case before = c;
        Floats f(c);
        const int64_t got = call_strided(c, nullptr), want = call_strided(c, &f);
        EXPECT_EQ(got, want) << c.what;
        const auto res = check_case(c, before, f);
        EXPECT_TRUE(res);
        failures += !res;
    }
}

// The cases' problems through the flat interface (column-major, every problem its own arguments),
// h against s.
void sweep_flat(Routine r, Fill fill, uint64_t seed, int groups) {
    Rng rng(seed);
    std::vector<Case> cs;
    for (int i = 0; i < groups; ++i)
        cs.push_back(make_case(r, BlasColMajor, special_for(i), fill, rng, i % 3 == 0 ? 2 : 0, 0));
    const std::vector<Case> before = cs;
    std::vector<Floats> fl;
    for (const Case& c : cs) fl.emplace_back(c);
    const std::vector<int64_t> got = call_flat(r, cs, nullptr);
    ASSERT_EQ(got, call_flat(r, cs, &fl)) << "info differs from the s routine's";
    for (size_t i = 0; i + 1 < got.size(); ++i) ASSERT_EQ(got[i], 0) << "info[" << i << "]";
    EXPECT_EQ(got.back(), 7777) << "info written past batch_count entries";
    int failures = 0;
    for (size_t g = 0; g < cs.size() && failures < 6; ++g) {
        const auto res = check_case(cs[g], before[g], fl[g]);
        EXPECT_TRUE(res) << "problem group " << g;
        failures += !res;
    }
}

// The C++ API on one case: the fixed-batch form on StridedBatch views, or the grouped form on
// spans (one group). Errors throw; the caller compares with the C routines.
void call_cpp(Case& c, bool grouped) {
    using bblas::StridedBatch;
    const bblas::Layout L = cpp(c.L);
    auto view = [&](HBatch& h) {
        return StridedBatch<_Float16>(h.ptr(0), c.size, h.rows, h.cols, h.ld, h.stride, L);
    };
    auto in = [&](HBatch& h) -> bblas::BatchView<const _Float16> { return view(h); };
    if (!grouped) {
        switch (c.r) {
            case Routine::Gemm:
                return bblas::gemm(cpp(c.trans), cpp(c.transB), c.alpha, in(c.A), in(c.B), c.beta, view(c.C));
            case Routine::Symm:
                return bblas::symm(cpp(c.side), cpp(c.uplo), c.alpha, in(c.A), in(c.B), c.beta, view(c.C));
            case Routine::Syrk:
                return bblas::syrk(cpp(c.uplo), cpp(c.trans), c.alpha, in(c.A), c.beta, view(c.C));
            case Routine::Syr2k:
                return bblas::syr2k(cpp(c.uplo), cpp(c.trans), c.alpha, in(c.A), in(c.B), c.beta, view(c.C));
            case Routine::Trmm:
                return bblas::trmm(cpp(c.side), cpp(c.uplo), cpp(c.trans), cpp(c.diag), c.alpha, in(c.A),
                                   view(c.B));
            case Routine::Trsm:
                return bblas::trsm(cpp(c.side), cpp(c.uplo), cpp(c.trans), cpp(c.diag), c.alpha, in(c.A),
                                   view(c.B));
        }
    }
    std::vector<const _Float16*> A, B;
    std::vector<_Float16*> Bout, C;
    for (int64_t i = 0; i < c.size; ++i)
        A.push_back(c.A.ptr(i)), B.push_back(c.B.ptr(i)), Bout.push_back(c.B.ptr(i)), C.push_back(c.C.ptr(i));
    const bblas::Op ta[1] = {cpp(c.trans)}, tb[1] = {cpp(c.transB)};
    const bblas::Side side[1] = {cpp(c.side)};
    const bblas::Uplo uplo[1] = {cpp(c.uplo)};
    const bblas::Diag diag[1] = {cpp(c.diag)};
    const int64_t m[1] = {c.m}, n[1] = {c.n}, k[1] = {c.k}, lda[1] = {c.A.ld}, ldb[1] = {c.B.ld},
                  ldc[1] = {c.C.ld}, sizes[1] = {c.size};
    const float alpha[1] = {c.alpha}, beta[1] = {c.beta};
    switch (c.r) {
        case Routine::Gemm:
            return bblas::gemm(L, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, sizes);
        case Routine::Symm:
            return bblas::symm(L, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, sizes);
        case Routine::Syrk:
            return bblas::syrk(L, uplo, ta, n, k, alpha, A, lda, beta, C, ldc, sizes);
        case Routine::Syr2k:
            return bblas::syr2k(L, uplo, ta, n, k, alpha, A, lda, B, ldb, beta, C, ldc, sizes);
        case Routine::Trmm:
            return bblas::trmm(L, side, uplo, ta, diag, m, n, alpha, A, lda, Bout, ldb, sizes);
        case Routine::Trsm:
            return bblas::trsm(L, side, uplo, ta, diag, m, n, alpha, A, lda, Bout, ldb, sizes);
    }
}

// The C++ API's half overloads compute what the C r16 routines compute (the same driver):
// bit-identical buffers, both forms, both layouts.
void sweep_cpp(Routine r, BLAS_Layout L, uint64_t seed, int cases) {
    Rng rng(seed);
    for (int i = 0; i < cases; ++i) {
        Case c =
            make_case(r, L, special_for(i), i % 2 ? Fill::Int : Fill::Real, rng, i % 2, i % 3 == 0 ? 0 : 5);
        Case viewed = c, grouped = c;
        call_strided(c, nullptr);
        ASSERT_NO_THROW(call_cpp(viewed, false)) << c.what;
        ASSERT_NO_THROW(call_cpp(grouped, true)) << c.what;
        const HBatch &want = c.out(), &got_v = viewed.out(), &got_g = grouped.out();
        EXPECT_TRUE(std::equal(want.buf.begin(), want.buf.end(), got_v.buf.begin(), same_half))
            << "fixed-batch form: " << c.what;
        EXPECT_TRUE(std::equal(want.buf.begin(), want.buf.end(), got_g.buf.begin(), same_half))
            << "grouped form: " << c.what;
    }
    // an invalid argument throws, as in the other types
    Case c = make_case(r, L, Special::Normal, Fill::Int, rng, 0, 0);
    while (c.size == 0) c = make_case(r, L, Special::Normal, Fill::Int, rng, 0, 0);
    c.uplo = BLAS_Uplo(7), c.trans = BLAS_Trans(7), c.side = BLAS_Side(7);
    EXPECT_THROW(call_cpp(c, true), bblas::Error) << c.what;
    EXPECT_THROW(call_cpp(c, false), bblas::Error) << c.what;
}

class Level3Half : public ::testing::TestWithParam<Routine> {};

TEST_P(Level3Half, GroupedColMajorRandom) { sweep_group(GetParam(), BlasColMajor, Fill::Real, 2601, 40); }
TEST_P(Level3Half, GroupedRowMajorRandom) { sweep_group(GetParam(), BlasRowMajor, Fill::Real, 2602, 40); }
TEST_P(Level3Half, GroupedColMajorExactIntegers) {
    sweep_group(GetParam(), BlasColMajor, Fill::Int, 2603, 40);
}
TEST_P(Level3Half, GroupedRowMajorExactIntegers) {
    sweep_group(GetParam(), BlasRowMajor, Fill::Int, 2604, 40);
}
TEST_P(Level3Half, StridedColMajorRandom) { sweep_strided(GetParam(), BlasColMajor, Fill::Real, 2605, 30); }
TEST_P(Level3Half, CppApiColMajor) { sweep_cpp(GetParam(), BlasColMajor, 2610, 24); }
TEST_P(Level3Half, CppApiRowMajor) { sweep_cpp(GetParam(), BlasRowMajor, 2611, 24); }
TEST_P(Level3Half, FlatRandom) { sweep_flat(GetParam(), Fill::Real, 2608, 30); }
TEST_P(Level3Half, FlatExactIntegers) { sweep_flat(GetParam(), Fill::Int, 2609, 30); }
TEST_P(Level3Half, StridedRowMajorExactIntegers) {
    sweep_strided(GetParam(), BlasRowMajor, Fill::Int, 2606, 30);
}

// Invalid arguments: r16 reports exactly as r32 (one validation for both), in every mode.
TEST_P(Level3Half, InvalidArgumentsAsR32) {
    const Routine r = GetParam();
    Rng rng(2607);
    for (int mutation = 0; mutation < 4; ++mutation)
        for (const int64_t mode : {BblasErrorsReportAll, BblasErrorsReportGroup, BblasErrorsReportAny}) {
            std::vector<Case> cs;
            for (int i = 0; i < 3; ++i)
                cs.push_back(make_case(r, BlasColMajor, Special::Normal, Fill::Int, rng, 0, 0));
            Case& bad = cs[1];
            switch (mutation) {
                case 0:  // an option the routine has (gemm has no uplo)
                    if (r == Routine::Gemm) bad.transB = BLAS_Trans(7);
                    else bad.uplo = BLAS_Uplo(7);
                    break;
                case 1:
                    bad.n = -1;
                    break;
                case 2:
                    bad.A.ld = 0;
                    break;
                case 3:
                    bad.trans = BLAS_Trans(3);
                    bad.side = BLAS_Side(0);
                    break;
            }
            std::vector<Floats> fl;
            for (const Case& c : cs) fl.emplace_back(c);
            const std::vector<int64_t> got = call_group(r, BlasColMajor, cs, nullptr, mode);
            EXPECT_EQ(got, call_group(r, BlasColMajor, cs, &fl, mode))
                << routine_name(r) << " mutation " << mutation;
            EXPECT_NE(got[0], 0) << routine_name(r) << " mutation " << mutation << " went undetected";
        }
}

INSTANTIATE_TEST_SUITE_P(R16, Level3Half, ::testing::ValuesIn(kRoutines),
                         [](const ::testing::TestParamInfo<Routine>& i) {
                             return std::string(routine_name(i.param));
                         });

}  // namespace

#else
TEST(Level3Half, NeedsFloat16) {
    GTEST_SKIP() << "this compiler has no _Float16: the library has no r16 routines";
}
#endif
