// Batched Level 1 and Level 2, every routine and precision, group and strided C interfaces,
// against OpenBLAS called one problem at a time on copies of the same buffers. Operands are
// small integers (every sum exact; trsv's triangles have a +-1 diagonal), so results are
// compared exactly, and every element that is not a logical element of an output (the gaps of
// an increment, guards, padding) must come back bit-identical. Increments 1, 2, -1, -3; alpha
// and beta at their special values (NaN where the operand must not be read); nrm2 near
// overflow and underflow; every invalid argument of every routine in every info mode.
#include "harness.hh"

namespace {
using namespace bt;

enum class Rt {
    Axpy,
    Scal,
    Copy,
    Swap,
    Dot,
    Dotc,
    Nrm2,
    Asum,
    Iamax,
    Gemv,
    Ger,
    Gerc,
    Symv,
    Hemv,
    Trmv,
    Trsv
};
const char* rt_name(Rt r) {
    static const char* n[] = {"axpy",  "scal", "copy", "swap", "dot",  "dotc", "nrm2", "asum",
                              "iamax", "gemv", "ger",  "gerc", "symv", "hemv", "trmv", "trsv"};
    return n[int(r)];
}
bool level2(Rt r) { return int(r) >= int(Rt::Gemv); }
bool has_y(Rt r) {
    return r == Rt::Axpy || r == Rt::Copy || r == Rt::Swap || r == Rt::Dot || r == Rt::Dotc ||
           r == Rt::Gemv || r == Rt::Ger || r == Rt::Gerc || r == Rt::Symv || r == Rt::Hemv;
}
bool has_a(Rt r) { return level2(r); }

// A vector of n elements with increment inc in a NaN buffer with guards; base() is the address
// BLAS is given (the lowest stored element).
template <class T>
struct Vec {
    static constexpr int64_t kGuard = 3;
    int64_t n = 0, inc = 1;
    std::vector<T> buf;
    Vec() = default;
    Vec(int64_t n_, int64_t inc_) : n(n_), inc(inc_) {
        buf.assign(size_t(2 * kGuard + (n > 0 ? 1 + (n - 1) * std::abs(inc) : 0)), nan_value<T>());
    }
    T* base() { return buf.empty() ? nullptr : buf.data() + kGuard; }
    const T* base() const { return buf.empty() ? nullptr : buf.data() + kGuard; }
    T& at(int64_t i) { return base()[inc > 0 ? i * inc : (n - 1 - i) * -inc]; }
};

template <class T>
bool same(const T& a, const T& b) {
    return a == b || same_bits(a, b);
}
template <class T>
::testing::AssertionResult same_buf(const std::vector<T>& a, const std::vector<T>& b, const char* what) {
    if (a.size() != b.size()) return ::testing::AssertionFailure() << what << ": sizes differ";
    for (size_t i = 0; i < a.size(); ++i)
        if (!same(a[i], b[i]))
            return ::testing::AssertionFailure()
                   << what << ": element " << i << " is " << str(a[i]) << ", expected " << str(b[i]);
    return ::testing::AssertionSuccess();
}

// One problem: its options, sizes, scalars and operands (lib: what the library gets; ref: what
// OpenBLAS gets, equal except NaN where the library must not read).
template <class T>
struct Prob {
    Rt r{};
    BLAS_Layout L = BlasColMajor;
    BLAS_Trans trans = BlasNoTrans;
    BLAS_Uplo uplo = BlasUpper;
    BLAS_Diag diag = BlasNonUnit;
    int64_t m = 0, n = 0, incx = 1, incy = 1, ldpad = 0;
    T alpha{}, beta{};
    Vec<T> x, y, xr, yr, x0, y0;  // x0, y0, A0: the library's operands before the call
    Batch<T> A, Ar, A0;
    T dres{}, dref{};
    real_t<T> rres{}, rref{};
    int64_t ires = -7, iref = -7;
    std::string trace;
};

template <class T>
int64_t xlen(const Prob<T>& p) {
    if (p.r == Rt::Gemv) return p.trans == BlasNoTrans ? p.n : p.m;
    if (p.r == Rt::Ger || p.r == Rt::Gerc) return p.m;
    return p.n;
}
template <class T>
int64_t ylen(const Prob<T>& p) {
    if (p.r == Rt::Gemv) return p.trans == BlasNoTrans ? p.m : p.n;
    return p.n;
}

// Options and sizes of a group (every problem of a group shares them).
template <class T>
Prob<T> make_shape(Rt r, Rng& rng, int64_t idx, int layout = -1) {
    static constexpr int64_t sizes[] = {0, 1, 2, 3, 4, 5, 7, 8, 9, 13, 16, 17, 31, 33, 64};
    static constexpr int64_t incs[] = {1, 1, 2, -1, -3};
    Prob<T> p;
    p.r = r;
    p.L = kLayouts[layout >= 0 ? layout : rng.integer(0, 1)];
    p.trans = kOps[rng.integer(0, 2)];
    p.uplo = kUplos[rng.integer(0, 1)];
    p.diag = kDiags[rng.integer(0, 1)];
    p.m = sizes[rng.integer(0, int64_t(std::size(sizes)) - 1)];
    p.n = sizes[rng.integer(0, int64_t(std::size(sizes)) - 1)];
    p.incx = incs[rng.integer(0, 4)];
    p.incy = incs[rng.integer(0, 4)];
    p.ldpad = rng.integer(0, 2);
    const Special sp = special_for(idx);
    p.alpha = alpha_for<T>(sp, rng, Fill::Int);
    p.beta = beta_for<T>(sp, rng, Fill::Int);
    p.trace = trace(rt_name(r), " ", type_name<T>(), " ", layout_name(p.L), " trans=", op_name(p.trans),
                    " uplo=", uplo_name(p.uplo), " diag=", diag_name(p.diag), " m=", p.m, " n=", p.n,
                    " incx=", p.incx, " incy=", p.incy, " alpha=", str(p.alpha), " beta=", str(p.beta), " [",
                    special_name(sp), "]");
    return p;
}

template <class T>
void fill_operands(Prob<T>& p, Rng& rng) {
    const Rt r = p.r;
    p.x = Vec<T>(xlen(p), p.incx);
    p.y = Vec<T>(has_y(r) ? ylen(p) : 0, p.incy);
    for (int64_t i = 0; i < p.x.n; ++i) p.x.at(i) = rng.value<T>(Fill::Int);
    for (int64_t i = 0; i < p.y.n; ++i) p.y.at(i) = rng.value<T>(Fill::Int);
    if (r == Rt::Iamax)  // distinct magnitudes: the index of the maximum is unique
        for (int64_t i = 0, rot = rng.integer(0, 63); i < p.x.n; ++i) {
            const int64_t j = (i + rot) % p.x.n;
            p.x.at(i) = T(real_t<T>((j % 2 ? -1 : 1) * (j + 1)));
        }
    if (has_a(r)) {
        const int64_t rows = level2(r) && (r == Rt::Gemv || r == Rt::Ger || r == Rt::Gerc) ? p.m : p.n;
        p.A = Batch<T>(1, rows, p.n, ld_for(p.L, rows, p.n, p.ldpad), p.L);
        p.A.fill(rng, Fill::Int);
        if (r == Rt::Trsv || r == Rt::Trmv)  // +-1 diagonal; trsv: one off-diagonal band, so
            // that the solution grows only linearly and stays exact even in single precision
            p.A.each([&](int64_t, int64_t i, int64_t j, T& v) {
                if (i == j) v = T(rng.integer(0, 1) ? 1 : -1);
                else if (r == Rt::Trsv) v = std::abs(i - j) > 1 ? T(0) : T(real_t<T>(rng.integer(-1, 1)));
            });
    }
    p.xr = p.x, p.yr = p.y, p.Ar = p.A;
    const bool alpha0 = p.alpha == T(0);
    const bool ab = r == Rt::Gemv || r == Rt::Symv || r == Rt::Hemv;
    if (ab && alpha0) {  // A and x are not read
        p.A.each([](int64_t, int64_t, int64_t, T& v) { v = nan_value<T>(); });
        for (int64_t i = 0; i < p.x.n; ++i) p.x.at(i) = nan_value<T>();
    }
    const bool quick = r == Rt::Gemv ? p.m == 0 || p.n == 0 : p.n == 0;
    if (ab && p.beta == T(0) && !quick)  // y is not read
        for (int64_t i = 0; i < p.y.n; ++i) p.y.at(i) = nan_value<T>(), p.yr.at(i) = T(0);
    if ((r == Rt::Axpy || r == Rt::Ger || r == Rt::Gerc) && alpha0) {  // x, y (ger) not read
        for (int64_t i = 0; i < p.x.n; ++i) p.x.at(i) = nan_value<T>();
        if (r != Rt::Axpy)
            for (int64_t i = 0; i < p.y.n; ++i) p.y.at(i) = nan_value<T>();
    }
    p.x0 = p.x, p.y0 = p.y, p.A0 = p.A;
}

// Which operands a routine writes (the others must come back bit-identical).
bool writes_x(Rt r) { return r == Rt::Scal || r == Rt::Swap || r == Rt::Trmv || r == Rt::Trsv; }
bool writes_y(Rt r) {
    return r == Rt::Axpy || r == Rt::Copy || r == Rt::Swap || r == Rt::Gemv || r == Rt::Symv || r == Rt::Hemv;
}
bool writes_a(Rt r) { return r == Rt::Ger || r == Rt::Gerc; }

// ---- OpenBLAS, one problem
inline CBLAS_ORDER O(BLAS_Layout v) { return CBLAS_ORDER(int(v)); }
inline CBLAS_TRANSPOSE Tr(BLAS_Trans v) { return CBLAS_TRANSPOSE(int(v)); }
inline CBLAS_UPLO U(BLAS_Uplo v) { return CBLAS_UPLO(int(v)); }
inline CBLAS_DIAG D(BLAS_Diag v) { return CBLAS_DIAG(int(v)); }

template <class T>
void reference(Prob<T>& p) {
    using cf = std::complex<float>;
    constexpr bool F = std::is_same_v<T, float>, Dd = std::is_same_v<T, double>, C = std::is_same_v<T, cf>;
    const int n = int(p.n), m = int(p.m), ix = int(p.incx), iy = int(p.incy), ax = std::abs(ix);
    T* x = p.xr.base();
    T* y = p.yr.base();
    T* A = p.Ar.ptr(0);
    const int lda = int(p.Ar.ld);
    const T al = p.alpha, be = p.beta;
    switch (p.r) {
        case Rt::Axpy:
            if constexpr (F) cblas_saxpy(n, al, x, ix, y, iy);
            else if constexpr (Dd) cblas_daxpy(n, al, x, ix, y, iy);
            else if constexpr (C) cblas_caxpy(n, &al, x, ix, y, iy);
            else cblas_zaxpy(n, &al, x, ix, y, iy);
            break;
        case Rt::Scal:
            if constexpr (F) cblas_sscal(n, al, x, ax);
            else if constexpr (Dd) cblas_dscal(n, al, x, ax);
            else if constexpr (C) cblas_cscal(n, &al, x, ax);
            else cblas_zscal(n, &al, x, ax);
            break;
        case Rt::Copy:
            if constexpr (F) cblas_scopy(n, x, ix, y, iy);
            else if constexpr (Dd) cblas_dcopy(n, x, ix, y, iy);
            else if constexpr (C) cblas_ccopy(n, x, ix, y, iy);
            else cblas_zcopy(n, x, ix, y, iy);
            break;
        case Rt::Swap:
            if constexpr (F) cblas_sswap(n, x, ix, y, iy);
            else if constexpr (Dd) cblas_dswap(n, x, ix, y, iy);
            else if constexpr (C) cblas_cswap(n, x, ix, y, iy);
            else cblas_zswap(n, x, ix, y, iy);
            break;
        case Rt::Dot:
        case Rt::Dotc:
            if constexpr (F) p.dref = n ? cblas_sdot(n, x, ix, y, iy) : 0.f;
            else if constexpr (Dd) p.dref = n ? cblas_ddot(n, x, ix, y, iy) : 0.0;
            else if constexpr (C) {
                if (p.r == Rt::Dot) cblas_cdotu_sub(n, x, ix, y, iy, &p.dref);
                else cblas_cdotc_sub(n, x, ix, y, iy, &p.dref);
            } else {
                if (p.r == Rt::Dot) cblas_zdotu_sub(n, x, ix, y, iy, &p.dref);
                else cblas_zdotc_sub(n, x, ix, y, iy, &p.dref);
            }
            if (n == 0) p.dref = T(0);
            break;
        case Rt::Nrm2:
            if constexpr (F) p.rref = cblas_snrm2(n, x, ax);
            else if constexpr (Dd) p.rref = cblas_dnrm2(n, x, ax);
            else if constexpr (C) p.rref = cblas_scnrm2(n, x, ax);
            else p.rref = cblas_dznrm2(n, x, ax);
            break;
        case Rt::Asum:
            if constexpr (F) p.rref = cblas_sasum(n, x, ax);
            else if constexpr (Dd) p.rref = cblas_dasum(n, x, ax);
            else {  // the definition: this machine's OpenBLAS scasum/dzasum miscount odd n > 16
                p.rref = 0;
                for (int i = 0; i < n; ++i)
                    p.rref += std::abs(p.xr.at(i).real()) + std::abs(p.xr.at(i).imag());
            }
            break;
        case Rt::Iamax: {
            int64_t j = 0;
            if constexpr (F) j = int64_t(cblas_isamax(n, x, ax));
            else if constexpr (Dd) j = int64_t(cblas_idamax(n, x, ax));
            else if constexpr (C) j = int64_t(cblas_icamax(n, x, ax));
            else j = int64_t(cblas_izamax(n, x, ax));
            p.iref = n == 0 ? 0 : ix < 0 ? n - 1 - j : j;  // stored order -> logical order
            break;
        }
        case Rt::Gemv:
            if (m == 0 || n == 0) break;
            if constexpr (F) cblas_sgemv(O(p.L), Tr(p.trans), m, n, al, A, lda, x, ix, be, y, iy);
            else if constexpr (Dd) cblas_dgemv(O(p.L), Tr(p.trans), m, n, al, A, lda, x, ix, be, y, iy);
            else if constexpr (C) cblas_cgemv(O(p.L), Tr(p.trans), m, n, &al, A, lda, x, ix, &be, y, iy);
            else cblas_zgemv(O(p.L), Tr(p.trans), m, n, &al, A, lda, x, ix, &be, y, iy);
            break;
        case Rt::Ger:
        case Rt::Gerc:
            if (m == 0 || n == 0) break;
            if constexpr (F) cblas_sger(O(p.L), m, n, al, x, ix, y, iy, A, lda);
            else if constexpr (Dd) cblas_dger(O(p.L), m, n, al, x, ix, y, iy, A, lda);
            else if constexpr (C)
                (p.r == Rt::Gerc ? cblas_cgerc : cblas_cgeru)(O(p.L), m, n, &al, x, ix, y, iy, A, lda);
            else (p.r == Rt::Gerc ? cblas_zgerc : cblas_zgeru)(O(p.L), m, n, &al, x, ix, y, iy, A, lda);
            break;
        case Rt::Symv:
        case Rt::Hemv:
            if (n == 0) break;
            if constexpr (F) cblas_ssymv(O(p.L), U(p.uplo), n, al, A, lda, x, ix, be, y, iy);
            else if constexpr (Dd) cblas_dsymv(O(p.L), U(p.uplo), n, al, A, lda, x, ix, be, y, iy);
            else if (p.r == Rt::Hemv) {
                if constexpr (C) cblas_chemv(O(p.L), U(p.uplo), n, &al, A, lda, x, ix, &be, y, iy);
                else cblas_zhemv(O(p.L), U(p.uplo), n, &al, A, lda, x, ix, &be, y, iy);
            } else {  // complex symv is not in CBLAS: the definition, exact on integers
                std::vector<T> out(static_cast<size_t>(n));
                for (int i = 0; i < n; ++i) {
                    T s{};
                    for (int j = 0; j < n; ++j) {
                        const bool stored = (i <= j) == (p.uplo == BlasUpper);
                        s += (stored ? p.Ar.at(0, i, j) : p.Ar.at(0, j, i)) * p.xr.at(j);
                    }
                    out[size_t(i)] = al * s + (be == T(0) ? T(0) : be * p.yr.at(i));
                }
                for (int i = 0; i < n; ++i) p.yr.at(i) = out[size_t(i)];
            }
            break;
        case Rt::Trmv:
        case Rt::Trsv:
            if (n == 0) break;
            if (p.r == Rt::Trmv) {
                if constexpr (F) cblas_strmv(O(p.L), U(p.uplo), Tr(p.trans), D(p.diag), n, A, lda, x, ix);
                else if constexpr (Dd)
                    cblas_dtrmv(O(p.L), U(p.uplo), Tr(p.trans), D(p.diag), n, A, lda, x, ix);
                else if constexpr (C)
                    cblas_ctrmv(O(p.L), U(p.uplo), Tr(p.trans), D(p.diag), n, A, lda, x, ix);
                else cblas_ztrmv(O(p.L), U(p.uplo), Tr(p.trans), D(p.diag), n, A, lda, x, ix);
            } else {
                if constexpr (F) cblas_strsv(O(p.L), U(p.uplo), Tr(p.trans), D(p.diag), n, A, lda, x, ix);
                else if constexpr (Dd)
                    cblas_dtrsv(O(p.L), U(p.uplo), Tr(p.trans), D(p.diag), n, A, lda, x, ix);
                else if constexpr (C)
                    cblas_ctrsv(O(p.L), U(p.uplo), Tr(p.trans), D(p.diag), n, A, lda, x, ix);
                else cblas_ztrsv(O(p.L), U(p.uplo), Tr(p.trans), D(p.diag), n, A, lda, x, ix);
            }
            break;
    }
}

// ---- the library: group API (several groups in one call) and strided API (one problem)
template <class T>
struct Calls;  // forwarders by type

#define BT_PICK(name)                                                                              \
    [](auto... a) {                                                                                \
        if constexpr (std::is_same_v<T, float>) return BLAS_##name##_r32(a...);                    \
        else if constexpr (std::is_same_v<T, double>) return BLAS_##name##_r64(a...);              \
        else if constexpr (std::is_same_v<T, std::complex<float>>) return BLAS_##name##_c32(a...); \
        else return BLAS_##name##_c64(a...);                                                       \
    }
#define BT_PICK_REAL(name, cname)                                                                   \
    [](auto... a) {                                                                                 \
        if constexpr (std::is_same_v<T, float>) return BLAS_##name##_r32(a...);                     \
        else if constexpr (std::is_same_v<T, double>) return BLAS_##name##_r64(a...);               \
        else if constexpr (std::is_same_v<T, std::complex<float>>) return BLAS_##cname##_c32(a...); \
        else return BLAS_##cname##_c64(a...);                                                       \
    }
#define BT_PICK_COMPLEX(name)                                                                       \
    [](auto... a) {                                                                                 \
        if constexpr (std::is_same_v<T, std::complex<float>>) return BLAS_##name##_c32(a...);       \
        else if constexpr (std::is_same_v<T, std::complex<double>>) return BLAS_##name##_c64(a...); \
    }

// Calls the group API with one group per entry of `ps` (each group: its problems), info ReportAll.
template <class T>
void call_group(Rt r, std::vector<std::vector<Prob<T>>>& groups, std::vector<int64_t>& info,
                int64_t mode = BblasErrorsReportAll) {
    const size_t G = groups.size();
    std::vector<BLAS_Trans> tr(G);
    std::vector<BLAS_Uplo> up(G);
    std::vector<BLAS_Diag> dg(G);
    std::vector<int64_t> m(G), n(G), ix(G), iy(G), ld(G), sizes(G);
    std::vector<T> al(G), be(G);
    std::vector<T*> x, y, A;
    std::vector<const T*> cx, cy, cA;
    std::vector<T> dres;
    std::vector<real_t<T>> rres;
    std::vector<int64_t> ires;
    for (size_t g = 0; g < G; ++g) {
        const Prob<T>& f = groups[g][0];
        tr[g] = f.trans, up[g] = f.uplo, dg[g] = f.diag, m[g] = f.m, n[g] = f.n, ix[g] = f.incx,
        iy[g] = f.incy;
        ld[g] = f.A.ld, al[g] = f.alpha, be[g] = f.beta, sizes[g] = int64_t(groups[g].size());
        for (auto& p : groups[g]) {
            x.push_back(p.x.base()), y.push_back(p.y.base());
            A.push_back(has_a(r) && !p.A.buf.empty() ? p.A.ptr(0) : nullptr);
            cx.push_back(p.x.base()), cy.push_back(p.y.base()), cA.push_back(A.back());
        }
    }
    dres.resize(x.size()), rres.resize(x.size()), ires.assign(x.size(), -7);
    info.assign(2 + x.size(), 7777);
    info[0] = mode;
    const int64_t gc = int64_t(G);
    int64_t* inf = info.data();
    const BLAS_Layout L = groups[0][0].L;
    switch (r) {
        case Rt::Axpy:
            BT_PICK(axpy_batched)
            (n.data(), al.data(), cx.data(), ix.data(), y.data(), iy.data(), gc, sizes.data(), inf);
            break;
        case Rt::Scal:
            BT_PICK(scal_batched)(n.data(), al.data(), x.data(), ix.data(), gc, sizes.data(), inf);
            break;
        case Rt::Copy:
            BT_PICK(copy_batched)(n.data(), cx.data(), ix.data(), y.data(), iy.data(), gc, sizes.data(), inf);
            break;
        case Rt::Swap:
            BT_PICK(swap_batched)(n.data(), x.data(), ix.data(), y.data(), iy.data(), gc, sizes.data(), inf);
            break;
        case Rt::Dot:
            BT_PICK_REAL(dot_batched, dotu_batched)
            (n.data(), cx.data(), ix.data(), cy.data(), iy.data(), dres.data(), gc, sizes.data(), inf);
            break;
        case Rt::Dotc:
            if constexpr (is_complex_v<T>) {
                BT_PICK_COMPLEX(dotc_batched)
                (n.data(), cx.data(), ix.data(), cy.data(), iy.data(), dres.data(), gc, sizes.data(), inf);
            }
            break;
        case Rt::Nrm2:
            BT_PICK(nrm2_batched)(n.data(), cx.data(), ix.data(), rres.data(), gc, sizes.data(), inf);
            break;
        case Rt::Asum:
            BT_PICK(asum_batched)(n.data(), cx.data(), ix.data(), rres.data(), gc, sizes.data(), inf);
            break;
        case Rt::Iamax:
            BT_PICK(iamax_batched)(n.data(), cx.data(), ix.data(), ires.data(), gc, sizes.data(), inf);
            break;
        case Rt::Gemv:
            BT_PICK(gemv_batched)
            (L, tr.data(), m.data(), n.data(), al.data(), cA.data(), ld.data(), cx.data(), ix.data(),
             be.data(), y.data(), iy.data(), gc, sizes.data(), inf);
            break;
        case Rt::Ger:
            BT_PICK_REAL(ger_batched, geru_batched)
            (L, m.data(), n.data(), al.data(), cx.data(), ix.data(), cy.data(), iy.data(), A.data(),
             ld.data(), gc, sizes.data(), inf);
            break;
        case Rt::Gerc:
            if constexpr (is_complex_v<T>) {
                BT_PICK_COMPLEX(gerc_batched)
                (L, m.data(), n.data(), al.data(), cx.data(), ix.data(), cy.data(), iy.data(), A.data(),
                 ld.data(), gc, sizes.data(), inf);
            }
            break;
        case Rt::Symv:
            BT_PICK(symv_batched)
            (L, up.data(), n.data(), al.data(), cA.data(), ld.data(), cx.data(), ix.data(), be.data(),
             y.data(), iy.data(), gc, sizes.data(), inf);
            break;
        case Rt::Hemv:
            BT_PICK(hemv_batched)
            (L, up.data(), n.data(), al.data(), cA.data(), ld.data(), cx.data(), ix.data(), be.data(),
             y.data(), iy.data(), gc, sizes.data(), inf);
            break;
        case Rt::Trmv:
            BT_PICK(trmv_batched)
            (L, up.data(), tr.data(), dg.data(), n.data(), cA.data(), ld.data(), x.data(), ix.data(), gc,
             sizes.data(), inf);
            break;
        case Rt::Trsv:
            BT_PICK(trsv_batched)
            (L, up.data(), tr.data(), dg.data(), n.data(), cA.data(), ld.data(), x.data(), ix.data(), gc,
             sizes.data(), inf);
            break;
    }
    size_t q = 0;
    for (auto& g : groups)
        for (auto& p : g) p.dres = dres[q], p.rres = rres[q], p.ires = ires[q], ++q;
}

// The strided API on one problem (batch_count 1: strides arbitrary), info ReportAll.
template <class T>
void call_strided(Prob<T>& p, int64_t* inf) {
    const BLAS_Layout L = p.L;
    T* x = p.x.base();
    T* y = p.y.base();
    T* A = has_a(p.r) ? p.A.ptr(0) : nullptr;
    const int64_t ld = p.A.ld, n = p.n, m = p.m, ix = p.incx, iy = p.incy, s = 5;
    switch (p.r) {
        case Rt::Axpy:
            BT_PICK(axpy_batched_strided)(n, p.alpha, x, ix, s, y, iy, s, int64_t(1), inf);
            break;
        case Rt::Scal:
            BT_PICK(scal_batched_strided)(n, p.alpha, x, ix, s, int64_t(1), inf);
            break;
        case Rt::Copy:
            BT_PICK(copy_batched_strided)(n, x, ix, s, y, iy, s, int64_t(1), inf);
            break;
        case Rt::Swap:
            BT_PICK(swap_batched_strided)(n, x, ix, s, y, iy, s, int64_t(1), inf);
            break;
        case Rt::Dot:
            BT_PICK_REAL(dot_batched_strided, dotu_batched_strided)
            (n, x, ix, s, y, iy, s, &p.dres, int64_t(1), inf);
            break;
        case Rt::Dotc:
            if constexpr (is_complex_v<T>) {
                BT_PICK_COMPLEX(dotc_batched_strided)(n, x, ix, s, y, iy, s, &p.dres, int64_t(1), inf);
            }
            break;
        case Rt::Nrm2:
            BT_PICK(nrm2_batched_strided)(n, x, ix, s, &p.rres, int64_t(1), inf);
            break;
        case Rt::Asum:
            BT_PICK(asum_batched_strided)(n, x, ix, s, &p.rres, int64_t(1), inf);
            break;
        case Rt::Iamax:
            BT_PICK(iamax_batched_strided)(n, x, ix, s, &p.ires, int64_t(1), inf);
            break;
        case Rt::Gemv:
            BT_PICK(gemv_batched_strided)
            (L, p.trans, m, n, p.alpha, A, ld, s, x, ix, s, p.beta, y, iy, s, int64_t(1), inf);
            break;
        case Rt::Ger:
            BT_PICK_REAL(ger_batched_strided, geru_batched_strided)
            (L, m, n, p.alpha, x, ix, s, y, iy, s, A, ld, s, int64_t(1), inf);
            break;
        case Rt::Gerc:
            if constexpr (is_complex_v<T>) {
                BT_PICK_COMPLEX(gerc_batched_strided)
                (L, m, n, p.alpha, x, ix, s, y, iy, s, A, ld, s, int64_t(1), inf);
            }
            break;
        case Rt::Symv:
            BT_PICK(symv_batched_strided)
            (L, p.uplo, n, p.alpha, A, ld, s, x, ix, s, p.beta, y, iy, s, int64_t(1), inf);
            break;
        case Rt::Hemv:
            BT_PICK(hemv_batched_strided)
            (L, p.uplo, n, p.alpha, A, ld, s, x, ix, s, p.beta, y, iy, s, int64_t(1), inf);
            break;
        case Rt::Trmv:
            BT_PICK(trmv_batched_strided)(L, p.uplo, p.trans, p.diag, n, A, ld, s, x, ix, s, int64_t(1), inf);
            break;
        case Rt::Trsv:
            BT_PICK(trsv_batched_strided)(L, p.uplo, p.trans, p.diag, n, A, ld, s, x, ix, s, int64_t(1), inf);
            break;
    }
}

template <class T>
bool check(Prob<T>& p) {
    SCOPED_TRACE(p.trace);
    bool ok = true;
    reference(p);
    BT_CHECK(ok, same_buf(p.x.buf, writes_x(p.r) ? p.xr.buf : p.x0.buf, "x"));
    BT_CHECK(ok, same_buf(p.y.buf, writes_y(p.r) ? p.yr.buf : p.y0.buf, "y"));
    if (has_a(p.r)) BT_CHECK(ok, same_buf(p.A.buf, writes_a(p.r) ? p.Ar.buf : p.A0.buf, "A"));
    if (p.r == Rt::Dot || p.r == Rt::Dotc)
        BT_CHECK(ok, same_buf(std::vector<T>{p.dres}, std::vector<T>{p.dref}, "result"));
    if (p.r == Rt::Asum)
        BT_CHECK(ok, same_buf(std::vector<real_t<T>>{p.rres}, std::vector<real_t<T>>{p.rref}, "result"));
    if (p.r == Rt::Iamax) {
        EXPECT_EQ(p.ires, p.iref);
        ok = ok && p.ires == p.iref;
    }
    if (p.r == Rt::Nrm2) {
        const double tol =
            4 * double(std::numeric_limits<real_t<T>>::epsilon()) * std::max(1.0, double(p.rref));
        EXPECT_NEAR(double(p.rres), double(p.rref), tol);
        ok = ok && std::abs(double(p.rres) - double(p.rref)) <= tol;
    }
    return ok;
}

std::vector<Rt> routines(bool complex) {
    std::vector<Rt> r{Rt::Axpy,  Rt::Scal, Rt::Copy, Rt::Swap, Rt::Dot,  Rt::Nrm2, Rt::Asum,
                      Rt::Iamax, Rt::Gemv, Rt::Ger,  Rt::Symv, Rt::Hemv, Rt::Trmv, Rt::Trsv};
    if (complex) r.insert(r.end(), {Rt::Dotc, Rt::Gerc});
    return r;
}

template <class T>
void group_sweep(Rt r, uint64_t seed) {
    Rng rng(seed);
    for (int call = 0; call < 4; ++call) {
        std::vector<std::vector<Prob<T>>> groups;
        for (int g = 0; g < 40; ++g) {
            const Prob<T> shape = make_shape<T>(r, rng, g + 40 * call, call % 2);  // one layout a call
            std::vector<Prob<T>> probs;
            const int64_t count = rng.integer(1, 9);
            for (int64_t i = 0; i < count; ++i) {
                probs.push_back(shape);
                fill_operands(probs.back(), rng);
            }
            groups.push_back(std::move(probs));
        }
        std::vector<int64_t> info;
        call_group<T>(r, groups, info);
        EXPECT_EQ(info[0], 0);
        std::vector<const Prob<T>*> flat;
        for (auto& g : groups)
            for (auto& p : g) flat.push_back(&p);
        for (size_t i = 1; i + 1 < info.size(); ++i)
            ASSERT_EQ(info[i], 0) << "info[" << i << "] " << flat[i - 1]->trace
                                  << " ld=" << flat[i - 1]->A.ld;
        EXPECT_EQ(info.back(), 7777) << "info written past its end";
        int failures = 0;
        for (auto& g : groups)
            for (auto& p : g)
                if (!check(p) && ++failures > 5) return;
    }
}

template <class T>
void strided_sweep(Rt r, uint64_t seed) {
    Rng rng(seed);
    for (int t = 0; t < 40; ++t) {
        Prob<T> p = make_shape<T>(r, rng, t);
        fill_operands(p, rng);
        int64_t info[3] = {BblasErrorsReportAll, 7777, 7777};
        call_strided(p, info);
        EXPECT_EQ(info[0], 0);
        EXPECT_EQ(info[1], 0);
        EXPECT_EQ(info[2], 7777);
        if (!check(p)) return;
    }
}

template <class T>
class Level12 : public ::testing::Test {};
TYPED_TEST_SUITE(Level12, AllTypes, TypeNames);

TYPED_TEST(Level12, GroupApiAgainstOpenBlas) {
    for (Rt r : routines(is_complex_v<TypeParam>)) group_sweep<TypeParam>(r, 1000 + uint64_t(r));
}
TYPED_TEST(Level12, StridedApiAgainstOpenBlas) {
    for (Rt r : routines(is_complex_v<TypeParam>)) strided_sweep<TypeParam>(r, 2000 + uint64_t(r));
}

// Contiguous vectors of every length to 17, where each length up to 16 has its own kernel
// of compile-time length (src/kernels/level1_short.hh).
TYPED_TEST(Level12, ContiguousVectorsOfEveryShortLength) {
    using T = TypeParam;
    Rng rng(3000);
    for (Rt r : routines(is_complex_v<T>)) {
        if (level2(r)) continue;
        std::vector<std::vector<Prob<T>>> groups;
        for (int64_t n = 1; n <= 33; ++n) {  // the short kernels' lengths (at most 32) and one more
            Prob<T> shape = make_shape<T>(r, rng, n);
            shape.n = n, shape.incx = shape.incy = 1;
            shape.trace += " -> n=" + std::to_string(n) + " incx=incy=1";
            std::vector<Prob<T>> probs(3, shape);
            for (auto& p : probs) fill_operands(p, rng);
            groups.push_back(std::move(probs));
        }
        std::vector<int64_t> info;
        call_group<T>(r, groups, info);
        ASSERT_EQ(info[0], 0) << rt_name(r);
        for (auto& g : groups)
            for (auto& p : g) EXPECT_TRUE(check(p)) << p.trace;
    }
}

// The trace of a problem of the Level-2 column-kernel tests below.
template <class T>
std::string level2_trace(Rt r, const Prob<T>& p) {
    return trace(rt_name(r), " ", type_name<T>(), " ", layout_name(p.L), " trans=", op_name(p.trans),
                 " m=", p.m, " n=", p.n, " incx=", p.incx, " incy=", p.incy, " alpha=", str(p.alpha),
                 " beta=", str(p.beta));
}

// The groups in one call of the group API, each problem checked against OpenBLAS (the first six
// failures reported).
template <class T>
void call_and_check(Rt r, std::vector<std::vector<Prob<T>>>& groups) {
    std::vector<int64_t> info;
    call_group<T>(r, groups, info);
    ASSERT_EQ(info[0], 0) << rt_name(r);
    int failures = 0;
    for (auto& g : groups)
        for (auto& p : g)
            if (!check(p)) {
                ADD_FAILURE() << p.trace;
                if (++failures > 5) return;
            }
}

// Complex gemv with op(A) = A (column-major NoTrans, row-major Trans) or conj(A) (row-major
// ConjTrans), and complex geru and gerc in both layouts, run as real products on the column
// kernels (kernels/level2_complex_columns.hh): every row count to the path's limit (64) and
// past it, ger's columns past its limit (1024), x's increments gemv takes (positive) and one it
// leaves to the other paths, y at any increment, beta = 0 with NaN in y, and groups long enough
// for several runs of the kernels' scratch (at most 64 problems a run).
TYPED_TEST(Level12, ComplexGemvAndGerAsRealProducts) {
    using T = TypeParam;
    if constexpr (!is_complex_v<T>) {
        GTEST_SKIP() << "complex only";
    } else {
        struct Form {
            Rt r;
            BLAS_Layout L;
            BLAS_Trans trans;
        };
        constexpr Form forms[] = {
            {Rt::Gemv, BlasColMajor, BlasNoTrans},   {Rt::Gemv, BlasRowMajor, BlasTrans},
            {Rt::Gemv, BlasRowMajor, BlasConjTrans}, {Rt::Ger, BlasColMajor, BlasNoTrans},
            {Rt::Ger, BlasRowMajor, BlasNoTrans},    {Rt::Gerc, BlasColMajor, BlasNoTrans},
            {Rt::Gerc, BlasRowMajor, BlasNoTrans}};
        constexpr int64_t rows[] = {1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 24, 31, 32, 33, 48, 63, 64, 65};
        constexpr int64_t specials[] = {0, 1, 4, 8};  // random, beta = 0, beta = 1, alpha = 1 and beta = 0
        constexpr int64_t incs[][2] = {{1, 1}, {2, -2}, {1, 3}, {-1, 1}};
        Rng rng(3100);
        for (const Form f : forms) {
            std::vector<std::vector<Prob<T>>> groups;
            int64_t idx = 0;
            for (const int64_t m : rows) {
                const int64_t n = m == 65 && f.r != Rt::Gemv ? 1030
                                  : m % 3 == 0               ? m + 5
                                  : m % 3 == 1               ? 1
                                                             : 2 * m;
                const auto [incx, incy] = incs[idx % 4];
                Prob<T> shape = make_shape<T>(f.r, rng, specials[idx % 4]);
                shape.L = f.L, shape.trans = f.trans, shape.incx = incx, shape.incy = incy,
                shape.ldpad = idx % 3;
                // gemv: the stored A is n x m row-major where op(A) = A^T folds to column-major A
                // (m x n); ger: m rows either way
                const bool swap = f.r == Rt::Gemv && f.L == BlasRowMajor;
                shape.m = swap ? n : m, shape.n = swap ? m : n;
                shape.trace = level2_trace(f.r, shape);
                std::vector<Prob<T>> probs(size_t(idx % 5 == 0 ? 70 : 3), shape);
                for (auto& p : probs) fill_operands(p, rng);
                groups.push_back(std::move(probs));
                ++idx;
            }
            call_and_check(f.r, groups);
        }
    }
}

// Real gemv with op(A) = A^T (column-major Trans, row-major NoTrans) on the dot-product kernels
// (kernels/gemv_dot_columns.hh): every dot length around the packs' widths (2, 4, 8, 16 lanes)
// to the path's limit (64) and past it, column counts with and without a block of W left over,
// x contiguous (the path) and not (the other paths), y at any increment, beta = 0 with NaN in y.
TYPED_TEST(Level12, RealGemvTransposedAsDotProducts) {
    using T = TypeParam;
    if constexpr (is_complex_v<T>) {
        GTEST_SKIP() << "real only";
    } else {
        constexpr BLAS_Layout layouts[] = {BlasColMajor, BlasRowMajor};
        constexpr int64_t lengths[] = {1,  2,  3,  4,  5,  6,  7,  8,  9,  12, 15, 16,
                                       17, 23, 24, 31, 32, 33, 47, 48, 63, 64, 65};
        constexpr int64_t specials[] = {0, 1, 4, 8};  // random, beta = 0, beta = 1, alpha = 1 and beta = 0
        constexpr int64_t incs[][2] = {{1, 1}, {1, -2}, {1, 3}, {2, 1}};
        Rng rng(3200);
        for (const BLAS_Layout L : layouts) {
            std::vector<std::vector<Prob<T>>> groups;
            int64_t idx = 0;
            for (const int64_t len : lengths) {
                for (const int64_t n : {int64_t(1), int64_t(3), len % 5 + 16, int64_t(64)}) {
                    const int64_t v = idx + idx / 4;  // each n meets every increment and special
                    const auto [incx, incy] = incs[v % 4];
                    Prob<T> shape = make_shape<T>(Rt::Gemv, rng, specials[(v / 4) % 4]);
                    shape.L = L, shape.incx = incx, shape.incy = incy, shape.ldpad = idx % 3;
                    // column-major: A^T x, the dot products down A's len rows; row-major: A x
                    // with A stored n x len, the column-major A^T
                    shape.trans = L == BlasColMajor ? BlasTrans : BlasNoTrans;
                    shape.m = L == BlasColMajor ? len : n, shape.n = L == BlasColMajor ? n : len;
                    shape.trace = level2_trace(Rt::Gemv, shape);
                    std::vector<Prob<T>> probs(size_t(idx % 7 == 0 ? 20 : 2), shape);
                    for (auto& p : probs) fill_operands(p, rng);
                    groups.push_back(std::move(probs));
                    ++idx;
                }
            }
            call_and_check(Rt::Gemv, groups);
        }
    }
}

// An infinite element of A or x in any row gives the infinite sums the reference gives (the dot
// kernels' last pack overlaps rows already summed: they multiplied x's zeros there by A, and
// 0 * inf is NaN), at every dot length through the widest pack.
TYPED_TEST(Level12, RealGemvTransposedKeepsInfinities) {
    using T = TypeParam;
    if constexpr (is_complex_v<T>) {
        GTEST_SKIP() << "real only";
    } else {
        const T inf = std::numeric_limits<T>::infinity();
        const int64_t n = 3, inc = 1;
        for (int64_t m = 1; m <= 33; ++m)
            for (int64_t row = 0; row < m; ++row)
                for (const bool in_a : {true, false}) {
                    std::vector<T> A(size_t(m * n), T(1)), x(size_t(m), T(1)), y(size_t(n), nan_value<T>());
                    (in_a ? A[size_t(row)] : x[size_t(row)]) = inf;  // A(row, 0) or x(row)
                    int64_t info = BblasErrorsReportAny;
                    BT_PICK(gemv_batched_strided)
                    (BlasColMajor, BlasTrans, m, n, T(1), A.data(), m, m * n, x.data(), inc, m, T(0),
                     y.data(), inc, n, int64_t(1), &info);
                    ASSERT_EQ(info, 0);
                    for (int64_t j = 0; j < n; ++j)
                        ASSERT_EQ(y[size_t(j)], in_a && j > 0 ? T(m) : inf)
                            << "m=" << m << " row=" << row << " in " << (in_a ? "A" : "x") << " y(" << j
                            << ")";
                }
    }
}

// Many strided problems in one call, vectors one after the other and interleaved element by
// element, against the group API on the same addresses.
TYPED_TEST(Level12, StridedBatchesMatchGroupApi) {
    using T = TypeParam;
    for (const bool interleaved : {false, true}) {
        const int64_t n = 7, count = 19, inc = interleaved ? count : 1, stride = interleaved ? 1 : n + 2;
        std::vector<T> A(size_t(count * 64)), x(size_t(count * (n + 2) * 2)), y1(x.size(), nan_value<T>());
        Rng rng(5);
        for (auto& v : A) v = rng.value<T>(Fill::Int);
        for (auto& v : x) v = rng.value<T>(Fill::Int);
        for (int64_t p = 0; p < count; ++p)
            for (int64_t i = 0; i < n; ++i) y1[size_t(p * stride + i * inc)] = rng.value<T>(Fill::Int);
        std::vector<T> y2 = y1;
        const T alpha = T(2), beta = T(-1);
        int64_t info = BblasErrorsReportAny;
        BT_PICK(gemv_batched_strided)
        (BlasColMajor, BlasTrans, n, n, alpha, A.data(), n, int64_t(64), x.data(), int64_t(1), n, beta,
         y1.data(), inc, stride, count, &info);
        EXPECT_EQ(info, 0);
        std::vector<const T*> pA, px;
        std::vector<T*> py;
        for (int64_t p = 0; p < count; ++p)
            pA.push_back(A.data() + p * 64), px.push_back(x.data() + p * n),
                py.push_back(y2.data() + p * stride);
        const BLAS_Trans tr = BlasTrans;
        const int64_t one = 1;
        BT_PICK(gemv_batched)
        (BlasColMajor, &tr, &n, &n, &alpha, pA.data(), &n, px.data(), &one, &beta, py.data(), &inc,
         int64_t(1), &count, &info);
        EXPECT_EQ(info, 0);
        EXPECT_TRUE(same_buf(y1, y2, "y"));
    }
}

// alpha = 0: A and x are not referenced, and may be null with any stride (y = beta y). bblas
// once formed null + i * stride for them on the one-matrix-at-a-time path (orders of 64 and
// beyond here), undefined behaviour that UBSan (CI's sanitizer build) reports; the results
// were right. bblas-fuzz found it.
TYPED_TEST(Level12, StridedUnreferencedOperandsMayBeNull) {
    using T = TypeParam;
    const int64_t n = 70, count = 3, inc = 2, stride = 2 * n + 1;
    std::vector<T> y(size_t(count * stride)), expect(y.size());
    Rng rng(9);
    for (size_t i = 0; i < y.size(); ++i) y[i] = rng.value<T>(Fill::Int);
    for (int64_t p = 0; p < count; ++p)
        for (int64_t i = 0; i < stride; ++i) {
            const size_t e = size_t(p * stride + i);
            expect[e] = i % inc == 0 && i / inc < n ? T(3) * y[e] : y[e];
        }
    std::vector<int64_t> info(size_t(1 + count), BblasErrorsReportAll);
    const T* none = nullptr;
    BT_PICK(gemv_batched_strided)
    (BlasColMajor, BlasTrans, n, n, T(0), none, n, -n * n, none, int64_t(1), -n, T(3), y.data(), inc, stride,
     count, info.data());
    EXPECT_EQ(info[0], 0);
    EXPECT_TRUE(same_buf(y, expect, "y"));
}

// nrm2 does not overflow or underflow where the plain sum of squares would.
TYPED_TEST(Level12, Nrm2ScalesExtremeValues) {
    using T = TypeParam;
    using R = real_t<T>;
    for (const R big : {std::numeric_limits<R>::max() / R(8), std::numeric_limits<R>::min() * R(4),
                        std::numeric_limits<R>::denorm_min() * R(1024)}) {
        std::vector<T> x{T(big * R(3)), T(big * R(4)), T(0)};
        const T* px = x.data();
        const int64_t n = 3, inc = 1, one = 1;
        R out = 0;
        int64_t info = BblasErrorsReportAny;
        BT_PICK(nrm2_batched)(&n, &px, &inc, &out, int64_t(1), &one, &info);
        EXPECT_EQ(info, 0);
        const R want = big * R(5);
        EXPECT_TRUE(std::isfinite(out)) << big;
        EXPECT_NEAR(double(out / want), 1.0, 8 * double(std::numeric_limits<R>::epsilon())) << "big=" << big;
    }
    // NaN propagates, Inf gives Inf
    std::vector<T> x{T(1), T(std::numeric_limits<R>::quiet_NaN()), T(2)};
    const T* px = x.data();
    const int64_t n = 3, inc = 1, one = 1;
    R out = 0;
    int64_t info = BblasErrorsReportAny;
    BT_PICK(nrm2_batched)(&n, &px, &inc, &out, int64_t(1), &one, &info);
    EXPECT_TRUE(std::isnan(out));
    x[1] = T(std::numeric_limits<R>::infinity());
    BT_PICK(nrm2_batched)(&n, &px, &inc, &out, int64_t(1), &one, &info);
    EXPECT_TRUE(std::isinf(out));
}

// Short vectors are normed a pack of vectors at a time (one vector square root): an extreme
// vector among ordinary ones, at any position of the batch (any lane of a pack, or the last
// vectors after the whole packs), is still finished on its own and the others keep their norms.
TYPED_TEST(Level12, Nrm2ExtremeVectorsAmongOrdinaryOnes) {
    using T = TypeParam;
    using R = real_t<T>;
    const R big = std::numeric_limits<R>::max() / R(8), tiny = std::numeric_limits<R>::min() * R(4);
    const R nan = std::numeric_limits<R>::quiet_NaN(), inf = std::numeric_limits<R>::infinity();
    const int64_t count = 37, inc = 1;
    for (const int64_t n : {1, 3, 16}) {
        for (int kind = 0; kind < 5; ++kind) {  // big, tiny, NaN, Inf, zero vector
            for (int64_t at = 0; at < count; ++at) {
                std::vector<std::vector<T>> v(static_cast<size_t>(count),
                                              std::vector<T>(static_cast<size_t>(n)));
                for (int64_t j = 0; j < count; ++j)
                    for (int64_t k = 0; k < n; ++k) v[size_t(j)][size_t(k)] = T(R(0.5) * R(j + 1) - R(k));
                auto& e = v[size_t(at)];
                if (kind == 0) std::fill(e.begin(), e.end(), T(big));
                if (kind == 1) std::fill(e.begin(), e.end(), T(tiny));
                if (kind == 2) e[0] = T(nan);
                if (kind == 3) e[size_t(n - 1)] = T(inf);
                if (kind == 4) std::fill(e.begin(), e.end(), T(0));
                std::vector<const T*> px;
                for (auto& w : v) px.push_back(w.data());
                std::vector<R> out(static_cast<size_t>(count), R(-1));
                int64_t info = BblasErrorsReportAny;
                BT_PICK(nrm2_batched)(&n, px.data(), &inc, out.data(), int64_t(1), &count, &info);
                ASSERT_EQ(info, 0);
                for (int64_t j = 0; j < count; ++j) {
                    const R got = out[size_t(j)];
                    const std::string where = "n=" + std::to_string(n) + " kind " + std::to_string(kind) +
                                              " at " + std::to_string(at) + " j=" + std::to_string(j);
                    if (j == at && kind == 2) {
                        EXPECT_TRUE(std::isnan(got)) << where;
                        continue;
                    }
                    if (j == at && kind == 3) {
                        EXPECT_TRUE(std::isinf(got)) << where;
                        continue;
                    }
                    const long double scale = j != at ? 1 : kind == 0 ? big : kind == 1 ? tiny : 1;
                    long double ssq = 0;  // the scaled sum, exact enough in long double
                    for (const T& w : v[size_t(j)]) {
                        const long double a = std::abs(std::complex<long double>(w)) / scale;
                        ssq += a * a;
                    }
                    const long double want = scale * std::sqrt(ssq);
                    if (want == 0) {
                        EXPECT_EQ(got, R(0)) << where;
                        continue;
                    }
                    EXPECT_NEAR(double(got / want), 1.0, 8 * double(std::numeric_limits<R>::epsilon()))
                        << where;
                }
            }
        }
    }
}

// iamax with ties and NaNs, as the reference BLAS: the first index of the largest |re| + |im|;
// a NaN is never larger (so skipped), except as the first element (then index 0). Lengths on
// both sides of the SIMD paths' limits, ties and NaNs in different lanes.
TYPED_TEST(Level12, IamaxTiesAndNaNsAsReference) {
    using T = TypeParam;
    using R = real_t<T>;
    const R nan = std::numeric_limits<R>::quiet_NaN();
    Rng rng(4000);
    // around every pack width and the four-chain SIMD loop of 4 packs (remainders of 1-3 packs)
    for (const int64_t n :
         {1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 40, 48, 56, 63, 64, 65, 100, 127, 128, 129}) {
        for (int pattern = 0; pattern < 6; ++pattern) {
            std::vector<T> x(static_cast<size_t>(n));
            // many ties; complex elements with both parts (the magnitude is |re| + |im|), and
            // NaN in either part
            const auto value = [&](R re, R im) {
                if constexpr (is_complex_v<T>) return T(re, im);
                else return T(re + 0 * im);
            };
            for (auto& v : x) v = value(R(rng.integer(-3, 3)), R(rng.integer(-2, 2)));
            if (pattern == 1) x[0] = T(nan);
            if (pattern >= 2) x[size_t(rng.integer(0, n - 1))] = value(R(1), nan);
            if (pattern >= 3) x[size_t(rng.integer(0, n - 1))] = T(R(pattern == 3 ? 5 : -5));
            if (pattern == 4) x[size_t(rng.integer(0, n - 1))] = T(R(5));  // a tie at the top
            if (pattern == 5) std::fill(x.begin(), x.end(), T(nan)), x[size_t(n - 1)] = T(R(1));
            int64_t want = 0;
            auto mag = [](T v) {
                if constexpr (is_complex_v<T>) return std::abs(v.real()) + std::abs(v.imag());
                else return std::abs(v);
            };
            for (int64_t i = 1; i < n; ++i)
                if (mag(x[size_t(i)]) > mag(x[size_t(want)])) want = i;
            const T* px = x.data();
            const int64_t inc = 1, one = 1;
            int64_t got = -1, info = BblasErrorsReportAny;
            BT_PICK(iamax_batched)(&n, &px, &inc, &got, int64_t(1), &one, &info);
            EXPECT_EQ(info, 0);
            EXPECT_EQ(got, want) << "n=" << n << " pattern " << pattern;
        }
    }
}

// Every invalid argument of every routine, in every mode: a call of two groups, the second
// invalid; info as promised, the invalid group untouched, the valid one computed.
template <class T>
void error_cases(Rt r) {
    struct Mut {
        const char* what;
        int pos;
        std::function<void(Prob<T>&)> apply;
    };
    const bool l2 = level2(r);
    // positions in the group API (bblas/c_level12.h)
    int pn = 1, px = 0, pA = 0, pl = 1;
    switch (r) {
        case Rt::Axpy:
        case Rt::Scal:
            px = 3;
            break;
        case Rt::Copy:
        case Rt::Swap:
        case Rt::Nrm2:
        case Rt::Asum:
        case Rt::Iamax:
            px = 2;
            break;
        case Rt::Dot:
        case Rt::Dotc:
            px = 2;
            break;
        case Rt::Gemv:
            pn = 4, pA = 6, px = 8;
            break;
        case Rt::Ger:
        case Rt::Gerc:
            pn = 3, px = 5, pA = 9;
            break;
        case Rt::Symv:
        case Rt::Hemv:
            pn = 3, pA = 5, px = 7;
            break;
        case Rt::Trmv:
        case Rt::Trsv:
            pn = 5, pA = 6, px = 8;
            break;
    }
    std::vector<Mut> muts{{"n < 0", pn, [](Prob<T>& p) { p.n = -1; }},
                          {"incx = 0", px + 1, [](Prob<T>& p) { p.incx = 0; }},
                          {"x null", px, [](Prob<T>& p) { p.x.buf.clear(); }}};
    if (l2) {
        muts.push_back({"layout", pl, [](Prob<T>& p) { p.L = BLAS_Layout(7); }});
        muts.push_back({"A_ld too small", pA + 1, [](Prob<T>& p) { p.A.ld = 1; }});
        muts.push_back({"A null", pA, [](Prob<T>& p) { p.A.buf.clear(); }});
    }
    for (const Mut& mu : muts)
        for (int64_t mode : {int64_t(BblasErrorsReportAll), int64_t(BblasErrorsReportGroup),
                             int64_t(BblasErrorsReportAny), int64_t(BblasErrorsReportNone)}) {
            SCOPED_TRACE(trace(rt_name(r), " ", type_name<T>(), ": ", mu.what, " mode=", mode));
            // ReportNone does not scan pointers (bblas.h): a null vector or matrix is the caller's
            if (mode == BblasErrorsReportNone && std::string(mu.what).find("null") != std::string::npos)
                continue;
            Rng rng(3);
            Prob<T> shape = make_shape<T>(r, rng, 0);
            shape.m = 3, shape.n = 4, shape.incx = 1, shape.incy = 1, shape.alpha = T(2), shape.beta = T(3);
            shape.trans = BlasNoTrans;
            std::vector<std::vector<Prob<T>>> groups(2);
            for (int g = 0; g < 2; ++g)
                for (int i = 0; i < 2; ++i) {
                    groups[size_t(g)].push_back(shape);
                    fill_operands(groups[size_t(g)].back(), rng);
                }
            const bool layout_mut = std::string(mu.what) == "layout";
            for (auto& p : groups[1]) mu.apply(p);
            if (layout_mut)  // layout is one argument for the whole call
                for (auto& p : groups[0]) mu.apply(p);
            const auto before = groups[1];
            std::vector<int64_t> info;
            std::vector<std::vector<Prob<T>>> run = groups;
            call_group<T>(r, run, info, mode);
            if (mode == BblasErrorsReportNone) {
                EXPECT_EQ(info[0], 0);
            } else {
                EXPECT_EQ(info[0], layout_mut ? 1 : 2);
                if (mode == BblasErrorsReportAll) {
                    for (int i = 0; i < 2; ++i) EXPECT_EQ(info[size_t(1 + i)], layout_mut ? -mu.pos : 0);
                    for (int i = 2; i < 4; ++i) EXPECT_EQ(info[size_t(1 + i)], -mu.pos);
                }
                if (mode == BblasErrorsReportGroup) {
                    EXPECT_EQ(info[1], layout_mut ? -mu.pos : 0);
                    EXPECT_EQ(info[2], -mu.pos);
                }
            }
            for (size_t i = 0; i < 2; ++i) {
                EXPECT_TRUE(same_buf(run[1][i].y.buf, before[i].y.buf, "y of the invalid group"));
                if (!run[1][i].x.buf.empty()) {
                    EXPECT_TRUE(same_buf(run[1][i].x.buf, before[i].x.buf, "x of the invalid group"));
                }
                if (!layout_mut) {
                    EXPECT_TRUE(check(run[0][i])) << "valid group";
                }
            }
        }
}

TYPED_TEST(Level12, ArgumentErrorsEveryMode) {
    for (Rt r : routines(is_complex_v<TypeParam>)) error_cases<TypeParam>(r);
}

}  // namespace
